/* errors.h - a collector of error messages, each "file: json.path: problem (hint)".
 * Loading and validation collect every error instead of stopping at the first one.
 * Functions that take an nm_errors append to it (nm_data_load clears it first); clear it
 * yourself before reading nm_errors_first. */
#ifndef NEMETON_ERRORS_H
#define NEMETON_ERRORS_H
#include <stddef.h>

#define NM_ERRORS_MAX 256
#define NM_ERROR_LEN 320

typedef struct nm_errors {
    int count;   /* errors recorded (may exceed NM_ERRORS_MAX; extra ones are counted only) */
    char msg[NM_ERRORS_MAX][NM_ERROR_LEN];
} nm_errors;

/* Clears the collector. */
void nm_errors_clear(nm_errors *e);
/* Records one error formatted like printf. Safe with e == NULL (error dropped). */
void nm_errors_add(nm_errors *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Records "file: path: problem" in the project's standard form. */
void nm_errors_at(nm_errors *e, const char *file, const char *path, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* The first message, or "" when none. */
const char *nm_errors_first(const nm_errors *e);

/* Levenshtein distance, capped at 64-character strings. */
int nm_edit_distance(const char *a, const char *b);
/* The closest candidate to word (distance <= max(2, len/3)), or NULL. */
const char *nm_did_you_mean(const char *word, const char *const *candidates, int n);

#endif
