/* level_figures.c - the levels' measured figures (data/ui/levels.json, made by
 * tools/strength.sh --levels-json) and the words the setup screen says about a level. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "app.h"
#include "levels.h"
#include "nemeton/json.h"
#include "nemeton/util.h"

#define FIGURES_GAMES_MAX 32

typedef struct figures_game {
    char id[32];
    level_figure fig[LEVEL_COUNT];
} figures_game;

struct level_figures {
    int count;
    figures_game game[FIGURES_GAMES_MAX];
};

/* The opponents' keys: the levels' own (Hard with its seconds), then the two others. */
static int figures_opponent(const char *key, int seconds) {
    if (strcmp(key, "greedy") == 0) return LEVEL_VS_GREEDY;
    if (strcmp(key, "ai10k") == 0) return LEVEL_VS_AI10K;
    return level_from_key(key, seconds);
}

/* A number in [lo, hi] at key: 1, or -1 with an error. */
static int figures_number(const cJSON *o, const char *key, const nm_jpos *p, double lo, double hi,
                          double *out, nm_errors *e) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    nm_jpos kp = nm_jpos_key(p, key);
    if (!v) {
        nm_jerr(e, &kp, "missing (required)");
        return -1;
    }
    if (!cJSON_IsNumber(v)) {
        nm_jerr(e, &kp, "expected a number, got %s", nm_json_type_name(v));
        return -1;
    }
    if (!(v->valuedouble >= lo && v->valuedouble <= hi)) {
        nm_jerr(e, &kp, "%g is out of range [%g, %g]", v->valuedouble, lo, hi);
        return -1;
    }
    *out = v->valuedouble;
    return 1;
}

/* A string at key copied into out (at most n - 1 bytes): 1, or -1 with an error. */
static int figures_string(const cJSON *o, const char *key, const nm_jpos *p, char *out, size_t n,
                          nm_errors *e) {
    const char *s = NULL;
    if (nm_json_get_str(o, key, p, 1, &s, e) != 1) return -1;
    if (strlen(s) >= n) {
        nm_jpos kp = nm_jpos_key(p, key);
        nm_jerr(e, &kp, "longer than %d characters", (int)n - 1);
        return -1;
    }
    nm_strlcpy(out, s, n);
    return 1;
}

/* A level key and, for "hard", its seconds (key_s): the level, or -1 with an error. */
static int figures_level(const cJSON *o, const char *key, const char *key_s, const nm_jpos *p,
                         int opponent, nm_errors *e) {
    const char *k = NULL;
    if (nm_json_get_str(o, key, p, 1, &k, e) != 1) return -1;
    int64_t seconds = 0;
    int has_s = nm_json_get_int(o, key_s, p, 0, 1, 3600, &seconds, e);
    if (has_s < 0) return -1;
    nm_jpos kp = nm_jpos_key(p, key);
    if (strcmp(k, "hard") == 0 && has_s == 0) {
        nm_jpos sp = nm_jpos_key(p, key_s);
        nm_jerr(e, &sp, "missing (required with \"hard\")");
        return -1;
    }
    if (strcmp(k, "hard") != 0 && has_s == 1) {
        nm_jpos sp = nm_jpos_key(p, key_s);
        nm_jerr(e, &sp, "only a \"hard\" level has seconds");
        return -1;
    }
    int l = opponent ? figures_opponent(k, (int)seconds) : level_from_key(k, (int)seconds);
    if (l < 0) {
        static const char *const names[] = {"random", "easy", "medium", "hard", "greedy", "ai10k"};
        const char *hint = nm_did_you_mean(k, names, opponent ? 6 : 4);
        if (strcmp(k, "hard") == 0)
            nm_jerr(e, &kp, "no Hard level of %d seconds (1, 3 or 10)", (int)seconds);
        else if (hint)
            nm_jerr(e, &kp, "unknown level \"%s\" (did you mean \"%s\")", k, hint);
        else
            nm_jerr(e, &kp, "unknown level \"%s\"", k);
    }
    return l;
}

