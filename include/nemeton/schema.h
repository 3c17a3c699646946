/* schema.h - how a game describes its data to the loader: parameter and field schemas,
 * component kinds, op / modifier definitions and setup options. The loader, the
 * validator, the VM and the documentation all read these same tables. */
#ifndef NEMETON_SCHEMA_H
#define NEMETON_SCHEMA_H
#include <stddef.h>
#include <stdint.h>
#include "nemeton/action.h"

#define NM_LANGS 2 /* 0 = English, 1 = French */
#define NM_INSTR_ARGS 6

typedef enum nm_ptype {
    NM_P_INT,     /* integer in [min, max] */
    NM_P_BOOL,    /* true / false, stored as 0 / 1 */
    NM_P_ENUM,    /* one of names[], stored as its index */
    NM_P_REF,     /* id of a component of kind `ref`, stored as its index in that kind */
    NM_P_STR,     /* free text (icon name, colour...), stored as an offset in nm_data.strings */
    NM_P_INTS,    /* list of integers in [min, max]; stored as an offset in nm_data.ints
                     where ints[off] is the length and the values follow */
    NM_P_EFFECT,  /* an effect list (array of ops), stored as its effect index */
    NM_P_EFFECTS, /* a list of effect lists, stored like NM_P_INTS holding effect indices */
    NM_P_EXPR     /* an expression or condition (include/nemeton/lang.h), stored as its node
                     index; a plain number is the simplest one (range: min, max) */
} nm_ptype;

typedef struct nm_param {
    const char *name;
    nm_ptype type;
    int32_t min, max;          /* NM_P_INT / NM_P_INTS range; NM_P_INTS also uses len_min/max */
    int32_t def;               /* value when optional and absent */
    uint8_t required;
    const char *const *names;  /* NM_P_ENUM: NULL-terminated list */
    const char *ref;           /* NM_P_REF: kind name */
    int16_t len_min, len_max;  /* NM_P_INTS / NM_P_EFFECTS list length */
    const char *doc;           /* one line for modders */
    /* NM_P_ENUM: the words of each name in English and French, for rules text (parallel to
     * names); NULL: the name itself. A word "one|many" gives the form agreeing with the
     * template's count ({res:n}). NM_P_EFFECT fields: words[lang][0] introduces the
     * effect in a component's rules text ("Light action"). */
    const char *const *words[NM_LANGS];
    /* NM_P_STR: a file name under a folder of the program (an art name): plain names joined
     * by "/", refused when a part is empty, "." or "..", or holds "\\" or ":" (issue 15). */
    uint8_t path;
} nm_param;

/* A compiled op or modifier: its index in the game's table and its arguments in schema
 * order. Effect lists are arrays of these in nm_data. */
typedef struct nm_instr {
    uint16_t op;
    uint16_t line; /* index of this instruction in its list, for messages */
    int32_t arg[NM_INSTR_ARGS];
} nm_instr;

struct nm_vm_ctx;

/* DONE: the op is over (what it pushed runs next); SUSPEND: it waits for an answer; FAIL:
 * the rules hit an inconsistency; AGAIN: what it pushed runs, then the same op runs again
 * (repeat: its frame's loop count says how far it is). */
typedef enum nm_op_result { NM_OP_DONE, NM_OP_SUSPEND, NM_OP_FAIL, NM_OP_AGAIN } nm_op_result;

/* An op: run() performs it. An op that needs a choice returns NM_OP_SUSPEND after
 * recording what it waits for; choices() then lists the answers and run() is called again
 * with ctx->answer set. label() names one of its answers. */
typedef struct nm_op_def {
    const char *name;
    const nm_param *params;
    int param_count;
    nm_op_result (*run)(struct nm_vm_ctx *ctx, const nm_instr *in);
    int (*choices)(const struct nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out);
    void (*label)(const struct nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                  size_t n);
    const char *doc;
    /* Optional: whether the op can be carried out now (NULL: always). */
    int (*possible)(const struct nm_vm_ctx *ctx, const nm_instr *in);
    /* Rules text templates, English and French: {param} is the parameter's text,
     * {param:count} a noun agreeing with the number param count, {param:the} / {param:a}
     * a noun with its article, {param:of} / {param:to} with "of the" / "to the" (French
     * contracts: du, de l', des; au, à l', aux), {#n:one|many} a word agreeing with the
     * number n, {?param:text} text shown when param is not 0 (and
     * {!param:text} when it is). NULL: the op's name and parameters are shown. */
    const char *text[NM_LANGS];
    /* Optional: an answer's words in language lang (label() stays the stable English name). */
    void (*label_lang)(const struct nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang,
                       char *buf, size_t n);
    /* Modifiers: the general kind this one is a hook point of ("permit", "cost", "more",
     * "counts_as"), written {"type": family, "hook": name}; NULL for a kind of its own. */
    const char *family;
} nm_op_def;

/* A kind of component, stored in <kind>.json: an array of objects (or one object when
 * singleton). Every array object has "id", "name" {en, fr} and "text" {en, fr}, the
 * declared fields, and, when allowed, "effect", "triggers" and "modifiers". */
typedef struct nm_kind {
    const char *name;
    const nm_param *fields;
    int field_count;
    uint8_t has_effect, has_triggers, has_modifiers, singleton;
    int min_count, max_count; /* how many objects the file must hold (0 = no limit) */
    const char *doc;
} nm_kind;

/* A setup option shown in the setup scene and stored in saves. */
typedef struct nm_option {
    const char *id;
    const char *name[NM_LANGS];
    const char *help[NM_LANGS];
    int32_t min, max, def;
} nm_option;

/* Finds a parameter by name in a schema; -1 when absent. */
int nm_param_find(const nm_param *params, int n, const char *name);

#endif
