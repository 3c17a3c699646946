/* samhain_ops.c - the ops that action cards and objects are made of, with their parameter
 * schemas, what they need to be possible (an action that is not possible gives a
 * will-o'-wisp instead), the +1 bonus for a repeated action, and their choices. */
#include <stdio.h>
#include <string.h>
#include "nemeton/lang.h"
#include "samhain.h"

/* The VP source of a change made by the running effect: a card's action (its source is the
 * card and side) or an object's effect (no source). */
#define VPSRC(ctx) ((ctx)->source >= 0 ? SAMHAIN_VPS_ACTIONS : SAMHAIN_VPS_OBJECTS)

const char *const samhain_res_names[] = {"wood", "gold", "stone", "wisp", "vp", NULL};
const char *const samhain_side_names[] = {"light", "dark", NULL};
static const char *const res_en[] = {"wood", "gold", "stone", "will-o'-wisp|will-o'-wisps", "VP"};
static const char *const res_fr[] = {"bois", "or", "pierre|pierres", "feu follet|feux follets", "PV"};

static const char *const side_names3[] = {"light", "dark", "either", NULL};
static const char *const side3_en[] = {"Light", "Dark", "Light or Dark"};
static const char *const side3_fr[] = {"Lumière", "Ténèbres", "Lumière ou Ténèbres"};
static const char *const kinds_names[] = {"same", "different", NULL};
static const char *const kinds_en[] = {"of one kind", "of different kinds"};
static const char *const kinds_fr[] = {"d'un même type", "de types différents"};
static const char *const from_names[] = {"reserve", "opponent", NULL};
static const char *const to_names[] = {"reserve", "opponent", NULL};
static const char *const then_names[] = {"kill", "exhaust", "swap", NULL};
static const char *const then_en[] = {"send an opponent's member on a card to the graveyard",
                                      "exhaust an opponent's ready member",
                                      "swap one of your members with an opponent's member on another card"};
static const char *const then_fr[] = {"envoyez au cimetière un membre adverse présent sur une carte",
                                      "épuisez un membre prêt d'un adversaire",
                                      "échangez un de vos membres avec un membre adverse d'une autre carte"};

static const nm_param p_gain[] = {
    [SAMHAIN_GAIN_RES] = {.name = "res", .type = NM_P_ENUM, .required = 1, .names = samhain_res_names,
                          .doc = "wood, gold, stone, wisp or vp", .words = {res_en, res_fr}},
    [SAMHAIN_GAIN_N] = {.name = "n", .type = NM_P_EXPR, .min = 1, .max = 20, .required = 1,
                        .doc = "how many: a number or an expression (a gain of 0 cannot be done)"},
};
static const nm_param p_pay[] = {
    [SAMHAIN_GAIN_RES] = {.name = "res", .type = NM_P_ENUM, .required = 1, .names = samhain_res_names,
                          .doc = "wood, gold, stone, wisp or vp", .words = {res_en, res_fr}},
    [SAMHAIN_GAIN_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "how many"},
    [SAMHAIN_PAY_TO] = {.name = "to", .type = NM_P_ENUM, .names = to_names, .def = 0, .quiet = 1,
                        .doc = "where the payment goes: the general reserve (default) or an opponent of your choice"},
};
static const nm_param p_worship[] = {
    [SAMHAIN_W_TEMPLE] = {.name = "temple", .type = NM_P_REF, .ref = "temples",
                          .doc = "deity (left out: a temple of your choice)"},
    [SAMHAIN_W_SIDE] = {.name = "side", .type = NM_P_ENUM, .names = side_names3, .def = SAMHAIN_SIDE_EITHER,
                        .doc = "light, dark or either (default) track", .words = {side3_en, side3_fr}},
    [SAMHAIN_W_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 5, .required = 1, .doc = "points"},
    [SAMHAIN_W_LOSE] = {.name = "lose", .type = NM_P_BOOL, .def = 0,
                        .doc = "the points are lost (paid, when they are yours: you must have them all)"},
    [SAMHAIN_W_OPPONENT] = {.name = "opponent", .type = NM_P_BOOL, .def = 0,
                            .doc = "an opponent of your choice gains or loses them (losing: up to n, on a track where they have some)"},
    [SAMHAIN_W_SPLIT] = {.name = "split", .type = NM_P_BOOL, .def = 0,
                         .doc = "the points may be split between the temple's two tracks"},
};
static const nm_param p_n[] = {
    [SAMHAIN_GC_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 5, .required = 1, .doc = "how many"},
};
static const nm_param p_pay_kinds[] = {
    [SAMHAIN_PK_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 5, .required = 1, .doc = "how many"},
    [SAMHAIN_PK_KINDS] = {.name = "kinds", .type = NM_P_ENUM, .required = 1, .names = kinds_names,
                          .doc = "same: all of one kind; different: each of another kind",
                          .words = {kinds_en, kinds_fr}},
};
static const nm_param p_object[] = {
    [SAMHAIN_TO_OBJECT] = {.name = "object", .type = NM_P_REF, .ref = "objects",
                           .doc = "object (left out: one of your choice)"},
    [SAMHAIN_TO_FROM] = {.name = "from", .type = NM_P_ENUM, .names = from_names, .def = 0,
                         .doc = "the general reserve (default) or an opponent, whose object comes upright"},
};
static const nm_param p_strike[] = {
    [SAMHAIN_ST_THEN] = {.name = "then", .type = NM_P_ENUM, .names = then_names, .def = 0,
                         .doc = "kill: to the graveyard (any member); exhaust: a ready member is exhausted; "
                                "swap: it changes cards with one of yours on another card, each keeping its state",
                         .words = {then_en, then_fr}},
};
static const nm_param p_move[] = {
    [SAMHAIN_MV_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 3, .required = 1, .doc = "moves"},
    [SAMHAIN_MV_DIAGONAL] = {.name = "diagonal", .type = NM_P_BOOL, .def = 0, .doc = "diagonal moves allowed"},
    [SAMHAIN_MV_EXHAUSTED] = {.name = "exhausted", .type = NM_P_BOOL, .def = 1, .doc = "exhausted members may move"},
};
static const nm_param p_sacrifice[] = {
    [SAMHAIN_SS_MIN_FREE_TOMBS] = {.name = "min_free_tombs", .type = NM_P_INT, .min = 1, .max = 5, .def = 1,
     .doc = "free tombs the graveyard must have for the action to be possible"},
};
static const nm_param p_raise[] = {
    [SAMHAIN_RD_VP_OWN] = {.name = "vp_own", .type = NM_P_INT, .min = 0, .max = 9, .required = 1,
     .doc = "VP for bringing back one of your own members"},
    [SAMHAIN_RD_VP_OTHER] = {.name = "vp_other", .type = NM_P_INT, .min = 0, .max = 9, .required = 1,
     .doc = "VP for bringing back an opponent's member"},
};

