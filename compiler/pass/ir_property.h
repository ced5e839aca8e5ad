// Verifiable IR properties and a compact set of them.
//
// Passes declare which properties they need, establish and break; the
// pipeline and the verification instruments use these declarations to decide
// which verifiers to run. The enumerator order follows the reference
// implementation so that `ToString()` lists properties in the same order.
#ifndef PTOC_COMPILER_PASS_IR_PROPERTY_H_
#define PTOC_COMPILER_PASS_IR_PROPERTY_H_

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace ptoc::pass {

enum class IRProperty : uint8_t {
  kSSAForm,
  kTypeChecked,
  kNoNestedCalls,
  kNormalizedStmtStructure,
  kNoRedundantBlocks,
  kSplitIncoreOrch,
  kHasMemRefs,
  kIncoreTileOps,
  kAllocatedMemoryAddr,
  kMixedKernelExpanded,
  kClusterOutlined,
  kTileOps2D,
  kTileMemoryInferred,
  kBreakContinueValid,
  kUseAfterDef,
  kHierarchyOutlined,
  kStructuredCtrlFlow,
  kVectorKernelSplit,
  kOutParamNotShadowed,
  kNoNestedInCore,
  kInOutUseValid,
  kPipelineLoopValid,
  kPipelineResolved,
  kCallDirectionsResolved,
  kTileTypeCoherence,
  kInlineFunctionsEliminated,
  kOrchestrationReferencesResolved,
  kTensorViewCanonical,
  kArrayNotEscaped,
  kCommDomainScopesMaterialized,
  kRuntimeScopesMaterialized,
  kAssignTypeSymmetry,
  kManualDepsOnSubmitOnly,
  kReturnParamsExplicit,
  kUnrollResolved,
  kAivSplitValid,
  kHardSyncallOccupancyValid,
  kIterArgCarryClassified,
  kCount,  // sentinel, not a property
};

inline constexpr int kNumIRProperties = static_cast<int>(IRProperty::kCount);
static_assert(kNumIRProperties <= 64, "IRPropertySet is a 64-bit bitset");

// "SSAForm", "TypeChecked", ... (the reference's spelling, without the k).
absl::string_view IRPropertyName(IRProperty property);
std::optional<IRProperty> IRPropertyFromName(absl::string_view name);
// Every property in enum order.
std::vector<IRProperty> AllIRProperties();

class IRPropertySet {
 public:
  constexpr IRPropertySet() = default;
  IRPropertySet(std::initializer_list<IRProperty> properties) {
    for (IRProperty p : properties) Insert(p);
  }
  static IRPropertySet FromBits(uint64_t bits) {
    IRPropertySet s;
    s.bits_ = bits;
    return s;
  }
  // Parses names such as {"SSAForm", "TypeChecked"}; unknown names are
  // INVALID_ARGUMENT.
  static absl::StatusOr<IRPropertySet> FromNames(const std::vector<std::string>& names);

  void Insert(IRProperty p) { bits_ |= Bit(p); }
  void Remove(IRProperty p) { bits_ &= ~Bit(p); }
  bool Contains(IRProperty p) const { return (bits_ & Bit(p)) != 0; }
  bool ContainsAll(const IRPropertySet& other) const {
    return (bits_ & other.bits_) == other.bits_;
  }
  IRPropertySet Union(const IRPropertySet& other) const { return FromBits(bits_ | other.bits_); }
  IRPropertySet Intersection(const IRPropertySet& other) const {
    return FromBits(bits_ & other.bits_);
  }
  IRPropertySet Difference(const IRPropertySet& other) const {
    return FromBits(bits_ & ~other.bits_);
  }
  bool Empty() const { return bits_ == 0; }
  int Size() const;
  uint64_t bits() const { return bits_; }
  // Members in enum order.
  std::vector<IRProperty> ToVector() const;
  std::vector<std::string> ToNames() const;
  // "{SSAForm, TypeChecked}" in enum order; "{}" when empty.
  std::string ToString() const;

  bool operator==(const IRPropertySet& other) const { return bits_ == other.bits_; }
  bool operator!=(const IRPropertySet& other) const { return bits_ != other.bits_; }

 private:
  static uint64_t Bit(IRProperty p) { return uint64_t{1} << static_cast<unsigned>(p); }
  uint64_t bits_ = 0;
};

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_IR_PROPERTY_H_
