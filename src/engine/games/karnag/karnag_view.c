/* karnag_view.c - what seats see and read (observe is the state table's, karnag_state.c:
 * it hides the other hands, the deck and the face-down creatures); labels and board
 * elements of actions; for the board scene,
 * describe() (every element's title, hover text and pieces, en / fr), display_label()
 * (actions in words, with their mana cost), score_detail() (the score by source) and
 * involves() (the squares of an action's lightning lines). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "karnag.h"
#include "nemeton/lang.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

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

static int vm_op(const nm_data *d, const karnag_state *s, const nm_instr **instr);

void karnag_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                    size_t n) {
    const karnag_geo *g = karnag_geometry(d);
    int t = a->target;
    /* an effect's options ("capture creatures" or "move a creature") belong to no square:
     * the action bar shows them */
    if (a->kind >= NM_ACTION_VM_CHOICE && vm_op(d, state, NULL) == KARNAG_OP_CHOOSE) {
        snprintf(buf, n, "%s", NM_ELEMENT_BAR);
        return;
    }
    if (t < KARNAG_EL_PATH) /* glade squares carry the square index */
        snprintf(buf, n, "sq.%d.%d", t % g->w, t / g->w);
    else
        karnag_element_name(t, buf, n);
}

/* The squares an obstacle tile would cover with its anchor on square q, "A1, B1". */
static void tile_squares(const nm_data *d, const karnag_state *s, int q, char *buf, size_t n) {
    const karnag_geo *g = karnag_geometry(d);
    int8_t dx[9], dy[9], ter[9];
    int k = s->obst_pick >= 0 && s->obst_pick < karnag_count(d, KARNAG_K_OBSTACLES)
                ? karnag_shape(d, s->obst_pick, s->obst_rot, dx, dy, ter) : 0;
    size_t u = 0;
    buf[0] = 0;
    for (int i = 0; i < k && u + 1 < n; i++) {
        char nm[8];
        int x = q % g->w + dx[i], y = q / g->w + dy[i];
        karnag_sq_name(g, x < g->w && y < g->h ? y * g->w + x : -1, nm, sizeof nm);
        u += (size_t)snprintf(buf + u, n - u, "%s%s", i ? ", " : "", nm);
    }
    if (!k) snprintf(buf, n, "?");
}

static const char *const TURN_EN[4] = {"not turned", "turned 90 degrees", "turned 180 degrees",
                                       "turned 270 degrees"};
static const char *const TURN_FR[4] = {"non tournée", "tournée de 90\xC2\xB0",
                                       "tournée de 180\xC2\xB0", "tournée de 270\xC2\xB0"};

void karnag_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    char nm[48];
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = karnag_ctx(d, s);
        nm_vm_label(&ctx, a, buf, n);
        return;
    }
    switch (a->kind) {
    case KARNAG_ACT_OBST_PICK:
        snprintf(buf, n, "take %s %s",
                 a->p[0] >= 0 && a->p[0] < karnag_count(d, KARNAG_K_OBSTACLES)
                     ? karnag_item(d, KARNAG_K_OBSTACLES, a->p[0])->name[0] : "?",
                 TURN_EN[a->p[1] & 3]);
        break;
    case KARNAG_ACT_OBST_PUT:
        tile_squares(d, s, a->p[0], nm, sizeof nm);
        snprintf(buf, n, "put it on %s", nm);
        break;
    case KARNAG_ACT_DRUID:
        karnag_path_name(g, a->p[0], 0, nm, sizeof nm);
        snprintf(buf, n, "druid %s", nm);
        break;
    case KARNAG_ACT_CUBE: {
        int k = a->p[0] >= 0 && a->p[0] < KARNAG_TILES ? a->p[0] : 0;
        snprintf(buf, n, "cube on %s, %s place %d", karnag_item(d, KARNAG_K_TILES, s->row[k])->name[0],
                 a->p[1] ? "secondary" : "main", (int)a->p[2] + 1);
        break;
    }
    case KARNAG_ACT_CARD:
        snprintf(buf, n, "play %s",
                 a->p[1] >= 0 && a->p[1] < karnag_count(d, KARNAG_K_CARDS)
                     ? karnag_item(d, KARNAG_K_CARDS, a->p[1])->name[0] : "?");
        break;
    case KARNAG_ACT_BEGIN:
        snprintf(buf, n, "perform %s, %s", karnag_item(d, KARNAG_K_TILES, s->act_tile)->name[0],
                 s->act_row ? "secondary" : "main");
        break;
    case KARNAG_ACT_END: snprintf(buf, n, "no more cards"); break;
    default: snprintf(buf, n, "action %u", a->kind);
    }
}

/* ---- the board scene: what each element shows ------------------------------------- */

static const char *seat_word(int lang) { return TR("Player", "Joueur"); }

/* Appends formatted text to a fixed buffer, never past its end. */
static void add(char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(char *buf, size_t n, const char *fmt, ...) {
    size_t used = strlen(buf);
    if (used + 1 >= n) return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(buf + used, n - used, fmt, ap);
    va_end(ap);
    if (w >= 0 && (size_t)w >= n - used && n >= 4) {
        /* cut at a character boundary, with an ellipsis */
        size_t cut = n - 4;
        while (cut > 0 && ((unsigned char)buf[cut] & 0xC0) == 0x80) cut--;
        memcpy(buf + cut, "\xE2\x80\xA6", 4);
    }
}

static const char *cname(const nm_component *c, int lang) {
    const char *s = c->name[lang ? 1 : 0];
    return s && *s ? s : c->name[0] ? c->name[0] : c->id;
}

static const char *species_art(const nm_data *d, int sp) {
    return nm_data_str(d, karnag_item(d, KARNAG_K_SPECIES, sp)->field[KARNAG_S_ART]);
}

static void piece(nm_element_view *v, const char *icon, int seat, int dimmed, int count, int turn) {
    if (v->piece_count >= NM_VIEW_PIECES) return;
    nm_piece *p = &v->pieces[v->piece_count++];
    memset(p, 0, sizeof *p);
    snprintf(p->icon, sizeof p->icon, "%s", icon);
    p->seat = (int8_t)seat;
    p->dimmed = (int8_t)dimmed;
    p->count = (int16_t)count;
    p->turn = (int16_t)turn;
}

/* A creature as a piece: its species' silhouette, the arrow of the side it turns to. */
static void creature_piece(const nm_data *d, const karnag_state *s, nm_element_view *v, int cr) {
    int right = karnag_item(d, KARNAG_K_CREATURES, cr)->field[KARNAG_C_TURN] == 1;
    piece(v, species_art(d, karnag_species_of(d, cr)), -1, 0, 1, right ? 90 : 270);
    if (s->cr_marked[cr]) piece(v, "black_cube", -1, 0, 1, 0);
}

static const char *const DIR_EN[4] = {"north", "east", "south", "west"};
static const char *const DIR_FR[4] = {"le nord", "l'est", "le sud", "l'ouest"}; /* with the article */

static void describe_square(const nm_data *d, const karnag_state *s, const karnag_geo *g, int lang,
                            int x, int y, nm_element_view *out) {
    int q = y * g->w + x, cr = s->cr_at[q], ter = s->terrain[q], reg = g->region[q];
    static const char *const ter_en[] = {"grass", "rocks", "swamp", "Ker Ys gate"};
    static const char *const ter_fr[] = {"herbe", "rochers", "marais", "porte de Ker Ys"};
    static const char *const reg_en[] = {"green region", "light brown region", "dark brown region"};
    static const char *const reg_fr[] = {"région verte", "région brun clair", "région brun foncé"};
    snprintf(out->title, sizeof out->title, "%c%d \xC2\xB7 %s", 'A' + x, y + 1,
             ter == KARNAG_GATE ? TR("Ker Ys gate", "porte de Ker Ys")
                                : (lang ? reg_fr[reg] : reg_en[reg]));
    if (cr >= 0) {
        const nm_component *c = karnag_item(d, KARNAG_K_CREATURES, cr);
        const nm_component *sp = karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, cr));
        int right = c->field[KARNAG_C_TURN] == 1;
        add(out->body, sizeof out->body, "%s, %d %s; %s. ", cname(sp, lang),
            sp->field[KARNAG_S_VP], TR("VP to capture", "PV à la capture"),
            right ? TR("turns right when blocked", "tourne à droite face à un obstacle")
                  : TR("turns left when blocked", "tourne à gauche face à un obstacle"));
        if (s->cr_marked[cr])
            add(out->body, sizeof out->body, "%s ",
                TR("Black cube: moved by telepathy, it rests this round.",
                   "Cube noir : déplacée par télépathie, la créature reste ici cette manche."));
        creature_piece(d, s, out, cr);
    }
    if (s->menhir[q] >= 0) {
        add(out->body, sizeof out->body, "%s %d. ", TR("Menhir of player", "Menhir du joueur"),
            s->menhir[q] + 1);
        piece(out, "menhir", s->menhir[q], 0, 1, 0);
    }
    if (s->gem[q] >= 0) {
        add(out->body, sizeof out->body, "%s %d (%d %s). ",
            TR("Gemstone of player", "Gemme du joueur"), s->gem[q] + 1,
            karnag_rule_at(d, KARNAG_R_GEM_END, reg), TR("VP at the end", "PV en fin de partie"));
        piece(out, "gemstone", s->gem[q], 0, 1, 0);
    }
    if (ter == KARNAG_GATE) {
        int gi = 0;
        for (int i = 0; i < 4; i++)
            if (g->gate_sq[i] == q) gi = i;
        /* named by where it lies in the gate (the board prints no numbers) */
        int minx = 99, miny = 99;
        for (int i = 0; i < 4; i++) {
            if (g->gate_sq[i] % g->w < minx) minx = g->gate_sq[i] % g->w;
            if (g->gate_sq[i] / g->w < miny) miny = g->gate_sq[i] / g->w;
        }
        int north = q / g->w == miny, west = q % g->w == minx;
        static const char *const corner_en[4] = {"south-east", "south-west", "north-east", "north-west"};
        static const char *const corner_fr[4] = {"sud-est", "sud-ouest", "nord-est", "nord-ouest"};
        int c = north * 2 + west;
        add(out->body, sizeof out->body,
            TR("The gate's %s square: new creatures come out here, first toward the %s.",
               "Case %s de la porte : les créatures en sortent, d'abord vers %s."),
            lang ? corner_fr[c] : corner_en[c], lang ? DIR_FR[g->gate_arrow[gi]] : DIR_EN[g->gate_arrow[gi]]);
        return;
    }
    if (ter == KARNAG_ROCK) {
        snprintf(out->icon, sizeof out->icon, "rock");
        add(out->body, sizeof out->body, "%s",
            TR("Rocks: stop creatures (not dark shadows) and lightning.",
               "Rochers : arrêtent créatures (sauf ombres noires) et foudre."));
    } else if (ter == KARNAG_SWAMP) {
        snprintf(out->icon, sizeof out->icon, "swamp");
        add(out->body, sizeof out->body, "%s",
            TR("Swamp: stops creatures (not ghouls) and lightning.",
               "Marais : arrête créatures (sauf goules) et foudre."));
    } else if (!out->body[0]) {
        add(out->body, sizeof out->body,
            TR("%s: a gemstone here scores %d VP at the end; a new menhir %d more.",
               "%s : une gemme ici vaut %d PV en fin de partie ; un nouveau menhir %d de plus."),
            lang ? ter_fr[0] : ter_en[0], karnag_rule_at(d, KARNAG_R_GEM_END, reg),
            karnag_rule_at(d, KARNAG_R_MENHIR_VP, reg));
    }
}

