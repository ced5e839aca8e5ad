#include "compiler/backend/l0_cost_model.h"

namespace ptoc::backend {

L0CostModel L0CostModelFor(const Soc& soc) {
  L0CostModel m;
  if (soc.target_arch() == "a5") {
    m.bw_left = 206.3;
    m.bw_right = 223.8;
    m.bw_drain = 30.0;
    m.drain_fixed_cycles = 343.4;
    m.drain_row_cycles = 4.59;
    m.drain_penalty_cycles = 0.26;
    m.mad_head_cycles = 25;
    m.mad_fp32_passes = 8;
    return m;
  }
  m.bw_left = 129.7;
  m.bw_right = 85.4;
  m.bw_drain = 118.0;
  m.drain_fixed_cycles = 164.0;
  m.drain_row_cycles = 4.45;
  m.drain_penalty_cycles = 2.6;
  m.mad_head_cycles = 21;
  m.mad_fp32_passes = 2;
  return m;
}

}  // namespace ptoc::backend
