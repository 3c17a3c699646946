/* eval.c - win shares at the end of a game, and their estimate where a playout is cut.
 *
 * The default estimate reads the scores (the game's projected_scores when it has them:
 * the points as they stand plus those the position already promises, such as Samhain's
 * round majorities; else scores()): points ahead are worth more than
 * points behind, by a logistic (a softmax beyond 2 scores) of the points. Its temperature
 * follows the scores' spread at the cut positions of the current search: a 3-point lead
 * means much in a game of small margins (Oak), little where scores swing by tens
 * (Karnag). A game whose points do not tell who is winning (late scoring, tie-breaks that
 * decide) should give an evaluate hook. */
#include "eval.h"

#include <math.h>

/* Temperature as a fraction of the mean spread: tuned on Oak, Samhain and Karnag (ai:2000
 * head to head, see README). */
#define AI_EVAL_TEMP 0.5
#define AI_EVAL_MIN_TEMP 1.0 /* points: below it one point would decide all */

static void win_shares(const nm_game *g, const nm_data *d, const void *state,
                       float r[NM_MAX_SEATS]) {
    int players = nm_state_header(state)->players;
    int8_t win[NM_MAX_SEATS];
    int n = g->winners(d, state, win);
    for (int i = 0; i < n; i++)
        if (win[i] >= 0 && win[i] < players && win[i] < NM_MAX_SEATS) r[win[i]] = 1.0f / (float)n;
}

static void estimate(const nm_game *g, const nm_data *d, const void *state,
                     ai_eval_scale *scale, float r[NM_MAX_SEATS]) {
    int players = nm_state_header(state)->players;
    int32_t sc[NM_MAX_SEATS] = {0};
    int n = g->projected_scores && !(scale && scale->scores_only)
                ? g->projected_scores(d, state, sc)
                : g->scores(d, state, sc);
    if (n > NM_MAX_SEATS) n = NM_MAX_SEATS;
    if (n < players) n = players < NM_MAX_SEATS ? players : NM_MAX_SEATS;
    int32_t hi = sc[0], lo = sc[0];
    for (int i = 1; i < n; i++) {
        if (sc[i] > hi) hi = sc[i];
        if (sc[i] < lo) lo = sc[i];
    }
    double temp = AI_EVAL_MIN_TEMP;
    if (scale) {
        scale->spread_sum += (double)(hi - lo);
        scale->n++;
        double t = AI_EVAL_TEMP * scale->spread_sum / (double)scale->n;
        if (t > temp) temp = t;
    }
    double e[NM_MAX_SEATS], sum = 0;
    for (int i = 0; i < n; i++) sum += e[i] = exp((double)(sc[i] - hi) / temp);
    for (int p = 0; p < players && p < NM_MAX_SEATS; p++) r[p] = (float)(e[p] / sum);
}

void ai_eval(const nm_game *g, const nm_data *d, const void *state, ai_eval_scale *scale,
             float r[NM_MAX_SEATS]) {
    for (int p = 0; p < NM_MAX_SEATS; p++) r[p] = 0.0f;
    if (nm_state_header(state)->over) win_shares(g, d, state, r);
    else if (g->evaluate) g->evaluate(d, state, r);
    else estimate(g, d, state, scale, r);
}
