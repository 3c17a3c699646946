/* test_rules.c - the rules on hand-built positions of the reconstructed 16 x 12 glade:
 * creature movement (priorities, turns, species' terrain, escapes and their penalties,
 * arrivals), lightning with each power and card, gemstones and menhirs, the encircling
 * search, every action tile, Power cards (also between other players' actions), the box's
 * 8 black cubes, the end count and tie-break, the advanced set-up. The rulebook's worked
 * examples are played from snapshots in test_scenarios.c and test_json.c. */
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "ktest.h"

static const nm_data *D;

/* A fresh 4-player state with an empty glade, every seat at 0 VP and 10 mana. */
static void fresh(karnag_state *s, int players) {
    nm_match *m = kt_match(players, 7, 0);
    memcpy(s, m->state, sizeof *s);
    nm_match_destroy(m);
    kt_clear(D, s);
    nm_vm_reset(&s->vm);
    for (int p = 0; p < players; p++) s->seat[p].vp = 0, s->seat[p].mana = 10;
}

static int tile(const char *id) { return nm_data_find(&D->kinds[KARNAG_K_TILES], id); }
static int card(const char *id) { return nm_data_find(&D->kinds[KARNAG_K_CARDS], id); }

/* Runs an effect list for seat as the flow would, until it waits or ends. */
static void run(karnag_state *s, int effect, int seat) {
    nm_vm_push(&s->vm, effect, seat, -1);
    nm_vm_ctx ctx = karnag_ctx(D, s);
    CHECK(nm_vm_run(&ctx) != NM_VM_ERROR);
}

static void print_choices(karnag_state *s) {
    nm_action_list l;
    char buf[NM_LABEL_LEN];
    karnag_legal(D, s, &l);
    for (int i = 0; i < l.count; i++) {
        karnag_label(D, s, &l.a[i], buf, sizeof buf);
        fprintf(stderr, "    choice: %s\n", buf);
    }
}

static int has(karnag_state *s, const char *label) {
    nm_action_list l;
    char buf[NM_LABEL_LEN];
    karnag_legal(D, s, &l);
    for (int i = 0; i < l.count; i++) {
        karnag_label(D, s, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) return 1;
    }
    return 0;
}

static int count(karnag_state *s) {
    nm_action_list l;
    return karnag_legal(D, s, &l);
}

/* Answers the waiting op with the choice of that label. */
static int pick(karnag_state *s, const char *label) {
    nm_action_list l;
    char buf[NM_LABEL_LEN];
    karnag_legal(D, s, &l);
    check_count++;
    for (int i = 0; i < l.count; i++) {
        karnag_label(D, s, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            nm_vm_ctx ctx = karnag_ctx(D, s);
            if (nm_vm_resume(&ctx, &l.a[i]) == NM_VM_ERROR) {
                fprintf(stderr, "\"%s\": %s\n", label, ctx.error);
                check_failures++;
                return -1;
            }
            return 0;
        }
    }
    fprintf(stderr, "no choice \"%s\"\n", label);
    print_choices(s);
    check_failures++;
    return -1;
}

static int at(const char *sq) { return kt_sq(sq); }

static void test_priority(void) {
    static karnag_state s;
    fresh(&s, 4);
    /* Golem B on C3 is 3 squares from the top and from the left (6 in all); golem A on D3
     * is 3 from the top and 4 from the left (7). A faces a gemstone and turns left into
     * the square B leaves: B must move first. */
    int a = kt_creature(D, "golem_1"), b = kt_creature(D, "golem_3");
    kt_put_creature(&s, b, at("C3"));
    kt_put_creature(&s, a, at("D3"));
    s.gem[at("D2")] = 2;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[b] == at("C2")); /* B: equidistant, gate square 1's arrow points north */
    CHECK(s.cr_loc[a] == at("C3")); /* A turned left (its arrow) into B's old square */

    /* The naja 3 squares from the top and from the right follows gate square 2's arrow
     * (east), meets a rock and turns right (its arrow): one square south. */
    fresh(&s, 4);
    int n = kt_creature(D, "naja_2");
    kt_put_creature(&s, n, at("N3"));
    s.terrain[at("O3")] = KARNAG_ROCK;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[n] == at("N4"));

    /* Two golems equally placed that want the same square do not move. */
    fresh(&s, 4);
    int g1 = kt_creature(D, "golem_1"), g2 = kt_creature(D, "golem_2");
    kt_put_creature(&s, g1, at("C2"));
    kt_put_creature(&s, g2, at("B3"));
    s.terrain[at("C1")] = KARNAG_ROCK;
    s.terrain[at("A3")] = KARNAG_ROCK;
    karnag_creatures_step(D, &s);
    /* both 2 + 3 squares from their borders: golem_1 turns left (west) to B2, golem_2
     * turns right (north) to B2: they stay */
    CHECK(s.cr_loc[g1] == at("C2"));
    CHECK(s.cr_loc[g2] == at("B3"));
}

static void test_arrivals(void) {
    static karnag_state s;
    fresh(&s, 4);
    int golem = kt_creature(D, "golem_1");   /* turns left */
    int ghoul = kt_creature(D, "ghoul_2");   /* turns right */
    int shadow = kt_creature(D, "shadow_2"); /* turns right */
    int naja = kt_creature(D, "naja_1");
    /* golem from gate square 1 (H6, north), 4 squares: rock on H3, turns left */
    s.terrain[at("H3")] = KARNAG_ROCK;
    /* ghoul from square 2 (I6, east), 4 squares: rock on L6, turns right; rock on K8, right */
    s.terrain[at("L6")] = KARNAG_ROCK;
    s.terrain[at("K8")] = KARNAG_ROCK;
    /* shadow from square 3 (I7, south), 3 squares: swamp on I10 after two squares, turns
     * right, swamp on H9: it may not go back, so it stops */
    s.terrain[at("I10")] = KARNAG_SWAMP;
    s.terrain[at("H9")] = KARNAG_SWAMP;
    /* naja from square 4 (H7, west): creatures on G7 and H8 block both sides */
    kt_put_creature(&s, kt_creature(D, "golem_5"), at("G7"));
    kt_put_creature(&s, kt_creature(D, "golem_6"), at("H8"));
    const karnag_geo *g = karnag_geometry(D);
    int who[4] = {golem, ghoul, shadow, naja};
    for (int i = 0; i < 4; i++) {
        kt_put_creature(&s, who[i], g->gate_sq[i]);
    }
    karnag_arrival_move(D, &s, golem, 0, 4);
    karnag_arrival_move(D, &s, ghoul, 1, 4);
    karnag_arrival_move(D, &s, shadow, 2, 3);
    karnag_arrival_move(D, &s, naja, 3, 2);
    CHECK(s.cr_loc[golem] == at("F4"));
    CHECK(s.cr_loc[ghoul] == at("J7"));
    CHECK(s.cr_loc[shadow] == at("I9"));
    CHECK(s.cr_loc[naja] == KARNAG_CR_GONE);
    for (int i = 0; i < 4; i++) CHECK(s.cr_at[g->gate_sq[i]] < 0);
}

