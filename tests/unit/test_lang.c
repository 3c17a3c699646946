/* test_lang.c - the rules language's core on the fixture game: cards written only in JSON
 * with conditions, tables, sets of counters, repeats and expressions (the mod
 * tests/data/mods/lang_cards) run with the numbers worked out below; their rules text in
 * English and French comes from the templates; a gain_more modifier and the counters'
 * caps apply; a payment that cannot be made fails; and wrong expressions are refused with
 * the file and JSON path (tests/data/mods/lang_bad). */
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

static nm_errors err;
static const char *data_root;

static nm_data *load_mod(const char *name) {
    char mod[1024];
    snprintf(mod, sizeof mod, "%s/mods/%s", data_root, name);
    const char *mods[] = {mod};
    return nm_data_load(tl_game(), nm_builtin_data_dir(), mods, 1, &err);
}

/* Runs card's effect for seat 0 of a fresh 2-player state with the given seeds, leaves
 * and renown; returns the state after it. */
static fixture_state run_card(const nm_data *d, const char *card, int seed, int leaf, int vp,
                              nm_vm_status *status) {
    nm_setup su;
    nm_setup_defaults(tl_game(), &su, 2, 5);
    fixture_state s;
    memset(&s, 0, sizeof s);
    tl_game()->setup(d, &su, &s, &err);
    s.seat[0].res[FIXTURE_SEED] = (int8_t)seed;
    s.seat[0].res[FIXTURE_LEAF] = (int8_t)leaf;
    s.seat[0].res[FIXTURE_VP] = (int8_t)vp;
    nm_vm_reset(&s.vm);
    const nm_kind_data *k = fixture_cards(d);
    int c = nm_data_find(k, card);
    CHECK(c >= 0);
    nm_vm_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = d;
    ctx.state = &s;
    ctx.vm = &s.vm;
    nm_vm_push(&s.vm, k->items[c].effect, 0, c);
    *status = nm_vm_run(&ctx);
    if (*status == NM_VM_ERROR) fprintf(stderr, "%s: %s\n", card, ctx.error);
    return s;
}

static void test_conditions_and_tables(const nm_data *d) {
    nm_vm_status st;
    /* Stone Circle: 3 leaves or more gives 2 renown, else 1 seed. */
    fixture_state s = run_card(d, "stone_circle", 0, 3, 0, &st);
    CHECK(st == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 2);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 0);
    s = run_card(d, "stone_circle", 0, 2, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 0);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 1);
    /* Harvest Table: 0/2/3/5 renown by how many of seed, leaf, renown you have.
     * seeds 4, leaves 0, renown 1: two kinds -> 3 renown, 1 + 3 = 4. */
    s = run_card(d, "harvest_table", 4, 0, 1, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 4);
    /* all three kinds -> 5; none -> 0 */
    s = run_card(d, "harvest_table", 1, 1, 1, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 6);
    s = run_card(d, "harvest_table", 0, 0, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 0);
    /* Threefold Gift: 1 seed three times (7 -> 9: the cap of 9 stops the third). */
    s = run_card(d, "threefold", 2, 0, 0, &st);
    CHECK(st == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 5);
    CHECK_INT(s.vm.depth, 0);
    s = run_card(d, "threefold", 8, 0, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 9);
    /* Twin Acorns: 2 renown per pair among seeds and leaves, then pay up to 2 seeds.
     * seeds 5 (2 pairs), leaves 3 (1 pair): 3 pairs = 6 renown; seeds 5 - 2 = 3. */
    s = run_card(d, "twin_acorns", 5, 3, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 6);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 3);
    /* with 1 seed it pays the 1 it has (the min of seeds and 2) */
    s = run_card(d, "twin_acorns", 1, 0, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 0);
}

