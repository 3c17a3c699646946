/* test_choices.c - decisions the rulebook leaves to the player, on hand-built positions:
 * which returning druids rest at Dusk when the Elder spaces run short (a snapshot in
 * tests/oak/positions plus one built here), which resource a discount on a fixed Menhir or
 * card-limit cost comes off (distinct payments only), and the final scoring, applied
 * without a decision. Usage: test_oak_choices POSITIONS_DIR. */
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "oaktest.h"
#include "nemeton/json.h"

static const char *dir = "tests/oak/positions";

/* The labels of the legal actions, '|'-joined, in order. */
static void legal_labels(const nm_match *m, char *out, size_t n) {
    const nm_action_list *l = nm_match_legal(m);
    char buf[NM_LABEL_LEN];
    out[0] = '\0';
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        size_t u = strlen(out);
        snprintf(out + u, n - u, "%s%s", i ? "|" : "", buf);
    }
}

/* Every legal label differs from the others. */
static int labels_unique(const nm_match *m) {
    const nm_action_list *l = nm_match_legal(m);
    char a[NM_LABEL_LEN], b[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++)
        for (int j = i + 1; j < l->count; j++) {
            nm_match_label(m, &l->a[i], a, sizeof a);
            nm_match_label(m, &l->a[j], b, sizeof b);
            if (strcmp(a, b) == 0) return 0;
        }
    return 1;
}

static int loc_of(const oak_state *s, int seat, int druid) { return s->seat[seat].druid[druid].loc; }

/* Seat 0 (Order of the Fox: 3 rest spaces, 1 for an Elder) ends the Day with a Bard, an
 * Ovate and an ordinary druid in the temples; the other seats are done. */
static nm_match *dusk_position(void) {
    nm_match *m = ot_day("Order of the Fox");
    oak_state *s = ot_state(m);
    for (int i = 0; i < OAK_DRUIDS; i++) {
        s->seat[0].druid[i] = (oak_druid){.loc = OAK_L_ROOTS, .a = 0, .b = 0, .elder = -1};
    }
    for (int t = 0; t < 3; t++) s->seat[0].druid[t] = (oak_druid){.loc = OAK_L_TEMPLE, .a = (int8_t)t, .b = 0, .elder = -1};
    ot_elder(s, 0, 0, "bard");
    ot_elder(s, 0, 1, "ovate");
    for (int p = 1; p < s->seats; p++) s->seat[p].state = OAK_SEAT_DONE;
    s->seat[0].state = OAK_SEAT_PASSED;
    return ot_reload(m);
}

