/* test_words.c - Isle of Skye in words (skye_narrate.c): the prompt line names the decision
 * and what remains of it, the log says in words what the flow did by itself (the reveal,
 * unsold tiles kept, each scoring tile's points, the Dolmen's shift, the income with its
 * catch-up gold, the final count), in English and French, and never a price before the
 * reveal; the end screen says which tie-break decided. */
#include <stdlib.h>
#include <string.h>
#include "sktest.h"

static const nm_data *D;

static int narrate(const sk_state *s0, const nm_action *a, const sk_state *s1, int lang, nm_event_line *out, int max) {
    return skye_game()->narrate(D, s0, a, s1, lang, out, max);
}

static int any_line(const nm_event_line *l, int n, const char *needle) {
    for (int i = 0; i < n; i++)
        if (strstr(l[i].text, needle)) return 1;
    return 0;
}

static void prompts(void) {
    static sk_state s;
    char buf[200];
    st_setup(D, &s, 2, 31, 1);
    /* the price step: the discard first, then the prices, counting down */
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    CHECK(strstr(buf, "choose the tile to discard") != NULL, "prompt: %s", buf);
    st_first(D, &s); /* discard */
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    CHECK(strcmp(buf, "Set your prices: 2 tiles left to price") == 0, "prompt: %s", buf);
    skye_game()->prompt(D, &s, 1, buf, sizeof buf);
    CHECK(strcmp(buf, "Fixez vos prix : 2 tuiles à mettre à prix") == 0, "prompt fr: %s", buf);
    st_first(D, &s); /* one price */
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    CHECK(strcmp(buf, "Set your prices: 1 tile left to price") == 0, "prompt: %s", buf);
    st_until(D, &s, SK_PH_BUY1);
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    CHECK(strncmp(buf, "Buy a tile from another player or pass", 38) == 0, "prompt: %s", buf);
    st_until(D, &s, SK_PH_BUY2);
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    CHECK(strstr(buf, "Dolmen") != NULL && strstr(buf, "bag (5 gold)") != NULL, "prompt: %s", buf);
    st_until(D, &s, SK_PH_BUILD);
    CHECK_EQ(s.phase, SK_PH_BUILD);
    const sk_seat *ps = &s.seat[s.current];
    skye_game()->prompt(D, &s, 0, buf, sizeof buf);
    if (ps->hand_count == 1) {
        char want[120];
        snprintf(want, sizeof want, "Place %s: choose a cell and a rotation", D->kinds[SK_K_TILES].items[ps->hand[0]].name[0]);
        CHECK(strcmp(buf, want) == 0, "prompt: %s (want %s)", buf, want);
    } else {
        CHECK(strstr(buf, "choose a tile, a cell and a rotation") != NULL, "prompt: %s", buf);
    }
    skye_game()->prompt(D, &s, 1, buf, sizeof buf);
    CHECK(strstr(buf, "choisir une case et une rotation") != NULL || strstr(buf, "choisir une tuile, une case") != NULL,
          "prompt fr: %s", buf);
}

/* A whole random game: no line during the hidden price step, the reveal's lines with the
 * prices, every round's scoring tile lines, the income, the final count; a prompt at every
 * decision in both languages. */
static void game_log(uint64_t seed, int players) {
    static sk_state s, prev;
    static nm_action_list l;
    static nm_errors err;
    static nm_event_line ev[32];
    nm_rng rng;
    nm_rng_seed(&rng, seed * 7 + 1);
    st_setup(D, &s, players, seed, 1);
    int show = getenv("SKYE_WORDS") != NULL;
    int reveals = 0, scorings = 0, incomes = 0, finals = 0, dolmens = 0;
    for (int guard = 0; guard < 5000 && !s.h.over; guard++) {
        char buf[200];
        for (int lang = 0; lang < 2; lang++) {
            skye_game()->prompt(D, &s, lang, buf, sizeof buf);
            CHECK(buf[0] != 0, "no prompt in phase %d", s.phase);
        }
        int n = skye_game()->legal(D, &s, &l);
        if (n <= 0) break;
        prev = s;
        nm_action a = l.a[nm_rng_below(&rng, (uint32_t)n)];
        nm_errors_clear(&err);
        if (skye_game()->apply(D, &s, &a, &err) != 0) {
            CHECK(0, "apply: %s", nm_errors_first(&err));
            return;
        }
        for (int lang = 0; lang < 2; lang++) {
            int k = narrate(&prev, &a, &s, lang, ev, 32);
            if (prev.phase == SK_PH_PRICE && s.phase == SK_PH_PRICE) CHECK(k == 0, "a line while the screens are up: %s", ev[0].text);
            for (int i = 0; i < k; i++) CHECK(ev[i].text[0] != 0, "empty line");
            if (show && seed == 1) /* SKYE_WORDS=1: the log of each player count's first game */
                for (int i = 0; i < k; i++) printf("[%s] %s\n", ev[i].element, ev[i].text);
            if (lang) continue;
            reveals += any_line(ev, k, "The screens are lifted");
            scorings += any_line(ev, k, ", scoring tile ");
            incomes += any_line(ev, k, "begins: income");
            finals += any_line(ev, k, "Final scoring");
            dolmens += any_line(ev, k, "The Dolmen shifts");
            if (s.round != prev.round && !s.h.over) {
                /* each seat's income line: castle 5, and the catch-up from round 3 */
                char want[40];
                snprintf(want, sizeof want, "Round %d of %d begins", s.round, s.rounds);
                CHECK(any_line(ev, k, want), "no \"%s\"", want);
                CHECK(any_line(ev, k, "(castle 5"), "no income line in round %d", s.round);
            }
        }
    }
    CHECK(s.h.over, "the game ends");
    CHECK_EQ(reveals, s.rounds);
    CHECK(scorings >= s.rounds, "scoring lines %d", scorings);
    CHECK_EQ(incomes, s.rounds - 1);
    CHECK_EQ(finals, 1);
    CHECK_EQ(dolmens, s.rounds);
}

