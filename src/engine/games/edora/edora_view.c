/* edora_view.c - what players read and the board shows: action labels (stable English
 * names and French words), the board element of each action, what each element shows
 * (hover text in English and French) and the score by the five final steps. */
#include <stdio.h>
#include <string.h>
#include "edora.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

static const char *sname(const nm_data *d, int i, int lang) {
    return i >= 0 && i < d->kinds[ED_K_SANCT].count ? d->kinds[ED_K_SANCT].items[i].name[lang] : "?";
}

static void text_of(const nm_data *d, const edora_state *s, const nm_action *a, int lang, char *buf, size_t n) {
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = ed_ctx(d, s);
        if (lang == 0 || !nm_vm_label_lang(&ctx, a, lang, buf, n)) nm_vm_label(&ctx, a, buf, n);
        return;
    }
    const edora_seat *p = &s->seat[s->current];
    switch (a->kind) {
    case ED_ACT_MOVE:
        if (a->p[2]) snprintf(buf, n, TR("leap to %s (%d provisions)", "bondir vers %s (%d rations)"), sname(d, a->p[0], lang), a->p[1]);
        else snprintf(buf, n, TR("move to %s (%d provisions)", "aller à %s (%d rations)"), sname(d, a->p[0], lang), a->p[1]);
        break;
    case ED_ACT_PLACE: {
        int act = p->pawn >= 0 ? ed_action_at(d, s, p->pawn, a->p[0]) : -1;
        const char *an = act >= 0 ? d->kinds[ED_K_ACTIONS].items[act].name[lang] : "?";
        if (a->p[1] != a->p[2])
            snprintf(buf, n, TR("place a %d as %d on space %d, %s (%d provisions)",
                                "poser un %d comme %d sur la case %d, %s (%d rations)"),
                     a->p[1], a->p[2], a->p[0] + 1, an, a->p[2]);
        else
            snprintf(buf, n, TR("place a %d on space %d, %s (%d provisions)", "poser un %d sur la case %d, %s (%d rations)"),
                     a->p[1], a->p[0] + 1, an, a->p[2]);
        break;
    }
    case ED_ACT_EMERGENCY:
        snprintf(buf, n, "%s", TR("druid in trouble: 6 provisions and 1 die", "druide en détresse : 6 rations et 1 dé"));
        break;
    case ED_ACT_START: snprintf(buf, n, TR("start at start space %d", "partir de la case de départ %d"), a->p[0] + 1); break;
    case ED_ACT_KEEP:
        snprintf(buf, n, TR("keep tablet %s", "garder la tablette %s"),
                 a->p[1] >= 0 && a->p[1] < d->kinds[ED_K_OBJECTIVES].count ? d->kinds[ED_K_OBJECTIVES].items[a->p[1]].name[lang] : "?");
        break;
    case ED_ACT_HERB: {
        int h = p->herb_at[a->p[1]];
        snprintf(buf, n, TR("turn %s face up", "activer %s"),
                 h >= 0 && h < d->kinds[ED_K_HERBS].count ? d->kinds[ED_K_HERBS].items[h].name[lang] : "?");
        break;
    }
    case ED_ACT_ARRANGE:
        snprintf(buf, n, TR("lay %s on circle %d", "poser %s sur le cercle %d"),
                 a->p[0] >= 0 && a->p[0] < d->kinds[ED_K_HERBS].count ? d->kinds[ED_K_HERBS].items[a->p[0]].name[lang] : "?",
                 a->p[1] + 1);
        break;
    default: snprintf(buf, n, "unknown action %u", a->kind); break;
    }
}

void edora_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    text_of(d, state, a, 0, buf, n);
}

void edora_display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n) {
    text_of(d, state, a, lang == 1 ? 1 : 0, buf, n);
}

