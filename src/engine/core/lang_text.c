/* lang_text.c - rules text generated from the ops' templates (include/nemeton/schema.h
 * says the template forms), in English and French, with what French needs: the noun's
 * gender and plural, and elision ("l'Ovate", "d'ingrédient"). A component's rules text is
 * the text of its ops, so a mod's card explains itself. */
#include <stdio.h>
#include <string.h>

#include "nemeton/game.h"
#include "nemeton/lang.h"

/* A bounded writer: appends, never overflows, always NUL-terminated. */
typedef struct out {
    char *buf;
    size_t n, len;
} out;

static void put(out *o, const char *s) {
    size_t k = strlen(s);
    if (o->n == 0) return;
    if (o->len + k >= o->n) k = o->n - 1 - o->len;
    memcpy(o->buf + o->len, s, k);
    o->len += k;
    o->buf[o->len] = '\0';
}

static void putf_int(out *o, int32_t v) {
    char t[16];
    snprintf(t, sizeof t, "%d", (int)v);
    put(o, t);
}

int nm_fr_elides(const char *w) {
    static const char *const accented[] = {"\xc3\xa0", "\xc3\xa2", "\xc3\xa9", "\xc3\xa8", "\xc3\xaa",
                                           "\xc3\xae", "\xc3\xb4", "\xc3\xbb", "\xc3\x80", "\xc3\x82",
                                           "\xc3\x89", "\xc3\x88", "\xc3\x8a", "\xc3\x8e", "\xc3\x94"};
    if (!w || !w[0]) return 0;
    if (strchr("aeiouyAEIOUY", w[0])) return 1;
    for (size_t i = 0; i < sizeof accented / sizeof accented[0]; i++)
        if (strncmp(w, accented[i], 2) == 0) return 1;
    return 0;
}

size_t nm_text_noun(const nm_noun *noun, int lang, int count, int art, char *buf, size_t n) {
    out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    /* French takes the plural from 2, English for every count but 1. */
    int plural = lang == 1 ? (count >= 2 || count <= -2) : (count != 1 && count != -1);
    const char *w = plural ? noun->many[lang] : noun->one[lang];
    if (!w) w = "";
    if (art == 'd') {
        if (lang == 0) put(&o, "the ");
        else if (plural) put(&o, "les ");
        else put(&o, noun->fr_elide ? "l'" : noun->fr_feminine ? "la " : "le ");
    } else if (art == 'i') {
        if (lang == 0 && !plural) put(&o, strchr("aeiouAEIOU", w[0]) ? "an " : "a ");
        else if (lang == 1) put(&o, plural ? "des " : noun->fr_feminine ? "une " : "un ");
    } else if (art == 'E') {
        put(&o, lang ? "chaque " : "each ");
    } else if (art == 'D' || art == 'A') { /* of the / to the: French contracts */
        int of = art == 'D';
        if (lang == 0) put(&o, of ? "of the " : "to the ");
        else if (plural) put(&o, of ? "des " : "aux ");
        else if (noun->fr_elide) put(&o, of ? "de l'" : "\xc3\xa0 l'");
        else if (noun->fr_feminine) put(&o, of ? "de la " : "\xc3\xa0 la ");
        else put(&o, of ? "du " : "au ");
    }
    put(&o, w);
    return o.len;
}

/* ---- expressions ---- */

static void expr_text(const nm_data *d, int32_t e, int lang, out *o, int depth);
static void query_expand(const nm_data *d, const nm_op_def *def, const nm_instr *in, const char *t, int lang,
                         out *o, int depth);

static const nm_noun *counter_noun(const nm_data *d, int c) {
    const nm_kind_data *k = nm_data_kind(d, "counters");
    return k && c >= 0 && c < k->count ? &k->items[c].noun : NULL;
}

static void noun_put(out *o, const nm_noun *nn, int lang, int count, int art) {
    char t[96];
    if (!nn) {
        put(o, "?");
        return;
    }
    nm_text_noun(nn, lang, count, art, t, sizeof t);
    put(o, t);
}

