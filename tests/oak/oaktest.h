/* oaktest.h - helpers of the Oak tests: checks, the data, matches, invariants. */
#ifndef OAKTEST_H
#define OAKTEST_H
#include <stdio.h>
#include "check_match.h"
#include "nemeton/match.h"
#include "oak.h"

extern int check_failures, check_count;
#define CHECK(cond, ...)                                                             \
    do {                                                                             \
        check_count++;                                                               \
        if (!(cond)) {                                                               \
            check_failures++;                                                        \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                            \
            fprintf(stderr, "\n");                                                   \
        }                                                                            \
    } while (0)

/* Prints the tally; returns the exit status. */
int check_done(const char *name);
const nm_data *ot_data(void);
void ot_cleanup(void);
nm_match *ot_match(int players, uint64_t seed, int eclipse);
oak_state *ot_state(const nm_match *m);
/* Loads a snapshot file into a match; exits on error. */
nm_match *ot_snapshot(const char *path);
/* Applies the legal action with that label; prints the legal labels and fails otherwise. */
int ot_apply(nm_match *m, const char *label);
/* Checks the invariants (resources 0-9, VP >= 0 and the VP by source summing to it, the
 * Sanctuary and Menhir sources matching the cards held, no final potion before the final
 * scoring, every component in one place, 9 druids per seat); returns the number of broken ones, with a message naming the first. */
int ot_invariants(const nm_data *d, const oak_state *s, char *msg, size_t n);
/* Component indices by id. */
int ot_id(int kind, const char *id);

#endif

/* ---- hand-built positions (keep every component in one place) ---- */
/* A 4-player game (no neutral druid) at the first turn of the Day, seat 0 to move, orders
 * Bee, Blackbird, Cairns, Fox for seats 0..3 unless order0 names another for seat 0. */
nm_match *ot_day(const char *order0);
/* Re-creates the match from its (edited) state, as a snapshot would. */
nm_match *ot_reload(nm_match *m);
void ot_give_creature(oak_state *s, int seat, const char *id);
/* Sets a seat's VP for a hand-built position, all of them from "other" (sources sum to vp). */
void ot_set_vp(oak_state *s, int seat, int vp);
void ot_give_artifact(oak_state *s, int seat, int slot, const char *id, int uses);
void ot_potion_row(oak_state *s, const char *id);
void ot_elder(oak_state *s, int seat, int druid, const char *id);
/* Applies labels in order; stops at the first refusal. */
int ot_run(nm_match *m, const char *const *labels);
