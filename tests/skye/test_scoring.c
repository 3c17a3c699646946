/* test_scoring.c - every scoring tile (16 base, 6 Druids) and every scroll kind on
 * hand-built kingdoms, with the numbers worked out beside each check. The kingdoms use the
 * plain test tiles of mods/test_tiles (one terrain, one feature or one scroll each); the
 * scoring tiles and scrolls are the shipped data's expressions.
 *
 * The castle (every kingdom's tile at 0,0, never turned) shows pasture north and south with
 * its road, water east, mountain west with its road; its centre is pasture. x grows east,
 * y grows south. "t_lake" is water at the centre only (a closed one-tile water area),
 * "t_peak" the same in mountain, "t_meadow" in pasture; "t_channel" is water centre with
 * water east and west (pasture north and south), "t_bay" water centre and west only. */
#include <string.h>
#include "sktest.h"

static sk_state S;
static const nm_data *D;

static void reset(void) {
    st_setup(D, &S, 3, 7, 1);
    for (int p = 0; p < 3; p++) {
        st_kingdom(D, &S, p, "");
        S.seat[p].gold = 0;
        S.seat[p].tablets = S.seat[p].tablets_new = 0;
    }
}

static int pts(const char *tile, int seat) { return st_tile_points(D, &S, tile, seat); }

