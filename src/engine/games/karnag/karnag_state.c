/* karnag_state.c - Karnag's state described once (include/nemeton/state_table.h): the
 * core writes it as JSON (creatures, cards, tiles, tracks and obstacles by id), reads it
 * back checking every value and that every Power card is in exactly one place, masks the
 * deck, the bag, the other hands and the cards another seat is choosing from in
 * observations, and hashes it from the written JSON. The keys and their order are those of
 * the snapshots written before the table (the state hash is taken from the written text).
 * Custom fields keep the glade's own notations (the terrain as rows of letters, gemstones
 * and menhirs as [seat, x, y], creature places as "bag", "gone", "reserve.P" or "sq.X.Y",
 * druid places as a path square, "council", "unplaced" or "cauldron.N"). What no single
 * field can say (ranges from the player count and the board, one druid per path square,
 * one creature per square, the bag, the menhirs each seat placed, the decision the position
 * waits on) is checked by check() below. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "karnag.h"
#include "nemeton/state_json.h"
#include "nemeton/state_table.h"

static const char *const phase_names[] = {"obstacles", "druids", "cubes", "actions", "over", NULL};
/* Stored as KARNAG_ST_* (-1 none). */
static const char *const stage_names[] = {"none", "before", "action", "card", "council", "after",
                                          "card_after", "others", "card_others", NULL};

#define ST karnag_state
static int players(const nm_st_ctx *c) { return nm_state_header(c->root)->players; }
static const ST *root(const nm_st_ctx *c) { return (const ST *)c->root; }

/* ---- custom fields ---- */

/* terrain: the glade's rows of squares (. free, R rock, S swamp, K gate) joined by '/'. */
static cJSON *terrain_write(const nm_st_ctx *c, const void *elem) {
    const int8_t *t = elem;
    const karnag_geo *g = karnag_geometry(c->data);
    char rows[KARNAG_SQ_MAX + KARNAG_H_MAX + 1];
    int n = 0;
    for (int y = 0; y < g->h; y++) {
        if (y) rows[n++] = '/';
        for (int x = 0; x < g->w; x++) rows[n++] = ".RSK"[t[y * g->w + x] & 3];
    }
    rows[n] = 0;
    return cJSON_CreateString(rows);
}
static int terrain_read(nm_st_ctx *c, const cJSON *v, const nm_jpos *p, void *elem) {
    int8_t *t = elem;
    const karnag_geo *g = karnag_geometry(c->data);
    if (!cJSON_IsString(v)) {
        nm_jerr(c->err, p, "expected a string of %d rows, found %s", g->h, nm_json_type_name(v));
        return -1;
    }
    int x = 0, y = 0, ok = 1;
    for (const char *s = v->valuestring; *s && ok; s++) {
        if (*s == '/') {
            ok = x == g->w;
            x = 0, y++;
            continue;
        }
        const char *k = strchr(".RSK", *s);
        if (!k || x >= g->w || y >= g->h) ok = 0;
        else t[y * g->w + x++] = (int8_t)(k - ".RSK");
    }
    if (!ok || y != g->h - 1 || x != g->w) {
        nm_jerr(c->err, p, "%d rows of %d squares (. R S K) separated by '/' expected", g->h, g->w);
        return -1;
    }
    for (int q = 0; q < g->sq; q++) {
        int gate = 0;
        for (int i = 0; i < 4; i++) gate |= g->gate_sq[i] == q;
        if ((t[q] == KARNAG_GATE) != gate) {
            nm_jerr(c->err, p, "the gate must be exactly the four gate squares");
            return -1;
        }
    }
    return 0;
}

