/* autosaver.c - the autosave's worker thread. */
#include "autosaver.h"
#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nemeton/util.h"

typedef struct autosave_job {
    int used;
    char path[1024], path2[1024];
    char *text, *text2; /* NULL text: remove both files */
} autosave_job;

struct autosaver {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake, *idle;
    autosave_job next; /* waiting */
    int busy;          /* the worker is writing a job */
    int quit;
    int result;        /* of the last job not yet read: 0 none, 1 written, -1 failed */
    char why[256];
};

/* Without a thread (autosaver_create returned NULL) the outcome waits here. */
static int sync_result;
static char sync_why[256];

/* Does one job; 1 written (or removed), -1 failed with the reason in why. */
static int autosave_do(autosave_job *j, char *why, size_t n) {
    int rc = 1;
    if (!j->text) {
        remove(j->path);
        if (j->path2[0]) remove(j->path2);
    } else {
        int bad = 0;
        errno = 0;
        if (j->text2 && nm_write_file_atomic(j->path2, j->text2, strlen(j->text2)) != 0) bad = 1;
        else if (nm_write_file_atomic(j->path, j->text, strlen(j->text)) != 0) bad = 1;
        if (bad) {
            SDL_snprintf(why, n, "%s", errno ? strerror(errno) : "cannot write the file");
            SDL_Log("autosave: cannot write %s: %s", j->path, why);
            rc = -1;
        } else if (!j->text2 && j->path2[0]) {
            remove(j->path2); /* a file the one autosave replaces (the old seats file) */
        }
    }
    free(j->text);
    free(j->text2);
    j->text = j->text2 = NULL;
    j->used = 0;
    return rc;
}

static int autosave_main(void *p) {
    autosaver *s = p;
    SDL_LockMutex(s->lock);
    for (;;) {
        while (!s->next.used && !s->quit) SDL_CondWait(s->wake, s->lock);
        if (!s->next.used) break; /* quitting with nothing left */
        autosave_job job = s->next;
        memset(&s->next, 0, sizeof s->next);
        s->busy = 1;
        SDL_UnlockMutex(s->lock);
        char why[256] = "";
        int r = autosave_do(&job, why, sizeof why);
        SDL_LockMutex(s->lock);
        s->result = r;
        nm_strlcpy(s->why, why, sizeof s->why);
        s->busy = 0;
        SDL_CondBroadcast(s->idle);
    }
    SDL_UnlockMutex(s->lock);
    return 0;
}

autosaver *autosaver_create(void) {
    autosaver *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->lock = SDL_CreateMutex();
    s->wake = SDL_CreateCond();
    s->idle = SDL_CreateCond();
    if (s->lock && s->wake && s->idle) s->thread = SDL_CreateThread(autosave_main, "autosave", s);
    if (!s->thread) {
        if (s->lock) SDL_DestroyMutex(s->lock);
        if (s->wake) SDL_DestroyCond(s->wake);
        if (s->idle) SDL_DestroyCond(s->idle);
        free(s);
        return NULL;
    }
    return s;
}

void autosaver_put(autosaver *s, const char *path, char *text, const char *path2, char *text2) {
    autosave_job j;
    memset(&j, 0, sizeof j);
    j.used = 1;
    nm_strlcpy(j.path, path, sizeof j.path);
    nm_strlcpy(j.path2, path2 ? path2 : "", sizeof j.path2);
    j.text = text;
    j.text2 = text2;
    if (!s) {
        sync_result = autosave_do(&j, sync_why, sizeof sync_why);
        return;
    }
    SDL_LockMutex(s->lock);
    if (s->next.used) { /* not started yet: the newer one replaces it */
        free(s->next.text);
        free(s->next.text2);
    }
    s->next = j;
    SDL_CondSignal(s->wake);
    SDL_UnlockMutex(s->lock);
}

int autosaver_result(autosaver *s, char *why, size_t n) {
    int r;
    if (!s) {
        r = sync_result;
        if (why && n) SDL_snprintf(why, n, "%s", sync_why);
        sync_result = 0;
        return r;
    }
    SDL_LockMutex(s->lock);
    r = s->result;
    if (why && n) SDL_snprintf(why, n, "%s", s->why);
    s->result = 0;
    SDL_UnlockMutex(s->lock);
    return r;
}

void autosaver_flush(autosaver *s) {
    if (!s) return;
    SDL_LockMutex(s->lock);
    while (s->next.used || s->busy) SDL_CondWait(s->idle, s->lock);
    SDL_UnlockMutex(s->lock);
}

void autosaver_destroy(autosaver *s) {
    if (!s) return;
    SDL_LockMutex(s->lock);
    s->quit = 1;
    SDL_CondSignal(s->wake);
    SDL_UnlockMutex(s->lock);
    SDL_WaitThread(s->thread, NULL);
    SDL_DestroyMutex(s->lock);
    SDL_DestroyCond(s->wake);
    SDL_DestroyCond(s->idle);
    free(s);
}
