/* oak_state.c - Oak's state described once (include/nemeton/state_table.h): the core
 * writes it as JSON (components by id), reads it back checking every value and that every
 * creature, artifact, potion and Broichan card is in exactly one place, masks the hidden
 * decks in observations, and finds counters and zones in it by path. What no single field
 * can say (ranges from the rules, the 40 ingredients and 24 Sanctuaries, the druids'
 * places, the decision the position waits on) is checked by check() below. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "nemeton/state_json.h"
#include "nemeton/state_table.h"
#include "oak.h"

static const char *const phase_names[] = {"orders", "day", "over", NULL};
static const char *const seat_state_names[] = {"active", "passed", "done", NULL};
static const char *const loc_names[] = {"rest", "roots", "temple", "heart", "order", "menhir",
                                        "artifact", "branch", "forest", NULL};
static const char *const pend_names[] = {"none", "druid", "second", "extra", "dusk", NULL};
static const char *const card_state_names[] = {"none", "hand", "played", NULL};
static const char *const res3[] = {"feather", "mistletoe", "rune", NULL};

#define INT8(KEY, ST, M, LO, HI, DOC)                                                           \
    {.key = KEY, .type = NM_SF_INT, .offset = offsetof(ST, M), .size = 1, .min = LO, .max = HI, \
     .doc = DOC}
#define BOOL8(KEY, ST, M, DOC) {.key = KEY, .type = NM_SF_BOOL, .offset = offsetof(ST, M), .size = 1, .doc = DOC}
/* A list of ids with its count, or a row of slots (nullable). */
#define IDS(KEY, ST, M, COUNT, KIND, WHAT, VIS, DOC)                                            \
    {.key = KEY, .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, M), .size = 1,  \
     .len = (int16_t)sizeof(((ST *)0)->M), .count = NM_CT_LIST, .count_offset = offsetof(ST, COUNT), \
     .count_size = 1, .unique = 1, .vis = VIS, .ref = KIND, .what = WHAT, .doc = DOC}
#define ROW(KEY, ST, M, KIND, WHAT, DOC)                                                        \
    {.key = KEY, .type = NM_SF_ID, .shape = NM_SH_ARRAY, .offset = offsetof(ST, M), .size = 1,  \
     .len = (int16_t)sizeof(((ST *)0)->M), .nullable = 1, .unique = 1, .ref = KIND, .what = WHAT, \
     .doc = DOC}

/* ---- custom fields ---- */

/* pending.kind: what the placement under way is, by its action kind. */
static cJSON *pend_kind_write(const nm_st_ctx *c, const void *elem) {
    (void)c;
    return cJSON_CreateString(*(const int8_t *)elem == OAK_ACT_SPECIAL ? "special" : "temple");
}
static int pend_kind_read(nm_st_ctx *c, const cJSON *v, const nm_jpos *p, void *elem) {
    int special = cJSON_IsString(v) && strcmp(v->valuestring, "special") == 0;
    if (!special && !(cJSON_IsString(v) && strcmp(v->valuestring, "temple") == 0)) {
        nm_jerr(c->err, p, "expected \"temple\" or \"special\"");
        return -1;
    }
    *(int8_t *)elem = special ? OAK_ACT_SPECIAL : OAK_ACT_TEMPLE;
    return 0;
}

/* pending.card: the Assembly card of a placement under way (null at rest and at Dusk). */
static cJSON *pend_card_write(const nm_st_ctx *c, const void *elem) {
    const oak_pending *pe = (const oak_pending *)(const void *)((const char *)elem - offsetof(oak_pending, card));
    int card = pe->step && pe->step != OAK_PEND_DUSK ? pe->card : -1;
    return nm_json_id(oak_kind(c->data, OAK_K_ASSEMBLY), card);
}
static int pend_card_read(nm_st_ctx *c, const cJSON *v, const nm_jpos *p, void *elem) {
    int i = nm_json_read_id(oak_kind(c->data, OAK_K_ASSEMBLY), v, p, 1, c->err);
    if (i == -2) return -1;
    *(int8_t *)elem = (int8_t)(i < 0 ? 0 : i);
    return 0;
}

/* pending.choose_res and choose_extra: what a temple action's costlier options still owe,
 * written only while owed (while its choose waits), so other states read as before. */
