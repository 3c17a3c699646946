/* ui.c - the look: geometry-drawn rounded panels, glows, shapes and buttons. */
#include "ui.h"
#include <math.h>
#include "nemeton/util.h"
#include "text.h"

const SDL_Color ui_ink = {42, 30, 20, 255};
const SDL_Color ui_ink_soft = {96, 74, 50, 255};
const SDL_Color ui_cream = {242, 230, 200, 255};
const SDL_Color ui_cream_dim = {196, 180, 146, 255};
const SDL_Color ui_gold = {217, 169, 58, 255};
const SDL_Color ui_gold_light = {246, 212, 112, 255};
const SDL_Color ui_parchment = {246, 236, 210, 255};
const SDL_Color ui_parchment_edge = {222, 200, 152, 255};
const SDL_Color ui_wood = {74, 52, 34, 255};
const SDL_Color ui_wood_dark = {40, 28, 19, 255};
const SDL_Color ui_forest = {44, 88, 58, 255};
const SDL_Color ui_shadow_col = {0, 0, 0, 110};

/* Okabe-Ito: orange, sky blue, bluish green, yellow, blue, vermillion. */
static const SDL_Color seat_colors[6] = {
    {230, 159, 0, 255}, {86, 180, 233, 255}, {0, 158, 115, 255},
    {240, 228, 66, 255}, {0, 114, 178, 255}, {213, 94, 0, 255}};

#define UI_ARC 8 /* segments per rounded corner */
#define UI_RING (4 * (UI_ARC + 1))
#define UI_PI 3.14159265f

int ui_s(const app *a, float v) { return (int)(v * a->u + 0.5f); }

