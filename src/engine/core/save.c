/* save.c - saves (setup + actions, replayed on load and checked against the recorded
 * hash), state snapshots, and the library that finds each game's data. */
#include "nemeton/save.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/json.h"
#include "nemeton/util.h"

#define SAVE_MAX_ACTIONS 1000000

const nm_data *nm_library_data(nm_library *lib, const nm_game *g, nm_errors *err) {
    for (int i = 0; i < lib->loaded_count; i++)
        if (lib->loaded[i]->game == g) return lib->loaded[i];
    if (lib->loaded_count >= (int)(sizeof lib->loaded / sizeof lib->loaded[0])) {
        nm_errors_add(err, "too many games loaded at once");
        return NULL;
    }
    nm_data *d = nm_data_load(g, lib->root, lib->mod_dirs, lib->mod_count, err);
    if (d) lib->loaded[lib->loaded_count++] = d;
    return d;
}

void nm_library_close(nm_library *lib) {
    for (int i = 0; i < lib->loaded_count; i++) nm_data_free(lib->loaded[i]);
    lib->loaded_count = 0;
}

/* An action's label as a save records it: whole (labels are far shorter than this), and
 * should one ever reach the end of the buffer, cut before the last whole character, never
 * inside one, so that a save is always valid UTF-8. Loading compares the same labels. */
#define SAVE_LABEL_LEN (4 * NM_LABEL_LEN)
static void save_label(const nm_game *g, const nm_data *d, const void *st, const nm_action *a,
                       char buf[SAVE_LABEL_LEN]) {
    g->label(d, st, a, buf, SAVE_LABEL_LEN);
    size_t len = strlen(buf), k = len;
    while (k > 0 && ((unsigned char)buf[k - 1] & 0xC0) == 0x80) k--; /* continuation bytes */
    if (k == 0) return;
    unsigned char lead = (unsigned char)buf[k - 1];
    size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (len - (k - 1) < need) buf[k - 1] = '\0';
}

static void add_common(cJSON *j, const nm_match *m, const char *format) {
    char hash[17];
    cJSON_AddStringToObject(j, "format", format);
    cJSON_AddNumberToObject(j, "version", NM_SAVE_VERSION);
    cJSON_AddStringToObject(j, "game", m->game->id);
    nm_hash_hex(m->data->hash, hash);
    cJSON_AddStringToObject(j, "data_hash", hash);
    cJSON *mods = cJSON_AddArrayToObject(j, "mods");
    char buf[sizeof m->data->mods_used];
    nm_strlcpy(buf, m->data->mods_used, sizeof buf);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ","))
        cJSON_AddItemToArray(mods, cJSON_CreateString(tok));
    cJSON_AddNumberToObject(j, "seed", (double)m->setup.seed);
    cJSON_AddItemToObject(j, "setup", nm_setup_to_json(m->game, &m->setup));
}

char *nm_save_text(const nm_match *m) {
    cJSON *j = cJSON_CreateObject();
    add_common(j, m, NM_SAVE_FORMAT);
    if (m->from_snapshot) cJSON_AddItemToObject(j, "start", m->game->to_json(m->data, m->start));
    cJSON *acts = cJSON_AddArrayToObject(j, "actions");
    /* Labels depend on the position, so walk the history on a copy of the start. */
    nm_errors err;
    nm_errors_clear(&err);
    void *st = malloc(m->game->state_size);
    if (st) {
        memcpy(st, m->start, m->game->state_size);
        for (int i = 0; i < m->history_count; i++) {
            char label[SAVE_LABEL_LEN];
            save_label(m->game, m->data, st, &m->history[i], label);
            cJSON_AddItemToArray(acts, cJSON_CreateString(label));
            if (m->game->apply(m->data, st, &m->history[i], &err) != 0) break;
            ((nm_header *)st)->actions++;
        }
    }
    free(st);
    char hash[17];
    nm_match_hash(m, hash);
    cJSON_AddStringToObject(j, "hash", hash);
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    return text;
}

