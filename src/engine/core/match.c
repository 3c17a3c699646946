/* match.c - a game in progress: legality checks, history, undo, hash and result. */
#include "nemeton/match.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/json.h"
#include "nemeton/util.h"

static void match_refresh_legal(nm_match *m) {
    m->legal.count = 0;
    if (!nm_state_header(m->state)->over) m->game->legal(m->data, m->state, &m->legal);
}

static nm_match *match_alloc(const nm_game *g, const nm_data *d) {
    nm_match *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->game = g;
    m->data = d;
    m->start = calloc(1, g->state_size);
    m->state = calloc(1, g->state_size);
    m->scratch = calloc(1, g->state_size);
    if (!m->start || !m->state || !m->scratch) {
        nm_match_destroy(m);
        return NULL;
    }
    return m;
}

nm_match *nm_match_create(const nm_game *g, const nm_data *d, const nm_setup *s, nm_errors *err) {
    if (s->players < g->min_players || s->players > g->max_players) {
        nm_errors_add(err, "%s is played by %d to %d players, not %d", g->id, g->min_players,
                      g->max_players, s->players);
        return NULL;
    }
    for (int i = 0; i < g->option_count && i < NM_MAX_OPTIONS; i++) {
        const nm_option *o = &g->options[i];
        if (s->option[i] < o->min || s->option[i] > o->max) {
            nm_errors_add(err, "option %s: %d is out of range (%d to %d)", o->id, s->option[i],
                          o->min, o->max);
            return NULL;
        }
    }
    nm_match *m = match_alloc(g, d);
    if (!m) {
        nm_errors_add(err, "out of memory");
        return NULL;
    }
    m->setup = *s;
    if (g->setup(d, s, m->start, err) != 0) {
        if (!err || err->count == 0) nm_errors_add(err, "%s: setup failed", g->id);
        nm_match_destroy(m);
        return NULL;
    }
    memcpy(m->state, m->start, g->state_size);
    match_refresh_legal(m);
    return m;
}

int nm_setup_from_json(const nm_game *g, const cJSON *j, const nm_jpos *p, nm_setup *s,
                       int want_seed, nm_errors *err) {
    static const char *const keys[] = {"players", "options", "seed"};
    int before = err ? err->count : 0;
    if (!cJSON_IsObject(j)) {
        nm_jerr(err, p, "expected a setup object {\"players\": ..., \"options\": {...}}");
        return -1;
    }
    nm_json_check_keys(j, p, keys, want_seed ? 3 : 2, err);
    int64_t players = 0, seed = 0;
    nm_json_get_int(j, "players", p, 1, g->min_players, g->max_players, &players, err);
    if (want_seed) nm_json_get_int(j, "seed", p, 0, 0, 9007199254740991LL, &seed, err);
    nm_setup_defaults(g, s, (int)players, (uint64_t)seed);
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(j, "options");
    nm_jpos op = nm_jpos_key(p, "options");
    if (opts && !cJSON_IsObject(opts)) nm_jerr(err, &op, "expected an object {\"option\": value}");
    for (const cJSON *o = opts ? opts->child : NULL; cJSON_IsObject(opts) && o; o = o->next) {
        if (!o->string || o->string[0] == '_') continue;
        nm_jpos kp = nm_jpos_key(&op, o->string);
        int k = -1;
        const char *names[NM_MAX_OPTIONS];
        for (int i = 0; i < g->option_count && i < NM_MAX_OPTIONS; i++) {
            names[i] = g->options[i].id;
            if (strcmp(g->options[i].id, o->string) == 0) k = i;
        }
        if (k < 0) {
            const char *hint = nm_did_you_mean(o->string, names, g->option_count);
            if (hint)
                nm_jerr(err, &kp, "unknown option \"%s\" (did you mean \"%s\")", o->string, hint);
            else
                nm_jerr(err, &kp, "unknown option \"%s\"", o->string);
            continue;
        }
        int64_t v = 0;
        if (nm_json_int_value(o, &kp, g->options[k].min, g->options[k].max, &v, err) > 0)
            s->option[k] = (int32_t)v;
    }
    return (err && err->count > before) ? -1 : 0;
}

