/* samhain_view.c - what seats see and read: observe (the state table, samhain_state.c)
 * hides the other screens and determinize() refills them at random from the public totals; labels (the stable English
 * ones and the display words in English and French), the board element of each action and
 * the card a move leaves (involves); describe() of every element with its pieces (members
 * ready and exhausted, worship markers, VP discs, tombs, the reserve, a screen's contents
 * for its owner only); the score by source. */
#include <stdio.h>
#include <string.h>
#include "samhain.h"
#include "nemeton/lang.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

/* Deals n tokens one by one to seats drawn at random among the k in who. */
static void deal(nm_rng *rng, int n, const int *who, int k, int *held) {
    for (; n > 0; n--) held[who[nm_rng_below(rng, (uint32_t)k)]]++;
}

/* What seat knows of the other screens is the totals: the resources and wisps that are in
 * no reserve and not behind its own screen are behind the others'. Those are dealt at
 * random among the other seats. Gains go to the normal stock and spending takes it first,
 * so of r held a seat keeps its Roman ones up to roman_each and the rest are normal. */
void samhain_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng) {
    samhain_state *s = obs_state;
    int np = s->h.players, who[SAMHAIN_MAX_P], k = 0;
    int roman_each = samhain_rule(d, SAMHAIN_R_ROMAN, np);
    for (int p = 0; p < np; p++)
        if (p != seat) who[k++] = p;
    if (!s->h.over && k > 0) {
        for (int r = 0; r < SAMHAIN_RES; r++) {
            int held[SAMHAIN_MAX_P] = {0};
            int n = samhain_rule(d, SAMHAIN_R_RES, np) + roman_each * np - s->res_reserve[r];
            if (seat >= 0 && seat < np) n -= samhain_res_held(s, seat, r);
            deal(rng, n, who, k, held);
            for (int i = 0; i < k; i++) {
                samhain_seat *st = &s->seat[who[i]];
                int roman = held[who[i]] < roman_each ? held[who[i]] : roman_each;
                st->roman[r] = (int8_t)roman;
                st->normal[r] = (int8_t)(held[who[i]] - roman);
            }
        }
        int held[SAMHAIN_MAX_P] = {0};
        int n = samhain_rule(d, SAMHAIN_R_WISPS, np) - s->wisp_reserve;
        if (seat >= 0 && seat < np) n -= s->seat[seat].wisps;
        deal(rng, n, who, k, held);
        for (int i = 0; i < k; i++) s->seat[who[i]].wisps = (int8_t)held[who[i]];
    }
    uint64_t hi = nm_rng_next(rng), lo = nm_rng_next(rng);
    nm_rng_seed(&s->h.rng, hi << 32 | lo);
}

static const char *side_word(int side, int lang) {
    return side == SAMHAIN_LIGHT ? TR("light", "lumière") : TR("dark", "ténèbres");
}

/* A card by its name, which carries its action numbers ("Stag Grove (1-2)"). */
static const char *card_name(const nm_data *d, const samhain_state *s, int cell, int lang) {
    if (cell < 0 || cell >= SAMHAIN_CELLS) return "?";
    const nm_component *c = samhain_card(d, s->layout[cell]);
    return c->name[lang] && c->name[lang][0] ? c->name[lang] : c->name[0];
}

/* A player by the name the board gives it ("Player 2"). */
static const char *seat_name(int seat, int lang, char *buf, size_t n) {
    snprintf(buf, n, TR("Player %d", "Joueur %d"), seat + 1);
    return buf;
}

static int action_number(const nm_data *d, int card, int side) {
    return samhain_card(d, card)->field[SAMHAIN_C_NUMBER] + side;
}

/* "Belanos light" (the stable English words) or "Belanos Lumière". */
static const char *track_name(const nm_data *d, int tr, int lang, char *buf, size_t n) {
    if (tr < 0 || tr >= SAMHAIN_TEMPLES * SAMHAIN_SIDES) {
        snprintf(buf, n, "?");
        return buf;
    }
    const nm_component *t = samhain_temple(d, tr / 2);
    snprintf(buf, n, "%s %s", t->name[lang],
             lang == 1 ? (tr % 2 ? "Ténèbres" : "Lumière") : samhain_side_names[tr % 2]);
    return buf;
}

/* Resource words: the labels' stable names in English, French words otherwise. */
static const char *res_name(int r, int lang) {
    static const char *const fr[] = {"bois", "or", "pierre", "feu follet", "PV"};
    if (r < 0 || r > SAMHAIN_VP) return "?";
    return lang == 1 ? fr[r] : samhain_res_names[r];
}

static const char *obj_name(const nm_data *d, int o, int lang) {
    return o >= 0 && o < SAMHAIN_OBJS ? samhain_object(d, o)->name[lang] : "?";
}

