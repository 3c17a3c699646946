/* lang_compile.c - expressions and conditions from JSON into the expression pool
 * (include/nemeton/lang.h lists the forms). Every error names the file and JSON path and,
 * for an unknown word, suggests the nearest one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/game.h"
#include "nemeton/lang.h"

#define EXPR_DEPTH_MAX 16
#define EXPR_LIST_MAX 64

static const struct {
    const char *key;
    nm_xop op;
} binary_forms[] = {
    {"add", NM_X_ADD}, {"sub", NM_X_SUB}, {"mul", NM_X_MUL}, {"div", NM_X_DIV},
    {"min", NM_X_MIN}, {"max", NM_X_MAX}, {"ge", NM_X_GE},   {"gt", NM_X_GT},
    {"le", NM_X_LE},   {"lt", NM_X_LT},   {"eq", NM_X_EQ},   {"ne", NM_X_NE},
    {"and", NM_X_AND}, {"or", NM_X_OR},
};
#define BINARY_COUNT ((int)(sizeof binary_forms / sizeof binary_forms[0]))

static const char *const all_forms[] = {"counter", "add", "sub", "mul", "div", "min", "max",
                                        "table", "distinct", "pairs", "sum", "ge", "gt", "le",
                                        "lt", "eq", "ne", "and", "or", "not", "query", "count",
                                        "field", "rank", "tied", "players"};
#define FORM_COUNT ((int)(sizeof all_forms / sizeof all_forms[0]))

const nm_expr_form nm_expr_forms[] = {
    {"(number)", "3", "a number"},
    {"counter", "{\"counter\": \"rune\"}", "the acting seat's counter (counters.json)"},
    {"add", "{\"add\": [a, b, ...]}", "the sum"},
    {"sub", "{\"sub\": [a, b]}", "a minus b"},
    {"mul", "{\"mul\": [a, b, ...]}", "the product"},
    {"div", "{\"div\": [a, b]}", "a divided by b, rounded down (0 when b is 0)"},
    {"min", "{\"min\": [a, b, ...]}", "the lowest"},
    {"max", "{\"max\": [a, b, ...]}", "the highest"},
    {"table", "{\"table\": [0, 2, 3, 5], \"at\": e}",
     "the entry at index e (0 below the start, the last one beyond the end)"},
    {"distinct", "{\"distinct\": S}", "how many counters of S are above 0 (S: a set name or a list of counter ids)"},
    {"pairs", "{\"pairs\": S}", "the pairs the counters of S hold (each one's value / 2, added)"},
    {"sum", "{\"sum\": S}", "the total of the counters of S"},
    {"count", "{\"count\": \"zone\", \"where\": c}",
     "the components in the acting seat's zone (zones.json) for which condition c holds"},
    {"field", "{\"field\": \"vp\"}", "a number field of the component looked at (in a filter or a for_each body)"},
    {"rank", "{\"rank\": e}", "the acting seat's place when every player's e is compared (1 + those with more; ties share)"},
    {"tied", "{\"tied\": e}", "how many other players have the same e as the acting seat"},
    {"players", "{\"players\": true}", "the number of players"},
    {"ge gt le lt eq ne", "{\"ge\": [a, b]}", "a comparison: 1 when it holds, else 0"},
    {"and or", "{\"and\": [c, ...]}", "all / any of the conditions"},
    {"not", "{\"not\": c}", "the opposite"},
    {"query", "{\"query\": \"name\", ...}", "a question only the game answers (its geometry); see the game's queries"},
};
const int nm_expr_form_count = (int)(sizeof nm_expr_forms / sizeof nm_expr_forms[0]);

static int32_t node(lang_build *b, nm_xop op, int32_t a, int32_t c) {
    if (b->expr_n >= b->expr_cap) {
        int cap = b->expr_cap ? b->expr_cap * 2 : 64;
        nm_expr *n = realloc(b->exprs, sizeof *n * (size_t)cap);
        if (!n) {
            b->oom = 1;
            return -1;
        }
        b->exprs = n;
        b->expr_cap = cap;
    }
    nm_expr *e = &b->exprs[b->expr_n];
    memset(e, 0, sizeof *e);
    e->op = (uint8_t)op;
    e->a = a;
    e->b = c;
    return b->expr_n++;
}

static int32_t compile(lang_build *b, const cJSON *v, const nm_jpos *p, int depth);

/* The single key of an expression object (keys beginning with '_' are comments), or NULL
 * with an error. extra: a key allowed beside it ("at" for table), or NULL. */
