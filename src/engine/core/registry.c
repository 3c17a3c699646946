/* registry.c - the table of registered games. */
#include <string.h>

#include "nemeton/game.h"

#define REGISTRY_MAX 16

static const nm_game *registry[REGISTRY_MAX];
static int registry_n;

int nm_registry_add(const nm_game *g) {
    if (!g || registry_n >= REGISTRY_MAX || nm_registry_find(g->id)) return -1;
    registry[registry_n++] = g;
    return 0;
}

int nm_registry_count(void) { return registry_n; }

const nm_game *nm_registry_get(int i) {
    return (i >= 0 && i < registry_n) ? registry[i] : NULL;
}

const nm_game *nm_registry_find(const char *id) {
    if (!id) return NULL;
    for (int i = 0; i < registry_n; i++)
        if (strcmp(registry[i]->id, id) == 0) return registry[i];
    return NULL;
}

void nm_registry_clear(void) { registry_n = 0; }

void nm_setup_defaults(const nm_game *g, nm_setup *s, int players, uint64_t seed) {
    memset(s, 0, sizeof *s);
    s->players = players;
    s->seed = seed;
    for (int i = 0; i < g->option_count && i < NM_MAX_OPTIONS; i++)
        s->option[i] = g->options[i].def;
}
