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
