/* samhain.h - Samhain (Chiabotto, Giochix): a village of 5 temples and 15 action cards,
 * each with a Light and a Dark action, clans of members that move and activate them.
 * The state is flat (clone = memcpy); action effects are data run through the effect VM. */
#ifndef SAMHAIN_H
#define SAMHAIN_H
#include <stdint.h>
#include "nemeton/game.h"
#include "nemeton/json.h"
#include "nemeton/vm.h"

#define SAMHAIN_MAX_P 4
#define SAMHAIN_ROWS 5
#define SAMHAIN_COLS 3
#define SAMHAIN_CELLS (SAMHAIN_ROWS * SAMHAIN_COLS)
#define SAMHAIN_TEMPLES 5
#define SAMHAIN_SIDES 2
#define SAMHAIN_RES 3   /* wood, gold, stone */
#define SAMHAIN_OBJS 5  /* object kinds in objects.json */
#define SAMHAIN_TRACK_MAX 5
#define SAMHAIN_MAX_PLACE 16

/* Resources, in the order of the op names. */
enum { SAMHAIN_WOOD, SAMHAIN_GOLD, SAMHAIN_STONE, SAMHAIN_WISP, SAMHAIN_VP };
enum { SAMHAIN_LIGHT = 0, SAMHAIN_DARK = 1 };

/* Kinds, in the order of the game's kind table. */
enum {
    SAMHAIN_K_RULES,
    SAMHAIN_K_TEMPLES,
    SAMHAIN_K_CARDS,
    SAMHAIN_K_OBJECTS,
    SAMHAIN_K_EASY,
    SAMHAIN_K_COUNTERS, /* counters.json: what the game counts, for expressions */
    SAMHAIN_K_ZONES,    /* zones.json: where components lie */
    SAMHAIN_K_COUNT
};
/* Fields. */
enum {
    SAMHAIN_R_MEMBERS,
    SAMHAIN_R_ROUNDS,
    SAMHAIN_R_RES,
    SAMHAIN_R_WISPS,
    SAMHAIN_R_OBJECTS,
    SAMHAIN_R_PLACE,
    SAMHAIN_R_ROMAN,
    SAMHAIN_R_FIRST_PA,
    SAMHAIN_R_NEXT_PA,
    SAMHAIN_R_FIRST_PER_CARD,
    SAMHAIN_R_BOTH_ROUND,
    SAMHAIN_R_EXTRA_TOMBS,
    SAMHAIN_R_COUNT
};
enum { SAMHAIN_T_ROW, SAMHAIN_T_ART };
enum { SAMHAIN_C_TEMPLE, SAMHAIN_C_NUMBER, SAMHAIN_C_LIGHT, SAMHAIN_C_DARK };
enum { SAMHAIN_O_EFFECT };
/* Modifier kinds, at Samhain's hook points (an object's lasting power): `skip_action`
 * (permit: once a round, an activated member may skip its action), `harmless_wisp`
 * (permit: a wisp made harmless in an event and at the final count). */
enum { SAMHAIN_M_SKIP, SAMHAIN_M_HARMLESS, SAMHAIN_M_COUNT };
extern const struct nm_op_def samhain_modifier_defs[SAMHAIN_M_COUNT];
/* How object o is used: SAMHAIN_USE_SKIP or _HARMLESS from its modifiers, else _TURN (its
 * power, in its owner's turn). */
int samhain_object_use(const nm_data *d, int o);
enum { SAMHAIN_E_PLAYERS, SAMHAIN_E_SEAT0 };
/* Object uses (objects.json "use"). */
enum { SAMHAIN_USE_TURN, SAMHAIN_USE_SKIP, SAMHAIN_USE_HARMLESS };

/* Ops, in the order of the op table. */
enum {
    SAMHAIN_OP_GAIN,
    SAMHAIN_OP_WORSHIP,
    SAMHAIN_OP_GAIN_CHOICE,
    SAMHAIN_OP_PAY,
    SAMHAIN_OP_PAY_KINDS,
    SAMHAIN_OP_TAKE_OBJECT,
    SAMHAIN_OP_STRIKE,
    SAMHAIN_OP_MOVE,
    SAMHAIN_OP_SACRIFICE_SELF,
    SAMHAIN_OP_RAISE_DEAD,
    SAMHAIN_OP_CONVERT,
    SAMHAIN_OP_CHOOSE,
    SAMHAIN_OP_COUNT
};
/* Parameters by name (the schemas' order in samhain_ops.c). */
enum { SAMHAIN_GAIN_RES, SAMHAIN_GAIN_N };                       /* gain, pay (+ to) */
enum { SAMHAIN_PAY_TO = 2 };
enum { SAMHAIN_W_TEMPLE, SAMHAIN_W_SIDE, SAMHAIN_W_N, SAMHAIN_W_LOSE, SAMHAIN_W_OPPONENT,
       SAMHAIN_W_SPLIT };                                         /* worship */
