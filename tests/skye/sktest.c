/* sktest.c - helpers of the Isle of Skye tests. */
#include <stdlib.h>
#include <string.h>
#include "sktest.h"
#include "nemeton/util.h"

int check_failures, check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

static nm_data *data[2];

const nm_data *st_data(int test_tiles) {
    static nm_errors err;
    test_tiles = test_tiles ? 1 : 0;
    if (!data[test_tiles]) {
        if (!nm_registry_find("skye")) nm_registry_add(skye_game());
        const char *mods[1] = {SKYE_TEST_MOD};
        data[test_tiles] = nm_data_load(skye_game(), nm_builtin_data_dir(), mods, test_tiles, &err);
        if (!data[test_tiles]) {
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) fprintf(stderr, "%s\n", err.msg[i]);
            exit(1);
        }
    }
    return data[test_tiles];
}

void st_cleanup(void) {
    for (int i = 0; i < 2; i++) {
        nm_data_free(data[i]);
        data[i] = NULL;
    }
}

void st_setup(const nm_data *d, sk_state *s, int players, uint64_t seed, int druids) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(skye_game(), &su, players, seed);
    su.option[0] = druids;
    memset(s, 0, sizeof *s);
    if (skye_game()->setup(d, &su, s, &err) != 0) {
        fprintf(stderr, "setup: %s\n", nm_errors_first(&err));
        exit(1);
    }
}

nm_match *st_match(int players, uint64_t seed, int druids) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(skye_game(), &su, players, seed);
    su.option[0] = druids;
    nm_match *m = nm_match_create(skye_game(), st_data(0), &su, &err);
    if (!m) {
        fprintf(stderr, "match: %s\n", nm_errors_first(&err));
        exit(1);
    }
    return m;
}

int st_id(const nm_data *d, int kind, const char *id) {
    int i = nm_data_find(&d->kinds[kind], id);
    if (i < 0) {
        fprintf(stderr, "unknown id %s\n", id);
        exit(1);
    }
    return i;
}

void st_kingdom(const nm_data *d, sk_state *s, int seat, const char *list) {
    sk_seat *ps = &s->seat[seat];
    ps->kingdom_count = 1;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
        char id[64];
        int x, y, r;
        if (sscanf(item, " %63s %d %d %d", id, &x, &y, &r) != 4) {
            fprintf(stderr, "bad kingdom item \"%s\"\n", item);
            exit(1);
        }
        ps->kingdom[ps->kingdom_count++] = (sk_place){(int8_t)st_id(d, SK_K_TILES, id), (int8_t)x, (int8_t)y, (int8_t)r};
    }
}

int st_tile_points(const nm_data *d, sk_state *s, const char *scoring_id, int seat) {
    int8_t keep = s->scoring[0];
    s->scoring[0] = (int8_t)st_id(d, SK_K_SCORING, scoring_id);
    int v = sk_window_points(d, s, 0, seat);
    s->scoring[0] = keep;
    return v;
}

int st_invariants(const nm_data *d, const sk_state *s, char *msg, size_t n) {
    const sk_derived *dv = sk_dv(d);
    int where[SK_MAX_TILES], bad = 0;
    memset(where, 0, sizeof where);
    msg[0] = '\0';
#define BAD(...)                                            \
    do {                                                    \
        if (!bad++) snprintf(msg, n, __VA_ARGS__);          \
    } while (0)
#define AT(t)                                               \
    do {                                                    \
        if ((t) < 0 || (t) >= dv->tiles) BAD("tile index %d out of range", (t)); \
        else where[(t)]++;                                  \
    } while (0)
    for (int i = 0; i < s->bag_count; i++) {
        AT(s->bag[i]);
        if (s->bag[i] >= 0 && dv->set[s->bag[i]] != SK_SET_LANDSCAPE) BAD("a non-landscape tile in the bag");
    }
    for (int i = 0; i < s->pile_count; i++) AT(s->pile[i]);
    for (int i = 0; i < s->out_count; i++) AT(s->out[i]);
    for (int i = 0; i < s->box_count; i++) AT(s->box[i]);
    for (int j = 0; j < SK_DOLMEN; j++)
        if (s->dolmen[j] >= 0) AT(s->dolmen[j]);
    for (int p = 0; p < s->seats; p++) {
        const sk_seat *ps = &s->seat[p];
        for (int k = 0; k < ps->kingdom_count; k++) AT(ps->kingdom[k].tile);
        for (int k = 0; k < ps->hand_count; k++) AT(ps->hand[k]);
        for (int k = 0; k < ps->drawn_count; k++) AT(ps->drawn[k]);
        for (int k = 0; k < SK_OFFER; k++)
            if (ps->offer[k] >= 0) AT(ps->offer[k]);
        if (ps->gold < 0) BAD("seat %d has %d gold", p, ps->gold);
        if (sk_free_gold(ps) < 0) BAD("seat %d has priced more gold than it has", p);
        int sum = 0;
        for (int k = 0; k < SK_SRC; k++) sum += ps->vp_src[k];
        if (sum != ps->vp) BAD("seat %d: VP sources %d, VP %d", p, sum, ps->vp);
    }
    for (int t = 0; t < dv->tiles; t++)
        if (where[t] != 1) BAD("tile %s is in %d places", d->kinds[SK_K_TILES].items[t].id, where[t]);
    int landscape_elsewhere = 0, landscape = 0;
    for (int t = 0; t < dv->tiles; t++) landscape += dv->set[t] == SK_SET_LANDSCAPE;
    landscape_elsewhere = landscape - s->bag_count;
    if (landscape_elsewhere < 0) BAD("the bag holds more than every landscape tile");
    return bad;
}

