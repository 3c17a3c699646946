/* view_karnag.c - Karnag's own drawing on the board scene: the glade's squares with their
 * terrain and creatures, the druid path and Cauldron spaces, the action tiles and their
 * cube places, the score and mana tracks, the council and the players' boards. Reads the
 * element views that karnag_describe() fills; never decides a rule. */
#include <string.h>
#include "nemeton/match.h"
#include "text.h"
#include "ui.h"
#include "views.h"

static const SDL_Color KV_INK = {34, 24, 14, 255};
static const SDL_Color KV_SLATE = {46, 52, 44, 235};

static const char *kv_kind(const board_scene *b, int i) { return b->d->board.elements[i].kind; }
static const char *kv_id(const board_scene *b, int i) { return b->d->board.elements[i].id; }
static int kv_players(const board_scene *b) { return b->m->setup.players; }

/* The seat an element belongs to ("seat.2", "track.2.4" ...), -1 for none. */
static int kv_seat_of(const board_scene *b, int i) {
    const char *id = kv_id(b, i), *dot = strchr(id, '.');
    if (!dot) return -1;
    return SDL_atoi(dot + 1);
}

/* A piece in r: the seat's token (colour and shape) under the art, or the art alone for a
 * neutral piece; the facing dart; the count. */
static void kv_piece(const board_scene *b, app *a, int i, int k, SDL_Rect r) {
    const nm_piece *p = &b->views[i].pieces[k];
    const char *art = b->piece_icon[i][k];
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = (r.w < r.h ? r.w : r.h) / 2;
    if (rad < 3) return;
    Uint8 alpha = p->dimmed && p->seat >= 0 ? 130 : 255;
    if (p->seat >= 0) {
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy + rad / 8.0f, (float)rad * 0.9f,
                 (SDL_Color){20, 14, 9, 110});
        ui_seat_token(a, p->seat, cx, cy, rad * 9 / 10);
        int in = rad * 5 / 4;
        board_art(a, art, (SDL_Rect){cx - in / 2, cy - in / 2, in, in}, alpha);
    } else {
        board_art(a, art, (SDL_Rect){cx - rad, cy - rad, 2 * rad, 2 * rad}, alpha);
    }
    if (p->turn) ui_facing_dart(a, (float)cx, (float)cy, (float)rad, p->turn, 1.08f, 0.62f, 0.34f);
    if (p->count > 1) {
        char num[16];
        SDL_snprintf(num, sizeof num, "%d", p->count);
        int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_DISPLAY, px);
        int br = lh * 9 / 20;
        int bx2 = r.x + r.w - br / 2, by2 = r.y + r.h - br / 2;
        ui_shape(a, UI_SHAPE_CIRCLE, (float)bx2, (float)by2, (float)br, ui_ink);
        text_draw(a, FONT_DISPLAY, px, ui_cream, bx2, by2 - lh / 2, TEXT_CENTRE, num);
    }
}

/* Pieces side by side along r's long side, each as big as fits. */
static void kv_pieces_row(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int n = v->piece_count;
    if (n <= 0) return;
    int horiz = r.w >= r.h;
    int len = horiz ? r.w : r.h, thick = horiz ? r.h : r.w;
    int s = len / n < thick ? len / n : thick;
    int start = (len - s * n) / 2;
    for (int k = 0; k < n; k++) {
        if (board_anim_find(b, i, k)) continue; /* the slide draws it */
        SDL_Rect pr = horiz ? (SDL_Rect){r.x + start + k * s, r.y + (r.h - s) / 2, s, s}
                            : (SDL_Rect){r.x + (r.w - s) / 2, r.y + start + k * s, s, s};
        kv_piece(b, a, i, k, pr);
    }
}

/* A glade square: its terrain, then what stands on it (a gemstone or menhir over a naja;
 * the black cube of a creature moved by telepathy in the corner). */
static void kv_square(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    if (b->icon[i][0]) board_art(a, b->icon[i], (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h - 2}, 255);
    int n = v->piece_count, big = -1;
    for (int k = 0; k < n; k++) /* the piece on top is a gemstone or a menhir when any */
        if (v->pieces[k].seat >= 0) big = k;
    if (big < 0) big = 0;
    for (int k = 0; k < n; k++) {
        if (board_anim_find(b, i, k)) continue;
        const nm_piece *p = &v->pieces[k];
        if (strcmp(p->icon, "black_cube") == 0) {
            int s = r.w * 2 / 5;
            board_art(a, b->piece_icon[i][k], (SDL_Rect){r.x, r.y, s, s}, 255);
            continue;
        }
        if (k == big) {
            int s = r.w * 9 / 10;
            kv_piece(b, a, i, k, (SDL_Rect){r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s});
        }
    }
    for (int k = 0; k < n; k++) { /* a naja under a gemstone: small, in the corner */
        if (k == big || strcmp(v->pieces[k].icon, "black_cube") == 0 || board_anim_find(b, i, k)) continue;
        int s = r.w / 2;
        kv_piece(b, a, i, k, (SDL_Rect){r.x + r.w - s, r.y + r.h - s, s, s});
    }
    ui_legal_frame(a, r, 3.0f, legal, hot);
}

