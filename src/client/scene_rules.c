/* scene_rules.c - a game's rules in the project's own words: data/<game>/rules.<lang>.md
 * (English, French), drawn as headings, paragraphs and bullets, scrolled by the wheel,
 * the arrow keys and Page Up / Down. Opened from the in-game menu and the setup screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nemeton/util.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

typedef struct rules_scene {
    scene base;
    const nm_game *g;
    char *text[2];   /* per language, NULL when missing */
    int scroll;      /* pixels scrolled */
    int content_h;   /* height of the laid-out text at the last render */
    SDL_Rect back, panel;
} rules_scene;

static char *rules_read(const app *a, const nm_game *g, int lg) {
    char path[1200];
    SDL_snprintf(path, sizeof path, "%s/%s/rules.%s.md", a->data_dir, g->id, lg ? "fr" : "en");
    return nm_read_file(path, 1u << 20, NULL);
}

/* Lays out (and draws when draw) the text from y; returns its height. Lines: "# " a
 * title, "## " a heading, "- " a bullet, "  - " a bullet under it, an empty line between
 * paragraphs. */
static int rules_layout(app *a, const char *text, SDL_Rect box, int y, int draw) {
    int bpx = text_px(a, TEXT_BODY), hpx = text_px(a, TEXT_LABEL * 1.15f), tpx = text_px(a, TEXT_TITLE);
    int blh = text_line_h(a, FONT_TEXT, bpx);
    int y_start = y;
    const char *p = text;
    char line[2048];
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n >= sizeof line) n = sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        p = e ? e + 1 : p + strlen(p);
        if (!line[0]) {
            y += blh / 2;
            continue;
        }
        int visible = draw && y < box.y + box.h && y > box.y - 4 * blh * 8;
        SDL_Rect tall = {box.x, y, box.w, 1 << 20};
        if (strncmp(line, "# ", 2) == 0) {
            y += text_box(a, FONT_DISPLAY, tpx, ui_forest, tall, TEXT_LEFT, line + 2, visible) + ui_s(a, 6);
        } else if (strncmp(line, "## ", 3) == 0) {
            y += ui_s(a, 8);
            tall.y = y;
            y += text_box(a, FONT_DISPLAY, hpx, ui_ink, tall, TEXT_LEFT, line + 3, visible) + ui_s(a, 2);
        } else if (strncmp(line, "- ", 2) == 0 || strncmp(line, "  - ", 4) == 0) {
            int sub = line[0] == ' ';
            int ind = ui_s(a, sub ? 44 : 22);
            if (visible) ui_shape(a, UI_SHAPE_CIRCLE, (float)(box.x + ind - ui_s(a, 11)), (float)(y + blh / 2),
                                  (float)ui_s(a, 3), ui_ink_soft);
            SDL_Rect b = {box.x + ind, y, box.w - ind, 1 << 20};
            y += text_box(a, FONT_TEXT, bpx, ui_ink, b, TEXT_LEFT, line + (sub ? 4 : 2), visible);
        } else {
            y += text_box(a, FONT_TEXT, bpx, ui_ink, tall, TEXT_LEFT, line, visible);
        }
    }
    return y - y_start;
}

static void rules_update(scene *s, app *a, Uint32 dt, int top) {
    rules_scene *r = (rules_scene *)s;
    (void)dt;
    (void)top;
    for (int l = 0; l < 2; l++)
        if (!r->text[l]) r->text[l] = rules_read(a, r->g, l);
    int m = ui_s(a, 24);
    r->back = (SDL_Rect){m, m, ui_s(a, 150), ui_s(a, 46)};
    int w = ui_s(a, 900);
    if (w > a->w - 2 * m) w = a->w - 2 * m;
    int y0 = m + ui_s(a, 70);
    r->panel = (SDL_Rect){(a->w - w) / 2, y0, w, a->h - y0 - m};
    int pad = ui_s(a, 24);
    SDL_Rect box = {r->panel.x + pad, r->panel.y + pad, r->panel.w - 2 * pad, r->panel.h - 2 * pad};
    const char *text = r->text[a->set.lang] ? r->text[a->set.lang] : r->text[0];
    r->content_h = text ? rules_layout(a, text, box, 0, 0) : 0;
    int max = r->content_h - box.h;
    if (r->scroll > max) r->scroll = max;
    if (r->scroll < 0) r->scroll = 0;
}

