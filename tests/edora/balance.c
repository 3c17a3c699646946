/* balance.c - Edora's balance report by self-play (not a test; issue 18). Two modes:
 *
 *   edora_balance play FILE GAMES CONTROLLER FIRST_SEED PLAYERS [SECONDS]
 *     plays seeds FIRST_SEED .. FIRST_SEED+GAMES-1 at PLAYERS players, every seat played by
 *     CONTROLLER, and appends one record line a finished game to FILE (flushed at once), so
 *     a run stopped at any moment loses at most the game in progress. A seed whose record
 *     (same players and controller) is already in FILE is skipped: a second run resumes,
 *     and runs in several sessions add up. SECONDS > 0: no game starts after that many.
 *   edora_balance report FILE [CONTROLLER]
 *     reads FILE's records (of CONTROLLER, or all) and prints, for each player count, the
 *     scores' spread, each strategy's share of wins (a seat's strategy is the action it
 *     placed most dice on) against how often seats chose it, the dice each action got, the
 *     seats' win rate by menhirs placed and the seconds a game took.
 *
 * A record: "game PLAYERS SEED CONTROLLER WINNER EMERGENCIES SECONDS" then, for every seat,
 * "; SCORE MENHIRS D0 .. D7" (the dice it placed on each of the eight actions). Lines
 * starting with '#' are comments (tools/edora-balance.sh writes which binary played). */
#include <time.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "edtest.h"
#include "nemeton/controller.h"

static const char *const act_names[ED_ACT_KINDS] = {"provisions/dice", "knowledge", "sickle", "objective",
                                                    "mistletoe", "amulet", "menhir", "stele"};

typedef struct {
    int players, winner, emerg;
    unsigned long long seed;
    double secs;
    char spec[64];
    int pp[ED_MAX_PLAYERS], menhirs[ED_MAX_PLAYERS], dice[ED_MAX_PLAYERS][ED_ACT_KINDS];
} record;

/* Parses one record line; 0 when it is one. */
static int parse_record(const char *line, record *r) {
    int used = 0;
    memset(r, 0, sizeof *r);
    if (sscanf(line, "game %d %llu %63s %d %d %lf%n", &r->players, &r->seed, r->spec, &r->winner, &r->emerg,
               &r->secs, &used) != 6)
        return -1;
    if (r->players < 2 || r->players > ED_MAX_PLAYERS || r->winner < 0 || r->winner >= r->players) return -1;
    const char *p = line + used;
    for (int s = 0; s < r->players; s++) {
        int n = 0;
        if (sscanf(p, " ; %d %d%n", &r->pp[s], &r->menhirs[s], &n) != 2) return -1;
        p += n;
        for (int a = 0; a < ED_ACT_KINDS; a++) {
            if (sscanf(p, " %d%n", &r->dice[s][a], &n) != 1) return -1;
            p += n;
        }
    }
    return 0;
}

/* Reads FILE's records into *out (grown); returns how many, -1 when FILE cannot be read
 * (a missing FILE is no records). */
static int read_records(const char *path, record **out) {
    FILE *f = fopen(path, "r");
    *out = NULL;
    if (!f) return 0;
    int n = 0, cap = 0;
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        record r;
        if (parse_record(line, &r) != 0) {
            fprintf(stderr, "%s: not a record, skipped: %s", path, line);
            continue;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 256;
            record *g = realloc(*out, (size_t)cap * sizeof *g);
            if (!g) {
                fclose(f);
                return -1;
            }
            *out = g;
        }
        (*out)[n++] = r;
    }
    fclose(f);
    return n;
}

static double since(const struct timespec *t0) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (t.tv_nsec - t0->tv_nsec) / 1e9;
}

static int play(const char *path, int games, const char *spec, unsigned long long seed0, int players,
                double budget) {
    const nm_data *d = et_data();
    const nm_game *g = edora_game();
    static edora_state s;
    static nm_action_list l;
    static nm_errors err;
    record *done = NULL;
    int ndone = read_records(path, &done);
    if (ndone < 0) return 1;
    FILE *out = fopen(path, "a");
    if (!out) {
        fprintf(stderr, "edora_balance: cannot append to %s\n", path);
        free(done);
        return 1;
    }
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int played = 0, skipped = 0;
    for (int gi = 0; gi < games; gi++) {
        unsigned long long seed = seed0 + (unsigned long long)gi;
        int have = 0;
        for (int i = 0; i < ndone && !have; i++)
            have = done[i].players == players && done[i].seed == seed && strcmp(done[i].spec, spec) == 0;
        if (have) {
            skipped++;
            continue;
        }
        if (budget > 0 && since(&t0) >= budget) break;
        struct timespec tg;
        clock_gettime(CLOCK_MONOTONIC, &tg);
        nm_setup su;
        nm_setup_defaults(g, &su, players, seed);
        memset(&s, 0, sizeof s);
        if (edora_setup(d, &su, &s, &err) != 0) goto fail;
        nm_controller c[ED_MAX_PLAYERS];
        for (int p = 0; p < players; p++) {
            if (nm_controller_parse(spec, &c[p], &err) != 0) goto fail;
            nm_controller_seed(&c[p], seed, p);
        }
        int per[ED_MAX_PLAYERS][ED_ACT_KINDS], emerg = 0;
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
            if (edora_apply(d, &s, a, &err) != 0) goto fail;
        }
        if (!s.h.over) {
            fprintf(stderr, "%dp seed %llu: the game did not end; not recorded\n", players, seed);
            continue;
        }
        int8_t w[ED_MAX_PLAYERS];
        edora_winners(d, &s, w);
        fprintf(out, "game %d %llu %s %d %d %.1f", players, seed, spec, w[0], emerg, since(&tg));
        for (int p = 0; p < players; p++) {
            int mh = 0;
            for (int k = 0; k < ED_STONES; k++) mh += s.seat[p].menhir_at[k] >= 0;
            fprintf(out, " ; %d %d", s.seat[p].pp, mh);
            for (int a = 0; a < ED_ACT_KINDS; a++) fprintf(out, " %d", per[p][a]);
        }
        fprintf(out, "\n");
        fflush(out);
        played++;
        fprintf(stderr, "%dp seed %llu: winner Player %d (%.0f s since the run began)\n", players, seed, w[0] + 1,
                since(&t0));
    }
    fprintf(stderr, "edora_balance: %d games played, %d already in %s\n", played, skipped, path);
    fclose(out);
    free(done);
    et_cleanup();
    return 0;
