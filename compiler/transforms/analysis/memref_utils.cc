#include "compiler/transforms/analysis/memref_utils.h"

#include <cctype>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/annotated_call_type.h"
#include "compiler/ir/ops/deduce_util.h"

namespace ptoc::transforms::memref {

using namespace ir;  // NOLINT: IR vocabulary throughout this file

MemRefPtr TypeMemRef(const TypePtr& type) {
  if (auto shaped = As<ShapedType>(type)) return shaped->memref();
  return nullptr;
}

TileTypePtr TileWithMemRef(const TypePtr& type) {
  auto tile = As<TileType>(type);
  if (!tile || !tile->memref()) return nullptr;
  return tile;
}

const Var* TileBase(const ExprPtr& var) {
  if (!var) return nullptr;
  auto tile = TileWithMemRef(var->type());
  if (!tile) return nullptr;
  return tile->memref()->base().get();
}

std::optional<MemorySpace> SpaceOf(const TypePtr& type) {
  if (auto tile = As<TileType>(type)) return tile->memory_space();
  if (As<TensorType>(type)) return MemorySpace::kDDR;
  return std::nullopt;
}

TypePtr WithMemRefAndSpace(const TypePtr& type, MemRefPtr memref,
                           std::optional<MemorySpace> space) {
  if (auto tile = As<TileType>(type)) {
    return std::make_shared<TileType>(tile->shape(), tile->dtype(),
                                      space ? space : tile->memory_space(), tile->view(),
                                      std::move(memref), tile->span());
  }
  return WithMemRef(type, std::move(memref));
}

std::optional<int64_t> StaticBytes(const ShapedTypePtr& type, const Span& where) {
  int64_t n = 1;
  bool overflow = false;
  for (const auto& d : type->shape()) {
    auto c = As<ConstInt>(d);
    if (!c) return std::nullopt;
    overflow = overflow || __builtin_mul_overflow(n, c->value(), &n);
  }
  int64_t bytes = 0;
  overflow = overflow || __builtin_mul_overflow(n, (DataTypeBits(type->dtype()) + 7) / 8, &bytes);
  // A wrapped size would look small (or negative) to the allocator and the
  // capacity checks, so the program is rejected here.
  if (overflow || bytes < 0) {
    std::vector<std::string> dims;
    for (const auto& d : type->shape()) dims.push_back(absl::StrCat(As<ConstInt>(d)->value()));
    ThrowUserError(where,
                   absl::StrCat("a buffer of shape [", absl::StrJoin(dims, ", "), "] and dtype ",
                                DataTypeName(type->dtype()), " needs more than 2^63 bytes"));
  }
  return bytes;
}

std::string BasePtrName(MemorySpace space, int64_t id) {
  std::string s(EnumName(space));
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return absl::StrCat("mem_", s, "_", id);
}

ExprPtr ZeroOffset() { return MakeConstInt(0, DataType::kIndex); }

ExprPtr AddOffsets(const ExprPtr& a, const ExprPtr& b) {
  auto ca = As<ConstInt>(a);
  auto cb = As<ConstInt>(b);
  if (ca && cb) return MakeConstInt(ca->value() + cb->value(), DataType::kIndex);
  if (cb && cb->value() == 0) return a;
  if (ca && ca->value() == 0) return b;
  return std::make_shared<BinaryExpr>(BinaryOp::kAdd, a, b, DataType::kIndex);
}

ExprPtr MulOffsets(const ExprPtr& a, const ExprPtr& b) {
  auto ca = As<ConstInt>(a);
  auto cb = As<ConstInt>(b);
  if (ca && cb) return MakeConstInt(ca->value() * cb->value(), DataType::kIndex);
  if (cb && cb->value() == 1) return a;
  if (ca && ca->value() == 1) return b;
  return std::make_shared<BinaryExpr>(BinaryOp::kMul, a, b, DataType::kIndex);
}

ExprPtr ViewByteOffset(const CallPtr& call, const TypePtr& parent_type) {
  if (!IsOp(call, "tile.slice") && !IsOp(call, "tensor.slice")) return ZeroOffset();
  auto shaped = As<ShapedType>(parent_type);
  if (!shaped || call->args().size() < 3) return ZeroOffset();
  std::vector<ExprPtr> offsets;
  if (auto tuple = As<MakeTuple>(call->args()[2])) {
    offsets = tuple->elements();
  } else {
    offsets.push_back(call->args()[2]);
  }
  const auto& shape = shaped->shape();
  if (offsets.size() != shape.size()) return ZeroOffset();
  ExprPtr result = ZeroOffset();
  for (size_t i = 0; i < offsets.size(); ++i) {
    ExprPtr stride = MakeConstInt(1, DataType::kIndex);
    for (size_t j = i + 1; j < shape.size(); ++j) stride = MulOffsets(stride, shape[j]);
    result = AddOffsets(result, MulOffsets(offsets[i], stride));
  }
  int64_t elem_bytes = (DataTypeBits(shaped->dtype()) + 7) / 8;
  return MulOffsets(result, MakeConstInt(elem_bytes, DataType::kIndex));
}

bool IsOp(const ExprPtr& expr, const char* name) {
  auto call = As<Call>(expr);
  return call && !call->IsFunctionCall() && call->callee_name() == name;
}

const OpInfo* OpInfoOf(const CallPtr& call) {
  if (!call || call->IsFunctionCall()) return nullptr;
  return OpRegistry::Global().Find(call->callee_name());
}

bool InheritsInput(const CallPtr& call) {
  const OpInfo* info = OpInfoOf(call);
  return info && info->output_memory == OutputMemoryRule::kInheritInput;
}

std::optional<int> ReusedInput(const CallPtr& call) {
  const OpInfo* info = OpInfoOf(call);
  // At the reference revision only tile ops declare an in-place output.
  if (!info || info->category != "tile") return std::nullopt;
  return info->output_reuses_input;
}

YieldStmtPtr FindYield(const StmtPtr& body) {
  if (!body) return nullptr;
  if (auto y = As<YieldStmt>(body)) return y;
  if (auto seq = As<SeqStmts>(body)) {
    if (!seq->stmts().empty()) return FindYield(seq->stmts().back());
  }
  return nullptr;
}

namespace {

// The walk behind the ForEachVar* functions; `fn` receives each Var/IterArg
// occurrence as the expression that holds it, so callers that only need the
// variable avoid a shared_ptr copy per occurrence.
template <typename Fn>
void WalkExpr(const ExprPtr& expr, const Fn& fn, bool reads_only = false) {
  if (!expr) return;
  switch (expr->kind()) {
    case NodeKind::kVar:
      fn(expr);
      return;
    case NodeKind::kIterArg: {
      const auto& ia = static_cast<const IterArg&>(*expr);
      if (!reads_only) fn(expr);
      WalkExpr(ia.init_value(), fn, reads_only);
      return;
    }
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*expr);
      WalkExpr(b.lhs(), fn, reads_only);
      WalkExpr(b.rhs(), fn, reads_only);
      return;
    }
    case NodeKind::kUnary:
      WalkExpr(static_cast<const UnaryExpr&>(*expr).operand(), fn, reads_only);
      return;
    case NodeKind::kCall:
      for (const auto& a : static_cast<const Call&>(*expr).args()) WalkExpr(a, fn, reads_only);
      return;
    case NodeKind::kSubmit: {
      // A submitted kernel reads its arguments as a call does; its task
      // dependencies are reads too.
      const auto& submit = static_cast<const Submit&>(*expr);
      for (const auto& a : submit.args()) WalkExpr(a, fn, reads_only);
      for (const auto& d : submit.deps()) WalkExpr(d, fn, reads_only);
      return;
    }
    case NodeKind::kMakeTuple:
      for (const auto& e : static_cast<const MakeTuple&>(*expr).elements()) {
        WalkExpr(e, fn, reads_only);
      }
      return;
    case NodeKind::kTupleGetItem:
      WalkExpr(static_cast<const TupleGetItem&>(*expr).tuple(), fn, reads_only);
      return;
    default:
      return;
  }
}