enum { SAMHAIN_SIDE_EITHER = 2 };                                 /* worship's side left out */
enum { SAMHAIN_PK_N, SAMHAIN_PK_KINDS };                          /* pay_kinds */
enum { SAMHAIN_KINDS_SAME, SAMHAIN_KINDS_DIFFERENT };
enum { SAMHAIN_TO_OBJECT, SAMHAIN_TO_FROM };                      /* take_object */
enum { SAMHAIN_ST_THEN };                                         /* strike */
enum { SAMHAIN_GC_N };                                            /* gain_choice */
enum { SAMHAIN_MV_N, SAMHAIN_MV_DIAGONAL, SAMHAIN_MV_EXHAUSTED };  /* move */
enum { SAMHAIN_SS_MIN_FREE_TOMBS };                               /* sacrifice_self */
enum { SAMHAIN_RD_VP_OWN, SAMHAIN_RD_VP_OTHER };                   /* raise_dead */
enum { SAMHAIN_STRIKE_KILL, SAMHAIN_STRIKE_EXHAUST, SAMHAIN_STRIKE_SWAP };
/* Queries of Samhain's expressions (samhain_ops.c: samhain_queries, declared with lang.h). */
enum { SAMHAIN_Q_OBJECTS, SAMHAIN_Q_TRACKS, SAMHAIN_Q_COUNT };

/* Options. The sacred fire is one of the five ordinary objects, not an option. */
enum { SAMHAIN_OPT_EASY, SAMHAIN_OPT_COUNTERPART, SAMHAIN_OPT_COUNT };

/* Action kinds (below NM_ACTION_VM_CHOICE). */
enum {
    SAMHAIN_ACT_PLACE = 1, /* p0 cell, p1 side of the worship points */
    SAMHAIN_ACT_MOVE,      /* p0 from cell, p1 to cell (same cell: no move) */
    SAMHAIN_ACT_DEVELOP,   /* p0 cell */
    SAMHAIN_ACT_PASS,
    SAMHAIN_ACT_OBJECT, /* p0 object kind (turn objects) */
    SAMHAIN_ACT_DO,  /* p0 side (0 light, 1 dark, 2 will-o'-wisp, 3 dolmen), p1 bonus op line or -1,
                   p2 1 when paying 1 point of multiplicity for the other side */
    SAMHAIN_ACT_PAY, /* p0 source: 0-2 resource, 3 VP, 4 + temple*2 + side */
    SAMHAIN_ACT_SACRIFICE, /* p0 place: cell*2 + tired, or 100 + temple*2 + side */
    SAMHAIN_ACT_COPY,      /* p0 cell of the member exhausted for the copy, -1 declines */
};
enum { SAMHAIN_DO_LIGHT, SAMHAIN_DO_DARK, SAMHAIN_DO_WISP, SAMHAIN_DO_SKIP };

/* What runs once a payment of points of multiplicity is complete. */
enum {
    SAMHAIN_CONT_NONE,
    SAMHAIN_CONT_DEVELOP,
    SAMHAIN_CONT_EFFECT,
    SAMHAIN_CONT_COPY,
    SAMHAIN_CONT_BUYBACK,
    SAMHAIN_CONT_SICKLE
};
/* Phases (the step the flow is at). */
enum { SAMHAIN_PH_PLACE, SAMHAIN_PH_MAIN, SAMHAIN_PH_ACT, SAMHAIN_PH_OVER };
/* Will-o'-wisp event stages. */
enum { SAMHAIN_EV_NONE, SAMHAIN_EV_SACRIFICE, SAMHAIN_EV_BUYBACK };
/* vm.scratch[0] of an op suspended by the event. */
#define SAMHAIN_SUSPEND_EVENT 77

