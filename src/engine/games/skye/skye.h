/* skye.h - Isle of Skye (base game) with the Druids expansion: the flat state, enums,
 * derived tile geometry and the prototypes the game's files share. */
#ifndef SKYE_H
#define SKYE_H
#include <stdint.h>
#include "nemeton/game.h"
#include "nemeton/lang.h"
#include "nemeton/state_table.h"

#define SK_MAX_PLAYERS 5
#define SK_MAX_TILES 120   /* landscape + castles + druid tiles (data may hold fewer) */
#define SK_KINGDOM 48      /* tiles one kingdom may hold */
#define SK_HAND 8          /* tiles waiting to be built */
#define SK_BAG 100
#define SK_PILE 48         /* druid tiles face down */
#define SK_OUT 120         /* druid tiles out of the game, unplaceable tiles */
#define SK_BOX 8           /* castles not in this game */
#define SK_DOLMEN 5
#define SK_OFFER 3
#define SK_DRAWN 4         /* bag purchase: tiles drawn to keep one */
#define SK_WINDOWS 4
#define SK_TABLETS 16
#define SK_FEATS 7
#define SK_SRC 6           /* VP sources: windows A-D, scrolls, gold */
#define SK_GRID_MAX 16     /* largest grid radius the rules may ask for */
#define SK_MAX_PRICE 99

/* data kinds, in the game's order */
enum { SK_K_RULES, SK_K_COUNTERS, SK_K_TILES, SK_K_SCROLLS, SK_K_SCORING, SK_K_TABLETS, SK_K_ZONES, SK_K_COUNT };

/* rules fields */
enum {
    SK_R_ROUNDS, SK_R_SCHEDULE, SK_R_SCHEDULE5, SK_R_CATCHUP, SK_R_CATCHUP5, SK_R_START_GOLD,
    SK_R_CASTLE_INCOME, SK_R_WHISKY_INCOME, SK_R_DRAW, SK_R_MIN_PRICE, SK_R_SCORING_TILES,
    SK_R_BAG_COST, SK_R_BAG_DRAW, SK_R_DOLMEN_EXTRA, SK_R_GOLD_PER_VP, SK_R_FEATURE_TERRAIN,
    SK_R_GRID, SK_R_MARKERS, SK_R_COUNT
};
/* tile fields */
enum {
    SK_T_SET, SK_T_CENTER, SK_T_EDGES, SK_T_ROADS, SK_T_WHISKY, SK_T_SHEEP, SK_T_CATTLE, SK_T_FARM,
    SK_T_BROCH, SK_T_LIGHTHOUSE, SK_T_SHIP, SK_T_SCROLL, SK_T_TABLET, SK_T_COST, SK_T_COUNT
};
enum { SK_SET_CASTLE, SK_SET_LANDSCAPE, SK_SET_DRUID };
enum { SK_PASTURE, SK_MOUNTAIN, SK_WATER, SK_CENTRE_AREA };
/* features, in the tile fields' order */
enum { SK_F_WHISKY, SK_F_SHEEP, SK_F_CATTLE, SK_F_FARM, SK_F_BROCH, SK_F_LIGHTHOUSE, SK_F_SHIP };
enum { SK_S_VALUE, SK_S_EXPANSION };          /* scroll fields */
enum { SK_SC_SCORE, SK_SC_EXPANSION };        /* scoring fields */

/* modifier kinds (tablets) and their parameter */
enum { SK_M_BUY_OPPONENT, SK_M_BAG_BUY, SK_M_BAG_DRAW, SK_M_BUY_OWN, SK_M_SCROLL_ECHO, SK_M_COUNT };
enum { SK_MP_N };

/* queries */
enum { SK_Q_FEATURES, SK_Q_AREAS, SK_Q_LARGEST, SK_Q_LINES, SK_Q_SQUARES, SK_Q_LONGEST_ROAD, SK_Q_COUNT };

typedef enum {
    SK_PH_PRICE,   /* a seat discards one drawn tile and prices the others, hidden */
    SK_PH_BUY1,    /* first buying round: one tile from an opponent (and own ones with a tablet) */
    SK_PH_BUY2,    /* second buying round (Druids): a Dolmen tile or the bag */
    SK_PH_PICK,    /* a bag purchase: keep one of the tiles drawn */
    SK_PH_BUILD,   /* tiles into kingdoms */
    SK_PH_OVER
} sk_phase;

