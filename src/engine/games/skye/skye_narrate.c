/* skye_narrate.c - Isle of Skye in words for people: what the flow did by itself during an
 * action (the screens lifted and the prices revealed, the unsold tiles kept, tiles that fit
 * nowhere, each scoring tile's points at a round's end, the Dolmen's shift, the income with
 * its catch-up gold, the final scrolls and gold), the pending decision with what remains of
 * it (the prompt line), and which tie-break decided a finished game. Only what every seat
 * sees is said: nothing behind a screen before the reveal, no tile drawn from the bag. */
#include <stdio.h>
#include <string.h>
#include "skye.h"
#include "nemeton/util.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

static const char *tile_name(const nm_data *d, int t, int lang) {
    if (t < 0 || t >= d->kinds[SK_K_TILES].count) return "?";
    const nm_component *c = &d->kinds[SK_K_TILES].items[t];
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0] ? c->name[0] : c->id;
}

static const char *scoring_name(const nm_data *d, int sc, int lang) {
    if (sc < 0 || sc >= d->kinds[SK_K_SCORING].count) return "?";
    const nm_component *c = &d->kinds[SK_K_SCORING].items[sc];
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0] ? c->name[0] : c->id;
}

static nm_event_line *line(nm_event_line *out, int *k, int max, int seat, const char *element) {
    if (*k >= max) return NULL;
    nm_event_line *e = &out[(*k)++];
    memset(e, 0, sizeof *e);
    e->seat = (int8_t)seat;
    if (element) snprintf(e->element, sizeof e->element, "%s", element);
    return e;
}

static int in_list(const int8_t *a, int n, int t) {
    for (int i = 0; i < n; i++)
        if (a[i] == t) return 1;
    return 0;
}

static int in_kingdom(const sk_seat *ps, int t) {
    for (int i = 0; i < ps->kingdom_count; i++)
        if (ps->kingdom[i].tile == t) return 1;
    return 0;
}

/* The price of seat p's offer slot j as every seat knows it after the action: the public
 * price, or while the screens were still up, the one behind the screen (the action's own
 * for the last price set); -1 none. */
static int known_price(const sk_state *s0, const nm_action *act, int p, int j) {
    const sk_seat *a = &s0->seat[p];
    if (s0->phase != SK_PH_PRICE) return a->price[j];
    if (j == a->secret_discard) return -1;
    if (act->kind == SK_ACT_PRICE && p == s0->current && act->p[0] == j) return act->p[1];
    return a->secret_price[j];
}

/* The screens lifted: each seat's discarded tile and its prices, read from behind the
 * screens before the reveal (the last price is the action's own); the flow may have gone on
 * past the buying rounds within the same action. */
static void reveal_lines(const nm_data *d, const sk_state *s0, const nm_action *act, const sk_state *s1, int lang,
                         nm_event_line *out, int *k, int max) {
    nm_event_line *e = line(out, k, max, -1, NULL);
    if (!e) return;
    snprintf(e->text, sizeof e->text, "%s", TR("The screens are lifted: every price is revealed", "Les paravents sont levés : tous les prix sont révélés"));
    for (int p = 0; p < s1->seats; p++) {
        const sk_seat *a = &s0->seat[p];
        char text[NM_EVENT_LEN - 24] = "", el[NM_ELEMENT_LEN] = "";
        if (a->secret_discard >= 0 && a->offer[a->secret_discard] >= 0)
            nm_strappendf(text, sizeof text, TR("discards %s", "défausse %s"), tile_name(d, a->offer[a->secret_discard], lang));
        for (int j = 0; j < SK_OFFER; j++) {
            int price = known_price(s0, act, p, j);
            if (a->offer[j] < 0 || j == a->secret_discard || price < 0) continue;
            const char *sep = !el[0] ? (text[0] ? TR("; prices ", " ; prix : ") : TR("prices ", "prix : ")) : ", ";
            nm_strappendf(text, sizeof text, TR("%s%s at %d", "%s%s à %d"), sep, tile_name(d, a->offer[j], lang), price);
            if (!el[0]) snprintf(el, sizeof el, "seat.%d.offer.%d", p, j);
        }
        if (!text[0] || !(e = line(out, k, max, p, el))) continue;
        snprintf(e->text, sizeof e->text, TR("Player %d: %s", "Joueur %d : %s"), p + 1, text);
    }
}

/* Unsold offered tiles the flow put into their owners' hands, paying their price to the
 * bank; a seat's tiles that fit nowhere in its kingdom (into the bag, or out of the game). */
