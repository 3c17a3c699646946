/* test_json.c - snapshots: a hand-written position loads, and a bad one is refused with a
 * message naming the JSON path (unknown ids, out-of-range numbers, broken conservation,
 * a card beside the wrong temple, a to_move that is not the pending seat). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "shtest.h"
#include "nemeton/json.h"

static const char *dir = ".";

/* Loads example2.json, lets edit() change its state, returns the first error or "". */
static const char *try_load(void (*edit)(cJSON *state)) {
    static nm_errors err;
    char path[512];
    snprintf(path, sizeof path, "%s/example2.json", dir);
    nm_errors_clear(&err);
    cJSON *j = nm_json_load_file(path, &err);
    if (!j) return nm_errors_first(&err);
    if (edit) edit(cJSON_GetObjectItem(j, "state"));
    nm_match *m = nm_match_from_snapshot(samhain_game(), sht_data(), j, "pos.json", &err);
    cJSON_Delete(j);
    if (m) {
        nm_match_destroy(m);
        return "";
    }
    return nm_errors_first(&err);
}

static cJSON *seat0(cJSON *st) { return cJSON_GetArrayItem(cJSON_GetObjectItem(st, "seats"), 0); }

static void bad_card(cJSON *st) {
    cJSON_ReplaceItemInArray(cJSON_GetObjectItem(st, "village"), 0, cJSON_CreateString("c02"));
}
static void wrong_temple(cJSON *st) {
    cJSON *v = cJSON_GetObjectItem(st, "village");
    cJSON_ReplaceItemInArray(v, 0, cJSON_CreateString("c07"));
    cJSON_ReplaceItemInArray(v, 3, cJSON_CreateString("c01"));
}
static void too_many_wisps(cJSON *st) {
    cJSON_ReplaceItemInObject(seat0(st), "wisps", cJSON_CreateNumber(9));
}
static void extra_wood(cJSON *st) {
    cJSON_ReplaceItemInObject(seat0(st), "wood", cJSON_CreateNumber(1));
}
static void lost_member(cJSON *st) {
    cJSON_ReplaceItemInObject(seat0(st), "reserve", cJSON_CreateNumber(10));
}
static void wrong_mover(cJSON *st) {
    cJSON_ReplaceItemInObject(st, "to_move", cJSON_CreateNumber(2));
}
static void typo_key(cJSON *st) { cJSON_AddNumberToObject(st, "pases", 0); }
static void bad_phase(cJSON *st) {
    cJSON_ReplaceItemInObject(st, "phase", cJSON_CreateString("mian"));
}

/* Issue 15 point 1: a state without "reserve", or a number there, crashed the release build
 * (the reserve's objects were named from an uninitialised JSON position). Every error must
 * name a path under state.reserve, and loading must fail. Returns the errors outside it,
 * or -1 when the state loaded. */
static void no_reserve(cJSON *st) { cJSON_DeleteItemFromObject(st, "reserve"); }
static void reserve_number(cJSON *st) {
    cJSON_ReplaceItemInObject(st, "reserve", cJSON_CreateNumber(5));
}
static int errors_outside_reserve(void (*edit)(cJSON *state)) {
    static nm_errors err;
    char path[512];
    snprintf(path, sizeof path, "%s/example2.json", dir);
    nm_errors_clear(&err);
    cJSON *j = nm_json_load_file(path, &err);
    if (!j) return -1;
    edit(cJSON_GetObjectItem(j, "state"));
    nm_match *m = nm_match_from_snapshot(samhain_game(), sht_data(), j, "pos.json", &err);
    cJSON_Delete(j);
    if (m) {
        nm_match_destroy(m);
        return -1;
    }
    int bad = err.count > 0 ? 0 : 1;
    for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) {
        const char *want = "pos.json: state.reserve";
        if (strncmp(err.msg[i], want, strlen(want)) != 0) {
            fprintf(stderr, "  error outside state.reserve: %s\n", err.msg[i]);
            bad++;
        }
    }
    return bad;
}

/* Every numeric leaf of a JSON tree, for the mutation test. */
static int leaves(cJSON *j, cJSON **out, int n, int max) {
    for (cJSON *c = j->child; c; c = c->next) {
        if (cJSON_IsNumber(c) && n < max) out[n++] = c;
        else if (cJSON_IsObject(c) || cJSON_IsArray(c)) n = leaves(c, out, n, max);
    }
    return n;
}

/* Random games cut at random points, one number changed: the snapshot is refused or, when
 * accepted, plays on without breaking (run under the sanitizers to see memory errors). */
