/* test_game_menu.c - the in-game menu and the Load screen with the shipped games, driven
 * by simulated clicks and keys: Esc on the board opens the menu (the game stays), Save
 * writes a save holding its seats, Load lists it (game, players, round, date) and opens it
 * to the same game, Rules shows the game's rules, Leave goes back to the title. */
#include <SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "autoplay.h"
#include "board_internal.h"
#include "headless.h"
#include "nemeton/save.h"
#include "nemeton/util.h"
#include "scenes.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static void key(app *a, SDL_Keycode k) {
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    app_dispatch(a, &ev);
    app_update(a, 0);
    scene_stack_collect(&a->stack);
}

static scene *top(app *a) { return scene_stack_top(&a->stack); }

/* Clicks button `which` of the in-game menu on top. */
static void menu_click(app *a, int which) {
    int x, y;
    app_update(a, 0);
    CHECK(scene_is(top(a), "game_menu"));
    if (!scene_is(top(a), "game_menu") || game_menu_button_point(top(a), which, &x, &y) != 0) return;
    autoplay_click(a, x, y);
    scene_stack_collect(&a->stack);
}

static int count_saves(const char *dir, int seats) {
    char path[700];
    snprintf(path, sizeof path, "%s/saves", dir);
    DIR *d = opendir(path); /* read here, no shell: the test runs under Wine too */
    int n = 0;
    if (!d) return 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        size_t len = strlen(e->d_name);
        if (seats) n += len >= 10 && strcmp(e->d_name + len - 10, "seats.json") == 0;
        else n += len >= 6 && strcmp(e->d_name + len - 5, ".json") == 0 && e->d_name[len - 6] >= '0' &&
                  e->d_name[len - 6] <= '9';
    }
    closedir(d);
    return n;
}

