/* view_oak.c - Oak's own drawing on the board scene (see board_view in board_internal.h):
 * the sun and round tracks, the temples and the branch spaces drawn as places on the
 * board art, the viewer's order board (resources, reserve, card limits, artifacts with
 * their dials, the hand of Assembly cards) and the opponents' boards, compact and, on a
 * click, shown large over the viewer's own. Everything drawn comes from the views the
 * game's describe() fills: the view never reads a rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nemeton/util.h"
#include "text.h"
#include "ui.h"
#include "views.h"

/* view_state slots */
enum { OAK_VS_EXPANDED }; /* 0 none, K: opponent K shown large */

/* One thing to draw: an element's view in a rect, with its art resolved. */
typedef struct oak_item {
    const board_scene *b;
    int i;                    /* element index, -1 for a view drawn in the overlay */
    const nm_element_view *v;
    const char *kind, *label;
    SDL_Rect r;
    int legal, hot;
} oak_item;

static const SDL_Color oak_stone = {92, 96, 90, 255};
static const SDL_Color oak_stone_top = {124, 128, 118, 255};

static int oak_px(app *a, float size) { return text_px(a, size); }

/* Art of an icon name: every name describe() gives has its SVG in art/oak/ (looking the
 * file up each frame would cost a file open per icon). */
static void oak_art_name(const char *icon, char *out, size_t n) {
    out[0] = 0;
    if (icon && icon[0]) snprintf(out, n, "oak/%s", icon);
}

static void oak_icon(app *a, const char *icon, SDL_Rect r, Uint8 alpha) {
    char name[80];
    oak_art_name(icon, name, sizeof name);
    if (name[0]) board_art(a, name, r, alpha);
}

static int oak_min(int x, int y) { return x < y ? x : y; }

static float oak_rad(const app *a, SDL_Rect r) {
    float rad = oak_min(r.w, r.h) * 0.12f;
    return rad > ui_s(a, 10) ? (float)ui_s(a, 10) : rad;
}

/* A piece drawn by hand (the overlay, the summaries): the seat's token under the art. */
static void oak_piece(app *a, const nm_piece *p, SDL_Rect r) {
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = oak_min(r.w, r.h) * 9 / 20;
    if (rad < 3) return;
    if (p->seat >= 0) ui_seat_token(a, p->seat, cx, cy, rad);
    int in = p->seat >= 0 ? rad * 13 / 10 : rad * 2;
    oak_icon(a, p->icon, (SDL_Rect){cx - in / 2, cy - in / 2, in, in}, p->dimmed ? 130 : 255);
}

/* The count of a piece standing for several, in a dark coin at its lower right. */
static void oak_piece_count(app *a, const nm_piece *p, SDL_Rect r) {
    if (p->count <= 1) return;
    char num[12];
    snprintf(num, sizeof num, "%d", p->count);
    int rad = oak_min(r.w, r.h) * 9 / 20, br = rad * 9 / 20 > ui_s(a, 7) ? rad * 9 / 20 : ui_s(a, 7);
    int bx = r.x + r.w / 2 + rad * 7 / 10, by = r.y + r.h / 2 + rad * 7 / 10;
    ui_shape(a, UI_SHAPE_CIRCLE, (float)bx, (float)by, (float)br, ui_ink);
    int px = br * 3 / 2 > 8 ? br * 3 / 2 : 8;
    text_draw(a, FONT_DISPLAY, px, ui_cream, bx, by - text_line_h(a, FONT_DISPLAY, px) / 2, TEXT_CENTRE, num);
}

/* Pieces in a row across r (as many rows as make them biggest), for places wider than
 * tall where the scene's layout would crowd them into a corner; pieces sliding in are left
 * to the scene, which draws them over everything. */
static void oak_pieces_in(const oak_item *it, app *a, SDL_Rect r) {
    int n = it->v->piece_count;
    if (n <= 0 || r.w <= 0 || r.h <= 0) return;
    int best = 0, cols = n;
    for (int rows = 1; rows <= n; rows++) {
        int c = (n + rows - 1) / rows, sz = oak_min(r.w / c, r.h / rows);
        if (sz > best) {
            best = sz;
            cols = c;
        }
    }
    int maxs = ui_s(a, 46);
    if (best > maxs) best = maxs;
    int rows = (n + cols - 1) / cols;
    for (int k = 0; k < n; k++) {
        if (it->i >= 0 && board_anim_find(it->b, it->i, k)) continue;
        int row = k / cols, col = k % cols, in_row = row == rows - 1 ? n - row * cols : cols;
        SDL_Rect pr = {r.x + (r.w - in_row * best) / 2 + col * best, r.y + (r.h - rows * best) / 2 + row * best, best, best};
        oak_piece(a, &it->v->pieces[k], pr);
        oak_piece_count(a, &it->v->pieces[k], pr);
    }
}

/* Pieces: the scene's own drawing (which slides them) for board elements, by hand else. */
static void oak_pieces(const oak_item *it, app *a, SDL_Rect r) {
    if (it->i >= 0) { /* the scene's layout, so that slides end where pieces stand */
        board_draw_pieces(it->b, a, it->i, it->b->rect[it->i]);
        return;
    }
    oak_pieces_in(it, a, r);
}

/* The frame every place shares: a fill, the glow of a legal target and its rim. */
static void oak_frame(const oak_item *it, app *a, SDL_Color top, SDL_Color bottom, SDL_Color rim) {
    float rad = oak_rad(a, it->r);
    if (it->legal) {
        SDL_Color g = ui_gold_light;
        g.a = it->hot ? 230 : 150;
        ui_glow(a, it->r, rad, (float)ui_s(a, it->hot ? 14 : 10), g);
    }
    ui_round_fill(a, it->r, rad, top, bottom);
    ui_round_frame(a, it->r, rad, (float)ui_s(a, 1.5f), rim);
}

static void oak_legal_rim(const oak_item *it, app *a) {
    if (it->legal) ui_round_frame(a, it->r, oak_rad(a, it->r), (float)ui_s(a, it->hot ? 3.5f : 2.5f), ui_gold_light);
}

static void oak_parchment(const oak_item *it, app *a) {
    SDL_Color rim = it->v->owner >= 0 ? ui_seat_color(it->v->owner) : (SDL_Color){150, 112, 64, 255};
    oak_frame(it, a, ui_parchment, ui_parchment_edge, rim);
}

/* A line of text fitted to w, at the 14 px floor or more. */
static int oak_line(app *a, int px, SDL_Color c, int x, int y, text_align al, int w, const char *s, font_role f) {
    int p = text_fit_px(a, f, px, w, s);
    text_draw_whole(a, f, p, c, x, y, al, w, s); /* the whole is on the hover card */
    return text_line_h(a, f, p);
}

static const char *oak_title(const oak_item *it) { return it->v->title[0] ? it->v->title : it->label; }

/* Names are drawn whole where they can be: on up to max_lines lines of width w, broken at
 * spaces and after hyphens ("Yan-gant-y-" / "tan"). Fills lines and returns how many, or 0
 * when a piece is wider than w or more lines are needed. */
#define OAK_NAME_LINES 4
/* Lays s out in lines. With counts[k] >= 0 for every line (a layout found before), line
 * k takes that many pieces and nothing is measured; otherwise each piece goes on the last
 * line while it fits w, and counts gets how many each line took. */
static int oak_wrap(app *a, font_role f, int px, int w, const char *s, char (*lines)[96],
                    int max_lines, int *counts, int known) {
    int n = 0;
    lines[0][0] = 0;
    const char *p = s;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        /* the next piece: up to a space, or through a hyphen */
        const char *q = p;
        while (*q && *q != ' ' && *q != '-') q++;
        if (*q == '-') q++;
        char piece[96];
        snprintf(piece, sizeof piece, "%.*s", (int)(q - p), p);
        if (!known && text_width(a, f, px, piece) > w) return 0;
        char trial[192];
        int joined = n > 0 && lines[n - 1][0] && lines[n - 1][strlen(lines[n - 1]) - 1] == '-';
        if (n > 0) snprintf(trial, sizeof trial, "%s%s%s", lines[n - 1], joined ? "" : " ", piece);
        int fits = n > 0 && (known ? counts[n - 1] > 0
                                   : strlen(trial) < sizeof lines[0] && text_width(a, f, px, trial) <= w);
        if (fits) {
            nm_strlcpy(lines[n - 1], trial, sizeof lines[0]);
            if (known) counts[n - 1]--;
            else counts[n - 1]++;
        } else {
            if (n == max_lines) return 0;
            snprintf(lines[n], sizeof lines[0], "%s", piece);
            if (known) counts[n]--;
            else counts[n] = 1;
            n++;
        }
        p = q;
    }
    return n;
}

