/* ktest.h - helpers of the Karnag tests: data, matches from setup or from a snapshot text,
 * labels, invariants checked after every action. */
#ifndef KTEST_H
#define KTEST_H
#include <stdint.h>
#include "check.h"
#include "check_match.h"
#include "karnag.h"
#include "nemeton/state_table.h"
#include "nemeton/match.h"

const nm_data *kt_data(void);
void kt_cleanup(void);
nm_match *kt_match(int players, uint64_t seed, int advanced);
karnag_state *kt_state(const nm_match *m);
/* Conservation and range checks; returns the number of problems (printed). */
int kt_invariants(const nm_data *d, const karnag_state *s);
/* to_json -> from_json -> to_json gives the same text; 0 when it does. */
int kt_roundtrip(const nm_data *d, const karnag_state *s);
/* Square index of column letter and row number, e.g. kt_sq("C5"). */
int kt_sq(const char *name);
/* Empties the glade and the path of a state (after setup) for hand-built positions: no
 * obstacles, creatures back in the bag, druids unplaced, no gems or menhirs. */
void kt_clear(const nm_data *d, karnag_state *s);
/* Puts creature c (index) on a square. */
void kt_put_creature(karnag_state *s, int c, int sq);
/* Index of the creature with that id. */
int kt_creature(const nm_data *d, const char *id);

#endif
