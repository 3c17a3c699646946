/* edtest.h - helpers of the Edora tests: the data, fresh and hand-built positions, actions
 * by label, the invariants. */
#ifndef EDTEST_H
#define EDTEST_H
#include <stdio.h>
#include "check.h"
#include "edora.h"

const nm_data *et_data(void);
void et_cleanup(void);
/* A new game past the setup choices (start spaces taken in order), at the master's first
 * move; options: variants 1-4 (NULL: none). */
void et_new(edora_state *s, int players, uint64_t seed, const int *variants);
/* An empty forest for a hand-built position: no die placed, every die of every seat on
 * the Evolution board, no herb active, knowledge 1, sickle 0, pawns on s01; seat 0 to
 * place a die where its pawn stands. */
void et_blank(edora_state *s, int players);
/* Puts a die of seat (taken from its Evolution board, any value there) on a free space. */
void et_put(edora_state *s, int seat, int sanct, int slot, int value);
/* Makes the herb with that id active for seat. */
void et_herb(edora_state *s, int seat, const char *id);
/* Index of a component by id, -1 none. */
int et_id(int kind, const char *id);
/* The first space of sanct whose action has that id at the state's player count, -1. */
int et_slot(const edora_state *s, int sanct, const char *action);
/* Applies the legal action with that label (prints the legal ones when absent): 0 or -1. */
int et_do(edora_state *s, const char *label);
/* 1 when a legal action has that label. */
int et_has(const edora_state *s, const char *label);
void et_print_legal(const edora_state *s);
/* Invariants: 13 dice a seat, counters in range, every tablet in one place, the decision
 * consistent (the state table's check). 0, or -1 with msg. */
int et_invariants(const edora_state *s, char *msg, size_t n);
int check_done(const char *name);

#endif
