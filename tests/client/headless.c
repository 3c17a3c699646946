/* headless.c - opening and closing the client tests' app (headless.h). */
#include "headless.h"
#include "../portable.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

#include "nemeton/game.h"

int headless_start(char *dir) {
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return -1;
    }
    setenv("NEMETON_PREF_DIR", dir, 1);
    SDL_Init(SDL_INIT_EVENTS | SDL_INIT_TIMER);
    TTF_Init();
    nm_register_builtin_games();
    return 0;
}

int headless_open(app *a, char *dir) {
    if (headless_start(dir) != 0) return -1;
    app_config cfg = {1, 1280, 720, NULL, 0, 0};
    char err[600];
    if (app_init(a, &cfg, err, sizeof err) != 0) {
        fprintf(stderr, "app_init: %s\n", err);
        return -1;
    }
    return 0;
}

int headless_close(app *a, const char *dir) {
    app_close(a);
    TTF_Quit();
    SDL_Quit();
    return nm_test_remove_tree(dir);
}
