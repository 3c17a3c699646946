/* test_levels.c - the levels' measured figures (data/ui/levels.json): the loader on a good
 * file and on bad ones (each refused whole, the error naming the file and the JSON path),
 * the words of a measured and of an unmeasured level in English and French, the level
 * the setup screen describes, and the setup screen with each level's words drawn in every
 * game at 1280x720 (100 and 150 %) and 2560x1440 in both languages with no text cut. */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../portable.h"
#include "app.h"
#include "headless.h"
#include "levels.h"
#include "nemeton/game.h"
#include "scenes.h"
#include "text.h"

static int failures, pictures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static char dir[] = "/tmp/nemeton-levels-XXXXXX";

/* Writes text to dir/name and returns the path (static buffer). */
static const char *write_file(const char *name, const char *text) {
    static char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        failures++;
        return path;
    }
    fputs(text, f);
    fclose(f);
    return path;
}

#define GOOD_MEDIUM                                                                              \
    "{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"oak-medium-easy\", "         \
    "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], "                \
    "\"date\": \"2026-11-27\", \"file\": \"docs/strength/results.txt\"}"
#define GOOD_HARD                                                                                \
    "{\"level\": \"hard\", \"seconds\": 3, \"against\": \"ai10k\", \"pairing\": \"p\", "        \
    "\"games\": 20, \"wins\": 9.5, \"share\": 47.5, \"interval\": [27.5, 68.3], "               \
    "\"date\": \"2026-11-26\", \"file\": \"h.txt\"}"
#define GOOD_EASY                                                                                \
    "{\"level\": \"easy\", \"against\": \"greedy\", \"pairing\": \"p\", \"games\": 1, "         \
    "\"wins\": 1, \"share\": 100.0, \"interval\": [20.7, 100.0], \"date\": \"d\", \"file\": \"f\"}"

/* A bad file is refused, and the error names the file and holds what. */
static void bad(const char *name, const char *text, const char *what) {
    char err[600] = "";
    const char *path = write_file(name, text);
    level_figures *f = level_figures_load(path, err, sizeof err);
    CHECK(f == NULL);
    level_figures_free(f);
    if (!strstr(err, name) || !strstr(err, what)) {
        fprintf(stderr, "%s: error \"%s\" lacks \"%s\"\n", name, err, what);
        failures++;
    }
}

static void loader(void) {
    char err[600] = "";
    const char *path = write_file("good.json", "{\"_comment\": \"x\", \"oak\": [" GOOD_MEDIUM ", " GOOD_HARD
                                               "], \"samhain\": [" GOOD_EASY "], \"karnag\": []}");
    level_figures *f = level_figures_load(path, err, sizeof err);
    CHECK(f != NULL);
    if (!f) fprintf(stderr, "good.json: %s\n", err);
    const level_figure *m = level_figure_of(f, "oak", LEVEL_MEDIUM);
    CHECK(m && m->measured && m->against == LEVEL_EASY && m->games == 30 && m->wins == 27 &&
          m->share == 90.0 && m->low == 74.4 && m->high == 96.5);
    CHECK(m && strcmp(m->date, "2026-11-27") == 0 && strcmp(m->file, "docs/strength/results.txt") == 0 &&
          strcmp(m->pairing, "oak-medium-easy") == 0);
    const level_figure *h = level_figure_of(f, "oak", LEVEL_HARD_3S);
    CHECK(h && h->against == LEVEL_VS_AI10K && h->games == 20 && h->wins == 9.5);
    CHECK(level_figure_of(f, "oak", LEVEL_HARD_1S) == NULL);
    CHECK(level_figure_of(f, "oak", LEVEL_EASY) == NULL);
    const level_figure *e = level_figure_of(f, "samhain", LEVEL_EASY);
    CHECK(e && e->against == LEVEL_VS_GREEDY && e->games == 1);
    CHECK(level_figure_of(f, "karnag", LEVEL_MEDIUM) == NULL);
    CHECK(level_figure_of(f, "nowhere", LEVEL_MEDIUM) == NULL);
    CHECK(level_figure_of(NULL, "oak", LEVEL_MEDIUM) == NULL);
    level_figures_free(f);

    /* Each refused whole, the error naming the file and the JSON path. */
    char missing[512];
    snprintf(missing, sizeof missing, "%s/missing.json", dir); /* no such file */
    err[0] = '\0';
    CHECK(level_figures_load(missing, err, sizeof err) == NULL && strstr(err, "missing.json"));
    bad("syntax.json", "{\"oak\": [", "syntax.json");
    bad("root.json", "[1, 2]", "expected an object of games");
    bad("list.json", "{\"oak\": {\"level\": \"easy\"}}", "oak: expected an array");
    bad("entry.json", "{\"oak\": [12]}", "oak[0]: expected an object");
    bad("games.json", "{\"oak\": [" GOOD_EASY ", {\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": \"30\", \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[1].games");
    bad("wins.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": \"27\", \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].wins: expected a number");
    bad("interval.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": 74.4, \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].interval: expected [low, high]");
    bad("level.json", "{\"oak\": [{\"level\": \"expert\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].level: unknown level \"expert\"");
    bad("against.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"greedyy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].against: unknown level \"greedyy\" (did you mean \"greedy\")");
    bad("seconds.json", "{\"oak\": [{\"level\": \"hard\", \"against\": \"medium\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].seconds: missing");
    bad("seconds5.json", "{\"oak\": [{\"level\": \"hard\", \"seconds\": 5, \"against\": \"medium\", "
        "\"pairing\": \"p\", \"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], "
        "\"date\": \"d\", \"file\": \"f\"}]}", "oak[0].level: no Hard level of 5 seconds");
    bad("nowins.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", \"file\": \"f\"}]}",
        "oak[0].wins: missing (required)");
    bad("nofile.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\"}]}",
        "oak[0].file: missing (required)");
    bad("share.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 20, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].share: 90 is not 20 wins of 30 games");
    bad("toomany.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 31, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\"}]}", "oak[0].wins: 31 is out of range");
    bad("key.json", "{\"oak\": [{\"level\": \"medium\", \"against\": \"easy\", \"pairing\": \"p\", "
        "\"games\": 30, \"wins\": 27, \"share\": 90.0, \"interval\": [74.4, 96.5], \"date\": \"d\", "
        "\"file\": \"f\", \"gmaes\": 3}]}", "oak[0].gmaes: unknown key");
    bad("twice.json", "{\"oak\": [" GOOD_MEDIUM ", " GOOD_MEDIUM "]}", "oak[1].level: a second figure");
}

