/* edora_state.c - Edora's state described once (include/nemeton/state_table.h): the core
 * writes it as JSON, reads it back checking every value, masks the face-down tablets in
 * observations and finds the counters (seats.provisions, seats.mistletoe, seats.pp) by
 * path. What no single field says (13 dice per seat, the decision the phase implies) is
 * checked by check() below. */
#include <stddef.h>
#include <stdio.h>
#include "nemeton/state_json.h"
#include "edora.h"

static const char *const phase_names[] = {"arrange", "keep", "start", "move", "place", "effect",
                                          "herbs", "over", NULL};
static const char *const herb_state_names[] = {"board", "active", "inactive", NULL};

#define I8(KEY, ST, M, LO, HI, DOC)                                                             \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M), .size = 1, .min = LO, .max = HI, .doc = DOC}
#define I16(KEY, ST, M, LO, HI, DOC)                                                            \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M), .size = 2, .min = LO, .max = HI, .doc = DOC}
#define A8(KEY, ST, M, LEN, LO, HI, DOC)                                                        \
    {.key = KEY, .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(ST, M), .size = 1, \
     .len = LEN, .min = LO, .max = HI, .doc = DOC}

static const nm_sfield seat_fields[] = {
    I16("provisions", edora_seat, provisions, 0, 999, "provisions"),
    I16("mistletoe", edora_seat, mistletoe, 0, 99, "mistletoe"),
    I16("pp", edora_seat, pp, 0, 9999, "prestige points"),
    I8("knowledge", edora_seat, knowledge, 1, 20, "knowledge track space (1 = start)"),
    I16("arrival", edora_seat, arrival, 0, 30000, "arrival on its knowledge space: higher is on top of the stack"),
    I8("sickle", edora_seat, sickle, 0, 20, "sickle track space"),
    I8("pawn", edora_seat, pawn, -1, ED_SANCT - 1, "sanctuary of the pawn, -1 on its start space"),
    I8("start", edora_seat, start, -1, 3, "start space, -1 not chosen yet"),
    A8("reserve", edora_seat, reserve, 7, 0, ED_DICE, "personal reserve: dice by value (index 1..6)"),
    A8("evolution", edora_seat, evol, 7, 0, ED_DICE, "on the Evolution board: dice by value (index 1..6)"),
    I8("placed", edora_seat, placed, 0, ED_DICE, "dice on sanctuaries"),
    A8("herb_at", edora_seat, herb_at, ED_HERBS, -1, ED_HERBS - 1, "herb (index of herbs.json) on each circle, -1 not laid yet"),
    {.key = "herbs", .type = NM_SF_NAME, .shape = NM_SH_ARRAY, .offset = offsetof(edora_seat, herb),
     .size = 1, .len = ED_HERBS, .names = herb_state_names, .what = "herb state",
     .doc = "each circle's herb: on the large board, active or inactive"},
    I8("columns", edora_seat, cols, 0, 63, "bits: herb columns released"),
    I8("pending", edora_seat, pending, 0, 63, "bits: columns reached this turn (step 7)"),
    A8("menhirs", edora_seat, menhir_at, ED_STONES, -1, ED_SANCT - 1, "sanctuary of each menhir, -1 on the board"),
    A8("steles", edora_seat, stele_at, ED_STONES, -1, ED_SANCT - 1, "sanctuary of each stele, -1 on the board"),
    A8("amulet", edora_seat, amulet, 6, -1, ED_STONES - 1, "gem kind in row I left, I right, II left ... (-1 empty)"),
    {.key = "tablets", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(edora_seat, tablets),
     .size = 1, .len = ED_HELD_TABLETS, .count = NM_CT_LIST, .count_offset = offsetof(edora_seat, tablet_count),
     .count_size = 1, .ref = "objectives", .what = "tablet", .doc = "objective tablets held"},
    I8("beige", edora_seat, beige, 0, 3, "beige dolmens taken"),
    {.key = "final", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(edora_seat, final),
     .size = 2, .len = 5, .min = 0, .max = 9999, .doc = "final scoring steps 1-5"},
};

