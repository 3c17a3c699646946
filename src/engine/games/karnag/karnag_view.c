/* karnag_view.c - what seats see and read: observe() hides the other hands, the deck and
 * the face-down creatures, labels and board elements of actions, and describe() for the
 * generic board view (en / fr). */
#include <stdio.h>
#include <string.h>
#include "karnag.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

void karnag_observe(const nm_data *d, const void *state, int seat, void *out) {
    (void)d;
    karnag_state *o = out;
    memcpy(o, state, sizeof *o);
    for (int p = 0; p < KARNAG_MAX_P; p++)
        if (p != seat)
            for (int i = 0; i < KARNAG_HAND_MAX; i++) o->seat[p].hand[i] = -1;
    for (int i = 0; i < KARNAG_CARD_MAX; i++) o->deck[i] = -1;
    for (int i = 0; i < KARNAG_CR_MAX; i++) o->bag[i] = -1;
    /* cards being drawn are seen by the drawer only */
    if (o->drawn_count > 0 && nm_vm_waiting_seat(&o->vm) != seat)
        for (int i = 0; i < KARNAG_DRAW_MAX; i++) o->drawn[i] = -1;
    nm_rng_seed(&o->h.rng, 0); /* future draws are not the observer's to know */
}

void karnag_element_name(int t, char *buf, size_t n) {
    if (t < KARNAG_EL_CAULDRON) snprintf(buf, n, "path.%d", t - KARNAG_EL_PATH);
    else if (t < KARNAG_EL_COUNCIL) snprintf(buf, n, "cauldron.%d", t - KARNAG_EL_CAULDRON);
    else if (t == KARNAG_EL_COUNCIL) snprintf(buf, n, "council");
    else if (t == KARNAG_EL_DONE) snprintf(buf, n, "done");
    else if (t == KARNAG_EL_ACTION) snprintf(buf, n, "action");
    else if (t == KARNAG_EL_DECK) snprintf(buf, n, "deck");
    else if (t < KARNAG_EL_SLOT) snprintf(buf, n, "drawn.%d", t - KARNAG_EL_DRAWN);
    else if (t < KARNAG_EL_TRACK) {
        int i = t - KARNAG_EL_SLOT;
        snprintf(buf, n, "slot.%d.%d.%d", i / 6, i % 6 / 3, i % 3);
    } else if (t < KARNAG_EL_HAND) {
        int i = t - KARNAG_EL_TRACK;
        snprintf(buf, n, "track.%d.%d", i / KARNAG_TRACK_MAX, i % KARNAG_TRACK_MAX);
    } else if (t < KARNAG_EL_RESERVE) snprintf(buf, n, "hand.%d", t - KARNAG_EL_HAND);
    else if (t < KARNAG_EL_DRUID) snprintf(buf, n, "reserve.%d", t - KARNAG_EL_RESERVE);
    else {
        int i = t - KARNAG_EL_DRUID;
        snprintf(buf, n, "druid.%d.%d", i / KARNAG_DRUIDS, i % KARNAG_DRUIDS);
    }
}

void karnag_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                    size_t n) {
    const karnag_geo *g = karnag_geometry(d);
    (void)state;
    int t = a->target;
    if (t < KARNAG_EL_PATH) /* glade squares carry the square index */
        snprintf(buf, n, "sq.%d.%d", t % g->w, t / g->w);
    else
        karnag_element_name(t, buf, n);
}

static void sq_name(const karnag_geo *g, int sq, char *buf, size_t n) {
    snprintf(buf, n, "%c%d", 'A' + sq % g->w, sq / g->w + 1);
}

void karnag_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    char nm[24];
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = karnag_ctx(d, s);
        nm_vm_label(&ctx, a, buf, n);
        return;
    }
    switch (a->kind) {
    case KARNAG_ACT_OBST_PICK:
        snprintf(buf, n, "take %s turned %d",
                 a->p[0] >= 0 && a->p[0] < karnag_count(d, KARNAG_K_OBSTACLES)
                     ? karnag_item(d, KARNAG_K_OBSTACLES, a->p[0])->id : "?", (int)a->p[1]);
        break;
    case KARNAG_ACT_OBST_PUT:
        sq_name(g, a->p[0], nm, sizeof nm);
        snprintf(buf, n, "put it at %s", nm);
        break;
    case KARNAG_ACT_DRUID: snprintf(buf, n, "druid on path %d", (int)a->p[0]); break;
    case KARNAG_ACT_CUBE: {
        int k = a->p[0] >= 0 && a->p[0] < KARNAG_TILES ? a->p[0] : 0;
        snprintf(buf, n, "cube on %s %s %d", karnag_item(d, KARNAG_K_TILES, s->row[k])->id,
                 a->p[1] ? "secondary" : "main", (int)a->p[2] + 1);
        break;
    }
    case KARNAG_ACT_CARD:
        snprintf(buf, n, "play %s",
                 a->p[1] >= 0 && a->p[1] < karnag_count(d, KARNAG_K_CARDS)
                     ? karnag_item(d, KARNAG_K_CARDS, a->p[1])->id : "?");
        break;
    case KARNAG_ACT_BEGIN:
        snprintf(buf, n, "perform %s %s", karnag_item(d, KARNAG_K_TILES, s->act_tile)->id,
                 s->act_row ? "secondary" : "main");
        break;
    case KARNAG_ACT_END: snprintf(buf, n, "no more cards"); break;
    default: snprintf(buf, n, "action %u", a->kind);
    }
}

