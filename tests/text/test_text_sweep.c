/* test_text_sweep.c - every word a player reads, in English and French, swept over random
 * games of every shipped game and player count: the labels of every legal action (menus,
 * log), what every board element shows (titles and hover text) at regular steps, and every
 * component's rules text generated from its ops. A text fails when it holds a placeholder
 * left unfilled ("{n}", "%d"), the raw syntax of an op ("gain(res=...)"), a word of the
 * other language, or a broken French elision ("le Ovate", "l'Barde", "de une").
 * Usage: test_text_sweep [games per game and player count] [describe every K steps]
 *        [game id] [number of built-in games]
 * (one game only: the build runs one test per game so that they share the cores; the
 * number, when given, must be the registry's, so that a game added is not left unswept). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nemeton/controller.h"
#include "nemeton/game.h"
#include "nemeton/lang.h"
#include "nemeton/match.h"
#include "nemeton/util.h"

#define MAX_REPORTS 100000

static int failures, reports, checked;

/* Words that betray the other language. Names of components are removed first. */
static const char *const english_words[] = {"the", "and", "of", "your", "with", "from", "into", "then",
                                            "take", "gain", "pay", "choose", "raise", "trade",
                                            "refresh", "climb", "brew", "draw", "discard", "move",
                                            "turn", "nothing", "each", "player", "space", "card",
                                            "cards", "feathers", "limit", "choice", NULL};
static const char *const french_words[] = {"le", "la", "les", "du", "des", "et", "avec", "votre",
                                           "vos", "pour", "une", "au", "aux", "prendre", "gagnez",
                                           "payez", "choisir", "placer", "joueur", "carte",
                                           "plumes", "gui", "puis", "sinon", NULL};

typedef struct names {
    const char *list[2048];
    int n;
} names;

static void add_name(names *nm, const char *s) {
    if (s && s[0] && nm->n < 2048) nm->list[nm->n++] = s;
}

/* The names the text may quote in either language: components, board elements, the game. */
static void collect_names(const nm_data *d, names *nm) {
    nm->n = 0;
    for (int k = 0; k < d->game->kind_count; k++)
        for (int i = 0; i < d->kinds[k].count; i++)
            for (int l = 0; l < NM_LANGS; l++) {
                add_name(nm, d->kinds[k].items[i].name[l]);
                add_name(nm, d->kinds[k].items[i].noun.many[l]);
            }
    for (int e = 0; e < d->board.count; e++)
        for (int l = 0; l < NM_LANGS; l++) add_name(nm, d->board.elements[e].label[l]);
    for (int l = 0; l < NM_LANGS; l++) add_name(nm, d->game->name[l]);
}

static void report(const char *game, int lang, const char *what, const char *why, const char *text) {
    failures++;
    if (reports++ < MAX_REPORTS)
        fprintf(stderr, "%s [%s] %s: %s: \"%s\"\n", game, lang ? "fr" : "en", what, why, text);
}

static int is_word_char(unsigned char c) { return isalnum(c) || c >= 0x80 || c == '\''; }

/* Text with the quoted names blanked out (longest first would be better; names rarely nest). */
static void blank_names(const names *nm, const char *text, char *out, size_t n) {
    snprintf(out, n, "%s", text);
    for (int i = 0; i < nm->n; i++) {
        size_t len = strlen(nm->list[i]);
        if (len < 3) continue;
        for (char *at = strstr(out, nm->list[i]); at; at = strstr(at + len, nm->list[i]))
            memset(at, ' ', len);
    }
}

static int has_word(const char *text, const char *word) {
    size_t len = strlen(word);
    for (const char *at = strstr(text, word); at; at = strstr(at + 1, word)) {
        int start = at == text || !is_word_char((unsigned char)at[-1]);
        int end = !is_word_char((unsigned char)at[len]);
        if (start && end) return 1;
    }
    return 0;
}

/* Case-insensitive prefix of an ASCII word. */
static int word_is(const char *p, const char *w) {
    size_t n = strlen(w);
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)p[i]) != w[i]) return 0;
    return !is_word_char((unsigned char)p[n]) || p[n] == ' ';
}

/* A word French elides before; a square's name such as "A9" (a letter and a number) is
 * read letter by letter and keeps "de", "le". */
static int vowel_start(const char *p) {
    if (isupper((unsigned char)p[0]) && isdigit((unsigned char)p[1])) return 0;
    if (strchr("aeiouyAEIOUY", *p) && *p) return 1;
    return nm_fr_elides(p);
}

/* Texts already found clean, per game: a game shows the same labels step after step, and
 * checking a text against every name costs far more than looking it up. Open addressing
 * on the FNV-1a hash (nm_fnv1a); the text itself is compared, so a collision skips nothing. */
#define PASSED_SLOTS (1u << 18)

typedef struct passed_set {
    uint64_t hash[PASSED_SLOTS];
    char *text[PASSED_SLOTS];
    unsigned count;
} passed_set;

static passed_set *passed;

