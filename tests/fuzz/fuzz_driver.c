/* fuzz_driver.c - runs a fuzz target (LLVMFuzzerTestOneInput) once over each file named on
 * the command line, or over every file of a directory named: the corpus replayed by the
 * ordinary test suite, under the sanitizers too, without libFuzzer. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Runs the target on one file; 0, or -1 when it cannot be read. */
static int run_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *more = realloc(buf, cap * 2);
            if (!more) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = more;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return -1;
    LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Runs the target on every regular file of dir, in name order; the count, or -1. */
static int run_dir(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) {
        perror(dir);
        return -1;
    }
    char *names[4096];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 4096)
        if (e->d_name[0] != '.') names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    int done = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        if (!names[i]) {
            bad = 1;
            continue;
        }
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
            if (run_file(path) == 0) done++;
            else bad = 1;
        }
        free(names[i]);
    }
    return bad ? -1 : done;
}

/* Declared first: linked with SDL on Windows, main is SDL_main (-Dmain=SDL_main), which
 * needs a prototype under -Wmissing-prototypes. */
int main(int argc, char **argv);
int main(int argc, char **argv) {
    int total = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            perror(argv[i]);
            return 1;
        }
        int n = S_ISDIR(st.st_mode) ? run_dir(argv[i]) : run_file(argv[i]) == 0 ? 1 : -1;
        if (n < 0) return 1;
        total += n;
    }
    printf("%d inputs run\n", total);
    return total > 0 ? 0 : 1;
}
