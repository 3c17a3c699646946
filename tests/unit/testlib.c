/* testlib.c - helpers shared by the unit tests. */
#include "testlib.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/util.h"

int check_failures;
int check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    tl_cleanup();
    return check_failures ? 1 : 0;
}

static nm_data *tl_loaded;

const nm_game *tl_game(void) {
    if (!nm_registry_find("fixture")) nm_register_builtin_games();
    return nm_registry_find("fixture");
}

const nm_data *tl_data(void) {
    if (!tl_loaded) {
        static nm_errors err;
        tl_loaded = nm_data_load(tl_game(), nm_builtin_data_dir(), NULL, 0, &err);
        if (!tl_loaded) {
            fprintf(stderr, "fixture data failed to load from %s:\n", nm_builtin_data_dir());
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++)
                fprintf(stderr, "  %s\n", err.msg[i]);
            exit(2);
        }
    }
    return tl_loaded;
}

void tl_cleanup(void) {
    nm_data_free(tl_loaded);
    tl_loaded = NULL;
}

int tl_card(const char *id) {
    int c = nm_data_find(fixture_cards(tl_data()), id);
    if (c < 0) {
        fprintf(stderr, "test bug: no card \"%s\"\n", id);
        exit(2);
    }
    return c;
}

nm_match *tl_match(int players, uint64_t seed) {
    static nm_errors err;
    nm_setup s;
    nm_errors_clear(&err);
    nm_setup_defaults(tl_game(), &s, players, seed);
    nm_match *m = nm_match_create(tl_game(), tl_data(), &s, &err);
    if (!m) {
        fprintf(stderr, "match creation failed: %s\n", nm_errors_first(&err));
        exit(2);
    }
    return m;
}

int tl_play_random(nm_match *m, uint64_t seed, int max_actions) {
    nm_controller c[NM_MAX_SEATS];
    static nm_errors err;
    int players = nm_state_header(m->state)->players;
    for (int s = 0; s < players; s++) {
        nm_controller_parse("random", &c[s], NULL);
        nm_controller_seed(&c[s], seed, s);
    }
    int n = 0;
    while (!nm_match_over(m) && n < max_actions) {
        int seat = nm_match_to_move(m);
        const nm_action_list *legal = nm_match_legal(m);
        if (seat < 0 || seat >= players || legal->count == 0) return -1;
        int i = nm_controller_choose(&c[seat], m->game, m->data, m->state, seat, legal);
        nm_action a = legal->a[i];
        nm_errors_clear(&err);
        if (nm_match_apply(m, &a, &err) != 0) {
            fprintf(stderr, "random playout: %s\n", nm_errors_first(&err));
            return -1;
        }
        n++;
    }
    return n;
}

static const char *default_state =
    "{\"players\":2,\"to_move\":0,\"over\":false,\"actions\":0,\"reveals\":0,"
    "\"rng\":{\"state\":\"0123456789abcdef\",\"inc\":\"0000000000000001\"},"
    "\"phase\":\"turn\",\"current\":0,\"turn\":0,\"turn_limit\":12,\"end_seat\":0,"
    "\"end_item\":0,\"deck\":[],\"row\":[null,null,null],"
    "\"seats\":[{\"seed\":0,\"leaf\":0,\"vp\":0,\"hand\":[],\"played\":[]},"
    "{\"seed\":0,\"leaf\":0,\"vp\":0,\"hand\":[],\"played\":[]}],"
    "\"vm\":{\"waiting\":false,\"scratch\":[0,0,0,0],\"frames\":[]}}";

nm_match *tl_position(const char *overrides, nm_errors *err) {
    nm_errors_clear(err);
    cJSON *st = cJSON_Parse(default_state);
    cJSON *ov = cJSON_Parse(overrides);
    if (!st || !cJSON_IsObject(ov)) {
        fprintf(stderr, "test bug: overrides are not a JSON object: %s\n", overrides);
        exit(2);
    }
    for (cJSON *k = ov->child; k; k = k->next)
        cJSON_ReplaceItemInObjectCaseSensitive(st, k->string, cJSON_Duplicate(k, 1));
    if (!cJSON_GetObjectItemCaseSensitive(ov, "to_move"))
        cJSON_ReplaceItemInObjectCaseSensitive(
            st, "to_move", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(st, "current"), 1));
    cJSON *snap = cJSON_CreateObject();
    cJSON *setup = cJSON_AddObjectToObject(snap, "setup");
    cJSON_AddItemToObject(setup, "players",
                          cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(st, "players"), 1));
    cJSON_AddNumberToObject(setup, "seed", 1);
    cJSON_AddItemToObject(snap, "state", st);
    nm_match *m = nm_match_from_snapshot(tl_game(), tl_data(), snap, "position", err);
    cJSON_Delete(snap);
    cJSON_Delete(ov);
    return m;
}

fixture_state *tl_state(const nm_match *m) { return (fixture_state *)m->state; }

const char *tl_label(const nm_match *m, int i) {
    static char buf[4][NM_LABEL_LEN];
    static int next;
    char *b = buf[next++ & 3];
    nm_match_label(m, &m->legal.a[i], b, NM_LABEL_LEN);
    return b;
}

int tl_find_label(const nm_match *m, const char *label) {
    for (int i = 0; i < m->legal.count; i++)
        if (strcmp(tl_label(m, i), label) == 0) return i;
    return -1;
}

char *tl_read(const char *path) { return nm_read_file(path, 64u * 1024u * 1024u, NULL); }
