/* test_scenarios.c - the rulebook's numbers and every component on hand-built positions:
 * the seed's final scoring examples (22, 68, 0), the 3 -> 5 examples (10 and 15), the
 * amulet (10 per pair, +20), the stele herb (6 instead of 4, 14 instead of 10); each of the
 * eight actions, the 18 potions, the 15 objective tablet kinds; movement costs, the
 * contest, hearths, dolmen chains, herbs at step 7, the emergency turn and the end. */
#include <stdlib.h>
#include <string.h>
#include "edtest.h"
#include <cjson/cJSON.h>
#include "nemeton/json.h"
#include "nemeton/util.h"
#include "nemeton/state_table.h"

static edora_state s;

static const nm_data *D(void) { return et_data(); }

/* A die of value v into seat's reserve, taken from its Evolution board (13 dice kept). */
static void reserve_die(edora_state *st, int seat, int v) {
    edora_seat *q = &st->seat[seat];
    for (int w = 6; w >= 1; w--)
        if (q->evol[w] > 0) {
            q->evol[w]--;
            q->reserve[v]++;
            return;
        }
    CHECK(0);
}

/* Every die still on seat's Evolution board shows v. */
static void evol_all(edora_state *st, int seat, int v) {
    edora_seat *q = &st->seat[seat];
    int n = 0;
    for (int w = 1; w <= 6; w++) n += q->evol[w], q->evol[w] = 0;
    q->evol[v] = (int8_t)n;
}

static int sid(const char *id) { return et_id(ED_K_SANCT, id); }

/* A blank 4-player position with seat 0's pawn on sanct, one die of value v in reserve and
 * provisions enough: ready to place. */
static void ready(int players, const char *sanct, int v) {
    et_blank(&s, players);
    s.seat[0].pawn = (int8_t)sid(sanct);
    s.seat[0].provisions = 20;
    reserve_die(&s, 0, v);
}

/* The first sanctuary offering that action at the player count, -1 none. */
static int find_action(int players, const char *action, int *slot) {
    edora_state t;
    et_blank(&t, players);
    for (int i = 0; i < ED_SANCT; i++) {
        int k = et_slot(&t, i, action);
        if (k >= 0) {
            *slot = k;
            return i;
        }
    }
    return -1;
}

/* Places seat 0's die of value v (no shift) on the first space of its sanctuary holding
 * action. */
static int place(const char *action, int v) {
    char label[NM_LABEL_LEN];
    int k = et_slot(&s, s.seat[0].pawn, action);
    CHECK(k >= 0);
    const nm_component *a = &D()->kinds[ED_K_ACTIONS].items[et_id(ED_K_ACTIONS, action)];
    snprintf(label, sizeof label, "place a %d on space %d, %s (%d provisions)", v, k + 1, a->name[0], v);
    return et_do(&s, label);
}

/* Puts seat 0's pawn on the first sanctuary offering action and places a die of value v. */
static void act(int players, const char *action, int v) {
    int slot = 0, i = find_action(players, action, &slot);
    CHECK(i >= 0);
    ready(players, D()->kinds[ED_K_SANCT].items[i].id, v);
    place(action, v);
}

static void test_seed_sanctuary_step(void) {
    et_blank(&s, 3);
    /* seat 0: 7 dice and 4 stones, knowledge space 7 */
    for (int i = 0; i < 7; i++) et_put(&s, 0, i, 0, 5);
    s.seat[0].menhir_at[0] = 0, s.seat[0].menhir_at[1] = 1, s.seat[0].stele_at[0] = 2;
    s.seat[2].stele_at[5] = 3;       /* another colour's stele goes to the winner too */
    et_put(&s, 2, 0, 1, 2);          /* a lower die, removed */
    et_put(&s, 2, 1, 1, 5);          /* a tie: knowledge 7 is ahead of 2 */
    /* Anna: 10 dice and 7 stones, the last knowledge space */
    for (int i = 7; i < 17; i++) et_put(&s, 1, i, 0, 3);
    for (int k = 0; k < 4; k++) s.seat[1].menhir_at[k] = (int8_t)(7 + k);
    for (int k = 0; k < 3; k++) s.seat[1].stele_at[k] = (int8_t)(11 + k);
    /* Carla: 4 dice and 3 stones, knowledge space 2 */
    for (int i = 17; i < 21; i++) et_put(&s, 2, i, 0, 4);
    s.seat[2].menhir_at[0] = 17, s.seat[2].menhir_at[1] = 18, s.seat[2].stele_at[0] = 19;
    s.seat[0].knowledge = 7, s.seat[1].knowledge = 13, s.seat[2].knowledge = 2;
    int out[ED_MAX_PLAYERS] = {0};
    ed_sanctuary_step(D(), &s, out);
    CHECK(out[0] == 22);
    CHECK(out[1] == 68);
    CHECK(out[2] == 0);
    ed_final_scoring(D(), &s);
    CHECK(s.seat[0].final[4] == 22 && s.seat[1].final[4] == 68 && s.seat[2].final[4] == 0);
    for (int p = 0; p < 3; p++) CHECK(s.seat[p].placed == 0 && ed_unplaced(&s.seat[p]) == 13);
}

static void test_seed_amulet_and_steps(void) {
    et_blank(&s, 2);
    edora_seat *p = &s.seat[0];
    int8_t am[6] = {0, 1, 2, -1, 3, -1}; /* row I full, II and III left: the seed's 10 + 20 */
    memcpy(p->amulet, am, 6);
    p->provisions = 13, p->mistletoe = 2, p->sickle = 7, p->pp = 0;
    p->knowledge = 1;
    ed_final_scoring(D(), &s);
    CHECK(p->final[3] == 30);
    CHECK(p->final[1] == 10);            /* sickle space 7: 10 */
    CHECK(p->final[0] == 2 + 2 + 13);    /* 2 full sixes, 2 mistletoe, 13 dice unplaced */
    CHECK(p->pp == 30 + 10 + 17);
    et_blank(&s, 2);
    int8_t am2[6] = {0, 1, 2, 3, -1, -1}; /* two pairs, row III empty: 20, no bonus */
    memcpy(s.seat[0].amulet, am2, 6);
    ed_final_scoring(D(), &s);
    CHECK(s.seat[0].final[3] == 20);
    /* tablets: 10 each fulfilled; two copies of one kind both score */
    et_blank(&s, 2);
    s.seat[0].tablet_count = 3;
    s.seat[0].tablets[0] = s.seat[0].tablets[1] = (int8_t)et_id(ED_K_OBJECTIVES, "gems5");
    s.seat[0].tablets[2] = (int8_t)et_id(ED_K_OBJECTIVES, "potions4");
    int8_t am3[6] = {0, 1, 2, 3, 4, -1};
    memcpy(s.seat[0].amulet, am3, 6);
    ed_final_scoring(D(), &s);
    CHECK(s.seat[0].final[2] == 20);
}