/* "ruby, jade and opal" from a list of counters. */
static void set_text(const nm_data *d, int32_t list, int lang, out *o) {
    int n = 0;
    const int32_t *idx = nm_data_ints_in(d, list, &n);
    for (int i = 0; i < n; i++) {
        if (i > 0) put(o, i == n - 1 ? (lang ? " et " : " and ") : ", ");
        noun_put(o, counter_noun(d, idx[i]), lang, 2, 0);
    }
}

static int is_lit(const nm_data *d, int32_t e, int32_t *v) {
    if (e < 0 || e >= d->expr_count || d->exprs[e].op != NM_X_LIT) return 0;
    *v = d->exprs[e].a;
    return 1;
}

static void expr_text(const nm_data *d, int32_t e, int lang, out *o, int depth) {
    if (e < 0 || e >= d->expr_count || depth > 16) {
        put(o, "?");
        return;
    }
    const nm_expr *x = &d->exprs[e];
    int32_t lit = 0;
    static const char *const cmp[6][2][2] = {
        /* counter compared with a number: before, after */
        {{"you have ", " or more"}, {"vous avez ", " ou plus"}},       /* ge */
        {{"you have more than ", ""}, {"vous avez plus de ", ""}},     /* gt */
        {{"you have ", " or fewer"}, {"vous avez ", " ou moins"}},     /* le */
        {{"you have fewer than ", ""}, {"vous avez moins de ", ""}},   /* lt */
        {{"you have exactly ", ""}, {"vous avez exactement ", ""}},    /* eq */
        {{"you do not have exactly ", ""}, {"vous n'avez pas exactement ", ""}}, /* ne */
    };
    static const char *const sym[6] = {" \xe2\x89\xa5 ", " > ", " \xe2\x89\xa4 ", " < ", " = ", " \xe2\x89\xa0 "};
    switch ((nm_xop)x->op) {
    case NM_X_LIT: putf_int(o, x->a); return;
    case NM_X_COUNTER:
        put(o, lang ? "vos " : "your ");
        noun_put(o, counter_noun(d, x->a), lang, 2, 0);
        return;
    case NM_X_ADD:
    case NM_X_SUB:
    case NM_X_MUL:
    case NM_X_DIV:
    case NM_X_MIN:
    case NM_X_MAX: {
        static const char *const word[][2] = {{" + ", " + "}, {" \xe2\x88\x92 ", " \xe2\x88\x92 "},
                                             {" \xc3\x97 ", " \xc3\x97 "}, {" / ", " / "},
                                             {"the lower of ", "le plus petit de "},
                                             {"the higher of ", "le plus grand de "}};
        int k = x->op - NM_X_ADD;
        if (x->op == NM_X_MIN || x->op == NM_X_MAX) {
            put(o, word[k][lang]);
            expr_text(d, x->a, lang, o, depth + 1);
            put(o, lang ? " et " : " and ");
            expr_text(d, x->b, lang, o, depth + 1);
            return;
        }
        put(o, "(");
        expr_text(d, x->a, lang, o, depth + 1);
        put(o, word[k][lang]);
        expr_text(d, x->b, lang, o, depth + 1);
        put(o, ")");
        return;
    }
    case NM_X_TABLE: {
        int n = 0;
        const int32_t *t = nm_data_ints_in(d, x->a, &n);
        for (int i = 0; i < n; i++) {
            if (i) put(o, "/");
            putf_int(o, t[i]);
        }
        put(o, lang ? " selon " : " by ");
        expr_text(d, x->b, lang, o, depth + 1);
        put(o, lang ? " (0, 1, 2\xe2\x80\xa6)" : " (0, 1, 2\xe2\x80\xa6)");
        return;
    }
    case NM_X_DISTINCT:
        put(o, lang ? "le nombre de sortes que vous avez parmi " : "how many kinds you have among ");
        set_text(d, x->a, lang, o);
        return;
    case NM_X_PAIRS:
        put(o, lang ? "vos paires de " : "your pairs of ");
        set_text(d, x->a, lang, o);
        return;
    case NM_X_SUM:
        put(o, lang ? "vos " : "your ");
        set_text(d, x->a, lang, o);
        return;
    case NM_X_GE:
    case NM_X_GT:
    case NM_X_LE:
    case NM_X_LT:
    case NM_X_EQ:
    case NM_X_NE: {
        int k = x->op - NM_X_GE;
        if (d->exprs[x->a].op == NM_X_COUNTER && is_lit(d, x->b, &lit)) {
            put(o, cmp[k][lang][0]);
            putf_int(o, lit);
            put(o, " ");
            noun_put(o, counter_noun(d, d->exprs[x->a].a), lang, lit, 0);
            put(o, cmp[k][lang][1]);
            return;
        }
        expr_text(d, x->a, lang, o, depth + 1);
        put(o, sym[k]);
        expr_text(d, x->b, lang, o, depth + 1);
        return;
    }
    case NM_X_AND:
    case NM_X_OR:
        expr_text(d, x->a, lang, o, depth + 1);
        put(o, x->op == NM_X_AND ? (lang ? " et " : " and ") : (lang ? " ou " : " or "));
        expr_text(d, x->b, lang, o, depth + 1);
        return;
    case NM_X_NOT:
        put(o, lang ? "pas (" : "not (");
        expr_text(d, x->a, lang, o, depth + 1);
        put(o, ")");
        return;
    case NM_X_QUERY: {
        const nm_game *g = d->game;
        if (x->a >= 0 && x->a < g->query_count && g->queries[x->a].text[lang]) {
            /* the template with the query's parameters, as an op's */
            const nm_query_def *q = &g->queries[x->a];
            nm_op_def def;
            nm_instr in;
            memset(&def, 0, sizeof def);
            memset(&in, 0, sizeof in);
            def.name = q->name;
            def.params = q->params;
            def.param_count = q->param_count;
            int n = 0;
            const int32_t *args = nm_data_ints_in(d, x->b, &n);
            for (int i = 0; i < n && i < NM_INSTR_ARGS; i++) in.arg[i] = args[i];
            query_expand(d, &def, &in, q->text[lang], lang, o, depth);
        } else
            put(o, x->a >= 0 && x->a < g->query_count ? g->queries[x->a].name : "?");
        return;
    }
    case NM_X_COUNT: {
        const nm_kind_data *zk = nm_data_kind(d, "zones");
        put(o, lang ? "le nombre de " : "the number of ");
        if (zk && x->a >= 0 && x->a < zk->count) noun_put(o, &zk->items[x->a].noun, lang, 2, 0);
        if (x->b >= 0) {
            put(o, lang ? " o\xc3\xb9 " : " where ");
            expr_text(d, x->b, lang, o, depth + 1);
        }
        return;
    }
    case NM_X_FIELD: {
        const nm_kind *k = &d->game->kinds[x->a];
        put(o, lang ? "son " : "its ");
        put(o, x->b >= 0 && x->b < k->field_count ? k->fields[x->b].name : "?");
        return;
    }
    case NM_X_RANK:
        put(o, lang ? "votre rang pour " : "your rank for ");
        expr_text(d, x->a, lang, o, depth + 1);
        return;
    case NM_X_TIED:
        put(o, lang ? "les autres joueurs \xc3\xa0 \xc3\xa9galit\xc3\xa9 pour " : "the other players tied for ");
        expr_text(d, x->a, lang, o, depth + 1);
        return;
    case NM_X_PLAYERS: put(o, lang ? "le nombre de joueurs" : "the number of players"); return;
    case NM_X_KINDS: break;
    }
    put(o, "?");
}

