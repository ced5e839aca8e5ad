#include "compiler/proto/ir_to_proto.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/base/status.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::proto {
namespace {

namespace pb = ::ptoc::v1;
using google::protobuf::RepeatedPtrField;

// Every proto enum is the C++ enum shifted by one (0 is *_UNSPECIFIED).
template <typename P, typename E>
P ToPb(E value) {
  return static_cast<P>(static_cast<int>(value) + 1);
}

class ToProtoConverter {
 public:
  absl::StatusOr<pb::Program> Run(const ir::ProgramPtr& program) {
    pb::Program out;
    if (!program) return absl::InvalidArgumentError("ProgramToProto: null program");
    out_ = &out;
    try {
      out.set_name(program->name());
      SetNodeSpan(*program, &out);
      for (const ir::FunctionPtr& func : program->functions()) {
        Scope scope(this, absl::StrCat("function '", func ? func->name() : "", "'"));
        ConvertFunction(func, out.add_functions());
      }
    } catch (const CompileError& e) {
      return e.status();
    }
    return out;
  }

 private:
  // Path of the element being converted, for error messages.
  struct Scope {
    Scope(ToProtoConverter* c, std::string label) : c(c) { c->path_.push_back(std::move(label)); }
    ~Scope() { c->path_.pop_back(); }
    ToProtoConverter* c;
  };

  [[noreturn]] void Fail(absl::string_view message) {
    ThrowStatus(absl::InvalidArgumentError(
        absl::StrCat("ProgramToProto: ", absl::StrJoin(path_, " / "), ": ", message)));
  }

  uint32_t FileIndex(FileRef file) {
    auto it = file_index_.find(*file);
    if (it != file_index_.end()) return it->second;
    out_->add_files(*file);
    uint32_t index = static_cast<uint32_t>(out_->files_size());  // 1-based
    file_index_.emplace(*file, index);
    return index;
  }

  // Writes `span` unless it is entirely unknown (then leaves `out` unset).
  void SetSpan(const Span& span, pb::Span* out) {
    if (!span.file && span.begin_line == 0 && span.begin_col == 0 && span.end_line == 0 &&
        span.end_col == 0) {
      return;
    }
    if (span.file) out->set_file(FileIndex(span.file));
    out->set_begin_line(span.begin_line);
    out->set_begin_col(span.begin_col);
    out->set_end_line(span.end_line);
    out->set_end_col(span.end_col);
  }

  template <typename Msg>
  void SetNodeSpan(const ir::Node& node, Msg* msg) {
    const Span& s = node.span();
    if (s.file || s.begin_line || s.begin_col || s.end_line || s.end_col) {
      SetSpan(s, msg->mutable_span());
    }
  }

  // The id of `var`, defining it in Program.vars (after everything it refers
  // to) on first encounter.
  uint64_t VarId(const ir::VarPtr& var) {
    if (!var) Fail("missing variable");
    auto it = var_ids_.find(var.get());
    if (it != var_ids_.end()) return it->second;
    if (!in_progress_.insert(var.get()).second) {
      Fail(absl::StrCat("variable '", var->name_hint(), "' refers to itself"));
    }
    Scope scope(this, absl::StrCat("variable '", var->name_hint(), "'"));
    pb::Var def;
    def.set_name_hint(var->name_hint());
    SetNodeSpan(*var, &def);
    if (auto memref = ir::As<ir::MemRef>(var)) {
      pb::MemRefInfo* info = def.mutable_memref();
      if (memref->base()) {
        Scope s(this, "base");
        info->set_base(VarId(memref->base()));
      }
      if (memref->byte_offset()) {
        Scope s(this, "byte_offset");
        ConvertExpr(memref->byte_offset(), info->mutable_byte_offset());
      }
      info->set_size(memref->size());
      info->set_pinned(memref->pinned());
      info->set_slot_count(memref->slot_count());
      if (memref->slot_index()) {
        Scope s(this, "slot_index");
        ConvertExpr(memref->slot_index(), info->mutable_slot_index());
      }
    } else {
      {
        Scope s(this, "type");
        ConvertType(var->type(), def.mutable_type());
      }
      if (auto iter_arg = ir::As<ir::IterArg>(var)) {
        Scope s(this, "init_value");
        ConvertExpr(iter_arg->init_value(), def.mutable_iter_arg()->mutable_init_value());
      }
    }
    uint64_t id = next_var_id_++;
    def.set_id(id);
    *out_->add_vars() = std::move(def);
    in_progress_.erase(var.get());
    var_ids_.emplace(var.get(), id);
    return id;
  }

