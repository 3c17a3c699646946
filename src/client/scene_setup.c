/* scene_setup.c - a new game: player count, who sits at each seat, the game's options,
 * the seed, and Start. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "board.h"
#include "levels.h"
#include "nemeton/util.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define SETUP_SEED_DIGITS 15 /* seeds up to 2^53 - 1, like the CLI's */

typedef struct stepper {
    SDL_Rect minus, value, plus;
} stepper;

typedef struct setup_scene {
    scene base;
    const nm_game *g;
    int players;
    int human[NM_MAX_SEATS];
    int level[NM_MAX_SEATS];   /* computer level of each seat (LEVEL_*) */
    int levels_set;            /* 1 once the levels came from the preferences */
    int shown_seat;            /* the seat whose level was chosen last (its words are shown) */
    int32_t option[NM_MAX_OPTIONS];
    char seed[SETUP_SEED_DIGITS + 1];
    int seed_focus;
    char error[400];
    /* Layout. */
    SDL_Rect back, rules, left, right, start, seed_box, seed_dice;
    int head_y;
    stepper players_step;
    SDL_Rect seat_row[NM_MAX_SEATS], seat_human[NM_MAX_SEATS], seat_bot[NM_MAX_SEATS];
    SDL_Rect words;            /* what the level under the pointer or chosen last means */
    stepper opt_step[NM_MAX_OPTIONS];
    SDL_Rect opt_row[NM_MAX_OPTIONS];
} setup_scene;

static int setup_options(const setup_scene *s) {
    return s->g->option_count < NM_MAX_OPTIONS ? s->g->option_count : NM_MAX_OPTIONS;
}

/* A fresh seed for the seed field: cosmetic randomness, never the rules' generator. */
static void setup_random_seed(setup_scene *s) {
    Uint64 v = SDL_GetPerformanceCounter() ^ ((Uint64)time(NULL) << 20);
    v ^= v >> 33;
    v *= 0xff51afd7ed558ccdULL;
    v ^= v >> 33;
    SDL_snprintf(s->seed, sizeof s->seed, "%llu", (unsigned long long)(v % 1000000000ULL));
}

/* A stepper ending at x_right: [-] value [+], or for an on/off option [Off] [On]. */
static stepper setup_stepper(app *a, int x_right, int y, int h, int is_bool) {
    stepper st;
    if (is_bool) {
        int bw = ui_s(a, 84), gap = ui_s(a, 6);
        st.minus = (SDL_Rect){x_right - 2 * bw - gap, y, bw, h};
        st.plus = (SDL_Rect){x_right - bw, y, bw, h};
        st.value = (SDL_Rect){0, 0, 0, 0};
        return st;
    }
    int bw = h, vw = ui_s(a, 64);
    int x = x_right - 2 * bw - vw;
    st.minus = (SDL_Rect){x, y, bw, h};
    st.value = (SDL_Rect){x + bw, y, vw, h};
    st.plus = (SDL_Rect){x + bw + vw, y, bw, h};
    return st;
}

static int setup_is_bool(const nm_option *o) { return o->min == 0 && o->max == 1; }

