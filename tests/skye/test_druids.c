/* test_druids.c - the Druids expansion's numbers, as the seed states them: the Dolmen's
 * prices (3 + 4 = 7 on the left space, the free rightmost tile), the shift and refill
 * after a purchase and at the end of the round, the bag purchase (5 gold, 2 tiles; with
 * the Bag bargain tablet 3 gold and 3 tiles; with both copies 1 gold and 4 tiles), the
 * discount tablets (cumulative, never below 0, the seller paid in full, not for your own
 * tiles nor the second round), the Keep-your-own tablet (one own tile, both with two
 * copies, and still one from an opponent), tablets in force from the next round, and the
 * 50/100 markers. Shipped data; Druid tiles d07 (a discount tablet, cost 3), d05 (Bag
 * bargain, cost 4) and d35 (plain, cost 0). */
#include <string.h>
#include "sktest.h"

static const nm_data *D;

static uint16_t bit(const char *tablet) { return (uint16_t)(1u << st_id(D, SK_K_TABLETS, tablet)); }

static int in_hand(const sk_seat *ps, int t) {
    for (int i = 0; i < ps->hand_count; i++)
        if (ps->hand[i] == t) return 1;
    return 0;
}

static void invariants(const sk_state *s) {
    char msg[200];
    CHECK(st_invariants(D, s, msg, sizeof msg) == 0, "%s", msg);
}

static void dolmen(void) {
    static sk_state s;
    st_setup(D, &s, 3, 11, 1);
    st_until(D, &s, SK_PH_BUY2);
    CHECK_EQ(s.phase, SK_PH_BUY2);
    int d07 = st_id(D, SK_K_TILES, "d07"), d35 = st_id(D, SK_K_TILES, "d35");
    CHECK_EQ(sk_dv(D)->cost[d07], 3);
    CHECK_EQ(sk_dv(D)->cost[d35], 0);
    st_swap(D, &s, d07, s.dolmen[0]);
    st_swap(D, &s, d35, s.dolmen[4]);
    invariants(&s);
    /* the leftmost tile costs its 3 plus the space's 4: 7; the rightmost, printed 0 on a
     * space of 0, is free */
    CHECK_EQ(sk_dolmen_cost(D, &s, 0), 7);
    CHECK_EQ(sk_dolmen_cost(D, &s, 4), 0);
    int c = s.current;
    s.seat[c].gold = 10;
    int8_t before[SK_DOLMEN];
    memcpy(before, s.dolmen, sizeof before);
    int pile = s.pile_count;
    st_do(D, &s, "buy d07 from Dolmen space 1 for 7");
    CHECK_EQ(s.seat[c].gold, 3);
    CHECK(in_hand(&s.seat[c], d07), "the Druid tile waits to be built");
    for (int j = 1; j < SK_DOLMEN; j++) CHECK_EQ(s.dolmen[j], before[j]); /* nothing left of the gap */
    CHECK(s.dolmen[0] >= 0 && s.dolmen[0] != before[0], "a new tile on the leftmost space");
    CHECK_EQ(s.pile_count, pile - 1);
    /* the next seat takes the free tile: the four to its left slide one space right */
    int c2 = s.current, g2 = s.seat[c2].gold;
    CHECK(c2 != c, "the next seat's turn");
    memcpy(before, s.dolmen, sizeof before);
    st_do(D, &s, "buy d35 from Dolmen space 5 for 0");
    CHECK_EQ(s.seat[c2].gold, g2);
    CHECK(in_hand(&s.seat[c2], d35), "the free tile taken");
    for (int j = 1; j < SK_DOLMEN; j++) CHECK_EQ(s.dolmen[j], before[j - 1]);
    CHECK(s.dolmen[0] >= 0, "refilled");
    invariants(&s);
}