static void describe_path(const nm_data *d, const karnag_state *s, const karnag_geo *g, int lang,
                          int a, nm_element_view *out) {
    int who = karnag_druid_at(s, a), dir = g->path_dir[a];
    char nm[40];
    karnag_path_name(g, a, lang, nm, sizeof nm);
    snprintf(out->title, sizeof out->title, "%s, %s", TR("Path", "Chemin"), nm);
    if (who >= 0) {
        add(out->body, sizeof out->body, TR("A druid of %s %d. ", "Un druide du %s %d. "),
            seat_word(lang), who / KARNAG_DRUIDS + 1);
        piece(out, "druid", who / KARNAG_DRUIDS, 0, 1, 0);
        out->owner = (int8_t)(who / KARNAG_DRUIDS);
    }
    if (dir < 0)
        add(out->body, sizeof out->body, "%s",
            TR("Council corner: druids come back from the council here. No lightning.",
               "Coin du conseil : les druides reviennent du conseil par ici. Pas de foudre."));
    else
        add(out->body, sizeof out->body,
            TR("A druid here sends lightning %s across the glade.",
               "Un druide ici lance sa foudre vers %s à travers la clairière."),
            lang ? DIR_FR[dir] : DIR_EN[dir]);
    for (int c = 0; c < KARNAG_CAULDRONS; c++)
        if (g->cauldron_entry[c] == a)
            add(out->body, sizeof out->body, " %s", TR("Entrance of a Cauldron space.",
                                                         "Entrée d'un chaudron."));
    (void)d;
}

/* A cube place in words, never a bare number: "main action, first place" (the places of a
 * row are taken left to right and resolve in that order). */
static void place_words(int row, int place, int lang, char *buf, size_t n) {
    static const char *const en[3] = {"first", "second", "third"};
    static const char *const fr[3] = {"première", "deuxième", "troisième"};
    int k = place < 0 ? 0 : place > 2 ? 2 : place;
    if (lang == 1) snprintf(buf, n, "action %s, %s place", row ? "secondaire" : "principale", fr[k]);
    else snprintf(buf, n, "%s action, %s place", row ? "secondary" : "main", en[k]);
}

static void describe_slot(const nm_data *d, const karnag_state *s, int lang, int a, int b, int c,
                          nm_element_view *out) {
    if (s->row[a] < 0 || s->row[a] >= karnag_count(d, KARNAG_K_TILES)) return;
    const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->row[a]);
    int n = b == 0 ? karnag_main_places(d, s->h.players, a)
                   : karnag_rule_at(d, KARNAG_R_SECONDARY, s->h.players - 2);
    char pw[40];
    place_words(b, c, lang, pw, sizeof pw);
    size_t tl = (size_t)snprintf(out->title, sizeof out->title, "%s \xC2\xB7 ", cname(t, lang));
    if (tl < sizeof out->title) snprintf(out->title + tl, sizeof out->title - tl, "%s", pw);
    if (c >= n) {
        out->dimmed = 1;
        snprintf(out->body, sizeof out->body, "%s", TR("Closed with this many players.",
                                                        "Fermée à ce nombre de joueurs."));
        return;
    }
    out->owner = s->slot[a][b][c];
    out->dimmed = s->slot_done[a][b][c];
    if (s->slot[a][b][c] >= 0) {
        piece(out, "cube", s->slot[a][b][c], s->slot_done[a][b][c], 1, 0);
        add(out->body, sizeof out->body, "%s %d%s. ", TR("Cube of player", "Cube du joueur"),
            s->slot[a][b][c] + 1, s->slot_done[a][b][c] ? TR(", done", ", joué") : "");
    }
    add(out->body, sizeof out->body, "%s",
        b ? TR("Secondary actions are performed after every main one.",
               "Les actions secondaires se jouent après toutes les principales.")
          : TR("Main actions are performed first, left to right.",
               "Les actions principales se jouent d'abord, de gauche à droite."));
}

