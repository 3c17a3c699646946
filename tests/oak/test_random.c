/* test_random.c - random play for 1 to 4 players (1 = against Broichan): every game must
 * finish, and after every action the invariants hold (resources 0-9, VP >= 0, every
 * component in one place, 9 druids per seat, one druid per branch, card limits, the
 * effect lists' judgment classes); in the first J games of each player count every state
 * also round-trips through JSON.
 * Usage: test_oak_random [games per player count] [first seed] [J].
 * The full run of the issue: test_oak_random 10000 1 0 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cjson/cJSON.h>
#include "oaktest.h"
#include "../greedy_games.h"
#include "nemeton/controller.h"
#include "nemeton/json.h"
#include "nemeton/state_table.h"

static int roundtrip(const nm_data *d, const oak_state *s) {
    static oak_state back;
    static nm_errors err;
    cJSON *j = nm_state_to_json(d, s);
    char *t1 = nm_json_canonical(j);
    nm_jpos at = {"roundtrip", "state"};
    nm_errors_clear(&err);
    int rc = nm_state_from_json(d, j, &back, &at, &err);
    cJSON_Delete(j);
    if (rc != 0) {
        fprintf(stderr, "from_json refused: %s\n%s\n", nm_errors_first(&err), t1);
        free(t1);
        return -1;
    }
    cJSON *j2 = nm_state_to_json(d, &back);
    char *t2 = nm_json_canonical(j2);
    cJSON_Delete(j2);
    rc = strcmp(t1, t2) == 0 ? 0 : -1;
    if (rc) fprintf(stderr, "round trip differs\n%s\n%s\n", t1, t2);
    free(t1);
    free(t2);
    return rc;
}

/* The judgment classes worked out at load (oak_derived.effect_poss) against the judgments
 * themselves: an effect list classed OAK_POSS_ALWAYS is possible whichever of the current
 * seat's druids at rest is placed, one classed OAK_POSS_SEAT gets the same answer for all
 * of them (legal() then judges it once). Returns 0, or -1 with msg filled. */
static int classes_hold(const nm_data *d, const oak_state *s, char *msg, size_t n) {
    const oak_derived *dv = d->derived;
    int seat = s->current;
    for (int e = 0; e < d->effect_count && e < OAK_MAX_EFFECTS; e++) {
        int cls = dv->effect_poss[e], first = -1;
        if (cls == OAK_POSS_DRUID) continue;
        for (int i = 0; i < OAK_DRUIDS; i++) {
            if (s->seat[seat].druid[i].loc != OAK_L_REST) continue;
            int ok = oak_effect_possible_placing(d, s, seat, e, i);
            if ((cls == OAK_POSS_ALWAYS && !ok) || (first >= 0 && ok != first)) {
                snprintf(msg, n, "effect list %d (class %d): druid %d judged %d", e, cls, i, ok);
                return -1;
            }
            first = ok;
        }
    }
    return 0;
}

static nm_match *gg_make(int players, uint64_t seed) { return ot_match(players, seed, (int)(seed % 5 == 4)); }
static int gg_inv(const nm_match *m, char *msg, size_t n) {
    return ot_invariants(m->data, ot_state(m), msg, n) == 0;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 50;
    uint64_t seed0 = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int json_games = argc > 3 ? atoi(argv[3]) : 10;
    const nm_data *d = ot_data();
    for (int players = 1; players <= 4; players++) {
        long actions = 0;
        clock_t t0 = clock();
        int32_t lo = 999, hi = 0;
        for (int g = 0; g < games; g++) {
            uint64_t seed = seed0 + (uint64_t)g * 7919u + (uint64_t)players;
            nm_match *m = ot_match(players, seed, g % 5 == 4);
            nm_controller c[OAK_MAX_PLAYERS];
            for (int p = 0; p < players; p++) {
                nm_controller_parse("random", &c[p], NULL);
                nm_controller_seed(&c[p], seed, p);
            }
            int steps = 0, ok = 1;
            char msg[200];
            while (!nm_match_over(m) && steps < 20000) {
                const nm_action_list *l = nm_match_legal(m);
                if (l->count == 0) {
                    CHECK(0, "players %d seed %llu: no legal action at step %d", players, (unsigned long long)seed, steps);
                    ok = 0;
                    break;
                }
                int seat = nm_match_to_move(m);
                int k = nm_controller_choose(&c[seat], oak_game(), d, m->state, seat, l);
                static nm_errors err;
                nm_errors_clear(&err);
                if (nm_match_apply(m, &l->a[k], &err) != 0) {
                    char lab[NM_LABEL_LEN];
                    nm_match_label(m, &l->a[k], lab, sizeof lab);
                    CHECK(0, "players %d seed %llu step %d: %s refused: %s", players, (unsigned long long)seed, steps, lab,
                          nm_errors_first(&err));
                    ok = 0;
                    break;
                }
                steps++;
                if (ot_invariants(d, ot_state(m), msg, sizeof msg)) {
                    CHECK(0, "players %d seed %llu step %d: %s", players, (unsigned long long)seed, steps, msg);
                    ok = 0;
                    break;
                }
                if (steps % 5 == 0 && !ot_state(m)->h.over && classes_hold(d, ot_state(m), msg, sizeof msg)) {
                    CHECK(0, "players %d seed %llu step %d: %s", players, (unsigned long long)seed, steps, msg);
                    ok = 0;
                    break;
                }
                if (steps % 25 == 0) { /* an AI's world: observation + determinize */
                    static oak_state obs;
                    nm_rng wr;
                    nm_rng_seed(&wr, seed + (uint64_t)steps);
                    nm_state_observe(d, m->state, seat, &obs);
                    oak_determinize(d, &obs, seat, &wr);
                    if (ot_invariants(d, &obs, msg, sizeof msg)) {
                        CHECK(0, "players %d seed %llu step %d: determinized world: %s", players, (unsigned long long)seed,
                              steps, msg);
                        ok = 0;
                        break;
                    }
                }
                if (g < json_games && roundtrip(d, ot_state(m)) != 0) {
                    CHECK(0, "players %d seed %llu step %d: JSON round trip", players, (unsigned long long)seed, steps);
                    ok = 0;
                    break;
                }
            }
            CHECK(!ok || nm_match_over(m), "players %d seed %llu: not over after %d actions", players,
                  (unsigned long long)seed, steps);
            actions += steps;
            int32_t sc[NM_MAX_SEATS];
            int8_t win[NM_MAX_SEATS];
            int ns = oak_scores(d, m->state, sc);
            CHECK(ns == (players == 1 ? 2 : players), "score count %d", ns);
            CHECK(oak_winners(d, m->state, win) >= 1, "a winner");
            for (int i = 0; i < ns; i++) {
                if (sc[i] < lo) lo = sc[i];
                if (sc[i] > hi) hi = sc[i];
            }
            nm_match_destroy(m);
            if (check_failures > 20) break;
        }
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        printf("players %d: %d games, %ld actions, %.2f s (%.0f games/s), scores %d..%d\n", players, games, actions,
               secs, secs > 0 ? games / secs : 0.0, lo, hi);
    }
    /* Greedy seats too, so that the scoring paths are exercised (the automaton's 1-player
     * game has two scores; from 2 players). argv[4]: games per player count. */
    int gg = argc > 4 ? atoi(argv[4]) : 6;
    for (int players = 2; players <= 4 && gg > 0; players++) {
        gg_stats st = gg_play(oak_game(), gg_make, players, gg, gg_inv);
        check_failures += gg_report("oak", players, &st, 1);
    }
    ot_cleanup();
    return check_done("oak_random");
}