void edora_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    (void)d;
    const edora_state *s = state;
    /* an effect's options (which die, which herb, which reward) belong to no place of the
       board: the action bar shows them */
    if (a->kind >= NM_ACTION_VM_CHOICE) snprintf(buf, n, "%s", NM_ELEMENT_BAR);
    else if (a->kind == ED_ACT_MOVE) snprintf(buf, n, "sanct.%d", (int)a->p[0]);
    else if (a->kind == ED_ACT_PLACE) snprintf(buf, n, "sanct.%d", (int)s->seat[s->current].pawn);
    else if (a->kind == ED_ACT_START) snprintf(buf, n, "start.%d", (int)a->p[0]);
    else snprintf(buf, n, "seat.%d", (int)s->current);
}

/* Appends text to buf (n bytes, used so far); returns the new length. */
static size_t app(char *buf, size_t n, size_t used, const char *text) {
    if (used + 1 >= n) return used;
    int w = snprintf(buf + used, n - used, "%s", text);
    return w < 0 ? used : used + (size_t)w >= n ? n - 1 : used + (size_t)w;
}

static const char *rw(const nm_data *d, int r, int lang) {
    return r >= 0 && r < ED_REWARDS ? d->kinds[ED_K_REWARDS].items[r].name[lang] : "?";
}

/* The name of the effect a choice belongs to, for the action bar's title: the innermost
 * running effect that is an action, a potion, a herb or a hearth's reward, or the druid in
 * trouble. */
static void effect_name(const nm_data *d, const edora_state *s, int lang, char *buf, size_t n) {
    static const int kinds[] = {ED_K_ACTIONS, ED_K_POTIONS, ED_K_HERBS, ED_K_REWARDS};
    for (int i = s->vm.depth - 1; i >= 0; i--) {
        int e = s->vm.frame[i].effect;
        if (e == ed_rule(d, ED_R_EMERGENCY)) {
            snprintf(buf, n, "%s", TR("Druid in trouble", "Druide en d\xC3\xA9tresse"));
            return;
        }
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            const nm_kind_data *kd = &d->kinds[kinds[k]];
            for (int c = 0; c < kd->count; c++)
                if (kd->items[c].effect == e) {
                    if (kinds[k] == ED_K_REWARDS && s->step == 5)
                        snprintf(buf, n, "%s: %s", TR("Hearth", "Foyer"), kd->items[c].name[lang]);
                    else snprintf(buf, n, "%s", kd->items[c].name[lang]);
                    return;
                }
        }
    }
    snprintf(buf, n, "%s", TR("Choice", "Choix"));
}

