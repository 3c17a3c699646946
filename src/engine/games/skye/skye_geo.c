/* skye_geo.c - a kingdom's geometry, Skye's own mechanism: where tiles lie, which edges
 * may touch, the areas of one terrain (completed or not) with the features they own, the
 * roads joined to the castle, lines, squares and the longest road. The scoring tiles and
 * scrolls are expressions in the data over the queries at the end of this file. */
#include <string.h>
#include "skye.h"

#define SK_CELL_OFF (SK_GRID_MAX + SK_CELL_PAD) /* cell[][] index of coordinate 0 */
#define NPQ(a) (int)(sizeof(a) / sizeof((a)[0]))
static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0}; /* N E S W; y grows southwards */

int sk_edge_after(const sk_derived *dv, int tile, int rot, int dir, int8_t *terrain, int8_t *road) {
    int from = (dir - rot) & 3; /* two's complement: the residue mod 4 for negative differences too */
    *terrain = dv->edge[tile][from];
    *road = dv->road[tile][from];
    return from;
}

static int find(int16_t *par, int a) {
    while (par[a] != a) {
        par[a] = par[par[a]];
        a = par[a];
    }
    return a;
}
static void unite(int16_t *par, int a, int b) {
    a = find(par, a);
    b = find(par, b);
    if (a != b) par[b] = (int16_t)a;
}

/* Writes tile k of the kingdom, pl, into the cells: its place, and its edges and roads
 * turned (sk_edge_after, inline: every legal list builds the cells). */
static void geo_put_tile(const sk_derived *dv, sk_geo *g, int k, const sk_place *pl) {
    g->tx[k] = pl->x;
    g->ty[k] = pl->y;
    g->tile[k] = pl->tile;
    g->rot[k] = pl->rot;
    g->cell[pl->y + SK_CELL_OFF][pl->x + SK_CELL_OFF] = (int8_t)k;
    for (int dir = 0; dir < 4; dir++) {
        int from = (dir - pl->rot) & 3;
        g->edge[k][dir] = dv->edge[pl->tile][from];
        g->road[k][dir] = dv->road[pl->tile][from];
    }
}

/* Cells, rotated edges and roads only (enough to judge a placement). */
static void geo_cells_of(const nm_data *d, const sk_place *kingdom, int n, sk_geo *g) {
    const sk_derived *dv = sk_dv(d);
    g->n = n;
    /* only the rows the kingdom spans and SK_CELL_PAD on each side are cleared: cell_at
     * answers -1 further out, cell_near is only asked within two steps of a tile */
    int lo = SK_GRID_MAX, hi = -SK_GRID_MAX, xlo = SK_GRID_MAX, xhi = -SK_GRID_MAX;
    for (int k = 0; k < g->n; k++) {
        int y = kingdom[k].y, x = kingdom[k].x;
        if (y < lo) lo = y;
        if (y > hi) hi = y;
        if (x < xlo) xlo = x;
        if (x > xhi) xhi = x;
    }
    g->ylo = (int8_t)lo;
    g->yhi = (int8_t)hi;
    g->xlo = (int8_t)xlo;
    g->xhi = (int8_t)xhi;
    if (lo <= hi) memset(g->cell[lo + SK_GRID_MAX], -1, sizeof g->cell[0] * (size_t)(hi - lo + 1 + 2 * SK_CELL_PAD));
    for (int k = 0; k < g->n; k++) geo_put_tile(dv, g, k, &kingdom[k]);
}
static void geo_cells(const nm_data *d, const sk_seat *ps, sk_geo *g) { geo_cells_of(d, ps->kingdom, ps->kingdom_count, g); }

/* The tile at (x, y), anywhere: -1 outside the kingdom's rows and the grid. */
static int cell_at(const sk_geo *g, int x, int y) {
    if (x < -SK_GRID_MAX || x > SK_GRID_MAX || y < g->ylo || y > g->yhi) return -1;
    return g->cell[y + SK_CELL_OFF][x + SK_CELL_OFF];
}

/* The same within two steps of a tile (a neighbour's neighbour), where the margin and the
 * cleared rows make the checks needless: the geometry's inner loops ask only there. */
static int cell_near(const sk_geo *g, int x, int y) { return g->cell[y + SK_CELL_OFF][x + SK_CELL_OFF]; }

/* Whether tile turned rot may lie at (x, y): inside the grid, on an empty cell, touching
 * the kingdom, every side against a tile showing the same terrain. Applying an action asks
 * it once, so the kingdom list is read directly instead of building the grid. */
int sk_can_place(const nm_data *d, const sk_seat *ps, int tile, int x, int y, int rot) {
    const sk_derived *dv = sk_dv(d);
    if (x < -dv->grid || x > dv->grid || y < -dv->grid || y > dv->grid) return 0;
    int touch = 0;
    for (int k = 0; k < ps->kingdom_count; k++) {
        const sk_place *pl = &ps->kingdom[k];
        int dx = pl->x - x, dy = pl->y - y;
        if (!dx && !dy) return 0; /* occupied */
        for (int dir = 0; dir < 4; dir++) {
            if (dx != DX[dir] || dy != DY[dir]) continue;
            int8_t t, r;
            sk_edge_after(dv, tile, rot, dir, &t, &r);
            if (dv->edge[pl->tile][((dir + 2) - pl->rot) & 3] != t) return 0;
            touch = 1;
        }
    }
    return touch;
}

void sk_geo_cells(const nm_data *d, const sk_seat *ps, sk_geo *g) { geo_cells(d, ps, g); }
int sk_geo_tile_at(const sk_geo *g, int x, int y) { return cell_at(g, x, y); }

/* Whether (x, y), a neighbour of a tile, may take one: inside the grid and empty. */
static int frontier_open(const sk_derived *dv, const sk_geo *g, int x, int y) {
    return x >= -dv->grid && x <= dv->grid && y >= -dv->grid && y <= dv->grid && cell_near(g, x, y) < 0;
}

/* Appends the open cell (x, y) to f, with the terrain each side must show where a tile lies
 * beside it (need, one byte a side) and which sides those are (mask). */
static void frontier_append(const sk_geo *g, sk_frontier *f, int x, int y) {
    uint32_t need = 0, mask = 0;
    for (int e = 0; e < 4; e++) {
        int nb = cell_near(g, x + DX[e], y + DY[e]);
        if (nb < 0) continue;
        need |= (uint32_t)(uint8_t)g->edge[nb][(e + 2) & 3] << (8 * e);
        mask |= 0xffu << (8 * e);
    }
    f->x[f->n] = (int8_t)x;
    f->y[f->n] = (int8_t)y;
    f->need[f->n] = need;
    f->mask[f->n++] = mask;
}