fail:
    fprintf(stderr, "%s\n", nm_errors_first(&err));
    fclose(out);
    free(done);
    return 1;
}

static void report_count(const record *r, int n, int players) {
    int wins[ED_ACT_KINDS] = {0}, seats[ED_ACT_KINDS] = {0}, games = 0;
    int mh_seats[3] = {0}, mh_wins[3] = {0}, mh_total = 0;
    long placed_all[ED_ACT_KINDS] = {0}, placed_win[ED_ACT_KINDS] = {0};
    double sum = 0, sum2 = 0, spread = 0, lo = 1e9, hi = -1e9, emerg = 0, secs = 0, all_sum = 0, all_sum2 = 0;
    for (int i = 0; i < n; i++) {
        const record *g = &r[i];
        if (g->players != players) continue;
        games++;
        int best = g->pp[g->winner], worst = best;
        for (int p = 0; p < players; p++) {
            int main_act = 0;
            for (int a = 1; a < ED_ACT_KINDS; a++)
                if (g->dice[p][a] > g->dice[p][main_act]) main_act = a;
            seats[main_act]++;
            if (p == g->winner) wins[main_act]++;
            for (int a = 0; a < ED_ACT_KINDS; a++) {
                placed_all[a] += g->dice[p][a];
                if (p == g->winner) placed_win[a] += g->dice[p][a];
            }
            if (g->pp[p] < worst) worst = g->pp[p];
            int b = g->menhirs[p] <= 2 ? 0 : g->menhirs[p] <= 4 ? 1 : 2;
            mh_total += g->menhirs[p];
            mh_seats[b]++;
            if (p == g->winner) mh_wins[b]++;
            all_sum += g->pp[p], all_sum2 += (double)g->pp[p] * g->pp[p];
        }
        sum += best, sum2 += (double)best * best, spread += best - worst;
        if (best < lo) lo = best;
        if (best > hi) hi = best;
        emerg += g->emerg, secs += g->secs;
    }
    if (!games) return;
    double mean = sum / games, sd = sqrt(fmax(0, sum2 / games - mean * mean));
    long pa = 0, pw = 0;
    for (int a = 0; a < ED_ACT_KINDS; a++) pa += placed_all[a], pw += placed_win[a];
    printf("\n%d players: %d games; winner's score mean %.1f (sd %.1f, %d..%d), winner - last %.1f, emergency turns %.1f a game\n",
           players, games, mean, sd, (int)lo, (int)hi, spread / games, emerg / games);
    printf("  %-16s %8s %8s %10s %12s %12s\n", "strategy", "seats", "wins", "win rate", "dice (all)", "dice (wins)");
    for (int a = 0; a < ED_ACT_KINDS; a++)
        printf("  %-16s %8d %8d %9.0f%% %11.1f%% %11.1f%%\n", act_names[a], seats[a], wins[a],
               seats[a] ? 100.0 * wins[a] / seats[a] : 0.0, pa ? 100.0 * placed_all[a] / pa : 0.0,
               pw ? 100.0 * placed_win[a] / pw : 0.0);
    printf("  (a fair strategy wins about %.0f%% of its seats)\n", 100.0 / players);
    double am = all_sum / (games * players), asd = sqrt(fmax(0, all_sum2 / (games * players) - am * am));
    printf("  every seat's score: mean %.1f (sd %.1f); menhirs placed %.2f a seat\n", am, asd,
           (double)mh_total / (games * players));
    static const char *const mh_names[3] = {"0-2 menhirs", "3-4 menhirs", "5-6 menhirs"};
    for (int b = 0; b < 3; b++)
        printf("  %-16s %8d %8d %9.0f%%\n", mh_names[b], mh_seats[b], mh_wins[b],
               mh_seats[b] ? 100.0 * mh_wins[b] / mh_seats[b] : 0.0);
    printf("  %.1f s a game (wall clock on a shared machine, %d games)\n", secs / games, games);
}

static int report(const char *path, const char *spec) {
    record *all = NULL;
    int n = read_records(path, &all);
    if (n < 0) return 1;
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!spec || strcmp(all[i].spec, spec) == 0) all[k++] = all[i];
    printf("Edora balance: %d games in %s%s%s\n", k, path, spec ? ", every seat " : "", spec ? spec : "");
    for (int players = 2; players <= ED_MAX_PLAYERS; players++) report_count(all, k, players);
    free(all);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 7 && strcmp(argv[1], "play") == 0)
        return play(argv[2], atoi(argv[3]), argv[4], strtoull(argv[5], NULL, 10), atoi(argv[6]),
                    argc > 7 ? atof(argv[7]) : 0);
    if (argc >= 3 && strcmp(argv[1], "report") == 0) return report(argv[2], argc > 3 ? argv[3] : NULL);
    fprintf(stderr, "usage: edora_balance play FILE GAMES CONTROLLER FIRST_SEED PLAYERS [SECONDS]\n"
                    "       edora_balance report FILE [CONTROLLER]\n");
    return 2;
}
