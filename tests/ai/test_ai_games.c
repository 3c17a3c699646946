/* test_ai_games.c - the AI's guarantees on the shipped games (Oak, Samhain, Karnag, Edora), not
 * only on the fixture:
 * - the hot path allocates nothing: random playouts through legal/apply, the playout
 *   policy, observe and determinize make no malloc/calloc/realloc call (wrapped at link
 *   time), and a search makes the same few whatever its number of iterations;
 * - a game's apply for listed actions (the search's) leaves byte for byte the state its
 *   checking apply leaves, at every step of those playouts;
 * - a game's playout list (nm_game.playout_legal) is part of the legal list in its order,
 *   not empty, at every step of those playouts;
 * - no cheating: for positions of random games, a world dealt by the game's determinize
 *   from the seat's observation is observed exactly like the true state, and the AI (and
 *   greedy) choose the same action in both although their hidden parts differ;
 * - a search that stops once no iteration left can change its choice chooses as the full
 *   search does, in fewer iterations;
 * - the estimate where a search cuts a playout ranks the seats (and Oak's Broichan) by
 *   their points at every player count, and a finished game is worth its result.
 * Argument: random playouts per player count (default 20). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc_count.h"
#include "check.h"
#include "eval.h"
#include "mcts.h"
#include "nemeton/controller.h"
#include "nemeton/match.h"
#include "nemeton/save.h"

#define MAX_STEPS 20000

/* Random playouts at every player count; every step also observes and determinizes for
 * the seat to move and asks the playout policy, as a search iteration does. */
static void test_playouts(const nm_game *g, const nm_data *d, int games) {
    unsigned char *state = malloc(g->state_size), *world = malloc(g->state_size);
    unsigned char *listed = malloc(g->state_size);
    nm_action_list *legal = malloc(sizeof *legal), *narrow = malloc(sizeof *narrow);
    nm_errors *err = calloc(1, sizeof *err);
    if (!state || !world || !listed || !legal || !narrow || !err) return;
    nm_rng rng;
    nm_rng_seed(&rng, 11);
    long before = alloc_count(), actions = 0, compared = 0, narrowed = 0, shorter = 0;
    int ended = 0, played = 0;
    for (int players = g->min_players; players <= g->max_players; players++)
        for (int i = 0; i < games; i++) {
            nm_setup s;
            nm_setup_defaults(g, &s, players, (uint64_t)(1000 + i));
            memset(state, 0, g->state_size);
            if (g->setup(d, &s, state, err) != 0) {
                CHECK(0);
                continue;
            }
            played++;
            for (int n = 0; n < MAX_STEPS && !nm_state_header(state)->over; n++) {
                if (g->legal(d, state, legal) <= 0) break;
                if (g->playout_legal) { /* a subsequence of the legal list, never empty */
                    int m = g->playout_legal(d, state, narrow), j = 0;
                    CHECK(m > 0 && m == narrow->count && m <= legal->count);
                    for (int q = 0; q < narrow->count; q++) {
                        while (j < legal->count && !nm_action_equal(&legal->a[j], &narrow->a[q])) j++;
                        CHECK(j < legal->count);
                        j++;
                    }
                    narrowed++;
                    shorter += m < legal->count;
                }
                int seat = nm_state_header(state)->to_move;
                if (n % 5 == 0 && seat >= 0 && seat < players) {
                    g->observe(d, state, seat, world);
                    if (g->determinize) g->determinize(d, world, seat, &rng);
                }
                int k = g->playout && n % 2 ? g->playout(d, state, legal, &rng)
                                            : (int)nm_rng_below(&rng, (uint32_t)legal->count);
                if (k < 0 || k >= legal->count) k = 0;
                err->count = 0;
                if (g->apply_listed) memcpy(listed, state, g->state_size);
                if (g->apply(d, state, &legal->a[k], err) != 0) {
                    fprintf(stderr, "%s: %s\n", g->id, nm_errors_first(err));
                    CHECK(0);
                    break;
                }
                if (g->apply_listed) { /* the search's apply leaves the very same state */
                    err->count = 0;
                    CHECK(g->apply_listed(d, listed, &legal->a[k], err) == 0);
                    CHECK(memcmp(listed, state, g->state_size) == 0);
                    compared++;
                }
                actions++;
            }
            ended += nm_state_header(state)->over;
        }
    long n = alloc_count() - before;
    printf("%s: %ld actions in %d random games (%d ended): %ld allocations; %ld applied again "
           "as listed; %ld playout lists, %ld shorter than the legal list\n", g->id, actions, played, ended, n,
           compared, narrowed, shorter);
    CHECK(ended == played && played > 0);
    CHECK_INT(n, 0);
    CHECK(!g->apply_listed || compared == actions);
    CHECK(!g->playout_legal || (narrowed >= actions && shorter > 0));
    free(listed);
    free(narrow);
    free(state);
    free(world);
    free(legal);
    free(err);
}

