/* view_edora.c - The Druids of Edora's own drawing on the board scene: the forest's paths
 * (dark areas darker), the sanctuaries with their dice and pawns, the hearths with their
 * rewards, the dolmens by colour, the start spaces, the objective tablets and the players'
 * boards with every line wrapped (nothing cut). Reads the element views edora_describe()
 * fills and the public data (paths, hearths, dolmens); never decides a rule. The forest's
 * 9 tiles lie as the state's forest_tiles / forest_turns say: a tile's paths and hearths
 * (data field "tile") are drawn where its printed sides lie now. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>
#include "nemeton/match.h"
#include "text.h"
#include "ui.h"
#include "views.h"

static const SDL_Color EV_INK = {34, 24, 14, 255};

static const char *ev_kind(const board_scene *b, int i) { return b->d->board.elements[i].kind; }
static const char *ev_id(const board_scene *b, int i) { return b->d->board.elements[i].id; }

/* The board element whose id is prefix.n, -1 none. */
static int ev_find(const board_scene *b, const char *prefix, int n) {
    char id[32];
    snprintf(id, sizeof id, "%s.%d", prefix, n);
    for (int i = 0; i < b->n; i++)
        if (strcmp(b->d->board.elements[i].id, id) == 0) return i;
    return -1;
}

/* Field f of component item of the data kind, or def. */
static int ev_field(const board_scene *b, const char *kind, int item, const char *f, int def) {
    const nm_kind_data *k = nm_data_kind(b->d, kind);
    if (!k || item < 0 || item >= k->count) return def;
    int fi = nm_param_find(k->kind->fields, k->kind->field_count, f);
    return fi < 0 ? def : k->items[item].field[fi];
}

/* The forest as laid out in the observed state: for each tile (0 = T1) its position and
 * turns, and the sanctuary on each side (N E S W) of each position, from the sanctuaries'
 * grid places. Kept until the observed state changes. */
typedef struct ev_forest_t {
    const void *scene;
    uint64_t hash;
    int where[9], turns[9], side[9][4];
} ev_forest_t;

static const ev_forest_t *ev_forest(const board_scene *b) {
    static ev_forest_t f;
    if (f.scene == b && f.hash == b->observed_hash) return &f;
    f.scene = b, f.hash = b->observed_hash;
    for (int t = 0; t < 9; t++) f.where[t] = t, f.turns[t] = 0;
    memset(f.side, -1, sizeof f.side);
    const nm_kind_data *sk = nm_data_kind(b->d, "sanctuaries");
    for (int i = 0; sk && i < sk->count; i++) {
        int x = ev_field(b, "sanctuaries", i, "x", 0), y = ev_field(b, "sanctuaries", i, "y", 0);
        for (int k = 0; k < 2 && (x + y) % 2; k++) {
            int cx = x % 2 ? x : x - 1 + 2 * k, cy = y % 2 ? y : y - 1 + 2 * k;
            if (cx < 1 || cx > 5 || cy < 1 || cy > 5) continue;
            f.side[(cy / 2) * 3 + cx / 2][cy < y ? 2 : cy > y ? 0 : cx < x ? 1 : 3] = i;
        }
    }
    cJSON *j = b->g->to_json && b->observed ? b->g->to_json(b->d, b->observed) : NULL;
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(j, "forest_tiles");
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(j, "forest_turns");
    if (cJSON_GetArraySize(tiles) == 9 && cJSON_GetArraySize(turns) == 9)
        for (int p = 0; p < 9; p++) {
            int t = cJSON_GetArrayItem(tiles, p)->valueint;
            if (t >= 0 && t < 9) f.where[t] = p, f.turns[p] = cJSON_GetArrayItem(turns, p)->valueint & 3;
        }
    cJSON_Delete(j);
    return &f;
}

/* Where sanctuary q, printed on a side of tile (1..9; 0 the frame), lies now. */
static int ev_laid(const ev_forest_t *f, int tile, int q) {
    if (tile < 1 || tile > 9) return q;
    for (int e = 0; e < 4; e++)
        if (f->side[tile - 1][e] == q) {
            int p = f->where[tile - 1];
            return f->side[p][(e + f->turns[p]) & 3];
        }
    return q;
}

static void ev_line(app *a, int x0, int y0, int x1, int y1, int thick, SDL_Color c) {
    SDL_SetRenderDrawColor(a->renderer, c.r, c.g, c.b, c.a);
    int dx = x1 - x0, dy = y1 - y0, vert = (dx < 0 ? -dx : dx) < (dy < 0 ? -dy : dy);
    for (int t = -thick / 2; t <= thick / 2; t++) {
        if (vert) SDL_RenderDrawLine(a->renderer, x0 + t, y0, x1 + t, y1);
        else SDL_RenderDrawLine(a->renderer, x0, y0 + t, x1, y1 + t);
    }
}