size_t nm_text_expr(const nm_data *d, int32_t e, int lang, char *buf, size_t n) {
    out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    expr_text(d, e, lang < 0 || lang >= NM_LANGS ? 0 : lang, &o, 0);
    return o.len;
}

/* ---- instructions ---- */

static void effect_text(const nm_data *d, int effect, int lang, out *o, int depth);

/* The number a parameter stands for when it is known without a state (a plain number),
 * for a noun's agreement; 2 (plural) otherwise. */
static int32_t count_of(const nm_data *d, const nm_param *pd, int32_t a) {
    int32_t v = 2;
    if (pd->type == NM_P_INT) return a;
    if (pd->type == NM_P_EXPR && is_lit(d, a, &v)) return v;
    return 2;
}

static int param_set(const nm_data *d, const nm_param *pd, int32_t a) {
    int32_t v = 0;
    switch (pd->type) {
    case NM_P_EFFECT: return a >= 0;
    case NM_P_REF: return a >= 0;
    case NM_P_EXPR: return !(is_lit(d, a, &v) && v == pd->def); /* its default says nothing */
    case NM_P_STR: return nm_data_str(d, a)[0] != 0;
    case NM_P_INTS:
    case NM_P_EFFECTS: {
        int n = 0;
        nm_data_ints(d, a, &n);
        return n > 0;
    }
    default: return a != 0;
    }
}

