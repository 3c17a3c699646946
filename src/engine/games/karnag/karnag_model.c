/* karnag_model.c - the glade: creature movement (automatic steps, arrivals through the
 * gate, escapes and their penalties), lightning lines, gemstones turning into menhirs,
 * the encircling of Ker Ys and the final count. */
#include <stdlib.h>
#include <string.h>
#include "karnag.h"

static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0};

int karnag_own_action(const karnag_state *s, int seat) {
    return s->phase == KARNAG_PH_ACTIONS && seat == s->act_seat &&
           (s->stage == KARNAG_ST_CARD || s->stage == KARNAG_ST_RUN);
}

void karnag_reserve_passes(const nm_data *d, const karnag_state *s, int seat, int8_t *pass) {
    const karnag_geo *g = karnag_geometry(d);
    pass[0] = pass[1] = pass[2] = 0;
    for (int j = 0; j < g->pass_cr_count; j++) {
        int c = g->pass_cr[j];
        if (s->cr_loc[c] != KARNAG_CR_RESERVE + seat) continue;
        int l = g->cr_lightning[c];
        if (l == KARNAG_PASS_ROCK) pass[0]++;
        if (l == KARNAG_PASS_SWAMP) pass[1]++;
        if (l == KARNAG_PASS_STONE) pass[2]++;
    }
}

int karnag_marked_count(const karnag_state *s) {
    int n = 0;
    for (int c = 0; c < KARNAG_CR_MAX; c++) n += s->cr_marked[c] != 0;
    return n;
}

int karnag_species_of(const nm_data *d, int creature) {
    return karnag_item(d, KARNAG_K_CREATURES, creature)->field[KARNAG_C_SPECIES];
}

static int species_field(const nm_data *d, int creature, int f) {
    return karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, creature))->field[f];
}

const char *const karnag_vp_source_keys[KARNAG_VP_SOURCES] = {
    "captures", "council", "menhirs", "effects", "idle", "escapes", "other"};
const char *const karnag_vp_source_words[NM_LANGS][KARNAG_VP_SOURCES] = {
    {"Captures", "Council", "Menhirs raised", "Actions and cards", "Action not performed", "Escapes",
     "Earlier"},
    {"Captures", "Conseil", "Menhirs dressés", "Actions et cartes", "Action non effectuée", "Évasions",
     "Avant"}};

void karnag_add_vp(karnag_state *s, int p, int n, int source) {
    int old = s->seat[p].vp, v = old + n;
    s->seat[p].vp = (int16_t)(v < 0 ? 0 : v > 9999 ? 9999 : v);
    if (source >= 0 && source < KARNAG_VP_SOURCES)
        s->seat[p].vp_src[source] = (int16_t)(s->seat[p].vp_src[source] + s->seat[p].vp - old);
}

void karnag_add_mana(const nm_data *d, karnag_state *s, int p, int n) {
    int v = s->seat[p].mana + n, mx = karnag_rule(d, KARNAG_R_MANA_MAX);
    s->seat[p].mana = (int16_t)(v < 0 ? 0 : v > mx ? mx : v);
}

int karnag_roll(const nm_data *d, karnag_state *s) {
    int n = karnag_rule_len(d, KARNAG_R_DIE);
    s->die = (int8_t)karnag_rule_at(d, KARNAG_R_DIE, (int)nm_rng_below(&s->h.rng, (uint32_t)n));
    return s->die;
}

int karnag_path_index(const karnag_geo *g, int x, int y) {
    if (y == -1 && x >= -1 && x <= g->w) return x + 1;
    if (x == g->w && y >= 0 && y <= g->h) return g->w + 2 + y;
    if (y == g->h && x >= -1 && x < g->w) return g->w + 3 + g->h + (g->w - 1 - x);
    if (x == -1 && y >= 0 && y < g->h) return 2 * g->w + g->h + 4 + (g->h - 1 - y);
    return -1;
}

int karnag_druid_at(const karnag_state *s, int path_sq) {
    for (int p = 0; p < s->h.players; p++)
        for (int k = 0; k < KARNAG_DRUIDS; k++)
            if (s->seat[p].druid[k] == path_sq) return p * KARNAG_DRUIDS + k;
    return -1;
}

