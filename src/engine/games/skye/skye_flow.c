/* skye_flow.c - Isle of Skye's rounds: income and catch-up gold, the draw, the hidden
 * prices and discard, the reveal, the buying rounds (Druids: the Dolmen and the bag), the
 * build, the scoring tiles on their schedule, the Dolmen's shift, and the final scoring
 * (scrolls, the Scroll echo tablets, gold) with the tie-break. */
#include <string.h>
#include "skye.h"


/* ---- small rules ---- */

int sk_schedule(const nm_data *d, const sk_state *s, int round) {
    int n = 0;
    const int32_t *v = sk_rule_ints(d, s->seats == 5 ? SK_R_SCHEDULE5 : SK_R_SCHEDULE, &n);
    return round >= 1 && round <= n ? v[round - 1] : 0;
}

int sk_catch_up(const nm_data *d, const sk_state *s, int round) {
    int n = 0;
    const int32_t *v = sk_rule_ints(d, s->seats == 5 ? SK_R_CATCHUP5 : SK_R_CATCHUP, &n);
    return round >= 1 && round <= n ? v[round - 1] : 0;
}

int sk_free_gold(const sk_seat *ps) {
    int g = ps->gold;
    for (int k = 0; k < SK_OFFER; k++) {
        if (ps->offer[k] < 0) continue;
        if (ps->price[k] > 0) g -= ps->price[k];
        else if (ps->secret_price[k] > 0) g -= ps->secret_price[k];
    }
    return g;
}

static int mod_sum(const nm_data *d, const sk_state *s, int seat, int m) {
    return nm_modifier_sum(d, s, seat, m, m == SK_M_BUY_OWN ? -1 : SK_MP_N, -1, 0);
}

/* A price less the buyer's discount (its tablets), never below 0. */
static int discounted(int price, int discount) { return price > discount ? price - discount : 0; }

int sk_buy_cost(const nm_data *d, const sk_state *s, int buyer, int seller, int slot) {
    return discounted(s->seat[seller].price[slot], mod_sum(d, s, buyer, SK_M_BUY_OPPONENT));
}

int sk_dolmen_cost(const nm_data *d, const sk_state *s, int space) {
    const sk_derived *dv = sk_dv(d);
    int t = s->dolmen[space];
    return (t >= 0 ? dv->cost[t] : 0) + (space >= 0 && space < SK_DOLMEN ? dv->dolmen_extra[space] : 0);
}

int sk_bag_cost(const nm_data *d, const sk_state *s, int seat) {
    int c = sk_rule(d, SK_R_BAG_COST) - mod_sum(d, s, seat, SK_M_BAG_BUY);
    return c < 0 ? 0 : c;
}

int sk_bag_draws(const nm_data *d, const sk_state *s, int seat) {
    int n = sk_rule(d, SK_R_BAG_DRAW) + mod_sum(d, s, seat, SK_M_BAG_DRAW);
    return n > SK_DRAWN ? SK_DRAWN : n;
}

int sk_own_allowed(const nm_data *d, const sk_state *s, int seat) { return mod_sum(d, s, seat, SK_M_BUY_OWN); }

int32_t sk_window_points(const nm_data *d, const sk_state *s, int window, int seat) {
    return sk_window_points_memo(d, s, window, seat, NULL);
}

int32_t sk_window_points_memo(const nm_data *d, const sk_state *s, int window, int seat, sk_geo_memo *memo) {
    int sc = s->scoring[window];
    if (sc < 0) return 0;
    nm_vm_ctx ctx = sk_ctx(d, s, seat);
    ctx.game_cache = memo;
    return nm_expr_eval(&ctx, d->kinds[SK_K_SCORING].items[sc].field[SK_SC_SCORE]);
}

/* The seat's whole geometry (cells, areas, roads) in memo, built there when it is not yet. */
static const sk_geo *memo_whole(const nm_data *d, const sk_state *s, int seat, sk_geo_memo *memo) {
    if (memo->built[seat] != 7) {
        sk_geo_build(d, &s->seat[seat], &memo->g[seat]);
        memo->built[seat] = 7; /* cells, areas, roads */
    }
    return &memo->g[seat];
}

/* Scrolls of a kingdom: each scores its value, doubled when its tile's centre lies in a
 * completed area; each Scroll echo tablet in force scores the best scroll once more at
 * its single value. The seat's geometry is memo's, built whole here when it is not yet. */
