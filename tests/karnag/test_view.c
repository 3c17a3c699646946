/* test_view.c - Karnag's board-scene hooks over random games (2-5 players): every legal
 * action has an English and a French display label that differ (no action falls back to
 * the stable label), gemstones and captures name their mana cost, the elements an action
 * involves exist in board.json, every board element describes itself in both languages
 * within its buffers, and at the end score_detail's lines sum exactly to scores(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ktest.h"

static int bounded(const char *s, size_t n) { return memchr(s, 0, n) != NULL; }

/* Well-formed UTF-8 (a cut text must not end in half a character). */
static int utf8_ok(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int len = *p < 0x80 ? 1 : (*p & 0xE0) == 0xC0 ? 2 : (*p & 0xF0) == 0xE0 ? 3 : (*p & 0xF8) == 0xF0 ? 4 : 0;
        if (!len) return 0;
        for (int k = 1; k < len; k++)
            if ((p[k] & 0xC0) != 0x80) return 0;
        p += len;
    }
    return 1;
}

static void check_actions(const nm_data *d, const nm_match *m) {
    const nm_game *g = karnag_game();
    const nm_action_list *l = nm_match_legal(m);
    for (int i = 0; i < l->count; i++) {
        char en[NM_LABEL_LEN], fr[NM_LABEL_LEN], stable[NM_LABEL_LEN];
        g->display_label(d, m->state, &l->a[i], 0, en, sizeof en);
        g->display_label(d, m->state, &l->a[i], 1, fr, sizeof fr);
        g->label(d, m->state, &l->a[i], stable, sizeof stable);
        CHECK(en[0] && fr[0] && utf8_ok(en) && utf8_ok(fr));
        if (strcmp(en, fr) == 0) {
            fprintf(stderr, "\"%s\": the same words in English and French: \"%s\"\n", stable, en);
            check_failures++;
        }
        if ((strncmp(stable, "gemstone at", 11) == 0 || strncmp(stable, "capture ", 8) == 0) &&
            (!strstr(en, "mana") || !strstr(fr, "mana"))) {
            fprintf(stderr, "\"%s\": no mana cost in \"%s\" / \"%s\"\n", stable, en, fr);
            check_failures++;
        }
        char ids[32][NM_ELEMENT_LEN];
        int n = g->involves(d, m->state, &l->a[i], ids, 32);
        CHECK(n >= 0 && n <= 32);
        for (int k = 0; k < n; k++)
            if (!nm_board_find(&d->board, ids[k])) {
                fprintf(stderr, "\"%s\" involves \"%s\", not in board.json\n", stable, ids[k]);
                check_failures++;
            }
        if (strncmp(stable, "gemstone at", 11) == 0 || strncmp(stable, "capture ", 8) == 0) {
            /* the lightning lines: the druids' path squares and at least the square next to
             * each of them, unless the target touches the path */
            int paths = 0;
            for (int k = 0; k < n; k++) paths += strncmp(ids[k], "path.", 5) == 0;
            CHECK(paths == (stable[0] == 'g' ? 2 : 1));
        }
    }
}

static void check_describe(const nm_data *d, const nm_match *m, int viewer) {
    static karnag_state obs;
    nm_state_observe(d, m->state, viewer, &obs);
    for (int i = 0; i < d->board.count; i++) {
        nm_element_view v[2];
        for (int lang = 0; lang < 2; lang++) {
            karnag_describe(d, &obs, viewer, lang, d->board.elements[i].id, &v[lang]);
            CHECK(bounded(v[lang].title, sizeof v[lang].title) && bounded(v[lang].body, sizeof v[lang].body) &&
                  bounded(v[lang].icon, sizeof v[lang].icon));
            CHECK(v[lang].piece_count >= 0 && v[lang].piece_count <= NM_VIEW_PIECES);
            if (!utf8_ok(v[lang].title) || !utf8_ok(v[lang].body)) {
                fprintf(stderr, "%s: a text cut inside a character\n", d->board.elements[i].id);
                check_failures++;
            }
            for (int k = 0; k < v[lang].piece_count; k++) CHECK(v[lang].pieces[k].icon[0] != 0);
        }
        /* a glade square's hover text is in both languages */
        if (strncmp(d->board.elements[i].id, "sq.", 3) == 0 && strcmp(v[0].body, v[1].body) == 0) {
            fprintf(stderr, "%s: the same hover text in both languages\n", d->board.elements[i].id);
            check_failures++;
        }
        /* the others' hands are face down */
        int seat = -1;
        if (sscanf(d->board.elements[i].id, "hand.%d", &seat) == 1 && seat != viewer &&
            seat < m->setup.players && kt_state(m)->seat[seat].hand_count > 0)
            CHECK(v[0].hidden);
    }
}

