/* karnag.h - Karnag (Pascal Cadot, Sit Down!): druids on the path around a glade capture
 * the creatures that come out of Ker Ys, make gemstones that turn into menhirs, and try to
 * encircle the gate. The state is flat (clone = memcpy); the action tiles' and Power
 * cards' effects are data run through the effect VM. */
#ifndef KARNAG_H
#define KARNAG_H
#include <stdint.h>
#include "nemeton/game.h"
#include "nemeton/json.h"
#include "nemeton/vm.h"

#define KARNAG_MAX_P 5
#define KARNAG_W_MAX 20
#define KARNAG_H_MAX 16
#define KARNAG_SQ_MAX (KARNAG_W_MAX * KARNAG_H_MAX)
#define KARNAG_PATH_MAX (2 * (KARNAG_W_MAX + KARNAG_H_MAX) + 4)
#define KARNAG_CR_MAX 40
#define KARNAG_CARD_MAX 40
#define KARNAG_TILES 6
#define KARNAG_TRACK_MAX 5
#define KARNAG_LEVEL_MAX 8
#define KARNAG_OBST_MAX 16
#define KARNAG_SPECIES 4
#define KARNAG_DRUIDS 3
#define KARNAG_GEMS 3
#define KARNAG_MENHIRS 7
#define KARNAG_PLACES 3
#define KARNAG_HAND_MAX KARNAG_CARD_MAX
#define KARNAG_DRAW_MAX 4
#define KARNAG_CAULDRONS 4

/* Kinds, in the order of the game's kind table. */
enum {
    KARNAG_K_RULES,
    KARNAG_K_SPECIES,
    KARNAG_K_CREATURES,
    KARNAG_K_TILES,
    KARNAG_K_CARDS,
    KARNAG_K_TRACKS,
    KARNAG_K_OBSTACLES,
    KARNAG_K_LAYOUT,
    KARNAG_K_COUNTERS, /* counters.json: what the game counts, for expressions */
    KARNAG_K_ZONES,    /* zones.json: where components lie, for counts */
    KARNAG_K_COUNT
};
/* rules.json fields. */
enum {
    KARNAG_R_W, KARNAG_R_H, KARNAG_R_REGIONS, KARNAG_R_GATE_X, KARNAG_R_GATE_Y,
    KARNAG_R_GATE_ARROWS, KARNAG_R_CAULDRONS, KARNAG_R_SETUP_SQ, KARNAG_R_CAUL_LARGE,
    KARNAG_R_CAUL_SMALL, KARNAG_R_ROUNDS, KARNAG_R_MAIN2, KARNAG_R_MAIN3, KARNAG_R_MAIN4,
    KARNAG_R_MAIN5, KARNAG_R_SECONDARY, KARNAG_R_DIE, KARNAG_R_ARRIVALS, KARNAG_R_MANA0,
    KARNAG_R_MANA_MAX, KARNAG_R_CUBES, KARNAG_R_ESCAPE, KARNAG_R_NOT_DONE, KARNAG_R_COUNCIL_VP,
    KARNAG_R_MENHIR_VP, KARNAG_R_GEM_END, KARNAG_R_CARD_END, KARNAG_R_ENC_MIN, KARNAG_R_ENC_IN,
    KARNAG_R_ENC_OTHER, KARNAG_R_ENC_CREATURE, KARNAG_R_OPEN_CREATURE, KARNAG_R_OPEN_MENHIR,
    KARNAG_R_COUNCIL_EFFECT, KARNAG_R_POTION_EACH, KARNAG_R_BLACK_CUBES, KARNAG_R_COUNT
};
enum { KARNAG_S_ORDER, KARNAG_S_VP, KARNAG_S_ART };
/* Modifier kinds, at Karnag's hook points (a species' powers): `walk` (permit: where a
 * creature of the species walks and stops), `lightning` (more: in a reserve, the square a
 * druid's lightning may cross once per action). Their parameter: the terrain. */
