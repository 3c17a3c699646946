/* test_paths.c - where an installed program finds its files (src/platform): each install
 * layout (a Linux prefix, a Windows folder, a macOS bundle) is laid out in a scratch
 * folder and found by the function the programs use; the executable's own folder; the
 * version; NEMETON_HOME.
 *   test_paths BUILD_DIR SCRATCH_DIR VERSION */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "install_paths.h"
#include "../portable.h"


static int failures;
#define CHECK(cond)                                                                     \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                 \
        }                                                                               \
    } while (0)
#define CHECK_STR(got, want)                                                            \
    do {                                                                                \
        if (strcmp((got), (want)) != 0) {                                               \
            fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, (got), \
                    (want));                                                            \
            failures++;                                                                 \
        }                                                                               \
    } while (0)

/* The system's full form of an existing path (Windows: drive letter, backslashes), so
 * that two spellings of one folder compare equal; "" when it does not exist. */
static const char *canon(const char *path, char *buf, size_t n) {
#ifdef _WIN32
    if (!_fullpath(buf, path, n)) buf[0] = '\0';
#else
    char *r = realpath(path, NULL);
    snprintf(buf, n, "%s", r ? r : "");
    free(r);
#endif
    return buf;
}
#define CHECK_DIR(got, want)                                                            \
    do {                                                                                \
        char g_[4096], w_[4096];                                                        \
        CHECK_STR(canon((got), g_, sizeof g_), canon((want), w_, sizeof w_));           \
    } while (0)

/* 1 when path can be opened for reading. */
static int readable(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f) fclose(f);
    return f != NULL;
}

/* mkdir -p */
static void make_dirs(const char *path) {
    char p[4096];
    snprintf(p, sizeof p, "%s", path);
    for (char *c = p + 1; *c; c++) {
        if (*c != '/') continue;
        *c = '\0';
        mkdir(p, 0755);
        *c = '/';
    }
    if (mkdir(p, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "cannot make %s\n", p);
        exit(1);
    }
}

/* A resource root: ROOT/data/ui/strings.json. */
static void make_root(const char *root) {
    char path[4200];
    snprintf(path, sizeof path, "%s/data/ui", root);
    make_dirs(path);
    snprintf(path, sizeof path, "%s/data/ui/strings.json", root);
    FILE *f = fopen(path, "wb");
    if (!f || fputs("{}\n", f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(1);
    }
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: test_paths BUILD_DIR SCRATCH_DIR VERSION\n");
        return 2;
    }
    const char *build_dir = argv[1], *scratch = argv[2];
    char exe[4000], want[4200], got[4200], dir[4200];

    /* The executable's folder: the folder meson built this test in, which holds it. */
    CHECK(nm_exe_dir(exe, sizeof exe) == 0);
    snprintf(got, sizeof got, "%s/test_paths", exe);
    snprintf(want, sizeof want, "%s/test_paths.exe", exe);
    CHECK(readable(got) || readable(want));
#ifndef _WIN32 /* under Wine the build folder is spelt as a Unix path */
    CHECK_DIR(exe, build_dir);
#else
    (void)build_dir;
#endif
    CHECK(nm_exe_dir(got, 4) == -1); /* too small: refused, not cut */
    CHECK_STR(got, "");

    CHECK_STR(nm_version(), argv[3]);

    make_dirs(scratch);
    const char *real_scratch = scratch;

    /* Linux (fhs): PREFIX/bin/nemeton reads PREFIX/share/nemeton. */
    snprintf(dir, sizeof dir, "%s/fhs/bin", real_scratch);
    make_dirs(dir);
    snprintf(want, sizeof want, "%s/fhs/share/nemeton", real_scratch);
    make_root(want);
    CHECK(nm_find_resource_root(dir, "../share/nemeton", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, want);

    /* Windows (portable): everything beside nemeton.exe, whatever the build's layout. */
    snprintf(dir, sizeof dir, "%s/Nemeton", real_scratch);
    make_root(dir);
    CHECK(nm_find_resource_root(dir, "../share/nemeton", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, dir);
    CHECK(nm_find_resource_root(dir, ".", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, dir);

    /* macOS (bundle): Nemeton.app/Contents/MacOS/nemeton reads Contents/Resources. */
    snprintf(dir, sizeof dir, "%s/Nemeton.app/Contents/MacOS", real_scratch);
    make_dirs(dir);
    snprintf(want, sizeof want, "%s/Nemeton.app/Contents/Resources", real_scratch);
    make_root(want);
    CHECK(nm_find_resource_root(dir, "../share/nemeton", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, want);
    CHECK(nm_find_resource_root(dir, "../Resources", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, want);

    /* The build's own layout comes first when two would do. */
    snprintf(dir, sizeof dir, "%s/both/bin", real_scratch);
    make_root(dir);
    snprintf(want, sizeof want, "%s/both/share/nemeton", real_scratch);
    make_root(want);
    CHECK(nm_find_resource_root(dir, "../share/nemeton", NULL, 0, got, sizeof got) == 0);
    CHECK_DIR(got, want);

    /* Nothing beside the executable: the fallbacks, in order, skipping what is missing. */
    snprintf(dir, sizeof dir, "%s/empty/bin", real_scratch);
    make_dirs(dir);
    char missing[4200], win[4200];
    snprintf(missing, sizeof missing, "%s/nowhere", real_scratch);
    snprintf(win, sizeof win, "%s/Nemeton", real_scratch);
    const char *fallbacks[] = {NULL, missing, win};
    CHECK(nm_find_resource_root(dir, "../share/nemeton", fallbacks, 3, got, sizeof got) == 0);
    CHECK_DIR(got, win);
    CHECK(nm_find_resource_root(NULL, NULL, fallbacks, 3, got, sizeof got) == 0);
    CHECK_DIR(got, win);
    strcpy(got, "untouched");
    CHECK(nm_find_resource_root(dir, "../share/nemeton", fallbacks, 2, got, sizeof got) == -1);
    CHECK_STR(got, "");
    CHECK(nm_find_resource_root(win, NULL, NULL, 0, got, 8) == -1); /* does not fit */

    /* NEMETON_HOME names the root, whatever is beside the executable. */
    setenv("NEMETON_HOME", "/elsewhere/nemeton", 1);
    CHECK_STR(nm_resource_root(), "/elsewhere/nemeton");

    if (failures) fprintf(stderr, "%d checks failed\n", failures);
    else printf("install paths: every layout found\n");
    return failures ? 1 : 0;
}
