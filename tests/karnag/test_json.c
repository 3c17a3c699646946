/* test_json.c - snapshots: the rulebook's gemstones example played by label from
 * positions/gems_e_c.json (7 and 4 mana, then the two gemstones in a row turn into
 * menhirs at phase F and the council follows), and hand-edited states refused with the
 * JSON path of the fault. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "ktest.h"

static char dir[512];

static cJSON *load(const char *name) {
    static char path[600];
    static nm_errors err;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cJSON *j = nm_json_load_file(path, &err);
    if (!j) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        exit(1);
    }
    return j;
}

static void test_gems_snapshot(const nm_data *d) {
    static nm_errors err;
    cJSON *snap = load("gems_e_c.json");
    nm_match *m = nm_match_from_snapshot(karnag_game(), d, snap, "gems_e_c.json", &err);
    CHECK(m != NULL);
    if (!m) {
        fprintf(stderr, "%s\n", nm_errors_first(&err));
        cJSON_Delete(snap);
        return;
    }
    karnag_state *s = kt_state(m);
    cm_do(m, "perform Gemstones, secondary");
    cm_do(m, "gemstone at E3 (7 mana) by west of A3 and north of E1, north of E1 to council");
    CHECK(s->seat[0].mana == 5);
    CHECK(s->gem[kt_sq("E3")] == 0);
    CHECK(s->seat[0].druid[2] == KARNAG_D_COUNCIL);
    cm_do(m, "gemstone at B3 (4 mana) by west of A3 and north of B1, north of B1 to council");
    s = kt_state(m);
    CHECK(s->seat[0].mana == 1);
    CHECK(s->seat[0].druid[1] == KARNAG_D_COUNCIL);
    cm_do(m, "no more cards"); /* the card in hand could still be played after the action */
    s = kt_state(m);
    /* phase F: B3 and E3 are in a row: 4 squares + 7 for E3 in the light brown region;
     * phase G: 2 druids at the council, 2 VP, and the majority's knowledge level */
    CHECK(s->menhir[kt_sq("E3")] == 0 && s->menhir[kt_sq("B3")] == 0);
    CHECK(s->seat[0].menhirs == 2);
    CHECK(s->seat[0].vp == 4 + 7 + 2);
    CHECK(nm_match_to_move(m) == 0 && cm_has(m, "knowledge Mana recovery to level 1"));
    cm_do(m, "knowledge Mana recovery to level 1");
    CHECK(kt_state(m)->round == 2 && kt_state(m)->phase == KARNAG_PH_CUBES);
    CHECK(kt_invariants(d, kt_state(m)) == 0);
    nm_match_destroy(m);
    cJSON_Delete(snap);
}

/* Edits the state of the snapshot with fn and expects a refusal naming want. */
static void refuse(const nm_data *d, void (*fn)(cJSON *state), const char *want) {
    static nm_errors err;
    cJSON *snap = load("gems_e_c.json");
    fn(cJSON_GetObjectItemCaseSensitive(snap, "state"));
    nm_errors_clear(&err);
    nm_match *m = nm_match_from_snapshot(karnag_game(), d, snap, "pos.json", &err);
    CHECK(m == NULL);
    int found = 0;
    for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) found |= strstr(err.msg[i], want) != NULL;
    check_count++;
    if (!found) {
        fprintf(stderr, "expected an error with \"%s\", got \"%s\"\n", want, nm_errors_first(&err));
        check_failures++;
    }
    if (m) nm_match_destroy(m);
    cJSON_Delete(snap);
}

