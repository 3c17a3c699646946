/* view_skye.c - Isle of Skye's own drawing on the board scene: each kingdom as a grid of
 * its tiles (the terrain of each edge and of the centre, the roads, the features as
 * coloured dots, a scroll as a small sheet), with the cells where a tile may be built lit
 * while the seat to move builds. It reads the observed state through the game's JSON
 * (nm_game.to_json), the tiles through the data's "tiles" kind and the legal actions
 * through their labels ("place <tile> at x,y turned r"); it never decides a rule. While a
 * seat prices a tile, the tile shows a row of coins, one per price it may ask, and a click
 * on a coin sets it; over a lit cell a panel shows each turn of the tile with what every
 * scoring tile would give then (the display labels' preview). The other elements are drawn
 * by the generic drawing. */
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/match.h"
#include "nemeton/util.h"
#include "text.h"
#include "ui.h"
#include "views.h"

#define SV_CELLS 64

static const SDL_Color SV_TERRAIN[3] = {{118, 156, 78, 255}, {140, 128, 112, 255}, {72, 128, 178, 255}};
static const SDL_Color SV_ROAD = {222, 204, 160, 255};
static const SDL_Color SV_FEAT[7] = {{196, 128, 40, 255}, {250, 250, 244, 255}, {120, 74, 40, 255},
                                     {186, 58, 46, 255}, {70, 66, 62, 255},    {250, 214, 70, 255},
                                     {32, 44, 88, 255}};
static const char *const SV_FEAT_NAMES[7] = {"whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship"};

typedef struct sv_tile {
    int x, y, rot, tile;
} sv_tile;

static int sv_field(const nm_kind_data *k, const char *name) {
    return k ? nm_param_find(k->kind->fields, k->kind->field_count, name) : -1;
}

static int sv_terrain(char c) { return c == 'g' ? 0 : c == 'm' ? 1 : c == 'w' ? 2 : 0; }

/* A filled triangle. */
static void sv_tri(app *a, float x0, float y0, float x1, float y1, float x2, float y2, SDL_Color c) {
    SDL_Vertex v[3];
    float xs[3] = {x0, x1, x2}, ys[3] = {y0, y1, y2};
    for (int i = 0; i < 3; i++) {
        v[i].position.x = xs[i];
        v[i].position.y = ys[i];
        v[i].color = c;
        v[i].tex_coord.x = v[i].tex_coord.y = 0;
    }
    SDL_RenderGeometry(a->renderer, NULL, v, 3, NULL, 0);
}

static void sv_fill(app *a, SDL_Rect r, SDL_Color c) {
    SDL_SetRenderDrawColor(a->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(a->renderer, &r);
}

/* One tile in cell c: four edge triangles, the centre, the roads, the features. */
static void sv_draw_tile(const board_scene *b, app *a, const sv_tile *t, SDL_Rect c) {
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    if (!tk || t->tile < 0 || t->tile >= tk->count) return;
    const nm_component *comp = &tk->items[t->tile];
    int fe = sv_field(tk, "edges"), fc = sv_field(tk, "center"), fr = sv_field(tk, "roads");
    const char *edges = fe >= 0 ? nm_data_str(b->d, comp->field[fe]) : "gggg";
    int nroads = 0;
    const int32_t *roads = fr >= 0 ? nm_data_ints(b->d, comp->field[fr], &nroads) : NULL;
    float x0 = (float)c.x, y0 = (float)c.y, x1 = (float)(c.x + c.w), y1 = (float)(c.y + c.h);
    float cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
    /* screen side d (N E S W) shows printed edge (d - rot) mod 4 */
    float px[4][2][2] = {{{x0, y0}, {x1, y0}}, {{x1, y0}, {x1, y1}}, {{x1, y1}, {x0, y1}}, {{x0, y1}, {x0, y0}}};
    for (int d = 0; d < 4; d++) {
        int from = ((d - t->rot) % 4 + 4) % 4;
        int ter = edges && strlen(edges) == 4 ? sv_terrain(edges[from]) : 0;
        sv_tri(a, cx, cy, px[d][0][0], px[d][0][1], px[d][1][0], px[d][1][1], SV_TERRAIN[ter]);
    }
    int centre = fc >= 0 ? comp->field[fc] : 0;
    if (centre < 0 || centre > 2) centre = 0;
    int in = c.w * 2 / 5;
    sv_fill(a, (SDL_Rect){c.x + (c.w - in) / 2, c.y + (c.h - in) / 2, in, in}, SV_TERRAIN[centre]);
    /* roads: from each road edge's middle to the centre */
    float mid[4][2] = {{cx, y0}, {x1, cy}, {cx, y1}, {x0, cy}};
    float rw = (float)c.w / 12.0f;
    if (rw < 1.0f) rw = 1.0f;
    for (int d = 0; d < 4 && roads; d++) {
        int from = ((d - t->rot) % 4 + 4) % 4;
        if (from >= nroads || !roads[from]) continue;
        float mx = mid[d][0], my = mid[d][1];
        float dx = (d % 2) ? 0 : rw, dy = (d % 2) ? rw : 0;
        sv_tri(a, mx - dx, my - dy, mx + dx, my + dy, cx + dx, cy + dy, SV_ROAD);
        sv_tri(a, mx - dx, my - dy, cx + dx, cy + dy, cx - dx, cy - dy, SV_ROAD);
    }
    /* features: one dot per piece (up to 6), around the centre */
    int dots = 0, dot = c.w / 9 > 2 ? c.w / 9 : 2;
    for (int f = 0; f < 7 && c.w >= 18; f++) {
        int ff = sv_field(tk, SV_FEAT_NAMES[f]);
        int n = ff >= 0 ? comp->field[ff] : 0;
        for (int k = 0; k < n && dots < 6; k++, dots++) {
            float ang = (float)dots * 1.047f;
            float ox = cx + (float)c.w * 0.27f * SDL_cosf(ang), oy = cy + (float)c.h * 0.27f * SDL_sinf(ang);
            ui_shape(a, UI_SHAPE_CIRCLE, ox, oy, (float)dot + 1.0f, ui_ink);
            ui_shape(a, UI_SHAPE_CIRCLE, ox, oy, (float)dot, SV_FEAT[f]);
        }
    }
    int fs = sv_field(tk, "scroll"), ft = sv_field(tk, "tablet");
    if ((fs >= 0 && comp->field[fs] >= 0) || (ft >= 0 && comp->field[ft] >= 0)) {
        int s = c.w / 4 > 3 ? c.w / 4 : 3;
        SDL_Rect sr = {c.x + (c.w - s) / 2, c.y + (c.h - s) / 2, s, s};
        sv_fill(a, sr, ft >= 0 && comp->field[ft] >= 0 ? (SDL_Color){150, 150, 160, 255} : ui_parchment);
        SDL_SetRenderDrawColor(a->renderer, ui_ink.r, ui_ink.g, ui_ink.b, 255);
        SDL_RenderDrawRect(a->renderer, &sr);
    }
    SDL_SetRenderDrawColor(a->renderer, 40, 30, 20, 200);
    SDL_RenderDrawRect(a->renderer, &c);
}

/* The seat's kingdom from the observed state's JSON; returns the number of tiles. */
static int sv_kingdom(const board_scene *b, int seat, sv_tile *out, int max) {
    if (!b->g->to_json || !b->observed) return 0;
    cJSON *j = b->g->to_json(b->d, b->observed);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
    const cJSON *ps = cJSON_GetArrayItem(seats, seat);
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(ps, "kingdom");
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    int n = 0;
    for (const cJSON *e = k ? k->child : NULL; e && n < max && tk; e = e->next) {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(e, "tile");
        if (!cJSON_IsString(id)) continue;
        out[n].tile = nm_data_find(tk, id->valuestring);
        out[n].x = cJSON_GetObjectItemCaseSensitive(e, "x") ? cJSON_GetObjectItemCaseSensitive(e, "x")->valueint : 0;
        out[n].y = cJSON_GetObjectItemCaseSensitive(e, "y") ? cJSON_GetObjectItemCaseSensitive(e, "y")->valueint : 0;
        out[n].rot = cJSON_GetObjectItemCaseSensitive(e, "rot") ? cJSON_GetObjectItemCaseSensitive(e, "rot")->valueint : 0;
        n++;
    }
    cJSON_Delete(j);
    return n;
}

/* ---- the tile held ----
 * While a seat builds, one tile of its hand is held: the cells where it may go are lit, the
 * wheel (or a click on it in the hand) turns it, a ghost of it at its turn follows the
 * pointer over the lit cells and a click on a lit cell puts it down there at that turn.
 * view_state[SV_VS_HELD] is the held tile's data index + 1 (0: the first tile the seat may
 * build), view_state[SV_VS_ROT] its turn (quarter turns clockwise). */
enum { SV_VS_HELD = 15, SV_VS_ROT = 16, SV_VS_OPEN = 17 };

typedef struct sv_place {
    int tile, x, y, rot;
    nm_action act;
} sv_place;

/* The seat to move's placements on kingdom element i (its legal "place" actions). */
static int sv_places(const board_scene *b, int i, sv_place *out, int max) {
    if (!b->input || i < 0 || !b->legal_n[i]) return 0;
    const nm_action_list *l = nm_match_legal(b->m);
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    char lab[NM_LABEL_LEN], el[NM_ELEMENT_LEN], tile[48];
    int n = 0;
    for (int k = 0; k < l->count && n < max && tk; k++) {
        nm_match_element(b->m, &l->a[k], el, sizeof el);
        if (strcmp(el, b->d->board.elements[i].id) != 0) continue;
        nm_match_label(b->m, &l->a[k], lab, sizeof lab);
        sv_place p;
        if (sscanf(lab, "place %47s at %d,%d turned %d", tile, &p.x, &p.y, &p.rot) != 4) continue;
        p.tile = nm_data_find(tk, tile);
        p.act = l->a[k];
        if (p.tile >= 0) out[n++] = p;
    }
    return n;
}

static sv_place sv_place_buf[NM_MAX_ACTIONS];

/* The tile held: the one chosen when the seat may still build it, else the first. */
static int sv_held(const board_scene *b, const sv_place *p, int n) {
    int want = b->view_state[SV_VS_HELD] - 1;
    for (int k = 0; k < n; k++)
        if (p[k].tile == want) return want;
    return n > 0 ? p[0].tile : -1;
}

static int sv_mod4(int r) { return ((r % 4) + 4) % 4; }

/* The placement of tile t at cell x, y at turn r exactly, -1 none. */
static int sv_place_at(const sv_place *p, int n, int t, int x, int y, int r) {
    for (int k = 0; k < n; k++)
        if (p[k].tile == t && p[k].x == x && p[k].y == y && p[k].rot == r) return k;
    return -1;
}

/* The placement a click on cell x, y plays (and its ghost shows): tile t at the held turn
 * when that is legal there, else at the next legal turn clockwise; -1: t goes nowhere there. */
static int sv_shown(const sv_place *p, int n, int t, int x, int y, int rot) {
    for (int s = 0; s < 4; s++) {
        int k = sv_place_at(p, n, t, x, y, sv_mod4(rot + s));
        if (k >= 0) return k;
    }
    return -1;
}

/* Cells where the tile held may be built now (from the legal actions' labels). */
static int sv_lit(const board_scene *b, int i, int (*cells)[2], int max) {
    int np = sv_places(b, i, sv_place_buf, NM_MAX_ACTIONS);
    int t = sv_held(b, sv_place_buf, np), n = 0;
    for (int k = 0; k < np; k++) {
        if (sv_place_buf[k].tile != t) continue;
        int x = sv_place_buf[k].x, y = sv_place_buf[k].y, seen = 0;
        for (int q = 0; q < n && !seen; q++) seen = cells[q][0] == x && cells[q][1] == y;
        if (!seen && n < max) {
            cells[n][0] = x;
            cells[n][1] = y;
            n++;
        }
    }
    return n;
}

/* The seat of a kingdom element ("seat.2.kingdom"), else -1. */
static int sv_kingdom_seat(const char *id) {
    int seat = -1, end = 0;
    if (sscanf(id, "seat.%d.kingdom%n", &seat, &end) != 1 || end <= 0 || id[end]) return -1;
    return seat;
}

/* Where a kingdom's cells lie in its element r: the tiles and the lit cells fitted below
 * the title line (lh high). */
typedef struct sv_grid {
    int minx, miny, s, ox, oy;
    SDL_Rect area; /* where the cells are drawn (clipped there when zoomed) */
} sv_grid;

/* The zoom of each kingdom (the wheel over it), in b->view_state: [seat] the step (0: the
 * whole kingdom fitted), [5 + seat] and [10 + seat] the cell (in sixteenths, from the
 * castle) at the middle of the element. */
static const int SV_ZOOM_PCT[] = {100, 140, 200, 280, 400};
#define SV_ZOOM_STEPS ((int)(sizeof SV_ZOOM_PCT / sizeof SV_ZOOM_PCT[0]))

static void sv_grid_of(const board_scene *b, int seat, app *a, SDL_Rect r, int lh, const sv_tile *tiles, int n,
                       int (*lit)[2], int nl, sv_grid *g) {
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int k = 0; k < n; k++) {
        if (tiles[k].x < minx) minx = tiles[k].x;
        if (tiles[k].x > maxx) maxx = tiles[k].x;
        if (tiles[k].y < miny) miny = tiles[k].y;
        if (tiles[k].y > maxy) maxy = tiles[k].y;
    }
    for (int k = 0; k < nl; k++) {
        if (lit[k][0] < minx) minx = lit[k][0];
        if (lit[k][0] > maxx) maxx = lit[k][0];
        if (lit[k][1] < miny) miny = lit[k][1];
        if (lit[k][1] > maxy) maxy = lit[k][1];
    }
    SDL_Rect area = {r.x + ui_s(a, 6), r.y + lh + ui_s(a, 6), r.w - ui_s(a, 12), r.h - lh - ui_s(a, 10)};
    int cols = maxx - minx + 1, rows = maxy - miny + 1;
    int s = area.w / cols < area.h / rows ? area.w / cols : area.h / rows;
    if (s > area.h / 3) s = area.h / 3;
    if (s < 2) s = 2;
    g->minx = minx;
    g->miny = miny;
    g->s = s;
    g->ox = area.x + (area.w - s * cols) / 2;
    g->oy = area.y + (area.h - s * rows) / 2;
    g->area = area;
    int z = seat >= 0 && seat < 5 ? b->view_state[seat] : 0;
    if (z > 0 && z < SV_ZOOM_STEPS) {
        int s2 = s * SV_ZOOM_PCT[z] / 100;
        float ax = (float)b->view_state[5 + seat] / 16.0f, ay = (float)b->view_state[10 + seat] / 16.0f;
        g->s = s2;
        g->ox = area.x + area.w / 2 - (int)((ax - (float)minx) * (float)s2);
        g->oy = area.y + area.h / 2 - (int)((ay - (float)miny) * (float)s2);
    }
}