static void base_tiles(void) {
    reset();
    /* Squares: three plain tiles close a 2 x 2 block with the castle: 1 square, 2 VP;
     * two more to the east make the block (1,0)-(2,1) too: 2 squares, 4 VP. */
    st_kingdom(D, &S, 0, "t_p 1 0 0; t_p 0 1 0; t_p 1 1 0");
    CHECK_EQ(pts("squares", 0), 2);
    st_kingdom(D, &S, 0, "t_p 1 0 0; t_p 0 1 0; t_p 1 1 0; t_p 2 0 0; t_p 2 1 0");
    CHECK_EQ(pts("squares", 0), 4);

    /* Completed areas: the channel (castle's water edge, two channels, the bay) is water
     * closed on every side, and a lake south of the castle is a closed one-tile area: 2
     * completed areas, 2 VP. The castle's pasture (open north), its mountain (open west)
     * and the channels' pasture edges are open. */
    st_kingdom(D, &S, 0, "t_channel 1 0 0; t_channel 2 0 0; t_bay 3 0 0; t_lake 0 1 0");
    CHECK_EQ(pts("completed_areas", 0), 2);
    /* Big completed areas: only the channel has 3 tiles or more (4: castle, 2 channels,
     * bay): 3 VP. */
    CHECK_EQ(pts("big_areas", 0), 3);
    /* Great lake: the largest completed water area has 4 tiles: 2 x 4 = 8 VP. */
    CHECK_EQ(pts("great_lake", 0), 8);
    /* Without the bay the channel opens east: only the lake is completed: 1 VP, no big
     * area, great lake 2 x 1 = 2. */
    st_kingdom(D, &S, 0, "t_channel 1 0 0; t_channel 2 0 0; t_lake 0 1 0");
    CHECK_EQ(pts("completed_areas", 0), 1);
    CHECK_EQ(pts("big_areas", 0), 0);
    CHECK_EQ(pts("great_lake", 0), 2);

    /* Sheep: 2 + 1 sheep: 3 VP. */
    st_kingdom(D, &S, 0, "t_p_sheep2 0 1 0; t_p_sheep 0 -1 0");
    CHECK_EQ(pts("sheep", 0), 3);

    /* Brochs: the castle's mountain and two broch tiles west make one area with 2 brochs
     * (3 VP); a mountain peak north holds 1 broch in an area of its own (1 VP): 4 VP. A
     * third broch in the first area: 6 + 1 = 7 VP. */
    st_kingdom(D, &S, 0, "t_m_broch -1 0 0; t_m_broch -2 0 0; t_peak_broch 0 -1 0");
    CHECK_EQ(pts("brochs", 0), 4);
    st_kingdom(D, &S, 0, "t_m_broch -1 0 0; t_m_broch -2 0 0; t_m_broch -3 0 0; t_peak_broch 0 -1 0");
    CHECK_EQ(pts("brochs", 0), 7);

    /* Broch, farm, lighthouse: 2 brochs, 1 farm, 3 lighthouses make 1 set: 5 VP. */
    st_kingdom(D, &S, 0, "t_m_broch -1 0 0; t_m_broch -2 0 0; t_p_farm 0 1 0; t_w_light 1 0 0; t_w_light 2 0 0; t_w_light 3 0 0");
    CHECK_EQ(pts("broch_farm_lighthouse", 0), 5);

    /* Herds at farms: the farm at 0,1; a sheep beside it (1,1) and a cattle on its
     * diagonal (1,2) count; the 2 sheep at 0,-1 are two rows away: 2 VP. */
    st_kingdom(D, &S, 0, "t_p_farm 0 1 0; t_p_sheep 1 1 0; t_p_cattle 1 2 0; t_p_sheep2 0 -1 0");
    CHECK_EQ(pts("herds_at_farms", 0), 2);

    /* Cattle on roads: the road tile south meets the castle's road (1 cattle joined); the
     * cattle north has no road; the road tile at 0,-3 is cut off by the gap at 0,-2:
     * 2 x 1 = 2 VP. */
    st_kingdom(D, &S, 0, "t_road_ns_cattle 0 1 0; t_p_cattle 0 -1 0; t_road_ns_cattle 0 -3 0");
    CHECK_EQ(pts("cattle_on_roads", 0), 2);

    /* Harbours: the water east of the castle holds a ship (1,0) and a lighthouse (2,0);
     * the lake south holds both: 2 harbours, 3 x 2 = 6 VP. */
    st_kingdom(D, &S, 0, "t_w_ship 1 0 0; t_w_light 2 0 0; t_lake_harbour 0 1 0");
    CHECK_EQ(pts("harbours", 0), 6);

    /* Columns: column 0 holds 0,-2 alone and 0,0..0,2 (3 tiles: 1 line); column 1 only 2
     * tiles: 3 VP. Three more in column 0 (0,4..0,6): a second line, 6 VP. */
    st_kingdom(D, &S, 0, "t_p 0 1 0; t_p 0 2 0; t_p 1 0 0; t_p 1 1 0; t_p 0 -2 0");
    CHECK_EQ(pts("columns", 0), 3);
    st_kingdom(D, &S, 0, "t_p 0 1 0; t_p 0 2 0; t_p 1 0 0; t_p 1 1 0; t_p 0 -2 0; t_p 0 4 0; t_p 0 5 0; t_p 0 6 0");
    CHECK_EQ(pts("columns", 0), 6);

    /* Road network: two road tiles south joined to the castle; one north beyond a gap:
     * 2 VP (the castle itself not counted). */
    st_kingdom(D, &S, 0, "t_road_ns 0 1 0; t_road_ns 0 2 0; t_road_ns 0 -2 0");
    CHECK_EQ(pts("road_network", 0), 2);

    /* Mountains: the peak is a completed mountain area; the castle's mountain with a broch
     * tile west stays open: 2 x 1 = 2 VP. */
    st_kingdom(D, &S, 0, "t_peak 0 1 0; t_m_broch -1 0 0");
    CHECK_EQ(pts("mountains", 0), 2);
}

