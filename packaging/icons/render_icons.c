/* render_icons.c - the program's icon at every size a desktop asks for, from one SVG.
 *
 *   render_icons EMBLEM.svg OUTDIR
 *
 * writes OUTDIR/icon-N.png for N in 16 24 32 48 64 128 256 512 1024 (the PNGs of the
 * freedesktop hicolor theme), OUTDIR/nemeton.ico (Windows: PNG images of 16 to 256) and
 * OUTDIR/nemeton.icns (macOS: PNG images of 16 to 1024). It runs at build time on the
 * build machine, and draws with SDL_image's SVG renderer, the one the game draws with. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int icon_sizes[] = {16, 24, 32, 48, 64, 128, 256, 512, 1024};
#define ICON_COUNT ((int)(sizeof icon_sizes / sizeof icon_sizes[0]))

typedef struct png_bytes {
    unsigned char *data;
    size_t len;
} png_bytes;

static int read_whole(const char *path, png_bytes *out) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    int ok = fseek(f, 0, SEEK_END) == 0;
    long len = ok ? ftell(f) : -1;
    ok = ok && len > 0 && fseek(f, 0, SEEK_SET) == 0;
    out->data = ok ? malloc((size_t)len) : NULL;
    ok = ok && out->data && fread(out->data, 1, (size_t)len, f) == (size_t)len;
    fclose(f);
    out->len = ok ? (size_t)len : 0;
    return ok ? 0 : -1;
}

static void put_le16(FILE *f, unsigned v) {
    fputc((int)(v & 255u), f);
    fputc((int)((v >> 8) & 255u), f);
}
static void put_le32(FILE *f, unsigned long v) {
    put_le16(f, (unsigned)(v & 0xffffu));
    put_le16(f, (unsigned)((v >> 16) & 0xffffu));
}
static void put_be32(FILE *f, unsigned long v) {
    for (int shift = 24; shift >= 0; shift -= 8) fputc((int)((v >> shift) & 255u), f);
}

static int png_index(int size) {
    for (int i = 0; i < ICON_COUNT; i++)
        if (icon_sizes[i] == size) return i;
    return -1;
}

/* ICO: a directory of entries, each a whole PNG (Windows Vista and later read them). */
static int write_ico(const char *path, const png_bytes *png) {
    static const int sizes[] = {16, 24, 32, 48, 64, 128, 256};
    const int n = (int)(sizeof sizes / sizeof sizes[0]);
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    put_le16(f, 0);
    put_le16(f, 1); /* an icon */
    put_le16(f, (unsigned)n);
    unsigned long offset = 6 + 16ul * (unsigned long)n;
    for (int i = 0; i < n; i++) {
        const png_bytes *p = &png[png_index(sizes[i])];
        fputc(sizes[i] >= 256 ? 0 : sizes[i], f); /* 0 means 256 */
        fputc(sizes[i] >= 256 ? 0 : sizes[i], f);
        fputc(0, f); /* no palette */
        fputc(0, f);
        put_le16(f, 1);  /* planes */
        put_le16(f, 32); /* bits per pixel */
        put_le32(f, (unsigned long)p->len);
        put_le32(f, offset);
        offset += (unsigned long)p->len;
    }
    for (int i = 0; i < n; i++) {
        const png_bytes *p = &png[png_index(sizes[i])];
        fwrite(p->data, 1, p->len, f);
    }
    int bad = ferror(f);
    return fclose(f) == 0 && !bad ? 0 : -1;
}

/* ICNS: "icns", the file's length, then typed entries, each a whole PNG. */
static int write_icns(const char *path, const png_bytes *png) {
    static const struct { const char *type; int size; } entries[] = {
        {"icp4", 16},  {"icp5", 32},  {"icp6", 64},  {"ic07", 128}, {"ic08", 256},
        {"ic09", 512}, {"ic10", 1024}, {"ic11", 32}, {"ic12", 64},  {"ic13", 256},
        {"ic14", 512},
    };
    const int n = (int)(sizeof entries / sizeof entries[0]);
    unsigned long total = 8;
    for (int i = 0; i < n; i++) total += 8 + (unsigned long)png[png_index(entries[i].size)].len;
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    fwrite("icns", 1, 4, f);
    put_be32(f, total);
    for (int i = 0; i < n; i++) {
        const png_bytes *p = &png[png_index(entries[i].size)];
        fwrite(entries[i].type, 1, 4, f);
        put_be32(f, 8 + (unsigned long)p->len);
        fwrite(p->data, 1, p->len, f);
    }
    int bad = ferror(f);
    return fclose(f) == 0 && !bad ? 0 : -1;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: render_icons EMBLEM.svg OUTDIR\n");
        return 2;
    }
    png_bytes png[ICON_COUNT];
    memset(png, 0, sizeof png);
    char path[4096];
    int rc = 0;
    for (int i = 0; i < ICON_COUNT && rc == 0; i++) {
        SDL_RWops *rw = SDL_RWFromFile(argv[1], "rb");
        SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, icon_sizes[i], icon_sizes[i]) : NULL;
        if (rw) SDL_RWclose(rw);
        snprintf(path, sizeof path, "%s/icon-%d.png", argv[2], icon_sizes[i]);
        if (!s || s->w != icon_sizes[i] || s->h != icon_sizes[i] || IMG_SavePNG(s, path) != 0 ||
            read_whole(path, &png[i]) != 0) {
            fprintf(stderr, "render_icons: %s at %d px: %s\n", argv[1], icon_sizes[i],
                    s ? SDL_GetError() : IMG_GetError());
            rc = 1;
        }
        SDL_FreeSurface(s);
    }
    if (rc == 0) {
        snprintf(path, sizeof path, "%s/nemeton.ico", argv[2]);
        if (write_ico(path, png) != 0) {
            fprintf(stderr, "render_icons: cannot write %s\n", path);
            rc = 1;
        }
    }
    if (rc == 0) {
        snprintf(path, sizeof path, "%s/nemeton.icns", argv[2]);
        if (write_icns(path, png) != 0) {
            fprintf(stderr, "render_icons: cannot write %s\n", path);
            rc = 1;
        }
    }
    for (int i = 0; i < ICON_COUNT; i++) free(png[i].data);
    return rc;
}