/* A name in box, whole if at all possible, on as few lines as can hold it (at most
 * max_lines): in the display face, else in the narrower text face, at the 14 px floor;
 * only when nothing fits, cut with "…" (the hover card has it whole). Draws when draw is
 * 1; returns the height used. */
static int oak_name(app *a, SDL_Rect box, int max_lines, SDL_Color c, text_align al, const char *s, int draw) {
    static const font_role faces[2] = {FONT_DISPLAY, FONT_TEXT};
    int px = oak_px(a, 14);
    if (max_lines > OAK_NAME_LINES) max_lines = OAK_NAME_LINES;
    char lines[OAK_NAME_LINES][96];
    int counts[OAK_NAME_LINES] = {0};
    /* The layout found for this name, width and size is remembered (a move redraws the
     * same names, and measuring them is most of the cost): bit 0 the face, bits 1-3 the
     * number of lines (0: nothing fitted), then 4 bits of pieces per line. */
    int head[3] = {box.w, max_lines, px};
    uint64_t key = nm_fnv1a(nm_fnv1a(NM_FNV_OFFSET, "oak-name", 8), head, sizeof head);
    key = nm_fnv1a(key, s, strlen(s));
    int memo, f = 0, n = 0;
    if (assets_memo_get(a->assets, key, &memo)) {
        f = memo & 1;
        n = (memo >> 1) & 7;
        for (int k = 0; k < n; k++) counts[k] = (memo >> (4 + 4 * k)) & 15;
        if (n > 0 && oak_wrap(a, faces[f], px, box.w, s, lines, n, counts, 1) != n) n = 0;
    } else {
        for (int want = 1; want <= max_lines && n == 0; want++)
            for (f = 0; f < 2; f++) {
                n = oak_wrap(a, faces[f], px, box.w, s, lines, want, counts, 0);
                if (n > 0) break;
            }
        int value = n > 0 ? (f & 1) | n << 1 : 0, ok = 1;
        for (int k = 0; k < n; k++) {
            if (counts[k] > 15) ok = 0;
            value |= (counts[k] & 15) << (4 + 4 * k);
        }
        if (ok) assets_memo_put(a->assets, key, value);
    }
    if (n > 0) {
        int lh = text_line_h(a, faces[f], px);
        if (!draw) return n * lh;
        int x = al == TEXT_CENTRE ? box.x + box.w / 2 : al == TEXT_RIGHT ? box.x + box.w : box.x;
        for (int k = 0; k < n; k++) text_draw(a, faces[f], px, c, x, box.y + k * lh, al, lines[k]);
        return n * lh;
    }
    int lh = text_line_h(a, FONT_TEXT, px);
    SDL_Rect b = {box.x, box.y, box.w, lh * max_lines};
    return text_box(a, FONT_TEXT, px, c, b, al, s, draw);
}

/* The title band of a panel, on up to `lines` lines; returns the y under it. */
static int oak_head_lines(const oak_item *it, app *a, SDL_Color c, int lines) {
    int pad = ui_s(a, 5);
    SDL_Rect box = {it->r.x + pad, it->r.y + ui_s(a, 2), it->r.w - 2 * pad, 0};
    return box.y + oak_name(a, box, lines, c, TEXT_LEFT, oak_title(it), 1);
}

static int oak_head(const oak_item *it, app *a, SDL_Color c) { return oak_head_lines(it, a, c, 1); }

/* Icon + number pairs in a row (resources, reserve, summaries): every count shown, 0 too. */
static void oak_counts(const oak_item *it, app *a, SDL_Rect r, int first, int n, int dim_zero) {
    if (n <= 0) return;
    int cell = r.w / n, px = oak_px(a, 15);
    int lh = text_line_h(a, FONT_DISPLAY, px);
    int ic = oak_min(r.h, cell * 11 / 20);
    for (int k = 0; k < n; k++) {
        const nm_piece *p = &it->v->pieces[first + k];
        int x = r.x + k * cell;
        Uint8 alpha = dim_zero && p->count == 0 ? 110 : 255;
        SDL_Rect ir = {x + ui_s(a, 1), r.y + (r.h - ic) / 2, ic, ic};
        if (p->seat >= 0) ui_seat_token(a, p->seat, ir.x + ic / 2, ir.y + ic / 2, ic * 2 / 5);
        oak_icon(a, p->icon, ir, alpha);
        char num[12];
        snprintf(num, sizeof num, "%d", p->count);
        text_draw(a, FONT_DISPLAY, px, alpha < 255 ? ui_ink_soft : ui_ink, ir.x + ic + ui_s(a, 2), r.y + (r.h - lh) / 2,
                  TEXT_LEFT, num);
    }
}

/* ---- the main board ---- */

/* The VP markers on a cell of the VP track, readable however many share it: markers of
 * one value side by side with the value once after them, one row per value (highest
 * first); the sun and other neutral pieces at the left. */
static void oak_sun_markers(const oak_item *it, app *a, SDL_Rect r) {
    const nm_element_view *v = it->v;
    int vals[NM_VIEW_PIECES], nv = 0, neutral = 0;
    for (int k = 0; k < v->piece_count; k++) {
        const nm_piece *p = &v->pieces[k];
        if (it->i >= 0 && board_anim_find(it->b, it->i, k)) continue;
        if (p->seat < 0) {
            neutral++;
            continue;
        }
        int seen = 0;
        for (int j = 0; j < nv; j++) seen |= vals[j] == p->count;
        if (!seen) vals[nv++] = p->count;
    }
    for (int x = 0; x < nv; x++) /* highest first */
        for (int y = x + 1; y < nv; y++)
            if (vals[y] > vals[x]) { int t = vals[x]; vals[x] = vals[y]; vals[y] = t; }
    int left = r.x + ui_s(a, 2);
    if (neutral) {
        int sz = oak_min(r.h, r.w / 2);
        for (int k = 0, n = 0; k < v->piece_count; k++) {
            if (v->pieces[k].seat >= 0 || (it->i >= 0 && board_anim_find(it->b, it->i, k))) continue;
            oak_piece(a, &v->pieces[k], (SDL_Rect){left + n * sz / 3, r.y + (r.h - sz) / 2, sz, sz});
            n++;
        }
        left += sz * 3 / 4;
    }
    if (nv == 0) return;
    int row = r.h / nv;
    int px = oak_px(a, 15), min_px = (int)(12 * a->base + 0.5f);
    while (px > min_px && text_line_h(a, FONT_DISPLAY, px) > row + ui_s(a, 2)) px--;
    int lh = text_line_h(a, FONT_DISPLAY, px);
    int rad = oak_min(row, lh) * 2 / 5;
    if (rad < 3) rad = 3;
    for (int g = 0; g < nv; g++) {
        int cy = r.y + g * row + row / 2;
        int x = left + rad;
        int n = 0;
        for (int k = 0; k < v->piece_count; k++) {
            const nm_piece *p = &v->pieces[k];
            if (p->seat < 0 || p->count != vals[g] || (it->i >= 0 && board_anim_find(it->b, it->i, k))) continue;
            ui_seat_token(a, p->seat, x + n * rad * 6 / 5, cy, rad); /* fanned: each shape shows */
            n++;
        }
        char num[12];
        snprintf(num, sizeof num, "%d", vals[g]);
        text_draw(a, FONT_DISPLAY, px, ui_cream, x + (n - 1) * rad * 6 / 5 + rad + ui_s(a, 3), cy - lh / 2, TEXT_LEFT, num);
    }
}

static void oak_sun(const oak_item *it, app *a) {
    int sol = it->v->count == 1;
    oak_frame(it, a, sol ? (SDL_Color){86, 60, 110, 235} : (SDL_Color){58, 74, 50, 225},
              sol ? (SDL_Color){60, 40, 80, 235} : (SDL_Color){36, 50, 32, 225}, sol ? ui_gold : (SDL_Color){150, 130, 80, 255});
    char num[16];
    int vp = 0;
    sscanf(it->v->title, "%d", &vp);
    snprintf(num, sizeof num, "%d", vp);
    int px = oak_px(a, 15), lh = text_line_h(a, FONT_DISPLAY, px);
    int ic = lh;
    int tw = text_width(a, FONT_DISPLAY, px, num) + ic;
    int x = it->r.x + (it->r.w - tw) / 2;
    oak_icon(a, "vp", (SDL_Rect){x, it->r.y + ui_s(a, 3), ic, ic}, 255);
    text_draw(a, FONT_DISPLAY, px, ui_gold_light, x + ic, it->r.y + ui_s(a, 3), TEXT_LEFT, num);
    if (sol) oak_icon(a, "solstice", (SDL_Rect){it->r.x + it->r.w - ic * 3 / 4, it->r.y + it->r.h - ic * 3 / 4, ic * 2 / 3, ic * 2 / 3}, 230);
    SDL_Rect pr = {it->r.x, it->r.y + ui_s(a, 3) + lh, it->r.w, it->r.h - ui_s(a, 5) - lh};
    oak_sun_markers(it, a, pr);
    oak_legal_rim(it, a);
}

