/* test_ai_think.c - computer seats in the client: every level is a valid controller; the
 * worker thread chooses what the controller chooses on the main thread; a search is
 * cancelled at once; the board scene keeps answering while a computer seat thinks, drops
 * the search when the game is left, and plays the moves the CLI's controllers play. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board_internal.h"
#include "headless.h"
#include "levels.h"
#include "scenes.h"

static int failures;
#define CHECK(c)                                                                             \
    do {                                                                                     \
        if (!(c)) {                                                                          \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c);                  \
            failures++;                                                                      \
        }                                                                                    \
    } while (0)

static void test_levels(void) {
    nm_controller c;
    for (int l = 0; l < LEVEL_COUNT; l++) {
        CHECK(nm_controller_parse(level_spec(l), &c, NULL) == 0);
        CHECK(strcmp(level_name(l, 0), level_name(l, 1)) != 0);
    }
    /* Each level searches more than the one below it: Easy and Medium more iterations,
     * the Hard ones (a time on every core) more seconds, the first Hard much more than
     * Medium's budget (about 20,000 iterations a core-second). */
    int prev = 0, prev_ms = 0;
    for (int l = LEVEL_EASY; l < LEVEL_COUNT; l++) {
        nm_controller_parse(level_spec(l), &c, NULL);
        CHECK(c.kind == NM_CTRL_AI);
        if (c.millis == 0) {
            CHECK(l <= LEVEL_MEDIUM && c.iterations > prev);
            prev = c.iterations;
        } else {
            CHECK(l >= LEVEL_HARD && c.millis > prev_ms && c.threads == 0 && c.noise == 0);
            CHECK(c.millis == 1000 * level_hard_seconds(l));
            prev_ms = c.millis;
        }
        CHECK(level_from_key(level_key(l), level_hard_seconds(l)) == l);
    }
    CHECK(prev_ms == 10000);
    CHECK(level_from_key("hard", 3) == LEVEL_HARD_3S && level_from_key("hard", 2) == -1);
    CHECK(level_from_key("expert", 0) == -1 && level_from_key(NULL, 0) == -1);
    CHECK(nm_controller_parse(LEVEL_SUGGEST_SPEC, &c, NULL) == 0 && c.millis == 0);
}

static void test_worker(const nm_game *g, const nm_data *d) {
    nm_errors *err = calloc(1, sizeof *err);
    nm_setup s;
    nm_setup_defaults(g, &s, 3, 4);
    nm_match *m = nm_match_create(g, d, &s, err);
    CHECK(m != NULL);
    if (!m) return;
    nm_controller c1, c2;
    nm_controller_parse("ai:2000", &c1, NULL);
    nm_controller_seed(&c1, 4, 0);
    c2 = c1;
    int want = nm_controller_choose(&c1, g, d, m->state, 0, nm_match_legal(m));
    think *t = think_start(&c2, g, d, m->state, 0, nm_match_legal(m));
    CHECK(t != NULL);
    if (t) CHECK(think_finish(t) == want);
    CHECK(c2.stop == NULL && memcmp(&c1.rng, &c2.rng, sizeof c1.rng) == 0);

    /* A search far too long to finish stops as soon as it is cancelled. */
    nm_controller_parse("ai:10000000", &c2, NULL);
    t = think_start(&c2, g, d, m->state, 0, nm_match_legal(m));
    CHECK(t != NULL);
    if (t) {
        SDL_Delay(50);
        CHECK(!think_ready(t));
        Uint32 t0 = SDL_GetTicks();
        think_cancel(t);
        /* The whole search would take minutes; the bound leaves room for a loaded machine. */
        CHECK(SDL_GetTicks() - t0 < 10000);
    }
    CHECK(c2.stop == NULL);
    nm_match_destroy(m);
    free(err);
}

static scene *computer_board(app *a, const nm_game *g, const char *bot0, const char *bot1) {
    board_config bc;
    char err[600];
    memset(&bc, 0, sizeof bc);
    bc.game = g;
    nm_setup_defaults(g, &bc.setup, 2, 21);
    strcpy(bc.bot[0], bot0);
    strcpy(bc.bot[1], bot1);
    scene *b = board_scene_create(a, &bc, err, sizeof err);
    if (!b) fprintf(stderr, "board: %s\n", err);
    return b;
}

