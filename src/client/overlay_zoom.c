/* overlay_zoom.c - the zoom (right click on the board): the element's art large, its name,
 * and its text with each cost and its effect apart; any click or key closes it. */
#include <stdlib.h>
#include <string.h>
#include "board_internal.h"
#include "nemeton/util.h"
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

/* One row of the text panel: a sentence of the body, split into its cost and its effect
 * when it reads "cost: effect" (a short beginning holding a number, before ": "). */
typedef struct zoom_row {
    char cost[96];
    char text[320];
} zoom_row;

static int zoom_rows(const char *body, zoom_row *rows, int max) {
    int n = 0;
    const char *p = body;
    while (*p && n < max) {
        while (*p == ' ') p++;
        const char *end = strstr(p, ". ");
        size_t len = end ? (size_t)(end - p) + 1 : strlen(p);
        char sent[320];
        if (len >= sizeof sent) len = sizeof sent - 1;
        memcpy(sent, p, len);
        sent[len] = '\0';
        p += len;
        if (!sent[0]) continue;
        zoom_row *r = &rows[n++];
        r->cost[0] = '\0';
        const char *colon = strstr(sent, ": ");
        size_t head = colon ? (size_t)(colon - sent) : 0;
        int digit = 0, letter = 0; /* "2 stones, 6 feathers", not a number alone ("15") */
        for (size_t k = 0; k < head; k++) {
            digit |= sent[k] >= '0' && sent[k] <= '9';
            letter |= (sent[k] >= 'a' && sent[k] <= 'z') || (sent[k] >= 'A' && sent[k] <= 'Z');
        }
        if (colon && digit && letter && head < sizeof r->cost && head <= 48) {
            memcpy(r->cost, sent, head);
            r->cost[head] = '\0';
            nm_strlcpy(r->text, colon + 2, sizeof r->text);
        } else {
            nm_strlcpy(r->text, sent, sizeof r->text);
        }
    }
    return n;
}

/* Lays out (draws when draw) the rows at a body size; returns the height. */
static int zoom_draw_rows(app *a, const zoom_row *rows, int n, SDL_Rect box, int bpx, int draw) {
    int any_cost = 0;
    for (int k = 0; k < n; k++) any_cost |= rows[k].cost[0] != 0;
    int cw = any_cost ? box.w * 34 / 100 : 0, gap = ui_s(a, 12);
    int y = box.y, spx = text_px(a, TEXT_SMALL);
    if (any_cost) {
        int lh = text_line_h(a, FONT_ITALIC, spx);
        if (draw) {
            text_draw(a, FONT_ITALIC, spx, ui_ink_soft, box.x, y, TEXT_LEFT, app_tr(a, "zoom_cost"));
            text_draw(a, FONT_ITALIC, spx, ui_ink_soft, box.x + cw + gap, y, TEXT_LEFT, app_tr(a, "zoom_effect"));
        }
        y += lh + ui_s(a, 2);
    }
    for (int k = 0; k < n; k++) {
        const zoom_row *r = &rows[k];
        int h;
        if (r->cost[0]) {
            SDL_Rect cb = {box.x, y, cw, 1 << 20}, eb = {box.x + cw + gap, y, box.w - cw - gap, 1 << 20};
            int ch = text_box(a, FONT_DISPLAY, bpx, ui_forest, cb, TEXT_LEFT, r->cost, draw);
            int eh = text_box(a, FONT_TEXT, bpx, ui_ink, eb, TEXT_LEFT, r->text, draw);
            h = ch > eh ? ch : eh;
        } else {
            SDL_Rect tb = {box.x, y, box.w, 1 << 20};
            h = text_box(a, FONT_TEXT, bpx, ui_ink, tb, TEXT_LEFT, r->text, draw);
        }
        y += h + ui_s(a, 6);
    }
    return y - box.y;
}

/* The zoom's text in tb (drawn when draw); returns the height it takes. */
static int zoom_text(const board_scene *b, app *a, int el, const nm_element_view *v, int covered, SDL_Rect tb,
                     int draw) {
    int tpx = text_px(a, TEXT_LABEL * 1.4f);
    const char *label = covered && v->title[0] ? v->title : board_element_label(b, a, el);
    int cy = tb.y;
    cy += text_box(a, FONT_DISPLAY, tpx, ui_ink, (SDL_Rect){tb.x, cy, tb.w, 1 << 20}, TEXT_LEFT, label, draw);
    if (v->title[0] && !v->hidden && strcmp(v->title, label) != 0)
        cy += text_box(a, FONT_DISPLAY, text_px(a, TEXT_LABEL * 1.15f), ui_forest, (SDL_Rect){tb.x, cy, tb.w, 1 << 20},
                       TEXT_LEFT, v->title, draw);
    cy += ui_s(a, 8);
    SDL_Color line = {150, 112, 64, 160};
    if (draw) ui_round_fill(a, (SDL_Rect){tb.x, cy, tb.w, 1}, 0, line, line);
    cy += ui_s(a, 10);
    if (v->body[0]) {
        zoom_row rows[16];
        int n = zoom_rows(v->body, rows, 16);
        SDL_Rect rb = {tb.x, cy, tb.w, tb.y + tb.h - cy};
        int bpx = text_px(a, TEXT_BODY * 1.1f), floor_px = text_px(a, 0);
        while (bpx > floor_px && zoom_draw_rows(a, rows, n, rb, bpx, 0) > rb.h) bpx--;
        cy += zoom_draw_rows(a, rows, n, rb, bpx, draw);
    }
    return cy - tb.y;
}

