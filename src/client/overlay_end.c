/* overlay_end.c - the end of a game: who won and, when seats tied on points, which
 * tie-break decided; a table of every scoring category of the game (one row each, zeros
 * included, one column per seat in ranking order, the totals last); then a new game, a
 * look at the final board, or the title. */
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define END_ROWS 24
typedef struct end_overlay {
    scene base;
    scene *board; /* below this overlay on the stack */
    SDL_Rect panel, btn_again, btn_board, btn_title;
    /* the breakdown table: categories (the union of every seat's, in first-seen order) */
    int rows;
    char label[END_ROWS][48];
    int32_t points[END_ROWS][NM_MAX_SEATS];
    char tie[200]; /* which tie-break decided, "" none */
} end_overlay;

/* Gathers every seat's score by source into one table of categories. */
static void end_table(end_overlay *e, const nm_match *m, int lng, int players) {
    e->rows = 0;
    memset(e->points, 0, sizeof e->points);
    for (int p = 0; p < players && p < NM_MAX_SEATS; p++) {
        nm_score_line lines[END_ROWS];
        int n = nm_match_score_detail(m, p, lng, lines, END_ROWS);
        for (int i = 0; i < n; i++) {
            lines[i].label[sizeof lines[i].label - 1] = 0;
            int r = 0;
            while (r < e->rows && strcmp(e->label[r], lines[i].label) != 0) r++;
            if (r == e->rows) {
                if (e->rows == END_ROWS) continue;
                SDL_strlcpy(e->label[r], lines[i].label, sizeof e->label[r]);
                e->rows++;
            }
            e->points[r][p] += lines[i].points;
        }
    }
    e->tie[0] = 0;
    if (m->game->tie_break &&
        m->game->tie_break(m->data, m->state, lng, e->tie, sizeof e->tie) != 1)
        e->tie[0] = 0;
}

static void end_update(scene *s, app *a, Uint32 dt, int top) {
    end_overlay *e = (end_overlay *)s;
    (void)dt;
    (void)top;
    const nm_match *m = board_scene_match(e->board);
    /* One row per seat (and automaton), taller when the game gives a score breakdown. */
    int32_t scores[NM_MAX_SEATS];
    int8_t winners[NM_MAX_SEATS];
    int ns = 0;
    nm_match_result(m, scores, &ns, winners);
    int seats = ns > m->setup.players ? ns : m->setup.players;
    end_table(e, m, a->set.lang, seats);
    /* title and winner, the tie-break, the seats' header, one row per category, the
     * totals, the buttons */
    int slh = text_line_h(a, FONT_TEXT, text_px(a, TEXT_SMALL)) + ui_s(a, 3);
    int lh = text_line_h(a, FONT_DISPLAY, text_px(a, TEXT_LABEL));
    int h = ui_s(a, 150) + (e->tie[0] ? lh : 0) + lh + ui_s(a, 8) + slh * e->rows + lh + ui_s(a, 16) + ui_s(a, 72);
    int w = ui_s(a, 280) + seats * ui_s(a, 110);
    if (w < ui_s(a, 620)) w = ui_s(a, 620);
    if (w > a->w - ui_s(a, 20)) w = a->w - ui_s(a, 20);
    if (h > a->h - ui_s(a, 20)) h = a->h - ui_s(a, 20);
    e->panel = (SDL_Rect){(a->w - w) / 2, (a->h - h) / 2, w, h};
    int bh = ui_s(a, 48), gap = ui_s(a, 12), pad = ui_s(a, 24);
    int bw = (w - 2 * pad - 2 * gap) / 3;
    int by = e->panel.y + h - pad - bh;
    e->btn_again = (SDL_Rect){e->panel.x + pad, by, bw, bh};
    e->btn_board = (SDL_Rect){e->panel.x + pad + bw + gap, by, bw, bh};
    e->btn_title = (SDL_Rect){e->panel.x + pad + 2 * (bw + gap), by, w - 2 * pad - 2 * (bw + gap), bh};
}

static void end_event(scene *s, app *a, const SDL_Event *ev) {
    end_overlay *e = (end_overlay *)s;
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        scene_stack_pop_to(&a->stack, a->stack.count > 2 ? a->stack.count - 2 : 0, a);
        return;
    }
    if (ev->type != SDL_MOUSEBUTTONDOWN || ev->button.button != SDL_BUTTON_LEFT) return;
    int x = ev->button.x, y = ev->button.y;
    if (ui_hit(e->btn_board, x, y)) {
        scene_stack_pop(&a->stack, a);
    } else if (ui_hit(e->btn_title, x, y)) {
        scene_stack_pop_to(&a->stack, a->stack.count > 2 ? a->stack.count - 2 : 0, a);
        if (a->stack.count == 0) scene_stack_push(&a->stack, title_scene_create(), a);
    } else if (ui_hit(e->btn_again, x, y)) {
        const nm_game *g = board_scene_match(e->board)->game;
        scene_stack_pop_to(&a->stack, a->stack.count > 2 ? a->stack.count - 2 : 0, a);
        scene_stack_push(&a->stack, setup_scene_create(g), a);
    }
}