static samhain_state *st(nm_vm_ctx *ctx) { return (samhain_state *)ctx->state; }

int samhain_bonus_of(const samhain_state *s, const nm_vm_ctx *ctx, const nm_instr *in) {
    return (s->eff_bonus >= 0 && s->eff_bonus == in->line && ctx->vm->depth == 1) ? 1 : 0;
}

int samhain_op_bonusable(const nm_instr *in) {
    switch (in->op) {
    case SAMHAIN_OP_GAIN: return in->arg[SAMHAIN_GAIN_RES] != SAMHAIN_WISP;
    case SAMHAIN_OP_PAY:
        return in->arg[SAMHAIN_GAIN_RES] != SAMHAIN_WISP && in->arg[SAMHAIN_PAY_TO] == 0;
    case SAMHAIN_OP_WORSHIP: return !in->arg[SAMHAIN_W_OPPONENT];
    case SAMHAIN_OP_GAIN_CHOICE:
    case SAMHAIN_OP_PAY_KINDS:
    case SAMHAIN_OP_RAISE_DEAD: return 1;
    default: return 0;
    }
}

/* An expression of an op for seat p outside a running effect (what is possible). */
static int32_t eval_for(const nm_data *d, const samhain_state *s, int p, int32_t e) {
    if (e >= 0 && e < d->expr_count && d->exprs[e].op == NM_X_LIT) return d->exprs[e].a;
    nm_vm_ctx ctx = samhain_ctx(d, s);
    ctx.seat = p;
    return nm_expr_eval(&ctx, e);
}

int samhain_tracks_led(const samhain_state *s, int p, int alone, int side_mask) {
    int n = 0;
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++) {
            if (!(side_mask & (1 << sd))) continue;
            int v = s->track[t][sd][p], lead = v > 0;
            for (int q = 0; q < s->h.players && lead; q++)
                if (q != p && (alone ? s->track[t][sd][q] >= v : s->track[t][sd][q] > v)) lead = 0;
            n += lead;
        }
    return n;
}

static int opp_members(const samhain_state *s, int p, int ready_only, int not_cell) {
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        for (int q = 0; q < s->h.players; q++)
            if (q != p && c != not_cell && (s->ready[c][q] || (!ready_only && s->tired[c][q])))
                return 1;
    return 0;
}

static int can_move(const samhain_state *s, int p, int diagonal, int exhausted) {
    for (int c = 0; c < SAMHAIN_CELLS; c++) {
        if (!s->ready[c][p] && !(exhausted && s->tired[c][p])) continue;
        const int8_t *nb;
        int k = samhain_neighbours(c, diagonal, &nb);
        for (int i = 0; i < k; i++)
            if (!samhain_cell_full(s, nb[i])) return 1;
    }
    return 0;
}

/* worship's choices: the seats (you, or each opponent), the temples (the one named, or
 * each) and the tracks (the side named, either one, or a split of n between both). The
 * answers keep the shapes saves hold: a track of yours t*2+side in p0; an opponent q in p0
 * and the track in p1; a split: the temple in p0, Light points in p1, Dark ones in p2. */
