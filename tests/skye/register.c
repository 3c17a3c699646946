/* register.c - the game registry of the Isle of Skye test programs: Skye only, with its
 * data folder in the source tree. Linked instead of src/engine/games/builtin.c. */
#include "skye.h"

#ifndef SKYE_DATA_DIR
#define SKYE_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) { nm_registry_add(skye_game()); }

const char *nm_builtin_data_dir(void) { return SKYE_DATA_DIR; }