/* Under the elements: the forest's paths, light or through dark areas. */
static void ev_underlay(const board_scene *b, app *a) {
    const nm_kind_data *pk = nm_data_kind(b->d, "paths");
    if (!pk) return;
    int thick = ui_s(a, 5) > 2 ? ui_s(a, 5) : 2;
    const ev_forest_t *f = ev_forest(b);
    for (int p = 0; p < pk->count; p++) {
        int tile = ev_field(b, "paths", p, "tile", 0);
        int ea = ev_find(b, "sanct", ev_laid(f, tile, ev_field(b, "paths", p, "a", -1)));
        int eb = ev_find(b, "sanct", ev_laid(f, tile, ev_field(b, "paths", p, "b", -1)));
        if (ea < 0 || eb < 0) continue;
        SDL_Rect ra = b->rect[ea], rb = b->rect[eb];
        int dark = ev_field(b, "paths", p, "dark", 0);
        SDL_Color c = dark ? (SDL_Color){28, 40, 26, 255} : (SDL_Color){196, 170, 110, 255};
        ev_line(a, ra.x + ra.w / 2, ra.y + ra.h / 2, rb.x + rb.w / 2, rb.y + rb.h / 2, thick, c);
        if (dark) { /* a dark area: a darker patch at the middle */
            int mx = (ra.x + ra.w / 2 + rb.x + rb.w / 2) / 2, my = (ra.y + ra.h / 2 + rb.y + rb.h / 2) / 2;
            ui_shape(a, UI_SHAPE_CIRCLE, (float)mx, (float)my, (float)thick * 1.6f, (SDL_Color){20, 28, 18, 255});
        }
    }
}

/* A die: the seat's colour, its value. */
static void ev_die(app *a, int seat, int value, SDL_Rect r) {
    SDL_Color c = ui_seat_color(seat);
    ui_round_fill(a, r, (float)r.w / 5.0f, c, c);
    ui_round_frame(a, r, (float)r.w / 5.0f, (float)ui_s(a, 1.2f), EV_INK);
    char num[16];
    snprintf(num, sizeof num, "%d", value);
    int px = text_px(a, 13.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    SDL_Color ink = (c.r + c.g + c.b > 420) ? EV_INK : ui_cream;
    text_draw(a, FONT_DISPLAY, px, ink, r.x + r.w / 2, r.y + (r.h - lh) / 2, TEXT_CENTRE, num);
}

/* A sanctuary: a parchment disc, its number, the dice on its spaces, the pawns. */
static void ev_sanct(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)(r.h / 2);
    ui_shadow(a, r, rad, (float)ui_s(a, 4));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){120, 86, 40, 255});
    int n = 0;
    sscanf(ev_id(b, i), "sanct.%d", &n);
    char num[16];
    snprintf(num, sizeof num, "%d", n + 1);
    int px = text_px(a, 12.0f), lh = text_line_h(a, FONT_TEXT, px);
    text_draw(a, FONT_TEXT, px, (SDL_Color){110, 84, 50, 255}, r.x + r.w / 2, r.y + ui_s(a, 1), TEXT_CENTRE, num);
    int dice = 0, pawns = 0;
    for (int k = 0; k < v->piece_count; k++) dice += strcmp(v->pieces[k].icon, "die") == 0;
    pawns = v->piece_count - dice;
    int s = (r.w - ui_s(a, 8)) / (dice > 2 ? dice : 2);
    if (s > r.h * 2 / 5) s = r.h * 2 / 5;
    int x = r.x + (r.w - s * dice) / 2, y = r.y + lh + ui_s(a, 1), k2 = 0;
    for (int k = 0; k < v->piece_count; k++) {
        const nm_piece *p = &v->pieces[k];
        if (strcmp(p->icon, "die") != 0) continue;
        ev_die(a, p->seat, p->count, (SDL_Rect){x + k2 * s + 1, y, s - 2, s - 2});
        k2++;
    }
    int pr = r.h / 7 > 3 ? r.h / 7 : 3, pk = 0;
    for (int k = 0; k < v->piece_count; k++) {
        const nm_piece *p = &v->pieces[k];
        if (strcmp(p->icon, "die") == 0) continue;
        int cx = r.x + r.w / 2 + (2 * pk - (pawns - 1)) * pr * 11 / 10;
        ui_seat_token(a, p->seat, cx, r.y + r.h - pr - ui_s(a, 2), pr);
        pk++;
    }
    ui_legal_frame(a, r, rad, legal, hot);
}

