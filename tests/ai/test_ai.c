/* test_ai.c - the computer controllers on the fixture game: specs, greedy's choice, the
 * same choices for the same seed, the same choice whatever the hidden cards are (no
 * cheating), and ai:N clearly stronger than random and greedy. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "testlib.h"

static nm_errors err;

/* The fixture position three tests search: a hand of one card, a row
 * of three to take from. */
static nm_match *harp_position(void) {
    return tl_position("{\"row\":[\"mistletoe\",\"standing_stone\",\"red_fox\"],"
                       "\"deck\":[\"wren\",\"salmon\"],"
                       "\"seats\":[{\"seed\":4,\"leaf\":0,\"vp\":0,\"hand\":[\"bard_harp\"],"
                       "\"played\":[]},{\"seed\":0,\"leaf\":0,\"vp\":0,\"hand\":[],"
                       "\"played\":[]}]}", &err);
}

static void test_parse(void) {
    nm_controller c;
    CHECK(nm_controller_parse("random", &c, &err) == 0 && c.kind == NM_CTRL_RANDOM);
    CHECK(nm_controller_parse("greedy", &c, &err) == 0 && c.kind == NM_CTRL_GREEDY);
    CHECK(nm_controller_parse("ai:2500", &c, &err) == 0);
    CHECK(c.kind == NM_CTRL_AI && c.iterations == 2500 && c.noise == 0);
    CHECK_STR(c.spec, "ai:2500");
    CHECK(nm_controller_parse("ai:300:25", &c, &err) == 0);
    CHECK(c.kind == NM_CTRL_AI && c.iterations == 300 && c.noise == 25);
    CHECK(c.depth == NM_AI_DEPTH_DEFAULT);
    CHECK(nm_controller_parse("ai:300:0:16", &c, &err) == 0);
    CHECK(c.kind == NM_CTRL_AI && c.iterations == 300 && c.noise == 0 && c.depth == 16);
    CHECK(nm_controller_parse("ai:300:5:0", &c, &err) == 0 && c.depth == 0);
    /* A larger iteration budget cuts later unless its spec names the cut. */
    CHECK(nm_controller_parse("ai:10000", &c, &err) == 0 && c.budget_depth == 0);
    CHECK(c.depth == NM_AI_DEPTH_DEFAULT);
    CHECK(nm_controller_parse("ai:20000:m0", &c, &err) == 0 && c.budget_depth == 34);
    CHECK(nm_controller_parse("ai:40000", &c, &err) == 0 && c.budget_depth == 48);
    CHECK(c.depth == NM_AI_DEPTH_DEFAULT);
    CHECK(nm_controller_parse("ai:40000:10", &c, &err) == 0 && c.budget_depth == 48);
    CHECK(nm_controller_parse("ai:40000:0:24", &c, &err) == 0 && c.budget_depth == 0);
    CHECK(c.depth == 24);
    CHECK(nm_controller_parse("ai:1000000", &c, &err) == 0);
    CHECK(c.budget_depth == NM_AI_DEPTH_LONGEST);
    CHECK(nm_controller_parse("ai:10s:t2", &c, &err) == 0 && c.budget_depth == 0);
    /* ... and, where scores are projected, is searched as trees of NM_AI_DEPTH_BUDGET
     * unless its spec names the cut or the trees. */
    CHECK(nm_controller_parse("ai:10000", &c, &err) == 0 && c.budget_trees == 0);
    CHECK(nm_controller_parse("ai:40000", &c, &err) == 0 && c.budget_trees == 4);
    CHECK(nm_controller_parse("ai:12000:m0", &c, &err) == 0 && c.budget_trees == 2);
    CHECK(nm_controller_parse("ai:40000:0:24", &c, &err) == 0 && c.budget_trees == 0);
    CHECK(nm_controller_parse("ai:40000:t1", &c, &err) == 0 && c.budget_trees == 0);
    CHECK(c.threads == 1);
    CHECK(nm_controller_parse("ai:3s", &c, &err) == 0 && c.budget_trees == 0);
    CHECK(nm_controller_parse("ai:10000000", &c, &err) == 0);
    CHECK(c.budget_trees == NM_AI_MAX_THREADS);
    const char *bad[] = {"ai:0", "ai:", "ai:x", "ai:10:101", "ai:-5", "ai:10:", "ai:1e3", "ai",
                         "ai:10:0:", "ai:10:0:x", "ai:10:0:-1", "ai:10:0:100001", "ai:10:0:5:1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        nm_errors_clear(&err);
        CHECK(nm_controller_parse(bad[i], &c, &err) == -1);
        CHECK_HAS(nm_errors_first(&err), "ai:N, N iterations 1-");
    }
    /* Time budgets and parallel trees. */
    CHECK(nm_controller_parse("ai:3s", &c, &err) == 0);
    CHECK(c.kind == NM_CTRL_AI && c.millis == 3000 && c.threads == 0 && c.noise == 0);
    CHECK(c.iterations == NM_AI_MAX_ITERATIONS && c.depth == NM_AI_DEPTH_DEFAULT);
    CHECK_STR(c.spec, "ai:3s");
    CHECK(nm_controller_parse("ai:3s:t2", &c, &err) == 0 && c.millis == 3000 && c.threads == 2);
    CHECK(nm_controller_parse("ai:250ms", &c, &err) == 0 && c.millis == 250 && c.threads == 0);
    CHECK(nm_controller_parse("ai:1s:30:t1", &c, &err) == 0);
    CHECK(c.millis == 1000 && c.noise == 30 && c.threads == 1);
    CHECK(nm_controller_parse("ai:10s:0:16:t4", &c, &err) == 0);
    CHECK(c.millis == 10000 && c.noise == 0 && c.depth == 16 && c.threads == 4);
    CHECK(nm_controller_parse("ai:10000:t2", &c, &err) == 0);
    CHECK(c.millis == 0 && c.iterations == 10000 && c.threads == 2);
    CHECK(nm_controller_parse("ai:10000", &c, &err) == 0 && c.millis == 0 && c.threads == 0);
    CHECK(c.mast == NM_AI_MAST_DEFAULT && c.explore == 0 && c.project == 1);
    /* MAST's share of playout actions and the exploration constant, in any order. */
    CHECK(nm_controller_parse("ai:10000:m0", &c, &err) == 0 && c.mast == 0 && c.iterations == 10000);
    CHECK(nm_controller_parse("ai:3s:m80:t2", &c, &err) == 0);
    CHECK(c.millis == 3000 && c.mast == 80 && c.threads == 2);
    CHECK(nm_controller_parse("ai:300:30:t1:e35:m100", &c, &err) == 0);
    CHECK(c.noise == 30 && c.threads == 1 && c.explore == 35 && c.mast == 100);
    /* The game's projected scores at the cut (default) or its plain scores. */
    CHECK(nm_controller_parse("ai:3000:m0:p0", &c, &err) == 0);
    CHECK(c.mast == 0 && c.project == 0 && c.iterations == 3000);
    CHECK(nm_controller_parse("ai:3s:p1:t2", &c, &err) == 0 && c.project == 1 && c.threads == 2);
    CHECK(nm_controller_parse("ai:300:30:16:p0:e35:m40:t2", &c, &err) == 0); /* every part */
    CHECK(c.noise == 30 && c.depth == 16 && c.project == 0 && c.explore == 35 && c.mast == 40);
    CHECK(c.threads == 2);
    /* The game's search keys group actions (default) or not. */
    CHECK(nm_controller_parse("ai:10000", &c, &err) == 0 && c.group == 1);
    CHECK(nm_controller_parse("ai:300:30:m0:p0:g0", &c, &err) == 0);
    CHECK(c.noise == 30 && c.mast == 0 && c.project == 0 && c.group == 0);
    CHECK(nm_controller_parse("ai:300:30:16:g1:p0:e35:m40:t2", &c, &err) == 0); /* every part */
    CHECK(c.depth == 16 && c.group == 1 && c.project == 0 && c.threads == 2);
    /* Playouts choose among the game's playout list (default) or every legal action. */
    CHECK(nm_controller_parse("ai:10000", &c, &err) == 0 && c.narrow == 1);
    CHECK(nm_controller_parse("ai:10000:m0:p0:g0:l0", &c, &err) == 0);
    CHECK(c.narrow == 0 && c.mast == 0 && c.project == 0 && c.group == 0);
    CHECK(nm_controller_parse("ai:300:l1:t2", &c, &err) == 0 && c.narrow == 1 && c.threads == 2);
    const char *bad_opt[] = {"ai:300:m101", "ai:300:m", "ai:300:m5:m6", "ai:300:x1", "ai:300:e0",
                             "ai:300:m-1", "ai:300:m5:30", "ai:m5", "ai:300:p2", "ai:300:p",
                             "ai:300:p0:p0", "ai:300:p0:m0:p1", "ai:300:g2", "ai:300:g",
                             "ai:300:g0:g1", "ai:300:l2", "ai:300:l", "ai:300:l0:l0"};
    for (size_t i = 0; i < sizeof bad_opt / sizeof bad_opt[0]; i++) {
        nm_errors_clear(&err);
        CHECK(nm_controller_parse(bad_opt[i], &c, &err) == -1);
        CHECK_HAS(nm_errors_first(&err), ":mM, M% of playout actions");
        CHECK_HAS(nm_errors_first(&err), ":p0, plain scores at the cut");
        CHECK_HAS(nm_errors_first(&err), ":g0, no action grouping");
        CHECK_HAS(nm_errors_first(&err), ":l0, all actions in playouts)");
    }
    const char *bad_time[] = {"ai:0s", "ai:601s", "ai:s", "ai:ms", "ai:0ms", "ai:3x", "ai:3s:t0",
                              "ai:3s:t65", "ai:3s:t", "ai:t2", "ai:3s:t2:5", "ai:3s:0:5:1:t2",
                              "ai:1.5s", "ai:3s:tx", "ai:3ss"};
    for (size_t i = 0; i < sizeof bad_time / sizeof bad_time[0]; i++) {
        nm_errors_clear(&err);
        CHECK(nm_controller_parse(bad_time[i], &c, &err) == -1);
        CHECK_HAS(nm_errors_first(&err), "ai:Ns with N seconds");
    }
    nm_errors_clear(&err);
    CHECK(nm_controller_parse("gredy", &c, &err) == -1);
    CHECK_STR(nm_errors_first(&err), "unknown controller \"gredy\" (did you mean \"greedy\")");
    nm_controller list[3];
    nm_errors_clear(&err);
    CHECK(nm_controllers_parse("ai:10,greedy,random", 3, list, &err) == 0);
    CHECK(list[0].kind == NM_CTRL_AI && list[1].kind == NM_CTRL_GREEDY &&
          list[2].kind == NM_CTRL_RANDOM);
}