static uint64_t text_hash(int lang, const char *text) {
    return nm_fnv1a(nm_fnv1a(NM_FNV_OFFSET, &lang, sizeof lang), text, strlen(text));
}

/* The slot of (lang, text): where it is, or the empty one where it would go; -1 when full. */
static long passed_slot(int lang, const char *text, uint64_t h) {
    for (unsigned i = 0; i < PASSED_SLOTS; i++) {
        unsigned k = (unsigned)(h + i) & (PASSED_SLOTS - 1);
        if (!passed->text[k]) return k;
        if (passed->hash[k] == h && passed->text[k][0] == (char)('0' + lang) &&
            strcmp(passed->text[k] + 1, text) == 0)
            return k;
    }
    return -1;
}

static void passed_clear(void) {
    for (unsigned k = 0; k < PASSED_SLOTS; k++) free(passed->text[k]);
    memset(passed, 0, sizeof *passed);
}

/* 1 when text is clean, else 0 (and reported). */
static int check_text_fully(const char *game, const names *nm, int lang, const char *what,
                            const char *text) {
    for (const char *p = text; *p; p++) {
        if (*p == '{' || *p == '}') {
            report(game, lang, what, "a placeholder left unfilled", text);
            return 0;
        }
        if (*p == '%' && p[1] && strchr("sdcuxi", p[1])) {
            report(game, lang, what, "a format left unfilled", text);
            return 0;
        }
        /* raw op syntax: name(param=... */
        if (*p == '(' && p > text && (islower((unsigned char)p[-1]) || p[-1] == '_')) {
            const char *q = p + 1;
            while (islower((unsigned char)*q) || *q == '_') q++;
            if (*q == '=' && q > p + 1) {
                report(game, lang, what, "the raw syntax of an op", text);
                return 0;
            }
        }
    }
    char clean[1024];
    blank_names(nm, text, clean, sizeof clean);
    const char *const *other = lang ? english_words : french_words;
    for (int i = 0; other[i]; i++)
        if (has_word(clean, other[i])) {
            char why[80];
            snprintf(why, sizeof why, "the %s word \"%s\"", lang ? "English" : "French", other[i]);
            report(game, lang, what, why, text);
            return 0;
        }
    /* Elision and articles are judged on the text as written (names may need them). */
    if (lang == 1) {
        for (const char *p = text; *p; p++) {
            if (p != text && is_word_char((unsigned char)p[-1])) continue;
            static const char *const elide[] = {"le", "la", "de", "que", "ne", "se", "je", "ce"};
            for (size_t k = 0; k < sizeof elide / sizeof elide[0]; k++) {
                size_t n = strlen(elide[k]);
                if (word_is(p, elide[k]) && p[n] == ' ' && vowel_start(p + n + 1)) {
                    report(game, lang, what, "a missing elision", text);
                    return 0;
                }
            }
            if ((p[0] == 'l' || p[0] == 'd' || p[0] == 'L' || p[0] == 'D') && p[1] == '\'' && p[2] &&
                !vowel_start(p + 2) && p[2] != 'h' && p[2] != 'H') {
                report(game, lang, what, "an elision before a consonant", text);
                return 0;
            }
            if (word_is(p, "lae") || word_is(p, "dee") || word_is(p, "de une") || word_is(p, "de un")) {
                report(game, lang, what, "a broken article", text);
                return 0;
            }
        }
    } else {
        for (const char *p = text; *p; p++) {
            if (p != text && is_word_char((unsigned char)p[-1])) continue;
            if ((p[0] == 'a' || p[0] == 'A') && p[1] == ' ' && strchr("aeioAEIO", p[2]) && p[2]) {
                report(game, lang, what, "\"a\" before a vowel", text);
                return 0;
            }
        }
    }
    return 1;
}

/* Checks text (above) unless it was found clean before in this game. */
static void check_text(const char *game, const names *nm, int lang, const char *what, const char *text) {
    checked++;
    if (!text) return;
    uint64_t h = text_hash(lang, text);
    long k = passed_slot(lang, text, h);
    if (k >= 0 && passed->text[k]) return;
    if (!check_text_fully(game, nm, lang, what, text)) return;
    /* keep at most three quarters full, so that a lookup always meets an empty slot */
    if (k >= 0 && passed->count < PASSED_SLOTS / 4 * 3) {
        size_t n = strlen(text);
        char *copy = malloc(n + 2);
        if (copy) {
            copy[0] = (char)('0' + lang);
            memcpy(copy + 1, text, n + 1);
            passed->hash[k] = h;
            passed->text[k] = copy;
            passed->count++;
        }
    }
}

