/* samhain_flow.c - the flow of a game: placement round, turns (move and activate, develop
 * the clan, pass, objects), activations of every member present, payments of points of
 * multiplicity, the will-o'-wisp event, counterpart actions, round ends and final scoring.
 * The pending decision is always derived from the state's fields in one order. */
#include <stdio.h>
#include <string.h>
#include "samhain.h"

static int seat_at(const samhain_state *s, int from, int k) { return (from + k) % s->h.players; }

static int temple_of_cell(const nm_data *d, const samhain_state *s, int cell) {
    return samhain_card(d, s->layout[cell])->field[SAMHAIN_C_TEMPLE];
}

/* Side of the current round: 0 light, 1 dark, 2 both. */
static int round_side(const nm_data *d, const samhain_state *s) {
    if (s->round == samhain_rule(d, SAMHAIN_R_BOTH_ROUND, s->h.players)) return 2;
    return (s->round % 2 == 1) ? SAMHAIN_LIGHT : SAMHAIN_DARK;
}

static int ready_total(const samhain_state *s, int p) {
    int n = 0;
    for (int c = 0; c < SAMHAIN_CELLS; c++) n += s->ready[c][p];
    return n;
}

static int has_member_on(const samhain_state *s, int p, int c) {
    return s->ready[c][p] + s->tired[c][p] > 0;
}

static int upright(const samhain_state *s, int p, int o) {
    return s->seat[p].obj[o] - s->seat[p].used[o];
}

/* Sacred fires that can make a wisp harmless now: an upright one in an event, every one
 * held at the final count. The sacred fire is one of the five objects of the box; its
 * paragraph only stands under the experienced-players heading because of the page. */
static int harmless_fires(const nm_data *d, const samhain_state *s, int p, int final) {
    int n = 0;
    for (int o = 0; o < SAMHAIN_OBJS; o++)
        if (samhain_object_use(d, o) == SAMHAIN_USE_HARMLESS)
            n += final ? s->seat[p].obj[o] : upright(s, p, o);
    return n < s->seat[p].wisps ? n : s->seat[p].wisps;
}

int samhain_pending_seat(const samhain_state *s) {
    if (s->h.over) return -1;
    if (s->ev == SAMHAIN_EV_SACRIFICE && s->ev_seat >= 0 && s->ev_seat < s->h.players)
        return seat_at(s, s->first, s->ev_seat);
    if (s->pay_left > 0) return s->pay_seat;
    if (s->vm.waiting && s->vm.scratch[0] != SAMHAIN_SUSPEND_EVENT)
        return nm_vm_waiting_seat(&s->vm);
    if (s->co_next > 0 && s->co_next < s->h.players) return seat_at(s, s->co_from, s->co_next);
    if (s->phase == SAMHAIN_PH_ACT) return seat_at(s, s->act_origin, s->act_seat);
    if (s->phase == SAMHAIN_PH_PLACE) return s->place_seat;
    return s->current;
}

/* ---- legal actions ---- */

static void legal_pay(const samhain_state *s, int p, nm_action_list *out) {
    for (int r = 0; r < SAMHAIN_RES; r++)
        if (samhain_res_held(s, p, r) > 0)
            samhain_push(out, SAMHAIN_ACT_PAY, (uint16_t)(200 + p), r, 0, 0);
    if (s->seat[p].vp > 0) samhain_push(out, SAMHAIN_ACT_PAY, 302, 3, 0, 0);
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
            if (s->track[t][sd][p] > 0)
                samhain_push(out, SAMHAIN_ACT_PAY, (uint16_t)(100 + t * 2 + sd), 4 + t * 2 + sd,
                                0, 0);
}

static void legal_sacrifice(const samhain_state *s, int p, nm_action_list *out) {
    for (int c = 0; c < SAMHAIN_CELLS; c++) {
        if (s->ready[c][p]) samhain_push(out, SAMHAIN_ACT_SACRIFICE, (uint16_t)c, c * 2, 0, 0);
        if (s->tired[c][p])
            samhain_push(out, SAMHAIN_ACT_SACRIFICE, (uint16_t)c, c * 2 + 1, 0, 0);
    }
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
            if (s->track[t][sd][p] > 0)
                samhain_push(out, SAMHAIN_ACT_SACRIFICE, (uint16_t)(100 + t * 2 + sd),
                                100 + t * 2 + sd, 0, 0);
}

