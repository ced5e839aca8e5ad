// Generators of large, valid DSL programs for the benchmarks: scaled copies of
// the shapes the corpus uses (explicit InCore kernels called from an
// orchestration function, `pl.at` scopes, long tile chains), so that every
// pass does work proportional to the program size.
#ifndef PTOC_BENCH_PROGRAM_GEN_H_
#define PTOC_BENCH_PROGRAM_GEN_H_

#include <cstdint>
#include <string>

#include "compiler/ir/function.h"

namespace ptoc::bench {

// A program modelled on corpus/29_post_block_large.py: `replicas` copies of
// its seven InCore kernels (distinct names per copy) and one orchestration
// function that runs, per copy, the same loops of kernel calls. Copy i > 0
// reads the `y` written by copy i - 1, so the copies form one dependent
// chain like the layers of a network. One replica is about the size of the
// corpus program.
std::string GenerateKernelProgram(int replicas);

// One opaque function with `scopes` `with pl.at(level=CORE_GROUP)` blocks,
// each slicing a row block of the input, running a chain of tensor ops
// (an rmsnorm followed by a softmax-like tail) and assembling the result
// into the output (modelled on corpus 13/31).
std::string GenerateScopeProgram(int scopes);

// An InCore kernel holding one chain of `tiles` tile-producing statements
// (two loads, then binary/scalar element-wise ops, then a store) and an
// orchestration function calling it. Tile i reads tiles i-1 and i-`live`,
// so at most about `live` tiles are alive at any point.
std::string GenerateTileChainProgram(int tiles, int live = 4);

// An InCore kernel that loads `tiles` tiles (distinct column blocks of one
// input) and only then sums them in a chain, first load first: every loaded
// tile is alive at the point the last load happens, so all `tiles` buffers
// are live at once (the worst case of memory-reuse packing; the footprint
// exceeds any on-chip capacity for more than a few dozen tiles).
std::string GenerateLiveTilesProgram(int tiles);

}  // namespace ptoc::bench

#endif  // PTOC_BENCH_PROGRAM_GEN_H_