/* gems and menhirs: [seat, x, y] of each piece on the glade, square by square. */
static cJSON *pieces_write(const nm_st_ctx *c, const void *elem) {
    const int8_t *at = elem;
    const karnag_geo *g = karnag_geometry(c->data);
    cJSON *a = cJSON_CreateArray();
    for (int q = 0; q < g->sq; q++)
        if (at[q] >= 0) {
            int v[3] = {at[q], q % g->w, q / g->w};
            cJSON_AddItemToArray(a, cJSON_CreateIntArray(v, 3));
        }
    return a;
}
/* menhir: 1 for the menhirs (their square may be rock or swamp, not a gemstone's). */
static int pieces_read(nm_st_ctx *c, const cJSON *a, const nm_jpos *p, int8_t *out, int menhir) {
    const karnag_geo *g = karnag_geometry(c->data);
    const ST *s = root(c);
    int np = players(c), bad = 0;
    memset(out, -1, KARNAG_SQ_MAX);
    int most = np * (menhir ? KARNAG_MENHIRS : KARNAG_GEMS);
    int n = cJSON_IsArray(a) ? cJSON_GetArraySize(a) : -1;
    if (n < 0 || n > most) {
        if (n < 0) nm_jerr(c->err, p, "expected an array of [seat, x, y], found %s", nm_json_type_name(a));
        else nm_jerr(c->err, p, "%d values (0 to %d expected)", n, most);
        return -1;
    }
    int i = 0;
    for (const cJSON *e = a->child; e; e = e->next, i++) {
        nm_jpos ip = nm_jpos_index(p, i);
        int64_t v[3] = {0, 0, 0};
        int lim[3] = {np - 1, g->w - 1, g->h - 1};
        if (!cJSON_IsArray(e) || cJSON_GetArraySize(e) != 3) {
            nm_jerr(c->err, &ip, "[seat, x, y] expected");
            bad = 1;
            continue;
        }
        int ok = 1;
        for (int k = 0; k < 3; k++) {
            nm_jpos vp = nm_jpos_index(&ip, k);
            if (nm_json_int_value(cJSON_GetArrayItem(e, k), &vp, 0, lim[k], &v[k], c->err) < 0) ok = 0;
        }
        if (!ok) {
            bad = 1;
            continue;
        }
        int q = (int)(v[2] * g->w + v[1]);
        if (out[q] >= 0 || (menhir && s->gem[q] >= 0) || s->terrain[q] == KARNAG_GATE ||
            (!menhir && s->terrain[q] != KARNAG_FREE)) {
            nm_jerr(c->err, &ip, "the square is not free for it");
            bad = 1;
            continue;
        }
        out[q] = (int8_t)v[0];
    }
    return bad ? -1 : 0;
}
static int gems_read(nm_st_ctx *c, const cJSON *a, const nm_jpos *p, void *elem) {
    return pieces_read(c, a, p, elem, 0);
}
static int menhirs_read(nm_st_ctx *c, const cJSON *a, const nm_jpos *p, void *elem) {
    return pieces_read(c, a, p, elem, 1);
}

/* creatures.ID: where a creature is: "bag", "gone", "reserve.P" or "sq.X.Y". */
static cJSON *creature_write(const nm_st_ctx *c, const void *elem) {
    const karnag_geo *g = karnag_geometry(c->data);
    int loc = *(const int16_t *)elem;
    char buf[32];
    if (loc == KARNAG_CR_BAG) return cJSON_CreateString("bag");
    if (loc == KARNAG_CR_GONE) return cJSON_CreateString("gone");
    if (loc >= KARNAG_CR_RESERVE) snprintf(buf, sizeof buf, "reserve.%d", loc - KARNAG_CR_RESERVE);
    else snprintf(buf, sizeof buf, "sq.%d.%d", loc % g->w, loc / g->w);
    return cJSON_CreateString(buf);
}
static int creature_read(nm_st_ctx *c, const cJSON *v, const nm_jpos *p, void *elem) {
    const karnag_geo *g = karnag_geometry(c->data);
    int16_t *loc = elem;
    int a1 = 0, a2 = 0;
    char tail = 0;
    const char *t = cJSON_IsString(v) ? v->valuestring : NULL;
    if (t && strcmp(t, "bag") == 0) *loc = KARNAG_CR_BAG;
    else if (t && strcmp(t, "gone") == 0) *loc = KARNAG_CR_GONE;
    else if (t && sscanf(t, "reserve.%d%c", &a1, &tail) == 1 && a1 >= 0 && a1 < players(c))
        *loc = (int16_t)(KARNAG_CR_RESERVE + a1);
    else if (t && sscanf(t, "sq.%d.%d%c", &a1, &a2, &tail) == 2 && a1 >= 0 && a2 >= 0 && a1 < g->w && a2 < g->h)
        *loc = (int16_t)(a2 * g->w + a1);
    else if (t) {
        nm_jerr(c->err, p, "\"%s\" is not a creature place of this game (bag, gone, reserve.P or sq.X.Y)", t);
        return -1;
    } else {
        nm_jerr(c->err, p, "expected a creature place (bag, gone, reserve.P or sq.X.Y), found %s",
                nm_json_type_name(v));
        return -1;
    }
    return 0;
}

