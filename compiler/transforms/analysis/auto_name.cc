#include "compiler/transforms/analysis/auto_name.h"

#include <cctype>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::transforms {
namespace {

bool IsRole(const std::string& t) {
  return t == "ssa" || t == "iter" || t == "rv" || t == "phi" || t == "tile" || t == "tmp" ||
         t == "out" || t == "store" || t == "idx";
}

std::optional<int> ParseVersion(const std::string& t) {
  if (t.size() < 2 || t[0] != 'v') return std::nullopt;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) return std::nullopt;
  }
  if (t.size() > 10) return std::nullopt;
  return std::stoi(t.substr(1));
}

}  // namespace

AutoName ParseAutoName(const std::string& name) {
  AutoName out;
  out.base = name;
  size_t pos = name.find("__");
  if (pos == std::string::npos) return out;
  out.base = name.substr(0, pos);
  out.has_suffix = true;
  std::string suffix = name.substr(pos + 2);
  size_t sep = suffix.rfind('_');
  std::string last = sep == std::string::npos ? suffix : suffix.substr(sep + 1);
  if (auto v = ParseVersion(last)) {
    out.version = v;
    suffix = sep == std::string::npos ? "" : suffix.substr(0, sep);
  }
  sep = suffix.rfind('_');
  last = sep == std::string::npos ? suffix : suffix.substr(sep + 1);
  if (!last.empty() && IsRole(last)) {
    out.role = last;
    suffix = sep == std::string::npos ? "" : suffix.substr(0, sep);
  }
  out.qualifier = suffix;
  return out;
}

std::string BuildAutoName(const std::string& base, const std::string& qualifier,
                          const std::optional<std::string>& role, const std::optional<int>& version,
                          const Span& where) {
  if (base.find("__") != std::string::npos) {
    ThrowUserError(
        where, absl::StrCat("IR auto-name base cannot contain reserved delimiter '__': ", base));
  }
  if (qualifier.empty() && !role && !version) return base;
  std::string suffix = qualifier;
  if (role) absl::StrAppend(&suffix, suffix.empty() ? "" : "_", *role);
  if (version) absl::StrAppend(&suffix, suffix.empty() ? "" : "_", "v", *version);
  return absl::StrCat(base, "__", suffix);
}

std::string VersionedName(const std::string& name, const std::string& role, int version,
                          const Span& where) {
  AutoName parsed = ParseAutoName(name);
  if (parsed.has_suffix && (parsed.role || parsed.version)) {
    return BuildAutoName(parsed.base, parsed.qualifier, role, version, where);
  }
  return BuildAutoName(name, "", role, version, where);
}

std::string FreshName(const std::unordered_set<std::string>& used, const std::string& base) {
  if (!used.count(base)) return base;
  AutoName parsed = ParseAutoName(base);
  std::optional<std::string> role = parsed.role ? parsed.role : std::optional<std::string>("ssa");
  int version = parsed.version.value_or(-1) + 1;
  std::string name;
  do {
    name = BuildAutoName(parsed.base, parsed.qualifier, role, version++);
  } while (used.count(name));
  return name;
}

}  // namespace ptoc::transforms
