/* overlay_menu.c - the choice menu: several legal actions on one element, one row each. */
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "nemeton/util.h"
#include "text.h"
#include "ui.h"

typedef struct menu_overlay {
    scene base;
    scene *board; /* below this overlay on the stack, so it outlives it */
    char title[NM_LABEL_LEN];
    int n;
    nm_action *acts;
    char (*labels)[NM_LABEL_LEN];
    SDL_Rect anchor; /* the element clicked */
    SDL_Rect panel, cancel;
    SDL_Rect *rows;
} menu_overlay;

static void menu_layout(menu_overlay *m, app *a) {
    int pad = ui_s(a, 14), row = ui_s(a, 40), gap = ui_s(a, 6);
    int tpx = text_px(a, TEXT_LABEL), bpx = text_px(a, TEXT_BODY);
    int th = text_line_h(a, FONT_DISPLAY, tpx);
    int widest = 0;
    for (int i = 0; i < m->n; i++) {
        int tw = text_width(a, FONT_TEXT, bpx, m->labels[i]);
        if (tw > widest) widest = tw;
    }
    int col_w = widest + ui_s(a, 24);
    if (col_w < ui_s(a, 300)) col_w = ui_s(a, 300);
    /* As many rows as the window holds; more actions go to further columns. */
    int room = a->h - 2 * pad - (pad + th + gap) - (row + pad) - pad;
    int per_col = room / (row + gap);
    if (per_col < 1) per_col = 1;
    int cols = (m->n + per_col - 1) / per_col;
    if (cols < 1) cols = 1;
    int rows = (m->n + cols - 1) / cols;
    int max_col = (a->w - 2 * pad - 2 * pad - (cols - 1) * gap) / cols;
    if (col_w > max_col) col_w = max_col;
    int w = 2 * pad + cols * col_w + (cols - 1) * gap;
    int tw = text_width(a, FONT_DISPLAY, tpx, m->title) + 2 * pad;
    if (w < tw && tw < a->w - 2 * pad) w = tw;
    int h = pad + th + gap + rows * (row + gap) + row + pad;
    int x = m->anchor.x + m->anchor.w / 2 - w / 2, y = m->anchor.y + m->anchor.h + ui_s(a, 10);
    if (y + h > a->h - pad) y = m->anchor.y - h - ui_s(a, 10);
    if (y < pad) y = (a->h - h) / 2;
    if (x + w > a->w - pad) x = a->w - pad - w;
    if (x < pad) x = pad;
    m->panel = (SDL_Rect){x, y, w, h};
    int y0 = y + pad + th + gap;
    for (int i = 0; i < m->n; i++)
        m->rows[i] = (SDL_Rect){x + pad + (i / rows) * (col_w + gap), y0 + (i % rows) * (row + gap),
                                col_w, row};
    m->cancel = (SDL_Rect){x + pad, y0 + rows * (row + gap), w - 2 * pad, row};
}

static void menu_update(scene *s, app *a, Uint32 dt, int top) {
    (void)dt;
    (void)top;
    menu_layout((menu_overlay *)s, a);
}

