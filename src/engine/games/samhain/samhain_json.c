/* samhain_json.c - the Samhain state as readable JSON (cards, temples and objects by id)
 * and back. from_json checks every value's range, every id, the village layout, and the
 * conservation of members, resources, will-o'-wisps and objects, and names the JSON path
 * of what it refuses. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/state_json.h"
#include "samhain.h"

static const char *const phase_names[] = {"place", "main", "act", "over"};
static const char *const ev_names[] = {"none", "sacrifice", "buyback"};
static const char *const cont_names[] = {"none", "develop", "effect", "copy", "buyback", "sickle"};

static cJSON *ints(const int8_t *v, int n) {
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

static cJSON *objects_json(const nm_data *d, const int8_t *v) {
    cJSON *o = cJSON_CreateObject();
    for (int k = 0; k < SAMHAIN_OBJS; k++)
        cJSON_AddNumberToObject(o, samhain_object(d, k)->id, v[k]);
    return o;
}

cJSON *samhain_to_json(const nm_data *d, const void *state) {
    const samhain_state *s = state;
    int np = s->h.players;
    cJSON *j = cJSON_CreateObject();
    nm_header_to_json(j, &s->h);
    cJSON *opt = cJSON_AddObjectToObject(j, "options");
    for (int i = 0; i < SAMHAIN_OPT_COUNT; i++)
        cJSON_AddNumberToObject(opt, samhain_game()->options[i].id, s->opt[i]);
    cJSON_AddStringToObject(j, "phase", phase_names[s->phase >= 0 && s->phase < 4 ? s->phase : 0]);
    cJSON_AddNumberToObject(j, "round", s->round);
    cJSON_AddNumberToObject(j, "rounds", s->rounds);
    cJSON_AddNumberToObject(j, "first", s->first);
    cJSON_AddNumberToObject(j, "current", s->current);
    cJSON_AddNumberToObject(j, "passes", s->passes);
    cJSON *tem = cJSON_AddArrayToObject(j, "temples");
    for (int r = 0; r < SAMHAIN_ROWS; r++)
        cJSON_AddItemToArray(tem, cJSON_CreateString(samhain_temple(d, s->temple_row[r])->id));
    cJSON *vil = cJSON_AddArrayToObject(j, "village");
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        cJSON_AddItemToArray(vil, cJSON_CreateString(samhain_card(d, s->layout[c])->id));
    cJSON *cells = cJSON_AddArrayToObject(j, "cells");
    for (int c = 0; c < SAMHAIN_CELLS; c++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddItemToObject(o, "ready", ints(s->ready[c], np));
        cJSON_AddItemToObject(o, "tired", ints(s->tired[c], np));
        cJSON_AddItemToArray(cells, o);
    }
    cJSON *tr = cJSON_AddObjectToObject(j, "tracks");
    for (int t = 0; t < SAMHAIN_TEMPLES; t++) {
        cJSON *o = cJSON_AddObjectToObject(tr, samhain_temple(d, t)->id);
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
            cJSON_AddItemToObject(o, samhain_side_names[sd], ints(s->track[t][sd], np));
    }
    cJSON *res = cJSON_AddObjectToObject(j, "reserve");
    for (int r = 0; r < SAMHAIN_RES; r++)
        cJSON_AddNumberToObject(res, samhain_res_names[r], s->res_reserve[r]);
    cJSON_AddNumberToObject(res, "wisps", s->wisp_reserve);
    cJSON_AddItemToObject(res, "objects", objects_json(d, s->obj_reserve));
    cJSON *pl = cJSON_AddObjectToObject(j, "placement");
    cJSON_AddNumberToObject(pl, "left", s->place_left);
    cJSON_AddNumberToObject(pl, "seat", s->place_seat);
    cJSON *act = cJSON_AddObjectToObject(j, "activation");
    cJSON_AddNumberToObject(act, "cell", s->act_cell);
    cJSON_AddNumberToObject(act, "origin", s->act_origin);
    cJSON_AddNumberToObject(act, "seat", s->act_seat);
    cJSON_AddNumberToObject(act, "last", s->act_last);
    cJSON_AddItemToObject(act, "left", ints(s->act_left, np));
    cJSON *eff = cJSON_AddObjectToObject(j, "effect");
    if (s->eff_card >= 0) cJSON_AddStringToObject(eff, "card", samhain_card(d, s->eff_card)->id);
    else
        cJSON_AddStringToObject(eff, "object",
                                samhain_object(d, (-s->eff_card - 1) % SAMHAIN_OBJS)->id);
    cJSON_AddNumberToObject(eff, "side", s->eff_side);
    cJSON_AddNumberToObject(eff, "seat", s->eff_seat);
    cJSON_AddNumberToObject(eff, "bonus", s->eff_bonus);
    cJSON_AddNumberToObject(eff, "cell", s->eff_cell);
    cJSON_AddNumberToObject(eff, "copy", s->eff_copy);
    cJSON *pay = cJSON_AddObjectToObject(j, "payment");
    cJSON_AddNumberToObject(pay, "seat", s->pay_seat);
    cJSON_AddNumberToObject(pay, "left", s->pay_left);
    cJSON_AddStringToObject(pay, "then",
                            cont_names[s->pay_cont >= 0 && s->pay_cont < 6 ? s->pay_cont : 0]);
    cJSON_AddNumberToObject(pay, "arg", s->pay_arg);
    cJSON *ev = cJSON_AddObjectToObject(j, "event");
    cJSON_AddStringToObject(ev, "stage", ev_names[s->ev >= 0 && s->ev < 3 ? s->ev : 0]);
    cJSON_AddNumberToObject(ev, "seat", s->ev_seat);
    cJSON_AddItemToObject(ev, "sacrifice", ints(s->ev_sac, np));
    cJSON *co = cJSON_AddObjectToObject(j, "counterpart");
    cJSON_AddStringToObject(co, "card", samhain_card(d, s->co_card)->id);
    cJSON_AddNumberToObject(co, "side", s->co_side);
    cJSON_AddNumberToObject(co, "from", s->co_from);
    cJSON_AddNumberToObject(co, "cell", s->co_cell);
    cJSON_AddNumberToObject(co, "next", s->co_next);
    cJSON *seats = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < np; p++) {
        const samhain_seat *st = &s->seat[p];
        cJSON *o = cJSON_CreateObject();
        for (int r = 0; r < SAMHAIN_RES; r++)
            cJSON_AddNumberToObject(o, samhain_res_names[r], st->normal[r]);
        cJSON *rom = cJSON_AddObjectToObject(o, "roman");
        for (int r = 0; r < SAMHAIN_RES; r++)
            cJSON_AddNumberToObject(rom, samhain_res_names[r], st->roman[r]);
        cJSON_AddNumberToObject(o, "wisps", st->wisps);
        cJSON_AddNumberToObject(o, "reserve", st->reserve);
        cJSON_AddNumberToObject(o, "graveyard", st->grave);
        cJSON_AddItemToObject(o, "objects", objects_json(d, st->obj));
        cJSON_AddItemToObject(o, "used", objects_json(d, st->used));
        cJSON_AddNumberToObject(o, "placed", st->placed);
        cJSON_AddNumberToObject(o, "vp", st->vp);
        cJSON_AddNumberToObject(o, "corrupt", st->corrupt);
        cJSON_AddNumberToObject(o, "resource_bonus", st->bonus_res);
        cJSON_AddNumberToObject(o, "wisp_malus", st->malus_wisp);
        cJSON *src = cJSON_AddObjectToObject(o, "vp_sources");
        for (int k = 0; k < SAMHAIN_VP_SOURCES; k++)
            if (k != SAMHAIN_VPS_OTHER || st->vp_src[k]) cJSON_AddNumberToObject(src, samhain_vp_source_keys[k], st->vp_src[k]);
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddItemToObject(j, "vm", nm_vm_to_json(&s->vm));
    return j;
}

/* ---- reading ---- */