static int sv_title_h(app *a) { return text_line_h(a, FONT_DISPLAY, text_px(a, 15.0f)); }

/* A kingdom's head: its seat's name and, at the right or on a second line when there is
 * no room beside it, the first sentence of its body (tiles, gold, VP). Returns the head's
 * height; draws it when draw. */
static int sv_kingdom_head(const board_scene *b, app *a, int i, SDL_Rect r, int seat, int draw) {
    const nm_element_view *v = &b->views[i];
    int px = text_px(a, 15.0f), lh = sv_title_h(a), spx = text_px(a, 13.0f);
    int tok = lh * 2 / 5, tx = r.x + ui_s(a, 10) + 2 * tok, right = r.x + r.w - ui_s(a, 6);
    char line[96];
    nm_strlcpy(line, v->body, sizeof line);
    char *dot = strchr(line, '.');
    if (dot) dot[1] = '\0';
    int tw = text_width(a, FONT_DISPLAY, px, v->title), sw = text_width(a, FONT_TEXT, spx, line);
    int beside = tx + tw + ui_s(a, 10) + sw <= right;
    int slh = text_line_h(a, FONT_TEXT, spx), h = beside ? lh : lh + slh;
    if (!draw) return h;
    ui_seat_token(a, seat, r.x + ui_s(a, 6) + tok, r.y + ui_s(a, 3) + lh / 2, tok);
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, tx, r.y + ui_s(a, 3), TEXT_LEFT, right - tx, v->title);
    if (beside)
        text_draw_fit(a, FONT_TEXT, spx, ui_ink_soft, right, r.y + ui_s(a, 4), TEXT_RIGHT, sw, line);
    else
        text_draw_fit(a, FONT_TEXT, spx, ui_ink_soft, r.x + ui_s(a, 6), r.y + ui_s(a, 3) + lh, TEXT_LEFT,
                      r.w - ui_s(a, 12), line);
    return h;
}

static int sv_dolmen_place(const char *id);
static int sv_hand_seat(const char *id);
static int sv_hand_el(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);
static int sv_dolmen(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);

static int sv_offer_el(const char *id);
static int sv_offer(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);
#define SV_COINS 100
typedef struct sv_coins {
    int n, d, per;          /* coins, diameter, coins per row */
    int x0, y0;             /* the first coin's top left */
    int price[SV_COINS];
    nm_action act[SV_COINS];
} sv_coins;
static int sv_coins_of(const board_scene *b, app *a, int i, sv_coins *c);
static int sv_window(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);
static int sv_round(const board_scene *b, app *a, int i, SDL_Rect r);
static int sv_bag(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot);

