/* edora_flow.c - setup (2-4 players, the four variants), the seven-step turn, the
 * emergency turn, the end of the game and its five-step scoring, tie-breaks, and the
 * world the AI searches (the face-down tablets dealt anew). */
#include <stdio.h>
#include <string.h>
#include "edora.h"

static int roll(nm_rng *r) { return 1 + (int)nm_rng_below(r, 6); }

static void shuffle8(nm_rng *r, int8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)nm_rng_below(r, (uint32_t)(i + 1));
        int8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* Start spaces are chosen from the master's right, counterclockwise, the master last. */
static void begin_start_phase(edora_state *s) {
    s->phase = ED_PH_START;
    s->setup_left = s->h.players;
    s->current = (int8_t)((s->master + s->h.players - 1) % s->h.players);
}

static void draw_three(edora_state *s) {
    s->draw_count = 0;
    for (int i = 0; i < 3 && s->stack_count > 0; i++) {
        s->draw[s->draw_count++] = s->stack[--s->stack_count];
        s->stack[s->stack_count] = 0;
    }
}

static void begin_keep_or_start(edora_state *s) {
    if (s->variant[ED_OPT_V1]) {
        s->phase = ED_PH_KEEP;
        s->setup_left = s->h.players;
        s->current = s->master;
        draw_three(s);
        return;
    }
    begin_start_phase(s);
}

