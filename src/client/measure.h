/* measure.h - the client's performance figures (`nemeton --measure`): time to the first
 * frame, frame CPU time while a game animates, CPU while idle, peak memory. */
#ifndef NM_CLIENT_MEASURE_H
#define NM_CLIENT_MEASURE_H
#include "app.h"
#include "nemeton/game.h"

typedef struct measure_config {
    const nm_game *game;
    int players;
    uint64_t seed;
    int seconds;          /* of the animated game */
    double start_ms;      /* process clock (CLOCK_MONOTONIC, ms) when main started */
} measure_config;

/* Runs the measurement on an open app with nothing on its stack and prints one JSON line.
 * Returns 0, or 1 with a message on stderr. */
int measure_run(app *a, const measure_config *m);
/* CLOCK_MONOTONIC in ms. */
double measure_now_ms(void);

#endif
