/* levels.h - the computer levels a seat can be given in the setup scene, each a controller
 * spec of the AI (search iterations per move; the easy level also plays some moves at
 * random, so it makes mistakes a person can exploit). */
#ifndef NM_CLIENT_LEVELS_H
#define NM_CLIENT_LEVELS_H

enum { LEVEL_RANDOM, LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_COUNT };
#define LEVEL_DEFAULT LEVEL_MEDIUM

/* The controller spec of a level ("ai:3000"). */
const char *level_spec(int level);
/* The level's name in language lang (0 en, 1 fr). */
const char *level_name(int level, int lang);

#endif
