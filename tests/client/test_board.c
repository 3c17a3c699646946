/* test_board.c - the board scene with the fixture game, driven by simulated clicks: every
 * legal target is clickable, a click plays, the autosave follows every action and loads
 * back to the same state, undo, pass-the-device between two people, the end screen. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "autoplay.h"
#include "board_internal.h"
#include "headless.h"
#include "nemeton/util.h"
#include "../portable.h"
#include "scenes.h"
#include "ui.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static int exists(const char *p) { return access(p, F_OK) == 0; }

/* With NEMETON_SHOTS=DIR, saves what the screen shows at each step, for people to look at. */
static void shot(app *a, const char *name) {
    const char *dir = getenv("NEMETON_SHOTS");
    if (!dir) return;
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app_update(a, 0);
    app_render(a);
    if (app_save_png(a, path, err, sizeof err) != 0) fprintf(stderr, "%s\n", err);
}

/* Clicks the element of legal action k (and its menu row); 0 when it was played. */
/* Two pixels alike: a soft shape drawn straight onto the layer and the same shape copied
 * from its sprite round their blending differently, by a unit or two per channel; a stale
 * region differs by far more, and over far more pixels. */
static int board_pixels_near(Uint32 p, Uint32 q) {
    for (int sh = 0; sh < 32; sh += 8) {
        int d = (int)((p >> sh) & 0xFF) - (int)((q >> sh) & 0xFF);
        if (d < -3 || d > 3) return 0;
    }
    return 1;
}

static int play_by_click(app *a, scene *board, int k) {
    nm_match *m = board_scene_match(board);
    nm_action act = nm_match_legal(m)->a[k];
    char label[NM_LABEL_LEN], el[NM_ELEMENT_LEN];
    nm_match_label(m, &act, label, sizeof label);
    nm_match_element(m, &act, el, sizeof el);
    int x, y, before = m->history_count;
    if (board_scene_click_point(board, el, &x, &y) != 0) return -1;
    autoplay_click(a, x, y);
    scene *top = scene_stack_top(&a->stack);
    if (scene_is(top, "menu")) {
        if (menu_overlay_row_point(top, label, &x, &y) != 0) return -1;
        autoplay_click(a, x, y);
    }
    return m->history_count == before + 1 && nm_action_equal(&m->history[before], &act) ? 0 : -1;
}

/* Draws frames while the scene asks for more (a redraw left for the next frame), at most
 * 100; returns how many. */
static int render_settled(app *a) {
    int frames = 0;
    do {
        a->dirty = 0;
        app_render(a);
        frames++;
    } while (a->dirty && frames < 100);
    return frames;
}

/* The static layer brought up to date region by region draws the same picture as the
 * layer drawn whole (within board_pixels_near and a few edge pixels). */
