#include "compiler/proto/proto_to_ir.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/base/status.h"
#include "compiler/ir/enums.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::proto {
namespace {

namespace pb = ::ptoc::v1;
using google::protobuf::RepeatedField;
using google::protobuf::RepeatedPtrField;

// Number of enumerators of each IR enum; proto values are 1..count (0 is
// *_UNSPECIFIED).
template <typename E>
int EnumCount() {
  return static_cast<int>(ir::EnumTable<E>::Names().size());
}
template <>
int EnumCount<ir::DataType>() {
  return ir::kNumDataTypes;
}
template <>
int EnumCount<ir::BinaryOp>() {
  return static_cast<int>(ir::BinaryOp::kBitShiftRight) + 1;
}
template <>
int EnumCount<ir::UnaryOp>() {
  return static_cast<int>(ir::UnaryOp::kCast) + 1;
}

// A user-supplied name for an error message, shortened if huge.
std::string Quote(const std::string& s) {
  constexpr size_t kMax = 64;
  if (s.size() <= kMax) return absl::StrCat("'", s, "'");
  return absl::StrCat("'", s.substr(0, kMax), "...'");
}

bool IsEmptySpan(const Span& s) {
  return !s.file && s.begin_line == 0 && s.begin_col == 0 && s.end_line == 0 && s.end_col == 0;
}

class FromProtoConverter {
 public:
  FromProtoConverter(const pb::Program& in, const ProtoToIrOptions& options)
      : in_(in), options_(options) {}

  absl::StatusOr<ir::ProgramPtr> Run() {
    try {
      return ReadProgram();
    } catch (const CompileError& e) {
      return e.status();
    }
  }

 private:
  // One step of the path to the element being read, for error messages.
  struct Scope {
    Scope(FromProtoConverter* c, std::string label) : c(c) { c->path_.push_back(std::move(label)); }
    ~Scope() { c->path_.pop_back(); }
    FromProtoConverter* c;
  };

  // Bounds the recursion of the reader (the proto may be built in memory, so
  // the wire parser's own recursion limit does not protect us).
  struct DepthGuard {
    explicit DepthGuard(FromProtoConverter* c) : c(c) {
      if (++c->depth_ > c->options_.max_nesting_depth) {
        c->Fail(absl::StrCat("nesting deeper than the limit of ", c->options_.max_nesting_depth));
      }
    }
    ~DepthGuard() { --c->depth_; }
    FromProtoConverter* c;
  };

  [[noreturn]] void Fail(absl::string_view message) {
    std::string where = absl::StrJoin(path_, " / ");
    ThrowStatus(absl::InvalidArgumentError(where.empty() ? std::string(message)
                                                         : absl::StrCat(where, ": ", message)));
  }

  // --- Scalars -------------------------------------------------------------

  template <typename E>
  E ReadEnum(int value, absl::string_view field) {
    if (value == 0) Fail(absl::StrCat("missing required field '", field, "'"));
    if (value < 0 || value > EnumCount<E>()) {
      Fail(absl::StrCat("out-of-range value ", value, " for enum field '", field, "'"));
    }
    return static_cast<E>(value - 1);
  }

  template <typename E>
  std::optional<E> ReadOptionalEnum(int value, absl::string_view field) {
    if (value == 0) return std::nullopt;
    return ReadEnum<E>(value, field);
  }

  Span ReadSpan(const pb::Span& s) {
    Span out;
    if (s.file() > files_.size()) {
      Fail(absl::StrCat("span file index ", s.file(), " out of range (", files_.size(), " files)"));
    }
    if (s.file() > 0) out.file = files_[s.file() - 1];
    if (s.begin_line() < 0 || s.begin_col() < 0 || s.end_line() < 0 || s.end_col() < 0) {
      Fail("negative line or column in span");
    }
    out.begin_line = s.begin_line();
    out.begin_col = s.begin_col();
    out.end_line = s.end_line();
    out.end_col = s.end_col();
    return out;
  }

  template <typename Msg>
  Span NodeSpan(const Msg& msg) {
    if (!msg.has_span()) return Span();
    Scope s(this, "span");
    return ReadSpan(msg.span());
  }

  // --- Variables -----------------------------------------------------------

