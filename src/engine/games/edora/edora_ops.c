/* edora_ops.c - Edora's own ops (the actions' mechanisms the core ops cannot say: the
 * tracks, dice taken from the Evolution board, potions, the amulet, menhirs, steles, the
 * oracle, the herbs), the herbs' hook points (modifiers of the core's families), the
 * queries objective tablets and steles ask, and the components in play (active herbs). */
#include <stdio.h>
#include <string.h>
#include "edora.h"

#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))
#define TR(en, fr) (lang == 1 ? (fr) : (en))

static edora_state *st(const nm_vm_ctx *ctx) { return (edora_state *)ctx->state; }

static nm_op_result push(nm_vm_ctx *ctx, int effect) {
    if (nm_vm_push(ctx->vm, effect, ctx->seat, ctx->source) != 0) {
        snprintf(ctx->error, sizeof ctx->error, "effects nested deeper than %d", NM_VM_DEPTH);
        return NM_OP_FAIL;
    }
    return NM_OP_DONE;
}

static nm_op_result push_reward(nm_vm_ctx *ctx, int reward) {
    return push(ctx, ctx->data->kinds[ED_K_REWARDS].items[reward].effect);
}

static const char *reward_name(const nm_data *d, int r, int lang) {
    return r >= 0 && r < d->kinds[ED_K_REWARDS].count ? d->kinds[ED_K_REWARDS].items[r].name[lang] : "?";
}

/* ---- prestige ---- */
enum { PR_N };
static const nm_param p_prestige[] = {
    [PR_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 200, .required = 1, .doc = "prestige points"},
};
static nm_op_result op_prestige(nm_vm_ctx *ctx, const nm_instr *in) {
    ed_gain_pp(ctx->data, st(ctx), ctx->seat, nm_expr_eval(ctx, in->arg[PR_N]));
    return NM_OP_DONE;
}

/* ---- advance ---- */
static const char *const track_names[] = {"knowledge", "sickle", NULL};
static const char *const track_en[] = {"knowledge marker", "sickle"};
static const char *const track_fr[] = {"marqueur Savoir", "serpe"};
enum { AD_TRACK, AD_N, AD_ACTION };
static const nm_param p_advance[] = {
    [AD_TRACK] = {.name = "track", .type = NM_P_ENUM, .names = track_names, .required = 1,
                  .doc = "knowledge or sickle", .words = {track_en, track_fr}},
    [AD_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 20, .required = 1, .doc = "steps"},
    [AD_ACTION] = {.name = "as_action", .type = NM_P_BOOL, .def = 0,
                   .doc = "performed as the action (the knowledge and sickle herbs add their steps)"},
};
static nm_op_result op_advance(nm_vm_ctx *ctx, const nm_instr *in) {
    int track = in->arg[AD_TRACK], n = nm_expr_eval(ctx, in->arg[AD_N]);
    if (in->arg[AD_ACTION] && n > 0)
        n += ed_herb_active(ctx->data, st(ctx), ctx->seat,
                            track ? ED_M_SICKLE_ACTION : ED_M_KNOW_ACTION, ED_MP_N);
    ed_advance(ctx->data, st(ctx), ctx->seat, track, n);
    return NM_OP_DONE;
}

/* ---- take_dice: dice from the Evolution board, lost_die_pp for each missing ---- */
enum { TD_N };
static const nm_param p_take_dice[] = {
    [TD_N] = {.name = "n", .type = NM_P_EXPR, .min = 0, .max = 13, .required = 1, .doc = "dice taken"},
};
static int distinct_evol(const edora_seat *p, int *only) {
    int n = 0;
    for (int v = 1; v <= 6; v++)
        if (p->evol[v] > 0) n++, *only = v;
    return n;
}
static nm_op_result op_take_dice(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    edora_seat *p = &s->seat[ctx->seat];
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    int k = f->loop, n = nm_expr_eval(ctx, in->arg[TD_N]);
    if (ctx->answer) {
        if (ed_take_die(s, ctx->seat, ctx->answer->p[0]) != 0) {
            snprintf(ctx->error, sizeof ctx->error, "take_dice: no %d on the Evolution board", ctx->answer->p[0]);
            return NM_OP_FAIL;
        }
        k++;
    }
    while (k < n) {
        int only = 0, kinds = distinct_evol(p, &only);
        if (kinds == 0) {
            ed_gain_pp(ctx->data, s, ctx->seat, (n - k) * ed_rule(ctx->data, ED_R_LOST_DIE));
            break;
        }
        if (kinds > 1) {
            f->loop = (int16_t)k;
            return NM_OP_SUSPEND;
        }
        ed_take_die(s, ctx->seat, only);
        k++;
    }
    return NM_OP_DONE;
}
static int take_dice_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_seat *p = &st(ctx)->seat[ctx->seat];
    for (int v = 1; v <= 6; v++)
        if (p->evol[v] > 0) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, v, 0, 0);
    return out->count;
}

