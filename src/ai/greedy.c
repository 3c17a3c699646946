/* greedy.c - best immediate score gain for the seat, on a world it could believe in. */
#include "greedy.h"

#include <stdlib.h>
#include <string.h>

#include "world.h"

int greedy_choose(const nm_game *g, const nm_data *d, const void *state, int seat,
                  const nm_action_list *legal, nm_rng *rng) {
    unsigned char *buf = malloc(3 * g->state_size);
    nm_errors *err = malloc(sizeof *err);
    if (!buf || !err) {
        free(buf);
        free(err);
        return -1;
    }
    unsigned char *obs = buf, *world = buf + g->state_size, *next = buf + 2 * g->state_size;
    int32_t sc[NM_MAX_SEATS];
    g->observe(d, state, seat, obs);
    ai_world_sample(g, d, obs, seat, rng, world);
    g->scores(d, world, sc);
    int32_t base = sc[seat], best = INT32_MIN;
    int pick = -1, ties = 0;
    for (int i = 0; i < legal->count; i++) {
        memcpy(next, world, g->state_size);
        err->count = 0;
        if (g->apply(d, next, &legal->a[i], err) != 0) continue;
        g->scores(d, next, sc);
        int32_t gain = sc[seat] - base;
        if (gain > best) {
            best = gain;
            pick = i;
            ties = 1;
        } else if (gain == best && nm_rng_below(rng, (uint32_t)++ties) == 0) {
            pick = i; /* reservoir sampling: each tied action equally likely */
        }
    }
    free(buf);
    free(err);
    return pick >= 0 ? pick : (int)nm_rng_below(rng, (uint32_t)legal->count);
}