static void oak_round(const oak_item *it, app *a) {
    int cur = it->v->piece_count > 0;
    oak_frame(it, a, cur ? (SDL_Color){120, 90, 40, 240} : (SDL_Color){50, 44, 34, 220},
              cur ? (SDL_Color){90, 64, 28, 240} : (SDL_Color){34, 30, 24, 220}, ui_gold);
    char num[8];
    int r = 0;
    sscanf(it->label + strcspn(it->label, "0123456789"), "%d", &r);
    snprintf(num, sizeof num, "%d", r);
    int px = oak_px(a, 18);
    text_draw(a, FONT_DISPLAY, px, it->v->dimmed ? ui_cream_dim : ui_gold_light, it->r.x + it->r.w / 2, it->r.y + ui_s(a, 3),
              TEXT_CENTRE, num);
    oak_pieces(it, a, it->r);
    oak_legal_rim(it, a);
}

static void oak_order_tile(const oak_item *it, app *a) {
    oak_parchment(it, a);
    int pad = ui_s(a, 4);
    int lh = text_line_h(a, FONT_TEXT, oak_px(a, 14));
    SDL_Rect tb = {it->r.x + pad, it->r.y + pad, it->r.w - 2 * pad, 2 * lh};
    const char *t = oak_title(it);
    /* "Order of the Fox" -> "Fox", "Ordre du Merle Noir" -> "Merle Noir" */
    static const char *const prefix[] = {"Order of the ", "Ordre de la ", "Ordre de l'", "Ordre des ", "Ordre du ", "Ordre de "};
    const char *short_name = t;
    for (size_t p = 0; p < sizeof prefix / sizeof prefix[0]; p++)
        if (strncmp(t, prefix[p], strlen(prefix[p])) == 0) {
            short_name = t + strlen(prefix[p]);
            break;
        }
    oak_name(a, tb, 2, ui_ink, TEXT_CENTRE, short_name, 1);
    int s = it->r.h - 2 * lh - 2 * pad;
    if (s > 4) oak_icon(a, it->v->icon, (SDL_Rect){it->r.x + (it->r.w - s) / 2, it->r.y + pad + lh + pad / 2, s, s}, 220);
    if (it->v->owner >= 0) {
        int tr = lh * 2 / 5;
        ui_seat_token(a, it->v->owner, it->r.x + it->r.w - tr - pad, it->r.y + it->r.h - tr - pad, tr);
    }
    oak_legal_rim(it, a);
}

static void oak_temple(const oak_item *it, app *a) {
    oak_frame(it, a, oak_stone_top, oak_stone, (SDL_Color){60, 62, 56, 255});
    int stones = 0;
    sscanf(it->v->title, "%d", &stones);
    int sr = oak_min(it->r.w / 9, ui_s(a, 8));
    int cx = it->r.x + it->r.w / 2 - (stones - 1) * sr * 5 / 4, cy = it->r.y + sr + ui_s(a, 6);
    for (int k = 0; k < stones; k++)
        ui_shape(a, UI_SHAPE_CIRCLE, (float)(cx + k * sr * 5 / 2), (float)cy, (float)sr, (SDL_Color){200, 196, 180, 255});
    SDL_Rect pr = {it->r.x, cy + sr, it->r.w, it->r.y + it->r.h - cy - sr};
    oak_pieces(it, a, pr);
    oak_legal_rim(it, a);
}

static void oak_space(const oak_item *it, app *a) {
    int fin = it->v->title[0] && !strchr(it->v->title, '+');
    SDL_Color top = fin ? (SDL_Color){150, 118, 52, 240} : (SDL_Color){96, 128, 72, 235};
    SDL_Color bot = fin ? (SDL_Color){110, 84, 34, 240} : (SDL_Color){62, 92, 48, 235};
    /* the spaces sit on the tree's branches: rimmed in bark */
    oak_frame(it, a, top, bot, fin ? ui_gold : (SDL_Color){74, 49, 25, 255});
    int px = oak_px(a, 14), lh = text_line_h(a, FONT_DISPLAY, px);
    int ic = lh * 4 / 5;
    char line[72];
    if (fin) snprintf(line, sizeof line, "%d\xC3\x97", it->v->count); /* 2× what the icon counts */
    else snprintf(line, sizeof line, "+%d", atoi(it->v->title + 1));
    int w = text_draw(a, FONT_DISPLAY, px, fin ? ui_ink : ui_gold_light, it->r.x + ui_s(a, 4), it->r.y + ui_s(a, 1), TEXT_LEFT, line);
    if (fin) oak_icon(a, it->v->icon, (SDL_Rect){it->r.x + ui_s(a, 5) + w, it->r.y + ui_s(a, 2), ic, ic}, 255);
    if (!fin && it->v->count > 0) { /* Festival income: the branch's resource */
        char inc[16];
        snprintf(inc, sizeof inc, "%d", it->v->count);
        int x = it->r.x + it->r.w - ui_s(a, 4) - ic - text_width(a, FONT_DISPLAY, px, inc);
        text_draw(a, FONT_DISPLAY, px, ui_cream, x, it->r.y + ui_s(a, 1), TEXT_LEFT, inc);
        const char *br = it->b ? it->b->d->board.elements[it->i].id + 4 : "";
        const char *res = strncmp(br, "feather", 7) == 0 ? "feather" : strncmp(br, "mistletoe", 9) == 0 ? "mistletoe" : "rune";
        oak_icon(a, res, (SDL_Rect){it->r.x + it->r.w - ui_s(a, 3) - ic, it->r.y + ui_s(a, 2), ic, ic}, 255);
    }
    SDL_Rect pr = {it->r.x, it->r.y + lh / 2, it->r.w, it->r.h - lh / 2};
    oak_pieces(it, a, pr);
    if (it->v->dimmed) { /* a final space blocked at Dusk: crossed out */
        SDL_Color c = {30, 20, 12, 200};
        SDL_SetRenderDrawColor(a->renderer, c.r, c.g, c.b, c.a);
        for (int t = -1; t <= 1; t++) {
            SDL_RenderDrawLine(a->renderer, it->r.x + 4 + t, it->r.y + 4, it->r.x + it->r.w - 4 + t, it->r.y + it->r.h - 4);
            SDL_RenderDrawLine(a->renderer, it->r.x + it->r.w - 4 + t, it->r.y + 4, it->r.x + 4 + t, it->r.y + it->r.h - 4);
        }
    }
    oak_legal_rim(it, a);
}

/* A panel with a title and its pieces under it (roots, forest, rest spaces...). */
static void oak_place(const oak_item *it, app *a, int dark) {
    /* the roots let the Oak's trunk show through (2), the forest is opaque (1) */
    Uint8 al = dark == 2 ? 165 : 225;
    if (dark) oak_frame(it, a, (SDL_Color){40, 58, 38, al}, (SDL_Color){26, 40, 26, al}, (SDL_Color){150, 120, 70, 255});
    else oak_parchment(it, a);
    int y = oak_head_lines(it, a, dark ? ui_cream : ui_ink, 2); /* the rest spaces are narrow */
    SDL_Rect pr = {it->r.x + ui_s(a, 2), y, it->r.w - ui_s(a, 4), it->r.y + it->r.h - y - ui_s(a, 2)};
    oak_pieces_in(it, a, pr);
    oak_legal_rim(it, a);
}

