/* edora_rules.c - Edora's own mechanisms, shared by the ops, the queries and the flow: the
 * forest graph with its movement costs, the knowledge order (contests and ties), the tracks,
 * the 3 -> 5 prestige rule, hearths surrounded by a seat's dice, dolmen chains along paths,
 * the objective tablets' geometry and the five-step final scoring. */
#include <string.h>
#include "edora.h"

int ed_dice_at(const edora_state *s, int sanct) {
    int n = 0;
    for (int k = 0; k < ED_SLOTS; k++) n += s->slot_owner[sanct][k] >= 0;
    return n;
}

int ed_action_at(const nm_data *d, const edora_state *s, int sanct, int slot) {
    (void)d;
    return s->geo.action[sanct][slot];
}

/* Further ahead on the knowledge track; on the same space, higher in the stack. */
int ed_ahead(const edora_state *s, int a, int b) {
    const edora_seat *pa = &s->seat[a], *pb = &s->seat[b];
    if (pa->knowledge != pb->knowledge) return pa->knowledge > pb->knowledge;
    return pa->arrival > pb->arrival;
}

/* The seat of the highest die of a sanctuary (ties: the knowledge order), -1 when empty. */
int ed_highest(const nm_data *d, const edora_state *s, int sanct) {
    (void)d;
    int best = -1, bv = 0;
    for (int k = 0; k < ED_SLOTS; k++) {
        int o = s->slot_owner[sanct][k], v = s->slot_value[sanct][k];
        if (o < 0) continue;
        if (best < 0 || v > bv || (v == bv && o != best && ed_ahead(s, o, best))) best = o, bv = v;
    }
    return best;
}

/* The contest: with two dice or more, the highest die's owner gains the contest prestige. */
int ed_contest(const nm_data *d, edora_state *s, int sanct) {
    if (ed_dice_at(s, sanct) < 2) return -1;
    int w = ed_highest(d, s, sanct);
    if (w >= 0) ed_gain_pp(d, s, w, ed_rule(d, ED_R_CONTEST));
    return w;
}

/* The modifiers the seat's active herbs carry, a bit each. */
static unsigned herb_mods(const nm_data *d, const edora_state *s, int seat) {
    const edora_seat *p = &s->seat[seat];
    const edora_derived *g = ed_derived(d);
    unsigned any = 0;
    for (int i = 0; i < ED_HERBS; i++)
        if (p->herb[i] == ED_HERB_ACTIVE && p->herb_at[i] >= 0) any |= g->herb_mods[p->herb_at[i]];
    return any;
}

/* The sum of a herb hook's parameter over the seat's active herbs (-1: how many). */
int ed_herb_active(const nm_data *d, const edora_state *s, int seat, int mod, int param) {
    if (!(herb_mods(d, s, seat) & (1u << mod))) return 0; /* read millions of times a search */
    return nm_modifier_sum(d, s, seat, mod, param, -1, 0);
}

/* Prestige: a gain of exactly 3 counts as 5 with the prestige herb (counts_as from -> to). */
void ed_gain_pp(const nm_data *d, edora_state *s, int seat, int n) {
    if (n <= 0) return;
    if (!(herb_mods(d, s, seat) & (1u << ED_M_PRESTIGE_GAIN))) {
        nm_counter_add(d, s, ED_C_PP, seat, n);
        return;
    }
    int16_t list[64][2] NM_SCRATCH;
    int m = d->game->in_play(d, s, seat, list, 64);
    for (int i = 0; i < m; i++) {
        const nm_component *c = &d->kinds[list[i][0]].items[list[i][1]];
        for (int j = c->mod_first; j < c->mod_first + c->mod_count; j++)
            if (d->mods[j].op == ED_M_PRESTIGE_GAIN && d->mods[j].arg[ED_MP_FROM] == n) {
                n = d->mods[j].arg[ED_MP_TO];
                i = m;
                break;
            }
    }
    nm_counter_add(d, s, ED_C_PP, seat, n);
}

