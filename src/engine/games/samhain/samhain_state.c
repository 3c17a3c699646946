/* samhain_state.c - Samhain's state described once (include/nemeton/state_table.h): the
 * core writes it as JSON (temples, cards and objects by id, one value per seat where the
 * board keeps one per clan), reads it back checking every value, hides the other screens in
 * observations (until the end, when they are lifted), and hashes it from the written JSON.
 * The keys and their order are those of the snapshots written before the table (the state
 * hash is taken from the written text). What no single field can say (ranges that depend on
 * the player count or on other values, the village beside its temples, the conservation of
 * members, resources, wisps and objects, the decision the position waits on) is checked by
 * check() below. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/state_json.h"
#include "nemeton/state_table.h"
#include "samhain.h"

static const char *const phase_names[] = {"place", "main", "act", "over", NULL};
static const char *const ev_names[] = {"none", "sacrifice", "buyback", NULL};
static const char *const cont_names[] = {"none", "develop", "effect", "copy", "buyback", "sickle", NULL};
/* The game's option ids (samhain.c), in their order. */
static const char *const opt_names[] = {"easy", "counterpart", NULL};

#define ST samhain_state
#define INT8(KEY, S, M, LO, HI, DOC)                                                          \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(S, M), .size = 1, .min = LO, .max = HI, \
     .doc = DOC}
/* A member of a group of consecutive int8 fields written as one JSON object: its offset
 * from the group's first member. */
#define IN8(KEY, FIRST, M, LO, HI, DOC)                                                        \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M) - offsetof(ST, FIRST), .size = 1, \
     .min = LO, .max = HI, .doc = DOC}
/* One value per seat (the player count of them). */
#define PER_SEAT(KEY, OFF, LO, HI, DOC)                                                        \
    {.key = KEY, .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = (uint16_t)(OFF), .size = 1, \
     .len = SAMHAIN_MAX_P, .count = NM_CT_PLAYERS, .min = LO, .max = HI, .doc = DOC}
#define OBJECT(KEY, FIRST, FIELDS, DOC)                                                        \
    {.key = KEY, .type = NM_SF_OBJECT, .offset = offsetof(ST, FIRST), .fields = FIELDS,         \
     .field_count = (int)(sizeof FIELDS / sizeof FIELDS[0]), .doc = DOC}

/* ---- custom field ---- */

/* effect.card / effect.object: the effect under way is a card's action (eff_card >= 0) or
 * an object's power (eff_card = -1 - object). */
static const char *const eff_keys[] = {"card", "object", NULL};
static cJSON *eff_write(const nm_st_ctx *c, const void *elem) {
    int v = *(const int8_t *)elem;
    cJSON *kv = cJSON_CreateObject();
    if (v >= 0)
        cJSON_AddItemToObject(kv, "card", nm_json_id(&c->data->kinds[SAMHAIN_K_CARDS], v));
    else
        cJSON_AddItemToObject(kv, "object",
                              nm_json_id(&c->data->kinds[SAMHAIN_K_OBJECTS], (-v - 1) % SAMHAIN_OBJS));
    return kv;
}
static int eff_read(nm_st_ctx *c, const cJSON *o, const nm_jpos *p, void *elem) {
    const cJSON *card = cJSON_GetObjectItemCaseSensitive(o, "card");
    const cJSON *ob = cJSON_GetObjectItemCaseSensitive(o, "object");
    if ((card != NULL) == (ob != NULL)) {
        nm_jerr(c->err, p, "expected exactly one of \"card\" and \"object\"");
        return -1;
    }
    nm_jpos kp = nm_jpos_key(p, card ? "card" : "object");
    int i = nm_json_read_id(&c->data->kinds[card ? SAMHAIN_K_CARDS : SAMHAIN_K_OBJECTS],
                            card ? card : ob, &kp, 0, c->err);
    if (i < 0) return -1;
    *(int8_t *)elem = (int8_t)(card ? i : -i - 1);
    return 0;
}

/* ---- the table ---- */

