// MixedKernelExpanded verifier: no InCore function mixes cube and vector tile
// ops any more (ExpandMixedKernel split them into AIC + AIV), and in AIC / AIV
// functions cross-core tpop results land in the consumer's memory (Mat on
// AIC, Vec on AIV) and every tpop is released by the matching tfree in the
// same block; the cross-core pipes an AIC/AIV function uses are set up before
// its first transfer (initialize_pipe, reserve / import of the slot buffers),
// each initialize_pipe's operands and attributes fit its dir_mask, and the
// reserve / import calls are exactly the ones its dir_masks ask for.
#include <cstdint>
#include <functional>
#include <list>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "MixedKernelExpanded";

enum class Side { kNone, kCube, kVector, kBoth };

bool IsCubeSpace(ir::MemorySpace s) {
  return s != ir::MemorySpace::kDDR && s != ir::MemorySpace::kVec;
}

std::optional<ir::MemorySpace> FirstTileArgSpace(const ir::CallPtr& call) {
  for (const auto& a : call->args()) {
    if (auto v = ir::As<ir::Var>(a)) {
      if (auto t = ir::As<ir::TileType>(v->type())) return t->memory_space();
    }
  }
  return std::nullopt;
}

// Which core a call runs on, following the reference's classification:
// registry override, boundary ops, result memory space, first tile input.
Side ClassifyCall(const ir::CallPtr& call) {
  if (call->op() == nullptr || call->IsFunctionCall()) return Side::kNone;
  const std::string& name = call->op()->name();
  const ir::OpInfo* info = ir::OpRegistry::Global().Find(name);
  if (info == nullptr) return Side::kNone;
  switch (info->affinity) {
    case ir::CoreAffinity::kCube:
      return Side::kCube;
    case ir::CoreAffinity::kVector:
      return Side::kVector;
    case ir::CoreAffinity::kShared:
      return Side::kNone;
    case ir::CoreAffinity::kDerived:
      break;
  }
  if (name == "tile.aiv_shard" || name == "tile.aic_gather" || name == "tensor.aiv_shard" ||
      name == "tensor.aic_gather") {
    return Side::kBoth;
  }
  if (name == "tile.move") {
    auto src = FirstTileArgSpace(call);
    auto dst = ir::As<ir::TileType>(call->type());
    if (src && dst && dst->memory_space() &&
        IsCubeSpace(*src) != IsCubeSpace(*dst->memory_space())) {
      return Side::kBoth;
    }
  }
  if (info->output_memory != ir::OutputMemoryRule::kInheritInput) {
    if (auto tile = ir::As<ir::TileType>(call->type())) {
      if (tile->memory_space()) {
        return IsCubeSpace(*tile->memory_space()) ? Side::kCube : Side::kVector;
      }
    }
  }
  if (auto s = FirstTileArgSpace(call)) return IsCubeSpace(*s) ? Side::kCube : Side::kVector;
  return Side::kNone;
}

class SideCollector : public ir::IRVisitor {
 public:
  bool cube = false;
  bool vector = false;
  void VisitCall(const ir::CallPtr& call) override {
    Side s = ClassifyCall(call);
    cube |= s == Side::kCube || s == Side::kBoth;
    vector |= s == Side::kVector || s == Side::kBoth;
    for (const auto& a : call->args()) VisitExpr(a);
  }
  void VisitType(const ir::TypePtr&) override {}
};

class SplitKernelChecker {
 public:
  SplitKernelChecker(std::vector<Diagnostic>* out, const ir::FunctionPtr& f)
      : out_(out), f_(f), aic_(f->func_type() == ir::FunctionType::kAIC) {}

  // In the reference's order: tpop memory, buffer coverage, pipe setup,
  // initialize_pipe operands, tpop/tfree matching.
  void Run() {
    const std::string expected_tpop = aic_ ? "tile.tpop_from_aiv" : "tile.tpop_from_aic";
    ForEachAssign(f_->body(), [&](const ir::AssignStmtPtr& assign) {
      if (CalleeName(TopLevelCall(assign)) == expected_tpop) CheckTpopMemory(assign, expected_tpop);
    });
    const std::vector<ir::CallPtr> pipe_inits = CheckBufferCoverage();
    CheckPipeSetup();
    for (const ir::CallPtr& init : pipe_inits) CheckInitializePipe(init, CalleeName(init));
    CheckBlock(f_->body());
  }

 private:
  static constexpr int kDirC2V = 1;
  static constexpr int kDirV2C = 2;

  std::string Kind() const { return aic_ ? "AIC" : "AIV"; }