  ir::VarPtr LookupVar(uint64_t id, absl::string_view field) {
    if (id == 0) Fail(absl::StrCat("missing required var id '", field, "'"));
    auto it = vars_.find(id);
    if (it == vars_.end()) {
      Fail(absl::StrCat("unknown var id ", id, " in '", field,
                        "' (variables must be defined in Program.vars before use)"));
    }
    return it->second;
  }

  template <typename T>
  std::shared_ptr<const T> LookupVarAs(uint64_t id, absl::string_view field,
                                       absl::string_view kind_name) {
    ir::VarPtr var = LookupVar(id, field);
    auto typed = ir::As<T>(var);
    if (!typed) Fail(absl::StrCat("var id ", id, " in '", field, "' is not ", kind_name));
    return typed;
  }

  std::vector<ir::VarPtr> ReadVarList(const RepeatedField<uint64_t>& ids, const char* field) {
    std::vector<ir::VarPtr> out;
    out.reserve(ids.size());
    for (int i = 0; i < ids.size(); ++i) {
      out.push_back(LookupVar(ids[i], absl::StrCat(field, "[", i, "]")));
    }
    return out;
  }

  std::vector<ir::IterArgPtr> ReadIterArgs(const RepeatedField<uint64_t>& ids) {
    std::vector<ir::IterArgPtr> out;
    out.reserve(ids.size());
    for (int i = 0; i < ids.size(); ++i) {
      out.push_back(
          LookupVarAs<ir::IterArg>(ids[i], absl::StrCat("iter_args[", i, "]"), "an IterArg"));
    }
    return out;
  }

  void ReadVarTable() {
    for (int i = 0; i < in_.vars_size(); ++i) {
      const pb::Var& v = in_.vars(i);
      Scope scope(this, absl::StrCat("vars[", i, "] (id ", v.id(), ")"));
      if (v.id() == 0) Fail("var id 0 is reserved for 'no variable'");
      if (vars_.count(v.id())) Fail(absl::StrCat("duplicate var id ", v.id()));
      Span span = NodeSpan(v);
      ir::VarPtr var;
      switch (v.variant_case()) {
        case pb::Var::kMemref: {
          const pb::MemRefInfo& m = v.memref();
          Scope s(this, "memref");
          ir::VarPtr base = m.base() != 0 ? LookupVar(m.base(), "base") : nullptr;
          ir::ExprPtr offset = OptionalExpr(m.has_byte_offset(), m.byte_offset(), "byte_offset");
          ir::ExprPtr slot_index = OptionalExpr(m.has_slot_index(), m.slot_index(), "slot_index");
          if (m.slot_count() < 0) Fail("negative slot_count");
          if (m.pinned()) {
            if (m.size() != 0) Fail("a pinned memref must have size 0");
            ir::MemRefPtr memref = ir::MemRef::MakePinned(std::move(base), m.slot_count(),
                                                          std::move(slot_index), span);
            if (offset) memref = memref->WithOffset(std::move(offset));
            var = std::move(memref);
          } else {
            if (m.slot_count() != 0 || slot_index) {
              Fail("slot_count and slot_index are only allowed on pinned memrefs");
            }
            var = std::make_shared<ir::MemRef>(std::move(base), std::move(offset), m.size(), span);
          }
          break;
        }
        case pb::Var::kIterArg: {
          ir::TypePtr type = RequiredType(v.has_type(), v.type(), "type");
          ir::ExprPtr init = [&] {
            Scope s(this, "iter_arg");
            return RequiredExpr(v.iter_arg().has_init_value(), v.iter_arg().init_value(),
                                "init_value");
          }();
          var =
              std::make_shared<ir::IterArg>(v.name_hint(), std::move(type), std::move(init), span);
          break;
        }
        case pb::Var::VARIANT_NOT_SET: {
          ir::TypePtr type = RequiredType(v.has_type(), v.type(), "type");
          var = std::make_shared<ir::Var>(v.name_hint(), std::move(type), span);
          break;
        }
      }
      vars_.emplace(v.id(), std::move(var));
    }
  }

  // --- Attributes ----------------------------------------------------------

