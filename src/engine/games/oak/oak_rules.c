/* oak_rules.c - rules shared by the flow and the ops: resources and VP, modifiers read at
 * hook points, card limits, rest spaces, climbing, the sun and Festivals, potions and the
 * card rows. */
#include <stdio.h>
#include <string.h>
#define OAK_INLINE_FIELDS 1
#include "oak.h"

void oak_gain(oak_state *s, int seat, int res, int n) {
    if (res == OAK_VP_RES) {
        oak_gain_vp(s, seat, n, OAK_VP_OTHER); /* data gains of VP go through op_gain */
        return;
    }
    int v = s->seat[seat].res[res] + n;
    s->seat[seat].res[res] = (int8_t)(v > OAK_RES_MAX ? OAK_RES_MAX : v < 0 ? 0 : v);
}

void oak_gain_vp(oak_state *s, int seat, int n, int source) {
    oak_seat *p = &s->seat[seat];
    int v = p->vp + n;
    v = v < 0 ? 0 : v > 999 ? 999 : v; /* never below 0 */
    p->vp_src[source] = (int16_t)(p->vp_src[source] + v - p->vp);
    p->vp = (int16_t)v;
}

/* Modifiers of kind type on c: how many (sum_arg -1) or the sum of parameter sum_arg, keeping
 * those whose first parameter (the kind's what-it-applies-to) equals match0 (-1: all). */
static int mods_of(const nm_data *d, const nm_component *c, int type, int sum_arg, int match0) {
    int sum = 0;
    for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
        const nm_instr *in = &d->mods[m];
        if (in->op != type || (match0 >= 0 && in->arg[OAK_MOD_MATCHED] != match0)) continue;
        sum += sum_arg < 0 ? 1 : in->arg[sum_arg];
    }
    return sum;
}

static int recipe(const nm_data *d, int potion, int discount, int mask, int8_t pay[OAK_ING]);
static int limit_costs(const nm_data *d, int order, int disc, int8_t (*out)[3], int cap);

static uint32_t mods_mask(const nm_data *d, const nm_component *c) {
    uint32_t m = 0;
    for (int i = c->mod_first; i < c->mod_first + c->mod_count; i++)
        if (d->mods[i].op < 32) m |= 1u << d->mods[i].op;
    return m;
}

