/* save.h - saves and state snapshots. A save is JSON: format version, game, data hash and
 * mods, setup, seed, the actions by label and the final state hash; loading replays the
 * actions and checks the hash. Writes are atomic. An optional "seats" (the client's
 * autosave: "human" or a computer's spec per seat) is read by the client, ignored here. */
#ifndef NEMETON_SAVE_H
#define NEMETON_SAVE_H
#include "nemeton/match.h"

#define NM_SAVE_FORMAT "nemeton-save"
#define NM_SNAPSHOT_FORMAT "nemeton-state"
#define NM_SAVE_VERSION 1
#define NM_SAVE_MAX_BYTES (64u * 1024u * 1024u)

/* Where a save finds its game data. */
typedef struct nm_library {
    const char *root;              /* data/ folder */
    const char *const *mod_dirs;   /* mod folders to overlay, may be NULL */
    int mod_count;
    nm_data *loaded[16];           /* data sets loaded so far, owned */
    int loaded_count;
} nm_library;

/* The data of a game, loaded once and kept by the library. NULL with err on failure. */
const nm_data *nm_library_data(nm_library *lib, const nm_game *g, nm_errors *err);
/* Frees every data set the library loaded. */
void nm_library_close(nm_library *lib);

/* The save's text (canonical JSON, stable key order). Caller frees. */
char *nm_save_text(const nm_match *m);
/* Writes the save atomically. */
int nm_save_write(const nm_match *m, const char *path, nm_errors *err);
/* Loads a save (replaying it and checking its hash) or a snapshot (no history).
 * err names the file and the JSON path or the action that failed. */
nm_match *nm_save_load(nm_library *lib, const char *path, nm_errors *err);
/* Same from text already in memory; file is used in messages. */
nm_match *nm_save_parse(nm_library *lib, const char *text, const char *file, nm_errors *err);
/* A snapshot of the current state (format nemeton-state). Caller frees. */
char *nm_snapshot_text(const nm_match *m);

#endif
