/* lang_counters.c - the counters a game declares in counters.json, bound to its state
 * table, and expressions evaluated over them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/game.h"
#include "nemeton/lang.h"

enum { CF_STATE, CF_MIN, CF_MAX, CF_SET };
static const nm_param counter_fields[] = {
    [CF_STATE] = {.name = "state", .type = NM_P_STR, .required = 1,
                  .doc = "where the state keeps it: a field path such as \"seats.rune\""},
    [CF_MIN] = {.name = "min", .type = NM_P_INT, .min = -100000, .max = 100000, .def = 0,
                .doc = "floor: a loss never takes it lower"},
    [CF_MAX] = {.name = "max", .type = NM_P_INT, .min = -100000, .max = 100000, .def = 100000,
                .doc = "cap: a gain beyond it is lost"},
    [CF_SET] = {.name = "set", .type = NM_P_STR,
                .doc = "a family it belongs to (\"objects\"), for distinct / pairs / sum"},
};

const nm_kind nm_kind_counters = {
    "counters", counter_fields, (int)(sizeof counter_fields / sizeof counter_fields[0]), 0, 0, 0,
    0, 0, 0,
    "what the game counts (resources, VP, tracks): where the state keeps each, its floor and cap"};

int lang_bind_counters(nm_data *d, const char *file, nm_errors *err) {
    const nm_kind_data *k = nm_data_kind(d, "counters");
    const nm_state_table *t = d->game->state_table;
    if (!k || k->count == 0) return 0;
    int before = err->count;
    d->counters = data_arena_alloc(d, sizeof(nm_counter) * (size_t)k->count);
    d->counter_sets = data_arena_alloc(d, sizeof(const char *) * (size_t)k->count);
    if (!d->counters || !d->counter_sets) {
        nm_errors_add(err, "out of memory loading %s data", d->game->id);
        return -1;
    }
    d->counter_count = k->count;
    for (int i = 0; i < k->count; i++) {
        const nm_component *c = &k->items[i];
        nm_counter *nc = &d->counters[i];
        nm_jpos p = {file, ""};
        p = nm_jpos_index(&p, i);
        nm_jpos sp = nm_jpos_key(&p, "state");
        const char *path = nm_data_str(d, c->field[CF_STATE]);
        if (!t) {
            nm_jerr(err, &sp, "%s describes no state table, so it cannot declare counters", d->game->id);
            return -1;
        }
        if (nm_state_find(t, path, &nc->loc) != 0) {
            nm_jerr(err, &sp, "no field \"%s\" in the %s state (a path such as \"seats.vp\")", path,
                    d->game->id);
            continue;
        }
        const nm_sfield *f = nc->loc.field;
        if ((f->type != NM_SF_INT && f->type != NM_SF_BOOL) || nc->loc.len != 1 || f->size > 4) {
            nm_jerr(err, &sp, "\"%s\" is not a single number of the state", path);
            continue;
        }
        nc->min = c->field[CF_MIN];
        nc->max = c->field[CF_MAX];
        /* The counter's range never exceeds what the state may hold. */
        if (f->type == NM_SF_INT && (nc->min < f->min || nc->max > f->max)) {
            if (nc->min < f->min) nc->min = f->min;
            if (nc->max > f->max) nc->max = f->max;
        }
        if (nc->min > nc->max) {
            nm_jpos mp = nm_jpos_key(&p, "min");
            nm_jerr(err, &mp, "the floor %d is above the cap %d", nc->min, nc->max);
        }
        nc->set = -1;
        const char *set = nm_data_str(d, c->field[CF_SET]);
        if (set[0]) {
            for (int s = 0; s < d->counter_set_count; s++)
                if (strcmp(d->counter_sets[s], set) == 0) nc->set = s;
            if (nc->set < 0) {
                nc->set = d->counter_set_count;
                d->counter_sets[d->counter_set_count++] = set;
            }
        }
    }
    return err->count > before ? -1 : 0;
}

int nm_counter_find(const nm_data *d, const char *id) {
    const nm_kind_data *k = nm_data_kind(d, "counters");
    return k ? nm_data_find(k, id) : -1;
}

int32_t nm_counter_add(const nm_data *d, void *state, int counter, int seat, int32_t delta) {
    const nm_counter *c = &d->counters[counter];
    uint32_t off = c->loc.base + (c->loc.seat_stride ? (uint32_t)seat * c->loc.seat_stride : 0);
    int32_t old = nm_state_get(state, off, c->loc.size, c->loc.is_unsigned);
    int64_t v = (int64_t)old + delta;
    /* A value already past a bound (set by the game's flow) is never pulled back by it. */
    int32_t lo = old < c->min ? old : c->min, hi = old > c->max ? old : c->max;
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    nm_state_set(state, off, c->loc.size, (int32_t)v);
    return (int32_t)v - old;
}

/* ---- evaluation ---- */