  // Statements of `block` and, recursively, of the for / if / while bodies in
  // it (not of other scopes), in order.
  static void ForEachStmtInBlocks(const ir::StmtPtr& block,
                                  const std::function<void(const ir::StmtPtr&)>& fn) {
    for (const ir::StmtPtr& stmt : ir::StmtList(block)) {
      if (stmt == nullptr) continue;
      fn(stmt);
      if (auto s = ir::As<ir::ForStmt>(stmt)) {
        ForEachStmtInBlocks(s->body(), fn);
      } else if (auto s = ir::As<ir::IfStmt>(stmt)) {
        ForEachStmtInBlocks(s->then_body(), fn);
        if (s->else_body()) ForEachStmtInBlocks(s->else_body(), fn);
      } else if (auto s = ir::As<ir::WhileStmt>(stmt)) {
        ForEachStmtInBlocks(s->body(), fn);
      }
    }
  }

  // Every assignment in `stmt`, nested bodies of any kind included.
  static void ForEachAssign(const ir::StmtPtr& stmt,
                            const std::function<void(const ir::AssignStmtPtr&)>& fn) {
    struct Walker : ir::IRVisitor {
      const std::function<void(const ir::AssignStmtPtr&)>& fn;
      explicit Walker(const std::function<void(const ir::AssignStmtPtr&)>& f) : fn(f) {}
      void VisitAssign(const ir::AssignStmtPtr& assign) override {
        fn(assign);
        ir::IRVisitor::VisitAssign(assign);
      }
      void VisitType(const ir::TypePtr&) override {}
    } walker(fn);
    walker.VisitStmt(stmt);
  }

  static std::optional<int64_t> IntKwarg(const ir::CallPtr& call, const char* key) {
    const ir::AttrValue* v = call->kwargs().Find(key);
    if (v == nullptr || v->kind() != ir::AttrValue::Kind::kInt) return std::nullopt;
    return v->AsInt();
  }

  // Cross-core transfers by direction. A direction is sized when one of its
  // transfers has a static tile shape (the reference takes the slot size from
  // those and ignores transfers of other values).
  struct PipeUse {
    bool c2v = false, v2c = false;
    bool c2v_sized = false, v2c_sized = false;
  };
  static void RecordTransfer(const ir::TypePtr& type, bool* used, bool* sized) {
    *used = true;
    auto tile = ir::As<ir::TileType>(type);
    if (!tile) return;
    for (const auto& d : tile->shape()) {
      auto c = ir::As<ir::ConstInt>(d);
      if (!c || c->value() < 0) return;
    }
    *sized = true;
  }
  static bool RecordPipeUse(const ir::StmtPtr& stmt, PipeUse* use) {
    ir::CallPtr call = TopLevelCall(stmt);
    const std::string name = CalleeName(call);
    auto assign = ir::As<ir::AssignStmt>(stmt);
    if (name == "tile.tpush_to_aiv" && call->args().size() == 1) {
      RecordTransfer(call->args()[0]->type(), &use->c2v, &use->c2v_sized);
    } else if (name == "tile.tpush_to_aic" && call->args().size() == 1) {
      RecordTransfer(call->args()[0]->type(), &use->v2c, &use->v2c_sized);
    } else if (name == "tile.tpop_from_aiv" && assign) {
      RecordTransfer(assign->var()->type(), &use->v2c, &use->v2c_sized);
    } else if (name == "tile.tpop_from_aic" && assign) {
      RecordTransfer(assign->var()->type(), &use->c2v, &use->c2v_sized);
    } else {
      return false;
    }
    return true;
  }

  // The reserve / import calls are exactly those the directions of the
  // function's initialize_pipe calls need: an AIC function reserves the V2C
  // buffer and imports the C2V one, an AIV function the other way round.
  // Returns the initialize_pipe calls, in order.
  std::vector<ir::CallPtr> CheckBufferCoverage() {
    int reserves = 0, imports = 0, needed_reserves = 0, needed_imports = 0;
    std::vector<ir::CallPtr> inits;
    ForEachStmtInBlocks(f_->body(), [&](const ir::StmtPtr& stmt) {
      ir::CallPtr call = TopLevelCall(stmt);
      const std::string name = CalleeName(call);
      if (name == "system.reserve_buffer") ++reserves;
      if (name == "system.import_peer_buffer") ++imports;
      if (name != "system.aic_initialize_pipe" && name != "system.aiv_initialize_pipe") return;
      inits.push_back(call);
      const int64_t mask = IntKwarg(call, "dir_mask").value_or(0);
      const bool c2v = (mask & kDirC2V) != 0;
      const bool v2c = (mask & kDirV2C) != 0;
      needed_reserves += aic_ ? v2c : c2v;
      needed_imports += aic_ ? c2v : v2c;
    });
    auto report = [&](int have, int need, const char* op) {
      if (have == need) return;
      Error("Function '" + f_->name() + "' has " + (have < need ? "fewer" : "more") + " '" + op +
                "' calls than initialized pipe directions require",
            f_->span());
    };
    report(reserves, needed_reserves, "system.reserve_buffer");
    report(imports, needed_imports, "system.import_peer_buffer");
    return inits;
  }