static void oak_menhir(const oak_item *it, app *a) {
    if (it->v->owner < 0) {
        oak_frame(it, a, (SDL_Color){30, 40, 30, 120}, (SDL_Color){30, 40, 30, 120}, (SDL_Color){90, 90, 80, 120});
        return;
    }
    SDL_Color c = ui_seat_color(it->v->owner);
    oak_frame(it, a, oak_stone_top, oak_stone, c);
    int s = it->r.h - ui_s(a, 6);
    oak_icon(a, "menhir", (SDL_Rect){it->r.x + ui_s(a, 3), it->r.y + ui_s(a, 3), s, s}, 255);
    ui_seat_token(a, it->v->owner, it->r.x + s + ui_s(a, 8), it->r.y + it->r.h / 2, ui_s(a, 5));
    SDL_Rect pr = {it->r.x + s + ui_s(a, 12), it->r.y, it->r.w - s - ui_s(a, 12), it->r.h};
    if (it->v->piece_count) oak_pieces_in(it, a, pr);
    oak_legal_rim(it, a);
}

static void oak_darkwoods(const oak_item *it, app *a) {
    oak_frame(it, a, (SDL_Color){44, 40, 60, 240}, (SDL_Color){28, 26, 40, 240}, ui_gold);
    int y = oak_head(it, a, ui_gold_light);
    int n = it->v->piece_count;
    int px = oak_px(a, 15), lh = text_line_h(a, FONT_DISPLAY, px);
    for (int k = 0; k < n; k++) { /* "3 different → 3 VP" */
        char line[48];
        snprintf(line, sizeof line, "%d \xE2\x89\xA0  \xE2\x86\x92  %d", k + 3, it->v->pieces[k].count);
        int yy = y + ui_s(a, 2) + k * lh;
        if (yy + lh > it->r.y + it->r.h) break;
        text_draw(a, FONT_DISPLAY, px, ui_cream, it->r.x + ui_s(a, 8), yy, TEXT_LEFT, line);
        oak_icon(a, "vp", (SDL_Rect){it->r.x + ui_s(a, 8) + text_width(a, FONT_DISPLAY, px, line) + ui_s(a, 3), yy, lh, lh}, 255);
    }
    int s = oak_min(it->r.w / 3, it->r.y + it->r.h - y - ui_s(a, 4));
    if (s > 8) oak_icon(a, "potion", (SDL_Rect){it->r.x + it->r.w - s - ui_s(a, 6), y, s, s}, 255);
}

/* A potion tile: name, level, and its recipe as ingredient icons with counts. */
static void oak_potion(const oak_item *it, app *a) {
    if (it->v->dimmed && !it->v->title[0]) {
        board_draw_element(it->b, a, it->i, it->r, it->legal, it->hot);
        return;
    }
    oak_frame(it, a, (SDL_Color){232, 220, 190, 255}, (SDL_Color){206, 188, 150, 255}, (SDL_Color){120, 84, 150, 255});
    int pad = ui_s(a, 4);
    int lh = text_line_h(a, FONT_DISPLAY, oak_px(a, 14));
    SDL_Rect tb = {it->r.x + pad, it->r.y + pad, it->r.w - 2 * pad, 2 * lh};
    int used = oak_name(a, tb, 3, ui_ink, TEXT_CENTRE, oak_title(it), 1);
    int y = it->r.y + pad + used + ui_s(a, 2);
    int n = it->v->piece_count;
    int ic = n ? oak_min((it->r.w - 2 * pad) / n, it->r.y + it->r.h - y - pad) : 0;
    if (ic > ui_s(a, 30)) ic = ui_s(a, 30);
    int x = it->r.x + (it->r.w - n * ic) / 2;
    for (int k = 0; k < n; k++) {
        const nm_piece *p = &it->v->pieces[k];
        SDL_Rect ir = {x + k * ic, y, ic, ic};
        oak_icon(a, p->icon, ir, 255);
        if (p->count > 1) {
            char num[8];
            snprintf(num, sizeof num, "%d", p->count);
            int br = ic / 4;
            ui_shape(a, UI_SHAPE_CIRCLE, (float)(ir.x + ic - br), (float)(ir.y + ic - br), (float)br, ui_ink);
            int bpx = oak_px(a, 14);
            text_draw(a, FONT_DISPLAY, bpx, ui_cream, ir.x + ic - br, ir.y + ic - br - text_line_h(a, FONT_DISPLAY, bpx) / 2,
                      TEXT_CENTRE, num);
        }
    }
    int ay = y + ic + ui_s(a, 2), room = it->r.y + it->r.h - ay - pad;
    if (room > ui_s(a, 16)) oak_icon(a, it->v->icon, (SDL_Rect){it->r.x + pad, ay, it->r.w - 2 * pad, room}, 230);
    oak_legal_rim(it, a);
}


/* A Creature card or an Artifact tile of the offer: the name in a band, the art, the VP
 * (Creatures) or the uses (Artifacts) in a coin; the rules text is on hover. */
static void oak_card(const oak_item *it, app *a) {
    if (it->v->dimmed && !it->v->title[0]) {
        board_draw_element(it->b, a, it->i, it->r, it->legal, it->hot);
        return;
    }
    int creature = strcmp(it->kind, "card") == 0;
    float rad = oak_rad(a, it->r);
    if (it->legal) {
        SDL_Color g = ui_gold_light;
        g.a = it->hot ? 230 : 150;
        ui_glow(a, it->r, rad, (float)ui_s(a, it->hot ? 14 : 10), g);
    }
    ui_shadow(a, it->r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, it->r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color band = creature ? (SDL_Color){52, 92, 62, 255} : (SDL_Color){140, 100, 40, 255};
    int pad = ui_s(a, 3), px = oak_px(a, 14), lh = text_line_h(a, FONT_DISPLAY, px);
    /* the name whole, on up to three lines (the art gets smaller) */
    SDL_Rect tb = {it->r.x + 2 * pad, it->r.y + pad + pad / 2, it->r.w - 4 * pad, 0};
    int lines = 3;
    int th = oak_name(a, tb, lines, ui_cream, TEXT_LEFT, oak_title(it), 0);
    if (th < 2 * lh) th = 2 * lh;
    SDL_Rect br = {it->r.x + pad, it->r.y + pad, it->r.w - 2 * pad, th + pad};
    ui_round_fill(a, br, rad * 0.7f, ui_mix(band, (SDL_Color){255, 255, 255, 255}, 0.12f), band);
    int coin = lh * 3 / 4;
    oak_name(a, tb, lines, ui_cream, TEXT_LEFT, oak_title(it), 1);
    int y = br.y + br.h + pad, room = it->r.y + it->r.h - pad - y;
    int s2 = oak_min(room, it->r.w - 2 * pad);
    if (s2 > 8) oak_icon(a, it->v->icon, (SDL_Rect){it->r.x + (it->r.w - s2) / 2, y, s2, s2}, 255);
    if (it->v->count >= 0) {
        int cx = it->r.x + it->r.w - coin - pad, cy = it->r.y + it->r.h - coin - pad;
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)coin, creature ? ui_gold : (SDL_Color){200, 180, 140, 255});
        char num[12];
        snprintf(num, sizeof num, "%d", it->v->count);
        text_draw(a, FONT_DISPLAY, px, ui_ink, cx, cy - lh / 2, TEXT_CENTRE, num);
    }
    oak_legal_rim(it, a);
}


/* A face-down pile (creature deck, artifact pile, bag) or the sanctuary cards: the art
 * and how many are left in a coin. */
static void oak_deck(const oak_item *it, app *a) {
    int bag = strcmp(it->kind, "bag") == 0, sanct = strcmp(it->kind, "sanctpile") == 0;
    SDL_Color top = bag ? (SDL_Color){120, 92, 60, 255} : sanct ? (SDL_Color){200, 188, 150, 255} : (SDL_Color){52, 92, 62, 255};
    SDL_Color bot = ui_mix(top, (SDL_Color){0, 0, 0, 255}, 0.3f);
    float rad = oak_rad(a, it->r);
    if (it->legal) {
        SDL_Color g = ui_gold_light;
        g.a = it->hot ? 230 : 150;
        ui_glow(a, it->r, rad, (float)ui_s(a, it->hot ? 14 : 10), g);
    }
    for (int k = 2; k >= 1 && !bag; k--) { /* the edges of the stack */
        SDL_Rect e = {it->r.x + k * ui_s(a, 2), it->r.y - k * ui_s(a, 2), it->r.w, it->r.h};
        ui_round_fill(a, e, rad, bot, bot);
        ui_round_frame(a, e, rad, 1.0f, ui_gold);
    }
    ui_shadow(a, it->r, rad, (float)ui_s(a, 5));
    ui_round_fill(a, it->r, rad, top, bot);
    ui_round_frame(a, it->r, rad, (float)ui_s(a, 2), ui_gold);
    const char *art = bag ? "bag" : sanct ? "sanctuary" : strcmp(it->b->d->board.elements[it->i].id, "creatures.deck") == 0 ? "creature" : "artifact";
    int npx = oak_px(a, 20), nlh = text_line_h(a, FONT_DISPLAY, npx);
    int s2 = oak_min(it->r.w - ui_s(a, 8), it->r.h - nlh - ui_s(a, 10));
    if (s2 > 6) oak_icon(a, art, (SDL_Rect){it->r.x + (it->r.w - s2) / 2, it->r.y + ui_s(a, 5), s2, s2}, bag || sanct ? 255 : 200);
    char num[16];
    snprintf(num, sizeof num, "%d", it->v->count);
    oak_line(a, npx, sanct ? ui_ink : ui_gold_light, it->r.x + it->r.w / 2, it->r.y + it->r.h - nlh - ui_s(a, 3), TEXT_CENTRE,
             it->r.w, num, FONT_DISPLAY);
    oak_legal_rim(it, a);
}

