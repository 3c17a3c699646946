/* test_oak_board.c - Oak's board view in the board scene, with the shipped games: an
 * opponent's board opened over the viewer's own (a click on its compact board) answers
 * hover and zoom for its own parts, a click there plays nothing and closes it. Broichan's
 * turns in the log, lit one line at a time, and taken back by Undo. The effects' choices on
 * the shared action bar: titled with the effect's name, pointing at "take <Creature>" lights
 * that Creature, options past the bar's room behind "More options", which opens them all. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "autoplay.h"
#include "board_internal.h"
#include "headless.h"
#include "scenes.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

/* With NEMETON_SHOTS=DIR, saves what the screen shows, for people to look at. */
static void shot(app *a, const char *name) {
    const char *dir = getenv("NEMETON_SHOTS");
    if (!dir) return;
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app_update(a, 0);
    app_render(a);
    if (app_save_png(a, path, err, sizeof err) != 0) fprintf(stderr, "%s\n", err);
}

static int element(const board_scene *b, const char *id) {
    for (int i = 0; i < b->n; i++)
        if (strcmp(b->d->board.elements[i].id, id) == 0) return i;
    return -1;
}

static void right_click(app *a, int x, int y) {
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_RIGHT;
    ev.button.x = x;
    ev.button.y = y;
    app_dispatch(a, &ev);
}

/* A driven Oak board of `players` random seats, pushed on the stack; NULL (a failed check)
 * when it cannot be made. */
static scene *oak_board(app *a, int players, uint64_t seed) {
    board_config oc;
    memset(&oc, 0, sizeof oc);
    oc.game = nm_registry_find("oak");
    oc.driven = 1;
    for (int p = 0; p < players; p++) strcpy(oc.bot[p], "random");
    nm_setup_defaults(oc.game, &oc.setup, players, seed);
    char err[600];
    scene *os = board_scene_create(a, &oc, err, sizeof err);
    CHECK(os != NULL);
    if (os) scene_stack_push(&a->stack, os, a);
    return os;
}

/* A driven game (the viewer is the seat to move) of `players` seats, at its first Day
 * turn; opponent k (opp.k) is opened and its part in the place of the viewer's `part`
 * checked, then a click on a covered element that would play. */
static void opened_board(app *a, int players, int k, const char *part) {
    scene *os = oak_board(a, players, 5);
    if (!os) return;
    board_scene *ob = (board_scene *)os;
    nm_match *om = board_scene_match(os);
    app_update(a, 0);
    /* to the Day: each seat chooses an order by its tile */
    for (int guard = 0; guard < 8 && om->history_count < players && !nm_match_over(om); guard++) {
        const nm_action_list *l = nm_match_legal(om);
        char el[NM_ELEMENT_LEN];
        nm_match_element(om, &l->a[0], el, sizeof el);
        int x, y;
        if (board_scene_click_point(os, el, &x, &y) == 0) autoplay_click(a, x, y);
    }
    app_update(a, 0);
    int mine = element(ob, part);
    nm_element_view cv;
    CHECK(mine >= 0 && !board_covered(ob, a, mine, NULL, &cv));
    char opp[16];
    snprintf(opp, sizeof opp, "opp.%d", k);
    int x, y;
    int oi = element(ob, opp);
    CHECK(oi >= 0 && ob->dynamic[oi]);
    if (oi < 0) return;
    int want_owner = ob->views[oi].owner;
    CHECK(want_owner >= 0 && want_owner != ob->viewer);
    /* Fewer than three opponents share the three places of board.json: the last one
     * present reaches the bottom of that area, and its rectangle is what it draws and
     * where it is clicked (a click near its bottom edge opens it). */
    int o3 = element(ob, "opp.3"), olast = -1;
    char last_id[16];
    snprintf(last_id, sizeof last_id, "opp.%d", players - 1);
    olast = element(ob, last_id);
    if (players < 4 && o3 >= 0 && olast >= 0)
        CHECK(ob->rect[olast].y + ob->rect[olast].h == ob->rect[o3].y && ob->rect[o3].h == 0);
    CHECK(board_scene_click_point(os, opp, &x, &y) == 0);
    autoplay_click(a, x, ob->rect[oi].y + ob->rect[oi].h - 3);
    CHECK(ob->view_state[0] == k);
    CHECK(board_covered(ob, a, mine, NULL, &cv) && cv.owner == want_owner && cv.title[0]);
    CHECK(ob->views[mine].owner == ob->viewer || ob->views[mine].owner < 0);
    /* the hover card and the zoom show the opponent's part */
    CHECK(board_scene_click_point(os, part, &x, &y) == 0);
    a->mouse_x = x;
    a->mouse_y = y;
    char name[64];
    snprintf(name, sizeof name, "oak-%dp-opp%d-hover", players, k);
    shot(a, name);
    right_click(a, x, y);
    CHECK(scene_is(scene_stack_top(&a->stack), "zoom"));
    snprintf(name, sizeof name, "oak-%dp-opp%d-zoom", players, k);
    shot(a, name);
    autoplay_click(a, x, y); /* closes the zoom */
    app_update(a, 0);
    CHECK(scene_stack_top(&a->stack) == os);
    /* a click on the covered board plays nothing and closes it, even on a part of the
     * viewer's board that would play */
    int legal = -1;
    for (int i = 0; i < ob->n && legal < 0; i++)
        if (ob->legal_n[i] > 0 && strncmp(ob->d->board.elements[i].id, "me.", 3) == 0) legal = i;
    if (legal >= 0) CHECK(board_scene_click_point(os, ob->d->board.elements[legal].id, &x, &y) == 0);
    int before = om->history_count;
    autoplay_click(a, x, y);
    CHECK(om->history_count == before && ob->view_state[0] == 0);
    CHECK(!board_covered(ob, a, mine, NULL, &cv));
    if (legal < 0) fprintf(stderr, "note: no part of the viewer's board plays at this turn\n");
    CHECK(board_scene_click_point(os, part, &x, &y) == 0);
    /* the viewer's own part answers again */
    right_click(a, x, y);
    CHECK(scene_is(scene_stack_top(&a->stack), "zoom"));
    autoplay_click(a, x, y);
    app_update(a, 0);
    scene_stack_pop_to(&a->stack, 1, a);
    scene_stack_collect(&a->stack);
}

