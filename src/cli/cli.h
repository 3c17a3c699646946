/* cli.h - the headless command line: play, replay, validate, state, bench. */
#ifndef NEMETON_CLI_H
#define NEMETON_CLI_H
#include "nemeton/save.h"

/* Entry point of nemeton-cli (after the program registered its games). */
int nm_cli_main(int argc, char **argv);

/* Options every command accepts: --data DIR and --mod DIR (repeatable). */
typedef struct cli_common {
    const char *data_dir;
    const char *mods[8];
    int mod_count;
} cli_common;

/* Consumes argv[*i] (and its value) when it is a common option: 1 when consumed, 0 when
 * not, -1 on a missing value. */
int cli_common_option(cli_common *c, int argc, char **argv, int *i);
/* A library over the common options. */
void cli_library(const cli_common *c, nm_library *lib);
/* The game named id, or NULL with a message on stderr listing the games. */
const nm_game *cli_find_game(const char *id);
/* Prints every error of e on stderr, one per line. */
void cli_print_errors(const nm_errors *e);
/* Parses a non-negative integer in [min, max]; -1 with a message when it is not one. */
int cli_parse_int(const char *opt, const char *s, long long min, long long max, long long *out);

int cmd_play(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_state(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_ops(int argc, char **argv);
int cmd_cards(int argc, char **argv);

#endif
