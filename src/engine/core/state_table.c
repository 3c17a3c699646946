/* state_table.c - a game state read, written, masked and searched from its table of fields
 * (include/nemeton/state_table.h). The writer and the reader walk the same table, so a
 * state always reads back as it was written; the reader trusts nothing. */
#include "nemeton/state_table.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/game.h"
#include "nemeton/json.h"
#include "nemeton/state_json.h"

static const char *const header_keys[] = {NM_HEADER_KEYS};
#define HEADER_KEY_COUNT ((int)(sizeof header_keys / sizeof header_keys[0]))

static const nm_kind_data *ref_kind(const nm_data *d, const nm_sfield *f) {
    return f->ref ? nm_data_kind(d, f->ref) : NULL;
}

static int names_count(const char *const *names) {
    int n = 0;
    while (names && names[n]) n++;
    return n;
}

/* One value in words for messages. */
static const char *what_of(const nm_sfield *f) {
    if (f->what) return f->what;
    switch (f->type) {
    case NM_SF_ID: return "id";
    case NM_SF_NAME: return "name";
    case NM_SF_OBJECT: return "object";
    default: return "value";
    }
}

static int stride_of(const nm_sfield *f) { return f->stride ? f->stride : f->size; }

static int32_t elem_get(const nm_sfield *f, const void *elem) {
    return nm_state_get(elem, 0, f->size, f->is_unsigned);
}

/* The number of elements the field holds now (the count field, or the players, clamped to
 * the capacity). */
static int elem_count(const nm_sfield *f, const uint8_t *base, const void *root) {
    if (f->count == NM_CT_FIXED) return f->len;
    int n = f->count == NM_CT_PLAYERS ? nm_state_header(root)->players
                                       : nm_state_get(base, f->count_offset, f->count_size ? f->count_size : 1, 0);
    return n < 0 ? 0 : n > f->len ? f->len : n;
}

/* How many keys a KEYED field has: its names, or the ids of its kind (at most len). */
/* Key names may end with NULL or have exactly len entries. */
static int keyed_count(const nm_data *d, const nm_sfield *f) {
    if (f->names) {
        int n = 0;
        while (n < f->len && f->names[n]) n++;
        return n;
    }
    int n = ref_kind(d, f) ? ref_kind(d, f)->count : 0;
    return n > f->len ? f->len : n;
}
static const char *keyed_name(const nm_data *d, const nm_sfield *f, int i) {
    return f->names ? f->names[i] : ref_kind(d, f)->items[i].id;
}

/* ---- writing ------------------------------------------------------------------------- */

static void write_fields(const nm_st_ctx *c, const nm_sfield *fields, int n, const uint8_t *base,
                         cJSON *o);

static cJSON *write_value(const nm_st_ctx *c, const nm_sfield *f, const uint8_t *elem) {
    int32_t v = 0;
    switch (f->type) {
    case NM_SF_INT:
        v = elem_get(f, elem);
        return f->nullable && v < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(v);
    case NM_SF_BOOL: return cJSON_CreateBool(elem_get(f, elem) != 0);
    case NM_SF_NAME:
        v = elem_get(f, elem);
        if (f->nullable && v < 0) return cJSON_CreateNull();
        v -= f->min; /* names[0] is the value min */
        return cJSON_CreateString(f->names[v >= 0 && v < names_count(f->names) ? v : 0]);
    case NM_SF_ID: {
        const nm_kind_data *k = ref_kind(c->data, f);
        return k ? nm_json_id(k, elem_get(f, elem)) : cJSON_CreateNull();
    }
    case NM_SF_OBJECT: {
        cJSON *o = cJSON_CreateObject();
        write_fields(c, f->fields, f->field_count, elem, o);
        return o;
    }
    case NM_SF_CUSTOM: return f->write(c, elem);
    case NM_SF_VM: return nm_vm_to_json((const nm_vm *)(const void *)elem);
    case NM_SF_HEADER: break;
    }
    return cJSON_CreateNull();
}