/* Moves a track marker: knowledge (0) lands on top of its space's stack; sickle (1) reaches
 * herb columns (released at step 7). Steps past the end score overflow prestige each. */
void ed_advance(const nm_data *d, edora_state *s, int seat, int track, int n) {
    edora_seat *p = &s->seat[seat];
    if (n <= 0) return;
    if (track == 0) {
        int len = ed_rule(d, ED_R_KLEN), to = p->knowledge + n;
        if (to > len) {
            ed_gain_pp(d, s, seat, (to - len) * ed_rule(d, ED_R_OVERFLOW));
            to = len;
        }
        if (to != p->knowledge) {
            p->knowledge = (int8_t)to;
            p->arrival = ++s->arrivals;
        }
        return;
    }
    int len = ed_rule(d, ED_R_SLEN), to = p->sickle + n, nc = 0;
    if (to > len) {
        ed_gain_pp(d, s, seat, (to - len) * ed_rule(d, ED_R_OVERFLOW));
        to = len;
    }
    p->sickle = (int8_t)to;
    const int32_t *cols = ed_rule_ints(d, ED_R_SCOLS, &nc);
    for (int c = 0; c < nc; c++)
        if (cols[c] <= to && !(p->cols & (1 << c))) p->pending |= (int8_t)(1 << c);
}

int ed_unplaced(const edora_seat *p) {
    int n = 0;
    for (int v = 1; v <= 6; v++) n += p->reserve[v] + p->evol[v];
    return n;
}

/* Takes one die of that value from the Evolution board into the reserve; 0 or -1. */
int ed_take_die(edora_state *s, int seat, int value) {
    edora_seat *p = &s->seat[seat];
    if (value < 1 || value > 6 || p->evol[value] <= 0) return -1;
    p->evol[value]--;
    p->reserve[value]++;
    return 0;
}

/* Movement: the cheapest provisions to reach each sanctuary from every other (entering a
 * sanctuary costs 1, each dark area crossed 1; any sanctuary may be passed through). */
void ed_trip_table(edora_geo *geo, int n) {
    memset(geo->trip, ED_TRIP_NONE, sizeof geo->trip);
    for (int from = 0; from < n; from++) {
        int best[ED_SANCT];
        /* A queue of the sanctuaries whose cost went down (the graph is small and its costs
         * 1 to 4: each is taken again only when a cheaper way in is found). */
        int queue[ED_SANCT], in[ED_SANCT] = {0}, qh = 0, qn = 0;
        for (int i = 0; i < n; i++) best[i] = ED_FAR;
        best[from] = 0;
        queue[0] = from, in[from] = 1, qn = 1;
        while (qn > 0) {
            int x = queue[qh];
            qh = (qh + 1) % ED_SANCT, qn--, in[x] = 0;
            for (int k = 0; k < geo->adj_count[x]; k++) {
                int y = geo->adj[x][k], c = best[x] + geo->adj_cost[x][k];
                if (c < best[y]) {
                    best[y] = c;
                    if (!in[y]) in[y] = 1, queue[(qh + qn++) % ED_SANCT] = y;
                }
            }
        }
        for (int i = 0; i < n; i++) geo->trip[from][i] = (uint8_t)(best[i] < ED_TRIP_NONE ? best[i] : ED_TRIP_NONE);
    }
}

void ed_move_costs(const nm_data *d, const edora_state *s, int from, int limit, int *cost) {
    const uint8_t *row = s->geo.trip[from];
    int n = ed_derived(d)->nsanct;
    for (int i = 0; i < n; i++) cost[i] = row[i] != ED_TRIP_NONE && row[i] <= limit ? row[i] : ED_FAR;
    cost[from] = 0;
}

/* The first uncovered hearth all of whose sanctuaries hold a die of seat, or -1. */
int ed_hearth_ready(const nm_data *d, const edora_state *s, int seat) {
    int n = d->kinds[ED_K_HEARTHS].count;
    for (int h = 0; h < n; h++) {
        if (s->hearth[h] >= 0) continue;
        int all = 1;
        for (int i = 0; i < s->geo.hearth_n[h] && all; i++) all = ed_has_die(s, s->geo.hearth_s[h][i], seat);
        if (all) return h;
    }
    return -1;
}

