/* skye_view.c - what players read and the AI's hidden-information hook: action labels
 * (stable English, and display words in English and French), board elements, the hover
 * text of each element, the score by source, and determinize (the bag, the Druid piles
 * and the prices behind other screens dealt consistently with what a seat knows). */
#include <stdio.h>
#include <string.h>
#include "nemeton/util.h"
#include "skye.h"

static const char *tile_id(const nm_data *d, int t) {
    return t >= 0 && t < d->kinds[SK_K_TILES].count ? d->kinds[SK_K_TILES].items[t].id : "?";
}
static const char *tile_name(const nm_data *d, int t, int lang) {
    return t >= 0 && t < d->kinds[SK_K_TILES].count ? d->kinds[SK_K_TILES].items[t].name[lang] : "?";
}

/* Where a tile goes, in words, from the castle: "1 square east and 2 squares north of the castle" (x east,
 * y south), and its turn: ", turned 90°". */
static void place_words(const nm_action *a, int fr, char *buf, size_t n) {
    int x = a->p[0], y = a->p[1];
    char part[2][48];
    int k = 0;
    int ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    if (x && fr) snprintf(part[k++], sizeof part[0], "%d case%s %s", ax, ax > 1 ? "s" : "", x > 0 ? "\xC3\xA0 l'est" : "\xC3\xA0 l'ouest");
    else if (x) snprintf(part[k++], sizeof part[0], "%d square%s %s", ax, ax > 1 ? "s" : "", x > 0 ? "east" : "west");
    if (y && fr) snprintf(part[k++], sizeof part[0], "%d case%s %s", ay, ay > 1 ? "s" : "", y > 0 ? "au sud" : "au nord");
    else if (y) snprintf(part[k++], sizeof part[0], "%d square%s %s", ay, ay > 1 ? "s" : "", y > 0 ? "south" : "north");
    if (k == 2) snprintf(buf, n, fr ? "%s et %s du ch\xC3\xA2teau" : "%s and %s of the castle", part[0], part[1]);
    else if (k == 1) snprintf(buf, n, fr ? "%s du ch\xC3\xA2teau" : "%s of the castle", part[0]);
    else snprintf(buf, n, "%s", fr ? "sur le ch\xC3\xA2teau" : "on the castle");
    if (a->p[2] & 3) nm_strappendf(buf, n, fr ? ", tourn\xC3\xA9" "e de %d\xC2\xB0" : ", turned %d\xC2\xB0", 90 * (a->p[2] & 3));
}