/* ---- the player's board ---- */

static void oak_seat_head(const oak_item *it, app *a) {
    oak_parchment(it, a);
    int pad = ui_s(a, 4);
    int px = oak_px(a, 15), lh = text_line_h(a, FONT_DISPLAY, px);
    int spx = oak_px(a, 14), slh = text_line_h(a, FONT_ITALIC, spx);
    int top = it->r.y + (it->r.h - lh - slh) / 2;
    int tr = lh * 2 / 5;
    if (it->v->owner >= 0) ui_seat_token(a, it->v->owner, it->r.x + pad + tr, top + lh / 2, tr);
    char vp[16];
    snprintf(vp, sizeof vp, "%d", it->v->count);
    int vpx = oak_px(a, 22), vw = text_width(a, FONT_DISPLAY, vpx, vp), ic = text_line_h(a, FONT_DISPLAY, vpx);
    int x = it->r.x + pad + 2 * tr + ui_s(a, 6);
    oak_line(a, px, ui_ink, x, top, TEXT_LEFT, it->r.x + it->r.w - x - vw - ic - 2 * pad, oak_title(it), FONT_DISPLAY);
    oak_line(a, spx, ui_ink_soft, it->r.x + pad, top + lh, TEXT_LEFT, it->r.w - vw - ic - 3 * pad, it->v->body, FONT_ITALIC);
    int vx = it->r.x + it->r.w - pad - vw;
    oak_icon(a, "vp", (SDL_Rect){vx - ic, it->r.y + (it->r.h - ic) / 2, ic, ic}, 255);
    text_draw(a, FONT_DISPLAY, vpx, ui_ink, vx, it->r.y + (it->r.h - ic) / 2, TEXT_LEFT, vp);
}

/* A card-limit track: 5 slots, those left of the marker open, the cards held in them. */
static void oak_limit(const oak_item *it, app *a) {
    oak_parchment(it, a);
    if (it->v->piece_count < 3) return;
    int y = oak_head(it, a, ui_ink);
    int mark = it->v->pieces[0].count, used = it->v->pieces[1].count, extra = it->v->pieces[2].count;
    int total = 5 + extra;
    int pad = ui_s(a, 5);
    int cw = (it->r.w - 2 * pad) / total;
    int h = it->r.y + it->r.h - y - pad;
    if (h < 6) return;
    for (int k = 0; k < total; k++) {
        SDL_Rect c = {it->r.x + pad + k * cw + 1, y, cw - 2, h};
        int extra_slot = k < extra;   /* Bard and Ancient boards add slots at the left */
        int open = k < extra + mark;
        SDL_Color f = open ? (extra_slot ? (SDL_Color){214, 196, 150, 255} : (SDL_Color){236, 224, 192, 255})
                           : (SDL_Color){150, 136, 110, 255};
        ui_round_fill(a, c, (float)ui_s(a, 3), f, f);
        ui_round_frame(a, c, (float)ui_s(a, 3), 1.0f, (SDL_Color){120, 90, 50, 255});
        if (k < used) oak_icon(a, it->v->pieces[1].icon, (SDL_Rect){c.x + 2, c.y + 2, c.w - 4, c.h - 4}, 255);
    }
    /* the marker stands on the border after the last open slot */
    int mx = it->r.x + pad + (extra + mark) * cw;
    int tr = oak_min(h / 2, cw / 3);
    if (it->v->pieces[0].seat >= 0) ui_seat_token(a, it->v->pieces[0].seat, mx, y + h / 2, tr);
    oak_legal_rim(it, a);
}

/* An empty slot's name (a place not in use), faint, whole on as many lines as fit. */
static void oak_slot_name(const oak_item *it, app *a) {
    SDL_Rect box = {it->r.x + ui_s(a, 3), 0, it->r.w - ui_s(a, 6), 0};
    int lines = it->r.h / text_line_h(a, FONT_DISPLAY, oak_px(a, 14));
    int h = oak_name(a, box, lines, (SDL_Color){200, 190, 160, 150}, TEXT_CENTRE, oak_title(it), 0);
    box.y = it->r.y + (it->r.h - h) / 2;
    oak_name(a, box, lines, (SDL_Color){200, 190, 160, 150}, TEXT_CENTRE, oak_title(it), 1);
}

static void oak_artslot(const oak_item *it, app *a) {
    if (it->v->dimmed) {
        oak_frame(it, a, (SDL_Color){30, 40, 30, 90}, (SDL_Color){30, 40, 30, 90}, (SDL_Color){90, 90, 80, 110});
        oak_slot_name(it, a);
        return;
    }
    oak_parchment(it, a);
    int pad = ui_s(a, 4);
    int lh = text_line_h(a, FONT_DISPLAY, oak_px(a, 14));
    SDL_Rect tb = {it->r.x + ui_s(a, 1), it->r.y + pad, it->r.w - 2 * ui_s(a, 1), 2 * lh}; /* names are long */
    int used = oak_name(a, tb, 2, ui_ink, TEXT_CENTRE, oak_title(it), 1);
    int y = it->r.y + pad + used;
    /* the dial: the VP each remaining use costs, the next one first */
    int druids = 0, notches = 0;
    for (int k = 0; k < it->v->piece_count; k++) {
        if (strcmp(it->v->pieces[k].icon, "notch") == 0) notches++;
        else druids++;
    }
    int room = it->r.y + it->r.h - y - pad;
    if (notches) {
        /* in one row: the druids using it (if any), then the notches */
        int slots = notches + druids;
        int d = oak_min((it->r.w - 2 * pad) / (slots < 4 ? 4 : slots), room / 2);
        int x = it->r.x + (it->r.w - slots * d) / 2;
        int bpx = oak_px(a, 14);
        if (druids && it->i >= 0) {
            nm_element_view dv = *it->v;
            dv.piece_count = druids; /* the view lists the druids before the notches */
            oak_item di = *it;
            di.v = &dv;
            oak_pieces_in(&di, a, (SDL_Rect){x, y, druids * d, d});
            x += druids * d;
        }
        for (int k = 0, m = 0; k < it->v->piece_count; k++) {
            const nm_piece *p = &it->v->pieces[k];
            if (strcmp(p->icon, "notch") != 0) continue;
            int cx = x + m * d + d / 2, cy = y + d / 2;
            ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, d * 0.45f, m == 0 ? ui_gold : (SDL_Color){200, 180, 140, 255});
            char num[8];
            snprintf(num, sizeof num, "%d", p->count);
            text_draw(a, FONT_DISPLAY, bpx, ui_ink, cx, cy - text_line_h(a, FONT_DISPLAY, bpx) / 2, TEXT_CENTRE, num);
            m++;
        }
        y += d + ui_s(a, 2);
    } else if (it->v->icon[0]) {
        int s = oak_min(room, it->r.w - 2 * pad);
        oak_icon(a, it->v->icon, (SDL_Rect){it->r.x + (it->r.w - s) / 2, y, s, s}, 160);
    } else {
        SDL_Rect bb = {it->r.x + pad, y, it->r.w - 2 * pad, room};
        text_box_whole(a, FONT_ITALIC, oak_px(a, 14), ui_ink_soft, bb, TEXT_CENTRE, it->v->body, 1);
    }
    oak_legal_rim(it, a);
}

