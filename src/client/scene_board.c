/* scene_board.c - the generic board scene: plays a match by clicks on board elements. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <cjson/cJSON.h>
#include "board_internal.h"
#include "levels.h"
#include "text.h"
#include "nemeton/json.h"
#include "nemeton/save.h"
#include "nemeton/util.h"
#include "scenes.h"
#include "ui.h"

#ifdef _WIN32
#include <direct.h>
#define mkdir(path, mode) _mkdir(path)
#endif

#define BOARD_THINK_FRAME_MS 100 /* redraws of the thinking mark while a search runs */

const char *board_element_label(const board_scene *b, const app *a, int i) {
    const nm_board_element *e = &b->d->board.elements[i];
    const char *l = e->label[a->set.lang];
    if (!l || !*l) l = e->label[0];
    return l && *l ? l : e->id;
}

void board_seat_name(const board_scene *b, const app *a, int seat, char *buf, size_t n) {
    char num[16];
    (void)b;
    SDL_snprintf(num, sizeof num, "%d", seat + 1);
    app_trf(a, "player_n", buf, n, num, NULL);
}

static int board_find(const board_scene *b, const char *id) {
    for (int i = 0; i < b->n; i++)
        if (strcmp(b->d->board.elements[i].id, id) == 0) return i;
    return -1;
}

/* The element an action is played on, -1 when the board has none of that id. */
static int board_action_element(const board_scene *b, const nm_action *act) {
    char id[NM_ELEMENT_LEN];
    nm_match_element(b->m, act, id, sizeof id);
    return board_find(b, id);
}

int board_element_at(const board_scene *b, int x, int y) {
    for (int i = b->n - 1; i >= 0; i--)
        if (ui_hit(b->rect[i], x, y)) return i;
    return -1;
}

int board_covered(const board_scene *b, app *a, int i, const SDL_Rect *r, nm_element_view *out) {
    return i >= 0 && b->view && b->view->covered && b->view->covered(b, a, i, r, out);
}

static int board_humans(const board_scene *b) {
    int h = 0;
    for (int p = 0; p < b->m->setup.players; p++) h += b->cfg.human[p] != 0;
    return h;
}

/* How many actions Undo takes back: driven, one; otherwise the decisions of the person
 * who would undo (the one whose turn waits on "End turn", else the person to move, else the
 * last person who played) since another person's last decision, with the computers'
 * moves after them (nm_match_undo_span): never into another person's decision, so a
 * hot-seat board never shows someone else's hidden information without the pass screen. */
static int board_undo_count(const board_scene *b) {
    if (nm_match_over(b->m)) return 0;
    if (b->cfg.driven) return nm_match_can_undo(b->m);
    int to = nm_match_to_move(b->m);
    int who = b->confirm_pending ? b->acted_seat
              : to >= 0 && b->cfg.human[to] ? to
                                             : b->last_human;
    unsigned char person[NM_MAX_SEATS] = {0};
    for (int p = 0; p < b->m->setup.players && p < NM_MAX_SEATS; p++) person[p] = b->cfg.human[p] != 0;
    return nm_match_undo_span(b->m, person, who);
}

/* Art for a view's icon: the game's own folder first, then the shared icons. */
static void board_resolve_icon(const board_scene *b, app *a, const char *icon, char *out) {
    out[0] = '\0';
    if (!icon[0]) return;
    char name[BOARD_ICON_LEN];
    SDL_snprintf(name, sizeof name, "%s/%s", b->g->id, icon);
    if (assets_has_svg(a->assets, name)) {
        nm_strlcpy(out, name, BOARD_ICON_LEN);
        return;
    }
    SDL_snprintf(name, sizeof name, "icons/%s", icon);
    if (assets_has_svg(a->assets, name)) nm_strlcpy(out, name, BOARD_ICON_LEN);
}

/* ---- "Suggest a move" ---------------------------------------------------------------- */

static void board_suggest_words(board_scene *b, app *a);
static int board_action_element(const board_scene *b, const nm_action *act);

/* The search answered with index k of the legal list (visits in b->sug_visits). */
static void board_suggest_done(board_scene *b, app *a, int k) {
    const nm_action_list *legal = nm_match_legal(b->m);
    if (k < 0 || k >= legal->count) {
        b->sug_shown = 0;
        return;
    }
    b->sug_k = k;
    b->sug_next = -1;
    for (int i = 0; i < legal->count; i++)
        if (i != k && b->sug_visits[i] > 0 && (b->sug_next < 0 || b->sug_visits[i] > b->sug_visits[b->sug_next]))
            b->sug_next = i;
    b->sug_act = legal->a[k];
    b->sug_el = board_action_element(b, &b->sug_act);
    b->sug_shown = 1;
    board_suggest_words(b, a);
    a->dirty = 1;
}

/* The line of words of the suggestion shown, in the interface's language. */
static void board_suggest_words(board_scene *b, app *a) {
    const nm_action_list *legal = nm_match_legal(b->m);
    uint64_t total = 0;
    for (int i = 0; i < legal->count; i++) total += b->sug_visits[i];
    char label[NM_LABEL_LEN], label2[NM_LABEL_LEN], pct[16], share[NM_LABEL_LEN + 64],
        why[2 * NM_LABEL_LEN + 96];
    nm_match_display_label(b->m, &legal->a[b->sug_k], a->set.lang, label, sizeof label);
    SDL_snprintf(pct, sizeof pct, "%d\xC2\xA0%%", total ? (int)(b->sug_visits[b->sug_k] * 100 / total) : 100);
    app_trf(a, "board_suggest_share", why, sizeof why, pct, NULL);
    if (b->sug_next >= 0) {
        nm_match_display_label(b->m, &legal->a[b->sug_next], a->set.lang, label2, sizeof label2);
        SDL_snprintf(pct, sizeof pct, "%d\xC2\xA0%%", total ? (int)(b->sug_visits[b->sug_next] * 100 / total) : 0);
        app_trf(a, "board_suggest_next", share, sizeof share, label2, pct);
        size_t u = strlen(why);
        SDL_snprintf(why + u, sizeof why - u, "%s%s", app_tr(a, "board_suggest_sep"), share);
    }
    app_trf(a, "board_suggested", b->sug_text, sizeof b->sug_text, label, why);
}

/* After a change: a suggestion for another position than this one is dropped (its search
 * stopped); the one shown is put in words again (the language may have changed). */
static void board_suggest_refresh(board_scene *b, app *a) {
    if (b->sug_step >= 0 && b->sug_step != b->m->history_count) {
        think_cancel(b->sug_think);
        b->sug_think = NULL;
        b->sug_step = -1;
        b->sug_shown = 0;
    }
    if (b->sug_shown) board_suggest_words(b, a);
}

