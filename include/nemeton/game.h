/* game.h - the one interface through which the client, the AI, the CLI and the tests reach
 * every game, and the registry of games. A game is a table of function pointers plus
 * the schemas of its data; adding a game touches no other game and no core file beyond
 * one registry line. */
#ifndef NEMETON_GAME_H
#define NEMETON_GAME_H
#include <stddef.h>
#include <stdint.h>
#include "nemeton/action.h"
#include "nemeton/data.h"
#include "nemeton/errors.h"
#include "nemeton/schema.h"

typedef struct cJSON cJSON;
struct nm_jpos;
struct nm_state_table;
struct nm_query_def;
struct nm_vm_ctx;

#define NM_MAX_OPTIONS 8

typedef struct nm_setup {
    int players;
    uint64_t seed;
    int32_t option[NM_MAX_OPTIONS]; /* in the order of nm_game.options */
} nm_setup;

/* A piece standing on a board element: a druid, a marker, a cube, a creature. The client
 * draws it with the art named by icon (the game's art folder first, then the shared
 * icons), ringed in the seat's colour and shape when seat >= 0, and slides it from its old
 * element to its new one when it moves. */
#define NM_VIEW_PIECES 12
typedef struct nm_piece {
    char icon[24];   /* art name ("druid", "elder", "cube", "golem"), never "" */
    int8_t seat;     /* owner seat, -1 neutral */
    int8_t dimmed;   /* exhausted, used, lying down */
    int16_t count;   /* how many stand here: drawn once with the number when > 1 */
    int16_t turn;    /* facing in degrees clockwise from up (an arrow), 0 for none */
    int16_t pad;
} nm_piece;

/* What the board view shows on one board element. */
typedef struct nm_element_view {
    char title[64];
    char body[320];  /* what it shows and its rules, for the hover card and the zoom */
    char icon[32];   /* art name, "" when none */
    int8_t owner;    /* seat that owns it, -1 none */
    int8_t dimmed;   /* exhausted / used */
    int8_t hidden;   /* face down to this viewer */
    int8_t piece_count; /* pieces[] used */
    int32_t count;   /* a number to show, or -1 */
    nm_piece pieces[NM_VIEW_PIECES];
} nm_element_view;

/* One line of a seat's score by source, for the end-of-game breakdown. */
typedef struct nm_score_line {
    char label[48];
    int32_t points;
} nm_score_line;

/* One thing the flow did by itself between two decisions (an automaton's turn, creatures
 * moving, points scored by the flow), in words for the log, and the board element it
 * concerns (lit while the line is shown; "" none). */
#define NM_EVENT_LEN 160
typedef struct nm_event_line {
    char text[NM_EVENT_LEN];
    char element[NM_ELEMENT_LEN];
    int8_t seat;     /* whose doing it is (the automaton's seat), -1 the game's */
} nm_event_line;

/* The sound an action makes in the client. */
typedef enum nm_cue {
    NM_CUE_PLACE,   /* a piece or a card put down: the ordinary move */
    NM_CUE_GAIN,    /* points or goods gained */
    NM_CUE_EVENT,   /* a moment of the game: a festival, a round's scoring, a season */
} nm_cue;