static void setup_update(scene *sc, app *a, Uint32 dt, int top) {
    setup_scene *s = (setup_scene *)sc;
    (void)dt;
    (void)top;
    int m = ui_s(a, 24), gap = ui_s(a, 20);
    s->back = (SDL_Rect){m, m, ui_s(a, 150), ui_s(a, 46)};
    s->rules = (SDL_Rect){a->w - m - ui_s(a, 150), m, ui_s(a, 150), ui_s(a, 46)};
    s->head_y = m;
    int top_y = m + ui_s(a, 78);
    int sh = ui_s(a, 54), bh = ui_s(a, 40);
    int total_w = a->w - 2 * m;
    if (total_w > ui_s(a, 1120)) total_w = ui_s(a, 1120);
    int x0 = (a->w - total_w) / 2;
    int lw = (total_w - gap) / 2;
    int pad = ui_s(a, 20);
    int tl = text_line_h(a, FONT_DISPLAY, text_px(a, 26));
    int row = ui_s(a, 46), orow = ui_s(a, 84);
    int maxp = s->g->max_players < NM_MAX_SEATS ? s->g->max_players : NM_MAX_SEATS;
    /* Both panels as tall as the taller content, within the window. */
    int words_h = 2 * text_line_h(a, FONT_ITALIC, text_px(a, TEXT_SMALL));
    int left_h = pad + tl + ui_s(a, 8) + bh + ui_s(a, 16) + maxp * row + ui_s(a, 10) + words_h + pad;
    int right_h = pad + tl + ui_s(a, 8) + (setup_options(s) ? setup_options(s) : 1) * orow + gap + bh + pad;
    int ph = left_h > right_h ? left_h : right_h;
    int max_h = a->h - top_y - m - sh - gap;
    if (ph > max_h) ph = max_h;
    /* Centre the panels and Start in the room under the heading. */
    int spare = max_h - ph;
    if (spare > 0) top_y += spare / 3;
    s->left = (SDL_Rect){x0, top_y, lw, ph};
    s->right = (SDL_Rect){x0 + lw + gap, top_y, total_w - lw - gap, ph};
    s->start = (SDL_Rect){x0 + total_w - ui_s(a, 260), top_y + ph + gap, ui_s(a, 260), sh};
    /* Left: players and seats. */
    int y = s->left.y + pad + tl + ui_s(a, 8);
    s->players_step = setup_stepper(a, s->left.x + s->left.w - pad, y, bh, 0);
    y += bh + ui_s(a, 16);
    int tw = ui_s(a, 150);
    for (int p = 0; p < NM_MAX_SEATS; p++) {
        s->seat_row[p] = (SDL_Rect){s->left.x + pad, y + p * row, s->left.w - 2 * pad, row};
        int bx = s->left.x + s->left.w - pad - 2 * tw - ui_s(a, 6);
        s->seat_human[p] = (SDL_Rect){bx, y + p * row + (row - bh) / 2, tw, bh};
        s->seat_bot[p] = (SDL_Rect){bx + tw + ui_s(a, 6), y + p * row + (row - bh) / 2, tw, bh};
        if (p >= s->players) s->seat_human[p] = s->seat_bot[p] = (SDL_Rect){0, 0, 0, 0};
    }
    /* Under the seats, at the bottom of the panel: the words of a level. */
    s->words = (SDL_Rect){s->left.x + pad, s->left.y + s->left.h - pad - words_h, s->left.w - 2 * pad,
                          words_h};
    /* Right: options, then the seed. */
    y = s->right.y + pad + tl + ui_s(a, 8);
    for (int i = 0; i < setup_options(s); i++) {
        s->opt_row[i] = (SDL_Rect){s->right.x + pad, y, s->right.w - 2 * pad, orow};
        s->opt_step[i] = setup_stepper(a, s->right.x + s->right.w - pad, y, bh,
                                       setup_is_bool(&s->g->options[i]));
        y += orow;
    }
    int seed_y = s->right.y + s->right.h - pad - bh;
    int dice = bh;
    s->seed_dice = (SDL_Rect){s->right.x + s->right.w - pad - dice, seed_y, dice, bh};
    s->seed_box = (SDL_Rect){s->right.x + pad + ui_s(a, 90), seed_y,
                             s->seed_dice.x - ui_s(a, 8) - (s->right.x + pad + ui_s(a, 90)), bh};
}