int oak_derive(const nm_data *d, void *derived, nm_errors *err) {
    (void)err;
    oak_derived *dv = derived;
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES), *ok = oak_kind(d, OAK_K_ORDERS);
    const nm_kind_data *ek = oak_kind(d, OAK_K_ELDERS);
    for (int i = 0; i < ck->count && i < OAK_MAX_CREATURES; i++)
        dv->creature_mods[i] = mods_mask(d, &ck->items[i]);
    for (int i = 0; i < ok->count && i < OAK_MAX_ORDERS; i++)
        dv->order_mods[i] = mods_mask(d, &ok->items[i]);
    const nm_kind_data *sk = oak_kind(d, OAK_K_SPACES);
    memset(dv->space_at, -1, sizeof dv->space_at);
    for (int i = sk->count - 1; i >= 0; i--) { /* the first space of a place wins */
        int b = sk->items[i].field[OAK_S_BRANCH], x = sk->items[i].field[OAK_S_INDEX];
        if (b >= 0 && b < 3 && x >= 0 && x < OAK_MAX_SPACES) dv->space_at[b][x] = (int8_t)i;
    }
    for (int i = 0; i < sk->count && i < OAK_MAX_SPACES; i++) {
        int b = sk->items[i].field[OAK_S_BRANCH], len = 0;
        const int32_t *next = nm_data_ints(d, sk->items[i].field[OAK_S_NEXT], &len);
        for (int k = 0; k < len && dv->next_count[i] < 2; k++) {
            int sp = b >= 0 && b < 3 && next[k] >= 0 && next[k] < OAK_MAX_SPACES ? dv->space_at[b][next[k]] : -1;
            if (sp >= 0) dv->next_sp[i][dv->next_count[i]++] = (int8_t)sp;
        }
    }
    const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
    for (int c = 0; c < ak->count && c < OAK_MAX_CARDS; c++)
        for (int a = 0; a < 3; a++) {
            int n = 0;
            const nm_instr *ins = nm_data_effect(d, ak->items[c].field[OAK_A_ACT1 + 3 * a], &n);
            dv->act_op[c][a] = (int8_t)(n > 0 ? ins[0].op : -1);
        }
    for (int o = 0; o < ok->count && o < OAK_MAX_ORDERS; o++)
        dv->limit_pay_count[o] = (int8_t)limit_costs(d, o, 0, dv->limit_pay[o], OAK_LIMIT_COSTS);
    const nm_kind_data *pk = oak_kind(d, OAK_K_POTIONS);
    for (int i = 0; i < pk->count && i < OAK_MAX_POTIONS; i++)
        for (int disc = 0; disc < OAK_DISC_TABLE; disc++) {
            int vars[36], nv = oak_potion_variants(d, i, disc, vars), best = 127, np = 0;
            for (int v = 0; v < nv; v++) {
                int8_t pay[OAK_ING];
                if (recipe(d, i, disc, vars[v], pay) != 0) continue;
                int sum = pay[0] + pay[1] + pay[2] + pay[3] + pay[4];
                if (sum < best) best = sum;
                int seen = 0;
                for (int k = 0; k < np && np <= OAK_POTION_PAYS && !seen; k++)
                    seen = memcmp(dv->potion_pays[i][disc][k], pay, OAK_ING) == 0;
                if (seen || np > OAK_POTION_PAYS) continue;
                if (np < OAK_POTION_PAYS) memcpy(dv->potion_pays[i][disc][np], pay, OAK_ING);
                np++; /* one past the table: too many */
            }
            dv->potion_min_pay[i][disc] = (int8_t)best;
            dv->potion_pay_count[i][disc] = (int8_t)(np > OAK_POTION_PAYS ? -1 : np);
        }
    for (int e = 0; e < OAK_ELDERS; e++) {
        for (int t = 0; t < OAK_M_COUNT; t++) dv->elder_mod[e][t] = -1;
        if (e >= ek->count) continue;
        const nm_component *c = &ek->items[e];
        for (int m = c->mod_first + c->mod_count - 1; m >= c->mod_first; m--)
            if (d->mods[m].op < OAK_M_COUNT)
                dv->elder_mod[e][d->mods[m].op] = (int16_t)m;
    }
    for (int e = 0; e < d->effect_count && e < OAK_MAX_EFFECTS; e++)
        dv->effect_kind[e] = (int8_t)oak_effect_kind_scan(d, e);
    for (int e = 0; e < d->effect_count && e < OAK_MAX_EFFECTS; e++)
        dv->effect_poss[e] = (int8_t)oak_effect_poss_class(d, e);
    for (int e = 0; e < OAK_ELDERS && e < ek->count; e++) {
        for (int t = 0; t < 2; t++) {
            int v = oak_elder_mod(d, e, OAK_M_EXTRA_SLOTS, OAK_MP_SANCTUARY + t);
            dv->elder_slots[e][t] = (int16_t)(v > 0 ? v : 0);
        }
        dv->elder_own_rest[e] = oak_elder_mod(d, e, OAK_M_OWN_REST, OAK_MP_N) > 0;
    }
    for (int c = 0; c < ak->count && c < OAK_MAX_CARDS; c++) {
        struct oak_card_acts *ca = &dv->card_acts[c];
        const int32_t *f = ak->items[c].field;
        ca->temple = f[OAK_A_TEMPLE];
        ca->oak_branch = f[OAK_A_OAK_BRANCH];
        ca->oak_res = f[OAK_A_OAK_RES];
        ca->oak_cost = f[OAK_A_OAK_COST];
        for (int a = 0; a < 3; a++) {
            ca->res[a] = f[OAK_A_RES1 + 3 * a];
            ca->cost[a] = f[OAK_A_COST1 + 3 * a];
            ca->effect[a] = f[OAK_A_ACT1 + 3 * a];
            ca->op[a] = dv->act_op[c][a];
            ca->split[a] = 0;
            if (ca->op[a] == OAK_OP_CHOOSE) { /* an option some discount applies to */
                int n = 0, k = 0;
                const nm_instr *ins = nm_data_effect(d, ca->effect[a], &n);
                const int32_t *opts = nm_data_ints(d, ins[0].arg[NM_CHOOSE_OPTIONS], &k);
                for (int o = 0; o < k; o++) {
                    int m = 0;
                    const nm_instr *oi = nm_data_effect(d, opts[o], &m);
                    if (m > 0 && (oi[0].op == OAK_OP_TAKE_CREATURE || oi[0].op == OAK_OP_BREW ||
                                  oi[0].op == OAK_OP_RAISE_LIMIT))
                        ca->split[a] = 1;
                }
            }
            ca->poss[a] = (int8_t)(ca->effect[a] < 0 ? OAK_POSS_ALWAYS
                                   : ca->effect[a] < OAK_MAX_EFFECTS ? dv->effect_poss[ca->effect[a]]
                                                                     : OAK_POSS_DRUID);
        }
    }
    return 0;
}

int oak_mod_sum(const nm_data *d, const oak_state *s, int seat, int type, int sum_arg, int match0) {
    const oak_seat *p = &s->seat[seat];
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    const oak_derived *dv = d->derived;
    uint32_t bit = 1u << type;
    int sum = 0;
    for (int i = 0; i < p->creature_count; i++)
        if (!dv || (dv->creature_mods[p->creatures[i]] & bit))
            sum += mods_of(d, &ck->items[p->creatures[i]], type, sum_arg, match0);
    if (p->order >= 0 && (!dv || (dv->order_mods[p->order] & bit)))
        sum += mods_of(d, &oak_kind(d, OAK_K_ORDERS)->items[p->order], type, sum_arg, match0);
    return sum;
}

