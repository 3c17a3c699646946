/* cmd_replay.c - `replay FILE`: replays a save and checks its recorded state hash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cmd_replay(int argc, char **argv) {
    cli_common common = {0};
    const char *file = NULL;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        if (file || argv[i][0] == '-') {
            fprintf(stderr, "nemeton-cli replay: unexpected argument \"%s\"\n", argv[i]);
            return 2;
        }
        file = argv[i];
    }
    if (!file) {
        fprintf(stderr, "nemeton-cli replay: which save? (nemeton-cli replay FILE)\n");
        return 2;
    }
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return 1;
    nm_library lib;
    cli_library(&common, &lib);
    nm_match *m = nm_save_load(&lib, file, err);
    int rc = 0;
    if (!m) {
        cli_print_errors(err);
        fprintf(stderr, "nemeton-cli replay: %s does not replay\n", file);
        rc = 1;
    } else {
        char hash[17];
        nm_match_hash(m, hash);
        printf("%s: %d actions replayed, state %s%s\n", file, m->history_count, hash,
               nm_match_over(m) ? ", game over" : "");
    }
    nm_match_destroy(m);
    nm_library_close(&lib);
    free(err);
    return rc;
}
