/* data.h - a game's loaded, validated, immutable rules data: components by kind, compiled
 * effect lists, modifiers and triggers, and the board geometry. Loading collects every
 * error as "file: json.path: problem (hint)"; a data set with any error is not returned. */
#ifndef NEMETON_DATA_H
#define NEMETON_DATA_H
#include <stddef.h>
#include <stdint.h>
#include "nemeton/errors.h"
#include "nemeton/schema.h"

struct nm_game;

/* A noun as the rules text uses it: singular and plural per language, and what French
 * needs (gender, elision before a vowel). From a component's "name" and optional "forms". */
typedef struct nm_noun {
    const char *one[NM_LANGS];
    const char *many[NM_LANGS];
    uint8_t fr_feminine; /* la / une */
    uint8_t fr_elide;    /* l' / d' */
} nm_noun;

typedef struct nm_component {
    const char *id;
    const char *name[NM_LANGS];
    nm_noun noun;        /* name with its forms */
    const char *text[NM_LANGS];
    int32_t *field;      /* one value per field of the kind, decoded per nm_ptype */
    int32_t effect;      /* effect list index, -1 when none */
    int32_t *trigger;    /* per trigger of the game: effect list index or -1 */
    int32_t mod_first;   /* first modifier in nm_data.mods */
    int32_t mod_count;
    const char *file;    /* the file it was read from (a mod's, when a mod gives it), for the
                            errors of a game's check_data */
} nm_component;

struct nm_id_index;
typedef struct nm_kind_data {
    const nm_kind *kind;
    int count;
    nm_component *items;
    const struct nm_id_index *index; /* ids to items, for nm_data_find (built by the loader) */
    const char *file;    /* the kind's file, for errors about the kind as a whole (a merged
                            singleton: its files joined by " + ", the game's then the mods') */
} nm_kind_data;

typedef struct nm_effect {
    int32_t first; /* index in nm_data.instrs */
    int32_t count;
} nm_effect;

/* A rectangle of the board, in board units, that draws an element and catches its clicks. */
typedef struct nm_board_element {
    const char *id;
    const char *kind;      /* free word the view uses to choose how to draw ("card", "space") */
    const char *label[NM_LANGS];
    float x, y, w, h;
} nm_board_element;

typedef struct nm_board {
    float width, height;   /* board units */
    int count;
    nm_board_element *elements;
    const struct nm_id_index *index; /* ids to elements, for nm_board_find (the loader's) */
} nm_board;

struct nm_counter;
struct nm_expr;
struct nm_zone;

typedef struct nm_data {
    const struct nm_game *game;
    nm_kind_data *kinds;   /* game->kind_count entries, in the game's order */
    nm_instr *instrs;
    int instr_count;
    nm_effect *effects;
    int effect_count;
    nm_instr *mods;        /* compiled modifiers (op = modifier type index) */
    int mod_count;
    int32_t *ints;
    int int_count;
    const char *strings;   /* arena of NUL-terminated strings referenced by NM_P_STR */
    struct nm_expr *exprs; /* compiled expressions (NM_P_EXPR), include/nemeton/lang.h */
    int expr_count;
    struct nm_counter *counters; /* one per component of the "counters" kind, same order */
    int counter_count;
    const char **counter_sets;   /* the distinct "set" names of the counters */
    int counter_set_count;
    struct nm_zone *zones;       /* one per component of the "zones" kind, same order */
    int zone_count;
    nm_board board;
    uint64_t hash;         /* FNV-1a of the canonical text of every file read, mods included */
    const void *derived;   /* the game's derived values (nm_game.derive), NULL when none */
    char mods_used[256];   /* comma-separated mod folder names, "" when none */
    char dir[512];         /* the game's data folder (<root>/<game id>), for messages */
    void *arena;           /* owner of all the memory above */
} nm_data;

/* The file a component, or a kind as a whole, was read from, for the errors a game's
 * check_data writes ("FILE: ID.key: what is wrong"). */
static inline const char *nm_item_file(const nm_component *c) { return c && c->file ? c->file : "?"; }
static inline const char *nm_kind_file(const nm_data *d, int kind) {
    const nm_kind_data *k = &d->kinds[kind];
    return k->file ? k->file : k->kind ? k->kind->name : "?";
}

/* Loads <root>/<game id>/ for game, then overlays each mod folder in mod_dirs (each holding
 * <game id>/<kind>.json files whose objects replace, add or, with "remove": true, delete
 * objects by id). Returns NULL and fills err (every error found) on failure. */
nm_data *nm_data_load(const struct nm_game *game, const char *root, const char *const *mod_dirs,
                      int mod_count, nm_errors *err);
/* Frees a data set from nm_data_load. NULL is allowed. */
void nm_data_free(nm_data *d);

/* The kind's data by name, or NULL. */
const nm_kind_data *nm_data_kind(const nm_data *d, const char *kind);
/* Index of the component with that id in the kind, or -1. */
int nm_data_find(const nm_kind_data *k, const char *id);
/* The effect list's instructions; count via *n. Index -1 gives n = 0. */
const nm_instr *nm_data_effect(const nm_data *d, int effect, int *n);
/* A list stored by NM_P_INTS / NM_P_EFFECTS at offset off: length in *n, values returned. */
const int32_t *nm_data_ints(const nm_data *d, int32_t off, int *n);
/* Inline forms of nm_data_effect and nm_data_ints, for the effect VM and the games' rules,
 * which look effect lists and data lists up at every step of a playout. */
static inline const nm_instr *nm_data_effect_in(const nm_data *d, int effect, int *n) {
    if (effect < 0 || effect >= d->effect_count) {
        *n = 0;
        return NULL;
    }
    *n = d->effects[effect].count;
    return d->instrs + d->effects[effect].first;
}
static inline const int32_t *nm_data_ints_in(const nm_data *d, int32_t off, int *n) {
    if (off < 0 || off >= d->int_count) {
        *n = 0;
        return NULL;
    }
    *n = d->ints[off];
    return d->ints + off + 1;
}
/* A string stored by NM_P_STR. */
const char *nm_data_str(const nm_data *d, int32_t off);
/* The board element with that id, or NULL. */
const nm_board_element *nm_board_find(const nm_board *b, const char *id);
/* Writes a readable form of one instruction, e.g. "gain(res=feather, n=2)". */
void nm_instr_describe(const nm_data *d, const nm_instr *in, int is_modifier, char *buf, size_t n);

#endif