int edora_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                   nm_element_view *out) {
    const edora_state *s = state;
    const edora_derived *g = ed_derived(d);
    int i = -1;
    (void)viewer;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    if (sscanf(element, "sanct.%d", &i) == 1) {
        if (i < 0 || i >= g->nsanct) return 0;
        size_t u = 0;
        snprintf(out->title, sizeof out->title, "%s", sname(d, i, lang));
        for (int k = 0; k < ed_spaces(d, s, i); k++) {
            int act = ed_action_at(d, s, i, k);
            u = app(out->body, sizeof out->body, u, k ? TR("; ", " ; ") : "");
            u = app(out->body, sizeof out->body, u, d->kinds[ED_K_ACTIONS].items[act].name[lang]);
            if (s->slot_owner[i][k] >= 0) {
                char one[48];
                snprintf(one, sizeof one, TR(" [die %d of P%d]", " [dé %d de J%d]"), s->slot_value[i][k], s->slot_owner[i][k] + 1);
                u = app(out->body, sizeof out->body, u, one);
            }
        }
        int stones = ed_stones_at(s, i);
        if (stones) {
            char one[48];
            snprintf(one, sizeof one, TR("; %d menhirs and steles", " ; %d menhirs et stèles"), stones);
            app(out->body, sizeof out->body, u, one);
        }
        int np = 0;
        for (int k = 0; k < ED_SLOTS && np < NM_VIEW_PIECES; k++)
            if (s->slot_owner[i][k] >= 0) {
                nm_piece *pc = &out->pieces[np++];
                snprintf(pc->icon, sizeof pc->icon, "die");
                pc->seat = s->slot_owner[i][k];
                pc->count = s->slot_value[i][k];
            }
        for (int q = 0; q < s->h.players && np < NM_VIEW_PIECES; q++)
            if (s->seat[q].pawn == i) {
                nm_piece *pc = &out->pieces[np++];
                snprintf(pc->icon, sizeof pc->icon, "druid");
                pc->seat = (int8_t)q;
                pc->count = 1;
            }
        out->piece_count = (int8_t)np;
        out->count = ed_dice_at(s, i);
        return 1;
    }
    if (sscanf(element, "hearth.%d", &i) == 1) {
        if (i < 0 || i >= d->kinds[ED_K_HEARTHS].count) return 0;
        snprintf(out->title, sizeof out->title, "%s", TR("Hearth", "Foyer"));
        size_t u = 0;
        for (int k = 0; k < g->hearth_rw_n[i]; k++) {
            u = app(out->body, sizeof out->body, u, k ? ", " : "");
            u = app(out->body, sizeof out->body, u, rw(d, g->hearth_rw[i][k], lang));
        }
        if (s->hearth[i] >= 0) {
            char one[48];
            snprintf(one, sizeof one, TR("; covered by player %d", " ; couvert par le joueur %d"), s->hearth[i] + 1);
            app(out->body, sizeof out->body, u, one);
            out->dimmed = 1;
            out->owner = s->hearth[i];
        }
        snprintf(out->icon, sizeof out->icon, "fire");
        return 1;
    }
    if (sscanf(element, "dolmen.%d", &i) == 1) {
        if (i < 0 || i >= d->kinds[ED_K_DOLMENS].count) return 0;
        const nm_component *c = &d->kinds[ED_K_DOLMENS].items[i];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        snprintf(out->body, sizeof out->body, "%s", c->text[lang]);
        if (s->dolmen[i] >= 0) out->dimmed = 1, out->owner = s->dolmen[i];
        return 1;
    }
    if (sscanf(element, "start.%d", &i) == 1) {
        if (i < 0 || i > 3) return 0;
        snprintf(out->title, sizeof out->title, TR("Start space %d", "Case de départ %d"), i + 1);
        snprintf(out->body, sizeof out->body, TR("Beside %s.", "À côté de %s."), sname(d, g->start_sanct[i], lang));
        for (int q = 0; q < s->h.players; q++)
            if (s->seat[q].start == i) out->owner = (int8_t)q;
        return 1;
    }
    if (sscanf(element, "tablet.%d", &i) == 1) {
        if (i < 0 || i >= ED_FACE_UP) return 0;
        int side = i / 2;
        if (s->face_up[i] < 0) {
            snprintf(out->title, sizeof out->title, "%s", TR("Empty", "Vide"));
            out->dimmed = 1;
            return 1;
        }
        const nm_component *c = &d->kinds[ED_K_OBJECTIVES].items[s->face_up[i]];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        snprintf(out->body, sizeof out->body, TR("%s Oracle: %s + %s.", "%s Oracle : %s + %s."), c->text[lang],
                 rw(d, s->oracle[side], lang), rw(d, s->oracle[(side + 1) % 6], lang));
        return 1;
    }
    if (strcmp(element, "oracle") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Oracle", "Oracle"));
        snprintf(out->body, sizeof out->body, TR("%d tablets face down.", "%d tablettes cachées."), s->stack_count);
        return 1;
    }
    if (sscanf(element, "seat.%d", &i) == 1) {
        /* the boards of absent seats show the turn and the final scoring in short */
        if (i == s->h.players || i == s->h.players + 1) {
            out->owner = -1;
            out->count = -1;
            if (i == s->h.players) {
                snprintf(out->title, sizeof out->title, "%s", TR("A turn", "Un tour"));
                snprintf(out->body, sizeof out->body, "%s",
                         TR("1 move, paying provisions \xC2\xB7 2 place a die, paying its pips \xC2\xB7 3 contest: "
                            "highest die +2 prestige \xC2\xB7 4 the action \xC2\xB7 5 hearths \xC2\xB7 6 dolmen "
                            "chains \xC2\xB7 7 herbs. No move then die: druid in trouble.",
                            "1 d\xC3\xA9placement, pay\xC3\xA9 en rations \xC2\xB7 2 poser un d\xC3\xA9, payer ses "
                            "points \xC2\xB7 3 duel : plus fort d\xC3\xA9 +2 prestige \xC2\xB7 4 l'action \xC2\xB7 "
                            "5 foyers \xC2\xB7 6 cha\xC3\xAEnes de dolmens \xC2\xB7 7 herbes. Sinon : druide en "
                            "d\xC3\xA9tresse."));
            } else {
                snprintf(out->title, sizeof out->title, "%s", TR("Final scoring", "D\xC3\xA9" "compte final"));
                snprintf(out->body, sizeof out->body, "%s",
                         TR("1 leftovers: 1 per 6 provisions, mistletoe, die \xC2\xB7 2 sickle 0-20 \xC2\xB7 3 tablets "
                            "10 each \xC2\xB7 4 amulet 10 a row, +20 left column \xC2\xB7 5 sanctuaries: the highest "
                            "die takes its stones \xC3\x97 knowledge.",
                            "1 restes : 1 par 6 rations, gui, d\xC3\xA9 \xC2\xB7 2 serpe 0-20 \xC2\xB7 3 tablettes 10 "
                            "chacune \xC2\xB7 4 amulette 10 par rang\xC3\xA9" "e, +20 colonne de gauche \xC2\xB7 "
                            "5 sanctuaires : le plus fort d\xC3\xA9 prend ses pierres \xC3\x97 savoir."));
            }
            return 1;
        }
        if (i < 0 || i >= s->h.players) return 0;
        const edora_seat *p = &s->seat[i];
        int herbs = 0, gems = 0, men = 0, ste = 0, pots = 0;
        for (int k = 0; k < ED_HERBS; k++) herbs += p->herb[k] == ED_HERB_ACTIVE;
        for (int k = 0; k < 6; k++) gems += p->amulet[k] >= 0;
        for (int k = 0; k < ED_STONES; k++) men += p->menhir_at[k] >= 0, ste += p->stele_at[k] >= 0;
        for (int k = 0; k < ED_POTIONS; k++) pots += s->potion[k] == i;
        snprintf(out->title, sizeof out->title, TR("Player %d%s", "Joueur %d%s"), i + 1,
                 !s->h.over && s->current == i ? TR(" (turn)", " (joue)") : "");
        char res[32], evo[32];
        int nr = 0, ne = 0;
        for (int v = 1; v <= 6; v++) {
            for (int k = 0; k < p->reserve[v] && nr < 28; k++) res[nr++] = (char)('0' + v), res[nr++] = ' ';
            for (int k = 0; k < p->evol[v] && ne < 28; k++) evo[ne++] = (char)('0' + v), evo[ne++] = ' ';
        }
        res[nr ? nr - 1 : 0] = evo[ne ? ne - 1 : 0] = '\0';
        snprintf(out->body, sizeof out->body,
                 TR("prestige %d, provisions %d, mistletoe %d; dice in reserve: %s; on the Evolution board: %s; "
                    "knowledge %d, sickle %d; %d active herbs, %d potions, %d gems, %d menhirs, %d steles, %d tablets",
                    "prestige %d, rations %d, gui %d ; dés en réserve : %s ; sur le plateau Évolution : %s ; "
                    "savoir %d, serpe %d ; %d herbes actives, %d potions, %d gemmes, %d menhirs, %d stèles, %d tablettes"),
                 p->pp, p->provisions, p->mistletoe, nr ? res : "-", ne ? evo : "-",
                 p->knowledge, p->sickle, herbs, pots, gems, men, ste, p->tablet_count);
        out->owner = (int8_t)i;
        out->count = p->pp;
        return 1;
    }
    if (strcmp(element, NM_ELEMENT_BAR) == 0) {
        if (!s->vm.waiting) return 0;
        effect_name(d, s, lang, out->title, sizeof out->title);
        edora_prompt(d, s, lang, out->body, sizeof out->body);
        return 1;
    }
    return 0;
}