static const cJSON *form_of(lang_build *b, const cJSON *v, const nm_jpos *p, const char **extra) {
    const cJSON *form = NULL;
    int forms = 0;
    for (const cJSON *k = v->child; k; k = k->next) {
        if (!k->string || k->string[0] == '_') continue;
        if (strcmp(k->string, "at") == 0 || strcmp(k->string, "where") == 0) continue;
        if (!form) form = k;
        forms++;
    }
    *extra = NULL;
    if (!form) {
        nm_jerr(b->err, p, "expected an expression like {\"counter\": ...} or {\"add\": [...]}");
        return NULL;
    }
    if (strcmp(form->string, "table") == 0) *extra = "at";
    if (strcmp(form->string, "query") == 0) return form; /* its parameters sit beside it */
    if (forms > 1) {
        const cJSON *second = NULL;
        for (const cJSON *k = v->child; k; k = k->next)
            if (k != form && k->string && k->string[0] != '_' && strcmp(k->string, "at") != 0 &&
                strcmp(k->string, "where") != 0)
                second = k;
        nm_jpos sp = nm_jpos_key(p, second ? second->string : "");
        nm_jerr(b->err, &sp, "an expression has one form; \"%s\" and \"%s\" are two", form->string,
                second ? second->string : "");
        return NULL;
    }
    return form;
}

/* A list of children folded left into binary nodes: add(a, b, c) = add(add(a, b), c). */
static int32_t fold(lang_build *b, nm_xop op, const cJSON *list, const nm_jpos *p, int depth,
                    int exactly_two) {
    int n = cJSON_IsArray(list) ? cJSON_GetArraySize(list) : -1;
    if (n < 0 || (exactly_two && n != 2) || n < 1 || n > EXPR_LIST_MAX) {
        if (exactly_two)
            nm_jerr(b->err, p, "expected a list of two expressions [a, b]");
        else
            nm_jerr(b->err, p, "expected a list of 1 to %d expressions", EXPR_LIST_MAX);
        return -1;
    }
    int32_t acc = -1;
    int i = 0, bad = 0;
    for (const cJSON *c = list->child; c; c = c->next, i++) {
        nm_jpos cp = nm_jpos_index(p, i);
        int32_t x = compile(b, c, &cp, depth + 1);
        if (x < 0) {
            bad = 1;
            continue;
        }
        acc = acc < 0 ? x : node(b, op, acc, x);
    }
    if (bad) return -1;
    if (n == 1 && (op == NM_X_GE || op == NM_X_GT || op == NM_X_LE || op == NM_X_LT || op == NM_X_EQ ||
                   op == NM_X_NE))
        return -1;
    return acc;
}

/* A set of counters: a set name ("objects") or a list of counter ids. Stored as a list of
 * counter indices in the ints pool. */
static int32_t counter_set(lang_build *b, const cJSON *v, const nm_jpos *p) {
    int32_t idx[EXPR_LIST_MAX];
    int n = 0;
    if (cJSON_IsString(v)) {
        n = b->counters_in_set(b->loader, v->valuestring, idx, EXPR_LIST_MAX);
        if (n <= 0) {
            nm_jerr(b->err, p, "no counter belongs to the set \"%s\" (counters.json: \"set\")",
                    v->valuestring);
            return -1;
        }
    } else if (cJSON_IsArray(v) && cJSON_GetArraySize(v) > 0 && cJSON_GetArraySize(v) <= EXPR_LIST_MAX) {
        int i = 0, bad = 0;
        for (const cJSON *c = v->child; c; c = c->next, i++) {
            nm_jpos cp = nm_jpos_index(p, i);
            int k = cJSON_IsString(c) ? b->find_id(b->loader, "counters", c->valuestring, &cp) : -1;
            if (!cJSON_IsString(c)) nm_jerr(b->err, &cp, "expected a counter id, found %s", nm_json_type_name(c));
            if (k < 0) bad = 1;
            else idx[n++] = k;
        }
        if (bad) return -1;
    } else {
        nm_jerr(b->err, p, "expected a set name or a list of counter ids");
        return -1;
    }
    return b->add_ints(b->loader, idx, n);
}

