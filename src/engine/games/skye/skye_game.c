/* skye_game.c - Isle of Skye's game table: data kinds and their schemas, the tablets'
 * modifier kinds, the kingdom queries the scoring expressions ask, the expansion option,
 * and the tile geometry derived once at load. */
#include <stdio.h>
#include <string.h>
#include "skye.h"

static const char *const set_names[] = {"castle", "landscape", "druid", NULL};
static const char *const terrain_names[] = {"pasture", "mountain", "water", NULL};

#define INT(n, lo, hi, d) {.name = n, .type = NM_P_INT, .min = lo, .max = hi, .required = 1, .doc = d}
#define OINT(n, lo, hi, d) {.name = n, .type = NM_P_INT, .min = lo, .max = hi, .doc = d}
#define INTS(n, lo, hi, l0, l1, d)                                                           \
    {.name = n, .type = NM_P_INTS, .min = lo, .max = hi, .len_min = l0, .len_max = l1,      \
     .required = 1, .doc = d}
#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))

static const nm_param rules_fields[SK_R_COUNT] = {
    [SK_R_ROUNDS] = INTS("rounds", 1, 9, 4, 4, "rounds for 2, 3, 4 and 5 players"),
    [SK_R_SCHEDULE] = INTS("schedule", 0, 15, 1, 9, "windows scored each round, 2-4 players (bits A=1 B=2 C=4 D=8)"),
    [SK_R_SCHEDULE5] = INTS("schedule_5", 0, 15, 1, 9, "windows scored each round, 5 players"),
    [SK_R_CATCHUP] = INTS("catch_up", 0, 9, 1, 9, "gold per player ahead, by round, 2-4 players"),
    [SK_R_CATCHUP5] = INTS("catch_up_5", 0, 9, 1, 9, "gold per player ahead, by round, 5 players"),
    [SK_R_START_GOLD] = INT("start_gold", 0, 50, "gold before the first income"),
    [SK_R_CASTLE_INCOME] = INT("castle_income", 0, 20, "income of the castle"),
    [SK_R_WHISKY_INCOME] = INT("whisky_income", 0, 9, "income per whisky tile joined to the castle by road"),
    [SK_R_DRAW] = INT("draw", 1, SK_OFFER, "tiles each player draws in phase 2"),
    [SK_R_MIN_PRICE] = INT("min_price", 1, 9, "lowest price of an offered tile"),
    [SK_R_SCORING_TILES] = INT("scoring_tiles", SK_WINDOWS, SK_WINDOWS, "scoring tiles drawn per game"),
    [SK_R_BAG_COST] = INT("bag_cost", 0, 20, "Druids: a purchase from the bag"),
    [SK_R_BAG_DRAW] = INT("bag_draw", 1, SK_DRAWN, "Druids: tiles drawn by a bag purchase (keep one)"),
    [SK_R_DOLMEN_EXTRA] = INTS("dolmen_extra", 0, 9, SK_DOLMEN, SK_DOLMEN, "extra cost of each Dolmen space, left to right"),
    [SK_R_GOLD_PER_VP] = INT("gold_per_vp", 1, 20, "gold per VP at the end"),
    [SK_R_FEATURE_TERRAIN] = INTS("feature_terrain", 0, 3, SK_FEATS, SK_FEATS,
                                  "area owning each feature (whisky, sheep, cattle, farm, broch, lighthouse, ship): "
                                  "0 pasture, 1 mountain, 2 water, 3 the centre's"),
    [SK_R_GRID] = INT("grid_radius", 4, SK_GRID_MAX, "cells a kingdom spans from its castle each way"),
    [SK_R_MARKERS] = INTS("markers", 1, 999, 1, 4, "VP at which a 50/100 marker is taken / turned"),
};