/* Issue 16: a person against Broichan. Each of his turns gets a log line in words (in
 * italics: an event), shown one line at a time with its element lit; the prompt line says
 * the pending decision; Undo takes his turn back with the person's move, lines included. */
static void broichan_log(app *a) {
    const nm_game *oak = nm_registry_find("oak");
    board_config oc;
    memset(&oc, 0, sizeof oc);
    oc.game = oak;
    oc.human[0] = 1;
    nm_setup_defaults(oak, &oc.setup, 1, 5);
    char err[600];
    scene *os = board_scene_create(a, &oc, err, sizeof err);
    CHECK(os != NULL);
    if (!os) return;
    scene_stack_push(&a->stack, os, a);
    board_scene *ob = (board_scene *)os;
    nm_match *om = board_scene_match(os);
    app_update(a, 0);
    char want[NM_EVENT_LEN];
    oak->prompt(ob->d, om->state, a->set.lang, want, sizeof want);
    CHECK(want[0] && strcmp(ob->prompt, want) == 0);
    int found = -1;
    for (int guard = 0; guard < 60 && found < 0 && !nm_match_over(om); guard++) {
        const nm_action_list *l = nm_match_legal(om);
        int before = ob->log_count;
        nm_action act = l->a[(guard * 5) % l->count];
        CHECK(board_scene_play(os, a, &act) == 0);
        for (int k = before; k < ob->log_count; k++)
            if (ob->log[k].event && ob->log[k].seat == 1) found = k;
        if (found >= 0) {
            CHECK(strncmp(ob->log[found].text, "Broichan: ", 10) == 0);
            CHECK(!ob->log[before].event && ob->log[before].step == om->history_count); /* the action's own line */
            CHECK(ob->event_n > 0);
            app_update(a, 0);
            CHECK(ob->event_shown == 0 && ob->event_line == ob->event_log[0]);
            if (ob->event_el[0] >= 0) CHECK(ob->involved[ob->event_el[0]]);
            shot(a, "oak-broichan-log");
            /* Undo takes back the person's move and Broichan's turn, with their lines */
            if (ob->can_undo) {
                int hist = om->history_count;
                autoplay_click(a, ob->btn_undo.x + ob->btn_undo.w / 2, ob->btn_undo.y + ob->btn_undo.h / 2);
                CHECK(om->history_count < hist && ob->log_count <= before && ob->event_n == 0);
            }
        }
        if (scene_stack_top(&a->stack) != os) break;
    }
    CHECK(found >= 0);
    scene_stack_pop(&a->stack, a);
}


/* A driven game played until the action bar has held a creature pick and more options than
 * its room: both checked as a person meets them. */