uint32_t oak_seat_mods(const nm_data *d, const oak_state *s, int seat) {
    const oak_seat *p = &s->seat[seat];
    const oak_derived *dv = d->derived;
    uint32_t m = 0;
    if (!dv) {
        const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
        for (int i = 0; i < p->creature_count; i++) m |= mods_mask(d, &ck->items[p->creatures[i]]);
        if (p->order >= 0) m |= mods_mask(d, &oak_kind(d, OAK_K_ORDERS)->items[p->order]);
        return m;
    }
    for (int i = 0; i < p->creature_count; i++) m |= dv->creature_mods[p->creatures[i]];
    if (p->order >= 0) m |= dv->order_mods[p->order];
    return m;
}

/* A modifier counts when its type is carried at all (oak_mod_sum counting them is > 0). */
int oak_has_mod(const nm_data *d, const oak_state *s, int seat, int type) {
    return (oak_seat_mods(d, s, seat) >> type) & 1u;
}

/* Extra card slots of one track from the seat's Elders (Bard, Ancient boards) and cards;
 * mods: the seat's oak_seat_mods. */
static int extra_slots(const nm_data *d, const oak_state *s, int seat, int track, uint32_t mods) {
    int n = mods >> OAK_M_EXTRA_SLOTS & 1u ? oak_mod_sum(d, s, seat, OAK_M_EXTRA_SLOTS, OAK_MP_SANCTUARY + track, -1) : 0;
    const oak_derived *dv = d->derived;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        int e = s->seat[seat].druid[i].elder;
        if (e < 0) continue;
        if (dv && e < OAK_ELDERS && track >= 0 && track < 2) {
            n += dv->elder_slots[e][track];
            continue;
        }
        int v = oak_elder_mod(d, e, OAK_M_EXTRA_SLOTS, OAK_MP_SANCTUARY + track);
        if (v > 0) n += v;
    }
    return n;
}

int oak_limit_slots(const nm_data *d, const oak_state *s, int seat, int track) {
    return s->seat[seat].limit[track] + extra_slots(d, s, seat, track, oak_seat_mods(d, s, seat));
}

/* Sanctuary/Menhir slots in use; with sanctuary_double two Sanctuaries share a slot. */
static int sanct_used(const oak_seat *p, int dbl) {
    int sanct = p->sanct_elder + p->sanct_ord;
    if (dbl) return p->menhirs + (sanct + 1) / 2;
    return p->menhirs + sanct;
}

int oak_sanct_used(const nm_data *d, const oak_state *s, int seat) {
    return sanct_used(&s->seat[seat], oak_has_mod(d, s, seat, OAK_M_SANCTUARY_DOUBLE));
}

int oak_sanct_free(const nm_data *d, const oak_state *s, int seat, int menhir) {
    const oak_seat *p = &s->seat[seat];
    uint32_t mods = oak_seat_mods(d, s, seat);
    int dbl = mods >> OAK_M_SANCTUARY_DOUBLE & 1u;
    if (!menhir && dbl && (p->sanct_elder + p->sanct_ord) % 2 == 1)
        return 1; /* a half-filled slot takes a second Sanctuary */
    return sanct_used(p, dbl) < p->limit[0] + extra_slots(d, s, seat, 0, mods);
}

int oak_creature_free(const nm_data *d, const oak_state *s, int seat) {
    const oak_seat *p = &s->seat[seat];
    if (p->creature_count >= OAK_HELD) return 0;
    return p->creature_count < p->limit[1] + extra_slots(d, s, seat, 1, oak_seat_mods(d, s, seat));
}

int oak_art_free_slot(const oak_state *s, int seat) {
    const oak_seat *p = &s->seat[seat];
    int n = p->art_ext ? 3 : 2;
    for (int i = 0; i < n; i++)
        if (p->art[i] < 0) return i;
    return -1;
}

/* The raise cost of the seat's order, less discount modifiers: fixed part and "any" part.
 * The discount takes from the "any" part first, then feathers, mistletoe, runes. */
/* The ways of taking disc off base (no resource below 0), in a fixed order: writes ways
 * first to first + cap - 1 into out and returns how many ways there are. */
static int discount_ways(const int8_t base[3], int disc, int first, int8_t (*out)[3], int cap) {
    int tot = base[0] + base[1] + base[2], k = 0;
    if (disc > tot) disc = tot;
    if (disc < 0) disc = 0;
    for (int a = disc < base[0] ? disc : base[0]; a >= 0; a--)
        for (int b = disc - a < base[1] ? disc - a : base[1]; b >= 0; b--) {
            int c = disc - a - b;
            if (c > base[2]) continue;
            if (k >= first && k - first < cap) {
                out[k - first][0] = (int8_t)(base[0] - a);
                out[k - first][1] = (int8_t)(base[1] - b);
                out[k - first][2] = (int8_t)(base[2] - c);
            }
            k++;
        }
    return k;
}

int oak_discount_options(const int8_t base[3], int disc, int idx, int8_t out[3]) {
    return discount_ways(base, disc, idx < 0 ? 0 : idx, (int8_t(*)[3])out, idx < 0 ? 0 : 1);
}

/* The order's limit cost: a fixed part and an "any" part; the discount comes off the
 * "any" part first (nothing to choose there), then off the fixed part as the player
 * chooses. Option idx = way of discounting * mixes of the "any" part + mix. */