static cJSON *seat0(cJSON *s) { return cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(s, "seats"), 0); }
static void bad_mana(cJSON *s) { cJSON_ReplaceItemInObject(seat0(s), "mana", cJSON_CreateNumber(21)); }
static void bad_creature(cJSON *s) {
    cJSON *c = cJSON_GetObjectItemCaseSensitive(s, "creatures");
    cJSON_ReplaceItemInObject(c, "golem_1", cJSON_CreateString("sq.99.1"));
}
static void two_creatures(cJSON *s) {
    cJSON *c = cJSON_GetObjectItemCaseSensitive(s, "creatures");
    cJSON_ReplaceItemInObject(c, "golem_1", cJSON_CreateString("sq.1.1"));
    cJSON_ReplaceItemInObject(c, "golem_2", cJSON_CreateString("sq.1.1"));
}
static void lost_card(cJSON *s) { cJSON_DeleteItemFromArray(cJSON_GetObjectItemCaseSensitive(s, "deck"), 0); }
static void unknown_card(cJSON *s) {
    cJSON_ReplaceItemInArray(cJSON_GetObjectItemCaseSensitive(s, "deck"), 0, cJSON_CreateString("vp_9"));
}
static void back_in_hand(cJSON *s) {
    cJSON *h = cJSON_GetObjectItemCaseSensitive(seat0(s), "hand");
    cJSON_ReplaceItemInArray(h, 0, cJSON_CreateString("banish_naja_1"));
    cJSON *deck = cJSON_GetObjectItemCaseSensitive(s, "deck");
    for (int i = 0; i < cJSON_GetArraySize(deck); i++)
        if (strcmp(cJSON_GetArrayItem(deck, i)->valuestring, "banish_naja_1") == 0) {
            cJSON_ReplaceItemInArray(deck, i, cJSON_CreateString("vp_1"));
            break;
        }
}
static void two_druids(cJSON *s) {
    cJSON *dr = cJSON_GetObjectItemCaseSensitive(seat0(s), "druids");
    cJSON_ReplaceItemInArray(dr, 1, cJSON_CreateNumber(57));
}
static void bad_druid(cJSON *s) {
    cJSON *dr = cJSON_GetObjectItemCaseSensitive(seat0(s), "druids");
    cJSON_ReplaceItemInArray(dr, 1, cJSON_CreateString("kitchen"));
}
static void wrong_to_move(cJSON *s) { cJSON_ReplaceItemInObject(s, "to_move", cJSON_CreateNumber(2)); }
static void bad_phase(cJSON *s) { cJSON_ReplaceItemInObject(s, "phase", cJSON_CreateString("actoins")); }
static void menhir_count(cJSON *s) {
    int v[3] = {0, 3, 3};
    cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(s, "menhirs"), cJSON_CreateIntArray(v, 3));
}
static void gate_moved(cJSON *s) {
    cJSON_ReplaceItemInObject(s, "terrain", cJSON_CreateString("K"));
}
static void extra_key(cJSON *s) { cJSON_AddNumberToObject(s, "mana", 3); }
static void track_high(cJSON *s) {
    cJSON_ReplaceItemInObject(cJSON_GetObjectItemCaseSensitive(seat0(s), "tracks"), "mana",
                              cJSON_CreateNumber(6));
}

static void marked_in_bag(cJSON *s) {
    cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(s, "marked"), cJSON_CreateString("golem_1"));
}
static void window_twice(cJSON *s) {
    cJSON *res = cJSON_GetObjectItemCaseSensitive(s, "resolution");
    int v[2] = {1, 1};
    cJSON_ReplaceItemInObject(res, "window_left", cJSON_CreateIntArray(v, 2));
}
static void window_seat_bad(cJSON *s) {
    cJSON_ReplaceItemInObject(cJSON_GetObjectItemCaseSensitive(s, "resolution"), "window_seat",
                              cJSON_CreateNumber(2));
}

/* Bad mods are refused with the file, the path and the problem. */
static void bad_mod(const char *name, const char *want) {
    static nm_errors err;
    static char mod[600];
    snprintf(mod, sizeof mod, "%s/../mods/%s", dir, name);
    const char *mods[1] = {mod};
    nm_data *bad = nm_data_load(karnag_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(bad == NULL);
    int found = 0;
    for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++) found |= strstr(err.msg[i], want) != NULL;
    CHECK(found);
    if (!found) fprintf(stderr, "%s: got \"%s\"\n", name, nm_errors_first(&err));
    nm_data_free(bad);
}

/* VP by source (issue 16): they must sum to vp less the final count; unknown ones refused. */
static void sources_wrong_sum(cJSON *s) {
    cJSON *src = cJSON_CreateObject();
    static const char *const keys[] = {"captures", "council", "menhirs", "effects", "idle", "escapes", "other"};
    for (int k = 0; k < 7; k++) cJSON_AddNumberToObject(src, keys[k], k == 1 ? 999 : 0);
    cJSON_AddItemToObject(seat0(s), "vp_sources", src);
}
static void sources_unknown(cJSON *s) {
    cJSON *src = cJSON_CreateObject();
    cJSON_AddNumberToObject(src, "bribes", 0);
    cJSON_AddItemToObject(seat0(s), "vp_sources", src);
}

/* Every leaf of a JSON tree (numbers, strings, booleans) and its parent, for the mutation
 * test. */
static int leaves(cJSON *j, cJSON **out, cJSON **parent, int n, int max) {
    for (cJSON *c = j->child; c; c = c->next) {
        if ((cJSON_IsNumber(c) || cJSON_IsString(c) || cJSON_IsBool(c)) && n < max) {
            parent[n] = j;
            out[n++] = c;
        } else if (cJSON_IsObject(c) || cJSON_IsArray(c)) {
            n = leaves(c, out, parent, n, max);
        }
    }
    return n;
}

