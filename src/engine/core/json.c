/* json.c - JSON reading with the path of every value. */
#include "nemeton/json.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/util.h"

#define JSON_MAX_FILE (16u * 1024u * 1024u)
#define NM_JSON_FREE_VALUES 65536
#define NM_JSON_BYTES_PER_VALUE 4

/* Appends parts to a path, cutting (never overflowing) a path that grows too long. */
static void jpos_append(char *dst, size_t cap, const char *a, const char *b, const char *c) {
    size_t used = 0;
    const char *parts[3] = {a, b, c};
    for (int i = 0; i < 3; i++) {
        size_t len = strlen(parts[i]);
        if (used + len >= cap) len = cap - 1 - used;
        memcpy(dst + used, parts[i], len);
        used += len;
    }
    dst[used] = '\0';
}

nm_jpos nm_jpos_key(const nm_jpos *p, const char *key) {
    nm_jpos c;
    c.file = p->file;
    jpos_append(c.path, sizeof c.path, p->path, p->path[0] ? "." : "", key);
    return c;
}

nm_jpos nm_jpos_index(const nm_jpos *p, int i) {
    nm_jpos c;
    char idx[16];
    snprintf(idx, sizeof idx, "[%d]", i);
    c.file = p->file;
    jpos_append(c.path, sizeof c.path, p->path, idx, "");
    return c;
}

