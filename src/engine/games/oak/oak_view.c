/* oak_view.c - what players see: action labels and board elements, the observation of a
 * seat (hidden orders of decks and piles masked), element descriptions in English and
 * French, and the data cross-checks that keep labels unique and the board complete. */
#include <stdio.h>
#include <string.h>
#include "oak.h"

static const char *const res_en[] = {"feathers", "mistletoe", "runes"};
static const char *const res_fr[] = {"plumes", "gui", "runes"};
static const char *const ing_en[] = {"bark", "root", "blueberry", "acorn", "mushroom"};
static const char *const ing_fr[] = {"écorce", "racine", "myrtille", "gland", "champignon"};
static const char *const temple_id[] = {"feather", "mistletoe", "rune"};

static const char *nm0(const nm_data *d, int kind, int i) {
    const nm_kind_data *k = oak_kind(d, kind);
    return i >= 0 && i < k->count ? k->items[i].name[0] : "?";
}

static void druid_name(const nm_data *d, const oak_state *s, int seat, int i, char *b, size_t n) {
    int e = i >= 0 && i < OAK_DRUIDS ? s->seat[seat].druid[i].elder : -1;
    if (e < 0) snprintf(b, n, "an ordinary druid");
    else snprintf(b, n, "the %s", nm0(d, OAK_K_ELDERS, e));
}