static int describe_seat_el(const nm_data *d, const karnag_state *s, int lang, const char *el,
                            nm_element_view *out) {
    int a = 0, b = 0;
    if (sscanf(el, "track.%d.%d", &a, &b) == 2) {
        if (a < 0 || a >= s->h.players || b < 0 || b >= karnag_count(d, KARNAG_K_TRACKS)) return 0;
        const nm_component *t = karnag_item(d, KARNAG_K_TRACKS, b);
        snprintf(out->title, sizeof out->title, "%s", cname(t, lang));
        add(out->body, sizeof out->body, "%s %d / %d. %s", TR("Level", "Niveau"), s->seat[a].track[b],
            t->field[KARNAG_TR_LEVELS] - 1, t->text[lang ? 1 : 0] ? t->text[lang ? 1 : 0] : "");
        out->owner = (int8_t)a;
        out->count = s->seat[a].track[b];
        piece(out, "disk", a, 0, 1, 0);
        return 1;
    }
    if (sscanf(el, "seat.%d", &a) == 1) {
        if (a < 0 || a >= s->h.players) return 0;
        const karnag_seat *q = &s->seat[a];
        int gems = 0;
        for (int i = 0; i < karnag_geometry(d)->sq; i++) gems += s->gem[i] == a;
        snprintf(out->title, sizeof out->title, "%s %d", seat_word(lang), a + 1);
        snprintf(out->body, sizeof out->body, "%d %s, %d mana, %d/%d %s, %d/%d %s", q->vp,
                 TR("VP", "PV"), q->mana, gems, KARNAG_GEMS, TR("gemstones", "gemmes"),
                 q->menhirs, KARNAG_MENHIRS, TR("menhirs placed", "menhirs posés"));
        out->owner = (int8_t)a;
        out->count = q->vp;
        return 1;
    }
    if (sscanf(el, "hand.%d", &a) == 1) {
        if (a < 0 || a >= s->h.players) return 0;
        const karnag_seat *q = &s->seat[a];
        snprintf(out->title, sizeof out->title, "%s", TR("Power cards", "Cartes Pouvoir"));
        for (int i = 0; i < q->hand_count; i++) {
            if (q->hand[i] < 0) {
                out->hidden = 1;
                continue;
            }
            add(out->body, sizeof out->body, "%s%s", out->body[0] ? ", " : "",
                cname(karnag_item(d, KARNAG_K_CARDS, q->hand[i]), lang));
        }
        if (out->hidden)
            snprintf(out->body, sizeof out->body, "%d %s", q->hand_count,
                     TR("cards, face down to you; 1 VP each at the end.",
                        "cartes, cachées pour vous ; 1 PV chacune en fin de partie."));
        else if (!q->hand_count)
            snprintf(out->body, sizeof out->body, "%s", TR("No card in hand.", "Aucune carte en main."));
        for (int i = 0; i < q->hand_count && i < 6; i++) piece(out, "card", a, 0, 1, 0);
        out->owner = (int8_t)a;
        out->count = q->hand_count;
        return 1;
    }
    if (sscanf(el, "reserve.%d", &a) == 1) {
        if (a < 0 || a >= s->h.players) return 0;
        snprintf(out->title, sizeof out->title, "%s", TR("Captured creatures", "Créatures capturées"));
        for (int sp = 0; sp < karnag_count(d, KARNAG_K_SPECIES); sp++) {
            int n = karnag_reserve_count(d, s, a, sp);
            if (n) piece(out, species_art(d, sp), -1, 0, n, 0);
            add(out->body, sizeof out->body, "%s%s %d", sp ? ", " : "",
                cname(karnag_item(d, KARNAG_K_SPECIES, sp), lang), n);
        }
        add(out->body, sizeof out->body, ". %s", TR("They let lightning through.", "Elles laissent passer la foudre."));
        out->owner = (int8_t)a;
        out->count = karnag_reserve_count(d, s, a, -1);
        return 1;
    }
    if (sscanf(el, "druid.%d.%d", &a, &b) == 2) {
        if (a < 0 || a >= s->h.players || b < 0 || b >= KARNAG_DRUIDS) return 0;
        int at = s->seat[a].druid[b];
        snprintf(out->title, sizeof out->title, "%s %d", TR("Druid", "Druide"), b + 1);
        if (at == KARNAG_D_COUNCIL) snprintf(out->body, sizeof out->body, "%s", TR("At the Sylvan council.", "Au conseil sylvestre."));
        else if (at >= KARNAG_D_CAULDRON) {
            char nm[40];
            karnag_cauldron_name(karnag_geometry(d), at - KARNAG_D_CAULDRON, lang, nm, sizeof nm);
            snprintf(out->body, sizeof out->body, TR("In the %s.", "Dans le %s."), nm);
        }
        else if (at >= 0) {
            char nm[40];
            karnag_path_name(karnag_geometry(d), at, lang, nm, sizeof nm);
            snprintf(out->body, sizeof out->body, "%s, %s.", TR("On the path", "Sur le chemin"), nm);
        }
        else snprintf(out->body, sizeof out->body, "%s", TR("Not placed yet.", "Pas encore placé."));
        out->count = at >= 0 && at < KARNAG_D_CAULDRON ? at : -1;
        snprintf(out->icon, sizeof out->icon, "%s", at == KARNAG_D_COUNCIL ? "council"
                                                   : at >= KARNAG_D_CAULDRON ? "cauldron" : "");
        piece(out, "druid", a, at == KARNAG_D_UNPLACED, 1, 0);
        out->owner = (int8_t)a;
        return 1;
    }
    return 0;
}

static const char *phase_name(const karnag_state *s, int lang) {
    switch (s->phase) {
    case KARNAG_PH_OBSTACLES: return TR("Obstacle set-up", "Pose des obstacles");
    case KARNAG_PH_DRUIDS: return TR("Druid set-up", "Pose des druides");
    case KARNAG_PH_CUBES: return TR("Choice of actions", "Choix des actions");
    case KARNAG_PH_ACTIONS: return TR("Actions", "Actions");
    default: return TR("Game over", "Partie finie");
    }
}

/* The name of the effect the VM runs: the Power card played, the action tile performed
 * (main or secondary), or the council's; from the innermost frame out. */
static void effect_name(const nm_data *d, const karnag_state *s, int lang, char *buf, size_t n) {
    int nt = karnag_count(d, KARNAG_K_TILES), nc = karnag_count(d, KARNAG_K_CARDS);
    for (int i = s->vm.depth - 1; i >= 0; i--) {
        const nm_vm_frame *f = &s->vm.frame[i];
        if (f->source >= 0 && f->source < nc) {
            snprintf(buf, n, "%s", cname(karnag_item(d, KARNAG_K_CARDS, f->source), lang));
            return;
        }
        for (int t = 0; t < nt; t++) {
            const nm_component *c = karnag_item(d, KARNAG_K_TILES, t);
            for (int row = 0; row < 2; row++)
                if (c->field[row ? KARNAG_T_SECONDARY : KARNAG_T_MAIN] == f->effect) {
                    snprintf(buf, n, "%s (%s)", cname(c, lang),
                             row ? TR("secondary action", "action secondaire")
                                 : TR("main action", "action principale"));
                    return;
                }
        }
        if (f->effect == karnag_rule(d, KARNAG_R_COUNCIL_EFFECT)) {
            snprintf(buf, n, "%s", TR("Sylvan council", "Conseil sylvestre"));
            return;
        }
    }
    snprintf(buf, n, "%s", TR("Effect", "Effet"));
}

static void instr_words(const nm_data *d, const nm_instr *in, int lang, char *buf, size_t n);

/* One op in a few words, for the tiles' reference beside the board ("druids 5-8 squares"). */
static void op_short(const nm_data *d, const nm_instr *in, int lang, char *buf, size_t n) {
    switch (in->op) {
    case KARNAG_OP_MOVE_DRUIDS:
        if (in->arg[KARNAG_MD_MIN] == in->arg[KARNAG_MD_MAX]) snprintf(buf, n, TR("druids %d squares", "druides %d cases"), in->arg[KARNAG_MD_MAX]);
        else snprintf(buf, n, TR("druids %d-%d squares", "druides %d-%d cases"), in->arg[KARNAG_MD_MIN], in->arg[KARNAG_MD_MAX]);
        return;
    case KARNAG_OP_STRIKE:
        snprintf(buf, n, "%s", in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE ? TR("capture", "capture") : TR("gemstones", "gemmes"));
        return;
    case KARNAG_OP_KNOWLEDGE: snprintf(buf, n, "%s", TR("knowledge", "savoir")); return;
    case KARNAG_OP_MOVE_CREATURE:
        if (in->arg[KARNAG_MC_MAX] > 1) snprintf(buf, n, TR("a creature 1-%d squares", "une créature 1-%d cases"), in->arg[KARNAG_MC_MAX]);
        else snprintf(buf, n, "%s", TR("a creature 1 square", "une créature 1 case"));
        return;
    case KARNAG_OP_MOVE_GEMS:
        snprintf(buf, n, TR("a gemstone %d square%s", "une gemme %d case%s"), in->arg[KARNAG_MG_N], in->arg[KARNAG_MG_N] > 1 ? "s" : "");
        return;
    case KARNAG_OP_POTION: snprintf(buf, n, "%s", TR("brew in the Cauldrons", "préparer aux chaudrons")); return;
    case KARNAG_OP_DRAW_POWER:
        if (in->arg[KARNAG_DP_N] > 1) snprintf(buf, n, TR("draw %d Power cards, keep 1", "piocher %d cartes Pouvoir, en garder 1"), in->arg[KARNAG_DP_N]);
        else snprintf(buf, n, "%s", TR("draw 1 Power card", "piocher 1 carte Pouvoir"));
        return;
    default: instr_words(d, in, lang, buf, n); return;
    }
}

