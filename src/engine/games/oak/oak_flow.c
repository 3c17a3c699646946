/* oak_flow.c - the flow of a game of Oak: setup, order choice, the Day's turns (temple and
 * Oak actions, special actions, free actions, passing and gathering), Dusk, Dawn, final
 * scoring and the tie-break. Effects run in the VM; placements ask for the druid, the
 * second druid and the optional extra Oak action as game decisions. */
#include <stdio.h>
#include <string.h>
#define OAK_INLINE_FIELDS 1
#include "oak.h"

static int players_eff(const oak_state *s) { return s->solo ? 2 : s->h.players; }

const int8_t oak_perm3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* ---------------------------------------------------------------- setup */

static void shuffle8(nm_rng *rng, int8_t *v, int n) {
    for (int i = n - 1; i > 0; i--) {
        int r = (int)nm_rng_below(rng, (uint32_t)(i + 1));
        int8_t t = v[i];
        v[i] = v[r];
        v[r] = t;
    }
}

static void fill_forest(oak_state *s, int n) {
    for (int i = 0; i < OAK_FOREST && n > 0; i++) {
        if (s->forest[i] >= 0) continue;
        int total = 0;
        for (int k = 0; k < OAK_ING; k++) total += s->bag[k];
        if (total == 0) return;
        int r = (int)nm_rng_below(&s->h.rng, (uint32_t)total);
        for (int k = 0; k < OAK_ING; k++) {
            if (r < s->bag[k]) {
                s->bag[k]--;
                s->forest[i] = (int8_t)k;
                break;
            }
            r -= s->bag[k];
        }
        s->h.reveals++;
        n--;
    }
}

static int order_picker(const oak_state *s) {
    int n = s->h.players, i = n - s->order_pick; /* i-th pick, counter-clockwise from first-1 */
    return ((s->first - 1 - i) % n + n) % n;
}

int oak_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err) {
    oak_state *s = state;
    if (su->players < 1 || su->players > OAK_MAX_PLAYERS) {
        nm_errors_add(err, "oak: %d players (the game takes 1 to %d; 1 is solo against Broichan)",
                      su->players, OAK_MAX_PLAYERS);
        return -1;
    }
    nm_rng_seed(&s->h.rng, su->seed);
    s->h.players = (int8_t)su->players;
    nm_vm_reset(&s->vm);
    s->solo = su->players == 1;
    s->seats = (int8_t)(s->solo ? 2 : su->players);
    s->eclipse = (int8_t)su->option[OAK_OPT_ECLIPSE];
    s->round = 1;
    s->sun = 0;
    s->pend.druid = -1;
    const nm_kind_data *sk = oak_kind(d, OAK_K_SPACES);
    for (int i = 0; i < sk->count; i++) {
        int need = sk->items[i].field[OAK_S_SUN];
        if (need > 0 && players_eff(s) >= need) s->sun_tokens |= 1u << i;
    }
    const nm_kind_data *ik = oak_kind(d, OAK_K_ING);
    for (int k = 0; k < OAK_ING && k < ik->count; k++) s->bag[k] = (int8_t)ik->items[k].field[OAK_I_COUNT];
    memset(s->forest, -1, sizeof s->forest);
    fill_forest(s, players_eff(s) + oak_rule(d, OAK_R_FOREST_EXTRA));
    /* one potion of each level on the board, the others in the box */
    const nm_kind_data *pk = oak_kind(d, OAK_K_POTIONS);
    for (int lvl = 1; lvl <= 3; lvl++) {
        int8_t cand[OAK_MAX_POTIONS];
        int n = 0;
        for (int i = 0; i < pk->count; i++)
            if (pk->items[i].field[OAK_P_LEVEL] == lvl) cand[n++] = (int8_t)i;
        s->potion_row[lvl - 1] = -1;
        if (n == 0) continue;
        int pick = (int)nm_rng_below(&s->h.rng, (uint32_t)n);
        s->potion_row[lvl - 1] = cand[pick];
        for (int i = 0; i < n; i++)
            if (i != pick) s->box[s->box_count++] = cand[i];
    }
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    for (int i = 0; i < ck->count; i++) s->deck[s->deck_count++] = (int8_t)i;
    shuffle8(&s->h.rng, s->deck, s->deck_count);
    const nm_kind_data *ak = oak_kind(d, OAK_K_ARTIFACTS);
    for (int i = 0; i < ak->count; i++) s->apile[s->apile_count++] = (int8_t)i;
    shuffle8(&s->h.rng, s->apile, s->apile_count);
    memset(s->row, -1, sizeof s->row);
    memset(s->arow, -1, sizeof s->arow);
    oak_refill_rows(s);
    s->sanct_pile = (int8_t)oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_COUNT];
    int nn = 0;
    const int32_t *nsp = oak_rule_ints(d, OAK_R_NEUTRAL_SPACE, &nn);
    for (int t = 0; t < 3; t++) s->neutral[t] = -1;
    if (players_eff(s) <= 2)
        for (int t = 0; t < 3; t++) s->neutral[t] = (int8_t)nsp[t];
    else if (players_eff(s) == 3)
        s->neutral[oak_rule(d, OAK_R_NEUTRAL_3P)] = (int8_t)nsp[oak_rule(d, OAK_R_NEUTRAL_3P)];
    const nm_kind_data *asm_k = oak_kind(d, OAK_K_ASSEMBLY);
    for (int p = 0; p < s->seats; p++) {
        oak_seat *ps = &s->seat[p];
        memset(ps->art, -1, sizeof ps->art);
        ps->private_potion = -1;
        ps->order = -1;
        for (int i = 0; i < OAK_DRUIDS; i++) {
            ps->druid[i].elder = -1;
            ps->druid[i].loc = OAK_L_ROOTS;
        }
        if (p == oak_bot(s)) continue;
        for (int i = 0; i < oak_rule(d, OAK_R_START_REST) && i < OAK_DRUIDS; i++)
            ps->druid[i].loc = OAK_L_REST;
        for (int r = 0; r < OAK_RES; r++) ps->res[r] = (int8_t)oak_rule(d, OAK_R_START_RES);
        ps->limit[0] = ps->limit[1] = (int8_t)oak_rule(d, OAK_R_LIMIT_START);
        for (int c = 0; c < asm_k->count; c++) ps->card[c] = (int8_t)(asm_k->items[c].field[OAK_A_STARTING] ? 1 : 0);
    }
    if (s->solo) {
        const nm_kind_data *bk = oak_kind(d, OAK_K_BOT);
        for (int i = 0; i < bk->count; i++) s->bot_deck[s->bot_deck_count++] = (int8_t)i;
        shuffle8(&s->h.rng, s->bot_deck, s->bot_deck_count);
    }
    s->h.reveals = 0; /* the opening layout is not something undo could cross */
    s->first = (int8_t)(s->solo ? 1 : 0);
    s->phase = OAK_PHASE_ORDERS;
    s->order_pick = (int8_t)su->players;
    s->current = (int8_t)(s->solo ? 0 : order_picker(s));
    s->h.to_move = s->current;
    return 0;
}

/* ---------------------------------------------------------------- placement rules */

static int druid_ignores(const nm_data *d, const oak_state *s, int seat, int i) {
    int e = s->seat[seat].druid[i].elder;
    if (e < 0) return 0;
    return oak_elder_mod(d, e, OAK_M_IGNORE_OCCUPIED, -1) > 0 ||
           oak_has_mod(d, s, seat, OAK_M_ELDERS_IGNORE_OCCUPIED);
}

static int space_occupied(const oak_state *s, int t, int sp) {
    if (t < 3 && s->neutral[t] == sp) return 1;
    for (int p = 0; p < s->seats; p++)
        for (int i = 0; i < OAK_DRUIDS; i++)
            if (s->seat[p].druid[i].loc == OAK_L_TEMPLE && s->seat[p].druid[i].a == t &&
                s->seat[p].druid[i].b == sp)
                return 1;
    return 0;
}

static int placement_disc(const nm_data *d, const oak_state *s, int seat, int druid) {
    int v = oak_elder_mod(d, s->seat[seat].druid[druid].elder, OAK_M_PLACEMENT_DISCOUNT, OAK_MP_N);
    return v > 0 ? v : 0;
}

/* The seat's discounts on temple actions (oak_mod_sum): on every one, on taking a
 * Creature, on moving a card-limit marker. */
typedef struct temple_disc {
    int temple, creature, limit;
} temple_disc;

/* mods: the seat's oak_seat_mods. */
static temple_disc temple_discounts(const nm_data *d, const oak_state *s, int seat, uint32_t mods) {
    temple_disc td = {0, 0, 0};
    if (mods >> OAK_M_DISCOUNT & 1u) {
        td.temple = oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_TEMPLE);
        td.creature = oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_CREATURE);
        td.limit = oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_LIMIT);
    }
    return td;
}