static int32_t compile_query(lang_build *b, const cJSON *v, const cJSON *form, const nm_jpos *p,
                             int depth) {
    const nm_game *g = b->game;
    nm_jpos fp = nm_jpos_key(p, "query");
    if (!cJSON_IsString(form)) {
        nm_jerr(b->err, &fp, "expected the name of a query of %s", g->id);
        return -1;
    }
    int q = -1;
    const char *names[64];
    for (int i = 0; i < g->query_count && i < 64; i++) {
        names[i] = g->queries[i].name;
        if (strcmp(g->queries[i].name, form->valuestring) == 0) q = i;
    }
    if (q < 0) {
        const char *hint = nm_did_you_mean(form->valuestring, names, g->query_count < 64 ? g->query_count : 64);
        if (hint)
            nm_jerr(b->err, &fp, "unknown query \"%s\" (did you mean \"%s\")", form->valuestring, hint);
        else
            nm_jerr(b->err, &fp, "unknown query \"%s\" (%s has %d)", form->valuestring, g->id, g->query_count);
        return -1;
    }
    int32_t args[NM_INSTR_ARGS] = {0};
    if (b->decode_params(b->loader, v, p, g->queries[q].params, g->queries[q].param_count, "query",
                         depth, args) != 0)
        return -1;
    int32_t list = b->add_ints(b->loader, args, NM_INSTR_ARGS);
    return node(b, NM_X_QUERY, q, list);
}

