/* mcts.h - single-observer information-set Monte Carlo tree search (Cowling, Powley and
 * Whitehouse 2012). Each iteration samples one world from the seat's observation, walks
 * the one tree of the seat's information sets with UCB1 over the actions available in
 * that world, adds one node, plays out at random (or by the game's playout hook) and
 * backs up each seat's win share. */
#ifndef NM_AI_MCTS_H
#define NM_AI_MCTS_H
#include <stdatomic.h>
#include "nemeton/game.h"

/* Searches iterations iterations (fewer when *stop becomes non-zero; stop may be NULL)
 * and returns the index in legal of the most visited action for seat. Reads state only
 * through game->observe. Allocates its node pool once, before the first iteration, and
 * frees it before returning; -1 when that allocation fails. */
int mcts_choose(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, int iterations, nm_rng *rng, atomic_int *stop);

#endif
