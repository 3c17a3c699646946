/* test_no_sdl.c - the engine never includes an SDL header: every file under src/engine is
 * read and its #include lines checked. argv[1]: the project's source root. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "nemeton/util.h"

static int files_read;
static int quiet; /* 1 while scanning the client, where SDL is expected */

/* Counts #include lines naming SDL in one file, printing them. */
static int sdl_includes(const char *path) {
    char *text = nm_read_file(path, 16u * 1024u * 1024u, NULL);
    if (!text) return 0;
    files_read++;
    int found = 0, line_no = 1;
    for (char *line = text; line && *line; line_no++) {
        char *end = strchr(line, '\n');
        if (end) *end = '\0';
        const char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '#') {
            p++;
            while (*p == ' ' || *p == '\t') p++;
            if (strncmp(p, "include", 7) == 0 && (strstr(p, "SDL") || strstr(p, "sdl"))) {
                if (!quiet) fprintf(stderr, "%s:%d: %s\n", path, line_no, line);
                found++;
            }
        }
        line = end ? end + 1 : NULL;
    }
    free(text);
    return found;
}

static int scan(const char *dir) {
    DIR *d = opendir(dir);
    int found = 0;
    if (!d) return 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (e->d_name[0] == '.') continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (nm_is_dir(path)) {
            found += scan(path);
        } else {
            size_t n = strlen(e->d_name);
            if (n > 2 && (strcmp(e->d_name + n - 2, ".c") == 0 || strcmp(e->d_name + n - 2, ".h") == 0))
                found += sdl_includes(path);
        }
    }
    closedir(d);
    return found;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: test_no_sdl SOURCE_ROOT\n");
        return 2;
    }
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/src/engine", argv[1]);
    CHECK(nm_is_dir(dir));
    CHECK_INT(scan(dir), 0);
    CHECK(files_read >= 10); /* the scan really read the engine */
    snprintf(dir, sizeof dir, "%s/include/nemeton", argv[1]);
    CHECK_INT(scan(dir), 0);
    /* The scanner does see an SDL include where there is one. */
    snprintf(dir, sizeof dir, "%s/src/client", argv[1]);
    quiet = 1;
    if (nm_is_dir(dir)) CHECK(scan(dir) > 0);
    printf("no_sdl: %d files read\n", files_read);
    return check_done("no_sdl");
}