enum { KARNAG_M_WALK, KARNAG_M_LIGHTNING, KARNAG_M_COUNT };
enum { KARNAG_MP_TERRAIN };
extern const nm_op_def karnag_modifier_defs[KARNAG_M_COUNT];
enum { KARNAG_C_SPECIES, KARNAG_C_TURN };
enum { KARNAG_T_MAIN, KARNAG_T_SECONDARY, KARNAG_T_ART };
enum { KARNAG_CD_BACK };
enum { KARNAG_TR_LEVELS, KARNAG_TR_CAPTURE_ACTION, KARNAG_TR_CAPTURE_EACH, KARNAG_TR_MOVE,
       KARNAG_TR_COUNCIL, KARNAG_TR_REACH };
enum { KARNAG_O_SHAPE };
enum { KARNAG_L_TILE, KARNAG_L_X, KARNAG_L_Y, KARNAG_L_ROT };

/* What a species walks through / lets lightning through (species.json walk, lightning). */
enum { KARNAG_PASS_NONE, KARNAG_PASS_ROCK, KARNAG_PASS_SWAMP, KARNAG_PASS_STONE };
/* Terrain of a glade square. */
enum { KARNAG_FREE, KARNAG_ROCK, KARNAG_SWAMP, KARNAG_GATE };
/* Directions, clockwise. */
enum { KARNAG_N, KARNAG_E, KARNAG_S, KARNAG_W };

/* The gain op's parameters, and what it gains. */
enum { KARNAG_GAIN_N, KARNAG_GAIN_WHAT };
enum { KARNAG_GAIN_VP, KARNAG_GAIN_MANA };
/* Ops, in the order of the op table. */
enum {
    KARNAG_OP_MOVE_DRUIDS,
    KARNAG_OP_STRIKE,
    KARNAG_OP_KNOWLEDGE,
    KARNAG_OP_MOVE_CREATURE,
    KARNAG_OP_MOVE_GEMS,
    KARNAG_OP_POTION,
    KARNAG_OP_DRAW_POWER,
    KARNAG_OP_GAIN,
    KARNAG_OP_PASS_THROUGH,
    KARNAG_OP_MOVE_ADJUST,
    KARNAG_OP_BANISH,
    KARNAG_OP_CHOOSE,
    KARNAG_OP_COUNT
};
/* strike's `what`: lightning that crosses (a gemstone) or that reaches a creature (a capture). */
enum { KARNAG_STRIKE_GEMSTONE, KARNAG_STRIKE_CAPTURE };
/* Parameters by name (the schemas' order in karnag_ops.c). */
enum { KARNAG_MD_MIN, KARNAG_MD_MAX, KARNAG_MD_BONUS };   /* move_druids */
enum { KARNAG_ST_WHAT };                                  /* strike */
enum { KARNAG_KN_OPTIONAL, KARNAG_KN_OTHER };             /* knowledge */
enum { KARNAG_MC_MAX };                                   /* move_creature */
enum { KARNAG_MG_N, KARNAG_MG_EXACT, KARNAG_MG_GEMS };    /* move_gems */
enum { KARNAG_PO_MANA };                                  /* potion */
enum { KARNAG_DP_N };                                     /* draw_power */
enum { KARNAG_PT_WHAT, KARNAG_PT_N };                     /* pass_through */
enum { KARNAG_MA_N };                                     /* move_adjust */
enum { KARNAG_BA_SPECIES };                               /* banish */

enum { KARNAG_OPT_ADVANCED, KARNAG_OPT_COUNT };