static int worship_choices(const samhain_state *s, int me, const nm_instr *in, int n,
                           nm_action_list *out) {
    const int32_t *a = in->arg;
    int lose = a[SAMHAIN_W_LOSE], opp = a[SAMHAIN_W_OPPONENT], split = a[SAMHAIN_W_SPLIT];
    int found = 0;
    for (int q = 0; q < s->h.players; q++) {
        if (opp ? q == me : q != me) continue;
        for (int t = 0; t < SAMHAIN_TEMPLES; t++) {
            if (a[SAMHAIN_W_TEMPLE] >= 0 && t != a[SAMHAIN_W_TEMPLE]) continue;
            int light = s->track[t][SAMHAIN_LIGHT][q], dark = s->track[t][SAMHAIN_DARK][q];
            if (split) {
                for (int k = n; k >= 0 && n > 0; k--) { /* k from the Light track, the rest from the Dark one */
                    if (lose && !(light >= k && dark >= n - k))
                        continue;
                    found++;
                    if (!out) return found; /* asked only whether there is one */
                    int el = k == n ? 100 + t * 2 : k == 0 ? 100 + t * 2 + 1 : 110 + t;
                    samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)el, opp ? q * 16 + t : t, k, n - k);
                }
                continue;
            }
            for (int sd = 0; sd < SAMHAIN_SIDES; sd++) {
                if (a[SAMHAIN_W_SIDE] != SAMHAIN_SIDE_EITHER && sd != a[SAMHAIN_W_SIDE]) continue;
                int have = sd == SAMHAIN_LIGHT ? light : dark;
                if (lose && (opp ? have <= 0 : have < n)) continue;
                found++;
                if (!out) return found;
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(100 + t * 2 + sd),
                             opp ? q : t * 2 + sd, opp ? t * 2 + sd : 0, 0);
            }
        }
    }
    return found;
}

/* Whether worship asks a question: a seat, a temple or a track to choose. */
static int worship_asks(const nm_instr *in) {
    return in->arg[SAMHAIN_W_OPPONENT] || in->arg[SAMHAIN_W_SPLIT] || in->arg[SAMHAIN_W_TEMPLE] < 0 ||
           in->arg[SAMHAIN_W_SIDE] == SAMHAIN_SIDE_EITHER;
}

static int can_instr(const nm_data *d, const samhain_state *s, int p, const nm_instr *in, int b,
                     int cell) {
    const int32_t *a = in->arg;
    int need;
    switch (in->op) {
    case SAMHAIN_OP_GAIN: {
        int n = eval_for(d, s, p, a[SAMHAIN_GAIN_N]);
        if (n <= 0) return 0; /* nothing to gain: the action cannot be done */
        return a[SAMHAIN_GAIN_RES] >= SAMHAIN_WISP || s->res_reserve[a[SAMHAIN_GAIN_RES]] >= n + b;
    }
    case SAMHAIN_OP_GAIN_CHOICE:
        for (int r = 0; r < SAMHAIN_RES; r++)
            if (s->res_reserve[r] >= a[SAMHAIN_GC_N] + b) return 1;
        return 0;
    case SAMHAIN_OP_PAY:
        need = a[SAMHAIN_GAIN_N] - b;
        if (a[SAMHAIN_GAIN_RES] == SAMHAIN_WISP) return s->seat[p].wisps >= a[SAMHAIN_GAIN_N];
        if (a[SAMHAIN_GAIN_RES] == SAMHAIN_VP) return s->seat[p].vp >= need;
        return samhain_res_held(s, p, a[SAMHAIN_GAIN_RES]) >= need;
    case SAMHAIN_OP_PAY_KINDS:
        if (a[SAMHAIN_PK_KINDS] == SAMHAIN_KINDS_SAME) {
            for (int r = 0; r < SAMHAIN_RES; r++)
                if (samhain_res_held(s, p, r) >= a[SAMHAIN_PK_N] - b) return 1;
            return 0;
        } else {
            int kinds = 0;
            for (int r = 0; r < SAMHAIN_RES; r++) kinds += samhain_res_held(s, p, r) > 0;
            return kinds >= a[SAMHAIN_PK_N] - b;
        }
    case SAMHAIN_OP_WORSHIP:
        /* gaining is always possible (a point that cannot be marked gives a wisp) */
        if (!a[SAMHAIN_W_LOSE] && !a[SAMHAIN_W_OPPONENT]) return 1;
        return worship_choices(s, p, in, a[SAMHAIN_W_N] - (a[SAMHAIN_W_LOSE] ? b : -b), NULL) > 0;
    case SAMHAIN_OP_TAKE_OBJECT:
        if (a[SAMHAIN_TO_FROM] == 0) {
            if (a[SAMHAIN_TO_OBJECT] >= 0) return s->obj_reserve[a[SAMHAIN_TO_OBJECT]] > 0;
            for (int o = 0; o < SAMHAIN_OBJS; o++)
                if (s->obj_reserve[o] > 0) return 1;
            return 0;
        }
        for (int q = 0; q < s->h.players; q++)
            for (int o = 0; o < SAMHAIN_OBJS; o++)
                if (q != p && s->seat[q].obj[o] > 0 && (a[SAMHAIN_TO_OBJECT] < 0 || o == a[SAMHAIN_TO_OBJECT]))
                    return 1;
        return 0;
    case SAMHAIN_OP_STRIKE:
        if (a[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_SWAP) {
            for (int c = 0; c < SAMHAIN_CELLS; c++)
                if ((s->ready[c][p] || s->tired[c][p]) && opp_members(s, p, 0, c)) return 1;
            return 0;
        }
        return opp_members(s, p, a[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_EXHAUST, -1);
    case SAMHAIN_OP_MOVE: return can_move(s, p, a[SAMHAIN_MV_DIAGONAL], a[SAMHAIN_MV_EXHAUSTED]);
    case SAMHAIN_OP_SACRIFICE_SELF:
        return cell >= 0 && s->tired[cell][p] + s->ready[cell][p] > 0 &&
               s->tombs - samhain_grave_total(s) >= a[SAMHAIN_SS_MIN_FREE_TOMBS];
    case SAMHAIN_OP_RAISE_DEAD: {
        int free_cell = 0;
        for (int c = 0; c < SAMHAIN_CELLS; c++) free_cell |= !samhain_cell_full(s, c);
        return free_cell && samhain_grave_total(s) > 0;
    }
    case SAMHAIN_OP_CONVERT: return samhain_mp_total(s, p) > 0;
    default: return 1;
    }
}

int samhain_can_effect(const nm_data *d, const samhain_state *s, int p, int effect, int bonus,
                  int cell) {
    int n = 0;
    const nm_instr *list = nm_data_effect(d, effect, &n);
    if (bonus >= 0) {
        if (bonus >= n || !samhain_op_bonusable(&list[bonus])) return 0;
        /* a cost already at zero cannot go lower */
        const nm_instr *bi = &list[bonus];
        if (bi->op == SAMHAIN_OP_PAY && bi->arg[SAMHAIN_GAIN_N] < 1) return 0;
    }
    for (int i = 0; i < n; i++)
        if (!can_instr(d, s, p, &list[i], i == bonus, cell)) return 0;
    return 1;
}

/* ---- running ---- */

static nm_op_result no_choices_result(nm_vm_ctx *ctx) {
    (void)ctx;
    return NM_OP_DONE;
}

static int no_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)ctx;
    (void)in;
    return out->count;
}

