/* views.h - the board views of the built-in games (view_<game>.c), listed in views.c. */
#ifndef NM_CLIENT_VIEWS_H
#define NM_CLIENT_VIEWS_H
#include "board_internal.h"

extern const board_view view_oak;
extern const board_view view_samhain;
extern const board_view view_karnag;
extern const board_view view_edora;

#endif
