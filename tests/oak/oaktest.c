/* oaktest.c - helpers of the Oak tests. */
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "oaktest.h"
#include "nemeton/json.h"
#include "nemeton/util.h"
#include "nemeton/save.h"

int check_failures, check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

static nm_data *data;

const nm_data *ot_data(void) {
    static nm_errors err;
    if (!data) {
        nm_registry_add(oak_game());
        data = nm_data_load(oak_game(), nm_builtin_data_dir(), NULL, 0, &err);
        if (!data) {
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) fprintf(stderr, "%s\n", err.msg[i]);
            exit(1);
        }
    }
    return data;
}

void ot_cleanup(void) {
    nm_data_free(data);
    data = NULL;
}

nm_match *ot_match(int players, uint64_t seed, int eclipse) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(oak_game(), &su, players, seed);
    su.option[OAK_OPT_ECLIPSE] = eclipse;
    nm_match *m = nm_match_create(oak_game(), ot_data(), &su, &err);
    if (!m) {
        fprintf(stderr, "match: %s\n", nm_errors_first(&err));
        exit(1);
    }
    return m;
}

oak_state *ot_state(const nm_match *m) { return (oak_state *)m->state; }

nm_match *ot_snapshot(const char *path) {
    static nm_errors err;
    nm_errors_clear(&err);
    cJSON *j = nm_json_load_file(path, &err);
    if (!j) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    nm_match *m = nm_match_from_snapshot(oak_game(), ot_data(), j, path, &err);
    cJSON_Delete(j);
    if (!m) {
        for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) fprintf(stderr, "%s\n", err.msg[i]);
        exit(1);
    }
    return m;
}

int ot_apply(nm_match *m, const char *label) {
    static nm_errors err;
    nm_errors_clear(&err);
    int rc = nm_match_apply_label(m, label, &err);
    CHECK(rc == 0, "apply \"%s\": %s", label, nm_errors_first(&err));
    if (rc != 0) cm_print_legal(m);
    return rc;
}

int ot_id(int kind, const char *id) {
    int i = nm_data_find(oak_kind(ot_data(), kind), id);
    if (i < 0) {
        fprintf(stderr, "unknown id %s\n", id);
        exit(1);
    }
    return i;
}