/* ---- provisions_action ---- */
enum { PV_N };
static const nm_param p_provisions[] = {
    [PV_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 30, .required = 1, .doc = "provisions"},
};
static nm_op_result op_provisions(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    int more = ed_herb_active(ctx->data, s, ctx->seat, ED_M_PROV_ACTION, ED_MP_N);
    nm_counter_add(ctx->data, s, ED_C_PROVISIONS, ctx->seat, in->arg[PV_N] + more);
    ed_gain_pp(ctx->data, s, ctx->seat, ed_herb_active(ctx->data, s, ctx->seat, ED_M_PROV_ACTION, ED_MP_PP));
    return NM_OP_DONE;
}

/* ---- mistletoe_action: mistletoe, then up to `potions` potions ---- */
enum { MI_N, MI_POTIONS };
static const nm_param p_mistletoe[] = {
    [MI_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 6, .required = 1, .doc = "mistletoe gained"},
    [MI_POTIONS] = {.name = "potions", .type = NM_P_INT, .min = 0, .max = 3, .required = 1,
                    .doc = "potions that may be brewed now"},
};
static int can_brew(const nm_vm_ctx *ctx) {
    const edora_state *s = st(ctx);
    const nm_kind_data *pk = &ctx->data->kinds[ED_K_POTIONS];
    for (int i = 0; i < pk->count; i++)
        if (s->potion[i] < 0 && pk->items[i].field[ED_PO_COST] <= s->seat[ctx->seat].mistletoe) return 1;
    return 0;
}
static nm_op_result op_mistletoe(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    if (!ctx->answer && f->loop == 0) {
        int more = ed_herb_active(ctx->data, s, ctx->seat, ED_M_MIST_ACTION, ED_MP_N);
        nm_counter_add(ctx->data, s, ED_C_MISTLETOE, ctx->seat, in->arg[MI_N] + more);
        ed_gain_pp(ctx->data, s, ctx->seat, ed_herb_active(ctx->data, s, ctx->seat, ED_M_MIST_ACTION, ED_MP_PP));
        f->loop = 1;
    }
    if (ctx->answer) {
        int pot = ctx->answer->p[0];
        if (pot < 0) return NM_OP_DONE;
        const nm_kind_data *pk = &ctx->data->kinds[ED_K_POTIONS];
        int cost = pot < pk->count ? pk->items[pot].field[ED_PO_COST] : 99;
        if (pot >= pk->count || s->potion[pot] >= 0 || cost > s->seat[ctx->seat].mistletoe) {
            snprintf(ctx->error, sizeof ctx->error, "mistletoe_action: potion %d cannot be brewed", pot);
            return NM_OP_FAIL;
        }
        nm_counter_add(ctx->data, s, ED_C_MISTLETOE, ctx->seat, -cost);
        s->potion[pot] = (int8_t)ctx->seat;
        f->loop++;
        if (push(ctx, pk->items[pot].effect) != NM_OP_DONE) return NM_OP_FAIL;
        return NM_OP_AGAIN;
    }
    if (f->loop - 1 >= in->arg[MI_POTIONS] || !can_brew(ctx)) return NM_OP_DONE;
    return NM_OP_SUSPEND;
}
static int mistletoe_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_state *s = st(ctx);
    const nm_kind_data *pk = &ctx->data->kinds[ED_K_POTIONS];
    for (int i = 0; i < pk->count; i++)
        if (s->potion[i] < 0 && pk->items[i].field[ED_PO_COST] <= s->seat[ctx->seat].mistletoe)
            nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, -1, 0, 0);
    return out->count;
}

