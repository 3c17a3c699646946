/* oak_view.c - what players see: action labels and board elements, the observation of a
 * seat (hidden orders of decks and piles masked), element descriptions in English and
 * French, and the data cross-checks that keep labels unique and the board complete. */
#include <stdio.h>
#include <string.h>
#include "nemeton/util.h"
#include "oak.h"
#include "nemeton/lang.h"

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
    /* an effect's choices and the refusal of an extra Oak action belong to no piece: the
     * action bar lists them, titled with the effect's name (describe "bar") */
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        snprintf(buf, n, "%s", NM_ELEMENT_BAR);
        return;
    }
    switch (a->kind) {
    case OAK_ACT_ORDER: snprintf(buf, n, "orders.%d", a->p[0]); break;
    case OAK_ACT_TEMPLE: {
        int t = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_TEMPLE);
        if (t == OAK_T_HEART) snprintf(buf, n, "me.heart");
        else snprintf(buf, n, "temple.%s.%d", temple_id[t], a->p[1]);
        break;
    }
    case OAK_ACT_OAK: {
        int8_t tg[2], dr;
        int nt = oak_climb_targets(d, s, seat, a->p[1], 0, tg, &dr), ti = a->p[2] % 4;
        if (ti < nt) snprintf(buf, n, "oak.%s", oak_kind(d, OAK_K_SPACES)->items[tg[ti]].id);
        else snprintf(buf, n, "%s", NM_ELEMENT_BAR);
        break;
    }
    case OAK_ACT_SPECIAL:
        if (a->p[0] < 2) snprintf(buf, n, "me.order.%d", a->p[0]);
        else if (a->p[0] == 2) snprintf(buf, n, "menhir.%d", seat);
        else snprintf(buf, n, "me.artifact.%d", a->p[0] - 3);
        break;
    case OAK_ACT_DRUID:
    case OAK_ACT_DUSK: snprintf(buf, n, "me.rest"); break;
    case OAK_ACT_SECOND: snprintf(buf, n, "roots"); break;
    case OAK_ACT_EXTRA_OAK:
        if (a->p[0]) snprintf(buf, n, "oak.%s", oak_kind(d, OAK_K_SPACES)->items[a->p[1]].id);
        else snprintf(buf, n, "%s", NM_ELEMENT_BAR);
        break;
    case OAK_ACT_TRADE:
    case OAK_ACT_ING_TRADE: snprintf(buf, n, "me.ingredients"); break;
    case OAK_ACT_LIMIT: snprintf(buf, n, "me.limit.%d", a->p[0]); break;
    case OAK_ACT_REFRESH: snprintf(buf, n, "%s", a->p[0] ? "artifacts.pile" : "creatures.deck"); break;
    case OAK_ACT_CONVERT: snprintf(buf, n, "me.resources"); break;
    case OAK_ACT_CARW: snprintf(buf, n, "me.creatures"); break;
    case OAK_ACT_END_TURN: snprintf(buf, n, "end_turn"); break;
    case OAK_ACT_PASS:
    case OAK_ACT_DONE: snprintf(buf, n, "pass"); break;
    case OAK_ACT_GATHER: snprintf(buf, n, "forest"); break;
    case OAK_ACT_GATHER_BAG: snprintf(buf, n, "bag"); break;
    default: snprintf(buf, n, "%s", NM_ELEMENT_BAR); break;
    }
}

/* The name of what the waiting choice belongs to: the component whose effect runs (a
 * Creature, an Artifact, a Potion...), the Assembly card whose action it is ("Narration"),
 * the card the pending action plays; "" when none is known. */
