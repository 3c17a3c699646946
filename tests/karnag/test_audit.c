/* test_audit.c - the points of the rules audit (issue 22), each on a snapshot of
 * positions/ played by label with every number checked: the Power cards' names as printed
 * (Castra, Elimination of a creature); Through rocks/swamps and Acceleration's longer or
 * shorter move offered only where they can change something; the recorded readings
 * (telepathic and gemstone moves may step back; the knowledge step before or after the
 * capture); labels naming places (path squares by the glade square they border, cauldrons
 * and corners by side, druids by where they stand, the square a creature or gemstone
 * reaches, obstacle tiles by the squares they cover); the lightning passes of a snapshot
 * that starts before an action, counted from the reserve. argv[1]: the positions folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "ktest.h"
#include "nemeton/json.h"

static char dir[512];
static const nm_data *D;

static cJSON *load(const char *name) {
    static char path[600];
    static nm_errors err;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cJSON *j = nm_json_load_file(path, &err);
    if (!j) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    return j;
}

static nm_match *open_pos(const char *name) {
    static nm_errors err;
    cJSON *j = load(name);
    nm_match *m = nm_match_from_snapshot(karnag_game(), D, j, name, &err);
    cJSON_Delete(j);
    if (!m) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    CHECK(kt_roundtrip(D, kt_state(m)) == 0);
    return m;
}

static void check_words(const nm_match *m, const char *label, int lang, const char *want) {
    char words[NM_LABEL_LEN];
    CHECK(cm_words(m, label, lang, words, sizeof words, NULL, 0));
    if (strcmp(words, want) != 0) {
        fprintf(stderr, "words of \"%s\" (%s): \"%s\", want \"%s\"\n", label, lang ? "fr" : "en",
                words, want);
        CHECK(0);
    }
}

static int legal_count(const nm_match *m) { return nm_match_legal(m)->count; }

/* Point 5: the two cards' names as printed. */
static void card_names(void) {
    const nm_kind_data *k = &D->kinds[KARNAG_K_CARDS];
    int castra = 0, elim = 0;
    for (int c = 0; c < k->count; c++) {
        const nm_component *cd = &k->items[c];
        if (strncmp(cd->id, "vp_", 3) == 0) {
            CHECK_STR(cd->name[0], "Castra");
            CHECK_STR(cd->name[1], "Castra");
            castra++;
        }
        if (strncmp(cd->id, "banish_", 7) == 0) {
            CHECK(strncmp(cd->name[0], "Elimination of a creature (", 27) == 0);
            CHECK(strncmp(cd->name[1], "Élimination d'une créature (", 29) == 0);
            elim++;
        }
    }
    CHECK_INT(castra, 5);
    CHECK_INT(elim, 6);
    CHECK_STR(k->items[nm_data_find(k, "banish_ghoul_1")].name[0], "Elimination of a creature (ghoul)");
    CHECK_STR(k->items[nm_data_find(k, "banish_shadow_2")].name[1],
              "Élimination d'une créature (ombre noire)");
}

/* Points 6 and 9: before its Capture, Player 1 may play Through (its lightning) and
 * Acceleration only for its druid move; the dark shadow in its reserve lets the lightning
 * cross E2's rock although the snapshot leaves the passes out. After the action, Through
 * is no longer offered; Player 2's Through is not offered before its Druid moves. */