/* The brewing discount of the druid (the Ovate's "une Ressource de moins"). */
static int brew_disc(const nm_data *d, const oak_state *s, int seat, int druid) {
    int v = oak_elder_mod(d, s->seat[seat].druid[druid].elder, OAK_M_BREW_DISCOUNT, OAK_MP_N);
    return v > 0 ? v : 0;
}

/* The discount an action gets for what its first op does: taking a Creature (Fear Gorta),
 * brewing (the Ovate's bdisc), moving a card-limit marker (The Unseelie Court). */
static inline int op_disc(int op, const temple_disc *td, int bdisc) {
    return op == OAK_OP_TAKE_CREATURE ? td->creature
         : op == OAK_OP_BREW         ? bdisc
         : op == OAK_OP_RAISE_LIMIT  ? td->limit
                                     : 0;
}

static inline int clamp0(int v) { return v < 0 ? 0 : v; }

/* What a temple action costs a druid: paid of resource res at placement. A choose whose
 * options cost differently (nopt > 0) pays its cheapest option there, and option k's
 * extra[k] more once chosen; nopt is 0 otherwise. effect: the action's effect list, and
 * opt[k] each option's. */
typedef struct act_pay {
    int res, paid, effect, nopt;
    int8_t extra[OAK_CHOOSE_MAX];
    int32_t opt[OAK_CHOOSE_MAX];
} act_pay;

static void temple_payment(const nm_data *d, const oak_state *s, int seat, int card, int act, int druid,
                           act_pay *ap) {
    temple_disc td = temple_discounts(d, s, seat, oak_seat_mods(d, s, seat));
    int pd = placement_disc(d, s, seat, druid), bd = brew_disc(d, s, seat, druid), n = 0;
    int base = oak_field(d, OAK_K_ASSEMBLY, card, OAK_A_COST1 + 3 * act) - td.temple - pd;
    ap->res = oak_field(d, OAK_K_ASSEMBLY, card, OAK_A_RES1 + 3 * act);
    ap->effect = oak_field(d, OAK_K_ASSEMBLY, card, OAK_A_ACT1 + 3 * act);
    ap->nopt = 0;
    const nm_instr *ins = nm_data_effect(d, ap->effect, &n);
    ap->paid = clamp0(base - (n > 0 ? op_disc(ins[0].op, &td, bd) : 0));
    if (n == 0 || ins[0].op != OAK_OP_CHOOSE) return;
    int k = 0, lo = 99, hi = 0, cost[OAK_CHOOSE_MAX] = {0};
    const int32_t *opts = nm_data_ints(d, ins[0].arg[OAK_CHOOSE_OPTIONS], &k);
    if (k > OAK_CHOOSE_MAX) k = OAK_CHOOSE_MAX;
    for (int o = 0; o < k; o++) {
        int m = 0;
        const nm_instr *oi = nm_data_effect(d, opts[o], &m);
        cost[o] = clamp0(base - (m > 0 ? op_disc(oi[0].op, &td, bd) : 0));
        lo = cost[o] < lo ? cost[o] : lo;
        hi = cost[o] > hi ? cost[o] : hi;
        ap->opt[o] = opts[o];
    }
    if (k == 0 || lo == hi) return; /* every option costs the same: paid in full now */
    ap->paid = lo;
    ap->nopt = k;
    for (int o = 0; o < OAK_CHOOSE_MAX; o++) ap->extra[o] = (int8_t)(o < k ? cost[o] - lo : 0);
}

/* Whether druid i can pay for temple action (card, act) with `more` of its resource spent
 * besides (an extra Oak action), and carry it out with what is left: a card the action
 * takes is checked against the card limit after the action's own cost ("Limite de
 * Cartes": without a free slot, once the raise is paid, the action cannot be done). */
static int temple_act_ok(const nm_data *d, const oak_state *s, int seat, int card, int act, int i,
                         int more) {
    act_pay ap;
    temple_payment(d, s, seat, card, act, i, &ap);
    int have = s->seat[seat].res[ap.res] - more;
    if (ap.nopt == 0)
        return have >= ap.paid && oak_effect_possible_paying(d, s, seat, ap.effect, i, ap.res, ap.paid + more);
    for (int o = 0; o < ap.nopt; o++) {
        int c = ap.paid + ap.extra[o];
        if (have >= c && oak_effect_possible_paying(d, s, seat, ap.opt[o], i, ap.res, c + more)) return 1;
    }
    return 0;
}

static int rest_count(const oak_state *s, int seat) { return oak_count_loc(s, seat, OAK_L_REST); }

/* Whether one of the seat's druids is at loc (oak_count_loc > 0, stopping at the first). */
static int has_loc(const oak_state *s, int seat, int loc) {
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (s->seat[seat].druid[i].loc == loc) return 1;
    return 0;
}

/* Whether the effect can be carried out once druid i has left its rest space for the action
 * space (it frees a rest space): for the special spaces, which cost no resources. */
static int possible_after_placing(const nm_data *d, const oak_state *s, int seat, int i, int effect) {
    return oak_effect_possible_placing(d, s, seat, effect, i);
}

/* How the answer of possible_after_placing for the effect depends on the druid (OAK_POSS_*). */
static int poss_class(const nm_data *d, int effect) {
    const oak_derived *dv = d->derived;
    if (effect < 0) return OAK_POSS_ALWAYS; /* no effect list: nothing to judge */
    return dv && effect < OAK_MAX_EFFECTS ? dv->effect_poss[effect] : OAK_POSS_DRUID;
}

static int temple_druid_ok(const nm_data *d, const oak_state *s, int seat, int card, int phys,
                           int act, int i) {
    const oak_seat *p = &s->seat[seat];
    if (p->druid[i].loc != OAK_L_REST) return 0;
    int t = oak_field(d, OAK_K_ASSEMBLY, card, OAK_A_TEMPLE);
    if (t != OAK_T_HEART && space_occupied(s, t, phys) && !druid_ignores(d, s, seat, i) &&
        rest_count(s, seat) < 2)
        return 0;
    return temple_act_ok(d, s, seat, card, act, i, 0);
}

/* Action spaces a physical temple space may act as (itself, plus temple_as modifiers);
 * mods is the seat's oak_seat_mods. */
static int act_spaces(const nm_data *d, const oak_state *s, int seat, uint32_t mods, int phys, int out[3]) {
    int n = 0, seen[3] = {0, 0, 0};
    seen[phys] = 1;
    out[n++] = phys;
    if (!(mods >> OAK_M_TEMPLE_AS & 1u)) return n;
    const oak_seat *p = &s->seat[seat];
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    for (int c = 0; c < p->creature_count; c++) {
        const nm_component *it = &ck->items[p->creatures[c]];
        for (int m = it->mod_first; m < it->mod_first + it->mod_count; m++)
            if (d->mods[m].op == OAK_M_TEMPLE_AS) {
                int a = d->mods[m].arg[OAK_MP_STONES] - 1;
                if (a >= 0 && a < 3 && !seen[a]) {
                    seen[a] = 1;
                    out[n++] = a;
                }
            }
    }
    return n;
}

/* mods: the seat's oak_seat_mods. */
static int special_elder(const nm_data *d, const oak_state *s, int seat, uint32_t mods, int where) {
    if (mods >> OAK_M_ELDER_SPACES_OPEN & 1u) return 0;
    if (where == 2) return 1; /* the Menhir space is for Elders */
    if (where >= 3) return 0;
    return oak_field(d, OAK_K_ORDERS, s->seat[seat].order, where == 0 ? OAK_O_SP1_ELDER : OAK_O_SP2_ELDER);
}

/* The Menhir's cost with this druid, payment idx (the player chooses which resources the
 * discounts come off); returns how many distinct payments there are. */
int oak_menhir_cost(const nm_data *d, const oak_state *s, int seat, int druid, int idx, int8_t out[3]) {
    int c = oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_MENHIR_COST];
    int8_t base[3] = {(int8_t)c, (int8_t)c, (int8_t)c};
    int disc = placement_disc(d, s, seat, druid) + oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_MENHIR);
    out[0] = out[1] = out[2] = 0;
    return oak_discount_options(base, disc, idx, out);
}

static int special_effect(const nm_data *d, const oak_state *s, int seat, int where) {
    const oak_seat *p = &s->seat[seat];
    if (where < 2) return oak_field(d, OAK_K_ORDERS, p->order, where == 0 ? OAK_O_SP1 : OAK_O_SP2);
    if (where >= 3) {
        int a = p->art[where - 3];
        return a >= 0 ? oak_kind(d, OAK_K_ARTIFACTS)->items[a].effect : -1;
    }
    return -1;
}