static void kv_path(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    if (v->piece_count > 0 && !board_anim_find(b, i, 0)) {
        int s = r.w * 19 / 20;
        kv_piece(b, a, i, 0, (SDL_Rect){r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s});
    }
    ui_legal_frame(a, r, (float)ui_s(a, 4), legal, hot);
}

/* A Cauldron space: its places for this player count, the druids in them. */
static void kv_cauldron(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    int places = v->count > 0 ? v->count : 1;
    int horiz = r.w >= r.h;
    int len = horiz ? r.w : r.h, s = (horiz ? r.h : r.w) * 9 / 10;
    /* copper under the places, so that an empty one reads as a cauldron waiting */
    ui_round_fill(a, r, (float)ui_s(a, 6), (SDL_Color){168, 120, 64, 235}, (SDL_Color){120, 82, 42, 235});
    for (int k = 0; k < places; k++) {
        int c = len * (2 * k + 1) / (2 * places);
        SDL_Rect pr = horiz ? (SDL_Rect){r.x + c - s / 2, r.y + (r.h - s) / 2, s, s}
                            : (SDL_Rect){r.x + (r.w - s) / 2, r.y + c - s / 2, s, s};
        if (k < v->piece_count && !board_anim_find(b, i, k)) kv_piece(b, a, i, k, pr);
        else board_art(a, "icons/cauldron", pr, 255);
    }
    ui_legal_frame(a, r, (float)ui_s(a, 6), legal, hot);
}

/* An action tile: a parchment card, the tile's name, its main row (gold) and secondary
 * row (grey-green) of cube places drawn by the slots over it. */
static void kv_tile(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 8);
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){120, 86, 40, 255});
    int row_h = r.h * 47 / 162;
    SDL_Rect main_row = {r.x + 2, r.y + r.h * 67 / 162, r.w - 4, row_h - 2};
    SDL_Rect sec_row = {r.x + 2, main_row.y + row_h, r.w - 4, row_h - 2};
    ui_round_fill(a, main_row, rad * 0.6f, (SDL_Color){217, 169, 58, 110}, (SDL_Color){190, 140, 50, 110});
    ui_round_fill(a, sec_row, rad * 0.6f, (SDL_Color){110, 130, 110, 90}, (SDL_Color){90, 110, 90, 90});
    int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_TEXT, px);
    int head = r.h * 67 / 162, icon = head * 3 / 5;
    SDL_Rect tb = {r.x + ui_s(a, 4), r.y + ui_s(a, 2), r.w - ui_s(a, 8), head - ui_s(a, 2)};
    /* the name on one line beside the tile's art, or on two lines alone */
    if (text_width(a, FONT_TEXT, px, v->title) <= tb.w - icon - ui_s(a, 4)) {
        board_art(a, b->icon[i], (SDL_Rect){r.x + r.w - icon - ui_s(a, 3), r.y + (head - icon) / 2, icon, icon}, 255);
        text_draw(a, FONT_TEXT, px, KV_INK, tb.x, r.y + (head - lh) / 2, TEXT_LEFT, v->title);
    } else {
        int h = text_box(a, FONT_TEXT, px, KV_INK, tb, TEXT_LEFT, v->title, 0);
        tb.y = r.y + (head - h) / 2;
        text_box(a, FONT_TEXT, px, KV_INK, tb, TEXT_LEFT, v->title, 1);
    }
}

static void kv_slot(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 4);
    SDL_Rect in = {r.x + r.w / 10, r.y + r.h / 10, r.w * 4 / 5, r.h * 4 / 5};
    int closed = v->dimmed && v->piece_count == 0;
    if (closed) { /* a place closed at this player count: a dark chip */
        ui_round_fill(a, in, rad, (SDL_Color){60, 48, 36, 230}, (SDL_Color){40, 30, 22, 230});
        SDL_SetRenderDrawColor(a->renderer, 150, 120, 80, 255);
        SDL_RenderDrawLine(a->renderer, in.x + 3, in.y + 3, in.x + in.w - 4, in.y + in.h - 4);
        SDL_RenderDrawLine(a->renderer, in.x + in.w - 4, in.y + 3, in.x + 3, in.y + in.h - 4);
        return;
    }
    ui_round_fill(a, in, rad, (SDL_Color){250, 244, 226, 255}, (SDL_Color){230, 218, 190, 255});
    ui_round_frame(a, in, rad, (float)ui_s(a, 1.2f), (SDL_Color){120, 86, 40, 255});
    if (v->piece_count > 0 && !board_anim_find(b, i, 0)) kv_piece(b, a, i, 0, in);
    if (v->piece_count > 0 && v->pieces[0].dimmed) { /* done: a gold tick */
        SDL_SetRenderDrawColor(a->renderer, 40, 30, 20, 255);
        int x0 = in.x + in.w / 5, y0 = in.y + in.h / 2;
        for (int t = -1; t <= 1; t++) {
            SDL_RenderDrawLine(a->renderer, x0, y0 + t, x0 + in.w / 5, y0 + in.h / 4 + t);
            SDL_RenderDrawLine(a->renderer, x0 + in.w / 5, y0 + in.h / 4 + t, x0 + in.w * 3 / 5, y0 - in.h / 4 + t);
        }
    }
    ui_legal_frame(a, r, rad, legal, hot);
}

