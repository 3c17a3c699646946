/* board_draw.c - drawing the board scene: the board and its elements, the side panel
 * (turn, players, log, buttons) and the hover card. Reads the scene, never changes it. */
#include <limits.h>
#include <string.h>
#include "board_internal.h"
#include "nemeton/util.h"
#include "text.h"
#include "ui.h"

/* Light seat colours (orange, sky blue, yellow) carry dark text; the others light text. */
static SDL_Color board_on_color(SDL_Color c) {
    int lum = (c.r * 299 + c.g * 587 + c.b * 114) / 1000;
    return lum > 140 ? ui_ink : ui_cream;
}

static int board_hover(const board_scene *b, const app *a) {
    if (scene_stack_top(&a->stack) != &b->base) return -1;
    return board_element_at(b, a->mouse_x, a->mouse_y);
}

static void board_badge(app *a, int cx, int cy, int rad, int value) {
    char num[16];
    SDL_snprintf(num, sizeof num, "%d", value);
    ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)rad, ui_gold);
    int px = (int)(rad * 1.15f);
    if (px < 8) px = 8;
    int lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw(a, FONT_DISPLAY, px, ui_ink, cx, cy - lh / 2, TEXT_CENTRE, num);
}

/* An empty place on the board: a faint slot with its name. */
static void board_slot(app *a, SDL_Rect r, const char *label, float rad, int px) {
    SDL_Color fill = {20, 30, 22, 90}, rim = {242, 230, 200, 70};
    ui_round_fill(a, r, rad, fill, fill);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), rim);
    int lh = text_line_h(a, FONT_ITALIC, px);
    SDL_Color c = {242, 230, 200, 150};
    text_draw_fit(a, FONT_ITALIC, px, c, r.x + r.w / 2, r.y + (r.h - lh) / 2, TEXT_CENTRE,
                  r.w - ui_s(a, 8), label);
}

/* A face-down card or pile: forest green back with a gold rim and the emblem. */
static void board_card_back(app *a, SDL_Rect r, float rad, int pile) {
    if (pile) { /* two offset edges suggest a stack */
        for (int k = 2; k >= 1; k--) {
            SDL_Rect e = {r.x + k * ui_s(a, 3), r.y - k * ui_s(a, 3), r.w, r.h};
            SDL_Color c0 = {36, 64, 44, 255}, c1 = {24, 44, 30, 255};
            ui_round_fill(a, e, rad, c0, c1);
            ui_round_frame(a, e, rad, 1.0f, (SDL_Color){180, 140, 60, 200});
        }
    }
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_fill(a, r, rad, (SDL_Color){52, 92, 62, 255}, (SDL_Color){28, 56, 36, 255});
    SDL_Rect in = {r.x + ui_s(a, 6), r.y + ui_s(a, 6), r.w - ui_s(a, 12), r.h - ui_s(a, 12)};
    ui_round_frame(a, r, rad, (float)ui_s(a, 2), ui_gold);
    ui_round_frame(a, in, rad * 0.6f, 1.0f, (SDL_Color){217, 169, 58, 160});
    int s = (in.w < in.h ? in.w : in.h) * 3 / 4;
    SDL_Rect em = {r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
    SDL_Texture *t = assets_svg(a->assets, "ui/emblem", s, s);
    if (t) {
        SDL_SetTextureAlphaMod(t, 200);
        SDL_RenderCopy(a->renderer, t, NULL, &em);
    }
}

/* A face-up card: coloured header band with the title, art, then the text. */
static void board_card(const board_scene *b, app *a, int i, SDL_Rect r, float rad) {
    const nm_element_view *v = &b->views[i];
    int pad = ui_s(a, 6);
    int tpx = text_px(a, TEXT_SMALL);
    int line = text_line_h(a, FONT_DISPLAY, tpx);
    int band = line + ui_s(a, 6);
    /* The count (a cost, a stack) is a gold coin on the top-right corner. */
    int coin = band * 9 / 20;
    int right = v->count >= 0 ? coin * 7 / 4 - pad / 2 : 0;
    const char *title = v->title[0] ? v->title : board_element_label(b, a, i);
    int tw = r.w - 2 * pad - right;
    int px = text_fit_px(a, FONT_DISPLAY, tpx, tw, title);
    int two = text_width(a, FONT_DISPLAY, px, title) > tw; /* a long name takes two lines */
    if (two) {
        px = tpx * 17 / 20 > text_px(a, 0) ? tpx * 17 / 20 : text_px(a, 0);
        /* smaller still while its words need a third line (a zoom enlarges the letters
         * more than the card at the 14 px floor) */
        SDL_Rect two_lines = {0, 0, r.w - pad - pad / 2 - right, 0};
        for (; px > 8; px--) {
            two_lines.h = 2 * text_line_h(a, FONT_DISPLAY, px) + ui_s(a, 4);
            if (text_box_fits(a, FONT_DISPLAY, px, two_lines, title)) break;
        }
        band = 2 * text_line_h(a, FONT_DISPLAY, px) + ui_s(a, 4);
    }
    ui_shadow(a, r, rad, (float)ui_s(a, 8));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color bc = v->owner >= 0 ? ui_seat_color(v->owner) : ui_forest;
    SDL_Rect br = {r.x + pad / 2, r.y + pad / 2, r.w - pad, band};
    ui_round_fill(a, br, rad * 0.7f, ui_mix(bc, (SDL_Color){255, 255, 255, 255}, 0.12f), bc);
    int lh = text_line_h(a, FONT_DISPLAY, px);
    if (two) {
        SDL_Rect tb = {br.x + pad / 2, br.y + ui_s(a, 2), br.w - pad / 2 - right, band};
        text_box(a, FONT_DISPLAY, px, board_on_color(bc), tb, TEXT_LEFT, title, 1);
    } else {
        text_draw_fit(a, FONT_DISPLAY, px, board_on_color(bc), br.x + pad, br.y + (band - lh) / 2,
                      TEXT_LEFT, tw, title);
    }
    int y = br.y + br.h + pad;
    int bpx = text_px(a, TEXT_SMALL);
    int blh = text_line_h(a, FONT_TEXT, bpx);
    int room = r.y + r.h - pad - y;
    if (b->icon[i][0]) {
        int text_h = v->body[0] ? blh * 3 : 0;
        int min_art = ui_s(a, 28);
        if (text_h > room - min_art) text_h = room - min_art > blh ? (room - min_art) / blh * blh : 0;
        board_art(a, b->icon[i], (SDL_Rect){r.x + pad, y, r.w - 2 * pad, room - text_h}, 255);
        if (text_h > 0) {
            SDL_Rect tb = {r.x + pad, r.y + r.h - pad - text_h, r.w - 2 * pad, text_h};
            text_box_whole(a, FONT_TEXT, bpx, ui_ink, tb, TEXT_CENTRE, v->body, 1);
        }
    } else if (v->body[0]) { /* no art: the text fills the card under the title */
        SDL_Rect tb = {r.x + pad + ui_s(a, 2), y + ui_s(a, 2), r.w - 2 * pad - ui_s(a, 4), room};
        text_box_whole(a, FONT_TEXT, bpx, ui_ink, tb, TEXT_LEFT, v->body, 1);
    }
    if (v->count >= 0) board_badge(a, r.x + r.w - coin * 3 / 4, r.y + coin * 3 / 4, coin, v->count);
}

/* A parchment panel: owner token, title, count and body text. */
static void board_panel(const board_scene *b, app *a, int i, SDL_Rect r, float rad) {
    const nm_element_view *v = &b->views[i];
    int pad = ui_s(a, 10);
    ui_shadow(a, r, rad, (float)ui_s(a, 8));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color rim = v->owner >= 0 ? ui_seat_color(v->owner) : (SDL_Color){150, 112, 64, 255};
    ui_round_frame(a, r, rad, (float)ui_s(a, v->owner >= 0 ? 3 : 1.5f), rim);
    int tpx = text_px(a, TEXT_LABEL);
    int lh = text_line_h(a, FONT_DISPLAY, tpx);
    int x = r.x + pad;
    if (v->owner >= 0) {
        int tr = lh * 3 / 10;
        ui_seat_token(a, v->owner, x + tr, r.y + pad + lh / 2, tr);
        x += 2 * tr + ui_s(a, 8);
    }
    int right = v->count >= 0 ? lh + ui_s(a, 4) : 0;
    const char *title = v->title[0] ? v->title : board_element_label(b, a, i);
    int tw = r.x + r.w - pad - x - right;
    int px = text_fit_px(a, FONT_DISPLAY, tpx, tw, title);
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, x, r.y + pad + (lh - text_line_h(a, FONT_DISPLAY, px)) / 2,
                  TEXT_LEFT, tw, title);
    if (v->count >= 0) board_badge(a, r.x + r.w - pad - lh / 2, r.y + pad + lh / 2, lh * 2 / 5, v->count);
    int y = r.y + pad + lh + ui_s(a, 2);
    int art_w = 0;
    if (b->icon[i][0]) {
        art_w = r.h - (y - r.y) - pad;
        if (art_w > r.w / 3) art_w = r.w / 3;
        board_art(a, b->icon[i], (SDL_Rect){r.x + r.w - pad - art_w, y, art_w, art_w}, 255);
    }
    if (v->piece_count > 0 && r.w > r.h * 8 / 5 && art_w < r.w / 3) art_w = r.w / 3 - pad; /* the pieces' room */
    if (v->body[0]) {
        SDL_Rect tb = {r.x + pad, y, r.w - 2 * pad - (art_w ? art_w + pad : 0), r.y + r.h - pad - y};
        text_box_whole(a, FONT_TEXT, text_px(a, TEXT_SMALL), ui_ink_soft, tb, TEXT_LEFT, v->body, 1);
    }
}

