/* edora_narrate.c - The Druids of Edora in words for people (English and French): what the
 * turn's automatic steps did during an action (the contest's prestige, hearths surrounded,
 * dolmen chains, herbs going face up, the druid in trouble, the last die and the final
 * scoring), each line with the board element it concerns so the client lights it; the
 * pending decision with what the seat has for it (the prompt line); and what decided a tie
 * at the end. Only what every seat sees is said (the face-down tablets never). */
#include <stdio.h>
#include <string.h>
#include "edora.h"
#include "nemeton/util.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

static nm_event_line *line(nm_event_line *out, int *k, int max, int seat, const char *prefix, int n) {
    if (*k >= max) return NULL;
    nm_event_line *e = &out[(*k)++];
    memset(e, 0, sizeof *e);
    e->seat = (int8_t)seat;
    if (prefix) snprintf(e->element, sizeof e->element, "%s.%d", prefix, n);
    return e;
}

static const char *name_of(const nm_data *d, int kind, int i, int lang) {
    if (i < 0 || i >= d->kinds[kind].count) return "?";
    const nm_component *c = &d->kinds[kind].items[i];
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0];
}

/* The dice values a seat holds in a 1..6 array, as "1 3 3 6" ("-" none). */
static void dice_words(const int8_t *by_value, char *buf, size_t n) {
    buf[0] = 0;
    for (int v = 1; v <= 6; v++)
        for (int c = 0; c < by_value[v]; c++) nm_strappendf(buf, n, "%s%d", buf[0] ? " " : "", v);
    if (!buf[0]) snprintf(buf, n, "-");
}