/* A track of cells from 0 to last; each seat's marker stands on its value (modulo the
 * track's length, with the laps written beside it). */
static void kv_track_strip(const board_scene *b, app *a, int i, SDL_Rect r, const char *icon,
                           int last, const int *values) {
    float rad = (float)ui_s(a, 6);
    ui_round_fill(a, r, rad, KV_SLATE, KV_SLATE);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){217, 169, 58, 200});
    int head = r.h;
    board_art(a, icon, (SDL_Rect){r.x + 2, r.y + 2, head - 4, head - 4}, 255);
    int cells = last + 1;
    float cw = (float)(r.w - head - 4) / (float)cells;
    /* The numbers in the display face (lining figures, 12 px and more at 1280x720), drawn
     * over the markers with a dark edge so that a marker never hides them. */
    int px = text_px(a, 17.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    if (lh > r.h + ui_s(a, 4)) {
        px = (int)(px * (float)(r.h + ui_s(a, 4)) / (float)lh);
        if (px < (int)(14 * a->base + 0.5f)) px = (int)(14 * a->base + 0.5f);
        lh = text_line_h(a, FONT_DISPLAY, px);
    }
    int dw = text_width(a, FONT_DISPLAY, px, "00") + 4;
    int every = cw >= dw ? 1 : cw * 5 >= dw ? 5 : 10;
    for (int c = 0; c < cells; c++) {
        SDL_Rect cr = {r.x + head + (int)(c * cw), r.y + 2, (int)cw - 1, r.h - 4};
        SDL_Color f = c % 5 == 0 ? (SDL_Color){88, 100, 82, 255} : (SDL_Color){70, 80, 66, 255};
        ui_round_fill(a, cr, 2.0f, f, f);
    }
    int np = kv_players(b);
    int mr = (int)(r.h * 0.22f);
    if (mr > (int)(cw * 0.8f) && every == 1) mr = (int)(cw * 0.8f);
    for (int p = 0; p < np; p++) {
        int v = values[p] < 0 ? 0 : values[p];
        int cell = v % cells, laps = v / cells;
        /* seats on the same cell stand one above the other, overlapping to fit */
        int same = 0, total = 0;
        for (int q = 0; q < np; q++) {
            int on = (values[q] < 0 ? 0 : values[q]) % cells == cell;
            total += on;
            same += on && q < p;
        }
        int room = r.h - 4 - 2 * mr, step = total > 1 ? room / (total - 1) : 0;
        if (step > mr * 3 / 2) step = mr * 3 / 2;
        int cx = r.x + head + (int)((cell + 0.5f) * cw);
        int cy = r.y + 2 + mr + same * step;
        ui_seat_token(a, p, cx, cy, mr);
        if (laps > 0) {
            char lap[8];
            SDL_snprintf(lap, sizeof lap, "+%d", laps * cells);
            text_draw(a, FONT_DISPLAY, px, ui_gold_light, cx + mr + 2, cy - lh / 2, TEXT_LEFT, lap);
        }
    }
    for (int c = 0; c < cells; c += every) {
        char num[8];
        SDL_snprintf(num, sizeof num, "%d", c);
        int nx = r.x + head + (int)((c + 0.5f) * cw), ny = r.y + (r.h - lh) / 2;
        SDL_Color edge = {20, 24, 18, 230};
        for (int d = 0; d < 4; d++)
            text_draw(a, FONT_DISPLAY, px, edge, nx + (d == 0 ? -1 : d == 1 ? 1 : 0), ny + (d == 2 ? -1 : d == 3 ? 1 : 0),
                      TEXT_CENTRE, num);
        text_draw(a, FONT_DISPLAY, px, ui_cream, nx, ny, TEXT_CENTRE, num);
    }
    (void)i;
}

/* The score and mana tracks: each seat's piece carries its value in count. */
static void kv_seat_values(const board_scene *b, int i, int *out) {
    const nm_element_view *v = &b->views[i];
    for (int k = 0; k < v->piece_count; k++)
        if (v->pieces[k].seat >= 0 && v->pieces[k].seat < NM_MAX_SEATS)
            out[v->pieces[k].seat] = v->pieces[k].count;
}

static void kv_council(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int px = text_px(a, TEXT_LABEL), lh = text_line_h(a, FONT_DISPLAY, px);
    int left = r.w * 2 / 5;
    px = text_fit_px(a, FONT_DISPLAY, px, left - ui_s(a, 12), v->title);
    text_draw_fit(a, FONT_DISPLAY, px, ui_gold_light, r.x + ui_s(a, 10), r.y + (r.h - lh) / 2, TEXT_LEFT,
                  left - ui_s(a, 12), v->title);
    SDL_Rect pr = {r.x + left, r.y + r.h / 8, r.w - left - ui_s(a, 8), r.h * 3 / 4};
    if (v->piece_count == 0) {
        int spx = text_px(a, 14.0f);
        text_draw_fit(a, FONT_ITALIC, spx, ui_cream_dim, pr.x, r.y + (r.h - text_line_h(a, FONT_ITALIC, spx)) / 2,
                      TEXT_LEFT, pr.w, a->set.lang ? "Aucun druide au conseil" : "No druid at the council");
        return;
    }
    int s = pr.h, n = v->piece_count;
    if (n * s * 5 / 4 > pr.w) s = pr.w * 4 / (5 * n);
    for (int k = 0; k < n; k++) {
        if (board_anim_find(b, i, k)) continue;
        kv_piece(b, a, i, k, (SDL_Rect){pr.x + k * (s * 5 / 4), pr.y + (pr.h - s) / 2, s, s});
    }
}