/* Random games cut at random points, one leaf replaced by a number or by a string of the
 * state's own notations (the terrain letters, creature and druid places): the snapshot is
 * refused with an error naming the file, or, when accepted, writes back as read and plays
 * on (run under the sanitizers to see memory errors). */
static void mutations(const nm_data *d, int rounds) {
    static const char *const words[] = {"bag", "gone", "reserve.9", "reserve.1", "sq.0.0", "sq.99.1",
                                        "sq.-1.2", "council", "unplaced", "cauldron.3", "cauldron.9",
                                        "R/R", "", "none", "others", "golem_1"};
    static nm_errors err;
    static nm_action_list l;
    uint32_t r = 777;
    int accepted = 0;
    for (int it = 0; it < rounds; it++) {
        karnag_state t2;
        nm_match *m = kt_match(2 + it % 4, (uint64_t)it, it % 3 == 0);
        r = r * 1103515245u + 12345u;
        int cut = (int)((r >> 8) % 120);
        for (int k = 0; k < cut && !nm_match_over(m); k++) {
            if (m->legal.count == 0) break;
            r = r * 1103515245u + 12345u;
            nm_action a = m->legal.a[(r >> 8) % (uint32_t)m->legal.count];
            if (nm_match_apply(m, &a, &err) != 0) break;
        }
        cJSON *j = nm_state_to_json(d, m->state);
        static cJSON *leaf[1200], *parent[1200];
        int n = leaves(j, leaf, parent, 0, 1200);
        r = r * 1103515245u + 12345u;
        int pick = (int)((r >> 8) % (uint32_t)n);
        r = r * 1103515245u + 12345u;
        cJSON *rep = (r >> 8) % 2 ? cJSON_CreateNumber((double)((int)((r >> 9) % 26) - 5))
                                  : cJSON_CreateString(words[(r >> 9) % (sizeof words / sizeof words[0])]);
        cJSON_ReplaceItemViaPointer(parent[pick], leaf[pick], rep);
        nm_jpos at = {"mutant.json", "state"};
        nm_errors_clear(&err);
        if (nm_state_from_json(d, j, &t2, &at, &err) == 0) {
            accepted++;
            CHECK(kt_roundtrip(d, &t2) == 0); /* 0: read back as written */
            for (int k = 0; k < 60 && !t2.h.over; k++) {
                if (karnag_legal(d, &t2, &l) == 0) break;
                r = r * 1103515245u + 12345u;
                if (karnag_apply(d, &t2, &l.a[(r >> 8) % (uint32_t)l.count], &err) != 0) break;
            }
        } else {
            CHECK(err.count > 0 && strstr(nm_errors_first(&err), "mutant.json") != NULL);
        }
        cJSON_Delete(j);
        nm_match_destroy(m);
    }
    printf("mutations: %d of %d mutated snapshots accepted (and played on)\n", accepted, rounds);
}

int main(int argc, char **argv) {
    snprintf(dir, sizeof dir, "%s", argc > 1 ? argv[1] : "tests/karnag/positions");
    const nm_data *d = kt_data();
    test_gems_snapshot(d);
    bad_mod("bad_gate", "bad_gate/karnag/rules.json: gate_arrows[0]"); /* the mod that gives the key */
    bad_mod("bad_obstacle", "bad_obstacle/karnag/layout.json: basic_5"); /* the mod's file, not the game's */
    refuse(d, bad_mana, "state.seats[0].mana");
    refuse(d, bad_creature, "state.creatures.golem_1");
    refuse(d, two_creatures, "two creatures");
    refuse(d, lost_card, "is nowhere (every component must be in one place)");
    refuse(d, unknown_card, "state.deck[0]");
    refuse(d, back_in_hand, "marked back");
    refuse(d, two_druids, "two druids");
    refuse(d, bad_druid, "state.seats[0].druids[1]");
    refuse(d, wrong_to_move, "state.to_move");
    refuse(d, bad_phase, "did you mean \"actions\"");
    refuse(d, menhir_count, "menhirs");
    refuse(d, gate_moved, "state.terrain");
    refuse(d, extra_key, "state.mana");
    refuse(d, track_high, "state.seats[0].tracks.mana");
    refuse(d, marked_in_bag, "golem_1 carries a black cube");
    refuse(d, window_twice, "state.resolution.window_left[1]");
    refuse(d, window_seat_bad, "state.resolution.window_seat");
    refuse(d, sources_wrong_sum, "state.seats[0].vp_sources: the sources sum to");
    refuse(d, sources_unknown, "state.seats[0].vp_sources");
    mutations(d, argc > 2 ? atoi(argv[2]) : 400);
    kt_cleanup();
    return check_done("karnag_json");
}