static void words(app *a) {
    char err[600] = "", buf[512];
    level_figures *f = level_figures_load(write_file("words.json", "{\"oak\": [" GOOD_MEDIUM ", " GOOD_HARD
                                                                  "], \"samhain\": [" GOOD_EASY "]}"),
                                          err, sizeof err);
    CHECK(f != NULL);
    a->set.lang = 0;
    level_words(a, f, "oak", LEVEL_MEDIUM, buf, sizeof buf);
    CHECK(strcmp(buf, "Medium: wins about 9 games in 10 against Easy (30 games)") == 0);
    if (strcmp(buf, "Medium: wins about 9 games in 10 against Easy (30 games)") != 0) fprintf(stderr, "got %s\n", buf);
    level_words(a, f, "oak", LEVEL_HARD_3S, buf, sizeof buf);
    CHECK(strcmp(buf, "Hard, 3 s: wins about 5 games in 10 against the former search of 10,000 playouts a move (20 games)") == 0);
    level_words(a, f, "samhain", LEVEL_EASY, buf, sizeof buf);
    CHECK(strcmp(buf, "Easy: won every game against a player who takes the most points at once (1 game)") == 0);
    level_words(a, f, "oak", LEVEL_HARD_10S, buf, sizeof buf);
    CHECK(strcmp(buf, "Hard, 10 s: thinks 10 seconds a move on every core; not measured yet") == 0);
    level_words(a, f, "oak", LEVEL_HARD_1S, buf, sizeof buf);
    CHECK(strcmp(buf, "Hard, 1 s: thinks 1 second a move on every core; not measured yet") == 0);
    level_words(a, f, "oak", LEVEL_RANDOM, buf, sizeof buf);
    CHECK(strcmp(buf, "Random: plays any legal move, at random") == 0);
    level_words(a, NULL, "oak", LEVEL_MEDIUM, buf, sizeof buf); /* no figures file */
    CHECK(strcmp(buf, "Medium: searches 3,000 playouts a move; not measured yet") == 0);
    level_words(a, f, "skye", LEVEL_EASY, buf, sizeof buf);
    CHECK(strcmp(buf, "Easy: searches briefly and plays 3 moves in 10 at random; not measured yet") == 0);
    a->set.lang = 1;
    level_words(a, f, "oak", LEVEL_MEDIUM, buf, sizeof buf);
    CHECK(strcmp(buf, "Moyen : gagne environ 9 parties sur 10 contre le niveau Facile (30 parties)") == 0);
    if (strcmp(buf, "Moyen : gagne environ 9 parties sur 10 contre le niveau Facile (30 parties)") != 0)
        fprintf(stderr, "got %s\n", buf);
    level_words(a, f, "oak", LEVEL_HARD_10S, buf, sizeof buf);
    CHECK(strcmp(buf, "Difficile, 10 s : réfléchit 10 secondes par coup sur tous les cœurs ; pas encore mesuré") == 0);
    level_words(a, f, "oak", LEVEL_RANDOM, buf, sizeof buf);
    CHECK(strcmp(buf, "Au hasard : joue n'importe quel coup permis, au hasard") == 0);
    a->set.lang = 0;
    level_figures_free(f);
    /* The shipped file loads (the lead regenerates its numbers: only its presence here). */
    CHECK(a->levels != NULL);
    const level_figure *m = level_figure_of(a->levels, "oak", LEVEL_MEDIUM);
    CHECK(m && m->games > 0 && m->against == LEVEL_EASY);
}

