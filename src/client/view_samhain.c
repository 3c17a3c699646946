/* view_samhain.c - Samhain's own drawing on the board scene (see board_view in
 * board_internal.h): the action cards with both actions in icons and the round's side
 * lit, the worship tracks, the victory point track, the round track, the graveyard's
 * tombs, the general reserve and the players' screens. It reads the observed state and
 * the data; it decides no rule. Night blues and bonfire orange stand for Dark and Light. */
#include <stdio.h>
#include <string.h>
#include "views.h"
#include "text.h"
#include "ui.h"
#include <stdarg.h>
#include "nemeton/lang.h"
#include "nemeton/match.h"
#include "nemeton/state_table.h"

static const SDL_Color sv_night = {28, 43, 77, 255};
static const SDL_Color sv_night_deep = {16, 26, 51, 255};
static const SDL_Color sv_fire = {232, 119, 46, 255};
static const SDL_Color sv_fire_soft = {250, 214, 160, 255};
static const SDL_Color sv_moon_soft = {196, 214, 240, 255};
static const SDL_Color sv_stone = {70, 78, 96, 255};

#define SV_TR(a, en, fr) ((a)->set.lang == 1 ? (fr) : (en))

/* ---- the observation, read through Samhain's state table ----
 * The view reads the engine's public description of the state (include/nemeton/
 * state_table.h: "seats[1].vp", "cells[3].ready[0]") and the data by kind and field name;
 * it never includes the game's private header. The numbers it needs are read once per
 * observation into sv_obs. */
enum { SV_MAX_P = 4, SV_CELLS = 15, SV_ROWS = 5, SV_SIDES = 2, SV_RES = 3, SV_OBJS = 8 };
enum { SV_LIGHT, SV_DARK };

typedef struct sv_obs {
    int players, over, round, rounds, first, tombs, act_cell, pay_left, to_move, track_max, objs;
    int layout[SV_CELLS], temple_row[SV_ROWS], here[SV_CELLS];
    int track[SV_ROWS][SV_SIDES][SV_MAX_P];
    int vp[SV_MAX_P], grave[SV_MAX_P], reserve[SV_MAX_P], wisps[SV_MAX_P];
    int held[SV_MAX_P][SV_RES], roman[SV_MAX_P][SV_RES], obj[SV_MAX_P][SV_OBJS], used[SV_MAX_P][SV_OBJS];
    int res_reserve[SV_RES], wisp_reserve, obj_reserve[SV_OBJS];
    /* from the data, once per observation: each cell's card number and Light / Dark
     * effects, the round scoring both sides, this round's side, the temples' art field */
    int number[SV_CELLS], effect[SV_CELLS][SV_SIDES], both_round, round_side, temple_art_f;
    char phase[16], stage[16];
} sv_obs;

__attribute__((format(printf, 2, 3))) static int sv_v(const board_scene *b, const char *fmt, ...) {
    char path[80];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(path, sizeof path, fmt, ap);
    va_end(ap);
    int32_t v = 0;
    if (!b->g->state_table || nm_state_value(b->g->state_table, b->observed, path, &v) != 0) return 0;
    return v;
}

/* The state table's field at a dotted path of keys ("event.stage"), or NULL. */
static const nm_sfield *sv_field(const board_scene *b, const char *path) {
    const nm_state_table *t = b->g->state_table;
    const nm_sfield *fields = t ? t->fields : NULL;
    int n = t ? t->field_count : 0;
    while (fields) {
        size_t len = strcspn(path, ".");
        const nm_sfield *hit = NULL;
        for (int i = 0; i < n && !hit; i++)
            if (fields[i].key && strlen(fields[i].key) == len && !strncmp(fields[i].key, path, len)) hit = &fields[i];
        if (!hit || !path[len]) return hit;
        fields = hit->fields;
        n = hit->field_count;
        path += len + 1;
    }
    return NULL;
}

/* A name field's value as its name ("place"), "" when unknown. */
static void sv_name(const board_scene *b, const char *path, char *out, size_t n) {
    const nm_sfield *f = sv_field(b, path);
    int v = sv_v(b, "%s", path), k = 0;
    while (f && f->names && f->names[k] && k < v) k++;
    snprintf(out, n, "%s", f && f->names && f->names[k] && k == v ? f->names[k] : "");
}

/* Field index of kind's field name, -1 when the game has none. */
static int sv_kind_field(const board_scene *b, const char *kind, const char *name) {
    for (int k = 0; k < b->g->kind_count; k++)
        if (!strcmp(b->g->kinds[k].name, kind))
            for (int f = 0; f < b->g->kinds[k].field_count; f++)
                if (!strcmp(b->g->kinds[k].fields[f].name, name)) return f;
    return -1;
}

static const nm_component *sv_item(const board_scene *b, const char *kind, int i) {
    const nm_kind_data *k = nm_data_kind(b->d, kind);
    return k && i >= 0 && i < k->count ? &k->items[i] : NULL;
}

/* A rules.json number for the player count (its lists are for 2, 3 and 4 players), 0 none. */
static int sv_rule(const board_scene *b, const char *field, int players) {
    const nm_component *rules = sv_item(b, "rules", 0);
    int f = sv_kind_field(b, "rules", field), n = 0;
    const int32_t *v = rules && f >= 0 ? nm_data_ints(b->d, rules->field[f], &n) : NULL;
    return v && players - 2 >= 0 && players - 2 < n ? v[players - 2] : 0;
}

