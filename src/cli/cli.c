/* cli.c - command dispatch and the options shared by every command. */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "install_paths.h"
#include "nemeton/controller.h"

static void cli_usage(FILE *f) {
    fprintf(f,
            "usage: nemeton-cli COMMAND [options]\n"
            "       nemeton-cli --version   (the version, and the folders it reads)\n"
            "\n"
            "  play --game G --players N --seed S --bots B1,B2,... [--games M] [--save FILE]\n"
            "      plays whole games, one controller per seat, and prints one JSON line per game\n"
            "  replay FILE\n"
            "      replays a save; exit 0 when it reaches the recorded state hash\n"
            "  validate [DIR]\n"
            "      checks data/ (or DIR: a data folder, or a mod folder holding mod.json)\n"
            "  state --load FILE [--apply LABEL]... [--print] [--legal] [--words] [--save FILE] [--snapshot FILE]\n"
            "      loads a save or snapshot, applies actions by label, prints the state as JSON;\n"
            "      --legal lists the legal actions' labels, --words also what a player reads (en, fr)\n"
            "  bench --game G --players N [--seconds S] [--decisions K] [--games N] [--ai SPEC]\n"
            "        | bench --all\n"
            "      random playouts per second on one core (S seconds, default 2) and the time of\n"
            "      K decisions of SPEC (default ai:10000; 20 of them, p50 and p95), one JSON line\n"
            "      per game and count\n"
            "  trace --game G --players N --seed S --bots B1,B2,... [--games M] [--steps] [--shape]\n"
            "      plays like play and prints a fingerprint of every step (legal actions, labels,\n"
            "      state hash) per game; --steps prints each step (to compare two builds);\n"
            "      --shape keeps only the number of legal actions and the state without the VM\n"
            "  ops [--game G] [--lang en|fr] [--usage]\n"
            "      the rules language's reference: every op, modifier, trigger, query and\n"
            "      expression, with its parameters and text; --usage: how many components use\n"
            "      each op and modifier kind in the data\n"
            "  cards --game G [--kind K] [--lang en|fr]\n"
            "      every component with its rules text, written from its ops (mods included)\n"
            "  games\n"
            "      lists the games of this build\n"
            "\n"
            "options for every command: --data DIR (default %s, or $NEMETON_DATA),\n"
            "  --mod DIR (overlay a mod folder; repeatable)\n"
            "controllers: random, greedy, ai:N (N search iterations per move), ai:N:P (P%% random\n"
            "  moves), ai:N:P:D (playouts cut D actions after the tree, default 24; 0: to the\n"
            "  end); above 10,000 iterations without D: a later cut (48 at 40,000), or, where\n"
            "  the game projects its scores (Samhain, Skye), trees of 10,000 (ai:40000: four);\n"
            "  ai:Ns or ai:Nms thinks N seconds or milliseconds a move instead, on every core\n"
            "  (not deterministic: the moves depend on the machine); then options in any order:\n"
            "  :tT searches T trees in parallel, e.g. ai:3s:t2, ai:1s:30:t1, ai:10000:t2\n"
            "  (deterministic); :mM chooses M%% of playout actions by their mean reward so far\n"
            "  (MAST, default %d); :eE sets the exploration constant to E hundredths (default\n"
            "  70); :p0 estimates cut playouts from the plain scores, not the points the game\n"
            "  projects (Samhain's majorities to come); :g0 tells apart actions the game says\n"
            "  are one choice to the search (Oak's refresh orders); :l0 lets playouts choose\n"
            "  among every legal action where the game narrows them (Skye builds its hand's\n"
            "  tiles in order); ai:10000:m0:p0:g0:l0 is the first search\n",
            nm_builtin_data_dir(), NM_AI_MAST_DEFAULT);
}

int cli_common_option(cli_common *c, int argc, char **argv, int *i) {
    const char *a = argv[*i];
    if (strcmp(a, "--data") != 0 && strcmp(a, "--mod") != 0) return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "nemeton-cli: %s needs a folder\n", a);
        return -1;
    }
    const char *v = argv[++*i];
    if (strcmp(a, "--data") == 0) {
        c->data_dir = v;
    } else {
        if (c->mod_count >= 8) {
            fprintf(stderr, "nemeton-cli: at most 8 mods\n");
            return -1;
        }
        c->mods[c->mod_count++] = v;
    }
    return 1;
}

