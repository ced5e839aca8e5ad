#include "compiler/ir/enums.h"

namespace ptoc::ir {

#define PTOC_DEFINE_ENUM_TABLE(E, ...)                                                        \
  const std::vector<std::pair<E, absl::string_view>>& EnumTable<E>::Names() {                 \
    static const auto* table = new std::vector<std::pair<E, absl::string_view>>{__VA_ARGS__}; \
    return *table;                                                                            \
  }

PTOC_DEFINE_ENUM_TABLE(MemorySpace, {MemorySpace::kDDR, "DDR"}, {MemorySpace::kVec, "Vec"},
                       {MemorySpace::kMat, "Mat"}, {MemorySpace::kLeft, "Left"},
                       {MemorySpace::kRight, "Right"}, {MemorySpace::kAcc, "Acc"},
                       {MemorySpace::kBias, "Bias"}, {MemorySpace::kScalarLocal, "ScalarLocal"},
                       {MemorySpace::kLeftScale, "LeftScale"},
                       {MemorySpace::kRightScale, "RightScale"})

PTOC_DEFINE_ENUM_TABLE(FunctionType, {FunctionType::kOpaque, "Opaque"},
                       {FunctionType::kOrchestration, "Orchestration"},
                       {FunctionType::kInCore, "InCore"}, {FunctionType::kAIC, "AIC"},
                       {FunctionType::kAIV, "AIV"}, {FunctionType::kGroup, "Group"},
                       {FunctionType::kSpmd, "Spmd"}, {FunctionType::kInline, "Inline"},
                       {FunctionType::kGraph, "Graph"})

PTOC_DEFINE_ENUM_TABLE(Level, {Level::kAIV, "AIV"}, {Level::kAIC, "AIC"},
                       {Level::kCoreGroup, "CORE_GROUP"}, {Level::kChipDie, "CHIP_DIE"},
                       {Level::kChip, "CHIP"}, {Level::kHost, "HOST"},
                       {Level::kCluster0, "CLUSTER_0"}, {Level::kCluster1, "CLUSTER_1"},
                       {Level::kCluster2, "CLUSTER_2"}, {Level::kGlobal, "GLOBAL"})

PTOC_DEFINE_ENUM_TABLE(Role, {Role::kOrchestrator, "Orchestrator"}, {Role::kSubWorker, "SubWorker"})

PTOC_DEFINE_ENUM_TABLE(ForKind, {ForKind::kSequential, "Sequential"},
                       {ForKind::kParallel, "Parallel"}, {ForKind::kUnroll, "Unroll"},
                       {ForKind::kPipeline, "Pipeline"})

PTOC_DEFINE_ENUM_TABLE(ScopeKind, {ScopeKind::kInCore, "InCore"}, {ScopeKind::kCluster, "Cluster"},
                       {ScopeKind::kHierarchy, "Hierarchy"}, {ScopeKind::kSpmd, "Spmd"},
                       {ScopeKind::kRuntime, "Runtime"}, {ScopeKind::kCommDomain, "CommDomain"},
                       {ScopeKind::kSplitAiv, "SplitAiv"})

PTOC_DEFINE_ENUM_TABLE(ParamDirection, {ParamDirection::kIn, "In"}, {ParamDirection::kOut, "Out"},
                       {ParamDirection::kInOut, "InOut"})

PTOC_DEFINE_ENUM_TABLE(ArgDirection, {ArgDirection::kInput, "input"},
                       {ArgDirection::kOutput, "output"}, {ArgDirection::kInOut, "inout"},
                       {ArgDirection::kOutputExisting, "output_existing"},
                       {ArgDirection::kNoDep, "no_dep"}, {ArgDirection::kScalar, "scalar"})

PTOC_DEFINE_ENUM_TABLE(TensorLayout, {TensorLayout::kND, "ND"}, {TensorLayout::kDN, "DN"},
                       {TensorLayout::kNZ, "NZ"}, {TensorLayout::kMxAZZ, "MX_A_ZZ"},
                       {TensorLayout::kMxBNN, "MX_B_NN"})

PTOC_DEFINE_ENUM_TABLE(TileLayout, {TileLayout::kNoneBox, "none_box"},
                       {TileLayout::kRowMajor, "row_major"}, {TileLayout::kColMajor, "col_major"})

PTOC_DEFINE_ENUM_TABLE(PadValue, {PadValue::kNull, "null"}, {PadValue::kZero, "zero"},
                       {PadValue::kMax, "max"}, {PadValue::kMin, "min"})

PTOC_DEFINE_ENUM_TABLE(CompactMode, {CompactMode::kNull, "null"}, {CompactMode::kNormal, "normal"})

PTOC_DEFINE_ENUM_TABLE(SplitMode, {SplitMode::kNone, "NONE"}, {SplitMode::kUpDown, "UP_DOWN"},
                       {SplitMode::kLeftRight, "LEFT_RIGHT"})

#undef PTOC_DEFINE_ENUM_TABLE

std::optional<Level> DefaultLevel(FunctionType type) {
  switch (type) {
    case FunctionType::kOrchestration:
    case FunctionType::kGraph:
      return Level::kChip;
    case FunctionType::kInCore:
      return Level::kChipDie;
    case FunctionType::kAIC:
      return Level::kAIC;
    case FunctionType::kAIV:
      return Level::kAIV;
    case FunctionType::kGroup:
      return Level::kCoreGroup;
    default:
      return std::nullopt;
  }
}

std::optional<Role> DefaultRole(FunctionType type) {
  switch (type) {
    case FunctionType::kOrchestration:
    case FunctionType::kGraph:
      return Role::kOrchestrator;
    case FunctionType::kInCore:
    case FunctionType::kAIC:
    case FunctionType::kAIV:
    case FunctionType::kGroup:
      return Role::kSubWorker;
    default:
      return std::nullopt;
  }
}

}  // namespace ptoc::ir
