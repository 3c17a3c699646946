/* oak.h - Oak (Wim Goossens, Game Brewer): druid worker placement around the Sacred Oak,
 * 1 to 4 players, solo against the Broichan automaton. The state is flat (clone = memcpy);
 * components are indices into the data kinds, their effects run in the effect VM. */
#ifndef OAK_H
#define OAK_H
#include <stdint.h>
#include "nemeton/game.h"
#include "nemeton/json.h"
#include "nemeton/lang.h"
#include "nemeton/vm.h"

#define OAK_MAX_PLAYERS 4
#define OAK_SEATS 5          /* players + Broichan (solo: seat 1) */
#define OAK_DRUIDS 9
#define OAK_RES 3            /* feather, mistletoe, rune */
#define OAK_ING 5            /* bark, root, berry, acorn, mushroom */
#define OAK_RES_MAX 9
#define OAK_MAX_CARDS 8      /* assembly cards */
#define OAK_MAX_CREATURES 40
#define OAK_MAX_ARTIFACTS 16
#define OAK_MAX_POTIONS 20
#define OAK_MAX_SPACES 24    /* oak branch spaces, 3 branches */
#define OAK_FOREST 24
#define OAK_ROW 3
#define OAK_ART_SLOTS 3
#define OAK_BOT_CARDS 8
#define OAK_ELDERS 6
#define OAK_HELD 16          /* creatures a seat may hold */

/* Kinds, in the order of the game's kind table. */
enum { OAK_K_RULES, OAK_K_ING, OAK_K_SPACES, OAK_K_ASSEMBLY, OAK_K_ORDERS, OAK_K_ELDERS,
       OAK_K_POTIONS, OAK_K_ARTIFACTS, OAK_K_CREATURES, OAK_K_SANCT, OAK_K_BOT,
       OAK_K_COUNTERS, /* the core's counters.json: what expressions may read and core ops change */
       OAK_K_ZONES,    /* the core's zones.json: where components lie, for counts and moves */
       OAK_K_COUNT };

/* Field indices per kind. */
enum { OAK_R_ROUNDS, OAK_R_START_RES, OAK_R_INCOME, OAK_R_RES_MAX, OAK_R_DRUIDS, OAK_R_START_REST,
       OAK_R_FOREST_EXTRA, OAK_R_SUN_LEN, OAK_R_SUN_VP, OAK_R_SOLSTICES, OAK_R_NEUTRAL_SPACE,
       OAK_R_NEUTRAL_3P, OAK_R_LIMIT_START, OAK_R_LIMIT_MAX, OAK_R_ART_START_VP, OAK_R_ROW,
       OAK_R_DW_KINDS, OAK_R_DW_VP, OAK_R_FOREST_ORDER, OAK_R_BOT_SAME, OAK_R_COUNT };
enum { OAK_I_COUNT };
enum { OAK_S_BRANCH, OAK_S_INDEX, OAK_S_NEXT, OAK_S_VP, OAK_S_INCOME, OAK_S_SUN, OAK_S_FINAL,
       OAK_S_FINAL_PER };
enum { OAK_A_TEMPLE, OAK_A_STARTING, OAK_A_RES1, OAK_A_COST1, OAK_A_ACT1, OAK_A_RES2,
       OAK_A_COST2, OAK_A_ACT2, OAK_A_RES3, OAK_A_COST3, OAK_A_ACT3, OAK_A_OAK_RES,
       OAK_A_OAK_COST, OAK_A_OAK_BRANCH };
enum { OAK_O_REST, OAK_O_REST_ELDER, OAK_O_LIMIT_COST, OAK_O_SP1_ELDER, OAK_O_SP1,
       OAK_O_SP2_ELDER, OAK_O_SP2 };
enum { OAK_E_ACCESSORY, OAK_E_ANCIENT };
enum { OAK_P_LEVEL, OAK_P_NEED, OAK_P_ANY, OAK_P_ONCE, OAK_P_ART };
enum { OAK_AR_NUMBER, OAK_AR_DIAL, OAK_AR_ART };
enum { OAK_C_NUMBER, OAK_C_VP, OAK_C_ART };
enum { OAK_SA_COUNT, OAK_SA_ELDER_VP, OAK_SA_ORD_VP, OAK_SA_MENHIR_VP, OAK_SA_MENHIR_COST };
enum { OAK_B_TEMPLE };

