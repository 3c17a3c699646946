/* karnag_flow.c - set-up (basic and advanced), the round (play order, creatures, action
 * tiles, cubes, resolution of the actions main then secondary with the deferred second
 * cubes, gemstones activation, Sylvan council), the end, legal actions and apply. */
#include <stdio.h>
#include <string.h>
#include "karnag.h"

int karnag_main_places(const nm_data *d, int players, int pos) {
    return karnag_rule_at(d, KARNAG_R_MAIN2 + players - 2, pos);
}

/* nm_actions_push with the game's int kinds and targets (a full list drops the action). */
static inline void push(nm_action_list *out, int kind, int target, int p0, int p1, int p2) {
    nm_actions_push(out, (uint16_t)kind, (uint16_t)target, p0, p1, p2);
}

static int places(const nm_data *d, const karnag_state *s, int pos, int row) {
    return karnag_geometry(d)->places[s->h.players][pos][row];
}

int karnag_pending_seat(const karnag_state *s) {
    if (s->h.over) return -1;
    if (s->vm.waiting) return nm_vm_waiting_seat(&s->vm);
    switch (s->phase) {
    case KARNAG_PH_OBSTACLES:
    case KARNAG_PH_DRUIDS:
    case KARNAG_PH_CUBES: return s->order[s->turn];
    case KARNAG_PH_ACTIONS:
        return s->stage == KARNAG_ST_OTHERS || s->stage == KARNAG_ST_CARD_OTHERS ? s->win_seat
                                                                               : s->act_seat;
    default: return -1;
    }
}

/* ---- set-up ------------------------------------------------------------------------ */

static void put_tile(const nm_data *d, karnag_state *s, int tile, int rot, int x, int y) {
    const karnag_geo *g = karnag_geometry(d);
    int8_t dx[9], dy[9], t[9];
    int n = karnag_shape(d, tile, rot, dx, dy, t);
    for (int i = 0; i < n; i++) s->terrain[(y + dy[i]) * g->w + x + dx[i]] = t[i];
    s->obst_placed[tile] = 1;
}

static int tile_has_place(const nm_data *d, const karnag_state *s, int tile, int rot) {
    const karnag_geo *g = karnag_geometry(d);
    int mix = karnag_is_mix(d, tile);
    for (int q = 0; q < g->sq; q++)
        if (karnag_obstacle_fits(d, g, s->terrain, tile, rot, q % g->w, q / g->w, mix)) return 1;
    return 0;
}

static int mix_left(const nm_data *d, const karnag_state *s) {
    int n = karnag_count(d, KARNAG_K_OBSTACLES);
    for (int t = 0; t < n; t++)
        if (!s->obst_placed[t] && karnag_is_mix(d, t) && (tile_has_place(d, s, t, 0) ||
            tile_has_place(d, s, t, 1) || tile_has_place(d, s, t, 2) || tile_has_place(d, s, t, 3)))
            return 1;
    return 0;
}

static int obstacle_picks(const nm_data *d, const karnag_state *s, nm_action_list *out) {
    int n = karnag_count(d, KARNAG_K_OBSTACLES), mix = mix_left(d, s);
    for (int t = 0; t < n; t++) {
        if (s->obst_placed[t] || (mix && !karnag_is_mix(d, t))) continue;
        for (int r = 0; r < 4; r++)
            if (tile_has_place(d, s, t, r))
                push(out, KARNAG_ACT_OBST_PICK, KARNAG_EL_ACTION, t, r, 0);
    }
    return out->count;
}

static void start_druids(const nm_data *d, karnag_state *s) {
    /* four creatures come out of Ker Ys, square 1 first */
    karnag_arrivals(d, s, karnag_rule(d, KARNAG_R_ARRIVALS), 0);
    s->phase = KARNAG_PH_DRUIDS;
    s->turn = 0;
}

static void start_round(const nm_data *d, karnag_state *s);