static void write_field(const nm_st_ctx *c, const nm_sfield *f, const uint8_t *base, cJSON *o) {
    const uint8_t *at = base + f->offset;
    int st = stride_of(f);
    if (f->type == NM_SF_HEADER) {
        nm_header_to_json(o, (const nm_header *)(const void *)at);
        return;
    }
    switch (f->shape) {
    case NM_SH_ONE: cJSON_AddItemToObject(o, f->key, write_value(c, f, at)); return;
    case NM_SH_ARRAY: {
        cJSON *a = cJSON_AddArrayToObject(o, f->key);
        int n = elem_count(f, base, c->root);
        for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, write_value(c, f, at + i * st));
        return;
    }
    case NM_SH_KEYED: {
        cJSON *k = cJSON_AddObjectToObject(o, f->key);
        int n = keyed_count(c->data, f);
        for (int i = 0; i < n; i++)
            cJSON_AddItemToObject(k, keyed_name(c->data, f, i), write_value(c, f, at + i * st));
        return;
    }
    case NM_SH_SPARSE: {
        cJSON *k = cJSON_AddObjectToObject(o, f->key);
        const nm_kind_data *kd = ref_kind(c->data, f);
        int n = kd ? (kd->count < f->len ? kd->count : f->len) : 0;
        for (int i = 0; i < n; i++)
            if (elem_get(f, at + i * st) != 0)
                cJSON_AddItemToObject(k, kd->items[i].id, write_value(c, f, at + i * st));
        return;
    }
    case NM_SH_SPREAD: {
        if (f->type == NM_SF_CUSTOM) { /* its members go into o, in its order */
            cJSON *kv = f->write(c, at);
            while (kv && kv->child) cJSON_AddItemToArray(o, cJSON_DetachItemViaPointer(kv, kv->child));
            cJSON_Delete(kv);
            return;
        }
        for (int i = 0; i < f->len && f->names[i]; i++)
            cJSON_AddItemToObject(o, f->names[i], write_value(c, f, at + i * st));
        return;
    }
    case NM_SH_BITS: {
        cJSON *a = cJSON_AddArrayToObject(o, f->key);
        const nm_kind_data *kd = ref_kind(c->data, f);
        uint32_t m = (uint32_t)nm_state_get(at, 0, f->size, 1);
        if (!f->ref) { /* the bit numbers */
            for (int i = 0; i < f->size * 8 && i < 32; i++)
                if (m >> i & 1u) cJSON_AddItemToArray(a, cJSON_CreateNumber(i));
            return;
        }
        for (int i = 0; kd && i < kd->count && i < 32; i++)
            if (m >> i & 1u) cJSON_AddItemToArray(a, cJSON_CreateString(kd->items[i].id));
        return;
    }
    case NM_SH_TUPLE: {
        cJSON *a = cJSON_AddArrayToObject(o, f->key);
        for (int i = 0; i < f->field_count; i++)
            cJSON_AddItemToArray(a, write_value(c, &f->fields[i], at + f->fields[i].offset));
        return;
    }
    case NM_SH_ROWS: {
        cJSON *a = cJSON_AddArrayToObject(o, f->key);
        for (int i = 0; i < f->len; i++) {
            cJSON *row = cJSON_CreateArray();
            for (int k = 0; k < f->aux; k++)
                cJSON_AddItemToArray(row, write_value(c, f, at + (i * f->aux + k) * st));
            cJSON_AddItemToArray(a, row);
        }
        return;
    }
    case NM_SH_MEMBERS: {
        cJSON *a = cJSON_AddArrayToObject(o, f->key);
        const nm_kind_data *kd = ref_kind(c->data, f);
        int n = kd ? (kd->count < f->len ? kd->count : f->len) : 0;
        for (int i = 0; i < n; i++)
            if (elem_get(f, at + i * st) == f->aux) cJSON_AddItemToArray(a, cJSON_CreateString(kd->items[i].id));
        return;
    }
    }
}

static void write_fields(const nm_st_ctx *c, const nm_sfield *fields, int n, const uint8_t *base,
                         cJSON *o) {
    for (int i = 0; i < n; i++) write_field(c, &fields[i], base, o);
}

cJSON *nm_state_to_json(const nm_data *d, const void *state) {
    const nm_state_table *t = d->game->state_table;
    if (!t) return NULL;
    nm_st_ctx c = {.data = d, .root = state};
    cJSON *o = cJSON_CreateObject();
    write_fields(&c, t->fields, t->field_count, state, o);
    return o;
}

/* ---- reading ------------------------------------------------------------------------- */

typedef struct reader {
    nm_st_ctx c;
    const nm_state_table *t;
    int kinds;
    nm_jpos *where; /* per kind, per component: where it was found (for messages) */
} reader;

