/* register.c - the game registry of the Samhain test programs: Samhain only, with its data
 * folder in the source tree. Linked instead of src/engine/games/builtin.c. */
#include "samhain.h"

#ifndef SAMHAIN_DATA_DIR
#define SAMHAIN_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) { nm_registry_add(samhain_game()); }

const char *nm_builtin_data_dir(void) { return SAMHAIN_DATA_DIR; }
