/* samhain_ops.c - the ops that action cards and objects are made of, with their parameter
 * schemas, what they need to be possible (an action that is not possible gives a
 * will-o'-wisp instead), the +1 bonus for a repeated action, and their choices. */
#include <stdio.h>
#include <string.h>
#include "samhain.h"

const char *const samhain_res_names[] = {"wood", "gold", "stone", "wisp", "vp", NULL};
const char *const samhain_side_names[] = {"light", "dark", NULL};
static const char *const res_en[] = {"wood", "gold", "stone", "will-o'-wisp|will-o'-wisps", "VP"};
static const char *const res_fr[] = {"bois", "or", "pierre|pierres", "feu follet|feux follets", "PV"};
static const char *const side_en[] = {"Light", "Dark"};
static const char *const side_fr[] = {"Lumière", "Ténèbres"};

static const nm_param p_res_n[] = {
    {.name = "res", .type = NM_P_ENUM, .required = 1, .names = samhain_res_names,
     .doc = "wood, gold, stone, wisp or vp", .words = {res_en, res_fr}},
    {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "how many"},
};
static const nm_param p_worship[] = {
    {.name = "temple", .type = NM_P_REF, .required = 1, .ref = "temples", .doc = "deity"},
    {.name = "side", .type = NM_P_ENUM, .required = 1, .names = samhain_side_names,
     .doc = "light or dark track", .words = {side_en, side_fr}},
    {.name = "n", .type = NM_P_INT, .min = 1, .max = 5, .required = 1, .doc = "points"},
};
static const nm_param p_n[] = {
    {.name = "n", .type = NM_P_INT, .min = 1, .max = 5, .required = 1, .doc = "how many"},
};
static const nm_param p_object[] = {
    {.name = "object", .type = NM_P_REF, .required = 1, .ref = "objects", .doc = "object"},
};
static const nm_param p_move[] = {
    {.name = "n", .type = NM_P_INT, .min = 1, .max = 3, .required = 1, .doc = "moves"},
    {.name = "diagonal", .type = NM_P_BOOL, .def = 0, .doc = "diagonal moves allowed"},
    {.name = "exhausted", .type = NM_P_BOOL, .def = 1, .doc = "exhausted members may move"},
};
static const nm_param p_sacrifice[] = {
    {.name = "min_free_tombs", .type = NM_P_INT, .min = 1, .max = 5, .def = 1,
     .doc = "free tombs the graveyard must have for the action to be possible"},
};
static const nm_param p_raise[] = {
    {.name = "vp_own", .type = NM_P_INT, .min = 0, .max = 9, .required = 1,
     .doc = "VP for bringing back one of your own members"},
    {.name = "vp_other", .type = NM_P_INT, .min = 0, .max = 9, .required = 1,
     .doc = "VP for bringing back an opponent's member"},
};
static const nm_param p_vp_list[] = {
    {.name = "vp", .type = NM_P_INTS, .min = 0, .max = 20, .required = 1, .len_min = 6,
     .len_max = 6, .doc = "VP by number of different objects held (0 to 5)"},
};
static const nm_param p_vp[] = {
    {.name = "vp", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "VP each"},
};

static samhain_state *st(nm_vm_ctx *ctx) { return (samhain_state *)ctx->state; }

int samhain_bonus_of(const samhain_state *s, const nm_vm_ctx *ctx, const nm_instr *in) {
    return (s->eff_bonus >= 0 && s->eff_bonus == in->line && ctx->vm->depth == 1) ? 1 : 0;
}

int samhain_op_bonusable(const nm_instr *in) {
    switch (in->op) {
    case SAMHAIN_OP_GAIN: case SAMHAIN_OP_PAY: return in->arg[0] != SAMHAIN_WISP;
    case SAMHAIN_OP_WORSHIP:
    case SAMHAIN_OP_WORSHIP_ANY:
    case SAMHAIN_OP_GAIN_CHOICE:
    case SAMHAIN_OP_PAY_SAME:
    case SAMHAIN_OP_PAY_DIFFERENT: case SAMHAIN_OP_PAY_WORSHIP: case SAMHAIN_OP_RAISE_DEAD:
    case SAMHAIN_OP_SCORE_DISTINCT:
    case SAMHAIN_OP_SCORE_PAIRS:
    case SAMHAIN_OP_LEAD_BONUS: return 1;
    default: return 0;
    }
}