/* After an op's work: the event, if the last wisp was just taken, pauses the effect. */
static nm_op_result after_wisps(nm_vm_ctx *ctx) {
    samhain_state *s = st(ctx);
    if (s->ev != SAMHAIN_EV_NONE) {
        ctx->vm->scratch[0] = SAMHAIN_SUSPEND_EVENT;
        return NM_OP_SUSPEND;
    }
    return no_choices_result(ctx);
}

/* Resuming after the event: 1 when this call is that resumption. */
static int event_resumed(nm_vm_ctx *ctx) {
    if (ctx->answer && ctx->vm->scratch[0] == SAMHAIN_SUSPEND_EVENT) {
        ctx->vm->scratch[0] = 0;
        return 1;
    }
    return 0;
}

static nm_op_result op_gain(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int p = ctx->seat, r = in->arg[SAMHAIN_GAIN_RES];
    int32_t e = in->arg[SAMHAIN_GAIN_N];
    const nm_expr *x = e >= 0 && e < ctx->data->expr_count ? &ctx->data->exprs[e] : NULL;
    int n = (x && x->op == NM_X_LIT ? x->a : nm_expr_eval(ctx, e)) + samhain_bonus_of(s, ctx, in);
    if (event_resumed(ctx)) {
        n = ctx->vm->scratch[1];
    } else if (r < SAMHAIN_WISP) {
        samhain_res_gain(s, p, r, n);
        return NM_OP_DONE;
    } else if (r == SAMHAIN_VP) {
        samhain_add_vp(s, p, n, VPSRC(ctx));
        return NM_OP_DONE;
    }
    for (; n > 0; n--) {
        samhain_take_wisp(s, p);
        if (s->ev != SAMHAIN_EV_NONE) {
            ctx->vm->scratch[1] = n - 1;
            return after_wisps(ctx);
        }
    }
    return NM_OP_DONE;
}

/* Gained points go on the track named or chosen (a point that cannot be marked gives a
 * wisp, which may start the event); lost ones come off it, or off both tracks of the
 * chosen temple when split. */
static nm_op_result op_worship(nm_vm_ctx *ctx, const nm_instr *in) {
    if (event_resumed(ctx)) return NM_OP_DONE;
    samhain_state *s = st(ctx);
    const int32_t *a = in->arg;
    int b = samhain_bonus_of(s, ctx, in);
    int n = a[SAMHAIN_W_N] + (a[SAMHAIN_W_LOSE] ? -b : b);
    int q = ctx->seat, t = a[SAMHAIN_W_TEMPLE], sd = a[SAMHAIN_W_SIDE];
    if (worship_asks(in)) {
        if (!ctx->answer) return NM_OP_SUSPEND;
        const nm_action *ans = ctx->answer;
        if (a[SAMHAIN_W_SPLIT]) {
            t = a[SAMHAIN_W_OPPONENT] ? ans->p[0] % 16 : ans->p[0];
            if (a[SAMHAIN_W_OPPONENT]) q = ans->p[0] / 16;
            if (a[SAMHAIN_W_LOSE]) {
                if (ans->p[1] > 0) samhain_track_lose(s, q, t, SAMHAIN_LIGHT, ans->p[1]);
                if (ans->p[2] > 0) samhain_track_lose(s, q, t, SAMHAIN_DARK, ans->p[2]);
                return NM_OP_DONE;
            }
            if (ans->p[1] > 0) samhain_worship(s, q, t, SAMHAIN_LIGHT, ans->p[1]);
            if (ans->p[2] > 0 && s->ev == SAMHAIN_EV_NONE) samhain_worship(s, q, t, SAMHAIN_DARK, ans->p[2]);
            return after_wisps(ctx);
        }
        int tr = a[SAMHAIN_W_OPPONENT] ? ans->p[1] : ans->p[0];
        if (a[SAMHAIN_W_OPPONENT]) q = ans->p[0];
        t = tr / 2;
        sd = tr % 2;
    }
    if (a[SAMHAIN_W_LOSE]) {
        samhain_track_lose(s, q, t, sd, n);
        return NM_OP_DONE;
    }
    samhain_worship(s, q, t, sd, n);
    return after_wisps(ctx);
}