/* Allocations of one decision of spec at the start of a 2-player game. */
static long search_allocations(const nm_game *g, const nm_data *d, const char *spec) {
    nm_setup s;
    int players = g->min_players <= 2 && g->max_players >= 2 ? 2 : g->min_players;
    nm_setup_defaults(g, &s, players, 5);
    nm_errors *err = calloc(1, sizeof *err);
    nm_match *m = err ? nm_match_create(g, d, &s, err) : NULL;
    free(err);
    if (!m) {
        CHECK(0);
        return -1;
    }
    /* a few random actions first, so the decision has several choices */
    nm_controller r;
    nm_controller_parse("random", &r, NULL);
    nm_controller_seed(&r, 5, 0);
    while (!nm_match_over(m) && nm_match_legal(m)->count < 3 && m->history_count < 50) {
        nm_action a = nm_match_legal(m)->a[nm_controller_choose(
            &r, g, d, m->state, nm_match_to_move(m), nm_match_legal(m))];
        if (nm_match_apply(m, &a, NULL) != 0) break;
    }
    nm_controller c;
    nm_controller_parse(spec, &c, NULL);
    nm_controller_seed(&c, 5, 0);
    long before = alloc_count();
    int k = nm_controller_choose(&c, g, d, m->state, nm_match_to_move(m), nm_match_legal(m));
    long n = alloc_count() - before;
    CHECK(k >= 0 && k < nm_match_legal(m)->count);
    nm_match_destroy(m);
    return n;
}

static void test_search(const nm_game *g, const nm_data *d) {
    long small = search_allocations(g, d, "ai:20"), big = search_allocations(g, d, "ai:400");
    long greedy = search_allocations(g, d, "greedy");
    printf("%s: allocations per decision: ai:20 %ld, ai:400 %ld, greedy %ld\n", g->id, small,
           big, greedy);
    CHECK(small > 0 && small <= 4);
    CHECK_INT(big, small);
    CHECK(greedy <= 2);
    /* Two root-parallel trees: each its 3 blocks, the tree and thread tables, one thread. */
    long small2 = search_allocations(g, d, "ai:20:t2"), big2 = search_allocations(g, d, "ai:400:t2");
    printf("%s: allocations per decision on 2 trees: ai:20:t2 %ld, ai:400:t2 %ld\n", g->id,
           small2, big2);
    CHECK(small2 > small && small2 <= 2 * small + 4);
    CHECK_INT(big2, small2);
}

static int choice(const nm_game *g, const nm_data *d, const void *state, int seat,
                  const nm_action_list *legal, const char *spec, uint64_t seed) {
    nm_controller c;
    nm_controller_parse(spec, &c, NULL);
    nm_controller_seed(&c, seed, seat);
    return nm_controller_choose(&c, g, d, state, seat, legal);
}

/* A position of a random game (seed, `steps` random actions from the start) with a real
 * choice for a seat: returns that seat, -1 when the game ended or has no choice there,
 * -2 when the setup failed. */
