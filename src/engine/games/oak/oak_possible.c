/* oak_possible.c - whether an effect can be carried out now (an action that cannot be
 * carried out may not be chosen: "vous ne pouvez pas réaliser cette Action"), judged on
 * its first op, and the actions a replay may repeat. */
#include <string.h>
#define OAK_INLINE_FIELDS 1
#include "oak.h"

/* The action's own cost, already paid when its effect runs: paid of resource res (res < 0:
 * nothing). The judgments below count what is left. */
typedef struct paying {
    int res, paid;
} paying;

static int can_pay_any(const oak_state *s, int seat, int n, paying pay) {
    const oak_seat *p = &s->seat[seat];
    return p->res[0] + p->res[1] + p->res[2] - (pay.res >= 0 ? pay.paid : 0) >= n;
}

/* placed: the druid of the seat judged as already gone from its rest space to the action
 * space (it frees a rest space), -1 none; pay: what the action itself costs, paid before its
 * effect. legal() asks before the druid is placed; the state is never written. */
static int op_possible(const nm_data *d, const oak_state *s, int seat, const nm_instr *in, int depth,
                       int placed, paying pay);
static int replay_open(const nm_data *d, const oak_state *s, int seat, int idx, int *card, int *slot,
                       int depth, int placed, paying pay);

static int list_possible(const nm_data *d, const oak_state *s, int seat, int effect, int depth,
                         int placed, paying pay) {
    int n = 0;
    const nm_instr *ins = nm_data_effect(d, effect, &n);
    if (n == 0) return 1;
    return op_possible(d, s, seat, &ins[0], depth, placed, pay);
}

/* oak_rest_fits with the placed druid gone from its rest space. */
static int rest_fits(const nm_data *d, const oak_state *s, int seat, int extra_ord, int extra_elder,
                     int placed) {
    return oak_rest_fits_leaving(d, s, seat, extra_ord, extra_elder, seat == s->current ? placed : -1);
}

static int any_promotion(const nm_data *d, const oak_state *s, int seat, int ancient, int placed) {
    const nm_kind_data *ek = oak_kind(d, OAK_K_ELDERS);
    int owned[OAK_ELDERS + 2] = {0}, ord_out = 0, ord_rest = 0;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *dr = &s->seat[seat].druid[i];
        if (dr->elder >= 0 && dr->elder < OAK_ELDERS) owned[dr->elder] = 1;
        else if (dr->elder < 0 && dr->loc == OAK_L_REST) ord_rest = 1;
        else if (dr->elder < 0) ord_out = 1;
    }
    int fits = -1; /* oak_rest_fits(-1, 1), the same for every Elder: asked once */
    for (int e = 0; e < ek->count && e < OAK_ELDERS; e++) {
        if (owned[e] || ek->items[e].field[OAK_E_ANCIENT] != ancient) continue;
        if (ord_out) return 1;
        if (!ord_rest) continue;
        if (oak_elder_mod(d, e, OAK_M_OWN_REST, OAK_MP_N) > 0) return 1;
        if (fits < 0) fits = rest_fits(d, s, seat, -1, 1, placed);
        if (fits) return 1;
    }
    return 0;
}

/* op_possible's brew: a potion on the board (or the seat's own) it can pay and carry out. Apart
 * from op_possible, whose other cases are short: a small switch saves fewer registers. */
