/* app.h - the client's context: window or off-screen canvas, renderer, settings, strings,
 * assets, audio, the scene stack and the game data library. One per program run. */
#ifndef NM_CLIENT_APP_H
#define NM_CLIENT_APP_H
#include <SDL.h>
#include "nemeton/save.h"
#include "assets.h"
#include "audio.h"
#include "lang.h"
#include "scene.h"
#include "settings.h"

/* The largest interface size, in %, whose layouts fit a 1280x720 window (the text-fit test
 * checks every scene there at 110, 125 and 150 %: the last is drawn at this size). */
#define APP_SCALE_FIT 125

typedef struct app_config {
    int headless;           /* draw on an off-screen canvas; no window, no audio */
    int width, height;      /* canvas or first window size in pixels (0: settings) */
    const char *data_dir;   /* game data root (NULL: the build's) */
    int lang;               /* -1: from settings */
    int scale_pct;          /* 0: from settings */
} app_config;

typedef struct app {
    SDL_Window *window;      /* NULL when headless */
    SDL_Renderer *renderer;
    SDL_Surface *canvas;     /* headless: the surface the software renderer draws on */
    int w, h;                /* drawing size in pixels (HiDPI: the drawable size) */
    float u;                 /* pixels per reference pixel: 1280x720 at UI scale 100 % is 1 */
    float base;              /* same without the UI scale (for the 14 px text floor) */
    int scale_eff;           /* the interface size in use, in %: the one chosen, at most what
                                the window holds (APP_SCALE_FIT at 1280x720, more in bigger
                                windows, whose interface grows more slowly than they do) */
    settings set;
    char *pref_dir;          /* preference folder ending in '/', NULL: nothing persisted */
    char asset_dir[512];     /* holds art/, fonts/, data/ui/ */
    char data_dir[512];
    lang *lang;
    struct level_figures *levels; /* data/ui/levels.json; NULL when missing or refused */
    assets *assets;
    audio *audio;
    struct autosaver *autosaver; /* writes autosaves off the drawing thread */
    scene_stack stack;
    nm_library lib;
    char mod_path[8][512];   /* mods in use: folders of <pref>/mods holding mod.json */
    const char *mod_ptr[8];
    char mods_left_out[200];  /* mods beyond the 8 in use (names), told at start */
    int headless;
    /* Milliseconds from the start of a frame (its events and update included) after which
     * no more of a cached layer is brought up to date; what is left is drawn on the next
     * frames (0: no limit, so headless pictures are drawn whole). */
    double redraw_budget_ms;
    Uint64 frame_start; /* SDL_GetPerformanceCounter() when the loop began this frame, 0 none */
    int dirty;               /* something changed: draw a frame */
    int quit;
    int mouse_x, mouse_y;    /* pointer in pixels */
    Uint32 wake_at;          /* SDL_GetTicks() when a scene wants an update, 0 none */
    char toast[256];         /* short message at the bottom of the screen */
    Uint32 toast_until;
} app;

/* Opens everything the client needs. Returns 0, or -1 with a message in err. */
int app_init(app *a, const app_config *cfg, char *err, size_t n);
/* Closes everything (scenes first). */
void app_close(app *a);

/* A string of the interface in the current language. */
const char *app_tr(const app *a, const char *key);
/* A template string with {1}, {2} filled in. */
void app_trf(const app *a, const char *key, char *buf, size_t n, const char *a1, const char *a2);
/* Asks for an update (and a frame) in ms milliseconds even when no input comes. */
void app_wake_in(app *a, Uint32 ms);
/* Shows a short message for a few seconds. */
void app_toast(app *a, const char *msg);
/* The preference folder, ending in a separator (SDL_free it): $NEMETON_PREF_DIR, created
 * when missing, or else SDL's (~/.local/share/nemeton/nemeton/ on Linux,
 * %APPDATA%\nemeton\nemeton\ on Windows, ~/Library/Application Support/nemeton/nemeton/
 * on macOS) except when headless, so tests and screenshots never touch the player's files:
 * NULL then, and when it cannot be made. */
char *app_find_pref_dir(int headless);
/* Full path of a file in the preference folder; -1 when nothing is persisted. */
int app_pref_path(const app *a, const char *name, char *buf, size_t n);
/* Writes the settings (when persisted) and applies display, volume and scale. */
void app_settings_changed(app *a);
/* Toggles window / fullscreen. */
void app_toggle_fullscreen(app *a);
/* Recomputes the drawing size and scale after a resize. */
void app_measure(app *a);
/* Handles an event from SDL (global keys, window events, pointer scaling) and passes it
 * to the top scene. */
void app_dispatch(app *a, const SDL_Event *e);
/* Updates the scenes (layout, timers). */
void app_update(app *a, Uint32 dt_ms);
/* Draws one frame (the scenes, then the toast) and presents it. */
void app_render(app *a);
/* Runs the interactive loop until quit; redraws only when something changed. */
void app_run(app *a);
/* The CPU time of drawn frames, in ms (the measurement mode). */
#define APP_FRAME_STATS 20000
typedef struct app_frame_stats {
    int count;
    float ms[APP_FRAME_STATS];
    Uint32 at[APP_FRAME_STATS]; /* SDL_GetTicks() when the frame was drawn */
} app_frame_stats;
/* Runs the event loop for ms milliseconds, recording frame CPU times when frame_cpu. */
void app_run_for(app *a, Uint32 ms, app_frame_stats *frame_cpu);
/* Writes the current canvas (headless) to a PNG. Returns 0 or -1. */
int app_save_png(app *a, const char *path, char *err, size_t n);

#endif
