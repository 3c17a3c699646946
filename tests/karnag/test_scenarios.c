/* test_scenarios.c - the rulebook's worked examples as scenarios: a snapshot from
 * positions/ (each says in its _comment what it shows) and the actions played by label,
 * with every number the example states checked: the two golems (6 vs 7 squares) and the
 * equidistant naja, the four arrivals at the gate, the escape penalties (3, 2, 1), the
 * menhirs (22, 25, 19), the gate encircled and not, and the resolution of the actions with
 * blocked cubes. The gemstones E and C example (7 and 4 mana) is in test_json.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "ktest.h"

static char dir[512];
static const nm_data *D;
static cJSON *snap;

static nm_match *open_pos(const char *name) {
    static char path[600];
    static nm_errors err;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    snap = nm_json_load_file(path, &err);
    if (!snap) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    nm_match *m = nm_match_from_snapshot(karnag_game(), D, snap, name, &err);
    if (!m) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    CHECK(kt_roundtrip(D, kt_state(m)) == 0);
    return m;
}

static void close_pos(nm_match *m) {
    nm_match_destroy(m);
    cJSON_Delete(snap);
    snap = NULL;
}

static int cr(const char *id) { return kt_creature(D, id); }
static int loc(const nm_match *m, const char *id) { return kt_state(m)->cr_loc[cr(id)]; }

static void golems_priority(void) {
    const karnag_geo *g = karnag_geometry(D);
    int near = 0;
    CHECK(karnag_border_sum(g, kt_sq("C3"), &near) == 6 && near == 3); /* golem B */
    CHECK(karnag_border_sum(g, kt_sq("D3"), &near) == 7 && near == 3); /* golem A */
    nm_match *m = open_pos("golems_priority.json");
    cm_do(m, "no more cards"); /* phases F and G, then round 2's phase B */
    const karnag_state *s = kt_state(m);
    CHECK(s->round == 2 && s->phase == KARNAG_PH_CUBES);
    CHECK(loc(m, "golem_3") == kt_sq("B3")); /* B first, round the rock */
    CHECK(loc(m, "golem_1") == kt_sq("C3")); /* then A, round the gemstone, into B's square */
    CHECK(loc(m, "naja_2") == kt_sq("N4"));
    CHECK(kt_invariants(D, s) == 0);
    close_pos(m);
}

static void arrivals(void) {
    nm_match *m = open_pos("arrivals.json");
    cm_do(m, "no more cards");
    const karnag_state *s = kt_state(m);
    const karnag_geo *g = karnag_geometry(D);
    CHECK(s->die == 3); /* the last roll: the dark shadow's 3 */
    CHECK(loc(m, "golem_5") == kt_sq("G7") && loc(m, "golem_6") == kt_sq("H8"));
    CHECK(loc(m, "naja_1") == KARNAG_CR_GONE);
    CHECK(loc(m, "golem_1") == kt_sq("F4"));
    CHECK(loc(m, "ghoul_2") == kt_sq("J7"));
    CHECK(loc(m, "shadow_2") == kt_sq("I9"));
    CHECK(s->bag_count == 0);
    for (int i = 0; i < 4; i++) CHECK(s->cr_at[g->gate_sq[i]] < 0);
    CHECK(kt_invariants(D, s) == 0);
    close_pos(m);
}

static void escape(void) {
    nm_match *m = open_pos("escape.json");
    cm_do(m, "no more cards");
    const karnag_state *s = kt_state(m);
    CHECK(loc(m, "shadow_1") == KARNAG_CR_GONE && s->last_escape == 54);
    CHECK(s->seat[0].vp == 10 - 3 - 1); /* green: 3 for the druid beside it, 1 for the one 5 away */
    CHECK(s->seat[1].vp == 10 - 2);     /* purple: 2 moves away */
    CHECK(s->seat[2].vp == 10);         /* yellow: too far */
    CHECK(s->seat[3].vp == 10);
    CHECK(loc(m, "golem_1") == kt_sq("P5")); /* no escape through a druid */
    CHECK(kt_invariants(D, s) == 0);
    close_pos(m);
}

static void menhirs(void) {
    nm_match *m = open_pos("menhirs.json");
    cm_do(m, "no more cards");
    const karnag_state *s = kt_state(m);
    CHECK(s->seat[1].vp == 22);
    CHECK(s->seat[0].vp == 25);
    CHECK(s->seat[2].vp == 19);
    CHECK(s->seat[3].vp == 0 && s->gem[kt_sq("F10")] == 3);
    CHECK(s->menhir[kt_sq("I4")] == 1 && s->menhir[kt_sq("P4")] == 1);
    CHECK(s->menhir[kt_sq("A2")] == 0 && s->menhir[kt_sq("A10")] == 0 && s->menhir[kt_sq("J2")] == 0);
    CHECK(s->menhir[kt_sq("A11")] == 2 && s->menhir[kt_sq("B11")] == 2 && s->menhir[kt_sq("L11")] == 2);
    CHECK(s->seat[0].menhirs == 3 && s->seat[1].menhirs == 2 && s->seat[2].menhirs == 3);
    CHECK(kt_invariants(D, s) == 0);
    close_pos(m);
}