static const sv_obs *sv_state(const board_scene *b) {
    static sv_obs o;
    static const void *at;
    static uint64_t hash;
    if (!b->observed) return NULL;
    if (at == b->observed && hash == b->observed_hash && o.players > 0) return &o;
    memset(&o, 0, sizeof o);
    o.players = b->m->setup.players < SV_MAX_P ? b->m->setup.players : SV_MAX_P;
    o.over = nm_match_over(b->m);
    o.to_move = nm_match_to_move(b->m);
    o.round = sv_v(b, "round");
    o.rounds = sv_v(b, "rounds");
    o.first = sv_v(b, "first");
    o.act_cell = sv_v(b, "activation.cell");
    o.pay_left = sv_v(b, "payment.left");
    sv_name(b, "phase", o.phase, sizeof o.phase);
    sv_name(b, "event.stage", o.stage, sizeof o.stage);
    const nm_sfield *tf = sv_field(b, "tracks.light");
    o.track_max = tf && tf->max > 0 ? tf->max : 5;
    const nm_kind_data *ok = nm_data_kind(b->d, "objects");
    o.objs = ok ? (ok->count < SV_OBJS ? ok->count : SV_OBJS) : 0;
    for (int c = 0; c < SV_CELLS; c++) {
        o.layout[c] = sv_v(b, "village[%d]", c);
        for (int p = 0; p < o.players; p++)
            o.here[c] += sv_v(b, "cells[%d].ready[%d]", c, p) + sv_v(b, "cells[%d].tired[%d]", c, p);
    }
    for (int t = 0; t < SV_ROWS; t++) {
        o.temple_row[t] = sv_v(b, "temples[%d]", t);
        for (int p = 0; p < o.players; p++) {
            o.track[t][SV_LIGHT][p] = sv_v(b, "tracks[%d].light[%d]", t, p);
            o.track[t][SV_DARK][p] = sv_v(b, "tracks[%d].dark[%d]", t, p);
        }
    }
    static const char *const res[SV_RES] = {"wood", "gold", "stone"};
    for (int p = 0; p < o.players; p++) {
        o.vp[p] = sv_v(b, "seats[%d].vp", p);
        o.grave[p] = sv_v(b, "seats[%d].graveyard", p);
        o.reserve[p] = sv_v(b, "seats[%d].reserve", p);
        o.wisps[p] = sv_v(b, "seats[%d].wisps", p);
        for (int r = 0; r < SV_RES; r++) {
            o.roman[p][r] = sv_v(b, "seats[%d].roman[%d]", p, r);
            o.held[p][r] = sv_v(b, "seats[%d].%s", p, res[r]) + o.roman[p][r];
        }
        for (int k = 0; k < o.objs; k++) {
            o.obj[p][k] = sv_v(b, "seats[%d].objects[%d]", p, k);
            o.used[p][k] = sv_v(b, "seats[%d].used[%d]", p, k);
        }
    }
    for (int r = 0; r < SV_RES; r++) o.res_reserve[r] = sv_v(b, "reserve.%s", res[r]);
    o.wisp_reserve = sv_v(b, "reserve.wisps");
    for (int k = 0; k < o.objs; k++) o.obj_reserve[k] = sv_v(b, "reserve.objects[%d]", k);
    /* the graveyard holds a tomb per player and the rules' extra ones */
    o.tombs = o.players + sv_rule(b, "extra_tombs", o.players);
    o.both_round = sv_rule(b, "both_sides_round", o.players);
    o.round_side = o.round <= 0 ? -1 : o.round == o.both_round ? 2 : o.round % 2 == 1 ? SV_LIGHT : SV_DARK;
    int nf = sv_kind_field(b, "cards", "number"), lf = sv_kind_field(b, "cards", "light"),
        df = sv_kind_field(b, "cards", "dark");
    for (int c = 0; c < SV_CELLS; c++) {
        const nm_component *card = sv_item(b, "cards", o.layout[c]);
        o.number[c] = card && nf >= 0 ? card->field[nf] : 0;
        o.effect[c][SV_LIGHT] = card && lf >= 0 ? card->field[lf] : -1;
        o.effect[c][SV_DARK] = card && df >= 0 ? card->field[df] : -1;
    }
    o.temple_art_f = sv_kind_field(b, "temples", "art");
    at = b->observed;
    hash = b->observed_hash;
    return &o;
}

static int sv_grave_total(const sv_obs *s) {
    int n = 0;
    for (int p = 0; p < s->players; p++) n += s->grave[p];
    return n;
}


/* The art of this game ("samhain/wood"), falling back on the shared icons. */
static void sv_art(app *a, const char *name, SDL_Rect r, Uint8 alpha, double angle) {
    char full[64];
    snprintf(full, sizeof full, "samhain/%s", name);
    int s = r.w < r.h ? r.w : r.h;
    if (s <= 2) return;
    SDL_Texture *t = assets_svg(a->assets, full, s, s);
    if (!t) return;
    SDL_Rect d = {r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopyEx(a->renderer, t, NULL, &d, angle, NULL, SDL_FLIP_NONE);
    SDL_SetTextureAlphaMod(t, 255);
}

/* A clan member or marker: the seat's token (colour and shape), the member art over it;
 * an exhausted member is dimmed. */
static void sv_member(app *a, int seat, int cx, int cy, int rad, int dimmed, const char *icon) {
    if (rad < 3) return;
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, cy + rad / 6.0f, (float)rad,
             (SDL_Color){10, 12, 20, 110});
    if (dimmed) { /* exhausted: the seat's colour and shape, greyed */
        SDL_Color c = ui_mix(ui_seat_color(seat), (SDL_Color){90, 90, 100, 255}, 0.55f);
        ui_shape(a, ui_seat_shape(seat), (float)cx, (float)cy, (float)rad, c);
    } else {
        ui_seat_token(a, seat, cx, cy, rad);
    }
    int inner = rad * 13 / 10;
    if (icon) sv_art(a, icon, (SDL_Rect){cx - inner / 2, cy - inner / 2, inner, inner}, dimmed ? 150 : 255, 0);
}

static void sv_glow(app *a, SDL_Rect r, float rad, int legal, int hot) {
    if (!legal) return;
    SDL_Color g = ui_gold_light;
    g.a = hot ? 230 : 150;
    ui_glow(a, r, rad, (float)ui_s(a, hot ? 16 : 11), g);
}

static void sv_legal_frame(app *a, SDL_Rect r, float rad, int legal, int hot) {
    if (legal) ui_round_frame(a, r, rad, (float)ui_s(a, hot ? 3.5f : 2.5f), ui_gold_light);
}

static float sv_rad(const app *a, SDL_Rect r) {
    int mn = r.w < r.h ? r.w : r.h;
    float rad = mn * 0.08f;
    return rad > ui_s(a, 10) ? (float)ui_s(a, 10) : rad;
}

/* ---- the icons of an action ---- */

typedef struct sv_token {
    char pre[16];
    char icon[24];
    char post[24];
} sv_token;

static const char *sv_res_icon(int r) {
    static const char *const n[] = {"wood", "gold", "stone", "wisp", "vp"};
    return r >= 0 && r <= 4 ? n[r] : "anyres";
}

/* Whether expression e is a plain number (its value in *v). */
static int sv_lit(const nm_data *d, int32_t e, int *v) {
    if (e < 0 || e >= d->expr_count || d->exprs[e].op != NM_X_LIT) return 0;
    *v = d->exprs[e].a;
    return 1;
}

/* A word for what a query counts: the query's first choice ("distinct" objects...). */
static void sv_query_word(const board_scene *b, app *a, const nm_expr *x, char *out, size_t n) {
    const char *name = x->a >= 0 && x->a < b->g->query_count ? b->g->queries[x->a].name : "";
    int k = 0;
    const int32_t *args = nm_data_ints_in(b->d, x->b, &k);
    int first = k > 0 ? args[0] : 0;
    if (!strcmp(name, "objects"))
        snprintf(out, n, "%s", first == 1 ? SV_TR(a, "a pair", "la paire") : SV_TR(a, "objects", "objets"));
    else if (!strcmp(name, "tracks"))
        snprintf(out, n, "%s", SV_TR(a, "a lead", "par tête"));
    else
        snprintf(out, n, "%s", name);
}

/* An amount from an expression as a sign: a table's non-zero entries ("2/3/5"), a
 * multiplier ("2"), and a word for what is counted. */
