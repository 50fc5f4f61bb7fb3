#ifndef BENCHMARK_SUPPORT_H
#define BENCHMARK_SUPPORT_H

#include <stdint.h>

/// 1 when this process's heap allocations are counted (Linux with glibc), 0 elsewhere.
int benchmark_allocations_counted(void);

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) since start.
uint64_t benchmark_allocation_count(void);

/// Bytes requested by those allocations since start.
uint64_t benchmark_allocated_bytes(void);

#endif