  ir::AttrValue ReadAttrValue(const pb::AttrValue& v) {
    DepthGuard depth(this);
    switch (v.value_case()) {
      case pb::AttrValue::kNone:
        return ir::AttrValue::None();
      case pb::AttrValue::kBoolValue:
        return ir::AttrValue::Bool(v.bool_value());
      case pb::AttrValue::kIntValue:
        return ir::AttrValue::Int(v.int_value());
      case pb::AttrValue::kFloatValue:
        return ir::AttrValue::Float(v.float_value());
      case pb::AttrValue::kStringValue:
        return ir::AttrValue::String(v.string_value());
      case pb::AttrValue::kDtypeValue:
        return ir::AttrValue::DType(ReadEnum<ir::DataType>(v.dtype_value(), "dtype_value"));
      case pb::AttrValue::kEnumValue:
        if (v.enum_value().name().empty()) Fail("enum attribute value without a name");
        return ir::AttrValue::Enum(v.enum_value().qualifier(), v.enum_value().name());
      case pb::AttrValue::kExprValue: {
        Scope s(this, "expr_value");
        return ir::AttrValue::FromExpr(ReadExpr(v.expr_value()));
      }
      case pb::AttrValue::kListValue: {
        std::vector<ir::AttrValue> items;
        items.reserve(v.list_value().items_size());
        for (int i = 0; i < v.list_value().items_size(); ++i) {
          Scope s(this, absl::StrCat("[", i, "]"));
          items.push_back(ReadAttrValue(v.list_value().items(i)));
        }
        return ir::AttrValue::List(std::move(items));
      }
      case pb::AttrValue::VALUE_NOT_SET:
        break;
    }
    Fail("attribute value has no kind set");
  }

  ir::Attrs ReadAttrs(const RepeatedPtrField<pb::Attr>& attrs, const char* field) {
    std::vector<ir::Attrs::Entry> entries;
    entries.reserve(attrs.size());
    std::unordered_set<std::string> seen;
    for (int i = 0; i < attrs.size(); ++i) {
      const pb::Attr& a = attrs[i];
      Scope s(this, absl::StrCat(field, "[", i, "] ", Quote(a.key())));
      if (a.key().empty()) Fail("empty attribute key");
      if (!seen.insert(a.key()).second) Fail("duplicate attribute key");
      if (!a.has_value()) Fail("missing required field 'value'");
      entries.emplace_back(a.key(), ReadAttrValue(a.value()));
    }
    return ir::Attrs(std::move(entries));
  }

  // --- Types ---------------------------------------------------------------

  ir::TypePtr RequiredType(bool present, const pb::Type& t, absl::string_view field) {
    if (!present) Fail(absl::StrCat("missing required field '", field, "'"));
    Scope s(this, std::string(field));
    return ReadType(t);
  }

  std::vector<ir::ExprPtr> ReadExprList(const RepeatedPtrField<pb::Expr>& exprs,
                                        const char* field) {
    std::vector<ir::ExprPtr> out;
    out.reserve(exprs.size());
    for (int i = 0; i < exprs.size(); ++i) {
      Scope s(this, absl::StrCat(field, "[", i, "]"));
      out.push_back(ReadExpr(exprs[i]));
    }
    return out;
  }

  ir::MemRefPtr ReadMemRefId(uint64_t id) {
    if (id == 0) return nullptr;
    Scope s(this, "memref");
    return LookupVarAs<ir::MemRef>(id, "memref", "a MemRef");
  }