/* Walks the open cells next to the kingdom into f, each once, in the kingdom's order (each
 * tile's neighbours N E S W). */
static void walk_frontier(const nm_data *d, const sk_geo *g, sk_frontier *f) {
    const sk_derived *dv = sk_dv(d);
    /* cells already met: only the rows next to the kingdom's can be, so only they are cleared */
    uint8_t met[SK_GW][SK_GW] NM_SCRATCH;
    int rlo = g->ylo - 1 < -SK_GRID_MAX ? -SK_GRID_MAX : g->ylo - 1;
    int rhi = g->yhi + 1 > SK_GRID_MAX ? SK_GRID_MAX : g->yhi + 1;
    if (rlo <= rhi) memset(met[rlo + SK_GRID_MAX], 0, sizeof met[0] * (size_t)(rhi - rlo + 1));
    f->n = 0;
    for (int k = 0; k < g->n; k++)
        for (int dir = 0; dir < 4; dir++) {
            int x = g->tx[k] + DX[dir], y = g->ty[k] + DY[dir];
            if (!frontier_open(dv, g, x, y) || met[y + SK_GRID_MAX][x + SK_GRID_MAX]++) continue;
            frontier_append(g, f, x, y);
        }
}

/* Listing a seat's placements reads the frontier once for all the tiles of its hand. */
void sk_geo_frontier(const nm_data *d, const sk_geo *g, sk_frontier *f) { walk_frontier(d, g, f); }

/* The frontiers of the kingdoms last asked, kept per thread: applying a placement asks
 * whether each tile in hand still fits somewhere, and the legal list that follows lists the
 * placements of the same kingdom; the search's iterations start again and again from the
 * same kingdoms and grow each a tile at a time. Entries are keyed by the data's content (its
 * hash) and the kingdom's tiles, the only things the frontier is read from, so they can only
 * answer the same. */
#define FRONTIER_CACHE 8
typedef struct frontier_entry {
    uint64_t data_hash, used; /* used: the cache's clock when last asked */
    int valid, n;
    uint32_t hits; /* times asked since made or grown */
    sk_place kingdom[SK_KINGDOM];
    sk_geo g; /* cells only */
    sk_frontier f;
} frontier_entry;
typedef struct frontier_cache {
    uint64_t clock;
    int last; /* the entry last answered: asked again most often (a placement, then the legal list) */
    frontier_entry e[FRONTIER_CACHE];
} frontier_cache;

/* Adds the kingdom's next tile pl to cells geo_cells wrote (rows cleared as it would). */
static void geo_add_tile(const nm_data *d, sk_geo *g, const sk_place *pl) {
    int k = g->n++, y = pl->y, x = pl->x;
    if (y < g->ylo) { /* rows y - SK_CELL_PAD .. ylo - SK_CELL_PAD - 1 join the cleared ones */
        memset(g->cell[y + SK_GRID_MAX], -1, sizeof g->cell[0] * (size_t)(g->ylo - y));
        g->ylo = (int8_t)y;
    }
    if (y > g->yhi) {
        memset(g->cell[g->yhi + 2 * SK_CELL_PAD + 1 + SK_GRID_MAX], -1, sizeof g->cell[0] * (size_t)(y - g->yhi));
        g->yhi = (int8_t)y;
    }
    if (x < g->xlo) g->xlo = (int8_t)x;
    if (x > g->xhi) g->xhi = (int8_t)x;
    geo_put_tile(sk_dv(d), g, k, pl);
}

/* Copies what geo_cells writes: the cleared rows and the tiles' entries. */
static void geo_copy_cells(sk_geo *to, const sk_geo *from) {
    int n = from->n;
    to->n = n;
    to->ylo = from->ylo;
    to->yhi = from->yhi;
    to->xlo = from->xlo;
    to->xhi = from->xhi;
    if (n > 0) {
        int r0 = from->ylo + SK_GRID_MAX, rows = from->yhi - from->ylo + 1 + 2 * SK_CELL_PAD;
        memcpy(to->cell[r0], from->cell[r0], sizeof from->cell[0] * (size_t)rows);
    }
    memcpy(to->tx, from->tx, sizeof from->tx[0] * (size_t)n);
    memcpy(to->ty, from->ty, sizeof from->ty[0] * (size_t)n);
    memcpy(to->tile, from->tile, sizeof from->tile[0] * (size_t)n);
    memcpy(to->rot, from->rot, sizeof from->rot[0] * (size_t)n);
    memcpy(to->edge, from->edge, sizeof from->edge[0] * (size_t)n);
    memcpy(to->road, from->road, sizeof from->road[0] * (size_t)n);
}

/* The frontier after tile k, the kingdom's last, joined the cells: the cell it took leaves,
 * the cells beside it gain the side it shows, and its empty neighbours not yet listed come
 * last, N E S W: the order walk_frontier gives the whole kingdom. */
static void frontier_add_tile(const nm_data *d, const sk_geo *g, sk_frontier *f, int k) {
    const sk_derived *dv = sk_dv(d);
    int x0 = g->tx[k], y0 = g->ty[k], listed = 0, w = 0;
    for (int i = 0; i < f->n; i++) {
        int dx = f->x[i] - x0, dy = f->y[i] - y0;
        if (!dx && !dy) continue;
        for (int dir = 0; dir < 4; dir++)
            if (dx == DX[dir] && dy == DY[dir]) { /* the cell's side (dir + 2) faces the tile */
                int side = (dir + 2) & 3;
                f->need[i] |= (uint32_t)(uint8_t)g->edge[k][dir] << (8 * side);
                f->mask[i] |= 0xffu << (8 * side);
                listed |= 1 << dir;
            }
        f->x[w] = f->x[i];
        f->y[w] = f->y[i];
        f->need[w] = f->need[i];
        f->mask[w++] = f->mask[i];
    }
    f->n = w;
    for (int dir = 0; dir < 4; dir++) {
        int x = x0 + DX[dir], y = y0 + DY[dir];
        if (!(listed & (1 << dir)) && frontier_open(dv, g, x, y)) frontier_append(g, f, x, y);
    }
}

/* Copies the frontier's cells in use. */
static void frontier_copy(sk_frontier *to, const sk_frontier *from) {
    to->n = from->n;
    memcpy(to->x, from->x, sizeof from->x[0] * (size_t)from->n);
    memcpy(to->y, from->y, sizeof from->y[0] * (size_t)from->n);
    memcpy(to->need, from->need, sizeof from->need[0] * (size_t)from->n);
    memcpy(to->mask, from->mask, sizeof from->mask[0] * (size_t)from->n);
}

