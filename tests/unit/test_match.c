/* test_match.c - matches: an illegal action is refused with the state unchanged; actions
 * by label (exact, then case-insensitive); undo replays, and is refused after a reveal; in
 * hot-seat games it never reaches into another person's decision. */
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

static nm_errors err;

#define SEAT(seed, leaf, vp, hand, played)                                                   \
    "{\"seed\":" #seed ",\"leaf\":" #leaf ",\"vp\":" #vp ",\"hand\":" hand ",\"played\":" played \
    "}"

static void test_illegal_refused(void) {
    nm_match *m = tl_position("{\"deck\":[\"wren\"],\"row\":[\"mistletoe\",\"red_fox\",null],"
                              "\"seats\":[" SEAT(1, 0, 0, "[\"salmon\"]", "[]") ","
                              SEAT(0, 0, 0, "[]", "[]") "]}", &err);
    CHECK(m != NULL);
    if (!m) return;
    char before[17], after[17];
    nm_match_hash(m, before);
    fixture_state *copy = malloc(sizeof *copy);
    if (!copy) return;
    memcpy(copy, m->state, sizeof *copy);
    /* Legal: take Red Fox (cost 0), play Salmon, pass; Mistletoe costs 3. */
    CHECK_INT(nm_match_legal(m)->count, 3);
    CHECK(tl_find_label(m, "take Red Fox") >= 0);
    CHECK(tl_find_label(m, "play Salmon of Knowledge") >= 0);
    CHECK(tl_find_label(m, "pass") >= 0);
    CHECK(tl_find_label(m, "take Mistletoe") < 0);
    nm_action bad[] = {
        {FIXTURE_ACT_TAKE, 0, {0, 0, 0}},                /* Mistletoe: too dear */
        {FIXTURE_ACT_TAKE, 1, {1, 0, 0}},                /* Red Fox with a wrong card id */
        {FIXTURE_ACT_PLAY, FIXTURE_ROW_MAX + 3, {3, 0, 0}}, /* no fourth hand card */
        {999, 0, {0, 0, 0}},
        {NM_ACTION_VM_CHOICE, 0, {0, 0, 0}},             /* no effect waits */
    };
    bad[0].p[1] = tl_card("mistletoe");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        nm_errors_clear(&err);
        CHECK(nm_match_apply(m, &bad[i], &err) == -1);
        CHECK_HAS(nm_errors_first(&err), "is not legal now");
        nm_match_hash(m, after);
        CHECK_STR(after, before);
        CHECK(memcmp(copy, m->state, sizeof *copy) == 0);
        CHECK_INT(m->history_count, 0);
        CHECK_INT(nm_match_legal(m)->count, 3);
    }
    /* By label: an unknown label is refused with a hint, the state unchanged. */
    nm_errors_clear(&err);
    CHECK(nm_match_apply_label(m, "take Mistletoe", &err) == -1);
    CHECK_STR(nm_errors_first(&err), "no legal action is labelled \"take Mistletoe\" (seat 0 to "
                                     "move; legal: \"take Red Fox\", ...)");
    nm_errors_clear(&err);
    CHECK(nm_match_apply_label(m, "take Red Fx", &err) == -1);
    CHECK_STR(nm_errors_first(&err),
              "no legal action is labelled \"take Red Fx\" (did you mean \"take Red Fox\")");
    nm_errors_clear(&err);
    CHECK(nm_match_apply_label(m, "dance", &err) == -1);
    CHECK_HAS(nm_errors_first(&err), "no legal action is labelled \"dance\"");
    nm_match_hash(m, after);
    CHECK_STR(after, before);
    CHECK(memcmp(copy, m->state, sizeof *copy) == 0);
    /* Exact label, then a case-insensitive one. */
    CHECK(nm_match_apply_label(m, "TAKE red fox", &err) == 0);
    CHECK_INT(m->history_count, 1);
    CHECK_INT(tl_state(m)->seat[0].owned[0], tl_card("red_fox"));
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK_INT(nm_state_header(m->state)->actions, 1);
    CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    CHECK_INT(nm_match_to_move(m), 0);
    CHECK_INT(nm_state_header(m->state)->actions, 2);
    free(copy);
    nm_match_destroy(m);
}