int karnag_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err) {
    karnag_state *s = state;
    if (su->players < 2 || su->players > KARNAG_MAX_P) {
        nm_errors_add(err, "karnag: %d players (the game takes 2 to %d)", su->players,
                      KARNAG_MAX_P);
        return -1;
    }
    const karnag_geo *g = karnag_geometry(d);
    nm_rng_seed(&s->h.rng, su->seed);
    s->h.players = (int8_t)su->players;
    nm_vm_reset(&s->vm);
    s->opt[KARNAG_OPT_ADVANCED] = (int8_t)(su->option[KARNAG_OPT_ADVANCED] != 0);
    memset(s->gem, -1, sizeof s->gem);
    memset(s->menhir, -1, sizeof s->menhir);
    memset(s->cr_at, -1, sizeof s->cr_at);
    memset(s->slot, -1, sizeof s->slot);
    for (int i = 0; i < KARNAG_TILES; i++) s->row[i] = (int8_t)i; /* dealt each round */
    for (int i = 0; i < 4; i++) s->terrain[g->gate_sq[i]] = KARNAG_GATE;
    if (!s->opt[KARNAG_OPT_ADVANCED]) {
        int n = karnag_count(d, KARNAG_K_LAYOUT);
        for (int i = 0; i < n; i++) {
            const nm_component *l = karnag_item(d, KARNAG_K_LAYOUT, i);
            put_tile(d, s, l->field[KARNAG_L_TILE], l->field[KARNAG_L_ROT], l->field[KARNAG_L_X],
                     l->field[KARNAG_L_Y]);
        }
    }
    int nc = karnag_count(d, KARNAG_K_CREATURES);
    int16_t tmp[KARNAG_CARD_MAX > KARNAG_CR_MAX ? KARNAG_CARD_MAX : KARNAG_CR_MAX];
    for (int c = 0; c < nc; c++) tmp[c] = (int16_t)c, s->cr_loc[c] = KARNAG_CR_BAG;
    nm_rng_shuffle16(&s->h.rng, tmp, nc);
    for (int c = 0; c < nc; c++) s->bag[c] = (int8_t)tmp[c];
    s->bag_count = (int8_t)nc;
    int ncard = karnag_count(d, KARNAG_K_CARDS);
    for (int c = 0; c < ncard; c++) tmp[c] = (int16_t)c;
    nm_rng_shuffle16(&s->h.rng, tmp, ncard);
    for (int c = 0; c < ncard; c++) s->deck[c] = (int8_t)tmp[c];
    s->deck_count = (int8_t)ncard;
    for (int p = 0; p < su->players; p++) {
        karnag_seat *q = &s->seat[p];
        q->mana = (int16_t)karnag_rule(d, KARNAG_R_MANA0);
        for (int k = 0; k < KARNAG_DRUIDS; k++) q->druid[k] = KARNAG_D_UNPLACED;
        tmp[p] = (int16_t)p;
    }
    for (int p = su->players; p < KARNAG_MAX_P; p++)
        for (int k = 0; k < KARNAG_DRUIDS; k++) s->seat[p].druid[k] = KARNAG_D_UNPLACED;
    nm_rng_shuffle16(&s->h.rng, tmp, su->players); /* the first round's order is random */
    for (int p = 0; p < su->players; p++) s->order[p] = (int8_t)tmp[p];
    s->rounds = (int8_t)karnag_rule_at(d, KARNAG_R_ROUNDS, su->players - 2);
    s->round = 1;
    s->obst_pick = -1;
    s->cr_sel = -1;
    s->last_track = -1;
    s->win_seat = -1;
    s->nx_seat = -1;
    s->last_escape = -1;
    for (int i = 0; i < KARNAG_GEMS; i++) s->gm_sq[i] = -1;
    s->phase = KARNAG_PH_OBSTACLES;
    s->turn = 0;
    nm_action_list picks NM_SCRATCH;
    picks.count = 0;
    if (!s->opt[KARNAG_OPT_ADVANCED] || obstacle_picks(d, s, &picks) == 0) start_druids(d, s);
    s->h.reveals = 0; /* the opening draws are not something undo could cross */
    s->h.to_move = (int8_t)karnag_pending_seat(s);
    return 0;
}