void oak_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    const oak_state *s = state;
    int seat = s->current;
    char tmp[64];
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = oak_ctx(d, s);
        nm_vm_label(&ctx, a, buf, n);
        return;
    }
    switch (a->kind) {
    case OAK_ACT_ORDER: snprintf(buf, n, "choose %s", nm0(d, OAK_K_ORDERS, a->p[0])); break;
    case OAK_ACT_TEMPLE:
        if (oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_TEMPLE) == OAK_T_HEART)
            snprintf(buf, n, "%s: card action %d", nm0(d, OAK_K_ASSEMBLY, a->p[0]), a->p[2] + 1);
        else if (a->p[1] == a->p[2])
            snprintf(buf, n, "%s: temple space %d", nm0(d, OAK_K_ASSEMBLY, a->p[0]), a->p[1] + 1);
        else
            snprintf(buf, n, "%s: temple space %d as %d stones", nm0(d, OAK_K_ASSEMBLY, a->p[0]),
                     a->p[1] + 1, a->p[2] + 1);
        break;
    case OAK_ACT_OAK: {
        int8_t tg[2], dr;
        int nt = oak_climb_targets(d, s, seat, a->p[1], 0, tg, &dr), ti = a->p[2] % 4;
        const char *sp = ti < nt ? oak_kind(d, OAK_K_SPACES)->items[tg[ti]].id : "?";
        if (oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_OAK_RES) < 3) {
            snprintf(buf, n, "%s: Oak action to %s", nm0(d, OAK_K_ASSEMBLY, a->p[0]), sp);
        } else {
            int8_t mix[3];
            oak_pay_options(d, s, seat, oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_OAK_COST), a->p[2] / 4, mix);
            snprintf(buf, n, "%s: Oak action to %s paying %d/%d/%d", nm0(d, OAK_K_ASSEMBLY, a->p[0]), sp,
                     mix[0], mix[1], mix[2]);
        }
        break;
    }
    case OAK_ACT_SPECIAL:
        if (a->p[0] < 2) snprintf(buf, n, "special: %s space %d", nm0(d, OAK_K_ORDERS, s->seat[seat].order), a->p[0] + 1);
        else if (a->p[0] == 2) snprintf(buf, n, "special: erect a Menhir");
        else snprintf(buf, n, "special: use %s", nm0(d, OAK_K_ARTIFACTS, s->seat[seat].art[(a->p[0] - 3) % OAK_ART_SLOTS]));
        break;
    case OAK_ACT_DRUID:
        druid_name(d, s, seat, a->p[0], tmp, sizeof tmp);
        if (s->pend.kind == OAK_ACT_SPECIAL && s->pend.where == 2) {
            int8_t c[3] = {0, 0, 0};
            if (oak_menhir_cost(d, s, seat, a->p[0], 0, c) > 1) {
                /* the discount's resource is the player's choice: name the payment */
                oak_menhir_cost(d, s, seat, a->p[0], a->p[1], c);
                snprintf(buf, n, "place %s paying %d/%d/%d", tmp, c[0], c[1], c[2]);
                break;
            }
        }
        snprintf(buf, n, "place %s", tmp);
        break;
    case OAK_ACT_SECOND:
        druid_name(d, s, seat, a->p[0], tmp, sizeof tmp);
        snprintf(buf, n, "send %s to the roots", tmp);
        break;
    case OAK_ACT_EXTRA_OAK:
        if (!a->p[0]) snprintf(buf, n, "no extra Oak action");
        else snprintf(buf, n, "extra Oak action to %s", oak_kind(d, OAK_K_SPACES)->items[a->p[1]].id);
        break;
    case OAK_ACT_TRADE:
        snprintf(buf, n, "trade %s+%s for 1 %s", ing_en[a->p[0] % 5], ing_en[a->p[1] % 5], res_en[a->p[2] % 3]);
        break;
    case OAK_ACT_LIMIT: {
        int8_t c[3] = {0, 0, 0};
        oak_limit_cost(d, s, seat, a->p[1], c);
        snprintf(buf, n, "raise the %s limit paying %d/%d/%d", a->p[0] ? "creature" : "sanctuary",
                 c[0], c[1], c[2]);
        break;
    }
    case OAK_ACT_REFRESH: {
        const int8_t *row = a->p[0] ? s->arow : s->row;
        int kind = a->p[0] ? OAK_K_ARTIFACTS : OAK_K_CREATURES, full = 1;
        for (int i = 0; i < OAK_ROW; i++) full &= row[i] >= 0;
        if (!full) {
            snprintf(buf, n, "%s", a->p[0] ? "refresh the artifacts (1 rune)" : "refresh the creatures (1 mistletoe)");
            break;
        }
        const int8_t *o = oak_perm3[a->p[1] % 6];
        snprintf(buf, n, "refresh the %s (1 %s), bottom: %s", a->p[0] ? "artifacts" : "creatures",
                 a->p[0] ? "rune" : "mistletoe", nm0(d, kind, row[o[2]]));
        size_t used = strlen(buf);
        snprintf(buf + used, n > used ? n - used : 0, ", then %s, then %s", nm0(d, kind, row[o[1]]), nm0(d, kind, row[o[0]]));
        break;
    }
    case OAK_ACT_CONVERT: snprintf(buf, n, "convert 1 %s to %s", res_en[a->p[0] % 3], res_en[a->p[1] % 3]); break;
    case OAK_ACT_ING_TRADE: snprintf(buf, n, "return %s for 1 %s", ing_en[a->p[0] % 5], res_en[a->p[1] % 3]); break;
    case OAK_ACT_CARW: snprintf(buf, n, "discard %s for VP", nm0(d, OAK_K_CREATURES, a->p[0])); break;
    case OAK_ACT_END_TURN: snprintf(buf, n, "end turn"); break;
    case OAK_ACT_PASS: snprintf(buf, n, "pass"); break;
    case OAK_ACT_GATHER:
        snprintf(buf, n, "gather %s%s", ing_en[a->p[0] % 5], a->p[1] ? " without a druid" : "");
        break;
    case OAK_ACT_GATHER_BAG:
        snprintf(buf, n, "gather %s from the bag, discarding %s", ing_en[a->p[0] % 5], ing_en[a->p[1] % 5]);
        break;
    case OAK_ACT_DONE: snprintf(buf, n, "stop gathering"); break;
    case OAK_ACT_DUSK:
        druid_name(d, s, seat, a->p[0], tmp, sizeof tmp);
        snprintf(buf, n, "Dusk: rest %s", tmp);
        break;
    default: snprintf(buf, n, "unknown action %u", a->kind); break;
    }
}