static void dusk_choice(void) {
    char labs[2048];
    nm_match *m = dusk_position();
    CHECK(ot_state(m)->current == 0, "seat 0 to move");
    int round = ot_state(m)->round;
    ot_apply(m, "stop gathering");
    const oak_state *s = ot_state(m);
    CHECK(s->pend.step == OAK_PEND_DUSK && s->h.to_move == 0 && s->round == round, "Dusk waits for seat 0");
    legal_labels(m, labs, sizeof labs);
    CHECK(strcmp(labs, "Dusk: rest the Bard|Dusk: rest the Ovate|Dusk: rest an ordinary druid") == 0,
          "the three druids that may rest: %s", labs);
    CHECK(labels_unique(m), "unique labels");
    char el[64];
    nm_match_element(m, &nm_match_legal(m)->a[0], el, sizeof el);
    CHECK(strcmp(el, "me.rest") == 0, "element %s", el);

    /* the snapshot at the choice reads back (from_json checks the Dusk choice) */
    m = ot_reload(m);
    char again[2048];
    legal_labels(m, again, sizeof again);
    CHECK(ot_state(m)->pend.step == OAK_PEND_DUSK && strcmp(again, labs) == 0, "the Dusk choice survives a snapshot");

    /* the Ovate takes the Elder space: the ordinary druid rests, the Bard goes to the roots */
    ot_apply(m, "Dusk: rest the Ovate");
    s = ot_state(m);
    CHECK(s->pend.step == OAK_PEND_NONE && s->round == round + 1, "Dusk over, next round");
    CHECK(loc_of(s, 0, 1) == OAK_L_REST && loc_of(s, 0, 2) == OAK_L_REST && loc_of(s, 0, 0) == OAK_L_ROOTS,
          "Ovate and ordinary rest, Bard on the roots: %d %d %d", loc_of(s, 0, 0), loc_of(s, 0, 1), loc_of(s, 0, 2));
    nm_match_destroy(m);

    /* the ordinary druid first: Bard and Ovate still compete for the Elder space */
    m = dusk_position();
    ot_apply(m, "stop gathering");
    ot_apply(m, "Dusk: rest an ordinary druid");
    legal_labels(m, labs, sizeof labs);
    CHECK(strcmp(labs, "Dusk: rest the Bard|Dusk: rest the Ovate") == 0, "Bard or Ovate: %s", labs);
    ot_apply(m, "Dusk: rest the Bard");
    s = ot_state(m);
    CHECK(loc_of(s, 0, 0) == OAK_L_REST && loc_of(s, 0, 1) == OAK_L_ROOTS && loc_of(s, 0, 2) == OAK_L_REST,
          "Bard and ordinary rest, Ovate on the roots");
    CHECK(oak_count_loc(s, 0, OAK_L_REST) == 2, "two druids rest");
    nm_match_destroy(m);

    /* the same position as a stored snapshot */
    char path[512];
    snprintf(path, sizeof path, "%s/dusk_choice.json", dir);
    m = ot_snapshot(path);
    s = ot_state(m);
    CHECK(s->pend.step == OAK_PEND_DUSK && s->current == 0, "stored Dusk choice");
    legal_labels(m, labs, sizeof labs);
    CHECK(strcmp(labs, "Dusk: rest the Bard|Dusk: rest the Ovate|Dusk: rest an ordinary druid") == 0,
          "stored position offers: %s", labs);
    ot_apply(m, "Dusk: rest the Bard");
    s = ot_state(m);
    CHECK(loc_of(s, 0, 0) == OAK_L_REST && loc_of(s, 0, 2) == OAK_L_REST && loc_of(s, 0, 1) == OAK_L_ROOTS,
          "stored: Bard rests, the ordinary druid follows, the Ovate goes to the roots");
    nm_match_destroy(m);

    /* from_json refuses a Dusk choice while a seat still plays its Day */
    static nm_errors err;
    nm_errors_clear(&err);
    cJSON *j = nm_json_load_file(path, &err);
    CHECK(j != NULL, "load %s", path);
    if (j) {
        cJSON *seats = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "state"), "seats");
        cJSON_ReplaceItemInObject(cJSON_GetArrayItem(seats, 1), "state", cJSON_CreateString("active"));
        nm_errors_clear(&err);
        nm_match *bad = nm_match_from_snapshot(oak_game(), ot_data(), j, "tampered", &err);
        CHECK(bad == NULL && strstr(nm_errors_first(&err), "Dusk") != NULL, "refused: %s", nm_errors_first(&err));
        nm_match_destroy(bad);
        cJSON_Delete(j);
    }

    /* everything fits: no decision */
    m = ot_day("Order of the Bee");
    oak_state *w = ot_state(m);
    for (int i = 0; i < OAK_DRUIDS; i++) w->seat[0].druid[i] = (oak_druid){.loc = OAK_L_ROOTS, .elder = -1};
    for (int t = 0; t < 3; t++) w->seat[0].druid[t] = (oak_druid){.loc = OAK_L_TEMPLE, .a = (int8_t)t, .elder = -1};
    ot_elder(w, 0, 0, "bard");
    ot_elder(w, 0, 1, "ovate");
    for (int p = 1; p < w->seats; p++) w->seat[p].state = OAK_SEAT_DONE;
    w->seat[0].state = OAK_SEAT_PASSED;
    m = ot_reload(m);
    ot_apply(m, "stop gathering");
    s = ot_state(m);
    CHECK(s->pend.step == OAK_PEND_NONE && s->round == round + 1 && oak_count_loc(s, 0, OAK_L_REST) == 3,
          "Bee: all three rest without a decision");
    nm_match_destroy(m);
}