static void test_escape(void) {
    static karnag_state s;
    fresh(&s, 4);
    for (int p = 0; p < 4; p++) s.seat[p].vp = 10;
    /* the dark shadow on A6 steps west onto path square 54 */
    int sh = kt_creature(D, "shadow_1");
    kt_put_creature(&s, sh, at("A6"));
    s.seat[0].druid[0] = 55; /* green, next to the escape square: 3 */
    s.seat[1].druid[0] = 52; /* purple, 2 moves away: 2 */
    s.seat[0].druid[1] = 0;  /* green, 5 moves away (the other green druid is jumped): 1 */
    s.seat[2].druid[0] = 46; /* yellow, 8 moves away: safe */
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[sh] == KARNAG_CR_GONE);
    CHECK(s.seat[0].vp == 6);
    CHECK(s.seat[1].vp == 8);
    CHECK(s.seat[2].vp == 10);
    /* a druid on the path is an obstacle: no escape through it, the creature turns */
    fresh(&s, 4);
    int g1 = kt_creature(D, "golem_1");
    kt_put_creature(&s, g1, at("A6"));
    s.seat[3].druid[0] = 54;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("A7")); /* heading west, turned left: south */
    /* VP never go below 0 */
    fresh(&s, 4);
    kt_put_creature(&s, sh, at("A6"));
    s.seat[0].druid[0] = 55;
    s.seat[0].vp = 1;
    karnag_creatures_step(D, &s);
    CHECK(s.seat[0].vp == 0);
}

static void test_gemstones(void) {
    static karnag_state s;
    fresh(&s, 4);
    s.seat[0].druid[0] = 57; /* A: left side, row 3 */
    s.seat[0].druid[1] = 2;  /* B: top side, column B */
    s.seat[0].druid[2] = 5;  /* D: top side, column E */
    s.seat[0].mana = 12;
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("gemstones"))->field[KARNAG_T_SECONDARY], 0);
    CHECK(s.vm.waiting);
    CHECK(has(&s, "gemstone at E3 (7 mana) by west of A3 and north of E1, north of E1 to council"));
    pick(&s, "gemstone at E3 (7 mana) by west of A3 and north of E1, north of E1 to council");
    CHECK(s.gem[at("E3")] == 0);
    CHECK(s.seat[0].mana == 5);
    CHECK(s.seat[0].druid[2] == KARNAG_D_COUNCIL);
    pick(&s, "gemstone at B3 (4 mana) by west of A3 and north of B1, north of B1 to council");
    CHECK(s.gem[at("B3")] == 0);
    CHECK(s.seat[0].mana == 1);
    CHECK(s.seat[0].druid[1] == KARNAG_D_COUNCIL);
    CHECK(!s.vm.waiting); /* nothing more possible: the action ends */
    CHECK(s.act_did == 1);

    /* lightning stops at a rock unless a dark shadow in the reserve lets it through */
    fresh(&s, 4);
    s.seat[0].druid[0] = 57;
    s.seat[0].druid[2] = 5;
    s.terrain[at("C3")] = KARNAG_ROCK;
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("gemstones"))->field[KARNAG_T_SECONDARY], 0);
    CHECK(!s.vm.waiting && s.gem[at("E3")] < 0);
    nm_vm_reset(&s.vm);
    s.cr_loc[kt_creature(D, "shadow_1")] = KARNAG_CR_RESERVE + 0;
    s.pass_rock = 1; /* the flow gives one per dark shadow at the start of the action */
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("gemstones"))->field[KARNAG_T_SECONDARY], 0);
    pick(&s, "gemstone at E3 (7 mana) by west of A3 and north of E1, west of A3 to council");
    CHECK(s.seat[0].mana == 3 && s.pass_rock == 0);
}

static void test_menhirs(void) {
    static karnag_state s;
    fresh(&s, 4);
    /* purple: 2 gemstones on a row, 8 squares, one in the dark brown region: 22 */
    s.gem[at("I4")] = 1;
    s.gem[at("P4")] = 1;
    /* green: a right angle, 18 squares, one menhir in the light brown region: 25 */
    s.gem[at("A2")] = 0;
    s.gem[at("A10")] = 0;
    s.gem[at("J2")] = 0;
    /* yellow: 3 in a line, 12 squares, one in the light brown region: 19 */
    s.gem[at("A11")] = 2;
    s.gem[at("B11")] = 2;
    s.gem[at("L11")] = 2;
    /* red: a single gemstone never becomes a menhir */
    s.gem[at("F10")] = 3;
    karnag_activate_gems(D, &s);
    CHECK(s.seat[1].vp == 22);
    CHECK(s.seat[0].vp == 25);
    CHECK(s.seat[2].vp == 19);
    CHECK(s.seat[3].vp == 0 && s.gem[at("F10")] == 3);
    CHECK(s.menhir[at("I4")] == 1 && s.gem[at("I4")] < 0);
    CHECK(s.seat[0].menhirs == 3 && s.seat[1].menhirs == 2 && s.seat[2].menhirs == 3);
    /* no menhirs left: the alignment is ignored */
    fresh(&s, 4);
    s.seat[0].menhirs = 6;
    s.gem[at("A2")] = 0;
    s.gem[at("A9")] = 0;
    karnag_activate_gems(D, &s);
    CHECK(s.gem[at("A2")] == 0 && s.seat[0].vp == 0);
}

static void put_menhir(karnag_state *s, const char *sq, int p) {
    s->menhir[at(sq)] = (int8_t)p;
    s->seat[p].menhirs++;
}