static void majorities(void) {
    reset();
    /* Most whisky: tiles with whisky 2, 2, 1: the two tied first get 5 each, nobody 2. */
    st_kingdom(D, &S, 0, "t_p_whisky 0 1 0; t_p_whisky 0 2 0");
    st_kingdom(D, &S, 1, "t_p_whisky 0 1 0; t_p_whisky 0 2 0");
    st_kingdom(D, &S, 2, "t_p_whisky 0 1 0");
    CHECK_EQ(pts("most_whisky", 0), 5);
    CHECK_EQ(pts("most_whisky", 1), 5);
    CHECK_EQ(pts("most_whisky", 2), 0);
    /* 2, 1, 1: 5 for the first, 2 for each of the two tied second. */
    st_kingdom(D, &S, 1, "t_p_whisky 0 1 0");
    CHECK_EQ(pts("most_whisky", 0), 5);
    CHECK_EQ(pts("most_whisky", 1), 2);
    CHECK_EQ(pts("most_whisky", 2), 2);
    /* Most ships: 3, 0, 0: 5 for the first; the others have none, so no second place. */
    st_kingdom(D, &S, 0, "t_w_ship2 1 0 0; t_w_ship 2 0 0");
    st_kingdom(D, &S, 1, "");
    st_kingdom(D, &S, 2, "");
    CHECK_EQ(pts("most_ships", 0), 5);
    CHECK_EQ(pts("most_ships", 1), 0);
    CHECK_EQ(pts("most_ships", 2), 0);
    /* 3, 1, 0: 5 and 2. */
    st_kingdom(D, &S, 1, "t_w_ship 1 0 0");
    CHECK_EQ(pts("most_ships", 1), 2);
    CHECK_EQ(pts("most_ships", 2), 0);
    /* Most gold: 10, 7, 7: 5, 2, 2. */
    S.seat[0].gold = 10;
    S.seat[1].gold = 7;
    S.seat[2].gold = 7;
    CHECK_EQ(pts("most_gold", 0), 5);
    CHECK_EQ(pts("most_gold", 1), 2);
    CHECK_EQ(pts("most_gold", 2), 2);
    /* Most lighthouses (Druids): 2, 2, 0: 5, 5, 0. */
    st_kingdom(D, &S, 0, "t_w_light 1 0 0; t_w_light 2 0 0");
    st_kingdom(D, &S, 1, "t_w_light 1 0 0; t_w_light 2 0 0");
    st_kingdom(D, &S, 2, "");
    CHECK_EQ(pts("most_lighthouses", 0), 5);
    CHECK_EQ(pts("most_lighthouses", 1), 5);
    CHECK_EQ(pts("most_lighthouses", 2), 0);
}

static void druid_tiles(void) {
    reset();
    /* Shoreline: the castle alone has 1 water edge on the border: 1/2 rounded down, 0. A
     * water tile east: its north, east and south edges (3): 1 VP. Another below it: the
     * first keeps north and east (2), the second east, south and west (3): 5 halves, 2 VP. */
    CHECK_EQ(pts("shoreline", 0), 0);
    st_kingdom(D, &S, 0, "t_w 1 0 0");
    CHECK_EQ(pts("shoreline", 0), 1);
    st_kingdom(D, &S, 0, "t_w 1 0 0; t_w 1 1 0");
    CHECK_EQ(pts("shoreline", 0), 2);
    /* Great herd: two cattle in the castle's pasture (north and south); one more west,
     * on a pasture the castle's mountain edge keeps apart: the largest herd is 2, 4 VP. */
    st_kingdom(D, &S, 0, "t_p_cattle 0 1 0; t_p_cattle 0 -1 0; t_p_cattle -1 0 0");
    CHECK_EQ(pts("great_herd", 0), 4);
    /* Diagonal: 0,0 1,1 2,2 and 4,4 lie on one diagonal (a gap at 3,3 allowed): 4 tiles,
     * 2 x 4 = 8 VP; the other diagonal has 2 (0,0 and 1,-1). */
    st_kingdom(D, &S, 0, "t_p 1 1 0; t_p 2 2 0; t_p 4 4 0; t_p 1 -1 0");
    CHECK_EQ(pts("diagonal", 0), 8);
    /* Highlands: the peak (1 tile) is the only completed mountain area; the castle's
     * mountain with 2 tiles west (3 tiles) is open: 2 x 1 = 2 VP. */
    st_kingdom(D, &S, 0, "t_peak 0 1 0; t_m_broch -1 0 0; t_m -2 0 0");
    CHECK_EQ(pts("highlands", 0), 2);
    /* Between two shores: the farm on the bay belongs to the completed channel; the farm on
     * a pasture tile does not: 3 x 1 = 3 VP. */
    st_kingdom(D, &S, 0, "t_channel 1 0 0; t_channel 2 0 0; t_bay_farm 3 0 0; t_p_farm 0 1 0");
    CHECK_EQ(pts("two_shores", 0), 3);
}