/* 0: blocked; 1: a free glade square; 2: a free path square (the creature escapes). */
int karnag_can_enter(const nm_data *d, const karnag_geo *g, const karnag_state *s, int cr,
                     int x, int y) {
    if (x < 0 || y < 0 || x >= g->w || y >= g->h) {
        int ps = karnag_path_index(g, x, y);
        return ps >= 0 && karnag_druid_at(s, ps) < 0 ? 2 : 0;
    }
    int sq = y * g->w + x, walk = g->cr_walk[cr];
    if (s->terrain[sq] == KARNAG_GATE || s->cr_at[sq] >= 0) return 0;
    if ((s->gem[sq] >= 0 || s->menhir[sq] >= 0) && walk != KARNAG_PASS_STONE) return 0;
    if (s->terrain[sq] == KARNAG_ROCK && walk != KARNAG_PASS_ROCK) return 0;
    if (s->terrain[sq] == KARNAG_SWAMP && walk != KARNAG_PASS_SWAMP) return 0;
    return 1;
}

void karnag_escape(const nm_data *d, const karnag_geo *g, karnag_state *s, int cr, int path_sq) {
    int loc = s->cr_loc[cr];
    if (loc >= 0 && loc < g->sq) s->cr_at[loc] = -1;
    s->cr_loc[cr] = KARNAG_CR_GONE;
    s->cr_marked[cr] = 0;
    s->last_escape = (int8_t)path_sq;
    int n = karnag_rule_len(d, KARNAG_R_ESCAPE);
    int8_t who[KARNAG_PATH_MAX];
    uint8_t moves[KARNAG_PATH_MAX];
    memset(who, -1, sizeof who);
    for (int p = 0; p < s->h.players; p++)
        for (int k = 0; k < KARNAG_DRUIDS; k++)
            if (s->seat[p].druid[k] >= 0 && s->seat[p].druid[k] < g->path)
                who[s->seat[p].druid[k]] = (int8_t)p;
    /* A druid's moves to the escape square, as a druid moves (occupied squares jumped, not
     * counted): 1 + the free squares between. Walk out from the square both ways until
     * more than n moves; a druid keeps its shorter way. */
    memset(moves, 0, sizeof moves);
    for (int dir = -1; dir <= 1; dir += 2) {
        int free = 0;
        for (int i = 1, q = path_sq; i < g->path && free + 1 <= n; i++) {
            q = (q + dir + g->path) % g->path;
            if (who[q] < 0) {
                free++;
                continue;
            }
            if (!moves[q] || free + 1 < moves[q]) moves[q] = (uint8_t)(free + 1);
        }
    }
    for (int q = 0; q < g->path; q++)
        if (who[q] >= 0 && moves[q] >= 1 && moves[q] <= n)
            karnag_add_vp(s, who[q], -karnag_rule_at(d, KARNAG_R_ESCAPE, moves[q] - 1), KARNAG_VP_ESCAPES);
}

/* Moves creature cr from its square one square towards dir; 1 moved, 2 escaped, 0 not. */
static int step_to(const nm_data *d, const karnag_geo *g, karnag_state *s, int cr, int dir) {
    int sq = s->cr_loc[cr], x = sq % g->w + DX[dir], y = sq / g->w + DY[dir];
    int e = karnag_can_enter(d, g, s, cr, x, y);
    if (e == 2) {
        karnag_escape(d, g, s, cr, karnag_path_index(g, x, y));
        return 2;
    }
    if (e == 1) {
        s->cr_at[sq] = -1;
        s->cr_at[y * g->w + x] = (int8_t)cr;
        s->cr_loc[cr] = (int16_t)(y * g->w + x);
        return 1;
    }
    return 0;
}

static int turn_dir(const nm_data *d, int cr, int dir) {
    int right = karnag_item(d, KARNAG_K_CREATURES, cr)->field[KARNAG_C_TURN] == 1;
    return (dir + (right ? 1 : 3)) % 4;
}

/* Distances to the four borders (squares to reach the path), by direction. */
static void border_dist(const karnag_geo *g, int sq, int *dist) {
    int x = sq % g->w, y = sq / g->w;
    dist[KARNAG_N] = y + 1;
    dist[KARNAG_S] = g->h - y;
    dist[KARNAG_W] = x + 1;
    dist[KARNAG_E] = g->w - x;
}

