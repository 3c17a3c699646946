/* test_audit.c - the points of the rules audit (issue 22), each on a snapshot of
 * positions/ played by label with every number checked: the sacred fire as one of the five
 * ordinary objects (an event, a fire already used, the final count), action 21 paid on one
 * temple (Light and Dark together), the card texts and the deities' names as the box
 * prints them, and labels that name the card and the player. argv[1]: the positions
 * folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "shtest.h"
#include "nemeton/json.h"

enum { CER, SIR, SUC, MOR, BEL };
enum { DOLMEN, HORN, RUNE, SICKLE, FIRE };
static const char *dir = ".";
#define ST sht_state(m)

static nm_match *snapshot(const char *name) {
    static nm_errors err;
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cJSON *j = nm_json_load_file(path, &err);
    nm_match *m = j ? nm_match_from_snapshot(samhain_game(), sht_data(), j, path, &err) : NULL;
    cJSON_Delete(j);
    if (!m) {
        fprintf(stderr, "%s: %s\n", path, nm_errors_first(&err));
        exit(1);
    }
    return m;
}

static void check_words(const nm_match *m, const char *label, int lang, const char *want) {
    char words[NM_LABEL_LEN];
    CHECK(cm_words(m, label, lang, words, sizeof words, NULL, 0));
    if (strcmp(words, want) != 0) {
        fprintf(stderr, "words of \"%s\" (%s): \"%s\", want \"%s\"\n", label, lang ? "fr" : "en",
                words, want);
        CHECK(0);
    }
}

/* Point 1: with no option set, an upright sacred fire makes one of 3 wisps harmless: only
 * the seat with 3 harmful wisps sacrifices, and the fire's owner returns 2 for 2 points. */
static void sacred_fire_event(void) {
    nm_match *m = snapshot("sacred_fire_event.json");
    CHECK_INT(ST->wisp_reserve, 1);
    cm_do(m, "activate Stag Grove (1-2)");
    cm_do(m, "do 2"); /* +1 Cernunnos Dark, +2 wood, +1 wisp: the last one */
    CHECK_INT(ST->seat[0].wisps, 3);
    CHECK_INT(ST->seat[1].wisps, 3);
    CHECK_INT(ST->ev, SAMHAIN_EV_SACRIFICE);
    CHECK_INT(ST->h.to_move, 1); /* Player 1 is the first player, yet does not sacrifice */
    CHECK_INT(nm_match_legal(m)->count, 1);
    cm_do(m, "sacrifice ready member on Gold Mine (13-14)");
    CHECK_INT(ST->seat[1].grave, 1);
    CHECK_INT(ST->ready[6][1], 0);
    /* buy-back from the first player: the fire lies down, 2 of 3 wisps are paid for */
    CHECK_INT(ST->seat[0].used[FIRE], 1);
    CHECK_INT(ST->h.to_move, 0);
    CHECK_INT(ST->pay_left, 2);
    CHECK_INT(ST->wisp_reserve, 3);
    cm_do(m, "pay 1 MP: wood");
    cm_do(m, "pay 1 MP: wood");
    CHECK_INT(ST->seat[0].normal[SAMHAIN_WOOD], 0);
    CHECK_INT(ST->h.to_move, 1);
    CHECK_INT(ST->pay_left, 3); /* Player 2: 3 wisps, 3 points */
    cm_do(m, "pay 1 MP: stone");
    cm_do(m, "pay 1 MP: stone");
    cm_do(m, "pay 1 MP: gold");
    CHECK_INT(ST->wisp_reserve, 6);
    CHECK_INT(ST->ev, SAMHAIN_EV_NONE);
    CHECK_INT(ST->seat[0].wisps + ST->seat[1].wisps, 0);
    CHECK_INT(ST->track[CER][SAMHAIN_DARK][0], 1);
    CHECK_INT(ST->phase, SAMHAIN_PH_MAIN);
    CHECK_INT(ST->h.to_move, 1); /* Player 2's turn */
    nm_match_destroy(m);

    /* the same position with the fire already used this round: 3 harmful wisps each, both
       sacrifice (the first player first), and Player 1 owes all 3 */
    m = snapshot("sacred_fire_used.json");
    cm_do(m, "activate Stag Grove (1-2)");
    cm_do(m, "do 2");
    CHECK_INT(ST->h.to_move, 0);
    CHECK(cm_has(m, "sacrifice exhausted member on Stag Grove (1-2)"));
    CHECK(cm_has(m, "sacrifice marker on Cernunnos dark"));
    cm_do(m, "sacrifice marker on Cernunnos dark");
    CHECK_INT(ST->track[CER][SAMHAIN_DARK][0], 0);
    CHECK_INT(ST->seat[0].grave, 1);
    CHECK_INT(ST->h.to_move, 1);
    cm_do(m, "sacrifice ready member on Gold Mine (13-14)");
    CHECK_INT(ST->seat[1].grave, 1);
    CHECK_INT(ST->h.to_move, 0);
    CHECK_INT(ST->pay_left, 3);
    nm_match_destroy(m);
}

/* Point 1, the final count: a sacred fire held, even lying down, makes one wisp harmless. */
static void sacred_fire_final(void) {
    nm_match *m = snapshot("sacred_fire_final.json");
    cm_do(m, "pass");
    cm_do(m, "pass");
    CHECK(ST->h.over);
    CHECK_INT(ST->seat[0].malus_wisp, 1);
    CHECK_INT(ST->seat[1].malus_wisp, 3);
    CHECK_INT(ST->seat[0].vp, 4);
    CHECK_INT(ST->seat[1].vp, 2);
    nm_match_destroy(m);
}