static void label_lang(const nm_data *d, const sk_state *s, const nm_action *a, int lang, int stable, char *buf,
                       size_t n) {
    const sk_seat *ps = &s->seat[s->current];
    int fr = lang == 1;
    const char *(*nm)(const nm_data *, int, int) = tile_name;
    char t[64];
    int tile = a->target;
    snprintf(t, sizeof t, "%s", stable == 1 ? tile_id(d, tile) : nm(d, tile, lang));
    switch (a->kind) {
    case SK_ACT_DISCARD: snprintf(buf, n, fr ? "défausser %s" : "discard %s", t); break;
    case SK_ACT_PRICE:
        if (stable == 1) snprintf(buf, n, "price %s at %d", t, a->p[1]);
        else snprintf(buf, n, fr ? "prix de %s : %d or" : "price %s at %d gold", t, a->p[1]);
        break;
    case SK_ACT_BUY:
        if (stable == 1)
            snprintf(buf, n, "buy %s from seat %d for %d", t, a->p[0] + 1, sk_buy_cost(d, s, s->current, a->p[0], a->p[1]));
        else
            snprintf(buf, n, fr ? "acheter %s au Joueur %d pour %d or" : "buy %s from Player %d for %d gold", t,
                     a->p[0] + 1, sk_buy_cost(d, s, s->current, a->p[0], a->p[1]));
        break;
    case SK_ACT_OWN:
        if (stable == 1) snprintf(buf, n, "buy own %s for %d", t, ps->price[a->p[0]]);
        else
            snprintf(buf, n, fr ? "racheter sa tuile %s pour %d or" : "buy back your own %s for %d gold", t,
                     ps->price[a->p[0]]);
        break;
    case SK_ACT_END:
        snprintf(buf, n, "%s", s->phase == SK_PH_BUY1 ? (fr ? "fin des achats" : "end buying")
                                                      : (fr ? "passer le second tour d'achat" : "pass the second buying round"));
        break;
    case SK_ACT_DOLMEN:
        snprintf(buf, n, fr ? "acheter %s sur la case Dolmen %d pour %d or"
                            : stable == 1 ? "buy %s from Dolmen space %d for %d" : "buy %s from Dolmen space %d for %d gold",
                 t, a->p[0] + 1, sk_dolmen_cost(d, s, a->p[0]));
        break;
    case SK_ACT_BAG:
        snprintf(buf, n, fr ? "acheter dans le sac pour %d or (piocher %d)"
                            : stable == 1 ? "buy from the bag for %d (draw %d)" : "buy from the bag for %d gold (draw %d)",
                 sk_bag_cost(d, s, s->current), sk_bag_draws(d, s, s->current));
        break;
    case SK_ACT_PICK: snprintf(buf, n, fr ? "garder %s" : "keep %s", t); break;
    case SK_ACT_PLACE: {
        int w;
        if (stable == 1) w = snprintf(buf, n, "place %s at %d,%d turned %d", t, a->p[0], a->p[1], a->p[2]);
        else {
            char where[96];
            place_words(a, fr, where, sizeof where);
            w = snprintf(buf, n, fr ? "poser %s : %s" : "build %s: %s", t, where);
        }
        if (stable != 0 || w < 0 || (size_t)w >= n || sk_hand_slot(ps, a->target) < 0) break;
        /* the score preview: what each scoring tile would give now with the tile built */
        sk_state copy = *s, *after = &copy;
        sk_seat *as = &after->seat[s->current];
        if (as->kingdom_count < SK_KINGDOM) {
            as->kingdom[as->kingdom_count++] = (sk_place){(int8_t)a->target, (int8_t)a->p[0], (int8_t)a->p[1], (int8_t)a->p[2]};
            size_t at = (size_t)w;
            for (int k = 0; k < SK_WINDOWS && at < n; k++) {
                if (s->scoring[k] < 0) continue;
                int now = sk_window_points(d, s, k, s->current), then = sk_window_points(d, after, k, s->current);
                int m = snprintf(buf + at, n - at, "%s%c %d", k ? ", " : " (", 'A' + k, then);
                if (m < 0) break;
                at += (size_t)m;
                if (then != now && at < n) {
                    m = snprintf(buf + at, n - at, "%+d", then - now);
                    if (m > 0) at += (size_t)m;
                }
            }
            if (at + 1 < n) snprintf(buf + at, n - at, ")");
            else buf[w] = 0; /* no room for the preview: the words alone */
        }
        break;
    }
    default: snprintf(buf, n, "?"); break;
    }
}

void sk_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    label_lang(d, state, a, 0, 1, buf, n);
}
void sk_display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n) {
    label_lang(d, state, a, lang, 0, buf, n);
}

/* The log every seat reads: a discard or a price set behind the screen, without what. */
void sk_log_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n) {
    if (a->kind == SK_ACT_DISCARD) {
        snprintf(buf, n, "%s", lang == 1 ? "pose le marqueur de défausse" : "places the discard marker");
        return;
    }
    if (a->kind == SK_ACT_PRICE) {
        snprintf(buf, n, "%s", lang == 1 ? "fixe un prix derrière l'écran" : "sets a price behind the screen");
        return;
    }
    /* the log keeps the placement without its score preview */
    label_lang(d, state, a, lang, a->kind == SK_ACT_PLACE ? 2 : 0, buf, n);
}

void sk_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    (void)d;
    const sk_state *s = state;
    int c = s->current;
    switch (a->kind) {
    case SK_ACT_DISCARD:
    case SK_ACT_PRICE:
    case SK_ACT_OWN: snprintf(buf, n, "seat.%d.offer.%d", c, a->p[0]); break;
    case SK_ACT_BUY: snprintf(buf, n, "seat.%d.offer.%d", a->p[0], a->p[1]); break;
    case SK_ACT_DOLMEN: snprintf(buf, n, "dolmen.%d", a->p[0]); break;
    case SK_ACT_BAG: snprintf(buf, n, "bag"); break;
    case SK_ACT_PICK: snprintf(buf, n, "seat.%d.hand", c); break;
    case SK_ACT_PLACE: snprintf(buf, n, "seat.%d.kingdom", c); break;
    default: snprintf(buf, n, "pass"); break;
    }
}

