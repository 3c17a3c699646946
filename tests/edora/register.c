/* register.c - the game registry of the Edora test programs: Edora only, with its data
 * folder in the source tree. Linked instead of src/engine/games/builtin.c. */
#include "edora.h"

#ifndef EDORA_DATA_DIR
#define EDORA_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) { nm_registry_add(edora_game()); }

const char *nm_builtin_data_dir(void) { return EDORA_DATA_DIR; }
