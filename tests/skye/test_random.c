/* test_random.c - random games for every player count, the expansion on (even games) and
 * off (odd ones), with the invariants after every action: every tile in exactly one place,
 * gold and gold free of prices never negative, only landscape tiles in the bag, VP by
 * source summing to VP; the state written, read back and written again identically at
 * every 25th action; observe never showing another seat's prices or discard before the
 * reveal; income at each round's start as sk_income said; every game ending with gold VP
 * = gold / 5.
 * Usage: test_skye_random [games per player count] [first seed] */
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/json.h"
#include "nemeton/state_json.h"
#include "sktest.h"

static const nm_data *D;

static int roundtrip(const sk_state *s, sk_state *back) {
    static nm_errors err;
    cJSON *j = nm_state_to_json(D, s);
    nm_jpos at = {"random", ""};
    memset(back, 0, sizeof *back);
    nm_errors_clear(&err);
    int rc = nm_state_from_json(D, j, back, &at, &err);
    CHECK(rc == 0, "read back: %s", nm_errors_first(&err));
    char *a = cJSON_PrintUnformatted(j);
    cJSON *j2 = nm_state_to_json(D, back);
    char *b = cJSON_PrintUnformatted(j2);
    int same = a && b && strcmp(a, b) == 0;
    CHECK(same, "the state read back writes differently");
    free(a);
    free(b);
    cJSON_Delete(j);
    cJSON_Delete(j2);
    return same;
}

/* The geometry of the kingdom ps as sk_geo_build gives it (from the thread's cache, grown
 * from a kept kingdom, or built) against one built afresh: the same in every field read. */
static void check_geometry(const sk_seat *ps, int players, uint64_t seed, int step, int seat) {
    static sk_geo cached, fresh;
    sk_geo_build(D, ps, &cached);
    sk_geo_build(D, ps, &cached); /* the second from the cache at the latest */
    sk_geo_build_fresh(D, ps, &fresh);
    int n = fresh.n, a = fresh.areas, eq = cached.n == n && cached.areas == a;
    for (int k = 0; eq && k < n; k++) {
        eq = cached.tx[k] == fresh.tx[k] && cached.ty[k] == fresh.ty[k] &&
             cached.road_on[k] == fresh.road_on[k] && !memcmp(cached.part_area[k], fresh.part_area[k], sizeof fresh.part_area[k]);
        for (int dir = 0; eq && dir < 4; dir++)
            eq = sk_geo_tile_at(&cached, fresh.tx[k] + (dir == 1) - (dir == 3), fresh.ty[k] + (dir == 2) - (dir == 0)) ==
                 sk_geo_tile_at(&fresh, fresh.tx[k] + (dir == 1) - (dir == 3), fresh.ty[k] + (dir == 2) - (dir == 0));
    }
    for (int i = 0; eq && i < a; i++)
        eq = cached.area_gaps[i] == fresh.area_gaps[i] && cached.area_tiles[i] == fresh.area_tiles[i] &&
             cached.area_terrain[i] == fresh.area_terrain[i] && !memcmp(cached.area_feat[i], fresh.area_feat[i], sizeof fresh.area_feat[i]);
    CHECK(eq, "%d players, seed %llu, step %d, seat %d (%d tiles): the cached geometry is not the one built afresh", players,
          (unsigned long long)seed, step, seat, n);
}

/* The placements of every tile in the current seat's hand, as the legal list finds them
 * (the kingdom's frontier read once), against every cell of the grid and every turn asked
 * one by one of sk_can_place: the same set, each once, and sk_front_fits agreeing; and
 * the frontier the game keeps equal to the walked one.
 * Returns the placements checked. */