cJSON *nm_setup_to_json(const nm_game *g, const nm_setup *s) {
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "players", s->players);
    cJSON *o = cJSON_AddObjectToObject(j, "options");
    for (int i = 0; i < g->option_count && i < NM_MAX_OPTIONS; i++)
        cJSON_AddNumberToObject(o, g->options[i].id, s->option[i]);
    return j;
}

nm_match *nm_match_from_snapshot(const nm_game *g, const nm_data *d, const cJSON *snap,
                                 const char *file, nm_errors *err) {
    nm_jpos p = {file, ""};
    nm_jpos sp = nm_jpos_key(&p, "setup");
    nm_setup s;
    if (nm_setup_from_json(g, cJSON_GetObjectItemCaseSensitive(snap, "setup"), &sp, &s, 1, err) != 0)
        return NULL;
    const cJSON *st = cJSON_GetObjectItemCaseSensitive(snap, "state");
    nm_jpos stp = nm_jpos_key(&p, "state");
    if (!cJSON_IsObject(st)) {
        nm_jerr(err, &stp, "expected the state object");
        return NULL;
    }
    nm_match *m = match_alloc(g, d);
    if (!m) return NULL;
    m->setup = s;
    m->from_snapshot = 1;
    if (g->from_json(d, st, m->start, &stp, err) != 0) {
        if (!err || err->count == 0) nm_jerr(err, &stp, "not a valid %s state", g->id);
        nm_match_destroy(m);
        return NULL;
    }
    if (nm_state_header(m->start)->players != s.players) {
        nm_jerr(err, &stp, "the state has %d players but the setup says %d",
                nm_state_header(m->start)->players, s.players);
        nm_match_destroy(m);
        return NULL;
    }
    memcpy(m->state, m->start, g->state_size);
    match_refresh_legal(m);
    return m;
}

void nm_match_destroy(nm_match *m) {
    if (!m) return;
    free(m->start);
    free(m->state);
    free(m->scratch);
    free(m->history);
    free(m->reveals_after);
    free(m->movers);
    free(m);
}

const nm_action_list *nm_match_legal(const nm_match *m) { return &m->legal; }

int nm_match_to_move(const nm_match *m) {
    const nm_header *h = nm_state_header(m->state);
    return h->over ? -1 : h->to_move;
}

int nm_match_over(const nm_match *m) { return nm_state_header(m->state)->over != 0; }

static int history_push(nm_match *m, const nm_action *a) {
    if (m->history_count == m->history_cap) {
        int cap = m->history_cap ? m->history_cap * 2 : 256;
        nm_action *h = realloc(m->history, sizeof *h * (size_t)cap);
        if (!h) return -1;
        m->history = h;
        uint32_t *r = realloc(m->reveals_after, sizeof *r * (size_t)cap);
        if (!r) return -1;
        m->reveals_after = r;
        int8_t *mv = realloc(m->movers, sizeof *mv * (size_t)cap);
        if (!mv) return -1;
        m->movers = mv;
        m->history_cap = cap;
    }
    m->movers[m->history_count] = (int8_t)nm_state_header(m->scratch)->to_move;
    m->history[m->history_count] = *a;
    m->reveals_after[m->history_count] = nm_state_header(m->state)->reveals;
    m->history_count++;
    return 0;
}

int nm_match_apply(nm_match *m, const nm_action *a, nm_errors *err) {
    int legal = 0;
    for (int i = 0; i < m->legal.count && !legal; i++) legal = nm_action_equal(a, &m->legal.a[i]);
    if (!legal) {
        if (nm_match_over(m))
            nm_errors_add(err, "the game is over; no action can be played");
        else
            nm_errors_add(err,
                          "action {kind %u, target %u, p [%d, %d, %d]} is not legal now "
                          "(seat %d to move, %d legal actions)",
                          a->kind, a->target, (int)a->p[0], (int)a->p[1], (int)a->p[2],
                          nm_match_to_move(m), m->legal.count);
        return -1;
    }
    /* Apply to a copy so that a rules failure leaves the state as it was. */
    memcpy(m->scratch, m->state, m->game->state_size);
    if (m->game->apply(m->data, m->scratch, a, err) != 0) {
        if (!err || err->count == 0) nm_errors_add(err, "the rules refused the action");
        return -1;
    }
    ((nm_header *)m->scratch)->actions++;
    void *t = m->state;
    m->state = m->scratch;
    m->scratch = t;
    if (history_push(m, a) != 0) {
        nm_errors_add(err, "out of memory");
        t = m->state;
        m->state = m->scratch;
        m->scratch = t;
        return -1;
    }
    match_refresh_legal(m);
    return 0;
}

