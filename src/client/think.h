/* think.h - a computer seat's decision on a worker thread, so the window keeps drawing and
 * answering input while a search runs. The worker reads its own copy of the state and
 * legal actions; the controller is the worker's until think_finish or think_cancel. */
#ifndef NM_CLIENT_THINK_H
#define NM_CLIENT_THINK_H
#include "nemeton/controller.h"

typedef struct think think;

/* Starts c choosing for seat among legal in state. NULL when the thread or its memory
 * could not be had (the caller then chooses on its own thread). */
think *think_start(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                   int seat, const nm_action_list *legal);
/* 1 once the choice is made (think_finish will not wait). */
int think_ready(const think *t);
/* Waits for the worker, frees t and returns the index of the chosen legal action. */
int think_finish(think *t);
/* Tells the search to stop, waits for the worker and frees t; the choice is dropped.
 * NULL is allowed. */
void think_cancel(think *t);

/* The same for a suggestion to a person: c's search (an ai: controller) also counts how
 * often it visited each legal action (nm_controller_visits). */
think *think_start_visits(nm_controller *c, const nm_game *g, const nm_data *d, const void *state,
                          int seat, const nm_action_list *legal);
/* Waits for it, copies the visits of the legal actions (as many as legal held) to visits,
 * frees t and returns the index of the most visited, -1 when the search could not run. */
int think_finish_visits(think *t, uint32_t *visits);
#endif