int nm_save_write(const nm_match *m, const char *path, nm_errors *err) {
    char *text = nm_save_text(m);
    if (!text) {
        nm_errors_add(err, "%s: out of memory writing the save", path);
        return -1;
    }
    size_t n = strlen(text);
    text[n] = '\n'; /* cJSON's terminator becomes the final newline */
    int rc = nm_write_file_atomic(path, text, n + 1);
    free(text);
    if (rc != 0) nm_errors_add(err, "%s: cannot write the save (nothing was changed on disk)", path);
    return rc;
}

char *nm_snapshot_text(const nm_match *m) {
    cJSON *j = cJSON_CreateObject();
    add_common(j, m, NM_SNAPSHOT_FORMAT);
    cJSON_AddItemToObject(j, "state", m->game->to_json(m->data, m->state));
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    return text;
}

/* Replays the "actions" labels on m; errors name the action's index and label. */
static int replay_actions(nm_match *m, const cJSON *acts, const nm_jpos *p, nm_errors *err) {
    if (!acts) return 0;
    if (!cJSON_IsArray(acts)) {
        nm_jerr(err, p, "expected an array of action labels");
        return -1;
    }
    if (cJSON_GetArraySize(acts) > SAVE_MAX_ACTIONS) {
        nm_jerr(err, p, "holds more than %d actions", SAVE_MAX_ACTIONS);
        return -1;
    }
    int i = 0;
    for (const cJSON *a = acts->child; a; a = a->next, i++) {
        nm_jpos ap = nm_jpos_index(p, i);
        if (!cJSON_IsString(a)) {
            nm_jerr(err, &ap, "expected an action label, found %s", nm_json_type_name(a));
            return -1;
        }
        nm_errors e2;
        nm_errors_clear(&e2);
        /* the legal action saved under this label; else as a player would type it (saves
         * written before labels were kept whole: cut at NM_LABEL_LEN - 1 bytes) */
        const nm_action_list *legal = nm_match_legal(m);
        char label[SAVE_LABEL_LEN];
        int found = -1;
        for (int k = 0; k < legal->count && found < 0; k++) {
            save_label(m->game, m->data, m->state, &legal->a[k], label);
            if (strcmp(label, a->valuestring) == 0) found = k;
        }
        if (found >= 0) {
            nm_action act = legal->a[found];
            if (nm_match_apply(m, &act, &e2) == 0) continue;
            nm_jerr(err, &ap, "%s", nm_errors_first(&e2));
            return -1;
        }
        if (nm_match_apply_label(m, a->valuestring, &e2) != 0) {
            nm_jerr(err, &ap, "%s", nm_errors_first(&e2));
            return -1;
        }
    }
    return 0;
}

