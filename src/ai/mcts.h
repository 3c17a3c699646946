/* mcts.h - single-observer information-set Monte Carlo tree search (Cowling, Powley and
 * Whitehouse 2012). Each iteration samples one world from the seat's observation, walks
 * the one tree of the seat's information sets with UCB1 over the actions available in
 * that world, adds one node, plays out for a few actions (most of them by the mean result
 * each action has had in this search, MAST, the others at random or by the game's playout
 * hook), and backs up each seat's win share, estimated from the scores where the
 * playout was cut (eval.h). */
#ifndef NM_AI_MCTS_H
#define NM_AI_MCTS_H
#include <stdatomic.h>
#include "nemeton/game.h"

#define MCTS_MAX_THREADS 64 /* trees searched at once, at most */

typedef struct mcts_params {
    int iterations; /* > 0: over all trees (each its share); with millis, each tree's cap */
    int depth;      /* playout actions before the cut; 0: to the end */
    int exhaustive; /* 1: run every iteration even once the choice can no longer change */
    int millis;     /* > 0: every tree searches for this long (wall clock) instead */
    int threads;    /* trees, each on its own thread, root visits summed; 0 or 1: one */
    int explore;    /* UCB exploration constant in hundredths; 0: MCTS_EXPLORE */
    int mast;       /* percent of playout actions chosen by their mean reward (MAST); 0 none */
    int plain;      /* 1: the cut reads scores() even where the game projects them */
    int ungrouped;  /* 1: every action a choice of its own even where the game has search keys */
    int wide;       /* 1: playouts list every legal action even where the game narrows them */
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

/* Root parallelism: with p->threads = T > 1, T independent trees search the same
 * observation, each with its own generator (seeded in turn from rng) and so its own
 * determinizations, tree 0 on the calling thread and the others on threads of their own;
 * the choice is the action with the most root visits summed over the trees. With an
 * iteration budget this is still deterministic (each tree runs its share, stopping when
 * its own choice is settled); with p->millis the trees stop at the deadline, so the
 * choice depends on the machine's speed and load. *stop is read by every tree. With one
 * tree and no time the search is exactly the one-thread search (same draws, same choice).
 * A tree's memory is taken before its first iteration; more than one tree also takes the
 * tree and thread tables. */

/* The same search, which also writes the root's visits of each legal action to visits
 * (visits[k] for legal->a[k], 0 for one never tried and for one whose search key an
 * earlier action has, since they are that action's choice; all 0 when legal holds one action):
 * the shares of the search's attention a suggestion shows. Returns mcts_choose's index. */
int mcts_visits(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                atomic_int *stop, uint32_t *visits);
#endif