/* ---- amulet_action: a gem of a new kind on a row; its reward times the multiplier ---- */
enum { AM_ROW, AM_MULT };
static const nm_param p_amulet[] = {
    [AM_ROW] = {.name = "row", .type = NM_P_INT, .min = 0, .max = 3, .required = 1,
                .doc = "amulet row I, II or III of the space's symbol; 0: any"},
    [AM_MULT] = {.name = "mult", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "multiplier"},
};
static int gem_placeable(const edora_state *s, int seat, int gem, int row) {
    const edora_seat *p = &s->seat[seat];
    if (s->gems[gem] <= 0) return 0;
    for (int i = 0; i < 6; i++)
        if (p->amulet[i] == gem) return 0;
    return p->amulet[2 * (row - 1)] < 0 || p->amulet[2 * (row - 1) + 1] < 0;
}
static int amulet_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    int r0 = in->arg[AM_ROW] ? in->arg[AM_ROW] : 1, r1 = in->arg[AM_ROW] ? in->arg[AM_ROW] : 3;
    for (int r = r0; r <= r1; r++)
        for (int g = 0; g < ED_STONES; g++)
            if (gem_placeable(st(ctx), ctx->seat, g, r)) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, g, r, 0);
    return out->count;
}
static nm_op_result op_amulet(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    if (!ctx->answer) {
        nm_action_list *l = NULL;
        (void)l;
        int r0 = in->arg[AM_ROW] ? in->arg[AM_ROW] : 1, r1 = in->arg[AM_ROW] ? in->arg[AM_ROW] : 3;
        for (int r = r0; r <= r1; r++)
            for (int g = 0; g < ED_STONES; g++)
                if (gem_placeable(s, ctx->seat, g, r)) return NM_OP_SUSPEND;
        return NM_OP_DONE; /* no gem fits: the action gives nothing */
    }
    int g = ctx->answer->p[0], r = ctx->answer->p[1];
    if (g < 0 || g >= ED_STONES || r < 1 || r > 3 || !gem_placeable(s, ctx->seat, g, r)) {
        snprintf(ctx->error, sizeof ctx->error, "amulet_action: gem %d does not fit row %d", g, r);
        return NM_OP_FAIL;
    }
    edora_seat *p = &s->seat[ctx->seat];
    int slot = p->amulet[2 * (r - 1)] < 0 ? 2 * (r - 1) : 2 * (r - 1) + 1;
    p->amulet[slot] = (int8_t)g;
    s->gems[g]--;
    int times = in->arg[AM_MULT] + ed_herb_active(ctx->data, s, ctx->seat, ED_M_AMULET_MULT, ED_MP_N);
    int reward = ed_field(ctx->data, ED_K_GEMS, g, ED_G_REWARD);
    for (int i = 0; i < times; i++)
        if (push_reward(ctx, reward) != NM_OP_DONE) return NM_OP_FAIL;
    return NM_OP_DONE;
}

/* ---- menhir_action ---- */
static int menhir_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_seat *p = &st(ctx)->seat[ctx->seat];
    for (int i = 0; i < ED_STONES; i++)
        if (p->menhir_at[i] < 0) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    return out->count;
}
static nm_op_result op_menhir(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    edora_state *s = st(ctx);
    edora_seat *p = &s->seat[ctx->seat];
    const nm_data *d = ctx->data;
    if (!ctx->answer) {
        for (int i = 0; i < ED_STONES; i++)
            if (p->menhir_at[i] < 0) return NM_OP_SUSPEND;
        return NM_OP_DONE; /* all six placed */
    }
    int m = ctx->answer->p[0];
    if (m < 0 || m >= ED_STONES || p->menhir_at[m] >= 0 || p->pawn < 0) {
        snprintf(ctx->error, sizeof ctx->error, "menhir_action: menhir %d cannot be placed", m);
        return NM_OP_FAIL;
    }
    p->menhir_at[m] = p->pawn;
    /* Runs in order: this menhir's reward, every placed menhir's left to right, the herb. */
    if (ed_herb_active(d, s, ctx->seat, ED_M_MENHIR_AGAIN, -1) > 0 &&
        push(ctx, ed_rule(d, ED_R_MENHIR_AGAIN)) != NM_OP_DONE)
        return NM_OP_FAIL;
    for (int i = ED_STONES - 1; i >= 0; i--)
        if (p->menhir_at[i] >= 0 && push_reward(ctx, ed_field(d, ED_K_MENHIRS, i, ED_M_REWARD)) != NM_OP_DONE)
            return NM_OP_FAIL;
    return push_reward(ctx, ed_field(d, ED_K_MENHIRS, m, ED_M_REWARD));
}

/* ---- stele_action ---- */
enum { SL_VALUE };
static const nm_param p_stele[] = {
    [SL_VALUE] = {.name = "value", .type = NM_P_INT, .min = 0, .max = 6, .def = 0,
                  .doc = "the die value it counts; 0: the die just placed"},
};
static int stele_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_seat *p = &st(ctx)->seat[ctx->seat];
    for (int i = 0; i < ED_STONES; i++)
        if (p->stele_at[i] < 0) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, 0, 0);
    return out->count;
}
static nm_op_result op_stele(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    edora_seat *p = &s->seat[ctx->seat];
    if (!ctx->answer) {
        for (int i = 0; i < ED_STONES; i++)
            if (p->stele_at[i] < 0) return NM_OP_SUSPEND;
        return NM_OP_DONE;
    }
    int k = ctx->answer->p[0];
    if (k < 0 || k >= ED_STONES || p->stele_at[k] >= 0 || p->pawn < 0) {
        snprintf(ctx->error, sizeof ctx->error, "stele_action: stele %d cannot be placed", k);
        return NM_OP_FAIL;
    }
    p->stele_at[k] = p->pawn;
    int v = in->arg[SL_VALUE] ? in->arg[SL_VALUE] : s->stele_value;
    s->stele_value = (int8_t)(v + ed_herb_active(ctx->data, s, ctx->seat, ED_M_STELE_VALUE, ED_MP_N));
    return push(ctx, ctx->data->kinds[ED_K_STELES].items[k].effect);
}