__attribute__((noinline)) static int brew_possible(const nm_data *d, const oak_state *s, int seat,
                                                   const nm_instr *in, int depth, int placed,
                                                   paying pay_res) {
    const oak_seat *p = &s->seat[seat];
    int8_t pay[OAK_ING];
    int held = 0, kinds_held = 0, nk0 = 0;
    for (int k = 0; k < OAK_ING; k++) {
        held += p->ing[k];
        kinds_held += p->ing[k] > 0;
    }
    if (held == 0) return 0; /* every recipe asks for at least one ingredient */
    const int32_t *dw = oak_rule_ints(d, OAK_R_DW_KINDS, &nk0);
    for (int i = 0; i < nk0; i++)
        if (dw[i] <= kinds_held) return 1; /* the Dark Woods is always on the board */
    int cand[5], nc = 0;
    for (int i = 0; i < 3; i++)
        if (s->potion_row[i] >= 0) cand[nc++] = s->potion_row[i];
    if (p->private_potion >= 0) cand[nc++] = p->private_potion;
    int disc = in->arg[OAK_BREW_DISCOUNT];
    const oak_derived *dv = d->derived;
    int subst = oak_has_mod(d, s, seat, OAK_M_POTION_SUBSTITUTE);
    for (int c = 0; c < nc; c++) {
        if (oak_field(d, OAK_K_POTIONS, cand[c], OAK_P_ONCE) && p->brewed[cand[c]] > 0) continue;
        /* too few ingredients for any variant (Fear Dearg's substitutes pay more, not
         * less): the common case, judged before the potion's own effect */
        if (dv && disc >= 0 && disc < OAK_DISC_TABLE && held < dv->potion_min_pay[cand[c]][disc])
            continue;
        /* the payment first: the potion's own effect is the dearer judgment */
        int np = dv && disc >= 0 && disc < OAK_DISC_TABLE ? dv->potion_pay_count[cand[c]][disc] : -1;
        int payable = 0;
        if (!subst && np >= 0) { /* oak_potion_cost without substitutes: a payment held */
            for (int i = 0; i < np && !payable; i++) {
                const int8_t *q = dv->potion_pays[cand[c]][disc][i];
                payable = q[0] <= p->ing[0] && q[1] <= p->ing[1] && q[2] <= p->ing[2] &&
                          q[3] <= p->ing[3] && q[4] <= p->ing[4];
            }
        } else {
            int vars[36], nv = oak_potion_variants(d, cand[c], disc, vars);
            for (int i = 0; i < nv && !payable; i++)
                payable = oak_potion_cost(d, s, seat, cand[c], disc, vars[i], pay) == 0;
        }
        if (payable &&
            list_possible(d, s, seat, oak_kind(d, OAK_K_POTIONS)->items[cand[c]].effect, depth + 1, placed,
                          pay_res))
            return 1;
    }
    return 0; /* the Dark Woods, with the same ingredients, was judged above */
}