/* Can seat p copy the offered action with its ready member on cell c? */
static int copy_ok(const nm_data *d, const samhain_state *s, int p, int c) {
    samhain_state t;
    memcpy(&t, s, sizeof t);
    t.ready[c][p]--;
    t.tired[c][p]++;
    return samhain_can_effect(d, &t, p, samhain_card_effect(d, s->co_card, s->co_side), -1, c);
}

static int copy_choices(const nm_data *d, const samhain_state *s, int p, nm_action_list *out) {
    int n = 0;
    if (has_member_on(s, p, s->co_cell) || samhain_mp_total(s, p) < 1) return 0;
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        if (s->ready[c][p] && copy_ok(d, s, p, c)) {
            n++;
            if (out) samhain_push(out, SAMHAIN_ACT_COPY, (uint16_t)c, c, 0, 0);
        }
    return n;
}

/* want (may be NULL): apply()'s check of one action, so that only the part of the list
 * that could hold it is built (the same entries as in the full list). */
static void legal_do(const nm_data *d, const samhain_state *s, int p, nm_action_list *out,
                     const nm_action *want) {
    int c = s->act_cell, card = s->layout[c], rs = round_side(d, s);
    int done_free = 0, mp = samhain_mp_total(s, p);
    int only_side = want && want->kind == SAMHAIN_ACT_DO && want->p[0] >= 0 &&
                    want->p[0] < SAMHAIN_SIDES;
    if (want && want->kind != SAMHAIN_ACT_DO) return;
    for (int side = 0; side < SAMHAIN_SIDES; side++) {
        if (only_side && side != want->p[0]) continue;
        int free_side = rs == 2 || rs == side;
        if (!free_side && mp < 1) continue;
        int eff = samhain_card_effect(d, card, side), n = 0, pushed = 0;
        if (s->act_last == side) {
            const nm_instr *list = nm_data_effect(d, eff, &n);
            for (int i = 0; i < n; i++)
                if (samhain_op_bonusable(&list[i]) && samhain_can_effect(d, s, p, eff, i, c)) {
                    samhain_push(out, SAMHAIN_ACT_DO, (uint16_t)c, side, i, !free_side);
                    pushed = 1;
                }
        }
        if (!pushed && samhain_can_effect(d, s, p, eff, -1, c)) {
            samhain_push(out, SAMHAIN_ACT_DO, (uint16_t)c, side, -1, !free_side);
            pushed = 1;
        }
        if (free_side && pushed) done_free = 1;
    }
    if (only_side) return; /* the wisp and the objects are not sides */
    /* A will-o'-wisp only when the round's action cannot be done. */
    if (!done_free) samhain_push(out, SAMHAIN_ACT_DO, 200 + (uint16_t)p, SAMHAIN_DO_WISP, rs, 0);
    for (int o = 0; o < SAMHAIN_OBJS; o++)
        if (samhain_object_use(d, o) == SAMHAIN_USE_SKIP && upright(s, p, o) > 0)
            samhain_push(out, SAMHAIN_ACT_DO, (uint16_t)(200 + p), SAMHAIN_DO_SKIP, o, 0);
}

/* A card's flag worked out on first use (-1: not yet), so that apply()'s check of one
 * action looks at the few cards it involves only. */
static inline int cell_full_at(const samhain_state *s, int8_t *full, int c) {
    if (full[c] < 0) full[c] = (int8_t)samhain_cell_full(s, c);
    return full[c];
}

static inline int member_on_at(const samhain_state *s, int p, int8_t *mine, int c) {
    if (mine[c] < 0) mine[c] = (int8_t)has_member_on(s, p, c);
    return mine[c];
}