typedef enum {
    SK_ACT_DISCARD = 1, /* p0 offer slot */
    SK_ACT_PRICE,       /* p0 offer slot, p1 gold */
    SK_ACT_BUY,         /* p0 seller seat, p1 offer slot */
    SK_ACT_OWN,         /* p0 own offer slot (Keep-your-own tablet) */
    SK_ACT_END,         /* end of a buying turn (pass) */
    SK_ACT_DOLMEN,      /* p0 Dolmen space */
    SK_ACT_BAG,         /* buy from the bag */
    SK_ACT_PICK,        /* p0 drawn index */
    SK_ACT_PLACE        /* target the tile (in the hand), p0 x, p1 y, p2 rotation (quarter turns clockwise) */
} sk_act;

typedef struct sk_place {
    int8_t tile, x, y, rot;
} sk_place;

typedef struct sk_seat {
    int16_t gold;
    int16_t vp;
    int16_t vp_src[SK_SRC];
    int8_t offer[SK_OFFER];     /* tiles drawn this round still offered (-1: none) */
    int8_t secret_price[SK_OFFER]; /* prices behind the screen (-1 unset), until the reveal */
    int8_t secret_discard;      /* the discard marker behind the screen (-1 unset) */
    int8_t price[SK_OFFER];     /* revealed prices (-1 none) */
    int8_t priced;              /* this seat's screen is set (discard and prices chosen) */
    int8_t hand_count;
    int8_t hand[SK_HAND];       /* tiles to build this round */
    int8_t kingdom_count;
    sk_place kingdom[SK_KINGDOM];
    uint16_t tablets;           /* tablets in force (bits of the tablets kind) */
    uint16_t tablets_new;       /* taken this round: in force from the next */
    int8_t bought_opp;          /* first buying round: bought from an opponent */
    int8_t bought_own;          /* first buying round: own tiles bought */
    int8_t drawn_count;
    int8_t drawn[SK_DRAWN];     /* bag purchase: tiles to choose from */
} sk_seat;

typedef struct sk_state {
    nm_header h;
    int8_t phase;
    int8_t druids;              /* the expansion is in play */
    int8_t round;
    int8_t rounds;
    int8_t first;               /* start player */
    int8_t current;             /* seat whose turn it is in the sequential steps */
    int8_t turns;               /* seats that had their turn in this step */
    int8_t seats;
    int8_t scoring[SK_WINDOWS]; /* scoring tiles on windows A-D */
    int8_t bag_count;
    int8_t bag[SK_BAG];
    int8_t pile_count;
    int8_t pile[SK_PILE];
    int8_t dolmen[SK_DOLMEN];   /* Dolmen spaces, left (4 gold) to right (0 gold) */
    int8_t out_count;
    int8_t out[SK_OUT];         /* tiles out of the game */
    int8_t box_count;
    int8_t box[SK_BOX];         /* castles of absent colours */
    sk_seat seat[SK_MAX_PLAYERS];
} sk_state;

/* Tile geometry and the rules' numbers, derived once at load. */
typedef struct sk_derived {
    int tiles;
    int8_t set[SK_MAX_TILES];
    int8_t center[SK_MAX_TILES];
    int8_t edge[SK_MAX_TILES][4];  /* terrain of N, E, S, W as printed */
    int8_t road[SK_MAX_TILES][4];  /* road group on each edge, 0 none */
    int8_t feat[SK_MAX_TILES][SK_FEATS];
    uint8_t feat_any[SK_MAX_TILES]; /* 1 when the tile shows any feature */
    /* for each turn, each part (centre 0, edges N E S W 1..4 after turning) the lowest part
     * of the tile its terrain joins inside the tile (the areas' union-find starts from it) */
    int8_t part_root[SK_MAX_TILES][4][5];
    /* for each turn, the edges N E S W after turning, one byte each: four sides compared at once */
    uint32_t turned[SK_MAX_TILES][4];
    int8_t scroll[SK_MAX_TILES];
    int8_t tablet[SK_MAX_TILES];
    int8_t cost[SK_MAX_TILES];
    int8_t feature_terrain[SK_FEATS];
    int8_t dolmen_extra[SK_DOLMEN]; /* the rules' dolmen_extra (0 past its end) */
    int grid;                      /* radius */
} sk_derived;