int board_scene_suggest(scene *s, app *a) {
    board_scene *b = (board_scene *)s;
    const nm_action_list *legal = nm_match_legal(b->m);
    int to = nm_match_to_move(b->m);
    if (!b->input || legal->count <= 0 || to < 0 || to >= NM_MAX_SEATS) return -1;
    if (b->sug_step == b->m->history_count) return 0; /* asked already */
    think_cancel(b->sug_think);
    b->sug_shown = 0;
    b->sug_step = b->m->history_count;
    /* the same search for the same position: the game's seed and where it stands */
    nm_controller_seed(&b->sug_ctl, b->m->setup.seed ^ 0x5e6e57ULL, to + NM_MAX_SEATS * b->m->history_count);
    b->sug_think = think_start_visits(&b->sug_ctl, b->g, b->d, b->m->state, to, legal);
    if (!b->sug_think) { /* no worker: search here */
        int k = nm_controller_visits(&b->sug_ctl, b->g, b->d, b->m->state, to, legal, b->sug_visits);
        board_suggest_done(b, a, k);
    }
    a->dirty = 1;
    return 0;
}

int board_scene_suggestion(scene *s, nm_action *act, char *text, size_t n) {
    board_scene *b = (board_scene *)s;
    if (!b->sug_shown) return 0;
    if (act) *act = b->sug_act;
    if (text) nm_strlcpy(text, b->sug_text, n);
    return 1;
}

/* Recomputes everything render reads: views, legal targets, scores. */
static void board_refresh(board_scene *b, app *a) {
    nm_match *m = b->m;
    int over = nm_match_over(m), to = nm_match_to_move(m);
    if (b->cfg.view_from > 0 && b->cfg.view_from <= m->setup.players) b->viewer = b->cfg.view_from - 1;
    else if (over) b->viewer = b->last_human >= 0 ? b->last_human : 0;
    else if (b->confirm_pending) b->viewer = b->acted_seat; /* still their view until they confirm */
    else if (b->cfg.driven || b->cfg.human[to]) b->viewer = to;
    else if (b->last_human >= 0) b->viewer = b->last_human;
    else {
        b->viewer = to;
        for (int p = m->setup.players - 1; p >= 0; p--)
            if (b->cfg.human[p]) b->viewer = p;
    }
    /* Everything is shown once the game is over; before that, only what the viewer sees. */
    b->lang = a->set.lang;
    if (!over && b->g->observe) b->g->observe(b->d, m->state, b->viewer, b->observed);
    else memcpy(b->observed, m->state, b->g->state_size);
    b->observed_hash = nm_fnv1a(NM_FNV_OFFSET, b->observed, b->g->state_size);
    for (int i = 0; i < b->n; i++) {
        nm_element_view *v = &b->views[i];
        memset(v, 0, sizeof *v);
        v->owner = -1;
        v->count = -1;
        b->dynamic[i] = b->g->describe &&
            b->g->describe(b->d, b->observed, b->viewer, a->set.lang, b->d->board.elements[i].id, v) != 0;
        if (!b->dynamic[i]) {
            memset(v, 0, sizeof *v);
            v->owner = -1;
            v->count = -1;
        }
        v->title[sizeof v->title - 1] = v->body[sizeof v->body - 1] = v->icon[sizeof v->icon - 1] = 0;
        board_resolve_icon(b, a, v->icon, b->icon[i]);
        if (v->piece_count < 0 || v->piece_count > NM_VIEW_PIECES) v->piece_count = 0;
        for (int k = 0; k < v->piece_count; k++) {
            v->pieces[k].icon[sizeof v->pieces[k].icon - 1] = 0;
            board_resolve_icon(b, a, v->pieces[k].icon, b->piece_icon[i][k]);
        }
        b->legal_n[i] = 0;
        b->involved[i] = 0;
        b->memo->view_hash[i] = nm_fnv1a(NM_FNV_OFFSET, v, sizeof *v);
    }
    const nm_action_list *legal = nm_match_legal(m);
    b->unreachable = 0;
    b->bar_n = 0;
    for (int k = 0; k < legal->count; k++) {
        int e = board_action_element(b, &legal->a[k]);
        char id[NM_ELEMENT_LEN];
        if (e >= 0) {
            b->legal_n[e]++;
            continue;
        }
        nm_match_element(m, &legal->a[k], id, sizeof id);
        /* the bar lists the options of the person to play (never a computer's) */
        int mine = !over && !b->confirm_pending && (b->cfg.driven || b->cfg.human[to]);
        if (strcmp(id, NM_ELEMENT_BAR) == 0 && !mine) continue;
        if (strcmp(id, NM_ELEMENT_BAR) == 0 && b->bar_n < BOARD_BAR_MAX) {
            b->bar_act[b->bar_n] = legal->a[k];
            nm_match_display_label(m, &legal->a[k], a->set.lang, b->bar_label[b->bar_n], NM_LABEL_LEN);
            b->bar_n++;
        } else {
            b->unreachable++;
        }
    }
    b->bar_title[0] = 0;
    if (b->bar_n > 0) {
        nm_element_view bar;
        memset(&bar, 0, sizeof bar);
        if (b->g->describe && b->g->describe(b->d, b->observed, b->viewer, a->set.lang, NM_ELEMENT_BAR, &bar) && bar.title[0]) {
            bar.title[sizeof bar.title - 1] = 0;
            nm_strlcpy(b->bar_title, bar.title, sizeof b->bar_title);
        } else {
            nm_strlcpy(b->bar_title, app_tr(a, "board_bar"), sizeof b->bar_title);
        }
    }
    int ns = 0;
    b->winner_count = nm_match_result(m, b->scores, &ns, b->winners);
    b->score_count = ns;
    b->can_undo = board_undo_count(b) > 0 && (b->cfg.driven || board_humans(b) > 0);
    b->prompt[0] = 0;
    if (b->g->prompt && !over) {
        b->g->prompt(b->d, m->state, a->set.lang, b->prompt, sizeof b->prompt);
        b->prompt[sizeof b->prompt - 1] = 0;
    }
    b->input = !over && !b->confirm_pending && (b->cfg.driven || b->cfg.human[to]);
    board_suggest_refresh(b, a);
    b->pointed_valid = 0;
    b->version++;
    a->dirty = 1;
}

/* The action the player points at (the only one on the hovered element, or the hovered
 * row of the choice menu): the elements it involves light up before it is played. */