/* The Power deck: a face-down stack and how many cards are left. */
static void kv_deck(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 7);
    for (int k = 2; k >= 1; k--) {
        SDL_Rect e = {r.x + k * ui_s(a, 2), r.y - k * ui_s(a, 2), r.w, r.h};
        ui_round_fill(a, e, rad, (SDL_Color){36, 64, 44, 255}, (SDL_Color){24, 44, 30, 255});
        ui_round_frame(a, e, rad, 1.0f, (SDL_Color){180, 140, 60, 200});
    }
    ui_round_fill(a, r, rad, (SDL_Color){52, 92, 62, 255}, (SDL_Color){28, 56, 36, 255});
    ui_round_frame(a, r, rad, (float)ui_s(a, 2), ui_gold);
    int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    board_art(a, "karnag/card", (SDL_Rect){r.x, r.y + ui_s(a, 2), r.w, r.h - lh - ui_s(a, 6)}, 255);
    char line[48];
    SDL_snprintf(line, sizeof line, "%s %d", v->title, v->count > 0 ? v->count : 0);
    text_draw_fit(a, FONT_DISPLAY, px, ui_gold_light, r.x + r.w / 2, r.y + r.h - lh - ui_s(a, 3), TEXT_CENTRE,
                  r.w - ui_s(a, 4), line);
    ui_legal_frame(a, r, rad, legal, hot);
}

/* A player's board: name, VP, mana, gemstones and menhirs; the active seat framed in gold. */
static void kv_seat(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int p = kv_seat_of(b, i);
    float rad = (float)ui_s(a, 10);
    int active = !nm_match_over(b->m) && nm_match_to_move(b->m) == p;
    if (active) ui_glow(a, r, rad, (float)ui_s(a, 12), (SDL_Color){255, 236, 170, 220});
    else ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color sc = ui_seat_color(p);
    ui_round_frame(a, r, rad, (float)ui_s(a, active ? 4 : 2), active ? (SDL_Color){60, 40, 20, 255} : sc);
    SDL_Rect band = {r.x + ui_s(a, 3), r.y + ui_s(a, 3), r.w - ui_s(a, 6), r.h * 32 / 138};
    ui_round_fill(a, band, rad * 0.7f, ui_mix(sc, (SDL_Color){255, 255, 255, 255}, 0.25f),
                  ui_mix(sc, (SDL_Color){255, 255, 255, 255}, 0.05f));
    int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    int ty = band.y + (band.h - lh) / 2, tr = band.h * 2 / 5;
    ui_seat_token(a, p, band.x + tr + ui_s(a, 4), band.y + band.h / 2, tr);
    char name[64];
    board_seat_name(b, a, p, name, sizeof name);
    int x = band.x + 2 * tr + ui_s(a, 10);
    x += text_draw(a, FONT_DISPLAY, px, KV_INK, x, ty, TEXT_LEFT, name) + ui_s(a, 10);
    /* VP, mana, gemstones, menhirs: "12 VP, 9 mana, 1/3 gemstones, 2/7 menhirs placed" */
    int vp = 0, mana = 0, gems = 0, men = 0;
    const char *s = v->body;
    vp = SDL_atoi(s);
    const char *c1 = strchr(s, ',');
    if (c1) mana = SDL_atoi(c1 + 1);
    const char *c2 = c1 ? strchr(c1 + 1, ',') : NULL;
    if (c2) gems = SDL_atoi(c2 + 1);
    const char *c3 = c2 ? strchr(c2 + 1, ',') : NULL;
    if (c3) men = SDL_atoi(c3 + 1);
    struct { const char *icon; int n; int of; } items[4] = {
        {"ui/laurel", vp, 0}, {"karnag/mana", mana, 0}, {"karnag/gemstone", gems, 3},
        {"karnag/menhir", men, 7}};
    int is = band.h * 4 / 5;
    int right = band.x + band.w - ui_s(a, 6);
    for (int k = 3; k >= 0; k--) {
        char num[16];
        if (items[k].of) SDL_snprintf(num, sizeof num, "%d/%d", items[k].n, items[k].of);
        else SDL_snprintf(num, sizeof num, "%d", items[k].n);
        int w = text_width(a, FONT_DISPLAY, px, num);
        text_draw(a, FONT_DISPLAY, px, KV_INK, right, ty, TEXT_RIGHT, num);
        right -= w + ui_s(a, 2) + is;
        board_art(a, items[k].icon, (SDL_Rect){right, band.y + (band.h - is) / 2, is, is}, 255);
        right -= ui_s(a, 8);
        if (right < x) break;
    }
}

static const char *const KV_TRACK_EN[5] = {"Capture", "Move", "Council", "Gems", "Mana"};
static const char *const KV_TRACK_FR[5] = {"Capture", "Dépl.", "Conseil", "Gemmes", "Mana"};