typedef struct nm_game {
    const char *id;                /* "oak": data folder and CLI name */
    const char *name[NM_LANGS];
    const char *blurb[NM_LANGS];   /* one line for the game list */
    /* Optional: who a single player faces (Oak's Broichan), shown when one seat is chosen. */
    const char *solo_note[NM_LANGS];
    /* Optional: the name of the automaton whose score scores() writes after the seats. */
    const char *automaton[NM_LANGS];
    int min_players, max_players;
    size_t state_size;             /* sizeof the game's state struct (starts with nm_header) */
    const nm_option *options;
    int option_count;
    const nm_kind *kinds;
    int kind_count;
    const nm_op_def *ops;
    int op_count;
    const nm_op_def *modifiers;    /* modifier types: name + params (run is NULL) */
    int modifier_count;
    const char *const *triggers;   /* trigger names */
    int trigger_count;
    const struct nm_query_def *queries; /* questions expressions may ask ({"query": ...}) */
    int query_count;
    /* Optional: the components a seat has in play whose modifiers apply to it (its cards,
     * its board): writes up to max (kind, item) pairs, returns how many. */
    int (*in_play)(const nm_data *d, const void *state, int seat, int16_t (*out)[2], int max);
    /* Optional: called after a core op changed a counter by delta for seat (VP by source). */
    void (*counter_changed)(struct nm_vm_ctx *ctx, int counter, int seat, int32_t delta);

    /* The state described once (include/nemeton/state_table.h): with it, to_json,
     * from_json and observe may be the core's nm_state_to_json, nm_state_from_json and
     * nm_state_observe. NULL for a game that writes its own. */
    const struct nm_state_table *state_table;
    /* Game-specific cross-checks after loading (counts, sums). May be NULL. */
    int (*check_data)(const nm_data *d, nm_errors *err);
    /* Optional: values derived from the data once, at load (geometry, lookup tables), into
     * nm_data.derived (derived_size bytes, zeroed), so the rules never recompute them and
     * keep no mutable static state (the client searches on a second thread). Called after
     * check_data; an error refuses the data set. */
    size_t derived_size;
    int (*derive)(const nm_data *d, void *derived, nm_errors *err);
    /* Fills state (state_size bytes, zeroed by the caller) for a new game. */
    int (*setup)(const nm_data *d, const nm_setup *s, void *state, nm_errors *err);
    /* Lists the legal actions of the pending decision (none when over). No allocation. */
    int (*legal)(const nm_data *d, const void *state, nm_action_list *out);
    /* Applies an action the caller has checked is legal; advances to the next decision.
     * Returns 0, or -1 with a message in err when the rules hit an inconsistency. */
    int (*apply)(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
    /* Optional: apply for an action that is one of legal(state)'s own list (the search's
     * trees and playouts pick only from it), leaving exactly the state apply leaves. For a
     * game whose apply checks an action by listing the legal ones again, which would
     * double the cost of every playout step. NULL: the search calls apply. */
    int (*apply_listed)(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
    /* Copies state into out with everything seat may not see replaced by neutral values. */
    void (*observe)(const nm_data *d, const void *state, int seat, void *out);
    /* Final (or current) score of every seat, then of any automaton opponent (Oak's
     * Broichan); returns how many scores were written (at most NM_MAX_SEATS). */
    int (*scores)(const nm_data *d, const void *state, int32_t *out);
    /* Winning seats after tie-breaks; returns how many. */
    int (*winners)(const nm_data *d, const void *state, int8_t *out);
    /* Short, unique-among-legal label of an action, as the log and `state --apply` show it. */
    void (*label)(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
    /* Id of the board element the action is played on (a board.json element id). */
    void (*element)(const nm_data *d, const void *state, const nm_action *a, char *buf,
                    size_t n);
    /* Readable JSON of the whole state (snapshots, `state --print`, the state hash). */
    cJSON *(*to_json)(const nm_data *d, const void *state);
    /* Reads a state written by to_json (or by hand) found at position `at` (file and JSON
     * path of the state object); errors name the file and the JSON path below it. */
    int (*from_json)(const nm_data *d, const cJSON *j, void *state, const struct nm_jpos *at,
                     nm_errors *err);
    /* What an element shows to viewer (observed state), in language lang (0 en, 1 fr).
     * Returns 0 when nothing dynamic. */
    int (*describe)(const nm_data *d, const void *state, int viewer, int lang,
                    const char *element, nm_element_view *out);
    /* Optional: the action's words in language lang for the log and menus (label() stays
     * the stable name that saves, tests and the CLI use). NULL: label() is shown. */
    void (*display_label)(const nm_data *d, const void *state, const nm_action *a, int lang,
                          char *buf, size_t n);
    /* Optional: seat's score by source (up to max lines), in language lang; returns the
     * number of lines. seat may also be an automaton scored after the seats (scores()
     * returns more scores than players). NULL: the end screen shows totals only. */
    int (*score_detail)(const nm_data *d, const void *state, int seat, int lang,
                        nm_score_line *out, int max);
    /* Optional, needed by any game with hidden information: fills the parts of obs_state
     * (an observe() of seat) that seat may not see with a random completion consistent with
     * what seat knows (unseen cards dealt into hidden hands and decks, the rules' generator
     * reseeded), drawing only from rng. The AI searches such states, never the true one.
     * NULL: the game hides nothing, and an observation is a playable state. */
    void (*determinize)(const nm_data *d, void *obs_state, int seat, nm_rng *rng);
    /* Optional: the AI's playout policy, an index into legal (legal->count > 0) drawn from
     * rng, e.g. a cheap heuristic. NULL: uniform random. */
    int (*playout)(const nm_data *d, const void *state, const nm_action_list *legal,
                   nm_rng *rng);
    /* Optional: the board elements an action involves beyond the one it is played on (the
     * squares a lightning line crosses, what a capture removes), for the client to light
     * while the player points at the action, before it is confirmed. Writes up to max ids,
     * returns how many. Costs belong in the action's label. NULL: none. */
    int (*involves)(const nm_data *d, const void *state, const nm_action *a,
                    char (*ids)[NM_ELEMENT_LEN], int max);
    /* Optional: the sound of action a, which turned `before` into `after` (an nm_cue).
     * NULL: NM_CUE_GAIN when the mover's score rose, NM_CUE_PLACE otherwise. */
    int (*cue)(const nm_data *d, const void *before, const nm_action *a, const void *after);
    /* Optional: the AI's estimate, where it cuts a playout short, of each seat's share of
     * the win in the unfinished state (a sampled world): out[p] in [0, 1] for every seat p
     * (out holds NM_MAX_SEATS, zeroed), the shares summing to at most 1 (an automaton's
     * share goes to nobody). No allocation. NULL: a logistic of the scores() margins,
     * scaled to the spread of the scores the search meets (src/ai/eval.c). */
    void (*evaluate)(const nm_data *d, const void *state, float *out);
    /* Optional: for each trigger, the words that introduce its effect in rules text, English
     * and French ("at Dusk", "au Crépuscule"); NULL: the trigger's name. */
    const char *const (*trigger_words)[NM_LANGS];
    /* Optional: the action's words for the log every seat reads, in language lang: a
     * choice hidden until a reveal (a price behind a screen) without its secret. NULL: the
     * display label. */
    void (*log_label)(const nm_data *d, const void *state, const nm_action *a, int lang,
                      char *buf, size_t n);
    /* Optional: what happened by itself, beyond action a's own doing, while apply turned
     * `before` into `after` (both full states): an automaton's whole turn, creatures moved,
     * points the flow scored. Writes up to max lines in language lang, returns how many.
     * NULL: the log shows only the actions. */
    int (*narrate)(const nm_data *d, const void *before, const nm_action *a, const void *after,
                   int lang, nm_event_line *out, int max);
    /* Optional: the pending decision in words and what remains of it ("Choose the druid
     * for Narration", "Move creatures: 3 movement points left"), in language lang; ""
     * when the game is over. NULL: the client's generic hint. */
    void (*prompt)(const nm_data *d, const void *state, int lang, char *buf, size_t n);
    /* Optional: in a finished game, what decided between seats tied on points (Oak: "tied
     * on 22 VP: Player 2 climbed more branch spaces (7 against 5)"); returns 1 and writes
     * it when a tie-break decided, else 0. */
    int (*tie_break)(const nm_data *d, const void *state, int lang, char *buf, size_t n);
    /* Optional: the computer opponents' estimate, where a playout is cut short, of each
     * score at the end of the game: the points as they stand plus those the rules will
     * award later from the position as it is (a game that scores majorities at each round's
     * end counts the majorities held now for every round left). Same seats and return as
     * scores(); read instead of it by the default estimate (src/ai/eval.c) unless the spec
     * says ":p0". No allocation. NULL: scores(). */
    int (*projected_scores)(const nm_data *d, const void *state, int32_t *out);
    /* Optional: the action as the computer opponents' search tells it apart, written into
     * key (a copy of a, changed where it does not matter to them). Legal actions of one
     * state with equal keys are one choice for the search, which plays the first of them:
     * Oak's order of the cards a refresh puts under a pile, which every sampled world
     * reshuffles anyway. The spec's ":g0" tells every action apart. No allocation. NULL:
     * every action is a choice of its own. */
    void (*search_key)(const nm_data *d, const nm_action *a, nm_action *key);
    /* Optional: the actions a playout of the computer opponents' search chooses among: part
     * of legal()'s list, in its order (nothing added; not empty when legal() is not), for a
     * decision whose full list is long to make and whose choices a playout can take in any
     * order (Skye: the placements of one tile of the hand, the others built after it). The
     * tree's nodes still list every legal action. The spec's ":l0" lists every one in
     * playouts too. No allocation. NULL: legal(). */
    int (*playout_legal)(const nm_data *d, const void *state, nm_action_list *out);
} nm_game;

/* Registers a game; returns 0, or -1 when the table is full or the id is taken. */
int nm_registry_add(const nm_game *g);
/* Number of registered games, and the i-th one in registration order. */
int nm_registry_count(void);
const nm_game *nm_registry_get(int i);
/* The game with that id, or NULL. */
const nm_game *nm_registry_find(const char *id);
/* Empties the registry (tests). */
void nm_registry_clear(void);
/* Registers the games this build ships (one line per game in games/builtin.c). */
void nm_register_builtin_games(void);
/* The data/ folder of the registered games: the resource root's (beside the executable in
 * an install, the source tree's from a build folder; NEMETON_HOME names another root).
 * The programs' --data, and the CLI's NEMETON_DATA, override it. */
const char *nm_builtin_data_dir(void);

/* The element of a choice that no piece or place of the board stands for (the options of
 * an effect): a game's element() names it, the client lists such actions in an action bar
 * titled with what describe() says of this id (the effect's name). */
#define NM_ELEMENT_BAR "bar"

/* Fills a setup with the game's default options. */
void nm_setup_defaults(const nm_game *g, nm_setup *s, int players, uint64_t seed);
/* The state's header. */
static inline const nm_header *nm_state_header(const void *state) { return (const nm_header *)state; }

#endif