/* seats[].druids[i]: a path square, "council", "unplaced" or "cauldron.N". */
static cJSON *druid_write(const nm_st_ctx *c, const void *elem) {
    (void)c;
    int at = *(const int8_t *)elem;
    char buf[32];
    if (at == KARNAG_D_COUNCIL) return cJSON_CreateString("council");
    if (at == KARNAG_D_UNPLACED) return cJSON_CreateString("unplaced");
    if (at >= KARNAG_D_CAULDRON) {
        snprintf(buf, sizeof buf, "cauldron.%d", at - KARNAG_D_CAULDRON);
        return cJSON_CreateString(buf);
    }
    return cJSON_CreateNumber(at);
}
static int druid_read(nm_st_ctx *c, const cJSON *v, const nm_jpos *p, void *elem) {
    const karnag_geo *g = karnag_geometry(c->data);
    int8_t *at = elem;
    int k = 0;
    char tail = 0;
    if (cJSON_IsNumber(v)) {
        int64_t ps = 0;
        if (nm_json_int_value(v, p, 0, g->path - 1, &ps, c->err) < 0) return -1;
        *at = (int8_t)ps;
    } else if (cJSON_IsString(v) && strcmp(v->valuestring, "council") == 0) {
        *at = KARNAG_D_COUNCIL;
    } else if (cJSON_IsString(v) && strcmp(v->valuestring, "unplaced") == 0) {
        *at = KARNAG_D_UNPLACED;
    } else if (cJSON_IsString(v) && sscanf(v->valuestring, "cauldron.%d%c", &k, &tail) == 1 && k >= 0 &&
               k < KARNAG_CAULDRONS) {
        *at = (int8_t)(KARNAG_D_CAULDRON + k);
    } else {
        nm_jerr(c->err, p, "expected a path square, \"council\", \"unplaced\" or \"cauldron.N\" (N below %d), found %s",
                KARNAG_CAULDRONS, cJSON_IsString(v) ? "another string" : nm_json_type_name(v));
        return -1;
    }
    return 0;
}

/* ---- the table ---- */

#define INT8(KEY, S, M, LO, HI, DOC)                                                          \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(S, M), .size = 1, .min = LO, .max = HI, \
     .doc = DOC}
/* A value of a group of fields written as one JSON object or tuple: its offset from the
 * group's first field. */
#define IN(KEY, FIRST, M, SIZE, LO, HI, DOC)                                                   \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M) - offsetof(ST, FIRST),            \
     .size = SIZE, .min = LO, .max = HI, .doc = DOC}
#define BOOL_IN(KEY, FIRST, M, DOC)                                                           \
    {.key = KEY, .type = NM_SF_BOOL, .offset = offsetof(ST, M) - offsetof(ST, FIRST), .size = 1, \
     .doc = DOC}
#define IDS(KEY, S, M, COUNT, BASE, KIND, WHAT, VIS, DOC)                                       \
    {.key = KEY, .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(S, M) - (BASE), .size = 1, \
     .len = (int16_t)sizeof(((S *)0)->M), .count = NM_CT_LIST,                                  \
     .count_offset = offsetof(S, COUNT) - (BASE), .count_size = 1, .unique = 1, .vis = VIS,    \
     .ref = KIND, .what = WHAT, .doc = DOC}
#define COUNT_OF(A) ((int)(sizeof A / sizeof A[0]))

static const nm_sfield passes_fields[] = {
    IN("rock", pass_rock, pass_rock, 1, 0, 100, "lightning passes over rocks left"),
    IN("swamp", pass_rock, pass_swamp, 1, 0, 100, "over swamps"),
    IN("stone", pass_rock, pass_stone, 1, 0, 100, "over stones"),
    IN("either", pass_rock, pass_either, 1, 0, 100, "over a rock or a swamp"),
    IN("adjust", pass_rock, move_adj, 1, 0, 100, "acceleration / deceleration squares"),
    IN("track", pass_rock, last_track, 1, -1, KARNAG_TRACK_MAX - 1, "the last track advanced (-1 none)"),
};

