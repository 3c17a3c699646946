/* karnag_narrate.c - Karnag in words for people: what the flow did by itself during an
 * action (the creatures stepping and arriving, the die, escapes and their penalties, the
 * council's and the menhirs' VP, the final count) and the pending decision with what
 * remains of it (the prompt line). Only what every seat sees is said. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "karnag.h"
#include "nemeton/util.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

static const char *species_name(const nm_data *d, int cr, int lang) {
    int sp = karnag_species_of(d, cr);
    if (sp < 0 || sp >= karnag_count(d, KARNAG_K_SPECIES)) return "?";
    const nm_component *c = karnag_item(d, KARNAG_K_SPECIES, sp);
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0];
}

static void sq_element(const karnag_geo *g, int sq, char *b, size_t n) {
    snprintf(b, n, "sq.%d.%d", sq % g->w, sq / g->w);
}

static nm_event_line *line(nm_event_line *out, int *k, int max, int seat) {
    if (*k >= max) return NULL;
    nm_event_line *e = &out[(*k)++];
    memset(e, 0, sizeof *e);
    e->seat = (int8_t)seat;
    return e;
}

int karnag_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                   nm_event_line *out, int max) {
    const karnag_state *s0 = before, *s1 = after;
    const karnag_geo *g = karnag_geometry(d);
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    int k = 0;
    /* a creature the action itself moves (telepathy) or captures is said by its label */
    int own = a->kind >= NM_ACTION_VM_CHOICE && (a->p[0] == KARNAG_CH_STEP || a->p[0] == KARNAG_CH_CREATURE);
    nm_event_line *e;
    if (s1->round != s0->round && (e = line(out, &k, max, -1))) {
        snprintf(e->text, sizeof e->text, TR("Round %d of %d begins: creatures move, then cubes", "La manche %d sur %d commence : les créatures bougent, puis les cubes"),
                 s1->round, s1->rounds);
        snprintf(e->element, sizeof e->element, "round");
    }
    if (s1->bag_count < s0->bag_count && (e = line(out, &k, max, -1)))
        snprintf(e->text, sizeof e->text,
                 TR("The die says %d: %d creature(s) come out of Ker Ys", "Le dé indique %d : %d créature(s) sortent de Ker Ys"),
                 s1->die, s0->bag_count - s1->bag_count);
    char from[8], to[8];
    for (int c = 0; c < KARNAG_CR_MAX && c < karnag_count(d, KARNAG_K_CREATURES); c++) {
        int l0 = s0->cr_loc[c], l1 = s1->cr_loc[c];
        if (l0 == l1 || l1 >= KARNAG_CR_RESERVE || l1 == KARNAG_CR_BAG) continue;
        if (own && (c == s0->cr_sel || c == s1->cr_sel || (a->p[0] == KARNAG_CH_CREATURE && c == a->p[1])))
            continue;
        const char *sp = species_name(d, c, lang);
        if (l0 == KARNAG_CR_BAG && l1 >= 0 && l1 < g->sq) {
            if (!(e = line(out, &k, max, -1))) break;
            karnag_sq_name(g, l1, to, sizeof to);
            snprintf(e->text, sizeof e->text, TR("%s arrives on %s", "%s arrive en %s"), sp, to);
            sq_element(g, l1, e->element, sizeof e->element);
        } else if (l0 >= 0 && l0 < g->sq && l1 >= 0 && l1 < g->sq) {
            if (!(e = line(out, &k, max, -1))) break;
            karnag_sq_name(g, l0, from, sizeof from);
            karnag_sq_name(g, l1, to, sizeof to);
            snprintf(e->text, sizeof e->text, TR("%s moves from %s to %s", "%s va de %s à %s"), sp, from, to);
            sq_element(g, l1, e->element, sizeof e->element);
        } else if (l0 >= 0 && l0 < g->sq && l1 == KARNAG_CR_GONE) {
            if (!(e = line(out, &k, max, -1))) break;
            karnag_sq_name(g, l0, from, sizeof from);
            snprintf(e->text, sizeof e->text, TR("%s escapes from %s", "%s s'échappe de %s"), sp, from);
            if (s1->last_escape >= 0) snprintf(e->element, sizeof e->element, "path.%d", s1->last_escape);
        }
    }
    /* the VP the flow gave or took: every source but the action's own (captures, effects) */
    static const int flow_src[] = {KARNAG_VP_COUNCIL, KARNAG_VP_MENHIRS, KARNAG_VP_IDLE, KARNAG_VP_ESCAPES};
    for (int p = 0; p < s1->h.players && p < KARNAG_MAX_P; p++) {
        char text[NM_EVENT_LEN - 24] = "";
        for (size_t i = 0; i < sizeof flow_src / sizeof flow_src[0]; i++) {
            int src = flow_src[i], dv = s1->seat[p].vp_src[src] - s0->seat[p].vp_src[src];
            if (dv) nm_strappendf(text, sizeof text, "%s%+d %s (%s)", text[0] ? ", " : "", dv, TR("VP", "PV"),
                        karnag_vp_source_words[lang][src]);
        }
        int fin1 = s1->seat[p].end_cards + s1->seat[p].end_gems + s1->seat[p].end_menhirs + s1->seat[p].end_creatures;
        int fin0 = s0->seat[p].end_cards + s0->seat[p].end_gems + s0->seat[p].end_menhirs + s0->seat[p].end_creatures;
        if (fin1 != fin0)
            nm_strappendf(text, sizeof text, "%s%+d %s (%s)", text[0] ? ", " : "", fin1 - fin0, TR("VP", "PV"),
                TR("final count", "décompte final"));
        if (!text[0] || !(e = line(out, &k, max, p))) continue;
        snprintf(e->text, sizeof e->text, TR("Player %d: %s", "Joueur %d : %s"), p + 1, text);
    }
    return k;
}

