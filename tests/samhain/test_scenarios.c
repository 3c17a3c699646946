/* test_scenarios.c - the rulebook's examples 1 to 3 (examples 2 and 3 from snapshots in
 * positions/) and the easy setup's suggested first turns for 4, 3 and 2 players, played by
 * label with every number the rulebook states checked. argv[1]: the positions folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "shtest.h"
#include "nemeton/json.h"

enum { CER, SIR, SUC, MOR, BEL };
enum { DOLMEN, HORN, RUNE, SICKLE, FIRE };
static const char *dir = ".";
/* The match's current state (the match may move it on each action). */
#define ST sht_state(m)

static nm_match *snapshot(const char *name) {
    static nm_errors err;
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cJSON *j = nm_json_load_file(path, &err);
    nm_match *m = j ? nm_match_from_snapshot(samhain_game(), sht_data(), j, path, &err) : NULL;
    cJSON_Delete(j);
    if (!m) {
        fprintf(stderr, "%s: %s\n", path, nm_errors_first(&err));
        exit(1);
    }
    return m;
}

/* Example 1: a first member on a Sirona card gives 2 worship points, marked by a second
 * member taken from the reserve; later placements give 1. */
static void example1(void) {
    nm_match *m = sht_match(3, 11, 0, 0);
    int red = ST->first;
    CHECK_INT(ST->seat[red].reserve, 12);
    cm_do(m, "place on Healing Spring (7-8), light");
    CHECK_INT(ST->track[SIR][SAMHAIN_LIGHT][red], 2);
    CHECK_INT(ST->seat[red].reserve, 10);
    CHECK_INT(ST->ready[sht_cell(ST, 7)][red], 1);
    cm_do(m, "place on Stag Grove (1-2), dark");
    cm_do(m, "place on Sickle Smith (3-4), light");
    CHECK_INT(ST->h.to_move, red);
    cm_do(m, "place on Rune Carver (9-10), light"); /* a later member: 1 point */
    CHECK_INT(ST->track[SIR][SAMHAIN_LIGHT][red], 3);
    CHECK_INT(ST->seat[red].reserve, 9);
    nm_match_destroy(m);
}

/* Example 2: two dolmens for three players; green cannot take one and takes a wisp, or pays
 * 1 point of multiplicity for the Dark action (swap, +1 wisp, +1 VP). */
static void example2(void) {
    nm_match *m = snapshot("example2.json");
    cm_do(m, "activate Dolmen Builders (27-28)");
    cm_do(m, "do 27");
    CHECK_INT(ST->seat[0].obj[DOLMEN], 1);
    CHECK_INT(ST->seat[0].roman[SAMHAIN_STONE], 1);
    CHECK_INT(ST->seat[0].roman[SAMHAIN_GOLD], 1);
    CHECK_INT(ST->h.to_move, 1);
    cm_do(m, "do 27");
    CHECK_INT(ST->seat[1].obj[DOLMEN], 1);
    CHECK_INT(ST->seat[1].roman[SAMHAIN_STONE], 1);
    CHECK_INT(ST->seat[1].roman[SAMHAIN_GOLD], 1);
    CHECK_INT(ST->obj_reserve[DOLMEN], 0);
    CHECK_INT(ST->h.to_move, 2);
    CHECK(!cm_has(m, "do 27"));
    CHECK(cm_has(m, "do 28 (1 MP)"));
    cm_do(m, "cannot act: take a will-o'-wisp");
    CHECK_INT(ST->seat[2].wisps, 1);
    CHECK_INT(ST->seat[2].obj[DOLMEN], 0);
    CHECK_INT(ST->tired[sht_cell(ST, 27)][0] + ST->tired[sht_cell(ST, 27)][1] +
                  ST->tired[sht_cell(ST, 27)][2],
              3);
    CHECK_INT(ST->phase, SAMHAIN_PH_MAIN);
    CHECK_INT(ST->h.to_move, 1);
    nm_match_destroy(m);

    m = snapshot("example2.json");
    cm_do(m, "activate Dolmen Builders (27-28)");
    cm_do(m, "do 27");
    cm_do(m, "do 27");
    cm_do(m, "do 28 (1 MP)");
    cm_do(m, "pay 1 MP: wood");
    cm_do(m, "swap own ready member on Stag Grove (1-2)");
    cm_do(m, "swap with Player 1's exhausted member on Dolmen Builders (27-28)");
    CHECK_INT(ST->seat[2].roman[SAMHAIN_WOOD], 1);
    CHECK_INT(ST->seat[2].wisps, 1);
    CHECK_INT(ST->seat[2].vp, 1);
    CHECK_INT(ST->ready[sht_cell(ST, 27)][2], 1);
    CHECK_INT(ST->tired[sht_cell(ST, 1)][0], 1);
    nm_match_destroy(m);
}

/* Example 3: green pays 3 stones for 3 VP; red then acts twice, repeating the Light action
 * with the +1 bonus: 2 resources for 3 VP, or 3 resources for 4 VP. */
