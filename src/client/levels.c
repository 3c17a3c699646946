/* levels.c - the table of computer levels. */
#include "levels.h"

#include <string.h>

typedef struct level_def {
    const char *spec;
    const char *name[2];
    const char *key;
    int seconds;
} level_def;

/* Budgets, per move on one core of the 2-core development machine with playouts cut after
 * 24 actions (src/ai/README): ai:3000 takes 30-100 ms at 2 players in Oak, Samhain and
 * Karnag (`nemeton-cli bench --ai`); Easy also plays three moves in ten at random. Easy
 * and Medium keep the first search (uniform playouts, plain scores at the cut, every action
 * a choice of its own: ":m0:p0:g0"), whose strength the ladder in docs/strength measured
 * (in Skye, since 29 November 2026, with placements naming their tile and playouts building
 * the hand in order: not measured there; no difference in strength where the full search
 * was measured). Hard plays out by MAST and reads the game's projected scores (the
 * defaults) and thinks the time the player chose, searching one tree per core (root
 * parallelism), so it plays other moves on a faster or busier machine. The search runs on
 * a worker thread either way, and leaving the game or undoing stops it at once. */
static const level_def levels[LEVEL_COUNT] = {
    {"random", {"Random", "Au hasard"}, "random", 0},
    {"ai:300:30:m0:p0:g0", {"Easy", "Facile"}, "easy", 0},
    {"ai:3000:m0:p0:g0", {"Medium", "Moyen"}, "medium", 0},
    {"ai:1s", {"Hard, 1 s", "Difficile, 1 s"}, "hard", 1},
    {"ai:3s", {"Hard, 3 s", "Difficile, 3 s"}, "hard", 3},
    {"ai:10s", {"Hard, 10 s", "Difficile, 10 s"}, "hard", 10},
};

static const level_def *level_def_of(int level) {
    return &levels[level >= 0 && level < LEVEL_COUNT ? level : LEVEL_DEFAULT];
}

const char *level_spec(int level) { return level_def_of(level)->spec; }

const char *level_name(int level, int li) { return level_def_of(level)->name[li == 1 ? 1 : 0]; }

const char *level_key(int level) { return level_def_of(level)->key; }

int level_hard_seconds(int level) { return level_def_of(level)->seconds; }

int level_from_key(const char *key, int seconds) {
    if (!key) return -1;
    for (int l = 0; l < LEVEL_COUNT; l++)
        if (strcmp(levels[l].key, key) == 0 && (levels[l].seconds == 0 || levels[l].seconds == seconds))
            return l;
    return -1;
}