#define RES(KEY, M, SIZE, LO, HI, DOC) IN(KEY, res_row, M, SIZE, LO, HI, DOC)
static const nm_sfield resolution_fields[] = {
    RES("row", res_row, 1, 0, 1, "the row resolved (0 main)"),
    RES("tile", res_tile, 1, 0, KARNAG_TILES, "the tile position resolved"),
    RES("place", res_place, 1, 0, KARNAG_PLACES, "the place on it"),
    RES("pass", res_pass, 1, 0, 20, "the pass over the row"),
    {.key = "seen", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, res_seen) - offsetof(ST, res_row),
     .size = 1, .is_unsigned = 1, .len = KARNAG_TILES, .min = 0, .max = (1 << KARNAG_MAX_P) - 1,
     .doc = "seats that acted on each tile in this pass (bits)"},
    {.key = "stage", .type = NM_SF_NAME, .offset = offsetof(ST, stage) - offsetof(ST, res_row), .size = 1,
     .min = -1, .names = stage_names, .what = "stage", .doc = "the step of the action under way"},
    RES("seat", act_seat, 1, 0, KARNAG_MAX_P - 1, "the seat acting"),
    {.key = "tile_id", .type = NM_SF_ID, .offset = offsetof(ST, act_tile) - offsetof(ST, res_row), .size = 1,
     .ref = "tiles", .what = "tile", .doc = "the action tile under way"},
    RES("secondary", act_row, 1, 0, 1, "1: its secondary action"),
    BOOL_IN("did", res_row, act_did, "the action was done"),
    BOOL_IN("captured", res_row, act_captured, "a creature was captured"),
    {.key = "passes_adjust_track", .type = NM_SF_OBJECT, .shape = NM_SH_TUPLE,
     .offset = offsetof(ST, pass_rock) - offsetof(ST, res_row), .fields = passes_fields,
     .field_count = COUNT_OF(passes_fields), .optional = 1,
     .doc = "[rock, swamp, stone, either passes, adjust squares, last track]; left out: counted "
            "from the acting seat's reserve"},
    RES("window_seat", win_seat, 1, -1, KARNAG_MAX_P - 1, "the seat offered its cards (-1 none)"),
    {.key = "window_left", .type = NM_SF_INT, .shape = NM_SH_BITS,
     .offset = offsetof(ST, win_mask) - offsetof(ST, res_row), .size = 1, .is_unsigned = 1, .min = 0,
     .max = KARNAG_MAX_P - 1, .doc = "seats still to be offered cards"},
    RES("next_seat", nx_seat, 1, -1, KARNAG_MAX_P - 1, "the actor of the next action (-1 none)"),
};

#define OP(KEY, M, SIZE, LO, HI, DOC) IN(KEY, mv_active, M, SIZE, LO, HI, DOC)
static const nm_sfield progress_fields[] = {
    OP("mv_active", mv_active, 1, 0, 1, "a druid move under way"),
    OP("mv_used", mv_used, 1, 0, 40, "squares moved"),
    OP("mv_moved", mv_moved, 1, 0, 7, "druids moved (bits)"),
    OP("mv_lo", mv_lo, 1, 0, 40, "fewest squares"),
    OP("mv_hi", mv_hi, 1, 0, 40, "most squares"),
    OP("redraws", redraws, 1, 0, 100, "redraws made"),
    OP("cr_sel", cr_sel, 1, -1, KARNAG_CR_MAX - 1, "the creature moved (-1 none)"),
    OP("cr_steps", cr_steps, 1, 0, 9, "its steps"),
    OP("gm_active", gm_active, 1, 0, 1, "a gemstone move under way"),
    OP("gm_used", gm_used, 1, 0, 9, "gemstone steps"),
    OP("gm_moved", gm_moved, 1, 0, KARNAG_GEMS, "gemstones moved (bits)"),
    OP("gm_sq0", gm_sq[0], 2, -1, KARNAG_SQ_MAX - 1, "squares of the gemstones moved"),
    OP("gm_sq1", gm_sq[1], 2, -1, KARNAG_SQ_MAX - 1, ""),
    OP("gm_sq2", gm_sq[2], 2, -1, KARNAG_SQ_MAX - 1, ""),
};

static const nm_sfield op_fields[] = {
    {.key = "progress", .type = NM_SF_OBJECT, .shape = NM_SH_TUPLE, .offset = 0, .fields = progress_fields,
     .field_count = COUNT_OF(progress_fields), .doc = "the op under way, 14 values"},
    IDS("drawn", ST, drawn, drawn_count, offsetof(ST, mv_active), "cards", "card", NM_VIS_CHOOSER,
        "Power cards drawn to choose from (seen by the seat choosing)"),
};

#define SEAT16(KEY, M, LO, HI, DOC)                                                            \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(karnag_seat, M), .size = 2, .min = LO,  \
     .max = HI, .doc = DOC}
#define FIN(KEY, M, DOC)                                                                       \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(karnag_seat, M) - offsetof(karnag_seat, end_cards), \
     .size = 2, .min = 0, .max = 127, .doc = DOC}
static const nm_sfield final_fields[] = {
    FIN("cards", end_cards, "VP of Power cards"),
    FIN("gems", end_gems, "VP of gemstones"),
    FIN("menhirs", end_menhirs, "VP of menhirs"),
    FIN("creatures", end_creatures, "VP of creatures"),
};