/* ---- the round ----------------------------------------------------------------------- */

static void reorder(karnag_state *s) {
    /* least VP first; equal VP keep their previous relative order */
    int n = s->h.players;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && s->seat[s->order[j]].vp < s->seat[s->order[j - 1]].vp; j--) {
            int8_t t = s->order[j];
            s->order[j] = s->order[j - 1];
            s->order[j - 1] = t;
        }
}

static void start_round(const nm_data *d, karnag_state *s) {
    if (s->round > 1) reorder(s);
    karnag_creatures_step(d, s);
    int n = karnag_roll(d, s);
    karnag_arrivals(d, s, n, n - 1);
    int16_t t[KARNAG_TILES];
    for (int i = 0; i < KARNAG_TILES; i++) t[i] = (int16_t)i;
    nm_rng_shuffle16(&s->h.rng, t, KARNAG_TILES);
    for (int i = 0; i < KARNAG_TILES; i++) s->row[i] = (int8_t)t[i];
    memset(s->slot, -1, sizeof s->slot);
    memset(s->slot_done, 0, sizeof s->slot_done);
    for (int p = 0; p < s->h.players; p++) s->seat[p].cubes = (int8_t)karnag_rule(d, KARNAG_R_CUBES);
    s->phase = KARNAG_PH_CUBES;
    s->turn = 0;
}

static void end_game(const nm_data *d, karnag_state *s) {
    karnag_final_scoring(d, s);
    s->phase = KARNAG_PH_OVER;
    s->h.over = 1;
}

static void council(const nm_data *d, karnag_state *s) {
    int best = 0;
    for (int p = 0; p < s->h.players; p++) {
        int n = karnag_council_count(s, p), vp = n * karnag_rule(d, KARNAG_R_COUNCIL_VP);
        for (int i = 0; i < n; i++) vp += karnag_track_sum(d, s, p, KARNAG_TR_COUNCIL, i);
        karnag_add_vp(s, p, vp, KARNAG_VP_COUNCIL);
        if (n > best) best = n;
    }
    s->stage = KARNAG_ST_COUNCIL;
    s->last_track = -1;
    if (best == 0) return;
    for (int i = s->h.players - 1; i >= 0; i--) { /* pushed last first: play order runs */
        int p = s->order[i];
        if (karnag_council_count(s, p) == best)
            nm_vm_push(&s->vm, karnag_rule(d, KARNAG_R_COUNCIL_EFFECT), p, -1);
    }
}

/* Starts the action of the cube at (res_tile, res_row, res_place). */
static void start_action(const nm_data *d, karnag_state *s, int seat) {
    s->act_seat = (int8_t)seat;
    s->act_tile = s->row[s->res_tile];
    s->act_row = s->res_row;
    s->act_did = 0;
    s->act_captured = 0;
    s->move_adj = 0;
    s->last_track = -1;
    int8_t pass[3];
    karnag_reserve_passes(d, s, seat, pass);
    s->pass_rock = pass[0], s->pass_swamp = pass[1], s->pass_stone = pass[2];
    s->pass_either = 0;
    s->stage = KARNAG_ST_PRE;
}

static void begin_effect(const nm_data *d, karnag_state *s) {
    const nm_component *t = karnag_item(d, KARNAG_K_TILES, s->act_tile);
    s->act_did = 0; /* cards played before do not count as the action */
    s->stage = KARNAG_ST_RUN;
    nm_vm_push(&s->vm, t->field[s->act_row ? KARNAG_T_SECONDARY : KARNAG_T_MAIN], s->act_seat, -1);
}

/* Finds the next cube to resolve and records its seat in nx_seat; 1 when there is one, 0
 * when the row is done. */
