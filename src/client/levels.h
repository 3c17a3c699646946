/* levels.h - the computer levels a seat can be given in the setup scene, each a controller
 * spec of the AI (search iterations per move, or for Hard a thinking time on every core;
 * the easy level also plays some moves at random, so it makes mistakes a person can
 * exploit). */
#ifndef NM_CLIENT_LEVELS_H
#define NM_CLIENT_LEVELS_H

/* In the order a seat's button cycles through them: Hard comes with three thinking times. */
enum { LEVEL_RANDOM, LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD_1S, LEVEL_HARD_3S, LEVEL_HARD_10S,
       LEVEL_COUNT };
#define LEVEL_DEFAULT LEVEL_MEDIUM
#define LEVEL_HARD LEVEL_HARD_1S /* the first Hard */
/* "Suggest a move": a fixed budget, about half a second, whatever Hard's time. */
#define LEVEL_SUGGEST_SPEC "ai:20000"

/* The controller spec of a level ("ai:3000:m0", "ai:3s"). */
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

#endif