int ui_hit(SDL_Rect r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

SDL_Color ui_mix(SDL_Color c0, SDL_Color c1, float t) {
    SDL_Color c;
    c.r = (Uint8)(c0.r + (c1.r - c0.r) * t);
    c.g = (Uint8)(c0.g + (c1.g - c0.g) * t);
    c.b = (Uint8)(c0.b + (c1.b - c0.b) * t);
    c.a = (Uint8)(c0.a + (c1.a - c0.a) * t);
    return c;
}

SDL_Color ui_seat_color(int seat) {
    return seat >= 0 ? seat_colors[seat % 6] : ui_cream_dim;
}

ui_shape_kind ui_seat_shape(int seat) {
    return (ui_shape_kind)((seat < 0 ? 0 : seat) % UI_SHAPE_COUNT);
}

/* The corners of a rounded rectangle grown by `grow` pixels: the box of their centres
 * (x0, y0, x1, y1) and their radius. */
static float ui_ring_corners(SDL_Rect rc, float rad, float grow, float box[4]) {
    float w = (float)rc.w, h = (float)rc.h;
    if (rad > w / 2) rad = w / 2;
    if (rad > h / 2) rad = h / 2;
    if (rad < 0) rad = 0;
    /* Shrinking past the corner radius moves the corner centres inwards instead. */
    float r = rad + grow, in = 0;
    if (r < 0) {
        in = -r;
        r = 0;
    }
    float lim = (w < h ? w : h) / 2 - rad;
    if (in > lim) in = lim > 0 ? lim : 0;
    box[0] = rc.x + rad + in;
    box[1] = rc.y + rad + in;
    box[2] = rc.x + w - rad - in;
    box[3] = rc.y + h - rad - in;
    return r;
}

/* Points around a rounded rectangle grown by `grow` pixels (UI_RING of them). */
static void ui_ring(SDL_Rect rc, float rad, float grow, SDL_FPoint *p) {
    float box[4];
    float r = ui_ring_corners(rc, rad, grow, box);
    float cx[4] = {box[2], box[0], box[0], box[2]};
    float cy[4] = {box[3], box[3], box[1], box[1]};
    int k = 0;
    for (int c = 0; c < 4; c++) {
        for (int i = 0; i <= UI_ARC; i++) {
            float ang = (c * 90.0f + i * 90.0f / UI_ARC) * UI_PI / 180.0f;
            p[k].x = cx[c] + cosf(ang) * r;
            p[k].y = cy[c] + sinf(ang) * r;
            k++;
        }
    }
}

static SDL_Vertex ui_vtx(SDL_FPoint p, SDL_Color c) {
    SDL_Vertex v;
    v.position = p;
    v.color = c;
    v.tex_coord.x = v.tex_coord.y = 0;
    return v;
}

/* Draws triangles; opaque ones without blending, which the software renderer fills
 * directly instead of through a temporary surface per triangle. */
static void ui_geometry(SDL_Renderer *r, const SDL_Vertex *v, int nv, const int *idx, int ni) {
    int opaque = 1;
    for (int i = 0; i < nv && opaque; i++) opaque = v[i].color.a == 255;
    if (opaque) SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_RenderGeometry(r, NULL, v, nv, idx, ni);
    if (opaque) SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
}

/* Triangles written as they are, alpha included, without blending (into a clear sprite). */
static void ui_geometry_write(SDL_Renderer *r, const SDL_Vertex *v, int nv, const int *idx, int ni) {
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_RenderGeometry(r, NULL, v, nv, idx, ni);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
}

static void ui_fill_raw(SDL_Renderer *r, SDL_Rect rc, float rad, SDL_Color top, SDL_Color bottom,
                        int write) {
    if (rc.w <= 0 || rc.h <= 0) return;
    /* Horizontal slices between matching left and right ring points: thin triangles keep
     * the software rasteriser's work close to the area filled. The ring runs bottom-right,
     * bottom-left, top-left, top-right; point i on the right pairs with the mirrored point
     * on the left. */
    SDL_FPoint p[UI_RING];
    SDL_Vertex v[UI_RING];
    int idx[UI_RING * 3];
    ui_ring(rc, rad, 0, p);
    int half = UI_RING / 2, n = 0, ni = 0;
    /* Right side from top to bottom: top-right corner (reversed), then bottom-right. */
    int right[UI_RING / 2], left[UI_RING / 2];
    for (int i = 0; i <= UI_ARC; i++) right[i] = 3 * (UI_ARC + 1) + i;      /* top-right */
    for (int i = 0; i <= UI_ARC; i++) right[UI_ARC + 1 + i] = i;              /* bottom-right */
    for (int i = 0; i <= UI_ARC; i++) left[i] = 3 * (UI_ARC + 1) - 1 - i;     /* top-left */
    for (int i = 0; i <= UI_ARC; i++) left[UI_ARC + 1 + i] = 2 * (UI_ARC + 1) - 1 - i; /* bottom-left */
    for (int k = 0; k < half; k++) {
        SDL_FPoint pr = p[right[k]], pl = p[left[k]];
        float tr = (pr.y - rc.y) / (float)rc.h, tl = (pl.y - rc.y) / (float)rc.h;
        v[n++] = ui_vtx(pl, ui_mix(top, bottom, tl < 0 ? 0 : tl > 1 ? 1 : tl));
        v[n++] = ui_vtx(pr, ui_mix(top, bottom, tr < 0 ? 0 : tr > 1 ? 1 : tr));
    }
    for (int k = 0; k + 1 < half; k++) {
        int a0 = 2 * k, a1 = 2 * k + 1, b0 = 2 * k + 2, b1 = 2 * k + 3;
        idx[ni++] = a0; idx[ni++] = a1; idx[ni++] = b1;
        idx[ni++] = a0; idx[ni++] = b1; idx[ni++] = b0;
    }
    if (write) ui_geometry_write(r, v, n, idx, ni);
    else ui_geometry(r, v, n, idx, ni);
}

static void ui_band(SDL_Renderer *r, SDL_Rect rc, float rad, float g0, float g1, SDL_Color c0,
                    SDL_Color c1, int write);

static void ui_radial_raw(SDL_Renderer *r, SDL_Rect rc, float rad, SDL_Color centre, SDL_Color rim) {
    /* The centre colour, darkened towards the rim by a band fading inwards. */
    ui_fill_raw(r, rc, rad, centre, centre, 0);
    float depth = (rc.w < rc.h ? rc.w : rc.h) * 0.3f;
    if (depth > 48) depth = 48;
    SDL_Color clear = rim;
    clear.a = 0;
    ui_band(r, rc, rad, -depth, 0, clear, rim, 0);
}

/* A band between two rings grown by g0 and g1, coloured c0 and c1; written without
 * blending when `write` (the only thing drawn into a clear sprite). */
static void ui_band(SDL_Renderer *r, SDL_Rect rc, float rad, float g0, float g1, SDL_Color c0,
                    SDL_Color c1, int write) {
    SDL_FPoint p0[UI_RING], p1[UI_RING];
    SDL_Vertex v[2 * UI_RING];
    int idx[UI_RING * 6];
    int n = 0;
    ui_ring(rc, rad, g0, p0);
    ui_ring(rc, rad, g1, p1);
    for (int i = 0; i < UI_RING; i++) {
        v[i] = ui_vtx(p0[i], c0);
        v[UI_RING + i] = ui_vtx(p1[i], c1);
    }
    /* Degenerate triangles (a collapsed ring repeats its points) are left out: the software
     * renderer's pairing of triangles into quads mishandles them. */
    for (int i = 0; i < UI_RING; i++) {
        int j = (i + 1) % UI_RING;
        int same0 = p0[i].x == p0[j].x && p0[i].y == p0[j].y;
        int same1 = p1[i].x == p1[j].x && p1[i].y == p1[j].y;
        if (!same1) { idx[n++] = i; idx[n++] = UI_RING + i; idx[n++] = UI_RING + j; }
        if (!same0) { idx[n++] = i; idx[n++] = UI_RING + j; idx[n++] = j; }
    }
    if (write) ui_geometry_write(r, v, 2 * UI_RING, idx, n);
    else ui_geometry(r, v, 2 * UI_RING, idx, n);
}


/* The soft parts of the look: shadows, glows and radial panels are blended triangles,
 * which the software renderer draws through a temporary surface per triangle (a panel's
 * shadow and body cost about 2 ms). Each is drawn once per size and look into a sprite
 * and copied afterwards. A sprite holds straight alpha: its band is written into the clear
 * texture without blending, so copying it with blending gives what drawing it would. */
typedef enum ui_soft_kind {
    UI_SOFT_SHADOW, UI_SOFT_GLOW, UI_SOFT_RADIAL, UI_SOFT_FILL, UI_SOFT_FRAME, UI_SOFT_SHAPE
} ui_soft_kind;

/* Everything a sprite's pixels depend on (its cache key). A shape is drawn around its
 * centre at (fx, fy) inside a w x h box, so that a fractional position looks the same. */
typedef struct ui_soft_look {
    int kind;
    int w, h;
    float rad, size;
    SDL_Color c0, c1;
    int shape;
    float fx, fy;
} ui_soft_look;

static void ui_shape_raw(SDL_Renderer *r, ui_shape_kind k, float cx, float cy, float radius,
                         SDL_Color fill);

/* Draws the look with rc at (x, y); band writes straight alpha when into a sprite. */
static void ui_soft_draw(SDL_Renderer *r, const ui_soft_look *l, int x, int y, int sprite) {
    SDL_Rect rc = {x, y, l->w, l->h};
    SDL_Color clear = l->c0;
    clear.a = 0;
    switch (l->kind) {
    case UI_SOFT_SHADOW:
        rc.y += (int)(l->size * 0.35f);
        ui_band(r, rc, l->rad, -l->size * 0.5f, l->size, l->c0, clear, sprite);
        break;
    case UI_SOFT_GLOW:
        ui_band(r, rc, l->rad, 0, l->size, l->c0, clear, sprite);
        break;
    case UI_SOFT_FILL:
        ui_fill_raw(r, rc, l->rad, l->c0, l->c1, sprite);
        break;
    case UI_SOFT_FRAME:
        ui_band(r, rc, l->rad, -l->size, 0, l->c0, l->c0, sprite);
        break;
    case UI_SOFT_SHAPE:
        ui_shape_raw(r, (ui_shape_kind)l->shape, x + l->fx, y + l->fy, l->rad, l->c0);
        break;
    default:
        ui_radial_raw(r, rc, l->rad, l->c0, l->c1);
        break;
    }
}

/* The largest upright rectangle strictly inside the ring of rc grown by grow (the same
 * corners as ui_ring: a bar between opposite straight edges), less a pixel of safety on
 * each side; empty when there is none. */
static SDL_Rect ui_ring_inside(SDL_Rect rc, float rad, float grow) {
    float box[4];
    float r = ui_ring_corners(rc, rad, grow, box);
    float x0 = box[0], y0 = box[1], x1 = box[2], y1 = box[3];
    /* The bar between the top and bottom edges, or the one between the sides. */
    float tall = (x1 - x0) * (y1 - y0 + 2 * r), wide = (x1 - x0 + 2 * r) * (y1 - y0);
    if (tall >= wide) {
        y0 -= r;
        y1 += r;
    } else {
        x0 -= r;
        x1 += r;
    }
    int ix0 = (int)ceilf(x0) + 1, iy0 = (int)ceilf(y0) + 1;
    int ix1 = (int)floorf(x1) - 1, iy1 = (int)floorf(y1) - 1;
    if (ix1 <= ix0 || iy1 <= iy0) return (SDL_Rect){0, 0, 0, 0};
    return (SDL_Rect){ix0, iy0, ix1 - ix0, iy1 - iy0};
}

/* Where a look's sprite (its rect at (m, m)) is left clear: inside the inner ring of a
 * shadow, a glow or a frame, which are bands; nothing for the filled looks. */
static SDL_Rect ui_soft_hole(const ui_soft_look *l, int m, int dy) {
    SDL_Rect rc = {m, m, l->w, l->h};
    switch (l->kind) {
    case UI_SOFT_SHADOW:
        rc.y += dy;
        return ui_ring_inside(rc, l->rad, -l->size * 0.5f);
    case UI_SOFT_GLOW:
        return ui_ring_inside(rc, l->rad, 0);
    case UI_SOFT_FRAME:
        return ui_ring_inside(rc, l->rad, -l->size);
    default:
        return (SDL_Rect){0, 0, 0, 0};
    }
}

static void ui_soft(app *a, const ui_soft_look *l, SDL_Rect rc) {
    if (rc.w <= 0 || rc.h <= 0) return;
    SDL_Renderer *r = a->renderer;
    int m = l->kind == UI_SOFT_GLOW || l->kind == UI_SOFT_SHADOW ? (int)ceilf(l->size) + 2 : 0;
    int dy = l->kind == UI_SOFT_SHADOW ? (int)(l->size * 0.35f) : 0;
    SDL_Rect area = {rc.x - m, rc.y - m, rc.w + 2 * m, rc.h + 2 * m + dy};
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, l, sizeof *l);
    /* A look drawn once (a title screen's panel) is drawn directly: a sprite pays off from
     * its second use on. */
    int seen = 0;
    if (a->assets && !assets_memo_get(a->assets, key, &seen)) assets_memo_put(a->assets, key, 1);
    int fresh = 0;
    SDL_Texture *t = a->assets && seen ? assets_sprite(a->assets, key, area.w, area.h, &fresh) : NULL;
    if (!t) {
        ui_soft_draw(r, l, rc.x, rc.y, 0);
        return;
    }
    if (fresh) {
        /* Drawing into the sprite resets the clip and viewport of the current target. */
        SDL_Texture *old = SDL_GetRenderTarget(r);
        SDL_Rect clip, view;
        SDL_bool clipped = SDL_RenderIsClipEnabled(r);
        SDL_RenderGetClipRect(r, &clip);
        SDL_RenderGetViewport(r, &view);
        if (SDL_SetRenderTarget(r, t) != 0) {
            ui_soft_draw(r, l, rc.x, rc.y, 0);
            return;
        }
        SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
        SDL_RenderClear(r);
        ui_soft_draw(r, l, m, m, 1);
        SDL_SetRenderTarget(r, old);
        SDL_RenderSetViewport(r, &view);
        SDL_RenderSetClipRect(r, clipped ? &clip : NULL);
    }
    SDL_Rect hole = ui_soft_hole(l, m, dy);
    if (hole.w <= 0 || hole.h <= 0) {
        SDL_RenderCopy(r, t, NULL, &area);
        return;
    }
    /* A band's sprite is clear inside: only the four strips around its hole are copied,
     * which changes no pixel and spares the blending of the middle. */
    const SDL_Rect strip[4] = {
        {0, 0, area.w, hole.y},
        {0, hole.y + hole.h, area.w, area.h - hole.y - hole.h},
        {0, hole.y, hole.x, hole.h},
        {hole.x + hole.w, hole.y, area.w - hole.x - hole.w, hole.h},
    };
    for (int k = 0; k < 4; k++) {
        if (strip[k].w <= 0 || strip[k].h <= 0) continue;
        SDL_Rect dst = {area.x + strip[k].x, area.y + strip[k].y, strip[k].w, strip[k].h};
        SDL_RenderCopy(r, t, &strip[k], &dst);
    }
}

