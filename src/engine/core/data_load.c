/* data_load.c - loads a game's data: reads each kind's file (mods overlaid), collects the
 * ids of every kind (pass 1), then type-checks and compiles every object, resolving ids,
 * ops, modifiers and triggers against the game's schemas (pass 2). Every error is kept. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/game.h"
#include "nemeton/lang.h"
#include "nemeton/util.h"

void data_arena_free(void *arena);

#define EFFECT_MAX_OPS 64
#define NESTING_MAX 8

/* Growable pools that become nm_data's arrays. */
typedef struct pools {
    nm_instr *instrs;
    int instr_n, instr_cap;
    nm_effect *effects;
    int effect_n, effect_cap;
    nm_instr *mods;
    int mod_n, mod_cap;
    int32_t *ints;
    int int_n, int_cap;
    char *strs;
    int str_n, str_cap;
    int oom;
} pools;

typedef struct loader {
    nm_data *d;
    const nm_game *g;
    data_file *files;   /* one per kind */
    pools p;
    nm_errors *err;
    lang_build lb;      /* expressions (lang_compile.c) */
} loader;

static int grow(void **arr, int *cap, int need, size_t elem, int *oom) {
    if (need <= *cap) return 0;
    int nc = *cap ? *cap * 2 : 64;
    while (nc < need) nc *= 2;
    void *n = realloc(*arr, (size_t)nc * elem);
    if (!n) {
        *oom = 1;
        return -1;
    }
    *arr = n;
    *cap = nc;
    return 0;
}

static int32_t pool_str(pools *p, const char *s) {
    int n = (int)strlen(s) + 1;
    if (grow((void **)&p->strs, &p->str_cap, p->str_n + n, 1, &p->oom)) return 0;
    int32_t off = p->str_n;
    memcpy(p->strs + off, s, (size_t)n);
    p->str_n += n;
    return off;
}

static int32_t pool_ints(pools *p, const int32_t *v, int n) {
    if (grow((void **)&p->ints, &p->int_cap, p->int_n + n + 1, sizeof(int32_t), &p->oom)) return 0;
    int32_t off = p->int_n;
    p->ints[p->int_n++] = n;
    for (int i = 0; i < n; i++) p->ints[p->int_n++] = v[i];
    return off;
}

/* ---- ids ---------------------------------------------------------------------------- */

static int kind_index(const nm_game *g, const char *name) {
    for (int i = 0; i < g->kind_count; i++)
        if (strcmp(g->kinds[i].name, name) == 0) return i;
    return -1;
}

static const char *item_id(const data_item *it) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(it->obj, "id");
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int find_id(const data_file *f, const char *id) {
    if (f->ids.cap) return id_index_get(&f->ids, id);
    for (int i = 0; i < f->count; i++) {
        const char *x = item_id(&f->items[i]);
        if (x && strcmp(x, id) == 0) return i;
    }
    return -1;
}

static const char *suggest_id(const data_file *f, const char *id) {
    const char *best = NULL;
    int best_d = 1000, limit = (int)strlen(id) / 3;
    if (limit < 2) limit = 2;
    for (int i = 0; i < f->count; i++) {
        const char *x = item_id(&f->items[i]);
        if (!x) continue;
        int d = nm_edit_distance(id, x);
        if (d <= limit && d < best_d) {
            best_d = d;
            best = x;
        }
    }
    return best;
}

/* Pass 1: every array object has a unique, well-formed string id. */
static void check_ids(loader *L, int k) {
    data_file *f = &L->files[k];
    for (int i = 0; i < f->count; i++) {
        data_item *it = &f->items[i];
        nm_jpos p = {it->file, ""};
        p = nm_jpos_index(&p, it->index);
        if (!cJSON_IsObject(it->obj)) {
            nm_jerr(L->err, &p, "expected an object, found %s", nm_json_type_name(it->obj));
            continue;
        }
        nm_jpos ip = nm_jpos_key(&p, "id");
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(it->obj, "id");
        if (!v) {
            nm_jerr(L->err, &ip, "missing (required)");
            continue;
        }
        if (!cJSON_IsString(v) || !v->valuestring[0] || strlen(v->valuestring) > 47) {
            nm_jerr(L->err, &ip, "expected an id: a string of 1 to 47 characters");
            continue;
        }
        for (const char *c = v->valuestring; *c; c++) {
            if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_' ||
                  *c == '-' || *c == '.')) {
                nm_jerr(L->err, &ip, "id \"%s\" may use only a-z, 0-9, '_', '-' and '.'",
                        v->valuestring);
                break;
            }
        }
        int j = id_index_get(&f->ids, v->valuestring);
        if (j >= 0) {
            nm_jerr(L->err, &ip, "duplicate id \"%s\" (first at %s [%d])", v->valuestring,
                    f->items[j].file, f->items[j].index);
        } else if (id_index_put(&f->ids, v->valuestring, i) != 0) {
            L->p.oom = 1;
        }
    }
}

/* ---- values ------------------------------------------------------------------------- */

static int compile_effect(loader *L, const cJSON *arr, const nm_jpos *p, int depth,
                          int32_t *out);
