/* app.c - window, renderer, the event loop and the shared services of the scenes. */
#include "app.h"
#include "levels.h"
#include <SDL_image.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <dirent.h>
#include "nemeton/game.h"
#include "nemeton/util.h"
#include "autosaver.h"
#include "install_paths.h"
#include "text.h"
#include "ui.h"

#ifdef _WIN32
#include <direct.h>
#define mkdir(path, mode) _mkdir(path)
#endif

char *app_find_pref_dir(int headless) {
    const char *env = SDL_getenv("NEMETON_PREF_DIR");
    if (env && *env) {
        size_t n = strlen(env);
        char *p = SDL_malloc(n + 2);
        if (!p) return NULL;
        memcpy(p, env, n + 1);
        if (p[n - 1] != '/') strcat(p, "/");
        if (mkdir(p, 0755) != 0 && errno != EEXIST) {
            SDL_Log("app: cannot create %s", p);
            SDL_free(p);
            return NULL;
        }
        return p;
    }
    if (headless) return NULL;
    char *p = SDL_GetPrefPath("nemeton", "nemeton");
    if (!p) SDL_Log("app: no preference folder (%s); settings will not be kept", SDL_GetError());
    return p;
}

static int mod_name_cmp(const void *x, const void *y) {
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Every folder of <pref>/mods that holds a mod.json overlays the game data, in name order;
 * saves record them, so a replay knows what it ran on. At most 8: the first 8 by name
 * (byte order, whatever order the system lists them in); the player is told which ones
 * are left out. */
static void app_find_mods(app *a) {
    char dir[1024];
    a->lib.mod_count = 0;
    if (app_pref_path(a, "mods", dir, sizeof dir) != 0) return;
    DIR *d = opendir(dir);
    if (!d) return;
    char **names = NULL;
    int n = 0, cap = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        char manifest[1600];
        if (e->d_name[0] == '.') continue;
        SDL_snprintf(manifest, sizeof manifest, "%s/%s/mod.json", dir, e->d_name);
        if (!nm_path_exists(manifest)) continue;
        if (n == cap) {
            int nc = cap ? cap * 2 : 16;
            char **more = realloc(names, sizeof *names * (size_t)nc);
            if (!more) break;
            names = more;
            cap = nc;
        }
        names[n] = SDL_strdup(e->d_name);
        if (names[n]) n++;
    }
    closedir(d);
    if (n > 0) qsort(names, (size_t)n, sizeof *names, mod_name_cmp);
    int use = n < 8 ? n : 8;
    for (int i = 0; i < use; i++) {
        SDL_snprintf(a->mod_path[i], sizeof a->mod_path[0], "%s/%s", dir, names[i]);
        a->mod_ptr[i] = a->mod_path[i];
        SDL_Log("app: using mod %s", a->mod_path[i]);
    }
    a->mods_left_out[0] = '\0';
    for (int i = use; i < n; i++) {
        SDL_Log("app: mod %s/%s left out (at most 8 mods, the first by name)", dir, names[i]);
        size_t len = strlen(a->mods_left_out);
        if (len + strlen(names[i]) + 3 < sizeof a->mods_left_out)
            SDL_snprintf(a->mods_left_out + len, sizeof a->mods_left_out - len, "%s%s",
                         i > use ? ", " : "", names[i]);
    }
    for (int i = 0; i < n; i++) SDL_free(names[i]);
    free(names);
    a->lib.mod_dirs = a->mod_ptr;
    a->lib.mod_count = use;
}

/* Temporary files of atomic writes (name.json.tmp.XXXXXX) that a killed program left in
 * the preference folder. Only those over a minute old: another program sharing the folder
 * may be writing its own. */
static void app_remove_stale_tmp(const app *a) {
    if (!a->pref_dir) return;
    DIR *d = opendir(a->pref_dir);
    if (!d) return;
    time_t now = time(NULL);
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        const char *t = strstr(e->d_name, ".json.tmp.");
        if (!t || strlen(t) != strlen(".json.tmp.XXXXXX")) continue;
        char path[1600];
        SDL_snprintf(path, sizeof path, "%s%s", a->pref_dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || now - st.st_mtime < 60) continue;
        if (remove(path) == 0) SDL_Log("app: removed %s, left by a program that stopped", path);
    }
    closedir(d);
}