/* Shortest chain of sanctuaries holding seat's dice, along paths, from a to b (both ends
 * included); 0 when none. */
int ed_chain_length(const nm_data *d, const edora_state *s, int seat, int a, int b) {
    if (!ed_has_die(s, a, seat) || !ed_has_die(s, b, seat)) return 0;
    int dist[ED_SANCT], queue[ED_SANCT], qh = 0, qt = 0;
    for (int i = 0; i < ED_SANCT; i++) dist[i] = 0;
    dist[a] = 1;
    queue[qt++] = a;
    while (qh < qt) {
        int x = queue[qh++];
        if (x == b) return dist[x];
        for (int k = 0; k < s->geo.adj_count[x]; k++) {
            int y = s->geo.adj[x][k];
            if (!dist[y] && ed_has_die(s, y, seat)) dist[y] = dist[x] + 1, queue[qt++] = y;
        }
    }
    return 0;
}

/* Step 6: every pair of same-coloured dolmens still on the board linked by a chain of
 * seat's dice goes to seat: dolmen_pp per die of the shortest chain; the first connections
 * of the game also bring a beige dolmen and their bonus. Returns the connections made. */
int ed_dolmens(const nm_data *d, edora_state *s, int seat) {
    const nm_kind_data *dk = &d->kinds[ED_K_DOLMENS];
    int made = 0, nb = 0;
    const int32_t *bonus = ed_rule_ints(d, ED_R_DOLMEN_BONUS, &nb);
    /* Only a dolmen still on the board whose sanctuary holds a die of seat can end a
     * chain: they are listed first (in the dolmens' order, so that the pairs are met in
     * the same order) and only they are paired, as this runs at every turn's end. */
    int cand[ED_DOLMENS], nc = 0;
    for (int i = 0; i < dk->count && nc < ED_DOLMENS; i++)
        if (s->dolmen[i] < 0 && ed_has_die(s, dk->items[i].field[ED_D_SANCT], seat)) cand[nc++] = i;
    for (int a = 0; a < nc; a++)
        for (int b = a + 1; b < nc; b++) {
            int i = cand[a], j = cand[b];
            if (s->dolmen[i] >= 0 || s->dolmen[j] >= 0) continue;
            if (dk->items[i].field[ED_D_COLOUR] != dk->items[j].field[ED_D_COLOUR]) continue;
            int len = ed_chain_length(d, s, seat, dk->items[i].field[ED_D_SANCT],
                                   dk->items[j].field[ED_D_SANCT]);
            if (!len) continue;
            s->dolmen[i] = s->dolmen[j] = (int8_t)seat;
            ed_gain_pp(d, s, seat, len * ed_rule(d, ED_R_DOLMEN_PP));
            if (s->connections < nb && s->beige_left > 0) {
                ed_gain_pp(d, s, seat, bonus[s->connections]);
                s->beige_left--;
                s->seat[seat].beige++;
            }
            s->connections++;
            made++;
        }
    return made;
}

int ed_stones_at(const edora_state *s, int sanct) {
    int n = 0;
    for (int p = 0; p < s->h.players; p++)
        for (int i = 0; i < ED_STONES; i++)
            n += (s->seat[p].menhir_at[i] == sanct) + (s->seat[p].stele_at[i] == sanct);
    return n;
}

/* Final step 5: on every sanctuary only the highest die stays (ties: knowledge order); its
 * owner takes it and every menhir and stele of the sanctuary; each seat scores what it took
 * times its knowledge multiplier. out[p]: the points; returns 0. */
