/* install_paths.c - the version, the executable's folder and the resource root. */
#include "install_paths.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifdef _WIN32
#include <windows.h>
#elif defined(__APPLE__)
#include <limits.h>
#include <mach-o/dyld.h>
#else
#include <unistd.h>
#endif

/* Set by meson (src/platform/meson.build). */
#ifndef NM_VERSION
#define NM_VERSION "unknown"
#endif
#ifndef NM_RESOURCE_REL
#define NM_RESOURCE_REL "../share/nemeton"
#endif
#ifndef NM_SOURCE_DIR
#define NM_SOURCE_DIR "."
#endif
#ifndef NM_RESOURCE_ABS
#define NM_RESOURCE_ABS "/usr/local/share/nemeton"
#endif

/* The file whose presence marks a resource root. */
#define NM_RESOURCE_MARKER "data/ui/strings.json"

const char *nm_version(void) { return NM_VERSION; }

void nm_attach_parent_console(void) {
#ifdef _WIN32
    HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
    if (out && out != INVALID_HANDLE_VALUE && GetFileType(out) != FILE_TYPE_UNKNOWN) return;
    if (!AttachConsole(ATTACH_PARENT_PROCESS)) return;
    if (!freopen("CONOUT$", "w", stdout) || !freopen("CONOUT$", "w", stderr)) return;
#endif
}

int nm_exe_dir(char *buf, size_t n) {
    if (n == 0) return -1;
    buf[0] = '\0';
    char path[4096];
    size_t len = 0;
#ifdef _WIN32
    DWORD got = GetModuleFileNameA(NULL, path, (DWORD)sizeof path);
    if (got == 0 || got >= sizeof path) return -1;
    len = got;
#elif defined(__APPLE__)
    char raw[4096];
    uint32_t size = sizeof raw;
    if (_NSGetExecutablePath(raw, &size) != 0 || !realpath(raw, path)) return -1;
    len = strlen(path);
#else
    ssize_t got = readlink("/proc/self/exe", path, sizeof path - 1);
    if (got <= 0 || (size_t)got >= sizeof path - 1) return -1; /* none, or cut short */
    len = (size_t)got;
#endif
    path[len] = '\0';
    /* Cut at the last separator: what is left is the folder. */
    while (len > 0 && path[len - 1] != '/' && path[len - 1] != '\\') len--;
    if (len == 0) return -1;
    if (len > 1) len--; /* keep "/" alone, drop any other trailing separator */
    if (len >= n) return -1;
    memcpy(buf, path, len);
    buf[len] = '\0';
    return 0;
}

/* 1 when dir/NM_RESOURCE_MARKER is a regular file. */
static int holds_marker(const char *dir) {
    char path[4200];
    int w = snprintf(path, sizeof path, "%s/%s", dir, NM_RESOURCE_MARKER);
    if (w < 0 || (size_t)w >= sizeof path) return 0;
    struct stat st; /* a regular file only: opening a FIFO would wait forever */
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Writes base/sub (or base alone when sub is NULL or "") into out; -1 when it does not fit. */
static int join(const char *base, const char *sub, char *out, size_t n) {
    int w = sub && *sub ? snprintf(out, n, "%s/%s", base, sub) : snprintf(out, n, "%s", base);
    return w < 0 || (size_t)w >= n ? -1 : 0;
}

/* Copies an existing folder's path into out, without "." or ".." parts where the system
 * can say (the path of a found folder is what --version prints). */
static int take(const char *dir, char *out, size_t n) {
    char full[4096];
#ifdef _WIN32
    if (_fullpath(full, dir, sizeof full)) dir = full;
#else
    if (realpath(dir, full)) dir = full;
#endif
    if (strlen(dir) >= n) return -1;
    strcpy(out, dir);
    return 0;
}

int nm_find_resource_root(const char *exe_dir, const char *rel, const char *const *fallbacks,
                          int nfallbacks, char *out, size_t n) {
    if (n == 0) return -1;
    char cand[4096];
    if (exe_dir && *exe_dir) {
        const char *beside[] = {rel && *rel && strcmp(rel, ".") != 0 ? rel : NULL, "",
                                "../Resources"};
        for (size_t i = 0; i < sizeof beside / sizeof beside[0]; i++) {
            if (beside[i] && join(exe_dir, beside[i], cand, sizeof cand) == 0 &&
                holds_marker(cand) && take(cand, out, n) == 0)
                return 0;
        }
    }
    for (int i = 0; i < nfallbacks; i++) {
        if (fallbacks[i] && *fallbacks[i] && holds_marker(fallbacks[i]) &&
            take(fallbacks[i], out, n) == 0)
            return 0;
    }
    out[0] = '\0';
    return -1;
}

const char *nm_resource_root(void) {
    static char root[4096];
    if (root[0]) return root;
    const char *home = getenv("NEMETON_HOME");
    if (home && *home && strlen(home) < sizeof root) {
        strcpy(root, home);
        return root;
    }
    /* The source tree before the configured prefix: a program run from its build folder
     * reads the data being edited, not an older install. */
    static const char *const fallbacks[] = {NM_SOURCE_DIR, NM_RESOURCE_ABS};
    char exe[4096];
    int have_exe = nm_exe_dir(exe, sizeof exe) == 0;
    if (nm_find_resource_root(have_exe ? exe : NULL, NM_RESOURCE_REL, fallbacks, 2, root,
                              sizeof root) != 0)
        snprintf(root, sizeof root, "%s", NM_SOURCE_DIR);
    return root;
}
