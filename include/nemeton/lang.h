/* lang.h - the rules language's core, shared by every game: the counters a game declares
 * in its data (counters.json: what it counts and where the state keeps it), expressions
 * and conditions over them, the core ops (gain, pay, lose, set, if, repeat, choose), the
 * core modifier kinds, and rules text generated from the ops' templates in English and
 * French. A game adds C ops only for its own mechanisms. */
#ifndef NEMETON_LANG_H
#define NEMETON_LANG_H
#include <stddef.h>
#include <stdint.h>
#include "nemeton/data.h"
#include "nemeton/schema.h"
#include "nemeton/state_table.h"
#include "nemeton/vm.h"

/* ---- counters ------------------------------------------------------------------------ */

/* A counter a game's data declares: a number the state keeps per seat (resources, VP,
 * tracks) or once (a shared pool), bound by its "state" path to a field of the game's
 * state table, with the floor and cap every change respects. */
typedef struct nm_counter {
    nm_state_loc loc;
    int32_t min, max;
    int32_t set;          /* index of its set name in nm_data.counter_sets, -1 none */
} nm_counter;

/* The kind every game that declares counters lists among its kinds ("counters.json"). */
extern const nm_kind nm_kind_counters;

/* The counter's value for seat (ignored for a counter kept once). */
static inline int32_t nm_counter_get(const nm_data *d, const void *state, int counter, int seat) {
    const nm_counter *c = &d->counters[counter];
    uint32_t off = c->loc.base + (c->loc.seat_stride ? (uint32_t)seat * c->loc.seat_stride : 0);
    return nm_state_get(state, off, c->loc.size, c->loc.is_unsigned);
}
/* Adds delta (clamped to the counter's floor and cap); returns the change made. */
int32_t nm_counter_add(const nm_data *d, void *state, int counter, int seat, int32_t delta);
/* The counter with that id, or -1. */
int nm_counter_find(const nm_data *d, const char *id);

/* ---- zones --------------------------------------------------------------------------- */

/* Where components lie (zones.json): a list (a deck, a hand, cards played: last is the
 * top) or a row of slots (null: empty), per seat or shared, bound to an id array of the
 * state table holding components of one kind. Taking from a hidden zone reveals. */
typedef struct nm_zone {
    nm_state_loc loc;
    int32_t kind;      /* the game kind its components belong to */
    uint8_t hidden;    /* what it holds is hidden (a deck): taking one is a reveal */
    uint8_t slots;     /* a row of slots (a nullable id array) rather than a list */
} nm_zone;

extern const nm_kind nm_kind_zones;

/* How many components the zone holds for seat (a row: its filled slots). */
int nm_zone_count(const nm_data *d, const void *state, int zone, int seat);
/* The capacity: a list's longest, a row's slots. */
int nm_zone_size(const nm_data *d, int zone);
/* The component at position i (a list: 0 is the bottom; a row: slot i), -1 when empty. */
int nm_zone_at(const nm_data *d, const void *state, int zone, int seat, int i);
/* Removes position i (a list closes the gap; a row leaves the slot empty); returns the
 * component, or -1. */
int nm_zone_take(const nm_data *d, void *state, int zone, int seat, int i);
/* Adds a component (a list: on top; a row: the first empty slot); 0, or -1 when full. */
int nm_zone_put(const nm_data *d, void *state, int zone, int seat, int component);
/* The zone with that id, or -1. */
int nm_zone_find(const nm_data *d, const char *id);

/* ---- expressions --------------------------------------------------------------------- */

/* Expression nodes, compiled from JSON by the loader (parameters of type NM_P_EXPR):
 *   3                                   a number
 *   {"counter": "rune"}                 the acting seat's counter
 *   {"add": [e, ...]}  {"sub": [a, b]}  {"mul": [e, ...]}  {"div": [a, b]} (rounded down)
 *   {"min": [e, ...]}  {"max": [e, ...]}
 *   {"table": [0, 2, 3, 5], "at": e}    the entry at e (the last one beyond the end, 0 below)
 *   {"distinct": S}  {"pairs": S}  {"sum": S}
 *                                       over a set S of counters (a set name, or a list of
 *                                       counter ids): how many are above 0, the pairs they
 *                                       hold (each counter's value / 2), their total
 *   {"ge": [a, b]} gt, le, lt, eq, ne   comparisons (1 or 0)
 *   {"and": [c, ...]} {"or": [c, ...]} {"not": c}
 *   {"query": "name", ...}              a question only the game can answer (its geometry)
 *   {"count": zone, "where": c}         components in the acting seat's zone (those for
 *                                       which condition c holds)
 *   {"field": "vp"}                     a number field of the component looked at (the
 *                                       element of for_each, the candidate of a filter)
 *   {"rank": e}                         the acting seat's place when every seat's e is
 *                                       compared: 1 + the seats with more (ties share)
 *   {"tied": e}                         the other seats whose e equals the acting seat's
 *   {"players": true}                   the number of players */
