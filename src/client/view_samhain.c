/* view_samhain.c - Samhain's own drawing on the board scene (see board_view in board_internal.h). */
#include "views.h"

const board_view view_samhain = {
    .game = "samhain",
};