/* Resource names as ops read them: the three resources, then vp. */
enum { OAK_FEATHER, OAK_MISTLETOE, OAK_RUNE, OAK_VP_RES };
/* Temple names: the three temples of the board, then the Heart card's own temple. */
enum { OAK_T_FEATHER, OAK_T_MISTLETOE, OAK_T_RUNE, OAK_T_HEART };
/* Final-space scorings. */
enum { OAK_F_NONE, OAK_F_PER5VP, OAK_F_ELDER, OAK_F_CREATURE, OAK_F_POTION, OAK_F_SANCTUARY,
       OAK_F_ARTIFACT };

/* Ops, in table order (the core's choose is last). */
enum { OAK_OP_GAIN, OAK_OP_GAIN_CHOICE, OAK_OP_TAKE_CREATURE, OAK_OP_TAKE_ARTIFACT,
       OAK_OP_TAKE_SANCTUARY, OAK_OP_ERECT_MENHIR, OAK_OP_PROMOTE, OAK_OP_RECRUIT, OAK_OP_CLIMB,
       OAK_OP_BREW, OAK_OP_TAKE_ING, OAK_OP_EXCHANGE,
       OAK_OP_RAISE_LIMIT, OAK_OP_ADD_CARD, OAK_OP_REPLAY, OAK_OP_FESTIVAL_SELF,
       OAK_OP_ARTIFACTS,
       OAK_OP_TAKE_BOX_POTION, OAK_OP_BOT_ACTION, OAK_OP_CHOOSE,
       OAK_OP_CORE, /* the core's ops (if, repeat, ...) follow Oak's own */
       OAK_OP_COUNT = OAK_OP_CORE + NM_CORE_OP_COUNT };
/* Op parameters, by name: each op's schema in oak_ops.c is indexed by these (designated
 * initialisers), and the rules read in->arg[OAK_..] , never a bare position. */
enum { OAK_GAIN_RES, OAK_GAIN_N, OAK_GAIN_LOSE }; /* gain (lose: the sign) */
enum { OAK_N };                              /* gain_choice, recruit, raise_limit */
enum { OAK_TAKE_FREE, OAK_TAKE_FROM };       /* take_creature */
enum { OAK_FROM_ROW, OAK_FROM_DECK };        /* take_creature, take_artifact: where from */
enum { OAK_MENHIR_PAY_ANY };                 /* erect_menhir */
enum { OAK_PROMOTE_ANCIENT };                /* promote */
enum { OAK_CLIMB_BRANCH, OAK_CLIMB_N, OAK_CLIMB_SKIP_FIRST_VP, OAK_CLIMB_IGNORE_BLOCKED };
/* climb's branch: the three branches, then `any` (one of your choice), `each` (one space on every branch) */
enum { OAK_CLIMB_ANY = 3, OAK_CLIMB_EACH = 4 };
enum { OAK_BREW_DISCOUNT };                  /* brew */
enum { OAK_EXCHANGE_BONUS };                 /* exchange */
enum { OAK_ARTS_DO, OAK_RECHARGE_ARTIFACTS, OAK_RECHARGE_TURNS }; /* artifacts */
enum { OAK_ARTS_RECHARGE, OAK_ARTS_USE_ANY };
enum { OAK_TA_FROM, OAK_TA_EXTENSION };     /* take_artifact */
enum { OAK_ING_FROM, OAK_ING_N };            /* take_ingredients */
enum { OAK_ING_DRAW, OAK_ING_BAG, OAK_ING_FOREST }; /* at random from the bag, chosen from the bag, from the forest */
enum { OAK_CARD_WHICH };                     /* add_card */
enum { OAK_CARD_ADVANCED, OAK_CARD_HEART };
enum { OAK_BOT_WHAT, OAK_BOT_N };            /* bot_action */
enum { OAK_BOT_CREATURE, OAK_BOT_ARTIFACT, OAK_BOT_DARK_WOODS, OAK_BOT_SANCTUARY };
enum { OAK_CHOOSE_OPTIONS };                 /* choose (the core's) */
/* Modifier parameters, by name. */
enum { OAK_MP_N };                           /* the amount of placement, brewing, own_rest, ... */
enum { OAK_MP_SANCTUARY, OAK_MP_CREATURE };  /* extra slots: indexed by card-limit track */
enum { OAK_MP_RES };                         /* convert: the resource traded away */
enum { OAK_MP_STONES };                      /* temple space: the space it counts as */
enum { OAK_MP_TEMPLE, OAK_MP_COST };         /* extra Oak action */
enum { OAK_MP_ON, OAK_MP_DISC_N };           /* cost of an action: on what, how much less */
/* Modifier types: general kinds (permit, cost, more, counts_as) at Oak's hook points. */
enum { OAK_M_PLACEMENT_DISCOUNT, OAK_M_EXTRA_SLOTS, OAK_M_BREW_DISCOUNT, OAK_M_OWN_REST,
       OAK_M_IGNORE_OCCUPIED, OAK_M_CONVERT_FROM, OAK_M_TEMPLE_AS, OAK_M_TEMPLE_EXTRA_OAK,
       OAK_M_DISCOUNT, OAK_M_FESTIVAL_BONUS, OAK_M_POTION_REFUND, OAK_M_POTION_SUBSTITUTE,
       OAK_M_INGREDIENT_TRADE, OAK_M_CREATURE_DRAW, OAK_M_ELDER_SPACES_OPEN,
       OAK_M_ELDERS_IGNORE_OCCUPIED, OAK_M_GATHER_FROM_BAG, OAK_M_GATHER_FREE, OAK_M_REST_SLOTS,
       OAK_M_DISCARD_FOR_VP, OAK_M_ALL_REST_ELDER, OAK_M_SANCTUARY_DOUBLE, OAK_M_COUNT };