static void end_render(const scene *s, app *a) {
    const end_overlay *e = (const end_overlay *)s;
    const nm_match *m = board_scene_match(e->board);
    int32_t scores[NM_MAX_SEATS];
    int8_t winners[NM_MAX_SEATS];
    int ns = 0;
    int nw = nm_match_result(m, scores, &ns, winners);
    /* Seats, then any automaton opponent the game scores after them (Oak's Broichan). */
    int players = ns > m->setup.players ? ns : m->setup.players;
    int is_winner[NM_MAX_SEATS] = {0};
    for (int k = 0; k < nw; k++)
        if (winners[k] >= 0 && winners[k] < NM_MAX_SEATS) is_winner[winners[k]] = 1;
    ui_dim(a, 150);
    ui_parchment_panel(a, e->panel);
    SDL_Rect r = e->panel;
    int pad = ui_s(a, 24), cx = r.x + r.w / 2;
    int icon = ui_s(a, 56);
    ui_icon(a, "laurel", (SDL_Rect){cx - icon / 2, r.y + ui_s(a, 14), icon, icon}, ui_gold);
    int y = r.y + ui_s(a, 14) + icon;
    int tpx = text_px(a, TEXT_TITLE);
    text_draw(a, FONT_DISPLAY, tpx, ui_ink, cx, y, TEXT_CENTRE, app_tr(a, "end_title"));
    y += text_line_h(a, FONT_DISPLAY, tpx);
    /* Who won, in words. */
    char names[160] = "", line[220], one[48], num[16];
    for (int k = 0; k < nw; k++) {
        const char *bot = lang_pick(m->game->automaton, a->set.lang);
        if (winners[k] >= m->setup.players && bot) { /* the automaton won */
            SDL_snprintf(one, sizeof one, "%s", bot);
        } else {
            SDL_snprintf(num, sizeof num, "%d", winners[k] + 1);
            app_trf(a, "player_n", one, sizeof one, num, NULL);
        }
        if (k) strncat(names, k == nw - 1 ? app_tr(a, "end_and") : ", ", sizeof names - strlen(names) - 1);
        strncat(names, one, sizeof names - strlen(names) - 1);
    }
    app_trf(a, nw > 1 ? "end_winners" : "end_winner", line, sizeof line, names, NULL);
    int bpx = text_px(a, TEXT_LABEL);
    text_draw_fit(a, FONT_ITALIC, bpx, ui_forest, cx, y, TEXT_CENTRE, r.w - 2 * pad, line);
    y += text_line_h(a, FONT_ITALIC, bpx) + ui_s(a, 10);
    /* Ranking: seats by score, highest first (winners first among equals). */
    int order[NM_MAX_SEATS];
    for (int p = 0; p < players; p++) order[p] = p;
    for (int i = 1; i < players; i++)
        for (int j = i; j > 0; j--) {
            int p = order[j], q = order[j - 1];
            int better = scores[p] > scores[q] || (scores[p] == scores[q] && is_winner[p] && !is_winner[q]);
            if (!better) break;
            order[j] = q;
            order[j - 1] = p;
        }
    if (e->tie[0]) { /* which tie-break decided */
        int tpx2 = text_px(a, TEXT_SMALL);
        text_draw_fit(a, FONT_ITALIC, tpx2, ui_ink_soft, cx, y, TEXT_CENTRE, r.w - 2 * pad, e->tie);
        y += text_line_h(a, FONT_ITALIC, bpx);
    }
    /* The table: a column per seat in ranking order (token, name, laurel for a winner),
     * a row per scoring category, the totals last. */
    int px = text_px(a, TEXT_LABEL), lh = text_line_h(a, FONT_DISPLAY, px);
    int spx = text_px(a, TEXT_SMALL), slh = text_line_h(a, FONT_TEXT, spx) + ui_s(a, 3);
    int label_w = r.w - 2 * pad - players * ui_s(a, 110);
    if (label_w > ui_s(a, 300)) label_w = ui_s(a, 300);
    if (label_w < ui_s(a, 150)) label_w = ui_s(a, 150);
    int col_w = (r.w - 2 * pad - label_w) / (players > 0 ? players : 1);
    int x0 = r.x + pad + label_w;
    int bottom = e->btn_again.y - ui_s(a, 8);
    for (int k = 0; k < players; k++) { /* the header: who */
        int p = order[k], colx = x0 + k * col_w;
        SDL_Rect head = {colx + ui_s(a, 2), y, col_w - ui_s(a, 4), lh + ui_s(a, 4)};
        SDL_Color bg = is_winner[p] ? (SDL_Color){217, 169, 58, 110} : (SDL_Color){150, 112, 64, 40};
        ui_round_fill(a, head, (float)ui_s(a, 6), bg, bg);
        if (p < m->setup.players) {
            SDL_snprintf(num, sizeof num, "%d", p + 1);
            app_trf(a, "player_n", one, sizeof one, num, NULL);
        } else {
            const char *bot = lang_pick(m->game->automaton, a->set.lang);
            SDL_snprintf(one, sizeof one, "%s", bot ? bot : app_tr(a, "automaton"));
        }
        int tr = ui_s(a, 7);
        ui_seat_token(a, p, head.x + ui_s(a, 6) + tr, head.y + head.h / 2, tr);
        int nx = head.x + 2 * tr + ui_s(a, 10), lw = is_winner[p] ? spx : 0;
        int name_w = head.x + head.w - nx - lw - ui_s(a, 4);
        int npx = text_fit_px_min(a, FONT_TEXT, spx, name_w, one, 12); /* narrow columns: smaller, not cut */
        text_draw_fit(a, FONT_TEXT, npx, ui_ink, nx, head.y + (head.h - slh) / 2 + ui_s(a, 1), TEXT_LEFT, name_w, one);
        if (is_winner[p]) /* a laurel for the winner */
            ui_icon(a, "laurel", (SDL_Rect){head.x + head.w - lw - ui_s(a, 3), head.y + (head.h - lw) / 2, lw, lw},
                    (SDL_Color){120, 84, 30, 255});
    }
    y += lh + ui_s(a, 8);
    for (int i = 0; i < e->rows && y + slh <= bottom - lh; i++, y += slh) {
        if (i % 2 == 0) {
            SDL_Color band = {150, 112, 64, 28};
            ui_round_fill(a, (SDL_Rect){r.x + pad, y, r.w - 2 * pad, slh}, (float)ui_s(a, 3), band, band);
        }
        text_draw_fit(a, FONT_ITALIC, spx, ui_ink_soft, r.x + pad + ui_s(a, 6), y + ui_s(a, 1), TEXT_LEFT,
                      label_w - ui_s(a, 10), e->label[i]);
        for (int k = 0; k < players; k++) {
            SDL_snprintf(num, sizeof num, "%d", (int)e->points[i][order[k]]);
            text_draw(a, FONT_TEXT, spx, e->points[i][order[k]] ? ui_ink : ui_ink_soft,
                      x0 + k * col_w + col_w - ui_s(a, 14), y + ui_s(a, 1), TEXT_RIGHT, num);
        }
    }
    y += ui_s(a, 4);
    SDL_Color rule = {120, 84, 30, 160};
    ui_round_fill(a, (SDL_Rect){r.x + pad, y, r.w - 2 * pad, ui_s(a, 2)}, 1.0f, rule, rule);
    y += ui_s(a, 4);
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, r.x + pad + ui_s(a, 6), y, TEXT_LEFT, label_w - ui_s(a, 10),
                  app_tr(a, "end_total"));
    for (int k = 0; k < players; k++) {
        SDL_snprintf(num, sizeof num, "%d", (int)scores[order[k]]);
        text_draw(a, FONT_DISPLAY, px, ui_ink, x0 + k * col_w + col_w - ui_s(a, 14), y, TEXT_RIGHT, num);
    }
    ui_button(a, e->btn_again, app_tr(a, "end_again"), NULL, UI_BTN_PRIMARY, 1);
    ui_button(a, e->btn_board, app_tr(a, "end_board"), NULL, UI_BTN_NORMAL, 1);
    ui_button(a, e->btn_title, app_tr(a, "end_menu"), NULL, UI_BTN_NORMAL, 1);
}

static void end_destroy(scene *s) { free(s); }

static const scene_ops end_ops = {
    .name = "end",
    .event = end_event,
    .update = end_update,
    .render = end_render,
    .destroy = end_destroy,
};

scene *end_overlay_create(scene *board) {
    end_overlay *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->base.ops = &end_ops;
    e->base.overlay = 1;
    e->board = board;
    return &e->base;
}
