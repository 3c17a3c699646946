/* test_view.c - what the board view reads: describe() on every element in both languages
 * (pieces matching the state, other screens hidden), display_label() (English = label(),
 * French distinct among the legal actions), involves() naming the card a move leaves,
 * score_detail() summing to scores(), and every art name the view asks for present in
 * art/. argv[1]: games per player count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "shtest.h"

static int art_exists(const char *name) {
    static const char *const dirs[] = {"samhain", "icons"};
    char path[512];
    struct stat st;
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/../art/%s/%s.svg", SAMHAIN_DATA_DIR, dirs[k], name);
        if (stat(path, &st) == 0) return 1;
    }
    fprintf(stderr, "no art for \"%s\"\n", name);
    return 0;
}

static int piece_sum(const nm_element_view *v, int seat, int dimmed, const char *icon) {
    int n = 0;
    for (int k = 0; k < v->piece_count; k++)
        if ((seat < -1 || v->pieces[k].seat == seat) && (dimmed < 0 || v->pieces[k].dimmed == dimmed) &&
            (!icon || !strcmp(v->pieces[k].icon, icon)))
            n += v->pieces[k].count;
    return n;
}

/* Every element, both languages, from the observation of `viewer`. */
static void check_describe(const nm_data *d, const samhain_state *s, int viewer, int full) {
    const nm_game *g = samhain_game();
    static samhain_state obs;
    g->observe(d, s, viewer, &obs);
    for (int lang = 0; lang < NM_LANGS; lang++)
        for (int e = 0; e < d->board.count; e++) {
            const char *id = d->board.elements[e].id;
            nm_element_view v;
            int dyn = g->describe(d, &obs, viewer, lang, id, &v);
            int seat = -1;
            if (sscanf(id, "screen.%d", &seat) == 1 && seat >= s->h.players) {
                CHECK(dyn == 0);
                continue;
            }
            CHECK(dyn == 1);
            CHECK(v.title[0] != 0);
            CHECK(v.piece_count >= 0 && v.piece_count <= NM_VIEW_PIECES);
            for (int k = 0; k < v.piece_count; k++) {
                CHECK(v.pieces[k].icon[0] != 0);
                CHECK(v.pieces[k].seat >= -1 && v.pieces[k].seat < s->h.players);
                if (full && !art_exists(v.pieces[k].icon)) CHECK(0);
            }
            if (full && v.icon[0] && !art_exists(v.icon)) CHECK(0);
            if (!full) continue;
            int c = -1, row = -1;
            char side[16];
            if (sscanf(id, "cell.%d", &c) == 1) {
                CHECK(v.body[0] != 0);
                for (int p = 0; p < s->h.players; p++) {
                    CHECK(piece_sum(&v, p, 0, "member") == s->ready[c][p]);
                    CHECK(piece_sum(&v, p, 1, "member") == s->tired[c][p]);
                }
                CHECK(v.count == samhain_cell_count(s, c));
            } else if (sscanf(id, "track.%d.%15s", &row, side) == 2) {
                int t = s->temple_row[row], sd = !strcmp(side, "dark"), n = 0;
                for (int p = 0; p < s->h.players; p++) {
                    n += s->track[t][sd][p] > 0;
                    CHECK(piece_sum(&v, p, -1, NULL) == (s->track[t][sd][p] > 0));
                }
                CHECK(v.piece_count == n);
            } else if (!strcmp(id, "graveyard")) {
                for (int p = 0; p < s->h.players; p++) CHECK(piece_sum(&v, p, -1, NULL) == s->seat[p].grave);
            } else if (!strcmp(id, "reserve")) {
                CHECK(piece_sum(&v, -1, -1, "wood") == s->res_reserve[0]);
                CHECK(piece_sum(&v, -1, -1, "wisp") == s->wisp_reserve);
                for (int o = 0; o < SAMHAIN_OBJS; o++)
                    CHECK(piece_sum(&v, -1, -1, samhain_object(d, o)->id) == s->obj_reserve[o]);
            } else if (seat >= 0) {
                const samhain_seat *st = &s->seat[seat];
                int open = seat == viewer || s->h.over;
                CHECK(v.owner == seat);
                CHECK(v.count == st->vp);
                CHECK(piece_sum(&v, seat, -1, "member") == st->reserve);
                for (int o = 0; o < SAMHAIN_OBJS; o++) {
                    CHECK(piece_sum(&v, seat, 0, samhain_object(d, o)->id) == st->obj[o] - st->used[o]);
                    CHECK(piece_sum(&v, seat, 1, samhain_object(d, o)->id) == st->used[o]);
                }
                if (open) {
                    for (int r = 0; r < SAMHAIN_RES; r++)
                        CHECK(piece_sum(&v, -1, -1, samhain_res_names[r]) == st->normal[r]);
                    CHECK(piece_sum(&v, -1, -1, "roman") == st->roman[0] + st->roman[1] + st->roman[2]);
                    CHECK(piece_sum(&v, -1, -1, "wisp") == st->wisps);
                } else { /* nothing of the screen shows, not even how many */
                    CHECK(piece_sum(&v, -2, -1, "wood") + piece_sum(&v, -2, -1, "gold") +
                              piece_sum(&v, -2, -1, "stone") + piece_sum(&v, -2, -1, "wisp") +
                              piece_sum(&v, -2, -1, "roman") == 0);
                    for (int k = 0; k < v.piece_count; k++) CHECK(strcmp(v.pieces[k].icon, "wisp") != 0);
                }
            }
        }
}

