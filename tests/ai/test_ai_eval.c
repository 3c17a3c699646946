/* test_ai_eval.c - what one search iteration is worth, on the fixture game:
 * - a finished game is worth each seat's share of the win (winners() after tie-breaks);
 * - an unfinished one is estimated from the scores: more points, more value; equal
 *   points, equal value; the shares sum to 1; the wider the spreads the search has met,
 *   the less a given lead is worth;
 * - a game's evaluate hook replaces the estimate, never the result of a finished game;
 * - a search cuts its playouts after the depth asked (the estimate is then asked once per
 *   iteration) and plays them to the end at depth 0 (never asked);
 * - the same seed gives the same choice at every depth. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "mcts.h"
#include "testlib.h"

static nm_errors err;

static int near(float a, float b) { return fabsf(a - b) < 1e-5f; }

static void test_finished(void) {
    const nm_game *g = tl_game();
    int checked = 0, shared = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        nm_match *m = tl_match(2 + (int)(seed % 3), seed);
        CHECK(tl_play_random(m, seed, 10000) > 0 && nm_match_over(m));
        int8_t w[NM_MAX_SEATS];
        int n = g->winners(m->data, m->state, w);
        CHECK(n >= 1);
        ai_eval_scale scale = {0, 0};
        float r[NM_MAX_SEATS];
        ai_eval(g, m->data, m->state, &scale, r);
        for (int p = 0; p < NM_MAX_SEATS; p++) {
            float want = 0.0f;
            for (int i = 0; i < n; i++)
                if (w[i] == p) want = 1.0f / (float)n;
            CHECK(near(r[p], want));
        }
        CHECK_INT((int)scale.n, 0); /* results do not move the estimate's scale */
        checked++;
        shared += n > 1;
        nm_match_destroy(m);
    }
    printf("finished games: %d checked (%d shared wins)\n", checked, shared);
}

/* A 2-player position at the start of seat 0's turn with these renown points. */
static nm_match *position(int vp0, int vp1) {
    char json[512];
    snprintf(json, sizeof json,
             "{\"row\":[\"mistletoe\",\"standing_stone\",\"red_fox\"],\"deck\":[\"wren\"],"
             "\"seats\":[{\"seed\":1,\"leaf\":0,\"vp\":%d,\"hand\":[],\"played\":[]},"
             "{\"seed\":1,\"leaf\":0,\"vp\":%d,\"hand\":[],\"played\":[]}]}",
             vp0, vp1);
    nm_errors_clear(&err);
    nm_match *m = tl_position(json, &err);
    if (!m) fprintf(stderr, "position: %s\n", nm_errors_first(&err));
    CHECK(m != NULL);
    return m;
}

static void eval_scores(int vp0, int vp1, ai_eval_scale *scale, float r[NM_MAX_SEATS]) {
    nm_match *m = position(vp0, vp1);
    for (int p = 0; p < NM_MAX_SEATS; p++) r[p] = -1.0f;
    if (!m) return;
    int32_t sc[NM_MAX_SEATS];
    tl_game()->scores(m->data, m->state, sc);
    CHECK_INT(sc[0] - sc[1], vp0 - vp1); /* the points are the fixture's score */
    CHECK(!nm_match_over(m));
    ai_eval(tl_game(), m->data, m->state, scale, r);
    nm_match_destroy(m);
}

static void test_unfinished(void) {
    float a[NM_MAX_SEATS], b[NM_MAX_SEATS], c[NM_MAX_SEATS];
    eval_scores(3, 3, NULL, a);
    CHECK(near(a[0], 0.5f) && near(a[1], 0.5f));
    for (int p = 2; p < NM_MAX_SEATS; p++) CHECK(near(a[p], 0.0f));
    /* more points are worth more, by more the wider the margin, and swapping the points
     * swaps the values */
    eval_scores(5, 2, NULL, a);
    eval_scores(2, 5, NULL, b);
    eval_scores(9, 2, NULL, c);
    CHECK(a[0] > 0.5f && a[0] < 1.0f && near(a[0] + a[1], 1.0f));
    CHECK(near(a[0], b[1]) && near(a[1], b[0]));
    CHECK(c[0] > a[0] && c[1] < a[1]);
    /* a scale that has met wide spreads makes the same lead worth less */
    ai_eval_scale wide = {40.0 * 10, 10};
    eval_scores(5, 2, &wide, b);
    CHECK(b[0] > 0.5f && b[0] < a[0]);
    CHECK_INT((int)wide.n, 11);
    printf("3-point lead: %.3f (spread 1), %.3f (spreads of 40 met)\n", (double)a[0],
           (double)b[0]);
}