/* The ops of an option, "knowledge + capture"; their kinds sorted in key (to spot the same
 * option in another order). */
static void option_short(const nm_data *d, int effect, int lang, char *buf, size_t n, uint32_t *key) {
    int len = 0;
    const nm_instr *list = nm_data_effect(d, effect, &len);
    buf[0] = 0;
    *key = 0;
    for (int i = 0; i < len; i++) {
        char one[64];
        op_short(d, &list[i], lang, one, sizeof one);
        add(buf, n, "%s%s", i ? " + " : "", one);
        *key += 1u << ((list[i].op * 3 + (list[i].op == KARNAG_OP_STRIKE ? list[i].arg[KARNAG_ST_WHAT] : 0)) % 30);
    }
}

/* An effect in a few words: its ops, a choice's options joined by "or" (an option that
 * is another's ops in another order said once, "in either order"). */
static void effect_short(const nm_data *d, int effect, int lang, char *buf, size_t n) {
    int len = 0;
    const nm_instr *list = nm_data_effect(d, effect, &len);
    buf[0] = 0;
    if (len == 1 && list[0].op == KARNAG_OP_CHOOSE) {
        int count = 0, said = 0, twice = 0;
        const int32_t *opts = nm_data_ints(d, list[0].arg[NM_CHOOSE_OPTIONS], &count);
        uint32_t keys[8];
        for (int o = 0; o < count && o < 8; o++) {
            char one[96];
            option_short(d, opts[o], lang, one, sizeof one, &keys[o]);
            int seen = 0;
            for (int p = 0; p < o; p++) seen |= keys[p] == keys[o];
            if (seen) {
                twice = 1;
                continue;
            }
            add(buf, n, "%s%s", said++ ? TR(", or ", ", ou ") : "", one);
        }
        if (twice) add(buf, n, "%s", TR(" (either order)", " (dans l'ordre voulu)"));
        return;
    }
    uint32_t key;
    option_short(d, effect, lang, buf, n, &key);
}

int karnag_describe(const nm_data *d, const void *state, int viewer, int lang,
                    const char *element, nm_element_view *out) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    int a = 0, b = 0, c = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    (void)viewer;
    if (sscanf(element, "sq.%d.%d", &a, &b) == 2) {
        if (a < 0 || b < 0 || a >= g->w || b >= g->h) return 0;
        describe_square(d, s, g, lang, a, b, out);
        return 1;
    }
    if (sscanf(element, "path.%d", &a) == 1) {
        if (a < 0 || a >= g->path) return 0;
        describe_path(d, s, g, lang, a, out);
        return 1;
    }
    if (sscanf(element, "cauldron.%d", &a) == 1) {
        if (a < 0 || a >= KARNAG_CAULDRONS) return 0;
        int places = karnag_cauldron_places(d, g, a, s->h.players);
        karnag_cauldron_name(g, a, lang, out->title, sizeof out->title);
        if (out->title[0] >= 'a' && out->title[0] <= 'z') out->title[0] = (char)(out->title[0] - 32);
        snprintf(out->body, sizeof out->body, "%s %d / %d. %s", TR("Druids", "Druides"),
                 karnag_cauldron_used(s, a), places,
                 TR("Enter from the path beside it; the Potions action brews here.",
                    "On y entre depuis le chemin voisin ; l'action Potions s'y prépare."));
        for (int p = 0; p < s->h.players; p++)
            for (int k = 0; k < KARNAG_DRUIDS; k++)
                if (s->seat[p].druid[k] == KARNAG_D_CAULDRON + a) piece(out, "druid", p, 0, 1, 0);
        out->count = places;
        return 1;
    }
    if (strcmp(element, "done") == 0) {
        /* while druids move and the action's minimum is not reached, the button says how
         * many movement points must still be used before it accepts (issue 16) */
        int need = s->mv_lo - s->mv_used;
        if (!s->vm.waiting || !s->mv_active || s->mv_used == 0 || need <= 0) return 0;
        snprintf(out->title, sizeof out->title, TR("Done after %d more", "Terminé : encore %d"), need);
        int left = s->mv_hi - s->mv_used;
        if (lang == 1)
            snprintf(out->body, sizeof out->body,
                     "Refusé tant que %d point%s de mouvement de plus n'%s pas utilisé%s\xC2\xA0: l'action déplace vos druides "
                     "d'au moins %d cases. Reste %d point%s.",
                     need, need > 1 ? "s" : "", need > 1 ? "ont" : "est", need > 1 ? "s" : "", s->mv_lo, left,
                     left > 1 ? "s" : "");
        else
            snprintf(out->body, sizeof out->body,
                     "Refused until %d more movement point%s used: the action moves your druids at least %d squares. "
                     "%d point%s left.",
                     need, need > 1 ? "s are" : " is", s->mv_lo, left, left > 1 ? "s" : "");
        return 1;
    }
    if (strcmp(element, NM_ELEMENT_BAR) == 0) {
        if (!s->vm.waiting || vm_op(d, s, NULL) != KARNAG_OP_CHOOSE) return 0;
        effect_name(d, s, lang, out->title, sizeof out->title);
        karnag_prompt(d, s, lang, out->body, sizeof out->body);
        return 1;
    }
    if (strcmp(element, "council") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Sylvan council", "Conseil sylvestre"));
        for (int p = 0; p < s->h.players; p++) {
            int n = karnag_council_count(s, p);
            if (n) piece(out, "druid", p, 0, n, 0);
        }
        snprintf(out->body, sizeof out->body, "%s",
                 TR("End of round: 1 VP per druid here (+ council bonus); the most druids go up a knowledge level.",
                    "Fin de manche : 1 PV par druide ici (+ bonus) ; la majorité monte d'un niveau de savoir."));
        return 1;
    }
    if (strcmp(element, "round") == 0) {
        snprintf(out->title, sizeof out->title, "%s %d / %d \xC2\xB7 %s", TR("Round", "Manche"),
                 s->round, s->rounds, phase_name(s, lang));
        int to = karnag_pending_seat(s);
        if (s->phase == KARNAG_PH_CUBES && to >= 0)
            snprintf(out->body, sizeof out->body, TR("%s %d places a cube (%d left)", "%s %d pose un cube (%d restants)"),
                     seat_word(lang), to + 1, s->seat[to].cubes);
        else if (s->phase == KARNAG_PH_OBSTACLES && to >= 0 && s->obst_pick >= 0 &&
                 s->obst_pick < karnag_count(d, KARNAG_K_OBSTACLES))
            snprintf(out->body, sizeof out->body, TR("%s %d places %s, turned %d", "%s %d pose %s, tournée de %d"),
                     seat_word(lang), to + 1, cname(karnag_item(d, KARNAG_K_OBSTACLES, s->obst_pick), lang),
                     (int)s->obst_rot);
        else if ((s->phase == KARNAG_PH_DRUIDS || s->phase == KARNAG_PH_OBSTACLES) && to >= 0)
            snprintf(out->body, sizeof out->body, TR("%s %d places %s", "%s %d pose %s"), seat_word(lang), to + 1,
                     s->phase == KARNAG_PH_DRUIDS ? TR("a druid on a darker path square", "un druide sur une case sombre du chemin")
                                                  : TR("an obstacle tile", "une tuile obstacle"));
        else if (s->phase == KARNAG_PH_ACTIONS && to >= 0 && to != s->act_seat)
            snprintf(out->body, sizeof out->body, TR("%s %d may play Power cards before the next action",
                                                     "%s %d peut jouer des cartes Pouvoir avant l'action suivante"),
                     seat_word(lang), to + 1);
        else if (s->phase == KARNAG_PH_ACTIONS && s->act_tile >= 0 &&
            s->act_tile < karnag_count(d, KARNAG_K_TILES))
            snprintf(out->body, sizeof out->body, TR("%s %d: %s (%s)", "%s %d : %s (%s)"), seat_word(lang), s->act_seat + 1,
                     cname(karnag_item(d, KARNAG_K_TILES, s->act_tile), lang),
                     s->act_row ? TR("secondary", "secondaire") : TR("main", "principale"));
        out->count = s->round;
        return 1;
    }
    if (strcmp(element, "deck") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Deck", "Pioche"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Power cards, face down. The Power cards tile draws from here.",
                    "Cartes Pouvoir, face cachée. La tuile Cartes Pouvoir y pioche."));
        out->count = s->deck_count;
        out->hidden = 1;
        return 1;
    }
    if (strcmp(element, "die") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Die", "Dé"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Faces 2-3-3-3-4-4: how far new creatures go out of the gate.",
                    "Faces 2-3-3-3-4-4 : la distance parcourue par les créatures qui sortent."));
        out->count = s->die;
        return 1;
    }
    if (strcmp(element, "order") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Play order", "Ordre du tour"));
        for (int i = 0; i < s->h.players; i++) piece(out, "cube", s->order[i], 0, 1, 0);
        snprintf(out->body, sizeof out->body, "%s",
                 TR("The fewest VP play first from round 2 on.",
                    "Dès la manche 2, le moins de PV joue en premier."));
        return 1;
    }
    if (strcmp(element, "mana") == 0 || strcmp(element, "score") == 0) {
        int mana = element[0] == 'm';
        snprintf(out->title, sizeof out->title, "%s", mana ? TR("Mana", "Mana") : TR("Score", "Score"));
        for (int p = 0; p < s->h.players; p++) {
            add(out->body, sizeof out->body, "%s%d: %d", p ? ", " : "", p + 1,
                mana ? s->seat[p].mana : s->seat[p].vp);
            /* the view draws each seat's marker at its value, carried in count */
            piece(out, "cube", p, 0, mana ? s->seat[p].mana : s->seat[p].vp, 0);
        }
        add(out->body, sizeof out->body, ". %s",
            mana ? TR("Lightning costs 1 mana a square; 20 at most.",
                      "La foudre coûte 1 mana par case ; 20 au plus.")
                 : TR("Ties go to the most mana.", "À égalité, le plus de mana gagne."));
        return 1;
    }
    if (sscanf(element, "drawn.%d", &a) == 1) {
        if (a < 0 || a >= KARNAG_DRAW_MAX || a >= s->drawn_count) return 0;
        int cd = s->drawn[a];
        if (cd < 0) {
            out->hidden = 1;
            return 1;
        }
        const nm_component *cc = karnag_item(d, KARNAG_K_CARDS, cd);
        snprintf(out->title, sizeof out->title, "%s", cname(cc, lang));
        char rules[512];
        add(out->body, sizeof out->body, "%s", nm_component_rules(d, cc, lang ? 1 : 0, rules, sizeof rules));
        return 1;
    }
    if (sscanf(element, "slot.%d.%d.%d", &a, &b, &c) == 3) {
        if (a < 0 || a >= KARNAG_TILES || b < 0 || b > 1 || c < 0 || c >= KARNAG_PLACES) return 0;
        describe_slot(d, s, lang, a, b, c, out);
        return 1;
    }
    if (sscanf(element, "ref.tile.%d", &a) == 1) { /* the reference beside the board: in short */
        if (a < 0 || a >= KARNAG_TILES || s->row[a] < 0 || s->row[a] >= karnag_count(d, KARNAG_K_TILES))
            return 0;
        const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->row[a]);
        char m[140], sec[140];
        effect_short(d, t->field[KARNAG_T_MAIN], lang, m, sizeof m);
        effect_short(d, t->field[KARNAG_T_SECONDARY], lang, sec, sizeof sec);
        snprintf(out->title, sizeof out->title, "%s", cname(t, lang));
        snprintf(out->body, sizeof out->body, TR("Main: %s. Secondary: %s.", "Principale : %s. Secondaire : %s."), m, sec);
        return 1;
    }
    if (sscanf(element, "tile.%d", &a) == 1) {
        if (a < 0 || a >= KARNAG_TILES || s->row[a] < 0 || s->row[a] >= karnag_count(d, KARNAG_K_TILES))
            return 0;
        const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->row[a]);
        snprintf(out->title, sizeof out->title, "%s", cname(t, lang));
        add(out->body, sizeof out->body, "%s", t->text[lang ? 1 : 0] ? t->text[lang ? 1 : 0] : "");
        snprintf(out->icon, sizeof out->icon, "%s", nm_data_str(d, t->field[KARNAG_T_ART]));
        return 1;
    }
    return describe_seat_el(d, s, lang, element, out);
}

