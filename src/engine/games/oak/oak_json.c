/* oak_json.c - Oak's state as readable JSON (components by id) and back. from_json trusts
 * nothing: every number is range-checked, every id looked up, every component must be in
 * exactly one place (creatures, artifacts, potions, Broichan's cards, the 40 ingredients,
 * the Sanctuary/Menhir cards), and the pending decision must match to_move. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/state_json.h"
#include "oak.h"

static const char *const phase_names[] = {"orders", "day", "over", NULL};
static const char *const seat_state_names[] = {"active", "passed", "done", NULL};
static const char *const loc_names[] = {"rest", "roots", "temple", "heart", "order", "menhir",
                                        "artifact", "branch", "forest", NULL};
static const char *const pend_names[] = {"none", "druid", "second", "extra", "dusk", NULL};
static const char *const card_state_names[] = {"none", "hand", "played", NULL};

static cJSON *id_or_null(const nm_data *d, int kind, int i) {
    const nm_kind_data *k = oak_kind(d, kind);
    if (i < 0 || i >= k->count) return cJSON_CreateNull();
    return cJSON_CreateString(k->items[i].id);
}
static cJSON *ids(const nm_data *d, int kind, const int8_t *v, int n) {
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, id_or_null(d, kind, v[i]));
    return a;
}
static cJSON *bits(const nm_data *d, uint32_t m) {
    cJSON *a = cJSON_CreateArray();
    const nm_kind_data *k = oak_kind(d, OAK_K_SPACES);
    for (int i = 0; i < k->count && i < 32; i++)
        if (m >> i & 1u) cJSON_AddItemToArray(a, cJSON_CreateString(k->items[i].id));
    return a;
}
static cJSON *ing_obj(const int8_t *v) {
    cJSON *o = cJSON_CreateObject();
    for (int k = 0; k < OAK_ING; k++) cJSON_AddNumberToObject(o, oak_ing_names[k], v[k]);
    return o;
}

cJSON *oak_to_json(const nm_data *d, const void *state) {
    const oak_state *s = state;
    cJSON *j = cJSON_CreateObject();
    nm_header_to_json(j, &s->h);
    cJSON_AddStringToObject(j, "phase", phase_names[s->phase >= 0 && s->phase <= 2 ? s->phase : 0]);
    cJSON_AddBoolToObject(j, "eclipse", s->eclipse != 0);
    cJSON_AddNumberToObject(j, "round", s->round);
    cJSON_AddNumberToObject(j, "first", s->first);
    cJSON_AddNumberToObject(j, "current", s->current);
    cJSON_AddBoolToObject(j, "main_done", s->main_done != 0);
    cJSON_AddNumberToObject(j, "order_pick", s->order_pick);
    cJSON_AddNumberToObject(j, "sun", s->sun);
    cJSON *nt = cJSON_AddArrayToObject(j, "neutral");
    for (int t = 0; t < 3; t++)
        cJSON_AddItemToArray(nt, s->neutral[t] < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(s->neutral[t]));
    cJSON_AddItemToObject(j, "sun_tokens", bits(d, s->sun_tokens));
    cJSON_AddItemToObject(j, "blocked", bits(d, s->blocked));
    cJSON_AddItemToObject(j, "bag", ing_obj(s->bag));
    cJSON *fo = cJSON_AddArrayToObject(j, "forest");
    for (int i = 0; i < OAK_FOREST; i++)
        cJSON_AddItemToArray(fo, s->forest[i] < 0 ? cJSON_CreateNull() : cJSON_CreateString(oak_ing_names[s->forest[i]]));
    cJSON_AddItemToObject(j, "creature_deck", ids(d, OAK_K_CREATURES, s->deck, s->deck_count));
    cJSON_AddItemToObject(j, "creature_row", ids(d, OAK_K_CREATURES, s->row, OAK_ROW));
    cJSON_AddItemToObject(j, "drawn", ids(d, OAK_K_CREATURES, s->drawn, s->drawn_count));
    cJSON_AddItemToObject(j, "discard", ids(d, OAK_K_CREATURES, s->discard, s->discard_count));
    cJSON_AddItemToObject(j, "artifact_pile", ids(d, OAK_K_ARTIFACTS, s->apile, s->apile_count));
    cJSON_AddItemToObject(j, "artifact_row", ids(d, OAK_K_ARTIFACTS, s->arow, OAK_ROW));
    cJSON_AddItemToObject(j, "potion_row", ids(d, OAK_K_POTIONS, s->potion_row, 3));
    cJSON_AddItemToObject(j, "potion_box", ids(d, OAK_K_POTIONS, s->box, s->box_count));
    cJSON_AddItemToObject(j, "broichan_deck", ids(d, OAK_K_BOT, s->bot_deck, s->bot_deck_count));
    cJSON_AddItemToObject(j, "broichan_discard", ids(d, OAK_K_BOT, s->bot_discard, s->bot_discard_count));
    cJSON_AddNumberToObject(j, "sanctuary_pile", s->sanct_pile);
    cJSON *pe = cJSON_AddObjectToObject(j, "pending");
    cJSON_AddStringToObject(pe, "step", pend_names[s->pend.step >= 0 && s->pend.step <= OAK_PEND_DUSK ? s->pend.step : 0]);
    cJSON_AddStringToObject(pe, "kind", s->pend.kind == OAK_ACT_SPECIAL ? "special" : "temple");
    cJSON_AddItemToObject(pe, "card", id_or_null(d, OAK_K_ASSEMBLY, s->pend.step && s->pend.step != OAK_PEND_DUSK ? s->pend.card : -1));
    cJSON_AddNumberToObject(pe, "phys", s->pend.phys);
    cJSON_AddNumberToObject(pe, "act", s->pend.act);
    cJSON_AddNumberToObject(pe, "druid", s->pend.druid);
    cJSON_AddNumberToObject(pe, "where", s->pend.where);
    if (s->pend.choose_on) { /* written only while owed, so other states read as before */
        cJSON_AddStringToObject(pe, "choose_res", oak_res_names[s->pend.choose_res % 3]);
        cJSON *ce = cJSON_AddArrayToObject(pe, "choose_extra");
        for (int o = 0; o < OAK_CHOOSE_MAX; o++) cJSON_AddItemToArray(ce, cJSON_CreateNumber(s->pend.choose_extra[o]));
    }
    const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
    const nm_kind_data *pk = oak_kind(d, OAK_K_POTIONS);
    cJSON *seats = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < s->seats && p < OAK_SEATS; p++) {
        const oak_seat *ps = &s->seat[p];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "vp", ps->vp);
        cJSON *vs = cJSON_AddObjectToObject(o, "vp_sources");
        for (int k = 0; k < OAK_VP_SOURCES; k++) cJSON_AddNumberToObject(vs, oak_vp_source_names[k], ps->vp_src[k]);
        for (int r = 0; r < OAK_RES; r++) cJSON_AddNumberToObject(o, oak_res_names[r], ps->res[r]);
        cJSON_AddItemToObject(o, "ingredients", ing_obj(ps->ing));
        cJSON_AddItemToObject(o, "order", id_or_null(d, OAK_K_ORDERS, ps->order));
        cJSON_AddStringToObject(o, "state", seat_state_names[ps->state >= 0 && ps->state <= 2 ? ps->state : 0]);
        cJSON *cards = cJSON_AddObjectToObject(o, "cards");
        for (int c = 0; c < ak->count; c++)
            if (ps->card[c] > 0 && ps->card[c] <= 2)
                cJSON_AddStringToObject(cards, ak->items[c].id, card_state_names[ps->card[c]]);
        cJSON_AddItemToObject(o, "limit", cJSON_CreateIntArray((int[]){ps->limit[0], ps->limit[1]}, 2));
        cJSON_AddNumberToObject(o, "sanctuaries_any", ps->sanct_elder);
        cJSON_AddNumberToObject(o, "sanctuaries_ordinary", ps->sanct_ord);
        cJSON_AddNumberToObject(o, "menhirs", ps->menhirs);
        cJSON_AddItemToObject(o, "creatures", ids(d, OAK_K_CREATURES, ps->creatures, ps->creature_count));
        cJSON *arts = cJSON_AddArrayToObject(o, "artifacts");
        for (int i = 0; i < OAK_ART_SLOTS; i++) {
            if (ps->art[i] < 0) {
                cJSON_AddItemToArray(arts, cJSON_CreateNull());
                continue;
            }
            cJSON *a = cJSON_CreateObject();
            cJSON_AddItemToObject(a, "id", id_or_null(d, OAK_K_ARTIFACTS, ps->art[i]));
            cJSON_AddNumberToObject(a, "uses", ps->art_pos[i]);
            cJSON_AddItemToArray(arts, a);
        }
        cJSON_AddBoolToObject(o, "artifact_extension", ps->art_ext != 0);
        cJSON_AddItemToObject(o, "exhausted", ids(d, OAK_K_ARTIFACTS, ps->spent, ps->spent_count));
        cJSON *br = cJSON_AddObjectToObject(o, "brewed");
        for (int i = 0; i < pk->count; i++)
            if (ps->brewed[i]) cJSON_AddNumberToObject(br, pk->items[i].id, ps->brewed[i]);
        if (ps->brewed[OAK_MAX_POTIONS]) cJSON_AddNumberToObject(br, "dark_woods", ps->brewed[OAK_MAX_POTIONS]);
        cJSON_AddItemToObject(o, "private_potion", id_or_null(d, OAK_K_POTIONS, ps->private_potion));
        cJSON_AddItemToObject(o, "refreshed", cJSON_CreateIntArray((int[]){ps->refreshed[0], ps->refreshed[1]}, 2));
        cJSON_AddNumberToObject(o, "steps", ps->steps);
        cJSON_AddItemToObject(o, "boards", cJSON_CreateIntArray((int[]){ps->has_board[0], ps->has_board[1]}, 2));
        cJSON_AddNumberToObject(o, "broichan_sanctuaries", ps->bot_sanct);
        cJSON_AddItemToObject(o, "broichan_creatures", ids(d, OAK_K_CREATURES, ps->bot_creatures, ps->bot_creature_count));
        cJSON_AddItemToObject(o, "broichan_artifacts", ids(d, OAK_K_ARTIFACTS, ps->bot_artifacts, ps->bot_artifact_count));
        cJSON *dr = cJSON_AddArrayToObject(o, "druids");
        for (int i = 0; i < OAK_DRUIDS; i++) {
            const oak_druid *x = &ps->druid[i];
            cJSON *q = cJSON_CreateObject();
            cJSON_AddStringToObject(q, "at", loc_names[x->loc >= 0 && x->loc < OAK_L_COUNT ? x->loc : 1]);
            cJSON_AddNumberToObject(q, "a", x->a);
            cJSON_AddNumberToObject(q, "b", x->b);
            cJSON_AddItemToObject(q, "elder", id_or_null(d, OAK_K_ELDERS, x->elder));
            cJSON_AddItemToArray(dr, q);
        }
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddItemToObject(j, "vm", nm_vm_to_json(&s->vm));
    return j;
}

