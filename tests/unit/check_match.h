/* check_match.h - the games' tests act on a match by label, as a player reads it: list the
 * legal actions, ask whether one is legal, apply one (a failed check when it is not). */
#ifndef CHECK_MATCH_H
#define CHECK_MATCH_H
#include "nemeton/match.h"

/* The failure and check counters of the test program (check.h; the Oak tests keep theirs). */
extern int check_failures, check_count;

/* Prints the labels of the legal actions to stderr, one a line. */
void cm_print_legal(const nm_match *m);
/* 1 when a legal action has that label. */
int cm_has(const nm_match *m, const char *label);
/* Applies the legal action with that label; prints the legal labels and counts a failure
 * when there is none. Returns 0 on success. */
int cm_do(nm_match *m, const char *label);
/* The words shown for the legal action with that label (lang 0 English, 1 French) and its
 * board element (el may be NULL); 0, with empty strings, when no legal action has it. */
int cm_words(const nm_match *m, const char *label, int lang, char *words, size_t n, char *el,
             size_t eln);

#endif