static void test_undo(void) {
    nm_match *m = tl_match(2, 5);
    char h0[17], h1[17], h2[17];
    nm_match_hash(m, h0);
    CHECK(!nm_match_can_undo(m));
    nm_errors_clear(&err);
    CHECK(nm_match_undo(m, &err) == -1);
    CHECK_STR(nm_errors_first(&err), "nothing to undo");
    /* pass reveals nothing: undo is allowed and gives the same state back. */
    CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    nm_match_hash(m, h1);
    CHECK(nm_match_can_undo(m));
    CHECK(nm_match_undo(m, &err) == 0);
    nm_match_hash(m, h2);
    CHECK_STR(h2, h0);
    CHECK_INT(m->history_count, 0);
    CHECK_INT(nm_match_to_move(m), 0);
    nm_match_destroy(m);

    /* Taking from the row refills it from the hidden deck: that reveal cannot be undone. */
    m = tl_position("{\"deck\":[\"wren\",\"salmon\"],\"row\":[\"red_fox\",\"mistletoe\",null],"
                    "\"seats\":[" SEAT(0, 0, 0, "[]", "[]") "," SEAT(0, 0, 0, "[]", "[]") "]}",
                    &err);
    CHECK(m != NULL);
    if (!m) return;
    CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    CHECK(nm_match_apply_label(m, "take Red Fox", &err) == 0);
    fixture_state *s = tl_state(m);
    CHECK_INT(s->row[0], tl_card("wren"));
    CHECK_INT(s->row[2], tl_card("salmon"));
    CHECK_INT(nm_state_header(m->state)->reveals, 2);
    CHECK(!nm_match_can_undo(m));
    nm_match_hash(m, h1);
    nm_errors_clear(&err);
    CHECK(nm_match_undo(m, &err) == -1);
    CHECK_STR(nm_errors_first(&err), "cannot undo: that action revealed hidden information");
    nm_match_hash(m, h2);
    CHECK_STR(h2, h1);
    CHECK_INT(m->history_count, 2);
    nm_match_destroy(m);

    /* An answer inside an effect with nothing to reveal can be undone back to the choice. */
    m = tl_position("{\"row\":[\"red_fox\",\"bard_harp\",null],"
                    "\"seats\":[" SEAT(1, 0, 0, "[]", "[]") "," SEAT(0, 0, 0, "[]", "[]") "]}",
                    &err);
    CHECK(m != NULL);
    if (!m) return;
    CHECK(nm_match_apply_label(m, "take Bard's Harp", &err) == 0);
    nm_match_hash(m, h0);
    CHECK(nm_match_apply_label(m, "choose 3: gain(counter=vp, n=1)", &err) == 0);
    CHECK_INT(tl_state(m)->seat[0].res[FIXTURE_VP], 1);
    CHECK(nm_match_can_undo(m));
    CHECK(nm_match_undo(m, &err) == 0);
    nm_match_hash(m, h1);
    CHECK_STR(h1, h0);
    CHECK(tl_state(m)->vm.waiting);
    CHECK_INT(nm_match_legal(m)->count, 3);
    nm_match_destroy(m);
}

/* A draw from the deck into the hand is a reveal too (Wren from the hand: no refill). */
static void test_undo_after_draw(void) {
    nm_match *m = tl_position("{\"deck\":[\"mistletoe\",\"salmon\"],\"row\":[\"red_fox\",null,null],"
                              "\"seats\":[" SEAT(0, 0, 0, "[\"wren\"]", "[]") ","
                              SEAT(0, 0, 0, "[]", "[]") "]}", &err);
    CHECK(m != NULL);
    if (!m) return;
    CHECK(nm_match_apply_label(m, "play Wren", &err) == 0);
    fixture_state *s = tl_state(m);
    CHECK_INT(s->seat[0].hand_count, 2);
    CHECK_INT(s->deck_count, 0);
    CHECK_INT(nm_state_header(m->state)->reveals, 2);
    CHECK(!nm_match_can_undo(m));
    CHECK(nm_match_undo(m, &err) == -1);
    nm_match_destroy(m);
}

/* The log's words: a game without log_label logs its display words (the fixture); Skye's
 * hidden prices are tested in tests/skye/test_flow.c. */
