/* edora_game.c - The Druids of Edora's game table: data kinds and their field schemas, the
 * four variants as setup options, the forest geometry derived once from the data, and the
 * cross-checks of the data. */
#include <stdio.h>
#include <string.h>
#include "edora.h"

#define INT(n, lo, hi, d) {.name = n, .type = NM_P_INT, .min = lo, .max = hi, .required = 1, .doc = d}
#define INTS(n, lo, hi, l0, l1, d)                                                           \
    {.name = n, .type = NM_P_INTS, .min = lo, .max = hi, .len_min = l0, .len_max = l1,      \
     .required = 1, .doc = d}
#define REF(n, k, d) {.name = n, .type = NM_P_REF, .ref = k, .required = 1, .doc = d}
#define ENUM(n, names_, d) {.name = n, .type = NM_P_ENUM, .names = names_, .required = 1, .doc = d}
#define BOOL(n, d) {.name = n, .type = NM_P_BOOL, .required = 1, .doc = d}
#define EFFECT(n, d) {.name = n, .type = NM_P_EFFECT, .required = 1, .doc = d}
#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))

static const char *const action_names[] = {"provisions", "knowledge", "sickle", "objective",
                                           "mistletoe", "amulet", "menhir", "stele", NULL};
static const char *const row_names[] = {"top", "bottom", NULL};

