/* test_vm.c - the effect VM through the fixture game: an effect [gain, choose, gain]
 * suspends at the choice for the right seat and resumes on the answer; nested choices;
 * pay with a nested effect; triggers run in the order given; a modifier read at its hook;
 * the VM's own error paths. */
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

static nm_errors err;

#define SEAT(seed, leaf, vp, hand, played)                                                   \
    "{\"seed\":" #seed ",\"leaf\":" #leaf ",\"vp\":" #vp ",\"hand\":" hand ",\"played\":" played \
    "}"
#define EMPTY SEAT(0, 0, 0, "[]", "[]")

static nm_match *position(const char *overrides) {
    nm_match *m = tl_position(overrides, &err);
    if (!m) fprintf(stderr, "position refused: %s\n", nm_errors_first(&err));
    CHECK(m != NULL);
    return m;
}

static int apply_label(nm_match *m, const char *label) {
    nm_errors_clear(&err);
    int rc = nm_match_apply_label(m, label, &err);
    if (rc != 0) fprintf(stderr, "apply \"%s\": %s\n", label, nm_errors_first(&err));
    return rc;
}

/* Moon Well: gain 1 leaf, choose (2 seeds | draw 1), gain 1 renown. Seat 1 plays it. */
static void test_suspend_resume(void) {
    nm_match *m = position("{\"current\":1,\"deck\":[\"wren\",\"mistletoe\"],"
                           "\"row\":[\"moon_well\",null,null],"
                           "\"seats\":[" EMPTY "," SEAT(2, 0, 0, "[]", "[]") "]}");
    if (!m) return;
    fixture_state *s = tl_state(m);
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK(apply_label(m, "take Moon Well") == 0);
    s = tl_state(m);
    /* Suspended after the first gain, before the last. */
    CHECK(s->vm.waiting);
    CHECK_INT(nm_match_to_move(m), 1);
    CHECK_INT(s->seat[1].res[FIXTURE_LEAF], 1);
    CHECK_INT(s->seat[1].res[FIXTURE_SEED], 0);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 0);
    CHECK_INT(s->seat[1].owned_count, 1);
    const nm_action_list *l = nm_match_legal(m);
    CHECK_INT(l->count, 2);
    for (int i = 0; i < l->count; i++) CHECK(l->a[i].kind >= NM_ACTION_VM_CHOICE);
    CHECK_STR(tl_label(m, 0), "choose 1: gain(counter=seed, n=2)");
    CHECK_STR(tl_label(m, 1), "choose 2: draw(n=1)");
    char el[NM_ELEMENT_LEN];
    nm_match_element(m, &l->a[0], el, sizeof el);
    CHECK_STR(el, "choices");
    /* The board shows what is being resolved. */
    nm_element_view v;
    CHECK(m->game->describe(m->data, m->state, 1, 0, "choices", &v) == 1);
    CHECK_HAS(v.body, "Moon Well");
    CHECK(!v.dimmed);
    /* A card action is not an answer while the effect waits. */
    nm_action take = {FIXTURE_ACT_PASS, FIXTURE_ROW_MAX + FIXTURE_HAND_MAX, {0, 0, 0}};
    CHECK(nm_match_apply(m, &take, &err) != 0);
    CHECK(apply_label(m, "choose 2: draw(n=1)") == 0);
    s = tl_state(m);
    CHECK(!s->vm.waiting);
    CHECK_INT(s->vm.depth, 0);
    CHECK_INT(s->seat[1].hand_count, 1);
    CHECK_INT(s->seat[1].hand[0], tl_card("mistletoe")); /* the top of the deck */
    CHECK_INT(s->row[0], tl_card("wren"));               /* the row refilled */
    CHECK_INT(s->deck_count, 0);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 1); /* the rest of the list ran */
    CHECK_INT(s->seat[1].res[FIXTURE_SEED], 0);
    CHECK_INT(nm_match_to_move(m), 0);       /* turn over */
    CHECK_INT(s->turn, 1);
    nm_match_destroy(m);
}

