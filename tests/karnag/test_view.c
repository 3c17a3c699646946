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
            CHECK(n >= 1);
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
                CHECK(strcmp(en[0].label, lines[0].label) != 0);
            }
        }
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 2;
    const nm_data *d = kt_data();
    nm_rng pick;
    nm_rng_seed(&pick, 7);
    static nm_errors err;
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
                if (nm_match_apply(m, &a, &err) != 0) {
                    fprintf(stderr, "apply failed: %s\n", nm_errors_first(&err));
                    check_failures++;
                    break;
                }
                steps++;
            }
            CHECK(nm_match_over(m));
            check_describe(d, m, 0);
            check_scores(d, m);
            nm_match_destroy(m);
        }
    kt_cleanup();
    return check_done("karnag_view");
}
