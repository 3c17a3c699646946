/* test_view.c - what the board shows of Oak: in random games for 1 to 4 players, every
 * legal action has English and French words, unique among the legal actions in each
 * language, and an element on the board (the elements it involves too); every board
 * element describes itself for the seat to move in both languages; at the end, the score
 * by source sums to scores() for every seat, Broichan included.
 * Usage: test_oak_view [games per player count] [first seed] */
#include <stdlib.h>
#include <string.h>
#include "oaktest.h"
#include "nemeton/state_table.h"
#include "nemeton/controller.h"

static int bar_creatures; /* action bar options checked to light their creature */

static int valid_utf8(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int n = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
        if (n < 0) return 0;
        p++;
        for (int k = 0; k < n; k++, p++)
            if ((*p & 0xC0) != 0x80) return 0;
    }
    return 1;
}

/* Words of every legal action, in both languages: present, valid, unique. */
static void check_words(const nm_data *d, nm_match *m, int players, uint64_t seed, int step) {
    const nm_action_list *l = nm_match_legal(m);
    static char words[2][NM_MAX_ACTIONS][NM_LABEL_LEN];
    for (int lang = 0; lang < 2; lang++) {
        for (int k = 0; k < l->count; k++) {
            nm_match_display_label(m, &l->a[k], lang, words[lang][k], NM_LABEL_LEN);
            CHECK(words[lang][k][0] && valid_utf8(words[lang][k]), "players %d seed %llu step %d lang %d: empty or bad words \"%s\"",
                  players, (unsigned long long)seed, step, lang, words[lang][k]);
            for (int j = 0; j < k; j++)
                if (strcmp(words[lang][j], words[lang][k]) == 0) {
                    char a1[NM_LABEL_LEN], a2[NM_LABEL_LEN];
                    nm_match_label(m, &l->a[j], a1, sizeof a1);
                    nm_match_label(m, &l->a[k], a2, sizeof a2);
                    CHECK(0, "players %d seed %llu step %d lang %d: \"%s\" names both \"%s\" and \"%s\"", players,
                          (unsigned long long)seed, step, lang, words[lang][k], a1, a2);
                }
        }
    }
    for (int k = 0; k < l->count; k++) {
        char el[NM_ELEMENT_LEN];
        nm_match_element(m, &l->a[k], el, sizeof el);
        if (strcmp(el, NM_ELEMENT_BAR) == 0) {
            /* the action bar: titled with the effect's name in both languages */
            for (int lang = 0; lang < 2; lang++) {
                nm_element_view bar;
                memset(&bar, 0, sizeof bar);
                CHECK(oak_describe(d, m->state, nm_match_to_move(m), lang, NM_ELEMENT_BAR, &bar) == 1 && bar.title[0] &&
                          strcmp(bar.title, lang ? "Effet" : "Effect") != 0,
                      "players %d seed %llu step %d lang %d: the action bar has no effect name", players,
                      (unsigned long long)seed, step, lang);
            }
            /* an option taking a creature of the row lights that creature */
            char lb[NM_LABEL_LEN];
            nm_match_label(m, &l->a[k], lb, sizeof lb);
            const oak_state *os = m->state;
            for (int i = 0; i < OAK_ROW; i++) {
                char want[NM_LABEL_LEN], ids1[4][NM_ELEMENT_LEN];
                if (os->row[i] < 0) continue;
                snprintf(want, sizeof want, "take %s", oak_kind(d, OAK_K_CREATURES)->items[os->row[i]].name[0]);
                if (strcmp(lb, want) != 0 || os->drawn_count > 0) continue;
                int ni = oak_involves(d, m->state, &l->a[k], ids1, 4);
                char cel[16];
                snprintf(cel, sizeof cel, "creature.%d", i);
                CHECK(ni == 1 && strcmp(ids1[0], cel) == 0, "players %d seed %llu step %d: \"%s\" lights %s, not %s",
                      players, (unsigned long long)seed, step, lb, ni > 0 ? ids1[0] : "nothing", cel);
                bar_creatures++;
            }
        } else {
            CHECK(nm_board_find(&d->board, el) != NULL, "players %d seed %llu step %d: element \"%s\" not on the board",
                  players, (unsigned long long)seed, step, el);
        }
        char ids[8][NM_ELEMENT_LEN];
        int n = oak_involves(d, m->state, &l->a[k], ids, 8);
        for (int i = 0; i < n; i++)
            CHECK(nm_board_find(&d->board, ids[i]) != NULL, "involved element \"%s\" not on the board", ids[i]);
    }
}

