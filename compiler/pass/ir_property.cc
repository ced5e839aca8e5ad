#include "compiler/pass/ir_property.h"

#include <array>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace ptoc::pass {
namespace {

// Indexed by the enumerator value; must stay in enum order.
constexpr std::array<absl::string_view, kNumIRProperties> kNames = {
    "SSAForm",
    "TypeChecked",
    "NoNestedCalls",
    "NormalizedStmtStructure",
    "NoRedundantBlocks",
    "SplitIncoreOrch",
    "HasMemRefs",
    "IncoreTileOps",
    "AllocatedMemoryAddr",
    "MixedKernelExpanded",
    "ClusterOutlined",
    "TileOps2D",
    "TileMemoryInferred",
    "BreakContinueValid",
    "UseAfterDef",
    "HierarchyOutlined",
    "StructuredCtrlFlow",
    "VectorKernelSplit",
    "OutParamNotShadowed",
    "NoNestedInCore",
    "InOutUseValid",
    "PipelineLoopValid",
    "PipelineResolved",
    "CallDirectionsResolved",
    "TileTypeCoherence",
    "InlineFunctionsEliminated",
    "OrchestrationReferencesResolved",
    "TensorViewCanonical",
    "ArrayNotEscaped",
    "CommDomainScopesMaterialized",
    "RuntimeScopesMaterialized",
    "AssignTypeSymmetry",
    "ManualDepsOnSubmitOnly",
    "ReturnParamsExplicit",
    "UnrollResolved",
    "AivSplitValid",
    "HardSyncallOccupancyValid",
    "IterArgCarryClassified",
};

}  // namespace

absl::string_view IRPropertyName(IRProperty property) {
  int index = static_cast<int>(property);
  if (index < 0 || index >= kNumIRProperties) return "?";
  return kNames[index];
}

std::optional<IRProperty> IRPropertyFromName(absl::string_view name) {
  for (int i = 0; i < kNumIRProperties; ++i) {
    if (kNames[i] == name) return static_cast<IRProperty>(i);
  }
  return std::nullopt;
}

std::vector<IRProperty> AllIRProperties() {
  std::vector<IRProperty> all;
  all.reserve(kNumIRProperties);
  for (int i = 0; i < kNumIRProperties; ++i) all.push_back(static_cast<IRProperty>(i));
  return all;
}

absl::StatusOr<IRPropertySet> IRPropertySet::FromNames(const std::vector<std::string>& names) {
  IRPropertySet set;
  for (const std::string& name : names) {
    std::optional<IRProperty> p = IRPropertyFromName(name);
    if (!p) return absl::InvalidArgumentError(absl::StrCat("unknown IR property: ", name));
    set.Insert(*p);
  }
  return set;
}

int IRPropertySet::Size() const {
  int n = 0;
  for (uint64_t b = bits_; b != 0; b &= b - 1) ++n;
  return n;
}

std::vector<IRProperty> IRPropertySet::ToVector() const {
  std::vector<IRProperty> out;
  for (int i = 0; i < kNumIRProperties; ++i) {
    if (Contains(static_cast<IRProperty>(i))) out.push_back(static_cast<IRProperty>(i));
  }
  return out;
}

std::vector<std::string> IRPropertySet::ToNames() const {
  std::vector<std::string> out;
  for (IRProperty p : ToVector()) out.emplace_back(IRPropertyName(p));
  return out;
}

std::string IRPropertySet::ToString() const {
  return absl::StrCat("{", absl::StrJoin(ToNames(), ", "), "}");
}

}  // namespace ptoc::pass