/* The instruction a repeat bonus goes to, in words (its op's rules text). */
static void bonus_words(const nm_data *d, const nm_instr *in, int lang, char *buf, size_t n) {
    nm_text_instr(d, in, 0, lang, buf, n);
}

static void label_vm(const nm_data *d, const samhain_state *s, const nm_action *a, int lang,
                     char *buf, size_t n) {
    nm_vm_ctx ctx = samhain_ctx(d, s);
    const nm_vm_frame *f = s->vm.depth > 0 ? &s->vm.frame[s->vm.depth - 1] : NULL;
    int len = 0;
    const nm_instr *list = f ? nm_data_effect(d, f->effect, &len) : NULL;
    if (!f || f->pc >= len) {
        snprintf(buf, n, TR("choice %d", "choix %d"), (int)a->p[0] + 1);
        return;
    }
    const nm_instr *in = &list[f->pc];
    char tn[64], tn2[64], who[24];
    int p0 = a->p[0], p1 = a->p[1], p2 = a->p[2];
    const char *tired = p2 ? TR("exhausted", "épuisé") : TR("ready", "prêt");
    switch (in->op) {
    case SAMHAIN_OP_WORSHIP:
        if (in->arg[SAMHAIN_W_SPLIT]) { /* p0 temple (an opponent's: seat * 16 + temple), p1 Light, p2 Dark */
            const char *verb = in->arg[SAMHAIN_W_LOSE] ? TR("pay", "payer") : TR("gain", "gagner");
            int t = in->arg[SAMHAIN_W_OPPONENT] ? p0 % 16 : p0;
            if (p1 > 0 && p2 > 0)
                snprintf(buf, n, TR("%s %d worship from %s and %d from %s", "%s %d PA sur %s et %d sur %s"),
                         verb, p1, track_name(d, t * 2, lang, tn, sizeof tn), p2,
                         track_name(d, t * 2 + 1, lang, tn2, sizeof tn2));
            else
                snprintf(buf, n, TR("%s %d worship from %s", "%s %d PA sur %s"), verb, p1 + p2,
                         track_name(d, t * 2 + (p1 > 0 ? 0 : 1), lang, tn, sizeof tn));
        } else if (in->arg[SAMHAIN_W_OPPONENT]) { /* p0 the seat, p1 the track */
            if (in->arg[SAMHAIN_W_LOSE])
                snprintf(buf, n, TR("%s loses worship on %s", "le %s perd 1 PA sur %s"),
                         seat_name(p0, lang, who, sizeof who), track_name(d, p1, lang, tn, sizeof tn));
            else
                snprintf(buf, n, TR("%s gains worship on %s", "le %s gagne des PA sur %s"),
                         seat_name(p0, lang, who, sizeof who), track_name(d, p1, lang, tn, sizeof tn));
        } else if (in->arg[SAMHAIN_W_LOSE]) { /* p0 the track */
            snprintf(buf, n, TR("pay %d worship from %s", "payer %d PA sur %s"), (int)in->arg[SAMHAIN_W_N],
                     track_name(d, p0, lang, tn, sizeof tn));
        } else {
            snprintf(buf, n, TR("worship %s", "PA %s"), track_name(d, p0, lang, tn, sizeof tn));
        }
        break;
    case SAMHAIN_OP_GAIN_CHOICE:
        snprintf(buf, n, TR("gain %d %s", "gagner %d %s"), p1, res_name(p0, lang));
        break;
    case SAMHAIN_OP_PAY_KINDS:
        if (in->arg[SAMHAIN_PK_KINDS] == SAMHAIN_KINDS_SAME) {
            snprintf(buf, n, TR("pay %d %s", "payer %d %s"), p1, res_name(p0, lang));
        } else {
            size_t u = (size_t)snprintf(buf, n, "%s", TR("pay", "payer"));
            for (int r = 0; r < SAMHAIN_RES && u < n; r++)
                if (p0 & (1 << r)) u += (size_t)snprintf(buf + u, n - u, " %s", res_name(r, lang));
        }
        break;
    case SAMHAIN_OP_PAY: /* to an opponent: p0 the seat */
        if (in->arg[SAMHAIN_GAIN_RES] == SAMHAIN_WISP && in->arg[SAMHAIN_GAIN_N] == 1)
            snprintf(buf, n, TR("give a wisp to %s", "donner un feu follet au %s"),
                     seat_name(p0, lang, who, sizeof who));
        else
            snprintf(buf, n, TR("give %d %s to %s", "donner %d %s au %s"), (int)in->arg[SAMHAIN_GAIN_N],
                     res_name(in->arg[SAMHAIN_GAIN_RES], lang), seat_name(p0, lang, who, sizeof who));
        break;
    case SAMHAIN_OP_STRIKE:
        if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_SWAP) { /* first your member, then theirs */
            if (s->vm.scratch[1] == 0)
                snprintf(buf, n, TR("swap own %s member on %s", "échanger votre membre %s sur %s"),
                         tired, card_name(d, s, p0, lang));
            else if (lang == 1)
                snprintf(buf, n, "échanger avec le membre %s du %s sur %s", tired,
                         seat_name(p1, lang, who, sizeof who), card_name(d, s, p0, lang));
            else
                snprintf(buf, n, "swap with %s's %s member on %s", seat_name(p1, lang, who, sizeof who),
                         tired, card_name(d, s, p0, lang));
        } else if (in->arg[SAMHAIN_ST_THEN] == SAMHAIN_STRIKE_EXHAUST)
            snprintf(buf, n, TR("exhaust %s's member on %s", "épuiser le membre du %s sur %s"),
                     seat_name(p1, lang, who, sizeof who), card_name(d, s, p0, lang));
        else
            snprintf(buf, n, TR("kill %s's %s member on %s", "tuer le membre %s du %s sur %s"),
                     lang == 1 ? tired : seat_name(p1, lang, who, sizeof who),
                     lang == 1 ? seat_name(p1, lang, who, sizeof who) : tired,
                     card_name(d, s, p0, lang));
        break;
    case SAMHAIN_OP_TAKE_OBJECT: /* p0 the seat taken from (yours: the reserve), p1 the object */
        if (in->arg[SAMHAIN_TO_FROM])
            snprintf(buf, n, TR("steal %s from %s", "voler %s au %s"), obj_name(d, p1, lang),
                     seat_name(p0, lang, who, sizeof who));
        else
            snprintf(buf, n, TR("take %s", "prendre %s"), obj_name(d, p1, lang));
        break;
    case SAMHAIN_OP_MOVE:
        if (lang == 1)
            snprintf(buf, n, "déplacer un membre %s : %s \xE2\x86\x92 %s", tired,
                     card_name(d, s, p0, lang), card_name(d, s, p1, lang));
        else
            snprintf(buf, n, "move %s member from %s to %s", tired, card_name(d, s, p0, lang),
                     card_name(d, s, p1, lang));
        break;
    case SAMHAIN_OP_RAISE_DEAD:
        snprintf(buf, n, TR("bring back %s's member onto %s", "ramener un membre du %s sur %s"),
                 seat_name(p0, lang, who, sizeof who), card_name(d, s, p1, lang));
        break;
    case SAMHAIN_OP_CONVERT: {
        const char *what = p0 < SAMHAIN_RES ? res_name(p0, lang)
                           : p0 == 3        ? (lang == 1 ? "PV" : "vp")
                                            : track_name(d, p0 - 4, lang, tn, sizeof tn);
        snprintf(buf, n, TR("sickle: %s %s", "faucille : %s %s"),
                 p1 ? TR("gain", "gagner") : TR("pay", "payer"), what);
        break;
    }
    default:
        if (lang == 1 && in->op == SAMHAIN_OP_CHOOSE) snprintf(buf, n, "option %d", p0 + 1);
        else nm_vm_label(&ctx, a, buf, n);
        break;
    }
}