static int sv_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    if (r.w <= 0 || r.h <= 0) return 1; /* an absent seat's row: nothing */
    if (sv_dolmen_place(b->d->board.elements[i].id) >= 0) return sv_dolmen(b, a, i, r, legal, hot);
    if (sv_offer_el(b->d->board.elements[i].id)) return sv_offer(b, a, i, r, legal, hot);
    if (strncmp(b->d->board.elements[i].id, "window.", 7) == 0) return sv_window(b, a, i, r, legal, hot);
    if (strcmp(b->d->board.elements[i].id, "round") == 0) return sv_round(b, a, i, r);
    if (strcmp(b->d->board.elements[i].id, "bag") == 0) return sv_bag(b, a, i, r, legal, hot);
    if (sv_hand_seat(b->d->board.elements[i].id) >= 0) return sv_hand_el(b, a, i, r, legal, hot);
    int seat = sv_kingdom_seat(b->d->board.elements[i].id);
    if (seat < 0 || seat >= b->m->setup.players || r.h < 8) return 0;
    ui_round_fill(a, r, (float)ui_s(a, 5), ui_parchment, ui_parchment_edge);
    int lh = sv_kingdom_head(b, a, i, r, seat, 1);
    static sv_tile tiles[SV_CELLS];
    static int lit[256][2];
    int n = sv_kingdom(b, seat, tiles, SV_CELLS);
    int nl = sv_lit(b, i, lit, 256);
    sv_grid g;
    sv_grid_of(b, seat, a, r, lh, tiles, n, lit, nl, &g);
    int minx = g.minx, miny = g.miny, s = g.s, ox = g.ox, oy = g.oy;
    SDL_Rect old_clip;
    SDL_RenderGetClipRect(a->renderer, &old_clip);
    int had_clip = SDL_RenderIsClipEnabled(a->renderer);
    SDL_Rect clip = g.area;
    if (had_clip) SDL_IntersectRect(&old_clip, &g.area, &clip);
    SDL_RenderSetClipRect(a->renderer, &clip);
    for (int k = 0; k < n; k++) {
        SDL_Rect c = {ox + (tiles[k].x - minx) * s, oy + (tiles[k].y - miny) * s, s, s};
        sv_draw_tile(b, a, &tiles[k], c);
    }
    SDL_Color gold = ui_gold_light;
    for (int k = 0; k < nl; k++) {
        SDL_Rect c = {ox + (lit[k][0] - minx) * s + 1, oy + (lit[k][1] - miny) * s + 1, s - 2, s - 2};
        gold.a = hot ? 150 : 90;
        sv_fill(a, c, gold);
        ui_round_frame(a, c, 2.0f, (float)ui_s(a, 1.5f), ui_gold_light);
    }
    SDL_RenderSetClipRect(a->renderer, had_clip ? &old_clip : NULL);
    if (b->view_state[seat] > 0) { /* zoomed: say how much, and how to go back */
        char z[16];
        snprintf(z, sizeof z, "%d %%", SV_ZOOM_PCT[b->view_state[seat]]);
        text_draw_fit(a, FONT_TEXT, text_px(a, 11.0f), ui_ink_soft, r.x + r.w - ui_s(a, 6), r.y + r.h - ui_s(a, 4) - text_line_h(a, FONT_TEXT, text_px(a, 11.0f)),
                      TEXT_RIGHT, r.w / 3, z);
    }
    if (b->view_state[SV_VS_OPEN] == seat + 1) { /* opened large: how to close it */
        int hpx = text_px(a, 11.0f);
        text_draw_fit(a, FONT_ITALIC, hpx, ui_ink_soft, r.x + ui_s(a, 6), r.y + r.h - ui_s(a, 4) - text_line_h(a, FONT_ITALIC, hpx),
                      TEXT_LEFT, r.w / 2, b->lang == 1 ? "Clic : refermer" : "Click: close");
    }
    if (legal) ui_legal_frame(a, r, (float)ui_s(a, 5), legal, hot);
    else ui_round_frame(a, r, (float)ui_s(a, 5), (float)ui_s(a, 1.5f), ui_parchment_edge);
    return 1;
}

/* ---- the Dolmen as a board: five stone places, each with its extra cost, the Druid tile
 * lying there drawn as a tile, and the price a seat pays for it (the tile's cost and the
 * place's extra) on a coin. */
static int sv_dolmen_place(const char *id) {
    int j = -1, end = 0;
    if (sscanf(id, "dolmen.%d%n", &j, &end) != 1 || end <= 0 || id[end]) return -1;
    return j;
}

/* The Druid tile on Dolmen place j from the observed state, -1 none. */
static int sv_dolmen_tile(const board_scene *b, int j) {
    if (!b->g->to_json || !b->observed) return -1;
    cJSON *js = b->g->to_json(b->d, b->observed);
    const cJSON *e = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(js, "dolmen"), j);
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    int t = cJSON_IsString(e) && tk ? nm_data_find(tk, e->valuestring) : -1;
    cJSON_Delete(js);
    return t;
}

/* The place's extra cost from the rules' data, -1 unknown. */
static int sv_dolmen_extra(const board_scene *b, int j) {
    const nm_kind_data *rk = nm_data_kind(b->d, "rules");
    int f = sv_field(rk, "dolmen_extra"), n = 0;
    if (f < 0 || rk->count < 1) return -1;
    const int32_t *x = nm_data_ints(b->d, rk->items[0].field[f], &n);
    return x && j < n ? x[j] : -1;
}

static const SDL_Color SV_STONE_TOP = {150, 146, 136, 255}, SV_STONE_LOW = {112, 108, 100, 255};
static const SDL_Color SV_STONE_EDGE = {70, 66, 60, 255};

static int sv_dolmen(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    int j = sv_dolmen_place(b->d->board.elements[i].id);
    if (j < 0 || r.h < 8) return 0;
    const nm_element_view *v = &b->views[i];
    ui_round_fill(a, r, (float)ui_s(a, 6), SV_STONE_TOP, SV_STONE_LOW);
    int px = text_px(a, 12.0f), lh = text_line_h(a, FONT_TEXT, px), pad = ui_s(a, 4);
    int extra = sv_dolmen_extra(b, j);
    char head[48];
    if (extra >= 0) snprintf(head, sizeof head, b->lang == 1 ? "Case %d : +%d or" : "Place %d: +%d gold", j + 1, extra);
    else snprintf(head, sizeof head, b->lang == 1 ? "Case %d" : "Place %d", j + 1);
    text_draw_fit(a, FONT_TEXT, px, ui_cream, r.x + pad, r.y + pad / 2, TEXT_LEFT, r.w - 2 * pad, head);
    int t = sv_dolmen_tile(b, j);
    int side = r.h - lh - 2 * pad;
    if (side > r.w / 2) side = r.w / 2;
    if (t >= 0 && side > 4) {
        sv_tile tile = {0, 0, 0, t};
        SDL_Rect c = {r.x + pad, r.y + lh + pad, side, side};
        sv_draw_tile(b, a, &tile, c);
        ui_round_frame(a, c, 1.0f, (float)ui_s(a, 1.0f), SV_STONE_EDGE);
        /* the price on a coin at the right */
        int d = side < r.w - side - 3 * pad ? side : r.w - side - 3 * pad;
        if (d > ui_s(a, 26)) d = ui_s(a, 26);
        if (d > 6) {
            int cx = c.x + side + pad + (r.w - side - 2 * pad) / 2, cy = c.y + side / 2;
            ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, ui_gold);
            char num[8];
            snprintf(num, sizeof num, "%d", v->count);
            int cpx = text_px(a, 13.0f);
            text_draw_fit(a, FONT_DISPLAY, cpx, ui_ink, cx, cy - text_line_h(a, FONT_DISPLAY, cpx) / 2, TEXT_CENTRE, d, num);
        }
    } else if (t < 0) {
        text_draw_fit(a, FONT_TEXT, px, ui_cream_dim, r.x + r.w / 2, r.y + lh + pad, TEXT_CENTRE, r.w - 2 * pad,
                      b->lang == 1 ? "vide" : "empty");
    }
    if (legal) ui_legal_frame(a, r, (float)ui_s(a, 6), legal, hot);
    else ui_round_frame(a, r, (float)ui_s(a, 6), (float)ui_s(a, 1.5f), SV_STONE_EDGE);
    return 1;
}

/* A card's header band in colour c with its title on one line, or two when long (the
 * letters smaller until it fits); returns the band's height. */
static int sv_band(app *a, SDL_Rect r, SDL_Color c, const char *title, int right) {
    int pad = ui_s(a, 6), tpx = text_px(a, 14.0f), w = r.w - 2 * pad - right;
    int px = text_fit_px_min(a, FONT_DISPLAY, tpx, w, title, (int)(12 * a->base + 0.5f)), lh = text_line_h(a, FONT_DISPLAY, px);
    int two = text_width(a, FONT_DISPLAY, px, title) > w;
    SDL_Rect tb = {r.x + pad, r.y + pad / 2 + ui_s(a, 2), w, lh};
    if (two) {
        for (px = tpx; px > 8; px--) {
            lh = text_line_h(a, FONT_DISPLAY, px);
            tb.h = 2 * lh;
            if (text_box_fits(a, FONT_DISPLAY, px, tb, title)) break;
        }
    }
    int band = tb.h + ui_s(a, 6);
    SDL_Rect br = {r.x + pad / 2, r.y + pad / 2, r.w - pad, band};
    ui_round_fill(a, br, (float)ui_s(a, 4), ui_mix(c, (SDL_Color){255, 255, 255, 255}, 0.12f), c);
    int lum = (c.r * 299 + c.g * 587 + c.b * 114) / 1000;
    text_box(a, FONT_DISPLAY, px, lum > 140 ? ui_ink : ui_cream, tb, TEXT_LEFT, title, 1);
    return band + pad / 2;
}

