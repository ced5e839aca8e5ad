#include "compiler/transforms/analysis/l0_tile_chooser.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ptoc::transforms {
namespace {

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
int64_t AlignDown(int64_t x, int64_t a) { return x / a * a; }

// x without its power-of-two factor.
int64_t OddPart(int64_t x) {
  while (x > 0 && (x & 1) == 0) x >>= 1;
  return x;
}

struct Regime {
  L0Stationarity stat = L0Stationarity::kOutput;
  bool double_acc = false;
};

struct Scored {
  L0Tile tile;
  int64_t padded = 0;
  double load = 0;
};

// Cycles to load both operands when the left (resp. right) operand is held for
// a full-K tile and the other one streamed once per output row (column) block.
double HeldLeft(int64_t m, const L0TileProblem& p) {
  const double M = p.M, N = p.N, K = p.K;
  const double ba = p.elem_a, bb = p.elem_b;
  return (ba * M * K) / p.model.bw_left +
         (bb * K * N * static_cast<double>(CeilDiv(p.M, m))) / p.model.bw_right;
}
double HeldRight(int64_t n, const L0TileProblem& p) {
  const double M = p.M, N = p.N, K = p.K;
  const double ba = p.elem_a, bb = p.elem_b;
  return (ba * M * K * static_cast<double>(CeilDiv(p.N, n))) / p.model.bw_left +
         (bb * K * N) / p.model.bw_right;
}
bool HoldsLeft(int64_t m, int64_t n, const L0TileProblem& p) {
  return HeldLeft(m, p) <= HeldRight(n, p);
}

double LoadCycles(int64_t m, int64_t n, int64_t k, const L0TileProblem& p, const Regime& r) {
  switch (r.stat) {
    case L0Stationarity::kLeft:
      return HeldLeft(m, p);
    case L0Stationarity::kRight:
      return HeldRight(n, p);
    case L0Stationarity::kOutput:
      break;
  }
  if (k >= p.K) return HoldsLeft(m, n, p) ? HeldLeft(m, p) : HeldRight(n, p);
  // Split K: both operands are re-streamed for every output tile.
  const double M = p.M, N = p.N, K = p.K;
  const double ba = p.elem_a, bb = p.elem_b;
  return (ba * M * K * static_cast<double>(CeilDiv(p.N, n))) / p.model.bw_left +
         (bb * K * N * static_cast<double>(CeilDiv(p.M, m))) / p.model.bw_right;
}

// Cube time: per output tile, one issue overhead per K block plus the fractal
// work; a peeled K tail is charged at its own width.
int64_t MadCycles(int64_t m, int64_t n, int64_t k, const L0TileProblem& p) {
  const backend::L0CostModel& c = p.model;
  const int64_t kt = std::max<int64_t>(1, c.mad_k_fractal_bytes / p.elem_a);
  const int64_t passes =
      p.elem_a == 4 ? std::max<int64_t>(1, c.mad_fp32_passes) : std::max<int64_t>(1, p.elem_a / 2);
  const int64_t full = p.K / k;
  const int64_t tail = p.K - full * k;
  const int64_t blocks = full + (tail > 0 ? 1 : 0);
  const int64_t fractals = full * CeilDiv(k, kt) + (tail > 0 ? CeilDiv(tail, kt) : 0);
  const int64_t per_tile = blocks * c.mad_head_cycles + passes * CeilDiv(m, c.fractal_alignment) *
                                                            fractals *
                                                            CeilDiv(n, c.fractal_alignment);
  return CeilDiv(p.M, m) * CeilDiv(p.N, n) * per_tile;
}

// FIXPIPE time: one drain per output tile, row by row.
double DrainCycles(int64_t m, int64_t n, const L0TileProblem& p) {
  const backend::L0CostModel& c = p.model;
  const double drains = static_cast<double>(CeilDiv(p.M, m) * CeilDiv(p.N, n));
  const int64_t n0 = std::max<int64_t>(1, c.drain_c0_bytes / p.elem_c);
  const int64_t n1 = CeilDiv(n, n0);
  const double throughput = static_cast<double>(p.elem_c) * static_cast<double>(n) / c.bw_drain;
  const double per_row = std::max(c.drain_row_cycles, throughput) +
                         c.drain_penalty_cycles * static_cast<double>(OddPart(n1) - 1);
  return drains * (c.drain_fixed_cycles + static_cast<double>(m) * per_row);
}

int64_t WallCycles(int64_t m, int64_t n, int64_t k, const L0TileProblem& p, const Regime& r) {
  const double compute =
      std::max(LoadCycles(m, n, k, p, r), static_cast<double>(MadCycles(m, n, k, p)));
  const double drain = DrainCycles(m, n, p);
  double wall;
  if (r.double_acc) {
    const double tiles = static_cast<double>(CeilDiv(p.M, m) * CeilDiv(p.N, n));
    wall = std::max(compute, drain) + std::min(compute, drain) / tiles;
  } else {
    wall = compute + drain;
  }
  return static_cast<int64_t>(std::llround(wall));
}

// Lower wall first; ties prefer less padded work, fewer K blocks, less load
// time, a larger output tile, then a larger k.
bool Better(const Scored& a, const Scored& b, const L0TileProblem& p) {
  if (a.tile.cost_cycles != b.tile.cost_cycles) return a.tile.cost_cycles < b.tile.cost_cycles;
  if (a.padded != b.padded) return a.padded < b.padded;
  const int64_t ka = CeilDiv(p.K, a.tile.k), kb = CeilDiv(p.K, b.tile.k);
  if (ka != kb) return ka < kb;
  if (a.load != b.load) return a.load < b.load;
  const int64_t area_a = a.tile.m * a.tile.n, area_b = b.tile.m * b.tile.n;
  if (area_a != area_b) return area_a > area_b;
  return a.tile.k > b.tile.k;
}

// The k values that fit both operand budgets, ascending: divisors of K, or
// any aligned k when the K tail may be peeled.
std::vector<int64_t> LegalKs(int64_t m, int64_t n, const L0TileProblem& p, int64_t a0, int64_t b0) {
  const backend::L0CostModel& c = p.model;
  const int64_t cap = std::min(a0 / m, b0 / n);
  const int64_t hi = AlignDown(std::min(cap, p.K), c.fractal_alignment);
  const bool peel = p.allow_k_tail && p.K % c.fractal_alignment == 0;
  std::vector<int64_t> ks;
  for (int64_t k = c.min_tile_dim; k <= hi; k += c.fractal_alignment) {
    if (!peel && p.K % k != 0) continue;
    ks.push_back(k);
  }
  return ks;
}

std::optional<Scored> BestIn(const L0TileProblem& p, const Regime& r, int64_t a0, int64_t b0,
                             int64_t c0, bool grid_2x2, bool full_k) {
  const backend::L0CostModel& c = p.model;
  std::optional<Scored> best;
  for (int64_t m = c.min_tile_dim; m <= p.M; m += c.fractal_alignment) {
    if (m * c.min_tile_dim > c0) break;
    if (grid_2x2 && CeilDiv(p.M, m) < 2) continue;
    const int64_t n_max = std::min<int64_t>(p.N, c0 / m);
    for (int64_t n = c.min_tile_dim; n <= n_max; n += c.fractal_alignment) {
      if (grid_2x2 && CeilDiv(p.N, n) < 2) continue;
      for (int64_t k : LegalKs(m, n, p, a0, b0)) {
        if (full_k && k != p.K) continue;
        Scored s;
        s.tile.m = m;
        s.tile.n = n;
        s.tile.k = k;
        s.tile.cost_cycles = WallCycles(m, n, k, p, r);
        s.tile.stationarity = r.stat;
        s.tile.double_acc = r.double_acc;
        s.padded = CeilDiv(p.M, m) * m * CeilDiv(p.N, n) * n * CeilDiv(p.K, k) * k;
        s.load = LoadCycles(m, n, k, p, r);
        if (!best || Better(s, *best, p)) best = s;
      }
    }
  }
  return best;
}

}  // namespace

