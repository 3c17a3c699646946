/* controller.c - computer seats: parsing their specs, seeding them and dispatching a
 * decision to random, greedy or the tree search. */
#include "nemeton/controller.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_thread.h"
#include "greedy.h"
#include "mcts.h"
#include "nemeton/util.h"

static const char *const controller_names[] = {"random", "greedy", "ai"};

/* A decimal number in [min, max] that fills all of text; 0, or -1. */
static int parse_number(const char *text, long min, long max, int *out) {
    char *end = NULL;
    if (text[0] < '0' || text[0] > '9') return -1;
    long v = strtol(text, &end, 10);
    if (*end || v < min || v > max) return -1;
    *out = (int)v;
    return 0;
}

/* A time budget, "Ns" (seconds) or "Nms" (milliseconds), in milliseconds: 0, 1 when text
 * is no time (an iteration count), -1 when it is a bad one. */
static int parse_time(char *text, int *millis) {
    size_t n = strlen(text);
    int v = 0;
    if (n > 2 && strcmp(text + n - 2, "ms") == 0) {
        text[n - 2] = '\0';
        if (parse_number(text, 1, NM_AI_MAX_SECONDS * 1000L, &v) != 0) return -1;
        *millis = v;
        return 0;
    }
    if (n > 0 && text[n - 1] == 's') {
        text[n - 1] = '\0';
        if (parse_number(text, 1, NM_AI_MAX_SECONDS, &v) != 0) return -1;
        *millis = v * 1000;
        return 0;
    }
    return 1;
}

/* The cut of an iteration budget whose spec names none (NM_AI_DEPTH_BUDGET): the
 * default's times the square root of the budget's ratio to NM_AI_DEPTH_BUDGET, rounded. */
static int budget_depth(int iterations) {
    double d = NM_AI_DEPTH_DEFAULT * sqrt((double)iterations / NM_AI_DEPTH_BUDGET) + 0.5;
    return d >= NM_AI_DEPTH_LONGEST ? NM_AI_DEPTH_LONGEST : (int)d;
}

/* "ai:B", "ai:B:P" or "ai:B:P:D", B iterations or a time, each optionally ending in ":tT". */
static int parse_ai(const char *spec, nm_controller *out) {
    char buf[32];
    if (nm_strlcpy(buf, spec + 3, sizeof buf) >= sizeof buf) return -1;
    /* up to three numbers and five options (t, e, m, p, g) */
    char *part[8] = {buf, NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    int parts = 1;
    for (char *c = buf; *c; c++)
        if (*c == ':') {
            if (parts == 8) return -1;
            *c = '\0';
            part[parts++] = c + 1;
        }
    /* Options by letter after the numbers, each at most once: tT trees, eE exploration,
     * mM MAST's share of playout actions, pP the game's projected scores at the cut (1)
     * or its plain scores (0), gG the game's search keys grouping actions (1) or every
     * action a choice of its own (0), lL playouts choosing among the game's playout list
     * (1) or every legal action (0). */
    out->mast = NM_AI_MAST_DEFAULT;
    out->project = 1;
    out->group = 1;
    out->narrow = 1;
    unsigned seen = 0;
    while (parts > 1 && part[parts - 1][0] >= 'a' && part[parts - 1][0] <= 'z') {
        const char *o = part[parts - 1];
        unsigned bit = 1u << (o[0] - 'a');
        if (seen & bit) return -1;
        seen |= bit;
        if (o[0] == 't') {
            if (parse_number(o + 1, 1, NM_AI_MAX_THREADS, &out->threads) != 0) return -1;
        } else if (o[0] == 'e') {
            if (parse_number(o + 1, 1, 1000, &out->explore) != 0) return -1;
        } else if (o[0] == 'm') {
            if (parse_number(o + 1, 0, 100, &out->mast) != 0) return -1;
        } else if (o[0] == 'p') {
            if (parse_number(o + 1, 0, 1, &out->project) != 0) return -1;
        } else if (o[0] == 'g') {
            if (parse_number(o + 1, 0, 1, &out->group) != 0) return -1;
        } else if (o[0] == 'l') {
            if (parse_number(o + 1, 0, 1, &out->narrow) != 0) return -1;
        } else {
            return -1;
        }
        parts--;
    }
    if (parts > 3) return -1;
    out->depth = NM_AI_DEPTH_DEFAULT;
    int time = parse_time(part[0], &out->millis);
    if (time < 0) return -1;
    if (time == 0) out->iterations = NM_AI_MAX_ITERATIONS;
    else if (parse_number(part[0], 1, NM_AI_MAX_ITERATIONS, &out->iterations) != 0) return -1;
    if (parts > 1 && parse_number(part[1], 0, 100, &out->noise) != 0) return -1;
    if (parts > 2 && parse_number(part[2], 0, NM_AI_MAX_DEPTH, &out->depth) != 0) return -1;
    if (parts <= 2 && time == 1 && out->iterations > NM_AI_DEPTH_BUDGET) {
        out->budget_depth = budget_depth(out->iterations);
        if (out->threads == 0) {
            int trees = (out->iterations + NM_AI_DEPTH_BUDGET - 1) / NM_AI_DEPTH_BUDGET;
            out->budget_trees = trees > NM_AI_MAX_THREADS ? NM_AI_MAX_THREADS : trees;
        }
    }
    return 0;
}

/* The search's parameters of an NM_CTRL_AI controller in game g. */
static mcts_params search_params(const nm_controller *c, const nm_game *g) {
    return (mcts_params){c->iterations, nm_controller_depth(c, g), 0, c->millis,
                          nm_controller_trees(c, g), c->explore, c->mast, !c->project, !c->group,
                          !c->narrow};
}

int nm_controller_depth(const nm_controller *c, const nm_game *g) {
    int projected = g->projected_scores && c->project;
    return c->budget_depth > 0 && !projected ? c->budget_depth : c->depth;
}

int nm_controller_trees(const nm_controller *c, const nm_game *g) {
    int trees = c->threads;
    if (trees <= 0 && c->millis > 0) trees = ai_cores();
    if (trees <= 0 && c->budget_trees > 0 && g->projected_scores && c->project) trees = c->budget_trees;
    if (trees <= 0) trees = 1;
    return trees > NM_AI_MAX_THREADS ? NM_AI_MAX_THREADS : trees;
}

int nm_controller_parse(const char *spec, nm_controller *out, nm_errors *err) {
    memset(out, 0, sizeof *out);
    nm_rng_seed(&out->rng, 0);
    if (strlen(spec) < sizeof out->spec) {
        if (strcmp(spec, "random") == 0) {
            out->kind = NM_CTRL_RANDOM;
            nm_strlcpy(out->spec, spec, sizeof out->spec);
            return 0;
        }
        if (strcmp(spec, "greedy") == 0) {
            out->kind = NM_CTRL_GREEDY;
            nm_strlcpy(out->spec, spec, sizeof out->spec);
            return 0;
        }
        if (strncmp(spec, "ai:", 3) == 0 && parse_ai(spec, out) == 0) {
            out->kind = NM_CTRL_AI;
            nm_strlcpy(out->spec, spec, sizeof out->spec);
            return 0;
        }
    }
    if (strncmp(spec, "ai", 2) == 0) {
        nm_errors_add(err, "bad controller \"%s\" (ai:N, N iterations 1-%d, or ai:Ns with "
                      "N seconds 1-%d, or Nms; :P, P%% random moves; :P:D, cut after D "
                      "0-%d; then: :tT, T trees 1-%d; :mM, M%% of playout actions by MAST "
                      "(%d); :eE, UCB E/100; :p0, plain scores at the cut; :g0, no action "
                      "grouping; :l0, all actions in playouts)",
                      spec, NM_AI_MAX_ITERATIONS, NM_AI_MAX_SECONDS, NM_AI_MAX_DEPTH,
                      NM_AI_MAX_THREADS, NM_AI_MAST_DEFAULT);
        return -1;
    }
    const char *hint = nm_did_you_mean(spec, controller_names, 3);
    if (hint)
        nm_errors_add(err, "unknown controller \"%s\" (did you mean \"%s\")", spec, hint);
    else
        nm_errors_add(err, "unknown controller \"%s\" (known: random, greedy, ai:N)", spec);
    return -1;
}

int nm_controllers_parse(const char *list, int players, nm_controller *out, nm_errors *err) {
    char buf[256];
    if (nm_strlcpy(buf, list, sizeof buf) >= sizeof buf) {
        nm_errors_add(err, "--bots list is too long");
        return -1;
    }
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n >= players || n >= NM_MAX_SEATS) {
            n++;
            continue;
        }
        if (nm_controller_parse(tok, &out[n], err) != 0) return -1;
        n++;
    }
    if (n != players) {
        nm_errors_add(err, "--bots names %d controllers for %d players (one per seat, comma-separated)",
                      n, players);
        return -1;
    }
    return 0;
}

