/* samhain_model.c - the position's small rules: cards, adjacency, resources behind the
 * screen (Roman ones spent last), points of multiplicity, worship tracks, the graveyard
 * and the will-o'-wisp reserve whose last token starts the event. */
#include <string.h>
#include "samhain.h"

int samhain_rule(const nm_data *d, int field, int players) {
    int n = 0;
    const int32_t *v = nm_data_ints(d, d->kinds[SAMHAIN_K_RULES].items[0].field[field], &n);
    int i = players - 2;
    return (i >= 0 && i < n) ? v[i] : 0;
}

const nm_component *samhain_card(const nm_data *d, int card) {
    return &d->kinds[SAMHAIN_K_CARDS].items[card];
}
const nm_component *samhain_temple(const nm_data *d, int t) {
    return &d->kinds[SAMHAIN_K_TEMPLES].items[t];
}
const nm_component *samhain_object(const nm_data *d, int o) {
    return &d->kinds[SAMHAIN_K_OBJECTS].items[o];
}

int samhain_card_effect(const nm_data *d, int card, int side) {
    return samhain_card(d, card)->field[side == SAMHAIN_LIGHT ? SAMHAIN_C_LIGHT : SAMHAIN_C_DARK];
}

nm_vm_ctx samhain_ctx(const nm_data *d, const samhain_state *s) { return nm_vm_context(d, s, &s->vm, 0, 0, 0); }

/* The village's neighbours, cell = row * 3 + column (5 rows, 3 columns): orthogonal ones,
 * then all eight directions. */
static const struct {
    int8_t n, cell[8];
} neighbours[2][SAMHAIN_CELLS] = {
   {
    {2, {1, 3, 0, 0, 0, 0, 0, 0}},
    {3, {0, 2, 4, 0, 0, 0, 0, 0}},
    {2, {1, 5, 0, 0, 0, 0, 0, 0}},
    {3, {0, 4, 6, 0, 0, 0, 0, 0}},
    {4, {1, 3, 5, 7, 0, 0, 0, 0}},
    {3, {2, 4, 8, 0, 0, 0, 0, 0}},
    {3, {3, 7, 9, 0, 0, 0, 0, 0}},
    {4, {4, 6, 8, 10, 0, 0, 0, 0}},
    {3, {5, 7, 11, 0, 0, 0, 0, 0}},
    {3, {6, 10, 12, 0, 0, 0, 0, 0}},
    {4, {7, 9, 11, 13, 0, 0, 0, 0}},
    {3, {8, 10, 14, 0, 0, 0, 0, 0}},
    {2, {9, 13, 0, 0, 0, 0, 0, 0}},
    {3, {10, 12, 14, 0, 0, 0, 0, 0}},
    {2, {11, 13, 0, 0, 0, 0, 0, 0}},
   },
   {
    {3, {1, 3, 4, 0, 0, 0, 0, 0}},
    {5, {0, 2, 3, 4, 5, 0, 0, 0}},
    {3, {1, 4, 5, 0, 0, 0, 0, 0}},
    {5, {0, 1, 4, 6, 7, 0, 0, 0}},
    {8, {0, 1, 2, 3, 5, 6, 7, 8}},
    {5, {1, 2, 4, 7, 8, 0, 0, 0}},
    {5, {3, 4, 7, 9, 10, 0, 0, 0}},
    {8, {3, 4, 5, 6, 8, 9, 10, 11}},
    {5, {4, 5, 7, 10, 11, 0, 0, 0}},
    {5, {6, 7, 10, 12, 13, 0, 0, 0}},
    {8, {6, 7, 8, 9, 11, 12, 13, 14}},
    {5, {7, 8, 10, 13, 14, 0, 0, 0}},
    {3, {9, 10, 13, 0, 0, 0, 0, 0}},
    {5, {9, 10, 11, 12, 14, 0, 0, 0}},
    {3, {10, 11, 13, 0, 0, 0, 0, 0}},
   },
};

int samhain_neighbours(int cell, int diagonal, const int8_t **out) {
    *out = neighbours[diagonal ? 1 : 0][cell].cell;
    return neighbours[diagonal ? 1 : 0][cell].n;
}

int samhain_res_held(const samhain_state *s, int p, int r) {
    return s->seat[p].normal[r] + s->seat[p].roman[r];
}

/* Spending takes the resources gained in play first: a spent Roman resource costs 1 VP at
 * the end while a gained one is worth only half a VP, so this order never hurts. */
