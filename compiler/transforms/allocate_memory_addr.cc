// AllocateMemoryAddr: gives every on-chip allocation of an InCore-like
// function a concrete address. Per memory space, allocations are ordered by
// name and placed one after another at 32-byte aligned offsets from 0; views
// keep their offset inside their allocation. Capacity is not checked here: the
// AllocatedMemoryAddr verifier compares the usage with the SoC's limits.
#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/analysis/reserve_buffers.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

int64_t Align(int64_t addr) { return AlignAllocatorAddress(addr); }

class MemRefRewriter : public mr::RetypingMutator {
 public:
  MemRefRewriter(std::unordered_map<const MemRef*, MemRefPtr> map,
                 std::unordered_map<const Call*, int64_t> reserve_bases)
      : map_(std::move(map)), reserve_bases_(std::move(reserve_bases)) {}
  ExprPtr MutateMemRef(const MemRefPtr& m) override {
    auto it = map_.find(m.get());
    return it != map_.end() ? it->second : mr::RetypingMutator::MutateMemRef(m);
  }
  ExprPtr MutateCall(const CallPtr& call) override {
    auto it = reserve_bases_.find(call.get());
    if (it == reserve_bases_.end()) return mr::RetypingMutator::MutateCall(call);
    const AttrValue* base = call->kwargs().Find("base");
    if (base && base->kind() == AttrValue::Kind::kInt && base->AsInt() == it->second) return call;
    return std::make_shared<Call>(call->op(), call->args(),
                                  call->kwargs().With("base", AttrValue::Int(it->second)),
                                  call->attrs(), call->type(), call->span());
  }

 private:
  std::unordered_map<const MemRef*, MemRefPtr> map_;
  std::unordered_map<const Call*, int64_t> reserve_bases_;
};

}  // namespace

FunctionPtr AllocateMemoryAddrInFunction(const FunctionPtr& func) {
  if (!IsInCoreLike(func->func_type()) || !func->body()) return func;
  ReserveBufferResolution reserve = ResolveReserveBuffers(func);
  std::unordered_map<const Call*, int64_t>& reserve_bases = reserve.bases;
  std::map<MemorySpace, int64_t>& reserved_end = reserve.reserved_end;
  // Distinct on-chip MemRefs per space, in first-occurrence order.
  std::map<MemorySpace, std::vector<MemRefPtr>> by_space;
  std::unordered_map<const MemRef*, bool> seen;
  mr::ForEachVarOccurrenceRef(func->body(), [&](const Var& v) {
    auto tile = mr::TileWithMemRef(v.type());
    if (!tile) return;
    MemorySpace space = tile->memory_space().value_or(MemorySpace::kDDR);
    if (space == MemorySpace::kDDR) return;
    if (seen.emplace(tile->memref().get(), true).second) by_space[space].push_back(tile->memref());
  });
  std::unordered_map<const MemRef*, MemRefPtr> map;
  for (auto& [space, refs] : by_space) {
    std::stable_sort(refs.begin(), refs.end(), [](const MemRefPtr& a, const MemRefPtr& b) {
      return a->name_hint() < b->name_hint();
    });
    // Group by allocation root; the slot is sized by the largest member.
    std::vector<const Var*> order;
    std::unordered_map<const Var*, std::vector<MemRefPtr>> groups;
    for (const auto& r : refs) {
      auto& g = groups[r->base().get()];
      if (g.empty()) order.push_back(r->base().get());
      g.push_back(r);
    }
    int64_t cursor = reserved_end.count(space) ? reserved_end[space] : 0;
    for (const Var* base : order) {
      const auto& g = groups[base];
      int64_t slot = 0;
      for (const auto& r : g) slot = std::max(slot, r->size());
      const int64_t addr = cursor;
      cursor = Align(cursor + slot);
      for (const auto& r : g) {
        int64_t rel = 0;
        if (auto c = As<ConstInt>(r->byte_offset())) rel = c->value();
        map[r.get()] = std::make_shared<MemRef>(
            r->base(), MakeConstInt(addr + rel, DataType::kInt64), r->size(), r->span());
      }
    }
  }
  if (map.empty() && reserve_bases.empty()) return func;
  MemRefRewriter rewriter(std::move(map), std::move(reserve_bases));
  Function::Fields fields = func->fields();
  // A tile parameter (an already split kernel's input) whose allocation the
  // body holds is placed with it, as the reference does.
  bool params_changed = false;
  for (auto& p : fields.params) {
    VarPtr np = rewriter.MutateVarDef(p);
    params_changed |= np != p;
    p = std::move(np);
  }
  StmtPtr body = mr::SyncFlattenedCallTypes(rewriter.MutateStmt(func->body()));
  if (body == func->body() && !params_changed) return func;
  fields.body = body;
  return func->WithFields(std::move(fields));
}

ir::ProgramPtr AllocateMemoryAddr(const ir::ProgramPtr& program) {
  return ir::MapFunctions(program, AllocateMemoryAddrInFunction);
}

}  // namespace ptoc::transforms