static void bag(void) {
    static sk_state s;
    st_setup(D, &s, 3, 12, 1);
    st_until(D, &s, SK_PH_BUY2);
    int c = s.current;
    s.seat[c].gold = 10;
    /* without a tablet: 5 gold, draw 2 and keep 1 */
    CHECK(st_has(D, &s, "buy from the bag for 5 (draw 2)"), "the bag purchase");
    s.seat[c].tablets = bit("discount1_1") | bit("discount2_1");
    CHECK(st_has(D, &s, "buy from the bag for 5 (draw 2)"), "discount tablets do not touch the second round");
    /* Bag bargain: 2 less (3) and 3 tiles */
    s.seat[c].tablets = bit("bag_1");
    int b = s.bag_count;
    st_do(D, &s, "buy from the bag for 3 (draw 3)");
    CHECK_EQ(s.seat[c].gold, 7);
    CHECK_EQ(s.phase, SK_PH_PICK);
    CHECK_EQ(s.seat[c].drawn_count, 3);
    CHECK_EQ(s.bag_count, b - 3);
    int kept = s.seat[c].drawn[1];
    char label[64];
    snprintf(label, sizeof label, "keep %s", D->kinds[SK_K_TILES].items[kept].id);
    st_do(D, &s, label);
    CHECK(in_hand(&s.seat[c], kept), "the kept tile waits to be built");
    CHECK_EQ(s.bag_count, b - 1); /* the other two back in the bag */
    CHECK_EQ(s.seat[c].drawn_count, 0);
    invariants(&s);
    /* both copies: 4 less (1 gold) and 4 tiles */
    st_setup(D, &s, 3, 12, 1);
    st_until(D, &s, SK_PH_BUY2);
    c = s.current;
    s.seat[c].gold = 10;
    s.seat[c].tablets = bit("bag_1") | bit("bag_2");
    st_do(D, &s, "buy from the bag for 1 (draw 4)");
    CHECK_EQ(s.seat[c].gold, 9);
    CHECK_EQ(s.seat[c].drawn_count, 4);
    invariants(&s);
}

/* The first seat of the first buying round, the next seat and one of its offered slots. */
static void buying(sk_state *s, uint64_t seed, int *c, int *q, int *k) {
    st_setup(D, s, 3, seed, 1);
    st_until(D, s, SK_PH_BUY1);
    *c = s->current;
    *q = (*c + 1) % 3;
    *k = -1;
    for (int i = 0; i < SK_OFFER && *k < 0; i++)
        if (s->seat[*q].offer[i] >= 0) *k = i;
    s->seat[*c].gold = 30;
    s->seat[*q].gold = 30;
}

static void discounts(void) {
    static sk_state s;
    int c, q, k;
    char label[96];
    buying(&s, 13, &c, &q, &k);
    int t = s.seat[q].offer[k];
    s.seat[q].price[k] = 5;
    const char *id = D->kinds[SK_K_TILES].items[t].id;
    snprintf(label, sizeof label, "buy %s from seat %d for 5", id, q + 1);
    CHECK(st_has(D, &s, label), "no tablet: the asked price");
    /* a -1 and a -2 tablet: 3 less, 2 gold; the seller still receives its 5 */
    s.seat[c].tablets = bit("discount1_1") | bit("discount2_1");
    snprintf(label, sizeof label, "buy %s from seat %d for 2", id, q + 1);
    st_do(D, &s, label);
    CHECK_EQ(s.seat[c].gold, 28);
    CHECK_EQ(s.seat[q].gold, 35);
    CHECK(in_hand(&s.seat[c], t), "bought");
    invariants(&s);
    /* never below 0: price 2 with 3 off costs nothing, the seller gets 2 */
    buying(&s, 13, &c, &q, &k);
    t = s.seat[q].offer[k];
    s.seat[q].price[k] = 2;
    s.seat[c].tablets = bit("discount1_1") | bit("discount2_1");
    snprintf(label, sizeof label, "buy %s from seat %d for 0", D->kinds[SK_K_TILES].items[t].id, q + 1);
    st_do(D, &s, label);
    CHECK_EQ(s.seat[c].gold, 30);
    CHECK_EQ(s.seat[q].gold, 32);
    /* both -1 tablets and both -2: 6 off */
    buying(&s, 13, &c, &q, &k);
    s.seat[q].price[k] = 9;
    s.seat[c].tablets = bit("discount1_1") | bit("discount1_2") | bit("discount2_1") | bit("discount2_2");
    CHECK_EQ(sk_buy_cost(D, &s, c, q, k), 3);
}

