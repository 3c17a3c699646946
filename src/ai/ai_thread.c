/* ai_thread.c - threads, cores and a clock for the search, over POSIX threads. */
#include "ai_thread.h"

#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

typedef struct ai_thread_box {
    pthread_t id;
    void (*fn)(void *);
    void *arg;
} ai_thread_box;

static void *ai_thread_main(void *p) {
    ai_thread_box *b = p;
    b->fn(b->arg);
    return NULL;
}

int ai_thread_start(ai_thread *t, void (*fn)(void *), void *arg) {
    ai_thread_box *b = malloc(sizeof *b);
    if (!b) return -1;
    b->fn = fn;
    b->arg = arg;
    if (pthread_create(&b->id, NULL, ai_thread_main, b) != 0) {
        free(b);
        return -1;
    }
    t->handle = b;
    return 0;
}

void ai_thread_join(ai_thread *t) {
    ai_thread_box *b = t->handle;
    if (!b) return;
    pthread_join(b->id, NULL);
    free(b);
    t->handle = NULL;
}

int ai_cores(void) {
#ifdef _WIN32
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    int n = (int)si.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n >= 1 ? (int)n : 1;
}

int64_t ai_now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + (int64_t)t.tv_nsec / 1000000;
}
