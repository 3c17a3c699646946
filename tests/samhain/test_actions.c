/* test_actions.c - each of the 30 actions on a hand-built position (easy layout, seat 0
 * activating alone unless said), with every number checked, and the case where it cannot
 * be done, which gives a will-o'-wisp instead. */
#include <stdio.h>
#include "pos.h"

enum { CER, SIR, SUC, MOR, BEL };
enum { DOLMEN, HORN, RUNE, SICKLE, FIRE };
#define HELD(p, r) samhain_res_held(&S, p, r)
#define WISP "cannot act: take a will-o'-wisp"

/* seat 0 alone on card n, activating it in a Light (odd n) or Dark (even n) round */
static void solo(int n, int players) {
    pos_blank(players, n % 2 ? 1 : 2);
    pos_put(0, n % 2 ? n : n - 1, 0);
}

static void activate(int n) {
    char buf[64];
    snprintf(buf, sizeof buf, "activate %s", pos_card(n));
    pos_do(buf);
}

/* The action is impossible: the only choice is the wisp; taking it is checked. */
static void cannot(int n) {
    char buf[32];
    activate(n);
    snprintf(buf, sizeof buf, "do %d", n);
    CHECK(!pos_has(buf));
    CHECK(pos_has(WISP));
    int w = S.seat[0].wisps, r = S.wisp_reserve;
    pos_do(WISP);
    CHECK_INT(S.seat[0].wisps, w + 1);
    CHECK_INT(S.wisp_reserve, r - 1);
    CHECK_INT(S.tired[pos_cell(n % 2 ? n : n - 1)][0], 1);
}

static void gain_cards(int n, int t, int res) {
    /* n odd: +1 worship (light) +1 res; n+1: +1 worship (dark), +2 res, +1 wisp */
    char buf[16];
    solo(n, 2);
    activate(n);
    snprintf(buf, sizeof buf, "do %d", n);
    pos_do(buf);
    CHECK_INT(S.track[t][SAMHAIN_LIGHT][0], 1);
    CHECK_INT(S.seat[0].normal[res], 1);
    CHECK_INT(S.res_reserve[res], 5);
    CHECK_INT(S.seat[0].reserve, 12); /* one on the card, one marking the track */
    CHECK_INT(S.tired[pos_cell(n)][0], 1);
    CHECK_INT(S.h.to_move, 1);
    solo(n, 2);
    pos_give(1, res == SAMHAIN_WOOD ? 6 : 0, res == SAMHAIN_GOLD ? 6 : 0,
             res == SAMHAIN_STONE ? 6 : 0);
    cannot(n);
    solo(n + 1, 2);
    activate(n + 1);
    snprintf(buf, sizeof buf, "do %d", n + 1);
    pos_do(buf);
    CHECK_INT(S.track[t][SAMHAIN_DARK][0], 1);
    CHECK_INT(S.seat[0].normal[res], 2);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.wisp_reserve, 5);
    solo(n + 1, 2);
    pos_give(1, res == SAMHAIN_WOOD ? 5 : 0, res == SAMHAIN_GOLD ? 5 : 0,
             res == SAMHAIN_STONE ? 5 : 0);
    cannot(n + 1);
}

static void object_card(int n, int obj, int r1, int r2) {
    char buf[16];
    solo(n, 2);
    activate(n);
    snprintf(buf, sizeof buf, "do %d", n);
    pos_do(buf);
    CHECK_INT(S.seat[0].obj[obj], 1);
    CHECK_INT(S.obj_reserve[obj], 1);
    CHECK_INT(S.seat[0].roman[r1], 1);
    CHECK_INT(S.seat[0].roman[r2], 1);
    CHECK_INT(S.res_reserve[r1], 7);
    solo(n, 2); /* none left */
    S.obj_reserve[obj] = 0;
    S.seat[1].obj[obj] = 2;
    cannot(n);
    solo(n, 2); /* cannot pay */
    samhain_res_spend(&S, 0, r1, 2);
    cannot(n);
}

static void wisps_to(int p, int n) {
    S.wisp_reserve = (int8_t)(S.wisp_reserve - n);
    S.seat[p].wisps = (int8_t)(S.seat[p].wisps + n);
}

static void obj_to(int p, int o, int n) {
    S.obj_reserve[o] = (int8_t)(S.obj_reserve[o] - n);
    S.seat[p].obj[o] = (int8_t)(S.seat[p].obj[o] + n);
}

