// IR expressions: variables, constants, scalar arithmetic, calls and tuples.
//
// Every Expr has a type. Variables are identified by object identity (their
// name is only a hint for printing); each gets a process-unique id used for
// deterministic ordering and hashing.
#ifndef PTOC_COMPILER_IR_EXPR_H_
#define PTOC_COMPILER_IR_EXPR_H_

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/attrs.h"
#include "compiler/ir/node.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

class Expr : public Node {
 public:
  static bool Matches(NodeKind k) { return k >= NodeKind::kVar && k <= NodeKind::kTupleGetItem; }
  const TypePtr& type() const { return type_; }
  // type()->HasSymbolicDims(), kept in the node so that walks over many
  // references need not load each type to learn that it has none.
  bool TypeHasSymbolicDims() const { return NodeBit(); }
  // How deeply operands nest below this expression (0 for variables and
  // constants; keyword-argument expressions count), saturating at
  // kMaxHeight. Recursive walks need stack in proportion, so the parser
  // bounds it.
  int height() const { return NodeCount(); }
  static constexpr int kMaxHeight = 0xffff;

 protected:
  Expr(NodeKind kind, TypePtr type, Span span) : Node(kind, span), type_(std::move(type)) {
    SetNodeBit(type_ != nullptr && type_->HasSymbolicDims());
  }
  // Raises height() to one more than the highest of `operands` and of the
  // expressions in `attrs` (either may be null), or of `operand`.
  void SetHeightAbove(const std::vector<std::shared_ptr<const Expr>>* operands,
                      const Attrs* attrs = nullptr);
  void SetHeightAbove(const std::shared_ptr<const Expr>& operand);

 private:
  TypePtr type_;
};

class Var : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kVar;
  // Var, IterArg and MemRef are all variables.
  static bool Matches(NodeKind k) {
    return k == NodeKind::kVar || k == NodeKind::kIterArg || k == NodeKind::kMemRef;
  }
  Var(std::string name_hint, TypePtr type, Span span = {})
      : Var(kKind, std::move(name_hint), std::move(type), span) {}
  const std::string& name_hint() const { return name_hint_; }
  uint64_t unique_id() const { return unique_id_; }

  // Whether the variable's type was set by its annotation rather than taken
  // from the value it was first assigned (the reference's parser then gives
  // the variable a type object of its own, which ConvertToSSA's choice of an
  // escaping variable's initial value depends on). Not printed, not compared.
  bool annotation_typed() const { return annotation_typed_; }
  // A variable whose type comes from its annotation (see annotation_typed()).
  static std::shared_ptr<const Var> AnnotationTyped(std::string name_hint, TypePtr type, Span span);

 protected:
  Var(NodeKind kind, std::string name_hint, TypePtr type, Span span);

 private:
  std::string name_hint_;
  uint64_t unique_id_;
  bool annotation_typed_ = false;
};

// Loop-carried variable of a for/while loop, initialised from `init_value`.
class IterArg : public Var {
 public:
  static constexpr NodeKind kKind = NodeKind::kIterArg;
  static bool Matches(NodeKind k) { return k == kKind; }
  IterArg(std::string name_hint, TypePtr type, ExprPtr init_value, Span span = {})
      : Var(kKind, std::move(name_hint), std::move(type), span),
        init_value_(std::move(init_value)) {}
  const ExprPtr& init_value() const { return init_value_; }

 private:
  ExprPtr init_value_;
};

using VarPtr = std::shared_ptr<const Var>;
using IterArgPtr = std::shared_ptr<const IterArg>;

// A memory region: `size` bytes at `byte_offset` inside the allocation whose
// root is the Ptr variable `base`. Two MemRefs alias when they have the same
// base and overlapping byte ranges.
class MemRef : public Var {
 public:
  static constexpr NodeKind kKind = NodeKind::kMemRef;
  static bool Matches(NodeKind k) { return k == kKind; }
  MemRef(VarPtr base, ExprPtr byte_offset, int64_t size, Span span = {});
  const VarPtr& base() const { return base_; }
  const ExprPtr& byte_offset() const { return byte_offset_; }
  int64_t size() const { return size_; }
  // Author-pinned allocation (`pl.MemRef("name")`).
  bool pinned() const { return pinned_; }
  int64_t slot_count() const { return slot_count_; }  // 0 = not multi-slot
  const ExprPtr& slot_index() const { return slot_index_; }

  static std::shared_ptr<const MemRef> MakePinned(VarPtr base, int64_t slot_count,
                                                  ExprPtr slot_index, Span span = {});
  std::shared_ptr<const MemRef> WithOffset(ExprPtr byte_offset) const;

 private:
  VarPtr base_;
  ExprPtr byte_offset_;
  int64_t size_;
  bool pinned_ = false;
  int64_t slot_count_ = 0;
  ExprPtr slot_index_;
};