int main(int argc, char **argv) { /* argc, argv: SDL_main on Windows */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-gamemenu-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    scene_stack_push(&a.stack, title_scene_create(), &a);
    const nm_game *oak = nm_registry_find("oak");
    CHECK(oak != NULL);
    if (!oak) return 1;
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.game = oak;
    cfg.driven = 1;
    for (int p = 0; p < 2; p++) {
        cfg.human[p] = 1;
        strcpy(cfg.bot[p], "random");
    }
    nm_setup_defaults(oak, &cfg.setup, 2, 9);
    char err[600];
    scene *b = board_scene_create(&a, &cfg, err, sizeof err);
    CHECK(b != NULL);
    if (!b) return 1;
    scene_stack_push(&a.stack, b, &a);
    nm_controller ctl[2];
    nm_errors e;
    memset(&e, 0, sizeof e);
    for (int p = 0; p < 2; p++) {
        nm_controller_parse("random", &ctl[p], &e);
        nm_controller_seed(&ctl[p], 9, p);
    }
    CHECK(autoplay_run(&a, b, ctl, 30, 0, err, sizeof err) == 0);
    char *before = nm_save_text(board_scene_match(b));
    int log_before = ((board_scene *)b)->log_count; /* 30 moves and the lines the game narrated between them */

    /* Esc: the menu over the game, which is still there; Esc again: back to the game. */
    key(&a, SDLK_ESCAPE);
    CHECK(scene_is(top(&a), "game_menu"));
    CHECK(a.stack.count == 3 && a.stack.items[1] == b);
    key(&a, SDLK_ESCAPE);
    CHECK(top(&a) == b);
    /* "Menu" opens it too. */
    board_scene *bs = (board_scene *)b;
    app_update(&a, 0);
    autoplay_click(&a, bs->btn_menu.x + bs->btn_menu.w / 2, bs->btn_menu.y + bs->btn_menu.h / 2);
    CHECK(scene_is(top(&a), "game_menu"));

    /* Rules: the game's rules over the menu; Esc back to it. */
    menu_click(&a, 1);
    CHECK(scene_is(top(&a), "rules"));
    key(&a, SDLK_ESCAPE);
    CHECK(scene_is(top(&a), "game_menu"));

    /* Save: back to the game, a save and its seats on disk. */
    menu_click(&a, 3);
    CHECK(top(&a) == b);
    CHECK(count_saves(dir, 0) == 1);
    CHECK(count_saves(dir, 1) == 0); /* the seats are in the save itself */

    /* Load: the save listed, opened in place of the game: the same game. */
    key(&a, SDLK_ESCAPE);
    menu_click(&a, 4);
    CHECK(scene_is(top(&a), "load"));
    app_update(&a, 0);
    app_render(&a);
    CHECK(load_scene_count(top(&a)) == 1);
    int x, y;
    CHECK(load_scene_row_point(top(&a), 0, &x, &y) == 0);
    autoplay_click(&a, x, y);
    scene_stack_collect(&a.stack);
    CHECK(scene_is(top(&a), "board"));
    CHECK(a.stack.count == 2 && scene_is(a.stack.items[0], "title"));
    if (scene_is(top(&a), "board")) {
        char *after = nm_save_text(board_scene_match(top(&a)));
        CHECK(before && after && strcmp(before, after) == 0);
        CHECK(log_before >= 30 && ((board_scene *)top(&a))->log_count == log_before);
        free(after);
    }
    free(before);

    /* Leave to the title. */
    key(&a, SDLK_ESCAPE);
    menu_click(&a, 5);
    CHECK(scene_is(top(&a), "title"));
    CHECK(a.stack.count == 1);

    /* The Load screen from the title, and the rules of every game in both languages. */
    CHECK(scene_stack_push(&a.stack, load_scene_create(), &a) == 0);
    app_update(&a, 0);
    CHECK(load_scene_count(top(&a)) == 1);
    key(&a, SDLK_ESCAPE);
    for (int i = 0; i < nm_registry_count(); i++) {
        const nm_game *g = nm_registry_get(i);
        for (int lg = 0; lg < 2; lg++) {
            char path[1200];
            snprintf(path, sizeof path, "%s/%s/rules.%s.md", a.data_dir, g->id, lg ? "fr" : "en");
            char *text = nm_read_file(path, 1u << 20, NULL);
            if (!text) fprintf(stderr, "missing: %s\n", path);
            CHECK(text != NULL && strlen(text) > 1500);
            free(text);
        }
    }
    /* Settings: "+" stays under the pointer from 80 % to 150 % at 1280x720, and back. */
    {
        scene *st = settings_scene_create();
        CHECK(scene_stack_push(&a.stack, st, &a) == 0);
        a.set.scale_pct = 80;
        app_settings_changed(&a);
        for (int dir2 = 1; dir2 >= 0; dir2--)
            for (int k = 0; k < 5; k++) {
                app_update(&a, 0);
                SDL_Rect r = settings_scene_scale_button(st, dir2);
                int cx = r.x + r.w / 2, cy = r.y + r.h / 2, was = a.set.scale_pct;
                autoplay_click(&a, cx, cy);
                app_update(&a, 0);
                SDL_Rect r2 = settings_scene_scale_button(st, dir2);
                CHECK(a.set.scale_pct != was);
                if (cx < r2.x || cx >= r2.x + r2.w || cy < r2.y || cy >= r2.y + r2.h)
                    fprintf(stderr, "%s left the pointer at %d %%\n", dir2 ? "+" : "-", a.set.scale_pct);
                CHECK(cx >= r2.x && cx < r2.x + r2.w && cy >= r2.y && cy < r2.y + r2.h);
            }
        CHECK(a.set.scale_pct == 80);
        a.set.scale_pct = 100;
        app_settings_changed(&a);
        key(&a, SDLK_ESCAPE);
    }
    /* A board's first drawing in the interactive loop is prepared over several frames
     * ("Preparing the board…") and then shows the same picture as one drawn whole. */
    {
        board_config kc = cfg;
        const nm_game *karnag = nm_registry_find("karnag");
        CHECK(karnag != NULL);
        if (karnag) {
            kc.game = karnag;
            nm_setup_defaults(karnag, &kc.setup, 2, 4);
            scene *kb = board_scene_create(&a, &kc, err, sizeof err);
            CHECK(kb != NULL);
            if (kb) {
                scene_stack_push(&a.stack, kb, &a);
                board_scene *kbs = (board_scene *)kb;
                a.redraw_budget_ms = 3.0;
                int frames = 0;
                app_update(&a, 0);
                do {
                    a.dirty = 0;
                    app_render(&a);
                    frames++;
                    if (kbs->memo->preparing || !kbs->memo->drawn_once) SDL_Delay(2); /* the worker */
                    app_update(&a, 0);
                } while ((a.dirty || kbs->memo->preparing || !kbs->memo->drawn_once) && frames < 400);
                CHECK(frames > 2 && !kbs->memo->preparing && kbs->memo->drawn_once);
                SDL_Surface *prepared = SDL_DuplicateSurface(a.canvas);
                a.redraw_budget_ms = 0;
                board_memo_reset(kbs->memo);
                app_render(&a);
                long differ = 0;
                for (int py = 0; prepared && py < prepared->h; py++)
                    for (int px = 0; px < prepared->w; px++) {
                        Uint32 p0 = ((const Uint32 *)((const Uint8 *)prepared->pixels + py * prepared->pitch))[px];
                        Uint32 p1 = ((const Uint32 *)((const Uint8 *)a.canvas->pixels + py * a.canvas->pitch))[px];
                        for (int sh = 0; sh < 32; sh += 8) {
                            int d = (int)((p0 >> sh) & 255) - (int)((p1 >> sh) & 255);
                            if (d < -3 || d > 3) {
                                differ++;
                                break;
                            }
                        }
                    }
                if (differ) fprintf(stderr, "prepared board vs whole: %ld pixels differ (%d frames)\n", differ, frames);
                /* a shape cut by a band's edge may round its edge pixels otherwise (one row) */
                CHECK(prepared && differ * 2000 < (long)prepared->w * prepared->h);
                SDL_FreeSurface(prepared);
            }
        }
    }
    int rc = headless_close(&a, dir);
    return failures || rc ? 1 : 0;
}
