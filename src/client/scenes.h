/* scenes.h - the menu scenes: title, game choice, setup and settings. Each constructor
 * returns a scene for the stack (which owns it), or NULL when out of memory. */
#ifndef NM_CLIENT_SCENES_H
#define NM_CLIENT_SCENES_H
#include "nemeton/game.h"
#include "scene.h"

/* The title: logo, play, resume (when an unfinished game was autosaved), settings, quit. */
scene *title_scene_create(void);
/* Every registered game with its blurb; a click opens its setup. */
scene *games_scene_create(void);
/* Players, seats (human or computer), the game's options, seed, Start. */
scene *setup_scene_create(const nm_game *g);
/* Presets the setup's player count (ignored when out of range) and seed. */
void setup_scene_preset(scene *s, int players, uint64_t seed);
/* Seats from a --bots list ("human" or a level's spec, e.g. "human,ai:3s,ai:3000:m0:p0:g0"), for
 * screenshots; an unknown spec leaves its seat as it is. */
void setup_scene_preset_seats(scene *s, const char *bots);
/* A click on a computer seat's level: the next level (Random, Easy, Medium, Hard 1 s,
 * 3 s, 10 s, and round), kept in a->set for the next setup; returns it (-1 bad seat). */
int setup_scene_next_level(scene *s, struct app *a, int seat);
/* The level whose words the setup shows under the seats: the computer seat's under the
 * pointer, else the one chosen last, else the first computer's; -1 when no seat is one. */
int setup_scene_words_level(const scene *s, const struct app *a);
/* Display, UI scale, volume and language, saved as they change. */
scene *settings_scene_create(void);
/* The interface size's "+" (plus 1) or "−" (plus 0) from the last layout: its rectangle. */
SDL_Rect settings_scene_scale_button(const scene *s, int plus);

/* The saves of <pref>/saves, newest first (game, players, round, date); a click opens
 * one in place of whatever game is open (the scenes above the title are closed). */
scene *load_scene_create(void);
/* Rows the load scene lists (after its first update), and the centre of row k. */
int load_scene_count(const scene *s);
int load_scene_row_point(const scene *s, int k, int *x, int *y);
/* The rules of g in the project's own words (data/<game>/rules.<lang>.md), scrollable. */
scene *rules_scene_create(const nm_game *g);

/* The art sheet: every SVG of art/ui and art/icons with its name, or of art/<game> when
 * game is not NULL. */
scene *art_scene_create(const char *game);

/* 1 when s was made by the constructor of that name ("title", "games", "setup",
 * "settings", "art", "board", "menu", "pass", "end"). */
int scene_is(const scene *s, const char *name);

#endif
