// AutoTileMatmulL0: picks an L0 tile (m, n, k) for every matmul of an InCore
// function whose operands are in L1 (right operand Mat, left operand Mat or
// Vec) with static 2-D shapes, using the roofline chooser and the current
// chip's Left/Right/Acc capacities, and rewrites a matmul whose tile is
// smaller than its full shape:
//
//  - K only (the [M, N] result fits Acc): a pl.pipeline(stage=2) loop over K
//    blocks extracting [m, k] / [k, n] slabs into Left / Right. A plain matmul
//    starts from an Acc tile.create placeholder and branches on the first
//    block (tile.matmul, then tile.matmul_acc); a matmul_acc carries the
//    caller's accumulator. A k that does not divide K leaves a peeled tail
//    block. A Vec left operand is first moved into Mat (the cube/vector
//    boundary stays a tile.move for ExpandMixedKernel).
//  - M/N (the result overflows Acc), plain matmul with a Mat left operand
//    only: the output is computed per [m, n] sub-tile, either as a grid of
//    K loops (k < K) or, with the full K resident, as two nested pipelined
//    loops over the divisible interior plus straight-line boundary tiles.
//    Each sub-tile is placed into an on-chip Mat scratch when the result is
//    only read as matmul operands (possibly through a FIXPIPE-foldable
//    downcast), else stored through the result's sole 2-D tile.store (the
//    store is replaced at its own position).
//  - A downcast `tile.cast(acc, bf16/fp16, mode=rint)` of an accumulator
//    that fits Acc and is read only as matmul operands becomes an Acc -> Mat
//    tile.assemble into a low-precision scratch (the FIXPIPE writeback).
// Other matmuls are left as they are.
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/backend/l0_cost_model.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/dtype.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/l0_tile_chooser.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kStagesAttr[] = "pipeline_stages";
constexpr char kOverlapStoresAttr[] = "pipeline_overlap_stores";
constexpr char kDoubleBufferCAttr[] = "pipeline_double_buffer_c";

// A plain variable or a loop-carried one (not a MemRef).
VarPtr AsVarLike(const ExprPtr& e) {
  if (!e || (e->kind() != NodeKind::kVar && e->kind() != NodeKind::kIterArg)) return nullptr;
  return std::static_pointer_cast<const Var>(e);
}

// Static [d0, d1] of a tile in one of the given spaces.
bool Static2D(const TileTypePtr& tile, std::initializer_list<MemorySpace> spaces, int64_t* d0,
              int64_t* d1) {
  if (!tile || tile->shape().size() != 2 || !tile->memory_space()) return false;
  bool ok = false;
  for (MemorySpace s : spaces) ok = ok || *tile->memory_space() == s;
  if (!ok) return false;
  auto a = As<ConstInt>(tile->shape()[0]);
  auto b = As<ConstInt>(tile->shape()[1]);
  if (!a || !b) return false;
  *d0 = a->value();
  *d1 = b->value();
  return true;
}

// Whole bytes per element; 0 for sub-byte types (not handled by the cube path).
int64_t ElemBytes(DataType dtype) {
  int bits = DataTypeBits(dtype);
  return bits % 8 == 0 ? bits / 8 : 0;
}

Attrs TargetMemory(MemorySpace space) {
  return Attrs({{"target_memory", AttrValue::FromEnum(space)}});
}

AssignStmtPtr Define(const std::string& name, const CallPtr& call, const Span& span) {
  return std::make_shared<AssignStmt>(std::make_shared<Var>(name, call->type(), span), call, span);
}

// `name = tile.extract(src, row, col, shape, target_memory=target)`: an L1 ->
// L0 copy of one operand slab.
AssignStmtPtr Extract(const VarPtr& src, int64_t rows, int64_t cols, const ExprPtr& row,
                      const ExprPtr& col, MemorySpace target, const std::string& name,
                      const Span& span) {
  return Define(
      name,
      MakeOpCallOrThrow("tile.extract", {src, row, col, MakeIndexTuple({rows, cols}, span)},
                        TargetMemory(target), span),
      span);
}

// `name = tile.create([rows, cols], dtype, target_memory=space)`.
AssignStmtPtr Create(int64_t rows, int64_t cols, DataType dtype, MemorySpace space,
                     const std::string& name, const Span& span) {
  return Define(name,
                MakeOpCallOrThrow("tile.create", {MakeIndexTuple({rows, cols}, span)},
                                  Attrs({{"dtype", AttrValue::DType(dtype)},
                                         {"target_memory", AttrValue::FromEnum(space)}}),
                                  span),
                span);
}