static const nm_param rules_fields[ED_R_COUNT] = {
    [ED_R_DICE] = INT("dice", 5, ED_DICE, "dice per player"),
    [ED_R_ACTIVE] = INT("active_dice", 1, 6, "dice rolled into the personal reserve at setup"),
    [ED_R_START_PROV] = INT("start_provisions", 0, 99, "provisions each player starts with"),
    [ED_R_KLEN] = INT("knowledge_len", 2, 20, "spaces of the knowledge track (the first is 1)"),
    [ED_R_KMULT] = INTS("knowledge_mult", 0, 9, 2, 20, "sanctuary multiplier of each knowledge space"),
    [ED_R_SLEN] = INT("sickle_len", 2, 20, "spaces of the sickle track after its start (0)"),
    [ED_R_SCOLS] = INTS("sickle_columns", 1, 20, 6, 6, "sickle space of each herb column"),
    [ED_R_SPOINTS] = INTS("sickle_points", 0, 99, 3, 21, "final prestige of each sickle space (0 first)"),
    [ED_R_OVERFLOW] = INT("overflow_pp", 0, 9, "prestige per step past the end of a track"),
    [ED_R_CONTEST] = INT("contest_pp", 0, 9, "prestige of the contest's highest die"),
    [ED_R_LOST_DIE] = INT("lost_die_pp", 0, 9, "prestige per die to take when none is left"),
    [ED_R_DOLMEN_PP] = INT("dolmen_pp", 0, 9, "prestige per own die of a dolmen chain"),
    [ED_R_DOLMEN_BONUS] = INTS("dolmen_bonus", 0, 20, 0, 6, "prestige of the first connections (a beige dolmen each)"),
    [ED_R_TABLET_PP] = INT("tablet_pp", 0, 99, "prestige of each fulfilled objective tablet"),
    [ED_R_FACE_UP] = INT("face_up_tablets", 2, ED_FACE_UP, "objective tablets face up around the oracle"),
    [ED_R_PAIR_PP] = INT("amulet_pair_pp", 0, 99, "prestige per amulet row holding two gems"),
    [ED_R_LEFT_PP] = INT("amulet_left_pp", 0, 99, "prestige when the three left slots are filled"),
    [ED_R_GEMS] = INT("gems_per_kind", 1, 9, "gems of each kind"),
    [ED_R_LEFTOVER] = INT("leftover_provisions", 1, 99, "provisions worth 1 prestige at the end"),
    [ED_R_EMERGENCY] = EFFECT("emergency", "the druid-in-trouble turn"),
    [ED_R_MENHIR_AGAIN] = EFFECT("menhir_again", "the menhir herb after a menhir action"),
    [ED_R_FIRE_AGAIN] = EFFECT("fire_again", "the fire herb after a hearth"),
};
static const nm_param action_fields[] = {ENUM("action", action_names, "which of the eight actions")};
static const nm_param sanct_fields[] = {
    [ED_S_X] = INT("x", 0, 6, "column on the doubled grid (tile centres odd)"),
    [ED_S_Y] = INT("y", 0, 6, "row on the doubled grid"),
    [ED_S_FA] = REF("front_a", "actions", "first space of the 3-player-front half's front"),
    [ED_S_FB] = REF("front_b", "actions", "second space of that half's front"),
    [ED_S_FZ] = REF("front_back", "actions", "the space of that half's back"),
    [ED_S_OA] = REF("other_a", "actions", "first space of the other half's front"),
    [ED_S_OB] = REF("other_b", "actions", "second space of the other half's front"),
    [ED_S_OZ] = REF("other_back", "actions", "the space of the other half's back"),
    [ED_S_START] = INT("start", -1, 3, "start space beside it, -1 none"),
    [ED_S_DOLMEN] = INT("dolmen", -1, 11, "dolmen space beside it (ring order), -1 none"),
};
static const nm_param path_fields[] = {
    [ED_P_A] = REF("a", "sanctuaries", "one end"),
    [ED_P_B] = REF("b", "sanctuaries", "the other end"),
    [ED_P_DARK] = INT("dark", 0, 3, "dark forest areas crossed (1 provision each)"),
    [ED_P_STAIRS] = BOOL("stairs", "crosses another path without joining it"),
    [ED_P_TILE] = INT("tile", 0, ED_TILES, "the forest tile it is printed on (1..9: it moves and turns with the tile), 0 the frame"),
};
static const nm_param hearth_fields[] = {
    [ED_H_SANCT] = INTS("sanctuaries", 1, ED_SANCT, 2, 4, "the sanctuaries around it (numbers)"),
    [ED_H_REWARDS] = {.name = "rewards", .type = NM_P_STR, .required = 1,
                      .doc = "its rewards, one letter each: P K F D M S"},
    [ED_H_TILE] = INT("tile", 0, ED_TILES, "the forest tile it is printed on (1..9), 0 the frame"),
};
static const nm_param clearing_fields[] = {
    [ED_C_SANCT] = INTS("sanctuaries", 1, ED_SANCT, 1, 4, "its sanctuaries (numbers)"),
    [ED_C_PORTAL] = BOOL("portal", "shows a portal"),
    [ED_C_TILE] = INT("tile", 0, ED_TILES, "the forest tile it is printed on (1..9), 0 the frame"),
};
static const nm_param dolmen_fields[] = {
    [ED_D_SANCT] = REF("sanctuary", "sanctuaries", "the sanctuary beside its space"),
    [ED_D_COLOUR] = INT("colour", 0, 5, "its colour (two dolmens each)"),
};
static const nm_param potion_fields[] = {INT("cost", 1, 6, "mistletoe paid to brew it")};
static const nm_param objective_fields[] = {
    [ED_O_COPIES] = INT("copies", 1, 4, "tablets of this kind"),
    [ED_O_COND] = {.name = "cond", .type = NM_P_EXPR, .min = 0, .max = 1, .required = 1,
                   .doc = "when it is fulfilled (checked at the end)"},
};
static const nm_param stele_fields[] = {ENUM("row", row_names, "top: (value - 1) x; bottom: value x")};
static const nm_param menhir_fields[] = {REF("reward", "rewards", "the reward under its slot")};
static const nm_param gem_fields[] = {
    [ED_G_REWARD] = REF("reward", "rewards", "its reward"),
    [ED_G_COUNT] = INT("count", 1, 9, "gems of this kind"),
};