void oak_effect_title(const nm_data *d, const void *state, int lang, char *buf, size_t n) {
    const oak_state *s = state;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    buf[0] = 0;
    const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
    for (int f = s->vm.waiting ? s->vm.depth - 1 : -1; f >= 0; f--) {
        int e = s->vm.frame[f].effect, k = oak_effect_kind_scan(d, e);
        if (k >= 0) {
            const nm_kind_data *kd = oak_kind(d, k);
            int src = s->vm.frame[f].source;
            if (src >= 0 && src < kd->count) {
                snprintf(buf, n, "%s", kd->items[src].name[lang]);
                return;
            }
            for (int i = 0; i < kd->count; i++)
                if (kd->items[i].effect == e) {
                    snprintf(buf, n, "%s", kd->items[i].name[lang]);
                    return;
                }
        }
        for (int c = 0; c < ak->count; c++) /* an Assembly card's temple actions */
            for (int t = 0; t < 3; t++)
                if (ak->items[c].field[OAK_A_ACT1 + 3 * t] == e) {
                    snprintf(buf, n, "%s", ak->items[c].name[lang]);
                    return;
                }
    }
    if (s->vm.waiting && s->pend.card >= 0 && s->pend.card < ak->count)
        snprintf(buf, n, "%s", ak->items[s->pend.card].name[lang]);
    else if (!s->vm.waiting && s->pend.step == OAK_PEND_EXTRA)
        snprintf(buf, n, "%s", lang == 1 ? "Action du Chêne en plus" : "Extra Oak action");
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

/* The AI's name of an action: a refresh's order of the three cards under the pile is no
 * choice for it, since every world it samples reshuffles the piles (oak_determinize). */
void oak_search_key(const nm_data *d, const nm_action *a, nm_action *key) {
    (void)d;
    *key = *a;
    if (a->kind == OAK_ACT_REFRESH) key->p[1] = 0;
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

/* A component's rules text: its own words, or those its ops write (a mod's new card). The
 * buffer is used at once by the caller. */
static const char *rules_of(const nm_data *d, const nm_component *c, int lang) {
    static _Thread_local char buf[512];
    return nm_component_rules(d, c, lang, buf, sizeof buf);
}

static const char *const ing_icon[] = {"bark", "root", "blueberry", "acorn", "mushroom"};
static const char *const res_icon[] = {"feather", "mistletoe", "rune"};
static const char *const temple_en[] = {"Feather", "Mistletoe", "Rune"};
static const char *const temple_fr[] = {"Plume", "Gui", "Runes"};

static nm_piece *add_piece(nm_element_view *v, const char *icon, int seat, int count) {
    if (v->piece_count >= NM_VIEW_PIECES) return NULL;
    nm_piece *p = &v->pieces[v->piece_count++];
    memset(p, 0, sizeof *p);
    snprintf(p->icon, sizeof p->icon, "%s", icon);
    p->seat = (int8_t)seat;
    p->count = (int16_t)count;
    return p;
}

/* A Creature's, an Artifact's or a Potion's own art (its data's "art"). */
static const char *card_art(const nm_data *d, int kind, int i) {
    int f = kind == OAK_K_CREATURES ? OAK_C_ART : kind == OAK_K_ARTIFACTS ? OAK_AR_ART : OAK_P_ART;
    return nm_data_str(d, oak_field(d, kind, i, f));
}

/* The art of a druid: its Elder accessory, or the plain druid. */
static const char *druid_icon(const nm_data *d, const oak_druid *dr) {
    if (dr->elder < 0 || dr->elder >= oak_kind(d, OAK_K_ELDERS)->count) return "druid";
    const char *acc = nm_data_str(d, oak_field(d, OAK_K_ELDERS, dr->elder, OAK_E_ACCESSORY));
    return acc && acc[0] ? acc : "elder";
}

/* Pieces for every druid at a place (loc, and a/b when >= 0), ordinary ones of a seat
 * gathered into one piece with a count. */
static void druid_pieces(const nm_data *d, const oak_state *s, nm_element_view *v, int loc, int a, int b) {
    for (int p = 0; p < s->seats; p++) {
        int plain = 0;
        for (int k = 0; k < OAK_DRUIDS; k++) {
            const oak_druid *dr = &s->seat[p].druid[k];
            if (dr->loc != loc || (a >= 0 && dr->a != a) || (b >= 0 && dr->b != b)) continue;
            if (dr->elder >= 0) add_piece(v, druid_icon(d, dr), p, 1);
            else plain++;
        }
        if (plain) add_piece(v, "druid", p, plain);
    }
}

static void seat_name(const oak_state *s, int seat, int lang, char *b, size_t n) {
    if (seat == oak_bot(s)) snprintf(b, n, "Broichan");
    else snprintf(b, n, TR("Player %d", "Joueur %d"), seat + 1);
}

/* The seat an element of a player's board belongs to: "me.x" the viewer's, "opp.K.x" the
 * K-th seat after the viewer's, "seat.N.x" seat N; *rest points at "x" ("" for the board). */
static int board_seat(const oak_state *s, int viewer, const char *el, const char **rest) {
    int k = -1, len = 0;
    if (strncmp(el, "me", 2) == 0 && (el[2] == 0 || el[2] == '.')) {
        k = viewer;
        len = 2;
    } else if (sscanf(el, "opp.%d%n", &k, &len) == 1) {
        if (k < 1 || k >= s->seats) return -1;
        k = (viewer + k) % s->seats;
    } else if (sscanf(el, "seat.%d%n", &k, &len) != 1) {
        return -1;
    }
    if (k < 0 || k >= s->seats) return -1;
    *rest = el[len] == '.' ? el + len + 1 : el + len;
    return el[len] == '.' || el[len] == 0 ? k : -1;
}

static int potions_brewed(const oak_seat *p) {
    int n = 0;
    for (int i = 0; i <= OAK_MAX_POTIONS; i++) n += p->brewed[i];
    return n;
}

static int artifacts_held(const oak_seat *p) {
    int n = 0;
    for (int i = 0; i < OAK_ART_SLOTS; i++) n += p->art[i] >= 0;
    return n;
}

static void clip_text(char *dst, size_t n, const char *src) {
    size_t len = strlen(src);
    if (dst != src) snprintf(dst, n, "%s", src);
    if (len + 1 < n || n < 8) return;
    size_t p = n - 4; /* room for the ellipsis, on a character boundary */
    while (p > 0 && ((unsigned char)dst[p] & 0xC0) == 0x80) p--;
    memcpy(dst + p, "\xE2\x80\xA6", 4); /* the ellipsis and the end */
}

/* Broichan's own area (solo): his druids, deck and the cards he discarded face up. */
static int describe_broichan(const nm_data *d, const oak_state *s, int lang, const char *rest,
                             nm_element_view *out) {
    int b = oak_bot(s);
    const oak_seat *p = &s->seat[b];
    out->owner = (int8_t)b;
    if (strcmp(rest, "creatures") == 0 || strcmp(rest, "boards") == 0) { /* the cards he kept face up */
        int cre = rest[0] == 'c';
        const nm_kind_data *k = oak_kind(d, cre ? OAK_K_CREATURES : OAK_K_ARTIFACTS);
        int n = cre ? p->bot_creature_count : p->bot_artifact_count;
        snprintf(out->title, sizeof out->title, cre ? TR("Creatures (%d)", "Créatures (%d)") : TR("Artifacts (%d)", "Artéfacts (%d)"), n);
        out->body[0] = 0;
        for (int i = 0; i < n; i++)
            nm_strappendf(out->body, sizeof out->body, "%s%s", i ? ", " : "", k->items[cre ? p->bot_creatures[i] : p->bot_artifacts[i]].name[lang]);
        if (!n) snprintf(out->body, sizeof out->body, "%s", TR("none", "aucun"));
        clip_text(out->body, sizeof out->body, out->body);
        out->count = n;
        return 1;
    }
    if (strcmp(rest, "sanct") == 0) {
        snprintf(out->title, sizeof out->title, TR("Sanctuaries (%d)", "Sanctuaires (%d)"), p->bot_sanct);
        snprintf(out->body, sizeof out->body, "%s", TR("taken in turn on their 2 VP and 4 VP sides", "pris tour à tour côté 2 PV et côté 4 PV"));
        out->count = p->bot_sanct;
        return 1;
    }
    if (strcmp(rest, "deck") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Assembly deck", "Pioche Assemblée"));
        snprintf(out->body, sizeof out->body, TR("%d cards face down, %d discarded. Each turn he draws one and takes that temple's first free space.",
                                                 "%d cartes face cachée, %d défaussées. À son tour, il en pioche une et prend le premier emplacement libre de ce temple."),
                 s->bot_deck_count, s->bot_discard_count);
        return 1;
    }
    if (rest[0]) return 0;
    snprintf(out->title, sizeof out->title, "Broichan");
    snprintf(out->body, sizeof out->body,
             TR("Automaton. %d druids on the roots, %d cards in his deck, %d discarded; %d creatures, %d artifacts, %d sanctuaries kept face up.",
                "Automate. %d druides aux racines, %d cartes dans sa pioche, %d défaussées ; %d créatures, %d artéfacts, %d sanctuaires face visible."),
             oak_count_loc(s, b, OAK_L_ROOTS), s->bot_deck_count, s->bot_discard_count, p->bot_creature_count,
             p->bot_artifact_count, p->bot_sanct);
    out->count = p->vp;
    add_piece(out, "druid", b, oak_count_loc(s, b, OAK_L_ROOTS));
    add_piece(out, "card", -1, s->bot_deck_count);
    add_piece(out, "card_spent", -1, s->bot_discard_count);
    add_piece(out, "creature", -1, p->bot_creature_count);
    add_piece(out, "artifact", -1, p->bot_artifact_count);
    add_piece(out, "sanctuary", -1, p->bot_sanct);
    add_piece(out, "potion_done", -1, potions_brewed(p));
    for (int k = 0; k < OAK_ING; k++) add_piece(out, ing_icon[k], -1, p->ing[k]);
    (void)d;
    return 1;
}

/* One element of a player's order board (rest is the part after the seat). */
static int describe_board(const nm_data *d, const oak_state *s, int seat, int viewer, int lang,
                          const char *rest, nm_element_view *out) {
    const oak_seat *p = &s->seat[seat];
    char name[48];
    int k = -1;
    (void)viewer;
    if (seat == oak_bot(s)) return describe_broichan(d, s, lang, rest, out);
    out->owner = (int8_t)seat;
    seat_name(s, seat, lang, name, sizeof name);
    int order = p->order;
    const nm_component *oc = order >= 0 ? &oak_kind(d, OAK_K_ORDERS)->items[order] : NULL;
    if (!rest[0]) { /* the board itself: who, which order, VP and a summary */
        snprintf(out->title, sizeof out->title, "%s", name);
        snprintf(out->body, sizeof out->body, "%s", oc ? oc->name[lang] : TR("No order board yet", "Pas encore d'ordre"));
        if (s->first == seat) nm_strappendf(out->body, sizeof out->body, "%s", TR(" \xC2\xB7 first player", " \xC2\xB7 premier joueur"));
        if (p->state == OAK_SEAT_PASSED || p->state == OAK_SEAT_DONE)
            nm_strappendf(out->body, sizeof out->body, "%s", TR(" \xC2\xB7 passed", " \xC2\xB7 a passé"));
        out->count = p->vp;
        for (int r = 0; r < OAK_RES; r++) add_piece(out, res_icon[r], -1, p->res[r]);
        for (int g = 0; g < OAK_ING; g++) add_piece(out, ing_icon[g], -1, p->ing[g]);
        add_piece(out, "druid", seat, oak_count_loc(s, seat, OAK_L_REST));
        add_piece(out, "creature", -1, p->creature_count);
        add_piece(out, "sanctuary", -1, p->sanct_elder + p->sanct_ord + p->menhirs);
        add_piece(out, "artifact", -1, artifacts_held(p));
        return 1;
    }
    if (strcmp(rest, "rest") == 0) {
        int n = oc ? oc->field[OAK_O_REST] : oak_rule(d, OAK_R_START_REST), ne = oc ? oc->field[OAK_O_REST_ELDER] : 0;
        n += p->sanct_elder + p->sanct_ord;
        ne += p->sanct_elder;
        snprintf(out->title, sizeof out->title, TR("Rest (%d)", "Repos (%d)"), n);
        snprintf(out->body, sizeof out->body,
                 TR("%d druids resting on %d spaces, %d of them for Elders (Sanctuaries included). Active druids wait here.",
                    "%d druides au repos sur %d emplacements, dont %d pour un Aîné (Sanctuaires compris). Druides actifs."),
                 oak_count_loc(s, seat, OAK_L_REST), n, ne);
        druid_pieces(d, s, out, OAK_L_REST, -1, -1);
        for (int i = out->piece_count - 1; i >= 0; i--) /* only this seat's */
            if (out->pieces[i].seat != seat) out->pieces[i] = out->pieces[--out->piece_count];
        out->count = oak_count_loc(s, seat, OAK_L_REST);
        return 1;
    }
    if (sscanf(rest, "order.%d", &k) == 1 && k >= 0 && k < 2) {
        if (!oc || (k == 1 && oak_kind(d, OAK_K_ORDERS)->items[order].field[OAK_O_SP2] < 0)) {
            out->dimmed = 1;
            return 1;
        }
        int elder = oc->field[k ? OAK_O_SP2_ELDER : OAK_O_SP1_ELDER];
        snprintf(out->title, sizeof out->title, "%s", elder ? TR("Elder", "Aîné") : TR("Any druid", "Tout druide"));
        clip_text(out->body, sizeof out->body, rules_of(d, oc, lang));
        out->icon[0] = 0;
        snprintf(out->icon, sizeof out->icon, "%s", elder ? "elder" : "druid");
        for (int i = 0; i < OAK_DRUIDS; i++)
            if (p->druid[i].loc == OAK_L_ORDER && p->druid[i].a == k) add_piece(out, druid_icon(d, &p->druid[i]), seat, 1);
        return 1;
    }
    if (strcmp(rest, "heart") == 0) {
        int hc = -1;
        for (int c = 0; c < oak_kind(d, OAK_K_ASSEMBLY)->count; c++)
            if (oak_field(d, OAK_K_ASSEMBLY, c, OAK_A_TEMPLE) == OAK_T_HEART) hc = c;
        if (hc < 0 || !p->card[hc]) {
            out->dimmed = 1;
            return 1;
        }
        const nm_component *c = &oak_kind(d, OAK_K_ASSEMBLY)->items[hc];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        clip_text(out->body, sizeof out->body, rules_of(d, c, lang));
        snprintf(out->icon, sizeof out->icon, "oak");
        druid_pieces(d, s, out, OAK_L_HEART, -1, -1);
        return 1;
    }
    if (sscanf(rest, "artifact.%d", &k) == 1 && k >= 0 && k < OAK_ART_SLOTS) {
        if (k == 2 && !p->art_ext) { /* a short name: the slot is narrow */
            out->dimmed = 1;
            snprintf(out->title, sizeof out->title, "%s", TR("Slot 3", "Case 3"));
            snprintf(out->body, sizeof out->body, "%s",
                     TR("Closed: the Gift of the Gods potion opens this third Artifact slot.",
                        "Fermée : la potion Don des Dieux ouvre cette troisième case d'Artéfact."));
            return 1;
        }
        if (p->art[k] < 0) {
            snprintf(out->title, sizeof out->title, "%s", TR("Free slot", "Libre"));
            snprintf(out->body, sizeof out->body, "%s",
                     TR("An Artifact you take goes here, turned to its first notch (4 VP).",
                        "Un Artéfact pris se place ici, sur son premier cran (4 PV)."));
            return 1;
        }
        const nm_component *c = &oak_kind(d, OAK_K_ARTIFACTS)->items[p->art[k]];
        int n = 0;
        const int32_t *dial = nm_data_ints(d, c->field[OAK_AR_DIAL], &n);
        int pos = p->art_pos[k];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        snprintf(out->icon, sizeof out->icon, "%s", card_art(d, OAK_K_ARTIFACTS, p->art[k]));
        out->count = n - pos;
        char dl[48] = "";
        for (int i = pos; i < n; i++) nm_strappendf(dl, sizeof dl, "%s-%d", i > pos ? " " : "", (int)dial[i]);
        snprintf(out->body, sizeof out->body, TR("Uses left %d (VP: %s). ", "Utilisations %d (PV : %s). "), n - pos, dl);
        nm_strappendf(out->body, sizeof out->body, "%s", rules_of(d, c, lang));
        clip_text(out->body, sizeof out->body, out->body);
        for (int i = 0; i < OAK_DRUIDS; i++)
            if (p->druid[i].loc == OAK_L_ARTIFACT && p->druid[i].a == k) add_piece(out, druid_icon(d, &p->druid[i]), seat, 1);
        /* the dial: one notch piece per use left, its VP loss as count */
        for (int i = pos; i < n && out->piece_count < NM_VIEW_PIECES; i++) {
            nm_piece *q = add_piece(out, "notch", -1, (int)dial[i]);
            if (q) q->dimmed = 1;
        }
        return 1;
    }
    if (strcmp(rest, "resources") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Resources", "Ressources"));
        snprintf(out->body, sizeof out->body,
                 TR("%d feathers, %d mistletoe, %d runes (9 at most each). Dawn income: 3 of each.",
                    "%d plumes, %d gui, %d runes (9 au plus chacune). Revenu de l'Aube : 3 de chaque."),
                 p->res[0], p->res[1], p->res[2]);
        for (int r = 0; r < OAK_RES; r++) add_piece(out, res_icon[r], seat, p->res[r]);
        return 1;
    }
    if (strcmp(rest, "ingredients") == 0) {
        int t = 0;
        for (int g = 0; g < OAK_ING; g++) t += p->ing[g];
        snprintf(out->title, sizeof out->title, TR("Reserve (%d)", "Réserve (%d)"), t);
        snprintf(out->body, sizeof out->body, TR("%d bark, %d root, %d blueberry, %d acorn, %d mushroom. Any 2 trade for 1 resource on your turn.",
                                                 "%d écorce, %d racine, %d myrtille, %d gland, %d champignon. 2 s'échangent contre 1 ressource."),
                 p->ing[0], p->ing[1], p->ing[2], p->ing[3], p->ing[4]);
        for (int g = 0; g < OAK_ING; g++) add_piece(out, ing_icon[g], -1, p->ing[g]);
        out->count = t;
        return 1;
    }
    if (sscanf(rest, "limit.%d", &k) == 1 && (k == 0 || k == 1)) {
        int slots = oc ? oak_limit_slots(d, s, seat, k) : p->limit[k], used = k ? p->creature_count : oak_sanct_used(d, s, seat);
        snprintf(out->title, sizeof out->title, "%s %d/%d", k ? TR("Creatures", "Créatures") : TR("Sanctuaries", "Sanctuaires"), used, slots);
        int any = oc ? oc->field[OAK_O_LIMIT_COST] : 0;
        int nl = 0;
        const int32_t *lc = any ? nm_data_ints(d, any, &nl) : NULL;
        snprintf(out->body, sizeof out->body,
                 TR("Card-limit marker on %d of 5: %d slots in all. A free action raises it for ",
                    "Marqueur de limite sur %d sur 5 : %d emplacements en tout. Action gratuite pour l'avancer : "),
                 p->limit[k], slots);
        if (lc && nl == 4 && lc[3] > 0) nm_strappendf(out->body, sizeof out->body, TR("any %d resources.", "%d ressources au choix."), (int)lc[3]);
        else if (lc && nl == 4)
            nm_strappendf(out->body, sizeof out->body, TR("%d feather, %d mistletoe, %d rune.", "%d plume, %d gui, %d rune."), (int)lc[0], (int)lc[1], (int)lc[2]);
        add_piece(out, "limit", seat, p->limit[k]);
        add_piece(out, k ? "creature" : "sanctuary", -1, used);
        add_piece(out, "bard_board", -1, slots - p->limit[k]);
        out->count = slots;
        return 1;
    }
    if (strcmp(rest, "sanct") == 0) {
        const nm_component *sc = &oak_kind(d, OAK_K_SANCT)->items[0];
        snprintf(out->title, sizeof out->title, "%s", TR("Sanctuaries", "Sanctuaires"));
        snprintf(out->body, sizeof out->body,
                 TR("%d Sanctuaries for any druid (%d VP), %d for ordinary druids (%d VP), %d Menhirs (%d VP). Each Sanctuary is a rest space.",
                    "%d Sanctuaires tout druide (%d PV), %d druide ordinaire (%d PV), %d Menhirs (%d PV). Chaque Sanctuaire est un Repos."),
                 p->sanct_elder, sc->field[OAK_SA_ELDER_VP], p->sanct_ord, sc->field[OAK_SA_ORD_VP], p->menhirs,
                 sc->field[OAK_SA_MENHIR_VP]);
        for (int i = 0; i < p->sanct_elder; i++) add_piece(out, "sanctuary", -1, 1);
        for (int i = 0; i < p->sanct_ord; i++) add_piece(out, "sanctuary_ord", -1, 1);
        for (int i = 0; i < p->menhirs; i++) add_piece(out, "menhir", seat, 1);
        out->count = p->sanct_elder + p->sanct_ord + p->menhirs;
        return 1;
    }
    if (strcmp(rest, "creatures") == 0) {
        const nm_kind_data *ck = oak_kind(d, OAK_K_CREATURES);
        snprintf(out->title, sizeof out->title, TR("Creatures (%d)", "Créatures (%d)"), p->creature_count);
        out->body[0] = 0;
        for (int i = 0; i < p->creature_count; i++) {
            nm_strappendf(out->body, sizeof out->body, "%s%s", i ? ", " : "", ck->items[p->creatures[i]].name[lang]);
            add_piece(out, card_art(d, OAK_K_CREATURES, p->creatures[i]), -1, 1);
        }
        if (!p->creature_count) snprintf(out->body, sizeof out->body, "%s", TR("No Creature yet.", "Aucune Créature."));
        clip_text(out->body, sizeof out->body, out->body);
        out->count = p->creature_count;
        return 1;
    }
    if (strcmp(rest, "boards") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Beside the board", "À côté du plateau"));
        snprintf(out->body, sizeof out->body,
                 TR("%d potions completed, %d artifacts exhausted%s%s%s.", "%d potions complétées, %d artéfacts épuisés%s%s%s."),
                 potions_brewed(p), p->spent_count, p->has_board[0] ? TR(", Bard board", ", plateau Barde") : "",
                 p->has_board[1] ? TR(", Ancient board", ", plateau Ancien") : "",
                 p->art_ext ? TR(", Artifact extension", ", extension d'Artéfact") : "");
        add_piece(out, "potion_done", -1, potions_brewed(p));
        add_piece(out, "artifact_spent", -1, p->spent_count);
        if (p->has_board[0]) add_piece(out, "bard_board", -1, 1);
        if (p->has_board[1]) add_piece(out, "ancient_board", -1, 1);
        if (p->art_ext) add_piece(out, "extension", -1, 1);
        if (p->private_potion >= 0) add_piece(out, card_art(d, OAK_K_POTIONS, p->private_potion), -1, 1);
        return 1;
    }
    if (sscanf(rest, "card.%d", &k) == 1 && k >= 0) {
        const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
        if (k >= ak->count) return 0;
        const nm_component *c = &ak->items[k];
        int t = c->field[OAK_A_TEMPLE];
        snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
        if (!p->card[k]) {
            snprintf(out->body, sizeof out->body, "%s",
                     t == OAK_T_HEART ? TR("Not yours: the Heart of the Sacred Oak potion adds it to your hand.",
                                           "Pas à vous : la potion Cœur du Chêne Sacré l'ajoute à votre main.")
                                      : TR("Advanced card, not in hand yet: a Ritual 3-stone action adds it.",
                                           "Carte avancée, pas encore en main : l'action 3 pierres du Rituel l'ajoute."));
            out->dimmed = 1;
            out->hidden = 0;
        } else {
            snprintf(out->body, sizeof out->body, "%s%s", p->card[k] == 2 ? TR("Played this round. ", "Jouée cette manche. ") : "",
                     rules_of(d, c, lang));
            clip_text(out->body, sizeof out->body, out->body);
            out->dimmed = (int8_t)(p->card[k] == 2);
        }
        snprintf(out->icon, sizeof out->icon, "%s", t < 3 ? res_icon[t] : "oak");
        out->count = p->card[k]; /* 0 not owned, 1 in hand, 2 played */
        return 1;
    }
    return 0;
}

int oak_describe(const nm_data *d, const void *state, int viewer, int lang, const char *element,
                 nm_element_view *out) {
    const oak_state *s = state;
    int i = -1, j = -1;
    char w[32];
    const char *rest = "";
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    if (viewer < 0 || viewer >= s->seats) viewer = 0;
    int seat = board_seat(s, viewer, element, &rest);
    if (seat >= 0) return describe_board(d, s, seat, viewer, lang, rest, out);
    if (strncmp(element, "opp.", 4) == 0 || strncmp(element, "seat.", 5) == 0) return 0;
    if (sscanf(element, "sun.%d", &i) == 1) {
        int n = 0, ns = 0;
        const int32_t *vp = oak_rule_ints(d, OAK_R_SUN_VP, &n);
        const int32_t *sol = oak_rule_ints(d, OAK_R_SOLSTICES, &ns);
        if (i < 0 || i >= n) return 0;
        int solstice = 0;
        for (int k = 0; k < ns; k++) solstice |= sol[k] == i;
        snprintf(out->title, sizeof out->title, TR("%d VP%s", "%d PV%s"), (int)vp[i], solstice ? TR(" \xC2\xB7 Solstice", " \xC2\xB7 Solstice") : "");
        snprintf(out->body, sizeof out->body, "%s",
                 solstice ? TR("Solstice: when the sun arrives here, a Festival pays branch income to every player whose VP is below the sun's value.",
                               "Solstice : quand le soleil arrive ici, un Festival paie le revenu des branches aux joueurs dont les PV sont sous la valeur du soleil.")
                          : TR("Sun track: the sun moves one space at each Dusk and for each Sun token climbed past. VP markers stand under their value.",
                               "Piste Solaire : le soleil avance à chaque Crépuscule et pour chaque jeton Solaire franchi. Les marqueurs de PV sont sous leur valeur."));
        if (s->sun == i) add_piece(out, "sun", -1, 1);
        for (int p = 0; p < s->seats; p++) {
            int v = s->seat[p].vp;
            if (v >= vp[i] && (i + 1 >= n || v < vp[i + 1])) add_piece(out, "vp", p, v);
        }
        out->count = solstice ? 1 : 0;
        return 1;
    }
    if (sscanf(element, "round.%d", &i) == 1) {
        if (i < 1 || i > oak_rule(d, OAK_R_ROUNDS)) return 0;
        snprintf(out->title, sizeof out->title, TR("Round %d", "Manche %d"), i);
        snprintf(out->body, sizeof out->body, "%s",
                 i == oak_rule(d, OAK_R_ROUNDS) ? TR("Last round: no Dusk, the final scoring follows the Day.",
                                                     "Dernière manche : pas de Crépuscule, le décompte final suit le Jour.")
                                                : TR("Each round: Dawn (income), Day (actions), Dusk (druids rest, forest refilled, sun moves).",
                                                     "Chaque manche : Aube (revenu), Jour (actions), Crépuscule (repos, forêt, soleil)."));
        if (s->round == i) add_piece(out, "round", -1, 1);
        out->dimmed = (int8_t)(s->round > i);
        return 1;
    }
    if (sscanf(element, "orders.%d", &i) == 1) {
        const nm_kind_data *ok = oak_kind(d, OAK_K_ORDERS);
        if (i < 0 || i >= ok->count) return 0;
        snprintf(out->title, sizeof out->title, "%s", ok->items[i].name[lang]);
        clip_text(out->body, sizeof out->body, rules_of(d, &ok->items[i], lang));
        snprintf(out->icon, sizeof out->icon, "order_%s", ok->items[i].id);
        for (int p = 0; p < s->seats; p++)
            if (s->seat[p].order == i) out->owner = (int8_t)p;
        if (out->owner >= 0) add_piece(out, "druid", out->owner, 1);
        return 1;
    }
    if (sscanf(element, "temple.%31[a-z].%d", w, &j) == 2) {
        int t = -1;
        for (int k = 0; k < 3; k++)
            if (strcmp(w, temple_id[k]) == 0) t = k;
        if (t < 0 || j < 0 || j > 2) return 0;
        snprintf(out->title, sizeof out->title, TR("%d stone%s", "%d pierre%s"), j + 1, j ? "s" : "");
        int occupied = s->neutral[t] == j;
        if (s->neutral[t] == j) add_piece(out, "druid", -1, 1);
        druid_pieces(d, s, out, OAK_L_TEMPLE, t, j);
        occupied |= out->piece_count > 0;
        /* what the viewer's cards of this temple do here */
        const nm_kind_data *ak = oak_kind(d, OAK_K_ASSEMBLY);
        const oak_seat *vp = &s->seat[viewer];
        out->body[0] = 0;
        for (int c = 0; c < ak->count; c++) {
            if (ak->items[c].field[OAK_A_TEMPLE] != t || !vp->card[c]) continue;
            int cost = ak->items[c].field[OAK_A_COST1 + 3 * j];
            int res = ak->items[c].field[OAK_A_RES1 + 3 * j];
            static const char *const one_en[] = {"feather", "mistletoe", "rune"}, *const one_fr[] = {"plume", "gui", "rune"};
            nm_strappendf(out->body, sizeof out->body, TR("%s%s: pay %d %s", "%s%s : payer %d %s"), out->body[0] ? "; " : "",
                          ak->items[c].name[lang], cost,
                          cost == 1 ? TR(one_en[res % 3], one_fr[res % 3]) : TR(res_en[res % 3], res_fr[res % 3]));
        }
        nm_strappendf(out->body, sizeof out->body, "%s", out->body[0] ? ". " : "");
        nm_strappendf(out->body, sizeof out->body, "%s",
            occupied ? TR("Occupied: a second druid must go to the roots.", "Occupé : un second druide va aux racines.")
                     : TR("Free space.", "Emplacement libre."));
        return 1;
    }
    if (strncmp(element, "oak.", 4) == 0) {
        int sp = nm_data_find(oak_kind(d, OAK_K_SPACES), element + 4);
        if (sp < 0) return 0;
        const nm_component *c = &oak_kind(d, OAK_K_SPACES)->items[sp];
        int br = c->field[OAK_S_BRANCH], idx = c->field[OAK_S_INDEX];
        int fin = c->field[OAK_S_FINAL] != OAK_F_NONE;
        static const char *const fin_icon[] = {"", "vp", "elder", "creature", "potion_done", "sanctuary", "artifact"};
        int f = c->field[OAK_S_FINAL];
        if (f > 0 && f < 7) snprintf(out->icon, sizeof out->icon, "%s", fin_icon[f]);
        if (fin) snprintf(out->title, sizeof out->title, "%s", TR("Final space", "Case finale"));
        else snprintf(out->title, sizeof out->title, TR("+%d VP", "+%d PV"), c->field[OAK_S_VP]);
        clip_text(out->body, sizeof out->body, rules_of(d, c, lang));
        if (s->sun_tokens >> sp & 1u) {
            nm_strappendf(out->body, sizeof out->body, "%s", TR(" A Sun token lies here.", " Un jeton Solaire est ici."));
            add_piece(out, "sun_token", -1, 1);
        }
        druid_pieces(d, s, out, OAK_L_BRANCH, br, idx);
        out->dimmed = (int8_t)(s->blocked >> sp & 1u);
        out->count = fin ? c->field[OAK_S_FINAL_PER] : c->field[OAK_S_INCOME];
        return 1;
    }
    if (strcmp(element, "roots") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Roots of the Sacred Oak", "Racines du Chêne Sacré"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Inactive druids: they climb the branches (Oak actions) and gather in the forest after passing.",
                    "Druides inactifs : ils grimpent aux branches (actions du Chêne) et cueillent en forêt après avoir passé."));
        druid_pieces(d, s, out, OAK_L_ROOTS, -1, -1);
        return 1;
    }
    if (sscanf(element, "menhir.%d", &i) == 1) {
        if (i < 0 || i >= OAK_MAX_PLAYERS) return 0;
        const nm_component *sc = &oak_kind(d, OAK_K_SANCT)->items[0];
        out->owner = (int8_t)(i < s->seats && i != oak_bot(s) ? i : -1);
        if (out->owner < 0) {
            out->dimmed = 1;
            return 1;
        }
        snprintf(out->title, sizeof out->title, "%s", TR("Menhir", "Menhir"));
        snprintf(out->body, sizeof out->body,
                 TR("Erect a Menhir: an Elder pays %d feathers, %d mistletoe and %d runes, gains %d VP and a Menhir card.",
                    "Ériger un Menhir : un Aîné paie %d plumes, %d gui et %d runes, gagne %d PV et une carte Menhir."),
                 sc->field[OAK_SA_MENHIR_COST], sc->field[OAK_SA_MENHIR_COST], sc->field[OAK_SA_MENHIR_COST], sc->field[OAK_SA_MENHIR_VP]);
        for (int k = 0; k < OAK_DRUIDS; k++)
            if (s->seat[i].druid[k].loc == OAK_L_MENHIR) add_piece(out, druid_icon(d, &s->seat[i].druid[k]), i, 1);
        return 1;
    }
    if (sscanf(element, "creature.%d", &i) == 1 && i >= 0 && i < OAK_ROW) {
        if (s->row[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_CREATURES)->items[s->row[i]];
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            clip_text(out->body, sizeof out->body, rules_of(d, c, lang));
            snprintf(out->icon, sizeof out->icon, "%s", card_art(d, OAK_K_CREATURES, s->row[i]));
            out->count = c->field[OAK_C_VP];
        }
        return 1;
    }
    if (sscanf(element, "artifact.%d", &i) == 1 && i >= 0 && i < OAK_ROW) {
        if (s->arow[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_ARTIFACTS)->items[s->arow[i]];
            int n = 0;
            nm_data_ints(d, c->field[OAK_AR_DIAL], &n);
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            clip_text(out->body, sizeof out->body, rules_of(d, c, lang));
            snprintf(out->icon, sizeof out->icon, "%s", card_art(d, OAK_K_ARTIFACTS, s->arow[i]));
            out->count = n;
        }
        return 1;
    }
    if (sscanf(element, "potion.%d", &i) == 1 && i >= 0 && i < 3) {
        if (s->potion_row[i] < 0) out->dimmed = 1;
        else {
            const nm_component *c = &oak_kind(d, OAK_K_POTIONS)->items[s->potion_row[i]];
            snprintf(out->title, sizeof out->title, "%s", c->name[lang]);
            clip_text(out->body, sizeof out->body, rules_of(d, c, lang));
            snprintf(out->icon, sizeof out->icon, "%s", card_art(d, OAK_K_POTIONS, s->potion_row[i]));
            const int32_t *need = nm_data_ints(d, c->field[OAK_P_NEED], &j);
            for (int k = 0; k < OAK_ING && k < j; k++)
                if (need[k] > 0) add_piece(out, ing_icon[k], -1, need[k]);
            if (c->field[OAK_P_ANY] > 0) add_piece(out, "any", -1, c->field[OAK_P_ANY]);
            out->count = c->field[OAK_P_LEVEL];
        }
        return 1;
    }
    if (strcmp(element, "dark_woods") == 0) {
        int nk = 0, nv = 0;
        const int32_t *kinds = oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
        const int32_t *vps = oak_rule_ints(d, OAK_R_DW_VP, &nv);
        snprintf(out->title, sizeof out->title, "%s", TR("Dark Woods", "Bois Sombres"));
        snprintf(out->body, sizeof out->body, "%s", TR("Different ingredients: ", "Ingrédients différents : "));
        for (int k = 0; k < nk && k < nv; k++)
            nm_strappendf(out->body, sizeof out->body, TR("%s%d give %d VP", "%s%d donnent %d PV"), k ? ", " : "", (int)kinds[k], (int)vps[k]);
        nm_strappendf(out->body, sizeof out->body, "%s", TR(". Always on offer; brewed for you at the end if you can.",
                                                  ". Toujours disponible ; préparée pour vous à la fin si possible."));
        snprintf(out->icon, sizeof out->icon, "potion");
        for (int k = 0; k < nk && k < nv; k++) add_piece(out, "vp", -1, (int)vps[k]);
        return 1;
    }
    if (strcmp(element, "forest") == 0) {
        int cnt[OAK_ING] = {0}, tot = 0;
        for (int k = 0; k < OAK_FOREST; k++)
            if (s->forest[k] >= 0) cnt[s->forest[k]]++, tot++;
        snprintf(out->title, sizeof out->title, TR("Forest (%d)", "Forêt (%d)"), tot);
        snprintf(out->body, sizeof out->body,
                 TR("%d bark, %d root, %d blueberry, %d acorn, %d mushroom. After passing, send a root druid here to gather one.",
                    "%d écorce, %d racine, %d myrtille, %d gland, %d champignon. Après avoir passé, un druide des racines y cueille."),
                 cnt[0], cnt[1], cnt[2], cnt[3], cnt[4]);
        for (int k = 0; k < OAK_ING; k++)
            if (cnt[k]) add_piece(out, ing_icon[k], -1, cnt[k]);
        druid_pieces(d, s, out, OAK_L_FOREST, -1, -1);
        out->count = tot;
        return 1;
    }
    if (strcmp(element, "creatures.deck") == 0 || strcmp(element, "artifacts.pile") == 0 ||
        strcmp(element, "sanctuaries") == 0 || strcmp(element, "bag") == 0) {
        int c = element[0] == 'c' ? s->deck_count : element[0] == 'a' ? s->apile_count
                : element[0] == 's' ? s->sanct_pile : 0;
        if (element[0] == 'b')
            for (int k = 0; k < OAK_ING; k++) c += s->bag[k];
        snprintf(out->title, sizeof out->title, "%s",
                 element[0] == 'c' ? TR("Creatures", "Créatures")
                 : element[0] == 'a' ? TR("Artifacts", "Artéfacts")
                 : element[0] == 's' ? TR("Sanctuaries", "Sanctuaires")
                                     : TR("Bag", "Sac"));
        snprintf(out->body, sizeof out->body, "%s",
                 element[0] == 'c' ? TR("Face down. Once a turn, 1 mistletoe sends the three offered Creatures under it for three new ones.",
                                        "Face cachée. Une fois par tour, 1 gui remplace les trois Créatures proposées (dessous de la pioche).")
                 : element[0] == 'a' ? TR("Face down. Once a turn, 1 rune sends the three offered Artifacts under it for three new ones.",
                                          "Face cachée. Une fois par tour, 1 rune remplace les trois Artéfacts proposés (dessous de la pile).")
                 : element[0] == 's' ? TR("Two-sided cards: two Sanctuary orientations (2 VP for any druid, 4 VP for ordinary ones) or a Menhir (6 VP).",
                                          "Cartes recto verso : deux orientations de Sanctuaire (2 PV tout druide, 4 PV ordinaire) ou un Menhir (6 PV).")
                                     : TR("Ingredients not in play. Each Dusk, players + 2 are drawn into the forest.",
                                          "Ingrédients hors jeu. À chaque Crépuscule, joueurs + 2 sont piochés pour la forêt."));
        out->hidden = (int8_t)(element[0] != 's');
        snprintf(out->icon, sizeof out->icon, "%s", element[0] == 's' ? "sanctuary" : element[0] == 'b' ? "bag" : "");
        out->count = c;
        return 1;
    }
    if (strcmp(element, NM_ELEMENT_BAR) == 0) {
        /* the action bar: titled with the effect's name, the prompt below */
        if (!s->vm.waiting && s->pend.step != OAK_PEND_EXTRA) return 0;
        oak_effect_title(d, s, lang, out->title, sizeof out->title);
        if (!out->title[0]) snprintf(out->title, sizeof out->title, "%s", TR("Effect", "Effet"));
        oak_prompt(d, s, lang, out->body, sizeof out->body);
        return 1;
    }
    if (strcmp(element, "pass") == 0) {
        snprintf(out->title, sizeof out->title, "%s", s->phase == OAK_PHASE_DAY && s->seat[s->current].state != OAK_SEAT_ACTIVE
                                                          ? TR("Stop gathering", "Fin de cueillette") : TR("Pass", "Passer"));
        snprintf(out->body, sizeof out->body, "%s", TR("Pass for the rest of the Day: from then on you only gather ingredients.",
                                                       "Passer pour le reste du Jour : ensuite vous ne faites que cueillir."));
        return 1;
    }
    if (strcmp(element, "end_turn") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("End turn", "Finir le tour"));
        snprintf(out->body, sizeof out->body, "%s", TR("Your main action is done: hand over to the next player.",
                                                       "Votre action principale est faite : au joueur suivant."));
        return 1;
    }
    return 0;
}