static int same_tiles(const sk_place *a, const sk_place *b, int n) {
    return n == 0 || (!memcmp(&a[n - 1], &b[n - 1], sizeof a[0]) && !memcmp(a, b, sizeof a[0] * (size_t)(n - 1)));
}

const sk_frontier *sk_seat_frontier(const nm_data *d, const sk_seat *ps) {
    static _Thread_local frontier_cache c;
    int n = ps->kingdom_count;
    c.clock++;
    frontier_entry *parent = &c.e[c.last], *victim = &c.e[0];
    if (parent->valid && parent->n == n && parent->data_hash == d->hash && same_tiles(parent->kingdom, ps->kingdom, n)) {
        parent->used = c.clock;
        parent->hits++;
        return &parent->f;
    }
    parent = NULL;
    for (int i = 0; i < FRONTIER_CACHE; i++) {
        frontier_entry *e = &c.e[i];
        if (!e->valid) { /* the victim: an empty entry, else the least recently asked */
            if (victim->valid) victim = e;
            continue;
        }
        if (victim->valid && e->used < victim->used) victim = e;
        if (e->data_hash != d->hash) continue;
        if (e->n == n && same_tiles(e->kingdom, ps->kingdom, n)) {
            e->used = c.clock;
            e->hits++;
            c.last = i;
            return &e->f;
        }
        if (!parent && n > 1 && e->n == n - 1 && same_tiles(e->kingdom, ps->kingdom, n - 1)) parent = e;
    }
    frontier_entry *to = parent;
    if (!parent || (parent->hits > 1 && victim != parent)) {
        /* a new entry; one asked again and again (a search's root) is kept and grown into a copy */
        to = victim;
        to->valid = 0;
        if (parent) {
            geo_copy_cells(&to->g, &parent->g);
            frontier_copy(&to->f, &parent->f);
            memcpy(to->kingdom, ps->kingdom, sizeof to->kingdom[0] * (size_t)(n - 1));
        } else {
            geo_cells(d, ps, &to->g);
            walk_frontier(d, &to->g, &to->f);
            memcpy(to->kingdom, ps->kingdom, sizeof to->kingdom[0] * (size_t)n);
        }
        to->data_hash = d->hash;
        to->valid = 1;
    }
    if (parent) { /* the usual step: one tile placed since */
        geo_add_tile(d, &to->g, &ps->kingdom[n - 1]);
        frontier_add_tile(d, &to->g, &to->f, n - 1);
        to->kingdom[n - 1] = ps->kingdom[n - 1];
    }
    to->n = n;
    to->hits = 0;
    to->used = c.clock;
    c.last = (int)(to - c.e);
    return &to->f;
}

/* Every legal placement of tile beside the frontier: writes (x, y, rot) triples in the
 * frontier's order, rotations 0-3, and returns how many (at most max). */
int sk_placements_front(const nm_data *d, const sk_frontier *f, int tile, int8_t (*out)[3], int max) {
    if (max <= 0) return 0;
    const uint32_t *turned = sk_dv(d)->turned[tile];
    int n = 0;
    for (int i = 0; i < f->n; i++)
        for (int rot = 0; rot < 4; rot++) {
            if ((turned[rot] & f->mask[i]) != f->need[i]) continue;
            out[n][0] = f->x[i];
            out[n][1] = f->y[i];
            out[n][2] = (int8_t)rot;
            if (++n >= max) return n;
        }
    return n;
}

int sk_front_fits(const nm_data *d, const sk_frontier *f, int tile) {
    int8_t first[1][3];
    return sk_placements_front(d, f, tile, first, 1) > 0;
}

int sk_feature_area(const nm_data *d, const sk_geo *g, int k, int feat) {
    const sk_derived *dv = sk_dv(d);
    int t = dv->feature_terrain[feat], tile = g->tile[k];
    if (t == SK_CENTRE_AREA || dv->center[tile] == t) return g->part_area[k][0];
    for (int dir = 0; dir < 4; dir++)
        if (g->edge[k][dir] == t) return g->part_area[k][dir + 1];
    return g->part_area[k][0];
}

/* Areas of one terrain over the cells geo_cells wrote, with their tiles and features. */
static void geo_areas(const nm_data *d, sk_geo *g) {
    const sk_derived *dv = sk_dv(d);
    int16_t par[SK_KINGDOM * 5] NM_SCRATCH;
    /* the joins inside each tile come from the data (sk_derived.part_root); between tiles
     * each shared edge is met once, from the tile west or north of it */
    for (int k = 0; k < g->n; k++) {
        const int8_t *root = dv->part_root[g->tile[k]][g->rot[k] & 3];
        for (int p = 0; p < 5; p++) par[k * 5 + p] = (int16_t)(k * 5 + root[p]);
    }
    for (int k = 0; k < g->n; k++)
        for (int dir = 1; dir <= 2; dir++) { /* east, south */
            int n = cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]);
            int opp = (dir + 2) & 3;
            if (n >= 0 && g->edge[n][opp] == g->edge[k][dir]) unite(par, k * 5 + 1 + dir, n * 5 + 1 + opp);
        }
    int16_t id[SK_KINGDOM * 5];
    memset(id, -1, sizeof id);
    g->areas = 0;
    for (int k = 0; k < g->n; k++)
        for (int p = 0; p < 5; p++) {
            int r = find(par, k * 5 + p);
            if (id[r] < 0) {
                int a = g->areas++;
                id[r] = (int16_t)a;
                g->area_terrain[a] = (int8_t)(p == 0 ? dv->center[g->tile[k]] : g->edge[k][p - 1]);
                g->area_gaps[a] = 0;
                g->area_tiles[a] = 0;
                memset(g->area_feat[a], 0, sizeof g->area_feat[a]);
            }
            g->part_area[k][p] = id[r];
        }
    for (int k = 0; k < g->n; k++) {
        for (int p = 0; p < 5; p++) {
            int a = g->part_area[k][p], seen = 0;
            for (int q = 0; q < p; q++) seen |= g->part_area[k][q] == a;
            if (!seen) g->area_tiles[a]++;
            if (p > 0 && cell_near(g, g->tx[k] + DX[p - 1], g->ty[k] + DY[p - 1]) < 0) g->area_gaps[a]++;
        }
        if (dv->feat_any[g->tile[k]])
            for (int f = 0; f < SK_FEATS; f++)
                if (dv->feat[g->tile[k]][f]) g->area_feat[sk_feature_area(d, g, k, f)][f] += dv->feat[g->tile[k]][f];
    }
}