static void bad(reader *r) { r->c.bad++; }

/* The keys an object described by fields may hold. */
static int allowed_keys(const nm_sfield *fields, int n, const char **out, int cap) {
    int k = 0;
    for (int i = 0; i < n; i++) {
        const nm_sfield *f = &fields[i];
        if (f->type == NM_SF_HEADER) {
            for (int h = 0; h < HEADER_KEY_COUNT && k < cap; h++) out[k++] = header_keys[h];
        } else if (f->shape == NM_SH_SPREAD) {
            for (int h = 0; h < f->len && f->names[h] && k < cap; h++) out[k++] = f->names[h];
        } else if (k < cap) {
            out[k++] = f->key;
        }
    }
    return k;
}

static int read_fields(reader *r, const nm_sfield *fields, int n, const cJSON *o,
                       const nm_jpos *p, uint8_t *base, int seat);

int nm_st_place(nm_st_ctx *c, const char *kind, int i, const nm_jpos *p, const char *what) {
    const nm_game *g = c->data->game;
    int k = -1;
    for (int q = 0; q < g->kind_count; q++)
        if (strcmp(g->kinds[q].name, kind) == 0) k = q;
    if (k < 0 || !c->seen || !c->seen[k] || i < 0 || i >= c->data->kinds[k].count) return 0;
    if (c->seen[k][i]) {
        nm_jerr(c->err, p, "%s \"%s\" is already at %s (each %s is in one place)", what,
                c->data->kinds[k].items[i].id, c->seen_at[k][i].path[0] ? c->seen_at[k][i].path : "the root",
                what);
        c->bad++;
        return -1;
    }
    c->seen[k][i] = 1;
    c->seen_at[k][i] = *p;
    return 0;
}

/* Records that component i of the field's kind is here; an error when it already was. */
static int mark_seen(reader *r, const nm_sfield *f, int i, const cJSON *v, const nm_jpos *p) {
    (void)v;
    return nm_st_place(&r->c, f->ref, i, p, what_of(f));
}

static void read_value(reader *r, const nm_sfield *f, const cJSON *v, const nm_jpos *p,
                       uint8_t *elem, int seat) {
    int64_t x = 0;
    switch (f->type) {
    case NM_SF_INT:
        if (f->nullable && cJSON_IsNull(v)) {
            nm_state_set(elem, 0, f->size, -1);
            return;
        }
        if (nm_json_int_value(v, p, f->min, f->max, &x, r->c.err) < 0) bad(r);
        else nm_state_set(elem, 0, f->size, (int32_t)x);
        return;
    case NM_SF_BOOL:
        if (!cJSON_IsBool(v)) {
            nm_jerr(r->c.err, p, "expected true or false, found %s", nm_json_type_name(v));
            bad(r);
            return;
        }
        nm_state_set(elem, 0, f->size, cJSON_IsTrue(v) ? 1 : 0);
        return;
    case NM_SF_NAME: {
        if (f->nullable && cJSON_IsNull(v)) {
            nm_state_set(elem, 0, f->size, -1);
            return;
        }
        int n = names_count(f->names);
        if (cJSON_IsString(v))
            for (int i = 0; i < n; i++)
                if (strcmp(f->names[i], v->valuestring) == 0) {
                    nm_state_set(elem, 0, f->size, i + f->min);
                    return;
                }
        const char *near = cJSON_IsString(v) ? nm_did_you_mean(v->valuestring, f->names, n) : NULL;
        if (near)
            nm_jerr(r->c.err, p, "unknown %s \"%s\" (did you mean \"%s\")", what_of(f),
                    v->valuestring, near);
        else if (cJSON_IsString(v))
            nm_jerr(r->c.err, p, "unknown %s \"%s\" (one of: %s%s%s%s)", what_of(f), v->valuestring,
                    f->names[0], n > 1 ? ", " : "", n > 1 ? f->names[1] : "", n > 2 ? ", ..." : "");
        else
            nm_jerr(r->c.err, p, "expected a %s (%s, ...)%s, found %s", what_of(f), f->names[0],
                    f->nullable ? " or null" : "", nm_json_type_name(v));
        bad(r);
        return;
    }
    case NM_SF_ID: {
        const nm_kind_data *k = ref_kind(r->c.data, f);
        int i = k ? nm_json_read_id(k, v, p, f->nullable, r->c.err) : -2;
        if (i == -2) {
            bad(r);
            return;
        }
        if (i >= 0 && f->unique && mark_seen(r, f, i, v, p) < 0) return;
        nm_state_set(elem, 0, f->size, i);
        return;
    }
    case NM_SF_OBJECT:
        read_fields(r, f->fields, f->field_count, v, p, elem, seat);
        return;
    case NM_SF_CUSTOM: {
        int before = r->c.bad;
        if (f->read(&r->c, v, p, elem) != 0 && r->c.bad == before) bad(r);
        return;
    }
    case NM_SF_VM: {
        const nm_kind_data *k = ref_kind(r->c.data, f);
        int src = f->aux < 0 && k ? k->count - 1 : f->aux;
        int seats = f->count_size ? nm_state_get(r->c.root, f->count_offset, f->count_size, 0)
                                  : nm_state_header(r->c.root)->players;
        if (nm_vm_from_json(v, p, r->c.data, seats, src, f->min, f->max, (nm_vm *)(void *)elem,
                            r->c.err) != 0)
            bad(r);
        return;
    }
    case NM_SF_HEADER: return;
    }
}

