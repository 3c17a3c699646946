/* mcts.c - the search: a node pool, selection with availability, expansion, a playout cut
 * after a few actions and evaluated (eval.c), backup. Nothing is allocated once the
 * iterations start. */
#include "mcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_thread.h"
#include "eval.h"
#include "world.h"

#define MCTS_EXPLORE 0.7f       /* UCB1 constant for rewards in [0, 1] */
#define MCTS_MAX_DEPTH 512      /* tree levels one iteration descends at most */
#define MCTS_PLAYOUT_MAX 100000 /* actions in one playout before scores decide */
#define MCTS_MAX_NODES (1 << 20) /* nodes; past it the tree stops growing, the statistics not */
#define MCTS_HASH (2 * NM_MAX_ACTIONS) /* slots of the legal-action table, a power of two */
#define MCTS_SETTLE_EVERY 32 /* iterations between checks that the choice is settled */
#define MCTS_LOG_SMALL 4096  /* availabilities whose logarithm is read from a table */
/* A node keeps 16 bits of its action's hash, all the legal-action table reads. */
_Static_assert(MCTS_HASH <= 65536, "mcts_node.hash holds a slot of the legal-action table");

#define MAST_SLOTS 32768 /* action statistics of the playout policy, a power of two */
#define MAST_PROBE 16   /* slots tried from an action's hash */
#if defined(__GNUC__) || defined(__clang__)
#define MAST_PREFETCH(p) __builtin_prefetch(p)
#else
#define MAST_PREFETCH(p) ((void)(p))
#endif
#define MAST_TRACE 512  /* actions of one iteration whose statistics it updates, at most */

/* Move-average sampling (MAST): the mean reward of each action, by mover, over every
 * iteration of this search that played it, in the tree or in a playout. */
typedef struct mast_entry {
    nm_action action;
    int32_t mover; /* -1: empty slot */
    uint32_t n;
    float sum;
} mast_entry;

/* A node is the action that leads to it from its parent, chosen by mover. A node's children
 * lie together in the pool: they take the slots of a block the parent reserves, from its
 * top down, so that walking them from the newest (the list's order) reads memory upwards;
 * a full block is followed by one as large as the children so far (within the actions not
 * yet tried, and 256), so a node with a hundred children has them in a few runs of slots rather
 * than a hundred scattered ones, and the reserved slots are at most twice the children. */
typedef struct mcts_node {
    nm_action action;
    int32_t child;    /* newest child, -1 none; the others follow by sibling */
    int32_t sibling;  /* next older child of the same parent, -1 none */
    uint32_t visits;
    uint32_t avail;   /* times the action was legal when its parent was visited */
    float reward;     /* sum of mover's rewards over the visits */
    int8_t mover;
    uint8_t room;     /* free slots of the block of its children, just below child */
    uint16_t hash;    /* action_hash(action)'s low bits, its slot among the legal actions */
} mcts_node;

typedef struct mcts_search {
    const nm_game *g;
    const nm_data *d;
    mcts_node *node;
    int count, cap;    /* nodes made, and the most the tree may have */
    int used, slots;   /* slots of the pool taken (the blocks' free ones too), and its size */
    int kids;          /* children of the node match_children last matched */
    unsigned char *obs, *world;
    nm_rng rng;
    int32_t path[MCTS_MAX_DEPTH + 1];
    int32_t match[NM_MAX_ACTIONS]; /* child of each legal action, -1 none yet */
    /* The legal actions by hash, to match a node's children in one pass: a slot is live
     * when its stamp is the current one, so the table is never cleared. */
    uint32_t stamp;
    uint32_t slot_stamp[MCTS_HASH];
    int16_t slot_index[MCTS_HASH];
    nm_action_list legal;
    /* With the game's search keys (nm_game.search_key, unless ":g0"): each legal action's
     * key, the legal list keeping only the first action of each key; else NULL. */
    nm_action *key;
    const nm_action *keys; /* s->key, else s->legal.a: the names legal_key reads */
    int narrow;          /* playouts list the game's playout_legal() (unless ":l0") */
    nm_errors err;
    int depth;           /* playout actions before the cut, 0 none */
    float explore;       /* UCB1 constant */
    ai_eval_scale scale; /* of the default evaluation, over this search */
    int mast;            /* percent of playout actions chosen by MAST, 0 none */
    int trace_n;
    int8_t trace_mover[MAST_TRACE];
    nm_action trace[MAST_TRACE];
    uint32_t trace_slot[MAST_TRACE]; /* each action's hash, then its MAST slot */
    mast_entry mast_tab[MAST_SLOTS];
    uint32_t pick_slot[NM_MAX_ACTIONS]; /* mast_pick's slot of each legal action */
    /* action_hash of each legal action's key, where this step computed it (the tree's
     * matching, mast_pick), so that the trace does not hash it again */
    uint32_t legal_hash[NM_MAX_ACTIONS];
    float log_small[MCTS_LOG_SMALL]; /* logf(i), for UCB1's availabilities */
    nm_action key_buf[NM_MAX_ACTIONS];
} mcts_search;