/* A knowledge track: its short name and the marker's level among the level pips. */
static void kv_track(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    int t = 0, p = 0;
    SDL_sscanf(kv_id(b, i), "track.%d.%d", &p, &t);
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, (SDL_Color){232, 220, 192, 255}, (SDL_Color){214, 198, 162, 255});
    ui_round_frame(a, r, rad, 1.0f, (SDL_Color){120, 86, 40, 255});
    int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_TEXT, px);
    const char *name = t >= 0 && t < 5 ? (a->set.lang ? KV_TRACK_FR[t] : KV_TRACK_EN[t]) : v->title;
    text_draw_fit(a, FONT_TEXT, px, KV_INK, r.x + r.w / 2, r.y, TEXT_CENTRE, r.w - 4, name);
    int levels = 6, lv = v->count < 0 ? 0 : v->count;
    int top = r.y + lh - ui_s(a, 1), ph = r.y + r.h - top - 2;
    float cw = (float)(r.w - 6) / (float)levels;
    int pr = (int)(cw < ph ? cw : ph) / 2 - 1;
    if (pr < 2) pr = 2;
    for (int k = 0; k < levels; k++) {
        int cx = r.x + 3 + (int)((k + 0.5f) * cw), cy = top + ph / 2;
        SDL_Color f = k <= lv && k > 0 ? ui_mix(ui_seat_color(p), (SDL_Color){255, 255, 255, 255}, 0.35f)
                                       : (SDL_Color){190, 176, 146, 255};
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)pr * 0.7f, f);
        if (k == lv) ui_seat_token(a, p, cx, cy, pr);
    }
    ui_legal_frame(a, r, rad, legal, hot);
}

/* A druid of a player's board: where it stands (a path number, the council, a cauldron). */
static void kv_druid(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, (SDL_Color){232, 220, 192, 255}, (SDL_Color){214, 198, 162, 255});
    int s = r.h * 4 / 5, px = text_px(a, 14.0f);
    char num[8] = "";
    if (!b->icon[i][0] && v->count >= 0) {
        /* the number keeps its room: smaller down to the 12 px floor, then a smaller druid */
        SDL_snprintf(num, sizeof num, "%d", v->count);
        px = text_fit_px_min(a, FONT_DISPLAY, px, r.w - s - 4, num, (int)(12 * a->base + 0.5f));
        int need = text_width(a, FONT_DISPLAY, px, num);
        if (r.w - s - 4 < need) s = r.w - 4 - need > r.h / 2 ? r.w - 4 - need : r.h / 2;
    }
    if (v->piece_count > 0) kv_piece(b, a, i, 0, (SDL_Rect){r.x + 2, r.y + (r.h - s) / 2, s, s});
    SDL_Rect where = {r.x + s + 2, r.y + 2, r.w - s - 4, r.h - 4};
    if (b->icon[i][0]) {
        board_art(a, b->icon[i], where, 255);
    } else if (num[0]) {
        text_draw_fit(a, FONT_DISPLAY, px, KV_INK, where.x + where.w / 2,
                      where.y + (where.h - text_line_h(a, FONT_DISPLAY, px)) / 2, TEXT_CENTRE, where.w, num);
    }
}

/* Captured creatures, or the cards in hand: a dark tray with the pieces in a row. */
static void kv_tray(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, (SDL_Color){62, 74, 60, 255}, (SDL_Color){44, 54, 42, 255});
    SDL_Rect in = {r.x + 3, r.y + 2, r.w - 6, r.h - 4};
    if (v->piece_count == 0) {
        int px = text_px(a, 14.0f);
        text_draw(a, FONT_ITALIC, px, ui_cream_dim, r.x + r.w / 2,
                  r.y + (r.h - text_line_h(a, FONT_ITALIC, px)) / 2, TEXT_CENTRE, "\xE2\x80\x94");
    } else {
        kv_pieces_row(b, a, i, in);
    }
    ui_legal_frame(a, r, rad, legal, hot);
}