static int32_t set_fold(const nm_vm_ctx *ctx, int32_t list, nm_xop op) {
    int n = 0;
    const int32_t *idx = nm_data_ints_in(ctx->data, list, &n);
    int32_t acc = 0;
    for (int i = 0; i < n; i++) {
        int32_t v = nm_counter_get(ctx->data, ctx->state, idx[i], ctx->seat);
        acc += op == NM_X_DISTINCT ? (v > 0) : op == NM_X_PAIRS ? (v > 0 ? v / 2 : 0) : v;
    }
    return acc;
}

static int32_t eval(const nm_vm_ctx *ctx, int32_t e, int it);

/* Components of the seat's zone, those for which cond holds (cond < 0: all). */
static int32_t count_zone(const nm_vm_ctx *ctx, int zone, int32_t cond) {
    const nm_data *d = ctx->data;
    int size = nm_zone_size(d, zone), n = 0;
    for (int i = 0; i < size; i++) {
        int c = nm_zone_at(d, ctx->state, zone, ctx->seat, i);
        if (c >= 0 && (cond < 0 || eval(ctx, cond, c))) n++;
    }
    return n;
}

int32_t nm_expr_eval(const nm_vm_ctx *ctx, int32_t e) { return eval(ctx, e, ctx->it); }

/* e for every seat: how many have more (rank) or the same (tied) as the acting seat. */
static int32_t compare_seats(const nm_vm_ctx *ctx, int32_t e, int it, int rank) {
    int players = nm_state_header(ctx->state)->players;
    int32_t mine = eval(ctx, e, it), n = 0;
    nm_vm_ctx other = *ctx;
    for (int p = 0; p < players; p++) {
        if (p == ctx->seat) continue;
        other.seat = p;
        int32_t v = eval(&other, e, it);
        n += rank ? v > mine : v == mine;
    }
    return rank ? n + 1 : n;
}

static int32_t eval(const nm_vm_ctx *ctx, int32_t e, int it) {
    const nm_data *d = ctx->data;
    if (e < 0 || e >= d->expr_count) return 0;
    const nm_expr *x = &d->exprs[e];
    switch ((nm_xop)x->op) {
    case NM_X_LIT: return x->a;
    case NM_X_COUNTER: return nm_counter_get(d, ctx->state, x->a, ctx->seat);
    case NM_X_ADD: return eval(ctx, x->a, it) + eval(ctx, x->b, it);
    case NM_X_SUB: return eval(ctx, x->a, it) - eval(ctx, x->b, it);
    case NM_X_MUL: return eval(ctx, x->a, it) * eval(ctx, x->b, it);
    case NM_X_DIV: {
        int32_t a = eval(ctx, x->a, it), b = eval(ctx, x->b, it);
        if (b == 0) return 0;
        int32_t q = a / b;
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; /* rounded down */
    }
    case NM_X_MIN: {
        int32_t a = eval(ctx, x->a, it), b = eval(ctx, x->b, it);
        return a < b ? a : b;
    }
    case NM_X_MAX: {
        int32_t a = eval(ctx, x->a, it), b = eval(ctx, x->b, it);
        return a > b ? a : b;
    }
    case NM_X_TABLE: {
        int n = 0;
        const int32_t *t = nm_data_ints_in(d, x->a, &n);
        int32_t i = eval(ctx, x->b, it);
        if (n == 0 || i < 0) return 0;
        return t[i < n ? i : n - 1];
    }
    case NM_X_DISTINCT:
    case NM_X_PAIRS:
    case NM_X_SUM: return set_fold(ctx, x->a, (nm_xop)x->op);
    case NM_X_GE: return eval(ctx, x->a, it) >= eval(ctx, x->b, it);
    case NM_X_GT: return eval(ctx, x->a, it) > eval(ctx, x->b, it);
    case NM_X_LE: return eval(ctx, x->a, it) <= eval(ctx, x->b, it);
    case NM_X_LT: return eval(ctx, x->a, it) < eval(ctx, x->b, it);
    case NM_X_EQ: return eval(ctx, x->a, it) == eval(ctx, x->b, it);
    case NM_X_NE: return eval(ctx, x->a, it) != eval(ctx, x->b, it);
    case NM_X_AND: return eval(ctx, x->a, it) && eval(ctx, x->b, it);
    case NM_X_OR: return eval(ctx, x->a, it) || eval(ctx, x->b, it);
    case NM_X_NOT: return !eval(ctx, x->a, it);
    case NM_X_QUERY: {
        int n = 0;
        const int32_t *args = nm_data_ints_in(d, x->b, &n);
        const nm_game *g = d->game;
        return x->a >= 0 && x->a < g->query_count ? g->queries[x->a].eval(ctx, args) : 0;
    }
    case NM_X_COUNT: return count_zone(ctx, x->a, x->b);
    case NM_X_RANK: return compare_seats(ctx, x->a, it, 1);
    case NM_X_TIED: return compare_seats(ctx, x->a, it, 0);
    case NM_X_PLAYERS: return nm_state_header(ctx->state)->players;
    case NM_X_FIELD: {
        const nm_kind_data *k = &d->kinds[x->a];
        return it >= 0 && it < k->count ? k->items[it].field[x->b] : 0;
    }
    case NM_X_KINDS: break;
    }
    return 0;
}