static int ch_worship(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int b = samhain_bonus_of(s, ctx, in);
    worship_choices(s, ctx->seat, in, in->arg[SAMHAIN_W_N] + (in->arg[SAMHAIN_W_LOSE] ? -b : b), out);
    return out->count;
}

static nm_op_result op_gain_choice(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    samhain_res_gain(s, ctx->seat, ctx->answer->p[0], in->arg[SAMHAIN_GC_N] + samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

static int ch_gain_choice(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[SAMHAIN_GC_N] + samhain_bonus_of(s, ctx, in);
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (s->res_reserve[r] >= n) samhain_push(out, NM_ACTION_VM_CHOICE, 301, r, n, 0);
    return out->count;
}

static nm_op_result op_pay(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int p = ctx->seat, r = in->arg[SAMHAIN_GAIN_RES], n = in->arg[SAMHAIN_GAIN_N];
    int to = -1; /* the opponent paid, -1: the general reserve */
    if (in->arg[SAMHAIN_PAY_TO]) {
        if (!ctx->answer) return NM_OP_SUSPEND;
        to = ctx->answer->p[0];
    }
    if (r == SAMHAIN_WISP) {
        int k = n < s->seat[p].wisps ? n : s->seat[p].wisps;
        s->seat[p].wisps = (int8_t)(s->seat[p].wisps - k);
        if (to >= 0) s->seat[to].wisps = (int8_t)(s->seat[to].wisps + k);
        else s->wisp_reserve = (int8_t)(s->wisp_reserve + k);
        return NM_OP_DONE;
    }
    n -= samhain_bonus_of(s, ctx, in);
    if (r == SAMHAIN_VP) {
        samhain_add_vp(s, p, -n, VPSRC(ctx));
        if (to >= 0) samhain_add_vp(s, to, n, VPSRC(ctx));
    } else {
        samhain_res_spend(s, p, r, n);
        if (to >= 0) samhain_res_gain(s, to, r, n);
    }
    return NM_OP_DONE;
}

static int ch_pay(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    if (!in->arg[SAMHAIN_PAY_TO]) return out->count;
    for (int q = 0; q < s->h.players; q++)
        if (q != ctx->seat) samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + q), q, 0, 0);
    return out->count;
}

/* n resources of one kind (answer: the kind) or of n different kinds (answer: their mask). */
static nm_op_result op_pay_kinds(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    if (in->arg[SAMHAIN_PK_KINDS] == SAMHAIN_KINDS_SAME) {
        samhain_res_spend(s, ctx->seat, ctx->answer->p[0], in->arg[SAMHAIN_PK_N] - samhain_bonus_of(s, ctx, in));
        return NM_OP_DONE;
    }
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (ctx->answer->p[0] & (1 << r)) samhain_res_spend(s, ctx->seat, r, 1);
    return NM_OP_DONE;
}

static int ch_pay_kinds(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[SAMHAIN_PK_N] - samhain_bonus_of(s, ctx, in);
    if (in->arg[SAMHAIN_PK_KINDS] == SAMHAIN_KINDS_SAME) {
        for (int r = 0; r < SAMHAIN_RES; r++)
            if (samhain_res_held(s, ctx->seat, r) >= n)
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + ctx->seat), r, n, 0);
        return out->count;
    }
    for (int m = 0; m < (1 << SAMHAIN_RES); m++) {
        int k = 0, ok = 1;
        for (int r = 0; r < SAMHAIN_RES; r++)
            if (m & (1 << r)) {
                k++;
                ok &= samhain_res_held(s, ctx->seat, r) > 0;
            }
        if (k == n && ok)
            samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + ctx->seat), m, 0, 0);
    }
    return out->count;
}

/* From the reserve: the object named (nothing when none is left) or one of your choice
 * (answer p1); from an opponent (answer p0 the seat, p1 the object): theirs comes upright. */
static nm_op_result op_take_object(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int o = in->arg[SAMHAIN_TO_OBJECT];
    if (in->arg[SAMHAIN_TO_FROM] == 0 && o >= 0) {
        if (s->obj_reserve[o] > 0) {
            s->obj_reserve[o]--;
            s->seat[ctx->seat].obj[o]++;
        }
        return NM_OP_DONE;
    }
    if (!ctx->answer) return NM_OP_SUSPEND;
    o = ctx->answer->p[1];
    if (in->arg[SAMHAIN_TO_FROM] == 0) {
        if (s->obj_reserve[o] > 0) {
            s->obj_reserve[o]--;
            s->seat[ctx->seat].obj[o]++;
        }
        return NM_OP_DONE;
    }
    samhain_seat *v = &s->seat[ctx->answer->p[0]];
    if (v->obj[o] <= 0) return NM_OP_DONE;
    v->obj[o]--;
    if (v->used[o] > v->obj[o]) v->used[o] = v->obj[o]; /* the taken one comes back upright */
    s->seat[ctx->seat].obj[o]++;
    return NM_OP_DONE;
}

static int ch_take_object(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int only = in->arg[SAMHAIN_TO_OBJECT];
    if (in->arg[SAMHAIN_TO_FROM] == 0) {
        for (int o = 0; o < SAMHAIN_OBJS && only < 0; o++)
            if (s->obj_reserve[o] > 0) samhain_push(out, NM_ACTION_VM_CHOICE, 301, ctx->seat, o, 0);
        return out->count;
    }
    for (int q = 0; q < s->h.players; q++)
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            if (q != ctx->seat && s->seat[q].obj[o] > 0 && (only < 0 || o == only))
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + q), q, o, 0);
    return out->count;
}

