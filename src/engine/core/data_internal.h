/* data_internal.h - shared between the data loader's files (not a public header). */
#ifndef NEMETON_DATA_INTERNAL_H
#define NEMETON_DATA_INTERNAL_H
#include <cjson/cJSON.h>

#include "nemeton/data.h"
#include "nemeton/json.h"

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
    int count;
    cJSON *single;       /* merged singleton object (base tree, mod keys applied) */
} data_file;

/* Reads <root>/<game>/<name>.json and the same file in each mod, merges them by id
 * (arrays) or by key (singleton objects) and folds their text into *hash.
 * Returns 0, or -1 with errors (a missing base file is an error when required). */
int data_file_read(data_file *f, const char *root, const char *const *mods, int mod_count,
                   const char *game, const char *name, int singleton, int required,
                   uint64_t *hash, nm_errors *err);
void data_file_free(data_file *f);

/* Loads board.json into d->board. */
int data_board_load(nm_data *d, const char *root, const char *const *mods, int mod_count,
                    nm_errors *err);

#endif
