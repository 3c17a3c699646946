/* assets.c - font, SVG and text caches. */
#include "assets.h"
#include <SDL_image.h>
#include <stdlib.h>
#include <string.h>
#include "nemeton/util.h"

#define ASSETS_FONTS 48
#define ASSETS_SVGS 192
#define ASSETS_TEXTS 768
#define ASSETS_TEXT_KEEP 512 /* evict text unused this frame above this count */

typedef struct font_entry {
    font_role role;
    int px;
    TTF_Font *font;
} font_entry;

typedef struct svg_entry {
    uint64_t key;
    char name[64];
    int w, h;
    SDL_Texture *tex; /* NULL when the file is missing or broken */
    Uint32 used;
} svg_entry;

#define ASSETS_HINTS 4096

typedef struct text_entry {
    uint64_t key;
    SDL_Texture *tex;
    int w, h;
    Uint32 used;
} text_entry;

#define ASSETS_LAYERS 4
#define ASSETS_SPRITES 512
#define ASSETS_SPRITE_PIXELS (8 << 20) /* 32 MB of sprites at most */

typedef struct sprite_entry {
    uint64_t key;
    int w, h;
    SDL_Texture *tex;
    Uint32 used;
} sprite_entry;

typedef struct layer_entry {
    uint64_t key;
    int w, h;
    SDL_Texture *tex;
    Uint32 used;
} layer_entry;

struct assets {
    SDL_Renderer *r;
    layer_entry layers[ASSETS_LAYERS];
    sprite_entry sprites[ASSETS_SPRITES];
    int sprite_count;
    long long sprite_pixels;
    int sprite_hint[ASSETS_HINTS];
    char root[512];
    const char *const *mod_dirs; /* mods whose art/ folders come before the root's */
    int mod_count;
    font_entry fonts[ASSETS_FONTS];
    int font_count;
    svg_entry svgs[ASSETS_SVGS];
    int svg_count;
    text_entry texts[ASSETS_TEXTS];
    int text_count;
    /* Where a text texture was last found, by the low bits of its key: most lookups
     * skip the scan. */
    int text_hint[ASSETS_HINTS];
    /* Widths of measured strings, direct-mapped by key (layout measures the same labels
     * every time a board is drawn). */
    struct { uint64_t key; int w; } widths[ASSETS_HINTS];
    struct { uint64_t key; int yes; } has_svg[ASSETS_HINTS];
    struct { uint64_t key; int value; } memo[ASSETS_HINTS];
    Uint32 frame;
    Uint32 opaque_format;
    /* One SVG rasterised on a worker thread (assets_svg_prefetch): the board's art while
     * the board says it is preparing, so that no frame waits for it. */
    struct {
        char name[64], path[700];
        int w, h;
        SDL_Thread *thread;
        SDL_Surface *surface;
        SDL_atomic_t done;
    } pre;
};

static const char *const font_files[FONT_ROLES] = {
    "fonts/EBGaramond12-Regular.otf", "fonts/EBGaramond12-Italic.otf", "fonts/Cardo-Bold.ttf"};

static void assets_path(const assets *as, const char *rel, char *buf, size_t n) {
    SDL_snprintf(buf, n, "%s/%s", as->root, rel);
}

assets *assets_create(SDL_Renderer *r, const char *root, char *err, size_t n) {
    assets *as = calloc(1, sizeof *as);
    if (!as) {
        SDL_snprintf(err, n, "out of memory");
        return NULL;
    }
    as->r = r;
    /* A window's surface (software renderer: the dummy driver's and X11's are XRGB) or
     * else the ARGB canvas of headless runs. */
    SDL_Window *win = SDL_RenderGetWindow(r);
    Uint32 wf = win ? SDL_GetWindowPixelFormat(win) : SDL_PIXELFORMAT_UNKNOWN;
    as->opaque_format = wf == SDL_PIXELFORMAT_RGB888 || wf == SDL_PIXELFORMAT_BGR888 ||
                                wf == SDL_PIXELFORMAT_ARGB8888 || wf == SDL_PIXELFORMAT_ABGR8888
                            ? wf
                            : SDL_PIXELFORMAT_ARGB8888;
    nm_strlcpy(as->root, root, sizeof as->root);
    /* Open each face once now so a missing font is a clear error at start. */
    for (int i = 0; i < FONT_ROLES; i++) {
        if (!assets_font(as, (font_role)i, 18)) {
            SDL_snprintf(err, n, "%s/%s: %s", root, font_files[i], TTF_GetError());
            assets_destroy(as);
            return NULL;
        }
    }
    return as;
}

