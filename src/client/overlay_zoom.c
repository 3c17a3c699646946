/* overlay_zoom.c - the zoom (right click on the board): one element drawn large with its
 * whole text beside it; any click or key closes it. */
#include <stdlib.h>
#include <string.h>
#include "board_internal.h"
#include "text.h"
#include "ui.h"

typedef struct zoom_overlay {
    scene base;
    scene *board; /* below this overlay on the stack, so it outlives it */
    int el;
} zoom_overlay;

static void zoom_event(scene *s, app *a, const SDL_Event *e) {
    (void)s;
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) scene_stack_pop(&a->stack, a);
}

static void zoom_render(const scene *s, app *a) {
    const zoom_overlay *z = (const zoom_overlay *)s;
    const board_scene *b = (const board_scene *)z->board;
    nm_element_view cover;
    int covered = board_covered(b, a, z->el, NULL, &cover);
    const nm_element_view *v = covered ? &cover : &b->views[z->el];
    ui_dim(a, 170);
    /* The element keeps its proportions, no flatter than a card, at most half the
     * window wide and four fifths high. */
    SDL_Rect src = b->rect[z->el];
    float aspect = src.h > 0 ? (float)src.w / (float)src.h : 1.0f;
    if (aspect > 1.6f) aspect = 1.6f;
    if (aspect < 0.55f) aspect = 0.55f;
    int h = a->h * 4 / 5, w = (int)(h * aspect);
    if (w > a->w / 2) {
        w = a->w / 2;
        h = (int)(w / aspect);
    }
    if (src.h > 0 && h > src.h * 3) { /* three times its size is enough to read it */
        h = src.h * 3;
        w = (int)(h * aspect);
    }
    int text_w = ui_s(a, 360);
    int gap = ui_s(a, 24);
    int x = (a->w - w - gap - text_w) / 2, y = (a->h - h) / 2;
    SDL_Rect big = {x, y, w, h};
    if (covered) board_covered(b, a, z->el, &big, &cover); /* what the view shows there */
    else board_draw_element(b, a, z->el, big, 0, 0);
    /* The whole text: name, title, body, as on the hover card but without cuts. */
    int pad = ui_s(a, 16);
    int tpx = text_px(a, TEXT_LABEL * 1.3f), bpx = text_px(a, TEXT_BODY);
    int tlh = text_line_h(a, FONT_DISPLAY, tpx);
    SDL_Rect panel = {x + w + gap, y, text_w, h};
    ui_parchment_panel(a, panel);
    int cy = panel.y + pad;
    const char *label = covered && v->title[0] ? v->title : board_element_label(b, a, z->el);
    cy += text_box(a, FONT_DISPLAY, tpx, ui_ink, (SDL_Rect){panel.x + pad, cy, text_w - 2 * pad, tlh * 3},
                   TEXT_LEFT, label, 1);
    if (v->title[0] && !v->hidden && strcmp(v->title, label) != 0) {
        cy += ui_s(a, 6);
        cy += text_box(a, FONT_DISPLAY, text_px(a, TEXT_LABEL), ui_forest,
                       (SDL_Rect){panel.x + pad, cy, text_w - 2 * pad, tlh * 3}, TEXT_LEFT, v->title, 1);
    }
    if (v->body[0]) {
        cy += ui_s(a, 10);
        text_box(a, FONT_TEXT, bpx, ui_ink, (SDL_Rect){panel.x + pad, cy, text_w - 2 * pad, panel.y + h - pad - cy},
                 TEXT_LEFT, v->body, 1);
    }
    text_draw(a, FONT_ITALIC, text_px(a, TEXT_SMALL), ui_cream_dim, a->w / 2, y + h + ui_s(a, 10),
              TEXT_CENTRE, app_tr(a, "zoom_close"));
}

static void zoom_destroy(scene *s) { free(s); }

static const scene_ops zoom_ops = {
    .name = "zoom",
    .event = zoom_event,
    .render = zoom_render,
    .destroy = zoom_destroy,
};

scene *zoom_overlay_create(scene *board, int el) {
    zoom_overlay *z = calloc(1, sizeof *z);
    if (!z) return NULL;
    z->base.ops = &zoom_ops;
    z->base.overlay = 1;
    z->board = board;
    z->el = el;
    return &z->base;
}
