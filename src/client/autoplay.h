/* autoplay.h - plays a game through the user interface: each seat's controller picks an
 * action, and the choice is made by simulated clicks on the element it targets (and on
 * the choice menu and pass-the-device screens), never by calling the engine directly. */
#ifndef NM_CLIENT_AUTOPLAY_H
#define NM_CLIENT_AUTOPLAY_H
#include <stddef.h>
#include "nemeton/controller.h"
#include "app.h"

/* Plays up to max_actions decisions (-1: until the game is over) of the board scene on
 * a's stack, controllers seeded by the caller. render: draw a frame after
 * every render-th action (0: none) and at the end.
 * Returns 0, or -1 with a message (an action not reachable by click, or a click that
 * played something else). */
int autoplay_run(app *a, scene *board, nm_controller *ctl, int max_actions, int render,
                 char *err, size_t n);
/* A left click at (x, y) in pixels, as SDL would deliver it, followed by an update. */
void autoplay_click(app *a, int x, int y);

#endif