static int lb_zone_kind(void *u, int zone);

/* Decodes one value by its parameter schema; absent optional values get their default. */
static void decode_param(loader *L, const nm_param *pd, const cJSON *v, const nm_jpos *p,
                         int depth, int32_t *out) {
    nm_errors *e = L->err;
    int64_t x = 0;
    switch (pd->type) {
    case NM_P_INT:
        *out = pd->def;
        if (v && nm_json_int_value(v, p, pd->min, pd->max, &x, e) > 0) *out = (int32_t)x;
        return;
    case NM_P_BOOL:
        *out = pd->def;
        if (!v) return;
        if (!cJSON_IsBool(v)) {
            nm_jerr(e, p, "expected true or false, found %s", nm_json_type_name(v));
            return;
        }
        *out = cJSON_IsTrue(v) ? 1 : 0;
        return;
    case NM_P_ENUM: {
        *out = pd->def;
        if (!v) return;
        if (!cJSON_IsString(v)) {
            nm_jerr(e, p, "expected one of the names, found %s", nm_json_type_name(v));
            return;
        }
        int n = 0;
        while (pd->names && pd->names[n]) n++;
        for (int i = 0; i < n; i++)
            if (strcmp(pd->names[i], v->valuestring) == 0) {
                *out = i;
                return;
            }
        const char *hint = nm_did_you_mean(v->valuestring, pd->names, n);
        if (hint)
            nm_jerr(e, p, "unknown %s \"%s\" (did you mean \"%s\")", pd->name, v->valuestring, hint);
        else
            nm_jerr(e, p, "unknown %s \"%s\" (one of: %s%s%s%s)", pd->name, v->valuestring,
                    n > 0 ? pd->names[0] : "", n > 1 ? ", " : "", n > 1 ? pd->names[1] : "",
                    n > 2 ? ", ..." : "");
        return;
    }
    case NM_P_REF: {
        *out = -1;
        if (!v) return;
        if (!cJSON_IsString(v)) {
            nm_jerr(e, p, "expected the id of a %s, found %s", pd->ref, nm_json_type_name(v));
            return;
        }
        int k = kind_index(L->g, pd->ref);
        if (k < 0) {
            nm_jerr(e, p, "schema error: unknown kind \"%s\"", pd->ref);
            return;
        }
        int at = find_id(&L->files[k], v->valuestring);
        if (at >= 0) {
            *out = at;
            return;
        }
        const char *hint = L->err->count < NM_ERRORS_MAX ? suggest_id(&L->files[k], v->valuestring) : NULL;
        if (hint)
            nm_jerr(e, p, "unknown id \"%s\" in %s (did you mean \"%s\")", v->valuestring, pd->ref, hint);
        else
            nm_jerr(e, p, "unknown id \"%s\" in %s", v->valuestring, pd->ref);
        return;
    }
    case NM_P_STR:
        *out = 0; /* offset 0 is "" */
        if (!v) return;
        if (!cJSON_IsString(v)) {
            nm_jerr(e, p, "expected a string, found %s", nm_json_type_name(v));
            return;
        }
        if (pd->path && !nm_path_name_ok(v->valuestring)) {
            nm_jerr(e, p, "\"%s\" leaves its folder (a name is plain parts joined by \"/\": "
                          "no \"..\", \".\", empty part, backslash or colon)", v->valuestring);
            return;
        }
        *out = pool_str(&L->p, v->valuestring);
        return;
    case NM_P_INTS:
    case NM_P_EFFECTS: {
        *out = 0; /* offset 0 is the empty list */
        if (!v) return;
        if (!cJSON_IsArray(v)) {
            nm_jerr(e, p, "expected an array, found %s", nm_json_type_name(v));
            return;
        }
        int n = cJSON_GetArraySize(v);
        if ((pd->len_min && n < pd->len_min) || (pd->len_max && n > pd->len_max)) {
            nm_jerr(e, p, "has %d entr%s; expected %d to %d", n, n == 1 ? "y" : "ies", pd->len_min,
                    pd->len_max ? pd->len_max : 9999);
            return;
        }
        if (n > 256) {
            nm_jerr(e, p, "has %d entries; at most 256 are allowed", n);
            return;
        }
        int32_t vals[256];
        int i = 0, ok = 1;
        for (const cJSON *c = v->child; c; c = c->next, i++) {
            nm_jpos cp = nm_jpos_index(p, i);
            if (pd->type == NM_P_INTS) {
                if (nm_json_int_value(c, &cp, pd->min, pd->max, &x, e) > 0)
                    vals[i] = (int32_t)x;
                else
                    ok = 0;
            } else if (compile_effect(L, c, &cp, depth + 1, &vals[i]) != 0) {
                ok = 0;
            }
        }
        if (ok) *out = pool_ints(&L->p, vals, n);
        return;
    }
    case NM_P_EFFECT:
        *out = -1;
        if (v) compile_effect(L, v, p, depth + 1, out);
        return;
    case NM_P_EXPR: {
        *out = -1;
        if (v) {
            *out = lang_compile_expr(&L->lb, v, p, pd->min, pd->max);
        } else {
            cJSON *def = cJSON_CreateNumber(pd->def);
            *out = def ? lang_compile_expr(&L->lb, def, p, INT32_MIN, INT32_MAX) : -1;
            cJSON_Delete(def);
        }
        return;
    }
    }
}

