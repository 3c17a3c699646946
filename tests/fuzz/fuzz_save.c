/* fuzz_save.c - a hostile save or snapshot never crashes the engine: the input is loaded
 * as a save file of the shipped games (Oak, Samhain, Karnag); when it loads, the state it
 * gave is played through every reader of the engine interface (legal actions and their
 * labels and elements, observations, descriptions of the board's elements, scores, the
 * save and snapshot texts, undo) and then a few actions, as the client and the AI would.
 * libFuzzer's entry point; fuzz_driver.c runs it over files without libFuzzer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/data.h"
#include "nemeton/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static nm_library lib;
static int ready;

/* Everything a front end reads of a loaded state, for every seat and element. */
static void read_all(nm_match *m) {
    const nm_game *g = m->game;
    const nm_data *d = m->data;
    const nm_action_list *l = nm_match_legal(m);
    char buf[NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], buf, sizeof buf);
        nm_match_element(m, &l->a[i], buf, sizeof buf);
        nm_match_display_label(m, &l->a[i], 1, buf, sizeof buf);
        if (g->involves) {
            char ids[8][NM_ELEMENT_LEN];
            g->involves(d, m->state, &l->a[i], ids, 8);
        }
    }
    int players = nm_state_header(m->state)->players;
    for (int seat = 0; seat < players; seat++) {
        g->observe(d, m->state, seat, m->scratch);
        static nm_element_view view;
        for (int e = 0; e < d->board.count; e++)
            g->describe(d, m->scratch, seat, 0, d->board.elements[e].id, &view);
        if (g->determinize) {
            nm_rng rng;
            nm_rng_seed(&rng, (uint64_t)seat + 1);
            g->determinize(d, m->scratch, seat, &rng);
            nm_action_list tmp;
            g->legal(d, m->scratch, &tmp);
        }
    }
    nm_score_line lines[16];
    for (int seat = 0; seat < NM_MAX_SEATS; seat++) nm_match_score_detail(m, seat, 0, lines, 16);
    int32_t scores[NM_MAX_SEATS];
    int8_t winners[NM_MAX_SEATS];
    int n;
    nm_match_result(m, scores, &n, winners);
    char hash[17];
    nm_match_hash(m, hash);
    free(nm_save_text(m));
    free(nm_snapshot_text(m));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!ready) {
        nm_register_builtin_games();
        memset(&lib, 0, sizeof lib);
        lib.root = nm_builtin_data_dir();
        ready = 1;
    }
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    static nm_errors err;
    nm_errors_clear(&err);
    nm_match *m = nm_save_parse(&lib, text, "fuzz.json", &err);
    free(text);
    if (!m) return 0;
    read_all(m);
    /* a few moves from there: the first legal action each time (deterministic) */
    for (int k = 0; k < 8 && !nm_match_over(m) && nm_match_legal(m)->count > 0; k++) {
        nm_action a = nm_match_legal(m)->a[0];
        nm_errors_clear(&err);
        if (nm_match_apply(m, &a, &err) != 0) break;
    }
    read_all(m);
    if (nm_match_can_undo(m)) {
        nm_errors_clear(&err);
        nm_match_undo(m, &err);
    }
    nm_match_destroy(m);
    return 0;
}