static const nm_param tile_fields[SK_T_COUNT] = {
    [SK_T_SET] = {.name = "set", .type = NM_P_ENUM, .names = set_names, .required = 1,
                  .doc = "castle, landscape (the bag) or druid (the Dolmen piles)"},
    [SK_T_CENTER] = {.name = "center", .type = NM_P_ENUM, .names = terrain_names, .required = 1,
                     .doc = "terrain of the tile's centre"},
    [SK_T_EDGES] = {.name = "edges", .type = NM_P_STR, .required = 1,
                    .doc = "terrain of the N, E, S, W edges: four letters of g (pasture), m, w"},
    [SK_T_ROADS] = INTS("roads", 0, 3, 4, 4, "road group on each edge N, E, S, W (0: no road)"),
    [SK_T_WHISKY] = OINT("whisky", 0, 3, "whisky barrels"),
    [SK_T_SHEEP] = OINT("sheep", 0, 5, "sheep"),
    [SK_T_CATTLE] = OINT("cattle", 0, 5, "cattle"),
    [SK_T_FARM] = OINT("farm", 0, 3, "farms"),
    [SK_T_BROCH] = OINT("broch", 0, 3, "brochs"),
    [SK_T_LIGHTHOUSE] = OINT("lighthouse", 0, 3, "lighthouses"),
    [SK_T_SHIP] = OINT("ship", 0, 5, "ships"),
    [SK_T_SCROLL] = {.name = "scroll", .type = NM_P_REF, .ref = "scrolls", .doc = "the scroll printed on it"},
    [SK_T_TABLET] = {.name = "tablet", .type = NM_P_REF, .ref = "tablets", .doc = "the stone tablet it gives"},
    [SK_T_COST] = OINT("cost", 0, 8, "Druid tile: the fixed cost on its stone"),
};
static const nm_param scroll_fields[] = {
    [SK_S_VALUE] = {.name = "value", .type = NM_P_EXPR, .min = 0, .max = 99, .required = 1,
                    .doc = "VP the scroll gives (doubled in a completed area)"},
    [SK_S_EXPANSION] = {.name = "expansion", .type = NM_P_BOOL, .doc = "printed on Druid tiles only"},
};
static const nm_param scoring_fields[] = {
    [SK_SC_SCORE] = {.name = "score", .type = NM_P_EXPR, .min = 0, .max = 99, .required = 1,
                     .doc = "VP the tile gives a player when it scores"},
    [SK_SC_EXPANSION] = {.name = "expansion", .type = NM_P_BOOL, .doc = "one of the Druids' 6 new tiles"},
};

static nm_kind sk_kinds[SK_K_COUNT] = {
    [SK_K_RULES] = {"rules", rules_fields, SK_R_COUNT, 0, 0, 0, 1, 1, 1, "numbers of the game flow"},
    [SK_K_TILES] = {"tiles", tile_fields, SK_T_COUNT, 0, 0, 0, 0, 10, SK_MAX_TILES,
                    "castles, landscape tiles (the bag) and Druid tiles"},
    [SK_K_SCROLLS] = {"scrolls", scroll_fields, NP(scroll_fields), 0, 0, 0, 0, 1, 64,
                      "scroll kinds: points at the end of the game"},
    [SK_K_SCORING] = {"scoring", scoring_fields, NP(scoring_fields), 0, 0, 0, 0, SK_WINDOWS, 64,
                      "scoring tiles (four drawn per game)"},
    [SK_K_TABLETS] = {"tablets", NULL, 0, 0, 0, 1, 0, 0, SK_TABLETS,
                      "Druids: stone tablets, powers in force from the round after they are taken"},
};