/* A member's action. stable: the name saves, tests and the CLI use ("do 19"); otherwise the
 * words people read, the card by its name and the action by its side ("Stag Grove (1-2):
 * light action"), never a bare number. */
static void do_label(const nm_data *d, const samhain_state *s, const nm_action *a, int lang, int stable,
                     char *buf, size_t n) {
    int card = s->act_cell >= 0 ? s->layout[s->act_cell] : 0;
    if (a->p[0] == SAMHAIN_DO_WISP) {
        snprintf(buf, n, "%s", TR("cannot act: take a will-o'-wisp", "action impossible : prendre un feu follet"));
        return;
    }
    if (a->p[0] == SAMHAIN_DO_SKIP) {
        snprintf(buf, n, TR("use %s: skip the action", "utiliser %s : ne pas faire l'action"), obj_name(d, a->p[1], lang));
        return;
    }
    char bonus[120] = "";
    if (a->p[1] >= 0) {
        int len = 0;
        const nm_instr *list = nm_data_effect(d, samhain_card_effect(d, card, a->p[0]), &len);
        char one[80];
        if (a->p[1] < len) {
            bonus_words(d, &list[a->p[1]], lang, one, sizeof one);
            snprintf(bonus, sizeof bonus, TR(", bonus: %s", ", bonus : %s"), one);
        }
    }
    const char *mp = a->p[2] ? TR(" (1 MP)", " (1 PM)") : "";
    if (stable) {
        snprintf(buf, n, "do %d%s%s", action_number(d, card, a->p[0]), mp, bonus);
        return;
    }
    /* the words people read: the card's name and the side; when a long bonus leaves no
     * room, the side alone (the prompt names the card), never cut */
    char full[256];
    snprintf(full, sizeof full, TR("%s: %s action%s%s", "%s : action %s%s%s"), card_name(d, s, s->act_cell, lang),
             side_word(a->p[0], lang), mp, bonus);
    if (strlen(full) + 1 < n) { /* a label filling its buffer reads as cut */
        snprintf(buf, n, "%s", full);
        return;
    }
    snprintf(full, sizeof full, TR("%s action%s%s", "action %s%s%s"), side_word(a->p[0], lang), mp, bonus);
    if (strlen(full) + 1 >= n) snprintf(full, sizeof full, "%s%s%s", side_word(a->p[0], lang), mp, bonus);
    if (full[0] >= 'a' && full[0] <= 'z') full[0] = (char)(full[0] - 32);
    snprintf(buf, n, "%s", full);
}

