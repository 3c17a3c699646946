/* karnag_ops.c - the ops that action tiles, Power cards and knowledge levels are made of:
 * druid moves, gemstones and captures by lightning, knowledge, telepathic creature moves,
 * gemstone moves, potions, Power card draws, and small gains. Each op that needs choices
 * keeps its progress in the state and answers with NM_ACTION_VM_CHOICE actions. */
#include <stdio.h>
#include <string.h>
#include "karnag.h"

static const char *const what_names[] = {"rock", "swamp", "stone", "either", NULL};
static const char *const what_en[] = {"rock square|rock squares", "swamp square|swamp squares",
                                      "stone|stones", "rock or swamp square|rock or swamp squares"};
static const char *const what_fr[] = {"case de rochers|cases de rochers", "case de marais|cases de marais",
                                      "pierre|pierres", "case de rochers ou de marais|cases de rochers ou de marais"};
static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0};
static const char *const DIR_NAME[4] = {"north", "east", "south", "west"};

static const nm_param p_move[] = {
    [KARNAG_MD_MIN] = {.name = "min", .type = NM_P_INT, .min = 0, .max = 20, .required = 1,
     .doc = "squares the move must reach in all"},
    [KARNAG_MD_MAX] = {.name = "max", .type = NM_P_INT, .min = 1, .max = 20, .required = 1,
     .doc = "squares the move may reach in all"},
    [KARNAG_MD_BONUS] = {.name = "bonus", .type = NM_P_BOOL, .def = 1,
     .doc = "the knowledge move bonus and acceleration cards apply"},
};
static const nm_param p_knowledge[] = {
    [KARNAG_KN_OPTIONAL] = {.name = "optional", .type = NM_P_BOOL, .def = 0, .doc = "the player may skip it"},
    [KARNAG_KN_OTHER] = {.name = "other", .type = NM_P_BOOL, .def = 0,
     .doc = "in another track than the one whose level gave it"},
};
static const nm_param p_creature[] = {
    [KARNAG_MC_MAX] = {.name = "max", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "squares"},
};
static const nm_param p_gems[] = {
    [KARNAG_MG_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "squares in all"},
    [KARNAG_MG_EXACT] = {.name = "exact", .type = NM_P_BOOL, .def = 1,
     .doc = "once started, all the squares must be used"},
    [KARNAG_MG_GEMS] = {.name = "gems", .type = NM_P_INT, .min = 1, .max = KARNAG_GEMS, .def = KARNAG_GEMS,
     .doc = "how many different gemstones may move"},
};
static const nm_param p_potion[] = {
    [KARNAG_PO_MANA] = {.name = "mana", .type = NM_P_INTS, .min = 0, .max = 40, .required = 1, .len_min = 3,
     .len_max = 3, .doc = "mana for 1, 2 and 3 druids brewing"},
};
static const nm_param p_draw[] = {
    [KARNAG_DP_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = KARNAG_DRAW_MAX, .required = 1,
     .doc = "cards drawn, one of which is kept or played"},
};
static const nm_param p_n[] = {
    [KARNAG_MA_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 20, .required = 1, .doc = "how many"},
};
static const char *const gain_names[] = {"vp", "mana", NULL};
static const char *const gain_en[] = {"VP", "mana"}, *const gain_fr[] = {"PV", "mana"};
static const nm_param p_gain[] = {
    [KARNAG_GAIN_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 20, .required = 1, .doc = "how many"},
    [KARNAG_GAIN_WHAT] = {.name = "what", .type = NM_P_ENUM, .names = gain_names, .required = 1,
                          .doc = "vp or mana", .words = {gain_en, gain_fr}},
};
static const nm_param p_pass[] = {
    [KARNAG_PT_WHAT] = {.name = "what", .type = NM_P_ENUM, .names = what_names, .required = 1, .words = {what_en, what_fr},
     .doc = "rock, swamp, stone (gemstone or menhir) or either (rock or swamp)"},
    [KARNAG_PT_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "squares"},
};
static const nm_param p_banish[] = {
    [KARNAG_BA_SPECIES] = {.name = "species", .type = NM_P_REF, .ref = "species", .required = 1,
     .doc = "species of the creature sent back from the reserve"},
};

static karnag_state *st(nm_vm_ctx *ctx) { return (karnag_state *)ctx->state; }
static const karnag_state *cst(const nm_vm_ctx *ctx) { return (const karnag_state *)ctx->state; }

/* nm_actions_push, inlined: the choice lists are the playouts' hottest path. */
static inline int push(nm_action_list *out, int target, int what, int p1, int p2) {
    if (out->count >= NM_MAX_ACTIONS) return -1;
    nm_action *a = &out->a[out->count++];
    a->kind = NM_ACTION_VM_CHOICE;
    a->target = (uint16_t)target;
    a->p[0] = what;
    a->p[1] = p1;
    a->p[2] = p2;
    return 0;
}

/* ---- druid moves -------------------------------------------------------------------- */

/* The path as druid moves see it: occupied squares, and the Cauldron space each entrance
 * square leads to while it has a free place (-1 none). */
static void druid_board(const karnag_geo *g, const karnag_state *s, uint8_t *occ, int8_t *entry) {
    int used[KARNAG_CAULDRONS] = {0};
    memset(occ, 0, KARNAG_PATH_MAX);
    memset(entry, -1, KARNAG_PATH_MAX);
    for (int q = 0; q < s->h.players; q++)
        for (int i = 0; i < KARNAG_DRUIDS; i++) {
            int v = s->seat[q].druid[i];
            if (v >= 0 && v < g->path) occ[v] = 1;
            if (v >= KARNAG_D_CAULDRON && v < KARNAG_D_CAULDRON + KARNAG_CAULDRONS)
                used[v - KARNAG_D_CAULDRON]++;
        }
    for (int e = 0; e < KARNAG_CAULDRONS; e++)
        if (used[e] < g->cauldron_places[e][s->h.players]) entry[g->cauldron_entry[e]] = (int8_t)e;
}

static inline int wrap(int v, int n) { return v < 0 ? v + n : v >= n ? v - n : v; }

/* Lists (or, with want, finds the one equal to `want`) the moves of druid k. Occupied path
 * squares are jumped without counting; a Cauldron space is entered from its entrance. occ
 * and entry come from druid_board(); the druid's own square counts as free. With want,
 * only the corner and direction it names are walked. */