static void test_encircling(void) {
    static karnag_state s;
    const karnag_geo *g = karnag_geometry(D);
    uint8_t in[KARNAG_SQ_MAX];
    fresh(&s, 4);
    /* eight menhirs round the gate; two more make a larger figure that does not count */
    const char *ring[] = {"F4", "H4", "K4", "K6", "K9", "I9", "F9", "F7"};
    for (int i = 0; i < 8; i++) put_menhir(&s, ring[i], i % 3);
    put_menhir(&s, "F11", 3);
    put_menhir(&s, "K11", 3);
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    for (int i = 0; i < 8; i++) CHECK(in[at(ring[i])] == 1);
    CHECK(in[at("F11")] == 0 && in[at("K11")] == 0);
    s.cr_loc[kt_creature(D, "golem_1")] = KARNAG_CR_RESERVE + 3;
    s.seat[3].hand_count = 0;
    karnag_final_scoring(D, &s);
    CHECK(s.seat[0].end_menhirs == 12); /* F4, K6, F9 */
    CHECK(s.seat[3].end_menhirs == 4);  /* two outside the encircling: 2 each */
    CHECK(s.seat[3].end_creatures == 1);

    /* a closed figure would need a line over the gate: not encircled */
    fresh(&s, 4);
    put_menhir(&s, "E3", 0);
    put_menhir(&s, "L3", 1);
    put_menhir(&s, "L7", 2);
    put_menhir(&s, "E7", 3);
    CHECK(karnag_encircled(D, g, &s, in) == 0);
    s.cr_loc[kt_creature(D, "golem_1")] = KARNAG_CR_RESERVE + 0;
    karnag_final_scoring(D, &s);
    CHECK(s.seat[0].end_menhirs == 1);
    CHECK(s.seat[0].end_creatures == 2);
    /* fewer than four menhirs never encircle */
    fresh(&s, 4);
    put_menhir(&s, "E3", 0);
    put_menhir(&s, "L3", 1);
    put_menhir(&s, "L9", 2);
    CHECK(karnag_encircled(D, g, &s, in) == 0);
}

static void test_druid_moves(void) {
    static karnag_state s;
    fresh(&s, 4);
    int eff = karnag_item(D, KARNAG_K_TILES, tile("druid_moves"))->field[KARNAG_T_MAIN];
    s.seat[0].druid[0] = 3;
    s.seat[1].druid[0] = 4;
    s.seat[2].druid[0] = 5;
    s.seat[0].druid[1] = KARNAG_D_COUNCIL;
    s.seat[0].druid[2] = 30;
    run(&s, eff, 0);
    CHECK(has(&s, "druid north of C1 cw 1 to north of F1"));     /* two druids jumped, not counted */
    CHECK(has(&s, "druid north of C1 cw 4 into the north cauldron")); /* 6, 7, 8 then the Cauldron space */
    CHECK(has(&s, "druid from the council by the north-west corner cw 1 to north-west corner"));
    CHECK(has(&s, "druid north of C1 cw 8 to north of M1"));
    CHECK(!has(&s, "druid north of C1 cw 9 to north of N1"));
    CHECK(has(&s, "do not move"));
    pick(&s, "druid north of C1 cw 4 into the north cauldron");
    CHECK(s.seat[0].druid[0] == KARNAG_D_CAULDRON + 0);
    CHECK(!has(&s, "stop moving")); /* 4 of at least 5 */
    CHECK(!has(&s, "druid north of C1 cw 1 to north of F1")); /* a druid moves once per action */
    pick(&s, "druid from the council by the north-west corner cw 2 to north of A1");
    CHECK(s.seat[0].druid[1] == 1);
    CHECK(has(&s, "stop moving"));
    pick(&s, "stop moving");
    CHECK(!s.vm.waiting);
    /* the knowledge move bonus adds optional squares */
    fresh(&s, 4);
    s.seat[0].druid[0] = 10;
    s.seat[0].track[1] = 5; /* move track at its top level: +3 */
    eff = karnag_item(D, KARNAG_K_TILES, tile("druid_moves"))->field[KARNAG_T_SECONDARY];
    run(&s, eff, 0);
    CHECK(has(&s, "druid north of J1 cw 8 to east of P1"));
    CHECK(!has(&s, "druid north of J1 cw 9 to east of P2"));
    CHECK(has(&s, "druid north of J1 ccw 5 to north of E1"));
    /* a full Cauldron space takes no more druids (small side, 4 players: 1 place) */
    fresh(&s, 4);
    s.seat[1].druid[0] = KARNAG_D_CAULDRON + 1;
    s.seat[0].druid[0] = 22;
    run(&s, eff, 0);
    CHECK(!has(&s, "druid east of P5 cw 2 into the east cauldron"));
    fresh(&s, 5); /* 5 players: two places there */
    s.seat[1].druid[0] = KARNAG_D_CAULDRON + 1;
    s.seat[0].druid[0] = 22;
    run(&s, eff, 0);
    CHECK(has(&s, "druid east of P5 cw 2 into the east cauldron"));
}

static void test_capture(void) {
    static karnag_state s;
    fresh(&s, 4);
    int eff = karnag_item(D, KARNAG_K_TILES, tile("capture"))->field[KARNAG_T_SECONDARY];
    int golem = kt_creature(D, "golem_1");
    kt_put_creature(&s, golem, at("E4"));
    s.terrain[at("E2")] = KARNAG_ROCK;
    s.seat[0].druid[0] = 5; /* top side, column E */
    run(&s, eff, 0);
    CHECK(!s.vm.waiting); /* the rock stops the lightning */
    CHECK(s.act_did == 0);
    nm_vm_reset(&s.vm);
    s.pass_rock = 1;
    run(&s, eff, 0);
    CHECK(has(&s, "capture Golem at E4 from north of E1"));
    pick(&s, "capture Golem at E4 from north of E1");
    CHECK(s.cr_loc[golem] == KARNAG_CR_RESERVE + 0);
    CHECK(s.seat[0].mana == 6); /* E1..E4 */
    CHECK(s.seat[0].vp == 5);
    CHECK(s.seat[0].druid[0] == KARNAG_D_COUNCIL);
    /* the capture track: +1 per action at level 2, +1 per creature from level 4 */
    fresh(&s, 4);
    s.seat[0].track[0] = 4;
    kt_put_creature(&s, kt_creature(D, "ghoul_1"), at("E4"));
    kt_put_creature(&s, kt_creature(D, "naja_1"), at("A6"));
    s.seat[0].druid[0] = 5;
    s.seat[0].druid[1] = 54; /* left side, row 6 */
    run(&s, eff, 0);
    pick(&s, "capture Ghoul at E4 from north of E1");
    CHECK(s.seat[0].vp == 2 + 2 + 1);
    pick(&s, "capture Naja at A6 from west of A6");
    CHECK(s.seat[0].vp == 5 + 2 + 1);
    CHECK(s.seat[0].mana == 10 - 4 - 1);
}

