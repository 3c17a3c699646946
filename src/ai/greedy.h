/* greedy.h - the greedy controller: the action with the best immediate score gain. */
#ifndef NM_AI_GREEDY_H
#define NM_AI_GREEDY_H
#include "nemeton/game.h"

/* Applies each legal action to one world sampled from seat's observation of state and
 * returns the index of one with the largest gain of seat's score (ties at random from
 * rng). -1 when out of memory. */
int greedy_choose(const nm_game *g, const nm_data *d, const void *state, int seat,
                  const nm_action_list *legal, nm_rng *rng);

#endif
