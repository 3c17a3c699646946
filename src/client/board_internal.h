/* board_internal.h - the board scene's state, shared by its logic (scene_board.c) and
 * its drawing (board_draw.c). Not for other modules: they use board.h. */
#ifndef NM_CLIENT_BOARD_INTERNAL_H
#define NM_CLIENT_BOARD_INTERNAL_H
#include "board.h"
#include "autosaver.h"
#include "think.h"

#define BOARD_ICON_LEN 80
#define BOARD_BAR_MAX NM_MAX_ACTIONS /* options the action bar holds (those past its room: "More") */

struct board_scene;

/* A game's own drawing on the board scene (src/client/view_<game>.c). Everything is
 * optional: a game without one is drawn by the generic element drawing. A view only
 * draws what the scene holds (views from describe, rects from board.json, the observed
 * state): it never decides a rule and never applies an action. */
typedef struct board_view {
    const char *game; /* game id */
    /* Under the elements, inside b->board_rect: the art of the board itself. */
    void (*underlay)(const struct board_scene *b, app *a);
    /* Draws element i in r itself (legal: it lights up; hot: pointed at); 0 lets the
     * generic drawing do it. */
    int (*element)(const struct board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);
    /* Over the elements, under the hover card. */
    void (*overlay)(const struct board_scene *b, app *a);
    /* Where piece k of view v (element i, drawn in r) stands when the view draws it
     * itself: 1 and *out, or 0 for the generic place. The slides start and end there. */
    int (*piece_rect)(const struct board_scene *b, app *a, int i, const nm_element_view *v,
                      SDL_Rect r, int k, SDL_Rect *out);
    /* A left click on element i that plays nothing (expanding an opponent's board, in
     * b->view_state); returns 1 when it did something. */
    int (*click)(struct board_scene *b, app *a, int i);
    /* While the view draws something else over element i (an opponent's board opened over
     * the viewer's own), what i shows there: fills *out and returns 1, and draws it in *r
     * when r is not NULL (the zoom). The hover card and the zoom then show that, and a left
     * click on i goes to click() and plays nothing. 0: i shows its own view. */
    int (*covered)(const struct board_scene *b, app *a, int i, const SDL_Rect *r, nm_element_view *out);
    /* After the layout from board.json, moves elements' rectangles where the view draws
     * them elsewhere (Oak: fewer opponents share the opponents' area), so that the same
     * rectangles draw, catch clicks and say what a move redraws. */
    void (*layout)(const struct board_scene *b, app *a, SDL_Rect *rect);
    /* 1 when the view's drawing of element i reads the observed state beyond i's own view
     * (the round's side, whose turn it is, another element's view): i is then drawn again
     * whenever the observed state changes. NULL: every element's drawing follows its view. */
    int (*reads_state)(const struct board_scene *b, int i);
    /* Optional: a left click at x, y on element i, which has legal actions: writes the ones
     * the click means (those of the part pointed at: a cell of a grid) to out and returns
     * how many; 0 offers all of i's; -1: a click there plays nothing (the press may then
     * drag, or go to click()). */
    int (*pick)(const struct board_scene *b, app *a, int i, int x, int y, nm_action *out, int max);
    /* Optional: where a click plays act (the part of its element pick() reads), for the
     * autoplay; 0 and *x, *y, or -1 for the element's own click point. */
    int (*action_point)(const struct board_scene *b, app *a, const nm_action *act, int *x, int *y);
    /* Optional: the mouse wheel turned dy notches (up > 0) with the pointer at x, y over
     * element i (Skye: zooming a kingdom); returns 1 when it changed b->view_state (the
     * board is drawn again), 0 leaves the wheel unused. */
    int (*wheel)(struct board_scene *b, app *a, int i, int x, int y, int dy);
    /* Optional: the pointer moved dx, dy with a button held since a press on element i
     * that played nothing (the middle button anywhere, the left one where a click plays
     * nothing): Skye pans a zoomed kingdom. Returns 1 when it changed b->view_state. */
    int (*drag)(struct board_scene *b, app *a, int i, int dx, int dy);
    /* Optional: 1 when the view's overlay itself says what pointing at element i means
     * (Skye: the held tile's ghost and score preview over the kingdom being built), so
     * the generic hover card and the pointed element's light are left out there. */
    int (*own_hover)(const struct board_scene *b, app *a, int i);
} board_view;

/* A reads_state hook for views whose every part is drawn from the observed state as well
 * as its view (Samhain: the round's side, the temples' rows; Karnag: whose turn it is, the
 * strips that gather every seat's values). */
int board_reads_all_state(const struct board_scene *b, int i);

/* The view registered for that game id, or NULL. */
const board_view *board_view_find(const char *game);