/* A hearth: a fire disc with its rewards' letters; covered: grey, the coverer's token. */
static void ev_hearth(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int n = 0;
    sscanf(ev_id(b, i), "hearth.%d", &n);
    float rad = (float)(r.w / 2);
    SDL_Color in = v->dimmed ? (SDL_Color){120, 116, 108, 255} : (SDL_Color){240, 150, 50, 255};
    SDL_Color out = v->dimmed ? (SDL_Color){80, 76, 70, 255} : (SDL_Color){170, 60, 20, 255};
    ui_round_radial(a, r, rad, in, out);
    const nm_kind_data *hk = nm_data_kind(b->d, "hearths");
    int fi = hk ? nm_param_find(hk->kind->fields, hk->kind->field_count, "rewards") : -1;
    const char *rw = fi >= 0 && n < hk->count ? nm_data_str(b->d, hk->items[n].field[fi]) : "";
    int px = text_px(a, 11.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw(a, FONT_DISPLAY, text_fit_px(a, FONT_DISPLAY, px, r.w, rw), EV_INK, r.x + r.w / 2,
              r.y + (r.h - lh) / 2, TEXT_CENTRE, rw);
    if (v->dimmed && v->owner >= 0)
        ui_seat_token(a, v->owner, r.x + r.w - r.w / 5, r.y + r.h - r.h / 5, r.w / 5);
}

static const SDL_Color ev_dolmen_colours[6] = {{70, 150, 70, 255}, {60, 110, 200, 255}, {200, 60, 50, 255},
                                               {230, 200, 60, 255}, {140, 80, 170, 255}, {235, 235, 225, 255}};

static void ev_dolmen(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    int n = 0;
    sscanf(ev_id(b, i), "dolmen.%d", &n);
    int c = ev_field(b, "dolmens", n, "colour", 0);
    SDL_Color col = ev_dolmen_colours[c % 6];
    if (v->dimmed) col.a = 70;
    SDL_Rect st = {r.x + r.w / 6, r.y, r.w * 2 / 3, r.h};
    ui_round_fill(a, st, (float)r.w / 4.0f, col, col);
    ui_round_frame(a, st, (float)r.w / 4.0f, (float)ui_s(a, 1.2f), EV_INK);
    if (v->dimmed && v->owner >= 0) ui_seat_token(a, v->owner, r.x + r.w / 2, r.y + r.h / 2, r.w / 4);
}

static void ev_start(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    int n = 0;
    sscanf(ev_id(b, i), "start.%d", &n);
    ui_round_fill(a, r, (float)ui_s(a, 3), (SDL_Color){90, 70, 40, 255}, (SDL_Color){70, 52, 30, 255});
    char num[16];
    snprintf(num, sizeof num, "%d", n + 1);
    int px = text_px(a, 12.0f), lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw(a, FONT_DISPLAY, px, ui_cream, r.x + r.w / 2, r.y + (r.h - lh) / 2, TEXT_CENTRE, num);
    if (v->owner >= 0) ui_seat_token(a, v->owner, r.x + r.w, r.y, r.w / 3);
    ui_legal_frame(a, r, (float)ui_s(a, 3), legal, hot);
}

/* A card or panel with its title and its body wrapped inside (nothing cut: the font
 * shrinks to the 14 px floor, then lines wrap). */
static void ev_card(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot, int panel) {
    const nm_element_view *v = &b->views[i];
    float rad = (float)ui_s(a, 6);
    if (v->dimmed && !panel) {
        ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){242, 230, 200, 60});
        return;
    }
    ui_shadow(a, r, rad, (float)ui_s(a, 4));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color frame = v->owner >= 0 ? ui_seat_color(v->owner) : (SDL_Color){120, 86, 40, 255};
    ui_round_frame(a, r, rad, (float)ui_s(a, panel ? 3.0f : 1.5f), frame);
    int pad = ui_s(a, 4);
    SDL_Rect box = {r.x + pad, r.y + pad / 2, r.w - 2 * pad, r.h - pad};
    int px = text_px(a, panel ? 14.0f : 12.0f);
    int floor_px = (int)(12 * a->base + 0.5f); /* texts shrink to the board's 12 px floor rather than be cut */
    if (panel) {
        int tpx = text_px(a, 16.0f), lh = text_line_h(a, FONT_DISPLAY, tpx);
        char title[96];
        if (v->count >= 0) snprintf(title, sizeof title, "%s: %d", v->title, v->count);
        else snprintf(title, sizeof title, "%s", v->title);
        text_draw(a, FONT_DISPLAY, text_fit_px(a, FONT_DISPLAY, tpx, box.w, title), EV_INK, box.x, box.y, TEXT_LEFT, title);
        box.y += lh;
        box.h -= lh;
        px = text_box_fit_px(a, FONT_TEXT, px, box, v->body, floor_px); /* smaller rather than cut */
        text_box(a, FONT_TEXT, px, EV_INK, box, TEXT_LEFT, v->body, 1);
    } else {
        /* a tablet's name in its small box ("Knowledge 6" is one long word at 1280x720) */
        px = text_box_fit_px(a, FONT_TEXT, px, box, v->title, floor_px);
        text_box(a, FONT_TEXT, px, EV_INK, box, TEXT_CENTRE, v->title, 1);
    }
    ui_legal_frame(a, r, rad, legal, hot);
}