static void sv_expr_token(const board_scene *b, app *a, int32_t e, sv_token *t) {
    const nm_data *d = b->d;
    if (e < 0 || e >= d->expr_count) return;
    const nm_expr *x = &d->exprs[e];
    int v = 0;
    if (x->op == NM_X_TABLE) {
        int n = 0;
        const int32_t *tab = nm_data_ints_in(d, x->a, &n);
        size_t u = 0;
        for (int k = 0; k < n && u < sizeof t->pre; k++)
            if (tab[k] > 0) u += (size_t)snprintf(t->pre + u, sizeof t->pre - u, "%s%d", u ? "/" : "", (int)tab[k]);
        x = x->b >= 0 && x->b < d->expr_count ? &d->exprs[x->b] : x;
    } else if (x->op == NM_X_MUL && sv_lit(d, x->a, &v)) {
        snprintf(t->pre, sizeof t->pre, "%d", v);
        x = x->b >= 0 && x->b < d->expr_count ? &d->exprs[x->b] : x;
    } else {
        snprintf(t->pre, sizeof t->pre, "1");
    }
    if (x->op == NM_X_QUERY) sv_query_word(b, a, x, t->post, sizeof t->post);
}

/* One instruction of an action as a short sign: "+1" and a wood, "-3" and any resource
 * "=", a word for what has no picture. Read from the op and its arguments. */
static void sv_token_of(const board_scene *b, app *a, const nm_instr *in, sv_token *t) {
    memset(t, 0, sizeof *t);
    const char *op = in->op < (unsigned)b->g->op_count ? b->g->ops[in->op].name : "";
    int x0 = in->arg[0], lit = 0;
    if (!strcmp(op, "gain") && sv_lit(b->d, in->arg[1], &lit)) {
        snprintf(t->pre, sizeof t->pre, "+%d", lit);
        snprintf(t->icon, sizeof t->icon, "%s", sv_res_icon(x0));
    } else if (!strcmp(op, "gain")) { /* an amount from an expression: its numbers and a word */
        sv_expr_token(b, a, in->arg[1], t);
        snprintf(t->icon, sizeof t->icon, "%s", sv_res_icon(x0));
    } else if (!strcmp(op, "pay")) {
        snprintf(t->pre, sizeof t->pre, "\xE2\x88\x92%d", (int)in->arg[1]);
        snprintf(t->icon, sizeof t->icon, "%s", sv_res_icon(x0));
        if (in->arg[2]) snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "\xE2\x86\x92" "foe", "\xE2\x86\x92" "adv."));
    } else if (!strcmp(op, "worship")) { /* temple, side (2: either), n, lose, opponent, split */
        int named = x0 >= 0 && in->arg[1] != 2;
        snprintf(t->pre, sizeof t->pre, "%s%d", in->arg[3] ? "\xE2\x88\x92" : "+", (int)in->arg[2]);
        snprintf(t->icon, sizeof t->icon, "%s", !named ? "temple" : in->arg[1] ? "moon" : "sun");
        if (in->arg[4]) snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "foe", "adv."));
    } else if (!strcmp(op, "gain_choice")) {
        snprintf(t->pre, sizeof t->pre, "+%d", x0);
        snprintf(t->icon, sizeof t->icon, "anyres");
    } else if (!strcmp(op, "pay_kinds")) { /* n, kinds (0 same, 1 different) */
        snprintf(t->pre, sizeof t->pre, "\xE2\x88\x92%d", x0);
        snprintf(t->icon, sizeof t->icon, "anyres");
        snprintf(t->post, sizeof t->post, "%s", in->arg[1] == 0 ? "=" : "\xE2\x89\xA0");
    } else if (!strcmp(op, "take_object") && in->arg[1]) { /* from an opponent */
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "steal", "voler"));
    } else if (!strcmp(op, "take_object")) {
        snprintf(t->pre, sizeof t->pre, "+");
        if (sv_item(b, "objects", x0))
            snprintf(t->icon, sizeof t->icon, "%s", sv_item(b, "objects", x0)->id);
        else
            snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "object", "objet"));
    } else if (!strcmp(op, "strike") && x0 == 2) { /* then: swap */
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "swap", "échanger"));
    } else if (!strcmp(op, "strike") && x0 == 1) { /* then: exhaust */
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "exhaust", "épuiser"));
    } else if (!strcmp(op, "strike")) {
        snprintf(t->icon, sizeof t->icon, "tomb");
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "kill", "tuer"));
    } else if (!strcmp(op, "sacrifice_self")) {
        snprintf(t->icon, sizeof t->icon, "tomb");
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "self", "soi"));
    } else if (!strcmp(op, "move")) {
        snprintf(t->post, sizeof t->post, "%s%s", SV_TR(a, "move", "bouger"), x0 > 1 ? " \xC3\x97" "2" : "");
        if (x0 > 2) snprintf(t->post, sizeof t->post, "%s \xC3\x97%d", SV_TR(a, "move", "bouger"), x0);
    } else if (!strcmp(op, "raise_dead")) {
        snprintf(t->post, sizeof t->post, "%s", SV_TR(a, "raise", "relever"));
        snprintf(t->icon, sizeof t->icon, "vp");
        snprintf(t->pre, sizeof t->pre, "%d/%d", x0, (int)in->arg[1]);
    } else {
        snprintf(t->post, sizeof t->post, "%s", op);
    }
}

/* Draws the tokens of an effect from x on the line centred on cy; returns the x reached. */
static int sv_tokens(const board_scene *b, app *a, int effect, int x, int cy, int right, int px,
                     int isz, SDL_Color ink) {
    int len = 0;
    const nm_instr *list = nm_data_effect(b->d, effect, &len);
    int lh = text_line_h(a, FONT_DISPLAY, px), gap = ui_s(a, 5);
    for (int k = 0; k < len; k++) {
        sv_token t;
        sv_token_of(b, a, &list[k], &t);
        if (x >= right) break;
        if (t.pre[0]) x += text_draw(a, FONT_DISPLAY, px, ink, x, cy - lh / 2, TEXT_LEFT, t.pre) + 1;
        if (t.icon[0]) {
            sv_art(a, t.icon, (SDL_Rect){x, cy - isz / 2, isz, isz}, 255, 0);
            x += isz;
        }
        if (t.post[0] && right - x > ui_s(a, 10)) {
            x += ui_s(a, 1);
            x += text_draw_fit(a, FONT_TEXT, px, ink, x, cy - text_line_h(a, FONT_TEXT, px) / 2,
                               TEXT_LEFT, right - x, t.post);
        }
        x += gap;
    }
    return x;
}

/* ---- action cards ---- */

/* A card's exhausted zone: the right of its bottom strip. */
static SDL_Rect sv_card_zone(SDL_Rect r) {
    int strip = r.h * 27 / 100;
    return (SDL_Rect){r.x + r.w * 58 / 100, r.y + r.h - strip, r.w * 42 / 100 - 2, strip - 2};
}

/* Where copy c of piece k (a member) stands on a card: ready ones from the left of the
 * bottom strip, exhausted ones in the zone; members close up when more than fit. */
