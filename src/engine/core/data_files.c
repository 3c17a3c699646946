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

/* Something is there (a FIFO or a folder too: reading it then says what is wrong). */
static int file_exists(const char *path) { return nm_path_exists(path); }

static uint32_t id_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

int32_t id_index_get(const nm_id_index *x, const char *key) {
    if (!x || !x->cap || !key) return -1;
    uint32_t mask = (uint32_t)x->cap - 1, i = id_hash(key) & mask;
    for (; x->slot[i].key; i = (i + 1) & mask)
        if (strcmp(x->slot[i].key, key) == 0) return x->slot[i].val;
    return -1;
}

int id_index_put(nm_id_index *x, const char *key, int32_t val) {
    if ((x->n + 1) * 2 > x->cap) {
        if (x->fixed) return -1;
        int nc = x->cap ? x->cap * 2 : 64;
        id_slot *ns = calloc((size_t)nc, sizeof *ns);
        if (!ns) return -1;
        for (int i = 0; i < x->cap; i++) {
            if (!x->slot[i].key) continue;
            uint32_t j = id_hash(x->slot[i].key) & (uint32_t)(nc - 1);
            while (ns[j].key) j = (j + 1) & (uint32_t)(nc - 1);
            ns[j] = x->slot[i];
        }
        free(x->slot);
        x->slot = ns;
        x->cap = nc;
    }
    uint32_t mask = (uint32_t)x->cap - 1, i = id_hash(key) & mask;
    for (; x->slot[i].key; i = (i + 1) & mask)
        if (strcmp(x->slot[i].key, key) == 0) {
            x->slot[i].val = val;
            return 0;
        }
    x->slot[i].key = key;
    x->slot[i].val = val;
    x->n++;
    return 0;
}

void id_index_free(nm_id_index *x) {
    if (!x->fixed) free(x->slot);
    memset(x, 0, sizeof *x);
}

nm_id_index *id_index_in_arena(nm_data *d, int n) {
    nm_id_index *x = data_arena_alloc(d, sizeof *x);
    int cap = 16;
    while (cap < 2 * (n + 1)) cap *= 2;
    id_slot *s = x ? data_arena_alloc(d, sizeof *s * (size_t)cap) : NULL;
    if (!s) return NULL;
    x->cap = cap;
    x->slot = s; /* the arena's memory is zeroed */
    x->fixed = 1;
    return x;
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

static int items_reserve(data_file *f, int n) {
    if (n <= f->cap) return 0;
    int nc = f->cap ? f->cap * 2 : 64;
    while (nc < n) nc *= 2;
    data_item *items = realloc(f->items, sizeof *items * (size_t)nc);
    if (!items) return -1;
    f->items = items;
    f->cap = nc;
    return 0;
}

static const char *data_item_id(const data_item *it) {
    const cJSON *v = it->obj ? cJSON_GetObjectItemCaseSensitive(it->obj, "id") : NULL;
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* Overlays one mod array on the merged items: replace by id, add, or remove. The items'
 * ids are indexed once per mod file; a removed item is marked and the list closed up at
 * the end, so the whole overlay is linear (it was quadratic, issue 15). */
static void overlay_array(data_file *f, cJSON *mod, const char *file, nm_errors *err) {
    nm_jpos root = {file, ""};
    nm_id_index idx = {0, 0, NULL, 0};
    for (int k = 0; k < f->count; k++) {
        const char *id = data_item_id(&f->items[k]);
        if (id && id_index_get(&idx, id) < 0 && id_index_put(&idx, id, k) != 0) {
            nm_errors_at(err, file, "", "out of memory");
            id_index_free(&idx);
            return;
        }
    }
    int i = 0, removed = 0;
    for (cJSON *o = mod->child; o; o = o->next, i++) {
        nm_jpos p = nm_jpos_index(&root, i);
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(o, "id");
        if (!cJSON_IsObject(o) || !cJSON_IsString(id)) {
            nm_jerr(err, &p, "a mod object needs a string \"id\" naming what it replaces, adds or removes");
            continue;
        }
        int at = id_index_get(&idx, id->valuestring);
        const cJSON *rm = cJSON_GetObjectItemCaseSensitive(o, "remove");
        if (cJSON_IsTrue(rm)) {
            if (at < 0) {
                nm_jpos ip = nm_jpos_key(&p, "id");
                nm_jerr(err, &ip, "cannot remove \"%s\": no such id", id->valuestring);
                continue;
            }
            f->items[at].obj = NULL; /* closed up below */
            id_index_put(&idx, id->valuestring, -1);
            removed++;
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
            if (items_reserve(f, f->count + 1) != 0 ||
                id_index_put(&idx, id->valuestring, f->count) != 0) {
                nm_errors_at(err, file, "", "out of memory");
                break;
            }
            f->items[f->count++] = it;
        }
    }
    id_index_free(&idx);
    if (removed) {
        int w = 0;
        for (int k = 0; k < f->count; k++)
            if (f->items[k].obj) f->items[w++] = f->items[k];
        f->count = w;
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

const char *data_single_file(const data_file *f, const char *key) {
    for (int t = f->tree_count - 1; t >= 0; t--)
        if (cJSON_IsObject(f->trees[t]) && cJSON_GetObjectItemCaseSensitive(f->trees[t], key))
            return f->files[t] ? f->files[t] : f->path;
    return f->files[0] ? f->files[0] : f->path;
}

void data_single_check_keys(const data_file *f, const char *const *allowed, int n, nm_errors *err) {
    for (int t = 0; t < f->tree_count; t++) {
        if (!cJSON_IsObject(f->trees[t])) continue;
        nm_jpos p = {f->files[t] ? f->files[t] : f->path, ""};
        nm_json_check_keys(f->trees[t], &p, allowed, n, err);
    }
}

void data_file_free(data_file *f) {
    for (int i = 0; i < f->tree_count; i++) {
        cJSON_Delete(f->trees[i]);
        free(f->files[i]);
    }
    free(f->items);
    id_index_free(&f->ids);
    memset(f, 0, sizeof *f);
}