int edora_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err) {
    edora_state *s = state;
    if (su->players < 2 || su->players > ED_MAX_PLAYERS) {
        nm_errors_add(err, "edora: %d players (the game takes 2 to %d)", su->players, ED_MAX_PLAYERS);
        return -1;
    }
    int n = su->players, dice = ed_rule(d, ED_R_DICE), active = ed_rule(d, ED_R_ACTIVE);
    nm_rng *r = &s->h.rng;
    nm_rng_seed(r, su->seed);
    s->h.players = (int8_t)n;
    nm_vm_reset(&s->vm);
    for (int o = 0; o < ED_OPT_COUNT; o++) s->variant[o] = (int8_t)(su->option[o] != 0);
    memset(s->slot_owner, -1, sizeof s->slot_owner);
    memset(s->hearth, -1, sizeof s->hearth);
    memset(s->dolmen, -1, sizeof s->dolmen);
    memset(s->potion, -1, sizeof s->potion);
    memset(s->face_up, -1, sizeof s->face_up);
    for (int i = d->kinds[ED_K_DOLMENS].count; i < ED_DOLMENS; i++) s->dolmen[i] = -1;
    for (int i = d->kinds[ED_K_POTIONS].count; i < ED_POTIONS; i++) s->potion[i] = -1;
    s->last_hearth = -1;
    s->beige_left = 3;
    for (int g = 0; g < ED_STONES; g++) s->gems[g] = (int8_t)ed_field(d, ED_K_GEMS, g, ED_G_COUNT);
    for (int i = 0; i < ED_STONES; i++) s->oracle[i] = (int8_t)i;
    shuffle8(r, s->oracle, ED_STONES);
    /* The tablets: face-down stacks (one shuffled pile), 12 face up. */
    const nm_kind_data *ok = &d->kinds[ED_K_OBJECTIVES];
    for (int k = 0; k < ok->count; k++)
        for (int c = 0; c < ok->items[k].field[ED_O_COPIES]; c++) s->stack[s->stack_count++] = (int8_t)k;
    shuffle8(r, s->stack, s->stack_count);
    for (int i = 0; i < ed_rule(d, ED_R_FACE_UP); i++) s->face_up[i] = s->stack[--s->stack_count];
    /* Each player: 4 dice rolled into the reserve; the master is the highest sum. */
    int best = -1, tied[ED_MAX_PLAYERS], nt = 0;
    for (int p = 0; p < n; p++) {
        edora_seat *q = &s->seat[p];
        int sum = 0;
        for (int i = 0; i < active; i++) {
            int v = roll(r);
            q->reserve[v]++;
            sum += v;
        }
        if (sum > best) best = sum, nt = 0;
        if (sum == best) tied[nt++] = p;
    }
    s->master = (int8_t)tied[nt > 1 ? nm_rng_below(r, (uint32_t)nt) : 0];
    int8_t order[ED_HERBS];
    for (int i = 0; i < ED_HERBS; i++) order[i] = (int8_t)i;
    for (int k = 0; k < n; k++) {
        int p = (s->master + k) % n; /* the master first: variants 2 and 4 copy its draw */
        edora_seat *q = &s->seat[p];
        if (k == 0 || !s->variant[ED_OPT_V4])
            for (int i = 0; i < 7; i++) q->evol[i] = 0;
        if (k == 0 || !s->variant[ED_OPT_V4]) {
            for (int i = 0; i < dice - active; i++) q->evol[roll(r)]++;
        } else {
            memcpy(q->evol, s->seat[s->master].evol, sizeof q->evol);
        }
        if (k == 0 || !s->variant[ED_OPT_V2]) shuffle8(r, order, ED_HERBS);
        if (s->variant[ED_OPT_V3]) memset(q->herb_at, -1, sizeof q->herb_at);
        else memcpy(q->herb_at, order, sizeof order);
        q->provisions = (int16_t)ed_rule(d, ED_R_START_PROV);
        q->knowledge = 1;
        q->arrival = (int16_t)(k + 1); /* the master's marker at the bottom of the stack */
        q->pawn = -1;
        q->start = -1;
        memset(q->menhir_at, -1, sizeof q->menhir_at);
        memset(q->stele_at, -1, sizeof q->stele_at);
        memset(q->amulet, -1, sizeof q->amulet);
        if (!s->variant[ED_OPT_V1]) q->tablets[q->tablet_count++] = s->stack[--s->stack_count];
    }
    s->arrivals = (int16_t)n;
    for (int i = s->stack_count; i < ED_TABLETS; i++) s->stack[i] = 0;
    if (s->variant[ED_OPT_V3]) {
        s->phase = ED_PH_ARRANGE;
        s->current = s->master;
        s->setup_left = (int8_t)n;
        s->arrange_circle = 0;
    } else {
        begin_keep_or_start(s);
    }
    /* The forest: the 9 tiles shuffled into the square and each turned at random (drawn last,
     * so the dice, herbs and tablets of a seed stay what they were); a layout that leaves a
     * sanctuary unreachable is drawn again. The option keeps the reference arrangement. */
    ed_reference_layout(s);
    if (!su->option[ED_OPT_REFERENCE]) {
        for (int tries = 0; tries < 64; tries++) {
            shuffle8(r, s->tile_at, ED_TILES);
            for (int t = 0; t < ED_TILES; t++) s->tile_rot[t] = (int8_t)nm_rng_below(r, 4);
            if (ed_build_geo(d, s)) break;
            ed_reference_layout(s);
        }
    }
    ed_build_geo(d, s);
    s->h.reveals = 0;
    s->h.to_move = s->current;
    return 0;
}

/* ---- step 1 and 2: where the pawn may go, which dice it may place ---- */

static int cheapest_die(const nm_data *d, const edora_state *s, int seat) {
    const edora_seat *p = &s->seat[seat];
    int shift = ed_herb_active(d, s, seat, ED_M_DIE_SHIFT, ED_MP_N);
    for (int v = 1; v <= 6; v++)
        if (p->reserve[v] > 0) return v - shift < 1 ? 1 : v - shift;
    return -1;
}

static int free_slot(const nm_data *d, const edora_state *s, int sanct) {
    int n = ed_spaces(d, s, sanct);
    for (int k = 0; k < n; k++)
        if (s->slot_owner[sanct][k] < 0) return 1;
    return 0;
}

/* A sanctuary the seat may stop on and then place a die on, having paid cost to get there
 * and keeping at least the cheapest die's value: cost <= limit, the provisions less that
 * value. The cost is compared first, as most sanctuaries are too far. */
static int can_end_on(const nm_data *d, const edora_state *s, int seat, int sanct, int cost, int limit) {
    return cost <= limit && sanct != s->seat[seat].pawn && !ed_has_die(s, sanct, seat) &&
           free_slot(d, s, sanct);
}

