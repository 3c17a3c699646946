/* rng.c - PCG32 (O'Neill's permuted congruential generator, XSH-RR output). */
#include "nemeton/rng.h"

#define PCG_MULT 6364136223846793005ULL

uint32_t nm_rng_next(nm_rng *rng) {
    uint64_t old = rng->state;
    rng->state = old * PCG_MULT + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

void nm_rng_seed(nm_rng *rng, uint64_t seed) {
    rng->state = 0u;
    rng->inc = (0x5eedULL << 1u) | 1u;
    (void)nm_rng_next(rng);
    rng->state += seed;
    (void)nm_rng_next(rng);
}

uint32_t nm_rng_below(nm_rng *rng, uint32_t bound) {
    if (bound == 0) return 0;
    /* Lemire's multiply-and-reject: unbiased, usually one draw. */
    uint64_t m = (uint64_t)nm_rng_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)nm_rng_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

void nm_rng_shuffle16(nm_rng *rng, int16_t *v, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)nm_rng_below(rng, (uint32_t)i + 1u);
        int16_t t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
