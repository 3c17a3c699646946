/* test_effects.c - each component's effect on a hand-built position: Assembly cards,
 * orders, Elders, Artifacts, Potions, Creatures, and the free actions. */
#include <stdlib.h>
#include <string.h>
#include "oaktest.h"

#define RUN(m, ...) ot_run(m, (const char *const[]){__VA_ARGS__, NULL})
#define S(m) ot_state(m)

static int loc_count(nm_match *m, int seat, int loc) { return oak_count_loc(S(m), seat, loc); }
static int ing_total(const oak_seat *p) { return p->ing[0] + p->ing[1] + p->ing[2] + p->ing[3] + p->ing[4]; }

static void give_card(nm_match *m, const char *id, int state) { S(m)->seat[0].card[ot_id(OAK_K_ASSEMBLY, id)] = (int8_t)state; }

static void give_ing(oak_state *s, int seat, int k, int n) {
    s->bag[k] = (int8_t)(s->bag[k] - n);
    s->seat[seat].ing[k] = (int8_t)(s->seat[seat].ing[k] + n);
}

/* Name of a row creature the seat may take (a negative VP card needs the VP), from slot i on. */
/* The other seats pass, gathering nothing, until seat 0 is to move. */
static void others_pass(nm_match *m) {
    while (nm_match_to_move(m) > 0) ot_apply(m, cm_has(m, "pass") ? "pass" : "stop gathering");
}

/* The label of the first legal action whose label starts with prefix (0 when none). */
static int first_label(const nm_match *m, const char *prefix, char lab[NM_LABEL_LEN]) {
    const nm_action_list *l = nm_match_legal(m);
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], lab, NM_LABEL_LEN);
        if (strncmp(lab, prefix, strlen(prefix)) == 0) return 1;
    }
    return 0;
}

static const char *row_name(nm_match *m, int i) {
    for (int k = 0; k < OAK_ROW; k++) {
        int c = S(m)->row[(i + k) % OAK_ROW];
        if (c >= 0 && S(m)->seat[0].vp + oak_field(ot_data(), OAK_K_CREATURES, c, OAK_C_VP) >= 0)
            return oak_kind(ot_data(), OAK_K_CREATURES)->items[c].name[0];
    }
    return "?";
}

/* ---------------------------------------------------------------- Assembly cards */

static void assembly(void) {
    char lab[96];
    nm_match *m = ot_day(NULL);
    RUN(m, "Narration: temple space 1", "place an ordinary druid", "raise the creature limit");
    CHECK(S(m)->seat[0].limit[1] == 2 && S(m)->seat[0].res[0] == 5, "Narration 1: limit +1 for 1 feather");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_set_vp(S(m), 0, 5);
    m = ot_reload(m);
    int c = S(m)->row[0], vp = oak_field(ot_data(), OAK_K_CREATURES, c, OAK_C_VP);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 0));
    RUN(m, "Narration: temple space 2", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].creature_count == 1 && S(m)->seat[0].creatures[0] == c, "Narration 2: creature taken");
    CHECK(S(m)->seat[0].res[0] == 0, "6 feathers paid");
    CHECK(S(m)->seat[0].vp == 5 + vp || (5 + vp < 0 && S(m)->seat[0].vp == 0), "creature VP");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_CREATURES] == S(m)->seat[0].vp - 5, "creature VP counted as creatures");
    CHECK(S(m)->row[0] >= 0 && S(m)->row[0] != c, "row refilled");
    nm_match_destroy(m);

    m = ot_day(NULL);
    int a = S(m)->arow[1];
    snprintf(lab, sizeof lab, "take %s", oak_kind(ot_data(), OAK_K_ARTIFACTS)->items[a].name[0]);
    RUN(m, "Narration: temple space 3", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].art[0] == a && S(m)->seat[0].vp == 4 && S(m)->seat[0].art_pos[0] == 0, "Narration 3: artifact, 4 VP");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_ARTIFACTS] == 4, "Narration 3: the 4 VP counted as artifacts");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "veneration", 1);
    S(m)->seat[0].druid[0].loc = OAK_L_ROOTS; /* a free rest space */
    m = ot_reload(m);
    RUN(m, "Veneration: temple space 1", "place an ordinary druid", "recruit an ordinary druid");
    CHECK(loc_count(m, 0, OAK_L_REST) == 2 && S(m)->seat[0].res[0] == 6, "Veneration 1: free recruit");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "veneration", 1);
    m = ot_reload(m);
    RUN(m, "Veneration: temple space 2", "place an ordinary druid", "climb to mistletoe.0");
    CHECK(S(m)->seat[0].vp == 2 && S(m)->seat[0].res[0] == 5 && loc_count(m, 0, OAK_L_BRANCH) == 1, "Veneration 2: climb any branch");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "veneration", 1);
    m = ot_reload(m);
    RUN(m, "Veneration: temple space 3", "place an ordinary druid", "promote a druid (roots) to Ovate");
    CHECK(oak_elders_owned(S(m), 0) == 1 && S(m)->seat[0].res[0] == 2, "Veneration 3: promotion for 4 feathers");
    nm_match_destroy(m);

    m = ot_day(NULL);
    int acorns = S(m)->bag[3];
    RUN(m, "Knowledge: temple space 1", "place an ordinary druid", "take acorn");
    CHECK(S(m)->seat[0].ing[3] == 1 && S(m)->bag[3] == acorns - 1 && S(m)->seat[0].res[1] == 3, "Knowledge 1: ingredient of choice");
    nm_match_destroy(m);

    m = ot_day(NULL);
    RUN(m, "Knowledge: temple space 3", "place an ordinary druid", "promote a druid (rest) to Recluse");
    CHECK(oak_elders_owned(S(m), 0) == 1 && S(m)->seat[0].res[1] == 0, "Knowledge 3: promotion for 6 mistletoe");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "wisdom", 1);
    m = ot_reload(m);
    RUN(m, "Wisdom: temple space 1", "place an ordinary druid", "trade 3 feathers for 3 runes");
    CHECK(S(m)->seat[0].res[0] == 3 && S(m)->seat[0].res[2] == 9 && S(m)->seat[0].res[1] == 6, "Wisdom 1: trade");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "wisdom", 1);
    ot_potion_row(S(m), "inspiration");
    give_ing(S(m), 0, 3, 1);
    give_ing(S(m), 0, 0, 1);
    m = ot_reload(m);
    RUN(m, "Wisdom: temple space 2", "place an ordinary druid", "brew Inspiration (other: bark)",
        "promote a druid (roots) to Bard");
    CHECK(ing_total(&S(m)->seat[0]) == 0 && S(m)->seat[0].brewed[ot_id(OAK_K_POTIONS, "inspiration")] == 1,
          "Wisdom 2: brewed");
    CHECK(S(m)->seat[0].has_board[0] == 1 && oak_limit_slots(ot_data(), S(m), 0, 1) == 2, "Inspiration: Bard with board");
    nm_match_destroy(m);

    m = ot_day(NULL);
    RUN(m, "Ritual: temple space 1", "place an ordinary druid", "recruit an ordinary druid", "recruit no more");
    CHECK(loc_count(m, 0, OAK_L_REST) == 3 && S(m)->seat[0].res[2] == 3, "Ritual 1: recruit for 3 runes");
    nm_match_destroy(m);

    m = ot_day(NULL);
    RUN(m, "Ritual: temple space 3", "place an ordinary druid", "add Mysticism");
    CHECK(S(m)->seat[0].card[ot_id(OAK_K_ASSEMBLY, "mysticism")] == 1 && S(m)->seat[0].res[2] == 2, "Ritual 3: advanced card");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "mysticism", 1);
    give_card(m, "narration", 2);
    m = ot_reload(m);
    RUN(m, "Mysticism: temple space 3", "place an ordinary druid", "replay Narration, 1-stone action",
        "raise the sanctuary limit");
    CHECK(S(m)->seat[0].limit[0] == 2 && S(m)->seat[0].res[2] == 0 && S(m)->seat[0].res[0] == 6,
          "Mysticism 3: replay without paying the card's cost");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "heart", 1);
    m = ot_reload(m);
    RUN(m, "Heart of the Sacred Oak: Oak action to rune.0 paying 1/1/1");
    CHECK(S(m)->seat[0].res[0] == 5 && S(m)->seat[0].res[1] == 5 && S(m)->seat[0].res[2] == 5 && S(m)->seat[0].vp == 2,
          "Heart: Oak action for any 3 resources, any branch");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "heart", 1);
    m = ot_reload(m);
    RUN(m, "Heart of the Sacred Oak: card action 3", "place an ordinary druid", "choose 1: take_sanctuary()",
        "sanctuary for any druid (2 VP)");
    CHECK(S(m)->seat[0].res[2] == 3 && loc_count(m, 0, OAK_L_HEART) == 1, "Heart: rune space on the card");
    nm_match_destroy(m);
}

