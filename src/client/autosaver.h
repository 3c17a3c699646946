/* autosaver.h - writes the autosave on a worker thread, so that a move never waits on
 * the disk (an atomic write flushes the file before renaming it). One job waits at most:
 * a newer autosave replaces one not yet started. */
#ifndef NM_CLIENT_AUTOSAVER_H
#define NM_CLIENT_AUTOSAVER_H
#include <stddef.h>

typedef struct autosaver autosaver;

/* NULL when the thread cannot start: autosaver_put then writes at once. */
autosaver *autosaver_create(void);
/* Writes text2 (when given) to path2, then text to path, each atomically; with text
 * NULL, removes both files; with text2 NULL and path2 given, removes path2 once text is
 * written (a file the autosave replaces). Takes the texts (malloc'd). */
void autosaver_put(autosaver *s, const char *path, char *text, const char *path2, char *text2);
/* The outcome of the last job done since the previous call: 0 none, 1 written, -1 failed
 * (why gets the reason, e.g. "No space left on device"). A failed autosave is told to the
 * player; the next move writes a whole new one. */
int autosaver_result(autosaver *s, char *why, size_t n);
/* Waits until every job given is on disk. */
void autosaver_flush(autosaver *s);
/* Flushes, then stops the thread. */
void autosaver_destroy(autosaver *s);

#endif
