/* test_flow.c - the flow rules on hand-built positions: developing the clan, passing and the
 * round end, majorities, first player and reactivation, the other side for 1 point of
 * multiplicity, the last worship point returning its marker, the will-o'-wisp event with
 * sacrifice and buy-back (pausing an action), the graveyard emptying when full, objects,
 * the experienced rules (counterpart, sacred fire), final scoring and tie-breaks; the
 * computer opponents' projection of the majorities to come. */
#include <stdio.h>
#include <string.h>
#include "pos.h"

#define WISP_LABEL "cannot act: take a will-o'-wisp"

enum { CER, SIR, SUC, MOR, BEL };
enum { DOLMEN, HORN, RUNE, SICKLE, FIRE };

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

static void develop(void) {
    /* the first member anywhere; later ones beside a card of one's own, X+1 points */
    pos_blank(2, 1);
    CHECK(pos_has("develop onto Sun Altar (29-30)"));
    pos_do("develop onto Mallet Hall (17-18)");
    pos_do("pay 1 MP: stone");
    CHECK_INT(S.tired[pos_cell(17)][0], 1);
    CHECK_INT(S.seat[0].reserve, 13);
    CHECK_INT(S.seat[0].roman[SAMHAIN_STONE], 1);
    CHECK_INT(S.h.to_move, 1);
    pos_do("pass");
    CHECK(!pos_has("develop onto Sun Altar (29-30)"));      /* not beside 17-18 */
    CHECK(!pos_has("develop onto War Fire (21-22)"));      /* diagonal */
    CHECK(!pos_has("develop onto Mallet Hall (17-18)"));      /* the same card */
    CHECK(pos_has("develop onto Battle Queen (23-24)"));
    CHECK(pos_has("develop onto Barrow (11-12)"));
    pos_put(1, 23, 0);
    pos_put(1, 23, 0);                          /* 23-24 is now full */
    CHECK(!pos_has("develop onto Battle Queen (23-24)"));
    pos_do("develop onto Horn Blower (15-16)");               /* X = 1: 2 points */
    pos_do("pay 1 MP: wood");
    CHECK_INT(S.pay_left, 1);
    CHECK(!pos_has("pay 1 MP: vp"));            /* no VP to pay with */
    pos_do("pay 1 MP: wood");
    CHECK_INT(S.seat[0].roman[SAMHAIN_WOOD], 0);
    CHECK_INT(S.tired[pos_cell(15)][0], 1);
    CHECK(!pos_has("pass") || S.h.to_move == 1);
    /* the cost X + 1 counts the members on cards only, not temples nor graveyard */
    pos_blank(2, 1);
    pos_put(0, 1, 1);
    track_to(0, CER, SAMHAIN_LIGHT, 3);
    S.seat[0].reserve--;
    S.seat[0].grave = 1;
    pos_do("develop onto Sickle Smith (3-4)");
    CHECK_INT(S.pay_left, 2);
    /* no member in the reserve: no developing */
    pos_blank(2, 1);
    for (int k = 0; k < 14; k++) pos_put(0, 3 + 2 * (k / 2), 1);
    CHECK_INT(S.seat[0].reserve, 0);
    CHECK(!pos_has("develop onto Mallet Hall (17-18)"));
    CHECK(pos_has("pass"));
}

static void passing_and_round_end(void) {
    pos_blank(2, 1);
    pos_put(0, 1, 0);
    pos_put(1, 13, 1);
    CHECK(!pos_has("pass"));                    /* a ready member: no passing */
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 1");
    pos_do("pass");                             /* seat 2 */
    CHECK_INT(S.passes, 1);
    pos_do("develop onto Sickle Smith (3-4)");                 /* seat 1 acts again: passes start over */
    pos_do("pay 1 MP: wood");
    pos_do("pay 1 MP: wood");
    CHECK_INT(S.passes, 0);
    pos_do("pass");                             /* seat 2 */
    CHECK_INT(S.round, 1);
    track_to(0, CER, SAMHAIN_DARK, 4);               /* Dark tracks do not count in a Light round */
    track_to(1, SUC, SAMHAIN_LIGHT, 2);
    S.track[CER][SAMHAIN_LIGHT][1] = 1;              /* tie with seat 1's 1 point */
    S.seat[1].reserve--;
    obj_to(0, HORN, 1);
    S.seat[0].used[HORN] = 1;
    pos_do("pass");                             /* seat 1: everyone passed in a row */
    CHECK_INT(S.round, 2);
    CHECK_INT(S.seat[0].vp, 1);                 /* Cernunnos Light, tied */
    CHECK_INT(S.seat[1].vp, 2);                 /* Cernunnos Light tied, Sucellos Light */
    CHECK_INT(S.first, 1);
    CHECK_INT(S.h.to_move, 1);
    CHECK_INT(S.ready[0][0], 1);                /* reactivated */
    CHECK_INT(S.tired[0][0], 0);
    CHECK_INT(S.ready[pos_cell(13)][1], 1);
    CHECK_INT(S.seat[0].used[HORN], 0);
    /* the next round is Dark: the Light action costs 1 point */
    pos_do("activate Gold Mine (13-14)");
    pos_do("do 14");
    pos_do("activate Stag Grove (1-2)");
    CHECK(pos_has("do 2"));
    CHECK(pos_has("do 1 (1 MP)"));
    pos_do("do 1 (1 MP)");
    CHECK(pos_has("pay 1 MP: worship Cernunnos light"));
    pos_do("pay 1 MP: worship Cernunnos light"); /* the last point: the marker goes home */
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][0], 1); /* ... and comes back with the action's point */
    CHECK_INT(samhain_res_held(&S, 0, SAMHAIN_WOOD), 2);
}