/* The art rasterised at `raster` pixels square and drawn fitted in r (a slide draws its
 * piece from the texture of its final size, so no size is rasterised mid-slide). */
static void board_art_at(app *a, const char *name, SDL_Rect r, Uint8 alpha, int raster) {
    if (!name || !name[0] || r.w <= 2 || r.h <= 2 || raster <= 2) return;
    int s = r.w < r.h ? r.w : r.h;
    SDL_Rect d = {r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
    SDL_Texture *t = assets_svg(a->assets, name, raster, raster);
    if (!t) return;
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(a->renderer, t, NULL, &d);
    SDL_SetTextureAlphaMod(t, 255);
}

void board_art(app *a, const char *name, SDL_Rect r, Uint8 alpha) {
    board_art_at(a, name, r, alpha, r.w < r.h ? r.w : r.h);
}

/* The pieces of an element stand in its lower part when it shows a title or text, in
 * the whole of it otherwise; as many columns and rows as make them biggest. */
static SDL_Rect board_pieces_area(const nm_element_view *v, SDL_Rect r) {
    int texty = v->title[0] || v->body[0];
    int inset = r.w < r.h ? r.w / 14 : r.h / 14;
    SDL_Rect area = {r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
    if (texty && !v->hidden && r.w > r.h * 8 / 5) { /* wide: in the right third, beside the text */
        area.x = r.x + r.w - r.w / 3;
        area.w = r.w / 3 - inset;
        int top = r.h / 4;
        area.y = r.y + top;
        area.h = r.h - top - inset;
    } else if (texty && !v->hidden) {
        int top = r.h * 2 / 5;
        area.y = r.y + top;
        area.h = r.h - top - inset;
    }
    return area;
}

static int board_pieces_grid(int n, SDL_Rect area, int *cols_out) {
    int best = 0, best_cols = 1;
    for (int rows = 1; rows <= n; rows++) {
        int cols = (n + rows - 1) / rows;
        int s = area.w / cols < area.h / rows ? area.w / cols : area.h / rows;
        if (s > best) {
            best = s;
            best_cols = cols;
        }
    }
    *cols_out = best_cols;
    return best;
}

SDL_Rect board_piece_rect(const nm_element_view *v, SDL_Rect r, int k) {
    int n = v->piece_count;
    if (n > NM_VIEW_PIECES) n = NM_VIEW_PIECES;
    if (n <= 0) return (SDL_Rect){r.x + r.w / 2, r.y + r.h / 2, 0, 0};
    SDL_Rect area = board_pieces_area(v, r);
    int cols;
    int s = board_pieces_grid(n, area, &cols);
    int maxs = r.w < r.h ? r.w * 3 / 4 : r.h * 3 / 4;
    if (s > maxs) s = maxs;
    int rows = (n + cols - 1) / cols;
    int row = k / cols, col = k % cols;
    int in_row = row == rows - 1 ? n - row * cols : cols; /* the last row is centred */
    int x0 = area.x + (area.w - in_row * s) / 2, y0 = area.y + (area.h - rows * s) / 2;
    return (SDL_Rect){x0 + col * s, y0 + row * s, s, s};
}

SDL_Rect board_view_piece_rect(const board_scene *b, app *a, int i, const nm_element_view *v,
                               SDL_Rect r, int k) {
    SDL_Rect out;
    board_units bu = board_units_on(b, a);
    int own = b->view && b->view->piece_rect && b->view->piece_rect(b, a, i, v, r, k, &out);
    board_units_off(a, bu);
    return own ? out : board_piece_rect(v, r, k);
}

/* The size of a piece's art in a piece of `size` pixels: inside its seat's token, or
 * the whole piece for a neutral one. */
static int board_piece_art_size(int size, int seat) {
    int rad = size * 9 / 20;
    return seat >= 0 ? rad * 13 / 10 : rad * 2;
}

/* One piece: the seat's token (colour and shape) under the art, the count, the facing.
 * raster: the piece size its art is rasterised for (0: its own). */
static void board_piece_at(const board_scene *b, app *a, const nm_piece *p, const char *art,
                           SDL_Rect r, int raster) {
    (void)b;
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    int rad = r.w * 9 / 20;
    if (rad < 3) return;
    Uint8 alpha = p->dimmed ? 120 : 255;
    if (p->seat >= 0) {
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy + rad / 8.0f, (float)rad,
                 (SDL_Color){20, 14, 9, 110});
        ui_seat_token(a, p->seat, cx, cy, rad);
    }
    int inner = board_piece_art_size(r.w, p->seat);
    raster = raster > 0 ? board_piece_art_size(raster, p->seat) : inner;
    if (art[0]) board_art_at(a, art, (SDL_Rect){cx - inner / 2, cy - inner / 2, inner, inner}, alpha, raster);
    else if (p->seat < 0) ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)rad * 0.7f, ui_cream);
    if (p->dimmed) {
        SDL_Color dim = {20, 14, 9, 110};
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)rad, dim);
    }
    /* the facing: a small gold dart on the rim */
    if (p->turn) ui_facing_dart(a, (float)cx, (float)cy, (float)rad, p->turn, 1.05f, 0.55f, 0.32f);
    if (p->count > 1) {
        char num[16];
        SDL_snprintf(num, sizeof num, "%d", p->count);
        int br = rad * 9 / 20 > ui_s(a, 7) ? rad * 9 / 20 : ui_s(a, 7);
        int bx2 = cx + rad * 7 / 10, by2 = cy + rad * 7 / 10;
        ui_shape(a, UI_SHAPE_CIRCLE, (float)bx2, (float)by2, (float)br, ui_ink);
        int px = br * 3 / 2 > 8 ? br * 3 / 2 : 8;
        text_draw(a, FONT_DISPLAY, px, ui_cream, bx2, by2 - text_line_h(a, FONT_DISPLAY, px) / 2,
                  TEXT_CENTRE, num);
    }
}

static void board_piece(const board_scene *b, app *a, const nm_piece *p, const char *art, SDL_Rect r) {
    board_piece_at(b, a, p, art, r, 0);
}

float board_anim_progress(const board_scene *b) {
    if (b->anim_count == 0 || b->anim_ms == 0) return 1.0f;
    float t = (float)(SDL_GetTicks() - b->anim_start) / (float)b->anim_ms;
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

const board_anim *board_anim_find(const board_scene *b, int i, int k) {
    if (board_anim_progress(b) >= 1.0f) return NULL;
    for (int n = 0; n < b->anim_count; n++)
        if (b->anims[n].el == i && b->anims[n].piece == k) return &b->anims[n];
    return NULL;
}

/* Between the slide's start and where the piece now stands, easing out. */
static SDL_Rect board_anim_rect(const board_scene *b, const board_anim *an, SDL_Rect to) {
    float t = board_anim_progress(b);
    float e = 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t);
    SDL_Rect f = an->from;
    return (SDL_Rect){f.x + (int)((to.x - f.x) * e), f.y + (int)((to.y - f.y) * e),
                      f.w + (int)((to.w - f.w) * e), f.h + (int)((to.h - f.h) * e)};
}

void board_draw_pieces(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int n = v->piece_count > NM_VIEW_PIECES ? NM_VIEW_PIECES : v->piece_count;
    for (int k = 0; k < n; k++) /* sliding pieces are drawn over everything, later */
        if (!board_anim_find(b, i, k))
            board_piece(b, a, &v->pieces[k], b->piece_icon[i][k], board_view_piece_rect(b, a, i, v, r, k));
}

/* The slides in progress, over the board. */
static void board_draw_anims(const board_scene *b, app *a) {
    if (board_anim_progress(b) >= 1.0f) return;
    for (int n = 0; n < b->anim_count; n++) {
        const board_anim *an = &b->anims[n];
        const nm_element_view *v = &b->views[an->el];
        if (an->piece < 0) { /* a card keeps its final size: its art is not rasterised anew */
            SDL_Rect r = board_anim_rect(b, an, b->rect[an->el]);
            r.w = b->rect[an->el].w;
            r.h = b->rect[an->el].h;
            board_draw_element(b, a, an->el, r, 0, 0);
        } else if (an->piece < v->piece_count) {
            SDL_Rect to = board_view_piece_rect(b, a, an->el, v, b->rect[an->el], an->piece);
            board_piece_at(b, a, &v->pieces[an->piece], b->piece_icon[an->el][an->piece],
                           board_anim_rect(b, an, to), to.w);
        }
    }
}