  ir::TypePtr ReadType(const pb::Type& t) {
    DepthGuard depth(this);
    Span span = NodeSpan(t);
    // Types without a location use the shared singletons, as the rest of the
    // compiler does.
    const bool plain = IsEmptySpan(span);
    switch (t.kind_case()) {
      case pb::Type::kUnknown:
        return plain ? ir::UnknownType::Get() : std::make_shared<ir::UnknownType>(span);
      case pb::Type::kScalar: {
        ir::DataType dtype = ReadEnum<ir::DataType>(t.scalar().dtype(), "scalar.dtype");
        if (plain) return ir::ScalarType::Get(dtype);
        return std::make_shared<ir::ScalarType>(dtype, span);
      }
      case pb::Type::kPtr:
        return plain ? ir::PtrType::Get() : std::make_shared<ir::PtrType>(span);
      case pb::Type::kMemref:
        return plain ? ir::MemRefType::Get() : std::make_shared<ir::MemRefType>(span);
      case pb::Type::kArray: {
        if (t.array().extent() < 0) Fail("negative array extent");
        return std::make_shared<ir::ArrayType>(
            t.array().extent(), ReadEnum<ir::DataType>(t.array().dtype(), "array.dtype"), span);
      }
      case pb::Type::kTuple: {
        Scope s(this, "tuple");
        std::vector<ir::TypePtr> types;
        types.reserve(t.tuple().types_size());
        for (int i = 0; i < t.tuple().types_size(); ++i) {
          Scope e(this, absl::StrCat("types[", i, "]"));
          types.push_back(ReadType(t.tuple().types(i)));
        }
        return std::make_shared<ir::TupleType>(std::move(types), span);
      }
      case pb::Type::kTensor: {
        const pb::TensorType& tt = t.tensor();
        Scope s(this, "tensor");
        std::vector<ir::ExprPtr> shape = ReadExprList(tt.shape(), "shape");
        ir::DataType dtype = ReadEnum<ir::DataType>(tt.dtype(), "dtype");
        std::optional<ir::TensorView> view;
        if (tt.has_view()) {
          Scope v(this, "view");
          ir::TensorView tv;
          tv.valid_shape = ReadExprList(tt.view().valid_shape(), "valid_shape");
          tv.stride = ReadExprList(tt.view().stride(), "stride");
          tv.layout = ReadEnum<ir::TensorLayout>(tt.view().layout(), "layout");
          tv.pad = ReadEnum<ir::PadValue>(tt.view().pad(), "pad");
          view = std::move(tv);
        }
        ir::MemRefPtr memref = ReadMemRefId(tt.memref());
        return std::make_shared<ir::TensorType>(std::move(shape), dtype, std::move(view),
                                                std::move(memref), span);
      }
      case pb::Type::kTile: {
        const pb::TileType& tt = t.tile();
        Scope s(this, "tile");
        std::vector<ir::ExprPtr> shape = ReadExprList(tt.shape(), "shape");
        ir::DataType dtype = ReadEnum<ir::DataType>(tt.dtype(), "dtype");
        std::optional<ir::MemorySpace> space =
            ReadOptionalEnum<ir::MemorySpace>(tt.memory_space(), "memory_space");
        std::optional<ir::TileView> view;
        if (tt.has_view()) {
          const pb::TileView& pv = tt.view();
          Scope v(this, "view");
          ir::TileView tv;
          tv.valid_shape = ReadExprList(pv.valid_shape(), "valid_shape");
          tv.stride = ReadExprList(pv.stride(), "stride");
          tv.start_offset = OptionalExpr(pv.has_start_offset(), pv.start_offset(), "start_offset");
          tv.blayout = ReadEnum<ir::TileLayout>(pv.blayout(), "blayout");
          tv.slayout = ReadEnum<ir::TileLayout>(pv.slayout(), "slayout");
          if (pv.fractal() <= 0) Fail(absl::StrCat("fractal must be positive, got ", pv.fractal()));
          tv.fractal = pv.fractal();
          tv.pad = ReadEnum<ir::PadValue>(pv.pad(), "pad");
          tv.compact = ReadEnum<ir::CompactMode>(pv.compact(), "compact");
          view = std::move(tv);
        }
        ir::MemRefPtr memref = ReadMemRefId(tt.memref());
        return std::make_shared<ir::TileType>(std::move(shape), dtype, space, std::move(view),
                                              std::move(memref), span);
      }
      case pb::Type::KIND_NOT_SET:
        break;
    }
    Fail("type has no kind set");
  }

  // --- Expressions ---------------------------------------------------------

  ir::ExprPtr RequiredExpr(bool present, const pb::Expr& e, absl::string_view field) {
    if (!present) Fail(absl::StrCat("missing required field '", field, "'"));
    Scope s(this, std::string(field));
    return ReadExpr(e);
  }

  ir::ExprPtr OptionalExpr(bool present, const pb::Expr& e, absl::string_view field) {
    if (!present) return nullptr;
    Scope s(this, std::string(field));
    return ReadExpr(e);
  }