static SDL_Rect sv_card_member(app *a, const nm_element_view *v, SDL_Rect r, int k, int c) {
    int strip = r.h * 27 / 100, pad = ui_s(a, 4);
    SDL_Rect zone = sv_card_zone(r);
    int mr = strip * 2 / 5, nr = 0, nt = 0;
    for (int j = 0; j < v->piece_count; j++) *(v->pieces[j].dimmed ? &nt : &nr) += v->pieces[j].count;
    int rstep = mr * 2 + ui_s(a, 2), tstep = rstep;
    int rroom = zone.x - (r.x + pad) - 2 * mr, troom = zone.w - ui_s(a, 3) - 2 * mr;
    if (nr > 1 && rstep * (nr - 1) > rroom) rstep = rroom / (nr - 1);
    if (nt > 1 && tstep * (nt - 1) > troom) tstep = troom / (nt - 1);
    int rx = r.x + pad + mr, tx = zone.x + ui_s(a, 3) + mr, cy = r.y + r.h - strip / 2 - 1;
    for (int j = 0; j <= k && j < v->piece_count; j++) {
        const nm_piece *p = &v->pieces[j];
        for (int n = 0; n < p->count; n++) {
            if (j == k && n == c) {
                int x = p->dimmed ? tx : rx;
                return (SDL_Rect){x - mr, cy - mr, 2 * mr, 2 * mr};
            }
            *(p->dimmed ? &tx : &rx) += p->dimmed ? tstep : rstep;
        }
    }
    return (SDL_Rect){rx - mr, cy - mr, 2 * mr, 2 * mr};
}

static void sv_card(const board_scene *b, app *a, int i, int cell, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    const nm_element_view *v = &b->views[i];
    float rad = sv_rad(a, r);
    int num = s->number[cell];
    int rs = s->round_side;
    sv_glow(a, r, rad, legal, hot);
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    int px = text_px(a, 0), lh = text_line_h(a, FONT_DISPLAY, px);
    int pad = ui_s(a, 4);
    /* Header: the card's name on night blue, its members out of its capacity. */
    int band = lh + ui_s(a, 2);
    SDL_Rect hb = {r.x + 2, r.y + 2, r.w - 4, band};
    ui_round_fill(a, hb, rad * 0.8f, sv_night, sv_night_deep);
    char cap[16];
    int here = s->here[cell], full = here >= s->players;
    snprintf(cap, sizeof cap, "%d/%d", here, s->players);
    int cw = text_width(a, FONT_DISPLAY, px, cap) + ui_s(a, 8);
    SDL_Rect pill = {hb.x + hb.w - cw - 1, hb.y + 1, cw, band - 2};
    SDL_Color pc = full ? sv_fire : (SDL_Color){60, 80, 120, 255};
    ui_round_fill(a, pill, (float)(band / 2), pc, pc);
    text_draw(a, FONT_DISPLAY, px, ui_cream, pill.x + cw / 2, hb.y + (band - lh) / 2, TEXT_CENTRE, cap);
    /* The numbers stand on the rows: the name alone, without its "(1-2)". */
    char name[64];
    snprintf(name, sizeof name, "%s", v->title);
    char *cut = strstr(name, " (");
    if (cut) *cut = 0;
    int npx = text_fit_px_min(a, FONT_DISPLAY, px, hb.w - cw - 2 * pad, name, (int)(12 * a->base + 0.5f));
    text_draw_fit(a, FONT_DISPLAY, npx, ui_cream, hb.x + pad, hb.y + (band - text_line_h(a, FONT_DISPLAY, npx)) / 2,
                  TEXT_LEFT, hb.w - cw - 2 * pad, name);
    /* The members: ready on the left, exhausted in the exhausted zone on the right. */
    int strip = r.h * 27 / 100;
    int top = hb.y + band + ui_s(a, 1);
    int rows_h = r.y + r.h - strip - top - ui_s(a, 1);
    int row_h = rows_h / 2;
    int isz = row_h - ui_s(a, 2);
    for (int side = 0; side < SV_SIDES; side++) {
        SDL_Rect rr = {r.x + pad / 2, top + side * row_h, r.w - pad, row_h};
        int lit = rs == side || rs == 2;
        SDL_Color fill = side ? sv_moon_soft : sv_fire_soft;
        if (!lit) fill = ui_mix(fill, ui_parchment, 0.75f);
        ui_round_fill(a, rr, (float)ui_s(a, 4), fill, fill);
        if (lit) ui_round_frame(a, rr, (float)ui_s(a, 4), (float)ui_s(a, 1.5f),
                                side ? sv_night : sv_fire);
        int cy = rr.y + rr.h / 2, x = rr.x + ui_s(a, 2);
        sv_art(a, side ? "moon" : "sun", (SDL_Rect){x, cy - isz / 2, isz, isz}, lit ? 255 : 130, 0);
        x += isz + ui_s(a, 1);
        char nb[8];
        snprintf(nb, sizeof nb, "%d", num + side);
        SDL_Color ink = lit ? ui_ink : ui_ink_soft;
        x += text_draw(a, FONT_DISPLAY, px, ink, x, cy - lh / 2, TEXT_LEFT, nb) + ui_s(a, 5);
        sv_tokens(b, a, s->effect[cell][side], x, cy, rr.x + rr.w - ui_s(a, 2), px,
                  isz, ink);
        if (!lit) {
            SDL_Color veil = ui_parchment;
            veil.a = 90;
            ui_round_fill(a, rr, (float)ui_s(a, 4), veil, veil);
        }
    }
    SDL_Rect zone = sv_card_zone(r);
    SDL_Color zc = {120, 100, 70, 70};
    ui_round_fill(a, zone, (float)(zone.h / 2), zc, zc);
    for (int k = 0; k < v->piece_count; k++) {
        const nm_piece *p = &v->pieces[k];
        if (board_anim_find(b, i, k)) continue; /* sliding in: drawn by the slide */
        for (int c = 0; c < p->count; c++) {
            SDL_Rect m = sv_card_member(a, v, r, k, c);
            sv_member(a, p->seat, m.x + m.w / 2, m.y + m.h / 2, m.w / 2, p->dimmed, "member");
        }
    }
    if (full) {
        SDL_Color veil = {20, 24, 36, 40};
        ui_round_fill(a, r, rad, veil, veil);
    }
    sv_legal_frame(a, r, rad, legal, hot);
}

/* ---- temples and worship tracks ---- */

static void sv_temple(const board_scene *b, app *a, int i, int row, SDL_Rect r) {
    const sv_obs *s = sv_state(b);
    float rad = sv_rad(a, r);
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, (SDL_Color){88, 98, 120, 255}, sv_stone);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){200, 190, 160, 255});
    const nm_component *t = sv_item(b, "temples", s->temple_row[row]);
    int art_f = s->temple_art_f;
    if (!t || art_f < 0) return;
    int px = text_px(a, TEXT_SMALL), lh = text_line_h(a, FONT_DISPLAY, px);
    int head = r.h * 36 / 100;
    int isz = head - ui_s(a, 2);
    sv_art(a, nm_data_str(b->d, t->field[art_f]), (SDL_Rect){r.x + ui_s(a, 4), r.y + 2, isz, isz},
           255, 0);
    text_draw_fit(a, FONT_DISPLAY, px, ui_cream, r.x + isz + ui_s(a, 8), r.y + (head - lh) / 2 + 1,
                  TEXT_LEFT, r.w - isz - ui_s(a, 12), b->views[i].title);
}