/* ---- the tablets' modifier kinds ---- */
static const nm_param m_n[] = {[SK_MP_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .def = 1, .doc = "amount"}};
#define MOD(HOOK, KIND, P, DOC, EN, FR) {HOOK, P, NP(P), NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}
#define MOD0(HOOK, KIND, DOC, EN, FR) {HOOK, NULL, 0, NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}
const nm_op_def sk_modifier_defs[SK_M_COUNT] = {
    [SK_M_BUY_OPPONENT] = MOD("buy_opponent", "cost", m_n, "a tile bought from an opponent costs n less (not below 0)",
                              "a tile bought from an opponent costs {n} gold less",
                              "une tuile achetée à un adversaire coûte {n} or de moins"),
    [SK_M_BAG_BUY] = MOD("bag_buy", "cost", m_n, "a purchase from the bag costs n less",
                         "a purchase from the bag costs {n} gold less", "un achat dans le sac coûte {n} or de moins"),
    [SK_M_BAG_DRAW] = MOD("bag_draw", "more", m_n, "a purchase from the bag draws n more tiles",
                          "draw {n} more {#n:tile|tiles} from the bag", "piochez {n} {#n:tuile|tuiles} de plus dans le sac"),
    [SK_M_BUY_OWN] = MOD0("buy_own", "permit", "in the first buying round, buy one of your own offered tiles",
                          "in the first buying round you may buy one of your own tiles, paying its price to the bank",
                          "au premier tour d'achat, vous pouvez acheter une de vos tuiles en payant son prix à la banque"),
    [SK_M_SCROLL_ECHO] = MOD("scroll_echo", "more", m_n, "at the end, one scroll scores n more times (single value)",
                             "at the end, one of your scrolls scores once more",
                             "à la fin, un de vos parchemins marque une fois de plus"),
};

static const char *const trig_none[] = {NULL};

int sk_rule(const nm_data *d, int field) { return d->kinds[SK_K_RULES].items[0].field[field]; }
const int32_t *sk_rule_ints(const nm_data *d, int field, int *n) {
    return nm_data_ints(d, sk_rule(d, field), n);
}

static int terrain_of(char c) { return c == 'g' ? SK_PASTURE : c == 'm' ? SK_MOUNTAIN : c == 'w' ? SK_WATER : -1; }

int sk_check_data(const nm_data *d, nm_errors *err) {
    const nm_kind_data *tk = &d->kinds[SK_K_TILES];
    int bad = 0, castles = 0, druid = 0, bag = 0;
    for (int i = 0; i < tk->count; i++) {
        const nm_component *c = &tk->items[i];
        const char *e = nm_data_str(d, c->field[SK_T_EDGES]);
        int ok = e && strlen(e) == 4;
        for (int k = 0; ok && k < 4; k++) ok = terrain_of(e[k]) >= 0;
        if (!ok) {
            nm_errors_add(err, "%s/tiles.json: tile \"%s\": edges: expected four letters of g, m, w (N E S W), found \"%s\"",
                          d->dir, c->id, e ? e : "");
            bad = 1;
        }
        int set = c->field[SK_T_SET];
        castles += set == SK_SET_CASTLE;
        druid += set == SK_SET_DRUID;
        bag += set == SK_SET_LANDSCAPE;
        if (set != SK_SET_DRUID && (c->field[SK_T_TABLET] >= 0 || c->field[SK_T_COST] > 0)) {
            nm_errors_add(err, "%s/tiles.json: tile \"%s\": only a Druid tile has a cost or a tablet", d->dir, c->id);
            bad = 1;
        }
        if (set == SK_SET_CASTLE && c->field[SK_T_ROADS] > 0) {
            int n = 0;
            const int32_t *r = nm_data_ints(d, c->field[SK_T_ROADS], &n);
            int any = 0;
            for (int k = 0; k < n; k++) any |= r[k] == 1;
            if (!any) {
                nm_errors_add(err, "%s/tiles.json: tile \"%s\": roads: a castle's road is group 1", d->dir, c->id);
                bad = 1;
            }
        }
    }
    if (castles != SK_MAX_PLAYERS) {
        nm_errors_add(err, "%s/tiles.json: %d castles, the game needs %d (one per colour)", d->dir, castles, SK_MAX_PLAYERS);
        bad = 1;
    }
    if (bag > SK_BAG || druid > SK_PILE) {
        nm_errors_add(err, "%s/tiles.json: at most %d landscape and %d Druid tiles", d->dir, SK_BAG, SK_PILE);
        bad = 1;
    }
    const nm_kind_data *sc = &d->kinds[SK_K_SCORING];
    int base = 0;
    for (int i = 0; i < sc->count; i++) base += !sc->items[i].field[SK_SC_EXPANSION];
    if (base < SK_WINDOWS) {
        nm_errors_add(err, "%s/scoring.json: %d base scoring tiles, a game without the expansion needs %d", d->dir,
                      base, SK_WINDOWS);
        bad = 1;
    }
    int n = 0;
    const int32_t *r = sk_rule_ints(d, SK_R_ROUNDS, &n);
    for (int i = 0; i < n; i++) {
        int sn = 0, cn = 0;
        sk_rule_ints(d, i == 3 ? SK_R_SCHEDULE5 : SK_R_SCHEDULE, &sn);
        sk_rule_ints(d, i == 3 ? SK_R_CATCHUP5 : SK_R_CATCHUP, &cn);
        if (sn < r[i] || cn < r[i]) {
            nm_errors_add(err, "%s/rules.json: rounds[%d] is %d but schedule%s and catch_up%s hold %d and %d rounds",
                          d->dir, i, r[i], i == 3 ? "_5" : "", i == 3 ? "_5" : "", sn, cn);
            bad = 1;
        }
    }
    return bad ? -1 : 0;
}