static void useful_cards(void) {
    nm_match *m = open_pos("through_reserve.json");
    karnag_state *s = kt_state(m);
    CHECK_INT(s->pass_rock, 1); /* counted by the loader */
    CHECK_INT(legal_count(m), 4);
    CHECK(cm_has(m, "play Through rocks/swamps"));
    CHECK(cm_has(m, "play Castra"));
    CHECK(cm_has(m, "play Acceleration/deceleration"));
    check_words(m, "play Castra", 1, "Jouer Castra");
    /* Acceleration before a capture: only its own druid move, not "longer or shorter" */
    nm_match *a = open_pos("through_reserve.json");
    cm_do(a, "play Acceleration/deceleration");
    CHECK_INT(legal_count(a), 1);
    CHECK(cm_has(a, "choose 2: move_druids(min=1, max=3, bonus=false)"));
    CHECK(!cm_has(a, "choose 1: move_adjust(n=3)"));
    nm_match_destroy(a);
    cm_do(m, "perform Capture, secondary");
    s = kt_state(m);
    CHECK(cm_has(m, "capture Golem at E4 from north of E1"));
    check_words(m, "capture Golem at E4 from north of E1", 1,
                "Capturer Golem en E4 (druide au nord de E1) : 4 mana, 5 PV");
    cm_do(m, "capture Golem at E4 from north of E1");
    s = kt_state(m);
    CHECK_INT(s->seat[0].mana, 12 - 4);
    CHECK_INT(s->seat[0].vp, 5);
    CHECK_INT(s->pass_rock, 0);
    CHECK_INT(s->seat[0].druid[0], KARNAG_D_COUNCIL);
    /* after its action: Castra and Acceleration (a druid move of its own), not Through */
    CHECK_INT(s->stage, KARNAG_ST_POST);
    CHECK_INT(legal_count(m), 3);
    CHECK(!cm_has(m, "play Through rocks/swamps"));
    cm_do(m, "no more cards");
    s = kt_state(m);
    /* Player 2, next to act, holds a Through card that would not help its Druid moves: it
     * is asked (as anyone holding cards) but may only begin its action */
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK_INT(s->act_seat, 1);
    CHECK_INT(s->stage, KARNAG_ST_PRE);
    CHECK_INT(legal_count(m), 1);
    cm_do(m, "perform Druid moves, secondary");
    CHECK_INT(kt_state(m)->seat[1].hand_count, 1);
    CHECK(cm_has(m, "do not move"));
    nm_match_destroy(m);
}

/* Point 6: before its own Druid moves, both options of Acceleration: 3 squares more or
 * less makes the 5-to-8 move 2 to 11 squares. */
static void accel_move(void) {
    nm_match *m = open_pos("accel_move.json");
    cm_do(m, "play Acceleration/deceleration");
    CHECK_INT(legal_count(m), 2);
    check_words(m, "choose 1: move_adjust(n=3)", 1,
                "Choisir : déplacement de druides de 3 cases de plus ou de moins");
    cm_do(m, "choose 1: move_adjust(n=3)");
    karnag_state *s = kt_state(m);
    CHECK_INT(s->stage, KARNAG_ST_RUN);
    CHECK_INT(s->mv_lo, 2);
    CHECK_INT(s->mv_hi, 11);
    CHECK(cm_has(m, "druid north of E1 cw 11 to north of P1"));
    CHECK(!cm_has(m, "druid north of E1 cw 12 to north-east corner"));
    cm_do(m, "druid north of E1 cw 2 to north of G1");
    CHECK(cm_has(m, "stop moving")); /* 2 squares: enough with the deceleration */
    nm_match_destroy(m);
}

/* Point 8: two druids at the council make one set of moves; out of the council onto its
 * free corner is one move; with the corner taken, the druid jumps it either way. */
