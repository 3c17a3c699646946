/* cmd_state.c - `state --load FILE [--apply LABEL]... [--print]`: loads a save or a
 * snapshot, applies actions by label, prints the state. Nothing is written unless asked
 * (--save / --snapshot), and nothing at all when an action is refused. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nemeton/util.h"

#define STATE_MAX_APPLY 4096

int cmd_state(int argc, char **argv) {
    cli_common common = {0};
    const char *load = NULL, *save = NULL, *snapshot = NULL;
    const char **apply = calloc(STATE_MAX_APPLY, sizeof *apply);
    int napply = 0, print = 0, legal = 0, words = 0;
    if (!apply) return 1;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) goto usage;
        if (c > 0) continue;
        const char *a = argv[i];
        if (strcmp(a, "--print") == 0) {
            print = 1;
            continue;
        }
        if (strcmp(a, "--legal") == 0) {
            legal = 1;
            continue;
        }
        if (strcmp(a, "--words") == 0) { /* --legal also prints what a player reads */
            legal = words = 1;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli state: %s needs a value\n", a);
            goto usage;
        }
        const char *v = argv[++i];
        if (strcmp(a, "--load") == 0) load = v;
        else if (strcmp(a, "--save") == 0) save = v;
        else if (strcmp(a, "--snapshot") == 0) snapshot = v;
        else if (strcmp(a, "--apply") == 0 && napply < STATE_MAX_APPLY) apply[napply++] = v;
        else {
            fprintf(stderr, "nemeton-cli state: unknown option \"%s\"\n", a);
            goto usage;
        }
    }
    if (!load) {
        fprintf(stderr, "nemeton-cli state: --load FILE is required\n");
        goto usage;
    }
    nm_errors *err = calloc(1, sizeof *err);
    if (!err) return 1;
    nm_library lib;
    cli_library(&common, &lib);
    int rc = 0;
    nm_match *m = nm_save_load(&lib, load, err);
    if (!m) rc = 1;
    for (int i = 0; m && i < napply; i++) {
        if (nm_match_apply_label(m, apply[i], err) != 0) {
            fprintf(stderr, "nemeton-cli state: --apply \"%s\" (action %d of %d) refused; nothing was written\n",
                    apply[i], i + 1, napply);
            rc = 1;
            break;
        }
    }
    if (rc == 0 && print) {
        char *text = nm_snapshot_text(m);
        if (text) printf("%s\n", text);
        free(text);
    }
    if (rc == 0 && legal) {
        const nm_action_list *l = nm_match_legal(m);
        for (int i = 0; i < l->count; i++) {
            char label[NM_LABEL_LEN], el[NM_ELEMENT_LEN];
            nm_match_label(m, &l->a[i], label, sizeof label);
            nm_match_element(m, &l->a[i], el, sizeof el);
            if (words) {
                char en[NM_LABEL_LEN * 2], fr[NM_LABEL_LEN * 2];
                nm_match_display_label(m, &l->a[i], 0, en, sizeof en);
                nm_match_display_label(m, &l->a[i], 1, fr, sizeof fr);
                printf("%s\t[%s]\t%s\t%s\n", label, el, en, fr);
            } else {
                printf("%s\t[%s]\n", label, el);
            }
        }
    }
    if (rc == 0 && save && nm_save_write(m, save, err) != 0) rc = 1;
    if (rc == 0 && snapshot) {
        char *text = nm_snapshot_text(m);
        size_t n = text ? strlen(text) : 0;
        if (!text || nm_write_file_atomic(snapshot, text, n) != 0) {
            nm_errors_add(err, "%s: cannot write the snapshot (nothing was changed on disk)", snapshot);
            rc = 1;
        }
        free(text);
    }
    if (rc != 0) cli_print_errors(err);
    nm_match_destroy(m);
    nm_library_close(&lib);
    free(err);
    free(apply);
    return rc;
usage:
    free(apply);
    fprintf(stderr, "usage: nemeton-cli state --load FILE [--apply LABEL]... [--print] [--legal] [--words] "
                    "[--save FILE] [--snapshot FILE]\n");
    return 2;
}