static void check_scores(const nm_data *d, const nm_match *m) {
    const nm_game *g = karnag_game();
    int32_t sc[NM_MAX_SEATS];
    int ns = g->scores(d, m->state, sc);
    for (int p = 0; p < ns; p++)
        for (int lang = 0; lang < 2; lang++) {
            nm_score_line lines[16];
            int n = g->score_detail(d, m->state, p, lang, lines, 16), sum = 0;
            const karnag_seat *q = &kt_state(m)->seat[p];
            int play = KARNAG_VP_SOURCES - (q->vp_src[KARNAG_VP_OTHER] == 0);
            CHECK(n >= play + (nm_match_over(m) ? 4 : 0)); /* every source, zeros included */
            for (int k = 0; k < play && k < n; k++) CHECK(strcmp(lines[k].label, karnag_vp_source_words[lang][k]) == 0);
            for (int k = 0; k < n; k++) {
                CHECK(lines[k].label[0] != 0);
                sum += lines[k].points;
            }
            if (sum != sc[p]) {
                fprintf(stderr, "seat %d: score_detail sums to %d, scores() says %d\n", p, sum, sc[p]);
                check_failures++;
            }
            if (lang == 1 && nm_match_over(m)) {
                nm_score_line en[16];
                g->score_detail(d, m->state, p, 0, en, 16);
                CHECK(strcmp(en[1].label, lines[1].label) != 0); /* Council / Conseil */
            }
        }
}

/* Issue 16: what the flow did by itself is said (every creature that arrived or stepped
 * without the action moving it, with its species, its square and the square lit; the
 * council's VP), and the prompt names the pending decision (the movement points left). */
static int refusals; /* positions where Done was refused and the prompt said why */

static void check_narrate(const nm_data *d, const karnag_state *s0, const nm_action *a, const nm_match *m,
                          int *lines_seen) {
    const karnag_state *s1 = kt_state(m);
    const karnag_geo *g = karnag_geometry(d);
    nm_event_line ev[64];
    int n = karnag_narrate(d, s0, a, s1, 0, ev, 64);
    *lines_seen += n;
    int own = a->kind >= NM_ACTION_VM_CHOICE && (a->p[0] == KARNAG_CH_STEP || a->p[0] == KARNAG_CH_CREATURE);
    for (int c = 0; c < karnag_count(d, KARNAG_K_CREATURES) && n < 64; c++) {
        int l0 = s0->cr_loc[c], l1 = s1->cr_loc[c];
        if (own || l0 == l1 || l1 < 0 || l1 >= g->sq || (l0 >= g->sq) || l0 == KARNAG_CR_GONE) continue;
        char want[64], el[32], sq[8];
        karnag_sq_name(g, l1, sq, sizeof sq);
        const char *sp = karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, c))->name[0];
        snprintf(want, sizeof want, "%s %s", sp, l0 == KARNAG_CR_BAG ? "arrives on" : "moves from");
        snprintf(el, sizeof el, "sq.%d.%d", l1 % g->w, l1 / g->w);
        int found = 0;
        for (int k = 0; k < n; k++)
            found |= strstr(ev[k].text, want) && strstr(ev[k].text, sq) && strcmp(ev[k].element, el) == 0;
        if (!found) {
            fprintf(stderr, "creature %d to %s: no log line '%s ... %s'\n", c, sq, want, sq);
            check_failures++;
        }
    }
    for (int p = 0; p < s1->h.players; p++) {
        int dv = s1->seat[p].vp_src[KARNAG_VP_COUNCIL] - s0->seat[p].vp_src[KARNAG_VP_COUNCIL];
        if (!dv) continue;
        char want[64];
        snprintf(want, sizeof want, "%+d VP (Council)", dv);
        int found = 0;
        for (int k = 0; k < n; k++) found |= ev[k].seat == p && strstr(ev[k].text, want) != NULL;
        if (!found) {
            fprintf(stderr, "seat %d: no log line '%s'\n", p, want);
            check_failures++;
        }
    }
    for (int k = 0; k < n; k++) CHECK(ev[k].text[0] != 0 && utf8_ok(ev[k].text));
    if (s1->round != s0->round) {
        char want[48];
        snprintf(want, sizeof want, "Round %d of %d begins", s1->round, s1->rounds);
        int found = 0;
        for (int k = 0; k < n; k++) found |= strncmp(ev[k].text, want, strlen(want)) == 0;
        CHECK(found);
    }
    char pr[2][NM_EVENT_LEN];
    for (int lang = 0; lang < 2; lang++) karnag_prompt(d, s1, lang, pr[lang], sizeof pr[lang]);
    if (nm_match_over(m)) {
        CHECK(pr[0][0] == 0);
    } else {
        CHECK(pr[0][0] != 0 && pr[1][0] != 0 && strcmp(pr[0], pr[1]) != 0 && utf8_ok(pr[1]));
        if (s1->vm.waiting && s1->mv_active) {
            char want[48];
            snprintf(want, sizeof want, "Move druids: %d movement point", s1->mv_hi - s1->mv_used);
            if (!strstr(pr[0], want)) {
                fprintf(stderr, "prompt '%s' does not say '%s'\n", pr[0], want);
                check_failures++;
            }
            /* Done refused while the minimum is not reached: the prompt says why */
            int need = s1->mv_lo - s1->mv_used, done = 0;
            const nm_action_list *l = nm_match_legal(m);
            for (int i = 0; i < l->count; i++) done |= l->a[i].kind >= NM_ACTION_VM_CHOICE && l->a[i].p[0] == KARNAG_CH_DONE;
            if (s1->mv_used > 0 && need > 0) {
                snprintf(want, sizeof want, "%d more before Done", need);
                CHECK(strstr(pr[0], want) != NULL && !done);
                /* and the refused button itself says how many */
                nm_element_view dv;
                snprintf(want, sizeof want, "Done after %d more", need);
                CHECK(karnag_describe(d, s1, s1->h.to_move, 0, "done", &dv) == 1 && strcmp(dv.title, want) == 0);
                refusals++;
            }
        }
    }
}

