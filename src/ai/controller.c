/* controller.c - computer seats. For now the uniform random controller; the AI issue adds
 * searches behind the same interface. */
#include "nemeton/controller.h"

#include <stdio.h>
#include <string.h>

#include "nemeton/util.h"

static const char *const controller_names[] = {"random"};

int nm_controller_parse(const char *spec, nm_controller *out, nm_errors *err) {
    memset(out, 0, sizeof *out);
    if (strcmp(spec, "random") == 0) {
        out->kind = NM_CTRL_RANDOM;
        nm_strlcpy(out->spec, spec, sizeof out->spec);
        nm_rng_seed(&out->rng, 0);
        return 0;
    }
    const char *hint = nm_did_you_mean(spec, controller_names, 1);
    if (hint)
        nm_errors_add(err, "unknown controller \"%s\" (did you mean \"%s\")", spec, hint);
    else
        nm_errors_add(err, "unknown controller \"%s\" (known: random)", spec);
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
    (void)g;
    (void)d;
    (void)state;
    (void)seat;
    switch (c->kind) {
    case NM_CTRL_RANDOM:
    default:
        return (int)nm_rng_below(&c->rng, (uint32_t)legal->count);
    }
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
