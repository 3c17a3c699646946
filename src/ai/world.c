/* world.c - one determinization of a seat's observation. */
#include "world.h"

#include <string.h>

void ai_world_sample(const nm_game *g, const nm_data *d, const void *obs, int seat, nm_rng *rng,
                     void *out) {
    memcpy(out, obs, g->state_size);
    /* Chance in the rules (dice, later shuffles) must not be the true future either: every
     * state starts with its header, whose generator gets a seed of the searcher's. */
    nm_header *h = out;
    uint64_t hi = nm_rng_next(rng), lo = nm_rng_next(rng);
    nm_rng_seed(&h->rng, hi << 32 | lo);
    if (g->determinize) g->determinize(d, out, seat, rng);
}
