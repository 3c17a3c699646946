/* state_table.h - a game's state described once. A table of fields (JSON key, where the
 * value lies in the flat state struct, its type, range, the ids it holds, who may see it)
 * from which the core writes the state as JSON (snapshots, `state --print`, the state
 * hash), reads it back with every value checked (errors name the file and JSON path),
 * masks what a seat may not see (observe), and finds a field by its path for the rules
 * language (a counter or a zone named in the data). A game keeps in C only the checks that
 * tie several fields together (its `check` hook). */
#ifndef NEMETON_STATE_TABLE_H
#define NEMETON_STATE_TABLE_H
#include <stddef.h>
#include <stdint.h>
#include "nemeton/data.h"
#include "nemeton/errors.h"

typedef struct cJSON cJSON;
struct nm_jpos;

/* What one stored value is. */
typedef enum nm_sf_type {
    NM_SF_INT,    /* an integer, JSON number in [min, max]; nullable: null <-> a negative */
    NM_SF_BOOL,   /* 0 / 1, JSON true / false */
    NM_SF_NAME,   /* an index into names[], JSON string; nullable: null <-> a negative.
                     names[i] is the value min + i (min is 0 unless set: -1 for a "none"
                     stored as -1) */
    NM_SF_ID,     /* a component index of kind `ref`, JSON id; nullable: null <-> a negative */
    NM_SF_OBJECT, /* a nested struct described by fields[] (JSON object) */
    NM_SF_HEADER, /* the nm_header: its keys go into the enclosing object */
    NM_SF_VM,     /* the effect VM (frames' sources below max) */
    NM_SF_CUSTOM  /* the field's own write / read functions (with NM_SH_SPREAD: keys of the
                     enclosing object, see below) */
} nm_sf_type;

/* How the values of a field are laid out in JSON. */
typedef enum nm_sf_shape {
    NM_SH_ONE,    /* one value */
    NM_SH_ARRAY,  /* a JSON array */
    NM_SH_KEYED,  /* a JSON object with one key per element: names[], or the ids of kind ref */
    NM_SH_SPARSE, /* a JSON object keyed by the ids of kind ref, only the non-zero elements */
    NM_SH_SPREAD, /* each element is a key of the enclosing object, named by names[].
                     NM_SF_CUSTOM: write returns an object whose members are moved into the
                     enclosing object, read is given the enclosing object itself (at its
                     path); names[] lists every key it may use (len of them) */
    NM_SH_BITS,   /* one unsigned integer whose set bits are the ids of kind ref (a JSON array);
                     without ref, the bit numbers as JSON numbers in [min, max] (each once) */
    NM_SH_TUPLE,  /* NM_SF_OBJECT: a JSON array whose i-th value is fields[i] (each of shape
                     ONE): a few unlike values kept short ([vp, gems, menhirs]) */
    NM_SH_ROWS,   /* a JSON array of len arrays of aux values each (row-major elements) */
    NM_SH_MEMBERS /* a JSON array of the ids of kind ref whose element holds aux (the others
                     hold 0); several fields may share one array with different aux */
} nm_sf_shape;

/* How many elements an array holds. */
typedef enum nm_sf_count {
    NM_CT_FIXED, /* always len */
    NM_CT_LIST,  /* the JSON array's length (at most len) is stored in the count field */
    NM_CT_FIELD, /* the count field, set before (an earlier field or the prepare hook) */
    NM_CT_PLAYERS /* the number of players (the header's), wherever the array lies: one
                     value per seat inside a nested object (not found by nm_state_find) */
} nm_sf_count;

/* Who may see a field (observe masks the others' values to -1). */
typedef enum nm_sf_vis {
    NM_VIS_ALL,   /* everyone */
    NM_VIS_NONE,  /* nobody: deck orders */
    NM_VIS_OWNER, /* only the seat whose element of the enclosing seats array this is */
    NM_VIS_SCREEN, /* as NM_VIS_OWNER while the game runs; everyone once it is over (a
                     screen lifted at the end) */
    NM_VIS_CHOOSER /* only the seat the effect VM waits on (cards drawn to choose from) */
} nm_sf_vis;

typedef struct nm_sfield nm_sfield;
typedef struct nm_st_ctx nm_st_ctx;

struct nm_sfield {
    const char *key;
    nm_sf_type type;
    nm_sf_shape shape;
    uint16_t offset;        /* offsetof in the enclosing struct */
    uint8_t size;           /* bytes of one stored value: 1, 2, 4 or 8 (OBJECT: unused) */
    uint8_t is_unsigned;
    uint16_t stride;        /* bytes from one element to the next (default: size) */
    int16_t len;            /* elements stored (the capacity of the array) */
    nm_sf_count count;
    uint16_t count_offset;  /* NM_CT_LIST / NM_CT_FIELD: offsetof the count in the struct */
    uint8_t count_size;     /* bytes of the count (1 or 2) */
    uint8_t nullable;
    uint8_t unique;         /* NM_SF_ID: a component in one place only (across the state) */
    uint8_t vis;            /* nm_sf_vis */
    uint8_t seats;          /* OBJECT array: element i is seat i (NM_VIS_OWNER below it) */
    int32_t min, max;       /* NM_SF_INT range; NM_SF_VM: the range of the scratch words */
    int32_t aux;            /* NM_SF_VM: largest frame source (-1 with ref: its count - 1);
                               its count field, when set, is the number of seats */
    const char *const *names; /* NM_SF_NAME values (NULL-terminated); KEYED / SPREAD keys
                               (NULL-terminated, or exactly len of them) */
    const char *ref;        /* NM_SF_ID kind; KEYED / SPARSE / BITS key kind */
    const nm_sfield *fields; /* NM_SF_OBJECT */
    int field_count;
    /* NM_SF_CUSTOM: one element (at elem) to JSON and back; read returns 0 or -1. */
    cJSON *(*write)(const nm_st_ctx *c, const void *elem);
    int (*read)(nm_st_ctx *c, const cJSON *v, const struct nm_jpos *p, void *elem);
    const char *what;       /* one value in words, for messages ("card", "seat", "phase") */
    const char *doc;        /* one line: what it is (docs and the state reference) */
    uint8_t mask_zero;      /* observe masks the field to 0 (a hidden count) instead of -1 */
    uint8_t optional;       /* the key may be left out: the values stay as the prepare hook
                               left them (which the check hook may then fill) */
};