/* Direction towards the nearest border; equidistant: the arrow of the gate square of the
 * creature's quarter. Fills the nearest distance and the two smallest distances' sum. */
static int border_dir(const karnag_geo *g, int sq, int *near, int *sum) {
    int dist[4], best = 0, second = -1;
    border_dist(g, sq, dist);
    for (int k = 1; k < 4; k++)
        if (dist[k] < dist[best]) best = k;
    for (int k = 0; k < 4; k++)
        if (k != best && (second < 0 || dist[k] < dist[second])) second = k;
    *near = dist[best];
    *sum = dist[best] + dist[second];
    if (dist[second] != dist[best]) return best;
    int x = sq % g->w, y = sq / g->w;
    int east = 2 * x + 1 > g->w, south = 2 * y + 1 > g->h;
    int quarter = south ? (east ? 2 : 3) : (east ? 1 : 0);
    int arrow = g->gate_arrow[quarter];
    return (arrow == best || arrow == second) ? arrow : best;
}

int karnag_border_sum(const karnag_geo *g, int sq, int *near) {
    int sum = 0;
    (void)border_dir(g, sq, near, &sum);
    return sum;
}

/* The square a creature's automatic step would enter (-1 none) and its direction. */
static int auto_target(const nm_data *d, const karnag_geo *g, const karnag_state *s, int cr,
                       int *dir_out) {
    int near, sum, sq = s->cr_loc[cr];
    int dir = border_dir(g, sq, &near, &sum);
    for (int t = 0; t < 2; t++) {
        int x = sq % g->w + DX[dir], y = sq / g->w + DY[dir];
        if (karnag_can_enter(d, g, s, cr, x, y)) {
            *dir_out = dir;
            return (y + 1) * (g->w + 2) + x + 1; /* padded index: path squares included */
        }
        dir = turn_dir(d, cr, dir);
    }
    *dir_out = -1;
    return -1;
}

void karnag_creatures_step(const nm_data *d, karnag_state *s) {
    const karnag_geo *g = karnag_geometry(d);
    int n = karnag_count(d, KARNAG_K_CREATURES), list[KARNAG_CR_MAX], key[KARNAG_CR_MAX][3];
    int m = 0;
    for (int c = 0; c < n; c++) {
        s->cr_marked[c] = 0; /* black cubes back to the reserve */
        if (s->cr_loc[c] < 0 || s->cr_loc[c] >= g->sq) continue;
        int near, sum;
        (void)border_dir(g, s->cr_loc[c], &near, &sum);
        key[c][0] = near, key[c][1] = sum, key[c][2] = species_field(d, c, KARNAG_S_ORDER);
        list[m++] = c;
    }
    /* closest first, then the lowest sum of the two nearest borders, then species order */
    for (int i = 1; i < m; i++)
        for (int j = i; j > 0; j--) {
            int a = list[j - 1], b = list[j], swap = 0;
            for (int k = 0; k < 3 && !swap; k++) {
                if (key[b][k] < key[a][k]) swap = 1;
                if (key[b][k] != key[a][k]) break;
            }
            if (!swap) break;
            list[j - 1] = b, list[j] = a;
        }
    uint8_t frozen[KARNAG_CR_MAX] = {0};
    /* creatures of the same species equally placed that want the same square stay (the
     * list is sorted by key: equal keys follow each other) */
    for (int i = 0; i < m; i++)
        for (int j = i + 1; j < m; j++) {
            int a = list[i], b = list[j], da, db;
            if (memcmp(key[a], key[b], sizeof key[a]) != 0) break;
            int ta = auto_target(d, g, s, a, &da), tb = auto_target(d, g, s, b, &db);
            if (ta >= 0 && ta == tb) frozen[a] = frozen[b] = 1;
        }
    for (int i = 0; i < m; i++) {
        int c = list[i], dir;
        if (frozen[c] || s->cr_loc[c] < 0 || s->cr_loc[c] >= g->sq) continue;
        if (auto_target(d, g, s, c, &dir) >= 0) step_to(d, g, s, c, dir);
    }
}

