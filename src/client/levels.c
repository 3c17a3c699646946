/* levels.c - the table of computer levels. */
#include "levels.h"

typedef struct level_def {
    const char *spec;
    const char *name[2];
} level_def;

/* Budgets, per move on one core of the 2-core development machine with playouts cut after
 * 24 actions (src/ai/README): ai:3000 takes 30-100 ms, ai:20000 0.3-0.5 s at the median and
 * at most 0.8 s at p95 in Oak, Samhain and Karnag at 2 players (`nemeton-cli bench --ai`),
 * so Hard stays within the second a move it may take; Easy also plays three moves in ten
 * at random. The search runs on a worker thread either way. */
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