static int special_open(const nm_data *d, const oak_state *s, int seat, int where) {
    const oak_seat *p = &s->seat[seat];
    if (p->order < 0) return 0;
    if (where < 2) {
        if (special_effect(d, s, seat, where) < 0) return 0;
        for (int i = 0; i < OAK_DRUIDS; i++)
            if (p->druid[i].loc == OAK_L_ORDER && p->druid[i].a == where) return 0;
        return 1;
    }
    if (where == 2) {
        if (s->sanct_pile <= 0 || has_loc(s, seat, OAK_L_MENHIR)) return 0;
        return p->limit[0] < oak_rule(d, OAK_R_LIMIT_MAX) || oak_sanct_free(d, s, seat, 1);
    }
    int slot = where - 3, a = slot < OAK_ART_SLOTS ? p->art[slot] : -1;
    if (a < 0) return 0;
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (p->druid[i].loc == OAK_L_ARTIFACT && p->druid[i].b == a) return 0;
    int n = 0;
    const int32_t *dial = nm_data_ints(d, oak_field(d, OAK_K_ARTIFACTS, a, OAK_AR_DIAL), &n);
    return p->art_pos[slot] < n && p->vp >= dial[p->art_pos[slot]];
}

/* Whether druid i can erect the Menhir with payment k. */
static int menhir_pay_ok(const nm_data *d, const oak_state *s, int seat, int i, int k) {
    const oak_seat *p = &s->seat[seat];
    int8_t c[3];
    oak_menhir_cost(d, s, seat, i, k, c);
    for (int r = 0; r < 3; r++)
        if (p->res[r] < c[r]) return 0;
    if (!oak_sanct_free(d, s, seat, 1)) {
        /* Manon: the limit may be raised during the action, at the order's price */
        int total = p->res[0] + p->res[1] + p->res[2] - c[0] - c[1] - c[2];
        if (total < oak_limit_cost_total(d, s, seat)) return 0;
    }
    return 1;
}

/* Whether druid i may take the special space where (not the Menhir: its druids are judged
 * per payment, menhir_pay_ok). */
static int special_druid_ok(const nm_data *d, const oak_state *s, int seat, uint32_t mods, int where,
                            int i) {
    const oak_seat *p = &s->seat[seat];
    if (p->druid[i].loc != OAK_L_REST) return 0;
    if (special_elder(d, s, seat, mods, where) && p->druid[i].elder < 0) return 0;
    return possible_after_placing(d, s, seat, i, special_effect(d, s, seat, where));
}

/* ---------------------------------------------------------------- legal actions */

/* nm_actions_push with the game's int kinds and targets (a full list drops the action). */
static void push(nm_action_list *out, int kind, int target, int p0, int p1, int p2) {
    nm_actions_push(out, (uint16_t)kind, (uint16_t)target, p0, p1, p2);
}

/* One druid per kind (ordinary, or each Elder): they act alike. */
static int druid_rep(const oak_state *s, int seat, int i) {
    const oak_druid *dr = &s->seat[seat].druid[i];
    for (int j = 0; j < i; j++) {
        const oak_druid *o = &s->seat[seat].druid[j];
        if (o->loc == dr->loc && o->elder == dr->elder && (dr->elder >= 0 || o->elder < 0)) return 0;
    }
    return 1;
}

static int oak_pay_ok(const oak_seat *p, const int8_t c[3]) {
    return p->res[0] >= c[0] && p->res[1] >= c[1] && p->res[2] >= c[2];
}

/* mods: the seat's oak_seat_mods (the modifier look-ups below are gated on it). */
static void legal_free(const nm_data *d, const oak_state *s, int seat, uint32_t mods,
                       nm_action_list *out) {
    const oak_seat *p = &s->seat[seat];
    int held = p->ing[0] + p->ing[1] + p->ing[2] + p->ing[3] + p->ing[4];
    for (int a = 0; a < OAK_ING && held >= 2; a++) {
        if (p->ing[a] < 1) continue;
        for (int b = a; b < OAK_ING; b++) {
            if (a == b ? p->ing[a] < 2 : p->ing[b] < 1) continue;
            for (int r = 0; r < 3; r++)
                if (p->res[r] < OAK_RES_MAX) push(out, OAK_ACT_TRADE, 0, a, b, r);
        }
    }
    /* limit raises: the payments the seat can afford, judged once for both tracks */
    int lmax = oak_rule(d, OAK_R_LIMIT_MAX);
    int open[2] = {p->order >= 0 && p->limit[0] < lmax, p->order >= 0 && p->limit[1] < lmax};
    if (open[0] || open[1]) {
        int8_t lc[OAK_LIMIT_COSTS][3];
        const int8_t(*pay)[3];
        int nlc = oak_limit_payments(d, s, seat, mods, lc, &pay);
        if (nlc >= 0) {
            /* oak_can_raise holds exactly when one of these payments is affordable */
            int ok[OAK_LIMIT_COSTS], nok = 0;
            for (int i = 0; i < nlc; i++)
                if (oak_pay_ok(p, pay[i])) ok[nok++] = i;
            for (int t = 0; t < 2; t++)
                for (int i = 0; i < nok && open[t]; i++) push(out, OAK_ACT_LIMIT, 0, t, ok[i], 0);
        } else {
            for (int t = 0; t < 2; t++) {
                if (!open[t] || !oak_can_raise(d, s, seat, t)) continue;
                int8_t c[3];
                int k = oak_limit_cost(d, s, seat, 0, c);
                for (int i = 0; i < k; i++) {
                    oak_limit_cost(d, s, seat, i, c);
                    if (oak_pay_ok(p, c)) push(out, OAK_ACT_LIMIT, 0, t, i, 0);
                }
            }
        }
    }
    /* the refreshed cards go under the pile in the order the player chooses */
    int full[2] = {1, 1};
    for (int i = 0; i < OAK_ROW; i++) {
        full[0] &= s->row[i] >= 0;
        full[1] &= s->arow[i] >= 0;
    }
    if (!p->refreshed[0] && p->res[OAK_MISTLETOE] >= 1 && s->deck_count > 0)
        for (int k = 0; k < (full[0] ? 6 : 1); k++) push(out, OAK_ACT_REFRESH, 0, 0, k, 0);
    if (!p->refreshed[1] && p->res[OAK_RUNE] >= 1 && s->apile_count > 0)
        for (int k = 0; k < (full[1] ? 6 : 1); k++) push(out, OAK_ACT_REFRESH, 0, 1, k, 0);
    for (int f = 0; f < 3 && (mods >> OAK_M_CONVERT_FROM & 1u); f++)
        if (p->res[f] > 0 && oak_mod_sum(d, s, seat, OAK_M_CONVERT_FROM, -1, f) > 0)
            for (int t = 0; t < 3; t++)
                if (t != f && p->res[t] < OAK_RES_MAX) push(out, OAK_ACT_CONVERT, 0, f, t, 0);
    if (mods >> OAK_M_INGREDIENT_TRADE & 1u)
        for (int k = 0; k < OAK_ING; k++)
            for (int r = 0; r < 3 && p->ing[k] > 0; r++)
                if (p->res[r] < OAK_RES_MAX) push(out, OAK_ACT_ING_TRADE, 0, k, r, 0);
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    for (int i = 0; i < p->creature_count && (mods >> OAK_M_DISCARD_FOR_VP & 1u); i++) {
        const nm_component *c = &ck->items[p->creatures[i]];
        for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
            if (d->mods[m].op == OAK_M_DISCARD_FOR_VP) push(out, OAK_ACT_CARW, 0, p->creatures[i], 0, 0);
    }
}

/* Bit per ingredient kind lying in the forest, eight places at a time (a byte of x ^ k
 * is zero where kind k lies). */
static unsigned forest_kinds(const oak_state *s) {
    _Static_assert(OAK_FOREST % 8 == 0, "the forest is read in words of 8 places");
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    unsigned seen = 0;
    for (int w = 0; w < OAK_FOREST / 8; w++) {
        uint64_t x;
        memcpy(&x, s->forest + 8 * w, sizeof x);
        for (unsigned k = 0; k < OAK_ING; k++) {
            uint64_t y = x ^ (ones * k);
            if ((y - ones) & ~y & highs) seen |= 1u << k;
        }
    }
    return seen;
}

/* Pushes the seat's gathering actions (gather_open tells whether there are any). */
static void gather_options(const nm_data *d, const oak_state *s, int seat, nm_action_list *out) {
    int roots = has_loc(s, seat, OAK_L_ROOTS);
    uint32_t mods = oak_seat_mods(d, s, seat);
    int free_g = (mods >> OAK_M_GATHER_FREE) & 1u;
    unsigned seen = forest_kinds(s);
    for (int k = 0; k < OAK_ING; k++) {
        if (!(seen >> k & 1u)) continue;
        if (roots) push(out, OAK_ACT_GATHER, 0, k, 0, 0);
        if (free_g) push(out, OAK_ACT_GATHER, 0, k, 1, 0);
    }
    if (seen && (roots || free_g) && (mods >> OAK_M_GATHER_FROM_BAG & 1u))
        for (int k = 0; k < OAK_ING; k++)
            for (int f = 0; f < OAK_ING && s->bag[k] > 0; f++)
                if (seen >> f & 1u) push(out, OAK_ACT_GATHER_BAG, 0, k, f, 0);
}

/* Whether the seat has a gathering action (gather_options pushes some): an ingredient lies
 * in the forest and a druid waits on the roots, or the seat gathers without one. */