/* An offered tile: its name on the seat's colour, the tile drawn, and its price on a coin
 * once known to the viewer (a shaded coin while it is behind the screen). */
static int sv_offer(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    int seat = -1, k = -1, t = -1;
    if (sscanf(b->d->board.elements[i].id, "seat.%d.offer.%d", &seat, &k) != 2 || !tk || !b->g->to_json || !b->observed) return 0;
    cJSON *j = b->g->to_json(b->d, b->observed);
    const cJSON *ps = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "seats"), seat);
    const cJSON *e = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(ps, "offer"), k);
    int priced = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ps, "priced"));
    if (cJSON_IsString(e)) t = nm_data_find(tk, e->valuestring);
    cJSON_Delete(j);
    float rad = (float)ui_s(a, 5);
    if (t < 0) { /* an empty offer: a faint slot in the seat's colour */
        SDL_Color fill = ui_mix(ui_seat_color(seat), ui_parchment, 0.8f), rim = ui_mix(ui_seat_color(seat), ui_parchment, 0.4f);
        fill.a = 120;
        ui_round_fill(a, r, rad, fill, fill);
        ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), rim);
        return 1;
    }
    ui_round_fill(a, r, rad, ui_parchment, ui_parchment_edge);
    int band = sv_band(a, r, ui_seat_color(seat), v->title, 0), pad = ui_s(a, 5);
    int room = r.h - band - 2 * pad, tall = r.h * 10 > r.w * 14;
    int side = tall ? room * 62 / 100 : room;
    if (side > (tall ? r.w - 2 * pad : r.w / 2)) side = tall ? r.w - 2 * pad : r.w / 2;
    static sv_coins cc; /* while its price is set, the tile takes the room above the coins */
    int pricing = r.x == b->rect[i].x && r.y == b->rect[i].y && sv_coins_of(b, a, i, &cc);
    if (pricing) {
        side = cc.y0 - ui_s(a, 3) - (r.y + band + pad);
        if (side > r.w - 2 * pad) side = r.w - 2 * pad;
    }
    if (side > 4) {
        SDL_Rect c = {tall || pricing ? r.x + (r.w - side) / 2 : r.x + pad + (r.w / 2 - side) / 2, r.y + band + pad, side, side};
        sv_tile tile = {0, 0, 0, t};
        sv_draw_tile(b, a, &tile, c);
        int d = tall ? room - side - pad : side * 3 / 4 < r.w / 2 - 2 * pad ? side * 3 / 4 : r.w / 2 - 2 * pad;
        if (d > r.w - 2 * pad) d = r.w - 2 * pad;
        if (d > ui_s(a, 30)) d = ui_s(a, 30);
        int cx = tall ? r.x + r.w / 2 : r.x + r.w * 3 / 4, cy = tall ? c.y + side + pad + d / 2 : c.y + side / 2;
        if (d > 6 && v->count >= 0) {
            ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, ui_gold);
            char num[8];
            snprintf(num, sizeof num, "%d", v->count);
            int cpx = text_px(a, 13.0f);
            text_draw_fit(a, FONT_DISPLAY, cpx, ui_ink, cx, cy - text_line_h(a, FONT_DISPLAY, cpx) / 2, TEXT_CENTRE, d, num);
        } else if (d > 6 && priced) { /* a price behind the screen */
            ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, (SDL_Color){150, 140, 120, 255});
            int cpx = text_px(a, 13.0f);
            text_draw_fit(a, FONT_DISPLAY, cpx, ui_cream, cx, cy - text_line_h(a, FONT_DISPLAY, cpx) / 2, TEXT_CENTRE, d, "?");
        }
    }
    if (legal) ui_legal_frame(a, r, rad, legal, hot);
    else ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), ui_parchment_edge);
    return 1;
}

/* A scoring tile: its name, and the rounds of the game as numbers, those in which it
 * scores on gold coins (the rules' schedule for the player count), the round being played
 * ringed. */
static int sv_window(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    int w = -1;
    if (sscanf(b->d->board.elements[i].id, "window.%d", &w) != 1 || w < 0 || w > 3) return 0;
    const nm_kind_data *rk = nm_data_kind(b->d, "rules");
    int five = b->m->setup.players >= 5, n = 0;
    int f = sv_field(rk, five ? "schedule_5" : "schedule");
    const int32_t *sched = f >= 0 && rk->count > 0 ? nm_data_ints(b->d, rk->items[0].field[f], &n) : NULL;
    if (!sched || !n) return 0;
    int round = 0;
    if (b->g->to_json && b->observed) {
        cJSON *j = b->g->to_json(b->d, b->observed);
        const cJSON *rj = cJSON_GetObjectItemCaseSensitive(j, "round");
        round = cJSON_IsNumber(rj) ? rj->valueint : 0;
        cJSON_Delete(j);
    }
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, ui_parchment, ui_parchment_edge);
    const char *title = v->title[0] ? v->title : b->d->board.elements[i].label[b->lang == 1 ? 1 : 0];
    int band = sv_band(a, r, ui_forest, title ? title : "", 0), pad = ui_s(a, 5);
    int room = r.h - band - pad, d = (r.w - 2 * pad) / n;
    if (d > room) d = room;
    if (d > ui_s(a, 24)) d = ui_s(a, 24);
    int x0 = r.x + (r.w - d * n) / 2, cy = r.y + band + room / 2;
    int px = text_px(a, 11.0f);
    for (int k = 0; k < n && d > 6; k++) {
        int cx = x0 + k * d + d / 2, on = (sched[k] >> w) & 1;
        if (k + 1 == round) ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, ui_ink);
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.4f, on ? ui_gold : (SDL_Color){214, 200, 170, 255});
        char num[16];
        snprintf(num, sizeof num, "%d", k + 1);
        text_draw_fit(a, FONT_TEXT, px, on ? ui_ink : ui_ink_soft, cx, cy - text_line_h(a, FONT_TEXT, px) / 2, TEXT_CENTRE, d, num);
    }
    if (legal) ui_legal_frame(a, r, rad, legal, hot);
    else ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), ui_parchment_edge);
    return 1;
}

/* The state's top-level integer key, def when absent. */
static int sv_state_int(const board_scene *b, const char *key, int def) {
    if (!b->g->to_json || !b->observed) return def;
    cJSON *j = b->g->to_json(b->d, b->observed);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    int out = cJSON_IsNumber(v) ? v->valueint : def;
    cJSON_Delete(j);
    return out;
}

/* The round track: "Round r/n", the rounds in a row (the one played on gold, ringed) and
 * under each the catch-up gold a player gets per player ahead (the rules' data). */
static int sv_round(const board_scene *b, app *a, int i, SDL_Rect r) {
    const nm_element_view *v = &b->views[i];
    const nm_kind_data *rk = nm_data_kind(b->d, "rules");
    int nc = 0, f = sv_field(rk, b->m->setup.players >= 5 ? "catch_up_5" : "catch_up");
    const int32_t *cu = f >= 0 && rk->count > 0 ? nm_data_ints(b->d, rk->items[0].field[f], &nc) : NULL;
    int n = sv_state_int(b, "rounds", nc), round = sv_state_int(b, "round", 0);
    if (!cu || n <= 0) return 0;
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, ui_parchment, ui_parchment_edge);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), ui_parchment_edge);
    int pad = ui_s(a, 6), tpx = text_px(a, 15.0f), spx = text_px(a, 10.0f);
    int px = text_fit_px(a, FONT_DISPLAY, tpx, r.w - 2 * pad, v->title), lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, r.x + pad, r.y + pad / 2, TEXT_LEFT, r.w - 2 * pad, v->title);
    const char *cap = b->lang == 1 ? "or de rattrapage" : "catch-up gold";
    int cpx = text_fit_px_min(a, FONT_ITALIC, spx, r.w - 2 * pad, cap, text_px(a, 8.0f));
    int slh = text_line_h(a, FONT_TEXT, spx), clh = text_line_h(a, FONT_ITALIC, cpx);
    int d = (r.w - 2 * pad) / n, room = r.h - pad / 2 - lh - slh - clh - pad / 2;
    if (d > room) d = room;
    if (d > ui_s(a, 26)) d = ui_s(a, 26);
    if (d < 6) return 1;
    int x0 = r.x + (r.w - n * d) / 2, cy = r.y + pad / 2 + lh + d / 2 + (room - d) / 3;
    int vy = cy + d / 2;
    int npx = text_px(a, 11.0f);
    for (int k = 0; k < n; k++) {
        int cx = x0 + k * d + d / 2, now = k + 1 == round;
        if (now) ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, ui_ink);
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.42f, now ? ui_gold_light : (SDL_Color){214, 200, 170, 255});
        char num[16];
        snprintf(num, sizeof num, "%d", k + 1);
        text_draw_fit(a, FONT_TEXT, npx, ui_ink, cx, cy - text_line_h(a, FONT_TEXT, npx) / 2, TEXT_CENTRE, d, num);
        snprintf(num, sizeof num, "+%d", k < nc ? cu[k] : 0);
        text_draw_fit(a, FONT_TEXT, spx, k < nc && cu[k] > 0 ? (SDL_Color){150, 100, 20, 255} : ui_ink_soft, cx, vy, TEXT_CENTRE, d, num);
    }
    text_draw_fit(a, FONT_ITALIC, cpx, ui_ink_soft, r.x + r.w / 2, vy + slh, TEXT_CENTRE, r.w - 2 * pad, cap);
    return 1;
}