static int32_t scroll_points_in(const nm_data *d, const sk_state *s, int seat, sk_geo_memo *memo,
                                int32_t *echo_out) {
    const sk_derived *dv = sk_dv(d);
    const sk_geo *g = memo_whole(d, s, seat, memo);
    nm_vm_ctx ctx = sk_ctx(d, s, seat);
    ctx.game_cache = memo;
    int32_t total = 0, best = 0;
    for (int k = 0; k < g->n; k++) {
        int sc = dv->scroll[g->tile[k]];
        if (sc < 0) continue;
        int32_t v = nm_expr_eval(&ctx, d->kinds[SK_K_SCROLLS].items[sc].field[SK_S_VALUE]);
        total += g->area_gaps[g->part_area[k][0]] ? v : 2 * v;
        if (v > best) best = v;
    }
    int32_t echo = best * mod_sum(d, s, seat, SK_M_SCROLL_ECHO);
    if (echo_out) *echo_out = echo;
    return total + echo;
}

int32_t sk_scroll_points(const nm_data *d, const sk_state *s, int seat, int32_t *echo_out) {
    sk_geo_memo memo NM_SCRATCH; /* the scrolls' expressions read this kingdom's geometry built once */
    memset(memo.built, 0, sizeof memo.built);
    return scroll_points_in(d, s, seat, &memo, echo_out);
}

/* The computer opponents' projection at a cut playout (nm_game.projected_scores): the VP
 * held plus what the rules will still award from the kingdoms as they stand: the scoring
 * tiles of the current round and of every later one (a window scheduled in k rounds left
 * counts k times), then the scrolls and the gold of the final scoring. Most of a game's
 * points come at the rounds' ends and at the end, so the plain VP of a cut mid-game tell
 * little of who builds the better kingdom. Each window is scored once a seat and the
 * kingdoms' geometry is built once for all: about one round end's work. Tablets taken this
 * round count as in force, as they will be by the final scoring. */
int sk_projected_scores(const nm_data *d, const void *state, int32_t *out) {
    const sk_state *s = state;
    if (s->h.over || s->phase == SK_PH_OVER) return sk_scores(d, state, out);
    int fresh = 0;
    for (int p = 0; p < s->seats; p++) fresh |= s->seat[p].tablets_new;
    sk_state merged; /* tablets taken this round in force, as at the final scoring */
    if (fresh) {
        merged = *s;
        for (int p = 0; p < s->seats; p++) merged.seat[p].tablets |= merged.seat[p].tablets_new;
        s = &merged;
    }
    int times[SK_WINDOWS] = {0};
    for (int r = s->round > 0 ? s->round : 1; r <= s->rounds; r++) {
        int bits = sk_schedule(d, s, r);
        for (int w = 0; w < SK_WINDOWS; w++) times[w] += (bits >> w) & 1;
    }
    int per_vp = sk_rule(d, SK_R_GOLD_PER_VP);
    sk_geo_memo memo NM_SCRATCH; /* the kingdoms do not change while the projection reads them */
    memset(memo.built, 0, sizeof memo.built);
    for (int p = 0; p < s->seats; p++) {
        const sk_seat *ps = &s->seat[p];
        int32_t v = ps->vp + scroll_points_in(d, s, p, &memo, NULL) + (per_vp > 0 ? ps->gold / per_vp : 0);
        for (int w = 0; w < SK_WINDOWS; w++)
            if (times[w] > 0) v += times[w] * sk_window_points_memo(d, s, w, p, &memo);
        out[p] = v;
    }
    return s->seats;
}

/* ---- tiles moving ---- */

static int draw_bag(sk_state *s) {
    if (s->bag_count <= 0) return -1;
    int i = (int)nm_rng_below(&s->h.rng, (uint32_t)s->bag_count);
    int t = s->bag[i];
    memmove(&s->bag[i], &s->bag[i + 1], (size_t)(s->bag_count - i - 1));
    s->bag_count--;
    return t;
}

static int draw_pile(sk_state *s) {
    if (s->pile_count <= 0) return -1;
    int i = (int)nm_rng_below(&s->h.rng, (uint32_t)s->pile_count);
    int t = s->pile[i];
    memmove(&s->pile[i], &s->pile[i + 1], (size_t)(s->pile_count - i - 1));
    s->pile_count--;
    return t;
}

