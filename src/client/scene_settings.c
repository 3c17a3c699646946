/* scene_settings.c - display, UI scale, volume and language; each change applies at once
 * and is saved. */
#include <stdlib.h>
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define SETTINGS_ROWS 7

typedef struct settings_scene {
    scene base;
    int dragging; /* the volume slider follows the pointer */
    SDL_Rect back, panel;
    SDL_Rect row[SETTINGS_ROWS];
    SDL_Rect window, fullscreen, scale_minus, scale_value, scale_plus, track, lang_en, lang_fr;
    SDL_Rect motion[3], speed[3], confirm[2];
    int head_y, head_x;
    int scroll, scroll_lo, scroll_hi; /* pixels the content is moved down, and its range */
} settings_scene;

/* Moves a rectangle by (dx, dy). */
static void settings_shift(SDL_Rect *r, int dx, int dy) {
    r->x += dx;
    r->y += dy;
}

/* The layout scales about one point of the window, the middle of the interface size's
 * value, which stays where it is at every size: "+" and its neighbours stay under the
 * pointer while it is clicked. The point sits where the panel is centred at 125 % and
 * begins at the top at 110 %; a panel taller than the window scrolls (wheel, keys). */
static void settings_update(scene *sc, app *a, Uint32 dt, int top) {
    settings_scene *s = (settings_scene *)sc;
    (void)dt;
    (void)top;
    int m = ui_s(a, 24);
    s->back = (SDL_Rect){m, m, ui_s(a, 150), ui_s(a, 46)};
    s->head_y = m;
    int w = ui_s(a, 760), rowh = ui_s(a, 58), pad = ui_s(a, 24);
    if (w > a->w - 2 * m) w = a->w - 2 * m;
    int h = SETTINGS_ROWS * rowh + 2 * pad + ui_s(a, 40);
    s->panel = (SDL_Rect){0, m + ui_s(a, 84), w, h};
    int bh = ui_s(a, 42), cw = ui_s(a, 190);
    int cx = s->panel.x + s->panel.w - pad - 2 * cw - ui_s(a, 8);
    for (int i = 0; i < SETTINGS_ROWS; i++) {
        s->row[i] = (SDL_Rect){s->panel.x + pad, s->panel.y + pad + i * rowh, w - 2 * pad, rowh};
    }
    int y0 = s->row[0].y + (rowh - bh) / 2;
    s->window = (SDL_Rect){cx, y0, cw, bh};
    s->fullscreen = (SDL_Rect){cx + cw + ui_s(a, 8), y0, cw, bh};
    int y1 = s->row[1].y + (rowh - bh) / 2;
    int vw = ui_s(a, 110);
    int sx = s->panel.x + s->panel.w - pad - 2 * bh - vw;
    s->scale_minus = (SDL_Rect){sx, y1, bh, bh};
    s->scale_value = (SDL_Rect){sx + bh, y1, vw, bh};
    s->scale_plus = (SDL_Rect){sx + bh + vw, y1, bh, bh};
    int y2 = s->row[2].y + rowh / 2;
    s->track = (SDL_Rect){cx, y2 - ui_s(a, 14), 2 * cw + ui_s(a, 8) - ui_s(a, 60), ui_s(a, 28)};
    int y3 = s->row[3].y + (rowh - bh) / 2;
    s->lang_en = (SDL_Rect){cx, y3, cw, bh};
    s->lang_fr = (SDL_Rect){cx + cw + ui_s(a, 8), y3, cw, bh};
    /* Three-way choices: three buttons sharing the two columns' width. */
    int tw = (2 * cw + ui_s(a, 8) - 2 * ui_s(a, 6)) / 3;
    for (int k = 0; k < 3; k++) {
        s->motion[k] = (SDL_Rect){cx + k * (tw + ui_s(a, 6)), s->row[4].y + (rowh - bh) / 2, tw, bh};
        s->speed[k] = (SDL_Rect){cx + k * (tw + ui_s(a, 6)), s->row[5].y + (rowh - bh) / 2, tw, bh};
    }
    for (int k = 0; k < 2; k++)
        s->confirm[k] = (SDL_Rect){cx + k * (cw + ui_s(a, 8)), s->row[6].y + (rowh - bh) / 2, cw, bh};
    /* Where the value's middle goes: the same point at every interface size. */
    float u0 = a->base; /* the scale at 100 % */
    float vx = (760 - 24 - 42 - 55) * u0, vy = (24 + 84 + 24 + 58 + 29) * u0;
    int px = a->w / 2 - (int)(380 * u0 * 1.25f) + (int)(vx * 1.25f);
    int py = (int)(vy * 1.10f);
    int cxv = s->scale_value.x + s->scale_value.w / 2, cyv = s->scale_value.y + s->scale_value.h / 2;
    int dx = px - cxv, dy = py - cyv;
    if (s->panel.x + dx < 4) dx = 4 - s->panel.x;
    if (s->panel.x + w + dx > a->w - 4) dx = a->w - 4 - w - s->panel.x;
    if (w + 8 > a->w) dx = (a->w - w) / 2 - s->panel.x;
    /* The content from the heading to the panel's foot: inside the window when it fits,
     * else scrolled within its range. */
    int top0 = s->head_y + dy, bottom0 = s->panel.y + h + m + dy;
    int lo, hi;
    if (bottom0 - top0 <= a->h) {
        lo = hi = top0 < 0 ? -top0 : bottom0 > a->h ? a->h - bottom0 : 0;
    } else {
        lo = a->h - bottom0;
        hi = -top0;
    }
    if (s->scroll < lo) s->scroll = lo;
    if (s->scroll > hi) s->scroll = hi;
    s->scroll_lo = lo;
    s->scroll_hi = hi;
    dy += s->scroll;
    s->head_y += dy;
    settings_shift(&s->panel, dx, dy);
    for (int i = 0; i < SETTINGS_ROWS; i++) settings_shift(&s->row[i], dx, dy);
    SDL_Rect *all[] = {&s->window, &s->fullscreen, &s->scale_minus, &s->scale_value, &s->scale_plus,
                       &s->track, &s->lang_en, &s->lang_fr, &s->motion[0], &s->motion[1], &s->motion[2],
                       &s->speed[0], &s->speed[1], &s->speed[2], &s->confirm[0], &s->confirm[1]};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++) settings_shift(all[k], dx, dy);
    s->head_x = s->panel.x + w / 2;
}