static const nm_sfield cell_fields[] = {
    PER_SEAT("ready", 0, 0, SAMHAIN_MAX_P, "each seat's ready members on the card"),
    PER_SEAT("tired", offsetof(ST, tired) - offsetof(ST, ready), 0, SAMHAIN_MAX_P,
             "each seat's exhausted members on the card"),
};

static const nm_sfield track_fields[] = {
    PER_SEAT("light", 0, 0, SAMHAIN_TRACK_MAX, "each seat's marker on the Light track"),
    PER_SEAT("dark", SAMHAIN_MAX_P, 0, SAMHAIN_TRACK_MAX, "each seat's marker on the Dark track"),
};

static const nm_sfield reserve_fields[] = {
    {.key = "res", .type = NM_SF_INT, .shape = NM_SH_SPREAD, .offset = 0, .size = 1, .len = SAMHAIN_RES,
     .min = 0, .max = 16, .names = samhain_res_names, .doc = "wood, gold and stone"},
    IN8("wisps", res_reserve, wisp_reserve, 0, 8, "will-o'-wisps"),
    {.key = "objects", .type = NM_SF_INT, .shape = NM_SH_KEYED,
     .offset = offsetof(ST, obj_reserve) - offsetof(ST, res_reserve), .size = 1, .len = SAMHAIN_OBJS,
     .min = 0, .max = 3 * SAMHAIN_MAX_P, .ref = "objects", .doc = "objects of each kind"},
};

static const nm_sfield placement_fields[] = {
    IN8("left", place_left, place_left, 0, SAMHAIN_MAX_PLACE, "placements still to make"),
    IN8("seat", place_left, place_seat, 0, SAMHAIN_MAX_P - 1, "the seat placing"),
};

static const nm_sfield activation_fields[] = {
    IN8("cell", act_cell, act_cell, -1, SAMHAIN_CELLS - 1, "the card activated (-1 none)"),
    IN8("origin", act_cell, act_origin, 0, SAMHAIN_MAX_P - 1, "the seat that activated it"),
    IN8("seat", act_cell, act_seat, 0, SAMHAIN_MAX_P, "the seat whose turn on it it is"),
    IN8("last", act_cell, act_last, -1, 1, "the side of the last action done on it"),
    PER_SEAT("left", offsetof(ST, act_left) - offsetof(ST, act_cell), 0, SAMHAIN_MAX_P,
             "each seat's members still to act"),
};

static const nm_sfield effect_fields[] = {
    {.key = "source", .type = NM_SF_CUSTOM, .shape = NM_SH_SPREAD, .offset = 0, .len = 2,
     .names = eff_keys, .write = eff_write, .read = eff_read,
     .doc = "card or object: whose action or power is under way"},
    IN8("side", eff_card, eff_side, 0, 1, "light 0, dark 1"),
    IN8("seat", eff_card, eff_seat, -1, SAMHAIN_MAX_P - 1, "the seat acting (-1 none)"),
    IN8("bonus", eff_card, eff_bonus, -1, 63, "the instruction line the bonus goes to (-1 none)"),
    IN8("cell", eff_card, eff_cell, -1, SAMHAIN_CELLS - 1, "the card acted on (-1 none)"),
    IN8("copy", eff_card, eff_copy, 0, 1, "1: a counterpart copy"),
};

static const nm_sfield payment_fields[] = {
    IN8("seat", pay_seat, pay_seat, 0, SAMHAIN_MAX_P - 1, "the seat paying"),
    IN8("left", pay_seat, pay_left, 0, 20, "points of multiplicity still owed"),
    {.key = "then", .type = NM_SF_NAME, .offset = offsetof(ST, pay_cont) - offsetof(ST, pay_seat),
     .size = 1, .names = cont_names, .what = "continuation", .doc = "what runs once it is paid"},
    IN8("arg", pay_seat, pay_arg, -1, SAMHAIN_CELLS - 1, "the card it is for (-1 none)"),
};

