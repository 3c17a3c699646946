/* oak_broichan.c - Broichan, the solo automaton (rulebook, Solo section): his card draw,
 * temple placement from the neutral druid clockwise with the fallbacks, passing and
 * gathering, and his climbing on three identical ingredients. He never decides anything
 * that asks the player. */
#include <string.h>
#define OAK_INLINE_FIELDS 1
#include "oak.h"

/* Best final space reachable from space `from` (-1: the roots) on branch b: its VP now for
 * Broichan and its distance; returns the first space to step onto, or -1. */
static int best_final(const nm_data *d, const oak_state *s, int seat, int b, int from, int depth,
                      int *vp, int *dist) {
    int nexts[2], nn = 0;
    const oak_derived *dv = d->derived;
    if (from < 0) {
        nexts[nn++] = oak_space_id(d, b, 0);
    } else if (dv && from < OAK_MAX_SPACES) { /* the spaces above, worked out at load */
        for (int i = 0; i < dv->next_count[from]; i++) nexts[nn++] = dv->next_sp[from][i];
    } else {
        int len = 0;
        const int32_t *next = nm_data_ints(d, oak_field(d, OAK_K_SPACES, from, OAK_S_NEXT), &len);
        for (int i = 0; i < len && nn < 2; i++) nexts[nn++] = oak_space_id(d, b, next[i]);
    }
    int first = -1;
    *vp = -1;
    *dist = 99;
    for (int i = 0; i < nn; i++) {
        int sp = nexts[i];
        if (sp < 0 || (s->blocked >> sp & 1u)) continue;
        /* up a stretch without forks, one space at a time, as the recursion below would:
         * cur is the space reached, at distance dd */
        int v, dd = depth + 1, cur = sp, dead = 0;
        while (dv && cur < OAK_MAX_SPACES && dv->next_count[cur] == 1 &&
               oak_field(d, OAK_K_SPACES, cur, OAK_S_FINAL) == OAK_F_NONE) {
            int up = dv->next_sp[cur][0];
            if (up < 0 || (s->blocked >> up & 1u)) {
                dead = 1; /* best_final(cur) finds nothing */
                break;
            }
            cur = up;
            dd++;
        }
        if (dead) continue;
        if (oak_field(d, OAK_K_SPACES, cur, OAK_S_FINAL) != OAK_F_NONE) {
            v = oak_final_vp(d, s, seat, cur);
        } else if (best_final(d, s, seat, b, cur, dd, &v, &dd) < 0) {
            continue;
        }
        if (v > *vp || (v == *vp && dd < *dist)) {
            *vp = v;
            *dist = dd;
            first = sp;
        }
    }
    return first;
}

static int bot_position(const oak_state *s, int seat, int b, int *druid) {
    *druid = -1;
    for (int i = 0; i < OAK_DRUIDS; i++)
        if (s->seat[seat].druid[i].loc == OAK_L_BRANCH && s->seat[seat].druid[i].a == b) {
            *druid = i;
            return s->seat[seat].druid[i].b;
        }
    return -1;
}

/* Climbs one space by Broichan's branch rule; returns 0 when he could not climb. */
static int bot_climb(const nm_data *d, oak_state *s, nm_vm_ctx *ctx, int only_branch) {
    int seat = oak_bot(s), best_b = -1, best_sp = -1, best_vp = -1, best_dist = 99;
    for (int b = 0; b < 3; b++) {
        if (only_branch >= 0 && b != only_branch) continue;
        int8_t tg[2], dr;
        if (oak_climb_targets(d, s, seat, b, 0, tg, &dr) == 0) continue;
        int who, pos = bot_position(s, seat, b, &who);
        int from = pos < 0 ? -1 : oak_space_id(d, b, pos), vp, dist;
        int sp = best_final(d, s, seat, b, from, 0, &vp, &dist);
        if (sp < 0) continue;
        if (vp > best_vp || (vp == best_vp && dist < best_dist)) {
            best_b = b;
            best_sp = sp;
            best_vp = vp;
            best_dist = dist;
        }
    }
    if (best_b < 0) {
        /* every final space blocked: the branch whose step holds a Festival, leftmost;
         * failing that, the leftmost branch he can climb */
        int nsol = 0;
        const int32_t *sol = oak_rule_ints(d, OAK_R_SOLSTICES, &nsol);
        for (int pass = 0; pass < 2 && best_b < 0; pass++)
            for (int b = 0; b < 3 && best_b < 0; b++) {
                if (only_branch >= 0 && b != only_branch) continue;
                int8_t tg[2], dr;
                int nt = oak_climb_targets(d, s, seat, b, 0, tg, &dr);
                for (int i = 0; i < nt && best_b < 0; i++) {
                    int fest = 0;
                    if (s->sun_tokens >> tg[i] & 1u)
                        for (int k = 0; k < nsol; k++) fest |= sol[k] == s->sun + 1;
                    if (fest || pass == 1) {
                        best_b = b;
                        best_sp = tg[i];
                    }
                }
            }
    }
    if (best_b < 0) return 0;
    int8_t tg[2], dr;
    oak_climb_targets(d, s, seat, best_b, 0, tg, &dr);
    oak_climb_step(d, s, ctx, seat, dr, best_sp, 1);
    return 1;
}

