/* test_state_table.c - the state described once: every shape of field written and read
 * back, errors that name the path, "one place only", masks and paths. The fixture game's
 * own table is tested through its snapshots (test_save); here a small table over the
 * fixture's cards covers the shapes the fixture does not use. */
#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/state_table.h"
#include "testlib.h"

typedef struct demo_seat {
    int8_t gems[3];       /* spread: ruby, jade, opal */
    int8_t tally[4];      /* keyed by card id (the first 4 cards) */
    int16_t hand_count;
    int16_t hand[4];      /* owner only */
} demo_seat;

typedef struct demo_state {
    nm_header h;
    nm_vm vm;
    int8_t mood;          /* name or null */
    int8_t slot[3];       /* ints or null */
    uint32_t marks;       /* bits: card ids */
    int8_t counts[8];     /* sparse by card id */
    int8_t row[2];        /* ids or null */
    demo_seat seat[4];
} demo_state;

static const char *const moods[] = {"calm", "bold", NULL};
static const char *const gem_names[] = {"ruby", "jade", "opal", NULL};

static const nm_sfield seat_fields[] = {
    {.key = "gems", .type = NM_SF_INT, .shape = NM_SH_SPREAD, .offset = offsetof(demo_seat, gems),
     .size = 1, .len = 3, .min = 0, .max = 9, .names = gem_names},
    {.key = "tally", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(demo_seat, tally),
     .size = 1, .len = 4, .min = 0, .max = 5, .ref = "cards"},
    {.key = "hand", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(demo_seat, hand),
     .size = 2, .len = 4, .count = NM_CT_LIST, .count_offset = offsetof(demo_seat, hand_count),
     .count_size = 2, .unique = 1, .vis = NM_VIS_OWNER, .ref = "cards", .what = "card"},
};

static const nm_sfield fields[] = {
    {.key = "h", .type = NM_SF_HEADER, .offset = offsetof(demo_state, h)},
    {.key = "mood", .type = NM_SF_NAME, .offset = offsetof(demo_state, mood), .size = 1,
     .nullable = 1, .names = moods, .what = "mood"},
    {.key = "slot", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(demo_state, slot),
     .size = 1, .len = 3, .min = 0, .max = 7, .nullable = 1},
    {.key = "marks", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(demo_state, marks),
     .size = 4, .is_unsigned = 1, .ref = "cards"},
    {.key = "counts", .type = NM_SF_INT, .shape = NM_SH_SPARSE, .offset = offsetof(demo_state, counts),
     .size = 1, .len = 8, .min = 0, .max = 3, .ref = "cards"},
    {.key = "row", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(demo_state, row),
     .size = 1, .len = 2, .nullable = 1, .unique = 1, .ref = "cards", .what = "card"},
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(demo_state, seat),
     .stride = sizeof(demo_seat), .len = 4, .count = NM_CT_FIELD,
     .count_offset = offsetof(demo_state, h.players), .count_size = 1, .seats = 1,
     .fields = seat_fields, .field_count = 3, .what = "seat"},
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(demo_state, vm), .aux = -1, .ref = "cards"},
};
static const nm_state_table demo_table = {fields, (int)(sizeof fields / sizeof fields[0]), NULL,
                                          NULL, NULL};

static nm_game demo_game;
static nm_data demo_data;

static const nm_data *demo(void) {
    demo_game = *tl_game();
    demo_game.state_table = &demo_table;
    demo_game.state_size = sizeof(demo_state);
    demo_data = *tl_data();
    demo_data.game = &demo_game;
    return &demo_data;
}