/* A nullable array's elements past its count hold -1 (an empty slot), others 0 (the state
 * was zeroed). */
static void prefill(const nm_sfield *f, uint8_t *at) {
    if (!f->nullable || f->type == NM_SF_OBJECT || f->type == NM_SF_CUSTOM) return;
    if (f->shape == NM_SH_ONE || f->shape == NM_SH_BITS) return;
    for (int i = 0; i < f->len; i++) nm_state_set(at, (uint32_t)(i * stride_of(f)), f->size, -1);
}

/* BITS without ref: the bit numbers, each in [min, max] and once. */
static void read_bit_numbers(reader *r, const nm_sfield *f, const cJSON *v, const nm_jpos *kp, uint8_t *at) {
    if (!cJSON_IsArray(v)) {
        nm_jerr(r->c.err, kp, "expected an array of numbers, found %s", nm_json_type_name(v));
        bad(r);
        return;
    }
    uint32_t m = 0;
    int hi = f->max < f->size * 8 - 1 ? f->max : f->size * 8 - 1, i = 0;
    for (const cJSON *e = v->child; e; e = e->next, i++) {
        nm_jpos ip = nm_jpos_index(kp, i);
        int64_t x = 0;
        if (nm_json_int_value(e, &ip, f->min > 0 ? f->min : 0, hi, &x, r->c.err) < 0) {
            bad(r);
        } else if (m >> x & 1u) {
            nm_jerr(r->c.err, &ip, "%d is listed twice", (int)x);
            bad(r);
        } else {
            m |= 1u << x;
        }
    }
    nm_state_set(at, 0, f->size, (int32_t)m);
}

