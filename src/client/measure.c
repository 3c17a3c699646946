/* measure.c - `nemeton --measure`: the figures of the client's budgets, measured in the
 * real event loop (a window, or the dummy video driver's). */
#include "measure.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "board.h"
#include "nemeton/util.h"
#include "scenes.h"
#ifdef _WIN32
#include <windows.h>
#include <psapi.h>
#else
#include <sys/resource.h>
#endif

/* The process's peak resident memory in MB (Windows: its peak working set). */
static double measure_peak_rss_mb(void) {
#ifdef _WIN32
    PROCESS_MEMORY_COUNTERS pmc;
    if (!GetProcessMemoryInfo(GetCurrentProcess(), &pmc, sizeof pmc)) return 0;
    return pmc.PeakWorkingSetSize / (1024.0 * 1024.0);
#else
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss / 1024.0;
#endif
}

double measure_now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double measure_cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int measure_cmp(const void *x, const void *y) {
    float a = *(const float *)x, b = *(const float *)y;
    return (a > b) - (a < b);
}

static double measure_pct(const app_frame_stats *f, double q) {
    if (f->count == 0) return 0;
    int i = (int)(q * (f->count - 1) + 0.5);
    return f->ms[i];
}

/* A board of the game seen from seat 0: every seat a computer (random) that plays at the
 * fastest computer speed with moves sliding, or seat 0 a person (nothing happens until
 * they click: the idle case). */
static scene *measure_board(app *a, const measure_config *m, int idle) {
    board_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.game = m->game;
    nm_setup_defaults(m->game, &cfg.setup, m->players, m->seed);
    cfg.view_from = 1; /* seen by a person at seat 0, as when playing against computers */
    for (int p = 0; p < m->players; p++) {
        cfg.human[p] = idle && p == 0;
        nm_strlcpy(cfg.bot[p], "random", sizeof cfg.bot[p]);
    }
    char err[600];
    scene *b = board_scene_create(a, &cfg, err, sizeof err);
    if (!b) fprintf(stderr, "nemeton: %s\n", err);
    return b;
}

int measure_run(app *a, const measure_config *m) {
    /* First frame: the title, drawn and presented. */
    scene_stack_push(&a->stack, title_scene_create(), a);
    app_update(a, 0);
    app_render(a);
    double first = measure_now_ms() - m->start_ms;
    /* An animated game: computers playing, pieces sliding, at the fastest pauses. */
    a->set.motion = 1;
    a->set.bot_speed = 2;
    scene *b = measure_board(a, m, 0);
    if (!b) return 1;
    scene_stack_push(&a->stack, b, a);
    a->dirty = 1;
    app_frame_stats *f = calloc(1, sizeof *f), *warm = calloc(1, sizeof *warm);
    app_frame_stats *idle_frames = calloc(1, sizeof *idle_frames);
    if (!f || !warm || !idle_frames) {
        free(f);
        free(warm);
        free(idle_frames);
        return 1;
    }
    Uint32 t0 = SDL_GetTicks();
    app_run_for(a, (Uint32)m->seconds * 1000u, f);
    int actions = board_scene_match(b)->history_count;
    /* Warm: the frames after the first third of the run, once the art and text each
     * position needs has mostly been drawn once (first drawings rasterise SVG and text). */
    Uint32 warm_from = t0 + (Uint32)m->seconds * 1000u / 3;
    for (int i = 0; i < f->count; i++)
        if ((Sint32)(f->at[i] - warm_from) >= 0) warm->ms[warm->count++] = f->ms[i];
    if (getenv("NEMETON_MEASURE_FRAMES"))
        for (int i = 0; i < f->count; i++)
            fprintf(stderr, "frame %d at %u: %.2f ms\n", i, (unsigned)(f->at[i] - t0), f->ms[i]);
    qsort(f->ms, (size_t)f->count, sizeof f->ms[0], measure_cmp);
    qsort(warm->ms, (size_t)warm->count, sizeof warm->ms[0], measure_cmp);
    /* Idle: a person to move and nothing moving; the loop should sleep. */
    scene_stack_pop(&a->stack, a);
    scene *idle = measure_board(a, m, 1);
    if (!idle) {
        free(f);
        free(warm);
        free(idle_frames);
        return 1;
    }
    scene_stack_push(&a->stack, idle, a);
    a->dirty = 1;
    app_run_for(a, 1000, NULL); /* let the first frames and slides settle */
    double c0 = measure_cpu_ms(), w0 = measure_now_ms();
    idle_frames->count = 0;
    app_run_for(a, 3000, idle_frames);
    double idle_pct = 100.0 * (measure_cpu_ms() - c0) / (measure_now_ms() - w0);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a->renderer, &info);
    printf("{\"game\":\"%s\",\"players\":%d,\"size\":\"%dx%d\",\"renderer\":\"%s\","
           "\"first_frame_ms\":%.1f,\"frames\":%d,\"actions\":%d,\"frame_cpu_ms_p50\":%.2f,"
           "\"frame_cpu_ms_p95\":%.2f,\"frame_cpu_ms_p99\":%.2f,\"frame_cpu_ms_max\":%.2f,\"warm_frames\":%d,"
           "\"warm_frame_cpu_ms_p50\":%.2f,\"warm_frame_cpu_ms_p99\":%.2f,\"idle_cpu_pct\":%.2f,"
           "\"idle_frames\":%d,"
           "\"peak_rss_mb\":%.1f}\n",
           m->game->id, m->players, a->w, a->h, info.name, first, f->count, actions,
           measure_pct(f, 0.5), measure_pct(f, 0.95), measure_pct(f, 0.99), f->count ? f->ms[f->count - 1] : 0.0,
           warm->count, measure_pct(warm, 0.5), measure_pct(warm, 0.99), idle_pct, idle_frames->count,
           measure_peak_rss_mb());
    fflush(stdout);
    free(f);
    free(warm);
    free(idle_frames);
    return 0;
}
