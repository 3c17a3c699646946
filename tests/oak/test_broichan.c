/* test_broichan.c - the solo automaton on hand-built positions: setup, temple placement from
 * the neutral druid clockwise and its fallbacks, the six card actions, gathering from the
 * forest's first place, climbing on three identical ingredients, his final Dark Woods. */
#include <stdlib.h>
#include <string.h>
#include "oaktest.h"

#define S(m) ot_state(m)
#define BOT 1

/* A solo game at the player's turn, Broichan's druids all back on the roots and his next
 * card `card` (NULL: leave the deck). */
static nm_match *solo(const char *card) {
    nm_match *m = ot_match(1, 5, 0);
    ot_apply(m, "choose Order of the Bee");
    oak_state *s = S(m);
    oak_seat *b = &s->seat[BOT];
    for (int i = 0; i < OAK_DRUIDS; i++) b->druid[i] = (oak_druid){OAK_L_ROOTS, 0, 0, -1};
    ot_set_vp(s, BOT, 10);
    b->bot_sanct = 0;
    s->sanct_pile = 24;
    while (b->bot_creature_count > 0) { /* back into the deck */
        s->deck[s->deck_count++] = b->bot_creatures[--b->bot_creature_count];
    }
    while (b->bot_artifact_count > 0) s->apile[s->apile_count++] = b->bot_artifacts[--b->bot_artifact_count];
    for (int k = 0; k < OAK_ING; k++) {
        s->bag[k] = (int8_t)(s->bag[k] + b->ing[k]);
        b->ing[k] = 0;
    }
    /* every Broichan card back in the deck, `card` on top */
    s->bot_deck_count = 0;
    s->bot_discard_count = 0;
    const nm_kind_data *bk = oak_kind(ot_data(), OAK_K_BOT);
    int top = card ? ot_id(OAK_K_BOT, card) : -1;
    for (int i = 0; i < bk->count; i++)
        if (i != top) s->bot_deck[s->bot_deck_count++] = (int8_t)i;
    if (top >= 0) s->bot_deck[s->bot_deck_count++] = (int8_t)top;
    s->sun = 0;
    return ot_reload(m);
}

/* The player climbs and ends the turn; Broichan then plays. */
static void player_turn(nm_match *m) {
    ot_apply(m, "Narration: Oak action to feather.0");
    ot_apply(m, "end turn");
}

static int forest_count(const oak_state *s) {
    int n = 0;
    for (int i = 0; i < OAK_FOREST; i++) n += s->forest[i] >= 0;
    return n;
}

static int ing_count(const oak_state *s, int seat) {
    int n = 0;
    for (int k = 0; k < OAK_ING; k++) n += s->seat[seat].ing[k];
    return n;
}

/* The label of the first legal gathering action (0 when there is none). */
static int first_gather(const nm_match *m, char lab[NM_LABEL_LEN]) {
    const nm_action_list *l = nm_match_legal(m);
    for (int i = 0; i < l->count; i++) {
        nm_match_label(m, &l->a[i], lab, NM_LABEL_LEN);
        if (strncmp(lab, "gather ", 7) == 0) return 1;
    }
    return 0;
}

static int bot_at(const oak_state *s, int loc, int a, int b) {
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *d = &s->seat[BOT].druid[i];
        if (d->loc == loc && d->a == a && d->b == b) return 1;
    }
    return 0;
}

static void setup_rules(void) {
    nm_match *m = ot_match(1, 9, 0);
    const oak_state *s = S(m);
    CHECK(s->seats == 2 && s->solo && s->first == BOT, "Broichan holds the first-player token");
    CHECK(oak_count_loc(s, BOT, OAK_L_ROOTS) == 9, "his 9 druids on the roots");
    CHECK(s->bot_deck_count == 6, "his 6 cards shuffled");
    int forest = 0;
    for (int i = 0; i < OAK_FOREST; i++) forest += s->forest[i] >= 0;
    CHECK(forest == 4, "set up as for 2 players: 4 forest ingredients");
    CHECK(s->neutral[0] >= 0 && s->neutral[1] >= 0 && s->neutral[2] >= 0, "a neutral druid in each temple");
    nm_match_destroy(m);
}