/* Standing Stone gives 3 renown, Mistletoe 2, Red Fox a seed: greedy takes the Stone. */
static void test_greedy(void) {
    nm_match *m = harp_position();
    CHECK(m != NULL);
    if (!m) return;
    nm_controller c;
    nm_controller_parse("greedy", &c, NULL);
    for (int seed = 0; seed < 20; seed++) {
        nm_controller_seed(&c, (uint64_t)seed, 0);
        int k = nm_controller_choose(&c, m->game, m->data, m->state, 0, nm_match_legal(m));
        CHECK_STR(tl_label(m, k), "take Standing Stone");
    }
    nm_match_destroy(m);
}

/* Plays a whole game, bots[seat] per seat; returns the match (caller destroys). */
static nm_match *play(const char *bots, int players, uint64_t seed) {
    nm_controller c[NM_MAX_SEATS];
    nm_match *m = tl_match(players, seed);
    nm_errors_clear(&err);
    CHECK(nm_controllers_parse(bots, players, c, &err) == 0);
    for (int p = 0; p < players; p++) nm_controller_seed(&c[p], seed, p);
    CHECK(nm_controllers_play(m, c, 10000, &err) == 0);
    return m;
}

static void test_determinism(void) {
    /* Root-parallel trees on an iteration budget are deterministic too; one tree written
     * out (":t1") is the search as it always was. */
    const char *pairs[][2] = {{"ai:600:t2,random", "ai:600:t2,random"},
                              {"ai:400:t1,greedy", "ai:400,greedy"}};
    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            nm_match *a = play(pairs[k][0], 2, seed), *b = play(pairs[k][1], 2, seed);
            CHECK_INT(a->history_count, b->history_count);
            CHECK(a->history_count == b->history_count &&
                  memcmp(a->history, b->history, (size_t)a->history_count * sizeof *a->history) == 0);
            nm_match_destroy(a);
            nm_match_destroy(b);
        }
    for (uint64_t seed = 1; seed <= 3; seed++) {
        char h1[17], h2[17];
        nm_match *a = play("ai:400,random,ai:200:30", 3, seed);
        nm_match *b = play("ai:400,random,ai:200:30", 3, seed);
        nm_match_hash(a, h1);
        nm_match_hash(b, h2);
        CHECK_STR(h1, h2);
        CHECK_INT(a->history_count, b->history_count);
        CHECK(memcmp(a->history, b->history, (size_t)a->history_count * sizeof *a->history) == 0);
        nm_match_destroy(a);
        nm_match_destroy(b);
    }
}