static void sv_track(const board_scene *b, app *a, int i, int row, int sd, SDL_Rect r, int legal,
                     int hot) {
    const sv_obs *s = sv_state(b);
    float rad = (float)(r.h / 2);
    int rs = s->round_side, lit = rs == sd || rs == 2;
    sv_glow(a, r, rad, legal, hot);
    SDL_Color c0 = sd ? sv_night : (SDL_Color){150, 76, 30, 255};
    SDL_Color c1 = sd ? sv_night_deep : (SDL_Color){110, 52, 22, 255};
    ui_round_fill(a, r, rad, c0, c1);
    ui_round_frame(a, r, rad, (float)ui_s(a, lit ? 2 : 1), lit ? ui_gold_light : ui_cream_dim);
    int isz = r.h - ui_s(a, 4);
    sv_art(a, sd ? "moon" : "sun", (SDL_Rect){r.x + ui_s(a, 3), r.y + (r.h - isz) / 2, isz, isz}, 255, 0);
    int x0 = r.x + isz + ui_s(a, 6), w = r.x + r.w - ui_s(a, 4) - x0;
    int step = w / s->track_max, cr = r.h * 2 / 5;
    if (cr > step / 2 - 1) cr = step / 2 - 1;
    int px = text_px(a, 0), lh = text_line_h(a, FONT_DISPLAY, px);
    int t = s->temple_row[row];
    for (int lv = 1; lv <= s->track_max; lv++) {
        int cx = x0 + step * (lv - 1) + step / 2, cy = r.y + r.h / 2;
        ui_shape(a, UI_SHAPE_CIRCLE, (float)cx, (float)cy, (float)cr,
                 (SDL_Color){242, 230, 200, 60});
        char nb[12];
        snprintf(nb, sizeof nb, "%d", lv);
        text_draw(a, FONT_DISPLAY, px, ui_cream, cx, cy - lh / 2, TEXT_CENTRE, nb);
        /* The markers at this level, side by side when several share it. */
        int n = 0, who[SV_MAX_P];
        for (int p = 0; p < s->players; p++)
            if (s->track[t][sd][p] == lv) who[n++] = p;
        for (int k = 0; k < n; k++) {
            int mr = n == 1 ? cr : cr * 3 / 5;
            int dx = n == 1 ? 0 : (k - (n - 1) / 2.0f) * mr * 1.3f;
            sv_member(a, who[k], cx + dx, cy, mr, 0, "member");
        }
    }
    (void)i;
    sv_legal_frame(a, r, rad, legal, hot);
}

/* ---- the victory point track (0-29; past 29 the disc goes round again) ---- */

#define SV_VP_BOXES 30

static void sv_vp(const board_scene *b, app *a, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    float rad = sv_rad(a, r);
    sv_glow(a, r, rad, legal, hot);
    ui_round_fill(a, r, rad, (SDL_Color){58, 42, 26, 235}, (SDL_Color){40, 28, 18, 235});
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){217, 169, 58, 200});
    int isz = r.h - ui_s(a, 6);
    sv_art(a, "vp", (SDL_Rect){r.x + ui_s(a, 4), r.y + (r.h - isz) / 2, isz, isz}, 255, 0);
    int x0 = r.x + isz + ui_s(a, 10), w = r.x + r.w - ui_s(a, 4) - x0;
    float step = (float)w / SV_VP_BOXES;
    int px = text_px(a, 0), lh = text_line_h(a, FONT_DISPLAY, px);
    for (int k = 0; k < SV_VP_BOXES; k++) {
        SDL_Rect box = {x0 + (int)(k * step) + 1, r.y + ui_s(a, 4), (int)step - 2, r.h - ui_s(a, 8)};
        SDL_Color f = k % 5 == 0 ? (SDL_Color){242, 230, 200, 235} : (SDL_Color){226, 210, 172, 220};
        ui_round_fill(a, box, (float)ui_s(a, 3), f, f);
        char nb[4];
        snprintf(nb, sizeof nb, "%d", k);
        text_draw(a, FONT_DISPLAY, px, ui_ink_soft, box.x + box.w / 2, box.y + ui_s(a, 1), TEXT_CENTRE, nb);
    }
    /* The discs stand under the numbers, never on them: in what the box has below its
     * number, two by two when several share a value. */
    int area_top = r.y + ui_s(a, 4) + ui_s(a, 1) + lh - ui_s(a, 3), area_bot = r.y + r.h - ui_s(a, 4);
    int area_h = area_bot - area_top;
    int mr = (int)(step * 0.34f);
    if (mr > area_h / 2) mr = area_h / 2;
    if (mr < 3) mr = 3;
    for (int k = 0; k < SV_VP_BOXES; k++) {
        int n = 0, who[SV_MAX_P];
        for (int p = 0; p < s->players; p++) {
            int vp = s->vp[p] < 0 ? 0 : s->vp[p];
            if (vp % SV_VP_BOXES == k) who[n++] = p;
        }
        for (int j = 0; j < n; j++) {
            /* Several discs on one value share its box, two by two. */
            int r2 = n > 2 ? mr * 3 / 5 : n > 1 ? mr * 3 / 4 : mr;
            int cx = x0 + (int)(k * step + step / 2) + (n > 1 ? (j % 2 ? r2 : -r2) : 0);
            int y = area_top + area_h / 2 + (n > 2 ? (j / 2 ? r2 : -r2) : 0);
            sv_member(a, who[j], cx, y, r2, 0, NULL);
            if (s->vp[who[j]] >= SV_VP_BOXES) {
                char lap[16];
                snprintf(lap, sizeof lap, "+%d", s->vp[who[j]] / SV_VP_BOXES * SV_VP_BOXES);
                text_draw(a, FONT_DISPLAY, px, ui_gold_light, cx, r.y + r.h - lh, TEXT_CENTRE, lap);
            }
        }
    }
    sv_legal_frame(a, r, rad, legal, hot);
}

/* ---- right column: round track, graveyard, reserve ---- */

static int sv_panel(app *a, SDL_Rect r, const char *title, int right, int legal, int hot) {
    float rad = sv_rad(a, r);
    sv_glow(a, r, rad, legal, hot);
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){150, 112, 64, 255});
    int px = text_px(a, TEXT_SMALL), lh = text_line_h(a, FONT_DISPLAY, px);
    int fit = text_fit_px(a, FONT_DISPLAY, px, r.w - ui_s(a, 16) - right, title);
    text_draw_fit(a, FONT_DISPLAY, fit, ui_ink, r.x + ui_s(a, 8),
                  r.y + ui_s(a, 4) + (lh - text_line_h(a, FONT_DISPLAY, fit)) / 2, TEXT_LEFT,
                  r.w - ui_s(a, 16) - right, title);
    return r.y + ui_s(a, 4) + lh;
}