static void test_log_label(void) {
    nm_match *m = tl_position("{\"deck\":[\"wren\"],\"row\":[\"mistletoe\",\"red_fox\",null],"
                              "\"seats\":[" SEAT(1, 0, 0, "[\"salmon\"]", "[]") ","
                              SEAT(0, 0, 0, "[]", "[]") "]}", &err);
    CHECK(m != NULL);
    if (!m) return;
    const nm_action_list *l = nm_match_legal(m);
    for (int i = 0; i < l->count; i++) {
        char shown[NM_LABEL_LEN], logged[NM_LABEL_LEN];
        for (int lang = 0; lang < NM_LANGS; lang++) {
            nm_match_display_label(m, &l->a[i], lang, shown, sizeof shown);
            nm_match_log_label(m, &l->a[i], lang, logged, sizeof logged);
            CHECK(strcmp(shown, logged) == 0);
        }
    }
    nm_match_destroy(m);
}

/* Undo between people (issue 16): a person takes back only their own decisions since the
 * last decision of another person, with the computers' moves after them; never into
 * another person's decision, never past a reveal. */
static void test_undo_hot_seat(void) {
    unsigned char both[NM_MAX_SEATS] = {1, 1}, first[NM_MAX_SEATS] = {1, 0, 0}, ends[NM_MAX_SEATS] = {1, 0, 1};
    /* two people: after seat 0 passes, seat 1 (to move) cannot undo it; seat 0, whose turn
     * waits on "End turn", can */
    nm_match *m = tl_match(2, 5);
    CHECK_INT(nm_match_undo_span(m, both, 0), 0);
    CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK_INT(nm_match_undo_span(m, both, 1), 0);
    CHECK_INT(nm_match_undo_span(m, both, 0), 1);
    nm_match_destroy(m);

    /* a decision inside one's own effect is one's own: back to it, one step at a time */
    m = tl_position("{\"row\":[\"red_fox\",\"bard_harp\",null],"
                    "\"seats\":[" SEAT(1, 0, 0, "[]", "[]") "," SEAT(0, 0, 0, "[]", "[]") "]}",
                    &err);
    CHECK(m != NULL);
    if (!m) return;
    CHECK(nm_match_apply_label(m, "take Bard's Harp", &err) == 0);
    CHECK_INT(nm_match_to_move(m), 0);
    CHECK_INT(nm_match_undo_span(m, both, 0), 1);
    CHECK(nm_match_apply_label(m, "choose 3: gain(counter=vp, n=1)", &err) == 0);
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK_INT(nm_match_undo_span(m, both, 1), 0); /* seat 1 never reaches into seat 0's turn */
    CHECK_INT(nm_match_undo_span(m, both, 0), 1);
    nm_match_destroy(m);

    /* a person against computers takes their moves back with their own */
    m = tl_match(3, 7);
    for (int k = 0; k < 3; k++) CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    CHECK_INT(m->history_count, 3);
    CHECK_INT(nm_match_to_move(m), 0);
    if (nm_match_to_move(m) == 0) {
        CHECK_INT(nm_match_undo_span(m, first, 0), 3);
        /* with seat 2 a person too, seat 0 stops at seat 2's decision; seat 2 takes back its
         * own only */
        CHECK_INT(nm_match_undo_span(m, ends, 0), 0);
        CHECK_INT(nm_match_undo_span(m, ends, 2), 1);
        for (int k = 0; k < 3; k++) CHECK(nm_match_undo(m, &err) == 0);
        CHECK_INT(nm_match_undo_span(m, first, 0), 0); /* nothing left */
    }
    CHECK(nm_match_undo_span(m, first, 1) == 0); /* a computer never undoes */
    nm_match_destroy(m);

    /* never past a reveal, even one's own */
    m = tl_position("{\"deck\":[\"wren\",\"salmon\"],\"row\":[\"red_fox\",\"mistletoe\",null],"
                    "\"seats\":[" SEAT(0, 0, 0, "[]", "[]") "," SEAT(0, 0, 0, "[]", "[]") "]}",
                    &err);
    CHECK(m != NULL);
    if (!m) return;
    CHECK(nm_match_apply_label(m, "take Red Fox", &err) == 0);
    CHECK_INT(nm_match_undo_span(m, both, 0), 0);
    nm_match_destroy(m);
}

int main(void) {
    test_illegal_refused();
    test_undo();
    test_undo_after_draw();
    test_log_label();
    test_undo_hot_seat();
    return check_done("match");
}
