/* edtest.c - helpers of the Edora tests. */
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "edtest.h"
#include "nemeton/json.h"
#include "nemeton/state_table.h"

int check_failures, check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

static nm_data *data;

const nm_data *et_data(void) {
    static nm_errors err;
    if (!data) {
        nm_registry_add(edora_game());
        data = nm_data_load(edora_game(), nm_builtin_data_dir(), NULL, 0, &err);
        if (!data) {
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) fprintf(stderr, "%s\n", err.msg[i]);
            exit(1);
        }
    }
    return data;
}

void et_cleanup(void) {
    nm_data_free(data);
    data = NULL;
}

void et_new(edora_state *s, int players, uint64_t seed, const int *variants) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(edora_game(), &su, players, seed);
    for (int i = 0; variants && i < ED_OPT_COUNT; i++) su.option[i] = variants[i];
    su.option[ED_OPT_REFERENCE] = 1; /* the hand-built positions name the reference forest */
    memset(s, 0, sizeof *s);
    if (edora_setup(et_data(), &su, s, &err) != 0) {
        fprintf(stderr, "setup: %s\n", nm_errors_first(&err));
        exit(1);
    }
    static nm_action_list l;
    while (s->phase != ED_PH_MOVE && edora_legal(et_data(), s, &l) > 0) edora_apply(et_data(), s, &l.a[0], &err);
}

void et_blank(edora_state *s, int players) {
    et_new(s, players, 7, NULL);
    for (int p = 0; p < players; p++) {
        edora_seat *q = &s->seat[p];
        for (int v = 1; v <= 6; v++) q->evol[v] = (int8_t)(q->evol[v] + q->reserve[v]), q->reserve[v] = 0;
        memset(q->herb, ED_HERB_BOARD, sizeof q->herb);
        q->pawn = 0;
        q->start = (int8_t)p;
    }
    s->current = 0;
    s->h.to_move = 0;
    s->phase = ED_PH_PLACE;
}

void et_put(edora_state *s, int seat, int sanct, int slot, int value) {
    edora_seat *q = &s->seat[seat];
    int from = 0;
    for (int v = 6; v >= 1 && !from; v--)
        if (q->evol[v] > 0) from = v;
    if (!from) {
        for (int v = 6; v >= 1 && !from; v--)
            if (q->reserve[v] > 0) from = v;
        if (from) q->reserve[from]--;
    } else {
        q->evol[from]--;
    }
    CHECK(from > 0 && s->slot_owner[sanct][slot] < 0);
    s->slot_owner[sanct][slot] = (int8_t)seat;
    s->slot_value[sanct][slot] = (int8_t)value;
    q->placed++;
}

int et_id(int kind, const char *id) { return nm_data_find(&et_data()->kinds[kind], id); }

void et_herb(edora_state *s, int seat, const char *id) {
    int h = et_id(ED_K_HERBS, id);
    CHECK(h >= 0);
    for (int i = 0; i < ED_HERBS; i++)
        if (s->seat[seat].herb_at[i] == h) s->seat[seat].herb[i] = ED_HERB_ACTIVE;
}

int et_slot(const edora_state *s, int sanct, const char *action) {
    int a = et_id(ED_K_ACTIONS, action);
    for (int k = 0; k < ed_spaces(et_data(), s, sanct); k++)
        if (ed_action_at(et_data(), s, sanct, k) == a) return k;
    return -1;
}

void et_print_legal(const edora_state *s) {
    static nm_action_list l;
    char buf[NM_LABEL_LEN];
    edora_legal(et_data(), s, &l);
    for (int i = 0; i < l.count; i++) {
        edora_label(et_data(), s, &l.a[i], buf, sizeof buf);
        fprintf(stderr, "  legal: %s\n", buf);
    }
}

static int find(const edora_state *s, const char *label, nm_action *out) {
    static nm_action_list l;
    char buf[NM_LABEL_LEN];
    edora_legal(et_data(), s, &l);
    for (int i = 0; i < l.count; i++) {
        edora_label(et_data(), s, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            *out = l.a[i];
            return 1;
        }
    }
    return 0;
}

