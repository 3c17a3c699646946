/* samhain.c - the Samhain game table: data kinds and their field schemas, setup options,
 * and the cross-checks of the data once loaded. */
#include <stdio.h>
#include <string.h>
#include "nemeton/lang.h"
#include "samhain.h"
#include "nemeton/state_table.h"

extern const nm_query_def samhain_queries[SAMHAIN_Q_COUNT];


#define PER_COUNT(nm, lo, hi, what)                                                        \
    {.name = nm, .type = NM_P_INTS, .min = lo, .max = hi, .required = 1, .len_min = 3,      \
     .len_max = 3, .doc = what " (for 2, 3 and 4 players)"}

static const nm_param rules_fields[SAMHAIN_R_COUNT] = {
    PER_COUNT("members", 1, 20, "clan members of each player"),
    PER_COUNT("rounds", 1, 10, "rounds of the game"),
    PER_COUNT("reserve_resources", 0, 16, "wood, gold and stone each in the general reserve"),
    PER_COUNT("reserve_wisps", 1, 8, "will-o'-wisps in the general reserve"),
    PER_COUNT("objects_each", 0, 3, "objects of each kind in the general reserve"),
    PER_COUNT("placement_members", 1, 4, "members each player places in the placement round"),
    PER_COUNT("roman_each", 0, 4, "Roman resources of each kind behind each screen"),
    PER_COUNT("first_placement_worship", 0, 5, "worship points for a player's first placement"),
    PER_COUNT("next_placement_worship", 0, 5, "worship points for each later placement"),
    PER_COUNT("first_worship_per_card", 0, 1,
              "1: the first member on each card earns the first-placement points; "
              "0: only a player's very first placement does"),
    PER_COUNT("both_sides_round", 0, 10, "round where Light and Dark are both played (0 none)"),
    PER_COUNT("extra_tombs", 0, 3, "tombs in the graveyard beyond one per player"),
};
static const nm_param temple_fields[] = {
    {.name = "row", .type = NM_P_INT, .min = 0, .max = SAMHAIN_ROWS - 1, .required = 1,
     .doc = "row of the temple in the easy first-game layout"},
    {.name = "art", .type = NM_P_STR, .required = 1, .path = 1, .doc = "art name"},
};
static const char *const light_en[] = {"Light action"}, *const light_fr[] = {"Action Lumière"};
static const char *const dark_en[] = {"Dark action"}, *const dark_fr[] = {"Action Ténèbres"};
static const nm_param card_fields[] = {
    {.name = "temple", .type = NM_P_REF, .ref = "temples", .required = 1,
     .doc = "deity the card stands beside"},
    {.name = "number", .type = NM_P_INT, .min = 1, .max = 29, .required = 1,
     .doc = "number of the Light action (the Dark one is the next number)"},
    {.name = "light", .type = NM_P_EFFECT, .required = 1, .doc = "the Light action", .words = {light_en, light_fr}},
    {.name = "dark", .type = NM_P_EFFECT, .required = 1, .doc = "the Dark action", .words = {dark_en, dark_fr}},
};
static const char *const power_en[] = {"Once a round, in your turn"};
static const char *const power_fr[] = {"Une fois par manche, pendant votre tour"};
const nm_op_def samhain_modifier_defs[SAMHAIN_M_COUNT] = {
    [SAMHAIN_M_SKIP] = {.name = "skip_action", .family = "permit",
                        .doc = "once a round, an activated member of yours may skip its action",
                        .text = {"once a round, when one of your members is activated, you may skip its action",
                                 "une fois par manche, quand l'un de vos membres est activé, vous pouvez ne pas faire son action"}},
    [SAMHAIN_M_HARMLESS] = {.name = "harmless_wisp", .family = "permit",
                            .doc = "makes one of your wisps harmless in a wisp event (once a round) and at the final count",
                            .text = {"makes one of your will-o'-wisps harmless in a will-o'-wisp event (once a round: it is then laid down) and at the final count",
                                     "rend un de vos feux follets inoffensif lors d'un événement feu follet (une fois par manche : il est alors couché) et au décompte final"}},
};
static const nm_param object_fields[] = {
    {.name = "power", .type = NM_P_EFFECT, .def = -1, .words = {power_en, power_fr},
     .doc = "what the object does when used in your turn (once a round); an object without "
            "one has a lasting power (its modifiers)"},
};
static const nm_param easy_fields[] = {
    {.name = "players", .type = NM_P_INT, .min = 2, .max = 4, .required = 1, .doc = "players"},
    {.name = "a", .type = NM_P_INTS, .min = 1, .max = 29, .len_min = 0, .len_max = 4,
     .doc = "first player's placements (card numbers, in order)"},
    {.name = "b", .type = NM_P_INTS, .min = 1, .max = 29, .len_min = 0, .len_max = 4,
     .doc = "second player's placements"},
    {.name = "c", .type = NM_P_INTS, .min = 1, .max = 29, .len_min = 0, .len_max = 4,
     .doc = "third player's placements"},
    {.name = "d", .type = NM_P_INTS, .min = 1, .max = 29, .len_min = 0, .len_max = 4,
     .doc = "fourth player's placements"},
};