static void test_telepathy_potions_power(void) {
    static karnag_state s;
    fresh(&s, 4);
    int eff = karnag_item(D, KARNAG_K_TILES, tile("telepathy"))->field[KARNAG_T_MAIN];
    int golem = kt_creature(D, "golem_1");
    kt_put_creature(&s, golem, at("E4"));
    run(&s, eff, 0);
    pick(&s, "choose 2: move_creature(max=3)");
    pick(&s, "move Golem at E4");
    pick(&s, "Golem west to D4");
    pick(&s, "Golem west to C4");
    pick(&s, "stop the creature");
    CHECK(s.cr_loc[golem] == at("C4") && s.cr_marked[golem] == 1);
    nm_vm_reset(&s.vm);
    run(&s, eff, 0);
    pick(&s, "choose 2: move_creature(max=3)");
    CHECK(!s.vm.waiting); /* marked: it cannot move again this round */
    karnag_creatures_step(D, &s); /* the black cubes go back in phase B */
    CHECK(s.cr_marked[golem] == 0);

    /* a Control card played with a creature-move action may move the same creature */
    fresh(&s, 4);
    s.phase = KARNAG_PH_ACTIONS;
    s.act_seat = 0;
    s.stage = KARNAG_ST_CARD; /* played by the actor just before its action */
    kt_put_creature(&s, golem, at("E4"));
    run(&s, karnag_item(D, KARNAG_K_CARDS, card("control_1"))->effect, 0);
    pick(&s, "move Golem at E4");
    pick(&s, "Golem south to E5");
    pick(&s, "stop the creature");
    CHECK(s.cr_marked[golem] == 2);
    s.stage = KARNAG_ST_RUN;
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("telepathy"))->field[KARNAG_T_SECONDARY], 0);
    pick(&s, "choose 2: move_creature(max=1)");
    CHECK(has(&s, "move Golem at E5"));
    pick(&s, "move Golem at E5");
    pick(&s, "Golem south to E6");
    CHECK(s.cr_loc[golem] == at("E6") && !s.vm.waiting);

    /* potions: two druids brewing, 8 mana (capped at 20), a level each, then the council */
    fresh(&s, 4);
    s.seat[0].mana = 15;
    s.seat[0].druid[0] = KARNAG_D_CAULDRON + 0;
    s.seat[0].druid[1] = KARNAG_D_CAULDRON + 2;
    eff = karnag_item(D, KARNAG_K_TILES, tile("potions"))->field[KARNAG_T_MAIN];
    run(&s, eff, 0);
    CHECK(s.seat[0].mana == 20);
    CHECK(s.seat[0].druid[0] == KARNAG_D_COUNCIL && s.seat[0].druid[1] == KARNAG_D_COUNCIL);
    pick(&s, "knowledge Capture bonus to level 1");
    pick(&s, "knowledge Mana recovery to level 1");
    CHECK(s.seat[0].track[0] == 1 && s.seat[0].track[4] == 1 && !s.vm.waiting);
    /* secondary: 3 for one druid */
    fresh(&s, 4);
    s.seat[0].druid[0] = KARNAG_D_CAULDRON + 1;
    eff = karnag_item(D, KARNAG_K_TILES, tile("potions"))->field[KARNAG_T_SECONDARY];
    run(&s, eff, 0);
    CHECK(s.seat[0].mana == 13);
    /* mana track level 3 gives 2 mana and a level in another track */
    fresh(&s, 4);
    s.seat[0].track[4] = 2;
    s.seat[0].druid[0] = KARNAG_D_CAULDRON + 1;
    run(&s, eff, 0);
    pick(&s, "knowledge Mana recovery to level 3");
    CHECK(s.seat[0].mana == 15);
    CHECK(!has(&s, "knowledge Mana recovery to level 4"));
    pick(&s, "knowledge Druid move bonus to level 1");
    CHECK(!s.vm.waiting);

    /* Power cards: draw 4, keep one, the others under the deck */
    fresh(&s, 4);
    int deck0 = s.deck_count;
    eff = karnag_item(D, KARNAG_K_TILES, tile("power"))->field[KARNAG_T_MAIN];
    s.deck[0] = (int8_t)card("vp_1");
    s.deck[1] = (int8_t)card("lore_1");
    s.deck[2] = (int8_t)card("banish_ghoul_1");
    s.deck[3] = (int8_t)card("gems_1");
    for (int i = 4, c = 0; i < deck0; c++) { /* the rest of the deck, without those four */
        if (c == card("vp_1") || c == card("lore_1") || c == card("banish_ghoul_1") ||
            c == card("gems_1"))
            continue;
        s.deck[i++] = (int8_t)c;
    }
    run(&s, eff, 0);
    CHECK(s.drawn_count == 4);
    CHECK(!has(&s, "keep Elimination of a creature (ghoul)")); /* a marked back is never kept */
    CHECK(!has(&s, "play Elimination of a creature (ghoul)")); /* no ghoul in the reserve */
    pick(&s, "keep Knowledge");
    CHECK(s.seat[0].hand_count == 1 && s.seat[0].hand[0] == card("lore_1"));
    CHECK(s.deck_count == deck0 - 1 && s.deck[deck0 - 2] == card("gems_1"));
    /* play one drawn at once: 4 VP */
    fresh(&s, 4);
    s.deck[0] = (int8_t)card("vp_1");
    for (int i = 1, c = 0; i < deck0; c++)
        if (c != card("vp_1")) s.deck[i++] = (int8_t)c;
    eff = karnag_item(D, KARNAG_K_TILES, tile("power"))->field[KARNAG_T_SECONDARY];
    run(&s, eff, 0);
    pick(&s, "play Castra");
    CHECK(s.seat[0].vp == 4 && s.deck[deck0 - 1] == card("vp_1"));
    /* banishing a ghoul from the reserve: 5 VP */
    fresh(&s, 4);
    int ghoul = kt_creature(D, "ghoul_1");
    s.cr_loc[ghoul] = KARNAG_CR_RESERVE + 0;
    s.deck[0] = (int8_t)card("banish_ghoul_1");
    for (int i = 1, c = 0; i < deck0; c++)
        if (c != card("banish_ghoul_1")) s.deck[i++] = (int8_t)c;
    run(&s, eff, 0);
    CHECK(has(&s, "put back and draw again"));
    pick(&s, "play Elimination of a creature (ghoul)");
    CHECK(s.seat[0].vp == 5 && s.cr_loc[ghoul] == KARNAG_CR_GONE);
    /* the knowledge card: two levels */
    fresh(&s, 4);
    run(&s, karnag_item(D, KARNAG_K_CARDS, card("lore_1"))->effect, 0);
    pick(&s, "knowledge Council bonus to level 1");
    pick(&s, "knowledge Council bonus to level 2");
    CHECK(s.seat[0].track[2] == 2);
}