/* Members as (cell, seat, tired): answers of strike and swap. */
static void remove_member(samhain_state *s, int c, int q, int tired) {
    int8_t *v = tired ? &s->tired[c][q] : &s->ready[c][q];
    if (*v > 0) (*v)--;
}

/* An opponent's member (answer: cell, seat, exhausted): killed, or exhausted when ready. */
static nm_op_result op_swap(nm_vm_ctx *ctx, const nm_instr *in);

static nm_op_result op_strike(nm_vm_ctx *ctx, const nm_instr *in) {
    if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_SWAP) return op_swap(ctx, in);
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int c = ctx->answer->p[0], q = ctx->answer->p[1];
    if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_EXHAUST) {
        if (s->ready[c][q] > 0) {
            s->ready[c][q]--;
            s->tired[c][q]++;
        }
        return NM_OP_DONE;
    }
    remove_member(s, c, q, ctx->answer->p[2]);
    samhain_to_grave(s, q);
    return NM_OP_DONE;
}

static int push_members(const nm_vm_ctx *ctx, nm_action_list *out, int own, int ready_only,
                        int not_cell) {
    const samhain_state *s = ctx->state;
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        for (int q = 0; q < s->h.players; q++) {
            if ((q == ctx->seat) != own || c == not_cell) continue;
            if (s->ready[c][q]) samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)c, c, q, 0);
            if (s->tired[c][q] && !ready_only)
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)c, c, q, 1);
        }
    return out->count;
}

static int ch_swap(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out);

static int ch_strike(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_SWAP) return ch_swap(ctx, in, out);
    /* two calls with constant arguments: each is specialised (the kill list is hot) */
    if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_EXHAUST) return push_members(ctx, out, 0, 1, -1);
    return push_members(ctx, out, 0, 0, -1);
}

static nm_op_result op_move(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) {
        ctx->vm->scratch[1] = 0;
        return NM_OP_SUSPEND;
    }
    samhain_state *s = st(ctx);
    int from = ctx->answer->p[0], to = ctx->answer->p[1], tired = ctx->answer->p[2], p = ctx->seat;
    remove_member(s, from, p, tired);
    if (tired) s->tired[to][p]++;
    else s->ready[to][p]++;
    if (++ctx->vm->scratch[1] < in->arg[SAMHAIN_MV_N] &&
        can_move(s, p, in->arg[SAMHAIN_MV_DIAGONAL], in->arg[SAMHAIN_MV_EXHAUSTED]))
        return NM_OP_SUSPEND;
    ctx->vm->scratch[1] = 0;
    return NM_OP_DONE;
}

static int ch_move(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int p = ctx->seat;
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        for (int tired = 0; tired < 2; tired++) {
            if (!(tired ? s->tired[c][p] && in->arg[SAMHAIN_MV_EXHAUSTED] : s->ready[c][p])) continue;
            const int8_t *nb;
            int k = samhain_neighbours(c, in->arg[SAMHAIN_MV_DIAGONAL], &nb);
            for (int i = 0; i < k; i++)
                if (!samhain_cell_full(s, nb[i]))
                    samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)nb[i], c, nb[i], tired);
        }
    return out->count;
}

static nm_op_result op_sacrifice_self(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int c = s->eff_cell;
    if (c >= 0 && s->tired[c][ctx->seat] > 0) {
        s->tired[c][ctx->seat]--;
        samhain_to_grave(s, ctx->seat);
    }
    return NM_OP_DONE;
}

static nm_op_result op_raise_dead(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int g = ctx->answer->p[0], c = ctx->answer->p[1];
    if (s->seat[g].grave <= 0) return NM_OP_DONE;
    s->seat[g].grave--;
    s->tired[c][g]++;
    int vp = (g == ctx->seat ? in->arg[SAMHAIN_RD_VP_OWN] : in->arg[SAMHAIN_RD_VP_OTHER]) + samhain_bonus_of(s, ctx, in);
    samhain_add_vp(s, ctx->seat, vp, VPSRC(ctx));
    return NM_OP_DONE;
}

static int ch_raise_dead(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    for (int g = 0; g < s->h.players; g++)
        for (int c = 0; c < SAMHAIN_CELLS; c++)
            if (s->seat[g].grave > 0 && !samhain_cell_full(s, c))
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)c, g, c, 0);
    return out->count;
}

/* strike's swap. Two answers: first one of your members (scratch[1] = cell + 1, scratch[2] = tired), then
 * an opponent's member on another card; each keeps its own ready or exhausted state. */
static nm_op_result op_swap(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) {
        ctx->vm->scratch[1] = 0;
        return NM_OP_SUSPEND;
    }
    if (ctx->vm->scratch[1] == 0) {
        ctx->vm->scratch[1] = ctx->answer->p[0] + 1;
        ctx->vm->scratch[2] = ctx->answer->p[2];
        return NM_OP_SUSPEND;
    }
    samhain_state *s = st(ctx);
    int a = ctx->vm->scratch[1] - 1, ta = ctx->vm->scratch[2], p = ctx->seat;
    int b = ctx->answer->p[0], q = ctx->answer->p[1], tb = ctx->answer->p[2];
    remove_member(s, a, p, ta);
    remove_member(s, b, q, tb);
    if (ta) s->tired[b][p]++;
    else s->ready[b][p]++;
    if (tb) s->tired[a][q]++;
    else s->ready[a][q]++;
    ctx->vm->scratch[1] = ctx->vm->scratch[2] = 0;
    return NM_OP_DONE;
}