/* Reads an object's parameters by schema into args; reports unknown and missing keys.
 * skip is the key that names the op / modifier type. */
static void decode_params(loader *L, const cJSON *obj, const nm_jpos *p, const nm_param *params,
                          int n, const char *skip, int depth, int32_t *args) {
    const char *allowed[NM_INSTR_ARGS + 2];
    int na = 0;
    allowed[na++] = skip;
    /* A modifier of a general kind names its hook point beside its type. */
    if (strcmp(skip, "type") == 0 && cJSON_GetObjectItemCaseSensitive(obj, "hook")) allowed[na++] = "hook";
    for (int i = 0; i < n && i < NM_INSTR_ARGS; i++) allowed[na++] = params[i].name;
    nm_json_check_keys(obj, p, allowed, na, L->err);
    /* After a zone parameter, the fields a filter or a body reads are its components'. */
    int saved_kind = L->lb.kind;
    for (int i = 0; i < n && i < NM_INSTR_ARGS; i++) {
        const nm_param *pd = &params[i];
        nm_jpos kp = nm_jpos_key(p, pd->name);
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, pd->name);
        if (!v && pd->required) nm_jerr(L->err, &kp, "missing (required)");
        decode_param(L, pd, v, &kp, depth, &args[i]);
        if (pd->type == NM_P_REF && pd->ref && strcmp(pd->ref, "zones") == 0 && L->lb.kind == saved_kind &&
            args[i] >= 0)
            L->lb.kind = lb_zone_kind(L, args[i]);
    }
    L->lb.kind = saved_kind;
}

/* ---- the expression compiler's view of the loader ---- */

static int32_t lb_add_ints(void *u, const int32_t *v, int n) { return pool_ints(&((loader *)u)->p, v, n); }

static int lb_find_id(void *u, const char *kind, const char *id, const nm_jpos *p) {
    loader *L = u;
    int k = kind_index(L->g, kind);
    if (k < 0) {
        nm_jerr(L->err, p, "%s declares no %s (add %s.json and its kind)", L->g->id, kind, kind);
        return -1;
    }
    int at = find_id(&L->files[k], id);
    if (at >= 0) return at;
    const char *hint = L->err->count < NM_ERRORS_MAX ? suggest_id(&L->files[k], id) : NULL;
    if (hint)
        nm_jerr(L->err, p, "unknown %s \"%s\" (did you mean \"%s\")", kind, id, hint);
    else
        nm_jerr(L->err, p, "unknown %s \"%s\"", kind, id);
    return -1;
}

static int lb_counters_in_set(void *u, const char *name, int32_t *out, int max) {
    loader *L = u;
    int k = kind_index(L->g, "counters"), n = 0;
    if (k < 0) return 0;
    for (int i = 0; i < L->files[k].count && n < max; i++) {
        const cJSON *set = cJSON_GetObjectItemCaseSensitive(L->files[k].items[i].obj, "set");
        if (cJSON_IsString(set) && strcmp(set->valuestring, name) == 0) out[n++] = i;
    }
    return n;
}

/* The kind the zone holds ("holds" of zones.json), read from the file before binding. */
static int lb_zone_kind(void *u, int zone) {
    loader *L = u;
    int k = kind_index(L->g, "zones");
    if (k < 0 || zone < 0 || zone >= L->files[k].count) return -1;
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(L->files[k].items[zone].obj, "holds");
    return cJSON_IsString(h) ? kind_index(L->g, h->valuestring) : -1;
}

static int lb_field_of(void *u, int kind, const char *name, const nm_jpos *p) {
    loader *L = u;
    const nm_kind *kd = &L->g->kinds[kind];
    const char *names[64];
    int n = 0;
    for (int i = 0; i < kd->field_count; i++) {
        nm_ptype t = kd->fields[i].type;
        if (t != NM_P_INT && t != NM_P_BOOL && t != NM_P_ENUM && t != NM_P_REF) continue;
        if (strcmp(kd->fields[i].name, name) == 0) return i;
        if (n < 64) names[n++] = kd->fields[i].name;
    }
    const char *hint = nm_did_you_mean(name, names, n);
    if (hint)
        nm_jerr(L->err, p, "%s have no number field \"%s\" (did you mean \"%s\")", kd->name, name, hint);
    else
        nm_jerr(L->err, p, "%s have no number field \"%s\"", kd->name, name);
    return -1;
}

static int lb_decode_params(void *u, const cJSON *obj, const nm_jpos *p, const nm_param *params, int n,
                            const char *skip, int depth, int32_t *args) {
    loader *L = u;
    int before = L->err->count;
    decode_params(L, obj, p, params, n, skip, depth, args);
    return L->err->count > before ? -1 : 0;
}