static void to_bag_or_out(const nm_data *d, sk_state *s, int t) {
    if (sk_dv(d)->set[t] == SK_SET_LANDSCAPE && s->bag_count < SK_BAG) s->bag[s->bag_count++] = (int8_t)t;
    else s->out[s->out_count++] = (int8_t)t;
}

static void to_hand(sk_seat *ps, int t) {
    if (ps->hand_count < SK_HAND) ps->hand[ps->hand_count++] = (int8_t)t;
}

static int offered(const sk_seat *ps) {
    int n = 0;
    for (int k = 0; k < SK_OFFER; k++) n += ps->offer[k] >= 0;
    return n;
}

/* ---- round structure ---- */

/* The income, reading the seat's geometry from memo (built whole there when it is not yet;
 * NULL: built here). */
static int income_in(const nm_data *d, const sk_state *s, int seat, sk_geo_memo *memo) {
    const sk_seat *ps = &s->seat[seat];
    int ahead = 0, whisky;
    for (int q = 0; q < s->seats; q++) ahead += s->seat[q].vp > ps->vp;
    whisky = memo ? sk_whisky_tiles(d, memo_whole(d, s, seat, memo)) : sk_whisky_income(d, ps);
    return sk_rule(d, SK_R_CASTLE_INCOME) + sk_rule(d, SK_R_WHISKY_INCOME) * whisky +
           sk_catch_up(d, s, s->round) * ahead;
}

int sk_income(const nm_data *d, const sk_state *s, int seat) { return income_in(d, s, seat, NULL); }

/* A new round: income, three tiles drawn each. memo: the kingdoms' geometry the round's
 * end built (the kingdoms have not changed since), or NULL. */
static void start_round(const nm_data *d, sk_state *s, sk_geo_memo *memo) {
    int n = s->seats, income[SK_MAX_PLAYERS];
    for (int p = 0; p < n; p++) income[p] = income_in(d, s, p, memo);
    for (int p = 0; p < n; p++) {
        sk_seat *ps = &s->seat[p];
        ps->gold = (int16_t)(ps->gold + income[p]);
        ps->priced = 0;
        ps->secret_discard = -1;
        ps->bought_opp = ps->bought_own = 0;
        for (int k = 0; k < SK_OFFER; k++) ps->offer[k] = ps->price[k] = ps->secret_price[k] = -1;
    }
    int draw = sk_rule(d, SK_R_DRAW);
    for (int i = 0; i < n; i++) {
        sk_seat *ps = &s->seat[(s->first + i) % n];
        for (int k = 0; k < draw; k++) ps->offer[k] = (int8_t)draw_bag(s);
    }
    s->h.reveals++;
    s->phase = SK_PH_PRICE;
    s->current = s->first;
    s->turns = 0;
}

static void settle_unsold(sk_state *s) {
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        for (int k = 0; k < SK_OFFER; k++) {
            if (ps->offer[k] < 0) continue;
            to_hand(ps, ps->offer[k]);
            ps->gold = (int16_t)(ps->gold - (ps->price[k] > 0 ? ps->price[k] : 0));
            ps->offer[k] = -1;
            ps->price[k] = -1;
        }
    }
}

static void final_scoring(const nm_data *d, sk_state *s) {
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        int32_t scr = sk_scroll_points(d, s, p, NULL);
        int32_t gold = ps->gold / sk_rule(d, SK_R_GOLD_PER_VP);
        ps->vp_src[4] = (int16_t)(ps->vp_src[4] + scr);
        ps->vp_src[5] = (int16_t)(ps->vp_src[5] + gold);
        ps->vp = (int16_t)(ps->vp + scr + gold);
    }
    s->phase = SK_PH_OVER;
    s->h.over = 1;
    s->h.to_move = -1;
}

static void advance(const nm_data *d, sk_state *s);