/* Fachan (3 off) on the Menhir: every distinct way of taking 3 from 3/3/3, each once. */
static void menhir_discount(void) {
    char labs[2048];
    nm_match *m = ot_day(NULL);
    ot_give_creature(ot_state(m), 0, "fuath");
    ot_give_creature(ot_state(m), 0, "fachan");
    m = ot_reload(m);
    int8_t r0[3];
    memcpy(r0, ot_state(m)->seat[0].res, 3);
    ot_apply(m, "special: erect a Menhir");
    legal_labels(m, labs, sizeof labs);
    CHECK(strcmp(labs, "place an ordinary druid paying 0/3/3|place an ordinary druid paying 1/2/3|"
                       "place an ordinary druid paying 1/3/2|place an ordinary druid paying 2/1/3|"
                       "place an ordinary druid paying 2/2/2|place an ordinary druid paying 2/3/1|"
                       "place an ordinary druid paying 3/0/3|place an ordinary druid paying 3/1/2|"
                       "place an ordinary druid paying 3/2/1|place an ordinary druid paying 3/3/0") == 0,
          "Fachan: ten payments: %s", labs);
    CHECK(labels_unique(m), "unique");
    ot_apply(m, "place an ordinary druid paying 3/0/3");
    ot_apply(m, "erect the menhir");
    const oak_state *s = ot_state(m);
    CHECK(s->seat[0].res[0] == r0[0] - 3 && s->seat[0].res[1] == r0[1] && s->seat[0].res[2] == r0[2] - 3,
          "the discount came off the mistletoe: %d/%d/%d", s->seat[0].res[0], s->seat[0].res[1], s->seat[0].res[2]);
    nm_match_destroy(m);

    /* the Archdruid (2 off) with only 2 feathers: payments needing more are not offered */
    m = ot_day(NULL);
    oak_state *w = ot_state(m);
    ot_elder(w, 0, 0, "archdruid");
    w->seat[0].res[0] = 2;
    w->seat[0].res[1] = 5;
    w->seat[0].res[2] = 5;
    m = ot_reload(m);
    ot_apply(m, "special: erect a Menhir");
    legal_labels(m, labs, sizeof labs);
    CHECK(strcmp(labs, "place the Archdruid paying 1/3/3|place the Archdruid paying 2/2/3|"
                       "place the Archdruid paying 2/3/2") == 0,
          "Archdruid: the affordable payments: %s", labs);
    nm_match_destroy(m);
}

/* The Unseelie Court (2 off) on a fixed 1/1/1 limit cost: the resource that is paid. */
static void limit_discount(void) {
    char labs[4096];
    nm_match *m = ot_day("Order of the Bee");
    ot_give_creature(ot_state(m), 0, "unseelie_court");
    m = ot_reload(m);
    legal_labels(m, labs, sizeof labs);
    const char *want[] = {"raise the sanctuary limit paying 1/0/0", "raise the sanctuary limit paying 0/1/0",
                          "raise the sanctuary limit paying 0/0/1", "raise the creature limit paying 1/0/0",
                          "raise the creature limit paying 0/1/0", "raise the creature limit paying 0/0/1"};
    for (int i = 0; i < 6; i++) CHECK(strstr(labs, want[i]) != NULL, "offered: %s", want[i]);
    CHECK(labels_unique(m), "unique");
    int8_t r0[3];
    memcpy(r0, ot_state(m)->seat[0].res, 3);
    ot_apply(m, "raise the creature limit paying 0/1/0");
    const oak_state *s = ot_state(m);
    CHECK(s->seat[0].res[0] == r0[0] && s->seat[0].res[1] == r0[1] - 1 && s->seat[0].res[2] == r0[2],
          "paid one mistletoe");
    nm_match_destroy(m);
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    dusk_choice();
    menhir_discount();
    limit_discount();
    ot_cleanup();
    return check_done("oak_choices");
}