enum { OAK_DISC_TEMPLE, OAK_DISC_CREATURE, OAK_DISC_MENHIR, OAK_DISC_LIMIT };
/* Triggers. */
enum { OAK_TR_DUSK, OAK_TR_FESTIVAL, OAK_TR_TAKE_SANCTUARY, OAK_TR_RECRUIT, OAK_TR_USE_ARTIFACT,
       OAK_TR_COUNT };
/* Options. */
enum { OAK_OPT_ECLIPSE };

/* Where a druid is. */
enum { OAK_L_REST, OAK_L_ROOTS, OAK_L_TEMPLE, OAK_L_HEART, OAK_L_ORDER, OAK_L_MENHIR,
       OAK_L_ARTIFACT, OAK_L_BRANCH, OAK_L_FOREST, OAK_L_COUNT };

/* Action kinds below NM_ACTION_VM_CHOICE. */
enum {
    OAK_ACT_ORDER = 1,   /* setup: choose an order board; p0 order */
    OAK_ACT_TEMPLE,      /* p0 card, p1 physical space, p2 action space */
    OAK_ACT_OAK,         /* p0 card, p1 branch, p2 fork choice (0/1) + 4 * payment index */
    OAK_ACT_SPECIAL,     /* p0 where: 0-1 order space, 2 menhir, 3.. artifact slot */
    OAK_ACT_DRUID,       /* pending: p0 druid placed */
    OAK_ACT_SECOND,      /* pending: p0 druid sent to the roots */
    OAK_ACT_EXTRA_OAK,   /* pending: p0 0 no / 1 yes (+ fork in p1) */
    OAK_ACT_TRADE,       /* free: p0 ingredient a, p1 ingredient b, p2 resource */
    OAK_ACT_LIMIT,       /* free: p0 track (0 sanctuary, 1 creature), p1 payment index */
    OAK_ACT_REFRESH,     /* free: p0 0 creatures, 1 artifacts */
    OAK_ACT_CONVERT,     /* free: p0 from res, p1 to res */
    OAK_ACT_ING_TRADE,   /* free: p0 ingredient, p1 resource */
    OAK_ACT_CARW,        /* free: discard the creature p0 for its VP */
    OAK_ACT_END_TURN,
    OAK_ACT_PASS,
    OAK_ACT_GATHER,      /* p0 ingredient kind, p1 0 with a druid, 1 without (Unicorn) */
    OAK_ACT_GATHER_BAG,  /* p0 kind from the bag, p1 kind discarded from the forest */
    OAK_ACT_DONE,        /* stop gathering for this Day */
    OAK_ACT_DUSK,        /* Dusk step a: p0 druid back from an action put on a rest space */
    OAK_ACT_COUNT
};

/* Pending steps of a placement (a game decision, outside the VM). */
enum { OAK_PEND_NONE, OAK_PEND_DRUID, OAK_PEND_SECOND, OAK_PEND_EXTRA, OAK_PEND_DUSK };
enum { OAK_PHASE_ORDERS, OAK_PHASE_DAY, OAK_PHASE_OVER };
/* Seat states during the Day. */
enum { OAK_SEAT_ACTIVE, OAK_SEAT_PASSED, OAK_SEAT_DONE };

typedef struct oak_druid {
    int8_t loc, a, b; /* location and its arguments (temple/space, branch/space, slot...) */
    int8_t elder;     /* elder index, -1 ordinary */
} oak_druid;