static int next_cube(const nm_data *d, karnag_state *s) {
    for (;;) {
        for (; s->res_tile < KARNAG_TILES; s->res_tile++, s->res_place = 0) {
            int n = places(d, s, s->res_tile, s->res_row), stop = 0;
            for (; s->res_place < n && !stop; s->res_place++) {
                int q = s->slot[s->res_tile][s->res_row][s->res_place];
                if (q < 0 || s->slot_done[s->res_tile][s->res_row][s->res_place]) continue;
                if ((s->res_seen[s->res_tile] >> q) & 1) {
                    stop = 1; /* a second cube of the same player waits for the next pass */
                    break;
                }
                s->res_seen[s->res_tile] |= (uint8_t)(1 << q);
                s->slot_done[s->res_tile][s->res_row][s->res_place] = 1;
                s->res_place++;
                s->nx_seat = (int8_t)q;
                return 1;
            }
        }
        int left = 0;
        for (int k = 0; k < KARNAG_TILES; k++)
            for (int i = 0; i < KARNAG_PLACES; i++)
                left += s->slot[k][s->res_row][i] >= 0 && !s->slot_done[k][s->res_row][i];
        if (!left) return 0;
        s->res_pass++;
        s->res_tile = 0, s->res_place = 0;
        memset(s->res_seen, 0, sizeof s->res_seen);
    }
}

static void start_row(karnag_state *s, int row) {
    s->res_row = (int8_t)row;
    s->res_tile = 0, s->res_place = 0, s->res_pass = 0;
    memset(s->res_seen, 0, sizeof s->res_seen);
}

/* The next seat, in play order, still to be offered its cards between two actions, or -1.
 * Seats without cards are passed over. A seat holding cards is asked even when none of them
 * can change anything now (it may only decline): whether it is asked shows the others no
 * more than the number of cards it holds. */
static int next_window(karnag_state *s) {
    for (int i = 0; i < s->h.players; i++) {
        int p = s->order[i];
        if (!((s->win_mask >> p) & 1)) continue;
        s->win_mask = (uint8_t)(s->win_mask & ~(1u << p));
        if (s->seat[p].hand_count > 0) return p;
    }
    return -1;
}

/* Between two actions (or before the first, or after the last): the seat that just acted
 * has had its cards (POST); the other seats, in play order, may play theirs; then the next
 * actor plays its own before its action (PRE). */
static void boundary(const nm_data *d, karnag_state *s) {
    s->nx_seat = -1;
    if (!next_cube(d, s) && s->res_row == 0) {
        start_row(s, 1);
        (void)next_cube(d, s);
    }
    if (s->nx_seat >= 0) s->win_mask = (uint8_t)(s->win_mask & ~(1u << s->nx_seat));
    s->win_seat = -1;
    s->stage = KARNAG_ST_OTHERS;
}

/* Runs the flow until the next decision. */
static int advance(const nm_data *d, karnag_state *s, nm_errors *err) {
    nm_vm_ctx ctx = karnag_ctx(d, s);
    for (int guard = 0; guard < 10000; guard++) {
        if (s->h.over) return 0;
        nm_vm_status vs = nm_vm_run(&ctx);
        if (vs == NM_VM_ERROR) {
            nm_errors_add(err, "karnag: effect failed: %s", ctx.error);
            return -1;
        }
        if (vs == NM_VM_WAITING) return 0;
        if (s->phase != KARNAG_PH_ACTIONS) return 0;
        switch (s->stage) {
        case KARNAG_ST_CARD: s->stage = KARNAG_ST_PRE; continue;
        case KARNAG_ST_CARD_POST: s->stage = KARNAG_ST_POST; continue;
        case KARNAG_ST_CARD_OTHERS: s->stage = KARNAG_ST_OTHERS; continue;
        case KARNAG_ST_PRE:
            if (s->seat[s->act_seat].hand_count > 0) return 0; /* cards may be played first */
            begin_effect(d, s);
            continue;
        case KARNAG_ST_RUN:
            if (!s->act_did) karnag_add_vp(s, s->act_seat, karnag_rule(d, KARNAG_R_NOT_DONE), KARNAG_VP_IDLE);
            if (memchr(s->cr_marked, 2, sizeof s->cr_marked)) /* the action is over: cubes hold */
                for (int c = 0; c < KARNAG_CR_MAX; c++)
                    if (s->cr_marked[c] == 2) s->cr_marked[c] = 1;
            s->stage = KARNAG_ST_POST;
            continue;
        case KARNAG_ST_POST:
            if (s->seat[s->act_seat].hand_count > 0) return 0; /* cards may follow */
            s->win_mask = (uint8_t)(((1u << s->h.players) - 1) & ~(1u << s->act_seat));
            boundary(d, s);
            continue;
        case KARNAG_ST_OTHERS:
            if (s->win_seat >= 0 && s->seat[s->win_seat].hand_count > 0) return 0;
            s->win_seat = (int8_t)next_window(s);
            if (s->win_seat >= 0) return 0;
            if (s->nx_seat >= 0) {
                start_action(d, s, s->nx_seat);
                s->nx_seat = -1;
                continue;
            }
            s->stage = -1;
            karnag_activate_gems(d, s); /* phase F */
            council(d, s);              /* phase G */
            continue;
        case KARNAG_ST_COUNCIL:
            s->stage = -1;
            if (s->round >= s->rounds) {
                end_game(d, s);
                return 0;
            }
            s->round++;
            start_round(d, s);
            return 0;
        default:
            nm_errors_add(err, "karnag: the action phase is in no stage");
            return -1;
        }
    }
    nm_errors_add(err, "karnag: the flow did not reach a decision");
    return -1;
}