static int find8(int8_t *par, int a) {
    while (par[a] != a) a = par[a];
    return a;
}

/* The areas once tile k, the kingdom's last, has joined cells whose first k tiles' areas are
 * built: its parts join the areas beside them (merging those they join together) or start
 * new ones, numbered as geo_areas numbers them (areas in the order of their first part in
 * the kingdom), so that either way the same geometry comes out. */
static void geo_areas_add(const nm_data *d, sk_geo *g, int k) {
    const sk_derived *dv = sk_dv(d);
    const int8_t *root = dv->part_root[g->tile[k]][g->rot[k] & 3];
    /* nodes 0-4: the tile's parts; 5 + m: met[m], the areas beside it that a part joins */
    int8_t par[9];
    int16_t met[4];
    int nmet = 0, nb[4];
    for (int p = 0; p < 5; p++) par[p] = root[p];
    for (int dir = 0; dir < 4; dir++) {
        nb[dir] = cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]);
        int opp = (dir + 2) & 3;
        if (nb[dir] < 0 || g->edge[nb[dir]][opp] != g->edge[k][dir]) continue;
        int a = g->part_area[nb[dir]][1 + opp], m = 0;
        while (m < nmet && met[m] != a) m++;
        if (m == nmet) {
            met[nmet] = (int16_t)a;
            par[5 + nmet++] = (int8_t)(5 + m);
        }
        int r1 = find8(par, 1 + dir), r2 = find8(par, 5 + m);
        if (r1 != r2) par[r2] = (int8_t)r1;
    }
    /* each group's lowest area met: the others of the group merge into it */
    int16_t low[9];
    for (int i = 0; i < 9; i++) low[i] = -1;
    for (int m = 0; m < nmet; m++) {
        int r = find8(par, 5 + m);
        if (low[r] < 0 || met[m] < low[r]) low[r] = met[m];
    }
    int16_t dead[3], into[3];
    int ndead = 0;
    for (int m = 0; m < nmet; m++) {
        int lo = low[find8(par, 5 + m)];
        if (met[m] != lo) {
            dead[ndead] = met[m];
            into[ndead++] = (int16_t)lo;
        }
    }
    int16_t tgt[3]; /* the areas merged into, numbered anew */
    if (ndead > 0) { /* fold each merged area into its group's lowest, then close the gaps in the numbering */
        for (int i = 0; i < ndead; i++) {
            int a = dead[i], t = into[i];
            g->area_gaps[t] = (int16_t)(g->area_gaps[t] + g->area_gaps[a]);
            for (int f = 0; f < SK_FEATS; f++) g->area_feat[t][f] = (int16_t)(g->area_feat[t][f] + g->area_feat[a][f]);
        }
        int16_t map[SK_AREAS] NM_SCRATCH;
        for (int a = 0, gone = 0; a < g->areas; a++) {
            int i = 0;
            while (i < ndead && dead[i] != a) i++;
            if (i < ndead) { /* merged: its group's lowest is lower, so already mapped */
                map[a] = map[into[i]];
                gone++;
                continue;
            }
            map[a] = (int16_t)(a - gone);
            if (gone) {
                int b = map[a];
                g->area_terrain[b] = g->area_terrain[a];
                g->area_gaps[b] = g->area_gaps[a];
                g->area_tiles[b] = g->area_tiles[a];
                memcpy(g->area_feat[b], g->area_feat[a], sizeof g->area_feat[a]);
            }
        }
        g->areas -= ndead;
        for (int j = 0; j < k; j++)
            for (int p = 0; p < 5; p++) g->part_area[j][p] = map[g->part_area[j][p]];
        for (int i = 0; i < 9; i++)
            if (low[i] >= 0) low[i] = map[low[i]];
        for (int i = 0; i < ndead; i++) tgt[i] = map[into[i]];
    }
    /* the tile's parts: the area their group met, else a new one */
    int16_t fresh_of[5] = {-1, -1, -1, -1, -1};
    for (int p = 0; p < 5; p++) {
        int r = find8(par, p), a = low[r];
        if (a < 0) {
            if (fresh_of[r] < 0) {
                fresh_of[r] = (int16_t)(a = g->areas++);
                g->area_terrain[a] = (int8_t)(p == 0 ? dv->center[g->tile[k]] : g->edge[k][p - 1]);
                g->area_gaps[a] = 0;
                g->area_tiles[a] = 0;
                memset(g->area_feat[a], 0, sizeof g->area_feat[a]);
            }
            a = fresh_of[r];
        }
        g->part_area[k][p] = (int16_t)a;
    }
    /* tiles: one more for each area the tile is in, but an area merged here counted again
     * (a tile may have had parts in two of the areas it joins) */
    for (int p = 0; p < 5; p++) {
        int a = g->part_area[k][p], seen = 0, target = 0;
        for (int q = 0; q < p; q++) seen |= g->part_area[k][q] == a;
        if (seen) continue;
        for (int i = 0; i < ndead; i++) target |= tgt[i] == a;
        if (!target) {
            g->area_tiles[a]++;
            continue;
        }
        int tiles = 0;
        for (int j = 0; j <= k; j++) {
            const int16_t *pa = g->part_area[j];
            tiles += pa[0] == a || pa[1] == a || pa[2] == a || pa[3] == a || pa[4] == a;
        }
        g->area_tiles[a] = (int16_t)tiles;
    }
    /* gaps: the tile's edges that face an empty cell open its areas; its neighbours' edges
     * that faced its cell no longer face an empty one */
    for (int dir = 0; dir < 4; dir++) {
        if (nb[dir] < 0) g->area_gaps[g->part_area[k][1 + dir]]++;
        else g->area_gaps[g->part_area[nb[dir]][1 + ((dir + 2) & 3)]]--;
    }
    if (dv->feat_any[g->tile[k]])
        for (int f = 0; f < SK_FEATS; f++)
            if (dv->feat[g->tile[k]][f]) g->area_feat[sk_feature_area(d, g, k, f)][f] += dv->feat[g->tile[k]][f];
}

