/* rng.h - the rules' random number generator: PCG32 (XSH-RR, 64-bit state).
 * The generator is a plain value kept inside each game state, so cloning a state
 * clones its future draws and a replay draws exactly the same numbers. */
#ifndef NEMETON_RNG_H
#define NEMETON_RNG_H
#include <stdint.h>

typedef struct nm_rng {
    uint64_t state;
    uint64_t inc; /* stream selector, always odd */
} nm_rng;

/* Seeds the generator (PCG32 reference seeding: stream 0x5eed, then the seed). */
void nm_rng_seed(nm_rng *rng, uint64_t seed);
/* Next 32 uniformly distributed bits. */
uint32_t nm_rng_next(nm_rng *rng);
/* Uniform integer in [0, bound) without modulo bias (Lemire's method); bound 0 gives 0. */
uint32_t nm_rng_below(nm_rng *rng, uint32_t bound);
/* Fisher-Yates shuffle of n int16 values. */
void nm_rng_shuffle16(nm_rng *rng, int16_t *v, int n);

#endif
