/* text.c - lines, wrapping and ellipsis. */
#include "text.h"
#include <string.h>
#include "nemeton/util.h"

#define TEXT_LINE_MAX 512
static const char text_ellipsis[] = "\xE2\x80\xA6"; /* U+2026 */

static int text_cut_n;
static struct text_cut { char s[TEXT_LINE_MAX]; int max_w; } text_cut_list[TEXT_CUTS_KEPT];

int text_cuts_count(void) { return text_cut_n; }
const char *text_cut_get(int k, int *max_w) {
    if (k < 0 || k >= text_cut_n || k >= TEXT_CUTS_KEPT) return NULL;
    if (max_w) *max_w = text_cut_list[k].max_w;
    return text_cut_list[k].s;
}

/* Counts (and keeps) a string cut to fit max_w. */
static void text_cut_note(const char *s, int max_w) {
    if (text_cut_n < TEXT_CUTS_KEPT) {
        nm_strlcpy(text_cut_list[text_cut_n].s, s, TEXT_LINE_MAX);
        text_cut_list[text_cut_n].max_w = max_w;
    }
    text_cut_n++;
}

/* Texts the *_whole functions drew shortened to a clause, or left out, since the last
 * reset (short forms: not cuts, but the text-fit test lists them for the boards it holds
 * to it). */
static int text_short_n;
static char text_short_list[TEXT_CUTS_KEPT][TEXT_LINE_MAX];
int text_shorts_count(void) { return text_short_n; }
const char *text_short_get(int k) { return k >= 0 && k < text_short_n && k < TEXT_CUTS_KEPT ? text_short_list[k] : NULL; }
static void text_short_note(const char *s) {
    if (text_short_n < TEXT_CUTS_KEPT) nm_strlcpy(text_short_list[text_short_n], s, TEXT_LINE_MAX);
    text_short_n++;
}

/* The lines drawn since the last reset, by layer, for the overlap check. */
#define TEXT_DRAWN_MAX 4096
static int text_layer_now, text_drawn_n;
static struct text_drawn { SDL_Rect r; int layer; char s[64]; } text_drawn_list[TEXT_DRAWN_MAX];

void text_layer_next(void) { text_layer_now++; }

void text_cuts_reset(void) {
    text_cut_n = 0;
    text_short_n = 0;
    text_drawn_n = 0;
    text_layer_now = 0;
}


static void text_drawn_note(SDL_Rect r, const char *s) {
    if (text_drawn_n >= TEXT_DRAWN_MAX || !s || !*s) return;
    /* The ink, not the line's box: a fifth of the height off the top and bottom. */
    int inset = r.h / 5;
    struct text_drawn *d = &text_drawn_list[text_drawn_n++];
    d->r = (SDL_Rect){r.x, r.y + inset, r.w, r.h - 2 * inset};
    d->layer = text_layer_now;
    nm_strlcpy(d->s, s, sizeof d->s);
}

int text_overlaps(char *out, size_t n) {
    int count = 0;
    if (out && n) out[0] = '\0';
    for (int i = 0; i < text_drawn_n; i++)
        for (int j = i + 1; j < text_drawn_n; j++) {
            const struct text_drawn *p = &text_drawn_list[i], *q = &text_drawn_list[j];
            SDL_Rect in;
            if (p->layer != q->layer || !SDL_IntersectRect(&p->r, &q->r, &in)) continue;
            if (in.w <= 2 || in.h <= 2) continue; /* touching */
            if (strcmp(p->s, q->s) == 0) continue; /* drawn again, or its shadow */
            if (count == 0 && out)
                SDL_snprintf(out, n, "\"%s\" at %d,%d over \"%s\" at %d,%d", q->s, q->r.x, q->r.y, p->s,
                             p->r.x, p->r.y);
            count++;
        }
    return count;
}

int text_px(const app *a, float size) {
    float px = size * a->u;
    float floor_px = 14.0f * a->base;
    if (px < floor_px) px = floor_px;
    return (int)(px + 0.5f);
}

int text_width(app *a, font_role role, int px, const char *s) {
    return assets_text_width(a->assets, role, px, s);
}

int text_line_h(app *a, font_role role, int px) {
    TTF_Font *f = assets_font(a->assets, role, px);
    return f ? TTF_FontLineSkip(f) : px;
}

int text_draw(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
              const char *s) {
    int w = 0, h = 0;
    SDL_Texture *t = assets_text(a->assets, role, px, c, s, &w, &h);
    if (!t) return 0;
    if (al == TEXT_CENTRE) x -= w / 2;
    else if (al == TEXT_RIGHT) x -= w;
    SDL_Rect dst = {x, y, w, h}, clip, seen = dst;
    SDL_RenderGetClipRect(a->renderer, &clip);
    if (clip.w > 0 && clip.h > 0 && !SDL_IntersectRect(&dst, &clip, &seen)) seen.w = seen.h = 0;
    if (seen.w > 0 && seen.h > 0) text_drawn_note(seen, s); /* what shows of it */
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(a->renderer, t, NULL, &dst);
    return w;
}

