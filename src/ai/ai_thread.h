/* ai_thread.h - the little the search needs from the platform to use every core: a
 * thread to start and join, the number of cores, and a monotonic clock. POSIX threads
 * underneath (Linux, macOS, and MinGW's winpthreads on Windows; C11 <threads.h> is not on
 * all three). */
#ifndef NM_AI_THREAD_H
#define NM_AI_THREAD_H
#include <stdint.h>

typedef struct ai_thread {
    void *handle; /* the platform's thread, allocated by ai_thread_start */
} ai_thread;

/* Runs fn(arg) on a new thread; 0, or -1 when no thread could be started (t is then
 * unchanged and the caller should run fn itself). */
int ai_thread_start(ai_thread *t, void (*fn)(void *), void *arg);
/* Waits for the thread started by ai_thread_start to return, and frees it. */
void ai_thread_join(ai_thread *t);
/* The cores the system has online, at least 1. */
int ai_cores(void);
/* Milliseconds of a monotonic clock (only differences mean anything). */
int64_t ai_now_ms(void);

#endif