// base + delta, folding constants so static offsets stay literals.
ExprPtr AddOffset(const ExprPtr& base, const ExprPtr& delta, const Span& span) {
  auto cb = As<ConstInt>(base);
  auto cd = As<ConstInt>(delta);
  if (cd && cd->value() == 0) return base;
  if (cb && cd) return MakeIndex(cb->value() + cd->value(), span);
  if (cb && cb->value() == 0) return delta;
  return arith::MakeBinary(BinaryOp::kAdd, base, delta, span);
}

Attrs PipelineAttrs(bool overlap_stores_attr, bool double_buffer_c) {
  std::vector<Attrs::Entry> entries{{kStagesAttr, AttrValue::Int(2)}};
  if (overlap_stores_attr) entries.emplace_back(kOverlapStoresAttr, AttrValue::Bool(false));
  if (double_buffer_c) entries.emplace_back(kDoubleBufferCAttr, AttrValue::Bool(true));
  return Attrs(std::move(entries));
}

// One analysed matmul with its chosen tile.
struct Tiling {
  AssignStmtPtr assign;
  VarPtr lhs, rhs;
  VarPtr acc;              // accumulator of a tile.matmul_acc; null for tile.matmul
  bool stage_lhs = false;  // Vec left operand, moved into Mat first
  int64_t M = 0, N = 0, K = 0;
  int64_t m = 0, n = 0, k = 0;
  L0Stationarity stationarity = L0Stationarity::kOutput;
  bool holds_left = true;
  bool double_acc = false;
  bool NeedsMN() const { return m != M || n != N; }
};

// The tiling of `assign` when it is a matmul the pass rewrites; nullopt when
// it is out of scope or already fits L0. `output_stationary` closes the
// operand-stationary schedules.
std::optional<Tiling> AnalyzeMatmul(const AssignStmtPtr& assign, const backend::Soc& soc,
                                    bool output_stationary = false) {
  auto call = As<Call>(assign->value());
  if (!call || call->IsFunctionCall()) return std::nullopt;
  const std::string& op = call->callee_name();
  const bool is_acc = op == "tile.matmul_acc";
  if (op != "tile.matmul" && !is_acc) return std::nullopt;
  const auto& args = call->args();
  if (args.size() != (is_acc ? 3u : 2u)) return std::nullopt;
  const size_t li = is_acc ? 1 : 0;
  VarPtr lhs = AsVarLike(args[li]);
  VarPtr rhs = AsVarLike(args[li + 1]);
  if (!lhs || !rhs) return std::nullopt;
  VarPtr acc;
  if (is_acc) {
    acc = AsVarLike(args[0]);
    if (!acc) return std::nullopt;
    auto acc_tile = As<TileType>(acc->type());
    if (!acc_tile || acc_tile->shape().size() != 2) return std::nullopt;
  }
  auto lhs_ty = As<TileType>(lhs->type());
  auto rhs_ty = As<TileType>(rhs->type());
  auto out = As<TileType>(call->type());
  int64_t M = 0, K = 0, K2 = 0, N = 0;
  if (!Static2D(lhs_ty, {MemorySpace::kMat, MemorySpace::kVec}, &M, &K) ||
      !Static2D(rhs_ty, {MemorySpace::kMat}, &K2, &N) || !out || K != K2) {
    return std::nullopt;
  }
  L0TileProblem p;
  p.M = M;
  p.N = N;
  p.K = K;
  p.elem_a = ElemBytes(lhs_ty->dtype());
  p.elem_b = ElemBytes(rhs_ty->dtype());
  p.elem_c = ElemBytes(out->dtype());
  if (p.elem_a == 0 || p.elem_b == 0 || p.elem_c == 0) return std::nullopt;
  p.left_bytes = soc.MemSize(MemorySpace::kLeft);
  p.right_bytes = soc.MemSize(MemorySpace::kRight);
  p.acc_bytes = soc.MemSize(MemorySpace::kAcc);
  p.model = backend::L0CostModelFor(soc);
  // The double-buffered accumulator is an opt-in of the default memory
  // planner and stays closed.
  p.allow_left_stationary = !output_stationary;
  p.allow_right_stationary = !output_stationary;
  p.allow_double_acc = false;
  p.allow_k_tail = true;
  // A K that is not fractal-aligned has no legal tiling.
  if (K % p.model.fractal_alignment != 0) return std::nullopt;
  std::optional<L0Tile> tile = ChooseL0Tile(p);
  if (!tile || (tile->m == M && tile->n == N && tile->k == K)) return std::nullopt;
  Tiling t;
  t.assign = assign;
  t.lhs = lhs;
  t.rhs = rhs;
  t.acc = acc;
  t.stage_lhs = *lhs_ty->memory_space() == MemorySpace::kVec;
  t.M = M;
  t.N = N;
  t.K = K;
  t.m = tile->m;
  t.n = tile->n;
  t.k = tile->k;
  t.stationarity = tile->stationarity;
  t.holds_left = tile->holds_left;
  t.double_acc = tile->double_acc;
  return t;
}