static void keep_own(void) {
    static sk_state s;
    int c, q, k;
    char label[96];
    buying(&s, 14, &c, &q, &k);
    sk_seat *me = &s.seat[c];
    int own[2], n = 0;
    for (int i = 0; i < SK_OFFER; i++)
        if (me->offer[i] >= 0 && n < 2) own[n++] = i;
    CHECK_EQ(n, 2);
    snprintf(label, sizeof label, "buy own %s for %d", D->kinds[SK_K_TILES].items[me->offer[own[0]]].id, me->price[own[0]]);
    CHECK(!st_has(D, &s, label), "no tablet, no own purchase");
    me->tablets = bit("keep_1");
    int t0 = me->offer[own[0]], t1 = me->offer[own[1]], p0 = me->price[own[0]], g = me->gold;
    st_do(D, &s, label);
    CHECK_EQ(me->gold, g - p0);
    CHECK(in_hand(me, t0), "own tile bought");
    CHECK_EQ(me->offer[own[0]], -1);
    snprintf(label, sizeof label, "buy own %s for %d", D->kinds[SK_K_TILES].items[t1].id, me->price[own[1]]);
    CHECK(!st_has(D, &s, label), "one copy: one own tile");
    CHECK(st_has(D, &s, "end buying"), "the turn goes on: a tile from an opponent still allowed");
    nm_action_list l;
    skye_game()->legal(D, &s, &l);
    int buys = 0;
    for (int i = 0; i < l.count; i++) buys += l.a[i].kind == SK_ACT_BUY;
    CHECK(buys > 0, "opponents' tiles still for sale to this seat");
    st_do(D, &s, "end buying");
    /* the next seat cannot buy the tile taken back */
    skye_game()->legal(D, &s, &l);
    for (int i = 0; i < l.count; i++) CHECK(!(l.a[i].kind == SK_ACT_BUY && l.a[i].target == t0), "taken back");
    /* both copies: both own tiles */
    buying(&s, 14, &c, &q, &k);
    me = &s.seat[c];
    me->tablets = bit("keep_1") | bit("keep_2");
    t0 = me->offer[own[0]];
    t1 = me->offer[own[1]];
    snprintf(label, sizeof label, "buy own %s for %d", D->kinds[SK_K_TILES].items[t0].id, me->price[own[0]]);
    st_do(D, &s, label);
    snprintf(label, sizeof label, "buy own %s for %d", D->kinds[SK_K_TILES].items[t1].id, me->price[own[1]]);
    st_do(D, &s, label);
    CHECK(in_hand(me, t0) && in_hand(me, t1), "both own tiles");
    invariants(&s);
}

static int in_out(const sk_state *s, int t) {
    for (int i = 0; i < s->out_count; i++)
        if (s->out[i] == t) return 1;
    return 0;
}

static void tablet_timing_and_shift(void) {
    static sk_state s;
    st_setup(D, &s, 2, 15, 1);
    st_until(D, &s, SK_PH_BUY2);
    int c = s.current, d05 = st_id(D, SK_K_TILES, "d05");
    st_swap(D, &s, d05, s.dolmen[4]);
    s.seat[c].gold = 20;
    st_do(D, &s, "buy d05 from Dolmen space 5 for 4");
    st_until(D, &s, SK_PH_BUILD);
    int8_t before[SK_DOLMEN];
    memcpy(before, s.dolmen, sizeof before);
    int placed = 0;
    while (s.phase == SK_PH_BUILD && s.round == 1) {
        st_first(D, &s);
        for (int k = 0; k < s.seat[c].kingdom_count && !placed; k++)
            if (s.seat[c].kingdom[k].tile == d05 && s.phase == SK_PH_BUILD) {
                placed = 1;
                CHECK(s.seat[c].tablets_new & bit("bag_1"), "the tablet taken when the tile is built");
                CHECK(!(s.seat[c].tablets & bit("bag_1")), "not in force this round");
            }
    }
    CHECK(placed, "the Druid tile was built");
    CHECK_EQ(s.round, 2);
    CHECK(s.seat[c].tablets & bit("bag_1"), "in force from the next round");
    CHECK_EQ(sk_bag_cost(D, &s, c), 3);
    /* end of the round: the 0-gold space's tile leaves, the others slide right, a new one */
    CHECK(in_out(&s, before[4]), "the rightmost Druid tile out of the game");
    for (int j = 1; j < SK_DOLMEN; j++) CHECK_EQ(s.dolmen[j], before[j - 1]);
    CHECK(s.dolmen[0] >= 0, "refilled");
    invariants(&s);
}

static void markers(void) {
    static sk_state s;
    nm_element_view v;
    st_setup(D, &s, 2, 16, 1);
    s.seat[0].vp = 60;
    sk_describe(D, &s, 0, 0, "seat.0.kingdom", &v);
    CHECK(strstr(v.body, "50 marker") != NULL, "%s", v.body);
    s.seat[0].vp = 104;
    sk_describe(D, &s, 0, 1, "seat.0.kingdom", &v);
    CHECK(strstr(v.body, "marqueur 100") != NULL, "%s", v.body);
}

int main(void) {
    D = st_data(0);
    dolmen();
    bag();
    discounts();
    keep_own();
    tablet_timing_and_shift();
    markers();
    st_cleanup();
    return check_done("skye druids");
}
