/* test_saves.c - saves are always valid UTF-8 and load: random games (a quarter per player
 * count, 1 to 4) are saved, every save is checked byte by byte as strict UTF-8 and loaded
 * back to the same state hash; the log's words of every action played, in English and in
 * French, are valid UTF-8 too. A save written before labels were kept whole (labels cut at
 * NM_LABEL_LEN - 1 bytes) still loads.
 * Usage: test_oak_saves [games] [first seed]. */
#include <stdlib.h>
#include <string.h>
#include "oaktest.h"
#include "nemeton/controller.h"
#include "nemeton/save.h"
#include "nemeton/util.h"

/* Strict UTF-8 (RFC 3629): no stray continuation byte, no overlong form, no surrogate,
 * nothing past U+10FFFF. Returns the offset of the first bad byte, or -1. */
static long utf8_bad(const char *text) {
    const unsigned char *s = (const unsigned char *)text;
    for (long i = 0; s[i];) {
        unsigned c = s[i];
        int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
        if (n < 0) return i;
        unsigned cp = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
        for (int k = 1; k <= n; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return i;
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        static const unsigned lowest[4] = {0, 0x80, 0x800, 0x10000};
        if (cp < lowest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return i;
        i += n + 1;
    }
    return -1;
}

/* Plays one random game, checking each action's words in both languages. Returns the match
 * (finished) or NULL after a failed check. */
static nm_match *random_game(int players, uint64_t seed) {
    nm_match *m = ot_match(players, seed, seed % 5 == 4);
    nm_controller c[OAK_MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        nm_controller_parse("random", &c[p], NULL);
        nm_controller_seed(&c[p], seed, p);
    }
    static nm_errors err;
    for (int steps = 0; !nm_match_over(m) && steps < 5000; steps++) {
        int seat = nm_match_to_move(m);
        const nm_action_list *l = nm_match_legal(m);
        if (l->count == 0) break;
        nm_action a = l->a[nm_controller_choose(&c[seat < 0 || seat >= players ? 0 : seat], oak_game(), ot_data(),
                                                m->state, seat, l)];
        for (int lang = 0; lang < NM_LANGS; lang++) {
            char words[NM_LABEL_LEN];
            oak_display_label(ot_data(), m->state, &a, lang, words, sizeof words);
            long at = utf8_bad(words);
            if (at >= 0) {
                CHECK(0, "seed %llu, language %d: log words not UTF-8 at byte %ld: %s", (unsigned long long)seed,
                      lang, at, words);
                nm_match_destroy(m);
                return NULL;
            }
        }
        nm_errors_clear(&err);
        if (nm_match_apply(m, &a, &err) != 0) {
            CHECK(0, "seed %llu: %s", (unsigned long long)seed, nm_errors_first(&err));
            nm_match_destroy(m);
            return NULL;
        }
    }
    CHECK(nm_match_over(m), "seed %llu: the game ends", (unsigned long long)seed);
    return m;
}

/* The save's text with every label longer than NM_LABEL_LEN - 1 bytes cut there, as saves
 * were written before (possibly inside a character); sets *cut to how many were. The labels
 * are the strings of the "actions" array (cJSON escapes no UTF-8, and labels hold no quote). */
static char *old_style(const char *save, int *cut) {
    size_t n = strlen(save), o = 0, i = 0;
    char *out = malloc(n + 1);
    *cut = 0;
    const char *acts = strstr(save, "\"actions\"");
    const char *open = acts ? strchr(acts, '[') : NULL, *close = open ? strchr(open, ']') : NULL;
    if (!close) {
        memcpy(out, save, n + 1);
        return out;
    }
    size_t from = (size_t)(open - save), to = (size_t)(close - save);
    memcpy(out, save, from);
    o = i = from;
    while (i < to) {
        if (save[i] != '"') {
            out[o++] = save[i++];
            continue;
        }
        const char *e = strchr(save + i + 1, '"');
        size_t len = (size_t)(e - (save + i + 1)), keep = len > NM_LABEL_LEN - 1 ? NM_LABEL_LEN - 1 : len;
        *cut += len > keep;
        out[o++] = '"';
        memcpy(out + o, save + i + 1, keep);
        o += keep;
        out[o++] = '"';
        i += len + 2;
    }
    memcpy(out + o, save + i, n - i + 1);
    return out;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 1000;
    uint64_t seed0 = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    nm_library lib = {.root = nm_builtin_data_dir()};
    static nm_errors err;
    int long_labels = 0, old_checked = 0;
    for (int g = 0; g < games; g++) {
        int players = 1 + g % 4;
        uint64_t seed = seed0 + (uint64_t)g;
        nm_match *m = random_game(players, seed);
        if (!m) continue;
        char *save = nm_save_text(m);
        long at = utf8_bad(save);
        CHECK(at < 0, "seed %llu (%d players): the save is not UTF-8 at byte %ld", (unsigned long long)seed, players, at);
        char h1[17], h2[17];
        nm_match_hash(m, h1);
        nm_errors_clear(&err);
        nm_match *back = nm_save_parse(&lib, save, "random.json", &err);
        CHECK(back != NULL, "seed %llu (%d players): the save does not load: %s", (unsigned long long)seed, players,
              nm_errors_first(&err));
        if (back) {
            nm_match_hash(back, h2);
            CHECK(strcmp(h1, h2) == 0, "seed %llu: loaded to another state", (unsigned long long)seed);
            nm_match_destroy(back);
        }
        /* the first games with long labels, saved the old way, still load */
        int cut = 0;
        char *old = old_style(save, &cut);
        long_labels += cut;
        if (cut > 0 && old_checked < 3) {
            nm_errors_clear(&err);
            back = nm_save_parse(&lib, old, "old.json", &err);
            CHECK(back != NULL, "seed %llu: a save with labels cut the old way does not load: %s",
                  (unsigned long long)seed, nm_errors_first(&err));
            nm_match_destroy(back);
            old_checked++;
        }
        free(old);
        free(save);
        nm_match_destroy(m);
    }
    CHECK(games < 100 || long_labels > 0, "the games saved labels longer than the old cut (%d)", long_labels);
    CHECK(games < 100 || old_checked > 0, "old-style saves were tried (%d)", old_checked);
    printf("saves: %d games, %d labels longer than %d bytes kept whole\n", games, long_labels, NM_LABEL_LEN - 1);
    nm_library_close(&lib);
    ot_cleanup();
    return check_done("oak_saves");
}