/* Elder Grove: choose (2 leaves | choose (2 renown | 3 seeds)). */
static void test_nested_choice(void) {
    nm_match *m = position("{\"row\":[\"red_fox\",\"elder_grove\",null],"
                           "\"seats\":[" SEAT(3, 0, 0, "[]", "[]") "," EMPTY "]}");
    if (!m) return;
    CHECK(apply_label(m, "take Elder Grove") == 0);
    CHECK_INT(nm_match_legal(m)->count, 2);
    CHECK_STR(tl_label(m, 0), "choose 1: gain(counter=leaf, n=2)");
    CHECK_STR(tl_label(m, 1), "choose 2: choose(options=[...])");
    CHECK(apply_label(m, "choose 2: choose(options=[...])") == 0);
    fixture_state *s = tl_state(m);
    CHECK(s->vm.waiting);
    CHECK_INT(nm_match_to_move(m), 0);
    CHECK_INT(nm_match_legal(m)->count, 2);
    CHECK_STR(tl_label(m, 0), "choose 1: gain(counter=vp, n=2)");
    CHECK_STR(tl_label(m, 1), "choose 2: gain(counter=seed, n=3)");
    CHECK(apply_label(m, "choose 2: gain(counter=seed, n=3)") == 0);
    s = tl_state(m);
    CHECK(!s->vm.waiting);
    CHECK_INT(s->seat[0].res[FIXTURE_SEED], 3); /* 3 - 3 cost + 3 */
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 0);
    CHECK_INT(s->seat[0].res[FIXTURE_LEAF], 0);
    CHECK_INT(nm_match_to_move(m), 1);
    nm_match_destroy(m);
}

/* pay runs its nested effect only when the seat can pay; lose never goes below zero. */
static void test_pay_and_lose(void) {
    nm_match *m = position("{\"row\":[\"grey_heron\",\"wild_boar\",null],"
                           "\"seats\":[" SEAT(3, 1, 0, "[]", "[]") "," SEAT(5, 2, 0, "[]", "[]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "take Grey Heron") == 0); /* 1 leaf: cannot pay 2 */
    fixture_state *s = tl_state(m);
    CHECK_INT(s->seat[0].res[FIXTURE_LEAF], 1);
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 0);
    CHECK(apply_label(m, "take Wild Boar") == 0); /* seat 1: 2 leaves lost, 2 renown */
    s = tl_state(m);
    CHECK_INT(s->seat[1].res[FIXTURE_LEAF], 0);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 2);
    nm_match_destroy(m);

    m = position("{\"row\":[\"grey_heron\",\"wild_boar\",null],"
                 "\"seats\":[" SEAT(3, 2, 0, "[]", "[]") "," SEAT(5, 1, 0, "[]", "[]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "take Grey Heron") == 0);
    s = tl_state(m);
    CHECK_INT(s->seat[0].res[FIXTURE_LEAF], 0);
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 3);
    CHECK(apply_label(m, "take Wild Boar") == 0);
    s = tl_state(m);
    CHECK_INT(s->seat[1].res[FIXTURE_LEAF], 0); /* 1 - 2 stops at 0 */
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 2);
    nm_match_destroy(m);
}