static void rules_event(scene *s, app *a, const SDL_Event *e) {
    rules_scene *r = (rules_scene *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    int step = 0;
    if (e->type == SDL_MOUSEWHEEL) step = -e->wheel.y * ui_s(a, 60);
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_DOWN) step = ui_s(a, 60);
        else if (k == SDLK_UP) step = -ui_s(a, 60);
        else if (k == SDLK_PAGEDOWN || k == SDLK_SPACE) step = r->panel.h * 4 / 5;
        else if (k == SDLK_PAGEUP) step = -r->panel.h * 4 / 5;
        else if (k == SDLK_HOME) step = -r->scroll;
    }
    if (step) {
        r->scroll += step;
        a->dirty = 1; /* the update keeps it within the text */
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        ui_hit(r->back, e->button.x, e->button.y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
    }
}

static void rules_render(const scene *s, app *a) {
    const rules_scene *r = (const rules_scene *)s;
    ui_table(a);
    char head[160];
    const char *gname = r->g->name[a->set.lang] ? r->g->name[a->set.lang] : r->g->name[0];
    app_trf(a, "rules_title", head, sizeof head, gname, NULL);
    ui_heading(a, head, a->w / 2, ui_s(a, 24), 36);
    ui_parchment_panel(a, r->panel);
    int pad = ui_s(a, 24);
    SDL_Rect box = {r->panel.x + pad, r->panel.y + pad, r->panel.w - 2 * pad, r->panel.h - 2 * pad};
    const char *text = r->text[a->set.lang] ? r->text[a->set.lang] : r->text[0];
    SDL_RenderSetClipRect(a->renderer, &box);
    if (text) {
        rules_layout(a, text, box, box.y - r->scroll, 1);
    } else {
        text_box(a, FONT_ITALIC, text_px(a, TEXT_BODY), ui_ink_soft, box, TEXT_CENTRE, app_tr(a, "rules_missing"), 1);
    }
    SDL_RenderSetClipRect(a->renderer, NULL);
    if (r->content_h > box.h) { /* where the view is in the text: a gold bar on the rim */
        int track = box.h, bar = track * box.h / r->content_h;
        int by = box.y + (track - bar) * r->scroll / (r->content_h - box.h > 0 ? r->content_h - box.h : 1);
        SDL_Rect rb = {r->panel.x + r->panel.w - ui_s(a, 12), by, ui_s(a, 5), bar};
        ui_round_fill(a, rb, (float)ui_s(a, 2), ui_gold, ui_gold);
        text_draw(a, FONT_ITALIC, text_px(a, TEXT_SMALL), ui_cream_dim, a->w / 2,
                  r->panel.y + r->panel.h + ui_s(a, 2), TEXT_CENTRE, app_tr(a, "rules_scroll"));
    }
    ui_button(a, r->back, app_tr(a, "back"), "back", UI_BTN_NORMAL, 1);
}

static void rules_destroy(scene *s) {
    rules_scene *r = (rules_scene *)s;
    free(r->text[0]);
    free(r->text[1]);
    free(r);
}

static const scene_ops rules_ops = {
    .name = "rules",
    .update = rules_update,
    .event = rules_event,
    .render = rules_render,
    .destroy = rules_destroy,
};

scene *rules_scene_create(const nm_game *g) {
    if (!g) return NULL;
    rules_scene *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->base.ops = &rules_ops;
    r->g = g;
    return &r->base;
}
