/* karnag.c - the Karnag game table: data kinds and their field schemas, the setup option,
 * the board geometry decoded from rules.json, obstacle shapes, and the cross-checks of the
 * data once loaded. */
#include <stdio.h>
#include <string.h>
#include "karnag.h"
#include "nemeton/lang.h"
#include "nemeton/state_table.h"

const char *const karnag_pass_names[] = {"none", "rock", "swamp", "stone", NULL};
static const char *const turn_names[] = {"left", "right", NULL};

#define PER_COUNT(nm, lo, hi, what)                                                        \
    {.name = nm, .type = NM_P_INTS, .min = lo, .max = hi, .required = 1, .len_min = 4,      \
     .len_max = 4, .doc = what " (for 2, 3, 4 and 5 players)"}
#define INT_F(nm, lo, hi, what)                                                            \
    {.name = nm, .type = NM_P_INT, .min = lo, .max = hi, .required = 1, .doc = what}
#define SIX(nm, what)                                                                      \
    {.name = nm, .type = NM_P_INTS, .min = 0, .max = KARNAG_PLACES, .required = 1,          \
     .len_min = KARNAG_TILES, .len_max = KARNAG_TILES, .doc = what}

static const nm_param rules_fields[KARNAG_R_COUNT] = {
    INT_F("glade_w", 6, KARNAG_W_MAX, "glade columns"),
    INT_F("glade_h", 6, KARNAG_H_MAX, "glade rows"),
    {.name = "regions", .type = NM_P_STR, .required = 1,
     .doc = "glade rows separated by '/': g green/yellow, l light brown, d dark brown, K gate"},
    INT_F("gate_x", 1, KARNAG_W_MAX - 3, "column of the gate's top-left square"),
    INT_F("gate_y", 1, KARNAG_H_MAX - 3, "row of the gate's top-left square"),
    {.name = "gate_arrows", .type = NM_P_STR, .required = 1,
     .doc = "arrow (N, E, S or W) of gate squares 1-4, clockwise from the top-left one"},
    {.name = "cauldron_entrances", .type = NM_P_INTS, .min = 0, .max = KARNAG_PATH_MAX - 1,
     .required = 1, .len_min = 4, .len_max = 4,
     .doc = "path square beside the Cauldron space of the top, right, bottom and left side"},
    {.name = "setup_squares", .type = NM_P_INTS, .min = 0, .max = KARNAG_PATH_MAX - 1,
     .required = 1, .len_min = 1, .len_max = KARNAG_PATH_MAX,
     .doc = "path squares where druids may be placed at the set-up"},
    PER_COUNT("cauldron_places_large", 1, 2, "places of a Cauldron space on a long side"),
    PER_COUNT("cauldron_places_small", 1, 2, "places of a Cauldron space on a short side"),
    PER_COUNT("rounds", 1, 10, "rounds of the game"),
    SIX("main_places_2", "main-action places by tile position, 2 players"),
    SIX("main_places_3", "main-action places by tile position, 3 players"),
    SIX("main_places_4", "main-action places by tile position, 4 players"),
    SIX("main_places_5", "main-action places by tile position, 5 players"),
    PER_COUNT("secondary_places", 1, KARNAG_PLACES, "secondary-action places of every tile"),
    {.name = "die", .type = NM_P_INTS, .min = 1, .max = 4, .required = 1, .len_min = 6,
     .len_max = 6, .doc = "faces of the die"},
    INT_F("setup_arrivals", 1, 4, "creatures arriving at the set-up"),
    INT_F("start_mana", 0, 40, "mana at the start"),
    INT_F("max_mana", 1, 40, "mana cap"),
    INT_F("cubes", 1, 8, "action cubes of each player"),
    {.name = "escape_penalty", .type = NM_P_INTS, .min = 0, .max = 9, .required = 1,
     .len_min = 1, .len_max = 8,
     .doc = "VP lost by a druid 1, 2, ... moves from an escape square"},
    INT_F("not_done_vp", 0, 5, "VP for an action not performed"),
    INT_F("council_vp", 0, 5, "VP per druid at the council in phase G"),
    {.name = "menhir_region_vp", .type = NM_P_INTS, .min = 0, .max = 30, .required = 1,
     .len_min = 3, .len_max = 3, .doc = "bonus per new menhir in the green, light, dark region"},
    {.name = "gem_end_vp", .type = NM_P_INTS, .min = 0, .max = 30, .required = 1, .len_min = 3,
     .len_max = 3, .doc = "final VP per gemstone in the green, light, dark region"},
    INT_F("card_end_vp", 0, 5, "final VP per Power card in hand"),
    INT_F("encircle_min", 3, 20, "menhirs an encircling needs at least"),
    INT_F("encircle_menhir_vp", 0, 20, "encircled gate: VP per menhir of the encircling"),
    INT_F("encircle_other_menhir_vp", 0, 20, "encircled gate: VP per other menhir"),
    INT_F("encircle_creature_vp", 0, 20, "encircled gate: VP per creature in reserve"),
    INT_F("open_creature_vp", 0, 20, "gate not encircled: VP per creature in reserve"),
    INT_F("open_menhir_vp", 0, 20, "gate not encircled: VP per menhir"),
    {.name = "council_majority", .type = NM_P_EFFECT, .required = 1,
     .doc = "what the players with the most druids at the council get in phase G"},
    {.name = "potion_each", .type = NM_P_EFFECT, .required = 1,
     .doc = "what each druid brewing a potion gives"},
    INT_F("black_cubes", 1, KARNAG_CR_MAX, "black cubes in the box (creatures moved by telepathy)"),
};
static const nm_param species_fields[] = {
    INT_F("order", 1, 9, "priority when equally close to the border (lowest first)"),
    INT_F("vp", 0, 20, "VP for a capture"),
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name"},
};
static const nm_param creature_fields[] = {
    {.name = "species", .type = NM_P_REF, .ref = "species", .required = 1, .doc = "species"},
    {.name = "turn", .type = NM_P_ENUM, .names = turn_names, .required = 1,
     .doc = "arrow of the token: where it turns when blocked"},
};
static const nm_param tile_fields[] = {
    {.name = "main", .type = NM_P_EFFECT, .required = 1, .doc = "the main action"},
    {.name = "secondary", .type = NM_P_EFFECT, .required = 1, .doc = "the secondary action"},
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name"},
};
static const nm_param card_fields[] = {
    {.name = "back", .type = NM_P_BOOL, .required = 1,
     .doc = "marked back: never kept in a hand, played at once when chosen"},
};
#define LEVELS(nm, what)                                                                   \
    {.name = nm, .type = NM_P_INTS, .min = 0, .max = 20, .len_min = 0,                       \
     .len_max = KARNAG_LEVEL_MAX * 3, .doc = what}