/* Where VP come from (the end screen's breakdown): each change of a seat's VP is counted in
 * one source, so the sources always sum to vp. Lost VP count, as negatives, in the source
 * that cost them (an Artifact's dial, Carw Gwyn's -3). */
enum { OAK_VP_BRANCHES,      /* Sacred Oak spaces climbed (not the final ones) */
       OAK_VP_BRANCH_ENDS,   /* final spaces of the branches */
       OAK_VP_POTIONS,       /* potions brewed during the game (Dark Woods included) */
       OAK_VP_FINAL_POTION,  /* the Dark Woods potion of the final scoring */
       OAK_VP_CREATURES,     /* Creature cards: their VP, their effects, Carw Gwyn's discard */
       OAK_VP_ARTIFACTS,     /* 4 VP each, less the dials, their effects; Broichan's Narration */
       OAK_VP_SANCTUARIES,
       OAK_VP_MENHIRS,
       OAK_VP_OTHER,         /* effects of other components (none in the shipped data) */
       OAK_VP_SOURCES };
extern const char *const oak_vp_source_names[OAK_VP_SOURCES];

typedef struct oak_seat {
    int16_t vp;
    int16_t vp_src[OAK_VP_SOURCES]; /* vp by OAK_VP_* source; sums to vp */
    int8_t res[OAK_RES];
    int8_t ing[OAK_ING];
    int8_t order;               /* order board, -1 none (Broichan) */
    int8_t state;               /* OAK_SEAT_* */
    int8_t card[OAK_MAX_CARDS]; /* assembly card: 0 not owned, 1 in hand, 2 played this round */
    int8_t limit[2];            /* card-limit markers: sanctuary/menhir, creature */
    int8_t sanct_elder, sanct_ord, menhirs;
    int8_t creature_count;
    int8_t creatures[OAK_HELD];
    int8_t art[OAK_ART_SLOTS];  /* artifact in each slot, -1 empty */
    int8_t art_pos[OAK_ART_SLOTS];
    int8_t art_ext;             /* 1 with the artifact extension (Gift of the Gods) */
    int8_t spent_count;         /* exhausted artifacts kept beside the board */
    int8_t spent[OAK_MAX_ARTIFACTS];
    int8_t brewed[OAK_MAX_POTIONS + 1]; /* completed potions by potion (last: Dark Woods) */
    int8_t private_potion;      /* Seelie Court potion, -1 none */
    int8_t refreshed[2];        /* creature / artifact row refreshed this turn */
    int8_t steps;               /* spaces climbed on the branches (tie-break) */
    int8_t has_board[2];        /* Bard board, Ancient board */
    int8_t bot_sanct;           /* Broichan: sanctuaries taken (orientation alternates) */
    int8_t bot_creature_count, bot_artifact_count; /* Broichan: discarded face up */
    int8_t bot_creatures[OAK_MAX_CREATURES];
    int8_t bot_artifacts[OAK_MAX_ARTIFACTS];
    oak_druid druid[OAK_DRUIDS];
} oak_seat;

#define OAK_CHOOSE_MAX 8 /* options of a choose (the core op's len_max) */
typedef struct oak_pending {
    int8_t step;      /* OAK_PEND_* */
    int8_t kind;      /* OAK_ACT_TEMPLE or OAK_ACT_SPECIAL, or what a payment is for */
    int8_t card, phys, act, druid, where;
    /* A temple action that starts with a choose whose options cost differently (Fear
     * Gorta's discount on the Heart's "a Creature or a Potion", an Ovate brewing there):
     * the placement paid the cheapest option; choosing another pays its extra, in
     * choose_res. choose_on is 0 when nothing is owed (every other action). */
    int8_t choose_on, choose_res;
    int8_t choose_extra[OAK_CHOOSE_MAX];
    int8_t pad[1];
} oak_pending;