template <typename Fn>
void WalkStmt(const StmtPtr& stmt, const Fn& fn, bool reads_only = false) {
  if (!stmt) return;
  switch (stmt->kind()) {
    case NodeKind::kAssign: {
      const auto& s = static_cast<const AssignStmt&>(*stmt);
      if (!reads_only) WalkExpr(s.var(), fn, reads_only);
      WalkExpr(s.value(), fn, reads_only);
      return;
    }
    case NodeKind::kEval:
      WalkExpr(static_cast<const EvalStmt&>(*stmt).expr(), fn, reads_only);
      return;
    case NodeKind::kSeq:
      for (const auto& s : static_cast<const SeqStmts&>(*stmt).stmts()) WalkStmt(s, fn, reads_only);
      return;
    case NodeKind::kReturn:
      for (const auto& v : static_cast<const ReturnStmt&>(*stmt).values()) {
        WalkExpr(v, fn, reads_only);
      }
      return;
    case NodeKind::kYield:
      for (const auto& v : static_cast<const YieldStmt&>(*stmt).values()) {
        WalkExpr(v, fn, reads_only);
      }
      return;
    case NodeKind::kIf: {
      const auto& s = static_cast<const IfStmt&>(*stmt);
      WalkExpr(s.condition(), fn, reads_only);
      WalkStmt(s.then_body(), fn, reads_only);
      WalkStmt(s.else_body(), fn, reads_only);
      for (const auto& rv : s.return_vars()) WalkExpr(rv, fn, reads_only);
      return;
    }
    case NodeKind::kFor: {
      const auto& s = static_cast<const ForStmt&>(*stmt);
      WalkExpr(s.loop_var(), fn, reads_only);
      WalkExpr(s.start(), fn, reads_only);
      WalkExpr(s.stop(), fn, reads_only);
      WalkExpr(s.step(), fn, reads_only);
      for (const auto& ia : s.iter_args()) WalkExpr(ia, fn, reads_only);
      WalkStmt(s.body(), fn, reads_only);
      for (const auto& rv : s.return_vars()) WalkExpr(rv, fn, reads_only);
      return;
    }
    case NodeKind::kWhile: {
      const auto& s = static_cast<const WhileStmt&>(*stmt);
      WalkExpr(s.condition(), fn, reads_only);
      for (const auto& ia : s.iter_args()) WalkExpr(ia, fn, reads_only);
      WalkStmt(s.body(), fn, reads_only);
      for (const auto& rv : s.return_vars()) WalkExpr(rv, fn, reads_only);
      return;
    }
    case NodeKind::kScope:
      WalkStmt(static_cast<const ScopeStmt&>(*stmt).body(), fn, reads_only);
      return;
    default:
      return;
  }
}