/* ---- display labels in English and French ---- */

static const char *ing_word(int k, int lang) { return TR(ing_en[k % OAK_ING], ing_fr[k % OAK_ING]); }
static const char *res_word(int k, int lang) { return TR(res_en[k % 3], res_fr[k % 3]); }

/* "feather.2" -> "Feather 3" / "Plume 3" */
static void space_words(const nm_data *d, int sp, int lang, char *b, size_t n) {
    const nm_kind_data *k = oak_kind(d, OAK_K_SPACES);
    if (sp < 0 || sp >= k->count) {
        snprintf(b, n, "?");
        return;
    }
    int br = k->items[sp].field[OAK_S_BRANCH] % 3;
    snprintf(b, n, "%s %d", TR(temple_en[br], temple_fr[br]), k->items[sp].field[OAK_S_INDEX] + 1);
}

void oak_space_words(const nm_data *d, int sp, int lang, char *b, size_t n) { space_words(d, sp, lang, b, n); }

static const char *comp_name(const nm_data *d, int kind, int i, int lang) {
    const nm_kind_data *k = oak_kind(d, kind);
    return i >= 0 && i < k->count ? k->items[i].name[lang] : "?";
}

static void druid_words(const nm_data *d, const oak_state *s, int seat, int i, int lang, char *b, size_t n) {
    int e = i >= 0 && i < OAK_DRUIDS ? s->seat[seat].druid[i].elder : -1;
    if (e < 0) snprintf(b, n, "%s", TR("an ordinary druid", "un druide ordinaire"));
    else nm_text_noun(&oak_kind(d, OAK_K_ELDERS)->items[e].noun, lang, 1, 'd', b, n);
}