static void council_druids(void) {
    nm_match *m = open_pos("council_druids.json");
    cm_do(m, "perform Druid moves, secondary");
    const nm_action_list *l = nm_match_legal(m);
    int council = 0;
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        council += strncmp(buf, "druid from the council", 22) == 0;
    }
    /* per corner: clockwise 1 to 5 and counterclockwise 2 to 5, and one Cauldron entry */
    CHECK_INT(council, 4 * 9 + 1);
    CHECK(cm_has(m, "druid from the council by the north-west corner cw 1 to north-west corner"));
    CHECK(!cm_has(m, "druid from the council by the north-west corner ccw 1 to north-west corner"));
    CHECK(cm_has(m, "druid from the council by the north-west corner ccw 2 to west of A1"));
    check_words(m, "druid from the council by the north-west corner cw 2 to north of A1", 0,
                "Druid: council, north-west corner \xE2\x86\x92 north of A1 (2 squares clockwise)");
    check_words(m, "druid from the council by the north-west corner cw 2 to north of A1", 1,
                "Druide : conseil, coin nord-ouest \xE2\x86\x92 au nord de A1 (2 cases, sens horaire)");
    check_words(m, "druid north of E1 cw 4 into the north cauldron", 1,
                "Druide au nord de E1 \xE2\x86\x92 chaudron nord (4 cases, sens horaire)");
    cm_do(m, "druid from the council by the north-west corner cw 2 to north of A1");
    karnag_state *s = kt_state(m);
    CHECK_INT(s->seat[0].druid[0], 1);
    CHECK_INT(s->seat[0].druid[1], KARNAG_D_COUNCIL);
    /* the second council druid is offered now, the corner's moves once again */
    CHECK(cm_has(m, "druid from the council by the north-west corner cw 1 to north-west corner"));
    nm_match_destroy(m);
}

/* Points 7 and 8: moves name the square reached; a telepathic move may come back onto its
 * starting square (recorded reading), and so may a gemstone moved by a card. */
static void telepathy_names(void) {
    nm_match *m = open_pos("telepathy_names.json");
    cm_do(m, "perform Creature or gemstone, main");
    cm_do(m, "choose 2: move_creature(max=3)");
    CHECK(cm_has(m, "move Golem at E4"));
    cm_do(m, "move Naja at A6");
    CHECK(cm_has(m, "Naja west, escaping west of A6"));
    check_words(m, "Naja west, escaping west of A6", 1,
                "Naja vers l'ouest : elle s'échappe à l'ouest de A6");
    check_words(m, "Naja east to B6", 0, "Naja east to B6");
    cm_do(m, "Naja east to B6");
    CHECK(cm_has(m, "Naja west to A6")); /* back onto its starting square */
    cm_do(m, "Naja west to A6");
    cm_do(m, "stop the creature");
    karnag_state *s = kt_state(m);
    int naja = kt_creature(D, "naja_1");
    CHECK_INT(s->cr_loc[naja], kt_sq("A6"));
    CHECK_INT(s->cr_marked[naja], 1); /* moved: marked for the round all the same */
    CHECK_INT(s->seat[0].vp, 0);      /* the action was performed: no compensation */
    /* after the action: Move gemstones, C3 north to C2, and back */
    CHECK(cm_has(m, "play Move gemstones"));
    cm_do(m, "play Move gemstones");
    CHECK(cm_has(m, "gemstone C3 north to C2"));
    check_words(m, "gemstone C3 north to C2", 1, "Gemme C3 vers le nord, en C2");
    cm_do(m, "gemstone C3 north to C2");
    CHECK(cm_has(m, "gemstone C2 south to C3"));
    cm_do(m, "gemstone C2 south to C3");
    s = kt_state(m);
    CHECK_INT(s->gem[kt_sq("C3")], 0);
    nm_match_destroy(m);
}

/* Point 7: "it is possible first to progress in knowledge and then capture": the other
 * order is offered too; capturing first, then the knowledge level. */
static void capture_then_knowledge(void) {
    nm_match *m = open_pos("capture_then_knowledge.json");
    cm_do(m, "perform Capture, main");
    CHECK_INT(legal_count(m), 3);
    CHECK(cm_has(m, "choose 2: knowledge(optional=true, other=false), strike(what=capture)"));
    check_words(m, "choose 3: strike(what=capture), knowledge(optional=true, other=false)", 1,
                "Choisir : capturer des créatures, puis un niveau de savoir (facultatif)");
    cm_do(m, "choose 3: strike(what=capture), knowledge(optional=true, other=false)");
    CHECK(cm_has(m, "capture Golem at E4 from north of E1"));
    CHECK(!cm_has(m, "no knowledge")); /* the capture comes first */
    cm_do(m, "capture Golem at E4 from north of E1");
    karnag_state *s = kt_state(m);
    CHECK_INT(s->seat[0].vp, 5);
    CHECK_INT(s->seat[0].mana, 12 - 4);
    CHECK(cm_has(m, "no knowledge"));
    cm_do(m, "knowledge Mana recovery to level 1");
    s = kt_state(m);
    CHECK_INT(s->seat[0].track[4], 1);
    nm_match_destroy(m);
}