std::optional<L0Tile> ChooseL0Tile(const L0TileProblem& p) {
  const backend::L0CostModel& c = p.model;
  const int64_t min = c.min_tile_dim;
  if (p.M < min || p.N < min || p.K < min) return std::nullopt;
  if (p.elem_a <= 0 || p.elem_b <= 0 || p.elem_c <= 0 || c.fractal_alignment <= 0 || min <= 0) {
    return std::nullopt;
  }
  // A stationary operand gets the whole buffer, a streamed one half of it.
  auto budget = [](int64_t bytes, int64_t elem, bool streamed) {
    return bytes / (elem * (streamed ? 2 : 1));
  };
  const int64_t a0 = budget(p.left_bytes, p.elem_a, true);
  const int64_t b0 = budget(p.right_bytes, p.elem_b, true);
  const int64_t c0 = budget(p.acc_bytes, p.elem_c, false);
  if (a0 < min * min || b0 < min * min || c0 < min * min) return std::nullopt;

  std::optional<Scored> best = BestIn(p, Regime{}, a0, b0, c0, false, false);
  if (!best) return std::nullopt;
  const bool tiled = !(best->tile.m == p.M && best->tile.n == p.N && best->tile.k == p.K);
  // Richer schedules are only considered for a matmul that needs tiling anyway,
  // and only displace the simpler one on a strictly lower wall.
  if (tiled) {
    std::vector<L0Stationarity> stats = {L0Stationarity::kOutput};
    if (p.allow_left_stationary) stats.push_back(L0Stationarity::kLeft);
    if (p.allow_right_stationary) stats.push_back(L0Stationarity::kRight);
    for (L0Stationarity stat : stats) {
      const bool os = stat == L0Stationarity::kOutput;
      const int64_t sa = budget(p.left_bytes, p.elem_a, stat != L0Stationarity::kLeft);
      const int64_t sb = budget(p.right_bytes, p.elem_b, stat != L0Stationarity::kRight);
      for (int dbc = 0; dbc <= (p.allow_double_acc ? 1 : 0); ++dbc) {
        if (os && dbc == 0) continue;
        const Regime r{stat, dbc == 1};
        const int64_t sc = p.acc_bytes / (p.elem_c * (dbc == 1 ? 2 : 1));
        if (sc < min * min) continue;
        auto cand = BestIn(p, r, sa, sb, sc, /*grid_2x2=*/dbc == 1, /*full_k=*/!os || dbc == 1);
        if (cand && cand->tile.cost_cycles < best->tile.cost_cycles) best = cand;
      }
    }
  }
  L0Tile out = best->tile;
  out.holds_left = HoldsLeft(out.m, out.n, p);
  return out;
}

}  // namespace ptoc::transforms