/* Point 2: "Payez 2 de vos PA sur un Temple": 1 from Cernunnos Light and 1 from Cernunnos
 * Dark; a point of another temple does not make up the sum. */
static void action21_temple(void) {
    nm_match *m = snapshot("action21_temple.json");
    char el[NM_ELEMENT_LEN];
    CHECK_INT(ST->seat[0].reserve, 10);
    cm_do(m, "activate War Fire (21-22)");
    CHECK(cm_has(m, "do 21"));
    cm_do(m, "do 21");
    CHECK_INT(nm_match_legal(m)->count, 1);
    const char *pay = "pay 1 worship from Cernunnos light and 1 from Cernunnos dark";
    CHECK(cm_words(m, pay, 0, NULL, 0, el, sizeof el));
    CHECK_STR(el, NM_ELEMENT_BAR); /* on the action bar, lighting the temple it pays from */
    {
        const nm_action_list *l = nm_match_legal(m);
        char ids[4][NM_ELEMENT_LEN];
        CHECK_INT(samhain_involves(m->data, m->state, &l->a[0], ids, 4), 1);
        CHECK_STR(ids[0], "temple.0");
        nm_element_view bar;
        CHECK(samhain_describe(m->data, m->state, 0, 0, NM_ELEMENT_BAR, &bar) == 1);
        CHECK_STR(bar.title, "War Fire (21-22)");
    }
    check_words(m, pay, 1, "payer 1 PA sur Cernunnos Lumière et 1 sur Cernunnos Ténèbres");
    cm_do(m, pay);
    CHECK_INT(ST->track[CER][SAMHAIN_LIGHT][0], 0);
    CHECK_INT(ST->track[CER][SAMHAIN_DARK][0], 0);
    CHECK_INT(ST->track[SIR][SAMHAIN_LIGHT][0], 1);
    CHECK_INT(ST->seat[0].reserve, 12); /* both markers home */
    CHECK_INT(ST->seat[0].obj[FIRE], 1);
    CHECK_INT(ST->obj_reserve[FIRE], 1);
    CHECK_INT(ST->h.to_move, 1);
    nm_match_destroy(m);
}

static int contains(const char *s, const char *part) { return s && strstr(s, part) != NULL; }

/* Point 3: the texts as the rulebook gives them; the box's spelling of the deities. */
static void texts(void) {
    const nm_data *d = sht_data();
    const nm_kind_data *cards = &d->kinds[SAMHAIN_K_CARDS];
    for (int c = 0; c < cards->count; c++) {
        const nm_component *k = &cards->items[c];
        if (contains(k->text[1], "adoration")) {
            fprintf(stderr, "%s: the French text says \"adoration\", not PA\n", k->id);
            CHECK(0);
        }
        if (k->field[SAMHAIN_C_NUMBER] == 7) {
            CHECK(contains(k->text[0], "ready or exhausted"));
            CHECK(contains(k->text[0], "not diagonally"));
            CHECK(contains(k->text[1], "prêt ou épuisé"));
            CHECK(contains(k->text[1], "pas en diagonale"));
        }
        if (k->field[SAMHAIN_C_NUMBER] == 21) {
            CHECK(contains(k->text[0], "on one temple"));
            CHECK(contains(k->text[1], "sur un temple"));
        }
    }
    CHECK_STR(samhain_temple(d, SUC)->name[0], "Sucello");
    CHECK_STR(samhain_temple(d, BEL)->name[0], "Belanos");
    CHECK_STR(samhain_temple(d, BEL)->name[1], "Belanos");
    CHECK(!contains(samhain_object(d, FIRE)->text[0], "Experienced"));
    /* the sacred fire is no option of the setup */
    for (int i = 0; i < samhain_game()->option_count; i++)
        CHECK(strcmp(samhain_game()->options[i].id, "sacred_fire") != 0);
}

/* Point 4: the labels and the words name the card and the player. */
static void labels(void) {
    nm_match *m = snapshot("labels_kill.json");
    check_words(m, "activate Offering Stone (5-6)", 1, "activer Pierre des offrandes (5-6)");
    check_words(m, "move Offering Stone (5-6) to Barrow (11-12)", 1,
                "aller de Pierre des offrandes (5-6) à Tertre (11-12) et activer");
    check_words(m, "develop onto Sickle Smith (3-4)", 1,
                "développer sur Forgeron des faucilles (3-4)");
    cm_do(m, "activate Offering Stone (5-6)");
    cm_do(m, "do 6");
    CHECK_INT(ST->seat[0].wisps, 0);
    CHECK_INT(ST->wisp_reserve, 7);
    CHECK(cm_has(m, "kill Player 3's exhausted member on Stag Grove (1-2)"));
    check_words(m, "kill Player 2's ready member on Gold Mine (13-14)", 0,
                "kill Player 2's ready member on Gold Mine (13-14)");
    check_words(m, "kill Player 2's ready member on Gold Mine (13-14)", 1,
                "tuer le membre prêt du Joueur 2 sur Mine d'or (13-14)");
    cm_do(m, "kill Player 2's ready member on Gold Mine (13-14)");
    CHECK_INT(ST->seat[1].grave, 1);
    CHECK_INT(ST->ready[6][1], 0);
    CHECK_INT(ST->h.to_move, 1);
    nm_match_destroy(m);
}

int main(int argc, char **argv) {
    if (argc > 1) dir = argv[1];
    sht_data();
    sacred_fire_event();
    sacred_fire_final();
    action21_temple();
    texts();
    labels();
    sht_cleanup();
    return check_done("samhain audit");
}