static void board_point(board_scene *b, app *a) {
    nm_action act;
    int have = 0;
    scene *top = scene_stack_top(&a->stack);
    if (b->input && top && scene_is(top, "menu")) {
        have = menu_overlay_pointed(top, a, &act);
    } else if (b->input && top == &b->base && board_bar_at(b, a->mouse_x, a->mouse_y) >= 0) {
        act = b->bar_act[board_bar_at(b, a->mouse_x, a->mouse_y)];
        have = 1;
    } else if (b->input && top == &b->base) {
        int el = board_element_at(b, a->mouse_x, a->mouse_y);
        nm_element_view cover;
        if (el >= 0 && b->legal_n[el] == 1 && !board_covered(b, a, el, NULL, &cover)) {
            const nm_action_list *legal = nm_match_legal(b->m);
            for (int k = 0; k < legal->count; k++)
                if (board_action_element(b, &legal->a[k]) == el) {
                    act = legal->a[k];
                    have = 1;
                }
        }
    }
    int hot = top == &b->base ? board_log_line_at(b, a, a->mouse_x, a->mouse_y) : -1;
    /* the game's own moves, one line after another at the chosen pace */
    int cur = -1;
    if (b->event_n > 0 && b->event_step > 0) {
        Uint32 gone = SDL_GetTicks() - b->event_start;
        cur = (int)(gone / b->event_step);
        if (cur >= b->event_n) {
            cur = -1;
            b->event_n = 0;
        } else {
            app_wake_in(a, b->event_step - gone % b->event_step + 5);
        }
    }
    int stale = cur != b->event_shown;
    b->event_shown = cur;
    b->event_line = cur >= 0 ? b->event_log[cur] : -1;
    if (!stale && have == b->pointed_valid && hot == b->log_hot &&
        (!have || memcmp(&act, &b->pointed, sizeof act) == 0))
        return;
    b->pointed_valid = have;
    b->log_hot = hot;
    if (have) b->pointed = act;
    memset(b->involved, 0, (size_t)b->n);
    /* what the game did by itself just now, and the log line pointed at, stay lit */
    if (cur >= 0 && b->event_el[cur] >= 0) b->involved[b->event_el[cur]] = 1;
    if (hot >= 0 && hot < b->log_count && b->log[hot].element[0]) {
        int e = board_find(b, b->log[hot].element);
        if (e >= 0) b->involved[e] = 1;
    }
    if (have && b->g->involves) {
        char ids[32][NM_ELEMENT_LEN];
        int n = b->g->involves(b->d, b->m->state, &act, ids, 32);
        for (int k = 0; k < n && k < 32; k++) {
            ids[k][NM_ELEMENT_LEN - 1] = 0;
            int e = board_find(b, ids[k]);
            if (e >= 0) b->involved[e] = 1;
        }
    }
    a->dirty = 1;
}

static int board_same_piece(const nm_piece *x, const nm_piece *y) {
    return x->seat == y->seat && strcmp(x->icon, y->icon) == 0;
}

/* How many pieces like p a view shows. */
static int board_piece_total(const nm_element_view *v, const nm_piece *p) {
    int n = 0;
    for (int k = 0; k < v->piece_count; k++)
        if (board_same_piece(&v->pieces[k], p)) n += v->pieces[k].count > 1 ? v->pieces[k].count : 1;
    return n;
}

static int board_is_card(const board_scene *b, int i, const nm_element_view *v) {
    return v->title[0] && !v->hidden && strcmp(b->d->board.elements[i].kind, "card") == 0;
}

/* The slides of the last change: a piece that left one element and arrived at another
 * slides between them; so does a card whose title left one card place for another. */
static void board_start_anims(board_scene *b, app *a) {
    b->anim_count = 0;
    int ms = settings_motion_ms(a->set.motion);
    if (b->cfg.driven && !b->cfg.animate) ms = 0;
    if (ms == 0) return;
    /* Departures: per element and kind of piece, how many fewer there are now. */
    enum { DEPS = 96 };
    struct board_dep { int el, k, left; } dep[DEPS];
    int nd = 0;
    for (int i = 0; i < b->n && nd < DEPS; i++) {
        const nm_element_view *o = &b->prev_views[i];
        for (int k = 0; k < o->piece_count && nd < DEPS; k++) {
            int first = 1;
            for (int j = 0; j < k; j++) first &= !board_same_piece(&o->pieces[j], &o->pieces[k]);
            if (!first) continue;
            int gone = board_piece_total(o, &o->pieces[k]) - board_piece_total(&b->views[i], &o->pieces[k]);
            if (gone > 0) dep[nd++] = (struct board_dep){i, k, gone};
        }
    }
    for (int i = 0; i < b->n && b->anim_count < BOARD_ANIMS; i++) {
        const nm_element_view *v = &b->views[i];
        for (int k = 0; k < v->piece_count && b->anim_count < BOARD_ANIMS; k++) {
            int first = 1;
            for (int j = 0; j < k; j++) first &= !board_same_piece(&v->pieces[j], &v->pieces[k]);
            if (!first) continue;
            int came = board_piece_total(v, &v->pieces[k]) - board_piece_total(&b->prev_views[i], &v->pieces[k]);
            for (int d = 0; d < nd && came > 0; d++) {
                const nm_element_view *o = &b->prev_views[dep[d].el];
                if (dep[d].left <= 0 || !board_same_piece(&o->pieces[dep[d].k], &v->pieces[k])) continue;
                b->anims[b->anim_count++] = (board_anim){i, k,
                    board_view_piece_rect(b, a, dep[d].el, o, b->prev_rect[dep[d].el], dep[d].k)};
                dep[d].left--;
                break;
            }
        }
    }
    for (int i = 0; i < b->n && b->anim_count < BOARD_ANIMS; i++) {
        const nm_element_view *v = &b->views[i];
        if (!board_is_card(b, i, v) || (board_is_card(b, i, &b->prev_views[i]) &&
                                        strcmp(b->prev_views[i].title, v->title) == 0))
            continue;
        for (int j = 0; j < b->n; j++) {
            if (j == i || !board_is_card(b, j, &b->prev_views[j]) ||
                strcmp(b->prev_views[j].title, v->title) != 0)
                continue;
            if (board_is_card(b, j, &b->views[j]) && strcmp(b->views[j].title, v->title) == 0) continue;
            b->anims[b->anim_count++] = (board_anim){i, -1, b->prev_rect[j]};
            break;
        }
    }
    if (b->anim_count) {
        b->anim_start = SDL_GetTicks();
        b->anim_ms = (Uint32)ms;
    }
}

static int board_log_push(board_scene *b, int seat, const char *text, const char *element, int event) {
    if (b->log_count == b->log_cap) {
        int cap = b->log_cap ? b->log_cap * 2 : 64;
        board_log_entry *l = realloc(b->log, sizeof *l * (size_t)cap);
        if (!l) return -1;
        b->log = l;
        b->log_cap = cap;
    }
    board_log_entry *l = &b->log[b->log_count];
    l->seat = seat;
    nm_strlcpy(l->text, text, sizeof l->text);
    nm_strlcpy(l->element, element ? element : "", sizeof l->element);
    l->step = b->m->history_count;
    l->event = event;
    b->log_count++;
    return 0;
}

/* What the game did by itself while act turned before into the match's state (Broichan's
 * turn, creatures moving, points scored by the flow): its lines go in the log, and with
 * light, the elements they concern light up for a while. */