/* ---------------------------------------------------------------- reading */

typedef struct reader {
    const nm_data *d;
    nm_errors *err;
    int bad;
    uint8_t seen[OAK_K_COUNT][64];
} reader;

static const cJSON *child(reader *r, const cJSON *o, const char *key, const nm_jpos *p) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) {
        nm_jpos kp = nm_jpos_key(p, key);
        nm_jerr(r->err, &kp, "missing (required)");
        r->bad++;
    }
    return v;
}

static int get_int(reader *r, const cJSON *o, const char *key, const nm_jpos *p, int64_t lo, int64_t hi) {
    int64_t v = lo;
    if (nm_json_get_int(o, key, p, 1, lo, hi, &v, r->err) != 1) {
        r->bad++;
        return (int)lo;
    }
    return (int)v;
}

static int get_bool(reader *r, const cJSON *o, const char *key, const nm_jpos *p) {
    int v = 0;
    if (nm_json_get_bool(o, key, p, 1, &v, r->err) != 1) r->bad++;
    return v;
}

static int name_index(reader *r, const cJSON *v, const nm_jpos *p, const char *const *names, const char *what) {
    int n = 0;
    while (names[n]) n++;
    if (cJSON_IsString(v))
        for (int i = 0; i < n; i++)
            if (strcmp(names[i], v->valuestring) == 0) return i;
    const char *near = cJSON_IsString(v) ? nm_did_you_mean(v->valuestring, names, n) : NULL;
    if (near) nm_jerr(r->err, p, "unknown %s \"%s\" (did you mean \"%s\")", what, v->valuestring, near);
    else nm_jerr(r->err, p, "expected a %s name (%s, ...)", what, names[0]);
    r->bad++;
    return 0;
}