static const nm_param track_fields[] = {
    INT_F("levels", 2, KARNAG_LEVEL_MAX, "positions of the marker, the start below included"),
    LEVELS("capture_action", "VP per capture action, by level"),
    LEVELS("capture_each", "VP per captured creature, by level"),
    LEVELS("move_bonus", "extra squares for Move actions, by level"),
    LEVELS("council_bonus", "VP for the 1st, 2nd, 3rd druid at the council, 3 per level"),
    {.name = "reach", .type = NM_P_EFFECTS, .len_min = 0, .len_max = KARNAG_LEVEL_MAX,
     .doc = "what reaching each level gives at once"},
};
static const nm_param obstacle_fields[] = {
    {.name = "shape", .type = NM_P_STR, .required = 1,
     .doc = "rows separated by '/': R rock, S swamp, '.' empty"},
};
static const nm_param layout_fields[] = {
    {.name = "tile", .type = NM_P_REF, .ref = "obstacles", .required = 1, .doc = "tile"},
    INT_F("x", 0, KARNAG_W_MAX - 1, "column of the shape's top-left"),
    INT_F("y", 0, KARNAG_H_MAX - 1, "row of the shape's top-left"),
    INT_F("rot", 0, 3, "quarter turns clockwise"),
};

/* A species' powers are modifiers at two of Karnag's hook points (karnag.h). */
static const char *const terrain_en[] = {"nothing", "rock squares", "swamp squares", "gemstone and menhir squares"};
static const char *const terrain_fr[] = {"rien", "cases de rochers", "cases de marais", "cases de gemme ou de menhir"};
static const char *const terrain_one_en[] = {"nothing", "a rock square", "a swamp square", "a gemstone or menhir square"};
static const char *const terrain_one_fr[] = {"rien", "une case de rochers", "une case de marais", "une case de gemme ou de menhir"};
static const nm_param m_walk[] = {
    [KARNAG_MP_TERRAIN] = {.name = "terrain", .type = NM_P_ENUM, .names = karnag_pass_names, .required = 1,
                           .doc = "rock, swamp or stone (gemstones and menhirs)", .words = {terrain_en, terrain_fr}},
};
static const nm_param m_lightning[] = {
    [KARNAG_MP_TERRAIN] = {.name = "terrain", .type = NM_P_ENUM, .names = karnag_pass_names, .required = 1,
                           .doc = "rock, swamp or stone (gemstones and menhirs)", .words = {terrain_one_en, terrain_one_fr}},
};
const nm_op_def karnag_modifier_defs[KARNAG_M_COUNT] = {
    [KARNAG_M_WALK] = {.name = "walk", .params = m_walk, .param_count = 1, .family = "permit",
                       .doc = "creatures of this species walk through and stop in that terrain",
                       .text = {"walks through and stops in {terrain}", "traverse les {terrain} et s'y arrête"}},
    [KARNAG_M_LIGHTNING] = {.name = "lightning", .params = m_lightning, .param_count = 1, .family = "more",
                            .doc = "in a reserve: a druid's lightning may cross that terrain once per action",
                            .text = {"in your reserve, lets your lightning cross {terrain} once per action",
                                     "dans votre réserve, permet à votre foudre de franchir {terrain} une fois par action"}},
};