static void end_round(const nm_data *d, sk_state *s) {
    int bits = sk_schedule(d, s, s->round);
    int32_t pts[SK_MAX_PLAYERS];
    sk_geo_memo memo NM_SCRATCH; /* the kingdoms do not change while the windows score */
    memset(memo.built, 0, sizeof memo.built);
    for (int w = 0; w < SK_WINDOWS; w++) {
        if (!(bits & (1 << w))) continue;
        for (int p = 0; p < s->seats; p++) pts[p] = sk_window_points_memo(d, s, w, p, &memo);
        for (int p = 0; p < s->seats; p++) {
            s->seat[p].vp = (int16_t)(s->seat[p].vp + pts[p]);
            s->seat[p].vp_src[w] = (int16_t)(s->seat[p].vp_src[w] + pts[p]);
        }
    }
    for (int p = 0; p < s->seats; p++) {
        s->seat[p].tablets |= s->seat[p].tablets_new;
        s->seat[p].tablets_new = 0;
    }
    if (s->druids) {
        if (s->dolmen[SK_DOLMEN - 1] >= 0) s->out[s->out_count++] = s->dolmen[SK_DOLMEN - 1];
        for (int j = SK_DOLMEN - 1; j > 0; j--) s->dolmen[j] = s->dolmen[j - 1];
        s->dolmen[0] = (int8_t)draw_pile(s);
        if (s->dolmen[0] >= 0) s->h.reveals++;
    }
    if (s->round >= s->rounds) {
        final_scoring(d, s);
        return;
    }
    s->round++;
    s->first = (int8_t)((s->first + 1) % s->seats);
    start_round(d, s, &memo);
    advance(d, s);
}

/* ---- who decides next ---- */

static int buy1_options(const nm_data *d, const sk_state *s, int c, nm_action_list *out);
static int buy2_options(const nm_data *d, const sk_state *s, int c, nm_action_list *out);

static void begin_build(const nm_data *d, sk_state *s);

static void reveal(sk_state *s) {
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        if (ps->secret_discard >= 0 && ps->offer[ps->secret_discard] >= 0) {
            int t = ps->offer[ps->secret_discard];
            if (s->bag_count < SK_BAG) s->bag[s->bag_count++] = (int8_t)t;
            ps->offer[ps->secret_discard] = -1;
        }
        for (int k = 0; k < SK_OFFER; k++) {
            ps->price[k] = ps->offer[k] >= 0 ? ps->secret_price[k] : -1;
            ps->secret_price[k] = -1;
        }
        ps->secret_discard = -1;
    }
    s->h.reveals++;
}

/* Moves to the next seat of a sequential step that has a real choice; runs the steps that
 * follow when every seat has had its turn. */
static void advance(const nm_data *d, sk_state *s) {
    for (;;) {
        if (s->phase == SK_PH_OVER) return;
        if (s->turns >= s->seats) {
            s->turns = 0;
            s->current = s->first;
            if (s->phase == SK_PH_PRICE) {
                reveal(s);
                s->phase = SK_PH_BUY1;
            } else if (s->phase == SK_PH_BUY1) {
                settle_unsold(s);
                if (s->druids) s->phase = SK_PH_BUY2;
                else {
                    begin_build(d, s);
                    return;
                }
            } else if (s->phase == SK_PH_BUY2) {
                begin_build(d, s);
                return;
            }
            continue;
        }
        int c = s->current, has = 0;
        if (s->phase == SK_PH_PRICE) has = !s->seat[c].priced && offered(&s->seat[c]) > 0;
        else if (s->phase == SK_PH_BUY1) has = buy1_options(d, s, c, NULL) > 0;
        else if (s->phase == SK_PH_BUY2) has = buy2_options(d, s, c, NULL) > 0;
        else has = 1; /* PICK */
        if (has) {
            s->h.to_move = (int8_t)c;
            return;
        }
        s->turns++;
        s->current = (int8_t)((c + 1) % s->seats);
    }
}

static void next_turn(const nm_data *d, sk_state *s) {
    s->turns++;
    s->current = (int8_t)((s->current + 1) % s->seats);
    advance(d, s);
}

/* Build: each seat in turn places its tiles; a tile that fits nowhere leaves the game
 * (a landscape tile goes back into the bag). */
static void build_advance(const nm_data *d, sk_state *s) {
    while (s->turns < s->seats) {
        sk_seat *ps = &s->seat[s->current];
        const sk_frontier *f = ps->hand_count > 0 ? sk_seat_frontier(d, ps) : NULL;
        for (int h = 0; h < ps->hand_count;) {
            if (sk_front_fits(d, f, ps->hand[h])) {
                h++;
                continue;
            }
            to_bag_or_out(d, s, ps->hand[h]);
            memmove(&ps->hand[h], &ps->hand[h + 1], (size_t)(ps->hand_count - h - 1));
            ps->hand_count--;
            ps->hand[ps->hand_count] = -1;
        }
        if (ps->hand_count > 0) {
            s->h.to_move = s->current;
            return;
        }
        s->turns++;
        s->current = (int8_t)((s->current + 1) % s->seats);
    }
    end_round(d, s);
}

