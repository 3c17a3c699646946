/* karnag_names.c - the names of places that labels, log lines and hover text use, in
 * English and French. The board prints no numbers: a glade square is named by column
 * letter and row number (the squares' hover shows it), a path square by the glade square
 * it borders and the side it lies on ("north of E1"), a corner of the path by its compass
 * point, a Cauldron space by the side of the glade it opens on, a druid by where it
 * stands. */
#include <stdio.h>
#include <string.h>
#include "karnag.h"

#define TR(en, fr) (lang == 1 ? (fr) : (en))

void karnag_sq_name(const karnag_geo *g, int sq, char *buf, size_t n) {
    if (sq < 0 || sq >= g->sq) snprintf(buf, n, "?");
    else snprintf(buf, n, "%c%d", 'A' + sq % g->w, sq / g->w + 1);
}

/* The side of the glade a path square lies on (KARNAG_N..W), -1 for a corner. */
static int path_side(const karnag_geo *g, int ps) {
    int x = g->path_x[ps], y = g->path_y[ps];
    int out_x = x < 0 || x >= g->w, out_y = y < 0 || y >= g->h;
    if (out_x && out_y) return -1;
    return y < 0 ? KARNAG_N : x >= g->w ? KARNAG_E : y >= g->h ? KARNAG_S : KARNAG_W;
}

void karnag_path_name(const karnag_geo *g, int ps, int lang, char *buf, size_t n) {
    static const char *const side_en[4] = {"north", "east", "south", "west"};
    static const char *const side_fr[4] = {"au nord", "à l'est", "au sud", "à l'ouest"};
    if (ps < 0 || ps >= g->path) {
        snprintf(buf, n, "?");
        return;
    }
    int x = g->path_x[ps], y = g->path_y[ps], side = path_side(g, ps);
    if (side < 0) {
        int north = y < 0, west = x < 0;
        snprintf(buf, n, "%s", north ? (west ? TR("north-west corner", "coin nord-ouest")
                                             : TR("north-east corner", "coin nord-est"))
                                     : (west ? TR("south-west corner", "coin sud-ouest")
                                             : TR("south-east corner", "coin sud-est")));
        return;
    }
    char sq[8];
    int gx = x < 0 ? 0 : x >= g->w ? g->w - 1 : x, gy = y < 0 ? 0 : y >= g->h ? g->h - 1 : y;
    karnag_sq_name(g, gy * g->w + gx, sq, sizeof sq);
    snprintf(buf, n, "%s %s %s", lang == 1 ? side_fr[side] : side_en[side], TR("of", "de"), sq);
}

void karnag_cauldron_name(const karnag_geo *g, int c, int lang, char *buf, size_t n) {
    static const char *const en[4] = {"north cauldron", "east cauldron", "south cauldron",
                                      "west cauldron"};
    static const char *const fr[4] = {"chaudron nord", "chaudron est", "chaudron sud",
                                      "chaudron ouest"};
    int side = c >= 0 && c < KARNAG_CAULDRONS ? path_side(g, g->cauldron_entry[c]) : -1;
    if (side < 0) snprintf(buf, n, TR("cauldron %d", "chaudron %d"), c + 1);
    else snprintf(buf, n, "%s", lang == 1 ? fr[side] : en[side]);
}

void karnag_druid_place(const karnag_geo *g, int at, int lang, char *buf, size_t n) {
    if (at >= 0 && at < g->path) karnag_path_name(g, at, lang, buf, n);
    else if (at == KARNAG_D_COUNCIL) snprintf(buf, n, "%s", TR("at the council", "au conseil"));
    else if (at >= KARNAG_D_CAULDRON && at < KARNAG_D_CAULDRON + KARNAG_CAULDRONS) {
        char c[32];
        karnag_cauldron_name(g, at - KARNAG_D_CAULDRON, lang, c, sizeof c);
        snprintf(buf, n, TR("in the %s", "dans le %s"), c);
    } else snprintf(buf, n, "%s", TR("not placed", "pas placé"));
}