typedef struct oak_state {
    nm_header h;
    nm_vm vm;
    int8_t phase, round, first, current;
    int8_t main_done;        /* the current seat has taken its main action this turn */
    int8_t solo;             /* 1: seat 1 is Broichan */
    int8_t seats;            /* seats in use (players + Broichan) */
    int8_t eclipse;
    int8_t sun;              /* sun marker position */
    int8_t order_pick;       /* setup: seats that still choose an order (counter-clockwise) */
    int8_t neutral[3];       /* neutral druid's space per temple, -1 none */
    uint32_t sun_tokens;     /* bit per oak space: a sun token lies there */
    uint32_t blocked;        /* bit per oak space: final space blocked */
    int8_t bag[OAK_ING];
    int8_t forest[OAK_FOREST];   /* ingredient kind per place, -1 empty */
    int8_t deck_count, row[OAK_ROW];
    int8_t deck[OAK_MAX_CREATURES]; /* creature deck, top = deck[deck_count-1] */
    int8_t drawn_count, drawn[8];   /* Cailleach: cards drawn to choose from */
    int8_t apile_count, arow[OAK_ROW];
    int8_t apile[OAK_MAX_ARTIFACTS];
    int8_t potion_row[3];    /* potion of each level on the board */
    int8_t box_count, box[OAK_MAX_POTIONS]; /* potions left in the box */
    int8_t bot_deck_count, bot_deck[OAK_BOT_CARDS];
    int8_t bot_discard_count, bot_discard[OAK_BOT_CARDS];
    int8_t sanct_pile;
    int8_t final_done;       /* final scoring applied */
    int8_t in_dusk;          /* 1 while Dusk returns druids (Gancanagh's rest spaces count) */
    int8_t discard_count, discard[OAK_MAX_CREATURES]; /* creatures discarded (Carw Gwyn) */
    oak_pending pend;
    oak_seat seat[OAK_SEATS];
} oak_state;

/* The 6 orders in which three row cards may go under their pile (row slots, first one
 * placed first, so the last one ends at the very bottom). */
extern const int8_t oak_perm3[6][3];

/* Values derived from the data once, at load (nm_game.derive): which modifier types each
 * creature and order carries, and where each Elder's modifiers are, so that the rules'
 * modifier look-ups skip the cards that cannot match; the Oak space of each branch index. */
#define OAK_MAX_ORDERS 8
#define OAK_DISC_TABLE 8
#define OAK_POTION_PAYS 8
#define OAK_LIMIT_COSTS 64
#define OAK_MAX_EFFECTS 1024
typedef struct oak_derived {
    uint32_t creature_mods[OAK_MAX_CREATURES]; /* bit per modifier type (OAK_M_*) */
    uint32_t order_mods[OAK_MAX_ORDERS];
    int16_t elder_mod[OAK_ELDERS][OAK_M_COUNT]; /* first modifier of the type, -1 none */
    int8_t space_at[3][OAK_MAX_SPACES];          /* oak_space_id(branch, index), -1 none */
    /* The spaces above each space (its `next`, as space ids, those that exist), for
     * oak_climb_targets. */
    int8_t next_sp[OAK_MAX_SPACES][2];
    int8_t next_count[OAK_MAX_SPACES];
    int8_t act_op[OAK_MAX_CARDS][3]; /* first op of each Assembly action space, -1 none */
    /* Fewest ingredients any variant of a potion asks for, per brewing discount below
     * OAK_DISC_TABLE (127: no variant): holding fewer, it cannot be brewed. */
    int8_t potion_min_pay[OAK_MAX_POTIONS][OAK_DISC_TABLE];
    /* The distinct ingredient payments of a potion's variants per discount (-1 count: more
     * than OAK_POTION_PAYS): without substitutes, holding one of them is enough. */
    int8_t potion_pays[OAK_MAX_POTIONS][OAK_DISC_TABLE][OAK_POTION_PAYS][OAK_ING];
    int8_t potion_pay_count[OAK_MAX_POTIONS][OAK_DISC_TABLE];
    /* Each order's card-limit payments without a discount, in oak_limit_cost's order
     * (-1 count: more than OAK_LIMIT_COSTS). */
    int8_t limit_pay[OAK_MAX_ORDERS][OAK_LIMIT_COSTS][3];
    int8_t limit_pay_count[OAK_MAX_ORDERS];
    /* The kind whose component has each effect list as its effect or a trigger (the first
     * such component in kind order), -1 none, for the VP source of an op (oak_score.c);
     * effect lists past OAK_MAX_EFFECTS are looked up by a scan. */
    int8_t effect_kind[OAK_MAX_EFFECTS];
    /* How the answer of oak_effect_possible_placing for each effect list depends on the
     * druid placed (OAK_POSS_*), so that legal() asks it once per action rather than once
     * per druid kind, or not at all; effect lists past OAK_MAX_EFFECTS: OAK_POSS_DRUID. */
    int8_t effect_poss[OAK_MAX_EFFECTS];
    /* Each Elder's extra card slots per track (0 when none), and whether it has a rest space
     * of its own (oak_limit_slots, oak_rest_fits: asked for every druid). */
    int16_t elder_slots[OAK_ELDERS][2];
    int8_t elder_own_rest[OAK_ELDERS];
    /* Each Assembly card as the main turn's legal() reads it: its temple, per action space
     * the resource and cost, whether creature discounts apply (the first op takes a
     * creature), the effect list and its OAK_POSS_* class; its Oak action. */
    struct oak_card_acts {
        int32_t temple, oak_branch, oak_res, oak_cost;
        int32_t res[3], cost[3], effect[3];
        int8_t op[3];    /* the first op of each action (-1 none): its kind of discount */
        int8_t split[3]; /* a choose with an option another discount applies to */
        int8_t poss[3];
    } card_acts[OAK_MAX_CARDS];
} oak_derived;
/* OAK_POSS_ALWAYS: always possible (no op, or a first op that needs nothing); OAK_POSS_SEAT:
 * the same for every druid of the seat; OAK_POSS_DRUID: may differ (rest spaces, brewing). */