typedef struct board_log_entry {
    int seat;
    char text[NM_EVENT_LEN];
    char element[NM_ELEMENT_LEN]; /* what an automatic line lights when pointed at, "" none */
    int step;                     /* the history's length once its action was played */
    int event;                    /* 1: done by the game itself (the game's narrate hook) */
} board_log_entry;

/* A move being shown: piece `piece` of element `el` (or, piece -1, the whole element: a
 * card) slides from `from` to where it now stands. */
#define BOARD_ANIMS 64
typedef struct board_anim {
    int el, piece;
    SDL_Rect from;
} board_anim;

/* The static layer as last drawn: the board is drawn again only where an element's
 * signature (what it shows, whether it glows, its slides) changed since. */
typedef struct board_memo {
    SDL_Texture *tex;
    int w, h;
    uint64_t base_key;  /* layout, language, scale, the view's toggles; 0: nothing drawn */
    uint64_t side_sig[3]; /* the turn, players and log boxes of the side panel */
    uint64_t *sig;      /* per element, as drawn */
    uint64_t *now;      /* per element, this frame */
    uint64_t *view_hash; /* per element, of its view: hashed when the views change */
    int full_draws, partial_draws; /* how the layer was brought up to date (tests) */
    int deferred_draws; /* partial draws that left regions for the next frame */
    int band_next;      /* a sweep of the whole layer in bands: the next band, 0 none */
    uint64_t *swept;    /* per element, its signature when the sweep began */
    uint64_t swept_side[3]; /* the side boxes' signatures when the sweep began */
    int sweeps;         /* sweeps begun (tests) */
    int starved;        /* the last update drew no region (out of time): draw one next */
    int preparing;      /* the first drawing of the layer, in bands over several frames
                         * (first uses of art and text): the board shows once it is done */
    int drawn_once;          /* the layer was whole once (later resets draw it whole at once) */
    int prepared_art;        /* its first frame rasterised the board's art only */
    int prepared_background; /* frames spent on the background's parts (5: done) */
} board_memo;

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
    char (*piece_icon)[NM_VIEW_PIECES][BOARD_ICON_LEN]; /* resolved art of each piece */
    unsigned char *involved;    /* lit because the pointed action involves it */
    SDL_Rect *rect;             /* on screen, from the last layout */
    void *observed;             /* the viewer's observation of the state */
    uint64_t observed_hash;     /* of observed, at the last refresh */
    void *before;               /* the state before the last move (its sound) */
    int viewer;
    int lang;                   /* language of the views */
    int last_human;             /* last seat played by a person, -1 none */
    int32_t scores[NM_MAX_SEATS];
    int score_count;            /* the seats' scores, then an automaton's (Oak's Broichan) */
    int8_t winners[NM_MAX_SEATS];
    int winner_count;
    unsigned version;           /* counts refreshes: the static layer is redrawn on a change */
    int can_undo;
    int input;                  /* 1 when a click plays (a person, or driven, is to move) */
    int unreachable;            /* legal actions whose element is not on the board */
    board_log_entry *log;
    int log_count, log_cap;
    int save_failed;        /* the last autosave failed: a line on the board says so */
    Uint32 bot_due;             /* when the computer seat to move plays, 0 not scheduled */
    think *think;               /* the computer seat's search running on a worker, or NULL */
    autosaver *saver;           /* the app's autosave thread */
    board_memo *memo;           /* the static layer (drawing only) */
    const board_view *view;     /* the game's own drawing, or NULL */
    int view_state[24];         /* the view's own toggles (expanded boards, a held tile...) */
    nm_element_view *prev_views; /* the views before the last change (for the slides) */
    SDL_Rect *prev_rect;
    board_anim anims[BOARD_ANIMS];
    int anim_count;
    Uint32 anim_start, anim_ms; /* the slides in progress */
    int acted_seat;             /* the person who just played, -1 none */
    int confirm_pending;        /* their turn is over and waits for "End turn" */
    nm_action pointed;          /* the action pointed at, when pointed_valid */
    int pointed_valid;
    /* Layout in pixels. */
    SDL_Rect board_area, board_rect, side, turn_box, players_box, log_box;
    SDL_Rect btn_undo, btn_save, btn_menu, btn_confirm;
    /* Pixels per reference pixel on the board itself: the board is drawn as a picture
     * scaled to the room it has (1 at 1280x720 and 100 %), whatever the interface size
     * does to the panels around it, so its labels never outgrow its spaces. */
    float board_u;
    char prompt[NM_EVENT_LEN];  /* the pending decision in words (the game's prompt hook) */
    /* What the game did by itself in the last move (its narrate lines), shown one after
     * another at the chosen pace: line k's element lit and its log line in gold. */
    int event_el[16];           /* element of each line, -1 none */
    int event_log[16];          /* its index in the log */
    int event_n;                /* lines being shown, 0 none */
    Uint32 event_start, event_step; /* when the first was shown, ms per line */
    int event_shown;            /* the line shown now (lit), -1 none */
    int event_line;             /* its log line, -1 none */
    int log_hot;                /* the log line pointed at, -1 none */
    int drag_el;                /* the element a drag (the view's drag hook) started on, -1 none */
    int drag_x, drag_y;         /* the pointer at the drag's last step */
    /* The action bar (side panel, above the log): the legal actions whose element is
     * NM_ELEMENT_BAR (an effect's options that no piece or place stands for), one button
     * each, titled with what describe() says of that id (the effect's name). */
    int bar_n;
    nm_action bar_act[BOARD_BAR_MAX];
    char bar_label[BOARD_BAR_MAX][NM_LABEL_LEN];
    char bar_title[64];
    SDL_Rect bar_box, bar_btn[BOARD_BAR_MAX]; /* from the last layout; bar_box.h 0: none */
    int bar_shown;              /* options with a button (the room allows), the rest behind */
    SDL_Rect bar_more;          /* "More options (N)": a menu of them all; w 0 none */
    /* "Suggest a move" (button and H): the Hard level's search for the person to play,
     * on a worker; dropped when the game moves on or is left. */
    nm_controller sug_ctl;
    think *sug_think;           /* the search running, or NULL */
    int sug_step;               /* the history's length it answers, -1 none */
    int sug_shown;              /* 1: sug_act is suggested (sug_text says why) */
    nm_action sug_act;
    int sug_el;                 /* its board element, -1 (the action bar, or none) */
    int sug_k, sug_next;        /* indexes in the legal list: the choice, the runner-up (-1) */
    uint32_t sug_visits[NM_MAX_ACTIONS];
    char sug_text[2 * NM_LABEL_LEN + 160];
    SDL_Rect btn_suggest, sug_box; /* sug_box.h 0: no line */
} board_scene;