static int op_possible(const nm_data *d, const oak_state *s, int seat, const nm_instr *in, int depth,
                       int placed, paying pay) {
    const oak_seat *p = &s->seat[seat];
    if (depth > 4) return 0;
    switch (in->op) {
    case OAK_OP_TAKE_CREATURE:
        if (in->arg[OAK_TAKE_FROM] == OAK_FROM_DECK) /* any card of the deck */
            return s->deck_count > 0 &&
                   (oak_creature_free(d, s, seat) ||
                    (!in->arg[OAK_TAKE_FREE] && oak_can_raise_paying(d, s, seat, 1, pay.res, pay.paid)));
        /* no free slot: the raise must be affordable once the action is paid */
        if (!oak_creature_free(d, s, seat) &&
            (in->arg[OAK_TAKE_FREE] || !oak_can_raise_paying(d, s, seat, 1, pay.res, pay.paid)))
            return 0;
        for (int i = 0; i < OAK_ROW; i++)
            if (s->row[i] >= 0 && p->vp + oak_field(d, OAK_K_CREATURES, s->row[i], OAK_C_VP) >= 0)
                return 1;
        return 0;
    case OAK_OP_TAKE_ARTIFACT:
        if (in->arg[OAK_TA_FROM] == OAK_FROM_DECK) /* any card of the pile */
            return s->apile_count > 0 &&
                   (oak_art_free_slot(s, seat) >= 0 || (in->arg[OAK_TA_EXTENSION] && !p->art_ext));
        if (oak_art_free_slot(s, seat) < 0) return 0;
        for (int i = 0; i < OAK_ROW; i++)
            if (s->arow[i] >= 0) return 1;
        return 0;
    case OAK_OP_TAKE_SANCTUARY:
        return s->sanct_pile > 0 &&
               (oak_sanct_free(d, s, seat, 0) || oak_can_raise_paying(d, s, seat, 0, pay.res, pay.paid));
    case OAK_OP_ERECT_MENHIR: {
        if (s->sanct_pile <= 0 || !can_pay_any(s, seat, in->arg[OAK_MENHIR_PAY_ANY], pay)) return 0;
        if (oak_sanct_free(d, s, seat, 1)) return 1;
        /* after paying, the raise must still be affordable: judged on the total */
        return p->limit[0] < oak_rule(d, OAK_R_LIMIT_MAX) &&
               can_pay_any(s, seat, in->arg[OAK_MENHIR_PAY_ANY] + oak_limit_cost_total(d, s, seat), pay);
    }
    case OAK_OP_PROMOTE: return any_promotion(d, s, seat, in->arg[OAK_PROMOTE_ANCIENT], placed);
    case OAK_OP_RECRUIT: {
        int fits[2] = {-1, -1}; /* oak_rest_fits for one more ordinary druid / Elder */
        for (int i = 0; i < OAK_DRUIDS; i++) {
            const oak_druid *dr = &p->druid[i];
            if (dr->loc != OAK_L_ROOTS) continue;
            int elder = dr->elder >= 0;
            if (elder && oak_elder_mod(d, dr->elder, OAK_M_OWN_REST, OAK_MP_N) > 0) return 1;
            if (fits[elder] < 0) fits[elder] = rest_fits(d, s, seat, !elder, elder, placed);
            if (fits[elder]) return 1;
        }
        return 0;
    }
    case OAK_OP_CLIMB:
        for (int b = 0; b < 3; b++) {
            int8_t t[2], dr;
            if ((in->arg[OAK_CLIMB_BRANCH] >= OAK_CLIMB_ANY || in->arg[OAK_CLIMB_BRANCH] == b) &&
                oak_climb_targets(d, s, seat, b, in->arg[OAK_CLIMB_IGNORE_BLOCKED], t, &dr) > 0)
                return 1;
        }
        return 0;
    case OAK_OP_BREW: return brew_possible(d, s, seat, in, depth, placed, pay);
    case OAK_OP_TAKE_ING: {
        if (in->arg[OAK_ING_FROM] == OAK_ING_DRAW) return 1;
        if (in->arg[OAK_ING_FROM] == OAK_ING_FOREST) {
            for (int i = 0; i < OAK_FOREST; i++)
                if (s->forest[i] >= 0) return 1;
            return 0;
        }
        int t = 0;
        for (int k = 0; k < OAK_ING; k++) t += s->bag[k];
        return t > 0;
    }
    case OAK_OP_EXCHANGE: return can_pay_any(s, seat, 1, pay);
    case OAK_OP_RAISE_LIMIT:
        return p->limit[0] < oak_rule(d, OAK_R_LIMIT_MAX) || p->limit[1] < oak_rule(d, OAK_R_LIMIT_MAX);
    case OAK_OP_ADD_CARD: {
        const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
        if (in->arg[OAK_CARD_WHICH] == OAK_CARD_HEART) {
            for (int c = 0; c < ak->count; c++)
                if (ak->items[c].field[OAK_A_TEMPLE] == OAK_T_HEART && p->card[c] == 0) return 1;
            return 0;
        }
        for (int c = 0; c < ak->count; c++)
            if (!ak->items[c].field[OAK_A_STARTING] && ak->items[c].field[OAK_A_TEMPLE] != OAK_T_HEART &&
                p->card[c] == 0)
                return 1;
        return 0;
    }
    case OAK_OP_REPLAY: {
        int card, slot;
        for (int i = 0;; i++) {
            int r = replay_open(d, s, seat, i, &card, &slot, depth + 1, placed, pay);
            if (r < 0) return 0;
            if (r > 0) return 1;
        }
    }
    case OAK_OP_ARTIFACTS:
        if (in->arg[OAK_ARTS_DO] == OAK_ARTS_USE_ANY) { /* an Artifact in play whose power can be used */
            for (int q = 0; q < s->seats; q++)
                for (int i = 0; i < OAK_ART_SLOTS; i++) {
                    int a = s->seat[q].art[i];
                    if (a >= 0 && list_possible(d, s, seat, oak_kind(d, OAK_K_ARTIFACTS)->items[a].effect,
                                                depth + 1, placed, pay))
                        return 1;
                }
            return 0;
        }
        for (int i = 0; i < OAK_ART_SLOTS; i++)
            if (p->art[i] >= 0 && p->art_pos[i] > 0) return 1;
        return 0;
    case OAK_OP_TAKE_BOX_POTION: return s->box_count > 0 && p->private_potion < 0;
    case OAK_OP_CHOOSE: {
        int n = 0;
        const int32_t *opts = nm_data_ints(d, in->arg[OAK_CHOOSE_OPTIONS], &n);
        for (int i = 0; i < n; i++)
            if (list_possible(d, s, seat, opts[i], depth + 1, placed, pay)) return 1;
        return 0;
    }
    default: return 1;
    }
}

/* The OAK_POSS_* class of an effect list judged at depth, following op_possible: the ops
 * below read the placed druid (the rest spaces it frees, a potion's own effect) or judge effect
 * lists that depend on the state (replays, artifacts, potions); the other ops op_possible
 * judges depend on the seat only; any op it does not judge is always possible. */