/* Drops a multi-byte character cut at the end of buf by a truncation. */
static void utf8_trim(char *buf) {
    size_t len = strlen(buf), k = len;
    while (k > 0 && ((unsigned char)buf[k - 1] & 0xC0) == 0x80) k--;
    if (k == 0) return;
    unsigned char lead = (unsigned char)buf[k - 1];
    size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (len - (k - 1) < need) buf[k - 1] = 0;
}

static void display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n);

void oak_display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n) {
    display_label(d, state, a, lang, buf, n);
    utf8_trim(buf);
}

static void display_label(const nm_data *d, const void *state, const nm_action *a, int lang, char *buf, size_t n) {
    const oak_state *s = state;
    int seat = s->current;
    char tmp[64], sp[48];
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = oak_ctx(d, s);
        /* every op that asks words its answers in each language (label_lang); an op
         * without (a mod's core op) shows its stable label */
        if (nm_vm_label_lang(&ctx, a, lang, buf, n)) return;
        oak_label(d, state, a, buf, n);
        return;
    }
    switch (a->kind) {
    case OAK_ACT_ORDER: snprintf(buf, n, TR("Choose the %s", "Choisir l'%s"), comp_name(d, OAK_K_ORDERS, a->p[0], lang)); break;
    case OAK_ACT_TEMPLE: {
        const char *cn = comp_name(d, OAK_K_ASSEMBLY, a->p[0], lang);
        int t = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_TEMPLE);
        int cost = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_COST1 + 3 * (a->p[2] % 3));
        int res = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_RES1 + 3 * (a->p[2] % 3));
        if (t == OAK_T_HEART)
            snprintf(buf, n, TR("%s: card action %d (%d %s)", "%s : action %d de la carte (%d %s)"), cn, a->p[2] + 1, cost, res_word(res, lang));
        else if (a->p[1] == a->p[2])
            snprintf(buf, n, TR("%s: %d-stone action (%d %s)", "%s : action %d pierres (%d %s)"), cn, a->p[1] + 1, cost, res_word(res, lang));
        else
            snprintf(buf, n, TR("%s: space %d as the %d-stone action (%d %s)", "%s : case %d comme l'action %d pierres (%d %s)"), cn,
                     a->p[1] + 1, a->p[2] + 1, cost, res_word(res, lang));
        break;
    }
    case OAK_ACT_OAK: {
        int8_t tg[2], dr;
        int nt = oak_climb_targets(d, s, seat, a->p[1], 0, tg, &dr), ti = a->p[2] % 4;
        if (ti < nt) space_words(d, tg[ti], lang, sp, sizeof sp);
        else snprintf(sp, sizeof sp, "?");
        const char *cn = comp_name(d, OAK_K_ASSEMBLY, a->p[0], lang);
        int r = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_OAK_RES), cost = oak_field(d, OAK_K_ASSEMBLY, a->p[0], OAK_A_OAK_COST);
        if (r < 3) {
            snprintf(buf, n, TR("%s: Oak action, climb to %s (%d %s)", "%s : action du Chêne, monter en %s (%d %s)"), cn, sp, cost, res_word(r, lang));
        } else {
            int8_t mix[3];
            oak_pay_options(d, s, seat, cost, a->p[2] / 4, mix);
            snprintf(buf, n, TR("%s: Oak action, climb to %s (%d/%d/%d)", "%s : action du Chêne, monter en %s (%d/%d/%d)"), cn, sp, mix[0], mix[1], mix[2]);
        }
        break;
    }
    case OAK_ACT_SPECIAL:
        if (a->p[0] < 2)
            snprintf(buf, n, TR("%s: special space %d", "%s : action spéciale %d"), comp_name(d, OAK_K_ORDERS, s->seat[seat].order, lang), a->p[0] + 1);
        else if (a->p[0] == 2) snprintf(buf, n, "%s", TR("Erect a Menhir", "Ériger un Menhir"));
        else snprintf(buf, n, TR("Use the %s", "Utiliser : %s"), comp_name(d, OAK_K_ARTIFACTS, s->seat[seat].art[(a->p[0] - 3) % OAK_ART_SLOTS], lang));
        break;
    case OAK_ACT_DRUID:
        druid_words(d, s, seat, a->p[0], lang, tmp, sizeof tmp);
        if (s->pend.kind == OAK_ACT_SPECIAL && s->pend.where == 2) {
            int8_t c[3] = {0, 0, 0};
            if (oak_menhir_cost(d, s, seat, a->p[0], 0, c) > 1) {
                oak_menhir_cost(d, s, seat, a->p[0], a->p[1], c);
                snprintf(buf, n, TR("Place %s, paying %d/%d/%d", "Placer %s, en payant %d/%d/%d"), tmp, c[0], c[1], c[2]);
                break;
            }
        }
        snprintf(buf, n, TR("Place %s", "Placer %s"), tmp);
        break;
    case OAK_ACT_SECOND:
        druid_words(d, s, seat, a->p[0], lang, tmp, sizeof tmp);
        snprintf(buf, n, TR("Send %s to the roots", "Envoyer %s aux racines"), tmp);
        break;
    case OAK_ACT_EXTRA_OAK:
        if (!a->p[0]) snprintf(buf, n, "%s", TR("No extra Oak action", "Pas d'action du Chêne en plus"));
        else {
            space_words(d, a->p[1], lang, sp, sizeof sp);
            snprintf(buf, n, TR("Extra Oak action to %s", "Action du Chêne en plus vers %s"), sp);
        }
        break;
    case OAK_ACT_TRADE:
        snprintf(buf, n, TR("Trade %s + %s for 1 %s", "Échanger %s + %s contre 1 %s"), ing_word(a->p[0], lang), ing_word(a->p[1], lang),
                 res_word(a->p[2], lang));
        break;
    case OAK_ACT_LIMIT: {
        int8_t c[3] = {0, 0, 0};
        oak_limit_cost(d, s, seat, a->p[1], c);
        snprintf(buf, n, TR("Raise the %s limit (%d/%d/%d)", "Avancer la limite %s (%d/%d/%d)"),
                 a->p[0] ? TR("Creature", "Créature") : TR("Sanctuary", "Sanctuaire"), c[0], c[1], c[2]);
        break;
    }
    case OAK_ACT_REFRESH: {
        const int8_t *row = a->p[0] ? s->arow : s->row;
        int kind = a->p[0] ? OAK_K_ARTIFACTS : OAK_K_CREATURES, full = 1;
        for (int i = 0; i < OAK_ROW; i++) full &= row[i] >= 0;
        snprintf(buf, n, "%s", a->p[0] ? TR("Refresh the Artifacts (1 rune)", "Renouveler les Artéfacts (1 rune)")
                                       : TR("Refresh the Creatures (1 mistletoe)", "Renouveler les Créatures (1 gui)"));
        if (full) { /* the two cards at the bottom name the order (the third one goes on top of them) */
            const int8_t *o = oak_perm3[a->p[1] % 6];
            nm_strappendf(buf, n, TR(", under: %s, %s", ", dessous : %s, %s"), comp_name(d, kind, row[o[2]], lang),
                comp_name(d, kind, row[o[1]], lang));
        }
        break;
    }
    case OAK_ACT_CONVERT:
        snprintf(buf, n, TR("Convert 1 %s to 1 %s", "Convertir 1 %s en 1 %s"), res_word(a->p[0], lang), res_word(a->p[1], lang));
        break;
    case OAK_ACT_ING_TRADE:
        snprintf(buf, n, TR("Return 1 %s for 1 %s", "Rendre 1 %s contre 1 %s"), ing_word(a->p[0], lang), res_word(a->p[1], lang));
        break;
    case OAK_ACT_CARW: snprintf(buf, n, TR("Discard %s for VP", "Défausser %s pour des PV"), comp_name(d, OAK_K_CREATURES, a->p[0], lang)); break;
    case OAK_ACT_END_TURN: snprintf(buf, n, "%s", TR("End the turn", "Finir le tour")); break;
    case OAK_ACT_PASS: snprintf(buf, n, "%s", TR("Pass", "Passer")); break;
    case OAK_ACT_GATHER:
        snprintf(buf, n, TR("Gather 1 %s%s", "Cueillir 1 %s%s"), ing_word(a->p[0], lang), a->p[1] ? TR(" without a druid", " sans druide") : "");
        break;
    case OAK_ACT_GATHER_BAG:
        snprintf(buf, n, TR("Gather 1 %s from the bag, discarding 1 %s", "Cueillir 1 %s dans le sac, en défaussant 1 %s"),
                 ing_word(a->p[0], lang), ing_word(a->p[1], lang));
        break;
    case OAK_ACT_DONE: snprintf(buf, n, "%s", TR("Stop gathering", "Arrêter la cueillette")); break;
    case OAK_ACT_DUSK:
        druid_words(d, s, seat, a->p[0], lang, tmp, sizeof tmp);
        snprintf(buf, n, TR("Dusk: %s goes to rest", "Crépuscule : %s se repose"), tmp);
        break;
    default: oak_label(d, state, a, buf, n); break;
    }
}