int ed_sanctuary_step(const nm_data *d, const edora_state *s, int *out) {
    int taken[ED_MAX_PLAYERS] = {0}, nm = 0;
    const int32_t *mult = ed_rule_ints(d, ED_R_KMULT, &nm);
    for (int i = 0; i < ed_derived(d)->nsanct; i++) {
        int w = ed_highest(d, s, i);
        if (w >= 0) taken[w] += 1 + ed_stones_at(s, i);
    }
    for (int p = 0; p < s->h.players; p++) {
        int k = s->seat[p].knowledge - 1;
        out[p] = taken[p] * (k >= 0 && k < nm ? mult[k] : 0);
    }
    return 0;
}

int ed_tablet_met(const nm_data *d, const edora_state *s, int seat, int kind) {
    nm_vm_ctx ctx = ed_ctx(d, s);
    ctx.seat = seat;
    return nm_expr_eval(&ctx, ed_field(d, ED_K_OBJECTIVES, kind, ED_O_COND)) != 0;
}

/* The five steps, in the seed's order, each added to the prestige and kept per seat. */
int ed_final_scoring(const nm_data *d, edora_state *s) {
    int nsp = 0, sanct[ED_MAX_PLAYERS];
    const int32_t *spts = ed_rule_ints(d, ED_R_SPOINTS, &nsp);
    for (int p = 0; p < s->h.players; p++) {
        edora_seat *q = &s->seat[p];
        q->final[0] = (int16_t)(q->provisions / ed_rule(d, ED_R_LEFTOVER) + q->mistletoe + ed_unplaced(q));
        q->final[1] = (int16_t)(q->sickle < nsp ? spts[q->sickle] : spts[nsp - 1]);
        int met = 0;
        for (int t = 0; t < q->tablet_count; t++) met += ed_tablet_met(d, s, p, q->tablets[t]);
        q->final[2] = (int16_t)(met * ed_rule(d, ED_R_TABLET_PP));
        int pairs = 0, left = 1;
        for (int r = 0; r < 3; r++) {
            pairs += q->amulet[2 * r] >= 0 && q->amulet[2 * r + 1] >= 0;
            left &= q->amulet[2 * r] >= 0;
        }
        q->final[3] = (int16_t)(pairs * ed_rule(d, ED_R_PAIR_PP) + (left ? ed_rule(d, ED_R_LEFT_PP) : 0));
    }
    ed_sanctuary_step(d, s, sanct);
    for (int p = 0; p < s->h.players; p++) {
        edora_seat *q = &s->seat[p];
        q->final[4] = (int16_t)sanct[p];
        for (int k = 0; k < 5; k++) nm_counter_add(d, s, ED_C_PP, p, q->final[k]);
    }
    /* The sanctuaries are emptied: the highest dice and the stones go to their takers, the
     * others back to the Evolution board. */
    for (int i = 0; i < ED_SANCT; i++)
        for (int k = 0; k < ED_SLOTS; k++)
            if (s->slot_owner[i][k] >= 0) {
                edora_seat *q = &s->seat[s->slot_owner[i][k]];
                q->evol[s->slot_value[i][k]]++;
                q->placed--;
                s->slot_owner[i][k] = -1;
                s->slot_value[i][k] = 0;
            }
    return 0;
}

/* ---- the objective tablets' questions ---- */

static int count_placed(const int8_t *at) {
    int n = 0;
    for (int i = 0; i < ED_STONES; i++) n += at[i] >= 0;
    return n;
}

/* Longest straight run of seat's dice on sanctuaries of one row or column of the grid. */
static int longest_line(const nm_data *d, const edora_state *s, int seat) {
    const edora_derived *g = ed_derived(d);
    int best = 0;
    for (int axis = 0; axis < 2; axis++)
        for (int line = 0; line <= 6; line++) {
            int n = 0;
            for (int i = 0; i < g->nsanct; i++)
                if ((axis ? g->gx[i] : g->gy[i]) == line && ed_has_die(s, i, seat)) n++;
            if (n > best) best = n;
        }
    return best;
}