static void assets_prefetch_join(assets *as) {
    if (!as->pre.thread) return;
    SDL_WaitThread(as->pre.thread, NULL);
    as->pre.thread = NULL;
    if (as->pre.surface) SDL_FreeSurface(as->pre.surface);
    as->pre.surface = NULL;
    as->pre.name[0] = '\0';
}

void assets_destroy(assets *as) {
    if (!as) return;
    assets_prefetch_join(as);
    for (int i = 0; i < as->font_count; i++) TTF_CloseFont(as->fonts[i].font);
    for (int i = 0; i < as->svg_count; i++)
        if (as->svgs[i].tex) SDL_DestroyTexture(as->svgs[i].tex);
    for (int i = 0; i < as->text_count; i++) SDL_DestroyTexture(as->texts[i].tex);
    for (int i = 0; i < ASSETS_LAYERS; i++)
        if (as->layers[i].tex) SDL_DestroyTexture(as->layers[i].tex);
    for (int i = 0; i < as->sprite_count; i++) SDL_DestroyTexture(as->sprites[i].tex);
    free(as);
}

TTF_Font *assets_font(assets *as, font_role role, int px) {
    if (px < 6) px = 6;
    for (int i = 0; i < as->font_count; i++)
        if (as->fonts[i].role == role && as->fonts[i].px == px) return as->fonts[i].font;
    char path[700];
    assets_path(as, font_files[role], path, sizeof path);
    TTF_Font *f = nm_is_regular_file(path) ? TTF_OpenFont(path, px) : NULL;
    if (!f) return as->font_count ? as->fonts[0].font : NULL;
    if (as->font_count == ASSETS_FONTS) { /* drop the oldest size */
        TTF_CloseFont(as->fonts[0].font);
        memmove(as->fonts, as->fonts + 1, sizeof as->fonts[0] * (ASSETS_FONTS - 1));
        as->font_count--;
    }
    as->fonts[as->font_count++] = (font_entry){role, px, f};
    return f;
}

static int assets_svg_file_exists(assets *as, const char *name);

int assets_has_svg(assets *as, const char *name) {
    /* Asked for every element and piece after every move: the answer is remembered by
     * name (art files do not come and go while the program runs). */
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, name, strlen(name));
    if (key == 0) key = 1;
    size_t slot = key % ASSETS_HINTS;
    if (as->has_svg[slot].key == key) return as->has_svg[slot].yes;
    int yes = assets_svg_file_exists(as, name);
    as->has_svg[slot].key = key;
    as->has_svg[slot].yes = yes;
    return yes;
}

/* An art name stays inside the art folders (the loader refuses other names in data too;
 * this guards every caller). */
static int assets_art_name_ok(const char *name) { return nm_path_name_ok(name); }

void assets_set_mods(assets *as, const char *const *dirs, int n) {
    as->mod_dirs = dirs;
    as->mod_count = n;
    memset(as->has_svg, 0, sizeof as->has_svg);
}

/* Where art/<name>.svg is: the last mod's art/ folder first (mods overlay in order), then
 * the program's; a regular file only (a FIFO would block). path holds the file found, or
 * the program's when none is; 1 when found. */
static int assets_find_svg(const assets *as, const char *name, char *path, size_t n) {
    char rel[160];
    SDL_snprintf(rel, sizeof rel, "art/%s.svg", name);
    for (int m = as->mod_count - 1; m >= 0; m--) {
        SDL_snprintf(path, n, "%s/%s", as->mod_dirs[m], rel);
        if (nm_is_regular_file(path)) return 1;
    }
    assets_path(as, rel, path, n);
    return nm_is_regular_file(path);
}

static int assets_svg_file_exists(assets *as, const char *name) {
    char path[700];
    return assets_art_name_ok(name) && assets_find_svg(as, name, path, sizeof path);
}

