/* action.h - the decision model's values: an action, a fixed-capacity list of them, and
 * the header every game state begins with. */
#ifndef NEMETON_ACTION_H
#define NEMETON_ACTION_H
#include <stdint.h>
#include "nemeton/rng.h"

#define NM_MAX_SEATS 6
#define NM_MAX_ACTIONS 512
#define NM_LABEL_LEN 96
#define NM_ELEMENT_LEN 48

/* Action kinds at and above this value belong to the effect VM (choices inside an effect). */
#define NM_ACTION_VM_CHOICE 0xF000u

/* One choice for the seat with the pending decision. Small and copyable; what it means is
 * the game's business. target is a game-defined element index used to name the board
 * element the action is played on (nm_game.element). */
typedef struct nm_action {
    uint16_t kind;
    uint16_t target;
    int32_t p[3];
} nm_action;

typedef struct nm_action_list {
    int count;
    nm_action a[NM_MAX_ACTIONS];
} nm_action_list;

/* Marks a large local that its function fills before reading it (an action list, a scratch
 * buffer): debug builds fill every other local with a pattern on each call (meson.build),
 * which for these kilobytes, in the functions a playout calls at every step, made the
 * search of a debug build several times slower. Release builds fill nothing either way. */
#if defined(__has_attribute)
#if __has_attribute(uninitialized)
#define NM_SCRATCH __attribute__((uninitialized))
#endif
#endif
#ifndef NM_SCRATCH
#define NM_SCRATCH
#endif

/* Adds an action; returns 0, or -1 when the list is full (the game treats it as a bug).
 * Inline: games' legal() push tens of actions in every playout step. */
static inline int nm_actions_push(nm_action_list *l, uint16_t kind, uint16_t target, int32_t p0,
                                  int32_t p1, int32_t p2) {
    if (l->count >= NM_MAX_ACTIONS) return -1;
    nm_action *a = &l->a[l->count++];
    a->kind = kind;
    a->target = target;
    a->p[0] = p0;
    a->p[1] = p1;
    a->p[2] = p2;
    return 0;
}
/* 1 when two actions are the same choice. */
int nm_action_equal(const nm_action *a, const nm_action *b);

/* The first member of every game state struct. States are flat (no pointers), so a clone
 * is a memcpy and the whole game, RNG included, travels in one value. */
typedef struct nm_header {
    nm_rng rng;        /* the rules' generator; cosmetic randomness never touches it */
    uint32_t reveals;  /* hidden facts revealed so far (draws); undo cannot cross one */
    uint32_t actions;  /* actions applied since setup */
    int8_t players;
    int8_t to_move;    /* seat with the pending decision, -1 once the game is over */
    uint8_t over;
    uint8_t reserved;
} nm_header;

#endif
