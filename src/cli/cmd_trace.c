/* cmd_trace.c - `trace`: whole games like `play`, with a fingerprint of every step (the legal
 * actions, their labels, the state hash), so that two builds can be shown to play the same
 * games decision by decision (a refactor of the rules must leave the fingerprints equal). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nemeton/controller.h"
#include "nemeton/json.h"
#include "nemeton/util.h"

#include <cjson/cJSON.h>

#define TRACE_MAX_ACTIONS 1000000

/* The state hash with the effect VM left out: two ways of writing one effect (a game op or
 * the core's ops) suspend on different frames, but must leave the same state. */
static uint64_t state_without_vm(const nm_match *m) {
    cJSON *j = m->game->to_json(m->data, m->state);
    if (!j) return 0;
    cJSON_DeleteItemFromObjectCaseSensitive(j, "vm");
    char *text = nm_json_canonical(j);
    uint64_t h = text ? nm_fnv1a(NM_FNV_OFFSET, text, strlen(text)) : 0;
    free(text);
    cJSON_Delete(j);
    return h;
}

/* One step's fingerprint: every legal action (kind, target, parameters, label) in order,
 * then the state hash. With shape, only the number of legal actions and the state without
 * the VM: the same game, whatever the ops' inner form and words. */
static uint64_t step_digest(const nm_match *m, int shape) {
    const nm_action_list *l = nm_match_legal(m);
    uint64_t h = NM_FNV_OFFSET;
    h = nm_fnv1a(h, &l->count, sizeof l->count);
    if (shape) {
        uint64_t sh = state_without_vm(m);
        return nm_fnv1a(h, &sh, sizeof sh);
    }
    for (int i = 0; i < l->count; i++) {
        const nm_action *a = &l->a[i];
        int32_t v[5] = {a->kind, a->target, a->p[0], a->p[1], a->p[2]};
        h = nm_fnv1a(h, v, sizeof v);
        char label[NM_LABEL_LEN];
        nm_match_label(m, a, label, sizeof label);
        h = nm_fnv1a(h, label, strlen(label) + 1);
    }
    char hash[17];
    nm_match_hash(m, hash);
    return nm_fnv1a(h, hash, 16);
}

static void print_step(const nm_match *m, int step, uint64_t digest) {
    char hash[17];
    nm_match_hash(m, hash);
    const nm_action_list *l = nm_match_legal(m);
    printf("  step %d: %016llx state %s legal %d", step, (unsigned long long)digest, hash, l->count);
    for (int i = 0; i < l->count; i++) {
        char label[NM_LABEL_LEN];
        nm_match_label(m, &l->a[i], label, sizeof label);
        printf("%s%s", i ? " | " : " : ", label);
    }
    printf("\n");
}

int cmd_trace(int argc, char **argv) {
    cli_common common = {0};
    const char *game_id = NULL, *bots = NULL;
    long long players = -1, seed = 1, games = 1;
    int steps = 0, shape = 0;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        const char *a = argv[i];
        if (strcmp(a, "--steps") == 0) {
            steps = 1;
            continue;
        }
        if (strcmp(a, "--shape") == 0) {
            shape = 1;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli trace: %s needs a value (see nemeton-cli help)\n", a);
            return 2;
        }
        const char *v = argv[++i];
        if (strcmp(a, "--game") == 0) game_id = v;
        else if (strcmp(a, "--bots") == 0) bots = v;
        else if (strcmp(a, "--players") == 0) {
            if (cli_parse_int(a, v, 1, NM_MAX_SEATS, &players)) return 2;
        } else if (strcmp(a, "--seed") == 0) {
            if (cli_parse_int(a, v, 0, 9007199254740991LL, &seed)) return 2;
        } else if (strcmp(a, "--games") == 0) {
            if (cli_parse_int(a, v, 1, 100000000, &games)) return 2;
        } else {
            fprintf(stderr, "nemeton-cli trace: unknown option \"%s\"\n", a);
            return 2;
        }
    }
    if (!game_id || players < 0 || !bots) {
        fprintf(stderr, "nemeton-cli trace: --game, --players and --bots are required\n");
        return 2;
    }
    const nm_game *g = cli_find_game(game_id);
    if (!g) return 2;
    nm_errors *err = calloc(1, sizeof *err);
    nm_controller ctrl[NM_MAX_SEATS];
    if (!err) return 1;
    if (nm_controllers_parse(bots, (int)players, ctrl, err) != 0) {
        cli_print_errors(err);
        free(err);
        return 2;
    }
    nm_library lib;
    cli_library(&common, &lib);
    const nm_data *d = nm_library_data(&lib, g, err);
    int rc = d ? 0 : 1;
    for (long long k = 0; d && k < games && rc == 0; k++) {
        nm_setup s;
        nm_setup_defaults(g, &s, (int)players, (uint64_t)(seed + k));
        nm_match *m = nm_match_create(g, d, &s, err);
        if (!m) {
            rc = 1;
            break;
        }
        for (int p = 0; p < players; p++) nm_controller_seed(&ctrl[p], s.seed, p);
        uint64_t trace = NM_FNV_OFFSET;
        int step = 0;
        for (;; step++) {
            uint64_t dg = step_digest(m, shape);
            trace = nm_fnv1a(trace, &dg, sizeof dg);
            if (steps) print_step(m, step, dg);
            if (nm_match_over(m)) break;
            const nm_action_list *legal = nm_match_legal(m);
            int seat = nm_match_to_move(m);
            if (legal->count == 0 || seat < 0 || seat >= players || step >= TRACE_MAX_ACTIONS) {
                nm_errors_add(err, "%s: seed %llu: stuck after %d actions", g->id,
                              (unsigned long long)s.seed, step);
                rc = 1;
                break;
            }
            int pick = nm_controller_choose(&ctrl[seat], g, d, m->state, seat, legal);
            nm_action a = legal->a[pick];
            if (nm_match_apply(m, &a, err) != 0) {
                rc = 1;
                break;
            }
        }
        if (rc == 0)
            printf("{\"game\":\"%s\",\"seed\":%llu,\"players\":%d,\"bots\":\"%s\",\"steps\":%d,"
                   "\"trace\":\"%016llx\"}\n",
                   g->id, (unsigned long long)s.seed, (int)players, bots, step,
                   (unsigned long long)trace);
        nm_match_destroy(m);
    }
    if (rc != 0) cli_print_errors(err);
    fflush(stdout);
    nm_library_close(&lib);
    free(err);
    return rc;
}
