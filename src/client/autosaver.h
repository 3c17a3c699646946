/* autosaver.h - writes the autosave on a worker thread, so that a move never waits on
 * the disk (an atomic write flushes the file before renaming it). One job waits at most:
 * a newer autosave replaces one not yet started. */
#ifndef NM_CLIENT_AUTOSAVER_H
#define NM_CLIENT_AUTOSAVER_H

typedef struct autosaver autosaver;

/* NULL when the thread cannot start: autosaver_put then writes at once. */
autosaver *autosaver_create(void);
/* Writes text2 (when given) to path2, then text to path, each atomically; with text
 * NULL, removes both files. Takes the texts (malloc'd). */
void autosaver_put(autosaver *s, const char *path, char *text, const char *path2, char *text2);
/* Waits until every job given is on disk. */
void autosaver_flush(autosaver *s);
/* Flushes, then stops the thread. */
void autosaver_destroy(autosaver *s);

#endif
