/* cmd_ops.c - `ops [--game G] [--lang en|fr] [--usage]`: the rules language's reference, printed from
 * the descriptors the loader and the rules use (so it cannot drift from them): every op and
 * modifier kind with its parameters and rules-text template, the triggers, the game's
 * queries, the expression forms, and the kinds of components with their fields. --usage
 * counts, in the loaded data (mods included), the components that use each op and modifier
 * kind: those used by one component only are what the language should not need. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nemeton/lang.h"

static const char *type_name(const nm_param *p) {
    switch (p->type) {
    case NM_P_INT: return "integer";
    case NM_P_BOOL: return "true/false";
    case NM_P_ENUM: return "name";
    case NM_P_REF: return "id";
    case NM_P_STR: return "text";
    case NM_P_INTS: return "list of integers";
    case NM_P_EFFECT: return "ops";
    case NM_P_EFFECTS: return "list of op lists";
    case NM_P_EXPR: return "expression";
    }
    return "?";
}

static void print_param(const nm_param *p) {
    printf("      %-16s %s", p->name, type_name(p));
    if (p->type == NM_P_INT || p->type == NM_P_INTS || (p->type == NM_P_EXPR && p->max > p->min))
        printf(" %d..%d", (int)p->min, (int)p->max);
    if (p->type == NM_P_ENUM && p->names) {
        printf(" (");
        for (int i = 0; p->names[i]; i++) printf("%s%s", i ? ", " : "", p->names[i]);
        printf(")");
    }
    if (p->type == NM_P_REF && p->ref) printf(" of %s", p->ref);
    if (p->required) printf(", required");
    else if (p->type == NM_P_INT || p->type == NM_P_BOOL || p->type == NM_P_EXPR)
        printf(", default %d", (int)p->def);
    printf("%s%s\n", p->doc ? ": " : "", p->doc ? p->doc : "");
}

static void print_defs(const char *title, const nm_op_def *defs, int n, int lang) {
    printf("  %s\n", title);
    for (int i = 0; i < n; i++) {
        const nm_op_def *d = &defs[i];
        if (d->family)
            printf("    %s, hook %s: %s\n      written {\"type\": \"%s\", \"hook\": \"%s\", ...}\n", d->family,
                   d->name, d->doc ? d->doc : "", d->family, d->name);
        else
            printf("    %s: %s\n", d->name, d->doc ? d->doc : "");
        if (d->text[lang]) printf("      text: \"%s\"\n", d->text[lang]);
        for (int k = 0; k < d->param_count; k++) print_param(&d->params[k]);
        if (d->choices) printf("      (asks the seat to choose)\n");
    }
}

static void print_game(const nm_game *g, int lang) {
    printf("%s (%s)\n", g->id, g->name[lang]);
    print_defs("ops", g->ops, g->op_count, lang);
    print_defs("modifier kinds", g->modifiers, g->modifier_count, lang);
    printf("  triggers:");
    for (int i = 0; i < g->trigger_count; i++) printf(" %s", g->triggers[i]);
    printf("%s\n", g->trigger_count ? "" : " none");
    printf("  queries (expressions {\"query\": name, ...}):%s\n", g->query_count ? "" : " none");
    for (int i = 0; i < g->query_count; i++) {
        const nm_query_def *q = &g->queries[i];
        printf("    %s: %s\n", q->name, q->doc ? q->doc : "");
        if (q->text[lang]) printf("      text: \"%s\"\n", q->text[lang]);
        for (int k = 0; k < q->param_count; k++) print_param(&q->params[k]);
    }
    printf("  kinds of components (data/%s/<kind>.json)\n", g->id);
    for (int i = 0; i < g->kind_count; i++) {
        const nm_kind *k = &g->kinds[i];
        printf("    %s%s: %s\n", k->name, k->singleton ? " (one object)" : "", k->doc ? k->doc : "");
        for (int f = 0; f < k->field_count; f++) print_param(&k->fields[f]);
        if (k->has_effect) printf("      effect           ops: what it does\n");
        if (k->has_triggers) printf("      triggers         {trigger: ops}\n");
        if (k->has_modifiers) printf("      modifiers        list of modifiers\n");
    }
}

/* ---- usage: which components use each op and modifier kind ---- */

typedef struct usage {
    int *comps;          /* per op (then per modifier kind): components using it */
    int *last;           /* the last component counted, to count each once */
    const char **first;  /* the first two components' ids */
    const char **second;
} usage;