/* The level described: the pointer's computer seat, else the one chosen last, else the
 * first computer; none when every seat is a person. */
static void which(app *a) {
    const nm_game *g = nm_registry_find("oak");
    CHECK(g != NULL);
    if (!g) return;
    scene *s = setup_scene_create(g);
    setup_scene_preset(s, 4, 1);
    scene_stack_push(&a->stack, s, a);
    setup_scene_preset_seats(s, "human,human,human,human");
    a->mouse_x = a->mouse_y = -1000;
    app_update(a, 0);
    CHECK(setup_scene_words_level(s, a) == -1);
    setup_scene_preset_seats(s, "human,ai:3000:m0:p0:g0,ai:10s,ai:300:30:m0:p0:g0");
    CHECK(setup_scene_words_level(s, a) == LEVEL_MEDIUM);
    CHECK(setup_scene_next_level(s, a, 3) == LEVEL_MEDIUM); /* Easy -> Medium at seat 4 */
    CHECK(setup_scene_next_level(s, a, 2) == LEVEL_RANDOM); /* Hard 10 s -> Random at seat 3 */
    CHECK(setup_scene_words_level(s, a) == LEVEL_RANDOM);
    /* The pointer on seat 4's level button. */
    int found = 0;
    for (int y = 0; y < a->h && !found; y += 4)
        for (int x = a->w / 2 - 8; x > 0 && !found; x -= 8) {
            a->mouse_x = x;
            a->mouse_y = y;
            if (setup_scene_words_level(s, a) == LEVEL_MEDIUM && y > a->h / 2) found = 1;
        }
    CHECK(found); /* seat 4 (Medium) lies in the lower half of the left panel */
    scene_stack_pop(&a->stack, a);
    scene_stack_collect(&a->stack);
}

/* Every level's words on every game's setup, with the most seats: no cut, no overlap. */
static void fits(int w, int h, int lg, int scale) {
    app a;
    app_config cfg = {1, w, h, NULL, lg, scale};
    char err[600];
    if (app_init(&a, &cfg, err, sizeof err) != 0) {
        fprintf(stderr, "app_init: %s\n", err);
        failures++;
        return;
    }
    CHECK(a.levels != NULL);
    for (int k = 0; k < nm_registry_count(); k++) {
        const nm_game *g = nm_registry_get(k);
        int players = g->max_players < NM_MAX_SEATS ? g->max_players : NM_MAX_SEATS;
        for (int l = 0; l < LEVEL_COUNT; l++) {
            scene *s = setup_scene_create(g);
            setup_scene_preset(s, players, 1);
            char bots[128];
            snprintf(bots, sizeof bots, "human,%s", level_spec(l));
            setup_scene_preset_seats(s, bots);
            scene_stack_push(&a.stack, s, &a);
            a.mouse_x = a.mouse_y = -1000;
            app_update(&a, 0);
            CHECK(setup_scene_words_level(s, &a) == l);
            text_cuts_reset();
            app_render(&a);
            pictures++;
            char over[400];
            int cuts = text_cuts_count(), no = text_overlaps(over, sizeof over);
            if (cuts || no) {
                int cw = 0;
                fprintf(stderr, "setup %s %d players, %s, %dx%d %s at %d%%: %d cut (%s), %d overlaps (%s)\n",
                        g->id, players, level_spec(l), w, h, lg ? "fr" : "en", scale ? scale : 100, cuts,
                        cuts ? text_cut_get(0, &cw) : "", no, no ? over : "");
                failures++;
            }
            scene_stack_pop(&a.stack, &a);
            scene_stack_collect(&a.stack);
        }
    }
    app_close(&a);
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    if (headless_start(dir) != 0) return 1;
    loader();
    app a;
    app_config cfg = {1, 1280, 720, NULL, 0, 0};
    char err[600];
    if (app_init(&a, &cfg, err, sizeof err) != 0) {
        fprintf(stderr, "app_init: %s\n", err);
        return 1;
    }
    words(&a);
    which(&a);
    app_close(&a);
    for (int lg = 0; lg < 2; lg++) {
        fits(1280, 720, lg, 0);
        fits(1280, 720, lg, 150);
        fits(2560, 1440, lg, 0);
    }
    TTF_Quit();
    SDL_Quit();
    nm_test_remove_tree(dir);
    if (failures) fprintf(stderr, "%d failures\n", failures);
    else printf("levels: loader, words and %d setup screens ok\n", pictures);
    return failures ? 1 : 0;
}