/* Listed at every decision of every playout: the cheapest die and the provisions it leaves
 * are read once, and the trip costs searched only as far as they can pay. */
static int list_moves(const nm_data *d, const edora_state *s, nm_action_list *out) {
    int seat = s->current;
    const edora_seat *p = &s->seat[seat];
    const edora_derived *g = ed_derived(d);
    int die = cheapest_die(d, s, seat);
    if (die < 0) return out->count; /* no die left to place: nowhere to stop */
    int limit = p->provisions - die;
    if (p->pawn < 0) { /* first turn: to the sanctuary beside the start space, free */
        int t = g->start_sanct[p->start];
        if (can_end_on(d, s, seat, t, 0, limit)) nm_actions_push(out, ED_ACT_MOVE, (uint16_t)t, t, 0, 0);
        return out->count;
    }
    int cost[ED_SANCT];
    ed_move_costs(d, s, p->pawn, limit, cost);
    for (int i = 0; i < g->nsanct; i++)
        if (can_end_on(d, s, seat, i, cost[i], limit)) nm_actions_push(out, ED_ACT_MOVE, (uint16_t)i, i, cost[i], 0);
    if (ed_herb_active(d, s, seat, ED_M_FOREST_LEAP, -1) > 0) {
        int leap = ed_herb_active(d, s, seat, ED_M_FOREST_LEAP, 0);
        int seen[ED_SANCT] = {0};
        for (int c = 0; c < d->kinds[ED_K_CLEARINGS].count; c++) {
            int in = 0;
            for (int i = 0; i < s->geo.clear_n[c]; i++) in |= s->geo.clear_s[c][i] == p->pawn;
            if (!in) continue;
            for (int i = 0; i < s->geo.clear_n[c]; i++) {
                int t = s->geo.clear_s[c][i];
                if (!seen[t] && can_end_on(d, s, seat, t, leap, limit))
                    nm_actions_push(out, ED_ACT_MOVE, (uint16_t)t, t, leap, 1), seen[t] = 1;
            }
        }
    }
    return out->count;
}

static int list_places(const nm_data *d, const edora_state *s, nm_action_list *out) {
    int seat = s->current, at = s->seat[seat].pawn;
    const edora_seat *p = &s->seat[seat];
    int shift = ed_herb_active(d, s, seat, ED_M_DIE_SHIFT, ED_MP_N);
    for (int k = 0; k < ed_spaces(d, s, at); k++) {
        if (s->slot_owner[at][k] >= 0) continue;
        for (int v = 1; v <= 6; v++) {
            if (p->reserve[v] <= 0) continue;
            for (int w = v - shift; w <= v + shift; w++)
                if (w >= 1 && w <= 6 && w <= p->provisions)
                    nm_actions_push(out, ED_ACT_PLACE, (uint16_t)(at * ED_SLOTS + k), k, v, w);
        }
    }
    return out->count;
}

/* The lowest released column waiting for its herb choice, -1 none. */
static int herb_column(const edora_state *s) {
    const edora_seat *p = &s->seat[s->current];
    for (int c = 0; c < 6; c++)
        if (p->pending & (1 << c)) return c;
    return -1;
}