  // A function that moves tiles across cores sets its pipes up in the
  // statements before its first transfer.
  void CheckPipeSetup() {
    PipeUse use;
    ForEachStmtInBlocks(f_->body(), [&](const ir::StmtPtr& stmt) { RecordPipeUse(stmt, &use); });
    if (!use.c2v && !use.v2c) return;
    bool init = false, reserve = false, import = false;
    const std::string init_op = aic_ ? "system.aic_initialize_pipe" : "system.aiv_initialize_pipe";
    for (const ir::StmtPtr& stmt : ir::StmtList(f_->body())) {
      if (stmt == nullptr) continue;
      bool transfers = false;
      ForEachStmtInBlocks(stmt, [&](const ir::StmtPtr& s) {
        PipeUse ignored;
        transfers = transfers || RecordPipeUse(s, &ignored);
      });
      if (transfers) break;
      const std::string name = CalleeName(TopLevelCall(stmt));
      init = init || name == init_op;
      reserve = reserve || name == "system.reserve_buffer";
      import = import || name == "system.import_peer_buffer";
    }
    if ((use.c2v && !use.c2v_sized) || (use.v2c && !use.v2c_sized)) {
      Error("Function '" + f_->name() +
                "' uses cross-core tile ops with non-static tile size; auto pipe setup requires "
                "statically known tile shapes",
            f_->span());
    }
    if (!init) {
      Error(Kind() + " function '" + f_->name() + "' uses cross-core tile ops but has no '" +
                init_op + "' call",
            f_->span());
    }
    // The side that consumes a direction reserves its buffer, the producer imports it.
    const bool reserved_dir = aic_ ? use.v2c : use.c2v;
    const bool imported_dir = aic_ ? use.c2v : use.v2c;
    if (reserved_dir && !reserve) {
      Error(Kind() + " function '" + f_->name() + "' uses " + (aic_ ? "V2C" : "C2V") +
                " cross-core ops but has no 'system.reserve_buffer'",
            f_->span());
    }
    if (imported_dir && !import) {
      Error(Kind() + " function '" + f_->name() + "' uses " + (aic_ ? "C2V" : "V2C") +
                " cross-core ops but has no 'system.import_peer_buffer'",
            f_->span());
    }
  }

  // Operands and attributes of one initialize_pipe: a valid dir_mask, a
  // positive slot size (and slot counts), a real buffer for each enabled
  // direction and the constant 0 for each disabled one.
  void CheckInitializePipe(const ir::CallPtr& call, const std::string& op) {
    const std::string where = "Function '" + f_->name() + "': '" + op + "'";
    if (call->args().size() != 2) {
      Error(where + " requires exactly 2 operands (c2v_consumer_buf, v2c_consumer_buf), got " +
                std::to_string(call->args().size()),
            call->span());
      return;
    }
    const int64_t mask = IntKwarg(call, "dir_mask").value_or(-1);
    const int64_t slot_size = IntKwarg(call, "slot_size").value_or(-1);
    const int64_t all = kDirC2V | kDirV2C;
    const bool mask_ok = mask >= 0 && (mask & ~all) == 0 && (mask & all) != 0;
    if (!mask_ok) Error(where + " requires valid 'dir_mask' attribute", call->span());
    if (slot_size <= 0) Error(where + " requires positive 'slot_size' attribute", call->span());
    std::optional<int64_t> slot_num;
    if (call->kwargs().Find("slot_num")) {
      slot_num = IntKwarg(call, "slot_num").value_or(0);
      if (*slot_num <= 0) {
        Error(where + " 'slot_num' attribute must be positive when set", call->span());
      }
    }
    if (call->kwargs().Find("local_slot_num")) {
      const int64_t local = IntKwarg(call, "local_slot_num").value_or(0);
      // Without slot_num the pipe has 4 slots per direction when both run, else 8.
      const int64_t effective = slot_num ? *slot_num : (mask == all ? 4 : 8);
      if (local <= 0) {
        Error(where + " 'local_slot_num' attribute must be positive when set", call->span());
      } else if (local > effective) {
        Error(where + " 'local_slot_num' (" + std::to_string(local) +
                  ") must be <= effective slot_num (" + std::to_string(effective) + ")",
              call->span());
      }
    }
    if (!mask_ok || slot_size <= 0) return;
    auto check_operand = [&](const ir::ExprPtr& arg, bool active, const char* role) {
      auto c = ir::As<ir::ConstInt>(arg);
      const bool placeholder = c && c->value() == 0;
      if (active && placeholder) {
        Error(where + " enables " + role +
                  " for this dir_mask but operand is ConstInt(0/-1) placeholder; use a concrete "
                  "i32 SSA (Var or reserve/import Call)",
              call->span());
      } else if (!active && !placeholder) {
        Error(where + " does not use " + role +
                  " for this dir_mask; operand must be ConstInt(0) placeholder",
              call->span());
      }
    };
    check_operand(call->args()[0], (mask & kDirC2V) != 0, "C2V (c2v_consumer_buf)");
    check_operand(call->args()[1], (mask & kDirV2C) != 0, "V2C (v2c_consumer_buf)");
  }