/* The memo key of a fitting question about s at a font, size and width. */
static uint64_t text_fit_key(const char *what, font_role role, int px, int max_w, const char *s) {
    int head[3] = {(int)role, px, max_w};
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, what, strlen(what));
    key = nm_fnv1a(key, head, sizeof head);
    return nm_fnv1a(key, s, strlen(s));
}

int text_fit_px(app *a, font_role role, int px, int max_w, const char *s) {
    int floor_px = text_px(a, 0);
    if (px <= floor_px || !s || !*s) return px;
    uint64_t key = text_fit_key("fit-px", role, px, max_w, s);
    int got;
    if (assets_memo_get(a->assets, key, &got)) return got;
    int p = px;
    while (p > floor_px && text_width(a, role, p, s) > max_w) p--;
    assets_memo_put(a->assets, key, p);
    return p;
}

int text_box_fit_px(app *a, font_role role, int px, SDL_Rect box, const char *s, int min_px) {
    while (px > min_px && !text_box_fits(a, role, px, box, s)) px--;
    return px;
}

int text_fit_px_min(app *a, font_role role, int px, int max_w, const char *s, int min_px) {
    int p = text_fit_px(a, role, px, max_w, s);
    while (p > min_px && text_width(a, role, p, s) > max_w) p--;
    return p;
}

/* Length in bytes of the UTF-8 prefix of s that is one character shorter than len. */
static size_t text_back_one(const char *s, size_t len) {
    if (len == 0) return 0;
    len--;
    while (len > 0 && ((unsigned char)s[len] & 0xC0) == 0x80) len--;
    return len;
}

/* Bytes of the first `chars` characters of s. */
static size_t text_chars_bytes(const char *s, int chars) {
    size_t i = 0;
    while (s[i] && chars > 0) {
        i++;
        while (((unsigned char)s[i] & 0xC0) == 0x80) i++;
        chars--;
    }
    return i;
}

/* s cut to fit max_w with an ellipsis. The cut is found once (the font measures how many
 * characters fit, then the ellipsis is made room for) and remembered: shaping every
 * shorter prefix in turn cost more than the rest of a board's redraw. */
void text_ellipsize(app *a, font_role role, int px, int max_w, const char *s, char *out,
                    size_t n) {
    nm_strlcpy(out, s, n);
    if (text_width(a, role, px, out) <= max_w) return;
    uint64_t key = text_fit_key("ellipsis", role, px, max_w, out);
    int cut;
    size_t len = strlen(out);
    if (assets_memo_get(a->assets, key, &cut) && cut >= 0 && (size_t)cut <= len) {
        len = (size_t)cut;
    } else {
        TTF_Font *f = assets_font(a->assets, role, px);
        int room = max_w - text_width(a, role, px, text_ellipsis), extent = 0, count = 0;
        if (f && room > 0 && TTF_MeasureUTF8(f, out, room, &extent, &count) == 0) {
            size_t fit = text_chars_bytes(out, count) + 1; /* one past: the loop takes it back */
            if (fit < len) len = fit;
        }
        for (;;) {
            len = text_back_one(out, len);
            while (len > 0 && out[len - 1] == ' ') len--;
            if (len == 0) break;
            if (len + sizeof text_ellipsis > n) continue;
            memcpy(out + len, text_ellipsis, sizeof text_ellipsis);
            if (text_width(a, role, px, out) <= max_w) break;
            nm_strlcpy(out, s, n);
        }
        assets_memo_put(a->assets, key, (int)len);
    }
    if (len == 0) {
        nm_strlcpy(out, text_ellipsis, n);
        return;
    }
    if (len + sizeof text_ellipsis > n) len = n - sizeof text_ellipsis;
    memcpy(out + len, text_ellipsis, sizeof text_ellipsis);
}

int text_draw_fit(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
                  int max_w, const char *s) {
    /* A text not seen yet is shaped once, by drawing it: its texture gives its width, and
     * only when that is too wide is it cut (measuring first shaped it twice). */
    if (s && *s && !assets_text_width_known(a->assets, role, px, s)) {
        int w = 0, h = 0;
        if (assets_text(a->assets, role, px, c, s, &w, &h) && w <= max_w)
            return text_draw(a, role, px, c, x, y, al, s);
    }
    char buf[TEXT_LINE_MAX];
    text_ellipsize(a, role, px, max_w, s, buf, sizeof buf);
    if (s && strcmp(buf, s) != 0) text_cut_note(s, max_w);
    return text_draw(a, role, px, c, x, y, al, buf);
}

