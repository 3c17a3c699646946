/* builtin.c - the games this build ships, and where their data lives.
 * Adding a game is one line here and its folder under games/. */
#include <stdio.h>
#include "install_paths.h"
#include "nemeton/game.h"
#include "oak/oak.h"
#include "samhain/samhain.h"
#include "karnag/karnag.h"
#include "edora/edora.h"

void nm_register_builtin_games(void) {
    /* One line per game, in the order the game list shows them. */
    nm_registry_add(oak_game());
    nm_registry_add(samhain_game());
    nm_registry_add(karnag_game());
    nm_registry_add(edora_game());
}

/* data/ in the resource root: beside the executable in an install, the source tree's from
 * a build folder (src/platform/install_paths.h). */
const char *nm_builtin_data_dir(void) {
    static char dir[4200];
    if (!dir[0]) snprintf(dir, sizeof dir, "%s" NM_DIR_SEP "data", nm_resource_root());
    return dir;
}
