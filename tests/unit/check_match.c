/* check_match.c - acting on a match by label in the games' tests (check_match.h). */
#include "check_match.h"

#include <stdio.h>
#include <string.h>

void cm_print_legal(const nm_match *m) {
    const nm_action_list *l = nm_match_legal(m);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        fprintf(stderr, "    legal: %s\n", buf);
    }
}

int cm_has(const nm_match *m, const char *label) {
    const nm_action_list *l = nm_match_legal(m);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) return 1;
    }
    return 0;
}

int cm_do(nm_match *m, const char *label) {
    static nm_errors err;
    nm_errors_clear(&err);
    check_count++;
    if (nm_match_apply_label(m, label, &err) != 0) {
        fprintf(stderr, "action \"%s\" refused: %s\n", label, nm_errors_first(&err));
        cm_print_legal(m);
        check_failures++;
        return -1;
    }
    return 0;
}

int cm_words(const nm_match *m, const char *label, int lang, char *words, size_t n, char *el,
             size_t eln) {
    const nm_action_list *l = nm_match_legal(m);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        if (strcmp(buf, label) != 0) continue;
        if (words) nm_match_display_label(m, &l->a[i], lang, words, n);
        if (el) nm_match_element(m, &l->a[i], el, eln);
        return 1;
    }
    if (words && n) words[0] = 0;
    if (el && eln) el[0] = 0;
    return 0;
}