static cJSON *pend_choose_write(const nm_st_ctx *c, const void *elem) {
    (void)c;
    const oak_pending *pe = (const oak_pending *)(const void *)((const char *)elem - offsetof(oak_pending, choose_on));
    cJSON *kv = cJSON_CreateObject();
    if (!pe->choose_on) return kv;
    cJSON_AddStringToObject(kv, "choose_res", oak_res_names[pe->choose_res % 3]);
    cJSON *ce = cJSON_AddArrayToObject(kv, "choose_extra");
    for (int o = 0; o < OAK_CHOOSE_MAX; o++) cJSON_AddItemToArray(ce, cJSON_CreateNumber(pe->choose_extra[o]));
    return kv;
}
static int pend_choose_read(nm_st_ctx *c, const cJSON *pe_json, const nm_jpos *pp, void *elem) {
    oak_pending *pe = (oak_pending *)(void *)((char *)elem - offsetof(oak_pending, choose_on));
    const cJSON *ce = cJSON_GetObjectItemCaseSensitive(pe_json, "choose_extra");
    const cJSON *cr = cJSON_GetObjectItemCaseSensitive(pe_json, "choose_res");
    if (!ce && !cr) return 0;
    nm_jpos ep = nm_jpos_key(pp, "choose_extra"), rp = nm_jpos_key(pp, "choose_res");
    int bad = 0;
    pe->choose_on = 1;
    pe->choose_res = -1;
    for (int r = 0; r < 3 && cJSON_IsString(cr); r++)
        if (strcmp(cr->valuestring, oak_res_names[r]) == 0) pe->choose_res = (int8_t)r;
    if (pe->choose_res < 0) {
        nm_jerr(c->err, &rp, "expected the resource the extra is paid in (feather, mistletoe or rune)");
        pe->choose_res = 0;
        bad = 1;
    }
    if (!cJSON_IsArray(ce) || cJSON_GetArraySize(ce) != OAK_CHOOSE_MAX) {
        nm_jerr(c->err, &ep, "expected an array of %d extra costs", OAK_CHOOSE_MAX);
        return -1;
    }
    for (int o = 0; o < OAK_CHOOSE_MAX; o++) {
        int64_t v = 0;
        nm_jpos ip = nm_jpos_index(&ep, o);
        if (nm_json_int_value(cJSON_GetArrayItem(ce, o), &ip, 0, 9, &v, c->err) < 0) bad = 1;
        pe->choose_extra[o] = (int8_t)v;
    }
    return bad ? -1 : 0;
}
static const char *const choose_keys[] = {"choose_res", "choose_extra", NULL};

/* seats[].artifacts: three slots, each null or {"id", "uses"}; uses below the dial's length. */
static cJSON *arts_write(const nm_st_ctx *c, const void *elem) {
    const oak_seat *ps = (const oak_seat *)(const void *)((const char *)elem - offsetof(oak_seat, art));
    cJSON *arts = cJSON_CreateArray();
    for (int i = 0; i < OAK_ART_SLOTS; i++) {
        if (ps->art[i] < 0) {
            cJSON_AddItemToArray(arts, cJSON_CreateNull());
            continue;
        }
        cJSON *a = cJSON_CreateObject();
        cJSON_AddItemToObject(a, "id", nm_json_id(oak_kind(c->data, OAK_K_ARTIFACTS), ps->art[i]));
        cJSON_AddNumberToObject(a, "uses", ps->art_pos[i]);
        cJSON_AddItemToArray(arts, a);
    }
    return arts;
}
static int arts_read(nm_st_ctx *c, const cJSON *arts, const nm_jpos *ap, void *elem) {
    static const char *const keys[] = {"id", "uses"};
    oak_seat *ps = (oak_seat *)(void *)((char *)elem - offsetof(oak_seat, art));
    const nm_data *d = c->data;
    memset(ps->art, -1, sizeof ps->art);
    if (!cJSON_IsArray(arts) || cJSON_GetArraySize(arts) != OAK_ART_SLOTS) {
        nm_jerr(c->err, ap, "expected an array of %d artifact slots", OAK_ART_SLOTS);
        return -1;
    }
    int i = 0, bad = 0;
    for (const cJSON *a = arts->child; a; a = a->next, i++) {
        nm_jpos ip = nm_jpos_index(ap, i);
        if (cJSON_IsNull(a)) continue;
        if (!cJSON_IsObject(a)) {
            nm_jerr(c->err, &ip, "expected {\"id\": ..., \"uses\": n} or null");
            bad = 1;
            continue;
        }
        if (nm_json_check_keys(a, &ip, keys, 2, c->err) > 0) bad = 1;
        nm_jpos idp = nm_jpos_key(&ip, "id");
        const cJSON *idv = cJSON_GetObjectItemCaseSensitive(a, "id");
        int ai = idv ? nm_json_read_id(oak_kind(d, OAK_K_ARTIFACTS), idv, &idp, 0, c->err) : -2;
        if (!idv) nm_jerr(c->err, &idp, "missing (required)");
        if (ai < 0 || nm_st_place(c, "artifacts", ai, &idp, "artifact") != 0) {
            bad = 1;
            continue;
        }
        int n = 0;
        nm_data_ints(d, oak_field(d, OAK_K_ARTIFACTS, ai, OAK_AR_DIAL), &n);
        int64_t uses = 0;
        if (nm_json_get_int(a, "uses", &ip, 1, 0, n > 0 ? n - 1 : 0, &uses, c->err) != 1) bad = 1;
        ps->art[i] = (int8_t)ai;
        ps->art_pos[i] = (int8_t)uses;
    }
    return bad ? -1 : 0;
}