static void read_field(reader *r, const nm_sfield *f, const cJSON *o, const nm_jpos *p,
                       uint8_t *base, int seat) {
    uint8_t *at = base + f->offset;
    int st = stride_of(f);
    if (f->type == NM_SF_HEADER) return; /* read first, by nm_state_from_json */
    prefill(f, at);
    if (f->shape == NM_SH_SPREAD && f->type == NM_SF_CUSTOM) {
        int before = r->c.bad;
        if (f->read(&r->c, o, p, at) != 0 && r->c.bad == before) bad(r);
        return;
    }
    if (f->shape == NM_SH_SPREAD) {
        for (int i = 0; i < f->len && f->names[i]; i++) {
            nm_jpos kp = nm_jpos_key(p, f->names[i]);
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, f->names[i]);
            if (!v) {
                nm_jerr(r->c.err, &kp, "missing (required)");
                bad(r);
                continue;
            }
            read_value(r, f, v, &kp, at + i * st, seat);
        }
        return;
    }
    nm_jpos kp = nm_jpos_key(p, f->key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, f->key);
    if (!v && f->optional) return; /* as prepare left it */
    if (!v) {
        nm_jerr(r->c.err, &kp, "missing (required)");
        bad(r);
        return;
    }
    switch (f->shape) {
    case NM_SH_ONE: read_value(r, f, v, &kp, at, seat); return;
    case NM_SH_ARRAY: {
        int n = cJSON_IsArray(v) ? cJSON_GetArraySize(v) : -1;
        int want = f->count == NM_CT_FIXED ? f->len
                   : f->count == NM_CT_FIELD || f->count == NM_CT_PLAYERS ? elem_count(f, base, r->c.root)
                                                                         : -1;
        if (n < 0 || (want >= 0 && n != want) || n > f->len) {
            const char *nul = f->nullable ? " or null" : "";
            if (n < 0)
                nm_jerr(r->c.err, &kp, "expected an array of %ss%s, found %s", what_of(f), nul,
                        nm_json_type_name(v));
            else if (want >= 0)
                nm_jerr(r->c.err, &kp, "expected %d %ss%s, found %d", want, what_of(f), nul, n);
            else
                nm_jerr(r->c.err, &kp, "%d %ss, at most %d fit here", n, what_of(f), f->len);
            bad(r);
            return;
        }
        if (f->count == NM_CT_LIST) nm_state_set(base, f->count_offset, f->count_size ? f->count_size : 1, n);
        int i = 0;
        for (const cJSON *e = v->child; e; e = e->next, i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            read_value(r, f, e, &ip, at + i * st, f->seats ? i : seat);
        }
        return;
    }
    case NM_SH_KEYED: {
        if (!cJSON_IsObject(v)) {
            nm_jerr(r->c.err, &kp, "expected an object, found %s", nm_json_type_name(v));
            bad(r);
            return;
        }
        int n = keyed_count(r->c.data, f);
        const char *keys[256];
        for (int i = 0; i < n && i < 256; i++) keys[i] = keyed_name(r->c.data, f, i);
        if (nm_json_check_keys(v, &kp, keys, n < 256 ? n : 256, r->c.err) > 0) bad(r);
        for (int i = 0; i < n; i++) {
            nm_jpos ip = nm_jpos_key(&kp, keys[i < 256 ? i : 0]);
            const cJSON *e = cJSON_GetObjectItemCaseSensitive(v, keyed_name(r->c.data, f, i));
            if (!e) {
                nm_jerr(r->c.err, &ip, "missing (required)");
                bad(r);
                continue;
            }
            read_value(r, f, e, &ip, at + i * st, seat);
        }
        return;
    }
    case NM_SH_SPARSE: {
        const nm_kind_data *kd = ref_kind(r->c.data, f);
        if (!cJSON_IsObject(v) || !kd) {
            nm_jerr(r->c.err, &kp, "expected an object {id: value}, found %s", nm_json_type_name(v));
            bad(r);
            return;
        }
        for (const cJSON *e = v->child; e; e = e->next) {
            if (e->string && e->string[0] == '_') continue;
            nm_jpos ip = nm_jpos_key(&kp, e->string ? e->string : "");
            int i = e->string ? nm_data_find(kd, e->string) : -1;
            if (i < 0 || i >= f->len) {
                cJSON *idv = cJSON_CreateString(e->string ? e->string : "");
                if (nm_json_read_id(kd, idv, &ip, 0, r->c.err) >= 0)
                    nm_jerr(r->c.err, &ip, "\"%s\" cannot be counted here", e->string);
                cJSON_Delete(idv);
                bad(r);
                continue;
            }
            read_value(r, f, e, &ip, at + i * st, seat);
        }
        return;
    }
    case NM_SH_BITS: {
        const nm_kind_data *kd = ref_kind(r->c.data, f);
        if (!f->ref) {
            read_bit_numbers(r, f, v, &kp, at);
            return;
        }
        if (!cJSON_IsArray(v) || !kd) {
            nm_jerr(r->c.err, &kp, "expected an array of %s ids, found %s", f->ref, nm_json_type_name(v));
            bad(r);
            return;
        }
        uint32_t m = 0;
        int i = 0;
        for (const cJSON *e = v->child; e; e = e->next, i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            int c = nm_json_read_id(kd, e, &ip, 0, r->c.err);
            if (c < 0) bad(r);
            else if (c >= 32) {
                nm_jerr(r->c.err, &ip, "\"%s\" cannot be marked here (only the first 32)", e->valuestring);
                bad(r);
            } else m |= 1u << c;
        }
        nm_state_set(at, 0, f->size, (int32_t)m);
        return;
    }
    case NM_SH_TUPLE: {
        int n = cJSON_IsArray(v) ? cJSON_GetArraySize(v) : -1;
        if (n != f->field_count) {
            if (n < 0) nm_jerr(r->c.err, &kp, "expected an array of %d values, found %s", f->field_count, nm_json_type_name(v));
            else nm_jerr(r->c.err, &kp, "expected %d values, found %d", f->field_count, n);
            bad(r);
            return;
        }
        int i = 0;
        for (const cJSON *e = v->child; e; e = e->next, i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            read_value(r, &f->fields[i], e, &ip, at + f->fields[i].offset, seat);
        }
        return;
    }
    case NM_SH_ROWS: {
        int n = cJSON_IsArray(v) ? cJSON_GetArraySize(v) : -1;
        if (n != f->len) {
            if (n < 0) nm_jerr(r->c.err, &kp, "expected an array of %d arrays, found %s", f->len, nm_json_type_name(v));
            else nm_jerr(r->c.err, &kp, "expected %d arrays of %d values, found %d", f->len, f->aux, n);
            bad(r);
            return;
        }
        int i = 0;
        for (const cJSON *row = v->child; row; row = row->next, i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != f->aux) {
                nm_jerr(r->c.err, &ip, "expected an array of %d %ss", f->aux, what_of(f));
                bad(r);
                continue;
            }
            int k = 0;
            for (const cJSON *e = row->child; e; e = e->next, k++) {
                nm_jpos vp = nm_jpos_index(&ip, k);
                read_value(r, f, e, &vp, at + (i * f->aux + k) * st, seat);
            }
        }
        return;
    }
    case NM_SH_MEMBERS: {
        const nm_kind_data *kd = ref_kind(r->c.data, f);
        if (!cJSON_IsArray(v) || !kd) {
            nm_jerr(r->c.err, &kp, "expected an array of %s ids, found %s", f->ref, nm_json_type_name(v));
            bad(r);
            return;
        }
        int i = 0;
        for (const cJSON *e = v->child; e; e = e->next, i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            int c = nm_json_read_id(kd, e, &ip, 0, r->c.err);
            if (c < 0) {
                bad(r);
            } else if (c >= f->len || elem_get(f, at + c * st) != 0) {
                nm_jerr(r->c.err, &ip, c >= f->len ? "\"%s\" cannot be listed here" : "\"%s\" is listed twice",
                        e->valuestring);
                bad(r);
            } else {
                nm_state_set(at, (uint32_t)(c * st), f->size, f->aux);
            }
        }
        return;
    }
    case NM_SH_SPREAD: return;
    }
}

