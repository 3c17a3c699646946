/* scene_load.c - the Load screen: the saves of <pref>/saves, newest first, one row each
 * (game, players, round, date); a click opens the game in place of the one open. */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "board.h"
#include "nemeton/util.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define LOAD_MAX 40

typedef struct load_row {
    char path[1100];
    char game[64];   /* the game's name, or its id */
    char detail[160]; /* players, round, date; or why it does not load */
    time_t when;
    int ok;
} load_row;

typedef struct load_scene {
    scene base;
    load_row *rows;
    int n, scanned, scroll;
    SDL_Rect back, panel, row[LOAD_MAX];
    int head_y;
} load_scene;

static int load_newest_first(const void *x, const void *y) {
    const load_row *p = x, *q = y;
    return p->when < q->when ? 1 : p->when > q->when ? -1 : strcmp(q->path, p->path);
}

static int load_ends_with(const char *s, const char *end) {
    size_t n = strlen(s), m = strlen(end);
    return n >= m && strcmp(s + n - m, end) == 0;
}

/* Fills row r from its file: game and players from the save, the round from the state it
 * replays to (every game of the project keeps "round"), the date from the file. */
static void load_describe(app *a, load_row *r) {
    nm_errors *err = calloc(1, sizeof *err);
    nm_match *m = err ? nm_save_load(&a->lib, r->path, err) : NULL;
    char date[64] = "";
    struct tm tmv;
    localtime_r(&r->when, &tmv);
    strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tmv);
    if (!m) {
        const char *name = strrchr(r->path, '/');
        nm_strlcpy(r->game, name ? name + 1 : r->path, sizeof r->game);
        SDL_snprintf(r->detail, sizeof r->detail, "%s \xC2\xB7 %s", date, app_tr(a, "load_broken"));
        free(err);
        return;
    }
    const nm_game *g = m->game;
    const char *gname = g->name[a->set.lang] ? g->name[a->set.lang] : g->name[0];
    nm_strlcpy(r->game, gname ? gname : g->id, sizeof r->game);
    int round = -1;
    char *snap = nm_snapshot_text(m);
    cJSON *o = snap ? cJSON_Parse(snap) : NULL;
    const cJSON *st = cJSON_GetObjectItemCaseSensitive(o, "state");
    const cJSON *rd = cJSON_GetObjectItemCaseSensitive(st, "round");
    if (cJSON_IsNumber(rd)) round = rd->valueint;
    cJSON_Delete(o);
    free(snap);
    char players[64], rtext[64] = "", num[16];
    SDL_snprintf(num, sizeof num, "%d", m->setup.players);
    app_trf(a, m->setup.players == 1 ? "load_players_one" : "load_players", players, sizeof players, num, NULL);
    if (nm_match_over(m)) {
        nm_strlcpy(rtext, app_tr(a, "load_over"), sizeof rtext);
    } else if (round >= 0) {
        SDL_snprintf(num, sizeof num, "%d", round);
        app_trf(a, "load_round", rtext, sizeof rtext, num, NULL);
    }
    SDL_snprintf(r->detail, sizeof r->detail, "%s%s%s \xC2\xB7 %s", players, rtext[0] ? " \xC2\xB7 " : "",
                 rtext, date);
    r->ok = 1;
    nm_match_destroy(m);
    free(err);
}

static void load_scan(load_scene *l, app *a) {
    l->scanned = 1;
    l->n = 0;
    char dir[1024];
    if (app_pref_path(a, "saves", dir, sizeof dir) != 0) return;
    DIR *d = opendir(dir);
    if (!d) return;
    int cap = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (e->d_name[0] == '.' || !load_ends_with(e->d_name, ".json")) continue;
        if (l->n == cap) {
            int nc = cap ? cap * 2 : 16;
            load_row *nr = realloc(l->rows, sizeof *nr * (size_t)nc);
            if (!nr) break;
            l->rows = nr;
            cap = nc;
        }
        load_row *r = &l->rows[l->n];
        memset(r, 0, sizeof *r);
        SDL_snprintf(r->path, sizeof r->path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(r->path, &st) != 0) continue;
        r->when = st.st_mtime;
        l->n++;
    }
    closedir(d);
    if (l->n > 1) qsort(l->rows, (size_t)l->n, sizeof *l->rows, load_newest_first);
    if (l->n > LOAD_MAX) l->n = LOAD_MAX;
    for (int k = 0; k < l->n; k++) load_describe(a, &l->rows[k]);
}

static void load_update(scene *s, app *a, Uint32 dt, int top) {
    load_scene *l = (load_scene *)s;
    (void)dt;
    (void)top;
    if (!l->scanned) load_scan(l, a);
    int m = ui_s(a, 24);
    l->back = (SDL_Rect){m, m, ui_s(a, 150), ui_s(a, 46)};
    l->head_y = m;
    int w = ui_s(a, 820);
    if (w > a->w - 2 * m) w = a->w - 2 * m;
    int top_y = m + ui_s(a, 84), pad = ui_s(a, 16);
    l->panel = (SDL_Rect){(a->w - w) / 2, top_y, w, a->h - top_y - m};
    int rh = ui_s(a, 64), gap = ui_s(a, 8);
    int fit = (l->panel.h - 2 * pad + gap) / (rh + gap);
    if (fit < 1) fit = 1;
    if (l->scroll > l->n - fit) l->scroll = l->n - fit;
    if (l->scroll < 0) l->scroll = 0;
    for (int k = 0; k < LOAD_MAX; k++) {
        int i = k - l->scroll;
        if (k >= l->n || i < 0 || i >= fit) l->row[k] = (SDL_Rect){0, 0, 0, 0};
        else l->row[k] = (SDL_Rect){l->panel.x + pad, l->panel.y + pad + i * (rh + gap), w - 2 * pad, rh};
    }
}

