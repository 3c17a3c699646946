/* karnag_json.c - the Karnag state as readable JSON (creatures, cards, tiles, tracks and
 * obstacles by id, squares as [x, y]) and back. from_json checks every value's range and
 * id, that every creature, card, druid, gemstone and menhir is in exactly one place, and
 * that to_move is the seat the position waits on; errors name the JSON path. */
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "karnag.h"
#include "nemeton/state_json.h"

static const char *const phase_names[] = {"obstacles", "druids", "cubes", "actions", "over"};
static const char *const stage_names[] = {"none", "before", "action", "card", "council", "after",
                                          "card_after", "others", "card_others"};

static cJSON *ints8(const int8_t *v, int n) {
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

static cJSON *ids(const nm_data *d, int kind, const int8_t *v, int n) {
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, nm_json_id(&d->kinds[kind], v[i]));
    return a;
}

static cJSON *place_json(const karnag_geo *g, int at) {
    char buf[32];
    if (at == KARNAG_D_COUNCIL) return cJSON_CreateString("council");
    if (at == KARNAG_D_UNPLACED) return cJSON_CreateString("unplaced");
    if (at >= KARNAG_D_CAULDRON) {
        snprintf(buf, sizeof buf, "cauldron.%d", at - KARNAG_D_CAULDRON);
        return cJSON_CreateString(buf);
    }
    (void)g;
    return cJSON_CreateNumber(at);
}

static cJSON *creature_json(const karnag_geo *g, int loc) {
    char buf[32];
    if (loc == KARNAG_CR_BAG) return cJSON_CreateString("bag");
    if (loc == KARNAG_CR_GONE) return cJSON_CreateString("gone");
    if (loc >= KARNAG_CR_RESERVE) snprintf(buf, sizeof buf, "reserve.%d", loc - KARNAG_CR_RESERVE);
    else snprintf(buf, sizeof buf, "sq.%d.%d", loc % g->w, loc / g->w);
    return cJSON_CreateString(buf);
}