static const nm_sfield seat_fields[] = {
    SEAT16("vp", vp, 0, 9999, "victory points"),
    SEAT16("mana", mana, 0, 100, "mana"),
    {.key = "tracks", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(karnag_seat, track), .size = 1,
     .len = KARNAG_TRACK_MAX, .min = 0, .max = KARNAG_LEVEL_MAX - 1, .ref = "tracks",
     .doc = "the level on each knowledge track"},
    {.key = "druids", .type = NM_SF_CUSTOM, .shape = NM_SH_ARRAY, .offset = offsetof(karnag_seat, druid),
     .size = 1, .len = KARNAG_DRUIDS, .write = druid_write, .read = druid_read, .what = "druid",
     .doc = "each druid's place: a path square, council, unplaced or cauldron.N"},
    INT8("menhirs", karnag_seat, menhirs, 0, KARNAG_MENHIRS, "menhirs placed in the glade"),
    INT8("cubes", karnag_seat, cubes, 0, 100, "cubes still to place this round"),
    IDS("hand", karnag_seat, hand, hand_count, 0, "cards", "card", NM_VIS_OWNER, "Power cards in hand"),
    {.key = "final", .type = NM_SF_OBJECT, .shape = NM_SH_TUPLE, .offset = offsetof(karnag_seat, end_cards),
     .fields = final_fields, .field_count = COUNT_OF(final_fields),
     .doc = "final scoring: [cards, gems, menhirs, creatures]"},
};

static const nm_sfield fields[] = {
    {.key = "header", .type = NM_SF_HEADER, .offset = offsetof(ST, h)},
    {.key = "advanced", .type = NM_SF_BOOL, .offset = offsetof(ST, opt[KARNAG_OPT_ADVANCED]), .size = 1,
     .doc = "the advanced set-up (obstacles placed by the players)"},
    {.key = "phase", .type = NM_SF_NAME, .offset = offsetof(ST, phase), .size = 1, .names = phase_names,
     .what = "phase", .doc = "obstacles, druids, cubes, actions or over"},
    INT8("round", ST, round, 1, 10, "the round"),
    INT8("rounds", ST, rounds, 1, 10, "the rounds of the game"),
    {.key = "order", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, order), .size = 1,
     .len = KARNAG_MAX_P, .count = NM_CT_PLAYERS, .min = 0, .max = KARNAG_MAX_P - 1,
     .doc = "the seats in play order"},
    INT8("turn", ST, turn, 0, KARNAG_MAX_P - 1, "the index in order of the seat placing"),
    {.key = "terrain", .type = NM_SF_CUSTOM, .offset = offsetof(ST, terrain), .write = terrain_write,
     .read = terrain_read, .doc = "the glade's rows: . free, R rock, S swamp, K gate"},
    {.key = "gems", .type = NM_SF_CUSTOM, .offset = offsetof(ST, gem), .write = pieces_write,
     .read = gems_read, .doc = "gemstones: [seat, x, y]"},
    {.key = "menhirs", .type = NM_SF_CUSTOM, .offset = offsetof(ST, menhir), .write = pieces_write,
     .read = menhirs_read, .doc = "menhirs: [seat, x, y]"},
    {.key = "creatures", .type = NM_SF_CUSTOM, .shape = NM_SH_KEYED, .offset = offsetof(ST, cr_loc), .size = 2,
     .len = KARNAG_CR_MAX, .ref = "creatures", .write = creature_write, .read = creature_read,
     .doc = "each creature's place: bag, gone, reserve.P or sq.X.Y"},
    {.key = "marked", .type = NM_SF_INT, .shape = NM_SH_MEMBERS, .offset = offsetof(ST, cr_marked), .size = 1,
     .len = KARNAG_CR_MAX, .aux = 1, .ref = "creatures", .doc = "creatures with a black cube"},
    {.key = "marked_now", .type = NM_SF_INT, .shape = NM_SH_MEMBERS, .offset = offsetof(ST, cr_marked),
     .size = 1, .len = KARNAG_CR_MAX, .aux = 2, .ref = "creatures",
     .doc = "creatures given a black cube by the action under way"},
    IDS("bag", ST, bag, bag_count, 0, "creatures", "creature", NM_VIS_NONE, "face-down creatures, drawn from the end"),
    IDS("deck", ST, deck, deck_count, 0, "cards", "card", NM_VIS_NONE, "the Power deck, top first"),
    {.key = "obstacles_placed", .type = NM_SF_INT, .shape = NM_SH_MEMBERS, .offset = offsetof(ST, obst_placed),
     .size = 1, .len = KARNAG_OBST_MAX, .aux = 1, .ref = "obstacles", .doc = "obstacle tiles placed"},
    {.key = "obstacle_pick", .type = NM_SF_ID, .offset = offsetof(ST, obst_pick), .size = 1, .nullable = 1,
     .ref = "obstacles", .what = "obstacle", .doc = "the obstacle tile picked (null none)"},
    INT8("obstacle_rot", ST, obst_rot, 0, 3, "its rotation"),
    {.key = "row", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, row), .size = 1,
     .len = KARNAG_TILES, .unique = 1, .ref = "tiles", .what = "tile", .doc = "the action tile at each position"},
    {.key = "slots", .type = NM_SF_INT, .shape = NM_SH_ROWS, .offset = offsetof(ST, slot), .size = 1,
     .len = KARNAG_TILES * 2, .aux = KARNAG_PLACES, .min = -1, .max = KARNAG_MAX_P - 1,
     .doc = "the seat of the cube on each place (-1 empty), tile by tile, main row then secondary"},
    {.key = "slots_done", .type = NM_SF_INT, .shape = NM_SH_ROWS, .offset = offsetof(ST, slot_done), .size = 1,
     .len = KARNAG_TILES * 2, .aux = KARNAG_PLACES, .min = 0, .max = 1, .doc = "the places already resolved"},
    {.key = "resolution", .type = NM_SF_OBJECT, .offset = offsetof(ST, res_row), .fields = resolution_fields,
     .field_count = COUNT_OF(resolution_fields), .doc = "the resolution of the actions"},
    {.key = "op", .type = NM_SF_OBJECT, .offset = offsetof(ST, mv_active), .fields = op_fields,
     .field_count = COUNT_OF(op_fields), .doc = "the op under way"},
    INT8("die", ST, die, 0, 6, "the last die roll"),
    INT8("last_escape", ST, last_escape, -1, KARNAG_PATH_MAX - 1, "path square of the last escape (-1 none)"),
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, seat),
     .stride = sizeof(karnag_seat), .len = KARNAG_MAX_P, .count = NM_CT_PLAYERS, .seats = 1,
     .fields = seat_fields, .field_count = COUNT_OF(seat_fields), .what = "seat", .doc = "each player"},
    /* Sources are Power cards; Karnag's ops keep nothing in the scratch words. */
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(ST, vm), .min = 0, .max = 0, .aux = -1, .ref = "cards",
     .doc = "effects under way"},
};