static void legal_main(const nm_data *d, const samhain_state *s, int p, nm_action_list *out,
                       const nm_action *want) {
    int8_t full[SAMHAIN_CELLS], mine[SAMHAIN_CELLS];
    memset(full, -1, sizeof full);
    memset(mine, -1, sizeof mine);
    /* with want, only its card of departure */
    int c0 = want ? want->p[0] : 0, c1 = want ? want->p[0] + 1 : SAMHAIN_CELLS;
    if (c0 < 0) c0 = 0;
    if (c1 > SAMHAIN_CELLS) c1 = SAMHAIN_CELLS;
    for (int c = c0; c < c1 && (!want || want->kind == SAMHAIN_ACT_MOVE); c++) {
        if (!s->ready[c][p]) continue;
        samhain_push(out, SAMHAIN_ACT_MOVE, (uint16_t)c, c, c, 0);
        const int8_t *nb;
        int k = samhain_neighbours(c, 0, &nb);
        for (int i = 0; i < k; i++)
            if (!cell_full_at(s, full, nb[i]))
                samhain_push(out, SAMHAIN_ACT_MOVE, (uint16_t)nb[i], c, nb[i], 0);
    }
    int x = !want || want->kind == SAMHAIN_ACT_DEVELOP ? samhain_board_members(s, p) : -1;
    if (x >= 0 && s->seat[p].reserve > 0 && samhain_mp_total(s, p) >= x + 1)
        for (int c = 0; c < SAMHAIN_CELLS; c++) {
            if ((want && want->p[0] != c) || cell_full_at(s, full, c)) continue;
            int ok = x == 0;
            const int8_t *nb;
            int k = samhain_neighbours(c, 0, &nb);
            for (int i = 0; i < k && !ok; i++) ok = member_on_at(s, p, mine, nb[i]);
            if (ok) samhain_push(out, SAMHAIN_ACT_DEVELOP, (uint16_t)c, c, 0, 0);
        }
    for (int o = 0; o < SAMHAIN_OBJS && (!want || want->kind == SAMHAIN_ACT_OBJECT); o++) {
        if (upright(s, p, o) <= 0) continue;
        const nm_component *ob = samhain_object(d, o);
        if (samhain_object_use(d, o) == SAMHAIN_USE_TURN &&
            samhain_can_effect(d, s, p, ob->field[SAMHAIN_O_EFFECT], -1, -1))
            samhain_push(out, SAMHAIN_ACT_OBJECT, (uint16_t)(200 + p), o, 0, 0);
    }
    if ((!want || want->kind == SAMHAIN_ACT_PASS) && ready_total(s, p) == 0)
        samhain_push(out, SAMHAIN_ACT_PASS, 303, 0, 0, 0);
}

static int legal_for(const nm_data *d, const samhain_state *s, nm_action_list *out,
                     const nm_action *want);

int samhain_legal(const nm_data *d, const void *state, nm_action_list *out) {
    return legal_for(d, state, out, NULL);
}

/* The legal actions; with want, only those of the list that could equal want. */
static int legal_for(const nm_data *d, const samhain_state *s, nm_action_list *out,
                     const nm_action *want) {
    out->count = 0;
    if (s->h.over) return 0;
    int p = samhain_pending_seat(s);
    if (s->ev == SAMHAIN_EV_SACRIFICE && s->ev_seat >= 0) {
        legal_sacrifice(s, p, out);
    } else if (s->pay_left > 0) {
        legal_pay(s, p, out);
    } else if (s->vm.waiting) {
        nm_vm_ctx ctx = samhain_ctx(d, s);
        nm_vm_choices(&ctx, out);
    } else if (s->co_next > 0 && s->co_next < s->h.players) {
        copy_choices(d, s, p, out);
        samhain_push(out, SAMHAIN_ACT_COPY, (uint16_t)(200 + p), -1, 0, 0);
    } else if (s->phase == SAMHAIN_PH_ACT) {
        legal_do(d, s, p, out, want);
    } else if (s->phase == SAMHAIN_PH_PLACE) {
        int easy_cell = -1;
        if (s->opt[SAMHAIN_OPT_EASY]) {
            const nm_kind_data *k = &d->kinds[SAMHAIN_K_EASY];
            int rel = (p - s->first + s->h.players) % s->h.players;
            for (int i = 0; i < k->count; i++) {
                if (k->items[i].field[SAMHAIN_E_PLAYERS] != s->h.players) continue;
                int n = 0;
                const int32_t *v = nm_data_ints(d, k->items[i].field[SAMHAIN_E_SEAT0 + rel], &n);
                if (s->seat[p].placed < n)
                    for (int c = 0; c < SAMHAIN_CELLS; c++)
                        if (samhain_card(d, s->layout[c])->field[SAMHAIN_C_NUMBER] ==
                            v[s->seat[p].placed])
                            easy_cell = c;
            }
        }
        if (easy_cell >= 0 && samhain_cell_full(s, easy_cell)) easy_cell = -1; /* edited data */
        for (int c = 0; c < SAMHAIN_CELLS; c++)
            if (!samhain_cell_full(s, c) && (easy_cell < 0 || c == easy_cell))
                for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
                    samhain_push(out, SAMHAIN_ACT_PLACE, (uint16_t)c, c, sd, 0);
    } else {
        legal_main(d, s, p, out, want);
    }
    return out->count;
}

/* ---- advancing ---- */

static int vm_status(nm_vm_ctx *ctx, nm_vm_status vs, nm_errors *err) {
    if (vs == NM_VM_ERROR) {
        nm_errors_add(err, "samhain: effect failed: %s", ctx->error);
        return -1;
    }
    return 0;
}