static void zoom_render(const scene *s, app *a) {
    const zoom_overlay *z = (const zoom_overlay *)s;
    const board_scene *b = (const board_scene *)z->board;
    nm_element_view cover;
    int covered = board_covered(b, a, z->el, NULL, &cover);
    const nm_element_view *v = covered ? &cover : &b->views[z->el];
    ui_dim(a, 170);
    /* A panel with the art large on the left, the name, the cost and the effect apart on
     * the right. */
    int pw = a->w * 86 / 100, ph = a->h * 80 / 100;
    if (pw > ui_s(a, 1120)) pw = ui_s(a, 1120);
    if (ph > ui_s(a, 620)) ph = ui_s(a, 620);
    SDL_Rect panel = {(a->w - pw) / 2, (a->h - ph) / 2, pw, ph};
    int pad = ui_s(a, 22);
    int art = ph - 2 * pad;
    if (art > pw * 42 / 100) art = pw * 42 / 100;
    SDL_Rect ar = {panel.x + pad, panel.y + (ph - art) / 2, art, art};
    char icon[BOARD_ICON_LEN] = "";
    const char *kind = b->d->board.elements[z->el].kind;
    /* The piece's own picture: art no other element shows now (a creature's, an
     * artifact's); an icon many share (a side of the round, a kind of piece) says less
     * than the element itself drawn large. */
    if (!covered && !v->hidden && b->icon[z->el][0]) {
        int shared = 0;
        for (int k = 0; k < b->n; k++)
            shared += k != z->el && strcmp(b->icon[k], b->icon[z->el]) == 0;
        if (!shared) nm_strlcpy(icon, b->icon[z->el], sizeof icon);
    }
    /* An empty place (a bare square of a board) has no picture of its own: its text
     * takes the whole panel. */
    int picture = icon[0] || covered || v->piece_count > 0 || (kind && strcmp(kind, "card") == 0);
    if (!picture) {
        ar.w = 0;
        art = -pad;
        SDL_Rect probe = {panel.x + pad, panel.y + pad, pw - 2 * pad, ph - 2 * pad};
        int need = zoom_text(b, a, z->el, v, covered, probe, 0) + 2 * pad;
        if (need < ph) {
            ph = need;
            panel = (SDL_Rect){(a->w - pw) / 2, (a->h - ph) / 2, pw, ph};
        }
    }
    ui_parchment_panel(a, panel);
    if (picture && icon[0]) { /* the piece's own picture, as large as the panel allows */
        ui_round_fill(a, ar, (float)ui_s(a, 10), (SDL_Color){250, 240, 214, 255}, (SDL_Color){232, 214, 172, 255});
        ui_round_frame(a, ar, (float)ui_s(a, 10), (float)ui_s(a, 2), (SDL_Color){150, 112, 64, 255});
        int in = ui_s(a, 14);
        board_art(a, icon, (SDL_Rect){ar.x + in, ar.y + in, ar.w - 2 * in, ar.h - 2 * in}, 255);
    } else if (picture) { /* the element itself, in its proportions */
        SDL_Rect src = b->rect[z->el];
        float aspect = src.h > 0 ? (float)src.w / (float)src.h : 1.0f;
        int w = art, h = art;
        if (aspect > 1) h = (int)(art / aspect);
        else w = (int)(art * aspect);
        SDL_Rect big = {ar.x + (art - w) / 2, ar.y + (art - h) / 2, w, h};
        /* Drawn by the game's own view, at the board's scale times the enlargement. */
        board_units saved = board_units_on(b, a);
        float f = src.w > 0 ? (float)big.w / (float)src.w : 1.0f;
        a->u *= f;
        a->base *= f;
        if (covered) board_covered(b, a, z->el, &big, &cover);
        else if (!b->view || !b->view->element || !b->view->element(b, a, z->el, big, 0, 0))
            board_draw_element(b, a, z->el, big, 0, 0);
        board_units_off(a, saved);
    }
    /* The text: name, title, then the body's sentences, cost and effect in columns. */
    SDL_Rect tb = {ar.x + art + pad, panel.y + pad, panel.x + pw - pad - (ar.x + art + pad), ph - 2 * pad};
    zoom_text(b, a, z->el, v, covered, tb, 1);
    text_draw(a, FONT_ITALIC, text_px(a, TEXT_SMALL), ui_cream_dim, a->w / 2, panel.y + ph + ui_s(a, 8),
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