static void prepare(const nm_data *d, void *state) {
    (void)d;
    ST *s = state;
    memset(s->gem, -1, sizeof s->gem);
    memset(s->menhir, -1, sizeof s->menhir);
    memset(s->cr_at, -1, sizeof s->cr_at);
    s->obst_pick = -1;
    s->pass_rock = -1; /* passes_adjust_track left out: check() counts them */
}

/* An error at key of at (at itself when key is NULL); needs err and bad in scope. */
#define FAIL(AT, KEY, ...)                                                                   \
    do {                                                                                     \
        nm_jpos fp_ = (KEY) ? nm_jpos_key((AT), (KEY)) : *(AT);                              \
        nm_jerr(err, &fp_, __VA_ARGS__);                                                     \
        bad = 1;                                                                             \
    } while (0)
static int range(nm_errors *err, const nm_jpos *at, const char *key, int v, int lo, int hi) {
    if (v >= lo && v <= hi) return 0;
    nm_jpos p = nm_jpos_key(at, key);
    nm_jerr(err, &p, "%d is out of range [%d, %d]", v, lo, hi);
    return 1;
}

/* Ranges the player count and the board set. */
static int check_ranges(const nm_data *d, const ST *s, const nm_jpos *at, nm_errors *err) {
    const karnag_geo *g = karnag_geometry(d);
    int np = s->h.players, bad = 0, seen = 0;
    if (s->round > s->rounds) FAIL(at, "round", "round %d is past the last round %d", s->round, s->rounds);
    for (int i = 0; i < np; i++) seen |= s->order[i] < np ? 1 << s->order[i] : 1 << KARNAG_MAX_P;
    if (seen != (1 << np) - 1) FAIL(at, "order", "every seat must appear once (%d seats)", np);
    bad |= range(err, at, "turn", s->turn, 0, np - 1);
    nm_jpos sl = nm_jpos_key(at, "slots");
    for (int i = 0; i < KARNAG_TILES * 2 * KARNAG_PLACES; i++)
        if ((&s->slot[0][0][0])[i] >= np) {
            nm_jpos ip = nm_jpos_index(&sl, i / KARNAG_PLACES);
            FAIL(&ip, NULL, "seat %d is not in this %d-player game", (&s->slot[0][0][0])[i], np);
        }
    nm_jpos rp = nm_jpos_key(at, "resolution");
    for (int k = 0; k < KARNAG_TILES; k++)
        if (s->res_seen[k] > (1 << np) - 1)
            FAIL(&rp, "seen", "%d names a seat beyond the %d players", s->res_seen[k], np);
    bad |= range(err, &rp, "seat", s->act_seat, 0, np - 1);
    bad |= range(err, &rp, "window_seat", s->win_seat, -1, np - 1);
    bad |= range(err, &rp, "next_seat", s->nx_seat, -1, np - 1);
    if (s->win_mask >> np) FAIL(&rp, "window_left", "a seat beyond the %d players", np);
    if ((s->stage == KARNAG_ST_OTHERS || s->stage == KARNAG_ST_CARD_OTHERS) != (s->win_seat >= 0) &&
        !(s->stage == KARNAG_ST_OTHERS && s->win_seat < 0))
        FAIL(&rp, "window_seat", "a seat is offered its cards only in the \"others\" stages");
    nm_jpos op = nm_jpos_key(at, "op"), pg = nm_jpos_key(&op, "progress");
    if (s->cr_sel >= karnag_count(d, KARNAG_K_CREATURES))
        FAIL(&pg, NULL, "creature %d does not exist (%d creatures)", s->cr_sel, karnag_count(d, KARNAG_K_CREATURES));
    for (int i = 0; i < KARNAG_GEMS; i++)
        if (s->gm_sq[i] >= g->sq) FAIL(&pg, NULL, "square %d is off the glade (%d squares)", s->gm_sq[i], g->sq);
    bad |= range(err, at, "last_escape", s->last_escape, -1, g->path - 1);
    nm_jpos sp = nm_jpos_key(at, "seats");
    for (int p = 0; p < np; p++) {
        const karnag_seat *q = &s->seat[p];
        nm_jpos ip = nm_jpos_index(&sp, p);
        bad |= range(err, &ip, "mana", q->mana, 0, karnag_rule(d, KARNAG_R_MANA_MAX));
        bad |= range(err, &ip, "cubes", q->cubes, 0, karnag_rule(d, KARNAG_R_CUBES));
        nm_jpos tp = nm_jpos_key(&ip, "tracks");
        for (int t = 0; t < karnag_count(d, KARNAG_K_TRACKS); t++) {
            const nm_component *tc = karnag_item(d, KARNAG_K_TRACKS, t);
            bad |= range(err, &tp, tc->id, q->track[t], 0, tc->field[KARNAG_TR_LEVELS] - 1);
        }
    }
    return bad;
}

