/* board.h - the generic board scene and its overlays. The board draws every element of
 * the game's board.json as a panel (what game->describe says it shows to the viewer),
 * lights up the elements legal actions target, and plays an action when its element is
 * clicked (a choice menu when several actions share the element). It is the only place
 * in the client that applies actions to a match. */
#ifndef NM_CLIENT_BOARD_H
#define NM_CLIENT_BOARD_H
#include "nemeton/controller.h"
#include "nemeton/match.h"
#include "app.h"
#include "scene.h"

typedef struct board_config {
    const nm_game *game;
    nm_setup setup;
    int human[NM_MAX_SEATS];              /* 1: a person at the mouse */
    char bot[NM_MAX_SEATS][32];           /* controller spec for computer seats ("random") */
    /* 1: every move comes from outside (autoplay, screenshots): no computer turns, no
     * pass-the-device screens. */
    int driven;
    /* 1: moves slide even when driven (the frame-time measurement). */
    int animate;
    /* 1 + the seat whose view the board always shows (the frame-time measurement watches
     * computers as a person at seat 0 would); 0: the usual choice of viewer. */
    int view_from;
} board_config;

/* A new game. NULL with a message in err (data errors, bad setup). */
scene *board_scene_create(app *a, const board_config *cfg, char *err, size_t n);
/* A game in progress (a loaded save); takes m. cfg->setup and cfg->game are ignored. */
scene *board_scene_resume(app *a, nm_match *m, const board_config *cfg, char *err, size_t n);
/* The board's match (owned by the scene). */
nm_match *board_scene_match(scene *s);
/* A point in pixels where a click lands on the element (topmost there), from the last
 * layout; "bar.K": the action bar's option K. Returns 0, or -1 when it is not on screen. */
int board_scene_click_point(scene *s, const char *element, int *x, int *y);
/* Where a click plays act when the game's view knows a finer point than its element's
 * (a grid cell); 0, or -1 for the element's click point. */
int board_scene_action_point(scene *s, app *a, const nm_action *act, int *x, int *y);
/* Plays a legal action (through nm_match_apply) and does what follows: log, autosave,
 * pass-the-device, end of game. Returns 0 or -1 (message shown). */
int board_scene_play(scene *s, app *a, const nm_action *act);
/* "Suggest a move": asks the Hard level's search (on a worker thread) for the best action
 * of the person to play. 0, or -1 when nobody at the mouse is to play. */
int board_scene_suggest(scene *s, app *a);
/* The suggestion shown: 1 with its action and its line in words, 0 none (or not ready). */
int board_scene_suggestion(scene *s, nm_action *act, char *text, size_t n);
/* Starts a new game with the same seats and players (from the end-of-game screen). */
void board_scene_rematch(scene *s, app *a);

/* The choice menu over the board: one row per action; a click plays it. */
scene *menu_overlay_create(scene *board, const char *title, const nm_action *acts,
                           char (*labels)[NM_LABEL_LEN], int n, SDL_Rect anchor);
/* Centre of the row with that label (last layout); 0, or -1 when absent. */
int menu_overlay_row_point(scene *s, const char *label, int *x, int *y);

/* The action of the row under the mouse: 1 and *out, or 0 when none. */
int menu_overlay_pointed(const scene *s, const app *a, nm_action *out);

/* The zoom: element el of the board drawn large with its whole text (right click). */
scene *zoom_overlay_create(scene *board, int el);

/* The pass-the-device screen: hides the board until the named seat clicks. */
scene *pass_overlay_create(int seat, const char *name);
/* Centre of its button; 0 or -1. */
int pass_overlay_button_point(scene *s, int *x, int *y);

/* The end-of-game screen over the board: scores and winners. */
scene *end_overlay_create(scene *board);

/* Saves the game with its seats (as the autosave) into <pref>/saves/<game>-<date>.json;
 * the path in out. 0, or -1 (message shown). */
int board_scene_save(scene *s, app *a, char *out, size_t n);

/* The in-game menu over the board (Esc or "Menu"): resume, rules, settings, save, load,
 * leave to the title. */
scene *game_menu_create(scene *board);
/* Centre of its button `which` (0 resume, 1 rules, 2 settings, 3 save, 4 load, 5 leave)
 * from the last layout; 0 or -1. */
int game_menu_button_point(scene *s, int which, int *x, int *y);
/* The game the board plays. */
const nm_game *board_scene_game(scene *s);

/* Saves of unfinished games: the autosave, a save holding its seats too ("seats"); the
 * seats file older versions wrote beside it is read when the autosave has none, and
 * removed by the next autosave. */
#define BOARD_AUTOSAVE "autosave.json"
#define BOARD_AUTOSAVE_SEATS "autosave-seats.json"
/* Reads "seats" of the autosave (or of an old seats file) into cfg (human / bot per seat).
 * 0 or -1 (cfg untouched when the file has no seats). */
int board_read_seats(const char *path, board_config *cfg);
/* The same from the autosave's text (the fuzz target "prefs" feeds it hostile texts). */
int board_parse_seats(const char *text, board_config *cfg);

#endif
