/* oak_narrate.c - Oak in words for people: what the flow did by itself during an action
 * (Broichan's whole turn, the VP Dusk and the final scoring gave), the pending decision
 * (the prompt line) and which tie-break decided a finished game. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "oak.h"
#include "nemeton/util.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

const char *const oak_vp_source_words[NM_LANGS][OAK_VP_SOURCES] = {
    {"Branches", "Final spaces", "Potions", "Final potion", "Creatures", "Artifacts", "Sanctuaries",
     "Menhirs", "Other"},
    {"Branches", "Cases finales", "Potions", "Potion finale", "Créatures", "Artéfacts", "Sanctuaires",
     "Menhirs", "Autres"}};

static const char *const temple_id[] = {"feather", "mistletoe", "rune"};
static const char *const ing_en[] = {"bark", "root", "blueberry", "acorn", "mushroom"};
static const char *const ing_fr[] = {"écorce", "racine", "myrtille", "gland", "champignon"};

/* Drops a multi-byte character cut at the end of buf by a truncation. */
static void utf8_trim(char *buf) {
    size_t len = strlen(buf), k = len;
    while (k > 0 && ((unsigned char)buf[k - 1] & 0xC0) == 0x80) k--;
    if (k == 0) return;
    unsigned char lead = (unsigned char)buf[k - 1];
    size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (len - (k - 1) < need) buf[k - 1] = 0;
}

static void seat_words(const oak_state *s, int seat, int lang, char *b, size_t n) {
    if (seat == oak_bot(s)) snprintf(b, n, "Broichan");
    else snprintf(b, n, TR("Player %d", "Joueur %d"), seat + 1);
}

/* The board element's name in lang ("Mistletoe temple, 2 stones"), or its id. */
static const char *element_words(const nm_data *d, const char *id, int lang) {
    const nm_board_element *e = nm_board_find(&d->board, id);
    if (!e) return id;
    return e->label[lang] && e->label[lang][0] ? e->label[lang] : e->label[0] ? e->label[0] : id;
}

static int bag_total(const oak_state *s) {
    int t = 0;
    for (int k = 0; k < OAK_ING; k++) t += s->bag[k];
    return t;
}

/* "+4 VP (Potions)", "+2 VP (Creatures), -4 VP (Artifacts)": the seat's VP changes by
 * source between two states; "" when nothing changed. */
static void vp_words(const oak_seat *p0, const oak_seat *p1, int lang, char *b, size_t n) {
    b[0] = 0;
    for (int k = 0; k < OAK_VP_SOURCES; k++) {
        int dv = p1->vp_src[k] - p0->vp_src[k];
        if (dv == 0) continue;
        nm_strappendf(b, n, "%s%+d %s (%s)", b[0] ? ", " : "", dv, TR("VP", "PV"), oak_vp_source_words[lang][k]);
    }
}

static void space_element(const nm_data *d, int branch, int index, char *b, size_t n) {
    int sp = oak_space_id(d, branch, index);
    const nm_kind_data *k = oak_kind(d, OAK_K_SPACES);
    if (sp >= 0 && sp < k->count) snprintf(b, n, "oak.%s", k->items[sp].id);
    else b[0] = 0;
}

/* Broichan's turn (or turns) between the two states: the card he played, where his druid
 * went, what he climbed and gathered, the bag and his VP. */