static void check_labels(const nm_data *d, const samhain_state *s, const nm_action_list *l) {
    const nm_game *g = samhain_game();
    static char fr[NM_MAX_ACTIONS][NM_LABEL_LEN];
    int n = l->count < NM_MAX_ACTIONS ? l->count : NM_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        char lab[NM_LABEL_LEN], en[NM_LABEL_LEN];
        g->label(d, s, &l->a[i], lab, sizeof lab);
        g->display_label(d, s, &l->a[i], 0, en, sizeof en);
        g->display_label(d, s, &l->a[i], 1, fr[i], sizeof fr[i]);
        int named_do = l->a[i].kind == SAMHAIN_ACT_DO && l->a[i].p[0] <= SAMHAIN_DO_DARK;
        if (named_do) {
            /* issue 16: a member's action by the card's name and the side, never "do 19" */
            const nm_component *c = samhain_card(d, s->layout[s->act_cell]);
            int named_en = strncmp(en, c->name[0], strlen(c->name[0])) == 0;
            int named_fr = strncmp(fr[i], c->name[1], strlen(c->name[1])) == 0;
            /* the card's name, unless a long bonus leaves room for the side alone */
            CHECK((named_en && named_fr) || l->a[i].p[1] >= 0);
            CHECK(strstr(en, l->a[i].p[0] == SAMHAIN_DO_LIGHT ? "ight" : "ark") != NULL);
            /* (test_random's labels_ok checks that no label fills its buffer) */
            CHECK(strncmp(lab, "do ", 3) == 0);
        } else if (strcmp(lab, en) != 0) {
            fprintf(stderr, "display_label en \"%s\" != label \"%s\"\n", en, lab);
            CHECK(0);
        }
        CHECK(fr[i][0] != 0);
        char ids[4][NM_ELEMENT_LEN];
        int k = g->involves(d, s, &l->a[i], ids, 4);
        if (l->a[i].kind == SAMHAIN_ACT_MOVE) {
            char want[NM_ELEMENT_LEN];
            snprintf(want, sizeof want, "cell.%d", l->a[i].p[0]);
            CHECK(k == (l->a[i].p[0] != l->a[i].p[1]));
            if (k == 1) CHECK(!strcmp(ids[0], want));
        }
        CHECK(k >= 0 && k <= 1);
        if (k == 1) CHECK(nm_board_find(&d->board, ids[0]) != NULL);
        for (int j = 0; j < i; j++)
            if (!strcmp(fr[i], fr[j])) {
                fprintf(stderr, "French label \"%s\" twice (\"%s\")\n", fr[i], lab);
                CHECK(0);
            }
    }
}