static void board_log_events(board_scene *b, const void *before, const nm_action *act,
                             const void *after, int lng, int light) {
    if (!b->g->narrate) return;
    nm_event_line ev[16];
    int n = b->g->narrate(b->d, before, act, after, lng, ev, 16);
    if (light) b->event_n = 0;
    for (int k = 0; k < n && k < 16; k++) {
        ev[k].text[sizeof ev[k].text - 1] = 0;
        ev[k].element[sizeof ev[k].element - 1] = 0;
        if (board_log_push(b, ev[k].seat, ev[k].text, ev[k].element, 1) != 0) break;
        if (light && b->event_n < 16) {
            b->event_el[b->event_n] = ev[k].element[0] ? board_find(b, ev[k].element) : -1;
            b->event_log[b->event_n++] = b->log_count - 1;
        }
    }
}

/* The log of a resumed game: its history replayed on a fresh match for the labels. */
static void board_rebuild_log(board_scene *b, const app *a) {
    nm_match *m = b->m;
    if (m->from_snapshot || m->history_count == 0) return;
    nm_match *r = nm_match_create(b->g, b->d, &m->setup, b->err);
    void *prev = r ? malloc(b->g->state_size) : NULL;
    for (int i = 0; r && prev && i < m->history_count; i++) {
        char label[NM_LABEL_LEN];
        int seat = nm_match_to_move(r);
        nm_match_log_label(r, &m->history[i], a->set.lang, label, sizeof label);
        memcpy(prev, r->state, b->g->state_size);
        if (nm_match_apply(r, &m->history[i], b->err) != 0) break;
        board_log_push(b, seat, label, "", 0);
        b->log[b->log_count - 1].step = i + 1;
        int from = b->log_count;
        board_log_events(b, prev, &m->history[i], r->state, a->set.lang, 0);
        for (int k = from; k < b->log_count; k++) b->log[k].step = i + 1;
    }
    free(prev);
    nm_match_destroy(r);
}

/* The autosave: the game's save with its seats (who is a person, which computer plays the
 * others) in the same file, so that moves and seats are always of one game. */
static char *board_autosave_text(const board_scene *b) {
    char *save = nm_save_text(b->m);
    cJSON *o = save ? cJSON_Parse(save) : NULL;
    free(save);
    if (!cJSON_IsObject(o)) {
        cJSON_Delete(o);
        return NULL;
    }
    cJSON *arr = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; arr && p < b->m->setup.players; p++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(b->cfg.human[p] ? "human" : b->cfg.bot[p]));
    char *text = arr ? cJSON_Print(o) : NULL;
    cJSON_Delete(o);
    return text;
}

int board_read_seats(const char *path, board_config *cfg) {
    char *text = nm_read_file(path, NM_SAVE_MAX_BYTES, NULL);
    int rc = text ? board_parse_seats(text, cfg) : -1;
    free(text);
    return rc;
}

int board_parse_seats(const char *text, board_config *cfg) {
    /* the engine's parser: its values in proportion to the text's size */
    cJSON *o = text ? nm_json_parse(text, "autosave", NULL) : NULL;
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(o, "seats");
    int rc = cJSON_IsArray(arr) ? 0 : -1;
    int p = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, arr) {
        if (p >= NM_MAX_SEATS || !cJSON_IsString(it)) {
            rc = -1;
            break;
        }
        cfg->human[p] = strcmp(it->valuestring, "human") == 0;
        nm_strlcpy(cfg->bot[p], cfg->human[p] ? "random" : it->valuestring, sizeof cfg->bot[p]);
        p++;
    }
    cJSON_Delete(o);
    return rc;
}

/* Autosave after every action: one file, atomically, written on the autosave thread so
 * the move does not wait on the disk; the seats file of older versions goes once it is
 * written; a finished game leaves nothing to resume. */
static void board_autosave(board_scene *b, app *a) {
    char path[1024], seats[1024];
    if (app_pref_path(a, BOARD_AUTOSAVE, path, sizeof path) != 0) return;
    app_pref_path(a, BOARD_AUTOSAVE_SEATS, seats, sizeof seats);
    if (nm_match_over(b->m)) {
        autosaver_put(b->saver, path, NULL, seats, NULL);
        return;
    }
    char *text = board_autosave_text(b);
    if (!text) {
        SDL_Log("board: autosave failed: out of memory");
        board_save_outcome(b, a, -1, "out of memory");
        return;
    }
    autosaver_put(b->saver, path, text, seats, NULL);
}

void board_save_outcome(board_scene *b, app *a, int result, const char *why) {
    char msg[NM_LABEL_LEN];
    if (result < 0) {
        app_trf(a, "board_autosave_failed", msg, sizeof msg, why, NULL);
        SDL_Log("board: %s", msg);
        if (b->save_failed) return; /* told once until it works again */
        b->save_failed = 1;
        app_toast(a, msg);
        a->dirty = 1;
    } else if (result > 0 && b->save_failed) {
        b->save_failed = 0;
        SDL_Log("board: %s", app_tr(a, "board_autosave_ok"));
        app_toast(a, app_tr(a, "board_autosave_ok"));
        a->dirty = 1;
    }
}

/* Before the next seat plays: the pass-the-device screen between two people. */
static void board_next_turn(board_scene *b, app *a) {
    int to = nm_match_to_move(b->m);
    if (!b->cfg.driven && b->cfg.human[to] && board_humans(b) > 1 && b->last_human >= 0 &&
        b->last_human != to) {
        char name[64];
        board_seat_name(b, a, to, name, sizeof name);
        scene_stack_push(&a->stack, pass_overlay_create(to, name), a);
    }
}

static void board_after_change(board_scene *b, app *a) {
    memcpy(b->prev_views, b->views, sizeof *b->views * (size_t)b->n);
    memcpy(b->prev_rect, b->rect, sizeof *b->rect * (size_t)b->n);
    int over = nm_match_over(b->m), to = nm_match_to_move(b->m);
    /* With the confirmation on, a person's turn ends when they say so. */
    b->confirm_pending = !over && !b->cfg.driven && a->set.confirm_turn && b->acted_seat >= 0 &&
                         to != b->acted_seat;
    board_refresh(b, a);
    board_start_anims(b, a);
    board_autosave(b, a);
    b->bot_due = 0;
    app_wake_in(a, 1); /* an update soon: slides to run, the next computer turn to plan */
    if (over) {
        audio_play(a->audio, SFX_END);
        scene_stack_push(&a->stack, end_overlay_create(&b->base), a);
        return;
    }
    if (!b->confirm_pending) board_next_turn(b, a);
}

/* "End turn": the confirmed turn passes on. */
static void board_confirm(board_scene *b, app *a) {
    b->confirm_pending = 0;
    b->acted_seat = -1;
    audio_play(a->audio, SFX_CLICK);
    board_refresh(b, a);
    board_next_turn(b, a);
}