int et_has(const edora_state *s, const char *label) {
    nm_action a;
    return find(s, label, &a);
}

int et_do(edora_state *s, const char *label) {
    static nm_errors err;
    nm_action a;
    check_count++;
    if (!find(s, label, &a)) {
        check_failures++;
        fprintf(stderr, "no legal action \"%s\"; the legal ones:\n", label);
        et_print_legal(s);
        return -1;
    }
    nm_errors_clear(&err);
    if (edora_apply(et_data(), s, &a, &err) != 0) {
        check_failures++;
        fprintf(stderr, "\"%s\" refused: %s\n", label, nm_errors_first(&err));
        return -1;
    }
    return 0;
}

int et_invariants(const edora_state *s, char *msg, size_t n) {
    const nm_data *d = et_data();
    int tablets[ED_OBJECTIVES] = {0};
    for (int i = 0; i < ED_FACE_UP; i++)
        if (s->face_up[i] >= 0) tablets[s->face_up[i]]++;
    for (int i = 0; i < s->stack_count; i++) tablets[s->stack[i]]++;
    for (int i = 0; i < s->draw_count; i++) tablets[s->draw[i]]++;
    for (int p = 0; p < s->h.players; p++) {
        const edora_seat *q = &s->seat[p];
        for (int i = 0; i < q->tablet_count; i++) tablets[q->tablets[i]]++;
        if (q->provisions < 0 || q->mistletoe < 0 || q->pp < 0) {
            snprintf(msg, n, "seat %d: a negative counter", p);
            return -1;
        }
        int gems = 0, kinds = 0;
        for (int i = 0; i < 6; i++) gems += q->amulet[i] >= 0;
        for (int g = 0; g < 6; g++) {
            int c = 0;
            for (int i = 0; i < 6; i++) c += q->amulet[i] == g;
            if (c > 1) kinds = 1;
        }
        if (kinds) {
            snprintf(msg, n, "seat %d holds two gems of one kind (%d gems)", p, gems);
            return -1;
        }
    }
    for (int k = 0; k < d->kinds[ED_K_OBJECTIVES].count; k++)
        if (tablets[k] != ed_field(d, ED_K_OBJECTIVES, k, ED_O_COPIES)) {
            snprintf(msg, n, "tablet %s found %d times", d->kinds[ED_K_OBJECTIVES].items[k].id, tablets[k]);
            return -1;
        }
    for (int g = 0; g < 6; g++) {
        int held = s->gems[g];
        for (int p = 0; p < s->h.players; p++)
            for (int i = 0; i < 6; i++) held += s->seat[p].amulet[i] == g;
        if (held != ed_field(d, ED_K_GEMS, g, ED_G_COUNT)) {
            snprintf(msg, n, "gem kind %d: %d found", g, held);
            return -1;
        }
    }
    int beige = s->beige_left;
    for (int p = 0; p < s->h.players; p++) beige += s->seat[p].beige;
    if (beige != 3) {
        snprintf(msg, n, "%d beige dolmens", beige);
        return -1;
    }
    /* The state table's own checks (13 dice a seat, the decision) through a round trip. */
    static edora_state back;
    static nm_errors err;
    cJSON *j = nm_state_to_json(d, s);
    nm_jpos at = {"invariants", "state"};
    nm_errors_clear(&err);
    memset(&back, 0, sizeof back);
    int rc = nm_state_from_json(d, j, &back, &at, &err);
    cJSON_Delete(j);
    if (rc != 0) {
        snprintf(msg, n, "the state reads back refused: %s", nm_errors_first(&err));
        return -1;
    }
    if (memcmp(&back, s, sizeof back) != 0) {
        cJSON *j1 = nm_state_to_json(d, s), *j2 = nm_state_to_json(d, &back);
        char *t1 = nm_json_canonical(j1), *t2 = nm_json_canonical(j2);
        int same = strcmp(t1, t2) == 0;
        free(t1);
        free(t2);
        cJSON_Delete(j1);
        cJSON_Delete(j2);
        if (!same) {
            snprintf(msg, n, "the state does not read back the same");
            return -1;
        }
    }
    return 0;
}