static nm_kind edora_kinds[ED_K_COUNT] = {
    [ED_K_RULES] = {"rules", rules_fields, ED_R_COUNT, 0, 0, 0, 1, 1, 1, "numbers of the flow"},
    [ED_K_REWARDS] = {"rewards", NULL, 0, 1, 0, 0, 0, ED_REWARDS, ED_REWARDS,
                      "the six rewards (P K F D M S) of hearths, oracle, menhirs, gems"},
    [ED_K_ACTIONS] = {"actions", action_fields, NP(action_fields), 1, 0, 0, 0, 8, 40,
                      "action spaces of the sanctuaries and what each does"},
    [ED_K_SANCT] = {"sanctuaries", sanct_fields, NP(sanct_fields), 0, 0, 0, 0, ED_SANCT, ED_SANCT,
                    "the 24 sanctuaries: grid place and the two halves' action spaces"},
    [ED_K_PATHS] = {"paths", path_fields, NP(path_fields), 0, 0, 0, 0, 10, ED_PATHS,
                    "forest paths between sanctuaries"},
    [ED_K_HEARTHS] = {"hearths", hearth_fields, NP(hearth_fields), 0, 0, 0, 0, 1, ED_HEARTHS,
                      "hearths between sanctuaries and their rewards"},
    [ED_K_CLEARINGS] = {"clearings", clearing_fields, NP(clearing_fields), 0, 0, 0, 0, 1,
                        ED_CLEARINGS, "light forest areas (forest leap, objectives)"},
    [ED_K_DOLMENS] = {"dolmens", dolmen_fields, NP(dolmen_fields), 0, 0, 0, 0, 2, ED_DOLMENS,
                      "coloured dolmens of the frame"},
    [ED_K_HERBS] = {"herbs", NULL, 0, 0, 0, 1, 0, ED_HERBS, ED_HERBS,
                    "the 12 medicinal herbs: modifiers at the game's hook points"},
    [ED_K_POTIONS] = {"potions", potion_fields, NP(potion_fields), 1, 0, 0, 0, 1, ED_POTIONS,
                      "potions brewed during a mistletoe action"},
    [ED_K_OBJECTIVES] = {"objectives", objective_fields, NP(objective_fields), 0, 0, 0, 0, 1,
                         ED_OBJECTIVES, "objective tablet kinds"},
    [ED_K_STELES] = {"steles", stele_fields, NP(stele_fields), 1, 0, 0, 0, ED_STONES, ED_STONES,
                     "a player's six steles, left to right, top row first"},
    [ED_K_MENHIRS] = {"menhirs", menhir_fields, NP(menhir_fields), 0, 0, 0, 0, ED_STONES,
                      ED_STONES, "a player's six menhirs, left to right"},
    [ED_K_GEMS] = {"gems", gem_fields, NP(gem_fields), 0, 0, 0, 0, ED_STONES, ED_STONES,
                   "the six gem kinds"},
};

static const nm_option edora_options[ED_OPT_ALL] = {
    {"variant1", {"Variant 1: choose a tablet", "Variante 1 : choisir une tablette"},
     {"At setup each player draws 3 objective tablets and keeps 1.",
      "À la mise en place, chacun pioche 3 tablettes Objectif et en garde 1."}, 0, 1, 0},
    {"variant2", {"Variant 2: same herbs", "Variante 2 : mêmes herbes"},
     {"Every player lays the herbs in the first player's random order.",
      "Chacun dispose ses herbes dans l'ordre tiré pour le Premier Joueur."}, 0, 1, 0},
    {"variant3", {"Variant 3: lay your herbs", "Variante 3 : disposer ses herbes"},
     {"Each player lays their 12 herbs as they like (one after the other here).",
      "Chacun dispose ses 12 herbes comme il veut (l'un après l'autre ici)."}, 0, 1, 0},
    {"variant4", {"Variant 4: same dice", "Variante 4 : mêmes dés"},
     {"Only the first player rolls the 9 Evolution dice; the others copy the values.",
      "Seul le Premier Joueur lance les 9 dés Évolution ; les autres copient les valeurs."}, 0, 1, 0},
    {"reference_forest", {"Reference forest", "Forêt de référence"},
     {"The 9 forest tiles lie in order, unturned, instead of shuffled and turned at random.",
      "Les 9 tuiles de forêt sont posées dans l'ordre, sans rotation, au lieu d'être mélangées et tournées au hasard."}, 0, 1, 0},
};