  void CheckBlock(const ir::StmtPtr& block) {
    const std::string expected_tpop = aic_ ? "tile.tpop_from_aiv" : "tile.tpop_from_aic";
    const std::string expected_tfree = aic_ ? "system.tfree_to_aiv" : "system.tfree_to_aic";
    struct Outstanding {
      const ir::Var* var;
      std::string op;
      Span span;
    };
    std::list<Outstanding> outstanding;
    for (const ir::StmtPtr& stmt : ir::StmtList(block)) {
      if (stmt == nullptr) continue;
      Descend(stmt);
      ir::CallPtr call = TopLevelCall(stmt);
      std::string name = CalleeName(call);
      if (auto assign = ir::As<ir::AssignStmt>(stmt); assign && name == expected_tpop) {
        outstanding.push_back({assign->var().get(), name, stmt->span()});
        continue;
      }
      if (name == "system.tfree_to_aiv" || name == "system.tfree_to_aic") {
        auto var = call->args().empty() ? nullptr : ir::As<ir::Var>(call->args()[0]);
        if (var == nullptr) {
          Error(Kind() + " function '" + f_->name() + "' has '" + name +
                    "' without a tile value operand",
                stmt->span());
          continue;
        }
        auto it = outstanding.begin();
        while (it != outstanding.end() && it->var != var.get()) ++it;
        if (it == outstanding.end()) {
          Error(Kind() + " function '" + f_->name() + "' has '" + name +
                    "' without a matching outstanding tpop on the same tile value",
                stmt->span());
        } else if (name != expected_tfree) {
          Error(Kind() + " function '" + f_->name() + "' must match " + it->op + " with '" +
                    expected_tfree + "' on the same tile value",
                stmt->span());
        } else {
          outstanding.erase(it);
        }
      }
    }
    for (const Outstanding& o : outstanding) {
      Error(Kind() + " function '" + f_->name() + "' uses " + o.op + " but has no matching '" +
                expected_tfree + "' call",
            o.span);
    }
  }

  void Descend(const ir::StmtPtr& stmt) {
    if (auto s = ir::As<ir::ForStmt>(stmt)) {
      CheckBlock(s->body());
    } else if (auto s = ir::As<ir::IfStmt>(stmt)) {
      CheckBlock(s->then_body());
      if (s->else_body()) CheckBlock(s->else_body());
    } else if (auto s = ir::As<ir::WhileStmt>(stmt)) {
      CheckBlock(s->body());
    }
  }

  void CheckTpopMemory(const ir::AssignStmtPtr& assign, const std::string& op) {
    ir::MemorySpace expected = aic_ ? ir::MemorySpace::kMat : ir::MemorySpace::kVec;
    auto tile = assign->var() ? ir::As<ir::TileType>(assign->var()->type()) : nullptr;
    if (tile && tile->memory_space() == expected) return;
    std::string actual = "unset";
    if (tile && tile->memory_space()) actual = MemorySpaceName(*tile->memory_space());
    Error(Kind() + " function '" + f_->name() + "' requires " + op + " result in MemorySpace::" +
              MemorySpaceName(expected) + ", got MemorySpace::" + actual,
          assign->span());
  }

  void Error(const std::string& message, const Span& span) {
    out_->push_back(MakeError(kRule, 0, message, span));
  }

  std::vector<Diagnostic>* out_;
  const ir::FunctionPtr& f_;
  bool aic_;
};

void VerifyMixedKernelExpanded(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  if (f->body() == nullptr) return;
  if (f->func_type() == ir::FunctionType::kInCore) {
    SideCollector sides;
    sides.VisitStmt(f->body());
    if (sides.cube && sides.vector) {
      // The reference reports this without a location; the function's span
      // is more useful and does not change the message.
      out->push_back(MakeError(kRule, 0,
                               "InCore function '" + f->name() +
                                   "' contains both Cube and Vector tile ops (should have been "
                                   "expanded)",
                               f->span()));
    }
  } else if (f->func_type() == ir::FunctionType::kAIC || f->func_type() == ir::FunctionType::kAIV) {
    SplitKernelChecker(out, f).Run();
  }
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(mixed_kernel_expanded,
                                MakeFunctionLocalVerifier("MixedKernelExpanded",
                                                          pass::IRProperty::kMixedKernelExpanded,
                                                          VerifyMixedKernelExpanded));

}  // namespace ptoc::verify
