/* test_flow.c - the base game's flow: income (5 + 1 per whisky tile joined to the castle
 * by road) and catch-up gold (the rulebook's example: round 5, 3 gold per player ahead, two
 * ahead: +6), the scoring schedule (each window three times, the 5-player table), hidden
 * prices and discard (observe hides them until the reveal, which makes them public and
 * returns the discarded tile to the bag), a purchase paying the owner and the unsold tiles
 * paid to the bank, the build (matching terrain, roads need not continue), the final gold
 * (1 VP per 5) and the tie-break on gold. */
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/state_json.h"
#include "sktest.h"

static const nm_data *T, *D;

static void income(void) {
    static sk_state s;
    st_setup(T, &s, 3, 21, 0);
    /* a whisky road tile south is joined to the castle's road; the whisky tile north has
     * no road: 5 + 1 = 6 */
    st_kingdom(T, &s, 0, "t_road_ns 0 1 0; t_p_whisky 0 -1 0");
    for (int p = 0; p < 3; p++) s.seat[p].vp = (int16_t)(10 * p), s.seat[p].vp_src[0] = (int16_t)(10 * p);
    s.round = 1;
    CHECK_EQ(sk_income(T, &s, 0), 6);
    /* round 3: 1 gold per player ahead (seats 1 and 2 ahead of seat 0): 6 + 2 = 8 */
    s.round = 3;
    CHECK_EQ(sk_income(T, &s, 0), 8);
    /* round 5: 3 per player ahead, two ahead: +6 (the rulebook's example): 12 */
    s.round = 5;
    CHECK_EQ(sk_income(T, &s, 0), 12);
    /* the leader gets no catch-up gold; seat 1 has one ahead: 5 + 3 */
    CHECK_EQ(sk_income(T, &s, 2), 5);
    CHECK_EQ(sk_income(T, &s, 1), 8);
    /* a road that stops at a gap does not join: the tile at 0,2 beyond an empty 0,1 */
    st_kingdom(T, &s, 0, "t_road_ns 0 2 0");
    s.round = 1;
    CHECK_EQ(sk_income(T, &s, 0), 5);
}

static void schedule(void) {
    static sk_state s;
    for (int players = 2; players <= 5; players++) {
        st_setup(D, &s, players, 22, 1);
        CHECK_EQ(s.rounds, players == 5 ? 5 : 6);
        int times[SK_WINDOWS] = {0};
        for (int r = 1; r <= s.rounds; r++)
            for (int w = 0; w < SK_WINDOWS; w++) times[w] += (sk_schedule(D, &s, r) >> w) & 1;
        for (int w = 0; w < SK_WINDOWS; w++) CHECK(times[w] == 3, "%d players: window %c scores %d times", players, 'A' + w, times[w]);
    }
    st_setup(D, &s, 3, 22, 1);
    CHECK_EQ(sk_schedule(D, &s, 1), 1);     /* A */
    CHECK_EQ(sk_schedule(D, &s, 3), 1 | 4); /* A, C */
    CHECK_EQ(sk_schedule(D, &s, 6), 2 | 4 | 8);
    st_setup(D, &s, 5, 22, 1);
    CHECK_EQ(sk_schedule(D, &s, 1), 1 | 2);
    CHECK_EQ(sk_schedule(D, &s, 5), 2 | 4 | 8);
    /* four distinct scoring tiles; without the expansion, base tiles only */
    for (uint64_t seed = 1; seed < 40; seed++) {
        st_setup(D, &s, 4, seed, 0);
        for (int w = 0; w < SK_WINDOWS; w++) {
            CHECK(!D->kinds[SK_K_SCORING].items[s.scoring[w]].field[SK_SC_EXPANSION], "base game: base tiles");
            for (int v = 0; v < w; v++) CHECK(s.scoring[v] != s.scoring[w], "distinct tiles");
        }
        CHECK_EQ(s.pile_count, 0);
        CHECK(s.dolmen[0] < 0, "no Dolmen without the expansion");
    }
}