static void oak_special(const oak_item *it, app *a) {
    if (it->v->dimmed) {
        oak_frame(it, a, (SDL_Color){30, 40, 30, 90}, (SDL_Color){30, 40, 30, 90}, (SDL_Color){90, 90, 80, 110});
        oak_slot_name(it, a);
        oak_legal_rim(it, a);
        return;
    }
    oak_parchment(it, a);
    int pad = ui_s(a, 4);
    SDL_Rect hb = {it->r.x + ui_s(a, 5), it->r.y + ui_s(a, 2), it->r.w - ui_s(a, 10), 0};
    int y = hb.y + oak_name(a, hb, 2, ui_ink, TEXT_LEFT, oak_title(it), 1);
    if (it->v->piece_count) {
        oak_pieces(it, a, it->r);
    } else {
        SDL_Rect bb = {it->r.x + pad, y, it->r.w - 2 * pad, it->r.y + it->r.h - y - pad};
        text_box_whole(a, FONT_TEXT, oak_px(a, 14), ui_ink_soft, bb, TEXT_LEFT, it->v->body, 1);
    }
    oak_legal_rim(it, a);
}

static void oak_resources(const oak_item *it, app *a) {
    oak_parchment(it, a);
    int y = oak_head(it, a, ui_ink);
    SDL_Rect r = {it->r.x + ui_s(a, 4), y, it->r.w - ui_s(a, 8), it->r.y + it->r.h - y - ui_s(a, 3)};
    int n = it->v->piece_count;
    if (n <= 0) return;
    int cell = r.w / n;
    for (int k = 0; k < n; k++) { /* icon, number, then the 0-9 track as pips */
        const nm_piece *p = &it->v->pieces[k];
        int x = r.x + k * cell;
        int ic = oak_min(r.h, cell / 4);
        oak_icon(a, p->icon, (SDL_Rect){x, r.y + (r.h - ic) / 2, ic, ic}, 255);
        char num[8];
        snprintf(num, sizeof num, "%d", p->count);
        int px = oak_px(a, 17), lh = text_line_h(a, FONT_DISPLAY, px);
        int nw = text_draw(a, FONT_DISPLAY, px, ui_ink, x + ic + ui_s(a, 2), r.y + (r.h - lh) / 2, TEXT_LEFT, num);
        int tx = x + ic + nw + ui_s(a, 6), tw = cell - (tx - x) - ui_s(a, 6);
        if (tw < 20) continue;
        float step = tw / 9.0f;
        int cy = r.y + r.h / 2;
        for (int v = 0; v <= 9; v++) {
            float cx = tx + v * step;
            int on = v == p->count;
            ui_shape(a, UI_SHAPE_CIRCLE, cx, (float)cy, on ? step * 0.55f : step * 0.22f,
                     on ? ui_seat_color(p->seat) : (SDL_Color){150, 120, 80, 255});
        }
    }
    oak_legal_rim(it, a);
}

static void oak_summary(const oak_item *it, app *a) {
    oak_parchment(it, a);
    int y = oak_head(it, a, ui_ink);
    SDL_Rect r = {it->r.x + ui_s(a, 4), y, it->r.w - ui_s(a, 8), it->r.y + it->r.h - y - ui_s(a, 3)};
    oak_counts(it, a, r, 0, it->v->piece_count, 1);
    oak_legal_rim(it, a);
}

/* A row of cards kept (sanctuaries, creatures): the pieces in a line, left to right. */
static void oak_row(const oak_item *it, app *a) {
    oak_parchment(it, a);
    int pad = ui_s(a, 5);
    int px = oak_px(a, 14);
    const char *t = oak_title(it);
    int tw = text_width(a, FONT_DISPLAY, px, t);
    if (tw > it->r.w / 2) tw = it->r.w / 2;
    oak_line(a, px, ui_ink, it->r.x + pad, it->r.y + (it->r.h - text_line_h(a, FONT_DISPLAY, px)) / 2, TEXT_LEFT, tw, t, FONT_DISPLAY);
    SDL_Rect pr = {it->r.x + 2 * pad + tw, it->r.y + pad / 2, it->r.w - 3 * pad - tw, it->r.h - pad};
    int n = it->v->piece_count;
    if (n > 0) {
        int s = oak_min(pr.h, pr.w / n);
        for (int k = 0; k < n; k++) oak_piece(a, &it->v->pieces[k], (SDL_Rect){pr.x + k * s, pr.y + (pr.h - s) / 2, s, s});
    } else if (strcmp(it->kind, "creatures") != 0 && it->v->body[0]) {
        oak_line(a, px, ui_ink_soft, pr.x, pr.y + (pr.h - text_line_h(a, FONT_ITALIC, px)) / 2, TEXT_LEFT, pr.w, "\xE2\x80\x94", FONT_ITALIC);
    }
    if (strcmp(it->kind, "creatures") == 0 && n > 0) { /* the names beside the icons */
        int s = oak_min(pr.h, pr.w / (n > 0 ? n : 1));
        int x = pr.x + n * s + pad;
        if (pr.x + pr.w - x > ui_s(a, 40))
            oak_line(a, px, ui_ink_soft, x, pr.y + (pr.h - text_line_h(a, FONT_ITALIC, px)) / 2, TEXT_LEFT, pr.x + pr.w - x,
                     it->v->body, FONT_ITALIC);
    }
    oak_legal_rim(it, a);
}

static SDL_Color oak_temple_color(const char *icon) {
    if (strcmp(icon, "feather") == 0) return (SDL_Color){70, 110, 150, 255};
    if (strcmp(icon, "mistletoe") == 0) return (SDL_Color){70, 120, 60, 255};
    if (strcmp(icon, "rune") == 0) return (SDL_Color){110, 80, 140, 255};
    return (SDL_Color){150, 100, 40, 255};
}

/* An Assembly card of the hand: temple band, name; played cards lie dimmed, cards not yet
 * gained are only outlined. */