static nm_kind samhain_kinds[SAMHAIN_K_COUNT] = {
    {"rules", rules_fields, SAMHAIN_R_COUNT, 0, 0, 0, 1, 1, 1,
     "numbers of the game by player count"},
    {"temples", temple_fields, 2, 0, 0, 0, 0, SAMHAIN_TEMPLES, SAMHAIN_TEMPLES, "the five deities"},
    {"cards", card_fields, 4, 0, 0, 0, 0, SAMHAIN_CELLS, SAMHAIN_CELLS,
     "the 15 action cards, each with a Light and a Dark action"},
    {"objects", object_fields, 1, 0, 0, 1, 0, SAMHAIN_OBJS, SAMHAIN_OBJS, "the five objects"},
    {"easy", easy_fields, 5, 0, 0, 0, 0, 3, 3, "easy first-game placements by player count"},
};

static const nm_option samhain_options[SAMHAIN_OPT_COUNT] = {
    {"easy", {"Easy first game", "Première partie facile"},
     {"Fixed village layout and suggested placements.",
      "Village ordonné et placements suggérés."}, 0, 1, 0},
    {"counterpart", {"Counterpart actions", "Actions de contrepartie"},
     {"Experienced rules: copy an opponent's action for 1 point of multiplicity.",
      "Règle avancée : copiez l'action d'un adversaire pour 1 point multiple."}, 0, 1, 0},
};

static int need_element(const nm_data *d, const char *id, nm_errors *err) {
    if (nm_board_find(&d->board, id)) return 0;
    nm_errors_add(err, "%s/board.json: elements: missing element \"%s\" (the game plays on it)",
                  d->game->id, id);
    return 1;
}

