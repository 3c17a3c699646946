/* assets.h - fonts, SVG art rasterised at the size it is shown, and rendered text, each
 * cached for one renderer. SVG files live in <root>/art/<name>.svg ("ui/logo"), fonts in
 * <root>/fonts/. A missing file is logged once and drawn as nothing. */
#ifndef NM_CLIENT_ASSETS_H
#define NM_CLIENT_ASSETS_H
#include <SDL.h>
#include <SDL_ttf.h>

typedef enum font_role {
    FONT_TEXT,    /* EB Garamond Regular: body text and labels */
    FONT_ITALIC,  /* EB Garamond Italic: hints and quotes */
    FONT_DISPLAY, /* Cardo Bold: titles and buttons */
    FONT_ROLES
} font_role;

typedef struct assets assets;

/* Creates the caches; fails (NULL, message in err) when a font cannot be opened. */
assets *assets_create(SDL_Renderer *r, const char *root, char *err, size_t n);
/* Frees every cached font and texture. */
void assets_destroy(assets *as);
/* The font of that role at px pixels (cached). */
TTF_Font *assets_font(assets *as, font_role role, int px);
/* The SVG art rasterised at w x h pixels (cached by name and size), or NULL. */
SDL_Texture *assets_svg(assets *as, const char *name, int w, int h);
/* 1 when <root>/art/<name>.svg exists. */
int assets_has_svg(assets *as, const char *name);
/* The mod folders whose art/ comes before the program's (kept by pointer; last first). */
void assets_set_mods(assets *as, const char *const *dirs, int n);
/* Text rendered in one colour (cached); size in *w, *h. NULL for empty text. */
/* The width of text in pixels at that font and size (cached). */
int assets_text_width(assets *as, font_role role, int px, const char *text);
/* Whether that width is known without shaping the text (measured or drawn before). */
int assets_text_width_known(const assets *as, font_role role, int px, const char *text);
/* A small memo of computed layout numbers (how much of a text fits a width), keyed by the
 * caller's hash of everything the number depends on; get returns 0 when not known. */
int assets_memo_get(const assets *as, uint64_t key, int *value);
void assets_memo_put(assets *as, uint64_t key, int value);
SDL_Texture *assets_text(assets *as, font_role role, int px, SDL_Color c, const char *text,
                         int *w, int *h);
/* A screen-sized layer the caller draws once and copies every frame (the static parts of
 * a scene). Returns the texture, or NULL when the renderer has no render targets; *fresh
 * is 1 when its content must be drawn (first use, or key or size changed). */
SDL_Texture *assets_layer(assets *as, uint64_t key, int w, int h, int *fresh);
/* The pixel format of opaque layers: the one of the surface the renderer draws to, so
 * that copying a layer to the screen is a plain copy, not a conversion per pixel. */
Uint32 assets_opaque_format(const assets *as);
/* A small transparent texture the caller draws once and copies every time (a panel's
 * shadow, a glow): cached by key and size, the least recently used dropped when the cache
 * is full. NULL without render targets; *fresh is 1 when its content must be drawn. */
SDL_Texture *assets_sprite(assets *as, uint64_t key, int w, int h, int *fresh);
/* Forgets the layers' and sprites' content (the renderer lost its render targets). */
void assets_layers_lost(assets *as);
/* Marks the end of a frame: text not drawn during the last frames may be evicted. */
void assets_frame_end(assets *as);
/* Number of cached textures (tests). */
int assets_cached(const assets *as);

#endif
