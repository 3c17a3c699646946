/* state_json.c - JSON of the parts every game state shares. */
#include "nemeton/state_json.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/game.h"

void nm_json_add_hex64(cJSON *o, const char *key, uint64_t v) {
    char hex[17];
    snprintf(hex, sizeof hex, "%016" PRIx64, v);
    cJSON_AddStringToObject(o, key, hex);
}

int nm_json_get_hex64(const cJSON *o, const char *key, const nm_jpos *p, uint64_t *out,
                      nm_errors *e) {
    nm_jpos kp = nm_jpos_key(p, key);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v) && strlen(v->valuestring) == 16 && strspn(v->valuestring, "0123456789abcdefABCDEF") == 16) {
        *out = strtoull(v->valuestring, NULL, 16);
        return 0;
    }
    nm_jerr(e, &kp, "expected 16 hex digits in a string");
    return -1;
}

void nm_header_to_json(cJSON *o, const nm_header *h) {
    cJSON_AddNumberToObject(o, "players", h->players);
    cJSON_AddNumberToObject(o, "to_move", h->to_move);
    cJSON_AddBoolToObject(o, "over", h->over != 0);
    cJSON_AddNumberToObject(o, "actions", h->actions);
    cJSON_AddNumberToObject(o, "reveals", h->reveals);
    cJSON *rng = cJSON_AddObjectToObject(o, "rng");
    nm_json_add_hex64(rng, "state", h->rng.state);
    nm_json_add_hex64(rng, "inc", h->rng.inc);
}

int nm_header_from_json(const cJSON *o, const nm_jpos *p, int min_players, int max_players,
                        nm_header *h, nm_errors *e) {
    static const char *const rng_keys[] = {"state", "inc"};
    int before = e ? e->count : 0;
    int64_t v = 0;
    memset(h, 0, sizeof *h);
    if (nm_json_get_int(o, "players", p, 1, min_players, max_players, &v, e) != 1) return -1;
    h->players = (int8_t)v;
    if (nm_json_get_int(o, "to_move", p, 1, -1, h->players - 1, &v, e) == 1) h->to_move = (int8_t)v;
    int over = 0;
    if (nm_json_get_bool(o, "over", p, 1, &over, e) == 1) h->over = (uint8_t)over;
    if (nm_json_get_int(o, "actions", p, 1, 0, INT32_MAX, &v, e) == 1) h->actions = (uint32_t)v;
    if (nm_json_get_int(o, "reveals", p, 1, 0, INT32_MAX, &v, e) == 1) h->reveals = (uint32_t)v;
    if (h->over && h->to_move != -1) nm_jerr(e, p, "a game that is over has to_move -1");
    if (!h->over && h->to_move < 0) nm_jerr(e, p, "a game under way has a seat to move");
    nm_jpos rp = nm_jpos_key(p, "rng");
    const cJSON *rng = cJSON_GetObjectItemCaseSensitive(o, "rng");
    if (!cJSON_IsObject(rng)) {
        nm_jerr(e, &rp, "expected {\"state\": \"<16 hex>\", \"inc\": \"<16 hex, odd>\"}");
    } else {
        nm_json_check_keys(rng, &rp, rng_keys, 2, e);
        nm_json_get_hex64(rng, "state", &rp, &h->rng.state, e);
        if (nm_json_get_hex64(rng, "inc", &rp, &h->rng.inc, e) == 0 && !(h->rng.inc & 1u)) {
            nm_jpos ip = nm_jpos_key(&rp, "inc");
            nm_jerr(e, &ip, "the PCG32 stream selector must be odd");
        }
    }
    return (e && e->count > before) ? -1 : 0;
}

cJSON *nm_vm_to_json(const nm_vm *vm) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "waiting", vm->waiting != 0);
    cJSON_AddItemToObject(o, "scratch", cJSON_CreateIntArray(vm->scratch, 4));
    cJSON *frames = cJSON_AddArrayToObject(o, "frames");
    for (int i = 0; i < vm->depth && i < NM_VM_DEPTH; i++) {
        const nm_vm_frame *f = &vm->frame[i];
        cJSON *fo = cJSON_CreateObject();
        cJSON_AddNumberToObject(fo, "effect", f->effect);
        cJSON_AddNumberToObject(fo, "pc", f->pc);
        cJSON_AddNumberToObject(fo, "seat", f->seat);
        cJSON_AddNumberToObject(fo, "source", f->source);
        /* Only the ops that repeat use these: older states have neither. */
        if (f->loop) cJSON_AddNumberToObject(fo, "loop", f->loop);
        if (f->it) cJSON_AddNumberToObject(fo, "it", f->it);
        cJSON_AddItemToArray(frames, fo);
    }
    return o;
}