void board_draw_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_board_element *e = &b->d->board.elements[i];
    const nm_element_view *v = &b->views[i];
    int mn = r.w < r.h ? r.w : r.h;
    float rad = mn * 0.07f;
    if (rad > ui_s(a, 12)) rad = (float)ui_s(a, 12);
    int is_card = strcmp(e->kind, "card") == 0;
    int is_pile = strcmp(e->kind, "deck") == 0 || strcmp(e->kind, "pile") == 0;
    if (legal) {
        SDL_Color g = ui_gold_light;
        g.a = hot ? 230 : 150;
        ui_glow(a, r, rad, (float)ui_s(a, hot ? 16 : 11), g);
    }
    if (strcmp(e->kind, "button") == 0) {
        const char *t = v->title[0] ? v->title : board_element_label(b, a, i);
        ui_button(a, r, t, NULL, legal ? UI_BTN_PRIMARY : UI_BTN_NORMAL, legal);
        return;
    }
    int empty = !b->dynamic[i] || (v->dimmed && !v->title[0] && !v->hidden);
    if (empty) board_slot(a, r, board_element_label(b, a, i), rad, text_px(a, TEXT_SMALL));
    else if (v->hidden) board_card_back(a, r, rad, is_pile);
    else if (is_card) board_card(b, a, i, r, rad);
    else board_panel(b, a, i, r, rad);
    if (v->hidden && !empty) {
        /* Name and count of a face-down pile in a banner along the bottom. */
        int px = text_px(a, TEXT_SMALL), lh = text_line_h(a, FONT_DISPLAY, px);
        SDL_Rect band = {r.x, r.y + r.h - lh - ui_s(a, 10), r.w, lh + ui_s(a, 6)};
        SDL_Color bc = {20, 14, 9, 170};
        ui_round_fill(a, band, 0, bc, bc);
        char line[96];
        const char *t = v->title[0] ? v->title : board_element_label(b, a, i);
        if (v->count >= 0) SDL_snprintf(line, sizeof line, "%s \xC2\xB7 %d", t, v->count);
        else SDL_snprintf(line, sizeof line, "%s", t);
        text_draw_fit(a, FONT_DISPLAY, px, ui_gold_light, r.x + r.w / 2, band.y + ui_s(a, 3),
                      TEXT_CENTRE, r.w - ui_s(a, 8), line);
    }
    if (v->dimmed && !empty) {
        SDL_Color dim = {20, 14, 9, 90};
        ui_round_fill(a, r, rad, dim, dim);
    }
    if (v->piece_count > 0) board_draw_pieces(b, a, i, r);
    if (legal) ui_round_frame(a, r, rad, (float)ui_s(a, hot ? 3.5f : 2.5f), ui_gold_light);
}

/* Element i with the game's own drawing when it has one, and the light of an action
 * being pointed at. */
static void board_element(const board_scene *b, app *a, int i, int hot) {
    SDL_Rect r = b->rect[i];
    int legal = b->input && b->legal_n[i] > 0;
    if (board_anim_find(b, i, -1)) { /* a card on its way here: drawn by the slide */
        int mn = r.w < r.h ? r.w : r.h;
        board_slot(a, r, board_element_label(b, a, i), mn * 0.07f, text_px(a, TEXT_SMALL));
        return;
    }
    if (!b->view || !b->view->element || !b->view->element(b, a, i, r, legal, hot))
        board_draw_element(b, a, i, r, legal, hot);
}

/* The board's surface: its felt and rims (part 0), the game's board art (part 1); -1 both. */
static void board_surface_part(const board_scene *b, app *a, int part) {
    int pad = ui_s(a, 12);
    SDL_Rect r = {b->board_rect.x - pad, b->board_rect.y - pad, b->board_rect.w + 2 * pad,
                  b->board_rect.h + 2 * pad};
    float rad = (float)ui_s(a, 14);
    if (part != 1) {
        ui_shadow(a, r, rad, (float)ui_s(a, 18));
        ui_round_radial(a, r, rad, (SDL_Color){46, 84, 56, 255}, (SDL_Color){24, 48, 31, 255});
        ui_round_frame(a, r, rad, (float)ui_s(a, 3), (SDL_Color){120, 86, 40, 255});
        SDL_Rect in = {r.x + ui_s(a, 5), r.y + ui_s(a, 5), r.w - ui_s(a, 10), r.h - ui_s(a, 10)};
        ui_round_frame(a, in, rad * 0.7f, 1.0f, (SDL_Color){217, 169, 58, 120});
    }
    if (part == 0) return;
    /* The game's board art (art/<game>/board.svg), stretched over the board's area. */
    char name[64];
    SDL_snprintf(name, sizeof name, "%s/board", b->g->id);
    if (assets_has_svg(a->assets, name)) {
        SDL_Texture *t = assets_svg(a->assets, name, b->board_rect.w, b->board_rect.h);
        if (t) SDL_RenderCopy(a->renderer, t, NULL, &b->board_rect);
    }
}

static void board_surface(const board_scene *b, app *a) { board_surface_part(b, a, -1); }

static void board_turn(const board_scene *b, app *a) {
    SDL_Rect r = b->turn_box;
    int tpx = text_px(a, 26), lh = text_line_h(a, FONT_DISPLAY, tpx);
    const char *gname = b->g->name[a->set.lang] ? b->g->name[a->set.lang] : b->g->name[0];
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_gold_light, r.x, r.y, TEXT_LEFT, r.w, gname);
    int y = r.y + lh + ui_s(a, 6);
    char line[160], name[64];
    int px = text_px(a, TEXT_LABEL), llh = text_line_h(a, FONT_DISPLAY, px);
    int bpx = text_px(a, TEXT_BODY);
    if (nm_match_over(b->m)) {
        text_draw_fit(a, FONT_DISPLAY, px, ui_cream, r.x, y, TEXT_LEFT, r.w, app_tr(a, "board_over"));
        return;
    }
    if (b->confirm_pending) {
        board_seat_name(b, a, b->acted_seat, name, sizeof name);
        int ctr = llh * 3 / 10;
        ui_seat_token(a, b->acted_seat, r.x + ctr, y + llh / 2, ctr);
        app_trf(a, "board_confirm_title", line, sizeof line, name, NULL);
        text_draw_fit(a, FONT_DISPLAY, px, ui_cream, r.x + 2 * ctr + ui_s(a, 8), y, TEXT_LEFT,
                      r.w - 2 * ctr - ui_s(a, 8), line);
        return;
    }
    int to = nm_match_to_move(b->m);
    board_seat_name(b, a, to, name, sizeof name);
    int tr = llh * 3 / 10;
    ui_seat_token(a, to, r.x + tr, y + llh / 2, tr);
    int human = b->cfg.driven || b->cfg.human[to];
    app_trf(a, human ? "board_turn_human" : "board_turn_bot", line, sizeof line, name, NULL);
    /* smaller rather than cut (a large interface size, French) */
    int lw = r.w - 2 * tr - ui_s(a, 8), fpx = text_fit_px(a, FONT_DISPLAY, px, lw, line);
    text_draw_fit(a, FONT_DISPLAY, fpx, ui_cream, r.x + 2 * tr + ui_s(a, 8), y + (llh - text_line_h(a, FONT_DISPLAY, fpx)) / 2,
                  TEXT_LEFT, lw, line);
    y += llh + ui_s(a, 2);
    if (b->save_failed) { /* until an autosave works again, in place of the hint */
        SDL_Rect wb = {r.x, y, r.w, r.y + r.h - y};
        text_box(a, FONT_ITALIC, bpx, ui_gold_light, wb, TEXT_LEFT,
                 app_tr(a, "board_autosave_failing"), 1);
        return;
    }
    if (human) {
        SDL_Rect hb = {r.x, y, r.w, r.y + r.h - y};
        const char *hint = b->prompt[0] ? b->prompt : app_tr(a, "board_hint");
        /* smaller rather than cut, down to the small size */
        bpx = text_box_fit_px(a, FONT_ITALIC, bpx, hb, hint, text_px(a, TEXT_SMALL));
        text_box(a, FONT_ITALIC, bpx, b->prompt[0] ? ui_cream : ui_cream_dim, hb, TEXT_LEFT, hint, 1);
    }
}

/* The thinking mark: three dots lit in turn while a computer's search runs. */
static void board_thinking(const board_scene *b, app *a) {
    if (!b->think || nm_match_over(b->m) || b->confirm_pending) return;
    SDL_Rect r = b->turn_box;
    int tpx = text_px(a, 26), lh = text_line_h(a, FONT_DISPLAY, tpx);
    int px = text_px(a, TEXT_LABEL), llh = text_line_h(a, FONT_DISPLAY, px);
    int y = r.y + lh + ui_s(a, 6) + llh + ui_s(a, 2);
    int tr = llh * 3 / 10;
    int rad = ui_s(a, 5), step = ui_s(a, 16), lit = (int)(SDL_GetTicks() / 250 % 3);
    for (int i = 0; i < 3; i++) {
        SDL_Rect dot = {r.x + 2 * tr + ui_s(a, 8) + i * step, y + ui_s(a, 6), 2 * rad, 2 * rad};
        SDL_Color c = i == lit ? ui_gold_light : ui_cream_dim;
        ui_round_fill(a, dot, (float)rad, c, c);
    }
}