  void ConvertExprList(const std::vector<ir::ExprPtr>& exprs, const char* field,
                       RepeatedPtrField<pb::Expr>* out) {
    for (size_t i = 0; i < exprs.size(); ++i) {
      Scope s(this, absl::StrCat(field, "[", i, "]"));
      ConvertExpr(exprs[i], out->Add());
    }
  }

  void ConvertType(const ir::TypePtr& type, pb::Type* out) {
    if (!type) Fail("missing type");
    SetNodeSpan(*type, out);
    switch (type->kind()) {
      case ir::NodeKind::kUnknownType:
        out->mutable_unknown();
        return;
      case ir::NodeKind::kScalarType:
        out->mutable_scalar()->set_dtype(
            ToPb<pb::DataType>(static_cast<const ir::ScalarType&>(*type).dtype()));
        return;
      case ir::NodeKind::kPtrType:
        out->mutable_ptr();
        return;
      case ir::NodeKind::kMemRefType:
        out->mutable_memref();
        return;
      case ir::NodeKind::kArrayType: {
        const auto& t = static_cast<const ir::ArrayType&>(*type);
        out->mutable_array()->set_extent(t.extent());
        out->mutable_array()->set_dtype(ToPb<pb::DataType>(t.dtype()));
        return;
      }
      case ir::NodeKind::kTupleType: {
        const auto& t = static_cast<const ir::TupleType&>(*type);
        pb::TupleType* tuple = out->mutable_tuple();
        for (size_t i = 0; i < t.types().size(); ++i) {
          Scope s(this, absl::StrCat("types[", i, "]"));
          ConvertType(t.types()[i], tuple->add_types());
        }
        return;
      }
      case ir::NodeKind::kTensorType: {
        const auto& t = static_cast<const ir::TensorType&>(*type);
        pb::TensorType* tensor = out->mutable_tensor();
        ConvertExprList(t.shape(), "shape", tensor->mutable_shape());
        tensor->set_dtype(ToPb<pb::DataType>(t.dtype()));
        if (t.view()) {
          Scope s(this, "view");
          pb::TensorView* view = tensor->mutable_view();
          ConvertExprList(t.view()->valid_shape, "valid_shape", view->mutable_valid_shape());
          ConvertExprList(t.view()->stride, "stride", view->mutable_stride());
          view->set_layout(ToPb<pb::TensorLayout>(t.view()->layout));
          view->set_pad(ToPb<pb::PadValue>(t.view()->pad));
        }
        if (t.memref()) {
          Scope s(this, "memref");
          tensor->set_memref(VarId(t.memref()));
        }
        return;
      }
      case ir::NodeKind::kTileType: {
        const auto& t = static_cast<const ir::TileType&>(*type);
        pb::TileType* tile = out->mutable_tile();
        ConvertExprList(t.shape(), "shape", tile->mutable_shape());
        tile->set_dtype(ToPb<pb::DataType>(t.dtype()));
        if (t.memory_space()) tile->set_memory_space(ToPb<pb::MemorySpace>(*t.memory_space()));
        if (t.view()) {
          Scope s(this, "view");
          const ir::TileView& v = *t.view();
          pb::TileView* view = tile->mutable_view();
          ConvertExprList(v.valid_shape, "valid_shape", view->mutable_valid_shape());
          ConvertExprList(v.stride, "stride", view->mutable_stride());
          if (v.start_offset) {
            Scope s2(this, "start_offset");
            ConvertExpr(v.start_offset, view->mutable_start_offset());
          }
          view->set_blayout(ToPb<pb::TileLayout>(v.blayout));
          view->set_slayout(ToPb<pb::TileLayout>(v.slayout));
          view->set_fractal(v.fractal);
          view->set_pad(ToPb<pb::PadValue>(v.pad));
          view->set_compact(ToPb<pb::CompactMode>(v.compact));
        }
        if (t.memref()) {
          Scope s(this, "memref");
          tile->set_memref(VarId(t.memref()));
        }
        return;
      }
      default:
        Fail("node is not a type");
    }
  }

