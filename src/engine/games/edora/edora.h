/* edora.h - The Druids of Edora (issue 18): the flat state, the data kinds and fields, the
 * ops, modifiers (herbs' hook points) and queries, and the prototypes the game's files
 * share. Rules: shared/seeds/004_f3fed02cdcd8ff88.txt and shared/rules/edora.md;
 * reconstructed values: data/edora/ASSUMPTIONS.md. */
#ifndef EDORA_H
#define EDORA_H
#include <stdint.h>
#include "nemeton/game.h"
#include "nemeton/lang.h"
#include "nemeton/state_table.h"
#include "nemeton/vm.h"

#define ED_MAX_PLAYERS 4
#define ED_SANCT 24
#define ED_SLOTS 4
#define ED_PATHS 64
#define ED_HEARTHS 16
#define ED_DOLMENS 12
#define ED_CLEARINGS 9
#define ED_HERBS 12
#define ED_POTIONS 18
#define ED_OBJECTIVES 15
#define ED_TABLETS 30
#define ED_FACE_UP 12
#define ED_HELD_TABLETS 12
#define ED_STONES 6   /* menhirs, steles, gems kinds, rewards, oracle stones */
#define ED_REWARDS 6
#define ED_DICE 13
#define ED_TURN_CAP 400 /* a guard: no game comes near it (a turn places a die or takes one) */

/* Data kinds, in the order of the game table. */
enum {
    ED_K_RULES, ED_K_COUNTERS, ED_K_REWARDS, ED_K_ACTIONS, ED_K_SANCT, ED_K_PATHS,
    ED_K_HEARTHS, ED_K_CLEARINGS, ED_K_DOLMENS, ED_K_HERBS, ED_K_POTIONS, ED_K_OBJECTIVES,
    ED_K_STELES, ED_K_MENHIRS, ED_K_GEMS, ED_K_ZONES, ED_K_COUNT
};
/* Rules fields. */
enum {
    ED_R_DICE, ED_R_ACTIVE, ED_R_START_PROV, ED_R_KLEN, ED_R_KMULT, ED_R_SLEN, ED_R_SCOLS,
    ED_R_SPOINTS, ED_R_OVERFLOW, ED_R_CONTEST, ED_R_LOST_DIE, ED_R_DOLMEN_PP, ED_R_DOLMEN_BONUS,
    ED_R_TABLET_PP, ED_R_FACE_UP, ED_R_PAIR_PP, ED_R_LEFT_PP, ED_R_GEMS, ED_R_LEFTOVER,
    ED_R_EMERGENCY, ED_R_MENHIR_AGAIN, ED_R_FIRE_AGAIN, ED_R_COUNT
};
enum { ED_A_ACTION };                        /* actions.json */
enum { ED_S_X, ED_S_Y, ED_S_FA, ED_S_FB, ED_S_FZ, ED_S_OA, ED_S_OB, ED_S_OZ, ED_S_START, ED_S_DOLMEN };
enum { ED_P_A, ED_P_B, ED_P_DARK, ED_P_STAIRS, ED_P_TILE }; /* paths.json */
enum { ED_H_SANCT, ED_H_REWARDS, ED_H_TILE };            /* hearths.json */
enum { ED_C_SANCT, ED_C_PORTAL, ED_C_TILE };             /* clearings.json */
enum { ED_D_SANCT, ED_D_COLOUR };             /* dolmens.json */
enum { ED_PO_COST };                          /* potions.json */
enum { ED_O_COPIES, ED_O_COND };              /* objectives.json */
enum { ED_ST_ROW };                           /* steles.json */
enum { ED_M_REWARD };                         /* menhirs.json */
enum { ED_G_REWARD, ED_G_COUNT };             /* gems.json */
/* Counters, in the order of counters.json. */
enum { ED_C_PROVISIONS, ED_C_MISTLETOE, ED_C_PP };
/* Rewards, in the order of rewards.json (P K F D M S). */
enum { ED_RW_P, ED_RW_K, ED_RW_F, ED_RW_D, ED_RW_M, ED_RW_S };
/* The eight actions (actions.json "action"). */
enum { ED_ACT_PROVISIONS, ED_ACT_KNOWLEDGE, ED_ACT_SICKLE, ED_ACT_OBJECTIVE, ED_ACT_MISTLETOE,
       ED_ACT_AMULET, ED_ACT_MENHIR, ED_ACT_STELE, ED_ACT_KINDS };