static void hidden_prices(void) {
    static sk_state s, o;
    char label[64];
    st_setup(D, &s, 2, 23, 0);
    CHECK_EQ(s.phase, SK_PH_PRICE);
    CHECK_EQ(s.round, 1);
    int a = s.current, b = 1 - a;
    CHECK_EQ(s.seat[a].gold, 5);
    /* seat a discards its first tile and prices the others 3 and 2 */
    const char *id0 = D->kinds[SK_K_TILES].items[s.seat[a].offer[0]].id;
    const char *id1 = D->kinds[SK_K_TILES].items[s.seat[a].offer[1]].id;
    const char *id2 = D->kinds[SK_K_TILES].items[s.seat[a].offer[2]].id;
    int t0 = s.seat[a].offer[0], t1 = s.seat[a].offer[1];
    snprintf(label, sizeof label, "discard %s", id0);
    st_do(D, &s, label);
    /* the first price leaves at least 1 for the other tile: 1 to 4 */
    snprintf(label, sizeof label, "price %s at 5", id1);
    CHECK(!st_has(D, &s, label), "5 would leave nothing for the other tile");
    snprintf(label, sizeof label, "price %s at 3", id1);
    st_do(D, &s, label);
    snprintf(label, sizeof label, "price %s at 3", id2);
    CHECK(!st_has(D, &s, label), "3 + 3 is more than 5 gold");
    snprintf(label, sizeof label, "price %s at 2", id2);
    st_do(D, &s, label);
    CHECK_EQ(s.current, b);
    /* what seat b sees: a's screen is set, nothing behind it */
    nm_state_observe(D, &s, b, &o);
    CHECK_EQ(o.seat[a].priced, 1);
    CHECK_EQ(o.seat[a].secret_discard, -1);
    for (int k = 0; k < SK_OFFER; k++) {
        CHECK_EQ(o.seat[a].secret_price[k], -1);
        CHECK_EQ(o.seat[a].price[k], -1);
    }
    CHECK_EQ(o.bag[0], -1);
    /* a sees its own */
    nm_state_observe(D, &s, a, &o);
    CHECK_EQ(o.seat[a].secret_price[1], 3);
    CHECK_EQ(o.seat[a].secret_discard, 0);
    /* b sets its screen: the reveal */
    int bag = s.bag_count;
    unsigned reveals = s.h.reveals;
    st_first(D, &s);
    while (s.phase == SK_PH_PRICE) st_first(D, &s);
    CHECK_EQ(s.phase, SK_PH_BUY1);
    CHECK(s.h.reveals > reveals, "the reveal is a reveal (no undo across it)");
    CHECK_EQ(s.bag_count, bag + 2); /* both discarded tiles back in the bag */
    CHECK_EQ(s.seat[a].offer[0], -1);
    CHECK_EQ(s.seat[a].price[1], 3);
    CHECK_EQ(s.seat[a].price[2], 2);
    nm_state_observe(D, &s, b, &o);
    CHECK_EQ(o.seat[a].price[1], 3); /* public now */
    /* b buys a's tile for 3, paying a; at the end of the round each keeps its unsold tiles
     * paying their prices to the bank: a its tile of 2, b both of its own. (a, the start
     * player, has no gold free of its prices, so its turn passes at once.) */
    int gb = s.seat[b].gold, ga = s.seat[a].gold, pb = 0;
    for (int k = 0; k < SK_OFFER; k++)
        if (s.seat[b].offer[k] >= 0) pb += s.seat[b].price[k];
    CHECK_EQ(sk_free_gold(&s.seat[a]), 0);
    CHECK_EQ(s.current, b);
    snprintf(label, sizeof label, "buy %s from seat %d for 3", id1, a + 1);
    st_do(D, &s, label);
    while (s.phase == SK_PH_BUY1) st_do(D, &s, "end buying");
    CHECK_EQ(s.seat[b].gold, gb - 3 - pb);
    CHECK_EQ(s.seat[a].gold, ga + 3 - 2);
    CHECK_EQ(s.seat[b].hand_count, 3); /* its two and the one bought */
    CHECK_EQ(s.seat[a].hand_count, 1);
    (void)t0;
    (void)t1;
}

static void build(void) {
    static sk_state s;
    st_setup(T, &s, 2, 24, 0);
    st_kingdom(T, &s, 0, "");
    sk_seat *ps = &s.seat[0];
    int channel = st_id(T, SK_K_TILES, "t_channel"), lake = st_id(T, SK_K_TILES, "t_lake");
    int road = st_id(T, SK_K_TILES, "t_road_ns");
    /* east of the castle is water: the channel (water west and east) fits unturned and half
     * turned, not a quarter turned (pasture west) */
    CHECK(sk_can_place(T, ps, channel, 1, 0, 0), "water meets water");
    CHECK(sk_can_place(T, ps, channel, 1, 0, 2), "turned twice");
    CHECK(!sk_can_place(T, ps, channel, 1, 0, 1), "pasture against water");
    /* the lake's pasture edges fit south of the castle's pasture */
    CHECK(sk_can_place(T, ps, lake, 0, 1, 0), "pasture meets pasture");
    CHECK(!sk_can_place(T, ps, lake, 1, 0, 0), "pasture against the castle's water");
    /* roads need not continue: a road tile turned east-west south of the castle's road */
    CHECK(sk_can_place(T, ps, road, 0, 1, 1), "a road may end at an edge");
    /* a tile must touch the kingdom, on an empty cell */
    CHECK(!sk_can_place(T, ps, lake, 0, 2, 0), "not touching");
    CHECK(!sk_can_place(T, ps, lake, 0, 0, 0), "occupied");
}