/* Finds the op or modifier named by obj[key]; reports unknown names with a hint. */
/* Whether every key of obj but skip (and a modifier's "hook") names a parameter of def. */
static int keys_fit(const cJSON *obj, const char *skip, const nm_op_def *def) {
    for (const cJSON *c = obj->child; c; c = c->next) {
        if (!c->string || strcmp(c->string, skip) == 0 || strcmp(c->string, "hook") == 0) continue;
        int found = 0;
        for (int k = 0; k < def->param_count && !found; k++) found = strcmp(def->params[k].name, c->string) == 0;
        if (!found) return 0;
    }
    return 1;
}

static int lookup_def(loader *L, const cJSON *obj, const nm_jpos *p, const char *key,
                      const nm_op_def *defs, int n, const char *what) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!v) {
        nm_jerr(L->err, &kp, "missing (required)");
        return -1;
    }
    if (!cJSON_IsString(v)) {
        nm_jerr(L->err, &kp, "expected the name of %s, found %s", what, nm_json_type_name(v));
        return -1;
    }
    const char *names[128];
    int nn = 0, first = -1;
    for (int i = 0; i < n; i++) {
        if (strcmp(defs[i].name, v->valuestring) == 0) {
            /* A name a game's own op shares with a core op (Oak's gain and the core's): the
             * first whose parameters hold every key of the object; else the first. */
            if (first < 0) first = i;
            if (keys_fit(obj, key, &defs[i])) return i;
        }
        if (nn < 128) names[nn++] = defs[i].name;
    }
    if (first >= 0) return first;
    const char *hint = nm_did_you_mean(v->valuestring, names, nn);
    if (hint)
        nm_jerr(L->err, &kp, "unknown %s \"%s\" (did you mean \"%s\")", what, v->valuestring, hint);
    else
        nm_jerr(L->err, &kp, "unknown %s \"%s\"", what, v->valuestring);
    return -1;
}

/* Compiles an array of op objects into a contiguous effect list; *out = its index. */
static int compile_effect(loader *L, const cJSON *arr, const nm_jpos *p, int depth,
                          int32_t *out) {
    *out = -1;
    if (depth > NESTING_MAX) {
        nm_jerr(L->err, p, "effects nested deeper than %d levels", NESTING_MAX);
        return -1;
    }
    if (!cJSON_IsArray(arr)) {
        nm_jerr(L->err, p, "expected an array of ops, found %s", nm_json_type_name(arr));
        return -1;
    }
    int n = cJSON_GetArraySize(arr);
    if (n > EFFECT_MAX_OPS) {
        nm_jerr(L->err, p, "has %d ops; at most %d are allowed", n, EFFECT_MAX_OPS);
        return -1;
    }
    nm_instr local[EFFECT_MAX_OPS];
    int before = L->err->count, i = 0;
    for (const cJSON *o = arr->child; o; o = o->next, i++) {
        nm_jpos op = nm_jpos_index(p, i);
        memset(&local[i], 0, sizeof local[i]);
        local[i].line = (uint16_t)i;
        if (!cJSON_IsObject(o)) {
            nm_jerr(L->err, &op, "expected an op object like {\"op\": ...}, found %s",
                    nm_json_type_name(o));
            continue;
        }
        int k = lookup_def(L, o, &op, "op", L->g->ops, L->g->op_count, "op");
        if (k < 0) continue;
        local[i].op = (uint16_t)k;
        decode_params(L, o, &op, L->g->ops[k].params, L->g->ops[k].param_count, "op", depth,
                      local[i].arg);
    }
    if (L->err->count > before) return -1;
    if (grow((void **)&L->p.instrs, &L->p.instr_cap, L->p.instr_n + n, sizeof(nm_instr), &L->p.oom) ||
        grow((void **)&L->p.effects, &L->p.effect_cap, L->p.effect_n + 1, sizeof(nm_effect),
             &L->p.oom))
        return -1;
    if (n > 0) /* an empty list ("act1": []) copies nothing: both may be NULL */
        memcpy(L->p.instrs + L->p.instr_n, local, sizeof(nm_instr) * (size_t)n);
    L->p.effects[L->p.effect_n] = (nm_effect){L->p.instr_n, n};
    L->p.instr_n += n;
    *out = L->p.effect_n++;
    return 0;
}

/* ---- components --------------------------------------------------------------------- */

/* "name" / "text": an object with non-empty "en" and "fr" strings. */
static void read_langs(loader *L, const cJSON *obj, const char *key, const nm_jpos *p,
                       const char **out) {
    static const char *const langs[NM_LANGS] = {"en", "fr"};
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    out[0] = out[1] = "";
    if (!v) {
        nm_jerr(L->err, &kp, "missing (required: {\"en\": ..., \"fr\": ...})");
        return;
    }
    if (!cJSON_IsObject(v)) {
        nm_jerr(L->err, &kp, "expected {\"en\": ..., \"fr\": ...}, found %s", nm_json_type_name(v));
        return;
    }
    nm_json_check_keys(v, &kp, langs, NM_LANGS, L->err);
    for (int i = 0; i < NM_LANGS; i++) {
        const char *s = NULL;
        nm_jpos lp = nm_jpos_key(&kp, langs[i]);
        if (nm_json_get_str(v, langs[i], &kp, 1, &s, L->err) > 0) {
            if (!s[0])
                nm_jerr(L->err, &lp, "is empty");
            else
                out[i] = data_arena_strdup(L->d, s);
        }
        if (!out[i]) out[i] = "";
    }
}