static void begin_build(const nm_data *d, sk_state *s) {
    s->phase = SK_PH_BUILD;
    s->turns = 0;
    s->current = s->first;
    build_advance(d, s);
}

/* ---- setup ---- */

int sk_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err) {
    sk_state *s = state;
    const sk_derived *dv = sk_dv(d);
    if (su->players < 2 || su->players > SK_MAX_PLAYERS) {
        nm_errors_add(err, "Isle of Skye is for 2 to %d players, not %d", SK_MAX_PLAYERS, su->players);
        return -1;
    }
    memset(s, 0, sizeof *s);
    nm_rng_seed(&s->h.rng, su->seed);
    s->h.players = (int8_t)su->players;
    s->seats = (int8_t)su->players;
    s->druids = (int8_t)(su->option[0] != 0);
    int n = 0;
    const int32_t *rounds = sk_rule_ints(d, SK_R_ROUNDS, &n);
    s->rounds = (int8_t)rounds[su->players - 2 < n ? su->players - 2 : n - 1];
    memset(s->dolmen, -1, sizeof s->dolmen);
    memset(s->scoring, -1, sizeof s->scoring);
    memset(s->bag, -1, sizeof s->bag);
    memset(s->pile, -1, sizeof s->pile);
    memset(s->out, -1, sizeof s->out);
    memset(s->box, -1, sizeof s->box);
    int castle = 0;
    for (int p = 0; p < SK_MAX_PLAYERS; p++) {
        sk_seat *ps = &s->seat[p];
        /* loops rather than memset: GCC's bounds warning misreads the seat's small arrays
         * in a sanitized build */
        for (int k = 0; k < SK_HAND; k++) ps->hand[k] = -1;
        for (int k = 0; k < SK_DRAWN; k++) ps->drawn[k] = -1;
        for (int k = 0; k < SK_OFFER; k++) ps->offer[k] = ps->price[k] = ps->secret_price[k] = -1;
        ps->secret_discard = -1;
        for (int k = 0; k < SK_KINGDOM; k++) ps->kingdom[k].tile = -1;
    }
    for (int t = 0; t < dv->tiles; t++) {
        if (dv->set[t] == SK_SET_CASTLE) {
            if (castle < s->seats) {
                sk_seat *ps = &s->seat[castle];
                ps->kingdom[0] = (sk_place){(int8_t)t, 0, 0, 0};
                ps->kingdom_count = 1;
                ps->gold = (int16_t)sk_rule(d, SK_R_START_GOLD);
            } else {
                s->box[s->box_count++] = (int8_t)t;
            }
            castle++;
        } else if (dv->set[t] == SK_SET_LANDSCAPE) {
            s->bag[s->bag_count++] = (int8_t)t;
        } else if (s->druids) {
            s->pile[s->pile_count++] = (int8_t)t;
        } else {
            s->out[s->out_count++] = (int8_t)t;
        }
    }
    /* four scoring tiles drawn (the Druids' six join the pool) */
    const nm_kind_data *sc = &d->kinds[SK_K_SCORING];
    int pool[64], pn = 0;
    for (int i = 0; i < sc->count && pn < 64; i++)
        if (s->druids || !sc->items[i].field[SK_SC_EXPANSION]) pool[pn++] = i;
    for (int w = 0; w < SK_WINDOWS && pn > 0; w++) {
        int i = (int)nm_rng_below(&s->h.rng, (uint32_t)pn);
        s->scoring[w] = (int8_t)pool[i];
        pool[i] = pool[--pn];
    }
    if (s->druids)
        for (int j = 0; j < SK_DOLMEN; j++) s->dolmen[j] = (int8_t)draw_pile(s);
    s->first = (int8_t)nm_rng_below(&s->h.rng, (uint32_t)s->seats);
    s->round = 1;
    start_round(d, s, NULL);
    advance(d, s);
    return 0;
}

/* ---- legal actions ---- */

/* The purchases of seat c's turn in the first buying round, pushed onto out; returns how
 * many. out NULL: whether there is any (1 at the first found, else 0). */
