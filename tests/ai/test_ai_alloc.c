/* test_ai_alloc.c - the hot path allocates nothing. malloc, calloc and realloc are wrapped
 * at link time (-Wl,--wrap) to count calls: random playouts through legal/apply make
 * none, and a search makes the same few (its pool) whatever its number of iterations. */
#include <stdlib.h>
#include <string.h>

#include "alloc_count.h"
#include "testlib.h"

static void test_playouts(void) {
    const nm_game *g = tl_game();
    const nm_data *d = tl_data();
    void *state = malloc(g->state_size);
    nm_action_list *legal = malloc(sizeof *legal);
    nm_errors *err = calloc(1, sizeof *err);
    if (!state || !legal || !err) return;
    nm_rng rng;
    nm_rng_seed(&rng, 7);
    long before = alloc_count(), actions = 0;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 200; seed++) {
            nm_setup s;
            nm_setup_defaults(g, &s, players, seed);
            memset(state, 0, g->state_size);
            CHECK(g->setup(d, &s, state, err) == 0);
            while (!nm_state_header(state)->over && g->legal(d, state, legal) > 0) {
                CHECK(g->apply(d, state, &legal->a[nm_rng_below(&rng, (uint32_t)legal->count)],
                               err) == 0);
                actions++;
            }
        }
    printf("%ld actions in 600 random games: %ld allocations\n", actions, alloc_count() - before);
    CHECK(actions > 6000);
    CHECK_INT(alloc_count() - before, 0);
    free(state);
    free(legal);
    free(err);
}

/* Allocations of one ai:iters decision at the start of a 3-player game. */
static long search_allocations(const char *spec) {
    nm_match *m = tl_match(3, 5);
    nm_controller c;
    nm_controller_parse(spec, &c, NULL);
    nm_controller_seed(&c, 5, 0);
    long before = alloc_count();
    int k = nm_controller_choose(&c, m->game, m->data, m->state, 0, nm_match_legal(m));
    long n = alloc_count() - before;
    CHECK(k >= 0 && k < nm_match_legal(m)->count);
    nm_match_destroy(m);
    return n;
}

static void test_search(void) {
    long small = search_allocations("ai:50"), big = search_allocations("ai:5000");
    printf("allocations per decision: ai:50 %ld, ai:5000 %ld\n", small, big);
    CHECK(small > 0 && small <= 4);
    CHECK_INT(big, small);
    long greedy = search_allocations("greedy");
    CHECK(greedy <= 2);
}

int main(void) {
    tl_data();
    test_playouts();
    test_search();
    return check_done("ai allocations");
}