int oak_limit_cost(const nm_data *d, const oak_state *s, int seat, int idx, int8_t out[3]) {
    int n = 0;
    const int32_t *c = nm_data_ints(d, oak_field(d, OAK_K_ORDERS, s->seat[seat].order,
                                                   OAK_O_LIMIT_COST), &n);
    int8_t f[3], fx[3] = {0, 0, 0}, mix[3] = {0, 0, 0};
    for (int r = 0; r < 3; r++) f[r] = (int8_t)(n > r ? c[r] : 0);
    int any = n > 3 ? c[3] : 0;
    int disc = oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_LIMIT);
    if (disc < 0) disc = 0;
    int da = disc < any ? disc : any;
    any -= da;
    disc -= da;
    int nm = oak_pay_options(d, s, seat, any, 0, mix);
    int nd = oak_discount_options(f, disc, 0, fx);
    if (idx >= 0 && idx < nd * nm) {
        oak_discount_options(f, disc, idx / nm, fx);
        oak_pay_options(d, s, seat, any, idx % nm, mix);
        for (int r = 0; r < 3; r++) out[r] = (int8_t)(fx[r] + mix[r]);
    }
    return nd * nm;
}

int oak_limit_cost_total(const nm_data *d, const oak_state *s, int seat) {
    int8_t c[3] = {0, 0, 0};
    oak_limit_cost(d, s, seat, 0, c);
    return c[0] + c[1] + c[2];
}

/* Payment options of n resources of any mix, in a fixed order (feathers first). Fills out
 * with option idx and returns how many options there are. */
int oak_pay_options(const nm_data *d, const oak_state *s, int seat, int n, int idx, int8_t out[3]) {
    (void)d;
    (void)s;
    (void)seat;
    int k = 0;
    for (int f = n; f >= 0; f--)
        for (int m = n - f; m >= 0; m--) {
            if (k == idx) {
                out[0] = (int8_t)f;
                out[1] = (int8_t)m;
                out[2] = (int8_t)(n - f - m);
            }
            k++;
        }
    return k;
}

int oak_limit_payments(const nm_data *d, const oak_state *s, int seat, uint32_t mods,
                       int8_t (*buf)[3], const int8_t (**pay)[3]) {
    int order = s->seat[seat].order, disc = 0;
    if (mods >> OAK_M_DISCOUNT & 1u)
        disc = oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_LIMIT);
    const oak_derived *dv = d->derived;
    if (dv && disc <= 0 && order >= 0 && order < OAK_MAX_ORDERS) { /* the common case, worked out at load */
        *pay = dv->limit_pay[order];
        return dv->limit_pay_count[order];
    }
    *pay = (const int8_t(*)[3])buf;
    return limit_costs(d, order, disc, buf, OAK_LIMIT_COSTS);
}

/* The order's distinct card-limit payments with a discount of disc. */
static int limit_costs(const nm_data *d, int order, int disc, int8_t (*out)[3], int cap) {
    int n = 0;
    const int32_t *c = nm_data_ints(d, oak_field(d, OAK_K_ORDERS, order, OAK_O_LIMIT_COST), &n);
    int8_t f[3];
    for (int r = 0; r < 3; r++) f[r] = (int8_t)(n > r ? c[r] : 0);
    int any = n > 3 ? c[3] : 0;
    if (disc < 0) disc = 0;
    int da = disc < any ? disc : any;
    any -= da;
    disc -= da;
    int8_t fx[OAK_LIMIT_COSTS][3];
    int nd = discount_ways(f, disc, 0, fx, OAK_LIMIT_COSTS);
    int nm = any < 0 ? 0 : (any + 1) * (any + 2) / 2;
    if (nd > OAK_LIMIT_COSTS || nd * nm > cap) return -1;
    int k = 0;
    for (int w = 0; w < nd; w++)
        for (int fe = any; fe >= 0; fe--)
            for (int m = any - fe; m >= 0; m--, k++) {
                out[k][0] = (int8_t)(fx[w][0] + fe);
                out[k][1] = (int8_t)(fx[w][1] + m);
                out[k][2] = (int8_t)(fx[w][2] + any - fe - m);
            }
    return k;
}

int oak_can_raise(const nm_data *d, const oak_state *s, int seat, int track) {
    return oak_can_raise_paying(d, s, seat, track, -1, 0);
}

int oak_can_raise_paying(const nm_data *d, const oak_state *s, int seat, int track, int res, int paid) {
    const oak_seat *p = &s->seat[seat];
    if (p->order < 0 || p->limit[track] >= oak_rule(d, OAK_R_LIMIT_MAX)) return 0;
    int have[3] = {p->res[0], p->res[1], p->res[2]};
    if (res >= 0 && res < 3) have[res] -= paid; /* what the action itself costs goes first */
    int8_t c[3], buf[OAK_LIMIT_COSTS][3];
    const int8_t(*pay)[3];
    int k = oak_limit_payments(d, s, seat, oak_seat_mods(d, s, seat), buf, &pay);
    if (k >= 0) {
        for (int i = 0; i < k; i++)
            if (have[0] >= pay[i][0] && have[1] >= pay[i][1] && have[2] >= pay[i][2]) return 1;
        return 0;
    }
    k = oak_limit_cost(d, s, seat, 0, c);
    for (int i = 0; i < k; i++) {
        oak_limit_cost(d, s, seat, i, c);
        if (have[0] >= c[0] && have[1] >= c[1] && have[2] >= c[2]) return 1;
    }
    return 0;
}