/* Top-level action kinds (VM choices use NM_ACTION_VM_CHOICE). */
enum {
    KARNAG_ACT_OBST_PICK = 1, /* p0 obstacle tile, p1 rotation */
    KARNAG_ACT_OBST_PUT,      /* p0 square of the shape's anchor */
    KARNAG_ACT_DRUID,         /* p0 path square */
    KARNAG_ACT_CUBE,          /* p0 tile position, p1 row (0 main), p2 place */
    KARNAG_ACT_CARD,          /* p0 hand index, p1 card */
    KARNAG_ACT_BEGIN,         /* perform the action under the cube */
    KARNAG_ACT_END            /* no more cards after the action */
};

/* Phases. */
enum { KARNAG_PH_OBSTACLES, KARNAG_PH_DRUIDS, KARNAG_PH_CUBES, KARNAG_PH_ACTIONS,
       KARNAG_PH_OVER };

/* Stages of the action phase (-1: between two actions). PRE: the actor's cards before
 * its action; POST: after it; OTHERS: another seat's cards between two actions; CARD*: a
 * card of that stage is being played. */
enum { KARNAG_ST_PRE, KARNAG_ST_RUN, KARNAG_ST_CARD, KARNAG_ST_COUNCIL, KARNAG_ST_POST,
       KARNAG_ST_CARD_POST, KARNAG_ST_OTHERS, KARNAG_ST_CARD_OTHERS };

/* VM choices: p[0] says what the answer is. */
enum {
    KARNAG_CH_DONE,     /* stop, decline */
    KARNAG_CH_MOVE,     /* p1 druid | dir << 2 | (corner + 1) << 3, p2 steps | cauldron << 5 */
    KARNAG_CH_GEM,      /* p1 druid a * 3 + druid b, p2 which goes to the council (0 a, 1 b) */
    KARNAG_CH_CAPTURE,  /* p1 druid */
    KARNAG_CH_TRACK,    /* p1 track */
    KARNAG_CH_CREATURE, /* p1 creature */
    KARNAG_CH_STEP,     /* p1 direction */
    KARNAG_CH_GEMSTEP,  /* p1 square, p2 direction */
    KARNAG_CH_KEEP,     /* p1 drawn index */
    KARNAG_CH_PLAY,     /* p1 drawn index */
    KARNAG_CH_REDRAW
};

/* Druid places (druid[p][d]): path squares are 0.., then these. */
#define KARNAG_D_UNPLACED (-2)
#define KARNAG_D_COUNCIL (-1)
#define KARNAG_D_CAULDRON 100 /* + cauldron index */
/* Creature places (cr_loc[c]): glade squares are 0.., then these. */
#define KARNAG_CR_BAG (-1)
#define KARNAG_CR_GONE (-2)
#define KARNAG_CR_RESERVE 1000 /* + seat */

/* Board element indices carried in nm_action.target. */
enum {
    KARNAG_EL_SQ = 0,
    KARNAG_EL_PATH = 400,
    KARNAG_EL_CAULDRON = 500,
    KARNAG_EL_COUNCIL = 510,
    KARNAG_EL_DONE,
    KARNAG_EL_ACTION,
    KARNAG_EL_DECK,
    KARNAG_EL_DRAWN = 520,
    KARNAG_EL_SLOT = 600,  /* + tile * 6 + row * 3 + place */
    KARNAG_EL_TRACK = 700, /* + seat * 5 + track */
    KARNAG_EL_HAND = 800,  /* + seat */
    KARNAG_EL_RESERVE = 810,
    KARNAG_EL_DRUID = 820  /* + seat * 3 + druid */
};

