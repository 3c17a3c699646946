/* state_json.h - pieces every game's to_json / from_json shares: the state header, the
 * effect VM, component ids with "did you mean", 64-bit values as hex. Readers check
 * everything and add "file: json.path: problem" errors; they never trust the input. */
#ifndef NEMETON_STATE_JSON_H
#define NEMETON_STATE_JSON_H
#include <stdint.h>
#include "nemeton/action.h"
#include "nemeton/data.h"
#include "nemeton/json.h"
#include "nemeton/vm.h"

typedef struct cJSON cJSON;

/* The keys nm_header_to_json writes, to put in a game's list of allowed keys. */
#define NM_HEADER_KEYS "players", "to_move", "over", "actions", "reveals", "rng"

/* Adds players, to_move, over, actions, reveals and rng {state, inc} to o. */
void nm_header_to_json(cJSON *o, const nm_header *h);
/* Reads them back from o (players within [min_players, max_players]); 0 or -1. */
int nm_header_from_json(const cJSON *o, const nm_jpos *p, int min_players, int max_players,
                        nm_header *h, nm_errors *e);

/* The VM as {"waiting", "scratch", "frames": [{"effect", "pc", "seat", "source"}]}. */
cJSON *nm_vm_to_json(const nm_vm *vm);
/* Reads a VM: effects must exist, pcs lie within them, seats below players, sources in
 * [-1, source_max], scratch values in [scratch_min, scratch_max] (the range the game's ops
 * store there, so a hostile value can never overflow a counter), and a waiting VM must sit
 * on an op that offers choices. 0 or -1. */
int nm_vm_from_json(const cJSON *o, const nm_jpos *p, const nm_data *d, int players,
                    int source_max, int32_t scratch_min, int32_t scratch_max, nm_vm *vm,
                    nm_errors *e);

/* The index in k of the id v names; -1 for null when allow_null; -2 with an error
 * (unknown id, with the nearest id as a hint; or not a string). */
int nm_json_read_id(const nm_kind_data *k, const cJSON *v, const nm_jpos *p, int allow_null,
                    nm_errors *e);
/* A component id as JSON (null for an index outside the kind: hidden or empty). */
cJSON *nm_json_id(const nm_kind_data *k, int index);

/* 64-bit values as 16 hex digits in a string (JSON numbers lose precision past 2^53). */
void nm_json_add_hex64(cJSON *o, const char *key, uint64_t v);
int nm_json_get_hex64(const cJSON *o, const char *key, const nm_jpos *p, uint64_t *out,
                      nm_errors *e);

#endif