static void param_text(const nm_data *d, const nm_param *pd, int32_t a, int lang, int count,
                       int art, out *o, int depth) {
    switch (pd->type) {
    case NM_P_INT: putf_int(o, a); return;
    case NM_P_BOOL: put(o, a ? (lang ? "oui" : "yes") : (lang ? "non" : "no")); return;
    case NM_P_ENUM:
        if (a >= 0 && pd->words[lang]) { /* "one|many": the form agreeing with count */
            const char *w = pd->words[lang][a], *bar = strchr(w, '|');
            int one = lang == 1 ? (count >= -1 && count <= 1) : (count == 1 || count == -1);
            if (!bar) put(o, w);
            else if (!one) put(o, bar + 1);
            else {
                char word[96];
                size_t k = (size_t)(bar - w) < sizeof word - 1 ? (size_t)(bar - w) : sizeof word - 1;
                memcpy(word, w, k);
                word[k] = '\0';
                put(o, word);
            }
        } else put(o, a >= 0 && pd->names ? pd->names[a] : "?");
        return;
    case NM_P_REF: {
        const nm_kind_data *k = nm_data_kind(d, pd->ref);
        if (!k || a < 0 || a >= k->count) {
            put(o, "?");
            return;
        }
        noun_put(o, &k->items[a].noun, lang, count, art);
        return;
    }
    case NM_P_STR: put(o, nm_data_str(d, a)); return;
    case NM_P_EXPR: expr_text(d, a, lang, o, depth + 1); return;
    case NM_P_EFFECT: effect_text(d, a, lang, o, depth + 1); return;
    case NM_P_EFFECTS: {
        int n = 0;
        const int32_t *v = nm_data_ints(d, a, &n);
        /* An option of several ops keeps its "then": the options are set apart by "; or ". */
        int multi = 0;
        for (int i = 0; i < n; i++) {
            int len = 0;
            (void)nm_data_effect_in(d, v[i], &len);
            if (len > 1) multi = 1;
        }
        for (int i = 0; i < n; i++) {
            if (i) put(o, multi ? (lang ? " ; ou " : "; or ") : (lang ? " ou " : " or "));
            effect_text(d, v[i], lang, o, depth + 1);
        }
        return;
    }
    case NM_P_INTS: {
        int n = 0;
        const int32_t *v = nm_data_ints(d, a, &n);
        for (int i = 0; i < n; i++) {
            if (i) put(o, "/");
            putf_int(o, v[i]);
        }
        return;
    }
    }
}

static int find_param(const nm_op_def *def, const char *name, size_t len) {
    for (int i = 0; i < def->param_count && i < NM_INSTR_ARGS; i++)
        if (strlen(def->params[i].name) == len && strncmp(def->params[i].name, name, len) == 0) return i;
    return -1;
}

/* Expands a template: {p}, {p:q} (agreeing with the number q), {p:one}, {p:many},
 * {p:the}, {p:all} (the plural with its article), {p:each}, {p:a}, {p:of} ("of the", "du", "de l'"), {p:to} ("to the", "au", "\xc3\xa0 l'"),
 * {?p:text}, {!p:text} (p set / left at its default), {=p:text}, {~p:text} (p a plain number /
 * an expression: "gain 3 VP", "gain VP: 2 x your pairs"). An unknown placeholder is written as it is, so
 * that the text sweep catches it. */