static const nm_sfield fields[] = {
    {.key = "header", .type = NM_SF_HEADER, .offset = offsetof(edora_state, h)},
    {.key = "phase", .type = NM_SF_NAME, .offset = offsetof(edora_state, phase), .size = 1,
     .names = phase_names, .what = "phase", .doc = "setup choices, the turn's steps, or over"},
    I8("current", edora_state, current, 0, ED_MAX_PLAYERS - 1, "seat whose turn or setup choice it is"),
    I8("master", edora_state, master, 0, ED_MAX_PLAYERS - 1, "the Druid master (start player)"),
    I8("ending", edora_state, ending, 0, 1, "a player has placed their last die: the round ends the game"),
    I8("step", edora_state, step, 0, 8, "effect phase: 4 action, 5 hearths, 6 dolmens, 8 emergency"),
    A8("variants", edora_state, variant, ED_OPT_COUNT, 0, 1, "variants 1-4 in play"),
    I16("turn", edora_state, turn, 0, ED_TURN_CAP, "turns played"),
    I16("arrivals", edora_state, arrivals, 0, 30000, "knowledge arrivals so far"),
    I8("setup_left", edora_state, setup_left, 0, ED_MAX_PLAYERS, "setup choices left in this phase"),
    I8("arrange_circle", edora_state, arrange_circle, 0, ED_HERBS, "variant 3: next circle"),
    I8("last_hearth", edora_state, last_hearth, -1, ED_HEARTHS - 1, "the hearth covered last"),
    I8("stele_value", edora_state, stele_value, 0, 20, "the die value a stele action counts"),
    I8("connections", edora_state, connections, 0, ED_DOLMENS, "dolmen connections made"),
    I8("beige_left", edora_state, beige_left, 0, 3, "beige dolmens on the Evolution board"),
    A8("slot_owner", edora_state, slot_owner, ED_SANCT * ED_SLOTS, -1, ED_MAX_PLAYERS - 1,
       "seat of the die on each action space (sanctuary * 4 + space), -1 free"),
    A8("slot_value", edora_state, slot_value, ED_SANCT * ED_SLOTS, 0, 6, "value of that die"),
    A8("hearths", edora_state, hearth, ED_HEARTHS, -1, ED_MAX_PLAYERS - 1, "seat that covered each hearth, -1 open"),
    A8("dolmens", edora_state, dolmen, ED_DOLMENS, -1, ED_MAX_PLAYERS - 1, "seat that took each dolmen, -1 on the board"),
    A8("gems", edora_state, gems, ED_STONES, 0, 9, "gems left of each kind"),
    A8("oracle", edora_state, oracle, ED_STONES, 0, ED_REWARDS - 1, "reward of the stone at each oracle corner"),
    {.key = "face_up", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, face_up),
     .size = 1, .len = ED_FACE_UP, .nullable = 1, .ref = "objectives", .what = "tablet",
     .doc = "face-up tablets around the oracle (slot / 2 = side), null empty"},
    {.key = "stack", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, stack),
     .size = 1, .len = ED_TABLETS, .count = NM_CT_LIST, .count_offset = offsetof(edora_state, stack_count),
     .count_size = 1, .vis = NM_VIS_NONE, .ref = "objectives", .what = "tablet",
     .doc = "face-down tablets, top last, hidden from everyone"},
    {.key = "draw", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, draw),
     .size = 1, .len = 3, .count = NM_CT_LIST, .count_offset = offsetof(edora_state, draw_count),
     .count_size = 1, .ref = "objectives", .what = "tablet", .doc = "variant 1: the tablets drawn"},
    A8("potions", edora_state, potion, ED_POTIONS, -1, ED_MAX_PLAYERS - 1, "seat owning each potion, -1 available"),
    {.key = "forest_tiles", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, tile_at),
     .size = 1, .len = ED_TILES, .min = 0, .max = ED_TILES - 1, .optional = 1,
     .doc = "the forest tile (0 = T1) on each position of the 3 x 3 square, row by row (left out: in order)"},
    {.key = "forest_turns", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, tile_rot),
     .size = 1, .len = ED_TILES, .min = 0, .max = 3, .optional = 1,
     .doc = "quarter turns clockwise of the tile on each position (left out: none)"},
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(edora_state, seat),
     .stride = sizeof(edora_seat), .len = ED_MAX_PLAYERS, .count = NM_CT_FIELD,
     .count_offset = offsetof(edora_state, h.players), .count_size = 1, .seats = 1, .what = "seat",
     .fields = seat_fields, .field_count = (int)(sizeof seat_fields / sizeof seat_fields[0]),
     .doc = "each player"},
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(edora_state, vm), .min = 0, .max = 0, .aux = 0,
     .doc = "effects under way"},
};