/* The bag: its name, the landscape tiles left on a large coin and the word for them. */
static int sv_bag(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const nm_element_view *v = &b->views[i];
    if (v->count < 0) return 0;
    float rad = (float)ui_s(a, 5);
    ui_round_fill(a, r, rad, ui_parchment, ui_parchment_edge);
    int pad = ui_s(a, 6), tpx = text_px(a, 15.0f), spx = text_px(a, 11.0f);
    int px = text_fit_px(a, FONT_DISPLAY, tpx, r.w - 2 * pad, v->title), lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, r.x + pad, r.y + pad / 2, TEXT_LEFT, r.w - 2 * pad, v->title);
    const char *word = b->lang == 1 ? "tuiles paysage" : "landscape tiles";
    int wpx = text_fit_px_min(a, FONT_ITALIC, spx, r.w - 2 * pad, word, text_px(a, 9.0f)), wlh = text_line_h(a, FONT_ITALIC, wpx);
    int room = r.h - lh - wlh - 2 * pad, d = room < r.w - 2 * pad ? room : r.w - 2 * pad;
    if (d > ui_s(a, 44)) d = ui_s(a, 44);
    int cx = r.x + r.w / 2, cy = r.y + pad / 2 + lh + pad / 2 + room / 2;
    if (d > 8) {
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)d * 0.5f, ui_gold);
        char num[16];
        snprintf(num, sizeof num, "%d", v->count);
        int cpx = text_px(a, 16.0f);
        text_draw_fit(a, FONT_DISPLAY, cpx, ui_ink, cx, cy - text_line_h(a, FONT_DISPLAY, cpx) / 2, TEXT_CENTRE, d, num);
    }
    text_draw_fit(a, FONT_ITALIC, wpx, ui_ink_soft, cx, r.y + r.h - pad - wlh, TEXT_CENTRE, r.w - 2 * pad, word);
    if (legal) ui_legal_frame(a, r, rad, legal, hot);
    else ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), ui_parchment_edge);
    return 1;
}

/* Under the five places: one slab of stone, the Dolmen's board. */
static void sv_underlay(const board_scene *b, app *a) {
    SDL_Rect u = {0, 0, 0, 0};
    int any = 0;
    for (int i = 0; i < b->d->board.count; i++) {
        if (sv_dolmen_place(b->d->board.elements[i].id) < 0 || b->rect[i].w <= 0) continue;
        SDL_Rect r = b->rect[i];
        if (!any) u = r;
        else SDL_UnionRect(&u, &r, &u);
        any = 1;
    }
    if (!any) return;
    int m = ui_s(a, 4);
    u.x -= m, u.y -= m, u.w += 2 * m, u.h += 2 * m;
    SDL_Color top = {88, 84, 78, 255}, low = {64, 60, 56, 255};
    ui_round_fill(a, u, (float)ui_s(a, 8), top, low);
    ui_round_frame(a, u, (float)ui_s(a, 8), (float)ui_s(a, 1.5f), SV_STONE_EDGE);
}

/* A kingdom's drawing reads the observed state and the legal actions. */
static int sv_reads_state(const board_scene *b, int i) {
    return strstr(b->d->board.elements[i].id, ".kingdom") != NULL || sv_hand_seat(b->d->board.elements[i].id) >= 0 ||
           sv_dolmen_place(b->d->board.elements[i].id) >= 0;
}

static int sv_find(const board_scene *b, const char *id) {
    for (int i = 0; i < b->d->board.count; i++)
        if (strcmp(b->d->board.elements[i].id, id) == 0) return i;
    return -1;
}

/* board.json holds a row for each of 5 seats (kingdom, three offers, hand): the seats
 * playing share the rows' area, the absent ones get none. At 5 players the rows would leave
 * each kingdom a strip too low to read, so the seats stand in five columns instead: the
 * kingdom on top (half the height), the three offers under it, the hand at the bottom. A
 * kingdom opened large (a click on it: view_state[SV_VS_OPEN], the seat + 1) covers the
 * kingdoms and offers of every seat (at 5 players the kingdoms' band); the hands stay. */
static void sv_layout(const board_scene *b, app *a, SDL_Rect *rect) {
    (void)a;
    int n = b->m->setup.players;
    int first = sv_find(b, "seat.0.kingdom"), second = sv_find(b, "seat.1.kingdom"), last = sv_find(b, "seat.4.kingdom");
    int hand0 = sv_find(b, "seat.0.hand");
    if (first < 0 || second < 0 || last < 0 || hand0 < 0 || n < 2 || n > 5) return;
    int top = rect[first].y, pitch = rect[second].y - top, gap = pitch - rect[first].h;
    int bottom = rect[last].y + rect[last].h, left = rect[first].x, right = rect[hand0].x + rect[hand0].w;
    int h = (bottom - top - (n - 1) * gap) / n;
    int cw = (right - left - 4 * gap) / 5, H = bottom - top - 2 * gap;
    int kh = H / 2, oh = H * 31 / 100, hh = H - kh - oh;
    int ow = (cw - 2 * gap) / 3;
    for (int i = 0; i < b->d->board.count; i++) {
        int seat = -1, k = -1;
        const char *id = b->d->board.elements[i].id;
        if (sscanf(id, "seat.%d.", &seat) != 1 || seat < 0 || seat > 4) continue;
        if (seat >= n) {
            rect[i] = (SDL_Rect){-10000, -10000, 0, 0}; /* off the board: not drawn, not clicked */
            continue;
        }
        if (n == 5) { /* columns */
            int x = left + seat * (cw + gap);
            if (sv_kingdom_seat(id) >= 0) rect[i] = (SDL_Rect){x, top, cw, kh};
            else if (sv_hand_seat(id) >= 0) rect[i] = (SDL_Rect){x, top + kh + oh + 2 * gap, cw, hh};
            else if (sscanf(id, "seat.%d.offer.%d", &seat, &k) == 2 && k >= 0 && k < 3)
                rect[i] = (SDL_Rect){x + k * (ow + gap), top + kh + gap, ow, oh};
            continue;
        }
        int off = rect[i].y - (top + seat * pitch); /* within its row */
        rect[i].y = top + seat * (h + gap) + off;
        rect[i].h = h - off;
    }
    int open = b->view_state[SV_VS_OPEN] - 1;
    if (open < 0 || open >= n) return;
    /* at 2-4 players the offers stay when a click on one is awaited (a price, a purchase) */
    int offers_busy = 0;
    for (int i = 0; i < b->d->board.count && n < 5; i++)
        if (sv_offer_el(b->d->board.elements[i].id) && b->input && b->legal_n[i] > 0) offers_busy = 1;
    SDL_Rect big = n == 5 ? (SDL_Rect){left, top, right - left, kh}
                   : (SDL_Rect){left, top, offers_busy ? rect[first].w : rect[hand0].x - gap - left, bottom - top};
    for (int i = 0; i < b->d->board.count; i++) {
        const char *id = b->d->board.elements[i].id;
        int seat = sv_kingdom_seat(id);
        if (seat == open) rect[i] = big;
        else if (seat >= 0 || (n < 5 && !offers_busy && sv_offer_el(id))) rect[i] = (SDL_Rect){-10000, -10000, 0, 0};
    }
}

/* ---- prices set by clicking coin steps ----
 * While the seat to move prices an offered tile, the tile's element shows a row of coins,
 * one per price it may ask (the legal "price <tile> at N" actions); a click on a coin sets
 * that price. The coins lie over the lower part of the element, wrapping to more rows when
 * they would be too small. */
static int sv_offer_el(const char *id) {
    int seat, k, end = 0;
    return sscanf(id, "seat.%d.offer.%d%n", &seat, &k, &end) == 2 && end > 0 && !id[end];
}

