/* lang.h - the interface's words in English and French, read from data/ui/strings.json
 * (an object: key -> {"en": ..., "fr": ...}). Templates name their arguments {1}, {2}. */
#ifndef NM_CLIENT_LANG_H
#define NM_CLIENT_LANG_H
#include <stddef.h>

typedef struct lang lang;

/* A game's own text in language li (t has NM_LANGS entries): the English one when that
 * language has none; NULL when neither is given. */
const char *lang_pick(const char *const *t, int li);
/* Loads the strings file. NULL with a message in err on failure. */
lang *lang_load(const char *path, char *err, size_t n);
void lang_free(lang *l);
/* The text of key in language li (0 en, 1 fr); the English text when the French one is
 * missing, and the key itself when the key is unknown (logged once per key). */
const char *lang_get(lang *l, const char *key, int li);
/* Writes template with {1} and {2} replaced by a1 and a2 (NULL: left as is). */
void lang_format(char *buf, size_t n, const char *template_text, const char *a1, const char *a2);
/* Number of keys, and the i-th key (tests check both languages are present). */
int lang_count(const lang *l);
const char *lang_key(const lang *l, int i);

#endif