static nm_kind karnag_kinds[KARNAG_K_COUNT] = {
    {"rules", rules_fields, KARNAG_R_COUNT, 0, 0, 0, 1, 1, 1, "board geometry and numbers"},
    {"species", species_fields, 3, 0, 0, 1, 0, KARNAG_SPECIES, KARNAG_SPECIES,
     "golem, ghoul, dark shadow, naja"},
    {"creatures", creature_fields, 2, 0, 0, 0, 0, 4, KARNAG_CR_MAX, "the creature tokens"},
    {"tiles", tile_fields, 3, 0, 0, 0, 0, KARNAG_TILES, KARNAG_TILES, "the 6 action tiles"},
    {"cards", card_fields, 1, 1, 0, 0, 0, 4, KARNAG_CARD_MAX, "the Power cards"},
    {"tracks", track_fields, 6, 0, 0, 0, 0, 1, KARNAG_TRACK_MAX, "the knowledge tracks"},
    {"obstacles", obstacle_fields, 1, 0, 0, 0, 0, 0, KARNAG_OBST_MAX, "the obstacle tiles"},
    {"layout", layout_fields, 4, 0, 0, 0, 0, 0, KARNAG_OBST_MAX, "the basic obstacle layout"},
};

static const nm_option karnag_options[KARNAG_OPT_COUNT] = {
    {"advanced", {"Advanced set-up", "Mise en place avancée"},
     {"The players place the obstacle tiles themselves.",
      "Les joueurs placent eux-mêmes les tuiles obstacles."}, 0, 1, 0},
};

int karnag_rule_at(const nm_data *d, int field, int i) {
    int n = 0;
    const int32_t *v = nm_data_ints(d, karnag_rule(d, field), &n);
    return i >= 0 && i < n ? v[i] : 0;
}
int karnag_rule_len(const nm_data *d, int field) {
    int n = 0;
    (void)nm_data_ints(d, karnag_rule(d, field), &n);
    return n;
}

static int dir_of(char c) {
    switch (c) {
    case 'N': return KARNAG_N;
    case 'E': return KARNAG_E;
    case 'S': return KARNAG_S;
    case 'W': return KARNAG_W;
    default: return -1;
    }
}