static int read_fields(reader *r, const nm_sfield *fields, int n, const cJSON *o,
                       const nm_jpos *p, uint8_t *base, int seat) {
    if (!cJSON_IsObject(o)) {
        nm_jerr(r->c.err, p, "expected an object, found %s", nm_json_type_name(o));
        bad(r);
        return -1;
    }
    const char *keys[128];
    int nk = allowed_keys(fields, n, keys, 128);
    if (nm_json_check_keys(o, p, keys, nk, r->c.err) > 0) bad(r);
    for (int i = 0; i < n; i++) read_field(r, &fields[i], o, p, base, seat);
    return 0;
}

int nm_state_from_json(const nm_data *d, const cJSON *j, void *state, const nm_jpos *at,
                       nm_errors *err) {
    const nm_game *g = d->game;
    const nm_state_table *t = g->state_table;
    memset(state, 0, g->state_size);
    if (!t) {
        nm_jerr(err, at, "this game has no state table");
        return -1;
    }
    reader r;
    memset(&r, 0, sizeof r);
    r.c.data = d;
    r.c.root = state;
    r.c.err = err;
    r.t = t;
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, at, "expected the state object, found %s", nm_json_type_name(j));
        return -1;
    }
    /* The header first: the player count sizes everything else. */
    for (int i = 0; i < t->field_count; i++)
        if (t->fields[i].type == NM_SF_HEADER &&
            nm_header_from_json(j, at, g->min_players, g->max_players,
                                (nm_header *)(void *)((uint8_t *)state + t->fields[i].offset), err) != 0) {
            if (nm_state_header(state)->players < g->min_players) return -1;
            r.c.bad++;
        }
    if (t->prepare) t->prepare(d, state);
    /* Where each component was found, for "one place only". */
    r.kinds = g->kind_count;
    uint8_t **seen = calloc((size_t)g->kind_count, sizeof *seen);
    nm_jpos **seen_at = calloc((size_t)g->kind_count, sizeof *seen_at);
    int oom = !seen || !seen_at;
    for (int k = 0; !oom && k < g->kind_count; k++) {
        int n = d->kinds[k].count;
        seen[k] = calloc((size_t)(n > 0 ? n : 1), 1);
        seen_at[k] = calloc((size_t)(n > 0 ? n : 1), sizeof(nm_jpos));
        oom |= !seen[k] || !seen_at[k];
    }
    int rc = -1;
    if (oom) {
        nm_jerr(err, at, "out of memory");
        goto done;
    }
    r.c.seen = seen;
    r.c.seen_at = seen_at;
    read_fields(&r, t->fields, t->field_count, j, at, state, -1);
    if (r.c.bad) goto done;
    for (int c = 0; t->complete && t->complete[c]; c++) {
        for (int k = 0; k < g->kind_count; k++) {
            if (strcmp(g->kinds[k].name, t->complete[c]) != 0) continue;
            for (int i = 0; i < d->kinds[k].count; i++)
                if (!seen[k][i]) {
                    nm_jerr(err, at, "%s \"%s\" is nowhere (every component must be in one place)",
                            g->kinds[k].name, d->kinds[k].items[i].id);
                    r.c.bad++;
                    break;
                }
        }
    }
    if (r.c.bad) goto done;
    rc = t->check ? t->check(d, state, at, err) : 0;
