/* sktest.h - helpers of the Isle of Skye tests: checks, the data (shipped, or with the test
 * tiles of mods/test_tiles), hand-built kingdoms, matches and invariants. */
#ifndef SKTEST_H
#define SKTEST_H
#include <stdio.h>
#include "check_match.h"
#include "nemeton/match.h"
#include "skye.h"

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
#define CHECK_EQ(a, b) CHECK((a) == (b), "%s is %d, expected %d", #a, (int)(a), (int)(b))

int check_done(const char *name);
/* The shipped data, or (test_tiles) the shipped data with the mod of plain test tiles. */
const nm_data *st_data(int test_tiles);
void st_cleanup(void);
/* A new game's state (setup) for that many players, seed, expansion on or off. */
void st_setup(const nm_data *d, sk_state *s, int players, uint64_t seed, int druids);
/* A match of the shipped data. */
nm_match *st_match(int players, uint64_t seed, int druids);
/* Index of a component by id (exits when unknown). */
int st_id(const nm_data *d, int kind, const char *id);
/* Replaces seat's kingdom by its castle and the tiles listed "id x y rot; id x y rot; ..." */
void st_kingdom(const nm_data *d, sk_state *s, int seat, const char *list);
/* Points of a scoring tile (by id) for seat, as it would score now. */
int st_tile_points(const nm_data *d, sk_state *s, const char *scoring_id, int seat);
/* The invariants: every tile in one place, gold and free gold >= 0, the bag only
 * landscape tiles, VP sources summing to VP. Returns the number broken (message of the first). */
int st_invariants(const nm_data *d, const sk_state *s, char *msg, size_t n);

#endif

/* Applies the legal action with that label to a bare state; a failed check (and the legal
 * labels printed) when there is none. 0 on success. */
int st_do(const nm_data *d, sk_state *s, const char *label);
/* 1 when a legal action of the state has that label. */
int st_has(const nm_data *d, const sk_state *s, const char *label);
/* Applies the first legal action. */
void st_first(const nm_data *d, sk_state *s);
/* Exchanges the places of two tiles wherever they lie (keeps every tile in one place). */
void st_swap(const nm_data *d, sk_state *s, int a, int b);
/* Plays first legal actions, ending every buying turn, until the phase is reached. */
void st_until(const nm_data *d, sk_state *s, int phase);