/* ---- objective_action: a face-up tablet and the two oracle stones of its side ---- */
static int objective_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_state *s = st(ctx);
    for (int i = 0; i < ED_FACE_UP; i++)
        if (s->face_up[i] >= 0) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, s->face_up[i], 0);
    return out->count;
}
static nm_op_result op_objective(nm_vm_ctx *ctx, const nm_instr *in) {
    (void)in;
    edora_state *s = st(ctx);
    edora_seat *p = &s->seat[ctx->seat];
    if (!ctx->answer) {
        for (int i = 0; i < ED_FACE_UP; i++)
            if (s->face_up[i] >= 0 && p->tablet_count < ED_HELD_TABLETS) return NM_OP_SUSPEND;
        return NM_OP_DONE;
    }
    int slot = ctx->answer->p[0];
    if (slot < 0 || slot >= ED_FACE_UP || s->face_up[slot] < 0 || p->tablet_count >= ED_HELD_TABLETS) {
        snprintf(ctx->error, sizeof ctx->error, "objective_action: no tablet in slot %d", slot);
        return NM_OP_FAIL;
    }
    p->tablets[p->tablet_count++] = s->face_up[slot];
    s->face_up[slot] = -1;
    if (s->stack_count > 0) {
        s->face_up[slot] = s->stack[--s->stack_count];
        s->stack[s->stack_count] = 0;
        s->h.reveals++;
    }
    int side = slot / 2, a = s->oracle[side], b = s->oracle[(side + 1) % 6];
    int times = 1 + ed_herb_active(ctx->data, s, ctx->seat, ED_M_ORACLE_TIMES, ED_MP_N);
    for (int t = 0; t < times; t++) /* pushed last first: a, b, a, b ... */
        if (push_reward(ctx, b) != NM_OP_DONE || push_reward(ctx, a) != NM_OP_DONE) return NM_OP_FAIL;
    return NM_OP_DONE;
}

/* ---- again: one of the rewards just gained once more (menhir and fire herbs) ---- */
static const char *const again_names[] = {"menhir", "hearth", NULL};
static const char *const again_en[] = {"menhir action", "hearth"};
static const char *const again_fr[] = {"action Menhir", "foyer"};
enum { AG_FROM };
static const nm_param p_again[] = {
    [AG_FROM] = {.name = "from", .type = NM_P_ENUM, .names = again_names, .required = 1,
                 .doc = "the menhirs placed, or the hearth just covered", .words = {again_en, again_fr}},
};
static int again_mask(const nm_vm_ctx *ctx, const nm_instr *in) {
    const edora_state *s = st(ctx);
    int mask = 0;
    if (in->arg[AG_FROM] == 0) {
        for (int i = 0; i < ED_STONES; i++)
            if (s->seat[ctx->seat].menhir_at[i] >= 0) mask |= 1 << ed_field(ctx->data, ED_K_MENHIRS, i, ED_M_REWARD);
    } else if (s->last_hearth >= 0) {
        const edora_derived *g = ed_derived(ctx->data);
        for (int i = 0; i < g->hearth_rw_n[s->last_hearth]; i++) mask |= 1 << g->hearth_rw[s->last_hearth][i];
    }
    return mask;
}
static int again_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    int mask = again_mask(ctx, in);
    for (int r = 0; r < ED_REWARDS; r++)
        if (mask & (1 << r)) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, r, 0, 0);
    return out->count;
}
static nm_op_result op_again(nm_vm_ctx *ctx, const nm_instr *in) {
    int mask = again_mask(ctx, in);
    if (!ctx->answer) return mask ? NM_OP_SUSPEND : NM_OP_DONE;
    int r = ctx->answer->p[0];
    if (r < 0 || r >= ED_REWARDS || !(mask & (1 << r))) {
        snprintf(ctx->error, sizeof ctx->error, "again: reward %d was not gained", r);
        return NM_OP_FAIL;
    }
    return push_reward(ctx, r);
}

/* ---- set_six: up to n of your placed dice become 6, each a new contest ---- */
enum { SS_N };
static const nm_param p_set_six[] = {
    [SS_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 3, .required = 1, .doc = "dice at most"},
};
static int set_six_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    (void)in;
    const edora_state *s = st(ctx);
    for (int i = 0; i < ED_SANCT; i++)
        for (int k = 0; k < ED_SLOTS; k++)
            if (s->slot_owner[i][k] == ctx->seat && s->slot_value[i][k] < 6)
                nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i * ED_SLOTS + k, 0, 0);
    nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, -1, 0, 0);
    return out->count;
}
static nm_op_result op_set_six(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_state *s = st(ctx);
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    if (ctx->answer) {
        int x = ctx->answer->p[0];
        if (x < 0) return NM_OP_DONE;
        int i = x / ED_SLOTS, k = x % ED_SLOTS;
        if (i >= ED_SANCT || s->slot_owner[i][k] != ctx->seat || s->slot_value[i][k] >= 6) {
            snprintf(ctx->error, sizeof ctx->error, "set_six: no die of yours below 6 there");
            return NM_OP_FAIL;
        }
        s->slot_value[i][k] = 6;
        ed_contest(ctx->data, s, i);
        f->loop++;
    }
    if (f->loop >= in->arg[SS_N]) return NM_OP_DONE;
    for (int i = 0; i < ED_SANCT; i++)
        for (int k = 0; k < ED_SLOTS; k++)
            if (s->slot_owner[i][k] == ctx->seat && s->slot_value[i][k] < 6) return NM_OP_SUSPEND;
    return NM_OP_DONE;
}