static void check_scores(const nm_data *d, const samhain_state *s) {
    const nm_game *g = samhain_game();
    int32_t sc[NM_MAX_SEATS];
    int n = g->scores(d, s, sc);
    for (int p = 0; p < n; p++)
        for (int lang = 0; lang < NM_LANGS; lang++) {
            nm_score_line lines[8];
            int k = g->score_detail(d, s, p, lang, lines, 8), sum = 0;
            CHECK(k >= 1);
            for (int i = 0; i < k; i++) {
                CHECK(lines[i].label[0] != 0);
                sum += lines[i].points;
            }
            if (sum != sc[p]) {
                fprintf(stderr, "score_detail of seat %d sums to %d, score %d\n", p, sum, (int)sc[p]);
                CHECK(0);
            }
            if (s->h.over) CHECK(k >= 4);
        }
}

/* Issue 16: a round's end says each seat's worship majority points, the final count its
 * parts; the prompt names the pending decision in both languages. */
static int check_narrate(const nm_data *d, const samhain_state *s0, const nm_action *a, const samhain_state *s1) {
    nm_event_line ev[16];
    int n = samhain_narrate(d, s0, a, s1, 0, ev, 16);
    for (int p = 0; p < s1->h.players; p++) {
        int maj = s1->seat[p].vp_src[SAMHAIN_VPS_MAJORITIES] - s0->seat[p].vp_src[SAMHAIN_VPS_MAJORITIES];
        if (!maj) continue;
        char want[64];
        snprintf(want, sizeof want, "Player %d: %+d VP (Worship majorities)", p + 1, maj);
        int found = 0;
        for (int k = 0; k < n; k++) found |= ev[k].seat == p && strncmp(ev[k].text, want, strlen(want)) == 0;
        if (!found) {
            fprintf(stderr, "no log line '%s'\n", want);
            CHECK(0);
        }
    }
    for (int k = 0; k < n; k++) CHECK(ev[k].text[0] && (!ev[k].element[0] || nm_board_find(&d->board, ev[k].element)));
    if (s1->round != s0->round && !s1->h.over) {
        char want[48];
        snprintf(want, sizeof want, "Round %d (", s1->round);
        int found = 0;
        for (int k = 0; k < n; k++) found |= strncmp(ev[k].text, want, strlen(want)) == 0 && strstr(ev[k].text, "plays first");
        CHECK(found);
    }
    char pr[2][NM_EVENT_LEN];
    for (int lang = 0; lang < 2; lang++) samhain_prompt(d, s1, lang, pr[lang], sizeof pr[lang]);
    if (s1->h.over) CHECK(pr[0][0] == 0);
    else CHECK(pr[0][0] && pr[1][0] && strcmp(pr[0], pr[1]) != 0);
    if (!s1->h.over && s1->pay_left > 0 && !(s1->ev == SAMHAIN_EV_SACRIFICE && s1->ev_seat >= 0)) {
        char want[64];
        snprintf(want, sizeof want, "Pay points of multiplicity: %d left", s1->pay_left);
        CHECK(strcmp(pr[0], want) == 0);
    }
    return n;
}

