/* errors.c - error collection and "did you mean" suggestions. */
#include "nemeton/errors.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void nm_errors_clear(nm_errors *e) {
    if (e) e->count = 0;
}

#if defined(__GNUC__)
__attribute__((format(printf, 3, 0)))
#endif
static void errors_vadd(nm_errors *e, const char *prefix, const char *fmt, va_list ap) {
    if (!e) return;
    if (e->count < NM_ERRORS_MAX) {
        char *dst = e->msg[e->count];
        size_t used = 0;
        if (prefix) {
            int k = snprintf(dst, NM_ERROR_LEN, "%s", prefix);
            used = k < 0 ? 0 : ((size_t)k >= NM_ERROR_LEN ? NM_ERROR_LEN - 1 : (size_t)k);
        }
        vsnprintf(dst + used, NM_ERROR_LEN - used, fmt, ap);
    }
    e->count++;
}

void nm_errors_add(nm_errors *e, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    errors_vadd(e, NULL, fmt, ap);
    va_end(ap);
}

void nm_errors_at(nm_errors *e, const char *file, const char *path, const char *fmt, ...) {
    char prefix[NM_ERROR_LEN];
    if (path && path[0])
        snprintf(prefix, sizeof prefix, "%s: %s: ", file ? file : "?", path);
    else
        snprintf(prefix, sizeof prefix, "%s: ", file ? file : "?");
    va_list ap;
    va_start(ap, fmt);
    errors_vadd(e, prefix, fmt, ap);
    va_end(ap);
}

const char *nm_errors_first(const nm_errors *e) {
    return (e && e->count > 0) ? e->msg[0] : "";
}

int nm_edit_distance(const char *a, const char *b) {
    enum { CAP = 64 };
    size_t la = strlen(a), lb = strlen(b);
    if (la > CAP) la = CAP;
    if (lb > CAP) lb = CAP;
    int row[CAP + 1];
    for (size_t j = 0; j <= lb; j++) row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int best = diag + cost;
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

const char *nm_did_you_mean(const char *word, const char *const *candidates, int n) {
    int limit = (int)strlen(word) / 3;
    if (limit < 2) limit = 2;
    const char *best = NULL;
    int best_d = limit + 1;
    for (int i = 0; i < n; i++) {
        if (!candidates[i]) continue;
        int d = nm_edit_distance(word, candidates[i]);
        if (d < best_d) {
            best_d = d;
            best = candidates[i];
        }
    }
    return best;
}
