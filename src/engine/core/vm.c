/* vm.c - the effect VM. Frames are (effect list, pc, seat, source) kept in the game state;
 * an op that needs an answer suspends the VM, and the answer resumes the same op. */
#include "nemeton/vm.h"

#include <stdio.h>
#include <string.h>

#include "nemeton/game.h"
#include "nemeton/lang.h"

void nm_vm_reset(nm_vm *vm) { memset(vm, 0, sizeof *vm); }

int nm_vm_push(nm_vm *vm, int effect, int seat, int source) {
    if (effect < 0) return 0;
    if (vm->depth >= NM_VM_DEPTH) return -1;
    int16_t it = vm->depth > 0 ? vm->frame[vm->depth - 1].it : 0;
    nm_vm_frame *f = &vm->frame[vm->depth++];
    f->effect = effect;
    f->pc = 0;
    f->seat = (int8_t)seat;
    f->pad = 0;
    f->source = source;
    f->loop = 0;
    f->it = it;
    return 0;
}

int nm_vm_waiting_seat(const nm_vm *vm) {
    return (vm->waiting && vm->depth > 0) ? vm->frame[vm->depth - 1].seat : -1;
}

const nm_instr *nm_vm_waiting_instr(const nm_data *d, const nm_vm *vm) {
    if (!vm->waiting || vm->depth <= 0) return NULL;
    const nm_vm_frame *f = &vm->frame[vm->depth - 1];
    int n = 0;
    const nm_instr *list = nm_data_effect(d, f->effect, &n);
    return list && f->pc >= 0 && f->pc < n ? &list[f->pc] : NULL;
}

/* The instruction at the top frame's pc, popping finished frames; NULL when empty. */
static inline const nm_instr *vm_current(nm_vm_ctx *ctx) {
    nm_vm *vm = ctx->vm;
    while (vm->depth > 0) {
        nm_vm_frame *f = &vm->frame[vm->depth - 1];
        int n = 0;
        const nm_instr *list = nm_data_effect_in(ctx->data, f->effect, &n);
        if (f->pc < n) {
            ctx->seat = f->seat;
            ctx->source = f->source;
            ctx->it = f->it;
            return &list[f->pc];
        }
        vm->depth--;
    }
    return NULL;
}

static nm_vm_status vm_step_result(nm_vm_ctx *ctx, int frame, const nm_instr *in,
                                   nm_op_result r) {
    nm_vm *vm = ctx->vm;
    if (r == NM_OP_SUSPEND) {
        vm->waiting = 1;
        return NM_VM_WAITING;
    }
    vm->waiting = 0;
    if (r == NM_OP_FAIL) {
        if (!ctx->error[0])
            snprintf(ctx->error, sizeof ctx->error, "op \"%s\" failed",
                     ctx->data->game->ops[in->op].name);
        return NM_VM_ERROR;
    }
    if (r == NM_OP_AGAIN) return NM_VM_IDLE; /* its pushed list runs, then it runs again */
    vm->frame[frame].pc++;
    vm->frame[frame].loop = 0;
    return NM_VM_IDLE;
}

nm_vm_status nm_vm_run(nm_vm_ctx *ctx) {
    ctx->answer = NULL;
    if (ctx->vm->waiting) return NM_VM_WAITING;
    for (;;) {
        const nm_instr *in = vm_current(ctx);
        if (!in) return NM_VM_IDLE;
        int frame = ctx->vm->depth - 1;
        const nm_op_def *op = &ctx->data->game->ops[in->op];
        nm_op_result r = op->run(ctx, in);
        if (r == NM_OP_SUSPEND && !op->choices) {
            snprintf(ctx->error, sizeof ctx->error, "op \"%s\" waits but offers no choices", op->name);
            return NM_VM_ERROR;
        }
        nm_vm_status s = vm_step_result(ctx, frame, in, r);
        if (s != NM_VM_IDLE) return s;
    }
}

int nm_vm_choices(nm_vm_ctx *ctx, nm_action_list *out) {
    out->count = 0;
    if (!ctx->vm->waiting) return 0;
    const nm_instr *in = vm_current(ctx);
    if (!in) return 0;
    const nm_op_def *op = &ctx->data->game->ops[in->op];
    return op->choices ? op->choices(ctx, in, out) : 0;
}