/* ---------------------------------------------------------------- orders and Elders */

static void orders_elders(void) {
    char lab[96];
    nm_match *m = ot_day("Order of the Bee");
    RUN(m, "special: Order of the Bee space 1", "place an ordinary druid", "promote a druid (rest) to Archdruid");
    CHECK(oak_elders_owned(S(m), 0) == 1, "Bee: promotion with any druid");
    nm_match_destroy(m);

    m = ot_day("Order of the Blackbird");
    const nm_action_list *l = nm_match_legal(m);
    int special = 0;
    for (int i = 0; i < l->count; i++) special |= l->a[i].kind == OAK_ACT_SPECIAL && l->a[i].p[0] == 0;
    CHECK(!special, "Blackbird: no Elder, no special action");
    ot_elder(S(m), 0, 0, "bard");
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 2));
    RUN(m, "special: Order of the Blackbird space 1", "place the Bard", lab);
    CHECK(S(m)->seat[0].creature_count == 1, "Blackbird: Elder takes a creature");
    nm_match_destroy(m);

    m = ot_day("Order of the Cairns");
    ot_elder(S(m), 0, 0, "bard");
    S(m)->seat[0].sanct_ord = 1;
    S(m)->sanct_pile--;
    S(m)->seat[0].has_board[0] = 0;
    m = ot_reload(m);
    /* 1 slot on the board + 1 from the Bard; with the Cairns two Sanctuaries share a slot */
    RUN(m, "special: Order of the Cairns space 1", "place the Bard", "sanctuary for any druid (2 VP)");
    CHECK(S(m)->seat[0].sanct_elder == 1 && oak_sanct_used(ot_data(), S(m), 0) == 1, "Cairns: two sanctuaries in a slot");
    nm_match_destroy(m);

    m = ot_day("Order of the Fox");
    ot_elder(S(m), 0, 0, "archdruid");
    m = ot_reload(m);
    RUN(m, "special: Order of the Fox space 1", "place the Archdruid", "gain 6 runes");
    CHECK(S(m)->seat[0].res[2] == 9, "Fox: 6 of one resource, capped at 9");
    nm_match_destroy(m);

    m = ot_day("Order of the Forest");
    ot_elder(S(m), 0, 0, "ovate");
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 2", "place the Ovate");
    CHECK(ing_total(&S(m)->seat[0]) == 3, "Forest: Elder draws 3 ingredients");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_elder(S(m), 0, 0, "archdruid");
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 0));
    RUN(m, "Narration: temple space 2", "place the Archdruid", lab);
    CHECK(S(m)->seat[0].res[0] == 2, "Archdruid: 2 resources fewer (%d)", S(m)->seat[0].res[0]);
    nm_match_destroy(m);

    /* the Ovate: one resource fewer for the brewing action, the recipe unchanged */
    m = ot_day(NULL);
    ot_elder(S(m), 0, 0, "ovate");
    ot_potion_row(S(m), "inspiration");
    give_ing(S(m), 0, 3, 1);
    give_ing(S(m), 0, 0, 1);
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 2", "place the Ovate", "brew Inspiration (other: bark)");
    CHECK(S(m)->seat[0].res[OAK_RUNE] == 4, "Ovate: the 3 runes cost 2 (%d)", S(m)->seat[0].res[OAK_RUNE]);
    CHECK(ing_total(&S(m)->seat[0]) == 0 && S(m)->seat[0].brewed[ot_id(OAK_K_POTIONS, "inspiration")] == 1,
          "Ovate: acorn and bark paid, Inspiration brewed");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_elder(S(m), 0, 3, "recluse");
    m = ot_reload(m);
    CHECK(oak_rest_fits(ot_data(), S(m), 0, 0, 0), "rest full with 3");
    RUN(m, "Ritual: temple space 1", "place an ordinary druid", "recruit Recluse");
    CHECK(S(m)->seat[0].druid[3].loc == OAK_L_REST, "Recluse: its own rest space");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_elder(S(m), 0, 0, "ravenmaster");
    S(m)->seat[1].druid[0].loc = OAK_L_TEMPLE;
    S(m)->seat[1].druid[0].a = 0;
    S(m)->seat[1].druid[0].b = 0;
    m = ot_reload(m);
    RUN(m, "Narration: temple space 1", "place the Raven-master", "raise the creature limit");
    CHECK(loc_count(m, 0, OAK_L_ROOTS) == 6, "Raven-master: no second druid");
    nm_match_destroy(m);

    m = ot_day(NULL);
    S(m)->seat[1].druid[0].loc = OAK_L_TEMPLE;
    m = ot_reload(m);
    RUN(m, "Narration: temple space 1", "place an ordinary druid", "send an ordinary druid to the roots", "raise the creature limit");
    CHECK(loc_count(m, 0, OAK_L_ROOTS) == 7, "occupied: a second druid to the roots");
    nm_match_destroy(m);
}