/* ---- activate_herb: herbs of the large board, or inactive ones, made active ---- */
static const char *const herb_from_names[] = {"board", "inactive", NULL};
static const char *const herb_from_en[] = {"of your large board", "of your inactive ones"};
static const char *const herb_from_fr[] = {"de votre grand plateau", "parmi vos herbes inactives"};
enum { AH_N, AH_FROM };
static const nm_param p_activate[] = {
    [AH_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 3, .required = 1, .doc = "herbs"},
    [AH_FROM] = {.name = "from", .type = NM_P_ENUM, .names = herb_from_names, .def = 0,
                 .doc = "board: still on the large board; inactive: face down on the small board",
                 .words = {herb_from_en, herb_from_fr}},
};
static int herb_source(const nm_instr *in) { return in->arg[AH_FROM] ? ED_HERB_INACTIVE : ED_HERB_BOARD; }
static int activate_choices(const nm_vm_ctx *ctx, const nm_instr *in, nm_action_list *out) {
    const edora_seat *p = &st(ctx)->seat[ctx->seat];
    for (int i = 0; i < ED_HERBS; i++)
        if (p->herb[i] == herb_source(in)) nm_actions_push(out, NM_ACTION_VM_CHOICE, 0, i, p->herb_at[i], 0);
    return out->count;
}
static nm_op_result op_activate(nm_vm_ctx *ctx, const nm_instr *in) {
    edora_seat *p = &st(ctx)->seat[ctx->seat];
    nm_vm_frame *f = nm_vm_top(ctx->vm);
    int from = herb_source(in), any = 0;
    if (ctx->answer) {
        int c = ctx->answer->p[0];
        if (c < 0 || c >= ED_HERBS || p->herb[c] != from) {
            snprintf(ctx->error, sizeof ctx->error, "activate_herb: circle %d holds no such herb", c);
            return NM_OP_FAIL;
        }
        p->herb[c] = ED_HERB_ACTIVE;
        f->loop++;
    }
    for (int i = 0; i < ED_HERBS; i++) any |= p->herb[i] == from;
    if (f->loop >= in->arg[AH_N] || !any) return NM_OP_DONE;
    return NM_OP_SUSPEND;
}

/* ---- labels of the choices (English stable names, and French) ---- */
static const char *herb_name(const nm_data *d, int h, int lang) {
    return h >= 0 && h < d->kinds[ED_K_HERBS].count ? d->kinds[ED_K_HERBS].items[h].name[lang] : "?";
}
static void choice_text(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang,
                        char *buf, size_t n) {
    const nm_data *d = ctx->data;
    const edora_state *s = st(ctx);
    int x = a->p[0];
    switch (in->op) {
    case ED_OP_TAKE_DICE: snprintf(buf, n, TR("take a %d from the Evolution board", "prendre un %d du plateau Évolution"), x); break;
    case ED_OP_MISTLETOE:
        if (x < 0) snprintf(buf, n, "%s", TR("brew no more potions", "ne plus préparer de potion"));
        else snprintf(buf, n, TR("brew %s (%d mistletoe)", "préparer %s (%d gui)"),
                      d->kinds[ED_K_POTIONS].items[x].name[lang], ed_field(d, ED_K_POTIONS, x, ED_PO_COST));
        break;
    case ED_OP_AMULET:
        snprintf(buf, n, TR("put %s on row %s (%s)", "poser %s sur la rangée %s (%s)"),
                 d->kinds[ED_K_GEMS].items[x].name[lang], a->p[1] == 1 ? "I" : a->p[1] == 2 ? "II" : "III",
                 reward_name(d, ed_field(d, ED_K_GEMS, x, ED_G_REWARD), lang));
        break;
    case ED_OP_MENHIR: snprintf(buf, n, TR("place %s", "poser %s"), d->kinds[ED_K_MENHIRS].items[x].name[lang]); break;
    case ED_OP_STELE: snprintf(buf, n, TR("place %s", "poser %s"), d->kinds[ED_K_STELES].items[x].name[lang]); break;
    case ED_OP_OBJECTIVE: {
        int side = x / 2;
        snprintf(buf, n, TR("take tablet %d, %s (oracle: %s + %s)", "prendre la tablette %d, %s (oracle : %s + %s)"),
                 x + 1, a->p[1] >= 0 && a->p[1] < d->kinds[ED_K_OBJECTIVES].count ? d->kinds[ED_K_OBJECTIVES].items[a->p[1]].name[lang] : "?",
                 reward_name(d, s->oracle[side], lang), reward_name(d, s->oracle[(side + 1) % 6], lang));
        break;
    }
    case ED_OP_AGAIN: snprintf(buf, n, TR("gain %s again", "regagner %s"), reward_name(d, x, lang)); break;
    case ED_OP_SET_SIX:
        if (x < 0) snprintf(buf, n, "%s", TR("set no more dice to 6", "ne plus mettre de dé sur 6"));
        else snprintf(buf, n, TR("set your %d on %s to 6", "mettre votre %d de %s sur 6"),
                      s->slot_value[x / ED_SLOTS][x % ED_SLOTS], d->kinds[ED_K_SANCT].items[x / ED_SLOTS].name[lang]);
        break;
    case ED_OP_ACTIVATE_HERB:
        if (in->arg[AH_FROM]) snprintf(buf, n, TR("turn %s face up", "retourner %s"), herb_name(d, a->p[1], lang));
        else snprintf(buf, n, TR("activate %s", "activer %s"), herb_name(d, a->p[1], lang));
        break;
    default: snprintf(buf, n, "choice %d", x + 1); break;
    }
}
static void choice_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf, size_t n) {
    choice_text(ctx, in, a, 0, buf, n);
}
static void choice_label_lang(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang,
                              char *buf, size_t n) {
    choice_text(ctx, in, a, lang, buf, n);
}