static int get_name(reader *r, const cJSON *o, const char *key, const nm_jpos *p, const char *const *names,
                    const char *what) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = child(r, o, key, p);
    return v ? name_index(r, v, &kp, names, what) : 0;
}

/* An id of `kind` (or null when nullable: -1). track: count it as a placed component. */
static int read_id(reader *r, const cJSON *v, const nm_jpos *p, int kind, int nullable, int track) {
    const nm_kind_data *k = oak_kind(r->d, kind);
    if (nullable && cJSON_IsNull(v)) return -1;
    if (!cJSON_IsString(v)) {
        nm_jerr(r->err, p, "expected the id of a %s%s", k->kind->name, nullable ? " or null" : "");
        r->bad++;
        return -1;
    }
    int i = nm_data_find(k, v->valuestring);
    if (i < 0) {
        const char *cand[64];
        for (int q = 0; q < k->count && q < 64; q++) cand[q] = k->items[q].id;
        const char *near = nm_did_you_mean(v->valuestring, cand, k->count < 64 ? k->count : 64);
        if (near) nm_jerr(r->err, p, "unknown %s \"%s\" (did you mean \"%s\")", k->kind->name, v->valuestring, near);
        else nm_jerr(r->err, p, "unknown %s \"%s\"", k->kind->name, v->valuestring);
        r->bad++;
        return -1;
    }
    if (track) {
        if (r->seen[kind][i]) {
            nm_jerr(r->err, p, "\"%s\" is already somewhere else (each component is in one place)", v->valuestring);
            r->bad++;
            return -1;
        }
        r->seen[kind][i] = 1;
    }
    return i;
}

static int read_ids(reader *r, const cJSON *o, const char *key, const nm_jpos *p, int kind, int8_t *out,
                    int max, int exact, int nullable) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *a = child(r, o, key, p);
    if (!a) return 0;
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) > max || (exact && cJSON_GetArraySize(a) != max)) {
        nm_jerr(r->err, &kp, "expected an array of %s%d ids", exact ? "exactly " : "at most ", max);
        r->bad++;
        return 0;
    }
    int i = 0;
    for (const cJSON *v = a->child; v; v = v->next, i++) {
        nm_jpos ip = nm_jpos_index(&kp, i);
        out[i] = (int8_t)read_id(r, v, &ip, kind, nullable, 1);
    }
    return i;
}

static void read_ing(reader *r, const cJSON *o, const char *key, const nm_jpos *p, int8_t *out) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = child(r, o, key, p);
    if (!v) return;
    if (!cJSON_IsObject(v)) {
        nm_jerr(r->err, &kp, "expected an object of ingredient counts");
        r->bad++;
        return;
    }
    if (nm_json_check_keys(v, &kp, oak_ing_names, OAK_ING, r->err) > 0) r->bad++;
    for (int k = 0; k < OAK_ING; k++) out[k] = (int8_t)get_int(r, v, oak_ing_names[k], &kp, 0, 40);
}

static uint32_t read_spaces(reader *r, const cJSON *o, const char *key, const nm_jpos *p) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *a = child(r, o, key, p);
    uint32_t m = 0;
    if (!a) return 0;
    if (!cJSON_IsArray(a)) {
        nm_jerr(r->err, &kp, "expected an array of oak space ids");
        r->bad++;
        return 0;
    }
    int i = 0;
    for (const cJSON *v = a->child; v; v = v->next, i++) {
        nm_jpos ip = nm_jpos_index(&kp, i);
        int sp = read_id(r, v, &ip, OAK_K_SPACES, 0, 0);
        if (sp >= 0 && sp < 32) m |= 1u << sp;
    }
    return m;
}

static int read_u64(reader *r, const cJSON *o, const char *key, const nm_jpos *p, uint64_t *out) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    char *end = NULL;
    if (cJSON_IsString(v) && strlen(v->valuestring) == 16 && v->valuestring[0] != '-' && v->valuestring[0] != '+') {
        *out = strtoull(v->valuestring, &end, 16);
        if (end && *end == '\0') return 0;
    }
    nm_jerr(r->err, &kp, "expected 16 hex digits in a string");
    r->bad++;
    return -1;
}

