/* text.c - lines, wrapping and ellipsis. */
#include "text.h"
#include <string.h>
#include "nemeton/util.h"

#define TEXT_LINE_MAX 512
static const char text_ellipsis[] = "\xE2\x80\xA6"; /* U+2026 */

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
    SDL_Rect dst = {x, y, w, h};
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
    return text_draw(a, role, px, c, x, y, al, buf);
}

int text_box(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
             const char *s, int draw) {
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
        p += best;
        while (*p == ' ') p++;
        int last = lines == max_lines - 1;
        if (draw) {
            int x = al == TEXT_CENTRE ? box.x + box.w / 2 : al == TEXT_RIGHT ? box.x + box.w : box.x;
            if (last && *p && *p != '\n') { /* more text than room: end with an ellipsis */
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