/* seats[].brewed: {potion id: times brewed, "dark_woods": times}, the zero ones left out. */
static cJSON *brewed_write(const nm_st_ctx *c, const void *elem) {
    const int8_t *b = elem;
    const nm_kind_data *pk = oak_kind(c->data, OAK_K_POTIONS);
    cJSON *br = cJSON_CreateObject();
    for (int i = 0; i < pk->count; i++)
        if (b[i]) cJSON_AddNumberToObject(br, pk->items[i].id, b[i]);
    if (b[OAK_MAX_POTIONS]) cJSON_AddNumberToObject(br, "dark_woods", b[OAK_MAX_POTIONS]);
    return br;
}
static int brewed_read(nm_st_ctx *c, const cJSON *br, const nm_jpos *bp, void *elem) {
    int8_t *b = elem;
    if (!cJSON_IsObject(br)) {
        nm_jerr(c->err, bp, "expected an object {potion id: count}");
        return -1;
    }
    int bad = 0;
    for (const cJSON *e = br->child; e; e = e->next) {
        if (e->string && e->string[0] == '_') continue;
        nm_jpos ip = nm_jpos_key(bp, e->string);
        int64_t v = 0;
        if (nm_json_int_value(e, &ip, 0, 99, &v, c->err) < 0) bad = 1;
        if (strcmp(e->string, "dark_woods") == 0) {
            b[OAK_MAX_POTIONS] = (int8_t)v;
            continue;
        }
        cJSON *idv = cJSON_CreateString(e->string);
        int pi = nm_json_read_id(oak_kind(c->data, OAK_K_POTIONS), idv, &ip, 0, c->err);
        cJSON_Delete(idv);
        if (pi < 0) bad = 1;
        else b[pi] = (int8_t)v;
    }
    return bad ? -1 : 0;
}

/* ---- the table ---- */

static const nm_sfield druid_fields[] = {
    {.key = "at", .type = NM_SF_NAME, .offset = offsetof(oak_druid, loc), .size = 1, .names = loc_names,
     .what = "druid place", .doc = "where the druid is"},
    INT8("a", oak_druid, a, 0, 15, "the place's first argument (temple, branch, slot...)"),
    INT8("b", oak_druid, b, 0, 15, "its second (space, space index, artifact...)"),
    {.key = "elder", .type = NM_SF_ID, .offset = offsetof(oak_druid, elder), .size = 1, .nullable = 1,
     .ref = "elders", .what = "Elder", .doc = "its specialisation, null for an ordinary druid"},
};