/* ---- the log and menus: an action in words ----------------------------------------- */

/* The op a VM choice answers (KARNAG_OP_*), -1 when the VM waits for nothing. */
static int vm_op(const nm_data *d, const karnag_state *s, const nm_instr **instr) {
    const nm_instr *in = nm_vm_waiting_instr(d, &s->vm);
    if (!in) return -1;
    if (instr) *instr = in;
    return in->op;
}

static void sq_word(const karnag_geo *g, int sq, char *buf, size_t n) {
    karnag_sq_name(g, sq, buf, n);
}

/* One instruction of an option in words ("move your druids 7 squares"). */
static void instr_words(const nm_data *d, const nm_instr *in, int lang, char *buf, size_t n) {
    int k = 0;
    switch (in->op) {
    case KARNAG_OP_MOVE_DRUIDS:
        if (in->arg[KARNAG_MD_MIN] == in->arg[KARNAG_MD_MAX])
            snprintf(buf, n, TR("move your druids %d squares", "déplacer vos druides de %d cases"),
                     in->arg[KARNAG_MD_MAX]);
        else
            snprintf(buf, n, TR("move your druids %d to %d squares",
                                "déplacer vos druides de %d à %d cases"), in->arg[KARNAG_MD_MIN], in->arg[KARNAG_MD_MAX]);
        break;
    case KARNAG_OP_STRIKE:
        if (in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE) snprintf(buf, n, "%s", TR("capture creatures", "capturer des créatures"));
        else snprintf(buf, n, "%s", TR("create gemstones", "créer des gemmes"));
        break;
    case KARNAG_OP_KNOWLEDGE:
        snprintf(buf, n, "%s%s", TR("a knowledge level", "un niveau de savoir"),
                 in->arg[KARNAG_KN_OPTIONAL] ? TR(" (optional)", " (facultatif)") : "");
        break;
    case KARNAG_OP_MOVE_CREATURE:
        snprintf(buf, n, TR("move a creature up to %d squares", "déplacer une créature de %d cases au plus"),
                 in->arg[KARNAG_MC_MAX]);
        break;
    case KARNAG_OP_MOVE_GEMS:
        snprintf(buf, n, TR("move your gemstones %d squares", "déplacer vos gemmes de %d cases"),
                 in->arg[KARNAG_MG_N]);
        break;
    case KARNAG_OP_POTION: snprintf(buf, n, "%s", TR("brew potions", "préparer des potions")); break;
    case KARNAG_OP_DRAW_POWER:
        snprintf(buf, n, TR("draw %d Power cards", "piocher %d cartes Pouvoir"), in->arg[KARNAG_DP_N]);
        break;
    case KARNAG_OP_GAIN:
        if (in->arg[KARNAG_GAIN_WHAT] == KARNAG_GAIN_MANA) snprintf(buf, n, "%d mana", in->arg[KARNAG_GAIN_N]);
        else snprintf(buf, n, TR("%d VP", "%d PV"), in->arg[KARNAG_GAIN_N]);
        break;
    case KARNAG_OP_PASS_THROUGH:
        snprintf(buf, n, TR("lightning through %d more squares", "foudre à travers %d cases de plus"),
                 in->arg[KARNAG_PT_N]);
        break;
    case KARNAG_OP_MOVE_ADJUST:
        snprintf(buf, n, TR("druid move %d squares longer or shorter",
                            "déplacement de druides de %d cases de plus ou de moins"), in->arg[KARNAG_MA_N]);
        break;
    case KARNAG_OP_BANISH:
        snprintf(buf, n, TR("send a %s back to Ker Ys", "renvoyer une créature %s à Ker Ys"),
                 in->arg[KARNAG_BA_SPECIES] >= 0 && in->arg[KARNAG_BA_SPECIES] < karnag_count(d, KARNAG_K_SPECIES)
                     ? cname(karnag_item(d, KARNAG_K_SPECIES, in->arg[KARNAG_BA_SPECIES]), lang) : "?");
        break;
    case KARNAG_OP_CHOOSE:
        (void)nm_data_ints(d, in->arg[NM_CHOOSE_OPTIONS], &k);
        snprintf(buf, n, TR("one of %d options", "une option parmi %d"), k);
        break;
    default: snprintf(buf, n, "?");
    }
}

