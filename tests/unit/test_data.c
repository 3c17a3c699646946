/* test_data.c - data loading: the fixture data loads clean (comments accepted); every
 * bad-data fixture in tests/data/bad/<case>/ fails with exactly the messages listed in its
 * expected.txt; mods replace, add and remove by id and change the data hash.
 * argv[1]: tests/data (source tree). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "nemeton/util.h"

static const char *data_root;
static nm_errors err;

static void test_good_data(void) {
    const nm_data *d = tl_data();
    const nm_kind_data *cards = nm_data_kind(d, "cards");
    CHECK(cards == fixture_cards(d));
    CHECK_INT(cards->count, 16);
    CHECK_INT(nm_data_kind(d, "rules")->count, 1);
    CHECK(nm_data_kind(d, "potions") == NULL);
    CHECK_INT(fixture_rule(d, FIXTURE_R_ROW_SIZE), 3);
    CHECK_INT(fixture_rule(d, FIXTURE_R_ROUNDS), 6);
    const nm_component *well = &cards->items[tl_card("moon_well")];
    CHECK_STR(well->name[0], "Moon Well");
    CHECK_STR(well->name[1], "Puits de lune");
    CHECK_INT(well->field[FIXTURE_F_COST], 2);
    CHECK_STR(nm_data_str(d, well->field[FIXTURE_F_ART]), "well");
    int n = 0;
    const nm_instr *in = nm_data_effect(d, well->effect, &n);
    CHECK_INT(n, 3);
    char buf[128];
    nm_instr_describe(d, &in[0], 0, buf, sizeof buf);
    CHECK_STR(buf, "gain(counter=leaf, n=1)");
    CHECK_INT(in[1].op, FIXTURE_OP_CHOOSE);
    int nopt = 0;
    const int32_t *opts = nm_data_ints(d, in[1].arg[0], &nopt);
    CHECK_INT(nopt, 2);
    int m = 0;
    const nm_instr *o2 = nm_data_effect(d, opts[1], &m);
    CHECK_INT(m, 1);
    nm_instr_describe(d, &o2[0], 0, buf, sizeof buf);
    CHECK_STR(buf, "draw(n=1)");
    /* A reference resolved to the card's index; a trigger and a modifier compiled. */
    const nm_component *salmon = &cards->items[tl_card("salmon")];
    in = nm_data_effect(d, salmon->trigger[FIXTURE_TRIG_GAME_END], &n);
    CHECK_INT(n, 1);
    CHECK_INT(in[0].op, FIXTURE_OP_IF_OWNED);
    CHECK_INT(in[0].arg[0], tl_card("hazel_rod"));
    nm_instr_describe(d, &in[0], 0, buf, sizeof buf);
    CHECK_STR(buf, "if_owned(card=hazel_rod, then=[...])");
    const nm_component *rod = &cards->items[tl_card("hazel_rod")];
    CHECK_INT(rod->effect, -1);
    CHECK_INT(rod->mod_count, 1);
    CHECK_INT(d->mods[rod->mod_first].op, FIXTURE_MOD_GAIN_MORE);
    CHECK_INT(d->mods[rod->mod_first].arg[0], FIXTURE_SEED);
    nm_instr_describe(d, &d->mods[rod->mod_first], 1, buf, sizeof buf);
    CHECK_STR(buf, "gain_more(counter=seed, n=1)");
    CHECK_INT(cards->items[tl_card("mistletoe")].trigger[FIXTURE_TRIG_GAME_END], -1);
    /* Board geometry. */
    CHECK(d->board.width == 1200.0f && d->board.height == 800.0f);
    const nm_board_element *pass = nm_board_find(&d->board, "pass");
    CHECK(pass != NULL);
    if (pass) {
        CHECK_STR(pass->label[1], "Passer");
        CHECK(pass->x == 1000.0f && pass->w == 160.0f);
    }
    CHECK(nm_board_find(&d->board, "row.2") != NULL);
    CHECK(nm_board_find(&d->board, "row.3") == NULL);
    CHECK_STR(d->mods_used, "");
    /* The same files give the same hash. */
    nm_data *again = nm_data_load(tl_game(), nm_builtin_data_dir(), NULL, 0, &err);
    CHECK(again != NULL);
    if (again) CHECK(again->hash == d->hash);
    nm_data_free(again);
}

/* Replaces every "@ROOT@" in line by root. */
static void expand(const char *line, const char *root, char *out, size_t n) {
    size_t used = 0;
    while (*line && used + 1 < n) {
        if (strncmp(line, "@ROOT@", 6) == 0) {
            used += nm_strlcpy(out + used, root, n - used);
            if (used >= n) used = n - 1;
            line += 6;
        } else {
            out[used++] = *line++;
        }
    }
    out[used] = '\0';
}

static int checked_cases;

/* One bad-data case: the load fails and the errors are exactly expected.txt's lines, in
 * order. A case without expected.txt must still fail (syntax errors are checked apart). */
