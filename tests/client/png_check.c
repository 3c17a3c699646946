/* png_check.c - png_check FILE WIDTH HEIGHT: exits 0 when the PNG has that size and is not
 * blank: many distinct colours, and no quarter of the image is a single flat colour. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

/* Distinct colours among the pixels of a region, counted up to cap. */
static int png_colours(SDL_Surface *s, int x0, int y0, int w, int h, int cap) {
    static Uint32 seen[4096];
    int n = 0;
    for (int y = y0; y < y0 + h; y += 3) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = x0; x < x0 + w; x += 3) {
            Uint32 c = row[x];
            int k = 0;
            while (k < n && seen[k] != c) k++;
            if (k == n) {
                seen[n++] = c;
                if (n >= cap) return n;
            }
        }
    }
    return n;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: png_check FILE WIDTH HEIGHT\n");
        return 2;
    }
    int want_w = atoi(argv[2]), want_h = atoi(argv[3]);
    SDL_Surface *raw = IMG_Load(argv[1]);
    if (!raw) {
        fprintf(stderr, "%s: cannot load: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s) return 1;
    int rc = 0;
    if (s->w != want_w || s->h != want_h) {
        fprintf(stderr, "%s: %dx%d, expected %dx%d\n", argv[1], s->w, s->h, want_w, want_h);
        rc = 1;
    }
    int all = png_colours(s, 0, 0, s->w, s->h, 4000);
    if (all < 64) {
        fprintf(stderr, "%s: only %d distinct colours: blank or nearly\n", argv[1], all);
        rc = 1;
    }
    for (int q = 0; q < 4; q++) {
        int qw = s->w / 2, qh = s->h / 2;
        int c = png_colours(s, (q % 2) * qw, (q / 2) * qh, qw, qh, 64);
        if (c < 4) {
            fprintf(stderr, "%s: quarter %d has %d colours: a blank area\n", argv[1], q, c);
            rc = 1;
        }
    }
    if (rc == 0) printf("%s: %dx%d, %s%d colours\n", argv[1], s->w, s->h, all >= 4000 ? ">=" : "", all);
    SDL_FreeSurface(s);
    return rc;
}