static void example3(void) {
    for (int branch = 0; branch < 2; branch++) {
        nm_match *m = snapshot("example3.json");
        cm_do(m, "activate Offering Stone (5-6)");
        cm_do(m, "do 5");
        cm_do(m, "pay 3 stone");
        CHECK_INT(ST->seat[0].vp, 3);
        CHECK_INT(samhain_res_held(ST, 0, SAMHAIN_STONE), 0);
        CHECK_INT(ST->h.to_move, 1);
        cm_do(m, "do 5");
        cm_do(m, "pay 3 wood");
        CHECK_INT(ST->seat[1].vp, 3);
        CHECK_INT(samhain_res_held(ST, 1, SAMHAIN_WOOD), 3);
        CHECK(cm_has(m, "do 5, bonus: pay 3 resources of one kind"));
        CHECK(cm_has(m, "do 5, bonus: gain 3 VP"));
        if (branch == 0) {
            cm_do(m, "do 5, bonus: pay 3 resources of one kind");
            CHECK(cm_has(m, "pay 2 gold"));
            cm_do(m, "pay 2 wood");
            CHECK_INT(samhain_res_held(ST, 1, SAMHAIN_WOOD), 1);
            CHECK_INT(ST->seat[1].vp, 6);
        } else {
            cm_do(m, "do 5, bonus: gain 3 VP");
            CHECK(!cm_has(m, "pay 3 gold")); /* only 2 gold */
            cm_do(m, "pay 3 wood");
            CHECK_INT(samhain_res_held(ST, 1, SAMHAIN_WOOD), 0);
            CHECK_INT(ST->seat[1].vp, 7);
        }
        CHECK_INT(ST->tired[sht_cell(ST, 5)][1], 2);
        CHECK_INT(ST->phase, SAMHAIN_PH_MAIN);
        nm_match_destroy(m);
    }
}

/* Seat of player A..D in an easy game. */
static int who(const samhain_state *st, int k) { return (st->first + k) % st->h.players; }

static void easy4(void) {
    nm_match *m = sht_match(4, 5, 1, 0);
    int D = who(ST, 3);
    CHECK_INT(ST->layout[0], 0); /* the easy layout: 1-2 first, in number order */
    CHECK_INT(sht_cell(ST, 29), 14);
    const char *place[] = {"place on Quarry (25-26), light", "place on Gold Mine (13-14), light",
                           "place on Raven Field (19-20), light", "place on Stag Grove (1-2), light",
                           "place on Stag Grove (1-2), light",   "place on Dolmen Builders (27-28), light",
                           "place on Offering Stone (5-6), light",   "place on Horn Blower (15-16), light"};
    for (int i = 0; i < 8; i++) {
        CHECK_INT(pos_count_match(m), 2); /* the card is fixed, the track is chosen */
        cm_do(m, place[i]);
    }
    CHECK_INT(ST->track[CER][SAMHAIN_LIGHT][D], 2);
    CHECK_INT(ST->track[SUC][SAMHAIN_LIGHT][D], 1);
    CHECK_INT(ST->round, 1);
    cm_do(m, "activate Quarry (25-26)");          /* A */
    cm_do(m, "do 25");
    cm_do(m, "activate Gold Mine (13-14)");          /* B */
    cm_do(m, "do 13");
    cm_do(m, "activate Raven Field (19-20)");          /* C */
    cm_do(m, "do 19");
    cm_do(m, "gain 1 stone");
    CHECK_INT(ST->h.to_move, D);
    cm_do(m, "activate Stag Grove (1-2)");            /* D: 1 wood and 1 worship on Cernunnos Light */
    cm_do(m, "do 1");
    CHECK_INT(ST->seat[D].normal[SAMHAIN_WOOD], 1);
    CHECK_INT(ST->track[CER][SAMHAIN_LIGHT][D], 3);
    cm_do(m, "do 1");                    /* A's member on 1-2 acts too */
    cm_do(m, "pass");                    /* A: all exhausted */
    cm_do(m, "activate Dolmen Builders (27-28)");          /* B */
    cm_do(m, "do 27");
    cm_do(m, "activate Offering Stone (5-6)");            /* C */
    cm_do(m, "do 5");
    cm_do(m, "pay 3 stone");
    CHECK_INT(ST->h.to_move, D);
    cm_do(m, "activate Horn Blower (15-16)");          /* D: 1 gold and 1 wood for a horn */
    cm_do(m, "do 15");
    CHECK_INT(ST->seat[D].obj[HORN], 1);
    CHECK_INT(samhain_res_held(ST, D, SAMHAIN_GOLD), 1);
    CHECK_INT(samhain_res_held(ST, D, SAMHAIN_WOOD), 2);
    CHECK_INT(ST->seat[D].roman[SAMHAIN_WOOD],
              2); /* the gained wood was spent, not the Roman one */
    nm_match_destroy(m);
}