static int ch_swap(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    if (ctx->vm->scratch[1] == 0) {
        int before = out->count;
        push_members(ctx, out, 1, 0, -1);
        /* keep only own members with an opponent's member on another card */
        int k = before;
        for (int i = before; i < out->count; i++)
            if (opp_members(s, ctx->seat, 0, out->a[i].p[0])) out->a[k++] = out->a[i];
        out->count = k;
        return out->count;
    }
    return push_members(ctx, out, 0, 0, ctx->vm->scratch[1] - 1);
}

/* The sickle: pay 1 point of multiplicity (answer p0 = source as in SAMHAIN_ACT_PAY), then gain
 * 1 of another kind (p0 = 0-2 resource, 3 VP, 4 + track). */
static nm_op_result op_convert(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) {
        ctx->vm->scratch[1] = -1;
        return NM_OP_SUSPEND;
    }
    samhain_state *s = st(ctx);
    int p = ctx->seat, src = ctx->answer->p[0];
    if (ctx->vm->scratch[1] < 0) {
        if (src < SAMHAIN_RES) samhain_res_spend(s, p, src, 1);
        else if (src == 3) samhain_add_vp(s, p, -1, VPSRC(ctx));
        else samhain_track_lose(s, p, (src - 4) / 2, (src - 4) % 2, 1);
        ctx->vm->scratch[1] = src;
        return NM_OP_SUSPEND;
    }
    if (src < SAMHAIN_RES) samhain_res_gain(s, p, src, 1);
    else if (src == 3) samhain_add_vp(s, p, 1, VPSRC(ctx));
    else samhain_worship(s, p, (src - 4) / 2, (src - 4) % 2, 1);
    ctx->vm->scratch[1] = 0;
    return NM_OP_DONE;
}

static int ch_convert(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int p = ctx->seat, from = ctx->vm->scratch[1];
    for (int k = 0; k < 4 + SAMHAIN_TEMPLES * SAMHAIN_SIDES; k++) {
        int tr = k - 4;
        int ok;
        if (from < 0) {
            ok = k < SAMHAIN_RES ? samhain_res_held(s, p, k) > 0
                 : k == 3   ? s->seat[p].vp > 0
                            : s->track[tr / 2][tr % 2][p] > 0;
        } else {
            ok = k != from &&
                 (k < SAMHAIN_RES ? s->res_reserve[k] > 0
                  : k == 3   ? 1
                             : s->track[tr / 2][tr % 2][p] > 0
                                   ? s->track[tr / 2][tr % 2][p] < SAMHAIN_TRACK_MAX
                                   : s->seat[p].reserve > 0);
        }
        uint16_t el = (uint16_t)(k < 3 ? 200 + p : k == 3 ? 302 : 100 + tr);
        if (ok) samhain_push(out, NM_ACTION_VM_CHOICE, el, k, from < 0 ? 0 : 1, 0);
    }
    return out->count;
}

/* ---- queries ---- */

enum { SQ_OBJ_COUNT };
static const char *const obj_count_names[] = {"distinct", "pairs", "total", NULL};
static const char *const obj_count_en[] = {"the different objects you hold", "your pairs of identical objects",
                                           "the objects you hold"};
static const char *const obj_count_fr[] = {"les objets différents que vous avez", "vos paires d'objets identiques",
                                           "les objets que vous avez"};
static const nm_param q_objects[] = {
    [SQ_OBJ_COUNT] = {.name = "count", .type = NM_P_ENUM, .required = 1, .names = obj_count_names,
                      .doc = "distinct: kinds held; pairs: each kind's copies / 2, summed; total: every object",
                      .words = {obj_count_en, obj_count_fr}},
};
enum { SQ_TR_ALONE, SQ_TR_SIDE };
static const char *const tr_side_names[] = {"light", "dark", "both", NULL};
static const char *const tr_side_en[] = {"Light ", "Dark ", ""};
static const char *const tr_side_fr[] = {" Lumière", " Ténèbres", ""};
static const nm_param q_tracks[] = {
    [SQ_TR_ALONE] = {.name = "alone", .type = NM_P_BOOL, .def = 0,
                     .doc = "count a track only where nobody else has as many (else ties count too)"},
    [SQ_TR_SIDE] = {.name = "side", .type = NM_P_ENUM, .names = tr_side_names, .def = 2,
                    .doc = "light, dark or both (default) tracks", .words = {tr_side_en, tr_side_fr}},
};

static int32_t q_objects_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    const samhain_state *s = ctx->state;
    int32_t n = 0;
    for (int o = 0; o < SAMHAIN_OBJS; o++) {
        int k = s->seat[ctx->seat].obj[o];
        n += args[SQ_OBJ_COUNT] == 0 ? k > 0 : args[SQ_OBJ_COUNT] == 1 ? k / 2 : k;
    }
    return n;
}

static int32_t q_tracks_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    int mask = args[SQ_TR_SIDE] == 2 ? 3 : 1 << args[SQ_TR_SIDE];
    return samhain_tracks_led(ctx->state, ctx->seat, args[SQ_TR_ALONE], mask);
}

