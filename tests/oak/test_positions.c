/* test_positions.c - rules of the card limit, of four card effects and of the pass turn, each
 * on a snapshot position (tests/oak/positions) played by label with the exact numbers
 * checked; a control one resource richer shows where the line lies. Also Ghillie Dhu's
 * text ("instead" in both languages).
 * Usage: test_oak_positions POSITIONS_DIR. */
#include <stdlib.h>
#include <string.h>
#include "oaktest.h"

#define S(m) ot_state(m)

static const char *dir = "tests/oak/positions";

static nm_match *load(const char *name) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return ot_snapshot(path);
}

static int ing_total(const oak_seat *p) { return p->ing[0] + p->ing[1] + p->ing[2] + p->ing[3] + p->ing[4]; }

/* ---- the card limit is checked before the action's own cost ("Limite de Cartes") ---- */

/* The Fox with one Creature, a Creature limit of 1 and 6/0/0: Narration's 2-stone action
 * (6 feathers) would leave nothing for the any-3 raise, so it is not offered; with 9
 * feathers it is, and the player raises for 3 feathers during the action. */
static void limit_fox(void) {
    nm_match *m = load("limit_fox.json");
    CHECK(!cm_has(m, "Narration: temple space 2"), "6/0/0: no Creature action after paying 6 feathers");
    CHECK(cm_has(m, "Narration: temple space 3") && cm_has(m, "raise the creature limit paying 3/0/0"),
          "the Artifact action and the free raise stay open");
    S(m)->seat[0].res[OAK_FEATHER] = 9;
    m = ot_reload(m);
    ot_apply(m, "Narration: temple space 2");
    ot_apply(m, "place an ordinary druid");
    CHECK(S(m)->seat[0].res[OAK_FEATHER] == 3, "6 feathers paid: %d", S(m)->seat[0].res[OAK_FEATHER]);
    ot_apply(m, "raise the creature limit paying 3 feathers, 0 mistletoe, 0 runes");
    char lab[96];
    snprintf(lab, sizeof lab, "take %s", oak_kind(ot_data(), OAK_K_CREATURES)->items[S(m)->row[0]].name[0]);
    ot_apply(m, lab);
    const oak_state *s = S(m);
    CHECK(s->seat[0].res[OAK_FEATHER] == 0 && s->seat[0].limit[1] == 2 && s->seat[0].creature_count == 2,
          "9 feathers: 6 for the action, 3 for the raise, the second Creature in place");
    nm_match_destroy(m);
}

/* The Forest's 1/1/1 raise with 6/1/1: after Narration's 6 feathers, 0/1/1 is left. */
static void limit_forest(void) {
    nm_match *m = load("limit_forest.json");
    CHECK(!cm_has(m, "Narration: temple space 2"), "6/1/1: no Creature action (0/1/1 left for a 1/1/1 raise)");
    S(m)->seat[0].res[OAK_FEATHER] = 7;
    m = ot_reload(m);
    CHECK(cm_has(m, "Narration: temple space 2"), "7/1/1: offered (1/1/1 left)");
    nm_match_destroy(m);
}

/* A Sanctuary with 1/5/1: Knowledge's 2-stone action takes the 5 mistletoe the raise needs
 * one of. */