static void label_lang(const nm_data *d, const samhain_state *s, const nm_action *a, int lang,
                       char *buf, size_t n) {
    char tn[64];
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        label_vm(d, s, a, lang, buf, n);
        return;
    }
    switch (a->kind) {
    case SAMHAIN_ACT_PLACE:
        snprintf(buf, n, TR("place on %s, %s", "placer sur %s, %s"), card_name(d, s, a->p[0], lang),
                 lang == 1 ? side_word(a->p[1] & 1, lang) : samhain_side_names[a->p[1] & 1]);
        break;
    case SAMHAIN_ACT_MOVE:
        if (a->p[0] == a->p[1])
            snprintf(buf, n, TR("activate %s", "activer %s"), card_name(d, s, a->p[0], lang));
        else
            snprintf(buf, n, TR("move %s%s to %s", "aller %s%s à %s et activer"),
                     lang == 1 ? (nm_fr_elides(card_name(d, s, a->p[0], lang)) ? "d'" : "de ") : "",
                     card_name(d, s, a->p[0], lang), card_name(d, s, a->p[1], lang));
        break;
    case SAMHAIN_ACT_DEVELOP:
        snprintf(buf, n, TR("develop onto %s", "développer sur %s"),
                 card_name(d, s, a->p[0], lang));
        break;
    case SAMHAIN_ACT_PASS: snprintf(buf, n, "%s", TR("pass", "passer")); break;
    case SAMHAIN_ACT_OBJECT:
        snprintf(buf, n, TR("use %s", "utiliser %s"), obj_name(d, a->p[0], lang));
        break;
    case SAMHAIN_ACT_DO:
        do_label(d, s, a, lang, 0, buf, n);
        break;
    case SAMHAIN_ACT_PAY:
        if (a->p[0] < SAMHAIN_RES)
            snprintf(buf, n, TR("pay 1 MP: %s", "payer 1 PM : %s"), res_name(a->p[0], lang));
        else if (a->p[0] == 3) snprintf(buf, n, "%s", TR("pay 1 MP: vp", "payer 1 PM : PV"));
        else
            snprintf(buf, n, TR("pay 1 MP: worship %s", "payer 1 PM : PA %s"),
                     track_name(d, a->p[0] - 4, lang, tn, sizeof tn));
        break;
    case SAMHAIN_ACT_SACRIFICE:
        if (a->p[0] >= 100) {
            snprintf(buf, n, TR("sacrifice marker on %s", "sacrifier le marqueur sur %s"),
                     track_name(d, a->p[0] - 100, lang, tn, sizeof tn));
        } else {
            snprintf(buf, n, TR("sacrifice %s member on %s", "sacrifier un membre %s sur %s"),
                     a->p[0] % 2 ? TR("exhausted", "épuisé") : TR("ready", "prêt"),
                     card_name(d, s, a->p[0] / 2, lang));
        }
        break;
    case SAMHAIN_ACT_COPY:
        if (a->p[0] < 0) {
            snprintf(buf, n, "%s", TR("decline the counterpart", "refuser la contrepartie"));
        } else {
            snprintf(buf, n, TR("copy %d for 1 MP with member on %s",
                                "copier %d pour 1 PM avec le membre sur %s"),
                     action_number(d, s->co_card, s->co_side), card_name(d, s, a->p[0], lang));
        }
        break;
    default: snprintf(buf, n, TR("unknown action %u", "action inconnue %u"), a->kind); break;
    }
}

void samhain_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    if (a->kind == SAMHAIN_ACT_DO) do_label(d, state, a, 0, 1, buf, n);
    else label_lang(d, state, a, 0, buf, n);
}