static int random_position(const nm_game *g, const nm_data *d, int players, uint64_t seed,
                           int steps, nm_rng *rng, unsigned char *state, nm_action_list *legal,
                           nm_errors *err) {
    nm_setup s;
    nm_setup_defaults(g, &s, players, seed);
    memset(state, 0, g->state_size);
    if (g->setup(d, &s, state, err) != 0) {
        CHECK(0);
        return -2;
    }
    for (int n = 0; n < steps && !nm_state_header(state)->over; n++) {
        if (g->legal(d, state, legal) <= 0) break;
        err->count = 0;
        if (g->apply(d, state, &legal->a[nm_rng_below(rng, (uint32_t)legal->count)], err))
            break;
    }
    if (nm_state_header(state)->over || g->legal(d, state, legal) < 2) return -1;
    int seat = nm_state_header(state)->to_move;
    return seat >= 0 && seat < players ? seat : -1;
}

/* Positions of random 2-player games: another world consistent with the seat's
 * observation (dealt by the game's own determinize) must get the same choice. */
static void test_no_cheating(const nm_game *g, const nm_data *d) {
    if (!g->determinize) {
        printf("%s: no hidden information (no determinize hook)\n", g->id);
        return;
    }
    size_t sz = g->state_size;
    unsigned char *state = malloc(sz), *alt = malloc(sz), *o1 = malloc(sz), *o2 = malloc(sz);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    if (!state || !alt || !o1 || !o2 || !legal || !err) return;
    int players = g->min_players <= 2 && g->max_players >= 2 ? 2 : g->min_players;
    int tried = 0, differed = 0;
    nm_rng rng;
    nm_rng_seed(&rng, 3);
    for (uint64_t seed = 1; seed <= 60 && tried < 10; seed++) {
        int seat = random_position(g, d, players, seed, 5 + (int)(seed * 7 % 40), &rng, state, legal, err);
        if (seat == -2) break;
        if (seat < 0) continue;
        g->observe(d, state, seat, o1);
        memcpy(alt, o1, sz);
        g->determinize(d, alt, seat, &rng);
        g->observe(d, alt, seat, o2);
        CHECK(memcmp(o1, o2, sz) == 0); /* the dealt world looks the same to the seat */
        if (memcmp(o1, o2, sz) != 0) {
            fprintf(stderr, "%s: seed %llu: determinize changed what seat %d sees\n", g->id,
                    (unsigned long long)seed, seat);
            continue;
        }
        /* the legal actions are the seat's to know: they must not differ either */
        nm_action_list *legal2 = malloc(sizeof *legal2);
        if (!legal2) break;
        g->legal(d, alt, legal2);
        CHECK_INT(legal2->count, legal->count);
        free(legal2);
        tried++;
        differed += memcmp(state, alt, sz) != 0;
        for (int k = 0; k < 3; k++) {
            const char *spec = k == 2 ? "ai:300:t2" : k ? "ai:300" : "greedy";
            int want = choice(g, d, state, seat, legal, spec, seed);
            CHECK(want >= 0);
            CHECK_INT(choice(g, d, alt, seat, legal, spec, seed), want);
        }
    }
    printf("%s: no cheating: %d positions, %d with other hidden parts\n", g->id, tried, differed);
    CHECK(tried >= 6);
    CHECK(differed >= tried / 2);
    free(state);
    free(alt);
    free(o1);
    free(o2);
    free(legal);
    free(err);
}

/* Positions of random 2-player games: a search that stops once its choice is settled
 * chooses what the full search chooses and leaves the controller's generator where the
 * full search leaves it (so whole games play the same moves), in fewer iterations. */