static int ascii_casecmp(const char *a, const char *b) {
    for (;; a++, b++) {
        int ca = tolower((unsigned char)*a), cb = tolower((unsigned char)*b);
        if (ca != cb || !ca) return ca - cb;
    }
}

int nm_match_apply_label(nm_match *m, const char *label, nm_errors *err) {
    int n = m->legal.count;
    if (n == 0) {
        nm_errors_add(err, "\"%s\": no action can be played (the game is over)", label);
        return -1;
    }
    char(*labels)[NM_LABEL_LEN] = malloc(sizeof *labels * (size_t)n);
    const char **ptrs = calloc((size_t)n, sizeof *ptrs);
    if (!labels || !ptrs) {
        free(labels);
        free(ptrs);
        nm_errors_add(err, "out of memory");
        return -1;
    }
    int found = -1;
    for (int i = 0; i < n; i++) {
        m->game->label(m->data, m->state, &m->legal.a[i], labels[i], NM_LABEL_LEN);
        ptrs[i] = labels[i];
        if (found < 0 && strcmp(labels[i], label) == 0) found = i;
    }
    for (int i = 0; i < n && found < 0; i++)
        if (ascii_casecmp(labels[i], label) == 0) found = i;
    int rc = -1;
    if (found >= 0) {
        nm_action a = m->legal.a[found];
        rc = nm_match_apply(m, &a, err);
    } else {
        const char *hint = nm_did_you_mean(label, ptrs, n);
        if (hint)
            nm_errors_add(err, "no legal action is labelled \"%s\" (did you mean \"%s\")", label, hint);
        else
            nm_errors_add(err, "no legal action is labelled \"%s\" (seat %d to move; legal: \"%s\"%s)",
                          label, nm_match_to_move(m), labels[0], n > 1 ? ", ..." : "");
    }
    free(labels);
    free(ptrs);
    return rc;
}

void nm_match_label(const nm_match *m, const nm_action *a, char *buf, size_t n) {
    m->game->label(m->data, m->state, a, buf, n);
}

void nm_match_element(const nm_match *m, const nm_action *a, char *buf, size_t n) {
    m->game->element(m->data, m->state, a, buf, n);
}

void nm_match_display_label(const nm_match *m, const nm_action *a, int lang, char *buf, size_t n) {
    if (m->game->display_label && lang >= 0 && lang < NM_LANGS)
        m->game->display_label(m->data, m->state, a, lang, buf, n);
    else
        m->game->label(m->data, m->state, a, buf, n);
}

void nm_match_log_label(const nm_match *m, const nm_action *a, int lang, char *buf, size_t n) {
    if (m->game->log_label && lang >= 0 && lang < NM_LANGS)
        m->game->log_label(m->data, m->state, a, lang, buf, n);
    else
        nm_match_display_label(m, a, lang, buf, n);
}

int nm_match_score_detail(const nm_match *m, int seat, int lang, nm_score_line *out, int max) {
    if (!m->game->score_detail || seat < 0 || max <= 0) return 0;
    /* The seats, then any automaton the game scores after them (Oak's Broichan). */
    int32_t sc[NM_MAX_SEATS];
    int count = m->game->scores(m->data, m->state, sc);
    if (seat >= (count > m->setup.players ? count : m->setup.players)) return 0;
    int n = m->game->score_detail(m->data, m->state, seat, lang, out, max);
    return n < 0 ? 0 : (n > max ? max : n);
}