/* text_box, telling in *cut whether the text needed more room than the box. */
static int text_box_ex(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
                       const char *s, int draw, int *cut);

int text_box(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
             const char *s, int draw) {
    int cut = 0;
    return text_box_ex(a, role, px, c, box, al, s, draw, &cut);
}

int text_box_fits(app *a, font_role role, int px, SDL_Rect box, const char *s) {
    int cut = 0;
    text_box_ex(a, role, px, (SDL_Color){0, 0, 0, 255}, box, TEXT_LEFT, s, 0, &cut);
    return !cut;
}

/* The byte lengths of the prefixes of s that end at a clause: before ". ", "; ", " · ",
 * ": ", ", " or " (" (longest first); returns how many (at most max). */
static int text_clauses(const char *s, size_t *ends, int max) {
    static const char *const seps[] = {". ", "; ", " \xC2\xB7 ", ": ", ", ", " ("};
    int n = 0;
    for (size_t i = strlen(s); i > 0 && n < max; i--) {
        for (size_t k = 0; k < sizeof seps / sizeof seps[0]; k++) {
            size_t l = strlen(seps[k]);
            if (strncmp(s + i, seps[k], l) == 0) {
                ends[n++] = seps[k][0] == '.' ? i + 1 : i; /* a sentence keeps its full stop */
                break;
            }
        }
    }
    return n;
}

int text_draw_whole(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
                    int max_w, const char *s) {
    if (!s || !*s) return 0;
    if (text_width(a, role, px, s) <= max_w) return text_draw(a, role, px, c, x, y, al, s);
    text_short_note(s);
    size_t ends[48];
    int n = text_clauses(s, ends, 48);
    char buf[TEXT_LINE_MAX];
    for (int k = 0; k < n; k++) {
        if (ends[k] >= sizeof buf) continue;
        memcpy(buf, s, ends[k]);
        buf[ends[k]] = '\0';
        if (text_width(a, role, px, buf) <= max_w) return text_draw(a, role, px, c, x, y, al, buf);
    }
    return 0;
}

int text_box_whole(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
                   const char *s, int draw) {
    if (!s || !*s) return 0;
    if (text_box_fits(a, role, px, box, s)) return text_box(a, role, px, c, box, al, s, draw);
    if (draw) text_short_note(s);
    size_t ends[48];
    int n = text_clauses(s, ends, 48);
    char buf[TEXT_LINE_MAX * 2];
    for (int k = 0; k < n; k++) {
        if (ends[k] >= sizeof buf) continue;
        memcpy(buf, s, ends[k]);
        buf[ends[k]] = '\0';
        if (text_box_fits(a, role, px, box, buf)) return text_box(a, role, px, c, box, al, buf, draw);
    }
    return 0;
}

static int text_box_ex(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
                       const char *s, int draw, int *cut) {
    int lh = text_line_h(a, role, px);
    int max_lines = box.h / (lh > 0 ? lh : 1);
    if (max_lines < 1) max_lines = 1;
    int lines = 0;
    const char *p = s;
    char line[TEXT_LINE_MAX];
    while (*p && lines < max_lines) {
        if (*p == '\n') { p++; lines++; continue; }
        /* Grow the line word by word while it fits. */
        size_t best = 0;
        const char *q = p;
        for (;;) {
            const char *end = q;
            while (*end == ' ') end++;
            while (*end && *end != ' ' && *end != '\n') end++;
            size_t len = (size_t)(end - p);
            if (len >= sizeof line) break;
            memcpy(line, p, len);
            line[len] = '\0';
            if (best > 0 && text_width(a, role, px, line) > box.w) break;
            best = len;
            q = end;
            if (*end == '\0' || *end == '\n') break;
        }
        if (best == 0) best = strlen(p) < sizeof line - 1 ? strlen(p) : sizeof line - 1;
        memcpy(line, p, best);
        line[best] = '\0';
        if (text_width(a, role, px, line) > box.w) *cut = 1; /* one word wider than the box */
        p += best;
        while (*p == ' ') p++;
        int last = lines == max_lines - 1;
        if (last && *p && *p != '\n') *cut = 1;
        if (draw) {
            int x = al == TEXT_CENTRE ? box.x + box.w / 2 : al == TEXT_RIGHT ? box.x + box.w : box.x;
            if (last && *p && *p != '\n') { /* more text than room: end with an ellipsis */
                text_cut_note(s, box.w);
                char more[TEXT_LINE_MAX + 8];
                SDL_snprintf(more, sizeof more, "%s%s", line, " \xE2\x80\xA6");
                text_draw_fit(a, role, px, c, x, box.y + lines * lh, al, box.w, more);
            } else {
                text_draw_fit(a, role, px, c, x, box.y + lines * lh, al, box.w, line);
            }
        }
        lines++;
        if (*p == '\n') p++;
    }
    return lines * lh;
}