static int druid_moves(const karnag_geo *g, const karnag_state *s, uint8_t *occ,
                       const int8_t *entry, int p, int k, int maxsteps, nm_action_list *out,
                       const nm_action *want, int *land) {
    int at = s->seat[p].druid[k], found = 0, n = g->path;
    int council = at == KARNAG_D_COUNCIL;
    if (!council && (at < 0 || at >= n)) return 0;
    if (want && (want->kind != NM_ACTION_VM_CHOICE || want->p[0] != KARNAG_CH_MOVE)) return 0;
    int own = at >= 0 ? occ[at] : 0;
    if (at >= 0) occ[at] = 0;
    int c0 = 0, c1 = council ? 4 : 1, d0 = 0, d1 = 2;
    if (want) { /* p1 = druid | direction << 2 | (corner + 1) << 3 */
        int wc = (want->p[1] >> 3) - 1, wd = (want->p[1] >> 2) & 1;
        if ((council && (wc < 0 || wc > 3)) || (!council && wc != -1)) c1 = 0;
        else if (council) c0 = wc, c1 = wc + 1;
        d0 = wd, d1 = wd + 1;
    }
    for (int c = c0; c < c1 && !found; c++)
        for (int di = d0; di < d1 && !found; di++) {
            int dir = di ? -1 : 1;
            int v = council ? wrap(g->corner[c] - dir, n) : at;
            int p1 = k | di << 2 | (council ? c + 1 : 0) << 3;
            for (int steps = 0; steps < maxsteps && !found;) {
                int e = entry[v];
                if (e >= 0 && !(council && steps == 0)) { /* in from the entrance square */
                    int t = KARNAG_EL_CAULDRON + e, p2 = (steps + 1) | 1 << 5;
                    if (out) push(out, t, KARNAG_CH_MOVE, p1, p2);
                    if (want && want->target == t && want->p[1] == p1 && want->p[2] == p2)
                        *land = KARNAG_D_CAULDRON + e, found = 1;
                }
                int nx = wrap(v + dir, n), guard = 0;
                while (occ[nx] && guard++ < n) {
                    e = entry[nx];
                    if (e >= 0) { /* jumping over a druid on the entrance, into the cauldron */
                        int t = KARNAG_EL_CAULDRON + e, p2 = (steps + 1) | 1 << 5 | 1 << 6;
                        if (out) push(out, t, KARNAG_CH_MOVE, p1, p2);
                        if (want && want->target == t && want->p[1] == p1 && want->p[2] == p2)
                            *land = KARNAG_D_CAULDRON + e, found = 1;
                    }
                    nx = wrap(nx + dir, n);
                }
                if (guard >= n) break;
                steps++;
                v = nx;
                /* out of the council onto its free corner: the same move either way, named
                   once (clockwise) */
                if (council && di && steps == 1 && v == g->corner[c]) continue;
                if (out) push(out, KARNAG_EL_PATH + v, KARNAG_CH_MOVE, p1, steps);
                if (want && want->target == KARNAG_EL_PATH + v && want->p[1] == p1 &&
                    want->p[2] == steps)
                    *land = v, found = 1;
            }
        }
    if (at >= 0) occ[at] = (uint8_t)own;
    return found;
}

/* 1 when an unmoved druid can still move: one on the path or at the council always has a
 * square to go to (the path has far more squares than druids), as druid_moves() lists. */
static int move_possible(const karnag_state *s, int p, const karnag_geo *g) {
    if (s->mv_hi - s->mv_used <= 0) return 0;
    for (int k = 0; k < KARNAG_DRUIDS; k++) {
        int at = s->seat[p].druid[k];
        if (!((s->mv_moved >> k) & 1) && (at == KARNAG_D_COUNCIL || (at >= 0 && at < g->path)))
            return 1;
    }
    return 0;
}

/* A player's druids are alike: of its unmoved druids at the council, only the first is
 * offered (the others would make the same moves). */
static int council_twin(const karnag_state *s, int p, int k) {
    if (s->seat[p].druid[k] != KARNAG_D_COUNCIL) return 0;
    for (int j = 0; j < k; j++)
        if (!((s->mv_moved >> j) & 1) && s->seat[p].druid[j] == KARNAG_D_COUNCIL) return 1;
    return 0;
}

static int move_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    int left = s->mv_hi - s->mv_used;
    if (!move_possible(s, ctx->seat, g)) return 0;
    uint8_t occ[KARNAG_PATH_MAX];
    int8_t entry[KARNAG_PATH_MAX];
    druid_board(g, s, occ, entry);
    for (int k = 0; k < KARNAG_DRUIDS && left > 0; k++)
        if (!((s->mv_moved >> k) & 1) && !council_twin(s, ctx->seat, k))
            druid_moves(g, s, occ, entry, ctx->seat, k, left, out, NULL, NULL);
    if (out->count == 0) return 0;
    if (s->mv_used == 0 || s->mv_used >= s->mv_lo) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result move_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    if (!s->mv_active) {
        int bonus = in->arg[KARNAG_MD_BONUS] ? karnag_track_sum(ctx->data, s, ctx->seat, KARNAG_TR_MOVE, 0) : 0;
        int adj = in->arg[KARNAG_MD_BONUS] ? s->move_adj : 0;
        int lo = in->arg[KARNAG_MD_MIN] - adj, hi = in->arg[KARNAG_MD_MAX] + bonus + adj;
        s->mv_lo = (int8_t)(lo < 0 ? 0 : lo);
        s->mv_hi = (int8_t)(hi > 40 ? 40 : hi);
        if (in->arg[KARNAG_MD_BONUS]) s->move_adj = 0;
        s->mv_active = 1, s->mv_used = 0, s->mv_moved = 0;
    }
    if (ctx->answer) {
        const nm_action *a = ctx->answer;
        if (a->p[0] == KARNAG_CH_DONE) {
            s->mv_active = 0;
            return NM_OP_DONE;
        }
        int k = a->p[1] & 3, land = 0;
        const karnag_geo *g = karnag_geometry(ctx->data);
        uint8_t occ[KARNAG_PATH_MAX];
        int8_t entry[KARNAG_PATH_MAX];
        druid_board(g, s, occ, entry);
        if (a->p[0] != KARNAG_CH_MOVE || k >= KARNAG_DRUIDS || ((s->mv_moved >> k) & 1) ||
            council_twin(s, ctx->seat, k) ||
            !druid_moves(g, s, occ, entry, ctx->seat, k, s->mv_hi - s->mv_used, NULL, a, &land)) {
            snprintf(ctx->error, sizeof ctx->error, "move_druids: not a possible move");
            return NM_OP_FAIL;
        }
        s->seat[ctx->seat].druid[k] = (int8_t)land;
        s->mv_used = (int8_t)(s->mv_used + (a->p[2] & 31));
        s->mv_moved |= (int8_t)(1 << k);
        s->act_did = 1;
    }
    if (s->mv_used >= s->mv_hi || !move_possible(s, ctx->seat, karnag_geometry(ctx->data))) {
        s->mv_active = 0;
        return NM_OP_DONE;
    }
    return NM_OP_SUSPEND;
}

/* "druid north of C1 cw 3 to north of F1", "druid from the council by the north-west
 * corner cw 2 to north of A1", "druid north of G1 cw 2 into the north cauldron": the druid
 * is named by where it stands (a player's druids are alike), the squares by name. */