int ed_rule(const nm_data *d, int field) { return d->kinds[ED_K_RULES].items[0].field[field]; }
const int32_t *ed_rule_ints(const nm_data *d, int field, int *n) {
    return nm_data_ints_in(d, ed_rule(d, field), n);
}
int ed_field(const nm_data *d, int kind, int item, int field) {
    return d->kinds[kind].items[item].field[field];
}
static int reward_code(char c) {
    static const char codes[] = "PKFDMS";
    const char *p = c ? strchr(codes, c) : NULL;
    return p ? (int)(p - codes) : -1;
}

int edora_check_data(const nm_data *d, nm_errors *err) {
    int bad = 0;
    const nm_kind_data *hk = &d->kinds[ED_K_HEARTHS];
    for (int h = 0; h < hk->count; h++) {
        const char *rw = nm_data_str(d, hk->items[h].field[ED_H_REWARDS]);
        size_t len = strlen(rw);
        int n = 0;
        nm_data_ints_in(d, hk->items[h].field[ED_H_SANCT], &n);
        if ((int)len != n) { /* the seed: 2, 3 or 4 sanctuaries give 2, 3 or 4 rewards */
            nm_errors_add(err, "%s: %s.rewards: %d rewards for %d sanctuaries (one each)", nm_item_file(&hk->items[h]),
                          hk->items[h].id, (int)len, n);
            bad++;
        }
        for (size_t i = 0; i < len; i++)
            if (reward_code(rw[i]) < 0) {
                nm_errors_add(err, "%s: %s.rewards: \"%c\" is not a reward (P K F D M S)", nm_item_file(&hk->items[h]),
                              hk->items[h].id, rw[i]);
                bad++;
            }
    }
    int starts[4] = {0};
    const nm_kind_data *sk = &d->kinds[ED_K_SANCT];
    for (int i = 0; i < sk->count; i++) {
        int st = sk->items[i].field[ED_S_START];
        if (st >= 0) starts[st]++;
    }
    for (int i = 0; i < 4; i++)
        if (starts[i] != 1) {
            nm_errors_add(err, "%s: start space %d is beside %d sanctuaries (expected 1)", nm_kind_file(d, ED_K_SANCT),
                          i, starts[i]);
            bad++;
        }
    const nm_kind_data *dk = &d->kinds[ED_K_DOLMENS];
    int colours[6] = {0};
    for (int i = 0; i < dk->count; i++) colours[dk->items[i].field[ED_D_COLOUR]]++;
    for (int c = 0; c < 6; c++)
        if (colours[c] != 0 && colours[c] != 2) {
            nm_errors_add(err, "%s: colour %d has %d dolmens (expected 2)", nm_kind_file(d, ED_K_DOLMENS), c, colours[c]);
            bad++;
        }
    int n = 0;
    ed_rule_ints(d, ED_R_KMULT, &n);
    if (n != ed_rule(d, ED_R_KLEN)) {
        nm_errors_add(err, "%s: knowledge_mult: %d values for %d spaces", nm_kind_file(d, ED_K_RULES), n, ed_rule(d, ED_R_KLEN));
        bad++;
    }
    ed_rule_ints(d, ED_R_SPOINTS, &n);
    if (n != ed_rule(d, ED_R_SLEN) + 1) {
        nm_errors_add(err, "%s: sickle_points: %d values for spaces 0..%d", nm_kind_file(d, ED_K_RULES), n, ed_rule(d, ED_R_SLEN));
        bad++;
    }
    const nm_kind_data *ok = &d->kinds[ED_K_OBJECTIVES];
    int tablets = 0;
    for (int i = 0; i < ok->count; i++) tablets += ok->items[i].field[ED_O_COPIES];
    if (tablets > ED_TABLETS || tablets < ed_rule(d, ED_R_FACE_UP) + 3 * ED_MAX_PLAYERS) {
        nm_errors_add(err, "%s: %d tablets (needs %d to %d)", nm_kind_file(d, ED_K_OBJECTIVES), tablets,
                      ed_rule(d, ED_R_FACE_UP) + 3 * ED_MAX_PLAYERS, ED_TABLETS);
        bad++;
    }
    return bad ? -1 : 0;
}