static void test_seed_three_to_five(void) {
    /* A hearth showing 3 PP + 3 PP + 1 die with the prestige herb: 2 x 5 = 10 and a die. */
    for (int herb = 0; herb < 2; herb++) {
        ready(4, "s03", 1);
        evol_all(&s, 0, 2);
        et_put(&s, 0, sid("s07"), 0, 3);
        et_put(&s, 0, sid("s10"), 0, 3);
        if (herb) et_herb(&s, 0, "prestige");
        int pp = s.seat[0].pp, res = s.seat[0].reserve[2];
        {   /* pointing at the placement lights the two hearths it surrounds */
            static nm_action_list l;
            char ids[8][NM_ELEMENT_LEN];
            edora_legal(D(), &s, &l);
            int k2 = et_slot(&s, sid("s03"), "k2"), lit = -1;
            for (int x = 0; x < l.count; x++)
                if (l.a[x].p[0] == k2 && l.a[x].p[2] == 1) lit = edora_involves(D(), &s, &l.a[x], ids, 8);
            CHECK(lit == 2);
        }
        place("k2", 1);
        /* T3's hearth (P P D) and the frame hearth of s03 and s07 (D S) are surrounded */
        CHECK(s.seat[0].pp - pp == (herb ? 10 : 6));
        CHECK(s.seat[0].reserve[2] - res == 2);
        CHECK(s.seat[0].knowledge == 3 && s.seat[0].sickle == 1);
        CHECK(s.hearth[et_id(ED_K_HEARTHS, "t3_h1")] == 0 && s.hearth[et_id(ED_K_HEARTHS, "f2_h")] == 0);
        CHECK(s.current == 1);
    }
    /* The gem "3 PP" on a x2 space with the amulet herb and the prestige herb: 3 x 5 = 15. */
    for (int herb = 0; herb < 2; herb++) {
        int slot = 0, i = find_action(4, "a1x2", &slot);
        ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
        et_herb(&s, 0, "amulet");
        if (herb) et_herb(&s, 0, "prestige");
        int pp = s.seat[0].pp;
        place("a1x2", 1);
        et_do(&s, "put Amber on row I (3 prestige)");
        CHECK(s.seat[0].pp - pp == (herb ? 15 : 9));
        CHECK(s.seat[0].amulet[0] == 0 && s.gems[0] == 3);
    }
    /* exactly 3 only: a contest's 2 and a stele's 10 stay as they are */
    et_blank(&s, 2);
    et_herb(&s, 0, "prestige");
    ed_gain_pp(D(), &s, 0, 2);
    ed_gain_pp(D(), &s, 0, 3);
    ed_gain_pp(D(), &s, 0, 10);
    CHECK(s.seat[0].pp == 2 + 5 + 10);
}

static void test_stele_herb(void) {
    static const struct { const char *stele; int herb, mistletoe, pp; } cases[] = {
        {"Mistletoe stele", 0, 4, 0}, {"Mistletoe stele", 1, 6, 0},
        {"Prestige stele", 0, 0, 10}, {"Prestige stele", 1, 0, 14},
    };
    for (int c = 0; c < 4; c++) {
        act(4, "rs", 5);
        s.seat[0].pp = 0;
        if (cases[c].herb) et_herb(&s, 0, "stele");
        char label[64];
        snprintf(label, sizeof label, "place %s", cases[c].stele);
        et_do(&s, label);
        CHECK(s.seat[0].mistletoe == cases[c].mistletoe && s.seat[0].pp == cases[c].pp);
    }
    /* the other four rewards at value 4: dice 3, knowledge +3, sickle +4, provisions 12 */
    act(4, "rs", 4);
    evol_all(&s, 0, 1);
    et_do(&s, "place Dice stele");
    CHECK(s.seat[0].reserve[1] == 3);
    act(4, "rs", 4);
    et_do(&s, "place Knowledge stele");
    CHECK(s.seat[0].knowledge == 4);
    act(4, "rs", 4);
    et_do(&s, "place Sickle stele");
    CHECK(s.seat[0].sickle == 4);
    act(4, "rs", 4);
    int prov = s.seat[0].provisions;
    et_do(&s, "place Provisions stele");
    CHECK(s.seat[0].provisions - prov == 12);
    CHECK(s.seat[0].stele_at[5] == s.seat[0].pawn);
}

static void test_menhirs(void) {
    /* P, D and M placed; placing F: 3 provisions, then P + F + D + M */
    act(4, "mh", 1);
    edora_seat *p = &s.seat[0];
    evol_all(&s, 0, 2);
    p->menhir_at[0] = 5, p->menhir_at[3] = 6, p->menhir_at[4] = 7;
    int prov = p->provisions, pp = p->pp;
    et_do(&s, "place Menhir (3 provisions)");
    CHECK(p->provisions - prov == 6 && p->pp - pp == 3 && p->reserve[2] == 1 && p->mistletoe == 1);
    CHECK(p->menhir_at[2] == p->pawn);
    /* the menhir herb: one of those rewards once more */
    act(4, "mh", 1);
    p = &s.seat[0];
    et_herb(&s, 0, "menhir");
    et_do(&s, "place Menhir (1 mistletoe)");
    CHECK(et_has(&s, "gain 1 mistletoe again") && !et_has(&s, "gain 3 prestige again"));
    et_do(&s, "gain 1 mistletoe again");
    CHECK(p->mistletoe == 3);
}