static void knowledge(void) {
    nm_match *m = solo("knowledge");
    int best = -1, bestn = -1;
    for (int i = 0; i < OAK_ROW; i++) {
        int n = oak_field(ot_data(), OAK_K_CREATURES, S(m)->row[i], OAK_C_NUMBER);
        if (n > bestn) bestn = n, best = S(m)->row[i];
    }
    int vp = oak_field(ot_data(), OAK_K_CREATURES, best, OAK_C_VP);
    int start = S(m)->neutral[1];
    player_turn(m);
    const oak_state *s = S(m);
    CHECK(bot_at(s, OAK_L_TEMPLE, 1, (start + 1) % 3), "placed on the first free space clockwise from the neutral druid");
    CHECK(s->seat[BOT].bot_creature_count == 1 && s->seat[BOT].bot_creatures[0] == best, "highest-numbered creature");
    CHECK(s->seat[BOT].vp == 10 + vp, "its VP: %d", s->seat[BOT].vp);
    CHECK(s->seat[BOT].vp_src[OAK_VP_CREATURES] == vp, "counted as creatures");
    CHECK(s->bot_discard_count == 1, "the card goes to his discard");
    nm_match_destroy(m);
}

static void temple_full(void) {
    nm_match *m = solo("knowledge");
    oak_state *s = S(m);
    int n = s->neutral[1];
    s->seat[BOT].druid[0] = (oak_druid){OAK_L_TEMPLE, 1, (int8_t)((n + 1) % 3), -1};
    s->seat[BOT].druid[1] = (oak_druid){OAK_L_TEMPLE, 1, (int8_t)((n + 2) % 3), -1};
    m = ot_reload(m);
    player_turn(m);
    s = S(m);
    CHECK(bot_at(s, OAK_L_BRANCH, 1, 0), "temple full: he climbs the Mistletoe branch");
    CHECK(s->seat[BOT].vp == 12 && s->seat[BOT].bot_creature_count == 0, "2 VP, no card action");
    CHECK(s->seat[BOT].vp_src[OAK_VP_BRANCHES] == 2, "the 2 VP come from the branch");
    nm_match_destroy(m);

    m = solo("knowledge");
    s = S(m);
    n = s->neutral[1];
    s->seat[BOT].druid[0] = (oak_druid){OAK_L_TEMPLE, 1, (int8_t)((n + 1) % 3), -1};
    s->seat[BOT].druid[1] = (oak_druid){OAK_L_TEMPLE, 1, (int8_t)((n + 2) % 3), -1};
    s->seat[BOT].druid[2] = (oak_druid){OAK_L_BRANCH, 1, 4, -1}; /* on a final space: cannot climb */
    m = ot_reload(m);
    player_turn(m);
    s = S(m);
    CHECK(bot_at(s, OAK_L_TEMPLE, 1, n), "temple full, branch closed: the neutral druid's space");
    CHECK(s->seat[BOT].bot_creature_count == 1, "and the card action");
    nm_match_destroy(m);
}