void oak_element(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    const oak_state *s = state;
    int seat = s->current;
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        snprintf(buf, n, "choices");
        return;
    }
    switch (a->kind) {
    case OAK_ACT_ORDER: snprintf(buf, n, "orders.%d", a->p[0]); break;
    case OAK_ACT_TEMPLE: {
        int t = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_TEMPLE);
        if (t == OAK_T_HEART) snprintf(buf, n, "seat.%d.heart", seat);
        else snprintf(buf, n, "temple.%s.%d", temple_id[t], a->p[1]);
        break;
    }
    case OAK_ACT_OAK: {
        int8_t tg[2], dr;
        int nt = oak_climb_targets(d, s, seat, a->p[1], 0, tg, &dr), ti = a->p[2] % 4;
        if (ti < nt) snprintf(buf, n, "oak.%s", oak_kind(d, OAK_K_SPACES)->items[tg[ti]].id);
        else snprintf(buf, n, "choices");
        break;
    }
    case OAK_ACT_SPECIAL:
        if (a->p[0] < 2) snprintf(buf, n, "seat.%d.order.%d", seat, a->p[0]);
        else if (a->p[0] == 2) snprintf(buf, n, "menhir.%d", seat);
        else snprintf(buf, n, "seat.%d.artifact.%d", seat, a->p[0] - 3);
        break;
    case OAK_ACT_DRUID:
    case OAK_ACT_DUSK: snprintf(buf, n, "seat.%d.rest", seat); break;
    case OAK_ACT_SECOND: snprintf(buf, n, "roots"); break;
    case OAK_ACT_EXTRA_OAK:
        if (a->p[0]) snprintf(buf, n, "oak.%s", oak_kind(d, OAK_K_SPACES)->items[a->p[1]].id);
        else snprintf(buf, n, "choices");
        break;
    case OAK_ACT_TRADE:
    case OAK_ACT_ING_TRADE: snprintf(buf, n, "seat.%d.ingredients", seat); break;
    case OAK_ACT_LIMIT: snprintf(buf, n, "seat.%d.limit.%d", seat, a->p[0]); break;
    case OAK_ACT_REFRESH: snprintf(buf, n, "%s", a->p[0] ? "artifacts.pile" : "creatures.deck"); break;
    case OAK_ACT_CONVERT: snprintf(buf, n, "seat.%d.resources", seat); break;
    case OAK_ACT_CARW: snprintf(buf, n, "seat.%d.creatures", seat); break;
    case OAK_ACT_END_TURN: snprintf(buf, n, "end_turn"); break;
    case OAK_ACT_PASS:
    case OAK_ACT_DONE: snprintf(buf, n, "pass"); break;
    case OAK_ACT_GATHER: snprintf(buf, n, "forest"); break;
    case OAK_ACT_GATHER_BAG: snprintf(buf, n, "bag"); break;
    default: snprintf(buf, n, "choices"); break;
    }
}

void oak_observe(const nm_data *d, const void *state, int seat, void *out) {
    (void)d;
    (void)seat;
    oak_state *o = out;
    memcpy(o, state, sizeof *o);
    /* orders of decks, piles, the box and Broichan's cards are hidden from everyone */
    memset(o->deck, -1, sizeof o->deck);
    memset(o->apile, -1, sizeof o->apile);
    memset(o->bot_deck, -1, sizeof o->bot_deck);
    memset(o->box, -1, sizeof o->box);
    nm_rng_seed(&o->h.rng, 0);
}

/* Deals the cards the observer cannot see: every creature, artifact, potion and Broichan
 * card not visible elsewhere goes, shuffled, into the masked deck, pile, box and deck. */
