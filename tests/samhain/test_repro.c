/* test_repro.c - the reliability repros of the state reader (tests/samhain/repro): each save
 * or snapshot is refused with an error naming the file, the JSON path and the problem, and
 * nothing crashes (the release build once read an uninitialised path here). argv[1]: the
 * repro folder. */
#include <stdio.h>
#include <string.h>
#include "shtest.h"
#include "nemeton/save.h"

static const char *dir = ".";

/* Loads file from the repro folder; every error line joined, or "" when it loaded. */
static const char *load(const char *file) {
    static nm_errors err;
    static char all[8192];
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    nm_errors_clear(&err);
    nm_library lib = {.root = nm_builtin_data_dir()};
    nm_match *m = nm_save_load(&lib, path, &err);
    all[0] = 0;
    if (m) nm_match_destroy(m);
    for (int i = 0; !m && i < err.count && i < NM_ERRORS_MAX; i++) {
        strncat(all, err.msg[i], sizeof all - strlen(all) - 2);
        strncat(all, "\n", sizeof all - strlen(all) - 1);
    }
    nm_library_close(&lib);
    return m ? "" : all;
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    sht_data();
    CHECK_HAS(load("samhain-no-reserve.json"), "samhain-no-reserve.json: state.reserve: missing (required)");
    CHECK_HAS(load("samhain-reserve-number.json"),
              "samhain-reserve-number.json: state.reserve: expected an object, found a number");
    const char *fz = load("fuzz-save-samhain-crash.json");
    CHECK_HAS(fz, "fuzz-save-samhain-crash.json: state.reserve: missing (required)");
    CHECK_HAS(fz, "fuzz-save-samhain-crash.json: state.village[5]: unknown id \"c/1\" in cards");
    CHECK_HAS(load("autosave-no-reserve.json"), "autosave-no-reserve.json: state.reserve: missing (required)");
    sht_cleanup();
    return check_done("samhain repro");
}