static int distinct_objects(const samhain_state *s, int p) {
    int n = 0;
    for (int o = 0; o < SAMHAIN_OBJS; o++) n += s->seat[p].obj[o] > 0;
    return n;
}

static int object_pairs(const samhain_state *s, int p) {
    int n = 0;
    for (int o = 0; o < SAMHAIN_OBJS; o++) n += s->seat[p].obj[o] / 2;
    return n;
}

/* Tracks (both sides of every temple) where p has strictly more points than anyone. */
static int leads(const samhain_state *s, int p) {
    int n = 0;
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++) {
            int v = s->track[t][sd][p], lead = v > 0;
            for (int q = 0; q < s->h.players; q++)
                if (q != p && s->track[t][sd][q] >= v) lead = 0;
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

static int can_instr(const nm_data *d, const samhain_state *s, int p, const nm_instr *in, int b,
                     int cell) {
    const int32_t *a = in->arg;
    int need;
    switch (in->op) {
    case SAMHAIN_OP_GAIN:
        return a[0] >= SAMHAIN_WISP || s->res_reserve[a[0]] >= a[1] + b;
    case SAMHAIN_OP_GAIN_CHOICE:
        for (int r = 0; r < SAMHAIN_RES; r++)
            if (s->res_reserve[r] >= a[0] + b) return 1;
        return 0;
    case SAMHAIN_OP_PAY:
        need = a[1] - b;
        if (a[0] == SAMHAIN_WISP) return s->seat[p].wisps >= a[1];
        if (a[0] == SAMHAIN_VP) return s->seat[p].vp >= need;
        return samhain_res_held(s, p, a[0]) >= need;
    case SAMHAIN_OP_PAY_SAME:
        for (int r = 0; r < SAMHAIN_RES; r++)
            if (samhain_res_held(s, p, r) >= a[0] - b) return 1;
        return 0;
    case SAMHAIN_OP_PAY_DIFFERENT: {
        int kinds = 0;
        for (int r = 0; r < SAMHAIN_RES; r++) kinds += samhain_res_held(s, p, r) > 0;
        return kinds >= a[0] - b;
    }
    case SAMHAIN_OP_PAY_WORSHIP: /* from one temple: its Light track, its Dark one, or both */
        for (int t = 0; t < SAMHAIN_TEMPLES; t++)
            if (s->track[t][SAMHAIN_LIGHT][p] + s->track[t][SAMHAIN_DARK][p] >= a[0] - b) return 1;
        return 0;
    case SAMHAIN_OP_TAKE_OBJECT: return s->obj_reserve[a[0]] > 0;
    case SAMHAIN_OP_GIVE_WISP: return s->seat[p].wisps >= a[0];
    case SAMHAIN_OP_KILL: return opp_members(s, p, 0, -1);
    case SAMHAIN_OP_MOVE: return can_move(s, p, a[1], a[2]);
    case SAMHAIN_OP_SACRIFICE_SELF:
        return cell >= 0 && s->tired[cell][p] + s->ready[cell][p] > 0 &&
               s->tombs - samhain_grave_total(s) >= a[0];
    case SAMHAIN_OP_STEAL_OBJECT:
        for (int q = 0; q < s->h.players; q++)
            if (q != p && distinct_objects(s, q) > 0) return 1;
        return 0;
    case SAMHAIN_OP_RAISE_DEAD: {
        int free_cell = 0;
        for (int c = 0; c < SAMHAIN_CELLS; c++) free_cell |= !samhain_cell_full(s, c);
        return free_cell && samhain_grave_total(s) > 0;
    }
    case SAMHAIN_OP_SCORE_DISTINCT: {
        int n = 0;
        const int32_t *vp = nm_data_ints(d, a[0], &n);
        int k = distinct_objects(s, p);
        return k < n && vp[k] > 0;
    }
    case SAMHAIN_OP_SCORE_PAIRS: return object_pairs(s, p) > 0;
    case SAMHAIN_OP_EXHAUST_OTHER: return opp_members(s, p, 1, -1);
    case SAMHAIN_OP_DRAIN_WORSHIP:
        for (int q = 0; q < s->h.players; q++)
            for (int t = 0; t < SAMHAIN_TEMPLES; t++)
                for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
                    if (q != p && s->track[t][sd][q] > 0) return 1;
        return 0;
    case SAMHAIN_OP_LEAD_BONUS: return leads(s, p) > 0;
    case SAMHAIN_OP_SWAP:
        for (int c = 0; c < SAMHAIN_CELLS; c++)
            if ((s->ready[c][p] || s->tired[c][p]) && opp_members(s, p, 0, c)) return 1;
        return 0;
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
        if ((bi->op == SAMHAIN_OP_PAY && bi->arg[1] < 1) || bi->arg[0] < 0) return 0;
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
    int p = ctx->seat, n = in->arg[1] + samhain_bonus_of(s, ctx, in);
    if (event_resumed(ctx)) {
        n = ctx->vm->scratch[1];
    } else if (in->arg[0] < SAMHAIN_WISP) {
        samhain_res_gain(s, p, in->arg[0], n);
        return NM_OP_DONE;
    } else if (in->arg[0] == SAMHAIN_VP) {
        s->seat[p].vp = (int16_t)(s->seat[p].vp + n);
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

static nm_op_result op_worship(nm_vm_ctx *ctx, const nm_instr *in) {
    if (event_resumed(ctx)) return NM_OP_DONE;
    samhain_state *s = st(ctx);
    samhain_worship(s, ctx->seat, in->arg[0], in->arg[1],
                    in->arg[2] + samhain_bonus_of(s, ctx, in));
    return after_wisps(ctx);
}

static nm_op_result op_worship_any(nm_vm_ctx *ctx, const nm_instr *in) {
    if (event_resumed(ctx)) return NM_OP_DONE;
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int t = ctx->answer->p[0] / 2, sd = ctx->answer->p[0] % 2;
    samhain_worship(s, ctx->seat, t, sd, in->arg[0] + samhain_bonus_of(s, ctx, in));
    return after_wisps(ctx);
}

static int ch_worship_any(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
            samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(100 + t * 2 + sd), t * 2 + sd, 0,
                            0);
    return out->count;
}

static nm_op_result op_gain_choice(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    samhain_res_gain(s, ctx->seat, ctx->answer->p[0], in->arg[0] + samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

static int ch_gain_choice(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[0] + samhain_bonus_of(s, ctx, in);
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (s->res_reserve[r] >= n) samhain_push(out, NM_ACTION_VM_CHOICE, 301, r, n, 0);
    return out->count;
}

static nm_op_result op_pay(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int p = ctx->seat, r = in->arg[0], n = in->arg[1];
    if (r == SAMHAIN_WISP) {
        int k = n < s->seat[p].wisps ? n : s->seat[p].wisps;
        s->seat[p].wisps = (int8_t)(s->seat[p].wisps - k);
        s->wisp_reserve = (int8_t)(s->wisp_reserve + k);
        return NM_OP_DONE;
    }
    n -= samhain_bonus_of(s, ctx, in);
    if (r == SAMHAIN_VP) s->seat[p].vp = (int16_t)(s->seat[p].vp > n ? s->seat[p].vp - n : 0);
    else samhain_res_spend(s, p, r, n);
    return NM_OP_DONE;
}

static nm_op_result op_pay_same(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    samhain_res_spend(s, ctx->seat, ctx->answer->p[0], in->arg[0] - samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

static int ch_pay_same(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[0] - samhain_bonus_of(s, ctx, in);
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (samhain_res_held(s, ctx->seat, r) >= n)
            samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + ctx->seat), r, n, 0);
    return out->count;
}

static nm_op_result op_pay_different(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (ctx->answer->p[0] & (1 << r)) samhain_res_spend(s, ctx->seat, r, 1);
    return NM_OP_DONE;
}

static int ch_pay_different(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[0] - samhain_bonus_of(s, ctx, in);
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

/* "Payez 2 de vos PA sur un Temple": a temple card holds a Light and a Dark track, so the
 * points come from one temple, from either track or from both. Answer: p0 temple, p1
 * points from its Light track, p2 from its Dark track. */
static nm_op_result op_pay_worship(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int t = ctx->answer->p[0];
    if (ctx->answer->p[1] > 0) samhain_track_lose(s, ctx->seat, t, SAMHAIN_LIGHT, ctx->answer->p[1]);
    if (ctx->answer->p[2] > 0) samhain_track_lose(s, ctx->seat, t, SAMHAIN_DARK, ctx->answer->p[2]);
    return NM_OP_DONE;
}

static int ch_pay_worship(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int n = in->arg[0] - samhain_bonus_of(s, ctx, in);
    for (int t = 0; t < SAMHAIN_TEMPLES && n > 0; t++) {
        int light = s->track[t][SAMHAIN_LIGHT][ctx->seat], dark = s->track[t][SAMHAIN_DARK][ctx->seat];
        for (int k = n; k >= 0; k--) /* k from the Light track, the rest from the Dark one */
            if (light >= k && dark >= n - k) {
                int el = k == n ? 100 + t * 2 : k == 0 ? 100 + t * 2 + 1 : 110 + t;
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)el, t, k, n - k);
            }
    }
    return out->count;
}

static nm_op_result op_take_object(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    if (s->obj_reserve[in->arg[0]] > 0) {
        s->obj_reserve[in->arg[0]]--;
        s->seat[ctx->seat].obj[in->arg[0]]++;
    }
    return NM_OP_DONE;
}

static nm_op_result op_give_wisp(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int q = ctx->answer->p[0], k = in->arg[0];
    if (k > s->seat[ctx->seat].wisps) k = s->seat[ctx->seat].wisps;
    s->seat[ctx->seat].wisps = (int8_t)(s->seat[ctx->seat].wisps - k);
    s->seat[q].wisps = (int8_t)(s->seat[q].wisps + k);
    return NM_OP_DONE;
}

static int ch_opponents(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    for (int q = 0; q < s->h.players; q++)
        if (q != ctx->seat) samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + q), q, 0, 0);
    return out->count;
}

/* Members as (cell, seat, tired): answers of kill, exhaust_other and swap. */
static void remove_member(samhain_state *s, int c, int q, int tired) {
    int8_t *v = tired ? &s->tired[c][q] : &s->ready[c][q];
    if (*v > 0) (*v)--;
}

static nm_op_result op_kill(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    remove_member(s, ctx->answer->p[0], ctx->answer->p[1], ctx->answer->p[2]);
    samhain_to_grave(s, ctx->answer->p[1]);
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

static int ch_kill(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
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
    if (++ctx->vm->scratch[1] < in->arg[0] && can_move(s, p, in->arg[1], in->arg[2]))
        return NM_OP_SUSPEND;
    ctx->vm->scratch[1] = 0;
    return NM_OP_DONE;
}

static int ch_move(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    int p = ctx->seat;
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        for (int tired = 0; tired < 2; tired++) {
            if (!(tired ? s->tired[c][p] && in->arg[2] : s->ready[c][p])) continue;
            const int8_t *nb;
            int k = samhain_neighbours(c, in->arg[1], &nb);
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

static nm_op_result op_steal_object(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int q = ctx->answer->p[0], o = ctx->answer->p[1];
    samhain_seat *v = &s->seat[q];
    if (v->obj[o] <= 0) return NM_OP_DONE;
    v->obj[o]--;
    if (v->used[o] > v->obj[o]) v->used[o] = v->obj[o]; /* the stolen one comes back upright */
    s->seat[ctx->seat].obj[o]++;
    return NM_OP_DONE;
}

static int ch_steal_object(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    for (int q = 0; q < s->h.players; q++)
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            if (q != ctx->seat && s->seat[q].obj[o] > 0)
                samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(200 + q), q, o, 0);
    return out->count;
}

static nm_op_result op_raise_dead(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int g = ctx->answer->p[0], c = ctx->answer->p[1];
    if (s->seat[g].grave <= 0) return NM_OP_DONE;
    s->seat[g].grave--;
    s->tired[c][g]++;
    int vp = (g == ctx->seat ? in->arg[0] : in->arg[1]) + samhain_bonus_of(s, ctx, in);
    s->seat[ctx->seat].vp = (int16_t)(s->seat[ctx->seat].vp + vp);
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

static nm_op_result op_score_distinct(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int n = 0;
    const int32_t *vp = nm_data_ints(ctx->data, in->arg[0], &n);
    int k = distinct_objects(s, ctx->seat);
    if (k < n && vp[k] > 0)
        s->seat[ctx->seat].vp =
            (int16_t)(s->seat[ctx->seat].vp + vp[k] + samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

static nm_op_result op_score_pairs(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int k = object_pairs(s, ctx->seat);
    if (k > 0)
        s->seat[ctx->seat].vp =
            (int16_t)(s->seat[ctx->seat].vp + k * in->arg[0] + samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

static nm_op_result op_exhaust_other(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    samhain_state *s = st(ctx);
    int c = ctx->answer->p[0], q = ctx->answer->p[1];
    if (s->ready[c][q] > 0) {
        s->ready[c][q]--;
        s->tired[c][q]++;
    }
    return NM_OP_DONE;
}

static int ch_exhaust_other(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    return push_members(ctx, out, 0, 1, -1);
}

static nm_op_result op_drain_worship(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    int q = ctx->answer->p[0], tr = ctx->answer->p[1];
    samhain_track_lose(st(ctx), q, tr / 2, tr % 2, in->arg[0]);
    return NM_OP_DONE;
}

static int ch_drain_worship(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const samhain_state *s = ctx->state;
    for (int q = 0; q < s->h.players; q++)
        for (int t = 0; t < SAMHAIN_TEMPLES; t++)
            for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
                if (q != ctx->seat && s->track[t][sd][q] > 0)
                    samhain_push(out, NM_ACTION_VM_CHOICE, (uint16_t)(100 + t * 2 + sd), q,
                                    t * 2 + sd, 0);
    return out->count;
}

static nm_op_result op_lead_bonus(nm_vm_ctx *ctx, const nm_instr *in) {
    samhain_state *s = st(ctx);
    int k = leads(s, ctx->seat);
    if (k > 0)
        s->seat[ctx->seat].vp =
            (int16_t)(s->seat[ctx->seat].vp + k * in->arg[0] + samhain_bonus_of(s, ctx, in));
    return NM_OP_DONE;
}

/* Two answers: first one of your members (scratch[1] = cell + 1, scratch[2] = tired), then
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
        else if (src == 3) s->seat[p].vp--;
        else samhain_track_lose(s, p, (src - 4) / 2, (src - 4) % 2, 1);
        ctx->vm->scratch[1] = src;
        return NM_OP_SUSPEND;
    }
    if (src < SAMHAIN_RES) samhain_res_gain(s, p, src, 1);
    else if (src == 3) s->seat[p].vp++;
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

#define NP(p) (int)(sizeof(p) / sizeof((p)[0]))

#define OP(NAME, P, RUN, CH, DOC, EN, FR) {NAME, P, NP(P), RUN, CH, NULL, DOC, NULL, {EN, FR}, NULL, NULL}
#define OP0(NAME, RUN, CH, DOC, EN, FR) {NAME, NULL, 0, RUN, CH, NULL, DOC, NULL, {EN, FR}, NULL, NULL}

const nm_op_def samhain_ops_base[SAMHAIN_OP_COUNT - 1] = {
    OP("gain", p_res_n, op_gain, no_choices, "gain n wood, gold or stone from the general reserve, n will-o'-wisps, or n VP",
       "gain {n} {res:n}",
       "gagnez {n} {res:n}"),
    OP("worship", p_worship, op_worship, no_choices, "gain n worship points on a temple's track (a point that cannot be marked gives a wisp)",
       "gain {n} worship {#n:point|points} on {temple}'s {side} track",
       "gagnez {n} {#n:point|points} d'adoration sur la piste {side} de {temple}"),
    OP("worship_any", p_n, op_worship_any, ch_worship_any, "gain n worship points on a track of your choice",
       "gain {n} worship {#n:point|points} on a track of your choice",
       "gagnez {n} {#n:point|points} d'adoration sur une piste de votre choix"),
    OP("gain_choice", p_n, op_gain_choice, ch_gain_choice, "gain n resources of one kind of your choice",
       "gain {n} {#n:resource|resources} of one kind of your choice",
       "gagnez {n} {#n:ressource|ressources} d'un même type de votre choix"),
    OP("pay", p_res_n, op_pay, no_choices, "pay n of a resource, wisps or VP",
       "pay {n} {res:n}",
       "payez {n} {res:n}"),
    OP("pay_same", p_n, op_pay_same, ch_pay_same, "pay n resources of one kind",
       "pay {n} resources of one kind",
       "payez {n} ressources d'un même type"),
    OP("pay_different", p_n, op_pay_different, ch_pay_different, "pay n resources all of different kinds",
       "pay {n} resources of different kinds",
       "payez {n} ressources de types différents"),
    OP("pay_worship", p_n, op_pay_worship, ch_pay_worship, "pay n worship points from one temple (its Light track, its Dark track or both)",
       "pay {n} worship {#n:point|points} from one temple",
       "payez {n} {#n:point|points} d'adoration d'un même temple"),
    OP("take_object", p_object, op_take_object, no_choices, "take an object from the general reserve",
       "take an object: {object}",
       "prenez un objet : {object}"),
    OP("give_wisp", p_n, op_give_wisp, ch_opponents, "give n of your will-o'-wisps to an opponent",
       "give {n} {#n:will-o'-wisp|will-o'-wisps} to an opponent",
       "donnez {n} {#n:feu follet|feux follets} à un adversaire"),
    OP0("kill", op_kill, ch_kill, "send an opponent's member on a card to the graveyard",
        "send an opponent's member on a card to the graveyard",
        "envoyez au cimetière un membre adverse présent sur une carte"),
    OP("move", p_move, op_move, ch_move, "move your members n times to an adjacent card that is not full",
       "make {n} {#n:move|moves} of your members to an adjacent card that is not full{?diagonal: (diagonally too)}{!exhausted: (ready members only)}",
       "faites {n} {#n:déplacement|déplacements} de vos membres vers une carte adjacente qui n'est pas pleine{?diagonal: (en diagonale aussi)}{!exhausted: (membres prêts seulement)}"),
    OP("sacrifice_self", p_sacrifice, op_sacrifice_self, no_choices, "the member doing the action goes to the graveyard",
       "the member doing the action goes to the graveyard ({min_free_tombs} free {#min_free_tombs:tomb|tombs} needed)",
       "le membre qui agit va au cimetière (il faut {min_free_tombs} {#min_free_tombs:tombe libre|tombes libres})"),
    OP0("steal_object", op_steal_object, ch_steal_object, "take an opponent's object, upright",
        "take an opponent's object, upright",
        "prenez un objet d'un adversaire, debout"),
    OP("raise_dead", p_raise, op_raise_dead, ch_raise_dead, "bring a member back from the graveyard, exhausted, onto a card",
       "bring back a member from the graveyard, exhausted ({vp_own} VP if yours, {vp_other} if not)",
       "ramenez un membre du cimetière, épuisé ({vp_own} PV s'il est à vous, {vp_other} sinon)"),
    OP("score_distinct", p_vp_list, op_score_distinct, no_choices, "gain VP by the number of different objects you hold",
       "gain VP by how many different objects you hold ({vp} for 0 to 5)",
       "gagnez des PV selon le nombre d'objets différents que vous avez ({vp} pour 0 à 5)"),
    OP("score_pairs", p_vp, op_score_pairs, no_choices, "gain vp for each pair of identical objects",
       "gain {vp} VP for each pair of identical objects",
       "gagnez {vp} PV par paire d'objets identiques"),
    OP0("exhaust_other", op_exhaust_other, ch_exhaust_other, "exhaust an opponent's ready member",
        "exhaust an opponent's ready member",
        "épuisez un membre prêt d'un adversaire"),
    OP("drain_worship", p_n, op_drain_worship, ch_drain_worship, "an opponent loses n worship points on a track",
       "an opponent loses {n} worship {#n:point|points} on a track",
       "un adversaire perd {n} {#n:point|points} d'adoration sur une piste"),
    OP("lead_bonus", p_vp, op_lead_bonus, no_choices, "gain vp for each track where you strictly lead",
       "gain {vp} VP for each track you lead alone",
       "gagnez {vp} PV par piste que vous menez seul"),
    OP0("swap", op_swap, ch_swap, "swap one of your members with an opponent's member on another card",
        "swap one of your members with an opponent's member on another card",
        "échangez un de vos membres avec un membre adverse d'une autre carte"),
    OP0("convert", op_convert, ch_convert, "turn 1 point of multiplicity into 1 of another kind",
        "turn 1 point of multiplicity into 1 of another kind",
        "changez 1 point de multiplicité en 1 d'un autre type"),
};