void ui_round_fill(app *a, SDL_Rect rc, float rad, SDL_Color top, SDL_Color bottom) {
    ui_soft_look l = {UI_SOFT_FILL, rc.w, rc.h, rad, 0, top, bottom, 0, 0, 0};
    ui_soft(a, &l, rc);
}

void ui_round_frame(app *a, SDL_Rect rc, float rad, float thick, SDL_Color c) {
    if (thick < 1) thick = 1;
    /* A band grown inwards (the rect shrunk, the same corner centres). */
    ui_soft_look l = {UI_SOFT_FRAME, rc.w, rc.h, rad, thick, c, c, 0, 0, 0};
    ui_soft(a, &l, rc);
}

void ui_round_radial(app *a, SDL_Rect rc, float rad, SDL_Color centre, SDL_Color rim) {
    ui_soft_look l = {UI_SOFT_RADIAL, rc.w, rc.h, rad, 0, centre, rim, 0, 0, 0};
    ui_soft(a, &l, rc);
}

void ui_glow(app *a, SDL_Rect rc, float rad, float size, SDL_Color c) {
    ui_soft_look l = {UI_SOFT_GLOW, rc.w, rc.h, rad, size, c, c, 0, 0, 0};
    ui_soft(a, &l, rc);
}

void ui_legal_frame(app *a, SDL_Rect rc, float rad, int legal, int hot) {
    if (!legal) return;
    SDL_Color g = ui_gold_light;
    g.a = hot ? 230 : 160;
    ui_glow(a, rc, rad, (float)ui_s(a, hot ? 14 : 9), g);
    ui_round_frame(a, rc, rad, (float)ui_s(a, hot ? 3.5f : 2.5f), ui_gold_light);
}