class ConstInt : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kConstInt;
  static bool Matches(NodeKind k) { return k == kKind; }
  ConstInt(int64_t value, DataType dtype, Span span = {});
  int64_t value() const { return value_; }
  DataType dtype() const;

 private:
  int64_t value_;
};

class ConstFloat : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kConstFloat;
  static bool Matches(NodeKind k) { return k == kKind; }
  ConstFloat(double value, DataType dtype, Span span = {});
  double value() const { return value_; }
  DataType dtype() const;

 private:
  double value_;
};

class ConstBool : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kConstBool;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit ConstBool(bool value, Span span = {});
  bool value() const { return value_; }

 private:
  bool value_;
};

enum class BinaryOp : uint8_t {
  kAdd,
  kSub,
  kMul,
  kFloorDiv,
  kFloorMod,
  kFloatDiv,
  kMin,
  kMax,
  kPow,
  kEq,
  kNe,
  kLt,
  kLe,
  kGt,
  kGe,
  kAnd,
  kOr,
  kXor,
  kBitAnd,
  kBitOr,
  kBitXor,
  kBitShiftLeft,
  kBitShiftRight,
};

enum class UnaryOp : uint8_t { kAbs, kNeg, kNot, kBitNot, kCast };

absl::string_view BinaryOpName(BinaryOp op);  // "Add", "FloorDiv", ...
absl::string_view UnaryOpName(UnaryOp op);
bool IsComparison(BinaryOp op);  // Eq..Ge
bool IsLogical(BinaryOp op);     // And, Or, Xor

// Scalar binary operation; the type is ScalarType(dtype) (BOOL for
// comparisons and logical ops).
class BinaryExpr : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kBinary;
  static bool Matches(NodeKind k) { return k == kKind; }
  BinaryExpr(BinaryOp op, ExprPtr lhs, ExprPtr rhs, DataType dtype, Span span = {});
  BinaryOp op() const { return op_; }
  const ExprPtr& lhs() const { return lhs_; }
  const ExprPtr& rhs() const { return rhs_; }
  DataType dtype() const;

 private:
  BinaryOp op_;
  ExprPtr lhs_;
  ExprPtr rhs_;
};

// Scalar unary operation; for kCast, `dtype` is the target type.
class UnaryExpr : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kUnary;
  static bool Matches(NodeKind k) { return k == kKind; }
  UnaryExpr(UnaryOp op, ExprPtr operand, DataType dtype, Span span = {});
  UnaryOp op() const { return op_; }
  const ExprPtr& operand() const { return operand_; }
  DataType dtype() const;

 private:
  UnaryOp op_;
  ExprPtr operand_;
};

// A registered operator (`tensor.add`, `tile.load`, ...) or, as the subclass
// GlobalVar, a function of the program.
class Op : public Node {
 public:
  static constexpr NodeKind kKind = NodeKind::kOp;
  static bool Matches(NodeKind k) { return k == kKind || k == NodeKind::kGlobalVar; }
  explicit Op(std::string name) : Op(kKind, std::move(name)) {}
  const std::string& name() const { return name_; }

 protected:
  Op(NodeKind kind, std::string name) : Node(kind, Span()), name_(std::move(name)) {}

 private:
  std::string name_;
};

class GlobalVar : public Op {
 public:
  static constexpr NodeKind kKind = NodeKind::kGlobalVar;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit GlobalVar(std::string name) : Op(kKind, std::move(name)) {}
};

using OpPtr = std::shared_ptr<const Op>;
using GlobalVarPtr = std::shared_ptr<const GlobalVar>;

class Call : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kCall;
  static bool Matches(NodeKind k) { return k == kKind; }
  // `kwargs`: user keyword arguments of the op; `attrs`: compiler metadata
  // (printed as a trailing `attrs={...}`).
  Call(OpPtr op, std::vector<ExprPtr> args, Attrs kwargs, Attrs attrs, TypePtr type, Span span = {})
      : Expr(kKind, std::move(type), span),
        op_(std::move(op)),
        args_(std::move(args)),
        kwargs_(std::move(kwargs)),
        attrs_(std::move(attrs)) {
    SetHeightAbove(&args_, &kwargs_);
  }
  const OpPtr& op() const { return op_; }
  const std::vector<ExprPtr>& args() const { return args_; }
  const Attrs& kwargs() const { return kwargs_; }
  const Attrs& attrs() const { return attrs_; }
  bool IsFunctionCall() const { return op_->kind() == NodeKind::kGlobalVar; }
  // Name of the op or the called function.
  const std::string& callee_name() const { return op_->name(); }

 private:
  OpPtr op_;
  std::vector<ExprPtr> args_;
  Attrs kwargs_;
  Attrs attrs_;
};