static const nm_sfield event_fields[] = {
    {.key = "stage", .type = NM_SF_NAME, .offset = 0, .size = 1, .names = ev_names, .what = "event stage",
     .doc = "none, sacrifice or buyback"},
    IN8("seat", ev, ev_seat, -1, SAMHAIN_MAX_P, "the seat deciding (-1 none)"),
    PER_SEAT("sacrifice", offsetof(ST, ev_sac) - offsetof(ST, ev), 0, 1, "each seat's sacrifice done"),
};

static const nm_sfield counterpart_fields[] = {
    {.key = "card", .type = NM_SF_ID, .offset = 0, .size = 1, .ref = "cards", .what = "card",
     .doc = "the card whose action may be copied"},
    IN8("side", co_card, co_side, 0, 1, "its side"),
    IN8("from", co_card, co_from, 0, SAMHAIN_MAX_P - 1, "the seat that did it"),
    IN8("cell", co_card, co_cell, 0, SAMHAIN_CELLS - 1, "the card's cell"),
    IN8("next", co_card, co_next, 0, SAMHAIN_MAX_P, "the next seat offered the copy"),
};

#define SEAT8(KEY, M, LO, HI, DOC) INT8(KEY, samhain_seat, M, LO, HI, DOC)
#define SEAT16(KEY, M, LO, HI, DOC)                                                             \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(samhain_seat, M), .size = 2, .min = LO, \
     .max = HI, .doc = DOC}
static const nm_sfield seat_fields[] = {
    {.key = "normal", .type = NM_SF_INT, .shape = NM_SH_SPREAD, .offset = offsetof(samhain_seat, normal),
     .size = 1, .len = SAMHAIN_RES, .min = 0, .max = 16, .names = samhain_res_names,
     .vis = NM_VIS_SCREEN, .mask_zero = 1, .doc = "wood, gold and stone gained (behind the screen)"},
    {.key = "roman", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(samhain_seat, roman),
     .size = 1, .len = SAMHAIN_RES, .min = 0, .max = 4, .names = samhain_res_names,
     .vis = NM_VIS_SCREEN, .mask_zero = 1, .doc = "Roman resources left (behind the screen)"},
    {.key = "wisps", .type = NM_SF_INT, .offset = offsetof(samhain_seat, wisps), .size = 1, .min = 0,
     .max = 8, .vis = NM_VIS_SCREEN, .mask_zero = 1, .doc = "will-o'-wisps (behind the screen)"},
    SEAT8("reserve", reserve, 0, 20, "members in the player's reserve"),
    SEAT8("graveyard", grave, 0, 5, "members in the graveyard"),
    {.key = "objects", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(samhain_seat, obj),
     .size = 1, .len = SAMHAIN_OBJS, .min = 0, .max = 3 * SAMHAIN_MAX_P, .ref = "objects",
     .doc = "objects held"},
    {.key = "used", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(samhain_seat, used),
     .size = 1, .len = SAMHAIN_OBJS, .min = 0, .max = 3 * SAMHAIN_MAX_P, .ref = "objects",
     .doc = "of which used (lying down) this round"},
    SEAT8("placed", placed, 0, 4, "members placed in the placement round"),
    SEAT16("vp", vp, 0, 999, "victory points"),
    SEAT16("corrupt", corrupt, 0, 12, "final scoring: corruption"),
    SEAT16("resource_bonus", bonus_res, 0, 99, "final scoring: resources"),
    SEAT16("wisp_malus", malus_wisp, 0, 8, "final scoring: will-o'-wisps"),
    {.key = "vp_sources", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(samhain_seat, vp_src),
     .size = 2, .len = SAMHAIN_VP_SOURCES, .min = -999, .max = 999, .names = samhain_vp_source_keys,
     .optional = 1, .doc = "VP won during play by source; they give vp (left out: all as other)"},
};

