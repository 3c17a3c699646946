/* client.c - command line, start-up and the headless modes. */
#include "client.h"
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "autoplay.h"
#include "measure.h"
#include "board.h"
#include "install_paths.h"
#include "nemeton/controller.h"
#include "nemeton/util.h"
#include "scenes.h"

typedef struct client_args {
    const char *screenshot;
    int width, height;
    const char *scene;
    const char *game;
    int players;
    long long seed;
    int seed_given;
    const char *bots;
    const char *point;
    int after;
    int autoplay;
    int measure;
    int version;
    int seconds;
    const char *data;
    int lang;
    int scale;
    int menu; /* --menu: the in-game menu open over the board */
    int suggest; /* --suggest: "Suggest a move" asked, and its answer waited for */
    const char *zoom; /* --zoom ELEMENT: the zoom of that board element (a right click) */
} client_args;

static void client_usage(FILE *f) {
    fputs("usage: nemeton [--data DIR] [--lang en|fr] [--scale PCT]\n"
          "       nemeton --version   (the version, and the folders it reads and writes)\n"
          "       nemeton --screenshot FILE [--size WxH] [--scene title|games|setup|settings|load|rules|board|art]\n"
          "               [--game G --players N --seed S --bots B1,B2,... --after K]\n"
          "               [--point ELEMENT]   (the pointer over a board element: its hover card;\n"
          "                                    bar.K: over the action bar's option K)\n"
          "               [--menu]   (the in-game menu open over the board)\n"
          "               [--suggest]   (\"Suggest a move\" asked, its answer shown)\n"
          "               [--zoom ELEMENT]   (the zoom of a board element, as a right click opens it)\n"
          "       nemeton --autoplay --game G --players N --seed S --bots B1,B2,...\n"
          "       nemeton --measure [--game G --players N --seed S --seconds T] [--size WxH]\n"
          "Esc goes back (opens the menu in a game, quits from the title), F11 toggles full screen.\n",
          f);
}

static int client_int(const char *opt, const char *v, long long lo, long long hi, long long *out) {
    char *end;
    long long x = strtoll(v, &end, 10);
    if (!*v || *end || x < lo || x > hi) {
        fprintf(stderr, "nemeton: %s wants a whole number from %lld to %lld, not \"%s\"\n", opt, lo,
                hi, v);
        return -1;
    }
    *out = x;
    return 0;
}

static int client_parse(int argc, char **argv, client_args *c) {
    memset(c, 0, sizeof *c);
    c->players = -1;
    c->seed = 1;
    c->lang = -1;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        long long v;
        if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            client_usage(stdout);
            exit(0);
        }
        if (strcmp(o, "--autoplay") == 0) {
            c->autoplay = 1;
            continue;
        }
        if (strcmp(o, "--measure") == 0) {
            c->measure = 1;
            continue;
        }
        if (strcmp(o, "--version") == 0) {
            c->version = 1;
            continue;
        }
        if (strcmp(o, "--suggest") == 0) {
            c->suggest = 1;
            continue;
        }
        if (strcmp(o, "--menu") == 0) {
            c->menu = 1;
            continue;
        }
        static const char *const valued[] = {"--screenshot", "--scene", "--game", "--bots",
                                             "--data", "--size", "--players", "--seed",
                                             "--after", "--scale", "--lang", "--seconds", "--point", "--zoom"};
        int known = 0;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++) known |= strcmp(o, valued[k]) == 0;
        if (!known) {
            fprintf(stderr, "nemeton: unknown option \"%s\" (see nemeton --help)\n", o);
            return -1;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton: %s needs a value\n", o);
            return -1;
        }
        const char *val = argv[++i];
        if (strcmp(o, "--screenshot") == 0) c->screenshot = val;
        else if (strcmp(o, "--scene") == 0) c->scene = val;
        else if (strcmp(o, "--game") == 0) c->game = val;
        else if (strcmp(o, "--bots") == 0) c->bots = val;
        else if (strcmp(o, "--point") == 0) c->point = val;
        else if (strcmp(o, "--zoom") == 0) c->zoom = val;
        else if (strcmp(o, "--data") == 0) c->data = val;
        else if (strcmp(o, "--size") == 0) {
            if (sscanf(val, "%dx%d", &c->width, &c->height) != 2 || c->width < 64 ||
                c->height < 64 || c->width > 8192 || c->height > 8192) {
                fprintf(stderr, "nemeton: --size wants WIDTHxHEIGHT (64 to 8192), not \"%s\"\n", val);
                return -1;
            }
        } else if (strcmp(o, "--players") == 0) {
            if (client_int(o, val, 1, NM_MAX_SEATS, &v)) return -1;
            c->players = (int)v;
        } else if (strcmp(o, "--seed") == 0) {
            if (client_int(o, val, 0, 9007199254740991LL, &v)) return -1;
            c->seed = v;
            c->seed_given = 1;
        } else if (strcmp(o, "--after") == 0) {
            if (client_int(o, val, 0, 100000000, &v)) return -1;
            c->after = (int)v;
        } else if (strcmp(o, "--seconds") == 0) {
            if (client_int(o, val, 1, 3600, &v)) return -1;
            c->seconds = (int)v;
        } else if (strcmp(o, "--scale") == 0) {
            if (client_int(o, val, 50, 200, &v)) return -1;
            c->scale = (int)v;
        } else if (strcmp(o, "--lang") == 0) {
            if (strcmp(val, "en") && strcmp(val, "fr")) {
                fprintf(stderr, "nemeton: --lang is en or fr, not \"%s\"\n", val);
                return -1;
            }
            c->lang = strcmp(val, "fr") == 0;
        } else {
            fprintf(stderr, "nemeton: unknown option \"%s\" (see nemeton --help)\n", o);
            return -1;
        }
    }
    return 0;
}