static int needs_elder_slot(const nm_data *d, int elder) {
    const oak_derived *dv = d->derived;
    if (dv && elder >= 0 && elder < OAK_ELDERS) return !dv->elder_own_rest[elder];
    return elder >= 0 && oak_elder_mod(d, elder, OAK_M_OWN_REST, OAK_MP_N) <= 0;
}

/* 1 when the seat's druids on rest spaces, plus extra ordinary and extra Elder druids,
 * fit the rest spaces (Elders only on spaces that hold Elders, the Recluse on its own). */
int oak_rest_fits(const nm_data *d, const oak_state *s, int seat, int extra_ord, int extra_elder) {
    return oak_rest_fits_leaving(d, s, seat, extra_ord, extra_elder, -1);
}

int oak_rest_fits_leaving(const nm_data *d, const oak_state *s, int seat, int extra_ord, int extra_elder,
                          int leaving) {
    const oak_seat *p = &s->seat[seat];
    if (p->order < 0) return 1;
    int ord = extra_ord, eld = extra_elder;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        if (p->druid[i].loc != OAK_L_REST || leaving == i) continue;
        int e = p->druid[i].elder;
        if (e < 0) ord++;
        else if (needs_elder_slot(d, e)) eld++;
    }
    int rest = oak_field(d, OAK_K_ORDERS, p->order, OAK_O_REST);
    int rest_elder = oak_field(d, OAK_K_ORDERS, p->order, OAK_O_REST_ELDER);
    uint32_t mods = oak_seat_mods(d, s, seat);
    if (mods >> OAK_M_ALL_REST_ELDER & 1u) rest_elder = rest;
    int elder_slots = rest_elder + p->sanct_elder;
    int ord_slots = rest - rest_elder + p->sanct_ord;
    if (s->in_dusk && (mods >> OAK_M_REST_SLOTS & 1u)) ord_slots += oak_mod_sum(d, s, seat, OAK_M_REST_SLOTS, OAK_MP_N, -1);
    return eld <= elder_slots && ord + eld <= elder_slots + ord_slots;
}

int oak_count_loc(const oak_state *s, int seat, int loc) {
    int n = 0;
    for (int i = 0; i < OAK_DRUIDS; i++) n += s->seat[seat].druid[i].loc == loc;
    return n;
}

int oak_elders_owned(const oak_state *s, int seat) {
    int n = 0;
    for (int i = 0; i < OAK_DRUIDS; i++) n += s->seat[seat].druid[i].elder >= 0;
    return n;
}

int oak_space_id(const nm_data *d, int branch, int index) {
    const oak_derived *dv = d->derived;
    if (dv && branch >= 0 && branch < 3 && index >= 0 && index < OAK_MAX_SPACES)
        return dv->space_at[branch][index];
    const nm_kind_data *k = oak_kind(d, OAK_K_SPACES);
    for (int i = 0; i < k->count; i++)
        if (k->items[i].field[OAK_S_BRANCH] == branch && k->items[i].field[OAK_S_INDEX] == index)
            return i;
    return -1;
}

/* The targets on a branch from the seat's druid there (on) or, without one, from the roots
 * (root: the first druid there, -1 none). */
static int climb_from(const nm_data *d, const oak_state *s, int seat, int branch, int on, int root,
                      int ignore_blocked, int8_t out[2], int8_t *druid) {
    const oak_seat *p = &s->seat[seat];
    int n = 0;
    if (on < 0) {
        if (root < 0) return 0;
        int sp = oak_space_id(d, branch, 0);
        if (sp < 0) return 0;
        out[n++] = (int8_t)sp;
        *druid = (int8_t)root;
        return n;
    }
    const oak_derived *dv = d->derived;
    int at = p->druid[on].b;
    int cur = dv && branch >= 0 && branch < 3 && at >= 0 && at < OAK_MAX_SPACES
                  ? dv->space_at[branch][at] : oak_space_id(d, branch, at);
    if (dv && cur >= 0 && cur < OAK_MAX_SPACES) {
        for (int i = 0; i < dv->next_count[cur]; i++) {
            int sp = dv->next_sp[cur][i];
            if (!ignore_blocked && (s->blocked >> sp & 1u)) continue;
            out[n++] = (int8_t)sp;
        }
        *druid = (int8_t)on;
        return n;
    }
    int len = 0;
    const int32_t *next = nm_data_ints(d, oak_field(d, OAK_K_SPACES, cur, OAK_S_NEXT), &len);
    for (int i = 0; i < len && n < 2; i++) {
        int sp = oak_space_id(d, branch, next[i]);
        if (sp < 0) continue;
        if (!ignore_blocked && (s->blocked >> sp & 1u)) continue;
        out[n++] = (int8_t)sp;
    }
    *druid = (int8_t)on;
    return n;
}