static const nm_sfield seat_fields[] = {
    {.key = "vp", .type = NM_SF_INT, .offset = offsetof(oak_seat, vp), .size = 2, .min = 0, .max = 999,
     .doc = "victory points"},
    {.key = "vp_sources", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(oak_seat, vp_src),
     .size = 2, .len = OAK_VP_SOURCES, .min = -999, .max = 999, .names = oak_vp_source_names,
     .doc = "VP by source; they sum to vp"},
    {.key = "res", .type = NM_SF_INT, .shape = NM_SH_SPREAD, .offset = offsetof(oak_seat, res), .size = 1,
     .len = OAK_RES, .min = 0, .max = OAK_RES_MAX, .names = res3, .doc = "feathers, mistletoe, runes"},
    {.key = "ingredients", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(oak_seat, ing),
     .size = 1, .len = OAK_ING, .min = 0, .max = 40, .names = oak_ing_names, .doc = "ingredients held"},
    {.key = "order", .type = NM_SF_ID, .offset = offsetof(oak_seat, order), .size = 1, .nullable = 1,
     .ref = "orders", .what = "order", .doc = "its order board (null: Broichan)"},
    {.key = "state", .type = NM_SF_NAME, .offset = offsetof(oak_seat, state), .size = 1,
     .names = seat_state_names, .what = "seat state", .doc = "active, passed or done this Day"},
    {.key = "cards", .type = NM_SF_NAME, .shape = NM_SH_SPARSE, .offset = offsetof(oak_seat, card), .size = 1,
     .len = OAK_MAX_CARDS, .names = card_state_names, .ref = "assembly", .what = "card state",
     .doc = "Assembly cards owned: {id: hand | played}"},
    {.key = "limit", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_seat, limit), .size = 1,
     .len = 2, .min = 0, .max = 100, .doc = "card-limit markers: [sanctuary, creature]"},
    INT8("sanctuaries_any", oak_seat, sanct_elder, 0, 60, "Sanctuaries on the any-druid side"),
    INT8("sanctuaries_ordinary", oak_seat, sanct_ord, 0, 60, "Sanctuaries on the ordinary side"),
    INT8("menhirs", oak_seat, menhirs, 0, 60, "Menhirs erected"),
    IDS("creatures", oak_seat, creatures, creature_count, "creatures", "creature", NM_VIS_ALL, "Creatures held"),
    {.key = "artifacts", .type = NM_SF_CUSTOM, .offset = offsetof(oak_seat, art), .write = arts_write,
     .read = arts_read, .doc = "the 3 artifact slots: null or {id, uses}"},
    BOOL8("artifact_extension", oak_seat, art_ext, "the third slot (Gift of the Gods)"),
    IDS("exhausted", oak_seat, spent, spent_count, "artifacts", "artifact", NM_VIS_ALL,
        "exhausted artifacts beside the board"),
    {.key = "brewed", .type = NM_SF_CUSTOM, .offset = offsetof(oak_seat, brewed), .write = brewed_write,
     .read = brewed_read, .doc = "potions brewed: {id: times, dark_woods: times}"},
    {.key = "private_potion", .type = NM_SF_ID, .offset = offsetof(oak_seat, private_potion), .size = 1,
     .nullable = 1, .unique = 1, .ref = "potions", .what = "potion", .doc = "the Seelie Court's potion"},
    {.key = "refreshed", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_seat, refreshed),
     .size = 1, .len = 2, .min = 0, .max = 1, .what = "flag", .doc = "creature / artifact row refreshed this turn"},
    INT8("steps", oak_seat, steps, 0, 120, "spaces climbed (tie-break)"),
    {.key = "boards", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_seat, has_board),
     .size = 1, .len = 2, .min = 0, .max = 1, .what = "flag", .doc = "Bard board, Ancient board"},
    INT8("broichan_sanctuaries", oak_seat, bot_sanct, 0, 60, "Broichan: Sanctuaries taken"),
    IDS("broichan_creatures", oak_seat, bot_creatures, bot_creature_count, "creatures", "creature",
        NM_VIS_ALL, "Broichan: creatures discarded face up"),
    IDS("broichan_artifacts", oak_seat, bot_artifacts, bot_artifact_count, "artifacts", "artifact",
        NM_VIS_ALL, "Broichan: artifacts discarded face up"),
    {.key = "druids", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_seat, druid),
     .stride = sizeof(oak_druid), .len = OAK_DRUIDS, .fields = druid_fields,
     .field_count = (int)(sizeof druid_fields / sizeof druid_fields[0]), .what = "druid",
     .doc = "the 9 druids: {at, a, b, elder}"},
};

