/* cmd_bench.c - `bench`: the engine's speed and the AI's decision time, one JSON line per
 * game and player count. Playouts run on one core, uniform random, straight through the
 * game interface (no match, no history), as the search's playouts do. Rates and decision
 * times are per CPU second of the bench's thread ("seconds" is the wall time), so they stay
 * per-core figures on a loaded machine; --games N plays exactly N playouts (profiling). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "nemeton/controller.h"

#define BENCH_MAX_ACTIONS 1000000 /* per game: a game that runs longer is a bug */
#define BENCH_AI_SPEC "ai:10000"

typedef struct bench_opts {
    double seconds;  /* playout time per game and player count */
    int decisions;   /* AI decisions timed */
    long long games; /* > 0: exactly this many playouts instead (profiling) */
    const char *ai;  /* controller spec timed (default BENCH_AI_SPEC) */
} bench_opts;

static double bench_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* CPU time of this thread: the rates are per core even when other processes share it. */
static double bench_cpu(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int bench_cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Random games from seed 1 on for the given time; counts games and actions. -1 with err
 * when the rules fail or a game does not end. */
static int bench_playouts(const nm_game *g, const nm_data *d, int players, double seconds,
                          long long want, void *state, nm_action_list *legal, nm_errors *err, long long *games,
                          long long *actions, double *elapsed, double *cpu) {
    nm_rng rng;
    nm_rng_seed(&rng, 12345);
    double t0 = bench_now(), t = t0, c0 = bench_cpu();
    *games = *actions = 0;
    do {
        nm_setup s;
        nm_setup_defaults(g, &s, players, (uint64_t)(*games + 1));
        memset(state, 0, g->state_size);
        if (g->setup(d, &s, state, err) != 0) return -1;
        long long n = 0;
        while (!nm_state_header(state)->over) {
            if (g->legal(d, state, legal) <= 0 || n >= BENCH_MAX_ACTIONS) {
                nm_errors_add(err, "%s: seed %llu: the game stopped without ending", g->id,
                              (unsigned long long)s.seed);
                return -1;
            }
            const nm_action *a = &legal->a[nm_rng_below(&rng, (uint32_t)legal->count)];
            if (g->apply(d, state, a, err) != 0) return -1;
            n++;
        }
        *actions += n;
        ++*games;
        t = bench_now();
    } while (want > 0 ? *games < want : t - t0 < seconds);
    *elapsed = t - t0;
    *cpu = bench_cpu() - c0;
    return 0;
}

/* Times ai decisions at positions of random games (every seventh decision, so the
 * positions spread over the game). Fills ms[] and returns how many were timed. */
static int bench_decisions(const nm_game *g, const nm_data *d, int players, const char *spec,
                           int want, double *ms, nm_errors *err) {
    nm_controller ai, rnd;
    if (nm_controller_parse(spec, &ai, err) || nm_controller_parse("random", &rnd, err))
        return -1;
    int n = 0;
    for (uint64_t seed = 1; n < want && seed < 1000; seed++) {
        nm_setup s;
        nm_setup_defaults(g, &s, players, seed);
        nm_match *m = nm_match_create(g, d, &s, err);
        if (!m) return -1;
        nm_controller_seed(&ai, seed, 0);
        nm_controller_seed(&rnd, seed, 1);
        for (int step = 0; n < want && !nm_match_over(m); step++) {
            const nm_action_list *legal = nm_match_legal(m);
            int seat = nm_match_to_move(m), k;
            if (step % 7 == 3) {
                double t0 = bench_cpu();
                k = nm_controller_choose(&ai, g, d, m->state, seat, legal);
                ms[n++] = (bench_cpu() - t0) * 1000.0;
            } else {
                k = nm_controller_choose(&rnd, g, d, m->state, seat, legal);
            }
            nm_action a = legal->a[k];
            if (nm_match_apply(m, &a, err) != 0) {
                nm_match_destroy(m);
                return -1;
            }
        }
        nm_match_destroy(m);
    }
    return n;
}

static int bench_one(const nm_game *g, const nm_data *d, int players, const bench_opts *o,
                     nm_errors *err) {
    void *state = malloc(g->state_size);
    nm_action_list *legal = malloc(sizeof *legal);
    double *ms = malloc((size_t)(o->decisions > 0 ? o->decisions : 1) * sizeof *ms);
    long long games = 0, actions = 0;
    double elapsed = 0, cpu = 0;
    int rc = -1, n = 0;
    if (state && legal && ms &&
        bench_playouts(g, d, players, o->seconds, o->games, state, legal, err, &games, &actions,
                       &elapsed, &cpu) == 0 &&
        (n = bench_decisions(g, d, players, o->ai, o->decisions, ms, err)) >= 0) {
        qsort(ms, (size_t)n, sizeof *ms, bench_cmp);
        double p50 = n ? ms[(n - 1) / 2] : 0, p95 = n ? ms[(n * 95 + 99) / 100 - 1] : 0;
        if (cpu <= 0) cpu = elapsed;
        nm_controller ai;
        nm_controller_parse(o->ai, &ai, NULL); /* checked by bench_decisions */
        printf("{\"game\":\"%s\",\"players\":%d,\"seconds\":%.2f,\"cpu_seconds\":%.2f,"
               "\"games\":%lld,\"actions\":%lld,"
               "\"games_per_s\":%.0f,\"actions_per_s\":%.0f,\"actions_per_game\":%.1f,"
               "\"ai_iterations\":%d,\"ai_decisions\":%d,\"ai_p50_ms\":%.2f,\"ai_p95_ms\":%.2f,"
               "\"ai\":\"%s\",\"ai_depth\":%d,\"ai_trees\":%d}\n",
               g->id, players, elapsed, cpu, games, actions, (double)games / cpu,
               (double)actions / cpu, games ? (double)actions / (double)games : 0.0,
               ai.iterations, n, p50, p95, ai.spec, nm_controller_depth(&ai, g),
               nm_controller_trees(&ai, g));
        fflush(stdout);
        rc = 0;
    }
    free(state);
    free(legal);
    free(ms);
    return rc;
}

int cmd_bench(int argc, char **argv) {
    cli_common common = {0};
    const char *game_id = NULL;
    long long players = -1, decisions = 20, centis = 200, games = 0;
    const char *ai_spec = BENCH_AI_SPEC;
    int all = 0;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        const char *a = argv[i];
        if (strcmp(a, "--all") == 0) {
            all = 1;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli bench: %s needs a value (see nemeton-cli help)\n", a);
            return 2;
        }
        const char *v = argv[++i];
        long long secs;
        if (strcmp(a, "--game") == 0) game_id = v;
        else if (strcmp(a, "--ai") == 0) ai_spec = v;
        else if (strcmp(a, "--players") == 0) {
            if (cli_parse_int(a, v, 1, NM_MAX_SEATS, &players)) return 2;
        } else if (strcmp(a, "--seconds") == 0) {
            if (cli_parse_int(a, v, 1, 3600, &secs)) return 2;
            centis = secs * 100;
        } else if (strcmp(a, "--games") == 0) {
            if (cli_parse_int(a, v, 1, 100000000, &games)) return 2;
        } else if (strcmp(a, "--decisions") == 0) {
            if (cli_parse_int(a, v, 0, 10000, &decisions)) return 2;
        } else {
            fprintf(stderr, "nemeton-cli bench: unknown option \"%s\"\n", a);
            return 2;
        }
    }
    if (!all && (!game_id || players < 0)) {
        fprintf(stderr, "nemeton-cli bench: --game and --players are required (or --all)\n");
        return 2;
    }
    const nm_game *only = NULL;
    if (!all && !(only = cli_find_game(game_id))) return 2;
    if (only && (players < only->min_players || players > only->max_players)) {
        fprintf(stderr, "nemeton-cli bench: %s takes %d to %d players\n", only->id,
                only->min_players, only->max_players);
        return 2;
    }
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return 1;
    nm_controller probe;
    if (nm_controller_parse(ai_spec, &probe, err) != 0 || probe.kind != NM_CTRL_AI) {
        if (probe.kind != NM_CTRL_AI && err->count == 0)
            nm_errors_add(err, "--ai takes an ai:... controller, not \"%s\"", ai_spec);
        cli_print_errors(err);
        free(err);
        return 2;
    }
    bench_opts o = {(double)centis / 100.0, (int)decisions, games, ai_spec};
    nm_library lib;
    cli_library(&common, &lib);
    int rc = 0;
    for (int i = 0; i < nm_registry_count() && rc == 0; i++) {
        const nm_game *g = nm_registry_get(i);
        if (only && g != only) continue;
        const nm_data *d = nm_library_data(&lib, g, err);
        if (!d) {
            rc = 1;
            break;
        }
        int lo = only ? (int)players : g->min_players, hi = only ? (int)players : g->max_players;
        for (int p = lo; p <= hi && rc == 0; p++)
            if (bench_one(g, d, p, &o, err) != 0) rc = 1;
    }
    if (rc != 0) cli_print_errors(err);
    nm_library_close(&lib);
    free(err);
    return rc;
}