/* The op the waiting VM asks for, or -1. */
static int waiting_op(const nm_data *d, const karnag_state *s) {
    const nm_vm *vm = &s->vm;
    if (!vm->waiting || vm->depth <= 0) return -1;
    const nm_vm_frame *f = &vm->frame[vm->depth - 1];
    if (f->effect < 0 || f->effect >= d->effect_count) return -1;
    const nm_effect *ef = &d->effects[f->effect];
    if (f->pc < 0 || f->pc >= ef->count) return -1;
    return d->instrs[ef->first + f->pc].op;
}

/* Parameter k of the instruction the VM waits on (0 when none). */
static int waiting_arg(const nm_data *d, const karnag_state *s, int k) {
    if (s->vm.depth <= 0) return 0;
    const nm_vm_frame *f = &s->vm.frame[s->vm.depth - 1];
    if (f->effect < 0 || f->effect >= d->effect_count) return 0;
    const nm_effect *ef = &d->effects[f->effect];
    if (f->pc < 0 || f->pc >= ef->count || k < 0 || k >= NM_INSTR_ARGS) return 0;
    return d->instrs[ef->first + f->pc].arg[k];
}

void karnag_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const karnag_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    int seat = s->h.to_move;
    if (seat < 0 || s->phase == KARNAG_PH_OVER) return;
    const karnag_seat *q = &s->seat[seat];
    if (s->vm.waiting) {
        switch (waiting_op(d, s)) {
        case KARNAG_OP_MOVE_DRUIDS: {
            /* the points left, and why Done is refused while the minimum is not reached */
            int left = s->mv_hi - s->mv_used, need = s->mv_lo - s->mv_used;
            const char *pl = left > 1 ? "s" : "";
            if (s->mv_used > 0 && need > 0) {
                if (lang == 1) snprintf(buf, n, "Déplacer les druides : %d point%s restant%s, encore %d avant Terminé", left, pl, pl, need);
                else snprintf(buf, n, "Move druids: %d movement point%s left, %d more before Done", left, pl, need);
            } else {
                if (lang == 1) snprintf(buf, n, "Déplacer les druides : %d point%s de mouvement restant%s", left, pl, pl);
                else snprintf(buf, n, "Move druids: %d movement point%s left", left, pl);
            }
            return;
        }
        case KARNAG_OP_STRIKE:
            if (waiting_arg(d, s, 0) == KARNAG_STRIKE_CAPTURE)
                snprintf(buf, n, TR("Capture a creature in a druid's lightning (%d mana)", "Capturer une créature dans l'éclair d'un druide (%d mana)"),
                         q->mana);
            else
                snprintf(buf, n, TR("Make a gemstone between two of your druids (%d mana)", "Créer une gemme entre deux de vos druides (%d mana)"),
                         q->mana);
            return;
        case KARNAG_OP_KNOWLEDGE: snprintf(buf, n, "%s", TR("Raise a knowledge track", "Monter une piste de connaissance")); return;
        case KARNAG_OP_MOVE_CREATURE:
            if (s->cr_sel >= 0)
                snprintf(buf, n, TR("Telepathy: move the %s, or stop it", "Télépathie : déplacer le %s, ou l'arrêter"),
                         species_name(d, s->cr_sel, lang));
            else
                snprintf(buf, n, "%s", TR("Telepathy: choose a creature to move", "Télépathie : choisir une créature à déplacer"));
            return;
        case KARNAG_OP_MOVE_GEMS: snprintf(buf, n, "%s", TR("Move your gemstones, or stop", "Déplacer vos gemmes, ou arrêter")); return;
        case KARNAG_OP_DRAW_POWER: snprintf(buf, n, "%s", TR("Keep or play a drawn Power card", "Garder ou jouer une carte Pouvoir piochée")); return;
        case KARNAG_OP_CHOOSE: snprintf(buf, n, "%s", TR("Choose the effect", "Choisir l'effet")); return;
        default: snprintf(buf, n, "%s", TR("Make the effect's choice", "Faire le choix de l'effet")); return;
        }
    }
    switch (s->phase) {
    case KARNAG_PH_OBSTACLES:
        snprintf(buf, n, "%s", s->obst_pick >= 0 ? TR("Put the obstacle tile on the glade", "Poser la tuile obstacle dans la clairière")
                                                 : TR("Take an obstacle tile", "Prendre une tuile obstacle"));
        return;
    case KARNAG_PH_DRUIDS: snprintf(buf, n, "%s", TR("Place a druid on the path", "Placer un druide sur le chemin")); return;
    case KARNAG_PH_CUBES:
        snprintf(buf, n, TR("Place a cube on an action (%d left)", "Placer un cube sur une action (%d restants)"), q->cubes);
        return;
    default: break;
    }
    const char *tile = s->act_tile >= 0 && s->act_tile < karnag_count(d, KARNAG_K_TILES)
                           ? karnag_item(d, KARNAG_K_TILES, s->act_tile)->name[lang]
                           : "?";
    switch (s->stage) {
    case KARNAG_ST_PRE:
        snprintf(buf, n, TR("Play Power cards, or perform %s", "Jouer des cartes Pouvoir, ou faire %s"), tile);
        return;
    case KARNAG_ST_POST:
        snprintf(buf, n, "%s", TR("Play Power cards after your action, or no more cards",
                                  "Jouer des cartes Pouvoir après votre action, ou plus de cartes"));
        return;
    default:
        snprintf(buf, n, "%s", TR("Play a Power card between two actions, or no more cards",
                                  "Jouer une carte Pouvoir entre deux actions, ou plus de cartes"));
        return;
    }
}

int karnag_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const karnag_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->phase != KARNAG_PH_OVER) return 0;
    int8_t w[NM_MAX_SEATS];
    int nw = karnag_winners(d, state, w);
    if (nw <= 0) return 0;
    int vp = s->seat[w[0]].vp, mana = s->seat[w[0]].mana, other = -1;
    for (int p = 0; p < s->h.players; p++)
        if (s->seat[p].vp == vp && s->seat[p].mana < mana && (other < 0 || s->seat[p].mana > s->seat[other].mana))
            other = p;
    int tied = 0;
    for (int p = 0; p < s->h.players; p++) tied += s->seat[p].vp == vp;
    if (tied < 2) return 0;
    if (nw > 1)
        snprintf(buf, n, TR("Tied on %d VP and on mana (%d): the victory is shared",
                            "À égalité à %d PV et en mana (%d) : victoire partagée"), vp, mana);
    else
        snprintf(buf, n, TR("Tied on %d VP: Player %d has more mana left (%d against %d)",
                            "À égalité à %d PV : le Joueur %d a plus de mana (%d contre %d)"),
                 vp, w[0] + 1, mana, other >= 0 ? s->seat[other].mana : mana);
    return 1;
}