static int sv_coins_of(const board_scene *b, app *a, int i, sv_coins *c) {
    c->n = 0;
    if (!b->input || !b->legal_n[i] || !sv_offer_el(b->d->board.elements[i].id)) return 0;
    const nm_action_list *l = nm_match_legal(b->m);
    char lab[NM_LABEL_LEN], el[NM_ELEMENT_LEN], tile[48];
    for (int k = 0; k < l->count && c->n < SV_COINS; k++) {
        nm_match_element(b->m, &l->a[k], el, sizeof el);
        if (strcmp(el, b->d->board.elements[i].id) != 0) continue;
        nm_match_label(b->m, &l->a[k], lab, sizeof lab);
        int v;
        if (sscanf(lab, "price %47s at %d", tile, &v) != 2) continue;
        c->price[c->n] = v;
        c->act[c->n++] = l->a[k];
    }
    if (c->n == 0) return 0;
    SDL_Rect r = b->rect[i];
    int pad = ui_s(a, 3), w = r.w - 2 * pad, dmin = ui_s(a, 21);
    int rows = 1;
    while (rows < c->n && w / ((c->n + rows - 1) / rows) < dmin) rows++;
    c->per = (c->n + rows - 1) / rows;
    c->d = w / c->per;
    int dmax = r.h * 10 > r.w * 14 ? r.h * 2 / (5 * rows) : r.h / (2 * rows); /* a tall card keeps room for its tile */
    if (c->d > dmax) c->d = dmax;
    if (c->d > ui_s(a, 30)) c->d = ui_s(a, 30);
    c->x0 = r.x + (r.w - c->d * c->per) / 2;
    c->y0 = r.y + r.h - pad - rows * c->d;
    return c->n;
}

static void sv_draw_coins(const board_scene *b, app *a, int i) {
    static sv_coins c;
    if (!sv_coins_of(b, a, i, &c)) return;
    int rows = (c.n + c.per - 1) / c.per;
    SDL_Rect band = {c.x0 - ui_s(a, 2), c.y0 - ui_s(a, 2), c.d * c.per + ui_s(a, 4), c.d * rows + ui_s(a, 4)};
    SDL_Color shade = {40, 28, 16, 150};
    sv_fill(a, band, shade);
    int mx = a->mouse_x, my = a->mouse_y; /* in the window's drawing pixels */
    int px = text_px(a, 11.0f);
    for (int k = 0; k < c.n; k++) {
        int cx = c.x0 + (k % c.per) * c.d + c.d / 2, cy = c.y0 + (k / c.per) * c.d + c.d / 2;
        int hot = (mx - cx) * (mx - cx) + (my - cy) * (my - cy) <= (c.d / 2) * (c.d / 2);
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)c.d * 0.46f, hot ? ui_gold_light : ui_gold);
        char num[8];
        snprintf(num, sizeof num, "%d", c.price[k]);
        int lh = text_line_h(a, FONT_TEXT, px);
        text_draw_fit(a, FONT_TEXT, px, ui_ink, cx, cy - lh / 2, TEXT_CENTRE, c.d, num);
    }
}

/* The coin under x, y of offer element i: its price action (1), else 0. */
static int sv_pick_coin(const board_scene *b, app *a, int i, int x, int y, nm_action *out) {
    static sv_coins c;
    if (!sv_coins_of(b, a, i, &c) || x < c.x0 || y < c.y0) return 0;
    int col = (x - c.x0) / c.d, row = (y - c.y0) / c.d, k = row * c.per + col;
    if (col >= c.per || k >= c.n) return 0;
    *out = c.act[k];
    return 1;
}

/* ---- geometry outside the drawing (clicks, the wheel, the autoplay): in board units ---- */

/* The grid of kingdom element i as drawn; returns its seat, -1 when i is no kingdom. */
static int sv_grid_el(const board_scene *b, app *a, int i, sv_grid *g) {
    int seat = sv_kingdom_seat(b->d->board.elements[i].id);
    if (seat < 0 || seat >= 5) return -1;
    board_units bu = board_units_on(b, a);
    static sv_tile tiles[SV_CELLS];
    static int lit[256][2];
    int n = sv_kingdom(b, seat, tiles, SV_CELLS), nl = sv_lit(b, i, lit, 256);
    sv_grid_of(b, seat, a, b->rect[i], sv_kingdom_head(b, a, i, b->rect[i], seat, 0), tiles, n, lit, nl, g);
    board_units_off(a, bu);
    return seat;
}

/* The cell of grid g under x, y: 1 and *cx, *cy. */
static int sv_cell_at(const sv_grid *g, int x, int y, int *cx, int *cy) {
    if (!ui_hit(g->area, x, y) || x < g->ox || y < g->oy || g->s <= 0) return 0;
    *cx = g->minx + (x - g->ox) / g->s;
    *cy = g->miny + (y - g->oy) / g->s;
    return 1;
}

/* ---- the hand: the tiles to build (and those drawn from the bag, to keep one) ---- */
#define SV_HAND 10
typedef struct sv_hand {
    int n, tile[SV_HAND], drawn[SV_HAND];
    SDL_Rect cell[SV_HAND];
} sv_hand;

static int sv_hand_seat(const char *id) {
    int seat = -1, end = 0;
    if (sscanf(id, "seat.%d.hand%n", &seat, &end) != 1 || end <= 0 || id[end]) return -1;
    return seat;
}

/* The tiles of hand element i laid out in r below the title line (in the units of a). */
static void sv_hand_of(const board_scene *b, app *a, int i, SDL_Rect r, sv_hand *h) {
    h->n = 0;
    int seat = sv_hand_seat(b->d->board.elements[i].id);
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    if (seat < 0 || !tk || !b->g->to_json || !b->observed) return;
    cJSON *j = b->g->to_json(b->d, b->observed);
    const cJSON *ps = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "seats"), seat);
    static const char *const lists[2] = {"hand", "drawn"};
    for (int q = 0; q < 2; q++) {
        const cJSON *arr = cJSON_GetObjectItemCaseSensitive(ps, lists[q]);
        for (const cJSON *e = arr ? arr->child : NULL; e && h->n < SV_HAND; e = e->next) {
            int t = cJSON_IsString(e) ? nm_data_find(tk, e->valuestring) : -1;
            if (t < 0) continue;
            h->tile[h->n] = t;
            h->drawn[h->n++] = q;
        }
    }
    cJSON_Delete(j);
    if (!h->n) return;
    int lh = sv_title_h(a), gap = ui_s(a, 6);
    SDL_Rect area = {r.x + ui_s(a, 8), r.y + lh + ui_s(a, 8), r.w - ui_s(a, 16), r.h - lh - ui_s(a, 14)};
    int s = (area.w - (h->n - 1) * gap) / h->n;
    if (s > area.h) s = area.h;
    if (s > ui_s(a, 76)) s = ui_s(a, 76);
    if (s < 4) s = 4;
    int x0 = area.x + (area.w - h->n * s - (h->n - 1) * gap) / 2, y0 = area.y + (area.h - s) / 2;
    for (int k = 0; k < h->n; k++) h->cell[k] = (SDL_Rect){x0 + k * (s + gap), y0, s, s};
}

/* The kingdom element of the hand element i's seat, -1 none. */
static int sv_hand_kingdom(const board_scene *b, int i) {
    int seat = sv_hand_seat(b->d->board.elements[i].id);
    char id[32];
    snprintf(id, sizeof id, "seat.%d.kingdom", seat);
    return seat < 0 ? -1 : sv_find(b, id);
}

static int sv_hand_el(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    int seat = sv_hand_seat(b->d->board.elements[i].id);
    if (seat < 0 || seat >= b->m->setup.players || r.h < 8) return 0;
    const nm_element_view *v = &b->views[i];
    ui_round_fill(a, r, (float)ui_s(a, 5), ui_parchment, ui_parchment_edge);
    int px = text_px(a, 15.0f), lh = sv_title_h(a);
    int tok = lh * 2 / 5;
    ui_seat_token(a, seat, r.x + ui_s(a, 6) + tok, r.y + ui_s(a, 3) + lh / 2, tok);
    int tx = r.x + ui_s(a, 10) + 2 * tok;
    text_draw_whole(a, FONT_DISPLAY, px, ui_ink, tx, r.y + ui_s(a, 3), TEXT_LEFT, r.x + r.w - ui_s(a, 6) - tx, v->title);
    static sv_hand h;
    sv_hand_of(b, a, i, r, &h);
    int ki = sv_hand_kingdom(b, i);
    int np = ki >= 0 ? sv_places(b, ki, sv_place_buf, NM_MAX_ACTIONS) : 0;
    int held = np ? sv_held(b, sv_place_buf, np) : -1, shown_held = 0;
    for (int k = 0; k < h.n; k++) {
        int is_held = h.tile[k] == held && !h.drawn[k] && !shown_held;
        sv_tile t = {0, 0, is_held ? sv_mod4(b->view_state[SV_VS_ROT]) : 0, h.tile[k]};
        sv_draw_tile(b, a, &t, h.cell[k]);
        if (is_held) {
            shown_held = 1;
            SDL_Rect f = {h.cell[k].x - ui_s(a, 3), h.cell[k].y - ui_s(a, 3), h.cell[k].w + ui_s(a, 6), h.cell[k].h + ui_s(a, 6)};
            ui_round_frame(a, f, 2.0f, (float)ui_s(a, 2.5f), ui_gold_light);
        } else if (h.drawn[k]) { /* drawn from the bag: one of them is kept */
            ui_round_frame(a, h.cell[k], 1.0f, (float)ui_s(a, 2.0f), ui_gold);
        }
    }
    if (legal) ui_legal_frame(a, r, (float)ui_s(a, 5), legal, hot);
    else ui_round_frame(a, r, (float)ui_s(a, 5), (float)ui_s(a, 1.5f), ui_parchment_edge);
    return 1;
}