int karnag_decode_geo(const nm_data *d, karnag_geo *g, nm_errors *err) {
    int bad = 0;
    memset(g, 0, sizeof *g);
    g->w = karnag_rule(d, KARNAG_R_W);
    g->h = karnag_rule(d, KARNAG_R_H);
    g->sq = g->w * g->h;
    g->path = 2 * (g->w + g->h) + 4;
    const char *reg = nm_data_str(d, karnag_rule(d, KARNAG_R_REGIONS));
    int gx = karnag_rule(d, KARNAG_R_GATE_X), gy = karnag_rule(d, KARNAG_R_GATE_Y);
    int x = 0, y = 0;
    for (const char *c = reg; *c && y < g->h; c++) {
        if (*c == '/') {
            if (x != g->w) break;
            x = 0, y++;
            continue;
        }
        if (x >= g->w) break;
        int r = *c == 'g' ? 0 : *c == 'l' ? 1 : *c == 'd' ? 2 : *c == 'K' ? 3 : -1;
        int gate = x >= gx && x <= gx + 1 && y >= gy && y <= gy + 1;
        if (r < 0 || (r == 3) != gate) {
            nm_errors_add(err, "%s: regions: row %d column %d: '%c' (g, l or d; "
                          "K exactly on the gate)", nm_kind_file(d, KARNAG_K_RULES), y + 1, x + 1, *c);
            return -1;
        }
        g->region[y * g->w + x] = (int8_t)(r == 3 ? 0 : r);
        x++;
    }
    if (y != g->h - 1 || x != g->w) {
        nm_errors_add(err, "%s: regions: %d rows of %d squares expected", nm_kind_file(d, KARNAG_K_RULES), g->h,
                      g->w);
        return -1;
    }
    if (gx + 1 >= g->w - 1 || gy + 1 >= g->h - 1) {
        nm_errors_add(err, "%s: gate_x/gate_y: the gate must lie inside the glade", nm_kind_file(d, KARNAG_K_RULES));
        return -1;
    }
    const char *arrows = nm_data_str(d, karnag_rule(d, KARNAG_R_GATE_ARROWS));
    static const int gdx[4] = {0, 1, 1, 0}, gdy[4] = {0, 0, 1, 1};
    for (int i = 0; i < 4; i++) {
        int dir = (int)strlen(arrows) == 4 ? dir_of(arrows[i]) : -1;
        if (dir < 0) {
            nm_errors_add(err, "%s: gate_arrows: \"%s\" (four letters N, E, S, W)", nm_kind_file(d, KARNAG_K_RULES),
                          arrows);
            return -1;
        }
        /* the arrow must point out of the gate through one of the square's outer sides */
        int outx = gdx[i] == 0 ? KARNAG_W : KARNAG_E, outy = gdy[i] == 0 ? KARNAG_N : KARNAG_S;
        if (dir != outx && dir != outy) {
            nm_errors_add(err, "%s: gate_arrows[%d]: '%c' points into the gate", nm_kind_file(d, KARNAG_K_RULES),
                          i, arrows[i]);
            bad++;
        }
        g->gate_arrow[i] = (int8_t)dir;
        g->gate_sq[i] = (int16_t)((gy + gdy[i]) * g->w + gx + gdx[i]);
    }
    /* the path, clockwise from the top-left corner */
    int n = 0;
    for (int i = -1; i <= g->w; i++) g->path_x[n] = (int16_t)i, g->path_y[n++] = -1;
    for (int i = 0; i <= g->h; i++) g->path_x[n] = (int16_t)g->w, g->path_y[n++] = (int16_t)i;
    for (int i = g->w - 1; i >= -1; i--) g->path_x[n] = (int16_t)i, g->path_y[n++] = (int16_t)g->h;
    for (int i = g->h - 1; i >= 0; i--) g->path_x[n] = -1, g->path_y[n++] = (int16_t)i;
    for (int i = 0; i < n; i++) {
        int px = g->path_x[i], py = g->path_y[i];
        int cx = px < 0 || px >= g->w, cy = py < 0 || py >= g->h;
        g->path_dir[i] = (int8_t)(cx && cy ? -1 : py < 0 ? KARNAG_S : py >= g->h ? KARNAG_N
                                  : px < 0 ? KARNAG_E : KARNAG_W);
    }
    for (int i = 0; i < n; i++) g->line_len[i] = (int8_t)karnag_line(g, i, g->line_sq[i]);
    g->corner[0] = 0;
    g->corner[1] = (int8_t)(g->w + 1);
    g->corner[2] = (int8_t)(g->w + g->h + 2);
    g->corner[3] = (int8_t)(2 * g->w + g->h + 3);
    for (int c = 0; c < KARNAG_CAULDRONS; c++) {
        int e = karnag_rule_at(d, KARNAG_R_CAULDRONS, c);
        int lo = g->corner[c], hi = c == 3 ? g->path : g->corner[c + 1];
        if (e <= lo || e >= hi) {
            nm_errors_add(err, "%s: cauldron_entrances[%d]: %d is not a square of "
                          "that side (%d to %d)", nm_kind_file(d, KARNAG_K_RULES), c, e, lo + 1, hi - 1);
            bad++;
        }
        g->cauldron_entry[c] = (int8_t)e;
        g->cauldron_large[c] = (int8_t)((c % 2 == 0) == (g->w >= g->h));
        for (int np = 2; np <= KARNAG_MAX_P; np++)
            g->cauldron_places[c][np] = (int8_t)karnag_rule_at(
                d, g->cauldron_large[c] ? KARNAG_R_CAUL_LARGE : KARNAG_R_CAUL_SMALL, np - 2);
    }
    for (int np = 2; np <= KARNAG_MAX_P; np++)
        for (int k = 0; k < KARNAG_TILES; k++) {
            g->places[np][k][0] = (int8_t)karnag_rule_at(d, KARNAG_R_MAIN2 + np - 2, k);
            g->places[np][k][1] = (int8_t)karnag_rule_at(d, KARNAG_R_SECONDARY, np - 2);
        }
    for (int c = 0; c < karnag_count(d, KARNAG_K_CREATURES) && c < KARNAG_CR_MAX; c++) {
        const nm_component *sp = karnag_item(
            d, KARNAG_K_SPECIES, karnag_item(d, KARNAG_K_CREATURES, c)->field[KARNAG_C_SPECIES]);
        g->cr_walk[c] = g->cr_lightning[c] = KARNAG_PASS_NONE;
        for (int m = sp->mod_first; m < sp->mod_first + sp->mod_count; m++) {
            const nm_instr *in = &d->mods[m];
            if (in->op == KARNAG_M_WALK) g->cr_walk[c] = (int8_t)in->arg[KARNAG_MP_TERRAIN];
            if (in->op == KARNAG_M_LIGHTNING) g->cr_lightning[c] = (int8_t)in->arg[KARNAG_MP_TERRAIN];
        }
        if (g->cr_lightning[c] == KARNAG_PASS_ROCK || g->cr_lightning[c] == KARNAG_PASS_SWAMP ||
            g->cr_lightning[c] == KARNAG_PASS_STONE)
            g->pass_cr[g->pass_cr_count++] = (int8_t)c;
    }
    for (int np = 2; np <= KARNAG_MAX_P; np++)
        for (int k = 0; k < KARNAG_TILES; k++)
            for (int r = 0; r < 2; r++)
                for (int i = 0; i < g->places[np][k][r] && i < KARNAG_PLACES; i++) {
                    int8_t *cs = g->cube_slot[np][g->cube_slot_count[np]++];
                    cs[0] = (int8_t)k, cs[1] = (int8_t)r, cs[2] = (int8_t)i;
                    cs[3] = (int8_t)(k * 2 * KARNAG_PLACES + r * KARNAG_PLACES + i);
                }
    for (int t = 0; t < karnag_count(d, KARNAG_K_TILES) && t < KARNAG_TILES; t++)
        for (int r = 0; r < 2; r++)
            g->tile_use[t][r] = (uint8_t)karnag_effect_uses(
                d, karnag_item(d, KARNAG_K_TILES, t)->field[r ? KARNAG_T_SECONDARY : KARNAG_T_MAIN], 0);
    for (int c = 0; c < karnag_count(d, KARNAG_K_CARDS) && c < KARNAG_CARD_MAX; c++) {
        const nm_component *a = karnag_item(d, KARNAG_K_CARDS, c);
        g->card_class[c] = (int8_t)c;
        for (int e = 0; e < c; e++) {
            const nm_component *b = karnag_item(d, KARNAG_K_CARDS, e);
            if (strcmp(a->name[0] ? a->name[0] : "", b->name[0] ? b->name[0] : "") == 0 &&
                strcmp(a->text[0] ? a->text[0] : "", b->text[0] ? b->text[0] : "") == 0 &&
                a->field[KARNAG_CD_BACK] == b->field[KARNAG_CD_BACK]) {
                g->card_class[c] = (int8_t)e;
                break;
            }
        }
    }
    int ns = karnag_rule_len(d, KARNAG_R_SETUP_SQ);
    for (int i = 0; i < ns; i++) {
        int p = karnag_rule_at(d, KARNAG_R_SETUP_SQ, i);
        if (p >= g->path || g->path_dir[p] < 0) {
            nm_errors_add(err, "%s: setup_squares[%d]: %d is not a side square of "
                          "the path", nm_kind_file(d, KARNAG_K_RULES), i, p);
            bad++;
        } else
            g->setup_sq[p] = 1;
    }
    return bad ? -1 : 0;
}