static void move_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                       size_t n) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, s->mv_used ? "stop moving" : "do not move");
        return;
    }
    int k = a->p[1] & 3, cw = !((a->p[1] >> 2) & 1), corner = (a->p[1] >> 3) - 1;
    int steps = a->p[2] & 31;
    char from[80], to[64], place[40];
    if (corner >= 0 && corner < 4) {
        karnag_path_name(g, g->corner[corner], 0, place, sizeof place);
        snprintf(from, sizeof from, "from the council by the %s", place);
    } else {
        karnag_druid_place(g, k < KARNAG_DRUIDS ? s->seat[ctx->seat].druid[k] : -9, 0, from,
                           sizeof from);
    }
    if (a->target >= KARNAG_EL_CAULDRON && a->target < KARNAG_EL_CAULDRON + KARNAG_CAULDRONS) {
        karnag_cauldron_name(g, a->target - KARNAG_EL_CAULDRON, 0, place, sizeof place);
        snprintf(to, sizeof to, "into the %s", place);
    } else {
        karnag_path_name(g, a->target - KARNAG_EL_PATH, 0, place, sizeof place);
        snprintf(to, sizeof to, "to %s", place);
    }
    snprintf(buf, n, "druid %s %s %d %s", from, cw ? "cw" : "ccw", steps, to);
}

/* ---- lightning: gemstones and captures ---------------------------------------------- */

static int on_path(const karnag_geo *g, int at) { return at >= 0 && at < g->path && g->path_dir[at] >= 0; }

static int gems_on_board(const karnag_state *s, const karnag_geo *g, int p) {
    return karnag_gems_of(s, g, p, NULL);
}

static int gem_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    const karnag_seat *me = &s->seat[ctx->seat];
    if (gems_on_board(s, g, ctx->seat) >= KARNAG_GEMS) return 0;
    for (int a = 0; a < KARNAG_DRUIDS; a++)
        for (int b = a + 1; b < KARNAG_DRUIDS; b++) {
            if (!on_path(g, me->druid[a]) || !on_path(g, me->druid[b])) continue;
            int sq, need[3];
            int cost = karnag_gem_cost(s, g, me->druid[a], me->druid[b], &sq, need);
            if (cost < 0 || cost > me->mana || !karnag_passes((karnag_state *)(uintptr_t)s, need, 0))
                continue;
            push(out, KARNAG_EL_SQ + sq, KARNAG_CH_GEM, a * 3 + b, 0);
            push(out, KARNAG_EL_SQ + sq, KARNAG_CH_GEM, a * 3 + b, 1);
        }
    if (out->count) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result gem_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    karnag_seat *me = &s->seat[ctx->seat];
    if (ctx->answer) {
        const nm_action *a = ctx->answer;
        if (a->p[0] == KARNAG_CH_DONE) return NM_OP_DONE;
        int da = a->p[1] / 3, db = a->p[1] % 3, sq, need[3];
        int cost = (a->p[0] == KARNAG_CH_GEM && da < db && db < KARNAG_DRUIDS &&
                    on_path(g, me->druid[da]) && on_path(g, me->druid[db]))
                       ? karnag_gem_cost(s, g, me->druid[da], me->druid[db], &sq, need) : -1;
        if (cost < 0 || cost > me->mana || !karnag_passes(s, need, 1) ||
            gems_on_board(s, g, ctx->seat) >= KARNAG_GEMS) {
            snprintf(ctx->error, sizeof ctx->error, "gemstone: not a possible gemstone");
            return NM_OP_FAIL;
        }
        me->mana = (int16_t)(me->mana - cost);
        s->gem[sq] = (int8_t)ctx->seat;
        me->druid[a->p[2] ? db : da] = KARNAG_D_COUNCIL;
        s->act_did = 1;
    }
    nm_action_list tmp NM_SCRATCH;
    tmp.count = 0;
    return gem_choices(ctx, in, &tmp) ? NM_OP_SUSPEND : NM_OP_DONE;
}

/* "gemstone at E3 (7 mana) by north of E1 and west of A3, north of E1 to council". */
static void gem_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                      size_t n) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, "no more gemstones");
        return;
    }
    int da = a->p[1] / 3, db = a->p[1] % 3, sq = -1, need[3];
    const karnag_seat *me = &s->seat[ctx->seat];
    int cost = (da < KARNAG_DRUIDS && db < KARNAG_DRUIDS)
                   ? karnag_gem_cost(s, g, me->druid[da], me->druid[db], &sq, need) : -1;
    char nm[8], pa[32], pb[32];
    karnag_sq_name(g, sq, nm, sizeof nm);
    karnag_druid_place(g, da < KARNAG_DRUIDS ? me->druid[da] : -9, 0, pa, sizeof pa);
    karnag_druid_place(g, db < KARNAG_DRUIDS ? me->druid[db] : -9, 0, pb, sizeof pb);
    snprintf(buf, n, "gemstone at %s (%d mana) by %s and %s, %s to council", nm, cost, pa, pb,
             a->p[2] ? pb : pa);
}

static int capture_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    const karnag_seat *me = &s->seat[ctx->seat];
    for (int k = 0; k < KARNAG_DRUIDS; k++) {
        if (!on_path(g, me->druid[k])) continue;
        int cost, need[3];
        int c = karnag_capture_target(s, g, me->druid[k], &cost, need);
        if (c < 0 || cost > me->mana || !karnag_passes((karnag_state *)(uintptr_t)s, need, 0))
            continue;
        push(out, KARNAG_EL_SQ + s->cr_loc[c], KARNAG_CH_CAPTURE, k, c);
    }
    if (out->count) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result capture_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    karnag_seat *me = &s->seat[ctx->seat];
    if (ctx->answer) {
        const nm_action *a = ctx->answer;
        if (a->p[0] == KARNAG_CH_DONE) return NM_OP_DONE;
        int k = a->p[1], cost = 0, need[3], c = -1;
        if (a->p[0] == KARNAG_CH_CAPTURE && k >= 0 && k < KARNAG_DRUIDS && on_path(g, me->druid[k]))
            c = karnag_capture_target(s, g, me->druid[k], &cost, need);
        if (c < 0 || cost > me->mana || !karnag_passes(s, need, 1)) {
            snprintf(ctx->error, sizeof ctx->error, "capture: not a possible capture");
            return NM_OP_FAIL;
        }
        me->mana = (int16_t)(me->mana - cost);
        s->cr_at[s->cr_loc[c]] = -1;
        s->cr_loc[c] = (int16_t)(KARNAG_CR_RESERVE + ctx->seat);
        s->cr_marked[c] = 0;
        me->druid[k] = KARNAG_D_COUNCIL;
        int vp = karnag_item(ctx->data, KARNAG_K_SPECIES, karnag_species_of(ctx->data, c))
                     ->field[KARNAG_S_VP] +
                 karnag_track_sum(ctx->data, s, ctx->seat, KARNAG_TR_CAPTURE_EACH, 0);
        if (!s->act_captured)
            vp += karnag_track_sum(ctx->data, s, ctx->seat, KARNAG_TR_CAPTURE_ACTION, 0);
        karnag_add_vp(s, ctx->seat, vp, KARNAG_VP_CAPTURES);
        s->act_captured = 1;
        s->act_did = 1;
    }
    nm_action_list tmp NM_SCRATCH;
    tmp.count = 0;
    return capture_choices(ctx, in, &tmp) ? NM_OP_SUSPEND : NM_OP_DONE;
}