/* Board units: while drawing the board's own elements, a->u and a->base are the board's
 * scale (board_units_on returns what to give back to board_units_off). */
typedef struct board_units { float u, base; } board_units;
board_units board_units_on(const board_scene *b, app *a);
void board_units_off(app *a, board_units saved);

/* Generic drawing a view may reuse: element i as the generic view draws it, and the
 * pieces of element i laid out in r. */
void board_draw_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);
void board_draw_pieces(const board_scene *b, app *a, int i, SDL_Rect r);
/* Where piece k of a view drawn in r stands (the layout board_draw_pieces uses). */
SDL_Rect board_piece_rect(const nm_element_view *v, SDL_Rect r, int k);
/* The same, asking the game's view first (its piece_rect hook). */
SDL_Rect board_view_piece_rect(const board_scene *b, app *a, int i, const nm_element_view *v,
                               SDL_Rect r, int k);
/* How far the slides are, 0..1 (1: none in progress). */
float board_anim_progress(const board_scene *b);
/* The slide of piece k of element i (k -1: the element), or NULL. */
const board_anim *board_anim_find(const board_scene *b, int i, int k);
/* An SVG of art/ (a name like "oak/druid") fitted, centred, in r; alpha 255 opaque. */
void board_art(app *a, const char *name, SDL_Rect r, Uint8 alpha);

/* Forgets the static layer: the next frame draws it whole (tests compare both ways). */
void board_memo_reset(board_memo *m);
void board_memo_free(board_memo *m);

/* The log line drawn at (x, y), -1 none (the same layout as the drawing). */
int board_log_line_at(const board_scene *b, app *a, int x, int y);

/* The action bar's layout in the side panel from y down (its box and buttons in b), at
 * most room pixels high: the options that do not fit are behind a last "More options"
 * button (b->bar_more) that opens them all in the choice menu; returns its height, 0
 * without one. Drawn by board_draw. */
int board_bar_layout(board_scene *b, app *a, int x, int y, int w, int room);
/* The action bar's button at (x, y), -1 none. */
int board_bar_at(const board_scene *b, int x, int y);

/* Draws the whole board scene. */
void board_draw(const board_scene *b, app *a);
/* The outcome of an autosave (autosaver_result): a failure puts a line on the board (in
 * the turn box, until an autosave works again), a toast and a line in the program's log;
 * the autosave working again is told the same way. */
void board_save_outcome(board_scene *b, app *a, int result, const char *why);
/* The element's label in the current language. */
const char *board_element_label(const board_scene *b, const app *a, int i);
/* A seat's display name ("Player 2"). */
void board_seat_name(const board_scene *b, const app *a, int seat, char *buf, size_t n);
/* Index of the topmost element at (x, y), -1 none. */
int board_element_at(const board_scene *b, int x, int y);
/* The view's covered hook for element i (see board_view), 0 when the view has none. */
int board_covered(const board_scene *b, app *a, int i, const SDL_Rect *r, nm_element_view *out);

#endif