int edora_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang,
                  nm_event_line *out, int max) {
    const edora_state *s0 = before, *s1 = after;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    int k = 0, seat = s0->current;
    nm_event_line *e;
    /* Step 3: the contest, on the sanctuary the die went to (2 dice or more there). */
    if (a->kind == ED_ACT_PLACE && !s0->vm.waiting && s0->phase == ED_PH_PLACE) {
        edora_state t = *s0; /* with the die placed */
        int at = t.seat[seat].pawn;
        if (at >= 0 && a->p[0] < ED_SLOTS) {
            t.slot_owner[at][a->p[0]] = (int8_t)seat;
            t.slot_value[at][a->p[0]] = (int8_t)a->p[2];
            int w = ed_dice_at(&t, at) >= 2 ? ed_highest(d, &t, at) : -1;
            if (w >= 0 && (e = line(out, &k, max, w, "sanct", at))) {
                int v = 0;
                for (int j = 0; j < ED_SLOTS; j++)
                    if (t.slot_owner[at][j] == w && t.slot_value[at][j] > v) v = t.slot_value[at][j];
                if (lang == 1)
                    snprintf(e->text, sizeof e->text, "Duel sur %s : le %d du Joueur %d est le plus fort, +%d prestige",
                             name_of(d, ED_K_SANCT, at, lang), v, w + 1, ed_rule(d, ED_R_CONTEST));
                else
                    snprintf(e->text, sizeof e->text, "Contest on %s: Player %d's %d is the highest, +%d prestige",
                             name_of(d, ED_K_SANCT, at, lang), w + 1, v, ed_rule(d, ED_R_CONTEST));
            }
        }
    }
    /* Druid in trouble: what the seat got. */
    if (a->kind == ED_ACT_EMERGENCY && (e = line(out, &k, max, seat, "seat", seat))) {
        const edora_seat *q0 = &s0->seat[seat], *q1 = &s1->seat[seat];
        int got = -1;
        for (int v = 1; v <= 6; v++)
            if (q1->reserve[v] > q0->reserve[v]) got = v;
        char die[64];
        if (got > 0) snprintf(die, sizeof die, TR("takes a %d from the Evolution board", "prend un %d du plateau Évolution"), got);
        else if (s1->vm.waiting && s1->h.to_move == seat) /* which die: the seat's next choice */
            snprintf(die, sizeof die, "%s", TR("chooses a die from the Evolution board", "choisit un dé du plateau Évolution"));
        else snprintf(die, sizeof die, TR("no die left: +%d prestige", "plus de dé : +%d prestige"), q1->pp - q0->pp);
        snprintf(e->text, sizeof e->text,
                 TR("Druid in trouble: Player %d gains %d provisions and %s",
                    "Druide en détresse : le Joueur %d gagne %d rations et %s"),
                 seat + 1, q1->provisions - q0->provisions, die);
    }
    /* Step 5: hearths surrounded. */
    const edora_derived *g = ed_derived(d);
    for (int h = 0; h < d->kinds[ED_K_HEARTHS].count; h++) {
        if (s0->hearth[h] >= 0 || s1->hearth[h] < 0) continue;
        if (!(e = line(out, &k, max, s1->hearth[h], "hearth", h))) break;
        char rw[96] = "";
        for (int i = 0; i < g->hearth_rw_n[h]; i++)
            nm_strappendf(rw, sizeof rw, "%s%s", i ? ", " : "", name_of(d, ED_K_REWARDS, g->hearth_rw[h][i], lang));
        snprintf(e->text, sizeof e->text,
                 TR("Player %d surrounds a hearth and covers it: %s", "Le Joueur %d cerne un foyer et le couvre : %s"),
                 s1->hearth[h] + 1, rw);
    }
    /* Step 6: dolmen chains, in the order they were made (a beige dolmen with the first ones). */
    const nm_kind_data *dk = &d->kinds[ED_K_DOLMENS];
    int nb = 0, made = 0;
    const int32_t *bonus = ed_rule_ints(d, ED_R_DOLMEN_BONUS, &nb);
    for (int i = 0; i < dk->count; i++)
        for (int j = i + 1; j < dk->count; j++) {
            if (s0->dolmen[i] >= 0 || s1->dolmen[i] < 0 || s1->dolmen[j] != s1->dolmen[i]) continue;
            if (dk->items[i].field[ED_D_COLOUR] != dk->items[j].field[ED_D_COLOUR]) continue;
            int w = s1->dolmen[i], conn = s0->connections + made++;
            int len = ed_chain_length(d, s1, w, dk->items[i].field[ED_D_SANCT], dk->items[j].field[ED_D_SANCT]);
            if (!(e = line(out, &k, max, w, "dolmen", i))) continue;
            snprintf(e->text, sizeof e->text,
                     TR("Player %d links the two dolmens (%s) with a chain of %d dice: +%d prestige",
                        "Le Joueur %d relie les deux dolmens (%s) par une chaîne de %d dés : +%d prestige"),
                     w + 1, name_of(d, ED_K_DOLMENS, i, lang), len, len * ed_rule(d, ED_R_DOLMEN_PP));
            if (conn < nb && s1->beige_left < s0->beige_left)
                nm_strappendf(e->text, sizeof e->text, TR(", +%d and a beige dolmen", ", +%d et un dolmen beige"),
                              bonus[conn]);
        }
    /* Step 7: herbs the sickle turned face up by itself (a choice between two is the seat's
     * own action, already in the log). */
    for (int p = 0; p < s1->h.players; p++)
        for (int i = 0; i < ED_HERBS; i++) {
            if (s0->seat[p].herb[i] == ED_HERB_ACTIVE || s1->seat[p].herb[i] != ED_HERB_ACTIVE) continue;
            if (a->kind == ED_ACT_HERB && !s0->vm.waiting && a->p[1] == i) continue;
            if (!(e = line(out, &k, max, p, "seat", p))) break;
            if (lang == 1)
                snprintf(e->text, sizeof e->text, "L'herbe %s du Joueur %d est désormais active",
                         name_of(d, ED_K_HERBS, s1->seat[p].herb_at[i], lang), p + 1);
            else
                snprintf(e->text, sizeof e->text, "Player %d's %s is now active", p + 1,
                         name_of(d, ED_K_HERBS, s1->seat[p].herb_at[i], lang));
        }
    /* The last die: the round is finished, then the game ends. */
    if (s1->ending && !s0->ending && !s1->h.over && (e = line(out, &k, max, seat, "seat", seat)))
        snprintf(e->text, sizeof e->text,
                 TR("Player %d has placed their last die: the round is finished, then the game ends",
                    "Le Joueur %d a posé son dernier dé : on termine le tour, puis la partie s'arrête"),
                 seat + 1);
    if (s1->h.over && !s0->h.over) {
        if ((e = line(out, &k, max, -1, NULL, 0)))
            snprintf(e->text, sizeof e->text, "%s",
                     TR("Final scoring: leftovers, sickle, tablets, amulet, sanctuaries",
                        "Décompte final : restes, serpe, tablettes, amulette, sanctuaires"));
        for (int p = 0; p < s1->h.players; p++) {
            const int16_t *f = s1->seat[p].final;
            if (!(e = line(out, &k, max, p, "seat", p))) break;
            snprintf(e->text, sizeof e->text,
                     TR("Player %d: +%d, +%d, +%d, +%d, +%d = %d prestige",
                        "Joueur %d : +%d, +%d, +%d, +%d, +%d = %d prestige"),
                     p + 1, f[0], f[1], f[2], f[3], f[4], s1->seat[p].pp);
        }
    }
    return k;
}