/* The game named by --game (or the first registered one when a scene needs a game). */
static const nm_game *client_game(const client_args *c, int required) {
    if (c->game) {
        const nm_game *g = nm_registry_find(c->game);
        if (!g) {
            fprintf(stderr, "nemeton: unknown game \"%s\"; this build has:", c->game);
            for (int i = 0; i < nm_registry_count(); i++) fprintf(stderr, " %s", nm_registry_get(i)->id);
            fprintf(stderr, nm_registry_count() ? "\n" : " no games yet\n");
        }
        return g;
    }
    if (nm_registry_count() > 0 && !required) return nm_registry_get(0);
    fprintf(stderr, nm_registry_count() ? "nemeton: --game is required\n"
                                        : "nemeton: no game is registered in this build yet\n");
    return NULL;
}

/* A board scene driven from outside, with the controllers the CLI would use. */
static scene *client_board(app *a, const client_args *c, int strict, nm_controller *ctl) {
    const nm_game *g = client_game(c, strict);
    if (!g) return NULL;
    if (strict && (c->players < 0 || !c->bots || !c->seed_given)) {
        fprintf(stderr, "nemeton: --autoplay needs --game, --players, --seed and --bots\n");
        return NULL;
    }
    int players = c->players > 0 ? c->players : g->min_players > 2 ? g->min_players : 2;
    char bots[256] = "";
    if (c->bots) {
        nm_strlcpy(bots, c->bots, sizeof bots);
    } else {
        for (int p = 0; p < players; p++) strcat(bots, p ? ",random" : "random");
    }
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return NULL;
    if (nm_controllers_parse(bots, players, ctl, err) != 0) {
        fprintf(stderr, "nemeton: %s\n", nm_errors_first(err));
        free(err);
        return NULL;
    }
    free(err);
    for (int p = 0; p < players; p++) nm_controller_seed(&ctl[p], (uint64_t)c->seed, p);
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.game = g;
    cfg.driven = 1;
    nm_setup_defaults(g, &cfg.setup, players, (uint64_t)c->seed);
    for (int p = 0; p < players; p++) nm_strlcpy(cfg.bot[p], ctl[p].spec, sizeof cfg.bot[p]);
    char msg[600];
    scene *b = board_scene_create(a, &cfg, msg, sizeof msg);
    if (!b) fprintf(stderr, "nemeton: %s\n", msg);
    return b;
}

static int client_autoplay(app *a, const client_args *c) {
    nm_controller ctl[NM_MAX_SEATS];
    scene *b = client_board(a, c, 1, ctl);
    if (!b) return 1;
    scene_stack_push(&a->stack, b, a);
    char err[600];
    /* A frame every few moves: enough to draw every kind of position, without making a
     * whole game wait on the software renderer. */
    if (autoplay_run(a, b, ctl, -1, 7, err, sizeof err) != 0) {
        fprintf(stderr, "nemeton: %s\n", err);
        return 1;
    }
    char *line = nm_match_result_json(board_scene_match(b));
    if (!line) return 1;
    printf("%s\n", line);
    free(line);
    fflush(stdout);
    return 0;
}

