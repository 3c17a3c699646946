/* test_hidden.c - the screens and the AI: determinize() refills what observe() hid with a
 * completion that keeps every invariant and the seat's own options, random playouts from
 * such worlds finish, and ai:500 chooses the same action whatever is behind another seat's
 * screen as long as the seat's observation is the same (no cheating). Also prints the
 * ai:500 decision time on 2 players with and without the hook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "shtest.h"
#include "nemeton/controller.h"

static nm_errors err;
static nm_action_list legal_a, legal_b;

/* A position of a random game: players, options from seed, `steps` random actions in.
 * Returns 0 when the game is still on there and its seat to move has a choice. */
static int position(int players, uint64_t seed, int steps, samhain_state *s) {
    const nm_data *d = sht_data();
    const nm_game *g = samhain_game();
    nm_setup su;
    memset(s, 0, sizeof *s);
    nm_setup_defaults(g, &su, players, seed);
    su.option[SAMHAIN_OPT_EASY] = seed % 5 == 0;
    su.option[SAMHAIN_OPT_COUNTERPART] = (int)(seed % 2);
    nm_errors_clear(&err);
    if (g->setup(d, &su, s, &err) != 0) {
        fprintf(stderr, "setup: %s\n", nm_errors_first(&err));
        CHECK(0);
        return -1;
    }
    nm_rng pick;
    nm_rng_seed(&pick, seed * 31u + (uint64_t)players);
    for (int n = 0; n < steps && !s->h.over; n++) {
        if (g->legal(d, s, &legal_a) <= 0) return -1;
        nm_action a = legal_a.a[nm_rng_below(&pick, (uint32_t)legal_a.count)];
        if (g->apply(d, s, &a, &err) != 0) return -1;
    }
    if (s->h.over || g->legal(d, s, &legal_a) < 2) return -1;
    return 0;
}

/* Everything but the other seats' screens and the rules' generator is as observed, the
 * seat's own screen included, and each resource and the wisps total what the true state
 * has behind the other screens. */
static int same_public(const samhain_state *w, const samhain_state *obs, const samhain_state *truth,
                       int seat) {
    samhain_state a, b;
    memcpy(&a, w, sizeof a);
    memcpy(&b, obs, sizeof b);
    int ok = 1;
    for (int r = 0; r < SAMHAIN_RES; r++) {
        int got = 0, want = 0;
        for (int p = 0; p < truth->h.players; p++) {
            if (p == seat) continue;
            got += samhain_res_held(w, p, r);
            want += samhain_res_held(truth, p, r);
        }
        ok &= got == want;
    }
    int gw = 0, tw = 0;
    for (int p = 0; p < truth->h.players; p++)
        if (p != seat) {
            gw += w->seat[p].wisps;
            tw += truth->seat[p].wisps;
        }
    ok &= gw == tw;
    for (int p = 0; p < SAMHAIN_MAX_P; p++) {
        if (p == seat) continue;
        memset(a.seat[p].normal, 0, sizeof a.seat[p].normal);
        memset(a.seat[p].roman, 0, sizeof a.seat[p].roman);
        a.seat[p].wisps = 0;
    }
    a.h.rng = b.h.rng;
    return ok && memcmp(&a, &b, sizeof a) == 0;
}

static int same_legal(const nm_action_list *x, const nm_action_list *y) {
    return x->count == y->count && memcmp(x->a, y->a, (size_t)x->count * sizeof x->a[0]) == 0;
}

/* Determinized worlds of positions of random games: invariants, public parts, the seat's
 * own legal actions unchanged, and random playouts to the end without an error. */