void ui_shadow(app *a, SDL_Rect rc, float rad, float size) {
    /* Only a band: the panel drawn next covers the middle. */
    ui_soft_look l = {UI_SOFT_SHADOW, rc.w, rc.h, rad, size, ui_shadow_col, ui_shadow_col, 0, 0, 0};
    ui_soft(a, &l, rc);
}

/* Fan from the centre over n outline points (the shapes are star-shaped around it).
 * Each triangle gets its own vertices, the centre nudged by 1/1024 px on every other one:
 * the software renderer turns pairs of triangles it takes for a rectangle into a filled
 * rectangle, and some fans (a diamond) fool that test. */
static void ui_fan(SDL_Renderer *r, float cx, float cy, const SDL_FPoint *p, int n, SDL_Color c) {
    SDL_Vertex v[64 * 3];
    if (n > 64) n = 64;
    for (int i = 0; i < n; i++) {
        v[i * 3] = ui_vtx((SDL_FPoint){cx + (i % 2) / 1024.0f, cy}, c);
        v[i * 3 + 1] = ui_vtx(p[i], c);
        v[i * 3 + 2] = ui_vtx(p[(i + 1) % n], c);
    }
    ui_geometry(r, v, n * 3, NULL, 0);
}

static int ui_shape_points(ui_shape_kind k, float cx, float cy, float rad, SDL_FPoint *p) {
    int n = 0;
    switch (k) {
    case UI_SHAPE_CIRCLE:
        for (int i = 0; i < 40; i++) {
            float t = i * 2 * UI_PI / 40;
            p[n++] = (SDL_FPoint){cx + cosf(t) * rad, cy + sinf(t) * rad};
        }
        break;
    case UI_SHAPE_SQUARE: {
        float s = rad * 0.85f;
        p[n++] = (SDL_FPoint){cx - s, cy - s};
        p[n++] = (SDL_FPoint){cx + s, cy - s};
        p[n++] = (SDL_FPoint){cx + s, cy + s};
        p[n++] = (SDL_FPoint){cx - s, cy + s};
        break;
    }
    case UI_SHAPE_TRIANGLE:
        for (int i = 0; i < 3; i++) {
            float t = -UI_PI / 2 + i * 2 * UI_PI / 3;
            p[n++] = (SDL_FPoint){cx + cosf(t) * rad * 1.1f, cy + 0.15f * rad + sinf(t) * rad * 1.1f};
        }
        break;
    case UI_SHAPE_DIAMOND:
        p[n++] = (SDL_FPoint){cx, cy - rad * 1.1f};
        p[n++] = (SDL_FPoint){cx + rad * 0.9f, cy};
        p[n++] = (SDL_FPoint){cx, cy + rad * 1.1f};
        p[n++] = (SDL_FPoint){cx - rad * 0.9f, cy};
        break;
    case UI_SHAPE_STAR:
        for (int i = 0; i < 10; i++) {
            float t = -UI_PI / 2 + i * UI_PI / 5;
            float rr = (i % 2) ? rad * 0.5f : rad * 1.1f;
            p[n++] = (SDL_FPoint){cx + cosf(t) * rr, cy + 0.08f * rad + sinf(t) * rr};
        }
        break;
    default: { /* cross */
        float a = rad * 0.95f, b = rad * 0.36f;
        const float xy[12][2] = {{-b, -a}, {b, -a}, {b, -b}, {a, -b}, {a, b}, {b, b},
                                 {b, a}, {-b, a}, {-b, b}, {-a, b}, {-a, -b}, {-b, -b}};
        for (int i = 0; i < 12; i++) p[n++] = (SDL_FPoint){cx + xy[i][0], cy + xy[i][1]};
        break;
    }
    }
    return n;
}