/* ---------------------------------------------------------------- artifacts */

static void artifact(const char *id, const char *name, const char *const *then, int vp_before, int uses) {
    char lab[96];
    nm_match *m = ot_day(NULL);
    ot_give_artifact(S(m), 0, 0, id, uses);
    ot_set_vp(S(m), 0, vp_before);
    S(m)->seat[0].res[0] = 1;
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "special: use %s", name);
    int a = ot_id(OAK_K_ARTIFACTS, id), n = 0;
    const int32_t *dial = nm_data_ints(ot_data(), oak_field(ot_data(), OAK_K_ARTIFACTS, a, OAK_AR_DIAL), &n);
    if (ot_apply(m, lab) || ot_apply(m, "place an ordinary druid") || ot_run(m, then)) {
        nm_match_destroy(m);
        return;
    }
    const oak_seat *p = &S(m)->seat[0];
    int exhausted = uses + 1 >= n;
    CHECK(exhausted ? (p->art[0] < 0 && p->spent_count == 1) : p->art_pos[0] == uses + 1, "%s dial", id);
    if (!strcmp(id, "moonstone_necklace")) CHECK(p->res[0] == 7, "%s: 6 feathers", id);
    if (!strcmp(id, "arduinna_pendant")) CHECK(p->res[1] == 9, "%s: mistletoe to 9", id);
    if (!strcmp(id, "rune_bag")) CHECK(p->res[2] == 9, "%s: runes to 9", id);
    if (!strcmp(id, "cernunnos_ornament")) CHECK(p->creature_count == 1, "%s: creature", id);
    if (!strcmp(id, "wood_shaper")) CHECK(p->sanct_ord == 1, "%s: sanctuary", id);
    if (!strcmp(id, "carnyx")) CHECK(loc_count(m, 0, OAK_L_BRANCH) == 1 && p->res[0] == 1, "%s: free climb", id);
    if (!strcmp(id, "antler_headdress")) CHECK(oak_elders_owned(S(m), 0) == 1, "%s: promotion", id);
    if (!strcmp(id, "golden_sickle")) CHECK(ing_total(p) == 3, "%s: 3 ingredients", id);
    if (!strcmp(id, "cornucopia")) CHECK(p->res[1] == 0 && p->res[2] == 9, "%s: trade plus 3", id);
    if (!strcmp(id, "toutatis_shield")) CHECK(p->vp == vp_before - dial[uses] + 2, "%s: 2 VP", id);
    if (strcmp(id, "toutatis_shield") && strcmp(id, "wood_shaper") && strcmp(id, "carnyx"))
        CHECK(p->vp == vp_before - dial[uses], "%s: VP cost %d (vp %d)", id, dial[uses], p->vp);
    if (vp_before >= dial[uses]) /* the dial's cost and the Shield's gain count as artifacts */
        CHECK(p->vp_src[OAK_VP_ARTIFACTS] == -dial[uses] + (strcmp(id, "toutatis_shield") ? 0 : 2),
              "%s: artifact VP %d", id, p->vp_src[OAK_VP_ARTIFACTS]);
    nm_match_destroy(m);
}

static void artifacts(void) {
    artifact("moonstone_necklace", "Moonstone Necklace", (const char *const[]){NULL}, 5, 0);
    artifact("arduinna_pendant", "Pendant of Arduinna", (const char *const[]){NULL}, 5, 1);
    artifact("rune_bag", "Bag of Runestones", (const char *const[]){NULL}, 5, 2);
    artifact("wood_shaper", "Enchanted Woodshaper", (const char *const[]){"sanctuary for an ordinary druid (4 VP)", NULL}, 5, 0);
    artifact("carnyx", "Carnyx", (const char *const[]){"climb to feather.0", NULL}, 5, 0);
    artifact("antler_headdress", "Antler Headdress", (const char *const[]){"promote a druid (roots) to Bard", NULL}, 5, 1);
    artifact("golden_sickle", "Golden Sickle", (const char *const[]){NULL}, 5, 3);
    artifact("cornucopia", "Horn of Plenty", (const char *const[]){"trade 6 mistletoe for 9 runes", NULL}, 5, 0);
    artifact("toutatis_shield", "Shield of Toutatis", (const char *const[]){NULL}, 5, 2);
    /* a VP cost that cannot be paid forbids the use */
    nm_match *m = ot_day(NULL);
    ot_give_artifact(S(m), 0, 0, "seers_ring", 1);
    m = ot_reload(m);
    const nm_action_list *l = nm_match_legal(m);
    int open = 0;
    for (int i = 0; i < l->count; i++) open |= l->a[i].kind == OAK_ACT_SPECIAL && l->a[i].p[0] == 3;
    CHECK(!open, "Seer's Ring needs 3 VP");
    nm_match_destroy(m);
    /* Ornament of Cernunnos with the first creature in the row */
    m = ot_day(NULL);
    ot_give_artifact(S(m), 0, 0, "cernunnos_ornament", 0);
    ot_set_vp(S(m), 0, 5);
    m = ot_reload(m);
    char lab[96];
    snprintf(lab, sizeof lab, "take %s", row_name(m, 0));
    RUN(m, "special: use Ornament of Cernunnos", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].creature_count == 1, "Cernunnos: creature into a free slot");
    nm_match_destroy(m);
}

/* ---------------------------------------------------------------- potions */

static nm_match *brew_pos(const char *potion, const int ing[5]) {
    nm_match *m = ot_day("Order of the Forest");
    ot_potion_row(S(m), potion);
    for (int k = 0; k < 5; k++) give_ing(S(m), 0, k, ing[k]);
    return ot_reload(m);
}