static int ev_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const char *kind = ev_kind(b, i), *id = ev_id(b, i);
    if (strncmp(id, "sanct.", 6) == 0) ev_sanct(b, a, i, r, legal, hot);
    else if (strncmp(id, "hearth.", 7) == 0) ev_hearth(b, a, i, r);
    else if (strncmp(id, "dolmen.", 7) == 0) ev_dolmen(b, a, i, r);
    else if (strncmp(id, "start.", 6) == 0) ev_start(b, a, i, r, legal, hot);
    else if (strncmp(id, "tablet.", 7) == 0) ev_card(b, a, i, r, legal, hot, 0);
    else if (strcmp(id, "oracle") == 0) ev_card(b, a, i, r, legal, hot, 1);
    else if (strcmp(kind, "player") == 0) {
        if (!b->dynamic[i]) return 1; /* no such player at this table */
        ev_card(b, a, i, r, legal, hot, 1);
    } else return 0;
    return 1;
}

/* A tile's hearth turns and moves with its tile: its place around the tile's centre turned
 * as the tile is, around the centre of the position the tile lies on now. */
static void ev_layout(const board_scene *b, app *a, SDL_Rect *rect) {
    (void)a;
    const ev_forest_t *f = ev_forest(b);
    int cx[9], cy[9];
    for (int p = 0; p < 9; p++) {
        int n = ev_find(b, "sanct", f->side[p][0]), s = ev_find(b, "sanct", f->side[p][2]);
        if (n < 0 || s < 0) return;
        cx[p] = rect[n].x + rect[n].w / 2;
        cy[p] = (rect[n].y + rect[n].h / 2 + rect[s].y + rect[s].h / 2) / 2;
    }
    const nm_kind_data *hk = nm_data_kind(b->d, "hearths");
    for (int h = 0; hk && h < hk->count; h++) {
        int tile = ev_field(b, "hearths", h, "tile", 0), i = ev_find(b, "hearth", h);
        if (tile < 1 || tile > 9 || i < 0) continue;
        int t = tile - 1, p = f->where[t];
        /* the reference place, from board.json (the rectangle before any move) */
        int dx = b->rect[i].x + b->rect[i].w / 2 - cx[t], dy = b->rect[i].y + b->rect[i].h / 2 - cy[t];
        for (int k = 0; k < f->turns[p]; k++) {
            int ox = dx;
            dx = -dy, dy = ox;
        }
        rect[i].x = cx[p] + dx - rect[i].w / 2;
        rect[i].y = cy[p] + dy - rect[i].h / 2;
    }
    /* a corner hearth turned onto a corner of the board meets the frame's hearth there: it
     * is drawn further inside its tile */
    for (int h = 0; hk && h < hk->count; h++) {
        int tile = ev_field(b, "hearths", h, "tile", 0), i = ev_find(b, "hearth", h);
        if (tile < 1 || tile > 9 || i < 0) continue;
        int p = f->where[tile - 1];
        for (int o = 0; o < hk->count; o++) {
            int j = ev_find(b, "hearth", o);
            if (j < 0 || j == i || !SDL_HasIntersection(&rect[i], &rect[j])) continue;
            int dx = rect[i].x + rect[i].w / 2 - cx[p], dy = rect[i].y + rect[i].h / 2 - cy[p];
            rect[i].x = cx[p] + dx * 11 / 20 - rect[i].w / 2;
            rect[i].y = cy[p] + dy * 11 / 20 - rect[i].h / 2;
            break;
        }
    }
}

const board_view view_edora = {
    .game = "edora",
    .underlay = ev_underlay,
    .layout = ev_layout,
    .element = ev_element,
};