/* Opens row k: the scenes above the title close, and the game opens over it. */
static void load_open(load_scene *l, app *a, int k) {
    load_row *r = &l->rows[k];
    char msg[900], why[600] = "";
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return;
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    for (int p = 0; p < NM_MAX_SEATS; p++) {
        cfg.human[p] = 1;
        strcpy(cfg.bot[p], "random");
    }
    board_read_seats(r->path, &cfg); /* the save's seats; without them, every seat is a person */
    nm_match *m = nm_save_load(&a->lib, r->path, err);
    scene *b = NULL;
    if (m) b = board_scene_resume(a, m, &cfg, why, sizeof why);
    else SDL_snprintf(why, sizeof why, "%s", nm_errors_first(err));
    free(err);
    if (!b) {
        app_trf(a, "load_failed", msg, sizeof msg, why, NULL);
        app_toast(a, msg);
        return;
    }
    int title = -1;
    for (int i = 0; i < a->stack.count && title < 0; i++)
        if (scene_is(a->stack.items[i], "title")) title = i;
    scene_stack_pop_to(&a->stack, title + 1, a); /* this scene too: it is freed later */
    scene_stack_push(&a->stack, b, a);
}

static void load_event(scene *s, app *a, const SDL_Event *e) {
    load_scene *l = (load_scene *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop(&a->stack, a);
        return;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        l->scroll -= e->wheel.y;
        a->dirty = 1;
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y;
    if (ui_hit(l->back, x, y)) {
        audio_play(a->audio, SFX_CLICK);
        scene_stack_pop(&a->stack, a);
        return;
    }
    for (int k = 0; k < l->n && k < LOAD_MAX; k++)
        if (l->rows[k].ok && ui_hit(l->row[k], x, y)) {
            audio_play(a->audio, SFX_CLICK);
            load_open(l, a, k);
            return;
        }
}

static void load_render(const scene *s, app *a) {
    const load_scene *l = (const load_scene *)s;
    ui_table(a);
    ui_heading(a, app_tr(a, "load_title"), a->w / 2, l->head_y, 40);
    ui_parchment_panel(a, l->panel);
    int pad = ui_s(a, 16);
    int tpx = text_px(a, TEXT_LABEL), spx = text_px(a, TEXT_SMALL);
    int tlh = text_line_h(a, FONT_DISPLAY, tpx), slh = text_line_h(a, FONT_ITALIC, spx);
    if (l->n == 0) {
        SDL_Rect box = {l->panel.x + pad, l->panel.y + pad, l->panel.w - 2 * pad, l->panel.h - 2 * pad};
        text_box(a, FONT_ITALIC, text_px(a, TEXT_BODY), ui_ink_soft, box, TEXT_CENTRE,
                 app_tr(a, a->pref_dir ? "load_none" : "load_not_kept"), 1);
    }
    for (int k = 0; k < l->n && k < LOAD_MAX; k++) {
        SDL_Rect r = l->row[k];
        if (r.w == 0) continue;
        int hot = l->rows[k].ok && ui_hit(r, a->mouse_x, a->mouse_y);
        SDL_Color top = hot ? ui_gold_light : (SDL_Color){240, 226, 192, 255};
        SDL_Color bot = hot ? ui_gold : (SDL_Color){226, 206, 162, 255};
        ui_round_fill(a, r, (float)ui_s(a, 6), top, bot);
        ui_round_frame(a, r, (float)ui_s(a, 6), 1.0f, (SDL_Color){150, 112, 64, 255});
        int y = r.y + (r.h - tlh - slh) / 2;
        text_draw_fit(a, FONT_DISPLAY, tpx, l->rows[k].ok ? ui_ink : ui_ink_soft, r.x + ui_s(a, 14), y, TEXT_LEFT,
                      r.w - ui_s(a, 28), l->rows[k].game);
        text_draw_fit(a, FONT_ITALIC, spx, ui_ink_soft, r.x + ui_s(a, 14), y + tlh, TEXT_LEFT, r.w - ui_s(a, 28),
                      l->rows[k].detail);
    }
    ui_button(a, l->back, app_tr(a, "back"), "back", UI_BTN_NORMAL, 1);
}

static void load_destroy(scene *s) {
    load_scene *l = (load_scene *)s;
    free(l->rows);
    free(l);
}

static const scene_ops load_ops = {
    .name = "load",
    .update = load_update,
    .event = load_event,
    .render = load_render,
    .destroy = load_destroy,
};

scene *load_scene_create(void) {
    load_scene *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->base.ops = &load_ops;
    return &l->base;
}

int load_scene_count(const scene *s) { return ((const load_scene *)s)->n; }

int load_scene_row_point(const scene *s, int k, int *x, int *y) {
    const load_scene *l = (const load_scene *)s;
    if (k < 0 || k >= l->n || k >= LOAD_MAX || l->row[k].w == 0) return -1;
    *x = l->row[k].x + l->row[k].w / 2;
    *y = l->row[k].y + l->row[k].h / 2;
    return 0;
}