static void settings_volume_at(settings_scene *s, app *a, int x) {
    float t = (float)(x - s->track.x) / (float)(s->track.w > 0 ? s->track.w : 1);
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    int v = (int)(t * 20 + 0.5f) * 5;
    if (v != a->set.volume) {
        a->set.volume = v;
        app_settings_changed(a);
    }
}

static void settings_event(scene *sc, app *a, const SDL_Event *e) {
    settings_scene *s = (settings_scene *)sc;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type == SDL_MOUSEWHEEL || (e->type == SDL_KEYDOWN && (e->key.keysym.sym == SDLK_UP ||
                                                                 e->key.keysym.sym == SDLK_DOWN ||
                                                                 e->key.keysym.sym == SDLK_PAGEUP ||
                                                                 e->key.keysym.sym == SDLK_PAGEDOWN))) {
        int step = ui_s(a, 60);
        if (e->type == SDL_MOUSEWHEEL) s->scroll += e->wheel.y * step;
        else if (e->key.keysym.sym == SDLK_UP) s->scroll += step;
        else if (e->key.keysym.sym == SDLK_DOWN) s->scroll -= step;
        else s->scroll += (e->key.keysym.sym == SDLK_PAGEUP ? 1 : -1) * a->h / 2;
        if (s->scroll < s->scroll_lo) s->scroll = s->scroll_lo;
        if (s->scroll > s->scroll_hi) s->scroll = s->scroll_hi;
        a->dirty = 1;
        return;
    }
    if (e->type == SDL_MOUSEMOTION && s->dragging) {
        settings_volume_at(s, a, e->motion.x);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP && s->dragging) {
        s->dragging = 0;
        audio_play(a->audio, SFX_CLICK); /* hear the new volume */
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y;
    settings *st = &a->set;
    int changed = 1;
    SDL_Rect grab = {s->track.x - ui_s(a, 12), s->track.y - ui_s(a, 8), s->track.w + ui_s(a, 24),
                     s->track.h + ui_s(a, 16)};
    if (ui_hit(s->back, x, y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
        return;
    } else if (ui_hit(s->window, x, y)) {
        st->fullscreen = 0;
    } else if (ui_hit(s->fullscreen, x, y)) {
        st->fullscreen = 1;
    } else if (ui_hit(s->scale_minus, x, y)) {
        int i = settings_scale_index(st->scale_pct);
        if (i > 0) st->scale_pct = settings_scales[i - 1];
    } else if (ui_hit(s->scale_plus, x, y)) {
        int i = settings_scale_index(st->scale_pct);
        if (i < SETTINGS_SCALE_COUNT - 1) st->scale_pct = settings_scales[i + 1];
    } else if (ui_hit(grab, x, y)) {
        s->dragging = 1;
        settings_volume_at(s, a, x);
        return;
    } else if (ui_hit(s->lang_en, x, y)) {
        st->lang = 0;
    } else if (ui_hit(s->lang_fr, x, y)) {
        st->lang = 1;
    } else if (ui_hit(s->motion[0], x, y) || ui_hit(s->motion[1], x, y) || ui_hit(s->motion[2], x, y)) {
        for (int k = 0; k < 3; k++)
            if (ui_hit(s->motion[k], x, y)) st->motion = k;
    } else if (ui_hit(s->speed[0], x, y) || ui_hit(s->speed[1], x, y) || ui_hit(s->speed[2], x, y)) {
        for (int k = 0; k < 3; k++)
            if (ui_hit(s->speed[k], x, y)) st->bot_speed = k;
    } else if (ui_hit(s->confirm[0], x, y) || ui_hit(s->confirm[1], x, y)) {
        st->confirm_turn = ui_hit(s->confirm[1], x, y);
    } else {
        changed = 0;
    }
    if (changed) {
        audio_play(a->audio, SFX_CLICK);
        app_settings_changed(a);
    }
}

static void settings_render(const scene *sc, app *a) {
    const settings_scene *s = (const settings_scene *)sc;
    const settings *st = &a->set;
    ui_table(a);
    ui_heading(a, app_tr(a, "settings_title"), s->head_x, s->head_y, 40);
    ui_parchment_panel(a, s->panel);
    static const char *const names[SETTINGS_ROWS] = {
        "settings_display", "settings_scale", "settings_volume", "settings_language",
        "settings_motion", "settings_speed", "settings_confirm"};
    int px = text_px(a, TEXT_LABEL), lh = text_line_h(a, FONT_DISPLAY, px);
    for (int i = 0; i < SETTINGS_ROWS; i++) {
        SDL_Rect r = s->row[i];
        if (i == 1 && a->scale_eff < st->scale_pct) { /* the window holds less than chosen */
            char eff[16], note[96];
            SDL_snprintf(eff, sizeof eff, "%d", a->scale_eff);
            app_trf(a, "settings_scale_fit", note, sizeof note, eff, NULL);
            int npx = text_px(a, TEXT_SMALL), nlh = text_line_h(a, FONT_TEXT, npx);
            int y = r.y + (r.h - lh - nlh) / 2;
            text_draw(a, FONT_DISPLAY, px, ui_ink, r.x, y, TEXT_LEFT, app_tr(a, names[i]));
            text_draw(a, FONT_TEXT, npx, ui_ink_soft, r.x, y + lh, TEXT_LEFT, note);
        } else
            text_draw(a, FONT_DISPLAY, px, ui_ink, r.x, r.y + (r.h - lh) / 2, TEXT_LEFT, app_tr(a, names[i]));
        if (i < SETTINGS_ROWS - 1) {
            SDL_Color line = {150, 112, 64, 120};
            SDL_Rect sep = {r.x, r.y + r.h - 1, r.w, 1};
            ui_round_fill(a, sep, 0, line, line);
        }
    }
    ui_button(a, s->window, app_tr(a, "settings_window"), NULL,
              st->fullscreen ? UI_BTN_QUIET : UI_BTN_SELECTED, 1);
    ui_button(a, s->fullscreen, app_tr(a, "settings_fullscreen"), NULL,
              st->fullscreen ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
    int si = settings_scale_index(st->scale_pct);
    ui_button(a, s->scale_minus, "\xE2\x88\x92", NULL, UI_BTN_QUIET, si > 0);
    ui_button(a, s->scale_plus, "+", NULL, UI_BTN_QUIET, si < SETTINGS_SCALE_COUNT - 1);
    char num[32];
    SDL_snprintf(num, sizeof num, "%d %%", st->scale_pct);
    text_draw(a, FONT_DISPLAY, px, ui_ink, s->scale_value.x + s->scale_value.w / 2,
              s->scale_value.y + (s->scale_value.h - lh) / 2, TEXT_CENTRE, num);
    /* Volume slider: a groove, the filled part in gold, a knob. */
    SDL_Rect groove = {s->track.x, s->track.y + s->track.h / 2 - ui_s(a, 4), s->track.w, ui_s(a, 8)};
    SDL_Color gcol = {120, 96, 62, 255};
    ui_round_fill(a, groove, (float)ui_s(a, 4), gcol, gcol);
    SDL_Rect fill = groove;
    fill.w = groove.w * st->volume / 100;
    ui_round_fill(a, fill, (float)ui_s(a, 4), ui_gold_light, ui_gold);
    int kx = groove.x + fill.w;
    ui_shape(a, UI_SHAPE_CIRCLE, (float)kx, (float)(groove.y + groove.h / 2),
             (float)ui_s(a, 11), ui_gold_light);
    SDL_snprintf(num, sizeof num, "%d", st->volume);
    text_draw(a, FONT_DISPLAY, px, ui_ink, s->track.x + s->track.w + ui_s(a, 60),
              s->track.y + (s->track.h - lh) / 2, TEXT_RIGHT, num);
    ui_button(a, s->lang_en, "English", NULL, st->lang == 0 ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
    ui_button(a, s->lang_fr, "Fran\xC3\xA7" "ais", NULL, st->lang == 1 ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
    static const char *const motion_names[3] = {"settings_motion_off", "settings_motion_normal",
                                                "settings_motion_fast"};
    static const char *const speed_names[3] = {"settings_speed_slow", "settings_speed_normal",
                                               "settings_speed_fast"};
    for (int k = 0; k < 3; k++) {
        ui_button(a, s->motion[k], app_tr(a, motion_names[k]), NULL,
                  st->motion == k ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
        ui_button(a, s->speed[k], app_tr(a, speed_names[k]), NULL,
                  st->bot_speed == k ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
    }
    ui_button(a, s->confirm[0], app_tr(a, "settings_off"), NULL,
              st->confirm_turn ? UI_BTN_QUIET : UI_BTN_SELECTED, 1);
    ui_button(a, s->confirm[1], app_tr(a, "settings_on"), NULL,
              st->confirm_turn ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
    int spx = text_px(a, TEXT_SMALL);
    const char *note = a->headless ? "settings_not_saved" : a->audio ? "settings_saved" : "settings_saved_silent";
    text_draw(a, FONT_ITALIC, spx, ui_ink_soft, s->panel.x + s->panel.w / 2,
              s->panel.y + s->panel.h - ui_s(a, 40), TEXT_CENTRE, app_tr(a, note));
    /* Back stays in its corner over the content; a scrolled panel says there is more. */
    ui_button(a, s->back, app_tr(a, "back"), "back", UI_BTN_NORMAL, 1);
    if (s->scroll_lo < s->scroll_hi) {
        /* beside the panel, where they cover neither the heading nor a row */
        int r = ui_s(a, 10), cxp = s->panel.x + s->panel.w + ui_s(a, 24);
        if (cxp > a->w - r - 4) cxp = a->w - r - 4;
        if (s->scroll > s->scroll_lo)
            ui_shape(a, UI_SHAPE_TRIANGLE, (float)cxp, (float)(a->h - r - ui_s(a, 4)), (float)r, ui_gold_light);
        if (s->scroll < s->scroll_hi)
            ui_shape(a, UI_SHAPE_DIAMOND, (float)cxp, (float)(r + ui_s(a, 4)), (float)r, ui_gold_light);
    }
}

static void settings_destroy(scene *s) { free(s); }

static const scene_ops settings_ops = {
    .name = "settings",
    .event = settings_event,
    .update = settings_update,
    .render = settings_render,
    .destroy = settings_destroy,
};

scene *settings_scene_create(void) {
    settings_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.ops = &settings_ops;
    return &s->base;
}

SDL_Rect settings_scene_scale_button(const scene *sc, int plus) {
    const settings_scene *s = (const settings_scene *)sc;
    return plus ? s->scale_plus : s->scale_minus;
}