typedef struct reader {
    const nm_data *d;
    nm_errors *err;
    int bad;
} reader;

static const cJSON *obj_at(reader *r, const cJSON *o, const char *key, const nm_jpos *p,
                           nm_jpos *kp, const char *const *keys, int nkeys) {
    *kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsObject(v)) {
        nm_jerr(r->err, kp, "expected an object");
        r->bad++;
        return NULL;
    }
    if (keys && nm_json_check_keys(v, kp, keys, nkeys, r->err) > 0) r->bad++;
    return v;
}

static int get(reader *r, const cJSON *o, const char *key, const nm_jpos *p, int64_t lo,
               int64_t hi) {
    int64_t v = lo;
    if (!o || nm_json_get_int(o, key, p, 1, lo, hi, &v, r->err) != 1) {
        if (!o) {
            nm_jpos kp = nm_jpos_key(p, key);
            nm_jerr(r->err, &kp, "missing (required)");
        }
        r->bad++;
        return (int)lo;
    }
    return (int)v;
}

static void get_ints(reader *r, const cJSON *o, const char *key, const nm_jpos *p, int n,
                     int lo, int hi, int8_t *out) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *a = o ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) {
        nm_jerr(r->err, &kp, "expected an array of %d integers", n);
        r->bad++;
        return;
    }
    int i = 0;
    for (const cJSON *v = a->child; v; v = v->next, i++) {
        nm_jpos ip = nm_jpos_index(&kp, i);
        int64_t x = lo;
        if (nm_json_int_value(v, &ip, lo, hi, &x, r->err) < 0) r->bad++;
        out[i] = (int8_t)x;
    }
}

