/* lang_zones.c - where components lie (zones.json), bound to id arrays of the state table:
 * lists (deck, hand, cards played; the last is the top) and rows of slots; reading,
 * taking and putting components for the core ops move and for_each. */
#include <stdio.h>
#include <string.h>

#include "data_internal.h"
#include "nemeton/game.h"
#include "nemeton/lang.h"

enum { ZF_STATE, ZF_HOLDS, ZF_HIDDEN };
static const nm_param zone_fields[] = {
    [ZF_STATE] = {.name = "state", .type = NM_P_STR, .required = 1,
                  .doc = "where the state keeps it: an id array such as \"creature_row\" or \"seats.hand\""},
    [ZF_HOLDS] = {.name = "holds", .type = NM_P_STR, .required = 1,
                  .doc = "the kind of component it holds (\"creatures\")"},
    [ZF_HIDDEN] = {.name = "hidden", .type = NM_P_BOOL, .def = 0,
                   .doc = "its contents are hidden (a deck): taking one reveals it"},
};

const nm_kind nm_kind_zones = {
    "zones", zone_fields, (int)(sizeof zone_fields / sizeof zone_fields[0]), 0, 0, 0, 0, 0, 0,
    "where components lie: decks, rows, hands, what a seat has in play"};

int lang_bind_zones(nm_data *d, const char *file, nm_errors *err) {
    const nm_kind_data *k = nm_data_kind(d, "zones");
    const nm_state_table *t = d->game->state_table;
    if (!k || k->count == 0) return 0;
    int before = err->count;
    d->zones = data_arena_alloc(d, sizeof(nm_zone) * (size_t)k->count);
    if (!d->zones) {
        nm_errors_add(err, "out of memory loading %s data", d->game->id);
        return -1;
    }
    d->zone_count = k->count;
    for (int i = 0; i < k->count; i++) {
        const nm_component *c = &k->items[i];
        nm_zone *z = &d->zones[i];
        nm_jpos p = {file, ""};
        p = nm_jpos_index(&p, i);
        nm_jpos sp = nm_jpos_key(&p, "state"), hp = nm_jpos_key(&p, "holds");
        const char *path = nm_data_str(d, c->field[ZF_STATE]);
        const char *holds = nm_data_str(d, c->field[ZF_HOLDS]);
        z->kind = -1;
        for (int q = 0; q < d->game->kind_count; q++)
            if (strcmp(d->game->kinds[q].name, holds) == 0) z->kind = q;
        if (z->kind < 0) {
            nm_jerr(err, &hp, "%s has no kind \"%s\"", d->game->id, holds);
            continue;
        }
        if (!t || nm_state_find(t, path, &z->loc) != 0) {
            nm_jerr(err, &sp, "no field \"%s\" in the %s state (a path such as \"seats.hand\")", path,
                    d->game->id);
            continue;
        }
        const nm_sfield *f = z->loc.field;
        if (f->type != NM_SF_ID || f->shape != NM_SH_ARRAY || !f->ref || strcmp(f->ref, holds) != 0) {
            nm_jerr(err, &sp, "\"%s\" is not a list of %s ids in the state", path, holds);
            continue;
        }
        z->slots = (uint8_t)(f->nullable != 0); /* a row: null is an empty slot */
        z->hidden = (uint8_t)(c->field[ZF_HIDDEN] != 0);
    }
    return err->count > before ? -1 : 0;
}

int nm_zone_find(const nm_data *d, const char *id) {
    const nm_kind_data *k = nm_data_kind(d, "zones");
    return k ? nm_data_find(k, id) : -1;
}

static uint32_t seat_base(const nm_zone *z, int seat, uint32_t off) {
    return off + (z->loc.seat_stride ? (uint32_t)seat * z->loc.seat_stride : 0);
}

/* A list's length; a row's slots (its count field when it has one). */
static int list_len(const nm_zone *z, const void *state, int seat) {
    if (z->slots && z->loc.count_base < 0) return z->loc.len;
    int n = nm_state_get(state, seat_base(z, seat, (uint32_t)z->loc.count_base), z->loc.count_size, 0);
    return n < 0 ? 0 : n > z->loc.len ? z->loc.len : n;
}

int nm_zone_size(const nm_data *d, int zone) { return d->zones[zone].loc.len; }

int nm_zone_at(const nm_data *d, const void *state, int zone, int seat, int i) {
    const nm_zone *z = &d->zones[zone];
    if (i < 0 || i >= list_len(z, state, seat)) return -1;
    return nm_state_get(state, seat_base(z, seat, z->loc.base + (uint32_t)i * z->loc.stride), z->loc.size,
                        z->loc.is_unsigned);
}

int nm_zone_count(const nm_data *d, const void *state, int zone, int seat) {
    const nm_zone *z = &d->zones[zone];
    if (!z->slots) return list_len(z, state, seat);
    int n = 0, slots = list_len(z, state, seat);
    for (int i = 0; i < slots; i++) n += nm_zone_at(d, state, zone, seat, i) >= 0;
    return n;
}

int nm_zone_take(const nm_data *d, void *state, int zone, int seat, int i) {
    const nm_zone *z = &d->zones[zone];
    int c = nm_zone_at(d, state, zone, seat, i);
    if (c < 0) return -1;
    if (z->slots) {
        nm_state_set(state, seat_base(z, seat, z->loc.base + (uint32_t)i * z->loc.stride), z->loc.size, -1);
    } else {
        int n = list_len(z, state, seat);
        for (int k = i; k + 1 < n; k++)
            nm_state_set(state, seat_base(z, seat, z->loc.base + (uint32_t)k * z->loc.stride), z->loc.size,
                         nm_zone_at(d, state, zone, seat, k + 1));
        /* no stale id past the count */
        nm_state_set(state, seat_base(z, seat, z->loc.base + (uint32_t)(n - 1) * z->loc.stride), z->loc.size, 0);
        nm_state_set(state, seat_base(z, seat, (uint32_t)z->loc.count_base), z->loc.count_size, n - 1);
    }
    if (z->hidden) ((nm_header *)state)->reveals++;
    return c;
}

int nm_zone_put(const nm_data *d, void *state, int zone, int seat, int component) {
    const nm_zone *z = &d->zones[zone];
    if (z->slots) {
        int slots = list_len(z, state, seat);
        for (int i = 0; i < slots; i++)
            if (nm_zone_at(d, state, zone, seat, i) < 0) {
                nm_state_set(state, seat_base(z, seat, z->loc.base + (uint32_t)i * z->loc.stride), z->loc.size,
                             component);
                return 0;
            }
        return -1;
    }
    int n = list_len(z, state, seat);
    if (n >= z->loc.len) return -1;
    nm_state_set(state, seat_base(z, seat, z->loc.base + (uint32_t)n * z->loc.stride), z->loc.size, component);
    nm_state_set(state, seat_base(z, seat, (uint32_t)z->loc.count_base), z->loc.count_size, n + 1);
    return 0;
}