/* Creatures: one per square, the bag lists those whose place is "bag", black cubes only on
 * the glade and at most the box's. Fills cr_at. */
static int check_creatures(const nm_data *d, ST *s, const nm_jpos *at, nm_errors *err) {
    const karnag_geo *g = karnag_geometry(d);
    int nc = karnag_count(d, KARNAG_K_CREATURES), bad = 0, in_bag = 0;
    nm_jpos cp = nm_jpos_key(at, "creatures");
    for (int c = 0; c < nc; c++) {
        int q = s->cr_loc[c];
        in_bag += q == KARNAG_CR_BAG;
        if (q < 0 || q >= g->sq) continue;
        if (s->cr_at[q] >= 0) {
            nm_jpos ip = nm_jpos_key(&cp, karnag_item(d, KARNAG_K_CREATURES, c)->id);
            FAIL(&ip, NULL, "two creatures on sq.%d.%d", q % g->w, q / g->w);
        }
        s->cr_at[q] = (int8_t)c;
    }
    for (int c = 0; c < nc; c++)
        if (s->cr_marked[c] && !(s->cr_loc[c] >= 0 && s->cr_loc[c] < g->sq)) {
            nm_jpos kp = nm_jpos_key(at, "marked");
            nm_jerr(err, &kp, "%s carries a black cube but is not on the glade", karnag_item(d, KARNAG_K_CREATURES, c)->id);
            bad = 1;
        }
    if (karnag_marked_count(s) > karnag_rule(d, KARNAG_R_BLACK_CUBES))
        FAIL(at, "marked", "%d creatures carry a black cube (the box has %d)", karnag_marked_count(s),
                      karnag_rule(d, KARNAG_R_BLACK_CUBES));
    int ok = s->bag_count == in_bag;
    for (int i = 0; i < s->bag_count; i++) ok &= s->cr_loc[s->bag[i]] == KARNAG_CR_BAG;
    if (!ok)
        FAIL(at, "bag", "the bag must list exactly the creatures whose place is \"bag\"");
    return bad;
}