static void board_players(const board_scene *b, app *a) {
    SDL_Rect r = b->players_box; /* its panel is part of the background layer */
    int pad = ui_s(a, 10), row = ui_s(a, 34);
    int px = text_px(a, TEXT_BODY), lh = text_line_h(a, FONT_TEXT, px);
    int hpx = text_px(a, TEXT_SMALL);
    text_draw(a, FONT_DISPLAY, hpx, ui_ink_soft, r.x + pad, r.y + ui_s(a, 7), TEXT_LEFT,
              app_tr(a, "board_players"));
    text_draw(a, FONT_DISPLAY, hpx, ui_ink_soft, r.x + r.w - pad, r.y + ui_s(a, 7), TEXT_RIGHT,
              app_tr(a, "board_score"));
    int to = nm_match_to_move(b->m), over = nm_match_over(b->m);
    for (int p = 0; p < b->m->setup.players; p++) {
        int y = r.y + ui_s(a, 32) + p * row;
        SDL_Rect rr = {r.x + ui_s(a, 4), y, r.w - ui_s(a, 8), row};
        if (!over && p == to) {
            SDL_Color hl = {217, 169, 58, 90};
            ui_round_fill(a, rr, (float)ui_s(a, 6), hl, hl);
        }
        int tr = ui_s(a, 8);
        ui_seat_token(a, p, rr.x + pad + tr, y + row / 2, tr);
        char name[64], line[128];
        board_seat_name(b, a, p, name, sizeof name);
        if (!b->cfg.human[p] && !b->cfg.driven)
            SDL_snprintf(line, sizeof line, "%s (%s)", name, app_tr(a, "board_computer"));
        else
            SDL_snprintf(line, sizeof line, "%s", name);
        int x = rr.x + pad + 2 * tr + ui_s(a, 10);
        text_draw_fit(a, FONT_TEXT, px, ui_ink, x, y + (row - lh) / 2, TEXT_LEFT,
                      rr.x + rr.w - x - ui_s(a, 60), line);
        char sc[16];
        SDL_snprintf(sc, sizeof sc, "%d", (int)b->scores[p]);
        text_draw(a, FONT_DISPLAY, px, ui_ink, rr.x + rr.w - pad, y + (row - lh) / 2, TEXT_RIGHT, sc);
    }
    const char *bot = lang_pick(b->g->automaton, a->set.lang);
    int np = b->m->setup.players;
    if (bot && b->score_count > np && np < NM_MAX_SEATS) { /* the automaton's score, after the seats */
        int y = r.y + ui_s(a, 32) + np * row;
        int tr = ui_s(a, 8);
        ui_seat_token(a, np, r.x + ui_s(a, 4) + pad + tr, y + row / 2, tr);
        int x = r.x + ui_s(a, 4) + pad + 2 * tr + ui_s(a, 10);
        text_draw_fit(a, FONT_ITALIC, px, ui_ink, x, y + (row - lh) / 2, TEXT_LEFT,
                      r.x + r.w - ui_s(a, 4) - x - ui_s(a, 60), bot);
        char sc[16];
        SDL_snprintf(sc, sizeof sc, "%d", (int)b->scores[np]);
        text_draw(a, FONT_DISPLAY, px, ui_ink, r.x + r.w - ui_s(a, 4) - pad, y + (row - lh) / 2, TEXT_RIGHT, sc);
    }
}

/* The log's lines: the first shown, its top and the line height (0 lines: nothing shown). */
/* The log's layout: the latest entries that fit, each wrapped to two lines (three for the
 * longest); lines[k - first] holds entry k's line count. Returns how many entries show. */
static int board_log_lines(const board_scene *b, app *a, int *first, int *top, int *lh, int lines[64]) {
    SDL_Rect r = b->log_box;
    if (r.h < ui_s(a, 40)) return 0;
    int pad = ui_s(a, 10), px = text_px(a, TEXT_SMALL);
    int hl = text_line_h(a, FONT_DISPLAY, px);
    *lh = text_line_h(a, FONT_TEXT, px);
    *top = r.y + ui_s(a, 6) + hl + ui_s(a, 2);
    int fit = (r.y + r.h - pad / 2 - *top) / *lh;
    *first = b->log_count;
    if (fit <= 0) return 0;
    int tr = *lh * 3 / 10, room = fit, n_shown = 0, rev[64];
    while (*first > 0 && n_shown < 64) {
        int k = *first - 1;
        char num[16];
        SDL_snprintf(num, sizeof num, "%d.", k + 1);
        int x = r.x + pad + 2 * tr + ui_s(a, 8);
        x += text_width(a, FONT_TEXT, px, num) + ui_s(a, 6);
        SDL_Rect box = {x, 0, r.x + r.w - pad - x, 3 * *lh};
        int font = b->log[k].event ? FONT_ITALIC : FONT_TEXT;
        int n = text_box(a, font, px, ui_cream, box, TEXT_LEFT, b->log[k].text, 0) / (*lh > 0 ? *lh : 1);
        if (n < 1) n = 1;
        if (n > room) break;
        room -= n;
        rev[n_shown++] = n;
        *first = k;
    }
    for (int i = 0; i < n_shown; i++) lines[i] = rev[n_shown - 1 - i];
    return n_shown;
}

int board_log_line_at(const board_scene *b, app *a, int x, int y) {
    int first, top, lh, lines[64];
    int n = board_log_lines(b, a, &first, &top, &lh, lines);
    if (n <= 0 || !ui_hit(b->log_box, x, y) || y < top) return -1;
    for (int i = 0, at = top; i < n; i++) {
        at += lines[i] * lh;
        if (y < at) return first + i;
    }
    return -1;
}

static void board_log(const board_scene *b, app *a) {
    SDL_Rect r = b->log_box; /* its shade is part of the background layer */
    if (r.h < ui_s(a, 40)) return;
    int pad = ui_s(a, 10);
    int hpx = text_px(a, TEXT_SMALL), px = text_px(a, TEXT_SMALL);
    int hl = text_line_h(a, FONT_DISPLAY, hpx), lh = text_line_h(a, FONT_TEXT, px);
    text_draw(a, FONT_DISPLAY, hpx, ui_gold, r.x + pad, r.y + ui_s(a, 6), TEXT_LEFT,
              app_tr(a, "board_log"));
    int top = r.y + ui_s(a, 6) + hl + ui_s(a, 2);
    int fit = (r.y + r.h - pad / 2 - top) / lh;
    if (fit <= 0) return;
    if (b->log_count == 0) {
        text_draw_fit(a, FONT_ITALIC, px, ui_cream_dim, r.x + pad, top, TEXT_LEFT, r.w - 2 * pad,
                      app_tr(a, "board_log_empty"));
        return;
    }
    int first, ltop, llh, lines[64];
    int shown = board_log_lines(b, a, &first, &ltop, &llh, lines);
    int tr = lh * 3 / 10, y = top;
    for (int k = first; k < first + shown; k++) {
        ui_seat_token(a, b->log[k].seat, r.x + pad + tr, y + lh / 2, tr);
        char num[16];
        SDL_snprintf(num, sizeof num, "%d.", k + 1);
        int x = r.x + pad + 2 * tr + ui_s(a, 8);
        int nw = text_draw(a, FONT_TEXT, px, ui_cream_dim, x, y, TEXT_LEFT, num);
        x += nw + ui_s(a, 6);
        int n = lines[k - first];
        /* what the game did by itself, in italics; the line pointed at or shown now in gold */
        text_box(a, b->log[k].event ? FONT_ITALIC : FONT_TEXT, px,
                 k == b->log_hot || k == b->event_line ? ui_gold_light : ui_cream,
                 (SDL_Rect){x, y, r.x + r.w - pad - x, n * lh}, TEXT_LEFT, b->log[k].text, 1);
        y += n * lh;
    }
}

/* The suggested move's light: green, apart from the gold of what a click plays and the
 * blue of what the pointed action involves. */
#define BOARD_SUGGEST_GLOW ((SDL_Color){110, 220, 130, 170})
#define BOARD_SUGGEST_RIM ((SDL_Color){140, 235, 150, 255})

/* The suggestion's line above its button (or the search at work). */
static void board_suggestion(const board_scene *b, app *a) {
    if (b->sug_box.h <= 0) return;
    SDL_Rect r = b->sug_box;
    SDL_Color bg = {20, 14, 9, 150};
    ui_round_fill(a, r, (float)ui_s(a, 8), bg, bg);
    ui_round_frame(a, r, (float)ui_s(a, 8), (float)ui_s(a, 1.5f), b->sug_shown ? BOARD_SUGGEST_RIM : ui_cream_dim);
    int px = text_px(a, TEXT_SMALL);
    SDL_Rect box = {r.x + ui_s(a, 8), r.y + ui_s(a, 6), r.w - ui_s(a, 16), r.h - ui_s(a, 12)};
    text_box(a, FONT_ITALIC, px, b->sug_shown ? ui_cream : ui_cream_dim, box, TEXT_LEFT,
             b->sug_shown ? b->sug_text : app_tr(a, "board_suggest_thinking"), 1);
}