static int find_id(reader *r, int kind, const cJSON *v, const nm_jpos *p) {
    const nm_kind_data *k = &r->d->kinds[kind];
    if (cJSON_IsString(v)) {
        int i = nm_data_find(k, v->valuestring);
        if (i >= 0) return i;
        const char *ids[32];
        for (int q = 0; q < k->count && q < 32; q++) ids[q] = k->items[q].id;
        const char *near = nm_did_you_mean(v->valuestring, ids, k->count < 32 ? k->count : 32);
        nm_jerr(r->err, p, "unknown %s \"%s\"%s%s%s", k->kind->name, v->valuestring,
                near ? " (did you mean \"" : "", near ? near : "", near ? "\")" : "");
    } else {
        nm_jerr(r->err, p, "expected the id of one of the %s", k->kind->name);
    }
    r->bad++;
    return 0;
}

static int get_name(reader *r, const cJSON *o, const char *key, const nm_jpos *p,
                    const char *const *names, int n) {
    nm_jpos kp = nm_jpos_key(p, key);
    const char *v = NULL;
    if (o && nm_json_get_str(o, key, p, 1, &v, r->err) == 1) {
        for (int i = 0; i < n; i++)
            if (strcmp(v, names[i]) == 0) return i;
        const char *near = nm_did_you_mean(v, names, n);
        nm_jerr(r->err, &kp, "unknown value \"%s\" (did you mean \"%s\")", v,
                near ? near : names[0]);
    }
    r->bad++;
    return 0;
}

static void read_objects(reader *r, const cJSON *o, const char *key, const nm_jpos *p,
                         int8_t *out) {
    const char *keys[SAMHAIN_OBJS];
    for (int k = 0; k < SAMHAIN_OBJS; k++) keys[k] = samhain_object(r->d, k)->id;
    nm_jpos kp;
    const cJSON *v = o ? obj_at(r, o, key, p, &kp, keys, SAMHAIN_OBJS) : NULL;
    for (int k = 0; k < SAMHAIN_OBJS; k++)
        out[k] = (int8_t)get(r, v, keys[k], &kp, 0, 3 * SAMHAIN_MAX_P);
}

static uint64_t read_hex(reader *r, const cJSON *o, const char *key, const nm_jpos *p) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = o ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
    char *end = NULL;
    if (cJSON_IsString(v) && strlen(v->valuestring) == 16 && v->valuestring[0] != '-' &&
        v->valuestring[0] != '+') {
        uint64_t x = strtoull(v->valuestring, &end, 16);
        if (end && *end == '\0') return x;
    }
    nm_jerr(r->err, &kp, "expected 16 hex digits in a string");
    r->bad++;
    return 1;
}

