/* data_files.c - reading a data file and overlaying mods on it by id, and the data arena. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/util.h"

typedef struct arena_chunk {
    struct arena_chunk *next;
    size_t used, cap;
    _Alignas(16) unsigned char mem[];
} arena_chunk;

void *data_arena_alloc(nm_data *d, size_t n) {
    n = (n + 15u) & ~(size_t)15u;
    arena_chunk *c = d->arena;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > 65536 ? n : 65536;
        arena_chunk *nc = malloc(sizeof *nc + cap);
        if (!nc) return NULL;
        nc->next = c;
        nc->used = 0;
        nc->cap = cap;
        d->arena = nc;
        c = nc;
    }
    void *p = c->mem + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

char *data_arena_strdup(nm_data *d, const char *s) {
    size_t n = strlen(s) + 1;
    char *p = data_arena_alloc(d, n);
    if (p) memcpy(p, s, n);
    return p;
}

void data_arena_free(void *arena);
void data_arena_free(void *arena) {
    arena_chunk *c = arena;
    while (c) {
        arena_chunk *next = c->next;
        free(c);
        c = next;
    }
}

static int file_exists(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    fclose(f);
    return 1;
}

static uint64_t hash_tree(uint64_t h, const char *label, const cJSON *tree) {
    char *text = nm_json_canonical(tree);
    h = nm_fnv1a(h, label, strlen(label) + 1);
    if (text) {
        h = nm_fnv1a(h, text, strlen(text));
        free(text);
    }
    return h;
}

static int item_index(const data_file *f, const char *id) {
    for (int i = 0; i < f->count; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(f->items[i].obj, "id");
        if (cJSON_IsString(v) && strcmp(v->valuestring, id) == 0) return i;
    }
    return -1;
}

static int items_reserve(data_file *f, int n) {
    data_item *items = realloc(f->items, sizeof *items * (size_t)(n > 0 ? n : 1));
    if (!items) return -1;
    f->items = items;
    return 0;
}

/* Overlays one mod array on the merged items: replace by id, add, or remove. */
static void overlay_array(data_file *f, cJSON *mod, const char *file, nm_errors *err) {
    nm_jpos root = {file, ""};
    int i = 0;
    for (cJSON *o = mod->child; o; o = o->next, i++) {
        nm_jpos p = nm_jpos_index(&root, i);
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(o, "id");
        if (!cJSON_IsObject(o) || !cJSON_IsString(id)) {
            nm_jerr(err, &p, "a mod object needs a string \"id\" naming what it replaces, adds or removes");
            continue;
        }
        int at = item_index(f, id->valuestring);
        const cJSON *rm = cJSON_GetObjectItemCaseSensitive(o, "remove");
        if (cJSON_IsTrue(rm)) {
            if (at < 0) {
                nm_jpos ip = nm_jpos_key(&p, "id");
                nm_jerr(err, &ip, "cannot remove \"%s\": no such id", id->valuestring);
                continue;
            }
            memmove(&f->items[at], &f->items[at + 1], sizeof *f->items * (size_t)(f->count - at - 1));
            f->count--;
            continue;
        }
        if (rm) cJSON_DeleteItemFromObjectCaseSensitive(o, "remove");
        /* A known id with only some fields changes those fields: the others come from the
         * object it overlays; "replace": true takes the mod's object whole. */
        const cJSON *whole = cJSON_GetObjectItemCaseSensitive(o, "replace");
        if (whole && !cJSON_IsBool(whole)) {
            nm_jpos wp = nm_jpos_key(&p, "replace");
            nm_jerr(err, &wp, "\"replace\" is true or false");
            continue;
        }
        int merge = at >= 0 && !cJSON_IsTrue(whole);
        if (whole) cJSON_DeleteItemFromObjectCaseSensitive(o, "replace");
        if (merge)
            for (const cJSON *k = f->items[at].obj->child; k; k = k->next)
                if (k->string && !cJSON_GetObjectItemCaseSensitive(o, k->string)) {
                    cJSON *copy = cJSON_Duplicate(k, 1);
                    if (!copy) {
                        nm_jerr(err, &p, "out of memory merging \"%s\"", id->valuestring);
                        break;
                    }
                    cJSON_AddItemToObject(o, k->string, copy);
                }
        data_item it = {o, file, i};
        if (at >= 0) {
            f->items[at] = it;
        } else {
            if (items_reserve(f, f->count + 1) != 0) return;
            f->items[f->count++] = it;
        }
    }
}

int data_file_read(data_file *f, const char *root, const char *const *mods, int mod_count,
                   const char *game, const char *name, int singleton, int required,
                   uint64_t *hash, nm_errors *err) {
    memset(f, 0, sizeof *f);
    int errors_before = err ? err->count : 0;
    snprintf(f->path, sizeof f->path, "%s/%s/%s.json", root, game, name);
    int have_base = file_exists(f->path);
    if (!have_base) {
        if (required) nm_errors_at(err, f->path, "", "file is missing");
        return required ? -1 : 0;
    }
    for (int m = -1; m < mod_count && f->tree_count < 9; m++) {
        char path[512];
        if (m < 0)
            snprintf(path, sizeof path, "%s", f->path);
        else
            snprintf(path, sizeof path, "%s/%s/%s.json", mods[m], game, name);
        if (m >= 0 && !file_exists(path)) continue;
        cJSON *tree = nm_json_load_file(path, err);
        if (!tree) continue;
        int t = f->tree_count++;
        f->trees[t] = tree;
        f->files[t] = malloc(strlen(path) + 1);
        if (f->files[t]) strcpy(f->files[t], path);
        const char *fname = f->files[t] ? f->files[t] : f->path;
        *hash = hash_tree(*hash, name, tree);
        nm_jpos rootpos = {fname, ""};
        if (singleton) {
            if (!cJSON_IsObject(tree)) {
                nm_jerr(err, &rootpos, "expected an object, found %s", nm_json_type_name(tree));
                continue;
            }
            if (!f->single) {
                f->single = tree;
            } else {
                for (cJSON *k = tree->child; k; k = k->next) {
                    if (!k->string) continue;
                    cJSON *copy = cJSON_Duplicate(k, 1);
                    if (!copy) continue;
                    if (cJSON_GetObjectItemCaseSensitive(f->single, k->string))
                        cJSON_ReplaceItemInObjectCaseSensitive(f->single, k->string, copy);
                    else
                        cJSON_AddItemToObject(f->single, k->string, copy);
                }
            }
            continue;
        }
        if (!cJSON_IsArray(tree)) {
            nm_jerr(err, &rootpos, "expected an array of objects, found %s", nm_json_type_name(tree));
            continue;
        }
        if (m < 0) {
            int n = cJSON_GetArraySize(tree);
            if (items_reserve(f, n) != 0) return -1;
            int i = 0;
            for (cJSON *o = tree->child; o; o = o->next, i++)
                f->items[f->count++] = (data_item){o, fname, i};
        } else {
            overlay_array(f, tree, fname, err);
        }
    }
    return (err && err->count > errors_before) ? -1 : 0;
}

void data_file_free(data_file *f) {
    for (int i = 0; i < f->tree_count; i++) {
        cJSON_Delete(f->trees[i]);
        free(f->files[i]);
    }
    free(f->items);
    memset(f, 0, sizeof *f);
}