int main(int argc, char **argv) {
    const nm_data *d = sht_data();
    const nm_game *g = samhain_game();
    int games = argc > 1 ? atoi(argv[1]) : 20;
    static nm_action_list l;
    static nm_errors err;
    CHECK(g->display_label != NULL && g->score_detail != NULL && g->describe != NULL);
    int french_differs = 0, labels = 0, narrated = 0;
    for (int np = 2; np <= 4; np++)
        for (int gi = 0; gi < games; gi++) {
            static samhain_state s;
            nm_setup su;
            memset(&s, 0, sizeof s);
            nm_setup_defaults(g, &su, np, (uint64_t)gi * 104729u + (uint64_t)np);
            su.option[SAMHAIN_OPT_EASY] = gi % 3 == 0;
            su.option[SAMHAIN_OPT_COUNTERPART] = gi % 2;
            if (g->setup(d, &su, &s, &err) != 0) {
                CHECK(0);
                break;
            }
            uint32_t pick = (uint32_t)gi * 2654435761u + 7u;
            for (int n = 0; n < 5000 && !s.h.over; n++) {
                g->legal(d, &s, &l);
                if (l.count == 0) break;
                check_labels(d, &s, &l);
                for (int i = 0; i < l.count; i++) {
                    char en[NM_LABEL_LEN], fr[NM_LABEL_LEN];
                    g->display_label(d, &s, &l.a[i], 0, en, sizeof en);
                    g->display_label(d, &s, &l.a[i], 1, fr, sizeof fr);
                    labels++;
                    french_differs += strcmp(en, fr) != 0;
                }
                check_scores(d, &s);
                if (n % 5 == 0) check_describe(d, &s, s.h.to_move, n % 25 == 0);
                pick = pick * 1103515245u + 12345u;
                nm_action a = l.a[(pick >> 8) % (uint32_t)l.count];
                static samhain_state before;
                before = s;
                if (g->apply(d, &s, &a, &err) != 0) {
                    CHECK(0);
                    break;
                }
                narrated += check_narrate(d, &before, &a, &s);
            }
            CHECK(s.h.over);
            check_scores(d, &s);
            check_describe(d, &s, 0, 1);
        }
    /* A worked end: 7 VP of play (5 from actions, 3 majorities, 1 paid as multiplicity), 2
     * Roman resources spent, 5 gained ones, 3 wisps: every category shows, zeros included. */
    static samhain_state e;
    memset(&e, 0, sizeof e);
    e.h.players = 2;
    e.h.over = 1;
    e.seat[0].vp_src[SAMHAIN_VPS_ACTIONS] = 5;
    e.seat[0].vp_src[SAMHAIN_VPS_MAJORITIES] = 3;
    e.seat[0].vp_src[SAMHAIN_VPS_MULTIPLICITY] = -1;
    e.seat[0].vp = 7 - 2 + 2 - 3;
    e.seat[0].corrupt = 2;
    e.seat[0].bonus_res = 2;
    e.seat[0].malus_wisp = 3;
    nm_score_line lines[8];
    int k = g->score_detail(d, &e, 0, 0, lines, 8);
    CHECK(k == 7 && lines[0].points == 5 && lines[1].points == 0 && lines[2].points == 3 &&
          lines[3].points == -1 && lines[4].points == -2 && lines[5].points == 2 && lines[6].points == -3);
    CHECK(k == 7 && !strcmp(lines[1].label, "Objects") && !strcmp(lines[2].label, "Worship majorities"));
    k = g->score_detail(d, &e, 0, 1, lines, 8);
    CHECK(k == 7 && !strcmp(lines[4].label, "Ressources romaines dépensées"));
    /* A count below 0 stops at 0: a line says so, and the lines still sum to 0. */
    e.seat[0].vp = 0;
    e.seat[0].corrupt = 8;
    k = g->score_detail(d, &e, 0, 0, lines, 8);
    int sum = 0;
    for (int i = 0; i < k; i++) sum += lines[i].points;
    CHECK(k == 8 && sum == 0 && !strcmp(lines[7].label, "Score stops at 0") && lines[7].points == 2);
    for (int i = 0; i < k; i++) CHECK(strstr(lines[i].label, "floor") == NULL);
    /* Issue 16: a tie on VP says which tie-break decided. */
    memset(&e, 0, sizeof e);
    e.h.players = 2;
    e.h.over = 1;
    e.seat[0].vp = e.seat[1].vp = 10;
    e.ready[0][0] = 1;
    e.ready[1][1] = 2;
    e.tired[2][1] = 1;
    char tb[200];
    CHECK(samhain_tie_break(d, &e, 0, tb, sizeof tb) == 1 &&
          strcmp(tb, "Tied on 10 VP: Player 2 has more members on the action cards (3 against 1)") == 0);
    e.ready[0][0] = 3;
    e.seat[1].wisps = 2;
    CHECK(samhain_tie_break(d, &e, 0, tb, sizeof tb) == 1 &&
          strcmp(tb, "Tied on 10 VP and members on the cards: Player 1 has fewer wisps (0 against 2)") == 0);
    CHECK(samhain_tie_break(d, &e, 1, tb, sizeof tb) == 1 && strstr(tb, "Joueur 1") != NULL);
    e.seat[0].vp = 11;
    CHECK(samhain_tie_break(d, &e, 0, tb, sizeof tb) == 0);
    printf("%d labels, %d French ones differ from English; %d lines said what the flow did\n", labels,
           french_differs, narrated);
    CHECK(narrated > 0);
    CHECK(french_differs > labels / 2);
    sht_cleanup();
    return check_done("samhain view");
}