static void tiles_lines(const nm_data *d, const sk_state *s0, const nm_action *act, const sk_state *s1, int lang,
                        nm_event_line *out, int *k, int max) {
    for (int p = 0; p < s1->seats; p++) {
        const sk_seat *a = &s0->seat[p], *b = &s1->seat[p];
        char text[NM_EVENT_LEN - 40] = "";
        int paid = 0, kept = 0;
        for (int j = 0; j < SK_OFFER; j++) {
            int t = a->offer[j];
            int price = known_price(s0, act, p, j);
            if (t < 0 || b->offer[j] == t || price < 0) continue;
            /* the seat's own purchase (Keep your own) is the action's doing, said by its label */
            if (act->kind == SK_ACT_OWN && s0->current == p && act->p[0] == j) continue;
            /* kept by its owner: now in its hand or kingdom (a tile another seat bought is in theirs) */
            if (!in_list(b->hand, b->hand_count, t) && !in_kingdom(b, t)) continue;
            nm_strappendf(text, sizeof text, "%s%s", kept ? ", " : "", tile_name(d, t, lang));
            paid += price;
            kept++;
        }
        nm_event_line *e;
        char el[NM_ELEMENT_LEN];
        snprintf(el, sizeof el, "seat.%d.hand", p);
        if (kept && (e = line(out, k, max, p, el)))
            snprintf(e->text, sizeof e->text, TR("Player %d keeps %s, paying %d gold to the bank", "Joueur %d garde %s et paie %d or à la banque"),
                     p + 1, text, paid);
        /* a tile that left the hand without being built: it fit nowhere */
        for (int i = 0; i < a->hand_count; i++) {
            int t = a->hand[i];
            if (in_list(b->hand, b->hand_count, t) || in_kingdom(b, t)) continue;
            int bag = in_list(s1->bag, s1->bag_count, t);
            if (!bag && !in_list(s1->out, s1->out_count, t)) continue;
            if (!(e = line(out, k, max, p, el))) break;
            snprintf(e->text, sizeof e->text,
                     bag ? TR("Player %d: %s fits nowhere in the kingdom and goes back into the bag",
                              "Joueur %d : %s ne se pose nulle part dans le royaume et retourne dans le sac")
                         : TR("Player %d: %s fits nowhere in the kingdom and leaves the game",
                              "Joueur %d : %s ne se pose nulle part dans le royaume et quitte la partie"),
                     p + 1, tile_name(d, t, lang));
        }
    }
}

/* Each scoring tile that scored at the round's end, with every seat's points. */
static void scoring_lines(const nm_data *d, const sk_state *s0, const sk_state *s1, int lang, nm_event_line *out, int *k,
                          int max) {
    int bits = sk_schedule(d, s0, s0->round);
    for (int w = 0; w < SK_WINDOWS; w++) {
        if (!(bits & (1 << w)) || s1->scoring[w] < 0) continue;
        /* only the seats that scored; short names when more than three did (the line stays
         * within the log's three lines at 5 players) */
        char text[NM_EVENT_LEN - 8] = "", el[NM_ELEMENT_LEN];
        int scored = 0;
        for (int p = 0; p < s1->seats; p++) scored += s1->seat[p].vp_src[w] != s0->seat[p].vp_src[w];
        for (int p = 0; p < s1->seats; p++) {
            int dv = s1->seat[p].vp_src[w] - s0->seat[p].vp_src[w];
            if (!dv) continue;
            if (scored > 3) nm_strappendf(text, sizeof text, TR("%sP%d %+d", "%sJ%d %+d"), text[0] ? ", " : "", p + 1, dv);
            else nm_strappendf(text, sizeof text, TR("%sPlayer %d %+d", "%sJoueur %d %+d"), text[0] ? ", " : "", p + 1, dv);
        }
        if (!scored) snprintf(text, sizeof text, "%s", TR("nobody scores", "personne ne marque"));
        snprintf(el, sizeof el, "window.%d", w);
        nm_event_line *e = line(out, k, max, -1, el);
        if (!e) return;
        snprintf(e->text, sizeof e->text, TR("Round %d, scoring tile %c (%s): %s", "Manche %d, tuile de score %c (%s) : %s"),
                 s0->round, 'A' + w, scoring_name(d, s1->scoring[w], lang), text);
    }
}

