/* skye_state.c - Isle of Skye's state described once (include/nemeton/state_table.h): the
 * core writes it as JSON (tiles by id), reads it back checking every value and that every
 * tile lies in exactly one place, and masks what a seat may not see: the bag and the Druid
 * piles (nobody), the prices and the discard behind another player's screen (until the
 * reveal copies them to the public fields). check() ties the rest together. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "nemeton/state_json.h"
#include "skye.h"

static const char *const phase_names[] = {"price", "buy", "buy_druid", "pick", "build", "over", NULL};
static const char *const src_names[] = {"window_a", "window_b", "window_c", "window_d", "scrolls", "gold", NULL};

#define INT8(KEY, ST, M, LO, HI, DOC)                                                           \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M), .size = 1, .min = LO, .max = HI, \
     .doc = DOC}
#define INT16(KEY, ST, M, LO, HI, DOC)                                                          \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M), .size = 2, .min = LO, .max = HI, \
     .doc = DOC}
#define IDS(KEY, ST, M, COUNT, WHAT, VIS, DOC)                                                  \
    {.key = KEY, .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, M), .size = 1,  \
     .len = (int16_t)sizeof(((ST *)0)->M), .count = NM_CT_LIST, .count_offset = offsetof(ST, COUNT), \
     .count_size = 1, .unique = 1, .vis = VIS, .ref = "tiles", .what = WHAT, .doc = DOC}
#define ROW(KEY, ST, M, LEN, WHAT, VIS, DOC)                                                    \
    {.key = KEY, .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, M), .size = 1,  \
     .len = LEN, .nullable = 1, .unique = 1, .vis = VIS, .ref = "tiles", .what = WHAT, .doc = DOC}
#define PRICES(KEY, M, VIS, DOC)                                                                \
    {.key = KEY, .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(sk_seat, M), .size = 1, \
     .len = SK_OFFER, .min = 0, .max = SK_MAX_PRICE, .nullable = 1, .vis = VIS, .doc = DOC}

static const nm_sfield place_fields[] = {
    {.key = "tile", .type = NM_SF_ID, .offset = offsetof(sk_place, tile), .size = 1, .unique = 1, .ref = "tiles",
     .what = "tile", .doc = "the tile"},
    INT8("x", sk_place, x, -SK_GRID_MAX, SK_GRID_MAX, "column, castle 0, east positive"),
    INT8("y", sk_place, y, -SK_GRID_MAX, SK_GRID_MAX, "row, castle 0, south positive"),
    INT8("rot", sk_place, rot, 0, 3, "quarter turns clockwise"),
};

static const nm_sfield seat_fields[] = {
    INT16("gold", sk_seat, gold, 0, 9999, "gold (every change of it is public)"),
    INT16("vp", sk_seat, vp, -999, 9999, "victory points"),
    {.key = "vp_sources", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(sk_seat, vp_src), .size = 2,
     .len = SK_SRC, .min = -999, .max = 9999, .names = src_names, .doc = "VP by source; they sum to vp"},
    ROW("offer", sk_seat, offer, SK_OFFER, "tile", NM_VIS_ALL, "the tiles drawn this round still in front of the screen"),
    PRICES("secret_price", secret_price, NM_VIS_OWNER, "prices behind the screen (until the reveal)"),
    {.key = "secret_discard", .type = NM_SF_INT, .offset = offsetof(sk_seat, secret_discard), .size = 1, .min = 0,
     .max = SK_OFFER - 1, .nullable = 1, .vis = NM_VIS_OWNER, .doc = "the offer slot under the discard marker (until the reveal)"},
    PRICES("price", price, NM_VIS_ALL, "revealed prices of the offered tiles"),
    {.key = "priced", .type = NM_SF_BOOL, .offset = offsetof(sk_seat, priced), .size = 1, .doc = "its screen is set this round"},
    IDS("hand", sk_seat, hand, hand_count, "tile", NM_VIS_ALL, "tiles to build this round"),
    {.key = "kingdom", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(sk_seat, kingdom),
     .stride = sizeof(sk_place), .len = SK_KINGDOM, .count = NM_CT_LIST, .count_offset = offsetof(sk_seat, kingdom_count),
     .count_size = 1, .fields = place_fields, .field_count = (int)(sizeof place_fields / sizeof place_fields[0]),
     .what = "placed tile", .doc = "the kingdom: the castle first, then tiles as placed"},
    {.key = "tablets", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(sk_seat, tablets), .size = 2,
     .is_unsigned = 1, .ref = "tablets", .doc = "stone tablets in force"},
    {.key = "tablets_new", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(sk_seat, tablets_new), .size = 2,
     .is_unsigned = 1, .ref = "tablets", .doc = "stone tablets taken this round (in force from the next)"},
    {.key = "bought_opponent", .type = NM_SF_BOOL, .offset = offsetof(sk_seat, bought_opp), .size = 1,
     .doc = "first buying round: bought from an opponent"},
    INT8("bought_own", sk_seat, bought_own, 0, SK_OFFER, "first buying round: own tiles bought (tablet)"),
    IDS("drawn", sk_seat, drawn, drawn_count, "tile", NM_VIS_ALL, "a bag purchase's tiles to keep one of"),
};

static const nm_sfield fields[] = {
    {.key = "header", .type = NM_SF_HEADER, .offset = offsetof(sk_state, h)},
    {.key = "phase", .type = NM_SF_NAME, .offset = offsetof(sk_state, phase), .size = 1, .names = phase_names,
     .what = "phase", .doc = "price, buy, buy_druid, pick, build or over"},
    {.key = "druids", .type = NM_SF_BOOL, .offset = offsetof(sk_state, druids), .size = 1, .doc = "the Druids expansion"},
    INT8("round", sk_state, round, 1, 9, "the round"),
    INT8("rounds", sk_state, rounds, 1, 9, "rounds of this game"),
    INT8("first", sk_state, first, 0, SK_MAX_PLAYERS - 1, "the start player"),
    INT8("current", sk_state, current, 0, SK_MAX_PLAYERS - 1, "the seat whose turn it is"),
    INT8("turns", sk_state, turns, 0, SK_MAX_PLAYERS, "seats that had their turn in this step"),
    {.key = "scoring", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(sk_state, scoring), .size = 1,
     .len = SK_WINDOWS, .nullable = 1, .unique = 1, .ref = "scoring", .what = "scoring tile",
     .doc = "the scoring tiles on windows A, B, C, D"},
    IDS("bag", sk_state, bag, bag_count, "tile", NM_VIS_NONE, "the bag (no order)"),
    IDS("druid_pile", sk_state, pile, pile_count, "tile", NM_VIS_NONE, "the face-down Druid tiles"),
    ROW("dolmen", sk_state, dolmen, SK_DOLMEN, "tile", NM_VIS_ALL, "the Dolmen spaces, left (4 gold) to right (0)"),
    IDS("out", sk_state, out, out_count, "tile", NM_VIS_ALL, "tiles out of the game"),
    IDS("box", sk_state, box, box_count, "tile", NM_VIS_ALL, "castles of the colours not playing"),
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(sk_state, seat),
     .stride = sizeof(sk_seat), .len = SK_MAX_PLAYERS, .count = NM_CT_FIELD,
     .count_offset = offsetof(sk_state, seats), .count_size = 1, .seats = 1, .fields = seat_fields,
     .field_count = (int)(sizeof seat_fields / sizeof seat_fields[0]), .what = "seat", .doc = "each player"},
};

static void prepare(const nm_data *d, void *state) {
    (void)d;
    sk_state *s = state;
    s->seats = s->h.players;
}

static int err_at(nm_errors *err, const nm_jpos *at, const char *key, const char *msg) {
    nm_jpos p = key ? nm_jpos_key(at, key) : *at;
    nm_jerr(err, &p, "%s", msg);
    return 1;
}

static int check(const nm_data *d, void *state, const nm_jpos *at, nm_errors *err) {
    sk_state *s = state;
    const sk_derived *dv = sk_dv(d);
    char msg[200];
    int bad = 0;
    if (s->seats < 2 || s->seats > SK_MAX_PLAYERS) return err_at(err, at, "players", "Isle of Skye is for 2 to 5 players"), -1;
    if (s->first >= s->seats) bad |= err_at(err, at, "first", "not a seat of this game");
    if (s->current >= s->seats) bad |= err_at(err, at, "current", "not a seat of this game");
    if (s->round > s->rounds) bad |= err_at(err, at, "round", "beyond the game's last round");
    nm_jpos sp = nm_jpos_key(at, "seats");
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        nm_jpos ip = nm_jpos_index(&sp, p);
        int sum = 0;
        for (int k = 0; k < SK_SRC; k++) sum += ps->vp_src[k];
        if (sum != ps->vp) {
            snprintf(msg, sizeof msg, "the sources sum to %d VP but vp is %d", sum, ps->vp);
            bad |= err_at(err, &ip, "vp_sources", msg);
        }
        if (ps->kingdom_count < 1 || dv->set[ps->kingdom[0].tile] != SK_SET_CASTLE || ps->kingdom[0].x ||
            ps->kingdom[0].y || ps->kingdom[0].rot)
            bad |= err_at(err, &ip, "kingdom", "a kingdom begins with its castle at 0, 0, unturned");
        for (int k = 1; k < ps->kingdom_count; k++)
            if (dv->set[ps->kingdom[k].tile] == SK_SET_CASTLE)
                bad |= err_at(err, &ip, "kingdom", "a kingdom holds one castle");
        for (int k = 0; k < s->bag_count && p == 0; k++)
            if (s->bag[k] >= 0 && dv->set[s->bag[k]] != SK_SET_LANDSCAPE)
                bad |= err_at(err, at, "bag", "only landscape tiles go into the bag");
        if (sk_free_gold(ps) < 0) bad |= err_at(err, &ip, "gold", "less gold than its prices");
    }
    if (bad) return -1;
    int expect = s->phase == SK_PH_OVER ? -1 : s->current;
    if (s->h.to_move != expect) {
        snprintf(msg, sizeof msg, "to_move is %d but the pending decision is seat %d's", s->h.to_move, expect);
        return err_at(err, at, NULL, msg), -1;
    }
    if ((s->phase == SK_PH_OVER) != (s->h.over != 0)) return err_at(err, at, "phase", "over does not match the phase"), -1;
    return 0;
}

static const char *const complete[] = {"tiles", NULL};

const nm_state_table sk_state_table = {
    .fields = fields,
    .field_count = (int)(sizeof fields / sizeof fields[0]),
    .prepare = prepare,
    .check = check,
    .complete = complete,
};