static void both_sides(void) {
    pos_blank(3, 5);                            /* 3 players, round 5: Light and Dark */
    S.rounds = 5;
    pos_put(0, 1, 0);
    pos_do("activate Stag Grove (1-2)");
    CHECK(pos_has("do 1"));
    CHECK(pos_has("do 2"));                     /* no point to pay */
    pos_do("do 2");
    track_to(1, SIR, SAMHAIN_LIGHT, 2);
    pos_do("pass");
    pos_do("pass");
    pos_do("pass");                             /* the last round ends the game */
    CHECK(S.h.over);
    CHECK_INT(S.seat[0].vp, 1);                 /* Cernunnos Dark; 2 wood +1; 1 wisp -1 */
    CHECK_INT(S.seat[1].vp, 1);                 /* Sirona Light */
}

/* The computer opponents' projection at a cut playout: the VP held plus the majorities
 * every round left would score on the tracks as they stand, which is what passing to the
 * end then scores in majorities. */
static void projection(void) {
    pos_blank(2, 5);                            /* 2 players: round 5 Light, then 6 Dark */
    CHECK_INT(S.rounds, 6);
    S.seat[0].vp = 4;
    S.seat[1].vp = 6;
    track_to(0, CER, SAMHAIN_LIGHT, 3);
    track_to(1, CER, SAMHAIN_LIGHT, 3);         /* tied: both score it */
    track_to(0, SIR, SAMHAIN_LIGHT, 2);
    track_to(1, SUC, SAMHAIN_DARK, 2);
    track_to(0, BEL, SAMHAIN_DARK, 1);
    track_to(1, BEL, SAMHAIN_DARK, 1);
    track_to(1, MOR, SAMHAIN_DARK, 1);
    int32_t proj[NM_MAX_SEATS], sc[NM_MAX_SEATS];
    CHECK(samhain_game()->projected_scores == samhain_projected_scores);
    CHECK_INT(samhain_projected_scores(sht_data(), &S, proj), 2);
    CHECK_INT(proj[0], 4 + 2 + 1);             /* Cernunnos and Sirona Light; Belenos Dark */
    CHECK_INT(proj[1], 6 + 1 + 3);             /* Cernunnos Light; three Dark tracks */
    samhain_scores(sht_data(), &S, sc);
    CHECK_INT(sc[0], 4);                        /* the plain scores: the VP held */
    int before[2] = {S.seat[0].vp_src[SAMHAIN_VPS_MAJORITIES],
                     S.seat[1].vp_src[SAMHAIN_VPS_MAJORITIES]};
    S.round = 6;                                /* the last round: Dark only */
    samhain_projected_scores(sht_data(), &S, proj);
    CHECK_INT(proj[0], 4 + 1);
    CHECK_INT(proj[1], 6 + 3);
    S.round = 5;
    for (int k = 0; k < 4 && !S.h.over; k++) pos_do("pass");
    CHECK(S.h.over);
    CHECK_INT(S.seat[0].vp_src[SAMHAIN_VPS_MAJORITIES] - before[0], 3);
    CHECK_INT(S.seat[1].vp_src[SAMHAIN_VPS_MAJORITIES] - before[1], 4);
}

