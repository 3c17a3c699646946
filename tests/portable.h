/* portable.h - the few POSIX calls the tests use, given on Windows too, so that the test
 * programs build with mingw-w64 and run under Wine (packaging/windows/wine-check.sh),
 * and a folder removal that needs no shell. */
#ifndef NM_TESTS_PORTABLE_H
#define NM_TESTS_PORTABLE_H
#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>
#ifdef _WIN32
#include <direct.h>
#include <stdlib.h>

#define mkdir(path, mode) _mkdir(path)

/* mkdtemp: the template's XXXXXX filled in, and that folder made. */
static inline char *mkdtemp(char *tmpl) {
    if (_mktemp_s(tmpl, strlen(tmpl) + 1) != 0 || _mkdir(tmpl) != 0) return NULL;
    return tmpl;
}

/* setenv (always overwriting, the only way the tests call it). */
static inline int setenv(const char *name, const char *value, int overwrite) {
    (void)overwrite;
    return _putenv_s(name, value) == 0 ? 0 : -1;
}
#endif

/* rm -rf path (files and folders below it, then it): 0, or -1 when something stays. */
static inline int nm_test_remove_tree(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    if (!S_ISDIR(st.st_mode)) return remove(path) == 0 ? 0 : -1;
    int rc = 0;
    DIR *d = opendir(path);
    if (!d) return -1;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        char sub[4096];
        if ((size_t)snprintf(sub, sizeof sub, "%s/%s", path, e->d_name) >= sizeof sub) {
            rc = -1;
            continue;
        }
        if (nm_test_remove_tree(sub) != 0) rc = -1;
    }
    closedir(d);
    return rmdir(path) == 0 ? rc : -1;
}
#endif
