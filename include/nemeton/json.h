/* json.h - reading JSON with the path of every value, for messages like
 * "data/oak/creatures.json: [12].effect[0].op: unknown op "gian" (did you mean "gain")". */
#ifndef NEMETON_JSON_H
#define NEMETON_JSON_H
#include <stdint.h>
#include "nemeton/errors.h"

typedef struct cJSON cJSON;

/* Where a value sits: file name and JSON path ("" for the root). */
typedef struct nm_jpos {
    const char *file;
    char path[200];
} nm_jpos;

/* Child positions: pos.key and pos[i]. */
nm_jpos nm_jpos_key(const nm_jpos *p, const char *key);
nm_jpos nm_jpos_index(const nm_jpos *p, int i);
/* Records "file: path: problem" for this position. */
void nm_jerr(nm_errors *e, const nm_jpos *p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Parses text; on a syntax error records file, line and column and returns NULL. */
cJSON *nm_json_parse(const char *text, const char *file, nm_errors *e);
/* Reads and parses a file (size-limited); NULL with an error naming the file. */
cJSON *nm_json_load_file(const char *path, nm_errors *e);
/* Reports every key of obj that is not in allowed[] (and does not begin with '_'),
 * with a "did you mean" hint. Returns the number of unknown keys. */
int nm_json_check_keys(const cJSON *obj, const nm_jpos *p, const char *const *allowed, int n,
                       nm_errors *e);
/* Typed getters: success returns 1; absent and not required returns 0 leaving *out
 * untouched; absent and required, a wrong type or a value out of range records an error
 * ("missing (required)", ...) and returns -1. */
int nm_json_get_int(const cJSON *obj, const char *key, const nm_jpos *p, int required,
                    int64_t min, int64_t max, int64_t *out, nm_errors *e);
int nm_json_get_str(const cJSON *obj, const char *key, const nm_jpos *p, int required,
                    const char **out, nm_errors *e);
int nm_json_get_bool(const cJSON *obj, const char *key, const nm_jpos *p, int required, int *out,
                     nm_errors *e);
/* Reads an integer value (a number with no fraction) in [min, max]: 1, or -1 with an
 * error. */
int nm_json_int_value(const cJSON *v, const nm_jpos *p, int64_t min, int64_t max, int64_t *out,
                      nm_errors *e);
/* Canonical text (no whitespace, keys in document order) of a value; caller frees. */
char *nm_json_canonical(const cJSON *v);
/* "a number", "a string", ... for messages. */
const char *nm_json_type_name(const cJSON *v);

#endif