/* The VP by source: every source named, and their sum is the seat's vp. */
static void read_vp_sources(reader *r, const cJSON *o, const nm_jpos *p, oak_seat *ps) {
    nm_jpos kp = nm_jpos_key(p, "vp_sources");
    const cJSON *v = child(r, o, "vp_sources", p);
    if (!v) return;
    if (!cJSON_IsObject(v)) {
        nm_jerr(r->err, &kp, "expected an object {source: VP} (%s, ...)", oak_vp_source_names[0]);
        r->bad++;
        return;
    }
    if (nm_json_check_keys(v, &kp, oak_vp_source_names, OAK_VP_SOURCES, r->err) > 0) r->bad++;
    int sum = 0, bad = r->bad;
    for (int k = 0; k < OAK_VP_SOURCES; k++) {
        ps->vp_src[k] = (int16_t)get_int(r, v, oak_vp_source_names[k], &kp, -999, 999);
        sum += ps->vp_src[k];
    }
    if (r->bad == bad && sum != ps->vp) {
        nm_jerr(r->err, &kp, "the sources sum to %d VP but vp is %d", sum, ps->vp);
        r->bad++;
    }
}

static void read_seat(reader *r, const cJSON *o, const nm_jpos *p, oak_state *s, int seat) {
    static const char *const keys[] = {"vp", "vp_sources", "feather", "mistletoe", "rune", "ingredients", "order", "state", "cards",
                                       "limit", "sanctuaries_any", "sanctuaries_ordinary", "menhirs", "creatures",
                                       "artifacts", "artifact_extension", "exhausted", "brewed", "private_potion",
                                       "refreshed", "steps", "boards", "broichan_sanctuaries", "broichan_creatures",
                                       "broichan_artifacts", "druids"};
    const nm_data *d = r->d;
    oak_seat *ps = &s->seat[seat];
    if (!cJSON_IsObject(o)) {
        nm_jerr(r->err, p, "expected a seat object");
        r->bad++;
        return;
    }
    if (nm_json_check_keys(o, p, keys, (int)(sizeof keys / sizeof keys[0]), r->err) > 0) r->bad++;
    ps->vp = (int16_t)get_int(r, o, "vp", p, 0, 999);
    read_vp_sources(r, o, p, ps);
    for (int k = 0; k < OAK_RES; k++) ps->res[k] = (int8_t)get_int(r, o, oak_res_names[k], p, 0, OAK_RES_MAX);
    read_ing(r, o, "ingredients", p, ps->ing);
    nm_jpos op = nm_jpos_key(p, "order");
    const cJSON *ov = child(r, o, "order", p);
    ps->order = (int8_t)(ov ? read_id(r, ov, &op, OAK_K_ORDERS, 1, 0) : -1);
    ps->state = (int8_t)get_name(r, o, "state", p, seat_state_names, "seat state");
    nm_jpos cp = nm_jpos_key(p, "cards");
    const cJSON *cards = child(r, o, "cards", p);
    if (cards && cJSON_IsObject(cards)) {
        for (const cJSON *c = cards->child; c; c = c->next) {
            if (c->string && c->string[0] == '_') continue;
            nm_jpos ip = nm_jpos_key(&cp, c->string);
            cJSON *idv = cJSON_CreateString(c->string);
            int ci = read_id(r, idv, &ip, OAK_K_ASSEMBLY, 0, 0);
            cJSON_Delete(idv);
            int stt = name_index(r, c, &ip, card_state_names, "card state");
            if (ci >= 0) ps->card[ci] = (int8_t)stt;
        }
    } else if (cards) {
        nm_jerr(r->err, &cp, "expected an object {card id: \"hand\" | \"played\"}");
        r->bad++;
    }
    nm_jpos lp = nm_jpos_key(p, "limit");
    const cJSON *lim = child(r, o, "limit", p);
    if (lim && cJSON_IsArray(lim) && cJSON_GetArraySize(lim) == 2) {
        for (int t = 0; t < 2; t++) {
            nm_jpos ip = nm_jpos_index(&lp, t);
            int64_t v = 0;
            if (nm_json_int_value(cJSON_GetArrayItem(lim, t), &ip, 0, oak_rule(d, OAK_R_LIMIT_MAX), &v, r->err) < 0) r->bad++;
            ps->limit[t] = (int8_t)v;
        }
    } else if (lim) {
        nm_jerr(r->err, &lp, "expected [sanctuary limit, creature limit]");
        r->bad++;
    }
    ps->sanct_elder = (int8_t)get_int(r, o, "sanctuaries_any", p, 0, 60);
    ps->sanct_ord = (int8_t)get_int(r, o, "sanctuaries_ordinary", p, 0, 60);
    ps->menhirs = (int8_t)get_int(r, o, "menhirs", p, 0, 60);
    ps->creature_count = (int8_t)read_ids(r, o, "creatures", p, OAK_K_CREATURES, ps->creatures, OAK_HELD, 0, 0);
    memset(ps->art, -1, sizeof ps->art);
    nm_jpos ap = nm_jpos_key(p, "artifacts");
    const cJSON *arts = child(r, o, "artifacts", p);
    if (arts && cJSON_IsArray(arts) && cJSON_GetArraySize(arts) == OAK_ART_SLOTS) {
        int i = 0;
        for (const cJSON *a = arts->child; a; a = a->next, i++) {
            nm_jpos ip = nm_jpos_index(&ap, i);
            if (cJSON_IsNull(a)) continue;
            if (!cJSON_IsObject(a)) {
                nm_jerr(r->err, &ip, "expected {\"id\": ..., \"uses\": n} or null");
                r->bad++;
                continue;
            }
            nm_jpos idp = nm_jpos_key(&ip, "id");
            const cJSON *idv = child(r, a, "id", &ip);
            int ai = idv ? read_id(r, idv, &idp, OAK_K_ARTIFACTS, 0, 1) : -1;
            int n = 0;
            if (ai >= 0) nm_data_ints(d, oak_field(d, OAK_K_ARTIFACTS, ai, OAK_AR_DIAL), &n);
            ps->art[i] = (int8_t)ai;
            ps->art_pos[i] = (int8_t)get_int(r, a, "uses", &ip, 0, n > 0 ? n - 1 : 0);
        }
    } else if (arts) {
        nm_jerr(r->err, &ap, "expected an array of %d artifact slots", OAK_ART_SLOTS);
        r->bad++;
    }
    ps->art_ext = (int8_t)get_bool(r, o, "artifact_extension", p);
    if (!ps->art_ext && ps->art[2] >= 0) {
        nm_jerr(r->err, &ap, "a third artifact needs the artifact extension");
        r->bad++;
    }
    ps->spent_count = (int8_t)read_ids(r, o, "exhausted", p, OAK_K_ARTIFACTS, ps->spent, OAK_MAX_ARTIFACTS, 0, 0);
    nm_jpos bp = nm_jpos_key(p, "brewed");
    const cJSON *br = child(r, o, "brewed", p);
    if (br && cJSON_IsObject(br)) {
        for (const cJSON *c = br->child; c; c = c->next) {
            if (c->string && c->string[0] == '_') continue;
            nm_jpos ip = nm_jpos_key(&bp, c->string);
            int64_t v = 0;
            if (nm_json_int_value(c, &ip, 0, 99, &v, r->err) < 0) r->bad++;
            if (strcmp(c->string, "dark_woods") == 0) {
                ps->brewed[OAK_MAX_POTIONS] = (int8_t)v;
                continue;
            }
            cJSON *idv = cJSON_CreateString(c->string);
            int pi = read_id(r, idv, &ip, OAK_K_POTIONS, 0, 0);
            cJSON_Delete(idv);
            if (pi >= 0) ps->brewed[pi] = (int8_t)v;
        }
    } else if (br) {
        nm_jerr(r->err, &bp, "expected an object {potion id: count}");
        r->bad++;
    }
    nm_jpos pp = nm_jpos_key(p, "private_potion");
    const cJSON *pv = child(r, o, "private_potion", p);
    ps->private_potion = (int8_t)(pv ? read_id(r, pv, &pp, OAK_K_POTIONS, 1, 1) : -1);
    nm_jpos rp = nm_jpos_key(p, "refreshed");
    const cJSON *rf = child(r, o, "refreshed", p);
    nm_jpos bdp = nm_jpos_key(p, "boards");
    const cJSON *bd = child(r, o, "boards", p);
    for (int t = 0; t < 2; t++) {
        int64_t v = 0;
        nm_jpos ip = nm_jpos_index(&rp, t);
        if (!cJSON_IsArray(rf) || nm_json_int_value(cJSON_GetArrayItem(rf, t), &ip, 0, 1, &v, r->err) < 0) r->bad++;
        ps->refreshed[t] = (int8_t)v;
        ip = nm_jpos_index(&bdp, t);
        if (!cJSON_IsArray(bd) || nm_json_int_value(cJSON_GetArrayItem(bd, t), &ip, 0, 1, &v, r->err) < 0) r->bad++;
        ps->has_board[t] = (int8_t)v;
    }
    ps->steps = (int8_t)get_int(r, o, "steps", p, 0, 120);
    ps->bot_sanct = (int8_t)get_int(r, o, "broichan_sanctuaries", p, 0, 60);
    ps->bot_creature_count = (int8_t)read_ids(r, o, "broichan_creatures", p, OAK_K_CREATURES, ps->bot_creatures, OAK_MAX_CREATURES, 0, 0);
    ps->bot_artifact_count = (int8_t)read_ids(r, o, "broichan_artifacts", p, OAK_K_ARTIFACTS, ps->bot_artifacts, OAK_MAX_ARTIFACTS, 0, 0);
    nm_jpos dp = nm_jpos_key(p, "druids");
    const cJSON *dr = child(r, o, "druids", p);
    if (!dr || !cJSON_IsArray(dr) || cJSON_GetArraySize(dr) != OAK_DRUIDS) {
        if (dr) nm_jerr(r->err, &dp, "expected an array of exactly %d druids", OAK_DRUIDS);
        r->bad++;
        return;
    }
    static const char *const dkeys[] = {"at", "a", "b", "elder"};
    int i = 0, owned[OAK_ELDERS] = {0};
    for (const cJSON *x = dr->child; x; x = x->next, i++) {
        nm_jpos ip = nm_jpos_index(&dp, i);
        oak_druid *q = &ps->druid[i];
        if (!cJSON_IsObject(x)) {
            nm_jerr(r->err, &ip, "expected a druid object");
            r->bad++;
            continue;
        }
        if (nm_json_check_keys(x, &ip, dkeys, 4, r->err) > 0) r->bad++;
        q->loc = (int8_t)get_name(r, x, "at", &ip, loc_names, "druid place");
        q->a = (int8_t)get_int(r, x, "a", &ip, 0, 15);
        q->b = (int8_t)get_int(r, x, "b", &ip, 0, 15);
        nm_jpos ep = nm_jpos_key(&ip, "elder");
        const cJSON *ev = child(r, x, "elder", &ip);
        q->elder = (int8_t)(ev ? read_id(r, ev, &ep, OAK_K_ELDERS, 1, 0) : -1);
        if (q->elder >= 0 && q->elder < OAK_ELDERS) {
            if (owned[q->elder]++) {
                nm_jerr(r->err, &ep, "a seat has at most one Elder of each kind");
                r->bad++;
            }
        }
        int ok = 1;
        if (q->loc == OAK_L_TEMPLE) ok = q->a < 3 && q->b < 3;
        if (q->loc == OAK_L_BRANCH) ok = q->a < 3 && oak_space_id(d, q->a, q->b) >= 0;
        if (q->loc == OAK_L_ORDER) ok = q->a < 2;
        if (q->loc == OAK_L_ARTIFACT) ok = q->a < OAK_ART_SLOTS && q->b < oak_kind(d, OAK_K_ARTIFACTS)->count;
        if (!ok) {
            nm_jerr(r->err, &ip, "a and b do not name a place of kind \"%s\"", loc_names[q->loc]);
            r->bad++;
        }
    }
    for (int b = 0; b < 3; b++) {
        int on = 0;
        for (int k = 0; k < OAK_DRUIDS; k++) on += ps->druid[k].loc == OAK_L_BRANCH && ps->druid[k].a == b;
        if (on > 1) {
            nm_jerr(r->err, &dp, "two druids on one branch (one per branch)");
            r->bad++;
        }
    }
}

