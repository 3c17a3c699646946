/* test_skye_board.c - Isle of Skye's board view in the board scene, with the shipped game:
 * a price is set by a click on its coin (the coin of that price, not a menu), the wheel
 * over a kingdom zooms it in steps and back to the whole kingdom, keeping the cell under
 * the pointer in place, and a drag pans the zoomed kingdom. NEMETON_SHOTS=DIR saves what the screen shows at each step. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "autoplay.h"
#include "board_internal.h"
#include "headless.h"
#include "scenes.h"
#include "ui.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

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

static void move_to(app *a, int x, int y) {
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = x;
    ev.motion.y = y;
    app_dispatch(a, &ev);
}

static void wheel(app *a, int dy) {
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEWHEEL;
    ev.wheel.y = dy;
    app_dispatch(a, &ev);
}

/* Plays the legal action whose English label starts with prefix by clicking where the
 * board says it is played; 1 when it was played. */
static int click_label(app *a, scene *s, const char *prefix) {
    nm_match *m = board_scene_match(s);
    const nm_action_list *l = nm_match_legal(m);
    char lab[NM_LABEL_LEN], el[NM_ELEMENT_LEN];
    for (int k = 0; k < l->count; k++) {
        nm_match_label(m, &l->a[k], lab, sizeof lab);
        if (strncmp(lab, prefix, strlen(prefix)) != 0) continue;
        nm_action want = l->a[k];
        nm_match_element(m, &want, el, sizeof el);
        int x, y, before = m->history_count;
        if (board_scene_action_point(s, a, &want, &x, &y) != 0 && board_scene_click_point(s, el, &x, &y) != 0) return 0;
        autoplay_click(a, x, y);
        app_update(a, 0);
        return m->history_count == before + 1;
    }
    return 0;
}

/* A driven Skye board of `players` random seats, seed 3, pushed on the stack; NULL (a
 * failed check) when it cannot be made. */
static scene *skye_board(app *a, int players) {
    board_config c;
    memset(&c, 0, sizeof c);
    c.game = nm_registry_find("skye");
    c.driven = 1;
    for (int p = 0; p < players; p++) strcpy(c.bot[p], "random");
    nm_setup_defaults(c.game, &c.setup, players, 3);
    char err[600];
    scene *s = board_scene_create(a, &c, err, sizeof err);
    CHECK(s != NULL);
    if (s) scene_stack_push(&a->stack, s, a);
    return s;
}

static void coins_and_zoom(app *a) {
    scene *s = skye_board(a, 2);
    if (!s) return;
    board_scene *b = (board_scene *)s;
    nm_match *m = board_scene_match(s);
    app_update(a, 0);
    /* the discard (one click on the tile), then a price by its coin: the coin of 3 */
    CHECK(click_label(a, s, "discard "));
    shot(a, "skye-coins");
    CHECK(click_label(a, s, "price "));
    char lab[NM_LABEL_LEN];
    CHECK(m->history_count == 2);
    /* a click on the coin of 3 plays exactly "at 3" */
    const nm_action_list *l = nm_match_legal(m);
    int found = 0;
    for (int k = 0; k < l->count && !found; k++) {
        nm_match_label(m, &l->a[k], lab, sizeof lab);
        if (strstr(lab, " at 3") && strncmp(lab, "price ", 6) == 0) {
            int x, y;
            nm_action want = l->a[k]; /* the legal list changes once it is played */
            CHECK(board_scene_action_point(s, a, &want, &x, &y) == 0);
            int before = m->history_count;
            autoplay_click(a, x, y);
            app_update(a, 0);
            CHECK(m->history_count == before + 1 && nm_action_equal(&m->history[before], &want));
            found = 1;
        }
    }
    CHECK(found);
    /* the wheel over Player 1's kingdom: zoom steps, back to the whole kingdom */
    int k0 = element(b, "seat.0.kingdom");
    CHECK(k0 >= 0);
    if (k0 < 0) return;
    SDL_Rect r = b->rect[k0];
    int px = r.x + r.w / 2, py = r.y + r.h * 2 / 3;
    move_to(a, px, py);
    CHECK(b->view_state[0] == 0);
    wheel(a, 1);
    CHECK(b->view_state[0] == 1);
    wheel(a, 1);
    CHECK(b->view_state[0] == 2);
    shot(a, "skye-zoom");
    /* a drag with the left button (a click here plays nothing) pans the zoomed kingdom */
    int ax = b->view_state[5], ay = b->view_state[10];
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = px;
    ev.button.y = py;
    app_dispatch(a, &ev);
    /* the press opened the kingdom large; the offers stay, a discard is awaited there */
    app_update(a, 0);
    int o10 = element(b, "seat.1.offer.0");
    CHECK(b->view_state[17] == 1 && b->rect[k0].h > r.h && o10 >= 0 && b->rect[o10].w > 0);
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.state = SDL_BUTTON_LMASK;
    ev.motion.x = px + 60;
    ev.motion.y = py - 30;
    app_dispatch(a, &ev);
    CHECK(b->view_state[5] < ax && b->view_state[10] > ay); /* the view follows the pointer */
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ev.button.button = SDL_BUTTON_LEFT;
    app_dispatch(a, &ev);
    shot(a, "skye-pan");
    move_to(a, px, py);
    for (int i = 0; i < 10; i++) wheel(a, 1);
    CHECK(b->view_state[0] == 4); /* 400 %: the last step */
    for (int i = 0; i < 10; i++) wheel(a, -1);
    CHECK(b->view_state[0] == 0 && b->view_state[5] == 0 && b->view_state[10] == 0);
    /* the wheel elsewhere (a scoring tile) changes nothing */
    int w0 = element(b, "window.0");
    if (w0 >= 0) {
        move_to(a, b->rect[w0].x + 4, b->rect[w0].y + 4);
        wheel(a, 1);
        int sum = 0;
        for (int i = 0; i < 16; i++) sum += b->view_state[i];
        CHECK(sum == 0);
    }
    scene_stack_pop(&a->stack, a);
}

