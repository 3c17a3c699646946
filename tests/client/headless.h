/* headless.h - the client tests' app: 1280x720 with the dummy video driver, its settings
 * and saves in a fresh temporary folder, the builtin games of the test registered. */
#ifndef NM_TEST_HEADLESS_H
#define NM_TEST_HEADLESS_H
#include "app.h"

/* dir: a mkdtemp template ("/tmp/nemeton-NAME-XXXXXX"), filled in and made the settings'
 * folder. Starts SDL and TTF and registers the games, for a test that opens its own apps.
 * 0, or -1 with the reason printed. */
int headless_start(char *dir);
/* dir: a mkdtemp template ("/tmp/nemeton-NAME-XXXXXX"), filled in. Starts SDL and TTF,
 * registers the games and opens the app. 0, or -1 with the reason printed. */
int headless_open(app *a, char *dir);
/* Closes the app, stops TTF and SDL and removes dir. 0, or -1 when dir was not removed. */
int headless_close(app *a, const char *dir);

#endif
