/* lang_ops.c - the core ops every game may use (gain, pay, lose, set, if, repeat) and the
 * core modifier kind gain_more. Parameters are read by name through the enums beside each
 * schema (the designated initialisers tie each name to its index, so they cannot drift). */
#include <stdio.h>
#include <string.h>

#include "nemeton/game.h"
#include "nemeton/lang.h"

#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))

/* ---- shared ---- */

static nm_op_result push(nm_vm_ctx *ctx, int effect, const char *op) {
    if (nm_vm_push(ctx->vm, effect, ctx->seat, ctx->source) != 0) {
        snprintf(ctx->error, sizeof ctx->error, "%s: effects nested deeper than %d", op, NM_VM_DEPTH);
        return NM_OP_FAIL;
    }
    return NM_OP_DONE;
}

/* Changes a counter of the running seat and tells the game (VP by source...). */
static void change(nm_vm_ctx *ctx, int counter, int32_t delta) {
    int32_t done = nm_counter_add(ctx->data, ctx->state, counter, ctx->seat, delta);
    if (done && ctx->data->game->counter_changed)
        ctx->data->game->counter_changed(ctx, counter, ctx->seat, done);
}

/* ---- gain / lose / set / pay ---- */

enum { CT_COUNTER, CT_N };
static const nm_param counter_params[] = {
    [CT_COUNTER] = {.name = "counter", .type = NM_P_REF, .ref = "counters", .required = 1,
                    .doc = "what changes (an id of counters.json)"},
    [CT_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 1000, .required = 1,
              .doc = "how many: a number or an expression"},
};

static nm_op_result op_gain(nm_vm_ctx *ctx, const nm_instr *in) {
    int c = in->arg[CT_COUNTER];
    int32_t n = nm_expr_eval(ctx, in->arg[CT_N]);
    if (n > 0) n += nm_gain_more(ctx->data, ctx->state, c, ctx->seat);
    if (n > 0) change(ctx, c, n);
    return NM_OP_DONE;
}

static nm_op_result op_lose(nm_vm_ctx *ctx, const nm_instr *in) {
    int32_t n = nm_expr_eval(ctx, in->arg[CT_N]);
    if (n > 0) change(ctx, in->arg[CT_COUNTER], -n);
    return NM_OP_DONE;
}

static nm_op_result op_set(nm_vm_ctx *ctx, const nm_instr *in) {
    int c = in->arg[CT_COUNTER];
    int32_t n = nm_expr_eval(ctx, in->arg[CT_N]);
    change(ctx, c, n - nm_counter_get(ctx->data, ctx->state, c, ctx->seat));
    return NM_OP_DONE;
}

static int pay_possible(const nm_vm_ctx *ctx, const nm_instr *in) {
    return nm_counter_get(ctx->data, ctx->state, in->arg[CT_COUNTER], ctx->seat) >=
           nm_expr_eval(ctx, in->arg[CT_N]);
}

static nm_op_result op_pay(nm_vm_ctx *ctx, const nm_instr *in) {
    int c = in->arg[CT_COUNTER];
    int32_t n = nm_expr_eval(ctx, in->arg[CT_N]), have = nm_counter_get(ctx->data, ctx->state, c, ctx->seat);
    if (have < n) {
        const nm_component *k = &nm_data_kind(ctx->data, "counters")->items[c];
        snprintf(ctx->error, sizeof ctx->error, "pay: %d %s needed, seat %d has %d", (int)n, k->id,
                 ctx->seat, (int)have);
        return NM_OP_FAIL;
    }
    if (n > 0) change(ctx, c, -n);
    return NM_OP_DONE;
}

/* ---- if / repeat ---- */

enum { IF_COND, IF_THEN, IF_ELSE };
static const nm_param if_params[] = {
    [IF_COND] = {.name = "cond", .type = NM_P_EXPR, .min = 0, .max = 1, .required = 1,
                 .doc = "a condition, e.g. {\"ge\": [{\"counter\": \"rune\"}, 3]}"},
    [IF_THEN] = {.name = "then", .type = NM_P_EFFECT, .required = 1, .doc = "ops run when it holds"},
    [IF_ELSE] = {.name = "else", .type = NM_P_EFFECT, .def = -1, .doc = "ops run when it does not"},
};

static nm_op_result op_if(nm_vm_ctx *ctx, const nm_instr *in) {
    int e = nm_expr_eval(ctx, in->arg[IF_COND]) ? in->arg[IF_THEN] : in->arg[IF_ELSE];
    return e < 0 ? NM_OP_DONE : push(ctx, e, "if");
}

