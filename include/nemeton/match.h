/* match.h - a game in progress: game, data, setup, current state and the history of actions.
 * Every front end plays through it; it refuses actions that are not legal and keeps what
 * undo, saves and the state hash need. */
#ifndef NEMETON_MATCH_H
#define NEMETON_MATCH_H
#include "nemeton/game.h"

typedef struct cJSON cJSON;

typedef struct nm_match {
    const nm_game *game;
    const nm_data *data;       /* not owned */
    nm_setup setup;
    void *start;               /* state the history starts from (after setup or a snapshot) */
    void *state;               /* current state */
    void *scratch;             /* room for replays and observations */
    int from_snapshot;         /* 1 when start came from a snapshot instead of setup */
    nm_action *history;
    uint32_t *reveals_after;   /* header.reveals after each history entry */
    int history_count, history_cap;
    nm_action_list legal;      /* legal actions of the current state */
    int8_t *movers;            /* the seat that played each history entry */
} nm_match;

/* A new game from setup. NULL with err filled on a bad setup. */
nm_match *nm_match_create(const nm_game *g, const nm_data *d, const nm_setup *s, nm_errors *err);
/* A game starting from a state snapshot (JSON object with "game", "setup", "state"). */
nm_match *nm_match_from_snapshot(const nm_game *g, const nm_data *d, const cJSON *snap,
                                 const char *file, nm_errors *err);
void nm_match_destroy(nm_match *m);

/* Legal actions of the current decision. */
const nm_action_list *nm_match_legal(const nm_match *m);
/* Seat to move, -1 when over. */
int nm_match_to_move(const nm_match *m);
int nm_match_over(const nm_match *m);
/* Applies an action if it is legal; otherwise returns -1 with a message naming it and
 * the state unchanged. A rules failure inside apply also leaves the state unchanged. */
int nm_match_apply(nm_match *m, const nm_action *a, nm_errors *err);
/* Applies the legal action with that label (exact, then case-insensitive). */
int nm_match_apply_label(nm_match *m, const char *label, nm_errors *err);
/* Label / element of an action in the current state. */
void nm_match_label(const nm_match *m, const nm_action *a, char *buf, size_t n);
void nm_match_element(const nm_match *m, const nm_action *a, char *buf, size_t n);
/* The action's words for people in language lang (the game's display_label, else label). */
void nm_match_display_label(const nm_match *m, const nm_action *a, int lang, char *buf, size_t n);
/* The words of the action for the log every seat reads (nm_game.log_label, else the display
 * label). */
void nm_match_log_label(const nm_match *m, const nm_action *a, int lang, char *buf, size_t n);
/* Seat's score by source (the game's score_detail); 0 lines when the game has none. Seats
 * past the players are the automata the game scores after them (Oak's Broichan). */
int nm_match_score_detail(const nm_match *m, int seat, int lang, nm_score_line *out, int max);
/* 1 when the last action can be taken back (it revealed nothing hidden). */
int nm_match_can_undo(const nm_match *m);
/* Takes back the last action by replaying all the others. */
int nm_match_undo(nm_match *m, nm_errors *err);
/* Undo between people (hot-seat): how many of the last actions `seat`, a person to move,
 * may take back, person[p] saying which seats people play. Only its own decisions since
 * the last decision of another person, with the computers' moves after them: never back
 * into another person's decision (nor past one that revealed hidden information). Taking
 * them back leaves `seat` at its own latest decision. 0: nothing to take back. */
int nm_match_undo_span(const nm_match *m, const unsigned char *person, int seat);
/* State hash: FNV-1a 64 of the canonical JSON of the state, as 16 hex digits. */
void nm_match_hash(const nm_match *m, char out[17]);
void nm_state_hash(const nm_game *g, const nm_data *d, const void *state, char out[17]);
/* Scores (count in *nscores) and winners of the current state; returns the number of
 * winners. */
int nm_match_result(const nm_match *m, int32_t *scores, int *nscores, int8_t *winners);
/* Setup as JSON {"players", "options"} and back (with "seed" when want_seed). */
cJSON *nm_setup_to_json(const nm_game *g, const nm_setup *s);
struct nm_jpos;
int nm_setup_from_json(const nm_game *g, const cJSON *j, const struct nm_jpos *p, nm_setup *s,
                       int want_seed, nm_errors *err);
/* The result as the CLI prints it:
 * {"game":G,"seed":S,"players":N,"scores":[...],"winners":[...],"actions":K,"hash":"..."} */
char *nm_match_result_json(const nm_match *m);

#endif