  ir::ExprPtr ReadExpr(const pb::Expr& e) {
    DepthGuard depth(this);
    if (e.kind_case() == pb::Expr::kVar) return LookupVar(e.var(), "var");
    Span span = NodeSpan(e);
    switch (e.kind_case()) {
      case pb::Expr::kConstInt:
        return std::make_shared<ir::ConstInt>(
            e.const_int().value(), ReadEnum<ir::DataType>(e.const_int().dtype(), "const_int.dtype"),
            span);
      case pb::Expr::kConstFloat:
        return std::make_shared<ir::ConstFloat>(
            e.const_float().value(),
            ReadEnum<ir::DataType>(e.const_float().dtype(), "const_float.dtype"), span);
      case pb::Expr::kConstBool:
        return std::make_shared<ir::ConstBool>(e.const_bool().value(), span);
      case pb::Expr::kBinary: {
        const pb::BinaryExpr& b = e.binary();
        Scope s(this, "binary");
        ir::BinaryOp op = ReadEnum<ir::BinaryOp>(b.op(), "op");
        ir::ExprPtr lhs = RequiredExpr(b.has_lhs(), b.lhs(), "lhs");
        ir::ExprPtr rhs = RequiredExpr(b.has_rhs(), b.rhs(), "rhs");
        ir::DataType dtype = ReadEnum<ir::DataType>(b.dtype(), "dtype");
        return std::make_shared<ir::BinaryExpr>(op, std::move(lhs), std::move(rhs), dtype, span);
      }
      case pb::Expr::kUnary: {
        const pb::UnaryExpr& u = e.unary();
        Scope s(this, "unary");
        ir::UnaryOp op = ReadEnum<ir::UnaryOp>(u.op(), "op");
        ir::ExprPtr operand = RequiredExpr(u.has_operand(), u.operand(), "operand");
        ir::DataType dtype = ReadEnum<ir::DataType>(u.dtype(), "dtype");
        return std::make_shared<ir::UnaryExpr>(op, std::move(operand), dtype, span);
      }
      case pb::Expr::kCall:
        return ReadCall(e.call(), span);
      case pb::Expr::kMakeTuple: {
        Scope s(this, "make_tuple");
        return std::make_shared<ir::MakeTuple>(ReadExprList(e.make_tuple().elements(), "elements"),
                                               span);
      }
      case pb::Expr::kTupleGetItem: {
        const pb::TupleGetItem& g = e.tuple_get_item();
        Scope s(this, "tuple_get_item");
        ir::ExprPtr tuple = RequiredExpr(g.has_tuple(), g.tuple(), "tuple");
        if (g.index() < 0) Fail(absl::StrCat("negative tuple index ", g.index()));
        if (auto tt = ir::As<ir::TupleType>(tuple->type())) {
          if (static_cast<size_t>(g.index()) >= tt->types().size()) {
            Fail(absl::StrCat("tuple index ", g.index(), " out of range for a tuple of ",
                              tt->types().size(), " elements"));
          }
        }
        return std::make_shared<ir::TupleGetItem>(std::move(tuple), g.index(), span);
      }
      case pb::Expr::kVar:
      case pb::Expr::KIND_NOT_SET:
        break;
    }
    Fail("expression has no kind set");
  }

  ir::ExprPtr ReadCall(const pb::Call& c, const Span& span) {
    ir::OpPtr op;
    switch (c.callee_case()) {
      case pb::Call::kOp: {
        Scope s(this, absl::StrCat("call ", Quote(c.op())));
        op = ir::OpRegistry::Global().GetOp(c.op());
        if (!op) Fail(absl::StrCat("unknown op ", Quote(c.op())));
        break;
      }
      case pb::Call::kFunction: {
        Scope s(this, absl::StrCat("call ", Quote(c.function())));
        if (!function_names_.count(c.function())) {
          Fail(absl::StrCat("call to unknown function ", Quote(c.function())));
        }
        op = std::make_shared<ir::GlobalVar>(c.function());
        break;
      }
      case pb::Call::CALLEE_NOT_SET: {
        Scope s(this, "call");
        Fail("call has no callee (op or function)");
      }
    }
    Scope s(this, absl::StrCat("call ", Quote(op->name())));
    std::vector<ir::ExprPtr> args = ReadExprList(c.args(), "args");
    ir::Attrs kwargs = ReadAttrs(c.kwargs(), "kwargs");
    ir::Attrs attrs = ReadAttrs(c.attrs(), "attrs");
    ir::TypePtr type = RequiredType(c.has_type(), c.type(), "type");
    return std::make_shared<ir::Call>(std::move(op), std::move(args), std::move(kwargs),
                                      std::move(attrs), std::move(type), span);
  }

  // --- Statements ----------------------------------------------------------

  ir::StmtPtr RequiredStmt(bool present, const pb::Stmt& s, absl::string_view field) {
    if (!present) Fail(absl::StrCat("missing required field '", field, "'"));
    Scope scope(this, std::string(field));
    return ReadStmt(s);
  }