/* The game's own ops, then the core's, then choose. */
enum {
    ED_OP_PRESTIGE, ED_OP_ADVANCE, ED_OP_TAKE_DICE, ED_OP_PROVISIONS, ED_OP_MISTLETOE,
    ED_OP_AMULET, ED_OP_MENHIR, ED_OP_STELE, ED_OP_OBJECTIVE, ED_OP_AGAIN, ED_OP_SET_SIX,
    ED_OP_ACTIVATE_HERB, ED_GAME_OPS,
    ED_OP_CORE = ED_GAME_OPS, ED_OP_CHOOSE = ED_OP_CORE + NM_CORE_OP_COUNT, ED_OP_COUNT
};
/* Modifiers: the core's gain_more, then the herbs' hook points. */
enum {
    ED_M_GAIN_MORE, ED_M_PROV_ACTION, ED_M_MIST_ACTION, ED_M_SICKLE_ACTION, ED_M_KNOW_ACTION,
    ED_M_AMULET_MULT, ED_M_DIE_SHIFT, ED_M_MENHIR_AGAIN, ED_M_FOREST_LEAP, ED_M_STELE_VALUE,
    ED_M_FIRE_AGAIN, ED_M_PRESTIGE_GAIN, ED_M_ORACLE_TIMES, ED_M_COUNT
};
_Static_assert(ED_M_COUNT <= 16, "edora_derived.herb_mods holds a bit per modifier");
/* Parameters of the modifiers (by index in their schema). */
enum { ED_MP_N = 0, ED_MP_PP = 1 };
enum { ED_MP_FROM = 0, ED_MP_TO = 1 };
/* Options: the four variants (kept in the state), then the forest's arrangement (setup only). */
enum { ED_OPT_V1, ED_OPT_V2, ED_OPT_V3, ED_OPT_V4, ED_OPT_COUNT, ED_OPT_REFERENCE = ED_OPT_COUNT, ED_OPT_ALL };
#define ED_TILES 9 /* the forest tiles, a 3 x 3 square (positions row by row) */

/* Phases. */
enum {
    ED_PH_ARRANGE, /* variant 3: a seat lays its herbs circle by circle */
    ED_PH_KEEP,    /* variant 1: a seat keeps 1 of 3 tablets */
    ED_PH_START,   /* a seat puts its pawn on a start space */
    ED_PH_MOVE,    /* step 1 (or the emergency turn) */
    ED_PH_PLACE,   /* step 2 */
    ED_PH_EFFECT,  /* steps 4-6: effects under way in the VM */
    ED_PH_HERBS,   /* step 7: a released column's herb to turn face up */
    ED_PH_OVER
};
/* Top-level action kinds. */
enum {
    ED_ACT_MOVE = 1,   /* p0 sanctuary, p1 cost, p2 1 = forest leap */
    ED_ACT_PLACE,      /* p0 space, p1 die value in reserve, p2 value placed */
    ED_ACT_EMERGENCY,  /* druid in trouble */
    ED_ACT_START,      /* p0 start space */
    ED_ACT_KEEP,       /* p0 index among the 3 drawn */
    ED_ACT_HERB,       /* p0 column, p1 circle turned face up */
    ED_ACT_ARRANGE     /* p0 herb laid on the next circle */
};
/* Herb circle states. */
enum { ED_HERB_BOARD, ED_HERB_ACTIVE, ED_HERB_INACTIVE };

typedef struct edora_seat {
    int16_t provisions, mistletoe, pp;
    int16_t arrival;          /* knowledge: arrival on its space (higher = on top) */
    int8_t knowledge;         /* 1 .. knowledge_len */
    int8_t sickle;            /* 0 .. sickle_len */
    int8_t pawn;              /* sanctuary, -1 on its start space */
    int8_t start;             /* start space, -1 none yet */
    int8_t reserve[7];        /* personal reserve: dice by value 1..6 ([0] unused) */
    int8_t evol[7];           /* on the Evolution board, by value */
    int8_t placed;            /* dice on sanctuaries */
    int8_t herb_at[ED_HERBS]; /* herb on circle i of the large board (column i / 2) */
    int8_t herb[ED_HERBS];    /* state of circle i's herb: board, active, inactive */
    int8_t cols;              /* bits: sickle columns released */
    int8_t pending;           /* bits: columns reached this turn, released at step 7 */
    int8_t menhir_at[ED_STONES]; /* sanctuary of each menhir, -1 on the board */
    int8_t stele_at[ED_STONES];
    int8_t amulet[6];         /* row * 2 + side: gem kind or -1 */
    int8_t tablet_count;
    int8_t tablets[ED_HELD_TABLETS]; /* objective kinds held */
    int8_t beige;             /* beige dolmens taken */
    int8_t pad;
    int16_t final[5];         /* final scoring steps 1-5 */
} edora_seat;

/* The forest as laid out for this game (derived from the layout and the data; not in the
 * JSON: setup and the state check fill it). */