enum { OAK_POSS_ALWAYS, OAK_POSS_SEAT, OAK_POSS_DRUID };
/* The effect list's OAK_POSS_* class, from its ops alone (oak_possible.c, for oak_derive). */
int oak_effect_poss_class(const nm_data *d, int effect);
int oak_derive(const nm_data *d, void *derived, nm_errors *err);

/* ---- shared between the module's files ---- */
const nm_game *oak_game(void);
extern const nm_op_def oak_ops_base[OAK_OP_CHOOSE];
extern const nm_op_def oak_modifier_defs[OAK_M_COUNT];
/* The core's choose with Oak's run and choices (oak_ops.c): a temple action's costlier
 * option pays its extra when chosen (oak_pending.choose_*). */
extern const nm_op_def oak_choose_op;
extern const char *const oak_res_names[];
extern const char *const oak_ing_names[];

const nm_kind_data *oak_kind(const nm_data *d, int kind);
int oak_rule(const nm_data *d, int field);
const int32_t *oak_rule_ints(const nm_data *d, int field, int *n);
int oak_field(const nm_data *d, int kind, int item, int field);
int oak_bot(const oak_state *s);  /* Broichan's seat, -1 when not solo */
nm_vm_ctx oak_ctx(const nm_data *d, const oak_state *s);

/* Inline forms of oak_kind and oak_field for the rules' hot paths (the module's files that
 * want them define OAK_INLINE_FIELDS before including this header). */
static inline const nm_kind_data *oak_kind_in(const nm_data *d, int kind) { return &d->kinds[kind]; }
static inline int oak_field_in(const nm_data *d, int kind, int item, int field) {
    return d->kinds[kind].items[item].field[field];
}
static inline int oak_rule_in(const nm_data *d, int field) {
    return d->kinds[OAK_K_RULES].items[0].field[field];
}
static inline const int32_t *oak_rule_ints_in(const nm_data *d, int field, int *n) {
    return nm_data_ints_in(d, oak_rule_in(d, field), n);
}
static inline int oak_bot_in(const oak_state *s) { return s->solo ? 1 : -1; }
#ifdef OAK_INLINE_FIELDS
#define oak_kind oak_kind_in
#define oak_field oak_field_in
#define oak_rule oak_rule_in
#define oak_rule_ints oak_rule_ints_in
#define oak_bot oak_bot_in
#define nm_data_effect nm_data_effect_in
#define nm_data_ints nm_data_ints_in
#endif

/* rules helpers (oak_rules.c) */
void oak_gain(oak_state *s, int seat, int res, int n);
/* Changes the seat's VP (never below 0) and counts the change in source (OAK_VP_*). */
void oak_gain_vp(oak_state *s, int seat, int n, int source);
/* The VP source of the effect the VM runs now: the kind of the component whose effect or
 * trigger owns the innermost frame (oak_score.c). */
int oak_vp_source_now(const nm_data *d, const nm_vm *vm);
/* The kind of the component whose effect or trigger is this effect list, or -1 (a nested
 * list, e.g. an option of "choose"), by a scan of every component (oak_derive's table). */
int oak_effect_kind_scan(const nm_data *d, int effect);
/* Sum of argument sum_arg (-1: count) of the seat's creature and order modifiers of a type,
 * keeping those whose first argument equals match0 (-1: all). */
int oak_mod_sum(const nm_data *d, const oak_state *s, int seat, int type, int sum_arg, int match0);
/* The parameter oak_mod_sum's match0 compares: every Oak modifier schema that can be matched
 * names what it applies to (an action, a counter) first. */