/* The seat to move's choice with a fresh ai:iters seeded by seed. */
static int ai_choice(const nm_match *m, const void *state, uint64_t seed, const char *spec) {
    nm_controller c;
    nm_controller_parse(spec, &c, NULL);
    nm_controller_seed(&c, seed, 0);
    int seat = nm_state_header(state)->to_move;
    nm_action_list *legal = malloc(sizeof *legal);
    if (!legal) return -2;
    m->game->legal(m->data, state, legal);
    int k = nm_controller_choose(&c, m->game, m->data, state, seat, legal);
    free(legal);
    return k;
}

/* Positions from random games; each gets its hidden cards reshuffled between the other
 * hands and the deck. The observation stays the same, so must the choice, although the
 * true states differ. */
static void test_no_cheating(void) {
    const nm_game *g = tl_game();
    fixture_state *alt = malloc(sizeof *alt);
    unsigned char *o1 = malloc(g->state_size), *o2 = malloc(g->state_size);
    int tried = 0;
    for (uint64_t seed = 1; seed <= 40 && tried < 12; seed++) {
        nm_match *m = tl_match(2 + (int)(seed % 3), seed);
        if (tl_play_random(m, seed, 2 + (int)(seed % 5)) < 0 || nm_match_over(m)) {
            nm_match_destroy(m);
            continue;
        }
        const fixture_state *s = tl_state(m);
        int seat = s->h.to_move;
        int other = (seat + 1) % s->h.players;
        if (s->seat[other].hand_count == 0 || s->deck_count < 2 || s->vm.waiting) {
            nm_match_destroy(m);
            continue;
        }
        tried++;
        /* Other worlds: swap the other seat's first card with a deck card, and reverse
         * the deck. */
        for (int variant = 0; variant < 2; variant++) {
            memcpy(alt, s, sizeof *alt);
            if (variant == 0) {
                int16_t t = alt->seat[other].hand[0];
                alt->seat[other].hand[0] = alt->deck[0];
                alt->deck[0] = t;
            } else {
                for (int i = 0, j = alt->deck_count - 1; i < j; i++, j--) {
                    int16_t t = alt->deck[i];
                    alt->deck[i] = alt->deck[j];
                    alt->deck[j] = t;
                }
            }
            CHECK(memcmp(alt, s, sizeof *alt) != 0);
            g->observe(m->data, s, seat, o1);
            g->observe(m->data, alt, seat, o2);
            CHECK(memcmp(o1, o2, g->state_size) == 0);
            for (int k = 0; k < 3; k++) {
                const char *spec = k == 2 ? "ai:1500:t2" : k ? "ai:1500" : "greedy";
                int want = ai_choice(m, s, seed, spec);
                CHECK(want >= 0);
                CHECK_INT(ai_choice(m, alt, seed, spec), want);
            }
        }
        nm_match_destroy(m);
    }
    CHECK(tried >= 8);
    free(alt);
    free(o1);
    free(o2);
}