/* A placement names its tile, not its slot in the hand: the same actions whatever the
 * hand's order; the named tile is the one built; a tile not in the hand is refused, nothing
 * built (the match applies to a copy, so its state is unchanged). */
static void placement_names_tile(void) {
    static sk_state s, turned, before;
    static nm_action_list l, lt;
    static nm_errors err;
    st_setup(D, &s, 2, 41, 1);
    st_until(D, &s, SK_PH_BUILD);
    CHECK_EQ(s.phase, SK_PH_BUILD);
    const sk_seat *ps = &s.seat[s.current];
    CHECK(ps->hand_count >= 2, "a hand of %d tiles", ps->hand_count);
    skye_game()->legal(D, &s, &l);
    for (int i = 0; i < l.count; i++)
        CHECK(l.a[i].kind == SK_ACT_PLACE && sk_hand_slot(ps, l.a[i].target) >= 0, "action %d names a tile in hand", i);
    /* the hand reversed: every placement is still listed, under the same action */
    turned = s;
    sk_seat *ts = &turned.seat[turned.current];
    for (int a = 0, b = ts->hand_count - 1; a < b; a++, b--) {
        int8_t t = ts->hand[a];
        ts->hand[a] = ts->hand[b];
        ts->hand[b] = t;
    }
    skye_game()->legal(D, &turned, &lt);
    CHECK_EQ(lt.count, l.count);
    for (int i = 0; i < l.count; i++) {
        int found = 0;
        for (int k = 0; k < lt.count && !found; k++) found = nm_action_equal(&l.a[i], &lt.a[k]);
        CHECK(found, "action %d listed with the hand reversed", i);
    }
    /* the last listed placement names the hand's last tile: that tile is built */
    const nm_action *a = &l.a[l.count - 1];
    int t = a->target, count = ps->kingdom_count;
    CHECK_EQ(t, ps->hand[ps->hand_count - 1]);
    before = s;
    CHECK_EQ(skye_game()->apply(D, &before, a, &err), 0);
    CHECK_EQ(before.seat[s.current].kingdom[count].tile, t);
    CHECK(sk_hand_slot(&before.seat[s.current], t) < 0, "no longer in the hand");
    /* a tile of the castle's kingdom is in no hand: refused, nothing changed */
    nm_action bad = *a;
    bad.target = (uint16_t)ps->kingdom[0].tile;
    before = s;
    nm_errors_clear(&err);
    CHECK(skye_game()->apply(D, &before, &bad, &err) != 0, "a tile not in the hand");
    CHECK(before.seat[s.current].kingdom_count == count && before.seat[s.current].hand_count == ps->hand_count &&
              memcmp(before.seat[s.current].hand, ps->hand, sizeof ps->hand) == 0,
          "nothing built");
}

static void final_and_ties(void) {
    static sk_state s;
    static nm_action_list l;
    static nm_errors err;
    /* a whole game: at the end each seat's gold VP are its gold / 5 */
    for (uint64_t seed = 1; seed <= 6; seed++) {
        nm_rng rng;
        nm_rng_seed(&rng, seed);
        st_setup(D, &s, 2 + (int)(seed % 4), seed, (int)(seed & 1));
        while (!s.h.over) {
            skye_game()->legal(D, &s, &l);
            if (l.count <= 0) break;
            nm_errors_clear(&err);
            if (skye_game()->apply(D, &s, &l.a[nm_rng_below(&rng, (uint32_t)l.count)], &err) != 0) break;
        }
        CHECK(s.h.over, "game %d ends", (int)seed);
        for (int p = 0; p < s.seats; p++) CHECK_EQ(s.seat[p].vp_src[5], s.seat[p].gold / 5);
    }
    /* tie on VP: more gold wins; tie on both: shared */
    int8_t w[SK_MAX_PLAYERS];
    s.seats = 3;
    s.h.players = 3;
    for (int p = 0; p < 3; p++) s.seat[p].vp = 40;
    s.seat[0].gold = 3;
    s.seat[1].gold = 7;
    s.seat[2].gold = 5;
    CHECK_EQ(sk_winners(D, &s, w), 1);
    CHECK_EQ(w[0], 1);
    s.seat[2].gold = 7;
    CHECK_EQ(sk_winners(D, &s, w), 2);
    s.seat[0].vp = 41;
    CHECK_EQ(sk_winners(D, &s, w), 1);
    CHECK_EQ(w[0], 0);
}