int app_pref_path(const app *a, const char *name, char *buf, size_t n) {
    if (!a->pref_dir) return -1;
    SDL_snprintf(buf, n, "%s%s", a->pref_dir, name);
    return 0;
}

void app_measure(app *a) {
    if (a->canvas) {
        a->w = a->canvas->w;
        a->h = a->canvas->h;
    } else if (SDL_GetRendererOutputSize(a->renderer, &a->w, &a->h) != 0) {
        SDL_GetWindowSize(a->window, &a->w, &a->h);
    }
    float bx = a->w / 1280.0f, by = a->h / 720.0f;
    a->base = bx < by ? bx : by;
    if (a->base < 0.25f) a->base = 0.25f;
    float raw = a->base;
    /* Above 1280x720 the interface grows more slowly than the window (1920x1080: 1.38,
     * 2560x1440: 1.74), so a bigger window shows bigger text and also more room. */
    if (a->base > 1.0f) a->base = powf(a->base, 0.8f);
    /* A size the window cannot hold would push panels off it and cut their text: the
     * room a bigger window has beyond its interface lets it hold more (1920x1080: 135 %,
     * 2560x1440: 143 %). */
    int fit = (int)(APP_SCALE_FIT * (raw > a->base ? raw / a->base : 1.0f));
    a->scale_eff = a->set.scale_pct < fit ? a->set.scale_pct : fit;
    a->u = a->base * a->scale_eff / 100.0f;
    a->dirty = 1;
}

/* Whether the current OpenGL context (an OpenGL renderer's) rasterises in software. */
static int app_gl_is_software(void) {
    typedef const unsigned char *(*gl_get_string)(unsigned int);
    void *sym = SDL_GL_GetProcAddress("glGetString");
    if (!sym || !SDL_GL_GetCurrentContext() || sizeof sym != sizeof(gl_get_string)) return 0;
    gl_get_string get;
    memcpy(&get, &sym, sizeof get); /* ISO C has no cast from object to function pointer */
    const char *name = (const char *)get(0x1F01); /* GL_RENDERER */
    if (!name) return 0;
    static const char *const soft[] = {"llvmpipe", "softpipe", "Software Rasterizer", "SwiftShader"};
    for (size_t i = 0; i < sizeof soft / sizeof soft[0]; i++)
        if (strstr(name, soft[i])) return 1;
    return 0;
}

