/* settings.c - preferences to and from JSON. */
#include "settings.h"
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "levels.h"
#include "nemeton/util.h"

const int settings_scales[SETTINGS_SCALE_COUNT] = {80, 90, 100, 110, 125, 150};
static const char *const settings_motion_names[3] = {"off", "normal", "fast"};
static const char *const settings_speed_names[3] = {"slow", "normal", "fast"};

void settings_defaults(settings *s) {
    s->fullscreen = 0;
    s->scale_pct = 100;
    s->volume = 70;
    s->lang = 0;
    s->win_w = 1280;
    s->win_h = 720;
    s->motion = 1;
    s->bot_speed = 1;
    s->confirm_turn = 0;
    s->software = 0;
    s->bot_level = LEVEL_DEFAULT;
}

int settings_motion_ms(int motion) { return motion == 1 ? 320 : motion == 2 ? 140 : 0; }

int settings_bot_delay_ms(int bot_speed) { return bot_speed == 0 ? 1400 : bot_speed == 2 ? 200 : 700; }

int settings_scale_index(int pct) {
    int best = 0;
    for (int i = 1; i < SETTINGS_SCALE_COUNT; i++)
        if (abs(settings_scales[i] - pct) < abs(settings_scales[best] - pct)) best = i;
    return best;
}

/* Reads an integer member within [lo, hi]; anything else leaves *out alone. */
static void settings_int(const cJSON *o, const char *key, int lo, int hi, int *out) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(v)) return;
    double d = v->valuedouble;
    if (d >= lo && d <= hi && d == (int)d) *out = (int)d;
}

int settings_from_json(settings *s, const char *text) {
    settings_defaults(s);
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    if (!cJSON_IsObject(o)) {
        cJSON_Delete(o);
        return -1;
    }
    const cJSON *disp = cJSON_GetObjectItemCaseSensitive(o, "display");
    if (cJSON_IsString(disp)) s->fullscreen = strcmp(disp->valuestring, "fullscreen") == 0;
    int pct = s->scale_pct;
    settings_int(o, "ui_scale", 50, 200, &pct);
    s->scale_pct = settings_scales[settings_scale_index(pct)];
    settings_int(o, "volume", 0, 100, &s->volume);
    const cJSON *lang = cJSON_GetObjectItemCaseSensitive(o, "language");
    if (cJSON_IsString(lang)) s->lang = strcmp(lang->valuestring, "fr") == 0;
    settings_int(o, "window_width", 320, 16384, &s->win_w);
    settings_int(o, "window_height", 240, 16384, &s->win_h);
    const cJSON *mo = cJSON_GetObjectItemCaseSensitive(o, "motion");
    if (cJSON_IsString(mo))
        for (int i = 0; i < 3; i++)
            if (strcmp(mo->valuestring, settings_motion_names[i]) == 0) s->motion = i;
    const cJSON *sp = cJSON_GetObjectItemCaseSensitive(o, "computer_speed");
    if (cJSON_IsString(sp))
        for (int i = 0; i < 3; i++)
            if (strcmp(sp->valuestring, settings_speed_names[i]) == 0) s->bot_speed = i;
    const cJSON *ct = cJSON_GetObjectItemCaseSensitive(o, "confirm_turn");
    if (cJSON_IsBool(ct)) s->confirm_turn = cJSON_IsTrue(ct);
    const cJSON *rd = cJSON_GetObjectItemCaseSensitive(o, "renderer");
    if (cJSON_IsString(rd)) s->software = strcmp(rd->valuestring, "software") == 0;
    const cJSON *lv = cJSON_GetObjectItemCaseSensitive(o, "computer_level");
    if (cJSON_IsString(lv)) {
        int secs = 3;
        settings_int(o, "hard_seconds", 1, 10, &secs);
        int l = level_from_key(lv->valuestring, secs);
        if (l >= 0) s->bot_level = l;
    }
    cJSON_Delete(o);
    return 0;
}

char *settings_to_json(const settings *s) {
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddNumberToObject(o, "version", SETTINGS_VERSION);
    cJSON_AddStringToObject(o, "display", s->fullscreen ? "fullscreen" : "window");
    cJSON_AddNumberToObject(o, "ui_scale", s->scale_pct);
    cJSON_AddNumberToObject(o, "volume", s->volume);
    cJSON_AddStringToObject(o, "language", s->lang ? "fr" : "en");
    cJSON_AddNumberToObject(o, "window_width", s->win_w);
    cJSON_AddNumberToObject(o, "window_height", s->win_h);
    cJSON_AddStringToObject(o, "motion", settings_motion_names[s->motion >= 0 && s->motion < 3 ? s->motion : 1]);
    cJSON_AddStringToObject(o, "computer_speed",
                            settings_speed_names[s->bot_speed >= 0 && s->bot_speed < 3 ? s->bot_speed : 1]);
    cJSON_AddBoolToObject(o, "confirm_turn", s->confirm_turn != 0);
    cJSON_AddStringToObject(o, "renderer", s->software ? "software" : "auto");
    cJSON_AddStringToObject(o, "computer_level", level_key(s->bot_level));
    if (level_hard_seconds(s->bot_level) > 0)
        cJSON_AddNumberToObject(o, "hard_seconds", level_hard_seconds(s->bot_level));
    char *text = cJSON_Print(o);
    cJSON_Delete(o);
    return text;
}

int settings_load(settings *s, const char *path) {
    if (!nm_path_exists(path)) {
        settings_defaults(s);
        return -1;
    }
    char *text = nm_read_file(path, 1u << 20, NULL);
    int rc = text ? settings_from_json(s, text) : -1;
    free(text);
    if (rc == 0) return 0;
    /* Damaged (unreadable, not JSON, not an object): kept aside rather than replaced by the
     * defaults at exit without a word. */
    settings_defaults(s);
    size_t n = strlen(path);
    char *bad = malloc(n + 5);
    if (bad) {
        memcpy(bad, path, n);
        memcpy(bad + n, ".bad", 5);
        if (rename(path, bad) != 0) SDL_Log("settings: cannot keep %s as %s", path, bad);
        else SDL_Log("settings: %s was damaged; kept as %s, defaults in use", path, bad);
        free(bad);
    }
    return SETTINGS_DAMAGED;
}

int settings_save(const settings *s, const char *path) {
    char *text = settings_to_json(s);
    if (!text) return -1;
    int rc = nm_write_file_atomic(path, text, strlen(text));
    free(text);
    return rc;
}