nm_vm_status nm_vm_resume(nm_vm_ctx *ctx, const nm_action *answer) {
    if (!ctx->vm->waiting) {
        snprintf(ctx->error, sizeof ctx->error, "no effect is waiting for an answer");
        return NM_VM_ERROR;
    }
    const nm_instr *in = vm_current(ctx);
    if (!in) return NM_VM_ERROR;
    int frame = ctx->vm->depth - 1;
    ctx->answer = answer;
    nm_op_result r = ctx->data->game->ops[in->op].run(ctx, in);
    ctx->answer = NULL;
    nm_vm_status s = vm_step_result(ctx, frame, in, r);
    if (s != NM_VM_IDLE) return s;
    return nm_vm_run(ctx);
}

void nm_vm_label(nm_vm_ctx *ctx, const nm_action *a, char *buf, size_t n) {
    snprintf(buf, n, "choice %d", (int)a->p[0] + 1);
    if (!ctx->vm->waiting) return;
    const nm_instr *in = vm_current(ctx);
    if (!in) return;
    const nm_op_def *op = &ctx->data->game->ops[in->op];
    if (op->label) op->label(ctx, in, a, buf, n);
}

int nm_vm_label_lang(nm_vm_ctx *ctx, const nm_action *a, int lang, char *buf, size_t n) {
    if (!ctx->vm->waiting) return 0;
    const nm_instr *in = vm_current(ctx);
    if (!in) return 0;
    const nm_op_def *op = &ctx->data->game->ops[in->op];
    if (!op->label_lang) return 0;
    op->label_lang(ctx, in, a, lang, buf, n);
    return 1;
}

int nm_vm_push_trigger(nm_vm *vm, const nm_data *d, const nm_kind_data *k, const int *items,
                       int n, int trigger, int seat, int source_base) {
    (void)d;
    /* Pushed in reverse so that they run in the order given. */
    for (int i = n - 1; i >= 0; i--) {
        const nm_component *c = &k->items[items[i]];
        if (!c->trigger || c->trigger[trigger] < 0) continue;
        if (nm_vm_push(vm, c->trigger[trigger], seat, source_base + items[i]) != 0) return -1;
    }
    return 0;
}

/* ---- core op: choose ---------------------------------------------------------------- */

static const nm_param choose_params[] = {
    [NM_CHOOSE_OPTIONS] = {.name = "options", .type = NM_P_EFFECTS, .required = 1, .len_min = 2, .len_max = 8,
     .doc = "the effect lists to choose from; the chosen one runs next"},
};

static nm_op_result choose_run(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    int n = 0;
    const int32_t *opts = nm_data_ints_in(ctx->data, in->arg[0], &n);
    int pick = ctx->answer->p[0];
    if (pick < 0 || pick >= n) {
        snprintf(ctx->error, sizeof ctx->error, "choose: option %d does not exist", pick + 1);
        return NM_OP_FAIL;
    }
    /* The current frame's pc advances after this returns; the chosen list, pushed above
     * it, runs first. */
    if (nm_vm_push(ctx->vm, opts[pick], ctx->seat, ctx->source) != 0) {
        snprintf(ctx->error, sizeof ctx->error, "choose: effects nested too deep");
        return NM_OP_FAIL;
    }
    return NM_OP_DONE;
}

static int choose_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    int n = 0;
    (void)nm_data_ints(ctx->data, in->arg[0], &n);
    for (int i = 0; i < n; i++)
        nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    return out->count;
}

static void choose_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                         size_t n) {
    int count = 0;
    const int32_t *opts = nm_data_ints(ctx->data, in->arg[0], &count);
    int pick = a->p[0];
    size_t used = (size_t)snprintf(buf, n, "choose %d:", pick + 1);
    if (pick < 0 || pick >= count) return;
    int len = 0;
    const nm_instr *list = nm_data_effect(ctx->data, opts[pick], &len);
    for (int i = 0; i < len && used + 2 < n; i++) {
        char one[96];
        nm_instr_describe(ctx->data, &list[i], 0, one, sizeof one);
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? ", " : " ", one);
    }
}

static int choose_possible(const nm_vm_ctx *ctx, const nm_instr *in) {
    int count = 0;
    const int32_t *opts = nm_data_ints(ctx->data, in->arg[0], &count);
    for (int i = 0; i < count; i++)
        if (nm_effect_possible(ctx, opts[i])) return 1;
    return 0;
}

const nm_op_def nm_core_op_choose = {
    .name = "choose",
    .params = choose_params,
    .param_count = 1,
    .run = choose_run,
    .choices = choose_choices,
    .label = choose_label,
    .doc = "The seat chooses one of several effect lists.",
    .possible = choose_possible,
    .text = {"choose: {options}", "au choix : {options}"},
};
