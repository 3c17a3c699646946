/* audio.c - sound effects through SDL2_mixer, silent when no device opens. */
#include "audio.h"
#include <SDL.h>
#include <SDL_mixer.h>
#include <stdlib.h>
#include "nemeton/util.h"

struct audio {
    Mix_Chunk *chunk[SFX_COUNT];
};

static const char *const sfx_files[SFX_COUNT] = {"click.wav", "place.wav", "gain.wav", "event.wav",
                                                   "end.wav"};

audio *audio_open(const char *root, int volume) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("audio: no audio (%s); playing silently", SDL_GetError());
        return NULL;
    }
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        SDL_Log("audio: no audio device (%s); playing silently", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    audio *au = calloc(1, sizeof *au);
    if (!au) {
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    for (int i = 0; i < SFX_COUNT; i++) {
        char path[700];
        SDL_snprintf(path, sizeof path, "%s/art/sfx/%s", root, sfx_files[i]);
        au->chunk[i] = nm_is_regular_file(path) ? Mix_LoadWAV(path) : NULL;
        if (!au->chunk[i]) SDL_Log("audio: %s: %s", path, Mix_GetError());
    }
    audio_set_volume(au, volume);
    return au;
}

void audio_close(audio *au) {
    if (!au) return;
    Mix_HaltChannel(-1);
    for (int i = 0; i < SFX_COUNT; i++) Mix_FreeChunk(au->chunk[i]);
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    free(au);
}

void audio_play(audio *au, sfx_id id) {
    if (au && id < SFX_COUNT && au->chunk[id]) Mix_PlayChannel(-1, au->chunk[id], 0);
}

void audio_set_volume(audio *au, int volume) {
    if (!au) return;
    if (volume < 0) volume = 0;
    if (volume > 100) volume = 100;
    Mix_Volume(-1, volume * MIX_MAX_VOLUME / 100);
}