/* Drops a search in progress (the state is about to change, or the scene to go). */
static void board_think_cancel(board_scene *b) {
    think_cancel(b->think);
    b->think = NULL;
}

/* The sound of the move just played: the game's cue, or a gain when the mover scored. */
static sfx_id board_sound(const board_scene *b, int seat, const nm_action *act) {
    int cue = NM_CUE_PLACE;
    if (b->g->cue) {
        cue = b->g->cue(b->d, b->before, act, b->m->state);
    } else if (seat >= 0 && seat < NM_MAX_SEATS) {
        int32_t s0[NM_MAX_SEATS], s1[NM_MAX_SEATS];
        int n0 = b->g->scores(b->d, b->before, s0), n1 = b->g->scores(b->d, b->m->state, s1);
        if (seat < n0 && seat < n1 && s1[seat] > s0[seat]) cue = NM_CUE_GAIN;
    }
    return cue == NM_CUE_GAIN ? SFX_GAIN : cue == NM_CUE_EVENT ? SFX_EVENT : SFX_PLACE;
}

int board_scene_play(scene *s, app *a, const nm_action *act) {
    board_scene *b = (board_scene *)s;
    board_think_cancel(b);
    char label[NM_LABEL_LEN];
    int seat = nm_match_to_move(b->m);
    nm_match_log_label(b->m, act, a->set.lang, label, sizeof label);
    memcpy(b->before, b->m->state, b->g->state_size);
    nm_errors_clear(b->err);
    if (nm_match_apply(b->m, act, b->err) != 0) {
        app_toast(a, nm_errors_first(b->err));
        return -1;
    }
    board_log_push(b, seat, label, "", 0);
    board_log_events(b, b->before, act, b->m->state, a->set.lang, 1);
    /* the game's own moves are shown one by one: a line's pace follows the motion
     * setting (none when motion is off, or in driven runs without animation) */
    int motion = settings_motion_ms(a->set.motion);
    b->event_step = b->cfg.driven && !b->cfg.animate ? 0 : motion > 0 ? 500u + 2u * (Uint32)motion : 0;
    if (!b->event_step) b->event_n = 0;
    b->event_start = SDL_GetTicks();
    b->event_shown = -2; /* the first line lights at the next update */
    if (b->event_n) app_wake_in(a, 1);
    if (seat >= 0 && b->cfg.human[seat]) b->last_human = seat;
    b->acted_seat = seat >= 0 && b->cfg.human[seat] ? seat : -1;
    audio_play(a->audio, board_sound(b, seat, act));
    board_after_change(b, a);
    return 0;
}

/* Takes back the undoer's own decisions (board_undo_count), never another person's. */
static void board_undo(board_scene *b, app *a) {
    board_think_cancel(b);
    int n = board_undo_count(b);
    b->acted_seat = -1;
    b->event_n = 0; /* the moves being shown are taken back */
    for (int k = 0; k < n; k++) {
        nm_errors_clear(b->err);
        if (!nm_match_can_undo(b->m) || nm_match_undo(b->m, b->err) != 0) break;
        while (b->log_count > 0 && b->log[b->log_count - 1].step > b->m->history_count) b->log_count--;
    }
    audio_play(a->audio, SFX_CLICK);
    board_after_change(b, a);
}

int board_scene_save(scene *s, app *a, char *out, size_t n) {
    board_scene *b = (board_scene *)s;
    char dir[1024], path[1200], name[96], msg[1400];
    if (out && n) out[0] = '\0';
    if (app_pref_path(a, "saves", dir, sizeof dir) != 0) return -1;
    mkdir(dir, 0755);
    time_t now = time(NULL);
    struct tm tmv;
    localtime_r(&now, &tmv);
    strftime(name, sizeof name, "%Y%m%d-%H%M%S", &tmv);
    SDL_snprintf(path, sizeof path, "%s/%s-%s.json", dir, b->g->id, name);
    /* Two saves in one second: the second gets a number. */
    for (int k = 2; k < 100; k++) {
        struct stat st;
        if (stat(path, &st) != 0) break;
        SDL_snprintf(path, sizeof path, "%s/%s-%s-%d.json", dir, b->g->id, name, k);
    }
    /* The save with its seats in the same file, as the autosave: loading it gives the
     * computer seats back. */
    nm_errors_clear(b->err);
    char *text = board_autosave_text(b);
    int rc = text && nm_write_file_atomic(path, text, strlen(text)) == 0 ? 0 : -1;
    free(text);
    if (rc != 0) nm_errors_add(b->err, "%s: cannot be written", path);
    if (rc == 0) {
        app_trf(a, "board_saved", msg, sizeof msg, path, NULL);
        if (out) nm_strlcpy(out, path, n);
    } else {
        app_trf(a, "board_save_failed", msg, sizeof msg, nm_errors_first(b->err), NULL);
    }
    app_toast(a, msg);
    return rc;
}

static void board_save(board_scene *b, app *a) { board_scene_save(&b->base, a, NULL, 0); }

/* The in-game menu over the board (Esc, "Menu"). */
static void board_open_menu(board_scene *b, app *a) {
    audio_play(a->audio, SFX_CLICK);
    scene_stack_push(&a->stack, game_menu_create(&b->base), a);
}

/* A left click on element e, which has legal actions; 0 when the click there means
 * nothing (the view's pick said so: the press may drag). */
static int board_click_element(board_scene *b, app *a, int e, int x, int y) {
    const nm_action_list *legal = nm_match_legal(b->m);
    nm_action acts[NM_MAX_ACTIONS];
    static char labels[NM_MAX_ACTIONS][NM_LABEL_LEN];
    int n = 0;
    for (int k = 0; k < legal->count; k++)
        if (board_action_element(b, &legal->a[k]) == e) acts[n++] = legal->a[k];
    if (n == 0) return 0;
    if (b->view && b->view->pick) { /* the part of the element clicked (a grid's cell) */
        static nm_action sub[NM_MAX_ACTIONS];
        int m = b->view->pick(b, a, e, x, y, sub, NM_MAX_ACTIONS);
        if (m < 0) return 0;
        if (m > 0 && m <= n) {
            memcpy(acts, sub, sizeof sub[0] * (size_t)m);
            n = m;
        }
    }
    if (n == 1) {
        board_scene_play(&b->base, a, &acts[0]);
        return 1;
    }
    for (int k = 0; k < n; k++)
        nm_match_display_label(b->m, &acts[k], a->set.lang, labels[k], NM_LABEL_LEN);
    audio_play(a->audio, SFX_CLICK);
    scene_stack_push(&a->stack,
                     menu_overlay_create(&b->base, b->views[e].title[0] ? b->views[e].title : board_element_label(b, a, e),
                                         acts, labels, n,
                                         b->rect[e]),
                     a);
    return 1;
}