/* Starts a card's action (or an object's effect when card < 0) for seat p. An action that
 * is no longer possible (a payment just used what it needed) gives a wisp instead. */
static int start_effect(const nm_data *d, samhain_state *s, nm_errors *err) {
    int p = s->eff_seat, eff;
    if (s->eff_card >= 0) {
        eff = samhain_card_effect(d, s->eff_card, s->eff_side);
        if (!samhain_can_effect(d, s, p, eff, s->eff_bonus, s->eff_cell)) {
            samhain_take_wisp(s, p);
            s->eff_seat = -1;
            return 0;
        }
    } else {
        eff = samhain_object(d, -s->eff_card - 1)->field[SAMHAIN_O_EFFECT];
    }
    s->vm.scratch[0] = s->vm.scratch[1] = s->vm.scratch[2] = s->vm.scratch[3] = 0;
    if (nm_vm_push(&s->vm, eff, p, s->eff_card >= 0 ? s->eff_card * 2 + s->eff_side : -1) != 0) {
        nm_errors_add(err, "samhain: effect stack full");
        return -1;
    }
    nm_vm_ctx ctx = samhain_ctx(d, s);
    return vm_status(&ctx, nm_vm_run(&ctx), err);
}

static void end_turn(samhain_state *s) {
    s->phase = SAMHAIN_PH_MAIN;
    s->current = (int8_t)seat_at(s, s->current, 1);
}

static void final_scoring(const nm_data *d, samhain_state *s) {
    for (int p = 0; p < s->h.players; p++) {
        samhain_seat *st = &s->seat[p];
        int roman = 0, normal = 0;
        for (int r = 0; r < SAMHAIN_RES; r++) {
            roman += st->roman[r];
            normal += st->normal[r];
        }
        st->corrupt =
            (int16_t)(SAMHAIN_RES * samhain_rule(d, SAMHAIN_R_ROMAN, s->h.players) - roman);
        st->bonus_res = (int16_t)(normal / 2);
        st->malus_wisp = (int16_t)(st->wisps - harmless_fires(d, s, p, 1));
        int vp = st->vp - st->corrupt + st->bonus_res - st->malus_wisp;
        st->vp = (int16_t)(vp > 0 ? vp : 0);
    }
    s->phase = SAMHAIN_PH_OVER;
    s->h.over = 1;
}

static void end_round(const nm_data *d, samhain_state *s) {
    int rs = round_side(d, s);
    /* 1 VP for each track of the round's side where a seat has the most points (ties too) */
    for (int p = 0; p < s->h.players; p++) {
        int n = samhain_tracks_led(s, p, 0, rs == 2 ? 3 : 1 << rs);
        if (n > 0) samhain_add_vp(s, p, n, SAMHAIN_VPS_MAJORITIES);
    }
    if (s->round >= s->rounds) {
        final_scoring(d, s);
        return;
    }
    s->round++;
    s->first = (int8_t)seat_at(s, s->first, 1);
    for (int c = 0; c < SAMHAIN_CELLS; c++)
        for (int p = 0; p < s->h.players; p++) {
            s->ready[c][p] = (int8_t)(s->ready[c][p] + s->tired[c][p]);
            s->tired[c][p] = 0;
        }
    for (int p = 0; p < s->h.players; p++) memset(s->seat[p].used, 0, sizeof s->seat[p].used);
    s->passes = 0;
    s->current = s->first;
    s->phase = SAMHAIN_PH_MAIN;
}

static int sacrifice_candidate(const samhain_state *s, int p) {
    if (samhain_board_members(s, p) > 0) return 1;
    for (int t = 0; t < SAMHAIN_TEMPLES; t++)
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++)
            if (s->track[t][sd][p] > 0) return 1;
    return 0;
}