static void refill(nm_rng *rng, int8_t *v, int count, const uint8_t *seen, int total) {
    int n = 0;
    for (int i = 0; i < total && n < count; i++)
        if (!seen[i]) v[n++] = (int8_t)i;
    for (int i = n - 1; i > 0; i--) {
        int r = (int)nm_rng_below(rng, (uint32_t)(i + 1));
        int8_t t = v[i];
        v[i] = v[r];
        v[r] = t;
    }
}

void oak_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng) {
    oak_state *s = obs_state;
    uint8_t cr[64] = {0}, ar[64] = {0}, po[64] = {0}, bc[16] = {0};
    (void)seat;
    for (int i = 0; i < OAK_ROW; i++) {
        if (s->row[i] >= 0) cr[s->row[i]] = 1;
        if (s->arow[i] >= 0) ar[s->arow[i]] = 1;
    }
    for (int i = 0; i < s->drawn_count; i++) cr[s->drawn[i]] = 1;
    for (int i = 0; i < s->discard_count; i++) cr[s->discard[i]] = 1;
    for (int i = 0; i < 3; i++)
        if (s->potion_row[i] >= 0) po[s->potion_row[i]] = 1;
    for (int i = 0; i < s->bot_discard_count; i++) bc[s->bot_discard[i]] = 1;
    for (int p = 0; p < s->seats; p++) {
        const oak_seat *ps = &s->seat[p];
        for (int i = 0; i < ps->creature_count; i++) cr[ps->creatures[i]] = 1;
        for (int i = 0; i < ps->bot_creature_count; i++) cr[ps->bot_creatures[i]] = 1;
        for (int i = 0; i < OAK_ART_SLOTS; i++)
            if (ps->art[i] >= 0) ar[ps->art[i]] = 1;
        for (int i = 0; i < ps->spent_count; i++) ar[ps->spent[i]] = 1;
        for (int i = 0; i < ps->bot_artifact_count; i++) ar[ps->bot_artifacts[i]] = 1;
        if (ps->private_potion >= 0) po[ps->private_potion] = 1;
    }
    refill(rng, s->deck, s->deck_count, cr, oak_kind(d, OAK_K_CREATURES)->count);
    refill(rng, s->apile, s->apile_count, ar, oak_kind(d, OAK_K_ARTIFACTS)->count);
    refill(rng, s->box, s->box_count, po, oak_kind(d, OAK_K_POTIONS)->count);
    if (s->solo) refill(rng, s->bot_deck, s->bot_deck_count, bc, oak_kind(d, OAK_K_BOT)->count);
    nm_rng_seed(&s->h.rng, ((uint64_t)nm_rng_next(rng) << 32) | nm_rng_next(rng));
}

/* The AI's playout policy: free actions (trades, raises, refreshes...) are many and rarely
 * the point of a turn, so nine times in ten the playout picks among the other actions. */
int oak_playout(const nm_data *d, const void *state, const nm_action_list *legal, nm_rng *rng) {
    (void)d;
    (void)state;
    int main_n = 0;
    for (int i = 0; i < legal->count; i++) {
        int k = legal->a[i].kind;
        main_n += !(k >= OAK_ACT_TRADE && k <= OAK_ACT_CARW);
    }
    if (main_n == 0 || main_n == legal->count || nm_rng_below(rng, 10) == 0)
        return (int)nm_rng_below(rng, (uint32_t)legal->count);
    int pick = (int)nm_rng_below(rng, (uint32_t)main_n);
    for (int i = 0; i < legal->count; i++) {
        int k = legal->a[i].kind;
        if (!(k >= OAK_ACT_TRADE && k <= OAK_ACT_CARW) && pick-- == 0) return i;
    }
    return 0;
}

#define TR(en, fr) (lang == 1 ? (fr) : (en))

