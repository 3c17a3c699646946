/* oak_game.c - Oak's game table: data kinds and their field schemas, setup options,
 * triggers, and the small accessors the other files use to read the data. */
#include <stdio.h>
#include <string.h>
#include "nemeton/state_table.h"
#include "oak.h"

const char *const oak_res_names[] = {"feather", "mistletoe", "rune", "vp", NULL};
const char *const oak_ing_names[] = {"bark", "root", "berry", "acorn", "mushroom", NULL};
static const char *const temple_names[] = {"feather", "mistletoe", "rune", "heart", NULL};
static const char *const res3_names[] = {"feather", "mistletoe", "rune", NULL};
static const char *const res_any_names[] = {"feather", "mistletoe", "rune", "any", NULL};
static const char *const final_names[] = {"none", "per5vp", "elder", "creature", "potion",
                                          "sanctuary", "artifact", NULL};

#define INT(n, lo, hi, d) {.name = n, .type = NM_P_INT, .min = lo, .max = hi, .required = 1, .doc = d}
#define INTS(n, lo, hi, l0, l1, d)                                                           \
    {.name = n, .type = NM_P_INTS, .min = lo, .max = hi, .len_min = l0, .len_max = l1,      \
     .required = 1, .doc = d}
#define ENUM(n, names_, d) {.name = n, .type = NM_P_ENUM, .names = names_, .required = 1, .doc = d}
#define BOOL(n, d) {.name = n, .type = NM_P_BOOL, .required = 1, .doc = d}
#define EFFECT(n, req, d) {.name = n, .type = NM_P_EFFECT, .required = req, .doc = d}
#define NP(a) (int)(sizeof(a) / sizeof((a)[0]))

static const nm_param rules_fields[] = {
    INT("rounds", 1, 9, "rounds of the game; no Dusk after the last"),
    INT("start_res", 0, 9, "feathers, mistletoe and runes each player starts with"),
    INT("income", 0, 9, "base Dawn income of each resource"),
    INT("res_max", 1, 9, "most of one resource a player may hold"),
    INT("druids", 3, 9, "druids per player"),
    INT("start_rest", 1, 9, "druids that start on the order board's rest spaces"),
    INT("forest_extra", 0, 9, "ingredients put in the forest: players plus this"),
    INT("sun_track_len", 2, 16, "spaces of the sun track"),
    INTS("sun_vp", 0, 200, 2, 16, "VP value above each sun space (behind = fewer VP)"),
    INTS("solstices", 0, 15, 0, 16, "sun spaces holding a Solstice"),
    INTS("neutral_space", 0, 2, 3, 3, "space of each temple showing a druid picture"),
    INT("neutral_3p_temple", 0, 2, "temple of the neutral druid in a 3-player game"),
    INT("limit_start", 0, 9, "starting position of both card-limit markers"),
    INT("limit_max", 1, 9, "slots of each card-limit track of an order board"),
    INT("artifact_start_vp", 0, 9, "VP gained on taking an Artifact (its dial start)"),
    INT("row_size", 1, 3, "face-up Creatures and Artifacts"),
    INTS("dark_woods_kinds", 1, 5, 1, 5, "different ingredients of each Dark Woods recipe"),
    INTS("dark_woods_vp", 0, 20, 1, 5, "VP of each Dark Woods recipe"),
    INTS("forest_order", 0, 23, 24, 24, "forest places in the order Broichan looks at them"),
    INT("broichan_same", 2, 5, "identical ingredients that make Broichan climb"),
};
static const nm_param ing_fields[] = {INT("count", 1, 20, "tokens of this ingredient")};
static const nm_param space_fields[] = {
    ENUM("branch", res3_names, "branch of the Sacred Oak"),
    INT("index", 0, 7, "position on its branch (0 = first space)"),
    INTS("next", 0, 7, 0, 2, "indices of the spaces above (two at a fork)"),
    INT("vp", 0, 9, "VP for climbing onto this space"),
    INT("income", 0, 9, "Festival income of the branch's resource"),
    INT("sun", 0, 4, "a Sun token lies here for this many players or more (0: never)"),
    ENUM("final", final_names, "final-space scoring, none for other spaces"),
    INT("final_per", 0, 9, "VP per counted thing on a final space"),
};
static const nm_param assembly_fields[] = {
    ENUM("temple", temple_names, "temple of its temple actions"),
    BOOL("starting", "in the starting hand"),
    ENUM("res1", res3_names, "resource paid on the 1-stone space"),
    INT("cost1", 0, 9, "cost of the 1-stone space"),
    EFFECT("act1", 1, "action of the 1-stone space"),
    ENUM("res2", res3_names, "resource paid on the 2-stone space"),
    INT("cost2", 0, 9, "cost of the 2-stone space"),
    EFFECT("act2", 1, "action of the 2-stone space"),
    ENUM("res3", res3_names, "resource paid on the 3-stone space"),
    INT("cost3", 0, 9, "cost of the 3-stone space"),
    EFFECT("act3", 1, "action of the 3-stone space"),
    ENUM("oak_res", res_any_names, "resource paid for the Oak action (any: a mix)"),
    INT("oak_cost", 0, 9, "cost of the Oak action"),
    ENUM("oak_branch", res_any_names, "branch climbed by the Oak action (any: your choice)"),
};
static const nm_param order_fields[] = {
    INT("rest", 1, 6, "rest spaces of the board"),
    INT("rest_elder", 0, 6, "rest spaces that can hold an Elder"),
    INTS("limit_cost", 0, 9, 4, 4, "card-limit raise: feathers, mistletoe, runes, any"),
    BOOL("space1_elder", "first special space needs an Elder"),
    EFFECT("space1", 1, "first special space's action"),
    {.name = "space2_elder", .type = NM_P_BOOL, .doc = "second special space needs an Elder"},
    EFFECT("space2", 0, "second special space's action (none when absent)"),
};
static const nm_param elder_fields[] = {
    {.name = "accessory", .type = NM_P_STR, .required = 1, .doc = "accessory worn (art name)"},
    BOOL("ancient", "only through the Chosen of the Sacred Oak potion"),
};
static const nm_param potion_fields[] = {
    INT("level", 1, 3, "tile level (I, II, III)"),
    INTS("need", 0, 5, 5, 5, "ingredients required: bark, root, berry, acorn, mushroom"),
    INT("any", 0, 5, "further ingredients of any kind"),
    BOOL("once", "may be brewed only once per game"),
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name (its flask)"},
};
static const nm_param artifact_fields[] = {
    INT("number", 1, 99, "number printed on the tile"),
    INTS("dial", 0, 9, 1, 8, "VP lost for each use, in order; the last use exhausts it"),
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name (its silhouette)"},
};
static const nm_param creature_fields[] = {
    INT("number", 1, 99, "number printed on the card"),
    INT("vp", -9, 9, "VP gained (or lost) when taken"),
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name (its silhouette)"},
};
static const nm_param sanct_fields[] = {
    INT("count", 1, 60, "identical cards"),
    INT("elder_vp", 0, 9, "VP of the Sanctuary side whose rest space holds any druid"),
    INT("ordinary_vp", 0, 9, "VP of the Sanctuary side whose rest space holds an ordinary druid"),
    INT("menhir_vp", 0, 20, "VP of the Menhir side"),
    INT("menhir_cost", 0, 9, "feathers, mistletoe and runes each paid to erect a Menhir"),
};
static const nm_param bot_fields[] = {ENUM("temple", res3_names, "temple of the card")};

