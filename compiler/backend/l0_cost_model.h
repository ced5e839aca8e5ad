// Roofline cost-model constants of the cube unit (L1->L0 load bandwidths,
// FIXPIPE drain and MAD timings) per target chip, read by the L0 matmul tile
// chooser of AutoTileMatmulL0 together with the Left/Right/Acc capacities.
#ifndef PTOC_COMPILER_BACKEND_L0_COST_MODEL_H_
#define PTOC_COMPILER_BACKEND_L0_COST_MODEL_H_

#include "compiler/backend/soc.h"

namespace ptoc::backend {

// Bandwidths are bytes per core cycle; cycle counts are core cycles.
struct L0CostModel {
  double bw_left = 0;               // L1 -> L0A (Left)
  double bw_right = 0;              // L1 -> L0B (Right)
  double bw_drain = 0;              // FIXPIPE byte throughput per accumulator row
  double drain_fixed_cycles = 0;    // per drained output tile
  double drain_row_cycles = 0;      // per-row floor of a drain
  double drain_penalty_cycles = 0;  // per row and extra burst pass (non power-of-2 fractal count)
  int drain_c0_bytes = 32;          // NZ fractal C0 of the accumulator
  int mad_head_cycles = 0;          // issue overhead of one matmul instruction
  int mad_k_fractal_bytes = 32;     // K width of one cube fractal, bytes
  int mad_fp32_passes = 1;          // cube passes per K fractal for fp32 operands
  int fractal_alignment = 16;       // m/n/k alignment of L0 tiles, elements
  int min_tile_dim = 16;            // smallest legal m/n/k
};

// The model of `soc` ("a5" chips get the Ascend950 numbers, all others the
// Ascend910B ones).
L0CostModel L0CostModelFor(const Soc& soc);

}  // namespace ptoc::backend

#endif  // PTOC_COMPILER_BACKEND_L0_COST_MODEL_H_