/* Right click: the element large, with its whole text, over the board. */
static void board_zoom(board_scene *b, app *a, int el) {
    nm_element_view cover;
    if (board_covered(b, a, el, NULL, &cover)) {
        if (!cover.title[0] && !cover.body[0] && !cover.piece_count) return;
    } else if (!b->dynamic[el] && !b->views[el].piece_count) {
        return;
    }
    audio_play(a->audio, SFX_CLICK);
    scene_stack_push(&a->stack, zoom_overlay_create(&b->base, el), a);
}

static void board_event(scene *s, app *a, const SDL_Event *e) {
    board_scene *b = (board_scene *)s;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        board_open_menu(b, a);
        return;
    }
    if (e->type == SDL_KEYDOWN && b->confirm_pending &&
        (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_SPACE)) {
        board_confirm(b, a);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_h && !(e->key.keysym.mod & (KMOD_CTRL | KMOD_ALT))) {
        if (board_scene_suggest(s, a) == 0) audio_play(a->audio, SFX_CLICK);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_z && (e->key.keysym.mod & KMOD_CTRL)) {
        if (b->can_undo) board_undo(b, a);
        return;
    }
    if (e->type == SDL_MOUSEWHEEL && b->view && b->view->wheel) { /* the view's own use (a zoom) */
        int el = board_element_at(b, a->mouse_x, a->mouse_y);
        if (el >= 0 && e->wheel.y != 0 && b->view->wheel(b, a, el, a->mouse_x, a->mouse_y, e->wheel.y)) a->dirty = 1;
        return;
    }
    if (e->type == SDL_MOUSEBUTTONUP) b->drag_el = -1;
    if (e->type == SDL_MOUSEMOTION && b->drag_el >= 0) { /* the view's drag (panning) */
        if (!(e->motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_MMASK))) {
            b->drag_el = -1;
        } else if (b->view && b->view->drag) {
            /* small steps add up until the view moves by one of its own steps */
            int dx = e->motion.x - b->drag_x, dy = e->motion.y - b->drag_y;
            if ((dx || dy) && b->view->drag(b, a, b->drag_el, dx, dy)) {
                b->drag_x = e->motion.x;
                b->drag_y = e->motion.y;
                a->dirty = 1;
            }
        }
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_MIDDLE && b->view && b->view->drag) {
        b->drag_el = board_element_at(b, e->button.x, e->button.y);
        b->drag_x = e->button.x;
        b->drag_y = e->button.y;
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_RIGHT) {
        int el = board_element_at(b, e->button.x, e->button.y);
        if (el >= 0) board_zoom(b, a, el);
        return;
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT) return;
    int x = e->button.x, y = e->button.y;
    if (ui_hit(b->btn_menu, x, y)) {
        board_open_menu(b, a);
        return;
    }
    if (ui_hit(b->btn_undo, x, y)) {
        if (b->can_undo) board_undo(b, a);
        return;
    }
    if (ui_hit(b->btn_suggest, x, y)) {
        if (board_scene_suggest(s, a) == 0) audio_play(a->audio, SFX_CLICK);
        return;
    }
    if (ui_hit(b->btn_save, x, y)) {
        if (a->pref_dir) board_save(b, a);
        return;
    }
    if (b->confirm_pending && ui_hit(b->btn_confirm, x, y)) {
        board_confirm(b, a);
        return;
    }
    if (b->bar_more.w > 0 && ui_hit(b->bar_more, x, y)) { /* every option, in the choice menu */
        if (b->input) {
            audio_play(a->audio, SFX_CLICK);
            scene_stack_push(&a->stack,
                             menu_overlay_create(&b->base, b->bar_title, b->bar_act, b->bar_label, b->bar_n, b->bar_box),
                             a);
        }
        return;
    }
    int bar = board_bar_at(b, x, y);
    if (bar >= 0) {
        if (b->input) {
            nm_action act = b->bar_act[bar];
            board_scene_play(&b->base, a, &act);
        }
        return;
    }
    int el = board_element_at(b, x, y);
    nm_element_view cover;
    int covered = board_covered(b, a, el, NULL, &cover);
    if (el >= 0 && b->input && b->legal_n[el] > 0 && !covered && board_click_element(b, a, el, x, y)) return;
    if (el >= 0 && b->view && b->view->click && b->view->click(b, a, el)) a->dirty = 1;
    if (el >= 0 && b->view && b->view->drag) { /* a press that played nothing may drag */
        b->drag_el = el;
        b->drag_x = x;
        b->drag_y = y;
    }
}