void nm_controller_seed(nm_controller *c, uint64_t game_seed, int seat) {
    /* A stream of its own per seat, apart from the rules' generator. */
    nm_rng_seed(&c->rng, game_seed * 0x9e3779b97f4a7c15ULL + (uint64_t)seat * 0x632be59bd9b4e019ULL + 1u);
}

int nm_controller_choose(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                         int seat, const nm_action_list *legal) {
    int k = -1;
    switch (c->kind) {
    case NM_CTRL_GREEDY:
        k = greedy_choose(g, d, state, seat, legal, &c->rng);
        break;
    case NM_CTRL_AI:
        /* Easy levels: some decisions are played at random instead of searched. */
        if (c->noise > 0 && (int)nm_rng_below(&c->rng, 100) < c->noise) break;
        {
            mcts_params p = search_params(c, g);
            k = mcts_choose(g, d, state, seat, legal, &p, &c->rng, c->stop, NULL);
        }
        break;
    case NM_CTRL_RANDOM:
    default:
        break;
    }
    /* Random play, and the fallback when a search could not get its memory. */
    return k >= 0 ? k : (int)nm_rng_below(&c->rng, (uint32_t)legal->count);
}

int nm_controllers_play(nm_match *m, nm_controller *c, int max_actions, nm_errors *err) {
    while (!nm_match_over(m)) {
        const nm_action_list *legal = nm_match_legal(m);
        int seat = nm_match_to_move(m);
        if (legal->count == 0 || seat < 0 || seat >= m->setup.players) {
            nm_errors_add(err, "%s: no legal action for seat %d after %d actions, but the game is not over",
                          m->game->id, seat, m->history_count);
            return -1;
        }
        if (m->history_count >= max_actions) {
            nm_errors_add(err, "%s: the game did not end within %d actions", m->game->id, max_actions);
            return -1;
        }
        int k = nm_controller_choose(&c[seat], m->game, m->data, m->state, seat, legal);
        nm_action a = legal->a[k];
        if (nm_match_apply(m, &a, err) != 0) return -1;
    }
    return 0;
}

int nm_controller_visits(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                         int seat, const nm_action_list *legal, uint32_t *visits) {
    if (c->kind != NM_CTRL_AI || legal->count <= 0) return -1;
    mcts_params p = search_params(c, g);
    int k = mcts_visits(g, d, state, seat, legal, &p, &c->rng, c->stop, visits);
    if (k >= 0 && legal->count == 1) visits[0] = 1;
    return k;
}