/* ---- score by source ---- */

int oak_score_detail(const nm_data *d, const void *state, int seat, int lang, nm_score_line *out, int max) {
    (void)d;
    const oak_state *s = state;
    if (seat < 0 || seat >= s->seats || max <= 0) return 0;
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    const oak_seat *p = &s->seat[seat];
    /* one line per source of oak.h's OAK_VP_* (the state counts every VP change in one),
     * zeros included: every category of the rulebook's scoring shows */
    int n = 0, sum = 0;
    for (int k = 0; k < OAK_VP_SOURCES && n < max; k++) {
        if (k == OAK_VP_OTHER && p->vp_src[k] == 0) continue; /* no shipped component scores there */
        snprintf(out[n].label, sizeof out[n].label, "%s", oak_vp_source_words[lang][k]);
        out[n].points = p->vp_src[k];
        sum += p->vp_src[k];
        n++;
    }
    if (n == 0) return 0;
    out[n - 1].points += p->vp - sum; /* too few lines: the rest folds into the last one */
    return n;
}

/* The Assembly card a temple or Oak action plays, lit while the player points at it. */
int oak_involves(const nm_data *d, const void *state, const nm_action *a, char (*ids)[NM_ELEMENT_LEN], int max) {
    const oak_state *s = state;
    if (max <= 0) return 0;
    if (a->kind >= NM_ACTION_VM_CHOICE) { /* an option of the action bar: the piece it takes */
        const nm_instr *in = nm_vm_waiting_instr(d, &s->vm);
        if (!in) return 0;
        int k = 0;
        switch (in->op) {
        case OAK_OP_TAKE_CREATURE:
            if (in->arg[OAK_TAKE_FROM] == OAK_FROM_DECK) break;
            if (a->p[0] == 0 && a->p[1] >= 0 && a->p[1] < OAK_ROW)
                snprintf(ids[k++], NM_ELEMENT_LEN, "creature.%d", a->p[1]);
            else if (a->p[0] == 2)
                snprintf(ids[k++], NM_ELEMENT_LEN, "creatures.deck");
            break;
        case OAK_OP_TAKE_ARTIFACT:
            if (in->arg[OAK_TA_FROM] != OAK_FROM_DECK && a->p[0] >= 0 && a->p[0] < OAK_ROW)
                snprintf(ids[k++], NM_ELEMENT_LEN, "artifact.%d", a->p[0]);
            break;
        case OAK_OP_TAKE_SANCTUARY: snprintf(ids[k++], NM_ELEMENT_LEN, "sanctuaries"); break;
        case OAK_OP_CLIMB: {
            const nm_kind_data *sk = oak_kind(d, OAK_K_SPACES);
            if (in->arg[OAK_CLIMB_BRANCH] == OAK_CLIMB_EACH || a->p[0] < 0) break;
            for (int j = 1; j <= 2 && k < max; j++)
                if (a->p[j] >= 0 && a->p[j] < sk->count)
                    snprintf(ids[k++], NM_ELEMENT_LEN, "oak.%s", sk->items[a->p[j]].id);
            break;
        }
        default: break;
        }
        return k;
    }
    if ((a->kind == OAK_ACT_TEMPLE || a->kind == OAK_ACT_OAK) && a->p[0] >= 0 && a->p[0] < oak_kind(d, OAK_K_ASSEMBLY)->count) {
        snprintf(ids[0], NM_ELEMENT_LEN, "me.card.%d", a->p[0]);
        return 1;
    }
    if (a->kind == OAK_ACT_SECOND && max > 0) {
        snprintf(ids[0], NM_ELEMENT_LEN, "roots");
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
                nm_errors_add(err, "%s: %s.next[%d]: no space %d on this branch", nm_item_file(&sk->items[i]), sk->items[i].id, k, next[k]);
                bad++;
            } else if (next[k] <= sk->items[i].field[OAK_S_INDEX]) {
                /* a climb only goes up: a loop would send every walk up the tree round it */
                nm_errors_add(err, "%s: %s.next[%d]: space %d is not above this one (index %d)", nm_item_file(&sk->items[i]),
                              sk->items[i].id, k, next[k], sk->items[i].field[OAK_S_INDEX]);
                bad++;
            }
        if ((len == 0) != (sk->items[i].field[OAK_S_FINAL] != OAK_F_NONE)) {
            nm_errors_add(err, "%s: %s: a final space has no next space and every other space has one", nm_item_file(&sk->items[i]),
                          sk->items[i].id);
            bad++;
        }
    }
    for (int b = 0; b < 3; b++)
        if (oak_space_id(d, b, 0) < 0) {
            nm_errors_add(err, "%s: branch %s has no space with index 0", nm_kind_file(d, OAK_K_SPACES), temple_id[b]);
            bad++;
        }
    static const char *const per[] = {"rest", "heart", "order.0", "order.1", "artifact.0", "artifact.1",
                                      "artifact.2", "ingredients", "limit.0", "limit.1", "resources",
                                      "creatures"};
    for (int k = 0; k < 12; k++) {
        snprintf(id, sizeof id, "me.%s", per[k]);
        bad += need_element(d, id, err);
    }
    for (int p = 0; p < OAK_MAX_PLAYERS; p++) {
        snprintf(id, sizeof id, "menhir.%d", p);
        bad += need_element(d, id, err);
    }
    const nm_kind_data *ok = oak_kind(d, OAK_K_ORDERS);
    for (int o = 0; o < ok->count; o++) {
        snprintf(id, sizeof id, "orders.%d", o);
        bad += need_element(d, id, err);
    }
    static const char *const fixed[] = {"roots", "forest", "bag", "pass", "end_turn", "sun.0", "round.1", "dark_woods",
                                        "creatures.deck", "artifacts.pile", "creature.0", "creature.1",
                                        "creature.2", "artifact.0", "artifact.1", "artifact.2", "potion.0",
                                        "potion.1", "potion.2", "sanctuaries"};
    for (int k = 0; k < (int)(sizeof fixed / sizeof fixed[0]); k++) bad += need_element(d, fixed[k], err);
    int kinds[] = {OAK_K_ASSEMBLY, OAK_K_ORDERS, OAK_K_ELDERS, OAK_K_POTIONS, OAK_K_ARTIFACTS, OAK_K_CREATURES};
    for (int k = 0; k < 6; k++) bad += unique_names(d, kinds[k], err);
    int n = 0;
    oak_rule_ints(d, OAK_R_SUN_VP, &n);
    if (n != oak_rule(d, OAK_R_SUN_LEN)) {
        nm_errors_add(err, "%s: sun_vp: %d values for a sun track of %d spaces", nm_kind_file(d, OAK_K_RULES), n, oak_rule(d, OAK_R_SUN_LEN));
        bad++;
    }
    int nk = 0, nv = 0;
    oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
    oak_rule_ints(d, OAK_R_DW_VP, &nv);
    if (nk != nv) {
        nm_errors_add(err, "%s: dark_woods_vp: %d values for %d recipes", nm_kind_file(d, OAK_K_RULES), nv, nk);
        bad++;
    }
    /* climb's branch each climbs one space on every branch, and take_ingredients chooses one:
     * n is 1 */
    for (int e = 0; e < d->effect_count; e++) {
        int len = 0;
        const nm_instr *ins = nm_data_effect(d, e, &len);
        for (int i = 0; i < len; i++)
            if (ins[i].op == OAK_OP_CLIMB && ins[i].arg[OAK_CLIMB_BRANCH] == OAK_CLIMB_EACH &&
                ins[i].arg[OAK_CLIMB_N] != 1) {
                nm_errors_add(err, "oak: climb with branch \"each\" climbs one space on every branch: n must be 1, not %d",
                              ins[i].arg[OAK_CLIMB_N]);
                bad++;
            } else if (ins[i].op == OAK_OP_TAKE_ING && ins[i].arg[OAK_ING_FROM] != OAK_ING_DRAW &&
                     ins[i].arg[OAK_ING_N] != 1) {
                nm_errors_add(err, "oak: take_ingredients from the bag or the forest takes one ingredient of the "
                                   "seat's choice: n must be 1, not %d (n counts only with \"from\": \"draw\")",
                              ins[i].arg[OAK_ING_N]);
                bad++;
            }
    }
    for (int lvl = 1; lvl <= 3; lvl++) {
        int c = 0;
        for (int i = 0; i < oak_kind(d, OAK_K_POTIONS)->count; i++) c += oak_field(d, OAK_K_POTIONS, i, OAK_P_LEVEL) == lvl;
        if (c == 0) {
            nm_errors_add(err, "%s: no potion of level %d (one of each level is laid out)", nm_kind_file(d, OAK_K_POTIONS), lvl);
            bad++;
        }
    }
    if (oak_kind(d, OAK_K_SANCT)->items[0].effect < 0) {
        nm_errors_add(err, "%s: [0].effect: missing (what the Menhir space does)", nm_kind_file(d, OAK_K_SANCT));
        bad++;
    }
    /* each Potion, Artifact and Creature its own art, short enough for a piece's icon name */
    for (int k = OAK_K_POTIONS; k <= OAK_K_CREATURES; k++) {
        const nm_kind_data *kd = oak_kind(d, k);
        for (int i = 0; i < kd->count; i++) {
            const char *art = card_art(d, k, i);
            size_t len = strlen(art);
            int dup = 0;
            for (int j = 0; j < i; j++) dup |= strcmp(art, card_art(d, k, j)) == 0;
            if (len == 0 || len >= sizeof(((nm_piece *)0)->icon) || dup) {
                nm_errors_add(err, "oak/%s.json: %s.art: \"%s\" is %s", kd->kind->name, kd->items[i].id, art,
                              dup ? "another one's art too (each has its own)" : "not an art name of 1 to 23 characters");
                bad++;
            }
        }
    }
    return bad ? -1 : 0;
}

/* The sound of a move: a new day or the Sun's march (Festivals, Solstices) is an event;
 * victory points or goods gained by the mover are a gain; anything else a placement. */
int oak_cue(const nm_data *d, const void *before, const nm_action *a, const void *after) {
    const oak_state *s0 = before, *s1 = after;
    (void)d;
    (void)a;
    if (s1->round != s0->round || s1->sun != s0->sun) return NM_CUE_EVENT;
    int seat = s0->h.to_move;
    if (seat < 0 || seat >= OAK_SEATS) return NM_CUE_PLACE;
    const oak_seat *p0 = &s0->seat[seat], *p1 = &s1->seat[seat];
    int gained = p1->vp > p0->vp;
    for (int r = 0; r < OAK_RES; r++) gained |= p1->res[r] > p0->res[r];
    for (int i = 0; i < OAK_ING; i++) gained |= p1->ing[i] > p0->ing[i];
    return gained ? NM_CUE_GAIN : NM_CUE_PLACE;
}