/* Games of bots (seat 0) against foe (seat 1), then with seats swapped; returns the
 * per-mille of games bots won outright (shared wins count half). */
static int win_rate(const char *bot, const char *foe, int games) {
    char spec[64];
    int won2 = 0; /* half-wins */
    for (int i = 0; i < games; i++) {
        int seat = i % 2;
        if (seat == 0) snprintf(spec, sizeof spec, "%s,%s", bot, foe);
        else snprintf(spec, sizeof spec, "%s,%s", foe, bot);
        nm_match *m = play(spec, 2, 1000 + (uint64_t)i);
        int32_t sc[NM_MAX_SEATS];
        int8_t w[NM_MAX_SEATS];
        int ns = 0;
        int nw = nm_match_result(m, sc, &ns, w);
        for (int k = 0; k < nw; k++)
            if (w[k] == seat) won2 += nw == 1 ? 2 : 1;
        nm_match_destroy(m);
    }
    return won2 * 500 / games;
}

static void test_strength(void) {
    const char *env = getenv("NEMETON_AI_GAMES");
    int games = env ? atoi(env) : 40;
    if (games < 2) games = 2;
    int vs_random = win_rate("ai:1000", "random", games);
    int vs_greedy = win_rate("ai:1000", "greedy", games);
    printf("ai:1000 wins %d.%d%% against random, %d.%d%% against greedy (%d games each)\n",
           vs_random / 10, vs_random % 10, vs_greedy / 10, vs_greedy % 10, games);
    CHECK(vs_random >= 850);
    CHECK(vs_greedy >= 650);
}

/* nm_controller_visits: the search's own choice (same seed, same index as
 * nm_controller_choose), the most visited action, visits summing to the iterations run
 * at most, and no visits for a controller that does not search. */
