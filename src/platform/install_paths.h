/* install_paths.h - the program's version, and where it finds data/, art/ and fonts/.
 *
 * An installed Nemeton finds its files from its executable's folder, so an install can be
 * moved (a Linux prefix, a Windows folder or zip, a macOS bundle) and needs no environment
 * variable. The only code that differs per system is nm_exe_dir(); the choice among the
 * layouts is one function, tested on every system. */
#ifndef NM_INSTALL_PATHS_H
#define NM_INSTALL_PATHS_H
#include <stddef.h>

/* The separator of the paths this module returns (a path typed by a person may mix). */
#ifdef _WIN32
#define NM_DIR_SEP "\\"
#else
#define NM_DIR_SEP "/"
#endif

/* The program's version: meson's project version, e.g. "0.2.0". */
const char *nm_version(void);

/* Windows: a window program (nemeton.exe) has no console of its own, so what it prints
 * (--version, --help, --autoplay, --measure) would be lost when it is run from a command
 * prompt; this attaches stdout and stderr to that prompt's console, unless they already
 * go to a file or a pipe. Elsewhere it does nothing. */
void nm_attach_parent_console(void);

/* The folder of the running executable, without a trailing separator. Returns 0, or -1
 * when the system does not say (buf then holds ""). */
int nm_exe_dir(char *buf, size_t n);

/* The resource root (the folder holding data/, art/ and fonts/): the first of
 *   exe_dir/rel            this build's install layout (bin/ -> ../share/nemeton)
 *   exe_dir                a Windows folder or zip: everything beside the .exe
 *   exe_dir/../Resources   a macOS bundle: Contents/MacOS -> Contents/Resources
 *   fallbacks[0..]         in order (the source tree the build came from, the install
 *                          prefix it was configured with)
 * that holds data/ui/strings.json. exe_dir, rel and any fallback may be NULL. Returns 0
 * with the folder in out, or -1 (out then holds "") when none holds it. */
int nm_find_resource_root(const char *exe_dir, const char *rel, const char *const *fallbacks,
                          int nfallbacks, char *out, size_t n);

/* This program's resource root: $NEMETON_HOME when set, else nm_find_resource_root() from
 * the executable's folder with this build's layout; when nothing is found, the source
 * tree's path, so that the error that follows names a real place. Found once. */
const char *nm_resource_root(void);

#endif