/* The hand tile under x, y of hand element i (board units set by the caller), -1 none. */
static int sv_hand_at(const board_scene *b, app *a, int i, int x, int y, sv_hand *h) {
    sv_hand_of(b, a, i, b->rect[i], h);
    for (int k = 0; k < h->n; k++)
        if (ui_hit(h->cell[k], x, y)) return k;
    return -1;
}

/* Turns the held tile t of kingdom element i one step (dir 1 clockwise, -1 back), to the
 * next turn legal on cell cx, cy when on_cell, else to the next legal anywhere; 1 when
 * it turned. */
static int sv_turn(board_scene *b, const sv_place *p, int n, int t, int on_cell, int cx, int cy, int dir) {
    int rot = sv_mod4(b->view_state[SV_VS_ROT]), from = rot;
    if (on_cell) {
        int k = sv_shown(p, n, t, cx, cy, rot);
        if (k < 0) on_cell = 0;
        else from = p[k].rot;
    }
    for (int s = 1; s < 4; s++) {
        int r = sv_mod4(from + dir * s), ok = 0;
        for (int k = 0; k < n && !ok; k++)
            ok = p[k].tile == t && p[k].rot == r && (!on_cell || (p[k].x == cx && p[k].y == cy));
        if (ok) {
            b->view_state[SV_VS_HELD] = t + 1;
            b->view_state[SV_VS_ROT] = r;
            return 1;
        }
    }
    return 0;
}

/* A click on a tile of the hand while its seat builds: holds it, or turns it when held.
 * A click on a kingdom where it plays nothing opens it large, or closes it when open. */
static int sv_click(board_scene *b, app *a, int i) {
    int seat = sv_kingdom_seat(b->d->board.elements[i].id);
    if (seat >= 0 && seat < b->m->setup.players) {
        b->view_state[SV_VS_OPEN] = b->view_state[SV_VS_OPEN] == seat + 1 ? 0 : seat + 1;
        return 1;
    }
    int ki = sv_hand_kingdom(b, i);
    if (ki < 0) return 0;
    int np = sv_places(b, ki, sv_place_buf, NM_MAX_ACTIONS);
    if (!np) return 0;
    static sv_hand h;
    board_units bu = board_units_on(b, a);
    int k = sv_hand_at(b, a, i, a->mouse_x, a->mouse_y, &h);
    board_units_off(a, bu);
    if (k < 0 || h.drawn[k]) return 0;
    int t = h.tile[k], held = sv_held(b, sv_place_buf, np);
    if (t != held) {
        for (int q = 0; q < np; q++)
            if (sv_place_buf[q].tile == t) {
                b->view_state[SV_VS_HELD] = t + 1;
                b->view_state[SV_VS_ROT] = 0;
                return 1;
            }
        return 0;
    }
    return sv_turn(b, sv_place_buf, np, t, 0, 0, 0, 1);
}

/* ---- the ghost and the score preview: over a lit cell, the held tile at the turn a click
 * puts it down, and what each scoring tile would give then; how to turn and zoom ---- */
static void sv_preview(const board_scene *b, app *a, int i, const sv_grid *g) {
    int mx = a->mouse_x, my = a->mouse_y; /* in the window's drawing pixels */
    if (!ui_hit(b->rect[i], mx, my)) return;
    int np = sv_places(b, i, sv_place_buf, NM_MAX_ACTIONS);
    if (!np) return;
    int t = sv_held(b, sv_place_buf, np), cx, cy, k = -1;
    if (sv_cell_at(g, mx, my, &cx, &cy)) k = sv_shown(sv_place_buf, np, t, cx, cy, b->view_state[SV_VS_ROT]);
    SDL_Rect c = {mx, my, 0, 0}; /* the panel goes beside the cell pointed at */
    if (k >= 0) { /* the ghost */
        c = (SDL_Rect){g->ox + (cx - g->minx) * g->s, g->oy + (cy - g->miny) * g->s, g->s, g->s};
        SDL_Rect old_clip;
        SDL_RenderGetClipRect(a->renderer, &old_clip);
        int had_clip = SDL_RenderIsClipEnabled(a->renderer);
        SDL_RenderSetClipRect(a->renderer, &g->area);
        sv_tile ghost = {cx, cy, sv_place_buf[k].rot, t};
        sv_draw_tile(b, a, &ghost, c);
        ui_round_frame(a, c, 2.0f, (float)ui_s(a, 2.5f), ui_gold_light);
        SDL_RenderSetClipRect(a->renderer, had_clip ? &old_clip : NULL);
    }
    char label[NM_LABEL_LEN] = "";
    if (k >= 0) nm_match_display_label(b->m, &sv_place_buf[k].act, b->lang, label, sizeof label);
    const char *help = app_tr(a, "skye_turn_help");
    int px = text_px(a, 13.0f), spx = text_px(a, 12.0f), pad = ui_s(a, 8);
    int w = text_width(a, FONT_TEXT, px, label), hw = 0;
    /* the help's lines are its " · " parts */
    char hl[4][160];
    int nh = 0;
    for (const char *q = help; *q && nh < 4;) {
        const char *e = strstr(q, " · ");
        size_t len = e ? (size_t)(e - q) : strlen(q);
        if (len >= sizeof hl[0]) len = sizeof hl[0] - 1;
        memcpy(hl[nh], q, len);
        hl[nh][len] = '\0';
        int tw = text_width(a, FONT_ITALIC, spx, hl[nh]);
        if (tw > hw) hw = tw;
        nh++;
        q = e ? e + strlen(" · ") : q + len;
    }
    if (hw > w) w = hw;
    int maxw = b->board_rect.w / 2;
    if (w > maxw) w = maxw;
    int lh = text_line_h(a, FONT_TEXT, px), slh = text_line_h(a, FONT_ITALIC, spx);
    int top = k >= 0 ? text_box(a, FONT_TEXT, px, ui_ink, (SDL_Rect){0, 0, w, 8 * lh}, TEXT_LEFT, label, 0) : 0;
    int gap = ui_s(a, 14);
    SDL_Rect box = {c.x + c.w + gap, c.y + c.h / 2, w + 2 * pad, top + (top ? pad : 0) + nh * slh + 2 * pad};
    if (box.x + box.w > b->board_rect.x + b->board_rect.w) box.x = c.x - gap - box.w;
    if (box.x < b->board_rect.x) box.x = b->board_rect.x;
    if (box.y + box.h > b->board_rect.y + b->board_rect.h) box.y = b->board_rect.y + b->board_rect.h - box.h;
    ui_round_fill(a, box, (float)ui_s(a, 4), ui_parchment, ui_parchment_edge);
    ui_round_frame(a, box, (float)ui_s(a, 4), (float)ui_s(a, 1.5f), ui_gold);
    if (top) text_box(a, FONT_TEXT, px, ui_ink, (SDL_Rect){box.x + pad, box.y + pad, w, top}, TEXT_LEFT, label, 1);
    int y = box.y + pad + top + (top ? pad : 0);
    for (int q = 0; q < nh; q++, y += slh)
        text_draw_whole(a, FONT_ITALIC, spx, ui_ink_soft, box.x + pad, y, TEXT_LEFT, w, hl[q]);
}

static void sv_overlay(const board_scene *b, app *a) {
    for (int i = 0; i < b->d->board.count; i++) {
        if (b->rect[i].w <= 0) continue;
        if (sv_offer_el(b->d->board.elements[i].id)) {
            sv_draw_coins(b, a, i);
            continue;
        }
        int seat = sv_kingdom_seat(b->d->board.elements[i].id);
        if (seat < 0 || !b->input || !b->legal_n[i]) continue;
        sv_grid g;
        if (sv_grid_el(b, a, i, &g) < 0) continue;
        sv_preview(b, a, i, &g);
    }
}

/* Over the kingdom being built, the overlay's panel replaces the hover card. */
static int sv_own_hover(const board_scene *b, app *a, int i) {
    (void)a;
    return sv_kingdom_seat(b->d->board.elements[i].id) >= 0 && sv_places(b, i, sv_place_buf, NM_MAX_ACTIONS) > 0;
}

/* A click at x, y on element i: on a lit cell of a kingdom, the held tile put down there
 * at the turn its ghost shows (elsewhere on the kingdom nothing: -1); on a price's coin,
 * that price; on a tile drawn from the bag, keeping it. */