/* Every element described for a viewer, in both languages. */
static void check_describe(const nm_data *d, const oak_state *s, int viewer) {
    static oak_state obs;
    nm_state_observe(d, s, viewer, &obs);
    for (int lang = 0; lang < 2; lang++)
        for (int i = 0; i < d->board.count; i++) {
            nm_element_view v;
            memset(&v, 0x55, sizeof v);
            int dyn = oak_describe(d, &obs, viewer, lang, d->board.elements[i].id, &v);
            if (!dyn) continue;
            CHECK(memchr(v.title, 0, sizeof v.title) && memchr(v.body, 0, sizeof v.body) && memchr(v.icon, 0, sizeof v.icon),
                  "%s: unterminated text", d->board.elements[i].id);
            CHECK(valid_utf8(v.title) && valid_utf8(v.body), "%s: bad UTF-8 \"%s\" \"%s\"", d->board.elements[i].id, v.title, v.body);
            CHECK(v.piece_count >= 0 && v.piece_count <= NM_VIEW_PIECES, "%s: %d pieces", d->board.elements[i].id, v.piece_count);
            for (int k = 0; k < v.piece_count; k++)
                CHECK(v.pieces[k].icon[0] && v.pieces[k].seat >= -1 && v.pieces[k].seat < s->seats, "%s: piece %d",
                      d->board.elements[i].id, k);
        }
}

static void check_scores(const nm_data *d, nm_match *m, int players, uint64_t seed) {
    int32_t sc[NM_MAX_SEATS];
    int ns = oak_scores(d, m->state, sc);
    for (int lang = 0; lang < 2; lang++)
        for (int p = 0; p < ns; p++) {
            nm_score_line lines[16];
            int n = oak_score_detail(d, m->state, p, lang, lines, 16);
            int sum = 0;
            for (int i = 0; i < n; i++) {
                sum += lines[i].points;
                CHECK(lines[i].label[0] && valid_utf8(lines[i].label), "empty score line");
            }
            CHECK(n > 0 && sum == sc[p], "players %d seed %llu seat %d lang %d: score lines sum to %d, score %d", players,
                  (unsigned long long)seed, p, lang, sum, (int)sc[p]);
            /* one line per source of the rulebook's scoring, zeros included ("Other" only
             * when something scored there) */
            const oak_seat *ps = &ot_state(m)->seat[p];
            int sources = OAK_VP_SOURCES - (ps->vp_src[OAK_VP_OTHER] == 0);
            CHECK(n == sources, "seat %d: %d score lines for %d sources", p, n, sources);
            for (int i = 0; i < n; i++) {
                CHECK(strcmp(lines[i].label, oak_vp_source_words[lang][i]) == 0, "seat %d: line %d is %s", p, i,
                      lines[i].label);
                CHECK(lines[i].points == ps->vp_src[i], "seat %d: %s %d, source %d", p, lines[i].label,
                      lines[i].points, ps->vp_src[i]);
                for (int k = 0; k < i; k++)
                    CHECK(strcmp(lines[i].label, lines[k].label) != 0, "seat %d: line %s twice", p, lines[i].label);
            }
            nm_score_line two[2]; /* fewer lines than sources still sum to the score */
            n = oak_score_detail(d, m->state, p, lang, two, 2);
            sum = 0;
            for (int i = 0; i < n; i++) sum += two[i].points;
            CHECK(sum == sc[p], "two score lines sum to %d, score %d", sum, (int)sc[p]);
            /* the match answers for every score, Broichan's after the seats included */
            CHECK(nm_match_score_detail(m, p, lang, lines, 16) == sources,
                  "seat %d: the match gives no breakdown", p);
        }
    nm_score_line none[4];
    CHECK(nm_match_score_detail(m, ns, 0, none, 4) == 0, "a breakdown past the scores");
}