static const nm_sfield pending_fields[] = {
    {.key = "step", .type = NM_SF_NAME, .offset = offsetof(oak_pending, step), .size = 1, .names = pend_names,
     .what = "pending step", .doc = "none, druid, second, extra or dusk"},
    {.key = "kind", .type = NM_SF_CUSTOM, .offset = offsetof(oak_pending, kind), .write = pend_kind_write,
     .read = pend_kind_read, .doc = "temple or special"},
    {.key = "card", .type = NM_SF_CUSTOM, .offset = offsetof(oak_pending, card), .write = pend_card_write,
     .read = pend_card_read, .doc = "the Assembly card played (null when none)"},
    INT8("phys", oak_pending, phys, 0, 2, "the temple space taken"),
    INT8("act", oak_pending, act, 0, 2, "the action space it acts as"),
    INT8("druid", oak_pending, druid, -1, OAK_DRUIDS - 1, "the druid placed, -1 not yet"),
    INT8("where", oak_pending, where, 0, 2 + OAK_ART_SLOTS, "special: order space, Menhir or artifact slot"),
    {.key = "choose", .type = NM_SF_CUSTOM, .shape = NM_SH_SPREAD, .offset = offsetof(oak_pending, choose_on),
     .len = 2, .names = choose_keys, .write = pend_choose_write, .read = pend_choose_read,
     .doc = "choose_res, choose_extra: what a temple action's costlier options owe, while its choose waits"},
};

static const nm_sfield fields[] = {
    {.key = "header", .type = NM_SF_HEADER, .offset = offsetof(oak_state, h)},
    {.key = "phase", .type = NM_SF_NAME, .offset = offsetof(oak_state, phase), .size = 1, .names = phase_names,
     .what = "phase", .doc = "orders (setup), day or over"},
    BOOL8("eclipse", oak_state, eclipse, "the Eclipse variant"),
    INT8("round", oak_state, round, 1, 100, "the round (1 to the rules' rounds)"),
    INT8("first", oak_state, first, 0, OAK_SEATS - 1, "the first player"),
    INT8("current", oak_state, current, 0, OAK_SEATS - 1, "the seat whose turn it is"),
    BOOL8("main_done", oak_state, main_done, "the current seat took its main action"),
    INT8("order_pick", oak_state, order_pick, -1, OAK_MAX_PLAYERS, "setup: seats still to choose an order"),
    INT8("sun", oak_state, sun, 0, 100, "the sun marker's space"),
    {.key = "neutral", .type = NM_SF_INT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_state, neutral),
     .size = 1, .len = 3, .min = 0, .max = 2, .nullable = 1, .doc = "the neutral druid's space per temple"},
    {.key = "sun_tokens", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(oak_state, sun_tokens),
     .size = 4, .is_unsigned = 1, .ref = "oak_spaces", .doc = "Oak spaces holding a sun token"},
    {.key = "blocked", .type = NM_SF_INT, .shape = NM_SH_BITS, .offset = offsetof(oak_state, blocked),
     .size = 4, .is_unsigned = 1, .ref = "oak_spaces", .doc = "final spaces blocked"},
    {.key = "bag", .type = NM_SF_INT, .shape = NM_SH_KEYED, .offset = offsetof(oak_state, bag), .size = 1,
     .len = OAK_ING, .min = 0, .max = 40, .names = oak_ing_names, .doc = "ingredients in the bag"},
    {.key = "forest", .type = NM_SF_NAME, .shape = NM_SH_ARRAY, .offset = offsetof(oak_state, forest),
     .size = 1, .len = OAK_FOREST, .nullable = 1, .names = oak_ing_names, .what = "ingredient",
     .doc = "the 24 forest places: an ingredient or null"},
    IDS("creature_deck", oak_state, deck, deck_count, "creatures", "creature", NM_VIS_NONE,
        "the creature deck, top last"),
    ROW("creature_row", oak_state, row, "creatures", "creature", "the face-up creatures"),
    IDS("drawn", oak_state, drawn, drawn_count, "creatures", "creature", NM_VIS_ALL,
        "creatures drawn to choose from (Cailleach)"),
    IDS("discard", oak_state, discard, discard_count, "creatures", "creature", NM_VIS_ALL,
        "creatures discarded (Carw Gwyn)"),
    IDS("artifact_pile", oak_state, apile, apile_count, "artifacts", "artifact", NM_VIS_NONE,
        "the artifact pile, top last"),
    ROW("artifact_row", oak_state, arow, "artifacts", "artifact", "the face-up artifacts"),
    ROW("potion_row", oak_state, potion_row, "potions", "potion", "the potion of each level on the board"),
    IDS("potion_box", oak_state, box, box_count, "potions", "potion", NM_VIS_NONE, "potions left in the box"),
    IDS("broichan_deck", oak_state, bot_deck, bot_deck_count, "broichan", "Broichan card", NM_VIS_NONE,
        "Broichan's deck"),
    IDS("broichan_discard", oak_state, bot_discard, bot_discard_count, "broichan", "Broichan card",
        NM_VIS_ALL, "Broichan's discard"),
    INT8("sanctuary_pile", oak_state, sanct_pile, 0, 60, "Sanctuary/Menhir cards left"),
    {.key = "pending", .type = NM_SF_OBJECT, .offset = offsetof(oak_state, pend), .fields = pending_fields,
     .field_count = (int)(sizeof pending_fields / sizeof pending_fields[0]),
     .doc = "a placement under way, or Dusk's choice of druids to rest"},
    {.key = "seats", .type = NM_SF_OBJECT, .shape = NM_SH_ARRAY, .offset = offsetof(oak_state, seat),
     .stride = sizeof(oak_seat), .len = OAK_SEATS, .count = NM_CT_FIELD,
     .count_offset = offsetof(oak_state, seats), .count_size = 1, .seats = 1, .fields = seat_fields,
     .field_count = (int)(sizeof seat_fields / sizeof seat_fields[0]), .what = "seat",
     .doc = "each player (solo: you, then Broichan)"},
    /* Sources are component indices (< 64); ops keep counters and packed ingredient counts
     * (at most 24 bits) in the scratch words. */
    {.key = "vm", .type = NM_SF_VM, .offset = offsetof(oak_state, vm), .min = 0, .max = 1 << 24, .aux = 63,
     .count_offset = offsetof(oak_state, seats), .count_size = 1, .doc = "effects under way"},
};