cJSON *karnag_to_json(const nm_data *d, const void *state) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    int np = s->h.players;
    cJSON *j = cJSON_CreateObject();
    nm_header_to_json(j, &s->h);
    cJSON_AddBoolToObject(j, "advanced", s->opt[KARNAG_OPT_ADVANCED] != 0);
    cJSON_AddStringToObject(j, "phase", phase_names[s->phase]);
    cJSON_AddNumberToObject(j, "round", s->round);
    cJSON_AddNumberToObject(j, "rounds", s->rounds);
    cJSON_AddItemToObject(j, "order", ints8(s->order, np));
    cJSON_AddNumberToObject(j, "turn", s->turn);
    char rows[KARNAG_SQ_MAX + KARNAG_H_MAX + 1];
    int n = 0;
    for (int y = 0; y < g->h; y++) {
        if (y) rows[n++] = '/';
        for (int x = 0; x < g->w; x++) rows[n++] = ".RSK"[s->terrain[y * g->w + x]];
    }
    rows[n] = 0;
    cJSON_AddStringToObject(j, "terrain", rows);
    cJSON *gems = cJSON_AddArrayToObject(j, "gems"), *men = cJSON_AddArrayToObject(j, "menhirs");
    for (int q = 0; q < g->sq; q++) {
        if (s->gem[q] >= 0) {
            int v[3] = {s->gem[q], q % g->w, q / g->w};
            cJSON_AddItemToArray(gems, cJSON_CreateIntArray(v, 3));
        }
        if (s->menhir[q] >= 0) {
            int v[3] = {s->menhir[q], q % g->w, q / g->w};
            cJSON_AddItemToArray(men, cJSON_CreateIntArray(v, 3));
        }
    }
    cJSON *cr = cJSON_AddObjectToObject(j, "creatures");
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    for (int c = 0; c < nc; c++)
        cJSON_AddItemToObject(cr, karnag_item(d, KARNAG_K_CREATURES, c)->id, creature_json(g, s->cr_loc[c]));
    cJSON *mk = cJSON_AddArrayToObject(j, "marked");
    for (int c = 0; c < nc; c++)
        if (s->cr_marked[c] == 1) cJSON_AddItemToArray(mk, nm_json_id(&d->kinds[KARNAG_K_CREATURES], c));
    cJSON *mn = cJSON_AddArrayToObject(j, "marked_now");
    for (int c = 0; c < nc; c++)
        if (s->cr_marked[c] == 2) cJSON_AddItemToArray(mn, nm_json_id(&d->kinds[KARNAG_K_CREATURES], c));
    cJSON_AddItemToObject(j, "bag", ids(d, KARNAG_K_CREATURES, s->bag, s->bag_count));
    cJSON_AddItemToObject(j, "deck", ids(d, KARNAG_K_CARDS, s->deck, s->deck_count));
    cJSON *ob = cJSON_AddArrayToObject(j, "obstacles_placed");
    for (int t = 0; t < karnag_count(d, KARNAG_K_OBSTACLES); t++)
        if (s->obst_placed[t]) cJSON_AddItemToArray(ob, nm_json_id(&d->kinds[KARNAG_K_OBSTACLES], t));
    cJSON_AddItemToObject(j, "obstacle_pick", nm_json_id(&d->kinds[KARNAG_K_OBSTACLES], s->obst_pick));
    cJSON_AddNumberToObject(j, "obstacle_rot", s->obst_rot);
    cJSON_AddItemToObject(j, "row", ids(d, KARNAG_K_TILES, s->row, KARNAG_TILES));
    cJSON *sl = cJSON_AddArrayToObject(j, "slots"), *sd = cJSON_AddArrayToObject(j, "slots_done");
    for (int k = 0; k < KARNAG_TILES; k++)
        for (int r = 0; r < 2; r++) {
            cJSON_AddItemToArray(sl, ints8(s->slot[k][r], KARNAG_PLACES));
            cJSON_AddItemToArray(sd, ints8(s->slot_done[k][r], KARNAG_PLACES));
        }
    cJSON *res = cJSON_AddObjectToObject(j, "resolution");
    cJSON_AddNumberToObject(res, "row", s->res_row);
    cJSON_AddNumberToObject(res, "tile", s->res_tile);
    cJSON_AddNumberToObject(res, "place", s->res_place);
    cJSON_AddNumberToObject(res, "pass", s->res_pass);
    int seen[KARNAG_TILES];
    for (int k = 0; k < KARNAG_TILES; k++) seen[k] = s->res_seen[k];
    cJSON_AddItemToObject(res, "seen", cJSON_CreateIntArray(seen, KARNAG_TILES));
    cJSON_AddStringToObject(res, "stage", stage_names[s->stage + 1]);
    cJSON_AddNumberToObject(res, "seat", s->act_seat);
    cJSON_AddItemToObject(res, "tile_id", nm_json_id(&d->kinds[KARNAG_K_TILES], s->act_tile));
    cJSON_AddNumberToObject(res, "secondary", s->act_row);
    cJSON_AddBoolToObject(res, "did", s->act_did != 0);
    cJSON_AddBoolToObject(res, "captured", s->act_captured != 0);
    int pass[6] = {s->pass_rock, s->pass_swamp, s->pass_stone, s->pass_either, s->move_adj,
                   s->last_track};
    cJSON_AddItemToObject(res, "passes_adjust_track", cJSON_CreateIntArray(pass, 6));
    cJSON_AddNumberToObject(res, "window_seat", s->win_seat);
    int left[KARNAG_MAX_P], nl = 0;
    for (int p = 0; p < np; p++)
        if ((s->win_mask >> p) & 1) left[nl++] = p;
    cJSON_AddItemToObject(res, "window_left", cJSON_CreateIntArray(left, nl));
    cJSON_AddNumberToObject(res, "next_seat", s->nx_seat);
    cJSON *op = cJSON_AddObjectToObject(j, "op");
    int mv[14] = {s->mv_active, s->mv_used, s->mv_moved, s->mv_lo, s->mv_hi, s->redraws,
                  s->cr_sel, s->cr_steps, s->gm_active, s->gm_used, s->gm_moved,
                  s->gm_sq[0], s->gm_sq[1], s->gm_sq[2]};
    cJSON_AddItemToObject(op, "progress", cJSON_CreateIntArray(mv, 14));
    cJSON_AddItemToObject(op, "drawn", ids(d, KARNAG_K_CARDS, s->drawn, s->drawn_count));
    cJSON_AddNumberToObject(j, "die", s->die);
    cJSON_AddNumberToObject(j, "last_escape", s->last_escape);
    cJSON *seats = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < np; p++) {
        const karnag_seat *q = &s->seat[p];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "vp", q->vp);
        cJSON_AddNumberToObject(o, "mana", q->mana);
        cJSON *tr = cJSON_AddObjectToObject(o, "tracks");
        for (int t = 0; t < karnag_count(d, KARNAG_K_TRACKS); t++)
            cJSON_AddNumberToObject(tr, karnag_item(d, KARNAG_K_TRACKS, t)->id, q->track[t]);
        cJSON *dr = cJSON_AddArrayToObject(o, "druids");
        for (int k = 0; k < KARNAG_DRUIDS; k++) cJSON_AddItemToArray(dr, place_json(g, q->druid[k]));
        cJSON_AddNumberToObject(o, "menhirs", q->menhirs);
        cJSON_AddNumberToObject(o, "cubes", q->cubes);
        cJSON_AddItemToObject(o, "hand", ids(d, KARNAG_K_CARDS, q->hand, q->hand_count));
        int end[4] = {q->end_cards, q->end_gems, q->end_menhirs, q->end_creatures};
        cJSON_AddItemToObject(o, "final", cJSON_CreateIntArray(end, 4));
        cJSON *src = cJSON_AddObjectToObject(o, "vp_sources");
        for (int k = 0; k < KARNAG_VP_SOURCES; k++)
            if (k != KARNAG_VP_OTHER || q->vp_src[k]) cJSON_AddNumberToObject(src, karnag_vp_source_keys[k], q->vp_src[k]);
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddItemToObject(j, "vm", nm_vm_to_json(&s->vm));
    return j;
}

/* ---- reading ---------------------------------------------------------------------- */