void karnag_arrival_move(const nm_data *d, karnag_state *s, int cr, int gi, int points) {
    const karnag_geo *g = karnag_geometry(d);
    uint8_t seen[KARNAG_SQ_MAX] = {0};
    int arrow = g->gate_arrow[gi], sq = g->gate_sq[gi];
    static const int gdx[4] = {0, 1, 1, 0}, gdy[4] = {0, 0, 1, 1};
    int outx = gdx[gi] == 0 ? KARNAG_W : KARNAG_E, outy = gdy[gi] == 0 ? KARNAG_N : KARNAG_S;
    int other = arrow == outx ? outy : outx;
    seen[sq] = 1;
    int r = step_to(d, g, s, cr, arrow);
    if (r == 0) r = step_to(d, g, s, cr, other);
    if (r == 0) { /* both sides blocked: the creature goes back to Ker Ys */
        s->cr_at[sq] = -1;
        s->cr_loc[cr] = KARNAG_CR_GONE;
        return;
    }
    int dir = arrow;
    for (int left = points - 1; left > 0 && r == 1; left--) {
        seen[s->cr_loc[cr]] = 1;
        r = 0;
        for (int t = 0; t < 2 && !r; t++) {
            int at = s->cr_loc[cr], x = at % g->w + DX[dir], y = at / g->w + DY[dir];
            int inside = x >= 0 && y >= 0 && x < g->w && y < g->h;
            if (!(inside && seen[y * g->w + x])) r = step_to(d, g, s, cr, dir);
            if (!r) dir = turn_dir(d, cr, dir);
        }
    }
}

void karnag_arrivals(const nm_data *d, karnag_state *s, int count, int first) {
    const karnag_geo *g = karnag_geometry(d);
    int placed[4], gi[4], n = 0;
    for (int i = 0; i < count && s->bag_count > 0; i++) {
        int q = (first + i) % 4, c = s->bag[--s->bag_count];
        s->bag[s->bag_count] = 0;
        s->cr_loc[c] = g->gate_sq[q];
        s->cr_at[g->gate_sq[q]] = (int8_t)c;
        placed[n] = c, gi[n++] = q;
    }
    for (int i = 0; i < n; i++) {
        int points = karnag_roll(d, s);
        karnag_arrival_move(d, s, placed[i], gi[i], points);
    }
}

int karnag_line(const karnag_geo *g, int ps, int16_t *out) {
    int dir = g->path_dir[ps], n = 0;
    if (dir < 0) return 0;
    int x = g->path_x[ps] + DX[dir], y = g->path_y[ps] + DY[dir];
    while (x >= 0 && y >= 0 && x < g->w && y < g->h) {
        out[n++] = (int16_t)(y * g->w + x);
        x += DX[dir], y += DY[dir];
    }
    return n;
}

int karnag_line_needs(const karnag_state *s, const int16_t *sq, int n, int *need) {
    for (int i = 0; i < n; i++) {
        int q = sq[i];
        if (s->terrain[q] == KARNAG_GATE || s->cr_at[q] >= 0) return -1;
        if (s->gem[q] >= 0 || s->menhir[q] >= 0) need[2]++;
        if (s->terrain[q] == KARNAG_ROCK) need[0]++;
        if (s->terrain[q] == KARNAG_SWAMP) need[1]++;
    }
    return 0;
}

int karnag_passes(karnag_state *s, const int *need, int take) {
    int r = need[0] > s->pass_rock ? need[0] - s->pass_rock : 0;
    int w = need[1] > s->pass_swamp ? need[1] - s->pass_swamp : 0;
    if (need[2] > s->pass_stone || r + w > s->pass_either) return 0;
    if (take) {
        s->pass_rock = (int8_t)(s->pass_rock - (need[0] - r));
        s->pass_swamp = (int8_t)(s->pass_swamp - (need[1] - w));
        s->pass_stone = (int8_t)(s->pass_stone - need[2]);
        s->pass_either = (int8_t)(s->pass_either - r - w);
    }
    return 1;
}