/* Where VP won during play come from (the end screen's breakdown; the final count has its
 * own fields): each change of a seat's VP is counted in one source as really made. */
enum { SAMHAIN_VPS_ACTIONS,      /* the cards' actions (their costs paid in VP included) */
       SAMHAIN_VPS_OBJECTS,      /* the objects' effects */
       SAMHAIN_VPS_MAJORITIES,   /* worship majorities at each round's end */
       SAMHAIN_VPS_MULTIPLICITY, /* VP paid as points of multiplicity (negative) */
       SAMHAIN_VPS_OTHER,        /* a snapshot written before the sources were kept */
       SAMHAIN_VP_SOURCES };
extern const char *const samhain_vp_source_keys[SAMHAIN_VP_SOURCES];
extern const char *const samhain_vp_source_words[NM_LANGS][SAMHAIN_VP_SOURCES];

typedef struct samhain_seat {
    int8_t normal[SAMHAIN_RES];   /* resources gained during the game */
    int8_t roman[SAMHAIN_RES];    /* Roman resources left of the starting ones */
    int8_t wisps;
    int8_t reserve;          /* members in the player's reserve */
    int8_t grave;            /* members in the graveyard */
    int8_t obj[SAMHAIN_OBJS];     /* objects held */
    int8_t used[SAMHAIN_OBJS];    /* of which used (lying down) this round */
    int8_t placed;           /* members placed in the placement round */
    int16_t vp;
    int16_t corrupt, bonus_res, malus_wisp; /* final scoring breakdown */
    int16_t vp_src[SAMHAIN_VP_SOURCES];     /* VP won during play by SAMHAIN_VPS_* source */
} samhain_seat;

typedef struct samhain_state {
    nm_header h;
    nm_vm vm;
    int8_t opt[SAMHAIN_OPT_COUNT];
    int8_t phase;
    int8_t round, rounds;
    int8_t first;            /* first player token */
    int8_t current;          /* seat whose turn it is */
    int8_t passes;           /* consecutive passes */
    int8_t tombs;
    int8_t temple_row[SAMHAIN_ROWS];   /* row -> temple index */
    int8_t layout[SAMHAIN_CELLS];      /* cell (row*3+col) -> card index */
    int8_t ready[SAMHAIN_CELLS][SAMHAIN_MAX_P];
    int8_t tired[SAMHAIN_CELLS][SAMHAIN_MAX_P];
    int8_t track[SAMHAIN_TEMPLES][SAMHAIN_SIDES][SAMHAIN_MAX_P];
    int8_t res_reserve[SAMHAIN_RES];
    int8_t wisp_reserve;
    int8_t obj_reserve[SAMHAIN_OBJS];
    int8_t place_left;            /* placements still to make */
    int8_t place_seat;
    /* activation in progress on act_cell */
    int8_t act_cell, act_origin, act_seat, act_last, act_left[SAMHAIN_MAX_P];
    /* effect under way: card, side, seat, bonus line, acting cell */
    int8_t eff_card, eff_side, eff_seat, eff_bonus, eff_cell, eff_copy;
    /* payment of points of multiplicity */
    int8_t pay_seat, pay_left, pay_cont, pay_arg;
    /* will-o'-wisp event */
    int8_t ev, ev_seat, ev_sac[SAMHAIN_MAX_P];
    /* counterpart offers after an action */
    int8_t co_card, co_side, co_from, co_cell, co_next;
    samhain_seat seat[SAMHAIN_MAX_P];
} samhain_state;

/* Tracks (of the sides in side_mask: bit 0 Light, bit 1 Dark) where seat p has the most
 * points, above 0: shared with others when alone is 0, alone when it is 1. The round's end
 * scores its majorities with it, and the `tracks` query counts it. */
int samhain_tracks_led(const samhain_state *s, int p, int alone, int side_mask);

/* The game table. */
const nm_game *samhain_game(void);

/* ---- internal ---- */
extern const nm_op_def samhain_ops_base[SAMHAIN_OP_COUNT - 1];
extern const char *const samhain_res_names[];
extern const char *const samhain_side_names[];

int samhain_rule(const nm_data *d, int field, int players);
const nm_component *samhain_card(const nm_data *d, int card);
const nm_component *samhain_temple(const nm_data *d, int t);
const nm_component *samhain_object(const nm_data *d, int o);
int samhain_card_effect(const nm_data *d, int card, int side);