/* Issue 16: a tie on VP says that mana decided it. */
static void tie_break(void) {
    nm_match *m = kt_match(3, 5, 0);
    karnag_state *s = kt_state(m);
    char buf[200];
    CHECK(karnag_tie_break(kt_data(), s, 0, buf, sizeof buf) == 0);
    s->phase = KARNAG_PH_OVER;
    s->seat[0].vp = 30, s->seat[1].vp = 30, s->seat[2].vp = 12;
    s->seat[0].mana = 4, s->seat[1].mana = 9, s->seat[2].mana = 20;
    CHECK(karnag_tie_break(kt_data(), s, 0, buf, sizeof buf) == 1 &&
          strcmp(buf, "Tied on 30 VP: Player 2 has more mana left (9 against 4)") == 0);
    CHECK(karnag_tie_break(kt_data(), s, 1, buf, sizeof buf) == 1 && strstr(buf, "Joueur 2") != NULL);
    s->seat[1].vp = 31;
    CHECK(karnag_tie_break(kt_data(), s, 0, buf, sizeof buf) == 0);
    nm_match_destroy(m);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 2;
    const nm_data *d = kt_data();
    nm_rng pick;
    nm_rng_seed(&pick, 7);
    static nm_errors err;
    int narrated = 0;
    tie_break();
    for (int np = 2; np <= 5; np++)
        for (int gi = 0; gi < games; gi++) {
            nm_match *m = kt_match(np, 1000 + (uint64_t)gi * 17 + (uint64_t)np, gi % 2);
            if (!m) return 1;
            int steps = 0;
            while (!nm_match_over(m) && steps < 5000) {
                check_actions(d, m);
                if (steps % 25 == 0) {
                    check_describe(d, m, nm_match_to_move(m));
                    check_scores(d, m);
                }
                const nm_action_list *l = nm_match_legal(m);
                nm_action a = l->a[nm_rng_below(&pick, (uint32_t)l->count)];
                static karnag_state before;
                before = *kt_state(m);
                if (nm_match_apply(m, &a, &err) != 0) {
                    fprintf(stderr, "apply failed: %s\n", nm_errors_first(&err));
                    check_failures++;
                    break;
                }
                check_narrate(d, &before, &a, m, &narrated);
                steps++;
            }
            CHECK(nm_match_over(m));
            check_describe(d, m, 0);
            check_scores(d, m);
            nm_match_destroy(m);
        }
    CHECK(narrated > 0);
    printf("karnag_view: %d positions refused Done and said why\n", refusals);
    printf("karnag_view: %d lines said what the flow did\n", narrated);
    kt_cleanup();
    return check_done("karnag_view");
}
