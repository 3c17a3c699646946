/* builtin.c - the games this build ships, and where their data lives.
 * Adding a game is one line here and its folder under games/. */
#include "nemeton/game.h"
#include "oak/oak.h"
#include "samhain/samhain.h"

#ifndef NM_DATA_DIR
#define NM_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) {
    /* Games register here as their issues land, e.g. nm_registry_add(&oak_game); */
    nm_registry_add(oak_game());
    nm_registry_add(samhain_game());
}

const char *nm_builtin_data_dir(void) { return NM_DATA_DIR; }
