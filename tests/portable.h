/* portable.h - the few POSIX calls the tests use, given on Windows too, so that the test
 * programs build with mingw-w64 and run under Wine (packaging/windows/wine-check.sh).
 * Elsewhere it adds nothing. */
#ifndef NM_TESTS_PORTABLE_H
#define NM_TESTS_PORTABLE_H
#ifdef _WIN32
#include <direct.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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
#endif