/* ---- hover text ---- */

static const char *const terr[2][3] = {{"pasture", "mountain", "water"}, {"pâturage", "montagne", "eau"}};
static const char *const feat_word[2][SK_FEATS] = {
    {"whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship"},
    {"whisky", "mouton", "bétail", "ferme", "broch", "phare", "bateau"}};

static size_t tile_text(const nm_data *d, int t, int lang, char *buf, size_t n) {
    const sk_derived *dv = sk_dv(d);
    size_t w = 0;
    if (t < 0) return 0;
    static const char dirs[2][4] = {{'N', 'E', 'S', 'W'}, {'N', 'E', 'S', 'O'}};
    w += (size_t)snprintf(buf + w, n - w, lang ? "Centre : %s. Bords :" : "Centre: %s. Edges:", terr[lang][dv->center[t]]);
    for (int k = 0; k < 4 && w < n; k++)
        w += (size_t)snprintf(buf + w, n - w, " %c %s%s", dirs[lang][k], terr[lang][dv->edge[t][k]],
                              dv->road[t][k] ? (lang ? " (route)" : " (road)") : "");
    for (int f = 0; f < SK_FEATS && w < n; f++)
        if (dv->feat[t][f]) w += (size_t)snprintf(buf + w, n - w, "; %d %s", dv->feat[t][f], feat_word[lang][f]);
    if (dv->scroll[t] >= 0 && w < n)
        w += (size_t)snprintf(buf + w, n - w, "; %s", d->kinds[SK_K_SCROLLS].items[dv->scroll[t]].text[lang]);
    if (dv->tablet[t] >= 0 && w < n)
        w += (size_t)snprintf(buf + w, n - w, "; %s", d->kinds[SK_K_TABLETS].items[dv->tablet[t]].name[lang]);
    if (w < n) w += (size_t)snprintf(buf + w, n - w, ".");
    return w;
}