/* The noun of a component: its name, with the plural and what French needs from the
 * optional "forms" {"en_plural", "fr_plural", "fr_gender": "m" | "f", "fr_elide"}. */
static void read_forms(loader *L, const cJSON *obj, const nm_jpos *p, nm_component *c) {
    static const char *const keys[] = {"en_plural", "fr_plural", "fr_gender", "fr_elide"};
    static const char *const genders[] = {"m", "f"};
    nm_noun *nn = &c->noun;
    for (int l = 0; l < NM_LANGS; l++) {
        nn->one[l] = c->name[l];
        nn->many[l] = c->name[l];
    }
    /* French elides before a vowel; an h must say so itself ("fr_elide"). */
    nn->fr_elide = (uint8_t)nm_fr_elides(c->name[1]);
    nm_jpos fp = nm_jpos_key(p, "forms");
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(obj, "forms");
    if (!f) return;
    if (!cJSON_IsObject(f)) {
        nm_jerr(L->err, &fp, "expected {\"en_plural\", \"fr_plural\", \"fr_gender\", \"fr_elide\"}, found %s",
                nm_json_type_name(f));
        return;
    }
    nm_json_check_keys(f, &fp, keys, 4, L->err);
    const char *v = NULL;
    if (nm_json_get_str(f, "en_plural", &fp, 0, &v, L->err) > 0) nn->many[0] = data_arena_strdup(L->d, v);
    if (nm_json_get_str(f, "fr_plural", &fp, 0, &v, L->err) > 0) nn->many[1] = data_arena_strdup(L->d, v);
    if (nm_json_get_str(f, "fr_gender", &fp, 0, &v, L->err) > 0) {
        nm_jpos gp = nm_jpos_key(&fp, "fr_gender");
        if (strcmp(v, genders[0]) != 0 && strcmp(v, genders[1]) != 0)
            nm_jerr(L->err, &gp, "expected \"m\" or \"f\", found \"%s\"", v);
        nn->fr_feminine = (uint8_t)(v[0] == 'f');
    }
    int el = 0;
    if (nm_json_get_bool(f, "fr_elide", &fp, 0, &el, L->err) > 0) nn->fr_elide = (uint8_t)el;
    if (!nn->many[0]) nn->many[0] = c->name[0];
    if (!nn->many[1]) nn->many[1] = c->name[1];
}

static void compile_triggers(loader *L, const cJSON *v, const nm_jpos *p, nm_component *c) {
    const nm_game *g = L->g;
    c->trigger = data_arena_alloc(L->d, sizeof(int32_t) * (size_t)(g->trigger_count + 1));
    if (!c->trigger) return;
    for (int t = 0; t < g->trigger_count; t++) c->trigger[t] = -1;
    if (!v) return;
    if (!cJSON_IsObject(v)) {
        nm_jerr(L->err, p, "expected an object {\"trigger name\": [ops]}, found %s",
                nm_json_type_name(v));
        return;
    }
    for (const cJSON *t = v->child; t; t = t->next) {
        if (!t->string || t->string[0] == '_') continue;
        nm_jpos tp = nm_jpos_key(p, t->string);
        int k = -1;
        for (int i = 0; i < g->trigger_count; i++)
            if (strcmp(g->triggers[i], t->string) == 0) k = i;
        if (k < 0) {
            const char *hint = nm_did_you_mean(t->string, g->triggers, g->trigger_count);
            if (hint)
                nm_jerr(L->err, &tp, "unknown trigger \"%s\" (did you mean \"%s\")", t->string, hint);
            else
                nm_jerr(L->err, &tp, "unknown trigger \"%s\"", t->string);
            continue;
        }
        compile_effect(L, t, &tp, 0, &c->trigger[k]);
    }
}

/* A modifier's definition: {"type": general kind, "hook": hook point} (a permission, a
 * cost, an extra amount... at a point the game declares), or {"type": name} for a kind of
 * the game's own. */