static void ui_shape_raw(SDL_Renderer *r, ui_shape_kind k, float cx, float cy, float radius,
                         SDL_Color fill) {
    SDL_FPoint p[48];
    float edge = radius * 0.18f < 1.5f ? 1.5f : radius * 0.18f;
    SDL_Color dark = {30, 22, 14, 255};
    int n = ui_shape_points(k, cx, cy, radius + edge, p);
    ui_fan(r, cx, cy, p, n, dark);
    n = ui_shape_points(k, cx, cy, radius, p);
    ui_fan(r, cx, cy, p, n, fill);
}

/* Shapes are fans of up to 40 triangles each: a sprite per shape, size and colour. */
void ui_shape(app *a, ui_shape_kind k, float cx, float cy, float radius, SDL_Color fill) {
    if (radius <= 0) return;
    float reach = radius * 1.6f + 3; /* the outline with its edge stays inside */
    int x0 = (int)floorf(cx - reach), y0 = (int)floorf(cy - reach);
    int side = (int)ceilf(2 * reach) + 2;
    SDL_Rect box = {x0, y0, side, side};
    /* The centre to a quarter pixel: pips along a track reuse a few sprites. */
    float fx = floorf((cx - x0) * 4 + 0.5f) / 4, fy = floorf((cy - y0) * 4 + 0.5f) / 4;
    ui_soft_look l = {UI_SOFT_SHAPE, side, side, radius, 0, fill, fill, (int)k, fx, fy};
    ui_soft(a, &l, box);
}