static int scroll_pts(const char *kingdom) {
    st_kingdom(D, &S, 0, kingdom);
    return sk_scroll_points(D, &S, 0, NULL);
}

static void scrolls(void) {
    reset();
    /* Every scroll tile below is plain pasture joined to the castle's open pasture (or
     * alone), so it scores its single value. */
    /* sheep: 5 sheep, 1 per 2: 2 */
    CHECK_EQ(scroll_pts("t_scroll_sheep 0 1 0; t_p_sheep2 0 2 0; t_p_sheep2 0 3 0; t_p_sheep 0 4 0"), 2);
    /* cattle: 3 cattle: 3 */
    CHECK_EQ(scroll_pts("t_scroll_cattle 0 1 0; t_p_cattle 0 2 0; t_p_cattle 0 3 0; t_p_cattle 0 4 0"), 3);
    /* whisky: 3 tiles with whisky, 1 per 2: 1 */
    CHECK_EQ(scroll_pts("t_scroll_whisky 0 1 0; t_p_whisky 0 2 0; t_p_whisky 0 3 0; t_p_whisky 0 4 0"), 1);
    /* broch: 2 brochs: 2 */
    CHECK_EQ(scroll_pts("t_scroll_broch 0 1 0; t_m_broch -1 0 0; t_m_broch -2 0 0"), 2);
    /* ships: 3 ships, 1 per 2: 1 */
    CHECK_EQ(scroll_pts("t_scroll_ships 0 1 0; t_w_ship2 1 0 0; t_w_ship 2 0 0"), 1);
    /* farm: 2 farms: 2 */
    CHECK_EQ(scroll_pts("t_scroll_farm 0 1 0; t_p_farm 0 2 0; t_p_farm 0 3 0"), 2);
    /* lighthouse: 1 lighthouse: 1 */
    CHECK_EQ(scroll_pts("t_scroll_lighthouse 0 1 0; t_w_light 1 0 0"), 1);
    /* Druids: completed pastures: 2 closed meadows: 2 */
    CHECK_EQ(scroll_pts("t_scroll_completed_pasture 0 1 0; t_meadow 3 3 0; t_meadow 5 5 0"), 2);
    /* completed mountains: 1 peak: 1 */
    CHECK_EQ(scroll_pts("t_scroll_completed_mountain 0 1 0; t_peak 3 3 0"), 1);
    /* completed waters: 2 lakes: 2 */
    CHECK_EQ(scroll_pts("t_scroll_completed_water 0 1 0; t_lake 3 3 0; t_lake 5 5 0"), 2);
    /* broch, farm, lighthouse: 2 of each, 2 sets, 2 VP each: 4 */
    CHECK_EQ(scroll_pts("t_scroll_bfl_set 0 1 0; t_m_broch -1 0 0; t_m_broch -2 0 0; t_p_farm 0 2 0; t_p_farm 0 3 0; "
                        "t_w_light 1 0 0; t_w_light 2 0 0"), 4);
    /* longest road: roads south 0,1..0,3, west -1,0 (a road tile turned a quarter: east-west)
     * and north 0,-1, all through the castle: 6 tiles joined, but the longest road without
     * a branch is 0,3 0,2 0,1 castle -1,0: 5 tiles, 1 VP per 2: 2 */
    CHECK_EQ(scroll_pts("t_scroll_longest_road 5 5 0; t_road_ns 0 1 0; t_road_ns 0 2 0; t_road_ns 0 3 0; "
                        "t_road_ns -1 0 1; t_road_ns 0 -1 0"), 2);
    /* harbour: the open water east (a ship, a lighthouse) and a lake with both: 2; a plain
     * lake adds nothing */
    CHECK_EQ(scroll_pts("t_scroll_harbour 0 1 0; t_w_ship 1 0 0; t_w_light 2 0 0; t_lake_harbour 3 3 0; t_lake 5 5 0"), 2);
    /* treasury: 17 gold, 1 per 5: 3 */
    S.seat[0].gold = 17;
    CHECK_EQ(scroll_pts("t_scroll_treasury 0 1 0"), 3);
    S.seat[0].gold = 0;
    /* sheep and cattle: 3 sheep, 2 cattle: 2 pairs: 2 */
    CHECK_EQ(scroll_pts("t_scroll_sheep_cattle 0 1 0; t_p_sheep2 0 2 0; t_p_sheep 0 3 0; t_p_cattle 0 4 0; t_p_cattle 0 5 0"), 2);
    /* fixed 3 and 4 */
    CHECK_EQ(scroll_pts("t_scroll_fixed_3 0 1 0"), 3);
    CHECK_EQ(scroll_pts("t_scroll_fixed_4 0 1 0"), 4);
    /* rows and columns: row 0 (castle, 1,0, 2,0) and column 0 (castle, 0,1, 0,2): 2 */
    CHECK_EQ(scroll_pts("t_scroll_rows_columns 1 0 0; t_p 2 0 0; t_p 0 1 0; t_p 0 2 0"), 2);
    /* Doubling: a scroll of 4 in a completed area (a lake tile) scores 8. */
    CHECK_EQ(scroll_pts("t_lake_fixed_4 3 3 0"), 8);
    /* Scroll echo tablets: the scroll of 4 in the lake (8) and a scroll of 3 (3): 11; one
     * tablet scores the best scroll once more at its single value: 15; both copies pick it
     * again: 19, so the scroll of 4 scores 4 times (twice for the lake, once per tablet). */
    CHECK_EQ(scroll_pts("t_lake_fixed_4 3 3 0; t_scroll_fixed_3 0 1 0"), 11);
    S.seat[0].tablets = (uint16_t)(1u << st_id(D, SK_K_TABLETS, "echo_1"));
    int32_t echo = 0;
    CHECK_EQ(sk_scroll_points(D, &S, 0, &echo), 15);
    CHECK_EQ(echo, 4);
    S.seat[0].tablets |= (uint16_t)(1u << st_id(D, SK_K_TABLETS, "echo_2"));
    CHECK_EQ(sk_scroll_points(D, &S, 0, &echo), 19);
    /* a tablet taken this round is not in force yet */
    S.seat[0].tablets = 0;
    S.seat[0].tablets_new = (uint16_t)(1u << st_id(D, SK_K_TABLETS, "echo_1"));
    CHECK_EQ(sk_scroll_points(D, &S, 0, NULL), 11);
}