static int lookup_modifier(loader *L, const cJSON *o, const nm_jpos *p) {
    const nm_game *g = L->g;
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(o, "type");
    int family = 0;
    for (int i = 0; cJSON_IsString(t) && i < g->modifier_count; i++)
        if (g->modifiers[i].family && strcmp(g->modifiers[i].family, t->valuestring) == 0) family = 1;
    if (!family) return lookup_def(L, o, p, "type", g->modifiers, g->modifier_count, "modifier");
    nm_jpos hp = nm_jpos_key(p, "hook");
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(o, "hook");
    const char *names[128];
    int nn = 0;
    for (int i = 0; i < g->modifier_count; i++) {
        const nm_op_def *m = &g->modifiers[i];
        if (!m->family || strcmp(m->family, t->valuestring) != 0) continue;
        if (cJSON_IsString(h) && strcmp(m->name, h->valuestring) == 0) return i;
        if (nn < 128) names[nn++] = m->name;
    }
    if (!cJSON_IsString(h)) {
        nm_jerr(L->err, &hp, "missing (required: where the %s applies, one of %s%s%s%s)", t->valuestring,
                names[0], nn > 1 ? ", " : "", nn > 1 ? names[1] : "", nn > 2 ? ", ..." : "");
        return -1;
    }
    const char *hint = nm_did_you_mean(h->valuestring, names, nn);
    if (hint)
        nm_jerr(L->err, &hp, "unknown hook \"%s\" for %s (did you mean \"%s\")", h->valuestring, t->valuestring,
                hint);
    else
        nm_jerr(L->err, &hp, "unknown hook \"%s\" for %s (%s has %d: %s, ...)", h->valuestring, t->valuestring,
                g->id, nn, names[0]);
    return -1;
}

static void compile_modifiers(loader *L, const cJSON *v, const nm_jpos *p, nm_component *c) {
    c->mod_first = L->p.mod_n;
    c->mod_count = 0;
    if (!v) return;
    if (!cJSON_IsArray(v)) {
        nm_jerr(L->err, p, "expected an array of modifiers, found %s", nm_json_type_name(v));
        return;
    }
    int i = 0;
    for (const cJSON *o = v->child; o; o = o->next, i++) {
        nm_jpos mp = nm_jpos_index(p, i);
        if (!cJSON_IsObject(o)) {
            nm_jerr(L->err, &mp, "expected a modifier object like {\"type\": ...}, found %s",
                    nm_json_type_name(o));
            continue;
        }
        int k = lookup_modifier(L, o, &mp);
        if (k < 0) continue;
        nm_instr in;
        memset(&in, 0, sizeof in);
        in.op = (uint16_t)k;
        in.line = (uint16_t)i;
        decode_params(L, o, &mp, L->g->modifiers[k].params, L->g->modifiers[k].param_count, "type",
                      0, in.arg);
        if (grow((void **)&L->p.mods, &L->p.mod_cap, L->p.mod_n + 1, sizeof(nm_instr), &L->p.oom))
            return;
        L->p.mods[L->p.mod_n++] = in;
        c->mod_count++;
    }
}

/* src: for a singleton, its merged file (each key's errors name the file giving it). */
static void compile_component(loader *L, const nm_kind *kind, const data_item *it,
                              nm_component *c, int singleton, const data_file *src) {
    nm_jpos p = {it->file, ""};
    if (!singleton) p = nm_jpos_index(&p, it->index);
    const char *allowed[64];
    int na = 0;
    if (!singleton) {
        allowed[na++] = "id";
        allowed[na++] = "name";
        allowed[na++] = "text";
        allowed[na++] = "forms";
    }
    if (kind->has_effect) allowed[na++] = "effect";
    if (kind->has_triggers) allowed[na++] = "triggers";
    if (kind->has_modifiers) allowed[na++] = "modifiers";
    for (int i = 0; i < kind->field_count && na < 64; i++) allowed[na++] = kind->fields[i].name;
    if (src)
        data_single_check_keys(src, allowed, na, L->err);
    else
        nm_json_check_keys(it->obj, &p, allowed, na, L->err);

    c->effect = -1;
    c->file = data_arena_strdup(L->d, it->file ? it->file : "?");
    c->id = singleton ? kind->name : data_arena_strdup(L->d, item_id(it) ? item_id(it) : "");
    if (!singleton) {
        read_langs(L, it->obj, "name", &p, c->name);
        /* A hand-written text is optional: the rules text is generated from the ops. */
        if (cJSON_GetObjectItemCaseSensitive(it->obj, "text"))
            read_langs(L, it->obj, "text", &p, c->text);
        else
            c->text[0] = c->text[1] = "";
        read_forms(L, it->obj, &p, c);
    } else {
        c->name[0] = c->name[1] = c->text[0] = c->text[1] = "";
    }
    c->field = data_arena_alloc(L->d, sizeof(int32_t) * (size_t)(kind->field_count + 1));
    if (!c->field) {
        L->p.oom = 1;
        return;
    }
    for (int i = 0; i < kind->field_count; i++) {
        const nm_param *pd = &kind->fields[i];
        nm_jpos kp = nm_jpos_key(&p, pd->name);
        if (src) kp.file = data_single_file(src, pd->name);
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(it->obj, pd->name);
        if (!v && pd->required) nm_jerr(L->err, &kp, "missing (required)");
        decode_param(L, pd, v, &kp, 0, &c->field[i]);
    }
    if (kind->has_effect) {
        nm_jpos kp = nm_jpos_key(&p, "effect");
        if (src) kp.file = data_single_file(src, "effect");
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(it->obj, "effect");
        if (v) compile_effect(L, v, &kp, 0, &c->effect);
    }
    nm_jpos tp = nm_jpos_key(&p, "triggers");
    if (src) tp.file = data_single_file(src, "triggers");
    compile_triggers(L, kind->has_triggers ? cJSON_GetObjectItemCaseSensitive(it->obj, "triggers") : NULL,
                     &tp, c);
    nm_jpos mp = nm_jpos_key(&p, "modifiers");
    if (src) mp.file = data_single_file(src, "modifiers");
    compile_modifiers(L, kind->has_modifiers ? cJSON_GetObjectItemCaseSensitive(it->obj, "modifiers") : NULL,
                      &mp, c);
}