void samhain_display_label(const nm_data *d, const void *state, const nm_action *a, int lang,
                           char *buf, size_t n) {
    label_lang(d, state, a, lang == 1 ? 1 : 0, buf, n);
}

static int row_of_temple(const samhain_state *s, int t) {
    for (int r = 0; r < SAMHAIN_ROWS; r++)
        if (s->temple_row[r] == t) return r;
    return 0;
}

/* The op the effect VM waits on, -1 none. */
static int vm_op(const nm_data *d, const samhain_state *s) {
    const nm_instr *in = nm_vm_waiting_instr(d, &s->vm);
    return in ? in->op : -1;
}

/* Whether an action goes to the action bar: a choice no piece of its own stands for (the
 * card's action options and their alternatives, a wisp or an object skipping it; an
 * effect's options, which object it takes, which track it worships on, which resource it
 * gains; declining a counterpart). What a seat pays or gives from its own things (points
 * of multiplicity, resources, worship markers, VP), moves, strikes, raisings, sacrifices
 * and placements stay on the screens, tracks and cells they act on. */
static int on_bar(const nm_data *d, const samhain_state *s, const nm_action *a) {
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        int op = vm_op(d, s);
        return op == SAMHAIN_OP_CHOOSE || op == SAMHAIN_OP_TAKE_OBJECT || op == SAMHAIN_OP_WORSHIP ||
               op == SAMHAIN_OP_GAIN_CHOICE;
    }
    return a->kind == SAMHAIN_ACT_DO || (a->kind == SAMHAIN_ACT_COPY && a->p[0] < 0);
}

/* The element a target names. */
static void target_element(const samhain_state *s, int t, char *buf, size_t n);

/* Targets: 0-14 cells, 100 + track, 110 + temple, 200 + seat screen, 301 reserve, 302 VP,
 * 303 pass; the action bar for choices no piece stands for (on_bar). */
void samhain_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                     size_t n) {
    const samhain_state *s = state;
    if (on_bar(d, s, a)) {
        snprintf(buf, n, "%s", NM_ELEMENT_BAR);
        return;
    }
    target_element(s, a->target, buf, n);
}

static void target_element(const samhain_state *s, int t, char *buf, size_t n) {
    if (t < SAMHAIN_CELLS) snprintf(buf, n, "cell.%d", t);
    else if (t >= 100 && t < 100 + SAMHAIN_TEMPLES * SAMHAIN_SIDES)
        snprintf(buf, n, "track.%d.%s", row_of_temple(s, (t - 100) / 2),
                 samhain_side_names[(t - 100) % 2]);
    else if (t >= 110 && t < 110 + SAMHAIN_TEMPLES)
        snprintf(buf, n, "temple.%d", row_of_temple(s, t - 110));
    else if (t >= 200 && t < 200 + SAMHAIN_MAX_P) snprintf(buf, n, "screen.%d", t - 200);
    else if (t == 301) snprintf(buf, n, "reserve");
    else if (t == 302) snprintf(buf, n, "vp");
    else snprintf(buf, n, "pass");
}

/* The side the round plays: light, dark, or 2 for both (round 5 of 3 players); -1 placing. */
int samhain_side_of_round(const nm_data *d, const samhain_state *s, int round) {
    if (round <= 0) return -1;
    if (round == samhain_rule(d, SAMHAIN_R_BOTH_ROUND, s->h.players)) return 2;
    return round % 2 == 1 ? SAMHAIN_LIGHT : SAMHAIN_DARK;
}

int samhain_round_side(const nm_data *d, const samhain_state *s) {
    return samhain_side_of_round(d, s, s->round);
}

static void add_piece(nm_element_view *out, const char *icon, int seat, int dimmed, int count) {
    if (out->piece_count >= NM_VIEW_PIECES) return;
    nm_piece *p = &out->pieces[out->piece_count++];
    snprintf(p->icon, sizeof p->icon, "%s", icon);
    p->seat = (int8_t)seat;
    p->dimmed = (int8_t)dimmed;
    p->count = (int16_t)count;
}

/* An action card: its two actions in words (the rules as the hover shows them), the
 * members standing on it, ready then exhausted, seat by seat. */
static void describe_card(const nm_data *d, const samhain_state *s, int lang, int c,
                          nm_element_view *out) {
    const nm_component *card = samhain_card(d, s->layout[c]);
    int rs = samhain_round_side(d, s);
    snprintf(out->title, sizeof out->title, "%s", card->name[lang]);
    char rules[512];
    snprintf(out->body, sizeof out->body, "%s", nm_component_rules(d, card, lang, rules, sizeof rules));
    snprintf(out->icon, sizeof out->icon, "%s", rs == SAMHAIN_DARK ? "moon" : "sun");
    out->count = samhain_cell_count(s, c);
    out->dimmed = (int8_t)samhain_cell_full(s, c);
    for (int p = 0; p < s->h.players; p++) {
        if (s->ready[c][p]) add_piece(out, "member", p, 0, s->ready[c][p]);
        if (s->tired[c][p]) add_piece(out, "member", p, 1, s->tired[c][p]);
    }
}