/* The Dolmen's shift: the rightmost tile leaves, a new Druid tile is revealed on the left. */
static void dolmen_lines(const nm_data *d, const sk_state *s0, const sk_state *s1, int lang, nm_event_line *out, int *k,
                         int max) {
    if (!s1->druids) return;
    int gone = s0->dolmen[SK_DOLMEN - 1], fresh = s1->dolmen[0];
    char text[NM_EVENT_LEN - 8];
    if (gone >= 0) snprintf(text, sizeof text, TR("The Dolmen shifts: %s leaves the game", "Le Dolmen avance : %s quitte la partie"), tile_name(d, gone, lang));
    else snprintf(text, sizeof text, "%s", TR("The Dolmen shifts", "Le Dolmen avance"));
    if (fresh >= 0)
        nm_strappendf(text, sizeof text, TR("; %s is revealed on the leftmost place", " ; %s est révélé sur la case de gauche"),
                      tile_name(d, fresh, lang));
    nm_event_line *e = line(out, k, max, -1, "dolmen.0");
    if (e) snprintf(e->text, sizeof e->text, "%s", text);
}

/* A new round: every seat's income, castle, whisky joined by road and catch-up gold. */
static void income_lines(const nm_data *d, const sk_state *s1, int lang, nm_event_line *out, int *k, int max) {
    nm_event_line *e = line(out, k, max, -1, "round");
    if (e)
        snprintf(e->text, sizeof e->text, TR("Round %d of %d begins: income, then three tiles drawn by each player",
                                             "La manche %d sur %d commence : revenus, puis trois tuiles piochées par joueur"),
                 s1->round, s1->rounds);
    int castle = sk_rule(d, SK_R_CASTLE_INCOME), per_whisky = sk_rule(d, SK_R_WHISKY_INCOME), cu = sk_catch_up(d, s1, s1->round);
    for (int p = 0; p < s1->seats; p++) {
        const sk_seat *ps = &s1->seat[p];
        int whisky = per_whisky * sk_whisky_income(d, ps), ahead = 0;
        for (int q = 0; q < s1->seats; q++) ahead += s1->seat[q].vp > ps->vp;
        char text[NM_EVENT_LEN - 24];
        snprintf(text, sizeof text, TR("+%d gold (castle %d", "+%d or (château %d"), castle + whisky + cu * ahead, castle);
        if (whisky) nm_strappendf(text, sizeof text, TR(", whisky %d", ", whisky %d"), whisky);
        if (cu > 0 && ahead > 0)
            nm_strappendf(text, sizeof text, TR(", catch-up %d: %d player%s ahead", ", rattrapage %d : %d joueur%s devant"), cu * ahead,
                          ahead, ahead > 1 ? "s" : "");
        nm_strappendf(text, sizeof text, ")");
        char el[NM_ELEMENT_LEN];
        snprintf(el, sizeof el, "seat.%d.kingdom", p);
        if (!(e = line(out, k, max, p, el))) return;
        snprintf(e->text, sizeof e->text, TR("Player %d: %s", "Joueur %d : %s"), p + 1, text);
    }
}

static void final_lines(const sk_state *s0, const sk_state *s1, int lang, nm_event_line *out, int *k, int max) {
    nm_event_line *e = line(out, k, max, -1, NULL);
    if (e) snprintf(e->text, sizeof e->text, "%s", TR("Final scoring: scrolls (doubled in a completed area), then 1 VP per 5 gold",
                                                        "Décompte final : parchemins (doublés dans une zone complétée), puis 1 PV par 5 or"));
    for (int p = 0; p < s1->seats; p++) {
        int scr = s1->seat[p].vp_src[4] - s0->seat[p].vp_src[4], gold = s1->seat[p].vp_src[5] - s0->seat[p].vp_src[5];
        char el[NM_ELEMENT_LEN];
        snprintf(el, sizeof el, "seat.%d.kingdom", p);
        if (!(e = line(out, k, max, p, el))) return;
        snprintf(e->text, sizeof e->text, TR("Player %d: scrolls %+d VP, gold %+d VP (%d gold): %d VP in all",
                                             "Joueur %d : parchemins %+d PV, or %+d PV (%d or) : %d PV en tout"),
                 p + 1, scr, gold, s1->seat[p].gold, s1->seat[p].vp);
    }
}

