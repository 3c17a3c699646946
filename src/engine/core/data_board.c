/* data_board.c - board.json: the board's size and its elements' rectangles, in board
 * units. The same rectangles draw the elements and catch the clicks. A mod's board.json
 * replaces the keys it gives ("size", or the whole "elements" list). */
#include <stdio.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/game.h"
#include "nemeton/util.h"

static int read_floats(const cJSON *v, const nm_jpos *p, int n, float *out, float min,
                       nm_errors *e) {
    if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) != n) {
        nm_jerr(e, p, "expected an array of %d numbers", n);
        return -1;
    }
    int i = 0;
    for (const cJSON *c = v->child; c; c = c->next, i++) {
        if (!cJSON_IsNumber(c) || c->valuedouble < min || c->valuedouble > 100000.0) {
            nm_jpos cp = nm_jpos_index(p, i);
            nm_jerr(e, &cp, "expected a number from %g to 100000", (double)min);
            return -1;
        }
        out[i] = (float)c->valuedouble;
    }
    return 0;
}

int data_board_load(nm_data *d, const char *root, const char *const *mods, int mod_count,
                    nm_errors *err) {
    static const char *const top_keys[] = {"size", "elements"};
    static const char *const el_keys[] = {"id", "kind", "rect", "label"};
    static const char *const langs[] = {"en", "fr"};
    data_file meta;
    int before = err->count;
    if (data_file_read(&meta, root, mods, mod_count, d->game->id, "board", 1, 1, &d->hash, err) != 0 ||
        !meta.single) {
        data_file_free(&meta);
        return -1;
    }
    data_single_check_keys(&meta, top_keys, 2, err);
    nm_jpos sz = {data_single_file(&meta, "size"), ""};
    nm_jpos sp = nm_jpos_key(&sz, "size");
    float size[2] = {0, 0};
    /* a bad size is one error, not one per element lying outside it */
    int size_ok = read_floats(cJSON_GetObjectItemCaseSensitive(meta.single, "size"), &sp, 2, size, 1.0f, err) == 0;
    d->board.width = size[0];
    d->board.height = size[1];
    nm_jpos elp = {data_single_file(&meta, "elements"), ""};
    nm_jpos ep = nm_jpos_key(&elp, "elements");
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(meta.single, "elements");
    if (!cJSON_IsArray(arr)) {
        nm_jerr(err, &ep, "expected an array of elements");
        data_file_free(&meta);
        return -1;
    }
    int n = cJSON_GetArraySize(arr);
    d->board.elements = data_arena_alloc(d, sizeof(nm_board_element) * (size_t)(n + 1));
    nm_id_index *idx = id_index_in_arena(d, n);
    d->board.index = idx;
    if (!d->board.elements || !idx) {
        data_file_free(&meta);
        return -1;
    }
    int i = 0;
    for (const cJSON *o = arr->child; o; o = o->next, i++) {
        nm_jpos op = nm_jpos_index(&ep, i);
        if (!cJSON_IsObject(o)) {
            nm_jerr(err, &op, "expected an element object");
            continue;
        }
        nm_json_check_keys(o, &op, el_keys, 4, err);
        nm_board_element *el = &d->board.elements[d->board.count];
        const char *s = NULL;
        if (nm_json_get_str(o, "id", &op, 1, &s, err) <= 0) continue;
        if (id_index_get(idx, s) >= 0) {
            nm_jpos ip = nm_jpos_key(&op, "id");
            nm_jerr(err, &ip, "duplicate element id \"%s\"", s);
            continue;
        }
        el->id = data_arena_strdup(d, s);
        if (el->id) id_index_put(idx, el->id, d->board.count);
        s = "";
        nm_json_get_str(o, "kind", &op, 0, &s, err);
        el->kind = data_arena_strdup(d, s);
        float r[4] = {0, 0, 0, 0};
        nm_jpos rp = nm_jpos_key(&op, "rect");
        if (read_floats(cJSON_GetObjectItemCaseSensitive(o, "rect"), &rp, 4, r, 0.0f, err) == 0 && size_ok &&
            (r[0] + r[2] > d->board.width + 0.01f || r[1] + r[3] > d->board.height + 0.01f))
            nm_jerr(err, &rp, "lies outside the board (%gx%g)", (double)d->board.width,
                    (double)d->board.height);
        el->x = r[0];
        el->y = r[1];
        el->w = r[2];
        el->h = r[3];
        el->label[0] = el->label[1] = el->id;
        const cJSON *lab = cJSON_GetObjectItemCaseSensitive(o, "label");
        if (lab) {
            nm_jpos lp = nm_jpos_key(&op, "label");
            if (!cJSON_IsObject(lab)) {
                nm_jerr(err, &lp, "expected {\"en\": ..., \"fr\": ...}");
            } else {
                nm_json_check_keys(lab, &lp, langs, 2, err);
                for (int l = 0; l < NM_LANGS; l++)
                    if (nm_json_get_str(lab, langs[l], &lp, 1, &s, err) > 0)
                        el->label[l] = data_arena_strdup(d, s);
            }
        }
        d->board.count++;
    }
    data_file_free(&meta);
    return err->count > before ? -1 : 0;
}

const nm_board_element *nm_board_find(const nm_board *b, const char *id) {
    if (b->index) {
        int i = id_index_get(b->index, id);
        return i >= 0 ? &b->elements[i] : NULL;
    }
    for (int i = 0; i < b->count; i++)
        if (b->elements[i].id && strcmp(b->elements[i].id, id) == 0) return &b->elements[i];
    return NULL;
}