static const nm_sfield fields[] = {
    {.key = "header", .type = NM_SF_HEADER, .offset = offsetof(ST, h)},
    {.key = "options", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(ST, opt), .size = 1,
     .len = SAMHAIN_OPT_COUNT, .min = 0, .max = 1, .names = opt_names, .doc = "the game's options"},
    {.key = "phase", .type = NM_SF_NAME, .offset = offsetof(ST, phase), .size = 1, .names = phase_names,
     .what = "phase", .doc = "place, main, act or over"},
    INT8("round", ST, round, 0, 10, "the round (0 while placing)"),
    INT8("rounds", ST, rounds, 1, 10, "the rounds of the game"),
    INT8("first", ST, first, 0, SAMHAIN_MAX_P - 1, "the first player"),
    INT8("current", ST, current, 0, SAMHAIN_MAX_P - 1, "the seat whose turn it is"),
    INT8("passes", ST, passes, 0, SAMHAIN_MAX_P, "consecutive passes"),
    {.key = "temples", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, temple_row),
     .size = 1, .len = SAMHAIN_ROWS, .unique = 1, .ref = "temples", .what = "temple",
     .doc = "the temple of each row"},
    {.key = "village", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, layout), .size = 1,
     .len = SAMHAIN_CELLS, .unique = 1, .ref = "cards", .what = "card",
     .doc = "the card of each cell, row by row"},
    {.key = "cells", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, ready),
     .stride = SAMHAIN_MAX_P, .len = SAMHAIN_CELLS, .fields = cell_fields,
     .field_count = (int)(sizeof cell_fields / sizeof cell_fields[0]), .what = "cell",
     .doc = "the members on each card: {ready, tired}"},
    {.key = "tracks", .type = NM_SF_OBJECT, .shape = NM_SH_KEYED, .offset = offsetof(ST, track),
     .stride = SAMHAIN_SIDES * SAMHAIN_MAX_P, .len = SAMHAIN_TEMPLES, .ref = "temples",
     .fields = track_fields, .field_count = (int)(sizeof track_fields / sizeof track_fields[0]),
     .doc = "each temple's worship tracks: {light, dark}"},
    OBJECT("reserve", res_reserve, reserve_fields, "the general reserve"),
    OBJECT("placement", place_left, placement_fields, "the placement round"),
    OBJECT("activation", act_cell, activation_fields, "the activation under way"),
    OBJECT("effect", eff_card, effect_fields, "the action or power under way"),
    OBJECT("payment", pay_seat, payment_fields, "a payment of points of multiplicity"),
    OBJECT("event", ev, event_fields, "the will-o'-wisp event"),
    OBJECT("counterpart", co_card, counterpart_fields, "counterpart offers after an action"),
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, seat),
     .stride = sizeof(samhain_seat), .len = SAMHAIN_MAX_P, .count = NM_CT_PLAYERS, .seats = 1,
     .fields = seat_fields, .field_count = (int)(sizeof seat_fields / sizeof seat_fields[0]),
     .what = "seat", .doc = "each player"},
    /* Sources are cell sides; ops keep small counters and flags (-1..100) in scratch. */
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(ST, vm), .min = -1, .max = 100,
     .aux = SAMHAIN_CELLS * 2 - 1, .doc = "effects under way"},
};

static void prepare(const nm_data *d, void *state) {
    samhain_state *s = state;
    s->tombs = (int8_t)(s->h.players + samhain_rule(d, SAMHAIN_R_EXTRA_TOMBS, s->h.players));
    for (int p = 0; p < SAMHAIN_MAX_P; p++) s->seat[p].vp_src[0] = INT16_MIN; /* vp_sources left out */
}

/* VP by source: they sum to vp, or, after the final count, vp is their sum with the final
 * count's parts, stopped at 0; a snapshot written before they were kept (the key left out)
 * counts its VP as "other". */