static void describe_track(const nm_data *d, const samhain_state *s, int lang, int row, int sd,
                           nm_element_view *out) {
    int t = s->temple_row[row];
    snprintf(out->title, sizeof out->title, "%s, %s", samhain_temple(d, t)->name[lang],
             sd ? TR("Dark", "Ténèbres") : TR("Light", "Lumière"));
    size_t u = (size_t)snprintf(
        out->body, sizeof out->body, "%s",
        sd ? TR("Worship 1-5; the lead scores 1 VP at the end of Dark rounds.",
                "PA (points d'adoration) 1-5 ; en tête : 1 PV à la fin des manches Ténèbres.")
           : TR("Worship 1-5; the lead scores 1 VP at the end of Light rounds.",
                "PA (points d'adoration) 1-5 ; en tête : 1 PV à la fin des manches Lumière."));
    for (int p = 0; p < s->h.players && u < sizeof out->body; p++)
        if (s->track[t][sd][p]) {
            u += (size_t)snprintf(out->body + u, sizeof out->body - u,
                                  TR(" Player %d: %d.", " Joueur %d : %d."), p + 1,
                                  s->track[t][sd][p]);
            add_piece(out, "member", p, 0, 1);
        }
}

static void describe_screen(const nm_data *d, const samhain_state *s, int viewer, int lang, int j,
                            nm_element_view *out) {
    const samhain_seat *p = &s->seat[j];
    out->owner = (int8_t)j;
    snprintf(out->title, sizeof out->title, TR("Player %d%s", "Joueur %d%s"), j + 1,
             j == s->first ? TR(" (first)", " (premier)") : "");
    out->count = p->vp;
    int open = viewer == j || s->h.over;
    if (open) {
        int rom = p->roman[0] + p->roman[1] + p->roman[2];
        snprintf(out->body, sizeof out->body,
                 TR("Wood %d, gold %d, stone %d (Roman: %d, %d, %d), will-o'-wisps %d; "
                    "%d members in reserve, %d in the graveyard.",
                    "Bois %d, or %d, pierre %d (romains : %d, %d, %d), feux follets %d ; "
                    "%d membres en réserve, %d au cimetière."),
                 samhain_res_held(s, j, 0), samhain_res_held(s, j, 1), samhain_res_held(s, j, 2),
                 p->roman[0], p->roman[1], p->roman[2], p->wisps, p->reserve, p->grave);
        for (int r = 0; r < SAMHAIN_RES; r++)
            add_piece(out, samhain_res_names[r], -1, p->normal[r] == 0, p->normal[r]);
        add_piece(out, "roman", -1, rom == 0, rom);
        add_piece(out, "wisp", -1, p->wisps == 0, p->wisps);
    } else {
        snprintf(out->body, sizeof out->body,
                 TR("Resources and will-o'-wisps behind the screen; %d members in reserve, %d in "
                    "the graveyard.",
                    "Ressources et feux follets derrière l'écran ; %d membres en réserve, %d au "
                    "cimetière."),
                 p->reserve, p->grave);
    }
    add_piece(out, "member", j, 0, p->reserve);
    for (int o = 0; o < SAMHAIN_OBJS; o++) {
        int up = p->obj[o] - p->used[o];
        if (up > 0) add_piece(out, samhain_object(d, o)->id, j, 0, up);
        if (p->used[o] > 0) add_piece(out, samhain_object(d, o)->id, j, 1, p->used[o]);
    }
}