/* ---- legal actions and apply --------------------------------------------------------- */

/* Is the card at hand index i offered now? Copies of one card are one choice (the first
 * copy in the hand), and a card that can change nothing now is not offered. */
static int card_offered(const nm_data *d, const karnag_state *s, int seat, int i) {
    const karnag_seat *me = &s->seat[seat];
    const karnag_geo *g = karnag_geometry(d);
    int c = me->hand[i];
    if (c < 0 || c >= KARNAG_CARD_MAX) return 0;
    for (int j = 0; j < i; j++)
        if (me->hand[j] >= 0 && me->hand[j] < KARNAG_CARD_MAX &&
            g->card_class[me->hand[j]] == g->card_class[c])
            return 0;
    return karnag_card_useful(d, s, seat, c);
}

int karnag_legal(const nm_data *d, const void *state, nm_action_list *out) {
    const karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    out->count = 0;
    if (s->h.over) return 0;
    if (s->vm.waiting) {
        nm_vm_ctx ctx = karnag_ctx(d, s);
        nm_vm_choices(&ctx, out);
        return out->count;
    }
    switch (s->phase) {
    case KARNAG_PH_OBSTACLES:
        if (s->obst_pick < 0) return obstacle_picks(d, s, out);
        for (int q = 0; q < g->sq; q++)
            if (karnag_obstacle_fits(d, g, s->terrain, s->obst_pick, s->obst_rot, q % g->w, q / g->w,
                                     karnag_is_mix(d, s->obst_pick)))
                push(out, KARNAG_ACT_OBST_PUT, (uint16_t)(KARNAG_EL_SQ + q), q, 0, 0);
        return out->count;
    case KARNAG_PH_DRUIDS: {
        uint8_t occ[KARNAG_PATH_MAX] = {0};
        for (int p = 0; p < s->h.players; p++)
            for (int k = 0; k < KARNAG_DRUIDS; k++)
                if (s->seat[p].druid[k] >= 0 && s->seat[p].druid[k] < g->path)
                    occ[s->seat[p].druid[k]] = 1;
        for (int ps = 0; ps < g->path; ps++)
            if (g->setup_sq[ps] && !occ[ps])
                push(out, KARNAG_ACT_DRUID, (uint16_t)(KARNAG_EL_PATH + ps), ps, 0, 0);
        return out->count;
    }
    case KARNAG_PH_CUBES: {
        _Static_assert(KARNAG_PLACES == 3, "slot elements are numbered k * 6 + r * 3 + i");
        const int8_t *slots = &s->slot[0][0][0];
        for (int j = 0, n = g->cube_slot_count[s->h.players]; j < n; j++) {
            const int8_t *cs = g->cube_slot[s->h.players][j];
            if (slots[cs[3]] < 0)
                push(out, KARNAG_ACT_CUBE, (uint16_t)(KARNAG_EL_SLOT + cs[3]), cs[0], cs[1], cs[2]);
        }
        return out->count;
    }
    case KARNAG_PH_ACTIONS: {
        int seat = karnag_pending_seat(s);
        if (seat < 0) return 0;
        const karnag_seat *me = &s->seat[seat];
        for (int i = 0; i < me->hand_count; i++)
            if (card_offered(d, s, seat, i))
                push(out, KARNAG_ACT_CARD, (uint16_t)(KARNAG_EL_HAND + seat), i, me->hand[i], 0);
        if (s->stage == KARNAG_ST_POST || s->stage == KARNAG_ST_OTHERS)
            push(out, KARNAG_ACT_END, KARNAG_EL_DONE, 0, 0, 0);
        else push(out, KARNAG_ACT_BEGIN, KARNAG_EL_ACTION, 0, 0, 0);
        return out->count;
    }
    default: return 0;
    }
}

