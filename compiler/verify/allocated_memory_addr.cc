// AllocatedMemoryAddr verifier: every on-chip (non-DDR) MemRef of a tile has a
// concrete non-negative byte offset, and per function and memory space the
// high-water mark (max offset + size) fits the capacity of the target SoC
// (backend::CurrentSoc(), Ascend910B unless a ScopedSoc selects another).
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "AllocatedMemoryAddr";

class AddressChecker : public ir::IRVisitor {
 public:
  explicit AddressChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void VisitVar(const ir::VarPtr& var) override { Check(var); }
  void VisitIterArg(const ir::IterArgPtr& var) override { Check(var); }
  // Parameters are outside the function body and are never visited; other
  // definitions reach VisitVar through VisitVarDef.

  const std::unordered_map<ir::MemorySpace, int64_t>& high_water() const { return high_water_; }

 private:
  void Check(const ir::VarPtr& var) {
    if (var == nullptr) return;
    auto tile = ir::As<ir::TileType>(var->type());
    if (tile == nullptr || tile->memref() == nullptr) return;
    const ir::MemRefPtr& memref = tile->memref();
    if (!tile->memory_space().has_value()) {
      if (seen_.insert(memref.get()).second) {
        out_->push_back(MakeError(kRule, 0,
                                  "MemRef for variable '" + var->name_hint() +
                                      "' has no memory_space for address verification",
                                  var->span()));
      }
      return;
    }
    ir::MemorySpace space = *tile->memory_space();
    if (space == ir::MemorySpace::kDDR) return;
    if (!seen_.insert(memref.get()).second) return;
    auto offset = ir::As<ir::ConstInt>(memref->byte_offset());
    if (offset == nullptr || offset->value() < 0) {
      out_->push_back(MakeError(kRule, 0,
                                "MemRef for variable '" + var->name_hint() + "' in " +
                                    MemorySpaceName(space) + " has no valid address allocated",
                                var->span()));
      return;
    }
    int64_t end = 0;
    if (memref->size() < 0 || __builtin_add_overflow(offset->value(), memref->size(), &end)) {
      out_->push_back(MakeError(kRule, 0,
                                "MemRef for variable '" + var->name_hint() + "' in " +
                                    MemorySpaceName(space) + " has an invalid size " +
                                    std::to_string(memref->size()),
                                var->span()));
      return;
    }
    int64_t& hw = high_water_[space];
    if (end > hw) hw = end;
  }

  std::vector<Diagnostic>* out_;
  std::set<const ir::MemRef*> seen_;
  // Unordered on purpose: the reference reports overflowing spaces in the
  // iteration order of a std::unordered_map keyed by memory space (the same
  // enum values, filled in the same visiting order), e.g. Right, Left, Mat for
  // a kernel whose Mat, Left and Right tiles are defined in that order.
  std::unordered_map<ir::MemorySpace, int64_t> high_water_;
};

void VerifyAllocatedMemoryAddr(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  const backend::Soc& soc = backend::CurrentSoc();
  if (f->body() == nullptr) return;
  AddressChecker checker(out);
  checker.VisitStmt(f->body());
  for (const auto& [space, used] : checker.high_water()) {
    int64_t limit = soc.MemSize(space);
    if (limit > 0 && used > limit) {
      out->push_back(MakeError(
          kRule, 1,
          absl::StrCat("Function '", f->name(), "': ", MemorySpaceName(space), " buffer usage (",
                       used, " bytes) exceeds platform limit (", limit, " bytes)"),
          f->span()));
    }
  }
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(allocated_memory_addr,
                                MakeFunctionLocalVerifier("AllocatedMemoryAddr",
                                                          pass::IRProperty::kAllocatedMemoryAddr,
                                                          VerifyAllocatedMemoryAddr));

}  // namespace ptoc::verify