static void test_visits(void) {
    nm_match *m = harp_position();
    CHECK(m != NULL);
    if (!m) return;
    const nm_action_list *legal = nm_match_legal(m);
    CHECK(legal->count > 1);
    for (int seed = 0; seed < 5; seed++) {
        nm_controller c, c2;
        nm_controller_parse("ai:2000", &c, NULL);
        c2 = c;
        nm_controller_seed(&c, (uint64_t)seed, 0);
        nm_controller_seed(&c2, (uint64_t)seed, 0);
        uint32_t visits[NM_MAX_ACTIONS];
        int k = nm_controller_visits(&c, m->game, m->data, m->state, 0, legal, visits);
        int k2 = nm_controller_choose(&c2, m->game, m->data, m->state, 0, legal);
        CHECK(k == k2);
        CHECK(k >= 0 && k < legal->count);
        if (k < 0 || k >= legal->count) continue;
        uint64_t total = 0;
        for (int i = 0; i < legal->count; i++) {
            total += visits[i];
            CHECK(visits[i] <= visits[k]);
        }
        CHECK(total > 0 && total <= 2000);
        /* the generator was drawn from as by the choice: the next draws agree */
        CHECK(nm_rng_next(&c.rng) == nm_rng_next(&c2.rng));
    }
    nm_controller r;
    nm_controller_parse("random", &r, NULL);
    uint32_t v[NM_MAX_ACTIONS];
    CHECK(nm_controller_visits(&r, m->game, m->data, m->state, 0, legal, v) == -1);
    nm_match_destroy(m);
}

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef struct stop_later {
    atomic_int *flag;
    int millis;
} stop_later;

static void *stop_after(void *arg) {
    stop_later *s = arg;
    struct timespec t = {s->millis / 1000, (long)(s->millis % 1000) * 1000000L};
    nanosleep(&t, NULL);
    atomic_store(s->flag, 1);
    return NULL;
}

/* A time budget: the search takes about its time, on 1 or 3 trees, and chooses a legal
 * action with visits from every tree; the stop flag ends every tree at once, whether set
 * before the search or by another thread during it. */
static void test_time_budget(void) {
    nm_match *m = harp_position();
    CHECK(m != NULL);
    if (!m) return;
    const nm_action_list *legal = nm_match_legal(m);
    const char *specs[] = {"ai:200ms:t1", "ai:200ms:t3", "ai:200ms"};
    for (int i = 0; i < 3; i++) {
        nm_controller c;
        CHECK(nm_controller_parse(specs[i], &c, &err) == 0);
        nm_controller_seed(&c, 1, 0);
        uint32_t visits[NM_MAX_ACTIONS];
        double t0 = now_s();
        int k = nm_controller_visits(&c, m->game, m->data, m->state, 0, legal, visits);
        double dt = now_s() - t0;
        uint64_t total = 0;
        for (int a = 0; a < legal->count; a++) total += visits[a];
        printf("%s: %.0f ms, %llu root visits\n", specs[i], dt * 1000, (unsigned long long)total);
        CHECK(k >= 0 && k < legal->count);
        CHECK(dt >= 0.19 && dt < 1.5);
        CHECK(total > 100);
    }
    nm_controller c;
    CHECK(nm_controller_parse("ai:20s:t3", &c, &err) == 0);
    nm_controller_seed(&c, 2, 0);
    atomic_int flag;
    atomic_init(&flag, 1);
    c.stop = &flag;
    double t0 = now_s();
    int k = nm_controller_choose(&c, m->game, m->data, m->state, 0, legal);
    CHECK(k >= 0 && k < legal->count);
    CHECK(now_s() - t0 < 0.5);
    atomic_store(&flag, 0);
    stop_later later = {&flag, 150};
    pthread_t th;
    CHECK(pthread_create(&th, NULL, stop_after, &later) == 0);
    t0 = now_s();
    k = nm_controller_choose(&c, m->game, m->data, m->state, 0, legal);
    double dt = now_s() - t0;
    pthread_join(th, NULL);
    printf("ai:20s:t3 stopped after %.0f ms\n", dt * 1000);
    CHECK(k >= 0 && k < legal->count);
    CHECK(dt >= 0.14 && dt < 2.0);
    nm_match_destroy(m);
}

int main(void) {
    test_parse();
    test_time_budget();
    test_visits();
    test_greedy();
    test_determinism();
    test_no_cheating();
    test_strength();
    return check_done("ai");
}
