/* test_scenarios.c - the rulebook's worked examples as positions (tests/oak/positions) plus
 * actions by label, checking every number each example states; and refused actions and
 * snapshots that leave everything unchanged. Usage: test_oak_scenarios POSITIONS_DIR. */
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "oaktest.h"
#include "nemeton/json.h"
#include "nemeton/save.h"

static const char *dir = "tests/oak/positions";

static nm_match *load(const char *name) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return ot_snapshot(path);
}

static int count_loc(const oak_state *s, int seat, int loc) { return oak_count_loc(s, seat, loc); }

/* Laura plays Knowledge for its 2-stone space, already occupied: a second active druid goes
 * to the roots, she pays 5 mistletoe, and takes a Sanctuary into a free slot. */
static void laura_temple(void) {
    nm_match *m = load("laura_temple.json");
    const oak_state *s = ot_state(m);
    int mist = s->seat[0].res[OAK_MISTLETOE], roots = count_loc(s, 0, OAK_L_ROOTS);
    ot_apply(m, "Knowledge: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "send an ordinary druid to the roots");
    ot_apply(m, "sanctuary for an ordinary druid (4 VP)");
    s = ot_state(m);
    CHECK(s->seat[0].res[OAK_MISTLETOE] == mist - 5, "paid 5 mistletoe: %d", s->seat[0].res[OAK_MISTLETOE]);
    CHECK(count_loc(s, 0, OAK_L_ROOTS) == roots + 1, "second druid on the roots");
    CHECK(count_loc(s, 0, OAK_L_TEMPLE) == 1, "one druid in the temple");
    CHECK(count_loc(s, 0, OAK_L_REST) == 1, "one druid left on the rest spaces");
    CHECK(s->seat[0].sanct_ord == 1 && s->seat[0].vp == 4, "sanctuary placed, 4 VP: %d", s->seat[0].vp);
    CHECK(s->seat[0].vp_src[OAK_VP_SANCTUARIES] == 4, "the 4 VP come from the Sanctuary");
    CHECK(s->sanct_pile == 23, "pile 23");
    CHECK(s->seat[0].card[ot_id(OAK_K_ASSEMBLY, "knowledge")] == 2, "Knowledge played");
    nm_match_destroy(m);
}

/* Alexandre pays 3 runes, climbs one space (2 VP), crosses a Sun token, the sun reaches a
 * Solstice, and the Festival gives him 2 runes. Next time he must choose a way. */
static void alexandre_oak(void) {
    nm_match *m = load("alexandre_oak.json");
    const nm_data *d = ot_data();
    int token = oak_space_id(d, OAK_RUNE, 2);
    CHECK(ot_state(m)->sun_tokens >> token & 1u, "a Sun token above him");
    ot_apply(m, "Ritual: Oak action to rune.2");
    const oak_state *s = ot_state(m);
    CHECK(s->seat[0].res[OAK_RUNE] == 6 - 3 + 2, "paid 3 runes, Festival gave 2: %d", s->seat[0].res[OAK_RUNE]);
    CHECK(s->seat[0].vp == 2, "2 VP: %d", s->seat[0].vp);
    CHECK(s->seat[0].vp_src[OAK_VP_BRANCHES] == 2, "the 2 VP come from the branch");
    CHECK(!(s->sun_tokens >> token & 1u), "the Sun token is removed");
    CHECK(s->sun == 3, "the sun moved one space: %d", s->sun);
    int8_t tg[2], dr;
    CHECK(oak_climb_targets(d, s, 0, OAK_RUNE, 0, tg, &dr) == 2, "next time: two ways");
    CHECK(s->seat[1].res[OAK_RUNE] == 6, "the other player had no druid on a branch");
    nm_match_destroy(m);
}

/* Damien (Forest order) puts his Bard on the potion space, pays 1 root and 1 mushroom (the
 * mushroom standing for any ingredient), brews Blessing of Belenos, gets a completed-potion
 * marker and the Festival income for himself alone. */
static void damien_potion(void) {
    nm_match *m = load("damien_potion.json");
    const oak_state *s = ot_state(m);
    int feathers = s->seat[0].res[OAK_FEATHER], sun = s->sun, bag_root = s->bag[1], bag_mush = s->bag[4];
    ot_apply(m, "special: Order of the Forest space 1");
    ot_apply(m, "place the Bard");
    ot_apply(m, "brew Blessing of Belenos (other: mushroom)");
    s = ot_state(m);
    CHECK(s->seat[0].ing[1] == 0 && s->seat[0].ing[4] == 0, "root and mushroom paid");
    CHECK(s->bag[1] == bag_root + 1 && s->bag[4] == bag_mush + 1, "back into the bag");
    CHECK(s->seat[0].brewed[ot_id(OAK_K_POTIONS, "belenos")] == 1, "one completed-potion marker");
    CHECK(s->seat[0].res[OAK_FEATHER] == feathers + 2, "Festival income: 2 feathers (%d)", s->seat[0].res[OAK_FEATHER]);
    CHECK(s->sun == sun, "the sun does not move");
    CHECK(count_loc(s, 0, OAK_L_ORDER) == 1, "the Bard stays on the order space");
    nm_match_destroy(m);
}

/* Manon's Raven-master erects a Menhir: 3 mistletoe, 3 runes, 3 feathers; no free slot, so
 * she raises the limit for 1 mistletoe, 1 rune and 1 feather (Fox), places it, 6 VP. */
static void manon_menhir(void) {
    nm_match *m = load("manon_menhir.json");
    ot_apply(m, "special: erect a Menhir");
    ot_apply(m, "place the Raven-master");
    ot_apply(m, "raise the sanctuary limit paying 1 feathers, 1 mistletoe, 1 runes");
    ot_apply(m, "erect the menhir");
    const oak_state *s = ot_state(m);
    for (int r = 0; r < 3; r++) CHECK(s->seat[0].res[r] == 6 - 3 - 1, "resource %d: %d", r, s->seat[0].res[r]);
    CHECK(s->seat[0].limit[0] == 2, "limit marker moved right");
    CHECK(s->seat[0].menhirs == 1, "menhir placed");
    CHECK(s->seat[0].vp == 4 + 6, "6 VP: %d", s->seat[0].vp);
    CHECK(s->seat[0].vp_src[OAK_VP_MENHIRS] == 6 && s->seat[0].vp_src[OAK_VP_SANCTUARIES] == 4,
          "6 VP from the Menhir, the Sanctuary's 4 kept");
    CHECK(s->sanct_pile == 22, "pile 22");
    CHECK(count_loc(s, 0, OAK_L_MENHIR) == 1, "the Raven-master stays on the Menhir space");
    nm_match_destroy(m);
}

/* Laura uses the Seer's Ring: last notch, she loses 3 VP, replays an Assembly card played
 * this round (Knowledge's promotion, free), promotes the druid on the ring to Bard (Bard
 * board: one more slot of each), and the ring is exhausted with the Bard on it. */
static void laura_ring(void) {
    nm_match *m = load("laura_ring.json");
    const nm_data *d = ot_data();
    int before_c = oak_limit_slots(d, ot_state(m), 0, 1), before_s = oak_limit_slots(d, ot_state(m), 0, 0);
    ot_apply(m, "special: use Seer's Ring");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "replay Knowledge, 3-stone action");
    ot_apply(m, "promote a druid (artifact) to Bard");
    const oak_state *s = ot_state(m);
    int ring = ot_id(OAK_K_ARTIFACTS, "seers_ring"), bard = ot_id(OAK_K_ELDERS, "bard"), on = -1;
    CHECK(s->seat[0].vp == 7, "lost 3 VP: %d", s->seat[0].vp);
    CHECK(s->seat[0].vp_src[OAK_VP_ARTIFACTS] == 4 - 1 - 3, "the ring's 4 VP less its two notches: %d",
          s->seat[0].vp_src[OAK_VP_ARTIFACTS]);
    CHECK(s->seat[0].art[0] == -1 && s->seat[0].spent_count == 1 && s->seat[0].spent[0] == ring, "ring exhausted");
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (s->seat[0].druid[i].loc == OAK_L_ARTIFACT) on = i;
    CHECK(on >= 0 && s->seat[0].druid[on].elder == bard, "the Bard stays on the ring until Dusk");
    CHECK(s->seat[0].has_board[0] == 1, "Bard board");
    CHECK(oak_limit_slots(d, s, 0, 1) == before_c + 1 && oak_limit_slots(d, s, 0, 0) == before_s + 1,
          "one more slot of each");
    CHECK(s->seat[0].res[OAK_MISTLETOE] == 0, "nothing paid");
    nm_match_destroy(m);
}