int edora_legal(const nm_data *d, const void *state, nm_action_list *out) {
    const edora_state *s = state;
    out->count = 0;
    if (s->h.over) return 0;
    if (s->vm.waiting) {
        nm_vm_ctx ctx = ed_ctx(d, s);
        nm_vm_choices(&ctx, out);
        return out->count;
    }
    const edora_seat *p = &s->seat[s->current];
    switch (s->phase) {
    case ED_PH_ARRANGE: {
        int used = 0;
        for (int i = 0; i < s->arrange_circle; i++) used |= 1 << p->herb_at[i];
        for (int h = 0; h < ED_HERBS; h++)
            if (!(used & (1 << h))) nm_actions_push(out, ED_ACT_ARRANGE, 0, h, s->arrange_circle, 0);
        break;
    }
    case ED_PH_KEEP:
        for (int i = 0; i < s->draw_count; i++) nm_actions_push(out, ED_ACT_KEEP, 0, i, s->draw[i], 0);
        break;
    case ED_PH_START:
        for (int st = 0; st < 4; st++) {
            int taken = 0;
            for (int q = 0; q < s->h.players; q++) taken |= s->seat[q].start == st;
            if (!taken) nm_actions_push(out, ED_ACT_START, 0, st, 0, 0);
        }
        break;
    case ED_PH_MOVE:
        if (list_moves(d, s, out) == 0) nm_actions_push(out, ED_ACT_EMERGENCY, 0, 0, 0, 0);
        break;
    case ED_PH_PLACE: list_places(d, s, out); break;
    case ED_PH_HERBS: {
        int c = herb_column(s);
        for (int i = 2 * c; c >= 0 && i <= 2 * c + 1; i++)
            if (p->herb[i] == ED_HERB_BOARD) nm_actions_push(out, ED_ACT_HERB, 0, c, i, 0);
        break;
    }
    default: break;
    }
    return out->count;
}

/* ---- the end of a turn and of the game ---- */

static void finish_game(const nm_data *d, edora_state *s) {
    ed_final_scoring(d, s);
    s->phase = ED_PH_OVER;
    s->h.over = 1;
    s->h.to_move = -1;
}

static void end_turn(const nm_data *d, edora_state *s) {
    int n = s->h.players;
    s->turn++;
    if (s->seat[s->current].placed >= ed_rule(d, ED_R_DICE)) s->ending = 1;
    int last = (s->master + n - 1) % n; /* the master's right plays last in a round */
    if ((s->ending && s->current == last) || s->turn >= ED_TURN_CAP) {
        finish_game(d, s);
        return;
    }
    s->current = (int8_t)((s->current + 1) % n);
    s->phase = ED_PH_MOVE;
    s->step = 0;
    s->h.to_move = s->current;
}

/* Step 7: each column the sickle reached this turn; both herbs still there: the seat
 * chooses the one turned face up; one: it goes face up. Returns 1 when a choice waits. */
static int release_herbs(edora_state *s) {
    edora_seat *p = &s->seat[s->current];
    int c;
    while ((c = herb_column(s)) >= 0) {
        int a = p->herb[2 * c] == ED_HERB_BOARD, b = p->herb[2 * c + 1] == ED_HERB_BOARD;
        if (a && b) {
            s->phase = ED_PH_HERBS;
            s->h.to_move = s->current;
            return 1;
        }
        if (a) p->herb[2 * c] = ED_HERB_ACTIVE;
        if (b) p->herb[2 * c + 1] = ED_HERB_ACTIVE;
        p->pending &= (int8_t)~(1 << c);
        p->cols |= (int8_t)(1 << c);
    }
    return 0;
}

/* Runs the turn on from a VM status through steps 5, 6 and 7 to the next decision. */
static int advance(const nm_data *d, edora_state *s, nm_vm_ctx *ctx, nm_vm_status vs, nm_errors *err) {
    for (;;) {
        if (vs == NM_VM_ERROR) {
            nm_errors_add(err, "edora: effect failed: %s", ctx->error);
            return -1;
        }
        if (vs == NM_VM_WAITING) {
            s->h.to_move = (int8_t)nm_vm_waiting_seat(&s->vm);
            return 0;
        }
        if (s->step == 8) { /* the emergency turn ends here */
            end_turn(d, s);
            return 0;
        }
        if (s->step == 4) s->step = 5;
        if (s->step == 5) { /* hearths surrounded by the seat's dice, one at a time */
            int h = ed_hearth_ready(d, s, s->current);
            if (h >= 0) {
                const edora_derived *g = ed_derived(d);
                s->hearth[h] = s->current;
                s->last_hearth = (int8_t)h;
                int bad = 0;
                if (ed_herb_active(d, s, s->current, ED_M_FIRE_AGAIN, -1) > 0)
                    bad |= nm_vm_push(&s->vm, ed_rule(d, ED_R_FIRE_AGAIN), s->current, 0);
                for (int i = g->hearth_rw_n[h] - 1; i >= 0; i--)
                    bad |= nm_vm_push(&s->vm, d->kinds[ED_K_REWARDS].items[g->hearth_rw[h][i]].effect,
                                      s->current, 0);
                if (bad) {
                    nm_errors_add(err, "edora: effect stack full at a hearth");
                    return -1;
                }
                vs = nm_vm_run(ctx);
                continue;
            }
            s->step = 6;
        }
        if (s->step == 6) {
            ed_dolmens(d, s, s->current);
            s->step = 7;
        }
        if (release_herbs(s)) return 0;
        end_turn(d, s);
        return 0;
    }
}