static int karnag_derive(const nm_data *d, void *derived, nm_errors *err) {
    return karnag_decode_geo(d, derived, err);
}

int karnag_shape(const nm_data *d, int tile, int rot, int8_t *dx, int8_t *dy, int8_t *ter) {
    const char *sh = nm_data_str(d, karnag_item(d, KARNAG_K_OBSTACLES, tile)->field[KARNAG_O_SHAPE]);
    int n = 0, x = 0, y = 0;
    for (const char *c = sh; *c && n < 9; c++) {
        if (*c == '/') {
            x = 0, y++;
            continue;
        }
        if (*c == 'R' || *c == 'S') {
            dx[n] = (int8_t)x, dy[n] = (int8_t)y;
            ter[n++] = *c == 'R' ? KARNAG_ROCK : KARNAG_SWAMP;
        }
        x++;
    }
    for (int r = 0; r < (rot & 3); r++)
        for (int i = 0; i < n; i++) {
            int8_t t = dx[i];
            dx[i] = (int8_t)-dy[i];
            dy[i] = t;
        }
    int mx = 99, my = 99;
    for (int i = 0; i < n; i++) {
        if (dx[i] < mx) mx = dx[i];
        if (dy[i] < my) my = dy[i];
    }
    for (int i = 0; i < n; i++) dx[i] = (int8_t)(dx[i] - mx), dy[i] = (int8_t)(dy[i] - my);
    return n;
}