static void potions(void) {
    nm_match *m = brew_pos("nature_gift", (const int[]){1, 1, 0, 0, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Gift of Nature (other: root)",
        "raise the creature limit", "raise the sanctuary limit");
    CHECK(S(m)->seat[0].limit[0] == 2 && S(m)->seat[0].limit[1] == 2, "Gift of Nature: two free steps");
    nm_match_destroy(m);

    m = brew_pos("belenos", (const int[]){0, 1, 0, 1, 0});
    S(m)->seat[0].druid[5].loc = OAK_L_BRANCH;
    S(m)->seat[0].druid[5].a = 2;
    S(m)->seat[0].druid[5].b = 2;
    ot_set_vp(S(m), 0, 99);
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Blessing of Belenos (other: acorn)");
    CHECK(S(m)->seat[0].res[2] == 8, "Belenos: Festival income even ahead of the sun (%d)", S(m)->seat[0].res[2]);
    nm_match_destroy(m);

    m = brew_pos("bloom", (const int[]){0, 1, 0, 1, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Blossoming", "gain 9 runes");
    CHECK(S(m)->seat[0].res[2] == 9, "Blossoming");
    nm_match_destroy(m);

    m = brew_pos("dryad", (const int[]){1, 0, 1, 0, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Summoning of a Dryad",
        "climb to rune.0 then rune.1");
    CHECK(S(m)->seat[0].vp == 2 && S(m)->seat[0].druid[3].b == 1, "Dryad: two spaces, VP of the second only");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_BRANCHES] == 2, "Dryad: the VP come from the branch");
    nm_match_destroy(m);

    m = brew_pos("runic_power", (const int[]){0, 0, 1, 1, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Runic Power",
        "pay 2 feathers, 2 mistletoe, 2 runes", "erect the menhir");
    CHECK(S(m)->seat[0].menhirs == 1 && S(m)->seat[0].vp == 6 && S(m)->seat[0].res[0] == 4, "Runic Power: menhir for 6 resources");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_MENHIRS] == 6, "Runic Power: the VP come from the Menhir");
    nm_match_destroy(m);

    m = brew_pos("wood_distortion", (const int[]){1, 0, 0, 2, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Warping of the Wood");
    { /* climb with branch each: its answers in each language (label_lang) */
        const nm_action_list *l = nm_match_legal(m);
        char fr[NM_LABEL_LEN * 2] = "";
        if (l->count > 0) nm_match_display_label(m, &l->a[0], 1, fr, sizeof fr);
        CHECK(!strcmp(fr, "grimper sur chaque branche (embranchements : gauche, gauche, gauche)"),
              "Warping in French: \"%s\"", fr);
    }
    RUN(m, "climb every branch (forks: left, left, left)");
    CHECK(loc_count(m, 0, OAK_L_BRANCH) == 3 && S(m)->seat[0].vp == 6, "Warping: a druid enters each branch");
    nm_match_destroy(m);

    m = brew_pos("chosen", (const int[]){0, 0, 0, 1, 2});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Chosen of the Sacred Oak",
        "promote a druid (roots) to Ancient");
    CHECK(S(m)->seat[0].has_board[1] == 1 && oak_limit_slots(ot_data(), S(m), 0, 1) == 2, "Chosen: Ancient and its board");
    nm_match_destroy(m);

    m = brew_pos("heart_potion", (const int[]){0, 2, 1, 0, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Heart of the Sacred Oak");
    CHECK(S(m)->seat[0].card[ot_id(OAK_K_ASSEMBLY, "heart")] == 1, "Heart potion: the card in hand");
    nm_match_destroy(m);

    m = brew_pos("gods_gift", (const int[]){2, 1, 0, 0, 0});
    char pick[96];
    int want = S(m)->apile[0];
    snprintf(pick, sizeof pick, "use %s", oak_kind(ot_data(), OAK_K_ARTIFACTS)->items[want].name[0]);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Gift of the Gods", pick);
    CHECK(S(m)->seat[0].art_ext == 1 && S(m)->seat[0].art[0] == want && S(m)->seat[0].vp == 4,
          "Gift of the Gods: any artifact and the extension");
    nm_match_destroy(m);

    m = brew_pos("animal_companion", (const int[]){0, 0, 2, 0, 1});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Animal Companion", "take Ellén Trechend");
    CHECK(S(m)->seat[0].creature_count == 1 && S(m)->seat[0].vp == 5, "Animal Companion: any creature from the deck");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_CREATURES] == 5, "Animal Companion: Ellén Trechend's VP as creatures");
    nm_match_destroy(m);

    m = brew_pos("inspiration", (const int[]){1, 1, 1, 0, 0});
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Dark Woods with bark+root+blueberry");
    CHECK(S(m)->seat[0].vp == 3 && ing_total(&S(m)->seat[0]) == 0, "Dark Woods: 3 kinds, 3 VP");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_POTIONS] == 3 && S(m)->seat[0].vp_src[OAK_VP_FINAL_POTION] == 0,
          "Dark Woods during the game: potions, not the final potion");
    nm_match_destroy(m);
}

/* ---------------------------------------------------------------- creatures and free actions */