/* Longest chain along paths of sanctuaries holding seat's dice of one value. */
static int equal_chain(const nm_data *d, const edora_state *s, int seat) {
    const edora_derived *g = ed_derived(d);
    int best = 0;
    for (int v = 1; v <= 6; v++) {
        int has[ED_SANCT], seen[ED_SANCT] = {0};
        for (int i = 0; i < g->nsanct; i++) {
            has[i] = 0;
            for (int k = 0; k < ED_SLOTS; k++)
                if (s->slot_owner[i][k] == seat && s->slot_value[i][k] == v) has[i] = 1;
        }
        /* connected groups: sanctuaries that follow each other along paths */
        for (int i = 0; i < g->nsanct; i++) {
            if (!has[i] || seen[i]) continue;
            int queue[ED_SANCT], qh = 0, qt = 0;
            seen[i] = 1;
            queue[qt++] = i;
            while (qh < qt) {
                int x = queue[qh++];
                for (int k = 0; k < s->geo.adj_count[x]; k++) {
                    int y = s->geo.adj[x][k];
                    if (has[y] && !seen[y]) seen[y] = 1, queue[qt++] = y;
                }
            }
            if (qt > best) best = qt;
        }
    }
    return best;
}

enum {
    Q_STELE_VALUE, Q_MENHIRS, Q_STARTS, Q_LINE, Q_EQUAL, Q_DOLMENS, Q_STELES, Q_KNOW_STEPS,
    Q_TABLETS, Q_HERBS, Q_FULL_CLEARINGS, Q_CLEARINGS, Q_PORTALS, Q_POTIONS, Q_CONTESTED, Q_GEMS
};

int32_t ed_query(const nm_data *d, const edora_state *s, int seat, int q) {
    const edora_derived *g = ed_derived(d);
    const edora_seat *p = &s->seat[seat];
    int n = 0;
    switch (q) {
    case Q_STELE_VALUE: return s->stele_value;
    case Q_MENHIRS: return count_placed(p->menhir_at);
    case Q_STELES: return count_placed(p->stele_at);
    case Q_STARTS:
        for (int i = 0; i < 4; i++) n += ed_has_die(s, g->start_sanct[i], seat);
        return n;
    case Q_LINE: return longest_line(d, s, seat);
    case Q_EQUAL: return equal_chain(d, s, seat);
    case Q_DOLMENS:
        for (int i = 0; i < ED_DOLMENS; i++) n += s->dolmen[i] == seat;
        return n + p->beige;
    case Q_KNOW_STEPS: return p->knowledge - 1;
    case Q_TABLETS: return p->tablet_count;
    case Q_HERBS:
        for (int i = 0; i < ED_HERBS; i++) n += p->herb[i] == ED_HERB_ACTIVE;
        return n;
    case Q_FULL_CLEARINGS:
    case Q_CLEARINGS:
    case Q_PORTALS: {
        int used[ED_SANCT] = {0};
        for (int c = 0; c < d->kinds[ED_K_CLEARINGS].count; c++) {
            int have = 0;
            for (int i = 0; i < s->geo.clear_n[c]; i++) have += ed_has_die(s, s->geo.clear_s[c][i], seat);
            if (q == Q_FULL_CLEARINGS) n += have == s->geo.clear_n[c];
            else if (q == Q_CLEARINGS) n += have > 0;
            else if (g->clear_portal[c])
                for (int i = 0; i < s->geo.clear_n[c]; i++) {
                    int x = s->geo.clear_s[c][i];
                    if (!used[x] && ed_has_die(s, x, seat)) used[x] = 1, n++;
                }
        }
        return n;
    }
    case Q_POTIONS:
        for (int i = 0; i < ED_POTIONS; i++) n += s->potion[i] == seat;
        return n;
    case Q_CONTESTED:
        for (int i = 0; i < g->nsanct; i++) {
            int other = 0;
            for (int k = 0; k < ED_SLOTS; k++)
                other |= s->slot_owner[i][k] >= 0 && s->slot_owner[i][k] != seat;
            n += other && ed_highest(d, s, i) == seat;
        }
        return n;
    case Q_GEMS:
        for (int i = 0; i < 6; i++) n += p->amulet[i] >= 0;
        return n;
    default: return 0;
    }
}