typedef enum nm_xop {
    NM_X_LIT, NM_X_COUNTER, NM_X_ADD, NM_X_SUB, NM_X_MUL, NM_X_DIV, NM_X_MIN, NM_X_MAX,
    NM_X_TABLE, NM_X_DISTINCT, NM_X_PAIRS, NM_X_SUM, NM_X_GE, NM_X_GT, NM_X_LE, NM_X_LT,
    NM_X_EQ, NM_X_NE, NM_X_AND, NM_X_OR, NM_X_NOT, NM_X_QUERY, NM_X_COUNT, NM_X_FIELD,
    NM_X_RANK, NM_X_TIED, NM_X_PLAYERS, NM_X_KINDS
} nm_xop;

typedef struct nm_expr {
    uint8_t op;    /* nm_xop */
    uint8_t pad;
    int16_t pad2;
    int32_t a, b;  /* a value, a counter, a list in nm_data.ints, or child nodes */
} nm_expr;

/* A game's question for expressions ({"query": name, params...}): answered from the
 * state for the acting seat (an area count, the roads joined to a castle). */
typedef struct nm_query_def {
    const char *name;
    const nm_param *params;
    int param_count;
    int32_t (*eval)(const nm_vm_ctx *ctx, const int32_t *args);
    const char *text[NM_LANGS]; /* template, as for ops */
    const char *doc;
} nm_query_def;

/* The expression forms, for the reference (`nemeton-cli ops`) and the docs. */
typedef struct nm_expr_form {
    const char *key;
    const char *shape;   /* how it is written */
    const char *doc;
} nm_expr_form;
extern const nm_expr_form nm_expr_forms[];
extern const int nm_expr_form_count;

/* The value of expression e for the running frame's seat. */
int32_t nm_expr_eval(const nm_vm_ctx *ctx, int32_t e);

/* ---- core ops ------------------------------------------------------------------------ */

/* Ops every game may list in its op table (each game's table appends nm_core_ops):
 * gain, lose, pay, set, if, repeat, move, for_each. */
#define NM_CORE_OP_COUNT 8
extern const nm_op_def nm_core_ops[NM_CORE_OP_COUNT];
/* Core modifier kinds every game may list among its modifiers. */
#define NM_CORE_MOD_COUNT 1
extern const nm_op_def nm_core_modifiers[NM_CORE_MOD_COUNT];
/* The modifiers of kind `modifier` (an index of the game's modifier table) on the seat's
 * components in play (nm_game.in_play): the sum of their parameter sum_param (-1: how many
 * there are), keeping those whose parameter match_param equals match_value (-1: all). This
 * is how a game reads a general kind at one of its hook points. */
int32_t nm_modifier_sum(const nm_data *d, const void *state, int seat, int modifier, int sum_param,
                        int match_param, int32_t match_value);
/* Sum of the `gain_more` modifiers of the seat's components in play (nm_game.in_play)
 * for counter. */
int32_t nm_gain_more(const nm_data *d, const void *state, int counter, int seat);

/* Whether an effect list can be carried out now by the running frame's seat (every op's
 * `possible`, in order; ops without one are always possible). */
int nm_effect_possible(const nm_vm_ctx *ctx, int effect);

/* ---- text ---------------------------------------------------------------------------- */

/* Rules text of an effect list in lang, from its ops' templates ("Gain 2 feathers, then
 * take a Creature."); returns the length written. */
size_t nm_text_effect(const nm_data *d, int effect, int lang, char *buf, size_t n);
/* Text of one instruction (op or, with is_modifier, modifier) in lang. */
size_t nm_text_instr(const nm_data *d, const nm_instr *in, int is_modifier, int lang, char *buf,
                     size_t n);
/* A component's whole rules text in lang, from its ops: its effect, each trigger's effect
 * introduced by the trigger's words, and its modifiers, as sentences ("Gain 2 feathers. At
 * Dusk: gain 1 VP."). Empty when the component has no ops. */
size_t nm_text_component(const nm_data *d, const nm_component *c, int lang, char *buf, size_t n);
/* The rules text a player reads for a component: its hand-written "text" when it has one,
 * else the text written from its ops (a mod's new card explains itself); buf holds the
 * latter. */
const char *nm_component_rules(const nm_data *d, const nm_component *c, int lang, char *buf, size_t n);
/* Text of an expression ("the runes you have", "3"). */
size_t nm_text_expr(const nm_data *d, int32_t e, int lang, char *buf, size_t n);
/* A component's noun in lang: the form for count (1: singular, else plural), with article
 * art: 0 none, 'd' definite ("the Bard", "le Barde", "l'Ovate"), 'i' indefinite, 'D' "of
 * the" ("du Barde", "de l'Ovate", "des Bardes"), 'A' "to the" ("au", "à l'", "aux"),
 * 'E' "each" ("chaque"). */
size_t nm_text_noun(const nm_noun *noun, int lang, int count, int art, char *buf, size_t n);
/* 1 when a French word begins with a vowel (accented ones included), so that "le", "la"
 * and "de" before it become "l'" and "d'"; an h is not counted (it says so in its forms). */
int nm_fr_elides(const char *word);

#endif