static char *text_of(const nm_data *d, const void *state) {
    cJSON *j = nm_state_to_json(d, state);
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

static int read_text(const nm_data *d, const char *text, demo_state *out, nm_errors *err) {
    cJSON *j = cJSON_Parse(text);
    nm_jpos at = {"demo.json", "state"};
    nm_errors_clear(err);
    int rc = nm_state_from_json(d, j, out, &at, err);
    cJSON_Delete(j);
    return rc;
}

static void test_round_trip(void) {
    const nm_data *d = demo();
    demo_state s, back;
    memset(&s, 0, sizeof s);
    s.h.players = 2;
    s.h.to_move = 1;
    s.h.rng.inc = 1;
    s.mood = -1;
    s.slot[0] = 4;
    s.slot[1] = -1;
    s.slot[2] = 0;
    s.marks = (1u << 0) | (1u << 2);
    s.counts[1] = 2;
    s.row[0] = -1;
    s.row[1] = (int8_t)tl_card("salmon");
    s.seat[0].gems[1] = 5;
    s.seat[1].tally[3] = 1;
    s.seat[1].hand_count = 1;
    s.seat[1].hand[0] = (int16_t)tl_card("oak_seedling");
    char *t = text_of(d, &s);
    const nm_kind_data *k = fixture_cards(d);
    char want[1024];
    snprintf(want, sizeof want,
             "{\"players\":2,\"to_move\":1,\"over\":false,\"actions\":0,\"reveals\":0,"
             "\"rng\":{\"state\":\"0000000000000000\",\"inc\":\"0000000000000001\"},"
             "\"mood\":null,\"slot\":[4,null,0],\"marks\":[\"%s\",\"%s\"],\"counts\":{\"%s\":2},"
             "\"row\":[null,\"salmon\"],\"seats\":["
             "{\"ruby\":0,\"jade\":5,\"opal\":0,\"tally\":{\"%s\":0,\"%s\":0,\"%s\":0,\"%s\":0},\"hand\":[]},"
             "{\"ruby\":0,\"jade\":0,\"opal\":0,\"tally\":{\"%s\":0,\"%s\":0,\"%s\":0,\"%s\":1},"
             "\"hand\":[\"oak_seedling\"]}],"
             "\"vm\":{\"waiting\":false,\"scratch\":[0,0,0,0],\"frames\":[]}}",
             k->items[0].id, k->items[2].id, k->items[1].id, k->items[0].id, k->items[1].id,
             k->items[2].id, k->items[3].id, k->items[0].id, k->items[1].id, k->items[2].id,
             k->items[3].id);
    CHECK_STR(t, want);
    nm_errors err;
    CHECK(read_text(d, t, &back, &err) == 0);
    if (err.count) fprintf(stderr, "%s\n", nm_errors_first(&err));
    char *t2 = text_of(d, &back);
    CHECK_STR(t2, t);
    CHECK(back.row[0] == -1 && back.slot[1] == -1 && back.mood == -1);
    CHECK(back.marks == s.marks && back.counts[1] == 2 && back.seat[1].hand_count == 1);
    free(t2);

    /* observe: the owner sees a hand, the others see -1 */
    demo_state o;
    nm_state_observe(d, &back, 0, &o);
    CHECK(o.seat[1].hand[0] == -1 && o.seat[0].gems[1] == 5);
    nm_state_observe(d, &back, 1, &o);
    CHECK(o.seat[1].hand[0] == s.seat[1].hand[0]);
    free(t);
}

/* Each damaged value is refused with its path. */
static void test_errors(void) {
    const nm_data *d = demo();
#define DEMO_BASE                                                                          \
        "{\"players\":2,\"to_move\":0,\"over\":false,\"actions\":0,\"reveals\":0,"     \
        "\"rng\":{\"state\":\"0000000000000000\",\"inc\":\"0000000000000001\"},"                      \
        "\"mood\":%s,\"slot\":%s,\"marks\":%s,\"counts\":%s,\"row\":%s,\"seats\":%s,"     \
        "\"vm\":{\"waiting\":false,\"scratch\":[0,0,0,0],\"frames\":[]}}"
    const nm_kind_data *k = fixture_cards(d);
    char tally[256], seat_ok[320], seat_short[320], seat_extra[320];
    snprintf(tally, sizeof tally, "{\"%s\":0,\"%s\":0,\"%s\":0,\"%s\":0}", k->items[0].id,
             k->items[1].id, k->items[2].id, k->items[3].id);
    snprintf(seat_ok, sizeof seat_ok, "{\"ruby\":0,\"jade\":0,\"opal\":0,\"tally\":%s,\"hand\":[]}", tally);
    snprintf(seat_short, sizeof seat_short, "{\"ruby\":0,\"jade\":0,\"tally\":%s,\"hand\":[]}", tally);
    snprintf(seat_extra, sizeof seat_extra,
             "{\"ruby\":0,\"jade\":0,\"opal\":0,\"tally\":%s,\"hand\":[],\"extra\":1}", tally);
    struct {
        const char *mood, *slot, *marks, *counts, *row, *seat1, *want;
    } cases[] = {
        {"\"clam\"", "[0,0,0]", "[]", "{}", "[null,null]", NULL,
         "demo.json: state.mood: unknown mood \"clam\" (did you mean \"calm\")"},
        {"null", "[0,9,0]", "[]", "{}", "[null,null]", NULL, "demo.json: state.slot[1]:"},
        {"null", "[0,0]", "[]", "{}", "[null,null]", NULL, "demo.json: state.slot: expected 3 values or null, found 2"},
        {"null", "[0,0,0]", "[\"nope\"]", "{}", "[null,null]", NULL, "demo.json: state.marks[0]: unknown id \"nope\""},
        {"null", "[0,0,0]", "[]", "{\"salmon\":4}", "[null,null]", NULL, "demo.json: state.counts.salmon:"},
        {"null", "[0,0,0]", "[]", "{}", "[\"salmon\",\"salmon\"]", NULL,
         "demo.json: state.row[1]: card \"salmon\" is already at state.row[0] (each card is in one place)"},
        {"null", "[0,0,0]", "[]", "{}", "[null,null]", seat_short,
         "demo.json: state.seats[1].opal: missing (required)"},
        {"null", "[0,0,0]", "[]", "{}", "[null,null]", seat_extra,
         "demo.json: state.seats[1].extra: unknown key \"extra\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char seats[1024], text[2048];
        snprintf(seats, sizeof seats, "[%s,%s]", seat_ok, cases[i].seat1 ? cases[i].seat1 : seat_ok);
        snprintf(text, sizeof text, DEMO_BASE, cases[i].mood, cases[i].slot, cases[i].marks,
                 cases[i].counts, cases[i].row, seats);
        demo_state s;
        nm_errors err;
        CHECK(read_text(d, text, &s, &err) == -1);
        CHECK_HAS(nm_errors_first(&err), cases[i].want);
    }
}

static void test_paths(void) {
    nm_state_loc loc;
    CHECK(nm_state_find(&demo_table, "seats.jade", &loc) == 0);
    CHECK(loc.base == offsetof(demo_state, seat) + offsetof(demo_seat, gems) + 1);
    CHECK(loc.seat_stride == sizeof(demo_seat) && loc.size == 1 && loc.len == 1);
    CHECK(nm_state_find(&demo_table, "seats.hand", &loc) == 0);
    CHECK(loc.count_base == (int32_t)(offsetof(demo_state, seat) + offsetof(demo_seat, hand_count)));
    CHECK(loc.len == 4 && loc.stride == 2);
    CHECK(nm_state_find(&demo_table, "row", &loc) == 0 && loc.seat_stride == 0 && loc.count_base == -1);
    CHECK(nm_state_find(&demo_table, "seats.nothing", &loc) == -1);
    CHECK(nm_state_find(&demo_table, "row.x", &loc) == -1);
    CHECK(nm_state_find(&demo_table, "nothing", &loc) == -1);
    demo_state s;
    memset(&s, 0, sizeof s);
    s.seat[2].gems[1] = 7;
    CHECK(nm_state_find(&demo_table, "seats.jade", &loc) == 0);
    CHECK(nm_state_get(&s, loc.base + 2 * loc.seat_stride, loc.size, loc.is_unsigned) == 7);
    /* indexed paths read one number */
    int32_t v = -5;
    s.seat[1].tally[3] = 4;
    s.seat[3].hand[2] = 11;
    s.slot[2] = 6;
    s.mood = 1;
    CHECK(nm_state_value(&demo_table, &s, "seats[2].jade", &v) == 0 && v == 7);
    CHECK(nm_state_value(&demo_table, &s, "seats[1].tally[3]", &v) == 0 && v == 4);
    CHECK(nm_state_value(&demo_table, &s, "seats[3].hand[2]", &v) == 0 && v == 11);
    CHECK(nm_state_value(&demo_table, &s, "slot[2]", &v) == 0 && v == 6);
    CHECK(nm_state_value(&demo_table, &s, "mood", &v) == 0 && v == 1);
    CHECK(nm_state_value(&demo_table, &s, "seats[4].jade", &v) == -1);  /* beyond the seats */
    CHECK(nm_state_value(&demo_table, &s, "seats.jade", &v) == -1);     /* which seat? */
    CHECK(nm_state_value(&demo_table, &s, "slot", &v) == -1);           /* which slot? */
    CHECK(nm_state_value(&demo_table, &s, "seats[1].tally[9]", &v) == -1);
    CHECK(nm_state_value(&demo_table, &s, "seats[1]", &v) == -1);       /* an object */
    CHECK(nm_state_value(&demo_table, &s, "nothing", &v) == -1 && v == 0);
    CHECK(nm_state_value(&demo_table, &s, "seats[1].jade[0]", &v) == -1);
}

/* ---- the shapes added for Samhain and Karnag (issue 14 point 6) ---- */

typedef struct more_seat {
    int8_t coins;         /* behind a screen: masked to 0 until the game is over */
    int8_t at[4];         /* one value per seat, a nested array sized by the player count */
} more_seat;

typedef struct more_state {
    nm_header h;
    nm_vm vm;
    int8_t stage;         /* a name whose first value is -1 */
    int8_t tup_a;         /* a tuple of three unlike values */
    int16_t tup_b;
    int8_t tup_c;
    int8_t grid[2][3];    /* rows */
    int8_t flags[8];      /* members: 1 in "one", 2 in "two" */
    uint8_t seatbits;     /* bit numbers */
    int8_t extra[2];      /* optional */
    int8_t drawn[2];      /* seen by the seat the VM waits on */
    int8_t drawn_count;
    more_seat seat[4];
} more_state;

static const char *const stages[] = {"none", "first", "second", NULL};

static const nm_sfield more_seat_fields[] = {
    {.key = "coins", .type = NM_SF_INT, .offset = offsetof(more_seat, coins), .size = 1, .min = 0, .max = 9,
     .vis = NM_VIS_SCREEN, .mask_zero = 1},
    {.key = "at", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(more_seat, at), .size = 1,
     .len = 4, .count = NM_CT_PLAYERS, .min = 0, .max = 5},
};
static const nm_sfield tuple_fields[] = {
    {.key = "a", .type = NM_SF_INT, .offset = 0, .size = 1, .min = 0, .max = 3},
    {.key = "b", .type = NM_SF_INT, .offset = offsetof(more_state, tup_b) - offsetof(more_state, tup_a),
     .size = 2, .min = -1, .max = 999},
    {.key = "c", .type = NM_SF_BOOL, .offset = offsetof(more_state, tup_c) - offsetof(more_state, tup_a), .size = 1},
};
static const nm_sfield more_fields[] = {
    {.key = "h", .type = NM_SF_HEADER, .offset = offsetof(more_state, h)},
    {.key = "stage", .type = NM_SF_NAME, .offset = offsetof(more_state, stage), .size = 1, .min = -1,
     .names = stages, .what = "stage"},
    {.key = "tuple", .type = NM_SF_OBJECT, .shape = NM_SH_TUPLE, .offset = offsetof(more_state, tup_a),
     .fields = tuple_fields, .field_count = 3},
    {.key = "grid", .type = NM_SF_INT, .shape = NM_SH_ROWS, .offset = offsetof(more_state, grid), .size = 1,
     .len = 2, .aux = 3, .min = -1, .max = 3},
    {.key = "one", .type = NM_SF_INT, .shape = NM_SH_MEMBERS, .offset = offsetof(more_state, flags), .size = 1,
     .len = 8, .aux = 1, .ref = "cards"},
    {.key = "two", .type = NM_SF_INT, .shape = NM_SH_MEMBERS, .offset = offsetof(more_state, flags), .size = 1,
     .len = 8, .aux = 2, .ref = "cards"},
    {.key = "seatbits", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(more_state, seatbits),
     .size = 1, .is_unsigned = 1, .min = 0, .max = 3},
    {.key = "extra", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(more_state, extra), .size = 1,
     .len = 2, .min = 0, .max = 9, .optional = 1},
    {.key = "drawn", .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(more_state, drawn), .size = 1,
     .len = 2, .count = NM_CT_LIST, .count_offset = offsetof(more_state, drawn_count), .count_size = 1,
     .unique = 1, .vis = NM_VIS_CHOOSER, .ref = "cards", .what = "card"},
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(more_state, seat),
     .stride = sizeof(more_seat), .len = 4, .count = NM_CT_PLAYERS, .seats = 1, .fields = more_seat_fields,
     .field_count = 2, .what = "seat"},
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(more_state, vm), .aux = -1, .ref = "cards"},
};
static void more_prepare(const nm_data *d, void *state) {
    (void)d;
    ((more_state *)state)->extra[0] = 7; /* what a left-out "extra" means */
}
static const nm_state_table more_table = {more_fields, (int)(sizeof more_fields / sizeof more_fields[0]),
                                          more_prepare, NULL, NULL};