/* The reveal's words: the discard and each price, public only once the screens are lifted. */
static void reveal_words(void) {
    static sk_state s, prev;
    static nm_event_line ev[16];
    st_setup(D, &s, 2, 33, 0);
    int a = s.current, b = 1 - a;
    char lab[64];
    snprintf(lab, sizeof lab, "discard %s", D->kinds[SK_K_TILES].items[s.seat[a].offer[0]].id);
    st_do(D, &s, lab);
    snprintf(lab, sizeof lab, "price %s at 3", D->kinds[SK_K_TILES].items[s.seat[a].offer[1]].id);
    st_do(D, &s, lab);
    snprintf(lab, sizeof lab, "price %s at 2", D->kinds[SK_K_TILES].items[s.seat[a].offer[2]].id);
    st_do(D, &s, lab);
    int t1 = s.seat[a].offer[1];
    snprintf(lab, sizeof lab, "discard %s", D->kinds[SK_K_TILES].items[s.seat[b].offer[2]].id);
    st_do(D, &s, lab);
    snprintf(lab, sizeof lab, "price %s at 1", D->kinds[SK_K_TILES].items[s.seat[b].offer[0]].id);
    st_do(D, &s, lab);
    prev = s;
    static nm_action_list l;
    skye_game()->legal(D, &s, &l);
    nm_action act = l.a[0];
    static nm_errors err;
    for (int i = 0; i < l.count; i++) {
        char x[96];
        skye_game()->label(D, &s, &l.a[i], x, sizeof x);
        if (strstr(x, " at 4")) act = l.a[i];
    }
    CHECK(skye_game()->apply(D, &s, &act, &err) == 0, "apply");
    /* each seat's prices take all its gold (5): nobody can buy, so the same action goes on to
     * the build, each seat keeping its two tiles and paying their prices to the bank */
    CHECK_EQ(s.phase, SK_PH_BUILD);
    int k = narrate(&prev, &act, &s, 0, ev, 16);
    snprintf(lab, sizeof lab, "Player %d keeps %s, ", a + 1, D->kinds[SK_K_TILES].items[t1].name[0]);
    CHECK(any_line(ev, k, lab), "no \"%s\"", lab);
    CHECK(any_line(ev, k, "paying 5 gold to the bank"), "the bank's 5 gold");
    char want[96];
    snprintf(want, sizeof want, "Player %d: discards %s; prices %s at 3", a + 1, D->kinds[SK_K_TILES].items[prev.seat[a].secret_discard >= 0 ? prev.seat[a].offer[prev.seat[a].secret_discard] : 0].name[0],
             D->kinds[SK_K_TILES].items[t1].name[0]);
    CHECK(any_line(ev, k, "The screens are lifted"), "reveal line");
    CHECK(any_line(ev, k, want), "no \"%s\" (first line %s)", want, k ? ev[0].text : "");
    k = narrate(&prev, &act, &s, 1, ev, 16);
    CHECK(any_line(ev, k, "Les paravents sont levés"), "reveal line fr");
    CHECK(any_line(ev, k, " à 3"), "price in fr");
}

static void tie_break(void) {
    static sk_state s;
    char buf[200];
    st_setup(D, &s, 3, 34, 0);
    CHECK_EQ(skye_game()->tie_break(D, &s, 0, buf, sizeof buf), 0); /* not over */
    s.phase = SK_PH_OVER;
    s.h.over = 1;
    s.h.to_move = -1;
    s.seat[0].vp = 40, s.seat[0].gold = 3;
    s.seat[1].vp = 40, s.seat[1].gold = 7;
    s.seat[2].vp = 35, s.seat[2].gold = 20;
    CHECK_EQ(skye_game()->tie_break(D, &s, 0, buf, sizeof buf), 1);
    CHECK(strcmp(buf, "Tied on 40 VP: Player 2 has more gold left (7 against 3)") == 0, "tie-break: %s", buf);
    CHECK_EQ(skye_game()->tie_break(D, &s, 1, buf, sizeof buf), 1);
    CHECK(strcmp(buf, "À égalité à 40 PV : le Joueur 2 a plus d'or (7 contre 3)") == 0, "tie-break fr: %s", buf);
    s.seat[0].gold = 7;
    CHECK_EQ(skye_game()->tie_break(D, &s, 0, buf, sizeof buf), 1);
    CHECK(strstr(buf, "shared") != NULL, "shared: %s", buf);
    s.seat[1].vp = 39;
    CHECK_EQ(skye_game()->tie_break(D, &s, 0, buf, sizeof buf), 0); /* no tie on VP */
}

int main(void) {
    D = st_data(0);
    prompts();
    reveal_words();
    for (int players = 2; players <= 5; players++)
        for (uint64_t seed = 1; seed <= 5; seed++) game_log(seed, players);
    tie_break();
    st_cleanup();
    return check_done("skye words");
}