int oak_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                 nm_element_view *out) {
    const oak_state *s = state;
    int i = -1, j = -1;
    char w[32];
    (void)viewer;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    if (sscanf(element, "seat.%d.%31s", &i, w) == 2 || sscanf(element, "seat.%d", &i) == 1) {
        if (i < 0 || i >= s->seats) return 0;
        const oak_seat *p = &s->seat[i];
        out->owner = (int8_t)i;
        snprintf(out->title, sizeof out->title, "%s %d%s", i == oak_bot(s) ? "Broichan" : TR("Seat", "Place"), i + 1,
                 !s->h.over && s->current == i ? TR(" (turn)", " (joue)") : "");
        snprintf(out->body, sizeof out->body,
                 TR("VP %d; %s %d, %s %d, %s %d; roots %d, rest %d",
                    "PV %d ; %s %d, %s %d, %s %d ; racines %d, repos %d"),
                 p->vp, TR(res_en[0], res_fr[0]), p->res[0], TR(res_en[1], res_fr[1]), p->res[1],
                 TR(res_en[2], res_fr[2]), p->res[2], oak_count_loc(s, i, OAK_L_ROOTS),
                 oak_count_loc(s, i, OAK_L_REST));
        out->count = p->vp;
        return 1;
    }
    if (sscanf(element, "creature.%d", &i) == 1 && i >= 0 && i < OAK_ROW) {
        if (s->row[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_CREATURES)->items[s->row[i]];
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            snprintf(out->body, sizeof out->body, "%s", c->text[lang]);
            out->count = c->field[OAK_C_VP];
        }
        return 1;
    }
    if (sscanf(element, "artifact.%d", &i) == 1 && i >= 0 && i < OAK_ROW) {
        if (s->arow[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_ARTIFACTS)->items[s->arow[i]];
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            snprintf(out->body, sizeof out->body, "%s", c->text[lang]);
        }
        return 1;
    }
    if (sscanf(element, "potion.%d", &i) == 1 && i >= 0 && i < 3) {
        if (s->potion_row[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_POTIONS)->items[s->potion_row[i]];
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            snprintf(out->body, sizeof out->body, "%s", c->text[lang]);
        }
        return 1;
    }
    if (strcmp(element, "forest") == 0) {
        int cnt[OAK_ING] = {0}, tot = 0;
        for (int k = 0; k < OAK_FOREST; k++)
            if (s->forest[k] >= 0) cnt[s->forest[k]]++, tot++;
        snprintf(out->title, sizeof out->title, "%s", TR("Forest", "Forêt"));
        snprintf(out->body, sizeof out->body, "%s %d, %s %d, %s %d, %s %d, %s %d",
                 TR(ing_en[0], ing_fr[0]), cnt[0], TR(ing_en[1], ing_fr[1]), cnt[1],
                 TR(ing_en[2], ing_fr[2]), cnt[2], TR(ing_en[3], ing_fr[3]), cnt[3],
                 TR(ing_en[4], ing_fr[4]), cnt[4]);
        out->count = tot;
        return 1;
    }
    if (strcmp(element, "sun_track") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Sun track", "Piste Solaire"));
        snprintf(out->body, sizeof out->body, TR("Sun on space %d, round %d", "Soleil sur la case %d, manche %d"),
                 s->sun + 1, s->round);
        out->count = s->sun + 1;
        return 1;
    }
    if (sscanf(element, "temple.%31[a-z].%d", w, &j) == 2) {
        int t = -1;
        for (int k = 0; k < 3; k++)
            if (strcmp(w, temple_id[k]) == 0) t = k;
        if (t < 0 || j < 0 || j > 2) return 0;
        int cnt = t < 3 && s->neutral[t] == j;
        for (int p = 0; p < s->seats; p++)
            for (int k = 0; k < OAK_DRUIDS; k++)
                cnt += s->seat[p].druid[k].loc == OAK_L_TEMPLE && s->seat[p].druid[k].a == t && s->seat[p].druid[k].b == j;
        snprintf(out->title, sizeof out->title, TR("Temple space, %d stones", "Emplacement de temple, %d pierres"), j + 1);
        snprintf(out->body, sizeof out->body, TR("%d druids here", "%d druides ici"), cnt);
        out->count = cnt;
        return 1;
    }
    if (strncmp(element, "oak.", 4) == 0) {
        int sp = nm_data_find(oak_kind(d, OAK_K_SPACES), element + 4);
        if (sp < 0) return 0;
        const nm_component *c = &oak_kind(d, OAK_K_SPACES)->items[sp];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        snprintf(out->body, sizeof out->body, "%s%s", c->text[lang],
                 (s->sun_tokens >> sp & 1u) ? TR(" Sun token.", " Jeton Solaire.") : "");
        out->dimmed = (int8_t)(s->blocked >> sp & 1u);
        return 1;
    }
    if (strcmp(element, "broichan") == 0) {
        if (!s->solo) return 0;
        const oak_seat *p = &s->seat[oak_bot(s)];
        snprintf(out->title, sizeof out->title, "Broichan");
        snprintf(out->body, sizeof out->body,
                 TR("VP %d; %d druids on the roots; %d cards in his deck, %d discarded",
                    "PV %d ; %d druides aux racines ; %d cartes dans sa pioche, %d défaussées"),
                 p->vp, oak_count_loc(s, oak_bot(s), OAK_L_ROOTS), s->bot_deck_count, s->bot_discard_count);
        out->owner = (int8_t)oak_bot(s);
        out->count = p->vp;
        return 1;
    }
    if (strcmp(element, "creatures.deck") == 0 || strcmp(element, "artifacts.pile") == 0 ||
        strcmp(element, "sanctuaries") == 0 || strcmp(element, "bag") == 0) {
        int c = element[0] == 'c' ? s->deck_count : element[0] == 'a' ? s->apile_count
                : element[0] == 's' ? s->sanct_pile : 0;
        if (element[0] == 'b')
            for (int k = 0; k < OAK_ING; k++) c += s->bag[k];
        snprintf(out->title, sizeof out->title, "%s",
                 element[0] == 'c' ? TR("Creature deck", "Pioche de Créatures")
                 : element[0] == 'a' ? TR("Artifact pile", "Pile d'Artéfacts")
                 : element[0] == 's' ? TR("Sanctuary / Menhir cards", "Cartes Sanctuaire / Menhir")
                                     : TR("Bag of ingredients", "Sac d'ingrédients"));
        snprintf(out->body, sizeof out->body, TR("%d left", "%d restant(s)"), c);
        out->hidden = (int8_t)(element[0] != 's');
        out->count = c;
        return 1;
    }
    if (strcmp(element, "choices") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Choice", "Choix"));
        if (!s->vm.waiting) out->dimmed = 1;
        return 1;
    }
    return 0;
}