/* "capture Golem at E3 from north of E1". */
static void capture_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a,
                          char *buf, size_t n) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, "no more captures");
        return;
    }
    int c = a->p[2], k = a->p[1];
    if (c < 0 || c >= karnag_count(ctx->data, KARNAG_K_CREATURES) || k < 0 || k >= KARNAG_DRUIDS) {
        snprintf(buf, n, "capture ?");
        return;
    }
    char sq[8], from[32];
    karnag_sq_name(g, s->cr_loc[c], sq, sizeof sq);
    karnag_druid_place(g, s->seat[ctx->seat].druid[k], 0, from, sizeof from);
    snprintf(buf, n, "capture %s at %s from %s",
             karnag_item(ctx->data, KARNAG_K_SPECIES, karnag_species_of(ctx->data, c))->name[0], sq,
             from);
}

/* strike: the druids' lightning, where two cross (a gemstone) or where one reaches a
 * creature (a capture); the tiles name which. */
static const char *const strike_names[] = {"gemstone", "capture", NULL};
static const char *const strike_en[] = {
    "create gemstones where two of your druids' lightning cross, paying the mana",
    "capture the creatures in front of your druids, paying the mana"};
static const char *const strike_fr[] = {
    "créez des pierres précieuses là où se croisent les éclairs de deux de vos druides, en payant le mana",
    "capturez les créatures face à vos druides, en payant le mana"};
static const nm_param p_strike[] = {
    [KARNAG_ST_WHAT] = {.name = "what", .type = NM_P_ENUM, .required = 1, .names = strike_names,
                 .doc = "gemstone: where two druids' lightning cross; capture: the creature a druid's lightning reaches",
                 .words = {strike_en, strike_fr}},
};

static int strike_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    return in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE ? capture_choices(ctx, in, out) : gem_choices(ctx, in, out);
}

static nm_op_result strike_run(nm_vm_ctx *ctx, const nm_instr *in) {
    return in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE ? capture_run(ctx, in) : gem_run(ctx, in);
}

static void strike_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf, size_t n) {
    if (in->arg[KARNAG_ST_WHAT] == KARNAG_STRIKE_CAPTURE) capture_label(ctx, in, a, buf, n);
    else gem_label(ctx, in, a, buf, n);
}

/* ---- knowledge -------------------------------------------------------------------- */

static int track_max(const nm_data *d, int t) {
    return karnag_item(d, KARNAG_K_TRACKS, t)->field[KARNAG_TR_LEVELS] - 1;
}

static int know_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const karnag_state *s = cst(ctx);
    int nt = karnag_count(ctx->data, KARNAG_K_TRACKS);
    for (int t = 0; t < nt; t++)
        if (s->seat[ctx->seat].track[t] < track_max(ctx->data, t) &&
            !(in->arg[KARNAG_KN_OTHER] && t == s->last_track))
            push(out, KARNAG_EL_TRACK + ctx->seat * KARNAG_TRACK_MAX + t, KARNAG_CH_TRACK, t, 0);
    if (out->count && in->arg[KARNAG_KN_OPTIONAL]) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result know_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    if (!ctx->answer) {
        nm_action_list tmp NM_SCRATCH;
        tmp.count = 0;
        return know_choices(ctx, in, &tmp) ? NM_OP_SUSPEND : NM_OP_DONE;
    }
    const nm_action *a = ctx->answer;
    if (a->p[0] == KARNAG_CH_DONE && in->arg[KARNAG_KN_OPTIONAL]) return NM_OP_DONE;
    int t = a->p[1];
    if (a->p[0] != KARNAG_CH_TRACK || t < 0 || t >= karnag_count(ctx->data, KARNAG_K_TRACKS) ||
        s->seat[ctx->seat].track[t] >= track_max(ctx->data, t) || (in->arg[KARNAG_KN_OTHER] && t == s->last_track)) {
        snprintf(ctx->error, sizeof ctx->error, "knowledge: not a possible track");
        return NM_OP_FAIL;
    }
    int lv = ++s->seat[ctx->seat].track[t];
    s->last_track = (int8_t)t;
    s->act_did = 1;
    const nm_component *c = karnag_item(ctx->data, KARNAG_K_TRACKS, t);
    if (c->field[KARNAG_TR_REACH] >= 0) {
        int n = 0;
        const int32_t *eff = nm_data_ints(ctx->data, c->field[KARNAG_TR_REACH], &n);
        if (lv < n && nm_vm_push(ctx->vm, eff[lv], ctx->seat, ctx->source) != 0) {
            snprintf(ctx->error, sizeof ctx->error, "knowledge: effects nested too deep");
            return NM_OP_FAIL;
        }
    }
    return NM_OP_DONE;
}

static void know_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                       size_t n) {
    (void)in;
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, "no knowledge");
        return;
    }
    const karnag_state *s = cst(ctx);
    int t = a->p[1];
    if (t < 0 || t >= karnag_count(ctx->data, KARNAG_K_TRACKS)) {
        snprintf(buf, n, "knowledge ?");
        return;
    }
    snprintf(buf, n, "knowledge %s to level %d", karnag_item(ctx->data, KARNAG_K_TRACKS, t)->name[0],
             s->seat[ctx->seat].track[t] + 1);
}

/* ---- telepathic creature moves ----------------------------------------------------- */

/* Lists the steps creature c can take; with out NULL, only says whether there is one. */
static int creature_steps(const nm_vm_ctx *ctx, int c, nm_action_list *out) {
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    int sq = s->cr_loc[c], n = 0, x0 = sq % g->w, y0 = sq / g->w;
    for (int dir = 0; dir < 4; dir++) {
        int x = x0 + DX[dir], y = y0 + DY[dir];
        int e = karnag_can_enter(ctx->data, g, s, c, x, y);
        if (!e) continue;
        n++;
        if (!out) return n;
        int target = e == 1 ? KARNAG_EL_SQ + y * g->w + x
                            : KARNAG_EL_PATH + karnag_path_index(g, x, y); /* its escape */
        push(out, target, KARNAG_CH_STEP, dir, 0);
    }
    return n;
}

/* Can creature c be picked for a telepathic move? Not if it already moved this round; a
 * creature moved earlier in the same action keeps its black cube, any other needs one of
 * the box's cubes still free. */
static int creature_pickable(const nm_vm_ctx *ctx, int c, int cube_free) {
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (s->cr_loc[c] < 0 || s->cr_loc[c] >= g->sq || s->cr_marked[c] == 1) return 0;
    return s->cr_marked[c] == 2 || cube_free;
}

