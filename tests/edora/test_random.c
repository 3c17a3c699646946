/* test_random.c - random play for 2 to 4 players, every variant combination in turn: every
 * game must finish, and after every action the invariants hold (13 dice a seat, counters
 * in range, every tablet and gem in one place, the state reads back the same). Counts the
 * emergency turns reached; each one is checked: 6 provisions and one die (or the lost-die
 * prestige) and nothing placed.
 * Usage: test_edora_random [games per player count] [first seed] [games checked every step].
 * The measured run of the issue: test_edora_random 10000 1 0 */
#include <stdlib.h>
#include <string.h>
#include "edtest.h"

/* The trip costs the legal moves read (the layout's table, cut at a limit: the provisions
 * left after the cheapest die) against a plain search of the forest's paths done here
 * (Bellman-Ford over the derived adjacency): equal within the limit, ED_FAR beyond, the
 * pawn's own sanctuary 0 whatever the limit. Returns 1 when they all agree. */
static int limited_costs_agree(const nm_data *d, const edora_state *s, int from) {
    int n = ed_derived(d)->nsanct, full[ED_SANCT], part[ED_SANCT], ok = 1;
    for (int i = 0; i < n; i++) full[i] = ED_FAR;
    full[from] = 0;
    for (int round = 0; round < n; round++)
        for (int x = 0; x < n; x++)
            for (int k = 0; k < s->geo.adj_count[x] && full[x] < ED_FAR; k++) {
                int y = s->geo.adj[x][k], c = full[x] + s->geo.adj_cost[x][k];
                if (c < full[y]) full[y] = c;
            }
    for (int limit = -1; limit <= 14; limit++) {
        ed_move_costs(d, s, from, limit, part);
        for (int i = 0; i < n; i++) ok &= part[i] == (i == from || full[i] <= limit ? full[i] : ED_FAR);
    }
    return ok;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 100;
    uint64_t seed0 = argc > 2 ? (uint64_t)atoll(argv[2]) : 1;
    int full = argc > 3 ? atoi(argv[3]) : 10;
    const nm_data *d = et_data();
    static edora_state s, before;
    static nm_action_list l;
    static nm_errors err;
    nm_rng pick;
    char msg[256];
    long emergencies = 0, actions = 0, over = 0, placed_all = 0, bar_options = 0, costs = 0;
    for (int players = 2; players <= 4; players++) {
        long pp_sum = 0, games_n = 0;
        for (int g = 0; g < games; g++) {
            uint64_t seed = seed0 + (uint64_t)g;
            int variants[ED_OPT_COUNT];
            for (int v = 0; v < ED_OPT_COUNT; v++) variants[v] = (int)((seed >> v) & 1);
            nm_setup su;
            nm_setup_defaults(edora_game(), &su, players, seed);
            for (int v = 0; v < ED_OPT_COUNT; v++) su.option[v] = variants[v];
            memset(&s, 0, sizeof s);
            if (edora_setup(d, &su, &s, &err) != 0) {
                CHECK(0);
                continue;
            }
            nm_rng_seed(&pick, seed * 7919u + (uint64_t)players);
            int steps = 0, bad = 0;
            while (!s.h.over && steps < 20000 && !bad) {
                int n = edora_legal(d, &s, &l);
                if (n <= 0) {
                    fprintf(stderr, "seed %llu, %d players: no legal action in phase %d\n",
                            (unsigned long long)seed, players, s.phase);
                    CHECK(0);
                    bad = 1;
                    break;
                }
                const nm_action *a = &l.a[nm_rng_below(&pick, (uint32_t)n)];
                if (g < full && s.seat[s.current].pawn >= 0) {
                    CHECK(limited_costs_agree(d, &s, s.seat[s.current].pawn));
                    costs++;
                }
                if (g < full && a->kind >= NM_ACTION_VM_CHOICE) {
                    /* an option of the action bar: on the bar, lighting board elements */
                    char el[NM_ELEMENT_LEN], ids[4][NM_ELEMENT_LEN];
                    edora_element(d, &s, a, el, sizeof el);
                    CHECK(strcmp(el, NM_ELEMENT_BAR) == 0);
                    int k = edora_involves(d, &s, a, ids, 4);
                    CHECK(k >= 1 || a->p[0] < 0); /* declining ("no more ...") lights nothing */
                    if (k < 1 && a->p[0] >= 0) fprintf(stderr, "no element for option %d,%d,%d\n", a->p[0], a->p[1], a->p[2]);
                    for (int i = 0; i < k; i++) CHECK(nm_board_find(&d->board, ids[i]) != NULL);
                    bar_options++;
                }
                before = s;
                nm_errors_clear(&err);
                if (edora_apply(d, &s, a, &err) != 0) {
                    fprintf(stderr, "seed %llu: %s\n", (unsigned long long)seed, nm_errors_first(&err));
                    CHECK(0);
                    bad = 1;
                    break;
                }
                if (a->kind == ED_ACT_EMERGENCY) {
                    emergencies++;
                    const edora_seat *b = &before.seat[before.current], *p = &s.seat[before.current];
                    int dice_b = 0, dice_a = 0;
                    for (int v = 1; v <= 6; v++) dice_b += b->reserve[v], dice_a += p->reserve[v];
                    int took = dice_a - dice_b;
                    /* 6 provisions, then a die (a choice may wait) or 2 PP when none is left */
                    CHECK(p->provisions == b->provisions + 6 || s.h.over);
                    CHECK(p->placed == b->placed || s.h.over);
                    CHECK(took == 1 || s.vm.waiting || p->pp >= b->pp + 2 || s.h.over);
                }
                actions++;
                steps++;
                if (g < full || s.h.over) {
                    if (et_invariants(&s, msg, sizeof msg) != 0) {
                        fprintf(stderr, "seed %llu, %d players, step %d: %s\n", (unsigned long long)seed,
                                players, steps, msg);
                        CHECK(0);
                        bad = 1;
                    }
                }
            }
            CHECK(s.h.over);
            over += s.h.over;
            if (s.h.over) {
                int someone = 0;
                for (int p = 0; p < players; p++) pp_sum += s.seat[p].pp;
                for (int p = 0; p < players; p++) someone |= before.seat[p].placed == ed_rule(d, ED_R_DICE);
                placed_all += someone || s.turn >= ED_TURN_CAP;
                CHECK(s.turn < ED_TURN_CAP);
                games_n++;
            }
        }
        printf("%d players: %ld games, mean prestige %.1f\n", players, games_n,
               games_n ? (double)pp_sum / (double)(games_n * players) : 0.0);
    }
    printf("%ld actions, %ld games over, %ld emergency turns, %ld action-bar options checked, %ld trip costs compared\n",
           actions, over, emergencies, bar_options, costs);
    CHECK(emergencies > 0);
    et_cleanup();
    return check_done("edora random");
}