/* Tiles joined to the castle by road, over the cells geo_cells wrote. */
static void geo_roads(sk_geo *g) {
    /* roads: a node per (tile, road group) */
    int16_t rp[SK_KINGDOM * 4] NM_SCRATCH;
    for (int i = 0; i < g->n * 4; i++) rp[i] = (int16_t)i;
    for (int k = 0; k < g->n; k++)
        for (int dir = 1; dir <= 2; dir++) { /* east, south: each shared edge once */
            if (!g->road[k][dir]) continue;
            int n = cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]);
            int opp = (dir + 2) & 3;
            if (n >= 0 && g->road[n][opp]) unite(rp, k * 4 + g->road[k][dir], n * 4 + g->road[n][opp]);
        }
    memset(g->road_on, 0, sizeof g->road_on);
    int castle_node = -1;
    for (int dir = 0; dir < 4 && g->n > 0 && castle_node < 0; dir++)
        if (g->road[0][dir]) castle_node = find(rp, g->road[0][dir]);
    for (int k = 0; k < g->n && castle_node >= 0; k++)
        for (int dir = 0; dir < 4; dir++)
            if (g->road[k][dir] && find(rp, k * 4 + g->road[k][dir]) == castle_node)
                g->road_on[k] |= (uint8_t)(1u << g->road[k][dir]);
}

/* The roads once tile k, the kingdom's last, has joined cells whose first k tiles' roads are
 * built: a road of the tile that meets one joined to the castle joins too, and so, through
 * it, do the roads it meets that were not yet. */
static void geo_roads_add(sk_geo *g, int k) {
    g->road_on[k] = 0;
    int16_t todo[SK_KINGDOM * 4] NM_SCRATCH; /* (tile, road) nodes newly joined, their neighbours not yet visited */
    int top = 0;
    for (int dir = 0; dir < 4; dir++) {
        int r = g->road[k][dir];
        if (!r || (g->road_on[k] >> r & 1)) continue;
        int n = cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]);
        if (n < 0) continue;
        int rn = g->road[n][(dir + 2) & 3];
        if (!rn || !(g->road_on[n] >> rn & 1)) continue;
        g->road_on[k] |= (uint8_t)(1u << r);
        todo[top++] = (int16_t)(k * 4 + r);
    }
    while (top > 0) {
        int node = todo[--top], t = node / 4, r = node % 4;
        for (int dir = 0; dir < 4; dir++) {
            if (g->road[t][dir] != r) continue;
            int n = cell_near(g, g->tx[t] + DX[dir], g->ty[t] + DY[dir]);
            if (n < 0) continue;
            int rn = g->road[n][(dir + 2) & 3];
            if (!rn || (g->road_on[n] >> rn & 1)) continue;
            g->road_on[n] |= (uint8_t)(1u << rn);
            todo[top++] = (int16_t)(n * 4 + rn);
        }
    }
}

/* The whole geometry of the kingdoms last built on this thread: a round's scoring, the next
 * round's whisky income and the projection where the search cuts its playout read the same
 * kingdoms again and again, and the kingdoms of a search's playouts grow from the same
 * few. Entries are keyed like the frontier's (data hash, tiles); the least recently asked
 * is replaced. */
#define GEO_CACHE 8
typedef struct geo_entry {
    uint64_t data_hash, used;
    int valid, n;
    sk_place kingdom[SK_KINGDOM];
    sk_geo g;
} geo_entry;
typedef struct geo_cache {
    uint64_t clock;
    geo_entry e[GEO_CACHE];
} geo_cache;

/* Copies what a whole built geometry holds: the cells, and the tiles' and the areas' entries
 * (a fifth of the struct for a kingdom of 15 tiles). */
static void geo_copy(sk_geo *to, const sk_geo *from) {
    int n = from->n, a = from->areas;
    geo_copy_cells(to, from);
    to->areas = a;
    memcpy(to->part_area, from->part_area, sizeof from->part_area[0] * (size_t)n);
    memcpy(to->road_on, from->road_on, sizeof from->road_on[0] * (size_t)n);
    memcpy(to->area_terrain, from->area_terrain, sizeof from->area_terrain[0] * (size_t)a);
    memcpy(to->area_gaps, from->area_gaps, sizeof from->area_gaps[0] * (size_t)a);
    memcpy(to->area_tiles, from->area_tiles, sizeof from->area_tiles[0] * (size_t)a);
    memcpy(to->area_feat, from->area_feat, sizeof from->area_feat[0] * (size_t)a);
}

static void geo_build_of(const nm_data *d, const sk_place *kingdom, int n, sk_geo *g) {
    geo_cells_of(d, kingdom, n, g);
    geo_areas(d, g);
    geo_roads(g);
}
void sk_geo_build_fresh(const nm_data *d, const sk_seat *ps, sk_geo *g) { geo_build_of(d, ps->kingdom, ps->kingdom_count, g); }

/* Keeps the geometry g of the kingdom's first n tiles in the least recently asked entry. */
static void geo_keep(geo_cache *c, const nm_data *d, const sk_place *kingdom, int n, const sk_geo *g) {
    geo_entry *e = &c->e[0];
    for (int i = 1; i < GEO_CACHE && e->valid; i++)
        if (!c->e[i].valid || c->e[i].used < e->used) e = &c->e[i];
    e->valid = 1;
    e->used = c->clock;
    e->data_hash = d->hash;
    e->n = n;
    memcpy(e->kingdom, kingdom, sizeof kingdom[0] * (size_t)n);
    geo_copy(&e->g, g);
}

void sk_geo_build(const nm_data *d, const sk_seat *ps, sk_geo *g) {
    static _Thread_local geo_cache c;
    int n = ps->kingdom_count, shared = 0;
    c.clock++;
    geo_entry *from = NULL; /* else the longest kept kingdom this one grew from */
    for (int i = 0; i < GEO_CACHE; i++) {
        geo_entry *e = &c.e[i];
        if (!e->valid || e->data_hash != d->hash || e->n > n || e->n < 1 || !same_tiles(e->kingdom, ps->kingdom, e->n)) continue;
        if (e->n == n) {
            e->used = c.clock;
            geo_copy(g, &e->g);
            return;
        }
        if (!from || e->n > from->n) from = e;
    }
    for (int i = 0; i < GEO_CACHE && !from; i++) { /* the most first tiles shared with a kept kingdom */
        const geo_entry *e = &c.e[i];
        if (!e->valid || e->data_hash != d->hash) continue;
        int m = e->n < n ? e->n : n, same = 0;
        while (same < m && !memcmp(&e->kingdom[same], &ps->kingdom[same], sizeof ps->kingdom[0])) same++;
        if (same > shared) shared = same;
    }
    if (from) {
        from->used = c.clock;
        geo_copy(g, &from->g);
    } else if (shared > 1) {
        /* another kept kingdom shares the first tiles: they are the kingdom the search
         * started from, which its next playouts will grow too, so it is kept */
        geo_build_of(d, ps->kingdom, shared, g);
        geo_keep(&c, d, ps->kingdom, shared, g);
    } else {
        geo_build_of(d, ps->kingdom, n, g);
        geo_keep(&c, d, ps->kingdom, n, g);
        return;
    }
    /* the tiles beyond added one by one: a playout's kingdom was last built a round ago */
    for (int k = g->n; k < n; k++) {
        geo_add_tile(d, g, &ps->kingdom[k]);
        geo_areas_add(d, g, k);
        geo_roads_add(g, k);
    }
    geo_keep(&c, d, ps->kingdom, n, g);
}