/* Only one of the legal actions is played: bad input leaves the state as it was. */
static int is_legal(const nm_data *d, const edora_state *s, const nm_action *a) {
    /* On the stack, not thread-local: mingw emulates thread-local storage with a malloc at
     * a thread's first use, an allocation in the AI's playouts on Windows. */
    nm_action_list legal NM_SCRATCH;
    edora_legal(d, s, &legal);
    for (int i = 0; i < legal.count; i++)
        if (nm_action_equal(&legal.a[i], a)) return 1;
    return 0;
}

static int apply_action(const nm_data *d, edora_state *s, const nm_action *a, int listed, nm_errors *err);

int edora_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 0, err);
}

/* The search's apply: its actions come from the state's own legal list. */
int edora_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 1, err);
}

static int apply_action(const nm_data *d, edora_state *s, const nm_action *a, int listed, nm_errors *err) {
    nm_vm_ctx ctx = ed_ctx(d, s);
    if (s->h.over) {
        nm_errors_add(err, "edora: the game is over");
        return -1;
    }
    if (!listed && !is_legal(d, s, a)) {
        nm_errors_add(err, s->vm.waiting ? "edora: an effect waits for another choice" : "edora: that action is not legal now");
        return -1;
    }
    if (s->vm.waiting) return advance(d, s, &ctx, nm_vm_resume(&ctx, a), err);
    int seat = s->current, n = s->h.players;
    edora_seat *p = &s->seat[seat];
    switch (a->kind) {
    case ED_ACT_ARRANGE:
        p->herb_at[s->arrange_circle++] = (int8_t)a->p[0];
        if (s->arrange_circle >= ED_HERBS) {
            s->arrange_circle = 0;
            s->current = (int8_t)((s->current + 1) % n);
            if (--s->setup_left == 0) begin_keep_or_start(s);
        }
        break;
    case ED_ACT_KEEP: {
        p->tablets[p->tablet_count++] = s->draw[a->p[0]];
        /* the others under the stacks, and the stacks shuffled */
        int8_t tmp[ED_TABLETS];
        int m = 0;
        for (int i = 0; i < s->draw_count; i++)
            if (i != a->p[0]) tmp[m++] = s->draw[i];
        memmove(s->stack + m, s->stack, (size_t)s->stack_count);
        memcpy(s->stack, tmp, (size_t)m);
        s->stack_count = (int8_t)(s->stack_count + m);
        shuffle8(&s->h.rng, s->stack, s->stack_count);
        s->draw_count = 0;
        memset(s->draw, 0, sizeof s->draw);
        s->current = (int8_t)((s->current + 1) % n);
        if (--s->setup_left == 0) begin_start_phase(s);
        else draw_three(s);
        s->h.reveals++;
        break;
    }
    case ED_ACT_START:
        p->start = (int8_t)a->p[0];
        if (--s->setup_left == 0) {
            s->phase = ED_PH_MOVE;
            s->current = s->master;
        } else {
            s->current = (int8_t)((s->current + n - 1) % n); /* counterclockwise */
        }
        break;
    case ED_ACT_MOVE:
        nm_counter_add(d, s, ED_C_PROVISIONS, seat, -a->p[1]);
        p->pawn = (int8_t)a->p[0];
        s->phase = ED_PH_PLACE;
        break;
    case ED_ACT_PLACE: {
        int at = p->pawn, k = a->p[0], v = a->p[1], w = a->p[2];
        p->reserve[v]--;
        nm_counter_add(d, s, ED_C_PROVISIONS, seat, -w);
        s->slot_owner[at][k] = (int8_t)seat;
        s->slot_value[at][k] = (int8_t)w;
        p->placed++;
        ed_contest(d, s, at);                       /* step 3 */
        s->stele_value = (int8_t)w;
        s->phase = ED_PH_EFFECT;
        s->step = 4;                                /* step 4: the space's action */
        int act = ed_action_at(d, s, at, k);
        if (nm_vm_push(&s->vm, d->kinds[ED_K_ACTIONS].items[act].effect, seat, 0) != 0) {
            nm_errors_add(err, "edora: effect stack full");
            return -1;
        }
        return advance(d, s, &ctx, nm_vm_run(&ctx), err);
    }
    case ED_ACT_EMERGENCY:
        s->phase = ED_PH_EFFECT;
        s->step = 8;
        if (nm_vm_push(&s->vm, ed_rule(d, ED_R_EMERGENCY), seat, 0) != 0) {
            nm_errors_add(err, "edora: effect stack full");
            return -1;
        }
        return advance(d, s, &ctx, nm_vm_run(&ctx), err);
    case ED_ACT_HERB: {
        int c = a->p[0], i = a->p[1], other = (i == 2 * c) ? 2 * c + 1 : 2 * c;
        p->herb[i] = ED_HERB_ACTIVE;
        if (p->herb[other] == ED_HERB_BOARD) p->herb[other] = ED_HERB_INACTIVE;
        p->pending &= (int8_t)~(1 << c);
        p->cols |= (int8_t)(1 << c);
        if (release_herbs(s)) return 0;
        end_turn(d, s);
        return 0;
    }
    default:
        nm_errors_add(err, "edora: unknown action kind %u", a->kind);
        return -1;
    }
    s->h.to_move = s->current;
    return 0;
}