static int gather_open(const nm_data *d, const oak_state *s, int seat) {
    if (!has_loc(s, seat, OAK_L_ROOTS) && !oak_has_mod(d, s, seat, OAK_M_GATHER_FREE)) return 0;
    for (int i = 0; i < OAK_FOREST; i++)
        if (s->forest[i] >= 0) return 1;
    return 0;
}

static void legal_pending(const nm_data *d, const oak_state *s, nm_action_list *out) {
    int seat = s->current;
    const oak_pending *pe = &s->pend;
    const oak_seat *p = &s->seat[seat];
    if (pe->step == OAK_PEND_DRUID) {
        uint32_t mods = oak_seat_mods(d, s, seat);
        for (int i = 0; i < OAK_DRUIDS; i++) {
            if (!druid_rep(s, seat, i)) continue;
            if (pe->kind == OAK_ACT_SPECIAL && pe->where == 2) {
                /* the Menhir: one action per distinct payment the druid allows */
                if (p->druid[i].loc != OAK_L_REST || (special_elder(d, s, seat, mods, 2) && p->druid[i].elder < 0))
                    continue;
                int8_t c[3];
                int k = oak_menhir_cost(d, s, seat, i, 0, c);
                for (int j = 0; j < k; j++)
                    if (menhir_pay_ok(d, s, seat, i, j)) push(out, OAK_ACT_DRUID, 0, i, j, 0);
                continue;
            }
            int ok = pe->kind == OAK_ACT_TEMPLE
                         ? temple_druid_ok(d, s, seat, pe->card, pe->phys, pe->act, i)
                         : special_druid_ok(d, s, seat, mods, pe->where, i);
            if (ok) push(out, OAK_ACT_DRUID, 0, i, 0, 0);
        }
    } else if (pe->step == OAK_PEND_SECOND) {
        for (int i = 0; i < OAK_DRUIDS; i++)
            if (p->druid[i].loc == OAK_L_REST && druid_rep(s, seat, i)) push(out, OAK_ACT_SECOND, 0, i, 0, 0);
    } else if (pe->step == OAK_PEND_DUSK) {
        int opt[OAK_DRUIDS], n = oak_dusk_options(d, s, seat, opt);
        for (int i = 0; i < n; i++) push(out, OAK_ACT_DUSK, 0, opt[i], 0, 0);
    } else if (pe->step == OAK_PEND_EXTRA) {
        push(out, OAK_ACT_EXTRA_OAK, 0, 0, 0, 0);
        int b = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_OAK_BRANCH);
        int8_t t[2], dr;
        int nt = oak_climb_targets(d, s, seat, b, 0, t, &dr);
        for (int i = 0; i < nt; i++) push(out, OAK_ACT_EXTRA_OAK, 0, 1, t[i], 0);
    }
}

/* What the main turn's legal() reads of the current seat's druids, in one pass. */
typedef struct seat_scan {
    int rests;                   /* druids on rest spaces */
    int nreps, reps[OAK_DRUIDS]; /* one druid per kind on the rest spaces (druid_rep) */
    unsigned locs;               /* bit per OAK_L_* where one of them is */
    unsigned orders;             /* bit per order special space with one of them */
    int on[3], root;             /* the last on each branch, the first on the roots (-1 none) */
} seat_scan;

static void scan_seat(const oak_state *s, int seat, seat_scan *sc) {
    const oak_seat *p = &s->seat[seat];
    /* locals, not sc's fields, in the loop: the compiler keeps them in registers */
    unsigned kinds = 0, locs = 0, orders = 0; /* kinds: bit per elder + 1 (0: ordinary) at rest */
    int rests = 0, nreps = 0, root = -1;
    sc->on[0] = sc->on[1] = sc->on[2] = -1;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        oak_druid dr = p->druid[i];
        if ((unsigned)dr.loc < 32) locs |= 1u << dr.loc;
        switch (dr.loc) {
        case OAK_L_REST: {
            rests++;
            unsigned k = (unsigned)(dr.elder + 1);
            if (k < 32 ? !(kinds >> k & 1u) : druid_rep(s, seat, i)) sc->reps[nreps++] = i;
            if (k < 32) kinds |= 1u << k;
            break;
        }
        case OAK_L_ORDER:
            if ((unsigned)dr.a < 32) orders |= 1u << dr.a;
            break;
        case OAK_L_BRANCH:
            if ((unsigned)dr.a < 3) sc->on[dr.a] = i;
            break;
        case OAK_L_ROOTS:
            if (root < 0) root = i;
            break;
        default: break;
        }
    }
    sc->rests = rests;
    sc->nreps = nreps;
    sc->locs = locs;
    sc->orders = orders;
    sc->root = root;
}

/* Bit 3 * temple + space per temple space (of the three temples) a druid stands on. */
static unsigned occupied_spaces(const oak_state *s) {
    unsigned m = 0;
    for (int t = 0; t < 3; t++)
        if (s->neutral[t] >= 0 && s->neutral[t] < 3) m |= 1u << (3 * t + s->neutral[t]);
    for (int q = 0; q < s->seats; q++)
        for (int i = 0; i < OAK_DRUIDS; i++) {
            const oak_druid *dr = &s->seat[q].druid[i];
            if (dr->loc == OAK_L_TEMPLE && dr->a >= 0 && dr->a < 3 && dr->b >= 0 && dr->b < 3)
                m |= 1u << (3 * dr->a + dr->b);
        }
    return m;
}

/* Whether a druid with placement discount pdisc may erect the Menhir with one of its
 * payments (menhir_pay_ok over oak_menhir_cost's payments): base is the Menhir's cost per
 * resource, disc the seat's Menhir discount; raise < 0 when a Sanctuary slot is free, else
 * the resources a limit raise costs (Manon: raised during the action). */
static int menhir_any(const oak_seat *p, int base, int disc, int raise) {
    const int8_t cost[3] = {(int8_t)base, (int8_t)base, (int8_t)base};
    int8_t c[3] = {0, 0, 0};
    int have = p->res[0] + p->res[1] + p->res[2];
    int n = oak_discount_options(cost, disc, 0, c);
    for (int j = 0; j < n; j++) {
        oak_discount_options(cost, disc, j, c);
        if (!oak_pay_ok(p, c)) continue;
        if (raise < 0 || have - (c[0] + c[1] + c[2]) >= raise) return 1;
    }
    return 0;
}

/* temple_druid_ok for some druid at rest (sc's kinds) on action space a of card c (ca): the
 * cost with the druid's own discounts (clamped at 0, as temple_payment does), then whether
 * the action can be carried out once it is paid; on an occupied space only druids that
 * ignore it count. ignores[r]: druid_ignores of sc->reps[r], -1 until asked; pdisc[r],
 * bdisc[r]: the druid's placement and brewing discounts; anydisc: some of them != 0. */
static inline int temple_ok(const nm_data *d, const oak_state *s, int seat, int c,
                            const struct oak_card_acts *ca, int a, int blocked, const temple_disc *td,
                            const seat_scan *sc, const int *pdisc, const int *bdisc, int anydisc,
                            int *ignores) {
    int base = ca->cost[a] - td->temple, op = ca->op[a];
    int res = ca->res[a], have = s->seat[seat].res[res], cls = ca->poss[a];
    /* a choose whose options the seat's discounts price differently: judged option by option */
    int split = ca->split[a] && (td->creature || td->limit || anydisc);
    if (!blocked && !anydisc && !split) { /* the common case: every druid pays the same */
        int cost = clamp0(base - op_disc(op, td, 0));
        if (sc->nreps == 0 || have < cost) return 0;
        if (cls == OAK_POSS_ALWAYS) return 1;
        if (cls == OAK_POSS_SEAT) return oak_effect_possible_paying(d, s, seat, ca->effect[a], sc->reps[0], res, cost);
        for (int r = 0; r < sc->nreps; r++)
            if (oak_effect_possible_paying(d, s, seat, ca->effect[a], sc->reps[r], res, cost)) return 1;
        return 0;
    }
    int failed = 1 << 30; /* OAK_POSS_SEAT: the least payment judged impossible */
    for (int r = 0; r < sc->nreps; r++) {
        if (blocked) {
            if (ignores[r] < 0) ignores[r] = druid_ignores(d, s, seat, sc->reps[r]);
            if (!ignores[r]) continue;
        }
        if (split) {
            if (temple_act_ok(d, s, seat, c, a, sc->reps[r], 0)) return 1;
            continue;
        }
        int cost = clamp0(base - pdisc[r] - op_disc(op, td, bdisc[r]));
        if (have < cost) continue;
        if (cls == OAK_POSS_ALWAYS) return 1;
        /* OAK_POSS_SEAT: the same for every druid but for what it pays, and paying less never
         * makes an action impossible: a druid paying as much as one judged in vain is not */
        if (cls == OAK_POSS_SEAT && cost >= failed) continue;
        if (oak_effect_possible_paying(d, s, seat, ca->effect[a], sc->reps[r], res, cost)) return 1;
        if (cls == OAK_POSS_SEAT) failed = cost;
    }
    return 0;
}