/* A state's table: its root fields (the header and the VM among them), and the hooks for
 * what fields cannot say on their own. */
typedef struct nm_state_table {
    const nm_sfield *fields;
    int field_count;
    /* Optional: after the header was read, fills the derived fields that JSON does not
     * hold (a seat count, a row size from the rules) which later counts read. */
    void (*prepare)(const nm_data *d, void *state);
    /* Optional: checks that tie several fields together (ranges that depend on other
     * values, the decision the phase implies); errors at p. 0 or -1. */
    int (*check)(const nm_data *d, void *state, const struct nm_jpos *p, nm_errors *err);
    /* Kinds every component of which must be found exactly once (NULL-terminated). */
    const char *const *complete;
} nm_state_table;

/* What a custom field's functions see. */
struct nm_st_ctx {
    const nm_data *data;
    const void *root;       /* the whole state */
    nm_errors *err;
    int bad;                /* errors recorded so far */
    uint8_t **seen;         /* per kind: components found (unique ids) */
    struct nm_jpos **seen_at;  /* per kind: where each was found */
};

/* For a custom field's reader: records that component i of kind (a kind name) is at p;
 * an error naming where it already was when it is in two places. 0 or -1. */
int nm_st_place(nm_st_ctx *c, const char *kind, int i, const struct nm_jpos *p, const char *what);

/* The state as JSON (caller frees), from d->game->state_table: nm_game.to_json for games
 * described by a table. */
cJSON *nm_state_to_json(const nm_data *d, const void *state);
/* Reads a state written by nm_state_to_json (or by hand) at position at: nm_game.from_json
 * for games described by a table. Every error is recorded; 0 or -1. */
int nm_state_from_json(const nm_data *d, const cJSON *j, void *state, const struct nm_jpos *at,
                       nm_errors *err);
/* Copies state into out with every field seat may not see masked (-1) and the rules'
 * generator reseeded with 0 (future draws are nobody's to know). */
void nm_state_observe(const nm_data *d, const void *state, int seat, void *out);

/* Where a field found by path lies: value i of seat p is at
 * base + p * seat_stride + i * stride, `size` bytes. */
typedef struct nm_state_loc {
    const nm_sfield *field;
    uint32_t base;
    uint32_t seat_stride;   /* 0: not per seat */
    uint16_t stride;
    uint8_t size, is_unsigned;
    int16_t len;            /* elements (1 for a single value) */
    int32_t count_base;     /* -1: fixed len; else offset of the count (per seat like base) */
    uint8_t count_size;
} nm_state_loc;

/* Finds a field by its path: keys separated by dots, "seats" for the seat array ("seats.vp",
 * "creature_row", "seats.feather" for a spread element). 0, or -1 when there is none. */
int nm_state_find(const nm_state_table *t, const char *path, nm_state_loc *out);

/* One number of a state described by table t, by an indexed path: keys separated by dots,
 * each key followed by [i] where its field holds several values ("seats[1].vp",
 * "cells[3].ready[0]", "tracks[2].dark[1]", "reserve.objects[4]", a spread name such as
 * "seats[0].jade"). A name field gives its index, an id field the component's index.
 * This is how a view reads an observation without the game's private struct. 0 and *out
 * set, or -1 when the path names no single number (unknown key, index out of range). */
int nm_state_value(const nm_state_table *t, const void *state, const char *path, int32_t *out);

/* Reads / writes a value stored as size bytes (signed unless is_unsigned). */
static inline int32_t nm_state_get(const void *base, uint32_t off, int size, int is_unsigned) {
    const uint8_t *p = (const uint8_t *)base + off;
    switch (size) {
    case 1: return is_unsigned ? (int32_t) * (const uint8_t *)p : (int32_t) * (const int8_t *)p;
    case 2: return is_unsigned ? (int32_t) * (const uint16_t *)p : (int32_t) * (const int16_t *)p;
    default: return *(const int32_t *)p;
    }
}
static inline void nm_state_set(void *base, uint32_t off, int size, int32_t v) {
    uint8_t *p = (uint8_t *)base + off;
    switch (size) {
    case 1: *(int8_t *)p = (int8_t)v; break;
    case 2: *(int16_t *)p = (int16_t)v; break;
    default: *(int32_t *)p = v; break;
    }
}

#endif
