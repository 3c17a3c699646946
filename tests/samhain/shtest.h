/* shtest.h - helpers of the Samhain tests: data, matches from setup or from a snapshot
 * text, labels, invariants checked after every action. */
#ifndef SHTEST_H
#define SHTEST_H
#include <stdint.h>
#include "check.h"
#include "check_match.h"
#include "samhain.h"
#include "nemeton/state_table.h"
#include "nemeton/match.h"

const nm_data *sht_data(void);
void sht_cleanup(void);
nm_match *sht_match(int players, uint64_t seed, int easy, int counterpart);
samhain_state *sht_state(const nm_match *m);
/* Number of legal actions of the match. */
int pos_count_match(const nm_match *m);
/* Conservation and range checks; returns the number of problems (printed). */
int sht_invariants(const nm_data *d, const samhain_state *s);
/* Cell index of the card whose Light action has that number. */
int sht_cell(const samhain_state *s, int number);

#endif