enum { OAK_MOD_MATCHED = 0 };
/* Argument arg of the elder's modifier of that type, or -1 when it has none. */
int oak_elder_mod(const nm_data *d, int elder, int type, int arg);
int oak_has_mod(const nm_data *d, const oak_state *s, int seat, int type);
/* Bit per modifier type (OAK_M_*) that the seat's creatures and order carry: one pass over
 * the cards, for code that asks about several types. */
uint32_t oak_seat_mods(const nm_data *d, const oak_state *s, int seat);
int oak_limit_slots(const nm_data *d, const oak_state *s, int seat, int track);
int oak_sanct_used(const nm_data *d, const oak_state *s, int seat);
int oak_sanct_free(const nm_data *d, const oak_state *s, int seat, int menhir);
int oak_creature_free(const nm_data *d, const oak_state *s, int seat);
int oak_art_free_slot(const oak_state *s, int seat);
int oak_limit_cost_total(const nm_data *d, const oak_state *s, int seat);
int oak_can_raise(const nm_data *d, const oak_state *s, int seat, int track);
/* oak_can_raise with paid of resource res already spent (res < 0: nothing). */
int oak_can_raise_paying(const nm_data *d, const oak_state *s, int seat, int track, int res, int paid);
int oak_pay_options(const nm_data *d, const oak_state *s, int seat, int n, int idx, int8_t out[3]);
/* The distinct ways of taking disc (at most the cost) off a fixed cost, one resource at a
 * time: fills out with way idx (the first takes feathers first) and returns how many. */
int oak_discount_options(const int8_t base[3], int disc, int idx, int8_t out[3]);
/* The seat's distinct card-limit payments, all at once in oak_limit_cost's order; mods: the
 * seat's oak_seat_mods. *pay points at them: the table worked out at load when no discount
 * applies, else buf, filled. Returns how many, or -1 when there are more than
 * OAK_LIMIT_COSTS (then use oak_limit_cost). */
int oak_limit_payments(const nm_data *d, const oak_state *s, int seat, uint32_t mods,
                       int8_t (*buf)[3], const int8_t (**pay)[3]);
/* The seat's distinct card-limit payments: fills out with payment idx, returns how many. */
int oak_limit_cost(const nm_data *d, const oak_state *s, int seat, int idx, int8_t out[3]);
int oak_rest_fits(const nm_data *d, const oak_state *s, int seat, int extra_ord, int extra_elder);
/* oak_rest_fits with the seat's druid `leaving` judged as gone from its rest space (-1 none). */
int oak_rest_fits_leaving(const nm_data *d, const oak_state *s, int seat, int extra_ord, int extra_elder,
                          int leaving);
int oak_count_loc(const oak_state *s, int seat, int loc);
int oak_elders_owned(const oak_state *s, int seat);
int oak_climb_targets(const nm_data *d, const oak_state *s, int seat, int branch, int ignore_blocked,
                      int8_t out[2], int8_t *druid);
/* oak_climb_targets of the three branches at once (not ignoring blocked spaces), given the
 * seat's druid on each branch (the last one there, -1 none) and its first druid on the roots
 * (-1 none). */
void oak_climb_targets3(const nm_data *d, const oak_state *s, int seat, const int on[3], int root,
                             int8_t out[3][2], int8_t druid[3], int n[3]);
void oak_climb_step(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int druid, int space,
                    int vp);
void oak_festival(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int only_seat);
void oak_sun_advance(const nm_data *d, oak_state *s, nm_vm_ctx *ctx);
int oak_space_id(const nm_data *d, int branch, int index);
int oak_final_vp(const nm_data *d, const oak_state *s, int seat, int space);
/* What the seat pays for a potion variant (see recipe() in oak_rules.c), Fear Dearg's
 * substitutes included; 0 when it can pay. */
int oak_potion_cost(const nm_data *d, const oak_state *s, int seat, int potion, int discount,
                    int mask, int8_t pay[OAK_ING]);
/* The recipe's count of ingredient k for a variant, before substitutes. */
/* The variants (mask values) worth trying for a potion and discount. */
int oak_potion_variants(const nm_data *d, int potion, int discount, int out[36]);
int oak_potion_need(const nm_data *d, int potion, int discount, int mask, int k);
int oak_dark_woods_best(const nm_data *d, const oak_state *s, int seat, int8_t pay[OAK_ING]);
int oak_draw_ingredient(oak_state *s, int seat);
void oak_check_bot_climb(const nm_data *d, oak_state *s, nm_vm_ctx *ctx);
void oak_take_creature_card(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int c);
void oak_place_artifact(const nm_data *d, oak_state *s, int seat, int a);
void oak_refill_rows(oak_state *s);
int oak_push(nm_vm_ctx *ctx, int effect, int seat, int source);
void oak_fire(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int trigger);
int oak_effect_possible(const nm_data *d, const oak_state *s, int seat, int effect);
/* Whether the effect can be carried out once the current seat's druid has left its rest
 * space for the action space (it frees a rest space). */