static int next_turn(const nm_data *d, karnag_state *s) {
    (void)d;
    for (int i = 1; i <= s->h.players; i++) {
        int t = (s->turn + i) % s->h.players;
        if (s->seat[s->order[t]].cubes > 0) {
            s->turn = (int8_t)t;
            return 1;
        }
    }
    return 0;
}

int karnag_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    karnag_state *s = state;
    const karnag_geo *g = karnag_geometry(d);
    if (s->h.over) {
        nm_errors_add(err, "karnag: the game is over");
        return -1;
    }
    int rc = 0;
    if (s->vm.waiting) {
        nm_vm_ctx ctx = karnag_ctx(d, s);
        if (nm_vm_resume(&ctx, a) == NM_VM_ERROR) {
            nm_errors_add(err, "karnag: %s", ctx.error);
            return -1;
        }
        rc = advance(d, s, err);
    } else {
        int me = karnag_pending_seat(s);
        switch (a->kind) {
        case KARNAG_ACT_OBST_PICK:
            if (s->phase != KARNAG_PH_OBSTACLES || s->obst_pick >= 0 || a->p[0] < 0 ||
                a->p[0] >= karnag_count(d, KARNAG_K_OBSTACLES) || s->obst_placed[a->p[0]] ||
                a->p[1] < 0 || a->p[1] > 3)
                goto bad;
            s->obst_pick = (int8_t)a->p[0];
            s->obst_rot = (int8_t)a->p[1];
            break;
        case KARNAG_ACT_OBST_PUT: {
            if (s->phase != KARNAG_PH_OBSTACLES || s->obst_pick < 0 || a->p[0] < 0 || a->p[0] >= g->sq ||
                !karnag_obstacle_fits(d, g, s->terrain, s->obst_pick, s->obst_rot, a->p[0] % g->w,
                                      a->p[0] / g->w, karnag_is_mix(d, s->obst_pick)))
                goto bad;
            put_tile(d, s, s->obst_pick, s->obst_rot, a->p[0] % g->w, a->p[0] / g->w);
            s->obst_pick = -1;
            s->obst_rot = 0;
            s->turn = (int8_t)((s->turn + 1) % s->h.players);
            nm_action_list picks NM_SCRATCH;
            picks.count = 0;
            if (obstacle_picks(d, s, &picks) == 0) start_druids(d, s);
            break;
        }
        case KARNAG_ACT_DRUID: {
            int ps = a->p[0], k = 0;
            if (s->phase != KARNAG_PH_DRUIDS || ps < 0 || ps >= g->path || !g->setup_sq[ps] ||
                karnag_druid_at(s, ps) >= 0)
                goto bad;
            while (k < KARNAG_DRUIDS && s->seat[me].druid[k] != KARNAG_D_UNPLACED) k++;
            if (k >= KARNAG_DRUIDS) goto bad;
            s->seat[me].druid[k] = (int8_t)ps;
            s->turn = (int8_t)((s->turn + 1) % s->h.players);
            if (s->turn == 0 && k == KARNAG_DRUIDS - 1) start_round(d, s);
            break;
        }
        case KARNAG_ACT_CUBE: {
            int k = a->p[0], r = a->p[1], i = a->p[2];
            if (s->phase != KARNAG_PH_CUBES || k < 0 || k >= KARNAG_TILES || r < 0 || r > 1 ||
                i < 0 || i >= places(d, s, k, r) || s->slot[k][r][i] >= 0 || s->seat[me].cubes <= 0)
                goto bad;
            s->slot[k][r][i] = (int8_t)me;
            s->seat[me].cubes--;
            if (!next_turn(d, s)) {
                s->phase = KARNAG_PH_ACTIONS;
                start_row(s, 0);
                s->win_mask = (uint8_t)((1u << s->h.players) - 1); /* before the first action */
                boundary(d, s);
                rc = advance(d, s, err);
            }
            break;
        }
        case KARNAG_ACT_CARD: {
            karnag_seat *q = &s->seat[me];
            int i = a->p[0];
            if (s->phase != KARNAG_PH_ACTIONS ||
                (s->stage != KARNAG_ST_PRE && s->stage != KARNAG_ST_POST &&
                 s->stage != KARNAG_ST_OTHERS) ||
                i < 0 || i >= q->hand_count || q->hand[i] != a->p[1] || !card_offered(d, s, me, i))
                goto bad;
            int c = q->hand[i];
            memmove(q->hand + i, q->hand + i + 1, (size_t)(q->hand_count - i - 1));
            q->hand[--q->hand_count] = 0;
            if (s->deck_count < KARNAG_CARD_MAX) s->deck[s->deck_count++] = (int8_t)c;
            s->stage = s->stage == KARNAG_ST_PRE    ? KARNAG_ST_CARD
                       : s->stage == KARNAG_ST_POST ? KARNAG_ST_CARD_POST
                                                    : KARNAG_ST_CARD_OTHERS;
            nm_vm_push(&s->vm, karnag_item(d, KARNAG_K_CARDS, c)->effect, me, c);
            rc = advance(d, s, err);
            break;
        }
        case KARNAG_ACT_BEGIN:
            if (s->phase != KARNAG_PH_ACTIONS || s->stage != KARNAG_ST_PRE) goto bad;
            begin_effect(d, s);
            rc = advance(d, s, err);
            break;
        case KARNAG_ACT_END:
            if (s->phase != KARNAG_PH_ACTIONS ||
                (s->stage != KARNAG_ST_POST && s->stage != KARNAG_ST_OTHERS))
                goto bad;
            if (s->stage == KARNAG_ST_POST) {
                s->win_mask = (uint8_t)(((1u << s->h.players) - 1) & ~(1u << s->act_seat));
                boundary(d, s);
            } else
                s->win_seat = -1; /* this seat is done; the next one is offered */
            rc = advance(d, s, err);
            break;
        default: goto bad;
        }
    }
    s->h.actions++;
    s->h.to_move = (int8_t)karnag_pending_seat(s);
    return rc;
bad:
    nm_errors_add(err, "karnag: action %u (%d, %d, %d) is not possible now", a->kind, (int)a->p[0],
                  (int)a->p[1], (int)a->p[2]);
    return -1;
}

int karnag_scores(const nm_data *d, const void *state, int32_t *out) {
    (void)d;
    const karnag_state *s = state;
    for (int p = 0; p < s->h.players; p++) out[p] = s->seat[p].vp;
    return s->h.players;
}

int karnag_winners(const nm_data *d, const void *state, int8_t *out) {
    (void)d;
    const karnag_state *s = state;
    int best = -1, mana = -1, n = 0;
    for (int p = 0; p < s->h.players; p++) {
        const karnag_seat *q = &s->seat[p];
        if (q->vp > best || (q->vp == best && q->mana > mana)) best = q->vp, mana = q->mana;
    }
    for (int p = 0; p < s->h.players; p++)
        if (s->seat[p].vp == best && s->seat[p].mana == mana) out[n++] = (int8_t)p;
    return n;
}
