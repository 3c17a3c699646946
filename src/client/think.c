/* think.c - the worker thread of a computer seat's decision. */
#include "think.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

struct think {
    SDL_Thread *thread;
    atomic_int stop;
    atomic_int done;
    nm_controller *c;
    atomic_int *prev_stop; /* the controller's stop flag before the worker borrowed it */
    const nm_game *g;
    const nm_data *d;
    void *state;           /* the worker's copy */
    nm_action_list *legal; /* the worker's copy */
    int seat;
    int result;
    uint32_t *visits;      /* a suggestion: the root's visits of each legal action, else NULL */
};

static int think_main(void *arg) {
    think *t = arg;
    if (t->visits)
        t->result = nm_controller_visits(t->c, t->g, t->d, t->state, t->seat, t->legal, t->visits);
    else
        t->result = nm_controller_choose(t->c, t->g, t->d, t->state, t->seat, t->legal);
    atomic_store(&t->done, 1);
    return 0;
}

static void think_free(think *t) {
    t->c->stop = t->prev_stop;
    free(t->state);
    free(t->legal);
    free(t->visits);
    free(t);
}

static think *think_begin(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                          int seat, const nm_action_list *legal, int visits) {
    think *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    if (visits && !(t->visits = calloc(NM_MAX_ACTIONS, sizeof *t->visits))) {
        free(t);
        return NULL;
    }
    t->c = c;
    t->prev_stop = c->stop;
    t->g = g;
    t->d = d;
    t->seat = seat;
    t->state = malloc(g->state_size);
    t->legal = malloc(sizeof *t->legal);
    atomic_init(&t->stop, 0);
    atomic_init(&t->done, 0);
    if (!t->state || !t->legal) {
        think_free(t);
        return NULL;
    }
    memcpy(t->state, state, g->state_size);
    memcpy(t->legal, legal, sizeof *t->legal);
    c->stop = &t->stop;
    t->thread = SDL_CreateThread(think_main, "nemeton-think", t);
    if (!t->thread) {
        SDL_Log("think: no worker thread (%s); the computer thinks on the main thread",
                SDL_GetError());
        think_free(t);
        return NULL;
    }
    return t;
}

think *think_start(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                   int seat, const nm_action_list *legal) {
    return think_begin(c, g, d, state, seat, legal, 0);
}

think *think_start_visits(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                          int seat, const nm_action_list *legal) {
    return think_begin(c, g, d, state, seat, legal, 1);
}

int think_finish_visits(think *t, uint32_t *visits) {
    SDL_WaitThread(t->thread, NULL);
    int k = t->result;
    if (t->visits) memcpy(visits, t->visits, sizeof *visits * (size_t)t->legal->count);
    else k = -1;
    think_free(t);
    return k;
}

int think_ready(const think *t) { return atomic_load(&t->done) != 0; }

int think_finish(think *t) {
    SDL_WaitThread(t->thread, NULL);
    int k = t->result;
    think_free(t);
    return k;
}

void think_cancel(think *t) {
    if (!t) return;
    atomic_store(&t->stop, 1);
    SDL_WaitThread(t->thread, NULL);
    think_free(t);
}