static int buy1_options(const nm_data *d, const sk_state *s, int c, nm_action_list *out) {
    const sk_seat *ps = &s->seat[c];
    int free = sk_free_gold(ps), n = 0;
    if (!ps->bought_opp) {
        int discount = mod_sum(d, s, c, SK_M_BUY_OPPONENT); /* sk_buy_cost's, asked once */
        for (int q = 0; q < s->seats; q++) {
            if (q == c) continue;
            for (int k = 0; k < SK_OFFER; k++)
                if (s->seat[q].offer[k] >= 0 && discounted(s->seat[q].price[k], discount) <= free) {
                    if (!out) return 1;
                    nm_actions_push(out, SK_ACT_BUY, (uint16_t)s->seat[q].offer[k], q, k, 0);
                    n++;
                }
        }
    }
    if (ps->bought_own < sk_own_allowed(d, s, c))
        for (int k = 0; k < SK_OFFER; k++)
            if (ps->offer[k] >= 0) {
                if (!out) return 1;
                nm_actions_push(out, SK_ACT_OWN, (uint16_t)ps->offer[k], k, 0, 0);
                n++;
            }
    return n;
}

/* The same for the second buying round (Druids): a Dolmen tile or the bag. */
static int buy2_options(const nm_data *d, const sk_state *s, int c, nm_action_list *out) {
    const sk_seat *ps = &s->seat[c];
    int n = 0;
    if (ps->hand_count >= SK_HAND) return 0;
    for (int j = 0; j < SK_DOLMEN; j++)
        if (s->dolmen[j] >= 0 && sk_dolmen_cost(d, s, j) <= ps->gold) {
            if (!out) return 1;
            nm_actions_push(out, SK_ACT_DOLMEN, (uint16_t)s->dolmen[j], j, 0, 0);
            n++;
        }
    if (s->bag_count > 0 && sk_bag_cost(d, s, c) <= ps->gold) {
        if (!out) return 1;
        nm_actions_push(out, SK_ACT_BAG, 0, 0, 0, 0);
        n++;
    }
    return n;
}

static int price_max(const nm_data *d, const sk_seat *ps, int slot) {
    int assigned = 0, left = 0;
    for (int k = 0; k < SK_OFFER; k++) {
        if (ps->offer[k] < 0 || k == ps->secret_discard) continue;
        if (ps->secret_price[k] > 0) assigned += ps->secret_price[k];
        else if (k != slot) left++;
    }
    int mx = ps->gold - assigned - left * sk_rule(d, SK_R_MIN_PRICE);
    return mx > SK_MAX_PRICE ? SK_MAX_PRICE : mx;
}

/* The slot the seat prices next, or -1 when its screen is set. */
static int price_slot(const sk_seat *ps) {
    for (int k = 0; k < SK_OFFER; k++)
        if (ps->offer[k] >= 0 && k != ps->secret_discard && ps->secret_price[k] < 0) return k;
    return -1;
}

static int needs_discard(const nm_data *d, const sk_seat *ps) {
    return ps->secret_discard < 0 && offered(ps) >= sk_rule(d, SK_R_DRAW) && offered(ps) > 1;
}

/* The placements of the seat's hand pushed onto out, tile after tile (the first tile's
 * always whole, the next ones while room is left); first_only: only the first tile that
 * fits anywhere (the search's playouts). */
static void list_placements(const nm_data *d, const sk_seat *ps, nm_action_list *out, int first_only) {
    int8_t pl[NM_MAX_ACTIONS][3] NM_SCRATCH;
    const sk_frontier *f = sk_seat_frontier(d, ps);
    for (int h = 0; h < ps->hand_count; h++) {
        int room = NM_MAX_ACTIONS - out->count;
        if (out->count > 0 && (first_only || room < 200)) break;
        int n = sk_placements_front(d, f, ps->hand[h], pl, room);
        for (int i = 0; i < n; i++)
            nm_actions_push(out, SK_ACT_PLACE, (uint16_t)ps->hand[h], pl[i][0], pl[i][1], pl[i][2]);
    }
}