static void check_layer_whole(app *a, board_scene *db, const char *what) {
    SDL_Surface *inc = SDL_DuplicateSurface(a->canvas);
    board_memo_reset(db->memo);
    app_render(a);
    long differ = 0;
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
    for (int y = 0; inc && y < inc->h; y++) {
        const Uint32 *r0 = (const Uint32 *)((const Uint8 *)inc->pixels + y * inc->pitch);
        const Uint32 *r1 = (const Uint32 *)((const Uint8 *)a->canvas->pixels + y * a->canvas->pitch);
        for (int x = 0; x < inc->w; x++) {
            if (board_pixels_near(r0[x], r1[x])) continue;
            differ++;
            x0 = x < x0 ? x : x0;
            x1 = x > x1 ? x : x1;
            y0 = y < y0 ? y : y0;
            y1 = y > y1 ? y : y1;
        }
    }
    /* Edge pixels of a shape may flip (its points are computed at another offset). */
    CHECK(inc != NULL && differ * 10000 < (long)inc->w * inc->h);
    if (differ)
        fprintf(stderr, "%s vs whole: %ld pixels differ within x %d-%d, y %d-%d\n", what, differ,
                x0, x1, y0, y1);
    SDL_FreeSurface(inc);
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-board-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    const nm_game *g = nm_registry_find("fixture");
    CHECK(g != NULL);
    CHECK(a.pref_dir != NULL);
    char err[600];

    board_config bc;
    memset(&bc, 0, sizeof bc);
    bc.game = g;
    nm_setup_defaults(g, &bc.setup, 2, 9);
    bc.human[0] = bc.human[1] = 1;
    strcpy(bc.bot[0], "random");
    strcpy(bc.bot[1], "random");
    scene_stack_push(&a.stack, title_scene_create(), &a);
    scene *board = board_scene_create(&a, &bc, err, sizeof err);
    CHECK(board != NULL);
    if (!board) return 1;
    scene_stack_push(&a.stack, board, &a);
    app_update(&a, 0);
    app_render(&a);
    nm_match *m = board_scene_match(board);
    board_scene *b = (board_scene *)board;

    /* Every legal action's element is on screen and lit. */
    const nm_action_list *legal = nm_match_legal(m);
    CHECK(legal->count > 0);
    for (int k = 0; k < legal->count; k++) {
        char el[NM_ELEMENT_LEN];
        int x, y;
        nm_match_element(m, &legal->a[k], el, sizeof el);
        CHECK(board_scene_click_point(board, el, &x, &y) == 0);
        CHECK(b->legal_n[board_element_at(b, x, y)] > 0);
    }
    CHECK(b->unreachable == 0);

    /* A click plays; the autosave follows and loads back to the same state. It is one
     * file, seats included; the seats file an older version left beside it goes. */
    char save[1024], seats[1024];
    snprintf(save, sizeof save, "%s/%s", dir, BOARD_AUTOSAVE);
    snprintf(seats, sizeof seats, "%s/%s", dir, BOARD_AUTOSAVE_SEATS);
    static const char old_seats[] = "{\"seats\": [\"random\", \"random\"]}";
    CHECK(nm_write_file_atomic(seats, old_seats, sizeof old_seats - 1) == 0);
    CHECK(play_by_click(&a, board, 0) == 0);
    CHECK(b->log_count == 1);
    autosaver_flush(a.autosaver); /* written on the autosave thread */
    CHECK(exists(save) && !exists(seats));
    nm_errors *e = calloc(1, sizeof *e);
    nm_match *loaded = nm_save_load(&a.lib, save, e);
    CHECK(loaded != NULL);
    if (loaded) {
        char h1[17], h2[17];
        nm_match_hash(m, h1);
        nm_match_hash(loaded, h2);
        CHECK(strcmp(h1, h2) == 0);
        nm_match_destroy(loaded);
    }
    board_config rc;
    memset(&rc, 0, sizeof rc);
    CHECK(board_read_seats(save, &rc) == 0 && rc.human[0] == 1 && rc.human[1] == 1);

    /* Resuming the autosave gives the same game, its log rebuilt from the history. */
    loaded = nm_save_load(&a.lib, save, e);
    scene *resumed = loaded ? board_scene_resume(&a, loaded, &rc, err, sizeof err) : NULL;
    CHECK(resumed != NULL);
    if (resumed) {
        board_scene *rb = (board_scene *)resumed;
        CHECK(rb->m->history_count == m->history_count && rb->log_count == b->log_count);
        CHECK(strcmp(rb->log[0].text, b->log[0].text) == 0);
        resumed->ops->destroy(resumed);
    }

    /* Undo by its button, when the engine allows it. */
    if (scene_stack_top(&a.stack) == board && b->can_undo) {
        autoplay_click(&a, b->btn_undo.x + b->btn_undo.w / 2, b->btn_undo.y + b->btn_undo.h / 2);
        CHECK(m->history_count == 0 && b->log_count == 0);
        CHECK(play_by_click(&a, board, 0) == 0);
    }

    /* A failed autosave (here the name is taken by a folder: a rename over it fails even
     * for root) is shown on the board and in a toast; the next move tries again. */
    CHECK(remove(save) == 0 && mkdir(save, 0700) == 0);
    while (scene_stack_top(&a.stack) != board) { /* the pass-the-device screen */
        scene_stack_pop(&a.stack, &a);
        scene_stack_collect(&a.stack);
    }
    CHECK(play_by_click(&a, board, 0) == 0);
    autosaver_flush(a.autosaver);
    app_update(&a, 0);
    CHECK(b->save_failed == 1);
    CHECK(strstr(a.toast, "Autosave failed") != NULL);
    while (scene_stack_top(&a.stack) != board) {
        scene_stack_pop(&a.stack, &a);
        scene_stack_collect(&a.stack);
    }
    shot(&a, "autosave-failed");
    app_render(&a);
    CHECK(rmdir(save) == 0);
    CHECK(play_by_click(&a, board, 0) == 0);
    autosaver_flush(a.autosaver);
    app_update(&a, 0);
    CHECK(b->save_failed == 0 && exists(save));
    CHECK(strstr(a.toast, "Autosave works again") != NULL);
    {
        nm_match *again = nm_save_load(&a.lib, save, e);
        CHECK(again != NULL && again->history_count == m->history_count);
        if (again) nm_match_destroy(again);
    }

    /* Play on by clicks until the turn passes between the two people: the screen hides. */
    int saw_pass = 0;
    for (int guard = 0; guard < 200 && !nm_match_over(m) && !saw_pass; guard++) {
        scene *top = scene_stack_top(&a.stack);
        if (scene_is(top, "pass")) {
            saw_pass = 1;
            shot(&a, "pass");
            int x, y;
            CHECK(pass_overlay_button_point(top, &x, &y) == 0);
            autoplay_click(&a, x, y);
            CHECK(scene_stack_top(&a.stack) == board);
            /* issue 16: the next person cannot undo the last one's decision (their hidden
             * information would show without the pass screen) */
            int to = nm_match_to_move(m), hist = m->history_count;
            CHECK(!b->can_undo);
            autoplay_click(&a, b->btn_undo.x + b->btn_undo.w / 2, b->btn_undo.y + b->btn_undo.h / 2);
            CHECK(m->history_count == hist && nm_match_to_move(m) == to && b->viewer == to);
            break;
        }
        CHECK(play_by_click(&a, board, nm_match_legal(m)->count - 1) == 0);
    }
    CHECK(saw_pass);

    /* The hover card over a card in the row. */
    int hx, hy;
    if (board_scene_click_point(board, "row.0", &hx, &hy) == 0) {
        a.mouse_x = hx;
        a.mouse_y = hy;
        shot(&a, "board-hover");
        a.mouse_x = a.mouse_y = -1000;
    }

    /* Clicks on until an element holds several actions: its choice menu opens. */
    int saw_menu = 0;
    for (int guard = 0; guard < 400 && !nm_match_over(m) && !saw_menu; guard++) {
        scene *top = scene_stack_top(&a.stack);
        if (scene_is(top, "pass")) {
            int x, y;
            pass_overlay_button_point(top, &x, &y);
            autoplay_click(&a, x, y);
            continue;
        }
        int multi = -1;
        for (int i = 0; i < b->n; i++)
            if (b->legal_n[i] > 1) multi = i;
        if (multi < 0) {
            CHECK(play_by_click(&a, board, guard % nm_match_legal(m)->count) == 0);
            continue;
        }
        int x, y, before = m->history_count;
        CHECK(board_scene_click_point(board, b->d->board.elements[multi].id, &x, &y) == 0);
        autoplay_click(&a, x, y);
        top = scene_stack_top(&a.stack);
        CHECK(scene_is(top, "menu"));
        if (!scene_is(top, "menu")) break;
        saw_menu = 1;
        shot(&a, "board-menu");
        char label[NM_LABEL_LEN];
        nm_match_label(m, &nm_match_legal(m)->a[0], label, sizeof label);
        for (int k = 0; k < nm_match_legal(m)->count; k++) {
            char el[NM_ELEMENT_LEN];
            nm_match_element(m, &nm_match_legal(m)->a[k], el, sizeof el);
            if (strcmp(el, b->d->board.elements[multi].id) == 0) {
                nm_match_label(m, &nm_match_legal(m)->a[k], label, sizeof label);
                break;
            }
        }
        CHECK(menu_overlay_row_point(top, label, &x, &y) == 0);
        autoplay_click(&a, x, y);
        CHECK(m->history_count == before + 1);
    }
    CHECK(saw_menu);

    /* A menu with many rows fits the window in columns, every row on screen. */
    {
        static nm_action acts[90];
        static char labels[90][NM_LABEL_LEN];
        for (int i = 0; i < 90; i++) {
            memset(&acts[i], 0, sizeof acts[i]);
            snprintf(labels[i], sizeof labels[i], "option number %d", i + 1);
        }
        SDL_Rect anchor = {600, 100, 100, 100};
        scene *menu = menu_overlay_create(board, "Many", acts, labels, 90, anchor);
        scene_stack_push(&a.stack, menu, &a);
        app_update(&a, 0);
        for (int i = 0; i < 90; i++) {
            int x, y;
            CHECK(menu_overlay_row_point(menu, labels[i], &x, &y) == 0);
            CHECK(x > 0 && y > 0 && x < a.w && y < a.h);
        }
        shot(&a, "menu-many");
        scene_stack_pop(&a.stack, &a);
        scene_stack_collect(&a.stack);
    }

    /* The rest of the game by the autoplay driver; the end screen comes up. */
    nm_controller ctl[2];
    CHECK(nm_controllers_parse("random,random", 2, ctl, e) == 0);
    nm_controller_seed(&ctl[0], 9, 0);
    nm_controller_seed(&ctl[1], 9, 1);
    CHECK(autoplay_run(&a, board, ctl, -1, 1, err, sizeof err) == 0);
    CHECK(nm_match_over(m));
    CHECK(scene_is(scene_stack_top(&a.stack), "end"));
    autosaver_flush(a.autosaver);
    CHECK(!exists(save) && !exists(seats)); /* nothing left to resume */
    shot(&a, "end");
    CHECK(b->log_count == m->history_count);

    /* Esc on the end screen goes back to the title. */
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = SDLK_ESCAPE;
    app_dispatch(&a, &ev);
    CHECK(a.stack.count == 1 && scene_is(scene_stack_top(&a.stack), "title"));

    /* A person against the computer: after the person's click, the computer's moves come
     * by themselves through the board's update, and the turn comes back. */
    bc.human[1] = 0;
    nm_setup_defaults(g, &bc.setup, 2, 4);
    scene *vs = board_scene_create(&a, &bc, err, sizeof err);
    CHECK(vs != NULL);
    if (vs) {
        scene_stack_push(&a.stack, vs, &a);
        nm_match *vm = board_scene_match(vs);
        app_update(&a, 0);
        int rounds = 0;
        for (int guard = 0; guard < 400 && !nm_match_over(vm) && rounds < 3; guard++) {
            if (nm_match_to_move(vm) == 0) {
                CHECK(play_by_click(&a, vs, 0) == 0);
                if (nm_match_to_move(vm) == 1) rounds++;
            } else {
                int before = vm->history_count;
                Uint32 t0 = SDL_GetTicks();
                while (vm->history_count == before && SDL_GetTicks() - t0 < 3000) {
                    SDL_Delay(20);
                    app_update(&a, 20);
                }
                CHECK(vm->history_count == before + 1);
            }
        }
        CHECK(rounds > 0 || nm_match_over(vm));
        CHECK(((board_scene *)vs)->log_count == vm->history_count);
        CHECK(a.wake_at != 0 || nm_match_to_move(vm) == 0 || nm_match_over(vm));
        shot(&a, "board-vs-computer");
    }

    scene_stack_pop_to(&a.stack, 1, &a);
    scene_stack_collect(&a.stack);

    /* Confirm the end of turn: after a person's last move of a turn the board waits for
     * "End turn"; clicks on the board play nothing until then; then the device passes. */
    a.set.confirm_turn = 1;
    bc.human[1] = 1;
    nm_setup_defaults(g, &bc.setup, 2, 6);
    scene *cs = board_scene_create(&a, &bc, err, sizeof err);
    CHECK(cs != NULL);
    if (cs) {
        scene_stack_push(&a.stack, cs, &a);
        board_scene *cb = (board_scene *)cs;
        nm_match *cm = board_scene_match(cs);
        app_update(&a, 0);
        int seat = nm_match_to_move(cm), saw_confirm = 0;
        for (int guard = 0; guard < 60 && !nm_match_over(cm) && !saw_confirm; guard++) {
            CHECK(play_by_click(&a, cs, nm_match_legal(cm)->count - 1) == 0);
            if (nm_match_to_move(cm) == seat) continue;
            saw_confirm = 1;
            CHECK(cb->confirm_pending && !cb->input);
            CHECK(cb->viewer == seat); /* the next seat's secrets stay hidden until then */
            CHECK(scene_stack_top(&a.stack) == cs); /* no pass screen yet */
            int before = cm->history_count;
            const char *el = NULL;
            for (int i = 0; i < cb->n && !el; i++)
                if (cb->legal_n[i] > 0) el = cb->d->board.elements[i].id;
            int x, y;
            if (el && board_scene_click_point(cs, el, &x, &y) == 0) autoplay_click(&a, x, y);
            CHECK(cm->history_count == before);
            shot(&a, "board-confirm-pending");
            autoplay_click(&a, cb->btn_confirm.x + cb->btn_confirm.w / 2,
                           cb->btn_confirm.y + cb->btn_confirm.h / 2);
            CHECK(!cb->confirm_pending);
            CHECK(scene_is(scene_stack_top(&a.stack), "pass"));
            shot(&a, "board-confirm-pass");
        }
        CHECK(saw_confirm);
    }
    scene_stack_pop_to(&a.stack, 1, &a);
    scene_stack_collect(&a.stack);
    a.set.confirm_turn = 0;

    /* Slides: the turn marker (a piece) moves from one seat to the next; with movement
     * on it slides from where it stood, and the slide ends. Right click zooms. */
    a.set.motion = 1;
    board_config dc;
    memset(&dc, 0, sizeof dc);
    dc.game = g;
    dc.driven = 1;
    dc.animate = 1;
    for (int p = 0; p < 3; p++) strcpy(dc.bot[p], "random");
    nm_setup_defaults(g, &dc.setup, 3, 8);
    scene *ds = board_scene_create(&a, &dc, err, sizeof err);
    CHECK(ds != NULL);
    if (ds) {
        scene_stack_push(&a.stack, ds, &a);
        board_scene *db = (board_scene *)ds;
        nm_match *dm = board_scene_match(ds);
        app_update(&a, 0);
        int seat = nm_match_to_move(dm), slid = 0;
        for (int guard = 0; guard < 60 && !nm_match_over(dm) && !slid; guard++) {
            CHECK(play_by_click(&a, ds, nm_match_legal(dm)->count - 1) == 0);
            if (nm_match_to_move(dm) == seat) continue;
            char id[16];
            snprintf(id, sizeof id, "seat.%d", nm_match_to_move(dm));
            const board_anim *an = NULL;
            for (int i = 0; i < db->n; i++)
                if (strcmp(db->d->board.elements[i].id, id) == 0) an = board_anim_find(db, i, 0);
            CHECK(an != NULL);
            if (an) {
                char old[16];
                snprintf(old, sizeof old, "seat.%d", seat);
                int oi = -1;
                for (int i = 0; i < db->n; i++)
                    if (strcmp(db->d->board.elements[i].id, old) == 0) oi = i;
                CHECK(oi >= 0 && ui_hit(db->rect[oi], an->from.x + an->from.w / 2, an->from.y + an->from.h / 2));
                app_render(&a);
                shot(&a, "board-slide");
            }
            SDL_Delay(settings_motion_ms(1) + 30);
            app_update(&a, 0);
            CHECK(board_anim_progress(db) >= 1.0f && db->anim_count == 0);
            slid = 1;
        }
        CHECK(slid);
        /* The static layer brought up to date around what changed draws the same picture
         * as the layer drawn whole. */
        for (int k = 0; k < 6 && !nm_match_over(dm); k++)
            CHECK(play_by_click(&a, ds, nm_match_legal(dm)->count - 1) == 0);
        SDL_Delay(settings_motion_ms(1) + 30);
        app_update(&a, 0);
        app_render(&a);
        CHECK(db->memo->partial_draws > 0);
        check_layer_whole(&a, db, "incremental");
        /* With a redraw budget too small for more than one region a frame, a move's
         * changes are drawn over the next frames, and then the picture is the same. */
        a.redraw_budget_ms = 1e-6;
        int deferred = db->memo->deferred_draws;
        for (int k = 0; k < 6 && !nm_match_over(dm); k++)
            CHECK(play_by_click(&a, ds, nm_match_legal(dm)->count - 1) == 0);
        SDL_Delay(settings_motion_ms(1) + 30);
        app_update(&a, 0);
        int frames = render_settled(&a);
        printf("budgeted redraw: %d deferring frames, %d frames to finish\n",
               db->memo->deferred_draws - deferred, frames);
        CHECK(db->memo->deferred_draws > deferred);
        CHECK(!a.dirty);
        check_layer_whole(&a, db, "budgeted");
        /* When most elements changed (a view that reads the whole state), the layer is
         * swept in bands from the top, a band a frame at that budget, to the same picture. */
        int sweeps = db->memo->sweeps;
        for (int i = 0; i < db->n; i++) db->memo->sig[i] ^= 1; /* as if every element changed */
        frames = render_settled(&a);
        printf("sweep: %d frames\n", frames);
        CHECK(db->memo->sweeps == sweeps + 1);
        CHECK(frames >= 8 && !a.dirty && db->memo->band_next == 0);
        for (int i = 0; i < db->n; i++) CHECK(db->memo->sig[i] == db->memo->now[i]);
        check_layer_whole(&a, db, "swept");
        /* A move played in the middle of a sweep: what it changed above the bands already
         * drawn is drawn afterwards, and the picture is again the whole drawing. */
        for (int i = 0; i < db->n; i++) db->memo->sig[i] ^= 1;
        a.dirty = 0;
        app_render(&a);
        CHECK(db->memo->band_next > 0);
        if (!nm_match_over(dm)) CHECK(play_by_click(&a, ds, nm_match_legal(dm)->count - 1) == 0);
        SDL_Delay(settings_motion_ms(1) + 30);
        app_update(&a, 0);
        render_settled(&a);
        CHECK(!a.dirty && db->memo->band_next == 0);
        for (int i = 0; i < db->n; i++) CHECK(db->memo->sig[i] == db->memo->now[i]);
        check_layer_whole(&a, db, "swept with a move");
        a.redraw_budget_ms = 0;
        /* Right click on a seat: the zoom over the board; any click closes it. */
        int x, y;
        CHECK(board_scene_click_point(ds, "seat.0", &x, &y) == 0);
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_MOUSEBUTTONDOWN;
        ev.button.button = SDL_BUTTON_RIGHT;
        ev.button.x = x;
        ev.button.y = y;
        app_dispatch(&a, &ev);
        CHECK(scene_is(scene_stack_top(&a.stack), "zoom"));
        shot(&a, "board-zoom");
        ev.button.button = SDL_BUTTON_LEFT;
        app_dispatch(&a, &ev);
        app_update(&a, 0);
        CHECK(scene_stack_top(&a.stack) == ds);
    }
    a.set.motion = 0;

    free(e);
    if (headless_close(&a, dir) != 0) failures++;
    if (failures) return 1;
    printf("board scene: ok\n");
    return 0;
}