/* The rules text of each card, generated from its ops. */
static void test_text(const nm_data *d) {
    const nm_kind_data *k = fixture_cards(d);
    struct {
        const char *card, *en, *fr;
    } cases[] = {
        {"stone_circle", "if you have 3 leaves or more, gain 2 renown; otherwise, gain 1 seed",
         "si vous avez 3 feuilles ou plus, gagnez 2 renom ; sinon, gagnez 1 graine"},
        {"harvest_table",
         "gain renown: 0/2/3/5 by how many kinds you have among seeds, leaves and renown (0, 1, 2\xe2\x80\xa6)",
         "gagnez des renom : 0/2/3/5 selon le nombre de sortes que vous avez parmi graines, feuilles et renom "
         "(0, 1, 2\xe2\x80\xa6)"},
        {"threefold", "3 times: gain 1 seed", "3 fois : gagnez 1 graine"},
        {"twin_acorns", "gain renown: (your pairs of seeds and leaves \xc3\x97 2), then pay seeds: the lower of your seeds and 2",
         "gagnez des renom : (vos paires de graines et feuilles \xc3\x97 2), puis payez des graines : le plus petit de vos graines et 2"},
        {"golden_sickle", "choose: gain 1 renown or gain 2 seeds",
         "au choix : gagnez 1 renom ou gagnez 2 graines"},
        {"grey_heron", "if you have 2 leaves or more, pay 2 leaves, then gain 3 renown",
         "si vous avez 2 feuilles ou plus, payez 2 feuilles, puis gagnez 3 renom"},
        {"salmon", "draw 1 card(s), then gain 1 leaf", "piochez 1 carte(s), puis gagnez 1 feuille"},
    };
    char buf[512];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int c = nm_data_find(k, cases[i].card);
        CHECK(c >= 0);
        if (c < 0) continue;
        nm_text_effect(d, k->items[c].effect, 0, buf, sizeof buf);
        CHECK_STR(buf, cases[i].en);
        nm_text_effect(d, k->items[c].effect, 1, buf, sizeof buf);
        CHECK_STR(buf, cases[i].fr);
    }
    /* A trigger and a modifier speak too. */
    int salmon = nm_data_find(k, "salmon"), rod = nm_data_find(k, "hazel_rod");
    nm_text_effect(d, k->items[salmon].trigger[0], 1, buf, sizeof buf);
    CHECK_STR(buf, "si vous avez jou\xc3\xa9 la Baguette de coudrier, gagnez 2 renom");
    nm_text_instr(d, &d->mods[k->items[rod].mod_first], 1, 0, buf, sizeof buf);
    CHECK_STR(buf, "whenever you gain seeds, gain 1 more");
    /* French nouns: elision, gender, plural from 2 */
    nm_noun ovate = {{"Ovate", "Ovate"}, {"Ovates", "Ovates"}, 0, 1};
    nm_noun plume = {{"feather", "plume"}, {"feathers", "plumes"}, 1, 0};
    nm_text_noun(&ovate, 1, 1, 'd', buf, sizeof buf);
    CHECK_STR(buf, "l'Ovate");
    nm_text_noun(&plume, 1, 1, 'd', buf, sizeof buf);
    CHECK_STR(buf, "la plume");
    nm_text_noun(&plume, 1, 1, 'i', buf, sizeof buf);
    CHECK_STR(buf, "une plume");
    nm_text_noun(&plume, 1, 2, 'd', buf, sizeof buf);
    CHECK_STR(buf, "les plumes");
    nm_text_noun(&ovate, 0, 1, 'i', buf, sizeof buf);
    CHECK_STR(buf, "an Ovate");
    CHECK(nm_fr_elides("\xc3\x89" "corce") && nm_fr_elides("if") && !nm_fr_elides("hibou") &&
          !nm_fr_elides("Barde"));
}