int sk_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element, nm_element_view *out) {
    const sk_state *s = state;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    int fr = lang == 1, p = -1, k = -1;
    char rest[32] = "";
    if (sscanf(element, "seat.%d.offer.%d", &p, &k) == 2 && p >= 0 && p < s->seats && k >= 0 && k < SK_OFFER) {
        const sk_seat *ps = &s->seat[p];
        int t = ps->offer[k];
        out->owner = (int8_t)p;
        if (t < 0) {
            snprintf(out->title, sizeof out->title, fr ? "Offre vide" : "Empty offer");
            return 1;
        }
        snprintf(out->title, sizeof out->title, "%s", tile_name(d, t, lang));
        size_t w = tile_text(d, t, lang, out->body, sizeof out->body);
        if (ps->price[k] >= 0) {
            snprintf(out->body + w, sizeof out->body - w, fr ? " Prix : %d or." : " Price: %d gold.", ps->price[k]);
            out->count = ps->price[k];
        } else if (ps->secret_price[k] >= 0 && (viewer == p || viewer < 0)) {
            snprintf(out->body + w, sizeof out->body - w, fr ? " Votre prix (caché) : %d or." : " Your price (hidden): %d gold.",
                     ps->secret_price[k]);
            out->count = ps->secret_price[k];
        } else if (ps->priced) {
            snprintf(out->body + w, sizeof out->body - w, fr ? " Prix derrière l'écran." : " Price behind the screen.");
        }
        return 1;
    }
    if (sscanf(element, "seat.%d.%31s", &p, rest) == 2 && p >= 0 && p < s->seats) {
        const sk_seat *ps = &s->seat[p];
        out->owner = (int8_t)p;
        if (strcmp(rest, "kingdom") == 0) {
            snprintf(out->title, sizeof out->title, fr ? "Joueur %d" : "Player %d", p + 1);
            size_t w = (size_t)snprintf(out->body, sizeof out->body,
                                        fr ? (ps->kingdom_count > 1 ? "%d tuiles, %d or, %d PV%s." : "%d tuile, %d or, %d PV%s.")
                                           : (ps->kingdom_count > 1 ? "%d tiles, %d gold, %d VP%s." : "%d tile, %d gold, %d VP%s."),
                                        ps->kingdom_count,
                                        ps->gold, ps->vp,
                                        ps->vp >= 100 ? (fr ? " (marqueur 100)" : " (100 marker)")
                                        : ps->vp >= 50 ? (fr ? " (marqueur 50)" : " (50 marker)") : "");
            const nm_kind_data *tk = &d->kinds[SK_K_TABLETS];
            for (int i = 0; i < tk->count && i < SK_TABLETS && w < sizeof out->body; i++)
                if ((ps->tablets | ps->tablets_new) & (1u << i))
                    w += (size_t)snprintf(out->body + w, sizeof out->body - w, " %s%s.", tk->items[i].name[lang],
                                          (ps->tablets_new & (1u << i)) ? (fr ? " (manche suivante)" : " (from next round)") : "");
            out->count = ps->vp;
            return 1;
        }
        if (strcmp(rest, "hand") == 0) {
            snprintf(out->title, sizeof out->title, fr ? "À construire" : "To build");
            size_t w = 0;
            for (int i = 0; i < ps->hand_count && w < sizeof out->body; i++)
                w += (size_t)snprintf(out->body + w, sizeof out->body - w, "%s%s", i ? ", " : "", tile_name(d, ps->hand[i], lang));
            for (int i = 0; i < ps->drawn_count && w < sizeof out->body; i++)
                w += (size_t)snprintf(out->body + w, sizeof out->body - w, "%s%s", i ? ", " : (fr ? "Piochées : " : "Drawn: "),
                                      tile_name(d, ps->drawn[i], lang));
            out->count = ps->hand_count;
            return 1;
        }
        return 0;
    }
    if (sscanf(element, "dolmen.%d", &k) == 1 && k >= 0 && k < SK_DOLMEN) {
        int t = s->dolmen[k];
        if (t < 0) {
            snprintf(out->title, sizeof out->title, fr ? "Dolmen, case %d" : "Dolmen, space %d", k + 1);
            return 1;
        }
        snprintf(out->title, sizeof out->title, "%s", tile_name(d, t, lang));
        size_t w = (size_t)snprintf(out->body, sizeof out->body, fr ? "Case Dolmen %d. " : "Dolmen space %d. ", k + 1);
        w += tile_text(d, t, lang, out->body + w, sizeof out->body - w);
        snprintf(out->body + w, sizeof out->body - w, fr ? " Coût : %d or." : " Cost: %d gold.", sk_dolmen_cost(d, s, k));
        out->count = sk_dolmen_cost(d, s, k);
        return 1;
    }
    if (sscanf(element, "window.%d", &k) == 1 && k >= 0 && k < SK_WINDOWS) {
        int sc = s->scoring[k];
        if (sc < 0) return 0;
        const nm_component *c = &d->kinds[SK_K_SCORING].items[sc];
        snprintf(out->title, sizeof out->title, "%c: %s", 'A' + k, c->name[lang]);
        char rule[200];
        nm_text_expr(d, c->field[SK_SC_SCORE], lang, rule, sizeof rule);
        size_t w = (size_t)snprintf(out->body, sizeof out->body, "%s %s %s. %s", c->text[lang], fr ? "PV =" : "VP =", rule,
                                    fr ? "Manches :" : "Rounds:");
        for (int r = 1; r <= s->rounds && w < sizeof out->body; r++)
            if (sk_schedule(d, s, r) & (1 << k)) w += (size_t)snprintf(out->body + w, sizeof out->body - w, " %d", r);
        return 1;
    }
    if (strcmp(element, "bag") == 0) {
        snprintf(out->title, sizeof out->title, fr ? "Sac" : "Bag");
        snprintf(out->body, sizeof out->body, fr ? "%d tuiles paysage." : "%d landscape tiles.", s->bag_count);
        out->count = s->bag_count;
        return 1;
    }
    if (strcmp(element, "round") == 0) {
        snprintf(out->title, sizeof out->title, fr ? "Manche %d/%d" : "Round %d/%d", s->round, s->rounds);
        size_t w = (size_t)snprintf(out->body, sizeof out->body, fr ? "Or de rattrapage par joueur devant :" : "Catch-up gold per player ahead:");
        for (int r = 1; r <= s->rounds && w < sizeof out->body; r++)
            w += (size_t)snprintf(out->body + w, sizeof out->body - w, " %d", sk_catch_up(d, s, r));
        out->count = s->round;
        return 1;
    }
    return 0;
}