/* The rules text of every scoring tile and scroll, from the expressions and the queries'
 * templates with their parameters (core: lang_text.c expands a query's template as an
 * op's): no placeholder left, in English and French. */
static void texts(void) {
    static const char *const want[][3] = {
        {"scoring", "harbours", "(3 × your water areas with 1 ship or more and a lighthouse)"},
        {"scoring", "cattle_on_roads", "(2 × your cattle joined to the castle by road)"},
        {"scrolls", "completed_water", "vos zones d'eau complétées"},
    };
    char buf[400];
    for (int k = SK_K_SCROLLS; k <= SK_K_SCORING; k++) {
        const nm_kind_data *kd = &D->kinds[k];
        for (int i = 0; i < kd->count; i++)
            for (int lang = 0; lang < NM_LANGS; lang++) {
                nm_text_expr(D, kd->items[i].field[0], lang, buf, sizeof buf);
                CHECK(buf[0] && strchr(buf, '{') == NULL && strchr(buf, '}') == NULL, "%s: %s", kd->items[i].id, buf);
            }
    }
    for (size_t w = 0; w < sizeof want / sizeof want[0]; w++) {
        int k = strcmp(want[w][0], "scoring") == 0 ? SK_K_SCORING : SK_K_SCROLLS;
        int i = st_id(D, k, want[w][1]);
        nm_text_expr(D, D->kinds[k].items[i].field[0], k == SK_K_SCROLLS ? 1 : 0, buf, sizeof buf);
        CHECK(strcmp(buf, want[w][2]) == 0, "%s", buf);
    }
}