static const nm_kind oak_kinds_base[OAK_K_COUNTERS] = {
    {"rules", rules_fields, NP(rules_fields), 0, 0, 0, 1, 1, 1, "numbers of the game flow"},
    {"ingredients", ing_fields, NP(ing_fields), 0, 0, 0, 0, 5, 5, "the 5 ingredient kinds"},
    {"oak_spaces", space_fields, NP(space_fields), 0, 0, 0, 0, 6, OAK_MAX_SPACES,
     "spaces of the three branches of the Sacred Oak"},
    {"assembly", assembly_fields, NP(assembly_fields), 0, 0, 0, 0, 3, OAK_MAX_CARDS,
     "Assembly cards: three temple spaces and an Oak action"},
    {"orders", order_fields, NP(order_fields), 0, 0, 1, 0, 4, 8, "Druid order boards"},
    {"elders", elder_fields, NP(elder_fields), 0, 0, 1, 0, OAK_ELDERS, OAK_ELDERS,
     "Elder specialisations"},
    {"potions", potion_fields, NP(potion_fields), 1, 0, 0, 0, 3, OAK_MAX_POTIONS,
     "Potion tiles (the Dark Woods potion is in rules)"},
    {"artifacts", artifact_fields, NP(artifact_fields), 1, 1, 0, 0, 3, OAK_MAX_ARTIFACTS,
     "Artifact tiles and their dials"},
    {"creatures", creature_fields, NP(creature_fields), 1, 1, 1, 0, 3, OAK_MAX_CREATURES,
     "Creature cards"},
    {"sanctuaries", sanct_fields, NP(sanct_fields), 1, 0, 0, 0, 1, 1,
     "the Sanctuary / Menhir cards"},
    {"broichan", bot_fields, NP(bot_fields), 1, 0, 0, 0, 3, OAK_BOT_CARDS,
     "Broichan's Assembly cards (solo)"},
};