/* gain_more applies to core gains; a payment beyond what the seat has fails. */
static void test_modifiers_and_failures(const nm_data *d) {
    nm_vm_status st;
    fixture_state s = run_card(d, "threefold", 0, 0, 0, &st);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 3);
    /* with the Hazel Rod in play each gain of seeds is 1 more: 3 x 2 = 6 */
    nm_setup su;
    nm_setup_defaults(tl_game(), &su, 2, 5);
    memset(&s, 0, sizeof s);
    tl_game()->setup(d, &su, &s, &err);
    s.seat[0].res[FIXTURE_SEED] = 0;
    s.seat[0].owned[s.seat[0].owned_count++] = (int16_t)nm_data_find(fixture_cards(d), "hazel_rod");
    nm_vm_reset(&s.vm);
    nm_vm_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = d;
    ctx.state = &s;
    ctx.vm = &s.vm;
    int c = nm_data_find(fixture_cards(d), "threefold");
    nm_vm_push(&s.vm, fixture_cards(d)->items[c].effect, 0, c);
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 6);
    CHECK_INT(nm_gain_more(d, &s, FIXTURE_SEED, 0), 1);
    CHECK_INT(nm_gain_more(d, &s, FIXTURE_LEAF, 0), 0);
    /* Grey Heron's payment is possible only with 2 leaves */
    s.seat[0].res[FIXTURE_LEAF] = 1;
    int heron = nm_data_find(fixture_cards(d), "grey_heron");
    int eff = fixture_cards(d)->items[heron].effect;
    int n = 0;
    const nm_instr *in = nm_data_effect(d, eff, &n);
    CHECK(nm_effect_possible(&ctx, eff)); /* the if holds no payment when it fails */
    int then = in[0].arg[1];
    CHECK(!nm_effect_possible(&ctx, then));
    s.seat[0].res[FIXTURE_LEAF] = 2;
    CHECK(nm_effect_possible(&ctx, then));
    /* a payment that cannot be made is a rules error, not a silent loss */
    s.seat[0].res[FIXTURE_LEAF] = 0;
    nm_vm_reset(&s.vm);
    nm_vm_push(&s.vm, then, 0, heron);
    ctx.error[0] = '\0';
    CHECK(nm_vm_run(&ctx) == NM_VM_ERROR);
    CHECK_HAS(ctx.error, "pay: 2 leaf needed, seat 0 has 0");
}

static int card(const nm_data *d, const char *id) { return nm_data_find(fixture_cards(d), id); }

/* Zones: a draw from the hidden deck, a chosen card among those a filter lets through, a
 * count with a filter, and for_each reading each card's field. */
