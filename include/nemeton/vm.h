/* vm.h - the effect VM: runs effect lists of ops against a game state. Its frames live
 * inside the game state (flat, copyable), so an effect that waits for a choice is just a
 * state with a suspended op; the seat's answer, an ordinary action, resumes it. */
#ifndef NEMETON_VM_H
#define NEMETON_VM_H
#include <stdint.h>
#include "nemeton/data.h"

#define NM_VM_DEPTH 16

typedef struct nm_vm_frame {
    int32_t effect;  /* effect list index */
    int16_t pc;      /* next instruction in that list */
    int8_t seat;     /* seat the effect acts for */
    int8_t pad;
    int32_t source;  /* game-defined id of the component that owns the effect, -1 none */
    int16_t loop;    /* the op at pc's own count while it repeats (repeat), 0 otherwise */
    int16_t it;      /* the element a for_each body runs for (inherited by nested lists) */
} nm_vm_frame;

typedef struct nm_vm {
    nm_vm_frame frame[NM_VM_DEPTH];
    int8_t depth;
    int8_t waiting;   /* 1 while the top frame's current op waits for an answer */
    int16_t pad;
    int32_t scratch[4]; /* room for a suspended op's own bookkeeping */
} nm_vm;

typedef enum nm_vm_status { NM_VM_IDLE, NM_VM_WAITING, NM_VM_ERROR } nm_vm_status;

/* The running op's frame (its loop count), for ops that repeat. */
static inline nm_vm_frame *nm_vm_top(nm_vm *vm) { return &vm->frame[vm->depth - 1]; }

/* What an op sees when it runs. */
typedef struct nm_vm_ctx {
    const nm_data *data;
    void *state;            /* the game's state struct */
    nm_vm *vm;              /* lives inside state */
    int seat;               /* the running frame's seat */
    int source;             /* the running frame's source */
    int it;                 /* the running frame's element (for_each), or the component a
                               filter is looking at */
    const nm_action *answer;/* non-NULL when resuming a suspended op */
    char error[160];        /* set by an op that returns NM_OP_FAIL */
    void *game_cache;       /* a game's own memo for its queries (Skye: each kingdom's geometry,
                               built once for all the expressions of a scoring); only the game
                               that builds the context sets and reads it */
} nm_vm_ctx;

/* A context over state (vm: its VM, NULL where only expressions and queries are read) with
 * every field set and the error text empty. Games make one at every legal() and apply(),
 * so the 160-byte error buffer is not cleared, only terminated: an op writes it before
 * anything reads it. */
static inline nm_vm_ctx nm_vm_context(const nm_data *d, const void *state, const nm_vm *vm, int seat,
                                      int source, int it) {
    nm_vm_ctx ctx;
    ctx.data = d;
    ctx.state = (void *)(uintptr_t)state; /* ops only write through it while applying */
    ctx.vm = (nm_vm *)(uintptr_t)vm;
    ctx.seat = seat;
    ctx.source = source;
    ctx.it = it;
    ctx.answer = NULL;
    ctx.error[0] = '\0';
    ctx.game_cache = NULL;
    return ctx;
}

/* Empties the VM. */
void nm_vm_reset(nm_vm *vm);
/* Schedules an effect list on top of the stack; it runs before whatever was pending.
 * Returns 0, or -1 when the stack is full. An empty list (-1) is accepted and does nothing. */
int nm_vm_push(nm_vm *vm, int effect, int seat, int source);
/* Runs until the stack is empty (NM_VM_IDLE), an op waits (NM_VM_WAITING) or an op fails
 * (NM_VM_ERROR, message in ctx->error). ctx->vm, data and state must be set. */
nm_vm_status nm_vm_run(nm_vm_ctx *ctx);
/* While waiting: the answers the suspended op accepts. */
int nm_vm_choices(nm_vm_ctx *ctx, nm_action_list *out);
/* While waiting: gives the answer to the suspended op and runs on. */
nm_vm_status nm_vm_resume(nm_vm_ctx *ctx, const nm_action *answer);
/* While waiting: a label for one of the suspended op's answers. */
void nm_vm_label(nm_vm_ctx *ctx, const nm_action *a, char *buf, size_t n);
/* The answer's words in lang from the waiting op's label_lang; 0 (buf untouched) when the
 * op has none. */
int nm_vm_label_lang(nm_vm_ctx *ctx, const nm_action *a, int lang, char *buf, size_t n);
/* The seat whose answer the VM waits for, or -1. */
int nm_vm_waiting_seat(const nm_vm *vm);
/* The instruction whose answer the VM waits for (its op and parameters: what a view names,
 * lights or titles), or NULL when it waits for nothing. */
const nm_instr *nm_vm_waiting_instr(const nm_data *d, const nm_vm *vm);
/* Pushes, in order, the effect list attached to trigger t of each component given
 * (kind data, item indices), so they run in that order. Returns -1 on overflow. */
int nm_vm_push_trigger(nm_vm *vm, const nm_data *d, const nm_kind_data *k, const int *items,
                       int n, int trigger, int seat, int source_base);

/* Core ops any game may put in its op table (see vm.c for their schemas):
 *   choose {options: [[ops], [ops], ...]} - the seat picks one option, which runs next.
 * The others (gain, pay, if, repeat, ...) are in include/nemeton/lang.h. */
extern const nm_op_def nm_core_op_choose;
/* Its one parameter: the options (effect lists). */
enum { NM_CHOOSE_OPTIONS };

#endif