/* Two computer seats: the moves are those nm_controllers_play makes for the same seed. */
static void test_board_moves(app *a, const nm_game *g, const nm_data *d) {
    scene *board = computer_board(a, g, "ai:300", "ai:200:30");
    CHECK(board != NULL);
    if (!board) return;
    scene_stack_push(&a->stack, board, a);
    nm_match *m = board_scene_match(board);
    Uint32 t0 = SDL_GetTicks();
    while (m->history_count < 4 && !nm_match_over(m) && SDL_GetTicks() - t0 < 20000) {
        SDL_Delay(10);
        app_update(a, 10);
    }
    CHECK(m->history_count >= 4);
    nm_errors *err = calloc(1, sizeof *err);
    nm_match *cli = nm_match_create(g, d, &m->setup, err);
    nm_controller c[2];
    CHECK(nm_controllers_parse("ai:300,ai:200:30", 2, c, err) == 0);
    for (int p = 0; p < 2; p++) nm_controller_seed(&c[p], m->setup.seed, p);
    for (int i = 0; cli && i < m->history_count; i++) {
        int seat = nm_match_to_move(cli);
        const nm_action_list *legal = nm_match_legal(cli);
        int k = nm_controller_choose(&c[seat], g, d, cli->state, seat, legal);
        CHECK(nm_action_equal(&legal->a[k], &m->history[i]));
        nm_action act = legal->a[k];
        if (nm_match_apply(cli, &act, err) != 0) break;
    }
    nm_match_destroy(cli);
    free(err);
    scene_stack_pop(&a->stack, a);
}

/* A computer seat with a search too long to finish: updates return at once with the
 * thinking mark up, and leaving the game stops the search. */
static void test_board_cancel(app *a, const nm_game *g, const char *spec) {
    scene *board = computer_board(a, g, spec, "random");
    CHECK(board != NULL);
    if (!board) return;
    scene_stack_push(&a->stack, board, a);
    board_scene *b = (board_scene *)board;
    Uint32 slowest = 0, t0;
    for (int i = 0; i < 10; i++) {
        t0 = SDL_GetTicks();
        app_update(a, 10);
        if (SDL_GetTicks() - t0 > slowest) slowest = SDL_GetTicks() - t0;
        app_render(a); /* the thinking mark */
        SDL_Delay(10);
    }
    /* The search alone would take minutes: an update that waited for it would show. */
    CHECK(slowest < 2000);
    CHECK(b->think != NULL && b->m->history_count == 0);
    CHECK(a->wake_at != 0);
    const char *shots = getenv("NEMETON_SHOTS"); /* to look at the thinking mark */
    if (shots) {
        char path[512], err[256];
        snprintf(path, sizeof path, "%s/board-thinking.png", shots);
        if (app_save_png(a, path, err, sizeof err) != 0) fprintf(stderr, "%s\n", err);
    }
    t0 = SDL_GetTicks();
    scene_stack_pop(&a->stack, a);
    CHECK(SDL_GetTicks() - t0 < 10000);
    printf("%s: the board left in %u ms\n", spec, (unsigned)(SDL_GetTicks() - t0));
}

/* The setup scene: a computer seat's button cycles through the levels, Hard with each of
 * its times, and the next setup starts its computer seats at the level chosen last. */
static void test_setup_levels(app *a, const nm_game *g) {
    a->set.bot_level = LEVEL_DEFAULT;
    scene *s = setup_scene_create(g);
    CHECK(s != NULL);
    if (!s) return;
    scene_stack_push(&a->stack, s, a);
    const int want[] = {LEVEL_HARD_1S, LEVEL_HARD_3S, LEVEL_HARD_10S, LEVEL_RANDOM, LEVEL_EASY,
                        LEVEL_MEDIUM, LEVEL_HARD_1S, LEVEL_HARD_3S};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        CHECK(setup_scene_next_level(s, a, 1) == want[i]);
        CHECK(a->set.bot_level == want[i]);
    }
    CHECK(strcmp(level_spec(a->set.bot_level), "ai:3s") == 0);
    scene_stack_pop(&a->stack, a);
    s = setup_scene_create(g);
    if (!s) return;
    scene_stack_push(&a->stack, s, a);
    CHECK(setup_scene_next_level(s, a, 2) == LEVEL_HARD_10S); /* it started at Hard, 3 s */
    scene_stack_pop(&a->stack, a);
    a->set.bot_level = LEVEL_DEFAULT;
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-think-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    const nm_game *g = nm_registry_find("fixture");
    if (!g) {
        fprintf(stderr, "no fixture game registered\n");
        headless_close(&a, dir);
        return 1;
    }
    nm_errors *e = calloc(1, sizeof *e);
    const nm_data *d = nm_library_data(&a.lib, g, e);
    free(e);
    CHECK(d != NULL);
    test_levels();
    if (d) {
        test_worker(g, d);
        test_board_moves(&a, g, d);
        test_board_cancel(&a, g, "ai:10000000");
        test_board_cancel(&a, g, "ai:10s"); /* Hard at 10 s, a tree per core */
        test_setup_levels(&a, g);
    }
    if (headless_close(&a, dir) != 0) failures++;
    if (failures) return 1;
    printf("ai in the client: ok\n");
    return 0;
}
