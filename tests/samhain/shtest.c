/* shtest.c - helpers of the Samhain tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "shtest.h"

int check_failures, check_count;

int check_done(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

static nm_data *data;

const nm_data *sht_data(void) {
    static nm_errors err;
    if (!data) {
        nm_registry_add(samhain_game());
        data = nm_data_load(samhain_game(), nm_builtin_data_dir(), NULL, 0, &err);
        if (!data) {
            for (int i = 0; i < err.count && i < NM_ERRORS_MAX; i++)
                fprintf(stderr, "%s\n", err.msg[i]);
            exit(1);
        }
    }
    return data;
}

void sht_cleanup(void) {
    nm_data_free(data);
    data = NULL;
}

nm_match *sht_match(int players, uint64_t seed, int easy, int counterpart) {
    static nm_errors err;
    nm_setup su;
    nm_setup_defaults(samhain_game(), &su, players, seed);
    su.option[SAMHAIN_OPT_EASY] = easy;
    su.option[SAMHAIN_OPT_COUNTERPART] = counterpart;
    nm_match *m = nm_match_create(samhain_game(), sht_data(), &su, &err);
    if (!m) {
        fprintf(stderr, "match: %s\n", nm_errors_first(&err));
        exit(1);
    }
    return m;
}

samhain_state *sht_state(const nm_match *m) { return (samhain_state *)m->state; }

int sht_cell(const samhain_state *s, int number) {
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        if (samhain_card(sht_data(), s->layout[c])->field[SAMHAIN_C_NUMBER] == number) return c;
    return -1;
}

int sht_invariants(const nm_data *d, const samhain_state *s) {
    int bad = 0, np = s->h.players;
#define INV(c, ...)                                                                         \
    do {                                                                                    \
        if (!(c)) {                                                                         \
            fprintf(stderr, "invariant: " __VA_ARGS__);                                     \
            fprintf(stderr, "\n");                                                          \
            bad++;                                                                          \
        }                                                                                   \
    } while (0)
    for (int p = 0; p < np; p++) {
        const samhain_seat *st = &s->seat[p];
        INV(samhain_member_total(s, p) == samhain_rule(d, SAMHAIN_R_MEMBERS, np),
            "seat %d members %d", p, samhain_member_total(s, p));
        INV(st->reserve >= 0 && st->grave >= 0 && st->wisps >= 0 && st->vp >= 0, "seat %d negative",
            p);
        for (int r = 0; r < SAMHAIN_RES; r++)
            INV(st->normal[r] >= 0 && st->roman[r] >= 0 && st->roman[r] <= 2, "seat %d res %d", p,
                r);
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            INV(st->obj[o] >= 0 && st->used[o] >= 0 && st->used[o] <= st->obj[o], "seat %d obj %d",
                p, o);
        for (int t = 0; t < SAMHAIN_TEMPLES; t++)
            for (int sd = 0; sd < 2; sd++)
                INV(s->track[t][sd][p] >= 0 && s->track[t][sd][p] <= 5, "track");
    }
    for (int r = 0; r < SAMHAIN_RES; r++) {
        int n = s->res_reserve[r];
        for (int p = 0; p < np; p++) n += s->seat[p].normal[r] + s->seat[p].roman[r];
        INV(s->res_reserve[r] >= 0 && n == samhain_rule(d, SAMHAIN_R_RES, np) + 2 * np,
            "res %d total %d", r, n);
    }
    int w = s->wisp_reserve;
    for (int p = 0; p < np; p++) w += s->seat[p].wisps;
    INV(w == samhain_rule(d, SAMHAIN_R_WISPS, np), "wisps total %d", w);
    INV(s->wisp_reserve > 0 || s->ev != SAMHAIN_EV_NONE, "empty wisp reserve outside an event");
    for (int o = 0; o < SAMHAIN_OBJS; o++) {
        int n = s->obj_reserve[o];
        for (int p = 0; p < np; p++) n += s->seat[p].obj[o];
        INV(s->obj_reserve[o] >= 0 && n == samhain_rule(d, SAMHAIN_R_OBJECTS, np),
            "obj %d total %d", o, n);
    }
    for (int c = 0; c < SAMHAIN_CELLS; c++) {
        INV(samhain_cell_count(s, c) <= np, "cell %d over capacity", c);
        for (int p = 0; p < np; p++)
            INV(s->ready[c][p] >= 0 && s->tired[c][p] >= 0, "cell %d neg", c);
    }
    INV(samhain_grave_total(s) < s->tombs, "graveyard full");
    return bad;
}

int pos_count_match(const nm_match *m) { return nm_match_legal(m)->count; }