static void setup_start(setup_scene *s, app *a) {
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.game = s->g;
    unsigned long long seed = s->seed[0] ? strtoull(s->seed, NULL, 10) : 0;
    nm_setup_defaults(s->g, &cfg.setup, s->players, (uint64_t)seed);
    for (int i = 0; i < setup_options(s); i++) cfg.setup.option[i] = s->option[i];
    for (int p = 0; p < NM_MAX_SEATS; p++) {
        cfg.human[p] = s->human[p];
        nm_strlcpy(cfg.bot[p], level_spec(s->level[p]), sizeof cfg.bot[p]);
    }
    scene *b = board_scene_create(a, &cfg, s->error, sizeof s->error);
    if (!b) return;
    s->error[0] = '\0';
    /* The board replaces the menus above the title (Esc from the board goes back there). */
    int keep = 0;
    for (int i = 0; i < a->stack.count; i++)
        if (scene_is(a->stack.items[i], "title")) keep = i + 1;
    if (s->seed_focus) SDL_StopTextInput();
    scene_stack_pop_to(&a->stack, keep, a);
    scene_stack_push(&a->stack, b, a);
}

static int setup_step(const stepper *st, int x, int y, int32_t *v, int lo, int hi) {
    if (ui_hit(st->minus, x, y) && *v > lo) { (*v)--; return 1; }
    if (ui_hit(st->plus, x, y) && *v < hi) { (*v)++; return 1; }
    return 0;
}

static void setup_focus(setup_scene *s, int on) {
    if (on && !s->seed_focus) SDL_StartTextInput();
    if (!on && s->seed_focus) SDL_StopTextInput();
    s->seed_focus = on;
}