/* Round and phase, play order, die: dark slate boxes under the tracks. */
static void kv_info(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    const char *kind = kv_kind(b, i);
    float rad = (float)ui_s(a, 6);
    ui_round_fill(a, r, rad, KV_SLATE, KV_SLATE);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){217, 169, 58, 200});
    int pad = ui_s(a, 6);
    int tpx = text_px(a, TEXT_LABEL), tlh = text_line_h(a, FONT_DISPLAY, tpx);
    int px = text_px(a, 14.0f), lh = text_line_h(a, FONT_TEXT, px);
    if (strcmp(kind, "die") == 0) {
        int s = r.h - 2 * pad;
        if (s > r.w - 2 * pad) s = r.w - 2 * pad;
        SDL_Rect f = {r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
        ui_round_fill(a, f, s * 0.18f, ui_parchment, ui_parchment_edge);
        ui_round_frame(a, f, s * 0.18f, (float)ui_s(a, 1.5f), KV_INK);
        char num[8];
        SDL_snprintf(num, sizeof num, "%d", v->count > 0 ? v->count : 0);
        int dpx = text_px(a, 30.0f);
        text_draw(a, FONT_DISPLAY, dpx, KV_INK, f.x + s / 2, f.y + (s - text_line_h(a, FONT_DISPLAY, dpx)) / 2,
                  TEXT_CENTRE, v->count > 0 ? num : "-");
        return;
    }
    int y = r.y + (r.h - tlh - lh) / 2;
    if (strcmp(kind, "order") == 0) {
        text_draw_fit(a, FONT_DISPLAY, px, ui_gold_light, r.x + pad, r.y + pad / 2, TEXT_LEFT, r.w - 2 * pad, v->title);
        int tr = (r.h - lh - pad) * 2 / 5;
        int x = r.x + pad + tr, cy = r.y + lh + pad / 2 + (r.h - lh - pad) / 2;
        for (int k = 0; k < v->piece_count; k++) {
            ui_seat_token(a, v->pieces[k].seat, x, cy, tr);
            x += 2 * tr + ui_s(a, 6);
            if (k + 1 < v->piece_count) {
                text_draw(a, FONT_DISPLAY, px, ui_cream, x - ui_s(a, 3), cy - text_line_h(a, FONT_DISPLAY, px) / 2,
                          TEXT_CENTRE, "\xE2\x80\xBA");
                x += ui_s(a, 6);
            }
        }
        return;
    }
    int fpx = text_fit_px(a, FONT_DISPLAY, tpx, r.w - 2 * pad, v->title);
    text_draw_fit(a, FONT_DISPLAY, fpx, ui_gold_light, r.x + pad, y, TEXT_LEFT, r.w - 2 * pad, v->title);
    if (v->body[0]) { /* smaller rather than cut, down to the board's 12 px floor */
        int bpx = text_fit_px_min(a, FONT_TEXT, px, r.w - 2 * pad, v->body, (int)(12 * a->base + 0.5f));
        text_draw_fit(a, FONT_TEXT, bpx, ui_cream, r.x + pad, y + tlh, TEXT_LEFT, r.w - 2 * pad, v->body);
    }
}

static int kv_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const char *kind = kv_kind(b, i);
    int seat = kv_seat_of(b, i);
    if (strcmp(kind, "square") == 0) kv_square(b, a, i, r, legal, hot);
    else if (strcmp(kind, "path") == 0 || strcmp(kind, "corner") == 0) kv_path(b, a, i, r, legal, hot);
    else if (strcmp(kind, "cauldron") == 0) kv_cauldron(b, a, i, r, legal, hot);
    else if (strcmp(kind, "slot") == 0) kv_slot(b, a, i, r, legal, hot);
    else if (strcmp(kind, "tile") == 0) {
        if (!b->dynamic[i]) return 0;
        kv_tile(b, a, i, r);
    } else if (strcmp(kind, "card") == 0 && !b->dynamic[i]) { /* no card drawn: a faint outline */
        SDL_Color c = {242, 230, 200, 60};
        ui_round_frame(a, r, (float)ui_s(a, 6), (float)ui_s(a, 1.5f), c);
    } else if (strcmp(kind, "deck") == 0 && b->dynamic[i]) kv_deck(b, a, i, r, legal, hot);
    else if (strcmp(kind, "council") == 0) kv_council(b, a, i, r);
    else if (strcmp(kind, "round") == 0 || strcmp(kind, "order") == 0 || strcmp(kind, "die") == 0) {
        if (!b->dynamic[i]) return 0;
        kv_info(b, a, i, r);
    }
    else if (strcmp(kind, "score") == 0 || strcmp(kind, "mana") == 0) {
        int vals[NM_MAX_SEATS] = {0};
        kv_seat_values(b, i, vals);
        kv_track_strip(b, a, i, r, kind[0] == 's' ? "ui/laurel" : "karnag/mana",
                       kind[0] == 's' ? 49 : 20, vals);
    } else if (strcmp(kind, "player") == 0 || strcmp(kind, "track") == 0 ||
               strcmp(kind, "druid") == 0 || strcmp(kind, "reserve") == 0 ||
               strcmp(kind, "hand") == 0) {
        if (seat < 0 || seat >= kv_players(b)) return 1; /* no such player at this table */
        if (kind[0] == 'p') kv_seat(b, a, i, r);
        else if (kind[0] == 't') kv_track(b, a, i, r, legal, hot);
        else if (kind[0] == 'd') kv_druid(b, a, i, r);
        else kv_tray(b, a, i, r, legal, hot);
    } else {
        return 0;
    }
    return 1;
}

/* While the player points at a gemstone or a capture, its lightning: a bolt from each
 * druid's path square along the glade squares the action involves. */
static void kv_bolt(app *a, float x0, float y0, float x1, float y1, float w) {
    float dx = x1 - x0, dy = y1 - y0, len = SDL_sqrtf(dx * dx + dy * dy);
    if (len < 1.0f) return;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    int seg = (int)(len / (w * 4.0f)) + 1;
    SDL_Color core = {255, 250, 220, 255}, rim = {240, 190, 60, 170};
    float px = x0, py = y0;
    for (int k = 1; k <= seg; k++) {
        float t = (float)k / (float)seg, off = k == seg ? 0.0f : (k % 2 ? 1.0f : -1.0f) * w * 1.2f;
        float qx = x0 + dx * t + nx * off, qy = y0 + dy * t + ny * off;
        for (int pass = 0; pass < 2; pass++) {
            float hw = pass ? w * 0.35f : w;
            SDL_Color c = pass ? core : rim;
            float sx = -(qy - py), sy = qx - px, sl = SDL_sqrtf(sx * sx + sy * sy);
            if (sl < 0.01f) continue;
            sx = sx / sl * hw, sy = sy / sl * hw;
            SDL_Vertex v[4] = {{{px + sx, py + sy}, c, {0, 0}}, {{px - sx, py - sy}, c, {0, 0}},
                               {{qx + sx, qy + sy}, c, {0, 0}}, {{qx - sx, qy - sy}, c, {0, 0}}};
            int idx[6] = {0, 1, 2, 1, 3, 2};
            SDL_RenderGeometry(a->renderer, NULL, v, 4, idx, 6);
        }
        px = qx, py = qy;
    }
}

