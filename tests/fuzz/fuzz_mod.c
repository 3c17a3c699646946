/* fuzz_mod.c - a modder's broken file never crashes the engine: the input's first line
 * names a data file of a shipped game ("oak/creatures.json"), the rest is that file's text
 * in a mod; the game's data is loaded with the mod over it, and when it loads, games of
 * every player count are played on it at random for a while, their states read as the
 * client reads them. A data set the loader accepts must play without crashing.
 * libFuzzer's entry point; fuzz_driver.c runs it over files without libFuzzer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../portable.h"

#include "nemeton/data.h"
#include "nemeton/match.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define PLAY_ACTIONS 300 /* per game: enough to pass a round or two of each game */

static char mod_dir[64];
static char written[512]; /* the file the last input wrote, to remove */

/* Removes the mod folder at exit (the last input's file, the game folders, mod.json). */
static void remove_mod_dir(void) {
    if (written[0]) remove(written);
    char path[128];
    for (int i = 0; i < nm_registry_count(); i++) {
        snprintf(path, sizeof path, "%s/%s", mod_dir, nm_registry_get(i)->id);
        rmdir(path);
    }
    snprintf(path, sizeof path, "%s/mod.json", mod_dir);
    remove(path);
    rmdir(mod_dir);
}

/* A mod folder holding mod.json, made once per process. */
static int prepare(void) {
    if (mod_dir[0]) return 0;
    nm_register_builtin_games();
    snprintf(mod_dir, sizeof mod_dir, "/tmp/nemeton-fuzz-mod-XXXXXX");
    if (!mkdtemp(mod_dir)) return -1;
    atexit(remove_mod_dir);
    char path[128];
    snprintf(path, sizeof path, "%s/mod.json", mod_dir);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fputs("{\"name\": \"fuzz\", \"description\": \"inputs of fuzz_mod\"}\n", f);
    fclose(f);
    return 0;
}

/* "game/kind.json" with a registered game and a plain file name; the game, or NULL. */
static const nm_game *target_file(const char *line, char *game_id, size_t n) {
    const char *slash = strchr(line, '/');
    if (!slash || (size_t)(slash - line) >= n || slash == line) return NULL;
    memcpy(game_id, line, (size_t)(slash - line));
    game_id[slash - line] = '\0';
    const char *file = slash + 1;
    size_t len = strlen(file);
    if (len < 6 || len > 64 || strcmp(file + len - 5, ".json") != 0) return NULL;
    for (const char *c = file; *c; c++)
        if (!(*c == '_' || *c == '.' || (*c >= 'a' && *c <= 'z'))) return NULL;
    return nm_registry_find(game_id);
}

static void play(const nm_game *g, const nm_data *d, int players, uint64_t seed) {
    static nm_errors err;
    nm_errors_clear(&err);
    nm_setup su;
    nm_setup_defaults(g, &su, players, seed);
    nm_match *m = nm_match_create(g, d, &su, &err);
    if (!m) return;
    nm_rng rng;
    nm_rng_seed(&rng, seed);
    char buf[NM_LABEL_LEN];
    static nm_element_view view;
    for (int k = 0; k < PLAY_ACTIONS && !nm_match_over(m); k++) {
        const nm_action_list *l = nm_match_legal(m);
        if (l->count == 0) break;
        nm_action a = l->a[nm_rng_below(&rng, (uint32_t)l->count)];
        nm_match_label(m, &a, buf, sizeof buf);
        nm_match_display_label(m, &a, 1, buf, sizeof buf);
        nm_errors_clear(&err);
        if (nm_match_apply(m, &a, &err) != 0) break;
        if (k % 50 == 0) {
            int seat = nm_match_to_move(m) < 0 ? 0 : nm_match_to_move(m);
            g->observe(d, m->state, seat, m->scratch);
            for (int e = 0; e < d->board.count; e++)
                g->describe(d, m->scratch, seat, k % 2, d->board.elements[e].id, &view);
        }
    }
    nm_score_line lines[16];
    for (int seat = 0; seat < players; seat++) nm_match_score_detail(m, seat, 0, lines, 16);
    char hash[17];
    nm_match_hash(m, hash);
    nm_match_destroy(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (prepare() != 0) return 0;
    const uint8_t *nl = memchr(data, '\n', size < 80 ? size : 80);
    if (!nl) return 0;
    char line[80], game_id[16];
    memcpy(line, data, (size_t)(nl - data));
    line[nl - data] = '\0';
    const nm_game *g = target_file(line, game_id, sizeof game_id);
    if (!g) return 0;
    if (written[0]) remove(written);
    char dir[128];
    snprintf(dir, sizeof dir, "%s/%s", mod_dir, game_id);
    mkdir(dir, 0700);
    snprintf(written, sizeof written, "%s/%s", mod_dir, line);
    FILE *f = fopen(written, "wb");
    if (!f) return 0;
    size_t body = size - (size_t)(nl + 1 - data);
    if (body) fwrite(nl + 1, 1, body, f);
    fclose(f);
    static nm_errors err;
    nm_errors_clear(&err);
    const char *mods[1] = {mod_dir};
    nm_data *d = nm_data_load(g, nm_builtin_data_dir(), mods, 1, &err);
    if (!d) return 0;
    for (int players = g->min_players; players <= g->max_players; players++)
        play(g, d, players, (uint64_t)players);
    nm_data_free(d);
    return 0;
}