/* The side (0 N, 1 E, 2 S, 3 W) of tile position t that sanctuary q lies on, -1 none. */
static int side_of(const edora_derived *g, int t, int q) {
    for (int e = 0; e < 4; e++)
        if (g->pos_side[t][e] == q) return e;
    return -1;
}

/* What a tile's path, hearth or clearing touches, as printed sides of its tile; -1 after an
 * error. */
static int printed_sides(const nm_data *d, edora_derived *g, const char *file, const char *id, int tile,
                         const int8_t *sanct, int n, int8_t *side, nm_errors *err) {
    for (int i = 0; i < n; i++) {
        side[i] = (int8_t)(tile >= 0 ? side_of(g, tile, sanct[i]) : -1);
        if (tile >= 0 && side[i] < 0) {
            nm_errors_add(err, "edora/%s.json: %s.tile: %s is not on a side of tile %d", file, id,
                          d->kinds[ED_K_SANCT].items[sanct[i]].id, tile + 1);
            return -1;
        }
    }
    return 0;
}

static int build_geo(const nm_data *d, const edora_derived *g, edora_state *s);

int edora_derive(const nm_data *d, void *derived, nm_errors *err) {
    edora_derived *g = derived;
    const nm_kind_data *sk = &d->kinds[ED_K_SANCT];
    g->nsanct = sk->count;
    memset(g->pos_side, -1, sizeof g->pos_side);
    memset(g->frame_role, -1, sizeof g->frame_role);
    for (int i = 0; i < sk->count; i++) {
        const int32_t *f = sk->items[i].field;
        int x = f[ED_S_X], y = f[ED_S_Y];
        g->gx[i] = (int8_t)x;
        g->gy[i] = (int8_t)y;
        if (f[ED_S_START] >= 0) g->start_sanct[f[ED_S_START]] = (int8_t)i;
        g->spaces[i][0] = 2, g->spaces[i][1] = 3, g->spaces[i][2] = 4;
        for (int k = 0; k < 3; k++) {
            g->half[i][0][k] = (int8_t)f[ED_S_FA + k];
            g->half[i][1][k] = (int8_t)f[ED_S_OA + k];
        }
        /* On an edge's midpoint: x odd, y even on a horizontal edge (tiles above and below),
         * x even, y odd on a vertical one (tiles left and right). */
        int tiles = 0;
        for (int k = 0; k < 2; k++) {
            int cx = x % 2 ? x : x - 1 + 2 * k, cy = y % 2 ? y : y - 1 + 2 * k;
            if ((x + y) % 2 == 0 || cx < 1 || cx > 5 || cy < 1 || cy > 5) continue;
            int t = (cy / 2) * 3 + cx / 2, e = cy < y ? 2 : cy > y ? 0 : cx < x ? 1 : 3;
            if (g->pos_side[t][e] >= 0) {
                nm_errors_add(err, "%s: %s: side %d of tile %d already holds %s", nm_item_file(&sk->items[i]),
                              sk->items[i].id, e, t + 1, sk->items[g->pos_side[t][e]].id);
                return -1;
            }
            g->pos_side[t][e] = (int8_t)i;
            tiles++;
            if (tiles == 1) g->frame_role[i] = (int8_t)(1 - t % 2); /* the frame's half, if any */
        }
        if (tiles == 0) {
            nm_errors_add(err, "%s: %s.x: (%d, %d) is not the middle of a tile's side", nm_item_file(&sk->items[i]),
                          sk->items[i].id, x, y);
            return -1;
        }
        if (tiles == 2) g->frame_role[i] = -1;
    }
    for (int t = 0; t < ED_TILES; t++)
        for (int e = 0; e < 4; e++)
            if (g->pos_side[t][e] < 0) {
                nm_errors_add(err, "%s: no sanctuary on side %d of tile %d", nm_kind_file(d, ED_K_SANCT), e, t + 1);
                return -1;
            }
    const nm_kind_data *pk = &d->kinds[ED_K_PATHS];
    for (int i = 0; i < pk->count; i++) {
        int8_t ends[2] = {(int8_t)pk->items[i].field[ED_P_A], (int8_t)pk->items[i].field[ED_P_B]};
        g->path_tile[i] = (int8_t)(pk->items[i].field[ED_P_TILE] - 1);
        g->path_cost[i] = (int8_t)(1 + pk->items[i].field[ED_P_DARK]);
        if (ends[0] == ends[1]) {
            nm_errors_add(err, "%s: %s: a path joins %s to itself", nm_item_file(&pk->items[i]), pk->items[i].id,
                          sk->items[ends[0]].id);
            return -1;
        }
        if (printed_sides(d, g, "paths", pk->items[i].id, g->path_tile[i], ends, 2, g->path_side[i], err)) return -1;
    }
    const nm_kind_data *hk = &d->kinds[ED_K_HEARTHS];
    for (int h = 0; h < hk->count; h++) {
        int n = 0;
        const int32_t *ss = nm_data_ints_in(d, hk->items[h].field[ED_H_SANCT], &n);
        int8_t sanct[4];
        for (int i = 0; i < n; i++) sanct[i] = (int8_t)(ss[i] - 1);
        g->hearth_tile[h] = (int8_t)(hk->items[h].field[ED_H_TILE] - 1);
        if (printed_sides(d, g, "hearths", hk->items[h].id, g->hearth_tile[h], sanct, n, g->hearth_side[h], err))
            return -1;
        const char *rw = nm_data_str(d, hk->items[h].field[ED_H_REWARDS]);
        for (int i = 0; rw[i] && i < 4; i++) g->hearth_rw[h][g->hearth_rw_n[h]++] = (int8_t)reward_code(rw[i]);
    }
    const nm_kind_data *ck = &d->kinds[ED_K_CLEARINGS];
    for (int c = 0; c < ck->count; c++) {
        int n = 0;
        const int32_t *ss = nm_data_ints_in(d, ck->items[c].field[ED_C_SANCT], &n);
        int8_t sanct[4];
        for (int i = 0; i < n; i++) sanct[i] = (int8_t)(ss[i] - 1);
        g->clear_tile[c] = (int8_t)(ck->items[c].field[ED_C_TILE] - 1);
        if (printed_sides(d, g, "clearings", ck->items[c].id, g->clear_tile[c], sanct, n, g->clear_side[c], err))
            return -1;
        g->clear_portal[c] = (int8_t)ck->items[c].field[ED_C_PORTAL];
    }
    const nm_kind_data *herbk = &d->kinds[ED_K_HERBS];
    for (int h = 0; h < herbk->count && h < ED_HERBS; h++) {
        const nm_component *c = &herbk->items[h];
        g->herb_mods[h] = 0;
        for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
            g->herb_mods[h] |= (uint16_t)(1u << d->mods[m].op); /* a modifier of the game: < ED_M_COUNT */
    }
    /* Every sanctuary must be reachable from every other in the reference arrangement. */
    edora_state ref;
    memset(&ref, 0, sizeof ref);
    ref.h.players = 4;
    ed_reference_layout(&ref);
    if (!build_geo(d, g, &ref)) {
        nm_errors_add(err, "%s: in the reference arrangement some sanctuaries are not joined to %s", nm_kind_file(d, ED_K_PATHS),
                      sk->items[0].id);
        return -1;
    }
    return 0;
}

