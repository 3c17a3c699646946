/* pos.c - hand-built Samhain positions for the tests. */
#include <stdio.h>
#include <string.h>
#include "pos.h"

samhain_state S;

int pos_cell(int n) { return (n - 1) / 2; }

const char *pos_card(int n) {
    const nm_data *d = sht_data();
    int light = n % 2 ? n : n - 1;
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        if (samhain_card(d, c)->field[SAMHAIN_C_NUMBER] == light) return samhain_card(d, c)->name[0];
    return "?";
}

void pos_blank(int players, int round) {
    const nm_data *d = sht_data();
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(samhain_game(), &su, players, 1);
    su.option[SAMHAIN_OPT_EASY] = 1;
    memset(&S, 0, sizeof S);
    if (samhain_setup(d, &su, &S, &err) != 0) fprintf(stderr, "setup: %s\n", nm_errors_first(&err));
    memset(S.ready, 0, sizeof S.ready);
    memset(S.tired, 0, sizeof S.tired);
    memset(S.track, 0, sizeof S.track);
    for (int p = 0; p < players; p++) {
        samhain_seat *st = &S.seat[p];
        memset(st, 0, sizeof *st);
        st->reserve = (int8_t)samhain_rule(d, SAMHAIN_R_MEMBERS, players);
        for (int r = 0; r < SAMHAIN_RES; r++) st->roman[r] = 2;
        st->placed = (int8_t)samhain_rule(d, SAMHAIN_R_PLACE, players);
    }
    for (int r = 0; r < SAMHAIN_RES; r++)
        S.res_reserve[r] = (int8_t)samhain_rule(d, SAMHAIN_R_RES, players);
    S.wisp_reserve = (int8_t)samhain_rule(d, SAMHAIN_R_WISPS, players);
    for (int o = 0; o < SAMHAIN_OBJS; o++)
        S.obj_reserve[o] = (int8_t)samhain_rule(d, SAMHAIN_R_OBJECTS, players);
    S.place_left = 0;
    S.phase = SAMHAIN_PH_MAIN;
    S.round = (int8_t)round;
    S.first = 0;
    S.current = 0;
    S.passes = 0;
    S.h.to_move = 0;
}

void pos_put(int p, int n, int tired) {
    S.seat[p].reserve--;
    if (tired) S.tired[pos_cell(n)][p]++;
    else S.ready[pos_cell(n)][p]++;
}

void pos_give(int p, int wood, int gold, int stone) {
    samhain_res_gain(&S, p, SAMHAIN_WOOD, wood);
    samhain_res_gain(&S, p, SAMHAIN_GOLD, gold);
    samhain_res_gain(&S, p, SAMHAIN_STONE, stone);
}

static int find(const char *label, nm_action *out) {
    static nm_action_list l;
    char buf[NM_LABEL_LEN];
    samhain_legal(sht_data(), &S, &l);
    for (int i = 0; i < l.count; i++) {
        samhain_label(sht_data(), &S, &l.a[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            *out = l.a[i];
            return 1;
        }
    }
    return 0;
}

void pos_print(void) {
    static nm_action_list l;
    char buf[NM_LABEL_LEN];
    samhain_legal(sht_data(), &S, &l);
    for (int i = 0; i < l.count; i++) {
        samhain_label(sht_data(), &S, &l.a[i], buf, sizeof buf);
        fprintf(stderr, "    legal (seat %d): %s\n", S.h.to_move, buf);
    }
}

int pos_has(const char *label) {
    nm_action a;
    return find(label, &a);
}

int pos_count(void) {
    static nm_action_list l;
    return samhain_legal(sht_data(), &S, &l);
}

int pos_do(const char *label) {
    static nm_errors err;
    nm_action a;
    check_count++;
    if (!find(label, &a)) {
        fprintf(stderr, "no legal action \"%s\"\n", label);
        pos_print();
        check_failures++;
        return -1;
    }
    nm_errors_clear(&err);
    if (samhain_apply(sht_data(), &S, &a, &err) != 0) {
        fprintf(stderr, "apply \"%s\": %s\n", label, nm_errors_first(&err));
        check_failures++;
        return -1;
    }
    if (sht_invariants(sht_data(), &S)) {
        fprintf(stderr, "  after \"%s\"\n", label);
        check_failures++;
    }
    return 0;
}