/* The parts of tile i turned rot that its own terrain joins: the centre with each edge of
 * its terrain, each edge with the next one round of the same terrain (sk_derived.part_root). */
static void part_roots(sk_derived *dv, int i, int rot) {
    int8_t e[4], root[5] = {0, 1, 2, 3, 4};
    for (int dir = 0; dir < 4; dir++) e[dir] = dv->edge[i][(dir - rot) & 3];
    for (int pass = 0; pass < 5; pass++) /* joins spread at most round the four edges */
        for (int dir = 0; dir < 4; dir++) {
            int p = 1 + dir, q = 1 + (dir + 1) % 4;
            if (e[dir] == dv->center[i] && root[0] < root[p]) root[p] = root[0];
            if (e[dir] == e[(dir + 1) % 4]) {
                int m = root[p] < root[q] ? root[p] : root[q];
                root[p] = root[q] = (int8_t)m;
            }
        }
    memcpy(dv->part_root[i][rot], root, sizeof root);
}

int sk_derive(const nm_data *d, void *derived, nm_errors *err) {
    (void)err;
    sk_derived *dv = derived;
    const nm_kind_data *tk = &d->kinds[SK_K_TILES];
    dv->tiles = tk->count;
    for (int i = 0; i < tk->count; i++) {
        const nm_component *c = &tk->items[i];
        const char *e = nm_data_str(d, c->field[SK_T_EDGES]);
        int n = 0;
        const int32_t *r = nm_data_ints(d, c->field[SK_T_ROADS], &n);
        dv->set[i] = (int8_t)c->field[SK_T_SET];
        dv->center[i] = (int8_t)c->field[SK_T_CENTER];
        for (int k = 0; k < 4; k++) {
            dv->edge[i][k] = (int8_t)terrain_of(e[k]);
            dv->road[i][k] = (int8_t)(k < n ? r[k] : 0);
        }
        dv->feat_any[i] = 0;
        for (int f = 0; f < SK_FEATS; f++) {
            dv->feat[i][f] = (int8_t)c->field[SK_T_WHISKY + f];
            dv->feat_any[i] |= dv->feat[i][f] != 0;
        }
        for (int rot = 0; rot < 4; rot++) {
            part_roots(dv, i, rot);
            dv->turned[i][rot] = 0;
            for (int side = 0; side < 4; side++) dv->turned[i][rot] |= (uint32_t)(uint8_t)dv->edge[i][(side - rot) & 3] << (8 * side);
        }
        dv->scroll[i] = (int8_t)c->field[SK_T_SCROLL];
        dv->tablet[i] = (int8_t)c->field[SK_T_TABLET];
        dv->cost[i] = (int8_t)c->field[SK_T_COST];
    }
    int n = 0;
    const int32_t *ft = sk_rule_ints(d, SK_R_FEATURE_TERRAIN, &n);
    for (int f = 0; f < SK_FEATS; f++) dv->feature_terrain[f] = (int8_t)(f < n ? ft[f] : SK_CENTRE_AREA);
    const int32_t *extra = sk_rule_ints(d, SK_R_DOLMEN_EXTRA, &n);
    for (int j = 0; j < SK_DOLMEN; j++) dv->dolmen_extra[j] = (int8_t)(j < n ? extra[j] : 0);
    dv->grid = sk_rule(d, SK_R_GRID);
    return 0;
}