int nm_vm_from_json(const cJSON *o, const nm_jpos *p, const nm_data *d, int players,
                    int source_max, int32_t scratch_min, int32_t scratch_max, nm_vm *vm,
                    nm_errors *e) {
    static const char *const keys[] = {"waiting", "scratch", "frames"};
    static const char *const frame_keys[] = {"effect", "pc", "seat", "source", "loop", "it"};
    int before = e ? e->count : 0;
    memset(vm, 0, sizeof *vm);
    if (!cJSON_IsObject(o)) {
        nm_jerr(e, p, "expected the effect VM {\"waiting\", \"scratch\", \"frames\"}");
        return -1;
    }
    nm_json_check_keys(o, p, keys, 3, e);
    int waiting = 0;
    nm_json_get_bool(o, "waiting", p, 1, &waiting, e);
    vm->waiting = (int8_t)waiting;
    nm_jpos sp = nm_jpos_key(p, "scratch");
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(o, "scratch");
    if (!cJSON_IsArray(sc) || cJSON_GetArraySize(sc) != 4) {
        nm_jerr(e, &sp, "expected an array of 4 integers");
    } else {
        for (int i = 0; i < 4; i++) {
            nm_jpos ip = nm_jpos_index(&sp, i);
            int64_t v = 0;
            if (nm_json_int_value(cJSON_GetArrayItem(sc, i), &ip, scratch_min, scratch_max, &v, e) > 0)
                vm->scratch[i] = (int32_t)v;
        }
    }
    nm_jpos fp = nm_jpos_key(p, "frames");
    const cJSON *fr = cJSON_GetObjectItemCaseSensitive(o, "frames");
    if (!cJSON_IsArray(fr) || cJSON_GetArraySize(fr) > NM_VM_DEPTH) {
        nm_jerr(e, &fp, "expected an array of at most %d frames", NM_VM_DEPTH);
        return -1;
    }
    int i = 0;
    for (const cJSON *f = fr->child; f; f = f->next, i++) {
        nm_jpos ip = nm_jpos_index(&fp, i);
        nm_vm_frame *vf = &vm->frame[i];
        int64_t v = 0;
        if (!cJSON_IsObject(f)) {
            nm_jerr(e, &ip, "expected a frame {\"effect\", \"pc\", \"seat\", \"source\"}");
            continue;
        }
        nm_json_check_keys(f, &ip, frame_keys, 6, e);
        if (d->effect_count == 0 || nm_json_get_int(f, "effect", &ip, 1, 0, d->effect_count - 1, &v, e) != 1)
            continue;
        vf->effect = (int32_t)v;
        int len = 0;
        nm_data_effect(d, vf->effect, &len);
        if (nm_json_get_int(f, "pc", &ip, 1, 0, len, &v, e) == 1) vf->pc = (int16_t)v;
        if (nm_json_get_int(f, "seat", &ip, 1, 0, players - 1, &v, e) == 1) vf->seat = (int8_t)v;
        if (nm_json_get_int(f, "source", &ip, 1, -1, source_max, &v, e) == 1) vf->source = (int32_t)v;
        if (nm_json_get_int(f, "loop", &ip, 0, 0, INT16_MAX, &v, e) == 1) vf->loop = (int16_t)v;
        if (nm_json_get_int(f, "it", &ip, 0, INT16_MIN, INT16_MAX, &v, e) == 1) vf->it = (int16_t)v;
    }
    vm->depth = (int8_t)i;
    if (vm->waiting) {
        /* A waiting VM keeps pc on the op that waits, and that op must offer choices. */
        int ok = 0;
        if (i > 0) {
            const nm_vm_frame *top = &vm->frame[i - 1];
            int n = 0;
            const nm_instr *in = nm_data_effect(d, top->effect, &n);
            ok = in && top->pc < n && in[top->pc].op < d->game->op_count &&
                 d->game->ops[in[top->pc].op].choices != NULL;
        }
        if (!ok) nm_jerr(e, p, "waiting is true but no frame is suspended on a choice");
    }
    return (e && e->count > before) ? -1 : 0;
}

int nm_json_read_id(const nm_kind_data *k, const cJSON *v, const nm_jpos *p, int allow_null,
                    nm_errors *e) {
    if (allow_null && cJSON_IsNull(v)) return -1;
    if (!cJSON_IsString(v)) {
        nm_jerr(e, p, "expected an id from %s%s, found %s", k->kind->name,
                allow_null ? " (or null)" : "", nm_json_type_name(v));
        return -2;
    }
    int c = nm_data_find(k, v->valuestring);
    if (c >= 0) return c;
    const char *best = NULL;
    int best_d = 1000, limit = (int)strlen(v->valuestring) / 3;
    if (limit < 2) limit = 2;
    for (int i = 0; i < k->count; i++) {
        int dist = nm_edit_distance(v->valuestring, k->items[i].id);
        if (dist <= limit && dist < best_d) {
            best_d = dist;
            best = k->items[i].id;
        }
    }
    if (best)
        nm_jerr(e, p, "unknown id \"%s\" in %s (did you mean \"%s\")", v->valuestring,
                k->kind->name, best);
    else
        nm_jerr(e, p, "unknown id \"%s\" in %s", v->valuestring, k->kind->name);
    return -2;
}

cJSON *nm_json_id(const nm_kind_data *k, int index) {
    if (index < 0 || index >= k->count) return cJSON_CreateNull();
    return cJSON_CreateString(k->items[index].id);
}
