/* main.c - nemeton-cli: registers this build's games and runs the command line. */
#include "cli.h"
#include "nemeton/game.h"

int main(int argc, char **argv) {
    nm_register_builtin_games();
    return nm_cli_main(argc, argv);
}
