#include "compiler/ir/attrs.h"

namespace ptoc::ir {

static_assert(sizeof(AttrValue) <= 88, "AttrValue should stay compact");

const std::vector<AttrValue>& AttrValue::EmptyList() {
  static const auto* empty = new std::vector<AttrValue>();
  return *empty;
}

const std::string& AttrValue::EmptyString() {
  static const auto* empty = new std::string();
  return *empty;
}

const std::string* AttrValue::KnownQualifier(absl::string_view qualifier) {
  static const auto* known = new std::vector<std::string>{
      "Mem",          "TileLayout",  "PadValue",      "adir",  "SplitMode",
      "ForKind",      "ScopeKind",   "TensorLayout",  "Level", "Role",
      "FunctionType", "CompactMode", "ParamDirection"};
  for (const std::string& k : *known) {
    if (k == qualifier) return &k;
  }
  return nullptr;
}

AttrValue AttrValue::Bool(bool v) {
  AttrValue a;
  a.kind_ = Kind::kBool;
  a.bool_ = v;
  return a;
}
AttrValue AttrValue::Int(int64_t v) {
  AttrValue a;
  a.kind_ = Kind::kInt;
  a.int_ = v;
  return a;
}
AttrValue AttrValue::Float(double v) {
  AttrValue a;
  a.kind_ = Kind::kFloat;
  a.float_ = v;
  return a;
}
AttrValue AttrValue::String(std::string v) {
  AttrValue a;
  a.kind_ = Kind::kString;
  a.string_ = std::move(v);
  return a;
}
AttrValue AttrValue::DType(DataType v) {
  AttrValue a;
  a.kind_ = Kind::kDataType;
  a.dtype_ = v;
  return a;
}
AttrValue AttrValue::Enum(std::string qualifier, std::string name) {
  AttrValue a;
  a.kind_ = Kind::kEnum;
  a.qualifier_ = KnownQualifier(qualifier);
  if (a.qualifier_ == nullptr) {
    auto owned = std::make_shared<const std::string>(std::move(qualifier));
    a.qualifier_ = owned.get();
    a.payload_ = std::move(owned);
  }
  a.string_ = std::move(name);
  return a;
}
AttrValue AttrValue::FromExpr(ExprPtr v) {
  AttrValue a;
  a.kind_ = Kind::kExpr;
  a.expr_ = std::move(v);
  return a;
}
AttrValue AttrValue::List(std::vector<AttrValue> v) {
  AttrValue a;
  a.kind_ = Kind::kList;
  a.payload_ = std::make_shared<const std::vector<AttrValue>>(std::move(v));
  return a;
}

namespace {

bool HoldsExpr(const AttrValue& value) {
  if (value.kind() == AttrValue::Kind::kExpr) return true;
  if (value.kind() != AttrValue::Kind::kList) return false;
  for (const auto& v : value.AsList()) {
    if (HoldsExpr(v)) return true;
  }
  return false;
}

}  // namespace

bool Attrs::AnyExpr(const std::vector<Entry>& entries) {
  for (const auto& entry : entries) {
    if (HoldsExpr(entry.second)) return true;
  }
  return false;
}

const AttrValue* Attrs::Find(absl::string_view key) const {
  for (const auto& [k, v] : entries_) {
    if (k == key) return &v;
  }
  return nullptr;
}

Attrs Attrs::With(absl::string_view key, AttrValue value) const {
  std::vector<Entry> out = entries_;
  for (auto& [k, v] : out) {
    if (k == key) {
      v = std::move(value);
      return Attrs(std::move(out));
    }
  }
  out.emplace_back(std::string(key), std::move(value));
  return Attrs(std::move(out));
}

Attrs Attrs::Without(absl::string_view key) const {
  std::vector<Entry> out;
  for (const auto& e : entries_) {
    if (e.first != key) out.push_back(e);
  }
  return Attrs(std::move(out));
}

}  // namespace ptoc::ir