int edora_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out, int max) {
    (void)d;
    const edora_state *s = state;
    if (seat < 0 || seat >= s->h.players || max < 6) return 0;
    const edora_seat *p = &s->seat[seat];
    static const char *const en[5] = {"1 Leftovers", "2 Sickle", "3 Objective tablets", "4 Amulet", "5 Sanctuaries"};
    static const char *const fr[5] = {"1 Matériel restant", "2 Serpe", "3 Tablettes Objectif", "4 Amulette", "5 Sanctuaires"};
    int sum = 0;
    for (int k = 0; k < 5; k++) sum += p->final[k];
    snprintf(out[0].label, sizeof out[0].label, "%s", TR("During the game", "Pendant la partie"));
    out[0].points = p->pp - sum;
    for (int k = 0; k < 5; k++) {
        snprintf(out[k + 1].label, sizeof out[k + 1].label, "%s", lang == 1 ? fr[k] : en[k]);
        out[k + 1].points = p->final[k];
    }
    return 6;
}

/* What an option of the action bar involves: the objective tablet it takes, the sanctuary
 * a menhir or stele goes to or whose die turns to 6, else the player's own board (dice,
 * potions, amulet, herbs). */
static int option_involves(const nm_data *d, const edora_state *s, const nm_action *a, char (*ids)[NM_ELEMENT_LEN]) {
    const nm_instr *in = nm_vm_waiting_instr(d, &s->vm);
    if (!in) return 0;
    int x = a->p[0], pawn = s->seat[s->current].pawn;
    switch (in->op) {
    case ED_OP_OBJECTIVE:
        if (x < 0 || x >= ED_FACE_UP) return 0;
        snprintf(ids[0], NM_ELEMENT_LEN, "tablet.%d", x);
        return 1;
    case ED_OP_SET_SIX:
        if (x < 0) return 0;
        snprintf(ids[0], NM_ELEMENT_LEN, "sanct.%d", x / ED_SLOTS);
        return 1;
    case ED_OP_MENHIR:
    case ED_OP_STELE:
        if (pawn < 0) return 0;
        snprintf(ids[0], NM_ELEMENT_LEN, "sanct.%d", pawn);
        return 1;
    default: snprintf(ids[0], NM_ELEMENT_LEN, "seat.%d", (int)s->current); return 1;
    }
}