static void count_effect(const nm_data *d, int effect, int comp, const char *id, usage *u, int depth) {
    int n = 0;
    const nm_instr *list = nm_data_effect(d, effect, &n);
    for (int i = 0; i < n && depth < 16; i++) {
        int op = list[i].op;
        if (u->last[op] != comp) {
            u->last[op] = comp;
            if (u->comps[op] == 0) u->first[op] = id;
            else if (u->comps[op] == 1) u->second[op] = id;
            u->comps[op]++;
        }
        const nm_op_def *def = &d->game->ops[op];
        for (int k = 0; k < def->param_count && k < NM_INSTR_ARGS; k++) {
            if (def->params[k].type == NM_P_EFFECT) count_effect(d, list[i].arg[k], comp, id, u, depth + 1);
            if (def->params[k].type == NM_P_EFFECTS) {
                int m = 0;
                const int32_t *v = nm_data_ints(d, list[i].arg[k], &m);
                for (int e = 0; e < m; e++) count_effect(d, v[e], comp, id, u, depth + 1);
            }
        }
    }
}

/* Effect lists among a kind's fields (Oak's assembly actions, Karnag's tiles). */
static void count_fields(const nm_data *d, const nm_kind *k, const nm_component *c, int comp, usage *u) {
    for (int f = 0; f < k->field_count; f++) {
        if (k->fields[f].type == NM_P_EFFECT) count_effect(d, c->field[f], comp, c->id, u, 0);
        if (k->fields[f].type == NM_P_EFFECTS) {
            int m = 0;
            const int32_t *v = nm_data_ints(d, c->field[f], &m);
            for (int e = 0; e < m; e++) count_effect(d, v[e], comp, c->id, u, 0);
        }
    }
}

/* The core's ops (lang.h), which a game lists beside its own: general, so not counted
 * among the game's single-component ops. */
static int is_core_op(const char *name) {
    if (!strcmp(name, nm_core_op_choose.name)) return 1;
    for (int i = 0; i < NM_CORE_OP_COUNT; i++)
        if (!strcmp(name, nm_core_ops[i].name)) return 1;
    return 0;
}

static int print_usage(const nm_game *g, const nm_data *d) {
    int nops = g->op_count, nmods = g->modifier_count, total = nops + nmods;
    usage u;
    u.comps = calloc((size_t)total + 1, sizeof *u.comps);
    u.last = malloc(((size_t)total + 1) * sizeof *u.last);
    u.first = calloc((size_t)total + 1, sizeof *u.first);
    u.second = calloc((size_t)total + 1, sizeof *u.second);
    if (!u.comps || !u.last || !u.first || !u.second) return 1;
    for (int i = 0; i < total; i++) u.last[i] = -1;
    int comp = 0;
    for (int k = 0; k < g->kind_count; k++)
        for (int i = 0; i < d->kinds[k].count; i++, comp++) {
            const nm_component *c = &d->kinds[k].items[i];
            count_effect(d, c->effect, comp, c->id, &u, 0);
            for (int t = 0; c->trigger && t < g->trigger_count; t++) count_effect(d, c->trigger[t], comp, c->id, &u, 0);
            count_fields(d, &g->kinds[k], c, comp, &u);
            for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
                int op = nops + d->mods[m].op;
                if (u.last[op] == comp) continue;
                u.last[op] = comp;
                if (u.comps[op] == 0) u.first[op] = c->id;
                else if (u.comps[op] == 1) u.second[op] = c->id;
                u.comps[op]++;
            }
        }
    printf("%s: components using each op and modifier kind\n", g->id);
    int single = 0, core_single = 0;
    for (int i = 0; i < total; i++) {
        const char *name = i < nops ? g->ops[i].name : g->modifiers[i - nops].name;
        int core = i < nops && is_core_op(name);
        printf("  %-10s %-24s %d", i < nops ? (core ? "core op" : "op") : "modifier", name, u.comps[i]);
        if (u.comps[i] == 1) printf("  (only %s)", u.first[i]), *(core ? &core_single : &single) += 1;
        if (u.comps[i] == 2) printf("  (%s, %s)", u.first[i], u.second[i]);
        printf("\n");
    }
    /* A general kind's hook points are one kind: count its components once. */
    for (int i = 0; i < nmods; i++) {
        const char *fam = g->modifiers[i].family;
        int first = 1;
        for (int k = 0; k < i; k++)
            if (g->modifiers[k].family && fam && strcmp(g->modifiers[k].family, fam) == 0) first = 0;
        if (!fam || !first) continue;
        int sum = 0, hooks = 0;
        for (int k = i; k < nmods; k++)
            if (g->modifiers[k].family && strcmp(g->modifiers[k].family, fam) == 0) {
                sum += u.comps[nops + k];
                hooks++;
                if (u.comps[nops + k] == 1) single--; /* a hook point is not a kind */
            }
        printf("  %-10s %-24s %d  (%d hook points)\n", "kind", fam, sum, hooks);
    }
    printf("  used by a single component: %d (the game's own ops and modifier kinds)\n", single);
    if (core_single) printf("  core ops used by a single component: %d (general, every game has them)\n", core_single);
    free(u.comps);
    free(u.last);
    free(u.first);
    free(u.second);
    return 0;
}

