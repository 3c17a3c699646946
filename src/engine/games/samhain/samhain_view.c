/* samhain_view.c - what seats see and read: observe() hides the other screens and
 * determinize() refills them at random from the public totals, labels and board elements
 * of actions, and describe() for the generic board view (en / fr). */
#include <stdio.h>
#include <string.h>
#include "samhain.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

void samhain_observe(const nm_data *d, const void *state, int seat, void *out) {
    samhain_state *o = out;
    memcpy(o, state, sizeof *o);
    for (int p = 0; p < SAMHAIN_MAX_P; p++) {
        if (p == seat || o->h.over) continue; /* the screens are lifted at the end */
        memset(o->seat[p].normal, 0, sizeof o->seat[p].normal);
        memset(o->seat[p].roman, 0, sizeof o->seat[p].roman);
        o->seat[p].wisps = 0;
    }
    nm_rng_seed(&o->h.rng, 0); /* future draws are not the observer's to know */
}

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

static void card_nums(const nm_data *d, const samhain_state *s, int cell, char *buf, size_t n) {
    if (cell < 0 || cell >= SAMHAIN_CELLS) {
        snprintf(buf, n, "?");
        return;
    }
    int num = samhain_card(d, s->layout[cell])->field[SAMHAIN_C_NUMBER];
    snprintf(buf, n, "%d-%d", num, num + 1);
}

static int action_number(const nm_data *d, int card, int side) {
    return samhain_card(d, card)->field[SAMHAIN_C_NUMBER] + side;
}

static const char *track_name(const nm_data *d, int tr, char *buf, size_t n) {
    snprintf(buf, n, "%s %s", samhain_temple(d, tr / 2)->name[0], samhain_side_names[tr % 2]);
    return buf;
}

static const char *res_name(int r) { return samhain_res_names[r]; }

static void label_vm(const nm_data *d, const samhain_state *s, const nm_action *a, char *buf,
                     size_t n) {
    nm_vm_ctx ctx = samhain_ctx(d, s);
    const nm_vm_frame *f = s->vm.depth > 0 ? &s->vm.frame[s->vm.depth - 1] : NULL;
    int len = 0;
    const nm_instr *list = f ? nm_data_effect(d, f->effect, &len) : NULL;
    if (!f || f->pc >= len) {
        snprintf(buf, n, "choice %d", (int)a->p[0] + 1);
        return;
    }
    const nm_instr *in = &list[f->pc];
    char c1[16], c2[16], tn[64];
    int p0 = a->p[0], p1 = a->p[1], p2 = a->p[2];
    switch (in->op) {
    case SAMHAIN_OP_WORSHIP_ANY:
        snprintf(buf, n, "worship %s", track_name(d, p0, tn, sizeof tn));
        break;
    case SAMHAIN_OP_GAIN_CHOICE: snprintf(buf, n, "gain %d %s", p1, res_name(p0)); break;
    case SAMHAIN_OP_PAY_SAME: snprintf(buf, n, "pay %d %s", p1, res_name(p0)); break;
    case SAMHAIN_OP_PAY_DIFFERENT: {
        size_t u = (size_t)snprintf(buf, n, "pay");
        for (int r = 0; r < SAMHAIN_RES && u < n; r++)
            if (p0 & (1 << r)) u += (size_t)snprintf(buf + u, n - u, " %s", res_name(r));
        break;
    }
    case SAMHAIN_OP_PAY_WORSHIP:
        snprintf(buf, n, "pay %d worship from %s", p1, track_name(d, p0, tn, sizeof tn));
        break;
    case SAMHAIN_OP_GIVE_WISP: snprintf(buf, n, "give wisp to seat %d", p0 + 1); break;
    case SAMHAIN_OP_KILL:
        card_nums(d, s, p0, c1, sizeof c1);
        snprintf(buf, n, "kill seat %d member on %s (%s)", p1 + 1, c1, p2 ? "exhausted" : "ready");
        break;
    case SAMHAIN_OP_MOVE:
        card_nums(d, s, p0, c1, sizeof c1);
        card_nums(d, s, p1, c2, sizeof c2);
        snprintf(buf, n, "move %s member %s to %s", p2 ? "exhausted" : "ready", c1, c2);
        break;
    case SAMHAIN_OP_STEAL_OBJECT:
        snprintf(buf, n, "steal %s from seat %d", samhain_object(d, p1)->name[0], p0 + 1);
        break;
    case SAMHAIN_OP_RAISE_DEAD:
        card_nums(d, s, p1, c1, sizeof c1);
        snprintf(buf, n, "bring back seat %d member onto %s", p0 + 1, c1);
        break;
    case SAMHAIN_OP_EXHAUST_OTHER:
        card_nums(d, s, p0, c1, sizeof c1);
        snprintf(buf, n, "exhaust seat %d member on %s", p1 + 1, c1);
        break;
    case SAMHAIN_OP_DRAIN_WORSHIP:
        snprintf(buf, n, "seat %d loses worship on %s", p0 + 1, track_name(d, p1, tn, sizeof tn));
        break;
    case SAMHAIN_OP_SWAP:
        card_nums(d, s, p0, c1, sizeof c1);
        if (s->vm.scratch[1] == 0)
            snprintf(buf, n, "swap own %s member on %s", p2 ? "exhausted" : "ready", c1);
        else
            snprintf(buf, n, "swap with seat %d %s member on %s", p1 + 1,
                     p2 ? "exhausted" : "ready", c1);
        break;
    case SAMHAIN_OP_CONVERT: {
        const char *what = p0 < SAMHAIN_RES ? res_name(p0)
                           : p0 == 3   ? "vp"
                                       : track_name(d, p0 - 4, tn, sizeof tn);
        snprintf(buf, n, "sickle: %s %s", p1 ? "gain" : "pay", what);
        break;
    }
    default: nm_vm_label(&ctx, a, buf, n); break;
    }
}

