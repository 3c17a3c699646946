/* autoplay.c - whole games by simulated mouse clicks. */
#include "autoplay.h"
#include <string.h>
#include "board.h"
#include "scenes.h"

#define AUTOPLAY_MAX_ACTIONS 1000000 /* the CLI's limit */

void autoplay_click(app *a, int x, int y) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    app_dispatch(a, &e);
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    app_dispatch(a, &e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    app_dispatch(a, &e);
    app_update(a, 0);
}

int autoplay_run(app *a, scene *board, nm_controller *ctl, int max_actions, int render,
                 char *err, size_t n) {
    nm_match *m = board_scene_match(board);
    int played = 0, x, y;
    app_update(a, 0);
    while (!nm_match_over(m) && (max_actions < 0 || played < max_actions)) {
        scene *top = scene_stack_top(&a->stack);
        if (scene_is(top, "pass")) {
            if (pass_overlay_button_point(top, &x, &y) != 0) {
                SDL_snprintf(err, n, "autoplay: the pass-the-device button is not on screen");
                return -1;
            }
            autoplay_click(a, x, y);
            if (scene_stack_top(&a->stack) == top) {
                SDL_snprintf(err, n, "autoplay: clicking the pass-the-device button did nothing");
                return -1;
            }
            continue;
        }
        if (top != board) {
            SDL_snprintf(err, n, "autoplay: the %s scene is in front of the board",
                         top ? top->ops->name : "(no)");
            return -1;
        }
        const nm_action_list *legal = nm_match_legal(m);
        int seat = nm_match_to_move(m);
        if (legal->count == 0 || seat < 0 || seat >= m->setup.players) {
            SDL_snprintf(err, n, "%s: no legal action for seat %d after %d actions, but the game is not over",
                         m->game->id, seat, m->history_count);
            return -1;
        }
        if (m->history_count >= AUTOPLAY_MAX_ACTIONS) {
            SDL_snprintf(err, n, "%s: the game did not end within %d actions", m->game->id,
                         AUTOPLAY_MAX_ACTIONS);
            return -1;
        }
        int k = nm_controller_choose(&ctl[seat], m->game, m->data, m->state, seat, legal);
        nm_action act = legal->a[k];
        char label[NM_LABEL_LEN], element[NM_ELEMENT_LEN];
        /* The menu shows the words a person reads, in the interface's language. */
        nm_match_display_label(m, &act, a->set.lang, label, sizeof label);
        nm_match_element(m, &act, element, sizeof element);
        int before = m->history_count;
        if (board_scene_action_point(board, a, &act, &x, &y) != 0 &&
            board_scene_click_point(board, element, &x, &y) != 0) {
            SDL_snprintf(err, n,
                         "autoplay: action \"%s\" (action %d) targets board element \"%s\", which "
                         "is not on screen",
                         label, before + 1, element);
            return -1;
        }
        autoplay_click(a, x, y);
        top = scene_stack_top(&a->stack);
        /* A click may only prepare the action (Skye: holding a tile, turning it): while
         * nothing was played and the board is in front, ask again where it is played. */
        for (int tries = 0; tries < 8 && top == board && m->history_count == before; tries++) {
            if (board_scene_action_point(board, a, &act, &x, &y) != 0) break;
            autoplay_click(a, x, y);
            top = scene_stack_top(&a->stack);
        }
        if (scene_is(top, "menu")) {
            if (menu_overlay_row_point(top, label, &x, &y) != 0) {
                SDL_snprintf(err, n, "autoplay: the choice menu of \"%s\" has no row \"%s\"",
                             element, label);
                return -1;
            }
            autoplay_click(a, x, y);
        }
        if (m->history_count != before + 1 || !nm_action_equal(&m->history[before], &act)) {
            SDL_snprintf(err, n,
                         "autoplay: clicking \"%s\" for \"%s\" (action %d) did not play it",
                         element, label, before + 1);
            return -1;
        }
        played++;
        if (render > 0 && played % render == 0) app_render(a);
    }
    if (render > 0) app_render(a);
    return 0;
}