/* The main action's choices (temple actions, Oak actions, special actions), pass, and the
 * free actions, in that order. Every legal() of a turn before its main action lands here:
 * the seat's druids are read once, the cards' actions come from the derived table, and
 * each judgment is made once where it cannot differ. */
static void legal_main(const nm_data *d, const oak_state *s, int seat, nm_action_list *out) {
    const oak_seat *p = &s->seat[seat];
    const oak_derived *dv = d->derived;
    const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
    seat_scan sc;
    scan_seat(s, seat, &sc);
    const int nreps = sc.nreps, *reps = sc.reps;
    uint32_t mods = oak_seat_mods(d, s, seat);
    temple_disc td = temple_discounts(d, s, seat, mods);
    int ignores[OAK_DRUIDS], pdisc[OAK_DRUIDS], bdisc[OAK_DRUIDS], anyp = 0, anyb = 0;
    for (int r = 0; r < nreps; r++) {
        ignores[r] = -1; /* druid_ignores, on first use */
        pdisc[r] = placement_disc(d, s, seat, reps[r]);
        bdisc[r] = brew_disc(d, s, seat, reps[r]);
        anyp |= pdisc[r];
        anyb |= bdisc[r];
    }
    /* occupied temple spaces matter only with fewer than two druids at rest */
    unsigned occ = sc.rests < 2 ? occupied_spaces(s) : 0;
    int heart = (sc.locs >> OAK_L_HEART) & 1u;
    /* the action spaces each physical space may act as: the same for every card */
    int acts[3][3], nacts[3] = {-1, -1, -1};
    /* the climbing targets of each branch, asked by every card's Oak action */
    int8_t ctg[3][2], cdr[3];
    int cnt[3] = {-1, -1, -1}; /* filled for the three at once when a card first asks */
    for (int c = 0; c < ak->count; c++) {
        if (p->card[c] != 1) continue;
        const struct oak_card_acts *ca = &dv->card_acts[c];
        int t = ca->temple;
        /* temple actions (none without a druid to place, nor on a Heart already used) */
        int nphys = nreps == 0 ? 0 : t != OAK_T_HEART ? 3 : heart ? 0 : 1;
        if (nphys == 3 && !(mods >> OAK_M_TEMPLE_AS & 1u)) {
            /* the common case: each space acts as itself, judged once */
            for (int a = 0; a < 3; a++)
                if (temple_ok(d, s, seat, c, ca, a, t >= 0 && t < 3 && (occ >> (3 * t + a) & 1u), &td, &sc,
                              pdisc, bdisc, anyp | anyb, ignores))
                    push(out, OAK_ACT_TEMPLE, 0, c, a, a);
            nphys = 0;
        }
        /* whether some druid may take action space a: on a free space, and on an occupied
         * one (by a druid that ignores occupied spaces); -1 not judged yet */
        int free_ok[3] = {-1, -1, -1}, over_ok[3] = {-1, -1, -1};
        for (int phys = 0; phys < nphys; phys++) {
            static const int heart_acts[3] = {0, 1, 2};
            const int *pa = heart_acts;
            int na = 3, blocked = 0;
            if (t != OAK_T_HEART) {
                if (nacts[phys] < 0) nacts[phys] = act_spaces(d, s, seat, mods, phys, acts[phys]);
                pa = acts[phys];
                na = nacts[phys];
                blocked = t >= 0 && t < 3 && (occ >> (3 * t + phys) & 1u);
            }
            for (int k = 0; k < na; k++) {
                int a = pa[k], ok = blocked ? over_ok[a] : free_ok[a];
                if (ok < 0) {
                    ok = temple_ok(d, s, seat, c, ca, a, blocked, &td, &sc, pdisc, bdisc, anyp | anyb, ignores);
                    if (blocked) over_ok[a] = ok;
                    else free_ok[a] = ok;
                }
                if (ok) push(out, OAK_ACT_TEMPLE, 0, c, phys, a);
            }
        }
        /* Oak action */
        int ob = ca->oak_branch, ores = ca->oak_res, ocost = ca->oak_cost;
        if (ores < 3 && p->res[ores] < ocost) continue; /* no Oak action pays */
        int blo = ob == 3 ? 0 : ob, bhi = ob == 3 ? 2 : ob; /* any branch, or its own */
        if (ob < 0 || ob > 3) continue;
        for (int b = blo; b <= bhi; b++) {
            if (cnt[b] < 0) oak_climb_targets3(d, s, seat, sc.on, sc.root, ctg, cdr, cnt);
            int nt = cnt[b];
            for (int ti = 0; ti < nt; ti++) {
                if (ores < 3) {
                    push(out, OAK_ACT_OAK, 0, c, b, ti); /* affordable: judged above */
                    continue;
                }
                /* the mixes of oak_pay_options, in its order (feathers first) */
                int i = 0;
                for (int f = ocost; f >= 0; f--)
                    for (int m = ocost - f; m >= 0; m--, i++) {
                        const int8_t mix[3] = {(int8_t)f, (int8_t)m, (int8_t)(ocost - f - m)};
                        if (oak_pay_ok(p, mix)) push(out, OAK_ACT_OAK, 0, c, b, ti + 4 * i);
                    }
            }
        }
    }
    /* special actions: special_open, then special_druid_ok for some druid */
    for (int where = 0; where < 3 + OAK_ART_SLOTS && p->order >= 0 && nreps > 0; where++) {
        int ok = 0;
        if (where == 2) {
            /* the Menhir, for Elders unless the seat opens the spaces to every druid */
            if (s->sanct_pile <= 0 || (sc.locs >> OAK_L_MENHIR & 1u)) continue;
            int elders_only = !(mods >> OAK_M_ELDER_SPACES_OPEN & 1u), sfree = -1, raise = 0;
            int base = oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_MENHIR_COST], mdisc = -1;
            for (int r = 0; r < nreps && !ok; r++) {
                if (elders_only && p->druid[reps[r]].elder < 0) continue;
                if (sfree < 0) { /* asked once a druid may go there */
                    sfree = oak_sanct_free(d, s, seat, 1);
                    if (p->limit[0] >= oak_rule(d, OAK_R_LIMIT_MAX) && !sfree) break;
                    raise = sfree ? -1 : oak_limit_cost_total(d, s, seat);
                    mdisc = mods >> OAK_M_DISCOUNT & 1u ? oak_mod_sum(d, s, seat, OAK_M_DISCOUNT, OAK_MP_DISC_N, OAK_DISC_MENHIR) : 0;
                }
                ok = menhir_any(p, base, pdisc[r] + mdisc, raise);
            }
        } else {
            int eff = special_effect(d, s, seat, where);
            if (where < 2) {
                if (eff < 0 || (sc.orders >> where & 1u)) continue;
            } else if (!special_open(d, s, seat, where)) {
                continue;
            }
            /* judged once unless the answer depends on the druid */
            int cls = poss_class(d, eff), elders_only = special_elder(d, s, seat, mods, where);
            for (int r = 0; r < nreps; r++) {
                if (elders_only && p->druid[reps[r]].elder < 0) continue;
                ok = cls == OAK_POSS_ALWAYS || possible_after_placing(d, s, seat, reps[r], eff);
                if (ok || cls != OAK_POSS_DRUID) break;
            }
        }
        if (ok) push(out, OAK_ACT_SPECIAL, 0, where, 0, 0);
    }
    push(out, OAK_ACT_PASS, 0, 0, 0, 0);
    legal_free(d, s, seat, mods, out);
}

int oak_legal(const nm_data *d, const void *state, nm_action_list *out) {
    const oak_state *s = state;
    out->count = 0;
    if (s->h.over) return 0;
    if (s->vm.waiting) {
        nm_vm_ctx ctx = oak_ctx(d, s);
        nm_vm_choices(&ctx, out);
        return out->count;
    }
    if (s->phase == OAK_PHASE_ORDERS) {
        const nm_kind_data *ok = oak_kind(d, OAK_K_ORDERS);
        for (int o = 0; o < ok->count; o++) {
            int taken = 0;
            for (int p = 0; p < s->seats; p++) taken |= s->seat[p].order == o;
            if (!taken) push(out, OAK_ACT_ORDER, 0, o, 0, 0);
        }
        return out->count;
    }
    if (s->pend.step != OAK_PEND_NONE) {
        legal_pending(d, s, out);
        return out->count;
    }
    int seat = s->current;
    const oak_seat *p = &s->seat[seat];
    if (p->state == OAK_SEAT_PASSED) {
        /* after passing, only gathering is left ("vous ne pouvez que cueillir") */
        gather_options(d, s, seat, out);
        push(out, OAK_ACT_DONE, 0, 0, 0, 0);
        return out->count;
    }
    if (s->main_done) {
        push(out, OAK_ACT_END_TURN, 0, 0, 0, 0);
        legal_free(d, s, seat, oak_seat_mods(d, s, seat), out);
        return out->count;
    }
    legal_main(d, s, seat, out);
    return out->count;
}

