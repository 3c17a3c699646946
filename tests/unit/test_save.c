/* test_save.c - saves and snapshots: load -> save -> load -> save gives identical bytes;
 * tampered hashes and actions are refused with clear errors; hostile saves and snapshots
 * fail cleanly; atomic writes leave the old file and no temporary file on failure.
 * argv[1]: a scratch folder the test may write in. */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <sys/resource.h>
#endif
#include <sys/stat.h>
#include "../portable.h"

#include "testlib.h"
#include "nemeton/util.h"

static nm_errors err;
static const char *scratch;

static nm_library library(void) {
    nm_library lib;
    memset(&lib, 0, sizeof lib);
    lib.root = nm_builtin_data_dir();
    return lib;
}

/* Text -> match -> text must be a fixed point. */
static void check_round_trip(const char *text, const char *what) {
    nm_library lib = library();
    nm_match *a = nm_save_parse(&lib, text, what, &err);
    if (!a) fprintf(stderr, "%s: %s\n", what, nm_errors_first(&err));
    CHECK(a != NULL);
    if (a) {
        char *t2 = nm_save_text(a);
        CHECK_STR(t2, text);
        nm_match *b = nm_save_parse(&lib, t2, what, &err);
        CHECK(b != NULL);
        if (b) {
            char *t3 = nm_save_text(b);
            CHECK_STR(t3, t2);
            char ha[17], hb[17];
            nm_match_hash(a, ha);
            nm_match_hash(b, hb);
            CHECK_STR(ha, hb);
            free(t3);
        }
        nm_match_destroy(b);
        free(t2);
    }
    nm_match_destroy(a);
    nm_library_close(&lib);
}

static void test_round_trip(void) {
    for (int players = 2; players <= 4; players++) {
        nm_match *m = tl_match(players, 1000u + (unsigned)players);
        CHECK(tl_play_random(m, 77, 100000) > 0);
        CHECK(nm_match_over(m));
        char *text = nm_save_text(m);
        CHECK(text != NULL);
        CHECK_HAS(text, "\"format\":\t\"nemeton-save\"");
        check_round_trip(text, "full game");
        /* Through a file too, and the replay reaches the same state. */
        char path[1024];
        snprintf(path, sizeof path, "%s/round-%d.json", scratch, players);
        CHECK(nm_save_write(m, path, &err) == 0);
        nm_library lib = library();
        nm_match *r = nm_save_load(&lib, path, &err);
        CHECK(r != NULL);
        if (r) {
            char h1[17], h2[17];
            nm_match_hash(m, h1);
            nm_match_hash(r, h2);
            CHECK_STR(h1, h2);
            CHECK_INT(r->history_count, m->history_count);
            char *t2 = nm_save_text(r);
            char *disk = tl_read(path);
            CHECK(disk && t2 && strlen(disk) == strlen(t2) + 1 && strncmp(disk, t2, strlen(t2)) == 0);
            free(disk);
            free(t2);
        }
        nm_match_destroy(r);
        nm_library_close(&lib);
        free(text);
        nm_match_destroy(m);
    }
    /* A game cut in the middle, possibly waiting on a choice. */
    for (int k = 0; k < 10; k++) {
        nm_match *m = tl_match(3, 50u + (unsigned)k);
        tl_play_random(m, 9, 5 + k * 3);
        char *text = nm_save_text(m);
        check_round_trip(text, "half game");
        free(text);
        /* A snapshot of that position round-trips too. */
        char *snap = nm_snapshot_text(m);
        CHECK_HAS(snap, "\"format\":\t\"nemeton-state\"");
        nm_library lib = library();
        nm_match *s = nm_save_parse(&lib, snap, "snapshot", &err);
        if (!s) fprintf(stderr, "snapshot: %s\n", nm_errors_first(&err));
        CHECK(s != NULL);
        if (s) {
            char *snap2 = nm_snapshot_text(s);
            CHECK_STR(snap2, snap);
            char h1[17], h2[17];
            nm_match_hash(m, h1);
            nm_match_hash(s, h2);
            CHECK_STR(h1, h2);
            CHECK_INT(nm_match_legal(s)->count, nm_match_legal(m)->count);
            /* Play on from the snapshot; its save starts from the position. */
            tl_play_random(s, 3, 4);
            char *t = nm_save_text(s);
            CHECK_HAS(t, "\"start\":");
            check_round_trip(t, "save from a snapshot");
            free(t);
            free(snap2);
        }
        nm_match_destroy(s);
        nm_library_close(&lib);
        free(snap);
        nm_match_destroy(m);
    }
}