static int narrate_broichan(const nm_data *d, const oak_state *s0, const oak_state *s1, int lang,
                            nm_event_line *out) {
    int bot = oak_bot(s1);
    const oak_seat *p0 = &s0->seat[bot], *p1 = &s1->seat[bot];
    char text[NM_EVENT_LEN - 16] = "", el[NM_ELEMENT_LEN] = "", tmp[NM_EVENT_LEN - 16];
    int did = 0;
    int played = s1->bot_discard_count > 0 &&
                 (s1->bot_discard_count != s0->bot_discard_count || s1->bot_deck_count != s0->bot_deck_count);
    if (played) {
        int card = s1->bot_discard[s1->bot_discard_count - 1];
        const nm_kind_data *bk = oak_kind(d, OAK_K_BOT);
        if (card >= 0 && card < bk->count) {
            nm_strappendf(text, sizeof text, "%s", bk->items[card].name[lang]);
            did = 1;
        }
    }
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *a = &p0->druid[i], *b = &p1->druid[i];
        if (a->loc == b->loc && a->a == b->a && a->b == b->b) continue;
        if (b->loc == OAK_L_TEMPLE && b->a >= 0 && b->a < 3) {
            snprintf(el, sizeof el, "temple.%s.%d", temple_id[b->a], b->b);
            snprintf(tmp, sizeof tmp, TR("druid on %s", "druide sur %s"), element_words(d, el, lang));
        } else if (b->loc == OAK_L_BRANCH && b->a >= 0 && b->a < 3) {
            space_element(d, b->a, b->b, el, sizeof el);
            snprintf(tmp, sizeof tmp, TR("climbs to %s", "grimpe en %s"), element_words(d, el, lang));
        } else {
            continue;
        }
        nm_strappendf(text, sizeof text, "%s%s", did ? ", " : "", tmp);
        did = 1;
    }
    if (p0->state == OAK_SEAT_ACTIVE && p1->state != OAK_SEAT_ACTIVE) {
        nm_strappendf(text, sizeof text, "%s%s", did ? ", " : "", TR("passes", "passe"));
        did = 1;
    }
    int f0 = 0, f1 = 0;
    for (int i = 0; i < OAK_FOREST; i++) {
        f0 += s0->forest[i] >= 0;
        f1 += s1->forest[i] >= 0;
    }
    if (p1->state != OAK_SEAT_ACTIVE && f1 < f0 && s0->round == s1->round) {
        int got = 0, kind = -1;
        for (int k = 0; k < OAK_ING; k++) {
            int g = p1->ing[k] - p0->ing[k];
            if (g > 0) {
                got += g;
                kind = k;
            }
        }
        if (got == 1 && kind >= 0)
            snprintf(tmp, sizeof tmp, TR("gathers %s", "cueille %s"), TR(ing_en[kind], ing_fr[kind]));
        else
            snprintf(tmp, sizeof tmp, TR("gathers %d ingredients", "cueille %d ingrédients"), f0 - f1);
        nm_strappendf(text, sizeof text, "%s%s", did ? ", " : "", tmp);
        if (!el[0]) snprintf(el, sizeof el, "forest");
        did = 1;
    }
    int b0 = bag_total(s0), b1 = bag_total(s1);
    if (did && b0 != b1) nm_strappendf(text, sizeof text, TR("; bag %d -> %d", " ; sac %d -> %d"), b0, b1);
    oak_seat base = *p0;
    if (s1->phase == OAK_PHASE_OVER) /* the final count's points: the final lines say them */
        base.vp_src[OAK_VP_FINAL_POTION] = p1->vp_src[OAK_VP_FINAL_POTION], base.vp_src[OAK_VP_CREATURES] = p1->vp_src[OAK_VP_CREATURES];
    vp_words(&base, p1, lang, tmp, sizeof tmp);
    if (tmp[0] && (did || s0->round == s1->round)) {
        nm_strappendf(text, sizeof text, "%s%s", did ? TR("; ", " ; ") : "", tmp);
        did = 1;
    }
    if (!did) return 0;
    snprintf(out->text, sizeof out->text, TR("Broichan: %s", "Broichan : %s"), text);
    utf8_trim(out->text);
    snprintf(out->element, sizeof out->element, "%s", el);
    out->seat = (int8_t)bot;
    return 1;
}

int oak_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                nm_event_line *out, int max) {
    (void)a;
    const oak_state *s0 = before, *s1 = after;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    int n = 0;
    if (max <= 0) return 0;
    if (oak_bot(s1) >= 0) n += narrate_broichan(d, s0, s1, lang, &out[n]);
    /* points the flow scored: at Dusk (a round ended) and in the final scoring */
    int dusk = s1->round != s0->round, final = s1->phase == OAK_PHASE_OVER && s0->phase != OAK_PHASE_OVER;
    if (n < max && (dusk || final)) {
        nm_event_line *e = &out[n++];
        memset(e, 0, sizeof *e);
        e->seat = -1;
        if (final) snprintf(e->text, sizeof e->text, "%s", TR("Final scoring", "Décompte final"));
        else snprintf(e->text, sizeof e->text, TR("Dusk: round %d begins", "Crépuscule : la manche %d commence"),
                      s1->round + 1);
    }
    for (int p = 0; p < s1->seats && n < max && (dusk || final); p++) {
        if (p == oak_bot(s1) && !final) continue; /* his line above says it */
        char vp[NM_EVENT_LEN - 40], who[32];
        const oak_seat *p0 = &s0->seat[p], *p1 = &s1->seat[p];
        oak_seat base = *p0;
        /* at the final scoring only the final sources: the action's own points are its line */
        if (final)
            for (int k = 0; k < OAK_VP_SOURCES; k++)
                if (k != OAK_VP_FINAL_POTION && k != OAK_VP_CREATURES) base.vp_src[k] = p1->vp_src[k];
        vp_words(&base, p1, lang, vp, sizeof vp);
        if (!vp[0]) continue;
        seat_words(s1, p, lang, who, sizeof who);
        nm_event_line *e = &out[n++];
        memset(e, 0, sizeof *e);
        e->seat = (int8_t)p;
        snprintf(e->text, sizeof e->text, TR("%s: %s", "%s : %s"), who, vp);
        utf8_trim(e->text);
    }
    return n;
}

