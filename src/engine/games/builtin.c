/* builtin.c - the games this build ships, and where their data lives.
 * Adding a game is one line here and its folder under games/. */
#include "nemeton/game.h"
#include "oak/oak.h"
#include "samhain/samhain.h"
#include "karnag/karnag.h"

#ifndef NM_DATA_DIR
#define NM_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) {
    /* One line per game, in the order the game list shows them. */
    nm_registry_add(oak_game());
    nm_registry_add(samhain_game());
    nm_registry_add(karnag_game());
}

const char *nm_builtin_data_dir(void) { return NM_DATA_DIR; }