/* Runs every automatic step until a seat must decide. */
static int advance(const nm_data *d, samhain_state *s, nm_errors *err) {
    for (int guard = 0; guard < 10000; guard++) {
        if (s->h.over) {
            s->h.to_move = -1;
            return 0;
        }
        if (s->ev == SAMHAIN_EV_SACRIFICE) {
            if (s->ev_seat < 0) {
                int best = 0;
                for (int p = 0; p < s->h.players; p++) {
                    int n = s->seat[p].wisps - harmless_fires(d, s, p, 0);
                    if (n > best) best = n;
                }
                for (int p = 0; p < s->h.players; p++)
                    s->ev_sac[p] = (int8_t)(best > 0 &&
                                            s->seat[p].wisps - harmless_fires(d, s, p, 0) == best);
                s->ev_seat = 0;
            }
            while (s->ev_seat < s->h.players) {
                int p = seat_at(s, s->first, s->ev_seat);
                if (s->ev_sac[p] && sacrifice_candidate(s, p)) break;
                s->ev_sac[p] = 0;
                s->ev_seat++;
            }
            if (s->ev_seat < s->h.players) {
                s->h.to_move = (int8_t)samhain_pending_seat(s);
                return 0;
            }
            s->ev = SAMHAIN_EV_BUYBACK;
            s->ev_seat = 0;
        }
        if (s->ev == SAMHAIN_EV_BUYBACK && s->pay_left == 0 && s->pay_cont == SAMHAIN_CONT_NONE) {
            if (s->ev_seat >= s->h.players) {
                s->ev = SAMHAIN_EV_NONE;
                s->ev_seat = 0;
                continue;
            }
            int p = seat_at(s, s->first, s->ev_seat++);
            samhain_seat *st = &s->seat[p];
            int fires = harmless_fires(d, s, p, 0);
            for (int o = 0, k = fires; o < SAMHAIN_OBJS && k > 0; o++)
                if (samhain_object_use(d, o) == SAMHAIN_USE_HARMLESS)
                    while (k > 0 && upright(s, p, o) > 0) {
                        st->used[o]++;
                        k--;
                    }
            int owed = st->wisps - fires, can = samhain_mp_total(s, p);
            s->wisp_reserve = (int8_t)(s->wisp_reserve + st->wisps);
            st->wisps = 0;
            s->pay_seat = (int8_t)p;
            s->pay_left = (int8_t)(owed < can ? owed : can);
            s->pay_cont = SAMHAIN_CONT_BUYBACK;
        }
        if (s->pay_left > 0) {
            s->h.to_move = s->pay_seat;
            return 0;
        }
        if (s->pay_cont != SAMHAIN_CONT_NONE) {
            int cont = s->pay_cont, arg = s->pay_arg, p = s->pay_seat;
            s->pay_cont = SAMHAIN_CONT_NONE;
            if (cont == SAMHAIN_CONT_DEVELOP) {
                s->seat[p].reserve--;
                s->tired[arg][p]++;
                s->passes = 0;
                end_turn(s);
            } else if (cont == SAMHAIN_CONT_EFFECT || cont == SAMHAIN_CONT_COPY) {
                if (start_effect(d, s, err) < 0) return -1;
            }
            continue;
        }
        if (s->vm.waiting && s->vm.scratch[0] == SAMHAIN_SUSPEND_EVENT &&
            s->ev == SAMHAIN_EV_NONE) {
            nm_vm_ctx ctx = samhain_ctx(d, s);
            nm_action resume = {NM_ACTION_VM_CHOICE, 0, {0, 0, 0}};
            if (vm_status(&ctx, nm_vm_resume(&ctx, &resume), err) < 0) return -1;
            continue;
        }
        if (s->vm.waiting) {
            /* An event can take away what an op was to choose from (the member to move was
               sacrificed): that part of the action is then skipped. */
            nm_action_list l NM_SCRATCH;
            nm_vm_ctx ctx = samhain_ctx(d, s);
            if (nm_vm_choices(&ctx, &l) == 0) {
                s->vm.waiting = 0;
                s->vm.frame[s->vm.depth - 1].pc++;
                memset(s->vm.scratch, 0, sizeof s->vm.scratch);
                if (vm_status(&ctx, nm_vm_run(&ctx), err) < 0) return -1;
                continue;
            }
            s->h.to_move = (int8_t)nm_vm_waiting_seat(&s->vm);
            return 0;
        }
        if (s->eff_seat >= 0) { /* the effect under way has finished */
            int was_action = s->eff_card >= 0 && !s->eff_copy;
            if (was_action && s->opt[SAMHAIN_OPT_COUNTERPART]) {
                s->co_card = s->eff_card;
                s->co_side = s->eff_side;
                s->co_from = s->eff_seat;
                s->co_cell = s->eff_cell;
                s->co_next = 1;
            }
            s->eff_seat = -1;
            continue;
        }
        if (s->co_next > 0) {
            while (s->co_next < s->h.players &&
                   copy_choices(d, s, seat_at(s, s->co_from, s->co_next), NULL) == 0)
                s->co_next++;
            if (s->co_next < s->h.players) {
                s->h.to_move = (int8_t)samhain_pending_seat(s);
                return 0;
            }
            s->co_next = 0;
        }
        if (s->phase == SAMHAIN_PH_ACT) {
            while (s->act_seat < s->h.players) {
                int p = seat_at(s, s->act_origin, s->act_seat);
                int k = s->act_left[p] < s->ready[s->act_cell][p] ? s->act_left[p]
                                                                    : s->ready[s->act_cell][p];
                if (k > 0) break;
                s->act_left[p] = 0;
                s->act_seat++;
                s->act_last = -1;
            }
            if (s->act_seat < s->h.players) {
                s->h.to_move = (int8_t)samhain_pending_seat(s);
                return 0;
            }
            s->act_cell = -1;
            s->passes = 0;
            end_turn(s);
            continue;
        }
        if (s->phase == SAMHAIN_PH_PLACE) {
            if (s->place_left > 0) {
                s->h.to_move = s->place_seat;
                return 0;
            }
            s->phase = SAMHAIN_PH_MAIN;
            s->round = 1;
            s->current = s->first;
            continue;
        }
        if (s->passes >= s->h.players) {
            end_round(d, s);
            continue;
        }
        s->h.to_move = s->current;
        return 0;
    }
    nm_errors_add(err, "samhain: the flow did not reach a decision");
    return -1;
}