/* Spaces the seat may climb to on a branch (one, or two at a fork), and the druid that
 * climbs (or the druid that enters from the roots). Returns how many targets. */
int oak_climb_targets(const nm_data *d, const oak_state *s, int seat, int branch, int ignore_blocked,
                      int8_t out[2], int8_t *druid) {
    const oak_seat *p = &s->seat[seat];
    int on = -1, root = -1;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        if (p->druid[i].loc == OAK_L_BRANCH && p->druid[i].a == branch) on = i;
        if (p->druid[i].loc == OAK_L_ROOTS && root < 0) root = i;
    }
    return climb_from(d, s, seat, branch, on, root, ignore_blocked, out, druid);
}

void oak_climb_targets3(const nm_data *d, const oak_state *s, int seat, const int on[3], int root,
                             int8_t out[3][2], int8_t druid[3], int n[3]) {
    const oak_seat *p = &s->seat[seat];
    const oak_derived *dv = d->derived;
    for (int b = 0; b < 3; b++) {
        int at = on[b] >= 0 ? p->druid[on[b]].b : -1;
        if (!dv || on[b] < 0 || at < 0 || at >= OAK_MAX_SPACES || dv->space_at[b][at] < 0) {
            n[b] = climb_from(d, s, seat, b, on[b], root, 0, out[b], &druid[b]);
            continue;
        }
        /* climb_from's path for a druid on the branch, with the tables at hand: every
         * legal() of a turn's main action asks for the three branches */
        int cur = dv->space_at[b][at], k = 0;
        for (int i = 0; i < dv->next_count[cur]; i++) {
            int sp = dv->next_sp[cur][i];
            if (!(s->blocked >> sp & 1u)) out[b][k++] = (int8_t)sp;
        }
        n[b] = k;
        druid[b] = (int8_t)on[b];
    }
}

int oak_final_vp(const nm_data *d, const oak_state *s, int seat, int space) {
    const oak_seat *p = &s->seat[seat];
    int per = oak_field(d, OAK_K_SPACES, space, OAK_S_FINAL_PER), n = 0;
    switch (oak_field(d, OAK_K_SPACES, space, OAK_S_FINAL)) {
    case OAK_F_PER5VP: n = p->vp / 5; break;
    case OAK_F_ELDER: n = oak_elders_owned(s, seat); break;
    case OAK_F_CREATURE: n = p->creature_count + p->bot_creature_count; break;
    case OAK_F_POTION:
        for (int i = 0; i <= OAK_MAX_POTIONS; i++) n += p->brewed[i];
        break;
    case OAK_F_SANCTUARY: n = p->sanct_elder + p->sanct_ord + p->menhirs + p->bot_sanct; break;
    case OAK_F_ARTIFACT:
        for (int i = 0; i < OAK_ART_SLOTS; i++) n += p->art[i] >= 0;
        n += p->spent_count + p->bot_artifact_count;
        break;
    default: return 0;
    }
    return per * n;
}

int oak_push(nm_vm_ctx *ctx, int effect, int seat, int source) {
    if (effect < 0) return 0;
    if (nm_vm_push(ctx->vm, effect, seat, source) != 0) {
        snprintf(ctx->error, sizeof ctx->error, "effects nested deeper than %d", NM_VM_DEPTH);
        return -1;
    }
    return 0;
}

/* Schedules the trigger's effects of the seat's creatures (first card runs first). */
void oak_fire(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int trigger) {
    const oak_seat *p = &s->seat[seat];
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    for (int i = p->creature_count - 1; i >= 0; i--) {
        int c = p->creatures[i];
        oak_push(ctx, ck->items[c].trigger[trigger], seat, c);
    }
}

/* A Festival: eligible seats (VP behind the sun, or only_seat) gain their branch income. */
void oak_festival(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int only_seat) {
    int n = 0;
    const int32_t *sun_vp = oak_rule_ints(d, OAK_R_SUN_VP, &n);
    int mark = s->sun < n ? sun_vp[s->sun] : 0;
    for (int seat = s->seats - 1; seat >= 0; seat--) {
        if (only_seat >= 0 && seat != only_seat) continue;
        oak_seat *p = &s->seat[seat];
        int behind = only_seat >= 0 || p->vp < mark;
        if (seat == oak_bot(s)) {
            if (!behind) continue;
            int k = 0;
            for (int i = 0; i < OAK_DRUIDS; i++) k += p->druid[i].loc == OAK_L_BRANCH;
            for (int i = 0; i < k; i++) oak_draw_ingredient(s, seat);
            continue;
        }
        int gained[3] = {0, 0, 0};
        for (int i = 0; i < OAK_DRUIDS; i++) {
            if (p->druid[i].loc != OAK_L_BRANCH) continue;
            int sp = oak_space_id(d, p->druid[i].a, p->druid[i].b);
            int inc = oak_field(d, OAK_K_SPACES, sp, OAK_S_INCOME);
            int res = oak_field(d, OAK_K_SPACES, sp, OAK_S_BRANCH);
            if (inc <= 0) continue;
            if (behind) {
                oak_gain(s, seat, res, inc);
                gained[res] = 1;
            } else if (s->eclipse) {
                oak_gain(s, seat, res, -inc); /* Eclipse: lose what you can */
            }
        }
        int bonus = oak_mod_sum(d, s, seat, OAK_M_FESTIVAL_BONUS, OAK_MP_N, -1);
        for (int r = 0; r < 3 && bonus > 0; r++)
            if (gained[r]) oak_gain(s, seat, r, bonus);
        oak_fire(d, s, ctx, seat, OAK_TR_FESTIVAL);
    }
    if (oak_bot(s) >= 0) oak_check_bot_climb(d, s, ctx);
}