/* The log every seat reads names no price and no discarded tile; the menu of the seat
 * choosing shows them. */
static void log_words(void) {
    nm_match *m = st_match(3, 31, 1);
    for (int step = 0; step < 4 && !nm_match_over(m); step++) {
        const nm_action_list *l = nm_match_legal(m);
        for (int i = 0; i < l->count; i++) {
            char shown[NM_LABEL_LEN], logged[NM_LABEL_LEN];
            for (int lang = 0; lang < NM_LANGS; lang++) {
                nm_match_display_label(m, &l->a[i], lang, shown, sizeof shown);
                nm_match_log_label(m, &l->a[i], lang, logged, sizeof logged);
                if (l->a[i].kind == SK_ACT_PRICE || l->a[i].kind == SK_ACT_DISCARD) {
                    CHECK(strpbrk(logged, "0123456789") == NULL, "the log shows \"%s\"", logged);
                    CHECK(strcmp(shown, logged) != 0, "the menu shows the choice");
                } else {
                    CHECK(strcmp(shown, logged) == 0, "%s / %s", shown, logged);
                }
            }
        }
        static nm_errors err;
        nm_match_apply(m, &l->a[l->count - 1], &err);
    }
    nm_match_destroy(m);
}

/* A placement's words show what each scoring tile would give with it (the preview); the
 * log keeps the placement alone. */
static void preview(void) {
    static sk_state s;
    static nm_action_list l;
    st_setup(D, &s, 2, 41, 1);
    st_until(D, &s, SK_PH_BUILD);
    CHECK_EQ(s.phase, SK_PH_BUILD);
    skye_game()->legal(D, &s, &l);
    CHECK(l.count > 0 && l.a[0].kind == SK_ACT_PLACE, "a placement");
    char shown[NM_LABEL_LEN], logged[NM_LABEL_LEN], want[16];
    sk_display_label(D, &s, &l.a[0], 0, shown, sizeof shown);
    sk_log_label(D, &s, &l.a[0], 0, logged, sizeof logged);
    CHECK(strstr(shown, " (A ") != NULL && strstr(logged, "(") == NULL, "%s / %s", shown, logged);
    /* the number after A is window A's points with the tile built */
    static sk_state after;
    after = s;
    sk_seat *ps = &after.seat[s.current];
    ps->kingdom[ps->kingdom_count++] = (sk_place){(int8_t)l.a[0].target, (int8_t)l.a[0].p[0],
                                                  (int8_t)l.a[0].p[1], (int8_t)l.a[0].p[2]};
    snprintf(want, sizeof want, "(A %d", sk_window_points(D, &after, 0, s.current));
    CHECK(strstr(shown, want) != NULL, "%s lacks %s", shown, want);
}

/* Bad input: a mod whose tile names an unknown terrain or a road group out of range is
 * refused with the file, the tile and the field named; a state with a tile in two places
 * is refused on reading. */