/* One entry of a game's list into g; 0, or -1 with errors. */
static int figures_entry(const cJSON *o, const nm_jpos *p, figures_game *g, nm_errors *e) {
    static const char *const keys[] = {"level", "seconds", "against", "against_seconds", "pairing",
                                       "games", "wins", "share", "interval", "date", "file"};
    if (!cJSON_IsObject(o)) {
        nm_jerr(e, p, "expected an object, got %s", nm_json_type_name(o));
        return -1;
    }
    int bad = nm_json_check_keys(o, p, keys, (int)(sizeof keys / sizeof keys[0]), e) > 0;
    level_figure f;
    memset(&f, 0, sizeof f);
    int level = figures_level(o, "level", "seconds", p, 0, e);
    f.against = figures_level(o, "against", "against_seconds", p, 1, e);
    int64_t games = 0;
    if (level < 0 || f.against < 0) bad = 1;
    if (nm_json_get_int(o, "games", p, 1, 1, 1000000000, &games, e) != 1) bad = 1;
    f.games = (int)games;
    if (figures_number(o, "wins", p, 0, games > 0 ? (double)games : 0, &f.wins, e) != 1) bad = 1;
    if (figures_number(o, "share", p, 0, 100, &f.share, e) != 1) bad = 1;
    nm_jpos ip = nm_jpos_key(p, "interval");
    const cJSON *iv = cJSON_GetObjectItemCaseSensitive(o, "interval");
    if (!iv) {
        nm_jerr(e, &ip, "missing (required)");
        bad = 1;
    } else if (!cJSON_IsArray(iv) || cJSON_GetArraySize(iv) != 2 || !cJSON_IsNumber(cJSON_GetArrayItem(iv, 0)) ||
               !cJSON_IsNumber(cJSON_GetArrayItem(iv, 1))) {
        nm_jerr(e, &ip, "expected [low, high], two numbers, got %s", nm_json_type_name(iv));
        bad = 1;
    } else {
        f.low = cJSON_GetArrayItem(iv, 0)->valuedouble;
        f.high = cJSON_GetArrayItem(iv, 1)->valuedouble;
        if (!(f.low >= 0 && f.low <= f.share + 0.05 && f.share <= f.high + 0.05 && f.high <= 100)) {
            nm_jerr(e, &ip, "[%g, %g] does not hold the share %g", f.low, f.high, f.share);
            bad = 1;
        }
    }
    if (!bad && games > 0) {
        double want = 100.0 * f.wins / (double)games;
        if (want - f.share > 0.051 || f.share - want > 0.051) {
            nm_jpos sp = nm_jpos_key(p, "share");
            nm_jerr(e, &sp, "%g is not %g wins of %d games (%.1f)", f.share, f.wins, f.games, want);
            bad = 1;
        }
    }
    if (figures_string(o, "date", p, f.date, sizeof f.date, e) != 1) bad = 1;
    if (figures_string(o, "file", p, f.file, sizeof f.file, e) != 1) bad = 1;
    if (figures_string(o, "pairing", p, f.pairing, sizeof f.pairing, e) != 1) bad = 1;
    if (bad) return -1;
    if (g->fig[level].measured) {
        nm_jpos lp = nm_jpos_key(p, "level");
        nm_jerr(e, &lp, "a second figure for %s in this game", level_name(level, 0));
        return -1;
    }
    f.measured = 1;
    g->fig[level] = f;
    return 0;
}

level_figures *level_figures_load(const char *path, char *err, size_t n) {
    nm_errors *e = calloc(1, sizeof *e);
    level_figures *f = calloc(1, sizeof *f);
    if (!e || !f) {
        free(e);
        free(f);
        snprintf(err, n, "%s: out of memory", path);
        return NULL;
    }
    cJSON *root = nm_json_load_file(path, e);
    nm_jpos p = {path, ""};
    if (root && !cJSON_IsObject(root)) {
        nm_jerr(e, &p, "expected an object of games, got %s", nm_json_type_name(root));
    } else if (root) {
        for (const cJSON *g = root->child; g; g = g->next) {
            if (g->string[0] == '_') continue; /* comments */
            nm_jpos gp = nm_jpos_key(&p, g->string);
            if (!cJSON_IsArray(g)) {
                nm_jerr(e, &gp, "expected an array of figures, got %s", nm_json_type_name(g));
                continue;
            }
            if (strlen(g->string) >= sizeof f->game[0].id || f->count >= FIGURES_GAMES_MAX) {
                nm_jerr(e, &gp, "too long a game id, or more than %d games", FIGURES_GAMES_MAX);
                continue;
            }
            figures_game *fg = &f->game[f->count++];
            nm_strlcpy(fg->id, g->string, sizeof fg->id);
            int i = 0;
            for (const cJSON *x = g->child; x; x = x->next, i++) {
                nm_jpos xp = nm_jpos_index(&gp, i);
                figures_entry(x, &xp, fg, e);
            }
        }
    }
    int parsed = root != NULL;
    cJSON_Delete(root);
    if (e->count > 0 || !parsed) {
        if (e->count > 1)
            snprintf(err, n, "%s (and %d more errors)", nm_errors_first(e), e->count - 1);
        else
            snprintf(err, n, "%s", e->count ? nm_errors_first(e) : path);
        free(e);
        free(f);
        return NULL;
    }
    free(e);
    return f;
}