void ui_facing_dart(app *a, float cx, float cy, float rad, int deg, float tip, float base,
                    float width) {
    double t = deg * 3.14159265358979 / 180.0;
    float dx = (float)SDL_sin(t), dy = (float)-SDL_cos(t);
    float bx = cx + dx * rad * base, by = cy + dy * rad * base, w = rad * width;
    SDL_Vertex vx[3] = {
        {{cx + dx * rad * tip, cy + dy * rad * tip}, ui_gold_light, {0, 0}},
        {{bx - dy * w, by + dx * w}, ui_gold, {0, 0}},
        {{bx + dy * w, by - dx * w}, ui_gold, {0, 0}},
    };
    SDL_RenderGeometry(a->renderer, NULL, vx, 3, NULL, 0);
}

void ui_seat_token(app *a, int seat, int cx, int cy, int radius) {
    ui_shape(a, ui_seat_shape(seat), (float)cx, (float)cy, (float)radius, ui_seat_color(seat));
}

void ui_table(app *a) {
    SDL_Rect all = {0, 0, a->w, a->h};
    /* The wood is soft: rasterised at a quarter of the size and stretched (with linear
     * filtering), it looks the same and keeps the first frame quick. The stretched wood is
     * kept at the window's size (a layer), so that later frames copy it pixel for pixel:
     * stretching 2560x1440 with filtering costs the software renderer about 8 ms a frame. */
    SDL_Texture *t = assets_svg(a->assets, "ui/table", (a->w + 3) / 4, (a->h + 3) / 4);
    int fresh = 0;
    SDL_Texture *wood = t ? assets_layer(a->assets, 0x7461626c65ULL /* "table" */, a->w, a->h, &fresh) : NULL;
    if (wood && fresh) {
        SDL_Texture *old = SDL_GetRenderTarget(a->renderer);
        if (SDL_SetRenderTarget(a->renderer, wood) != 0) {
            wood = NULL;
        } else {
            SDL_RenderCopy(a->renderer, t, NULL, &all);
            SDL_SetRenderTarget(a->renderer, old);
        }
    }
    if (wood) {
        SDL_RenderCopy(a->renderer, wood, NULL, &all);
    } else if (t) {
        SDL_RenderCopy(a->renderer, t, NULL, &all);
    } else {
        SDL_Color top = {46, 34, 24, 255}, bottom = {24, 18, 13, 255};
        ui_round_fill(a, all, 0, top, bottom);
    }
}

