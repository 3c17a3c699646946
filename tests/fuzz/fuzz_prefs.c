/* fuzz_prefs.c - what the client reads from its preference folder never crashes it: the
 * input is read as settings.json (and what settings_to_json writes back must read back to
 * the same settings) and as the autosave (its seats, then the save of a shipped game, which
 * when it loads is written again). libFuzzer's entry point; fuzz_driver.c runs it over
 * files without libFuzzer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "nemeton/data.h"
#include "nemeton/save.h"
#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static nm_library lib;
static int ready;

static int same(const settings *a, const settings *b) {
    return a->fullscreen == b->fullscreen && a->scale_pct == b->scale_pct &&
           a->volume == b->volume && a->lang == b->lang && a->win_w == b->win_w &&
           a->win_h == b->win_h && a->motion == b->motion && a->bot_speed == b->bot_speed &&
           a->confirm_turn == b->confirm_turn && a->software == b->software;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!ready) {
        nm_register_builtin_games();
        memset(&lib, 0, sizeof lib);
        lib.root = nm_builtin_data_dir();
        ready = 1;
    }
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    settings s, t;
    if (settings_from_json(&s, text) == 0) {
        char *out = settings_to_json(&s);
        if (!out || settings_from_json(&t, out) != 0 || !same(&s, &t)) abort();
        free(out);
    }

    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    board_parse_seats(text, &cfg);
    for (int p = 0; p < NM_MAX_SEATS; p++)
        if (memchr(cfg.bot[p], '\0', sizeof cfg.bot[p]) == NULL) abort();
    static nm_errors err;
    nm_errors_clear(&err);
    nm_match *m = nm_save_parse(&lib, text, "autosave.json", &err);
    if (m) {
        free(nm_save_text(m));
        nm_match_destroy(m);
    } else if (err.count == 0) {
        abort(); /* refused without a word */
    }
    free(text);
    return 0;
}