static void setup_event(scene *sc, app *a, const SDL_Event *e) {
    setup_scene *s = (setup_scene *)sc;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            if (s->seed_focus) setup_focus(s, 0);
            else scene_stack_pop(&a->stack, a);
        } else if (s->seed_focus && k == SDLK_BACKSPACE && s->seed[0]) {
            s->seed[strlen(s->seed) - 1] = '\0';
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            setup_focus(s, 0);
            setup_start(s, a);
        }
        return;
    }
    if (e->type == SDL_TEXTINPUT && s->seed_focus) {
        for (const char *c = e->text.text; *c; c++) {
            size_t n = strlen(s->seed);
            if (*c >= '0' && *c <= '9' && n < SETUP_SEED_DIGITS) {
                if (n == 1 && s->seed[0] == '0') n = 0; /* no leading zero */
                s->seed[n] = *c;
                s->seed[n + 1] = '\0';
            }
        }
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y;
    setup_focus(s, ui_hit(s->seed_box, x, y));
    if (s->seed_focus) return;
    int clicked = 1;
    int32_t players = s->players;
    if (ui_hit(s->back, x, y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
        return;
    } else if (ui_hit(s->rules, x, y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_push(&a->stack, rules_scene_create(s->g), a);
        return;
    } else if (ui_hit(s->start, x, y)) {
        audio_play(a->audio, SFX_CLICK);
        setup_start(s, a);
        return;
    } else if (ui_hit(s->seed_dice, x, y)) {
        setup_random_seed(s);
    } else if (setup_step(&s->players_step, x, y, &players, s->g->min_players,
                          s->g->max_players < NM_MAX_SEATS ? s->g->max_players : NM_MAX_SEATS)) {
        s->players = players;
    } else {
        clicked = 0;
        for (int p = 0; p < s->players; p++) {
            if (ui_hit(s->seat_human[p], x, y)) { s->human[p] = 1; clicked = 1; }
            if (ui_hit(s->seat_bot[p], x, y)) {
                /* A first click seats the computer; the next ones change its level. */
                if (!s->human[p]) setup_scene_next_level(&s->base, a, p);
                s->shown_seat = p;
                s->human[p] = 0;
                clicked = 1;
            }
        }
        for (int i = 0; i < setup_options(s); i++) {
            const nm_option *o = &s->g->options[i];
            if (setup_is_bool(o)) {
                if (ui_hit(s->opt_step[i].minus, x, y)) { s->option[i] = 0; clicked = 1; }
                if (ui_hit(s->opt_step[i].plus, x, y)) { s->option[i] = 1; clicked = 1; }
            } else if (setup_step(&s->opt_step[i], x, y, &s->option[i], o->min, o->max)) {
                clicked = 1;
            }
        }
    }
    if (clicked) audio_play(a->audio, SFX_CLICK);
}

int setup_scene_next_level(scene *sc, app *a, int seat) {
    setup_scene *s = (setup_scene *)sc;
    if (seat < 0 || seat >= NM_MAX_SEATS) return -1;
    s->level[seat] = (s->level[seat] + 1) % LEVEL_COUNT;
    s->shown_seat = seat;
    a->set.bot_level = s->level[seat]; /* the next setup starts with it */
    return s->level[seat];
}

int setup_scene_words_level(const scene *sc, const app *a) {
    const setup_scene *s = (const setup_scene *)sc;
    for (int p = 0; p < s->players; p++) /* the level under the pointer */
        if (!s->human[p] && ui_hit(s->seat_bot[p], a->mouse_x, a->mouse_y)) return s->level[p];
    if (s->shown_seat >= 0 && s->shown_seat < s->players && !s->human[s->shown_seat])
        return s->level[s->shown_seat];
    for (int p = 0; p < s->players; p++)
        if (!s->human[p]) return s->level[p];
    return -1;
}

static void setup_draw_stepper(app *a, const stepper *st, const char *value, int can_down,
                               int can_up) {
    ui_button(a, st->minus, "\xE2\x88\x92", NULL, UI_BTN_QUIET, can_down);
    ui_button(a, st->plus, "+", NULL, UI_BTN_QUIET, can_up);
    int px = text_px(a, TEXT_LABEL), lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw(a, FONT_DISPLAY, px, ui_ink, st->value.x + st->value.w / 2,
              st->value.y + (st->value.h - lh) / 2, TEXT_CENTRE, value);
}

static void setup_render(const scene *sc, app *a) {
    const setup_scene *s = (const setup_scene *)sc;
    int li = a->set.lang;
    ui_table(a);
    ui_button(a, s->back, app_tr(a, "back"), "back", UI_BTN_NORMAL, 1);
    ui_button(a, s->rules, app_tr(a, "setup_rules"), NULL, UI_BTN_NORMAL, 1);
    char line[256], num[32], num2[32];
    const char *gname = s->g->name[li] && s->g->name[li][0] ? s->g->name[li] : s->g->name[0];
    app_trf(a, "setup_title", line, sizeof line, gname, NULL);
    ui_heading(a, line, a->w / 2, s->head_y, 40);
    int pad = ui_s(a, 20);
    int hpx = text_px(a, 26), px = text_px(a, TEXT_LABEL), bpx = text_px(a, TEXT_BODY);
    int lh = text_line_h(a, FONT_TEXT, px);
    /* Players and seats. */
    ui_parchment_panel(a, s->left);
    text_draw(a, FONT_DISPLAY, hpx, ui_ink, s->left.x + pad, s->left.y + pad, TEXT_LEFT,
              app_tr(a, "setup_seats"));
    SDL_Rect ps = s->players_step.minus;
    text_draw(a, FONT_TEXT, px, ui_ink, s->left.x + pad, ps.y + (ps.h - lh) / 2, TEXT_LEFT,
              app_tr(a, "setup_players"));
    SDL_snprintf(num, sizeof num, "%d", s->players);
    setup_draw_stepper(a, &s->players_step, num, s->players > s->g->min_players,
                       s->players < s->g->max_players && s->players < NM_MAX_SEATS);
    for (int p = 0; p < s->players; p++) {
        SDL_Rect r = s->seat_row[p];
        if (r.y + r.h > s->words.y) break;
        int tr = ui_s(a, 10);
        ui_seat_token(a, p, r.x + tr, r.y + r.h / 2, tr);
        SDL_snprintf(num, sizeof num, "%d", p + 1);
        app_trf(a, "player_n", line, sizeof line, num, NULL);
        text_draw_fit(a, FONT_TEXT, px, ui_ink, r.x + 2 * tr + ui_s(a, 12), r.y + (r.h - lh) / 2,
                      TEXT_LEFT, s->seat_human[p].x - r.x - 2 * tr - ui_s(a, 16), line);
        ui_button(a, s->seat_human[p], app_tr(a, "setup_human"), "person",
                  s->human[p] ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
        ui_button(a, s->seat_bot[p],
                  s->human[p] ? app_tr(a, "setup_computer") : level_name(s->level[p], li),
                  "computer", s->human[p] ? UI_BTN_QUIET : UI_BTN_SELECTED, 1);
    }
    const char *solo = lang_pick(s->g->solo_note, li);
    if (s->players == 1 && solo) { /* who a lone player faces */
        SDL_Rect r = s->seat_row[1];
        r.h = s->words.y - ui_s(a, 6) - r.y;
        text_box(a, FONT_ITALIC, bpx, ui_ink_soft, r, TEXT_LEFT, solo, 1);
    }
    int wl = setup_scene_words_level(sc, a);
    if (wl >= 0) { /* two lines at most: a smaller font rather than a cut */
        char words[512];
        level_words(a, a->levels, s->g->id, wl, words, sizeof words);
        int wpx = text_box_fit_px(a, FONT_ITALIC, text_px(a, TEXT_SMALL), s->words, words,
                                  text_px(a, 13));
        text_box(a, FONT_ITALIC, wpx, ui_ink_soft, s->words, TEXT_LEFT, words, 1);
    }
    /* Options and seed. */
    ui_parchment_panel(a, s->right);
    text_draw(a, FONT_DISPLAY, hpx, ui_ink, s->right.x + pad, s->right.y + pad, TEXT_LEFT,
              app_tr(a, "setup_options"));
    int nopt = setup_options(s);
    if (nopt == 0) {
        SDL_Rect r = {s->right.x + pad, s->right.y + pad + text_line_h(a, FONT_DISPLAY, hpx) + ui_s(a, 8),
                      s->right.w - 2 * pad, lh * 2};
        text_box(a, FONT_ITALIC, bpx, ui_ink_soft, r, TEXT_LEFT, app_tr(a, "setup_no_options"), 1);
    }
    for (int i = 0; i < nopt; i++) {
        const nm_option *o = &s->g->options[i];
        SDL_Rect r = s->opt_row[i];
        if (r.y + r.h > s->seed_box.y) break;
        int textw = s->opt_step[i].minus.x - r.x - ui_s(a, 10);
        const char *name = o->name[li] && o->name[li][0] ? o->name[li] : o->name[0] ? o->name[0] : o->id;
        const char *help = lang_pick(o->help, li);
        text_draw_fit(a, FONT_TEXT, px, ui_ink, r.x, r.y, TEXT_LEFT, textw, name);
        if (help) /* two lines under the name, the rest cut with an ellipsis */
            text_box(a, FONT_ITALIC, text_px(a, TEXT_SMALL), ui_ink_soft,
                     (SDL_Rect){r.x, r.y + lh, textw, r.h - lh - ui_s(a, 4)}, TEXT_LEFT, help, 1);
        if (setup_is_bool(o)) {
            ui_button(a, s->opt_step[i].minus, app_tr(a, "setup_off"), NULL,
                      s->option[i] ? UI_BTN_QUIET : UI_BTN_SELECTED, 1);
            ui_button(a, s->opt_step[i].plus, app_tr(a, "setup_on"), NULL,
                      s->option[i] ? UI_BTN_SELECTED : UI_BTN_QUIET, 1);
        } else {
            SDL_snprintf(num, sizeof num, "%d", (int)s->option[i]);
            setup_draw_stepper(a, &s->opt_step[i], num, s->option[i] > o->min, s->option[i] < o->max);
        }
    }
    SDL_Rect sb = s->seed_box;
    text_draw(a, FONT_TEXT, px, ui_ink, s->right.x + pad, sb.y + (sb.h - lh) / 2, TEXT_LEFT,
              app_tr(a, "setup_seed"));
    SDL_Color fill = s->seed_focus ? (SDL_Color){255, 250, 236, 255} : (SDL_Color){250, 243, 226, 255};
    ui_round_fill(a, sb, (float)ui_s(a, 6), fill, fill);
    ui_round_frame(a, sb, (float)ui_s(a, 6), (float)ui_s(a, s->seed_focus ? 2.5f : 1.5f),
                   s->seed_focus ? ui_gold : (SDL_Color){150, 112, 64, 255});
    SDL_snprintf(num2, sizeof num2, "%s%s", s->seed, s->seed_focus ? "|" : "");
    text_draw(a, FONT_TEXT, px, ui_ink, sb.x + ui_s(a, 10), sb.y + (sb.h - lh) / 2, TEXT_LEFT,
              num2[0] ? num2 : "0");
    ui_button(a, s->seed_dice, NULL, "dice", UI_BTN_QUIET, 1);
    if (s->error[0]) {
        SDL_Rect er = {s->left.x, s->start.y, s->start.x - s->left.x - ui_s(a, 16), s->start.h};
        text_box(a, FONT_ITALIC, bpx, ui_gold_light, er, TEXT_LEFT, s->error, 1);
    }
    ui_button(a, s->start, app_tr(a, "setup_start"), "play", UI_BTN_PRIMARY, 1);
}

/* The computer seats start at the level the player chose last (kept in the settings). */
static void setup_enter(scene *sc, app *a) {
    setup_scene *s = (setup_scene *)sc;
    if (s->levels_set) return;
    s->levels_set = 1;
    int l = a->set.bot_level >= 0 && a->set.bot_level < LEVEL_COUNT ? a->set.bot_level : LEVEL_DEFAULT;
    for (int p = 0; p < NM_MAX_SEATS; p++) s->level[p] = l;
}

static void setup_exit(scene *sc, app *a) {
    (void)a;
    setup_focus((setup_scene *)sc, 0);
}

static void setup_destroy(scene *s) { free(s); }

static const scene_ops setup_ops = {
    .name = "setup",
    .enter = setup_enter,
    .exit = setup_exit,
    .event = setup_event,
    .update = setup_update,
    .render = setup_render,
    .destroy = setup_destroy,
};

scene *setup_scene_create(const nm_game *g) {
    if (!g) return NULL;
    setup_scene *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->base.ops = &setup_ops;
    s->g = g;
    s->players = g->min_players > 2 ? g->min_players : g->max_players >= 2 ? 2 : g->min_players;
    if (s->players > NM_MAX_SEATS) s->players = NM_MAX_SEATS;
    s->human[0] = 1;
    s->shown_seat = -1;
    for (int p = 0; p < NM_MAX_SEATS; p++) s->level[p] = LEVEL_DEFAULT;
    for (int i = 0; i < setup_options(s); i++) s->option[i] = g->options[i].def;
    setup_random_seed(s);
    return &s->base;
}

void setup_scene_preset(scene *sc, int players, uint64_t seed) {
    setup_scene *s = (setup_scene *)sc;
    if (!s) return;
    if (players >= s->g->min_players && players <= s->g->max_players && players <= NM_MAX_SEATS)
        s->players = players;
    SDL_snprintf(s->seed, sizeof s->seed, "%llu", (unsigned long long)seed);
}

void setup_scene_preset_seats(scene *sc, const char *bots) {
    setup_scene *s = (setup_scene *)sc;
    if (!s || !bots) return;
    s->levels_set = 1;
    const char *c = bots;
    for (int p = 0; p < NM_MAX_SEATS && *c; p++) {
        size_t n = strcspn(c, ",");
        if (n == 5 && strncmp(c, "human", 5) == 0) s->human[p] = 1;
        for (int l = 0; l < LEVEL_COUNT; l++)
            if (strlen(level_spec(l)) == n && strncmp(c, level_spec(l), n) == 0) {
                s->human[p] = 0;
                s->level[p] = l;
                if (s->shown_seat < 0) s->shown_seat = p; /* the first computer's words */
            }
        c += n;
        if (*c == ',') c++;
    }
}