static int action_same(const nm_action *a, const nm_action *b) {
    return a->kind == b->kind && a->target == b->target && a->p[0] == b->p[0] &&
           a->p[1] == b->p[1] && a->p[2] == b->p[2];
}

/* The search's name of action a: its key where the game groups actions, else a itself. */
static nm_action search_key(const mcts_search *s, const nm_action *a) {
    nm_action k = *a;
    if (s->key) s->g->search_key(s->d, a, &k);
    return k;
}

/* The child of parent for the true legal action a (matched by its key). */
static int32_t find_child(const mcts_search *s, int32_t parent, const nm_action *a) {
    nm_action k = search_key(s, a);
    for (int32_t c = s->node[parent].child; c >= 0; c = s->node[c].sibling)
        if (action_same(&s->node[c].action, &k)) return c;
    return -1;
}

/* Lists the legal actions of the world (in a playout, those the game's playout_legal
 * keeps where it narrows them), one per key where the game groups them (the first of
 * each, in the game's order), their keys in s->key; returns the count. Two actions can
 * share a key only when the game changed one of them, so an unchanged action is compared
 * with the changed ones kept before it, a changed one with every key kept. */
static int search_legal(mcts_search *s, int in_playout) {
    int n = (in_playout && s->narrow ? s->g->playout_legal : s->g->legal)(s->d, s->world, &s->legal);
    if (n <= 0 || !s->key) return n;
    int kept = 0, changed[NM_MAX_ACTIONS], nchanged = 0;
    for (int i = 0; i < s->legal.count; i++) {
        nm_action k = s->legal.a[i];
        s->g->search_key(s->d, &s->legal.a[i], &k);
        int is_changed = !action_same(&k, &s->legal.a[i]), dup = 0;
        if (is_changed) {
            for (int j = 0; j < kept && !dup; j++) dup = action_same(&s->key[j], &k);
        } else {
            for (int j = 0; j < nchanged && !dup; j++) dup = action_same(&s->key[changed[j]], &k);
        }
        if (dup) continue;
        if (is_changed) changed[nchanged++] = kept;
        s->legal.a[kept] = s->legal.a[i];
        s->key[kept++] = k;
    }
    s->legal.count = kept;
    return kept;
}

/* The name under which the search knows legal action i of s->legal. */
static const nm_action *legal_key(const mcts_search *s, int i) {
    return &s->keys[i];
}

static uint32_t action_hash(const nm_action *a) {
    uint32_t h = (uint32_t)a->kind * 0x9e3779b1u ^ (uint32_t)a->target * 0x85ebca6bu;
    h ^= (uint32_t)a->p[0] * 0xc2b2ae35u;
    h = (h ^ (h >> 15)) * 0x27d4eb2fu;
    h ^= (uint32_t)a->p[1] * 0x165667b1u ^ (uint32_t)a->p[2] * 0xd3a2646cu;
    return h ^ (h >> 13);
}

/* Where the statistics of mover's action start looking: the slot of its hash (action_hash
 * of the action). */
static uint32_t mast_slot(int mover, uint32_t hash) {
    return (hash ^ (uint32_t)mover * 0x9e3779b9u) & (MAST_SLOTS - 1);
}

