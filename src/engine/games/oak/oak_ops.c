/* oak_ops.c - Oak's ops (what card, potion, artifact and creature effects do) and its
 * modifier types, with the parameter schemas the loader checks the data against.
 * An op whose choice is needed suspends; ops that push further effects never suspend
 * afterwards (every choice is offered before anything is pushed). */
#include <stdio.h>
#include <string.h>
#define OAK_INLINE_FIELDS 1
#include "oak.h"

#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))
#define CHOICE NM_ACTION_VM_CHOICE

static const char *const res_vp_names[] = {"feather", "mistletoe", "rune", "vp", NULL};
static const char *const res3_names[] = {"feather", "mistletoe", "rune", NULL};
static const char *const branch_names[] = {"feather", "mistletoe", "rune", "any", NULL};
static const char *const temple3_names[] = {"feather", "mistletoe", "rune", NULL};
static const char *const disc_names[] = {"temple", "creature", "menhir", "limit", NULL};
static const char *const what_names[] = {"creature", "artifact", NULL};
static const char *const res_en[] = {"feathers", "mistletoe", "runes"};
static const char *const ing_en[] = {"bark", "root", "blueberry", "acorn", "mushroom"};
static const char *const branch_en[] = {"Feather", "Mistletoe", "Rune"};

static oak_state *st(nm_vm_ctx *ctx) { return (oak_state *)ctx->state; }
static const oak_state *cst(const nm_vm_ctx *ctx) { return (const oak_state *)ctx->state; }
static void push(nm_action_list *out, int p0, int p1, int p2) {
    nm_actions_push(out, CHOICE, 0, p0, p1, p2);
}
static int ans(const nm_vm_ctx *ctx, int i) { return ctx->answer->p[i]; }

/* ---- resources ---- */

static nm_op_result op_gain(nm_vm_ctx *ctx, const nm_instr *in) {
    if (in->arg[OAK_GAIN_RES] == OAK_VP_RES)
        oak_gain_vp(st(ctx), ctx->seat, in->arg[OAK_GAIN_N], oak_vp_source_now(ctx->data, ctx->vm));
    else
        oak_gain(st(ctx), ctx->seat, in->arg[OAK_GAIN_RES], in->arg[OAK_GAIN_N]);
    return NM_OP_DONE;
}

static nm_op_result op_gain_choice(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    oak_gain(st(ctx), ctx->seat, ans(ctx, 0) % 3, in->arg[OAK_N]);
    return NM_OP_DONE;
}
static int ch_res3(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)ctx;
    (void)in;
    for (int r = 0; r < 3; r++) push(out, r, 0, 0);
    return out->count;
}
static void lb_gain_choice(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                           size_t n) {
    (void)ctx;
    snprintf(b, n, "gain %d %s", in->arg[OAK_N], res_en[a->p[0] % 3]);
}

static nm_op_result op_lose_vp(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_gain_vp(st(ctx), ctx->seat, -in->arg[OAK_N], oak_vp_source_now(ctx->data, ctx->vm));
    return NM_OP_DONE;
}

static nm_op_result op_res_to_max(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    if (!ctx->answer) return NM_OP_SUSPEND;
    st(ctx)->seat[ctx->seat].res[ans(ctx, 0) % 3] = OAK_RES_MAX;
    return NM_OP_DONE;
}
static void lb_res_to_max(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                          size_t n) {
    (void)ctx;
    (void)in;
    snprintf(b, n, "set %s to 9", res_en[a->p[0] % 3]);
}