static void test_end(void) {
    static karnag_state s;
    fresh(&s, 3);
    /* the final count: cards in hand, gemstones by region, no encircling */
    s.seat[2].hand[0] = s.deck[--s.deck_count];
    s.seat[2].hand_count = 1;
    s.gem[at("A1")] = 2;  /* green: 1 */
    s.gem[at("C2")] = 2;  /* light: 4 */
    s.gem[at("G5")] = 2;  /* dark: 8 (not aligned with the others) */
    karnag_final_scoring(D, &s);
    CHECK(s.seat[2].vp == 1 + 1 + 4 + 8);
    int8_t w[NM_MAX_SEATS];
    s.seat[0].vp = s.seat[2].vp;
    s.seat[0].mana = 12;
    CHECK(karnag_winners(D, &s, w) == 1 && w[0] == 0); /* tie broken by mana */
    s.seat[2].mana = 12;
    CHECK(karnag_winners(D, &s, w) == 2);
}

static void test_advanced_setup(void) {
    nm_match *m = kt_match(3, 5, 1);
    karnag_state *s = kt_state(m);
    CHECK(s->phase == KARNAG_PH_OBSTACLES);
    CHECK(cm_has(m, "take Rock and swamp 1 not turned"));
    CHECK(!cm_has(m, "take Rock 1 not turned")); /* the four mix tiles come first */
    cm_do(m, "take Rock and swamp 1 not turned");
    CHECK(cm_has(m, "put it on A1, B1"));   /* over the top-left corner */
    CHECK(!cm_has(m, "put it on D4, E4"));  /* a mix tile must cover a glade corner */
    cm_do(m, "put it on A1, B1");
    s = kt_state(m);
    CHECK(s->terrain[kt_sq("A1")] == KARNAG_ROCK && s->terrain[kt_sq("B1")] == KARNAG_SWAMP);
    for (int i = 0; i < 3; i++) { /* the other mix tiles, in play order */
        const nm_action_list *l = nm_match_legal(m);
        static nm_errors err;
        CHECK(nm_match_apply(m, &l->a[0], &err) == 0);
        l = nm_match_legal(m);
        CHECK(nm_match_apply(m, &l->a[l->count - 1], &err) == 0);
    }
    CHECK(cm_has(m, "take Rock 1 not turned"));
    cm_do(m, "take Rock 1 not turned");
    CHECK(!cm_has(m, "put it on G5, H5"));  /* G5-H5 touches the gate's ring */
    CHECK(!cm_has(m, "put it on C1, D1"));  /* next to the mix tile on A1-B1 */
    CHECK(cm_has(m, "put it on D3, E3"));
    nm_match_destroy(m);
}

/* Applies the legal action (top level or VM choice) with that label through the flow. */
static int doit(karnag_state *s, const char *label) {
    nm_action_list l;
    char buf[NM_LABEL_LEN];
    static nm_errors err;
    karnag_legal(D, s, &l);
    check_count++;
    for (int i = 0; i < l.count; i++) {
        karnag_label(D, s, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            nm_errors_clear(&err);
            if (karnag_apply(D, s, &l.a[i], &err) != 0) {
                fprintf(stderr, "\"%s\": %s\n", label, nm_errors_first(&err));
                check_failures++;
                return -1;
            }
            return 0;
        }
    }
    fprintf(stderr, "no action \"%s\"\n", label);
    print_choices(s);
    check_failures++;
    return -1;
}

static void give(karnag_state *s, int p, const char *id) {
    int c = card(id);
    for (int i = 0; i < s->deck_count; i++)
        if (s->deck[i] == c) {
            memmove(s->deck + i, s->deck + i + 1, (size_t)(s->deck_count - i - 1));
            s->deck[--s->deck_count] = 0;
            s->seat[p].hand[s->seat[p].hand_count++] = (int8_t)c;
            return;
        }
    check_failures++;
}

/* Phase D with seat 0's last cube to place on the row's first tile (tile id, row): placing
 * it opens phase E through the real flow. Druids not placed by the test stand on the
 * bottom side, out of the way. */
static void last_cube(karnag_state *s, const char *tile_id, int row) {
    static nm_errors err;
    memset(s->slot, -1, sizeof s->slot);
    memset(s->slot_done, 0, sizeof s->slot_done);
    for (int k = 0; k < KARNAG_TILES; k++) s->row[k] = (int8_t)k;
    s->row[0] = (int8_t)tile(tile_id);
    s->row[tile(tile_id)] = 0;
    s->phase = KARNAG_PH_CUBES;
    for (int p = 0; p < s->h.players; p++) {
        s->order[p] = (int8_t)p;
        s->seat[p].cubes = p == 0;
        for (int k = 0; k < KARNAG_DRUIDS; k++)
            if (s->seat[p].druid[k] == KARNAG_D_UNPLACED) s->seat[p].druid[k] = (int8_t)(33 + p * 3 + k);
    }
    s->turn = 0;
    s->stage = -1;
    s->h.to_move = 0;
    nm_action a = {KARNAG_ACT_CUBE, 0, {0, (int16_t)row, 0}};
    CHECK(karnag_apply(D, s, &a, &err) == 0);
}

/* Creature movement on hand-built boards: one step to the nearest border, escapes, the
 * species' terrain, blocked creatures, the species order when they want the same square. */
