/* data_internal.h - shared between the data loader's files (not a public header). */
#ifndef NEMETON_DATA_INTERNAL_H
#define NEMETON_DATA_INTERNAL_H
#include <cjson/cJSON.h>

#include "nemeton/data.h"
#include "nemeton/json.h"

/* Ids to indices, by hashing (open addressing, at most half full): loading and lookups by
 * id stay linear in the number of objects (issue 15). Keys are the caller's strings, kept
 * alive by the caller. val -1 marks an id removed. */
typedef struct id_slot {
    const char *key;
    int32_t val;
} id_slot;
typedef struct nm_id_index {
    int cap, n;     /* cap: a power of two, or 0 */
    id_slot *slot;
    int fixed;      /* slots in a data set's arena: never grown nor freed */
} nm_id_index;
/* Sets key to val (adding it); 0, or -1 out of memory. */
int id_index_put(nm_id_index *x, const char *key, int32_t val);
/* The value of key, or -1. */
int32_t id_index_get(const nm_id_index *x, const char *key);
void id_index_free(nm_id_index *x);
/* An index of n ids in d's arena (filled by id_index_put, which never grows it); NULL
 * when out of memory. */
nm_id_index *id_index_in_arena(nm_data *d, int n);

/* A bump allocator owning every string and array of a data set. */
void *data_arena_alloc(nm_data *d, size_t n);
char *data_arena_strdup(nm_data *d, const char *s);

/* One object of a merged file, with the file and index it came from (for messages). */
typedef struct data_item {
    cJSON *obj;
    const char *file;
    int index;
} data_item;

/* A file and its mods merged: for arrays, items by id; owns the parsed trees. */
typedef struct data_file {
    char path[512];
    cJSON *trees[9];     /* base file then mod files, owned */
    char *files[9];      /* their paths, owned */
    int tree_count;
    data_item *items;
    int count, cap;
    cJSON *single;       /* merged singleton object (base tree, mod keys applied) */
    nm_id_index ids;     /* the items' ids (first of each), once checked */
} data_file;

/* Reads <root>/<game>/<name>.json and the same file in each mod, merges them by id
 * (arrays) or by key (singleton objects) and folds their text into *hash.
 * Returns 0, or -1 with errors (a missing base file is an error when required). */
int data_file_read(data_file *f, const char *root, const char *const *mods, int mod_count,
                   const char *game, const char *name, int singleton, int required,
                   uint64_t *hash, nm_errors *err);
void data_file_free(data_file *f);
/* A merged singleton's key: the file it came from (the last mod that gives it, else the
 * base file), so that an error in a mod's rules.json or board.json names the mod's file. */
const char *data_single_file(const data_file *f, const char *key);
/* Checks a merged singleton's keys against allowed, each tree under its own file name. */
void data_single_check_keys(const data_file *f, const char *const *allowed, int n, nm_errors *err);

struct nm_expr;
struct nm_param;

/* What the expression compiler (lang_compile.c) needs from the loader. */
typedef struct lang_build {
    nm_errors *err;
    const struct nm_game *game;
    struct nm_expr *exprs;  /* the pool it fills (becomes nm_data.exprs) */
    int expr_n, expr_cap, oom;
    void *loader;
    /* a list into nm_data.ints; its offset */
    int32_t (*add_ints)(void *loader, const int32_t *v, int n);
    /* index of the component of kind with that id; -1 with an error (and a hint) at p */
    int (*find_id)(void *loader, const char *kind, const char *id, const nm_jpos *p);
    /* the counters whose "set" is name, into out (at most max); how many */
    int (*counters_in_set)(void *loader, const char *name, int32_t *out, int max);
    /* the kind a zone holds (for a filter's fields), -1 when unknown */
    int (*zone_kind)(void *loader, int zone);
    /* the index of a number field of kind, -1 with an error at p */
    int (*field_of)(void *loader, int kind, const char *name, const nm_jpos *p);
    int kind;           /* while compiling a filter: the kind of the component looked at */
    /* an object's parameters by schema (skip: the key naming the form); 0 or -1 */
    int (*decode_params)(void *loader, const cJSON *obj, const nm_jpos *p,
                         const struct nm_param *params, int n, const char *skip, int depth,
                         int32_t *args);
} lang_build;

/* Compiles an expression (a plain number must lie in [min, max]); its node index, or -1
 * with errors. */
int32_t lang_compile_expr(lang_build *b, const cJSON *v, const nm_jpos *p, int32_t min,
                          int32_t max);

/* Binds the "zones" kind's components to the state table (nm_data.zones). 0 or -1. */
int lang_bind_zones(nm_data *d, const char *file, nm_errors *err);

/* Binds the "counters" kind's components to the state table (nm_data.counters); errors
 * name the file and path of a bad "state". 0 or -1. */
int lang_bind_counters(nm_data *d, const char *file, nm_errors *err);

/* Loads board.json into d->board. */
int data_board_load(nm_data *d, const char *root, const char *const *mods, int mod_count,
                    nm_errors *err);

#endif