static int need_element(const nm_data *d, const char *id, nm_errors *err) {
    if (nm_board_find(&d->board, id)) return 0;
    nm_errors_add(err, "oak/board.json: elements: missing element \"%s\" (the game plays on it)", id);
    return 1;
}

static int unique_names(const nm_data *d, int kind, nm_errors *err) {
    const nm_kind_data *k = oak_kind(d, kind);
    int bad = 0;
    for (int i = 0; i < k->count; i++)
        for (int j = 0; j < i; j++)
            if (strcmp(k->items[i].name[0], k->items[j].name[0]) == 0) {
                nm_errors_add(err, "oak/%s.json: %s.name.en: \"%s\" is already the name of \"%s\" (names must be unique)",
                              k->kind->name, k->items[i].id, k->items[i].name[0], k->items[j].id);
                bad++;
            }
    return bad;
}

int oak_check_data(const nm_data *d, nm_errors *err) {
    int bad = 0;
    char id[64];
    for (int t = 0; t < 3; t++)
        for (int sp = 0; sp < 3; sp++) {
            snprintf(id, sizeof id, "temple.%s.%d", temple_id[t], sp);
            bad += need_element(d, id, err);
        }
    const nm_kind_data *sk = oak_kind(d, OAK_K_SPACES);
    for (int i = 0; i < sk->count; i++) {
        snprintf(id, sizeof id, "oak.%s", sk->items[i].id);
        bad += need_element(d, id, err);
        int len = 0;
        const int32_t *next = nm_data_ints(d, sk->items[i].field[OAK_S_NEXT], &len);
        for (int k = 0; k < len; k++)
            if (oak_space_id(d, sk->items[i].field[OAK_S_BRANCH], next[k]) < 0) {
                nm_errors_add(err, "oak/oak_spaces.json: %s.next[%d]: no space %d on this branch", sk->items[i].id, k, next[k]);
                bad++;
            }
        if ((len == 0) != (sk->items[i].field[OAK_S_FINAL] != OAK_F_NONE)) {
            nm_errors_add(err, "oak/oak_spaces.json: %s: a final space has no next space and every other space has one",
                          sk->items[i].id);
            bad++;
        }
    }
    for (int b = 0; b < 3; b++)
        if (oak_space_id(d, b, 0) < 0) {
            nm_errors_add(err, "oak/oak_spaces.json: branch %s has no space with index 0", temple_id[b]);
            bad++;
        }
    for (int p = 0; p < OAK_MAX_PLAYERS; p++) {
        static const char *const per[] = {"rest", "heart", "order.0", "order.1", "artifact.0", "artifact.1",
                                          "artifact.2", "ingredients", "limit.0", "limit.1", "resources",
                                          "creatures"};
        for (int k = 0; k < 12; k++) {
            snprintf(id, sizeof id, "seat.%d.%s", p, per[k]);
            bad += need_element(d, id, err);
        }
        snprintf(id, sizeof id, "menhir.%d", p);
        bad += need_element(d, id, err);
    }
    const nm_kind_data *ok = oak_kind(d, OAK_K_ORDERS);
    for (int o = 0; o < ok->count; o++) {
        snprintf(id, sizeof id, "orders.%d", o);
        bad += need_element(d, id, err);
    }
    static const char *const fixed[] = {"choices", "roots", "forest", "bag", "pass", "end_turn", "sun_track",
                                        "creatures.deck", "artifacts.pile", "creature.0", "creature.1",
                                        "creature.2", "artifact.0", "artifact.1", "artifact.2", "potion.0",
                                        "potion.1", "potion.2", "sanctuaries", "broichan"};
    for (int k = 0; k < (int)(sizeof fixed / sizeof fixed[0]); k++) bad += need_element(d, fixed[k], err);
    int kinds[] = {OAK_K_ASSEMBLY, OAK_K_ORDERS, OAK_K_ELDERS, OAK_K_POTIONS, OAK_K_ARTIFACTS, OAK_K_CREATURES};
    for (int k = 0; k < 6; k++) bad += unique_names(d, kinds[k], err);
    int n = 0;
    oak_rule_ints(d, OAK_R_SUN_VP, &n);
    if (n != oak_rule(d, OAK_R_SUN_LEN)) {
        nm_errors_add(err, "oak/rules.json: sun_vp: %d values for a sun track of %d spaces", n, oak_rule(d, OAK_R_SUN_LEN));
        bad++;
    }
    int nk = 0, nv = 0;
    oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
    oak_rule_ints(d, OAK_R_DW_VP, &nv);
    if (nk != nv) {
        nm_errors_add(err, "oak/rules.json: dark_woods_vp: %d values for %d recipes", nv, nk);
        bad++;
    }
    for (int lvl = 1; lvl <= 3; lvl++) {
        int c = 0;
        for (int i = 0; i < oak_kind(d, OAK_K_POTIONS)->count; i++) c += oak_field(d, OAK_K_POTIONS, i, OAK_P_LEVEL) == lvl;
        if (c == 0) {
            nm_errors_add(err, "oak/potions.json: no potion of level %d (one of each level is laid out)", lvl);
            bad++;
        }
    }
    if (oak_kind(d, OAK_K_SANCT)->items[0].effect < 0) {
        nm_errors_add(err, "oak/sanctuaries.json: [0].effect: missing (what the Menhir space does)");
        bad++;
    }
    return bad ? -1 : 0;
}
