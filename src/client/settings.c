/* settings.c - preferences to and from JSON. */
#include "settings.h"
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/util.h"

const int settings_scales[SETTINGS_SCALE_COUNT] = {80, 90, 100, 110, 125, 150};

void settings_defaults(settings *s) {
    s->fullscreen = 0;
    s->scale_pct = 100;
    s->volume = 70;
    s->lang = 0;
    s->win_w = 1280;
    s->win_h = 720;
}

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
    cJSON_Delete(o);
    return 0;
}

char *settings_to_json(const settings *s) {
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddStringToObject(o, "display", s->fullscreen ? "fullscreen" : "window");
    cJSON_AddNumberToObject(o, "ui_scale", s->scale_pct);
    cJSON_AddNumberToObject(o, "volume", s->volume);
    cJSON_AddStringToObject(o, "language", s->lang ? "fr" : "en");
    cJSON_AddNumberToObject(o, "window_width", s->win_w);
    cJSON_AddNumberToObject(o, "window_height", s->win_h);
    char *text = cJSON_Print(o);
    cJSON_Delete(o);
    return text;
}

int settings_load(settings *s, const char *path) {
    char *text = nm_read_file(path, 1u << 20, NULL);
    if (!text) {
        settings_defaults(s);
        return -1;
    }
    int rc = settings_from_json(s, text);
    free(text);
    return rc;
}

int settings_save(const settings *s, const char *path) {
    char *text = settings_to_json(s);
    if (!text) return -1;
    int rc = nm_write_file_atomic(path, text, strlen(text));
    free(text);
    return rc;
}