nm_match *nm_save_parse(nm_library *lib, const char *text, const char *file, nm_errors *err) {
    static const char *const keys[] = {"format", "version", "game", "data_hash", "mods", "seed",
                                       "setup", "start", "actions", "hash", "state",
                                       "seats" /* the client's autosave: who plays each seat */};
    cJSON *j = nm_json_parse(text, file, err);
    if (!j) return NULL;
    nm_match *m = NULL;
    nm_jpos p = {file, ""};
    const char *format = NULL, *gid = NULL, *dhash = NULL, *hash = NULL;
    int64_t version = 0, seed = 0;
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, &p, "expected a save or snapshot object");
        goto done;
    }
    int before = err->count;
    nm_json_check_keys(j, &p, keys, (int)(sizeof keys / sizeof keys[0]), err);
    if (nm_json_get_str(j, "format", &p, 1, &format, err) > 0 && strcmp(format, NM_SAVE_FORMAT) != 0 &&
        strcmp(format, NM_SNAPSHOT_FORMAT) != 0) {
        nm_jpos fp = nm_jpos_key(&p, "format");
        nm_jerr(err, &fp, "\"%s\" is neither \"%s\" nor \"%s\"", format, NM_SAVE_FORMAT,
                NM_SNAPSHOT_FORMAT);
    }
    if (nm_json_get_int(j, "version", &p, 1, 1, 1000000, &version, err) > 0 && version > NM_SAVE_VERSION) {
        nm_jpos vp = nm_jpos_key(&p, "version");
        nm_jerr(err, &vp, "version %d was written by a newer Nemeton (this one reads %d)",
                (int)version, NM_SAVE_VERSION);
    }
    nm_json_get_int(j, "seed", &p, 0, 0, 9007199254740991LL, &seed, err);
    nm_json_get_str(j, "data_hash", &p, 0, &dhash, err);
    nm_json_get_str(j, "hash", &p, 0, &hash, err);
    const nm_game *g = NULL;
    if (nm_json_get_str(j, "game", &p, 1, &gid, err) > 0 && !(g = nm_registry_find(gid))) {
        nm_jpos gp = nm_jpos_key(&p, "game");
        const char *names[16];
        int n = nm_registry_count();
        for (int i = 0; i < n && i < 16; i++) names[i] = nm_registry_get(i)->id;
        const char *hint = nm_did_you_mean(gid, names, n < 16 ? n : 16);
        if (hint)
            nm_jerr(err, &gp, "unknown game \"%s\" (did you mean \"%s\")", gid, hint);
        else
            nm_jerr(err, &gp, "unknown game \"%s\" (this build has %d games)", gid, n);
    }
    if (err->count > before || !g) goto done;
    const nm_data *d = nm_library_data(lib, g, err);
    if (!d) goto done;
    char have[17];
    nm_hash_hex(d->hash, have);
    if (dhash && strcmp(dhash, have) != 0) {
        nm_jpos hp = nm_jpos_key(&p, "data_hash");
        nm_jerr(err, &hp, "the save was made with other %s data (%s; this data is %s%s%s)", g->id,
                dhash, have, d->mods_used[0] ? " with mods " : "", d->mods_used);
        goto done;
    }
    int is_snapshot = strcmp(format, NM_SNAPSHOT_FORMAT) == 0;
    const cJSON *start = cJSON_GetObjectItemCaseSensitive(j, is_snapshot ? "state" : "start");
    nm_jpos sp = nm_jpos_key(&p, "setup");
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(j, "setup");
    if (start) {
        /* A position: the snapshot's own setup (with the top-level seed) and state. */
        cJSON *snap = cJSON_CreateObject();
        cJSON *setup_copy = setup ? cJSON_Duplicate(setup, 1) : cJSON_CreateObject();
        if (cJSON_IsObject(setup_copy) && !cJSON_GetObjectItemCaseSensitive(setup_copy, "seed"))
            cJSON_AddNumberToObject(setup_copy, "seed", (double)seed);
        cJSON_AddItemToObject(snap, "setup", setup_copy);
        cJSON_AddItemReferenceToObject(snap, "state", (cJSON *)start);
        m = nm_match_from_snapshot(g, d, snap, file, err);
        cJSON_Delete(snap);
    } else if (is_snapshot) {
        nm_jpos stp = nm_jpos_key(&p, "state");
        nm_jerr(err, &stp, "missing (required)");
    } else {
        nm_setup s;
        if (nm_setup_from_json(g, setup, &sp, &s, 0, err) == 0) {
            s.seed = (uint64_t)seed;
            m = nm_match_create(g, d, &s, err);
        }
    }
    if (!m) goto done;
    nm_jpos ap = nm_jpos_key(&p, "actions");
    if (replay_actions(m, cJSON_GetObjectItemCaseSensitive(j, "actions"), &ap, err) != 0) {
        nm_match_destroy(m);
        m = NULL;
        goto done;
    }
    if (hash && !is_snapshot) {
        char got[17];
        nm_match_hash(m, got);
        if (strcmp(got, hash) != 0) {
            nm_jpos hp = nm_jpos_key(&p, "hash");
            nm_jerr(err, &hp, "replay reached state %s, but the save recorded %s", got, hash);
            nm_match_destroy(m);
            m = NULL;
        }
    }
done:
    cJSON_Delete(j);
    return m;
}

nm_match *nm_save_load(nm_library *lib, const char *path, nm_errors *err) {
    size_t len = 0;
    char *text = nm_read_file(path, NM_SAVE_MAX_BYTES, &len);
    if (!text) {
        nm_errors_at(err, path, "", "cannot read the file (%s)", nm_file_error(errno));
        return NULL;
    }
    if (strlen(text) != len) {
        free(text);
        nm_errors_at(err, path, "", "file contains a NUL byte; not a save");
        return NULL;
    }
    nm_match *m = nm_save_parse(lib, text, path, err);
    free(text);
    return m;
}
