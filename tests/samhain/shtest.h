/* shtest.h - helpers of the Samhain tests: data, matches from setup or from a snapshot
 * text, labels, invariants checked after every action. */
#ifndef SHTEST_H
#define SHTEST_H
#include <stdint.h>
#include "check.h"
#include "samhain.h"
#include "nemeton/match.h"

const nm_data *sht_data(void);
void sht_cleanup(void);
nm_match *sht_match(int players, uint64_t seed, int easy, int counterpart, int fire);
samhain_state *sht_state(const nm_match *m);
/* Applies the legal action with that label; prints the legal labels and counts a failure
 * when there is none. Returns 0 on success. */
int sht_do(nm_match *m, const char *label);
/* 1 when a legal action has that label. */
int sht_has(const nm_match *m, const char *label);
/* Number of legal actions of the match. */
int pos_count_match(const nm_match *m);
void sht_print_legal(const nm_match *m);
/* Conservation and range checks; returns the number of problems (printed). */
int sht_invariants(const nm_data *d, const samhain_state *s);
/* Cell index of the card whose Light action has that number. */
int sht_cell(const samhain_state *s, int number);

#endif
