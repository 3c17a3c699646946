/* greedy_games.h - random invariant games with greedy seats too (issue 15), shared by the
 * games' test_random.c: random seats rarely score (Samhain's spend every VP), so a check of
 * final scores over random games alone checks nothing. Seats alternate greedy and random;
 * each game must finish, the caller's invariants hold after every action, the winners hold
 * the top score, and the greedy seats must score: most of them above 0, and more than the
 * random seats on average. Header only (static): each test includes it once. */
#ifndef NM_TEST_GREEDY_GAMES_H
#define NM_TEST_GREEDY_GAMES_H
#include <stdio.h>
#include <string.h>

#include "nemeton/controller.h"
#include "nemeton/match.h"

typedef struct gg_stats {
    int games, finished, bad_winners, invariant_failures;
    long actions, greedy_sum, random_sum;
    int greedy_seats, random_seats, greedy_above0;
    int greedy_peak_above0; /* greedy seats whose score rose above 0 at some point */
    int32_t greedy_max;
} gg_stats;

/* make: a new match for (players, seed); invariants: 0 when the state holds (msg says why
 * not), may be NULL. */
static gg_stats gg_play(const nm_game *g, nm_match *(*make)(int players, uint64_t seed), int players,
                        int games, int (*invariants)(const nm_match *m, char *msg, size_t n)) {
    gg_stats st;
    memset(&st, 0, sizeof st);
    for (int gi = 0; gi < games; gi++) {
        uint64_t seed = 1000u + (uint64_t)gi * 104729u + (uint64_t)players;
        nm_match *m = make(players, seed);
        if (!m) continue;
        st.games++;
        nm_controller c[NM_MAX_SEATS];
        int greedy[NM_MAX_SEATS];
        for (int p = 0; p < players; p++) {
            greedy[p] = (p + gi) % 2 == 0;
            nm_controller_parse(greedy[p] ? "greedy" : "random", &c[p], NULL);
            nm_controller_seed(&c[p], seed, p);
        }
        int steps = 0, peaked[NM_MAX_SEATS] = {0};
        char msg[240];
        while (!nm_match_over(m) && steps < 20000) {
            const nm_action_list *l = nm_match_legal(m);
            if (l->count == 0) break;
            int seat = nm_match_to_move(m);
            int k = nm_controller_choose(&c[seat], g, m->data, m->state, seat, l);
            static nm_errors err;
            nm_errors_clear(&err);
            if (nm_match_apply(m, &l->a[k], &err) != 0) {
                fprintf(stderr, "greedy games: %s seed %llu step %d: refused: %s\n", g->id,
                        (unsigned long long)seed, steps, nm_errors_first(&err));
                st.invariant_failures++;
                break;
            }
            steps++;
            {
                int32_t now[NM_MAX_SEATS];
                int ns = g->scores(m->data, m->state, now);
                for (int p = 0; p < players && p < ns; p++) peaked[p] |= now[p] > 0;
            }
            if (invariants && !invariants(m, msg, sizeof msg)) {
                fprintf(stderr, "greedy games: %s %d players seed %llu step %d: %s\n", g->id,
                        players, (unsigned long long)seed, steps, msg);
                st.invariant_failures++;
                break;
            }
        }
        st.actions += steps;
        if (nm_match_over(m)) {
            st.finished++;
            int32_t sc[NM_MAX_SEATS];
            int8_t win[NM_MAX_SEATS];
            int ns = 0, nw = nm_match_result(m, sc, &ns, win);
            int32_t top = sc[0];
            for (int p = 1; p < ns && p < players; p++)
                if (sc[p] > top) top = sc[p];
            if (nw < 1) st.bad_winners++;
            for (int w = 0; w < nw; w++)
                if (win[w] < 0 || win[w] >= players || sc[win[w]] != top) st.bad_winners++;
            for (int p = 0; p < players && p < ns; p++) {
                if (greedy[p]) {
                    st.greedy_seats++;
                    st.greedy_sum += sc[p];
                    st.greedy_above0 += sc[p] > 0;
                    st.greedy_peak_above0 += peaked[p];
                    if (sc[p] > st.greedy_max) st.greedy_max = sc[p];
                } else {
                    st.random_seats++;
                    st.random_sum += sc[p];
                }
            }
        }
        nm_match_destroy(m);
    }
    return st;
}

/* Prints the figures and returns the number of failed checks. final_scores: the greedy
 * seats' final scores must be above 0 for most and above the random seats' on average;
 * else only that most greedy seats scored during the game (Samhain: see its caller). */
static int gg_report(const char *game, int players, const gg_stats *st, int final_scores) {
    double gm = st->greedy_seats ? (double)st->greedy_sum / st->greedy_seats : 0.0;
    double rm = st->random_seats ? (double)st->random_sum / st->random_seats : 0.0;
    printf("%s greedy games, %d players: %d/%d finished, %ld actions, greedy seats mean %.2f "
           "(%d of %d above 0 at the end, %d at some point, best %d), random seats mean %.2f\n",
           game, players, st->finished, st->games, st->actions, gm, st->greedy_above0,
           st->greedy_seats, st->greedy_peak_above0, (int)st->greedy_max, rm);
    int bad = 0;
#define GG_CHECK(c)                                                                        \
    do {                                                                                   \
        if (!(c)) {                                                                        \
            fprintf(stderr, "%s greedy games, %d players: failed: %s\n", game, players, #c); \
            bad++;                                                                         \
        }                                                                                  \
    } while (0)
    GG_CHECK(st->games > 0 && st->finished == st->games);
    GG_CHECK(st->invariant_failures == 0);
    GG_CHECK(st->bad_winners == 0);
    GG_CHECK(st->greedy_peak_above0 * 2 > st->greedy_seats);
    if (final_scores) {
        GG_CHECK(st->greedy_above0 * 2 > st->greedy_seats);
        GG_CHECK(gm > rm);
    }
#undef GG_CHECK
    return bad;
}

#endif
