/* test_random.c - N random games per player count (2-5, basic and advanced set-up; a second
 * argument runs one player count only): conservation and invariants after every action,
 * JSON round trips, unique labels, board elements for every action, observe() hiding the
 * other hands and the deck, illegal actions refused with the state unchanged, and games and
 * actions per second (CPU time, checks included). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ktest.h"
#include "../greedy_games.h"

static void check_labels(const nm_match *m, const nm_data *d) {
    const nm_action_list *l = nm_match_legal(m);
    static char labels[NM_MAX_ACTIONS][NM_LABEL_LEN];
    char el[NM_ELEMENT_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], labels[i], NM_LABEL_LEN);
        for (int k = 0; k < i; k++)
            if (strcmp(labels[i], labels[k]) == 0) {
                fprintf(stderr, "duplicate label \"%s\"\n", labels[i]);
                check_failures++;
            }
        /* no label fills its buffer (a cut name could hide a difference), and none names a
         * path square by number */
        char words[NM_LABEL_LEN];
        for (int lang = 0; lang < 2; lang++) {
            nm_match_display_label(m, &l->a[i], lang, words, sizeof words);
            if (strlen(labels[i]) >= NM_LABEL_LEN - 1 || strlen(words) >= NM_LABEL_LEN - 1 ||
                strstr(labels[i], "path ") || strstr(labels[i], "druid 1") ||
                strstr(labels[i], "druid 2") || strstr(labels[i], "druid 3")) {
                fprintf(stderr, "label \"%s\" / \"%s\" is cut or numbers a place\n", labels[i],
                        words);
                check_failures++;
            }
        }
        karnag_element(d, m->state, &l->a[i], el, sizeof el);
        if (strcmp(el, NM_ELEMENT_BAR) == 0) {
            /* an effect's option: the action bar, titled with the effect's name */
            nm_element_view v;
            for (int lang = 0; lang < 2; lang++)
                if (!karnag_describe(d, m->state, 0, lang, el, &v) ||
                    !v.title[0] || strcmp(v.title, lang ? "Effet" : "Effect") == 0) {
                    fprintf(stderr, "label \"%s\": the action bar has no effect name\n", labels[i]);
                    check_failures++;
                }
        } else if (!nm_board_find(&d->board, el)) {
            fprintf(stderr, "label \"%s\": no board element \"%s\"\n", labels[i], el);
            check_failures++;
        }
    }
    check_count++;
}

static nm_match *gg_make(int players, uint64_t seed) { return kt_match(players, seed, (int)(seed % 2)); }
static int gg_inv(const nm_match *m, char *msg, size_t n) {
    int bad = kt_invariants(m->data, kt_state(m));
    if (bad) snprintf(msg, n, "invariants broken (%d)", bad);
    return bad == 0;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20;
    int only = argc > 2 ? atoi(argv[2]) : 0; /* one player count only (runs in parallel) */
    const nm_data *d = kt_data();
    static karnag_state before, obs;
    static nm_errors err;
    nm_rng pick;
    nm_rng_seed(&pick, 99);
    long total_actions = 0, total_games = 0;
    clock_t t0 = clock();
    for (int np = 2; np <= 5; np++) {
        if (only && np != only) continue;
        long np_actions = 0;
        clock_t t1 = clock();
        for (int gi = 0; gi < games; gi++) {
            int deep = gi < 3; /* the expensive checks on the first games of each count */
            nm_match *m = kt_match(np, (uint64_t)(np * 100000 + gi), gi % 2);
            int steps = 0;
            while (!nm_match_over(m) && steps < 5000) {
                const nm_action_list *l = nm_match_legal(m);
                if (l->count == 0) {
                    fprintf(stderr, "%dp game %d: no legal action at step %d\n", np, gi, steps);
                    check_failures++;
                    break;
                }
                if (deep) {
                    check_labels(m, d);
                    CHECK(kt_roundtrip(d, kt_state(m)) == 0);
                    /* an illegal action leaves the state as it was */
                    memcpy(&before, m->state, sizeof before);
                    nm_action bogus = {KARNAG_ACT_DRUID, 0, {-7, 0, 0}};
                    CHECK(nm_match_apply(m, &bogus, &err) != 0);
                    CHECK(memcmp(&before, m->state, sizeof before) == 0);
                    /* observe hides the other hands and the deck */
                    int seat = nm_match_to_move(m);
                    nm_state_observe(d, m->state, seat, &obs);
                    for (int p = 0; p < np; p++)
                        for (int i = 0; i < obs.seat[p].hand_count; i++)
                            CHECK(p == seat ? obs.seat[p].hand[i] == kt_state(m)->seat[p].hand[i]
                                            : obs.seat[p].hand[i] == -1);
                    for (int i = 0; i < obs.deck_count; i++) CHECK(obs.deck[i] == -1);
                    /* every board element describes itself in both languages */
                    if (steps % 25 == 0)
                        for (int e = 0; e < d->board.count; e++)
                            for (int lang = 0; lang < 2; lang++) {
                                nm_element_view v;
                                karnag_describe(d, &obs, seat, lang, d->board.elements[e].id, &v);
                                CHECK(v.title[sizeof v.title - 1] == 0);
                            }
                    /* a determinized observation is a consistent, playable state */
                    nm_rng wr;
                    nm_rng_seed(&wr, (uint64_t)steps);
                    karnag_determinize(d, &obs, seat, &wr);
                    CHECK(kt_invariants(d, &obs) == 0);
                    nm_action_list ol;
                    CHECK(karnag_legal(d, &obs, &ol) == l->count);
                }
                nm_action a = l->a[nm_rng_below(&pick, (uint32_t)l->count)];
                nm_errors_clear(&err);
                if (nm_match_apply(m, &a, &err) != 0) {
                    char lab[NM_LABEL_LEN];
                    nm_match_label(m, &a, lab, sizeof lab);
                    fprintf(stderr, "%dp game %d: \"%s\" refused: %s\n", np, gi, lab,
                            nm_errors_first(&err));
                    check_failures++;
                    break;
                }
                steps++;
                int bad = kt_invariants(d, kt_state(m));
                if (bad) {
                    fprintf(stderr, "%dp game %d step %d: %d invariant problems\n", np, gi, steps, bad);
                    check_failures++;
                    break;
                }
            }
            CHECK(nm_match_over(m));
            const karnag_state *s = kt_state(m);
            CHECK(s->round == s->rounds);
            int8_t win[NM_MAX_SEATS];
            CHECK(karnag_winners(d, s, win) >= 1);
            total_actions += steps;
            np_actions += steps;
            total_games++;
            nm_match_destroy(m);
        }
        double s1 = (double)(clock() - t1) / CLOCKS_PER_SEC;
        printf("%d players: %d games, %ld actions, %.1f s CPU with the checks: %.0f games/s, "
               "%.0f actions/s\n", np, games, np_actions, s1, s1 > 0 ? games / s1 : 0.0,
               s1 > 0 ? np_actions / s1 : 0.0);
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("%ld games, %ld actions, %.1f s (with checks): %.0f games/s\n", total_games,
           total_actions, secs, secs > 0 ? total_games / secs : 0.0);
    /* Greedy seats too, so that the scoring paths are exercised. argv[3]: games per player
     * count (0: none). */
    int gg = argc > 3 ? atoi(argv[3]) : 8;
    for (int np = 2; np <= 5 && gg > 0; np++) {
        if (only && np != only) continue;
        gg_stats st = gg_play(karnag_game(), gg_make, np, gg, gg_inv);
        check_failures += gg_report("karnag", np, &st, 1);
    }
    kt_cleanup();
    return check_done("karnag_random");
}