static void test_worlds(int playouts) {
    const nm_data *d = sht_data();
    const nm_game *g = samhain_game();
    samhain_state s, obs, w;
    int worlds = 0, played = 0, differ = 0;
    long actions = 0;
    for (uint64_t seed = 1; played < playouts && seed < 10000; seed++) {
        int np = 2 + (int)(seed % 3);
        if (position(np, seed, 5 + (int)(seed * 7 % 150), &s) != 0) continue;
        int seat = s.h.to_move;
        g->observe(d, &s, seat, &obs);
        g->legal(d, &s, &legal_a);
        nm_rng rng;
        nm_rng_seed(&rng, seed);
        for (int k = 0; k < 2 && played < playouts; k++) {
            memcpy(&w, &obs, sizeof w);
            g->determinize(d, &w, seat, &rng);
            worlds++;
            int bad = sht_invariants(d, &w);
            if (bad) fprintf(stderr, "  determinized world of seed %llu\n", (unsigned long long)seed);
            CHECK(bad == 0);
            CHECK(same_public(&w, &obs, &s, seat));
            CHECK(w.h.to_move == seat);
            g->legal(d, &w, &legal_b);
            CHECK(same_legal(&legal_a, &legal_b));
            differ += memcmp(w.seat, s.seat, sizeof w.seat) != 0;
            /* A random playout to the end, checked after every action. */
            nm_rng pick;
            nm_rng_seed(&pick, seed * 1000u + (uint64_t)k);
            int n = 0;
            for (; n < 5000 && !w.h.over; n++) {
                if (g->legal(d, &w, &legal_b) <= 0) {
                    fprintf(stderr, "no legal action in a playout of seed %llu\n",
                            (unsigned long long)seed);
                    CHECK(0);
                    break;
                }
                nm_action a = legal_b.a[nm_rng_below(&pick, (uint32_t)legal_b.count)];
                nm_errors_clear(&err);
                if (g->apply(d, &w, &a, &err) != 0) {
                    fprintf(stderr, "apply in a playout of seed %llu: %s\n",
                            (unsigned long long)seed, nm_errors_first(&err));
                    CHECK(0);
                    break;
                }
                if (sht_invariants(d, &w)) {
                    fprintf(stderr, "  playout of seed %llu step %d\n", (unsigned long long)seed,
                            n);
                    CHECK(0);
                    break;
                }
            }
            CHECK(w.h.over);
            actions += n;
            played++;
        }
    }
    printf("%d determinized worlds (%d with other screens than the true ones), %d playouts to the end, %ld "
           "actions\n", worlds, differ, played, actions);
    CHECK(played == playouts);
    CHECK(differ > 0);
}

/* With 3 players the hidden totals are dealt between two screens: different draws give
 * different worlds, and a seat's own screen is never touched. */
static void test_spread(void) {
    const nm_data *d = sht_data();
    const nm_game *g = samhain_game();
    samhain_state s, obs, w, first;
    int found = 0;
    for (uint64_t seed = 3; seed < 300 && !found; seed += 3) {
        if (position(3, seed, 40, &s) != 0) continue;
        int seat = s.h.to_move, a = (seat + 1) % 3, b = (seat + 2) % 3;
        int hidden = 0;
        for (int r = 0; r < SAMHAIN_RES; r++)
            hidden += samhain_res_held(&s, a, r) + samhain_res_held(&s, b, r);
        if (hidden < 4) continue;
        found = 1;
        g->observe(d, &s, seat, &obs);
        nm_rng rng;
        nm_rng_seed(&rng, 99);
        memcpy(&first, &obs, sizeof first);
        g->determinize(d, &first, seat, &rng);
        int other = 0;
        for (int k = 0; k < 20; k++) {
            memcpy(&w, &obs, sizeof w);
            g->determinize(d, &w, seat, &rng);
            other += memcmp(w.seat, first.seat, sizeof w.seat) != 0;
            CHECK(memcmp(&w.seat[seat], &s.seat[seat], sizeof w.seat[seat]) == 0);
        }
        CHECK(other > 0);
        /* The same generator state gives the same world. */
        nm_rng r1, r2;
        nm_rng_seed(&r1, 5);
        nm_rng_seed(&r2, 5);
        memcpy(&w, &obs, sizeof w);
        memcpy(&first, &obs, sizeof first);
        g->determinize(d, &w, seat, &r1);
        g->determinize(d, &first, seat, &r2);
        CHECK(memcmp(&w, &first, sizeof w) == 0);
    }
    CHECK(found);
}

static int ai_choice(const nm_game *g, const samhain_state *s, uint64_t seed, const char *spec) {
    nm_controller c;
    if (nm_controller_parse(spec, &c, NULL) != 0) return -2;
    nm_controller_seed(&c, seed, 0);
    g->legal(sht_data(), s, &legal_b);
    return nm_controller_choose(&c, g, sht_data(), s, s->h.to_move, &legal_b);
}