static void cards(void) {
    nm_match *m = solo("narration");
    player_turn(m);
    CHECK(S(m)->seat[BOT].vp == 6, "Narration: -4 VP (%d)", S(m)->seat[BOT].vp);
    CHECK(S(m)->seat[BOT].vp_src[OAK_VP_ARTIFACTS] == -4, "Narration stands for an artifact's use");
    nm_match_destroy(m);

    m = solo("ritual");
    player_turn(m);
    CHECK(S(m)->seat[BOT].vp == 12 && S(m)->seat[BOT].bot_sanct == 1 && S(m)->sanct_pile == 23, "Ritual: first 2 VP");
    CHECK(S(m)->seat[BOT].vp_src[OAK_VP_SANCTUARIES] == 2, "Ritual: counted as sanctuaries");
    nm_match_destroy(m);

    m = solo("ritual");
    S(m)->seat[BOT].bot_sanct = 1;
    S(m)->sanct_pile = 23;
    m = ot_reload(m);
    player_turn(m);
    CHECK(S(m)->seat[BOT].vp == 14, "Ritual: then 4 VP (%d)", S(m)->seat[BOT].vp);
    CHECK(S(m)->seat[BOT].vp_src[OAK_VP_SANCTUARIES] == 4, "Ritual: 4 VP counted as sanctuaries");
    nm_match_destroy(m);

    m = solo("veneration");
    player_turn(m);
    CHECK(oak_elders_owned(S(m), BOT) == 1, "Veneration: a promotion");
    nm_match_destroy(m);

    m = solo("mysticism");
    int best = -1, bestn = -1;
    for (int i = 0; i < OAK_ROW; i++) {
        int n = oak_field(ot_data(), OAK_K_ARTIFACTS, S(m)->arow[i], OAK_AR_NUMBER);
        if (n > bestn) bestn = n, best = S(m)->arow[i];
    }
    player_turn(m);
    CHECK(S(m)->seat[BOT].bot_artifact_count == 1 && S(m)->seat[BOT].bot_artifacts[0] == best && S(m)->seat[BOT].vp == 14,
          "Mysticism: highest-numbered artifact, 4 VP");
    CHECK(S(m)->seat[BOT].vp_src[OAK_VP_ARTIFACTS] == 4, "Mysticism: counted as artifacts");
    nm_match_destroy(m);

    m = solo("wisdom");
    oak_state *s = S(m);
    for (int k = 0; k < 4; k++) {
        s->bag[k]--;
        s->seat[BOT].ing[k]++;
    }
    m = ot_reload(m);
    player_turn(m);
    CHECK(S(m)->seat[BOT].vp == 15, "Wisdom: Dark Woods with 4 kinds, 5 VP (%d)", S(m)->seat[BOT].vp);
    CHECK(S(m)->seat[BOT].vp_src[OAK_VP_POTIONS] == 5, "Wisdom: counted as potions");
    nm_match_destroy(m);

    m = solo("wisdom");
    player_turn(m);
    int held = 0;
    for (int k = 0; k < OAK_ING; k++) held += S(m)->seat[BOT].ing[k];
    CHECK(held == 2 || oak_count_loc(S(m), BOT, OAK_L_BRANCH) > 0, "Wisdom without a recipe: 2 ingredients");
    nm_match_destroy(m);
}

static void gathering(void) {
    nm_match *m = solo(NULL);
    oak_state *s = S(m);
    /* he has passed: he gathers the first forest place, and three acorns make him climb */
    s->seat[BOT].state = OAK_SEAT_PASSED;
    for (int i = 0; i < OAK_FOREST; i++)
        if (s->forest[i] >= 0) {
            s->bag[s->forest[i]]++;
            s->forest[i] = -1;
        }
    s->forest[0] = 3;
    s->forest[5] = 0;
    s->bag[3] -= 3;
    s->bag[0] -= 1;
    s->seat[BOT].ing[3] = 2;
    m = ot_reload(m);
    player_turn(m);
    s = S(m);
    CHECK(s->forest[0] == -1 && s->forest[5] == 0, "the first forest place is gathered");
    CHECK(s->seat[BOT].ing[3] == 0, "three acorns discarded");
    CHECK(oak_count_loc(s, BOT, OAK_L_BRANCH) == 1 && s->seat[BOT].vp == 12, "he climbs one space (2 VP)");
    CHECK(s->seat[BOT].vp_src[OAK_VP_BRANCHES] == 2, "his climb's VP come from the branch");
    nm_match_destroy(m);

    /* the player passes and gathers in the same turn; Broichan then passes ("Broichan Passe
     * au prochain Tour") and his pass turn gathers too */
    m = solo(NULL);
    int forest = forest_count(S(m));
    ot_apply(m, "pass");
    CHECK(S(m)->h.to_move == 0 && S(m)->seat[BOT].state == OAK_SEAT_ACTIVE, "the player's pass turn goes on");
    char lab[NM_LABEL_LEN];
    CHECK(first_gather(m, lab), "a gathering action");
    ot_apply(m, lab);
    s = S(m);
    CHECK(s->seat[BOT].state == OAK_SEAT_PASSED && ing_count(s, BOT) == 1, "Broichan passed and gathered 1");
    CHECK(forest_count(s) == forest - 2 && s->h.to_move == 0, "two ingredients gone; the player's turn again");
    nm_match_destroy(m);

    /* no druid left on the roots: "il passe son Tour (ne piochez pas de carte)", he skips this
     * turn and waits, neither drawing a card nor gathering while the player still acts */
    m = solo(NULL);
    s = S(m);
    for (int i = 0; i < OAK_DRUIDS; i++) s->seat[BOT].druid[i] = (oak_druid){OAK_L_TEMPLE, OAK_T_RUNE, 0, -1};
    m = ot_reload(m);
    forest = forest_count(S(m));
    int cards = S(m)->bot_deck_count;
    player_turn(m);
    s = S(m);
    CHECK(s->seat[BOT].state == OAK_SEAT_ACTIVE && s->bot_deck_count == cards && ing_count(s, BOT) == 0,
          "Broichan skipped: no card, no pass, no gathering");
    CHECK(forest_count(s) == forest && s->h.to_move == 0 && s->current == 0, "the player acts again");
    ot_apply(m, "pass");
    CHECK(first_gather(m, lab), "the player gathers");
    ot_apply(m, lab);
    CHECK(S(m)->seat[BOT].state == OAK_SEAT_PASSED && ing_count(S(m), BOT) == 1, "then Broichan passes and gathers");
    nm_match_destroy(m);
}