static void choose_words(const nm_data *d, const nm_instr *in, int pick, int lang, char *buf,
                         size_t n) {
    int count = 0, len = 0;
    const int32_t *opts = nm_data_ints(d, in->arg[NM_CHOOSE_OPTIONS], &count);
    snprintf(buf, n, "%s ", TR("Choose:", "Choisir :"));
    if (pick < 0 || pick >= count) return;
    const nm_instr *list = nm_data_effect(d, opts[pick], &len);
    for (int i = 0; i < len; i++) {
        char one[80];
        instr_words(d, &list[i], lang, one, sizeof one);
        add(buf, n, "%s%s", i ? TR(", then ", ", puis ") : "", one);
    }
}

/* "Druid north of C1 → north of F1 (3 squares clockwise)", "Druid: council, north-west
 * corner → north of B1 (3 squares clockwise)". */
static void druid_move_words(const nm_data *d, const karnag_state *s, const nm_action *a, int lang,
                             char *buf, size_t n) {
    const karnag_geo *g = karnag_geometry(d);
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, "%s", s->mv_used ? TR("Stop moving druids", "Arrêter les déplacements")
                                          : TR("Do not move", "Ne pas se déplacer"));
        return;
    }
    int k = a->p[1] & 3, cw = !((a->p[1] >> 2) & 1), corner = (a->p[1] >> 3) - 1;
    int steps = a->p[2] & 31, seat = nm_vm_waiting_seat(&s->vm);
    char from[48], to[48];
    if (corner >= 0 && corner < 4) {
        karnag_path_name(g, g->corner[corner], lang, to, sizeof to);
        snprintf(buf, n, TR("Druid: council, %s", "Druide : conseil, %s"), to);
    } else {
        karnag_druid_place(g, seat >= 0 && seat < KARNAG_MAX_P && k < KARNAG_DRUIDS
                                  ? s->seat[seat].druid[k] : -9,
                           lang, from, sizeof from);
        snprintf(buf, n, "%s %s", TR("Druid", "Druide"), from);
    }
    if (a->target >= KARNAG_EL_CAULDRON && a->target < KARNAG_EL_CAULDRON + KARNAG_CAULDRONS)
        karnag_cauldron_name(g, a->target - KARNAG_EL_CAULDRON, lang, to, sizeof to);
    else
        karnag_path_name(g, a->target - KARNAG_EL_PATH, lang, to, sizeof to);
    add(buf, n, " \xE2\x86\x92 %s (%d %s%s)", to, steps,
        steps > 1 ? TR("squares", "cases") : TR("square", "case"),
        cw ? TR(" clockwise", ", sens horaire") : TR(" counterclockwise", ", sens antihoraire"));
}

static void vm_words(const nm_data *d, const karnag_state *s, const nm_action *a, int lang,
                     char *buf, size_t n) {
    const karnag_geo *g = karnag_geometry(d);
    const nm_instr *in = NULL;
    int op = vm_op(d, s, &in), seat = nm_vm_waiting_seat(&s->vm);
    const karnag_seat *me = seat >= 0 && seat < KARNAG_MAX_P ? &s->seat[seat] : &s->seat[0];
    char nm[16];
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    switch (op) {
    case KARNAG_OP_CHOOSE: choose_words(d, in, a->p[0], lang, buf, n); return;
    case KARNAG_OP_MOVE_DRUIDS: druid_move_words(d, s, a, lang, buf, n); return;
    case KARNAG_OP_STRIKE: /* the answer says which: a gemstone or a capture */
        if (a->p[0] == KARNAG_CH_GEM) {
        int da = a->p[1] / 3, db = a->p[1] % 3, sq = -1, need[3];
        if (da >= KARNAG_DRUIDS || db >= KARNAG_DRUIDS) break;
        int cost = karnag_gem_cost(s, g, me->druid[da], me->druid[db], &sq, need);
        char pa[32], pb[32];
        sq_word(g, sq, nm, sizeof nm);
        karnag_druid_place(g, me->druid[da], lang, pa, sizeof pa);
        karnag_druid_place(g, me->druid[db], lang, pb, sizeof pb);
        snprintf(buf, n, TR("Gemstone at %s, %d mana (druids %s and %s, the %s to the council)",
                            "Gemme en %s, %d mana (druides %s et %s, le %s au conseil)"),
                 nm, cost, pa, pb, a->p[2] ? TR("second", "second") : TR("first", "premier"));
        return;
        }
        if (a->p[0] != KARNAG_CH_CAPTURE || a->p[1] < 0 || a->p[1] >= KARNAG_DRUIDS) break;
        {
        int cost = 0, need[3], c = -1, at = me->druid[a->p[1]];
        if (at >= 0 && at < g->path) c = karnag_capture_target(s, g, at, &cost, need);
        if (c < 0 || c >= nc) break;
        int vp = karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, c))->field[KARNAG_S_VP] +
                 karnag_track_sum(d, s, seat, KARNAG_TR_CAPTURE_EACH, 0) +
                 (s->act_captured ? 0 : karnag_track_sum(d, s, seat, KARNAG_TR_CAPTURE_ACTION, 0));
        char from[32];
        sq_word(g, s->cr_loc[c], nm, sizeof nm);
        karnag_druid_place(g, at, lang, from, sizeof from);
        snprintf(buf, n, TR("Capture the %s at %s (druid %s): %d mana, %d VP",
                            "Capturer %s en %s (druide %s) : %d mana, %d PV"),
                 cname(karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, c)), lang), nm,
                 from, cost, vp);
        return;
    }
    case KARNAG_OP_KNOWLEDGE:
        if (a->p[0] != KARNAG_CH_TRACK || a->p[1] < 0 || a->p[1] >= karnag_count(d, KARNAG_K_TRACKS))
            break;
        snprintf(buf, n, TR("Knowledge: %s to level %d", "Savoir : %s au niveau %d"),
                 cname(karnag_item(d, KARNAG_K_TRACKS, a->p[1]), lang), me->track[a->p[1]] + 1);
        return;
    case KARNAG_OP_MOVE_CREATURE:
        if (a->p[0] == KARNAG_CH_CREATURE && a->p[1] >= 0 && a->p[1] < nc) {
            sq_word(g, s->cr_loc[a->p[1]], nm, sizeof nm);
            snprintf(buf, n, TR("Move the %s at %s by telepathy", "Déplacer par télépathie %s en %s"),
                     cname(karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, a->p[1])), lang), nm);
            return;
        }
        if (a->p[0] == KARNAG_CH_STEP) {
            char to[40];
            const char *sp = s->cr_sel >= 0 && s->cr_sel < nc
                                 ? cname(karnag_item(d, KARNAG_K_SPECIES, karnag_species_of(d, s->cr_sel)), lang)
                                 : TR("Creature", "Créature");
            if (a->target >= KARNAG_EL_PATH && a->target < KARNAG_EL_CAULDRON) {
                karnag_path_name(g, a->target - KARNAG_EL_PATH, lang, to, sizeof to);
                snprintf(buf, n, TR("%s %s: it escapes %s", "%s vers %s : elle s'échappe %s"), sp,
                         lang ? DIR_FR[a->p[1] & 3] : DIR_EN[a->p[1] & 3], to);
            } else {
                sq_word(g, a->target - KARNAG_EL_SQ, to, sizeof to);
                snprintf(buf, n, TR("%s %s to %s", "%s vers %s, en %s"), sp,
                         lang ? DIR_FR[a->p[1] & 3] : DIR_EN[a->p[1] & 3], to);
            }
            return;
        }
        if (a->p[0] == KARNAG_CH_DONE) {
            snprintf(buf, n, "%s", s->cr_sel < 0 ? TR("Move no creature", "Ne déplacer aucune créature")
                                                 : TR("Stop the creature", "Arrêter la créature"));
            return;
        }
        break;
    case KARNAG_OP_MOVE_GEMS:
        if (a->p[0] == KARNAG_CH_GEMSTEP) {
            char to[8];
            int q = a->p[1], dir = a->p[2] & 3;
            static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
            sq_word(g, q, nm, sizeof nm);
            sq_word(g, (q / g->w + dy[dir]) * g->w + q % g->w + dx[dir], to, sizeof to);
            snprintf(buf, n, TR("Gemstone %s %s to %s", "Gemme %s vers %s, en %s"), nm,
                     lang ? DIR_FR[dir] : DIR_EN[dir], to);
            return;
        }
        if (a->p[0] == KARNAG_CH_DONE) {
            snprintf(buf, n, "%s", s->gm_used ? TR("Stop moving gemstones", "Arrêter de déplacer les gemmes")
                                              : TR("Move no gemstone", "Ne déplacer aucune gemme"));
            return;
        }
        break;
    case KARNAG_OP_DRAW_POWER: {
        if (a->p[0] == KARNAG_CH_REDRAW) {
            snprintf(buf, n, "%s", TR("Put them back and draw again", "Les remettre et repiocher"));
            return;
        }
        int c = a->p[2];
        if (c < 0 || c >= karnag_count(d, KARNAG_K_CARDS)) break;
        snprintf(buf, n, "%s %s", a->p[0] == KARNAG_CH_KEEP ? TR("Keep", "Garder") : TR("Play", "Jouer"),
                 cname(karnag_item(d, KARNAG_K_CARDS, c), lang));
        return;
    }
    default: break;
    }
    if (a->p[0] == KARNAG_CH_DONE) {
        switch (op) {
        case KARNAG_OP_STRIKE:
            if (in && in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE) snprintf(buf, n, "%s", TR("No more captures", "Plus de captures"));
            else snprintf(buf, n, "%s", TR("No more gemstones", "Plus de gemmes"));
            return;
        case KARNAG_OP_KNOWLEDGE: snprintf(buf, n, "%s", TR("No knowledge", "Pas de savoir")); return;
        default: break;
        }
    }
    karnag_label(d, s, a, buf, n);
}