static int kv_find(const board_scene *b, const char *id) {
    for (int i = 0; i < b->n; i++)
        if (strcmp(kv_id(b, i), id) == 0) return i;
    return -1;
}

/* The room under the players' boards (all of it at 2 players, none at 5): the Cauldrons
 * with what is in them, then the six action tiles with what they do (their descriptions,
 * whole clauses as far as they fit; the hover card of a tile has its whole text). */
static void kv_reference(const board_scene *b, app *a) {
    int s0 = kv_find(b, "seat.0");
    if (s0 < 0) return;
    int bottom = b->rect[s0].y + b->rect[s0].h;
    for (int k = 1; k < 5; k++) {
        char id[16];
        SDL_snprintf(id, sizeof id, "seat.%d", k);
        int i = kv_find(b, id);
        if (i >= 0 && b->dynamic[i] && b->rect[i].y + b->rect[i].h > bottom) bottom = b->rect[i].y + b->rect[i].h;
    }
    int gap = ui_s(a, 6), pad = ui_s(a, 8);
    SDL_Rect r = {b->rect[s0].x, bottom + gap, b->rect[s0].w, b->board_rect.y + b->board_rect.h - gap - bottom - gap};
    int hpx = text_px(a, 16.0f), px = text_px(a, 14.0f);
    int hl = text_line_h(a, FONT_DISPLAY, hpx), lh = text_line_h(a, FONT_TEXT, px);
    if (r.h < 2 * hl + 3 * lh + 2 * pad) return;
    int fr = a->set.lang == 1;
    SDL_Color bg = {20, 26, 18, 170};
    ui_round_fill(a, r, (float)ui_s(a, 8), bg, bg);
    ui_round_frame(a, r, (float)ui_s(a, 8), (float)ui_s(a, 1.5f), (SDL_Color){120, 96, 50, 255});
    int x = r.x + pad, w = r.w - 2 * pad, y = r.y + pad / 2;
    /* the Cauldrons, two a line: name, then its druids or "empty", and the places */
    text_draw(a, FONT_DISPLAY, hpx, ui_gold, x, y, TEXT_LEFT, fr ? "Chaudrons" : "Cauldrons");
    y += hl;
    int cw = (w - pad) / 2;
    for (int c = 0; c < 4; c++) {
        char id[16], line[96];
        SDL_snprintf(id, sizeof id, "cauldron.%d", c);
        int i = kv_find(b, id);
        if (i < 0) continue;
        const nm_element_view *v = &b->views[i];
        int cx = x + (c % 2) * (cw + pad), cy = y + (c / 2) * lh;
        int tr = lh * 3 / 10, used = 0;
        SDL_snprintf(line, sizeof line, "%s", v->title);
        int tw = text_draw_whole(a, FONT_TEXT, px, ui_cream, cx, cy, TEXT_LEFT, cw * 3 / 4, line);
        used = tw + ui_s(a, 6);
        if (v->piece_count == 0) {
            text_draw_whole(a, FONT_ITALIC, px, ui_cream_dim, cx + used, cy, TEXT_LEFT, cw - used, fr ? "vide" : "empty");
        } else {
            for (int k = 0; k < v->piece_count && used + 2 * tr <= cw; k++) {
                ui_seat_token(a, v->pieces[k].seat, cx + used + tr, cy + lh / 2, tr);
                used += 2 * tr + ui_s(a, 3);
            }
        }
    }
    y += 2 * lh + gap / 2;
    /* the action tiles: name and what they do */
    text_draw(a, FONT_DISPLAY, hpx, ui_gold, x, y, TEXT_LEFT, fr ? "Tuiles action" : "Action tiles");
    y += hl;
    /* each tile in short, as the game words it (its hover card has the whole text) */
    static nm_element_view ref[6];
    int tiles = 0;
    for (int t = 0; t < 6 && b->g->describe; t++) {
        char id[24];
        SDL_snprintf(id, sizeof id, "ref.tile.%d", t);
        memset(&ref[tiles], 0, sizeof ref[tiles]);
        if (b->g->describe(b->d, b->observed, b->viewer, a->set.lang, id, &ref[tiles]) && ref[tiles].title[0]) {
            ref[tiles].title[sizeof ref[tiles].title - 1] = ref[tiles].body[sizeof ref[tiles].body - 1] = 0;
            tiles++;
        }
    }
    if (tiles == 0) return;
    int cols = 2, rows = (tiles + cols - 1) / cols;
    int cellw = (w - pad) / cols, cellh = (r.y + r.h - pad / 2 - y) / rows;
    if (cellh < 2 * lh) { /* little room: the names alone */
        cellh = lh;
        rows = (r.y + r.h - pad / 2 - y) / lh;
        if (rows <= 0) return;
        cols = (tiles + rows - 1) / rows;
        cellw = (w - pad) / (cols > 0 ? cols : 1);
    }
    for (int k = 0; k < tiles; k++) {
        const nm_element_view *v = &ref[k];
        int cx = x + (k % cols) * (cellw + pad / (cols > 1 ? cols - 1 : 1)), cy = y + (k / cols) * cellh;
        if (k / cols >= rows) break;
        int npx = text_fit_px_min(a, FONT_DISPLAY, px, cellw, v->title, (int)(12 * a->base + 0.5f));
        text_draw_whole(a, FONT_DISPLAY, npx, ui_gold_light, cx, cy + (lh - text_line_h(a, FONT_DISPLAY, npx)) / 2,
                        TEXT_LEFT, cellw, v->title);
        if (cellh >= 2 * lh && v->body[0]) {
            /* whole sentences only (the main action's, then the secondary's): a clause cut
             * short could say less than the tile does */
            SDL_Rect tb = {cx, cy + lh, cellw, cellh - lh - gap / 2};
            char text[sizeof v->body];
            SDL_strlcpy(text, v->body, sizeof text);
            while (text[0] && !text_box_fits(a, FONT_TEXT, px, tb, text)) {
                char *end = NULL;
                for (char *q = strstr(text, ". "); q; q = strstr(q + 1, ". ")) end = q;
                if (!end) text[0] = 0;
                else end[1] = 0;
            }
            if (text[0]) text_box(a, FONT_TEXT, px, ui_cream, tb, TEXT_LEFT, text, 1);
        }
    }
}

