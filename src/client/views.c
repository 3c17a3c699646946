/* views.c - the games' own board drawing, found by game id. A game absent from this
 * table is drawn by the generic element drawing alone. */
#include <string.h>
#include "board_internal.h"
#include "views.h"

static const board_view *const board_views[] = {
    &view_oak,
    &view_samhain,
    &view_karnag,
    &view_edora,
};

const board_view *board_view_find(const char *game) {
    for (size_t i = 0; i < sizeof board_views / sizeof board_views[0]; i++)
        if (strcmp(board_views[i]->game, game) == 0) return board_views[i];
    return NULL;
}
