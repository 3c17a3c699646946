/* audio.h - short sound effects from art/sfx/. Without an audio device (or with
 * SDL_AUDIODRIVER=dummy and no mixer) every call is a silent no-op. */
#ifndef NM_CLIENT_AUDIO_H
#define NM_CLIENT_AUDIO_H

typedef enum sfx_id { SFX_CLICK, SFX_PLACE, SFX_GAIN, SFX_EVENT, SFX_END, SFX_COUNT } sfx_id;

typedef struct audio audio;

/* Opens the mixer and loads the sounds under root/art/sfx; NULL means silent. */
audio *audio_open(const char *root, int volume);
void audio_close(audio *au);
/* Plays a sound (au may be NULL). */
void audio_play(audio *au, sfx_id id);
/* Volume 0..100. */
void audio_set_volume(audio *au, int volume);

#endif