/* Replaces the first occurrence of from by to; caller frees. */
static char *replace(const char *text, const char *from, const char *to) {
    const char *at = strstr(text, from);
    if (!at) return NULL;
    size_t n = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    if (!out) return NULL;
    snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

static void expect_refused(const char *text, const char *want, const char *what) {
    nm_library lib = library();
    nm_errors_clear(&err);
    nm_match *m = text ? nm_save_parse(&lib, text, "hostile.json", &err) : NULL;
    if (m) fprintf(stderr, "%s: accepted\n", what);
    CHECK(text != NULL);
    CHECK(m == NULL);
    CHECK(err.count > 0);
    if (!strstr(nm_errors_first(&err), want)) fprintf(stderr, "case: %s\n", what);
    CHECK_HAS(nm_errors_first(&err), want);
    nm_match_destroy(m);
    nm_library_close(&lib);
}

static void test_tampered(void) {
    nm_match *m = tl_match(2, 4242);
    tl_play_random(m, 1, 100000);
    char *text = nm_save_text(m);
    char hash[17];
    nm_match_hash(m, hash);
    char from[160], to[160];
    snprintf(from, sizeof from, "\"hash\":\t\"%s\"", hash);
    snprintf(to, sizeof to, "\"hash\":\t\"%s\"", "0123456789abcdef");
    char *bad = replace(text, from, to);
    char want[200];
    snprintf(want, sizeof want,
             "hostile.json: hash: replay reached state %s, but the save recorded 0123456789abcdef",
             hash);
    expect_refused(bad, want, "tampered hash");
    free(bad);
    /* The first action replaced by one that is not legal there. */
    char label[NM_LABEL_LEN + 8];
    nm_match *start = tl_match(2, 4242);
    nm_match_label(start, &m->history[0], label, sizeof label);
    snprintf(from, sizeof from, "\"%s\"", label);
    bad = replace(text, from, "\"take Nonsense\"");
    expect_refused(bad, "hostile.json: actions[0]: no legal action is labelled \"take Nonsense\"",
                   "tampered action");
    free(bad);
    /* Actions removed: the replay stops short of the recorded state. */
    bad = replace(text, from, "\"pass\"");
    if (strcmp(label, "pass") != 0) {
        nm_library lib = library();
        nm_match *r = nm_save_parse(&lib, bad, "hostile.json", &err);
        CHECK(r == NULL); /* a different but legal first action: another game, another hash */
        CHECK(strstr(nm_errors_first(&err), "replay reached state") ||
              strstr(nm_errors_first(&err), "no legal action is labelled"));
        nm_match_destroy(r);
        nm_library_close(&lib);
    }
    free(bad);
    /* Other data: the data hash tells. */
    nm_hash_hex(m->data->hash, hash);
    snprintf(from, sizeof from, "\"%s\"", hash);
    bad = replace(text, from, "\"00000000000000ff\"");
    expect_refused(bad, "hostile.json: data_hash: the save was made with other fixture data",
                   "tampered data hash");
    free(bad);
    /* Truncated anywhere: a syntax error, never a crash. */
    size_t n = strlen(text);
    for (size_t cut = 0; cut < n; cut += n / 37 + 1) {
        char *t = malloc(cut + 1);
        if (!t) break;
        memcpy(t, text, cut);
        t[cut] = '\0';
        expect_refused(t, "hostile.json: invalid JSON at line", "truncated");
        free(t);
    }
    free(text);
    nm_match_destroy(start);
    nm_match_destroy(m);
}

static void test_hostile(void) {
    static const struct {
        const char *text, *want;
    } cases[] = {
        {"[]", "hostile.json: expected a save or snapshot object"},
        {"\"save\"", "hostile.json: expected a save or snapshot object"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixtur\",\"setup\":{\"players\":2},"
         "\"actions\":[]}",
         "hostile.json: game: unknown game \"fixtur\" (did you mean \"fixture\")"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"chess\",\"setup\":{\"players\":2}}",
         "hostile.json: game: unknown game \"chess\""},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":\"two\"}}",
         "hostile.json: setup.players: expected an integer, found a string"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":1e9}}",
         "hostile.json: setup.players: 1000000000 is out of range (2 to 4)"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"seed\":1e300,"
         "\"setup\":{\"players\":2}}",
         "hostile.json: seed: expected an integer, found 1e+300"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"seed\":-1,"
         "\"setup\":{\"players\":2}}",
         "hostile.json: seed: -1 is out of range"},
        {"{\"format\":\"nemeton-save\",\"version\":99,\"game\":\"fixture\",\"setup\":{\"players\":2}}",
         "hostile.json: version: version 99 was written by a newer Nemeton"},
        {"{\"format\":\"zip\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2}}",
         "hostile.json: format: \"zip\" is neither"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2},"
         "\"actions\":[1,2]}",
         "hostile.json: actions[0]: expected an action label, found a number"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2},"
         "\"actions\":{}}",
         "hostile.json: actions: expected an array of action labels"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2,"
         "\"options\":{\"shrot\":1}}}",
         "hostile.json: setup.options.shrot: unknown option \"shrot\" (did you mean \"short\")"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2,"
         "\"options\":{\"short\":7}}}",
         "hostile.json: setup.options.short: 7 is out of range (0 to 1)"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2},"
         "\"sede\":4}",
         "hostile.json: sede: unknown key \"sede\" (did you mean \"seed\")"},
        {"{\"format\":\"nemeton-state\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2}}",
         "hostile.json: state: missing (required)"},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2},"
         "\"actions\":[\"pass\",\"pass\",\"take Nothing\"]}",
         "hostile.json: actions[2]: no legal action is labelled \"take Nothing\""},
        {"{\"format\":\"nemeton-save\",\"version\":1,\"game\":\"fixture\",\"setup\":{\"players\":2},"
         "\"actions\":[\"pass\"],\"hash\":17}",
         "hostile.json: hash: expected a string, found a number"},
        {"", "hostile.json: invalid JSON at line 1, column 1"},
        {"{\"format\":\"nemeton-save\",", "hostile.json: invalid JSON at line 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_refused(cases[i].text, cases[i].want, cases[i].text);
    /* Nesting deep enough to overflow a naive recursive parser. */
    size_t depth = 200000;
    char *deep = malloc(depth * 2 + 1);
    if (deep) {
        memset(deep, '[', depth);
        memset(deep + depth, ']', depth);
        deep[depth * 2] = '\0';
        /* two bytes a value: refused before parsing, memory in proportion (issue 15) */
        expect_refused(deep, "hostile.json: 200001 values in 400000 bytes: too many", "deep nesting");
        /* within the fixed allowance of values, the parser's nesting limit refuses it */
        memset(deep, '[', 20000);
        memset(deep + 20000, ']', 20000);
        deep[40000] = '\0';
        expect_refused(deep, "hostile.json: invalid JSON", "deep nesting");
        free(deep);
    }
}