static void board_layout(board_scene *b, app *a) {
    int m = ui_s(a, 16);
    int sw = ui_s(a, 330);
    /* A bigger interface widens the side panel, never past a third of the window: the
     * board keeps most of the room. */
    int cap = a->w * 34 / 100, plain = (int)(330 * a->base + 0.5f);
    if (cap < plain) cap = plain;
    if (sw > cap) sw = cap;
    if (sw > a->w * 2 / 5) sw = a->w * 2 / 5;
    b->side = (SDL_Rect){a->w - sw - m, m, sw, a->h - 2 * m};
    b->board_area = (SDL_Rect){m, m, a->w - sw - 3 * m, a->h - 2 * m};
    int pad = ui_s(a, 14);
    float bw = b->d->board.width > 0 ? b->d->board.width : 1;
    float bh = b->d->board.height > 0 ? b->d->board.height : 1;
    float sx = (b->board_area.w - 2 * pad) / bw, sy = (b->board_area.h - 2 * pad) / bh;
    float sc = sx < sy ? sx : sy;
    if (sc < 0.01f) sc = 0.01f;
    int w = (int)(bw * sc), h = (int)(bh * sc);
    /* The board's own scale against the one it has at 1280x720 and 100 %. */
    float rx = (1280.0f - 330 - 3 * 16 - 2 * 14) / bw, ry = (720.0f - 2 * 16 - 2 * 14) / bh;
    float ref = rx < ry ? rx : ry;
    b->board_u = ref > 0 ? sc / ref : a->u;
    if (a->scale_eff == 100 && a->w == 1280 && a->h == 720) b->board_u = a->u;
    b->board_rect = (SDL_Rect){b->board_area.x + (b->board_area.w - w) / 2,
                               b->board_area.y + (b->board_area.h - h) / 2, w, h};
    for (int i = 0; i < b->n; i++) {
        const nm_board_element *e = &b->d->board.elements[i];
        int x0 = b->board_rect.x + (int)(e->x * sc + 0.5f), y0 = b->board_rect.y + (int)(e->y * sc + 0.5f);
        int x1 = b->board_rect.x + (int)((e->x + e->w) * sc + 0.5f);
        int y1 = b->board_rect.y + (int)((e->y + e->h) * sc + 0.5f);
        b->rect[i] = (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
    }
    if (b->view && b->view->layout) {
        board_units bu = board_units_on(b, a);
        b->view->layout(b, a, b->rect);
        board_units_off(a, bu);
    }
    /* Side panel, top to bottom: turn, players, log, buttons. */
    SDL_Rect in = {b->side.x + pad, b->side.y + pad, b->side.w - 2 * pad, b->side.h - 2 * pad};
    int bh2 = ui_s(a, 44), gap = ui_s(a, 8);
    int bw3 = (in.w - 2 * gap) / 3;
    int by = in.y + in.h - bh2;
    b->btn_undo = (SDL_Rect){in.x, by, bw3, bh2};
    b->btn_save = (SDL_Rect){in.x + bw3 + gap, by, bw3, bh2};
    b->btn_menu = (SDL_Rect){in.x + 2 * (bw3 + gap), by, in.w - 2 * (bw3 + gap), bh2};
    b->turn_box = (SDL_Rect){in.x, in.y, in.w, ui_s(a, 112)};
    b->btn_confirm = (SDL_Rect){in.x, in.y + ui_s(a, 70), in.w, ui_s(a, 40)};
    int rows = b->m->setup.players + (lang_pick(b->g->automaton, 0) ? 1 : 0);
    b->players_box = (SDL_Rect){in.x, b->turn_box.y + b->turn_box.h + gap, in.w,
                                ui_s(a, 34) * rows + ui_s(a, 38)};
    int ly = b->players_box.y + b->players_box.h + gap;
    /* "Suggest a move" above the three buttons, its line of words above it */
    int sh = ui_s(a, 36);
    b->btn_suggest = (SDL_Rect){in.x, by - gap - sh, in.w, sh};
    int bottom = b->btn_suggest.y - gap;
    b->sug_box = (SDL_Rect){in.x, bottom, in.w, 0};
    if (b->sug_shown || b->sug_think) {
        int px = text_px(a, TEXT_SMALL), lh = text_line_h(a, FONT_ITALIC, px);
        const char *t = b->sug_shown ? b->sug_text : app_tr(a, "board_suggest_thinking");
        int th = text_box(a, FONT_ITALIC, px, ui_cream, (SDL_Rect){in.x + ui_s(a, 8), 0, in.w - ui_s(a, 16), 8 * lh},
                          TEXT_LEFT, t, 0);
        if (th < lh) th = lh;
        th += ui_s(a, 12);
        b->sug_box = (SDL_Rect){in.x, bottom - th, in.w, th};
        bottom -= th + gap;
    }
    /* the action bar between the players and the log, leaving the log three lines */
    int bar_h = board_bar_layout(b, a, in.x, ly, in.w, bottom - ly - gap - ui_s(a, 96));
    if (bar_h > 0) ly += bar_h + gap;
    b->log_box = (SDL_Rect){in.x, ly, in.w, bottom - ly};
}

static void board_update(scene *s, app *a, Uint32 dt, int top) {
    board_scene *b = (board_scene *)s;
    (void)dt;
    char why[256];
    int saved = autosaver_result(b->saver, why, sizeof why);
    if (saved) board_save_outcome(b, a, saved, why);
    board_layout(b, a);
    if (b->lang != a->set.lang) board_refresh(b, a); /* the language changed: describe again */
    board_point(b, a);
    if (b->sug_think) { /* a suggestion being searched */
        if (think_ready(b->sug_think)) {
            int k = think_finish_visits(b->sug_think, b->sug_visits);
            b->sug_think = NULL;
            board_suggest_done(b, a, k);
        } else {
            app_wake_in(a, BOARD_THINK_FRAME_MS);
        }
    }
    if (board_anim_progress(b) < 1.0f) {
        a->dirty = 1;
        app_wake_in(a, 15);
    } else {
        b->anim_count = 0;
    }
    if (!top || b->cfg.driven || nm_match_over(b->m) || b->confirm_pending) return;
    int to = nm_match_to_move(b->m);
    if (b->cfg.human[to]) return;
    /* A computer seat: its search runs on a worker while the window keeps drawing; its
     * move is played once the search is done and a short pause (for people to follow)
     * has passed. */
    Uint32 now = SDL_GetTicks();
    if (!b->bot_due) {
        /* People see the last move slide, then the computer's pause. */
        Uint32 anim_left = b->anim_count ? b->anim_ms : 0;
        /* and the game's own moves shown one by one before the computer plays on */
        if (b->event_n > 0) {
            Uint32 ev_left = b->event_start + (Uint32)b->event_n * b->event_step - now;
            if ((Sint32)ev_left > (Sint32)anim_left) anim_left = ev_left;
        }
        b->bot_due = now + anim_left + (Uint32)settings_bot_delay_ms(a->set.bot_speed);
        if (!b->bot_due) b->bot_due = 1;
    }
    const nm_action_list *legal = nm_match_legal(b->m);
    if (legal->count == 0) return;
    if (!b->think)
        b->think = think_start(&b->bots[to], b->g, b->d, b->m->state, to, legal);
    if (b->think && !think_ready(b->think)) {
        app_wake_in(a, BOARD_THINK_FRAME_MS);
        return;
    }
    if ((Sint32)(now - b->bot_due) < 0) {
        app_wake_in(a, b->bot_due - now);
        return;
    }
    b->bot_due = 0;
    int k = b->think ? think_finish(b->think)
                     : nm_controller_choose(&b->bots[to], b->g, b->d, b->m->state, to, legal);
    b->think = NULL;
    if (k < 0 || k >= legal->count) return;
    nm_action act = legal->a[k];
    board_scene_play(s, a, &act);
}

static void board_render(const scene *s, app *a) { board_draw((const board_scene *)s, a); }

static void board_destroy(scene *s) {
    board_scene *b = (board_scene *)s;
    think_cancel(b->think); /* leaving the game stops its search */
    think_cancel(b->sug_think);
    autosaver_flush(b->saver); /* the autosave is on disk before anything looks for it */
    nm_match_destroy(b->m);
    free(b->views);
    free(b->dynamic);
    free(b->legal_n);
    free(b->icon);
    free(b->piece_icon);
    board_memo_free(b->memo);
    free(b->prev_views);
    free(b->prev_rect);
    free(b->involved);
    free(b->rect);
    free(b->observed);
    free(b->before);
    free(b->log);
    free(b->err);
    free(b);
}

static const scene_ops board_ops = {
    .name = "board",
    .event = board_event,
    .update = board_update,
    .render = board_render,
    .destroy = board_destroy,
};

nm_match *board_scene_match(scene *s) { return ((board_scene *)s)->m; }
const nm_game *board_scene_game(scene *s) { return ((board_scene *)s)->g; }

int board_scene_click_point(scene *s, const char *element, int *x, int *y) {
    const board_scene *b = (const board_scene *)s;
    int opt = -1;
    if (SDL_sscanf(element, NM_ELEMENT_BAR ".%d", &opt) == 1) { /* the action bar's option */
        if (opt < 0 || opt >= b->bar_shown || b->bar_btn[opt].w <= 0) return -1;
        *x = b->bar_btn[opt].x + b->bar_btn[opt].w / 2;
        *y = b->bar_btn[opt].y + b->bar_btn[opt].h / 2;
        return 0;
    }
    int i = board_find(b, element);
    if (i < 0) return -1;
    SDL_Rect r = b->rect[i];
    if (r.w <= 0 || r.h <= 0) return -1;
    /* The centre, or else another point of the element not covered by a later one. */
    static const int fx[9] = {2, 1, 3, 1, 3, 2, 2, 1, 3}, fy[9] = {2, 2, 2, 1, 1, 1, 3, 3, 3};
    for (int k = 0; k < 9; k++) {
        int px = r.x + r.w * fx[k] / 4, py = r.y + r.h * fy[k] / 4;
        if (board_element_at(b, px, py) == i) {
            *x = px;
            *y = py;
            return 0;
        }
    }
    return -1;
}

int board_scene_action_point(scene *s, app *a, const nm_action *act, int *x, int *y) {
    const board_scene *b = (const board_scene *)s;
    for (int k = 0; k < b->bar_n; k++) /* an option of the action bar: its button */
        if (nm_action_equal(&b->bar_act[k], act) && b->bar_btn[k].w > 0) {
            *x = b->bar_btn[k].x + b->bar_btn[k].w / 2;
            *y = b->bar_btn[k].y + b->bar_btn[k].h / 2;
            return 0;
        }
    for (int k = b->bar_shown; k < b->bar_n && b->bar_more.w > 0; k++) /* behind "More" */
        if (nm_action_equal(&b->bar_act[k], act)) {
            *x = b->bar_more.x + b->bar_more.w / 2;
            *y = b->bar_more.y + b->bar_more.h / 2;
            return 0;
        }
    if (!b->view || !b->view->action_point) return -1;
    return b->view->action_point(b, a, act, x, y);
}

static board_scene *board_alloc(app *a, const board_config *cfg, const nm_game *g,
                                const nm_data *d, char *err, size_t n) {
    board_scene *b = calloc(1, sizeof *b);
    if (!b) {
        SDL_snprintf(err, n, "out of memory");
        return NULL;
    }
    b->base.ops = &board_ops;
    b->base.opaque = 1; /* the table under the board fills the window */
    b->cfg = *cfg;
    b->g = g;
    b->d = d;
    b->n = d->board.count;
    b->last_human = -1;
    b->log_hot = -1;
    b->drag_el = -1;
    b->event_shown = b->event_line = -1;
    b->err = calloc(1, sizeof *b->err);
    size_t cnt = b->n > 0 ? (size_t)b->n : 1;
    b->views = calloc(cnt, sizeof *b->views);
    b->dynamic = calloc(cnt, 1);
    b->legal_n = calloc(cnt, sizeof *b->legal_n);
    b->icon = calloc(cnt, sizeof *b->icon);
    b->rect = calloc(cnt, sizeof *b->rect);
    b->piece_icon = calloc(cnt, sizeof *b->piece_icon);
    b->involved = calloc(cnt, 1);
    b->prev_views = calloc(cnt, sizeof *b->prev_views);
    b->prev_rect = calloc(cnt, sizeof *b->prev_rect);
    b->acted_seat = -1;
    b->observed = calloc(1, g->state_size);
    b->before = calloc(1, g->state_size);
    b->view = board_view_find(g->id);
    b->saver = a->autosaver;
    b->memo = calloc(1, sizeof *b->memo);
    if (b->memo) {
        b->memo->sig = calloc(cnt, sizeof *b->memo->sig);
        b->memo->now = calloc(cnt, sizeof *b->memo->now);
        b->memo->view_hash = calloc(cnt, sizeof *b->memo->view_hash);
        b->memo->swept = calloc(cnt, sizeof *b->memo->swept);
    }
    if (!b->err || !b->views || !b->dynamic || !b->legal_n || !b->icon || !b->rect ||
        !b->memo || !b->memo->sig || !b->memo->now || !b->memo->view_hash || !b->memo->swept ||
        !b->observed || !b->before || !b->piece_icon || !b->involved || !b->prev_views || !b->prev_rect) {
        SDL_snprintf(err, n, "out of memory");
        board_destroy(&b->base);
        return NULL;
    }
    return b;
}

/* Controllers for the computer seats, seeded like the CLI's. */
static int board_bots(board_scene *b, char *err, size_t n) {
    for (int p = 0; p < b->m->setup.players; p++) {
        if (nm_controller_parse(b->cfg.human[p] ? "random" : b->cfg.bot[p], &b->bots[p], b->err) != 0) {
            SDL_snprintf(err, n, "%s", nm_errors_first(b->err));
            return -1;
        }
        nm_controller_seed(&b->bots[p], b->m->setup.seed, p);
    }
    /* "Suggest a move" asks a search of its own (LEVEL_SUGGEST_SPEC, about half a second) */
    b->sug_step = -1;
    b->sug_el = -1;
    if (nm_controller_parse(LEVEL_SUGGEST_SPEC, &b->sug_ctl, b->err) != 0) {
        SDL_snprintf(err, n, "%s", nm_errors_first(b->err));
        return -1;
    }
    return 0;
}

static scene *board_finish(board_scene *b, app *a, char *err, size_t n) {
    if (board_bots(b, err, n) != 0) {
        board_destroy(&b->base);
        return NULL;
    }
    board_layout(b, a);
    board_refresh(b, a);
    board_layout(b, a); /* a view's layout may depend on what the refresh found */
    return &b->base;
}

scene *board_scene_create(app *a, const board_config *cfg, char *err, size_t n) {
    nm_errors *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    const nm_data *d = nm_library_data(&a->lib, cfg->game, e);
    if (!d) {
        SDL_snprintf(err, n, "%s", nm_errors_first(e));
        free(e);
        return NULL;
    }
    nm_match *m = nm_match_create(cfg->game, d, &cfg->setup, e);
    if (!m) {
        SDL_snprintf(err, n, "%s", nm_errors_first(e));
        free(e);
        return NULL;
    }
    free(e);
    board_scene *b = board_alloc(a, cfg, cfg->game, d, err, n);
    if (!b) {
        nm_match_destroy(m);
        return NULL;
    }
    b->m = m;
    return board_finish(b, a, err, n);
}

scene *board_scene_resume(app *a, nm_match *m, const board_config *cfg, char *err, size_t n) {
    board_config c = *cfg;
    c.game = m->game;
    c.setup = m->setup;
    board_scene *b = board_alloc(a, &c, m->game, m->data, err, n);
    if (!b) {
        nm_match_destroy(m);
        return NULL;
    }
    b->m = m;
    board_rebuild_log(b, a);
    return board_finish(b, a, err, n);
}