  ir::StmtPtr ReadStmt(const pb::Stmt& s) {
    DepthGuard depth(this);
    Span span = NodeSpan(s);
    switch (s.kind_case()) {
      case pb::Stmt::kAssign: {
        const pb::AssignStmt& a = s.assign();
        Scope scope(this, "assign");
        ir::VarPtr var = LookupVar(a.var(), "var");
        ir::ExprPtr value = RequiredExpr(a.has_value(), a.value(), "value");
        return std::make_shared<ir::AssignStmt>(std::move(var), std::move(value), span);
      }
      case pb::Stmt::kEval: {
        Scope scope(this, "eval");
        return std::make_shared<ir::EvalStmt>(
            RequiredExpr(s.eval().has_expr(), s.eval().expr(), "expr"), span);
      }
      case pb::Stmt::kSeq: {
        std::vector<ir::StmtPtr> stmts;
        stmts.reserve(s.seq().stmts_size());
        for (int i = 0; i < s.seq().stmts_size(); ++i) {
          Scope scope(this, absl::StrCat("seq[", i, "]"));
          stmts.push_back(ReadStmt(s.seq().stmts(i)));
        }
        return std::make_shared<ir::SeqStmts>(std::move(stmts), span);
      }
      case pb::Stmt::kReturnStmt: {
        Scope scope(this, "return");
        return std::make_shared<ir::ReturnStmt>(ReadExprList(s.return_stmt().values(), "values"),
                                                span);
      }
      case pb::Stmt::kYieldStmt: {
        Scope scope(this, "yield");
        return std::make_shared<ir::YieldStmt>(ReadExprList(s.yield_stmt().values(), "values"),
                                               span);
      }
      case pb::Stmt::kIfStmt: {
        const pb::IfStmt& i = s.if_stmt();
        Scope scope(this, "if");
        ir::ExprPtr cond = RequiredExpr(i.has_condition(), i.condition(), "condition");
        ir::StmtPtr then_body = RequiredStmt(i.has_then_body(), i.then_body(), "then_body");
        ir::StmtPtr else_body;
        if (i.has_else_body()) {
          Scope e(this, "else_body");
          else_body = ReadStmt(i.else_body());
        }
        std::vector<ir::VarPtr> return_vars = ReadVarList(i.return_vars(), "return_vars");
        return std::make_shared<ir::IfStmt>(std::move(cond), std::move(then_body),
                                            std::move(else_body), std::move(return_vars), span);
      }
      case pb::Stmt::kForStmt: {
        const pb::ForStmt& f = s.for_stmt();
        Scope scope(this, "for");
        ir::VarPtr loop_var = LookupVar(f.loop_var(), "loop_var");
        ir::ExprPtr start = RequiredExpr(f.has_start(), f.start(), "start");
        ir::ExprPtr stop = RequiredExpr(f.has_stop(), f.stop(), "stop");
        ir::ExprPtr step = RequiredExpr(f.has_step(), f.step(), "step");
        std::vector<ir::IterArgPtr> iter_args = ReadIterArgs(f.iter_args());
        ir::StmtPtr body = RequiredStmt(f.has_body(), f.body(), "body");
        std::vector<ir::VarPtr> return_vars = ReadVarList(f.return_vars(), "return_vars");
        ir::ForKind kind = ReadEnum<ir::ForKind>(f.kind(), "kind");
        ir::Attrs attrs = ReadAttrs(f.attrs(), "attrs");
        return std::make_shared<ir::ForStmt>(std::move(loop_var), std::move(start), std::move(stop),
                                             std::move(step), std::move(iter_args), std::move(body),
                                             std::move(return_vars), kind, std::move(attrs), span);
      }
      case pb::Stmt::kWhileStmt: {
        const pb::WhileStmt& w = s.while_stmt();
        Scope scope(this, "while");
        ir::ExprPtr cond = RequiredExpr(w.has_condition(), w.condition(), "condition");
        std::vector<ir::IterArgPtr> iter_args = ReadIterArgs(w.iter_args());
        ir::StmtPtr body = RequiredStmt(w.has_body(), w.body(), "body");
        std::vector<ir::VarPtr> return_vars = ReadVarList(w.return_vars(), "return_vars");
        return std::make_shared<ir::WhileStmt>(std::move(cond), std::move(iter_args),
                                               std::move(body), std::move(return_vars), span);
      }
      case pb::Stmt::kScope: {
        const pb::ScopeStmt& sc = s.scope();
        Scope scope(this, "scope");
        ir::ScopeStmt::Fields f;
        f.scope_kind = ReadEnum<ir::ScopeKind>(sc.kind(), "kind");
        f.name_hint = sc.name_hint();
        f.level = ReadOptionalEnum<ir::Level>(sc.level(), "level");
        f.role = ReadOptionalEnum<ir::Role>(sc.role(), "role");
        f.split = ReadEnum<ir::SplitMode>(sc.split(), "split");
        f.split_written = sc.split_written();
        f.core_num = OptionalExpr(sc.has_core_num(), sc.core_num(), "core_num");
        f.sync_start = sc.sync_start();
        f.manual = sc.manual();
        f.count = sc.count();
        if (sc.loop_var() != 0) f.loop_var = LookupVar(sc.loop_var(), "loop_var");
        f.attrs = ReadAttrs(sc.attrs(), "attrs");
        ir::StmtPtr body = RequiredStmt(sc.has_body(), sc.body(), "body");
        return std::make_shared<ir::ScopeStmt>(std::move(f), std::move(body), span);
      }
      case pb::Stmt::kBreakStmt:
        return std::make_shared<ir::BreakStmt>(span);
      case pb::Stmt::kContinueStmt:
        return std::make_shared<ir::ContinueStmt>(span);
      case pb::Stmt::KIND_NOT_SET:
        break;
    }
    Fail("statement has no kind set");
  }

