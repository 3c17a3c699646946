/* test_settings.c - settings to JSON and back, on disk atomically, bad input giving the
 * defaults; every interface string in both languages. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../portable.h"
#include "lang.h"
#include "nemeton/util.h"
#include "levels.h"
#include "settings.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static int same(const settings *a, const settings *b) {
    return a->fullscreen == b->fullscreen && a->scale_pct == b->scale_pct &&
           a->volume == b->volume && a->lang == b->lang && a->win_w == b->win_w &&
           a->win_h == b->win_h && a->motion == b->motion && a->bot_speed == b->bot_speed &&
           a->confirm_turn == b->confirm_turn && a->software == b->software &&
           a->bot_level == b->bot_level;
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    settings s, t, d;
    settings_defaults(&d);
    s = d;
    s.fullscreen = 1;
    s.scale_pct = 125;
    s.volume = 35;
    s.lang = 1;
    s.win_w = 1600;
    s.win_h = 900;
    s.motion = 2;
    s.bot_speed = 0;
    s.confirm_turn = 1;
    s.software = 1;
    s.bot_level = LEVEL_HARD_10S;

    /* Text round trip. */
    char *text = settings_to_json(&s);
    CHECK(text != NULL);
    CHECK(settings_from_json(&t, text) == 0);
    CHECK(same(&s, &t));
    free(text);

    /* File round trip, in a fresh folder; no temporary file left behind. */
    char dir[] = "/tmp/nemeton-settings-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    CHECK(settings_load(&t, path) == -1 && same(&t, &d)); /* missing: defaults */
    CHECK(settings_save(&s, path) == 0);
    CHECK(settings_load(&t, path) == 0 && same(&s, &t));
    char again[256];
    snprintf(again, sizeof again, "%s/again.json", dir);
    CHECK(settings_save(&t, again) == 0);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "cmp -s %s %s && test $(ls -A %s | wc -l) -eq 2", path, again, dir);
    CHECK(system(cmd) == 0);

    /* A damaged file (issue 15: cut short, so one bad byte lost "language": "fr") is kept
     * aside as settings.json.bad, byte for byte, and the defaults are used. */
    static const char cut[] = "{\"volume\": 30, \"language\": \"fr\", \"ui_scale\": 125";
    char bad[300];
    snprintf(bad, sizeof bad, "%s.bad", path);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(cut, 1, sizeof cut - 1, f) == sizeof cut - 1);
    if (f) fclose(f);
    CHECK(settings_load(&t, path) == SETTINGS_DAMAGED && same(&t, &d));
    CHECK(access(path, F_OK) != 0);
    char *kept = nm_read_file(bad, 4096, NULL);
    CHECK(kept && strcmp(kept, cut) == 0);
    free(kept);
    CHECK(settings_load(&t, path) == -1); /* now missing: plain defaults, nothing renamed */

    /* Bad input: defaults, out-of-range values ignored, scales snapped to the offered ones. */
    CHECK(settings_from_json(&t, "not json") == -1 && same(&t, &d));
    CHECK(settings_from_json(&t, "[1,2]") == -1 && same(&t, &d));
    CHECK(settings_from_json(&t, "{\"volume\": 400, \"ui_scale\": 104, \"language\": \"xx\"}") == 0);
    CHECK(t.volume == d.volume && t.scale_pct == 100 && t.lang == 0);
    CHECK(settings_from_json(&t, "{\"motion\": \"wild\", \"computer_speed\": 3, \"confirm_turn\": 1}") == 0);
    CHECK(t.motion == d.motion && t.bot_speed == d.bot_speed && t.confirm_turn == d.confirm_turn);
    CHECK(settings_from_json(&t, "{\"renderer\": 1}") == 0 && t.software == 0);
    CHECK(settings_from_json(&t, "{\"renderer\": \"software\"}") == 0 && t.software == 1);
    /* The computer level the setup offers first: Hard with its seconds; anything else
     * (unknown words, seconds Hard does not offer, wrong types) keeps Medium. A file of a
     * later version is read for what this program knows. */
    CHECK(d.bot_level == LEVEL_MEDIUM);
    CHECK(settings_from_json(&t, "{\"computer_level\": \"hard\", \"hard_seconds\": 3}") == 0 &&
          t.bot_level == LEVEL_HARD_3S);
    CHECK(settings_from_json(&t, "{\"version\": 99, \"computer_level\": \"hard\", \"hard_seconds\": 1, "
                                 "\"future\": {}}") == 0 && t.bot_level == LEVEL_HARD_1S);
    CHECK(settings_from_json(&t, "{\"computer_level\": \"hard\"}") == 0 && t.bot_level == LEVEL_HARD_3S);
    CHECK(settings_from_json(&t, "{\"computer_level\": \"easy\", \"hard_seconds\": 10}") == 0 &&
          t.bot_level == LEVEL_EASY);
    /* Hard with seconds it does not offer names no level; Hard with unreadable seconds
     * is Hard at its default 3 s. */
    const struct { const char *json; int level; } levels[] = {
        {"{\"computer_level\": \"hard\", \"hard_seconds\": 2}", LEVEL_MEDIUM},
        {"{\"computer_level\": \"hard\", \"hard_seconds\": 1e9}", LEVEL_HARD_3S},
        {"{\"computer_level\": \"hard\", \"hard_seconds\": \"10\"}", LEVEL_HARD_3S},
        {"{\"computer_level\": \"expert\"}", LEVEL_MEDIUM},
        {"{\"computer_level\": 3}", LEVEL_MEDIUM},
        {"{\"computer_level\": null}", LEVEL_MEDIUM},
        {"{\"computer_level\": \"\"}", LEVEL_MEDIUM},
        {"{\"computer_level\": \"random\"}", LEVEL_RANDOM}};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        CHECK(settings_from_json(&t, levels[i].json) == 0);
        CHECK(t.bot_level == levels[i].level);
    }
    CHECK(settings_motion_ms(0) == 0 && settings_motion_ms(2) < settings_motion_ms(1));
    CHECK(settings_bot_delay_ms(2) < settings_bot_delay_ms(1) && settings_bot_delay_ms(1) < settings_bot_delay_ms(0));
    CHECK(settings_scale_index(149) == SETTINGS_SCALE_COUNT - 1);

    /* Every interface string has English and French text. */
    char err[256];
    lang *l = lang_load(STRINGS_JSON, err, sizeof err);
    CHECK(l != NULL);
    int n = lang_count(l);
    CHECK(n > 40);
    for (int i = 0; l && i < n; i++) {
        const char *k = lang_key(l, i);
        if (k[0] == '_') continue;
        const char *en = lang_get(l, k, 0), *fr = lang_get(l, k, 1);
        /* A missing text falls back to the English one (or the key): same pointer. */
        if (en == k) {
            fprintf(stderr, "strings.json: \"%s\" has no English text\n", k);
            failures++;
        } else if (fr == en) {
            fprintf(stderr, "strings.json: \"%s\" has no French text\n", k);
            failures++;
        }
    }
    char buf[64];
    lang_format(buf, sizeof buf, "{1} to {2} players", "2", "4");
    CHECK(strcmp(buf, "2 to 4 players") == 0);
    lang_format(buf, 8, "{1} wins", "Player 1", NULL);
    CHECK(strcmp(buf, "Player ") == 0);
    CHECK(strcmp(lang_get(l, "no_such_key", 1), "no_such_key") == 0);
    lang_free(l);

    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
    if (failures) return 1;
    printf("settings and strings: ok\n");
    return 0;
}