static void test_bad_case(const char *name) {
    char root[2048], path[2100];
    if (snprintf(root, sizeof root, "%s/bad/%s", data_root, name) >= (int)sizeof root ||
        snprintf(path, sizeof path, "%s/expected.txt", root) >= (int)sizeof path) {
        CHECK(!"path too long");
        return;
    }
    nm_data *d = nm_data_load(tl_game(), root, NULL, 0, &err);
    if (d) fprintf(stderr, "bad case %s loaded without errors\n", name);
    CHECK(d == NULL);
    nm_data_free(d);
    char *want = tl_read(path);
    if (!want) {
        CHECK(strcmp(name, "syntax_error") == 0); /* the only case without expected.txt */
        return;
    }
    checked_cases++;
    int line_no = 0;
    for (char *line = strtok(want, "\n"); line; line = strtok(NULL, "\n"), line_no++) {
        char exp[NM_ERROR_LEN + 1024];
        expand(line, root, exp, sizeof exp);
        if (line_no < err.count) {
            if (strcmp(err.msg[line_no], exp) != 0)
                fprintf(stderr, "case %s, error %d:\n", name, line_no + 1);
            CHECK_STR(err.msg[line_no], exp);
        } else {
            fprintf(stderr, "case %s: missing error %s\n", name, exp);
            CHECK(line_no < err.count);
        }
    }
    if (err.count != line_no) {
        fprintf(stderr, "case %s: %d errors, expected %d:\n", name, err.count, line_no);
        for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++)
            fprintf(stderr, "  %s\n", err.msg[i]);
    }
    CHECK_INT(err.count, line_no);
    free(want);
}

static void test_bad_data(void) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/bad", data_root);
    DIR *dp = opendir(dir);
    CHECK(dp != NULL);
    if (!dp) return;
    char names[64][64];
    int n = 0;
    for (struct dirent *e = readdir(dp); e && n < 64; e = readdir(dp))
        if (e->d_name[0] != '.') nm_strlcpy(names[n++], e->d_name, sizeof names[0]);
    closedir(dp);
    for (int i = 0; i < n; i++) test_bad_case(names[i]);
    CHECK(n >= 15);
    CHECK_INT(checked_cases, n - 1);

    /* The syntax error names the file, line and column of the missing comma. */
    char root[1024];
    snprintf(root, sizeof root, "%s/bad/syntax_error", data_root);
    CHECK(nm_data_load(tl_game(), root, NULL, 0, &err) == NULL);
    CHECK_INT(err.count, 1);
    char want[1200];
    snprintf(want, sizeof want, "%s/fixture/cards.json: invalid JSON at line 16, column 15", root);
    CHECK_STR(nm_errors_first(&err), want);

    /* A root with no data at all: every file is reported missing, nothing crashes. */
    snprintf(root, sizeof root, "%s/no_such_folder", data_root);
    CHECK(nm_data_load(tl_game(), root, NULL, 0, &err) == NULL);
    CHECK_INT(err.count, 4);
    snprintf(want, sizeof want, "%s/fixture/cards.json: file is missing", root);
    CHECK_STR(err.msg[0], want);
}

static void test_mods(void) {
    const nm_data *base = tl_data();
    char mod[1024];
    snprintf(mod, sizeof mod, "%s/mods/grove_plus", data_root);
    const char *mods[] = {mod};
    nm_data *d = nm_data_load(tl_game(), nm_builtin_data_dir(), mods, 1, &err);
    if (!d) fprintf(stderr, "mod failed: %s\n", nm_errors_first(&err));
    CHECK(d != NULL);
    if (!d) return;
    const nm_kind_data *k = fixture_cards(d);
    CHECK_INT(k->count, 16); /* one added, one removed */
    int mist = nm_data_find(k, "mistletoe");
    CHECK(mist >= 0);
    if (mist >= 0) {
        CHECK_STR(k->items[mist].name[0], "Sacred Mistletoe");
        CHECK_INT(k->items[mist].field[FIXTURE_F_COST], 4);
    }
    int birch = nm_data_find(k, "birch_bark");
    CHECK(birch >= 0);
    if (birch >= 0) CHECK_STR(k->items[birch].name[1], "Écorce de bouleau");
    CHECK_INT(nm_data_find(k, "red_fox"), -1);
    CHECK(nm_data_find(k, "wren") >= 0);
    CHECK_INT(fixture_rule(d, FIXTURE_R_ROUNDS), 4);   /* singleton overlaid by key */
    CHECK_INT(fixture_rule(d, FIXTURE_R_ROW_SIZE), 3); /* untouched key kept */
    CHECK(d->hash != base->hash);
    CHECK_STR(d->mods_used, "grove_plus");
    /* A game runs on the modded data. */
    nm_setup s;
    nm_setup_defaults(tl_game(), &s, 3, 11);
    nm_match *m = nm_match_create(tl_game(), d, &s, &err);
    CHECK(m != NULL);
    if (m) {
        CHECK_INT(tl_state(m)->turn_limit, 12);
        CHECK(tl_play_random(m, 11, 10000) > 0);
        CHECK(nm_match_over(m));
    }
    nm_match_destroy(m);
    nm_data_free(d);

    /* A bad mod is validated the same way; errors name the mod's file. */
    snprintf(mod, sizeof mod, "%s/mods/bad_mod", data_root);
    d = nm_data_load(tl_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(d == NULL);
    char want[1200];
    snprintf(want, sizeof want,
             "%s/fixture/cards.json: [0].effect[0].op: unknown op \"gane\" (did you mean \"gain\")",
             mod);
    CHECK_INT(err.count, 1);
    CHECK_STR(err.msg[0], want);
    nm_data_free(d);
    snprintf(mod, sizeof mod, "%s/mods/bad_remove", data_root);
    d = nm_data_load(tl_game(), nm_builtin_data_dir(), mods, 1, &err);
    CHECK(d == NULL);
    snprintf(want, sizeof want,
             "%s/fixture/cards.json: [0].id: cannot remove \"white_stag\": no such id", mod);
    CHECK_INT(err.count, 1);
    CHECK_STR(err.msg[0], want);
    nm_data_free(d);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: test_data TESTS_DATA_DIR\n");
        return 2;
    }
    data_root = argv[1];
    test_good_data();
    test_bad_data();
    test_mods();
    return check_done("data");
}