done:
    for (int k = 0; seen && seen_at && k < g->kind_count; k++) {
        free(seen[k]);
        free(seen_at[k]);
    }
    free(seen);
    free(seen_at);
    return rc;
}

/* ---- observation --------------------------------------------------------------------- */

static void mask(const nm_sfield *f, uint8_t *at) {
    int st = stride_of(f);
    int n = f->shape == NM_SH_ONE ? 1 : f->shape == NM_SH_ROWS ? f->len * f->aux : f->len;
    for (int i = 0; i < n; i++) nm_state_set(at, (uint32_t)(i * st), f->size, f->mask_zero ? 0 : -1);
}

typedef struct viewer {
    int seat, over, chooser; /* over: the game has ended; chooser: the seat the VM waits on */
} viewer;

/* Whether the viewer may see field f of owner's element. */
static int visible(const nm_sfield *f, const viewer *w, int owner) {
    switch (f->vis) {
    case NM_VIS_NONE: return 0;
    case NM_VIS_OWNER: return owner == w->seat;
    case NM_VIS_SCREEN: return owner == w->seat || w->over;
    case NM_VIS_CHOOSER: return w->chooser >= 0 && w->chooser == w->seat;
    default: return 1;
    }
}

static void observe_fields(const nm_sfield *fields, int n, uint8_t *base, const viewer *w, int owner) {
    for (int i = 0; i < n; i++) {
        const nm_sfield *f = &fields[i];
        uint8_t *at = base + f->offset;
        if (f->type == NM_SF_HEADER) {
            nm_rng_seed(&((nm_header *)(void *)at)->rng, 0);
            continue;
        }
        if (!visible(f, w, owner)) {
            if (f->type != NM_SF_OBJECT && f->type != NM_SF_CUSTOM) mask(f, at);
            continue;
        }
        if (f->type == NM_SF_OBJECT && f->shape != NM_SH_TUPLE) {
            int k = f->shape == NM_SH_ONE ? 1 : f->len;
            for (int e = 0; e < k; e++)
                observe_fields(f->fields, f->field_count, at + e * stride_of(f), w, f->seats ? e : owner);
        }
    }
}

void nm_state_observe(const nm_data *d, const void *state, int seat, void *out) {
    const nm_state_table *t = d->game->state_table;
    memcpy(out, state, d->game->state_size);
    if (!t) return;
    viewer w = {seat, nm_state_header(state)->over != 0, -1};
    for (int i = 0; i < t->field_count; i++)
        if (t->fields[i].type == NM_SF_VM)
            w.chooser = nm_vm_waiting_seat((const nm_vm *)(const void *)((const uint8_t *)state + t->fields[i].offset));
    observe_fields(t->fields, t->field_count, out, &w, -1);
}

/* ---- paths --------------------------------------------------------------------------- */

/* The field of fields keyed by the len characters at s, or the spread group one of whose
 * names they are (its element in *elem, left alone otherwise); NULL for none. */
