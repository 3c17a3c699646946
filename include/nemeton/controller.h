/* controller.h - who makes a seat's choices when it is not a person at the mouse.
 * Controllers see the engine interface only and choose from the legal actions; the
 * searching ones read the seat's observation (game->observe), never the true state.
 * Their randomness comes from their own generator, never from the game state's.
 * A controller is a plain value: a search allocates its tree when it starts and frees it
 * before returning, so there is nothing to destroy. */
#ifndef NEMETON_CONTROLLER_H
#define NEMETON_CONTROLLER_H
#include <stdatomic.h>
#include "nemeton/game.h"
#include "nemeton/match.h"
#include "nemeton/rng.h"

#define NM_AI_MAX_ITERATIONS 10000000
#define NM_AI_MAX_DEPTH 100000
#define NM_AI_MAX_SECONDS 600 /* a time budget's limit ("ai:600s") */
#define NM_AI_MAX_THREADS 64  /* trees searched at once ("ai:3s:t64") */
/* Playout actions after the tree before the search cuts the playout and estimates who is
 * winning, when the spec names none: long enough to see the points of a turn or two of
 * every seat, short enough for 10,000 iterations in 250 ms (src/ai/README). */
#define NM_AI_DEPTH_DEFAULT 24
/* An iteration budget above NM_AI_DEPTH_BUDGET iterations cuts later when the spec names
 * no cut, unless the estimate reads the game's projected scores: after
 * NM_AI_DEPTH_DEFAULT * sqrt(budget / NM_AI_DEPTH_BUDGET) actions, at most
 * NM_AI_DEPTH_LONGEST (ai:40000 after 48). More iterations average out more of the noise a
 * longer playout adds, so a plain score can be read nearer the end; a projection already
 * counts what is to come, and there the longer cut lost (src/ai/README). */
#define NM_AI_DEPTH_BUDGET 10000
#define NM_AI_DEPTH_LONGEST 64
/* Where the estimate reads projected scores, the same budget without a cut or trees of its
 * own is searched instead as that many root-parallel trees of at most NM_AI_DEPTH_BUDGET
 * iterations each, their root visits summed (ai:40000: four trees of 10,000). There a
 * single tree stops gaining after a few thousand iterations; independent trees sample
 * other worlds and playouts and their sum chooses more surely (src/ai/README). */
/* Percent of playout actions chosen by their mean reward so far in the search (MAST),
 * when the spec names none ("ai:N:m0": every playout action uniform or by the game's
 * policy; "ai:N:m0:p0", the search of November 2026's first tables). See src/ai/README. */
#define NM_AI_MAST_DEFAULT 60

typedef enum nm_controller_kind {
    NM_CTRL_RANDOM, /* uniform among the legal actions */
    NM_CTRL_GREEDY, /* best immediate score gain for the seat, ties at random */
    NM_CTRL_AI      /* information-set Monte Carlo tree search */
} nm_controller_kind;

typedef struct nm_controller {
    nm_controller_kind kind;
    char spec[32];     /* as written on the command line, e.g. "ai:10000" */
    nm_rng rng;
    int iterations;    /* NM_CTRL_AI: search iterations per decision */
    int noise;         /* NM_CTRL_AI: percent of decisions played at random instead */
    int depth;         /* NM_CTRL_AI: playout actions before the cut, 0 none */
    /* NM_CTRL_AI: the later cut of a budget above NM_AI_DEPTH_BUDGET whose spec names no
     * cut, used where the estimate reads plain scores (0: depth everywhere) */
    int budget_depth;
    /* NM_CTRL_AI: the trees of such a budget where the estimate reads projected scores
     * (0: threads everywhere) */
    int budget_trees;
    /* Optional, not owned: when another thread sets it to non-zero, a search stops at
     * its next iteration and returns what it has (callers that cancel discard it). */
    atomic_int *stop;
    int millis;        /* NM_CTRL_AI: > 0: think this long per decision (iterations: a cap) */
    int threads;       /* NM_CTRL_AI: root-parallel trees; 0: one per core (timed), else 1 */
    int explore;       /* NM_CTRL_AI: UCB exploration constant in hundredths; 0: the default */
    int mast;          /* NM_CTRL_AI: percent of playout actions chosen by MAST; 0 none */
    int project;       /* NM_CTRL_AI: 1: cut playouts read the game's projected scores */
    int group;         /* NM_CTRL_AI: 1: actions with equal search keys are one choice */
    int narrow;        /* NM_CTRL_AI: 1: playouts choose among the game's playout_legal() */
} nm_controller;

