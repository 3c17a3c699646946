/* register.c - the game registry of the Karnag test programs: Karnag only, with its data
 * folder in the source tree. Linked instead of src/engine/games/builtin.c. */
#include "karnag.h"

#ifndef KARNAG_DATA_DIR
#define KARNAG_DATA_DIR "data"
#endif

void nm_register_builtin_games(void) { nm_registry_add(karnag_game()); }

const char *nm_builtin_data_dir(void) { return KARNAG_DATA_DIR; }