// The statements computing one [m, n] output block over the whole K range by
// k-wide blocks, and the variable holding it.
struct Emitted {
  std::vector<StmtPtr> stmts;
  VarPtr result;
};

// K loop of one output block at (row, col) (null: 0) named after `base`.
Emitted BuildKLoop(const Tiling& t, const ExprPtr& row, const ExprPtr& col, int64_t m, int64_t n,
                   const std::string& base) {
  const Span& sp = t.assign->span();
  const int64_t num_full = t.K / t.k;
  const int64_t k_full = num_full * t.k;
  const int64_t k_tail = t.K - k_full;
  Emitted e;

  ExprPtr init;
  TypePtr iter_type;
  if (num_full >= 2) {
    if (t.acc) {
      init = t.acc;
      iter_type = t.acc->type();
    } else {
      auto c_init = Create(m, n, As<TileType>(t.assign->var()->type())->dtype(), MemorySpace::kAcc,
                           base + "_l0_init", sp);
      e.stmts.push_back(c_init);
      init = c_init->var();
      iter_type = c_init->var()->type();
    }
  }
  VarPtr lhs = t.lhs;
  if (t.stage_lhs) {
    auto moved =
        Define(base + "_l0_lmat",
               MakeOpCallOrThrow("tile.move", {t.lhs}, TargetMemory(MemorySpace::kMat), sp), sp);
    e.stmts.push_back(moved);
    lhs = moved->var();
  }
  const ExprPtr r0 = row ? row : MakeIndex(0, sp);
  const ExprPtr c0 = col ? col : MakeIndex(0, sp);

  // One straight-line K block at a static offset, accumulating into `acc_in`
  // (a fresh tile.matmul when null).
  auto block = [&](int64_t ko, int64_t kb, const ExprPtr& acc_in, const std::string& tag) {
    auto sa =
        Extract(lhs, m, kb, r0, MakeIndex(ko, sp), MemorySpace::kLeft, base + "_l0_a" + tag, sp);
    auto sb =
        Extract(t.rhs, kb, n, MakeIndex(ko, sp), c0, MemorySpace::kRight, base + "_l0_b" + tag, sp);
    CallPtr mm = acc_in
                     ? MakeOpCallOrThrow("tile.matmul_acc", {acc_in, sa->var(), sb->var()}, {}, sp)
                     : MakeOpCallOrThrow("tile.matmul", {sa->var(), sb->var()}, {}, sp);
    auto c = Define(base + "_l0_c" + tag, mm, sp);
    e.stmts.insert(e.stmts.end(), {sa, sb, c});
    return c->var();
  };

  VarPtr main;
  if (num_full >= 2) {
    auto ko = std::make_shared<Var>(base + "_l0_ko", ScalarType::Get(DataType::kIndex), sp);
    auto c_iter = std::make_shared<IterArg>(base + "_l0_c", iter_type, init, sp);
    auto sa = Extract(lhs, m, t.k, r0, ko, MemorySpace::kLeft, base + "_l0_a", sp);
    auto sb = Extract(t.rhs, t.k, n, ko, c0, MemorySpace::kRight, base + "_l0_b", sp);
    std::vector<StmtPtr> body{sa, sb};
    if (t.acc) {
      auto c =
          Define(base + "_l0_c_acc",
                 MakeOpCallOrThrow("tile.matmul_acc", {c_iter, sa->var(), sb->var()}, {}, sp), sp);
      body.push_back(c);
      body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{c->var()}, sp));
    } else {
      // The first block starts the accumulator, the others add to it.
      auto first = Define(base + "_l0_c_first",
                          MakeOpCallOrThrow("tile.matmul", {sa->var(), sb->var()}, {}, sp), sp);
      auto rest =
          Define(base + "_l0_c_acc",
                 MakeOpCallOrThrow("tile.matmul_acc", {c_iter, sa->var(), sb->var()}, {}, sp), sp);
      auto phi = std::make_shared<Var>(base + "_l0_c_phi", first->var()->type(), sp);
      StmtPtr then_body =
          MakeSeq({first, std::make_shared<YieldStmt>(std::vector<ExprPtr>{first->var()}, sp)}, sp);
      StmtPtr else_body =
          MakeSeq({rest, std::make_shared<YieldStmt>(std::vector<ExprPtr>{rest->var()}, sp)}, sp);
      body.push_back(
          std::make_shared<IfStmt>(arith::MakeBinary(BinaryOp::kEq, ko, MakeIndex(0, sp), sp),
                                   then_body, else_body, std::vector<VarPtr>{phi}, sp));
      body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{phi}, sp));
    }
    auto rv = std::make_shared<Var>(k_tail > 0 ? base + "_l0_kmain" : base, iter_type,
                                    t.assign->var()->span());
    e.stmts.push_back(std::make_shared<ForStmt>(
        ko, MakeIndex(0, sp), MakeIndex(k_full, sp), MakeIndex(t.k, sp),
        std::vector<IterArgPtr>{c_iter}, MakeSeq(std::move(body), sp), std::vector<VarPtr>{rv},
        ForKind::kPipeline, PipelineAttrs(false, false), sp));
    main = rv;
  } else {
    // A single full block (only reachable with a peeled tail).
    main = block(0, t.k, t.acc ? ExprPtr(t.acc) : nullptr, "0");
  }
  e.result = k_tail > 0 ? block(k_full, k_tail, main, "t") : main;
  return e;
}

