/* alloc_count.c - the link-time wrappers behind alloc_count(). */
#include "alloc_count.h"
#include <stddef.h>

void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);

static long alloc_calls;

long alloc_count(void) { return alloc_calls; }

void *__wrap_malloc(size_t n) {
    alloc_calls++;
    return __real_malloc(n);
}
void *__wrap_calloc(size_t k, size_t n) {
    alloc_calls++;
    return __real_calloc(k, n);
}
void *__wrap_realloc(void *p, size_t n) {
    alloc_calls++;
    return __real_realloc(p, n);
}