static void test_movement(void) {
    static karnag_state s;
    fresh(&s, 4);
    int g1 = kt_creature(D, "golem_1"), g2 = kt_creature(D, "golem_2");
    int gh = kt_creature(D, "ghoul_1"), sh = kt_creature(D, "shadow_1"), nj = kt_creature(D, "naja_1");
    kt_put_creature(&s, g1, at("E3"));  /* 3 from the top, 5 from the left: north */
    kt_put_creature(&s, g2, at("M10")); /* 3 from the bottom, 4 from the right: south */
    kt_put_creature(&s, gh, at("B7"));  /* 2 from the left: west */
    kt_put_creature(&s, sh, at("O6"));  /* 2 from the right: east, into a rock */
    kt_put_creature(&s, nj, at("J11")); /* 2 from the bottom: south, under a gemstone */
    s.terrain[at("P6")] = KARNAG_ROCK;
    s.gem[at("J12")] = 1;
    s.terrain[at("A7")] = KARNAG_SWAMP;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("E2"));
    CHECK(s.cr_loc[g2] == at("M11"));
    CHECK(s.cr_loc[gh] == at("A7")); /* a ghoul stops in a swamp */
    CHECK(s.cr_loc[sh] == at("P6")); /* a dark shadow stops in a rock */
    CHECK(s.cr_loc[nj] == at("J12") && s.gem[at("J12")] == 1); /* a naja under a gemstone */
    karnag_creatures_step(D, &s); /* the border row: onto the path, gone */
    CHECK(s.cr_loc[g1] == at("E1"));
    CHECK(s.cr_loc[gh] == KARNAG_CR_GONE && s.cr_loc[sh] == KARNAG_CR_GONE &&
          s.cr_loc[nj] == KARNAG_CR_GONE);
    CHECK(s.last_escape >= 0);

    /* a golem stops at a rock and a swamp and turns by its arrow; blocked both ways it stays */
    fresh(&s, 4);
    kt_put_creature(&s, g1, at("C6")); /* west; golem_1 turns left: south */
    s.terrain[at("B6")] = KARNAG_SWAMP;
    kt_put_creature(&s, g2, at("N8")); /* east; golem_2 turns right: south */
    s.terrain[at("O8")] = KARNAG_ROCK;
    s.terrain[at("N9")] = KARNAG_ROCK;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("C7"));
    CHECK(s.cr_loc[g2] == at("N8"));
    /* a menhir or the gate stop a golem too; a naja passes under the menhir */
    fresh(&s, 4);
    kt_put_creature(&s, g1, at("D2"));
    s.menhir[at("D1")] = 0;
    s.seat[0].menhirs = 1;
    kt_put_creature(&s, nj, at("F2"));
    s.menhir[at("F1")] = 0;
    s.seat[0].menhirs = 2;
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("C2")); /* turned left, west */
    CHECK(s.cr_loc[nj] == at("F1"));

    /* equal priorities, different species: the golem moves first, the ghoul finds the
     * square taken and stays (its turn is blocked too) */
    fresh(&s, 4);
    int gh2 = kt_creature(D, "ghoul_2"); /* turns right */
    kt_put_creature(&s, g1, at("C2"));   /* 2 + 3: north blocked by C1, left: B2 */
    kt_put_creature(&s, gh2, at("B3"));  /* 2 + 3: west blocked by A3, right: B2 */
    s.terrain[at("C1")] = KARNAG_ROCK;
    s.terrain[at("A3")] = KARNAG_ROCK;
    int near = 0;
    CHECK(karnag_border_sum(karnag_geometry(D), at("C2"), &near) == 5 && near == 2);
    CHECK(karnag_border_sum(karnag_geometry(D), at("B3"), &near) == 5 && near == 2);
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("B2"));
    CHECK(s.cr_loc[gh2] == at("B3"));
    /* the nearest first: a creature next to the border leaves room for the one behind */
    fresh(&s, 4);
    kt_put_creature(&s, g1, at("E2"));
    kt_put_creature(&s, g2, at("E3"));
    karnag_creatures_step(D, &s);
    CHECK(s.cr_loc[g1] == at("E1") && s.cr_loc[g2] == at("E2"));
}

/* Lightning through the real flow: what stops it, and what each power lets it cross. */
static void test_lightning(void) {
    static karnag_state s;
    int golem = kt_creature(D, "golem_1");
    int shadows[2] = {kt_creature(D, "shadow_1"), kt_creature(D, "shadow_2")};
    /* a rock before the golem: no capture without a dark shadow in the reserve */
    fresh(&s, 4);
    kt_put_creature(&s, golem, at("E4"));
    s.terrain[at("E2")] = KARNAG_ROCK;
    s.seat[0].druid[0] = 5;
    last_cube(&s, "capture", 1);
    CHECK(s.seat[0].vp == 1 && s.cr_loc[golem] != KARNAG_CR_RESERVE + 0); /* not performed: 1 VP */
    for (int kind = 0; kind < 3; kind++) {
        static const char *const helper[] = {"shadow_1", "ghoul_1", "naja_1"};
        fresh(&s, 4);
        kt_put_creature(&s, golem, at("E4"));
        if (kind == 0) s.terrain[at("E2")] = KARNAG_ROCK;
        if (kind == 1) s.terrain[at("E2")] = KARNAG_SWAMP;
        if (kind == 2) s.gem[at("E2")] = 1;
        s.seat[0].druid[0] = 5;
        s.cr_loc[kt_creature(D, helper[(kind + 1) % 3])] = KARNAG_CR_RESERVE + 0; /* the wrong one */
        last_cube(&s, "capture", 1);
        CHECK(s.cr_loc[golem] != KARNAG_CR_RESERVE + 0 && s.seat[0].vp == 1);
        fresh(&s, 4);
        kt_put_creature(&s, golem, at("E4"));
        if (kind == 0) s.terrain[at("E2")] = KARNAG_ROCK;
        if (kind == 1) s.terrain[at("E2")] = KARNAG_SWAMP;
        if (kind == 2) s.gem[at("E2")] = 1;
        s.seat[0].druid[0] = 5;
        s.cr_loc[kt_creature(D, helper[kind])] = KARNAG_CR_RESERVE + 0;
        last_cube(&s, "capture", 1);
        doit(&s, "capture Golem at E4 from north of E1");
        CHECK(s.cr_loc[golem] == KARNAG_CR_RESERVE + 0 && s.seat[0].mana == 6);
    }
    /* one pass per dark shadow and per action: two rock lines need two dark shadows */
    for (int n = 1; n <= 2; n++) {
        fresh(&s, 4);
        kt_put_creature(&s, golem, at("E4"));
        kt_put_creature(&s, kt_creature(D, "golem_2"), at("C6"));
        s.terrain[at("E2")] = KARNAG_ROCK;
        s.terrain[at("B6")] = KARNAG_ROCK;
        s.seat[0].druid[0] = 5;  /* top, column E */
        s.seat[0].druid[1] = 54; /* left, row 6 */
        for (int i = 0; i < n; i++) s.cr_loc[shadows[i]] = KARNAG_CR_RESERVE + 0;
        last_cube(&s, "capture", 1);
        doit(&s, "capture Golem at E4 from north of E1");
        CHECK(has(&s, "capture Golem at C6 from west of A6") == (n == 2));
    }
    /* a Through card, played before the action, adds a rock or a swamp; with a dark
     * shadow, a rock and a swamp are crossed */
    fresh(&s, 4);
    kt_put_creature(&s, golem, at("E5"));
    s.terrain[at("E2")] = KARNAG_ROCK;
    s.terrain[at("E3")] = KARNAG_SWAMP;
    s.seat[0].druid[0] = 5;
    s.cr_loc[shadows[0]] = KARNAG_CR_RESERVE + 0;
    give(&s, 0, "through_1");
    last_cube(&s, "capture", 1);
    CHECK(s.stage == KARNAG_ST_PRE && s.h.to_move == 0);
    doit(&s, "play Through rocks/swamps"); /* the hand is empty: the action begins */
    doit(&s, "capture Golem at E5 from north of E1");
    CHECK(s.cr_loc[golem] == KARNAG_CR_RESERVE + 0 && s.seat[0].mana == 5);
    /* a dark shadow standing in a rock needs a pass too */
    fresh(&s, 4);
    kt_put_creature(&s, shadows[1], at("E3"));
    s.terrain[at("E3")] = KARNAG_ROCK;
    s.seat[0].druid[0] = 5;
    last_cube(&s, "capture", 1);
    CHECK(s.cr_loc[shadows[1]] != KARNAG_CR_RESERVE + 0 && s.seat[0].vp == 1);
    /* the first creature on the line is the target; the gate stops the lightning */
    fresh(&s, 4);
    kt_put_creature(&s, golem, at("E4"));
    kt_put_creature(&s, kt_creature(D, "golem_2"), at("E8"));
    kt_put_creature(&s, kt_creature(D, "golem_3"), at("H10"));
    s.seat[0].druid[0] = 5;
    s.seat[0].druid[1] = 8; /* top, column H: the gate on H6 */
    last_cube(&s, "capture", 1);
    CHECK(has(&s, "capture Golem at E4 from north of E1"));
    CHECK(!has(&s, "capture Golem at E8 from north of E1") && !has(&s, "capture Golem at H10 from north of H1"));
    /* a corner square sends no lightning; a gemstone's two lines add their passes: a
     * naja lets one line cross a menhir, a second menhir on the other line needs a second */
    fresh(&s, 4);
    s.seat[0].druid[0] = 0;
    s.seat[0].druid[1] = 5;  /* column E */
    s.seat[0].druid[2] = 57; /* row 3 */
    s.menhir[at("E2")] = 1;
    s.menhir[at("C3")] = 1;
    s.seat[1].menhirs = 2;
    s.cr_loc[kt_creature(D, "naja_1")] = KARNAG_CR_RESERVE + 0;
    last_cube(&s, "gemstones", 1);
    CHECK(s.gem[at("E3")] < 0 && s.seat[0].vp == 1);
    fresh(&s, 4);
    s.seat[0].druid[1] = 5;
    s.seat[0].druid[2] = 57;
    s.menhir[at("E2")] = 1;
    s.menhir[at("C3")] = 1;
    s.seat[1].menhirs = 2;
    s.cr_loc[kt_creature(D, "naja_1")] = KARNAG_CR_RESERVE + 0;
    s.cr_loc[kt_creature(D, "naja_2")] = KARNAG_CR_RESERVE + 0;
    last_cube(&s, "gemstones", 1);
    doit(&s, "gemstone at E3 (7 mana) by north of E1 and west of A3, north of E1 to council");
    CHECK(s.gem[at("E3")] == 0 && s.seat[0].mana == 3);
}