/* ---- applying ---- */

static void start_pay(samhain_state *s, int p, int n, int cont, int arg) {
    s->pay_seat = (int8_t)p;
    s->pay_left = (int8_t)n;
    s->pay_cont = (int8_t)cont;
    s->pay_arg = (int8_t)arg;
}

static void apply_pay(samhain_state *s, int src) {
    int p = s->pay_seat;
    if (src < SAMHAIN_RES) samhain_res_spend(s, p, src, 1);
    else if (src == 3) samhain_add_vp(s, p, -1, SAMHAIN_VPS_MULTIPLICITY);
    else samhain_track_lose(s, p, (src - 4) / 2, (src - 4) % 2, 1);
    s->pay_left--;
}

static int in_list(const nm_action_list *l, const nm_action *a) {
    for (int i = 0; i < l->count; i++) { /* nm_action_equal, inline */
        const nm_action *b = &l->a[i];
        if (b->kind == a->kind && b->target == a->target && b->p[0] == a->p[0] &&
            b->p[1] == a->p[1] && b->p[2] == a->p[2])
            return 1;
    }
    return 0;
}

static int apply_action(const nm_data *d, samhain_state *s, const nm_action *a, int listed, nm_errors *err);

int samhain_apply(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 0, err);
}

/* The search's apply: its actions come from the state's own legal list. */
int samhain_apply_listed(const nm_data *d, void *state, const nm_action *a, nm_errors *err) {
    return apply_action(d, state, a, 1, err);
}

