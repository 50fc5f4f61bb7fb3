// Counts heap allocations for the engine benchmark by wrapping the C allocator.
//
// On Linux the executable's own malloc family takes precedence over libc's for every library in
// the process; each wrapper bumps a counter and forwards to the next definition, found with
// dlsym(RTLD_NEXT, ...). dlsym may itself allocate before the real functions are known, so those
// early requests are served from a small static buffer that is never freed.
#include "BenchmarkSupport.h"

#if defined(__linux__)

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>
#include <string.h>

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);

static uint64_t allocation_count;
static uint64_t allocated_bytes;

static _Alignas(16) unsigned char bootstrap[16384];
static size_t bootstrap_used;
static int resolving;

static int in_bootstrap(const void *pointer) {
    const unsigned char *p = (const unsigned char *)pointer;
    return p >= bootstrap && p < bootstrap + sizeof bootstrap;
}

static void *bootstrap_alloc(size_t size) {
    size_t rounded = (size + 15) & ~(size_t)15;
    if (bootstrap_used + rounded > sizeof bootstrap) return NULL;
    void *p = bootstrap + bootstrap_used;
    bootstrap_used += rounded;
    return p;
}

static void resolve(void) {
    if (real_malloc || resolving) return;
    resolving = 1;
    real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
    real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
    real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
    real_posix_memalign = (int (*)(void **, size_t, size_t))dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "memalign");
    real_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
    resolving = 0;
}

static void count(size_t size) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, (uint64_t)size, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    resolve();
    if (!real_malloc) return bootstrap_alloc(size);
    count(size);
    return real_malloc(size);
}

void *calloc(size_t n, size_t size) {
    resolve();
    if (!real_calloc || !real_malloc) {
        if (size && n > (size_t)-1 / size) return NULL;
        return bootstrap_alloc(n * size);  // static storage is already zeroed
    }
    count(n * size);
    return real_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
    resolve();
    if (in_bootstrap(pointer)) {
        void *moved = malloc(size);
        size_t available = (size_t)(bootstrap + sizeof bootstrap - (unsigned char *)pointer);
        if (moved) memcpy(moved, pointer, size < available ? size : available);
        return moved;
    }
    if (!real_realloc) return NULL;
    count(size);
    return real_realloc(pointer, size);
}

void free(void *pointer) {
    if (!pointer || in_bootstrap(pointer)) return;
    resolve();
    if (real_free) real_free(pointer);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    resolve();
    if (!real_posix_memalign) return ENOMEM;
    count(size);
    return real_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    resolve();
    if (!real_aligned_alloc) return NULL;
    count(size);
    return real_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    resolve();
    if (!real_memalign) return NULL;
    count(size);
    return real_memalign(alignment, size);
}

int benchmark_allocations_counted(void) { return 1; }
uint64_t benchmark_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }
uint64_t benchmark_allocated_bytes(void) { return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED); }

#else

int benchmark_allocations_counted(void) { return 0; }
uint64_t benchmark_allocation_count(void) { return 0; }
uint64_t benchmark_allocated_bytes(void) { return 0; }

#endif