static int if_possible(const nm_vm_ctx *ctx, const nm_instr *in) {
    int e = nm_expr_eval(ctx, in->arg[IF_COND]) ? in->arg[IF_THEN] : in->arg[IF_ELSE];
    return e < 0 || nm_effect_possible(ctx, e);
}

enum { REP_N, REP_DO };
static const nm_param repeat_params[] = {
    [REP_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 100, .required = 1,
               .doc = "how many times (worked out once, before the first)"},
    [REP_DO] = {.name = "do", .type = NM_P_EFFECT, .required = 1, .doc = "the ops repeated"},
};

/* The frame's loop count holds the runs still to start after this one. */
static nm_op_result op_repeat(nm_vm_ctx *ctx, const nm_instr *in) {
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    int32_t left = f->loop;
    if (left == 0) { /* first visit */
        left = nm_expr_eval(ctx, in->arg[REP_N]);
        if (left <= 0) return NM_OP_DONE;
        if (left > 100) left = 100;
    }
    left--;
    f->loop = (int16_t)left;
    nm_op_result r = push(ctx, in->arg[REP_DO], "repeat");
    if (r != NM_OP_DONE) return r;
    return left > 0 ? NM_OP_AGAIN : NM_OP_DONE;
}

static int repeat_possible(const nm_vm_ctx *ctx, const nm_instr *in) {
    return nm_expr_eval(ctx, in->arg[REP_N]) <= 0 || nm_effect_possible(ctx, in->arg[REP_DO]);
}

/* ---- move / for_each ---- */

static const char *const which_names[] = {"top", "bottom", "choose", NULL};
enum { WHICH_TOP, WHICH_BOTTOM, WHICH_CHOOSE };
enum { MV_FROM, MV_TO, MV_N, MV_WHICH, MV_WHERE };
static const nm_param move_params[] = {
    [MV_FROM] = {.name = "from", .type = NM_P_REF, .ref = "zones", .required = 1,
                 .doc = "the zone taken from (the acting seat's when it is per seat)"},
    [MV_TO] = {.name = "to", .type = NM_P_REF, .ref = "zones", .required = 1, .doc = "the zone it goes to"},
    [MV_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 20, .def = 1, .doc = "how many (default 1)"},
    [MV_WHICH] = {.name = "which", .type = NM_P_ENUM, .names = which_names, .def = WHICH_TOP,
                  .doc = "top (a draw), bottom, or choose (the seat picks among those the filter lets through)"},
    [MV_WHERE] = {.name = "where", .type = NM_P_EXPR, .min = 0, .max = 1, .def = 1,
                  .doc = "choose: a condition on the component ({\"field\": ...})"},
};

static int movable(const nm_vm_ctx *ctx, const nm_instr *in, int c) {
    nm_vm_ctx probe = *ctx;
    probe.it = c;
    return c >= 0 && nm_expr_eval(&probe, in->arg[MV_WHERE]);
}

static int move_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    int z = in->arg[MV_FROM], size = nm_zone_size(ctx->data, z);
    for (int i = 0; i < size; i++)
        if (movable(ctx, in, nm_zone_at(ctx->data, ctx->state, z, ctx->seat, i)))
            nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    return out->count;
}

static int move_one(nm_vm_ctx *ctx, const nm_instr *in, int pos) {
    int c = nm_zone_take(ctx->data, ctx->state, in->arg[MV_FROM], ctx->seat, pos);
    if (c < 0 || nm_zone_put(ctx->data, ctx->state, in->arg[MV_TO], ctx->seat, c) != 0) {
        const nm_kind_data *k = nm_data_kind(ctx->data, "zones");
        snprintf(ctx->error, sizeof ctx->error, "move: %s", c < 0 ? "nothing there" : "no room in ");
        if (c >= 0) strncat(ctx->error, k->items[in->arg[MV_TO]].id, sizeof ctx->error - strlen(ctx->error) - 1);
        return -1;
    }
    return 0;
}