void samhain_label(const nm_data *d, const void *state, const nm_action *a, char *buf, size_t n) {
    const samhain_state *s = state;
    char c1[16], c2[16], tn[64];
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        label_vm(d, s, a, buf, n);
        return;
    }
    switch (a->kind) {
    case SAMHAIN_ACT_PLACE:
        card_nums(d, s, a->p[0], c1, sizeof c1);
        snprintf(buf, n, "place on %s, %s", c1, samhain_side_names[a->p[1] & 1]);
        break;
    case SAMHAIN_ACT_MOVE:
        card_nums(d, s, a->p[0], c1, sizeof c1);
        card_nums(d, s, a->p[1], c2, sizeof c2);
        if (a->p[0] == a->p[1]) snprintf(buf, n, "activate %s", c1);
        else snprintf(buf, n, "move %s to %s", c1, c2);
        break;
    case SAMHAIN_ACT_DEVELOP:
        card_nums(d, s, a->p[0], c1, sizeof c1);
        snprintf(buf, n, "develop onto %s", c1);
        break;
    case SAMHAIN_ACT_PASS: snprintf(buf, n, "pass"); break;
    case SAMHAIN_ACT_OBJECT: snprintf(buf, n, "use %s", samhain_object(d, a->p[0])->name[0]); break;
    case SAMHAIN_ACT_DO: {
        int card = s->act_cell >= 0 ? s->layout[s->act_cell] : 0;
        if (a->p[0] == SAMHAIN_DO_WISP) {
            snprintf(buf, n, "cannot act: take a will-o'-wisp");
        } else if (a->p[0] == SAMHAIN_DO_SKIP) {
            snprintf(buf, n, "use %s: skip the action", samhain_object(d, a->p[1])->name[0]);
        } else {
            size_t u = (size_t)snprintf(buf, n, "do %d%s", action_number(d, card, a->p[0]),
                                        a->p[2] ? " (1 MP)" : "");
            if (a->p[1] >= 0 && u < n) {
                int len = 0;
                const nm_instr *list =
                    nm_data_effect(d, samhain_card_effect(d, card, a->p[0]), &len);
                char one[80];
                if (a->p[1] < len) {
                    nm_instr_describe(d, &list[a->p[1]], 0, one, sizeof one);
                    snprintf(buf + u, n - u, ", bonus on %s", one);
                }
            }
        }
        break;
    }
    case SAMHAIN_ACT_PAY:
        if (a->p[0] < SAMHAIN_RES) snprintf(buf, n, "pay 1 MP: %s", res_name(a->p[0]));
        else if (a->p[0] == 3) snprintf(buf, n, "pay 1 MP: vp");
        else snprintf(buf, n, "pay 1 MP: worship %s", track_name(d, a->p[0] - 4, tn, sizeof tn));
        break;
    case SAMHAIN_ACT_SACRIFICE:
        if (a->p[0] >= 100) {
            snprintf(buf, n, "sacrifice marker on %s", track_name(d, a->p[0] - 100, tn, sizeof tn));
        } else {
            card_nums(d, s, a->p[0] / 2, c1, sizeof c1);
            snprintf(buf, n, "sacrifice %s member on %s", a->p[0] % 2 ? "exhausted" : "ready", c1);
        }
        break;
    case SAMHAIN_ACT_COPY:
        if (a->p[0] < 0) {
            snprintf(buf, n, "decline the counterpart");
        } else {
            card_nums(d, s, a->p[0], c1, sizeof c1);
            snprintf(buf, n, "copy %d with member on %s (1 MP)",
                     action_number(d, s->co_card, s->co_side), c1);
        }
        break;
    default: snprintf(buf, n, "unknown action %u", a->kind); break;
    }
}

