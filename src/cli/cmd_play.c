/* cmd_play.c - `play`: whole games between controllers, one JSON line per game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nemeton/controller.h"

#define PLAY_MAX_ACTIONS 1000000

/* "game.json" + seed 42 -> "game-42.json". */
static void numbered_path(const char *path, long long seed, char *out, size_t n) {
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && dot < slash)) dot = path + strlen(path);
    snprintf(out, n, "%.*s-%lld%s", (int)(dot - path), path, seed, dot);
}

int cmd_play(int argc, char **argv) {
    cli_common common = {0};
    const char *game_id = NULL, *bots = NULL, *save = NULL;
    long long players = -1, seed = 1, games = 1;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        const char *a = argv[i];
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli play: %s needs a value (see nemeton-cli help)\n", a);
            return 2;
        }
        const char *v = argv[++i];
        if (strcmp(a, "--game") == 0) game_id = v;
        else if (strcmp(a, "--bots") == 0) bots = v;
        else if (strcmp(a, "--save") == 0) save = v;
        else if (strcmp(a, "--players") == 0) {
            if (cli_parse_int(a, v, 1, NM_MAX_SEATS, &players)) return 2;
        } else if (strcmp(a, "--seed") == 0) {
            if (cli_parse_int(a, v, 0, 9007199254740991LL, &seed)) return 2;
        } else if (strcmp(a, "--games") == 0) {
            if (cli_parse_int(a, v, 1, 100000000, &games)) return 2;
        } else {
            fprintf(stderr, "nemeton-cli play: unknown option \"%s\"\n", a);
            return 2;
        }
    }
    if (!game_id || players < 0 || !bots) {
        fprintf(stderr, "nemeton-cli play: --game, --players and --bots are required\n");
        return 2;
    }
    const nm_game *g = cli_find_game(game_id);
    if (!g) return 2;
    nm_errors *err = calloc(1, sizeof *err);
    nm_controller ctrl[NM_MAX_SEATS];
    if (!err) return 1;
    if (nm_controllers_parse(bots, (int)players, ctrl, err) != 0) {
        cli_print_errors(err);
        free(err);
        return 2;
    }
    nm_library lib;
    cli_library(&common, &lib);
    const nm_data *d = nm_library_data(&lib, g, err);
    int rc = d ? 0 : 1;
    for (long long k = 0; d && k < games && rc == 0; k++) {
        nm_setup s;
        nm_setup_defaults(g, &s, (int)players, (uint64_t)(seed + k));
        nm_match *m = nm_match_create(g, d, &s, err);
        if (!m) {
            rc = 1;
            break;
        }
        for (int p = 0; p < players; p++) nm_controller_seed(&ctrl[p], s.seed, p);
        if (nm_controllers_play(m, ctrl, PLAY_MAX_ACTIONS, err) != 0) {
            nm_errors_add(err, "(seed %llu, %d actions played; rerun with --save to keep the game)",
                          (unsigned long long)s.seed, m->history_count);
            rc = 1;
        }
        if (save) {
            char path[1024];
            if (games > 1)
                numbered_path(save, seed + k, path, sizeof path);
            else
                snprintf(path, sizeof path, "%s", save);
            if (nm_save_write(m, path, err) != 0) rc = 1;
        }
        if (rc == 0) {
            char *line = nm_match_result_json(m);
            if (line) printf("%s\n", line);
            free(line);
        }
        nm_match_destroy(m);
    }
    if (rc != 0) cli_print_errors(err);
    fflush(stdout);
    nm_library_close(&lib);
    free(err);
    return rc;
}