int karnag_is_mix(const nm_data *d, int tile) {
    int8_t dx[9], dy[9], t[9];
    int n = karnag_shape(d, tile, 0, dx, dy, t), r = 0, s = 0;
    for (int i = 0; i < n; i++) r |= t[i] == KARNAG_ROCK, s |= t[i] == KARNAG_SWAMP;
    return r && s;
}

int karnag_obstacle_fits(const nm_data *d, const karnag_geo *g, const int8_t *terrain, int tile,
                         int rot, int x, int y, int need_corner) {
    int8_t dx[9], dy[9], t[9];
    int n = karnag_shape(d, tile, rot, dx, dy, t), corner = 0;
    int gx = karnag_rule(d, KARNAG_R_GATE_X), gy = karnag_rule(d, KARNAG_R_GATE_Y);
    for (int i = 0; i < n; i++) {
        int cx = x + dx[i], cy = y + dy[i];
        if (cx < 0 || cy < 0 || cx >= g->w || cy >= g->h) return 0;
        if (cx >= gx - 1 && cx <= gx + 2 && cy >= gy - 1 && cy <= gy + 2) return 0;
        for (int ax = cx - 1; ax <= cx + 1; ax++)
            for (int ay = cy - 1; ay <= cy + 1; ay++)
                if (ax >= 0 && ay >= 0 && ax < g->w && ay < g->h) {
                    int v = terrain[ay * g->w + ax];
                    if (v == KARNAG_ROCK || v == KARNAG_SWAMP) return 0;
                }
        if ((cx == 0 || cx == g->w - 1) && (cy == 0 || cy == g->h - 1)) corner = 1;
    }
    return n > 0 && (!need_corner || corner);
}

static int need_element(const nm_data *d, const char *id, nm_errors *err) {
    if (nm_board_find(&d->board, id)) return 0;
    nm_errors_add(err, "%s/board.json: elements: missing element \"%s\" (the game plays on it)",
                  d->game->id, id);
    return 1;
}