static int cube_free(const nm_vm_ctx *ctx) {
    return karnag_marked_count(cst(ctx)) < karnag_rule(ctx->data, KARNAG_R_BLACK_CUBES);
}

/* Lists the choices into out; with out NULL, only says whether there is one. */
static int creature_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (s->cr_sel < 0) {
        int nc = karnag_count(ctx->data, KARNAG_K_CREATURES), free = cube_free(ctx), n = 0;
        for (int c = 0; c < nc; c++)
            if (creature_pickable(ctx, c, free) && creature_steps(ctx, c, NULL) > 0) {
                if (!out) return 1;
                push(out, KARNAG_EL_SQ + s->cr_loc[c], KARNAG_CH_CREATURE, c, 0);
                n++;
            }
        if (n) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
        return out ? out->count : 0;
    }
    if (s->cr_steps >= in->arg[KARNAG_MC_MAX] || s->cr_loc[s->cr_sel] < 0 || s->cr_loc[s->cr_sel] >= g->sq)
        return 0;
    if (!out) return creature_steps(ctx, s->cr_sel, NULL) > 0;
    creature_steps(ctx, s->cr_sel, out);
    if (out->count) push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result creature_finish(karnag_state *s, int seat) {
    if (s->cr_sel >= 0 && s->cr_steps > 0) {
        /* the black cube; 2 while the mover's own action lasts, so that Control cards
         * played with that action may move the same creature */
        if (s->cr_loc[s->cr_sel] >= 0)
            s->cr_marked[s->cr_sel] = (int8_t)(karnag_own_action(s, seat) ? 2 : 1);
        s->act_did = 1;
    }
    s->cr_sel = -1;
    s->cr_steps = 0;
    return NM_OP_DONE;
}

static nm_op_result creature_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (ctx->answer) {
        const nm_action *a = ctx->answer;
        if (a->p[0] == KARNAG_CH_DONE) return creature_finish(s, ctx->seat);
        if (a->p[0] == KARNAG_CH_CREATURE && s->cr_sel < 0 && a->p[1] >= 0 &&
            a->p[1] < karnag_count(ctx->data, KARNAG_K_CREATURES) &&
            creature_pickable(ctx, a->p[1], cube_free(ctx)) &&
            creature_steps(ctx, a->p[1], NULL) > 0) {
            s->cr_sel = (int8_t)a->p[1];
            s->cr_steps = 0;
        } else if (a->p[0] == KARNAG_CH_STEP && s->cr_sel >= 0 && a->p[1] >= 0 && a->p[1] < 4) {
            int c = s->cr_sel, sq = s->cr_loc[c], dir = a->p[1];
            int x = sq % g->w + DX[dir], y = sq / g->w + DY[dir];
            int e = karnag_can_enter(ctx->data, g, s, c, x, y);
            if (!e) {
                snprintf(ctx->error, sizeof ctx->error, "move_creature: blocked");
                return NM_OP_FAIL;
            }
            s->cr_steps++;
            if (e == 2) {
                karnag_escape(ctx->data, g, s, c, karnag_path_index(g, x, y));
                return creature_finish(s, ctx->seat);
            }
            s->cr_at[sq] = -1;
            s->cr_at[y * g->w + x] = (int8_t)c;
            s->cr_loc[c] = (int16_t)(y * g->w + x);
        } else {
            snprintf(ctx->error, sizeof ctx->error, "move_creature: not a possible answer");
            return NM_OP_FAIL;
        }
    }
    return creature_choices(ctx, in, NULL) ? NM_OP_SUSPEND : creature_finish(s, ctx->seat);
}

/* "move Naja at E3", then "Naja north to E2" or "Naja north, escaping north of E1". */
static void creature_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a,
                           char *buf, size_t n) {
    (void)in;
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    int nc = karnag_count(ctx->data, KARNAG_K_CREATURES);
    char sq[40];
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, s->cr_sel < 0 ? "move no creature" : "stop the creature");
    } else if (a->p[0] == KARNAG_CH_CREATURE && a->p[1] >= 0 && a->p[1] < nc) {
        karnag_sq_name(g, s->cr_loc[a->p[1]], sq, sizeof sq);
        snprintf(buf, n, "move %s at %s",
                 karnag_item(ctx->data, KARNAG_K_SPECIES, karnag_species_of(ctx->data, a->p[1]))->name[0],
                 sq);
    } else {
        const char *sp = s->cr_sel >= 0 && s->cr_sel < nc
                             ? karnag_item(ctx->data, KARNAG_K_SPECIES,
                                           karnag_species_of(ctx->data, s->cr_sel))->name[0]
                             : "creature";
        if (a->target >= KARNAG_EL_PATH && a->target < KARNAG_EL_CAULDRON) {
            karnag_path_name(g, a->target - KARNAG_EL_PATH, 0, sq, sizeof sq);
            snprintf(buf, n, "%s %s, escaping %s", sp, DIR_NAME[a->p[1] & 3], sq);
        } else {
            karnag_sq_name(g, a->target - KARNAG_EL_SQ, sq, sizeof sq);
            snprintf(buf, n, "%s %s to %s", sp, DIR_NAME[a->p[1] & 3], sq);
        }
    }
}

/* ---- gemstone moves ----------------------------------------------------------------- */

static int gm_index(const karnag_state *s, int sq) {
    for (int i = 0; i < s->gm_moved; i++)
        if (s->gm_sq[i] == sq) return i;
    return -1;
}

static int gemstep_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const karnag_state *s = cst(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (s->gm_used >= in->arg[KARNAG_MG_N]) return 0;
    int gems[KARNAG_GEMS], ng = karnag_gems_of(s, g, ctx->seat, gems); /* at most 3 a seat */
    for (int gi = 0; gi < ng; gi++) {
        int q = gems[gi];
        if (gm_index(s, q) < 0 && s->gm_moved >= in->arg[KARNAG_MG_GEMS]) continue;
        for (int dir = 0; dir < 4; dir++) {
            int x = q % g->w + DX[dir], y = q / g->w + DY[dir];
            if (x < 0 || y < 0 || x >= g->w || y >= g->h) continue;
            int t = y * g->w + x;
            if (s->terrain[t] != KARNAG_FREE || s->cr_at[t] >= 0 || s->gem[t] >= 0 ||
                s->menhir[t] >= 0)
                continue;
            push(out, KARNAG_EL_SQ + t, KARNAG_CH_GEMSTEP, q, dir);
        }
    }
    if (out->count && (s->gm_used == 0 || !in->arg[KARNAG_MG_EXACT]))
        push(out, KARNAG_EL_DONE, KARNAG_CH_DONE, 0, 0);
    return out->count;
}

static nm_op_result gemstep_finish(karnag_state *s) {
    s->gm_active = 0, s->gm_used = 0, s->gm_moved = 0;
    for (int i = 0; i < KARNAG_GEMS; i++) s->gm_sq[i] = -1;
    return NM_OP_DONE;
}