int oak_effect_possible_placing(const nm_data *d, const oak_state *s, int seat, int effect, int druid);
/* oak_effect_possible_placing once the action's own cost (paid of resource res) has been
 * paid: a card the effect takes must still find a slot, or the limit raise stay
 * affordable, with what is left ("Limite de Cartes"). */
int oak_effect_possible_paying(const nm_data *d, const oak_state *s, int seat, int effect, int druid,
                               int res, int paid);
int oak_replay_options(const nm_data *d, const oak_state *s, int seat, int idx, int *card,
                       int *slot);

/* flow (oak_flow.c) */
/* Dusk step a: the druids (one per kind) back from an action that fit a rest space now. */
int oak_dusk_options(const nm_data *d, const oak_state *s, int seat, int out[OAK_DRUIDS]);
/* The Menhir's cost with this druid, payment idx; returns how many distinct payments. */
int oak_menhir_cost(const nm_data *d, const oak_state *s, int seat, int druid, int idx, int8_t out[3]);
int oak_legal(const nm_data *d, const void *state, nm_action_list *out);
int oak_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int oak_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err);
int oak_scores(const nm_data *d, const void *state, int32_t *out);
int oak_winners(const nm_data *d, const void *state, int8_t *out);
/* Broichan (oak_broichan.c): plays his turn (a card, passing, or gathering). */
void oak_bot_turn(const nm_data *d, oak_state *s, nm_vm_ctx *ctx);
/* views (oak_view.c) */
void oak_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
void oak_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
int oak_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                 nm_element_view *out);
/* An Oak space as the board names it ("Rune 3"), in lang. */
void oak_space_words(const nm_data *d, int sp, int lang, char *b, size_t n);
/* The action in words, English (lang 0) or French (1), for the log and the menus. */
void oak_display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n);
/* The seat's VP by source; the lines sum to its score. */
int oak_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out, int max);
/* Elements an action involves beyond its own (the Assembly card it plays). */
int oak_involves(const nm_data *d, const void *state, const nm_action *a, char (*ids)[NM_ELEMENT_LEN], int max);
int oak_cue(const nm_data *d, const void *before, const nm_action *a, const void *after);
/* In words (oak_narrate.c): what the flow did by itself, the pending decision, the tie-break;
 * the VP sources' names in English and French. */
extern const char *const oak_vp_source_words[NM_LANGS][OAK_VP_SOURCES];
int oak_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                nm_event_line *out, int max);
void oak_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n);
/* The name of what the pending effect choice belongs to ("Narration", a Creature's name),
 * or of the extra Oak action; "" when none (oak_view.c). */
void oak_effect_title(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int oak_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int oak_check_data(const nm_data *d, nm_errors *err);
/* Completes an observation into a playable world (hidden deck orders dealt at random). */
void oak_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng);
/* The AI's name of an action: a refresh's order of the cards under the pile left out. */
void oak_search_key(const nm_data *d, const nm_action *a, nm_action *key);
/* The AI's playout policy: mostly the turn's main actions rather than free ones. */
int oak_playout(const nm_data *d, const void *state, const nm_action_list *legal, nm_rng *rng);
/* The state described once (oak_state.c). */
extern const struct nm_state_table oak_state_table;

/* Inline form of oak_elder_mod (the derived table when there is one), for the files that
 * define OAK_INLINE_FIELDS: the rules ask it for every druid they look at. */
static inline int oak_elder_mod_in(const nm_data *d, int elder, int type, int arg) {
    if (elder < 0) return -1;
    const oak_derived *dv = d->derived;
    if (dv && elder < OAK_ELDERS && type >= 0 && type < OAK_M_COUNT) {
        int m = dv->elder_mod[elder][type];
        return m < 0 ? -1 : arg < 0 ? 1 : d->mods[m].arg[arg];
    }
    const nm_component *c = &d->kinds[OAK_K_ELDERS].items[elder];
    for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
        if (d->mods[m].op == type) return arg < 0 ? 1 : d->mods[m].arg[arg];
    return -1;
}
#ifdef OAK_INLINE_FIELDS
#define oak_elder_mod oak_elder_mod_in
#endif

#endif