static void read_seat(reader *r, const cJSON *o, const nm_jpos *p, samhain_seat *st) {
    static const char *const keys[] = {"wood", "gold", "stone", "roman", "wisps", "reserve",
                                       "graveyard", "objects", "used", "placed", "vp",
                                       "corrupt", "resource_bonus", "wisp_malus", "vp_sources"};
    if (!cJSON_IsObject(o)) {
        nm_jerr(r->err, p, "expected an object");
        r->bad++;
        return;
    }
    if (nm_json_check_keys(o, p, keys, 15, r->err) > 0) r->bad++;
    for (int k = 0; k < SAMHAIN_RES; k++)
        st->normal[k] = (int8_t)get(r, o, samhain_res_names[k], p, 0, 16);
    nm_jpos rp;
    const cJSON *rom = obj_at(r, o, "roman", p, &rp, samhain_res_names, 3);
    for (int k = 0; k < SAMHAIN_RES; k++)
        st->roman[k] = (int8_t)get(r, rom, samhain_res_names[k], &rp, 0, 4);
    st->wisps = (int8_t)get(r, o, "wisps", p, 0, 8);
    st->reserve = (int8_t)get(r, o, "reserve", p, 0, 20);
    st->grave = (int8_t)get(r, o, "graveyard", p, 0, 5);
    read_objects(r, o, "objects", p, st->obj);
    read_objects(r, o, "used", p, st->used);
    st->placed = (int8_t)get(r, o, "placed", p, 0, 4);
    st->vp = (int16_t)get(r, o, "vp", p, 0, 999);
    st->corrupt = (int16_t)get(r, o, "corrupt", p, 0, 12);
    st->bonus_res = (int16_t)get(r, o, "resource_bonus", p, 0, 99);
    st->malus_wisp = (int16_t)get(r, o, "wisp_malus", p, 0, 8);
    /* VP by source during play: they sum to vp, or, after the final count, vp is their sum
     * with the final count's parts, stopped at 0; a snapshot written before they were kept
     * counts its VP as "other" */
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(o, "vp_sources");
    int fin = -st->corrupt + st->bonus_res - st->malus_wisp;
    memset(st->vp_src, 0, sizeof st->vp_src);
    if (!src) {
        st->vp_src[SAMHAIN_VPS_OTHER] = (int16_t)(st->vp - fin > 0 ? st->vp - fin : st->vp);
        return;
    }
    nm_jpos sp = nm_jpos_key(p, "vp_sources");
    if (nm_json_check_keys(src, &sp, samhain_vp_source_keys, SAMHAIN_VP_SOURCES, r->err) > 0) r->bad++;
    int sum = 0;
    for (int k = 0; k < SAMHAIN_VP_SOURCES; k++) {
        if (!cJSON_GetObjectItemCaseSensitive(src, samhain_vp_source_keys[k])) continue;
        st->vp_src[k] = (int16_t)get(r, src, samhain_vp_source_keys[k], &sp, -999, 999);
        sum += st->vp_src[k];
    }
    if (st->vp != sum && st->vp != (sum + fin > 0 ? sum + fin : 0)) {
        nm_jerr(r->err, &sp, "the sources sum to %d, which with the final count does not give vp %d", sum, st->vp);
        r->bad++;
    }
}