int samhain_describe(const nm_data *d, const void *state, int viewer, int lang,
                     const char *element, nm_element_view *out) {
    const samhain_state *s = state;
    int i = -1, j = -1;
    char side[16];
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    memset(out, 0, sizeof *out);
    out->owner = -1;
    out->count = -1;
    if (sscanf(element, "cell.%d", &i) == 1) {
        if (i < 0 || i >= SAMHAIN_CELLS) return 0;
        describe_card(d, s, lang, i, out);
    } else if (sscanf(element, "track.%d.%15s", &i, side) == 2) {
        if (i < 0 || i >= SAMHAIN_ROWS) return 0;
        describe_track(d, s, lang, i, strcmp(side, "dark") == 0, out);
    } else if (sscanf(element, "temple.%d", &i) == 1) {
        if (i < 0 || i >= SAMHAIN_ROWS) return 0;
        const nm_component *t = samhain_temple(d, s->temple_row[i]);
        snprintf(out->title, sizeof out->title, "%s", t->name[lang]);
        snprintf(out->body, sizeof out->body, "%s", t->text[lang]);
        snprintf(out->icon, sizeof out->icon, "%s", nm_data_str(d, t->field[SAMHAIN_T_ART]));
    } else if (sscanf(element, "screen.%d", &j) == 1) {
        if (j < 0 || j >= s->h.players) return 0;
        describe_screen(d, s, viewer, lang, j, out);
    } else if (strcmp(element, "graveyard") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Graveyard", "Cimetière"));
        snprintf(out->body, sizeof out->body,
                 TR("%d of %d tombs taken. When every tomb is taken, the dead go back to their "
                    "owners' reserves.",
                    "%d tombes prises sur %d. Quand toutes sont prises, les morts retournent dans "
                    "la réserve de leur joueur."),
                 samhain_grave_total(s), s->tombs);
        out->count = samhain_grave_total(s);
        for (int p = 0; p < s->h.players; p++)
            if (s->seat[p].grave) add_piece(out, "member", p, 1, s->seat[p].grave);
    } else if (strcmp(element, "round") == 0) {
        int rs = samhain_round_side(d, s);
        snprintf(out->title, sizeof out->title, TR("Round %d of %d", "Manche %d sur %d"), s->round,
                 s->rounds);
        snprintf(out->body, sizeof out->body, "%s",
                 rs == 2 ? TR("Light and Dark round: both actions and both tracks count.",
                              "Manche Lumière et Ténèbres : les deux actions et les deux pistes comptent.")
                 : rs < 0 ? TR("Placement: each member placed gives worship points.",
                               "Mise en place : chaque membre placé donne des PA (points d'adoration).")
                 : rs == SAMHAIN_LIGHT
                     ? TR("Light round: Light actions; the Light tracks score at its end.",
                          "Manche Lumière : actions Lumière ; les pistes Lumière comptent à la fin.")
                     : TR("Dark round: Dark actions; the Dark tracks score at its end.",
                          "Manche Ténèbres : actions Ténèbres ; les pistes Ténèbres comptent à la fin."));
        snprintf(out->icon, sizeof out->icon, "%s", rs == SAMHAIN_DARK ? "moon" : "sun");
        out->count = s->round;
        add_piece(out, "club", s->first, 0, 1);
    } else if (strcmp(element, "vp") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Victory points", "Points de victoire"));
        size_t u = 0;
        for (int p = 0; p < s->h.players && u < sizeof out->body; p++) {
            u += (size_t)snprintf(out->body + u, sizeof out->body - u,
                                  TR("%sPlayer %d: %d", "%sJoueur %d : %d"), p ? ", " : "", p + 1,
                                  s->seat[p].vp);
            add_piece(out, "disc", p, 0, 1);
        }
    } else if (strcmp(element, "reserve") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("General reserve", "Réserve générale"));
        snprintf(out->body, sizeof out->body,
                 TR("Wood %d, gold %d, stone %d, will-o'-wisps %d. Taking the last wisp starts "
                    "the will-o'-wisp event.",
                    "Bois %d, or %d, pierre %d, feux follets %d. Prendre le dernier feu follet "
                    "déclenche l'événement."),
                 s->res_reserve[0], s->res_reserve[1], s->res_reserve[2], s->wisp_reserve);
        for (int r = 0; r < SAMHAIN_RES; r++)
            add_piece(out, samhain_res_names[r], -1, s->res_reserve[r] == 0, s->res_reserve[r]);
        add_piece(out, "wisp", -1, s->wisp_reserve == 0, s->wisp_reserve);
        for (int o = 0; o < SAMHAIN_OBJS; o++)
            add_piece(out, samhain_object(d, o)->id, -1, s->obj_reserve[o] == 0, s->obj_reserve[o]);
    } else if (strcmp(element, "ref.scoring") == 0) { /* a reference beside the board */
        snprintf(out->title, sizeof out->title, "%s", TR("End of the game", "Fin de partie"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Roman resource spent: -1 VP. Two other resources: +1 VP. Will-o'-wisp: -1 VP. "
                    "Tie: most members on the board, then fewest wisps.",
                    "Ressource romaine dépensée : -1 PV. Deux autres ressources : +1 PV. Feu follet : "
                    "-1 PV. Égalité : plus de membres en jeu, puis moins de feux follets."));
    } else if (strcmp(element, NM_ELEMENT_BAR) == 0) {
        /* the action bar: titled with the card whose action the choice belongs to */
        if (s->h.over || s->h.to_move < 0) return 0;
        if (s->vm.waiting && s->eff_card >= 0 && s->eff_cell >= 0)
            snprintf(out->title, sizeof out->title, "%s", card_name(d, s, s->eff_cell, lang));
        else if (s->vm.waiting)
            snprintf(out->title, sizeof out->title, "%s", TR("Object's effect", "Effet de l'objet"));
        else if (s->co_next > 0 && s->co_next < s->h.players && s->co_cell >= 0)
            snprintf(out->title, sizeof out->title, TR("Counterpart: %s", "Contrepartie : %s"), card_name(d, s, s->co_cell, lang));
        else if (s->phase == SAMHAIN_PH_ACT && s->act_cell >= 0)
            snprintf(out->title, sizeof out->title, "%s", card_name(d, s, s->act_cell, lang));
        else
            return 0;
        samhain_prompt(d, s, lang, out->body, sizeof out->body);
        return 1;
    } else if (strcmp(element, "pass") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Pass", "Passer"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Only when all your members are exhausted; when every player passes in a "
                    "row, the round ends.",
                    "Seulement quand tous vos membres sont épuisés ; quand tous passent à la "
                    "suite, la manche finit."));
    } else {
        return 0;
    }
    return 1;
}