// Places computed [m, n] Acc sub-tiles into the chained output value.
class Placer {
 public:
  virtual ~Placer() = default;
  // The chain's initial value (emitting its definition if any).
  virtual VarPtr Init(std::vector<StmtPtr>* out) = 0;
  // Places `sub` at (row, col) into `chain`, returning the new chain value.
  virtual VarPtr Place(std::vector<StmtPtr>* out, const VarPtr& sub, const ExprPtr& row,
                       const ExprPtr& col, const VarPtr& chain, int step) = 0;
};

// Stores each sub-tile to the output tensor of the consumer tile.store.
class StorePlacer : public Placer {
 public:
  StorePlacer(ExprPtr base_row, ExprPtr base_col, VarPtr out, Attrs kwargs, Span span)
      : base_row_(std::move(base_row)),
        base_col_(std::move(base_col)),
        out_(std::move(out)),
        kwargs_(std::move(kwargs)),
        span_(span) {}
  VarPtr Init(std::vector<StmtPtr>*) override { return out_; }
  VarPtr Place(std::vector<StmtPtr>* out, const VarPtr& sub, const ExprPtr& row, const ExprPtr& col,
               const VarPtr& chain, int step) override {
    auto offsets = std::make_shared<MakeTuple>(
        std::vector<ExprPtr>{AddOffset(base_row_, row, span_), AddOffset(base_col_, col, span_)},
        span_);
    auto store =
        Define(out_->name_hint() + "_t" + std::to_string(step),
               MakeOpCallOrThrow("tile.store", {sub, offsets, chain}, kwargs_, span_), span_);
    out->push_back(store);
    return store->var();
  }

 private:
  ExprPtr base_row_, base_col_;
  VarPtr out_;
  Attrs kwargs_;
  Span span_;
};

// Assembles each sub-tile into an [M, N] Mat scratch (Acc -> Mat writeback,
// downcasting when the scratch is bf16/fp16).
class ScratchPlacer : public Placer {
 public:
  ScratchPlacer(int64_t rows, int64_t cols, DataType dtype, std::string name, Span span)
      : rows_(rows), cols_(cols), dtype_(dtype), name_(std::move(name)), span_(span) {}
  VarPtr Init(std::vector<StmtPtr>* out) override {
    auto create = Create(rows_, cols_, dtype_, MemorySpace::kMat, name_, span_);
    out->push_back(create);
    return create->var();
  }
  VarPtr Place(std::vector<StmtPtr>* out, const VarPtr& sub, const ExprPtr& row, const ExprPtr& col,
               const VarPtr& chain, int step) override {
    auto offsets = std::make_shared<MakeTuple>(std::vector<ExprPtr>{row, col}, span_);
    auto assemble =
        Define(name_ + "_t" + std::to_string(step),
               MakeOpCallOrThrow("tile.assemble", {chain, sub, offsets}, {}, span_), span_);
    out->push_back(assemble);
    return assemble->var();
  }

 private:
  int64_t rows_, cols_;
  DataType dtype_;
  std::string name_;
  Span span_;
};