static void oak_hand(const oak_item *it, app *a) {
    float rad = oak_rad(a, it->r);
    int owned = it->v->count > 0, played = it->v->count == 2;
    if (!owned) {
        SDL_Color f = {30, 40, 30, 80};
        ui_round_fill(a, it->r, rad, f, f);
        ui_round_frame(a, it->r, rad, 1.0f, (SDL_Color){200, 180, 130, 90});
        SDL_Rect box = {it->r.x + ui_s(a, 2), 0, it->r.w - ui_s(a, 4), 0};
        SDL_Color faint = {230, 220, 190, 120};
        int h = oak_name(a, box, 2, faint, TEXT_CENTRE, oak_title(it), 0);
        box.y = it->r.y + (it->r.h - h) / 2;
        oak_name(a, box, 2, faint, TEXT_CENTRE, oak_title(it), 1);
        return;
    }
    SDL_Rect r = it->r;
    if (played) r.y += ui_s(a, 3);
    ui_shadow(a, r, rad, (float)ui_s(a, 4));
    ui_round_fill(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color band = oak_temple_color(it->v->icon);
    int bh = ui_s(a, 5);
    SDL_Rect br = {r.x, r.y, r.w, bh * 2};
    ui_round_fill(a, br, rad, band, band);
    SDL_Rect box = {r.x + ui_s(a, 2), 0, r.w - ui_s(a, 4), 0};
    int h = oak_name(a, box, 2, ui_ink, TEXT_CENTRE, oak_title(it), 0);
    box.y = r.y + bh * 2 + (r.h - bh * 2 - h) / 2;
    oak_name(a, box, 2, ui_ink, TEXT_CENTRE, oak_title(it), 1);
    if (played) {
        SDL_Color dim = {20, 14, 9, 90};
        ui_round_fill(a, r, rad, dim, dim);
    }
    ui_round_frame(a, r, rad, 1.0f, band);
    oak_legal_rim(it, a);
}

/* An opponent's board, compact: name, order, VP, resources, reserve, druids, cards. */
static void oak_opponent(const oak_item *it, app *a, SDL_Rect r) {
    oak_item big = *it;
    big.r = r;
    oak_parchment(&big, a);
    int pad = ui_s(a, 6);
    int px = oak_px(a, 16), lh = text_line_h(a, FONT_DISPLAY, px);
    int tr = lh * 2 / 5;
    ui_seat_token(a, it->v->owner, r.x + pad + tr, r.y + pad + lh / 2, tr);
    char vp[16];
    snprintf(vp, sizeof vp, "%d", it->v->count);
    int vpx = oak_px(a, 20), vw = text_width(a, FONT_DISPLAY, vpx, vp), ic = text_line_h(a, FONT_DISPLAY, vpx);
    char head[400];
    snprintf(head, sizeof head, "%s \xC2\xB7 %s", it->v->title, it->v->body);
    int x = r.x + pad + 2 * tr + ui_s(a, 6);
    oak_line(a, px, ui_ink, x, r.y + pad, TEXT_LEFT, r.x + r.w - x - vw - ic - 2 * pad, head, FONT_DISPLAY);
    int vx = r.x + r.w - pad - vw;
    oak_icon(a, "vp", (SDL_Rect){vx - ic, r.y + pad / 2, ic, ic}, 255);
    text_draw(a, FONT_DISPLAY, vpx, ui_ink, vx, r.y + pad / 2, TEXT_LEFT, vp);
    int y = r.y + pad + lh;
    SDL_Rect cr = {r.x + pad, y, r.w - 2 * pad, r.y + r.h - y - pad};
    if (cr.h > ui_s(a, 34)) cr.h = ui_s(a, 34);
    oak_counts(&big, a, cr, 0, it->v->piece_count, 1);
    int hpx = oak_px(a, 14), hl = text_line_h(a, FONT_ITALIC, hpx);
    int bottom = r.y + r.h - pad;
    int k = 0;
    sscanf(it->b->d->board.elements[it->i].id, "opp.%d", &k);
    char rid[NM_ELEMENT_LEN];
    snprintf(rid, sizeof rid, "opp.%d.rest", k);
    nm_element_view probe;
    int board = it->b->g->describe && it->b->g->describe(it->b->d, it->b->observed, it->b->viewer, it->b->lang, rid, &probe);
    if (board && r.h > ui_s(a, 90)) {
        const char *hint = strstr(it->label, "Adversaire") ? "Cliquez pour voir tout son plateau" : "Click to see the whole board";
        bottom -= hl;
        oak_line(a, hpx, ui_ink_soft, r.x + pad, bottom, TEXT_LEFT, r.w - 2 * pad, hint, FONT_ITALIC);
    }
    /* with room to spare (fewer opponents), a line per part of the board */
    static const char *const part[] = {"rest", "deck", "sanct", "creatures", "artifact.0", "artifact.1", "artifact.2", "boards"};
    int yy = cr.y + cr.h + ui_s(a, 4);
    for (size_t p = 0; p < sizeof part / sizeof part[0] && k > 0 && it->b->g->describe; p++) {
        if (yy + hl > bottom) break;
        char id[NM_ELEMENT_LEN];
        snprintf(id, sizeof id, "opp.%d.%s", k, part[p]);
        nm_element_view v;
        memset(&v, 0, sizeof v);
        if (!it->b->g->describe(it->b->d, it->b->observed, it->b->viewer, it->b->lang, id, &v) || v.dimmed || !v.title[0]) continue;
        if (strncmp(part[p], "artifact", 8) == 0 && !v.icon[0]) continue; /* a free slot */
        char line[400];
        snprintf(line, sizeof line, "%s: %s", v.title, v.body);
        oak_line(a, hpx, ui_ink, r.x + pad, yy, TEXT_LEFT, r.w - 2 * pad, line, FONT_TEXT);
        yy += hl;
    }
}

/* Pass / End turn: the board's button, its words whole on up to two lines ("Stop
 * gathering", "Fin de cueillette"). */
static void oak_button(const oak_item *it, app *a) {
    ui_button(a, it->r, NULL, NULL, it->legal ? UI_BTN_PRIMARY : UI_BTN_NORMAL, it->legal);
    SDL_Color fg = it->legal ? ui_cream : ui_mix(ui_cream, ui_wood_dark, 0.5f);
    SDL_Rect box = {it->r.x + ui_s(a, 6), 0, it->r.w - ui_s(a, 12), 0};
    int h = oak_name(a, box, 2, fg, TEXT_CENTRE, oak_title(it), 0);
    box.y = it->r.y + (it->r.h - h) / 2;
    oak_name(a, box, 2, fg, TEXT_CENTRE, oak_title(it), 1);
}

/* Board units to pixels. */
static SDL_Rect oak_units(const board_scene *b, float x, float y, float w, float h) {
    float sc = b->d->board.width > 0 ? (float)b->board_rect.w / (float)b->d->board.width : 1.0f;
    return (SDL_Rect){b->board_rect.x + (int)(x * sc), b->board_rect.y + (int)(y * sc), (int)(w * sc), (int)(h * sc)};
}

/* The names the board art leaves to the text: temples and branches, in the language. */
static void oak_underlay(const board_scene *b, app *a) {
    static const char *const temple[2][3] = {{"Feather temple", "Mistletoe temple", "Rune temple"},
                                             {"Temple de la Plume", "Temple du Gui", "Temple des Runes"}};
    static const char *const branch[2][3] = {{"Feather", "Mistletoe", "Rune"}, {"Plume", "Gui", "Runes"}};
    static const char *const icon[3] = {"feather", "mistletoe", "rune"};
    int lg = b->lang == 1 ? 1 : 0;
    int px = oak_px(a, 16);
    for (int t = 0; t < 3; t++) {
        SDL_Rect r = oak_units(b, 16, 112 + t * 218 + 6, 314, 34);
        int lh = text_line_h(a, FONT_DISPLAY, px);
        oak_icon(a, icon[t], (SDL_Rect){r.x, r.y + (r.h - lh) / 2, lh, lh}, 255);
        oak_line(a, px, ui_cream, r.x + lh + ui_s(a, 4), r.y + (r.h - lh) / 2, TEXT_LEFT, r.w - lh - ui_s(a, 4), temple[lg][t], FONT_DISPLAY);
        SDL_Rect br = oak_units(b, 448 + t * 205 - 94, 116, 188, 36);
        int w = text_width(a, FONT_DISPLAY, px, branch[lg][t]) + lh + ui_s(a, 4);
        if (w > br.w) w = br.w;
        int x = br.x + (br.w - w) / 2;
        oak_icon(a, icon[t], (SDL_Rect){x, br.y + (br.h - lh) / 2, lh, lh}, 255);
        oak_line(a, px, ui_cream, x + lh + ui_s(a, 4), br.y + (br.h - lh) / 2, TEXT_LEFT, br.w - lh - ui_s(a, 4), branch[lg][t],
                 FONT_DISPLAY);
    }
}

/* Draws one item by its kind; 0 leaves it to the generic drawing. */
static int oak_draw_item(const oak_item *it, app *a) {
    const char *k = it->kind;
    if (strcmp(k, "sun") == 0) oak_sun(it, a);
    else if (strcmp(k, "round") == 0) oak_round(it, a);
    else if (strcmp(k, "order") == 0) oak_order_tile(it, a);
    else if (strcmp(k, "temple") == 0) oak_temple(it, a);
    else if (strcmp(k, "oakspace") == 0) oak_space(it, a);
    else if (strcmp(k, "roots") == 0) oak_place(it, a, 2);
    else if (strcmp(k, "forest") == 0) oak_place(it, a, 1);
    else if (strcmp(k, "rest") == 0) oak_place(it, a, 0);
    else if (strcmp(k, "menhir") == 0) oak_menhir(it, a);
    else if (strcmp(k, "darkwoods") == 0) oak_darkwoods(it, a);
    else if (strcmp(k, "potion") == 0 && it->i >= 0) oak_potion(it, a);
    else if ((strcmp(k, "deck") == 0 || strcmp(k, "bag") == 0 || strcmp(k, "sanctpile") == 0) && it->i >= 0) oak_deck(it, a);
    else if ((strcmp(k, "card") == 0 || strcmp(k, "tile") == 0) && it->i >= 0) oak_card(it, a);
    else if (strcmp(k, "seat") == 0) oak_seat_head(it, a);
    else if (strcmp(k, "limit") == 0) oak_limit(it, a);
    else if (strcmp(k, "artslot") == 0) oak_artslot(it, a);
    else if (strcmp(k, "special") == 0) oak_special(it, a);
    else if (strcmp(k, "resources") == 0) oak_resources(it, a);
    else if (strcmp(k, "ingredients") == 0 || strcmp(k, "boards") == 0) oak_summary(it, a);
    else if (strcmp(k, "sanct") == 0 || strcmp(k, "creatures") == 0) oak_row(it, a);
    else if (strcmp(k, "hand") == 0) oak_hand(it, a);
    else if (strcmp(k, "button") == 0 && it->i >= 0) oak_button(it, a);
    else return 0;
    return 1;
}

/* The element index with that id, -1 none. */
static int oak_find(const board_scene *b, const char *id) {
    for (int i = 0; i < b->n; i++)
        if (strcmp(b->d->board.elements[i].id, id) == 0) return i;
    return -1;
}

static int oak_opponents(const board_scene *b) {
    int n = 0;
    for (int k = 1; k <= 3; k++) {
        char id[16];
        snprintf(id, sizeof id, "opp.%d", k);
        int i = oak_find(b, id);
        n += i >= 0 && b->dynamic[i];
    }
    return n;
}

static int oak_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_board_element *e = &b->d->board.elements[i];
    oak_item it = {b, i, &b->views[i], e->kind, board_element_label(b, a, i), r, legal, hot};
    if (strcmp(e->kind, "opponent") == 0) {
        if (!b->dynamic[i]) return 1; /* no such seat at this table */
        int k = 0;
        sscanf(e->id, "opp.%d", &k);
        oak_opponent(&it, a, r);
        if (b->view_state[OAK_VS_EXPANDED] == k) ui_round_frame(a, r, oak_rad(a, r), (float)ui_s(a, 3), ui_gold_light);
        return 1;
    }
    if (!b->dynamic[i]) return 0;
    return oak_draw_item(&it, a);
}