  // --- Functions and the program -------------------------------------------

  ir::FunctionPtr ReadFunction(const pb::Function& fn) {
    ir::Function::Fields f;
    f.name = fn.name();
    f.func_type = ReadEnum<ir::FunctionType>(fn.func_type(), "func_type");
    for (int i = 0; i < fn.params_size(); ++i) {
      Scope s(this, absl::StrCat("params[", i, "]"));
      f.params.push_back(LookupVar(fn.params(i).var(), "var"));
      f.param_directions.push_back(
          ReadEnum<ir::ParamDirection>(fn.params(i).direction(), "direction"));
    }
    for (int i = 0; i < fn.return_types_size(); ++i) {
      Scope s(this, absl::StrCat("return_types[", i, "]"));
      f.return_types.push_back(ReadType(fn.return_types(i)));
    }
    f.body = RequiredStmt(fn.has_body(), fn.body(), "body");
    f.level = ReadOptionalEnum<ir::Level>(fn.level(), "level");
    f.role = ReadOptionalEnum<ir::Role>(fn.role(), "role");
    f.attrs = ReadAttrs(fn.attrs(), "attrs");
    return std::make_shared<ir::Function>(std::move(f), NodeSpan(fn));
  }

  ir::ProgramPtr ReadProgram() {
    files_.reserve(in_.files_size());
    for (const std::string& file : in_.files()) {
      files_.push_back(FileRef::Intern(file));
    }
    // Function names first: calls may refer to any function of the program.
    for (int i = 0; i < in_.functions_size(); ++i) {
      const std::string& name = in_.functions(i).name();
      Scope s(this, absl::StrCat("functions[", i, "]"));
      if (name.empty()) Fail("function without a name");
      if (!function_names_.insert(name).second) {
        Fail(absl::StrCat("duplicate function name ", Quote(name)));
      }
    }
    ReadVarTable();
    std::vector<ir::FunctionPtr> functions;
    functions.reserve(in_.functions_size());
    for (int i = 0; i < in_.functions_size(); ++i) {
      Scope s(this, absl::StrCat("function ", Quote(in_.functions(i).name())));
      functions.push_back(ReadFunction(in_.functions(i)));
    }
    Span span = NodeSpan(in_);
    return std::make_shared<ir::Program>(in_.name(), std::move(functions), span);
  }

  const pb::Program& in_;
  const ProtoToIrOptions& options_;
  std::vector<FileRef> files_;
  std::unordered_map<uint64_t, ir::VarPtr> vars_;
  std::set<std::string> function_names_;
  std::vector<std::string> path_;
  int depth_ = 0;
};

}  // namespace

absl::StatusOr<ir::ProgramPtr> ProgramFromProto(const ptoc::v1::Program& program,
                                                const ProtoToIrOptions& options) {
  return FromProtoConverter(program, options).Run();
}

}  // namespace ptoc::proto