static void prepare(const nm_data *d, void *state) {
    (void)d;
    oak_state *s = state;
    s->solo = s->h.players == 1;
    s->seats = (int8_t)(s->solo ? 2 : s->h.players);
    s->pend.druid = -1;
}

static int err_at(nm_errors *err, const nm_jpos *at, const char *key, const char *msg) {
    nm_jpos p = key ? nm_jpos_key(at, key) : *at;
    nm_jerr(err, &p, "%s", msg);
    return 1;
}

/* The druids of one seat: their places exist, one Elder of each kind, one druid per branch. */
static int check_druids(const nm_data *d, const oak_state *s, int seat, const nm_jpos *sp, nm_errors *err) {
    const oak_seat *ps = &s->seat[seat];
    nm_jpos dp = nm_jpos_key(sp, "druids");
    int bad = 0, owned[OAK_ELDERS] = {0};
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *q = &ps->druid[i];
        nm_jpos ip = nm_jpos_index(&dp, i);
        if (q->elder >= 0 && q->elder < OAK_ELDERS && owned[q->elder]++) {
            nm_jpos ep = nm_jpos_key(&ip, "elder");
            nm_jerr(err, &ep, "a seat has at most one Elder of each kind");
            bad = 1;
        }
        int ok = 1;
        if (q->loc == OAK_L_TEMPLE) ok = q->a < 3 && q->b < 3;
        if (q->loc == OAK_L_BRANCH) ok = q->a < 3 && oak_space_id(d, q->a, q->b) >= 0;
        if (q->loc == OAK_L_ORDER) ok = q->a < 2;
        if (q->loc == OAK_L_ARTIFACT) ok = q->a < OAK_ART_SLOTS && q->b < oak_kind(d, OAK_K_ARTIFACTS)->count;
        if (!ok) {
            nm_jerr(err, &ip, "a and b do not name a place of kind \"%s\"", loc_names[q->loc]);
            bad = 1;
        }
    }
    for (int b = 0; b < 3; b++) {
        int on = 0;
        for (int k = 0; k < OAK_DRUIDS; k++) on += ps->druid[k].loc == OAK_L_BRANCH && ps->druid[k].a == b;
        if (on > 1) bad |= err_at(err, &dp, NULL, "two druids on one branch (one per branch)");
    }
    return bad;
}

