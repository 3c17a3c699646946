/* balance.c - a small balance report of Edora by self-play (not a test): for each player
 * count, the scores' spread and, for each of the eight actions, how often the seats that
 * placed most of their dice on it ("their strategy") won, against how often seats chose it.
 * A reconstruction that breaks the game (one action always best) shows as a strategy far
 * above its share of seats.
 * Also: every seat's score (mean, spread), the seats' win rate by menhirs placed (the menhir
 * question of issue 18) and the seconds a game took.
 * Usage: edora_balance GAMES_PER_COUNT CONTROLLER [FIRST_SEED [PLAYERS [SECONDS]]] (PLAYERS 0
 * or left out: 2, 3 and 4; SECONDS: a count stops starting games after that many, 0 none),
 * e.g. edora_balance 200 ai:500; tools/edora-balance.sh runs it. One line a game on stderr. */
#include <time.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "edtest.h"
#include "nemeton/controller.h"

static const char *const act_names[ED_ACT_KINDS] = {"provisions/dice", "knowledge", "sickle", "objective",
                                                    "mistletoe", "amulet", "menhir", "stele"};

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20;
    const char *spec = argc > 2 ? argv[2] : "ai:200";
    uint64_t seed0 = argc > 3 ? (uint64_t)atoll(argv[3]) : 1;
    int only = argc > 4 ? atoi(argv[4]) : 0;
    double budget = argc > 5 ? atof(argv[5]) : 0;
    const nm_data *d = et_data();
    const nm_game *g = edora_game();
    static edora_state s;
    static nm_action_list l;
    static nm_errors err;
    printf("Edora balance: %d games per player count, every seat %s\n", games, spec);
    for (int players = 2; players <= 4; players++) {
        if (only && players != only) continue;
        int wins[ED_ACT_KINDS] = {0}, seats[ED_ACT_KINDS] = {0}, n = 0;
        int mh_seats[3] = {0}, mh_wins[3] = {0}, mh_total = 0;
        double all_sum = 0, all_sum2 = 0;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        long placed_all[ED_ACT_KINDS] = {0}, placed_win[ED_ACT_KINDS] = {0};
        double sum = 0, sum2 = 0, spread = 0, lo = 1e9, hi = 0, emerg = 0;
        int played = 0;
        for (int gi = 0; gi < games; gi++) {
            struct timespec tn;
            clock_gettime(CLOCK_MONOTONIC, &tn);
            if (budget > 0 && (double)(tn.tv_sec - t0.tv_sec) + (tn.tv_nsec - t0.tv_nsec) / 1e9 >= budget) break;
            played++;
            nm_setup su;
            nm_setup_defaults(g, &su, players, seed0 + (uint64_t)gi);
            memset(&s, 0, sizeof s);
            if (edora_setup(d, &su, &s, &err) != 0) return 1;
            nm_controller c[ED_MAX_PLAYERS];
            for (int p = 0; p < players; p++) {
                if (nm_controller_parse(spec, &c[p], &err) != 0) {
                    fprintf(stderr, "%s\n", nm_errors_first(&err));
                    return 1;
                }
                nm_controller_seed(&c[p], seed0 + (uint64_t)gi, p);
            }
            int per[ED_MAX_PLAYERS][ED_ACT_KINDS];
            memset(per, 0, sizeof per);
            for (int steps = 0; !s.h.over && steps < 20000; steps++) {
                if (edora_legal(d, &s, &l) <= 0) break;
                int seat = s.h.to_move;
                int k = nm_controller_choose(&c[seat], g, d, &s, seat, &l);
                const nm_action *a = &l.a[k];
                if (a->kind == ED_ACT_PLACE) {
                    int act = ed_action_at(d, &s, s.seat[s.current].pawn, a->p[0]);
                    per[s.current][ed_field(d, ED_K_ACTIONS, act, ED_A_ACTION)]++;
                }
                if (a->kind == ED_ACT_EMERGENCY) emerg++;
                if (edora_apply(d, &s, a, &err) != 0) {
                    fprintf(stderr, "%s\n", nm_errors_first(&err));
                    return 1;
                }
            }
            if (!s.h.over) continue;
            int8_t w[ED_MAX_PLAYERS];
            edora_winners(d, &s, w);
            int best = s.seat[w[0]].pp, worst = best;
            for (int p = 0; p < players; p++) {
                int main_act = 0;
                for (int a = 1; a < ED_ACT_KINDS; a++)
                    if (per[p][a] > per[p][main_act]) main_act = a;
                seats[main_act]++;
                if (p == w[0]) wins[main_act]++;
                for (int a = 0; a < ED_ACT_KINDS; a++) {
                    placed_all[a] += per[p][a];
                    if (p == w[0]) placed_win[a] += per[p][a];
                }
                if (s.seat[p].pp < worst) worst = s.seat[p].pp;
                int mh = 0;
                for (int k = 0; k < ED_STONES; k++) mh += s.seat[p].menhir_at[k] >= 0;
                mh_total += mh;
                mh_seats[mh <= 2 ? 0 : mh <= 4 ? 1 : 2]++;
                if (p == w[0]) mh_wins[mh <= 2 ? 0 : mh <= 4 ? 1 : 2]++;
                all_sum += s.seat[p].pp, all_sum2 += (double)s.seat[p].pp * s.seat[p].pp;
            }
            sum += best, sum2 += (double)best * best, spread += best - worst, n++;
            struct timespec tg;
            clock_gettime(CLOCK_MONOTONIC, &tg);
            fprintf(stderr, "%dp seed %llu: winner Player %d, scores", players, (unsigned long long)(seed0 + (uint64_t)gi), w[0] + 1);
            for (int p = 0; p < players; p++) fprintf(stderr, " %d", s.seat[p].pp);
            fprintf(stderr, " (%.0f s since the count began)\n", (double)(tg.tv_sec - t0.tv_sec) + (tg.tv_nsec - t0.tv_nsec) / 1e9);
            if (best < lo) lo = best;
            if (best > hi) hi = best;
        }
        if (!n) continue;
        double mean = sum / n, sd = sqrt(sum2 / n - mean * mean);
        long pa = 0, pw = 0;
        for (int a = 0; a < ED_ACT_KINDS; a++) pa += placed_all[a], pw += placed_win[a];
        printf("\n%d players: %d games; winner's score mean %.1f (sd %.1f, %d..%d), winner - last %.1f, emergency turns %.1f a game\n",
               players, n, mean, sd, (int)lo, (int)hi, spread / n, emerg / n);
        printf("  %-16s %8s %8s %10s %12s %12s\n", "strategy", "seats", "wins", "win rate", "dice (all)", "dice (wins)");
        for (int a = 0; a < ED_ACT_KINDS; a++)
            printf("  %-16s %8d %8d %9.0f%% %11.1f%% %11.1f%%\n", act_names[a], seats[a], wins[a],
                   seats[a] ? 100.0 * wins[a] / seats[a] : 0.0, pa ? 100.0 * placed_all[a] / pa : 0.0,
                   pw ? 100.0 * placed_win[a] / pw : 0.0);
        printf("  (a fair strategy wins about %.0f%% of its seats)\n", 100.0 / players);
        double am = all_sum / (n * players), asd = sqrt(all_sum2 / (n * players) - am * am);
        printf("  every seat's score: mean %.1f (sd %.1f); menhirs placed %.2f a seat\n", am, asd,
               (double)mh_total / (n * players));
        static const char *const mh_names[3] = {"0-2 menhirs", "3-4 menhirs", "5-6 menhirs"};
        for (int b = 0; b < 3; b++)
            printf("  %-16s %8d %8d %9.0f%%\n", mh_names[b], mh_seats[b], mh_wins[b],
                   mh_seats[b] ? 100.0 * mh_wins[b] / mh_seats[b] : 0.0);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        printf("  %.1f s a game (wall clock, %d games)\n",
               ((double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9) / (played ? played : 1), played);
        fflush(stdout);
    }
    et_cleanup();
    return 0;
}
