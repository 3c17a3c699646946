/* cmd_ops.c - `ops [--game G] [--lang en|fr]`: the rules language's reference, printed from
 * the descriptors the loader and the rules use (so it cannot drift from them): every op and
 * modifier kind with its parameters and rules-text template, the triggers, the game's
 * queries, the expression forms, and the kinds of components with their fields. */
#include <stdio.h>
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

int cmd_ops(int argc, char **argv) {
    const char *game_id = NULL;
    int lang = 0;
    for (int i = 1; i < argc; i++) {
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