static void bad_input(void) {
    static nm_errors err;
    const char *mods[1];
    mods[0] = SKYE_MODS "/bad_edges";
    nm_errors_clear(&err);
    nm_data *bad = nm_data_load(skye_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(bad == NULL, "bad edges refused");
    CHECK(strstr(nm_errors_first(&err), "tiles.json") && strstr(nm_errors_first(&err), "\"l01\": edges"), "%s",
          nm_errors_first(&err));
    nm_data_free(bad);
    mods[0] = SKYE_MODS "/bad_roads";
    nm_errors_clear(&err);
    bad = nm_data_load(skye_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(bad == NULL, "bad road refused");
    CHECK(strstr(nm_errors_first(&err), "tiles.json: [0].roads[0]") != NULL, "%s", nm_errors_first(&err));
    nm_data_free(bad);
    /* a tile in two places */
    static sk_state s, back;
    st_setup(D, &s, 2, 51, 1);
    cJSON *j = nm_state_to_json(D, &s);
    cJSON *bag = cJSON_GetObjectItemCaseSensitive(j, "bag");
    cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
    cJSON *offer = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(seats, 0), "offer");
    cJSON_ReplaceItemInArray(bag, 0, cJSON_CreateString(cJSON_GetArrayItem(offer, 0)->valuestring));
    nm_jpos at = {"bad.json", ""};
    nm_errors_clear(&err);
    CHECK(nm_state_from_json(D, j, &back, &at, &err) != 0, "a tile in two places refused");
    CHECK(strstr(nm_errors_first(&err), "bad.json") != NULL, "%s", nm_errors_first(&err));
    cJSON_Delete(j);
}

/* The computer's projection at a cut playout (sk_projected_scores): VP + the windows each
 * round left schedules, on the kingdoms as they stand + scrolls + gold / 5. Just before
 * the game's last placement (that placement made by hand, so no round end has run), it is
 * exactly the final score the engine then gives. */
static int32_t by_hand(const nm_data *d, const sk_state *s, int p) {
    int32_t v = s->seat[p].vp + sk_scroll_points(d, s, p, NULL) + s->seat[p].gold / sk_rule(d, SK_R_GOLD_PER_VP);
    for (int r = s->round > 0 ? s->round : 1; r <= s->rounds; r++)
        for (int w = 0; w < SK_WINDOWS; w++)
            if (sk_schedule(d, s, r) & (1 << w)) v += sk_window_points(d, s, w, p);
    return v;
}

static void projection(void) {
    static sk_state s, before, placed;
    static nm_action_list l;
    static nm_errors err;
    int32_t proj[SK_MAX_PLAYERS], plain[SK_MAX_PLAYERS];
    CHECK(skye_game()->projected_scores == sk_projected_scores, "registered");
    int differs = 0, checked_end = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        nm_rng rng;
        nm_rng_seed(&rng, 100 + seed);
        int players = 2 + (int)(seed % 4), druids = (int)(seed & 1);
        st_setup(D, &s, players, seed, druids);
        /* before any round has scored: every window three times */
        CHECK_EQ(sk_projected_scores(D, &s, proj), players);
        for (int p = 0; p < players; p++) CHECK_EQ(proj[p], by_hand(D, &s, p));
        /* a round before the first (a bare state) reads as the first */
        before = s;
        before.round = 0;
        sk_projected_scores(D, &before, plain);
        for (int p = 0; p < players; p++) CHECK_EQ(plain[p], proj[p]);
        while (!s.h.over) {
            skye_game()->legal(D, &s, &l);
            if (l.count <= 0) break;
            const nm_action *a = &l.a[nm_rng_below(&rng, (uint32_t)l.count)];
            before = s;
            nm_errors_clear(&err);
            if (skye_game()->apply(D, &s, a, &err) != 0) break;
            if (s.h.over && a->kind == SK_ACT_PLACE) {
                /* the last placement by hand: the kingdoms are final, no round end ran */
                placed = before;
                sk_seat *ps = &placed.seat[placed.current];
                int t = a->target, h = sk_hand_slot(ps, t);
                ps->kingdom[ps->kingdom_count++] = (sk_place){(int8_t)t, (int8_t)a->p[0], (int8_t)a->p[1], (int8_t)a->p[2]};
                ps->hand[h] = ps->hand[--ps->hand_count];
                int tab = sk_dv(D)->tablet[t];
                if (tab >= 0) ps->tablets_new |= (uint16_t)(1u << tab);
                sk_projected_scores(D, &placed, proj);
                for (int p = 0; p < players; p++)
                    CHECK(proj[p] == s.seat[p].vp, "seed %d seat %d: projected %d, final %d", (int)seed, p, proj[p],
                          s.seat[p].vp);
                checked_end++;
            } else if (!s.h.over && nm_rng_below(&rng, 8) == 0) {
                sk_projected_scores(D, &s, proj);
                sk_scores(D, &s, plain);
                int fresh = 0;
                for (int p = 0; p < players; p++) fresh |= s.seat[p].tablets_new;
                for (int p = 0; p < players; p++) {
                    if (!fresh) CHECK(proj[p] == by_hand(D, &s, p), "seed %d round %d seat %d", (int)seed, s.round, p);
                    CHECK(proj[p] >= plain[p], "never below the VP held");
                    differs += proj[p] != plain[p];
                }
            }
        }
        CHECK(s.h.over, "game %d ends", (int)seed);
        /* a finished game: the plain scores */
        sk_projected_scores(D, &s, proj);
        for (int p = 0; p < players; p++) CHECK_EQ(proj[p], s.seat[p].vp);
    }
    CHECK(checked_end >= 4, "the last placement checked in %d games", checked_end);
    CHECK(differs > 0, "the projection differs from the plain scores");
}

int main(void) {
    T = st_data(1);
    D = st_data(0);
    log_words();
    preview();
    bad_input();
    income();
    schedule();
    hidden_prices();
    build();
    placement_names_tile();
    final_and_ties();
    projection();
    st_cleanup();
    return check_done("skye flow");
}
