/* levels.h - the computer levels a seat can be given in the setup scene, each a controller
 * spec of the AI (search iterations per move, or for Hard a thinking time on every core;
 * the easy level also plays some moves at random, so it makes mistakes a person can
 * exploit). */
#ifndef NM_CLIENT_LEVELS_H
#define NM_CLIENT_LEVELS_H
#include <stddef.h>

/* In the order a seat's button cycles through them: Hard comes with three thinking times. */
enum { LEVEL_RANDOM, LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD_1S, LEVEL_HARD_3S, LEVEL_HARD_10S,
       LEVEL_COUNT };
#define LEVEL_DEFAULT LEVEL_MEDIUM
#define LEVEL_HARD LEVEL_HARD_1S /* the first Hard */
/* "Suggest a move": a fixed budget, about half a second, whatever Hard's time. */
#define LEVEL_SUGGEST_SPEC "ai:20000"

/* The controller spec of a level ("ai:3000:m0:p0:g0", "ai:3s"). */
const char *level_spec(int level);
/* The level's name in language lang (0 en, 1 fr), with Hard's time ("Hard, 3 s"). */
const char *level_name(int level, int lang);
/* The level's word in the preferences ("random", "easy", "medium", "hard") and Hard's
 * seconds (0 for the others). */
const char *level_key(int level);
int level_hard_seconds(int level);
/* The level of a preference word and, for "hard", its seconds (1, 3 or 10); -1 when they
 * name none. */
int level_from_key(const char *key, int seconds);

/* The measured figures of the levels (data/ui/levels.json, made by tools/strength.sh
 * --levels-json from the strength results files): for each game id and level, the games a
 * level played against the one below it, the share it won and its 95 % Wilson interval. */
/* Opponents a figure can name besides the levels: the greedy player and ai:10000. */
enum { LEVEL_VS_GREEDY = LEVEL_COUNT, LEVEL_VS_AI10K, LEVEL_VS_COUNT };
typedef struct level_figure {
    int measured;     /* 0: no figure for this level in this game */
    int against;      /* LEVEL_* or LEVEL_VS_* */
    int games;
    double wins;      /* a shared win counts half */
    double share;     /* percent */
    double low, high; /* the 95 % Wilson interval, percent */
    char date[16];
    char file[128];   /* the results file they came from */
    char pairing[48];
} level_figure;
typedef struct level_figures level_figures;

/* Reads the figures file. A file that cannot be read, is not the file's JSON, or has any
 * wrong value (type, unknown level or key, missing field, share out of its interval) is
 * refused whole: NULL, and err holds "file: json.path: problem" (the first of the errors,
 * with their count). */
level_figures *level_figures_load(const char *path, char *err, size_t n);
void level_figures_free(level_figures *f);
/* The figure of level in game id (f may be NULL); NULL when none was measured. */
const level_figure *level_figure_of(const level_figures *f, const char *game, int level);

struct app;
/* What the level means in words, in the interface's language: with the measured figure
 * when there is one ("Medium: wins about 9 games in 10 against Easy (30 games)"), else what
 * it does ("Hard, 10 s: thinks 10 seconds a move on every core; not measured yet"). */
void level_words(const struct app *a, const level_figures *f, const char *game, int level,
                 char *buf, size_t n);

#endif