/* The geometry a query reads: the memo's (the seat's built on first use) or, without one,
 * the parts it asks built into local (areas, roads). */
static const sk_geo *query_geo(const nm_vm_ctx *ctx, sk_geo *local, int areas, int roads) {
    const sk_state *s = ctx->state;
    sk_geo_memo *memo = ctx->game_cache;
    if (memo && ctx->seat >= 0 && ctx->seat < SK_MAX_PLAYERS) {
        uint8_t *b = &memo->built[ctx->seat]; /* bits: 1 cells, 2 areas, 4 roads */
        sk_geo *g = &memo->g[ctx->seat];
        if ((areas || roads) && *b != 7) { /* the whole, from the thread's cache when it can */
            sk_geo_build(ctx->data, &s->seat[ctx->seat], g);
            *b = 7;
        } else if (!(*b & 1)) {
            geo_cells(ctx->data, &s->seat[ctx->seat], g);
            *b |= 1;
        }
        return g;
    }
    if (areas || roads) sk_geo_build(ctx->data, &s->seat[ctx->seat], local);
    else geo_cells(ctx->data, &s->seat[ctx->seat], local);
    return local;
}

int sk_whisky_tiles(const nm_data *d, const sk_geo *g) {
    int n = 0;
    for (int k = 1; k < g->n; k++) n += g->road_on[k] && sk_dv(d)->feat[g->tile[k]][SK_F_WHISKY] > 0;
    return n;
}

int sk_whisky_income(const nm_data *d, const sk_seat *ps) {
    sk_geo g NM_SCRATCH;
    sk_geo_build(d, ps, &g);
    return sk_whisky_tiles(d, &g);
}

/* ---- longest road: the longest chain of road pieces without repeating one, in tiles ---- */
typedef struct road_walk {
    const sk_geo *g;
    uint8_t used[SK_KINGDOM * 4];
    uint8_t on_tile[SK_KINGDOM];
    int tiles, best;
    long steps;
} road_walk;

static void walk(road_walk *w, int k, int grp) {
    if (++w->steps > 200000) return;
    const sk_geo *g = w->g;
    w->used[k * 4 + grp] = 1;
    if (w->on_tile[k]++ == 0) w->tiles++;
    if (w->tiles > w->best) w->best = w->tiles;
    for (int dir = 0; dir < 4; dir++) {
        if (g->road[k][dir] != grp) continue;
        int n = cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]);
        if (n < 0) continue;
        int h = g->road[n][(dir + 2) % 4];
        if (h && !w->used[n * 4 + h]) walk(w, n, h);
    }
    if (--w->on_tile[k] == 0) w->tiles--;
    w->used[k * 4 + grp] = 0;
}

int sk_longest_road(const sk_geo *g) {
    road_walk w;
    memset(&w, 0, sizeof w);
    w.g = g;
    for (int k = 0; k < g->n; k++)
        for (int grp = 1; grp <= 3; grp++) {
            int has = 0;
            for (int dir = 0; dir < 4; dir++) has |= g->road[k][dir] == grp;
            if (has) walk(&w, k, grp);
        }
    return w.best;
}

/* ---- queries ---- */

static const char *const q_kind_names[] = {"tiles", "whisky", "sheep", "cattle", "animals", "farm",
                                           "broch", "lighthouse", "ship", "open_edges", NULL};
enum { QK_TILES, QK_WHISKY, QK_SHEEP, QK_CATTLE, QK_ANIMALS, QK_FARM, QK_BROCH, QK_LIGHTHOUSE, QK_SHIP, QK_OPEN };
static const char *const q_terrain_names[] = {"any", "pasture", "mountain", "water", NULL};
static const char *const q_feat_names[] = {"none", "whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship", NULL};
static const char *const q_count_names[] = {"tiles", "whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship", NULL};
static const char *const q_dir_names[] = {"column", "row", "both", "diagonal", NULL};
static const char *const q_measure_names[] = {"runs", "most", NULL};

static const char *const q_kind_en[] = {"tiles", "tiles with whisky", "sheep", "cattle", "sheep and cattle", "farms",
                                        "brochs", "lighthouses", "ships", "edges facing no tile"};
static const char *const q_kind_fr[] = {"tuiles", "tuiles avec du whisky", "moutons", "bétails", "moutons et bétails",
                                        "fermes", "brochs", "phares", "bateaux", "bords sans tuile voisine"};
static const char *const q_terr_en[] = {"", " pasture", " mountain", " water"};
static const char *const q_terr_fr[] = {"", " de pâturage", " de montagne", " d'eau"};
static const char *const q_feat_en[] = {"", "whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship"};
static const char *const q_feat_fr[] = {"", "whisky", "mouton", "bétail", "ferme", "broch", "phare", "bateau"};
static const char *const q_count_en[] = {"tiles", "whisky", "sheep", "cattle", "farms", "brochs", "lighthouses", "ships"};
static const char *const q_count_fr[] = {"tuiles", "whisky", "moutons", "bétail", "fermes", "brochs", "phares", "bateaux"};
static const char *const q_dir_en[] = {"columns", "rows", "rows and columns", "diagonals"};
static const char *const q_dir_fr[] = {"colonnes", "lignes", "lignes et colonnes", "diagonales"};

