// Process-wide malloc settings for programs that build and drop large IRs repeatedly (the
// daemon, the benchmarks). By default glibc returns freed memory to the kernel, so the next
// large compilation faults in (and the kernel zeroes) every page again.
#ifndef PTOC_COMPILER_BASE_HEAP_TUNING_H_
#define PTOC_COMPILER_BASE_HEAP_TUNING_H_

#include <cstddef>

namespace ptoc {

// Whether malloc is jemalloc's (a binary linked with //third_party:jemalloc), which brings its
// own configuration: the glibc settings below are then skipped.
bool JemallocIsTheAllocator();

// The bytes a heap block for a request of `request` bytes occupies: jemalloc's size class, or
// glibc's chunk (request + 8-byte header, rounded up to 16, at least 32). Memory accounting
// (the daemon's cache) charges blocks with this.
size_t HeapBlockBytes(size_t request);

// Bytes the application holds on the heap right now: jemalloc's `stats.allocated` (after this
// thread's cache is flushed, so that blocks cached for reuse do not count) or glibc's
// `mallinfo2().uordblks`; 0 where neither is available (sanitizer allocators report 0 too).
size_t HeapBytesInUse();

// For glibc malloc: keeps up to `keep_free_bytes` of freed memory mapped in the process (no
// trimming below that; above INT_MAX bytes, no trimming at all), grows the heap in large steps
// and serves large blocks from the heap too rather than from mappings of their own, so that they
// are reused. Call early in main, before threads start. Returns false if glibc rejected a
// setting (other libcs: no-op, false); with jemalloc, does nothing and returns true.
bool TuneHeapForLargePrograms(size_t keep_free_bytes = size_t{1} << 30);

// When transparent huge pages are in "madvise" mode and glibc (>= 2.35) was not started with
// the `glibc.malloc.hugetlb` tunable, re-executes /proc/self/exe with the same arguments and
// GLIBC_TUNABLES extended by `glibc.malloc.hugetlb=1`, so that malloc asks for huge pages on
// its heaps (fewer page faults and TLB misses on IRs of hundreds of MB). Returns only if no
// re-execution happened (already set, not applicable, jemalloc is the allocator, under
// valgrind, disabled by PTOC_HEAP_REEXEC=0, or execv failed). Call first thing in main, before
// threads start. `argv` as passed to main.
void ReexecWithHugePagesIfUseful(char** argv);

}  // namespace ptoc

#endif  // PTOC_COMPILER_BASE_HEAP_TUNING_H_