/* The statistics of mover's action a, from its slot h; absent, NULL, or with create a fresh
 * entry: an empty slot near h, else the least played of those slots (so a full table keeps
 * the actions played most). */
static mast_entry *mast_find(mcts_search *s, uint32_t h, int mover, const nm_action *a, int create) {
    mast_entry *least = NULL;
    for (int k = 0; k < MAST_PROBE; k++, h = (h + 1) & (MAST_SLOTS - 1)) {
        mast_entry *e = &s->mast_tab[h];
        if (e->mover < 0) {
            if (!create) return NULL;
            least = e;
            break;
        }
        if (e->mover == mover && action_same(&e->action, a)) return e;
        if (!least || e->n < least->n) least = e;
    }
    if (!create) return NULL;
    least->action = *a;
    least->mover = mover;
    least->n = 0;
    least->sum = 0;
    return least;
}

/* Notes that mover played legal action i (hashed: its legal_hash is this step's). */
static void trace_add(mcts_search *s, int mover, int i, int hashed) {
    if (!s->mast || s->trace_n >= MAST_TRACE) return;
    const nm_action *a = legal_key(s, i);
    s->trace_mover[s->trace_n] = (int8_t)mover;
    s->trace_slot[s->trace_n] = hashed ? s->legal_hash[i] : action_hash(a);
    s->trace[s->trace_n++] = *a;
}

/* The legal action with the best MAST mean for mover (one never played counts as a win, so
 * that each is tried), ties drawn at random. */
static int mast_pick(mcts_search *s, int mover) {
    int pick = 0, ties = 0;
    float best = -1.0f;
    /* The slots first, each fetched into the cache ahead of its lookup: the table is larger
     * than the cache, and a build step of Skye looks up a hundred placements. */
    for (int i = 0; i < s->legal.count; i++) {
        s->legal_hash[i] = action_hash(legal_key(s, i));
        s->pick_slot[i] = mast_slot(mover, s->legal_hash[i]);
        MAST_PREFETCH(&s->mast_tab[s->pick_slot[i]]);
    }
    for (int i = 0; i < s->legal.count; i++) {
        const mast_entry *e = mast_find(s, s->pick_slot[i], mover, legal_key(s, i), 0);
        float v = e && e->n > 0 ? e->sum / (float)e->n : 1.0f;
        if (v > best) {
            best = v;
            pick = i;
            ties = 1;
        } else if (v == best && nm_rng_below(&s->rng, (uint32_t)++ties) == 0) {
            pick = i;
        }
    }
    return pick;
}

/* Sets s->match[i] to the child of parent for each legal action i (-1 none): the legal
 * actions go into the hash table, then the children are looked up in it, so a node with
 * many actions and children costs their sum, not their product. */
static void match_children(mcts_search *s, int32_t parent) {
    uint32_t stamp = ++s->stamp;
    if (stamp == 0) { /* wrapped: forget every slot */
        memset(s->slot_stamp, 0, sizeof s->slot_stamp);
        stamp = s->stamp = 1;
    }
    for (int i = 0; i < s->legal.count; i++) {
        s->match[i] = -1;
        s->legal_hash[i] = action_hash(legal_key(s, i));
        uint32_t h = s->legal_hash[i] & (MCTS_HASH - 1);
        while (s->slot_stamp[h] == stamp) h = (h + 1) & (MCTS_HASH - 1);
        s->slot_stamp[h] = stamp;
        s->slot_index[h] = (int16_t)i;
    }
    s->kids = 0;
    for (int32_t c = s->node[parent].child; c >= 0; c = s->node[c].sibling) {
        const nm_action *a = &s->node[c].action;
        s->kids++;
        for (uint32_t h = s->node[c].hash & (MCTS_HASH - 1); s->slot_stamp[h] == stamp;
             h = (h + 1) & (MCTS_HASH - 1))
            if (action_same(legal_key(s, s->slot_index[h]), a)) {
                s->match[s->slot_index[h]] = c;
                break;
            }
    }
}