int sk_legal(const nm_data *d, const void *state, nm_action_list *out) {
    const sk_state *s = state;
    out->count = 0;
    if (s->phase == SK_PH_OVER || s->h.over) return 0;
    int c = s->current;
    const sk_seat *ps = &s->seat[c];
    switch (s->phase) {
    case SK_PH_PRICE: {
        if (needs_discard(d, ps)) {
            for (int k = 0; k < SK_OFFER; k++)
                if (ps->offer[k] >= 0) nm_actions_push(out, SK_ACT_DISCARD, (uint16_t)ps->offer[k], k, 0, 0);
            break;
        }
        int k = price_slot(ps);
        if (k < 0) break;
        int lo = sk_rule(d, SK_R_MIN_PRICE), hi = price_max(d, ps, k);
        if (hi < lo) lo = hi = hi < 0 ? 0 : hi; /* too little gold for the floor: what is left */
        for (int v = lo; v <= hi; v++) nm_actions_push(out, SK_ACT_PRICE, (uint16_t)ps->offer[k], k, v, 0);
        break;
    }
    case SK_PH_BUY1:
        buy1_options(d, s, c, out);
        nm_actions_push(out, SK_ACT_END, 0, 0, 0, 0);
        break;
    case SK_PH_BUY2:
        buy2_options(d, s, c, out);
        nm_actions_push(out, SK_ACT_END, 0, 0, 0, 0);
        break;
    case SK_PH_PICK:
        for (int i = 0; i < ps->drawn_count; i++) nm_actions_push(out, SK_ACT_PICK, (uint16_t)ps->drawn[i], i, 0, 0);
        break;
    case SK_PH_BUILD: list_placements(d, ps, out, 0); break;
    default: break;
    }
    return out->count;
}

int sk_playout_legal(const nm_data *d, const void *state, nm_action_list *out) {
    const sk_state *s = state;
    if (s->phase != SK_PH_BUILD || s->h.over) return sk_legal(d, state, out);
    out->count = 0;
    list_placements(d, &s->seat[s->current], out, 1);
    return out->count;
}

/* ---- apply ---- */

static int fail(nm_errors *err, const char *msg) {
    nm_errors_add(err, "skye: %s", msg);
    return -1;
}

static int apply_action(const nm_data *d, sk_state *s, const nm_action *a, int listed, nm_errors *err);

int sk_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 0, err);
}

/* The search's apply (nm_game.apply_listed): a placement of the state's own legal list fits
 * where it says, so its fit is not checked again (the other checks cost nothing). */
int sk_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 1, err);
}