void level_figures_free(level_figures *f) { free(f); }

const level_figure *level_figure_of(const level_figures *f, const char *game, int level) {
    if (!f || !game || level < 0 || level >= LEVEL_COUNT) return NULL;
    for (int i = 0; i < f->count; i++)
        if (strcmp(f->game[i].id, game) == 0)
            return f->game[i].fig[level].measured ? &f->game[i].fig[level] : NULL;
    return NULL;
}

/* The opponent's words ("Easy", "le niveau Facile", "a greedy player"). */
static void level_opponent_words(const struct app *a, int who, char *buf, size_t n) {
    static const char *const keys[LEVEL_VS_COUNT] = {
        "level_vs_random", "level_vs_easy",   "level_vs_medium", "level_vs_hard",
        "level_vs_hard",   "level_vs_hard",   "level_vs_greedy", "level_vs_ai10k"};
    char sec[16];
    snprintf(sec, sizeof sec, "%d", who < LEVEL_COUNT ? level_hard_seconds(who) : 0);
    app_trf(a, keys[who >= 0 && who < LEVEL_VS_COUNT ? who : 0], buf, n, sec, NULL);
}

void level_words(const struct app *a, const level_figures *f, const char *game, int level, char *buf,
                 size_t n) {
    if (n == 0) return;
    if (level < 0 || level >= LEVEL_COUNT) level = LEVEL_DEFAULT;
    const level_figure *fig = level_figure_of(f, game, level);
    char what[256], part[256], num[16];
    if (fig) {
        char vs[128];
        level_opponent_words(a, fig->against, vs, sizeof vs);
        int tenths = (int)floor(fig->share / 10.0 + 0.5); /* games in 10 */
        if (fig->wins >= fig->games) app_trf(a, "level_wins_all", part, sizeof part, vs, NULL);
        else if (fig->wins <= 0) app_trf(a, "level_wins_none", part, sizeof part, vs, NULL);
        else if (tenths >= 10) app_trf(a, "level_wins_nearly_all", part, sizeof part, vs, NULL);
        else if (tenths <= 0) app_trf(a, "level_wins_few", part, sizeof part, vs, NULL);
        else if (tenths == 1) app_trf(a, "level_wins_one", part, sizeof part, vs, NULL);
        else {
            snprintf(num, sizeof num, "%d", tenths);
            app_trf(a, "level_wins_about", part, sizeof part, num, vs);
        }
        snprintf(num, sizeof num, "%d", fig->games);
        app_trf(a, fig->games == 1 ? "level_games_one" : "level_games", what, sizeof what, part, num);
    } else {
        static const char *const does[LEVEL_COUNT] = {"level_does_random", "level_does_easy",
                                                      "level_does_medium", "level_does_hard",
                                                      "level_does_hard",   "level_does_hard"};
        snprintf(num, sizeof num, "%d", level_hard_seconds(level));
        app_trf(a, level_hard_seconds(level) == 1 ? "level_does_hard_one" : does[level], part, sizeof part,
                num, NULL);
        if (level == LEVEL_RANDOM) nm_strlcpy(what, part, sizeof what);
        else app_trf(a, "level_unmeasured", what, sizeof what, part, NULL);
    }
    app_trf(a, "level_line", buf, n, level_name(level, a->set.lang), what);
}