/* The computer's projection at a cut playout: VP + each window as many times as the rounds
 * left schedule it (2-4 players: round 5 scores A C D, round 6 B C D) + scrolls (a tablet
 * taken this round counts, as it will be in force at the end) + gold / 5. */
static void projection(void) {
    reset();
    const char *win[SK_WINDOWS] = {"sheep", "columns", "squares", "completed_areas"};
    for (int w = 0; w < SK_WINDOWS; w++) S.scoring[w] = (int8_t)st_id(D, SK_K_SCORING, win[w]);
    /* a sheep (A 1), a column of 3 tiles with the castle (B 3), no square (C 0), the lake
     * closed (D 1); the scroll of 4 in the lake (8) and a scroll of 3: 11 */
    st_kingdom(D, &S, 0, "t_lake_fixed_4 3 3 0; t_scroll_fixed_3 0 1 0; t_p_sheep 0 2 0");
    CHECK_EQ(pts("sheep", 0), 1);
    CHECK_EQ(pts("columns", 0), 3);
    CHECK_EQ(pts("squares", 0), 0);
    CHECK_EQ(pts("completed_areas", 0), 1);
    CHECK_EQ(sk_scroll_points(D, &S, 0, NULL), 11);
    S.seat[0].vp = 10;
    S.seat[0].gold = 17;
    int32_t proj[SK_MAX_PLAYERS], plain[SK_MAX_PLAYERS];
    /* round 5: 10 + (A 1 + C 0 + D 1) + (B 3 + C 0 + D 1) + 11 + 3 = 30 */
    S.round = 5;
    CHECK_EQ(sk_projected_scores(D, &S, proj), 3);
    CHECK_EQ(proj[0], 30);
    CHECK_EQ(sk_scores(D, &S, plain), 3);
    CHECK_EQ(plain[0], 10);
    /* the last round: 10 + (3 + 0 + 1) + 11 + 3 = 28 */
    S.round = 6;
    sk_projected_scores(D, &S, proj);
    CHECK_EQ(proj[0], 28);
    /* a Scroll echo tablet taken this round: the scroll of 4 once more: 32 */
    S.seat[0].tablets_new = (uint16_t)(1u << st_id(D, SK_K_TABLETS, "echo_1"));
    sk_projected_scores(D, &S, proj);
    CHECK_EQ(proj[0], 32);
    CHECK_EQ(S.seat[0].tablets, 0); /* read, not written */
    S.seat[0].tablets_new = 0;
    /* before the first round (a bare state) every round counts: 10 + 3 x (1 + 3 + 0 + 1) +
     * 11 + 3 = 39, as at round 1 */
    S.round = 0;
    sk_projected_scores(D, &S, proj);
    CHECK_EQ(proj[0], 39);
    S.round = 1;
    sk_projected_scores(D, &S, proj);
    CHECK_EQ(proj[0], 39);
    /* a finished game: the VP as they stand */
    S.phase = SK_PH_OVER;
    S.h.over = 1;
    sk_projected_scores(D, &S, proj);
    CHECK_EQ(proj[0], 10);
    reset();
}

int main(void) {
    D = st_data(1);
    texts();
    base_tiles();
    majorities();
    druid_tiles();
    scrolls();
    projection();
    st_cleanup();
    return check_done("skye scoring");
}