static int apply_action(const nm_data *d, sk_state *s, const nm_action *a, int listed, nm_errors *err) {
    if (s->phase == SK_PH_OVER) return fail(err, "the game is over");
    int c = s->current;
    sk_seat *ps = &s->seat[c];
    s->h.actions++;
    switch (a->kind) {
    case SK_ACT_DISCARD:
        if (s->phase != SK_PH_PRICE || a->p[0] < 0 || a->p[0] >= SK_OFFER || ps->offer[a->p[0]] < 0)
            return fail(err, "no such tile to discard");
        ps->secret_discard = (int8_t)a->p[0];
        break;
    case SK_ACT_PRICE: {
        int k = price_slot(ps);
        if (s->phase != SK_PH_PRICE || k < 0 || a->p[0] != k) return fail(err, "not the tile to price now");
        ps->secret_price[k] = (int8_t)a->p[1];
        if (price_slot(ps) < 0) {
            ps->priced = 1;
            next_turn(d, s);
        }
        return 0;
    }
    case SK_ACT_BUY: {
        int q = a->p[0], k = a->p[1];
        if (s->phase != SK_PH_BUY1 || q < 0 || q >= s->seats || q == c || k < 0 || k >= SK_OFFER ||
            s->seat[q].offer[k] < 0 || ps->bought_opp)
            return fail(err, "no such tile to buy");
        int cost = sk_buy_cost(d, s, c, q, k);
        if (cost > sk_free_gold(ps)) return fail(err, "not enough gold");
        sk_seat *seller = &s->seat[q];
        ps->gold = (int16_t)(ps->gold - cost);
        seller->gold = (int16_t)(seller->gold + seller->price[k]); /* the bank pays any discount */
        to_hand(ps, seller->offer[k]);
        seller->offer[k] = -1;
        seller->price[k] = -1;
        ps->bought_opp = 1;
        if (buy1_options(d, s, c, NULL) == 0) next_turn(d, s);
        return 0;
    }
    case SK_ACT_OWN: {
        int k = a->p[0];
        if (s->phase != SK_PH_BUY1 || k < 0 || k >= SK_OFFER || ps->offer[k] < 0 ||
            ps->bought_own >= sk_own_allowed(d, s, c))
            return fail(err, "no own tile to buy");
        ps->gold = (int16_t)(ps->gold - (ps->price[k] > 0 ? ps->price[k] : 0));
        to_hand(ps, ps->offer[k]);
        ps->offer[k] = -1;
        ps->price[k] = -1;
        ps->bought_own++;
        if (buy1_options(d, s, c, NULL) == 0) next_turn(d, s);
        return 0;
    }
    case SK_ACT_END:
        if (s->phase != SK_PH_BUY1 && s->phase != SK_PH_BUY2) return fail(err, "nothing to end");
        next_turn(d, s);
        return 0;
    case SK_ACT_DOLMEN: {
        int j = a->p[0];
        if (s->phase != SK_PH_BUY2 || j < 0 || j >= SK_DOLMEN || s->dolmen[j] < 0) return fail(err, "no such Dolmen tile");
        int cost = sk_dolmen_cost(d, s, j);
        if (cost > ps->gold) return fail(err, "not enough gold");
        ps->gold = (int16_t)(ps->gold - cost);
        to_hand(ps, s->dolmen[j]);
        for (int i = j; i > 0; i--) s->dolmen[i] = s->dolmen[i - 1];
        s->dolmen[0] = (int8_t)draw_pile(s);
        if (s->dolmen[0] >= 0) s->h.reveals++;
        next_turn(d, s);
        return 0;
    }
    case SK_ACT_BAG: {
        int cost = sk_bag_cost(d, s, c);
        if (s->phase != SK_PH_BUY2 || s->bag_count <= 0 || cost > ps->gold) return fail(err, "no purchase from the bag");
        ps->gold = (int16_t)(ps->gold - cost);
        int n = sk_bag_draws(d, s, c);
        ps->drawn_count = 0;
        for (int i = 0; i < n && s->bag_count > 0; i++) ps->drawn[ps->drawn_count++] = (int8_t)draw_bag(s);
        s->h.reveals++;
        s->phase = SK_PH_PICK;
        s->h.to_move = (int8_t)c;
        return 0;
    }
    case SK_ACT_PICK: {
        int i = a->p[0];
        if (s->phase != SK_PH_PICK || i < 0 || i >= ps->drawn_count) return fail(err, "no such drawn tile");
        to_hand(ps, ps->drawn[i]);
        for (int k = 0; k < ps->drawn_count; k++)
            if (k != i && s->bag_count < SK_BAG) s->bag[s->bag_count++] = ps->drawn[k];
        for (int k = 0; k < SK_DRAWN; k++) ps->drawn[k] = -1;
        ps->drawn_count = 0;
        s->phase = SK_PH_BUY2;
        next_turn(d, s);
        return 0;
    }
    case SK_ACT_PLACE: {
        int h = sk_hand_slot(ps, a->target), x = a->p[0], y = a->p[1], rot = a->p[2];
        if (s->phase != SK_PH_BUILD || h < 0 || rot < 0 || rot > 3 || ps->kingdom_count >= SK_KINGDOM ||
            (!listed && !sk_can_place(d, ps, ps->hand[h], x, y, rot)))
            return fail(err, "the tile does not fit there");
        int t = ps->hand[h];
        ps->kingdom[ps->kingdom_count++] = (sk_place){(int8_t)t, (int8_t)x, (int8_t)y, (int8_t)rot};
        memmove(&ps->hand[h], &ps->hand[h + 1], (size_t)(ps->hand_count - h - 1));
        ps->hand_count--;
        ps->hand[ps->hand_count] = -1;
        int tab = sk_dv(d)->tablet[t];
        if (tab >= 0 && tab < SK_TABLETS) ps->tablets_new |= (uint16_t)(1u << tab);
        build_advance(d, s);
        return 0;
    }
    default: return fail(err, "unknown action");
    }
    return 0;
}

int sk_scores(const nm_data *d, const void *state, int32_t *out) {
    (void)d;
    const sk_state *s = state;
    for (int p = 0; p < s->seats; p++) out[p] = s->seat[p].vp;
    return s->seats;
}

int sk_winners(const nm_data *d, const void *state, int8_t *out) {
    (void)d;
    const sk_state *s = state;
    int best = -1;
    for (int p = 0; p < s->seats; p++) {
        int key = s->seat[p].vp * 10000 + s->seat[p].gold;
        if (key > best) best = key;
    }
    int n = 0;
    for (int p = 0; p < s->seats; p++)
        if (s->seat[p].vp * 10000 + s->seat[p].gold == best) out[n++] = (int8_t)p;
    return n;
}