void oak_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const oak_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    int seat = s->h.to_move;
    if (seat < 0 || s->phase == OAK_PHASE_OVER) return;
    const oak_seat *p = &s->seat[seat];
    if (s->vm.waiting) {
        char src[64];
        oak_effect_title(d, s, lang, src, sizeof src);
        if (src[0]) snprintf(buf, n, TR("Choose for %s", "Choisir pour %s"), src);
        else snprintf(buf, n, TR("Make the effect's choice", "Faire le choix de l'effet"));
    } else if (s->phase == OAK_PHASE_ORDERS) {
        snprintf(buf, n, TR("Choose your Order", "Choisir votre Ordre"));
    } else if (s->pend.step == OAK_PEND_DRUID) {
        const char *what = s->pend.kind == OAK_ACT_TEMPLE && s->pend.card >= 0 &&
                                   s->pend.card < oak_kind(d, OAK_K_ASSEMBLY)->count
                               ? oak_kind(d, OAK_K_ASSEMBLY)->items[s->pend.card].name[lang]
                               : TR("The special action", "L'action spéciale");
        snprintf(buf, n, TR("Choose the druid for %s", "Choisir le druide pour %s"), what);
    } else if (s->pend.step == OAK_PEND_SECOND) {
        snprintf(buf, n, TR("Send a second druid to the roots, or not",
                            "Envoyer ou non un second druide aux racines"));
    } else if (s->pend.step == OAK_PEND_EXTRA) {
        snprintf(buf, n, TR("Take the extra Oak action, or not", "Prendre ou non l'action du Chêne en plus"));
    } else if (s->pend.step == OAK_PEND_DUSK) {
        snprintf(buf, n, TR("Dusk: choose the druid that rests", "Crépuscule : choisir le druide qui se repose"));
    } else if (p->state == OAK_SEAT_PASSED) {
        snprintf(buf, n, TR("Gather an ingredient, or stop gathering", "Cueillir un ingrédient, ou arrêter"));
    } else if (s->main_done) {
        snprintf(buf, n, TR("Free actions, then End turn", "Actions libres, puis Finir le tour"));
    } else {
        snprintf(buf, n, TR("Place a druid on a temple, climb the Oak, take a special action, or pass",
                            "Placer un druide au temple, grimper au Chêne, action spéciale, ou passer"));
    }
    utf8_trim(buf);
}

int oak_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const oak_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->phase != OAK_PHASE_OVER) return 0;
    int8_t w[NM_MAX_SEATS];
    int nw = oak_winners(d, state, w);
    if (nw <= 0) return 0;
    int vp = s->seat[w[0]].vp, steps = s->seat[w[0]].steps, tied = 0, other = -1;
    for (int p = 0; p < s->seats; p++)
        if (s->seat[p].vp == vp && p != w[0]) {
            tied = 1;
            if (s->seat[p].steps < steps && (other < 0 || s->seat[p].steps > s->seat[other].steps)) other = p;
        }
    if (!tied) return 0;
    char who[32];
    seat_words(s, w[0], lang, who, sizeof who);
    if (nw > 1 || other < 0)
        snprintf(buf, n, TR("Tied on %d VP and on branch spaces climbed (%d): the victory is shared",
                            "À égalité à %d PV et en cases de branche gravies (%d) : victoire partagée"),
                 vp, steps);
    else
        snprintf(buf, n, TR("Tied on %d VP: %s climbed more branch spaces (%d against %d)",
                            "À égalité à %d PV : %s a gravi plus de cases de branche (%d contre %d)"),
                 vp, who, steps, s->seat[other].steps);
    utf8_trim(buf);
    return 1;
}