/* A refused action and a malformed snapshot leave everything as it was. */
static void refusals(void) {
    nm_match *m = load("laura_temple.json");
    static nm_errors err;
    char h1[17], h2[17];
    nm_match_hash(m, h1);
    nm_errors_clear(&err);
    CHECK(nm_match_apply_label(m, "Mysticism: temple space 3", &err) != 0, "an unowned card is refused");
    CHECK(strstr(nm_errors_first(&err), "Mysticism") != NULL, "the error names the label: %s", nm_errors_first(&err));
    nm_action bogus = {.kind = OAK_ACT_TEMPLE, .p = {0, 7, 9}};
    nm_errors_clear(&err);
    CHECK(nm_match_apply(m, &bogus, &err) != 0, "a malformed action is refused");
    nm_match_hash(m, h2);
    CHECK(strcmp(h1, h2) == 0, "state unchanged");
    /* snapshots with a bad value are refused with the path */
    char *text = nm_snapshot_text(m);
    cJSON *j = cJSON_Parse(text);
    free(text);
    cJSON *st = cJSON_GetObjectItem(j, "state");
    cJSON *seat0 = cJSON_GetArrayItem(cJSON_GetObjectItem(st, "seats"), 0);
    cJSON_ReplaceItemInObject(seat0, "rune", cJSON_CreateNumber(12));
    nm_errors_clear(&err);
    nm_match *bad = nm_match_from_snapshot(oak_game(), ot_data(), j, "pos.json", &err);
    CHECK(!bad && strstr(nm_errors_first(&err), "seats[0].rune") != NULL, "range error with path: %s", nm_errors_first(&err));
    nm_match_destroy(bad);
    cJSON_ReplaceItemInObject(seat0, "rune", cJSON_CreateNumber(6));
    /* VP by source that do not sum to vp, then an unknown source */
    cJSON *src = cJSON_GetObjectItem(seat0, "vp_sources");
    cJSON_ReplaceItemInObject(src, "menhirs", cJSON_CreateNumber(6));
    nm_errors_clear(&err);
    bad = nm_match_from_snapshot(oak_game(), ot_data(), j, "pos.json", &err);
    CHECK(!bad && strstr(nm_errors_first(&err), "seats[0].vp_sources") != NULL && strstr(nm_errors_first(&err), "sum"),
          "VP sources that do not sum to vp: %s", nm_errors_first(&err));
    nm_match_destroy(bad);
    cJSON_ReplaceItemInObject(src, "menhirs", cJSON_CreateNumber(0));
    cJSON_AddNumberToObject(src, "festivals", 0);
    nm_errors_clear(&err);
    bad = nm_match_from_snapshot(oak_game(), ot_data(), j, "pos.json", &err);
    CHECK(!bad && strstr(nm_errors_first(&err), "vp_sources") != NULL, "unknown VP source: %s", nm_errors_first(&err));
    nm_match_destroy(bad);
    cJSON_DeleteItemFromObject(src, "festivals");
    cJSON *row = cJSON_GetObjectItem(st, "creature_row");
    cJSON_ReplaceItemInArray(row, 0, cJSON_CreateString(cJSON_GetArrayItem(cJSON_GetObjectItem(st, "creature_deck"), 0)->valuestring));
    nm_errors_clear(&err);
    bad = nm_match_from_snapshot(oak_game(), ot_data(), j, "pos.json", &err);
    CHECK(!bad && strstr(nm_errors_first(&err), "one place") != NULL, "a creature in two places: %s", nm_errors_first(&err));
    nm_match_destroy(bad);
    cJSON_Delete(j);
    nm_match_destroy(m);

    /* a save whose action was tampered with is refused, naming the action */
    nm_match *g = ot_match(2, 8, 0);
    ot_apply(g, "choose Order of the Bee");
    ot_apply(g, "choose Order of the Fox");
    ot_apply(g, "pass");
    char *save = nm_save_text(g);
    char *at = strstr(save, "\"pass\"");
    CHECK(at != NULL, "the save lists its actions by label");
    if (at) memcpy(at, "\"past\"", 6);
    nm_library lib = {.root = nm_builtin_data_dir()};
    nm_errors_clear(&err);
    nm_match *r = nm_save_parse(&lib, save, "tampered.json", &err);
    CHECK(r == NULL && strstr(nm_errors_first(&err), "past") != NULL, "tampered save refused: %s", nm_errors_first(&err));
    nm_match_destroy(r);
    nm_library_close(&lib);
    free(save);
    nm_match_destroy(g);
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    laura_temple();
    alexandre_oak();
    damien_potion();
    manon_menhir();
    laura_ring();
    refusals();
    ot_cleanup();
    return check_done("oak_scenarios");
}