/* A move lights the card the member leaves, besides the one it goes to. */
int samhain_involves(const nm_data *d, const void *state, const nm_action *a,
                     char (*ids)[NM_ELEMENT_LEN], int max) {
    const samhain_state *s = state;
    int from = -1;
    if (max <= 0) return 0;
    if (on_bar(d, s, a)) { /* an option of the action bar: the card, screen or track it acts on */
        if (a->kind >= NM_ACTION_VM_CHOICE && vm_op(d, s) == SAMHAIN_OP_CHOOSE) return 0; /* no target */
        target_element(s, a->target, ids[0], NM_ELEMENT_LEN);
        return 1;
    }
    if (a->kind == SAMHAIN_ACT_MOVE && a->p[0] != a->p[1]) from = a->p[0];
    else if (a->kind >= NM_ACTION_VM_CHOICE && s->vm.depth > 0) {
        const nm_vm_frame *f = &s->vm.frame[s->vm.depth - 1];
        int len = 0;
        const nm_instr *list = nm_data_effect(d, f->effect, &len);
        if (f->pc < len && list[f->pc].op == SAMHAIN_OP_MOVE && a->p[0] != a->p[1]) from = a->p[0];
    }
    if (from < 0 || from >= SAMHAIN_CELLS) return 0;
    snprintf(ids[0], NM_ELEMENT_LEN, "cell.%d", from);
    return 1;
}

/* The score by source. During play, the VP track alone; at the end, the VP of play, then
 * the final count: Roman resources spent (corruption), pairs of gained resources, the
 * will-o'-wisps kept. Short labels: the end screen puts them on one line. */
int samhain_score_detail(const nm_data *d, const void *state, int seat, int lang,
                         nm_score_line *out, int max) {
    const samhain_state *s = state;
    (void)d;
    if (seat < 0 || seat >= s->h.players || max <= 0) return 0;
    const samhain_seat *st = &s->seat[seat];
    int n = 0;
#define LINE(en, fr, v)                                                                    \
    do {                                                                                   \
        if (n < max) {                                                                     \
            snprintf(out[n].label, sizeof out[n].label, "%s", TR(en, fr));                 \
            out[n].points = (v);                                                           \
            n++;                                                                           \
        }                                                                                  \
    } while (0)
    if (lang < 0 || lang >= NM_LANGS) lang = 0;
    /* the VP won during play by source, zeros included (kept in the state as won) */
    int play = 0;
    for (int k = 0; k < SAMHAIN_VP_SOURCES; k++) {
        play += st->vp_src[k];
        if (k == SAMHAIN_VPS_OTHER && st->vp_src[k] == 0) continue;
        LINE(samhain_vp_source_words[0][k], samhain_vp_source_words[1][k], st->vp_src[k]);
    }
    if (s->h.over) {
        int final_part = -st->corrupt + st->bonus_res - st->malus_wisp;
        LINE("Roman resources spent", "Ressources romaines dépensées", -st->corrupt);
        LINE("Pairs of resources", "Paires de ressources", st->bonus_res);
        LINE("Will-o'-wisps", "Feux follets", -st->malus_wisp);
        /* the score never goes below 0: what the floor gave back, only when it did */
        if (st->vp != play + final_part)
            LINE("Score stops at 0", "Le score s'arrête à 0", st->vp - play - final_part);
    } else if (st->vp != play && n > 0) {
        out[n - 1].points += st->vp - play;
    }
#undef LINE
    return n;
}