static void easy3(void) {
    nm_match *m = sht_match(3, 6, 1, 0);
    int C = who(ST, 2);
    const char *place[] = {
        "place on Quarry (25-26), light", "place on Gold Mine (13-14), light", "place on Raven Field (19-20), light",
        "place on Stag Grove (1-2), light",   "place on Dolmen Builders (27-28), light", "place on Offering Stone (5-6), dark",
        "place on Sickle Smith (3-4), light",   "place on Quarry (25-26), dark",  "place on Raven Field (19-20), light"};
    for (int i = 0; i < 9; i++) cm_do(m, place[i]);
    CHECK_INT(ST->track[MOR][SAMHAIN_LIGHT][C], 3);
    cm_do(m, "activate Quarry (25-26)");          /* A, then B's member there */
    cm_do(m, "do 25");
    cm_do(m, "do 25");
    cm_do(m, "activate Gold Mine (13-14)");          /* B */
    cm_do(m, "do 13");
    CHECK_INT(ST->h.to_move, C);
    cm_do(m, "activate Raven Field (19-20)");          /* C: action 19 twice, 2 worship and 3 stones */
    cm_do(m, "do 19");
    cm_do(m, "gain 1 stone");
    cm_do(m, "do 19, bonus: gain 1 resource of one kind of your choice");
    cm_do(m, "gain 2 stone");
    CHECK_INT(ST->track[MOR][SAMHAIN_LIGHT][C], 5);
    CHECK_INT(ST->seat[C].normal[SAMHAIN_STONE], 3);
    cm_do(m, "activate Stag Grove (1-2)");            /* A */
    cm_do(m, "do 1");
    cm_do(m, "activate Dolmen Builders (27-28)");          /* B */
    cm_do(m, "do 27");
    CHECK_INT(ST->h.to_move, C);
    cm_do(m, "activate Offering Stone (5-6)");            /* C: the 3 identical resources for 3 VP */
    cm_do(m, "do 5");
    cm_do(m, "pay 3 stone");
    CHECK_INT(ST->seat[C].vp, 3);
    CHECK_INT(ST->seat[C].normal[SAMHAIN_STONE], 0);
    CHECK_INT(ST->seat[C].roman[SAMHAIN_STONE], 2);
    nm_match_destroy(m);
}

static void easy2(void) {
    nm_match *m = sht_match(2, 7, 1, 0);
    int B = who(ST, 1);
    const char *place[] = {"place on Quarry (25-26), dark", "place on Gold Mine (13-14), light", "place on Stag Grove (1-2), light",
                           "place on Dolmen Builders (27-28), light", "place on Sickle Smith (3-4), dark", "place on Quarry (25-26), light",
                           "place on Rune Carver (9-10), light", "place on War Fire (21-22), light"};
    for (int i = 0; i < 8; i++) cm_do(m, place[i]);
    CHECK_INT(ST->track[SUC][SAMHAIN_LIGHT][B], 2);
    CHECK_INT(ST->track[BEL][SAMHAIN_LIGHT][B], 2);
    CHECK_INT(ST->track[MOR][SAMHAIN_LIGHT][B], 1);
    cm_do(m, "activate Stag Grove (1-2)");            /* A */
    cm_do(m, "do 1");
    cm_do(m, "activate Gold Mine (13-14)");          /* B turn 1: 1 gold, 1 worship */
    cm_do(m, "do 13");
    CHECK_INT(ST->seat[B].normal[SAMHAIN_GOLD], 1);
    CHECK_INT(ST->track[SUC][SAMHAIN_LIGHT][B], 3);
    cm_do(m, "activate Sickle Smith (3-4)");            /* A */
    cm_do(m, "do 3");
    cm_do(m, "activate Quarry (25-26)");          /* B turn 2: 1 stone, 1 worship */
    cm_do(m, "do 25");
    CHECK_INT(ST->seat[B].normal[SAMHAIN_STONE], 1);
    CHECK_INT(ST->track[BEL][SAMHAIN_LIGHT][B], 3);
    cm_do(m, "do 25");                   /* A's member on 25-26 */
    cm_do(m, "activate Rune Carver (9-10)");           /* A */
    cm_do(m, "do 9");
    cm_do(m, "activate Dolmen Builders (27-28)");          /* B turn 3: 1 stone and 1 gold for a dolmen */
    cm_do(m, "do 27");
    CHECK_INT(ST->seat[B].obj[DOLMEN], 1);
    CHECK_INT(ST->seat[B].normal[SAMHAIN_STONE] + ST->seat[B].normal[SAMHAIN_GOLD], 0);
    cm_do(m, "pass");                    /* A */
    cm_do(m, "activate War Fire (21-22)");          /* B turn 4: 2 worship of Belenos Light, sacred fire */
    cm_do(m, "do 21");
    cm_do(m, "pay 2 worship from Belanos light");
    CHECK_INT(ST->track[BEL][SAMHAIN_LIGHT][B], 1);
    CHECK_INT(ST->seat[B].obj[FIRE], 1);
    nm_match_destroy(m);
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    sht_data();
    example1();
    example2();
    example3();
    easy4();
    easy3();
    easy2();
    sht_cleanup();
    return check_done("samhain scenarios");
}