static const nm_data *more(void) {
    demo_game = *tl_game();
    demo_game.state_table = &more_table;
    demo_game.state_size = sizeof(more_state);
    demo_data = *tl_data();
    demo_data.game = &demo_game;
    return &demo_data;
}

static int read_more(const nm_data *d, const char *text, more_state *out, nm_errors *err) {
    cJSON *j = cJSON_Parse(text);
    nm_jpos at = {"more.json", "state"};
    nm_errors_clear(err);
    int rc = nm_state_from_json(d, j, out, &at, err);
    cJSON_Delete(j);
    return rc;
}

static void test_more_shapes(void) {
    const nm_data *d = more();
    const nm_kind_data *k = fixture_cards(d);
    more_state s, back;
    memset(&s, 0, sizeof s);
    s.h.players = 3;
    s.h.to_move = 0;
    s.h.rng.inc = 1;
    s.stage = -1;
    s.tup_a = 2, s.tup_b = -1, s.tup_c = 1;
    s.grid[0][2] = 3, s.grid[1][0] = -1;
    s.flags[1] = 2, s.flags[3] = 1;
    s.seatbits = (1u << 0) | (1u << 2);
    s.extra[1] = 4;
    s.drawn_count = 1;
    s.drawn[0] = 5;
    s.seat[1].coins = 6;
    s.seat[2].at[1] = 5;
    char *t = text_of(d, &s);
    char want[1024];
    snprintf(want, sizeof want,
             "{\"players\":3,\"to_move\":0,\"over\":false,\"actions\":0,\"reveals\":0,"
             "\"rng\":{\"state\":\"0000000000000000\",\"inc\":\"0000000000000001\"},"
             "\"stage\":\"none\",\"tuple\":[2,-1,true],\"grid\":[[0,0,3],[-1,0,0]],"
             "\"one\":[\"%s\"],\"two\":[\"%s\"],\"seatbits\":[0,2],\"extra\":[0,4],\"drawn\":[\"%s\"],"
             "\"seats\":[{\"coins\":0,\"at\":[0,0,0]},{\"coins\":6,\"at\":[0,0,0]},{\"coins\":0,\"at\":[0,5,0]}],"
             "\"vm\":{\"waiting\":false,\"scratch\":[0,0,0,0],\"frames\":[]}}",
             k->items[3].id, k->items[1].id, k->items[5].id);
    CHECK_STR(t, want);
    nm_errors err;
    CHECK(read_more(d, t, &back, &err) == 0);
    if (err.count) fprintf(stderr, "%s\n", nm_errors_first(&err));
    char *t2 = text_of(d, &back);
    CHECK_STR(t2, t);
    CHECK(back.stage == -1 && back.tup_b == -1 && back.grid[1][0] == -1 && back.flags[1] == 2 &&
          back.seatbits == 5 && back.seat[2].at[1] == 5);
    free(t2);

    /* the optional key left out: the values prepare set */
    char *cut = strstr(t, "\"extra\":[0,4],");
    CHECK(cut != NULL);
    if (cut) {
        memmove(cut, cut + strlen("\"extra\":[0,4],"), strlen(cut + strlen("\"extra\":[0,4],")) + 1);
        CHECK(read_more(d, t, &back, &err) == 0);
        CHECK(back.extra[0] == 7 && back.extra[1] == 0);
    }
    free(t);

    /* observe: a screen hides coins (as 0) until the game is over; drawn cards are seen by
     * the seat the VM waits on only */
    more_state o;
    nm_state_observe(d, &s, 0, &o);
    CHECK(o.seat[1].coins == 0 && o.seat[2].at[1] == 5 && o.drawn[0] == -1);
    nm_state_observe(d, &s, 1, &o);
    CHECK(o.seat[1].coins == 6);
    s.vm.waiting = 1;
    s.vm.depth = 1;
    s.vm.frame[0].seat = 2;
    nm_state_observe(d, &s, 2, &o);
    CHECK(o.drawn[0] == 5 && o.seat[1].coins == 0);
    nm_state_observe(d, &s, 1, &o);
    CHECK(o.drawn[0] == -1);
    s.h.over = 1;
    nm_state_observe(d, &s, 0, &o);
    CHECK(o.seat[1].coins == 6);
}