int nm_match_can_undo(const nm_match *m) {
    int n = m->history_count;
    if (n == 0) return 0;
    uint32_t before = n >= 2 ? m->reveals_after[n - 2] : nm_state_header(m->start)->reveals;
    return m->reveals_after[n - 1] == before;
}

int nm_match_undo_span(const nm_match *m, const unsigned char *person, int seat) {
    if (seat < 0 || seat >= NM_MAX_SEATS || !person[seat] || nm_match_over(m)) return 0;
    /* back from the end: computers' moves, then the seat's own; stop at another person's */
    int n = m->history_count, own = -1;
    for (int i = n - 1; i >= 0; i--) {
        int who = m->movers[i];
        if (who >= 0 && who < NM_MAX_SEATS && person[who] && who != seat) break;
        uint32_t before = i >= 1 ? m->reveals_after[i - 1] : nm_state_header(m->start)->reveals;
        if (m->reveals_after[i] != before) break; /* it revealed something: never past it */
        if (who == seat) own = i;
    }
    if (own < 0) return 0;
    /* take back to the seat's latest own decision only (one step at a time) */
    int last = -1;
    for (int i = n - 1; i >= own && last < 0; i--)
        if (m->movers[i] == seat) last = i;
    return n - last;
}

int nm_match_undo(nm_match *m, nm_errors *err) {
    if (!nm_match_can_undo(m)) {
        nm_errors_add(err, m->history_count == 0 ? "nothing to undo"
                                                  : "cannot undo: that action revealed hidden information");
        return -1;
    }
    int n = m->history_count - 1;
    memcpy(m->state, m->start, m->game->state_size);
    m->history_count = 0;
    match_refresh_legal(m);
    for (int i = 0; i < n; i++) {
        nm_action a = m->history[i];
        if (nm_match_apply(m, &a, err) != 0) return -1; /* cannot happen: it was legal before */
    }
    return 0;
}

void nm_state_hash(const nm_game *g, const nm_data *d, const void *state, char out[17]) {
    cJSON *j = g->to_json(d, state);
    char *text = j ? nm_json_canonical(j) : NULL;
    uint64_t h = nm_fnv1a(NM_FNV_OFFSET, g->id, strlen(g->id));
    if (text) h = nm_fnv1a(h, text, strlen(text));
    free(text);
    cJSON_Delete(j);
    nm_hash_hex(h, out);
}

void nm_match_hash(const nm_match *m, char out[17]) {
    nm_state_hash(m->game, m->data, m->state, out);
}

int nm_match_result(const nm_match *m, int32_t *scores, int *nscores, int8_t *winners) {
    int n = m->game->scores(m->data, m->state, scores);
    *nscores = n < 0 ? 0 : (n > NM_MAX_SEATS ? NM_MAX_SEATS : n);
    return m->game->winners(m->data, m->state, winners);
}

char *nm_match_result_json(const nm_match *m) {
    int32_t scores[NM_MAX_SEATS] = {0};
    int8_t winners[NM_MAX_SEATS] = {0};
    int ns = 0;
    int nw = nm_match_result(m, scores, &ns, winners);
    int players = m->setup.players;
    char hash[17];
    nm_match_hash(m, hash);
    size_t cap = 512;
    char *out = malloc(cap);
    if (!out) return NULL;
    size_t u = (size_t)snprintf(out, cap, "{\"game\":\"%s\",\"seed\":%llu,\"players\":%d,\"scores\":[",
                                m->game->id, (unsigned long long)m->setup.seed, players);
    for (int i = 0; i < ns; i++)
        u += (size_t)snprintf(out + u, cap - u, "%s%d", i ? "," : "", (int)scores[i]);
    u += (size_t)snprintf(out + u, cap - u, "],\"winners\":[");
    for (int i = 0; i < nw && i < NM_MAX_SEATS; i++)
        u += (size_t)snprintf(out + u, cap - u, "%s%d", i ? "," : "", (int)winners[i]);
    snprintf(out + u, cap - u, "],\"actions\":%d,\"hash\":\"%s\"}", m->history_count, hash);
    return out;
}
