// Small enumerations of the IR and their DSL spellings.
//
// Each enum has a name table; `EnumName(v)` gives the spelling used after the
// DSL qualifier (`pl.Mem.<name>`, `pl.FunctionType.<name>`, ...) and
// `ParseEnum<E>(name)` reads it back.
#ifndef PTOC_COMPILER_IR_ENUMS_H_
#define PTOC_COMPILER_IR_ENUMS_H_

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace ptoc::ir {

enum class MemorySpace : uint8_t {
  kDDR,
  kVec,
  kMat,
  kLeft,
  kRight,
  kAcc,
  kBias,
  kScalarLocal,
  kLeftScale,
  kRightScale,
};

enum class FunctionType : uint8_t {
  kOpaque,
  kOrchestration,
  kInCore,
  kAIC,
  kAIV,
  kGroup,
  kSpmd,
  kInline,
  kGraph,
};

enum class Level : uint8_t {
  kAIV,
  kAIC,
  kCoreGroup,
  kChipDie,
  kChip,
  kHost,
  kCluster0,
  kCluster1,
  kCluster2,
  kGlobal,
};

enum class Role : uint8_t { kOrchestrator, kSubWorker };

enum class ForKind : uint8_t { kSequential, kParallel, kUnroll, kPipeline };

enum class ScopeKind : uint8_t {
  kInCore,
  kCluster,
  kHierarchy,
  kSpmd,
  kRuntime,
  kCommDomain,
  kSplitAiv,
};

enum class ParamDirection : uint8_t { kIn, kOut, kInOut };

enum class ArgDirection : uint8_t { kInput, kOutput, kInOut, kOutputExisting, kNoDep, kScalar };

enum class TensorLayout : uint8_t { kND, kDN, kNZ, kMxAZZ, kMxBNN };

enum class TileLayout : uint8_t { kNoneBox, kRowMajor, kColMajor };

enum class PadValue : uint8_t { kNull, kZero, kMax, kMin };

enum class CompactMode : uint8_t { kNull, kNormal };

enum class SplitMode : uint8_t { kNone, kUpDown, kLeftRight };

// Name tables. The first element of each pair is the enumerator, the second
// its DSL spelling.
template <typename E>
struct EnumTable;

#define PTOC_DECLARE_ENUM_TABLE(E, QUALIFIER)                           \
  template <>                                                           \
  struct EnumTable<E> {                                                 \
    static const std::vector<std::pair<E, absl::string_view>>& Names(); \
    /* The DSL qualifier after the prefix, e.g. "Mem" for pl.Mem.Vec */ \
    static constexpr absl::string_view kQualifier = QUALIFIER;          \
  };

PTOC_DECLARE_ENUM_TABLE(MemorySpace, "Mem")
PTOC_DECLARE_ENUM_TABLE(FunctionType, "FunctionType")
PTOC_DECLARE_ENUM_TABLE(Level, "Level")
PTOC_DECLARE_ENUM_TABLE(Role, "Role")
PTOC_DECLARE_ENUM_TABLE(ForKind, "ForKind")
PTOC_DECLARE_ENUM_TABLE(ScopeKind, "ScopeKind")
PTOC_DECLARE_ENUM_TABLE(ParamDirection, "ParamDirection")
PTOC_DECLARE_ENUM_TABLE(ArgDirection, "adir")
PTOC_DECLARE_ENUM_TABLE(TensorLayout, "TensorLayout")
PTOC_DECLARE_ENUM_TABLE(TileLayout, "TileLayout")
PTOC_DECLARE_ENUM_TABLE(PadValue, "PadValue")
PTOC_DECLARE_ENUM_TABLE(CompactMode, "CompactMode")
PTOC_DECLARE_ENUM_TABLE(SplitMode, "SplitMode")

#undef PTOC_DECLARE_ENUM_TABLE

template <typename E>
absl::string_view EnumName(E value) {
  for (const auto& [v, name] : EnumTable<E>::Names()) {
    if (v == value) return name;
  }
  return "?";
}

template <typename E>
std::optional<E> ParseEnum(absl::string_view name) {
  for (const auto& [v, n] : EnumTable<E>::Names()) {
    if (n == name) return v;
  }
  return std::nullopt;
}

// Level/role a function type implies (InCore -> CHIP_DIE/SubWorker, ...).
std::optional<Level> DefaultLevel(FunctionType type);
std::optional<Role> DefaultRole(FunctionType type);

inline bool IsInCoreLike(FunctionType t) {
  return t == FunctionType::kInCore || t == FunctionType::kAIC || t == FunctionType::kAIV;
}
inline bool IsOrchestrationLike(FunctionType t) {
  return t == FunctionType::kOrchestration || t == FunctionType::kGraph;
}

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_ENUMS_H_