static int apply_action(const nm_data *d, samhain_state *s, const nm_action *a, int listed, nm_errors *err) {
    if (s->h.over) {
        nm_errors_add(err, "samhain: the game is over");
        return -1;
    }
    if (!listed) {
        nm_action_list legal NM_SCRATCH;
        legal_for(d, s, &legal, a);
        if (!in_list(&legal, a)) {
            nm_errors_add(err, "samhain: that action is not legal now");
            return -1;
        }
    }
    int p = samhain_pending_seat(s);
    if (a->kind >= NM_ACTION_VM_CHOICE) {
        nm_vm_ctx ctx = samhain_ctx(d, s);
        if (vm_status(&ctx, nm_vm_resume(&ctx, a), err) < 0) return -1;
        return advance(d, s, err);
    }
    switch (a->kind) {
    case SAMHAIN_ACT_PLACE: {
        int c = a->p[0], first = samhain_rule(d, SAMHAIN_R_FIRST_PER_CARD, s->h.players)
                                     ? s->ready[c][p] + s->tired[c][p] == 0
                                     : s->seat[p].placed == 0;
        s->seat[p].reserve--;
        s->seat[p].placed++;
        s->ready[c][p]++;
        samhain_worship(s, p, temple_of_cell(d, s, c), a->p[1],
                   samhain_rule(d, first ? SAMHAIN_R_FIRST_PA : SAMHAIN_R_NEXT_PA, s->h.players));
        s->place_left--;
        s->place_seat = (int8_t)seat_at(s, p, 1);
        break;
    }
    case SAMHAIN_ACT_MOVE: {
        int from = a->p[0], to = a->p[1];
        s->ready[from][p]--;
        s->ready[to][p]++;
        s->phase = SAMHAIN_PH_ACT;
        s->act_cell = (int8_t)to;
        s->act_origin = (int8_t)p;
        s->act_seat = 0;
        s->act_last = -1;
        for (int q = 0; q < s->h.players; q++) s->act_left[q] = s->ready[to][q];
        break;
    }
    case SAMHAIN_ACT_DEVELOP:
        start_pay(s, p, samhain_board_members(s, p) + 1, SAMHAIN_CONT_DEVELOP, a->p[0]);
        break;
    case SAMHAIN_ACT_PASS:
        s->passes++;
        end_turn(s);
        break;
    case SAMHAIN_ACT_OBJECT:
        s->seat[p].used[a->p[0]]++;
        s->eff_seat = (int8_t)p;
        s->eff_card = (int8_t)(-a->p[0] - 1);
        s->eff_side = 0;
        s->eff_bonus = -1;
        s->eff_cell = -1;
        s->eff_copy = 0;
        if (start_effect(d, s, err) < 0) return -1;
        break;
    case SAMHAIN_ACT_DO: {
        int c = s->act_cell;
        s->act_left[p]--;
        s->ready[c][p]--;
        s->tired[c][p]++;
        if (a->p[0] == SAMHAIN_DO_SKIP) {
            s->seat[p].used[a->p[1]]++;
            s->act_last = -1;
        } else if (a->p[0] == SAMHAIN_DO_WISP) {
            samhain_take_wisp(s, p);
            s->act_last = -1;
        } else {
            s->act_last = (int8_t)a->p[0];
            s->eff_seat = (int8_t)p;
            s->eff_card = s->layout[c];
            s->eff_side = (int8_t)a->p[0];
            s->eff_bonus = (int8_t)a->p[1];
            s->eff_cell = (int8_t)c;
            s->eff_copy = 0;
            if (a->p[2]) start_pay(s, p, 1, SAMHAIN_CONT_EFFECT, 0);
            else if (start_effect(d, s, err) < 0) return -1;
        }
        break;
    }
    case SAMHAIN_ACT_PAY:
        apply_pay(s, a->p[0]);
        break;
    case SAMHAIN_ACT_SACRIFICE: {
        int w = a->p[0];
        if (w >= 100) samhain_track_lose(s, p, (w - 100) / 2, (w - 100) % 2, SAMHAIN_TRACK_MAX);
        if (w >= 100) s->seat[p].reserve--; /* the marker itself goes to the graveyard */
        else if (w % 2) s->tired[w / 2][p]--;
        else s->ready[w / 2][p]--;
        samhain_to_grave(s, p);
        s->ev_sac[p] = 0;
        s->ev_seat++;
        break;
    }
    case SAMHAIN_ACT_COPY: {
        int c = a->p[0];
        s->co_next++;
        if (c < 0) break;
        s->ready[c][p]--;
        s->tired[c][p]++;
        s->eff_seat = (int8_t)p;
        s->eff_card = s->co_card;
        s->eff_side = s->co_side;
        s->eff_bonus = -1;
        s->eff_cell = (int8_t)c;
        s->eff_copy = 1;
        start_pay(s, p, 1, SAMHAIN_CONT_COPY, c);
        break;
    }
    default:
        nm_errors_add(err, "samhain: unknown action kind %u", a->kind);
        return -1;
    }
    return advance(d, s, err);
}

/* ---- setup ---- */

static int easy_row(const nm_data *d, int t) { return samhain_temple(d, t)->field[SAMHAIN_T_ROW]; }