/* The board geometry, decoded once from rules.json (not part of the state). */
typedef struct karnag_geo {
    int w, h, sq, path;
    int8_t region[KARNAG_SQ_MAX];     /* 0 green, 1 light brown, 2 dark brown */
    int16_t gate_sq[4];               /* squares of gate squares 1-4 (clockwise) */
    int8_t gate_arrow[4];             /* direction of each gate square's arrow */
    int16_t path_x[KARNAG_PATH_MAX], path_y[KARNAG_PATH_MAX];
    int8_t path_dir[KARNAG_PATH_MAX]; /* direction of its lightning, -1 for corners */
    int8_t corner[4];
    int8_t cauldron_entry[KARNAG_CAULDRONS];
    int8_t cauldron_large[KARNAG_CAULDRONS];
    int8_t cauldron_places[KARNAG_CAULDRONS][KARNAG_MAX_P + 1]; /* by player count */
    int8_t places[KARNAG_MAX_P + 1][KARNAG_TILES][2]; /* cube places: players, position, row */
    uint8_t setup_sq[KARNAG_PATH_MAX];
    int8_t cr_walk[KARNAG_CR_MAX];      /* each creature's species' walk and lightning */
    int8_t cr_lightning[KARNAG_CR_MAX];
    /* The creatures whose lightning passes rocks, swamps or stones (the only ones an
     * action's start counts in the actor's reserve), in creature order. */
    int8_t pass_cr[KARNAG_CR_MAX];
    int pass_cr_count;
    /* The cube places in play for each player count, in the order legal() lists them: tile
     * k, row r, place i, and their index k * 2 * KARNAG_PLACES + r * KARNAG_PLACES + i in
     * the state's slot array. */
    int8_t cube_slot[KARNAG_MAX_P + 1][KARNAG_TILES * 2 * KARNAG_PLACES][4];
    int8_t cube_slot_count[KARNAG_MAX_P + 1];
    /* What each action tile's main (0) and secondary (1) effect uses (KARNAG_USE_*), and
     * each Power card's class: the first card with its name and text (copies of one card
     * are one choice). */
    uint8_t tile_use[KARNAG_TILES][2];
    int8_t card_class[KARNAG_CARD_MAX];
    /* karnag_line of every path square, walked once at load (karnag_line_of). */
    int16_t line_sq[KARNAG_PATH_MAX][KARNAG_W_MAX + KARNAG_H_MAX];
    int8_t line_len[KARNAG_PATH_MAX];
} karnag_geo;

/* Where VP won during play come from (the end screen's breakdown; the final count has its
 * own end_* fields): each change of a seat's VP is counted in one source, as really made
 * (an escape's penalty stops at 0 VP), so the sources and the final count sum to vp. */
enum { KARNAG_VP_CAPTURES,  /* creatures captured (with the knowledge bonuses) */
       KARNAG_VP_COUNCIL,   /* druids in the council at the end of a round */
       KARNAG_VP_MENHIRS,   /* gemstones turned into menhirs */
       KARNAG_VP_EFFECTS,   /* VP given by action tiles and Power cards */
       KARNAG_VP_IDLE,      /* an action that did nothing */
       KARNAG_VP_ESCAPES,   /* creatures escaping next to one's druids (negative) */
       KARNAG_VP_OTHER,     /* a snapshot written before the sources were kept */
       KARNAG_VP_SOURCES };
extern const char *const karnag_vp_source_keys[KARNAG_VP_SOURCES];
extern const char *const karnag_vp_source_words[NM_LANGS][KARNAG_VP_SOURCES];

typedef struct karnag_seat {
    int16_t vp, mana;
    int8_t track[KARNAG_TRACK_MAX];
    int8_t druid[KARNAG_DRUIDS];
    int8_t menhirs;         /* menhirs placed in the glade */
    int8_t cubes;           /* cubes still to place this round */
    int8_t hand_count;
    int8_t hand[KARNAG_HAND_MAX];
    int16_t end_cards, end_gems, end_menhirs, end_creatures; /* final scoring breakdown */
    int16_t vp_src[KARNAG_VP_SOURCES]; /* VP won during play by KARNAG_VP_* source */
} karnag_seat;