static void action_bar(app *a, int players, uint64_t seed, int *lit, int *more) {
    scene *os = oak_board(a, players, seed);
    if (!os) return;
    board_scene *ob = (board_scene *)os;
    nm_match *om = board_scene_match(os);
    for (int step = 0; step < 600 && !nm_match_over(om) && (!*lit || !*more); step++) {
        a->mouse_x = a->mouse_y = -1000;
        app_update(a, 0);
        app_render(a);
        const nm_action_list *l = nm_match_legal(om);
        int on_bar = 0;
        for (int k = 0; k < l->count; k++) {
            char id[NM_ELEMENT_LEN];
            nm_match_element(om, &l->a[k], id, sizeof id);
            on_bar += strcmp(id, NM_ELEMENT_BAR) == 0;
        }
        CHECK(ob->bar_n == on_bar);
        if (on_bar > 0) {
            CHECK(ob->bar_title[0] && strcmp(ob->bar_title, "Effect") != 0 && strcmp(ob->bar_title, "Choose an option") != 0);
            CHECK(ob->bar_shown == ob->bar_n || ob->bar_more.w > 0);
            CHECK(ob->log_box.h > 0 && ob->bar_box.y + ob->bar_box.h <= ob->log_box.y);
        }
        for (int k = 0; k < ob->bar_shown && !*lit; k++)
            for (int i = 0; i < 3; i++) { /* the row's Creatures, named by their elements */
                char el[16], want[NM_LABEL_LEN];
                snprintf(el, sizeof el, "creature.%d", i);
                int e = element(ob, el);
                if (e < 0 || !ob->views[e].title[0]) continue;
                snprintf(want, sizeof want, "take %s", ob->views[e].title);
                if (strcmp(ob->bar_label[k], want) != 0) continue;
                CHECK(!ob->involved[e]);
                a->mouse_x = ob->bar_btn[k].x + ob->bar_btn[k].w / 2;
                a->mouse_y = ob->bar_btn[k].y + ob->bar_btn[k].h / 2;
                app_update(a, 0);
                CHECK(ob->involved[e]);
                shot(a, "oak-bar-creature");
                int before = om->history_count;
                autoplay_click(a, a->mouse_x, a->mouse_y); /* the button plays it */
                CHECK(om->history_count == before + 1);
                *lit = 1;
                break;
            }
        if (!*more && ob->bar_n > ob->bar_shown && ob->bar_more.w > 0) {
            nm_action want = ob->bar_act[ob->bar_n - 1]; /* one behind the button */
            char label[NM_LABEL_LEN];
            snprintf(label, sizeof label, "%s", ob->bar_label[ob->bar_n - 1]);
            shot(a, "oak-bar-more");
            autoplay_click(a, ob->bar_more.x + ob->bar_more.w / 2, ob->bar_more.y + ob->bar_more.h / 2);
            scene *top = scene_stack_top(&a->stack);
            CHECK(scene_is(top, "menu"));
            int x, y, before = om->history_count;
            if (scene_is(top, "menu")) {
                shot(a, "oak-bar-more-menu");
                CHECK(menu_overlay_row_point(top, label, &x, &y) == 0);
                autoplay_click(a, x, y);
                CHECK(om->history_count == before + 1 && nm_action_equal(&om->history[before], &want));
            }
            *more = 1;
        }
        if (scene_stack_top(&a->stack) != os) break;
        l = nm_match_legal(om);
        if (nm_match_over(om) || l->count == 0) break;
        nm_action act = l->a[(step * 7 + 3) % l->count];
        CHECK(board_scene_play(os, a, &act) == 0);
    }
    while (scene_stack_top(&a->stack) != os) scene_stack_pop(&a->stack, a);
    scene_stack_pop(&a->stack, a);
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-oak-board-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    if (!nm_registry_find("oak")) {
        fprintf(stderr, "no oak game registered\n");
        headless_close(&a, dir);
        return 1;
    }
    scene_stack_push(&a.stack, title_scene_create(), &a);
    opened_board(&a, 2, 1, "me.rest");
    opened_board(&a, 3, 2, "me.sanct");
    opened_board(&a, 1, 1, "me.resources"); /* Broichan's summary over every part */
    broichan_log(&a);
    int lit = 0, more = 0;
    for (uint64_t seed = 1; seed <= 12 && (!lit || !more); seed++) action_bar(&a, 2 + (int)(seed % 3), seed, &lit, &more);
    CHECK(lit && more);
    if (headless_close(&a, dir) != 0) failures++;
    if (failures) return 1;
    printf("oak board view: ok\n");
    return 0;
}