// One straight-line full-K sub-tile of the boundary.
VarPtr FullKTile(std::vector<StmtPtr>* out, const Tiling& t, Placer* placer, const VarPtr& chain,
                 int64_t row, int64_t col, int64_t m, int64_t n, const std::string& base,
                 int step) {
  const Span& sp = t.assign->span();
  const std::string s = std::to_string(step);
  auto sa = Extract(t.lhs, m, t.K, MakeIndex(row, sp), MakeIndex(0, sp), MemorySpace::kLeft,
                    base + "_ta" + s, sp);
  auto sb = Extract(t.rhs, t.K, n, MakeIndex(0, sp), MakeIndex(col, sp), MemorySpace::kRight,
                    base + "_tb" + s, sp);
  auto c = Define(base + "_tc" + s,
                  MakeOpCallOrThrow("tile.matmul", {sa->var(), sb->var()}, {}, sp), sp);
  out->insert(out->end(), {sa, sb, c});
  return placer->Place(out, c->var(), MakeIndex(row, sp), MakeIndex(col, sp), chain, step);
}

// Full K resident (k == K): two nested pipelined loops over the interior
// covered by whole [m, n] tiles (the stationary operand's loop outside),
// then the L-shaped boundary as straight-line tiles.
Emitted BuildFullKGrid(const Tiling& t, Placer* placer) {
  const Span& sp = t.assign->span();
  const std::string base = t.assign->var()->name_hint();
  const bool stationary = t.stationarity != L0Stationarity::kOutput;
  const bool row_outer = stationary ? t.stationarity == L0Stationarity::kLeft : t.holds_left;
  const int64_t full_m = t.M / t.m * t.m;
  const int64_t full_n = t.N / t.n * t.n;
  Emitted e;
  VarPtr chain = placer->Init(&e.stmts);
  {
    const TypePtr chain_type = chain->type();
    auto index = ScalarType::Get(DataType::kIndex);
    auto outer = std::make_shared<Var>(base + "_o", index, sp);
    auto inner = std::make_shared<Var>(base + "_i", index, sp);
    ExprPtr row = row_outer ? ExprPtr(outer) : ExprPtr(inner);
    ExprPtr col = row_outer ? ExprPtr(inner) : ExprPtr(outer);
    auto outer_chain = std::make_shared<IterArg>(base + "_oc", chain_type, chain, sp);
    auto inner_chain = std::make_shared<IterArg>(base + "_ic", chain_type, outer_chain, sp);
    auto sa = Extract(t.lhs, t.m, t.K, row, MakeIndex(0, sp), MemorySpace::kLeft, base + "_a", sp);
    auto sb = Extract(t.rhs, t.K, t.n, MakeIndex(0, sp), col, MemorySpace::kRight, base + "_b", sp);
    auto c =
        Define(base + "_c", MakeOpCallOrThrow("tile.matmul", {sa->var(), sb->var()}, {}, sp), sp);
    std::vector<StmtPtr> inner_body{row_outer ? sb : sa, c};
    VarPtr placed = placer->Place(&inner_body, c->var(), row, col, inner_chain, 0);
    inner_body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{placed}, sp));
    auto inner_rv = std::make_shared<Var>(base + "_irv", chain_type, sp);
    auto inner_for = std::make_shared<ForStmt>(
        inner, MakeIndex(0, sp), MakeIndex(row_outer ? full_n : full_m, sp),
        MakeIndex(row_outer ? t.n : t.m, sp), std::vector<IterArgPtr>{inner_chain},
        MakeSeq(std::move(inner_body), sp), std::vector<VarPtr>{inner_rv}, ForKind::kPipeline,
        PipelineAttrs(true, t.double_acc), sp);
    std::vector<StmtPtr> outer_body{
        row_outer ? sa : sb, inner_for,
        std::make_shared<YieldStmt>(std::vector<ExprPtr>{inner_rv}, sp)};
    // A single-buffered stationary operand must not be double-buffered by a
    // pipelined outer loop.
    auto outer_rv = std::make_shared<Var>(base + "_orv", chain_type, sp);
    e.stmts.push_back(std::make_shared<ForStmt>(
        outer, MakeIndex(0, sp), MakeIndex(row_outer ? full_m : full_n, sp),
        MakeIndex(row_outer ? t.m : t.n, sp), std::vector<IterArgPtr>{outer_chain},
        MakeSeq(std::move(outer_body), sp), std::vector<VarPtr>{outer_rv},
        stationary ? ForKind::kSequential : ForKind::kPipeline,
        stationary ? Attrs() : PipelineAttrs(true, false), sp));
    chain = outer_rv;
  }
  int step = 1;
  for (int64_t col = 0; full_m < t.M && col < t.N; col += t.n) {
    chain = FullKTile(&e.stmts, t, placer, chain, full_m, col, t.M - full_m,
                      std::min(t.n, t.N - col), base, step++);
  }
  for (int64_t row = 0; full_n < t.N && row < full_m; row += t.m) {
    chain = FullKTile(&e.stmts, t, placer, chain, row, full_n, t.m, t.N - full_n, base, step++);
  }
  e.result = chain;
  return e;
}