void nm_jerr(nm_errors *e, const nm_jpos *p, const char *fmt, ...) {
    char msg[NM_ERROR_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    nm_errors_at(e, p->file, p->path, "%s", msg);
}

static int key_cmp(const void *x, const void *y) {
    const cJSON *a = *(const cJSON *const *)x, *b = *(const cJSON *const *)y;
    return strcmp(a->string, b->string);
}

/* Counts (and reports) keys given twice in one object, anywhere in the tree: cJSON keeps
 * both and reads the first, so the second would silently do nothing. Small objects are
 * compared pairwise, large ones sorted, so the check stays O(n log n). */
static int json_dup_keys(const cJSON *v, const nm_jpos *p, nm_errors *e) {
    int bad = 0, n = 0, i = 0;
    for (const cJSON *c = v->child; c; c = c->next) n++;
    if (cJSON_IsObject(v) && n > 1) {
        if (n <= 8) {
            for (const cJSON *a = v->child; a; a = a->next)
                for (const cJSON *b = v->child; b != a; b = b->next)
                    if (a->string && b->string && strcmp(a->string, b->string) == 0) {
                        nm_jpos kp = nm_jpos_key(p, a->string);
                        nm_jerr(e, &kp, "key given twice in one object");
                        bad++;
                        break;
                    }
        } else {
            const cJSON **keys = malloc(sizeof *keys * (size_t)n);
            if (keys) {
                for (const cJSON *c = v->child; c; c = c->next)
                    if (c->string) keys[i++] = c;
                qsort(keys, (size_t)i, sizeof *keys, key_cmp);
                for (int k = 1; k < i; k++)
                    if (strcmp(keys[k - 1]->string, keys[k]->string) == 0) {
                        nm_jpos kp = nm_jpos_key(p, keys[k]->string);
                        nm_jerr(e, &kp, "key given twice in one object");
                        bad++;
                    }
                free(keys);
            }
        }
    }
    i = 0;
    for (const cJSON *c = v->child; c; c = c->next, i++) {
        if (!cJSON_IsObject(c) && !cJSON_IsArray(c)) continue;
        nm_jpos cp = cJSON_IsObject(v) && c->string ? nm_jpos_key(p, c->string) : nm_jpos_index(p, i);
        bad += json_dup_keys(c, &cp, e);
    }
    return bad;
}

/* How many values a JSON text holds, at most (commas and openings outside strings, plus
 * one): counted before parsing, so that memory stays proportional to the file. */
static size_t json_values_upper(const char *t, size_t *len) {
    size_t n = 1, i = 0;
    int in_str = 0;
    for (; t[i]; i++) {
        char c = t[i];
        if (in_str) {
            if (c == '\\' && t[i + 1]) i++;
            else if (c == '"') in_str = 0;
        } else if (c == '"') {
            in_str = 1;
        } else if (c == ',' || c == '[' || c == '{') {
            n++;
        }
    }
    *len = i;
    return n;
}

cJSON *nm_json_parse(const char *text, const char *file, nm_errors *e) {
    const char *end = NULL;
    /* A parsed value costs about 64 bytes whatever its text: "[0,0,0,...]" would take 32
     * times its size (a 58 MB save took 2.3 GB). Beyond a fixed allowance, a text must
     * spend at least NM_JSON_BYTES_PER_VALUE bytes a value on average (the files Nemeton
     * writes spend 11 or more). */
    size_t len = 0, values = json_values_upper(text, &len);
    if (values > NM_JSON_FREE_VALUES && values - NM_JSON_FREE_VALUES > len / NM_JSON_BYTES_PER_VALUE) {
        nm_errors_at(e, file, "", "%zu values in %zu bytes: too many for the file's size (at most "
                     "%d + one per %d bytes); refused so that memory stays in proportion",
                     values, len, NM_JSON_FREE_VALUES, NM_JSON_BYTES_PER_VALUE);
        return NULL;
    }
    cJSON *root = cJSON_ParseWithOpts(text, &end, 1);
    if (root) {
        nm_jpos p = {file, ""};
        if (json_dup_keys(root, &p, e) == 0) return root;
        cJSON_Delete(root);
        return NULL;
    }
    int line = 1, col = 1;
    if (end) {
        for (const char *c = text; c < end && *c; c++) {
            if (*c == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
    }
    nm_errors_at(e, file, "", "invalid JSON at line %d, column %d", line, col);
    return NULL;
}

cJSON *nm_json_load_file(const char *path, nm_errors *e) {
    size_t len = 0;
    char *text = nm_read_file(path, JSON_MAX_FILE, &len);
    if (!text) {
        nm_errors_at(e, path, "", "cannot read file (%s)", nm_file_error(errno));
        return NULL;
    }
    if (strlen(text) != len) {
        free(text);
        nm_errors_at(e, path, "", "file contains a NUL byte; not a JSON text");
        return NULL;
    }
    cJSON *root = nm_json_parse(text, path, e);
    free(text);
    return root;
}

int nm_json_check_keys(const cJSON *obj, const nm_jpos *p, const char *const *allowed, int n,
                       nm_errors *e) {
    int bad = 0;
    for (const cJSON *c = obj ? obj->child : NULL; c; c = c->next) {
        if (!c->string || c->string[0] == '_') continue;
        int found = 0;
        for (int i = 0; i < n && !found; i++) found = strcmp(c->string, allowed[i]) == 0;
        if (found) continue;
        bad++;
        nm_jpos kp = nm_jpos_key(p, c->string);
        const char *hint = nm_did_you_mean(c->string, allowed, n);
        if (hint)
            nm_jerr(e, &kp, "unknown key \"%s\" (did you mean \"%s\")", c->string, hint);
        else
            nm_jerr(e, &kp, "unknown key \"%s\"", c->string);
    }
    return bad;
}

static const char *json_type_name(const cJSON *v) {
    if (!v) return "nothing";
    if (cJSON_IsNumber(v)) return "a number";
    if (cJSON_IsString(v)) return "a string";
    if (cJSON_IsBool(v)) return "a boolean";
    if (cJSON_IsNull(v)) return "null";
    if (cJSON_IsArray(v)) return "an array";
    if (cJSON_IsObject(v)) return "an object";
    return "an invalid value";
}

int nm_json_int_value(const cJSON *v, const nm_jpos *p, int64_t min, int64_t max, int64_t *out,
                      nm_errors *e) {
    if (!cJSON_IsNumber(v)) {
        nm_jerr(e, p, "expected an integer, found %s", json_type_name(v));
        return -1;
    }
    double d = v->valuedouble;
    if (!isfinite(d) || d != floor(d) || d < -9.0e15 || d > 9.0e15) {
        nm_jerr(e, p, "expected an integer, found %g", d);
        return -1;
    }
    int64_t x = (int64_t)d;
    if (x < min || x > max) {
        nm_jerr(e, p, "%lld is out of range (%lld to %lld)", (long long)x, (long long)min,
                (long long)max);
        return -1;
    }
    *out = x;
    return 1;
}

static const cJSON *json_member(const cJSON *obj, const char *key, const nm_jpos *p, int required,
                                nm_errors *e, nm_jpos *kp) {
    *kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_IsObject(obj) ? cJSON_GetObjectItemCaseSensitive(obj, key) : NULL;
    if (!v && required) nm_jerr(e, kp, "missing (required)");
    return v;
}

int nm_json_get_int(const cJSON *obj, const char *key, const nm_jpos *p, int required,
                    int64_t min, int64_t max, int64_t *out, nm_errors *e) {
    nm_jpos kp;
    const cJSON *v = json_member(obj, key, p, required, e, &kp);
    if (!v) return required ? -1 : 0;
    return nm_json_int_value(v, &kp, min, max, out, e);
}

int nm_json_get_str(const cJSON *obj, const char *key, const nm_jpos *p, int required,
                    const char **out, nm_errors *e) {
    nm_jpos kp;
    const cJSON *v = json_member(obj, key, p, required, e, &kp);
    if (!v) return required ? -1 : 0;
    if (!cJSON_IsString(v)) {
        nm_jerr(e, &kp, "expected a string, found %s", json_type_name(v));
        return -1;
    }
    *out = v->valuestring;
    return 1;
}

int nm_json_get_bool(const cJSON *obj, const char *key, const nm_jpos *p, int required, int *out,
                     nm_errors *e) {
    nm_jpos kp;
    const cJSON *v = json_member(obj, key, p, required, e, &kp);
    if (!v) return required ? -1 : 0;
    if (!cJSON_IsBool(v)) {
        nm_jerr(e, &kp, "expected true or false, found %s", json_type_name(v));
        return -1;
    }
    *out = cJSON_IsTrue(v) ? 1 : 0;
    return 1;
}

char *nm_json_canonical(const cJSON *v) { return cJSON_PrintUnformatted(v); }

const char *nm_json_type_name(const cJSON *v) { return json_type_name(v); }