static int samhain_check_data(const nm_data *d, nm_errors *err) {
    int bad = 0;
    char id[40];
    for (int c = 0; c < SAMHAIN_CELLS; c++) {
        snprintf(id, sizeof id, "cell.%d", c);
        bad += need_element(d, id, err);
    }
    for (int r = 0; r < SAMHAIN_ROWS; r++) {
        snprintf(id, sizeof id, "temple.%d", r);
        bad += need_element(d, id, err);
        for (int sd = 0; sd < SAMHAIN_SIDES; sd++) {
            snprintf(id, sizeof id, "track.%d.%s", r, samhain_side_names[sd]);
            bad += need_element(d, id, err);
        }
    }
    for (int p = 0; p < SAMHAIN_MAX_P; p++) {
        snprintf(id, sizeof id, "screen.%d", p);
        bad += need_element(d, id, err);
    }
    bad += need_element(d, "graveyard", err) + need_element(d, "round", err) +
           need_element(d, "vp", err) + need_element(d, "reserve", err) +
           need_element(d, "pass", err);
    /* Each deity has three cards, listed in number order (the easy layout's order). */
    const nm_kind_data *cards = &d->kinds[SAMHAIN_K_CARDS];
    int per[SAMHAIN_TEMPLES] = {0}, last[SAMHAIN_TEMPLES] = {0}, rows = 0;
    for (int c = 0; c < cards->count; c++) {
        int t = cards->items[c].field[SAMHAIN_C_TEMPLE],
            num = cards->items[c].field[SAMHAIN_C_NUMBER];
        per[t]++;
        if (num % 2 == 0 || num <= last[t]) {
            nm_errors_add(err, "%s: %s.number: %d (odd numbers, rising within "
                          "a deity)", nm_item_file(&cards->items[c]), cards->items[c].id, num);
            bad++;
        }
        last[t] = num;
    }
    for (int t = 0; t < SAMHAIN_TEMPLES; t++) {
        if (per[t] != SAMHAIN_COLS) {
            nm_errors_add(err, "%s: temple \"%s\" has %d cards (3 expected)", nm_kind_file(d, SAMHAIN_K_CARDS),
                          samhain_temple(d, t)->id, per[t]);
            bad++;
        }
        rows |= 1 << samhain_temple(d, t)->field[SAMHAIN_T_ROW];
    }
    if (rows != (1 << SAMHAIN_ROWS) - 1) {
        nm_errors_add(err, "%s: rows must be 0 to 4, each once", nm_kind_file(d, SAMHAIN_K_TEMPLES));
        bad++;
    }
    const nm_kind_data *obj = &d->kinds[SAMHAIN_K_OBJECTS];
    for (int o = 0; o < obj->count; o++)
        if (samhain_object_use(d, o) == SAMHAIN_USE_TURN && obj->items[o].field[SAMHAIN_O_EFFECT] < 0) {
            nm_errors_add(err, "%s: %s: an object needs a power or a lasting "
                          "power (a modifier)", nm_item_file(&obj->items[o]), obj->items[o].id);
            bad++;
        }
    const nm_kind_data *easy = &d->kinds[SAMHAIN_K_EASY];
    for (int i = 0; i < easy->count; i++) {
        int pl = easy->items[i].field[SAMHAIN_E_PLAYERS],
            place = samhain_rule(d, SAMHAIN_R_PLACE, pl);
        for (int k = 0; k < SAMHAIN_MAX_P; k++) {
            int n = 0;
            const int32_t *v = nm_data_ints(d, easy->items[i].field[SAMHAIN_E_SEAT0 + k], &n);
            if ((k < pl && n != place) || (k >= pl && n != 0)) {
                nm_errors_add(err, "%s: %s.%c: %d placements (%d expected)", nm_item_file(&easy->items[i]),
                              easy->items[i].id, 'a' + k, n, k < pl ? place : 0);
                bad++;
            }
            for (int j = 0; j < n; j++) {
                int found = 0;
                for (int c = 0; c < cards->count; c++)
                    found |= cards->items[c].field[SAMHAIN_C_NUMBER] == v[j];
                if (!found) {
                    nm_errors_add(err, "%s: %s.%c[%d]: no card numbered %d", nm_item_file(&easy->items[i]),
                                  easy->items[i].id, 'a' + k, j, v[j]);
                    bad++;
                }
            }
        }
    }
    return bad ? -1 : 0;
}

const nm_game *samhain_game(void) {
    static nm_op_def ops[SAMHAIN_OP_COUNT];
    static nm_game game;
    if (!game.id) {
        memcpy(ops, samhain_ops_base, sizeof samhain_ops_base);
        samhain_kinds[SAMHAIN_K_COUNTERS] = nm_kind_counters;
        samhain_kinds[SAMHAIN_K_ZONES] = nm_kind_zones;
        ops[SAMHAIN_OP_CHOOSE] = nm_core_op_choose;
        game = (nm_game){
            .id = "samhain",
            .name = {"Samhain", "Samhain"},
            .blurb = {"Celtic clans move through a village of Light and Dark deities.",
                      "Des clans celtes parcourent un village de divinités de Lumière et de "
                      "Ténèbres."},
            .min_players = 2,
            .max_players = SAMHAIN_MAX_P,
            .state_size = sizeof(samhain_state),
            .options = samhain_options,
            .option_count = SAMHAIN_OPT_COUNT,
            .kinds = samhain_kinds,
            .kind_count = SAMHAIN_K_COUNT,
            .ops = ops,
            .op_count = SAMHAIN_OP_COUNT,
            .modifiers = samhain_modifier_defs,
            .queries = samhain_queries,
            .query_count = SAMHAIN_Q_COUNT,
            .modifier_count = SAMHAIN_M_COUNT,
            .check_data = samhain_check_data,
            .setup = samhain_setup,
            .legal = samhain_legal,
            .apply = samhain_apply,
            .apply_listed = samhain_apply_listed,
            .observe = nm_state_observe,
            .determinize = samhain_determinize,
            .scores = samhain_scores,
            .winners = samhain_winners,
            .label = samhain_label,
            .element = samhain_element,
            .state_table = &samhain_state_table,
            .to_json = nm_state_to_json,
            .from_json = nm_state_from_json,
            .describe = samhain_describe,
            .display_label = samhain_display_label,
            .score_detail = samhain_score_detail,
            .involves = samhain_involves,
            .narrate = samhain_narrate,
            .prompt = samhain_prompt,
            .tie_break = samhain_tie_break,
            .projected_scores = samhain_projected_scores,
        };
    }
    return &game;
}