static void test_zones(const nm_data *d) {
    nm_setup su;
    nm_setup_defaults(tl_game(), &su, 2, 5);
    fixture_state s;
    memset(&s, 0, sizeof s);
    tl_game()->setup(d, &su, &s, &err);
    /* a known position: deck wren, salmon (top); row mistletoe (3), red fox (0), hazel rod (1) */
    s.deck_count = 2;
    s.deck[0] = (int16_t)card(d, "wren");
    s.deck[1] = (int16_t)card(d, "salmon");
    s.row[0] = (int16_t)card(d, "mistletoe");
    s.row[1] = (int16_t)card(d, "red_fox");
    s.row[2] = (int16_t)card(d, "hazel_rod");
    s.seat[0].hand_count = 0;
    s.seat[0].owned_count = 0;
    memset(s.seat[0].res, 0, sizeof s.seat[0].res);
    nm_vm_reset(&s.vm);
    nm_vm_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = d;
    ctx.state = &s;
    ctx.vm = &s.vm;
    int deck = nm_zone_find(d, "deck"), hand = nm_zone_find(d, "hand"), row = nm_zone_find(d, "row"),
        played = nm_zone_find(d, "played");
    CHECK(deck >= 0 && hand >= 0 && row >= 0 && played >= 0);
    CHECK_INT(nm_zone_count(d, &s, row, 0), 3);
    uint32_t reveals = s.h.reveals;
    /* Scout draws 2: salmon (the top), then wren; each draw from the hidden deck reveals */
    nm_vm_push(&s.vm, fixture_cards(d)->items[card(d, "scout")].effect, 0, card(d, "scout"));
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[0].hand_count, 2);
    CHECK_INT(s.seat[0].hand[0], card(d, "salmon"));
    CHECK_INT(s.seat[0].hand[1], card(d, "wren"));
    CHECK_INT(s.deck_count, 0);
    CHECK_INT((int)(s.h.reveals - reveals), 2);
    /* Collector: choose a row card costing 2 or more: only the mistletoe (slot 0) */
    nm_vm_push(&s.vm, fixture_cards(d)->items[card(d, "collector")].effect, 0, card(d, "collector"));
    CHECK(nm_vm_run(&ctx) == NM_VM_WAITING);
    nm_action_list l;
    l.count = 0;
    CHECK_INT(nm_vm_choices(&ctx, &l), 1);
    CHECK_INT(l.a[0].p[0], 0);
    char label[96];
    nm_vm_label(&ctx, &l.a[0], label, sizeof label);
    CHECK_STR(label, "take Mistletoe");
    CHECK(nm_vm_resume(&ctx, &l.a[0]) == NM_VM_IDLE);
    CHECK_INT(s.row[0], -1);
    CHECK_INT(s.seat[0].owned_count, 1);
    CHECK_INT(s.seat[0].owned[0], card(d, "mistletoe"));
    /* nothing left that costs 2: a second Collector does nothing and asks nothing */
    nm_vm_push(&s.vm, fixture_cards(d)->items[card(d, "collector")].effect, 0, card(d, "collector"));
    CHECK(!nm_effect_possible(&ctx, fixture_cards(d)->items[card(d, "collector")].effect));
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    /* in play: mistletoe (3); add red fox (0) and hazel rod (1) by hand */
    s.seat[0].owned[s.seat[0].owned_count++] = (int16_t)card(d, "red_fox");
    s.seat[0].owned[s.seat[0].owned_count++] = (int16_t)card(d, "hazel_rod");
    /* Census: 1 renown per card in play costing 2 or more: 1 */
    nm_vm_push(&s.vm, fixture_cards(d)->items[card(d, "census")].effect, 0, card(d, "census"));
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 1);
    /* Echo: for each card in play costing 1 or less, its cost + 1 seeds: fox 1, rod 2 = 3,
     * and the Hazel Rod in play adds 1 to each of the two gains: 5 */
    nm_vm_push(&s.vm, fixture_cards(d)->items[card(d, "echo")].effect, 0, card(d, "echo"));
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 5);
    CHECK_INT(s.vm.depth, 0);
    char buf[256];
    nm_text_effect(d, fixture_cards(d)->items[card(d, "echo")].effect, 1, buf, sizeof buf);
    CHECK_STR(buf, "pour chaque carte en jeu o\xc3\xb9 son cost \xe2\x89\xa4 1 : gagnez des graines : (son cost + 1)");
    nm_text_effect(d, fixture_cards(d)->items[card(d, "scout")].effect, 1, buf, sizeof buf);
    CHECK_STR(buf, "d\xc3\xa9placez 2 de la pioche vers la main");
    nm_text_effect(d, fixture_cards(d)->items[card(d, "census")].effect, 0, buf, sizeof buf);
    CHECK_STR(buf, "gain renown: the number of cards in play where its cost \xe2\x89\xa5 2");
}

/* A general kind at a hook point the game declares: {"type": "more", "hook": "pass_seeds"}. */
static void test_hooks(const nm_data *d) {
    int hearth = card(d, "hearth");
    const nm_component *c = &fixture_cards(d)->items[hearth];
    CHECK_INT(c->mod_count, 1);
    CHECK_INT(d->mods[c->mod_first].op, FIXTURE_MOD_PASS_SEEDS);
    char buf[128];
    nm_text_instr(d, &d->mods[c->mod_first], 1, 0, buf, sizeof buf);
    CHECK_STR(buf, "when you pass, gain 2 more seed(s)");
    /* in play, a pass gains 1 + 2 seeds */
    nm_setup su;
    nm_setup_defaults(tl_game(), &su, 2, 5);
    nm_match *m = nm_match_create(tl_game(), d, &su, &err);
    fixture_state *s = m->state;
    s->seat[0].owned[s->seat[0].owned_count++] = (int16_t)hearth;
    int before = s->seat[0].res[FIXTURE_SEED];
    CHECK_INT(nm_modifier_sum(d, s, 0, FIXTURE_MOD_PASS_SEEDS, 0, -1, 0), 2);
    CHECK(nm_match_apply_label(m, "pass", &err) == 0);
    CHECK_INT(tl_state(m)->seat[0].res[FIXTURE_SEED], before + 3 > 9 ? 9 : before + 3);
    nm_match_destroy(m);
}

