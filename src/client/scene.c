/* scene.c - the scene stack. */
#include "scene.h"
#include "text.h"

static void scene_bury(scene_stack *st, scene *s) {
    if (st->dead_count == SCENE_DEAD_MAX) scene_stack_collect(st);
    st->dead[st->dead_count++] = s;
}

int scene_stack_push(scene_stack *st, scene *s, struct app *a) {
    if (!s) return -1;
    if (st->count == SCENE_STACK_MAX) {
        SDL_Log("scene: stack full, %s dropped", s->ops->name);
        s->ops->destroy(s);
        return -1;
    }
    st->items[st->count++] = s;
    st->changes++;
    if (s->ops->enter) s->ops->enter(s, a);
    return 0;
}

void scene_stack_pop(scene_stack *st, struct app *a) {
    if (st->count == 0) return;
    scene *s = st->items[--st->count];
    st->items[st->count] = NULL;
    st->changes++;
    if (s->ops->exit) s->ops->exit(s, a);
    scene_bury(st, s);
}

void scene_stack_pop_to(scene_stack *st, int depth, struct app *a) {
    while (st->count > depth && st->count > 0) scene_stack_pop(st, a);
}

int scene_stack_replace(scene_stack *st, scene *s, struct app *a) {
    scene_stack_pop(st, a);
    return scene_stack_push(st, s, a);
}

scene *scene_stack_top(const scene_stack *st) {
    return st->count ? st->items[st->count - 1] : NULL;
}

int scene_stack_first_visible(const scene_stack *st) {
    int i = st->count - 1;
    while (i > 0 && st->items[i]->overlay) i--;
    return i < 0 ? 0 : i;
}

void scene_stack_event(scene_stack *st, struct app *a, const SDL_Event *e) {
    scene *s = scene_stack_top(st);
    if (s && s->ops->event) s->ops->event(s, a, e);
}

void scene_stack_update(scene_stack *st, struct app *a, Uint32 dt_ms) {
    /* A scene's update may push or pop: walk by index and re-check the bounds. */
    for (int i = scene_stack_first_visible(st); i < st->count; i++) {
        scene *s = st->items[i];
        if (s->ops->update) s->ops->update(s, a, dt_ms, i == st->count - 1);
    }
}

void scene_stack_render(const scene_stack *st, struct app *a) {
    for (int i = scene_stack_first_visible(st); i < st->count; i++) {
        text_layer_next(); /* a scene draws over the one below */
        st->items[i]->ops->render(st->items[i], a);
    }
}

void scene_stack_collect(scene_stack *st) {
    for (int i = 0; i < st->dead_count; i++) st->dead[i]->ops->destroy(st->dead[i]);
    st->dead_count = 0;
}

void scene_stack_clear(scene_stack *st, struct app *a) {
    scene_stack_pop_to(st, 0, a);
    scene_stack_collect(st);
}
