/* levels.c - the table of computer levels. */
#include "levels.h"

typedef struct level_def {
    const char *spec;
    const char *name[2];
} level_def;

/* Budgets: on the fixture game ai:3000 takes about 10 ms a move and ai:20000 about 60 ms;
 * the real games are longer, and the search runs on a worker either way. */
static const level_def levels[LEVEL_COUNT] = {
    {"random", {"Random", "Au hasard"}},
    {"ai:300:30", {"Easy", "Facile"}},
    {"ai:3000", {"Medium", "Moyen"}},
    {"ai:20000", {"Hard", "Difficile"}},
};

const char *level_spec(int level) {
    return levels[level >= 0 && level < LEVEL_COUNT ? level : LEVEL_DEFAULT].spec;
}

const char *level_name(int level, int lang) {
    const level_def *l = &levels[level >= 0 && level < LEVEL_COUNT ? level : LEVEL_DEFAULT];
    return l->name[lang == 1 ? 1 : 0];
}