static void event(void) {
    /* the last wisp starts the event; the action waits; the most wisps sacrifices; all buy back */
    pos_blank(2, 2);
    pos_put(0, 7, 0);
    pos_put(1, 1, 0);
    track_to(0, CER, SAMHAIN_DARK, 2);
    wisps_to(0, 3);
    wisps_to(1, 2);
    pos_give(0, 2, 0, 0);
    CHECK_INT(S.wisp_reserve, 1);
    pos_do("activate Healing Spring (7-8)");
    pos_do("do 8");                             /* +1 Sirona Dark, +1 wisp (the last), 2 moves */
    CHECK_INT(S.ev, SAMHAIN_EV_SACRIFICE);
    CHECK_INT(S.h.to_move, 0);
    CHECK(pos_has("sacrifice marker on Cernunnos dark"));
    CHECK(pos_has("sacrifice exhausted member on Healing Spring (7-8)"));
    CHECK(!pos_has("sacrifice ready member on Stag Grove (1-2)"));
    pos_do("sacrifice marker on Cernunnos dark");
    CHECK_INT(S.track[CER][SAMHAIN_DARK][0], 0);
    CHECK_INT(S.seat[0].grave, 1);
    CHECK_INT(S.wisp_reserve, 4);               /* seat 1 returns its wisps first */
    CHECK_INT(S.pay_left, 4);                   /* first player: 4 wisps, 4 points */
    for (int k = 0; k < 4; k++) pos_do("pay 1 MP: wood");
    CHECK_INT(S.seat[0].wisps, 0);
    CHECK_INT(S.h.to_move, 1);
    CHECK_INT(S.pay_left, 2);
    pos_do("pay 1 MP: gold");
    pos_do("pay 1 MP: gold");
    CHECK_INT(S.ev, SAMHAIN_EV_NONE);
    CHECK_INT(S.wisp_reserve, 6);
    CHECK(pos_has("move exhausted member from Healing Spring (7-8) to Rune Carver (9-10)")); /* the action goes on */
    pos_do("move exhausted member from Healing Spring (7-8) to Rune Carver (9-10)");
    pos_do("move exhausted member from Rune Carver (9-10) to Barrow (11-12)");
    CHECK_INT(S.h.to_move, 1);
    CHECK_INT(S.track[SIR][SAMHAIN_DARK][0], 1);
    /* a player who cannot pay simply returns the wisps */
    pos_blank(2, 2);
    pos_put(0, 1, 0);
    pos_put(1, 13, 0);
    wisps_to(1, 5);
    for (int r = 0; r < SAMHAIN_RES; r++) samhain_res_spend(&S, 1, r, 2);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 2");
    CHECK_INT(S.h.to_move, 1);
    pos_do("sacrifice ready member on Gold Mine (13-14)");
    CHECK_INT(S.pay_left, 1);                   /* seat 1 owes its 1 wisp */
    pos_do("pay 1 MP: wood");
    CHECK_INT(S.seat[1].wisps, 0);              /* seat 2 had nothing to pay with */
    CHECK_INT(S.wisp_reserve, 6);
    CHECK_INT(S.ev, SAMHAIN_EV_NONE);
    CHECK_INT(S.h.to_move, 1);
}

static void graveyard(void) {
    pos_blank(2, 2);                            /* 3 tombs */
    pos_put(0, 5, 0);
    pos_put(1, 13, 0);
    wisps_to(0, 3);
    S.seat[0].reserve--;
    S.seat[0].grave = 1;
    S.seat[1].reserve--;
    S.seat[1].grave = 1;
    pos_do("activate Offering Stone (5-6)");
    pos_do("do 6");
    pos_do("kill Player 2's ready member on Gold Mine (13-14)");
    CHECK_INT(S.seat[0].grave + S.seat[1].grave, 0); /* full: everyone goes home */
    CHECK_INT(S.seat[0].reserve, 13);
    CHECK_INT(S.seat[1].reserve, 14);
}

static void objects(void) {
    pos_blank(2, 1);
    pos_put(0, 1, 0);
    pos_put(1, 1, 0);
    obj_to(0, DOLMEN, 1);
    obj_to(1, RUNE, 1);
    obj_to(0, HORN, 1);
    obj_to(0, SICKLE, 1);
    pos_do("use Horn");                         /* diagonal, not the turn's action */
    pos_do("move ready member from Stag Grove (1-2) to Rune Carver (9-10)");
    CHECK_INT(S.ready[pos_cell(9)][0], 1);
    CHECK_INT(S.h.to_move, 0);
    CHECK(!pos_has("use Horn"));                /* once a round */
    pos_do("use Sickle");
    pos_do("sickle: pay wood");
    pos_do("sickle: gain vp");
    CHECK_INT(S.seat[0].vp, 1);
    CHECK_INT(S.seat[0].roman[SAMHAIN_WOOD], 1);
    pos_do("move Rune Carver (9-10) to Sickle Smith (3-4)");
    pos_do("do 3");
    CHECK_INT(S.h.to_move, 1);
    pos_do("use Rune");
    pos_do("gain 1 gold");
    CHECK_INT(S.seat[1].normal[SAMHAIN_GOLD], 1);
    CHECK(!pos_has("pass"));                    /* seat 2 still has a ready member */
}