static void test_early_stop(const nm_game *g, const nm_data *d) {
    size_t sz = g->state_size;
    unsigned char *state = malloc(sz);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    if (!state || !legal || !err) return;
    int players = g->min_players <= 2 && g->max_players >= 2 ? 2 : g->min_players;
    const int iterations = 1500;
    long run_full = 0, run_early = 0;
    int positions = 0, stopped = 0;
    nm_rng rng;
    nm_rng_seed(&rng, 5);
    for (uint64_t seed = 1; seed <= 40 && positions < 8; seed++) {
        int seat = random_position(g, d, players, seed, (int)(seed * 11 % 60), &rng, state, legal, err);
        if (seat == -2) break;
        if (seat < 0) continue;
        positions++;
        nm_rng r_full, r_early;
        nm_rng_seed(&r_full, seed);
        nm_rng_seed(&r_early, seed);
        int n_full = 0, n_early = 0;
        /* Every other position with MAST's playouts (the default), the others uniform. */
        int mast = positions % 2 ? NM_AI_MAST_DEFAULT : 0;
        int k_full = mcts_choose(g, d, state, seat, legal,
                                 &(mcts_params){.iterations = iterations, .depth = 24,
                                                .exhaustive = 1, .mast = mast},
                                 &r_full, NULL, &n_full);
        int k_early = mcts_choose(g, d, state, seat, legal,
                                  &(mcts_params){.iterations = iterations, .depth = 24,
                                                 .mast = mast},
                                  &r_early, NULL, &n_early);
        CHECK(k_full >= 0);
        CHECK_INT(k_early, k_full);
        CHECK_INT(n_full, iterations);
        CHECK(n_early > 0 && n_early <= iterations);
        CHECK(nm_rng_next(&r_early) == nm_rng_next(&r_full));
        run_full += n_full;
        run_early += n_early;
        stopped += n_early < iterations;
    }
    printf("%s: early stop: %d positions, %d stopped early, %ld of %ld iterations run\n",
           g->id, positions, stopped, run_early, run_full);
    CHECK(positions >= 6);
    CHECK(run_early < run_full);
    free(state);
    free(legal);
    free(err);
}

static int same_action(const nm_action *a, const nm_action *b) {
    return a->kind == b->kind && a->target == b->target && a->p[0] == b->p[0] &&
           a->p[1] == b->p[1] && a->p[2] == b->p[2];
}

/* A game's search keys (Oak: a refresh's order of the cards under the pile): in positions
 * of random 2-player games where some legal actions share a key, the search counts them
 * as one choice (its visits on the first of them, which is the one chosen, none on the
 * others, the visits within the iterations run), and ":g0" tells them apart again. A key
 * is its own key. */
static void test_search_keys(const nm_game *g, const nm_data *d) {
    if (!g->search_key) {
        printf("%s: no search keys (every action a choice of its own)\n", g->id);
        return;
    }
    size_t sz = g->state_size;
    unsigned char *state = malloc(sz);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    uint32_t *visits = malloc(NM_MAX_ACTIONS * sizeof *visits);
    nm_action *key = malloc(NM_MAX_ACTIONS * sizeof *key);
    if (!state || !legal || !err || !visits || !key) return;
    int positions = 0, apart = 0;
    nm_rng rng;
    nm_rng_seed(&rng, 9);
    for (uint64_t seed = 1; seed <= 400 && positions < 6; seed++) {
        int seat = random_position(g, d, 2, seed, (int)(seed * 13 % 90), &rng, state, legal, err);
        if (seat == -2) break;
        if (seat < 0) continue;
        int choices = 0, shared = 0;
        for (int i = 0; i < legal->count; i++) {
            g->search_key(d, &legal->a[i], &key[i]);
            nm_action again;
            g->search_key(d, &key[i], &again);
            CHECK(same_action(&again, &key[i]));
            int first = 1;
            for (int j = 0; j < i && first; j++) first = !same_action(&key[j], &key[i]);
            choices += first;
            shared += !first;
        }
        if (shared == 0 || choices < 2) continue;
        positions++;
        nm_controller c;
        nm_controller_parse("ai:600", &c, NULL);
        nm_controller_seed(&c, seed, seat);
        int k = nm_controller_visits(&c, g, d, state, seat, legal, visits);
        CHECK(k >= 0 && k < legal->count);
        uint64_t total = 0;
        for (int i = 0; i < legal->count; i++) {
            int first = i;
            for (int j = 0; j < i; j++)
                if (same_action(&key[j], &key[i])) {
                    first = j;
                    break;
                }
            if (first == i) total += visits[i];
            else CHECK_INT(visits[i], 0); /* the choice's visits are its first action's */
            if (i == k) CHECK_INT(first, k);
        }
        CHECK(total > 0 && total <= 600);
        nm_controller_parse("ai:600:g0", &c, NULL);
        nm_controller_seed(&c, seed, seat);
        nm_controller_visits(&c, g, d, state, seat, legal, visits);
        total = 0;
        for (int i = 0; i < legal->count; i++) total += visits[i];
        CHECK(total > 0 && total <= 600);
        for (int i = 0; i < legal->count; i++)
            for (int j = 0; j < i; j++)
                if (same_action(&key[j], &key[i]) && visits[i] > 0) {
                    apart++; /* a later action of a key searched on its own */
                    i = legal->count;
                    break;
                }
    }
    printf("%s: search keys: %d positions with shared keys, %d told apart by :g0\n", g->id,
           positions, apart);
    CHECK(positions >= 3);
    CHECK(apart >= 1);
    free(state);
    free(legal);
    free(err);
    free(visits);
    free(key);
}