static void test_more_errors(void) {
    const nm_data *d = more();
    const nm_kind_data *k = fixture_cards(d);
#define MORE_BASE                                                                               \
    "{\"players\":2,\"to_move\":0,\"over\":false,\"actions\":0,\"reveals\":0,"                  \
    "\"rng\":{\"state\":\"0000000000000000\",\"inc\":\"0000000000000001\"},"                     \
    "\"stage\":%s,\"tuple\":%s,\"grid\":%s,\"one\":%s,\"two\":%s,\"seatbits\":%s,\"drawn\":[],"  \
    "\"seats\":%s,\"vm\":{\"waiting\":false,\"scratch\":[0,0,0,0],\"frames\":[]}}"
    char one[64], two[64];
    snprintf(one, sizeof one, "[\"%s\"]", k->items[1].id);
    snprintf(two, sizeof two, "[\"%s\"]", k->items[1].id);
    const char *seats = "[{\"coins\":0,\"at\":[0,0]},{\"coins\":0,\"at\":[0,0]}]";
    const char *grid = "[[0,0,0],[0,0,0]]";
    struct {
        const char *stage, *tuple, *grid, *one, *two, *bits, *seats, *want;
    } cases[] = {
        {"\"frist\"", "[0,0,false]", grid, "[]", "[]", "[]", seats, "more.json: state.stage: unknown stage \"frist\""},
        {"\"none\"", "[0,0]", grid, "[]", "[]", "[]", seats, "more.json: state.tuple: expected 3 values, found 2"},
        {"\"none\"", "[0,1000,false]", grid, "[]", "[]", "[]", seats, "more.json: state.tuple[1]:"},
        {"\"none\"", "[0,0,false]", "[[0,0,0],[0,0]]", "[]", "[]", "[]", seats,
         "more.json: state.grid[1]: expected an array of 3 values"},
        {"\"none\"", "[0,0,false]", "[[0,0,0],[0,9,0]]", "[]", "[]", "[]", seats, "more.json: state.grid[1][1]:"},
        {"\"none\"", "[0,0,false]", grid, one, two, "[]", seats, "more.json: state.two[0]:"},
        {"\"none\"", "[0,0,false]", grid, "[]", "[]", "[2,2]", seats, "more.json: state.seatbits[1]: 2 is listed twice"},
        {"\"none\"", "[0,0,false]", grid, "[]", "[]", "[4]", seats, "more.json: state.seatbits[0]:"},
        {"\"none\"", "[0,0,false]", grid, "[]", "[]", "[]", "[{\"coins\":0,\"at\":[0,0,0]},{\"coins\":0,\"at\":[0,0]}]",
         "more.json: state.seats[0].at: expected 2 values, found 3"},
        {"\"none\"", "[0,0,false]", grid, "[]", "[]", "[]", "[{\"coins\":0,\"at\":[0,0]}]",
         "more.json: state.seats: expected 2 seats, found 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[2048];
        snprintf(text, sizeof text, MORE_BASE, cases[i].stage, cases[i].tuple, cases[i].grid, cases[i].one,
                 cases[i].two, cases[i].bits, cases[i].seats);
        more_state s;
        nm_errors err;
        CHECK(read_more(d, text, &s, &err) == -1);
        CHECK_HAS(nm_errors_first(&err), cases[i].want);
    }
    nm_state_loc loc;
    CHECK(nm_state_find(&more_table, "seats.at", &loc) == -1); /* per-seat arrays have no path */
    CHECK(nm_state_find(&more_table, "seats.coins", &loc) == 0 && loc.seat_stride == sizeof(more_seat));
}

int main(void) {
    test_round_trip();
    test_errors();
    test_paths();
    test_more_shapes();
    test_more_errors();
    tl_cleanup();
    return check_done("state_table");
}