/* The label's placement: tile, cell and turn; 1 when lab is one. */
static int placement(const char *lab, char *tile, int *x, int *y, int *r) {
    return sscanf(lab, "place %47s at %d,%d turned %d", tile, x, y, r) == 4;
}

/* Rotation while building: the wheel over the kingdom turns the held tile (over a lit cell,
 * to the turns legal there), Ctrl+wheel zooms, a click on a lit cell plays the placement at
 * the turn shown, a click on the held tile in the hand turns it, and the autoplay (several
 * clicks for one action) still plays exactly what it chose. */
static void rotation(app *a) {
    nm_controller ctl[2];
    nm_errors err;
    memset(&err, 0, sizeof err);
    for (int p = 0; p < 2; p++) {
        nm_controller_parse("random", &ctl[p], &err);
        nm_controller_seed(&ctl[p], 3, p);
    }
    char msg[600];
    scene *s = skye_board(a, 2);
    if (!s) return;
    board_scene *b = (board_scene *)s;
    nm_match *m = board_scene_match(s);
    char lab[NM_LABEL_LEN], tile[48], first[48];
    /* to the first build (the autoplay clicks the prices, the buying, the Dolmen) */
    for (int guard = 0; guard < 200; guard++) {
        nm_match_label(m, &nm_match_legal(m)->a[0], lab, sizeof lab);
        int x, y, r;
        if (placement(lab, tile, &x, &y, &r)) break;
        CHECK(autoplay_run(a, s, ctl, 1, 0, msg, sizeof msg) == 0);
    }
    const nm_action_list *l = nm_match_legal(m);
    nm_match_label(m, &l->a[0], lab, sizeof lab);
    int x, y, r;
    CHECK(placement(lab, first, &x, &y, &r));
    /* a cell where the held tile (the first to build) has two turns or more */
    int cx = 0, cy = 0, turns[4], nt = 0;
    for (int k = 0; k < l->count && nt < 2; k++) {
        nm_match_label(m, &l->a[k], lab, sizeof lab);
        if (!placement(lab, tile, &x, &y, &r) || strcmp(tile, first) != 0) continue;
        nt = 0;
        for (int q = 0; q < l->count; q++) {
            char t2[48];
            int x2, y2, r2;
            nm_match_label(m, &l->a[q], lab, sizeof lab);
            if (placement(lab, t2, &x2, &y2, &r2) && strcmp(t2, first) == 0 && x2 == x && y2 == y && nt < 4)
                turns[nt++] = r2;
        }
        cx = x, cy = y;
    }
    CHECK(nt >= 2);
    if (nt < 2) return;
    /* the cell's first turn is shown while the held turn is 0: the autoplay's point is the cell */
    nm_action want;
    int found = 0;
    for (int k = 0; k < l->count && !found; k++) {
        nm_match_label(m, &l->a[k], lab, sizeof lab);
        if (placement(lab, tile, &x, &y, &r) && strcmp(tile, first) == 0 && x == cx && y == cy && r == turns[0])
            want = l->a[k], found = 1;
    }
    CHECK(found);
    int px, py;
    CHECK(board_scene_action_point(s, a, &want, &px, &py) == 0);
    int seat = nm_match_to_move(m);
    char kid[32];
    snprintf(kid, sizeof kid, "seat.%d.kingdom", seat);
    int ki = element(b, kid);
    CHECK(ki >= 0 && ui_hit(b->rect[ki], px, py));
    move_to(a, px, py);
    shot(a, "skye-held");
    wheel(a, 1); /* clockwise: the cell's next legal turn */
    CHECK(b->view_state[16] == turns[1]);
    shot(a, "skye-turned");
    wheel(a, -1);
    CHECK(b->view_state[16] == turns[0]);
    wheel(a, 1);
    CHECK(b->view_state[16] == turns[1]);
    /* Ctrl+wheel zooms and leaves the turn */
    SDL_SetModState(KMOD_LCTRL);
    wheel(a, 1);
    CHECK(b->view_state[seat] == 1 && b->view_state[16] == turns[1]);
    wheel(a, -1);
    SDL_SetModState(KMOD_NONE);
    CHECK(b->view_state[seat] == 0);
    /* a click on the cell puts the tile down at the turn shown */
    found = 0;
    for (int k = 0; k < l->count && !found; k++) {
        nm_match_label(m, &l->a[k], lab, sizeof lab);
        if (placement(lab, tile, &x, &y, &r) && strcmp(tile, first) == 0 && x == cx && y == cy && r == turns[1])
            want = l->a[k], found = 1;
    }
    CHECK(found);
    int before = m->history_count;
    autoplay_click(a, px, py);
    CHECK(m->history_count == before + 1 && nm_action_equal(&m->history[before], &want));
    /* a click on the held tile in the hand turns it (and plays nothing) */
    l = nm_match_legal(m);
    nm_match_label(m, &l->a[0], lab, sizeof lab);
    if (placement(lab, first, &x, &y, &r)) {
        int held = 0;
        for (int k = 0; k < l->count && !held; k++) {
            /* a placement of the held tile whose turn is not the one shown: its point is the hand */
            nm_action act = l->a[k];
            int hx, hy;
            char hid[32];
            snprintf(hid, sizeof hid, "seat.%d.hand", nm_match_to_move(m));
            int hi = element(b, hid);
            if (board_scene_action_point(s, a, &act, &hx, &hy) != 0 || hi < 0 || !ui_hit(b->rect[hi], hx, hy)) continue;
            int rot = b->view_state[16], n0 = m->history_count, held0 = b->view_state[15];
            autoplay_click(a, hx, hy);
            CHECK(m->history_count == n0);
            CHECK(b->view_state[16] != rot || b->view_state[15] != held0);
            held = 1;
            shot(a, "skye-hand-click");
        }
        CHECK(held);
    }
    /* the autoplay, a click or more per placement, plays what the random seat chose */
    CHECK(autoplay_run(a, s, ctl, 40, 0, msg, sizeof msg) == 0);
    scene_stack_pop(&a->stack, a);
}