static void test_actions(void) {
    /* provisions or dice */
    act(4, "pd", 1);
    int prov = s.seat[0].provisions;
    et_do(&s, "gain 12 provisions");
    CHECK(s.seat[0].provisions - prov == 12);
    act(4, "pd", 1);
    et_herb(&s, 0, "provisions");
    prov = s.seat[0].provisions;
    et_do(&s, "gain 12 provisions");
    CHECK(s.seat[0].provisions - prov == 18 && s.seat[0].pp == 3);
    act(4, "pd", 1);
    evol_all(&s, 0, 4);
    s.seat[0].evol[4] = 1; /* only one die left there: the two missing give 2 prestige each */
    s.seat[0].reserve[6] = (int8_t)(s.seat[0].reserve[6] + 11);
    et_do(&s, "take 3 of your dice from the Evolution board");
    CHECK(s.seat[0].reserve[4] == 1 && s.seat[0].pp == 4);
    /* dice of different values: the seat chooses each */
    act(4, "pd", 1);
    evol_all(&s, 0, 4);
    s.seat[0].evol[4]--, s.seat[0].evol[5]++;
    et_do(&s, "take 3 of your dice from the Evolution board");
    CHECK(s.vm.waiting && et_has(&s, "take a 5 from the Evolution board"));
    {   /* an answer it does not offer is refused and changes nothing */
        static edora_state before;
        static nm_errors err;
        before = s;
        nm_action bad = {NM_ACTION_VM_CHOICE, 0, {3, 0, 0}};
        CHECK(edora_apply(D(), &s, &bad, &err) == -1 && memcmp(&before, &s, sizeof s) == 0);
        nm_action move = {ED_ACT_MOVE, 0, {5, 0, 0}};
        CHECK(edora_apply(D(), &s, &move, &err) == -1 && memcmp(&before, &s, sizeof s) == 0);
    }
    et_do(&s, "take a 5 from the Evolution board");
    CHECK(s.seat[0].reserve[5] == 1 && s.seat[0].reserve[4] == 2 && !s.vm.waiting);
    /* knowledge */
    act(4, "k3", 1);
    CHECK(s.seat[0].knowledge == 4);
    /* sickle: columns released at step 7, the seat turns one herb face up */
    act(4, "c3", 1);
    CHECK(s.phase == ED_PH_HERBS && s.current == 0);
    int h0 = s.seat[0].herb_at[0];
    char label[96];
    snprintf(label, sizeof label, "turn %s face up", D()->kinds[ED_K_HERBS].items[h0].name[0]);
    et_do(&s, label);
    CHECK(s.seat[0].herb[0] == ED_HERB_ACTIVE && s.seat[0].herb[1] == ED_HERB_INACTIVE && s.current == 1);
    act(4, "c2", 1);
    CHECK(s.seat[0].sickle == 2 && s.phase == ED_PH_HERBS);
    /* objective tablet: a face-up tablet, refilled, and the two oracle rewards */
    act(4, "ob", 1);
    s.oracle[0] = ED_RW_F, s.oracle[1] = ED_RW_M;
    prov = s.seat[0].provisions;
    int count = s.seat[0].tablet_count, kind = s.face_up[0], stack = s.stack_count;
    const char *name = D()->kinds[ED_K_OBJECTIVES].items[kind].name[0];
    snprintf(label, sizeof label, "take tablet 1, %s (oracle: 3 provisions + 1 mistletoe)", name);
    et_do(&s, label);
    CHECK(s.seat[0].tablet_count == count + 1 && s.seat[0].tablets[count] == kind);
    CHECK(s.seat[0].provisions - prov == 3 && s.seat[0].mistletoe == 1 && s.stack_count == stack - 1);
    CHECK(s.face_up[0] >= 0);
    /* the oracle herb: twice */
    act(4, "ob", 1);
    et_herb(&s, 0, "oracle");
    s.oracle[1] = ED_RW_M, s.oracle[2] = ED_RW_M;
    kind = s.face_up[2];
    snprintf(label, sizeof label, "take tablet 3, %s (oracle: 1 mistletoe + 1 mistletoe)",
             D()->kinds[ED_K_OBJECTIVES].items[kind].name[0]);
    et_do(&s, label);
    CHECK(s.seat[0].mistletoe == 4);
    /* mistletoe: gained, then no potion wanted */
    act(4, "m3p1", 1);
    CHECK(s.vm.waiting);
    et_do(&s, "brew no more potions");
    CHECK(s.seat[0].mistletoe == 3);
    {
        int sl = 0, mi = find_action(4, "m2p1", &sl);
        ready(4, D()->kinds[ED_K_SANCT].items[mi].id, 1);
        et_herb(&s, 0, "mistletoe");
        place("m2p1", 1);
        et_do(&s, "brew no more potions");
        CHECK(s.seat[0].mistletoe == 3 && s.seat[0].pp == 3);
    }
    /* amulet: a row whose two slots are full takes no more gems */
    int slot = 0, i = find_action(4, "a2x2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
    s.seat[0].amulet[2] = 1, s.seat[0].amulet[3] = 2, s.gems[1]--, s.gems[2]--;
    place("a2x2", 1);
    CHECK(!s.vm.waiting && s.current == 1);
}

static void test_knowledge_herb_and_overflow(void) {
    int slot = 0, i = find_action(4, "k2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
    et_herb(&s, 0, "knowledge");
    s.seat[0].knowledge = 11;
    place("k2", 1);
    /* 11 + 2 + 2 = 15: two steps past 13, 2 prestige each */
    CHECK(s.seat[0].knowledge == 13 && s.seat[0].pp == 4);
    i = find_action(4, "c2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
    et_herb(&s, 0, "sickle");
    s.seat[0].sickle = 11, s.seat[0].cols = 0x1f;
    place("c2", 1);
    CHECK(s.seat[0].sickle == 12 && s.seat[0].pp == 6);
}

static void potion_label(const char *id, char *buf, size_t n) {
    int p = et_id(ED_K_POTIONS, id);
    snprintf(buf, n, "brew %s (%d mistletoe)", D()->kinds[ED_K_POTIONS].items[p].name[0],
             ed_field(D(), ED_K_POTIONS, p, ED_PO_COST));
}

/* Answers what waits with the first legal choice, "brew no more potions" last. */
static void finish_choices(void) {
    static nm_action_list l;
    static nm_errors err;
    for (int guard = 0; s.vm.waiting && guard < 40; guard++) {
        if (et_has(&s, "brew no more potions")) {
            et_do(&s, "brew no more potions");
            continue;
        }
        edora_legal(D(), &s, &l);
        edora_apply(D(), &s, &l.a[0], &err);
    }
    if (s.phase == ED_PH_HERBS) {
        edora_legal(D(), &s, &l);
        edora_apply(D(), &s, &l.a[0], &err);
    }
}

static int active_herbs(int seat) {
    int n = 0;
    for (int i = 0; i < ED_HERBS; i++) n += s.seat[seat].herb[i] == ED_HERB_ACTIVE;
    return n;
}

static void test_potions(void) {
    const nm_kind_data *pk = &D()->kinds[ED_K_POTIONS];
    CHECK(pk->count == 18);
    int per_cost[7] = {0};
    for (int p = 0; p < pk->count; p++) per_cost[pk->items[p].field[ED_PO_COST]]++;
    for (int c = 1; c <= 6; c++) CHECK(per_cost[c] == 3);
    for (int p = 0; p < pk->count; p++) {
        const char *id = pk->items[p].id;
        int slot = 0, i = find_action(4, "m1p2", &slot);
        ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
        edora_seat *q = &s.seat[0];
        evol_all(&s, 0, 3);
        memset(s.hearth, 3, sizeof s.hearth); /* no hearth or dolmen in the way of the counts */
        memset(s.dolmen, 3, sizeof s.dolmen);
        q->mistletoe = (int16_t)(pk->items[p].field[ED_PO_COST] - 1); /* the action gives 1 */
        /* something for the potions to act on: an inactive herb, a placed die of 2 against
         * an opponent's 4 */
        q->herb[5] = ED_HERB_INACTIVE;
        et_put(&s, 1, sid("s24"), 0, 4);
        et_put(&s, 0, sid("s24"), 1, 2);
        et_put(&s, 0, sid("s22"), 0, 2);
        et_put(&s, 0, sid("s01"), 0, 2);
        int pp = q->pp, prov = q->provisions, res = q->reserve[3], tab = q->tablet_count;
        int herbs = active_herbs(0), sickle = q->sickle, know = q->knowledge;
        char label[128];
        potion_label(id, label, sizeof label);
        place("m1p2", 1);
        CHECK(et_do(&s, label) == 0);
        CHECK(s.potion[p] == 0);
        if (!strcmp(id, "six1")) et_do(&s, "set your 2 on Sanctuary 24 to 6");
        if (!strcmp(id, "six3")) {
            et_do(&s, "set your 2 on Sanctuary 24 to 6");
            et_do(&s, "set your 2 on Sanctuary 22 to 6");
            et_do(&s, "set no more dice to 6");
        }
        if (!strcmp(id, "stele3") || !strcmp(id, "stele6")) et_do(&s, "place Prestige stele");
        if (!strcmp(id, "amulet5")) et_do(&s, "put Amber on row II (3 prestige)");
        finish_choices();
        int dpp = q->pp - pp, dprov = q->provisions - prov;
        if (!strcmp(id, "menhir1")) CHECK(q->menhir_at[0] >= 0 || q->menhir_at[1] >= 0);
        else if (!strcmp(id, "flip")) CHECK(q->herb[5] == ED_HERB_ACTIVE);
        else if (!strcmp(id, "six1")) CHECK(s.slot_value[sid("s24")][1] == 6 && dpp == 2);
        else if (!strcmp(id, "herb1")) CHECK(active_herbs(0) == herbs + 1);
        else if (!strcmp(id, "die_food")) CHECK(q->reserve[3] == res + 1 && dprov == 6 - 1); /* the die placed cost 1 */
        else if (!strcmp(id, "sickle3")) CHECK(q->sickle == sickle + 3);
        else if (!strcmp(id, "pp10")) CHECK(dpp == 10);
        else if (!strcmp(id, "stele3")) CHECK(dpp == 6);
        else if (!strcmp(id, "tablet1")) CHECK(q->tablet_count == tab + 1);
        else if (!strcmp(id, "know3")) CHECK(q->knowledge == know + 3);
        else if (!strcmp(id, "dice2")) CHECK(q->reserve[3] == res + 2 && dprov == 6 - 1 && dpp == 5);
        else if (!strcmp(id, "herb2")) CHECK(active_herbs(0) == herbs + 2);
        else if (!strcmp(id, "amulet5")) CHECK(q->amulet[2] == 0 && dpp == 15);
        else if (!strcmp(id, "stele6")) CHECK(dpp == 12);
        else if (!strcmp(id, "menhir2")) CHECK(q->menhir_at[0] >= 0 && q->menhir_at[1] >= 0);
        else if (!strcmp(id, "six3")) CHECK(s.slot_value[sid("s22")][0] == 6 && s.slot_value[sid("s01")][0] == 2 && dpp == 2);
        else if (!strcmp(id, "tablet2")) CHECK(q->tablet_count == tab + 2);
        else if (!strcmp(id, "pp25")) CHECK(dpp == 25);
        else CHECK(!"a potion without a test");
        CHECK(s.current == 1 && !s.vm.waiting);
    }
    /* The seed's other example: the x5 potion with the amulet and prestige herbs: 6 x 5. */
    int slot = 0, i = find_action(4, "m1p2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 1);
    et_herb(&s, 0, "amulet");
    et_herb(&s, 0, "prestige");
    s.seat[0].mistletoe = 4;
    char label[128];
    potion_label("amulet5", label, sizeof label);
    place("m1p2", 1);
    et_do(&s, label);
    et_do(&s, "put Amber on row III (3 prestige)");
    CHECK(s.seat[0].pp == 30);
}

static void test_objectives(void) {
    const nm_kind_data *ok = &D()->kinds[ED_K_OBJECTIVES];
    const edora_derived *g = ed_derived(D());
    CHECK(ok->count == 15);
    int total = 0;
    for (int k = 0; k < ok->count; k++) total += ok->items[k].field[ED_O_COPIES];
    CHECK(total == 30);
    for (int k = 0; k < ok->count; k++) {
        const char *id = ok->items[k].id;
        for (int met = 0; met < 2; met++) {
            et_blank(&s, 4);
            edora_seat *q = &s.seat[0];
            int n = 0;
            if (!strcmp(id, "menhirs4")) for (int i = 0; i < 3 + met; i++) q->menhir_at[i] = (int8_t)i;
            else if (!strcmp(id, "steles4")) for (int i = 0; i < 3 + met; i++) q->stele_at[i] = (int8_t)i;
            else if (!strcmp(id, "starts3")) for (int i = 0; i < 2 + met; i++) et_put(&s, 0, g->start_sanct[i], 0, 3);
            else if (!strcmp(id, "line4")) {
                const char *row[] = {"s04", "s05", "s06", "s07"};
                for (int i = 0; i < 3 + met; i++) et_put(&s, 0, sid(row[i]), 0, 3);
                et_put(&s, 0, sid("s01"), 0, 3); /* not on that line */
            } else if (!strcmp(id, "equal3")) {
                et_put(&s, 0, sid("s01"), 0, 4);
                et_put(&s, 0, sid("s02"), 0, 4);
                et_put(&s, 0, sid("s03"), 0, met ? 4 : 5);
            } else if (!strcmp(id, "dolmens5")) {
                for (int i = 0; i < 4; i++) s.dolmen[i] = 0;
                q->beige = (int8_t)met, s.beige_left = (int8_t)(3 - met);
            } else if (!strcmp(id, "knowledge6")) q->knowledge = (int8_t)(6 + met);
            else if (!strcmp(id, "tablets4")) {
                q->tablet_count = 0;
                for (int i = 0; i < 3 + met; i++) q->tablets[q->tablet_count++] = (int8_t)i;
            } else if (!strcmp(id, "herbs6")) for (int i = 0; i < 5 + met; i++) q->herb[i] = ED_HERB_ACTIVE;
            else if (!strcmp(id, "clearings3")) {
                for (int c = 0; c < 3; c++)
                    for (int i = 0; i < s.geo.clear_n[c] - (c == 2 && !met); i++)
                        if (!ed_has_die(&s, s.geo.clear_s[c][i], 0)) et_put(&s, 0, s.geo.clear_s[c][i], 0, 2);
            } else if (!strcmp(id, "gems5")) for (int i = 0; i < 4 + met; i++) q->amulet[i] = (int8_t)i;
            else if (!strcmp(id, "clearings6")) {
                /* one die in each of 5 (or 6) clearings, on a sanctuary of no earlier one */
                for (int c = 0; c < 9 && n < 5 + met; c++) {
                    int x = -1;
                    for (int i = 0; i < s.geo.clear_n[c] && x < 0; i++) {
                        int cand = s.geo.clear_s[c][i], other = 0;
                        for (int e = 0; e < 9; e++)
                            for (int j = 0; e != c && j < s.geo.clear_n[e]; j++) other |= s.geo.clear_s[e][j] == cand;
                        if (!other) x = cand;
                    }
                    if (x >= 0) et_put(&s, 0, x, 0, 2), n++;
                }
                CHECK(n == 5 + met);
            } else if (!strcmp(id, "portals4")) {
                for (int c = 0; c < 9; c++)
                    for (int i = 0; g->clear_portal[c] && i < s.geo.clear_n[c] && n < 3 + met; i++)
                        if (!ed_has_die(&s, s.geo.clear_s[c][i], 0)) et_put(&s, 0, s.geo.clear_s[c][i], 0, 2), n++;
                CHECK(n == 3 + met);
            } else if (!strcmp(id, "potions4")) for (int i = 0; i < 3 + met; i++) s.potion[i] = 0;
            else if (!strcmp(id, "highest5")) {
                for (int i = 0; i < 5; i++) {
                    et_put(&s, 1, i, 0, 3);
                    et_put(&s, 0, i, 1, i < 4 + met ? 5 : 2);
                }
                et_put(&s, 0, 10, 0, 6); /* alone: not contested */
            } else CHECK(!"an objective without a test");
            int got = ed_tablet_met(D(), &s, 0, k);
            if (got != met) fprintf(stderr, "objective %s: met %d, expected %d\n", id, got, met);
            CHECK(got == met);
        }
    }
}

/* 1 when a legal action's label begins with part. */
static int legal_has(const edora_state *st, const char *part) {
    static nm_action_list l;
    char buf[NM_LABEL_LEN];
    edora_legal(D(), st, &l);
    for (int i = 0; i < l.count; i++) {
        edora_label(D(), st, &l.a[i], buf, sizeof buf);
        if (strncmp(buf, part, strlen(part)) == 0) return 1;
    }
    return 0;
}

/* Puts seat's dice (on space slot) along the shortest path from a to b; its length. */
static int chain_put(int seat, int a, int b, int slot) {
    int prev[ED_SANCT], q[ED_SANCT], qh = 0, qt = 0, len = 0;
    for (int k = 0; k < ED_SANCT; k++) prev[k] = -2;
    prev[a] = -1;
    q[qt++] = a;
    while (qh < qt) {
        int x = q[qh++];
        for (int k = 0; k < s.geo.adj_count[x]; k++)
            if (prev[s.geo.adj[x][k]] == -2) prev[s.geo.adj[x][k]] = x, q[qt++] = s.geo.adj[x][k];
    }
    for (int x = b; x >= 0; x = prev[x]) et_put(&s, seat, x, slot, 1), len++;
    return len;
}

static void test_movement(void) {
    et_blank(&s, 4);
    s.phase = ED_PH_MOVE;
    s.seat[0].pawn = (int8_t)sid("s01");
    s.seat[0].provisions = 20;
    reserve_die(&s, 0, 1);
    CHECK(et_has(&s, "move to Sanctuary 5 (1 provisions)"));  /* a light path */
    CHECK(et_has(&s, "move to Sanctuary 2 (2 provisions)"));  /* through a dark area */
    CHECK(et_has(&s, "move to Sanctuary 8 (2 provisions)"));  /* via s05, no dark area */
    CHECK(!et_has(&s, "move to Sanctuary 1 (0 provisions)")); /* it must move */
    CHECK(!et_has(&s, "druid in trouble: 6 provisions and 1 die"));
    et_put(&s, 0, sid("s05"), 0, 3);                          /* may pass, not stop */
    CHECK(!et_has(&s, "move to Sanctuary 5 (1 provisions)") && et_has(&s, "move to Sanctuary 8 (2 provisions)"));
    /* the die must be affordable after the move */
    s.seat[0].provisions = 2;
    CHECK(!et_has(&s, "move to Sanctuary 8 (2 provisions)"));
    /* the forest leap: 1 provision to another sanctuary of the same clearing */
    s.seat[0].provisions = 20;
    et_herb(&s, 0, "leap");
    CHECK(et_has(&s, "leap to Sanctuary 8 (1 provisions)"));
    CHECK(!et_has(&s, "leap to Sanctuary 2 (1 provisions)"));
    et_do(&s, "leap to Sanctuary 8 (1 provisions)");
    CHECK(s.seat[0].provisions == 19 && s.phase == ED_PH_PLACE);
    /* the die-shift herb: place a 1 as 3 (pay 3), or as 1 */
    et_herb(&s, 0, "shift");
    CHECK(legal_has(&s, "place a 1 as 3 on space 1, ") && legal_has(&s, "place a 1 on space 1, "));
    CHECK(!legal_has(&s, "place a 1 as 4"));
    /* first turn: to the sanctuary beside the start space, free */
    et_new(&s, 2, 3, NULL);
    CHECK(s.phase == ED_PH_MOVE && s.seat[s.current].pawn < 0);
    static nm_action_list l;
    CHECK(edora_legal(D(), &s, &l) == 1 && l.a[0].p[1] == 0 &&
          l.a[0].p[0] == ed_derived(D())->start_sanct[s.seat[s.current].start]);
}

static void test_contest_and_dolmens(void) {
    /* a higher die: its owner gains 2; a tie: the knowledge order */
    int slot = 0, i = find_action(4, "k2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 3);
    int other = slot == 0 ? 1 : 0;
    et_put(&s, 1, s.seat[0].pawn, other, 5);
    place("k2", 3);
    CHECK(s.seat[1].pp == 2 && s.seat[0].pp == 0);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 5);
    et_put(&s, 1, s.seat[0].pawn, other, 5);
    s.seat[0].knowledge = 1, s.seat[1].knowledge = 1, s.seat[0].arrival = 9, s.seat[1].arrival = 2;
    place("k2", 5); /* the same space, seat 0 on top after K+2 anyway */
    CHECK(s.seat[0].pp == 2 && s.seat[1].pp == 0);
    /* dolmens: the two E dolmens (s14, s11) linked by seat 0's dice along the shortest chain */
    et_blank(&s, 4);
    int len = chain_put(0, sid("s14"), sid("s11"), 0);
    CHECK(ed_dolmens(D(), &s, 0) == 1);
    CHECK(s.seat[0].pp == 2 * len + 8 && s.seat[0].beige == 1 && s.connections == 1);
    CHECK(s.dolmen[4] == 0 && s.dolmen[10] == 0);
    CHECK(ed_dolmens(D(), &s, 0) == 0); /* taken once */
    /* seat 1 makes the second connection: +6 (B: s02 and s23 through the middle column) */
    int len1 = chain_put(1, sid("s02"), sid("s23"), 1);
    int made = ed_dolmens(D(), &s, 1);
    CHECK(made == 1 && s.seat[1].pp == 2 * len1 + 6 && s.connections == 2);
}

static void test_fire_herb(void) {
    ready(4, "s03", 1);
    evol_all(&s, 0, 2);
    et_put(&s, 0, sid("s07"), 0, 3);
    et_herb(&s, 0, "fire");
    int pp = s.seat[0].pp;
    place("k2", 1);
    /* only the frame hearth of s03 and s07 (D S): one of its rewards once more */
    CHECK(s.vm.waiting && et_has(&s, "gain sickle again") && et_has(&s, "gain 1 die again"));
    et_do(&s, "gain sickle again");
    CHECK(s.seat[0].sickle == 2 && s.seat[0].reserve[2] == 1 && s.seat[0].pp == pp);
}

static void test_emergency_and_end(void) {
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    s.seat[0].pawn = 0;
    evol_all(&s, 0, 4);
    static nm_action_list l;
    /* no die in the reserve: the emergency turn is the only one */
    CHECK(edora_legal(D(), &s, &l) == 1 && l.a[0].kind == ED_ACT_EMERGENCY);
    int prov = s.seat[0].provisions;
    et_do(&s, "druid in trouble: 6 provisions and 1 die");
    CHECK(s.seat[0].provisions == prov + 6 && s.seat[0].reserve[4] == 1 && s.current == 1);
    /* dice but no provisions: the same */
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    reserve_die(&s, 0, 1);
    s.seat[0].provisions = 1;
    CHECK(edora_legal(D(), &s, &l) == 1 && l.a[0].kind == ED_ACT_EMERGENCY);
    /* nothing left on the Evolution board: 2 prestige instead */
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    for (int k = 0; k < 13; k++) et_put(&s, 0, k, 0, 1);
    s.seat[0].pawn = 20;
    s.master = 0; /* seat 1 still plays this round */
    et_do(&s, "druid in trouble: 6 provisions and 1 die");
    if (s.seat[0].pp != 2) fprintf(stderr, "emergency without dice: pp %d, evol %d\n", s.seat[0].pp, ed_unplaced(&s.seat[0]));
    CHECK(s.seat[0].pp == 2);
    /* the end: seat 0 (the master) places its 13th die; seat 1 finishes the round */
    et_blank(&s, 2);
    s.master = 0;
    for (int k = 0; k < 12; k++) et_put(&s, 0, k + 8, 0, 1);
    s.seat[0].pawn = 0;
    reserve_die(&s, 0, 1);
    s.seat[0].provisions = 20;
    place("pd", 1);
    finish_choices();
    CHECK(s.ending == 1 && !s.h.over && s.current == 1);
    reserve_die(&s, 1, 1);
    s.seat[1].provisions = 20;
    edora_legal(D(), &s, &l);
    CHECK(l.count > 0 && l.a[0].kind == ED_ACT_MOVE);
    static nm_errors err;
    edora_apply(D(), &s, &l.a[0], &err);
    edora_legal(D(), &s, &l);
    edora_apply(D(), &s, &l.a[0], &err);
    finish_choices();
    CHECK(s.h.over && s.phase == ED_PH_OVER && s.h.to_move == -1);
    int8_t w[ED_MAX_PLAYERS];
    CHECK(edora_winners(D(), &s, w) == 1);
    /* the final steps are in the score: 1 + 20 = 21 leftovers... each step kept */
    int sum = 0;
    for (int k = 0; k < 5; k++) sum += s.seat[0].final[k];
    CHECK(sum > 0 && s.seat[0].pp >= sum);
    /* a tie: the marker further back wins */
    s.seat[0].pp = s.seat[1].pp = 50;
    s.seat[0].knowledge = 5, s.seat[1].knowledge = 4;
    CHECK(edora_winners(D(), &s, w) == 1 && w[0] == 1);
    s.seat[1].knowledge = 5, s.seat[0].arrival = 3, s.seat[1].arrival = 7;
    CHECK(edora_winners(D(), &s, w) == 1 && w[0] == 0);
}

static void test_variants(void) {
    int v[ED_OPT_COUNT] = {0, 1, 0, 1};
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(edora_game(), &su, 4, 11);
    for (int i = 0; i < ED_OPT_COUNT; i++) su.option[i] = v[i];
    memset(&s, 0, sizeof s);
    CHECK(edora_setup(D(), &su, &s, &err) == 0);
    for (int p = 0; p < 4; p++) {
        CHECK(memcmp(s.seat[p].herb_at, s.seat[s.master].herb_at, ED_HERBS) == 0);
        CHECK(memcmp(s.seat[p].evol, s.seat[s.master].evol, 7) == 0);
        CHECK(ed_unplaced(&s.seat[p]) == 13 && s.seat[p].provisions == 15 && s.seat[p].tablet_count == 1);
    }
    CHECK(s.phase == ED_PH_START && s.current == (s.master + 3) % 4);
    /* variant 1: three drawn, one kept, the others back in the pile */
    int v1[ED_OPT_COUNT] = {1, 0, 1, 0};
    nm_setup_defaults(edora_game(), &su, 2, 12);
    for (int i = 0; i < ED_OPT_COUNT; i++) su.option[i] = v1[i];
    memset(&s, 0, sizeof s);
    CHECK(edora_setup(D(), &su, &s, &err) == 0);
    CHECK(s.phase == ED_PH_ARRANGE); /* variant 3 first: each lays its herbs */
    static nm_action_list l;
    int steps = 0;
    while (s.phase == ED_PH_ARRANGE && steps++ < 30) {
        edora_legal(D(), &s, &l);
        edora_apply(D(), &s, &l.a[l.count - 1], &err);
    }
    CHECK(steps == 24 && s.phase == ED_PH_KEEP && s.draw_count == 3);
    for (int h = 0; h < ED_HERBS; h++) CHECK(s.seat[0].herb_at[h] == ED_HERBS - 1 - h);
    int stack = s.stack_count;
    edora_legal(D(), &s, &l);
    CHECK(l.count == 3);
    edora_apply(D(), &s, &l.a[1], &err);
    CHECK(s.stack_count == stack - 1 && s.draw_count == 3);
    edora_legal(D(), &s, &l);
    edora_apply(D(), &s, &l.a[0], &err);
    CHECK(s.phase == ED_PH_START && s.seat[0].tablet_count == 1 && s.seat[1].tablet_count == 1);
    char msg[128];
    CHECK(et_invariants(&s, msg, sizeof msg) == 0);
}

static void test_texts(void) {
    /* every component's rules text and every op's template, in both languages */
    const nm_data *d = D();
    char buf[512];
    for (int k = 1; k < ED_K_COUNT; k++) /* the rules are a singleton without a name */
        for (int i = 0; i < d->kinds[k].count; i++) {
            const nm_component *c = &d->kinds[k].items[i];
            for (int lang = 0; lang < 2; lang++) {
                CHECK(c->name[lang] && c->name[lang][0]);
                if (c->effect >= 0) CHECK(nm_text_effect(d, c->effect, lang, buf, sizeof buf) > 0);
            }
        }
    for (int o = 0; o < ED_GAME_OPS; o++) CHECK(edora_ops_base[o].text[0] && edora_ops_base[o].text[1]);
    nm_element_view v;
    et_new(&s, 4, 5, NULL);
    CHECK(edora_describe(d, &s, 0, 1, "sanct.0", &v) == 1 && v.title[0]);
    CHECK(edora_describe(d, &s, 0, 0, "seat.3", &v) == 1 && strstr(v.body, "provisions 15"));
    CHECK(edora_describe(d, &s, 0, 1, "seat.3", &v) == 1 && strstr(v.body, "rations 15"));
    CHECK(edora_describe(d, &s, 0, 0, "hearth.0", &v) == 1 && v.body[0]);
    CHECK(edora_describe(d, &s, 0, 0, "tablet.0", &v) == 1 && strstr(v.body, "Oracle"));
}

/* The forest's modular tiles (edora.md 2.1, 9.8): shuffled and turned with the seed, every
 * layout joined; a turned tile carries its paths, hearths, clearing and action-space halves
 * along; the layout is in the JSON and a save without it is the reference arrangement. */
static int action_count(const edora_state *t, int act) {
    int n = 0;
    for (int i = 0; i < ED_SANCT; i++)
        for (int k = 0; k < ED_SLOTS; k++) n += t->geo.action[i][k] == act;
    return n;
}

static void test_forest(void) {
    static edora_state a, b, ref;
    static nm_errors err;
    const nm_game *g = edora_game();
    int moved = 0, turned = 0, reference = 0;
    for (int players = 2; players <= 4; players += 2) {
        et_new(&ref, players, 1, NULL); /* the tests' helper keeps the reference arrangement */
        for (int t = 0; t < ED_TILES; t++) CHECK(ref.tile_at[t] == t && ref.tile_rot[t] == 0);
        for (uint64_t seed = 1; seed <= 300; seed++) {
            nm_setup su;
            nm_setup_defaults(g, &su, players, seed);
            memset(&a, 0, sizeof a);
            CHECK(edora_setup(D(), &su, &a, &err) == 0);
            memset(&b, 0, sizeof b);
            CHECK(edora_setup(D(), &su, &b, &err) == 0);
            CHECK(memcmp(&a, &b, sizeof a) == 0); /* the same seed, the same forest */
            int used = 0, same = 1;
            for (int t = 0; t < ED_TILES; t++) {
                used |= 1 << a.tile_at[t];
                moved += a.tile_at[t] != t, turned += a.tile_rot[t] != 0;
                same &= a.tile_at[t] == t && a.tile_rot[t] == 0;
            }
            reference += same;
            CHECK(used == (1 << ED_TILES) - 1);
            CHECK(ed_build_geo(D(), &a) == 1); /* every sanctuary reachable */
            for (int i = 0; i < ED_SANCT; i++) CHECK(a.geo.adj_count[i] >= 2);
            /* the halves only move: at 2 and 4 players every action shows as often as before */
            for (int act = 0; act < D()->kinds[ED_K_ACTIONS].count; act++)
                CHECK(action_count(&a, act) == action_count(&ref, act));
            /* a hearth still touches 2 to 4 sanctuaries, all different */
            for (int h = 0; h < D()->kinds[ED_K_HEARTHS].count; h++)
                for (int i = 0; i < a.geo.hearth_n[h]; i++)
                    for (int j = i + 1; j < a.geo.hearth_n[h]; j++) CHECK(a.geo.hearth_s[h][i] != a.geo.hearth_s[h][j]);
        }
    }
    CHECK(reference == 0 && moved > 1000 && turned > 1000);
    /* T1 turned a quarter clockwise on its own place: its N-E path now joins its E and S
     * sides (Sanctuaries 5 and 8), Sanctuary 1 (its N side) shows T1's printed W half (OB,
     * M1p2 in front) beside the frame's (C2, K2); the frame's path S01-S04 stays. */
    et_new(&a, 4, 1, NULL);
    a.tile_rot[0] = 1;
    CHECK(ed_build_geo(D(), &a) == 1);
    int p = et_id(ED_K_PATHS, "t1_ne"), f1 = et_id(ED_K_PATHS, "f1");
    CHECK(a.geo.path_a[p] == 4 && a.geo.path_b[p] == 7);
    CHECK(a.geo.path_a[f1] == 0 && a.geo.path_b[f1] == 3);
    CHECK(a.geo.action[0][0] == et_id(ED_K_ACTIONS, "ob") && a.geo.action[0][1] == et_id(ED_K_ACTIONS, "m1p2"));
    CHECK(a.geo.action[0][2] == et_id(ED_K_ACTIONS, "c2") && a.geo.action[0][3] == et_id(ED_K_ACTIONS, "k2"));
    /* T2 and T1 swapped, T2 unturned on position 1... now on position 0: T2's N-S path joins
     * Sanctuaries 1 and 8, its clearing (N S) too */
    et_new(&a, 4, 1, NULL);
    a.tile_at[0] = 1, a.tile_at[1] = 0;
    CHECK(ed_build_geo(D(), &a) == 1);
    p = et_id(ED_K_PATHS, "t2_ns");
    CHECK(a.geo.path_a[p] == 0 && a.geo.path_b[p] == 7);
    int c2 = et_id(ED_K_CLEARINGS, "t2");
    CHECK(a.geo.clear_n[c2] == 2 && a.geo.clear_s[c2][0] == 0 && a.geo.clear_s[c2][1] == 7);
    /* the JSON: the layout round-trips; left out it is the reference; a tile twice is refused */
    nm_setup su;
    nm_setup_defaults(g, &su, 3, 5);
    memset(&a, 0, sizeof a);
    CHECK(edora_setup(D(), &su, &a, &err) == 0);
    cJSON *j = nm_state_to_json(D(), &a);
    nm_jpos at = {"forest", "state"};
    memset(&b, 0, sizeof b);
    CHECK(nm_state_from_json(D(), j, &b, &at, &err) == 0 && memcmp(&a, &b, sizeof a) == 0);
    cJSON_DeleteItemFromObject(j, "forest_tiles");
    cJSON_DeleteItemFromObject(j, "forest_turns");
    memset(&b, 0, sizeof b);
    CHECK(nm_state_from_json(D(), j, &b, &at, &err) == 0);
    for (int t = 0; t < ED_TILES; t++) CHECK(b.tile_at[t] == t && b.tile_rot[t] == 0);
    cJSON_AddItemToObject(j, "forest_tiles", cJSON_CreateIntArray((const int[]){0, 0, 2, 3, 4, 5, 6, 7, 8}, 9));
    memset(&b, 0, sizeof b);
    nm_errors_clear(&err);
    CHECK(nm_state_from_json(D(), j, &b, &at, &err) == -1 && strstr(nm_errors_first(&err), "forest_tiles"));
    cJSON_Delete(j);
}

/* The automatic steps in words (narrate), the prompt line and the tie-break, EN and FR. */
static char words[2048];
static const char *narr(const edora_state *before, const nm_action *a, const edora_state *after, int lang,
                        char *elem, size_t elem_n) {
    nm_event_line ev[16];
    int n = edora_narrate(D(), before, a, after, lang, ev, 16);
    words[0] = 0;
    if (elem) elem[0] = 0;
    for (int i = 0; i < n; i++) {
        CHECK(ev[i].text[0] && strlen(ev[i].text) < NM_EVENT_LEN - 1);
        nm_strappendf(words, sizeof words, "%s%s", i ? " | " : "", ev[i].text);
        if (elem && i == 0 && elem_n >= sizeof ev[i].element) memcpy(elem, ev[i].element, sizeof ev[i].element);
    }
    return words;
}

static int has_words(const char *text, const char *want) {
    if (strstr(text, want)) return 1;
    fprintf(stderr, "missing \"%s\" in \"%s\"\n", want, text);
    return 0;
}

static void test_words(void) {
    static edora_state b4, t;
    char elem[NM_ELEMENT_LEN], buf[256], want[160];
    static nm_action_list l;
    /* the contest: seat 1's 5 beats seat 0's 3 on the sanctuary: +2 for Player 2 */
    int slot = 0, i = find_action(4, "k2", &slot);
    ready(4, D()->kinds[ED_K_SANCT].items[i].id, 3);
    et_put(&s, 1, s.seat[0].pawn, slot == 0 ? 1 : 0, 5);
    edora_prompt(D(), &s, 0, buf, sizeof buf);
    snprintf(want, sizeof want, "Place a die on %s: 20 provisions; dice 3", D()->kinds[ED_K_SANCT].items[i].name[0]);
    CHECK(has_words(buf, want));
    edora_prompt(D(), &s, 1, buf, sizeof buf);
    snprintf(want, sizeof want, "Posez un dé sur %s : 20 rations ; dés 3", D()->kinds[ED_K_SANCT].items[i].name[1]);
    CHECK(has_words(buf, want));
    b4 = s;
    CHECK(edora_legal(D(), &s, &l) > 0);
    nm_action pa = l.a[0];
    for (int k = 0; k < l.count; k++)
        if (l.a[k].kind == ED_ACT_PLACE && l.a[k].p[0] == slot && l.a[k].p[2] == 3) pa = l.a[k];
    static nm_errors err;
    CHECK(edora_apply(D(), &s, &pa, &err) == 0);
    snprintf(want, sizeof want, "Contest on %s: Player 2's 5 is the highest, +2 prestige", D()->kinds[ED_K_SANCT].items[i].name[0]);
    CHECK(has_words(narr(&b4, &pa, &s, 0, elem, sizeof elem), want));
    snprintf(want, sizeof want, "sanct.%d", i);
    CHECK(strcmp(elem, want) == 0);
    snprintf(want, sizeof want, "Duel sur %s : le 5 du Joueur 2 est le plus fort, +2 prestige", D()->kinds[ED_K_SANCT].items[i].name[1]);
    CHECK(has_words(narr(&b4, &pa, &s, 1, NULL, 0), want));
    /* the emergency turn: the prompt says why, the log what it gave */
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    s.seat[0].pawn = 0;
    evol_all(&s, 0, 4);
    edora_prompt(D(), &s, 0, buf, sizeof buf);
    CHECK(has_words(buf, "No move with a die to place: druid in trouble (15 provisions, dice -)"));
    b4 = s;
    et_do(&s, "druid in trouble: 6 provisions and 1 die");
    CHECK(has_words(narr(&b4, &(nm_action){.kind = ED_ACT_EMERGENCY}, &s, 0, elem, sizeof elem),
                    "Druid in trouble: Player 1 gains 6 provisions and takes a 4 from the Evolution board"));
    CHECK(strcmp(elem, "seat.0") == 0);
    CHECK(has_words(narr(&b4, &(nm_action){.kind = ED_ACT_EMERGENCY}, &s, 1, NULL, 0),
                    "Druide en détresse : le Joueur 1 gagne 6 rations et prend un 4 du plateau Évolution"));
    /* several values on the Evolution board: the die is the seat's next choice */
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    s.seat[0].pawn = 0;
    b4 = s;
    et_do(&s, "druid in trouble: 6 provisions and 1 die");
    CHECK(s.vm.waiting);
    CHECK(has_words(narr(&b4, &(nm_action){.kind = ED_ACT_EMERGENCY}, &s, 0, NULL, 0),
                    "Druid in trouble: Player 1 gains 6 provisions and chooses a die from the Evolution board"));
    /* a move: the provisions and dice at hand */
    et_blank(&s, 2);
    s.phase = ED_PH_MOVE;
    reserve_die(&s, 0, 2);
    reserve_die(&s, 0, 5);
    edora_prompt(D(), &s, 0, buf, sizeof buf);
    CHECK(has_words(buf, "Move your pawn: 15 provisions; dice 2 5"));
    edora_prompt(D(), &s, 1, buf, sizeof buf);
    CHECK(has_words(buf, "Déplacez votre pion : 15 rations ; dés 2 5"));
    /* a dolmen chain: the two E dolmens by seat 0, the first connection of the game */
    et_blank(&s, 4);
    int len = chain_put(0, sid("s14"), sid("s11"), 0);
    b4 = s;
    ed_dolmens(D(), &s, 0);
    snprintf(want, sizeof want, "Player 1 links the two dolmens (%s) with a chain of %d dice: +%d prestige, +8 and a beige dolmen",
             D()->kinds[ED_K_DOLMENS].items[4].name[0], len, 2 * len);
    CHECK(has_words(narr(&b4, &(nm_action){0}, &s, 0, elem, sizeof elem), want));
    CHECK(strcmp(elem, "dolmen.4") == 0);
    snprintf(want, sizeof want, "Le Joueur 1 relie les deux dolmens (%s) par une chaîne de %d dés : +%d prestige, +8 et un dolmen beige",
             D()->kinds[ED_K_DOLMENS].items[4].name[1], len, 2 * len);
    CHECK(has_words(narr(&b4, &(nm_action){0}, &s, 1, NULL, 0), want));
    /* a hearth covered (T1's: P D K F) and a herb going face up */
    et_blank(&s, 4);
    b4 = s, t = s;
    t.hearth[et_id(ED_K_HEARTHS, "t1_h1")] = 2;
    t.seat[1].herb[3] = ED_HERB_ACTIVE;
    CHECK(has_words(narr(&b4, &(nm_action){0}, &t, 0, elem, sizeof elem),
                    "Player 3 surrounds a hearth and covers it: 3 prestige, 1 die, knowledge, 3 provisions"));
    snprintf(want, sizeof want, "Player 2's %s is now active", D()->kinds[ED_K_HERBS].items[t.seat[1].herb_at[3]].name[0]);
    CHECK(has_words(words, want));
    snprintf(want, sizeof want, "hearth.%d", et_id(ED_K_HEARTHS, "t1_h1"));
    CHECK(strcmp(elem, want) == 0);
    CHECK(has_words(narr(&b4, &(nm_action){0}, &t, 1, NULL, 0), "Le Joueur 3 cerne un foyer et le couvre : 3 prestige, 1 dé, savoir, 3 rations"));
    /* the tie-break: the marker further back wins a tie; the same space: lower in the stack */
    et_blank(&s, 3);
    s.phase = ED_PH_OVER, s.h.over = 1, s.h.to_move = -1;
    s.seat[0].pp = 120, s.seat[1].pp = 120, s.seat[2].pp = 90;
    s.seat[0].knowledge = 5, s.seat[1].knowledge = 3;
    CHECK(edora_tie_break(D(), &s, 0, buf, sizeof buf) == 1 &&
          has_words(buf, "Tied on 120 prestige: Player 2's knowledge marker is further back (space 3 against 5)"));
    CHECK(edora_tie_break(D(), &s, 1, buf, sizeof buf) == 1 &&
          has_words(buf, "À égalité à 120 prestige : le marqueur Savoir du Joueur 2 est plus en arrière (case 3 contre 5)"));
    s.seat[1].knowledge = 5, s.seat[0].arrival = 7, s.seat[1].arrival = 4;
    CHECK(edora_tie_break(D(), &s, 0, buf, sizeof buf) == 1 &&
          has_words(buf, "Tied on 120 prestige and on knowledge space 5: Player 2's marker is lower in the stack"));
    s.seat[1].pp = 119;
    CHECK(edora_tie_break(D(), &s, 0, buf, sizeof buf) == 0);
    /* whole games (the shuffled forest): every kind of line shows, every prompt says something */
    int kinds[7] = {0};
    static const char *const keys[7] = {"Contest on", "surrounds a hearth", "links the two dolmens", "is now active",
                                        "Druid in trouble", "their last die", "Final scoring"};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        nm_setup su;
        nm_setup_defaults(edora_game(), &su, 2 + (int)(seed % 3), seed);
        memset(&s, 0, sizeof s);
        CHECK(edora_setup(D(), &su, &s, &err) == 0);
        nm_rng r;
        nm_rng_seed(&r, seed);
        for (int steps = 0; !s.h.over && steps < 5000; steps++) {
            for (int lang = 0; lang < 2; lang++) {
                edora_prompt(D(), &s, lang, buf, sizeof buf);
                CHECK(buf[0] != 0);
            }
            int n = edora_legal(D(), &s, &l);
            if (n <= 0) break;
            nm_action a = l.a[nm_rng_below(&r, (uint32_t)n)];
            b4 = s;
            if (edora_apply(D(), &s, &a, &err) != 0) break;
            narr(&b4, &a, &s, 1, NULL, 0);
            for (int k = 0; k < 7; k++) kinds[k] += strstr(narr(&b4, &a, &s, 0, NULL, 0), keys[k]) != NULL;
        }
        CHECK(s.h.over);
        edora_prompt(D(), &s, 0, buf, sizeof buf);
        CHECK(buf[0] == 0);
    }
    for (int k = 0; k < 7; k++) {
        if (!kinds[k]) fprintf(stderr, "no \"%s\" line in 12 games\n", keys[k]);
        CHECK(kinds[k] > 0);
    }
}

int main(void) {
    test_seed_sanctuary_step();
    test_seed_amulet_and_steps();
    test_seed_three_to_five();
    test_stele_herb();
    test_menhirs();
    test_actions();
    test_knowledge_herb_and_overflow();
    test_potions();
    test_objectives();
    test_movement();
    test_contest_and_dolmens();
    test_fire_herb();
    test_emergency_and_end();
    test_variants();
    test_texts();
    test_forest();
    test_words();
    et_cleanup();
    return check_done("edora scenarios");
}