// k < K: one K loop per [m, n] sub-tile, column blocks outermost.
Emitted BuildSplitKGrid(const Tiling& t, Placer* placer) {
  const Span& sp = t.assign->span();
  const std::string base = t.assign->var()->name_hint();
  Emitted e;
  VarPtr chain = placer->Init(&e.stmts);
  int step = 0;
  for (int64_t col = 0; col < t.N; col += t.n) {
    for (int64_t row = 0; row < t.M; row += t.m) {
      Emitted sub = BuildKLoop(t, MakeIndex(row, sp), MakeIndex(col, sp), std::min(t.m, t.M - row),
                               std::min(t.n, t.N - col), base + "_t" + std::to_string(step));
      e.stmts.insert(e.stmts.end(), sub.stmts.begin(), sub.stmts.end());
      chain =
          placer->Place(&e.stmts, sub.result, MakeIndex(row, sp), MakeIndex(col, sp), chain, step);
      ++step;
    }
  }
  e.result = chain;
  return e;
}

Emitted BuildGrid(const Tiling& t, Placer* placer) {
  return t.k == t.K ? BuildFullKGrid(t, placer) : BuildSplitKGrid(t, placer);
}

// Reads of every variable in a statement list (definitions excluded), and the
// reads that are a direct matmul operand (tile.matmul args 0-1, tile.matmul_acc
// args 1-2; the accumulator is not an operand).
class UseCounter : public IRVisitor {
 public:
  std::unordered_map<const Var*, int> all;
  std::unordered_map<const Var*, int> operand;