static long check_placements(const sk_state *s, int players, uint64_t seed, int step) {
    static int8_t pl[4 * SK_FRONTIER][3];
    const sk_seat *ps = &s->seat[s->current];
    int grid = sk_dv(D)->grid;
    sk_geo g;
    sk_frontier f;
    sk_geo_cells(D, ps, &g);
    sk_geo_frontier(D, &g, &f);
    /* the frontier the game keeps (grown a tile at a time since the seat's last full walk)
     * is the one a full walk finds, in the same order */
    const sk_frontier *kept = sk_seat_frontier(D, ps);
    int same = kept->n == f.n;
    for (int i = 0; same && i < f.n; i++)
        same = kept->x[i] == f.x[i] && kept->y[i] == f.y[i] && kept->need[i] == f.need[i] && kept->mask[i] == f.mask[i];
    CHECK(same, "%d players, seed %llu, step %d: the kept frontier (%d cells) is not the walked one (%d)", players,
          (unsigned long long)seed, step, kept->n, f.n);
    /* and the geometry the scoring reads, from the thread's cache, the one built afresh; then
     * of kingdoms that share only their first tiles with those kept (the last L tiles in the
     * reverse order), as a search's playouts grow the kingdom it started from */
    for (int p = 0; p < s->seats; p++) {
        check_geometry(&s->seat[p], players, seed, step, p);
        static sk_seat other;
        int n = s->seat[p].kingdom_count;
        for (int tail = 2; tail <= 6 && tail < n; tail++) {
            other = s->seat[p];
            for (int k = 0; k < tail; k++) other.kingdom[n - tail + k] = s->seat[p].kingdom[n - 1 - k];
            check_geometry(&other, players, seed, step, p);
        }
    }
    long checked = 0;
    for (int h = 0; h < ps->hand_count; h++) {
        int tile = ps->hand[h];
        int n = sk_placements_front(D, &f, tile, pl, 4 * SK_FRONTIER);
        int ok = sk_front_fits(D, kept, tile) == (n > 0), all = 0, listed = 1;
        for (int i = 0; i < n; i++) listed &= sk_can_place(D, ps, tile, pl[i][0], pl[i][1], pl[i][2]);
        for (int y = -grid; y <= grid; y++)
            for (int x = -grid; x <= grid; x++)
                for (int rot = 0; rot < 4; rot++) {
                    if (!sk_can_place(D, ps, tile, x, y, rot)) continue;
                    all++;
                    int found = 0;
                    for (int i = 0; i < n && !found; i++) found = pl[i][0] == x && pl[i][1] == y && pl[i][2] == rot;
                    listed &= found;
                }
        CHECK(ok && listed && all == n, "%d players, seed %llu, step %d, tile %d: %d placements listed, %d fit",
              players, (unsigned long long)seed, step, tile, n, all);
        checked += n;
    }
    return checked;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 100;
    uint64_t seed0 = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    D = st_data(0);
    static sk_state s, o, back;
    static nm_action_list l;
    static nm_errors err;
    long actions = 0, ended = 0, leaks = 0, roundtrips = 0, placements = 0;
    char msg[240];
    for (int players = 2; players <= 5; players++) {
        long pa = 0;
        for (int g = 0; g < games; g++) {
            uint64_t seed = seed0 + (uint64_t)g * 7919u + (uint64_t)players;
            nm_rng rng;
            nm_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ull);
            st_setup(D, &s, players, seed, g % 2 == 0);
            int bad = 0;
            for (int step = 0; step < 5000 && !s.h.over && !bad; step++) {
                if (st_invariants(D, &s, msg, sizeof msg)) {
                    CHECK(0, "%d players, seed %llu, step %d: %s", players, (unsigned long long)seed, step, msg);
                    bad = 1;
                    break;
                }
                if (s.phase == SK_PH_PRICE)
                    for (int v = 0; v < players; v++) {
                        nm_state_observe(D, &s, v, &o);
                        for (int p = 0; p < players; p++) {
                            if (p == v) continue;
                            int leak = o.seat[p].secret_discard >= 0;
                            for (int k = 0; k < SK_OFFER; k++) leak |= o.seat[p].secret_price[k] >= 0;
                            leaks += leak;
                        }
                    }
                if (s.phase == SK_PH_BUILD && g < 10) placements += check_placements(&s, players, seed, step);
                if (step % 25 == 0) {
                    roundtrips++;
                    if (!roundtrip(&s, &back)) bad = 1;
                }
                if (skye_game()->legal(D, &s, &l) <= 0) {
                    CHECK(0, "no legal action before the end");
                    bad = 1;
                    break;
                }
                int round = s.round;
                int16_t gold_before[SK_MAX_PLAYERS];
                for (int p = 0; p < players; p++) gold_before[p] = s.seat[p].gold;
                nm_errors_clear(&err);
                if (skye_game()->apply(D, &s, &l.a[nm_rng_below(&rng, (uint32_t)l.count)], &err) != 0) {
                    CHECK(0, "apply: %s", nm_errors_first(&err));
                    bad = 1;
                }
                actions++;
                pa++;
                if (s.round != round && !s.h.over) {
                    /* a new round began inside this action (the last build, which spends
                     * nothing): gold rose by the income, computed on the new round's state
                     * (VP after the scoring, the new round's catch-up value) */
                    for (int p = 0; p < players; p++)
                        CHECK(s.seat[p].gold == gold_before[p] + sk_income(D, &s, p), "income at the round's start");
                }
            }
            CHECK(s.h.over, "%d players, seed %llu: the game ends", players, (unsigned long long)seed);
            if (s.h.over) {
                ended++;
                for (int p = 0; p < players; p++) CHECK_EQ(s.seat[p].vp_src[5], s.seat[p].gold / 5);
                CHECK(st_invariants(D, &s, msg, sizeof msg) == 0, "at the end: %s", msg);
            }
        }
        /* determinism: the same seed and choices give the same state, byte for byte */
        for (int rep = 0; rep < 2; rep++) {
            static sk_state twice[2];
            nm_rng rng;
            nm_rng_seed(&rng, 99);
            st_setup(D, &twice[rep], players, 4242, 1);
            while (!twice[rep].h.over && skye_game()->legal(D, &twice[rep], &l) > 0) {
                nm_errors_clear(&err);
                if (skye_game()->apply(D, &twice[rep], &l.a[nm_rng_below(&rng, (uint32_t)l.count)], &err) != 0) break;
            }
            if (rep == 1) CHECK(memcmp(&twice[0], &twice[1], sizeof twice[0]) == 0, "%d players: a replay differs", players);
        }
        printf("%d players: %d games, %ld actions\n", players, games, pa);
    }
    CHECK(leaks == 0, "%ld observations showed another seat's screen", leaks);
    printf("skye random: %ld actions, %ld games ended, %ld round trips, %ld screen leaks, %ld placements checked\n",
           actions, ended, roundtrips, leaks, placements);
    st_cleanup();
    return check_done("skye random");
}