/* The tablets in force for a seat. */
static int sk_in_play(const nm_data *d, const void *state, int seat, int16_t (*out)[2], int max) {
    const sk_state *s = state;
    int n = 0;
    const nm_kind_data *k = &d->kinds[SK_K_TABLETS];
    int count = k->count < SK_TABLETS ? k->count : SK_TABLETS;
    uint32_t held = s->seat[seat].tablets & ((1u << count) - 1u); /* asked for every price: only the set bits are visited */
    for (; held && n < max; held &= held - 1) {
        out[n][0] = SK_K_TABLETS;
        out[n][1] = (int16_t)__builtin_ctz(held);
        n++;
    }
    return n;
}

static const nm_option sk_options[] = {
    {"druids", {"Druids expansion", "Extension Druides"},
     {"The Dolmen board, 36 Druid tiles, stone tablets, a second buying round and 6 more scoring tiles.",
      "Le plateau Dolmen, 36 tuiles Druide, les tablettes, un second tour d'achat et 6 tuiles Score de plus."},
     0, 1, 1},
};

const nm_game *skye_game(void) {
    static nm_game game;
    if (!game.id) {
        sk_kinds[SK_K_COUNTERS] = nm_kind_counters;
        sk_kinds[SK_K_ZONES] = nm_kind_zones;
        game = (nm_game){
            .id = "skye",
            .name = {"Isle of Skye", "Isle of Skye"},
            .blurb = {"Build a Scottish kingdom tile by tile, pricing what you offer; with the Druids.",
                      "Bâtissez un royaume écossais tuile par tuile en fixant vos prix ; avec les Druides."},
            .min_players = 2,
            .max_players = SK_MAX_PLAYERS,
            .state_size = sizeof(sk_state),
            .options = sk_options,
            .option_count = 1,
            .kinds = sk_kinds,
            .kind_count = SK_K_COUNT,
            .ops = nm_core_ops,
            .op_count = NM_CORE_OP_COUNT,
            .modifiers = sk_modifier_defs,
            .modifier_count = SK_M_COUNT,
            .triggers = trig_none,
            .trigger_count = 0,
            .queries = sk_queries,
            .query_count = SK_Q_COUNT,
            .in_play = sk_in_play,
            .state_table = &sk_state_table,
            .check_data = sk_check_data,
            .derived_size = sizeof(sk_derived),
            .derive = sk_derive,
            .setup = sk_setup,
            .legal = sk_legal,
            .apply = sk_apply,
            .observe = nm_state_observe,
            .scores = sk_scores,
            .winners = sk_winners,
            .label = sk_label,
            .element = sk_element,
            .to_json = nm_state_to_json,
            .from_json = nm_state_from_json,
            .describe = sk_describe,
            .display_label = sk_display_label,
            .score_detail = sk_score_detail,
            .determinize = sk_determinize,
            .log_label = sk_log_label,
            .narrate = sk_narrate,
            .prompt = sk_prompt,
            .tie_break = sk_tie_break,
            .projected_scores = sk_projected_scores,
            .playout_legal = sk_playout_legal,
            .apply_listed = sk_apply_listed,
        };
    }
    return &game;
}