/* What a placement sets off, lit while the player points at it: the hearths it surrounds
 * and the dolmens its chain would link (computed on a copy with the die placed); for an
 * option of the action bar, what it acts on (option_involves). */
int edora_involves(const nm_data *d, const void *state, const nm_action *a, char (*ids)[NM_ELEMENT_LEN], int max) {
    const edora_state *s = state;
    if (max <= 0) return 0;
    if (a->kind >= NM_ACTION_VM_CHOICE) return option_involves(d, s, a, ids);
    if (a->kind != ED_ACT_PLACE || s->vm.waiting) return 0;
    static _Thread_local edora_state t;
    t = *s;
    int seat = t.current, at = t.seat[seat].pawn, n = 0;
    if (at < 0) return 0;
    t.slot_owner[at][a->p[0]] = (int8_t)seat;
    t.slot_value[at][a->p[0]] = (int8_t)a->p[2];
    for (int h = 0; h < d->kinds[ED_K_HEARTHS].count && n < max; h++) {
        if (t.hearth[h] >= 0) continue;
        int all = 1;
        for (int i = 0; i < t.geo.hearth_n[h] && all; i++) all = ed_has_die(&t, t.geo.hearth_s[h][i], seat);
        if (all) snprintf(ids[n++], NM_ELEMENT_LEN, "hearth.%d", h);
    }
    int8_t before[ED_DOLMENS];
    memcpy(before, t.dolmen, sizeof before);
    ed_dolmens(d, &t, seat);
    for (int i = 0; i < ED_DOLMENS && n < max; i++)
        if (before[i] < 0 && t.dolmen[i] == seat) snprintf(ids[n++], NM_ELEMENT_LEN, "dolmen.%d", i);
    return n;
}
