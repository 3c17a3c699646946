/* register.c - the game registry of the Oak test programs: Oak only, with its data folder
 * in the source tree. Linked instead of src/engine/games/builtin.c. */
#include "oak.h"

#ifndef OAK_DATA_DIR
#define OAK_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) { nm_registry_add(oak_game()); }

const char *nm_builtin_data_dir(void) { return OAK_DATA_DIR; }