typedef struct karnag_state {
    nm_header h;
    nm_vm vm;
    int8_t opt[KARNAG_OPT_COUNT];
    int8_t phase, round, rounds;
    int8_t order[KARNAG_MAX_P];              /* seats in play order */
    int8_t terrain[KARNAG_SQ_MAX];
    int8_t gem[KARNAG_SQ_MAX];               /* seat of the gemstone there, -1 none */
    int8_t menhir[KARNAG_SQ_MAX];            /* seat of the menhir there, -1 none */
    int8_t cr_at[KARNAG_SQ_MAX];             /* creature there, -1 none */
    int16_t cr_loc[KARNAG_CR_MAX];
    int8_t cr_marked[KARNAG_CR_MAX];         /* black cube: moved by telepathy this round */
    int8_t bag[KARNAG_CR_MAX];               /* face-down creatures; drawn from the end */
    int8_t bag_count;
    int8_t deck[KARNAG_CARD_MAX];            /* deck[0] is the top card */
    int8_t deck_count;
    int8_t obst_placed[KARNAG_OBST_MAX];     /* advanced set-up: tile placed */
    int8_t obst_pick, obst_rot;              /* tile picked, -1 none */
    int8_t turn;                             /* index in order of the seat placing */
    int8_t row[KARNAG_TILES];                /* action tile at each position */
    int8_t slot[KARNAG_TILES][2][KARNAG_PLACES]; /* seat of the cube there, -1 empty */
    int8_t slot_done[KARNAG_TILES][2][KARNAG_PLACES];
    /* resolution of the actions */
    int8_t res_row, res_tile, res_place, res_pass;
    uint8_t res_seen[KARNAG_TILES];          /* seats that acted on each tile in this pass */
    int8_t stage;                            /* KARNAG_ST_* while resolving */
    int8_t act_seat, act_tile, act_row, act_did, act_captured;
    int8_t pass_rock, pass_swamp, pass_stone, pass_either; /* lightning passes left */
    int8_t move_adj;                         /* acceleration / deceleration squares */
    int8_t last_track;
    int8_t win_seat;                         /* OTHERS: the seat whose cards may be played */
    uint8_t win_mask;                        /* seats still to be offered cards here */
    int8_t nx_seat;                          /* the actor of the next action, -1 none */
    /* op in progress */
    int8_t mv_active, mv_used, mv_moved, mv_lo, mv_hi;
    int8_t redraws;
    int8_t cr_sel, cr_steps;
    int8_t gm_active, gm_used, gm_moved;     /* gm_moved: bit per gem square slot */
    int16_t gm_sq[KARNAG_GEMS];              /* squares of the gems moved so far */
    int8_t drawn[KARNAG_DRAW_MAX], drawn_count;
    int8_t die;                              /* last die roll */
    int8_t last_escape;                      /* path square of the last escape, -1 none */
    karnag_seat seat[KARNAG_MAX_P];
} karnag_state;

/* The game table. */
const nm_game *karnag_game(void);

/* ---- internal ---- */
extern const nm_op_def karnag_ops_base[KARNAG_OP_COUNT - 1];
extern const char *const karnag_pass_names[];

/* Data lookups, inline: the rules read them on every move. */
static inline int karnag_count(const nm_data *d, int kind) { return d->kinds[kind].count; }
static inline const nm_component *karnag_item(const nm_data *d, int kind, int i) {
    return &d->kinds[kind].items[i];
}
static inline int karnag_rule(const nm_data *d, int field) {
    return d->kinds[KARNAG_K_RULES].items[0].field[field];
}
/* A per-player-count list of rules.json (2..5 players), or a plain list. */
int karnag_rule_at(const nm_data *d, int field, int i);
int karnag_rule_len(const nm_data *d, int field);
/* The decoded geometry (derived once when the data load; nm_game.derive). */
static inline const karnag_geo *karnag_geometry(const nm_data *d) {
    return (const karnag_geo *)d->derived;
}
int karnag_decode_geo(const nm_data *d, karnag_geo *g, nm_errors *err);
/* Cells of an obstacle tile turned rot quarter-turns: dx, dy, terrain; returns how many. */
int karnag_shape(const nm_data *d, int tile, int rot, int8_t *dx, int8_t *dy, int8_t *ter);
/* 1 when the tile can go there (inside, clear of the gate and other tiles, and, for a mix
 * tile in the advanced set-up, over a glade corner). */