/* A kingdom's geometry, computed from a seat's placements for scoring. */
#define SK_GW (2 * SK_GRID_MAX + 1)
#define SK_CELL_PAD 2
#define SK_AREAS (SK_KINGDOM * 5)
typedef struct sk_geo {
    int n;                        /* tiles */
    /* index in the kingdom list, -1 empty; a margin of SK_CELL_PAD cells around the grid, and
     * only the rows ylo - SK_CELL_PAD .. yhi + SK_CELL_PAD written, so that the cells within
     * two steps of a tile are read without bounds checks */
    int8_t cell[SK_GW + 2 * SK_CELL_PAD][SK_GW + 2 * SK_CELL_PAD];
    int8_t ylo, yhi;              /* the rows the kingdom spans (ylo > yhi: none) */
    int8_t xlo, xhi;              /* and its columns */
    int8_t tx[SK_KINGDOM], ty[SK_KINGDOM];
    int16_t tile[SK_KINGDOM];
    int8_t rot[SK_KINGDOM];
    int8_t edge[SK_KINGDOM][4];   /* terrain of each edge after rotation */
    int8_t road[SK_KINGDOM][4];
    int16_t part_area[SK_KINGDOM][5]; /* area of the centre (0) and edges N E S W (1..4) */
    int areas;
    int8_t area_terrain[SK_AREAS];
    int16_t area_gaps[SK_AREAS];  /* its edges facing an empty cell: open while any */
    int16_t area_tiles[SK_AREAS];
    int16_t area_feat[SK_AREAS][SK_FEATS];
    uint8_t road_on[SK_KINGDOM];  /* its roads joined to the castle, a bit for each road (1-3):
                                     the tile is joined to the castle by road when any is set */
} sk_geo;

/* The kingdoms' geometry built once for the many expressions of one scoring (a window for
 * every seat, `rank` asking the others): the queries read it through nm_vm_ctx.game_cache,
 * building a seat's parts on first use (built[]: 1 cells, 2 areas, 4 roads). Only built[]
 * needs clearing. */
typedef struct sk_geo_memo {
    uint8_t built[SK_MAX_PLAYERS];
    sk_geo g[SK_MAX_PLAYERS];
} sk_geo_memo;

extern const nm_state_table sk_state_table;
extern const nm_query_def sk_queries[SK_Q_COUNT];
extern const nm_op_def sk_modifier_defs[SK_M_COUNT];

const nm_game *skye_game(void);
static inline const sk_derived *sk_dv(const nm_data *d) { return (const sk_derived *)d->derived; }
int sk_rule(const nm_data *d, int field);
const int32_t *sk_rule_ints(const nm_data *d, int field, int *n);
int sk_derive(const nm_data *d, void *derived, nm_errors *err);
int sk_check_data(const nm_data *d, nm_errors *err);
/* The slot of tile t in the seat's hand, -1 when it holds no such tile. A placement names
 * its tile, not its slot: across the worlds a search samples, "slot 0" holds other tiles,
 * "Tile 44" is one tile. */
static inline int sk_hand_slot(const sk_seat *ps, int t) {
    for (int h = 0; h < ps->hand_count; h++)
        if (ps->hand[h] == t) return h;
    return -1;
}
/* A context for reading seat's expressions and queries over the state (no VM: Skye's
 * effects are its flow's; inline: every scoring tile scored for a seat makes one). */
static inline nm_vm_ctx sk_ctx(const nm_data *d, const sk_state *s, int seat) {
    return nm_vm_context(d, s, NULL, seat, -1, -1);
}

/* geometry (skye_geo.c) */
/* The whole geometry (cells, areas, roads): _build from the thread's cache of the kingdoms
 * last built when it holds this one, _fresh always built (the tests compare the two). */