int karnag_capture_target(const karnag_state *s, const karnag_geo *g, int ps, int *cost,
                          int *need) {
    int n;
    const int16_t *line = karnag_line_of(g, ps, &n);
    need[0] = need[1] = need[2] = 0;
    for (int i = 0; i < n; i++) {
        int q = line[i];
        if (s->terrain[q] == KARNAG_GATE) return -1;
        if (s->gem[q] >= 0 || s->menhir[q] >= 0) need[2]++;
        if (s->terrain[q] == KARNAG_ROCK) need[0]++;
        if (s->terrain[q] == KARNAG_SWAMP) need[1]++;
        if (s->cr_at[q] >= 0) {
            *cost = i + 1;
            return s->cr_at[q];
        }
    }
    return -1;
}

int karnag_gem_cost(const karnag_state *s, const karnag_geo *g, int pa, int pb, int *sq,
                    int *need) {
    int da = g->path_dir[pa], db = g->path_dir[pb];
    if (da < 0 || db < 0 || (da % 2) == (db % 2)) return -1;
    if (da % 2 == 1) { /* pa must be the one on a top or bottom side */
        int t = pa;
        pa = pb, pb = t;
    }
    int x = g->path_x[pa], y = g->path_y[pb];
    int target = y * g->w + x;
    if (s->terrain[target] != KARNAG_FREE || s->cr_at[target] >= 0 || s->gem[target] >= 0 ||
        s->menhir[target] >= 0)
        return -1;
    need[0] = need[1] = need[2] = 0;
    int cost = 1;
    for (int k = 0; k < 2; k++) {
        int n, len = 0;
        const int16_t *line = karnag_line_of(g, k ? pb : pa, &n);
        while (len < n && line[len] != target) len++;
        if (len >= n || karnag_line_needs(s, line, len, need) < 0) return -1;
        cost += len;
    }
    *sq = target;
    return cost;
}

/* Squares covered by the union of the segments of a chain of aligned gemstones. */
static int chain_squares(const karnag_geo *g, const int *sq, int n, const int (*edge)[2], int ne) {
    uint8_t cov[KARNAG_SQ_MAX] = {0};
    int count = 0;
    (void)n;
    for (int e = 0; e < ne; e++) {
        int a = sq[edge[e][0]], b = sq[edge[e][1]];
        int ax = a % g->w, ay = a / g->w, bx = b % g->w, by = b / g->w;
        int sx = bx > ax ? 1 : bx < ax ? -1 : 0, sy = by > ay ? 1 : by < ay ? -1 : 0;
        for (int x = ax, y = ay;; x += sx, y += sy) {
            if (!cov[y * g->w + x]) cov[y * g->w + x] = 1, count++;
            if (x == bx && y == by) break;
        }
    }
    return count;
}

int karnag_gems_of(const karnag_state *s, const karnag_geo *g, int p, int *sq) {
    int n = 0;
    for (int q = 0; q < g->sq && n < KARNAG_GEMS; q += 8) {
        uint64_t w = UINT64_MAX; /* eight squares at once: most hold no gemstone (-1) */
        if (q + 8 <= g->sq) memcpy(&w, s->gem + q, 8);
        if (w == UINT64_MAX && q + 8 <= g->sq) continue;
        for (int i = q; i < q + 8 && i < g->sq && n < KARNAG_GEMS; i++)
            if (s->gem[i] == p) {
                if (sq) sq[n] = i;
                n++;
            }
    }
    return n;
}

void karnag_activate_gems(const nm_data *d, karnag_state *s) {
    const karnag_geo *g = karnag_geometry(d);
    for (int p = 0; p < s->h.players; p++) {
        int sq[KARNAG_GEMS], n = karnag_gems_of(s, g, p, sq);
        int edge[3][2], ne = 0, deg[KARNAG_GEMS] = {0};
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (sq[a] % g->w == sq[b] % g->w || sq[a] / g->w == sq[b] / g->w) {
                    edge[ne][0] = a, edge[ne][1] = b, ne++;
                    deg[a]++, deg[b]++;
                }
        if (ne == 0) continue;
        int in[KARNAG_GEMS], k = 0;
        for (int a = 0; a < n; a++)
            if (deg[a] > 0) in[k++] = a;
        if (s->seat[p].menhirs + k > KARNAG_MENHIRS) continue; /* no menhirs left: ignored */
        int pts = chain_squares(g, sq, n, (const int (*)[2])edge, ne);
        for (int i = 0; i < k; i++) {
            int q = sq[in[i]];
            s->gem[q] = -1;
            s->menhir[q] = (int8_t)p;
            s->seat[p].menhirs++;
            pts += karnag_rule_at(d, KARNAG_R_MENHIR_VP, g->region[q]);
        }
        karnag_add_vp(s, p, pts, KARNAG_VP_MENHIRS);
    }
}