/* Comparisons between seats: rank and ties. */
static void test_seats(const nm_data *d) {
    nm_setup su;
    nm_setup_defaults(tl_game(), &su, 3, 5);
    fixture_state s;
    memset(&s, 0, sizeof s);
    tl_game()->setup(d, &su, &s, &err);
    nm_vm_reset(&s.vm);
    nm_vm_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = d;
    ctx.state = &s;
    ctx.vm = &s.vm;
    int crown = card(d, "crown");
    /* leaves: seat 0 has 3, seat 1 has 5, seat 2 has 3: seat 0 is second (rank 2), tied with 1 */
    int leaves[3] = {3, 5, 3};
    for (int p = 0; p < 3; p++) {
        s.seat[p].res[FIXTURE_LEAF] = (int8_t)leaves[p];
        s.seat[p].res[FIXTURE_VP] = 0;
        s.seat[p].res[FIXTURE_SEED] = 0;
    }
    nm_vm_push(&s.vm, fixture_cards(d)->items[crown].effect, 0, crown);
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[0].res[FIXTURE_VP], 2);   /* table [0, 4, 2, 1] at rank 2 */
    CHECK_INT(s.seat[0].res[FIXTURE_SEED], 4); /* 1 tied + 3 players */
    nm_vm_push(&s.vm, fixture_cards(d)->items[crown].effect, 1, crown);
    CHECK(nm_vm_run(&ctx) == NM_VM_IDLE);
    CHECK_INT(s.seat[1].res[FIXTURE_VP], 4);   /* first */
    CHECK_INT(s.seat[1].res[FIXTURE_SEED], 3); /* nobody tied */
}

static void test_errors(void) {
    nm_data *d = load_mod("lang_bad");
    CHECK(d == NULL);
    const char *want[] = {
        "[0].effect[0].n.counter: unknown counters \"lief\" (did you mean \"leaf\")",
        "[1].effect[0].n.ad: unknown expression \"ad\" (did you mean \"add\")",
        "[2].effect[0].cond.ge: expected a list of two expressions [a, b]",
        "[3].effect[0].n.at: missing (required: the index into the table)",
        "[4].effect[0].n: 500 is out of range (0 to 100)",
        "[5].effect[0].n.distinct: no counter belongs to the set \"gems\"",
        "[6].modifiers[0].hook: unknown hook \"pass_sead\" for more (did you mean \"pass_seeds\")",
        "[6].modifiers[1].hook: missing (required: where the more applies, one of pass_seeds)",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        int found = 0;
        for (int e = 0; e < err.count && e < NM_ERRORS_MAX; e++)
            if (strstr(err.msg[e], want[i]) && strstr(err.msg[e], "lang_bad/fixture/cards.json")) found = 1;
        if (!found) fprintf(stderr, "missing error: %s\n", want[i]);
        CHECK(found);
    }
    CHECK_INT(err.count, 8);
}

int main(int argc, char **argv) {
    data_root = argc > 1 ? argv[1] : "tests/data";
    nm_data *d = load_mod("lang_cards");
    if (!d) fprintf(stderr, "lang_cards: %s\n", nm_errors_first(&err));
    CHECK(d != NULL);
    if (d) {
        test_conditions_and_tables(d);
        test_text(d);
        test_modifiers_and_failures(d);
        test_zones(d);
        test_seats(d);
        test_hooks(d);
        nm_data_free(d);
    }
    test_errors();
    tl_cleanup();
    return check_done("lang");
}
