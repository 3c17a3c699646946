/* scene_art.c - the art sheet: every SVG of art/ui/ and art/icons/ (or of one game's
 * art/<game>/) drawn at once with its name, so anyone can look at the whole set
 * (nemeton --screenshot F --scene art [--game G]). */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "nemeton/util.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define ART_MAX 160

typedef struct art_scene {
    scene base;
    int count;
    char folder[32];        /* a game's art folder, "" for the interface's */
    char name[ART_MAX][64]; /* "ui/emblem" */
} art_scene;

static int art_cmp(const void *x, const void *y) { return strcmp(x, y); }

static void art_scan(art_scene *s, const app *a, const char *folder) {
    char path[700];
    SDL_snprintf(path, sizeof path, "%s/art/%s", a->asset_dir, folder);
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    int first = s->count;
    while ((e = readdir(d)) && s->count < ART_MAX) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".svg") != 0) continue;
        SDL_snprintf(s->name[s->count], sizeof s->name[0], "%s/%.*s", folder, (int)(n - 4), e->d_name);
        s->count++;
    }
    closedir(d);
    qsort(s->name[first], (size_t)(s->count - first), sizeof s->name[0], art_cmp);
}

static void art_enter(scene *sc, app *a) {
    art_scene *s = (art_scene *)sc;
    s->count = 0;
    if (s->folder[0]) {
        art_scan(s, a, s->folder);
        return;
    }
    art_scan(s, a, "ui");
    art_scan(s, a, "icons");
}

static void art_event(scene *sc, app *a, const SDL_Event *e) {
    (void)sc;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) scene_stack_pop(&a->stack, a);
}

static void art_render(const scene *sc, app *a) {
    const art_scene *s = (const art_scene *)sc;
    ui_table(a);
    char head[64];
    SDL_snprintf(head, sizeof head, "art/%s", s->folder);
    ui_heading(a, head, a->w / 2, ui_s(a, 12), 34);
    int cols = 8, m = ui_s(a, 20);
    int top = ui_s(a, 70);
    int rows = (s->count + cols - 1) / cols;
    int cw = (a->w - 2 * m) / cols, ch = rows ? (a->h - top - m) / rows : 1;
    int px = text_px(a, 0), lh = text_line_h(a, FONT_TEXT, px);
    for (int i = 0; i < s->count; i++) {
        SDL_Rect cell = {m + (i % cols) * cw + ui_s(a, 4), top + (i / cols) * ch + ui_s(a, 4),
                         cw - ui_s(a, 8), ch - ui_s(a, 8)};
        int tiled = strncmp(s->name[i], "ui/", 3) == 0 && strcmp(s->name[i], "ui/emblem") != 0 &&
                    strcmp(s->name[i], "ui/table") != 0;
        /* The white interface icons are tinted when used: show them on wood. */
        if (tiled) ui_wood_panel(a, cell);
        else ui_parchment_panel(a, cell);
        int sz = cell.h - lh - ui_s(a, 14);
        if (sz > cell.w - ui_s(a, 12)) sz = cell.w - ui_s(a, 12);
        SDL_Rect art = {cell.x + (cell.w - sz) / 2, cell.y + ui_s(a, 6), sz, sz};
        if (strcmp(s->name[i], "ui/table") == 0 || strstr(s->name[i], "/board")) art.h = sz * 9 / 16;
        SDL_Texture *t = assets_svg(a->assets, s->name[i], art.w, art.h);
        if (t && tiled) SDL_SetTextureColorMod(t, ui_cream.r, ui_cream.g, ui_cream.b);
        if (t) SDL_RenderCopy(a->renderer, t, NULL, &art);
        text_draw_fit(a, FONT_TEXT, px, tiled ? ui_cream : ui_ink, cell.x + cell.w / 2,
                      cell.y + cell.h - lh - ui_s(a, 4), TEXT_CENTRE, cell.w - ui_s(a, 8), s->name[i]);
    }
}

static void art_destroy(scene *s) { free(s); }

static const scene_ops art_ops = {
    .name = "art",
    .enter = art_enter,
    .event = art_event,
    .render = art_render,
    .destroy = art_destroy,
};

scene *art_scene_create(const char *game) {
    art_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.ops = &art_ops;
    if (game) nm_strlcpy(s->folder, game, sizeof s->folder);
    return &s->base;
}