static void expand(const nm_data *d, const nm_op_def *def, const nm_instr *in, const char *t, int lang,
                   out *o, int depth) {
    while (*t) {
        const char *open = strchr(t, '{');
        if (!open) {
            put(o, t);
            return;
        }
        if (open > t) {
            char chunk[256];
            size_t k = (size_t)(open - t) < sizeof chunk - 1 ? (size_t)(open - t) : sizeof chunk - 1;
            memcpy(chunk, t, k);
            chunk[k] = '\0';
            put(o, chunk);
        }
        const char *close = strchr(open, '}');
        /* {?p:text} may hold braces of its own: find the matching one. */
        if (open[1] == '?' || open[1] == '!' || open[1] == '=' || open[1] == '~') {
            int level = 0;
            for (close = open; *close; close++) {
                if (*close == '{') level++;
                if (*close == '}' && --level == 0) break;
            }
        }
        if (!close || !*close) {
            put(o, open);
            return;
        }
        const char *name = open + 1;
        if (*name == '#') { /* {#n:one|many}: a word agreeing with the number n */
            const char *colon = memchr(name, ':', (size_t)(close - name));
            const char *bar = colon ? memchr(colon, '|', (size_t)(close - colon)) : NULL;
            int q = colon ? find_param(def, name + 1, (size_t)(colon - name - 1)) : -1;
            if (q >= 0 && bar) {
                int32_t c = count_of(d, &def->params[q], in->arg[q]);
                int one = lang == 1 ? (c >= -1 && c <= 1) : (c == 1 || c == -1);
                const char *w = one ? colon + 1 : bar + 1;
                size_t k = one ? (size_t)(bar - colon - 1) : (size_t)(close - bar - 1);
                char word[96];
                if (k >= sizeof word) k = sizeof word - 1;
                memcpy(word, w, k);
                word[k] = '\0';
                put(o, word);
                t = close + 1;
                continue;
            }
        }
        int cond = 0;
        if (*name == '?' || *name == '!' || *name == '=' || *name == '~') cond = *name++;
        const char *colon = memchr(name, ':', (size_t)(close - name));
        size_t nlen = (size_t)((colon ? colon : close) - name);
        int p = find_param(def, name, nlen);
        if (p < 0) { /* left as it is */
            char raw[128];
            size_t k = (size_t)(close - open + 1) < sizeof raw - 1 ? (size_t)(close - open + 1) : sizeof raw - 1;
            memcpy(raw, open, k);
            raw[k] = '\0';
            put(o, raw);
            t = close + 1;
            continue;
        }
        const nm_param *pd = &def->params[p];
        int32_t a = in->arg[p];
        if (cond) {
            int32_t v = 0;
            int on = cond == '=' || cond == '~' ? pd->type == NM_P_INT || (pd->type == NM_P_EXPR && is_lit(d, a, &v))
                                                : param_set(d, pd, a);
            if ((cond == '?' || cond == '=') == (on != 0) && colon) {
                char inner[256];
                size_t k = (size_t)(close - colon - 1) < sizeof inner - 1 ? (size_t)(close - colon - 1) : sizeof inner - 1;
                memcpy(inner, colon + 1, k);
                inner[k] = '\0';
                expand(d, def, in, inner, lang, o, depth + 1);
            }
            t = close + 1;
            continue;
        }
        int count = 1, art = 0;
        if (colon) {
            const char *f = colon + 1;
            size_t flen = (size_t)(close - f);
            if (flen == 4 && strncmp(f, "many", 4) == 0) count = 2;
            else if (flen == 3 && strncmp(f, "one", 3) == 0) count = 1;
            else if (flen == 3 && strncmp(f, "the", 3) == 0) art = 'd';
            else if (flen == 3 && strncmp(f, "all", 3) == 0) art = 'd', count = 2;
            else if (flen == 4 && strncmp(f, "each", 4) == 0) art = 'E';
            else if (flen == 1 && f[0] == 'a') art = 'i';
            else if (flen == 2 && strncmp(f, "of", 2) == 0) art = 'D';
            else if (flen == 2 && strncmp(f, "to", 2) == 0) art = 'A';
            else {
                int q = find_param(def, f, flen);
                if (q >= 0) count = count_of(d, &def->params[q], in->arg[q]);
            }
        }
        param_text(d, pd, a, lang, count, art, o, depth);
        t = close + 1;
    }
}

/* A query's template expanded with its parameters (expressions' text). */
static void query_expand(const nm_data *d, const nm_op_def *def, const nm_instr *in, const char *t, int lang,
                         out *o, int depth) {
    expand(d, def, in, t, lang, o, depth + 1);
}