enum { QF_KIND, QF_ROAD, QF_TERRAIN, QF_COMPLETED, QF_NEAR };
static const nm_param q_features[] = {
    [QF_KIND] = {.name = "kind", .type = NM_P_ENUM, .names = q_kind_names, .required = 1,
                 .doc = "what is counted on each tile (open_edges: edges facing no tile)",
                 .words = {q_kind_en, q_kind_fr}},
    [QF_ROAD] = {.name = "road", .type = NM_P_BOOL, .doc = "only tiles joined to the castle by road"},
    [QF_TERRAIN] = {.name = "terrain", .type = NM_P_ENUM, .names = q_terrain_names,
                    .doc = "only tiles with a part of an area of this terrain (open_edges: edges of it)",
                    .words = {q_terr_en, q_terr_fr}},
    [QF_COMPLETED] = {.name = "completed", .type = NM_P_BOOL, .doc = "that area completed"},
    [QF_NEAR] = {.name = "near", .type = NM_P_ENUM, .names = q_feat_names,
                 .doc = "only tiles showing this feature or next to one (diagonals too)", .words = {q_feat_en, q_feat_fr}},
};
enum { QA_TERRAIN, QA_COMPLETED, QA_MIN_TILES, QA_FEATURE, QA_MIN_FEATURE, QA_FEATURE2 };
static const nm_param q_areas[] = {
    [QA_TERRAIN] = {.name = "terrain", .type = NM_P_ENUM, .names = q_terrain_names, .doc = "the areas' terrain",
                    .words = {q_terr_en, q_terr_fr}},
    [QA_COMPLETED] = {.name = "completed", .type = NM_P_BOOL, .doc = "only completed areas"},
    [QA_MIN_TILES] = {.name = "min_tiles", .type = NM_P_INT, .min = 0, .max = 99, .doc = "only areas of this many tiles or more"},
    [QA_FEATURE] = {.name = "feature", .type = NM_P_ENUM, .names = q_feat_names, .doc = "only areas owning this feature",
                    .words = {q_feat_en, q_feat_fr}},
    [QA_MIN_FEATURE] = {.name = "min_feature", .type = NM_P_INT, .min = 0, .max = 99, .def = 1, .doc = "at least this many of it"},
    [QA_FEATURE2] = {.name = "feature2", .type = NM_P_ENUM, .names = q_feat_names, .doc = "and at least one of this one",
                     .words = {q_feat_en, q_feat_fr}},
};
enum { QL_TERRAIN, QL_COMPLETED, QL_COUNT };
static const nm_param q_largest[] = {
    [QL_TERRAIN] = {.name = "terrain", .type = NM_P_ENUM, .names = q_terrain_names, .doc = "the areas' terrain",
                    .words = {q_terr_en, q_terr_fr}},
    [QL_COMPLETED] = {.name = "completed", .type = NM_P_BOOL, .doc = "only completed areas"},
    [QL_COUNT] = {.name = "count", .type = NM_P_ENUM, .names = q_count_names,
                  .doc = "what measures an area: its tiles, or a feature it owns", .words = {q_count_en, q_count_fr}},
};
enum { QN_DIR, QN_MIN, QN_MEASURE };
static const nm_param q_lines[] = {
    [QN_DIR] = {.name = "dir", .type = NM_P_ENUM, .names = q_dir_names, .required = 1,
                .doc = "columns, rows, both, or the diagonals", .words = {q_dir_en, q_dir_fr}},
    [QN_MIN] = {.name = "min", .type = NM_P_INT, .min = 1, .max = 30, .def = 3, .doc = "runs: adjacent tiles needed"},
    [QN_MEASURE] = {.name = "measure", .type = NM_P_ENUM, .names = q_measure_names,
                    .doc = "runs: how many runs of adjacent tiles reach min; most: the most tiles on one line (gaps allowed)"},
};

static int area_ok(const sk_geo *g, int a, int terrain, int completed) {
    return (terrain == 0 || g->area_terrain[a] == terrain - 1) && (!completed || !g->area_gaps[a]);
}

static int32_t q_features_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    const nm_data *d = ctx->data;
    const sk_derived *dv = sk_dv(d);
    sk_geo local NM_SCRATCH;
    int kind = args[QF_KIND], terrain = args[QF_TERRAIN], near = args[QF_NEAR];
    /* areas and roads only when a filter asks */
    const sk_geo *g = query_geo(ctx, &local, terrain || args[QF_COMPLETED], args[QF_ROAD]);
    int32_t total = 0;
    int counts_features = kind != QK_TILES && kind != QK_OPEN;
    for (int k = 0; k < g->n; k++) {
        int t = g->tile[k];
        if (kind == QK_TILES && k == 0) continue; /* the castle is no tile you built */
        if (counts_features && !dv->feat_any[t]) continue; /* it would add nothing */
        if (args[QF_ROAD] && !g->road_on[k]) continue;
        if (kind == QK_OPEN) {
            for (int dir = 0; dir < 4; dir++)
                if ((terrain == 0 || g->edge[k][dir] == terrain - 1) && cell_near(g, g->tx[k] + DX[dir], g->ty[k] + DY[dir]) < 0)
                    total++;
            continue;
        }
        if (terrain || args[QF_COMPLETED]) {
            int ok = 0;
            for (int p = 0; p < 5 && !ok; p++) ok = area_ok(g, g->part_area[k][p], terrain, args[QF_COMPLETED]);
            if (!ok) continue;
        }
        if (near) {
            int ok = 0;
            for (int dy = -1; dy <= 1 && !ok; dy++)
                for (int dx = -1; dx <= 1 && !ok; dx++) {
                    int n = cell_near(g, g->tx[k] + dx, g->ty[k] + dy);
                    ok = n >= 0 && dv->feat[g->tile[n]][near - 1] > 0;
                }
            if (!ok) continue;
        }
        switch (kind) {
        case QK_TILES: total++; break;
        case QK_WHISKY: total += dv->feat[t][SK_F_WHISKY] > 0; break; /* tiles with whisky */
        case QK_ANIMALS: total += dv->feat[t][SK_F_SHEEP] + dv->feat[t][SK_F_CATTLE]; break;
        case QK_SHEEP: total += dv->feat[t][SK_F_SHEEP]; break;
        case QK_CATTLE: total += dv->feat[t][SK_F_CATTLE]; break;
        case QK_FARM: total += dv->feat[t][SK_F_FARM]; break;
        case QK_BROCH: total += dv->feat[t][SK_F_BROCH]; break;
        case QK_LIGHTHOUSE: total += dv->feat[t][SK_F_LIGHTHOUSE]; break;
        case QK_SHIP: total += dv->feat[t][SK_F_SHIP]; break;
        default: break;
        }
    }
    return total;
}

static int32_t q_areas_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    sk_geo local NM_SCRATCH;
    const sk_geo *g = query_geo(ctx, &local, 1, 0);
    int32_t n = 0;
    for (int a = 0; a < g->areas; a++) {
        if (!area_ok(g, a, args[QA_TERRAIN], args[QA_COMPLETED]) || g->area_tiles[a] < args[QA_MIN_TILES]) continue;
        if (args[QA_FEATURE] && g->area_feat[a][args[QA_FEATURE] - 1] < args[QA_MIN_FEATURE]) continue;
        if (args[QA_FEATURE2] && g->area_feat[a][args[QA_FEATURE2] - 1] < 1) continue;
        n++;
    }
    return n;
}