void cli_library(const cli_common *c, nm_library *lib) {
    memset(lib, 0, sizeof *lib);
    const char *env = getenv("NEMETON_DATA");
    lib->root = c->data_dir ? c->data_dir : (env && env[0] ? env : nm_builtin_data_dir());
    lib->mod_dirs = c->mods;
    lib->mod_count = c->mod_count;
}

const nm_game *cli_find_game(const char *id) {
    const nm_game *g = nm_registry_find(id);
    if (g) return g;
    int n = nm_registry_count();
    const char *names[16];
    for (int i = 0; i < n && i < 16; i++) names[i] = nm_registry_get(i)->id;
    const char *hint = nm_did_you_mean(id, names, n < 16 ? n : 16);
    fprintf(stderr, "nemeton-cli: unknown game \"%s\"", id);
    if (hint) fprintf(stderr, " (did you mean \"%s\")", hint);
    fprintf(stderr, "; this build has:");
    for (int i = 0; i < n; i++) fprintf(stderr, " %s", names[i]);
    if (n == 0) fprintf(stderr, " no games yet");
    fprintf(stderr, "\n");
    return NULL;
}

void cli_print_errors(const nm_errors *e) {
    int n = e->count < NM_ERRORS_MAX ? e->count : NM_ERRORS_MAX;
    for (int i = 0; i < n; i++) fprintf(stderr, "%s\n", e->msg[i]);
    if (e->count > n) fprintf(stderr, "... and %d more errors\n", e->count - n);
}

int cli_parse_int(const char *opt, const char *s, long long min, long long max, long long *out) {
    char *end = NULL;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (!s[0] || !end || *end || errno || v < min || v > max) {
        fprintf(stderr, "nemeton-cli: %s expects an integer from %lld to %lld, not \"%s\"\n", opt, min,
                max, s);
        return -1;
    }
    *out = v;
    return 0;
}

/* The version, then the folders this program reads, one "name: path" a line. */
static int cmd_version(void) {
    const char *env = getenv("NEMETON_DATA");
    printf("nemeton-cli %s\n", nm_version());
    printf("data: %s\n", env && env[0] ? env : nm_builtin_data_dir());
    printf("resources: %s\n", nm_resource_root());
    return 0;
}

static int cmd_games(void) {
    for (int i = 0; i < nm_registry_count(); i++) {
        const nm_game *g = nm_registry_get(i);
        printf("%s\t%d-%d players\t%s\n", g->id, g->min_players, g->max_players, g->name[0]);
    }
    return 0;
}

int nm_cli_main(int argc, char **argv) {
    if (argc < 2) {
        cli_usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "play") == 0) return cmd_play(argc - 1, argv + 1);
    if (strcmp(cmd, "replay") == 0) return cmd_replay(argc - 1, argv + 1);
    if (strcmp(cmd, "validate") == 0) return cmd_validate(argc - 1, argv + 1);
    if (strcmp(cmd, "state") == 0) return cmd_state(argc - 1, argv + 1);
    if (strcmp(cmd, "bench") == 0) return cmd_bench(argc - 1, argv + 1);
    if (strcmp(cmd, "trace") == 0) return cmd_trace(argc - 1, argv + 1);
    if (strcmp(cmd, "ops") == 0) return cmd_ops(argc - 1, argv + 1);
    if (strcmp(cmd, "cards") == 0) return cmd_cards(argc - 1, argv + 1);
    if (strcmp(cmd, "games") == 0) return cmd_games();
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) return cmd_version();
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        cli_usage(stdout);
        return 0;
    }
    static const char *const cmds[] = {"play", "replay", "validate", "state", "bench", "trace",
                                       "ops", "cards", "games", "help", "version"};
    const char *hint = nm_did_you_mean(cmd, cmds, 11);
    fprintf(stderr, "nemeton-cli: unknown command \"%s\"%s%s%s\n", cmd, hint ? " (did you mean \"" : "",
            hint ? hint : "", hint ? "\")" : "");
    cli_usage(stderr);
    return 2;
}
