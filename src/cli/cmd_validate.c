/* cmd_validate.c - `validate [DIR]`: checks a data folder or a mod folder, printing every
 * error on its own line. */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nemeton/json.h"
#include "nemeton/util.h"

/* ui/strings.json: {"key": {"en": "...", "fr": "..."}}, both languages for every key. */
static void validate_strings(const char *root, nm_errors *err) {
    static const char *const langs[] = {"en", "fr"};
    char path[1024];
    snprintf(path, sizeof path, "%s/ui/strings.json", root);
    if (!nm_path_exists(path)) return;
    cJSON *j = nm_json_load_file(path, err);
    if (!j) return;
    nm_jpos p = {path, ""};
    if (!cJSON_IsObject(j)) nm_jerr(err, &p, "expected an object of {\"en\", \"fr\"} strings");
    for (const cJSON *k = cJSON_IsObject(j) ? j->child : NULL; k; k = k->next) {
        if (!k->string || k->string[0] == '_') continue;
        nm_jpos kp = nm_jpos_key(&p, k->string);
        if (!cJSON_IsObject(k)) {
            nm_jerr(err, &kp, "expected {\"en\": ..., \"fr\": ...}");
            continue;
        }
        nm_json_check_keys(k, &kp, langs, 2, err);
        for (int l = 0; l < 2; l++) {
            const char *s = NULL;
            nm_json_get_str(k, langs[l], &kp, 1, &s, err);
        }
    }
    cJSON_Delete(j);
}

/* Folders in a data root that are neither a game of this build nor ui/. */
static void validate_folders(const char *root, nm_errors *err) {
    DIR *dir = opendir(root);
    if (!dir) return;
    const char *names[16];
    int n = nm_registry_count();
    for (int i = 0; i < n && i < 16; i++) names[i] = nm_registry_get(i)->id;
    for (struct dirent *e = readdir(dir); e; e = readdir(dir)) {
        char path[1024];
        if (e->d_name[0] == '.' || strcmp(e->d_name, "ui") == 0 || strcmp(e->d_name, "art") == 0)
            continue; /* a mod's own art (art/NAME.svg) */
        snprintf(path, sizeof path, "%s/%s", root, e->d_name);
        if (!nm_is_dir(path) || nm_registry_find(e->d_name)) continue;
        const char *hint = nm_did_you_mean(e->d_name, names, n < 16 ? n : 16);
        if (hint)
            nm_errors_at(err, path, "", "no game has this id (did you mean \"%s\")", hint);
        else
            nm_errors_at(err, path, "", "no game of this build has this id");
    }
    closedir(dir);
}

/* JSON files in a game's folder that the game never reads (a misspelled kind file such as
 * "creaturs.json" would otherwise change nothing, silently). */
static void validate_game_files(const char *gdir, const nm_game *g, nm_errors *err) {
    DIR *dir = opendir(gdir);
    if (!dir) return;
    const char *names[65];
    int n = 0;
    names[n++] = "board";
    for (int k = 0; k < g->kind_count && n < 65; k++) names[n++] = g->kinds[k].name;
    for (struct dirent *e = readdir(dir); e; e = readdir(dir)) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 6 || strcmp(e->d_name + len - 5, ".json") != 0) continue;
        char stem[256];
        snprintf(stem, sizeof stem, "%.*s", (int)(len - 5), e->d_name);
        int known = 0;
        for (int i = 0; i < n && !known; i++) known = strcmp(stem, names[i]) == 0;
        if (known) continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", gdir, e->d_name);
        const char *hint = nm_did_you_mean(stem, names, n);
        if (hint)
            nm_errors_at(err, path, "", "%s reads no such file (did you mean \"%s.json\")", g->id, hint);
        else
            nm_errors_at(err, path, "", "%s reads no such file; it would change nothing", g->id);
    }
    closedir(dir);
}

/* 1 when art/<game>/<name>.svg or art/icons/<name>.svg is in one of the folders. */
static int art_found(const char *const *roots, int n, const char *game, const char *name) {
    char path[1400];
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/art/%s/%s.svg", roots[i], game, name);
        if (nm_is_regular_file(path)) return 1;
        snprintf(path, sizeof path, "%s/art/icons/%s.svg", roots[i], name);
        if (nm_is_regular_file(path)) return 1;
    }
    return 0;
}

/* Every picture the data names (fields marked as paths) exists: in a mod's own art/ folder,
 * an earlier mod's, or the program's (beside its data folder). */