static int sv_pick(const board_scene *b, app *a, int i, int x, int y, nm_action *out, int max) {
    if (max < 1) return 0;
    if (sv_offer_el(b->d->board.elements[i].id)) return sv_pick_coin(b, a, i, x, y, out);
    if (sv_hand_seat(b->d->board.elements[i].id) >= 0) { /* keep the tile clicked */
        static sv_hand h;
        board_units bu = board_units_on(b, a);
        int k = sv_hand_at(b, a, i, x, y, &h);
        board_units_off(a, bu);
        if (k < 0) return 0;
        const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
        const nm_action_list *l = nm_match_legal(b->m);
        char lab[NM_LABEL_LEN], el[NM_ELEMENT_LEN], tile[48];
        for (int q = 0; q < l->count && tk; q++) {
            nm_match_element(b->m, &l->a[q], el, sizeof el);
            if (strcmp(el, b->d->board.elements[i].id) != 0) continue;
            nm_match_label(b->m, &l->a[q], lab, sizeof lab);
            if (sscanf(lab, "keep %47s", tile) == 1 && nm_data_find(tk, tile) == h.tile[k]) {
                out[0] = l->a[q];
                return 1;
            }
        }
        return 0;
    }
    sv_grid g;
    if (sv_grid_el(b, a, i, &g) < 0) return 0;
    int np = sv_places(b, i, sv_place_buf, NM_MAX_ACTIONS), cx, cy;
    if (!np) return 0;
    if (!sv_cell_at(&g, x, y, &cx, &cy)) return -1;
    int k = sv_shown(sv_place_buf, np, sv_held(b, sv_place_buf, np), cx, cy, b->view_state[SV_VS_ROT]);
    if (k < 0) return -1;
    out[0] = sv_place_buf[k].act;
    return 1;
}

/* Where a click plays act (the autoplay clicks there): a price's coin; for a placement,
 * the cell when its ghost shows that turn, else the tile in the hand (a click there holds
 * it or turns it: the autoplay asks again after each click); a kept tile in the hand. */
static int sv_action_point(const board_scene *b, app *a, const nm_action *act, int *x, int *y) {
    char lab[NM_LABEL_LEN], el[NM_ELEMENT_LEN], tile[48];
    nm_match_element(b->m, act, el, sizeof el);
    if (sv_offer_el(el)) { /* a price: its coin */
        static sv_coins c;
        int i = sv_find(b, el);
        if (i < 0 || !sv_coins_of(b, a, i, &c)) return -1;
        for (int k = 0; k < c.n; k++)
            if (memcmp(&c.act[k], act, sizeof *act) == 0) {
                *x = c.x0 + (k % c.per) * c.d + c.d / 2;
                *y = c.y0 + (k / c.per) * c.d + c.d / 2;
                return 0;
            }
        return -1;
    }
    int i = sv_find(b, el);
    if (i < 0) return -1;
    nm_match_label(b->m, act, lab, sizeof lab);
    const nm_kind_data *tk = nm_data_kind(b->d, "tiles");
    static sv_hand h;
    if (sv_hand_seat(el) >= 0) { /* keep a tile drawn: that tile */
        if (sscanf(lab, "keep %47s", tile) != 1 || !tk) return -1;
        board_units bu = board_units_on(b, a);
        sv_hand_of(b, a, i, b->rect[i], &h);
        board_units_off(a, bu);
        for (int k = h.n - 1; k >= 0; k--)
            if (h.tile[k] == nm_data_find(tk, tile)) {
                *x = h.cell[k].x + h.cell[k].w / 2;
                *y = h.cell[k].y + h.cell[k].h / 2;
                return 0;
            }
        return -1;
    }
    int px, py, r;
    sv_grid g;
    if (sscanf(lab, "place %47s at %d,%d turned %d", tile, &px, &py, &r) != 4 || !tk || sv_grid_el(b, a, i, &g) < 0)
        return -1;
    int np = sv_places(b, i, sv_place_buf, NM_MAX_ACTIONS), t = nm_data_find(tk, tile);
    int held = sv_held(b, sv_place_buf, np);
    int k = t == held ? sv_shown(sv_place_buf, np, t, px, py, b->view_state[SV_VS_ROT]) : -1;
    if (k >= 0 && nm_action_equal(&sv_place_buf[k].act, act)) {
        *x = g.ox + (px - g.minx) * g.s + g.s / 2;
        *y = g.oy + (py - g.miny) * g.s + g.s / 2;
        return ui_hit(g.area, *x, *y) ? 0 : -1;
    }
    /* the tile in the hand: held, or turned, by a click on it */
    char hid[32];
    snprintf(hid, sizeof hid, "seat.%d.hand", sv_kingdom_seat(el));
    int hi = sv_find(b, hid);
    if (hi < 0) return -1;
    board_units bu = board_units_on(b, a);
    sv_hand_of(b, a, hi, b->rect[hi], &h);
    board_units_off(a, bu);
    for (int q = 0; q < h.n; q++)
        if (h.tile[q] == t && !h.drawn[q]) {
            *x = h.cell[q].x + h.cell[q].w / 2;
            *y = h.cell[q].y + h.cell[q].h / 2;
            return 0;
        }
    return -1;
}

/* The wheel. While the seat builds, over its kingdom or its hand, the wheel turns the held
 * tile (up: clockwise), over a lit cell to the turns legal there, and Ctrl+wheel zooms;
 * otherwise the wheel over a kingdom zooms it (100 % fits the whole kingdom, up to 400 %),
 * keeping the cell under the pointer where it is: zooming in at another place moves the
 * view there. */
static int sv_wheel(board_scene *b, app *a, int i, int x, int y, int dy) {
    int seat = sv_kingdom_seat(b->d->board.elements[i].id);
    int ki = seat >= 0 ? i : sv_hand_seat(b->d->board.elements[i].id) >= 0 ? sv_hand_kingdom(b, i) : -1;
    int np = ki >= 0 ? sv_places(b, ki, sv_place_buf, NM_MAX_ACTIONS) : 0;
    if (np && !(SDL_GetModState() & KMOD_CTRL)) {
        sv_grid g;
        int cx = 0, cy = 0, on = seat >= 0 && sv_grid_el(b, a, i, &g) >= 0 && sv_cell_at(&g, x, y, &cx, &cy);
        return sv_turn(b, sv_place_buf, np, sv_held(b, sv_place_buf, np), on, cx, cy, dy > 0 ? 1 : -1);
    }
    if (seat < 0 || seat >= 5) return 0;
    sv_grid g;
    sv_grid_el(b, a, i, &g);
    int z = b->view_state[seat] + (dy > 0 ? 1 : -1);
    if (z < 0) z = 0;
    if (z >= SV_ZOOM_STEPS) z = SV_ZOOM_STEPS - 1;
    if (z == b->view_state[seat]) return 0;
    if (!ui_hit(g.area, x, y)) x = g.area.x + g.area.w / 2, y = g.area.y + g.area.h / 2;
    /* the cell coordinate under the pointer, kept there at the new scale */
    float wx = (float)g.minx + (float)(x - g.ox) / (float)g.s, wy = (float)g.miny + (float)(y - g.oy) / (float)g.s;
    b->view_state[seat] = z;
    if (z == 0) {
        b->view_state[5 + seat] = b->view_state[10 + seat] = 0;
        return 1;
    }
    b->view_state[seat] = 0;
    sv_grid fit;
    sv_grid_el(b, a, i, &fit);
    b->view_state[seat] = z;
    float s2 = (float)(fit.s * SV_ZOOM_PCT[z] / 100);
    float ax = wx - (float)(x - (g.area.x + g.area.w / 2)) / s2, ay = wy - (float)(y - (g.area.y + g.area.h / 2)) / s2;
    b->view_state[5 + seat] = (int)(ax * 16.0f + (ax >= 0 ? 0.5f : -0.5f));
    b->view_state[10 + seat] = (int)(ay * 16.0f + (ay >= 0 ? 0.5f : -0.5f));
    return 1;
}

/* A drag over a zoomed kingdom pans it (the middle button, or the left one on a kingdom
 * where a click plays nothing); the whole kingdom (100 %) does not move. */
static int sv_drag(board_scene *b, app *a, int i, int dx, int dy) {
    int seat = sv_kingdom_seat(b->d->board.elements[i].id);
    if (seat < 0 || seat >= 5 || b->view_state[seat] <= 0) return 0;
    sv_grid g;
    sv_grid_el(b, a, i, &g);
    if (g.s <= 0) return 0;
    int mx = b->view_state[5 + seat] - dx * 16 / g.s, my = b->view_state[10 + seat] - dy * 16 / g.s;
    if (mx == b->view_state[5 + seat] && my == b->view_state[10 + seat]) return 0;
    /* the middle of the element stays within a few cells of the grid the rules allow */
    int lim = 16 * (SV_CELLS / 4);
    if (mx < -lim || mx > lim || my < -lim || my > lim) return 0;
    b->view_state[5 + seat] = mx;
    b->view_state[10 + seat] = my;
    return 1;
}

const board_view view_skye = {
    .game = "skye",
    .layout = sv_layout,
    .underlay = sv_underlay,
    .element = sv_element,
    .reads_state = sv_reads_state,
    .overlay = sv_overlay,
    .pick = sv_pick,
    .wheel = sv_wheel,
    .drag = sv_drag,
    .action_point = sv_action_point,
    .click = sv_click,
    .own_hover = sv_own_hover,
};