static nm_op_result gemstep_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    const karnag_geo *g = karnag_geometry(ctx->data);
    if (!s->gm_active) gemstep_finish(s), s->gm_active = 1;
    if (ctx->answer) {
        const nm_action *a = ctx->answer;
        if (a->p[0] == KARNAG_CH_DONE) return gemstep_finish(s);
        nm_action_list tmp NM_SCRATCH;
        tmp.count = 0;
        gemstep_choices(ctx, in, &tmp);
        int ok = 0;
        for (int i = 0; i < tmp.count; i++) ok |= nm_action_equal(&tmp.a[i], a);
        if (!ok || a->p[0] != KARNAG_CH_GEMSTEP) {
            snprintf(ctx->error, sizeof ctx->error, "move_gems: not a possible move");
            return NM_OP_FAIL;
        }
        int q = a->p[1], dir = a->p[2], t = (q / g->w + DY[dir]) * g->w + q % g->w + DX[dir];
        int i = gm_index(s, q);
        if (i < 0) i = s->gm_moved++;
        s->gm_sq[i] = (int16_t)t;
        s->gem[t] = s->gem[q];
        s->gem[q] = -1;
        s->gm_used++;
        s->act_did = 1;
    }
    nm_action_list tmp NM_SCRATCH;
    tmp.count = 0;
    return gemstep_choices(ctx, in, &tmp) ? NM_OP_SUSPEND : gemstep_finish(s);
}

static void gemstep_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a,
                          char *buf, size_t n) {
    (void)in;
    if (a->p[0] == KARNAG_CH_DONE) {
        snprintf(buf, n, cst(ctx)->gm_used ? "stop moving gemstones" : "move no gemstone");
        return;
    }
    char nm[8], to[8];
    const karnag_geo *g = karnag_geometry(ctx->data);
    int q = a->p[1], dir = a->p[2] & 3;
    karnag_sq_name(g, q, nm, sizeof nm);
    karnag_sq_name(g, (q / g->w + DY[dir]) * g->w + q % g->w + DX[dir], to, sizeof to);
    snprintf(buf, n, "gemstone %s %s to %s", nm, DIR_NAME[dir], to);
}

/* ---- potions ----------------------------------------------------------------------- */

static nm_op_result potion_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    karnag_seat *me = &s->seat[ctx->seat];
    int k = 0;
    for (int i = 0; i < KARNAG_DRUIDS; i++)
        if (me->druid[i] >= KARNAG_D_CAULDRON) {
            me->druid[i] = KARNAG_D_COUNCIL;
            k++;
        }
    if (k == 0) return NM_OP_DONE;
    int n = 0;
    const int32_t *mana = nm_data_ints(ctx->data, in->arg[KARNAG_PO_MANA], &n);
    karnag_add_mana(ctx->data, s, ctx->seat, mana[k - 1 < n ? k - 1 : n - 1]);
    s->act_did = 1;
    for (int i = 0; i < k; i++)
        if (nm_vm_push(ctx->vm, karnag_rule(ctx->data, KARNAG_R_POTION_EACH), ctx->seat,
                       ctx->source) != 0) {
            snprintf(ctx->error, sizeof ctx->error, "potion: effects nested too deep");
            return NM_OP_FAIL;
        }
    return NM_OP_DONE;
}

/* ---- Power cards ------------------------------------------------------------------- */

static int card_back(const nm_data *d, int c) {
    return karnag_item(d, KARNAG_K_CARDS, c)->field[KARNAG_CD_BACK];
}

/* Can seat p play card c now (a banishing card needs a creature of its species)? */
static int card_playable(const nm_data *d, const karnag_state *s, int p, int c) {
    int n = 0;
    const nm_instr *list = nm_data_effect(d, karnag_item(d, KARNAG_K_CARDS, c)->effect, &n);
    for (int i = 0; i < n; i++)
        if (list[i].op == KARNAG_OP_BANISH && karnag_reserve_count(d, s, p, list[i].arg[KARNAG_BA_SPECIES]) == 0)
            return 0;
    return 1;
}

static void to_bottom(karnag_state *s, int c) {
    if (s->deck_count < KARNAG_CARD_MAX) s->deck[s->deck_count++] = (int8_t)c;
}

static void draw_cards(karnag_state *s, int n) {
    s->drawn_count = 0;
    for (int i = 0; i < n && s->deck_count > 0; i++) {
        s->drawn[s->drawn_count++] = s->deck[0];
        memmove(s->deck, s->deck + 1, (size_t)(s->deck_count - 1));
        s->deck[--s->deck_count] = 0;
        s->h.reveals++;
    }
}

/* Was a copy of drawn card i drawn before it (copies are one choice)? */
static int drawn_twin(const nm_data *d, const karnag_state *s, int i) {
    const karnag_geo *g = karnag_geometry(d);
    for (int j = 0; j < i; j++)
        if (s->drawn[j] >= 0 && s->drawn[i] >= 0 &&
            g->card_class[s->drawn[j]] == g->card_class[s->drawn[i]])
            return 1;
    return 0;
}

static int draw_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const karnag_state *s = cst(ctx);
    const nm_data *d = ctx->data;
    int backs = 0;
    for (int i = 0; i < s->drawn_count; i++) {
        int c = s->drawn[i];
        if (card_back(d, c)) {
            backs++;
            if (!drawn_twin(d, s, i) && card_playable(d, s, ctx->seat, c))
                push(out, KARNAG_EL_DRAWN + i, KARNAG_CH_PLAY, i, c);
        } else if (!drawn_twin(d, s, i)) {
            push(out, KARNAG_EL_DRAWN + i, KARNAG_CH_KEEP, i, c);
            if (karnag_card_useful(d, s, ctx->seat, c)) /* played at once only where it helps */
                push(out, KARNAG_EL_DRAWN + i, KARNAG_CH_PLAY, i, c);
        }
    }
    /* only marked cards: they may all go back and new ones be drawn */
    if (s->drawn_count > 0 && backs == s->drawn_count && backs == in->arg[KARNAG_DP_N] &&
        s->redraws < s->deck_count + s->drawn_count)
        push(out, KARNAG_EL_DECK, KARNAG_CH_REDRAW, 0, 0);
    return out->count;
}

static nm_op_result draw_finish(karnag_state *s, int keep) {
    for (int i = 0; i < s->drawn_count; i++)
        if (i != keep) to_bottom(s, s->drawn[i]);
    s->drawn_count = 0;
    s->redraws = 0;
    return NM_OP_DONE;
}