#define NPQ(p) p, (int)(sizeof(p) / sizeof((p)[0]))
extern const nm_query_def samhain_queries[SAMHAIN_Q_COUNT]; /* samhain.c lists them */
const nm_query_def samhain_queries[SAMHAIN_Q_COUNT] = {
    [SAMHAIN_Q_OBJECTS] = {"objects", NPQ(q_objects), q_objects_eval, {"{count}", "{count}"},
                           "counts the objects the acting player holds: kinds, pairs or all"},
    [SAMHAIN_Q_TRACKS] = {"tracks", NPQ(q_tracks), q_tracks_eval,
                          {"the {side}tracks you lead{?alone: alone}",
                           "les pistes{side} que vous menez{?alone: seul}"},
                          "worship tracks where the acting player has the most points (above 0); the "
                          "round's end scores its majorities the same way"},
};

/* ---- the op table ---- */

#define NP(p) (int)(sizeof(p) / sizeof((p)[0]))

#define OP(NAME, P, RUN, CH, DOC, EN, FR) {NAME, P, NP(P), RUN, CH, NULL, DOC, NULL, {EN, FR}, NULL, NULL}
#define OP0(NAME, RUN, CH, DOC, EN, FR) {NAME, NULL, 0, RUN, CH, NULL, DOC, NULL, {EN, FR}, NULL, NULL}

const nm_op_def samhain_ops_base[SAMHAIN_OP_COUNT - 1] = {
    OP("gain", p_gain, op_gain, no_choices, "gain n wood, gold or stone from the general reserve, n will-o'-wisps, or n VP",
       "gain {=n:{n} {res:n}}{~n:{res:many}: {n}}",
       "gagnez {=n:{n} {res:n}}{~n:des {res:many} : {n}}"),
    OP("worship", p_worship, op_worship, ch_worship,
       "gain (or lose) n worship points on a temple's track, named or of your choice; yours or an opponent's",
       "{?opponent:an opponent {?lose:loses}{!lose:gains}}{!opponent:{?lose:pay}{!lose:gain}} {n} worship "
       "{#n:point|points} {?temple:{?lose:from}{!lose:on} {temple}'s {side} track}{!temple:{?split:from one temple}"
       "{!split:on a track{!opponent: of your choice}}}",
       "{?opponent:un adversaire {?lose:perd}{!lose:gagne}}{!opponent:{?lose:payez}{!lose:gagnez}} {n} "
       "{#n:point|points} d'adoration {?temple:{?lose:de}{!lose:sur} la piste {side} de {temple}}{!temple:{?split:d'un même temple}"
       "{!split:sur une piste{!opponent: de votre choix}}}"),
    OP("gain_choice", p_n, op_gain_choice, ch_gain_choice, "gain n resources of one kind of your choice",
       "gain {n} {#n:resource|resources} of one kind of your choice",
       "gagnez {n} {#n:ressource|ressources} d'un même type de votre choix"),
    OP("pay", p_pay, op_pay, ch_pay, "pay n of a resource, wisps or VP, to the general reserve or to an opponent",
       "pay {n} {res:n}{?to: to an opponent}",
       "payez {n} {res:n}{?to: à un adversaire}"),
    OP("pay_kinds", p_pay_kinds, op_pay_kinds, ch_pay_kinds, "pay n resources all of one kind, or all of different kinds",
       "pay {n} {#n:resource|resources} {kinds}",
       "payez {n} {#n:ressource|ressources} {kinds}"),
    OP("take_object", p_object, op_take_object, ch_take_object,
       "take an object, named or of your choice, from the general reserve or from an opponent",
       "{?from:take an opponent's {?object:{object}}{!object:object}, upright}"
       "{!from:take an object{?object:: {object}}{!object: of your choice}}",
       "{?from:prenez {?object:le {object}}{!object:un objet} d'un adversaire, debout}"
       "{!from:prenez un objet{?object: : {object}}{!object: de votre choix}}"),
    OP("strike", p_strike, op_strike, ch_strike,
       "an opponent's member on a card goes to the graveyard, is exhausted, or changes cards with one of yours",
       "{then}", "{then}"),
    OP("move", p_move, op_move, ch_move, "move your members n times to an adjacent card that is not full",
       "make {n} {#n:move|moves} of your members to an adjacent card that is not full{?diagonal: (diagonally too)}{!exhausted: (ready members only)}",
       "faites {n} {#n:déplacement|déplacements} de vos membres vers une carte adjacente qui n'est pas pleine{?diagonal: (en diagonale aussi)}{!exhausted: (membres prêts seulement)}"),
    OP("sacrifice_self", p_sacrifice, op_sacrifice_self, no_choices, "the member doing the action goes to the graveyard",
       "the member doing the action goes to the graveyard ({min_free_tombs} free {#min_free_tombs:tomb|tombs} needed)",
       "le membre qui agit va au cimetière (il faut {min_free_tombs} {#min_free_tombs:tombe libre|tombes libres})"),
    OP("raise_dead", p_raise, op_raise_dead, ch_raise_dead, "bring a member back from the graveyard, exhausted, onto a card",
       "bring back a member from the graveyard, exhausted ({vp_own} VP if yours, {vp_other} if not)",
       "ramenez un membre du cimetière, épuisé ({vp_own} PV s'il est à vous, {vp_other} sinon)"),
    OP0("convert", op_convert, ch_convert, "turn 1 point of multiplicity into 1 of another kind",
        "turn 1 point of multiplicity into 1 of another kind",
        "changez 1 point de multiplicité en 1 d'un autre type"),
};