int edora_scores(const nm_data *d, const void *state, int32_t *out) {
    (void)d;
    const edora_state *s = state;
    for (int p = 0; p < s->h.players; p++) out[p] = s->seat[p].pp;
    return s->h.players;
}

/* Most prestige; ties: the knowledge marker further back (same space: lower in the stack). */
int edora_winners(const nm_data *d, const void *state, int8_t *out) {
    (void)d;
    const edora_state *s = state;
    int best = -1;
    for (int p = 0; p < s->h.players; p++) {
        if (best < 0 || s->seat[p].pp > s->seat[best].pp ||
            (s->seat[p].pp == s->seat[best].pp && ed_ahead(s, best, p)))
            best = p;
    }
    out[0] = (int8_t)best;
    return 1;
}

/* The face-down tablets are the only hidden facts: deal the unseen ones anew. */
void edora_determinize(const nm_data *d, void *obs_state, int seat, nm_rng *rng) {
    (void)seat;
    edora_state *s = obs_state;
    const nm_kind_data *ok = &d->kinds[ED_K_OBJECTIVES];
    int left[ED_OBJECTIVES];
    for (int k = 0; k < ok->count; k++) left[k] = ok->items[k].field[ED_O_COPIES];
    for (int i = 0; i < ED_FACE_UP; i++)
        if (s->face_up[i] >= 0) left[s->face_up[i]]--;
    for (int i = 0; i < s->draw_count; i++) left[s->draw[i]]--;
    for (int p = 0; p < s->h.players; p++)
        for (int i = 0; i < s->seat[p].tablet_count; i++) left[s->seat[p].tablets[i]]--;
    int m = 0;
    for (int k = 0; k < ok->count; k++)
        for (int c = 0; c < left[k] && m < s->stack_count; c++) s->stack[m++] = (int8_t)k;
    shuffle8(rng, s->stack, m);
    uint64_t hi = nm_rng_next(rng), lo = nm_rng_next(rng);
    nm_rng_seed(&s->h.rng, hi << 32 | lo);
}