static int poss_class(const nm_data *d, int effect, int depth) {
    int n = 0;
    const nm_instr *ins = nm_data_effect(d, effect, &n);
    if (n == 0) return OAK_POSS_ALWAYS;
    if (depth > 4) return OAK_POSS_SEAT; /* op_possible: never */
    switch (ins[0].op) {
    case OAK_OP_PROMOTE:
    case OAK_OP_RECRUIT:
    case OAK_OP_BREW:
    case OAK_OP_REPLAY: return OAK_POSS_DRUID;
    case OAK_OP_ARTIFACTS: /* using another Artifact's power: as that power */
        return ins[0].arg[OAK_ARTS_DO] == OAK_ARTS_USE_ANY ? OAK_POSS_DRUID : OAK_POSS_SEAT;
    case OAK_OP_CHOOSE: {
        int k = 0, cls = OAK_POSS_SEAT, always = 0;
        const int32_t *opts = nm_data_ints(d, ins[0].arg[OAK_CHOOSE_OPTIONS], &k);
        for (int i = 0; i < k; i++) {
            int c = poss_class(d, opts[i], depth + 1);
            if (c == OAK_POSS_ALWAYS) always = 1;
            if (c == OAK_POSS_DRUID) cls = OAK_POSS_DRUID;
        }
        return always ? OAK_POSS_ALWAYS : cls;
    }
    case OAK_OP_TAKE_ING: /* a draw is always possible */
        return ins[0].arg[OAK_ING_FROM] == OAK_ING_DRAW ? OAK_POSS_ALWAYS : OAK_POSS_SEAT;
    case OAK_OP_TAKE_CREATURE:
    case OAK_OP_TAKE_ARTIFACT:
    case OAK_OP_TAKE_SANCTUARY:
    case OAK_OP_ERECT_MENHIR:
    case OAK_OP_CLIMB:
    case OAK_OP_EXCHANGE:
    case OAK_OP_RAISE_LIMIT:
    case OAK_OP_ADD_CARD:
    case OAK_OP_TAKE_BOX_POTION: return OAK_POSS_SEAT;
    default: return OAK_POSS_ALWAYS;
    }
}

int oak_effect_poss_class(const nm_data *d, int effect) { return poss_class(d, effect, 0); }

static const paying nothing_paid = {-1, 0};

int oak_effect_possible(const nm_data *d, const oak_state *s, int seat, int effect) {
    return list_possible(d, s, seat, effect, 0, -1, nothing_paid);
}

int oak_effect_possible_placing(const nm_data *d, const oak_state *s, int seat, int effect, int druid) {
    return list_possible(d, s, seat, effect, 0, druid, nothing_paid);
}

int oak_effect_possible_paying(const nm_data *d, const oak_state *s, int seat, int effect, int druid,
                               int res, int paid) {
    paying pay = {res, paid};
    return list_possible(d, s, seat, effect, 0, druid, pay);
}

/* Replay option idx: card c = idx / 9; k = idx % 9: 0-2 the temple spaces, 3-8 the Oak
 * action on branch (k-3)/2 to target (k-3)%2. Returns -1 past the end, 0 when that option
 * is not open, 1 when it is (card and slot filled, slot = k). */
int oak_replay_options(const nm_data *d, const oak_state *s, int seat, int idx, int *card,
                       int *slot) {
    return replay_open(d, s, seat, idx, card, slot, 0, -1, nothing_paid);
}

static int replay_open(const nm_data *d, const oak_state *s, int seat, int idx, int *card, int *slot,
                       int depth, int placed, paying pay) {
    const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
    if (idx < 0 || idx >= ak->count * 9) return -1;
    int c = idx / 9, k = idx % 9;
    *card = c;
    *slot = k;
    if (s->seat[seat].card[c] != 2) return 0;
    if (k < 3) {
        int eff = ak->items[c].field[OAK_A_ACT1 + 3 * k], n = 0;
        const nm_instr *ins = nm_data_effect(d, eff, &n);
        if (n > 0 && ins[0].op == OAK_OP_REPLAY) return 0; /* no replay of a replay */
        return list_possible(d, s, seat, eff, depth + 1, placed, pay);
    }
    int b = (k - 3) / 2, t = (k - 3) % 2, cb = ak->items[c].field[OAK_A_OAK_BRANCH];
    if (cb != 3 && cb != b) return 0;
    int8_t tg[2], dr;
    return t < oak_climb_targets(d, s, seat, b, 0, tg, &dr);
}