/* The encircling search on hand-built boards. */
static void test_encircling_search(void) {
    static karnag_state s;
    const karnag_geo *g = karnag_geometry(D);
    uint8_t in[KARNAG_SQ_MAX];
    /* four corners of a rectangle round the gate */
    fresh(&s, 4);
    const char *four[] = {"F4", "K4", "K9", "F9"};
    for (int i = 0; i < 4; i++) put_menhir(&s, four[i], i);
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    for (int i = 0; i < 4; i++) CHECK(in[at(four[i])]);
    /* a menhir on a side joins the figure (lines run from menhir to menhir) */
    put_menhir(&s, "H4", 0);
    CHECK(karnag_encircled(D, g, &s, in) == 1 && in[at("H4")]);
    /* a rectangle beside the gate does not surround it */
    fresh(&s, 4);
    const char *side[] = {"B2", "E2", "E10", "B10"};
    for (int i = 0; i < 4; i++) put_menhir(&s, side[i], 0);
    CHECK(karnag_encircled(D, g, &s, in) == 0);
    /* nested figures: only the smaller counts */
    fresh(&s, 4);
    const char *inner[] = {"F4", "K4", "K9", "F9"}, *outer[] = {"C2", "N2", "N11", "C11"};
    for (int i = 0; i < 4; i++) put_menhir(&s, inner[i], 0), put_menhir(&s, outer[i], 1);
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    for (int i = 0; i < 4; i++) CHECK(in[at(inner[i])] && !in[at(outer[i])]);
    /* menhirs E4 and E9 make a larger figure (E4 E9 F9 L9 L4 F4) than F4 L4 L9 F9 */
    fresh(&s, 4);
    const char *twin[] = {"F4", "L4", "L9", "F9", "E4", "E9"};
    for (int i = 0; i < 6; i++) put_menhir(&s, twin[i], 2);
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    CHECK(in[at("F4")] && in[at("L4")] && in[at("L9")] && in[at("F9")]);
    CHECK(!in[at("E4")] && !in[at("E9")]);
    /* two smallest figures of the same size both count */
    fresh(&s, 4);
    const char *sym[] = {"G4", "J4", "J9", "G9", "F5", "K5", "K8", "F8"};
    for (int i = 0; i < 8; i++) put_menhir(&s, sym[i], i % 4);
    /* G4 J4 J9 G9 (4 x 6 = 24 squares) and F5 K5 K8 F8 (6 x 4 = 24): equal, both count */
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    for (int i = 0; i < 8; i++) CHECK(in[at(sym[i])]);
    /* a staircase of six menhirs */
    fresh(&s, 4);
    const char *stair[] = {"E3", "L3", "L8", "J8", "J10", "E10"};
    for (int i = 0; i < 6; i++) put_menhir(&s, stair[i], 3);
    CHECK(karnag_encircled(D, g, &s, in) == 1);
    for (int i = 0; i < 6; i++) CHECK(in[at(stair[i])]);
    /* three menhirs never close a figure */
    fresh(&s, 4);
    put_menhir(&s, "F4", 0);
    put_menhir(&s, "K4", 0);
    put_menhir(&s, "K9", 0);
    CHECK(karnag_encircled(D, g, &s, in) == 0);
}