/* ---- encircling ------------------------------------------------------------------- */

typedef struct enc_search {
    const karnag_geo *g;
    int n, sq[KARNAG_MAX_P * KARNAG_MENHIRS];
    uint64_t adj[KARNAG_MAX_P * KARNAG_MENHIRS];
    int path[KARNAG_MAX_P * KARNAG_MENHIRS], len;
    uint64_t on;
    int min_len, best;
    uint64_t best_set;
    long budget;
    int gx2, gy2; /* gate centre, doubled coordinates */
} enc_search;

/* Squares covered by the cycle (Pick: area + half the perimeter + 1) when it surrounds the
 * gate's centre; -1 otherwise. */
static int cycle_cover(const enc_search *e) {
    long area2 = 0, perim = 0;
    int inside = 0;
    for (int i = 0; i < e->len; i++) {
        int a = e->sq[e->path[i]], b = e->sq[e->path[(i + 1) % e->len]];
        int ax = a % e->g->w, ay = a / e->g->w, bx = b % e->g->w, by = b / e->g->w;
        area2 += (long)ax * by - (long)bx * ay;
        perim += abs(bx - ax) + abs(by - ay);
        /* ray from the gate centre towards +x, doubled coordinates (never on an edge) */
        int ay2 = 2 * ay, by2 = 2 * by, ax2 = 2 * ax, bx2 = 2 * bx;
        if ((ay2 > e->gy2) != (by2 > e->gy2)) {
            double xc = ax2 + (double)(e->gy2 - ay2) * (bx2 - ax2) / (by2 - ay2);
            if (xc > e->gx2) inside = !inside;
        }
    }
    if (!inside) return -1;
    return (int)(labs(area2) / 2 + perim / 2 + 1);
}

static void enc_dfs(enc_search *e, int start, int v) {
    if (--e->budget < 0) return;
    for (int u = start; u < e->n; u++) {
        if (!((e->adj[v] >> u) & 1)) continue;
        if (u == start && e->len >= e->min_len) {
            int c = cycle_cover(e);
            if (c >= 0 && (e->best < 0 || c < e->best)) e->best = c, e->best_set = 0;
            if (c >= 0 && c == e->best) e->best_set |= e->on;
            continue;
        }
        if (u == start || ((e->on >> u) & 1)) continue;
        e->on |= 1ull << u;
        e->path[e->len++] = u;
        enc_dfs(e, start, u);
        e->len--;
        e->on &= ~(1ull << u);
    }
}

int karnag_encircled(const nm_data *d, const karnag_geo *g, const karnag_state *s, uint8_t *in) {
    enc_search e;
    memset(&e, 0, sizeof e);
    e.g = g;
    for (int q = 0; q < g->sq; q++) {
        if (in) in[q] = 0;
        if (s->menhir[q] >= 0 && e.n < KARNAG_MAX_P * KARNAG_MENHIRS) e.sq[e.n++] = q;
    }
    /* lines join menhirs in a row or a column with no menhir between and not over the gate */
    for (int a = 0; a < e.n; a++)
        for (int b = 0; b < e.n; b++) {
            if (a == b) continue;
            int ax = e.sq[a] % g->w, ay = e.sq[a] / g->w, bx = e.sq[b] % g->w, by = e.sq[b] / g->w;
            if (ax != bx && ay != by) continue;
            int sx = bx > ax ? 1 : bx < ax ? -1 : 0, sy = by > ay ? 1 : by < ay ? -1 : 0, ok = 1;
            for (int x = ax + sx, y = ay + sy; ok && (x != bx || y != by); x += sx, y += sy)
                if (s->menhir[y * g->w + x] >= 0 || s->terrain[y * g->w + x] == KARNAG_GATE) ok = 0;
            if (ok) e.adj[a] |= 1ull << b;
        }
    e.min_len = karnag_rule(d, KARNAG_R_ENC_MIN);
    e.best = -1;
    e.budget = 20000000L;
    e.gx2 = 2 * karnag_rule(d, KARNAG_R_GATE_X) + 1;
    e.gy2 = 2 * karnag_rule(d, KARNAG_R_GATE_Y) + 1;
    for (int st = 0; st < e.n; st++) {
        e.on = 1ull << st;
        e.path[0] = st;
        e.len = 1;
        enc_dfs(&e, st, st);
    }
    if (e.best < 0) return 0;
    if (in)
        for (int i = 0; i < e.n; i++)
            if ((e.best_set >> i) & 1) in[e.sq[i]] = 1;
    return 1;
}

