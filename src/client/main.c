/* main.c - the shipped client: the built-in games, then the client. */
#include <SDL.h> /* on Windows SDL renames main to SDL_main (SDL_main.h declares it) */
#include "client.h"
#include "nemeton/game.h"

int main(int argc, char **argv) {
    nm_register_builtin_games();
    return nm_client_main(argc, argv);
}