// Adapts a callback taking the variable as VarPtr.
struct AsVarPtr {
  const std::function<void(const VarPtr&)>& fn;
  void operator()(const ExprPtr& e) const { fn(std::static_pointer_cast<const Var>(e)); }
};

// Adapts a callback taking the variable by reference.
struct AsVarRef {
  absl::FunctionRef<void(const Var&)> fn;
  void operator()(const ExprPtr& e) const { fn(static_cast<const Var&>(*e)); }
};

}  // namespace

void ForEachVarOccurrence(const StmtPtr& stmt, const std::function<void(const VarPtr&)>& fn) {
  WalkStmt(stmt, AsVarPtr{fn});
}

void ForEachVarOccurrenceInExpr(const ExprPtr& expr, const std::function<void(const VarPtr&)>& fn) {
  WalkExpr(expr, AsVarPtr{fn});
}

void ForEachVarRead(const StmtPtr& stmt, const std::function<void(const VarPtr&)>& fn) {
  WalkStmt(stmt, AsVarPtr{fn}, /*reads_only=*/true);
}

void ForEachVarOccurrenceRef(const StmtPtr& stmt, absl::FunctionRef<void(const Var&)> fn) {
  WalkStmt(stmt, AsVarRef{fn});
}

void ForEachVarOccurrenceInExprRef(const ExprPtr& expr, absl::FunctionRef<void(const Var&)> fn) {
  WalkExpr(expr, AsVarRef{fn});
}