void samhain_res_spend(samhain_state *s, int p, int r, int n) {
    samhain_seat *st = &s->seat[p];
    for (; n > 0; n--) {
        if (st->normal[r] > 0) st->normal[r]--;
        else if (st->roman[r] > 0) st->roman[r]--;
        else break;
        s->res_reserve[r]++;
    }
}

void samhain_res_gain(samhain_state *s, int p, int r, int n) {
    for (; n > 0 && s->res_reserve[r] > 0; n--) {
        s->res_reserve[r]--;
        s->seat[p].normal[r]++;
    }
}

int samhain_mp_total(const samhain_state *s, int p) {
    int n = s->seat[p].vp > 0 ? s->seat[p].vp : 0;
    for (int r = 0; r < SAMHAIN_RES; r++) n += samhain_res_held(s, p, r);
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++) n += s->track[t][sd][p];
    return n;
}

int samhain_board_members(const samhain_state *s, int p) {
    int n = 0;
    for (int c = 0; c < SAMHAIN_CELLS; c++) n += s->ready[c][p] + s->tired[c][p];
    return n;
}

int samhain_member_total(const samhain_state *s, int p) {
    int n = samhain_board_members(s, p) + s->seat[p].reserve + s->seat[p].grave;
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++) n += s->track[t][sd][p] > 0;
    return n;
}

int samhain_grave_total(const samhain_state *s) {
    int n = 0;
    for (int p = 0; p < s->h.players; p++) n += s->seat[p].grave;
    return n;
}

/* A member goes to a free tomb; when the last tomb fills, the graveyard empties into the
 * owners' reserves. */
void samhain_to_grave(samhain_state *s, int p) {
    s->seat[p].grave++;
    if (samhain_grave_total(s) >= s->tombs)
        for (int q = 0; q < s->h.players; q++) {
            s->seat[q].reserve = (int8_t)(s->seat[q].reserve + s->seat[q].grave);
            s->seat[q].grave = 0;
        }
}

void samhain_take_wisp(samhain_state *s, int p) {
    if (s->wisp_reserve <= 0) return;
    s->wisp_reserve--;
    s->seat[p].wisps++;
    if (s->wisp_reserve == 0 && s->ev == SAMHAIN_EV_NONE) {
        s->ev = SAMHAIN_EV_SACRIFICE;
        s->ev_seat = -1; /* the flow computes who sacrifices */
    }
}

void samhain_worship(samhain_state *s, int p, int t, int side, int n) {
    int8_t *v = &s->track[t][side][p];
    for (; n > 0; n--) {
        if (*v == 0 && s->seat[p].reserve > 0) {
            s->seat[p].reserve--;
            *v = 1;
        } else if (*v > 0 && *v < SAMHAIN_TRACK_MAX) {
            (*v)++;
        } else {
            samhain_take_wisp(s, p);
        }
    }
}

/* Losing the last point of a track sends its marker back to the owner's reserve. */
void samhain_track_lose(samhain_state *s, int p, int t, int side, int n) {
    int8_t *v = &s->track[t][side][p];
    if (*v <= 0) return;
    *v = (int8_t)(*v > n ? *v - n : 0);
    if (*v == 0) s->seat[p].reserve++;
}

const char *const samhain_vp_source_keys[SAMHAIN_VP_SOURCES] = {"actions", "objects", "majorities",
                                                                "multiplicity", "other"};
const char *const samhain_vp_source_words[NM_LANGS][SAMHAIN_VP_SOURCES] = {
    {"Actions", "Objects", "Worship majorities", "Paid as multiplicity", "Earlier"},
    {"Actions", "Objets", "Majorités d'adoration", "Payés en multiplicité", "Avant"}};

void samhain_add_vp(samhain_state *s, int p, int n, int source) {
    int old = s->seat[p].vp, v = old + n;
    s->seat[p].vp = (int16_t)(v < 0 ? 0 : v > 999 ? 999 : v);
    if (source >= 0 && source < SAMHAIN_VP_SOURCES)
        s->seat[p].vp_src[source] = (int16_t)(s->seat[p].vp_src[source] + s->seat[p].vp - old);
}

int samhain_object_use(const nm_data *d, int o) {
    const nm_component *c = samhain_object(d, o);
    for (int m = c->mod_first; m < c->mod_first + c->mod_count; m++) {
        if (d->mods[m].op == SAMHAIN_M_SKIP) return SAMHAIN_USE_SKIP;
        if (d->mods[m].op == SAMHAIN_M_HARMLESS) return SAMHAIN_USE_HARMLESS;
    }
    return SAMHAIN_USE_TURN;
}