/* Parses one controller spec: "random", "greedy", "ai:N" (N iterations per decision),
 * "ai:N:P" (and P percent of decisions at random: a weaker, human-like opponent) or
 * "ai:N:P:D" (and playouts cut after D actions, 0 for played to the end: for tuning;
 * without D the cut is NM_AI_DEPTH_DEFAULT, later for N above NM_AI_DEPTH_BUDGET in a
 * game whose scores are not projected or with ":p0"; in a game whose scores are projected,
 * such an N without D or ":tT" is searched as several trees of NM_AI_DEPTH_BUDGET).
 * The budget may be a time instead: "ai:3s" (3 seconds a decision, wall clock) or
 * "ai:500ms"; a last ":tT" runs T trees in parallel, one a thread, whose root visits are
 * summed ("ai:3s:t2", "ai:10000:t2" splitting the 10,000 iterations). A time budget
 * without ":tT" uses one tree per core. More options may follow, like ":tT" after the
 * numbers and in any order, each at most once: ":mM", M percent of playout actions
 * chosen by MAST (default NM_AI_MAST_DEFAULT; 0 uniform), ":eE", the UCB1 constant in
 * hundredths, and ":p0", cut playouts estimated from scores() even in a game that
 * projects its scores (nm_game.projected_scores; ":p1", the default, reads the
 * projection), and ":g0", every legal action a choice of its own even in a game whose
 * search keys make some one choice (nm_game.search_key; ":g1", the default, groups them),
 * and ":l0", playouts choosing among every legal action even in a game that narrows them
 * (nm_game.playout_legal; ":l1", the default, narrows). ":m0:p0:g0:l0" is the first search
 * of November 2026 (exactly, but in Skye, whose placements name their tile since 29
 * November). Iteration budgets
 * are deterministic (with any T); time budgets are not (the moves depend on the
 * machine's speed and load).
 * Returns 0, or -1 with an error listing the known controllers. */
int nm_controller_parse(const char *spec, nm_controller *out, nm_errors *err);
/* The cut of an NM_CTRL_AI controller's playouts in game g: its budget_depth where g's
 * scores are read plain (no projection, or ":p0") and it has one, else its depth. */
int nm_controller_depth(const nm_controller *c, const nm_game *g);
/* The root-parallel trees of an NM_CTRL_AI controller in game g: its ":tT"; else one per
 * core for a time budget; else its budget_trees where g's scores are projected (and not
 * ":p0") and it has some; else 1. */
int nm_controller_trees(const nm_controller *c, const nm_game *g);
/* Parses a comma-separated list, one per seat; the count must equal players. */
int nm_controllers_parse(const char *list, int players, nm_controller *out, nm_errors *err);
/* Seeds a seat's controller from the game seed and the seat, so the same arguments give
 * the same choices. */
void nm_controller_seed(nm_controller *c, uint64_t game_seed, int seat);
/* Chooses the index of one of the legal actions (legal->count > 0). Deterministic given
 * the controller's generator and the seat's observation of state. */
int nm_controller_choose(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                         int seat, const nm_action_list *legal);

/* Plays m to the end, each seat's move chosen by c[seat] (seeded by the caller).
 * Stops with an error after max_actions actions. Returns 0 or -1. */
int nm_controllers_play(nm_match *m, nm_controller *c, int max_actions, nm_errors *err);

/* A search's view of seat's choices, for a suggestion to a person: runs c's search (an
 * NM_CTRL_AI controller; its noise is ignored) on seat's observation of state as
 * nm_controller_choose would, writes the root's visits of each legal action to visits
 * (legal->count of them; a lone action gets 1; an action the search
 * counts as one choice with an earlier one, by the game's search key, gets 0) and returns the index of the most visited,
 * or -1 when c is not a search, legal is empty or the search had no memory. */
int nm_controller_visits(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                         int seat, const nm_action_list *legal, uint32_t *visits);
#endif