int ot_invariants(const nm_data *d, const oak_state *s, char *msg, size_t n) {
    int bad = 0;
    msg[0] = '\0';
#define FAIL(...)                                                    \
    do {                                                             \
        if (!bad++) snprintf(msg, n, __VA_ARGS__);                   \
    } while (0)
    for (int p = 0; p < s->seats; p++) {
        const oak_seat *ps = &s->seat[p];
        for (int r = 0; r < OAK_RES; r++)
            if (ps->res[r] < 0 || ps->res[r] > 9) FAIL("seat %d resource %d = %d", p, r, ps->res[r]);
        if (ps->vp < 0) FAIL("seat %d VP %d", p, ps->vp);
        int sum = 0;
        for (int k = 0; k < OAK_VP_SOURCES; k++) sum += ps->vp_src[k];
        if (sum != ps->vp) FAIL("seat %d VP %d but its sources sum to %d", p, ps->vp, sum);
        const nm_component *sc = &oak_kind(d, OAK_K_SANCT)->items[0];
        int sanct_vp = ps->sanct_elder * sc->field[OAK_SA_ELDER_VP] + ps->sanct_ord * sc->field[OAK_SA_ORD_VP];
        for (int i = 0; i < ps->bot_sanct; i++) /* Broichan's alternate 2, 4, 2... */
            sanct_vp += i % 2 == 0 ? sc->field[OAK_SA_ELDER_VP] : sc->field[OAK_SA_ORD_VP];
        if (ps->vp < 999 && ps->vp_src[OAK_VP_SANCTUARIES] != sanct_vp)
            FAIL("seat %d sanctuary VP %d, its cards give %d", p, ps->vp_src[OAK_VP_SANCTUARIES], sanct_vp);
        if (ps->vp < 999 && ps->vp_src[OAK_VP_MENHIRS] != ps->menhirs * sc->field[OAK_SA_MENHIR_VP])
            FAIL("seat %d menhir VP %d with %d menhirs", p, ps->vp_src[OAK_VP_MENHIRS], ps->menhirs);
        if (!s->final_done && ps->vp_src[OAK_VP_FINAL_POTION] != 0)
            FAIL("seat %d final potion VP %d before the final scoring", p, ps->vp_src[OAK_VP_FINAL_POTION]);
        for (int k = 0; k < OAK_ING; k++)
            if (ps->ing[k] < 0) FAIL("seat %d ingredient %d = %d", p, k, ps->ing[k]);
        int on[3] = {0, 0, 0};
        for (int i = 0; i < OAK_DRUIDS; i++) {
            const oak_druid *dr = &ps->druid[i];
            if (dr->loc < 0 || dr->loc >= OAK_L_COUNT) FAIL("seat %d druid %d nowhere", p, i);
            if (dr->loc == OAK_L_BRANCH && dr->a >= 0 && dr->a < 3) on[dr->a]++;
        }
        for (int b = 0; b < 3; b++)
            if (on[b] > 1) FAIL("seat %d has %d druids on branch %d", p, on[b], b);
        if (p != oak_bot(s) && ps->order >= 0 && s->phase == OAK_PHASE_DAY && !s->in_dusk) {
            if (ps->creature_count > oak_limit_slots(d, s, p, 1)) FAIL("seat %d over its creature limit", p);
            if (oak_sanct_used(d, s, p) > oak_limit_slots(d, s, p, 0)) FAIL("seat %d over its sanctuary limit", p);
        }
    }
    /* every component in exactly one place */
    int cr[OAK_MAX_CREATURES] = {0}, ar[OAK_MAX_ARTIFACTS] = {0}, po[OAK_MAX_POTIONS] = {0};
    for (int i = 0; i < s->deck_count; i++) cr[s->deck[i]]++;
    for (int i = 0; i < OAK_ROW; i++) if (s->row[i] >= 0) cr[s->row[i]]++;
    for (int i = 0; i < s->drawn_count; i++) cr[s->drawn[i]]++;
    for (int i = 0; i < s->discard_count; i++) cr[s->discard[i]]++;
    for (int i = 0; i < s->apile_count; i++) ar[s->apile[i]]++;
    for (int i = 0; i < OAK_ROW; i++) if (s->arow[i] >= 0) ar[s->arow[i]]++;
    for (int i = 0; i < 3; i++) if (s->potion_row[i] >= 0) po[s->potion_row[i]]++;
    for (int i = 0; i < s->box_count; i++) po[s->box[i]]++;
    int ing[OAK_ING], sanct = s->sanct_pile;
    for (int k = 0; k < OAK_ING; k++) ing[k] = s->bag[k];
    for (int i = 0; i < OAK_FOREST; i++) if (s->forest[i] >= 0) ing[s->forest[i]]++;
    for (int p = 0; p < s->seats; p++) {
        const oak_seat *ps = &s->seat[p];
        for (int i = 0; i < ps->creature_count; i++) cr[ps->creatures[i]]++;
        for (int i = 0; i < ps->bot_creature_count; i++) cr[ps->bot_creatures[i]]++;
        for (int i = 0; i < OAK_ART_SLOTS; i++) if (ps->art[i] >= 0) ar[ps->art[i]]++;
        for (int i = 0; i < ps->spent_count; i++) ar[ps->spent[i]]++;
        for (int i = 0; i < ps->bot_artifact_count; i++) ar[ps->bot_artifacts[i]]++;
        if (ps->private_potion >= 0) po[ps->private_potion]++;
        for (int k = 0; k < OAK_ING; k++) ing[k] += ps->ing[k];
        sanct += ps->sanct_elder + ps->sanct_ord + ps->menhirs + ps->bot_sanct;
    }
    for (int i = 0; i < oak_kind(d, OAK_K_CREATURES)->count; i++)
        if (cr[i] != 1) FAIL("creature %s in %d places", oak_kind(d, OAK_K_CREATURES)->items[i].id, cr[i]);
    for (int i = 0; i < oak_kind(d, OAK_K_ARTIFACTS)->count; i++)
        if (ar[i] != 1) FAIL("artifact %s in %d places", oak_kind(d, OAK_K_ARTIFACTS)->items[i].id, ar[i]);
    for (int i = 0; i < oak_kind(d, OAK_K_POTIONS)->count; i++)
        if (po[i] != 1) FAIL("potion %s in %d places", oak_kind(d, OAK_K_POTIONS)->items[i].id, po[i]);
    for (int k = 0; k < OAK_ING; k++)
        if (ing[k] != oak_kind(d, OAK_K_ING)->items[k].field[0]) FAIL("ingredient %d: %d tokens", k, ing[k]);
    if (sanct != oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_COUNT]) FAIL("%d sanctuary cards", sanct);
    if (s->solo && s->bot_deck_count + s->bot_discard_count != oak_kind(d, OAK_K_BOT)->count)
        FAIL("Broichan has %d cards", s->bot_deck_count + s->bot_discard_count);