static int karnag_check_data(const nm_data *d, nm_errors *err) {
    karnag_geo g;
    int bad = 0;
    if (karnag_decode_geo(d, &g, err) != 0) return -1;
    char id[48];
    for (int y = 0; y < g.h; y++)
        for (int x = 0; x < g.w; x++) {
            snprintf(id, sizeof id, "sq.%d.%d", x, y);
            bad += need_element(d, id, err);
        }
    for (int i = 0; i < g.path; i++) {
        snprintf(id, sizeof id, "path.%d", i);
        bad += need_element(d, id, err);
    }
    for (int c = 0; c < KARNAG_CAULDRONS; c++) {
        snprintf(id, sizeof id, "cauldron.%d", c);
        bad += need_element(d, id, err);
    }
    for (int k = 0; k < KARNAG_TILES; k++)
        for (int r = 0; r < 2; r++)
            for (int p = 0; p < KARNAG_PLACES; p++) {
                snprintf(id, sizeof id, "slot.%d.%d.%d", k, r, p);
                bad += need_element(d, id, err);
            }
    for (int p = 0; p < KARNAG_MAX_P; p++) {
        snprintf(id, sizeof id, "hand.%d", p);
        bad += need_element(d, id, err);
        snprintf(id, sizeof id, "seat.%d", p);
        bad += need_element(d, id, err);
        snprintf(id, sizeof id, "reserve.%d", p);
        bad += need_element(d, id, err);
        for (int t = 0; t < KARNAG_TRACK_MAX; t++) {
            snprintf(id, sizeof id, "track.%d.%d", p, t);
            bad += need_element(d, id, err);
        }
        for (int k = 0; k < KARNAG_DRUIDS; k++) {
            snprintf(id, sizeof id, "druid.%d.%d", p, k);
            bad += need_element(d, id, err);
        }
    }
    for (int i = 0; i < KARNAG_DRAW_MAX; i++) {
        snprintf(id, sizeof id, "drawn.%d", i);
        bad += need_element(d, id, err);
    }
    bad += need_element(d, "council", err) + need_element(d, "done", err) +
           need_element(d, "action", err) + need_element(d, "deck", err);
    /* Creatures per species in the species' priority order: the bag and the movement
     * priorities read them. Orders must differ. */
    const nm_kind_data *sp = &d->kinds[KARNAG_K_SPECIES];
    for (int a = 0; a < sp->count; a++)
        for (int b = 0; b < a; b++)
            if (sp->items[a].field[KARNAG_S_ORDER] == sp->items[b].field[KARNAG_S_ORDER]) {
                nm_errors_add(err, "%s: %s.order: same as %s (orders must differ)", nm_item_file(&sp->items[a]),
                              sp->items[a].id, sp->items[b].id);
                bad++;
            }
    /* Track lists: one value per level (council: three), reach: none or one per level. */
    const nm_kind_data *tr = &d->kinds[KARNAG_K_TRACKS];
    for (int t = 0; t < tr->count; t++) {
        const nm_component *c = &tr->items[t];
        int lv = c->field[KARNAG_TR_LEVELS];
        static const char *const names[] = {"capture_action", "capture_each", "move_bonus",
                                            "council_bonus", "reach"};
        for (int f = KARNAG_TR_CAPTURE_ACTION; f <= KARNAG_TR_REACH; f++) {
            int n = 0;
            if (c->field[f] >= 0) (void)nm_data_ints(d, c->field[f], &n);
            int want = f == KARNAG_TR_COUNCIL ? 3 * lv : lv;
            if (n != 0 && n != want) {
                nm_errors_add(err, "%s: %s.%s: %d values (%d expected, or none)", nm_item_file(c),
                              c->id, names[f - 1], n, want);
                bad++;
            }
        }
    }
    /* The basic layout follows the placement rules of the advanced set-up. */
    int8_t terrain[KARNAG_SQ_MAX];
    memset(terrain, 0, sizeof terrain);
    const nm_kind_data *lay = &d->kinds[KARNAG_K_LAYOUT];
    int used[KARNAG_OBST_MAX] = {0};
    for (int i = 0; i < lay->count; i++) {
        const nm_component *l = &lay->items[i];
        int tile = l->field[KARNAG_L_TILE];
        if (used[tile]++) {
            nm_errors_add(err, "%s: %s.tile: %s is placed twice", nm_item_file(l), l->id,
                          karnag_item(d, KARNAG_K_OBSTACLES, tile)->id);
            bad++;
            continue;
        }
        if (!karnag_obstacle_fits(d, &g, terrain, tile, l->field[KARNAG_L_ROT],
                                  l->field[KARNAG_L_X], l->field[KARNAG_L_Y], 0)) {
            nm_errors_add(err, "%s: %s: the tile leaves the glade, touches another "
                          "tile or comes near the gate", nm_item_file(l), l->id);
            bad++;
            continue;
        }
        int8_t dx[9], dy[9], t[9];
        int n = karnag_shape(d, tile, l->field[KARNAG_L_ROT], dx, dy, t);
        for (int k = 0; k < n; k++)
            terrain[(l->field[KARNAG_L_Y] + dy[k]) * g.w + l->field[KARNAG_L_X] + dx[k]] = t[k];
    }
    const nm_kind_data *ob = &d->kinds[KARNAG_K_OBSTACLES];
    for (int i = 0; i < ob->count; i++) {
        int8_t dx[9], dy[9], t[9];
        if (karnag_shape(d, i, 0, dx, dy, t) == 0) {
            nm_errors_add(err, "%s: %s.shape: no R or S square", nm_item_file(&ob->items[i]), ob->items[i].id);
            bad++;
        }
    }
    if (karnag_count(d, KARNAG_K_CARDS) > KARNAG_CARD_MAX) bad++;
    return bad ? -1 : 0;
}