/* The visits a spec's search gives the legal actions of a position, seeded alike. */
static void spec_visits(const char *spec, const nm_game *g, const nm_data *d, const void *state,
                        int seat, const nm_action_list *legal, uint32_t *visits) {
    nm_controller c;
    CHECK(nm_controller_parse(spec, &c, NULL) == 0);
    nm_controller_seed(&c, 5, seat);
    CHECK(nm_controller_visits(&c, g, d, state, seat, legal, visits) >= 0);
}

/* A budget above NM_AI_DEPTH_BUDGET whose spec names no cut searches as its longer cut
 * spelled out where the estimate reads plain scores, and as trees of at most
 * NM_AI_DEPTH_BUDGET with the default cut where it reads the game's projection (":p0" reads
 * plain scores again, in one tree). */
static void test_budget_cut(const nm_game *g, const nm_data *d) {
    unsigned char *state = malloc(g->state_size);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    uint32_t *v = malloc(3 * NM_MAX_ACTIONS * sizeof *v);
    if (!state || !legal || !err || !v) return;
    nm_rng rng;
    nm_rng_seed(&rng, 4);
    int seat = -1;
    for (uint64_t seed = 1; seed <= 50 && (seat < 0 || legal->count < 3); seed++)
        seat = random_position(g, d, 2, seed, 12, &rng, state, legal, err);
    CHECK(seat >= 0 && legal->count >= 3);
    if (seat >= 0) {
        size_t n = (size_t)legal->count * sizeof *v;
        uint32_t *unnamed = v, *longer = v + NM_MAX_ACTIONS, *shorter = v + 2 * NM_MAX_ACTIONS;
        /* 12,000 iterations: a cut after 26 actions instead of 24 */
        spec_visits("ai:12000", g, d, state, seat, legal, unnamed);
        spec_visits("ai:12000:0:26", g, d, state, seat, legal, longer);
        spec_visits("ai:12000:0:24", g, d, state, seat, legal, shorter);
        CHECK(memcmp(longer, shorter, n) != 0); /* the two cuts search apart */
        if (g->projected_scores) {
            CHECK(memcmp(unnamed, shorter, n) != 0); /* two trees, not one */
            spec_visits("ai:12000:0:24:t2", g, d, state, seat, legal, shorter);
            CHECK(memcmp(unnamed, shorter, n) == 0);
            spec_visits("ai:12000:t1", g, d, state, seat, legal, unnamed); /* trees named */
            spec_visits("ai:12000:0:24", g, d, state, seat, legal, shorter);
            CHECK(memcmp(unnamed, shorter, n) == 0);
            spec_visits("ai:12000:p0", g, d, state, seat, legal, unnamed);
            spec_visits("ai:12000:0:26:p0", g, d, state, seat, legal, longer);
            CHECK(memcmp(unnamed, longer, n) == 0);
        } else {
            CHECK(memcmp(unnamed, longer, n) == 0);
        }
    }
    free(state);
    free(legal);
    free(err);
    free(v);
}

/* Positions of random games at every player count: the estimate orders the seats as their
 * scores do, an automaton opponent's points count against the seats, the shares sum to 1
 * less the automaton's; at the end each seat gets its share of the win. */