#define OP(NAME, P, RUN, CH, DOC, EN, FR)                                                       \
    {NAME, P, NP(P), RUN, CH, choice_label, DOC, NULL, {EN, FR}, choice_label_lang, NULL}
#define OP0(NAME, RUN, CH, DOC, EN, FR)                                                         \
    {NAME, NULL, 0, RUN, CH, choice_label, DOC, NULL, {EN, FR}, choice_label_lang, NULL}

const nm_op_def edora_ops_base[ED_GAME_OPS] = {
    [ED_OP_PRESTIGE] = OP("prestige", p_prestige, op_prestige, NULL,
        "gain prestige; exactly 3 at once counts as 5 with the prestige herb",
        "gain {n} prestige", "gagnez {n} de prestige"),
    [ED_OP_ADVANCE] = OP("advance", p_advance, op_advance, NULL,
        "move a track marker; steps past the end score 2 prestige each",
        "move your {track} {n} forward", "avancez votre {track} de {n}"),
    [ED_OP_TAKE_DICE] = OP("take_dice", p_take_dice, op_take_dice, take_dice_choices,
        "take dice of your choice from the Evolution board (2 prestige for each missing)",
        "take {n} of your dice from the Evolution board", "prenez {n} de vos dés du plateau Évolution"),
    [ED_OP_PROVISIONS] = OP("provisions_action", p_provisions, op_provisions, NULL,
        "the provisions action (the provisions herb adds)",
        "gain {n} provisions", "gagnez {n} rations"),
    [ED_OP_MISTLETOE] = OP("mistletoe_action", p_mistletoe, op_mistletoe, mistletoe_choices,
        "gain mistletoe, then brew up to `potions` potions",
        "gain {n} mistletoe, then brew up to {potions} potions", "gagnez {n} gui, puis préparez jusqu'à {potions} potions"),
    [ED_OP_AMULET] = OP("amulet_action", p_amulet, op_amulet, amulet_choices,
        "put a gem of a new kind on the amulet row; its reward times the multiplier",
        "put a gem on your amulet (row {row}) and gain its reward {mult} times",
        "posez une gemme sur votre amulette (rangée {row}) et gagnez son bonus {mult} fois"),
    [ED_OP_MENHIR] = OP0("menhir_action", op_menhir, menhir_choices,
        "place a menhir here: its reward, then every placed menhir's",
        "place a menhir here, gain its reward, then the rewards of all your placed menhirs",
        "posez un menhir ici, gagnez son bonus, puis ceux de tous vos menhirs posés"),
    [ED_OP_STELE] = OP("stele_action", p_stele, op_stele, stele_choices,
        "place a stele here; its reward depends on the die value",
        "place a stele here and gain its reward for the die value{?value: {value}}",
        "posez une stèle ici et gagnez son bonus selon la valeur du dé{?value: {value}}"),
    [ED_OP_OBJECTIVE] = OP0("objective_action", op_objective, objective_choices,
        "take a face-up objective tablet and the rewards of the two oracle stones beside it",
        "take an objective tablet and gain the two oracle rewards beside it",
        "prenez une tablette Objectif et gagnez les deux bonus de l'oracle à côté"),
    [ED_OP_AGAIN] = OP("again", p_again, op_again, again_choices,
        "gain one of the rewards just gained once more",
        "gain one reward of the {from} once more", "regagnez un bonus du {from}"),
    [ED_OP_SET_SIX] = OP("set_six", p_set_six, op_set_six, set_six_choices,
        "set up to n of your placed dice to 6, each a new contest",
        "set up to {n} of your placed dice to 6", "mettez jusqu'à {n} de vos dés posés sur 6"),
    [ED_OP_ACTIVATE_HERB] = OP("activate_herb", p_activate, op_activate, activate_choices,
        "make herbs active: still on the large board, or inactive ones turned face up",
        "activate {n} {#n:herb|herbs} {from}", "activez {n} {#n:herbe|herbes} {from}"),
};