/* Fewer opponents than three: each present one takes a larger share of the opponents'
 * area (the layout of board.json holds three), and the absent ones none. */
static void oak_layout(const board_scene *b, app *a, SDL_Rect *rect) {
    int n = oak_opponents(b);
    int first = oak_find(b, "opp.1"), last = oak_find(b, "opp.3");
    if (first < 0 || last < 0 || n <= 0 || n >= 3) return;
    SDL_Rect top = rect[first], bot = rect[last];
    int gap = ui_s(a, 6), h = (bot.y + bot.h - top.y - (n - 1) * gap) / n;
    for (int k = 1; k <= 3; k++) {
        char id[16];
        snprintf(id, sizeof id, "opp.%d", k);
        int i = oak_find(b, id);
        if (i < 0) continue;
        int y = top.y + (k - 1) * (h + gap);
        if (k <= n) rect[i] = (SDL_Rect){top.x, y, top.w, k == n ? bot.y + bot.h - y : h};
        else rect[i] = (SDL_Rect){top.x, bot.y + bot.h, top.w, 0};
    }
}

/* A part of the viewer's board ("me", "me.rest"...): the opened opponent's board covers them. */
static int oak_is_mine(const char *id) { return strncmp(id, "me", 2) == 0 && (!id[2] || id[2] == '.'); }

/* The opened opponent's seat K, or 0. */
static int oak_open_seat(const board_scene *b) {
    int k = b->view_state[OAK_VS_EXPANDED];
    return k > 0 && b->g->describe ? k : 0;
}

/* Opponent K has an order board (Broichan has none: his board is his summary, opp.K). */
static int oak_has_board(const board_scene *b, int k) {
    char sub[NM_ELEMENT_LEN];
    nm_element_view probe;
    snprintf(sub, sizeof sub, "opp.%d.rest", k);
    return b->g->describe(b->d, b->observed, b->viewer, b->lang, sub, &probe);
}

/* The part of opponent K's board in the place of the viewer's element i (v, from
 * describe), drawn in r. */
static void oak_draw_part(const board_scene *b, app *a, int i, const nm_element_view *v, SDL_Rect r) {
    const nm_board_element *e = &b->d->board.elements[i];
    oak_item it = {b, -1, v, e->kind, board_element_label(b, a, i), r, 0, 0};
    if (strcmp(e->kind, "seat") == 0) {
        oak_seat_head(&it, a);
    } else if (strcmp(e->kind, "rest") == 0 || strcmp(e->kind, "special") == 0) {
        oak_parchment(&it, a);
        int y = oak_head_lines(&it, a, ui_ink, 2);
        oak_pieces(&it, a, (SDL_Rect){it.r.x + 2, y, it.r.w - 4, it.r.y + it.r.h - y - 2});
    } else {
        oak_draw_item(&it, a);
    }
}

/* The opponent's whole board, over the viewer's own, while expanded. */
static void oak_overlay(const board_scene *b, app *a) {
    int k = oak_open_seat(b);
    if (!k) return;
    char id[NM_ELEMENT_LEN];
    snprintf(id, sizeof id, "opp.%d", k);
    nm_element_view head;
    memset(&head, 0, sizeof head);
    if (!b->g->describe(b->d, b->observed, b->viewer, b->lang, id, &head)) return;
    /* the area of the viewer's board */
    SDL_Rect area = {0, 0, 0, 0};
    for (int i = 0; i < b->n; i++) {
        if (!oak_is_mine(b->d->board.elements[i].id)) continue;
        if (area.w == 0) area = b->rect[i];
        else SDL_UnionRect(&area, &b->rect[i], &area);
    }
    if (area.w == 0) return;
    int m = ui_s(a, 6);
    SDL_Rect panel = {area.x - m, area.y - m, area.w + 2 * m, area.h + 2 * m};
    ui_shadow(a, panel, (float)ui_s(a, 10), (float)ui_s(a, 14));
    SDL_Color bg = ui_mix(ui_seat_color(head.owner), (SDL_Color){30, 26, 20, 255}, 0.7f);
    ui_round_fill(a, panel, (float)ui_s(a, 10), bg, bg);
    ui_round_frame(a, panel, (float)ui_s(a, 10), (float)ui_s(a, 3), ui_seat_color(head.owner));
    if (!oak_has_board(b, k)) { /* Broichan: no order board */
        int opp = oak_find(b, id);
        if (opp >= 0) {
            oak_item it = {b, opp, &head, "opponent", board_element_label(b, a, opp), area, 0, 0};
            oak_opponent(&it, a, area);
        }
        return;
    }
    for (int i = 0; i < b->n; i++) {
        const nm_board_element *e = &b->d->board.elements[i];
        if (!oak_is_mine(e->id)) continue;
        char oid[NM_ELEMENT_LEN];
        snprintf(oid, sizeof oid, "opp.%d%s", k, e->id + 2);
        nm_element_view v;
        memset(&v, 0, sizeof v);
        v.owner = -1;
        v.count = -1;
        if (!b->g->describe(b->d, b->observed, b->viewer, b->lang, oid, &v)) continue;
        oak_draw_part(b, a, i, &v, b->rect[i]);
    }
}

/* While an opponent's board is open over the viewer's, each part answers hover and zoom
 * for the opponent's (Broichan's summary for his). */
static int oak_covered(const board_scene *b, app *a, int i, const SDL_Rect *r, nm_element_view *out) {
    int k = oak_open_seat(b);
    if (!k || i < 0 || i >= b->n || !oak_is_mine(b->d->board.elements[i].id)) return 0;
    char id[NM_ELEMENT_LEN];
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    if (!oak_has_board(b, k)) {
        snprintf(id, sizeof id, "opp.%d", k);
        int opp = oak_find(b, id);
        if (!b->g->describe(b->d, b->observed, b->viewer, b->lang, id, out) || opp < 0) return 1;
        if (r) {
            oak_item it = {b, opp, out, "opponent", board_element_label(b, a, opp), *r, 0, 0};
            oak_opponent(&it, a, *r);
        }
        return 1;
    }
    snprintf(id, sizeof id, "opp.%d%s", k, b->d->board.elements[i].id + 2);
    if (!b->g->describe(b->d, b->observed, b->viewer, b->lang, id, out)) {
        memset(out, 0, sizeof *out); /* a part this opponent has not: nothing to show */
        out->owner = -1;
        out->count = -1;
        return 1;
    }
    if (r) oak_draw_part(b, a, i, out, *r);
    return 1;
}

static int oak_click(board_scene *b, app *a, int i) {
    (void)a;
    const char *id = b->d->board.elements[i].id;
    int k = 0;
    if (sscanf(id, "opp.%d", &k) == 1 && b->dynamic[i]) {
        b->view_state[OAK_VS_EXPANDED] = b->view_state[OAK_VS_EXPANDED] == k ? 0 : k;
        return 1;
    }
    if (b->view_state[OAK_VS_EXPANDED]) { /* any other click closes the large board */
        b->view_state[OAK_VS_EXPANDED] = 0;
        return 1;
    }
    return 0;
}

/* An opponent's summary lists parts of that opponent's board (describe of opp.K.*),
 * which its own view does not hold; the other parts follow their views. */
static int oak_reads_state(const board_scene *b, int i) {
    return strcmp(b->d->board.elements[i].kind, "opponent") == 0;
}

const board_view view_oak = {
    .game = "oak",
    .underlay = oak_underlay,
    .element = oak_element,
    .overlay = oak_overlay,
    .click = oak_click,
    .covered = oak_covered,
    .layout = oak_layout,
    .reads_state = oak_reads_state,
};