static void track_to(int p, int t, int side, int v) {
    S.seat[p].reserve--;
    S.track[t][side][p] = (int8_t)v;
}

int main(void) {
    sht_data();
    gain_cards(1, CER, SAMHAIN_WOOD);
    gain_cards(13, SUC, SAMHAIN_GOLD);
    gain_cards(25, BEL, SAMHAIN_STONE);
    object_card(3, SICKLE, SAMHAIN_STONE, SAMHAIN_WOOD);
    object_card(15, HORN, SAMHAIN_GOLD, SAMHAIN_WOOD);
    object_card(27, DOLMEN, SAMHAIN_STONE, SAMHAIN_GOLD);

    /* 4: give a wisp, +1 VP */
    solo(4, 2);
    wisps_to(0, 1);
    activate(4);
    pos_do("do 4");
    pos_do("give a wisp to Player 2");
    CHECK_INT(S.seat[0].wisps, 0);
    CHECK_INT(S.seat[1].wisps, 1);
    CHECK_INT(S.seat[0].vp, 1);
    solo(4, 2);
    cannot(4);

    /* 5: 3 of a kind for 3 VP */
    solo(5, 2);
    pos_give(0, 1, 0, 0);
    activate(5);
    pos_do("do 5");
    CHECK(!pos_has("pay 3 gold"));
    pos_do("pay 3 wood");
    CHECK_INT(HELD(0, SAMHAIN_WOOD), 0);
    CHECK_INT(S.seat[0].vp, 3);
    CHECK_INT(S.res_reserve[SAMHAIN_WOOD], 8);
    solo(5, 2);
    cannot(5);

    /* 6: 3 wisps kill an opponent's member */
    solo(6, 2);
    wisps_to(0, 3);
    pos_put(1, 13, 0);
    activate(6);
    pos_do("do 6");
    pos_do("kill Player 2's ready member on Gold Mine (13-14)");
    CHECK_INT(S.seat[0].wisps, 0);
    CHECK_INT(S.wisp_reserve, 6);
    CHECK_INT(S.seat[1].grave, 1);
    CHECK_INT(S.ready[pos_cell(13)][1], 0);
    solo(6, 2);
    wisps_to(0, 2);
    pos_put(1, 13, 0);
    cannot(6);

    /* 7: +1 Sirona Light and one move; blocked when every neighbour is full */
    solo(7, 2);
    activate(7);
    pos_do("do 7");
    CHECK_INT(S.track[SIR][SAMHAIN_LIGHT][0], 1);
    CHECK(!pos_has("move exhausted member from Healing Spring (7-8) to Sickle Smith (3-4)")); /* diagonal */
    pos_do("move exhausted member from Healing Spring (7-8) to Rune Carver (9-10)");
    CHECK_INT(S.tired[pos_cell(9)][0], 1);
    CHECK_INT(S.tired[pos_cell(7)][0], 0);
    solo(7, 2);
    for (int k = 0; k < 2; k++) {
        pos_put(1, 1, 0);
        pos_put(1, 9, 0);
        pos_put(1, 13, 0);
    }
    cannot(7);

    /* 8: +1 Sirona Dark, +1 wisp, two moves */
    solo(8, 2);
    activate(8);
    pos_do("do 8");
    pos_do("move exhausted member from Healing Spring (7-8) to Rune Carver (9-10)");
    pos_do("move exhausted member from Rune Carver (9-10) to Barrow (11-12)");
    CHECK_INT(S.track[SIR][SAMHAIN_DARK][0], 1);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.tired[pos_cell(11)][0], 1);
    CHECK_INT(samhain_board_members(&S, 0), 1);
    solo(8, 2); /* every card beside 7-8 full: no move can be made */
    for (int k = 0; k < 2; k++) {
        pos_put(1, 1, 0);
        pos_put(1, 9, 0);
        pos_put(1, 13, 0);
    }
    cannot(8);
    CHECK_INT(S.track[SIR][SAMHAIN_DARK][0], 0);

    /* 9: the acting member dies for a rune */
    solo(9, 2);
    activate(9);
    pos_do("do 9");
    CHECK_INT(S.seat[0].grave, 1);
    CHECK_INT(samhain_board_members(&S, 0), 0);
    CHECK_INT(S.seat[0].obj[RUNE], 1);
    solo(9, 2);
    obj_to(1, RUNE, 2);
    cannot(9);

    /* 10: 2 different resources and 2 wisps to steal an object, which comes back upright */
    solo(10, 2);
    obj_to(1, HORN, 1);
    S.seat[1].used[HORN] = 1;
    activate(10);
    pos_do("do 10");
    CHECK(pos_has("pay wood stone"));
    pos_do("pay wood gold");
    pos_do("steal Horn from Player 2");
    CHECK_INT(S.seat[0].roman[SAMHAIN_WOOD], 1);
    CHECK_INT(S.seat[0].roman[SAMHAIN_GOLD], 1);
    CHECK_INT(S.seat[0].wisps, 2);
    CHECK_INT(S.seat[0].obj[HORN], 1);
    CHECK_INT(S.seat[0].used[HORN], 0);
    CHECK_INT(S.seat[1].obj[HORN], 0);
    CHECK_INT(S.seat[1].used[HORN], 0);
    solo(10, 2);
    cannot(10);

    /* 11: bring back an opponent (2 VP) or one's own (0 VP) from the graveyard */
    solo(11, 2);
    S.seat[1].reserve--;
    S.seat[1].grave = 1;
    S.seat[0].reserve--;
    S.seat[0].grave = 1;
    activate(11);
    pos_do("do 11");
    CHECK(pos_has("bring back Player 1's member onto Sickle Smith (3-4)"));
    pos_do("bring back Player 2's member onto Sickle Smith (3-4)");
    CHECK_INT(S.seat[0].vp, 2);
    CHECK_INT(S.seat[1].grave, 0);
    CHECK_INT(S.tired[pos_cell(3)][1], 1);
    solo(11, 2);
    cannot(11);

    /* 12: 2 VP for 3 different objects */
    solo(12, 2);
    obj_to(0, DOLMEN, 1);
    obj_to(0, HORN, 1);
    obj_to(0, RUNE, 1);
    activate(12);
    pos_do("do 12");
    CHECK_INT(S.seat[0].vp, 2);
    solo(12, 2);
    obj_to(0, DOLMEN, 2);
    obj_to(0, HORN, 1);
    cannot(12);

    /* 16: exhaust an opponent's ready member, +1 wisp, +1 VP */
    solo(16, 2);
    pos_put(1, 1, 0);
    activate(16);
    pos_do("do 16");
    pos_do("exhaust Player 2's member on Stag Grove (1-2)");
    CHECK_INT(S.tired[0][1], 1);
    CHECK_INT(S.ready[0][1], 0);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.seat[0].vp, 1);
    solo(16, 2);
    pos_put(1, 1, 1);
    cannot(16);

    /* 17: 2 VP per pair of identical objects */
    solo(17, 2);
    obj_to(0, DOLMEN, 2);
    obj_to(0, RUNE, 1);
    activate(17);
    pos_do("do 17");
    CHECK_INT(S.seat[0].vp, 2);
    solo(17, 2);
    obj_to(0, RUNE, 1);
    cannot(17);

    /* 18: 2 different resources to kill, +1 VP */
    solo(18, 2);
    pos_put(1, 1, 1);
    activate(18);
    pos_do("do 18");
    pos_do("pay gold stone");
    pos_do("kill Player 2's exhausted member on Stag Grove (1-2)");
    CHECK_INT(S.seat[1].grave, 1);
    CHECK_INT(S.seat[0].vp, 1);
    CHECK_INT(S.seat[0].roman[SAMHAIN_GOLD], 1);
    solo(18, 2);
    pos_put(1, 1, 1);
    samhain_res_spend(&S, 0, SAMHAIN_GOLD, 2);
    samhain_res_spend(&S, 0, SAMHAIN_STONE, 2);
    cannot(18);

    /* 19: +1 Morrigan Light, 1 resource of one's choice */
    solo(19, 2);
    activate(19);
    pos_do("do 19");
    pos_do("gain 1 stone");
    CHECK_INT(S.track[MOR][SAMHAIN_LIGHT][0], 1);
    CHECK_INT(S.seat[0].normal[SAMHAIN_STONE], 1);
    solo(19, 2);
    pos_give(1, 6, 6, 6);
    cannot(19);

    /* 20: +1 Morrigan Dark, +1 on any track (Morrigan Dark again here), +1 wisp */
    solo(20, 2);
    activate(20);
    pos_do("do 20");
    pos_do("worship Morrigan dark");
    CHECK_INT(S.track[MOR][SAMHAIN_DARK][0], 2);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.seat[0].reserve, 12);

    /* 21: 2 worship from one track for a sacred fire; the emptied track's marker returns */
    solo(21, 2);
    track_to(0, BEL, SAMHAIN_LIGHT, 2);
    activate(21);
    pos_do("do 21");
    pos_do("pay 2 worship from Belanos light");
    CHECK_INT(S.track[BEL][SAMHAIN_LIGHT][0], 0);
    CHECK_INT(S.seat[0].reserve, 13);
    CHECK_INT(S.seat[0].obj[FIRE], 1);
    solo(21, 2);
    track_to(0, BEL, SAMHAIN_LIGHT, 1);
    cannot(21);

    /* 22: an opponent loses 1 worship on a chosen track, +1 wisp, +1 VP */
    solo(22, 2);
    track_to(1, SUC, SAMHAIN_LIGHT, 1);
    activate(22);
    pos_do("do 22");
    pos_do("Player 2 loses worship on Sucello light");
    CHECK_INT(S.track[SUC][SAMHAIN_LIGHT][1], 0);
    CHECK_INT(S.seat[1].reserve, 14);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.seat[0].vp, 1);
    solo(22, 2);
    cannot(22);

    /* 23: the acting member dies to kill; a victim on this card does not act */
    solo(23, 2);
    pos_put(1, 23, 0);
    activate(23);
    pos_do("do 23");
    pos_do("kill Player 2's ready member on Battle Queen (23-24)");
    CHECK_INT(S.seat[0].grave, 1);
    CHECK_INT(S.seat[1].grave, 1);
    CHECK_INT(S.seat[0].vp, 2);
    CHECK_INT(S.phase, SAMHAIN_PH_MAIN); /* seat 2's member did not act */
    CHECK_INT(S.h.to_move, 1);
    solo(23, 2); /* 2 players: 3 tombs; with 2 taken only 1 is free */
    pos_put(1, 1, 0);
    S.seat[1].reserve = (int8_t)(S.seat[1].reserve - 2);
    S.seat[1].grave = 2;
    cannot(23);

    /* 24: +1 VP per track led alone */
    solo(24, 2);
    track_to(0, CER, SAMHAIN_LIGHT, 2);
    track_to(1, CER, SAMHAIN_LIGHT, 1);
    track_to(0, BEL, SAMHAIN_DARK, 1);
    track_to(1, BEL, SAMHAIN_DARK, 1);
    track_to(0, SIR, SAMHAIN_DARK, 1);
    activate(24);
    pos_do("do 24");
    CHECK_INT(S.seat[0].vp, 2);
    solo(24, 2);
    track_to(0, BEL, SAMHAIN_DARK, 1);
    track_to(1, BEL, SAMHAIN_DARK, 1);
    cannot(24);

    /* 28: swap places with an opponent's member, +1 wisp, +1 VP */
    solo(28, 2);
    pos_put(1, 1, 0);
    activate(28);
    pos_do("do 28");
    pos_do("swap own exhausted member on Dolmen Builders (27-28)");
    pos_do("swap with Player 2's ready member on Stag Grove (1-2)");
    CHECK_INT(S.tired[0][0], 1);
    CHECK_INT(S.ready[pos_cell(27)][1], 1);
    CHECK_INT(S.seat[0].wisps, 1);
    CHECK_INT(S.seat[0].vp, 1);
    solo(28, 2);
    pos_put(1, 27, 1);
    cannot(28);

    /* 29: stone, gold and wood for 3 VP */
    solo(29, 2);
    activate(29);
    pos_do("do 29");
    CHECK_INT(S.seat[0].vp, 3);
    CHECK_INT(S.seat[0].roman[SAMHAIN_WOOD] + S.seat[0].roman[SAMHAIN_GOLD] +
                  S.seat[0].roman[SAMHAIN_STONE],
              3);
    solo(29, 2);
    samhain_res_spend(&S, 0, SAMHAIN_WOOD, 2);
    cannot(29);

    /* 30: 2 wisps for 2 VP */
    solo(30, 2);
    wisps_to(0, 2);
    activate(30);
    pos_do("do 30");
    CHECK_INT(S.seat[0].vp, 2);
    CHECK_INT(S.seat[0].wisps, 0);
    CHECK_INT(S.wisp_reserve, 6);
    solo(30, 2);
    wisps_to(0, 1);
    cannot(30);

    sht_cleanup();
    return check_done("samhain actions");
}