void karnag_display_label(const nm_data *d, const void *state, const nm_action *a, int lang,
                          char *buf, size_t n) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    char nm[48];
    if (n == 0) return;
    buf[0] = 0;
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        vm_words(d, s, a, lang, buf, n);
        return;
    }
    switch (a->kind) {
    case KARNAG_ACT_OBST_PICK:
        if (a->p[0] < 0 || a->p[0] >= karnag_count(d, KARNAG_K_OBSTACLES)) break;
        snprintf(buf, n, TR("Take %s, %s", "Prendre %s, %s"),
                 cname(karnag_item(d, KARNAG_K_OBSTACLES, a->p[0]), lang),
                 lang ? TURN_FR[a->p[1] & 3] : TURN_EN[a->p[1] & 3]);
        return;
    case KARNAG_ACT_OBST_PUT:
        tile_squares(d, s, a->p[0], nm, sizeof nm);
        snprintf(buf, n, TR("Place the obstacle on %s", "Poser l'obstacle sur %s"), nm);
        return;
    case KARNAG_ACT_DRUID:
        karnag_path_name(g, a->p[0], lang, nm, sizeof nm);
        snprintf(buf, n, TR("Druid %s", "Druide %s"), nm);
        return;
    case KARNAG_ACT_CUBE:
        if (a->p[0] < 0 || a->p[0] >= KARNAG_TILES) break;
    {
        char pw[64];
        place_words(a->p[1], a->p[2], lang, pw, sizeof pw);
        snprintf(buf, n, TR("Cube: %s \xC2\xB7 %s", "Cube : %s \xC2\xB7 %s"),
                 cname(karnag_item(d, KARNAG_K_TILES, s->row[a->p[0]]), lang), pw);
    }
        return;
    case KARNAG_ACT_CARD:
        if (a->p[1] < 0 || a->p[1] >= karnag_count(d, KARNAG_K_CARDS)) break;
        snprintf(buf, n, "%s %s", TR("Play", "Jouer"), cname(karnag_item(d, KARNAG_K_CARDS, a->p[1]), lang));
        return;
    case KARNAG_ACT_BEGIN:
        snprintf(buf, n, TR("Perform %s (%s)", "Faire %s (%s)"),
                 cname(karnag_item(d, KARNAG_K_TILES, s->act_tile), lang),
                 s->act_row ? TR("secondary", "secondaire") : TR("main", "principale"));
        return;
    case KARNAG_ACT_END: snprintf(buf, n, "%s", TR("No more cards", "Plus de cartes")); return;
    default: break;
    }
    karnag_label(d, s, a, buf, n);
}

/* ---- the end screen: the score by source ------------------------------------------- */

/* A line of the breakdown, zeros included: every category of the rulebook shows. */
static int line(nm_score_line *out, int max, int k, const char *label, int pts) {
    if (k >= max) return k;
    snprintf(out[k].label, sizeof out[k].label, "%s", label);
    out[k].points = pts;
    return k + 1;
}

int karnag_score_detail(const nm_data *d, const void *state, int seat, int lang,
                        nm_score_line *out, int max) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    if (seat < 0 || seat >= s->h.players || max <= 0) return 0;
    const karnag_seat *q = &s->seat[seat];
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    /* the VP won during play, by source (kept in the state as they were won) */
    int k = 0, rest = q->vp;
    for (int src = 0; src < KARNAG_VP_SOURCES; src++) {
        if (src == KARNAG_VP_OTHER && q->vp_src[src] == 0) continue;
        k = line(out, max, k, karnag_vp_source_words[lang][src], q->vp_src[src]);
    }
    if (s->phase == KARNAG_PH_OVER) {
        static const char *const gem_en[] = {"Gemstones, green region", "Gemstones, light brown region",
                                             "Gemstones, dark brown region"};
        static const char *const gem_fr[] = {"Gemmes, région verte", "Gemmes, région brun clair",
                                             "Gemmes, région brun foncé"};
        uint8_t in[KARNAG_SQ_MAX];
        int enc = karnag_encircled(d, g, s, in);
        int gems[3] = {0, 0, 0}, m_in = 0, m_other = 0;
        for (int sq = 0; sq < g->sq; sq++) {
            if (s->gem[sq] == seat) gems[g->region[sq]]++;
            if (s->menhir[sq] == seat) {
                if (enc && in[sq]) m_in++;
                else m_other++;
            }
        }
        k = line(out, max, k, TR("Power cards in hand", "Cartes Pouvoir en main"), q->end_cards);
        int gsum = 0;
        for (int r = 0; r < 3; r++) gsum += gems[r] * karnag_rule_at(d, KARNAG_R_GEM_END, r);
        if (gsum == q->end_gems && gsum > 0) {
            for (int r = 0; r < 3; r++)
                if (gems[r])
                    k = line(out, max, k, lang ? gem_fr[r] : gem_en[r],
                             gems[r] * karnag_rule_at(d, KARNAG_R_GEM_END, r));
        } else {
            k = line(out, max, k, TR("Gemstones", "Gemmes"), q->end_gems);
        }
        int pin = enc ? m_in * karnag_rule(d, KARNAG_R_ENC_IN) : 0;
        int pother = m_other * karnag_rule(d, enc ? KARNAG_R_ENC_OTHER : KARNAG_R_OPEN_MENHIR);
        if (pin + pother == q->end_menhirs && enc) {
            k = line(out, max, k, TR("Menhirs around Ker Ys", "Menhirs autour de Ker Ys"), pin);
            k = line(out, max, k, TR("Other menhirs", "Autres menhirs"), pother);
        } else {
            k = line(out, max, k, TR("Menhirs", "Menhirs"), q->end_menhirs);
        }
        k = line(out, max, k, enc ? TR("Creatures (gate encircled)", "Créatures (porte encerclée)")
                                  : TR("Creatures in reserve", "Créatures en réserve"),
                 q->end_creatures);
    }
    for (int i = 0; i < k; i++) rest -= out[i].points;
    if (k > 0) out[k - 1].points += rest; /* too few lines: the rest folds into the last one */
    return k;
}

