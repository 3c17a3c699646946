/* test_determinism.c - same seed and controllers give the same game bit for bit;
 * observe() hides the deck order and other seats' hands, and only those. */
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "testlib.h"

static char *result_of(int players, uint64_t seed, uint64_t bot_seed) {
    nm_match *m = tl_match(players, seed);
    tl_play_random(m, bot_seed, 100000);
    CHECK(nm_match_over(m));
    char *line = nm_match_result_json(m);
    nm_match_destroy(m);
    return line;
}

static void test_same_seed(void) {
    for (int players = 2; players <= 4; players++) {
        char *a = result_of(players, 31337, 5), *b = result_of(players, 31337, 5);
        CHECK(a && b);
        CHECK_STR(a, b);
        char want[64];
        snprintf(want, sizeof want, "{\"game\":\"fixture\",\"seed\":31337,\"players\":%d,", players);
        CHECK(a && strncmp(a, want, strlen(want)) == 0);
        free(a);
        free(b);
    }
    /* Different seeds give different games (at least most of the time). */
    char *lines[8];
    int distinct = 0;
    for (int i = 0; i < 8; i++) {
        lines[i] = result_of(3, 100u + (unsigned)i, 5);
        int seen = 0;
        for (int j = 0; j < i; j++) seen |= lines[j] && lines[i] &&
                    strcmp(strstr(lines[j], "\"hash\""), strstr(lines[i], "\"hash\"")) == 0;
        distinct += !seen;
    }
    CHECK(distinct >= 7);
    for (int i = 0; i < 8; i++) free(lines[i]);
    /* The deal itself depends on the seed alone. */
    nm_match *a = tl_match(2, 9), *b = tl_match(2, 9), *c = tl_match(2, 10);
    CHECK(memcmp(a->state, b->state, sizeof(fixture_state)) == 0);
    CHECK(memcmp(tl_state(a)->deck, tl_state(c)->deck, sizeof tl_state(a)->deck) != 0);
    /* The short option halves the turn limit. */
    CHECK_INT(tl_state(a)->turn_limit, 12);
    nm_setup s;
    static nm_errors err;
    nm_setup_defaults(tl_game(), &s, 2, 9);
    s.option[FIXTURE_OPT_SHORT] = 1;
    nm_match *sh = nm_match_create(tl_game(), tl_data(), &s, &err);
    CHECK(sh != NULL);
    if (sh) CHECK_INT(tl_state(sh)->turn_limit, 6);
    s.players = 5;
    nm_errors_clear(&err);
    CHECK(nm_match_create(tl_game(), tl_data(), &s, &err) == NULL);
    CHECK_STR(nm_errors_first(&err), "fixture is played by 2 to 4 players, not 5");
    nm_match_destroy(sh);
    nm_match_destroy(a);
    nm_match_destroy(b);
    nm_match_destroy(c);
}

static char *json_text(const nm_game *g, const void *state) {
    cJSON *j = g->to_json(tl_data(), state);
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

static void test_observe(void) {
    const nm_game *g = tl_game();
    nm_match *m = tl_match(3, 77);
    tl_play_random(m, 2, 2); /* early: hands and deck still hold cards */
    const fixture_state *s = tl_state(m);
    fixture_state *o = malloc(sizeof *o), *o2 = malloc(sizeof *o2), *alt = malloc(sizeof *alt);
    if (!o || !o2 || !alt) return;
    char before[17], after[17];
    nm_match_hash(m, before);
    g->observe(m->data, s, 1, o);
    nm_match_hash(m, after);
    CHECK_STR(after, before); /* observing changes nothing */
    /* Own hand and everything public kept; other hands and the deck masked, counts kept. */
    CHECK_INT(o->seat[1].hand_count, s->seat[1].hand_count);
    CHECK(memcmp(o->seat[1].hand, s->seat[1].hand, sizeof o->seat[1].hand) == 0);
    for (int p = 0; p < 3; p++) {
        CHECK_INT(o->seat[p].hand_count, s->seat[p].hand_count);
        CHECK(memcmp(o->seat[p].res, s->seat[p].res, sizeof o->seat[p].res) == 0);
        CHECK(memcmp(o->seat[p].owned, s->seat[p].owned, sizeof o->seat[p].owned) == 0);
        if (p != 1)
            for (int i = 0; i < s->seat[p].hand_count; i++) CHECK_INT(o->seat[p].hand[i], -1);
    }
    CHECK_INT(o->deck_count, s->deck_count);
    for (int i = 0; i < s->deck_count; i++) CHECK_INT(o->deck[i], -1);
    CHECK(memcmp(o->row, s->row, sizeof o->row) == 0);
    CHECK_INT(o->h.to_move, s->h.to_move);
    CHECK(memcmp(&o->h.rng, &s->h.rng, sizeof o->h.rng) != 0); /* future shuffles hidden */
    /* Observations shown as JSON say null for what is hidden. */
    char *t = json_text(g, o);
    CHECK_HAS(t, "\"deck\":[null,");
    free(t);
    /* Two states that differ only in hidden things look the same to seat 1... */
    int q = s->seat[0].hand_count > 0 ? 0 : 2;
    CHECK(s->seat[q].hand_count > 0 && s->deck_count >= 3);
    memcpy(alt, s, sizeof *alt);
    int16_t tmp = alt->seat[q].hand[0];
    alt->seat[q].hand[0] = alt->deck[0];
    alt->deck[0] = tmp;
    tmp = alt->deck[1];
    alt->deck[1] = alt->deck[2];
    alt->deck[2] = tmp;
    alt->h.rng.state ^= 0x5555u;
    g->observe(m->data, alt, 1, o2);
    CHECK(memcmp(o, o2, sizeof *o) == 0);
    /* ...but not to the seat who holds the swapped card. */
    g->observe(m->data, s, q, o);
    g->observe(m->data, alt, q, o2);
    CHECK(memcmp(o, o2, sizeof *o) != 0);
    /* The board view of a hand shows a viewer their own cards only. */
    nm_element_view v;
    g->observe(m->data, s, 2, o);
    CHECK(g->describe(m->data, o, 2, 0, "hand.0", &v) == 1);
    if (s->seat[2].hand_count > 0) {
        CHECK(!v.hidden);
        CHECK_STR(v.title, fixture_cards(m->data)->items[s->seat[2].hand[0]].name[0]);
    }
    CHECK(g->describe(m->data, o, 2, 0, "deck", &v) == 1);
    CHECK(v.hidden);
    CHECK_INT(v.count, s->deck_count);
    CHECK(g->describe(m->data, o, 2, 0, "nowhere", &v) == 0);
    free(o);
    free(o2);
    free(alt);
    nm_match_destroy(m);
}

int main(void) {
    test_same_seed();
    test_observe();
    return check_done("determinism");
}