/* ---------------------------------------------------------------- Dusk, Dawn, end */

static int next_seat(const oak_state *s, int from) { return (from + 1) % s->seats; }

/* Dusk, step a. Druids back from an action wait on their action space until they rest:
 * the player places them ("vous pouvez déplacer vos Druides d'un emplacement de Repos à un
 * autre" - rest spaces are counted, so moving between them is implicit); those that fit
 * nowhere go to the roots, never by choice. */
static int dusk_returning(int loc) {
    return loc == OAK_L_TEMPLE || loc == OAK_L_HEART || loc == OAK_L_ORDER || loc == OAK_L_MENHIR ||
           loc == OAK_L_ARTIFACT;
}

static int own_rest(const nm_data *d, int elder) {
    return elder >= 0 && oak_elder_mod(d, elder, OAK_M_OWN_REST, OAK_MP_N) > 0;
}

static void druid_to(oak_druid *dr, int loc) {
    dr->loc = (int8_t)loc;
    dr->a = dr->b = 0;
}

int oak_dusk_options(const nm_data *d, const oak_state *s, int seat, int out[OAK_DRUIDS]) {
    const oak_seat *p = &s->seat[seat];
    int n = 0;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *dr = &p->druid[i];
        if (!dusk_returning(dr->loc)) continue;
        int fits = own_rest(d, dr->elder) ||
                   (dr->elder < 0 ? oak_rest_fits(d, s, seat, 1, 0) : oak_rest_fits(d, s, seat, 0, 1));
        if (!fits) continue;
        int dup = 0;
        for (int k = 0; k < n; k++) dup |= p->druid[out[k]].elder == dr->elder;
        if (!dup) out[n++] = i;
    }
    return n;
}

/* Step a for every seat, until a seat has a real choice (returns 1: pending set). */
static int dusk_return(const nm_data *d, oak_state *s) {
    for (int seat = 0; seat < s->seats; seat++) {
        oak_seat *p = &s->seat[seat];
        if (seat == oak_bot(s)) {
            for (int i = 0; i < OAK_DRUIDS; i++)
                if (p->druid[i].loc != OAK_L_ROOTS && p->druid[i].loc != OAK_L_BRANCH) druid_to(&p->druid[i], OAK_L_ROOTS);
            continue;
        }
        for (int i = 0; i < OAK_DRUIDS; i++) {
            oak_druid *dr = &p->druid[i];
            if (dr->loc == OAK_L_FOREST) druid_to(dr, OAK_L_ROOTS);
            /* the Recluse's own rest space is his alone */
            else if (dusk_returning(dr->loc) && own_rest(d, dr->elder)) druid_to(dr, OAK_L_REST);
        }
        for (;;) {
            int ord = 0, eld = 0, any = 0;
            for (int i = 0; i < OAK_DRUIDS; i++)
                if (dusk_returning(p->druid[i].loc)) {
                    any = 1;
                    if (p->druid[i].elder < 0) ord++;
                    else eld++;
                }
            if (!any) break;
            if (oak_rest_fits(d, s, seat, ord, eld)) { /* all of them fit: nothing to choose */
                for (int i = 0; i < OAK_DRUIDS; i++)
                    if (dusk_returning(p->druid[i].loc)) druid_to(&p->druid[i], OAK_L_REST);
                break;
            }
            int opt[OAK_DRUIDS], n = oak_dusk_options(d, s, seat, opt);
            if (n == 0) { /* no room left: the others go to the roots */
                for (int i = 0; i < OAK_DRUIDS; i++)
                    if (dusk_returning(p->druid[i].loc)) druid_to(&p->druid[i], OAK_L_ROOTS);
                break;
            }
            if (n == 1) {
                druid_to(&p->druid[opt[0]], OAK_L_REST);
                continue;
            }
            s->current = (int8_t)seat;
            s->pend = (oak_pending){.step = OAK_PEND_DUSK, .druid = -1};
            return 1;
        }
    }
    return 0;
}

/* Dusk steps b-g and the neutral druids, then Dawn (step a is dusk_return). */
static void dusk(const nm_data *d, oak_state *s, nm_vm_ctx *ctx) {
    s->in_dusk = 0;
    s->pend.step = OAK_PEND_NONE;
    for (int p = 0; p < s->seats; p++)                            /* b */
        for (int i = 0; i < OAK_DRUIDS; i++) {
            const oak_druid *dr = &s->seat[p].druid[i];
            if (dr->loc != OAK_L_BRANCH) continue;
            int sp = oak_space_id(d, dr->a, dr->b);
            if (sp >= 0 && oak_field(d, OAK_K_SPACES, sp, OAK_S_FINAL) != OAK_F_NONE)
                s->blocked |= 1u << sp;
        }
    for (int p = 0; p < s->seats; p++)                            /* c */
        for (int c = 0; c < OAK_MAX_CARDS; c++)
            if (s->seat[p].card[c] == 2) s->seat[p].card[c] = 1;
    fill_forest(s, players_eff(s) + oak_rule(d, OAK_R_FOREST_EXTRA)); /* d */
    for (int p = s->seats - 1; p >= 0; p--) oak_fire(d, s, ctx, p, OAK_TR_DUSK);
    oak_sun_advance(d, s, ctx);                                   /* e */
    s->first = (int8_t)next_seat(s, s->first);                    /* f */
    s->round++;                                                   /* g */
    int nn = 0;
    const int32_t *nsp = oak_rule_ints(d, OAK_R_NEUTRAL_SPACE, &nn);
    if (players_eff(s) <= 2) {
        for (int t = 0; t < 3; t++)
            if (s->neutral[t] >= 0) s->neutral[t] = (int8_t)((s->neutral[t] + 1) % 3);
    } else if (players_eff(s) == 3) {
        for (int t = 0; t < 3; t++)
            if (s->neutral[t] >= 0) {
                int nt = (t + 1) % 3;
                s->neutral[t] = -1;
                s->neutral[nt] = (int8_t)nsp[nt];
                break;
            }
    }
    /* Dawn: income */
    for (int p = 0; p < s->seats; p++) {
        if (p == oak_bot(s)) continue;
        for (int r = 0; r < OAK_RES; r++) oak_gain(s, p, r, oak_rule(d, OAK_R_INCOME));
    }
    for (int p = 0; p < s->seats; p++) s->seat[p].state = OAK_SEAT_ACTIVE;
    s->current = s->first;
    s->main_done = 0;
}

static void final_scoring(const nm_data *d, oak_state *s) {
    for (int p = 0; p < s->seats; p++) {
        oak_seat *ps = &s->seat[p];
        int8_t pay[OAK_ING];
        int vp = oak_dark_woods_best(d, s, p, pay); /* strictly a gain: always brewed */
        if (vp > 0) {
            for (int k = 0; k < OAK_ING; k++) {
                ps->ing[k] = (int8_t)(ps->ing[k] - pay[k]);
                s->bag[k] = (int8_t)(s->bag[k] + pay[k]);
            }
            ps->brewed[OAK_MAX_POTIONS]++;
            oak_gain_vp(s, p, vp, OAK_VP_FINAL_POTION);
        }
        const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
        for (int i = 0; i < ps->creature_count; i++) {
            const nm_component *c = &ck->items[ps->creatures[i]];
            for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
                if (d->mods[m].op == OAK_M_DISCARD_FOR_VP) {
                    oak_gain_vp(s, p, d->mods[m].arg[OAK_MP_N], OAK_VP_CREATURES);
                    s->discard[s->discard_count++] = ps->creatures[i];
                    memmove(ps->creatures + i, ps->creatures + i + 1, (size_t)(ps->creature_count - i - 1));
                    ps->creatures[--ps->creature_count] = 0;
                    i--;
                    break;
                }
        }
    }
    s->final_done = 1;
    s->phase = OAK_PHASE_OVER;
    s->h.over = 1;
    s->h.to_move = -1;
}

static void start_turn(oak_state *s) {
    s->main_done = 0;
    s->pend.step = OAK_PEND_NONE;
    s->pend.druid = -1;
    s->pend.choose_on = 0; /* consumed by the choose it was for; never carried to a turn */
    s->seat[s->current].refreshed[0] = s->seat[s->current].refreshed[1] = 0;
}

static void end_turn(oak_state *s) {
    s->pend.step = OAK_PEND_NONE;
    s->pend.druid = -1;
    for (int k = 0; k < s->seats; k++) {
        s->current = (int8_t)next_seat(s, s->current);
        if (s->seat[s->current].state != OAK_SEAT_DONE) break;
    }
    start_turn(s);
}

static int all_done(const oak_state *s) {
    for (int p = 0; p < s->seats; p++)
        if (s->seat[p].state != OAK_SEAT_DONE) return 0;
    return 1;
}