static const nm_option oak_options[] = {
    {"eclipse", {"Eclipse variant", "Variante Éclipse"},
     {"At a Festival, players ahead of the sun lose the income of their branch spaces.",
      "Lors d'un Festival, les joueurs devant le soleil perdent le revenu de leurs branches."},
     0, 1, 0},
};
static const char *const oak_triggers[OAK_TR_COUNT] = {"dusk", "festival", "take_sanctuary",
                                                       "recruit", "use_artifact"};
static const char *const oak_trigger_words[OAK_TR_COUNT][NM_LANGS] = {
    {"at Dusk", "au Crépuscule"},
    {"at each Festival", "à chaque Fête"},
    {"when you take a Sanctuary", "quand vous prenez un Sanctuaire"},
    {"for each druid you recruit", "pour chaque druide recruté"},
    {"when you use an Artifact", "quand vous utilisez un Artefact"}};

const nm_kind_data *oak_kind(const nm_data *d, int kind) { return &d->kinds[kind]; }

int oak_rule(const nm_data *d, int field) { return d->kinds[OAK_K_RULES].items[0].field[field]; }

const int32_t *oak_rule_ints(const nm_data *d, int field, int *n) {
    return nm_data_ints(d, oak_rule(d, field), n);
}

int oak_field(const nm_data *d, int kind, int item, int field) {
    return d->kinds[kind].items[item].field[field];
}

int oak_elder_mod(const nm_data *d, int elder, int type, int arg) {
    return oak_elder_mod_in(d, elder, type, arg);
}

int oak_bot(const oak_state *s) { return s->solo ? 1 : -1; }

nm_vm_ctx oak_ctx(const nm_data *d, const oak_state *s) { return nm_vm_context(d, s, &s->vm, 0, 0, 0); }

const nm_game *oak_game(void) {
    static nm_op_def ops[OAK_OP_COUNT];
    static nm_kind oak_kinds[OAK_K_COUNT];
    static nm_game game;
    if (!game.id) {
        memcpy(ops, oak_ops_base, sizeof oak_ops_base);
        memcpy(ops + OAK_OP_CORE, nm_core_ops, sizeof nm_core_ops);
        memcpy(oak_kinds, oak_kinds_base, sizeof oak_kinds_base);
        oak_kinds[OAK_K_COUNTERS] = nm_kind_counters;
        oak_kinds[OAK_K_ZONES] = nm_kind_zones;
        ops[OAK_OP_CHOOSE] = nm_core_op_choose; /* its name, schema and label ... */
        ops[OAK_OP_CHOOSE].run = oak_choose_op.run; /* ... with what an option still owes */
        ops[OAK_OP_CHOOSE].choices = oak_choose_op.choices;
        ops[OAK_OP_CHOOSE].label_lang = oak_choose_op.label_lang; /* each option in words */
        game = (nm_game){
            .id = "oak",
            .name = {"Oak", "Oak"},
            .blurb = {"Lead a druid order around the Sacred Oak; solo against Broichan.",
                      "Menez un ordre druidique autour du Chêne Sacré ; en solo contre Broichan."},
            .automaton = {"Broichan", "Broichan"},
            .solo_note = {"Alone, you play against Broichan: an automaton druid who takes his "
                          "turns from his own deck of cards and scores victory points like a rival.",
                          "Seul, vous jouez contre Broichan : un druide automate qui joue ses tours "
                          "avec son propre paquet de cartes et marque des points comme un rival."},
            .min_players = 1,
            .max_players = OAK_MAX_PLAYERS,
            .state_size = sizeof(oak_state),
            .options = oak_options,
            .option_count = 1,
            .kinds = oak_kinds,
            .kind_count = OAK_K_COUNT,
            .ops = ops,
            .op_count = OAK_OP_COUNT,
            .modifiers = oak_modifier_defs,
            .modifier_count = OAK_M_COUNT,
            .triggers = oak_triggers,
            .trigger_words = oak_trigger_words,
            .trigger_count = OAK_TR_COUNT,
            .check_data = oak_check_data,
            .derived_size = sizeof(oak_derived),
            .derive = oak_derive,
            .setup = oak_setup,
            .legal = oak_legal,
            .apply = oak_apply,
            .observe = nm_state_observe,
            .scores = oak_scores,
            .winners = oak_winners,
            .label = oak_label,
            .element = oak_element,
            .state_table = &oak_state_table,
            .to_json = nm_state_to_json,
            .from_json = nm_state_from_json,
            .describe = oak_describe,
            .display_label = oak_display_label,
            .score_detail = oak_score_detail,
            .involves = oak_involves,
            .cue = oak_cue,
            .determinize = oak_determinize,
            .playout = oak_playout,
            .search_key = oak_search_key,
            .narrate = oak_narrate,
            .prompt = oak_prompt,
            .tie_break = oak_tie_break,
        };
    }
    return &game;
}