typedef struct edora_geo {
    int8_t adj_count[ED_SANCT];
    int8_t adj[ED_SANCT][8];      /* neighbours along paths */
    int8_t adj_cost[ED_SANCT][8]; /* provisions to enter that neighbour (1 + dark areas) */
    int8_t path_a[ED_PATHS], path_b[ED_PATHS]; /* each path's ends */
    int8_t hearth_n[ED_HEARTHS];
    int8_t hearth_s[ED_HEARTHS][4];
    int8_t clear_n[ED_CLEARINGS];
    int8_t clear_s[ED_CLEARINGS][4];
    int8_t action[ED_SANCT][ED_SLOTS]; /* action-space kinds for this player count, -1 none */
    /* The cheapest trip between any two sanctuaries (ED_TRIP_NONE: no path), searched once
     * per layout: the legal moves read it at every decision of every playout. A path costs
     * at most 4 (1 + 3 dark areas, the schema's bound), so a trip at most 23 x 4. */
    uint8_t trip[ED_SANCT][ED_SANCT];
} edora_geo;
#define ED_TRIP_NONE 255

typedef struct edora_state {
    nm_header h;
    nm_vm vm;
    int8_t phase;
    int8_t current;           /* seat whose turn (or setup choice) it is */
    int8_t master;            /* the Druid master (start player) */
    int8_t ending;            /* a player has placed their last die: finish the round */
    int8_t step;              /* ED_PH_EFFECT: 4 action, 5 hearths, 6 dolmens, 8 end (emergency) */
    int8_t moved;             /* this turn's pawn has moved (step 2 waits) */
    int8_t variant[ED_OPT_COUNT];
    int16_t turn;             /* turns played */
    int16_t arrivals;         /* knowledge arrivals so far (stack order) */
    int8_t setup_left;        /* setup choices still to make in this phase */
    int8_t arrange_circle;    /* variant 3: next circle to fill */
    int8_t last_hearth;       /* the hearth whose rewards were gained last (fire herb) */
    int8_t stele_value;       /* the value a stele action counts */
    int8_t connections;       /* dolmen connections made */
    int8_t beige_left;
    int8_t slot_owner[ED_SANCT][ED_SLOTS]; /* seat, -1 free */
    int8_t slot_value[ED_SANCT][ED_SLOTS];
    int8_t hearth[ED_HEARTHS];   /* seat that covered it, -1 uncovered */
    int8_t dolmen[ED_DOLMENS];   /* seat that took it, -1 on the board */
    int8_t gems[ED_STONES];      /* supply per kind */
    int8_t oracle[ED_STONES];    /* reward at each corner of the oracle */
    int8_t face_up[ED_FACE_UP];  /* objective kind, -1 empty */
    int8_t stack_count;
    int8_t stack[ED_TABLETS];    /* face down, top last: hidden */
    int8_t draw_count;
    int8_t draw[3];              /* variant 1: the tablets drawn */
    int8_t potion[ED_POTIONS];   /* seat owning it, -1 available */
    int8_t tile_at[ED_TILES];    /* the forest tile (0 = T1) on each position, row by row */
    int8_t tile_rot[ED_TILES];   /* its quarter turns clockwise */
    edora_seat seat[ED_MAX_PLAYERS];
    edora_geo geo;               /* derived from tile_at, tile_rot (ed_build_geo) */
} edora_state;

/* Derived once from the data. */
typedef struct edora_derived {
    int nsanct;
    int8_t hearth_rw_n[ED_HEARTHS];
    int8_t hearth_rw[ED_HEARTHS][4];
    int8_t clear_portal[ED_CLEARINGS];
    int8_t start_sanct[4];        /* sanctuary beside each start space */
    int8_t spaces[ED_SANCT][3];   /* spaces by players - 2 */
    int8_t gx[ED_SANCT], gy[ED_SANCT];
    /* The forest's pieces: the sanctuary on each side (N E S W) of each tile position; each
     * sanctuary's two halves (0: the piece on the checkerboard's front colour, 1: the other)
     * as printed in the reference arrangement (front a, front b, back); the frame's half of
     * a boundary sanctuary (-1 inner); what each path, hearth, clearing lies on (tile or -1
     * frame) and the printed sides it touches. */
    int8_t pos_side[ED_TILES][4];
    int8_t half[ED_SANCT][2][3];
    int8_t frame_role[ED_SANCT];
    int8_t path_tile[ED_PATHS], path_side[ED_PATHS][2], path_cost[ED_PATHS];
    int8_t hearth_tile[ED_HEARTHS], hearth_side[ED_HEARTHS][4];
    int8_t clear_tile[ED_CLEARINGS], clear_side[ED_CLEARINGS][4];
    uint16_t herb_mods[ED_HERBS]; /* bits: the modifiers (ED_M_...) each herb carries */
} edora_derived;

const nm_game *edora_game(void);