static void validate_art(const nm_data *d, const nm_game *g, const char *data_root,
                         const char *const *mods, int mc, nm_errors *all) {
    const char *roots[10];
    char program[1024];
    int n = 0;
    for (int m = mc - 1; m >= 0 && n < 9; m--) roots[n++] = mods[m];
    snprintf(program, sizeof program, "%s/..", data_root);
    roots[n++] = program;
    for (int k = 0; k < g->kind_count; k++)
        for (int f = 0; f < g->kinds[k].field_count; f++) {
            const nm_param *pd = &g->kinds[k].fields[f];
            if (!pd->path || pd->type != NM_P_STR) continue;
            for (int i = 0; i < d->kinds[k].count; i++) {
                const char *name = nm_data_str(d, d->kinds[k].items[i].field[f]);
                if (!name || !name[0] || art_found(roots, n, g->id, name)) continue;
                nm_errors_add(all, "%s/%s.json: %s.%s: no picture \"%s\" (art/%s/%s.svg in the mod or "
                              "the program)", g->id, g->kinds[k].name, d->kinds[k].items[i].id, pd->name, name,
                              g->id, name);
            }
        }
}

int cmd_validate(int argc, char **argv) {
    cli_common common = {0};
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        if (dir || argv[i][0] == '-') {
            fprintf(stderr, "nemeton-cli validate: unexpected argument \"%s\"\n", argv[i]);
            return 2;
        }
        dir = argv[i];
    }
    nm_library base;
    cli_library(&common, &base);
    if (!dir) dir = base.root;
    if (!nm_is_dir(dir)) {
        fprintf(stderr, "%s: not a folder\n", dir);
        return 1;
    }
    char manifest[1024];
    snprintf(manifest, sizeof manifest, "%s/mod.json", dir);
    int is_mod = nm_path_exists(manifest);

    nm_errors *err = calloc(1, sizeof *err);
    nm_errors *all = calloc(1, sizeof *all);
    if (!err || !all) return 1;
    if (is_mod) {
        cJSON *j = nm_json_load_file(manifest, all);
        if (j) {
            static const char *const keys[] = {"name", "description", "author", "version"};
            nm_jpos p = {manifest, ""};
            const char *s = NULL;
            if (!cJSON_IsObject(j)) nm_jerr(all, &p, "expected an object {\"name\": ...}");
            nm_json_check_keys(j, &p, keys, 4, all);
            nm_json_get_str(j, "name", &p, 1, &s, all);
            cJSON_Delete(j);
        }
        validate_folders(dir, all);
    } else {
        validate_folders(dir, all);
        validate_strings(dir, all);
    }
    int checked = 0;
    for (int i = 0; i < nm_registry_count(); i++) {
        const nm_game *g = nm_registry_get(i);
        char gdir[1024];
        snprintf(gdir, sizeof gdir, "%s/%s", dir, g->id);
        if (is_mod && !nm_is_dir(gdir)) continue;
        validate_game_files(gdir, g, all);
        nm_errors_clear(err);
        const char *mods[9];
        int mc = 0;
        for (int m = 0; m < common.mod_count; m++) mods[mc++] = common.mods[m];
        if (is_mod) mods[mc++] = dir;
        nm_data *d = nm_data_load(g, is_mod ? base.root : dir, mods, mc, err);
        checked++;
        if (d && err->count == 0) validate_art(d, g, is_mod ? base.root : dir, mods, mc, err);
        nm_data_free(d);
        int n = err->count < NM_ERRORS_MAX ? err->count : NM_ERRORS_MAX;
        for (int e = 0; e < n; e++) nm_errors_add(all, "%s", err->msg[e]);
        if (err->count > n) nm_errors_add(all, "%s: ... and %d more errors", g->id, err->count - n);
    }
    if (is_mod && checked == 0)
        nm_errors_at(all, dir, "", "the mod changes no game: it has no folder named after one");
    int rc = 0;
    if (all->count > 0) {
        cli_print_errors(all);
        fprintf(stderr, "%s: %d error%s\n", dir, all->count, all->count == 1 ? "" : "s");
        rc = 1;
    } else {
        printf("%s: %s clean (%d game%s checked)\n", dir, is_mod ? "mod" : "data", checked,
               checked == 1 ? "" : "s");
    }
    free(err);
    free(all);
    return rc;
}
