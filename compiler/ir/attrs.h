// Values of op keyword arguments, call/loop/function attributes.
//
// One tagged value type covers every kwarg and attribute of the reference:
// scalars, strings, dtypes, enum members (printed `pl.<Qualifier>.<name>`),
// expressions and lists of those. Attribute maps are ordered lists because
// their order is part of the printed form and of structural equality.
#ifndef PTOC_COMPILER_IR_ATTRS_H_
#define PTOC_COMPILER_IR_ATTRS_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/dtype.h"
#include "compiler/ir/enums.h"

namespace ptoc::ir {

class Expr;
using ExprPtr = std::shared_ptr<const Expr>;

class AttrValue {
 public:
  enum class Kind : uint8_t {
    kNone,  // Python None
    kBool,
    kInt,
    kFloat,
    kString,
    kDataType,  // pl.FP32
    kEnum,      // pl.<qualifier>.<name>, e.g. pl.Mem.Vec, pl.adir.input
    kExpr,      // an IR expression (symbolic value)
    kList,
  };

  AttrValue() = default;
  static AttrValue None() { return AttrValue(); }
  static AttrValue Bool(bool v);
  static AttrValue Int(int64_t v);
  static AttrValue Float(double v);
  static AttrValue String(std::string v);
  static AttrValue DType(DataType v);
  // `qualifier` is the DSL namespace ("Mem", "TileLayout", "adir", ...).
  static AttrValue Enum(std::string qualifier, std::string name);
  template <typename E>
  static AttrValue FromEnum(E value) {
    return Enum(std::string(EnumTable<E>::kQualifier), std::string(EnumName(value)));
  }
  static AttrValue FromExpr(ExprPtr v);
  static AttrValue List(std::vector<AttrValue> v);

  Kind kind() const { return kind_; }
  bool IsNone() const { return kind_ == Kind::kNone; }
  // Each accessor gives its type's zero value for a value of another kind.
  bool AsBool() const { return kind_ == Kind::kBool && bool_; }
  int64_t AsInt() const { return kind_ == Kind::kInt ? int_ : 0; }
  double AsFloat() const { return kind_ == Kind::kFloat ? float_ : 0.0; }
  const std::string& AsString() const { return string_; }  // also the enum member name
  DataType AsDataType() const { return kind_ == Kind::kDataType ? dtype_ : DataType::kBool; }
  const std::string& EnumQualifier() const { return qualifier_ ? *qualifier_ : EmptyString(); }
  const ExprPtr& AsExpr() const { return expr_; }
  const std::vector<AttrValue>& AsList() const {
    return kind_ == Kind::kList && payload_
               ? *static_cast<const std::vector<AttrValue>*>(payload_.get())
               : EmptyList();
  }

  // Typed enum access; nullopt when this is not a member of E.
  template <typename E>
  std::optional<E> AsEnum() const {
    if (kind_ != Kind::kEnum || EnumQualifier() != EnumTable<E>::kQualifier) return std::nullopt;
    return ParseEnum<E>(string_);
  }

 private:
  static const std::vector<AttrValue>& EmptyList();
  static const std::string& EmptyString();
  // The process-wide copy of one of the DSL's enum qualifiers, or null for
  // another name.
  static const std::string* KnownQualifier(absl::string_view qualifier);

  // Every call, loop and function carries attribute lists, so the value is
  // kept small (88 bytes): one slot for the scalar kinds, the DSL's enum
  // qualifiers shared by all values, a list shared by the copies of a value
  // (values are immutable once built).
  Kind kind_ = Kind::kNone;
  bool bool_ = false;
  DataType dtype_ = DataType::kBool;
  union {
    int64_t int_ = 0;
    double float_;
  };
  std::string string_;
  const std::string* qualifier_ = nullptr;  // kEnum: a KnownQualifier or payload_'s string
  ExprPtr expr_;
  // kList: the std::vector<AttrValue>; kEnum: the qualifier when it is not a
  // known one (kept per value, so hostile input cannot grow a global table).
  std::shared_ptr<const void> payload_;
};

// Ordered (key, value) list.
class Attrs {
 public:
  using Entry = std::pair<std::string, AttrValue>;
  Attrs() = default;
  Attrs(std::initializer_list<Entry> entries) : entries_(entries), has_exprs_(AnyExpr(entries_)) {}
  explicit Attrs(std::vector<Entry> entries)
      : entries_(std::move(entries)), has_exprs_(AnyExpr(entries_)) {}

  const std::vector<Entry>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }
  size_t size() const { return entries_.size(); }
  auto begin() const { return entries_.begin(); }
  auto end() const { return entries_.end(); }

  const AttrValue* Find(absl::string_view key) const;
  bool Has(absl::string_view key) const { return Find(key) != nullptr; }
  // Whether some value is an IR expression or a list holding one. Computed
  // once, so that IR walks skip expression-free lists (most of them) without
  // reading their entries.
  bool HasExprs() const { return has_exprs_; }
  // Copy with `key` set (replaced in place if present, appended otherwise).
  Attrs With(absl::string_view key, AttrValue value) const;
  Attrs Without(absl::string_view key) const;
  // The entries, moved out of an Attrs about to be dropped.
  std::vector<Entry> TakeEntries() && { return std::move(entries_); }

 private:
  static bool AnyExpr(const std::vector<Entry>& entries);

  std::vector<Entry> entries_;
  bool has_exprs_ = false;
};

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_ATTRS_H_