/* A new child of parent for legal action i, parent having s->kids children and untried
 * actions not yet tried in this world: the slot below its newest child, or the top of a
 * new block. */
static int32_t add_child(mcts_search *s, int32_t parent, int i, int mover, int untried) {
    mcts_node *p = &s->node[parent];
    int32_t n;
    if (p->room > 0) {
        n = p->child - 1;
        p->room--;
    } else {
        int size = s->kids > 1 ? s->kids : 1;
        if (size > untried) size = untried;
        if (size > UINT8_MAX + 1) size = UINT8_MAX + 1; /* room counts the others */
        if (size > s->slots - s->used) size = s->slots - s->used; /* never: slots = 2 cap */
        n = s->used + size - 1;
        s->used += size;
        p->room = (uint8_t)(size - 1);
    }
    s->count++;
    mcts_node *c = &s->node[n];
    c->action = *legal_key(s, i);
    c->hash = (uint16_t)s->legal_hash[i];
    c->child = -1;
    c->sibling = p->child;
    c->visits = 0;
    c->avail = 1;
    c->reward = 0;
    c->mover = (int8_t)mover;
    c->room = 0;
    p->child = n;
    return n;
}

/* Picks the legal action to follow from parent in the current world: an untried one
 * (expanding it) when any is left and the pool has room, else the best by UCB1. Sets
 * *expanded; returns its index in s->legal, -1 when nothing can be followed. */