/* edora_game.c */
extern const nm_op_def edora_ops_base[ED_GAME_OPS];
extern const nm_op_def edora_modifier_defs[ED_M_COUNT];
extern const nm_query_def edora_queries[];
extern const int edora_query_count;
extern const nm_state_table edora_state_table;
void edora_choose_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf, size_t n);
void edora_choose_label_lang(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang, char *buf,
                             size_t n);
int edora_in_play(const nm_data *d, const void *state, int seat, int16_t (*out)[2], int max);
int ed_rule(const nm_data *d, int field);
const int32_t *ed_rule_ints(const nm_data *d, int field, int *n);
int ed_field(const nm_data *d, int kind, int item, int field);
static inline const edora_derived *ed_derived(const nm_data *d) { return (const edora_derived *)d->derived; }
/* The VM context over the state (inline: every legal() and apply() make one). */
static inline nm_vm_ctx ed_ctx(const nm_data *d, const edora_state *s) {
    return nm_vm_context(d, s, &s->vm, 0, 0, 0);
}
/* The forest of the layout in s->tile_at / tile_rot: fills s->geo; 1 when every sanctuary
 * is joined to every other, 0 not. */
int ed_build_geo(const nm_data *d, edora_state *s);
/* The reference arrangement (T1..T9 row by row, unturned). */
void ed_reference_layout(edora_state *s);

/* edora_rules.c: the mechanisms shared by the ops, the queries and the flow. */
/* Whether seat has a die on the sanctuary (inline: the moves, hearths and dolmens ask it
 * for every sanctuary at every step of a playout). */
_Static_assert(ED_SLOTS == 4, "ed_has_die reads the four slots of a sanctuary");
static inline int ed_has_die(const edora_state *s, int sanct, int seat) {
    const int8_t *o = s->slot_owner[sanct];
    return (o[0] == seat) | (o[1] == seat) | (o[2] == seat) | (o[3] == seat);
}
int ed_dice_at(const edora_state *s, int sanct);
int ed_highest(const nm_data *d, const edora_state *s, int sanct); /* seat or -1 */
int ed_ahead(const edora_state *s, int a, int b); /* 1 when a's knowledge marker is ahead of b's */
static inline int ed_spaces(const nm_data *d, const edora_state *s, int sanct) {
    return ed_derived(d)->spaces[sanct][s->h.players - 2];
}
int ed_action_at(const nm_data *d, const edora_state *s, int sanct, int slot);
void ed_gain_pp(const nm_data *d, edora_state *s, int seat, int n); /* the 3 -> 5 rule */
void ed_advance(const nm_data *d, edora_state *s, int seat, int track, int n);
int ed_herb_active(const nm_data *d, const edora_state *s, int seat, int mod, int param);
/* Trip costs from `from` within `limit` provisions (the layout's table); farther ones and
 * those no path reaches are ED_FAR, `from` itself 0. */
#define ED_FAR (1 << 20)
void ed_move_costs(const nm_data *d, const edora_state *s, int from, int limit, int *cost);
/* Fills geo->trip, the cheapest trip between every two of the n sanctuaries. */
void ed_trip_table(edora_geo *geo, int n);
int ed_contest(const nm_data *d, edora_state *s, int sanct);
int ed_dolmens(const nm_data *d, edora_state *s, int seat);
int ed_chain_length(const nm_data *d, const edora_state *s, int seat, int a, int b); /* dice, 0 none */
int ed_hearth_ready(const nm_data *d, const edora_state *s, int seat);
int ed_final_scoring(const nm_data *d, edora_state *s);
int ed_sanctuary_step(const nm_data *d, const edora_state *s, int *out);
int ed_tablet_met(const nm_data *d, const edora_state *s, int seat, int kind);
int ed_unplaced(const edora_seat *p);
int ed_take_die(edora_state *s, int seat, int value);
int ed_stones_at(const edora_state *s, int sanct);
int32_t ed_query(const nm_data *d, const edora_state *s, int seat, int q);

/* edora_flow.c */
int edora_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err);
int edora_legal(const nm_data *d, const void *state, nm_action_list *out);
int edora_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int edora_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int edora_scores(const nm_data *d, const void *state, int32_t *out);
int edora_winners(const nm_data *d, const void *state, int8_t *out);
void edora_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng);

/* edora_view.c */
void edora_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
void edora_display_label(const nm_data *d, const void *state, const nm_action *a, int lang,
                         char *buf, size_t n);
void edora_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
int edora_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                   nm_element_view *out);
int edora_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out,
                       int max);
int edora_check_data(const nm_data *d, nm_errors *err);
int edora_involves(const nm_data *d, const void *state, const nm_action *a, char (*ids)[NM_ELEMENT_LEN], int max);
int edora_derive(const nm_data *d, void *derived, nm_errors *err);

/* edora_narrate.c: the game in words for people (the log, the prompt line, the end screen). */
int edora_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                  nm_event_line *out, int max);
void edora_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int edora_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n);

#endif
