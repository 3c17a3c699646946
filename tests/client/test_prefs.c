/* test_prefs.c - what the client finds in its preference folder at start (issue 15): the
 * temporary files a killed program left are removed (a fresh one, maybe another program's
 * write in progress, is kept); beyond 8 mods, the first 8 by name are used whatever order
 * the folder lists them in, and the player is told which ones are left out. */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h>
#include <utime.h>
#include "../portable.h"
#include "app.h"
#include "nemeton/save.h"
#include "scenes.h"
#include "nemeton/game.h"
#include "nemeton/util.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static void put(const char *path, const char *text) {
    if (nm_write_file_atomic(path, text, strlen(text)) != 0) {
        fprintf(stderr, "cannot write %s\n", path);
        failures++;
    }
}

int main(int argc, char **argv) { /* SDL's form: on Windows it becomes SDL_main */
    (void)argc;
    (void)argv;
    char dir[] = "/tmp/nemeton-prefs-XXXXXX";
    if (!mkdtemp(dir)) return 1;
    char path[600], old_tmp[600], new_tmp[600], other[600];
    snprintf(old_tmp, sizeof old_tmp, "%s/autosave.json.tmp.Ab12Cd", dir);
    snprintf(new_tmp, sizeof new_tmp, "%s/settings.json.tmp.Ef34Gh", dir);
    snprintf(other, sizeof other, "%s/notes.tmp.txt", dir);
    put(old_tmp, "{\"cut");
    put(new_tmp, "{\"cut");
    put(other, "mine");
    struct utimbuf past = {time(NULL) - 3600, time(NULL) - 3600};
    CHECK(utime(old_tmp, &past) == 0);
    /* Eleven mods, made in an order that is not their names' order. */
    static const char *const mods[] = {"k_mod", "b_mod", "j_mod", "a_mod", "i_mod", "c_mod",
                                       "h_mod", "d_mod", "g_mod", "e_mod", "f_mod"};
    snprintf(path, sizeof path, "%s/mods", dir);
    CHECK(mkdir(path, 0700) == 0);
    for (int i = 0; i < 11; i++) {
        snprintf(path, sizeof path, "%s/mods/%s", dir, mods[i]);
        CHECK(mkdir(path, 0700) == 0);
        snprintf(path, sizeof path, "%s/mods/%s/mod.json", dir, mods[i]);
        put(path, "{\"name\": \"m\"}");
    }
    snprintf(path, sizeof path, "%s/mods/no_manifest", dir);
    CHECK(mkdir(path, 0700) == 0);
    /* A FIFO named like the autosave: the title screen must not wait on it. */
    char fifo[600];
    snprintf(fifo, sizeof fifo, "%s/autosave.json", dir);
#ifdef _WIN32
    CHECK(mkdir(fifo, 0700) == 0); /* no FIFO on Windows: a folder is not a regular file either */
#else
    CHECK(mkfifo(fifo, 0600) == 0);
#endif

    setenv("NEMETON_PREF_DIR", dir, 1);
    SDL_Init(SDL_INIT_EVENTS | SDL_INIT_TIMER);
    TTF_Init();
    nm_register_builtin_games();
    app a;
    app_config cfg = {1, 1280, 720, NULL, 0, 0};
    char err[600];
    CHECK(app_init(&a, &cfg, err, sizeof err) == 0);

    CHECK(access(old_tmp, F_OK) != 0); /* left by a killed program: removed */
    CHECK(access(new_tmp, F_OK) == 0); /* maybe being written now: kept */
    CHECK(access(other, F_OK) == 0);   /* not an atomic write's temporary file */

    CHECK(a.lib.mod_count == 8);
    static const char *const want[] = {"a_mod", "b_mod", "c_mod", "d_mod",
                                       "e_mod", "f_mod", "g_mod", "h_mod"};
    for (int i = 0; i < 8 && i < a.lib.mod_count; i++) {
        const char *slash = strrchr(a.lib.mod_dirs[i], '/');
        CHECK(slash && strcmp(slash + 1, want[i]) == 0);
    }
    CHECK(strcmp(a.mods_left_out, "i_mod, j_mod, k_mod") == 0);
    CHECK(strstr(a.toast, "Only 8 mods are used") != NULL);
    CHECK(strstr(a.toast, "i_mod, j_mod, k_mod") != NULL);

    /* The title screen over the FIFO: drawn (no hang: the suite's timeout would say so),
     * and "Resume game" tells the player it cannot read the file. */
    scene_stack_push(&a.stack, title_scene_create(), &a);
    app_update(&a, 0);
    app_render(&a);
    CHECK(scene_is(scene_stack_top(&a.stack), "title"));
    const char *shots = getenv("NEMETON_SHOTS"); /* for people to look at the message */
    if (shots) {
        char png[700];
        snprintf(png, sizeof png, "%s/prefs-title.png", shots);
        if (app_save_png(&a, png, err, sizeof err) != 0) fprintf(stderr, "%s\n", err);
    }
    nm_errors *e = calloc(1, sizeof *e);
    CHECK(e && nm_save_load(&a.lib, fifo, e) == NULL);
#ifdef _WIN32 /* the folder standing for the FIFO is named as one */
    if (e) CHECK(strstr(nm_errors_first(e), "a folder, not a file") != NULL);
#else
    if (e) CHECK(strstr(nm_errors_first(e), "not a regular file") != NULL);
#endif
    free(e);

    app_close(&a);
    TTF_Quit();
    SDL_Quit();
    CHECK(nm_test_remove_tree(dir) == 0);
    if (failures) fprintf(stderr, "prefs: %d failed\n", failures);
    else printf("prefs: ok\n");
    return failures ? 1 : 0;
}