static void mutations(int rounds) {
    const nm_data *d = sht_data();
    static nm_errors err;
    static nm_action_list l;
    uint32_t r = 12345;
    int accepted = 0;
    for (int it = 0; it < rounds; it++) {
        samhain_state s, t2;
        nm_setup su;
        memset(&s, 0, sizeof s);
        nm_setup_defaults(samhain_game(), &su, 2 + it % 3, (uint64_t)it);
        su.option[SAMHAIN_OPT_COUNTERPART] = it % 2;
        samhain_setup(d, &su, &s, &err);
        r = r * 1103515245u + 12345u;
        int cut = (int)((r >> 8) % 200);
        for (int k = 0; k < cut && !s.h.over; k++) {
            samhain_legal(d, &s, &l);
            r = r * 1103515245u + 12345u;
            samhain_apply(d, &s, &l.a[(r >> 8) % (uint32_t)l.count], &err);
        }
        cJSON *j = nm_state_to_json(d, &s);
        cJSON *num[600];
        int n = leaves(j, num, 0, 600);
        r = r * 1103515245u + 12345u;
        cJSON *v = num[(r >> 8) % (uint32_t)n];
        r = r * 1103515245u + 12345u;
        cJSON_SetNumberValue(v, (double)((int)((r >> 8) % 26) - 5));
        nm_jpos at = {"mutant.json", "state"};
        nm_errors_clear(&err);
        if (nm_state_from_json(d, j, &t2, &at, &err) == 0) {
            accepted++;
            for (int k = 0; k < 60 && !t2.h.over; k++) {
                if (samhain_legal(d, &t2, &l) == 0) break;
                r = r * 1103515245u + 12345u;
                if (samhain_apply(d, &t2, &l.a[(r >> 8) % (uint32_t)l.count], &err) != 0) break;
            }
        } else {
            CHECK(err.count > 0 && strstr(nm_errors_first(&err), "mutant.json") != NULL);
        }
        cJSON_Delete(j);
    }
    printf("mutations: %d of %d mutated snapshots accepted (and played on)\n", accepted, rounds);
}

/* The placement reading is data: a mod switches it to "first member on each card". */
static void per_card_mod(void) {
    static nm_errors err;
    char mod[600];
    snprintf(mod, sizeof mod, "%s/../mods/per_card", dir);
    const char *mods[1] = {mod};
    nm_data *d = nm_data_load(samhain_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(d != NULL);
    if (!d) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        return;
    }
    nm_setup su;
    nm_setup_defaults(samhain_game(), &su, 2, 3);
    nm_match *m = nm_match_create(samhain_game(), d, &su, &err);
    samhain_state *s = m->state;
    int a = s->first;
    nm_match_apply_label(m, "place on Stag Grove (1-2), light", &err);
    nm_match_apply_label(m, "place on Gold Mine (13-14), light", &err);
    CHECK(nm_match_apply_label(m, "place on Sickle Smith (3-4), light", &err) == 0);
    s = m->state;
    CHECK_INT(s->track[0][SAMHAIN_LIGHT][a], 4); /* 2 + 2: a first member on each card */
    nm_match_destroy(m);
    nm_data_free(d);
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    sht_data();
    CHECK_STR(try_load(NULL), "");
    CHECK_HAS(try_load(bad_card), "state.village[0]: unknown id \"c02\" in cards");
    CHECK_HAS(try_load(wrong_temple),
              "state.village[0]: card \"c07\" must lie beside its own deity's temple");
    CHECK_HAS(try_load(too_many_wisps), "state.seats[0].wisps");
    CHECK_HAS(try_load(extra_wood), "wood in all places");
    CHECK_HAS(try_load(lost_member),
              "pos.json: state: seat 0 has 11 members in all places, the game gives 12");
    CHECK_HAS(try_load(wrong_mover), "to_move is 2 but the pending decision is seat 0's");
    CHECK_HAS(try_load(typo_key), "pases");
    CHECK_HAS(try_load(bad_phase), "state.phase: unknown phase \"mian\" (did you mean \"main\")");
    CHECK_INT(errors_outside_reserve(no_reserve), 0);
    CHECK_INT(errors_outside_reserve(reserve_number), 0);
    CHECK_HAS(try_load(no_reserve), "pos.json: state.reserve: missing (required)");
    CHECK_HAS(try_load(reserve_number), "pos.json: state.reserve: expected an object");
    per_card_mod();
    mutations(argc > 2 ? atoi(argv[2]) : 400);
    sht_cleanup();
    return check_done("samhain json");
}