int sk_narrate(const nm_data *d, const void *before, const nm_action *a, const void *after, int lang, nm_event_line *out,
               int max) {
    const sk_state *s0 = before, *s1 = after;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    int k = 0;
    if (max <= 0) return 0;
    int new_round = s1->round != s0->round, over = s1->phase == SK_PH_OVER && s0->phase != SK_PH_OVER;
    /* the reveal: the last screen set (prices become public) */
    if (s0->phase == SK_PH_PRICE && s1->phase != SK_PH_PRICE) reveal_lines(d, s0, a, s1, lang, out, &k, max);
    tiles_lines(d, s0, a, s1, lang, out, &k, max);
    if (new_round || over) {
        scoring_lines(d, s0, s1, lang, out, &k, max);
        dolmen_lines(d, s0, s1, lang, out, &k, max);
    }
    if (over) final_lines(s0, s1, lang, out, &k, max);
    else if (new_round) income_lines(d, s1, lang, out, &k, max);
    return k;
}

void sk_prompt(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const sk_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->phase == SK_PH_OVER || s->h.to_move < 0) return;
    const sk_seat *ps = &s->seat[s->current];
    switch (s->phase) {
    case SK_PH_PRICE: {
        if (ps->secret_discard < 0) {
            snprintf(buf, n, "%s", TR("Behind your screen: choose the tile to discard", "Derrière votre paravent : choisir la tuile à défausser"));
            return;
        }
        int left = 0;
        for (int j = 0; j < SK_OFFER; j++) left += ps->offer[j] >= 0 && j != ps->secret_discard && ps->secret_price[j] < 0;
        if (lang == 1) snprintf(buf, n, "Fixez vos prix : %d tuile%s à mettre à prix", left, left > 1 ? "s" : "");
        else snprintf(buf, n, "Set your prices: %d tile%s left to price", left, left > 1 ? "s" : "");
        return;
    }
    case SK_PH_BUY1:
        if (sk_own_allowed(d, s, s->current))
            snprintf(buf, n, TR("Buy a tile from another player (or one of your own) or pass (%d gold)",
                                "Acheter une tuile à un autre joueur (ou une des vôtres) ou passer (%d or)"), ps->gold);
        else
            snprintf(buf, n, TR("Buy a tile from another player or pass (%d gold)", "Acheter une tuile à un autre joueur ou passer (%d or)"),
                     ps->gold);
        return;
    case SK_PH_BUY2:
        snprintf(buf, n, TR("Second purchase: a Druid tile from the Dolmen, tiles from the bag (%d gold) or pass",
                            "Second achat : une tuile Druide du Dolmen, des tuiles du sac (%d or) ou passer"),
                 sk_bag_cost(d, s, s->current));
        return;
    case SK_PH_PICK:
        snprintf(buf, n, TR("Keep one of the %d tiles drawn from the bag", "Garder une des %d tuiles piochées dans le sac"), ps->drawn_count);
        return;
    case SK_PH_BUILD:
        if (ps->hand_count <= 1)
            snprintf(buf, n, TR("Place %s: choose a cell and a rotation", "Poser %s : choisir une case et une rotation"),
                     tile_name(d, ps->hand_count > 0 ? ps->hand[0] : -1, lang));
        else
            snprintf(buf, n, TR("Build your %d tiles: choose a tile, a cell and a rotation", "Construire vos %d tuiles : choisir une tuile, une case et une rotation"),
                     ps->hand_count);
        return;
    default: return;
    }
}

int sk_tie_break(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const sk_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    if (s->phase != SK_PH_OVER) return 0;
    int8_t w[SK_MAX_PLAYERS];
    int nw = sk_winners(d, state, w);
    if (nw <= 0) return 0;
    int vp = s->seat[w[0]].vp, gold = s->seat[w[0]].gold, tied = 0, other = -1;
    for (int p = 0; p < s->seats; p++) {
        if (s->seat[p].vp != vp) continue;
        tied++;
        if (s->seat[p].gold < gold && (other < 0 || s->seat[p].gold > s->seat[other].gold)) other = p;
    }
    if (tied < 2) return 0;
    if (nw > 1)
        snprintf(buf, n, TR("Tied on %d VP and on gold (%d): the victory is shared", "À égalité à %d PV et en or (%d) : victoire partagée"),
                 vp, gold);
    else
        snprintf(buf, n, TR("Tied on %d VP: Player %d has more gold left (%d against %d)", "À égalité à %d PV : le Joueur %d a plus d'or (%d contre %d)"),
                 vp, w[0] + 1, gold, other >= 0 ? s->seat[other].gold : gold);
    return 1;
}