int samhain_setup(const nm_data *d, const nm_setup *su, void *state, nm_errors *err) {
    samhain_state *s = state;
    int n = su->players;
    if (n < 2 || n > SAMHAIN_MAX_P) {
        nm_errors_add(err, "samhain: %d players (the game takes 2 to %d)", n, SAMHAIN_MAX_P);
        return -1;
    }
    nm_rng_seed(&s->h.rng, su->seed);
    s->h.players = (int8_t)n;
    nm_vm_reset(&s->vm);
    for (int i = 0; i < SAMHAIN_OPT_COUNT; i++) s->opt[i] = (int8_t)su->option[i];
    /* The village: temples in a column, each deity's three cards beside its temple. */
    int16_t order[SAMHAIN_TEMPLES];
    for (int t = 0; t < SAMHAIN_TEMPLES; t++) order[t] = (int16_t)t;
    if (s->opt[SAMHAIN_OPT_EASY]) {
        for (int t = 0; t < SAMHAIN_TEMPLES; t++) order[easy_row(d, t)] = (int16_t)t;
    } else {
        nm_rng_shuffle16(&s->h.rng, order, SAMHAIN_TEMPLES);
    }
    const nm_kind_data *cards = &d->kinds[SAMHAIN_K_CARDS];
    for (int r = 0; r < SAMHAIN_ROWS; r++) {
        s->temple_row[r] = (int8_t)order[r];
        int16_t mine[SAMHAIN_COLS];
        int k = 0;
        for (int c = 0; c < cards->count && k < SAMHAIN_COLS; c++)
            if (cards->items[c].field[SAMHAIN_C_TEMPLE] == order[r]) mine[k++] = (int16_t)c;
        /* in number order for the easy layout; check_data keeps the file in that order */
        if (!s->opt[SAMHAIN_OPT_EASY]) nm_rng_shuffle16(&s->h.rng, mine, k);
        for (int c = 0; c < SAMHAIN_COLS; c++) s->layout[r * SAMHAIN_COLS + c] = (int8_t)mine[c];
    }
    for (int r = 0; r < SAMHAIN_RES; r++)
        s->res_reserve[r] = (int8_t)samhain_rule(d, SAMHAIN_R_RES, n);
    s->wisp_reserve = (int8_t)samhain_rule(d, SAMHAIN_R_WISPS, n);
    for (int o = 0; o < SAMHAIN_OBJS; o++)
        s->obj_reserve[o] = (int8_t)samhain_rule(d, SAMHAIN_R_OBJECTS, n);
    s->tombs = (int8_t)(n + samhain_rule(d, SAMHAIN_R_EXTRA_TOMBS, n));
    s->rounds = (int8_t)samhain_rule(d, SAMHAIN_R_ROUNDS, n);
    for (int p = 0; p < n; p++) {
        s->seat[p].reserve = (int8_t)samhain_rule(d, SAMHAIN_R_MEMBERS, n);
        for (int r = 0; r < SAMHAIN_RES; r++)
            s->seat[p].roman[r] = (int8_t)samhain_rule(d, SAMHAIN_R_ROMAN, n);
    }
    s->first = (int8_t)nm_rng_below(&s->h.rng, (uint32_t)n);
    s->current = s->first;
    s->place_seat = s->first;
    s->place_left = (int8_t)(n * samhain_rule(d, SAMHAIN_R_PLACE, n));
    s->phase = SAMHAIN_PH_PLACE;
    s->round = 0;
    s->act_cell = -1;
    s->act_last = -1;
    s->eff_seat = -1;
    s->eff_bonus = -1;
    s->eff_cell = -1;
    s->ev_seat = 0;
    s->h.reveals = 0;
    return advance(d, s, err);
}

static int seat_score(const samhain_state *s, int p) { return s->seat[p].vp; }

int samhain_scores(const nm_data *d, const void *state, int32_t *out) {
    const samhain_state *s = state;
    for (int p = 0; p < s->h.players; p++) out[p] = seat_score(s, p);
    return s->h.players;
}

/* The computer opponents' projection at a cut playout: the VP held plus, for the current
 * round and every later one, the majorities its end would score on the tracks as they
 * stand (1 VP a track of the round's side led, ties too; the round both sides score
 * counts both). Worship points move slowly and a lead tends to last, while the VP the
 * rounds to come will award are most of the game's points: without them a cut mid-round
 * sees the seats level where one holds every track (measured: src/ai/README). */
int samhain_projected_scores(const nm_data *d, const void *state, int32_t *out) {
    const samhain_state *s = state;
    for (int p = 0; p < s->h.players; p++) {
        int v = s->seat[p].vp;
        for (int r = s->round > 0 ? s->round : 1; r <= s->rounds; r++) {
            int side = samhain_side_of_round(d, s, r);
            v += samhain_tracks_led(s, p, 0, side == 2 ? 3 : 1 << side);
        }
        out[p] = v;
    }
    return s->h.players;
}

/* Most VP; then most members on the action cards; then fewest wisps; still tied, shared. */
int samhain_winners(const nm_data *d, const void *state, int8_t *out) {
    const samhain_state *s = state;
    int n = 0;
    for (int p = 0; p < s->h.players; p++) {
        int better = 0, equal = 1;
        if (n > 0) {
            int q = out[0];
            int k[3] = {seat_score(s, p) - seat_score(s, q),
                        samhain_board_members(s, p) - samhain_board_members(s, q),
                        s->seat[q].wisps - s->seat[p].wisps};
            for (int i = 0; i < 3 && equal; i++)
                if (k[i] != 0) {
                    better = k[i] > 0;
                    equal = 0;
                }
        }
        if (n == 0 || better) {
            n = 0;
            out[n++] = (int8_t)p;
        } else if (equal) {
            out[n++] = (int8_t)p;
        }
    }
    return n;
}