static void limit_sanctuary(void) {
    nm_match *m = load("limit_sanctuary.json");
    CHECK(!cm_has(m, "Knowledge: temple space 2"), "1/5/1: no Sanctuary action (1/0/1 left for a 1/1/1 raise)");
    S(m)->seat[0].res[OAK_MISTLETOE] = 6;
    m = ot_reload(m);
    ot_apply(m, "Knowledge: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "send an ordinary druid to the roots"); /* the neutral druid stands there */
    ot_apply(m, "raise the sanctuary limit paying 1 feathers, 1 mistletoe, 1 runes");
    ot_apply(m, "sanctuary for an ordinary druid (4 VP)");
    const oak_state *s = S(m);
    CHECK(s->seat[0].res[0] == 0 && s->seat[0].res[1] == 0 && s->seat[0].res[2] == 0, "1/6/1 all paid");
    CHECK(s->seat[0].sanct_ord == 2 && s->seat[0].limit[0] == 2 && s->seat[0].vp == 8, "second Sanctuary, 8 VP");
    nm_match_destroy(m);
}

/* ---- 1. Fear Gorta on the Heart's "a Creature or a Potion" ---- */
static void fear_gorta_heart(void) {
    /* 1 mistletoe: the action is open, for the Creature only, and costs 1 */
    nm_match *m = load("fear_gorta_heart.json");
    ot_apply(m, "Heart of the Sacred Oak: card action 2");
    ot_apply(m, "place an ordinary druid");
    CHECK(S(m)->seat[0].res[OAK_MISTLETOE] == 0, "1 mistletoe paid at placement");
    CHECK(cm_has(m, "choose 1: take_creature(free=false)") && !cm_has(m, "choose 2: brew(discount=0)"), "only the Creature is left");
    { /* on screen, the option's rules text in each language (the op's label_lang) */
        const nm_action_list *l = nm_match_legal(m);
        char st[NM_LABEL_LEN * 2], en[NM_LABEL_LEN * 2] = "", fr[NM_LABEL_LEN * 2] = "";
        for (int k = 0; k < l->count; k++) {
            nm_match_label(m, &l->a[k], st, sizeof st);
            if (strcmp(st, "choose 1: take_creature(free=false)") != 0) continue;
            nm_match_display_label(m, &l->a[k], 0, en, sizeof en);
            nm_match_display_label(m, &l->a[k], 1, fr, sizeof fr);
        }
        CHECK(!strcmp(en, "option 1: take a face-up Creature") && !strcmp(fr, "option 1 : prenez une Créature visible"),
              "the Heart's option in words: \"%s\" / \"%s\"", en, fr);
    }
    ot_apply(m, "choose 1: take_creature(free=false)");
    char lab[96];
    snprintf(lab, sizeof lab, "take %s", oak_kind(ot_data(), OAK_K_CREATURES)->items[S(m)->row[1]].name[0]);
    ot_apply(m, lab);
    CHECK(S(m)->seat[0].creature_count == 2 && S(m)->seat[0].res[OAK_MISTLETOE] == 0, "Creature taken for 1 mistletoe");
    nm_match_destroy(m);

    /* 3 mistletoe and the ingredients of a potion: the Creature costs 1, the Potion 3 */
    for (int pick = 0; pick < 2; pick++) {
        m = load("fear_gorta_heart.json");
        oak_state *s = S(m);
        s->seat[0].res[OAK_MISTLETOE] = 3;
        s->seat[0].ing[3] = 1; /* acorn + bark: Inspiration */
        s->seat[0].ing[0] = 1;
        s->bag[3]--;
        s->bag[0]--;
        m = ot_reload(m);
        ot_apply(m, "Heart of the Sacred Oak: card action 2");
        ot_apply(m, "place an ordinary druid");
        CHECK(S(m)->seat[0].res[OAK_MISTLETOE] == 2, "the cheaper option's 1 mistletoe paid: %d", S(m)->seat[0].res[OAK_MISTLETOE]);
        CHECK(cm_has(m, "choose 1: take_creature(free=false)") && cm_has(m, "choose 2: brew(discount=0)"), "both options open");
        /* a position waiting at the choose reads back with what is still owed */
        m = ot_reload(m);
        CHECK(S(m)->pend.choose_on && S(m)->pend.choose_extra[1] == 2, "the snapshot keeps the 2 owed for the Potion");
        if (pick == 0) {
            ot_apply(m, "choose 1: take_creature(free=false)");
            CHECK(S(m)->seat[0].res[OAK_MISTLETOE] == 2, "Creature: 3 - 2 = 1 mistletoe in all");
        } else {
            ot_apply(m, "choose 2: brew(discount=0)");
            CHECK(S(m)->seat[0].res[OAK_MISTLETOE] == 0, "Potion: the full 3 mistletoe");
            ot_apply(m, "brew Inspiration (other: bark)");
            CHECK(ing_total(&S(m)->seat[0]) == 0, "Inspiration brewed");
        }
        CHECK(!S(m)->pend.choose_on, "nothing owed any more");
        nm_match_destroy(m);
    }
}

/* ---- 2. Cailleach with only Carw Gwyn drawn, then another player's Creature action ---- */
static void cailleach(void) {
    nm_match *m = load("cailleach.json");
    int carw = ot_id(OAK_K_CREATURES, "carw_gwyn");
    ot_apply(m, "Narration: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "draw cards to choose from");
    const oak_state *s = S(m);
    CHECK(s->drawn_count == 1 && s->drawn[0] == carw && s->deck_count == 0, "Carw Gwyn drawn, the deck empty");
    CHECK(!cm_has(m, "keep Carw Gwyn") && cm_has(m, "take no creature"), "1 VP cannot pay Carw Gwyn's 3");
    ot_apply(m, "take no creature");
    s = S(m);
    CHECK(s->drawn_count == 0 && s->deck_count == 1 && s->deck[0] == carw, "the drawn card is back under the deck");
    CHECK(s->seat[0].res[OAK_FEATHER] == 0 && s->seat[0].creature_count == 1, "6 feathers paid, no Creature");
    ot_apply(m, "end turn");
    /* seat 1 takes a Creature from the row as usual */
    char lab[96];
    int want = S(m)->row[2];
    snprintf(lab, sizeof lab, "take %s", oak_kind(ot_data(), OAK_K_CREATURES)->items[want].name[0]);
    ot_apply(m, "Narration: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "send an ordinary druid to the roots"); /* seat 0's druid is on the space */
    CHECK(cm_has(m, lab), "seat 1 is offered the row's Creatures");
    ot_apply(m, lab);
    s = S(m);
    CHECK(s->seat[1].creature_count == 1 && s->seat[1].creatures[0] == want && s->row[2] == carw,
          "seat 1 took it; Carw Gwyn refills the row");
    nm_match_destroy(m);
}

/* ---- 3. Fear Dearg keeping an acorn ---- */
static void fear_dearg(void) {
    nm_match *m = load("fear_dearg.json");
    ot_apply(m, "Ritual: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "brew Blossoming");
    CHECK(cm_has(m, "replace 1 acorn with 2 others") && cm_has(m, "replace 1 root with 2 others") &&
              cm_has(m, "brew with these ingredients"),
          "both required ingredients may be replaced, or the recipe paid");
    ot_apply(m, "replace 1 acorn with 2 others");
    CHECK(!cm_has(m, "substitute acorn") && cm_has(m, "substitute bark") && cm_has(m, "substitute mushroom"),
          "two others, never an acorn");
    ot_apply(m, "substitute bark");
    ot_apply(m, "substitute mushroom");
    ot_apply(m, "gain 9 runes");
    const oak_seat *p = &S(m)->seat[0];
    CHECK(p->ing[3] == 1 && ing_total(p) == 1, "the acorn is kept; root, bark and mushroom paid");
    CHECK(p->res[OAK_RUNE] == 9 && p->brewed[ot_id(OAK_K_POTIONS, "bloom")] == 1, "Blossoming brewed");
    nm_match_destroy(m);

    /* the recipe as printed, when the player prefers */
    m = load("fear_dearg.json");
    ot_apply(m, "Ritual: temple space 2");
    ot_apply(m, "place an ordinary druid");
    ot_apply(m, "brew Blossoming");
    ot_apply(m, "brew with these ingredients");
    ot_apply(m, "gain 9 runes");
    p = &S(m)->seat[0];
    CHECK(p->ing[1] == 0 && p->ing[3] == 0 && p->ing[0] == 1 && p->ing[4] == 1, "root and acorn paid");
    nm_match_destroy(m);
}

/* ---- 4. The Ovate on Wisdom: one resource less, the recipe unchanged ---- */
static void ovate_wisdom(void) {
    nm_match *m = load("ovate_wisdom.json");
    CHECK(cm_has(m, "Wisdom: temple space 2"), "0 mistletoe: the brew is open to the Ovate");
    ot_apply(m, "Wisdom: temple space 2");
    CHECK(cm_has(m, "place the Ovate") && !cm_has(m, "place an ordinary druid"), "only the Ovate pays 0");
    ot_apply(m, "place the Ovate");
    ot_apply(m, "send an ordinary druid to the roots"); /* the neutral druid stands there */
    CHECK(!cm_has(m, "brew Inspiration") && cm_has(m, "brew Inspiration (other: bark)"), "acorn and one other, as printed");
    ot_apply(m, "brew Inspiration (other: bark)");
    const oak_seat *p = &S(m)->seat[0];
    CHECK(p->res[OAK_MISTLETOE] == 0 && ing_total(p) == 0, "0 mistletoe, both ingredients paid");
    nm_match_destroy(m);

    /* with 1 mistletoe an ordinary druid pays it, the Ovate keeps it */
    m = load("ovate_wisdom.json");
    S(m)->seat[0].res[OAK_MISTLETOE] = 1;
    m = ot_reload(m);
    ot_apply(m, "Wisdom: temple space 2");
    CHECK(cm_has(m, "place an ordinary druid"), "an ordinary druid pays the 1 mistletoe");
    ot_apply(m, "place the Ovate");
    ot_apply(m, "send an ordinary druid to the roots");
    CHECK(S(m)->seat[0].res[OAK_MISTLETOE] == 1, "the Ovate pays nothing: %d", S(m)->seat[0].res[OAK_MISTLETOE]);
    nm_match_destroy(m);
}

/* ---- 6. A pass turn that gathers ---- */
static void pass_gather(void) {
    nm_match *m = load("pass_gather.json");
    int roots = oak_count_loc(S(m), 0, OAK_L_ROOTS);
    ot_apply(m, "pass");
    const oak_state *s = S(m);
    CHECK(s->h.to_move == 0 && s->seat[0].state == OAK_SEAT_PASSED, "the pass turn goes on");
    CHECK(cm_has(m, "gather bark") && cm_has(m, "gather root") && cm_has(m, "stop gathering") &&
              !cm_has(m, "end turn"),
          "gather (or stop), in the same turn");
    ot_apply(m, "gather root");
    s = S(m);
    CHECK(s->seat[0].ing[1] == 1 && oak_count_loc(s, 0, OAK_L_FOREST) == 1 && oak_count_loc(s, 0, OAK_L_ROOTS) == roots - 1,
          "a druid went to the forest for 1 root");
    CHECK(s->current == 1 && s->h.to_move == 1, "then seat 1 plays");
    nm_match_destroy(m);
}

/* ---- 5. Ghillie Dhu's French text: the bag's ingredient instead of the forest's ---- */
static void ghillie_text(void) {
    const nm_component *c = &oak_kind(ot_data(), OAK_K_CREATURES)->items[ot_id(OAK_K_CREATURES, "ghillie_dhu")];
    CHECK(c->text[1] && strstr(c->text[1], "à la place") != NULL, "French: %s", c->text[1] ? c->text[1] : "(none)");
    CHECK(c->text[0] && strstr(c->text[0], "instead") != NULL, "English: %s", c->text[0] ? c->text[0] : "(none)");
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    limit_fox();
    limit_forest();
    limit_sanctuary();
    fear_gorta_heart();
    cailleach();
    fear_dearg();
    ovate_wisdom();
    pass_gather();
    ghillie_text();
    ot_cleanup();
    return check_done("oak_positions");
}
