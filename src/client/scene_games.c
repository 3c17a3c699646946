/* scene_games.c - the game choice: every registered game with its blurb. */
#include <stdlib.h>
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define GAMES_MAX 32

typedef struct games_scene {
    scene base;
    int count;
    SDL_Rect card[GAMES_MAX];
    SDL_Rect back, empty;
    int head_y;
} games_scene;

static const char *games_text(const char *const *t, int li) {
    const char *s = lang_pick(t, li);
    return s ? s : "";
}

static void games_update(scene *s, app *a, Uint32 dt, int top) {
    games_scene *g = (games_scene *)s;
    (void)dt;
    (void)top;
    g->count = nm_registry_count();
    if (g->count > GAMES_MAX) g->count = GAMES_MAX;
    int m = ui_s(a, 24);
    g->back = (SDL_Rect){m, m, ui_s(a, 150), ui_s(a, 46)};
    g->head_y = m;
    int top_y = m + ui_s(a, 86);
    int cols = g->count > 3 ? 2 : 1;
    int gap = ui_s(a, 16);
    int cw = ui_s(a, cols == 1 ? 720 : 560);
    if (cols * cw + (cols - 1) * gap > a->w - 2 * m) cw = (a->w - 2 * m - (cols - 1) * gap) / cols;
    int ch = ui_s(a, 118);
    int x0 = (a->w - (cols * cw + (cols - 1) * gap)) / 2;
    for (int i = 0; i < g->count; i++)
        g->card[i] = (SDL_Rect){x0 + (i % cols) * (cw + gap), top_y + (i / cols) * (ch + gap), cw, ch};
    int ew = ui_s(a, 640);
    g->empty = (SDL_Rect){(a->w - ew) / 2, top_y + ui_s(a, 30), ew, ui_s(a, 170)};
}

static void games_event(scene *s, app *a, const SDL_Event *e) {
    games_scene *g = (games_scene *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    if (ui_hit(g->back, e->button.x, e->button.y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
        return;
    }
    for (int i = 0; i < g->count; i++) {
        if (ui_hit(g->card[i], e->button.x, e->button.y)) {
            audio_play(a->audio, SFX_CLICK);
            scene_stack_push(&a->stack, setup_scene_create(nm_registry_get(i)), a);
            return;
        }
    }
}

static void games_render(const scene *s, app *a) {
    const games_scene *g = (const games_scene *)s;
    ui_table(a);
    ui_button(a, g->back, app_tr(a, "back"), "back", UI_BTN_NORMAL, 1);
    ui_heading(a, app_tr(a, "games_title"), a->w / 2, g->head_y, 40);
    int li = a->set.lang;
    if (g->count == 0) {
        ui_parchment_panel(a, g->empty);
        int pad = ui_s(a, 24);
        int tpx = text_px(a, TEXT_TITLE);
        text_draw(a, FONT_DISPLAY, tpx, ui_ink, a->w / 2, g->empty.y + pad, TEXT_CENTRE,
                  app_tr(a, "games_none"));
        int y = g->empty.y + pad + text_line_h(a, FONT_DISPLAY, tpx) + ui_s(a, 8);
        SDL_Rect body = {g->empty.x + pad, y, g->empty.w - 2 * pad, g->empty.y + g->empty.h - pad - y};
        text_box(a, FONT_TEXT, text_px(a, TEXT_BODY), ui_ink_soft, body, TEXT_CENTRE,
                 app_tr(a, "games_none_body"), 1);
        return;
    }
    for (int i = 0; i < g->count; i++) {
        const nm_game *gm = nm_registry_get(i);
        SDL_Rect r = g->card[i];
        int hot = ui_hit(r, a->mouse_x, a->mouse_y);
        if (hot) ui_glow(a, r, (float)ui_s(a, 10), (float)ui_s(a, 12), ui_gold_light);
        ui_parchment_panel(a, r);
        if (hot) ui_round_frame(a, r, (float)ui_s(a, 10), (float)ui_s(a, 2.5f), ui_gold);
        int pad = ui_s(a, 18);
        int tpx = text_px(a, 28), bpx = text_px(a, TEXT_BODY);
        int tlh = text_line_h(a, FONT_DISPLAY, tpx);
        char players[64], lo[8], hi[8];
        SDL_snprintf(lo, sizeof lo, "%d", gm->min_players);
        SDL_snprintf(hi, sizeof hi, "%d", gm->max_players);
        app_trf(a, gm->min_players == gm->max_players ? "games_players_one" : "games_players",
                players, sizeof players, lo, hi);
        int pw = text_width(a, FONT_ITALIC, bpx, players);
        text_draw_fit(a, FONT_DISPLAY, tpx, ui_ink, r.x + pad, r.y + pad - ui_s(a, 4), TEXT_LEFT,
                      r.w - 3 * pad - pw, games_text(gm->name, li));
        text_draw(a, FONT_ITALIC, bpx, ui_forest, r.x + r.w - pad, r.y + pad, TEXT_RIGHT, players);
        SDL_Rect body = {r.x + pad, r.y + pad + tlh, r.w - 2 * pad, r.h - 2 * pad - tlh + ui_s(a, 4)};
        text_box(a, FONT_TEXT, bpx, ui_ink_soft, body, TEXT_LEFT, games_text(gm->blurb, li), 1);
    }
}

static void games_destroy(scene *s) { free(s); }

static const scene_ops games_ops = {
    .name = "games",
    .event = games_event,
    .update = games_update,
    .render = games_render,
    .destroy = games_destroy,
};

scene *games_scene_create(void) {
    games_scene *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->base.ops = &games_ops;
    return &g->base;
}