static SDL_Texture *assets_rasterise(assets *as, const char *name, int w, int h) {
    char path[700];
    if (!assets_art_name_ok(name)) {
        SDL_Log("assets: art name \"%s\" leaves the art folder; refused", name);
        return NULL;
    }
    assets_find_svg(as, name, path, sizeof path);
    size_t len = 0;
    char *bytes = nm_read_file(path, 16u << 20, &len); /* regular files only, never a FIFO */
    SDL_RWops *rw = bytes ? SDL_RWFromConstMem(bytes, (int)len) : NULL;
    if (!rw) {
        SDL_Log("assets: missing art %s", path);
        free(bytes);
        return NULL;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, w, h);
    SDL_RWclose(rw);
    free(bytes);
    if (!s) {
        SDL_Log("assets: cannot rasterise %s: %s", path, IMG_GetError());
        return NULL;
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(as->r, s);
    SDL_FreeSurface(s);
    if (t) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

static int assets_prefetch_run(void *data) {
    assets *as = data;
    SDL_RWops *rw = SDL_RWFromFile(as->pre.path, "rb");
    as->pre.surface = rw ? IMG_LoadSizedSVG_RW(rw, as->pre.w, as->pre.h) : NULL;
    if (rw) SDL_RWclose(rw);
    SDL_AtomicSet(&as->pre.done, 1);
    return 0;
}

static int assets_prefetch_is(const assets *as, const char *name, int w, int h) {
    return as->pre.thread && as->pre.w == w && as->pre.h == h && strcmp(as->pre.name, name) == 0;
}

static svg_entry *assets_svg_find(assets *as, const char *name, int w, int h);

int assets_svg_prefetch(assets *as, const char *name, int w, int h) {
    if (w <= 0 || h <= 0 || !name || !*name) return 1;
    if (assets_svg_find(as, name, w, h)) return 1; /* already there */
    if (assets_prefetch_is(as, name, w, h)) return SDL_AtomicGet(&as->pre.done);
    assets_prefetch_join(as); /* one at a time */
    char rel[128];
    SDL_snprintf(rel, sizeof rel, "art/%s.svg", name);
    assets_path(as, rel, as->pre.path, sizeof as->pre.path);
    nm_strlcpy(as->pre.name, name, sizeof as->pre.name);
    as->pre.w = w;
    as->pre.h = h;
    SDL_AtomicSet(&as->pre.done, 0);
    as->pre.thread = SDL_CreateThread(assets_prefetch_run, "nemeton-svg", as);
    if (!as->pre.thread) {
        as->pre.name[0] = '\0';
        return 1; /* no thread: assets_svg rasterises it in place */
    }
    return 0;
}

static svg_entry *assets_svg_find(assets *as, const char *name, int w, int h) {
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, name, strlen(name));
    key = nm_fnv1a(key, &w, sizeof w);
    key = nm_fnv1a(key, &h, sizeof h);
    for (int i = 0; i < as->svg_count; i++) {
        svg_entry *e = &as->svgs[i];
        if (e->key == key && e->w == w && e->h == h && strcmp(e->name, name) == 0) return e;
    }
    return NULL;
}

SDL_Texture *assets_svg(assets *as, const char *name, int w, int h) {
    if (w <= 0 || h <= 0 || !name || !*name) return NULL;
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, name, strlen(name));
    key = nm_fnv1a(key, &w, sizeof w);
    key = nm_fnv1a(key, &h, sizeof h);
    for (int i = 0; i < as->svg_count; i++) {
        svg_entry *e = &as->svgs[i];
        if (e->key == key && e->w == w && e->h == h && strcmp(e->name, name) == 0) {
            e->used = as->frame;
            return e->tex;
        }
    }
    if (as->svg_count == ASSETS_SVGS) { /* evict the least recently used */
        int old = 0;
        for (int i = 1; i < as->svg_count; i++)
            if (as->svgs[i].used < as->svgs[old].used) old = i;
        if (as->svgs[old].tex) SDL_DestroyTexture(as->svgs[old].tex);
        as->svgs[old] = as->svgs[--as->svg_count];
    }
    svg_entry *e = &as->svgs[as->svg_count++];
    e->key = key;
    nm_strlcpy(e->name, name, sizeof e->name);
    e->w = w;
    e->h = h;
    e->used = as->frame;
    if (assets_prefetch_is(as, name, w, h)) { /* rasterised on the worker (waited for if needed) */
        SDL_WaitThread(as->pre.thread, NULL);
        as->pre.thread = NULL;
        as->pre.name[0] = '\0';
        e->tex = as->pre.surface ? SDL_CreateTextureFromSurface(as->r, as->pre.surface) : NULL;
        if (as->pre.surface) SDL_FreeSurface(as->pre.surface);
        as->pre.surface = NULL;
        if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
        else e->tex = assets_rasterise(as, name, w, h);
        return e->tex;
    }
    e->tex = assets_rasterise(as, name, w, h);
    return e->tex;
}

