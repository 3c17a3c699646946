/* ktest.c - helpers of the Karnag tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "ktest.h"

int check_failures, check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

static nm_data *data;

const nm_data *kt_data(void) {
    static nm_errors err;
    if (!data) {
        nm_registry_add(karnag_game());
        data = nm_data_load(karnag_game(), nm_builtin_data_dir(), NULL, 0, &err);
        if (!data) {
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++)
                fprintf(stderr, "%s\n", err.msg[i]);
            exit(1);
        }
    }
    return data;
}

void kt_cleanup(void) {
    nm_data_free(data);
    data = NULL;
}

nm_match *kt_match(int players, uint64_t seed, int advanced) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(karnag_game(), &su, players, seed);
    su.option[KARNAG_OPT_ADVANCED] = advanced;
    nm_match *m = nm_match_create(karnag_game(), kt_data(), &su, &err);
    if (!m) {
        fprintf(stderr, "match: %s\n", nm_errors_first(&err));
        exit(1);
    }
    return m;
}

karnag_state *kt_state(const nm_match *m) { return (karnag_state *)m->state; }

int kt_sq(const char *name) {
    const karnag_geo *g = karnag_geometry(kt_data());
    return (atoi(name + 1) - 1) * g->w + (name[0] - 'A');
}

int kt_creature(const nm_data *d, const char *id) {
    return nm_data_find(&d->kinds[KARNAG_K_CREATURES], id);
}

void kt_put_creature(karnag_state *s, int c, int sq) {
    for (int i = 0; i < s->bag_count; i++)
        if (s->bag[i] == c) {
            memmove(s->bag + i, s->bag + i + 1, (size_t)(s->bag_count - i - 1));
            s->bag[--s->bag_count] = 0;
            break;
        }
    if (s->cr_loc[c] >= 0 && s->cr_loc[c] < KARNAG_SQ_MAX) s->cr_at[s->cr_loc[c]] = -1;
    s->cr_loc[c] = (int16_t)sq;
    s->cr_at[sq] = (int8_t)c;
}

void kt_clear(const nm_data *d, karnag_state *s) {
    const karnag_geo *g = karnag_geometry(d);
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    for (int q = 0; q < g->sq; q++) {
        if (s->terrain[q] != KARNAG_GATE) s->terrain[q] = KARNAG_FREE;
        s->gem[q] = s->menhir[q] = s->cr_at[q] = -1;
    }
    s->bag_count = 0;
    for (int c = 0; c < nc; c++) {
        s->cr_loc[c] = KARNAG_CR_BAG;
        s->cr_marked[c] = 0;
        s->bag[s->bag_count++] = (int8_t)c;
    }
    for (int p = 0; p < s->h.players; p++) {
        for (int k = 0; k < KARNAG_DRUIDS; k++) s->seat[p].druid[k] = KARNAG_D_UNPLACED;
        s->seat[p].menhirs = 0;
    }
}

int kt_roundtrip(const nm_data *d, const karnag_state *s) {
    static karnag_state back;
    static nm_errors err;
    cJSON *j = nm_state_to_json(d, s);
    char *a = cJSON_PrintUnformatted(j);
    nm_jpos at = {"state", ""};
    nm_errors_clear(&err);
    int rc = nm_state_from_json(d, j, &back, &at, &err);
    int bad = 0;
    if (rc != 0) {
        fprintf(stderr, "from_json refused its own output (%d errors): %s\n", err.count,
                nm_errors_first(&err));
        bad = 1;
    } else {
        cJSON *j2 = nm_state_to_json(d, &back);
        char *b = cJSON_PrintUnformatted(j2);
        if (strcmp(a, b) != 0) {
            fprintf(stderr, "round trip differs:\n%s\n%s\n", a, b);
            bad = 1;
        }
        free(b);
        cJSON_Delete(j2);
    }
    free(a);
    cJSON_Delete(j);
    return bad;
}

#define BAD(...)                                                                           \
    do {                                                                                   \
        fprintf(stderr, __VA_ARGS__);                                                      \
        fputc('\n', stderr);                                                               \
        bad++;                                                                             \
    } while (0)

int kt_invariants(const nm_data *d, const karnag_state *s) {
    const karnag_geo *g = karnag_geometry(d);
    int bad = 0, np = s->h.players, nc = karnag_count(d, KARNAG_K_CREATURES);
    int in_bag = 0;
    for (int c = 0; c < nc; c++) {
        int l = s->cr_loc[c];
        if (l == KARNAG_CR_BAG) in_bag++;
        else if (l >= 0 && l < g->sq) {
            if (s->cr_at[l] != c) BAD("creature %d not at its square", c);
            if (s->terrain[l] == KARNAG_GATE && s->phase != KARNAG_PH_OBSTACLES)
                BAD("creature %d left in the gate", c);
        } else if (l != KARNAG_CR_GONE && !(l >= KARNAG_CR_RESERVE && l < KARNAG_CR_RESERVE + np))
            BAD("creature %d at %d", c, l);
    }
    for (int q = 0; q < g->sq; q++) {
        if (s->cr_at[q] >= 0 && s->cr_loc[s->cr_at[q]] != q) BAD("square %d creature mismatch", q);
        if (s->gem[q] >= 0 && s->menhir[q] >= 0) BAD("gem and menhir on %d", q);
        if ((s->gem[q] >= 0 || s->menhir[q] >= 0) && s->terrain[q] != KARNAG_FREE)
            BAD("stone on an obstacle at %d", q);
    }
    if (in_bag != s->bag_count) BAD("bag %d vs %d", in_bag, s->bag_count);
    {
        int on_board = 0, squares = 0;
        for (int c = 0; c < nc; c++) {
            int l = s->cr_loc[c];
            on_board += l >= 0 && l < g->sq;
            if (s->cr_marked[c] && !(l >= 0 && l < g->sq)) BAD("black cube on creature %d off the glade", c);
        }
        for (int q = 0; q < g->sq; q++) squares += s->cr_at[q] >= 0;
        if (on_board != squares) BAD("%d creatures on the glade, %d squares hold one", on_board, squares);
        if (karnag_marked_count(s) > karnag_rule(d, KARNAG_R_BLACK_CUBES))
            BAD("%d black cubes in use", karnag_marked_count(s));
        for (int i = 0; i < s->bag_count; i++)
            for (int k = 0; k < i; k++)
                if (s->bag[i] == s->bag[k]) BAD("creature %d twice in the bag", s->bag[i]);
    }
    int ncard = karnag_count(d, KARNAG_K_CARDS), seen[KARNAG_CARD_MAX] = {0};
    for (int i = 0; i < s->deck_count; i++) seen[s->deck[i]]++;
    for (int i = 0; i < s->drawn_count; i++) seen[s->drawn[i]]++;
    for (int p = 0; p < np; p++) {
        const karnag_seat *q = &s->seat[p];
        for (int i = 0; i < q->hand_count; i++) {
            seen[q->hand[i]]++;
            if (karnag_item(d, KARNAG_K_CARDS, q->hand[i])->field[KARNAG_CD_BACK])
                BAD("marked card in a hand");
        }
        if (q->mana < 0 || q->mana > karnag_rule(d, KARNAG_R_MANA_MAX)) BAD("mana %d", q->mana);
        if (q->vp < 0) BAD("vp %d", q->vp);
        int gems = 0, men = 0;
        for (int x = 0; x < g->sq; x++) gems += s->gem[x] == p, men += s->menhir[x] == p;
        if (gems > KARNAG_GEMS || men != q->menhirs || men > KARNAG_MENHIRS)
            BAD("seat %d gems %d menhirs %d/%d", p, gems, men, q->menhirs);
        for (int t = 0; t < karnag_count(d, KARNAG_K_TRACKS); t++)
            if (q->track[t] < 0 ||
                q->track[t] >= karnag_item(d, KARNAG_K_TRACKS, t)->field[KARNAG_TR_LEVELS])
                BAD("track %d level %d", t, q->track[t]);
        if (s->phase == KARNAG_PH_CUBES || s->phase == KARNAG_PH_ACTIONS) {
            int cubes = q->cubes;
            for (int k = 0; k < KARNAG_TILES; k++)
                for (int r = 0; r < 2; r++)
                    for (int i = 0; i < KARNAG_PLACES; i++) cubes += s->slot[k][r][i] == p;
            if (cubes != karnag_rule(d, KARNAG_R_CUBES)) BAD("seat %d has %d cubes", p, cubes);
        }
        for (int k = 0; k < KARNAG_DRUIDS; k++) {
            int at = q->druid[k];
            if (!(at == KARNAG_D_UNPLACED || at == KARNAG_D_COUNCIL || (at >= 0 && at < g->path) ||
                  (at >= KARNAG_D_CAULDRON && at < KARNAG_D_CAULDRON + KARNAG_CAULDRONS)))
                BAD("seat %d druid %d at %d", p, k, at);
            if (s->phase >= KARNAG_PH_CUBES && at == KARNAG_D_UNPLACED) BAD("druid unplaced");
            if (at >= 0 && at < g->path && karnag_druid_at(s, at) != p * KARNAG_DRUIDS + k)
                BAD("two druids on path %d", at);
        }
    }
    for (int c = 0; c < ncard; c++)
        if (seen[c] != 1) BAD("card %d seen %d times", c, seen[c]);
    for (int k = 0; k < KARNAG_TILES; k++)
        for (int r = 0; r < 2; r++)
            for (int i = 0; i < KARNAG_PLACES; i++)
                if (s->slot[k][r][i] < -1 || s->slot[k][r][i] >= np) BAD("cube of seat %d", s->slot[k][r][i]);
    for (int c = 0; c < KARNAG_CAULDRONS; c++)
        if (karnag_cauldron_used(s, c) > karnag_cauldron_places(d, g, c, np)) BAD("cauldron %d full", c);
    if (s->h.to_move != karnag_pending_seat(s)) BAD("to_move %d", s->h.to_move);
    return bad;
}