/* ---- the action bar: an effect's options no board element stands for ---------------- */

#define BAR_PAD 8
/* The words of the "More options" button (N options behind it). */
static void bar_more_label(const board_scene *b, app *a, char *buf, size_t n) {
    char num[16];
    SDL_snprintf(num, sizeof num, "%d", b->bar_n - b->bar_shown);
    app_trf(a, "board_bar_more", buf, n, num, NULL);
}

int board_bar_layout(board_scene *b, app *a, int x, int y, int w, int room) {
    memset(b->bar_btn, 0, sizeof b->bar_btn);
    b->bar_box = (SDL_Rect){x, y, w, 0};
    b->bar_more = (SDL_Rect){0, 0, 0, 0};
    b->bar_shown = 0;
    if (b->bar_n <= 0) return 0;
    int pad = ui_s(a, BAR_PAD), gap = ui_s(a, 6), px = text_px(a, TEXT_SMALL);
    int hpx = text_px(a, TEXT_SMALL), hl = text_line_h(a, FONT_DISPLAY, hpx), lh = text_line_h(a, FONT_TEXT, px);
    int tw = w - 2 * pad, at = y + pad + 2 * hl + gap; /* the title may take two lines */
    int th = text_box(a, FONT_DISPLAY, hpx, ui_gold, (SDL_Rect){x + pad, y + pad, tw, 2 * hl}, TEXT_LEFT,
                      b->bar_title, 0);
    if (th < hl) th = hl;
    at = y + pad + th + gap;
    int min_h = ui_s(a, 34), limit = y + room - pad; /* the buttons end above this */
    int hs[BOARD_BAR_MAX];
    for (int k = 0; k < b->bar_n; k++) {
        SDL_Rect box = {x + pad + pad, 0, tw - 2 * pad, 3 * lh};
        int h = text_box(a, FONT_TEXT, px, ui_cream, box, TEXT_LEFT, b->bar_label[k], 0);
        if (h < lh) h = lh;
        h += 2 * ui_s(a, 6);
        if (h < min_h) h = min_h;
        hs[k] = h;
    }
    /* as many options as the room holds; when some do not fit, the last place is "More" */
    int need = at;
    for (int k = 0; k < b->bar_n; k++) need += hs[k] + (k ? gap : 0);
    int shown = b->bar_n;
    if (need > limit) {
        int end = at + min_h; /* the More button */
        shown = 0;
        while (shown < b->bar_n && end + hs[shown] + gap <= limit) end += hs[shown++] + gap;
    }
    for (int k = 0; k < shown; k++) {
        b->bar_btn[k] = (SDL_Rect){x + pad, at, tw, hs[k]};
        at += hs[k] + gap;
    }
    b->bar_shown = shown;
    if (shown < b->bar_n) {
        b->bar_more = (SDL_Rect){x + pad, at, tw, min_h};
        at += min_h + gap;
    }
    b->bar_box.h = at - gap + pad - y;
    return b->bar_box.h;
}

int board_bar_at(const board_scene *b, int x, int y) {
    if (b->bar_box.h <= 0 || !ui_hit(b->bar_box, x, y)) return -1;
    for (int k = 0; k < b->bar_shown; k++)
        if (ui_hit(b->bar_btn[k], x, y)) return k;
    return -1;
}

/* The bar over the side panel: its title (the effect's name), then a button per option;
 * the one pointed at glows (what it involves is lit on the board). */
static void board_bar(const board_scene *b, app *a) {
    if (b->bar_box.h <= 0 || b->bar_n <= 0) return;
    SDL_Rect r = b->bar_box;
    int pad = ui_s(a, BAR_PAD), px = text_px(a, TEXT_SMALL), hpx = text_px(a, TEXT_SMALL);
    int hl = text_line_h(a, FONT_DISPLAY, hpx);
    SDL_Color bg = {20, 14, 9, 150};
    ui_round_fill(a, r, (float)ui_s(a, 8), bg, bg);
    ui_round_frame(a, r, (float)ui_s(a, 8), (float)ui_s(a, 1.5f), ui_gold);
    text_box(a, FONT_DISPLAY, hpx, ui_gold_light, (SDL_Rect){r.x + pad, r.y + pad, r.w - 2 * pad, 2 * hl},
             TEXT_LEFT, b->bar_title, 1);
    int lh = text_line_h(a, FONT_TEXT, px);
    for (int k = 0; k <= b->bar_shown && k < b->bar_n; k++) {
        int more = k == b->bar_shown;
        if (more && b->bar_more.w <= 0) break;
        SDL_Rect br = more ? b->bar_more : b->bar_btn[k];
        char more_label[NM_LABEL_LEN];
        if (more) bar_more_label(b, a, more_label, sizeof more_label);
        const char *label = more ? more_label : b->bar_label[k];
        int hot = b->input && ui_hit(br, a->mouse_x, a->mouse_y);
        float rad = (float)ui_s(a, 6);
        SDL_Color top = {92, 66, 44, 255}, bottom = {58, 41, 28, 255};
        if (hot) {
            top = ui_mix(top, (SDL_Color){255, 240, 200, 255}, 0.18f);
            bottom = ui_mix(bottom, (SDL_Color){255, 240, 200, 255}, 0.12f);
        }
        ui_round_fill(a, br, rad, top, bottom);
        if (hot) ui_glow(a, br, rad, (float)ui_s(a, 6), (SDL_Color){246, 212, 112, 120});
        int sug = 0; /* the suggested option, or More when it is behind */
        for (int j = more ? b->bar_shown : k; b->sug_shown && b->sug_el < 0 && j < (more ? b->bar_n : k + 1); j++)
            if (nm_action_equal(&b->sug_act, &b->bar_act[j])) sug = 1;
        if (sug) ui_glow(a, br, rad, (float)ui_s(a, 8), BOARD_SUGGEST_GLOW);
        ui_round_frame(a, br, rad, (float)ui_s(a, hot || sug ? 2.5f : 1.5f),
                       sug ? BOARD_SUGGEST_RIM : b->input ? ui_gold : ui_cream_dim);
        SDL_Rect box = {br.x + pad, br.y + ui_s(a, 6), br.w - 2 * pad, br.h - 2 * ui_s(a, 6)};
        int h = text_box(a, more ? FONT_ITALIC : FONT_TEXT, px, ui_cream, box, TEXT_LEFT, label, 0);
        if (h < lh) h = lh;
        box.y = br.y + (br.h - h) / 2;
        box.h = h;
        text_box(a, more ? FONT_ITALIC : FONT_TEXT, px, b->input ? ui_cream : ui_cream_dim, box, TEXT_LEFT, label, 1);
    }
}