/* gain_bonus modifiers of played cards are read at the gain hook; resources cap at 9. */
static void test_modifier_hook(void) {
    nm_match *m = position("{\"row\":[\"oak_seedling\",null,null],"
                           "\"seats\":[" SEAT(0, 0, 0, "[]", "[\"hazel_rod\"]") ","
                           SEAT(1, 0, 0, "[]", "[\"bronze_cauldron\"]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "pass") == 0); /* 1 seed + 1 from the Hazel Rod */
    CHECK_INT(tl_state(m)->seat[0].res[FIXTURE_SEED], 2);
    CHECK(apply_label(m, "take Oak Seedling") == 0); /* 1 leaf + 1 from the Cauldron */
    fixture_state *s = tl_state(m);
    CHECK_INT(s->seat[1].res[FIXTURE_LEAF], 2);
    CHECK_INT(s->seat[1].res[FIXTURE_SEED], 0);
    nm_match_destroy(m);

    /* A card's own modifier applies from the moment it is played. */
    m = position("{\"row\":[\"bronze_cauldron\",null,null],"
                 "\"seats\":[" SEAT(5, 0, 0, "[]", "[]") "," EMPTY "]}");
    if (!m) return;
    CHECK(apply_label(m, "take Bronze Cauldron") == 0); /* pay 2 seeds: 2 renown, 1+1 leaves */
    s = tl_state(m);
    CHECK_INT(s->seat[0].res[FIXTURE_SEED], 0);
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 2);
    CHECK_INT(s->seat[0].res[FIXTURE_LEAF], 2);
    nm_match_destroy(m);

    m = position("{\"seats\":[" SEAT(9, 0, 0, "[]", "[\"hazel_rod\"]") "," EMPTY "]}");
    if (!m) return;
    CHECK(apply_label(m, "pass") == 0);
    CHECK_INT(tl_state(m)->seat[0].res[FIXTURE_SEED], 9);
    nm_match_destroy(m);
}

/* nm_vm_push_trigger runs the trigger lists in the order of the items given. */
static void test_trigger_order(void) {
    const nm_data *d = tl_data();
    const nm_kind_data *k = fixture_cards(d);
    fixture_state *s = calloc(1, sizeof *s);
    if (!s) return;
    s->h.players = 2;
    s->seat[0].owned[s->seat[0].owned_count++] = (int16_t)tl_card("hazel_rod");
    nm_vm_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = d;
    ctx.state = s;
    ctx.vm = &s->vm;
    /* Salmon (+2 renown: Hazel Rod played), Oak Seedling (+1), Wren (no trigger), Yew
     * Circle (a choice): the choice comes last, after 3 renown. */
    int items[] = {tl_card("salmon"), tl_card("oak_seedling"), tl_card("wren"),
                   tl_card("yew_circle")};
    CHECK(nm_vm_push_trigger(&s->vm, d, k, items, 4, FIXTURE_TRIG_GAME_END, 0, 100) == 0);
    CHECK_INT(s->vm.depth, 3);
    CHECK_INT(s->vm.frame[s->vm.depth - 1].source, 100 + items[0]);
    CHECK(nm_vm_run(&ctx) == NM_VM_WAITING);
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 3);
    CHECK_INT(nm_vm_waiting_seat(&s->vm), 0);
    CHECK_INT(ctx.source, 100 + items[3]);
    nm_action_list *l = calloc(1, sizeof *l);
    if (!l) return;
    CHECK_INT(nm_vm_choices(&ctx, l), 2);
    char label[NM_LABEL_LEN];
    nm_vm_label(&ctx, &l->a[1], label, sizeof label);
    CHECK_STR(label, "choose 2: gain(counter=leaf, n=3)");
    CHECK(nm_vm_resume(&ctx, &l->a[1]) == NM_VM_IDLE);
    CHECK_INT(s->seat[0].res[FIXTURE_LEAF], 3);
    CHECK_INT(s->vm.depth, 0);

    /* Reversed: the choice comes first, before any renown. */
    memset(&s->seat[0].res, 0, sizeof s->seat[0].res);
    int rev[] = {tl_card("yew_circle"), tl_card("oak_seedling")};
    CHECK(nm_vm_push_trigger(&s->vm, d, k, rev, 2, FIXTURE_TRIG_GAME_END, 1, 0) == 0);
    CHECK(nm_vm_run(&ctx) == NM_VM_WAITING);
    CHECK_INT(nm_vm_waiting_seat(&s->vm), 1);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 0);
    CHECK_INT(nm_vm_choices(&ctx, l), 2);
    CHECK(nm_vm_resume(&ctx, &l->a[0]) == NM_VM_IDLE);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 3);

    /* Errors: resuming with nothing waiting; an answer that is not an option. */
    CHECK(nm_vm_resume(&ctx, &l->a[0]) == NM_VM_ERROR);
    CHECK_STR(ctx.error, "no effect is waiting for an answer");
    memset(ctx.error, 0, sizeof ctx.error);
    int one[] = {tl_card("yew_circle")};
    CHECK(nm_vm_push_trigger(&s->vm, d, k, one, 1, FIXTURE_TRIG_GAME_END, 0, 0) == 0);
    CHECK(nm_vm_run(&ctx) == NM_VM_WAITING);
    nm_action bad = {NM_ACTION_VM_CHOICE, 0, {5, 0, 0}};
    CHECK(nm_vm_resume(&ctx, &bad) == NM_VM_ERROR);
    CHECK_STR(ctx.error, "choose: option 6 does not exist");

    /* The stack is bounded: a push past NM_VM_DEPTH fails instead of overflowing. */
    nm_vm_reset(&s->vm);
    int eff = k->items[tl_card("mistletoe")].effect;
    for (int i = 0; i < NM_VM_DEPTH; i++) CHECK(nm_vm_push(&s->vm, eff, 0, -1) == 0);
    CHECK(nm_vm_push(&s->vm, eff, 0, -1) == -1);
    CHECK(nm_vm_push(&s->vm, -1, 0, -1) == 0); /* an empty list is accepted */
    free(l);
    free(s);
}

/* The game's end: game_end triggers of each seat run; a choice in one waits for its
 * owner, in the end phase, and the game is over after the answer. */