static void sv_round(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    char title[64];
    snprintf(title, sizeof title, "%s %d/%d", SV_TR(a, "Round", "Manche"), s->round, s->rounds);
    int y = sv_panel(a, r, title, text_line_h(a, FONT_DISPLAY, text_px(a, TEXT_SMALL)), legal, hot);
    int both = s->both_round;
    int n = s->rounds > 0 ? s->rounds : 1;
    int pad = ui_s(a, 6);
    float step = (float)(r.w - 2 * pad) / n;
    int px = text_px(a, 0), lh = text_line_h(a, FONT_DISPLAY, px);
    int box_h = r.y + r.h - y - lh - ui_s(a, 8);
    int isz = (int)step - ui_s(a, 4);
    if (isz > box_h) isz = box_h;
    for (int k = 1; k <= n; k++) {
        SDL_Rect slot = {r.x + pad + (int)((k - 1) * step) + 1, y + ui_s(a, 2), (int)step - 2, box_h};
        int cur = k == s->round;
        SDL_Color f = cur ? sv_fire_soft : (SDL_Color){226, 210, 172, 255};
        ui_round_fill(a, slot, (float)ui_s(a, 4), f, f);
        if (cur) ui_round_frame(a, slot, (float)ui_s(a, 4), (float)ui_s(a, 2.5f), sv_fire);
        SDL_Rect ic = {slot.x + (slot.w - isz) / 2, slot.y + (slot.h - isz) / 2, isz, isz};
        if (k == both) {
            sv_art(a, "sun", (SDL_Rect){ic.x, ic.y, isz * 2 / 3, isz * 2 / 3}, 255, 0);
            sv_art(a, "moon", (SDL_Rect){ic.x + isz / 3, ic.y + isz / 3, isz * 2 / 3, isz * 2 / 3}, 255, 0);
        } else {
            sv_art(a, k % 2 ? "sun" : "moon", ic, k < s->round ? 110 : 255, 0);
        }
        char nb[12];
        snprintf(nb, sizeof nb, "%d", k);
        text_draw(a, FONT_DISPLAY, px, ui_ink, slot.x + slot.w / 2, slot.y + slot.h + 1, TEXT_CENTRE, nb);
    }
    /* The first player's club. */
    int fr = lh / 2;
    int fx = r.x + r.w - ui_s(a, 8) - fr, fy = r.y + ui_s(a, 4) + lh / 2;
    if (s->first >= 0 && s->first < s->players) sv_member(a, s->first, fx, fy, fr, 0, "club");
    sv_legal_frame(a, r, sv_rad(a, r), legal, hot);
}

static void sv_graveyard(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    char title[64];
    snprintf(title, sizeof title, "%s %d/%d", SV_TR(a, "Graveyard", "Cimetière"),
             sv_grave_total(s), s->tombs);
    int y = sv_panel(a, r, title, 0, legal, hot);
    int n = s->tombs > 0 ? s->tombs : 1, pad = ui_s(a, 6);
    int step = (r.w - 2 * pad) / n;
    int h = r.y + r.h - y - pad, sz = step - ui_s(a, 2) < h ? step - ui_s(a, 2) : h;
    int p = 0, left = 0;
    for (int k = 0; k < n; k++) {
        SDL_Rect tr = {r.x + pad + k * step + (step - sz) / 2, y + (h - sz) / 2 + ui_s(a, 2), sz, sz};
        sv_art(a, "tomb", tr, 255, 0);
        while (left == 0 && p < s->players) left = s->grave[p++];
        if (left > 0) {
            sv_member(a, p - 1, tr.x + sz / 2, tr.y + sz * 3 / 5, sz / 3, 1, "member");
            left--;
        }
    }
    (void)i;
    sv_legal_frame(a, r, sv_rad(a, r), legal, hot);
}

/* An icon with its count beside it, dimmed when none is left. */
static void sv_stock(app *a, const char *icon, int n, SDL_Rect cell, int px, double angle, int dim) {
    int isz = cell.h;
    Uint8 al = (n == 0 || dim) ? 110 : 255;
    sv_art(a, icon, (SDL_Rect){cell.x, cell.y, isz, isz}, al, angle);
    char nb[8];
    snprintf(nb, sizeof nb, "%d", n);
    int lh = text_line_h(a, FONT_DISPLAY, px);
    text_draw(a, FONT_DISPLAY, px, n ? ui_ink : ui_ink_soft, cell.x + isz + ui_s(a, 2),
              cell.y + (isz - lh) / 2, TEXT_LEFT, nb);
}

static void sv_reserve(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    int y = sv_panel(a, r, b->views[i].title, 0, legal, hot);
    int pad = ui_s(a, 8), px = text_px(a, TEXT_SMALL);
    int cols = 2, rows = 5;
    int cw = (r.w - 2 * pad) / cols, ch = (r.y + r.h - pad - y) / rows;
    int isz = ch - ui_s(a, 4);
    const char *icons[9];
    int counts[9], n = 0;
    for (int k = 0; k < SV_RES; k++) {
        icons[n] = sv_res_icon(k);
        counts[n++] = s->res_reserve[k];
    }
    icons[n] = "wisp";
    counts[n++] = s->wisp_reserve;
    for (int o = 0; o < s->objs && n < 9; o++) {
        icons[n] = sv_item(b, "objects", o)->id;
        counts[n++] = s->obj_reserve[o];
    }
    for (int k = 0; k < n; k++) {
        int col = k < 4 ? 0 : 1, row = k < 4 ? k : k - 4;
        SDL_Rect cell = {r.x + pad + col * cw, y + row * ch + ui_s(a, 2), cw, isz};
        sv_stock(a, icons[k], counts[k], cell, px, 0, 0);
    }
    sv_legal_frame(a, r, sv_rad(a, r), legal, hot);
}

/* ---- the players' screens ---- */

