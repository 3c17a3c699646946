/* eval.h - what a search iteration is worth to each seat: the win shares of a finished
 * game, or an estimate of them where a playout was cut. */
#ifndef NM_AI_EVAL_H
#define NM_AI_EVAL_H
#include "nemeton/game.h"

/* Running scale of the default estimate: the mean spread of the scores (best less worst)
 * seen at the cut positions of one search, so that a game's points, whatever their size,
 * map onto rewards the selection can tell apart. Zero it before a search. */
typedef struct ai_eval_scale {
    double spread_sum;
    uint32_t n;
    int scores_only; /* 1: scores() even where the game has projected_scores */
} ai_eval_scale;

/* Fills r[p] for every seat p < NM_MAX_SEATS (0 past the players), each in [0, 1]:
 * - a finished game: the seat's share of the win (1 / number of winners, 0 for the rest);
 * - otherwise the game's evaluate hook when it has one;
 * - otherwise a softmax of the scores() (the seats and any automaton opponent; the game's
 *   projected_scores instead when it has them, unless scale->scores_only) with the
 *   temperature AI_EVAL_TEMP times the running spread (at least 1 point): at 2 players a
 *   logistic of the margin; an automaton's share goes to nobody. scale (may be NULL: the
 *   temperature is then 1 point) is updated with this position's spread. */
void ai_eval(const nm_game *g, const nm_data *d, const void *state, ai_eval_scale *scale,
             float r[NM_MAX_SEATS]);

#endif
