// Chooses the L0 tile (m, n, k) of a matmul C[M, N] = A[M, K] x B[K, N] whose
// operands sit in L1 (Mat): a roofline model (L1->L0 loads, cube MAD time,
// FIXPIPE drain of the accumulator) scored over every legal aligned tile.
// AutoTileMatmulL0 tiles a matmul exactly when the choice differs from (M, N, K).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_L0_TILE_CHOOSER_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_L0_TILE_CHOOSER_H_

#include <cstdint>
#include <optional>

#include "compiler/backend/l0_cost_model.h"

namespace ptoc::transforms {

// Which L0 operand stays resident across the tile loops.
enum class L0Stationarity { kOutput, kLeft, kRight };

struct L0TileProblem {
  int64_t M = 0, N = 0, K = 0;
  int64_t left_bytes = 0, right_bytes = 0, acc_bytes = 0;  // capacities
  int64_t elem_a = 2, elem_b = 2, elem_c = 4;              // element sizes, bytes
  backend::L0CostModel model;
  // Design points beyond output-stationary with one accumulator.
  bool allow_left_stationary = false;
  bool allow_right_stationary = false;
  bool allow_double_acc = false;
  // A k that does not divide K (the last K block is peeled); only applies to a
  // fractal-aligned K.
  bool allow_k_tail = true;
};

struct L0Tile {
  int64_t m = 0, n = 0, k = 0;
  int64_t cost_cycles = 0;
  L0Stationarity stationarity = L0Stationarity::kOutput;
  bool double_acc = false;
  // Full-K output-stationary: the left operand is the one hoisted.
  bool holds_left = true;
};

// The cheapest tile; nullopt when the problem admits none (a dimension below
// the minimum tile, capacities below the minimum tile, or no legal k).
std::optional<L0Tile> ChooseL0Tile(const L0TileProblem& p);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_L0_TILE_CHOOSER_H_