int karnag_obstacle_fits(const nm_data *d, const karnag_geo *g, const int8_t *terrain, int tile,
                         int rot, int x, int y, int need_corner);
int karnag_is_mix(const nm_data *d, int tile);

/* Model (karnag_model.c). */
int karnag_species_of(const nm_data *d, int creature);
int karnag_can_enter(const nm_data *d, const karnag_geo *g, const karnag_state *s, int cr,
                     int x, int y);
int karnag_druid_at(const karnag_state *s, int path_sq);
/* Path square at glade coordinates (x, y) just outside the glade, -1 when none. */
int karnag_path_index(const karnag_geo *g, int x, int y);
void karnag_escape(const nm_data *d, const karnag_geo *g, karnag_state *s, int cr, int path_sq);
void karnag_creatures_step(const nm_data *d, karnag_state *s);
/* Priority of a creature on square sq in phase B: fills its distance to the nearest border
 * and returns the squares it needs to reach its two nearest borders (the lower moves first). */
int karnag_border_sum(const karnag_geo *g, int sq, int *near);
void karnag_arrivals(const nm_data *d, karnag_state *s, int count, int first);
/* A new creature's move out of gate square gi (0-3) for `points` squares. */
void karnag_arrival_move(const nm_data *d, karnag_state *s, int cr, int gi, int points);
int karnag_roll(const nm_data *d, karnag_state *s);
/* Changes seat p's VP by n (never below 0), counting the change in source (KARNAG_VP_*;
 * -1: the final count, kept in end_*). */
void karnag_add_vp(karnag_state *s, int p, int n, int source);
void karnag_add_mana(const nm_data *d, karnag_state *s, int p, int n);
/* Lightning from path square ps: the squares in front, in order; returns how many. */
int karnag_line(const karnag_geo *g, int ps, int16_t *out);
/* The squares of karnag_line(g, ps) from the table built at load; their count in *n. */
static inline const int16_t *karnag_line_of(const karnag_geo *g, int ps, int *n) {
    *n = g->line_len[ps];
    return g->line_sq[ps];
}
/* Passes needed by a lightning over squares sq[0..n-1]; -1 when a creature or the gate
 * stops it. need[0] rock, need[1] swamp, need[2] stone. */
int karnag_line_needs(const karnag_state *s, const int16_t *sq, int n, int *need);
/* Can the action's passes cover need (rock, swamp, stone)? With take, consumes them. */
int karnag_passes(karnag_state *s, const int *need, int take);
int karnag_capture_target(const karnag_state *s, const karnag_geo *g, int ps, int *cost,
                          int *need);
int karnag_gem_cost(const karnag_state *s, const karnag_geo *g, int pa, int pb, int *sq,
                    int *need);
/* Squares of seat p's gemstones in the glade (up to 3, in square order; sq may be NULL);
 * returns how many. */
int karnag_gems_of(const karnag_state *s, const karnag_geo *g, int p, int *sq);
void karnag_activate_gems(const nm_data *d, karnag_state *s);
/* Encircling: fills in[] (1 for menhir squares taking part); returns 1 when encircled. */
int karnag_encircled(const nm_data *d, const karnag_geo *g, const karnag_state *s, uint8_t *in);
void karnag_final_scoring(const nm_data *d, karnag_state *s);
int karnag_council_count(const karnag_state *s, int p);
int karnag_cauldron_places(const nm_data *d, const karnag_geo *g, int c, int players);
int karnag_cauldron_used(const karnag_state *s, int c);
int karnag_reserve_count(const nm_data *d, const karnag_state *s, int p, int species);
int karnag_track_sum(const nm_data *d, const karnag_state *s, int p, int field, int idx);
/* The VM context over the state (inline: every legal() and apply() make one). */
static inline nm_vm_ctx karnag_ctx(const nm_data *d, const karnag_state *s) {
    return nm_vm_context(d, s, &s->vm, 0, -1, 0);
}
/* 1 when seat is playing its own action (its cards before it, or the action itself):
 * lightning passes, acceleration and Control cards then combine with the action. */