/* Model helpers (samhain_model.c). */
/* Members on a card; a card holds at most as many members as there are players. Inline:
 * legal() asks it of every card. */
static inline int samhain_cell_count(const samhain_state *s, int cell) {
    int n = 0;
    for (int p = 0; p < s->h.players; p++) n += s->ready[cell][p] + s->tired[cell][p];
    return n;
}
static inline int samhain_cell_full(const samhain_state *s, int cell) {
    return samhain_cell_count(s, cell) >= s->h.players;
}
/* legal()'s pushes (nm_actions_push, inline). */
static inline int samhain_push(nm_action_list *l, uint16_t kind, uint16_t target, int32_t p0,
                               int32_t p1, int32_t p2) {
    return nm_actions_push(l, kind, target, p0, p1, p2);
}
/* The cells next to cell (diagonals too when asked), in row order; returns how many. */
int samhain_neighbours(int cell, int diagonal, const int8_t **out);
int samhain_res_held(const samhain_state *s, int p, int r);
void samhain_res_spend(samhain_state *s, int p, int r, int n);
void samhain_res_gain(samhain_state *s, int p, int r, int n);
int samhain_mp_total(const samhain_state *s, int p);
int samhain_board_members(const samhain_state *s, int p);
int samhain_grave_total(const samhain_state *s);
void samhain_to_grave(samhain_state *s, int p);
void samhain_take_wisp(samhain_state *s, int p);
/* Changes seat p's VP by n (never below 0), counting the change in source (SAMHAIN_VPS_*). */
void samhain_add_vp(samhain_state *s, int p, int n, int source);
/* In words (samhain_narrate.c): what the flow did by itself, and the pending decision. */
int samhain_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                    nm_event_line *out, int max);
void samhain_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int samhain_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n);
/* Adds n worship points to a track; a point that cannot be marked gives a wisp. */
void samhain_worship(samhain_state *s, int p, int t, int side, int n);
void samhain_track_lose(samhain_state *s, int p, int t, int side, int n);
int samhain_member_total(const samhain_state *s, int p);
/* Can seat p perform effect with the bonus on instruction line `bonus` (-1 none)? */
int samhain_can_effect(const nm_data *d, const samhain_state *s, int p, int effect, int bonus,
                  int cell);
/* The bonus the current effect gives to instruction in (0 or 1). */
int samhain_bonus_of(const samhain_state *s, const nm_vm_ctx *ctx, const nm_instr *in);
int samhain_op_bonusable(const nm_instr *in);
nm_vm_ctx samhain_ctx(const nm_data *d, const samhain_state *s);

/* The state described once (samhain_state.c): the core writes, reads, checks and masks
 * it (nm_state_to_json, nm_state_from_json, nm_state_observe). */
extern const struct nm_state_table samhain_state_table;
int samhain_legal(const nm_data *d, const void *state, nm_action_list *out);
int samhain_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int samhain_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int samhain_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err);
/* Refills the screens observe() hid with a random split of what no reserve holds. */
void samhain_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng);
int samhain_scores(const nm_data *d, const void *state, int32_t *out);
/* The computer opponents' projection of the scores at a cut playout
 * (nm_game.projected_scores). */
int samhain_projected_scores(const nm_data *d, const void *state, int32_t *out);
int samhain_winners(const nm_data *d, const void *state, int8_t *out);
void samhain_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
void samhain_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                     size_t n);
void samhain_display_label(const nm_data *d, const void *state, const nm_action *a, int lang,
                           char *buf, size_t n);
int samhain_score_detail(const nm_data *d, const void *state, int seat, int lang,
                         nm_score_line *out, int max);
int samhain_involves(const nm_data *d, const void *state, const nm_action *a,
                     char (*ids)[NM_ELEMENT_LEN], int max);
/* The side the round plays: SAMHAIN_LIGHT, SAMHAIN_DARK, 2 for both, -1 while placing. */
int samhain_round_side(const nm_data *d, const samhain_state *s);
/* The same for any round of this game (-1 for round 0 and below). */
int samhain_side_of_round(const nm_data *d, const samhain_state *s, int round);
int samhain_describe(const nm_data *d, const void *state, int viewer, int lang,
                     const char *element, nm_element_view *out);
/* The pending decision's seat (-1 over), from the state's fields. */
int samhain_pending_seat(const samhain_state *s);

#endif