static const char *seat_word(int lang) { return TR("Player", "Joueur"); }

int karnag_describe(const nm_data *d, const void *state, int viewer, int lang,
                    const char *element, nm_element_view *out) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    int a = 0, b = 0, c = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    (void)viewer;
    if (sscanf(element, "sq.%d.%d", &a, &b) == 2 && a >= 0 && b >= 0 && a < g->w && b < g->h) {
        int q = b * g->w + a, cr = s->cr_at[q];
        static const char *const ter_en[] = {"grass", "rock", "swamp", "Ker Ys gate"};
        static const char *const ter_fr[] = {"herbe", "rocher", "marais", "porte de Ker Ys"};
        static const char *const reg_en[] = {"green", "light brown", "dark brown"};
        static const char *const reg_fr[] = {"vert", "brun clair", "brun foncé"};
        snprintf(out->title, sizeof out->title, "%c%d: %s", 'A' + a, b + 1,
                 lang ? ter_fr[s->terrain[q]] : ter_en[s->terrain[q]]);
        size_t used = (size_t)snprintf(out->body, sizeof out->body, "%s %s.",
                                       TR("Region", "Région"), lang ? reg_fr[g->region[q]]
                                                                    : reg_en[g->region[q]]);
        if (cr >= 0 && used < sizeof out->body)
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, " %s%s.",
                                     karnag_item(d, KARNAG_K_CREATURES, cr)->name[lang ? 1 : 0],
                                     s->cr_marked[cr] ? TR(" (moved by telepathy)", " (déplacée par télépathie)") : "");
        if (s->gem[q] >= 0 && used < sizeof out->body)
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, " %s %d.",
                                     TR("Gemstone of player", "Gemme du joueur"), s->gem[q] + 1);
        if (s->menhir[q] >= 0 && used < sizeof out->body)
            snprintf(out->body + used, sizeof out->body - used, " %s %d.",
                     TR("Menhir of player", "Menhir du joueur"), s->menhir[q] + 1);
        out->owner = (int8_t)(s->gem[q] >= 0 ? s->gem[q] : s->menhir[q]);
        snprintf(out->icon, sizeof out->icon, "%s",
                 cr >= 0 ? nm_data_str(d, karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, cr))
                                              ->field[KARNAG_S_ART])
                 : s->menhir[q] >= 0 ? "menhir" : s->gem[q] >= 0 ? "gemstone" : "");
        return 1;
    }
    if (sscanf(element, "path.%d", &a) == 1 && a >= 0 && a < g->path) {
        int who = karnag_druid_at(s, a);
        snprintf(out->title, sizeof out->title, "%s %d", TR("Path", "Chemin"), a);
        if (who >= 0) {
            snprintf(out->body, sizeof out->body, "%s %d, %s %d", seat_word(lang),
                     who / KARNAG_DRUIDS + 1, TR("druid", "druide"), who % KARNAG_DRUIDS + 1);
            out->owner = (int8_t)(who / KARNAG_DRUIDS);
            snprintf(out->icon, sizeof out->icon, "druid");
        }
        return 1;
    }
    if (sscanf(element, "cauldron.%d", &a) == 1 && a >= 0 && a < KARNAG_CAULDRONS) {
        snprintf(out->title, sizeof out->title, "%s %d", TR("Cauldron", "Chaudron"), a + 1);
        snprintf(out->body, sizeof out->body, "%s: %d / %d", TR("Druids", "Druides"),
                 karnag_cauldron_used(s, a), karnag_cauldron_places(d, g, a, s->h.players));
        out->count = karnag_cauldron_used(s, a);
        return 1;
    }
    if (strcmp(element, "council") == 0) {
        size_t used = (size_t)snprintf(out->title, sizeof out->title, "%s",
                                       TR("Sylvan council", "Conseil sylvestre"));
        (void)used;
        used = 0;
        for (int p = 0; p < s->h.players && used < sizeof out->body; p++)
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, "%s%s %d: %d",
                                     p ? ", " : "", seat_word(lang), p + 1,
                                     karnag_council_count(s, p));
        return 1;
    }
    if (strcmp(element, "round") == 0) {
        snprintf(out->title, sizeof out->title, "%s %d / %d", TR("Round", "Manche"), s->round,
                 s->rounds);
        out->count = s->round;
        return 1;
    }
    if (strcmp(element, "deck") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Power cards", "Cartes Pouvoir"));
        out->count = s->deck_count;
        out->hidden = 1;
        return 1;
    }
    if (strcmp(element, "die") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Die", "Dé"));
        out->count = s->die;
        return 1;
    }
    if (strcmp(element, "order") == 0) {
        size_t used = 0;
        snprintf(out->title, sizeof out->title, "%s", TR("Play order", "Ordre du tour"));
        for (int i = 0; i < s->h.players && used < sizeof out->body; i++)
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, "%s%d",
                                     i ? " > " : "", s->order[i] + 1);
        return 1;
    }
    if (sscanf(element, "drawn.%d", &a) == 1 && a >= 0 && a < KARNAG_DRAW_MAX) {
        if (a >= s->drawn_count) return 0;
        int cd = s->drawn[a];
        if (cd < 0) {
            out->hidden = 1;
            return 1;
        }
        const nm_component *cc = karnag_item(d, KARNAG_K_CARDS, cd);
        snprintf(out->title, sizeof out->title, "%s", cc->name[lang ? 1 : 0]);
        snprintf(out->body, sizeof out->body, "%s", cc->text[lang ? 1 : 0]);
        return 1;
    }
    if (sscanf(element, "slot.%d.%d.%d", &a, &b, &c) == 3 && a >= 0 && a < KARNAG_TILES && b >= 0 &&
        b < 2 && c >= 0 && c < KARNAG_PLACES) {
        const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->row[a]);
        snprintf(out->title, sizeof out->title, "%s", t->name[lang ? 1 : 0]);
        if (c >= (b == 0 ? karnag_main_places(d, s->h.players, a)
                         : karnag_rule_at(d, KARNAG_R_SECONDARY, s->h.players - 2))) {
            out->dimmed = 1;
            snprintf(out->body, sizeof out->body, "%s", TR("Not used with this many players",
                                                            "Inutilisée à ce nombre de joueurs"));
            return 1;
        }
        out->owner = s->slot[a][b][c];
        out->dimmed = s->slot_done[a][b][c];
        snprintf(out->body, sizeof out->body, "%s", b ? TR("Secondary action", "Action secondaire")
                                                      : TR("Main action", "Action principale"));
        return 1;
    }
    if (sscanf(element, "tile.%d", &a) == 1 && a >= 0 && a < KARNAG_TILES) {
        const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->row[a]);
        snprintf(out->title, sizeof out->title, "%s", t->name[lang ? 1 : 0]);
        snprintf(out->body, sizeof out->body, "%s", t->text[lang ? 1 : 0]);
        snprintf(out->icon, sizeof out->icon, "%s", nm_data_str(d, t->field[KARNAG_T_ART]));
        return 1;
    }
    if (sscanf(element, "track.%d.%d", &a, &b) == 2 && a >= 0 && a < s->h.players && b >= 0 &&
        b < karnag_count(d, KARNAG_K_TRACKS)) {
        const nm_component *t = karnag_item(d, KARNAG_K_TRACKS, b);
        snprintf(out->title, sizeof out->title, "%s", t->name[lang ? 1 : 0]);
        snprintf(out->body, sizeof out->body, "%s", t->text[lang ? 1 : 0]);
        out->owner = (int8_t)a;
        out->count = s->seat[a].track[b];
        return 1;
    }
    if (sscanf(element, "seat.%d", &a) == 1 && a >= 0 && a < s->h.players) {
        const karnag_seat *q = &s->seat[a];
        snprintf(out->title, sizeof out->title, "%s %d", seat_word(lang), a + 1);
        snprintf(out->body, sizeof out->body, "%d %s, %d mana, %d %s", q->vp, TR("VP", "PV"),
                 q->mana, KARNAG_MENHIRS - q->menhirs, TR("menhirs left", "menhirs restants"));
        out->owner = (int8_t)a;
        out->count = q->vp;
        return 1;
    }
    if (sscanf(element, "hand.%d", &a) == 1 && a >= 0 && a < s->h.players) {
        const karnag_seat *q = &s->seat[a];
        snprintf(out->title, sizeof out->title, "%s", TR("Power cards", "Cartes Pouvoir"));
        size_t used = 0;
        for (int i = 0; i < q->hand_count && used < sizeof out->body; i++) {
            if (q->hand[i] < 0) {
                out->hidden = 1;
                continue;
            }
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, "%s%s",
                                     used ? ", " : "",
                                     karnag_item(d, KARNAG_K_CARDS, q->hand[i])->name[lang ? 1 : 0]);
        }
        out->owner = (int8_t)a;
        out->count = q->hand_count;
        return 1;
    }
    if (sscanf(element, "reserve.%d", &a) == 1 && a >= 0 && a < s->h.players) {
        size_t used = 0;
        snprintf(out->title, sizeof out->title, "%s", TR("Captured creatures", "Créatures capturées"));
        for (int sp = 0; sp < karnag_count(d, KARNAG_K_SPECIES) && used < sizeof out->body; sp++)
            used += (size_t)snprintf(out->body + used, sizeof out->body - used, "%s%s %d",
                                     sp ? ", " : "",
                                     karnag_item(d, KARNAG_K_SPECIES, sp)->name[lang ? 1 : 0],
                                     karnag_reserve_count(d, s, a, sp));
        out->owner = (int8_t)a;
        out->count = karnag_reserve_count(d, s, a, -1);
        return 1;
    }
    if (sscanf(element, "druid.%d.%d", &a, &b) == 2 && a >= 0 && a < s->h.players && b >= 0 &&
        b < KARNAG_DRUIDS) {
        int at = s->seat[a].druid[b];
        snprintf(out->title, sizeof out->title, "%s %d", TR("Druid", "Druide"), b + 1);
        if (at == KARNAG_D_COUNCIL) snprintf(out->body, sizeof out->body, "%s", TR("At the council", "Au conseil"));
        else if (at >= KARNAG_D_CAULDRON) snprintf(out->body, sizeof out->body, "%s %d", TR("In cauldron", "Au chaudron"), at - KARNAG_D_CAULDRON + 1);
        else if (at >= 0) snprintf(out->body, sizeof out->body, "%s %d", TR("On path", "Sur le chemin"), at);
        else snprintf(out->body, sizeof out->body, "%s", TR("Not placed", "Pas encore placé"));
        out->owner = (int8_t)a;
        return 1;
    }
    return 0;
}