static void encircling(void) {
    nm_match *m = open_pos("encircled.json");
    cm_do(m, "no more cards"); /* the last round ends: the final count */
    const karnag_state *s = kt_state(m);
    CHECK(nm_match_over(m));
    CHECK(s->seat[0].end_menhirs == 3 * 4);         /* F4, K6, F9 */
    CHECK(s->seat[1].end_menhirs == 3 * 4 + 2 * 2); /* H4, K9, F7; F11 and K11 outside */
    CHECK(s->seat[2].end_menhirs == 2 * 4);         /* K4, I9 */
    CHECK(s->seat[3].end_creatures == 1 && s->seat[0].end_creatures == 1);
    CHECK(s->seat[0].end_cards == 1);
    CHECK(s->seat[0].vp == 12 + 1 + 1 && s->seat[1].vp == 16 && s->seat[2].vp == 8 &&
          s->seat[3].vp == 1);
    close_pos(m);

    m = open_pos("not_encircled.json");
    cm_do(m, "no more cards");
    s = kt_state(m);
    CHECK(nm_match_over(m));
    for (int p = 0; p < 4; p++) CHECK(s->seat[p].end_menhirs == 1);
    CHECK(s->seat[0].end_creatures == 2 && s->seat[3].end_creatures == 2);
    CHECK(s->seat[0].vp == 1 + 2 + 1 && s->seat[3].vp == 1 + 2);
    close_pos(m);
}

/* Plays "label" when it is legal; returns 1 when it was. */
static int maybe(nm_match *m, const char *label) {
    if (!cm_has(m, label)) return 0;
    cm_do(m, label);
    return 1;
}

static void resolution(void) {
    nm_match *m = open_pos("resolution.json");
    cm_do(m, "cube on Gemstones, secondary place 3"); /* red's last cube: phase E begins */
    /* seat, tile position, row of each action as it starts */
    static const int8_t want[][3] = {{0, 0, 0}, {2, 0, 0}, {1, 1, 0}, {3, 2, 0}, {1, 1, 0},
                                     {3, 2, 0}, {2, 0, 1}, {3, 0, 1}, {0, 0, 1}, {0, 1, 1},
                                     {1, 2, 1}, {2, 2, 1}, {3, 2, 1}, {0, 1, 1}, {1, 1, 1}};
    int n = 0;
    for (int guard = 0; guard < 200 && kt_state(m)->phase == KARNAG_PH_ACTIONS &&
                        kt_state(m)->stage != KARNAG_ST_COUNCIL;
         guard++) {
        const karnag_state *s = kt_state(m);
        if (s->stage == KARNAG_ST_PRE && !s->vm.waiting) {
            check_count++;
            if (n >= 15 || s->act_seat != want[n][0] || s->res_tile != want[n][1] ||
                s->act_row != want[n][2]) {
                fprintf(stderr, "action %d: seat %d tile %d row %d\n", n, s->act_seat, s->res_tile,
                        s->act_row);
                check_failures++;
                break;
            }
            n++;
            char go[64];
            snprintf(go, sizeof go, "perform %s, %s", karnag_item(D, KARNAG_K_TILES, s->act_tile)->name[0],
                     s->act_row ? "secondary" : "main");
            cm_do(m, go);
            continue;
        }
        /* the main actions' second option, no knowledge, and no cards between actions */
        if (maybe(m, "choose 2: knowledge(optional=true, other=false), strike(what=gemstone)") ||
            maybe(m, "choose 2: knowledge(optional=true, other=false), strike(what=capture)") ||
            maybe(m, "no knowledge") || maybe(m, "no more cards"))
            continue;
        cm_print_legal(m);
        check_failures++;
        break;
    }
    CHECK(n == 15);
    const karnag_state *s = kt_state(m);
    /* every action was impossible: 1 VP each (green 4, purple 4, yellow 3, red 4); the
     * council: 1 VP per druid there, and green's council track (level 3) adds 1 + 1 */
    CHECK(s->seat[0].vp == 4 + 2 + 2);
    CHECK(s->seat[1].vp == 4 + 2);
    CHECK(s->seat[2].vp == 3);
    CHECK(s->seat[3].vp == 4);
    /* green and purple tie for the majority: each goes up one level, in play order */
    CHECK(nm_match_to_move(m) == 0 && cm_has(m, "no knowledge")); /* "may move up" */
    cm_do(m, "knowledge Capture bonus to level 1");
    CHECK(nm_match_to_move(m) == 1);
    cm_do(m, "knowledge Capture bonus to level 1");
    s = kt_state(m);
    CHECK(s->seat[0].track[0] == 1 && s->seat[1].track[0] == 1);
    CHECK(s->round == 2 && s->phase == KARNAG_PH_CUBES);
    /* phase A: least VP first, ties keep their order */
    CHECK(s->order[0] == 2 && s->order[1] == 3 && s->order[2] == 1 && s->order[3] == 0);
    close_pos(m);
}

int main(int argc, char **argv) {
    snprintf(dir, sizeof dir, "%s", argc > 1 ? argv[1] : "positions");
    D = kt_data();
    golems_priority();
    arrivals();
    escape();
    menhirs();
    encircling();
    resolution();
    kt_cleanup();
    return check_done("karnag_scenarios");
}
