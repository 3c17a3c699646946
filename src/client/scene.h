/* scene.h - the scene stack: push, pop and replace; input goes to the top scene; overlays
 * (modal scenes) draw over the scenes below them. Update never draws, render never changes
 * state. The stack owns its scenes: a popped scene gets exit() at once and is destroyed
 * by scene_stack_collect(), so a scene may pop itself from inside its own event handler. */
#ifndef NM_CLIENT_SCENE_H
#define NM_CLIENT_SCENE_H
#include <SDL.h>

struct app;
typedef struct scene scene;

typedef struct scene_ops {
    const char *name;
    /* Called when the scene becomes part of the stack. May be NULL. */
    void (*enter)(scene *s, struct app *a);
    /* Called when it leaves the stack (before destroy). May be NULL. */
    void (*exit)(scene *s, struct app *a);
    /* One input event; only the top scene receives them. May be NULL. */
    void (*event)(scene *s, struct app *a, const SDL_Event *e);
    /* Layout and time; top is 1 for the scene that has the input. May be NULL. */
    void (*update)(scene *s, struct app *a, Uint32 dt_ms, int top);
    /* Draws the scene. Must not change it. */
    void (*render)(const scene *s, struct app *a);
    /* Frees the scene. */
    void (*destroy)(scene *s);
} scene_ops;

struct scene {
    const scene_ops *ops;
    int overlay; /* 1: the scene below still draws under this one */
    int opaque;  /* 1: its drawing covers the whole window (the frame is not cleared first) */
};

#define SCENE_STACK_MAX 16
#define SCENE_DEAD_MAX 32

typedef struct scene_stack {
    scene *items[SCENE_STACK_MAX];
    int count;
    scene *dead[SCENE_DEAD_MAX]; /* popped, waiting for scene_stack_collect */
    int dead_count;
    unsigned changes; /* counts pushes and pops, so a scene can tell it was covered */
} scene_stack;

/* Pushes s on top and enters it. Returns 0, or -1 (s destroyed) when the stack is full. */
int scene_stack_push(scene_stack *st, scene *s, struct app *a);
/* Pops the top scene (exit now, destroy at the next collect). Nothing when empty. */
void scene_stack_pop(scene_stack *st, struct app *a);
/* Pops scenes until count == depth. */
void scene_stack_pop_to(scene_stack *st, int depth, struct app *a);
/* Replaces the top scene by s (pushes when empty). Returns 0 or -1 like push. */
int scene_stack_replace(scene_stack *st, scene *s, struct app *a);
/* The top scene, or NULL. */
scene *scene_stack_top(const scene_stack *st);
/* Index of the lowest scene that draws (the top non-overlay scene, or 0). */
int scene_stack_first_visible(const scene_stack *st);
/* Sends an event to the top scene. */
void scene_stack_event(scene_stack *st, struct app *a, const SDL_Event *e);
/* Updates every visible scene, bottom to top. */
void scene_stack_update(scene_stack *st, struct app *a, Uint32 dt_ms);
/* Renders every visible scene, bottom to top. */
void scene_stack_render(const scene_stack *st, struct app *a);
/* Destroys the scenes popped since the last collect. */
void scene_stack_collect(scene_stack *st);
/* Pops everything and destroys it. */
void scene_stack_clear(scene_stack *st, struct app *a);

#endif
