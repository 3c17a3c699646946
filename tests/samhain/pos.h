/* pos.h - hand-built Samhain positions for the tests: an easy-layout village (card n-n+1
 * at cell (n-1)/2), empty of members, at the start of seat 0's turn in a chosen round. */
#ifndef POS_H
#define POS_H
#include "shtest.h"

extern samhain_state S;
/* A blank position: players, round (1 light, 2 dark...), options as in sht_match. */
void pos_blank(int players, int round);
/* A member of seat p onto the card numbered n (its Light number), ready or exhausted. */
void pos_put(int p, int n, int tired);
/* Gives seat p resources (normal ones, from the reserve). */
void pos_give(int p, int wood, int gold, int stone);
/* Plays the legal action with that label; counts a failure and prints the legal labels
 * when there is none. */
int pos_do(const char *label);
/* 1 when a legal action has that label. */
int pos_has(const char *label);
/* Number of legal actions. */
int pos_count(void);
void pos_print(void);
int pos_cell(int n);
/* The English name of the card holding action n ("Stag Grove (1-2)" for 1 or 2). */
const char *pos_card(int n);
#endif
