/* action.c - action lists. */
#include "nemeton/action.h"

int nm_action_equal(const nm_action *a, const nm_action *b) {
    return a->kind == b->kind && a->target == b->target && a->p[0] == b->p[0] &&
           a->p[1] == b->p[1] && a->p[2] == b->p[2];
}