void oak_check_bot_climb(const nm_data *d, oak_state *s, nm_vm_ctx *ctx) {
    int seat = oak_bot(s), same = oak_rule(d, OAK_R_BOT_SAME);
    if (seat < 0) return;
    for (int guard = 0; guard < 16; guard++) {
        int k = -1;
        for (int i = 0; i < OAK_ING; i++)
            if (s->seat[seat].ing[i] >= same) k = i;
        if (k < 0) return;
        s->seat[seat].ing[k] = (int8_t)(s->seat[seat].ing[k] - same);
        s->bag[k] = (int8_t)(s->bag[k] + same);
        bot_climb(d, s, ctx, -1);
    }
}

/* Broichan gathers: no druid needed, the ingredient nearest the top-left corner first; with
 * the forest empty he is done for the Day. */
static void bot_gather(const nm_data *d, oak_state *s, nm_vm_ctx *ctx) {
    oak_seat *p = &s->seat[oak_bot(s)];
    int n = 0;
    const int32_t *order = oak_rule_ints(d, OAK_R_FOREST_ORDER, &n);
    for (int i = 0; i < n; i++) {
        int at = order[i];
        if (at >= 0 && at < OAK_FOREST && s->forest[at] >= 0) {
            p->ing[s->forest[at]]++;
            s->forest[at] = -1;
            oak_check_bot_climb(d, s, ctx);
            return;
        }
    }
    p->state = OAK_SEAT_DONE;
}

void oak_bot_turn(const nm_data *d, oak_state *s, nm_vm_ctx *ctx) {
    int seat = oak_bot(s);
    oak_seat *p = &s->seat[seat];
    if (p->state == OAK_SEAT_PASSED) {
        bot_gather(d, s, ctx);
        return;
    }
    if (s->seat[0].state != OAK_SEAT_ACTIVE) {
        /* "Si vous Passez votre Tour, Broichan Passe au prochain Tour": his Pass, like a
         * player's, is also his first gathering turn */
        p->state = OAK_SEAT_PASSED;
        bot_gather(d, s, ctx);
        return;
    }
    int root = -1;
    for (int i = 0; i < OAK_DRUIDS && root < 0; i++)
        if (p->druid[i].loc == OAK_L_ROOTS) root = i;
    if (root < 0) return; /* "il passe son Tour (ne piochez pas de carte)": he skips this turn only */
    if (s->bot_deck_count == 0) { /* reshuffle the discard */
        memcpy(s->bot_deck, s->bot_discard, (size_t)s->bot_discard_count);
        s->bot_deck_count = s->bot_discard_count;
        s->bot_discard_count = 0;
        memset(s->bot_discard, 0, sizeof s->bot_discard);
        for (int i = s->bot_deck_count - 1; i > 0; i--) {
            int r = (int)nm_rng_below(&s->h.rng, (uint32_t)(i + 1));
            int8_t t = s->bot_deck[i];
            s->bot_deck[i] = s->bot_deck[r];
            s->bot_deck[r] = t;
        }
    }
    if (s->bot_deck_count == 0) {
        p->state = OAK_SEAT_PASSED;
        return;
    }
    int card = s->bot_deck[--s->bot_deck_count];
    s->bot_deck[s->bot_deck_count] = 0;
    s->bot_discard[s->bot_discard_count++] = (int8_t)card;
    s->h.reveals++;
    int t = oak_field(d, OAK_K_BOT, card, OAK_B_TEMPLE);
    int start = s->neutral[t] >= 0 ? s->neutral[t] : 0, place = -1;
    for (int k = 1; k <= 3 && place < 0; k++) {
        int sp = (start + k) % 3, used = s->neutral[t] == sp;
        for (int q = 0; q < s->seats && !used; q++)
            for (int i = 0; i < OAK_DRUIDS; i++)
                if (s->seat[q].druid[i].loc == OAK_L_TEMPLE && s->seat[q].druid[i].a == t &&
                    s->seat[q].druid[i].b == sp)
                    used = 1;
        if (!used) place = sp;
    }
    if (place < 0) {
        if (bot_climb(d, s, ctx, t)) return;
        place = start; /* the neutral druid's space */
    }
    p->druid[root].loc = OAK_L_TEMPLE;
    p->druid[root].a = (int8_t)t;
    p->druid[root].b = (int8_t)place;
    oak_push(ctx, oak_kind(d, OAK_K_BOT)->items[card].effect, seat, card);
}