/* Every Creature, Artifact and Potion has its own art in art/oak/, shown on its card. */
static void check_art(const nm_data *d) {
    int kinds[3] = {OAK_K_CREATURES, OAK_K_ARTIFACTS, OAK_K_POTIONS}, fields[3] = {OAK_C_ART, OAK_AR_ART, OAK_P_ART};
    for (int k = 0; k < 3; k++) {
        const nm_kind_data *kd = oak_kind(d, kinds[k]);
        for (int i = 0; i < kd->count; i++) {
            const char *art = nm_data_str(d, kd->items[i].field[fields[k]]);
            char path[600];
            snprintf(path, sizeof path, "%s/../art/oak/%s.svg", OAK_DATA_DIR, art);
            FILE *f = fopen(path, "rb");
            CHECK(f != NULL, "%s: no art file %s", kd->items[i].id, path);
            if (f) fclose(f);
            for (int j = 0; j < i; j++)
                CHECK(strcmp(art, nm_data_str(d, kd->items[j].field[fields[k]])) != 0, "%s shares its art", kd->items[i].id);
        }
    }
    /* the card in the row shows its own art */
    nm_match *m = ot_match(2, 3, 0);
    const oak_state *s = ot_state(m);
    nm_element_view v;
    memset(&v, 0, sizeof v);
    CHECK(oak_describe(d, s, 0, 0, "creature.0", &v) && s->row[0] >= 0 &&
              strcmp(v.icon, nm_data_str(d, oak_field(d, OAK_K_CREATURES, s->row[0], OAK_C_ART))) == 0,
          "creature.0 icon %s", v.icon);
    memset(&v, 0, sizeof v);
    CHECK(oak_describe(d, s, 0, 0, "artifact.1", &v) && s->arow[1] >= 0 &&
              strcmp(v.icon, nm_data_str(d, oak_field(d, OAK_K_ARTIFACTS, s->arow[1], OAK_AR_ART))) == 0,
          "artifact.1 icon %s", v.icon);
    memset(&v, 0, sizeof v);
    CHECK(oak_describe(d, s, 0, 0, "potion.2", &v) && s->potion_row[2] >= 0 &&
              strcmp(v.icon, nm_data_str(d, oak_field(d, OAK_K_POTIONS, s->potion_row[2], OAK_P_ART))) == 0,
          "potion.2 icon %s", v.icon);
    nm_match_destroy(m);
}

/* Issue 16: a 22-22 game says which tie-break decided it, in English and French. */
static void tie_break(void) {
    nm_match *m = ot_match(2, 3, 0);
    oak_state *s = ot_state(m);
    char buf[200];
    CHECK(oak_tie_break(ot_data(), s, 0, buf, sizeof buf) == 0, "no tie-break before the end");
    s->phase = OAK_PHASE_OVER;
    s->seat[0].vp = s->seat[1].vp = 22;
    s->seat[0].steps = 5;
    s->seat[1].steps = 7;
    CHECK(m->game->tie_break(ot_data(), s, 0, buf, sizeof buf) == 1 &&
              strcmp(buf, "Tied on 22 VP: Player 2 climbed more branch spaces (7 against 5)") == 0,
          "22-22: '%s'", buf);
    CHECK(oak_tie_break(ot_data(), s, 1, buf, sizeof buf) == 1 &&
              strcmp(buf, "À égalité à 22 PV : Joueur 2 a gravi plus de cases de branche (7 contre 5)") == 0,
          "22-22 in French: '%s'", buf);
    s->seat[0].steps = 7;
    CHECK(oak_tie_break(ot_data(), s, 0, buf, sizeof buf) == 1 && strstr(buf, "shared"), "still tied: '%s'", buf);
    s->seat[0].vp = 23;
    CHECK(oak_tie_break(ot_data(), s, 0, buf, sizeof buf) == 0, "23-22: no tie-break");
    nm_match_destroy(m);
}

/* Issue 16: the prompt names the pending decision in both languages (the druid awaited for
 * the Assembly card just chosen, the effect that asks, gathering...); every narrated line
 * says Broichan's turn or a Dusk / final count with the VP as the sources changed. */
static int prompts_checked, lines_said;
static void check_prompt(const nm_data *d, const oak_state *s) {
    char en[NM_EVENT_LEN], fr[NM_EVENT_LEN];
    oak_prompt(d, s, 0, en, sizeof en);
    oak_prompt(d, s, 1, fr, sizeof fr);
    if (s->phase == OAK_PHASE_OVER) {
        CHECK(en[0] == 0, "a prompt after the end: %s", en);
        return;
    }
    CHECK(en[0] && fr[0] && strcmp(en, fr) != 0, "prompt '%s' / '%s'", en, fr);
    if (!s->vm.waiting && s->pend.step == OAK_PEND_DRUID && s->pend.kind == OAK_ACT_TEMPLE) {
        char want[NM_EVENT_LEN];
        snprintf(want, sizeof want, "Choose the druid for %s", oak_kind(d, OAK_K_ASSEMBLY)->items[s->pend.card].name[0]);
        CHECK(strcmp(en, want) == 0, "prompt '%s', want '%s'", en, want);
    }
    if (s->vm.waiting) CHECK(strncmp(en, "Choose for ", 11) == 0 || strcmp(en, "Make the effect's choice") == 0, "%s", en);
    if (!s->vm.waiting && s->pend.step == OAK_PEND_NONE && s->phase == OAK_PHASE_DAY &&
        s->seat[s->h.to_move].state == OAK_SEAT_PASSED)
        CHECK(strcmp(en, "Gather an ingredient, or stop gathering") == 0, "%s", en);
    prompts_checked++;
}

