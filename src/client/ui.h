/* ui.h - drawing primitives and widgets in the project's look (ART.md): the wooden table,
 * parchment panels with soft shadows, gold highlights, buttons and the players' colours
 * with a shape each. Everything takes pixel rectangles; sizes scale with app->u. */
#ifndef NM_CLIENT_UI_H
#define NM_CLIENT_UI_H
#include <SDL.h>
#include "app.h"

/* The palette. */
extern const SDL_Color ui_ink;        /* near-black brown text on parchment */
extern const SDL_Color ui_ink_soft;   /* secondary text on parchment */
extern const SDL_Color ui_cream;      /* text on wood */
extern const SDL_Color ui_cream_dim;  /* secondary text on wood */
extern const SDL_Color ui_gold;       /* highlights, victory */
extern const SDL_Color ui_gold_light;
extern const SDL_Color ui_parchment;
extern const SDL_Color ui_parchment_edge;
extern const SDL_Color ui_wood;
extern const SDL_Color ui_wood_dark;
extern const SDL_Color ui_forest;
extern const SDL_Color ui_shadow_col;

typedef enum ui_shape_kind {
    UI_SHAPE_CIRCLE, UI_SHAPE_SQUARE, UI_SHAPE_TRIANGLE, UI_SHAPE_DIAMOND, UI_SHAPE_STAR,
    UI_SHAPE_CROSS, UI_SHAPE_COUNT
} ui_shape_kind;

typedef enum ui_button_style {
    UI_BTN_NORMAL,   /* dark wood with a gold rim */
    UI_BTN_PRIMARY,  /* forest green: the main action of a scene */
    UI_BTN_SELECTED, /* the chosen option of a toggle */
    UI_BTN_QUIET     /* on parchment: a light button */
} ui_button_style;

/* Scaled length: v reference pixels at the current size. */
int ui_s(const app *a, float v);
/* 1 when (x, y) is inside r. */
int ui_hit(SDL_Rect r, int x, int y);
/* Blends two colours (t = 0 gives c0). */
SDL_Color ui_mix(SDL_Color c0, SDL_Color c1, float t);
/* Colour and shape of a seat (Okabe-Ito colours; the shape keeps colour from being the
 * only cue). */
SDL_Color ui_seat_color(int seat);
ui_shape_kind ui_seat_shape(int seat);

/* Rounded rectangle with a vertical gradient. */
void ui_round_fill(app *a, SDL_Rect rc, float rad, SDL_Color top, SDL_Color bottom);
/* Rounded rectangle lighter in the middle than at the rim (through a cached sprite). */
void ui_round_radial(app *a, SDL_Rect rc, float rad, SDL_Color centre, SDL_Color rim);
/* Rounded outline of the given thickness, inside rc. */
void ui_round_frame(app *a, SDL_Rect rc, float rad, float thick, SDL_Color c);
/* A halo around rc fading out over size pixels (through a cached sprite). */
void ui_glow(app *a, SDL_Rect rc, float rad, float size, SDL_Color c);
/* What the player may choose: a gold halo and outline, brighter when pointed at (hot);
 * nothing when not legal. */
void ui_legal_frame(app *a, SDL_Rect rc, float rad, int legal, int hot);
/* A soft drop shadow under rc (through a cached sprite). */
void ui_shadow(app *a, SDL_Rect rc, float rad, float size);
/* A filled shape with a dark edge, centred at (cx, cy). */
void ui_shape(app *a, ui_shape_kind k, float cx, float cy, float radius, SDL_Color fill);
/* A player's token: their shape in their colour. */
void ui_seat_token(app *a, int seat, int cx, int cy, int radius);
/* A piece's facing: a gold dart pointing deg degrees clockwise from up, its tip tip * rad
 * from (cx, cy), its base base * rad, the base half-width width * rad. */
void ui_facing_dart(app *a, float cx, float cy, float rad, int deg, float tip, float base,
                    float width);

/* The wooden table filling the screen. */
void ui_table(app *a);
/* A parchment panel with shadow and rim. */
void ui_parchment_panel(app *a, SDL_Rect rc);
/* A dark wooden panel with a gold rim (sidebars, menus). */
void ui_wood_panel(app *a, SDL_Rect rc);
/* Dims everything drawn so far (under a modal overlay). */
void ui_dim(app *a, Uint8 alpha);
/* An SVG icon from art/ui/<name>.svg drawn in colour c into rc. */
void ui_icon(app *a, const char *name, SDL_Rect rc, SDL_Color c);
/* A button with text and an optional icon; hover follows the pointer. */
void ui_button(app *a, SDL_Rect rc, const char *text, const char *icon, ui_button_style st,
               int enabled);
/* A round icon-only button. */
void ui_icon_button(app *a, SDL_Rect rc, const char *icon, int enabled);
/* A title line centred on x with a soft shadow, on wood. */
void ui_heading(app *a, const char *text, int cx, int y, float size);

#endif