static void compile_kind(loader *L, int k) {
    const nm_kind *kind = &L->g->kinds[k];
    data_file *f = &L->files[k];
    nm_kind_data *kd = &L->d->kinds[k];
    kd->kind = kind;
    char joined[2048] = ""; /* a merged singleton: the game's file and the mods' that give keys */
    if (kind->singleton && f->tree_count > 1)
        for (int i = 0; i < f->tree_count; i++)
            if (f->files[i]) nm_strappendf(joined, sizeof joined, "%s%s", joined[0] ? " + " : "", f->files[i]);
    kd->file = data_arena_strdup(L->d, joined[0] ? joined : f->path);
    if (kind->singleton) {
        if (!f->single) return;
        kd->items = data_arena_alloc(L->d, sizeof(nm_component));
        if (!kd->items) return;
        kd->count = 1;
        data_item it = {f->single, f->files[0] ? f->files[0] : f->path, 0};
        compile_component(L, kind, &it, &kd->items[0], 1, f);
        return;
    }
    if ((kind->min_count && f->count < kind->min_count) ||
        (kind->max_count && f->count > kind->max_count)) {
        if (kind->min_count == kind->max_count)
            nm_errors_at(L->err, f->path, "", "holds %d %s; the game needs exactly %d", f->count,
                         kind->name, kind->min_count);
        else
            nm_errors_at(L->err, f->path, "", "holds %d %s; the game needs %d to %d", f->count,
                         kind->name, kind->min_count, kind->max_count ? kind->max_count : 9999);
    }
    kd->items = data_arena_alloc(L->d, sizeof(nm_component) * (size_t)(f->count + 1));
    if (!kd->items) return;
    kd->count = f->count;
    for (int i = 0; i < f->count; i++) {
        if (!cJSON_IsObject(f->items[i].obj)) continue;
        compile_component(L, kind, &f->items[i], &kd->items[i], 0, NULL);
    }
    nm_id_index *idx = id_index_in_arena(L->d, f->count);
    if (!idx) {
        L->p.oom = 1;
        return;
    }
    for (int i = 0; i < f->count; i++)
        if (kd->items[i].id && id_index_get(idx, kd->items[i].id) < 0)
            id_index_put(idx, kd->items[i].id, i);
    kd->index = idx;
}

/* ---- public ------------------------------------------------------------------------- */

static void finish_pools(loader *L) {
    nm_data *d = L->d;
    d->instrs = L->p.instrs;
    d->instr_count = L->p.instr_n;
    d->effects = L->p.effects;
    d->effect_count = L->p.effect_n;
    d->mods = L->p.mods;
    d->mod_count = L->p.mod_n;
    d->ints = L->p.ints;
    d->int_count = L->p.int_n;
    d->strings = L->p.strs;
    d->exprs = L->lb.exprs;
    d->expr_count = L->lb.expr_n;
}

static const char *base_name(const char *path) {
    const char *b = path;
    for (const char *c = path; *c; c++)
        if ((*c == '/' || *c == '\\') && c[1]) b = c + 1;
    return b;
}