static void check_narration(const nm_data *d, const oak_state *s0, const nm_action *a, const oak_state *s1) {
    nm_event_line ev[16];
    int n = oak_narrate(d, s0, a, s1, 0, ev, 16);
    lines_said += n;
    int bot = oak_bot(s1);
    if (bot >= 0 && s1->bot_discard_count > 0 &&
        (s1->bot_discard_count != s0->bot_discard_count || s1->bot_deck_count != s0->bot_deck_count)) {
        /* Broichan played a card: the line names it */
        const char *card = oak_kind(d, OAK_K_BOT)->items[s1->bot_discard[s1->bot_discard_count - 1]].name[0];
        int found = 0;
        for (int k = 0; k < n; k++) found |= ev[k].seat == bot && strncmp(ev[k].text, "Broichan: ", 10) == 0 && strstr(ev[k].text, card);
        CHECK(found, "Broichan played %s: no line says it", card);
    }
    if (bot >= 0 && s1->round == s0->round && s1->phase != OAK_PHASE_OVER && s1->seat[bot].vp != s0->seat[bot].vp) {
        char want[40];
        snprintf(want, sizeof want, "%+d VP", s1->seat[bot].vp - s0->seat[bot].vp);
        int found = 0;
        for (int k = 0; k < n; k++) found |= ev[k].seat == bot && (strstr(ev[k].text, want) || strstr(ev[k].text, "), "));
        CHECK(found, "Broichan's VP changed by %s: no line says it (%d lines: '%s')", want, n, n ? ev[0].text : "");
    }
    if (s1->round != s0->round) {
        int found = 0;
        for (int k = 0; k < n; k++) found |= ev[k].seat < 0 && strncmp(ev[k].text, "Dusk: round ", 12) == 0;
        CHECK(found, "a round ended: no Dusk line");
    }
    for (int k = 0; k < n; k++) CHECK(ev[k].text[0] && (!ev[k].element[0] || nm_board_find(&d->board, ev[k].element)),
                                      "line '%s' lights '%s'", ev[k].text, ev[k].element);
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 40;
    uint64_t seed0 = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    const nm_data *d = ot_data();
    check_art(d);
    tie_break();
    for (int players = 1; players <= 4; players++) {
        for (int g = 0; g < games && check_failures < 20; g++) {
            uint64_t seed = seed0 + (uint64_t)g * 104729u + (uint64_t)players;
            nm_match *m = ot_match(players, seed, g % 4 == 3);
            nm_controller c[OAK_MAX_PLAYERS];
            for (int p = 0; p < players; p++) {
                nm_controller_parse("random", &c[p], NULL);
                nm_controller_seed(&c[p], seed, p);
            }
            check_scores(d, m, players, seed); /* nothing scored yet: one line at 0 */
            int step = 0;
            while (!nm_match_over(m) && step < 20000 && check_failures < 20) {
                const nm_action_list *l = nm_match_legal(m);
                if (l->count == 0) break;
                check_words(d, m, players, seed, step);
                int seat = nm_match_to_move(m);
                if (step % 15 == 0) check_describe(d, ot_state(m), seat < players ? seat : 0);
                int k = nm_controller_choose(&c[seat], oak_game(), d, m->state, seat, l);
                static nm_errors err;
                nm_errors_clear(&err);
                static oak_state before;
                before = *ot_state(m);
                check_prompt(d, &before);
                nm_action act = l->a[k];
                if (nm_match_apply(m, &act, &err) != 0) {
                    CHECK(0, "refused: %s", nm_errors_first(&err));
                    break;
                }
                check_narration(d, &before, &act, ot_state(m));
                step++;
            }
            CHECK(nm_match_over(m), "players %d seed %llu: not over", players, (unsigned long long)seed);
            check_describe(d, ot_state(m), 0);
            check_scores(d, m, players, seed);
            nm_match_destroy(m);
        }
        printf("players %d: %d games checked\n", players, games);
    }
    printf("oak_view: %d prompts checked, %d lines said what the flow did, %d bar options lit their creature\n",
           prompts_checked, lines_said, bar_creatures);
    CHECK(bar_creatures > 0, "no creature taken from the action bar was checked");
    CHECK(lines_said > 0, "no line said anything");
    ot_cleanup();
    return check_done("oak_view");
}