void oak_sun_advance(const nm_data *d, oak_state *s, nm_vm_ctx *ctx) {
    if (s->sun + 1 >= oak_rule(d, OAK_R_SUN_LEN)) return;
    s->sun++;
    int n = 0;
    const int32_t *sol = oak_rule_ints(d, OAK_R_SOLSTICES, &n);
    for (int i = 0; i < n; i++)
        if (sol[i] == s->sun) oak_festival(d, s, ctx, -1);
}

/* Moves a druid onto an oak space: VP (or final-space scoring), Sun token, Festival. */
void oak_climb_step(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int druid, int space,
                    int vp) {
    oak_druid *dr = &s->seat[seat].druid[druid];
    dr->loc = OAK_L_BRANCH;
    dr->a = (int8_t)oak_field(d, OAK_K_SPACES, space, OAK_S_BRANCH);
    dr->b = (int8_t)oak_field(d, OAK_K_SPACES, space, OAK_S_INDEX);
    s->seat[seat].steps++;
    if (vp) {
        if (oak_field(d, OAK_K_SPACES, space, OAK_S_FINAL) != OAK_F_NONE)
            oak_gain_vp(s, seat, oak_final_vp(d, s, seat, space), OAK_VP_BRANCH_ENDS);
        else
            oak_gain_vp(s, seat, oak_field(d, OAK_K_SPACES, space, OAK_S_VP), OAK_VP_BRANCHES);
    }
    if (s->sun_tokens >> space & 1u) {
        s->sun_tokens &= ~(1u << space);
        oak_sun_advance(d, s, ctx);
    }
}

/* The ingredients a recipe asks for (potion == count of potions: Dark Woods with `mask`
 * of kinds; otherwise mask = kind paid for the free ingredient (5: none) + 6 * required
 * kind the discount drops (5: none)). The discount first drops the free ingredient, then
 * the chosen required one, then others in order, always leaving one to pay. */
static int recipe(const nm_data *d, int potion, int discount, int mask, int8_t pay[OAK_ING]) {
    const nm_kind_data *pk = oak_kind(d, OAK_K_POTIONS);
    memset(pay, 0, OAK_ING);
    if (potion >= pk->count) {
        for (int k = 0; k < OAK_ING; k++) pay[k] = (int8_t)(mask >> k & 1);
        return 0;
    }
    int n = 0, total = 0;
    const int32_t *need = nm_data_ints(d, oak_field(d, OAK_K_POTIONS, potion, OAK_P_NEED), &n);
    for (int k = 0; k < OAK_ING && k < n; k++) pay[k] = (int8_t)need[k];
    int any = oak_field(d, OAK_K_POTIONS, potion, OAK_P_ANY);
    for (int k = 0; k < OAK_ING; k++) total += pay[k];
    int other = mask % 6, drop = mask / 6, disc = discount;
    if (mask < 0 || drop > 5) return -1;
    while (disc > 0 && any > 0) { any--; disc--; }
    if ((disc > 0 && total > 1) != (drop < OAK_ING)) return -1;
    if (drop < OAK_ING && pay[drop] == 0) return -1;
    for (int k = drop < OAK_ING ? drop : 0, i = 0; i < OAK_ING && disc > 0; i++, k = (k + 1) % OAK_ING)
        while (disc > 0 && pay[k] > 0 && total > 1) { pay[k]--; total--; disc--; }
    if (any > 0) {
        if (other >= OAK_ING) return -1;
        pay[other] = (int8_t)(pay[other] + any);
    } else if (other != OAK_ING) {
        return -1; /* no free ingredient to choose */
    }
    return 0;
}

int oak_potion_variants(const nm_data *d, int potion, int discount, int out[36]) {
    int any = oak_field(d, OAK_K_POTIONS, potion, OAK_P_ANY), n = 0;
    int other_lo = any > discount ? 0 : OAK_ING, drop_lo = discount > any ? 0 : OAK_ING;
    for (int drop = drop_lo; drop <= OAK_ING; drop++)
        for (int other = other_lo; other <= OAK_ING; other++) out[n++] = other + 6 * drop;
    return n;
}