static int select_action(mcts_search *s, int32_t parent, int mover, int32_t *child,
                         int *expanded) {
    int untried = 0;
    match_children(s, parent);
    for (int i = 0; i < s->legal.count; i++) {
        if (s->match[i] < 0) untried++;
        else s->node[s->match[i]].avail++;
    }
    *expanded = 0;
    if (untried > 0 && s->count < s->cap && s->used < s->slots) {
        int r = (int)nm_rng_below(&s->rng, (uint32_t)untried);
        for (int i = 0; i < s->legal.count; i++)
            if (s->match[i] < 0 && r-- == 0) {
                *child = add_child(s, parent, i, mover, untried);
                *expanded = 1;
                return i;
            }
    }
    int best = -1;
    float best_v = -1.0f;
    for (int i = 0; i < s->legal.count; i++) {
        if (s->match[i] < 0) continue;
        const mcts_node *c = &s->node[s->match[i]];
        if (c->visits == 0) continue;
        float lg = c->avail < MCTS_LOG_SMALL ? s->log_small[c->avail] : logf((float)c->avail);
        float v = c->reward / (float)c->visits + s->explore * sqrtf(lg / (float)c->visits);
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    if (best >= 0) *child = s->match[best];
    return best;
}

/* Applies one of s->legal's actions to the world: the game's apply for listed actions when
 * it has one (its own check of legality would list them all again). */
static int apply_listed(mcts_search *s, const nm_action *a) {
    const nm_game *g = s->g;
    return (g->apply_listed ? g->apply_listed : g->apply)(s->d, s->world, a, &s->err);
}

/* Plays the world on for s->depth actions or to the end: s->mast percent of the actions by
 * their MAST mean, the others by the game's playout policy, or uniformly. */
static void playout(mcts_search *s) {
    const nm_game *g = s->g;
    const nm_header *h = nm_state_header(s->world);
    int max = s->depth > 0 ? s->depth : MCTS_PLAYOUT_MAX;
    for (int n = 0; !h->over && n < max; n++) {
        if (search_legal(s, 1) <= 0) return;
        int mover = h->to_move, k;
        int hashed = 0;
        if (s->mast && s->legal.count > 1 && (int)nm_rng_below(&s->rng, 100) < s->mast) {
            k = mast_pick(s, mover);
            hashed = 1;
        } else
            k = g->playout ? g->playout(s->d, s->world, &s->legal, &s->rng)
                           : (int)nm_rng_below(&s->rng, (uint32_t)s->legal.count);
        if (k < 0 || k >= s->legal.count) k = 0;
        trace_add(s, mover, k, hashed);
        s->err.count = 0;
        if (apply_listed(s, &s->legal.a[k]) != 0) return;
    }
}

static void iterate(mcts_search *s, int seat) {
    const nm_game *g = s->g;
    ai_world_sample(g, s->d, s->obs, seat, &s->rng, s->world);
    const nm_header *h = nm_state_header(s->world);
    int depth = 0, expanded = 0;
    int32_t cur = 0;
    s->trace_n = 0;
    s->path[depth++] = 0;
    while (!expanded && depth <= MCTS_MAX_DEPTH && !h->over) {
        if (search_legal(s, 0) <= 0) break;
        int mover = h->to_move;
        int32_t child = -1;
        int i = select_action(s, cur, mover, &child, &expanded);
        if (i < 0) break;
        trace_add(s, mover, i, 1); /* select_action matched, so hashed, every legal action */
        s->err.count = 0;
        if (apply_listed(s, &s->legal.a[i]) != 0) break;
        cur = child;
        s->path[depth++] = cur;
    }
    playout(s);
    float r[NM_MAX_SEATS];
    ai_eval(g, s->d, s->world, &s->scale, r);
    for (int k = 1; k < depth; k++) {
        mcts_node *n = &s->node[s->path[k]];
        n->visits++;
        if (n->mover >= 0 && n->mover < NM_MAX_SEATS) n->reward += r[n->mover];
    }
    for (int k = 0; k < s->trace_n; k++) { /* the slots first, fetched ahead as in mast_pick */
        s->trace_slot[k] = mast_slot(s->trace_mover[k], s->trace_slot[k]);
        MAST_PREFETCH(&s->mast_tab[s->trace_slot[k]]);
    }
    for (int k = 0; k < s->trace_n; k++) {
        int m = s->trace_mover[k];
        if (m < 0 || m >= NM_MAX_SEATS) continue;
        mast_entry *e = mast_find(s, s->trace_slot[k], m, &s->trace[k], 1); /* never NULL when creating */
        e->n++;
        e->sum += r[m];
    }
}

/* Whether true legal action i is the first of its key (another of the same key is the same
 * choice for the search: it gets no visits of its own). */
static int first_of_key(const mcts_search *s, const nm_action_list *legal, int i) {
    if (!s->key) return 1;
    nm_action k = search_key(s, &legal->a[i]);
    for (int j = 0; j < i; j++) {
        nm_action kj = search_key(s, &legal->a[j]);
        if (action_same(&kj, &k)) return 0;
    }
    return 1;
}

/* The most visited root child among the true legal actions, -1 when none was tried. */
static int most_visited(const mcts_search *s, const nm_action_list *legal) {
    int best = -1;
    uint32_t best_v = 0;
    for (int i = 0; i < legal->count; i++) {
        int32_t c = find_child(s, 0, &legal->a[i]);
        if (c >= 0 && s->node[c].visits > best_v) {
            best_v = s->node[c].visits;
            best = i;
        }
    }
    return best;
}

/* Whether no iteration left can change the choice: the most visited root child is one of
 * the true legal actions and leads every other root child by more visits than there are
 * iterations left (an iteration adds at most one visit to one root child). */
static int choice_settled(const mcts_search *s, const nm_action_list *legal, int left) {
    int32_t top = -1;
    uint32_t top_v = 0, second_v = 0;
    for (int32_t c = s->node[0].child; c >= 0; c = s->node[c].sibling) {
        uint32_t v = s->node[c].visits;
        if (top < 0 || v > top_v) {
            second_v = top < 0 ? 0 : top_v;
            top = c;
            top_v = v;
        } else if (v > second_v) {
            second_v = v;
        }
    }
    if (top < 0 || (uint64_t)top_v <= (uint64_t)second_v + (uint64_t)left) return 0;
    for (int i = 0; i < legal->count; i++) {
        nm_action k = search_key(s, &legal->a[i]);
        if (action_same(&k, &s->node[top].action)) return 1;
    }
    return 0;
}

/* A tree's memory: the search, a node pool of cap nodes, the observation and the world. */
static mcts_search *search_new(const nm_game *g, const nm_data *d, const mcts_params *p,
                               int cap) {
    mcts_search *s = malloc(sizeof *s);
    if (!s) return NULL;
    s->g = g;
    s->d = d;
    s->depth = p->depth > 0 ? p->depth : 0;
    s->explore = p->explore > 0 ? (float)p->explore / 100.0f : MCTS_EXPLORE;
    s->mast = p->mast;
    s->trace_n = 0;
    for (int i = 0; i < MCTS_LOG_SMALL; i++) s->log_small[i] = logf((float)i);
    for (int i = 0; i < MAST_SLOTS; i++) s->mast_tab[i].mover = -1;
    s->scale.spread_sum = 0;
    s->scale.n = 0;
    s->scale.scores_only = p->plain;
    s->key = g->search_key && !p->ungrouped ? s->key_buf : NULL;
    s->keys = s->key ? s->key : s->legal.a;
    s->narrow = g->playout_legal && !p->wide;
    s->stamp = 0;
    memset(s->slot_stamp, 0, sizeof s->slot_stamp);
    s->cap = cap;
    s->count = 1;
    /* Each parent's blocks hold at most twice its children (add_child), so twice the
     * nodes never runs out; only the slots taken are ever touched. */
    s->slots = 2 * cap;
    s->used = 1;
    s->kids = 0;
    s->node = malloc((size_t)s->slots * sizeof *s->node);
    s->obs = malloc(2 * g->state_size);
    if (!s->node || !s->obs) {
        free(s->node);
        free(s->obs);
        free(s);
        return NULL;
    }
    s->world = s->obs + g->state_size;
    memset(&s->node[0], 0, sizeof s->node[0]);
    s->node[0].child = -1;
    s->node[0].sibling = -1;
    s->node[0].mover = -1;
    return s;
}

static void search_free(mcts_search *s) {
    if (!s) return;
    free(s->node);
    free(s->obs);
    free(s);
}

/* One tree of a search and what it is to do: its own memory and generator, the same
 * observation as the others. */
typedef struct mcts_tree {
    mcts_search *s;
    int seat;
    const nm_action_list *legal;
    int iterations;       /* at most */
    int settle;           /* stop once no iteration left can change this tree's choice */
    int64_t deadline;     /* ai_now_ms() past which it stops; 0 none */
    atomic_int *stop;
    int run;              /* iterations done */
} mcts_tree;

static void tree_run(void *arg) {
    mcts_tree *t = arg;
    mcts_search *s = t->s;
    int it = 0;
    while (it < t->iterations) {
        if (t->stop && atomic_load_explicit(t->stop, memory_order_relaxed)) break;
        iterate(s, t->seat);
        it++;
        if ((it & (MCTS_SETTLE_EVERY - 1)) == 0) {
            if (t->deadline > 0 && ai_now_ms() >= t->deadline) break;
            if (t->settle && choice_settled(s, t->legal, t->iterations - it)) break;
        }
    }
    t->run = it;
}

/* Nodes a timed tree reserves: about what one core adds in the time (200 a millisecond;
 * a decision of ai:10000 took 30-40 ms in Oak, Samhain and Karnag on the development
 * machine), within the pool's limit, and all the trees together within twice that limit
 * (80 MB of nodes), however many cores. A pool has twice as many slots as its nodes (the
 * children's blocks, add_child), touched only as blocks are taken: 5 to 13 % more slots
 * than nodes in whole games of ai:10000. A full tree keeps refining its statistics. */
static int timed_cap(int millis, int trees) {
    int64_t n = (int64_t)millis * 200 + 1, share = 2 * (int64_t)MCTS_MAX_NODES / trees;
    if (n > share) n = share;
    return n < MCTS_MAX_NODES ? (int)n : MCTS_MAX_NODES;
}

/* The search of mcts_choose; with visits, also the root's visits of each legal action.
 * One tree runs on the calling thread as it always has (one thread and an iteration
 * budget draw from rng and play exactly as before root parallelism); more trees run each
 * on a thread of its own and their root visits are summed per action. */
static int mcts_search_run(const nm_game *g, const nm_data *d, const void *state, int seat,
                           const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                           atomic_int *stop, int *iterations_run, uint32_t *visits) {
    if (iterations_run) *iterations_run = 0;
    if (visits) memset(visits, 0, sizeof *visits * (size_t)legal->count);
    if (legal->count == 1) return 0;
    int trees = p->threads > 0 ? p->threads : 1;
    if (trees > MCTS_MAX_THREADS) trees = MCTS_MAX_THREADS;
    int timed = p->millis > 0;
    int64_t deadline = timed ? ai_now_ms() + p->millis : 0;
    mcts_tree tree1[1];
    ai_thread thread1[1];
    mcts_tree *tree = trees == 1 ? tree1 : malloc((size_t)trees * sizeof *tree);
    ai_thread *thread = trees == 1 ? thread1 : malloc((size_t)trees * sizeof *thread);
    if (!tree || !thread) {
        if (trees > 1) {
            free(tree);
            free(thread);
        }
        return -1;
    }
    int made = 0;
    for (int t = 0; t < trees; t++) {
        /* The iteration budget is shared: each tree gets its part. */
        int iters = timed ? p->iterations : p->iterations / trees + (t < p->iterations % trees);
        if (iters < 1) iters = 1;
        int cap = timed ? timed_cap(p->millis, trees)
                        : iters < MCTS_MAX_NODES ? iters + 1 : MCTS_MAX_NODES;
        mcts_search *s = search_new(g, d, p, cap);
        if (!s) break;
        uint64_t hi = nm_rng_next(rng), lo = nm_rng_next(rng);
        nm_rng_seed(&s->rng, hi << 32 | lo);
        if (t == 0) g->observe(d, state, seat, s->obs);
        else memcpy(s->obs, tree[0].s->obs, g->state_size);
        tree[t] = (mcts_tree){s, seat, legal, iters, !p->exhaustive && !timed, deadline, stop, 0};
        thread[t].handle = NULL;
        made++;
    }
    if (made == 0) {
        if (trees > 1) {
            free(tree);
            free(thread);
        }
        return -1;
    }
    /* Trees 1 and up on threads of their own; one whose thread cannot start runs here. */
    for (int t = 1; t < made; t++)
        if (ai_thread_start(&thread[t], tree_run, &tree[t]) != 0) thread[t].handle = NULL;
    tree_run(&tree[0]);
    for (int t = 1; t < made; t++) {
        if (thread[t].handle) ai_thread_join(&thread[t]);
        else tree_run(&tree[t]);
    }
    int k = -1;
    if (made == 1) {
        k = most_visited(tree[0].s, legal);
        if (visits)
            for (int i = 0; i < legal->count; i++) {
                int32_t c = find_child(tree[0].s, 0, &legal->a[i]);
                visits[i] = c >= 0 && first_of_key(tree[0].s, legal, i) ? tree[0].s->node[c].visits : 0;
            }
    } else {
        uint64_t best_v = 0;
        for (int i = 0; i < legal->count; i++) {
            uint64_t v = 0;
            int counted = first_of_key(tree[0].s, legal, i); /* a later action of a key: 0 */
            for (int t = 0; t < made && counted; t++) {
                int32_t c = find_child(tree[t].s, 0, &legal->a[i]);
                if (c >= 0) v += tree[t].s->node[c].visits;
            }
            if (v > best_v) {
                best_v = v;
                k = i;
            }
            if (visits) visits[i] = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
        }
    }
    int run = 0;
    for (int t = 0; t < made; t++) {
        run += tree[t].run;
        search_free(tree[t].s);
    }
    if (iterations_run) *iterations_run = run;
    if (trees > 1) {
        free(tree);
        free(thread);
    }
    return k >= 0 ? k : (int)nm_rng_below(rng, (uint32_t)legal->count);
}

int mcts_choose(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                atomic_int *stop, int *iterations_run) {
    return mcts_search_run(g, d, state, seat, legal, p, rng, stop, iterations_run, NULL);
}

int mcts_visits(const nm_game *g, const nm_data *d, const void *state, int seat,
                const nm_action_list *legal, const mcts_params *p, nm_rng *rng,
                atomic_int *stop, uint32_t *visits) {
    return mcts_search_run(g, d, state, seat, legal, p, rng, stop, NULL, visits);
}