static nm_op_result op_move(nm_vm_ctx *ctx, const nm_instr *in) {
    const nm_data *d = ctx->data;
    int z = in->arg[MV_FROM];
    if (in->arg[MV_WHICH] != WHICH_CHOOSE) {
        int n = nm_expr_eval(ctx, in->arg[MV_N]);
        for (int k = 0; k < n && nm_zone_count(d, ctx->state, z, ctx->seat) > 0; k++) {
            int pos = -1, size = nm_zone_size(d, z);
            for (int i = 0; i < size; i++)
                if (nm_zone_at(d, ctx->state, z, ctx->seat, i) >= 0 &&
                    (pos < 0 || in->arg[MV_WHICH] == WHICH_TOP))
                    pos = i;
            if (move_one(ctx, in, pos) != 0) return NM_OP_FAIL;
        }
        return NM_OP_DONE;
    }
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    if (ctx->answer) {
        int pos = ctx->answer->p[0];
        if (!movable(ctx, in, nm_zone_at(d, ctx->state, z, ctx->seat, pos))) {
            snprintf(ctx->error, sizeof ctx->error, "move: position %d cannot be chosen", pos);
            return NM_OP_FAIL;
        }
        if (move_one(ctx, in, pos) != 0) return NM_OP_FAIL;
        f->loop--;
    } else {
        f->loop = (int16_t)nm_expr_eval(ctx, in->arg[MV_N]);
    }
    if (f->loop <= 0) return NM_OP_DONE;
    int size = nm_zone_size(d, z);
    for (int i = 0; i < size; i++)
        if (movable(ctx, in, nm_zone_at(d, ctx->state, z, ctx->seat, i))) return NM_OP_SUSPEND;
    return NM_OP_DONE; /* nothing left to choose */
}

static int move_possible(const nm_vm_ctx *ctx, const nm_instr *in) {
    if (nm_expr_eval(ctx, in->arg[MV_N]) <= 0) return 1;
    if (in->arg[MV_WHICH] != WHICH_CHOOSE) return nm_zone_count(ctx->data, ctx->state, in->arg[MV_FROM], ctx->seat) > 0;
    int z = in->arg[MV_FROM], size = nm_zone_size(ctx->data, z);
    for (int i = 0; i < size; i++)
        if (movable(ctx, in, nm_zone_at(ctx->data, ctx->state, z, ctx->seat, i))) return 1;
    return 0;
}

static void move_label_lang(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang,
                            char *buf, size_t n) {
    const nm_data *d = ctx->data;
    int c = nm_zone_at(d, ctx->state, in->arg[MV_FROM], ctx->seat, a->p[0]);
    const nm_zone *z = &d->zones[in->arg[MV_FROM]];
    char name[96] = "?";
    if (c >= 0) nm_text_noun(&d->kinds[z->kind].items[c].noun, lang, 1, lang ? 'd' : 0, name, sizeof name);
    snprintf(buf, n, lang ? "prendre %s" : "take %s", name);
}

static void move_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf, size_t n) {
    move_label_lang(ctx, in, a, 0, buf, n);
}

enum { FE_IN, FE_WHERE, FE_DO };
static const nm_param for_each_params[] = {
    [FE_IN] = {.name = "in", .type = NM_P_REF, .ref = "zones", .required = 1,
               .doc = "the zone whose components are gone through, first to last"},
    [FE_WHERE] = {.name = "where", .type = NM_P_EXPR, .min = 0, .max = 1, .def = 1,
                  .doc = "a condition on the component ({\"field\": ...}); the others are skipped"},
    [FE_DO] = {.name = "do", .type = NM_P_EFFECT, .required = 1,
               .doc = "the ops run for each (their {\"field\": ...} reads that component)"},
};

/* The frame's loop count is the next position to look at, plus 1. */
static nm_op_result op_for_each(nm_vm_ctx *ctx, const nm_instr *in) {
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    int z = in->arg[FE_IN], size = nm_zone_size(ctx->data, z);
    for (int i = f->loop > 0 ? f->loop - 1 : 0; i < size; i++) {
        int c = nm_zone_at(ctx->data, ctx->state, z, ctx->seat, i);
        nm_vm_ctx probe = *ctx;
        probe.it = c;
        if (c < 0 || !nm_expr_eval(&probe, in->arg[FE_WHERE])) continue;
        f->loop = (int16_t)(i + 2);
        nm_op_result r = push(ctx, in->arg[FE_DO], "for_each");
        if (r != NM_OP_DONE) return r;
        nm_vm_top(ctx->vm)->it = (int16_t)c;
        return NM_OP_AGAIN;
    }
    return NM_OP_DONE;
}