static nm_op_result draw_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    const nm_data *d = ctx->data;
    karnag_seat *me = &s->seat[ctx->seat];
    if (!ctx->answer && s->drawn_count == 0) {
        s->redraws = 0;
        draw_cards(s, in->arg[KARNAG_DP_N]);
    } else if (ctx->answer) {
        const nm_action *a = ctx->answer;
        int i = a->p[1], ok = 0;
        nm_action_list opts NM_SCRATCH;
        opts.count = 0;
        draw_choices(ctx, in, &opts);
        for (int k = 0; k < opts.count; k++) ok |= nm_action_equal(&opts.a[k], a);
        if (!ok) {
            snprintf(ctx->error, sizeof ctx->error, "draw_power: not a possible answer");
            return NM_OP_FAIL;
        }
        if (a->p[0] == KARNAG_CH_REDRAW) {
            int r = s->redraws + in->arg[KARNAG_DP_N];
            draw_finish(s, -1);
            draw_cards(s, in->arg[KARNAG_DP_N]);
            s->redraws = (int8_t)(r > 100 ? 100 : r);
        } else if ((a->p[0] == KARNAG_CH_KEEP || a->p[0] == KARNAG_CH_PLAY) && i >= 0 &&
                   i < s->drawn_count) {
            int c = s->drawn[i];
            if ((a->p[0] == KARNAG_CH_KEEP && card_back(d, c)) ||
                (a->p[0] == KARNAG_CH_PLAY && !card_playable(d, s, ctx->seat, c))) {
                snprintf(ctx->error, sizeof ctx->error, "draw_power: not a possible answer");
                return NM_OP_FAIL;
            }
            draw_finish(s, i);
            s->act_did = 1;
            if (a->p[0] == KARNAG_CH_KEEP) {
                me->hand[me->hand_count++] = (int8_t)c;
                return NM_OP_DONE;
            }
            to_bottom(s, c); /* a played card goes under the deck */
            if (nm_vm_push(ctx->vm, karnag_item(d, KARNAG_K_CARDS, c)->effect, ctx->seat, c) != 0) {
                snprintf(ctx->error, sizeof ctx->error, "draw_power: effects nested too deep");
                return NM_OP_FAIL;
            }
            return NM_OP_DONE;
        } else {
            snprintf(ctx->error, sizeof ctx->error, "draw_power: not a possible answer");
            return NM_OP_FAIL;
        }
    }
    /* a single marked card that is not used goes back, and another is drawn */
    for (int guard = 0; in->arg[KARNAG_DP_N] == 1 && s->drawn_count == 1 && card_back(d, s->drawn[0]) &&
                        !card_playable(d, s, ctx->seat, s->drawn[0]) && guard < KARNAG_CARD_MAX;
         guard++) {
        if (s->redraws >= s->deck_count + 1) break;
        int r = s->redraws + 1;
        draw_finish(s, -1);
        draw_cards(s, 1);
        s->redraws = (int8_t)r;
    }
    nm_action_list tmp NM_SCRATCH;
    tmp.count = 0;
    if (draw_choices(ctx, in, &tmp) == 0) return draw_finish(s, -1);
    return NM_OP_SUSPEND;
}

static void draw_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf,
                       size_t n) {
    (void)in;
    int c = a->p[2];
    const char *id = (c >= 0 && c < karnag_count(ctx->data, KARNAG_K_CARDS))
                         ? karnag_item(ctx->data, KARNAG_K_CARDS, c)->name[0] : "?";
    if (a->p[0] == KARNAG_CH_REDRAW) snprintf(buf, n, "put back and draw again");
    else snprintf(buf, n, "%s %s", a->p[0] == KARNAG_CH_KEEP ? "keep" : "play", id);
}

/* ---- which cards and options can change something --------------------------------- */

int karnag_effect_uses(const nm_data *d, int effect, int depth) {
    int n = 0, use = 0;
    const nm_instr *list = effect >= 0 ? nm_data_effect(d, effect, &n) : NULL;
    for (int i = 0; i < n; i++) {
        const nm_instr *in = &list[i];
        if (in->op == KARNAG_OP_STRIKE) use |= KARNAG_USE_LIGHTNING;
        if (in->op == KARNAG_OP_MOVE_DRUIDS && in->arg[KARNAG_MD_BONUS]) use |= KARNAG_USE_MOVE_BONUS;
        if (in->op == KARNAG_OP_CHOOSE && depth < 4) {
            int k = 0;
            const int32_t *opts = nm_data_ints(d, in->arg[NM_CHOOSE_OPTIONS], &k);
            for (int j = 0; j < k; j++) use |= karnag_effect_uses(d, opts[j], depth + 1);
        }
    }
    return use;
}

/* What the seat's own action, about to run or running, uses; 0 when the seat is not the
 * one acting (after its action, or between other seats' actions). */
static int own_action_uses(const nm_data *d, const karnag_state *s, int seat) {
    if (s->phase != KARNAG_PH_ACTIONS || seat != s->act_seat || s->act_tile < 0 ||
        s->act_tile >= KARNAG_TILES || s->act_row < 0 || s->act_row > 1)
        return 0;
    if (s->stage != KARNAG_ST_PRE && s->stage != KARNAG_ST_CARD && s->stage != KARNAG_ST_RUN)
        return 0;
    return karnag_geometry(d)->tile_use[s->act_tile][s->act_row];
}

static int effect_useful(const nm_data *d, const karnag_state *s, int seat, int effect, int depth) {
    int n = 0, uses = -1;
    const nm_instr *list = effect >= 0 ? nm_data_effect(d, effect, &n) : NULL;
    for (int i = 0; i < n; i++) {
        const nm_instr *in = &list[i];
        if (in->op == KARNAG_OP_PASS_THROUGH || in->op == KARNAG_OP_MOVE_ADJUST) {
            if (uses < 0) uses = own_action_uses(d, s, seat);
            if (uses & (in->op == KARNAG_OP_PASS_THROUGH ? KARNAG_USE_LIGHTNING
                                                          : KARNAG_USE_MOVE_BONUS))
                return 1;
        } else if (in->op == KARNAG_OP_CHOOSE && depth < 4) {
            int k = 0;
            const int32_t *opts = nm_data_ints(d, in->arg[NM_CHOOSE_OPTIONS], &k);
            for (int j = 0; j < k; j++)
                if (effect_useful(d, s, seat, opts[j], depth + 1)) return 1;
        } else {
            return 1;
        }
    }
    return 0;
}

int karnag_card_useful(const nm_data *d, const karnag_state *s, int seat, int c) {
    return c >= 0 && c < karnag_count(d, KARNAG_K_CARDS) &&
           effect_useful(d, s, seat, karnag_item(d, KARNAG_K_CARDS, c)->effect, 0);
}

/* Options of a choose that can change something; all of them when none can (the choice
 * must still be made). */
static int kchoose_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    int n = 0, before = out->count;
    const int32_t *opts = nm_data_ints(ctx->data, in->arg[NM_CHOOSE_OPTIONS], &n);
    for (int i = 0; i < n; i++)
        if (effect_useful(ctx->data, cst(ctx), ctx->seat, opts[i], 1))
            nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    if (out->count == before) return nm_core_op_choose.choices(ctx, in, out);
    return out->count;
}