// Asynchronous task launch (`pl.submit(self.kernel, args..., deps=[...])`).
// The type is Tuple[<callee results>..., Scalar[TASK_ID]]: the last element is
// the producer TaskId. `args` may cover only a prefix of the callee's params
// (trailing Out/InOut params are then allocated by the runtime). `deps` hold
// the explicit producer TaskIds this launch waits for; `core_num` (null for a
// single-block launch), `sync_start`, `allow_early_resolve` and `predicate`
// (null when absent) are the launch spec. Variables used in deps, core_num and
// predicate are uses like the args.
class Submit : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kSubmit;
  static bool Matches(NodeKind k) { return k == kKind; }
  struct Launch {
    ExprPtr core_num;
    bool sync_start = false;
    bool allow_early_resolve = false;
    ExprPtr predicate;
  };
  Submit(OpPtr op, std::vector<ExprPtr> args, std::vector<ExprPtr> deps, Launch launch,
         Attrs kwargs, Attrs attrs, TypePtr type, Span span = {})
      : Expr(kKind, std::move(type), span),
        op_(std::move(op)),
        args_(std::move(args)),
        deps_(std::move(deps)),
        launch_(std::move(launch)),
        kwargs_(std::move(kwargs)),
        attrs_(std::move(attrs)) {
    SetHeightAbove(&args_, &kwargs_);
    SetHeightAbove(&deps_);
    SetHeightAbove(launch_.core_num);
    SetHeightAbove(launch_.predicate);
  }
  const OpPtr& op() const { return op_; }
  const std::vector<ExprPtr>& args() const { return args_; }
  const std::vector<ExprPtr>& deps() const { return deps_; }
  const Launch& launch() const { return launch_; }
  const ExprPtr& core_num() const { return launch_.core_num; }
  bool sync_start() const { return launch_.sync_start; }
  bool allow_early_resolve() const { return launch_.allow_early_resolve; }
  const ExprPtr& predicate() const { return launch_.predicate; }
  const Attrs& kwargs() const { return kwargs_; }
  const Attrs& attrs() const { return attrs_; }
  const std::string& callee_name() const { return op_->name(); }

 private:
  OpPtr op_;
  std::vector<ExprPtr> args_;
  std::vector<ExprPtr> deps_;
  Launch launch_;
  Attrs kwargs_;
  Attrs attrs_;
};

class MakeTuple : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kMakeTuple;
  static bool Matches(NodeKind k) { return k == kKind; }
  // The type is the TupleType of the element types.
  explicit MakeTuple(std::vector<ExprPtr> elements, Span span = {});
  const std::vector<ExprPtr>& elements() const { return elements_; }

 private:
  std::vector<ExprPtr> elements_;
};

class TupleGetItem : public Expr {
 public:
  static constexpr NodeKind kKind = NodeKind::kTupleGetItem;
  static bool Matches(NodeKind k) { return k == kKind; }
  // The type is element `index` of the tuple's type (Unknown if not a tuple).
  TupleGetItem(ExprPtr tuple, int index, Span span = {});
  const ExprPtr& tuple() const { return tuple_; }
  int index() const { return index_; }

 private:
  ExprPtr tuple_;
  int index_;
};

using MemRefPtr = std::shared_ptr<const MemRef>;
using ConstIntPtr = std::shared_ptr<const ConstInt>;
using ConstFloatPtr = std::shared_ptr<const ConstFloat>;
using ConstBoolPtr = std::shared_ptr<const ConstBool>;
using BinaryExprPtr = std::shared_ptr<const BinaryExpr>;
using UnaryExprPtr = std::shared_ptr<const UnaryExpr>;
using CallPtr = std::shared_ptr<const Call>;
using SubmitPtr = std::shared_ptr<const Submit>;
using MakeTuplePtr = std::shared_ptr<const MakeTuple>;
using TupleGetItemPtr = std::shared_ptr<const TupleGetItem>;

// Convenience constructors.
ExprPtr MakeIndex(int64_t value, Span span = {});  // INDEX constant
ExprPtr MakeConstInt(int64_t value, DataType dtype, Span span = {});
ExprPtr MakeConstFloat(double value, DataType dtype = DataType::kFP32, Span span = {});
ExprPtr MakeConstBool(bool value, Span span = {});
ExprPtr MakeIndexTuple(const std::vector<int64_t>& values, Span span = {});

// A Call with the submit's callee, args, kwargs, attrs, type and span, for
// analyses that treat a task launch like a call (the type keeps the trailing
// TASK_ID element, so result i still projects to the i-th element).
CallPtr SubmitCallView(const Submit& submit);
// `expr` as a call: a Call itself, the SubmitCallView of a Submit, else null.
CallPtr CallOrSubmitView(const ExprPtr& expr);

// Scalar dtype of an expression of ScalarType; nullopt otherwise.
std::optional<DataType> ScalarDataType(const ExprPtr& expr);

// The reference's operand check of a scalar binary op it builds itself (a
// loop's trip count or bound): a user error (TypeError) at `span` when either
// scalar operand is a bool, or one is a float and the other not. `op` is the
// reference's operator name ("lt", "add", ...). Non-scalar operands pass.
void CheckScalarOperandCategories(const char* op, const ExprPtr& lhs, const ExprPtr& rhs,
                                  const Span& span);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_EXPR_H_