/* ---- choose: the core's, each option named by its rules text ---- */
static void choose_text(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang, char *buf, size_t n) {
    int count = 0;
    const int32_t *opts = nm_data_ints_in(ctx->data, in->arg[NM_CHOOSE_OPTIONS], &count);
    if (a->p[0] < 0 || a->p[0] >= count) {
        snprintf(buf, n, "?");
        return;
    }
    nm_text_effect(ctx->data, opts[a->p[0]], lang, buf, n);
    size_t len = strlen(buf);
    if (len > 0 && buf[len - 1] == '.') buf[len - 1] = '\0'; /* a label, not a sentence */
    if (buf[0] >= 'A' && buf[0] <= 'Z') buf[0] = (char)(buf[0] - 'A' + 'a');
}
void edora_choose_label(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, char *buf, size_t n) {
    choose_text(ctx, in, a, 0, buf, n);
}
void edora_choose_label_lang(const nm_vm_ctx *ctx, const nm_instr *in, const nm_action *a, int lang, char *buf,
                             size_t n) {
    choose_text(ctx, in, a, lang, buf, n);
}

/* ---- the herbs' hook points ---- */
static const nm_param m_n[] = {
    [ED_MP_N] = {.name = "n", .type = NM_P_INT, .min = 1, .max = 9, .required = 1, .doc = "how many more"},
};
static const nm_param m_n_pp[] = {
    [ED_MP_N] = {.name = "n", .type = NM_P_INT, .min = 0, .max = 20, .required = 1, .doc = "how many more"},
    [ED_MP_PP] = {.name = "pp", .type = NM_P_INT, .min = 0, .max = 20, .def = 0, .doc = "prestige too"},
};
static const nm_param m_cost[] = {
    [0] = {.name = "cost", .type = NM_P_INT, .min = 0, .max = 9, .required = 1, .doc = "provisions paid"},
};
static const nm_param m_from_to[] = {
    [ED_MP_FROM] = {.name = "from", .type = NM_P_INT, .min = 1, .max = 99, .required = 1, .doc = "a gain of exactly this"},
    [ED_MP_TO] = {.name = "to", .type = NM_P_INT, .min = 1, .max = 99, .required = 1, .doc = "counts as this"},
};
#define MOD(HOOK, KIND, P, DOC, EN, FR) {HOOK, P, NP(P), NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}
#define MOD0(HOOK, KIND, DOC, EN, FR) {HOOK, NULL, 0, NULL, NULL, NULL, DOC, NULL, {EN, FR}, NULL, KIND}

const nm_op_def edora_modifier_defs[ED_M_COUNT] = {
    [ED_M_GAIN_MORE] = {0}, /* the core's, copied in by edora_game() */
    [ED_M_PROV_ACTION] = MOD("provisions_action", "more", m_n_pp, "the provisions action gives more",
        "taking provisions by the action gives {n} more and {pp} prestige",
        "prendre des rations par l'action en donne {n} de plus et {pp} de prestige"),
    [ED_M_MIST_ACTION] = MOD("mistletoe_action", "more", m_n_pp, "the mistletoe action gives more",
        "the mistletoe action gives {n} more mistletoe and {pp} prestige",
        "l'action Gui donne {n} gui de plus et {pp} de prestige"),
    [ED_M_SICKLE_ACTION] = MOD("sickle_action", "more", m_n, "the sickle action moves further",
        "the sickle action moves {n} more", "l'action Serpe avance de {n} de plus"),
    [ED_M_KNOW_ACTION] = MOD("knowledge_action", "more", m_n, "the knowledge action moves further",
        "the knowledge action moves {n} more", "l'action Savoir avance de {n} de plus"),
    [ED_M_AMULET_MULT] = MOD("amulet_multiplier", "more", m_n, "the amulet multiplier is higher",
        "the amulet action's multiplier is {n} higher", "le multiplicateur de l'action Amulette augmente de {n}"),
    [ED_M_DIE_SHIFT] = MOD("die_shift", "permit", m_n, "change a die before placing it",
        "before placing a die, change it by up to {n}", "avant de poser un dé, changez-le de {n} au plus"),
    [ED_M_MENHIR_AGAIN] = MOD0("menhir_again", "permit", "a menhir action's reward once more",
        "after a menhir action, gain one of its rewards once more", "après une action Menhir, regagnez l'un de ses bonus"),
    [ED_M_FOREST_LEAP] = MOD("forest_leap", "permit", m_cost, "leap within a clearing",
        "instead of moving, pay {cost} to go to another sanctuary of the same clearing",
        "au lieu de vous déplacer, payez {cost} pour aller sur un autre sanctuaire de la même clairière"),
    [ED_M_STELE_VALUE] = MOD("stele_value", "more", m_n, "a stele counts a higher die",
        "a stele action counts the die {n} higher", "une action Stèle compte le dé {n} plus haut"),
    [ED_M_FIRE_AGAIN] = MOD0("fire_again", "permit", "a hearth's reward once more",
        "when you cover a hearth, gain one of its rewards once more", "quand vous couvrez un foyer, regagnez l'un de ses bonus"),
    [ED_M_PRESTIGE_GAIN] = MOD("prestige_gain", "counts_as", m_from_to, "a prestige gain counts as more",
        "whenever you gain exactly {from} prestige, gain {to} instead",
        "chaque fois que vous gagnez exactement {from} de prestige, gagnez-en {to}"),
    [ED_M_ORACLE_TIMES] = MOD("oracle_times", "more", m_n, "the oracle rewards more often",
        "the objective-tablet action gives the oracle rewards {n} more time",
        "l'action Tablette Objectif donne les bonus de l'oracle {n} fois de plus"),
};