/* Another world behind the screen of seat q: a Roman resource turned into a normal one
 * (or back), and with 3 players or more one of q's resources or wisps moved behind the
 * next screen. Returns 0 when something could be changed. */
static int other_world(const samhain_state *s, int seat, int q, int variant, samhain_state *alt) {
    memcpy(alt, s, sizeof *alt);
    samhain_seat *st = &alt->seat[q];
    int np = s->h.players, q2 = (q + 1) % np == seat ? (q + 2) % np : (q + 1) % np;
    for (int r = 0; r < SAMHAIN_RES; r++) {
        if (variant == 0 && st->normal[r] > 0 && st->roman[r] < 2) {
            st->normal[r]--;
            st->roman[r]++;
            return 0;
        }
        if (variant == 0 && st->roman[r] > 0) {
            st->roman[r]--;
            st->normal[r]++;
            return 0;
        }
        if (variant == 1 && np > 2 && st->normal[r] > 0) {
            st->normal[r]--;
            alt->seat[q2].normal[r]++;
            return 0;
        }
    }
    if (variant == 1 && np > 2 && st->wisps > 0) {
        st->wisps--;
        alt->seat[q2].wisps++;
        return 0;
    }
    return -1;
}

static void test_no_cheating(void) {
    const nm_data *d = sht_data();
    const nm_game *g = samhain_game();
    samhain_state s, alt, o1, o2;
    int tried = 0;
    for (uint64_t seed = 1; seed < 400 && tried < 10; seed++) {
        int np = 2 + (int)(seed % 3);
        if (position(np, seed, 10 + (int)(seed * 13 % 120), &s) != 0) continue;
        int seat = s.h.to_move, q = (seat + 1) % np;
        for (int variant = 0; variant < 2; variant++) {
            if (other_world(&s, seat, q, variant, &alt) != 0) continue;
            if (sht_invariants(d, &alt)) {
                CHECK(0);
                continue;
            }
            tried++;
            CHECK(memcmp(&alt, &s, sizeof s) != 0);
            g->observe(d, &s, seat, &o1);
            g->observe(d, &alt, seat, &o2);
            CHECK(memcmp(&o1, &o2, sizeof o1) == 0);
            int want = ai_choice(g, &s, seed, "ai:500");
            CHECK(want >= 0);
            int got = ai_choice(g, &alt, seed, "ai:500");
            if (got != want)
                fprintf(stderr, "seed %llu (%d players): ai:500 chose %d, then %d\n",
                        (unsigned long long)seed, np, want, got);
            CHECK(got == want);
        }
    }
    printf("no cheating: %d pairs of worlds\n", tried);
    CHECK(tried >= 8);
}

/* ai:500 decision time on 2-player positions, the game as is and without the hook. */
static void time_ai(void) {
    nm_game bare = *samhain_game();
    bare.determinize = NULL;
    samhain_state s;
    double secs[2] = {0, 0};
    int n = 0;
    for (uint64_t seed = 2; seed < 200 && n < 6; seed += 3) {
        if (position(2, seed, 20 + (int)(seed % 60), &s) != 0) continue;
        n++;
        for (int k = 0; k < 2; k++) {
            clock_t t0 = clock();
            CHECK(ai_choice(k ? &bare : samhain_game(), &s, seed, "ai:500") >= 0);
            secs[k] += (double)(clock() - t0) / CLOCKS_PER_SEC;
        }
    }
    CHECK(n > 0);
    if (n > 0)
        printf("ai:500 on 2 players: %.1f ms a decision with determinize, %.1f ms without "
               "(%d positions)\n", 1000 * secs[0] / n, 1000 * secs[1] / n, n);
}

int main(int argc, char **argv) {
    int playouts = argc > 1 ? atoi(argv[1]) : 300;
    CHECK(samhain_game()->determinize != NULL);
    test_worlds(playouts);
    test_spread();
    test_no_cheating();
    time_ai();
    sht_cleanup();
    return check_done("samhain hidden");
}
