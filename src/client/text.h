/* text.h - drawing text: single lines, word-wrapped boxes and ellipsis, through the
 * cached text textures of assets.h. Sizes are in reference pixels (scaled by app->u)
 * with a floor so body text never drops under 14 px at 1280x720. */
#ifndef NM_CLIENT_TEXT_H
#define NM_CLIENT_TEXT_H
#include <SDL.h>
#include "app.h"

typedef enum text_align { TEXT_LEFT, TEXT_CENTRE, TEXT_RIGHT } text_align;

/* Text sizes in reference pixels. */
#define TEXT_BODY 20.0f
#define TEXT_SMALL 18.0f
#define TEXT_LABEL 21.0f
#define TEXT_TITLE 30.0f

/* Font pixel size for a reference size at the current scale (>= 14 px at 1280x720). */
int text_px(const app *a, float size);
/* Width of text in pixels. */
int text_width(app *a, font_role role, int px, const char *s);
/* Height of one line. */
int text_line_h(app *a, font_role role, int px);
/* Draws one line with its top at y, aligned on x; returns its width. */
int text_draw(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
              const char *s);
/* Draws one line cut with an ellipsis to fit max_w. */
int text_draw_fit(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
                  int max_w, const char *s);
/* The largest font size from px down to the 14 px floor at which s fits max_w. */
int text_fit_px(app *a, font_role role, int px, int max_w, const char *s);
/* The same going down to min_px (names on small board spaces: 12 px at 1280x720). */
int text_fit_px_min(app *a, font_role role, int px, int max_w, const char *s, int min_px);
/* Copies s into out, cut with "…" so that it fits max_w. */
void text_ellipsize(app *a, font_role role, int px, int max_w, const char *s, char *out,
                    size_t n);
/* Word-wraps s into box (lines past the bottom are dropped, the last one ends with "…").
 * Draws when draw is 1. Returns the height used. */
int text_box(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
             const char *s, int draw);

/* 1 when s word-wrapped in box needs no cut (every line and word inside it). */
int text_box_fits(app *a, font_role role, int px, SDL_Rect box, const char *s);
/* The largest font size from px down to min_px at which s word-wrapped fits box (min_px
 * when none does: text_box then cuts, and counts the cut). */
int text_box_fit_px(app *a, font_role role, int px, SDL_Rect box, const char *s, int min_px);
/* Short forms for texts whose whole is shown elsewhere (the hover card, the zoom): s when
 * it fits, else its longest beginning that ends at a clause (". ", "; ", " · ", ": ",
 * ", ", " (") and fits, else nothing. Never an ellipsis. Return the width / height used. */
int text_draw_whole(app *a, font_role role, int px, SDL_Color c, int x, int y, text_align al,
                    int max_w, const char *s);
int text_box_whole(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
                   const char *s, int draw);

/* Every string the text code had to cut to fit (an ellipsis, lines dropped from a box)
 * since the last reset is counted, and the first TEXT_CUTS_KEPT are kept with the width
 * they had to fit: the text-fit test renders every scene and fails on any. */
#define TEXT_CUTS_KEPT 64
void text_cuts_reset(void);
int text_cuts_count(void);
/* The k-th cut kept (k < min(count, TEXT_CUTS_KEPT)): the whole string and the width. */
const char *text_cut_get(int k, int *max_w);
/* The texts the *_whole functions drew shortened (to a clause, or not at all) since the
 * last reset: short forms, allowed where the whole text is elsewhere; the text-fit test
 * fails on them on the boards it holds to showing everything (Isle of Skye). */
int text_shorts_count(void);
const char *text_short_get(int k);
/* Drawing over what is below: a scene over another, the hover card over the board. Lines
 * of different layers may overlap; two lines of one layer overlapping is a fault. */
void text_layer_next(void);
/* How many pairs of lines drawn in one layer since the reset overlap; the first is
 * described in out. */
int text_overlaps(char *out, size_t n);

#endif
