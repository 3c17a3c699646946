/* mcts.h - single-observer information-set Monte Carlo tree search (Cowling, Powley and
 * Whitehouse 2012). Each iteration samples one world from the seat's observation, walks
 * the one tree of the seat's information sets with UCB1 over the actions available in
 * that world, adds one node, plays out at random (or by the game's playout hook) for a
 * few actions, and backs up each seat's win share, estimated from the scores where the
 * playout was cut (eval.h). */
#ifndef NM_AI_MCTS_H
#define NM_AI_MCTS_H
#include <stdatomic.h>
#include "nemeton/game.h"

typedef struct mcts_params {
    int iterations; /* > 0 */
    int depth;      /* playout actions before the cut; 0: to the end */
    int exhaustive; /* 1: run every iteration even once the choice can no longer change */
} mcts_params;

/* Searches p->iterations iterations and returns the index in legal of the most visited
 * action for seat. It stops sooner when *stop becomes non-zero (stop may be NULL), and,
 * unless p->exhaustive, once the most visited action leads the others by more visits than
 * there are iterations left: the choice is then the one the full search would make, and
 * rng is drawn from the same way, so a game plays the same moves either way. Sets
 * *iterations_run (may be NULL). Reads state only through game->observe. Allocates its
 * node pool once, before the first iteration, and frees it before returning; -1 when that
 * allocation fails. */
int mcts_choose(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                atomic_int *stop, int *iterations_run);

/* The same search, which also writes the root's visits of each legal action to visits
 * (visits[k] for legal->a[k], 0 for one never tried; all 0 when legal holds one action):
 * the shares of the search's attention a suggestion shows. Returns mcts_choose's index. */
int mcts_visits(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                atomic_int *stop, uint32_t *visits);
#endif