void ui_parchment_panel(app *a, SDL_Rect rc) {
    float rad = (float)ui_s(a, 10);
    ui_shadow(a, rc, rad, (float)ui_s(a, 10));
    ui_round_radial(a, rc, rad, ui_parchment, ui_parchment_edge);
    SDL_Color rim = {150, 112, 64, 255};
    ui_round_frame(a, rc, rad, (float)ui_s(a, 1.5f), rim);
}

void ui_wood_panel(app *a, SDL_Rect rc) {
    float rad = (float)ui_s(a, 12);
    SDL_Color top = {70, 50, 33, 255}, bottom = {46, 32, 22, 255};
    ui_shadow(a, rc, rad, (float)ui_s(a, 12));
    ui_round_fill(a, rc, rad, top, bottom);
    SDL_Color rim = ui_gold;
    rim.a = 200;
    ui_round_frame(a, rc, rad, (float)ui_s(a, 1.5f), rim);
}

void ui_dim(app *a, Uint8 alpha) {
    SDL_SetRenderDrawColor(a->renderer, 10, 8, 5, alpha);
    SDL_RenderFillRect(a->renderer, NULL);
}

void ui_icon(app *a, const char *name, SDL_Rect rc, SDL_Color c) {
    char full[80];
    SDL_snprintf(full, sizeof full, "ui/%s", name);
    SDL_Texture *t = assets_svg(a->assets, full, rc.w, rc.h);
    if (!t) return;
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(a->renderer, t, NULL, &rc);
}

