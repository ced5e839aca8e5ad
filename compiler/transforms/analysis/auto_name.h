// Compiler-generated variable names of the form `<base>__<qualifier>_<role>_v<N>`
// (e.g. `x__ssa_v1`, `acc__iter_v1`, `t__tmp_v0`), as the reference spells them.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_AUTO_NAME_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_AUTO_NAME_H_

#include <optional>
#include <string>
#include <unordered_set>

#include "compiler/base/span.h"

namespace ptoc::transforms {

struct AutoName {
  std::string base;       // text before the first "__"
  std::string qualifier;  // suffix parts that are neither role nor version
  std::optional<std::string> role;
  std::optional<int> version;
  bool has_suffix = false;  // the name contains "__"
};

AutoName ParseAutoName(const std::string& name);
// `base[__[qualifier_][role_]vN]`. Throws a user error at `where` (the
// variable being named) when `base` contains the reserved delimiter "__".
std::string BuildAutoName(const std::string& base, const std::string& qualifier,
                          const std::optional<std::string>& role, const std::optional<int>& version,
                          const Span& where = Span());
// A new version of `name` with `role`: an already generated name keeps its
// base and qualifier (so `x__ssa_v0` becomes `x__iter_v1`, not nested).
std::string VersionedName(const std::string& name, const std::string& role, int version,
                          const Span& where = Span());

// `base` if unused, else its next auto-name version not in `used` (an
// unversioned name becomes its `__ssa_v<N>` form).
std::string FreshName(const std::unordered_set<std::string>& used, const std::string& base);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_AUTO_NAME_H_