/* ---- queries ---- */
#define QUERY(NAME, IDX, EN, FR, DOC)                                                          \
    static int32_t q_##IDX(const nm_vm_ctx *ctx, const int32_t *args) {                        \
        (void)args;                                                                            \
        return ed_query(ctx->data, (const edora_state *)ctx->state, ctx->seat, IDX);           \
    }
QUERY(stele_value, 0, , , )
QUERY(menhirs_placed, 1, , , )
QUERY(start_sanctuaries, 2, , , )
QUERY(longest_line, 3, , , )
QUERY(equal_chain, 4, , , )
QUERY(dolmens, 5, , , )
QUERY(steles_placed, 6, , , )
QUERY(knowledge_steps, 7, , , )
QUERY(tablets, 8, , , )
QUERY(active_herbs, 9, , , )
QUERY(full_clearings, 10, , , )
QUERY(clearings, 11, , , )
QUERY(portal_dice, 12, , , )
QUERY(potions, 13, , , )
QUERY(contested_highest, 14, , , )
QUERY(gems, 15, , , )

#define Q(NAME, IDX, EN, FR, DOC) {NAME, NULL, 0, q_##IDX, {EN, FR}, DOC}
const nm_query_def edora_queries[] = {
    Q("stele_value", 0, "the stele's die value", "la valeur du dé de la stèle", "the value a stele action counts"),
    Q("menhirs_placed", 1, "your menhirs placed", "vos menhirs posés", "menhirs of the seat in the forest"),
    Q("start_sanctuaries", 2, "the start sanctuaries holding your dice", "les sanctuaires de départ avec vos dés", "of the 4 beside the start spaces"),
    Q("longest_line", 3, "your most dice on one straight line of sanctuaries", "vos dés les plus nombreux sur une ligne droite de sanctuaires", "rows and columns of the grid"),
    Q("equal_chain", 4, "your longest chain of equal dice along paths", "votre plus longue chaîne de dés égaux par les chemins", "sanctuaries following each other along paths"),
    Q("dolmens", 5, "your dolmens", "vos dolmens", "coloured and beige dolmens taken"),
    Q("steles_placed", 6, "your steles placed", "vos stèles posées", "steles of the seat in the forest"),
    Q("knowledge_steps", 7, "the spaces your knowledge marker advanced", "les cases avancées par votre marqueur Savoir", "from space 1"),
    Q("tablets", 8, "your objective tablets", "vos tablettes Objectif", "held, fulfilled or not"),
    Q("active_herbs", 9, "your active herbs", "vos herbes actives", "face up on the small board"),
    Q("full_clearings", 10, "the clearings whose every sanctuary holds your die", "les clairières dont chaque sanctuaire a votre dé", "clearings.json"),
    Q("clearings", 11, "the clearings holding your dice", "les clairières avec vos dés", "clearings.json"),
    Q("portal_dice", 12, "your sanctuaries in clearings with a portal", "vos sanctuaires dans des clairières à portail", "each sanctuary once"),
    Q("potions", 13, "your potions", "vos potions", "brewed by the seat"),
    Q("contested_highest", 14, "the sanctuaries where your die is highest against an opponent's", "les sanctuaires où votre dé est le plus fort face à un adversaire", "ties: the knowledge order"),
    Q("gems", 15, "the gems on your amulet", "les gemmes de votre amulette", "up to 6"),
};
const int edora_query_count = (int)(sizeof edora_queries / sizeof edora_queries[0]);

/* The seat's active herbs carry the modifiers that apply to it. */
int edora_in_play(const nm_data *d, const void *state, int seat, int16_t (*out)[2], int max) {
    (void)d;
    const edora_seat *p = &((const edora_state *)state)->seat[seat];
    int n = 0;
    for (int i = 0; i < ED_HERBS && n < max; i++)
        if (p->herb[i] == ED_HERB_ACTIVE && p->herb_at[i] >= 0) {
            out[n][0] = ED_K_HERBS;
            out[n][1] = p->herb_at[i];
            n++;
        }
    return n;
}