static const nm_sfield *field_named(const nm_sfield *fields, int n, const char *s, size_t len, int *elem) {
    for (int i = 0; i < n; i++) {
        const nm_sfield *f = &fields[i];
        if (f->shape == NM_SH_SPREAD && f->names) {
            for (int k = 0; k < f->len && f->names[k]; k++)
                if (strlen(f->names[k]) == len && strncmp(f->names[k], s, len) == 0) {
                    *elem = k;
                    return f;
                }
        } else if (f->key && strlen(f->key) == len && strncmp(f->key, s, len) == 0) {
            return f;
        }
    }
    return NULL;
}

int nm_state_find(const nm_state_table *t, const char *path, nm_state_loc *out) {
    memset(out, 0, sizeof *out);
    out->count_base = -1;
    const nm_sfield *fields = t->fields;
    int n = t->field_count;
    uint32_t base = 0, seat_stride = 0;
    const char *s = path;
    for (;;) {
        const char *dot = strchr(s, '.');
        size_t len = dot ? (size_t)(dot - s) : strlen(s);
        int elem = 0;
        const nm_sfield *hit = field_named(fields, n, s, len, &elem);
        if (!hit) return -1;
        uint32_t at = base + hit->offset + (uint32_t)(elem * stride_of(hit));
        if (dot && hit->shape == NM_SH_KEYED && hit->names && hit->type != NM_SF_OBJECT) {
            /* one element of a keyed group: "seats.ingredients.bark" */
            const char *key = dot + 1;
            for (int k = 0; k < hit->len && hit->names[k]; k++)
                if (strcmp(hit->names[k], key) == 0) {
                    out->field = hit;
                    out->base = at + (uint32_t)(k * stride_of(hit));
                    out->seat_stride = seat_stride;
                    out->stride = (uint16_t)stride_of(hit);
                    out->size = hit->size;
                    out->is_unsigned = hit->is_unsigned;
                    out->len = 1;
                    return 0;
                }
            return -1;
        }
        if (dot) {
            if (hit->type != NM_SF_OBJECT) return -1;
            if (hit->seats) seat_stride = (uint32_t)stride_of(hit);
            else if (hit->shape != NM_SH_ONE) return -1; /* only the seats array is indexed */
            fields = hit->fields;
            n = hit->field_count;
            base = at;
            s = dot + 1;
            continue;
        }
        out->field = hit;
        out->base = at;
        out->seat_stride = seat_stride;
        out->stride = (uint16_t)stride_of(hit);
        out->size = hit->size;
        out->is_unsigned = hit->is_unsigned;
        out->len = (int16_t)(hit->shape == NM_SH_SPREAD || hit->shape == NM_SH_ONE ? 1 : hit->len);
        if (hit->shape == NM_SH_ARRAY && hit->count == NM_CT_PLAYERS) return -1;
        if (hit->shape == NM_SH_ARRAY && hit->count != NM_CT_FIXED) {
            out->count_base = (int32_t)(base + hit->count_offset);
            out->count_size = hit->count_size ? hit->count_size : 1;
        }
        return 0;
    }
}

int nm_state_value(const nm_state_table *t, const void *state, const char *path, int32_t *out) {
    const nm_sfield *fields = t->fields;
    int n = t->field_count;
    uint32_t base = 0;
    const char *s = path;
    *out = 0;
    for (;;) {
        size_t len = strcspn(s, ".[");
        int elem = -1;
        const nm_sfield *hit = field_named(fields, n, s, len, &elem);
        if (!hit || len == 0) return -1;
        s += len;
        if (*s == '[') {
            char *end = NULL;
            long i = strtol(s + 1, &end, 10);
            if (elem >= 0 || !end || *end != ']' || i < 0 || i >= (hit->len > 0 ? hit->len : 1)) return -1;
            elem = (int)i;
            s = end + 1;
        } else if (elem < 0) {
            if (hit->type == NM_SF_OBJECT ? hit->shape != NM_SH_ONE : hit->len > 1) return -1; /* needs [i] */
            elem = 0;
        }
        uint32_t at = base + hit->offset + (uint32_t)(elem * stride_of(hit));
        if (*s == '.') {
            if (hit->type != NM_SF_OBJECT || !hit->fields) return -1;
            fields = hit->fields;
            n = hit->field_count;
            base = at;
            s++;
            continue;
        }
        if (*s != '\0' || hit->size < 1 || hit->size > 4 || hit->type == NM_SF_OBJECT) return -1;
        *out = nm_state_get(state, at, hit->size, hit->is_unsigned);
        return 0;
    }
}