/* At 5 players the seats stand in columns, each kingdom on a good part of the height; a
 * click on a kingdom opens it large over the kingdoms' band, another click closes it. */
static void five_and_open(app *a) {
    scene *s = skye_board(a, 5);
    if (!s) return;
    board_scene *b = (board_scene *)s;
    app_update(a, 0);
    int k0 = element(b, "seat.0.kingdom"), k2 = element(b, "seat.2.kingdom");
    CHECK(k0 >= 0 && k2 >= 0);
    if (k0 < 0 || k2 < 0) return;
    SDL_Rect small = b->rect[k2];
    CHECK(small.h >= a->h / 4); /* a quarter of the window's height at least (1280x720: 180 px) */
    shot(a, "skye-5p");
    autoplay_click(a, small.x + small.w / 2, small.y + small.h / 2);
    CHECK(b->view_state[17] == 3);
    CHECK(b->rect[k2].w > 3 * small.w && b->rect[k0].w == 0);
    shot(a, "skye-5p-open");
    autoplay_click(a, b->rect[k2].x + b->rect[k2].w / 2, b->rect[k2].y + b->rect[k2].h / 2);
    CHECK(b->view_state[17] == 0 && b->rect[k2].w == small.w && b->rect[k0].w > 0);
    scene_stack_pop(&a->stack, a);
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-skye-board-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    if (!nm_registry_find("skye")) {
        fprintf(stderr, "no skye game registered\n");
        headless_close(&a, dir);
        return 1;
    }
    scene_stack_push(&a.stack, title_scene_create(), &a);
    coins_and_zoom(&a);
    rotation(&a);
    five_and_open(&a);
    if (headless_close(&a, dir) != 0) failures++;
    if (failures) return 1;
    printf("skye board view: ok\n");
    return 0;
}