static int check_sources(samhain_state *s, const nm_jpos *at, nm_errors *err) {
    int bad = 0;
    nm_jpos sp = nm_jpos_key(at, "seats");
    for (int p = 0; p < s->h.players; p++) {
        samhain_seat *st = &s->seat[p];
        int fin = -st->corrupt + st->bonus_res - st->malus_wisp, sum = 0;
        if (st->vp_src[0] == INT16_MIN) {
            memset(st->vp_src, 0, sizeof st->vp_src);
            st->vp_src[SAMHAIN_VPS_OTHER] = (int16_t)(st->vp - fin > 0 ? st->vp - fin : st->vp);
            continue;
        }
        for (int k = 0; k < SAMHAIN_VP_SOURCES; k++) sum += st->vp_src[k];
        if (st->vp != sum && st->vp != (sum + fin > 0 ? sum + fin : 0)) {
            nm_jpos ip = nm_jpos_index(&sp, p), kp = nm_jpos_key(&ip, "vp_sources");
            nm_jerr(err, &kp, "the sources sum to %d, which with the final count does not give vp %d", sum, st->vp);
            bad = 1;
        }
    }
    return bad;
}

/* A value past hi (a bound the player count or another value sets): an error at key. */
static int over(nm_errors *err, const nm_jpos *p, const char *key, int v, int lo, int hi) {
    if (v >= lo && v <= hi) return 0;
    nm_jpos kp = nm_jpos_key(p, key);
    nm_jerr(err, &kp, "%d is out of range [%d, %d]", v, lo, hi);
    return 1;
}

/* Every range the player count sets. */
static int check_ranges(const samhain_state *s, const nm_jpos *at, nm_errors *err) {
    int np = s->h.players, bad = 0;
    bad += over(err, at, "round", s->round, 0, s->rounds);
    bad += over(err, at, "first", s->first, 0, np - 1);
    bad += over(err, at, "current", s->current, 0, np - 1);
    bad += over(err, at, "passes", s->passes, 0, np);
    nm_jpos p = nm_jpos_key(at, "placement");
    bad += over(err, &p, "seat", s->place_seat, 0, np - 1);
    p = nm_jpos_key(at, "activation");
    bad += over(err, &p, "origin", s->act_origin, 0, np - 1);
    bad += over(err, &p, "seat", s->act_seat, 0, np);
    p = nm_jpos_key(at, "effect");
    bad += over(err, &p, "seat", s->eff_seat, -1, np - 1);
    p = nm_jpos_key(at, "payment");
    bad += over(err, &p, "seat", s->pay_seat, 0, np - 1);
    p = nm_jpos_key(at, "event");
    bad += over(err, &p, "seat", s->ev_seat, -1, np);
    p = nm_jpos_key(at, "counterpart");
    bad += over(err, &p, "from", s->co_from, 0, np - 1);
    bad += over(err, &p, "next", s->co_next, 0, np);
    return bad;
}

/* Each card lies beside its own deity's temple. */
static int check_village(const nm_data *d, const samhain_state *s, const nm_jpos *at, nm_errors *err) {
    nm_jpos vp = nm_jpos_key(at, "village");
    int bad = 0;
    for (int i = 0; i < SAMHAIN_CELLS; i++)
        if (samhain_card(d, s->layout[i])->field[SAMHAIN_C_TEMPLE] != s->temple_row[i / SAMHAIN_COLS]) {
            nm_jpos ip = nm_jpos_index(&vp, i);
            nm_jerr(err, &ip, "card \"%s\" must lie beside its own deity's temple", samhain_card(d, s->layout[i])->id);
            bad++;
        }
    return bad;
}