static void instr_text(const nm_data *d, const nm_instr *in, int is_modifier, int lang, out *o,
                       int depth) {
    const nm_game *g = d->game;
    int count = is_modifier ? g->modifier_count : g->op_count;
    if (in->op >= count) {
        put(o, "?");
        return;
    }
    const nm_op_def *def = is_modifier ? &g->modifiers[in->op] : &g->ops[in->op];
    if (depth > 12) {
        put(o, "\xe2\x80\xa6");
        return;
    }
    if (def->text[lang]) {
        expand(d, def, in, def->text[lang], lang, o, depth);
        return;
    }
    char t[256];
    nm_instr_describe(d, in, is_modifier, t, sizeof t);
    put(o, t);
}

static void effect_text(const nm_data *d, int effect, int lang, out *o, int depth) {
    int n = 0;
    const nm_instr *list = nm_data_effect_in(d, effect, &n);
    for (int i = 0; i < n; i++) {
        if (i) put(o, lang ? ", puis " : ", then ");
        instr_text(d, &list[i], 0, lang, o, depth);
    }
}

size_t nm_text_instr(const nm_data *d, const nm_instr *in, int is_modifier, int lang, char *buf,
                     size_t n) {
    out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    instr_text(d, in, is_modifier, lang < 0 || lang >= NM_LANGS ? 0 : lang, &o, 0);
    return o.len;
}

size_t nm_text_effect(const nm_data *d, int effect, int lang, char *buf, size_t n) {
    out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    effect_text(d, effect, lang < 0 || lang >= NM_LANGS ? 0 : lang, &o, 0);
    return o.len;
}

/* One sentence: the text from start on, its first letter raised, a full stop added. */
static void end_sentence(out *o, size_t start) {
    if (o->len <= start) return;
    unsigned char *c = (unsigned char *)o->buf + start;
    if (c[0] >= 'a' && c[0] <= 'z') c[0] = (unsigned char)(c[0] - 'a' + 'A');
    else if (c[0] == 0xC3 && c[1] >= 0xA0 && c[1] <= 0xBE && c[1] != 0xB7)
        c[1] = (unsigned char)(c[1] - 0x20); /* à é è ê ... in UTF-8 */
    put(o, ".");
}

size_t nm_text_component(const nm_data *d, const nm_component *c, int lang, char *buf, size_t n) {
    out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    const nm_game *g = d->game;
    if (c->effect >= 0) {
        size_t start = o.len;
        effect_text(d, c->effect, lang, &o, 0);
        end_sentence(&o, start);
    }
    /* Effect fields that name their words (Samhain's Light and Dark actions) */
    for (int k = 0; k < g->kind_count; k++) {
        const nm_kind_data *kd = &d->kinds[k];
        if (c < kd->items || c >= kd->items + kd->count) continue;
        for (int f = 0; f < kd->kind->field_count; f++) {
            const nm_param *pd = &kd->kind->fields[f];
            if (pd->type != NM_P_EFFECT || !pd->words[lang] || c->field[f] < 0) continue;
            if (o.len) put(&o, " ");
            size_t start = o.len;
            put(&o, pd->words[lang][0]);
            put(&o, lang ? " : " : ": ");
            effect_text(d, c->field[f], lang, &o, 0);
            end_sentence(&o, start);
        }
    }
    for (int t = 0; c->trigger && t < g->trigger_count; t++) {
        if (c->trigger[t] < 0) continue;
        if (o.len) put(&o, " ");
        size_t start = o.len;
        put(&o, g->trigger_words ? g->trigger_words[t][lang] : g->triggers[t]);
        put(&o, lang ? " : " : ": ");
        effect_text(d, c->trigger[t], lang, &o, 0);
        end_sentence(&o, start);
    }
    for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
        if (o.len) put(&o, " ");
        size_t start = o.len;
        instr_text(d, &d->mods[m], 1, lang, &o, 0);
        end_sentence(&o, start);
    }
    return o.len;
}

const char *nm_component_rules(const nm_data *d, const nm_component *c, int lang, char *buf, size_t n) {
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    if (c->text[lang] && c->text[lang][0]) return c->text[lang];
    nm_text_component(d, c, lang, buf, n);
    return buf;
}