static int client_screenshot(app *a, const client_args *c) {
    const char *name = c->scene ? c->scene : c->game ? "board" : "title";
    scene_stack *st = &a->stack;
    scene_stack_push(st, title_scene_create(), a);
    if (strcmp(name, "title") == 0) {
    } else if (strcmp(name, "games") == 0) {
        scene_stack_push(st, games_scene_create(), a);
    } else if (strcmp(name, "settings") == 0) {
        scene_stack_push(st, settings_scene_create(), a);
    } else if (strcmp(name, "load") == 0) {
        scene_stack_push(st, load_scene_create(), a);
    } else if (strcmp(name, "rules") == 0) {
        const nm_game *g = client_game(c, 0);
        if (!g) return 1;
        scene_stack_push(st, rules_scene_create(g), a);
    } else if (strcmp(name, "art") == 0) {
        scene_stack_push(st, art_scene_create(c->game), a);
    } else if (strcmp(name, "setup") == 0) {
        const nm_game *g = client_game(c, 0);
        if (!g) return 1;
        scene_stack_push(st, games_scene_create(), a);
        scene *s = setup_scene_create(g);
        setup_scene_preset(s, c->players, c->seed_given ? (uint64_t)c->seed : 1);
        setup_scene_preset_seats(s, c->bots);
        scene_stack_push(st, s, a);
    } else if (strcmp(name, "board") == 0) {
        nm_controller ctl[NM_MAX_SEATS];
        scene *b = client_board(a, c, 0, ctl);
        if (!b) return 1;
        scene_stack_push(st, b, a);
        char err[600];
        if (c->after > 0 && autoplay_run(a, b, ctl, c->after, 0, err, sizeof err) != 0) {
            fprintf(stderr, "nemeton: %s\n", err);
            return 1;
        }
        if (c->suggest) {
            app_update(a, 0);
            if (board_scene_suggest(b, a) != 0) {
                fprintf(stderr, "nemeton: --suggest: nobody at the mouse is to play\n");
                return 1;
            }
            for (int ms = 0; !board_scene_suggestion(b, NULL, NULL, 0) && ms < 120000; ms += 20) {
                SDL_Delay(20);
                app_update(a, 0);
            }
        }
        if (c->menu) scene_stack_push(st, game_menu_create(b), a);
    } else {
        fprintf(stderr, "nemeton: unknown scene \"%s\" (title, games, setup, settings, load, rules, board, art)\n", name);
        return 2;
    }
    /* Hover nothing (park the pointer outside the window), or the element asked for. */
    a->mouse_x = a->mouse_y = -1000;
    if (c->point) {
        scene *top = scene_stack_top(st);
        if (!scene_is(top, "board") || board_scene_click_point(top, c->point, &a->mouse_x, &a->mouse_y) != 0) {
            fprintf(stderr, "nemeton: --point: no board element \"%s\" on screen\n", c->point);
            return 1;
        }
    }
    if (c->zoom) {
        scene *top = scene_stack_top(st);
        int zx, zy;
        if (!scene_is(top, "board") || board_scene_click_point(top, c->zoom, &zx, &zy) != 0) {
            fprintf(stderr, "nemeton: --zoom: no board element \"%s\" on screen\n", c->zoom);
            return 1;
        }
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_MOUSEBUTTONDOWN;
        ev.button.button = SDL_BUTTON_RIGHT;
        ev.button.x = zx;
        ev.button.y = zy;
        app_update(a, 0);
        scene_stack_event(st, a, &ev);
    }
    app_update(a, 0);
    app_render(a);
    char err[600];
    if (app_save_png(a, c->screenshot, err, sizeof err) != 0) {
        fprintf(stderr, "nemeton: %s\n", err);
        return 1;
    }
    return 0;
}

static int client_measure(app *a, const client_args *c, double start_ms) {
    const nm_game *g = client_game(c, 0);
    if (!g) return 1;
    measure_config m = {g, c->players > 0 ? c->players : g->min_players > 2 ? g->min_players : 2,
                        (uint64_t)c->seed, c->seconds > 0 ? c->seconds : 10, start_ms};
    return measure_run(a, &m);
}

/* The version, then the folders this program reads and writes, one "name: path" a line. */
static int client_version(const client_args *c) {
    printf("nemeton %s\n", nm_version());
    printf("data: %s\n", c->data ? c->data : nm_builtin_data_dir());
    printf("resources: %s\n", nm_resource_root());
    char *pref = app_find_pref_dir(0);
    printf("preferences: %s\n", pref ? pref : "(none)");
    SDL_free(pref);
    return 0;
}

int nm_client_main(int argc, char **argv) {
    double start_ms = measure_now_ms();
    nm_attach_parent_console();
    client_args c;
    if (client_parse(argc, argv, &c) != 0) return 2;
    if (c.version) return client_version(&c);
    int headless = c.screenshot || c.autoplay;
    /* Headless runs draw on a surface with the software renderer: no display needed. */
    Uint32 sub = headless ? SDL_INIT_EVENTS | SDL_INIT_TIMER : SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER;
    if (SDL_Init(sub) != 0) {
        fprintf(stderr, "nemeton: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "nemeton: cannot start SDL_ttf: %s\n", TTF_GetError());
        SDL_Quit();
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    app a;
    app_config cfg = {headless, c.width, c.height, c.data, c.lang, c.scale};
    if (!c.width && headless) {
        cfg.width = 1280;
        cfg.height = 720;
    }
    char err[600];
    int rc = 0;
    if (app_init(&a, &cfg, err, sizeof err) != 0) {
        fprintf(stderr, "nemeton: %s\n", err);
        rc = 1;
    } else if (c.autoplay) {
        rc = client_autoplay(&a, &c);
    } else if (c.measure) {
        /* A measurement keeps nothing: no autosave (no "Resume game" next launch), no
         * saved settings. */
        SDL_free(a.pref_dir);
        a.pref_dir = NULL;
        rc = client_measure(&a, &c, start_ms);
    } else if (c.screenshot) {
        rc = client_screenshot(&a, &c);
    } else {
        scene_stack_push(&a.stack, title_scene_create(), &a);
        app_run(&a);
    }
    app_close(&a);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return rc;
}
