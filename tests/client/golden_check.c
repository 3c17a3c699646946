/* golden_check.c - golden_check GOT.png GOLDEN.png: exits 0 when the two images have the
 * same size, at most 1.5 % of their pixels differ by more than 40 in a colour channel
 * (the software and GL renderers, and font rasterisers, differ by about 1 % of pixels),
 * and no 16x16 tile has 12 such pixels or more: a changed number on the board (a digit
 * of 14 px changes 20 to 60 pixels of one or two tiles) fails, scattered edges do not.
 * With NEMETON_GOLDEN_UPDATE=1 it copies GOT over GOLDEN instead (after looking at it);
 * with NEMETON_GOLDEN_SHARE_ONLY=1 only the share of differing pixels counts. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

#define GOLDEN_CHANNEL 40
#define GOLDEN_SHARE 0.015
#define GOLDEN_TILE 16
#define GOLDEN_TILE_MAX 12

static SDL_Surface *golden_load(const char *path) {
    SDL_Surface *raw = IMG_Load(path);
    if (!raw) {
        fprintf(stderr, "golden_check: %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    return s;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: golden_check GOT.png GOLDEN.png\n");
        return 2;
    }
    const char *upd = getenv("NEMETON_GOLDEN_UPDATE");
    if (upd && upd[0] == '1') {
        SDL_Surface *g = golden_load(argv[1]);
        int rc = g && IMG_SavePNG(g, argv[2]) == 0 ? 0 : 1;
        if (g) SDL_FreeSurface(g);
        printf("golden_check: %s %s\n", argv[2], rc ? "NOT updated" : "updated");
        return rc;
    }
    SDL_Surface *a = golden_load(argv[1]), *b = golden_load(argv[2]);
    if (!a || !b) return 1;
    if (a->w != b->w || a->h != b->h) {
        fprintf(stderr, "golden_check: %s is %dx%d, the golden %s is %dx%d\n", argv[1], a->w, a->h,
                argv[2], b->w, b->h);
        return 1;
    }
    long differ = 0, total = (long)a->w * a->h;
    int tw = (a->w + GOLDEN_TILE - 1) / GOLDEN_TILE, th = (a->h + GOLDEN_TILE - 1) / GOLDEN_TILE;
    int *tile = calloc((size_t)tw * (size_t)th, sizeof *tile);
    if (!tile) return 1;
    for (int y = 0; y < a->h; y++) {
        const Uint32 *ra = (const Uint32 *)((const Uint8 *)a->pixels + y * a->pitch);
        const Uint32 *rb = (const Uint32 *)((const Uint8 *)b->pixels + y * b->pitch);
        for (int x = 0; x < a->w; x++) {
            int worst = 0;
            for (int sh = 0; sh < 24; sh += 8) {
                int d = (int)((ra[x] >> sh) & 255) - (int)((rb[x] >> sh) & 255);
                if (d < 0) d = -d;
                if (d > worst) worst = d;
            }
            differ += worst > GOLDEN_CHANNEL;
            if (worst > GOLDEN_CHANNEL) tile[(y / GOLDEN_TILE) * tw + x / GOLDEN_TILE]++;
        }
    }
    double share = (double)differ / (double)total;
    printf("golden_check: %s: %.3f %% of pixels differ from %s (limit %.1f %%)\n", argv[1],
           100.0 * share, argv[2], 100.0 * GOLDEN_SHARE);
    int bad = 0;
    for (int k = 0; k < tw * th; k++)
        if (tile[k] >= GOLDEN_TILE_MAX) {
            if (bad < 5)
                printf("golden_check: %d pixels differ in the tile at %d,%d\n", tile[k], (k % tw) * GOLDEN_TILE,
                       (k / tw) * GOLDEN_TILE);
            bad++;
        }
    if (bad) printf("golden_check: %d tiles of %dx%d with %d differing pixels or more\n", bad, GOLDEN_TILE,
                    GOLDEN_TILE, GOLDEN_TILE_MAX);
    free(tile);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    /* Between two platforms (Windows under Wine against Linux) fonts are rasterised a little
     * differently in every word: NEMETON_GOLDEN_SHARE_ONLY=1 judges the share alone. */
    const char *share_only = getenv("NEMETON_GOLDEN_SHARE_ONLY");
    if (share_only && share_only[0] == '1') bad = 0;
    return share <= GOLDEN_SHARE && !bad ? 0 : 1;
}