ExprPtr RetypingMutator::MutateCall(const CallPtr& call) {
  ExprPtr out = IRMutator::MutateCall(call);
  if (out == call || call->IsFunctionCall()) return out;
  auto nc = std::static_pointer_cast<const Call>(out);
  try {
    return RebuildOpCall(call, nc->args(), nc->kwargs());
  } catch (const CompileError&) {
    // Operands the op would not accept today, like the empty replay tiles of
    // SplitVectorKernel's lane 1 (their types come from the calls' own, as in the
    // reference, which never re-deduces here): the call keeps its type.
    return out;
  }
}

namespace {

bool SameTensorView(const std::optional<TensorView>& a, const TensorView& b) {
  return a && a->layout == b.layout && a->pad == b.pad && ShapesEqual(a->stride, b.stride) &&
         ShapesEqual(a->valid_shape, b.valid_shape);
}

// Only the top-level call of an assignment is ever replaced and the assigned
// variable stays, so nothing inside expressions or types changes: the walk
// visits statements only (the identity hooks below keep it from descending).
class FlattenedCallSync : public IRMutator {
 public:
  ExprPtr MutateExpr(const ExprPtr& expr) override { return expr; }
  VarPtr MutateVarDef(const VarPtr& var) override { return var; }
  TypePtr MutateType(const TypePtr& type) override { return type; }

  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    StmtPtr s = IRMutator::MutateAssign(op);
    auto a = As<AssignStmt>(s);
    auto call = a ? As<Call>(a->value()) : nullptr;
    if (!call) return s;
    // A tensor whose view (strides, layout) is written in its annotation:
    // the DSL parser gives the call that type, so the re-deduced call keeps it.
    auto var_tensor = As<TensorType>(a->var()->type());
    auto call_tensor = As<TensorType>(call->type());
    if (var_tensor && call_tensor && var_tensor->view() && !call->IsFunctionCall() &&
        !SameTensorView(call_tensor->view(), *var_tensor->view())) {
      auto nc = std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                       a->var()->type(), call->span());
      return std::make_shared<AssignStmt>(a->var(), nc, a->span());
    }
    // A tile call whose variable's annotation says more than it deduces
    // takes that type when parsed (annotated_call_type.h): a 2-D load/create
    // over an N-D window (re-deduced here to tell), or a view.
    auto var_tile = As<TileType>(a->var()->type());
    if (!var_tile || call->type() == a->var()->type()) return s;
    TypePtr deduced = call->type();
    if (var_tile->rank() <= 2 && (IsOp(call, "tile.load") || IsOp(call, "tile.create"))) {
      deduced = RebuildOpCall(call, call->args(), call->kwargs())->type();
    }
    if (!CallTakesAnnotatedType(deduced, a->var()->type())) return s;
    auto nc = std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                     a->var()->type(), call->span());
    return std::make_shared<AssignStmt>(a->var(), nc, a->span());
  }
};

}  // namespace

StmtPtr SyncFlattenedCallTypes(const StmtPtr& body) { return FlattenedCallSync().MutateStmt(body); }

bool IsAllocStmt(const StmtPtr& stmt) {
  auto assign = As<AssignStmt>(stmt);
  return assign && (IsOp(assign->value(), "tile.alloc") || IsOp(assign->value(), "tensor.alloc"));
}

}  // namespace ptoc::transforms::memref
