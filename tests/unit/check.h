/* check.h - the unit tests' tiny assertion kit: CHECK(cond) prints file:line and counts the
 * failure; check_done() prints a summary and gives main's exit status. */
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
#include <string.h>

extern int check_failures;
extern int check_count;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        check_count++;                                                                     \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);       \
            check_failures++;                                                              \
        }                                                                                  \
    } while (0)

/* Two strings equal (NULL counts as different from everything). */
#define CHECK_STR(got, want)                                                               \
    do {                                                                                   \
        const char *got_ = (got), *want_ = (want);                                         \
        check_count++;                                                                     \
        if (!got_ || !want_ || strcmp(got_, want_) != 0) {                                 \
            fprintf(stderr, "%s:%d: CHECK_STR failed: %s\n  got:  %s\n  want: %s\n",       \
                    __FILE__, __LINE__, #got, got_ ? got_ : "(null)",                      \
                    want_ ? want_ : "(null)");                                             \
            check_failures++;                                                              \
        }                                                                                  \
    } while (0)

/* A string contains a part. */
#define CHECK_HAS(got, part)                                                               \
    do {                                                                                   \
        const char *got_ = (got), *part_ = (part);                                         \
        check_count++;                                                                     \
        if (!got_ || !strstr(got_, part_)) {                                               \
            fprintf(stderr, "%s:%d: CHECK_HAS failed: %s\n  got:  %s\n  want part: %s\n",  \
                    __FILE__, __LINE__, #got, got_ ? got_ : "(null)", part_);              \
            check_failures++;                                                              \
        }                                                                                  \
    } while (0)

#define CHECK_INT(got, want)                                                               \
    do {                                                                                   \
        long long got_ = (long long)(got), want_ = (long long)(want);                      \
        check_count++;                                                                     \
        if (got_ != want_) {                                                               \
            fprintf(stderr, "%s:%d: CHECK_INT failed: %s\n  got:  %lld\n  want: %lld\n",   \
                    __FILE__, __LINE__, #got, got_, want_);                                \
            check_failures++;                                                              \
        }                                                                                  \
    } while (0)

/* Prints "name: N checks, F failed" and returns 0 when nothing failed. */
int check_done(const char *name);

#endif
