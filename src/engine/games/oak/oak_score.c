/* oak_score.c - where VP come from: the names of the sources (state JSON) and the source of
 * a VP change made by a data effect (a "gain" of VP, or its "lose": true), found from the VM's frames. */
#include "oak.h"

const char *const oak_vp_source_names[OAK_VP_SOURCES] = {
    "branches", "branch_ends", "potions", "final_potion", "creatures",
    "artifacts", "sanctuaries", "menhirs", "other"};

/* The source of VP that the effects of each kind's components give or take. Broichan's
 * cards lose VP only through Narration, which the rulebook says stands for using an
 * Artifact; what his cards gain otherwise (creatures, artifacts, sanctuaries, the Dark
 * Woods) is counted by the ops that do it. */
static const int8_t kind_source[OAK_K_COUNT] = {
    [OAK_K_RULES] = OAK_VP_OTHER,         [OAK_K_ING] = OAK_VP_OTHER,
    [OAK_K_SPACES] = OAK_VP_BRANCHES,     [OAK_K_ASSEMBLY] = OAK_VP_OTHER,
    [OAK_K_ORDERS] = OAK_VP_OTHER,        [OAK_K_ELDERS] = OAK_VP_OTHER,
    [OAK_K_POTIONS] = OAK_VP_POTIONS,     [OAK_K_ARTIFACTS] = OAK_VP_ARTIFACTS,
    [OAK_K_CREATURES] = OAK_VP_CREATURES, [OAK_K_SANCT] = OAK_VP_SANCTUARIES,
    [OAK_K_BOT] = OAK_VP_ARTIFACTS,
};

int oak_effect_kind_scan(const nm_data *d, int effect) {
    int triggers = d->game->trigger_count;
    for (int k = 0; k < OAK_K_COUNT; k++) {
        const nm_kind_data *kd = oak_kind(d, k);
        for (int i = 0; i < kd->count; i++) {
            const nm_component *c = &kd->items[i];
            if (c->effect == effect) return k;
            for (int t = 0; c->trigger && t < triggers; t++)
                if (c->trigger[t] == effect) return k;
        }
    }
    return -1;
}

int oak_vp_source_now(const nm_data *d, const nm_vm *vm) {
    const oak_derived *dv = d->derived;
    for (int f = vm->depth - 1; f >= 0; f--) {
        int e = vm->frame[f].effect;
        int k = dv && e >= 0 && e < OAK_MAX_EFFECTS ? dv->effect_kind[e] : oak_effect_kind_scan(d, e);
        if (k >= 0) return kind_source[k];
    }
    return OAK_VP_OTHER;
}