static uint64_t assets_width_key(font_role role, int px, const char *text) {
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, text, strlen(text));
    int head[2] = {(int)role, px};
    key = nm_fnv1a(key, head, sizeof head);
    return key ? key : 1;
}

int assets_text_width_known(const assets *as, font_role role, int px, const char *text) {
    if (!text || !*text) return 1;
    uint64_t key = assets_width_key(role, px, text);
    return as->widths[key % ASSETS_HINTS].key == key;
}

int assets_text_width(assets *as, font_role role, int px, const char *text) {
    if (!text || !*text) return 0;
    uint64_t key = assets_width_key(role, px, text);
    size_t slot = key % ASSETS_HINTS;
    if (as->widths[slot].key == key) return as->widths[slot].w;
    TTF_Font *f = assets_font(as, role, px);
    int w = 0, h = 0;
    if (!f || TTF_SizeUTF8(f, text, &w, &h) != 0) return 0;
    as->widths[slot].key = key;
    as->widths[slot].w = w;
    return w;
}

int assets_memo_get(const assets *as, uint64_t key, int *value) {
    if (key == 0) key = 1;
    size_t slot = key % ASSETS_HINTS;
    if (as->memo[slot].key != key) return 0;
    *value = as->memo[slot].value;
    return 1;
}

void assets_memo_put(assets *as, uint64_t key, int value) {
    if (key == 0) key = 1;
    size_t slot = key % ASSETS_HINTS;
    as->memo[slot].key = key;
    as->memo[slot].value = value;
}

SDL_Texture *assets_text(assets *as, font_role role, int px, SDL_Color c, const char *text,
                         int *w, int *h) {
    if (!text || !*text) return NULL;
    uint64_t key = nm_fnv1a(NM_FNV_OFFSET, text, strlen(text));
    int head[3] = {(int)role, px, (int)((Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a)};
    key = nm_fnv1a(key, head, sizeof head);
    int hint = as->text_hint[key % ASSETS_HINTS];
    if (hint < as->text_count && as->texts[hint].key == key) {
        text_entry *e = &as->texts[hint];
        e->used = as->frame;
        if (w) *w = e->w;
        if (h) *h = e->h;
        return e->tex;
    }
    for (int i = 0; i < as->text_count; i++) {
        text_entry *e = &as->texts[i];
        if (e->key == key) {
            e->used = as->frame;
            as->text_hint[key % ASSETS_HINTS] = i;
            if (w) *w = e->w;
            if (h) *h = e->h;
            return e->tex;
        }
    }
    TTF_Font *f = assets_font(as, role, px);
    if (!f) return NULL;
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, text, c);
    if (!s) return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(as->r, s);
    int tw = s->w, th = s->h;
    SDL_FreeSurface(s);
    if (!t) return NULL;
    /* The rendering measured the text as TTF_SizeUTF8 would: remember its width. */
    uint64_t wkey = assets_width_key(role, px, text);
    as->widths[wkey % ASSETS_HINTS].key = wkey;
    as->widths[wkey % ASSETS_HINTS].w = tw;
    if (as->text_count == ASSETS_TEXTS) { /* full within one frame: drop the oldest */
        int old = 0;
        for (int i = 1; i < as->text_count; i++)
            if (as->texts[i].used < as->texts[old].used) old = i;
        SDL_DestroyTexture(as->texts[old].tex);
        as->texts[old] = as->texts[--as->text_count];
    }
    as->text_hint[key % ASSETS_HINTS] = as->text_count;
    as->texts[as->text_count++] = (text_entry){key, t, tw, th, as->frame};
    if (w) *w = tw;
    if (h) *h = th;
    return t;
}