void sk_geo_build(const nm_data *d, const sk_seat *ps, sk_geo *g);
void sk_geo_build_fresh(const nm_data *d, const sk_seat *ps, sk_geo *g);
int sk_geo_tile_at(const sk_geo *g, int x, int y); /* kingdom index at (x, y), -1 none */
int sk_edge_after(const sk_derived *dv, int tile, int rot, int dir, int8_t *terrain, int8_t *road);
int sk_can_place(const nm_data *d, const sk_seat *ps, int tile, int x, int y, int rot);
/* The empty cells beside a kingdom, with the sides a tile must match there. */
#define SK_FRONTIER (SK_KINGDOM * 4)
typedef struct sk_frontier {
    int n;
    int8_t x[SK_FRONTIER], y[SK_FRONTIER];
    uint32_t need[SK_FRONTIER], mask[SK_FRONTIER];
} sk_frontier;
/* Legal placements (x, y, rot) of a tile, at most max, in the kingdom's order: _front reads
 * the frontier sk_geo_frontier found once over the cells sk_geo_cells wrote, for several
 * tiles. */
void sk_geo_cells(const nm_data *d, const sk_seat *ps, sk_geo *g);
void sk_geo_frontier(const nm_data *d, const sk_geo *g, sk_frontier *f);
int sk_placements_front(const nm_data *d, const sk_frontier *f, int tile, int8_t (*out)[3], int max);
/* The frontier of a seat's kingdom (cached per thread for the kingdom last asked; valid
 * until the next call on the same thread), and whether a tile has a placement on it. */
const sk_frontier *sk_seat_frontier(const nm_data *d, const sk_seat *ps);
int sk_front_fits(const nm_data *d, const sk_frontier *f, int tile);
int sk_feature_area(const nm_data *d, const sk_geo *g, int k, int feat);
int sk_longest_road(const sk_geo *g);
/* Tiles with whisky joined to the castle by road: in a whole geometry, in a seat's kingdom. */
int sk_whisky_tiles(const nm_data *d, const sk_geo *g);
int sk_whisky_income(const nm_data *d, const sk_seat *ps);
int32_t sk_scroll_points(const nm_data *d, const sk_state *s, int seat, int32_t *echo_out);

/* flow (skye_flow.c) */
int sk_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err);
int sk_legal(const nm_data *d, const void *state, nm_action_list *out);
/* The search's playouts (nm_game.playout_legal): at a build step the placements of the
 * hand's first tile that fits anywhere (the others are built after it), else sk_legal. */
int sk_playout_legal(const nm_data *d, const void *state, nm_action_list *out);
int sk_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int sk_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err);
int sk_scores(const nm_data *d, const void *state, int32_t *out);
int sk_winners(const nm_data *d, const void *state, int8_t *out);
/* The computer opponents' projection of the final scores from the kingdoms as they stand:
 * VP + the scheduled windows of every round left + scrolls + gold (nm_game.projected_scores). */
int sk_projected_scores(const nm_data *d, const void *state, int32_t *out);
int sk_schedule(const nm_data *d, const sk_state *s, int round);
/* Phase 1 income of a seat this round: castle, whisky joined by road, catch-up gold. */
int sk_income(const nm_data *d, const sk_state *s, int seat);
int sk_catch_up(const nm_data *d, const sk_state *s, int round);
int sk_free_gold(const sk_seat *ps);
int sk_buy_cost(const nm_data *d, const sk_state *s, int buyer, int seller, int slot);
int sk_dolmen_cost(const nm_data *d, const sk_state *s, int space);
int sk_bag_cost(const nm_data *d, const sk_state *s, int seat);
int sk_bag_draws(const nm_data *d, const sk_state *s, int seat);
int sk_own_allowed(const nm_data *d, const sk_state *s, int seat);
int32_t sk_window_points(const nm_data *d, const sk_state *s, int window, int seat);
/* The same, the queries reading memo (NULL: each query builds what it needs). */
int32_t sk_window_points_memo(const nm_data *d, const sk_state *s, int window, int seat, sk_geo_memo *memo);

/* views (skye_view.c) */
void sk_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
void sk_display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n);
void sk_log_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n);
void sk_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n);
int sk_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                nm_element_view *out);
int sk_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out, int max);
void sk_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng);

/* words for people (skye_narrate.c) */
int sk_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang, nm_event_line *out,
               int max);
void sk_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n);
int sk_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n);

#endif
