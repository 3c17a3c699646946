/* lang.c - interface strings. */
#include "lang.h"
#include <SDL.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/util.h"

#define LANG_MISSING_MAX 64

struct lang {
    cJSON *root;
    char *missing[LANG_MISSING_MAX]; /* keys already reported */
    int missing_count;
};

static const char *const lang_codes[2] = {"en", "fr"};

lang *lang_load(const char *path, char *err, size_t n) {
    char *text = nm_read_file(path, 4u << 20, NULL);
    if (!text) {
        SDL_snprintf(err, n, "%s: cannot read the interface strings", path);
        return NULL;
    }
    cJSON *root = cJSON_Parse(text);
    free(text);
    if (!cJSON_IsObject(root)) {
        SDL_snprintf(err, n, "%s: not a JSON object of strings", path);
        cJSON_Delete(root);
        return NULL;
    }
    lang *l = calloc(1, sizeof *l);
    if (!l) {
        cJSON_Delete(root);
        SDL_snprintf(err, n, "out of memory");
        return NULL;
    }
    l->root = root;
    return l;
}

void lang_free(lang *l) {
    if (!l) return;
    for (int i = 0; i < l->missing_count; i++) free(l->missing[i]);
    cJSON_Delete(l->root);
    free(l);
}

static void lang_report(lang *l, const char *key) {
    for (int i = 0; i < l->missing_count; i++)
        if (strcmp(l->missing[i], key) == 0) return;
    SDL_Log("lang: no string \"%s\" in data/ui/strings.json", key);
    if (l->missing_count < LANG_MISSING_MAX) {
        size_t n = strlen(key) + 1;
        char *copy = malloc(n);
        if (copy) {
            memcpy(copy, key, n);
            l->missing[l->missing_count++] = copy;
        }
    }
}

const char *lang_get(lang *l, const char *key, int li) {
    if (!l) return key;
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(l->root, key);
    if (li < 0 || li > 1) li = 0;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, lang_codes[li]);
    if (!cJSON_IsString(v)) v = cJSON_GetObjectItemCaseSensitive(e, lang_codes[0]);
    if (cJSON_IsString(v)) return v->valuestring;
    lang_report(l, key);
    return key;
}

void lang_format(char *buf, size_t n, const char *t, const char *a1, const char *a2) {
    size_t o = 0;
    if (n == 0) return;
    while (*t && o + 1 < n) {
        const char *arg = NULL;
        if (t[0] == '{' && (t[1] == '1' || t[1] == '2') && t[2] == '}')
            arg = t[1] == '1' ? a1 : a2;
        if (arg) {
            size_t k = strlen(arg);
            if (k > n - 1 - o) k = n - 1 - o;
            memcpy(buf + o, arg, k);
            o += k;
            t += 3;
        } else {
            buf[o++] = *t++;
        }
    }
    buf[o] = '\0';
}

int lang_count(const lang *l) { return l ? cJSON_GetArraySize(l->root) : 0; }

const char *lang_key(const lang *l, int i) {
    const cJSON *e = l ? cJSON_GetArrayItem(l->root, i) : NULL;
    return e ? e->string : NULL;
}

const char *lang_pick(const char *const *t, int li) {
    return t[li] && t[li][0] ? t[li] : t[0] && t[0][0] ? t[0] : NULL;
}