static nm_op_result kchoose_run(nm_vm_ctx *ctx, const nm_instr *in) {
    if (ctx->answer) {
        nm_action_list opts NM_SCRATCH;
        opts.count = 0;
        kchoose_choices(ctx, in, &opts);
        int ok = 0;
        for (int i = 0; i < opts.count; i++) ok |= opts.a[i].p[0] == ctx->answer->p[0];
        if (!ok) {
            snprintf(ctx->error, sizeof ctx->error, "choose: option %d changes nothing now",
                     (int)ctx->answer->p[0] + 1);
            return NM_OP_FAIL;
        }
    }
    return nm_core_op_choose.run(ctx, in);
}

const nm_op_def karnag_op_choose = {
    .name = "choose",
    .params = NULL, /* set from the core op in karnag_game() */
    .param_count = 0,
    .run = kchoose_run,
    .choices = kchoose_choices,
    .label = NULL,
    .doc = "The seat chooses one of several effect lists (the ones that can change something).",
};

/* ---- small gains ------------------------------------------------------------------- */

static nm_op_result gain_run(nm_vm_ctx *ctx, const nm_instr *in) {
    if (in->arg[KARNAG_GAIN_WHAT] == KARNAG_GAIN_MANA)
        karnag_add_mana(ctx->data, st(ctx), ctx->seat, in->arg[KARNAG_GAIN_N]);
    else
        karnag_add_vp(st(ctx), ctx->seat, in->arg[KARNAG_GAIN_N], KARNAG_VP_EFFECTS);
    st(ctx)->act_did = 1;
    return NM_OP_DONE;
}

static nm_op_result pass_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    s->act_did = 1;
    if (!karnag_own_action(s, ctx->seat)) return NM_OP_DONE; /* no action of its own to help */
    int8_t *v = in->arg[KARNAG_PT_WHAT] == 0 ? &s->pass_rock : in->arg[KARNAG_PT_WHAT] == 1 ? &s->pass_swamp
                : in->arg[KARNAG_PT_WHAT] == 2 ? &s->pass_stone : &s->pass_either;
    *v = (int8_t)(*v + in->arg[KARNAG_PT_N] > 100 ? 100 : *v + in->arg[KARNAG_PT_N]);
    s->act_did = 1;
    return NM_OP_DONE;
}

static nm_op_result adjust_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    s->act_did = 1;
    if (!karnag_own_action(s, ctx->seat)) return NM_OP_DONE; /* no action of its own to help */
    s->move_adj = (int8_t)(s->move_adj + in->arg[KARNAG_MA_N] > 20 ? 20 : s->move_adj + in->arg[KARNAG_MA_N]);
    s->act_did = 1;
    return NM_OP_DONE;
}

static nm_op_result banish_run(nm_vm_ctx *ctx, const nm_instr *in) {
    karnag_state *s = st(ctx);
    int nc = karnag_count(ctx->data, KARNAG_K_CREATURES);
    for (int c = 0; c < nc; c++)
        if (s->cr_loc[c] == KARNAG_CR_RESERVE + ctx->seat &&
            karnag_species_of(ctx->data, c) == in->arg[KARNAG_BA_SPECIES]) {
            s->cr_loc[c] = KARNAG_CR_GONE;
            s->act_did = 1;
            return NM_OP_DONE;
        }
    snprintf(ctx->error, sizeof ctx->error, "banish: no such creature in the reserve");
    return NM_OP_FAIL;
}

const nm_op_def karnag_ops_base[KARNAG_OP_COUNT - 1] = {
    {"move_druids", p_move, 3, move_run, move_choices, move_label,
     "Move your druids along the path for a total within [min, max] squares.",
     NULL, {"move your druids along the path, {min} to {max} squares in all{!bonus: (no bonus applies)}",
            "déplacez vos druides sur le chemin, de {min} à {max} cases en tout{!bonus: (sans bonus)}"}},
    {"strike", p_strike, 1, strike_run, strike_choices, strike_label,
     "Your druids' lightning: create gemstones where two cross, or capture the creatures in front of them; pay the mana.",
     NULL, {"{what}", "{what}"}},
    {"knowledge", p_knowledge, 2, know_run, know_choices, know_label,
     "Go up one level in a knowledge track of your choice.",
     NULL, {"go up one level in a knowledge track{?other: other than this one}{?optional: (you may skip it)}",
            "montez d'un niveau sur une piste de connaissance{?other: autre que celle-ci}{?optional: (facultatif)}"}},
    {"move_creature", p_creature, 1, creature_run, creature_choices, creature_label,
     "Move one creature up to max free squares by telepathy.",
     NULL, {"move a creature up to {max} free {#max:square|squares} by telepathy",
            "déplacez une créature de {max} {#max:case libre|cases libres} au plus par télépathie"}},
    {"move_gems", p_gems, 3, gemstep_run, gemstep_choices, gemstep_label,
     "Move your gemstones n squares in all.",
     NULL, {"move your gemstones {n} {#n:square|squares} in all{?exact: (all of them once you start)}, {gems} {#gems:gemstone|gemstones} at most",
            "déplacez vos pierres précieuses de {n} {#n:case|cases} en tout{?exact: (toutes une fois commencé)}, {gems} {#gems:pierre|pierres} au plus"}},
    {"potion", p_potion, 1, potion_run, NULL, NULL,
     "Druids in Cauldron spaces brew: mana by their number, then they go to the council.",
     NULL, {"the druids in Cauldron spaces brew: {mana} mana for 1, 2 or 3 druids, then they go to the council",
            "les druides des cases Chaudron préparent : {mana} mana pour 1, 2 ou 3 druides, puis ils vont au conseil"}},
    {"draw_power", p_draw, 1, draw_run, draw_choices, draw_label,
     "Draw n Power cards and keep or play one; the others go under the deck.",
     NULL, {"draw {n} Power {#n:card|cards}, keep or play one, the others go under the deck",
            "piochez {n} {#n:carte|cartes} Pouvoir, gardez ou jouez-en une, les autres vont sous la pioche"}},
    {"gain", p_gain, 2, gain_run, NULL, NULL,
     "Gain n VP or n mana (mana up to the cap).",
     NULL, {"gain {n} {what}",
            "gagnez {n} {what}"}},
    {"pass_through", p_pass, 2, pass_run, NULL, NULL,
     "During this action, lightning crosses n more squares of that kind.",
     NULL, {"during this action, lightning crosses {n} more {what:n}",
            "pendant cette action, les éclairs traversent {n} {what:n} de plus"}},
    {"move_adjust", p_n, 1, adjust_run, NULL, NULL,
     "This action's druid move may be up to n squares longer or shorter.",
     NULL, {"this action's druid move may be up to {n} {#n:square|squares} longer or shorter",
            "le déplacement de druides de cette action peut être plus long ou plus court de {n} {#n:case|cases}"}},
    {"banish", p_banish, 1, banish_run, NULL, NULL,
     "Send a creature of that species from your reserve back to Ker Ys.",
     NULL, {"send {species:a} from your reserve back to Ker Ys",
            "renvoyez {species:a} de votre réserve à Ker Ys"}},
};