/* The hover card: the element's name, what it shows and what a click does. */
static void board_tooltip(const board_scene *b, app *a, int i) {
    nm_element_view cover;
    int covered = board_covered(b, a, i, NULL, &cover);
    const nm_element_view *v = covered ? &cover : &b->views[i];
    const nm_action_list *legal = nm_match_legal(b->m);
    char lines[6][NM_LABEL_LEN + 8];
    int nl = 0, more = 0;
    if (b->input && !covered) { /* a covered element plays nothing */
        for (int k = 0; k < legal->count; k++) {
            char id[NM_ELEMENT_LEN];
            nm_match_element(b->m, &legal->a[k], id, sizeof id);
            if (strcmp(id, b->d->board.elements[i].id) != 0) continue;
            if (nl == 5) { more++; continue; }
            char lab[NM_LABEL_LEN];
            nm_match_display_label(b->m, &legal->a[k], a->set.lang, lab, sizeof lab);
            SDL_snprintf(lines[nl++], sizeof lines[0], "\xE2\x80\xA2 %s", lab);
        }
    }
    if (more) {
        char num[16];
        SDL_snprintf(num, sizeof num, "%d", more);
        app_trf(a, "board_more", lines[nl++], sizeof lines[0], num, NULL);
    }
    int pad = ui_s(a, 12);
    int tpx = text_px(a, TEXT_LABEL), bpx = text_px(a, TEXT_BODY);
    /* As wide as the element's name, within bounds; wider when the window is too short
     * for it. Nothing on it is cut: the name and each action wrap, the body is whole. */
    /* a covered element is named by what shows there, not by the place under it */
    const char *label = covered && v->title[0] ? v->title : board_element_label(b, a, i);
    int w = text_width(a, FONT_DISPLAY, tpx, label) + 2 * pad;
    if (w < ui_s(a, 300)) w = ui_s(a, 300);
    if (w > ui_s(a, 460)) w = ui_s(a, 460);
    const char *title = v->title[0] && !v->hidden ? v->title : NULL;
    if (title && strcmp(title, label) == 0) title = NULL;
    int room = a->h - ui_s(a, 16);
    int lh_, th, sh, bh, ah[6], h;
    for (int wider = 0;; wider++) {
        SDL_Rect tall = {0, 0, w - 2 * pad, room};
        th = text_box(a, FONT_DISPLAY, tpx, ui_ink, tall, TEXT_LEFT, label, 0);
        sh = title ? text_box(a, FONT_DISPLAY, tpx, ui_forest, tall, TEXT_LEFT, title, 0) : 0;
        bh = v->body[0] ? text_box(a, FONT_TEXT, bpx, ui_ink, tall, TEXT_LEFT, v->body, 0) : 0;
        lh_ = 0;
        for (int k = 0; k < nl; k++) {
            ah[k] = text_box(a, FONT_ITALIC, bpx, ui_forest, tall, TEXT_LEFT, lines[k], 0);
            lh_ += ah[k];
        }
        h = pad + th + sh + (bh ? bh + ui_s(a, 4) : 0) + (nl ? ui_s(a, 6) + lh_ : 0) + pad;
        if (h <= room || w >= a->w - ui_s(a, 16) || wider > 4) break;
        w = w * 3 / 2 < a->w - ui_s(a, 16) ? w * 3 / 2 : a->w - ui_s(a, 16);
    }
    int x = a->mouse_x + ui_s(a, 18), y = a->mouse_y + ui_s(a, 18);
    if (x + w > a->w - ui_s(a, 8)) x = a->mouse_x - w - ui_s(a, 12);
    if (y + h > a->h - ui_s(a, 8)) y = a->h - h - ui_s(a, 8);
    if (x < ui_s(a, 8)) x = ui_s(a, 8);
    if (y < ui_s(a, 8)) y = ui_s(a, 8);
    SDL_Rect r = {x, y, w, h};
    ui_parchment_panel(a, r);
    int cy = y + pad;
    cy += text_box(a, FONT_DISPLAY, tpx, ui_ink, (SDL_Rect){x + pad, cy, w - 2 * pad, th}, TEXT_LEFT, label, 1);
    if (title)
        cy += text_box(a, FONT_DISPLAY, tpx, ui_forest, (SDL_Rect){x + pad, cy, w - 2 * pad, sh}, TEXT_LEFT, title, 1);
    if (bh) {
        text_box(a, FONT_TEXT, bpx, ui_ink, (SDL_Rect){x + pad, cy, w - 2 * pad, bh}, TEXT_LEFT, v->body, 1);
        cy += bh + ui_s(a, 4);
    }
    if (nl) {
        cy += ui_s(a, 6);
        for (int k = 0; k < nl; k++) {
            text_box(a, FONT_ITALIC, bpx, ui_forest, (SDL_Rect){x + pad, cy, w - 2 * pad, ah[k]}, TEXT_LEFT, lines[k], 1);
            cy += ah[k];
        }
    }
}

/* The side panel's wood, the players' parchment and the log's shade. */
/* The side panel's furniture: its wood (part 0), the players' parchment and the log's
 * shade (part 1); -1 both. */
static void board_side_panel_part(const board_scene *b, app *a, int part) {
    if (part != 1) ui_wood_panel(a, b->side);
    if (part == 0) return;
    ui_parchment_panel(a, b->players_box);
    if (b->log_box.h >= ui_s(a, 40)) {
        SDL_Color bg = {20, 14, 9, 120};
        ui_round_fill(a, b->log_box, (float)ui_s(a, 8), bg, bg);
    }
}

static void board_side_panel(const board_scene *b, app *a) { board_side_panel_part(b, a, -1); }

/* The table, the board's surface and the side panel's furniture change only with the
 * layout: drawn once into a layer, then copied (a move redraws only what is on them). */
#define BOARD_BACKGROUND_PARTS 5
static uint64_t board_background_key(const board_scene *b) {
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, "board", 5);
    key = nm_fnv1a(key, &b->board_rect, sizeof b->board_rect);
    key = nm_fnv1a(key, &b->side, sizeof b->side);
    key = nm_fnv1a(key, &b->players_box, sizeof b->players_box);
    return nm_fnv1a(key, &b->log_box, sizeof b->log_box);
}

/* Part `part` of the background layer made in it (0 the table, 1 and 2 the board's
 * surface and its art, 3 and 4 the side panel's wood and boxes), one a frame while the
 * board prepares (each under 16 ms at 2560x1440 in software). 0, or -1 when there is no
 * layer. */
static int board_background_part(const board_scene *b, app *a, int part) {
    int fresh;
    SDL_Texture *layer = assets_layer(a->assets, board_background_key(b), a->w, a->h, &fresh);
    if (!layer) return -1;
    if (!fresh && part == 0) return 0; /* already whole */
    SDL_Texture *old = SDL_GetRenderTarget(a->renderer);
    if (SDL_SetRenderTarget(a->renderer, layer) != 0) return -1;
    if (part == 0) {
        SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
        SDL_RenderClear(a->renderer);
        ui_table(a);
    } else if (part <= 2) {
        board_surface_part(b, a, part - 1);
    } else {
        board_side_panel_part(b, a, part - 3);
    }
    SDL_SetRenderTarget(a->renderer, old);
    return 0;
}

static void board_background(const board_scene *b, app *a) {
    uint64_t key = board_background_key(b);
    int fresh;
    SDL_Texture *layer = assets_layer(a->assets, key, a->w, a->h, &fresh);
    if (layer && fresh) {
        SDL_Texture *old = SDL_GetRenderTarget(a->renderer);
        if (SDL_SetRenderTarget(a->renderer, layer) != 0) {
            layer = NULL;
        } else {
            SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
            SDL_RenderClear(a->renderer);
            ui_table(a);
            board_surface(b, a);
            board_side_panel(b, a);
            SDL_SetRenderTarget(a->renderer, old);
        }
    }
    if (layer) {
        SDL_RenderCopy(a->renderer, layer, NULL, NULL);
    } else {
        ui_table(a);
        board_surface(b, a);
        board_side_panel(b, a);
    }
}

board_units board_units_on(const board_scene *b, app *a) {
    board_units saved = {a->u, a->base};
    if (b->board_u > 0) a->u = a->base = b->board_u;
    return saved;
}

void board_units_off(app *a, board_units saved) {
    a->u = saved.u;
    a->base = saved.base;
}

/* Everything that changes only with the state, the layout or a slide's start and end:
 * the table, the board, its elements and the side panel's contents. */
static void board_draw_static(const board_scene *b, app *a) {
    board_background(b, a);
    board_units bu = board_units_on(b, a);
    if (b->view && b->view->underlay) b->view->underlay(b, a);
    for (int i = 0; i < b->n; i++) board_element(b, a, i, 0);
    board_units_off(a, bu);
    board_turn(b, a);
    board_players(b, a);
    board_log(b, a);
    if (b->unreachable) {
        char msg[160], num[16];
        SDL_snprintf(num, sizeof num, "%d", b->unreachable);
        app_trf(a, "board_unreachable", msg, sizeof msg, num, NULL);
        text_draw_fit(a, FONT_ITALIC, text_px(a, TEXT_SMALL), ui_gold_light, b->board_rect.x,
                      b->board_rect.y + b->board_rect.h + ui_s(a, 14), TEXT_LEFT, b->board_rect.w, msg);
    }
}

void board_memo_reset(board_memo *m) {
    if (m) m->base_key = 0;
}

void board_memo_free(board_memo *m) {
    if (!m) return;
    if (m->tex) SDL_DestroyTexture(m->tex);
    free(m->sig);
    free(m->now);
    free(m->view_hash);
    free(m->swept);
    free(m);
}

/* What the whole static layer depends on besides the elements and the side panel. */
static uint64_t board_base_key(const board_scene *b, const app *a) {
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, "board-static", 12);
    key = nm_fnv1a(key, &b->board_rect, sizeof b->board_rect);
    key = nm_fnv1a(key, &b->side, sizeof b->side);
    key = nm_fnv1a(key, b->view_state, sizeof b->view_state);
    key = nm_fnv1a(key, &a->set.lang, sizeof a->set.lang);
    key = nm_fnv1a(key, &a->u, sizeof a->u);
    key = nm_fnv1a(key, &b->viewer, sizeof b->viewer);
    key = nm_fnv1a(key, &b->unreachable, sizeof b->unreachable);
    key = nm_fnv1a(key, &b->bar_box, sizeof b->bar_box); /* the log's room beside the bar */
    key = nm_fnv1a(key, &b->sug_box, sizeof b->sug_box);  /* and beside a suggestion's line */
    return key ? key : 1;
}