static void dolmen(void) {
    pos_blank(2, 1);
    pos_put(0, 29, 0);
    obj_to(0, DOLMEN, 1);
    samhain_res_spend(&S, 0, SAMHAIN_WOOD, 2);            /* 29 is impossible */
    pos_do("activate Sun Altar (29-30)");
    CHECK(pos_has("use Dolmen: skip the action"));
    pos_do("use Dolmen: skip the action");
    CHECK_INT(S.seat[0].wisps, 0);
    CHECK_INT(S.seat[0].used[DOLMEN], 1);
    CHECK_INT(S.tired[14][0], 1);
}

static void counterpart(void) {
    nm_errors err;
    pos_blank(2, 1);
    S.opt[SAMHAIN_OPT_COUNTERPART] = 1;
    pos_put(0, 1, 0);
    pos_put(1, 13, 0);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 1");
    CHECK_INT(S.h.to_move, 1);
    CHECK(pos_has("decline the counterpart"));
    pos_do("copy 1 for 1 MP with member on Gold Mine (13-14)");
    pos_do("pay 1 MP: stone");
    CHECK_INT(S.seat[1].normal[SAMHAIN_WOOD], 1);
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][1], 1);
    CHECK_INT(S.tired[pos_cell(13)][1], 1);
    CHECK_INT(S.h.to_move, 1);                  /* seat 2's own turn comes now */
    CHECK(pos_has("pass"));
    (void)err;
}

static void sacred_fire(void) {
    pos_blank(2, 2);
    pos_put(0, 1, 0);
    pos_put(1, 13, 0);
    obj_to(0, FIRE, 1);
    wisps_to(0, 2);
    wisps_to(1, 3);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 2");                             /* seat 1 takes the last: 3 wisps, 1 harmless */
    CHECK_INT(S.h.to_move, 1);                  /* only seat 2 (3 wisps) sacrifices */
    pos_do("sacrifice ready member on Gold Mine (13-14)");
    CHECK_INT(S.pay_left, 2);                   /* the harmless wisp goes back free */
    CHECK_INT(S.seat[0].used[FIRE], 1);
    pos_do("pay 1 MP: wood");
    pos_do("pay 1 MP: wood");
    CHECK_INT(S.pay_left, 3);
    CHECK_INT(S.h.to_move, 1);
}

static void more_objects(void) {
    /* the rune needs a resource in the general reserve; the horn cannot enter a full card */
    pos_blank(2, 1);
    pos_put(0, 1, 0);
    obj_to(0, RUNE, 1);
    obj_to(0, HORN, 1);
    pos_give(1, 6, 6, 6);
    CHECK(!pos_has("use Rune"));
    pos_put(1, 9, 0);
    pos_put(1, 9, 0);
    pos_do("use Horn");
    CHECK(!pos_has("move ready member from Stag Grove (1-2) to Rune Carver (9-10)"));
    CHECK(pos_has("move ready member from Stag Grove (1-2) to Healing Spring (7-8)"));
    /* a dolmen also skips an activation an opponent starts */
    pos_blank(2, 1);
    pos_put(0, 29, 0);
    pos_put(1, 29, 0);
    obj_to(1, DOLMEN, 1);
    pos_do("activate Sun Altar (29-30)");
    pos_do("do 29");
    CHECK_INT(S.h.to_move, 1);
    CHECK(pos_has("do 29"));
    pos_do("use Dolmen: skip the action");
    CHECK_INT(S.seat[1].vp, 0);
    CHECK_INT(S.seat[1].roman[SAMHAIN_WOOD], 2);
    CHECK_INT(S.tired[14][1], 1);
    /* no counterpart for a seat with a member on the card, nor without the option */
    pos_blank(3, 1);
    S.opt[SAMHAIN_OPT_COUNTERPART] = 1;
    pos_put(0, 1, 0);
    pos_put(1, 1, 1);
    pos_put(1, 13, 0);
    pos_put(2, 13, 0);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 1");
    CHECK_INT(S.h.to_move, 2);                  /* seat 3 only: seat 2 has a member there */
    pos_do("decline the counterpart");
    CHECK_INT(S.h.to_move, 1);                  /* seat 2's turn */
    CHECK_INT(S.ready[pos_cell(13)][2], 1);
    pos_blank(2, 1);
    pos_put(0, 1, 0);
    pos_put(1, 13, 0);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 1");
    CHECK(!pos_has("decline the counterpart"));
}

