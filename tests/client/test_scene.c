/* test_scene.c - the scene stack: push, pop, replace, input to the top scene only,
 * overlays drawing over the scene below, and popped scenes freed after their handler. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "scene.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

typedef struct test_scene {
    scene base;
    char name;
    int entered, exited, events, updates, top_updates;
    int *destroyed;   /* shared counter */
    char *render_log; /* shared log of render order */
    int pop_on_event; /* pops itself from its own handler */
} test_scene;

static scene_stack *g_stack;

static void t_enter(scene *s, struct app *a) { (void)a; ((test_scene *)s)->entered++; }
static void t_exit(scene *s, struct app *a) { (void)a; ((test_scene *)s)->exited++; }
static void t_event(scene *s, struct app *a, const SDL_Event *e) {
    test_scene *t = (test_scene *)s;
    (void)e;
    t->events++;
    if (t->pop_on_event) {
        scene_stack_pop(g_stack, a);
        t->events += 100; /* still alive after popping itself */
    }
}
static void t_update(scene *s, struct app *a, Uint32 dt, int top) {
    (void)a;
    (void)dt;
    ((test_scene *)s)->updates++;
    ((test_scene *)s)->top_updates += top;
}
static void t_render(const scene *s, struct app *a) {
    const test_scene *t = (const test_scene *)s;
    (void)a;
    size_t n = strlen(t->render_log);
    t->render_log[n] = t->name;
    t->render_log[n + 1] = '\0';
}
static void t_destroy(scene *s) {
    (*((test_scene *)s)->destroyed)++;
    free(s);
}

static const scene_ops t_ops = {"test", t_enter, t_exit, t_event, t_update, t_render, t_destroy};

static test_scene *make(char name, int overlay, int *destroyed, char *log) {
    test_scene *t = calloc(1, sizeof *t);
    t->base.ops = &t_ops;
    t->base.overlay = overlay;
    t->name = name;
    t->destroyed = destroyed;
    t->render_log = log;
    return t;
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    scene_stack st;
    memset(&st, 0, sizeof st);
    g_stack = &st;
    int destroyed = 0;
    char log[64] = "";
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;

    CHECK(scene_stack_top(&st) == NULL);
    scene_stack_event(&st, NULL, &ev); /* empty: nothing happens */

    test_scene *a = make('A', 0, &destroyed, log), *b = make('B', 0, &destroyed, log);
    test_scene *o = make('o', 1, &destroyed, log);
    CHECK(scene_stack_push(&st, &a->base, NULL) == 0);
    CHECK(a->entered == 1 && scene_stack_top(&st) == &a->base);
    unsigned changes = st.changes;
    CHECK(scene_stack_push(&st, &b->base, NULL) == 0);
    CHECK(st.changes == changes + 1);
    scene_stack_event(&st, NULL, &ev);
    CHECK(b->events == 1 && a->events == 0); /* input goes to the top only */

    /* An overlay: B still draws under it, A (hidden by B) does not. */
    scene_stack_push(&st, &o->base, NULL);
    log[0] = '\0';
    scene_stack_render(&st, NULL);
    CHECK(strcmp(log, "Bo") == 0);
    scene_stack_update(&st, NULL, 16);
    CHECK(b->updates == 1 && o->updates == 1 && a->updates == 0);
    CHECK(o->top_updates == 1 && b->top_updates == 0);
    scene_stack_event(&st, NULL, &ev);
    CHECK(o->events == 1 && b->events == 1);

    /* Pop: exit at once, destroy at collect. */
    scene_stack_pop(&st, NULL);
    CHECK(o->exited == 1 && destroyed == 0);
    scene_stack_collect(&st);
    CHECK(destroyed == 1 && scene_stack_top(&st) == &b->base);

    /* Replace: B leaves, C comes in at the same depth. */
    test_scene *c = make('C', 0, &destroyed, log);
    CHECK(scene_stack_replace(&st, &c->base, NULL) == 0);
    CHECK(b->exited == 1 && c->entered == 1 && st.count == 2);
    scene_stack_collect(&st);
    CHECK(destroyed == 2);
    log[0] = '\0';
    scene_stack_render(&st, NULL);
    CHECK(strcmp(log, "C") == 0);

    /* A scene that pops itself inside its own event handler stays valid until collect. */
    c->pop_on_event = 1;
    scene_stack_event(&st, NULL, &ev);
    CHECK(c->events == 101 && st.count == 1 && destroyed == 2);
    scene_stack_collect(&st);
    CHECK(destroyed == 3 && scene_stack_top(&st) == &a->base);

    /* pop_to, and a full stack refuses (and frees) the extra scene. */
    for (int i = 0; i < SCENE_STACK_MAX - 1; i++)
        CHECK(scene_stack_push(&st, &make('x', 0, &destroyed, log)->base, NULL) == 0);
    CHECK(st.count == SCENE_STACK_MAX);
    CHECK(scene_stack_push(&st, &make('y', 0, &destroyed, log)->base, NULL) == -1);
    CHECK(destroyed == 4);
    scene_stack_pop_to(&st, 1, NULL);
    scene_stack_collect(&st);
    CHECK(st.count == 1 && destroyed == 4 + SCENE_STACK_MAX - 1);
    CHECK(scene_stack_first_visible(&st) == 0);

    scene_stack_clear(&st, NULL);
    CHECK(st.count == 0 && destroyed == 5 + SCENE_STACK_MAX - 1);
    if (failures) return 1;
    printf("scene stack: ok\n");
    return 0;
}