/* Snapshots are game states written by hand or by a hostile hand: from_json checks all. */
static void test_hostile_snapshot(void) {
    nm_match *m = tl_match(2, 3);
    char *snap = nm_snapshot_text(m);
    nm_match_destroy(m);
    CHECK(snap != NULL);
    if (!snap) return;
    static const struct {
        const char *from, *to, *want;
    } cases[] = {
        {"\"players\":\t2,\n\t\t\"to_move\"", "\"players\":\t3,\n\t\t\"to_move\"",
         "hostile.json: state.seats: expected 3 seats, found 2"},
        {"\"seed\":\t2,", "\"seed\":\t99,", "hostile.json: state.seats[0].seed: 99 is out of range (0 to 9)"},
        {"\"seed\":\t2,", "\"seed\":\t\"2\",",
         "hostile.json: state.seats[0].seed: expected an integer, found a string"},
        {"\"seed\":\t2,", "\"seed\":\t2.5,", "hostile.json: state.seats[0].seed: expected an integer, found 2.5"},
        {"\"seed\":\t2,", "\"seed\":\t2, \"sed\": 1,",
         "hostile.json: state.seats[0].sed: unknown key \"sed\" (did you mean \"seed\")"},
        {"\"deck\":\t[\"", "\"deck\":\t[\"wern\", \"",
         "hostile.json: state.deck[0]: unknown id \"wern\" in cards (did you mean \"wren\")"},
        {"\"deck\":\t[\"", "\"deck\":\t[null, \"", "hostile.json: state.deck[0]: expected an id from cards, found null"},
        {"\"inc\":\t\"", "\"inc\":\t\"0", "hostile.json: state.rng.inc: expected 16 hex digits in a string"},
        {"\"phase\":\t\"turn\"", "\"phase\":\t\"trun\"",
         "hostile.json: state.phase: unknown phase \"trun\" (did you mean \"turn\")"},
        {"\"to_move\":\t0", "\"to_move\":\t1", "hostile.json: state: to_move is 1 but the pending decision is seat 0's"},
        {"\"to_move\":\t0", "\"to_move\":\t7", "hostile.json: state.to_move: 7 is out of range (-1 to 1)"},
        {"\"over\":\tfalse", "\"over\":\ttrue", "hostile.json: state: a game that is over has to_move -1"},
        {"\"turn\":\t0", "\"turn\":\t1e18", "hostile.json: state.turn: expected an integer, found 1e+18"},
        {"\"waiting\":\tfalse", "\"waiting\":\ttrue",
         "hostile.json: state.vm: waiting is true but no frame is suspended on a choice"},
        {"\"frames\":\t[]", "\"frames\":\t[{\"effect\": 99999, \"pc\": 0, \"seat\": 0, \"source\": null}]",
         "hostile.json: state.vm.frames[0].effect: 99999 is out of range"},
        {"\"frames\":\t[]", "\"frames\":\t[{\"effect\": 0, \"pc\": 0, \"seat\": 0, \"source\": -1}]",
         "hostile.json: state.vm: frames are pending but nothing waits"},
        {"\"frames\":\t[]", "\"frames\":\t[{\"effect\": 0, \"pc\": -5, \"seat\": 9, \"source\": 3}]",
         "hostile.json: state.vm.frames[0].pc: -5 is out of range"},
        {"\"scratch\":\t[0, 0, 0, 0]", "\"scratch\":\t[0, 0]",
         "hostile.json: state.vm.scratch: expected an array of 4 integers"},
        {"\"row\":\t[\"", "\"row\":\t[null, \"", "hostile.json: state.row: expected 3 cards or null, found 4"},
        {"\"hand\":\t[\"", "\"hand\":\t[7, \"", "hostile.json: state.seats[0].hand[0]: expected an id from cards, found a number"},
        {"\"state\":\t{", "\"state\":\t[{", "hostile.json: invalid JSON"},
        {"\"state\":\t{", "\"state\":\t7, \"x\":{", "hostile.json: x: unknown key \"x\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = replace(snap, cases[i].from, cases[i].to);
        if (!bad) fprintf(stderr, "test bug: \"%s\" not in the snapshot\n", cases[i].from);
        expect_refused(bad, cases[i].want, cases[i].to);
        free(bad);
    }
    /* A card held twice (dealt hand card also put in the deck). */
    nm_library lib = library();
    nm_match *ok = nm_save_parse(&lib, snap, "hostile.json", &err);
    CHECK(ok != NULL);
    if (ok) {
        const char *id = fixture_cards(ok->data)->items[tl_state(ok)->seat[0].hand[0]].id;
        char from[80], to[120];
        snprintf(from, sizeof from, "\"deck\":\t[\"");
        snprintf(to, sizeof to, "\"deck\":\t[\"%s\", \"", id);
        char *bad = replace(snap, from, to);
        char want[200];
        snprintf(want, sizeof want, "hostile.json: state.seats[0].hand[0]: card \"%s\" is already at state.deck[0]", id);
        expect_refused(bad, want, "card twice");
        free(bad);
    }
    nm_match_destroy(ok);
    nm_library_close(&lib);
    free(snap);
}

/* Entries of dir whose name starts with prefix. */
static int count_prefixed(const char *dir, const char *prefix) {
    DIR *d = opendir(dir);
    int n = 0;
    if (!d) return -1;
    for (struct dirent *e = readdir(d); e; e = readdir(d))
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) n++;
    closedir(d);
    return n;
}

