/* alloc_count.h - counts malloc, calloc and realloc calls in a test linked with
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc (see alloc_count.c). */
#ifndef NM_TEST_ALLOC_COUNT_H
#define NM_TEST_ALLOC_COUNT_H

/* Allocation calls made since the program started. */
long alloc_count(void);

#endif