const nm_op_def nm_core_ops[NM_CORE_OP_COUNT] = {
    {"gain", counter_params, NP(counter_params), op_gain, NULL, NULL,
     "gain n of a counter (plus gain_more modifiers), up to its cap", NULL,
     {"gain {=n:{n} {counter:n}}{~n:{counter:many}: {n}}", "gagnez {=n:{n} {counter:n}}{~n:des {counter:many} : {n}}"}},
    {"lose", counter_params, NP(counter_params), op_lose, NULL, NULL,
     "lose n of a counter, never below its floor", NULL,
     {"lose {=n:{n} {counter:n}}{~n:{counter:many}: {n}}", "perdez {=n:{n} {counter:n}}{~n:des {counter:many} : {n}}"}},
    {"pay", counter_params, NP(counter_params), op_pay, NULL, NULL,
     "spend n of a counter; not possible without them", pay_possible,
     {"pay {=n:{n} {counter:n}}{~n:{counter:many}: {n}}", "payez {=n:{n} {counter:n}}{~n:des {counter:many} : {n}}"}},
    {"set", counter_params, NP(counter_params), op_set, NULL, NULL,
     "set a counter to n (within its floor and cap)", NULL,
     {"set your {counter:many} to {n}", "mettez vos {counter:many} à {n}"}},
    {"if", if_params, NP(if_params), op_if, NULL, NULL,
     "run `then` when the condition holds, else `else`", if_possible,
     {"if {cond}, {then}{?else:; otherwise, }{else}", "si {cond}, {then}{?else: ; sinon, }{else}"}},
    {"repeat", repeat_params, NP(repeat_params), op_repeat, NULL, NULL,
     "run `do` n times", repeat_possible,
     {"{n} times: {do}", "{n} fois : {do}"}},
    {"move", move_params, NP(move_params), op_move, move_choices, move_label,
     "move n components from one zone to another: the top ones, or chosen ones", move_possible,
     {"move {n} from {from:the} to {to:the}{?where: (those where {where})}",
      "d\xc3\xa9placez {n} {from:of} vers {to:the}{?where: (ceux o\xc3\xb9 {where})}"},
     move_label_lang},
    {"for_each", for_each_params, NP(for_each_params), op_for_each, NULL, NULL,
     "run `do` for each component of a zone (that the filter lets through)", NULL,
     {"for {in:each}{?where: where {where}}: {do}",
      "pour {in:each}{?where: o\xc3\xb9 {where}} : {do}"}},
};

/* ---- modifiers ---- */

enum { GM_COUNTER, GM_N };
static const nm_param gain_more_params[] = {
    [GM_COUNTER] = {.name = "counter", .type = NM_P_REF, .ref = "counters", .required = 1,
                    .doc = "the counter whose gains grow"},
    [GM_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "extra amount"},
};

const nm_op_def nm_core_modifiers[NM_CORE_MOD_COUNT] = {
    {"gain_more", gain_more_params, NP(gain_more_params), NULL, NULL, NULL,
     "whenever the owner gains the counter by an effect, it gains n more", NULL,
     {"whenever you gain {counter:many}, gain {n} more",
      "chaque fois que vous gagnez des {counter:many}, gagnez-en {n} de plus"}},
};

int32_t nm_modifier_sum(const nm_data *d, const void *state, int seat, int modifier, int sum_param,
                        int match_param, int32_t match_value) {
    const nm_game *g = d->game;
    if (!g->in_play || modifier < 0) return 0;
    int16_t list[64][2] NM_SCRATCH; /* the hooks ask it millions of times a search */
    int n = g->in_play(d, state, seat, list, 64);
    int32_t sum = 0;
    for (int i = 0; i < n; i++) {
        const nm_component *c = &d->kinds[list[i][0]].items[list[i][1]];
        for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
            const nm_instr *in = &d->mods[m];
            if (in->op != modifier || (match_param >= 0 && in->arg[match_param] != match_value)) continue;
            sum += sum_param < 0 ? 1 : in->arg[sum_param];
        }
    }
    return sum;
}

int32_t nm_gain_more(const nm_data *d, const void *state, int counter, int seat) {
    const nm_game *g = d->game;
    for (int m = 0; m < g->modifier_count; m++)
        if (g->modifiers[m].name == nm_core_modifiers[0].name)
            return nm_modifier_sum(d, state, seat, m, GM_N, GM_COUNTER, counter);
    return 0;
}

int nm_effect_possible(const nm_vm_ctx *ctx, int effect) {
    int n = 0;
    const nm_instr *list = nm_data_effect_in(ctx->data, effect, &n);
    for (int i = 0; i < n; i++) {
        const nm_op_def *op = &ctx->data->game->ops[list[i].op];
        if (op->possible && !op->possible(ctx, &list[i])) return 0;
    }
    return 1;
}