/* Everything is where it can be: members, cubes, wisps and objects add up. */
static int check_conservation(const nm_data *d, const samhain_state *s, const nm_jpos *root, nm_errors *err) {
    int np = s->h.players, bad = 0;
    for (int p = 0; p < np; p++) {
        int want = samhain_rule(d, SAMHAIN_R_MEMBERS, np), got = samhain_member_total(s, p);
        if (got != want) {
            nm_jerr(err, root, "seat %d has %d members in all places, the game gives %d", p, got, want);
            bad++;
        }
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            if (s->seat[p].used[o] > s->seat[p].obj[o]) {
                nm_jerr(err, root, "seats[%d].used: more %s used than held", p, samhain_object(d, o)->id);
                bad++;
            }
        for (int k = 0; k < SAMHAIN_RES; k++)
            if (s->seat[p].roman[k] > samhain_rule(d, SAMHAIN_R_ROMAN, np)) {
                nm_jerr(err, root, "seats[%d].roman: more Roman %s than the start gives", p, samhain_res_names[k]);
                bad++;
            }
    }
    for (int k = 0; k < SAMHAIN_RES; k++) {
        int n = s->res_reserve[k];
        for (int p = 0; p < np; p++) n += s->seat[p].normal[k] + s->seat[p].roman[k];
        int want = samhain_rule(d, SAMHAIN_R_RES, np) + np * samhain_rule(d, SAMHAIN_R_ROMAN, np);
        if (n != want) {
            nm_jerr(err, root, "%d %s in all places, the game has %d", n, samhain_res_names[k], want);
            bad++;
        }
    }
    int w = s->wisp_reserve;
    for (int p = 0; p < np; p++) w += s->seat[p].wisps;
    if (w != samhain_rule(d, SAMHAIN_R_WISPS, np)) {
        nm_jerr(err, root, "%d will-o'-wisps in all places, the game has %d", w, samhain_rule(d, SAMHAIN_R_WISPS, np));
        bad++;
    }
    for (int o = 0; o < SAMHAIN_OBJS; o++) {
        int n = s->obj_reserve[o];
        for (int p = 0; p < np; p++) n += s->seat[p].obj[o];
        if (n != samhain_rule(d, SAMHAIN_R_OBJECTS, np)) {
            nm_jerr(err, root, "%d %s in all places, the game has %d", n, samhain_object(d, o)->id,
                    samhain_rule(d, SAMHAIN_R_OBJECTS, np));
            bad++;
        }
    }
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        if (samhain_cell_count(s, c) > np) {
            nm_jerr(err, root, "cells[%d] holds %d members, more than %d", c, samhain_cell_count(s, c), np);
            bad++;
        }
    if (samhain_grave_total(s) >= s->tombs) {
        nm_jerr(err, root, "the graveyard holds %d members but has %d tombs (it empties when full)",
                samhain_grave_total(s), s->tombs);
        bad++;
    }
    return bad;
}

static int check(const nm_data *d, void *state, const nm_jpos *at, nm_errors *err) {
    samhain_state *s = state;
    if (check_ranges(s, at, err) + check_village(d, s, at, err) + check_sources(s, at, err) > 0) return -1;
    if (!s->vm.waiting && s->vm.depth > 0) {
        nm_jpos vp = nm_jpos_key(at, "vm");
        nm_jerr(err, &vp, "frames are pending but nothing waits: a state at rest has none");
        return -1;
    }
    if (check_conservation(d, s, at, err) > 0) return -1;
    if ((s->phase == SAMHAIN_PH_OVER) != (s->h.over != 0)) {
        nm_jerr(err, at, "over is %s but phase is \"%s\"", s->h.over ? "true" : "false", phase_names[s->phase]);
        return -1;
    }
    if ((s->pay_cont == SAMHAIN_CONT_DEVELOP || s->pay_cont == SAMHAIN_CONT_COPY) && s->pay_arg < 0) {
        nm_jerr(err, at, "payment.arg must name the cell the payment is for");
        return -1;
    }
    if (s->phase == SAMHAIN_PH_ACT && s->act_cell < 0) {
        nm_jerr(err, at, "phase \"act\" needs activation.cell");
        return -1;
    }
    int expect = samhain_pending_seat(s);
    if (s->h.to_move != expect) {
        nm_jerr(err, at, "to_move is %d but the pending decision is seat %d's", s->h.to_move, expect);
        return -1;
    }
    nm_action_list l NM_SCRATCH;
    if (!s->h.over && samhain_legal(d, s, &l) == 0) {
        nm_jerr(err, at, "the position offers seat %d no legal action", expect);
        return -1;
    }
    return 0;
}

const nm_state_table samhain_state_table = {
    .fields = fields,
    .field_count = (int)(sizeof fields / sizeof fields[0]),
    .prepare = prepare,
    .check = check,
};
