#include "compiler/transforms/analysis/reserve_buffers.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/transforms/analysis/memref_utils.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

int64_t IntKwarg(const CallPtr& call, const char* key, int64_t fallback) {
  const AttrValue* v = call->kwargs().Find(key);
  return v && v->kind() == AttrValue::Kind::kInt ? v->AsInt() : fallback;
}

}  // namespace

int64_t AlignAllocatorAddress(int64_t addr) {
  const int64_t a = backend::Soc::kAllocatorAlignment;
  return (addr + a - 1) / a * a;
}

ReserveBufferResolution ResolveReserveBuffers(const FunctionPtr& func) {
  ReserveBufferResolution out;
  std::vector<CallPtr> calls;
  std::function<void(const ExprPtr&)> on_expr = [&](const ExprPtr& e) {
    if (mr::IsOp(e, "system.reserve_buffer")) {
      calls.push_back(std::static_pointer_cast<const Call>(e));
    }
  };
  std::function<void(const StmtPtr&)> walk = [&](const StmtPtr& s) {
    if (!s) return;
    if (auto a = As<AssignStmt>(s)) return on_expr(a->value());
    if (auto e = As<EvalStmt>(s)) return on_expr(e->expr());
    if (auto seq = As<SeqStmts>(s)) {
      for (const auto& c : seq->stmts()) walk(c);
    } else if (auto i = As<IfStmt>(s)) {
      walk(i->then_body());
      walk(i->else_body());
    } else if (auto f = As<ForStmt>(s)) {
      walk(f->body());
    } else if (auto w = As<WhileStmt>(s)) {
      walk(w->body());
    } else if (auto sc = As<ScopeStmt>(s)) {
      walk(sc->body());
    }
  };
  walk(func->body());
  if (calls.empty()) return out;
  // The function's cross-core space: Mat on the cube, Vec on the vector lane
  // (and in an InCore kernel); any other function has none to reserve in.
  MemorySpace space = MemorySpace::kVec;
  switch (func->func_type()) {
    case FunctionType::kAIC:
      space = MemorySpace::kMat;
      break;
    case FunctionType::kAIV:
    case FunctionType::kInCore:
      break;
    default:
      ThrowUserError(func->span(),
                     absl::StrCat("cannot resolve reserve_buffer memory space for function '",
                                  func->name(), "' with type ", EnumName(func->func_type())));
  }
  int64_t next = 0;
  std::map<int64_t, int64_t> ranges;
  for (const auto& call : calls) {
    int64_t size = IntKwarg(call, "size", -1);
    if (size <= 0) ThrowUserError(call->span(), "reserve_buffer requires size > 0");
    int64_t base = IntKwarg(call, "base", -1);
    int64_t resolved = base >= 0 ? base : next;
    int64_t end = AlignAllocatorAddress(resolved + size);
    auto it = ranges.lower_bound(resolved);
    auto overlaps = [&](const std::pair<const int64_t, int64_t>& r) {
      return resolved < r.second && r.first < end;
    };
    if ((it != ranges.end() && overlaps(*it)) ||
        (it != ranges.begin() && overlaps(*std::prev(it)))) {
      ThrowUserError(call->span(), absl::StrCat("overlapping reserve_buffer ranges in function '",
                                                func->name(), "' at [", resolved, ", ", end, ")"));
    }
    ranges.emplace(resolved, end);
    out.bases[call.get()] = resolved;
    next = std::max(next, end);
    out.reserved_end[space] = std::max(out.reserved_end[space], end);
  }
  return out;
}

}  // namespace ptoc::transforms