int sk_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out, int max) {
    const sk_state *s = state;
    if (seat < 0 || seat >= s->seats) return 0;
    int n = 0;
    for (int w = 0; w < SK_WINDOWS && n < max; w++) {
        if (s->scoring[w] < 0) continue;
        snprintf(out[n].label, sizeof out[n].label, "%c: %s", 'A' + w, d->kinds[SK_K_SCORING].items[s->scoring[w]].name[lang]);
        out[n++].points = s->seat[seat].vp_src[w];
    }
    if (n < max) {
        snprintf(out[n].label, sizeof out[n].label, lang ? "Parchemins" : "Scrolls");
        out[n++].points = s->seat[seat].vp_src[4];
    }
    if (n < max) {
        snprintf(out[n].label, sizeof out[n].label, lang ? "Or" : "Gold");
        out[n++].points = s->seat[seat].vp_src[5];
    }
    return n;
}

/* ---- determinize ---- */

void sk_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng) {
    sk_state *s = obs_state;
    const sk_derived *dv = sk_dv(d);
    uint8_t seen[SK_MAX_TILES];
    memset(seen, 0, sizeof seen);
    for (int p = 0; p < s->seats; p++) {
        const sk_seat *ps = &s->seat[p];
        for (int k = 0; k < ps->kingdom_count; k++) seen[ps->kingdom[k].tile] = 1;
        for (int k = 0; k < ps->hand_count; k++) seen[ps->hand[k]] = 1;
        for (int k = 0; k < ps->drawn_count; k++) seen[ps->drawn[k]] = 1;
        for (int k = 0; k < SK_OFFER; k++)
            if (ps->offer[k] >= 0) seen[ps->offer[k]] = 1;
    }
    for (int j = 0; j < SK_DOLMEN; j++)
        if (s->dolmen[j] >= 0) seen[s->dolmen[j]] = 1;
    for (int k = 0; k < s->out_count; k++) seen[s->out[k]] = 1;
    for (int k = 0; k < s->box_count; k++) seen[s->box[k]] = 1;
    s->bag_count = s->pile_count = 0;
    for (int t = 0; t < dv->tiles; t++) {
        if (seen[t]) continue;
        if (dv->set[t] == SK_SET_LANDSCAPE && s->bag_count < SK_BAG) s->bag[s->bag_count++] = (int8_t)t;
        else if (dv->set[t] == SK_SET_DRUID && s->pile_count < SK_PILE) s->pile[s->pile_count++] = (int8_t)t;
    }
    /* the screens of the others: a discard and prices they could have set */
    int min = sk_rule(d, SK_R_MIN_PRICE);
    for (int p = 0; p < s->seats; p++) {
        sk_seat *ps = &s->seat[p];
        if (p == seat || s->phase != SK_PH_PRICE) continue;
        ps->secret_discard = -1;
        for (int k = 0; k < SK_OFFER; k++) ps->secret_price[k] = -1;
        if (!ps->priced) continue;
        int n = 0, slots[SK_OFFER];
        for (int k = 0; k < SK_OFFER; k++)
            if (ps->offer[k] >= 0) slots[n++] = k;
        if (n >= sk_rule(d, SK_R_DRAW) && n > 1) {
            int i = (int)nm_rng_below(rng, (uint32_t)n);
            ps->secret_discard = (int8_t)slots[i];
            slots[i] = slots[--n];
        }
        int left = ps->gold;
        for (int i = 0; i < n; i++) {
            int room = left - (n - 1 - i) * min;
            int hi = room < min ? min : room;
            if (hi > 12) hi = 12; /* prices people set: a few gold */
            if (hi > room) hi = room > 0 ? room : 0;
            int lo = min > hi ? hi : min;
            int v = lo + (int)nm_rng_below(rng, (uint32_t)(hi - lo + 1));
            ps->secret_price[slots[i]] = (int8_t)v;
            left -= v;
        }
    }
    nm_rng_seed(&s->h.rng, ((uint64_t)nm_rng_next(rng) << 32) | nm_rng_next(rng));
}