/* Everything is where it can be: members, cubes, wisps and objects add up. */
static void check_conservation(reader *r, const samhain_state *s, const nm_jpos *root) {
    const nm_data *d = r->d;
    int np = s->h.players;
    for (int p = 0; p < np; p++) {
        int want = samhain_rule(d, SAMHAIN_R_MEMBERS, np), got = samhain_member_total(s, p);
        if (got != want) {
            nm_jerr(r->err, root, "seat %d has %d members in all places, the game gives %d", p, got,
                    want);
            r->bad++;
        }
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            if (s->seat[p].used[o] > s->seat[p].obj[o]) {
                nm_jerr(r->err, root, "seats[%d].used: more %s used than held", p,
                        samhain_object(d, o)->id);
                r->bad++;
            }
        for (int k = 0; k < SAMHAIN_RES; k++)
            if (s->seat[p].roman[k] > samhain_rule(d, SAMHAIN_R_ROMAN, np)) {
                nm_jerr(r->err, root, "seats[%d].roman: more Roman %s than the start gives", p,
                        samhain_res_names[k]);
                r->bad++;
            }
    }
    for (int k = 0; k < SAMHAIN_RES; k++) {
        int n = s->res_reserve[k];
        for (int p = 0; p < np; p++) n += s->seat[p].normal[k] + s->seat[p].roman[k];
        int want = samhain_rule(d, SAMHAIN_R_RES, np) + np * samhain_rule(d, SAMHAIN_R_ROMAN, np);
        if (n != want) {
            nm_jerr(r->err, root, "%d %s in all places, the game has %d", n, samhain_res_names[k],
                    want);
            r->bad++;
        }
    }
    int w = s->wisp_reserve;
    for (int p = 0; p < np; p++) w += s->seat[p].wisps;
    if (w != samhain_rule(d, SAMHAIN_R_WISPS, np)) {
        nm_jerr(r->err, root, "%d will-o'-wisps in all places, the game has %d", w,
                samhain_rule(d, SAMHAIN_R_WISPS, np));
        r->bad++;
    }
    for (int o = 0; o < SAMHAIN_OBJS; o++) {
        int n = s->obj_reserve[o];
        for (int p = 0; p < np; p++) n += s->seat[p].obj[o];
        if (n != samhain_rule(d, SAMHAIN_R_OBJECTS, np)) {
            nm_jerr(r->err, root, "%d %s in all places, the game has %d", n,
                    samhain_object(d, o)->id, samhain_rule(d, SAMHAIN_R_OBJECTS, np));
            r->bad++;
        }
    }
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        if (samhain_cell_count(s, c) > np) {
            nm_jerr(r->err, root, "cells[%d] holds %d members, more than %d", c,
                    samhain_cell_count(s, c), np);
            r->bad++;
        }
    if (samhain_grave_total(s) >= s->tombs) {
        nm_jerr(r->err, root,
                "the graveyard holds %d members but has %d tombs (it empties when full)",
                samhain_grave_total(s), s->tombs);
        r->bad++;
    }
}

static void read_layout(reader *r, const cJSON *j, const nm_jpos *root, samhain_state *s) {
    nm_jpos tp = nm_jpos_key(root, "temples"), vp = nm_jpos_key(root, "village");
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "temples");
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "village");
    int seen_t = 0, seen_c = 0;
    if (!cJSON_IsArray(t) || cJSON_GetArraySize(t) != SAMHAIN_ROWS) {
        nm_jerr(r->err, &tp, "expected an array of the %d temple ids, one per row", SAMHAIN_ROWS);
        r->bad++;
        return;
    }
    if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) != SAMHAIN_CELLS) {
        nm_jerr(r->err, &vp, "expected an array of the %d card ids, row by row", SAMHAIN_CELLS);
        r->bad++;
        return;
    }
    for (int i = 0; i < SAMHAIN_ROWS; i++) {
        nm_jpos ip = nm_jpos_index(&tp, i);
        int x = find_id(r, SAMHAIN_K_TEMPLES, cJSON_GetArrayItem(t, i), &ip);
        if (seen_t & (1 << x)) {
            nm_jerr(r->err, &ip, "temple \"%s\" is already in another row",
                    samhain_temple(r->d, x)->id);
            r->bad++;
        }
        seen_t |= 1 << x;
        s->temple_row[i] = (int8_t)x;
    }
    for (int i = 0; i < SAMHAIN_CELLS; i++) {
        nm_jpos ip = nm_jpos_index(&vp, i);
        int x = find_id(r, SAMHAIN_K_CARDS, cJSON_GetArrayItem(v, i), &ip);
        if (seen_c & (1 << x)) {
            nm_jerr(r->err, &ip, "card \"%s\" is already in the village",
                    samhain_card(r->d, x)->id);
            r->bad++;
        } else if (samhain_card(r->d, x)->field[SAMHAIN_C_TEMPLE] !=
                   s->temple_row[i / SAMHAIN_COLS]) {
            nm_jerr(r->err, &ip, "card \"%s\" must lie beside its own deity's temple",
                    samhain_card(r->d, x)->id);
            r->bad++;
        }
        seen_c |= 1 << x;
        s->layout[i] = (int8_t)x;
    }
}

