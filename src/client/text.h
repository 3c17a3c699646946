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
/* Copies s into out, cut with "…" so that it fits max_w. */
void text_ellipsize(app *a, font_role role, int px, int max_w, const char *s, char *out,
                    size_t n);
/* Word-wraps s into box (lines past the bottom are dropped, the last one ends with "…").
 * Draws when draw is 1. Returns the height used. */
int text_box(app *a, font_role role, int px, SDL_Color c, SDL_Rect box, text_align al,
             const char *s, int draw);

#endif