/* Runs the flow on until the next decision. */
static int advance(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, nm_vm_status vs, nm_errors *err) {
    for (int guard = 0; guard < 10000; guard++) {
        if (vs == NM_VM_ERROR) {
            nm_errors_add(err, "oak: effect failed: %s", ctx->error);
            return -1;
        }
        if (vs == NM_VM_WAITING) {
            s->h.to_move = (int8_t)nm_vm_waiting_seat(&s->vm);
            return 0;
        }
        if (s->phase == OAK_PHASE_OVER) {
            s->h.to_move = -1;
            return 0;
        }
        if (s->phase == OAK_PHASE_ORDERS) {
            s->h.to_move = s->current;
            return 0;
        }
        if (s->pend.step != OAK_PEND_NONE) {
            s->h.to_move = s->current;
            return 0;
        }
        if (all_done(s)) {
            if (s->round >= oak_rule(d, OAK_R_ROUNDS)) {
                final_scoring(d, s);
                return 0;
            }
            s->in_dusk = 1; /* Gancanagh's rest spaces count */
            if (dusk_return(d, s)) continue;
            dusk(d, s, ctx);
            start_turn(s);
            vs = nm_vm_run(ctx);
            continue;
        }
        int cur = s->current;
        oak_seat *p = &s->seat[cur];
        if (p->state == OAK_SEAT_DONE) {
            end_turn(s);
            continue;
        }
        if (cur == oak_bot(s)) {
            if (s->main_done) {
                end_turn(s);
                continue;
            }
            s->main_done = 1;
            oak_bot_turn(d, s, ctx);
            vs = nm_vm_run(ctx);
            continue;
        }
        if (p->state == OAK_SEAT_PASSED && !s->main_done && !gather_open(d, s, cur)) {
            p->state = OAK_SEAT_DONE;
            end_turn(s);
            continue;
        }
        s->h.to_move = (int8_t)cur;
        return 0;
    }
    nm_errors_add(err, "oak: the flow did not reach a decision");
    return -1;
}

/* ---------------------------------------------------------------- apply */

static nm_vm_status run_effect(nm_vm_ctx *ctx, int effect, int seat, int source) {
    if (oak_push(ctx, effect, seat, source)) return NM_VM_ERROR;
    return nm_vm_run(ctx);
}

/* The extra resources of the temple an extra Oak action costs the seat (its creatures'
 * temple_extra_oak modifiers for temple t: the last one found), 0 with none. */
static int extra_oak_cost(const nm_data *d, const oak_state *s, int seat, int t) {
    int cost = 0;
    const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
    for (int i = 0; i < s->seat[seat].creature_count; i++) {
        const nm_component *c = &ck->items[s->seat[seat].creatures[i]];
        for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
            if (d->mods[m].op == OAK_M_TEMPLE_EXTRA_OAK && d->mods[m].arg[OAK_MP_TEMPLE] == t)
                cost = d->mods[m].arg[OAK_MP_COST];
    }
    return cost;
}

/* Whether the pending temple action may add an extra Oak action: the seat holds a creature
 * for this temple, the branch can be climbed, and both the action and the extra cost can be
 * paid with the action still possible afterwards. */
static int extra_oak_open(const nm_data *d, const oak_state *s, int seat) {
    const oak_pending *pe = &s->pend;
    int t = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_TEMPLE);
    if (t >= 3) return 0;
    int extra = oak_mod_sum(d, s, seat, OAK_M_TEMPLE_EXTRA_OAK, -1, t);
    if (extra <= 0) return 0;
    int8_t tg[2], dr;
    int b = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_OAK_BRANCH);
    if (b > 2 || oak_climb_targets(d, s, seat, b, 0, tg, &dr) == 0) return 0;
    int ec = extra_oak_cost(d, s, seat, t);
    if (oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_RES1 + 3 * pe->act) != t) /* paid apart */
        return s->seat[seat].res[t] >= ec && temple_act_ok(d, s, seat, pe->card, pe->act, pe->druid, 0);
    return temple_act_ok(d, s, seat, pe->card, pe->act, pe->druid, ec);
}

static nm_vm_status execute_temple(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int extra, int target) {
    oak_pending *pe = &s->pend;
    int seat = s->current;
    oak_seat *p = &s->seat[seat];
    int t = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_TEMPLE);
    act_pay ap;
    temple_payment(d, s, seat, pe->card, pe->act, pe->druid, &ap);
    oak_druid *dr = &p->druid[pe->druid];
    dr->loc = (int8_t)(t == OAK_T_HEART ? OAK_L_HEART : OAK_L_TEMPLE);
    dr->a = (int8_t)(t == OAK_T_HEART ? 0 : t);
    dr->b = pe->phys;
    p->res[ap.res] = (int8_t)(p->res[ap.res] - ap.paid);
    /* the options of a choose that cost more are paid when chosen (oak_choose_op) */
    pe->choose_on = (int8_t)(ap.nopt > 0);
    pe->choose_res = (int8_t)(ap.nopt > 0 ? ap.res : 0);
    memset(pe->choose_extra, 0, sizeof pe->choose_extra);
    for (int o = 0; o < ap.nopt; o++) pe->choose_extra[o] = ap.extra[o];
    p->card[pe->card] = 2;
    pe->step = OAK_PEND_NONE;
    s->main_done = 1;
    if (extra) {
        p->res[t] = (int8_t)(p->res[t] - extra_oak_cost(d, s, seat, t));
        int8_t tg[2], who;
        int b = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_OAK_BRANCH);
        int nt = oak_climb_targets(d, s, seat, b, 0, tg, &who);
        for (int i = 0; i < nt; i++)
            if (tg[i] == target) oak_climb_step(d, s, ctx, seat, who, target, 1);
    }
    return run_effect(ctx, ap.effect, seat, pe->card);
}

static nm_vm_status execute_special(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int pay) {
    oak_pending *pe = &s->pend;
    int seat = s->current;
    oak_seat *p = &s->seat[seat];
    oak_druid *dr = &p->druid[pe->druid];
    pe->step = OAK_PEND_NONE;
    s->main_done = 1;
    if (pe->where < 2) {
        dr->loc = OAK_L_ORDER;
        dr->a = pe->where;
        return run_effect(ctx, special_effect(d, s, seat, pe->where), seat, -1);
    }
    if (pe->where == 2) {
        int8_t c[3];
        oak_menhir_cost(d, s, seat, pe->druid, pay, c);
        for (int r = 0; r < 3; r++) p->res[r] = (int8_t)(p->res[r] - c[r]);
        dr->loc = OAK_L_MENHIR;
        dr->a = 0;
        /* the Menhir card's own effect (sanctuaries.json) */
        return run_effect(ctx, oak_kind(d, OAK_K_SANCT)->items[0].effect, seat, -1);
    }
    int slot = pe->where - 3, a = p->art[slot], n = 0;
    const int32_t *dial = nm_data_ints(d, oak_field(d, OAK_K_ARTIFACTS, a, OAK_AR_DIAL), &n);
    oak_gain_vp(s, seat, -dial[p->art_pos[slot]], OAK_VP_ARTIFACTS);
    p->art_pos[slot]++;
    dr->loc = OAK_L_ARTIFACT;
    dr->a = (int8_t)slot;
    dr->b = (int8_t)a;
    if (p->art_pos[slot] >= n) { /* exhausted: turned over beside the board, slot free */
        p->spent[p->spent_count++] = (int8_t)a;
        p->art[slot] = -1;
        p->art_pos[slot] = 0;
    }
    oak_fire(d, s, ctx, seat, OAK_TR_USE_ARTIFACT);
    if (oak_push(ctx, oak_kind(d, OAK_K_ARTIFACTS)->items[a].effect, seat, a)) return NM_VM_ERROR;
    return nm_vm_run(ctx);
}

static void gather_forest(oak_state *s, int seat, int kind) {
    for (int i = 0; i < OAK_FOREST; i++)
        if (s->forest[i] == kind) {
            s->forest[i] = -1;
            s->seat[seat].ing[kind]++;
            return;
        }
}

static int send_forest(oak_state *s, int seat) {
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (s->seat[seat].druid[i].loc == OAK_L_ROOTS) {
            s->seat[seat].druid[i].loc = OAK_L_FOREST;
            return 0;
        }
    return -1;
}