static void creatures(void) {
    nm_match *m = ot_day(NULL);
    ot_give_creature(S(m), 0, "selkie");
    m = ot_reload(m);
    RUN(m, "convert 1 runes to feathers");
    CHECK(S(m)->seat[0].res[2] == 5 && S(m)->seat[0].res[0] == 7, "Selkie: rune to feather");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "each_uisge");
    m = ot_reload(m);
    RUN(m, "Knowledge: temple space 1 as 3 stones", "place an ordinary druid", "promote a druid (roots) to Bard");
    CHECK(oak_elders_owned(S(m), 0) == 1 && S(m)->seat[0].res[1] == 0, "Each Uisge: space 1 acts as 3 stones");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "cu_sith");
    m = ot_reload(m);
    RUN(m, "Narration: temple space 1", "place an ordinary druid", "extra Oak action to feather.0", "raise the creature limit");
    CHECK(S(m)->seat[0].res[0] == 4 && S(m)->seat[0].vp == 2, "Cù-Sìth: Oak action for 1 more feather");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "caoineag");
    m = ot_reload(m);
    RUN(m, "Knowledge: temple space 1", "place an ordinary druid", "take bark");
    CHECK(S(m)->seat[0].res[1] == 4, "Caoineag: a temple action costs 1 less");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "unseelie_court");
    m = ot_reload(m);
    RUN(m, "raise the sanctuary limit paying 0/0/1");
    CHECK(S(m)->seat[0].limit[0] == 2 && S(m)->seat[0].res[2] == 5, "Unseelie Court: limit raise 2 cheaper");
    nm_match_destroy(m);

    /* The Unseelie Court also on Narration's 1-stone move of a marker: 1 feather, 2 less, 0 */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "unseelie_court");
    S(m)->seat[0].res[OAK_FEATHER] = 0;
    m = ot_reload(m);
    RUN(m, "Narration: temple space 1", "place an ordinary druid", "raise the creature limit");
    CHECK(S(m)->seat[0].limit[1] == 2 && S(m)->seat[0].res[OAK_FEATHER] == 0, "Unseelie Court: Narration's marker move for 0");
    nm_match_destroy(m);

    /* Leannán sídhe: one forest ingredient for each druid recruited (Ritual's two) */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "leannan_sidhe");
    S(m)->seat[0].druid[2].loc = OAK_L_ROOTS;
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 1", "place an ordinary druid", "recruit an ordinary druid", "recruit an ordinary druid");
    for (int k = 0; k < 2; k++) {
        char tk[NM_LABEL_LEN];
        CHECK(first_label(m, "take ", tk), "a forest ingredient to take");
        RUN(m, tk);
    }
    CHECK(ing_total(&S(m)->seat[0]) == 2 && loc_count(m, 0, OAK_L_REST) == 3, "Leannán sídhe: 2 druids, 2 ingredients");
    nm_match_destroy(m);

    /* Fachan ("Ériger un Menhir") is the special action's: Runic Power still pays 6 */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "fachan");
    ot_potion_row(S(m), "runic_power");
    give_ing(S(m), 0, 2, 1);
    give_ing(S(m), 0, 3, 1);
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 2", "place an ordinary druid", "brew Runic Power");
    CHECK(cm_has(m, "pay 6 feathers, 0 mistletoe, 0 runes") && !cm_has(m, "pay 3 feathers, 0 mistletoe, 0 runes"),
          "Runic Power's 6 resources, Fachan or not");
    RUN(m, "pay 3 feathers, 3 mistletoe, 0 runes", "erect the menhir");
    CHECK(S(m)->seat[0].menhirs == 1 && S(m)->seat[0].res[0] == 3 && S(m)->seat[0].res[1] == 3 && S(m)->seat[0].res[2] == 3,
          "3 runes for the action, 6 for the Menhir");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "abhartach");
    give_ing(S(m), 0, 2, 1);
    m = ot_reload(m);
    RUN(m, "return blueberry for 1 mistletoe");
    CHECK(S(m)->seat[0].res[1] == 7 && S(m)->seat[0].ing[2] == 0, "Abhartach");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "carw_gwyn");
    m = ot_reload(m);
    RUN(m, "discard Carw Gwyn for VP");
    CHECK(S(m)->seat[0].vp == 6 && S(m)->seat[0].creature_count == 0 && S(m)->discard_count == 1, "Carw Gwyn: 6 VP");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_CREATURES] == 6, "Carw Gwyn: the 6 VP as creatures");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "fuath");
    m = ot_reload(m);
    RUN(m, "special: erect a Menhir", "place an ordinary druid", "erect the menhir");
    CHECK(S(m)->seat[0].menhirs == 1 && S(m)->seat[0].vp == 6 && S(m)->seat[0].res[0] == 3, "Fuath: Menhir with an ordinary druid");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "fuath");
    ot_give_creature(S(m), 0, "fachan");
    m = ot_reload(m);
    RUN(m, "special: erect a Menhir", "place an ordinary druid paying 2/2/2", "erect the menhir");
    CHECK(S(m)->seat[0].res[0] == 4 && S(m)->seat[0].res[1] == 4 && S(m)->seat[0].res[2] == 4, "Fachan: 3 resources fewer");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "groach");
    ot_elder(S(m), 0, 0, "ovate");
    S(m)->seat[1].druid[0].loc = OAK_L_TEMPLE;
    m = ot_reload(m);
    RUN(m, "Narration: temple space 1", "place the Ovate", "raise the creature limit");
    CHECK(loc_count(m, 0, OAK_L_ROOTS) == 6, "Groac'h: Elders need no second druid");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "puca");
    m = ot_reload(m);
    CHECK(oak_limit_slots(ot_data(), S(m), 0, 1) == 3, "Púca: two more creature slots");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "glaistig");
    m = ot_reload(m);
    int forest = 0;
    for (int i = 0; i < OAK_FOREST; i++) forest += S(m)->forest[i] >= 0;
    const char *kind = oak_ing_names[0];
    for (int i = 0; i < OAK_FOREST; i++)
        if (S(m)->forest[i] >= 0) kind = (const char *[]){"bark", "root", "blueberry", "acorn", "mushroom"}[S(m)->forest[i]];
    char lab[64];
    snprintf(lab, sizeof lab, "take %s", kind);
    RUN(m, "Knowledge: temple space 2", "place an ordinary druid", "sanctuary for an ordinary druid (4 VP)", lab);
    CHECK(ing_total(&S(m)->seat[0]) == 1, "Glaistig: an ingredient from the forest with a Sanctuary");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "tarw_cernunnos");
    ot_give_artifact(S(m), 0, 0, "toutatis_shield", 0);
    m = ot_reload(m);
    RUN(m, "special: use Shield of Toutatis", "place an ordinary druid");
    CHECK(S(m)->seat[0].vp == 3, "Tarw Cernunnos: 1 VP per artifact use (%d)", S(m)->seat[0].vp);
    CHECK(S(m)->seat[0].vp_src[OAK_VP_ARTIFACTS] == 2 && S(m)->seat[0].vp_src[OAK_VP_CREATURES] == 1,
          "Shield's 2 VP as artifacts, Tarw Cernunnos's 1 as creatures");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "fear_gorta");
    S(m)->seat[0].limit[1] = 2;
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 0));
    RUN(m, "Narration: temple space 2", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].res[0] == 2, "Fear Gorta: a creature costs 2 less");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "fear_dearg");
    ot_potion_row(S(m), "bloom");
    give_ing(S(m), 0, 1, 1);
    give_ing(S(m), 0, 0, 2);
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 2", "place an ordinary druid", "brew Blossoming", "substitute bark");
    m = ot_reload(m); /* a position waiting inside an effect goes through a snapshot */
    RUN(m, "substitute bark", "gain 9 feathers");
    CHECK(ing_total(&S(m)->seat[0]) == 0 && S(m)->seat[0].res[0] == 9, "Fear Dearg: two barks stand for the acorn");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "clurichaun");
    ot_potion_row(S(m), "bloom");
    give_ing(S(m), 0, 1, 1);
    give_ing(S(m), 0, 3, 1);
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 2", "place an ordinary druid", "brew Blossoming");
    m = ot_reload(m);
    RUN(m, "take back acorn", "gain 9 feathers");
    CHECK(ing_total(&S(m)->seat[0]) == 1 && S(m)->seat[0].ing[3] == 1, "Clurichaun: one ingredient of choice comes back");
    nm_match_destroy(m);

    m = ot_day(NULL);
    {
        oak_state *s = S(m);
        int sc = ot_id(OAK_K_CREATURES, "seelie_court");
        for (int i = 0; i < s->deck_count; i++)
            if (s->deck[i] == sc) {
                s->deck[i] = s->row[0];
                s->row[0] = (int8_t)sc;
            }
        m = ot_reload(m);
    }
    int boxed = S(m)->box[0];
    snprintf(lab, sizeof lab, "keep %s", oak_kind(ot_data(), OAK_K_POTIONS)->items[boxed].name[0]);
    RUN(m, "Narration: temple space 2", "place an ordinary druid", "take The Seelie Court", lab);
    CHECK(S(m)->seat[0].private_potion == boxed && S(m)->box_count == 11, "Seelie Court: a potion from the box");
    nm_match_destroy(m);
}


