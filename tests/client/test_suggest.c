/* test_suggest.c - "Suggest a move" on Karnag (seed 3, after 22 random moves: an effect's
 * options in the action bar) and on Oak: the Hard level's search answers on its worker,
 * the action it suggests is legal and lit (its element, or its button in the action bar),
 * the line says it in words in English and in French, and a move played drops it. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include "autoplay.h"
#include "board_internal.h"
#include "headless.h"
#include "scenes.h"
#include "text.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

/* Waits (updating the app) until the suggestion is shown; 1 when it is. */
static int wait_suggestion(app *a, scene *b) {
    for (int ms = 0; ms < 120000; ms += 10) {
        app_update(a, 0);
        if (board_scene_suggestion(b, NULL, NULL, 0)) return 1;
        SDL_Delay(10);
    }
    return 0;
}

static void one_game(app *a, const char *game, int after, int by_key) {
    const nm_game *g = nm_registry_find(game);
    CHECK(g != NULL);
    if (!g) return;
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.game = g;
    cfg.driven = 1;
    for (int p = 0; p < 2; p++) {
        cfg.human[p] = 1;
        strcpy(cfg.bot[p], "random");
    }
    nm_setup_defaults(g, &cfg.setup, 2, 3);
    char err[600];
    a->set.lang = 0;
    scene *b = board_scene_create(a, &cfg, err, sizeof err);
    CHECK(b != NULL);
    if (!b) return;
    scene_stack_push(&a->stack, b, a);
    nm_controller ctl[2];
    for (int p = 0; p < 2; p++) {
        nm_controller_parse("random", &ctl[p], NULL);
        nm_controller_seed(&ctl[p], 3, p);
    }
    CHECK(autoplay_run(a, b, ctl, after, 0, err, sizeof err) == 0);
    board_scene *bs = (board_scene *)b;
    app_update(a, 0);
    CHECK(!board_scene_suggestion(b, NULL, NULL, 0));
    if (by_key) { /* H */
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_KEYDOWN;
        ev.key.keysym.sym = SDLK_h;
        app_dispatch(a, &ev);
    } else { /* the button */
        autoplay_click(a, bs->btn_suggest.x + bs->btn_suggest.w / 2, bs->btn_suggest.y + bs->btn_suggest.h / 2);
    }
    CHECK(bs->sug_step == board_scene_match(b)->history_count);
    CHECK(wait_suggestion(a, b));
    nm_action act;
    char text[400];
    CHECK(board_scene_suggestion(b, &act, text, sizeof text) == 1);
    /* legal */
    const nm_action_list *legal = nm_match_legal(board_scene_match(b));
    int found = 0;
    for (int k = 0; k < legal->count; k++) found |= nm_action_equal(&legal->a[k], &act);
    CHECK(found);
    /* lit: its element on the board, or its button in the action bar */
    char id[NM_ELEMENT_LEN];
    nm_match_element(board_scene_match(b), &act, id, sizeof id);
    if (strcmp(id, NM_ELEMENT_BAR) == 0) {
        int in_bar = 0;
        for (int k = 0; k < bs->bar_n; k++) in_bar |= nm_action_equal(&bs->bar_act[k], &act);
        CHECK(in_bar && bs->sug_el < 0);
    } else {
        CHECK(bs->sug_el >= 0 && bs->sug_el < bs->n && strcmp(g->id, game) == 0);
        if (bs->sug_el >= 0) CHECK(strcmp(bs->d->board.elements[bs->sug_el].id, id) == 0);
    }
    /* the line in words, with its action's words and the search's share */
    char label[NM_LABEL_LEN];
    nm_match_display_label(board_scene_match(b), &act, 0, label, sizeof label);
    CHECK(strncmp(text, "Suggested: ", 11) == 0);
    CHECK(strstr(text, label) != NULL);
    CHECK(strstr(text, "of the search's visits") != NULL && strstr(text, "%") != NULL);
    CHECK(bs->sug_box.h > 0);
    app_update(a, 0);
    text_cuts_reset();
    app_render(a);
    CHECK(text_cuts_count() == 0); /* the line, the action bar and the board: nothing cut */
    /* French: the same suggestion in French words */
    a->set.lang = 1;
    app_update(a, 0);
    CHECK(board_scene_suggestion(b, NULL, text, sizeof text) == 1);
    nm_match_display_label(board_scene_match(b), &act, 1, label, sizeof label);
    CHECK(strncmp(text, "Suggéré : ", strlen("Suggéré : ")) == 0);
    CHECK(strstr(text, label) != NULL && strstr(text, "des visites de la recherche") != NULL);
    app_update(a, 0);
    text_cuts_reset();
    app_render(a);
    CHECK(text_cuts_count() == 0);
    a->set.lang = 0;
    app_update(a, 0);
    /* a move played drops it; asking again while a search runs, then playing, cancels */
    CHECK(board_scene_play(b, a, &act) == 0);
    app_update(a, 0);
    CHECK(!board_scene_suggestion(b, NULL, NULL, 0) && bs->sug_box.h == 0);
    if (!nm_match_over(board_scene_match(b))) {
        CHECK(board_scene_suggest(b, a) == 0);
        const nm_action_list *l2 = nm_match_legal(board_scene_match(b));
        nm_action next = l2->a[0];
        CHECK(board_scene_play(b, a, &next) == 0);
        app_update(a, 0);
        CHECK(bs->sug_think == NULL && !board_scene_suggestion(b, NULL, NULL, 0));
    }
    scene_stack_pop(&a->stack, a);
    scene_stack_collect(&a->stack);
}

int main(int argc, char **argv) { /* argc, argv: SDL_main on Windows */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-suggest-XXXXXX";
    app a;
    if (headless_open(&a, dir) != 0) return 1;
    scene_stack_push(&a.stack, title_scene_create(), &a);
    one_game(&a, "karnag", 22, 0);
    one_game(&a, "oak", 15, 1);
    if (headless_close(&a, dir) != 0) failures++;
    printf("client suggest: %d failed\n", failures);
    return failures ? 1 : 0;
}
