/* scene_title.c - the title: the emblem, the name, and the way in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "install_paths.h"
#include "nemeton/util.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

enum { TITLE_PLAY, TITLE_RESUME, TITLE_SETTINGS, TITLE_QUIT, TITLE_BUTTONS };

typedef struct title_scene {
    scene base;
    int can_resume; /* an unfinished game was autosaved */
    unsigned seen; /* stack changes when the autosave was last looked for */
    SDL_Rect emblem;
    int name_y, tag_y;
    SDL_Rect button[TITLE_BUTTONS];
} title_scene;

static const char *const title_keys[TITLE_BUTTONS] = {"title_play", "title_resume",
                                                      "title_settings", "title_quit"};
static const char *const title_icons[TITLE_BUTTONS] = {"play", "resume", "settings", "quit"};

static int title_file_exists(const char *path) {
    return nm_is_regular_file(path);
}

static void title_enter(scene *s, app *a) {
    title_scene *t = (title_scene *)s;
    char path[1024];
    t->can_resume = app_pref_path(a, BOARD_AUTOSAVE, path, sizeof path) == 0 && title_file_exists(path);
}

static void title_update(scene *s, app *a, Uint32 dt, int top) {
    title_scene *t = (title_scene *)s;
    (void)dt;
    if (top && t->seen != a->stack.changes) { /* back on top: the autosave may have changed */
        title_enter(s, a);
        t->seen = a->stack.changes;
    }
    int es = ui_s(a, 230);
    int y = (int)(a->h * 0.07f);
    t->emblem = (SDL_Rect){(a->w - es) / 2, y, es, es};
    t->name_y = y + es + ui_s(a, 4);
    t->tag_y = t->name_y + text_line_h(a, FONT_DISPLAY, text_px(a, 64)) - ui_s(a, 6);
    int bw = ui_s(a, 300), bh = ui_s(a, 50), gap = ui_s(a, 12);
    int by = t->tag_y + text_line_h(a, FONT_ITALIC, text_px(a, 24)) + ui_s(a, 22);
    for (int i = 0; i < TITLE_BUTTONS; i++) {
        if (i == TITLE_RESUME && !t->can_resume) {
            t->button[i] = (SDL_Rect){0, 0, 0, 0};
            continue;
        }
        t->button[i] = (SDL_Rect){(a->w - bw) / 2, by, bw, bh};
        by += bh + gap;
    }
}

static void title_resume(app *a) {
    char path[1024], seats[1024], msg[600];
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return;
    app_pref_path(a, BOARD_AUTOSAVE, path, sizeof path);
    app_pref_path(a, BOARD_AUTOSAVE_SEATS, seats, sizeof seats);
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    for (int p = 0; p < NM_MAX_SEATS; p++) {
        cfg.human[p] = 1;
        strcpy(cfg.bot[p], "random");
    }
    /* The seats are in the autosave; an autosave of an older version kept them beside it
     * (read once; the next autosave is one file). Without either, every seat is a person. */
    if (board_read_seats(path, &cfg) != 0) board_read_seats(seats, &cfg);
    nm_match *m = nm_save_load(&a->lib, path, err);
    scene *b = NULL;
    char why[300] = "";
    if (m) b = board_scene_resume(a, m, &cfg, why, sizeof why);
    else SDL_snprintf(why, sizeof why, "%s", nm_errors_first(err));
    free(err);
    if (b) {
        scene_stack_push(&a->stack, b, a);
    } else {
        app_trf(a, "title_resume_failed", msg, sizeof msg, why, NULL);
        app_toast(a, msg);
    }
}

static void title_event(scene *s, app *a, const SDL_Event *e) {
    title_scene *t = (title_scene *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int hit = -1;
    for (int i = 0; i < TITLE_BUTTONS; i++)
        if (ui_hit(t->button[i], e->button.x, e->button.y)) hit = i;
    if (hit >= 0) audio_play(a->audio, SFX_CLICK);
    switch (hit) {
    case TITLE_PLAY: scene_stack_push(&a->stack, games_scene_create(), a); break;
    case TITLE_RESUME: title_resume(a); break;
    case TITLE_SETTINGS: scene_stack_push(&a->stack, settings_scene_create(), a); break;
    case TITLE_QUIT: scene_stack_pop(&a->stack, a); break;
    default: break;
    }
}

static void title_render(const scene *s, app *a) {
    const title_scene *t = (const title_scene *)s;
    ui_table(a);
    SDL_Texture *em = assets_svg(a->assets, "ui/emblem", t->emblem.w, t->emblem.h);
    if (em) SDL_RenderCopy(a->renderer, em, NULL, &t->emblem);
    ui_heading(a, "Nemeton", a->w / 2, t->name_y, 64);
    text_draw(a, FONT_ITALIC, text_px(a, 24), ui_cream, a->w / 2, t->tag_y, TEXT_CENTRE,
              app_tr(a, "title_tagline"));
    for (int i = 0; i < TITLE_BUTTONS; i++) {
        if (t->button[i].w == 0) continue;
        ui_button(a, t->button[i], app_tr(a, title_keys[i]), title_icons[i],
                  i == TITLE_PLAY || i == TITLE_RESUME ? UI_BTN_PRIMARY : UI_BTN_NORMAL, 1);
    }
    int px = text_px(a, TEXT_SMALL);
    int foot_y = a->h - text_line_h(a, FONT_ITALIC, px) - ui_s(a, 12);
    text_draw(a, FONT_ITALIC, px, ui_cream_dim, a->w / 2, foot_y, TEXT_CENTRE,
              app_tr(a, "title_keys"));
    /* The version, in the corner: what a bug report or a player comparing builds quotes. */
    char version[64];
    SDL_snprintf(version, sizeof version, "Nemeton %s", nm_version());
    text_draw(a, FONT_ITALIC, px, ui_cream_dim, a->w - ui_s(a, 16), foot_y, TEXT_RIGHT, version);
}

static void title_destroy(scene *s) { free(s); }

static const scene_ops title_ops = {
    .name = "title",
    .enter = title_enter,
    .event = title_event,
    .update = title_update,
    .render = title_render,
    .destroy = title_destroy,
};

scene *title_scene_create(void) {
    title_scene *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->base.ops = &title_ops;
    return &t->base;
}

int scene_is(const scene *s, const char *name) {
    return s && s->ops && strcmp(s->ops->name, name) == 0;
}