static void test_atomic_write(void) {
    char path[1100], dir[1024];
    snprintf(dir, sizeof dir, "%s/atomic", scratch);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/save.json", dir);
    CHECK(nm_write_file_atomic(path, "old\n", 4) == 0);
    char *t = tl_read(path);
    CHECK_STR(t, "old\n");
    free(t);
    CHECK(nm_write_file_atomic(path, "new text\n", 9) == 0);
    t = tl_read(path);
    CHECK_STR(t, "new text\n");
    free(t);
    CHECK_INT(count_prefixed(dir, "save.json.tmp"), 0);

#ifndef _WIN32 /* Windows has no file size limit to set */
    /* The write fails part-way (file size limit): the old file stays whole, no temp left. */
    struct rlimit old_lim, lim;
    CHECK(getrlimit(RLIMIT_FSIZE, &old_lim) == 0);
    signal(SIGXFSZ, SIG_IGN);
    lim = old_lim;
    lim.rlim_cur = 1024;
    CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
    size_t big_n = 64 * 1024;
    char *big = malloc(big_n);
    if (big) {
        memset(big, 'x', big_n);
        CHECK(nm_write_file_atomic(path, big, big_n) == -1);
        free(big);
    }
    CHECK(setrlimit(RLIMIT_FSIZE, &old_lim) == 0);
    t = tl_read(path);
    CHECK_STR(t, "new text\n");
    free(t);
    CHECK_INT(count_prefixed(dir, "save.json.tmp"), 0);
#endif

    /* The target is a folder: refused, the folder untouched, no temp left. */
    char sub[1100];
    snprintf(sub, sizeof sub, "%s/folder", dir);
    mkdir(sub, 0755);
    CHECK(nm_write_file_atomic(sub, "x", 1) == -1);
    CHECK(nm_is_dir(sub));
    CHECK_INT(count_prefixed(dir, "folder.tmp"), 0);
    /* The target folder does not exist: refused, nothing created. */
    snprintf(sub, sizeof sub, "%s/missing/save.json", dir);
    CHECK(nm_write_file_atomic(sub, "x", 1) == -1);
    snprintf(sub, sizeof sub, "%s/missing", dir);
    CHECK(!nm_is_dir(sub));

    /* A save that cannot be written says so and changes nothing. */
    nm_match *m = tl_match(2, 8);
    snprintf(sub, sizeof sub, "%s/folder", dir);
    nm_errors_clear(&err);
    CHECK(nm_save_write(m, sub, &err) == -1);
    CHECK_HAS(nm_errors_first(&err), "cannot write the save (nothing was changed on disk)");
    CHECK(nm_save_write(m, path, &err) == 0);
    char *disk = tl_read(path), *text = nm_save_text(m);
    CHECK(disk && text && strncmp(disk, text, strlen(text)) == 0);
    free(disk);
    free(text);
    nm_match_destroy(m);
    CHECK_INT(count_prefixed(dir, "save.json.tmp"), 0);

    /* Loading a folder or a missing file is an error naming it. */
    nm_library lib = library();
    nm_errors_clear(&err);
    CHECK(nm_save_load(&lib, dir, &err) == NULL);
    CHECK_HAS(nm_errors_first(&err), dir);
    nm_library_close(&lib);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: test_save SCRATCH_DIR\n");
        return 2;
    }
    scratch = argv[1];
    mkdir(scratch, 0755);
    test_round_trip();
    test_tampered();
    test_hostile();
    test_hostile_snapshot();
    test_atomic_write();
    return check_done("save");
}