nm_data *nm_data_load(const nm_game *game, const char *root, const char *const *mod_dirs,
                      int mod_count, nm_errors *err) {
    nm_errors local;
    if (!err) err = &local;
    nm_errors_clear(err);
    if (mod_count > 8) {
        nm_errors_add(err, "at most 8 mods can be used at once (%d given)", mod_count);
        return NULL;
    }
    nm_data *d = calloc(1, sizeof *d);
    loader L;
    memset(&L, 0, sizeof L);
    if (!d) return NULL;
    L.d = d;
    L.g = game;
    L.err = err;
    L.lb = (lang_build){.err = err, .game = game, .loader = &L, .add_ints = lb_add_ints,
                        .find_id = lb_find_id, .counters_in_set = lb_counters_in_set,
                        .decode_params = lb_decode_params, .zone_kind = lb_zone_kind,
                        .field_of = lb_field_of, .kind = -1};
    d->game = game;
    snprintf(d->dir, sizeof d->dir, "%s/%s", root, game->id);
    d->hash = NM_FNV_OFFSET;
    d->hash = nm_fnv1a(d->hash, game->id, strlen(game->id));
    for (int m = 0; m < mod_count; m++) {
        size_t used = strlen(d->mods_used);
        snprintf(d->mods_used + used, sizeof d->mods_used - used, "%s%s", used ? "," : "",
                 base_name(mod_dirs[m]));
    }
    pool_str(&L.p, "");             /* offset 0: the empty string */
    pool_ints(&L.p, NULL, 0);       /* offset 0: the empty list */
    L.files = calloc((size_t)game->kind_count + 1, sizeof *L.files);
    d->kinds = data_arena_alloc(d, sizeof(nm_kind_data) * (size_t)(game->kind_count + 1));
    if (!L.files || !d->kinds) {
        nm_errors_add(err, "out of memory loading %s data", game->id);
        free(L.files);
        finish_pools(&L);
        nm_data_free(d);
        return NULL;
    }
    for (int k = 0; k < game->kind_count; k++)
        data_file_read(&L.files[k], root, mod_dirs, mod_count, game->id, game->kinds[k].name,
                       game->kinds[k].singleton, 1, &d->hash, err);
    for (int k = 0; k < game->kind_count; k++)
        if (!game->kinds[k].singleton) check_ids(&L, k);
    if (err->count == 0)
        for (int k = 0; k < game->kind_count; k++) compile_kind(&L, k);
    finish_pools(&L);
    if (err->count == 0) {
        int ck = kind_index(game, "counters"), zk = kind_index(game, "zones");
        if (ck >= 0) lang_bind_counters(d, L.files[ck].path, err);
        if (zk >= 0) lang_bind_zones(d, L.files[zk].path, err);
    }
    if (err->count == 0) data_board_load(d, root, mod_dirs, mod_count, err);
    if (L.p.oom || L.lb.oom) nm_errors_add(err, "out of memory loading %s data", game->id);
    if (err->count == 0 && game->check_data) game->check_data(d, err);
    if (err->count == 0 && game->derive && game->derived_size > 0) {
        void *derived = data_arena_alloc(d, game->derived_size);
        if (!derived)
            nm_errors_add(err, "out of memory loading %s data", game->id);
        else if (game->derive(d, derived, err) != 0 && err->count == 0)
            nm_errors_add(err, "%s: the data's derived values could not be computed", d->dir);
        d->derived = derived;
    }
    for (int k = 0; k < game->kind_count; k++) data_file_free(&L.files[k]);
    free(L.files);
    if (err->count > 0) {
        nm_data_free(d);
        return NULL;
    }
    return d;
}

void nm_data_free(nm_data *d) {
    if (!d) return;
    free(d->instrs);
    free(d->effects);
    free(d->mods);
    free(d->ints);
    free((void *)d->strings);
    free(d->exprs);
    data_arena_free(d->arena);
    free(d);
}

const nm_kind_data *nm_data_kind(const nm_data *d, const char *kind) {
    int k = kind_index(d->game, kind);
    return k < 0 ? NULL : &d->kinds[k];
}

int nm_data_find(const nm_kind_data *k, const char *id) {
    if (!k || !id) return -1;
    if (k->index) return id_index_get(k->index, id);
    for (int i = 0; i < k->count; i++)
        if (k->items[i].id && strcmp(k->items[i].id, id) == 0) return i;
    return -1;
}

const nm_instr *nm_data_effect(const nm_data *d, int effect, int *n) {
    return nm_data_effect_in(d, effect, n);
}

const int32_t *nm_data_ints(const nm_data *d, int32_t off, int *n) { return nm_data_ints_in(d, off, n); }

const char *nm_data_str(const nm_data *d, int32_t off) {
    return (d->strings && off >= 0) ? d->strings + off : "";
}

int nm_param_find(const nm_param *params, int n, const char *name) {
    for (int i = 0; i < n; i++)
        if (strcmp(params[i].name, name) == 0) return i;
    return -1;
}

void nm_instr_describe(const nm_data *d, const nm_instr *in, int is_modifier, char *buf, size_t n) {
    const nm_op_def *def = is_modifier ? &d->game->modifiers[in->op] : &d->game->ops[in->op];
    size_t used = (size_t)snprintf(buf, n, "%s(", def->name);
    int shown = 0;
    for (int i = 0; i < def->param_count && i < NM_INSTR_ARGS && used < n; i++) {
        const nm_param *pd = &def->params[i];
        char val[64];
        int32_t a = in->arg[i];
        if (pd->quiet && a == pd->def) continue;
        switch (pd->type) {
        case NM_P_ENUM:
            snprintf(val, sizeof val, "%s", a >= 0 ? pd->names[a] : "?");
            break;
        case NM_P_REF: {
            const nm_kind_data *k = nm_data_kind(d, pd->ref);
            snprintf(val, sizeof val, "%s", (k && a >= 0 && a < k->count) ? k->items[a].id : "none");
            break;
        }
        case NM_P_BOOL:
            snprintf(val, sizeof val, "%s", a ? "true" : "false");
            break;
        case NM_P_STR:
            snprintf(val, sizeof val, "\"%s\"", nm_data_str(d, a));
            break;
        case NM_P_EFFECT:
        case NM_P_EFFECTS:
        case NM_P_INTS:
            snprintf(val, sizeof val, "[...]");
            break;
        case NM_P_EXPR:
            nm_text_expr(d, a, 0, val, sizeof val);
            break;
        default:
            snprintf(val, sizeof val, "%d", (int)a);
        }
        used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", shown++ ? ", " : "", pd->name, val);
        if (used >= n) return;
    }
    if (used < n) snprintf(buf + used, n - used, ")");
}