static int row_of_temple(const samhain_state *s, int t) {
    for (int r = 0; r < SAMHAIN_ROWS; r++)
        if (s->temple_row[r] == t) return r;
    return 0;
}

/* Targets: 0-14 cells, 100 + track, 200 + seat screen, 301 reserve, 302 VP, 303 pass. */
void samhain_element(const nm_data *d, const void *state, const nm_action *a, char *buf,
                     size_t n) {
    const samhain_state *s = state;
    int t = a->target;
    if (t < SAMHAIN_CELLS) snprintf(buf, n, "cell.%d", t);
    else if (t >= 100 && t < 100 + SAMHAIN_TEMPLES * SAMHAIN_SIDES)
        snprintf(buf, n, "track.%d.%s", row_of_temple(s, (t - 100) / 2),
                 samhain_side_names[(t - 100) % 2]);
    else if (t >= 200 && t < 200 + SAMHAIN_MAX_P) snprintf(buf, n, "screen.%d", t - 200);
    else if (t == 301) snprintf(buf, n, "reserve");
    else if (t == 302) snprintf(buf, n, "vp");
    else snprintf(buf, n, "pass");
}

static void describe_card(const nm_data *d, const samhain_state *s, int lang, int c,
                          nm_element_view *out) {
    const nm_component *card = samhain_card(d, s->layout[c]);
    int rs = s->round == 0 ? -1 : (s->round % 2 == 1 ? SAMHAIN_LIGHT : SAMHAIN_DARK);
    snprintf(out->title, sizeof out->title, "%s", card->name[lang]);
    size_t u = (size_t)snprintf(out->body, sizeof out->body, "%s", card->text[lang]);
    for (int p = 0; p < s->h.players && u < sizeof out->body; p++)
        if (s->ready[c][p] + s->tired[c][p])
            u += (size_t)snprintf(
                out->body + u, sizeof out->body - u,
                TR(" | seat %d: %d ready, %d exhausted", " | place %d : %d prêts, %d épuisés"),
                p + 1, s->ready[c][p], s->tired[c][p]);
    snprintf(out->icon, sizeof out->icon, "%s", rs == SAMHAIN_DARK ? "moon" : "sun");
    out->count = samhain_cell_count(s, c);
    out->dimmed = samhain_cell_full(s, c);
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
        int t = s->temple_row[i], sd = strcmp(side, "dark") == 0;
        snprintf(out->title, sizeof out->title, "%s, %s", samhain_temple(d, t)->name[lang],
                 side_word(sd, lang));
        size_t u = 0;
        for (int p = 0; p < s->h.players && u < sizeof out->body; p++)
            u +=
                (size_t)snprintf(out->body + u, sizeof out->body - u,
                                 TR("seat %d: %d  ", "place %d : %d  "), p + 1, s->track[t][sd][p]);
    } else if (sscanf(element, "temple.%d", &i) == 1) {
        if (i < 0 || i >= SAMHAIN_ROWS) return 0;
        const nm_component *t = samhain_temple(d, s->temple_row[i]);
        snprintf(out->title, sizeof out->title, "%s", t->name[lang]);
        snprintf(out->body, sizeof out->body, "%s", t->text[lang]);
        snprintf(out->icon, sizeof out->icon, "%s", nm_data_str(d, t->field[SAMHAIN_T_ART]));
    } else if (sscanf(element, "screen.%d", &j) == 1) {
        if (j < 0 || j >= s->h.players) return 0;
        const samhain_seat *p = &s->seat[j];
        out->owner = (int8_t)j;
        snprintf(out->title, sizeof out->title, TR("Seat %d%s", "Place %d%s"), j + 1,
                 j == s->first ? TR(" (first)", " (premier)") : "");
        if (viewer != j && !s->h.over) {
            out->hidden = 1;
            snprintf(out->body, sizeof out->body,
                     TR("%d members in reserve, %d in the graveyard",
                        "%d membres en réserve, %d au cimetière"),
                     p->reserve, p->grave);
        } else {
            snprintf(
                out->body, sizeof out->body,
                TR("wood %d (%d Roman), gold %d (%d), stone %d (%d), wisps %d, reserve %d",
                   "bois %d (%d romains), or %d (%d), pierre %d (%d), feux follets %d, réserve %d"),
                samhain_res_held(s, j, 0), p->roman[0], samhain_res_held(s, j, 1), p->roman[1],
                samhain_res_held(s, j, 2), p->roman[2], p->wisps, p->reserve);
        }
        out->count = p->vp;
    } else if (strcmp(element, "graveyard") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Graveyard", "Cimetière"));
        snprintf(out->body, sizeof out->body, TR("%d of %d tombs taken", "%d tombes prises sur %d"),
                 samhain_grave_total(s), s->tombs);
        out->count = samhain_grave_total(s);
    } else if (strcmp(element, "round") == 0) {
        snprintf(out->title, sizeof out->title, TR("Round %d of %d", "Manche %d sur %d"), s->round,
                 s->rounds);
        int both = s->round == samhain_rule(d, SAMHAIN_R_BOTH_ROUND, s->h.players);
        snprintf(out->body, sizeof out->body, "%s",
                 both            ? TR("Light and Dark round", "Manche Lumière et Ténèbres")
                 : s->round == 0 ? TR("Placement", "Mise en place")
                 : s->round % 2  ? TR("Light round", "Manche Lumière")
                                 : TR("Dark round", "Manche Ténèbres"));
        snprintf(out->icon, sizeof out->icon, "%s", s->round % 2 ? "sun" : "moon");
        out->count = s->round;
    } else if (strcmp(element, "vp") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Victory points", "Points de victoire"));
        size_t u = 0;
        for (int p = 0; p < s->h.players && u < sizeof out->body; p++)
            u += (size_t)snprintf(out->body + u, sizeof out->body - u,
                                  TR("seat %d: %d  ", "place %d : %d  "), p + 1, s->seat[p].vp);
    } else if (strcmp(element, "reserve") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("General reserve", "Réserve générale"));
        snprintf(out->body, sizeof out->body,
                 TR("wood %d, gold %d, stone %d, will-o'-wisps %d",
                    "bois %d, or %d, pierre %d, feux follets %d"),
                 s->res_reserve[0], s->res_reserve[1], s->res_reserve[2], s->wisp_reserve);
    } else if (strcmp(element, "pass") == 0) {
        snprintf(out->title, sizeof out->title, "%s", TR("Pass", "Passer"));
        snprintf(out->body, sizeof out->body, "%s",
                 TR("Only when all your members are exhausted.",
                    "Seulement quand tous vos membres sont épuisés."));
    } else {
        return 0;
    }
    return 1;
}
