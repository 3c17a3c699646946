/* overlay_end.c - the end of a game: ranking with scores and winners, then a new game,
 * a look at the final board, or the title. */
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

typedef struct end_overlay {
    scene base;
    scene *board; /* below this overlay on the stack */
    SDL_Rect panel, btn_again, btn_board, btn_title;
} end_overlay;

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
    int rows = ns > m->setup.players ? ns : m->setup.players;
    nm_score_line probe[16];
    int detail = nm_match_score_detail(m, 0, a->set.lang, probe, 16) > 0;
    /* The breakdown gets two lines under the name. */
    int row = ui_s(a, 40) + (detail ? 2 * text_line_h(a, FONT_ITALIC, text_px(a, TEXT_SMALL)) : 0);
    int w = ui_s(a, detail ? 720 : 560), h = ui_s(a, 190) + row * rows + ui_s(a, 44);
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
    int px = text_px(a, TEXT_LABEL), lh = text_line_h(a, FONT_TEXT, px);
    int spx = text_px(a, TEXT_SMALL), slh = text_line_h(a, FONT_ITALIC, spx);
    int row = 0;
    for (int k = 0; k < players && y + row < e->btn_again.y; k++, y += row) {
        int p = order[k];
        /* The score by source, when the game gives it: "Branches 12 · Festivals 4 · ...". */
        nm_score_line detail[16];
        int nd = nm_match_score_detail(m, p, a->set.lang, detail, 16);
        char dline[400] = "";
        for (int i = 0; i < nd; i++) {
            char part[80];
            SDL_snprintf(part, sizeof part, "%s%s %d", i ? " \xC2\xB7 " : "", detail[i].label,
                         (int)detail[i].points);
            strncat(dline, part, sizeof dline - strlen(dline) - 1);
        }
        row = ui_s(a, 40) + (nd > 0 ? 2 * slh : 0);
        SDL_Rect rr = {r.x + pad, y, r.w - 2 * pad, row - ui_s(a, 4)};
        SDL_Color bg = is_winner[p] ? (SDL_Color){217, 169, 58, 110} : (SDL_Color){150, 112, 64, 40};
        ui_round_fill(a, rr, (float)ui_s(a, 6), bg, bg);
        int ty = rr.y + (rr.h - (nd > 0 ? 2 * slh : 0) - lh) / 2;
        SDL_snprintf(num, sizeof num, "%d", k + 1);
        text_draw(a, FONT_DISPLAY, px, ui_ink_soft, rr.x + ui_s(a, 14), ty, TEXT_LEFT, num);
        int tr = ui_s(a, 10);
        if (p < m->setup.players) {
            ui_seat_token(a, p, rr.x + ui_s(a, 52), ty + lh / 2, tr);
            SDL_snprintf(num, sizeof num, "%d", p + 1);
            app_trf(a, "player_n", one, sizeof one, num, NULL);
        } else {
            const char *bot = lang_pick(m->game->automaton, a->set.lang);
            SDL_snprintf(one, sizeof one, "%s", bot ? bot : app_tr(a, "automaton"));
            ui_seat_token(a, p, rr.x + ui_s(a, 52), ty + lh / 2, tr);
        }
        int name_w = text_draw(a, FONT_TEXT, px, ui_ink, rr.x + ui_s(a, 74), ty, TEXT_LEFT, one);
        if (is_winner[p]) { /* a laurel after the winner's name */
            int is = lh;
            ui_icon(a, "laurel", (SDL_Rect){rr.x + ui_s(a, 74) + name_w + ui_s(a, 8), ty, is, is},
                    (SDL_Color){120, 84, 30, 255});
        }
        SDL_snprintf(num, sizeof num, "%d", (int)scores[p]);
        text_draw(a, FONT_DISPLAY, px, ui_ink, rr.x + rr.w - ui_s(a, 14), ty, TEXT_RIGHT, num);
        if (nd > 0)
            text_box(a, FONT_ITALIC, spx, ui_ink_soft,
                     (SDL_Rect){rr.x + ui_s(a, 74), ty + lh, rr.w - ui_s(a, 88), 2 * slh}, TEXT_LEFT, dline, 1);
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