/* Point 8: set-up labels name squares and tiles. */
static void setup_labels(void) {
    nm_match *m = kt_match(4, 7, 0); /* the druid set-up */
    CHECK(cm_has(m, "druid north of E1"));
    CHECK(cm_has(m, "druid east of P5"));
    CHECK(cm_has(m, "druid west of A6"));
    check_words(m, "druid north of E1", 1, "Druide au nord de E1");
    nm_match_destroy(m);
    m = kt_match(4, 7, 1); /* advanced: obstacle tiles */
    CHECK(cm_has(m, "take Rock and swamp 2 turned 90 degrees"));
    check_words(m, "take Rock and swamp 1 not turned", 1, "Prendre Rochers et marais 1, non tournée");
    cm_do(m, "take Rock and swamp 2 turned 90 degrees");
    /* R S / . S turned a quarter clockwise: the rock top right, the swamps below it and
     * left of that; over a glade corner, as a mix tile must be */
    CHECK_INT(legal_count(m), 3);
    CHECK(cm_has(m, "put it on P1, P2, O2"));
    check_words(m, "put it on P1, P2, O2", 1, "Poser l'obstacle sur P1, P2, O2");
    cm_do(m, "put it on P1, P2, O2");
    karnag_state *s = kt_state(m);
    CHECK_INT(s->terrain[kt_sq("P1")], KARNAG_ROCK);
    CHECK_INT(s->terrain[kt_sq("P2")], KARNAG_SWAMP);
    CHECK_INT(s->terrain[kt_sq("O2")], KARNAG_SWAMP);
    nm_match_destroy(m);
    m = open_pos("resolution.json"); /* the choice of actions */
    CHECK(cm_has(m, "cube on Gemstones, secondary place 3"));
    nm_match_destroy(m);
}

/* Point 9: a snapshot before an action may not give fewer passes than the reserve does. */
static void loader_passes(void) {
    static nm_errors err;
    cJSON *j = load("through_reserve.json");
    cJSON *res = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "state"),
                                                  "resolution");
    int zero[6] = {0, 0, 0, 0, 0, -1};
    cJSON_AddItemToObject(res, "passes_adjust_track", cJSON_CreateIntArray(zero, 6));
    nm_errors_clear(&err);
    nm_match *m = nm_match_from_snapshot(karnag_game(), D, j, "through_reserve.json", &err);
    CHECK(m == NULL);
    CHECK_HAS(nm_errors_first(&err), "state.resolution.passes_adjust_track");
    CHECK_HAS(nm_errors_first(&err), "seat 0's reserve gives 1, 0 and 0");
    nm_match_destroy(m);
    int more[6] = {1, 0, 0, 1, 0, -1}; /* a Through card played before the action: accepted */
    cJSON_ReplaceItemInObject(res, "passes_adjust_track", cJSON_CreateIntArray(more, 6));
    m = nm_match_from_snapshot(karnag_game(), D, j, "through_reserve.json", &err);
    CHECK(m != NULL);
    if (m) CHECK_INT(kt_state(m)->pass_either, 1);
    nm_match_destroy(m);
    cJSON_Delete(j);
}

int main(int argc, char **argv) {
    snprintf(dir, sizeof dir, "%s", argc > 1 ? argv[1] : ".");
    D = kt_data();
    card_names();
    useful_cards();
    accel_move();
    council_druids();
    telepathy_names();
    capture_then_knowledge();
    setup_labels();
    loader_passes();
    kt_cleanup();
    return check_done("karnag audit");
}