/* What element i looks like: its view, its glow, its light, its pieces on the move. */
static uint64_t board_element_sig(const board_scene *b, int i) {
    uint64_t key = b->memo->view_hash[i];
    int flags[4] = {b->input && b->legal_n[i] > 0, b->involved[i], b->dynamic[i], 0};
    if (board_anim_progress(b) < 1.0f)
        for (int k = -1; k < NM_VIEW_PIECES; k++)
            if (board_anim_find(b, i, k)) flags[3] |= 1 << (k + 1);
    key = nm_fnv1a(key, flags, sizeof flags);
    if (b->view && b->view->reads_state && b->view->reads_state(b, i))
        key = nm_fnv1a(key, &b->observed_hash, sizeof b->observed_hash);
    return nm_fnv1a(key, &b->rect[i], sizeof b->rect[i]);
}

int board_reads_all_state(const board_scene *b, int i) {
    (void)b;
    (void)i;
    return 1;
}

/* What the side panel's turn, players and log boxes show, one signature each: a move
 * redraws the log, and the others only when the turn or a score changed. */
static void board_side_sigs(const board_scene *b, uint64_t sig[3]) {
    int to = nm_match_to_move(b->m), over = nm_match_over(b->m);
    int human = to >= 0 && to < NM_MAX_SEATS && (b->cfg.driven || b->cfg.human[to]);
    int turn[6] = {to, over, b->confirm_pending, b->acted_seat, human, b->save_failed};
    sig[0] = nm_fnv1a(NM_FNV_OFFSET, turn, sizeof turn);
    sig[0] = nm_fnv1a(sig[0], b->prompt, strlen(b->prompt));
    int players[3] = {to, over, b->score_count};
    sig[1] = nm_fnv1a(NM_FNV_OFFSET, players, sizeof players);
    sig[1] = nm_fnv1a(sig[1], b->scores, sizeof b->scores);
    sig[2] = nm_fnv1a(NM_FNV_OFFSET, &b->log_count, sizeof b->log_count);
    sig[2] = nm_fnv1a(sig[2], &b->log_hot, sizeof b->log_hot);
    sig[2] = nm_fnv1a(sig[2], &b->event_line, sizeof b->event_line);
    for (int k = b->log_count > 48 ? b->log_count - 48 : 0; k < b->log_count; k++) {
        sig[2] = nm_fnv1a(sig[2], &b->log[k].seat, sizeof b->log[k].seat);
        sig[2] = nm_fnv1a(sig[2], b->log[k].text, strlen(b->log[k].text));
        sig[2] = nm_fnv1a(sig[2], &b->log[k].event, sizeof b->log[k].event);
    }
}