  void VisitVarDef(const VarPtr& var) override {
    if (var && var->kind() == NodeKind::kIterArg) {
      VisitExpr(static_cast<const IterArg&>(*var).init_value());
    }
  }
  void VisitVar(const VarPtr& var) override { Count(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { Count(var.get()); }
  void VisitCall(const CallPtr& call) override {
    const bool mm = !call->IsFunctionCall() && call->callee_name() == "tile.matmul";
    const bool mma = !call->IsFunctionCall() && call->callee_name() == "tile.matmul_acc";
    for (size_t i = 0; i < call->args().size(); ++i) {
      const bool saved = operand_;
      operand_ = ((mm && i <= 1) || (mma && (i == 1 || i == 2))) && AsVarLike(call->args()[i]);
      VisitExpr(call->args()[i]);
      operand_ = saved;
    }
    VisitAttrs(call->kwargs());
  }
  int All(const Var* v) const {
    auto it = all.find(v);
    return it == all.end() ? 0 : it->second;
  }
  int Operand(const Var* v) const {
    auto it = operand.find(v);
    return it == operand.end() ? 0 : it->second;
  }

 private:
  void Count(const Var* v) {
    ++all[v];
    if (operand_) ++operand[v];
  }
  bool operand_ = false;
};

// Use counts plus the 2-D tile.store and the tile.cast reading each variable
// directly, over one statement list (as it was before the rewrite).
struct SiblingIndex {
  UseCounter uses;
  std::unordered_map<const Var*, AssignStmtPtr> store_of;
  std::unordered_map<const Var*, AssignStmtPtr> cast_of;
};

SiblingIndex BuildSiblingIndex(const std::vector<StmtPtr>& stmts) {
  SiblingIndex idx;
  for (const StmtPtr& s : stmts) {
    idx.uses.VisitStmt(s);
    auto assign = As<AssignStmt>(s);
    if (!assign) continue;
    if (auto store = AsOpCall(assign->value(), "tile.store")) {
      if (store->args().size() != 3) continue;
      if (auto src = AsVarLike(store->args()[0])) idx.store_of.emplace(src.get(), assign);
    } else if (auto cast = AsOpCall(assign->value(), "tile.cast")) {
      if (cast->args().empty()) continue;
      if (auto src = AsVarLike(cast->args()[0])) idx.cast_of.emplace(src.get(), assign);
    }
  }
  return idx;
}

// FIXPIPE narrows an fp32 accumulator to bf16/fp16 with round-half-to-even
// only, so only such a cast (mode "rint") can become the writeback.
bool FixpipeCast(const CallPtr& cast, const TileTypePtr& src, DataType dst) {
  if (!cast || !src || src->dtype() != DataType::kFP32) return false;
  if (dst != DataType::kBF16 && dst != DataType::kFP16) return false;
  const AttrValue* mode = cast->kwargs().Find("mode");
  if (!mode) return false;  // the default mode is "round"
  if (mode->kind() == AttrValue::Kind::kInt) return mode->AsInt() == 1;
  if (mode->kind() == AttrValue::Kind::kString) return mode->AsString() == "rint";
  return false;
}

// An M/N-tiled result replacing its consumer store: the grid is emitted at
// the store's position.
struct StoreFold {
  std::vector<StmtPtr> stmts;
  VarPtr result;     // the output tensor after the last sub-tile store
  VarPtr store_var;  // the consumer store's result, now `result`
};

class Tiler : public IRMutator {
 public:
  explicit Tiler(const backend::Soc& soc) : soc_(soc) {}

  StmtPtr MutateSeq(const SeqStmtsPtr& seq) override {
    // Later uses of rewritten results follow these (scoped to this list).
    std::unordered_map<const Var*, ExprPtr> remap;
    std::unordered_set<const Var*> dropped;  // casts folded into a scratch
    std::unordered_map<const Stmt*, StoreFold> folds;
    std::optional<SiblingIndex> index;
    auto siblings = [&]() -> const SiblingIndex& {
      if (!index) index = BuildSiblingIndex(seq->stmts());
      return *index;
    };
    std::vector<StmtPtr> out;
    bool changed = false;
    for (const StmtPtr& child : seq->stmts()) {
      if (auto it = folds.find(child.get()); it != folds.end()) {
        // The fold's own store result must not be substituted into its chain.
        const Var* self = it->second.store_var.get();
        auto saved = remap.find(self);
        ExprPtr self_target;
        if (saved != remap.end()) {
          self_target = saved->second;
          remap.erase(saved);
        }
        for (const StmtPtr& s : it->second.stmts) {
          out.push_back(remap.empty() ? s : SubstituteVars(s, remap));
        }
        if (self_target) remap[self] = self_target;
        changed = true;
        continue;
      }
      auto child_assign = As<AssignStmt>(child);
      if (child_assign && dropped.count(child_assign->var().get())) {
        changed = true;
        continue;
      }
      StmtPtr current = remap.empty() ? child : SubstituteVars(child, remap);
      auto assign = As<AssignStmt>(current);
      if (assign && FoldCast(assign, siblings, &remap, &out)) {
        changed = true;
        continue;
      }
      if (assign && TileMatmul(assign, siblings, &remap, &dropped, &folds, &out)) {
        changed = true;
        continue;
      }
      StmtPtr visited = MutateStmt(current);
      changed |= visited != child;
      out.push_back(visited);
    }
    return changed ? MakeSeq(std::move(out), seq->span()) : seq;
  }

 private:
  template <typename Siblings>
  bool FoldCast(const AssignStmtPtr& assign, Siblings& siblings,
                std::unordered_map<const Var*, ExprPtr>* remap, std::vector<StmtPtr>* out) {
    auto cast = AsOpCall(assign->value(), "tile.cast");
    auto cb_ty = As<TileType>(assign->var()->type());
    if (!cast || cast->args().empty() || !cb_ty || cb_ty->shape().size() != 2) return false;
    VarPtr src = AsVarLike(cast->args()[0]);
    auto src_ty = src ? As<TileType>(src->type()) : nullptr;
    if (!src_ty || src_ty->memory_space() != MemorySpace::kAcc) return false;
    auto m = As<ConstInt>(cb_ty->shape()[0]);
    auto n = As<ConstInt>(cb_ty->shape()[1]);
    const int64_t acc = soc_.MemSize(MemorySpace::kAcc);
    if (!m || !n || acc == 0) return false;
    if (m->value() * n->value() * ElemBytes(src_ty->dtype()) > acc) return false;
    const SiblingIndex& idx = siblings();
    const Var* cb = assign->var().get();
    const int uses = idx.uses.All(cb);
    if (uses < 1 || uses != idx.uses.Operand(cb)) return false;
    if (!FixpipeCast(cast, src_ty, cb_ty->dtype())) return false;
    ScratchPlacer placer(m->value(), n->value(), cb_ty->dtype(), src->name_hint() + "_mat",
                         assign->span());
    VarPtr scratch = placer.Init(out);
    (*remap)[cb] = placer.Place(out, src, MakeIndex(0, assign->span()),
                                MakeIndex(0, assign->span()), scratch, 0);
    return true;
  }

  // An oversized result read only as matmul operands stays on chip.
  std::optional<Emitted> TryScratch(const Tiling& t, int uses, int operand_uses, DataType dtype) {
    if (t.acc || t.stage_lhs) return std::nullopt;
    if (uses < 1 || operand_uses != uses) return std::nullopt;
    // Ascend910B keeps an oversized on-chip intermediate only in bf16/fp16.
    const bool low = dtype == DataType::kBF16 || dtype == DataType::kFP16;
    if (soc_.target_arch() != "a5" && !low) return std::nullopt;
    const int64_t mat = soc_.MemSize(MemorySpace::kMat);
    if (mat > 0 && t.M * t.N * ElemBytes(dtype) > mat) return std::nullopt;
    ScratchPlacer placer(t.M, t.N, dtype, t.assign->var()->name_hint() + "_mat", t.assign->span());
    return BuildGrid(t, &placer);
  }

  template <typename Siblings>
  bool TileMatmul(const AssignStmtPtr& assign, Siblings& siblings,
                  std::unordered_map<const Var*, ExprPtr>* remap,
                  std::unordered_set<const Var*>* dropped,
                  std::unordered_map<const Stmt*, StoreFold>* folds, std::vector<StmtPtr>* out) {
    std::optional<Tiling> t = AnalyzeMatmul(assign, soc_);
    if (!t) return false;
    const Var* result = assign->var().get();
    if (!t->NeedsMN()) {
      Emitted e = BuildKLoop(*t, nullptr, nullptr, t->m, t->n, result->name_hint());
      out->insert(out->end(), e.stmts.begin(), e.stmts.end());
      (*remap)[result] = e.result;
      return true;
    }
    const SiblingIndex& idx = siblings();
    int uses = idx.uses.All(result);
    int operand_uses = idx.uses.Operand(result);
    auto result_ty = As<TileType>(assign->var()->type());
    DataType scratch_dtype = result_ty->dtype();
    const Var* target = result;
    const Var* also = nullptr;
    if (auto it = idx.cast_of.find(result); it != idx.cast_of.end()) {
      const AssignStmtPtr& cast_assign = it->second;
      auto cb_ty = As<TileType>(cast_assign->var()->type());
      const Var* cb = cast_assign->var().get();
      const int cb_uses = idx.uses.All(cb);
      if (cb_ty && FixpipeCast(AsOpCall(cast_assign->value()), result_ty, cb_ty->dtype()) &&
          uses == 1 && cb_uses >= 1 && cb_uses == idx.uses.Operand(cb)) {
        // The downcast becomes the writeback into a low-precision scratch.
        scratch_dtype = cb_ty->dtype();
        target = cb;
        also = result;
        uses = cb_uses;
        operand_uses = cb_uses;
      }
    }
    // A chained producer kept on chip stays output-stationary.
    std::optional<Tiling> os;
    const Tiling* fold = &*t;
    if (t->stationarity != L0Stationarity::kOutput) {
      os = AnalyzeMatmul(assign, soc_, /*output_stationary=*/true);
      if (os) fold = &*os;
    }
    if (auto e = TryScratch(*fold, uses, operand_uses, scratch_dtype)) {
      out->insert(out->end(), e->stmts.begin(), e->stmts.end());
      (*remap)[target] = e->result;
      if (also) {
        (*remap)[also] = e->result;
        dropped->insert(target);
      }
      return true;
    }
    if (t->acc || t->stage_lhs) return false;
    auto store_it = idx.store_of.find(result);
    if (store_it == idx.store_of.end() || uses != 1) return false;
    const AssignStmtPtr& store = store_it->second;
    auto store_call = AsOpCall(store->value());
    auto offsets = As<MakeTuple>(store_call->args()[1]);
    VarPtr out_tensor = AsVarLike(store_call->args()[2]);
    if (!offsets || offsets->elements().size() != 2 || !out_tensor) return false;
    StorePlacer placer(offsets->elements()[0], offsets->elements()[1], out_tensor,
                       store_call->kwargs(), assign->span());
    Emitted e = BuildGrid(*t, &placer);
    (*remap)[store->var().get()] = e.result;
    folds->emplace(store.get(), StoreFold{std::move(e.stmts), e.result, store->var()});
    return true;
  }

  const backend::Soc& soc_;
};

}  // namespace

ir::FunctionPtr AutoTileMatmulL0InFunction(const ir::FunctionPtr& func) {
  if (!IsInCoreLike(func->func_type()) || !func->body()) return func;
  // Both rewrites start from a matmul: a cast folds only when every read of
  // its result is a matmul operand (FoldCast).
  if (!MayCall(func, "tile.matmul") && !MayCall(func, "tile.matmul_acc")) return func;
  return Tiler(backend::CurrentSoc()).MutateFunction(func);
}

ir::ProgramPtr AutoTileMatmulL0(const ir::ProgramPtr& program) {
  return MapFunctions(program, AutoTileMatmulL0InFunction);
}

}  // namespace ptoc::transforms