void ed_reference_layout(edora_state *s) {
    for (int t = 0; t < ED_TILES; t++) s->tile_at[t] = (int8_t)t, s->tile_rot[t] = 0;
}

/* The sanctuary that tile t's printed side e lies on in s's layout (where[t]: its position). */
static int laid(const edora_derived *g, const edora_state *s, const int8_t *where, int t, int e) {
    int p = where[t];
    return g->pos_side[p][(e + s->tile_rot[p]) & 3];
}

int ed_build_geo(const nm_data *d, edora_state *s) { return build_geo(d, ed_derived(d), s); }

static int build_geo(const nm_data *d, const edora_derived *g, edora_state *s) {
    edora_geo *o = &s->geo;
    int8_t where[ED_TILES];
    memset(o, 0, sizeof *o);
    for (int p = 0; p < ED_TILES; p++) where[s->tile_at[p] % ED_TILES] = (int8_t)p;
    /* Action spaces: each sanctuary's halves, the frame's where it has one, the tiles' as laid.
     * A half keeps its printed spaces; its role (front colour or not) is its position's. */
    int8_t half[ED_SANCT][2][3];
    memcpy(half, g->half, sizeof half);
    for (int p = 0; p < ED_TILES; p++) {
        int t = s->tile_at[p], r = s->tile_rot[p];
        for (int e = 0; e < 4; e++) {
            int q = g->pos_side[p][(e + r) & 3];           /* where printed side e lies now */
            memcpy(half[q][p % 2], g->half[g->pos_side[t][e]][t % 2], 3);
        }
    }
    int pl = s->h.players - 2;
    memset(o->action, -1, sizeof o->action);
    for (int i = 0; i < g->nsanct; i++) {
        /* 2 players: both backs; 3: the front colour's front and the other's back; 4: both fronts */
        int8_t *a = o->action[i];
        if (pl <= 0) a[0] = half[i][0][2], a[1] = half[i][1][2];
        else if (pl == 1) a[0] = half[i][0][0], a[1] = half[i][0][1], a[2] = half[i][1][2];
        else a[0] = half[i][0][0], a[1] = half[i][0][1], a[2] = half[i][1][0], a[3] = half[i][1][1];
    }
    const nm_kind_data *pk = &d->kinds[ED_K_PATHS];
    for (int i = 0; i < pk->count; i++) {
        int t = g->path_tile[i], cost = g->path_cost[i];
        int a = t < 0 ? pk->items[i].field[ED_P_A] : laid(g, s, where, t, g->path_side[i][0]);
        int b = t < 0 ? pk->items[i].field[ED_P_B] : laid(g, s, where, t, g->path_side[i][1]);
        o->path_a[i] = (int8_t)a, o->path_b[i] = (int8_t)b;
        for (int side = 0; side < 2; side++) {
            int x = side ? b : a, y = side ? a : b, k;
            for (k = 0; k < o->adj_count[x]; k++)
                if (o->adj[x][k] == y) break; /* parallel paths: the cheapest counts */
            if (k < o->adj_count[x]) {
                if (cost < o->adj_cost[x][k]) o->adj_cost[x][k] = (int8_t)cost;
                continue;
            }
            if (o->adj_count[x] >= 8) continue; /* a tile has at most 4 paths a side: cannot happen */
            o->adj[x][o->adj_count[x]] = (int8_t)y;
            o->adj_cost[x][o->adj_count[x]++] = (int8_t)cost;
        }
    }
    const nm_kind_data *hk = &d->kinds[ED_K_HEARTHS];
    for (int h = 0; h < hk->count; h++) {
        int n = 0;
        const int32_t *ss = nm_data_ints_in(d, hk->items[h].field[ED_H_SANCT], &n);
        o->hearth_n[h] = (int8_t)n;
        for (int i = 0; i < n; i++)
            o->hearth_s[h][i] = (int8_t)(g->hearth_tile[h] < 0 ? ss[i] - 1
                                                               : laid(g, s, where, g->hearth_tile[h], g->hearth_side[h][i]));
    }
    const nm_kind_data *ck = &d->kinds[ED_K_CLEARINGS];
    for (int c = 0; c < ck->count; c++) {
        int n = 0;
        const int32_t *ss = nm_data_ints_in(d, ck->items[c].field[ED_C_SANCT], &n);
        o->clear_n[c] = (int8_t)n;
        for (int i = 0; i < n; i++)
            o->clear_s[c][i] = (int8_t)(g->clear_tile[c] < 0 ? ss[i] - 1
                                                             : laid(g, s, where, g->clear_tile[c], g->clear_side[c][i]));
    }
    ed_trip_table(o, g->nsanct);
    int seen[ED_SANCT] = {0}, queue[ED_SANCT], qh = 0, qt = 0;
    seen[0] = 1;
    queue[qt++] = 0;
    while (qh < qt) {
        int x = queue[qh++];
        for (int k = 0; k < o->adj_count[x]; k++)
            if (!seen[o->adj[x][k]]) seen[o->adj[x][k]] = 1, queue[qt++] = o->adj[x][k];
    }
    return qt == g->nsanct;
}

