/* samhain_narrate.c - Samhain in words for people: what the flow did by itself during an
 * action (the worship majorities at a round's end, a will-o'-wisp event starting, the final
 * count) and the pending decision with what remains of it (the prompt line). Only what
 * every seat sees is said. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "samhain.h"
#include "nemeton/util.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

static nm_event_line *line(nm_event_line *out, int *k, int max, int seat) {
    if (*k >= max) return NULL;
    nm_event_line *e = &out[(*k)++];
    memset(e, 0, sizeof *e);
    e->seat = (int8_t)seat;
    return e;
}

static const char *card_words(const nm_data *d, const samhain_state *s, int cell, int lang) {
    if (cell < 0 || cell >= SAMHAIN_CELLS) return "?";
    const nm_component *c = samhain_card(d, s->layout[cell]);
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0];
}

int samhain_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                    nm_event_line *out, int max) {
    (void)d;
    (void)a;
    const samhain_state *s0 = before, *s1 = after;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    int k = 0;
    nm_event_line *e;
    int ended = s1->round != s0->round || (s1->h.over && !s0->h.over);
    if (ended && (e = line(out, &k, max, -1))) {
        snprintf(e->text, sizeof e->text, TR("End of round %d: worship majorities score", "Fin de la manche %d : les majorités d'adoration marquent"),
                 s0->round);
        snprintf(e->element, sizeof e->element, "round");
    }
    for (int p = 0; p < s1->h.players && ended; p++) {
        const samhain_seat *q0 = &s0->seat[p], *q1 = &s1->seat[p];
        char text[NM_EVENT_LEN - 24] = "";
        int maj = q1->vp_src[SAMHAIN_VPS_MAJORITIES] - q0->vp_src[SAMHAIN_VPS_MAJORITIES];
        if (maj) nm_strappendf(text, sizeof text, "%+d %s (%s)", maj, TR("VP", "PV"), samhain_vp_source_words[lang][SAMHAIN_VPS_MAJORITIES]);
        if (s1->h.over && !s0->h.over) {
            if (q1->corrupt) nm_strappendf(text, sizeof text, "%s%+d %s", text[0] ? ", " : "", -q1->corrupt,
                                 TR("Roman resources spent", "ressources romaines dépensées"));
            if (q1->bonus_res) nm_strappendf(text, sizeof text, "%s%+d %s", text[0] ? ", " : "", q1->bonus_res,
                                   TR("pairs of resources", "paires de ressources"));
            if (q1->malus_wisp) nm_strappendf(text, sizeof text, "%s%+d %s", text[0] ? ", " : "", -q1->malus_wisp,
                                    TR("will-o'-wisps", "feux follets"));
        }
        if (!text[0] || !(e = line(out, &k, max, p))) continue;
        snprintf(e->text, sizeof e->text, TR("Player %d: %s", "Joueur %d : %s"), p + 1, text);
        snprintf(e->element, sizeof e->element, "vp");
    }
    if (s1->round != s0->round && !s1->h.over && (e = line(out, &k, max, -1))) {
        int side = samhain_round_side(d, s1);
        const char *sw = side == SAMHAIN_LIGHT ? TR("Light", "Lumière") : side == SAMHAIN_DARK ? TR("Dark", "Ténèbres")
                                                                                               : TR("Light and Dark", "Lumière et Ténèbres");
        snprintf(e->text, sizeof e->text, TR("Round %d (%s): Player %d plays first", "Manche %d (%s) : le Joueur %d commence"),
                 s1->round, sw, s1->first + 1);
        snprintf(e->element, sizeof e->element, "round");
    }
    if (s1->ev == SAMHAIN_EV_SACRIFICE && s0->ev != SAMHAIN_EV_SACRIFICE && (e = line(out, &k, max, -1))) {
        snprintf(e->text, sizeof e->text, "%s",
                 TR("Will-o'-wisp event: the players with the most wisps sacrifice",
                    "Événement feu follet : les joueurs qui ont le plus de feux follets sacrifient"));
        snprintf(e->element, sizeof e->element, "graveyard");
    }
    return k;
}

void samhain_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const samhain_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->h.over || s->h.to_move < 0) return;
    int p = s->h.to_move;
    if (s->ev == SAMHAIN_EV_SACRIFICE && s->ev_seat >= 0) {
        snprintf(buf, n, "%s", TR("Will-o'-wisp event: sacrifice a member or a worship marker",
                                  "Événement feu follet : sacrifier un membre ou un marqueur d'adoration"));
    } else if (s->pay_left > 0) {
        snprintf(buf, n, TR("Pay points of multiplicity: %d left", "Payer des points de multiplicité : %d restant(s)"),
                 s->pay_left);
    } else if (s->vm.waiting) {
        int cell = s->eff_cell;
        if (s->eff_card >= 0 && cell >= 0)
            snprintf(buf, n, TR("Choose for the action of %s", "Choisir pour l'action de %s"), card_words(d, s, cell, lang));
        else
            snprintf(buf, n, "%s", TR("Choose for the object's effect", "Choisir pour l'effet de l'objet"));
    } else if (s->co_next > 0 && s->co_next < s->h.players) {
        snprintf(buf, n, "%s", TR("Counterpart: copy the action for 1 MP, or decline", "Contrepartie : copier l'action pour 1 PM, ou refuser"));
    } else if (s->phase == SAMHAIN_PH_ACT) {
        snprintf(buf, n, TR("Your member on %s acts: choose the action", "Votre membre sur %s agit : choisir l'action"),
                 card_words(d, s, s->act_cell, lang));
    } else if (s->phase == SAMHAIN_PH_PLACE) {
        snprintf(buf, n, TR("Place a member on an action card (%d placed)", "Placer un membre sur une carte Action (%d placé(s))"),
                 s->seat[p].placed);
    } else {
        snprintf(buf, n, "%s", TR("Activate a member (moving it or not), develop, use an object or pass",
                                  "Activer un membre, développer, utiliser un objet ou passer"));
    }
}

int samhain_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const samhain_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (!s->h.over) return 0;
    int8_t w[NM_MAX_SEATS];
    int nw = samhain_winners(d, state, w);
    if (nw <= 0) return 0;
    int vp = s->seat[w[0]].vp, tied = 0, other = -1;
    for (int p = 0; p < s->h.players; p++)
        if (s->seat[p].vp == vp) {
            tied++;
            if (p != w[0] && (nw < 2 || p != w[1]) && other < 0) other = p;
        }
    if (tied < 2) return 0;
    int mw = samhain_board_members(s, w[0]);
    if (nw > 1) {
        snprintf(buf, n, TR("Tied on %d VP, members on the cards and wisps: the victory is shared",
                            "À égalité en PV (%d), membres sur les cartes et feux follets : victoire partagée"), vp);
    } else if (other >= 0 && samhain_board_members(s, other) != mw) {
        snprintf(buf, n, TR("Tied on %d VP: Player %d has more members on the action cards (%d against %d)",
                            "À égalité à %d PV : le Joueur %d a plus de membres sur les cartes Action (%d contre %d)"),
                 vp, w[0] + 1, mw, samhain_board_members(s, other));
    } else if (other >= 0) {
        snprintf(buf, n, TR("Tied on %d VP and members on the cards: Player %d has fewer wisps (%d against %d)",
                            "À égalité en PV (%d) et en membres : le Joueur %d a moins de feux follets (%d contre %d)"),
                 vp, w[0] + 1, s->seat[w[0]].wisps, s->seat[other].wisps);
    } else {
        return 0;
    }
    return 1;
}