const nm_game *karnag_game(void) {
    static nm_op_def ops[KARNAG_OP_COUNT];
    static nm_game game;
    if (!game.id) {
        memcpy(ops, karnag_ops_base, sizeof karnag_ops_base);
        karnag_kinds[KARNAG_K_COUNTERS] = nm_kind_counters;
        karnag_kinds[KARNAG_K_ZONES] = nm_kind_zones;
        ops[KARNAG_OP_CHOOSE] = karnag_op_choose;
        ops[KARNAG_OP_CHOOSE].params = nm_core_op_choose.params; /* same data, same label */
        ops[KARNAG_OP_CHOOSE].param_count = nm_core_op_choose.param_count;
        ops[KARNAG_OP_CHOOSE].label = nm_core_op_choose.label;
        ops[KARNAG_OP_CHOOSE].text[0] = nm_core_op_choose.text[0];
        ops[KARNAG_OP_CHOOSE].text[1] = nm_core_op_choose.text[1];
        game = (nm_game){
            .id = "karnag",
            .name = {"Karnag", "Karnag"},
            .blurb = {"Druids around a glade hold back the creatures of Ker Ys.",
                      "Des druides autour d'une clairière contiennent les créatures de Ker Ys."},
            .min_players = 2,
            .max_players = KARNAG_MAX_P,
            .state_size = sizeof(karnag_state),
            .options = karnag_options,
            .option_count = KARNAG_OPT_COUNT,
            .kinds = karnag_kinds,
            .kind_count = KARNAG_K_COUNT,
            .ops = ops,
            .op_count = KARNAG_OP_COUNT,
            .modifiers = karnag_modifier_defs,
            .modifier_count = KARNAG_M_COUNT,
            .check_data = karnag_check_data,
            .derived_size = sizeof(karnag_geo),
            .derive = karnag_derive,
            .setup = karnag_setup,
            .legal = karnag_legal,
            .apply = karnag_apply,
            .observe = nm_state_observe,
            .determinize = karnag_determinize,
            .scores = karnag_scores,
            .winners = karnag_winners,
            .label = karnag_label,
            .element = karnag_element,
            .state_table = &karnag_state_table,
            .to_json = nm_state_to_json,
            .from_json = nm_state_from_json,
            .describe = karnag_describe,
            .display_label = karnag_display_label,
            .score_detail = karnag_score_detail,
            .involves = karnag_involves,
            .narrate = karnag_narrate,
            .prompt = karnag_prompt,
            .tie_break = karnag_tie_break,
        };
    }
    return &game;
}