static int hook_calls;

static void hook_evaluate(const nm_data *d, const void *state, float *out) {
    (void)d;
    (void)state;
    hook_calls++;
    out[0] = 0.25f;
    out[1] = 0.125f;
}

static void test_hook(void) {
    nm_game g = *tl_game();
    g.evaluate = hook_evaluate;
    nm_match *m = position(9, 2);
    if (!m) return;
    float r[NM_MAX_SEATS];
    ai_eval(&g, m->data, m->state, NULL, r);
    CHECK(near(r[0], 0.25f) && near(r[1], 0.125f) && near(r[2], 0.0f));
    nm_match_destroy(m);
    /* a finished game is its result, whatever the hook says */
    m = tl_match(2, 4);
    tl_play_random(m, 4, 10000);
    CHECK(nm_match_over(m));
    hook_calls = 0;
    ai_eval(&g, m->data, m->state, NULL, r);
    CHECK_INT(hook_calls, 0);
    CHECK(near(r[0] + r[1], 1.0f));
    nm_match_destroy(m);
}

/* A projection of the scores: seat 1 will lose 6 points by the end. */
static int hook_projected(const nm_data *d, const void *state, int32_t *out) {
    int n = tl_game()->scores(d, state, out);
    out[1] -= 6;
    return n;
}

/* projected_scores replaces scores() in the estimate, unless the scale asks for plain
 * scores (a spec's ":p0"), and never in a finished game. */
static void test_projection(void) {
    nm_game g = *tl_game();
    g.projected_scores = hook_projected;
    nm_match *m = position(2, 5);
    if (!m) return;
    float plain[NM_MAX_SEATS], proj[NM_MAX_SEATS], flat[NM_MAX_SEATS];
    ai_eval_scale s1 = {0}, s2 = {0}, s3 = {0};
    s3.scores_only = 1;
    ai_eval(tl_game(), m->data, m->state, &s1, plain);
    ai_eval(&g, m->data, m->state, &s2, proj);
    ai_eval(&g, m->data, m->state, &s3, flat);
    CHECK(plain[0] < 0.5f && proj[0] > 0.5f); /* 3 behind now, 3 ahead at the end */
    CHECK(near(flat[0], plain[0]) && near(flat[1], plain[1]));
    CHECK(near((float)s1.spread_sum, 3.0f) && near((float)s2.spread_sum, 3.0f));
    nm_match_destroy(m);
    m = tl_match(2, 4);
    tl_play_random(m, 4, 10000);
    CHECK(nm_match_over(m));
    ai_eval(&g, m->data, m->state, NULL, proj);
    ai_eval(tl_game(), m->data, m->state, NULL, plain);
    CHECK(near(proj[0], plain[0]) && near(proj[1], plain[1]));
    nm_match_destroy(m);
}

/* Evaluations asked by a search of iters iterations at depth, at the start of a game. */
static int search_evaluations(int iters, int depth, uint64_t seed, int *choice) {
    nm_game g = *tl_game();
    g.evaluate = hook_evaluate;
    nm_match *m = tl_match(2, 9);
    nm_rng rng;
    nm_rng_seed(&rng, seed);
    hook_calls = 0;
    *choice = mcts_choose(&g, m->data, m->state, nm_match_to_move(m), nm_match_legal(m),
                          &(mcts_params){iters, depth, 1}, &rng, NULL, NULL);
    CHECK(*choice >= 0 && *choice < nm_match_legal(m)->count);
    nm_match_destroy(m);
    return hook_calls;
}

static void test_cut(void) {
    int k1, k2;
    nm_match *m = tl_match(2, 9);
    CHECK(nm_match_legal(m)->count > 1); /* a real choice */
    nm_match_destroy(m);
    int full = search_evaluations(300, 0, 1, &k1);
    int cut = search_evaluations(300, 2, 1, &k2);
    printf("evaluations in 300 iterations: %d played to the end, %d cut after 2 actions\n",
           full, cut);
    CHECK_INT(full, 0);
    CHECK_INT(cut, 300); /* no 2-action playout ends the fixture from its start */
    for (int depth = 0; depth <= 8; depth += 4)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            search_evaluations(200, depth, seed, &k1);
            search_evaluations(200, depth, seed, &k2);
            CHECK_INT(k2, k1);
        }
}

int main(void) {
    tl_data();
    test_finished();
    test_unfinished();
    test_hook();
    test_projection();
    test_cut();
    return check_done("ai evaluation");
}