static void kv_overlay(const board_scene *b, app *a) {
    kv_reference(b, a);
    if (!b->pointed_valid) return;
    for (int i = 0; i < b->n; i++) {
        if (!b->involved[i] || strcmp(kv_kind(b, i), "path") != 0) continue;
        SDL_Rect r = b->rect[i];
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        static const int dxs[4] = {0, 1, 0, -1}, dys[4] = {-1, 0, 1, 0};
        for (int d = 0; d < 4; d++) {
            int x = cx, y = cy, last = -1;
            for (;;) {
                int e = board_element_at(b, x + dxs[d] * r.w, y + dys[d] * r.h);
                if (e < 0 || !b->involved[e] || strcmp(kv_kind(b, e), "square") != 0) break;
                x += dxs[d] * r.w, y += dys[d] * r.h;
                last = e;
            }
            if (last < 0) continue;
            /* on to the edge of the target square beyond the last lit one */
            kv_bolt(a, (float)cx, (float)cy, (float)(x + dxs[d] * r.w * 3 / 4), (float)(y + dys[d] * r.h * 3 / 4),
                    (float)r.w / 7.0f);
        }
    }
}

/* Where kv_square, kv_path, kv_cauldron and kv_slot draw piece k (the slides end there). */
static int kv_piece_rect(const board_scene *b, app *a, int i, const nm_element_view *v, SDL_Rect r,
                         int k, SDL_Rect *out) {
    (void)a;
    const char *kind = kv_kind(b, i);
    if (k < 0 || k >= v->piece_count) return 0;
    if (strcmp(kind, "square") == 0) {
        int big = -1;
        for (int j = 0; j < v->piece_count; j++)
            if (v->pieces[j].seat >= 0) big = j;
        if (big < 0) big = 0;
        int s = strcmp(v->pieces[k].icon, "black_cube") == 0 ? r.w * 2 / 5 : k == big ? r.w * 9 / 10 : r.w / 2;
        if (strcmp(v->pieces[k].icon, "black_cube") == 0) *out = (SDL_Rect){r.x, r.y, s, s};
        else if (k == big) *out = (SDL_Rect){r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
        else *out = (SDL_Rect){r.x + r.w - s, r.y + r.h - s, s, s};
        return 1;
    }
    if (strcmp(kind, "path") == 0 || strcmp(kind, "corner") == 0) {
        int s = r.w * 19 / 20;
        *out = (SDL_Rect){r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
        return 1;
    }
    if (strcmp(kind, "slot") == 0) {
        *out = (SDL_Rect){r.x + r.w / 10, r.y + r.h / 10, r.w * 4 / 5, r.h * 4 / 5};
        return 1;
    }
    if (strcmp(kind, "cauldron") == 0) {
        int places = v->count > 0 ? v->count : 1;
        int horiz = r.w >= r.h;
        int len = horiz ? r.w : r.h, s = (horiz ? r.h : r.w) * 9 / 10;
        int c = len * (2 * k + 1) / (2 * places);
        *out = horiz ? (SDL_Rect){r.x + c - s / 2, r.y + (r.h - s) / 2, s, s}
                     : (SDL_Rect){r.x + (r.w - s) / 2, r.y + c - s / 2, s, s};
        return 1;
    }
    return 0;
}

const board_view view_karnag = {
    .game = "karnag",
    .element = kv_element,
    .overlay = kv_overlay,
    .piece_rect = kv_piece_rect,
    .reads_state = board_reads_all_state,
};
