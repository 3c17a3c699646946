/* test_playouts.c - properties checked at every decision of many random games: labels are
 * unique and name their action, every action's element exists in board.json and the board
 * view can describe it, the state survives to_json -> from_json, and games end. */
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "testlib.h"

#define GAMES 300
#define MAX_ACTIONS 2000

static nm_errors err;
static int decisions, choices_seen, round_trips;

/* to_json -> from_json -> to_json gives the same text, hash and legal actions. */
static void check_json_round_trip(const nm_match *m, fixture_state *back, nm_action_list *l) {
    const nm_game *g = m->game;
    cJSON *j = g->to_json(m->data, m->state);
    char *t1 = cJSON_PrintUnformatted(j);
    memset(back, 0xAB, sizeof *back);
    nm_jpos rt_pos = {"round-trip", "state"};
    int rc = g->from_json(m->data, j, back, &rt_pos, &err);
    if (rc != 0) fprintf(stderr, "from_json refused its own output: %s\n%s\n", nm_errors_first(&err), t1);
    CHECK(rc == 0);
    if (rc == 0) {
        cJSON *j2 = g->to_json(m->data, back);
        char *t2 = cJSON_PrintUnformatted(j2);
        CHECK_STR(t2, t1);
        char h1[17], h2[17];
        nm_state_hash(g, m->data, m->state, h1);
        nm_state_hash(g, m->data, back, h2);
        CHECK_STR(h1, h2);
        g->legal(m->data, back, l);
        CHECK_INT(l->count, m->legal.count);
        CHECK(memcmp(l->a, m->legal.a, sizeof l->a[0] * (size_t)l->count) == 0);
        free(t2);
        cJSON_Delete(j2);
    }
    free(t1);
    cJSON_Delete(j);
    round_trips++;
}

static void check_decision(nm_match *m, fixture_state *obs) {
    const nm_action_list *l = nm_match_legal(m);
    const nm_data *d = m->data;
    int seat = nm_match_to_move(m);
    CHECK(l->count > 0);
    CHECK(seat >= 0 && seat < nm_state_header(m->state)->players);
    CHECK_INT(seat, nm_state_header(m->state)->to_move);
    m->game->observe(d, m->state, seat, obs);
    static char labels[NM_MAX_ACTIONS][NM_LABEL_LEN];
    for (int i = 0; i < l->count; i++) {
        char el[NM_ELEMENT_LEN];
        nm_match_label(m, &l->a[i], labels[i], NM_LABEL_LEN);
        CHECK(labels[i][0] != '\0');
        CHECK(strlen(labels[i]) < NM_LABEL_LEN - 1);
        for (int j = 0; j < i; j++)
            if (strcmp(labels[i], labels[j]) == 0) {
                fprintf(stderr, "duplicate label \"%s\"\n", labels[i]);
                CHECK(strcmp(labels[i], labels[j]) != 0);
            }
        nm_match_element(m, &l->a[i], el, sizeof el);
        if (!nm_board_find(&d->board, el)) fprintf(stderr, "no board element \"%s\" for \"%s\"\n", el, labels[i]);
        CHECK(nm_board_find(&d->board, el) != NULL);
        /* What the player to move sees on that element. */
        nm_element_view v;
        CHECK(m->game->describe(d, obs, seat, (int)(decisions % 2), el, &v) == 1);
        CHECK(!v.hidden);
        if (l->a[i].kind >= NM_ACTION_VM_CHOICE) choices_seen++;
    }
    decisions++;
}

int main(void) {
    fixture_state *obs = malloc(sizeof *obs), *back = malloc(sizeof *back);
    nm_action_list *l = malloc(sizeof *l);
    if (!obs || !back || !l) return 2;
    int max_len = 0, ends_by_limit = 0;
    for (int gi = 0; gi < GAMES; gi++) {
        int players = 2 + gi % 3;
        nm_match *m = tl_match(players, 7000u + (unsigned)gi);
        nm_controller c;
        nm_controller_parse("random", &c, NULL);
        nm_controller_seed(&c, (uint64_t)gi, 0);
        int n = 0;
        while (!nm_match_over(m) && n < MAX_ACTIONS) {
            check_decision(m, obs);
            if (n % 5 == 0 || tl_state(m)->vm.waiting) check_json_round_trip(m, back, l);
            /* Play by label, as `state --apply` and the log do: it must pick this action. */
            const nm_action_list *legal = nm_match_legal(m);
            int i = (int)nm_rng_below(&c.rng, (uint32_t)legal->count);
            nm_action want = legal->a[i];
            char label[NM_LABEL_LEN];
            nm_match_label(m, &want, label, sizeof label);
            if (nm_match_apply_label(m, label, &err) != 0) {
                fprintf(stderr, "apply \"%s\": %s\n", label, nm_errors_first(&err));
                CHECK(0);
                break;
            }
            CHECK(nm_action_equal(&m->history[m->history_count - 1], &want));
            n++;
        }
        CHECK(nm_match_over(m));
        CHECK_INT(nm_match_legal(m)->count, 0);
        CHECK_INT(nm_match_to_move(m), -1);
        check_json_round_trip(m, back, l);
        const fixture_state *s = tl_state(m);
        ends_by_limit += s->turn >= s->turn_limit;
        int32_t scores[NM_MAX_SEATS];
        int8_t winners[NM_MAX_SEATS];
        int ns = 0, nw = nm_match_result(m, scores, &ns, winners);
        CHECK_INT(ns, players);
        CHECK(nw >= 1 && nw <= players);
        for (int w = 0; w < nw; w++) {
            CHECK(winners[w] >= 0 && winners[w] < players);
            for (int p = 0; p < players; p++) CHECK(scores[winners[w]] >= scores[p]);
        }
        if (n > max_len) max_len = n;
        nm_match_destroy(m);
    }
    /* The random games went through every part of the game. */
    CHECK(choices_seen > 100);
    CHECK(ends_by_limit > 0 && ends_by_limit < GAMES);
    printf("playouts: %d games, %d decisions, %d VM choices, %d JSON round trips, longest %d "
           "actions, %d ended by the turn limit\n",
           GAMES, decisions, choices_seen, round_trips, max_len, ends_by_limit);
    free(obs);
    free(back);
    free(l);
    return check_done("playouts");
}