  void ConvertAttrValue(const ir::AttrValue& value, pb::AttrValue* out) {
    switch (value.kind()) {
      case ir::AttrValue::Kind::kNone:
        out->mutable_none();
        return;
      case ir::AttrValue::Kind::kBool:
        out->set_bool_value(value.AsBool());
        return;
      case ir::AttrValue::Kind::kInt:
        out->set_int_value(value.AsInt());
        return;
      case ir::AttrValue::Kind::kFloat:
        out->set_float_value(value.AsFloat());
        return;
      case ir::AttrValue::Kind::kString:
        out->set_string_value(value.AsString());
        return;
      case ir::AttrValue::Kind::kDataType:
        out->set_dtype_value(ToPb<pb::DataType>(value.AsDataType()));
        return;
      case ir::AttrValue::Kind::kEnum:
        out->mutable_enum_value()->set_qualifier(value.EnumQualifier());
        out->mutable_enum_value()->set_name(value.AsString());
        return;
      case ir::AttrValue::Kind::kExpr:
        ConvertExpr(value.AsExpr(), out->mutable_expr_value());
        return;
      case ir::AttrValue::Kind::kList: {
        pb::AttrList* list = out->mutable_list_value();
        for (size_t i = 0; i < value.AsList().size(); ++i) {
          Scope s(this, absl::StrCat("[", i, "]"));
          ConvertAttrValue(value.AsList()[i], list->add_items());
        }
        return;
      }
    }
    Fail("unknown attribute value kind");
  }

  void ConvertAttrs(const ir::Attrs& attrs, const char* field, RepeatedPtrField<pb::Attr>* out) {
    for (const auto& [key, value] : attrs) {
      Scope s(this, absl::StrCat(field, " '", key, "'"));
      pb::Attr* attr = out->Add();
      attr->set_key(key);
      ConvertAttrValue(value, attr->mutable_value());
    }
  }

  void ConvertExpr(const ir::ExprPtr& expr, pb::Expr* out) {
    if (!expr) Fail("missing expression");
    switch (expr->kind()) {
      case ir::NodeKind::kVar:
      case ir::NodeKind::kIterArg:
      case ir::NodeKind::kMemRef:
        out->set_var(VarId(std::static_pointer_cast<const ir::Var>(expr)));
        return;
      default:
        break;
    }
    SetNodeSpan(*expr, out);
    switch (expr->kind()) {
      case ir::NodeKind::kConstInt: {
        const auto& e = static_cast<const ir::ConstInt&>(*expr);
        out->mutable_const_int()->set_value(e.value());
        out->mutable_const_int()->set_dtype(ToPb<pb::DataType>(e.dtype()));
        return;
      }
      case ir::NodeKind::kConstFloat: {
        const auto& e = static_cast<const ir::ConstFloat&>(*expr);
        out->mutable_const_float()->set_value(e.value());
        out->mutable_const_float()->set_dtype(ToPb<pb::DataType>(e.dtype()));
        return;
      }
      case ir::NodeKind::kConstBool:
        out->mutable_const_bool()->set_value(static_cast<const ir::ConstBool&>(*expr).value());
        return;
      case ir::NodeKind::kBinary: {
        const auto& e = static_cast<const ir::BinaryExpr&>(*expr);
        pb::BinaryExpr* b = out->mutable_binary();
        b->set_op(ToPb<pb::BinaryOp>(e.op()));
        {
          Scope s(this, "lhs");
          ConvertExpr(e.lhs(), b->mutable_lhs());
        }
        {
          Scope s(this, "rhs");
          ConvertExpr(e.rhs(), b->mutable_rhs());
        }
        b->set_dtype(ToPb<pb::DataType>(e.dtype()));
        return;
      }
      case ir::NodeKind::kUnary: {
        const auto& e = static_cast<const ir::UnaryExpr&>(*expr);
        pb::UnaryExpr* u = out->mutable_unary();
        u->set_op(ToPb<pb::UnaryOp>(e.op()));
        Scope s(this, "operand");
        ConvertExpr(e.operand(), u->mutable_operand());
        u->set_dtype(ToPb<pb::DataType>(e.dtype()));
        return;
      }
      case ir::NodeKind::kCall: {
        const auto& e = static_cast<const ir::Call&>(*expr);
        Scope s(this, absl::StrCat("call '", e.op() ? e.callee_name() : "", "'"));
        if (!e.op()) Fail("call without callee");
        pb::Call* call = out->mutable_call();
        if (e.IsFunctionCall()) {
          call->set_function(e.callee_name());
        } else {
          call->set_op(e.callee_name());
        }
        ConvertExprList(e.args(), "args", call->mutable_args());
        ConvertAttrs(e.kwargs(), "kwarg", call->mutable_kwargs());
        ConvertAttrs(e.attrs(), "attr", call->mutable_attrs());
        Scope t(this, "type");
        ConvertType(e.type(), call->mutable_type());
        return;
      }
      case ir::NodeKind::kMakeTuple: {
        const auto& e = static_cast<const ir::MakeTuple&>(*expr);
        ConvertExprList(e.elements(), "elements", out->mutable_make_tuple()->mutable_elements());
        return;
      }
      case ir::NodeKind::kTupleGetItem: {
        const auto& e = static_cast<const ir::TupleGetItem&>(*expr);
        pb::TupleGetItem* g = out->mutable_tuple_get_item();
        Scope s(this, "tuple");
        ConvertExpr(e.tuple(), g->mutable_tuple());
        g->set_index(e.index());
        return;
      }
      case ir::NodeKind::kSubmit:
        Fail("a task launch (pl.submit) has no protobuf form in ptoc.v1");
      default:
        Fail("node is not an expression");
    }
  }