static void test_evaluation(const nm_game *g, const nm_data *d) {
    size_t sz = g->state_size;
    unsigned char *state = malloc(sz);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    if (!state || !legal || !err) return;
    nm_rng rng;
    nm_rng_seed(&rng, 17);
    int checked = 0, ends = 0, automaton = 0;
    for (int players = g->min_players; players <= g->max_players; players++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            nm_setup s;
            nm_setup_defaults(g, &s, players, seed);
            memset(state, 0, sz);
            if (g->setup(d, &s, state, err) != 0) {
                CHECK(0);
                continue;
            }
            for (int n = 0; n < MAX_STEPS; n++) {
                int over = nm_state_header(state)->over;
                if (over || n % 10 == 9) {
                    int32_t sc[NM_MAX_SEATS];
                    /* the estimate orders the seats by what it reads: the game's
                     * projection of the scores where it has one */
                    int ns = g->projected_scores && !over ? g->projected_scores(d, state, sc)
                                                          : g->scores(d, state, sc);
                    float r[NM_MAX_SEATS];
                    ai_eval(g, d, state, NULL, r);
                    float sum = 0;
                    for (int p = 0; p < NM_MAX_SEATS; p++) {
                        CHECK(r[p] >= 0.0f && r[p] <= 1.0f);
                        if (p >= players) CHECK(r[p] == 0.0f);
                        sum += r[p];
                    }
                    if (over) {
                        int8_t w[NM_MAX_SEATS];
                        int nw = g->winners(d, state, w);
                        float want = 0;
                        for (int i = 0; i < nw; i++) want += w[i] < players ? 1.0f / (float)nw : 0;
                        CHECK(fabsf(sum - want) < 1e-5f);
                        ends++;
                        break;
                    }
                    for (int p = 0; p < ns; p++)
                        for (int q = 0; q < ns; q++) {
                            if (p >= players || q >= players) continue;
                            if (sc[p] > sc[q]) CHECK(r[p] > r[q]);
                            if (sc[p] == sc[q]) CHECK(fabsf(r[p] - r[q]) < 1e-6f);
                        }
                    if (ns > players) { /* an automaton: its lead is the seats' loss */
                        automaton++;
                        CHECK(sum < 1.0f);
                        if (players == 1) CHECK((r[0] > 0.5f) == (sc[0] > sc[1]));
                    } else {
                        CHECK(fabsf(sum - 1.0f) < 1e-5f);
                    }
                    checked++;
                }
                if (g->legal(d, state, legal) <= 0) break;
                err->count = 0;
                if (g->apply(d, state, &legal->a[nm_rng_below(&rng, (uint32_t)legal->count)],
                             err) != 0) {
                    CHECK(0);
                    break;
                }
            }
        }
    printf("%s: evaluation: %d positions (%d with an automaton), %d finished games\n", g->id,
           checked, automaton, ends);
    CHECK(checked > 20 && ends > 0);
    free(state);
    free(legal);
    free(err);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20;
    if (games < 1) games = 1;
    nm_register_builtin_games();
    nm_library lib;
    memset(&lib, 0, sizeof lib);
    lib.root = nm_builtin_data_dir();
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return 1;
    const char *ids[] = {"oak", "samhain", "karnag", "edora", "skye"};
    for (int i = 0; i < (int)(sizeof ids / sizeof ids[0]); i++) {
        const nm_game *g = nm_registry_find(ids[i]);
        if (!g) {
            printf("%s: not registered in this build\n", ids[i]);
            continue;
        }
        err->count = 0;
        const nm_data *d = nm_library_data(&lib, g, err);
        if (!d) {
            fprintf(stderr, "%s: data: %s\n", ids[i], nm_errors_first(err));
            CHECK(0);
            continue;
        }
        test_playouts(g, d, games);
        test_search(g, d);
        test_no_cheating(g, d);
        test_early_stop(g, d);
        test_search_keys(g, d);
        test_budget_cut(g, d);
        test_evaluation(g, d);
    }
    nm_library_close(&lib);
    free(err);
    return check_done("ai on the games");
}