int oak_potion_need(const nm_data *d, int potion, int discount, int mask, int k) {
    int8_t pay[OAK_ING];
    return recipe(d, potion, discount, mask, pay) == 0 ? pay[k] : 0;
}

int oak_potion_cost(const nm_data *d, const oak_state *s, int seat, int potion, int discount,
                    int mask, int8_t pay[OAK_ING]) {
    const oak_seat *p = &s->seat[seat];
    const nm_kind_data *pk = oak_kind(d, OAK_K_POTIONS);
    if (recipe(d, potion, discount, mask, pay) != 0) return -1;
    int missing = 0;
    for (int k = 0; k < OAK_ING; k++)
        if (p->ing[k] < pay[k]) missing += pay[k] - p->ing[k];
    if (missing == 0) return 0;
    if (potion >= pk->count || !oak_has_mod(d, s, seat, OAK_M_POTION_SUBSTITUTE)) return -1;
    /* Fear Dearg: each missing required ingredient is replaced by two others. Here they
     * are counted from the kinds held beyond the recipe, to judge that the brew is
     * possible; the brew op lets the player pick them one by one. */
    for (int k = 0; k < OAK_ING; k++)
        if (p->ing[k] < pay[k]) pay[k] = p->ing[k];
    for (int need = 2 * missing; need > 0; need--) {
        int pick = -1;
        for (int k = 0; k < OAK_ING; k++)
            if (p->ing[k] > pay[k] && (pick < 0 || p->ing[k] - pay[k] > p->ing[pick] - pay[pick])) pick = k;
        if (pick < 0) return -1;
        pay[pick]++;
    }
    return 0;
}

/* Best Dark Woods recipe the seat can brew: returns its VP (0 none) and the kinds paid. */
int oak_dark_woods_best(const nm_data *d, const oak_state *s, int seat, int8_t pay[OAK_ING]) {
    int nk = 0, nv = 0, have = 0;
    const int32_t *kinds = oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
    const int32_t *vps = oak_rule_ints(d, OAK_R_DW_VP, &nv);
    for (int k = 0; k < OAK_ING; k++) have += s->seat[seat].ing[k] > 0;
    int best = -1;
    for (int i = 0; i < nk && i < nv; i++)
        if (kinds[i] <= have && (best < 0 || vps[i] > vps[best])) best = i;
    memset(pay, 0, OAK_ING);
    if (best < 0) return 0;
    /* pay the kinds held in largest numbers: Broichan keeps what he is collecting least */
    for (int taken = 0; taken < kinds[best]; taken++) {
        int pick = -1;
        for (int k = 0; k < OAK_ING; k++)
            if (!pay[k] && s->seat[seat].ing[k] > 0 &&
                (pick < 0 || s->seat[seat].ing[k] > s->seat[seat].ing[pick]))
                pick = k;
        pay[pick] = 1;
    }
    return vps[best];
}

/* Draws one random ingredient from the bag for the seat; returns its kind or -1. */
int oak_draw_ingredient(oak_state *s, int seat) {
    int total = 0;
    for (int k = 0; k < OAK_ING; k++) total += s->bag[k];
    if (total <= 0) return -1;
    int r = (int)nm_rng_below(&s->h.rng, (uint32_t)total);
    for (int k = 0; k < OAK_ING; k++) {
        if (r < s->bag[k]) {
            s->bag[k]--;
            s->seat[seat].ing[k]++;
            s->h.reveals++;
            return k;
        }
        r -= s->bag[k];
    }
    return -1;
}

void oak_refill_rows(oak_state *s) {
    for (int i = 0; i < OAK_ROW; i++) {
        if (s->row[i] < 0 && s->deck_count > 0) {
            s->row[i] = s->deck[--s->deck_count];
            s->deck[s->deck_count] = 0;
            s->h.reveals++;
        }
        if (s->arow[i] < 0 && s->apile_count > 0) {
            s->arow[i] = s->apile[--s->apile_count];
            s->apile[s->apile_count] = 0;
            s->h.reveals++;
        }
    }
}

void oak_take_creature_card(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int seat, int c) {
    oak_seat *p = &s->seat[seat];
    oak_gain_vp(s, seat, oak_field(d, OAK_K_CREATURES, c, OAK_C_VP), OAK_VP_CREATURES);
    if (seat == oak_bot(s)) {
        p->bot_creatures[p->bot_creature_count++] = (int8_t)c;
        return;
    }
    p->creatures[p->creature_count++] = (int8_t)c;
    oak_push(ctx, oak_kind(d, OAK_K_CREATURES)->items[c].effect, seat, c);
}

void oak_place_artifact(const nm_data *d, oak_state *s, int seat, int a) {
    oak_seat *p = &s->seat[seat];
    oak_gain_vp(s, seat, oak_rule(d, OAK_R_ART_START_VP), OAK_VP_ARTIFACTS);
    if (seat == oak_bot(s)) {
        p->bot_artifacts[p->bot_artifact_count++] = (int8_t)a;
        return;
    }
    int slot = oak_art_free_slot(s, seat);
    if (slot < 0) return;
    p->art[slot] = (int8_t)a;
    p->art_pos[slot] = 0;
}