typedef struct rd {
    nm_errors *err;
    int bad;
} rd;

static int present(rd *r, const cJSON *o, const char *key, const nm_jpos *p) {
    if (cJSON_IsObject(o) && cJSON_GetObjectItemCaseSensitive(o, key)) return 1;
    nm_jpos kp = nm_jpos_key(p, key);
    nm_jerr(r->err, &kp, "missing");
    r->bad++;
    return 0;
}

static int get(rd *r, const cJSON *o, const char *key, const nm_jpos *p, int lo, int hi) {
    int64_t v = lo;
    if (present(r, o, key, p) && nm_json_get_int(o, key, p, 1, lo, hi, &v, r->err) < 0) r->bad++;
    return (int)v;
}

static int getb(rd *r, const cJSON *o, const char *key, const nm_jpos *p) {
    int v = 0;
    if (present(r, o, key, p) && nm_json_get_bool(o, key, p, 1, &v, r->err) != 1) r->bad++;
    return v;
}

static const cJSON *arr(rd *r, const cJSON *o, const char *key, const nm_jpos *p, int lo, int hi) {
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(o, key);
    nm_jpos kp = nm_jpos_key(p, key);
    int n = cJSON_IsArray(a) ? cJSON_GetArraySize(a) : -1;
    if (n < lo || n > hi) {
        if (n < 0) nm_jerr(r->err, &kp, "an array is needed, not %s", nm_json_type_name(a));
        else nm_jerr(r->err, &kp, "%d values (%d to %d expected)", n, lo, hi);
        r->bad++;
        return NULL;
    }
    return a;
}

static int ints_into(rd *r, const cJSON *o, const char *key, const nm_jpos *p, int8_t *out, int n,
                     int lo, int hi) {
    const cJSON *a = arr(r, o, key, p, n, n);
    if (!a) return -1;
    nm_jpos kp = nm_jpos_key(p, key);
    for (int i = 0; i < n; i++) {
        int64_t v = 0;
        nm_jpos ip = nm_jpos_index(&kp, i);
        if (nm_json_int_value(cJSON_GetArrayItem(a, i), &ip, lo, hi, &v, r->err) < 0) r->bad++;
        out[i] = (int8_t)v;
    }
    return 0;
}

static int ids_into(rd *r, const nm_data *d, int kind, const cJSON *o, const char *key,
                    const nm_jpos *p, int8_t *out, int lo, int hi) {
    const cJSON *a = arr(r, o, key, p, lo, hi);
    if (!a) return 0;
    nm_jpos kp = nm_jpos_key(p, key);
    int n = cJSON_GetArraySize(a);
    for (int i = 0; i < n; i++) {
        nm_jpos ip = nm_jpos_index(&kp, i);
        int v = nm_json_read_id(&d->kinds[kind], cJSON_GetArrayItem(a, i), &ip, 0, r->err);
        if (v < 0) r->bad++, v = 0;
        out[i] = (int8_t)v;
    }
    return n;
}

static int name_index(rd *r, const cJSON *o, const char *key, const nm_jpos *p,
                      const char *const *names, int n) {
    const char *v = NULL;
    if (!present(r, o, key, p)) return 0;
    if (nm_json_get_str(o, key, p, 1, &v, r->err) != 1) {
        r->bad++;
        return 0;
    }
    for (int i = 0; i < n; i++)
        if (strcmp(v, names[i]) == 0) return i;
    nm_jpos kp = nm_jpos_key(p, key);
    const char *hint = nm_did_you_mean(v, names, n);
    nm_jerr(r->err, &kp, "unknown value \"%s\"%s%s%s", v, hint ? " (did you mean \"" : "",
            hint ? hint : "", hint ? "\")" : "");
    r->bad++;
    return 0;
}