/* Ends the Day of a hand-built position: everyone else has finished, seat 0 passes and
 * stops gathering, then Dusk and Dawn run. */
static nm_match *end_day(nm_match *m) {
    for (int p = 1; p < S(m)->seats; p++) S(m)->seat[p].state = OAK_SEAT_DONE;
    m = ot_reload(m);
    ot_apply(m, "pass");
    if (S(m)->round == 1) ot_apply(m, "stop gathering");
    return m;
}

static void dusk_and_more(void) {
    char lab[96];
    nm_match *m = ot_day(NULL);
    ot_give_creature(S(m), 0, "ceiliog_lugus");
    ot_give_creature(S(m), 0, "aos_si");
    S(m)->seat[0].res[0] = 1;
    m = end_day(m);
    const oak_state *s = S(m);
    CHECK(s->round == 2 && s->seat[0].res[0] == 1 + 2 + 3, "Ceiliog Lugus: 2 feathers at Dusk, then income 3 (%d)", s->seat[0].res[0]);
    CHECK(ing_total(&s->seat[0]) == 1, "Aos sí: 1 ingredient at Dusk");
    CHECK(s->sun == 1 && s->first == 1, "Dusk: sun +1, first player passes on");
    nm_match_destroy(m);

    /* Dusk a: druids come back to rest spaces, the overflow to the roots; b: final spaces block */
    m = ot_day(NULL);
    oak_state *w = S(m);
    w->seat[0].druid[0] = (oak_druid){OAK_L_TEMPLE, 0, 1, -1};
    w->seat[0].druid[3] = (oak_druid){OAK_L_FOREST, 0, 0, -1};
    w->seat[0].druid[4] = (oak_druid){OAK_L_BRANCH, 2, 4, -1};
    w->seat[0].druid[5] = (oak_druid){OAK_L_TEMPLE, 1, 0, -1};
    m = end_day(m);
    s = S(m);
    CHECK(oak_count_loc(s, 0, OAK_L_REST) == 3 && oak_count_loc(s, 0, OAK_L_ROOTS) == 5, "Dusk a: 3 rest spaces, overflow to the roots");
    CHECK(s->blocked >> oak_space_id(ot_data(), 2, 4) & 1u, "Dusk b: the occupied final space is blocked");
    nm_match_destroy(m);

    /* a 2-player game: the neutral druids move one space clockwise at Dusk */
    m = ot_match(2, 3, 0);
    ot_apply(m, "choose Order of the Bee");
    ot_apply(m, "choose Order of the Fox");
    int n0 = S(m)->neutral[0];
    for (int p = 0; p < 2; p++) S(m)->seat[p].state = OAK_SEAT_DONE;
    S(m)->seat[S(m)->current].state = OAK_SEAT_ACTIVE;
    m = ot_reload(m);
    ot_apply(m, "pass");
    if (!nm_match_over(m) && S(m)->round == 1) ot_apply(m, "stop gathering");
    CHECK(S(m)->neutral[0] == (n0 + 1) % 3, "neutral druid moved clockwise");
    nm_match_destroy(m);

    /* Festival: behind the sun, branch income; Aonbharr adds 1 per resource kind gained;
     * Bugul Noz gives 2 of one resource even when ahead */
    m = ot_day(NULL);
    w = S(m);
    ot_give_creature(w, 0, "aonbharr");
    ot_give_creature(w, 1, "bugul_noz");
    w->seat[0].druid[4] = (oak_druid){OAK_L_BRANCH, 2, 1, -1};
    ot_set_vp(w, 1, 40);
    w->sun = 2;
    w->seat[0].res[2] = 0;
    m = ot_reload(m);
    ot_apply(m, "Narration: Oak action to feather.0");
    s = S(m);
    CHECK(s->sun == 2 && !s->vm.waiting, "no Sun token on feather.0: no Festival");
    nm_match_destroy(m);

    m = ot_day(NULL);
    w = S(m);
    ot_give_creature(w, 0, "aonbharr");
    ot_give_creature(w, 1, "bugul_noz");
    w->seat[0].druid[4] = (oak_druid){OAK_L_BRANCH, 2, 1, -1};
    ot_set_vp(w, 1, 40);
    w->sun = 2;
    m = ot_reload(m);
    ot_apply(m, "Ritual: Oak action to rune.2");
    ot_apply(m, "gain 2 mistletoe");
    s = S(m);
    CHECK(s->sun == 3, "Sun token crossed, Solstice");
    CHECK(s->seat[0].res[2] == 6 - 3 + 2 + 1, "Festival: 2 runes + 1 (Aonbharr) (%d)", s->seat[0].res[2]);
    CHECK(s->seat[1].res[1] == 8, "Bugul Noz: 2 mistletoe although ahead (%d)", s->seat[1].res[1]);
    nm_match_destroy(m);

    /* Eclipse: ahead of the sun, the branch income is lost */
    m = ot_match(4, 11, 1);
    for (int i = 0; i < 4; i++) ot_apply(m, (const char *[]){"choose Order of the Fox", "choose Order of the Cairns",
                                                           "choose Order of the Blackbird", "choose Order of the Bee"}[i]);
    w = S(m);
    w->seat[1].druid[4] = (oak_druid){OAK_L_BRANCH, 0, 1, -1};
    ot_set_vp(w, 1, 40);
    w->seat[0].druid[4] = (oak_druid){OAK_L_BRANCH, 2, 1, -1};
    w->sun = 2;
    m = ot_reload(m);
    ot_apply(m, "Ritual: Oak action to rune.2");
    CHECK(S(m)->seat[1].res[0] == 4, "Eclipse: 2 feathers lost (%d)", S(m)->seat[1].res[0]);
    nm_match_destroy(m);

    /* Boggart / Dobhar-chú: spaces count as 1 or 2 stones; Buggane: extra Oak action */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "boggart");
    ot_give_creature(S(m), 0, "buggane");
    m = ot_reload(m);
    RUN(m, "Knowledge: temple space 3 as 1 stones", "place an ordinary druid", "extra Oak action to mistletoe.0", "take root");
    CHECK(S(m)->seat[0].res[1] == 6 - 3 - 1 && S(m)->seat[0].ing[1] == 1 && S(m)->seat[0].vp == 2,
          "Boggart + Buggane (%d)", S(m)->seat[0].res[1]);
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "dobhar_chu");
    m = ot_reload(m);
    RUN(m, "Knowledge: temple space 1 as 2 stones", "place an ordinary druid", "sanctuary for any druid (2 VP)");
    CHECK(S(m)->seat[0].res[1] == 1 && S(m)->seat[0].sanct_elder == 1, "Dobhar-chú: space 1 as the 2-stone Sanctuary");
    nm_match_destroy(m);

    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "yan_gant_y_tan");
    m = ot_reload(m);
    RUN(m, "Ritual: temple space 3", "place an ordinary druid", "extra Oak action to rune.0", "add Wisdom");
    CHECK(S(m)->seat[0].res[2] == 1 && S(m)->seat[0].vp == 2, "Yan-gant-y-tan: Oak action for 1 more rune");
    nm_match_destroy(m);

    /* gathering: Unicorn without a druid; Ghillie Dhu from the bag */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "unicorn");
    ot_give_creature(S(m), 0, "ghillie_dhu");
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (S(m)->seat[0].druid[i].loc == OAK_L_ROOTS) S(m)->seat[0].druid[i].loc = OAK_L_REST + 0, S(m)->seat[0].druid[i].loc = OAK_L_BRANCH, S(m)->seat[0].druid[i].a = 0, S(m)->seat[0].druid[i].b = 0, i = OAK_DRUIDS;
    m = ot_reload(m);
    int forest_kind = -1;
    for (int i = 0; i < OAK_FOREST && forest_kind < 0; i++) forest_kind = S(m)->forest[i];
    static const char *const ing_en[] = {"bark", "root", "blueberry", "acorn", "mushroom"};
    ot_apply(m, "pass");
    for (int p = 1; p < 4; p++) {
        if (nm_match_to_move(m) == 0) break;
        ot_apply(m, "pass");
    }
    snprintf(lab, sizeof lab, "gather %s without a druid", ing_en[forest_kind]);
    int roots = oak_count_loc(S(m), 0, OAK_L_ROOTS);
    ot_apply(m, lab);
    CHECK(S(m)->seat[0].ing[forest_kind] == 1 && oak_count_loc(S(m), 0, OAK_L_ROOTS) == roots, "Unicorn: no druid needed");
    nm_match_destroy(m);

    /* Leannán sídhe: recruiting brings a forest ingredient too */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "leannan_sidhe");
    m = ot_reload(m);
    forest_kind = -1;
    for (int i = 0; i < OAK_FOREST && forest_kind < 0; i++) forest_kind = S(m)->forest[i];
    snprintf(lab, sizeof lab, "take %s", ing_en[forest_kind]);
    RUN(m, "Ritual: temple space 1", "place an ordinary druid", "recruit an ordinary druid", "recruit no more", lab);
    CHECK(S(m)->seat[0].ing[forest_kind] == 1, "Leannán sídhe");
    nm_match_destroy(m);

    /* Cailleach: draw cards and keep one */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "cailleach");
    S(m)->seat[0].limit[1] = 2;
    m = ot_reload(m);
    int deck = S(m)->deck_count;
    RUN(m, "Narration: temple space 2", "place an ordinary druid", "draw cards to choose from");
    const nm_action_list *l = nm_match_legal(m);
    CHECK(l->count >= 1 && S(m)->drawn_count == 6, "Cailleach: 6 drawn");
    nm_match_apply(m, &l->a[0], NULL);
    CHECK(S(m)->seat[0].creature_count == 2 && S(m)->deck_count == deck - 1 && S(m)->drawn_count == 0,
          "Cailleach: one kept, five under the deck");
    nm_match_destroy(m);

    /* Gancanagh: two more rest spaces at Dusk */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "gancanagh");
    w = S(m);
    for (int i = 0; i < 5; i++) w->seat[0].druid[i] = (oak_druid){OAK_L_TEMPLE, 0, 1, -1};
    m = end_day(m);
    CHECK(oak_count_loc(S(m), 0, OAK_L_REST) == 5, "Gancanagh: 5 druids rest (%d)", oak_count_loc(S(m), 0, OAK_L_REST));
    nm_match_destroy(m);

    /* potions: Taranis, Lug, Arduinna, Renewal */
    m = brew_pos("taranis", (const int[]){0, 0, 1, 1, 0});
    ot_give_artifact(S(m), 0, 0, "golden_sickle", 3);
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Thunder of Taranis (other: acorn)",
        "recharge Golden Sickle");
    CHECK(S(m)->seat[0].art_pos[0] == 1, "Taranis: two notches back");
    nm_match_destroy(m);

    m = brew_pos("lug", (const int[]){0, 0, 0, 1, 1});
    ot_give_artifact(S(m), 1, 0, "rune_bag", 0);
    S(m)->seat[0].res[2] = 1;
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Trick of Lug (other: acorn)",
        "use Bag of Runestones");
    CHECK(S(m)->seat[0].res[2] == 7 && S(m)->seat[1].art_pos[0] == 0, "Lug: another player's artifact, no charge");
    nm_match_destroy(m);

    m = brew_pos("arduinna_gift", (const int[]){1, 0, 0, 0, 1});
    w = S(m);
    w->seat[0].druid[4] = (oak_druid){OAK_L_BRANCH, 0, 3, -1};
    w->blocked |= 1u << oak_space_id(ot_data(), 0, 4);
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Present of Arduinna",
        "climb to feather.4");
    CHECK(S(m)->seat[0].druid[4].b == 4, "Arduinna: onto a blocked final space");
    CHECK(S(m)->seat[0].vp == 0, "final space scoring: 1 VP per 5 VP, none at 0");
    nm_match_destroy(m);

    m = brew_pos("renewal", (const int[]){0, 1, 0, 0, 1});
    S(m)->seat[0].card[ot_id(OAK_K_ASSEMBLY, "knowledge")] = 2;
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Renewal",
        "replay Knowledge, 1-stone action", "take acorn");
    CHECK(S(m)->seat[0].ing[3] == 1 && S(m)->seat[0].res[1] == 6, "Renewal: free replay");
    nm_match_destroy(m);

    /* Golden Cauldron: one ingredient fewer, the player chooses which */
    m = ot_day(NULL);
    ot_give_artifact(S(m), 0, 0, "golden_cauldron", 0);
    ot_potion_row(S(m), "bloom");
    give_ing(S(m), 0, 1, 1);
    m = ot_reload(m);
    RUN(m, "special: use Golden Cauldron", "place an ordinary druid", "brew Blossoming without one acorn", "gain 9 runes");
    CHECK(S(m)->seat[0].ing[1] == 0 && S(m)->seat[0].res[2] == 9, "Golden Cauldron: Blossoming with a root only");
    nm_match_destroy(m);

    /* Korrigan and Pixie Queen at Dusk */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "korrigan");
    ot_give_creature(S(m), 0, "pixie_queen");
    S(m)->seat[0].res[1] = 0;
    S(m)->seat[0].res[2] = 0;
    m = end_day(m);
    CHECK(S(m)->seat[0].res[1] == 5 && S(m)->seat[0].res[2] == 5, "Korrigan, Pixie Queen: 2 at Dusk, then income");
    nm_match_destroy(m);

    /* Ghillie Dhu: gather from the bag, discarding a forest ingredient */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "ghillie_dhu");
    m = ot_reload(m);
    forest_kind = -1;
    for (int i = 0; i < OAK_FOREST && forest_kind < 0; i++) forest_kind = S(m)->forest[i];
    ot_apply(m, "pass");
    others_pass(m);
    int bag_acorn = S(m)->bag[3], in_forest = 0;
    for (int i = 0; i < OAK_FOREST; i++) in_forest += S(m)->forest[i] >= 0;
    snprintf(lab, sizeof lab, "gather acorn from the bag, discarding %s", ing_en[forest_kind]);
    ot_apply(m, lab);
    int in_forest2 = 0;
    for (int i = 0; i < OAK_FOREST; i++) in_forest2 += S(m)->forest[i] >= 0;
    CHECK(S(m)->seat[0].ing[3] == 1 && in_forest2 == in_forest - 1 && S(m)->bag[3] == bag_acorn - 1 + (forest_kind == 3),
          "Ghillie Dhu");
    nm_match_destroy(m);

    /* the remaining temple spaces: Wisdom 3, Mysticism 1 and 2, Heart feather and mistletoe */
    m = ot_day(NULL);
    give_card(m, "wisdom", 1);
    give_card(m, "mysticism", 1);
    give_card(m, "heart", 1);
    ot_set_vp(S(m), 0, 5);
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 0));
    RUN(m, "Wisdom: temple space 3", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].creature_count == 1 && S(m)->seat[0].res[1] == 2, "Wisdom 3: creature for 4 mistletoe");
    RUN(m, "end turn");
    others_pass(m);
    RUN(m, "Mysticism: temple space 1", "place an ordinary druid", "sanctuary for an ordinary druid (4 VP)");
    CHECK(S(m)->seat[0].sanct_ord == 1 && S(m)->seat[0].res[2] == 3, "Mysticism 1: sanctuary for 3 runes");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "mysticism", 1);
    m = ot_reload(m);
    int a2 = S(m)->arow[2];
    snprintf(lab, sizeof lab, "take %s", oak_kind(ot_data(), OAK_K_ARTIFACTS)->items[a2].name[0]);
    RUN(m, "Mysticism: temple space 2", "place an ordinary druid", lab);
    CHECK(S(m)->seat[0].art[0] == a2 && S(m)->seat[0].res[2] == 2 && S(m)->seat[0].vp == 4, "Mysticism 2: artifact for 4 runes");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "heart", 1);
    m = ot_reload(m);
    RUN(m, "Heart of the Sacred Oak: card action 1", "place an ordinary druid", "promote a druid (roots) to Bard");
    CHECK(oak_elders_owned(S(m), 0) == 1 && S(m)->seat[0].res[0] == 3, "Heart: feather action, promotion");
    nm_match_destroy(m);

    m = ot_day(NULL);
    give_card(m, "heart", 1);
    ot_set_vp(S(m), 0, 5);
    m = ot_reload(m);
    snprintf(lab, sizeof lab, "take %s", row_name(m, 1));
    RUN(m, "Heart of the Sacred Oak: card action 2", "place an ordinary druid", "choose 1: take_creature(free=false)", lab);
    CHECK(S(m)->seat[0].creature_count == 1 && S(m)->seat[0].res[1] == 3, "Heart: mistletoe action, creature");
    nm_match_destroy(m);

    /* Sluagh na Marbh / Bodach; Ellén Trechend's 5 VP */
    m = ot_day(NULL);
    ot_give_creature(S(m), 0, "sluagh_na_marbh");
    ot_give_creature(S(m), 0, "bodach");
    m = ot_reload(m);
    RUN(m, "convert 1 feathers to runes", "convert 1 mistletoe to feathers");
    CHECK(S(m)->seat[0].res[0] == 6 && S(m)->seat[0].res[1] == 5 && S(m)->seat[0].res[2] == 7, "Sluagh na Marbh, Bodach");
    nm_match_destroy(m);

    m = brew_pos("animal_companion", (const int[]){0, 0, 2, 0, 1});
    ot_set_vp(S(m), 0, 3);
    for (int i = 0; i < OAK_ROW; i++)
        if (S(m)->row[i] == ot_id(OAK_K_CREATURES, "carw_gwyn")) {
            S(m)->row[i] = S(m)->deck[0];
            S(m)->deck[0] = (int8_t)ot_id(OAK_K_CREATURES, "carw_gwyn");
        }
    m = ot_reload(m);
    RUN(m, "special: Order of the Forest space 1", "place an ordinary druid", "brew Animal Companion", "take Carw Gwyn");
    CHECK(S(m)->seat[0].vp == 0 && S(m)->seat[0].creature_count == 1, "Carw Gwyn: -3 VP when taken");
    CHECK(S(m)->seat[0].vp_src[OAK_VP_CREATURES] == -3 && S(m)->seat[0].vp_src[OAK_VP_OTHER] == 3,
          "Carw Gwyn: the 3 VP lost counted in creatures");
    nm_match_destroy(m);
}

int main(void) {
    assembly();
    dusk_and_more();
    orders_elders();
    artifacts();
    potions();
    creatures();
    ot_cleanup();
    return check_done("oak_effects");
}