static void sv_screen(const board_scene *b, app *a, int i, int seat, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    float rad = sv_rad(a, r);
    sv_glow(a, r, rad, legal, hot);
    ui_shadow(a, r, rad, (float)ui_s(a, 6));
    ui_round_radial(a, r, rad, ui_parchment, ui_parchment_edge);
    SDL_Color sc = ui_seat_color(seat);
    int to_move = s->to_move == seat && !s->over;
    ui_round_frame(a, r, rad, (float)ui_s(a, to_move ? 4 : 2), sc);
    int px = text_px(a, TEXT_SMALL), lh = text_line_h(a, FONT_DISPLAY, px);
    int spx = text_px(a, 0), slh = text_line_h(a, FONT_DISPLAY, spx);
    int pad = ui_s(a, 8);
    /* Header: seat token, name, first player's club, VP. */
    int tr = lh * 2 / 5, x = r.x + pad;
    ui_seat_token(a, seat, x + tr, r.y + pad + lh / 2, tr);
    x += 2 * tr + ui_s(a, 6);
    char name[64], vp[16];
    board_seat_name(b, a, seat, name, sizeof name);
    snprintf(vp, sizeof vp, "%d", s->vp[seat]);
    int vw = text_width(a, FONT_DISPLAY, px, vp);
    int vx = r.x + r.w - pad - vw;
    text_draw(a, FONT_DISPLAY, px, ui_ink, vx, r.y + pad, TEXT_LEFT, vp);
    sv_art(a, "vp", (SDL_Rect){vx - lh - ui_s(a, 2), r.y + pad, lh, lh}, 255, 0);
    int right = vx - lh - ui_s(a, 6);
    if (seat == s->first) {
        sv_art(a, "club", (SDL_Rect){right - lh, r.y + pad, lh, lh}, 255, 0);
        right -= lh + ui_s(a, 4);
    }
    text_draw_fit(a, FONT_DISPLAY, px, ui_ink, x, r.y + pad, TEXT_LEFT, right - x, name);
    int y = r.y + pad + lh + ui_s(a, 4);
    int avail = r.y + r.h - pad - y;
    int rh = avail / 3;
    int isz = rh - ui_s(a, 3);
    int open = b->viewer == seat || s->over;
    int cw = (r.w - 2 * pad) / 4;
    /* Row 1: the screen's resources and wisps, or the back of the screen. */
    if (open) {
        for (int k = 0; k < 4; k++) {
            int n = k < SV_RES ? s->held[seat][k] : s->wisps[seat];
            SDL_Rect cell = {r.x + pad + k * cw, y, cw, isz};
            sv_stock(a, k < SV_RES ? sv_res_icon(k) : "wisp", n, cell, px, 0, 0);
        }
    } else {
        SDL_Rect back = {r.x + pad, y, r.w - 2 * pad, isz};
        ui_round_fill(a, back, (float)ui_s(a, 4), sv_night, sv_night_deep);
        text_draw_fit(a, FONT_ITALIC, spx, ui_cream, back.x + back.w / 2, back.y + (isz - slh) / 2,
                      TEXT_CENTRE, back.w - 2 * pad,
                      SV_TR(a, "Resources and wisps hidden", "Ressources et feux follets cachés"));
    }
    y += rh;
    /* Row 2: Roman resources still held (open screens), members in reserve and dead. */
    x = r.x + pad;
    if (open) {
        sv_art(a, "roman", (SDL_Rect){x, y, isz, isz}, 255, 0);
        x += isz + ui_s(a, 2);
        char rom[32];
        snprintf(rom, sizeof rom, "%d/%d/%d", s->roman[seat][0], s->roman[seat][1], s->roman[seat][2]);
        x += text_draw(a, FONT_DISPLAY, spx, ui_ink, x, y + (isz - slh) / 2, TEXT_LEFT, rom) + ui_s(a, 10);
    }
    sv_member(a, seat, x + isz / 2, y + isz / 2, isz / 2, 0, "member");
    x += isz + ui_s(a, 2);
    char nb[16];
    snprintf(nb, sizeof nb, "\xC3\x97%d", s->reserve[seat]);
    x += text_draw(a, FONT_DISPLAY, px, ui_ink, x, y + (isz - lh) / 2, TEXT_LEFT, nb) + ui_s(a, 10);
    sv_art(a, "tomb", (SDL_Rect){x, y, isz, isz}, 255, 0);
    x += isz + ui_s(a, 2);
    snprintf(nb, sizeof nb, "\xC3\x97%d", s->grave[seat]);
    text_draw(a, FONT_DISPLAY, px, ui_ink, x, y + (isz - lh) / 2, TEXT_LEFT, nb);
    y += rh;
    /* Row 3: objects, upright or lying down once used this round. */
    x = r.x + pad;
    int any = 0;
    for (int o = 0; o < s->objs; o++)
        for (int k = 0; k < s->obj[seat][o] && x + isz <= r.x + r.w - pad; k++) {
            int used = k >= s->obj[seat][o] - s->used[seat][o];
            sv_art(a, sv_item(b, "objects", o)->id, (SDL_Rect){x, y, isz, isz}, used ? 140 : 255,
                   used ? 90.0 : 0);
            x += isz + ui_s(a, 3);
            any = 1;
        }
    if (!any)
        text_draw_fit(a, FONT_ITALIC, spx, ui_ink_soft, x, y + (isz - slh) / 2, TEXT_LEFT,
                      r.w - 2 * pad, SV_TR(a, "No object", "Aucun objet"));
    (void)i;
    sv_legal_frame(a, r, rad, legal, hot);
}

/* In the first screen no seat uses (2 or 3 players): what the signs of the cards mean. */
static void sv_legend(app *a, SDL_Rect r) {
    static const char *const icon[] = {"sun", "moon", "temple", "anyres", "", "tomb", "roman", "club", "vp", ""};
    static const char *const en[] = {"Light", "Dark", "any track", "any resource", "= alike",
                                     "graveyard", "Roman left", "first player", "VP", "\xE2\x89\xA0 different"};
    static const char *const fr[] = {"Lumière", "Ténèbres", "toute piste", "toute ressource", "= pareilles",
                                     "cimetière", "romaines", "1er joueur", "PV", "\xE2\x89\xA0 différentes"};
    float rad = sv_rad(a, r);
    SDL_Color bg = {16, 26, 51, 200};
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    ui_round_fill(a, r, rad, bg, bg);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){120, 140, 180, 255});
    int pad = ui_s(a, 8), px = text_px(a, 0), lh = text_line_h(a, FONT_TEXT, px);
    int tpx = text_px(a, TEXT_SMALL), tlh = text_line_h(a, FONT_DISPLAY, tpx);
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_gold_light, r.x + pad, r.y + ui_s(a, 4), TEXT_LEFT,
                  r.w - 2 * pad, SV_TR(a, "Signs of the cards", "Signes des cartes"));
    int y0 = r.y + ui_s(a, 4) + tlh, rows = 5;
    int rh = (r.y + r.h - ui_s(a, 4) - y0) / rows, cw = (r.w - 2 * pad) / 2;
    int isz = rh - ui_s(a, 2) < lh ? rh - ui_s(a, 2) : lh;
    for (int k = 0; k < 10; k++) {
        int x = r.x + pad + (k / rows) * cw, y = y0 + (k % rows) * rh;
        int tx = x;
        if (icon[k][0]) {
            sv_art(a, icon[k], (SDL_Rect){x, y + (rh - isz) / 2, isz, isz}, 255, 0);
            tx += isz + ui_s(a, 4);
        }
        const char *word = SV_TR(a, en[k], fr[k]);
        int wpx = text_fit_px_min(a, FONT_TEXT, px, x + cw - ui_s(a, 2) - tx, word, (int)(12 * a->base + 0.5f));
        text_draw_fit(a, FONT_TEXT, wpx, ui_cream, tx, y + (rh - text_line_h(a, FONT_TEXT, wpx)) / 2, TEXT_LEFT,
                      x + cw - ui_s(a, 2) - tx, word);
    }
}

/* In the second screen no seat uses (2 players): the end of the game's count, in the
 * game's words (describe "ref.scoring"), one sentence a line, whole sentences only. */