static int app_open_video(app *a, const app_config *cfg, char *err, size_t n) {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (cfg->headless) {
        int w = cfg->width > 0 ? cfg->width : 1280, h = cfg->height > 0 ? cfg->height : 720;
        a->canvas = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        if (a->canvas) a->renderer = SDL_CreateSoftwareRenderer(a->canvas);
    } else {
        Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
        if (a->set.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        int w = cfg->width > 0 ? cfg->width : a->set.win_w;
        int h = cfg->height > 0 ? cfg->height : a->set.win_h;
        a->window = SDL_CreateWindow("Nemeton", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w,
                                     h, flags);
        if (a->window) {
            SDL_SetWindowMinimumSize(a->window, 640, 360);
            if (!a->set.software) {
                a->renderer = SDL_CreateRenderer(a->window, -1,
                                                 SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
                if (a->renderer && app_gl_is_software()) {
                    /* Mesa's llvmpipe and the like: SDL's own software renderer starts in
                     * a tenth of the time and draws faster. Kept for the next runs. */
                    SDL_Log("app: OpenGL is a software rasteriser; using the software renderer");
                    SDL_DestroyRenderer(a->renderer);
                    a->renderer = NULL;
                    a->set.software = 1;
                    char path[1024];
                    if (app_pref_path(a, "settings.json", path, sizeof path) == 0)
                        settings_save(&a->set, path);
                }
            }
            if (!a->renderer) {
                /* The window's pixels straight to the screen, not through an OpenGL
                 * texture (which is what makes a software OpenGL slow to start). */
                SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
                a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
            }
        }
    }
    if (!a->renderer) {
        SDL_snprintf(err, n, "cannot open the display: %s", SDL_GetError());
        return -1;
    }
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    app_measure(a);
    return 0;
}

int app_init(app *a, const app_config *cfg, char *err, size_t n) {
    memset(a, 0, sizeof *a);
    a->headless = cfg->headless;
    a->redraw_budget_ms = cfg->headless ? 0 : 3.0;
    nm_strlcpy(a->asset_dir, nm_resource_root(), sizeof a->asset_dir);
    nm_strlcpy(a->data_dir, cfg->data_dir ? cfg->data_dir : nm_builtin_data_dir(),
               sizeof a->data_dir);
    a->pref_dir = app_find_pref_dir(cfg->headless);
    settings_defaults(&a->set);
    char path[1024];
    app_remove_stale_tmp(a);
    int settings_rc = 0;
    if (!cfg->headless && app_pref_path(a, "settings.json", path, sizeof path) == 0)
        settings_rc = settings_load(&a->set, path);
    if (cfg->lang >= 0) a->set.lang = cfg->lang;
    if (cfg->scale_pct > 0) a->set.scale_pct = cfg->scale_pct;
    if (app_open_video(a, cfg, err, n) != 0) return -1;
    SDL_snprintf(path, sizeof path, "%s/data/ui/strings.json", a->asset_dir);
    a->lang = lang_load(path, err, n);
    if (!a->lang) return -1;
    /* The levels' measured figures: without them the setup screen says what each level does,
     * with no number; the reason is logged. */
    SDL_snprintf(path, sizeof path, "%s/data/ui/levels.json", a->asset_dir);
    char lerr[512];
    a->levels = level_figures_load(path, lerr, sizeof lerr);
    if (!a->levels) SDL_Log("levels: %s", lerr);
    a->assets = assets_create(a->renderer, a->asset_dir, err, n);
    if (!a->assets) return -1;
    if (!cfg->headless) a->audio = audio_open(a->asset_dir, a->set.volume);
    a->autosaver = autosaver_create();
    a->lib.root = a->data_dir;
    app_find_mods(a);
    if (a->assets) assets_set_mods(a->assets, a->lib.mod_dirs, a->lib.mod_count);
    /* What the player must know from the start: a toast on the first screen. */
    char note[sizeof a->toast] = "", part[sizeof a->toast];
    if (settings_rc == SETTINGS_DAMAGED) nm_strlcpy(note, app_tr(a, "settings_damaged"), sizeof note);
    if (a->mods_left_out[0]) {
        app_trf(a, "mods_dropped", part, sizeof part, a->mods_left_out, NULL);
        if (note[0]) SDL_strlcat(note, " ", sizeof note);
        SDL_strlcat(note, part, sizeof note);
    }
    if (note[0]) {
        app_toast(a, note);
        a->toast_until = SDL_GetTicks() + 8000;
    }
    a->dirty = 1;
    return 0;
}

void app_close(app *a) {
    scene_stack_clear(&a->stack, a);
    nm_library_close(&a->lib);
    audio_close(a->audio);
    autosaver_destroy(a->autosaver); /* the last autosave reaches the disk first */
    a->autosaver = NULL;
    assets_destroy(a->assets);
    lang_free(a->lang);
    level_figures_free(a->levels);
    if (a->renderer) SDL_DestroyRenderer(a->renderer);
    if (a->window) SDL_DestroyWindow(a->window);
    if (a->canvas) SDL_FreeSurface(a->canvas);
    SDL_free(a->pref_dir);
    memset(a, 0, sizeof *a);
}

const char *app_tr(const app *a, const char *key) { return lang_get(a->lang, key, a->set.lang); }

void app_trf(const app *a, const char *key, char *buf, size_t n, const char *a1, const char *a2) {
    lang_format(buf, n, app_tr(a, key), a1, a2);
}

void app_wake_in(app *a, Uint32 ms) {
    Uint32 t = SDL_GetTicks() + ms;
    if (t == 0) t = 1;
    if (!a->wake_at || (Sint32)(t - a->wake_at) < 0) a->wake_at = t;
}

void app_toast(app *a, const char *msg) {
    nm_strlcpy(a->toast, msg, sizeof a->toast);
    a->toast_until = SDL_GetTicks() + 3500;
    app_wake_in(a, 3600);
    a->dirty = 1;
}

void app_settings_changed(app *a) {
    char path[1024];
    if (!a->headless && app_pref_path(a, "settings.json", path, sizeof path) == 0 &&
        settings_save(&a->set, path) != 0)
        SDL_Log("app: cannot write %s", path);
    if (a->window) {
        Uint32 want = a->set.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0;
        if ((SDL_GetWindowFlags(a->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != want)
            SDL_SetWindowFullscreen(a->window, want);
    }
    audio_set_volume(a->audio, a->set.volume);
    app_measure(a);
}

void app_toggle_fullscreen(app *a) {
    a->set.fullscreen = !a->set.fullscreen;
    app_settings_changed(a);
}

/* Mouse positions arrive in window points; scenes work in drawable pixels (HiDPI). */
static void app_scale_pointer(app *a, SDL_Event *e) {
    float sx = 1, sy = 1;
    if (a->window) {
        int ww, wh;
        SDL_GetWindowSize(a->window, &ww, &wh);
        if (ww > 0 && wh > 0) {
            sx = (float)a->w / ww;
            sy = (float)a->h / wh;
        }
    }
    if (e->type == SDL_MOUSEMOTION) {
        e->motion.x = (Sint32)(e->motion.x * sx);
        e->motion.y = (Sint32)(e->motion.y * sy);
        a->mouse_x = e->motion.x;
        a->mouse_y = e->motion.y;
    } else if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP) {
        e->button.x = (Sint32)(e->button.x * sx);
        e->button.y = (Sint32)(e->button.y * sy);
        a->mouse_x = e->button.x;
        a->mouse_y = e->button.y;
    }
}

void app_dispatch(app *a, const SDL_Event *ev) {
    SDL_Event e = *ev;
    switch (e.type) {
    case SDL_QUIT:
        a->quit = 1;
        return;
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
            if (a->window && !a->set.fullscreen) SDL_GetWindowSize(a->window, &a->set.win_w, &a->set.win_h);
            app_measure(a);
        } else if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
            a->mouse_x = a->mouse_y = -1000; /* no hover while the pointer is away */
        }
        a->dirty = 1;
        return;
    case SDL_RENDER_TARGETS_RESET:
        assets_layers_lost(a->assets);
        a->dirty = 1;
        return;
    case SDL_KEYDOWN:
        if (e.key.keysym.sym == SDLK_F11) {
            app_toggle_fullscreen(a);
            return;
        }
        break;
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        app_scale_pointer(a, &e);
        break;
    case SDL_MOUSEWHEEL:
    case SDL_TEXTINPUT:
    case SDL_KEYUP:
        break;
    default:
        return;
    }
    a->dirty = 1;
    scene_stack_event(&a->stack, a, &e);
    scene_stack_collect(&a->stack);
    if (a->stack.count == 0) a->quit = 1;
}

void app_update(app *a, Uint32 dt_ms) {
    if (a->toast_until && (Sint32)(SDL_GetTicks() - a->toast_until) >= 0) {
        a->toast[0] = '\0';
        a->toast_until = 0;
        a->dirty = 1;
    }
    scene_stack_update(&a->stack, a, dt_ms);
    scene_stack_collect(&a->stack);
    if (a->stack.count == 0) a->quit = 1;
}

static void app_render_toast(app *a) {
    if (!a->toast[0]) return;
    int px = text_px(a, TEXT_BODY);
    int tw = text_width(a, FONT_TEXT, px, a->toast);
    int maxw = a->w - ui_s(a, 80);
    if (tw > maxw) tw = maxw;
    int lh = text_line_h(a, FONT_TEXT, px);
    SDL_Rect r = {(a->w - tw) / 2 - ui_s(a, 18), a->h - lh - ui_s(a, 44), tw + ui_s(a, 36),
                  lh + ui_s(a, 16)};
    ui_wood_panel(a, r);
    text_draw_fit(a, FONT_TEXT, px, ui_cream, a->w / 2, r.y + ui_s(a, 8), TEXT_CENTRE, maxw,
                  a->toast);
}

void app_render(app *a) {
    /* Clearing a window the scene covers anyway costs a pass over every pixel. */
    const scene *under = a->stack.count ? a->stack.items[scene_stack_first_visible(&a->stack)] : NULL;
    if (!under || !under->opaque) {
        SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
        SDL_RenderClear(a->renderer);
    }
    scene_stack_render(&a->stack, a);
    app_render_toast(a);
    assets_frame_end(a->assets);
    SDL_RenderPresent(a->renderer);
}

/* The event loop: sleeps while nothing changes, draws a frame when something did. With
 * until_ms, returns at that SDL_GetTicks() time; with frame_cpu, records the thread CPU
 * time of each frame's update and drawing (the measurement mode). */
static void app_loop(app *a, Uint32 until_ms, app_frame_stats *frame_cpu) {
    Uint32 last = SDL_GetTicks();
    while (!a->quit) {
        SDL_Event e;
        int got;
        Uint32 now0 = SDL_GetTicks();
        if (until_ms && (Sint32)(now0 - until_ms) >= 0) break;
        Sint32 cap = until_ms ? (Sint32)(until_ms - now0) : -1;
        if (a->dirty) {
            got = SDL_PollEvent(&e);
        } else if (a->wake_at) {
            Sint32 wait = (Sint32)(a->wake_at - now0);
            if (wait < 0) wait = 0;
            if (cap >= 0 && wait > cap) wait = cap;
            got = SDL_WaitEventTimeout(&e, wait);
        } else if (cap >= 0) {
            got = SDL_WaitEventTimeout(&e, cap);
        } else {
            got = SDL_WaitEvent(&e); /* idle: sleep until something happens */
        }
        struct timespec t0;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
        a->frame_start = SDL_GetPerformanceCounter();
        if (got) {
            app_dispatch(a, &e);
            while (!a->quit && SDL_PollEvent(&e)) app_dispatch(a, &e);
        }
        Uint32 now = SDL_GetTicks();
        if (a->wake_at && (Sint32)(now - a->wake_at) >= 0) {
            a->wake_at = 0;
            a->dirty = 1;
        }
        if (a->quit) break;
        app_update(a, now - last);
        last = now;
        if (a->dirty && !a->quit) {
            a->dirty = 0;
            app_render(a);
            if (frame_cpu && frame_cpu->count < APP_FRAME_STATS) {
                struct timespec t1;
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
                frame_cpu->at[frame_cpu->count] = SDL_GetTicks();
                frame_cpu->ms[frame_cpu->count++] =
                    (float)((t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6);
            }
        }
    }
    a->frame_start = 0; /* app_render called outside the loop times itself */
}

void app_run(app *a) {
    a->dirty = 1; /* the first frame */
    app_loop(a, 0, NULL);
    char path[1024];
    if (a->window && app_pref_path(a, "settings.json", path, sizeof path) == 0)
        settings_save(&a->set, path);
}

void app_run_for(app *a, Uint32 ms, app_frame_stats *frame_cpu) {
    app_loop(a, SDL_GetTicks() + (ms ? ms : 1), frame_cpu);
}

int app_save_png(app *a, const char *path, char *err, size_t n) {
    if (!a->canvas) {
        SDL_snprintf(err, n, "no off-screen canvas to save");
        return -1;
    }
    if (IMG_SavePNG(a->canvas, path) != 0) {
        SDL_snprintf(err, n, "%s: %s", path, IMG_GetError());
        return -1;
    }
    return 0;
}