#undef FAIL
    return bad;
}

nm_match *ot_day(const char *order0) {
    nm_match *m = ot_match(4, 11, 0);
    const char *orders[4] = {"Order of the Fox", "Order of the Cairns", "Order of the Blackbird", "Order of the Bee"};
    if (order0 && strcmp(order0, "Order of the Bee") != 0)
        for (int i = 0; i < 3; i++)
            if (strcmp(orders[i], order0) == 0) orders[i] = "Order of the Bee";
    char lab[64];
    for (int i = 0; i < 4; i++) {
        snprintf(lab, sizeof lab, "choose %s", i < 3 ? orders[i] : order0 ? order0 : orders[3]);
        ot_apply(m, lab);
    }
    return m;
}

nm_match *ot_reload(nm_match *m) {
    static nm_errors err;
    char *text = nm_snapshot_text(m);
    cJSON *j = cJSON_Parse(text);
    free(text);
    nm_errors_clear(&err);
    nm_match *n = nm_match_from_snapshot(oak_game(), ot_data(), j, "hand-built", &err);
    cJSON_Delete(j);
    if (!n) {
        for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) fprintf(stderr, "%s\n", err.msg[i]);
        exit(1);
    }
    nm_match_destroy(m);
    return n;
}

static int take_from(int8_t *v, int8_t *count, int x) {
    for (int i = 0; i < *count; i++)
        if (v[i] == x) {
            memmove(v + i, v + i + 1, (size_t)(*count - i - 1));
            v[--*count] = 0;
            return 1;
        }
    return 0;
}

void ot_set_vp(oak_state *s, int seat, int vp) {
    oak_seat *p = &s->seat[seat];
    memset(p->vp_src, 0, sizeof p->vp_src);
    p->vp_src[OAK_VP_OTHER] = (int16_t)vp;
    p->vp = (int16_t)vp;
}

void ot_give_creature(oak_state *s, int seat, const char *id) {
    int c = ot_id(OAK_K_CREATURES, id);
    if (!take_from(s->deck, &s->deck_count, c))
        for (int i = 0; i < OAK_ROW; i++)
            if (s->row[i] == c) s->row[i] = s->deck[--s->deck_count];
    s->seat[seat].creatures[s->seat[seat].creature_count++] = (int8_t)c;
    if (s->seat[seat].limit[1] < s->seat[seat].creature_count) s->seat[seat].limit[1] = s->seat[seat].creature_count;
}

void ot_give_artifact(oak_state *s, int seat, int slot, const char *id, int uses) {
    int a = ot_id(OAK_K_ARTIFACTS, id);
    if (!take_from(s->apile, &s->apile_count, a))
        for (int i = 0; i < OAK_ROW; i++)
            if (s->arow[i] == a) s->arow[i] = s->apile[--s->apile_count];
    s->seat[seat].art[slot] = (int8_t)a;
    s->seat[seat].art_pos[slot] = (int8_t)uses;
    if (slot == 2) s->seat[seat].art_ext = 1;
}

void ot_potion_row(oak_state *s, const char *id) {
    int p = ot_id(OAK_K_POTIONS, id), lvl = oak_field(ot_data(), OAK_K_POTIONS, p, OAK_P_LEVEL) - 1;
    if (s->potion_row[lvl] == p) return;
    for (int i = 0; i < s->box_count; i++)
        if (s->box[i] == p) s->box[i] = s->potion_row[lvl];
    s->potion_row[lvl] = (int8_t)p;
}

void ot_elder(oak_state *s, int seat, int druid, const char *id) {
    s->seat[seat].druid[druid].elder = (int8_t)ot_id(OAK_K_ELDERS, id);
}

int ot_run(nm_match *m, const char *const *labels) {
    for (int i = 0; labels[i]; i++)
        if (ot_apply(m, labels[i]) != 0) return -1;
    return 0;
}