/* Every component's rules text, generated from its ops. */
static void sweep_components(const nm_data *d, const names *nm) {
    char buf[1024], what[160];
    for (int k = 0; k < d->game->kind_count; k++)
        for (int i = 0; i < d->kinds[k].count; i++) {
            const nm_component *c = &d->kinds[k].items[i];
            for (int l = 0; l < NM_LANGS; l++) {
                snprintf(what, sizeof what, "%s %s rules text", d->kinds[k].kind->name, c->id);
                if (c->effect >= 0) {
                    nm_text_effect(d, c->effect, l, buf, sizeof buf);
                    check_text(d->game->id, nm, l, what, buf);
                }
                for (int t = 0; c->trigger && t < d->game->trigger_count; t++)
                    if (c->trigger[t] >= 0) {
                        nm_text_effect(d, c->trigger[t], l, buf, sizeof buf);
                        check_text(d->game->id, nm, l, what, buf);
                    }
                for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
                    nm_text_instr(d, &d->mods[m], 1, l, buf, sizeof buf);
                    check_text(d->game->id, nm, l, what, buf);
                }
            }
        }
}

static void sweep_elements(const nm_match *m, const names *nm, int viewer) {
    const nm_data *d = m->data;
    nm_element_view v;
    char what[160];
    for (int e = 0; e < d->board.count; e++)
        for (int l = 0; l < NM_LANGS; l++) {
            memset(&v, 0, sizeof v);
            if (!d->game->describe(d, m->state, viewer, l, d->board.elements[e].id, &v)) continue;
            snprintf(what, sizeof what, "element %s", d->board.elements[e].id);
            check_text(d->game->id, nm, l, what, v.title);
            check_text(d->game->id, nm, l, what, v.body);
        }
}

static void sweep_game(const nm_game *g, const nm_data *d, int players, int games, int every) {
    names *nm = malloc(sizeof *nm);
    nm_errors *err = calloc(1, sizeof *err);
    collect_names(d, nm);
    char label[NM_LABEL_LEN * 2], what[64];
    for (int k = 0; k < games; k++) {
        nm_setup s;
        nm_setup_defaults(g, &s, players, (uint64_t)(k + 1));
        nm_match *m = nm_match_create(g, d, &s, err);
        if (!m) {
            fprintf(stderr, "%s: %s\n", g->id, nm_errors_first(err));
            failures++;
            break;
        }
        nm_controller c[NM_MAX_SEATS];
        for (int p = 0; p < players; p++) {
            nm_controller_parse("random", &c[p], err);
            nm_controller_seed(&c[p], s.seed, p);
        }
        for (int step = 0; !nm_match_over(m) && step < 5000; step++) {
            const nm_action_list *l = nm_match_legal(m);
            for (int i = 0; i < l->count; i++)
                for (int lang = 0; lang < NM_LANGS; lang++) {
                    nm_match_display_label(m, &l->a[i], lang, label, sizeof label);
                    snprintf(what, sizeof what, "label (%dp seed %d step %d)", players, k + 1, step);
                    check_text(g->id, nm, lang, what, label);
                }
            if (every > 0 && step % every == 0) sweep_elements(m, nm, nm_match_to_move(m));
            int seat = nm_match_to_move(m);
            nm_action a = l->a[nm_controller_choose(&c[seat], g, d, m->state, seat, l)];
            if (nm_match_apply(m, &a, err) != 0) {
                fprintf(stderr, "%s: %s\n", g->id, nm_errors_first(err));
                failures++;
                break;
            }
        }
        sweep_elements(m, nm, 0); /* the end */
        nm_match_destroy(m);
    }
    free(err);
    free(nm);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 200;
    int every = argc > 2 ? atoi(argv[2]) : 25;
    const char *only = argc > 3 ? argv[3] : NULL;
    nm_register_builtin_games();
    passed = calloc(1, sizeof *passed);
    if (!passed) return 1;
    if (argc > 4 && atoi(argv[4]) != nm_registry_count()) {
        fprintf(stderr, "text sweep: %d built-in games, the build sweeps %s: add the new one "
                        "to tests/text/meson.build\n", nm_registry_count(), argv[4]);
        return 1;
    }
    nm_errors *err = calloc(1, sizeof *err);
    int swept = 0;
    for (int i = 0; i < nm_registry_count(); i++) {
        const nm_game *g = nm_registry_get(i);
        if (only && strcmp(g->id, only) != 0) continue;
        swept++;
        nm_data *d = nm_data_load(g, nm_builtin_data_dir(), NULL, 0, err);
        if (!d) {
            fprintf(stderr, "%s: %s\n", g->id, nm_errors_first(err));
            return 1;
        }
        passed_clear(); /* a text clean in one game may quote another's names */
        names *nm = malloc(sizeof *nm);
        collect_names(d, nm);
        sweep_components(d, nm);
        free(nm);
        for (int p = g->min_players; p <= g->max_players; p++) sweep_game(g, d, p, games, every);
        nm_data_free(d);
    }
    passed_clear();
    free(passed);
    free(err);
    if (swept == 0) {
        fprintf(stderr, "text sweep: no built-in game \"%s\"\n", only ? only : "");
        return 1;
    }
    printf("text sweep: %d game(s), %d texts checked, %d failed\n", swept, checked, failures);
    return failures ? 1 : 0;
}