/* ---- what an action involves: its lightning lines, lit before it is confirmed ------- */

/* Adds element id "<what>.<i>[.<j>]" (j < 0: none). */
static int put_id(char (*ids)[NM_ELEMENT_LEN], int max, int k, const char *what, int i, int j) {
    if (k >= max) return k;
    if (i < 0) snprintf(ids[k], NM_ELEMENT_LEN, "%s", what);
    else if (j < 0) snprintf(ids[k], NM_ELEMENT_LEN, "%s.%d", what, i);
    else snprintf(ids[k], NM_ELEMENT_LEN, "%s.%d.%d", what, i, j);
    return k + 1;
}

static int put_sq(const karnag_geo *g, char (*ids)[NM_ELEMENT_LEN], int max, int k, int sq) {
    if (sq < 0 || sq >= g->sq) return k;
    return put_id(ids, max, k, "sq", sq % g->w, sq / g->w);
}

/* The druid's path square and its lightning up to (and without) square stop. */
static int put_line(const karnag_geo *g, char (*ids)[NM_ELEMENT_LEN], int max, int k, int ps,
                    int stop) {
    int16_t sq[KARNAG_W_MAX + KARNAG_H_MAX];
    if (ps < 0 || ps >= g->path) return k;
    k = put_id(ids, max, k, "path", ps, -1);
    int n = karnag_line(g, ps, sq);
    for (int i = 0; i < n && sq[i] != stop; i++) k = put_sq(g, ids, max, k, sq[i]);
    return k;
}

/* What one op of an effect's option acts on: the druids it moves, the creatures it may
 * capture or move, the gemstones, the knowledge tracks, the Power deck, the counters. */
static int option_involves(const nm_data *d, const karnag_state *s, const karnag_geo *g, int seat,
                           const nm_instr *in, char (*ids)[NM_ELEMENT_LEN], int max, int k) {
    const karnag_seat *me = &s->seat[seat];
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    switch (in->op) {
    case KARNAG_OP_MOVE_DRUIDS:
        for (int j = 0; j < KARNAG_DRUIDS; j++)
            if (me->druid[j] >= 0 && me->druid[j] < g->path) k = put_id(ids, max, k, "path", me->druid[j], -1);
        break;
    case KARNAG_OP_STRIKE:
        if (in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE) {
            for (int j = 0; j < KARNAG_DRUIDS; j++) {
                int at = me->druid[j], cost, need[3];
                if (at < 0 || at >= g->path) continue;
                int c = karnag_capture_target(s, g, at, &cost, need);
                if (c >= 0 && c < nc) k = put_line(g, ids, max, k, at, -1);
            }
            break;
        }
        for (int q = 0; q < g->sq; q++) /* gemstones: yours, and the druids that make them */
            if (s->gem[q] == seat) k = put_sq(g, ids, max, k, q);
        for (int j = 0; j < KARNAG_DRUIDS; j++)
            if (me->druid[j] >= 0 && me->druid[j] < g->path) k = put_id(ids, max, k, "path", me->druid[j], -1);
        break;
    case KARNAG_OP_MOVE_CREATURE:
        for (int c = 0; c < nc; c++)
            if (s->cr_loc[c] >= 0 && s->cr_loc[c] < g->sq) k = put_sq(g, ids, max, k, s->cr_loc[c]);
        break;
    case KARNAG_OP_MOVE_GEMS:
        for (int q = 0; q < g->sq; q++)
            if (s->gem[q] == seat) k = put_sq(g, ids, max, k, q);
        break;
    case KARNAG_OP_KNOWLEDGE:
        for (int t = 0; t < karnag_count(d, KARNAG_K_TRACKS); t++) k = put_id(ids, max, k, "track", seat, t);
        break;
    case KARNAG_OP_DRAW_POWER: k = put_id(ids, max, k, "deck", -1, -1); break;
    case KARNAG_OP_GAIN:
        k = put_id(ids, max, k, in->arg[KARNAG_GAIN_WHAT] == KARNAG_GAIN_MANA ? "mana" : "score", -1, -1);
        break;
    default: break;
    }
    return k;
}

int karnag_involves(const nm_data *d, const void *state, const nm_action *a,
                    char (*ids)[NM_ELEMENT_LEN], int max) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    int k = 0;
    if (a->kind == KARNAG_ACT_CUBE && a->p[0] >= 0 && a->p[0] < KARNAG_TILES)
        return put_id(ids, max, 0, "tile", a->p[0], -1);
    if (a->kind == KARNAG_ACT_OBST_PUT && s->obst_pick >= 0 &&
        s->obst_pick < karnag_count(d, KARNAG_K_OBSTACLES) && a->p[0] >= 0 && a->p[0] < g->sq) {
        /* the squares the obstacle tile would cover */
        int8_t dx[9], dy[9], ter[9];
        int n = karnag_shape(d, s->obst_pick, s->obst_rot, dx, dy, ter);
        for (int i = 0; i < n; i++) {
            int x = a->p[0] % g->w + dx[i], y = a->p[0] / g->w + dy[i];
            if (x < g->w && y < g->h) k = put_sq(g, ids, max, k, y * g->w + x);
        }
        return k;
    }
    if (a->kind < NM_ACTION_VM_CHOICE) return 0;
    const nm_instr *cur = NULL;
    int op = vm_op(d, s, &cur), seat = nm_vm_waiting_seat(&s->vm);
    if (seat < 0 || seat >= KARNAG_MAX_P) return 0;
    const karnag_seat *me = &s->seat[seat];
    if (op == KARNAG_OP_CHOOSE && cur) { /* an option of the action bar: what its ops act on */
        int count = 0, len = 0;
        const int32_t *opts = nm_data_ints(d, cur->arg[NM_CHOOSE_OPTIONS], &count);
        if (a->p[0] < 0 || a->p[0] >= count) return 0;
        const nm_instr *list = nm_data_effect(d, opts[a->p[0]], &len);
        for (int i = 0; i < len; i++) k = option_involves(d, s, g, seat, &list[i], ids, max, k);
        return k;
    }
    if (op == KARNAG_OP_STRIKE && a->p[0] == KARNAG_CH_GEM) {
        int da = a->p[1] / 3, db = a->p[1] % 3, sq = -1, need[3];
        if (da >= KARNAG_DRUIDS || db >= KARNAG_DRUIDS) return 0;
        if (karnag_gem_cost(s, g, me->druid[da], me->druid[db], &sq, need) < 0) return 0;
        k = put_line(g, ids, max, k, me->druid[da], sq);
        k = put_line(g, ids, max, k, me->druid[db], sq);
    } else if (op == KARNAG_OP_STRIKE && a->p[0] == KARNAG_CH_CAPTURE && a->p[1] >= 0 &&
               a->p[1] < KARNAG_DRUIDS) {
        int at = me->druid[a->p[1]], cost, need[3];
        if (at < 0 || at >= g->path) return 0;
        int c = karnag_capture_target(s, g, at, &cost, need);
        if (c < 0) return 0;
        k = put_line(g, ids, max, k, at, s->cr_loc[c]);
    } else if (op == KARNAG_OP_MOVE_DRUIDS && a->p[0] == KARNAG_CH_MOVE) {
        int at = me->druid[a->p[1] & 3];
        if (at >= 0 && at < g->path) k = put_id(ids, max, k, "path", at, -1);
        else if (at == KARNAG_D_COUNCIL) k = put_id(ids, max, k, "council", -1, -1);
    } else if (op == KARNAG_OP_MOVE_CREATURE && a->p[0] == KARNAG_CH_STEP && s->cr_sel >= 0) {
        k = put_sq(g, ids, max, k, s->cr_loc[s->cr_sel]);
    } else if (op == KARNAG_OP_MOVE_GEMS && a->p[0] == KARNAG_CH_GEMSTEP) {
        k = put_sq(g, ids, max, k, a->p[1]);
    }
    return k;
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
