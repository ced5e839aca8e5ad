// Heap allocations made by the calling thread, counted by the replacement of
// the global operator new in the benchmark binaries that link this library.
// Unlike time, the count is exact and does not depend on the machine's load
// or caches: a pass whose work grows faster than the IR shows up in it, while
// the cost of a working set beyond the caches does not.
#ifndef PTOC_BENCH_ALLOC_COUNT_H_
#define PTOC_BENCH_ALLOC_COUNT_H_

#include <cstdint>

namespace ptoc::bench {

// Calls of any form of operator new on this thread so far.
uint64_t AllocationsOnThisThread();

}  // namespace ptoc::bench

#endif  // PTOC_BENCH_ALLOC_COUNT_H_