/* The lightning passes: counted from the acting seat's reserve when left out; before the
 * action the reserve's creatures have given theirs and cards can only add. */
static int check_passes(const nm_data *d, ST *s, const nm_jpos *at, nm_errors *err) {
    int8_t from_reserve[3];
    karnag_reserve_passes(d, s, s->act_seat, from_reserve);
    if (s->pass_rock < 0) {
        s->pass_rock = from_reserve[0], s->pass_swamp = from_reserve[1];
        s->pass_stone = from_reserve[2], s->pass_either = 0, s->move_adj = 0;
        s->last_track = -1;
        return 0;
    }
    if ((s->stage == KARNAG_ST_PRE || s->stage == KARNAG_ST_CARD) &&
        (s->pass_rock < from_reserve[0] || s->pass_swamp < from_reserve[1] || s->pass_stone < from_reserve[2])) {
        nm_jpos rp = nm_jpos_key(at, "resolution"), kp = nm_jpos_key(&rp, "passes_adjust_track");
        nm_jerr(err, &kp,
                "%d rock, %d swamp and %d stone passes, but seat %d's reserve gives %d, %d and %d before its "
                "action (leave the key out to have them counted)",
                s->pass_rock, s->pass_swamp, s->pass_stone, s->act_seat, from_reserve[0], from_reserve[1],
                from_reserve[2]);
        return 1;
    }
    return 0;
}

/* Seats: menhirs and gemstones on the board, no marked-back card in a hand; druids: one per
 * path square, Cauldron spaces within their places. */
static int check_pieces(const nm_data *d, const ST *s, const nm_jpos *at, nm_errors *err) {
    const karnag_geo *g = karnag_geometry(d);
    int np = s->h.players, bad = 0;
    nm_jpos sp = nm_jpos_key(at, "seats");
    for (int p = 0; p < np; p++) {
        const karnag_seat *q = &s->seat[p];
        nm_jpos ip = nm_jpos_index(&sp, p);
        for (int i = 0; i < q->hand_count; i++)
            if (karnag_item(d, KARNAG_K_CARDS, q->hand[i])->field[KARNAG_CD_BACK])
                FAIL(&ip, "hand", "a card with a marked back is never kept in a hand");
        int men = 0, gems = 0;
        for (int x = 0; x < g->sq; x++) men += s->menhir[x] == p, gems += s->gem[x] == p;
        if (men != q->menhirs || gems > KARNAG_GEMS) {
            nm_jerr(err, &ip, "%d menhirs and %d gemstones on the board, menhirs says %d", men, gems, q->menhirs);
            bad = 1;
        }
    }
    int druid_bad = 0;
    for (int a = 0; a < np * KARNAG_DRUIDS; a++) {
        int pa = s->seat[a / KARNAG_DRUIDS].druid[a % KARNAG_DRUIDS];
        for (int b = 0; b < a; b++)
            if (pa >= 0 && pa < g->path && pa == s->seat[b / KARNAG_DRUIDS].druid[b % KARNAG_DRUIDS]) druid_bad = 1;
    }
    for (int c = 0; c < KARNAG_CAULDRONS; c++)
        if (karnag_cauldron_used(s, c) > karnag_cauldron_places(d, g, c, np)) druid_bad = 1;
    if (druid_bad)
        FAIL(at, NULL, "two druids on one path square, or a Cauldron space over its places");
    return bad;
}

static int check(const nm_data *d, void *state, const nm_jpos *at, nm_errors *err) {
    ST *s = state;
    if (check_ranges(d, s, at, err)) return -1;
    int bad = check_creatures(d, s, at, err);
    bad |= check_passes(d, s, at, err);
    bad |= check_pieces(d, s, at, err);
    if (bad) return -1;
    if (s->h.to_move != karnag_pending_seat(s))
        FAIL(at, "to_move", "%d, but the position waits on seat %d", s->h.to_move, karnag_pending_seat(s));
    return bad ? -1 : 0;
}

static const char *const complete[] = {"cards", NULL};

const nm_state_table karnag_state_table = {
    .fields = fields,
    .field_count = COUNT_OF(fields),
    .prepare = prepare,
    .check = check,
    .complete = complete,
};