static void sv_scoring(const board_scene *b, app *a, SDL_Rect r) {
    nm_element_view v;
    memset(&v, 0, sizeof v);
    if (!b->g->describe || !b->g->describe(b->d, b->observed, b->viewer, a->set.lang, "ref.scoring", &v)) return;
    v.title[sizeof v.title - 1] = v.body[sizeof v.body - 1] = 0;
    float rad = sv_rad(a, r);
    SDL_Color bg = {16, 26, 51, 200};
    ui_round_fill(a, r, rad, bg, bg);
    ui_round_frame(a, r, rad, (float)ui_s(a, 1.5f), (SDL_Color){120, 140, 180, 255});
    int pad = ui_s(a, 8), px = text_px(a, 0), lh = text_line_h(a, FONT_TEXT, px);
    int tpx = text_px(a, TEXT_SMALL), tlh = text_line_h(a, FONT_DISPLAY, tpx);
    text_draw_fit(a, FONT_DISPLAY, tpx, ui_gold_light, r.x + pad, r.y + ui_s(a, 4), TEXT_LEFT, r.w - 2 * pad, v.title);
    int y = r.y + ui_s(a, 4) + tlh, bottom = r.y + r.h - ui_s(a, 4);
    /* one sentence a line (wrapped), while whole sentences fit */
    for (const char *q = v.body; q && *q;) {
        char one[sizeof v.body];
        const char *end = strstr(q, ". ");
        size_t len = end ? (size_t)(end - q + 1) : strlen(q);
        if (len >= sizeof one) len = sizeof one - 1;
        memcpy(one, q, len);
        one[len] = 0;
        SDL_Rect box = {r.x + pad, y, r.w - 2 * pad, bottom - y};
        if (box.h < lh || !text_box_fits(a, FONT_TEXT, px, box, one)) return;
        y += text_box(a, FONT_TEXT, px, sv_moon_soft, box, TEXT_LEFT, one, 1);
        q = end ? end + 2 : NULL;
    }
}

static int sv_element(const board_scene *b, app *a, int i, SDL_Rect r, int legal, int hot) {
    const sv_obs *s = sv_state(b);
    if (!s) return 0;
    const char *id = b->d->board.elements[i].id;
    int n = -1;
    char side[16];
    if (sscanf(id, "screen.%d", &n) == 1 && n >= s->players) {
        if (n == s->players) sv_legend(a, r);
        else if (n == s->players + 1) sv_scoring(b, a, r);
        return 1; /* no seat sits there */
    }
    if (!b->dynamic[i]) return 0;
    if (sscanf(id, "cell.%d", &n) == 1 && n >= 0 && n < SV_CELLS) sv_card(b, a, i, n, r, legal, hot);
    else if (sscanf(id, "track.%d.%15s", &n, side) == 2 && n >= 0 && n < SV_ROWS)
        sv_track(b, a, i, n, strcmp(side, "dark") == 0, r, legal, hot);
    else if (sscanf(id, "temple.%d", &n) == 1 && n >= 0 && n < SV_ROWS) sv_temple(b, a, i, n, r);
    else if (sscanf(id, "screen.%d", &n) == 1 && n >= 0 && n < s->players)
        sv_screen(b, a, i, n, r, legal, hot);
    else if (!strcmp(id, "vp")) sv_vp(b, a, r, legal, hot);
    else if (!strcmp(id, "round")) sv_round(b, a, i, r, legal, hot);
    else if (!strcmp(id, "graveyard")) sv_graveyard(b, a, i, r, legal, hot);
    else if (!strcmp(id, "reserve")) sv_reserve(b, a, i, r, legal, hot);
    else return 0;
    return 1;
}

/* The step the game is at, named under the pass button: placing, choosing a turn, the
 * activation of a card, a payment of points of multiplicity, the will-o'-wisp event. */
static void sv_overlay(const board_scene *b, app *a) {
    const sv_obs *s = sv_state(b);
    const nm_board *bd = &b->d->board;
    if (!s || bd->width <= 0 || bd->height <= 0) return;
    char line[128], nums[16] = "";
    if (s->act_cell >= 0 && s->act_cell < SV_CELLS) {
        int num = s->number[s->act_cell];
        snprintf(nums, sizeof nums, "%d-%d", num, num + 1);
    }
    int rs = s->round_side;
    const char *round = rs < 0           ? ""
                        : rs == 2        ? SV_TR(a, "Light and Dark round. ", "Manche Lumière et Ténèbres. ")
                        : rs == SV_DARK ? SV_TR(a, "Dark round. ", "Manche Ténèbres. ")
                                         : SV_TR(a, "Light round. ", "Manche Lumière. ");
    if (s->over) snprintf(line, sizeof line, "%s", SV_TR(a, "Game over: final count done", "Partie finie, décompte fait"));
    else if (!strcmp(s->stage, "sacrifice"))
        snprintf(line, sizeof line, "%s", SV_TR(a, "Wisp event: the most haunted sacrifice a member",
                                                "Feux follets : le plus hanté sacrifie un membre"));
    else if (!strcmp(s->stage, "buyback"))
        snprintf(line, sizeof line, "%s", SV_TR(a, "Wisp event: 1 MP for each wisp given back",
                                                "Feux follets : 1 PM par feu rendu"));
    else if (s->pay_left > 0)
        snprintf(line, sizeof line, SV_TR(a, "%sMP to pay: %d", "%sPM à payer : %d"),
                 round, s->pay_left);
    else if (!strcmp(s->phase, "place"))
        snprintf(line, sizeof line, "%s", SV_TR(a, "Placement: place a member, gain worship",
                                                "Mise en place : placez un membre"));
    else if (!strcmp(s->phase, "act") && nums[0])
        snprintf(line, sizeof line, SV_TR(a, "%sActivation of card %s", "%sActivation de la carte %s"), round, nums);
    else
        snprintf(line, sizeof line, SV_TR(a, "%sActivate, develop or pass", "%sActiver, développer ou passer"),
                 round);
    float kx = b->board_rect.w / bd->width, ky = b->board_rect.h / bd->height;
    SDL_Rect r = {b->board_rect.x + (int)(1078 * kx), b->board_rect.y + (int)(690 * ky), (int)(212 * kx),
                  (int)(78 * ky)};
    SDL_Color bg = {16, 26, 51, 220};
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    ui_round_fill(a, r, (float)ui_s(a, 6), bg, bg);
    ui_round_frame(a, r, (float)ui_s(a, 6), (float)ui_s(a, 1.5f), sv_fire);
    int isz = r.h - ui_s(a, 10);
    if (isz > r.w / 5) isz = r.w / 5;
    sv_art(a, "sacred_fire", (SDL_Rect){r.x + ui_s(a, 4), r.y + (r.h - isz) / 2, isz, isz}, 255, 0);
    SDL_Rect tb = {r.x + isz + ui_s(a, 8), r.y + ui_s(a, 3), r.w - isz - ui_s(a, 12), r.h - ui_s(a, 6)};
    int px = text_box_fit_px(a, FONT_TEXT, text_px(a, 0), tb, line, (int)(12 * a->base + 0.5f));
    int h = text_box(a, FONT_TEXT, px, ui_cream, tb, TEXT_LEFT, line, 0);
    if (h < tb.h) tb.y += (tb.h - h) / 2;
    text_box(a, FONT_TEXT, px, ui_cream, tb, TEXT_LEFT, line, 1);
}

/* The members of a card stand where sv_card draws them (the slides end there). */
static int sv_piece_rect(const board_scene *b, app *a, int i, const nm_element_view *v, SDL_Rect r,
                         int k, SDL_Rect *out) {
    int n;
    if (sscanf(b->d->board.elements[i].id, "cell.%d", &n) != 1 || k < 0 || k >= v->piece_count) return 0;
    *out = sv_card_member(a, v, r, k, 0);
    return 1;
}

const board_view view_samhain = {
    .game = "samhain",
    .element = sv_element,
    .overlay = sv_overlay,
    .piece_rect = sv_piece_rect,
    .reads_state = board_reads_all_state,
};
