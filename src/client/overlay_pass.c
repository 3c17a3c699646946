/* overlay_pass.c - pass the device: an opaque screen between two people's turns, so the
 * next one does not see what the last one was looking at. */
#include <stdlib.h>
#include "board.h"
#include "nemeton/util.h"
#include "text.h"
#include "ui.h"

typedef struct pass_overlay {
    scene base;
    int seat;
    char name[64];
    SDL_Rect panel, button;
} pass_overlay;

static void pass_update(scene *s, app *a, Uint32 dt, int top) {
    pass_overlay *p = (pass_overlay *)s;
    (void)dt;
    (void)top;
    int w = ui_s(a, 520), h = ui_s(a, 300);
    p->panel = (SDL_Rect){(a->w - w) / 2, (a->h - h) / 2, w, h};
    int bw = ui_s(a, 260), bh = ui_s(a, 50);
    p->button = (SDL_Rect){(a->w - bw) / 2, p->panel.y + h - bh - ui_s(a, 28), bw, bh};
}

static void pass_event(scene *s, app *a, const SDL_Event *e) {
    pass_overlay *p = (pass_overlay *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        /* Leave the game (it is autosaved): this screen and the board below it. */
        scene_stack_pop_to(&a->stack, a->stack.count >= 2 ? a->stack.count - 2 : 0, a);
        return;
    }
    int go = (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
              ui_hit(p->button, e->button.x, e->button.y)) ||
             (e->type == SDL_KEYDOWN && (e->key.keysym.sym == SDLK_RETURN ||
                                         e->key.keysym.sym == SDLK_SPACE));
    if (go) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
    }
}

static void pass_render(const scene *s, app *a) {
    const pass_overlay *p = (const pass_overlay *)s;
    ui_table(a); /* opaque: hides the board below */
    ui_parchment_panel(a, p->panel);
    int pad = ui_s(a, 24);
    int cx = p->panel.x + p->panel.w / 2;
    int tr = ui_s(a, 22);
    ui_seat_token(a, p->seat, cx, p->panel.y + pad + tr, tr);
    char line[160];
    app_trf(a, "pass_title", line, sizeof line, p->name, NULL);
    int tpx = text_px(a, TEXT_TITLE);
    int y = p->panel.y + pad + 2 * tr + ui_s(a, 14);
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_ink, cx, y, TEXT_CENTRE, p->panel.w - 2 * pad, line);
    y += text_line_h(a, FONT_DISPLAY, tpx) + ui_s(a, 6);
    SDL_Rect body = {p->panel.x + pad, y, p->panel.w - 2 * pad, p->button.y - y - ui_s(a, 8)};
    text_box(a, FONT_TEXT, text_px(a, TEXT_BODY), ui_ink_soft, body, TEXT_CENTRE,
             app_tr(a, "pass_body"), 1);
    app_trf(a, "pass_ready", line, sizeof line, p->name, NULL);
    ui_button(a, p->button, line, NULL, UI_BTN_PRIMARY, 1);
}

static void pass_destroy(scene *s) { free(s); }

static const scene_ops pass_ops = {
    .name = "pass",
    .event = pass_event,
    .update = pass_update,
    .render = pass_render,
    .destroy = pass_destroy,
};

scene *pass_overlay_create(int seat, const char *name) {
    pass_overlay *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->base.ops = &pass_ops;
    p->base.overlay = 1;
    p->seat = seat;
    nm_strlcpy(p->name, name, sizeof p->name);
    return &p->base;
}

int pass_overlay_button_point(scene *s, int *x, int *y) {
    pass_overlay *p = (pass_overlay *)s;
    if (p->button.w <= 0) return -1;
    *x = p->button.x + p->button.w / 2;
    *y = p->button.y + p->button.h / 2;
    return 0;
}