static void count_check(reader *r, const nm_jpos *p, int kind, const char *what) {
    const nm_kind_data *k = oak_kind(r->d, kind);
    for (int i = 0; i < k->count && i < 64; i++)
        if (!r->seen[kind][i]) {
            nm_jerr(r->err, p, "%s \"%s\" is nowhere (every component must be in one place)", what, k->items[i].id);
            r->bad++;
            return;
        }
}

int oak_from_json(const nm_data *d, const cJSON *j, void *state, const nm_jpos *at, nm_errors *err) {
    static const char *const keys[] = {"players", "to_move", "over", "actions", "reveals", "rng", "phase", "eclipse",
                                       "round", "first", "current", "main_done", "order_pick", "sun", "neutral",
                                       "sun_tokens", "blocked", "bag", "forest", "creature_deck", "creature_row",
                                       "drawn", "discard", "artifact_pile", "artifact_row", "potion_row", "potion_box",
                                       "broichan_deck", "broichan_discard", "sanctuary_pile", "pending", "seats", "vm"};
    oak_state *s = state;
    reader *r = calloc(1, sizeof *r);
    if (!r) {
        nm_jerr(err, at, "out of memory");
        return -1;
    }
    r->d = d;
    r->err = err;
    memset(s, 0, sizeof *s);
    nm_jpos root = *at;
    int rc = -1;
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, &root, "expected the state object");
        goto done;
    }
    if (nm_json_check_keys(j, &root, keys, (int)(sizeof keys / sizeof keys[0]), err) > 0) r->bad++;
    s->h.players = (int8_t)get_int(r, j, "players", &root, 1, OAK_MAX_PLAYERS);
    if (r->bad) goto done;
    s->solo = s->h.players == 1;
    s->seats = (int8_t)(s->solo ? 2 : s->h.players);
    s->h.to_move = (int8_t)get_int(r, j, "to_move", &root, -1, s->seats - 1);
    s->h.over = (uint8_t)get_bool(r, j, "over", &root);
    s->h.actions = (uint32_t)get_int(r, j, "actions", &root, 0, INT32_MAX);
    s->h.reveals = (uint32_t)get_int(r, j, "reveals", &root, 0, INT32_MAX);
    nm_jpos rp = nm_jpos_key(&root, "rng");
    const cJSON *rng = child(r, j, "rng", &root);
    if (rng) {
        read_u64(r, rng, "state", &rp, &s->h.rng.state);
        if (read_u64(r, rng, "inc", &rp, &s->h.rng.inc) == 0 && !(s->h.rng.inc & 1)) {
            nm_jpos ip = nm_jpos_key(&rp, "inc");
            nm_jerr(err, &ip, "the PCG32 stream selector must be odd");
            r->bad++;
        }
    }
    s->phase = (int8_t)get_name(r, j, "phase", &root, phase_names, "phase");
    s->eclipse = (int8_t)get_bool(r, j, "eclipse", &root);
    s->round = (int8_t)get_int(r, j, "round", &root, 1, oak_rule(d, OAK_R_ROUNDS));
    s->first = (int8_t)get_int(r, j, "first", &root, 0, s->seats - 1);
    s->current = (int8_t)get_int(r, j, "current", &root, 0, s->seats - 1);
    s->main_done = (int8_t)get_bool(r, j, "main_done", &root);
    s->order_pick = (int8_t)get_int(r, j, "order_pick", &root, 0, s->h.players);
    s->sun = (int8_t)get_int(r, j, "sun", &root, 0, oak_rule(d, OAK_R_SUN_LEN) - 1);
    nm_jpos np = nm_jpos_key(&root, "neutral");
    const cJSON *nt = child(r, j, "neutral", &root);
    if (nt && cJSON_IsArray(nt) && cJSON_GetArraySize(nt) == 3) {
        for (int t = 0; t < 3; t++) {
            const cJSON *v = cJSON_GetArrayItem(nt, t);
            nm_jpos ip = nm_jpos_index(&np, t);
            int64_t x = -1;
            if (!cJSON_IsNull(v) && nm_json_int_value(v, &ip, 0, 2, &x, err) < 0) r->bad++;
            s->neutral[t] = (int8_t)x;
        }
    } else if (nt) {
        nm_jerr(err, &np, "expected 3 entries (space of the neutral druid per temple, or null)");
        r->bad++;
    }
    s->sun_tokens = read_spaces(r, j, "sun_tokens", &root);
    s->blocked = read_spaces(r, j, "blocked", &root);
    read_ing(r, j, "bag", &root, s->bag);
    nm_jpos fp = nm_jpos_key(&root, "forest");
    const cJSON *fo = child(r, j, "forest", &root);
    memset(s->forest, -1, sizeof s->forest);
    if (fo && cJSON_IsArray(fo) && cJSON_GetArraySize(fo) == OAK_FOREST) {
        int i = 0;
        for (const cJSON *v = fo->child; v; v = v->next, i++) {
            nm_jpos ip = nm_jpos_index(&fp, i);
            if (!cJSON_IsNull(v)) s->forest[i] = (int8_t)name_index(r, v, &ip, oak_ing_names, "ingredient");
        }
    } else if (fo) {
        nm_jerr(err, &fp, "expected %d forest places (ingredient or null)", OAK_FOREST);
        r->bad++;
    }
    s->deck_count = (int8_t)read_ids(r, j, "creature_deck", &root, OAK_K_CREATURES, s->deck, OAK_MAX_CREATURES, 0, 0);
    read_ids(r, j, "creature_row", &root, OAK_K_CREATURES, s->row, OAK_ROW, 1, 1);
    s->drawn_count = (int8_t)read_ids(r, j, "drawn", &root, OAK_K_CREATURES, s->drawn, 8, 0, 0);
    s->discard_count = (int8_t)read_ids(r, j, "discard", &root, OAK_K_CREATURES, s->discard, OAK_MAX_CREATURES, 0, 0);
    s->apile_count = (int8_t)read_ids(r, j, "artifact_pile", &root, OAK_K_ARTIFACTS, s->apile, OAK_MAX_ARTIFACTS, 0, 0);
    read_ids(r, j, "artifact_row", &root, OAK_K_ARTIFACTS, s->arow, OAK_ROW, 1, 1);
    read_ids(r, j, "potion_row", &root, OAK_K_POTIONS, s->potion_row, 3, 1, 1);
    s->box_count = (int8_t)read_ids(r, j, "potion_box", &root, OAK_K_POTIONS, s->box, OAK_MAX_POTIONS, 0, 0);
    s->bot_deck_count = (int8_t)read_ids(r, j, "broichan_deck", &root, OAK_K_BOT, s->bot_deck, OAK_BOT_CARDS, 0, 0);
    s->bot_discard_count = (int8_t)read_ids(r, j, "broichan_discard", &root, OAK_K_BOT, s->bot_discard, OAK_BOT_CARDS, 0, 0);
    s->sanct_pile = (int8_t)get_int(r, j, "sanctuary_pile", &root, 0, 60);
    nm_jpos pp = nm_jpos_key(&root, "pending");
    const cJSON *pe = child(r, j, "pending", &root);
    s->pend.druid = -1;
    if (pe && cJSON_IsObject(pe)) {
        static const char *const kinds[] = {"temple", "special", NULL};
        s->pend.step = (int8_t)get_name(r, pe, "step", &pp, pend_names, "pending step");
        s->pend.kind = (int8_t)(get_name(r, pe, "kind", &pp, kinds, "pending kind") ? OAK_ACT_SPECIAL : OAK_ACT_TEMPLE);
        nm_jpos cp = nm_jpos_key(&pp, "card");
        const cJSON *cv = child(r, pe, "card", &pp);
        int c = cv ? read_id(r, cv, &cp, OAK_K_ASSEMBLY, 1, 0) : -1;
        s->pend.card = (int8_t)(c < 0 ? 0 : c);
        s->pend.phys = (int8_t)get_int(r, pe, "phys", &pp, 0, 2);
        s->pend.act = (int8_t)get_int(r, pe, "act", &pp, 0, 2);
        s->pend.druid = (int8_t)get_int(r, pe, "druid", &pp, -1, OAK_DRUIDS - 1);
        s->pend.where = (int8_t)get_int(r, pe, "where", &pp, 0, 2 + OAK_ART_SLOTS);
        /* a temple action's choose whose costlier options are paid when chosen */
        const cJSON *ce = cJSON_GetObjectItemCaseSensitive(pe, "choose_extra");
        if (ce) {
            static const char *const res3[] = {"feather", "mistletoe", "rune", NULL};
            nm_jpos ep = nm_jpos_key(&pp, "choose_extra");
            s->pend.choose_on = 1;
            s->pend.choose_res = (int8_t)get_name(r, pe, "choose_res", &pp, res3, "resource");
            if (!cJSON_IsArray(ce) || cJSON_GetArraySize(ce) != OAK_CHOOSE_MAX) {
                nm_jerr(err, &ep, "expected an array of %d extra costs", OAK_CHOOSE_MAX);
                r->bad++;
            } else {
                for (int o = 0; o < OAK_CHOOSE_MAX; o++) {
                    int64_t v = 0;
                    nm_jpos ip = nm_jpos_index(&ep, o);
                    if (nm_json_int_value(cJSON_GetArrayItem(ce, o), &ip, 0, 9, &v, err) < 0) r->bad++;
                    s->pend.choose_extra[o] = (int8_t)v;
                }
            }
        }
        if (s->pend.step >= OAK_PEND_SECOND && s->pend.step <= OAK_PEND_EXTRA && s->pend.druid < 0) {
            nm_jerr(err, &pp, "a placement past the druid choice names its druid");
            r->bad++;
        }
    } else if (pe) {
        nm_jerr(err, &pp, "expected an object");
        r->bad++;
    }
    nm_jpos sp = nm_jpos_key(&root, "seats");
    const cJSON *seats = child(r, j, "seats", &root);
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) != s->seats) {
        nm_jerr(err, &sp, "expected an array of %d seats%s", s->seats, s->solo ? " (you, then Broichan)" : "");
        r->bad++;
    } else {
        int i = 0;
        for (const cJSON *o = seats->child; o; o = o->next, i++) {
            nm_jpos ip = nm_jpos_index(&sp, i);
            read_seat(r, o, &ip, s, i);
        }
    }
    nm_jpos vp = nm_jpos_key(&root, "vm");
    const cJSON *vm = child(r, j, "vm", &root);
    /* Sources are component indices (< 64); ops keep counters and packed ingredient
     * counts (at most 24 bits) in the scratch words. */
    if (vm && nm_vm_from_json(vm, &vp, r->d, s->seats, 63, 0, 1 << 24, &s->vm, r->err) != 0)
        r->bad++;
    if (r->bad) goto done;

    /* every component in one place */
    count_check(r, &root, OAK_K_CREATURES, "creature");
    count_check(r, &root, OAK_K_ARTIFACTS, "artifact");
    count_check(r, &root, OAK_K_POTIONS, "potion");
    if (s->solo) count_check(r, &root, OAK_K_BOT, "Broichan card");
    else if (s->bot_deck_count + s->bot_discard_count > 0) {
        nm_jerr(err, &root, "Broichan's cards are only in a one-player game");
        r->bad++;
    }
    const nm_kind_data *ik = oak_kind(d, OAK_K_ING);
    for (int k = 0; k < OAK_ING; k++) {
        int n = s->bag[k];
        for (int i = 0; i < OAK_FOREST; i++) n += s->forest[i] == k;
        for (int p = 0; p < s->seats; p++) n += s->seat[p].ing[k];
        if (n != ik->items[k].field[OAK_I_COUNT]) {
            nm_jerr(err, &root, "%d %s tokens in play, the game has %d", n, oak_ing_names[k], ik->items[k].field[OAK_I_COUNT]);
            r->bad++;
        }
    }
    int sanct = s->sanct_pile;
    for (int p = 0; p < s->seats; p++)
        sanct += s->seat[p].sanct_elder + s->seat[p].sanct_ord + s->seat[p].menhirs + s->seat[p].bot_sanct;
    if (sanct != oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_COUNT]) {
        nm_jerr(err, &root, "%d Sanctuary/Menhir cards in play, the game has %d", sanct,
                oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_COUNT]);
        r->bad++;
    }
    if (r->bad) goto done;
    int expect = s->phase == OAK_PHASE_OVER ? -1 : s->vm.waiting ? nm_vm_waiting_seat(&s->vm) : s->current;
    if (s->h.to_move != expect) {
        nm_jerr(err, &root, "to_move is %d but the pending decision is seat %d's", s->h.to_move, expect);
        goto done;
    }
    if ((s->phase == OAK_PHASE_OVER) != (s->h.over != 0)) {
        nm_jerr(err, &root, "over does not match phase \"%s\"", phase_names[s->phase]);
        goto done;
    }
    if (s->vm.depth > 0 && !s->vm.waiting) {
        nm_jerr(err, &vp, "frames are pending but nothing waits: a state at rest has none");
        goto done;
    }
    if (s->pend.choose_on) {
        /* owed only while the action's choose waits, with an option that owes nothing */
        int free_opt = 0;
        for (int o = 0; o < OAK_CHOOSE_MAX; o++) free_opt |= s->pend.choose_extra[o] == 0;
        const nm_vm_frame *f = s->vm.depth > 0 ? &s->vm.frame[s->vm.depth - 1] : NULL;
        int n = 0;
        const nm_instr *ins = f ? nm_data_effect(d, f->effect, &n) : NULL;
        if (!s->vm.waiting || !ins || f->pc >= n || ins[f->pc].op != OAK_OP_CHOOSE || !free_opt) {
            nm_jerr(err, &pp, "choose_extra is owed only while a temple action's choose waits");
            goto done;
        }
    }
    /* Dusk step a waits for a seat's choice: the Day is over for everyone, seats before it
     * have placed their druids, no druid is left in the forest, and the choice is real */
    s->in_dusk = s->pend.step == OAK_PEND_DUSK;
    if (s->pend.step == OAK_PEND_DUSK) {
        int ok = s->phase == OAK_PHASE_DAY && s->round < oak_rule(d, OAK_R_ROUNDS) &&
                 s->current != oak_bot(s) && !s->vm.waiting;
        for (int p = 0; p < s->seats && ok; p++) {
            ok = s->seat[p].state == OAK_SEAT_DONE;
            for (int i = 0; i < OAK_DRUIDS && ok; i++) {
                int loc = s->seat[p].druid[i].loc;
                ok = p > s->current || (loc != OAK_L_FOREST && (p == s->current || loc == OAK_L_REST ||
                                                                  loc == OAK_L_ROOTS || loc == OAK_L_BRANCH));
            }
        }
        int opt[OAK_DRUIDS];
        if (!ok || oak_dusk_options(d, s, s->current, opt) < 2) {
            nm_jerr(err, &pp, "a Dusk choice needs every seat done and a choice of druids to rest");
            goto done;
        }
    } else if (s->pend.step != OAK_PEND_NONE) {
        const oak_seat *cs = &s->seat[s->current];
        int ok = s->phase == OAK_PHASE_DAY && !s->main_done && cs->state == OAK_SEAT_ACTIVE;
        if (s->pend.kind == OAK_ACT_TEMPLE) ok = ok && cs->card[s->pend.card] == 1;
        if (s->pend.step >= OAK_PEND_SECOND)
            ok = ok && cs->druid[s->pend.druid].loc == (s->pend.step == OAK_PEND_SECOND ? OAK_L_TEMPLE : OAK_L_REST);
        if (!ok) {
            nm_jerr(err, &pp, "this placement does not fit the position (card in hand, druid, turn)");
            goto done;
        }
    }
    if (s->solo && s->current == 1 && !s->vm.waiting && s->phase == OAK_PHASE_DAY) {
        nm_jerr(err, &root, "Broichan (seat 1) never holds a decision");
        goto done;
    }
    rc = 0;
done:
    free(r);
    return rc;
}