void edora_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const edora_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->h.over || s->h.to_move < 0) return;
    const edora_seat *q = &s->seat[s->current];
    char dice[48];
    dice_words(q->reserve, dice, sizeof dice);
    if (s->vm.waiting) {
        const char *what = s->step == 5 ? TR("the hearth's rewards", "les récompenses du foyer")
                           : s->step == 8 ? TR("the druid in trouble", "le druide en détresse")
                                          : TR("the action of your die", "l'action de votre dé");
        snprintf(buf, n, TR("Choose for %s (%d provisions, %d mistletoe)", "Choisir pour %s (%d rations, %d gui)"),
                 what, q->provisions, q->mistletoe);
        return;
    }
    switch (s->phase) {
    case ED_PH_ARRANGE:
        snprintf(buf, n, TR("Lay your herbs: circle %d of %d", "Disposez vos herbes : cercle %d sur %d"),
                 s->arrange_circle + 1, ED_HERBS);
        break;
    case ED_PH_KEEP:
        snprintf(buf, n, "%s", TR("Keep 1 of the 3 objective tablets drawn", "Gardez 1 des 3 tablettes Objectif piochées"));
        break;
    case ED_PH_START:
        snprintf(buf, n, "%s", TR("Choose your start space", "Choisissez votre case de départ"));
        break;
    case ED_PH_MOVE: {
        nm_action_list l NM_SCRATCH;
        int m = edora_legal(d, s, &l);
        if (m == 1 && l.a[0].kind == ED_ACT_EMERGENCY)
            snprintf(buf, n, TR("No move with a die to place: druid in trouble (%d provisions, dice %s)",
                                "Aucun déplacement suivi d'un dé possible : druide en détresse (%d rations, dés %s)"),
                     q->provisions, dice);
        else if (q->pawn < 0)
            snprintf(buf, n, TR("Move your pawn beside your start space (free); dice %s",
                                "Avancez votre pion à côté de votre case de départ (gratuit) ; dés %s"),
                     dice);
        else
            snprintf(buf, n, TR("Move your pawn: %d provisions; dice %s", "Déplacez votre pion : %d rations ; dés %s"),
                     q->provisions, dice);
        break;
    }
    case ED_PH_PLACE:
        snprintf(buf, n, TR("Place a die on %s: %d provisions; dice %s", "Posez un dé sur %s : %d rations ; dés %s"),
                 name_of(d, ED_K_SANCT, q->pawn, lang), q->provisions, dice);
        break;
    case ED_PH_HERBS: {
        int c = -1;
        for (int i = 0; i < 6 && c < 0; i++)
            if (q->pending & (1 << i)) c = i;
        snprintf(buf, n, TR("Your sickle reached herb column %d: turn one of its herbs face up",
                            "Votre serpe a atteint la colonne d'herbes %d : retournez une de ses herbes"),
                 c + 1);
        break;
    }
    default: break;
    }
}

int edora_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const edora_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (!s->h.over) return 0;
    int8_t w[ED_MAX_PLAYERS];
    if (edora_winners(d, state, w) < 1) return 0;
    int pp = s->seat[w[0]].pp, other = -1;
    for (int p = 0; p < s->h.players; p++)
        if (p != w[0] && s->seat[p].pp == pp && (other < 0 || ed_ahead(s, other, p))) other = p;
    if (other < 0) return 0;
    const edora_seat *a = &s->seat[w[0]], *b = &s->seat[other];
    if (a->knowledge != b->knowledge)
        snprintf(buf, n, TR("Tied on %d prestige: Player %d's knowledge marker is further back (space %d against %d)",
                            "À égalité à %d prestige : le marqueur Savoir du Joueur %d est plus en arrière (case %d contre %d)"),
                 pp, w[0] + 1, a->knowledge, b->knowledge);
    else
        snprintf(buf, n, TR("Tied on %d prestige and on knowledge space %d: Player %d's marker is lower in the stack",
                            "À égalité à %d prestige et sur la case Savoir %d : le marqueur du Joueur %d est plus bas dans la pile"),
                 pp, a->knowledge, w[0] + 1);
    return 1;
}