int karnag_from_json(const nm_data *d, const cJSON *j, void *state, const nm_jpos *at,
                     nm_errors *err) {
    karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    rd r = {err, 0};
    static const char *const keys[] = {NM_HEADER_KEYS, "advanced", "phase", "round", "rounds",
        "order", "turn", "terrain", "gems", "menhirs", "creatures", "marked", "marked_now", "bag", "deck",
        "obstacles_placed", "obstacle_pick", "obstacle_rot", "row", "slots", "slots_done",
        "resolution", "op", "die", "last_escape", "seats", "vm"};
    memset(s, 0, sizeof *s);
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, at, "the state must be an object");
        return -1;
    }
    if (nm_json_check_keys(j, at, keys, (int)(sizeof keys / sizeof keys[0]), err) > 0) return -1;
    if (nm_header_from_json(j, at, 2, KARNAG_MAX_P, &s->h, err) != 0) return -1;
    int np = s->h.players;
    s->opt[KARNAG_OPT_ADVANCED] = (int8_t)getb(&r, j, "advanced", at);
    s->phase = (int8_t)name_index(&r, j, "phase", at, phase_names, 5);
    s->rounds = (int8_t)get(&r, j, "rounds", at, 1, 10);
    s->round = (int8_t)get(&r, j, "round", at, 1, 10);
    if (s->round > s->rounds) {
        nm_jpos kp = nm_jpos_key(at, "round");
        nm_jerr(err, &kp, "round %d is past the last round %d", s->round, s->rounds);
        r.bad++;
    }
    ints_into(&r, j, "order", at, s->order, np, 0, np - 1);
    int seen = 0;
    for (int i = 0; i < np; i++) seen |= 1 << s->order[i];
    if (seen != (1 << np) - 1) {
        nm_jpos kp = nm_jpos_key(at, "order");
        nm_jerr(err, &kp, "every seat must appear once");
        r.bad++;
    }
    s->turn = (int8_t)get(&r, j, "turn", at, 0, np - 1);
    /* terrain */
    const char *ter = NULL;
    nm_jpos tp = nm_jpos_key(at, "terrain");
    if (present(&r, j, "terrain", at) && nm_json_get_str(j, "terrain", at, 1, &ter, err) == 1) {
        int x = 0, y = 0, ok = 1;
        for (const char *c = ter; *c && ok; c++) {
            if (*c == '/') {
                ok = x == g->w;
                x = 0, y++;
                continue;
            }
            const char *k = strchr(".RSK", *c);
            if (!k || !*c || x >= g->w || y >= g->h) ok = 0;
            else s->terrain[y * g->w + x++] = (int8_t)(k - ".RSK");
        }
        if (!ok || y != g->h - 1 || x != g->w) {
            nm_jerr(err, &tp, "%d rows of %d squares (. R S K) separated by '/' expected", g->h, g->w);
            r.bad++;
        }
        for (int q = 0; q < g->sq; q++) {
            int gate = 0;
            for (int i = 0; i < 4; i++) gate |= g->gate_sq[i] == q;
            if ((s->terrain[q] == KARNAG_GATE) != gate) {
                nm_jerr(err, &tp, "the gate must be exactly the four gate squares");
                r.bad++;
                break;
            }
        }
    } else
        r.bad++;
    memset(s->gem, -1, sizeof s->gem);
    memset(s->menhir, -1, sizeof s->menhir);
    memset(s->cr_at, -1, sizeof s->cr_at);
    for (int kind = 0; kind < 2; kind++) {
        const char *key = kind ? "menhirs" : "gems";
        const cJSON *a = arr(&r, j, key, at, 0, np * (kind ? KARNAG_MENHIRS : KARNAG_GEMS));
        nm_jpos kp = nm_jpos_key(at, key);
        for (int i = 0; a && i < cJSON_GetArraySize(a); i++) {
            const cJSON *e = cJSON_GetArrayItem(a, i);
            nm_jpos ip = nm_jpos_index(&kp, i);
            int64_t v[3] = {0, 0, 0};
            int lim[3] = {np - 1, g->w - 1, g->h - 1};
            if (!cJSON_IsArray(e) || cJSON_GetArraySize(e) != 3) {
                nm_jerr(err, &ip, "[seat, x, y] expected");
                r.bad++;
                continue;
            }
            for (int k = 0; k < 3; k++) {
                nm_jpos vp = nm_jpos_index(&ip, k);
                if (nm_json_int_value(cJSON_GetArrayItem(e, k), &vp, 0, lim[k], &v[k], err) < 0) r.bad++;
            }
            int q = (int)(v[2] * g->w + v[1]);
            if (s->gem[q] >= 0 || s->menhir[q] >= 0 || s->terrain[q] == KARNAG_GATE ||
                (!kind && s->terrain[q] != KARNAG_FREE)) {
                nm_jerr(err, &ip, "the square is not free for it");
                r.bad++;
                continue;
            }
            (kind ? s->menhir : s->gem)[q] = (int8_t)v[0];
        }
    }
    /* creatures */
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    const cJSON *cr = cJSON_GetObjectItemCaseSensitive(j, "creatures");
    nm_jpos cp = nm_jpos_key(at, "creatures");
    int in_bag = 0;
    if (!cJSON_IsObject(cr)) {
        nm_jerr(err, &cp, "an object of creature places is needed");
        r.bad++;
    } else {
        for (int c = 0; c < nc; c++) {
            const char *id = karnag_item(d, KARNAG_K_CREATURES, c)->id;
            nm_jpos ip = nm_jpos_key(&cp, id);
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(cr, id);
            int a1 = 0, a2 = 0;
            if (!cJSON_IsString(v)) {
                nm_jerr(err, &ip, "missing (bag, gone, reserve.P or sq.X.Y)");
                r.bad++;
                continue;
            }
            const char *t = v->valuestring;
            if (strcmp(t, "bag") == 0) s->cr_loc[c] = KARNAG_CR_BAG, in_bag++;
            else if (strcmp(t, "gone") == 0) s->cr_loc[c] = KARNAG_CR_GONE;
            else if (sscanf(t, "reserve.%d", &a1) == 1 && a1 >= 0 && a1 < np)
                s->cr_loc[c] = (int16_t)(KARNAG_CR_RESERVE + a1);
            else if (sscanf(t, "sq.%d.%d", &a1, &a2) == 2 && a1 >= 0 && a2 >= 0 && a1 < g->w &&
                     a2 < g->h) {
                int q = a2 * g->w + a1;
                if (s->cr_at[q] >= 0) {
                    nm_jerr(err, &ip, "two creatures on %s", t);
                    r.bad++;
                }
                s->cr_loc[c] = (int16_t)q;
                s->cr_at[q] = (int8_t)c;
            } else {
                nm_jerr(err, &ip, "\"%s\" (bag, gone, reserve.P or sq.X.Y)", t);
                r.bad++;
            }
        }
        int n = 0;
        for (const cJSON *e = cr->child; e; e = e->next) n++;
        if (n != nc) {
            nm_jerr(err, &cp, "%d creatures listed (%d expected)", n, nc);
            r.bad++;
        }
    }
    int8_t tmp[KARNAG_CARD_MAX > KARNAG_CR_MAX ? KARNAG_CARD_MAX : KARNAG_CR_MAX];
    int nm = ids_into(&r, d, KARNAG_K_CREATURES, j, "marked", at, tmp, 0, nc);
    for (int i = 0; i < nm; i++) s->cr_marked[tmp[i]] = 1;
    nm = ids_into(&r, d, KARNAG_K_CREATURES, j, "marked_now", at, tmp, 0, nc);
    for (int i = 0; i < nm; i++) s->cr_marked[tmp[i]] = 2;
    for (int c = 0; c < nc; c++)
        if (s->cr_marked[c] && !(s->cr_loc[c] >= 0 && s->cr_loc[c] < g->sq)) {
            nm_jpos kp = nm_jpos_key(at, "marked");
            nm_jerr(err, &kp, "%s carries a black cube but is not on the glade",
                    karnag_item(d, KARNAG_K_CREATURES, c)->id);
            r.bad++;
        }
    if (karnag_marked_count(s) > karnag_rule(d, KARNAG_R_BLACK_CUBES)) {
        nm_jpos kp = nm_jpos_key(at, "marked");
        nm_jerr(err, &kp, "%d creatures carry a black cube (the box has %d)", karnag_marked_count(s),
                karnag_rule(d, KARNAG_R_BLACK_CUBES));
        r.bad++;
    }
    s->bag_count = (int8_t)ids_into(&r, d, KARNAG_K_CREATURES, j, "bag", at, s->bag, 0, nc);
    {
        uint8_t seenc[KARNAG_CR_MAX] = {0};
        int ok = s->bag_count == in_bag;
        for (int i = 0; i < s->bag_count; i++) {
            if (seenc[s->bag[i]]++ || s->cr_loc[s->bag[i]] != KARNAG_CR_BAG) ok = 0;
        }
        if (!ok) {
            nm_jpos kp = nm_jpos_key(at, "bag");
            nm_jerr(err, &kp, "the bag must list exactly the creatures whose place is \"bag\"");
            r.bad++;
        }
    }
    int ncard = karnag_count(d, KARNAG_K_CARDS);
    s->deck_count = (int8_t)ids_into(&r, d, KARNAG_K_CARDS, j, "deck", at, s->deck, 0, ncard);
    int nob = karnag_count(d, KARNAG_K_OBSTACLES);
    int npl = ids_into(&r, d, KARNAG_K_OBSTACLES, j, "obstacles_placed", at, tmp, 0, nob);
    for (int i = 0; i < npl; i++) s->obst_placed[tmp[i]] = 1;
    nm_jpos pp = nm_jpos_key(at, "obstacle_pick");
    int pick = nm_json_read_id(&d->kinds[KARNAG_K_OBSTACLES],
                               cJSON_GetObjectItemCaseSensitive(j, "obstacle_pick"), &pp, 1, err);
    if (pick < -1) r.bad++;
    s->obst_pick = (int8_t)(pick < 0 ? -1 : pick);
    s->obst_rot = (int8_t)get(&r, j, "obstacle_rot", at, 0, 3);
    int nrow = ids_into(&r, d, KARNAG_K_TILES, j, "row", at, s->row, KARNAG_TILES, KARNAG_TILES);
    {
        int m = 0;
        for (int i = 0; i < nrow; i++) m |= 1 << s->row[i];
        if (nrow == KARNAG_TILES && m != (1 << KARNAG_TILES) - 1) {
            nm_jpos kp = nm_jpos_key(at, "row");
            nm_jerr(err, &kp, "each action tile must appear once");
            r.bad++;
        }
    }
    for (int kind = 0; kind < 2; kind++) {
        const char *key = kind ? "slots_done" : "slots";
        const cJSON *a = arr(&r, j, key, at, KARNAG_TILES * 2, KARNAG_TILES * 2);
        nm_jpos kp = nm_jpos_key(at, key);
        for (int i = 0; a && i < KARNAG_TILES * 2; i++) {
            nm_jpos ip = nm_jpos_index(&kp, i);
            const cJSON *e = cJSON_GetArrayItem(a, i);
            for (int k = 0; k < KARNAG_PLACES; k++) {
                int64_t v = 0;
                nm_jpos vp = nm_jpos_index(&ip, k);
                if (!cJSON_IsArray(e) || cJSON_GetArraySize(e) != KARNAG_PLACES ||
                    nm_json_int_value(cJSON_GetArrayItem(e, k), &vp, kind ? 0 : -1, kind ? 1 : np - 1,
                                      &v, err) < 0) {
                    if (!cJSON_IsArray(e)) nm_jerr(err, &ip, "an array of %d values", KARNAG_PLACES);
                    r.bad++;
                    break;
                }
                (kind ? s->slot_done[i / 2][i % 2] : s->slot[i / 2][i % 2])[k] = (int8_t)v;
            }
        }
    }
    /* resolution */
    const cJSON *res = cJSON_GetObjectItemCaseSensitive(j, "resolution");
    nm_jpos rp = nm_jpos_key(at, "resolution");
    if (!cJSON_IsObject(res)) {
        nm_jerr(err, &rp, "an object is needed");
        r.bad++;
    } else {
        s->res_row = (int8_t)get(&r, res, "row", &rp, 0, 1);
        s->res_tile = (int8_t)get(&r, res, "tile", &rp, 0, KARNAG_TILES);
        s->res_place = (int8_t)get(&r, res, "place", &rp, 0, KARNAG_PLACES);
        s->res_pass = (int8_t)get(&r, res, "pass", &rp, 0, 20);
        int8_t sn[KARNAG_TILES];
        ints_into(&r, res, "seen", &rp, sn, KARNAG_TILES, 0, (1 << np) - 1);
        for (int k = 0; k < KARNAG_TILES; k++) s->res_seen[k] = (uint8_t)sn[k];
        s->stage = (int8_t)(name_index(&r, res, "stage", &rp, stage_names, 9) - 1);
        s->win_seat = (int8_t)get(&r, res, "window_seat", &rp, -1, np - 1);
        s->nx_seat = (int8_t)get(&r, res, "next_seat", &rp, -1, np - 1);
        const cJSON *wl = arr(&r, res, "window_left", &rp, 0, np);
        nm_jpos wp = nm_jpos_key(&rp, "window_left");
        for (int i = 0; wl && i < cJSON_GetArraySize(wl); i++) {
            int64_t v = 0;
            nm_jpos vp = nm_jpos_index(&wp, i);
            if (nm_json_int_value(cJSON_GetArrayItem(wl, i), &vp, 0, np - 1, &v, err) < 0) r.bad++;
            else if ((s->win_mask >> v) & 1) {
                nm_jerr(err, &vp, "seat %d is listed twice", (int)v);
                r.bad++;
            } else
                s->win_mask = (uint8_t)(s->win_mask | 1u << v);
        }
        if ((s->stage == KARNAG_ST_OTHERS || s->stage == KARNAG_ST_CARD_OTHERS) != (s->win_seat >= 0) &&
            !(s->stage == KARNAG_ST_OTHERS && s->win_seat < 0)) {
            nm_jpos kp = nm_jpos_key(&rp, "window_seat");
            nm_jerr(err, &kp, "a seat is offered its cards only in the \"others\" stages");
            r.bad++;
        }
        s->act_seat = (int8_t)get(&r, res, "seat", &rp, 0, np - 1);
        nm_jpos ip = nm_jpos_key(&rp, "tile_id");
        int t = nm_json_read_id(&d->kinds[KARNAG_K_TILES], cJSON_GetObjectItemCaseSensitive(res, "tile_id"),
                                &ip, 0, err);
        if (t < 0) r.bad++, t = 0;
        s->act_tile = (int8_t)t;
        s->act_row = (int8_t)get(&r, res, "secondary", &rp, 0, 1);
        s->act_did = (int8_t)getb(&r, res, "did", &rp);
        s->act_captured = (int8_t)getb(&r, res, "captured", &rp);
        int8_t pa[6], from_reserve[3];
        karnag_reserve_passes(d, s, s->act_seat, from_reserve);
        const cJSON *pj = cJSON_GetObjectItemCaseSensitive(res, "passes_adjust_track");
        if (!pj) {
            /* left out: counted from the acting seat's reserve, as its action starts */
            s->pass_rock = from_reserve[0], s->pass_swamp = from_reserve[1];
            s->pass_stone = from_reserve[2], s->pass_either = 0, s->move_adj = 0;
            s->last_track = -1;
        } else if ((pj = arr(&r, res, "passes_adjust_track", &rp, 6, 6))) {
            nm_jpos kp = nm_jpos_key(&rp, "passes_adjust_track");
            for (int i = 0; i < 6; i++) {
                int64_t v = 0;
                nm_jpos vp = nm_jpos_index(&kp, i);
                if (nm_json_int_value(cJSON_GetArrayItem(pj, i), &vp, i == 5 ? -1 : 0,
                                      i == 5 ? KARNAG_TRACK_MAX - 1 : 100, &v, err) < 0) r.bad++;
                pa[i] = (int8_t)v;
            }
            s->pass_rock = pa[0], s->pass_swamp = pa[1], s->pass_stone = pa[2];
            s->pass_either = pa[3], s->move_adj = pa[4], s->last_track = pa[5];
            /* before the action (and while a card is played before it), the reserve's
               creatures have given their passes and cards can only add */
            if ((s->stage == KARNAG_ST_PRE || s->stage == KARNAG_ST_CARD) &&
                (pa[0] < from_reserve[0] || pa[1] < from_reserve[1] || pa[2] < from_reserve[2])) {
                nm_jerr(err, &kp,
                        "%d rock, %d swamp and %d stone passes, but seat %d's reserve gives %d, %d "
                        "and %d before its action (leave the key out to have them counted)",
                        pa[0], pa[1], pa[2], s->act_seat, from_reserve[0], from_reserve[1],
                        from_reserve[2]);
                r.bad++;
            }
        }
    }
    const cJSON *op = cJSON_GetObjectItemCaseSensitive(j, "op");
    nm_jpos opp = nm_jpos_key(at, "op");
    if (!cJSON_IsObject(op)) {
        nm_jerr(err, &opp, "an object is needed");
        r.bad++;
    } else {
        const cJSON *pg = arr(&r, op, "progress", &opp, 14, 14);
        nm_jpos kp = nm_jpos_key(&opp, "progress");
        static const int lo[14] = {0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, -1, -1};
        int hi[14] = {1, 40, 7, 40, 40, 100, nc - 1, 9, 1, 9, KARNAG_GEMS, g->sq - 1, g->sq - 1,
                      g->sq - 1};
        int64_t v[14] = {0};
        for (int i = 0; pg && i < 14; i++) {
            nm_jpos vp = nm_jpos_index(&kp, i);
            if (nm_json_int_value(cJSON_GetArrayItem(pg, i), &vp, lo[i], hi[i], &v[i], err) < 0) r.bad++;
        }
        s->mv_active = (int8_t)v[0], s->mv_used = (int8_t)v[1], s->mv_moved = (int8_t)v[2];
        s->mv_lo = (int8_t)v[3], s->mv_hi = (int8_t)v[4], s->redraws = (int8_t)v[5];
        s->cr_sel = (int8_t)v[6], s->cr_steps = (int8_t)v[7], s->gm_active = (int8_t)v[8];
        s->gm_used = (int8_t)v[9], s->gm_moved = (int8_t)v[10];
        for (int i = 0; i < KARNAG_GEMS; i++) s->gm_sq[i] = (int16_t)v[11 + i];
        s->drawn_count = (int8_t)ids_into(&r, d, KARNAG_K_CARDS, op, "drawn", &opp, s->drawn, 0,
                                          KARNAG_DRAW_MAX);
    }
    s->die = (int8_t)get(&r, j, "die", at, 0, 6);
    s->last_escape = (int8_t)get(&r, j, "last_escape", at, -1, g->path - 1);
    /* seats */
    const cJSON *seats = arr(&r, j, "seats", at, np, np);
    nm_jpos sp = nm_jpos_key(at, "seats");
    uint8_t card_seen[KARNAG_CARD_MAX] = {0};
    int card_bad = 0;
    for (int i = 0; i < s->deck_count; i++) card_bad |= card_seen[s->deck[i]]++;
    for (int i = 0; i < s->drawn_count; i++) card_bad |= card_seen[s->drawn[i]]++;
    int druid_bad = 0;
    for (int p = 0; seats && p < np; p++) {
        const cJSON *o = cJSON_GetArrayItem(seats, p);
        nm_jpos ip = nm_jpos_index(&sp, p);
        static const char *const skeys[] = {"vp", "mana", "tracks", "druids", "menhirs", "cubes",
                                            "hand", "final", "vp_sources"};
        if (!cJSON_IsObject(o)) {
            nm_jerr(err, &ip, "an object is needed");
            r.bad++;
            continue;
        }
        if (nm_json_check_keys(o, &ip, skeys, 9, err) > 0) r.bad++;
        karnag_seat *q = &s->seat[p];
        q->vp = (int16_t)get(&r, o, "vp", &ip, 0, 9999);
        q->mana = (int16_t)get(&r, o, "mana", &ip, 0, karnag_rule(d, KARNAG_R_MANA_MAX));
        const cJSON *tr = cJSON_GetObjectItemCaseSensitive(o, "tracks");
        nm_jpos trp = nm_jpos_key(&ip, "tracks");
        for (int t = 0; t < karnag_count(d, KARNAG_K_TRACKS); t++) {
            const nm_component *tc = karnag_item(d, KARNAG_K_TRACKS, t);
            q->track[t] = (int8_t)get(&r, tr, tc->id, &trp, 0, tc->field[KARNAG_TR_LEVELS] - 1);
        }
        const cJSON *dr = arr(&r, o, "druids", &ip, KARNAG_DRUIDS, KARNAG_DRUIDS);
        nm_jpos dp = nm_jpos_key(&ip, "druids");
        for (int k = 0; dr && k < KARNAG_DRUIDS; k++) {
            const cJSON *v = cJSON_GetArrayItem(dr, k);
            nm_jpos vp = nm_jpos_index(&dp, k);
            int c = 0;
            if (cJSON_IsNumber(v)) {
                int64_t ps = 0;
                if (nm_json_int_value(v, &vp, 0, g->path - 1, &ps, err) < 0) r.bad++;
                q->druid[k] = (int8_t)ps;
            } else if (cJSON_IsString(v) && strcmp(v->valuestring, "council") == 0)
                q->druid[k] = KARNAG_D_COUNCIL;
            else if (cJSON_IsString(v) && strcmp(v->valuestring, "unplaced") == 0)
                q->druid[k] = KARNAG_D_UNPLACED;
            else if (cJSON_IsString(v) && sscanf(v->valuestring, "cauldron.%d", &c) == 1 && c >= 0 &&
                     c < KARNAG_CAULDRONS)
                q->druid[k] = (int8_t)(KARNAG_D_CAULDRON + c);
            else {
                nm_jerr(err, &vp, "a path square, \"council\", \"unplaced\" or \"cauldron.N\"");
                r.bad++;
            }
        }
        q->menhirs = (int8_t)get(&r, o, "menhirs", &ip, 0, KARNAG_MENHIRS);
        q->cubes = (int8_t)get(&r, o, "cubes", &ip, 0, karnag_rule(d, KARNAG_R_CUBES));
        q->hand_count = (int8_t)ids_into(&r, d, KARNAG_K_CARDS, o, "hand", &ip, q->hand, 0, ncard);
        for (int i = 0; i < q->hand_count; i++) {
            card_bad |= card_seen[q->hand[i]]++;
            if (karnag_item(d, KARNAG_K_CARDS, q->hand[i])->field[KARNAG_CD_BACK]) {
                nm_jpos hp = nm_jpos_key(&ip, "hand");
                nm_jerr(err, &hp, "a card with a marked back is never kept in a hand");
                r.bad++;
            }
        }
        int8_t fin[4] = {0};
        ints_into(&r, o, "final", &ip, fin, 4, 0, 127);
        q->end_cards = fin[0], q->end_gems = fin[1], q->end_menhirs = fin[2], q->end_creatures = fin[3];
        /* VP by source during play: they and the final count sum to vp; a snapshot written
         * before they were kept counts its VP won so far as "other" */
        const cJSON *src = cJSON_GetObjectItemCaseSensitive(o, "vp_sources");
        int play = q->vp - (q->end_cards + q->end_gems + q->end_menhirs + q->end_creatures);
        memset(q->vp_src, 0, sizeof q->vp_src);
        if (!src) {
            q->vp_src[KARNAG_VP_OTHER] = (int16_t)play;
        } else {
            nm_jpos srp = nm_jpos_key(&ip, "vp_sources");
            if (nm_json_check_keys(src, &srp, karnag_vp_source_keys, KARNAG_VP_SOURCES, err) > 0) r.bad++;
            int sum = 0;
            for (int k = 0; k < KARNAG_VP_SOURCES; k++) {
                if (!cJSON_GetObjectItemCaseSensitive(src, karnag_vp_source_keys[k])) continue;
                q->vp_src[k] = (int16_t)get(&r, src, karnag_vp_source_keys[k], &srp, -9999, 9999);
                sum += q->vp_src[k];
            }
            if (sum != play) {
                nm_jerr(err, &srp, "the sources sum to %d, but vp less the final count is %d", sum, play);
                r.bad++;
            }
        }
        int men = 0, gems = 0;
        for (int x = 0; x < g->sq; x++) men += s->menhir[x] == p, gems += s->gem[x] == p;
        if (men != q->menhirs || gems > KARNAG_GEMS) {
            nm_jerr(err, &ip, "%d menhirs and %d gemstones on the board, menhirs says %d", men, gems,
                    q->menhirs);
            r.bad++;
        }
    }
    for (int c = 0; c < ncard; c++) card_bad |= card_seen[c] != 1;
    if (card_bad) {
        nm_jerr(err, at, "every Power card must be once in the deck, a hand or the drawn cards");
        r.bad++;
    }
    /* druids: one per path square, cauldrons within their places */
    for (int a = 0; a < np * KARNAG_DRUIDS; a++) {
        int pa = s->seat[a / KARNAG_DRUIDS].druid[a % KARNAG_DRUIDS];
        for (int b = 0; b < a; b++)
            if (pa >= 0 && pa < g->path && pa == s->seat[b / KARNAG_DRUIDS].druid[b % KARNAG_DRUIDS])
                druid_bad = 1;
    }
    for (int c = 0; c < KARNAG_CAULDRONS; c++)
        if (karnag_cauldron_used(s, c) > karnag_cauldron_places(d, g, c, np)) druid_bad = 1;
    if (druid_bad) {
        nm_jerr(err, at, "two druids on one path square, or a Cauldron space over its places");
        r.bad++;
    }
    const cJSON *vm = cJSON_GetObjectItemCaseSensitive(j, "vm");
    nm_jpos vp = nm_jpos_key(at, "vm");
    if (nm_vm_from_json(vm, &vp, d, np, ncard - 1, 0, 0, &s->vm, err) != 0) r.bad++;
    if (r.bad) return -1;
    if (s->h.to_move != karnag_pending_seat(s)) {
        nm_jpos kp = nm_jpos_key(at, "to_move");
        nm_jerr(err, &kp, "%d, but the position waits on seat %d", s->h.to_move,
                karnag_pending_seat(s));
        return -1;
    }
    return 0;
}