static void final_scoring(void) {
    pos_blank(2, 6);
    pos_put(0, 1, 1);
    pos_put(1, 3, 1);
    pos_put(1, 5, 1);
    S.seat[0].vp = 10;
    S.seat[1].vp = 12;
    samhain_res_spend(&S, 0, SAMHAIN_WOOD, 2);            /* 2 Roman spent: corrupt */
    pos_give(0, 0, 3, 2);                       /* 5 gained: +2 */
    wisps_to(0, 1);                             /* -1 */
    samhain_res_spend(&S, 1, SAMHAIN_GOLD, 1);            /* -1 */
    pos_give(1, 1, 0, 0);                       /* 1 gained: +0 */
    pos_do("pass");
    pos_do("pass");
    CHECK(S.h.over);
    CHECK_INT(S.seat[0].corrupt, 2);
    CHECK_INT(S.seat[0].bonus_res, 2);
    CHECK_INT(S.seat[0].malus_wisp, 1);
    CHECK_INT(S.seat[0].vp, 9);
    CHECK_INT(S.seat[1].vp, 11);
    int8_t w[4];
    CHECK_INT(samhain_winners(sht_data(), &S, w), 1);
    CHECK_INT(w[0], 1);
    /* tie-breaks: members on cards, then fewer wisps, then shared */
    S.seat[0].vp = 11;
    CHECK_INT(samhain_winners(sht_data(), &S, w), 1);
    CHECK_INT(w[0], 1);                         /* 2 members against 1 */
    S.tired[pos_cell(7)][0] = 1;
    S.seat[0].wisps = 1;
    CHECK_INT(samhain_winners(sht_data(), &S, w), 1);
    CHECK_INT(w[0], 1);                         /* fewer wisps */
    S.seat[0].wisps = 0;
    CHECK_INT(samhain_winners(sht_data(), &S, w), 2);
}

static void bonus_and_placement(void) {
    /* two members: the repeat gets +1 on one gain; the other side gets no bonus */
    pos_blank(2, 1);
    pos_put(0, 1, 0);
    pos_put(0, 1, 0);
    pos_do("activate Stag Grove (1-2)");
    pos_do("do 1");
    CHECK(pos_has("do 1, bonus: gain 1 wood"));
    CHECK(!pos_has("do 1"));                    /* the bonus is always taken somewhere */
    CHECK(pos_has("do 2 (1 MP)"));
    pos_do("do 1, bonus: gain 1 worship point on Cernunnos's Light track");
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][0], 3);
    CHECK_INT(S.seat[0].normal[SAMHAIN_WOOD], 2);
    /* placement: 2 points for a player's first member, 1 later; past 5, or with no member
       left to mark a track, a wisp */
    nm_match *m = sht_match(2, 3, 0, 0);
    memcpy(&S, m->state, sizeof S);
    int a = S.first, b = 1 - a;
    CHECK_INT(S.place_left, 8);
    pos_do("place on Stag Grove (1-2), light");
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][a], 2);
    CHECK_INT(S.seat[a].reserve, 12);
    pos_do("place on Stag Grove (1-2), light");              /* b; the card is now full (2 players) */
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][b], 2);
    CHECK(!pos_has("place on Stag Grove (1-2), dark"));
    S.track[CER][SAMHAIN_LIGHT][a] = 5;
    pos_do("place on Sickle Smith (3-4), light");
    CHECK_INT(S.track[CER][SAMHAIN_LIGHT][a], 5);
    CHECK_INT(S.seat[a].wisps, 1);
    CHECK_INT(S.seat[a].placed, 2);
    for (int k = 0; k < 11; k++) pos_put(b, 13 + 2 * (k / 2), 1);
    CHECK_INT(S.seat[b].reserve, 1);            /* nothing left to mark a new track */
    pos_do("place on Offering Stone (5-6), dark");
    CHECK_INT(S.track[CER][SAMHAIN_DARK][b], 0);
    CHECK_INT(S.seat[b].wisps, 1);
    CHECK_INT(S.h.to_move, a);
    nm_match_destroy(m);
}

int main(void) {
    sht_data();
    develop();
    passing_and_round_end();
    both_sides();
    projection();
    event();
    graveyard();
    objects();
    dolmen();
    counterpart();
    sacred_fire();
    final_scoring();
    bonus_and_placement();
    more_objects();
    sht_cleanup();
    return check_done("samhain flow");
}