  void ConvertVarList(const std::vector<ir::VarPtr>& vars, const char* field,
                      google::protobuf::RepeatedField<uint64_t>* out) {
    for (size_t i = 0; i < vars.size(); ++i) {
      Scope s(this, absl::StrCat(field, "[", i, "]"));
      out->Add(VarId(vars[i]));
    }
  }

  void ConvertIterArgs(const std::vector<ir::IterArgPtr>& vars,
                       google::protobuf::RepeatedField<uint64_t>* out) {
    for (size_t i = 0; i < vars.size(); ++i) {
      Scope s(this, absl::StrCat("iter_args[", i, "]"));
      out->Add(VarId(vars[i]));
    }
  }

  void ConvertBody(const ir::StmtPtr& body, const char* field, pb::Stmt* out) {
    Scope s(this, field);
    ConvertStmt(body, out);
  }

  void ConvertStmt(const ir::StmtPtr& stmt, pb::Stmt* out) {
    if (!stmt) Fail("missing statement");
    SetNodeSpan(*stmt, out);
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        const auto& s = static_cast<const ir::AssignStmt&>(*stmt);
        Scope scope(this, "assign");
        pb::AssignStmt* a = out->mutable_assign();
        {
          Scope v(this, "var");
          a->set_var(VarId(s.var()));
        }
        Scope v(this, "value");
        ConvertExpr(s.value(), a->mutable_value());
        return;
      }
      case ir::NodeKind::kEval: {
        Scope scope(this, "eval");
        ConvertExpr(static_cast<const ir::EvalStmt&>(*stmt).expr(),
                    out->mutable_eval()->mutable_expr());
        return;
      }
      case ir::NodeKind::kSeq: {
        const auto& s = static_cast<const ir::SeqStmts&>(*stmt);
        pb::SeqStmts* seq = out->mutable_seq();
        for (size_t i = 0; i < s.stmts().size(); ++i) {
          Scope scope(this, absl::StrCat("seq[", i, "]"));
          ConvertStmt(s.stmts()[i], seq->add_stmts());
        }
        return;
      }
      case ir::NodeKind::kReturn: {
        Scope scope(this, "return");
        ConvertExprList(static_cast<const ir::ReturnStmt&>(*stmt).values(), "values",
                        out->mutable_return_stmt()->mutable_values());
        return;
      }
      case ir::NodeKind::kYield: {
        Scope scope(this, "yield");
        ConvertExprList(static_cast<const ir::YieldStmt&>(*stmt).values(), "values",
                        out->mutable_yield_stmt()->mutable_values());
        return;
      }
      case ir::NodeKind::kIf: {
        const auto& s = static_cast<const ir::IfStmt&>(*stmt);
        Scope scope(this, "if");
        pb::IfStmt* i = out->mutable_if_stmt();
        {
          Scope c(this, "condition");
          ConvertExpr(s.condition(), i->mutable_condition());
        }
        ConvertBody(s.then_body(), "then_body", i->mutable_then_body());
        if (s.else_body()) ConvertBody(s.else_body(), "else_body", i->mutable_else_body());
        ConvertVarList(s.return_vars(), "return_vars", i->mutable_return_vars());
        return;
      }
      case ir::NodeKind::kFor: {
        const auto& s = static_cast<const ir::ForStmt&>(*stmt);
        Scope scope(this, "for");
        pb::ForStmt* f = out->mutable_for_stmt();
        {
          Scope v(this, "loop_var");
          f->set_loop_var(VarId(s.loop_var()));
        }
        {
          Scope v(this, "start");
          ConvertExpr(s.start(), f->mutable_start());
        }
        {
          Scope v(this, "stop");
          ConvertExpr(s.stop(), f->mutable_stop());
        }
        {
          Scope v(this, "step");
          ConvertExpr(s.step(), f->mutable_step());
        }
        ConvertIterArgs(s.iter_args(), f->mutable_iter_args());
        ConvertBody(s.body(), "body", f->mutable_body());
        ConvertVarList(s.return_vars(), "return_vars", f->mutable_return_vars());
        f->set_kind(ToPb<pb::ForKind>(s.for_kind()));
        ConvertAttrs(s.attrs(), "attr", f->mutable_attrs());
        return;
      }
      case ir::NodeKind::kWhile: {
        const auto& s = static_cast<const ir::WhileStmt&>(*stmt);
        Scope scope(this, "while");
        pb::WhileStmt* w = out->mutable_while_stmt();
        {
          Scope v(this, "condition");
          ConvertExpr(s.condition(), w->mutable_condition());
        }
        ConvertIterArgs(s.iter_args(), w->mutable_iter_args());
        ConvertBody(s.body(), "body", w->mutable_body());
        ConvertVarList(s.return_vars(), "return_vars", w->mutable_return_vars());
        return;
      }
      case ir::NodeKind::kScope: {
        const auto& s = static_cast<const ir::ScopeStmt&>(*stmt);
        const ir::ScopeStmt::Fields& f = s.fields();
        Scope scope(this, "scope");
        pb::ScopeStmt* sc = out->mutable_scope();
        sc->set_kind(ToPb<pb::ScopeKind>(f.scope_kind));
        sc->set_name_hint(f.name_hint);
        if (f.level) sc->set_level(ToPb<pb::Level>(*f.level));
        if (f.role) sc->set_role(ToPb<pb::Role>(*f.role));
        sc->set_split(ToPb<pb::SplitMode>(f.split));
        sc->set_split_written(f.split_written);
        if (f.core_num) {
          Scope v(this, "core_num");
          ConvertExpr(f.core_num, sc->mutable_core_num());
        }
        sc->set_sync_start(f.sync_start);
        sc->set_manual(f.manual);
        sc->set_count(f.count);
        if (f.loop_var) {
          Scope v(this, "loop_var");
          sc->set_loop_var(VarId(f.loop_var));
        }
        ConvertAttrs(f.attrs, "attr", sc->mutable_attrs());
        ConvertBody(s.body(), "body", sc->mutable_body());
        return;
      }
      case ir::NodeKind::kBreak:
        out->mutable_break_stmt();
        return;
      case ir::NodeKind::kContinue:
        out->mutable_continue_stmt();
        return;
      default:
        Fail("node is not a statement");
    }
  }

  void ConvertFunction(const ir::FunctionPtr& func, pb::Function* out) {
    if (!func) Fail("missing function");
    out->set_name(func->name());
    out->set_func_type(ToPb<pb::FunctionType>(func->func_type()));
    for (size_t i = 0; i < func->params().size(); ++i) {
      Scope s(this, absl::StrCat("params[", i, "]"));
      pb::Param* param = out->add_params();
      param->set_var(VarId(func->params()[i]));
      ir::ParamDirection dir = i < func->param_directions().size() ? func->param_directions()[i]
                                                                   : ir::ParamDirection::kIn;
      param->set_direction(ToPb<pb::ParamDirection>(dir));
    }
    for (size_t i = 0; i < func->return_types().size(); ++i) {
      Scope s(this, absl::StrCat("return_types[", i, "]"));
      ConvertType(func->return_types()[i], out->add_return_types());
    }
    ConvertBody(func->body(), "body", out->mutable_body());
    if (func->level()) out->set_level(ToPb<pb::Level>(*func->level()));
    if (func->role()) out->set_role(ToPb<pb::Role>(*func->role()));
    ConvertAttrs(func->attrs(), "attr", out->mutable_attrs());
    SetNodeSpan(*func, out);
  }

  pb::Program* out_ = nullptr;
  std::vector<std::string> path_;
  std::unordered_map<std::string, uint32_t> file_index_;
  std::unordered_map<const ir::Var*, uint64_t> var_ids_;
  std::unordered_set<const ir::Var*> in_progress_;
  uint64_t next_var_id_ = 1;
};

}  // namespace

absl::StatusOr<ptoc::v1::Program> ProgramToProto(const ir::ProgramPtr& program) {
  return ToProtoConverter().Run(program);
}

}  // namespace ptoc::proto