static SDL_Rect board_grow(SDL_Rect r, int by) {
    return (SDL_Rect){r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}

static int board_meets(SDL_Rect a, SDL_Rect b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Draws the static layer again inside R only: the background, the view's underlay, every
 * element whose drawing (with its shadow and glow) may reach R and the side panel, all
 * clipped to R. */
static void board_redraw_region(const board_scene *b, app *a, SDL_Rect r, int margin) {
    SDL_RenderSetClipRect(a->renderer, &r);
    board_background(b, a);
    board_units bu = board_units_on(b, a);
    if (b->view && b->view->underlay) b->view->underlay(b, a);
    for (int i = 0; i < b->n; i++) {
        SDL_Rect e = b->rect[i];
        if (board_meets(board_grow(e, margin), r)) board_element(b, a, i, 0);
    }
    board_units_off(a, bu);
    if (board_meets(b->turn_box, r)) board_turn(b, a);
    if (board_meets(board_grow(b->players_box, margin), r)) board_players(b, a);
    if (board_meets(b->log_box, r)) board_log(b, a);
    SDL_RenderSetClipRect(a->renderer, NULL);
}

#define BOARD_DIRTY_MAX 32

/* The regions to draw again: each changed element grown by margin, overlapping ones
 * merged (an element under two changes is drawn once). Returns how many. */
static int board_dirty_regions(const board_scene *b, int margin, SDL_Rect *out) {
    int n = 0;
    for (int i = 0; i < b->n; i++) {
        if (b->memo->now[i] == b->memo->sig[i]) continue;
        SDL_Rect r = board_grow(b->rect[i], margin);
        if (n == BOARD_DIRTY_MAX) { /* too many: one region around them all */
            for (int k = 1; k < n; k++) SDL_UnionRect(&out[0], &out[k], &out[0]);
            n = 1;
        }
        out[n++] = r;
        /* Merge the newcomer with any region it meets, until none meet. */
        for (int k = 0; k < n - 1;) {
            if (board_meets(out[k], out[n - 1])) {
                SDL_UnionRect(&out[k], &out[n - 1], &out[n - 1]);
                out[k] = out[n - 2];
                out[n - 2] = out[n - 1];
                n--;
                k = 0;
            } else {
                k++;
            }
        }
    }
    return n;
}

/* Whether this frame has spent its time for redrawing: a->redraw_budget_ms from the
 * frame's start in the event loop (its events and update count), else from `start`. A
 * frame whose update took the time draws nothing, unless the one before drew nothing
 * either (m->starved) or there is no frame start: some region is always drawn then. */
static int board_over_budget(const board_scene *b, app *a, Uint64 start, int drew) {
    if (a->redraw_budget_ms <= 0) return 0;
    if (!drew && (b->memo->starved || !a->frame_start)) return 0;
    Uint64 from = a->frame_start ? a->frame_start : start;
    double limit = a->redraw_budget_ms * (double)SDL_GetPerformanceFrequency() / 1000.0;
    return (double)(SDL_GetPerformanceCounter() - from) > limit;
}

/* Draws again the regions of the elements and side boxes that changed, within the
 * frame's budget (a->redraw_budget_ms): a move can change many elements at once, and what
 * does not fit in this frame is drawn on the next ones, so that no frame stalls. Each
 * region is flushed before the clock is read, as the software renderer draws only then.
 * An element or box is marked as drawn only once a drawn region holds it whole; the rest
 * keep their old signatures and are found changed again next frame. */
static void board_redraw_changes(const board_scene *b, app *a, const uint64_t side[3]) {
    board_memo *m = b->memo;
    int margin = ui_s(a, 24 * (b->board_u > a->u && a->u > 0 ? b->board_u / a->u : 1.0f));
    SDL_Rect dirty[BOARD_DIRTY_MAX + 3];
    int box_of[BOARD_DIRTY_MAX + 3]; /* the side box a region is, -1 for elements */
    int nd = board_dirty_regions(b, margin, dirty);
    for (int k = 0; k < nd; k++) box_of[k] = -1;
    const SDL_Rect box[3] = {b->turn_box, board_grow(b->players_box, margin), b->log_box};
    for (int k = 0; k < 3; k++)
        if (side[k] != m->side_sig[k]) {
            dirty[nd] = box[k];
            box_of[nd++] = k;
        }
    Uint64 start = SDL_GetPerformanceCounter();
    int done = 0;
    while (done < nd) {
        if (board_over_budget(b, a, start, done > 0)) break;
        board_redraw_region(b, a, dirty[done++], margin);
        if (a->redraw_budget_ms > 0) SDL_RenderFlush(a->renderer);
    }
    for (int i = 0; i < b->n; i++) {
        if (m->now[i] == m->sig[i]) continue;
        SDL_Rect e = board_grow(b->rect[i], margin), in;
        for (int k = 0; k < done; k++)
            if (box_of[k] < 0 && SDL_IntersectRect(&e, &dirty[k], &in) && SDL_RectEquals(&in, &e)) {
                m->sig[i] = m->now[i];
                break;
            }
    }
    for (int k = 0; k < done; k++)
        if (box_of[k] >= 0) m->side_sig[box_of[k]] = side[box_of[k]];
    m->starved = done == 0;
    if (done < nd) {
        m->deferred_draws++;
        a->dirty = 1; /* another frame for the rest */
    }
}

#define BOARD_BANDS 32

/* Draws the whole layer again in horizontal bands, from the top, within the frame's
 * budget (a move that changed most of the board): the sweep goes on over the next frames
 * from m->band_next. An element or side box is marked as drawn once the bands drawn so
 * far hold it whole and it has not changed since the sweep began (its upper bands may
 * have been drawn in an earlier frame): one that changed meanwhile is left changed, for a
 * later redraw. */
static void board_redraw_bands(const board_scene *b, app *a, const uint64_t side[3]) {
    board_memo *m = b->memo;
    if (m->band_next == 0) {
        m->sweeps++;
        memcpy(m->swept, m->now, sizeof *m->swept * (size_t)b->n);
        memcpy(m->swept_side, side, sizeof m->swept_side);
    }
    int margin = ui_s(a, 24 * (b->board_u > a->u && a->u > 0 ? b->board_u / a->u : 1.0f));
    Uint64 start = SDL_GetPerformanceCounter();
    int k = m->band_next, first = k;
    while (k < BOARD_BANDS) {
        if (board_over_budget(b, a, start, k > first)) break;
        int y0 = a->h * k / BOARD_BANDS, y1 = a->h * (k + 1) / BOARD_BANDS;
        board_redraw_region(b, a, (SDL_Rect){0, y0, a->w, y1 - y0}, margin);
        if (a->redraw_budget_ms > 0) SDL_RenderFlush(a->renderer);
        k++;
    }
    int done_y = k == BOARD_BANDS ? INT_MAX : a->h * k / BOARD_BANDS;
    for (int i = 0; i < b->n; i++) {
        SDL_Rect e = board_grow(b->rect[i], margin);
        if (m->now[i] != m->sig[i] && m->now[i] == m->swept[i] && e.y + e.h <= done_y)
            m->sig[i] = m->now[i];
    }
    const SDL_Rect box[3] = {b->turn_box, board_grow(b->players_box, margin), b->log_box};
    for (int s = 0; s < 3; s++)
        if (side[s] == m->swept_side[s] && box[s].y + box[s].h <= done_y) m->side_sig[s] = side[s];
    m->starved = k == first;
    if (k < BOARD_BANDS) {
        m->band_next = k;
        a->dirty = 1; /* another frame for the rest */
    } else {
        m->band_next = 0;
        if (m->preparing) a->dirty = 1; /* the board can show now */
        m->preparing = 0;
        m->drawn_once = 1;
    }
}

/* Brings the static layer up to date: whole after a change of layout (or when most of
 * the board changed), else only around the elements that changed and the side panel.
 * Returns the layer, or NULL when the renderer cannot draw to textures. */
static SDL_Texture *board_static_layer(const board_scene *b, app *a) {
    board_memo *m = b->memo;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(a->renderer, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE))
        return NULL;
    if (m->tex && (m->w != a->w || m->h != a->h)) {
        SDL_DestroyTexture(m->tex);
        m->tex = NULL;
    }
    if (!m->tex) {
        m->tex = SDL_CreateTexture(a->renderer, assets_opaque_format(a->assets),
                                   SDL_TEXTUREACCESS_TARGET, a->w, a->h);
        if (!m->tex) return NULL;
        SDL_SetTextureBlendMode(m->tex, SDL_BLENDMODE_NONE);
        m->w = a->w;
        m->h = a->h;
        m->base_key = 0;
    }
    uint64_t base = board_base_key(b, a), side[3];
    board_side_sigs(b, side);
    int changed = 0;
    for (int i = 0; i < b->n; i++) {
        m->now[i] = board_element_sig(b, i);
        changed += m->now[i] != m->sig[i];
    }
    int full = m->base_key != base;
    /* The very first drawing, in the interactive loop: in bands within the frame budget,
     * while the scene shows that it is preparing, so that no frame stalls on the first
     * rasterising of every piece of art and text. */
    if (full && m->base_key == 0 && !m->drawn_once && a->redraw_budget_ms > 0) {
        full = 0;
        m->preparing = 1;
        m->band_next = 0;
        memset(m->sig, 0, sizeof *m->sig * (size_t)b->n);
        memset(m->side_sig, 0, sizeof m->side_sig);
    }
    int sweep = !full && (m->band_next > 0 || changed * 3 > b->n || m->preparing);
    if (m->preparing && !m->prepared_art) { /* the board's art, on a worker: frames go on */
        char name[64];
        SDL_snprintf(name, sizeof name, "%s/board", b->g->id);
        m->prepared_art = !assets_has_svg(a->assets, name) ||
                          assets_svg_prefetch(a->assets, name, b->board_rect.w, b->board_rect.h);
        m->base_key = base;
        if (!m->prepared_art) app_wake_in(a, 4);
        else a->dirty = 1;
        return m->tex;
    }
    if (m->preparing && m->prepared_background < BOARD_BACKGROUND_PARTS) {
        /* A frame each for the background layer's table, the board's surface and art and
         * the side panel's wood and boxes; the bands then copy it. */
        if (board_background_part(b, a, m->prepared_background) != 0) m->prepared_background = BOARD_BACKGROUND_PARTS - 1;
        m->prepared_background++;
        m->base_key = base;
        a->dirty = 1;
        return m->tex;
    }
    int side_changed = memcmp(side, m->side_sig, sizeof side) != 0;
    if (!full && !sweep && changed == 0 && !side_changed) return m->tex;
    SDL_Texture *old = SDL_GetRenderTarget(a->renderer);
    if (SDL_SetRenderTarget(a->renderer, m->tex) != 0) return NULL;
    if (full) {
        SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
        SDL_RenderClear(a->renderer);
        board_draw_static(b, a);
        m->full_draws++;
        m->drawn_once = 1;
        m->band_next = 0;
        memcpy(m->sig, m->now, sizeof *m->sig * (size_t)b->n);
        memcpy(m->side_sig, side, sizeof side);
    } else if (sweep) {
        board_redraw_bands(b, a, side);
        m->partial_draws++;
    } else {
        board_redraw_changes(b, a, side);
        m->partial_draws++;
    }
    SDL_SetRenderTarget(a->renderer, old);
    m->base_key = base;
    return m->tex;
}

/* The frame: the static layer (drawn again only where something changed), then what
 * moves with the pointer and the clock: the pointed element, the involved ones, the
 * slides, the thinking mark, the buttons and the hover card. */
void board_draw(const board_scene *b, app *a) {
    SDL_Texture *layer = board_static_layer(b, a);
    if (layer && b->memo->preparing) { /* not whole yet: the table and a word */
        ui_table(a);
        text_draw(a, FONT_ITALIC, text_px(a, TEXT_TITLE), ui_cream, a->w / 2, a->h / 2 - ui_s(a, 20), TEXT_CENTRE,
                  app_tr(a, "board_preparing"));
        return;
    }
    if (layer) SDL_RenderCopy(a->renderer, layer, NULL, NULL);
    else board_draw_static(b, a);
    /* The view's overlay follows the state without being an element (a step named under
     * a button, lightning over lit squares, an opponent's board opened): every frame. */
    board_units bu = board_units_on(b, a);
    text_layer_next(); /* the overlay, the slides and the hover card draw over the board */
    if (b->view && b->view->overlay) b->view->overlay(b, a);
    board_units_off(a, bu);
    int hover = board_hover(b, a);
    nm_element_view cover;
    int covered = board_covered(b, a, hover, NULL, &cover);
    int own_hover = hover >= 0 && b->view && b->view->own_hover && b->view->own_hover(b, a, hover);
    if (hover >= 0 && b->input && b->legal_n[hover] > 0 && !covered && !own_hover) {
        SDL_Rect r = b->rect[hover];
        int mn = r.w < r.h ? r.w : r.h;
        float rad = mn * 0.07f;
        if (rad > ui_s(a, 12)) rad = (float)ui_s(a, 12);
        SDL_Color g = ui_gold_light;
        g.a = 120;
        ui_glow(a, r, rad, (float)ui_s(a, 8), g);
        ui_round_frame(a, r, rad, (float)ui_s(a, 3.5f), ui_gold_light);
    }
    for (int i = 0; i < b->n; i++) {
        if (!b->involved[i]) continue;
        SDL_Rect r = b->rect[i];
        int mn = r.w < r.h ? r.w : r.h;
        float rad = mn * 0.07f;
        SDL_Color c = {120, 200, 255, 220};
        ui_glow(a, r, rad, (float)ui_s(a, 10), c);
        ui_round_frame(a, r, rad, (float)ui_s(a, 3), c);
    }
    if (b->sug_shown && b->sug_el >= 0 && b->sug_el < b->n) { /* the suggested element */
        SDL_Rect r = b->rect[b->sug_el];
        int mn = r.w < r.h ? r.w : r.h;
        float rad = mn * 0.07f;
        ui_glow(a, r, rad, (float)ui_s(a, 12), BOARD_SUGGEST_GLOW);
        ui_round_frame(a, r, rad, (float)ui_s(a, 3.5f), BOARD_SUGGEST_RIM);
    }
    bu = board_units_on(b, a);
    text_layer_next();
    board_draw_anims(b, a);
    board_units_off(a, bu);
    board_thinking(b, a);
    if (b->confirm_pending)
        ui_button(a, b->btn_confirm, app_tr(a, "board_end_turn"), "play", UI_BTN_PRIMARY, 1);
    ui_button(a, b->btn_undo, app_tr(a, "board_undo"), "undo", UI_BTN_NORMAL, b->can_undo);
    ui_button(a, b->btn_save, app_tr(a, "board_save"), "save", UI_BTN_NORMAL, a->pref_dir != NULL);
    ui_button(a, b->btn_menu, app_tr(a, "board_menu"), "back", UI_BTN_NORMAL, 1);
    ui_button(a, b->btn_suggest, app_tr(a, "board_suggest"), "computer", UI_BTN_NORMAL,
              b->input && b->sug_step != b->m->history_count);
    board_suggestion(b, a);
    board_bar(b, a);
    text_layer_next();
    if (hover >= 0 && covered) {
        if (cover.title[0] || cover.body[0]) board_tooltip(b, a, hover);
    } else if (hover >= 0 && !own_hover) {
        const nm_element_view *v = &b->views[hover];
        int empty = !b->dynamic[hover] || (v->dimmed && !v->title[0] && !v->hidden);
        /* An empty slot already shows its name: a hover card would add nothing. */
        if (!empty || v->body[0] || (b->input && b->legal_n[hover] > 0)) board_tooltip(b, a, hover);
    }
}