int oak_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    oak_state *s = state;
    nm_vm_ctx ctx = oak_ctx(d, s);
    nm_vm_status vs = NM_VM_IDLE;
    if (s->h.over) {
        nm_errors_add(err, "oak: the game is over");
        return -1;
    }
    if (s->vm.waiting) {
        if (a->kind < NM_ACTION_VM_CHOICE) {
            nm_errors_add(err, "oak: an effect waits for a choice");
            return -1;
        }
        vs = nm_vm_resume(&ctx, a);
        return advance(d, s, &ctx, vs, err);
    }
    int seat = s->current;
    oak_seat *p = &s->seat[seat];
    oak_pending *pe = &s->pend;
    switch (a->kind) {
    case OAK_ACT_ORDER:
        p->order = (int8_t)a->p[0];
        if (--s->order_pick > 0 && !s->solo) {
            s->current = (int8_t)order_picker(s);
        } else {
            s->phase = OAK_PHASE_DAY;
            s->current = s->first;
            start_turn(s);
        }
        break;
    case OAK_ACT_TEMPLE:
        *pe = (oak_pending){.step = OAK_PEND_DRUID, .kind = OAK_ACT_TEMPLE, .card = (int8_t)a->p[0],
                            .phys = (int8_t)a->p[1], .act = (int8_t)a->p[2], .druid = -1};
        break;
    case OAK_ACT_SPECIAL:
        *pe = (oak_pending){.step = OAK_PEND_DRUID, .kind = OAK_ACT_SPECIAL, .where = (int8_t)a->p[0],
                            .druid = -1};
        break;
    case OAK_ACT_DRUID:
        pe->druid = (int8_t)a->p[0];
        if (pe->kind == OAK_ACT_SPECIAL) {
            vs = execute_special(d, s, &ctx, a->p[1]);
            break;
        }
        {
            int t = oak_field(d, OAK_K_ASSEMBLY, pe->card, OAK_A_TEMPLE);
            if (t != OAK_T_HEART && space_occupied(s, t, pe->phys) && !druid_ignores(d, s, seat, pe->druid)) {
                /* the placed druid leaves the rest spaces first, then a second goes to the roots */
                p->druid[pe->druid].loc = OAK_L_TEMPLE;
                p->druid[pe->druid].a = (int8_t)t;
                p->druid[pe->druid].b = pe->phys;
                pe->step = OAK_PEND_SECOND;
                break;
            }
        }
        if (extra_oak_open(d, s, seat)) {
            pe->step = OAK_PEND_EXTRA;
            break;
        }
        vs = execute_temple(d, s, &ctx, 0, -1);
        break;
    case OAK_ACT_SECOND:
        p->druid[a->p[0]].loc = OAK_L_ROOTS;
        p->druid[pe->druid].loc = OAK_L_REST; /* back for the payment checks; placed on execute */
        if (extra_oak_open(d, s, seat)) {
            pe->step = OAK_PEND_EXTRA;
            break;
        }
        vs = execute_temple(d, s, &ctx, 0, -1);
        break;
    case OAK_ACT_EXTRA_OAK:
        vs = execute_temple(d, s, &ctx, a->p[0], a->p[1]);
        break;
    case OAK_ACT_OAK: {
        int c = a->p[0], b = a->p[1], ti = a->p[2] % 4, pay = a->p[2] / 4;
        int ores = oak_field(d, OAK_K_ASSEMBLY, c, OAK_A_OAK_RES), ocost = oak_field(d, OAK_K_ASSEMBLY, c, OAK_A_OAK_COST);
        if (ores < 3) {
            p->res[ores] = (int8_t)(p->res[ores] - ocost);
        } else {
            int8_t mix[3];
            oak_pay_options(d, s, seat, ocost, pay, mix);
            for (int r = 0; r < 3; r++) p->res[r] = (int8_t)(p->res[r] - mix[r]);
        }
        p->card[c] = 2;
        int8_t tg[2], dr;
        oak_climb_targets(d, s, seat, b, 0, tg, &dr);
        s->main_done = 1;
        oak_climb_step(d, s, &ctx, seat, dr, tg[ti], 1);
        vs = nm_vm_run(&ctx);
        break;
    }
    case OAK_ACT_TRADE:
        p->ing[a->p[0]]--;
        p->ing[a->p[1]]--;
        s->bag[a->p[0]]++;
        s->bag[a->p[1]]++;
        oak_gain(s, seat, a->p[2], 1);
        break;
    case OAK_ACT_LIMIT: {
        int8_t c[3] = {0, 0, 0}, buf[OAK_LIMIT_COSTS][3];
        const int8_t(*pay)[3];
        int k = oak_limit_payments(d, s, seat, oak_seat_mods(d, s, seat), buf, &pay); /* as legal() */
        if (k >= 0 && a->p[1] >= 0 && a->p[1] < k) memcpy(c, pay[a->p[1]], sizeof c);
        else oak_limit_cost(d, s, seat, a->p[1], c);
        for (int r = 0; r < 3; r++) p->res[r] = (int8_t)(p->res[r] - c[r]);
        p->limit[a->p[0]]++;
        break;
    }
    case OAK_ACT_REFRESH:
        p->refreshed[a->p[0]] = 1;
        if (a->p[0] == 0) {
            p->res[OAK_MISTLETOE]--;
            for (int j = 0; j < OAK_ROW; j++) { /* the three go under the deck */
                int i = oak_perm3[a->p[1] % 6][j];
                if (s->row[i] < 0) continue;
                memmove(s->deck + 1, s->deck, (size_t)s->deck_count);
                s->deck[0] = s->row[i];
                s->deck_count++;
                s->row[i] = -1;
            }
        } else {
            p->res[OAK_RUNE]--;
            for (int j = 0; j < OAK_ROW; j++) {
                int i = oak_perm3[a->p[1] % 6][j];
                if (s->arow[i] < 0) continue;
                memmove(s->apile + 1, s->apile, (size_t)s->apile_count);
                s->apile[0] = s->arow[i];
                s->apile_count++;
                s->arow[i] = -1;
            }
        }
        oak_refill_rows(s);
        break;
    case OAK_ACT_CONVERT:
        p->res[a->p[0]]--;
        oak_gain(s, seat, a->p[1], 1);
        break;
    case OAK_ACT_ING_TRADE:
        p->ing[a->p[0]]--;
        s->bag[a->p[0]]++;
        oak_gain(s, seat, a->p[1], 1);
        break;
    case OAK_ACT_CARW: {
        const nm_component *c = &oak_kind(d, OAK_K_CREATURES)->items[a->p[0]];
        for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++)
            if (d->mods[m].op == OAK_M_DISCARD_FOR_VP) oak_gain_vp(s, seat, d->mods[m].arg[OAK_MP_N], OAK_VP_CREATURES);
        for (int i = 0; i < p->creature_count; i++)
            if (p->creatures[i] == a->p[0]) {
                memmove(p->creatures + i, p->creatures + i + 1, (size_t)(p->creature_count - i - 1));
                p->creatures[--p->creature_count] = 0;
                break;
            }
        s->discard[s->discard_count++] = (int8_t)a->p[0];
        break;
    }
    case OAK_ACT_DUSK:
        druid_to(&p->druid[a->p[0]], OAK_L_REST);
        pe->step = OAK_PEND_NONE;
        if (dusk_return(d, s)) break;
        dusk(d, s, &ctx);
        start_turn(s);
        vs = nm_vm_run(&ctx);
        break;
    case OAK_ACT_END_TURN:
        end_turn(s);
        break;
    case OAK_ACT_PASS:
        /* "Passer votre Tour & Cueillir des Ingrédients": the turn goes on with gathering
         * (advance() ends it at once when there is nothing to gather) */
        p->state = OAK_SEAT_PASSED;
        break;
    case OAK_ACT_GATHER:
        if (a->p[1] == 0 && send_forest(s, seat) < 0) {
            nm_errors_add(err, "oak: no inactive druid on the roots to gather");
            return -1;
        }
        gather_forest(s, seat, a->p[0]);
        end_turn(s);
        break;
    case OAK_ACT_GATHER_BAG:
        if (!oak_has_mod(d, s, seat, OAK_M_GATHER_FREE) || oak_count_loc(s, seat, OAK_L_ROOTS) > 0)
            send_forest(s, seat);
        s->bag[a->p[0]]--;
        p->ing[a->p[0]]++;
        for (int i = 0; i < OAK_FOREST; i++) /* one forest ingredient goes back to the bag */
            if (s->forest[i] == a->p[1]) {
                s->forest[i] = -1;
                s->bag[a->p[1]]++;
                break;
            }
        end_turn(s);
        break;
    case OAK_ACT_DONE:
        p->state = OAK_SEAT_DONE;
        end_turn(s);
        break;
    default:
        nm_errors_add(err, "oak: unknown action kind %u", a->kind);
        return -1;
    }
    return advance(d, s, &ctx, vs, err);
}

/* ---------------------------------------------------------------- scores */

int oak_scores(const nm_data *d, const void *state, int32_t *out) {
    (void)d;
    const oak_state *s = state;
    for (int p = 0; p < s->seats; p++) out[p] = s->seat[p].vp;
    return s->seats;
}

/* Most VP; ties go to the seat that climbed the most branch spaces; still tied, shared. */
int oak_winners(const nm_data *d, const void *state, int8_t *out) {
    (void)d;
    const oak_state *s = state;
    int best = -1, steps = -1, n = 0;
    for (int p = 0; p < s->seats; p++) {
        int v = s->seat[p].vp, st = s->seat[p].steps;
        if (v > best || (v == best && st > steps)) {
            best = v;
            steps = st;
            n = 0;
        }
        if (v == best && st == steps) out[n++] = (int8_t)p;
    }
    return n;
}
