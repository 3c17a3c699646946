/* settings.h - the player's preferences (display, UI scale, volume, language), kept as
 * JSON in the SDL preference folder and written atomically. */
#ifndef NM_CLIENT_SETTINGS_H
#define NM_CLIENT_SETTINGS_H
#include <stddef.h>

#define SETTINGS_SCALE_COUNT 6
/* The UI scales offered, in percent. */
extern const int settings_scales[SETTINGS_SCALE_COUNT];

typedef struct settings {
    int fullscreen;   /* 0 window, 1 fullscreen (desktop resolution) */
    int scale_pct;    /* one of settings_scales */
    int volume;       /* 0..100 */
    int lang;         /* 0 English, 1 French (NM_LANGS order) */
    int win_w, win_h; /* last window size */
    int motion;       /* pieces and cards slide: 0 off, 1 normal, 2 fast */
    int bot_speed;    /* pause after a computer move: 0 slow, 1 normal, 2 fast */
    int confirm_turn; /* 1: a person's turn ends only when they confirm it */
    int software;     /* 1: draw with SDL's software renderer (set by itself when the only
                       * OpenGL is a software one, which is slower to start and to draw) */
    int bot_level;    /* the level (LEVEL_*) the setup scene gives computer seats: the last
                       * one chosen ("computer_level", and Hard's "hard_seconds") */
} settings;

/* The version settings_to_json writes ("version"); a file of another version is read for
 * the keys this program knows, the others ignored. */
#define SETTINGS_VERSION 2

/* Slide time of a move in ms for a motion setting (0: none), pause after a computer move
 * in ms for a speed setting. */
int settings_motion_ms(int motion);
int settings_bot_delay_ms(int bot_speed);

/* The settings of a first run. */
void settings_defaults(settings *s);
/* Reads settings from JSON text; unknown or out-of-range values keep their defaults.
 * Returns 0, or -1 when the text is not a JSON object (s then holds the defaults). */
int settings_from_json(settings *s, const char *text);
/* The settings as JSON text; caller frees. */
char *settings_to_json(const settings *s);
/* Loads path: 0; a missing file gives the defaults and -1; a damaged one (unreadable, not
 * JSON, not an object) is renamed path.bad and gives the defaults and SETTINGS_DAMAGED. */
#define SETTINGS_DAMAGED (-2)
int settings_load(settings *s, const char *path);
/* Writes path atomically; returns 0 or -1. */
int settings_save(const settings *s, const char *path);
/* The index of the scale nearest to pct in settings_scales. */
int settings_scale_index(int pct);

#endif