/* Broichan's whole turn in the log's words (issue 16): the card, where his druid went, the
 * bag and his VP, in English and French, from the states before and after "end turn". */
static int narrate_turn(nm_match *m, int lang, nm_event_line *out, int max) {
    ot_apply(m, "Narration: Oak action to feather.0");
    oak_state before = *S(m);
    nm_action end = {0};
    const nm_action_list *l = nm_match_legal(m);
    for (int i = 0; i < l->count; i++) {
        char lab[NM_LABEL_LEN];
        nm_match_label(m, &l->a[i], lab, sizeof lab);
        if (strcmp(lab, "end turn") == 0) end = l->a[i];
    }
    ot_apply(m, "end turn");
    return m->game->narrate(ot_data(), &before, &end, m->state, lang, out, max);
}

static void narration(void) {
    nm_event_line ev[8];
    nm_match *m = solo("mysticism");
    int start = S(m)->neutral[2];
    char want[NM_EVENT_LEN], el[NM_ELEMENT_LEN];
    int bag0 = 0;
    for (int k = 0; k < OAK_ING; k++) bag0 += S(m)->bag[k];
    int n = narrate_turn(m, 0, ev, 8);
    CHECK(n == 1, "one line for Broichan's turn (%d)", n);
    snprintf(el, sizeof el, "temple.rune.%d", (start + 1) % 3);
    const nm_board_element *be = nm_board_find(&ot_data()->board, el);
    snprintf(want, sizeof want, "Broichan: Broichan's Mysticism, druid on %s; +4 VP (Artifacts)", be->label[0]);
    CHECK(n >= 1 && strcmp(ev[0].text, want) == 0, "the line names card, druid and VP: '%s'", n ? ev[0].text : "");
    CHECK(n >= 1 && strcmp(ev[0].element, el) == 0 && ev[0].seat == BOT, "it lights the temple space his druid took");
    nm_match_destroy(m);

    m = solo("mysticism");
    n = narrate_turn(m, 1, ev, 8);
    snprintf(want, sizeof want, "Broichan : Mysticisme de Broichan, druide sur %s ; +4 PV (Artéfacts)", be->label[1]);
    CHECK(n == 1 && strcmp(ev[0].text, want) == 0, "in French: '%s'", n ? ev[0].text : "");
    nm_match_destroy(m);

    /* Wisdom without a recipe: he draws 2 ingredients from the bag */
    m = solo("wisdom");
    bag0 = 0;
    for (int k = 0; k < OAK_ING; k++) bag0 += S(m)->bag[k];
    n = narrate_turn(m, 0, ev, 8);
    int bag1 = 0;
    for (int k = 0; k < OAK_ING; k++) bag1 += S(m)->bag[k];
    CHECK(oak_count_loc(S(m), BOT, OAK_L_BRANCH) == 0, "this deal makes him draw, not climb");
    {
        snprintf(want, sizeof want, "; bag %d -> %d", bag0, bag1);
        CHECK(bag1 == bag0 - 2, "2 ingredients drawn (%d -> %d)", bag0, bag1);
        CHECK(n == 1 && strstr(ev[0].text, "Broichan's Wisdom, druid on ") && strstr(ev[0].text, want),
              "the bag's change is said: '%s'", n ? ev[0].text : "");
    }
    nm_match_destroy(m);
}

int main(void) {
    setup_rules();
    knowledge();
    temple_full();
    cards();
    gathering();
    narration();
    ot_cleanup();
    return check_done("oak_broichan");
}