void ui_button(app *a, SDL_Rect rc, const char *text, const char *icon, ui_button_style st,
               int enabled) {
    int hot = enabled && ui_hit(rc, a->mouse_x, a->mouse_y);
    float rad = (float)ui_s(a, 8);
    SDL_Color top, bottom, fg, rim = ui_gold;
    switch (st) {
    case UI_BTN_PRIMARY:
        top = (SDL_Color){62, 118, 78, 255};
        bottom = (SDL_Color){36, 76, 48, 255};
        fg = ui_cream;
        break;
    case UI_BTN_SELECTED:
        top = ui_gold_light;
        bottom = ui_gold;
        fg = ui_ink;
        rim = (SDL_Color){120, 84, 30, 255};
        break;
    case UI_BTN_QUIET:
        top = (SDL_Color){236, 222, 188, 255};
        bottom = (SDL_Color){214, 194, 150, 255};
        fg = ui_ink;
        rim = (SDL_Color){150, 112, 64, 255};
        break;
    default:
        top = (SDL_Color){92, 66, 44, 255};
        bottom = (SDL_Color){58, 41, 28, 255};
        fg = ui_cream;
        break;
    }
    if (hot) {
        top = ui_mix(top, (SDL_Color){255, 240, 200, 255}, 0.18f);
        bottom = ui_mix(bottom, (SDL_Color){255, 240, 200, 255}, 0.12f);
    }
    if (!enabled && st == UI_BTN_QUIET) { /* on parchment: fade out */
        top.a = bottom.a = 110;
        fg.a = 110;
        rim.a = 90;
    } else if (!enabled) {
        top = ui_mix(top, ui_wood_dark, 0.55f);
        bottom = ui_mix(bottom, ui_wood_dark, 0.55f);
        fg = ui_mix(fg, ui_wood_dark, 0.5f);
        rim = ui_mix(rim, ui_wood_dark, 0.6f);
    }
    ui_shadow(a, rc, rad, (float)ui_s(a, 5));
    ui_round_fill(a, rc, rad, top, bottom);
    if (hot) ui_glow(a, rc, rad, (float)ui_s(a, 6), (SDL_Color){246, 212, 112, 120});
    ui_round_frame(a, rc, rad, (float)ui_s(a, hot ? 2.0f : 1.5f), rim);
    int isz = icon ? rc.h * 11 / 20 : 0;
    int gap = icon && text ? ui_s(a, 8) : 0;
    int maxw = rc.w - ui_s(a, 16) - isz - gap;
    if (icon && text && text_width(a, FONT_DISPLAY, text_px(a, 0), text) > maxw) {
        isz = gap = 0; /* too narrow for both: the words matter more */
        maxw = rc.w - ui_s(a, 16);
    }
    int px = text ? text_fit_px(a, FONT_DISPLAY, text_px(a, TEXT_LABEL), maxw, text) : 0;
    int tw = text ? text_width(a, FONT_DISPLAY, px, text) : 0;
    if (tw > maxw) tw = maxw;
    int x = rc.x + (rc.w - (isz + gap + tw)) / 2;
    if (isz) {
        SDL_Rect ir = {x, rc.y + (rc.h - isz) / 2, isz, isz};
        ui_icon(a, icon, ir, fg);
    }
    if (text) {
        int lh = text_line_h(a, FONT_DISPLAY, px);
        text_draw_fit(a, FONT_DISPLAY, px, fg, x + isz + gap, rc.y + (rc.h - lh) / 2, TEXT_LEFT,
                      maxw, text);
    }
}

void ui_icon_button(app *a, SDL_Rect rc, const char *icon, int enabled) {
    ui_button(a, rc, NULL, icon, UI_BTN_NORMAL, enabled);
}

void ui_heading(app *a, const char *text, int cx, int y, float size) {
    int px = text_px(a, size);
    SDL_Color sh = {0, 0, 0, 150};
    int off = ui_s(a, 2) > 1 ? ui_s(a, 2) : 1;
    text_draw(a, FONT_DISPLAY, px, sh, cx + off, y + off, TEXT_CENTRE, text);
    text_draw(a, FONT_DISPLAY, px, ui_gold_light, cx, y, TEXT_CENTRE, text);
}