int samhain_from_json(const nm_data *d, const cJSON *j, void *state, const nm_jpos *at,
                      nm_errors *err) {
    static const char *const keys[] = {
        "players", "to_move", "over", "actions", "reveals", "rng", "options", "phase", "round",
        "rounds", "first", "current", "passes", "temples", "village", "cells", "tracks",
        "reserve", "placement", "activation", "effect", "payment", "event", "counterpart",
        "seats", "vm"};
    samhain_state *s = state;
    reader r = {d, err, 0};
    nm_jpos root = *at, p;
    memset(s, 0, sizeof *s);
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, &root, "expected an object");
        return -1;
    }
    if (nm_json_check_keys(j, &root, keys, 26, err) > 0) return -1;
    int np = get(&r, j, "players", &root, 2, SAMHAIN_MAX_P);
    if (r.bad) return -1;
    s->h.players = (int8_t)np;
    s->h.to_move = (int8_t)get(&r, j, "to_move", &root, -1, np - 1);
    int over = 0;
    if (nm_json_get_bool(j, "over", &root, 1, &over, err) != 1) r.bad++;
    s->h.over = (uint8_t)over;
    s->h.actions = (uint32_t)get(&r, j, "actions", &root, 0, INT32_MAX);
    s->h.reveals = (uint32_t)get(&r, j, "reveals", &root, 0, INT32_MAX);
    static const char *const rng_keys[] = {"state", "inc"};
    const cJSON *rng = obj_at(&r, j, "rng", &root, &p, rng_keys, 2);
    s->h.rng.state = read_hex(&r, rng, "state", &p);
    s->h.rng.inc = read_hex(&r, rng, "inc", &p);
    if (!(s->h.rng.inc & 1)) {
        nm_jpos ip = nm_jpos_key(&p, "inc");
        nm_jerr(err, &ip, "the PCG32 stream selector must be odd");
        r.bad++;
    }
    const char *okeys[SAMHAIN_OPT_COUNT];
    for (int i = 0; i < SAMHAIN_OPT_COUNT; i++) okeys[i] = samhain_game()->options[i].id;
    const cJSON *opt = obj_at(&r, j, "options", &root, &p, okeys, SAMHAIN_OPT_COUNT);
    for (int i = 0; i < SAMHAIN_OPT_COUNT; i++)
        s->opt[i] = (int8_t)get(&r, opt, okeys[i], &p, 0, 1);
    s->phase = (int8_t)get_name(&r, j, "phase", &root, phase_names, 4);
    s->rounds = (int8_t)get(&r, j, "rounds", &root, 1, 10);
    s->round = (int8_t)get(&r, j, "round", &root, 0, s->rounds);
    s->first = (int8_t)get(&r, j, "first", &root, 0, np - 1);
    s->current = (int8_t)get(&r, j, "current", &root, 0, np - 1);
    s->passes = (int8_t)get(&r, j, "passes", &root, 0, np);
    s->tombs = (int8_t)(np + samhain_rule(d, SAMHAIN_R_EXTRA_TOMBS, np));
    read_layout(&r, j, &root, s);

    nm_jpos cp = nm_jpos_key(&root, "cells");
    const cJSON *cells = cJSON_GetObjectItemCaseSensitive(j, "cells");
    if (!cJSON_IsArray(cells) || cJSON_GetArraySize(cells) != SAMHAIN_CELLS) {
        nm_jerr(err, &cp, "expected an array of %d cells", SAMHAIN_CELLS);
        r.bad++;
    } else {
        static const char *const ckeys[] = {"ready", "tired"};
        int i = 0;
        for (const cJSON *c = cells->child; c; c = c->next, i++) {
            nm_jpos ip = nm_jpos_index(&cp, i);
            if (!cJSON_IsObject(c)) {
                nm_jerr(err, &ip, "expected an object");
                r.bad++;
                continue;
            }
            if (nm_json_check_keys(c, &ip, ckeys, 2, err) > 0) r.bad++;
            get_ints(&r, c, "ready", &ip, np, 0, SAMHAIN_MAX_P, s->ready[i]);
            get_ints(&r, c, "tired", &ip, np, 0, SAMHAIN_MAX_P, s->tired[i]);
        }
    }
    const char *tkeys[SAMHAIN_TEMPLES];
    for (int t = 0; t < SAMHAIN_TEMPLES; t++) tkeys[t] = samhain_temple(d, t)->id;
    const cJSON *tr = obj_at(&r, j, "tracks", &root, &p, tkeys, SAMHAIN_TEMPLES);
    for (int t = 0; t < SAMHAIN_TEMPLES && tr; t++) {
        nm_jpos tp;
        const cJSON *o = obj_at(&r, tr, tkeys[t], &p, &tp, samhain_side_names, 2);
        for (int sd = 0; sd < SAMHAIN_SIDES && o; sd++)
            get_ints(&r, o, samhain_side_names[sd], &tp, np, 0, SAMHAIN_TRACK_MAX, s->track[t][sd]);
    }
    static const char *const rkeys[] = {"wood", "gold", "stone", "wisps", "objects"};
    const cJSON *res = obj_at(&r, j, "reserve", &root, &p, rkeys, 5);
    for (int k = 0; k < SAMHAIN_RES; k++)
        s->res_reserve[k] = (int8_t)get(&r, res, rkeys[k], &p, 0, 16);
    s->wisp_reserve = (int8_t)get(&r, res, "wisps", &p, 0, 8);
    read_objects(&r, res, "objects", &p, s->obj_reserve);
    static const char *const plkeys[] = {"left", "seat"};
    const cJSON *pl = obj_at(&r, j, "placement", &root, &p, plkeys, 2);
    s->place_left = (int8_t)get(&r, pl, "left", &p, 0, SAMHAIN_MAX_PLACE);
    s->place_seat = (int8_t)get(&r, pl, "seat", &p, 0, np - 1);
    static const char *const akeys[] = {"cell", "origin", "seat", "last", "left"};
    const cJSON *act = obj_at(&r, j, "activation", &root, &p, akeys, 5);
    s->act_cell = (int8_t)get(&r, act, "cell", &p, -1, SAMHAIN_CELLS - 1);
    s->act_origin = (int8_t)get(&r, act, "origin", &p, 0, np - 1);
    s->act_seat = (int8_t)get(&r, act, "seat", &p, 0, np);
    s->act_last = (int8_t)get(&r, act, "last", &p, -1, 1);
    get_ints(&r, act, "left", &p, np, 0, SAMHAIN_MAX_P, s->act_left);
    static const char *const ekeys[] = {"card", "object", "side", "seat", "bonus", "cell", "copy"};
    const cJSON *eff = obj_at(&r, j, "effect", &root, &p, ekeys, 7);
    if (eff) {
        const cJSON *card = cJSON_GetObjectItemCaseSensitive(eff, "card");
        const cJSON *ob = cJSON_GetObjectItemCaseSensitive(eff, "object");
        nm_jpos kp = nm_jpos_key(&p, card ? "card" : "object");
        if ((card != NULL) == (ob != NULL)) {
            nm_jerr(err, &p, "expected exactly one of \"card\" and \"object\"");
            r.bad++;
        } else if (card) {
            s->eff_card = (int8_t)find_id(&r, SAMHAIN_K_CARDS, card, &kp);
        } else {
            s->eff_card = (int8_t)(-find_id(&r, SAMHAIN_K_OBJECTS, ob, &kp) - 1);
        }
    }
    s->eff_side = (int8_t)get(&r, eff, "side", &p, 0, 1);
    s->eff_seat = (int8_t)get(&r, eff, "seat", &p, -1, np - 1);
    s->eff_bonus = (int8_t)get(&r, eff, "bonus", &p, -1, 63);
    s->eff_cell = (int8_t)get(&r, eff, "cell", &p, -1, SAMHAIN_CELLS - 1);
    s->eff_copy = (int8_t)get(&r, eff, "copy", &p, 0, 1);
    static const char *const pkeys[] = {"seat", "left", "then", "arg"};
    const cJSON *pay = obj_at(&r, j, "payment", &root, &p, pkeys, 4);
    s->pay_seat = (int8_t)get(&r, pay, "seat", &p, 0, np - 1);
    s->pay_left = (int8_t)get(&r, pay, "left", &p, 0, 20);
    s->pay_cont = (int8_t)(pay ? get_name(&r, pay, "then", &p, cont_names, 6) : 0);
    s->pay_arg = (int8_t)get(&r, pay, "arg", &p, -1, SAMHAIN_CELLS - 1);
    static const char *const evkeys[] = {"stage", "seat", "sacrifice"};
    const cJSON *ev = obj_at(&r, j, "event", &root, &p, evkeys, 3);
    s->ev = (int8_t)(ev ? get_name(&r, ev, "stage", &p, ev_names, 3) : 0);
    s->ev_seat = (int8_t)get(&r, ev, "seat", &p, -1, np);
    get_ints(&r, ev, "sacrifice", &p, np, 0, 1, s->ev_sac);
    static const char *const cokeys[] = {"card", "side", "from", "cell", "next"};
    const cJSON *co = obj_at(&r, j, "counterpart", &root, &p, cokeys, 5);
    if (co) {
        nm_jpos kp = nm_jpos_key(&p, "card");
        s->co_card =
            (int8_t)find_id(&r, SAMHAIN_K_CARDS, cJSON_GetObjectItemCaseSensitive(co, "card"), &kp);
    }
    s->co_side = (int8_t)get(&r, co, "side", &p, 0, 1);
    s->co_from = (int8_t)get(&r, co, "from", &p, 0, np - 1);
    s->co_cell = (int8_t)get(&r, co, "cell", &p, 0, SAMHAIN_CELLS - 1);
    s->co_next = (int8_t)get(&r, co, "next", &p, 0, np);

    nm_jpos sp = nm_jpos_key(&root, "seats");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) != np) {
        nm_jerr(err, &sp, "expected an array of %d seats", np);
        r.bad++;
    } else {
        int i = 0;
        for (const cJSON *o = seats->child; o; o = o->next, i++) {
            nm_jpos ip = nm_jpos_index(&sp, i);
            read_seat(&r, o, &ip, &s->seat[i]);
        }
    }
    nm_jpos vp = nm_jpos_key(&root, "vm");
    /* Sources are cell sides; ops keep small counters and flags (-1..100) in scratch. */
    if (nm_vm_from_json(cJSON_GetObjectItemCaseSensitive(j, "vm"), &vp, d, np,
                        SAMHAIN_CELLS * 2 - 1, -1, 100, &s->vm, err) != 0)
        r.bad++;
    if (!r.bad && !s->vm.waiting && s->vm.depth > 0) {
        nm_jerr(err, &vp, "frames are pending but nothing waits: a state at rest has none");
        r.bad++;
    }
    if (r.bad) return -1;
    check_conservation(&r, s, &root);
    if (r.bad) return -1;
    if ((s->phase == SAMHAIN_PH_OVER) != (s->h.over != 0)) {
        nm_jerr(err, &root, "over is %s but phase is \"%s\"", s->h.over ? "true" : "false",
                phase_names[s->phase]);
        return -1;
    }
    if ((s->pay_cont == SAMHAIN_CONT_DEVELOP || s->pay_cont == SAMHAIN_CONT_COPY) &&
        s->pay_arg < 0) {
        nm_jerr(err, &root, "payment.arg must name the cell the payment is for");
        return -1;
    }
    if (s->phase == SAMHAIN_PH_ACT && s->act_cell < 0) {
        nm_jerr(err, &root, "phase \"act\" needs activation.cell");
        return -1;
    }
    int expect = samhain_pending_seat(s);
    if (s->h.to_move != expect) {
        nm_jerr(err, &root, "to_move is %d but the pending decision is seat %d's", s->h.to_move,
                expect);
        return -1;
    }
    nm_action_list l;
    if (!s->h.over && samhain_legal(d, s, &l) == 0) {
        nm_jerr(err, &root, "the position offers seat %d no legal action", expect);
        return -1;
    }
    return 0;
}