static void test_game_end_triggers(void) {
    /* A card cannot be in two places: such a position is refused. */
    nm_match *m = tl_position("{\"turn\":11,\"turn_limit\":12,\"current\":1,"
                              "\"seats\":[" SEAT(0, 0, 0, "[]", "[\"oak_seedling\"]") ","
                              SEAT(0, 0, 0, "[]", "[\"salmon\",\"oak_seedling\"]") "]}",
                              &err);
    CHECK(m == NULL);
    CHECK_STR(nm_errors_first(&err),
              "position: state.seats[1].played[1]: card \"oak_seedling\" is already at "
              "state.seats[0].played[0] (each card is in one place)");
    nm_match_destroy(m);
    m = position("{\"turn\":11,\"turn_limit\":12,\"current\":1,"
                 "\"seats\":[" SEAT(0, 0, 0, "[]", "[\"yew_circle\",\"oak_seedling\"]") ","
                 SEAT(0, 0, 0, "[]", "[\"salmon\",\"hazel_rod\"]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "pass") == 0); /* last turn: the game ends */
    fixture_state *s = tl_state(m);
    CHECK_INT(s->phase, FIXTURE_PHASE_END);
    CHECK(!nm_match_over(m));
    CHECK_INT(nm_match_to_move(m), 0); /* Yew Circle's owner chooses */
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 0); /* Yew Circle came first, Oak not yet */
    CHECK(apply_label(m, "choose 1: gain(counter=vp, n=2)") == 0);
    s = tl_state(m);
    CHECK(nm_match_over(m));
    CHECK_INT(nm_match_to_move(m), -1);
    CHECK_INT(nm_match_legal(m)->count, 0);
    CHECK_INT(s->seat[0].res[FIXTURE_VP], 3);
    CHECK_INT(s->seat[1].res[FIXTURE_VP], 2);  /* Salmon with the Hazel Rod */
    CHECK_INT(s->seat[1].res[FIXTURE_SEED], 2); /* pass: 1 + 1 from the rod */
    int32_t scores[NM_MAX_SEATS];
    int8_t winners[NM_MAX_SEATS];
    int ns = 0;
    CHECK_INT(nm_match_result(m, scores, &ns, winners), 1);
    CHECK_INT(ns, 2);
    CHECK_INT(scores[0], 3);
    CHECK_INT(scores[1], 2);
    CHECK_INT(winners[0], 0);
    nm_match_destroy(m);

    /* Tied scores go to the seat with more cards played; still tied, shared. */
    m = tl_position("{\"turn\":11,\"turn_limit\":12,"
                    "\"seats\":[" SEAT(0, 3, 1, "[]", "[\"wren\"]") ","
                    SEAT(0, 0, 2, "[]", "[\"redfox\"]") "]}", &err);
    CHECK(m == NULL);
    CHECK_STR(nm_errors_first(&err), "position: state.seats[1].played[0]: unknown id \"redfox\" in cards "
                                     "(did you mean \"red_fox\")");
    m = position("{\"turn\":11,\"turn_limit\":12,"
                 "\"seats\":[" SEAT(0, 3, 1, "[]", "[\"wren\"]") ","
                 SEAT(0, 0, 2, "[]", "[\"red_fox\",\"mistletoe\"]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "pass") == 0);
    CHECK(nm_match_over(m));
    CHECK_INT(nm_match_result(m, scores, &ns, winners), 1);
    CHECK_INT(scores[0], 2);
    CHECK_INT(scores[1], 2);
    CHECK_INT(winners[0], 1);
    nm_match_destroy(m);
    m = position("{\"turn\":11,\"turn_limit\":12,"
                 "\"seats\":[" SEAT(0, 3, 1, "[]", "[\"wren\"]") ","
                 SEAT(0, 0, 2, "[]", "[\"red_fox\"]") "]}");
    if (!m) return;
    CHECK(apply_label(m, "pass") == 0);
    CHECK_INT(nm_match_result(m, scores, &ns, winners), 2);
    CHECK_INT(winners[0], 0);
    CHECK_INT(winners[1], 1);
    nm_match_destroy(m);
}

/* The game also ends when the deck and the row run out. */
static void test_end_on_empty(void) {
    nm_match *m = position("{\"row\":[null,\"red_fox\",null],"
                           "\"seats\":[" EMPTY "," EMPTY "]}");
    if (!m) return;
    CHECK(apply_label(m, "take Red Fox") == 0);
    CHECK(nm_match_over(m));
    CHECK_INT(tl_state(m)->seat[0].res[FIXTURE_SEED], 1);
    nm_match_destroy(m);
}

int main(void) {
    test_suspend_resume();
    test_nested_choice();
    test_pay_and_lose();
    test_modifier_hook();
    test_trigger_order();
    test_game_end_triggers();
    test_end_on_empty();
    return check_done("vm");
}