/* exchange: any amount of one resource for as much of another, plus bonus */
static int ch_exchange(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_seat *p = &cst(ctx)->seat[ctx->seat];
    for (int f = 0; f < 3; f++)
        for (int t = 0; t < 3; t++)
            for (int k = 1; t != f && k <= p->res[f]; k++) push(out, f, t, k);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_exchange(nm_vm_ctx *ctx, const nm_instr *in) {
    if (!ctx->answer) return NM_OP_SUSPEND;
    oak_state *s = st(ctx);
    int f = ans(ctx, 0), t = ans(ctx, 1), k = ans(ctx, 2);
    if (f < 0) return NM_OP_DONE;
    if (f > 2 || t < 0 || t > 2 || f == t || k < 1 || k > s->seat[ctx->seat].res[f]) {
        snprintf(ctx->error, sizeof ctx->error, "exchange: no such trade");
        return NM_OP_FAIL;
    }
    s->seat[ctx->seat].res[f] = (int8_t)(s->seat[ctx->seat].res[f] - k);
    oak_gain(s, ctx->seat, t, k + in->arg[OAK_EXCHANGE_BONUS]);
    return NM_OP_DONE;
}
static void lb_exchange(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                        size_t n) {
    (void)ctx;
    if (a->p[0] < 0) snprintf(b, n, "trade nothing");
    else
        snprintf(b, n, "trade %d %s for %d %s", a->p[2], res_en[a->p[0] % 3], a->p[2] + in->arg[OAK_EXCHANGE_BONUS],
                 res_en[a->p[1] % 3]);
}

/* ---- card limits: a full track may be raised at the order's price during the action ---- */

/* Payment options of a limit raise (oak_limit_cost: the distinct payments, the discount's
 * resource and the "any" mix chosen by the player); returns how many the seat can afford. */
static int raise_choices(const nm_data *d, const oak_state *s, int seat, int track,
                         nm_action_list *out) {
    if (!oak_can_raise(d, s, seat, track)) return 0;
    int8_t c[3];
    int n0 = out->count;
    int k = oak_limit_cost(d, s, seat, 0, c);
    for (int i = 0; i < k; i++) {
        oak_limit_cost(d, s, seat, i, c);
        int ok = 1;
        for (int r = 0; r < 3; r++) ok &= s->seat[seat].res[r] >= c[r];
        if (ok) push(out, 100 + track, i, 0);
    }
    return out->count - n0;
}
static int do_raise(const nm_data *d, oak_state *s, int seat, int track, int idx) {
    int8_t c[3];
    if (idx < 0 || idx >= oak_limit_cost(d, s, seat, idx, c)) return -1;
    for (int r = 0; r < 3; r++)
        if (s->seat[seat].res[r] < c[r]) return -1;
    for (int r = 0; r < 3; r++) s->seat[seat].res[r] = (int8_t)(s->seat[seat].res[r] - c[r]);
    s->seat[seat].limit[track]++;
    return 0;
}
static void lb_raise(const nm_data *d, const oak_state *s, int seat, const nm_action *a, char *b,
                     size_t n) {
    int8_t c[3] = {0, 0, 0};
    oak_limit_cost(d, s, seat, a->p[1], c);
    snprintf(b, n, "raise the %s limit paying %d feathers, %d mistletoe, %d runes",
             a->p[0] == 100 ? "sanctuary" : "creature", c[0], c[1], c[2]);
}

static nm_op_result op_raise_limit(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (!ctx->answer) {
        s->vm.scratch[0] = 0;
        return NM_OP_SUSPEND;
    }
    int t = ans(ctx, 0);
    if (t == 2) return NM_OP_DONE;
    if (t < 0 || t > 1) return NM_OP_FAIL;
    if (s->seat[ctx->seat].limit[t] < oak_rule(ctx->data, OAK_R_LIMIT_MAX)) s->seat[ctx->seat].limit[t]++;
    if (++s->vm.scratch[0] < in->arg[OAK_N]) return NM_OP_SUSPEND;
    s->vm.scratch[0] = 0;
    return NM_OP_DONE;
}
static int ch_raise_limit(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_seat *p = &cst(ctx)->seat[ctx->seat];
    for (int t = 0; t < 2; t++)
        if (p->limit[t] < oak_rule(ctx->data, OAK_R_LIMIT_MAX)) push(out, t, 0, 0);
    if (out->count == 0) push(out, 2, 0, 0);
    return out->count;
}
static void lb_raise_limit(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                           size_t n) {
    (void)ctx;
    (void)in;
    snprintf(b, n, "%s", a->p[0] == 0 ? "raise the sanctuary limit"
                         : a->p[0] == 1 ? "raise the creature limit" : "no limit to raise");
}

/* ---- cards: creatures, artifacts, sanctuaries, menhirs ---- */

static int creature_ok(const nm_data *d, const oak_state *s, int seat, int c) {
    return c >= 0 && s->seat[seat].vp + oak_field(d, OAK_K_CREATURES, c, OAK_C_VP) >= 0;
}

static int ch_take_creature(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    const nm_data *d = ctx->data;
    if (s->drawn_count > 0) {
        for (int i = 0; i < s->drawn_count; i++)
            if (creature_ok(d, s, ctx->seat, s->drawn[i])) push(out, 1, i, 0);
        if (out->count == 0) push(out, 3, 0, 0);
        return out->count;
    }
    if (!oak_creature_free(d, s, ctx->seat)) {
        if (!in->arg[OAK_TAKE_FREE]) raise_choices(d, s, ctx->seat, 1, out);
        if (out->count == 0) push(out, 3, 0, 0);
        return out->count;
    }
    for (int i = 0; i < OAK_ROW; i++)
        if (creature_ok(d, s, ctx->seat, s->row[i])) push(out, 0, i, 0);
    if (oak_mod_sum(d, s, ctx->seat, OAK_M_CREATURE_DRAW, OAK_MP_N, -1) > 0 && s->deck_count > 0)
        push(out, 2, 0, 0);
    if (out->count == 0) push(out, 3, 0, 0);
    return out->count;
}
/* Cailleach: the drawn cards but `keep` (-1 none) are shuffled and go under the deck. */
static void drawn_under_deck(oak_state *s, int keep) {
    int8_t rest[8];
    int nr = 0;
    for (int j = 0; j < s->drawn_count; j++)
        if (j != keep) rest[nr++] = s->drawn[j];
    for (int j = nr - 1; j > 0; j--) {
        int r = (int)nm_rng_below(&s->h.rng, (uint32_t)(j + 1));
        int8_t tmp = rest[j];
        rest[j] = rest[r];
        rest[r] = tmp;
    }
    memmove(s->deck + nr, s->deck, (size_t)s->deck_count);
    memcpy(s->deck, rest, (size_t)nr);
    s->deck_count = (int8_t)(s->deck_count + nr);
    memset(s->drawn, 0, sizeof s->drawn);
    s->drawn_count = 0;
}

static nm_op_result op_take_creature(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    if (!ctx->answer) return NM_OP_SUSPEND;
    int k = ans(ctx, 0), i = ans(ctx, 1);
    if (k >= 100) {
        if (do_raise(d, s, ctx->seat, k - 100, i) < 0) return NM_OP_FAIL;
        return NM_OP_SUSPEND;
    }
    if (k == 3) {
        /* none of the drawn cards could be kept: they all go back under the deck */
        if (s->drawn_count > 0) drawn_under_deck(s, -1);
        return NM_OP_DONE;
    }
    if (k == 2) { /* Cailleach: draw cards to choose from */
        int want = oak_mod_sum(d, s, ctx->seat, OAK_M_CREATURE_DRAW, OAK_MP_N, -1);
        if (want > 8) want = 8;
        while (s->drawn_count < want && s->deck_count > 0) {
            s->drawn[s->drawn_count++] = s->deck[--s->deck_count];
            s->deck[s->deck_count] = 0;
            s->h.reveals++;
        }
        return NM_OP_SUSPEND;
    }
    int c;
    if (k == 1) {
        if (i < 0 || i >= s->drawn_count) return NM_OP_FAIL;
        c = s->drawn[i];
        drawn_under_deck(s, i); /* the others are shuffled and go under the deck */
    } else {
        if (i < 0 || i >= OAK_ROW || s->row[i] < 0) return NM_OP_FAIL;
        c = s->row[i];
        s->row[i] = -1;
    }
    if (!oak_creature_free(d, s, ctx->seat)) return NM_OP_FAIL;
    oak_take_creature_card(d, s, ctx, ctx->seat, c);
    oak_refill_rows(s);
    return NM_OP_DONE;
}
static void lb_take_creature(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                             size_t n) {
    (void)in;
    const oak_state *s = cst(ctx);
    const nm_kind_data *ck = oak_kind(ctx->data, OAK_K_CREATURES);
    int k = a->p[0], i = a->p[1];
    if (k >= 100) lb_raise(ctx->data, s, ctx->seat, a, b, n);
    else if (k == 0 && i >= 0 && i < OAK_ROW && s->row[i] >= 0)
        snprintf(b, n, "take %s", ck->items[s->row[i]].name[0]);
    else if (k == 1 && i >= 0 && i < s->drawn_count)
        snprintf(b, n, "keep %s", ck->items[s->drawn[i]].name[0]);
    else if (k == 2) snprintf(b, n, "draw cards to choose from");
    else snprintf(b, n, "take no creature");
}

static int ch_take_artifact(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_state *s = cst(ctx);
    if (oak_art_free_slot(s, ctx->seat) >= 0)
        for (int i = 0; i < OAK_ROW; i++)
            if (s->arow[i] >= 0) push(out, i, 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_take_artifact(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int i = ans(ctx, 0);
    if (i < 0) return NM_OP_DONE;
    if (i >= OAK_ROW || s->arow[i] < 0 || oak_art_free_slot(s, ctx->seat) < 0) return NM_OP_FAIL;
    oak_place_artifact(ctx->data, s, ctx->seat, s->arow[i]);
    s->arow[i] = -1;
    oak_refill_rows(s);
    return NM_OP_DONE;
}
static void lb_take_artifact(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                             size_t n) {
    (void)in;
    const oak_state *s = cst(ctx);
    int i = a->p[0];
    if (i >= 0 && i < OAK_ROW && s->arow[i] >= 0)
        snprintf(b, n, "take %s", oak_kind(ctx->data, OAK_K_ARTIFACTS)->items[s->arow[i]].name[0]);
    else snprintf(b, n, "take no artifact");
}

static int ch_take_sanctuary(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_state *s = cst(ctx);
    if (s->sanct_pile > 0) {
        if (oak_sanct_free(ctx->data, s, ctx->seat, 0)) {
            push(out, 0, 0, 0);
            push(out, 1, 0, 0);
        } else {
            raise_choices(ctx->data, s, ctx->seat, 0, out);
        }
    }
    if (out->count == 0) push(out, 2, 0, 0);
    return out->count;
}
static nm_op_result op_take_sanctuary(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    if (!ctx->answer) return NM_OP_SUSPEND;
    int k = ans(ctx, 0);
    if (k >= 100) return do_raise(d, s, ctx->seat, 0, ans(ctx, 1)) < 0 ? NM_OP_FAIL : NM_OP_SUSPEND;
    if (k == 2) return NM_OP_DONE;
    if (s->sanct_pile <= 0 || !oak_sanct_free(d, s, ctx->seat, 0)) return NM_OP_FAIL;
    const nm_component *sc = &oak_kind(d, OAK_K_SANCT)->items[0];
    s->sanct_pile--;
    if (k == 0) {
        s->seat[ctx->seat].sanct_elder++;
        oak_gain_vp(s, ctx->seat, sc->field[OAK_SA_ELDER_VP], OAK_VP_SANCTUARIES);
    } else {
        s->seat[ctx->seat].sanct_ord++;
        oak_gain_vp(s, ctx->seat, sc->field[OAK_SA_ORD_VP], OAK_VP_SANCTUARIES);
    }
    oak_fire(d, s, ctx, ctx->seat, OAK_TR_TAKE_SANCTUARY);
    return NM_OP_DONE;
}
static void lb_take_sanctuary(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a,
                              char *b, size_t n) {
    (void)in;
    if (a->p[0] >= 100) lb_raise(ctx->data, cst(ctx), ctx->seat, a, b, n);
    else snprintf(b, n, "%s", a->p[0] == 0 ? "sanctuary for any druid (2 VP)"
                              : a->p[0] == 1 ? "sanctuary for an ordinary druid (4 VP)"
                                             : "take no sanctuary");
}

/* erect_menhir: pay `pay_any` resources of any mix (scratch[0] = 1 once paid), raise the
 * limit if needed, then the Menhir. */
static int ch_menhir(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    const oak_seat *p = &s->seat[ctx->seat];
    if (in->arg[OAK_MENHIR_PAY_ANY] > 0 && s->vm.scratch[0] == 0) {
        int8_t mix[3];
        int k = oak_pay_options(ctx->data, s, ctx->seat, in->arg[OAK_MENHIR_PAY_ANY], 0, mix);
        for (int i = 0; i < k; i++) {
            oak_pay_options(ctx->data, s, ctx->seat, in->arg[OAK_MENHIR_PAY_ANY], i, mix);
            if (p->res[0] >= mix[0] && p->res[1] >= mix[1] && p->res[2] >= mix[2])
                push(out, 0, i, 0);
        }
    } else if (s->sanct_pile > 0) {
        if (oak_sanct_free(ctx->data, s, ctx->seat, 1)) push(out, 1, 0, 0);
        else raise_choices(ctx->data, s, ctx->seat, 0, out);
    }
    if (out->count == 0) push(out, 2, 0, 0);
    return out->count;
}
static nm_op_result op_erect_menhir(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    if (!ctx->answer) {
        s->vm.scratch[0] = 0;
        return NM_OP_SUSPEND;
    }
    int k = ans(ctx, 0);
    if (k >= 100) return do_raise(d, s, ctx->seat, 0, ans(ctx, 1)) < 0 ? NM_OP_FAIL : NM_OP_SUSPEND;
    if (k == 2) {
        s->vm.scratch[0] = 0;
        return NM_OP_DONE;
    }
    if (k == 0) {
        int8_t mix[3];
        oak_pay_options(d, s, ctx->seat, in->arg[OAK_MENHIR_PAY_ANY], ans(ctx, 1), mix);
        for (int r = 0; r < 3; r++) {
            if (s->seat[ctx->seat].res[r] < mix[r]) return NM_OP_FAIL;
            s->seat[ctx->seat].res[r] = (int8_t)(s->seat[ctx->seat].res[r] - mix[r]);
        }
        s->vm.scratch[0] = 1;
        return NM_OP_SUSPEND;
    }
    if (s->sanct_pile <= 0 || !oak_sanct_free(d, s, ctx->seat, 1)) return NM_OP_FAIL;
    s->vm.scratch[0] = 0;
    s->sanct_pile--;
    s->seat[ctx->seat].menhirs++;
    oak_gain_vp(s, ctx->seat, oak_kind(d, OAK_K_SANCT)->items[0].field[OAK_SA_MENHIR_VP], OAK_VP_MENHIRS);
    oak_fire(d, s, ctx, ctx->seat, OAK_TR_TAKE_SANCTUARY);
    return NM_OP_DONE;
}
static void lb_menhir(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                      size_t n) {
    if (a->p[0] >= 100) {
        lb_raise(ctx->data, cst(ctx), ctx->seat, a, b, n);
    } else if (a->p[0] == 0) {
        int8_t mix[3];
        oak_pay_options(ctx->data, cst(ctx), ctx->seat, in->arg[OAK_MENHIR_PAY_ANY], a->p[1], mix);
        snprintf(b, n, "pay %d feathers, %d mistletoe, %d runes", mix[0], mix[1], mix[2]);
    } else {
        snprintf(b, n, "%s", a->p[0] == 1 ? "erect the menhir" : "erect no menhir");
    }
}

/* ---- druids ---- */

static int elder_owned(const oak_state *s, int seat, int e) {
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (s->seat[seat].druid[i].elder == e) return 1;
    return 0;
}

/* 1 when druid i of seat may become elder e. */
static int promote_ok(const nm_data *d, const oak_state *s, int seat, int i, int e, int ancient) {
    const oak_druid *dr = &s->seat[seat].druid[i];
    if (dr->elder >= 0 || elder_owned(s, seat, e)) return 0;
    if (oak_field(d, OAK_K_ELDERS, e, OAK_E_ANCIENT) != ancient) return 0;
    if (dr->loc == OAK_L_REST) {
        /* the druid on a rest space must still find a space that holds it */
        int own = oak_elder_mod(d, e, OAK_M_OWN_REST, OAK_MP_N) > 0;
        if (!own && !oak_rest_fits(d, s, seat, -1, 1)) return 0;
    }
    return 1;
}
static int ch_promote(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    int ne = oak_kind(ctx->data, OAK_K_ELDERS)->count;
    /* one ordinary druid per location kind: they are interchangeable */
    int seen[OAK_L_COUNT * 8];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *dr = &s->seat[ctx->seat].druid[i];
        int key = dr->loc * 8 + (dr->loc == OAK_L_BRANCH ? dr->a : 0);
        if (dr->elder >= 0 || seen[key]) continue;
        seen[key] = 1;
        for (int e = 0; e < ne; e++)
            if (promote_ok(ctx->data, s, ctx->seat, i, e, in->arg[OAK_PROMOTE_ANCIENT])) push(out, i, e, 0);
    }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_promote(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (ctx->seat == oak_bot(s)) { /* Broichan: first ordinary druid, first free kind */
        int ne = oak_kind(ctx->data, OAK_K_ELDERS)->count;
        for (int i = 0; i < OAK_DRUIDS; i++)
            for (int e = 0; e < ne; e++)
                if (promote_ok(ctx->data, s, ctx->seat, i, e, 0)) {
                    s->seat[ctx->seat].druid[i].elder = (int8_t)e;
                    return NM_OP_DONE;
                }
        return NM_OP_DONE;
    }
    if (!ctx->answer) return NM_OP_SUSPEND;
    int i = ans(ctx, 0), e = ans(ctx, 1);
    if (i < 0) return NM_OP_DONE;
    if (i >= OAK_DRUIDS || e < 0 || e >= oak_kind(ctx->data, OAK_K_ELDERS)->count ||
        !promote_ok(ctx->data, s, ctx->seat, i, e, in->arg[OAK_PROMOTE_ANCIENT]))
        return NM_OP_FAIL;
    s->seat[ctx->seat].druid[i].elder = (int8_t)e;
    if (oak_elder_mod(ctx->data, e, OAK_M_EXTRA_SLOTS, OAK_MP_SANCTUARY) >= 0)
        s->seat[ctx->seat].has_board[oak_field(ctx->data, OAK_K_ELDERS, e, OAK_E_ANCIENT)] = 1;
    return NM_OP_DONE;
}
static const char *const loc_en[] = {"rest", "roots", "temple", "heart", "order board", "menhir",
                                     "artifact", "branch", "forest"};
static const char *const loc_fr[] = {"repos", "racines", "temple", "cœur", "plateau d'Ordre", "menhir",
                                     "artéfact", "branche", "forêt"};
static const char *const branch_fr[] = {"Plume", "Gui", "Rune"};
static void lbl_promote(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang,
                        char *b, size_t n) {
    (void)in;
    const oak_state *s = cst(ctx);
    int i = a->p[0];
    if (i < 0 || i >= OAK_DRUIDS) {
        snprintf(b, n, "%s", lang ? "ne promouvoir personne" : "promote nobody");
        return;
    }
    const oak_druid *dr = &s->seat[ctx->seat].druid[i];
    const char *elder = oak_kind(ctx->data, OAK_K_ELDERS)->items[a->p[1]].name[lang];
    if (dr->loc == OAK_L_BRANCH)
        snprintf(b, n, lang ? "promouvoir le druide de la branche %s en %s" : "promote the druid on the %s branch to %s",
                 (lang ? branch_fr : branch_en)[dr->a % 3], elder);
    else
        snprintf(b, n, lang ? "promouvoir un druide (%s) en %s" : "promote a druid (%s) to %s",
                 (lang ? loc_fr : loc_en)[dr->loc % OAK_L_COUNT], elder);
}
static void lb_promote(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                       size_t n) {
    lbl_promote(ctx, in, a, 0, b, n);
}

/* recruit: up to n druids from the roots to rest spaces; scratch[0] counts them */
static int ch_recruit(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_state *s = cst(ctx);
    int ord_done = 0;
    for (int i = 0; i < OAK_DRUIDS; i++) {
        const oak_druid *dr = &s->seat[ctx->seat].druid[i];
        if (dr->loc != OAK_L_ROOTS) continue;
        if (dr->elder < 0) {
            if (ord_done || !oak_rest_fits(ctx->data, s, ctx->seat, 1, 0)) continue;
            ord_done = 1;
        } else {
            int own = oak_elder_mod(ctx->data, dr->elder, OAK_M_OWN_REST, OAK_MP_N) > 0;
            if (!own && !oak_rest_fits(ctx->data, s, ctx->seat, 0, 1)) continue;
        }
        push(out, i, 0, 0);
    }
    push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_recruit(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (!ctx->answer) {
        s->vm.scratch[0] = 0;
        return NM_OP_SUSPEND;
    }
    int i = ans(ctx, 0);
    if (i >= 0) {
        if (i >= OAK_DRUIDS || s->seat[ctx->seat].druid[i].loc != OAK_L_ROOTS) return NM_OP_FAIL;
        s->seat[ctx->seat].druid[i].loc = OAK_L_REST;
        s->vm.scratch[0]++;
        if (s->vm.scratch[0] < in->arg[OAK_N]) return NM_OP_SUSPEND;
    }
    int recruited = s->vm.scratch[0];
    s->vm.scratch[0] = 0;
    /* once per druid recruited ("Recruter un Druide": Leannán sídhe's ingredient each time) */
    for (int k = 0; k < recruited; k++) oak_fire(ctx->data, s, ctx, ctx->seat, OAK_TR_RECRUIT);
    return NM_OP_DONE;
}
static void lb_recruit(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                       size_t n) {
    (void)in;
    int i = a->p[0];
    if (i < 0 || i >= OAK_DRUIDS) {
        snprintf(b, n, "recruit no more");
        return;
    }
    int e = cst(ctx)->seat[ctx->seat].druid[i].elder;
    snprintf(b, n, "recruit %s", e < 0 ? "an ordinary druid"
                                       : oak_kind(ctx->data, OAK_K_ELDERS)->items[e].name[0]);
}

/* ---- climbing ---- */

/* Every path of `steps` spaces the seat may climb on branch b: up to 4 (two forks). */
static int climb_paths(const nm_data *d, const oak_state *s, int seat, int b, int steps,
                       int ignore_blocked, int8_t paths[4][2]) {
    int8_t t1[2], dr;
    int n1 = oak_climb_targets(d, s, seat, b, ignore_blocked, t1, &dr), np = 0;
    for (int i = 0; i < n1; i++) {
        if (steps < 2) {
            paths[np][0] = t1[i];
            paths[np++][1] = -1;
            continue;
        }
        int len = 0;
        const int32_t *next = nm_data_ints(d, oak_field(d, OAK_K_SPACES, t1[i], OAK_S_NEXT), &len);
        int any = 0;
        for (int j = 0; j < len && np < 4; j++) {
            int sp = oak_space_id(d, b, next[j]);
            if (sp < 0 || (!ignore_blocked && (s->blocked >> sp & 1u))) continue;
            paths[np][0] = t1[i];
            paths[np++][1] = (int8_t)sp;
            any = 1;
        }
        if (!any && np < 4) { /* the second step is lost when nothing lies above */
            paths[np][0] = t1[i];
            paths[np++][1] = -1;
        }
    }
    return np;
}
static int ch_climb(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    for (int b = 0; b < 3; b++) {
        if (in->arg[OAK_CLIMB_BRANCH] != 3 && in->arg[OAK_CLIMB_BRANCH] != b) continue;
        int8_t paths[4][2];
        int np = climb_paths(ctx->data, s, ctx->seat, b, in->arg[OAK_CLIMB_N], in->arg[OAK_CLIMB_IGNORE_BLOCKED], paths);
        for (int i = 0; i < np; i++) push(out, b, paths[i][0], paths[i][1]);
    }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_climb(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int b = ans(ctx, 0);
    if (b < 0) return NM_OP_DONE;
    int8_t t[2], dr;
    int nt = oak_climb_targets(ctx->data, s, ctx->seat, b, in->arg[OAK_CLIMB_IGNORE_BLOCKED], t, &dr);
    if (nt == 0 || (t[0] != ans(ctx, 1) && (nt < 2 || t[1] != ans(ctx, 1)))) return NM_OP_FAIL;
    oak_climb_step(ctx->data, s, ctx, ctx->seat, dr, ans(ctx, 1), !in->arg[OAK_CLIMB_SKIP_FIRST_VP]);
    if (ans(ctx, 2) >= 0) oak_climb_step(ctx->data, s, ctx, ctx->seat, dr, ans(ctx, 2), 1);
    return NM_OP_DONE;
}
static void lb_space(const nm_data *d, int sp, char *b, size_t n) {
    snprintf(b, n, "%s", oak_kind(d, OAK_K_SPACES)->items[sp].id);
}
static void lb_climb(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                     size_t n) {
    (void)in;
    char s1[48], s2[48];
    if (a->p[0] < 0) {
        snprintf(b, n, "climb nowhere");
        return;
    }
    lb_space(ctx->data, a->p[1], s1, sizeof s1);
    if (a->p[2] >= 0) {
        lb_space(ctx->data, a->p[2], s2, sizeof s2);
        snprintf(b, n, "climb to %s then %s", s1, s2);
    } else {
        snprintf(b, n, "climb to %s", s1);
    }
}

/* climb_all: one answer names the fork taken on each branch (bit b set: second way). */
static int ch_climb_all(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    int8_t t[3][2], dr;
    int nt[3];
    for (int b = 0; b < 3; b++) nt[b] = oak_climb_targets(ctx->data, cst(ctx), ctx->seat, b, 0, t[b], &dr);
    for (int m = 0; m < 8; m++) {
        int ok = 1;
        for (int b = 0; b < 3; b++)
            if ((m >> b & 1) && nt[b] < 2) ok = 0;
        if (ok) push(out, m, 0, 0);
    }
    return out->count;
}
static nm_op_result op_climb_all(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int m = ans(ctx, 0);
    for (int b = 0; b < 3; b++) { /* left to right: Feather, Mistletoe, Rune */
        int8_t t[2], dr;
        int nt = oak_climb_targets(ctx->data, s, ctx->seat, b, 0, t, &dr);
        if (nt == 0) continue;
        int k = (m >> b & 1) && nt > 1 ? 1 : 0;
        oak_climb_step(ctx->data, s, ctx, ctx->seat, dr, t[k], 1);
    }
    return NM_OP_DONE;
}
static void lb_climb_all(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                         size_t n) {
    (void)ctx;
    (void)in;
    snprintf(b, n, "climb every branch (forks: %s, %s, %s)", a->p[0] & 1 ? "right" : "left",
             a->p[0] & 2 ? "right" : "left", a->p[0] & 4 ? "right" : "left");
}

/* ---- potions and ingredients ---- */

static int potion_allowed(const nm_data *d, const oak_state *s, int seat, int p) {
    if (oak_field(d, OAK_K_POTIONS, p, OAK_P_ONCE) && s->seat[seat].brewed[p] > 0) return 0;
    /* a potion whose effect cannot be carried out (no Ancient left to make...) is not offered */
    return oak_effect_possible(d, s, seat, oak_kind(d, OAK_K_POTIONS)->items[p].effect);
}
/* Ingredients fewer for the brew (the Golden Cauldron's): the op's own. The Ovate's
 * discount is on the brewing action's resources (brew_disc, oak_flow.c). */
static int brew_discount(const nm_vm_ctx *ctx, const nm_instr *in) {
    (void)ctx;
    return in->arg[OAK_BREW_DISCOUNT];
}
/* Fear Dearg, "remplacer 1 Ingrédient nécessaire par 2 autres ... aussi souvent que vous le
 * désirez": while the brew op is at scratch[0] = 2, scratch[1] = potion | variant << 8 |
 * kinds replaced by choice << 16, scratch[2] = the required ingredients still paid in kind
 * and scratch[3] = the substitutes picked, 4 bits per kind, | substitutes still owed << 20.
 * A missing required ingredient must be replaced; a held one may be. The two others are
 * never of the kind they replace. */
typedef struct subst {
    int p, v, mask, owed;
    int8_t req[OAK_ING], sub[OAK_ING];
} subst;
static subst subst_read(const oak_state *s) {
    subst x = {s->vm.scratch[1] & 255, s->vm.scratch[1] >> 8 & 255, s->vm.scratch[1] >> 16 & 31,
               s->vm.scratch[3] >> 20 & 15, {0}, {0}};
    for (int k = 0; k < OAK_ING; k++) {
        x.req[k] = (int8_t)(s->vm.scratch[2] >> (4 * k) & 15);
        x.sub[k] = (int8_t)(s->vm.scratch[3] >> (4 * k) & 15);
    }
    return x;
}
static void subst_write(oak_state *s, const subst *x) {
    int req = 0, sub = 0;
    for (int k = 0; k < OAK_ING; k++) {
        req |= x->req[k] << (4 * k);
        sub |= x->sub[k] << (4 * k);
    }
    s->vm.scratch[0] = 2;
    s->vm.scratch[1] = x->p | x->v << 8 | x->mask << 16;
    s->vm.scratch[2] = req;
    s->vm.scratch[3] = sub | x->owed << 20;
}
/* Whether kind k may be picked as a substitute: held beyond what is already paid, and not
 * a kind the player replaced. */
static int subst_pick_ok(const oak_seat *p, const subst *x, int k) {
    return !(x->mask >> k & 1) && p->ing[k] > x->req[k] + x->sub[k];
}
/* Whether one more required ingredient of kind k may be replaced by two others. */
static int subst_replace_ok(const oak_seat *p, const subst *x, int k) {
    if (x->owed > 0 || x->req[k] <= 0) return 0;
    int spare = 0;
    for (int j = 0; j < OAK_ING; j++)
        if (j != k && !(x->mask >> j & 1)) spare += p->ing[j] - x->req[j] - x->sub[j];
    return spare >= 2;
}
static int subst_more(const oak_seat *p, const subst *x) {
    for (int k = 0; k < OAK_ING; k++)
        if (subst_replace_ok(p, x, k)) return 1;
    return 0;
}

static int ch_brew(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    const nm_data *d = ctx->data;
    if (s->vm.scratch[0] == 1) {
        for (int k = 0; k < OAK_ING; k++)
            if (s->vm.scratch[2] >> k & 1) push(out, 200 + k, 0, 0);
        return out->count;
    }
    if (s->vm.scratch[0] == 2) { /* Fear Dearg: pick a substitute, or replace one more, or brew */
        const oak_seat *p = &s->seat[ctx->seat];
        subst x = subst_read(s);
        for (int k = 0; k < OAK_ING && x.owed > 0; k++)
            if (subst_pick_ok(p, &x, k)) push(out, 300 + k, 0, 0);
        if (x.owed > 0) return out->count;
        for (int k = 0; k < OAK_ING; k++)
            if (subst_replace_ok(p, &x, k)) push(out, 400 + k, 0, 0);
        push(out, 500, 0, 0);
        return out->count;
    }
    int npot = oak_kind(d, OAK_K_POTIONS)->count, disc = brew_discount(ctx, in);
    int8_t pay[OAK_ING];
    int cand[5], nc = 0;
    for (int i = 0; i < 3; i++)
        if (s->potion_row[i] >= 0) cand[nc++] = s->potion_row[i];
    if (s->seat[ctx->seat].private_potion >= 0) cand[nc++] = s->seat[ctx->seat].private_potion;
    for (int c = 0; c < nc; c++) {
        if (!potion_allowed(d, s, ctx->seat, cand[c])) continue;
        int vars[36], nv = oak_potion_variants(d, cand[c], disc, vars);
        for (int i = 0; i < nv; i++)
            if (oak_potion_cost(d, s, ctx->seat, cand[c], disc, vars[i], pay) == 0) push(out, cand[c], vars[i], 0);
    }
    int nk = 0;
    const int32_t *kinds = oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
    for (int m = 1; m < 32; m++) {
        int bits = __builtin_popcount((unsigned)m), ok = 0;
        for (int i = 0; i < nk; i++) ok |= kinds[i] == bits;
        if (ok && oak_potion_cost(d, s, ctx->seat, npot, 0, m, pay) == 0) push(out, npot, m, 0);
    }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
/* After paying: the Dark Woods VP, or the potion's effect. */
static nm_op_result brew_finish(nm_vm_ctx *ctx, int p, int v) {
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    oak_seat *ps = &s->seat[ctx->seat];
    s->vm.scratch[0] = s->vm.scratch[1] = s->vm.scratch[2] = s->vm.scratch[3] = 0;
    if (p == oak_kind(d, OAK_K_POTIONS)->count) {
        ps->brewed[OAK_MAX_POTIONS]++;
        int nv = 0, nk = 0, bits = __builtin_popcount((unsigned)v);
        const int32_t *kinds = oak_rule_ints(d, OAK_R_DW_KINDS, &nk);
        const int32_t *vps = oak_rule_ints(d, OAK_R_DW_VP, &nv);
        for (int i = 0; i < nk && i < nv; i++)
            if (kinds[i] == bits) oak_gain_vp(s, ctx->seat, vps[i], OAK_VP_POTIONS);
        return NM_OP_DONE;
    }
    ps->brewed[p]++;
    return oak_push(ctx, oak_kind(d, OAK_K_POTIONS)->items[p].effect, ctx->seat, p) ? NM_OP_FAIL
                                                                                  : NM_OP_DONE;
}

/* brew: scratch[0] = 1 while Clurichaun's refund is chosen (scratch[1] potion, scratch[2]
 * kinds paid as bits, scratch[3] variant). */
static nm_op_result op_brew(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    if (!ctx->answer) {
        s->vm.scratch[0] = 0;
        return NM_OP_SUSPEND;
    }
    oak_seat *ps = &s->seat[ctx->seat];
    if (s->vm.scratch[0] == 1) {
        int k = ans(ctx, 0) - 200;
        if (k < 0 || k >= OAK_ING || !(s->vm.scratch[2] >> k & 1) || s->bag[k] <= 0) return NM_OP_FAIL;
        s->bag[k]--;
        ps->ing[k]++;
        return brew_finish(ctx, s->vm.scratch[1], s->vm.scratch[3]);
    }
    int8_t pay[OAK_ING];
    int p, v;
    if (s->vm.scratch[0] == 2) { /* Fear Dearg: a substitute, a replacement, or done */
        subst x = subst_read(s);
        int a = ans(ctx, 0), k = a % 100;
        if (x.p >= oak_kind(d, OAK_K_POTIONS)->count) return NM_OP_FAIL; /* a state read from a file */
        if (a >= 300 && a < 300 + OAK_ING && x.owed > 0 && subst_pick_ok(ps, &x, k)) {
            x.sub[k]++;
            x.owed--;
        } else if (a >= 400 && a < 400 + OAK_ING && subst_replace_ok(ps, &x, k)) {
            x.req[k]--;
            x.mask |= 1 << k;
            x.owed = 2;
        } else if (a != 500 || x.owed > 0) {
            return NM_OP_FAIL;
        }
        subst_write(s, &x);
        if (a != 500 && (x.owed > 0 || subst_more(ps, &x))) return NM_OP_SUSPEND;
        for (int i = 0; i < OAK_ING; i++) {
            pay[i] = (int8_t)(x.req[i] + x.sub[i]);
            if (pay[i] > ps->ing[i]) return NM_OP_FAIL; /* a state read from a file */
        }
        p = x.p;
        v = x.v;
    } else {
        p = ans(ctx, 0);
        v = ans(ctx, 1);
        int npot = oak_kind(d, OAK_K_POTIONS)->count;
        if (p < 0) return NM_OP_DONE;
        if (p > npot || oak_potion_cost(d, s, ctx->seat, p, p == npot ? 0 : brew_discount(ctx, in), v,
                                        pay) != 0)
            return NM_OP_FAIL;
        if (p < npot && oak_has_mod(d, s, ctx->seat, OAK_M_POTION_SUBSTITUTE)) {
            /* the recipe without substitutes: each missing ingredient must be replaced by two
             * the player picks one by one; held ones may be */
            subst x = {p, v, 0, 0, {0}, {0}};
            for (int i = 0; i < OAK_ING; i++) {
                int need = oak_potion_need(d, p, brew_discount(ctx, in), v, i);
                if (need > ps->ing[i]) x.owed += 2 * (need - ps->ing[i]);
                x.req[i] = (int8_t)(need > ps->ing[i] ? ps->ing[i] : need);
            }
            if (x.owed > 0 || subst_more(ps, &x)) {
                subst_write(s, &x);
                return NM_OP_SUSPEND;
            }
        }
    }
    int paid = 0;
    for (int k = 0; k < OAK_ING; k++) {
        ps->ing[k] = (int8_t)(ps->ing[k] - pay[k]);
        s->bag[k] = (int8_t)(s->bag[k] + pay[k]);
        if (pay[k] > 0) paid |= 1 << k;
    }
    if (paid && oak_mod_sum(d, s, ctx->seat, OAK_M_POTION_REFUND, OAK_MP_N, -1) > 0) {
        /* Clurichaun: the player takes back one of the ingredients used */
        s->vm.scratch[0] = 1;
        s->vm.scratch[1] = p;
        s->vm.scratch[2] = paid;
        s->vm.scratch[3] = v;
        return NM_OP_SUSPEND;
    }
    return brew_finish(ctx, p, v);
}
static void lb_brew(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                    size_t n) {
    (void)in;
    const nm_data *d = ctx->data;
    int p = a->p[0], v = a->p[1], npot = oak_kind(d, OAK_K_POTIONS)->count;
    if (p == 500) {
        snprintf(b, n, "brew with these ingredients");
    } else if (p >= 400) {
        snprintf(b, n, "replace 1 %s with 2 others", ing_en[(p - 400) % OAK_ING]);
    } else if (p >= 300) {
        snprintf(b, n, "substitute %s", ing_en[(p - 300) % OAK_ING]);
    } else if (p >= 200) {
        snprintf(b, n, "take back %s", ing_en[(p - 200) % OAK_ING]);
    } else if (p < 0) {
        snprintf(b, n, "brew nothing");
    } else if (p == npot) {
        char kinds[80] = "";
        for (int k = 0; k < OAK_ING; k++)
            if (v >> k & 1) {
                strcat(kinds, kinds[0] ? "+" : "");
                strcat(kinds, ing_en[k]);
            }
        snprintf(b, n, "brew Dark Woods with %s", kinds);
    } else {
        char other[40] = "", drop[40] = "";
        if (v % 6 < OAK_ING) snprintf(other, sizeof other, " (other: %s)", ing_en[v % 6]);
        if (v / 6 < OAK_ING) snprintf(drop, sizeof drop, " without one %s", ing_en[v / 6]);
        snprintf(b, n, "brew %s%s%s", oak_kind(d, OAK_K_POTIONS)->items[p].name[0], other, drop);
    }
}

static nm_op_result op_draw_ing(nm_vm_ctx *ctx, const nm_instr *in) {
    for (int i = 0; i < in->arg[OAK_N]; i++) oak_draw_ingredient(st(ctx), ctx->seat);
    if (ctx->seat == oak_bot(st(ctx))) oak_check_bot_climb(ctx->data, st(ctx), ctx);
    return NM_OP_DONE;
}

static int ch_pick_ing(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    for (int k = 0; k < OAK_ING; k++)
        if (cst(ctx)->bag[k] > 0) push(out, k, 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_pick_ing(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int k = ans(ctx, 0);
    if (k < 0) return NM_OP_DONE;
    if (k >= OAK_ING || s->bag[k] <= 0) return NM_OP_FAIL;
    s->bag[k]--;
    s->seat[ctx->seat].ing[k]++;
    return NM_OP_DONE;
}
static void lb_ing(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b, size_t n) {
    (void)ctx;
    (void)in;
    if (a->p[0] < 0 || a->p[0] >= OAK_ING) snprintf(b, n, "take no ingredient");
    else snprintf(b, n, "take %s", ing_en[a->p[0]]);
}

static int ch_take_forest(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    int seen[OAK_ING] = {0};
    for (int i = 0; i < OAK_FOREST; i++) {
        int k = cst(ctx)->forest[i];
        if (k >= 0 && !seen[k]) {
            seen[k] = 1;
            push(out, k, 0, 0);
        }
    }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_take_forest(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int k = ans(ctx, 0);
    if (k < 0) return NM_OP_DONE;
    for (int i = 0; i < OAK_FOREST; i++)
        if (s->forest[i] == k) {
            s->forest[i] = -1;
            s->seat[ctx->seat].ing[k]++;
            return NM_OP_DONE;
        }
    return NM_OP_FAIL;
}

/* ---- assembly cards ---- */

static int ch_add_advanced(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const nm_kind_data *ak = oak_kind(ctx->data, OAK_K_ASSEMBLY);
    for (int c = 0; c < ak->count; c++)
        if (!ak->items[c].field[OAK_A_STARTING] && ak->items[c].field[OAK_A_TEMPLE] != OAK_T_HEART &&
            cst(ctx)->seat[ctx->seat].card[c] == 0)
            push(out, c, 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_add_advanced(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    if (!ctx->answer) return NM_OP_SUSPEND;
    int c = ans(ctx, 0);
    if (c < 0) return NM_OP_DONE;
    if (c >= oak_kind(ctx->data, OAK_K_ASSEMBLY)->count || st(ctx)->seat[ctx->seat].card[c] != 0)
        return NM_OP_FAIL;
    st(ctx)->seat[ctx->seat].card[c] = 1;
    return NM_OP_DONE;
}
static void lb_card(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b, size_t n) {
    (void)in;
    if (a->p[0] < 0) snprintf(b, n, "add no card");
    else snprintf(b, n, "add %s", oak_kind(ctx->data, OAK_K_ASSEMBLY)->items[a->p[0]].name[0]);
}

static nm_op_result op_add_heart(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    const nm_kind_data *ak = oak_kind(ctx->data, OAK_K_ASSEMBLY);
    for (int c = 0; c < ak->count; c++)
        if (ak->items[c].field[OAK_A_TEMPLE] == OAK_T_HEART && st(ctx)->seat[ctx->seat].card[c] == 0)
            st(ctx)->seat[ctx->seat].card[c] = 1;
    return NM_OP_DONE;
}

static int ch_replay(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    int card, slot;
    for (int i = 0;; i++) {
        int r = oak_replay_options(ctx->data, cst(ctx), ctx->seat, i, &card, &slot);
        if (r < 0) break;
        if (r > 0) push(out, card, slot, i);
    }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_replay(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    if (!ctx->answer) return NM_OP_SUSPEND;
    int card, slot;
    if (ans(ctx, 0) < 0) return NM_OP_DONE;
    if (oak_replay_options(d, s, ctx->seat, ans(ctx, 2), &card, &slot) <= 0 || card != ans(ctx, 0))
        return NM_OP_FAIL;
    if (slot < 3)
        return oak_push(ctx, oak_field(d, OAK_K_ASSEMBLY, card, OAK_A_ACT1 + 3 * slot), ctx->seat,
                        card) ? NM_OP_FAIL : NM_OP_DONE;
    /* the Oak action: climb the card's branch (slot 3 + target index + 2 * branch) */
    int k = slot - 3, b = k / 2, t = k % 2;
    int8_t tg[2], dr;
    int nt = oak_climb_targets(d, s, ctx->seat, b, 0, tg, &dr);
    if (t >= nt) return NM_OP_FAIL;
    oak_climb_step(d, s, ctx, ctx->seat, dr, tg[t], 1);
    return NM_OP_DONE;
}
static void lb_replay(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                      size_t n) {
    (void)in;
    if (a->p[0] < 0) {
        snprintf(b, n, "replay nothing");
        return;
    }
    const char *name = oak_kind(ctx->data, OAK_K_ASSEMBLY)->items[a->p[0]].name[0];
    if (a->p[1] < 3) {
        snprintf(b, n, "replay %s, %d-stone action", name, a->p[1] + 1);
    } else {
        int k = a->p[1] - 3;
        int8_t tg[2], dr;
        oak_climb_targets(ctx->data, cst(ctx), ctx->seat, k / 2, 0, tg, &dr);
        char sp[48];
        lb_space(ctx->data, tg[k % 2], sp, sizeof sp);
        snprintf(b, n, "replay %s, Oak action to %s", name, sp);
    }
}

/* ---- artifacts ---- */

static int ch_recharge(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_seat *p = &cst(ctx)->seat[ctx->seat];
    for (int i = 0; i < OAK_ART_SLOTS; i++)
        if (p->art[i] >= 0 && p->art_pos[i] > 0 && !(cst(ctx)->vm.scratch[1] >> i & 1))
            push(out, i, 0, 0);
    push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_recharge(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (!ctx->answer) {
        s->vm.scratch[0] = s->vm.scratch[1] = 0;
        return NM_OP_SUSPEND;
    }
    int i = ans(ctx, 0);
    if (i >= 0) {
        oak_seat *p = &s->seat[ctx->seat];
        if (i >= OAK_ART_SLOTS || p->art[i] < 0) return NM_OP_FAIL;
        int v = p->art_pos[i] - in->arg[OAK_RECHARGE_TURNS];
        p->art_pos[i] = (int8_t)(v < 0 ? 0 : v);
        s->vm.scratch[1] |= 1 << i;
        if (++s->vm.scratch[0] < in->arg[OAK_RECHARGE_ARTIFACTS]) return NM_OP_SUSPEND;
    }
    s->vm.scratch[0] = s->vm.scratch[1] = 0;
    return NM_OP_DONE;
}
static void lb_recharge(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                        size_t n) {
    (void)in;
    int i = a->p[0];
    if (i < 0) snprintf(b, n, "recharge no more");
    else
        snprintf(b, n, "recharge %s",
                 oak_kind(ctx->data, OAK_K_ARTIFACTS)->items[cst(ctx)->seat[ctx->seat].art[i]].name[0]);
}

static int ch_artifact_power(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_state *s = cst(ctx);
    int seen[OAK_MAX_ARTIFACTS] = {0};
    for (int p = 0; p < s->seats; p++)
        for (int i = 0; i < OAK_ART_SLOTS; i++) {
            int a = s->seat[p].art[i];
            if (a < 0 || seen[a]) continue;
            seen[a] = 1;
            if (oak_effect_possible(ctx->data, s, ctx->seat, oak_kind(ctx->data, OAK_K_ARTIFACTS)->items[a].effect))
                push(out, a, 0, 0);
        }
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_artifact_power(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int a = ans(ctx, 0);
    if (a < 0) return NM_OP_DONE;
    if (a >= oak_kind(ctx->data, OAK_K_ARTIFACTS)->count) return NM_OP_FAIL;
    if (oak_push(ctx, oak_kind(ctx->data, OAK_K_ARTIFACTS)->items[a].effect, ctx->seat, a))
        return NM_OP_FAIL;
    oak_fire(ctx->data, s, ctx, ctx->seat, OAK_TR_USE_ARTIFACT);
    return NM_OP_DONE;
}
static void lb_artifact(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                        size_t n) {
    (void)in;
    if (a->p[0] < 0) snprintf(b, n, "use no artifact");
    else snprintf(b, n, "use %s", oak_kind(ctx->data, OAK_K_ARTIFACTS)->items[a->p[0]].name[0]);
}

/* ---- from the deck / pile / box ---- */

static void shuffle8(nm_rng *rng, int8_t *v, int n) {
    for (int i = n - 1; i > 0; i--) {
        int r = (int)nm_rng_below(rng, (uint32_t)(i + 1));
        int8_t t = v[i];
        v[i] = v[r];
        v[r] = t;
    }
}
static int ch_creature_deck(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const oak_state *s = cst(ctx);
    if (!oak_creature_free(ctx->data, s, ctx->seat)) raise_choices(ctx->data, s, ctx->seat, 1, out);
    else
        for (int i = 0; i < s->deck_count; i++)
            if (creature_ok(ctx->data, s, ctx->seat, s->deck[i])) push(out, s->deck[i], 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_creature_deck(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int c = ans(ctx, 0);
    if (c >= 100) return do_raise(ctx->data, s, ctx->seat, 1, ans(ctx, 1)) < 0 ? NM_OP_FAIL : NM_OP_SUSPEND;
    if (c < 0) return NM_OP_DONE;
    int at = -1;
    for (int i = 0; i < s->deck_count; i++)
        if (s->deck[i] == c) at = i;
    if (at < 0 || !oak_creature_free(ctx->data, s, ctx->seat)) return NM_OP_FAIL;
    memmove(s->deck + at, s->deck + at + 1, (size_t)(s->deck_count - at - 1));
    s->deck[--s->deck_count] = 0;
    shuffle8(&s->h.rng, s->deck, s->deck_count);
    s->h.reveals++;
    oak_take_creature_card(ctx->data, s, ctx, ctx->seat, c);
    return NM_OP_DONE;
}
static void lb_creature_deck(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                             size_t n) {
    (void)in;
    if (a->p[0] >= 100) lb_raise(ctx->data, cst(ctx), ctx->seat, a, b, n);
    else if (a->p[0] < 0) snprintf(b, n, "take no creature");
    else snprintf(b, n, "take %s", oak_kind(ctx->data, OAK_K_CREATURES)->items[a->p[0]].name[0]);
}

static int ch_artifact_pile(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    int room = oak_art_free_slot(s, ctx->seat) >= 0 || (in->arg[OAK_EXT_EXTENSION] && !s->seat[ctx->seat].art_ext);
    if (room)
        for (int i = 0; i < s->apile_count; i++) push(out, s->apile[i], 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_artifact_pile(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    if (in->arg[OAK_EXT_EXTENSION]) s->seat[ctx->seat].art_ext = 1; /* the extension comes with the first brew */
    int a = ans(ctx, 0);
    if (a < 0) return NM_OP_DONE;
    int at = -1;
    for (int i = 0; i < s->apile_count; i++)
        if (s->apile[i] == a) at = i;
    if (at < 0 || oak_art_free_slot(s, ctx->seat) < 0) return NM_OP_FAIL;
    memmove(s->apile + at, s->apile + at + 1, (size_t)(s->apile_count - at - 1));
    s->apile[--s->apile_count] = 0;
    shuffle8(&s->h.rng, s->apile, s->apile_count);
    s->h.reveals++;
    oak_place_artifact(ctx->data, s, ctx->seat, a);
    return NM_OP_DONE;
}

static int ch_box_potion(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    for (int i = 0; i < cst(ctx)->box_count; i++) push(out, cst(ctx)->box[i], 0, 0);
    if (out->count == 0) push(out, -1, 0, 0);
    return out->count;
}
static nm_op_result op_box_potion(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (!ctx->answer) return NM_OP_SUSPEND;
    int p = ans(ctx, 0);
    if (p < 0) return NM_OP_DONE;
    int at = -1;
    for (int i = 0; i < s->box_count; i++)
        if (s->box[i] == p) at = i;
    if (at < 0 || s->seat[ctx->seat].private_potion >= 0) return NM_OP_FAIL;
    memmove(s->box + at, s->box + at + 1, (size_t)(s->box_count - at - 1));
    s->box[--s->box_count] = 0;
    s->seat[ctx->seat].private_potion = (int8_t)p;
    return NM_OP_DONE;
}
static void lb_potion(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *b,
                      size_t n) {
    (void)in;
    if (a->p[0] < 0) snprintf(b, n, "take no potion");
    else snprintf(b, n, "keep %s", oak_kind(ctx->data, OAK_K_POTIONS)->items[a->p[0]].name[0]);
}

static nm_op_result op_festival_self(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_festival(ctx->data, st(ctx), ctx, ctx->seat);
    return NM_OP_DONE;
}

/* ---- Broichan ---- */

static nm_op_result op_bot_take(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    const nm_data *d = ctx->data;
    int best = -1;
    for (int i = 0; i < OAK_ROW; i++) {
        int c = in->arg[OAK_BOT_TAKE_WHAT] == 0 ? s->row[i] : s->arow[i];
        if (c < 0) continue;
        int kind = in->arg[OAK_BOT_TAKE_WHAT] == 0 ? OAK_K_CREATURES : OAK_K_ARTIFACTS;
        int num = oak_field(d, kind, c, 0); /* number is the first field of both kinds */
        int bn = best < 0 ? -1 : oak_field(d, kind, in->arg[OAK_BOT_TAKE_WHAT] == 0 ? s->row[best] : s->arow[best], 0);
        if (num > bn) best = i;
    }
    if (best < 0) return NM_OP_DONE;
    if (in->arg[OAK_BOT_TAKE_WHAT] == 0) {
        oak_take_creature_card(d, s, ctx, ctx->seat, s->row[best]);
        s->row[best] = -1;
    } else {
        oak_place_artifact(d, s, ctx->seat, s->arow[best]);
        s->arow[best] = -1;
    }
    oak_refill_rows(s);
    return NM_OP_DONE;
}

static nm_op_result op_bot_brew(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    int8_t pay[OAK_ING];
    int vp = oak_dark_woods_best(ctx->data, s, ctx->seat, pay);
    if (vp > 0) {
        for (int k = 0; k < OAK_ING; k++) {
            s->seat[ctx->seat].ing[k] = (int8_t)(s->seat[ctx->seat].ing[k] - pay[k]);
            s->bag[k] = (int8_t)(s->bag[k] + pay[k]);
        }
        s->seat[ctx->seat].brewed[OAK_MAX_POTIONS]++;
        oak_gain_vp(s, ctx->seat, vp, OAK_VP_POTIONS);
        return NM_OP_DONE;
    }
    for (int i = 0; i < in->arg[OAK_N]; i++) oak_draw_ingredient(s, ctx->seat);
    oak_check_bot_climb(ctx->data, s, ctx);
    return NM_OP_DONE;
}

static nm_op_result op_bot_sanctuary(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    oak_state *s = st(ctx);
    if (s->sanct_pile <= 0) return NM_OP_DONE;
    const nm_component *sc = &oak_kind(ctx->data, OAK_K_SANCT)->items[0];
    s->sanct_pile--;
    /* first one on its 2-VP side, then 4, 2, 4... each covering the previous */
    oak_gain_vp(s, ctx->seat, s->seat[ctx->seat].bot_sanct % 2 == 0 ? sc->field[OAK_SA_ELDER_VP]
                                                                    : sc->field[OAK_SA_ORD_VP],
                OAK_VP_SANCTUARIES);
    s->seat[ctx->seat].bot_sanct++;
    return NM_OP_DONE;
}

/* ---- choose: the core op, and what a temple action still owes for a costlier option ---- */

/* The options offered: all of them (the core op), or, while the temple action that started
 * with this choose owes more for some options (pend.choose_on: Fear Gorta's discount on the
 * Heart's "a Creature or a Potion"), those it can pay for and carry out afterwards. */
static int ch_choose(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const oak_state *s = cst(ctx);
    if (!s->pend.choose_on) return nm_core_op_choose.choices(ctx, in, out);
    int k = 0, res = s->pend.choose_res % 3, have = s->seat[ctx->seat].res[res];
    const int32_t *opts = nm_data_ints(ctx->data, in->arg[OAK_CHOOSE_OPTIONS], &k);
    for (int o = 0; o < k && o < OAK_CHOOSE_MAX; o++) {
        int x = s->pend.choose_extra[o];
        if (x == 0 || (have >= x && oak_effect_possible_paying(ctx->data, s, ctx->seat, opts[o], -1, res, x)))
            push(out, o, 0, 0);
    }
    return out->count;
}
static nm_op_result op_choose(nm_vm_ctx *ctx, const nm_instr *in) {
    oak_state *s = st(ctx);
    if (ctx->answer && s->pend.choose_on) {
        int k = 0, o = ans(ctx, 0), res = s->pend.choose_res % 3;
        (void)nm_data_ints(ctx->data, in->arg[OAK_CHOOSE_OPTIONS], &k);
        if (o < 0 || o >= k || o >= OAK_CHOOSE_MAX || s->seat[ctx->seat].res[res] < s->pend.choose_extra[o]) {
            snprintf(ctx->error, sizeof ctx->error, "choose: option %d cannot be paid", o + 1);
            return NM_OP_FAIL;
        }
        s->seat[ctx->seat].res[res] = (int8_t)(s->seat[ctx->seat].res[res] - s->pend.choose_extra[o]);
        s->pend.choose_on = 0;
        memset(s->pend.choose_extra, 0, sizeof s->pend.choose_extra);
    }
    return nm_core_op_choose.run(ctx, in);
}

const nm_op_def oak_choose_op = {
    .name = "choose",
    .params = NULL, /* the core op's, copied in oak_game() */
    .run = op_choose,
    .choices = ch_choose,
    .doc = "The seat chooses one of several effect lists (a costlier option of a temple action "
           "pays its extra when chosen).",
};

/* ---- schemas: each op's parameters by name (oak.h's enums), its rules text ---- */

/* The words of the names, for rules text. */
static const char *const res_vp_en[] = {"feathers", "mistletoe", "runes", "VP"};
static const char *const res_vp_fr[] = {"plumes", "gui", "runes", "PV"};
static const char *const res3_of_en[] = {"feathers", "mistletoe", "runes"};
static const char *const res3_of_fr[] = {"des plumes", "du gui", "des runes"};
static const char *const branch_on_en[] = {"on the Feather branch", "on the Mistletoe branch", "on the Rune branch",
                                        "on a branch of your choice"};
static const char *const branch_on_fr[] = {"sur la branche Plume", "sur la branche Gui", "sur la branche Rune",
                                        "sur une branche de votre choix"};
static const char *const temple_en[] = {"Feather", "Mistletoe", "Rune"};
static const char *const temple_fr[] = {"du temple de la Plume", "du temple du Gui", "du temple de la Rune"};
static const char *const disc_en[] = {"temple actions", "actions that take a Creature", "Menhirs",
                                      "card-limit raises"};
static const char *const disc_fr[] = {"les actions de temple", "les actions qui prennent une Créature",
                                      "les Menhirs", "les hausses de limite de cartes"};
static const char *const what_en[] = {"Creature", "Artifact"};
static const char *const what_fr[] = {"Créature", "Artefact"};

#define INT_P(NAME, LO, HI, REQ, DEF, DOC) \
    {.name = NAME, .type = NM_P_INT, .min = LO, .max = HI, .required = REQ, .def = DEF, .doc = DOC}
#define BOOL_P(NAME, DOC) {.name = NAME, .type = NM_P_BOOL, .doc = DOC}

static const nm_param p_gain[] = {
    [OAK_GAIN_RES] = {.name = "res", .type = NM_P_ENUM, .required = 1, .names = res_vp_names,
                      .doc = "feather, mistletoe, rune or vp", .words = {res_vp_en, res_vp_fr}},
    [OAK_GAIN_N] = INT_P("n", 1, 9, 1, 0, "how many"),
};
static const nm_param p_n9[] = {[OAK_N] = INT_P("n", 1, 9, 1, 0, "how many")};
static const nm_param p_n3[] = {[OAK_N] = INT_P("n", 1, 3, 1, 0, "how many")};
static const nm_param p_free[] = {
    [OAK_TAKE_FREE] = BOOL_P("free", "only into a slot already free: no limit raise during the action")};
static const nm_param p_menhir[] = {[OAK_MENHIR_PAY_ANY] = INT_P("pay_any", 0, 9, 0, 0, "resources of any mix paid first")};
static const nm_param p_promote[] = {[OAK_PROMOTE_ANCIENT] = BOOL_P("ancient", "promote to an Ancient-only specialisation")};
static const nm_param p_climb[] = {
    [OAK_CLIMB_BRANCH] = {.name = "branch", .type = NM_P_ENUM, .required = 1, .names = branch_names,
                          .doc = "branch climbed, any: your choice", .words = {branch_on_en, branch_on_fr}},
    [OAK_CLIMB_N] = INT_P("n", 1, 2, 0, 1, "spaces climbed"),
    [OAK_CLIMB_SKIP_FIRST_VP] = BOOL_P("skip_first_vp", "the first space gives no VP"),
    [OAK_CLIMB_IGNORE_BLOCKED] = BOOL_P("ignore_blocked", "may enter a blocked final space"),
};
static const nm_param p_brew[] = {[OAK_BREW_DISCOUNT] = INT_P("discount", 0, 3, 0, 0, "ingredients fewer (at least 1 is paid)")};
static const nm_param p_exchange[] = {[OAK_EXCHANGE_BONUS] = INT_P("bonus", 0, 9, 0, 0, "extra units of the resource received")};
static const nm_param p_raise[] = {[OAK_N] = INT_P("n", 1, 2, 1, 0, "steps, on one track or split")};
static const nm_param p_recharge[] = {
    [OAK_RECHARGE_ARTIFACTS] = INT_P("artifacts", 1, 3, 1, 0, "artifacts turned back"),
    [OAK_RECHARGE_TURNS] = INT_P("turns", 1, 4, 1, 0, "notches each"),
};
static const nm_param p_ext[] = {[OAK_EXT_EXTENSION] = BOOL_P("extension", "also add the artifact extension (3 slots)")};
static const nm_param p_bot_take[] = {
    [OAK_BOT_TAKE_WHAT] = {.name = "what", .type = NM_P_ENUM, .required = 1, .names = what_names,
                           .doc = "creature or artifact", .words = {what_en, what_fr}}};

#define OP(NAME, P, RUN, CH, LB, DOC, EN, FR) {NAME, P, NP(P), RUN, CH, LB, DOC, NULL, {EN, FR}}
#define OP0(NAME, RUN, CH, LB, DOC, EN, FR) {NAME, NULL, 0, RUN, CH, LB, DOC, NULL, {EN, FR}}
/* An op whose answers have their own French words (label_lang) */
#define OPL(NAME, P, RUN, CH, LB, LBL, DOC, EN, FR) {NAME, P, NP(P), RUN, CH, LB, DOC, NULL, {EN, FR}, LBL}

const nm_op_def oak_ops_base[OAK_OP_CHOOSE] = {
    OP("gain", p_gain, op_gain, NULL, NULL, "gain n of a resource (resources stop at 9) or of VP",
       "gain {n} {res}", "gagnez {n} {res}"),
    OP("gain_choice", p_n9, op_gain_choice, ch_res3, lb_gain_choice, "gain n of one resource of your choice",
       "gain {n} of one resource of your choice", "gagnez {n} d'une ressource de votre choix"),
    OP("lose_vp", p_n9, op_lose_vp, NULL, NULL, "lose n VP (never below 0)",
       "lose {n} VP", "perdez {n} PV"),
    OP("take_creature", p_free, op_take_creature, ch_take_creature, lb_take_creature,
       "take a face-up Creature into a free slot",
       "take a face-up Creature{?free: into a slot already free}", "prenez une Créature visible{?free: dans un emplacement déjà libre}"),
    OP0("take_artifact", op_take_artifact, ch_take_artifact, lb_take_artifact,
        "take a face-up Artifact into a free slot (4 VP)", "take a face-up Artifact (4 VP)",
        "prenez un Artefact visible (4 PV)"),
    OP0("take_sanctuary", op_take_sanctuary, ch_take_sanctuary, lb_take_sanctuary,
        "take a Sanctuary, choosing its side", "take a Sanctuary, on the side of your choice",
        "prenez un Sanctuaire, du côté de votre choix"),
    OP("erect_menhir", p_menhir, op_erect_menhir, ch_menhir, lb_menhir,
       "pay pay_any resources, then take a Menhir (6 VP)",
       "{?pay_any:pay {pay_any} resources of any kind, then }erect a Menhir (6 VP)",
       "{?pay_any:payez {pay_any} ressources au choix, puis }érigez un Menhir (6 PV)"),
    OPL("promote", p_promote, op_promote, ch_promote, lb_promote, lbl_promote,
       "promote an ordinary druid to an available Elder",
       "promote an ordinary druid to {?ancient:the Ancient}{!ancient:an Elder}",
       "promouvez un druide ordinaire {?ancient:en Ancien}{!ancient:en Ancien druide spécialisé}"),
    OP("recruit", p_n3, op_recruit, ch_recruit, lb_recruit, "bring up to n druids from the roots to rest spaces",
       "recruit up to {n} druids from the roots", "recrutez jusqu'à {n} druides depuis les racines"),
    OP("climb", p_climb, op_climb, ch_climb, lb_climb, "climb the Sacred Oak",
       "climb {n} {#n:space|spaces} {branch}{?skip_first_vp: (the first gives no VP)}{?ignore_blocked: (even onto a blocked space)}",
       "montez de {n} {#n:case|cases} {branch}{?skip_first_vp: (la première ne rapporte rien)}{?ignore_blocked: (même sur une case bloquée)}"),
    OP0("climb_all", op_climb_all, ch_climb_all, lb_climb_all,
        "climb every branch once (a root druid enters empty branches)",
        "climb one space on every branch", "montez d'une case sur chaque branche"),
    OP("brew", p_brew, op_brew, ch_brew, lb_brew, "brew a Potion (or the Dark Woods)",
       "brew a Potion{?discount: with {discount} {#discount:ingredient|ingredients} fewer}",
       "préparez une Potion{?discount: avec {discount} {#discount:ingrédient|ingrédients} de moins}"),
    OP("draw_ingredients", p_n9, op_draw_ing, NULL, NULL, "draw n random ingredients from the bag",
       "draw {n} {#n:ingredient|ingredients} from the bag", "piochez {n} {#n:ingrédient|ingrédients} dans le sac"),
    OP0("pick_ingredient", op_pick_ing, ch_pick_ing, lb_ing, "take an ingredient of your choice from the bag",
        "take an ingredient of your choice from the bag", "prenez dans le sac un ingrédient de votre choix"),
    OP("exchange", p_exchange, op_exchange, ch_exchange, lb_exchange,
       "trade any amount of one resource for another (+bonus)",
       "trade any number of one resource for as many of another{?bonus:, plus {bonus}}",
       "échangez autant d'une ressource que vous voulez contre autant d'une autre{?bonus:, plus {bonus}}"),
    OP("raise_limit", p_raise, op_raise_limit, ch_raise_limit, lb_raise_limit, "move card-limit markers right for free",
       "raise your card limits by {n} {#n:step|steps}, free", "avancez vos limites de cartes de {n} {#n:cran|crans}, gratuitement"),
    OP0("add_advanced", op_add_advanced, ch_add_advanced, lb_card, "add one of your advanced Assembly cards to your hand",
        "take one of your advanced Assembly cards into your hand",
        "prenez en main une de vos cartes d'Assemblée avancées"),
    OP0("replay", op_replay, ch_replay, lb_replay, "perform again an action of a card played this round, free",
        "perform again, free, an action of a card you played this round",
        "refaites gratuitement une action d'une carte jouée ce tour-ci"),
    OP0("festival_self", op_festival_self, NULL, NULL, "hold a Festival for yourself alone",
        "hold a Festival for yourself alone", "célébrez une Fête pour vous seul"),
    OP("recharge", p_recharge, op_recharge, ch_recharge, lb_recharge, "turn your Artifacts back",
       "turn up to {artifacts} of your Artifacts back by {turns} {#turns:notch|notches}",
       "ramenez jusqu'à {artifacts} de vos Artefacts de {turns} {#turns:cran|crans}"),
    OP0("artifact_power", op_artifact_power, ch_artifact_power, lb_artifact,
        "use the power of any Artifact in play without a charge",
        "use the power of any Artifact in play, without a charge",
        "utilisez le pouvoir de n'importe quel Artefact en jeu, sans charge"),
    OP0("resource_to_max", op_res_to_max, ch_res3, lb_res_to_max, "set one resource to 9",
        "set one resource of your choice to 9", "portez une ressource de votre choix à 9"),
    OP0("creature_from_deck", op_creature_deck, ch_creature_deck, lb_creature_deck,
        "take any Creature from the deck, then shuffle it",
        "take any Creature from the deck, then shuffle it", "prenez n'importe quelle Créature de la pioche, puis mélangez-la"),
    OP("artifact_from_deck", p_ext, op_artifact_pile, ch_artifact_pile, lb_artifact,
       "take any Artifact from the pile, then shuffle it",
       "take any Artifact from the pile, then shuffle it{?extension:; you gain the third Artifact slot}",
       "prenez n'importe quel Artefact de la pile, puis mélangez-la{?extension: ; vous gagnez le troisième emplacement d'Artefact}"),
    OP0("add_heart", op_add_heart, NULL, NULL, "add your Heart of the Sacred Oak card to your hand",
        "take the Heart of the Sacred Oak card into your hand", "prenez en main la carte Cœur du Chêne Sacré"),
    OP0("take_box_potion", op_box_potion, ch_box_potion, lb_potion, "keep a Potion from the box for yourself",
        "choose a Potion from the box: it is yours alone", "choisissez une Potion dans la boîte : elle n'est qu'à vous"),
    OP0("take_forest_ingredient", op_take_forest, ch_take_forest, lb_ing,
        "take an ingredient from the forest (no druid needed)",
        "take an ingredient from the forest", "prenez un ingrédient dans la forêt"),
    OP("bot_take", p_bot_take, op_bot_take, NULL, NULL, "Broichan takes the highest-numbered face-up card",
       "Broichan takes the face-up {what} with the highest number",
       "Broichan prend la carte {what} visible au plus grand numéro"),
    OP("bot_brew", p_n9, op_bot_brew, NULL, NULL, "Broichan brews his best Dark Woods, or draws n ingredients",
       "Broichan brews his best Dark Woods potion, or else draws {n} ingredients",
       "Broichan prépare sa meilleure potion des Bois Sombres, sinon pioche {n} ingrédients"),
    OP0("bot_sanctuary", op_bot_sanctuary, NULL, NULL, "Broichan takes a Sanctuary: 2 VP and 4 VP in turn",
        "Broichan takes a Sanctuary, worth 2 VP and 4 VP in turn",
        "Broichan prend un Sanctuaire, qui vaut 2 PV et 4 PV tour à tour"),
};

static const nm_param m_n[] = {[OAK_MP_N] = INT_P("n", 1, 9, 1, 0, "amount")};
static const nm_param m_slots[] = {
    [OAK_MP_SANCTUARY] = INT_P("sanctuary", 0, 3, 1, 0, "Sanctuary/Menhir slots"),
    [OAK_MP_CREATURE] = INT_P("creature", 0, 3, 1, 0, "Creature slots"),
};
static const nm_param m_res[] = {
    [OAK_MP_RES] = {.name = "res", .type = NM_P_ENUM, .names = res3_names, .required = 1, .doc = "resource traded away",
                    .words = {res3_of_en, res3_of_fr}}};
static const nm_param m_stones[] = {[OAK_MP_STONES] = INT_P("stones", 1, 3, 1, 0, "temple space it counts as")};
static const nm_param m_extra_oak[] = {
    [OAK_MP_TEMPLE] = {.name = "temple", .type = NM_P_ENUM, .names = temple3_names, .required = 1,
                       .doc = "temple whose actions allow it", .words = {temple_en, temple_fr}},
    [OAK_MP_COST] = INT_P("cost", 0, 9, 1, 0, "extra resources of that temple"),
};
static const nm_param m_discount[] = {
    [OAK_MP_ON] = {.name = "on", .type = NM_P_ENUM, .names = disc_names, .required = 1, .doc = "temple, creature, menhir or limit",
                   .words = {disc_en, disc_fr}},
    [OAK_MP_DISC_N] = INT_P("n", 1, 9, 1, 0, "resources fewer"),
};

/* Every modifier is a general kind (permit, cost, more, counts_as) at one of Oak's hook
 * points, written {"type": kind, "hook": name, ...}; the rules read each hook where the
 * README's table says. */
#define MOD(HOOK, KIND, P, DOC, EN, FR) {HOOK, P, NP(P), NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}
#define MOD0(HOOK, KIND, DOC, EN, FR) {HOOK, NULL, 0, NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}

const nm_op_def oak_modifier_defs[OAK_M_COUNT] = {
    MOD("placement", "cost", m_n, "this Elder's action space costs n fewer",
        "placing this Elder costs {n} {#n:resource|resources} fewer", "placer cet Ancien coûte {n} {#n:ressource|ressources} de moins"),
    MOD("slots", "more", m_slots, "more card slots while owned",
        "{?sanctuary:+{sanctuary} Sanctuary {#sanctuary:slot|slots}}{?creature: +{creature} Creature {#creature:slot|slots}}",
        "{?sanctuary:+{sanctuary} {#sanctuary:emplacement|emplacements} de Sanctuaire}{?creature: +{creature} {#creature:emplacement|emplacements} de Créature}"),
    MOD("brewing", "cost", m_n, "an action this Elder brews with costs n resources fewer (not below 0)",
        "a brewing action with this Elder costs {n} {#n:resource|resources} fewer", "une action de préparation avec cet Ancien coûte {n} {#n:ressource|ressources} de moins"),
    MOD("own_rest", "more", m_n, "this Elder has a rest space of its own",
        "this Elder has {n} rest {#n:space|spaces} of its own", "cet Ancien a {n} {#n:emplacement|emplacements} de repos à lui"),
    MOD0("occupied_space", "permit", "this Elder needs no second druid on an occupied space",
         "this Elder may take an occupied space without a second druid",
         "cet Ancien peut prendre un emplacement occupé sans second druide"),
    MOD("convert", "permit", m_res, "free action: trade this resource one for one",
        "at any time, trade {res} for any other resource, one for one",
        "à tout moment, échangez {res} contre une autre ressource, un pour un"),
    MOD("temple_space", "counts_as", m_stones, "any temple space may count as this one",
        "any temple space may count as a {stones}-stone space",
        "tout emplacement de temple peut compter comme un emplacement à {stones} {#stones:pierre|pierres}"),
    MOD("extra_oak_action", "permit", m_extra_oak, "pay more to add the card's Oak action",
        "with a {temple} temple action, pay {cost} more to also take the card's Oak action",
        "avec une action {temple}, payez {cost} de plus pour faire aussi l'action du Chêne de la carte"),
    MOD("action", "cost", m_discount, "an action costs n resources fewer",
        "{on} cost {n} {#n:resource|resources} fewer", "{on} coûtent {n} {#n:ressource|ressources} de moins"),
    MOD("festival", "more", m_n, "n more of each resource gained at a Festival",
        "at a Festival, gain {n} more of each resource", "lors d'une Fête, gagnez {n} de plus de chaque ressource"),
    MOD("potion_refund", "more", m_n, "an ingredient used for a Potion comes back",
        "when you brew, {n} of the ingredients used {#n:comes|come} back", "quand vous préparez, {n} des ingrédients utilisés vous {#n:revient|reviennent}"),
    MOD0("potion_substitute", "permit", "two ingredients may replace a required one",
         "when you brew, two other ingredients may replace a required one",
         "quand vous préparez, deux autres ingrédients peuvent remplacer un ingrédient requis"),
    MOD0("ingredient_trade", "permit", "free action: 1 ingredient to the bag for 1 resource",
         "at any time, return an ingredient to the bag for one resource",
         "à tout moment, remettez un ingrédient dans le sac contre une ressource"),
    MOD("creature_draw", "more", m_n, "taking a Creature: draw n to choose from",
        "when you take a Creature, you may draw {n} from the deck to choose from",
        "quand vous prenez une Créature, vous pouvez en piocher {n} pour choisir"),
    MOD0("elder_spaces", "permit", "any druid may use Elder-only special spaces",
         "any druid may use the special spaces kept for Elders",
         "tout druide peut utiliser les actions spéciales réservées aux Anciens"),
    MOD0("elders_occupied_space", "permit", "every Elder acts as a Raven-master",
         "every Elder may take an occupied space without a second druid",
         "tout Ancien peut prendre un emplacement occupé sans second druide"),
    MOD0("gather_from_bag", "permit", "gather from the bag, discarding one from the forest",
         "you may gather from the bag instead, discarding one from the forest",
         "vous pouvez cueillir dans le sac à la place, en défaussant un ingrédient de la forêt"),
    MOD0("gather_without_druid", "permit", "gather without an inactive druid",
         "you may gather without an inactive druid", "vous pouvez cueillir sans druide inactif"),
    MOD("dusk_rest", "more", m_n, "more rest spaces at Dusk",
        "at Dusk, {n} more rest {#n:space|spaces}", "au Crépuscule, {n} {#n:emplacement|emplacements} de repos de plus"),
    MOD("discard_for_vp", "permit", m_n, "free action: discard this card for n VP",
        "at any time, discard this card for {n} VP", "à tout moment, défaussez cette carte pour {n} PV"),
    MOD0("all_rest_elder", "permit", "every rest space of the board holds an Elder",
         "every rest space may hold an Elder", "chaque emplacement de repos peut accueillir un Ancien"),
    MOD0("sanctuary_double", "permit", "each Sanctuary/Menhir slot holds two Sanctuaries",
         "each Sanctuary slot holds two Sanctuaries", "chaque emplacement de Sanctuaire en accueille deux"),
};
