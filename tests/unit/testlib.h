/* testlib.h - helpers shared by the unit tests: the fixture game and its data, matches,
 * random playouts and hand-written positions. */
#ifndef TESTLIB_H
#define TESTLIB_H
#include <stdint.h>
#include "check.h"
#include "fixture.h"
#include "nemeton/controller.h"
#include "nemeton/match.h"
#include "nemeton/save.h"

/* The fixture game, registered on first use. */
const nm_game *tl_game(void);
/* The fixture data from nm_builtin_data_dir(), loaded once; exits when it fails to load. */
const nm_data *tl_data(void);
/* Frees what tl_data loaded. */
void tl_cleanup(void);
/* Index of a card by id; exits when unknown (a typo in a test). */
int tl_card(const char *id);
/* A new fixture match; exits on failure. */
nm_match *tl_match(int players, uint64_t seed);
/* Plays random actions (controllers seeded from seed) until over or max_actions. Returns
 * the number of actions played, -1 on an engine error. */
int tl_play_random(nm_match *m, uint64_t seed, int max_actions);
/* A match from a hand-written state: `overrides` is a JSON object whose keys replace those
 * of a default 2-player state at the start of seat 0's turn (empty deck and row, no
 * resources). to_move follows "current" unless given. NULL with err on failure. */
nm_match *tl_position(const char *overrides, nm_errors *err);
/* The match's state as the fixture's struct. */
fixture_state *tl_state(const nm_match *m);
/* Label of the i-th legal action. */
const char *tl_label(const nm_match *m, int i);
/* Index of the legal action with that label, or -1. */
int tl_find_label(const nm_match *m, const char *label);
/* Reads a whole file (NULL when absent). Caller frees. */
char *tl_read(const char *path);

#endif