static int check(const nm_data *d, void *state, const nm_jpos *at, nm_errors *err) {
    edora_state *s = state;
    int players = s->h.players;
    if (players < 2 || players > ED_MAX_PLAYERS) {
        nm_jerr(err, at, "%d players (the game takes 2 to %d)", players, ED_MAX_PLAYERS);
        return -1;
    }
    int used = 0;
    for (int p = 0; p < ED_TILES; p++) used |= 1 << s->tile_at[p];
    if (used != (1 << ED_TILES) - 1) {
        nm_jpos p = nm_jpos_key(at, "forest_tiles");
        nm_jerr(err, &p, "each of the %d tiles must lie on one position", ED_TILES);
        return -1;
    }
    if (!ed_build_geo(d, s)) {
        nm_jpos p = nm_jpos_key(at, "forest_tiles");
        nm_jerr(err, &p, "this arrangement leaves sanctuaries no path reaches");
        return -1;
    }
    if (s->current >= players || s->master >= players) {
        nm_jerr(err, at, "current or master seat beyond the %d players", players);
        return -1;
    }
    int placed[ED_MAX_PLAYERS] = {0};
    for (int i = 0; i < ED_SANCT; i++)
        for (int k = 0; k < ED_SLOTS; k++) {
            int o = s->slot_owner[i][k];
            if (o >= players || (o >= 0 && k >= ed_spaces(d, s, i)) || (o >= 0) != (s->slot_value[i][k] > 0)) {
                nm_jpos p = nm_jpos_key(at, "slot_owner");
                nm_jerr(err, &p, "space %d of %s: a die of seat %d value %d does not fit", k,
                        d->kinds[ED_K_SANCT].items[i].id, o, s->slot_value[i][k]);
                return -1;
            }
            if (o >= 0) placed[o]++;
        }
    for (int p = 0; p < players; p++) {
        const edora_seat *q = &s->seat[p];
        int sum = q->placed;
        for (int v = 1; v <= 6; v++) sum += q->reserve[v] + q->evol[v];
        if (sum != ed_rule(d, ED_R_DICE) || (s->phase != ED_PH_OVER && placed[p] != q->placed)) {
            nm_jpos sp = nm_jpos_key(at, "seats"), pp = nm_jpos_index(&sp, p);
            nm_jerr(err, &pp, "%d dice (reserve, Evolution board, placed %d, on spaces %d), expected %d",
                    sum, q->placed, placed[p], ed_rule(d, ED_R_DICE));
            return -1;
        }
    }
    int expect = s->phase == ED_PH_OVER ? -1 : s->vm.waiting ? nm_vm_waiting_seat(&s->vm) : s->current;
    if (s->h.to_move != expect) {
        nm_jerr(err, at, "to_move is %d but the pending decision is seat %d's", s->h.to_move, expect);
        return -1;
    }
    if ((s->phase == ED_PH_OVER) != (s->h.over != 0)) {
        nm_jerr(err, at, "over is %s but phase is \"%s\"", s->h.over ? "true" : "false", phase_names[s->phase]);
        return -1;
    }
    if (s->vm.depth > 0 && !s->vm.waiting) {
        nm_jpos vp = nm_jpos_key(at, "vm");
        nm_jerr(err, &vp, "frames are pending but nothing waits: a state at rest has none");
        return -1;
    }
    if (s->phase == ED_PH_EFFECT && !s->vm.waiting) {
        nm_jpos pp = nm_jpos_key(at, "phase");
        nm_jerr(err, &pp, "the effect phase only rests on a choice");
        return -1;
    }
    return 0;
}

/* A state written before the forest was shuffled: the reference arrangement. */
static void prepare(const nm_data *d, void *state) {
    (void)d;
    ed_reference_layout(state);
}

const nm_state_table edora_state_table = {
    .prepare = prepare,
    .fields = fields,
    .field_count = (int)(sizeof fields / sizeof fields[0]),
    .check = check,
};