int karnag_council_count(const karnag_state *s, int p) {
    int n = 0;
    for (int k = 0; k < KARNAG_DRUIDS; k++) n += s->seat[p].druid[k] == KARNAG_D_COUNCIL;
    return n;
}

int karnag_cauldron_places(const nm_data *d, const karnag_geo *g, int c, int players) {
    (void)d;
    return players >= 2 && players <= KARNAG_MAX_P ? g->cauldron_places[c][players] : 0;
}

int karnag_cauldron_used(const karnag_state *s, int c) {
    int n = 0;
    for (int p = 0; p < s->h.players; p++)
        for (int k = 0; k < KARNAG_DRUIDS; k++) n += s->seat[p].druid[k] == KARNAG_D_CAULDRON + c;
    return n;
}

int karnag_reserve_count(const nm_data *d, const karnag_state *s, int p, int species) {
    int n = 0, count = karnag_count(d, KARNAG_K_CREATURES);
    for (int c = 0; c < count; c++)
        if (s->cr_loc[c] == KARNAG_CR_RESERVE + p &&
            (species < 0 || karnag_species_of(d, c) == species))
            n++;
    return n;
}

int karnag_track_sum(const nm_data *d, const karnag_state *s, int p, int field, int idx) {
    int sum = 0, nt = karnag_count(d, KARNAG_K_TRACKS);
    for (int t = 0; t < nt; t++) {
        const nm_component *c = karnag_item(d, KARNAG_K_TRACKS, t);
        if (c->field[field] < 0) continue;
        int n = 0;
        const int32_t *v = nm_data_ints(d, c->field[field], &n);
        int at = field == KARNAG_TR_COUNCIL ? s->seat[p].track[t] * 3 + idx : s->seat[p].track[t];
        if (at < n) sum += v[at];
    }
    return sum;
}

void karnag_final_scoring(const nm_data *d, karnag_state *s) {
    const karnag_geo *g = karnag_geometry(d);
    uint8_t in[KARNAG_SQ_MAX];
    int enc = karnag_encircled(d, g, s, in);
    for (int p = 0; p < s->h.players; p++) {
        karnag_seat *q = &s->seat[p];
        q->end_cards = (int16_t)(q->hand_count * karnag_rule(d, KARNAG_R_CARD_END));
        q->end_gems = q->end_menhirs = 0;
        for (int sq = 0; sq < g->sq; sq++) {
            if (s->gem[sq] == p)
                q->end_gems = (int16_t)(q->end_gems + karnag_rule_at(d, KARNAG_R_GEM_END, g->region[sq]));
            if (s->menhir[sq] == p)
                q->end_menhirs = (int16_t)(q->end_menhirs +
                    (enc ? karnag_rule(d, in[sq] ? KARNAG_R_ENC_IN : KARNAG_R_ENC_OTHER)
                         : karnag_rule(d, KARNAG_R_OPEN_MENHIR)));
        }
        q->end_creatures = (int16_t)(karnag_reserve_count(d, s, p, -1) *
            karnag_rule(d, enc ? KARNAG_R_ENC_CREATURE : KARNAG_R_OPEN_CREATURE));
        karnag_add_vp(s, p, q->end_cards + q->end_gems + q->end_menhirs + q->end_creatures, -1);
    }
}