static void menu_event(scene *s, app *a, const SDL_Event *e) {
    menu_overlay *m = (menu_overlay *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y;
    for (int i = 0; i < m->n; i++) {
        if (ui_hit(m->rows[i], x, y)) {
            nm_action act = m->acts[i];
            scene *board = m->board;
            /* Leave first: playing may push the next overlay (pass, end) on top. */
            scene_stack_pop(&a->stack, a);
            board_scene_play(board, a, &act);
            return;
        }
    }
    if (ui_hit(m->cancel, x, y) || !ui_hit(m->panel, x, y)) scene_stack_pop(&a->stack, a);
}

static void menu_render(const scene *s, app *a) {
    const menu_overlay *m = (const menu_overlay *)s;
    ui_dim(a, 90);
    ui_glow(a, m->anchor, (float)ui_s(a, 8), (float)ui_s(a, 14), ui_gold_light);
    ui_parchment_panel(a, m->panel);
    int pad = ui_s(a, 14);
    int tpx = text_px(a, TEXT_LABEL), bpx = text_px(a, TEXT_BODY);
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_ink, m->panel.x + pad, m->panel.y + pad, TEXT_LEFT,
                  m->panel.w - 2 * pad, m->title);
    int lh = text_line_h(a, FONT_TEXT, bpx);
    for (int i = 0; i < m->n; i++) {
        SDL_Rect r = m->rows[i];
        int hot = ui_hit(r, a->mouse_x, a->mouse_y);
        SDL_Color top = hot ? ui_gold_light : (SDL_Color){240, 226, 192, 255};
        SDL_Color bot = hot ? ui_gold : (SDL_Color){226, 206, 162, 255};
        ui_round_fill(a, r, (float)ui_s(a, 6), top, bot);
        ui_round_frame(a, r, (float)ui_s(a, 6), 1.0f, (SDL_Color){150, 112, 64, 255});
        text_draw_fit(a, FONT_TEXT, bpx, ui_ink, r.x + ui_s(a, 12), r.y + (r.h - lh) / 2, TEXT_LEFT,
                      r.w - ui_s(a, 24), m->labels[i]);
    }
    ui_button(a, m->cancel, app_tr(a, "menu_cancel"), NULL, UI_BTN_QUIET, 1);
    /* A label cut to fit its row is shown whole under the pointer. */
    for (int i = 0; i < m->n; i++) {
        SDL_Rect r = m->rows[i];
        if (!ui_hit(r, a->mouse_x, a->mouse_y)) continue;
        int tw = text_width(a, FONT_TEXT, bpx, m->labels[i]);
        if (tw <= r.w - ui_s(a, 24)) break;
        if (tw > a->w - ui_s(a, 40)) tw = a->w - ui_s(a, 40);
        SDL_Rect tip = {a->mouse_x + ui_s(a, 14), a->mouse_y + ui_s(a, 18), tw + ui_s(a, 24), lh + ui_s(a, 14)};
        if (tip.x + tip.w > a->w - ui_s(a, 8)) tip.x = a->w - ui_s(a, 8) - tip.w;
        if (tip.y + tip.h > a->h - ui_s(a, 8)) tip.y = a->mouse_y - tip.h - ui_s(a, 8);
        ui_wood_panel(a, tip);
        text_draw_fit(a, FONT_TEXT, bpx, ui_cream, tip.x + ui_s(a, 12), tip.y + ui_s(a, 7), TEXT_LEFT,
                      tip.w - ui_s(a, 24), m->labels[i]);
        break;
    }
}

static void menu_destroy(scene *s) {
    menu_overlay *m = (menu_overlay *)s;
    free(m->acts);
    free(m->labels);
    free(m->rows);
    free(m);
}

static const scene_ops menu_ops = {
    .name = "menu",
    .event = menu_event,
    .update = menu_update,
    .render = menu_render,
    .destroy = menu_destroy,
};

scene *menu_overlay_create(scene *board, const char *title, const nm_action *acts,
                           char (*labels)[NM_LABEL_LEN], int n, SDL_Rect anchor) {
    menu_overlay *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->base.ops = &menu_ops;
    m->base.overlay = 1;
    m->board = board;
    nm_strlcpy(m->title, title, sizeof m->title);
    m->n = n;
    m->anchor = anchor;
    m->acts = malloc(sizeof *m->acts * (size_t)n);
    m->labels = malloc(sizeof *m->labels * (size_t)n);
    m->rows = calloc((size_t)n, sizeof *m->rows);
    if (!m->acts || !m->labels || !m->rows) {
        menu_destroy(&m->base);
        return NULL;
    }
    memcpy(m->acts, acts, sizeof *acts * (size_t)n);
    memcpy(m->labels, labels, sizeof *labels * (size_t)n);
    return &m->base;
}

int menu_overlay_row_point(scene *s, const char *label, int *x, int *y) {
    menu_overlay *m = (menu_overlay *)s;
    for (int i = 0; i < m->n; i++) {
        if (strcmp(m->labels[i], label) == 0 && m->rows[i].w > 0) {
            *x = m->rows[i].x + m->rows[i].w / 2;
            *y = m->rows[i].y + m->rows[i].h / 2;
            return 0;
        }
    }
    return -1;
}

int menu_overlay_pointed(const scene *s, const app *a, nm_action *out) {
    const menu_overlay *m = (const menu_overlay *)s;
    for (int i = 0; i < m->n; i++)
        if (ui_hit(m->rows[i], a->mouse_x, a->mouse_y)) {
            *out = m->acts[i];
            return 1;
        }
    return 0;
}