static void print_legal(const nm_data *d, const sk_state *s) {
    nm_action_list l;
    skye_game()->legal(d, s, &l);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l.count; i++) {
        skye_game()->label(d, s, &l.a[i], buf, sizeof buf);
        fprintf(stderr, "  legal: %s\n", buf);
    }
}

static int find_label(const nm_data *d, const sk_state *s, const char *label, nm_action *out) {
    static nm_action_list l;
    skye_game()->legal(d, s, &l);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l.count; i++) {
        skye_game()->label(d, s, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            *out = l.a[i];
            return 1;
        }
    }
    return 0;
}

int st_has(const nm_data *d, const sk_state *s, const char *label) {
    nm_action a;
    return find_label(d, s, label, &a);
}

int st_do(const nm_data *d, sk_state *s, const char *label) {
    static nm_errors err;
    nm_action a;
    if (!find_label(d, s, label, &a)) {
        CHECK(0, "no legal action \"%s\"", label);
        print_legal(d, s);
        return -1;
    }
    nm_errors_clear(&err);
    int rc = skye_game()->apply(d, s, &a, &err);
    CHECK(rc == 0, "apply \"%s\": %s", label, nm_errors_first(&err));
    return rc;
}

void st_first(const nm_data *d, sk_state *s) {
    static nm_errors err;
    static nm_action_list l;
    if (skye_game()->legal(d, s, &l) <= 0) return;
    nm_errors_clear(&err);
    if (skye_game()->apply(d, s, &l.a[0], &err) != 0) CHECK(0, "apply: %s", nm_errors_first(&err));
}

void st_until(const nm_data *d, sk_state *s, int phase) {
    static nm_action_list l;
    static nm_errors err;
    for (int guard = 0; guard < 2000 && s->phase != phase && !s->h.over; guard++) {
        skye_game()->legal(d, s, &l);
        int pick = 0;
        for (int i = 0; i < l.count; i++)
            if (l.a[i].kind == SK_ACT_END) pick = i; /* no purchases: a predictable round */
        nm_errors_clear(&err);
        if (skye_game()->apply(d, s, &l.a[pick], &err) != 0) {
            CHECK(0, "apply: %s", nm_errors_first(&err));
            return;
        }
    }
}

void st_swap(const nm_data *d, sk_state *s, int a, int b) {
    (void)d;
#define SW(v)                                   \
    do {                                        \
        if ((v) == a) (v) = (int8_t)b;          \
        else if ((v) == b) (v) = (int8_t)a;     \
    } while (0)
    for (int i = 0; i < s->bag_count; i++) SW(s->bag[i]);
    for (int i = 0; i < s->pile_count; i++) SW(s->pile[i]);
    for (int i = 0; i < s->out_count; i++) SW(s->out[i]);
    for (int i = 0; i < s->box_count; i++) SW(s->box[i]);
    for (int j = 0; j < SK_DOLMEN; j++) SW(s->dolmen[j]);
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        for (int k = 0; k < ps->kingdom_count; k++) SW(ps->kingdom[k].tile);
        for (int k = 0; k < ps->hand_count; k++) SW(ps->hand[k]);
        for (int k = 0; k < ps->drawn_count; k++) SW(ps->drawn[k]);
        for (int k = 0; k < SK_OFFER; k++) SW(ps->offer[k]);
    }
#undef SW
}
