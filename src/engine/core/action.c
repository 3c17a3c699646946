/* action.c - action lists. */
#include "nemeton/action.h"

int nm_actions_push(nm_action_list *l, uint16_t kind, uint16_t target, int32_t p0, int32_t p1,
                    int32_t p2) {
    if (l->count >= NM_MAX_ACTIONS) return -1;
    nm_action *a = &l->a[l->count++];
    a->kind = kind;
    a->target = target;
    a->p[0] = p0;
    a->p[1] = p1;
    a->p[2] = p2;
    return 0;
}

int nm_action_equal(const nm_action *a, const nm_action *b) {
    return a->kind == b->kind && a->target == b->target && a->p[0] == b->p[0] &&
           a->p[1] == b->p[1] && a->p[2] == b->p[2];
}