static int check(const nm_data *d, void *state, const nm_jpos *at, nm_errors *err) {
    oak_state *s = state;
    int bad = 0;
    char msg[160];
    if (s->round > oak_rule(d, OAK_R_ROUNDS)) bad |= err_at(err, at, "round", "beyond the game's last round");
    if (s->first >= s->seats) bad |= err_at(err, at, "first", "not a seat of this game");
    if (s->current >= s->seats) bad |= err_at(err, at, "current", "not a seat of this game");
    if (s->order_pick > s->h.players) bad |= err_at(err, at, "order_pick", "more seats than the game has");
    if (s->sun >= oak_rule(d, OAK_R_SUN_LEN)) bad |= err_at(err, at, "sun", "beyond the sun track");
    nm_jpos sp = nm_jpos_key(at, "seats");
    for (int p = 0; p < s->seats; p++) {
        const oak_seat *ps = &s->seat[p];
        nm_jpos ip = nm_jpos_index(&sp, p);
        int sum = 0;
        for (int k = 0; k < OAK_VP_SOURCES; k++) sum += ps->vp_src[k];
        if (sum != ps->vp) {
            snprintf(msg, sizeof msg, "the sources sum to %d VP but vp is %d", sum, ps->vp);
            bad |= err_at(err, &ip, "vp_sources", msg);
        }
        for (int t = 0; t < 2; t++)
            if (ps->limit[t] > oak_rule(d, OAK_R_LIMIT_MAX)) {
                nm_jpos lp = nm_jpos_key(&ip, "limit");
                snprintf(msg, sizeof msg, "%d is beyond the card-limit track (0 to %d)", ps->limit[t],
                         oak_rule(d, OAK_R_LIMIT_MAX));
                bad |= err_at(err, &lp, NULL, msg);
            }
        if (!ps->art_ext && ps->art[2] >= 0)
            bad |= err_at(err, &ip, "artifacts", "a third artifact needs the artifact extension");
        bad |= check_druids(d, s, p, &ip, err);
    }
    if (bad) return -1;
    if (s->solo) {
        uint8_t seen[OAK_BOT_CARDS] = {0};
        for (int i = 0; i < s->bot_deck_count; i++) seen[s->bot_deck[i]] = 1;
        for (int i = 0; i < s->bot_discard_count; i++) seen[s->bot_discard[i]] = 1;
        const nm_kind_data *bk = oak_kind(d, OAK_K_BOT);
        for (int i = 0; i < bk->count && i < OAK_BOT_CARDS; i++)
            if (!seen[i]) {
                snprintf(msg, sizeof msg, "Broichan card \"%s\" is nowhere (every component must be in one place)",
                         bk->items[i].id);
                return err_at(err, at, NULL, msg), -1;
            }
    } else if (s->bot_deck_count + s->bot_discard_count > 0) {
        return err_at(err, at, NULL, "Broichan's cards are only in a one-player game"), -1;
    }
    const nm_kind_data *ik = oak_kind(d, OAK_K_ING);
    for (int k = 0; k < OAK_ING; k++) {
        int n = s->bag[k];
        for (int i = 0; i < OAK_FOREST; i++) n += s->forest[i] == k;
        for (int p = 0; p < s->seats; p++) n += s->seat[p].ing[k];
        if (n != ik->items[k].field[OAK_I_COUNT]) {
            snprintf(msg, sizeof msg, "%d %s tokens in play, the game has %d", n, oak_ing_names[k],
                     ik->items[k].field[OAK_I_COUNT]);
            bad |= err_at(err, at, NULL, msg);
        }
    }
    int sanct = s->sanct_pile;
    for (int p = 0; p < s->seats; p++)
        sanct += s->seat[p].sanct_elder + s->seat[p].sanct_ord + s->seat[p].menhirs + s->seat[p].bot_sanct;
    int sanct_total = oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_COUNT];
    if (sanct != sanct_total) {
        snprintf(msg, sizeof msg, "%d Sanctuary/Menhir cards in play, the game has %d", sanct, sanct_total);
        bad |= err_at(err, at, NULL, msg);
    }
    if (bad) return -1;
    nm_jpos vp = nm_jpos_key(at, "vm"), pp = nm_jpos_key(at, "pending");
    int expect = s->phase == OAK_PHASE_OVER ? -1 : s->vm.waiting ? nm_vm_waiting_seat(&s->vm) : s->current;
    if (s->h.to_move != expect) {
        snprintf(msg, sizeof msg, "to_move is %d but the pending decision is seat %d's", s->h.to_move, expect);
        return err_at(err, at, NULL, msg), -1;
    }
    if ((s->phase == OAK_PHASE_OVER) != (s->h.over != 0)) {
        snprintf(msg, sizeof msg, "over does not match phase \"%s\"", phase_names[s->phase]);
        return err_at(err, at, NULL, msg), -1;
    }
    if (s->vm.depth > 0 && !s->vm.waiting)
        return err_at(err, &vp, NULL, "frames are pending but nothing waits: a state at rest has none"), -1;
    if (s->pend.step >= OAK_PEND_SECOND && s->pend.step <= OAK_PEND_EXTRA && s->pend.druid < 0)
        return err_at(err, &pp, NULL, "a placement past the druid choice names its druid"), -1;
    if (s->pend.choose_on) {
        /* owed only while the action's choose waits, with an option that owes nothing */
        int free_opt = 0;
        for (int o = 0; o < OAK_CHOOSE_MAX; o++) free_opt |= s->pend.choose_extra[o] == 0;
        const nm_vm_frame *f = s->vm.depth > 0 ? &s->vm.frame[s->vm.depth - 1] : NULL;
        int n = 0;
        const nm_instr *ins = f ? nm_data_effect(d, f->effect, &n) : NULL;
        if (!s->vm.waiting || !ins || f->pc >= n || ins[f->pc].op != OAK_OP_CHOOSE || !free_opt)
            return err_at(err, &pp, NULL, "choose_extra is owed only while a temple action's choose waits"), -1;
    }
    /* Dusk step a waits for a seat's choice: the Day is over for everyone, seats before it
     * have placed their druids, no druid is left in the forest, and the choice is real */
    s->in_dusk = s->pend.step == OAK_PEND_DUSK;
    if (s->pend.step == OAK_PEND_DUSK) {
        int ok = s->phase == OAK_PHASE_DAY && s->round < oak_rule(d, OAK_R_ROUNDS) && s->current != oak_bot(s) &&
                 !s->vm.waiting;
        for (int p = 0; p < s->seats && ok; p++) {
            ok = s->seat[p].state == OAK_SEAT_DONE;
            for (int i = 0; i < OAK_DRUIDS && ok; i++) {
                int loc = s->seat[p].druid[i].loc;
                ok = p > s->current || (loc != OAK_L_FOREST && (p == s->current || loc == OAK_L_REST ||
                                                                  loc == OAK_L_ROOTS || loc == OAK_L_BRANCH));
            }
        }
        int opt[OAK_DRUIDS];
        if (!ok || oak_dusk_options(d, s, s->current, opt) < 2)
            return err_at(err, &pp, NULL, "a Dusk choice needs every seat done and a choice of druids to rest"), -1;
    } else if (s->pend.step != OAK_PEND_NONE) {
        const oak_seat *cs = &s->seat[s->current];
        int ok = s->phase == OAK_PHASE_DAY && !s->main_done && cs->state == OAK_SEAT_ACTIVE;
        if (s->pend.kind == OAK_ACT_TEMPLE) ok = ok && cs->card[s->pend.card] == 1;
        if (s->pend.step >= OAK_PEND_SECOND)
            ok = ok && cs->druid[s->pend.druid].loc == (s->pend.step == OAK_PEND_SECOND ? OAK_L_TEMPLE : OAK_L_REST);
        if (!ok)
            return err_at(err, &pp, NULL, "this placement does not fit the position (card in hand, druid, turn)"), -1;
    }
    if (s->solo && s->current == 1 && !s->vm.waiting && s->phase == OAK_PHASE_DAY)
        return err_at(err, at, NULL, "Broichan (seat 1) never holds a decision"), -1;
    return 0;
}

static const char *const complete[] = {"creatures", "artifacts", "potions", NULL};

const nm_state_table oak_state_table = {
    .fields = fields,
    .field_count = (int)(sizeof fields / sizeof fields[0]),
    .prepare = prepare,
    .check = check,
    .complete = complete,
};
