/* client.h - the program `nemeton`: the interactive client, and its headless modes
 * (--screenshot renders a scene to a PNG, --autoplay plays a whole game by clicks). */
#ifndef NM_CLIENT_CLIENT_H
#define NM_CLIENT_CLIENT_H

/* Runs the client with the games already registered. Returns the exit status. */
int nm_client_main(int argc, char **argv);

#endif