/* Deals the cards seat has not seen (other hands, the deck, cards another seat is drawing)
 * and the face-down creatures at random, counts unchanged, and gives the rules a fresh
 * generator: a world seat cannot tell apart from the true one. */
void karnag_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng) {
    karnag_state *s = obs_state;
    int ncard = karnag_count(d, KARNAG_K_CARDS), nc = karnag_count(d, KARNAG_K_CREATURES);
    uint8_t seen[KARNAG_CARD_MAX] = {0};
    int16_t pool[KARNAG_CARD_MAX > KARNAG_CR_MAX ? KARNAG_CARD_MAX : KARNAG_CR_MAX];
    int n = 0, next = 0;
    for (int i = 0; i < s->seat[seat].hand_count; i++)
        if (s->seat[seat].hand[i] >= 0) seen[s->seat[seat].hand[i]] = 1;
    for (int i = 0; i < s->drawn_count; i++)
        if (s->drawn[i] >= 0) seen[s->drawn[i]] = 1;
    for (int c = 0; c < ncard; c++)
        if (!seen[c]) pool[n++] = (int16_t)c;
    /* marked-back cards are never in a hand: the plain cards go first, for the hands */
    nm_rng_shuffle16(rng, pool, n);
    int16_t sorted[KARNAG_CARD_MAX];
    int k = 0;
    for (int back = 0; back < 2; back++)
        for (int i = 0; i < n; i++)
            if (karnag_item(d, KARNAG_K_CARDS, pool[i])->field[KARNAG_CD_BACK] == back)
                sorted[k++] = pool[i];
    memcpy(pool, sorted, sizeof(int16_t) * (size_t)n);
    for (int p = 0; p < s->h.players; p++)
        for (int i = 0; i < s->seat[p].hand_count; i++)
            if (s->seat[p].hand[i] < 0 && next < n) s->seat[p].hand[i] = (int8_t)pool[next++];
    for (int i = 0; i < s->drawn_count; i++)
        if (s->drawn[i] < 0 && next < n) s->drawn[i] = (int8_t)pool[next++];
    /* the deck gets the rest, in a random order */
    int rest = n - next;
    nm_rng_shuffle16(rng, pool + next, rest);
    for (int i = 0; i < s->deck_count && next < n; i++) s->deck[i] = (int8_t)pool[next++];
    int m = 0;
    for (int c = 0; c < nc; c++)
        if (s->cr_loc[c] == KARNAG_CR_BAG) pool[m++] = (int16_t)c;
    nm_rng_shuffle16(rng, pool, m);
    for (int i = 0; i < m && i < s->bag_count; i++) s->bag[i] = (int8_t)pool[i];
    s->h.rng.state = ((uint64_t)nm_rng_next(rng) << 32) | nm_rng_next(rng);
    s->h.rng.inc = (((uint64_t)nm_rng_next(rng) << 32) | nm_rng_next(rng)) | 1u;
}