SDL_Texture *assets_layer(assets *as, uint64_t key, int w, int h, int *fresh) {
    SDL_RendererInfo info;
    *fresh = 0;
    if (SDL_GetRendererInfo(as->r, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE))
        return NULL;
    int slot = 0;
    for (int i = 0; i < ASSETS_LAYERS; i++) {
        layer_entry *l = &as->layers[i];
        if (l->tex && l->key == key && l->w == w && l->h == h) {
            l->used = as->frame;
            return l->tex;
        }
        if (as->layers[i].used < as->layers[slot].used || !as->layers[i].tex) slot = i;
    }
    layer_entry *l = &as->layers[slot];
    if (l->tex && (l->w != w || l->h != h)) {
        SDL_DestroyTexture(l->tex);
        l->tex = NULL;
    }
    if (!l->tex) {
        l->tex = SDL_CreateTexture(as->r, as->opaque_format, SDL_TEXTUREACCESS_TARGET, w, h);
        if (!l->tex) return NULL;
        SDL_SetTextureBlendMode(l->tex, SDL_BLENDMODE_NONE); /* an opaque backdrop */
    }
    l->key = key;
    l->w = w;
    l->h = h;
    l->used = as->frame;
    *fresh = 1;
    return l->tex;
}

static void assets_sprite_drop(assets *as, int i) {
    sprite_entry *e = &as->sprites[i];
    as->sprite_pixels -= (long long)e->w * e->h;
    SDL_DestroyTexture(e->tex);
    *e = as->sprites[--as->sprite_count];
}

SDL_Texture *assets_sprite(assets *as, uint64_t key, int w, int h, int *fresh) {
    SDL_RendererInfo info;
    *fresh = 0;
    if (w <= 0 || h <= 0 || (long long)w * h > ASSETS_SPRITE_PIXELS / 4) return NULL;
    if (SDL_GetRendererInfo(as->r, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE))
        return NULL;
    int hint = as->sprite_hint[key % ASSETS_HINTS];
    if (hint < as->sprite_count && as->sprites[hint].key == key && as->sprites[hint].w == w &&
        as->sprites[hint].h == h) {
        as->sprites[hint].used = as->frame;
        return as->sprites[hint].tex;
    }
    for (int i = 0; i < as->sprite_count; i++) {
        sprite_entry *e = &as->sprites[i];
        if (e->key == key && e->w == w && e->h == h) {
            e->used = as->frame;
            as->sprite_hint[key % ASSETS_HINTS] = i;
            return e->tex;
        }
    }
    /* Full (in entries or pixels): drop the least recently used. */
    while (as->sprite_count > 0 && (as->sprite_count == ASSETS_SPRITES ||
                                    as->sprite_pixels + (long long)w * h > ASSETS_SPRITE_PIXELS)) {
        int old = 0;
        for (int i = 1; i < as->sprite_count; i++)
            if (as->sprites[i].used < as->sprites[old].used) old = i;
        assets_sprite_drop(as, old);
    }
    SDL_Texture *t = SDL_CreateTexture(as->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) return NULL;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    as->sprite_hint[key % ASSETS_HINTS] = as->sprite_count;
    as->sprites[as->sprite_count++] = (sprite_entry){key, w, h, t, as->frame};
    as->sprite_pixels += (long long)w * h;
    *fresh = 1;
    return t;
}

void assets_layers_lost(assets *as) {
    for (int i = 0; i < ASSETS_LAYERS; i++) as->layers[i].key = 0;
    while (as->sprite_count > 0) assets_sprite_drop(as, as->sprite_count - 1);
}

void assets_frame_end(assets *as) {
    if (as->text_count > ASSETS_TEXT_KEEP) {
        for (int i = 0; i < as->text_count;) {
            if (as->texts[i].used != as->frame) {
                SDL_DestroyTexture(as->texts[i].tex);
                as->texts[i] = as->texts[--as->text_count];
            } else {
                i++;
            }
        }
    }
    as->frame++;
}

Uint32 assets_opaque_format(const assets *as) { return as->opaque_format; }

int assets_cached(const assets *as) { return as->svg_count + as->text_count + as->sprite_count; }