int cmd_ops(int argc, char **argv) {
    cli_common common = {0};
    const char *game_id = NULL;
    int lang = 0, want_usage = 0;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        if (strcmp(argv[i], "--usage") == 0) {
            want_usage = 1;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli ops: %s needs a value\n", argv[i]);
            return 2;
        }
        if (strcmp(argv[i], "--game") == 0) game_id = argv[++i];
        else if (strcmp(argv[i], "--lang") == 0) {
            const char *l = argv[++i];
            if (strcmp(l, "en") != 0 && strcmp(l, "fr") != 0) {
                fprintf(stderr, "nemeton-cli ops: --lang is en or fr\n");
                return 2;
            }
            lang = l[0] == 'f';
        } else {
            fprintf(stderr, "nemeton-cli ops: unknown option \"%s\"\n", argv[i]);
            return 2;
        }
    }
    if (want_usage) {
        nm_library lib;
        cli_library(&common, &lib);
        nm_errors *err = calloc(1, sizeof *err);
        int rc = err ? 0 : 1;
        for (int i = 0; i < nm_registry_count() && rc == 0; i++) {
            const nm_game *g = nm_registry_get(i);
            if (game_id && strcmp(g->id, game_id) != 0) continue;
            const nm_data *d = nm_library_data(&lib, g, err);
            if (!d) {
                cli_print_errors(err);
                rc = 1;
                break;
            }
            rc = print_usage(g, d);
        }
        nm_library_close(&lib);
        free(err);
        return rc;
    }
    printf("expressions (numbers and conditions; a parameter of type expression takes any)\n");
    for (int i = 0; i < nm_expr_form_count; i++)
        printf("  %-18s %-40s %s\n", nm_expr_forms[i].key, nm_expr_forms[i].shape, nm_expr_forms[i].doc);
    printf("templates: {p} a parameter's text, {p:n} a noun agreeing with the number n, {p:the} "
           "{p:all} {p:a} {p:each} {p:of} {p:to} with articles, {?p:text} / {!p:text} when p is "
           "set / not\n\n");
    if (game_id) {
        const nm_game *g = cli_find_game(game_id);
        if (!g) return 2;
        print_game(g, lang);
        return 0;
    }
    for (int i = 0; i < nm_registry_count(); i++) {
        print_game(nm_registry_get(i), lang);
        printf("\n");
    }
    return 0;
}

/* nemeton-cli cards: every component of a game with its rules text from its ops, as a
 * player reads it (mods included: a modder sees how a new card explains itself). */
int cmd_cards(int argc, char **argv) {
    cli_common common = {0};
    const char *game_id = NULL, *kind = NULL;
    int lang = 0;
    for (int i = 1; i < argc; i++) {
        int c = cli_common_option(&common, argc, argv, &i);
        if (c < 0) return 2;
        if (c > 0) continue;
        if (i + 1 >= argc) {
            fprintf(stderr, "nemeton-cli cards: %s needs a value\n", argv[i]);
            return 2;
        }
        if (strcmp(argv[i], "--game") == 0) game_id = argv[++i];
        else if (strcmp(argv[i], "--kind") == 0) kind = argv[++i];
        else if (strcmp(argv[i], "--lang") == 0) {
            const char *l = argv[++i];
            if (strcmp(l, "en") != 0 && strcmp(l, "fr") != 0) {
                fprintf(stderr, "nemeton-cli cards: --lang is en or fr\n");
                return 2;
            }
            lang = l[0] == 'f';
        } else {
            fprintf(stderr, "nemeton-cli cards: unknown option \"%s\"\n", argv[i]);
            return 2;
        }
    }
    if (!game_id) {
        fprintf(stderr, "nemeton-cli cards: --game is required\n");
        return 2;
    }
    const nm_game *g = cli_find_game(game_id);
    if (!g) return 2;
    nm_library lib;
    cli_library(&common, &lib);
    nm_errors *err = calloc(1, sizeof *err);
    const nm_data *d = err ? nm_library_data(&lib, g, err) : NULL;
    int rc = 0, found = 0;
    if (!d) {
        if (err) cli_print_errors(err);
        rc = 1;
    } else {
        char text[2048];
        for (int k = 0; k < g->kind_count; k++) {
            if (kind && strcmp(kind, g->kinds[k].name) != 0) continue;
            found = 1;
            for (int i = 0; i < d->kinds[k].count; i++) {
                const nm_component *c = &d->kinds[k].items[i];
                if (!nm_text_component(d, c, lang, text, sizeof text)) continue;
                printf("%s %s (%s): %s\n", g->kinds[k].name, c->id, c->name[lang] ? c->name[lang] : c->id, text);
            }
        }
        if (kind && !found) {
            fprintf(stderr, "nemeton-cli cards: %s has no kind \"%s\"\n", g->id, kind);
            rc = 2;
        }
    }
    nm_library_close(&lib);
    free(err);
    return rc;
}