static int32_t q_largest_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    sk_geo local NM_SCRATCH;
    const sk_geo *g = query_geo(ctx, &local, 1, 0);
    int32_t best = 0;
    for (int a = 0; a < g->areas; a++) {
        if (!area_ok(g, a, args[QL_TERRAIN], args[QL_COMPLETED])) continue;
        int32_t v = args[QL_COUNT] == 0 ? g->area_tiles[a] : g->area_feat[a][args[QL_COUNT] - 1];
        if (v > best) best = v;
    }
    return best;
}

/* One line of the kingdom's box from (x, y) by (lx, ly) to the box's edge: adds its runs of
 * at least min tiles to *result, or with most keeps in it the most tiles a line holds. */
static void line_runs(const sk_geo *g, int x, int y, int lx, int ly, int min, int most, int32_t *result) {
    int run = 0, on = 0;
    for (; x >= g->xlo && x <= g->xhi && y >= g->ylo && y <= g->yhi; x += lx, y += ly) {
        if (cell_near(g, x, y) >= 0) {
            run++;
            on++;
        } else {
            if (!most && run >= min) ++*result;
            run = 0;
        }
    }
    if (!most && run >= min) ++*result;
    if (most && on > *result) *result = on;
}

static int32_t q_lines_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    sk_geo local NM_SCRATCH;
    const sk_geo *g = query_geo(ctx, &local, 0, 0);
    int dir = args[QN_DIR], min = args[QN_MIN], most = args[QN_MEASURE] == 1;
    int32_t result = 0;
    /* Only the kingdom's bounding box is walked: every cell outside it is empty, so each
     * line's runs (min is at least 1, by the schema) and tiles are those of its stretch
     * inside. Each line starts where its predecessor is off the box: the top row for the
     * columns, the left column for the rows, the left column then the top (or bottom) row
     * for the diagonals. */
    if (g->n <= 0) return 0;
    int xlo = g->xlo, xhi = g->xhi, ylo = g->ylo, yhi = g->yhi;
    if (dir == 0 || dir == 2)
        for (int x = xlo; x <= xhi; x++) line_runs(g, x, ylo, 0, 1, min, most, &result);
    if (dir == 1 || dir == 2)
        for (int y = ylo; y <= yhi; y++) line_runs(g, xlo, y, 1, 0, min, most, &result);
    if (dir == 3) {
        for (int y = ylo; y <= yhi; y++) line_runs(g, xlo, y, 1, 1, min, most, &result);
        for (int x = xlo + 1; x <= xhi; x++) line_runs(g, x, ylo, 1, 1, min, most, &result);
        for (int y = ylo; y <= yhi; y++) line_runs(g, xlo, y, 1, -1, min, most, &result);
        for (int x = xlo + 1; x <= xhi; x++) line_runs(g, x, yhi, 1, -1, min, most, &result);
    }
    return result;
}

static int32_t q_squares_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    (void)args;
    sk_geo local NM_SCRATCH;
    const sk_geo *g = query_geo(ctx, &local, 0, 0);
    int32_t n = 0;
    for (int k = 0; k < g->n; k++) {
        int x = g->tx[k], y = g->ty[k];
        n += cell_at(g, x + 1, y) >= 0 && cell_at(g, x, y + 1) >= 0 && cell_at(g, x + 1, y + 1) >= 0;
    }
    return n;
}

static int32_t q_road_eval(const nm_vm_ctx *ctx, const int32_t *args) {
    (void)args;
    sk_geo local NM_SCRATCH;
    const sk_geo *g = query_geo(ctx, &local, 0, 0);
    return sk_longest_road(g);
}

const nm_query_def sk_queries[SK_Q_COUNT] = {
    [SK_Q_FEATURES] = {"features", q_features, NPQ(q_features), q_features_eval,
                       {"your {kind}{?road: joined to the castle by road}{?terrain: in a{?completed: completed}{terrain} area}"
                        "{?near: on or next to a {near}}",
                        "vos {kind}{?road: reliés au château par la route}{?terrain: dans une zone{terrain}{?completed: complétée}}"
                        "{?near: sur une tuile {near} ou à côté}"},
                       "counts a feature (or tiles, or open edges) over your tiles, with filters: joined to the "
                       "castle by road, in an area of a terrain (completed), near a feature"},
    [SK_Q_AREAS] = {"areas", q_areas, NPQ(q_areas), q_areas_eval,
                    {"your{?completed: completed}{terrain} areas{?min_tiles: of {min_tiles} tiles or more}"
                     "{?feature: with {min_feature} {feature} or more}{?feature2: and a {feature2}}",
                     "vos zones{terrain}{?completed: complétées}{?min_tiles: d'au moins {min_tiles} tuiles}"
                     "{?feature: avec au moins {min_feature} {feature}}{?feature2: et un {feature2}}"},
                    "counts areas (maximal regions of one terrain) by terrain, completion, size and features owned"},
    [SK_Q_LARGEST] = {"largest_area", q_largest, NPQ(q_largest), q_largest_eval,
                      {"the {count} of your largest{?completed: completed}{terrain} area",
                       "les {count} de votre plus grande zone{terrain}{?completed: complétée}"},
                      "the largest area of a terrain: its tiles, or the most of a feature one area owns"},
    [SK_Q_LINES] = {"lines", q_lines, NPQ(q_lines), q_lines_eval,
                    {"{!measure:your {dir} of {min} adjacent tiles or more}{?measure:the tiles of your longest line of {dir} (gaps allowed)}",
                     "{!measure:vos {dir} d'au moins {min} tuiles adjacentes}{?measure:les tuiles de votre plus longue ligne en {dir} (trous permis)}"},
                    "runs of adjacent tiles in columns / rows / diagonals, or the most tiles on one line"},
    [SK_Q_SQUARES] = {"squares", NULL, 0, q_squares_eval, {"your squares of 2 x 2 tiles", "vos carrés de 2 x 2 tuiles"},
                      "2 x 2 blocks of tiles (overlapping ones count)"},
    [SK_Q_LONGEST_ROAD] = {"longest_road", NULL, 0, q_road_eval,
                           {"the tiles of your longest road", "les tuiles de votre plus longue route"},
                           "tiles on your longest continuous road (no branch, a tile once)"},
};
