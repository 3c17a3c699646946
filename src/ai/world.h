/* world.h - the worlds a computer seat reasons about: its observation of the state with
 * the hidden parts filled in at random (the game's determinize hook), never the truth. */
#ifndef NM_AI_WORLD_H
#define NM_AI_WORLD_H
#include "nemeton/game.h"

/* Copies obs (game->observe of seat) into out and completes it into one playable world:
 * the rules' generator reseeded and, when the game has the hook, the hidden parts dealt
 * by game->determinize. Draws only from rng. */
void ai_world_sample(const nm_game *g, const nm_data *d, const void *obs, int seat, nm_rng *rng,
                     void *out);

#endif
