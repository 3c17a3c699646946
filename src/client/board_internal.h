/* board_internal.h - the board scene's state, shared by its logic (scene_board.c) and
 * its drawing (board_draw.c). Not for other modules: they use board.h. */
#ifndef NM_CLIENT_BOARD_INTERNAL_H
#define NM_CLIENT_BOARD_INTERNAL_H
#include "board.h"
#include "think.h"

#define BOARD_ICON_LEN 80

typedef struct board_log_entry {
    int seat;
    char text[NM_LABEL_LEN];
} board_log_entry;

typedef struct board_scene {
    scene base;
    board_config cfg;
    nm_match *m;
    const nm_game *g;
    const nm_data *d;
    nm_controller bots[NM_MAX_SEATS];
    nm_errors *err;
    /* Per board element, recomputed after every change (render only reads them). */
    int n;
    nm_element_view *views;
    unsigned char *dynamic;     /* describe returned 1 */
    int *legal_n;               /* legal actions that target it */
    char (*icon)[BOARD_ICON_LEN]; /* resolved art name ("fixture/oak"), "" when none */
    SDL_Rect *rect;             /* on screen, from the last layout */
    void *observed;             /* the viewer's observation of the state */
    int viewer;
    int lang;                   /* language of the views */
    int last_human;             /* last seat played by a person, -1 none */
    int32_t scores[NM_MAX_SEATS];
    int8_t winners[NM_MAX_SEATS];
    int winner_count;
    int can_undo;
    int input;                  /* 1 when a click plays (a person, or driven, is to move) */
    int unreachable;            /* legal actions whose element is not on the board */
    board_log_entry *log;
    int log_count, log_cap;
    Uint32 bot_due;             /* when the computer seat to move plays, 0 not scheduled */
    think *think;               /* the computer seat's search running on a worker, or NULL */
    /* Layout in pixels. */
    SDL_Rect board_area, board_rect, side, turn_box, players_box, log_box;
    SDL_Rect btn_undo, btn_save, btn_menu;
} board_scene;

/* Draws the whole board scene. */
void board_draw(const board_scene *b, app *a);
/* The element's label in the current language. */
const char *board_element_label(const board_scene *b, const app *a, int i);
/* A seat's display name ("Player 2"). */
void board_seat_name(const board_scene *b, const app *a, int seat, char *buf, size_t n);
/* Index of the topmost element at (x, y), -1 none. */
int board_element_at(const board_scene *b, int x, int y);

#endif