/* The box's 8 black cubes: with 8 creatures marked, no other creature moves by telepathy;
 * a snapshot with 9 marked creatures is refused. */
static void test_black_cubes(void) {
    static karnag_state s;
    fresh(&s, 4);
    int cubes = karnag_rule(D, KARNAG_R_BLACK_CUBES);
    CHECK(cubes == 8);
    for (int i = 0; i < cubes; i++) {
        int c = kt_creature(D, i < 5 ? (const char *[]){"golem_1", "golem_2", "golem_3", "golem_4",
                                                          "golem_5"}[i]
                                      : (const char *[]){"ghoul_1", "ghoul_2", "ghoul_3"}[i - 5]);
        kt_put_creature(&s, c, (int16_t)(at("C3") + i));
        s.cr_marked[c] = 1;
    }
    int naja = kt_creature(D, "naja_1");
    kt_put_creature(&s, naja, at("C8"));
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("telepathy"))->field[KARNAG_T_MAIN], 0);
    pick(&s, "choose 2: move_creature(max=3)");
    CHECK(!s.vm.waiting && s.cr_loc[naja] == at("C8")); /* no cube left */
    nm_vm_reset(&s.vm);
    s.cr_marked[kt_creature(D, "golem_1")] = 0; /* one cube back */
    run(&s, karnag_item(D, KARNAG_K_TILES, tile("telepathy"))->field[KARNAG_T_MAIN], 0);
    pick(&s, "choose 2: move_creature(max=3)");
    CHECK(has(&s, "move Naja at C8") && !has(&s, "move Golem at D3"));
    pick(&s, "move Naja at C8");
    pick(&s, "Naja south to C9");
    pick(&s, "stop the creature");
    CHECK(karnag_marked_count(&s) == 8);
    s.cr_marked[kt_creature(D, "golem_1")] = 1; /* a ninth: refused by from_json */
    cJSON *j = nm_state_to_json(D, &s);
    static karnag_state back;
    static nm_errors err;
    nm_jpos jp = {"pos.json", "state"};
    nm_vm_reset(&s.vm);
    CHECK(nm_state_from_json(D, j, &back, &jp, &err) != 0);
    check_count++;
    if (!strstr(nm_errors_first(&err), "black cube")) {
        fprintf(stderr, "black cubes: %s\n", nm_errors_first(&err));
        check_failures++;
    }
    cJSON_Delete(j);
}

/* Power cards between the actions of others: every other seat holding cards is offered
 * them, in play order, before the next actor plays its own before its action. */
static void test_card_windows(void) {
    static karnag_state s;
    fresh(&s, 4);
    give(&s, 1, "vp_1");
    give(&s, 3, "through_1");
    give(&s, 0, "vp_2");
    int golem = kt_creature(D, "golem_1");
    kt_put_creature(&s, golem, at("E4"));
    s.terrain[at("E2")] = KARNAG_ROCK;
    s.seat[0].druid[0] = 5;
    last_cube(&s, "capture", 1); /* seat 0 acts; seats 1 and 3 hold cards first */
    CHECK(s.stage == KARNAG_ST_OTHERS && s.h.to_move == 1);
    /* seat 1's own Castra and the end of its turn, not seat 0's card */
    CHECK(has(&s, "play Castra") && has(&s, "no more cards") && count(&s) == 2);
    doit(&s, "play Castra");
    CHECK(s.seat[1].vp == 4 && s.h.to_move == 3);
    /* a Through card would not help another seat's lightning: it is not offered; seat 3,
     * holding a card, is asked all the same (being asked shows no more than its hand's
     * size) and keeps it (1 VP at the end) */
    CHECK(!has(&s, "play Through rocks/swamps") && has(&s, "no more cards") && count(&s) == 1);
    doit(&s, "no more cards");
    CHECK(s.seat[3].hand_count == 1);
    CHECK(s.h.to_move == 0 && s.stage == KARNAG_ST_PRE);
    CHECK(has(&s, "play Castra") && has(&s, "perform Capture, secondary"));
    doit(&s, "perform Capture, secondary");
    CHECK(s.cr_loc[golem] == at("E4") && s.seat[0].vp == 1 && s.stage == KARNAG_ST_POST);
    /* after the action seat 0 may still play; then the others again (seat 3, its Through
     * still of no use), and the round goes on to phases F and G */
    CHECK(s.stage == KARNAG_ST_POST && has(&s, "no more cards"));
    doit(&s, "no more cards");
    CHECK(s.h.to_move == 3 && count(&s) == 1);
    doit(&s, "no more cards");
    CHECK(s.round == 2 && s.phase == KARNAG_PH_CUBES);

    /* after the last action, another seat moves a gemstone into line before phase F */
    fresh(&s, 4);
    give(&s, 2, "gems_1");
    s.gem[at("C3")] = 2;
    s.gem[at("H4")] = 2;
    last_cube(&s, "potions", 1); /* seat 0 has nothing to brew: 1 VP */
    CHECK(s.h.to_move == 2 && s.stage == KARNAG_ST_OTHERS);
    doit(&s, "play Move gemstones");
    doit(&s, "gemstone C3 south to C4");
    doit(&s, "stop moving gemstones");
    CHECK(s.round == 2 && s.menhir[at("C4")] == 2 && s.menhir[at("H4")] == 2);
    CHECK(s.seat[2].vp == 6 + 7 + 14); /* C4..H4: C4 light brown, H4 dark brown */

    /* a Control card played by another seat leaves a black cube at once: seat 0's
     * telepathy cannot move that creature again */
    fresh(&s, 4);
    give(&s, 1, "control_1");
    kt_put_creature(&s, golem, at("E6"));
    last_cube(&s, "telepathy", 1);
    doit(&s, "play Control of a creature");
    doit(&s, "move Golem at E6");
    doit(&s, "Golem west to D6");
    doit(&s, "stop the creature");
    CHECK(s.cr_marked[golem] == 1);
    CHECK(s.h.to_move == 0 && s.vm.waiting);
    doit(&s, "choose 2: move_creature(max=1)"); /* no creature may move: not performed */
    CHECK(s.seat[0].vp == 1 && s.round == 2);
}

int main(void) {
    D = kt_data();
    test_priority();
    test_arrivals();
    test_escape();
    test_gemstones();
    test_menhirs();
    test_encircling();
    test_druid_moves();
    test_capture();
    test_telepathy_potions_power();
    test_end();
    test_advanced_setup();
    test_movement();
    test_lightning();
    test_encircling_search();
    test_black_cubes();
    test_card_windows();
    kt_cleanup();
    return check_done("karnag_rules");
}