const nm_game *edora_game(void) {
    static nm_op_def ops[ED_OP_COUNT];
    static nm_op_def mods[ED_M_COUNT];
    static nm_game game;
    if (!game.id) {
        memcpy(ops, edora_ops_base, sizeof edora_ops_base);
        memcpy(ops + ED_OP_CORE, nm_core_ops, sizeof nm_core_ops);
        ops[ED_OP_CHOOSE] = nm_core_op_choose;
        ops[ED_OP_CHOOSE].label = edora_choose_label; /* options named by their rules text */
        ops[ED_OP_CHOOSE].label_lang = edora_choose_label_lang;
        memcpy(mods, edora_modifier_defs, sizeof mods);
        mods[ED_M_GAIN_MORE] = nm_core_modifiers[0];
        edora_kinds[ED_K_COUNTERS] = nm_kind_counters;
        edora_kinds[ED_K_ZONES] = nm_kind_zones;
        game = (nm_game){
            .id = "edora",
            .name = {"The Druids of Edora", "Les Druides d'Edora"},
            .blurb = {"Place your dice on the forest's sanctuaries (board and values reconstructed).",
                      "Posez vos dés sur les sanctuaires de la forêt (plateau et valeurs reconstitués)."},
            .min_players = 2,
            .max_players = ED_MAX_PLAYERS,
            .state_size = sizeof(edora_state),
            .options = edora_options,
            .option_count = ED_OPT_ALL,
            .kinds = edora_kinds,
            .kind_count = ED_K_COUNT,
            .ops = ops,
            .op_count = ED_OP_COUNT,
            .modifiers = mods,
            .modifier_count = ED_M_COUNT,
            .queries = edora_queries,
            .query_count = edora_query_count,
            .in_play = edora_in_play,
            .state_table = &edora_state_table,
            .check_data = edora_check_data,
            .derived_size = sizeof(edora_derived),
            .derive = edora_derive,
            .setup = edora_setup,
            .legal = edora_legal,
            .apply = edora_apply,
            .apply_listed = edora_apply_listed,
            .observe = nm_state_observe,
            .scores = edora_scores,
            .winners = edora_winners,
            .label = edora_label,
            .element = edora_element,
            .to_json = nm_state_to_json,
            .from_json = nm_state_from_json,
            .describe = edora_describe,
            .display_label = edora_display_label,
            .score_detail = edora_score_detail,
            .determinize = edora_determinize,
            .involves = edora_involves,
            .narrate = edora_narrate,
            .prompt = edora_prompt,
            .tie_break = edora_tie_break,
        };
    }
    return &game;
}
