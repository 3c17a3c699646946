/* overlay_game_menu.c - the in-game menu (Esc or "Menu" on the board): resume, the rules,
 * the settings, save, load and leave to the title. The board below keeps its game; Esc
 * or a click outside resumes. */
#include <stdlib.h>
#include "board.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

enum { GM_RESUME, GM_RULES, GM_SETTINGS, GM_SAVE, GM_LOAD, GM_LEAVE, GM_COUNT };

typedef struct game_menu {
    scene base;
    scene *board; /* below this overlay on the stack, so it outlives it */
    SDL_Rect panel, button[GM_COUNT];
} game_menu;

static const char *const gm_keys[GM_COUNT] = {"gm_resume", "gm_rules", "gm_settings", "gm_save",
                                              "gm_load", "gm_leave"};
static const char *const gm_icons[GM_COUNT] = {"play", NULL, "settings", "save", "resume", "back"};

static void gm_update(scene *s, app *a, Uint32 dt, int top) {
    game_menu *g = (game_menu *)s;
    (void)dt;
    (void)top;
    int bw = ui_s(a, 340), bh = ui_s(a, 50), gap = ui_s(a, 10), pad = ui_s(a, 26);
    int head = text_line_h(a, FONT_DISPLAY, text_px(a, TEXT_TITLE)) + ui_s(a, 14);
    int h = 2 * pad + head + GM_COUNT * bh + (GM_COUNT - 1) * gap;
    if (h > a->h - ui_s(a, 16)) { /* a short window: smaller buttons */
        bh = (a->h - ui_s(a, 16) - 2 * pad - head - (GM_COUNT - 1) * gap) / GM_COUNT;
        h = 2 * pad + head + GM_COUNT * bh + (GM_COUNT - 1) * gap;
    }
    int w = bw + 2 * pad;
    g->panel = (SDL_Rect){(a->w - w) / 2, (a->h - h) / 2, w, h};
    for (int i = 0; i < GM_COUNT; i++)
        g->button[i] = (SDL_Rect){g->panel.x + pad, g->panel.y + pad + head + i * (bh + gap), bw, bh};
}

/* Index of the board on the stack, or -1. */
static int gm_board_index(const game_menu *g, const app *a) {
    for (int i = 0; i < a->stack.count; i++)
        if (a->stack.items[i] == g->board) return i;
    return -1;
}

static void gm_event(scene *s, app *a, const SDL_Event *e) {
    game_menu *g = (game_menu *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y, hit = -1;
    for (int i = 0; i < GM_COUNT; i++)
        if (ui_hit(g->button[i], x, y)) hit = i;
    if (hit < 0) {
        if (!ui_hit(g->panel, x, y)) scene_stack_pop(&a->stack, a);
        return;
    }
    audio_play(a->audio, SFX_CLICK);
    switch (hit) {
    case GM_RESUME: scene_stack_pop(&a->stack, a); break;
    case GM_RULES: scene_stack_push(&a->stack, rules_scene_create(board_scene_game(g->board)), a); break;
    case GM_SETTINGS: scene_stack_push(&a->stack, settings_scene_create(), a); break;
    case GM_SAVE: {
        scene *b = g->board;
        scene_stack_pop(&a->stack, a); /* back to the game, the toast names the file */
        board_scene_save(b, a, NULL, 0);
        break;
    }
    case GM_LOAD: scene_stack_push(&a->stack, load_scene_create(), a); break;
    case GM_LEAVE: {
        int i = gm_board_index(g, a); /* the game is autosaved: "Resume game" brings it back */
        scene_stack_pop_to(&a->stack, i >= 0 ? i : a->stack.count - 1, a);
        break;
    }
    default: break;
    }
}

static void gm_render(const scene *s, app *a) {
    const game_menu *g = (const game_menu *)s;
    ui_dim(a, 150);
    ui_wood_panel(a, g->panel);
    int tpx = text_px(a, TEXT_TITLE);
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_gold_light, g->panel.x + g->panel.w / 2, g->panel.y + ui_s(a, 20),
                  TEXT_CENTRE, g->panel.w - ui_s(a, 40), app_tr(a, "gm_title"));
    for (int i = 0; i < GM_COUNT; i++)
        ui_button(a, g->button[i], app_tr(a, gm_keys[i]), gm_icons[i],
                  i == GM_RESUME ? UI_BTN_PRIMARY : UI_BTN_NORMAL, i != GM_SAVE || a->pref_dir != NULL);
}

static void gm_destroy(scene *s) { free(s); }

static const scene_ops gm_ops = {
    .name = "game_menu",
    .event = gm_event,
    .update = gm_update,
    .render = gm_render,
    .destroy = gm_destroy,
};

scene *game_menu_create(scene *board) {
    game_menu *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->base.ops = &gm_ops;
    g->base.overlay = 1;
    g->board = board;
    return &g->base;
}

int game_menu_button_point(scene *s, int which, int *x, int *y) {
    game_menu *g = (game_menu *)s;
    if (which < 0 || which >= GM_COUNT || g->button[which].w <= 0) return -1;
    *x = g->button[which].x + g->button[which].w / 2;
    *y = g->button[which].y + g->button[which].h / 2;
    return 0;
}