int karnag_own_action(const karnag_state *s, int seat);
/* The lightning passes seat's reserve gives an action (rock, swamp, stone): one per
 * creature whose species lets lightning through, counted as the action starts. */
void karnag_reserve_passes(const nm_data *d, const karnag_state *s, int seat, int8_t *pass);
/* Black cubes on creatures (moved by telepathy this round). */
int karnag_marked_count(const karnag_state *s);

/* What an effect list uses, its choose options included: lightning (a gemstone or a
 * capture), a druid move that takes the knowledge bonus and acceleration. */
enum { KARNAG_USE_LIGHTNING = 1, KARNAG_USE_MOVE_BONUS = 2 };
int karnag_effect_uses(const nm_data *d, int effect, int depth);
/* 1 when playing Power card c now can change something for seat: a lightning pass only
 * before (or during) the seat's own action with lightning, a longer or shorter druid move
 * only before its own action that moves druids with the bonus; other effects always. */
int karnag_card_useful(const nm_data *d, const karnag_state *s, int seat, int c);
/* The Karnag choose op: the core one, offering only the options that can change
 * something (karnag_card_useful's test), or all of them when none can. */
extern const nm_op_def karnag_op_choose;

/* Flow (karnag_flow.c). */
int karnag_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err);
int karnag_legal(const nm_data *d, const void *state, nm_action_list *out);
int karnag_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int karnag_scores(const nm_data *d, const void *state, int32_t *out);
int karnag_winners(const nm_data *d, const void *state, int8_t *out);
int karnag_pending_seat(const karnag_state *s);
int karnag_main_places(const nm_data *d, int players, int pos);

/* Names of places (karnag_names.c), English (lang 0) or French (1): a glade square "E3";
 * a path square by the glade square it borders ("north of E1", "au nord de E1") or its
 * corner ("north-west corner"); a Cauldron space by its side ("north cauldron"); where a
 * druid stands (a path square, "at the council", "in the north cauldron"). */
void karnag_sq_name(const karnag_geo *g, int sq, char *buf, size_t n);
/* In words (karnag_narrate.c): what the flow did by itself, and the pending decision. */
int karnag_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                   nm_event_line *out, int max);
void karnag_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int karnag_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n);
void karnag_path_name(const karnag_geo *g, int ps, int lang, char *buf, size_t n);
void karnag_cauldron_name(const karnag_geo *g, int c, int lang, char *buf, size_t n);
void karnag_druid_place(const karnag_geo *g, int at, int lang, char *buf, size_t n);

/* View (karnag_view.c). */
void karnag_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
void karnag_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                    size_t n);
int karnag_describe(const nm_data *d, const void *state, int viewer, int lang,
                    const char *element, nm_element_view *out);
void karnag_element_name(int target, char *buf, size_t n);
void karnag_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng);
void karnag_display_label(const nm_data *d, const void *state, const nm_action *a, int lang,
                          char *buf, size_t n);
int karnag_score_detail(const nm_data *d, const void *state, int seat, int lang,
                        nm_score_line *out, int max);
int karnag_involves(const nm_data *d, const void *state, const nm_action *a,
                    char (*ids)[NM_ELEMENT_LEN], int max);

/* The state described once (karnag_state.c): the core writes, reads, checks and masks it
 * (nm_state_to_json, nm_state_from_json, nm_state_observe). */
extern const struct nm_state_table karnag_state_table;

#endif