static int32_t compile(lang_build *b, const cJSON *v, const nm_jpos *p, int depth) {
    if (depth > EXPR_DEPTH_MAX) {
        nm_jerr(b->err, p, "expression nested deeper than %d levels", EXPR_DEPTH_MAX);
        return -1;
    }
    if (cJSON_IsNumber(v)) {
        int64_t x = 0;
        if (nm_json_int_value(v, p, -1000000, 1000000, &x, b->err) < 0) return -1;
        return node(b, NM_X_LIT, (int32_t)x, 0);
    }
    if (cJSON_IsBool(v)) return node(b, NM_X_LIT, cJSON_IsTrue(v) ? 1 : 0, 0);
    if (!cJSON_IsObject(v)) {
        nm_jerr(b->err, p, "expected a number or an expression object, found %s", nm_json_type_name(v));
        return -1;
    }
    const char *extra = NULL;
    const cJSON *form = form_of(b, v, p, &extra);
    if (!form) return -1;
    const char *k = form->string;
    nm_jpos fp = nm_jpos_key(p, k);
    if (strcmp(k, "counter") == 0) {
        if (!cJSON_IsString(form)) {
            nm_jerr(b->err, &fp, "expected a counter id, found %s", nm_json_type_name(form));
            return -1;
        }
        int c = b->find_id(b->loader, "counters", form->valuestring, &fp);
        return c < 0 ? -1 : node(b, NM_X_COUNTER, c, 0);
    }
    for (int i = 0; i < BINARY_COUNT; i++)
        if (strcmp(k, binary_forms[i].key) == 0) {
            nm_xop op = binary_forms[i].op;
            int two = op == NM_X_SUB || op == NM_X_DIV || (op >= NM_X_GE && op <= NM_X_NE);
            return fold(b, op, form, &fp, depth, two);
        }
    if (strcmp(k, "not") == 0) {
        int32_t c = compile(b, form, &fp, depth + 1);
        return c < 0 ? -1 : node(b, NM_X_NOT, c, 0);
    }
    if (strcmp(k, "rank") == 0 || strcmp(k, "tied") == 0) {
        int32_t c = compile(b, form, &fp, depth + 1);
        return c < 0 ? -1 : node(b, k[0] == 'r' ? NM_X_RANK : NM_X_TIED, c, 0);
    }
    if (strcmp(k, "players") == 0) return node(b, NM_X_PLAYERS, 0, 0);
    if (strcmp(k, "distinct") == 0 || strcmp(k, "pairs") == 0 || strcmp(k, "sum") == 0) {
        int32_t set = counter_set(b, form, &fp);
        nm_xop op = k[0] == 'd' ? NM_X_DISTINCT : k[0] == 'p' ? NM_X_PAIRS : NM_X_SUM;
        return set < 0 ? -1 : node(b, op, set, 0);
    }
    if (strcmp(k, "table") == 0) {
        int n = cJSON_IsArray(form) ? cJSON_GetArraySize(form) : 0;
        if (n < 1 || n > EXPR_LIST_MAX) {
            nm_jerr(b->err, &fp, "expected a list of 1 to %d numbers", EXPR_LIST_MAX);
            return -1;
        }
        int32_t vals[EXPR_LIST_MAX];
        int i = 0, bad = 0;
        for (const cJSON *c = form->child; c; c = c->next, i++) {
            nm_jpos cp = nm_jpos_index(&fp, i);
            int64_t x = 0;
            if (nm_json_int_value(c, &cp, -1000000, 1000000, &x, b->err) < 0) bad = 1;
            vals[i] = (int32_t)x;
        }
        nm_jpos ap = nm_jpos_key(p, "at");
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(v, "at");
        if (!at) {
            nm_jerr(b->err, &ap, "missing (required: the index into the table)");
            return -1;
        }
        int32_t idx = compile(b, at, &ap, depth + 1);
        if (bad || idx < 0) return -1;
        return node(b, NM_X_TABLE, b->add_ints(b->loader, vals, n), idx);
    }
    if (strcmp(k, "query") == 0) return compile_query(b, v, form, p, depth);
    if (strcmp(k, "count") == 0) {
        if (!cJSON_IsString(form)) {
            nm_jerr(b->err, &fp, "expected a zone id, found %s", nm_json_type_name(form));
            return -1;
        }
        int z = b->find_id(b->loader, "zones", form->valuestring, &fp);
        if (z < 0) return -1;
        int32_t cond = -1;
        const cJSON *where = cJSON_GetObjectItemCaseSensitive(v, "where");
        if (where) {
            nm_jpos wp = nm_jpos_key(p, "where");
            int saved = b->kind;
            b->kind = b->zone_kind(b->loader, z);
            cond = compile(b, where, &wp, depth + 1);
            b->kind = saved;
            if (cond < 0) return -1;
        }
        return node(b, NM_X_COUNT, z, cond);
    }
    if (strcmp(k, "field") == 0) {
        if (!cJSON_IsString(form)) {
            nm_jerr(b->err, &fp, "expected the name of a field, found %s", nm_json_type_name(form));
            return -1;
        }
        if (b->kind < 0) {
            nm_jerr(b->err, &fp, "a field is read from the component a zone op or a count looks at; "
                                 "here there is none");
            return -1;
        }
        int f = b->field_of(b->loader, b->kind, form->valuestring, &fp);
        return f < 0 ? -1 : node(b, NM_X_FIELD, b->kind, f);
    }
    if (extra == NULL && cJSON_GetObjectItemCaseSensitive(v, "where")) {
        nm_jpos wp = nm_jpos_key(p, "where");
        nm_jerr(b->err, &wp, "only a count has a filter");
        return -1;
    }
    const char *hint = nm_did_you_mean(k, all_forms, FORM_COUNT);
    if (hint)
        nm_jerr(b->err, &fp, "unknown expression \"%s\" (did you mean \"%s\")", k, hint);
    else
        nm_jerr(b->err, &fp, "unknown expression \"%s\" (counter, add, table, ge, ...)", k);
    return -1;
}

int32_t lang_compile_expr(lang_build *b, const cJSON *v, const nm_jpos *p, int32_t min,
                          int32_t max) {
    int before = b->err ? b->err->count : 0;
    int32_t e = compile(b, v, p, 0);
    if (e < 0) {
        if (b->err && b->err->count == before) nm_jerr(b->err, p, "not a valid expression");
        return -1;
    }
    /* A plain number is checked against the parameter's range at once. */
    if (b->exprs[e].op == NM_X_LIT && (b->exprs[e].a < min || b->exprs[e].a > max)) {
        nm_jerr(b->err, p, "%d is out of range (%d to %d)", b->exprs[e].a, min, max);
        return -1;
    }
    return e;
}
