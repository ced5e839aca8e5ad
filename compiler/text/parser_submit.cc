// Task launches of the DSL: `pl.submit(self.kernel, args..., deps=[...])`,
// `pl.spmd_submit(..., core_num=N)` and the `None` TaskId sentinel. A submit
// is an expression whose value is Tuple[<kernel results>..., Scalar[TASK_ID]];
// `out, tid = pl.submit(...)` unpacks it through a `_submit_tmp` tuple.
#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/text/parser_internal.h"
#include "compiler/text/printer.h"

namespace ptoc::text::internal {
namespace {

bool IsTaskIdDep(const ir::ExprPtr& e) {
  if (!ir::IsA<ir::Var>(e)) return false;
  if (auto scalar = ir::As<ir::ScalarType>(e->type())) {
    return scalar->dtype() == ir::DataType::kTaskId;
  }
  auto array = ir::As<ir::ArrayType>(e->type());
  return array && array->dtype() == ir::DataType::kTaskId;
}

// A `True` / `False` literal (an expression or an attribute value).
std::optional<bool> BoolLiteral(const Value& v) {
  if (v.is_expr()) {
    if (auto b = ir::As<ir::ConstBool>(v.expr)) return b->value();
    return std::nullopt;
  }
  if (v.attr.kind() == ir::AttrValue::Kind::kBool) return v.attr.AsBool();
  return std::nullopt;
}

bool IsOutParam(ir::ParamDirection d) {
  return d == ir::ParamDirection::kOut || d == ir::ParamDirection::kInOut;
}

// The `tensor.read` call of `read OP literal` / `literal OP read` (through
// casts), or null.
const ir::Call* PredicateRead(const ir::BinaryExpr& cmp) {
  auto strip_casts = [](const ir::ExprPtr& e) {
    const ir::Expr* x = e.get();
    while (x->kind() == ir::NodeKind::kUnary &&
           static_cast<const ir::UnaryExpr*>(x)->op() == ir::UnaryOp::kCast) {
      x = static_cast<const ir::UnaryExpr*>(x)->operand().get();
    }
    return x;
  };
  auto as_read = [](const ir::Expr* e) -> const ir::Call* {
    if (e->kind() != ir::NodeKind::kCall) return nullptr;
    const auto* call = static_cast<const ir::Call*>(e);
    return call->callee_name() == "tensor.read" ? call : nullptr;
  };
  const ir::Expr* lhs = strip_casts(cmp.lhs());
  const ir::Expr* rhs = strip_casts(cmp.rhs());
  if (const ir::Call* read = as_read(lhs); read && rhs->kind() == ir::NodeKind::kConstInt) {
    return read;
  }
  if (const ir::Call* read = as_read(rhs); read && lhs->kind() == ir::NodeKind::kConstInt) {
    return read;
  }
  return nullptr;
}

// The tensor a well-formed predicate reads, or null.
ir::ExprPtr PredicateOperand(const ir::ExprPtr& predicate) {
  const auto* cmp = ir::AsPtr<ir::BinaryExpr>(predicate);
  if (cmp == nullptr || !ir::IsComparison(cmp->op())) return nullptr;
  const ir::Call* read = PredicateRead(*cmp);
  return read && !read->args().empty() ? read->args()[0] : nullptr;
}

}  // namespace

std::string ExprClassName(const ir::ExprPtr& e) {
  switch (e->kind()) {
    case ir::NodeKind::kBinary:
      return std::string(ir::BinaryOpName(static_cast<const ir::BinaryExpr&>(*e).op()));
    case ir::NodeKind::kUnary:
      return std::string(ir::UnaryOpName(static_cast<const ir::UnaryExpr&>(*e).op()));
    case ir::NodeKind::kVar:
      return "Var";
    case ir::NodeKind::kIterArg:
      return "IterArg";
    case ir::NodeKind::kMemRef:
      return "MemRef";
    case ir::NodeKind::kConstInt:
      return "ConstInt";
    case ir::NodeKind::kConstFloat:
      return "ConstFloat";
    case ir::NodeKind::kConstBool:
      return "ConstBool";
    case ir::NodeKind::kCall:
      return "Call";
    case ir::NodeKind::kSubmit:
      return "Submit";
    case ir::NodeKind::kMakeTuple:
      return "MakeTuple";
    case ir::NodeKind::kTupleGetItem:
      return "TupleGetItemExpr";
    default:
      return "Expr";
  }
}

ir::ExprPtr Parser::ParseDispatchPredicate(const std::string& owner) {
  const Span at = SpanOf(PeekOp(Op::kLParen) ? Peek(1) : Peek());
  const std::string help =
      "\nhelp: use predicate=(tensor[i0, ...] > 0) — one comparison against an integer literal";
  // `None` is the invalid-TaskId call here, as in the reference.
  const bool none = PeekKw(Kw::kNone_);
  ir::ExprPtr predicate = none ? nullptr : ToExpr(ParseValue(), "a dispatch predicate");
  const auto* cmp = ir::AsPtr<ir::BinaryExpr>(predicate);
  if (cmp == nullptr || !ir::IsComparison(cmp->op())) {
    const auto* call = ir::AsPtr<ir::Call>(predicate);
    const bool task_invalid =
        none || (call != nullptr && call->callee_name() == "system.task_invalid");
    FailAt(
        at,
        absl::StrCat(
            "'", owner, "' predicate must be a single comparison (==, !=, >, <, >=, <=); got ",
            none ? "Call" : ExprClassName(predicate),
            task_invalid ? " (to dispatch unconditionally, omit predicate= entirely)" : "", help));
  }
  const ir::Call* read = PredicateRead(*cmp);
  if (read == nullptr) {
    FailAt(at, absl::StrCat("'", owner,
                            "' predicate must compare one tensor element (e.g. t[i]) against an "
                            "integer literal; the runtime evaluates a single element-vs-constant "
                            "comparison",
                            help));
  }
  const ir::TypePtr operand_type = read->args().empty() ? nullptr : read->args()[0]->type();
  const auto* tensor = operand_type ? ir::AsPtr<ir::TensorType>(operand_type) : nullptr;
  if (tensor == nullptr) {
    FailAt(at, absl::StrCat("predicate operand must be a tensor, got ",
                            operand_type ? PrintType(operand_type) : "nothing", help));
  }
  // The runtime sign-extends the element it reads: an unsigned operand could
  // compare as negative, and sub-byte elements cannot be read one by one.
  const ir::DataType dtype = tensor->dtype();
  const int bits = ir::DataTypeBits(dtype);
  if (!ir::IsSignedInt(dtype) || (bits != 8 && bits != 16 && bits != 32 && bits != 64)) {
    FailAt(at, absl::StrCat("predicate operand must be a signed 8/16/32/64-bit integer tensor, "
                            "got ",
                            ir::DataTypeString(dtype),
                            ". The runtime sign-extends the value it reads, so an unsigned "
                            "operand can compare as negative and silently invert the dispatch "
                            "decision",
                            help));
  }
  std::vector<ir::ExprPtr> indices;
  if (read->args().size() >= 2) {
    if (const auto* tuple = ir::AsPtr<ir::MakeTuple>(read->args()[1])) {
      indices = tuple->elements();
    } else {
      indices.push_back(read->args()[1]);
    }
  }
  for (const ir::ExprPtr& index : indices) {
    const auto* scalar = ir::AsPtr<ir::ScalarType>(index->type());
    if (scalar == nullptr || !ir::IsInt(scalar->dtype())) {
      FailAt(at, absl::StrCat("predicate indices must be integer scalars, got ",
                              PrintType(index->type()), help));
    }
    // The runtime keeps indices as uint32_t.
    if (const auto* c = ir::AsPtr<ir::ConstInt>(index); c && c->value() < 0) {
      FailAt(at, absl::StrCat("predicate index must be non-negative, got ", c->value(),
                              "; the runtime stores indices as uint32_t, so a negative value "
                              "wraps to an out-of-bounds address",
                              help));
    }
  }
  const size_t rank = tensor->shape().size();
  if (indices.size() != rank) {
    FailAt(at, absl::StrCat("predicate needs ", rank,
                            " index(es) to locate a single element of a "
                            "rank-",
                            rank, " tensor, got ", indices.size(), help));
  }
  return predicate;
}

void Parser::CheckPredicateProducer(const std::string& owner, const ir::ExprPtr& predicate,
                                    const std::vector<ir::ExprPtr>& deps, const Span& at,
                                    bool deps_accepted) const {
  ir::ExprPtr operand = PredicateOperand(predicate);
  if (!ir::IsA<ir::Var>(operand)) return;
  auto it = task_producers_.find(std::static_pointer_cast<const ir::Var>(operand));
  if (it == task_producers_.end()) return;
  const TaskProducer& producer = it->second;
  // An array of TaskIds does not name its producers one by one.
  for (const ir::ExprPtr& d : deps) {
    if (ir::IsA<ir::ArrayType>(d->type())) return;
  }
  // The producer's TaskId, not a later rebinding of the same variable.
  auto gen = task_id_generations_.find(producer.task_id);
  const int current = gen == task_id_generations_.end() ? producer.generation : gen->second;
  const bool listed = std::find(deps.begin(), deps.end(), producer.task_id) != deps.end();
  if (listed && current == producer.generation) return;
  const std::string& tid = producer.task_id->name_hint();
  const char* why =
      "Without it the scheduler may evaluate the predicate before the producing task has "
      "written the tensor.";
  const std::string help =
      deps_accepted
          ? absl::StrCat("add the producer to the dependency list: deps=[", tid, "]. ", why)
          : absl::StrCat("this form does not accept deps=. Capture the TaskId instead: `with ",
                         prefix_, ".spmd(n, deps=[", tid, "], predicate=...) as tid:`. ", why);
  FailAt(at, absl::StrCat("'", owner, "' predicate reads '",
                          static_cast<const ir::Var&>(*operand).name_hint(),
                          "', which is produced by the task bound to '", tid, "', but '", tid,
                          "' is not in deps=\nhelp: ", help));
}

void Parser::RecordTaskProducer(const ir::VarPtr& task_id,
                                const std::vector<ir::VarPtr>& produced) {
  const int generation = ++task_id_generations_[task_id];
  for (const ir::VarPtr& v : produced) task_producers_[v] = TaskProducer{task_id, generation};
}

ir::ExprPtr Parser::MakeTaskInvalid(const Token& at) {
  Value v = CallRegisteredOp(at, "system.task_invalid", {}, {}, ir::Attrs());
  return ToExpr(v);
}

namespace {

// `arr[i]` on a TaskId array: an entry the parser gathers into a fresh array.
bool IsTaskIdElementRead(const ir::ExprPtr& e) {
  auto call = ir::As<ir::Call>(e);
  if (!call || call->callee_name() != "array.get_element" || call->args().empty()) return false;
  auto scalar = ir::As<ir::ScalarType>(e->type());
  auto array = ir::As<ir::ArrayType>(call->args()[0]->type());
  return scalar && scalar->dtype() == ir::DataType::kTaskId && array &&
         array->dtype() == ir::DataType::kTaskId;
}

// Folds an expression of constants (a comprehension filter); null otherwise.
ir::ExprPtr FoldConstant(const ir::ExprPtr& e) {
  if (ir::IsA<ir::ConstInt>(e) || ir::IsA<ir::ConstBool>(e)) return e;
  if (auto b = ir::As<ir::BinaryExpr>(e)) {
    ir::ExprPtr lhs = FoldConstant(b->lhs());
    ir::ExprPtr rhs = FoldConstant(b->rhs());
    return lhs && rhs ? ir::arith::TryConstFoldBinary(b->op(), lhs, rhs) : nullptr;
  }
  if (auto u = ir::As<ir::UnaryExpr>(e)) {
    ir::ExprPtr operand = FoldConstant(u->operand());
    return operand ? ir::arith::TryConstFoldUnary(u->op(), operand) : nullptr;
  }
  return nullptr;
}

}  // namespace

// Index (relative to the current token) of the first token from `k` on at
// bracket depth 0 that is the keyword `kw`, closes the enclosing bracket, or
// (when `stop_at_comma`) is a comma.
size_t Parser::ScanDepth0(size_t k, std::optional<Kw> kw, bool stop_at_comma) const {
  int depth = 0;
  for (;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd) return k;
    if (depth == 0 && kw && IsKw(t, *kw)) return k;
    if (t.kind != TokenKind::kOp) continue;
    if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) {
      ++depth;
    } else if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) {
      if (depth-- == 0) return k;
    } else if (depth == 0 && stop_at_comma && t.op == Op::kComma) {
      return k;
    }
  }
}

// The source text of tokens [begin, end) (relative to the current token).
std::string Parser::SourceText(size_t begin, size_t end) const {
  if (end <= begin) return "";
  const absl::string_view first = Peek(begin).text();
  const absl::string_view last = Peek(end - 1).text();
  return std::string(first.data(), last.data() + last.size() - first.data());
}

// The comprehension `<body> for NAME in <iterable> if <filter>...` at the
// current token, ending before the closing ']'. As in the reference, it is
// unrolled at parse time: the iterable and filters may use only Python-level
// values (literals, module constants, the loop name), and each kept value
// re-parses the body with the loop name bound to it.
void Parser::UnrollDepsComprehension(const std::string& owner, const Token& at,
                                     std::vector<DepsEntry>* entries) {
  const std::string prefix = absl::StrCat(owner, " deps= comprehension ");
  const size_t body = pos_;
  Seek(pos_ + ScanDepth0(0, Kw::kFor, false));
  Next();  // for
  const Token& target = ExpectName("as the comprehension target");
  if (PeekOp(Op::kComma)) {
    Fail(at, prefix +
                 "target must be a single name (v1)\nhelp: Use `for i in ...`, not "
                 "`for i, j in ...`.");
  }
  ExpectKw(Kw::kIn);
  const std::string loop_name(target.text());
  // Names bound to IR variables cannot be evaluated now.
  auto depends_on_ir = [&](size_t begin, size_t end) {
    for (size_t k = begin; k < end; ++k) {
      const Token& t = Peek(k);
      if (t.kind != TokenKind::kName || t.text() == loop_name) continue;
      if (k > 0 && PeekOp(Op::kDot, k - 1)) continue;  // attribute, not a name
      if (Lookup(t.text())) return true;
    }
    return false;
  };
  const size_t iter_end = std::min(ScanDepth0(0, Kw::kIf, false), ScanDepth0(0, Kw::kFor, false));
  if (PeekKw(Kw::kFor, iter_end)) {
    Fail(at, prefix + "supports a single `for` clause (v1)");
  }
  if (depends_on_ir(0, iter_end)) {
    Fail(at, prefix + "iterable depends on an IR variable; cannot unroll at parse time");
  }
  for (const char* dsl_loop : {"range", "parallel", "pipeline"}) {
    if (PeekPrefixed(dsl_loop)) {
      Fail(at, prefix +
                   "iterable is a DSL loop (`pl.range` / `pl.parallel` / `pl.pipeline`); cannot "
                   "unroll at parse time");
    }
  }
  std::vector<int64_t> values;
  auto int_value = [&](const Token& t) {
    ir::ExprPtr folded = FoldConstant(ToExpr(ParseValue(), "an index"));
    auto c = ir::As<ir::ConstInt>(folded);
    if (!c) {
      Fail(t, prefix + "iterable yielded a non-integer value; only integer indices are supported");
    }
    return c->value();
  };
  if (PeekName("range") && PeekOp(Op::kLParen, 1)) {
    Next();
    Next();
    std::vector<int64_t> bounds;
    while (!PeekOp(Op::kRParen)) {
      bounds.push_back(int_value(Peek()));
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRParen);
    if (bounds.empty() || bounds.size() > 3 || (bounds.size() == 3 && bounds[2] == 0)) {
      Fail(at, prefix + "iterable did not produce a sequence");
    }
    const int64_t lo = bounds.size() > 1 ? bounds[0] : 0;
    const int64_t hi = bounds.size() > 1 ? bounds[1] : bounds[0];
    const int64_t step = bounds.size() > 2 ? bounds[2] : 1;
    for (int64_t v = lo; step > 0 ? v < hi : v > hi; v += step) values.push_back(v);
  } else if (PeekOp(Op::kLParen) || PeekOp(Op::kLBracket)) {
    const Op close = PeekOp(Op::kLParen) ? Op::kRParen : Op::kRBracket;
    Next();
    while (!PeekOp(close)) {
      values.push_back(int_value(Peek()));
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(close);
  } else if (const ModuleConstant* list = ModuleListConstant(Peek()); list != nullptr) {
    // A module-level list or tuple, as Python reads the global.
    const Token& name = Next();
    for (const ir::ExprPtr& e : list->elements) {
      auto c = ir::As<ir::ConstInt>(e);
      if (!c) {
        Fail(name,
             prefix + "iterable yielded a non-integer value; only integer indices are supported");
      }
      values.push_back(c->value());
    }
  } else {
    Fail(at, prefix +
                 "iterable did not produce a sequence\nhelp: The iterable must be a Python "
                 "`range`, list, or tuple.");
  }
  std::vector<size_t> filters;  // token index of each filter
  while (AcceptKw(Kw::kIf)) {
    const size_t end = std::min(ScanDepth0(0, Kw::kIf, false), ScanDepth0(0, Kw::kFor, false));
    if (depends_on_ir(0, end)) {
      Fail(at, prefix + "filter depends on an IR variable; cannot unroll at parse time");
    }
    filters.push_back(pos_);
    Seek(pos_ + end);
  }
  if (PeekKw(Kw::kFor)) Fail(at, prefix + "supports a single `for` clause (v1)");
  const size_t end = pos_;

  // The loop name reads as a module constant while the filters and body are
  // re-parsed; it shadows a function variable of the same name.
  auto saved_constant = module_constants_.extract(loop_name);
  ir::VarPtr saved_var;
  if (auto it = env_.find(loop_name); it != env_.end()) {
    saved_var = it->second;
    env_.erase(it);
  }
  for (int64_t v : values) {
    ModuleConstant c{ModuleConstant::Kind::kInt};
    c.int_value = v;
    module_constants_[loop_name] = c;
    bool keep = true;
    for (size_t f : filters) {
      Seek(f);
      const Token& ft = Peek();
      auto folded = FoldConstant(ToExpr(ParseValue(), "a filter"));
      if (auto b = ir::As<ir::ConstBool>(folded)) {
        keep = keep && b->value();
      } else if (auto i = ir::As<ir::ConstInt>(folded)) {
        keep = keep && i->value() != 0;
      } else {
        Fail(ft, prefix + "filter depends on an IR variable; cannot unroll at parse time");
      }
    }
    if (!keep) continue;
    Seek(body);
    const size_t body_end = ScanDepth0(0, Kw::kFor, false);
    if (PeekKw(Kw::kNone_) && body_end == 1) continue;  // "no producer yet", as in a list
    entries->push_back({Peek(), SourceText(0, body_end), ToExpr(ParseValue(), "a dependency")});
  }
  module_constants_.erase(loop_name);
  if (saved_constant) module_constants_.insert(std::move(saved_constant));
  if (saved_var) env_[loop_name] = saved_var;
  Seek(end);
}

bool Parser::TupleDisplayAhead() const {
  if (!PeekOp(Op::kLParen)) return false;
  if (PeekOp(Op::kRParen, 1)) return true;  // ()
  const size_t end = ScanDepth0(1, std::nullopt, true);
  return PeekOp(Op::kComma, end);
}

std::vector<ir::ExprPtr> Parser::ParseDepsList(const std::string& owner, const Token* call) {
  // A list, or a tuple display, which the reference reads as a list.
  const bool tuple = PeekOp(Op::kLParen);
  const Token& open = tuple ? ExpectOp(Op::kLParen) : ExpectOp(Op::kLBracket);
  const Op close = tuple ? Op::kRParen : Op::kRBracket;
  std::vector<DepsEntry> entries;
  if (!tuple && PeekKw(Kw::kFor, ScanDepth0(0, Kw::kFor, true))) {
    UnrollDepsComprehension(owner, call ? *call : open, &entries);
  } else {
    while (!PeekOp(close)) {
      const Token& entry = Peek();
      const size_t entry_end = ScanDepth0(0, std::nullopt, true);
      if (PeekKw(Kw::kNone_) && entry_end == 1) {
        Next();  // "no producer yet": contributes no edge
      } else if (PeekOp(Op::kLBracket) && PeekKw(Kw::kFor, ScanDepth0(1, Kw::kFor, true))) {
        Next();
        UnrollDepsComprehension(owner, call ? *call : entry, &entries);
        ExpectOp(Op::kRBracket);
      } else {
        std::string text = SourceText(0, entry_end);
        entries.push_back({entry, std::move(text), ToExpr(ParseValue(), "a dependency")});
      }
      if (!AcceptOp(Op::kComma)) break;
    }
  }
  ExpectOp(close);

  // Whole TaskIds and arrays are kept as they are; element reads are gathered
  // into a fresh `_submit_deps_buf` array (the reference's runtime fences on a
  // whole array), which then is the only dependency.
  std::vector<ir::ExprPtr> deps;
  bool gather = false;
  bool whole_array = false;
  const std::string mix = absl::StrCat(owner,
                                       " deps= cannot mix a whole TASK_ID array with "
                                       "per-element entries (got ");
  for (auto& e : entries) {
    if (IsTaskIdDep(e.expr)) {
      const bool is_array = ir::IsA<ir::ArrayType>(e.expr->type());
      if (is_array && gather) {
        Fail(e.at, absl::StrCat(mix, "array entry '", e.text,
                                "' after a per-element / comprehension entry)"));
      }
      whole_array |= is_array;
    } else if (IsTaskIdElementRead(e.expr)) {
      if (whole_array) {
        Fail(e.at,
             absl::StrCat(mix, "per-element entry '", e.text, "' after a whole-array entry)"));
      }
      gather = true;
    } else {
      Fail(e.at, absl::StrCat(owner,
                              " deps= entries must be a TaskId variable, a TASK_ID array element "
                              "(e.g. `arr[i]`), or None — got '",
                              e.text, "'"));
    }
    deps.push_back(e.expr);
  }
  if (!gather) return deps;
  const Span span = SpanFrom(open);
  auto emit = [&](const ir::ExprPtr& value) {
    auto var = std::make_shared<ir::Var>("_submit_deps_buf", value->type(), span);
    pending_stmts_.push_back(std::make_shared<ir::AssignStmt>(var, value, span));
    return var;
  };
  auto idx = [&](int64_t i) {
    return std::make_shared<ir::ConstInt>(i, ir::DataType::kIndex, span);
  };
  ir::VarPtr buf = emit(ir::MakeOpCallOrThrow(
      "array.create", {idx(static_cast<int64_t>(deps.size()))},
      ir::Attrs{{"dtype", ir::AttrValue::DType(ir::DataType::kTaskId)}}, span));
  for (size_t i = 0; i < deps.size(); ++i) {
    buf = emit(ir::MakeOpCallOrThrow("array.update_element",
                                     {buf, idx(static_cast<int64_t>(i)), deps[i]}, {}, span));
  }
  return {buf};
}

// A dependency-only TaskId barrier: the op call carries `dummy_task` and its
// edges (`manual_dep_edges`, left out when there are none).
Value Parser::ParseTaskDummy(const Token& start) {
  const std::string construct = absl::StrCat(prefix_, ".system.task_dummy");
  ExpectOp(Op::kLParen);
  bool has_deps = false;
  std::vector<ir::ExprPtr> deps;
  while (!PeekOp(Op::kRParen)) {
    if (!(Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1))) {
      Fail(start, absl::StrCat(construct, " must not use positional arguments"));
    }
    const Token& key = Next();
    Next();
    if (key.text() != "deps") {
      Fail(start, absl::StrCat(construct, " does not accept keyword argument '", key.text(),
                               "'\nhelp: use ", construct,
                               "(deps=[task_id]) where each dep is a TaskId value"));
    }
    if (has_deps) FailRepeatedKeyword(key);
    if (!DepsListAhead()) {
      Fail(Peek(), absl::StrCat(construct, " deps= must be a list of TaskId values"));
    }
    deps = ParseDepsList(construct);
    has_deps = true;
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen, "to close the argument list");
  if (!has_deps) {
    Fail(start, absl::StrCat(construct, " requires keyword argument 'deps'\nhelp: use ", construct,
                             "(deps=[]) for an empty dummy barrier"));
  }
  Value base = CallRegisteredOp(start, "system.task_dummy", {}, {}, ir::Attrs());
  auto call = ir::As<ir::Call>(base.expr);
  ir::Attrs attrs = ir::Attrs{{"dummy_task", ir::AttrValue::Bool(true)}};
  if (!deps.empty()) {
    std::vector<ir::AttrValue> edges;
    edges.reserve(deps.size());
    for (auto& d : deps) edges.push_back(ir::AttrValue::FromExpr(std::move(d)));
    attrs = attrs.With("manual_dep_edges", ir::AttrValue::List(std::move(edges)));
  }
  Value out;
  out.span = SpanFrom(start);
  out.expr = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), std::move(attrs),
                                        call->type(), out.span);
  return out;
}

Value Parser::ParseSubmit(const Token& start, bool spmd) {
  const std::string construct = absl::StrCat(prefix_, spmd ? ".spmd_submit" : ".submit");
  ExpectOp(Op::kLParen);
  if (PeekOp(Op::kRParen)) {
    Fail(start, absl::StrCat(construct, "(...) requires the kernel as its first argument"));
  }
  if (!(PeekName("self") && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName) ||
      PeekOp(Op::kLParen, 3)) {
    Fail(start, absl::StrCat(construct,
                             "(...) first argument must be a `self.<kernel>` method reference"));
  }
  Next();
  Next();
  const Token& callee_tok = Next();
  const std::string callee(callee_tok.text());
  auto it = sig_index_.find(callee);
  if (it == sig_index_.end()) {
    Fail(start, absl::StrCat("Function '", callee, "' not defined in program"));
  }
  const FuncSig& sig = sigs_[it->second];
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  std::vector<ir::ExprPtr> deps;
  std::vector<int64_t> no_dep_indices;
  bool keyword_seen = false;
  bool attrs_seen = false;  // `attrs=` is not kept among the kwargs
  while (AcceptOp(Op::kComma) && !PeekOp(Op::kRParen)) {
    if (Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1)) {
      const Token& key = Next();
      Next();
      keyword_seen = true;
      CheckKeywordNotRepeated(key, kwargs, key.text() == "attrs" && attrs_seen);
      if (key.text() == "attrs" && PeekOp(Op::kLBrace)) {
        attrs_seen = true;
        attrs = ParseAttrDict();
        continue;
      }
      if (key.text() == "deps" && DepsListAhead()) {
        deps = ParseDepsList(absl::StrCat("'", callee, "'"), &start);
        Value marker;
        marker.attr = ir::AttrValue::Bool(true);
        kwargs.push_back({"deps", marker});
        continue;
      }
      if (key.text() == "predicate") {
        Value predicate;
        predicate.span = SpanOf(Peek());
        predicate.expr = ParseDispatchPredicate(callee);
        kwargs.push_back({"predicate", std::move(predicate)});
        continue;
      }
      kwargs.push_back({std::string(key.text()), ParseValue()});
    } else {
      if (keyword_seen) Fail(Peek(), kPositionalAfterKeyword);
      bool no_dep = false;
      args.push_back(ParseFunctionCallArg(&no_dep));
      if (no_dep) no_dep_indices.push_back(static_cast<int64_t>(args.size() - 1));
    }
  }
  ExpectOp(Op::kRParen, "to close the argument list");
  attrs = WithNoDepOverrides(std::move(attrs), no_dep_indices);
  for (const auto& kw : kwargs) {
    const bool allowed = kw.name == "deps" || kw.name == "dumps" ||
                         kw.name == "allow_early_resolve" || kw.name == "predicate" ||
                         (spmd && (kw.name == "core_num" || kw.name == "sync_start"));
    if (!allowed) {
      Fail(start, absl::StrCat("Function '", callee, "' does not accept keyword argument '",
                               kw.name, "'"));
    }
  }
  // Trailing Out/InOut params may be left to the runtime to allocate.
  const auto& dirs = sig.fields.param_directions;
  size_t lo = 0;
  for (auto d : dirs) lo += IsOutParam(d) ? 0 : 1;
  const size_t hi = sig.fields.params.size();
  if (args.size() < lo || args.size() > hi) {
    Fail(start, absl::StrCat("Function '", callee, "' expects ", lo, "..", hi, " argument(s), got ",
                             args.size()));
  }
  std::vector<ir::ExprPtr> exprs;
  exprs.reserve(args.size());
  for (const auto& a : args) exprs.push_back(ToExpr(a, "a function argument"));

  ir::Submit::Launch launch;
  for (const auto& kw : kwargs) {
    const Value& v = kw.value;
    if (kw.name == "deps") {
      // A list is consumed above; anything else is not a list of TaskIds.
      if (!v.is_expr() && v.attr.kind() == ir::AttrValue::Kind::kBool) continue;
      FailAt(v.span, absl::StrCat("'", callee,
                                  "' deps= must be a list / tuple / comprehension of TaskId "
                                  "values"));
    } else if (kw.name == "allow_early_resolve") {
      std::optional<bool> b = BoolLiteral(v);
      if (!b) {
        FailAt(v.span,
               absl::StrCat("'", callee,
                            "' allow_early_resolve must be a boolean literal (True/False)"));
      }
      launch.allow_early_resolve = *b;
    } else if (kw.name == "sync_start") {
      std::optional<bool> b = BoolLiteral(v);
      if (!b) FailAt(v.span, "sync_start must be a boolean literal (True/False)");
      launch.sync_start = *b;
    } else if (kw.name == "core_num") {
      ir::ExprPtr n = ToExpr(v, "core_num");
      CheckCoreNum(n, v.span);
      launch.core_num = n;
    } else if (kw.name == "dumps") {
      std::vector<ir::AttrValue> dump_vars;
      auto tuple = v.is_expr() ? ir::As<ir::MakeTuple>(v.expr) : nullptr;
      if (!tuple) FailAt(v.span, "dumps= must be a list of argument variables");
      for (const auto& arg : exprs) {
        for (const auto& e : tuple->elements()) {
          if (arg == e && ir::IsA<ir::Var>(arg)) dump_vars.push_back(ir::AttrValue::FromExpr(arg));
        }
      }
      for (const auto& e : tuple->elements()) {
        if (std::find(exprs.begin(), exprs.end(), e) != exprs.end() && ir::IsA<ir::Var>(e)) {
          continue;
        }
        auto var = ir::As<ir::Var>(e);
        FailAt(v.span, absl::StrCat("'", callee, "' dumps= entry '",
                                    var ? var->name_hint() : text::PrintExpr(e),
                                    "' is not an argument of this submit"));
      }
      if (!dump_vars.empty()) {
        attrs = attrs.With("dump_vars", ir::AttrValue::List(std::move(dump_vars)));
      }
    } else if (kw.name == "predicate") {
      launch.predicate = v.expr;
    }
  }
  if (launch.predicate) {
    CheckPredicateProducer(callee, launch.predicate, deps, SpanFrom(start), true);
  }
  if (cluster_depth_ > 0) {
    // A cluster is dispatched as one Group task: launch options of a submit
    // inside it would have nothing to attach to.
    std::vector<absl::string_view> options;
    if (!deps.empty()) options.push_back("deps");
    if (launch.core_num) options.push_back("core_num");
    if (launch.sync_start) options.push_back("sync_start");
    if (launch.allow_early_resolve) options.push_back("allow_early_resolve");
    if (launch.predicate) options.push_back("predicate");
    if (!options.empty()) {
      Fail(start, absl::StrCat("`", construct, "(...)` inside `", prefix_,
                               ".cluster()` cannot carry per-task dispatch metadata (",
                               absl::StrJoin(options, ", "),
                               ") — the cluster is dispatched as one Group task, so metadata on "
                               "an inner Submit would be ignored\nhelp: move the dependency or "
                               "launch control to the dispatch surrounding the cluster, or omit "
                               "it from the inner Submit"));
    }
  }
  attrs = MergeDumpTags(exprs, std::move(attrs));
  if (spmd && !launch.core_num) {
    Fail(start, absl::StrCat(construct, "(self.", callee,
                             ", ...) requires the core_num keyword argument"));
  }
  // Pair parameters with the given arguments (an Out/InOut parameter left to
  // the runtime has none) to deduce the result types.
  std::vector<ir::VarPtr> paired_params;
  std::vector<ir::ExprPtr> paired_args;
  for (size_t p = 0, a = 0; p < hi && a < exprs.size(); ++p) {
    if (exprs.size() < hi && IsOutParam(dirs[p])) {
      size_t required_after = 0;
      for (size_t q = p + 1; q < hi; ++q) required_after += IsOutParam(dirs[q]) ? 0 : 1;
      if (exprs.size() - a <= required_after) continue;
    }
    paired_params.push_back(sig.fields.params[p]);
    paired_args.push_back(exprs[a++]);
  }
  std::vector<ir::TypePtr> types =
      DeduceCallReturnTypes(start, paired_params, paired_args, sig.fields.return_types);
  types.push_back(std::make_shared<ir::ScalarType>(ir::DataType::kTaskId));
  Span span = SpanFrom(start);
  Value out;
  out.expr = std::make_shared<ir::Submit>(sig.global_var, std::move(exprs), std::move(deps),
                                          std::move(launch), ir::Attrs(), std::move(attrs),
                                          std::make_shared<ir::TupleType>(std::move(types)), span);
  out.span = span;
  return out;
}

}  // namespace ptoc::text::internal

namespace ptoc::text::internal {

bool Parser::PeekNestedSubmitUnpack() const {
  // `( NAME {, NAME} ) , NAME =`
  if (!PeekOp(Op::kLParen)) return false;
  size_t k = 1;
  while (true) {
    if (Peek(k).kind != TokenKind::kName) return false;
    ++k;
    if (PeekOp(Op::kComma, k)) {
      ++k;
      continue;
    }
    if (!PeekOp(Op::kRParen, k)) return false;
    ++k;
    break;
  }
  return PeekOp(Op::kComma, k) && Peek(k + 1).kind == TokenKind::kName &&
         PeekOp(Op::kAssign, k + 2);
}

void Parser::ParseNestedSubmitUnpack(std::vector<ir::StmtPtr>* out) {
  const Token& start = Peek();
  ExpectOp(Op::kLParen);
  std::vector<Token> outs;
  do {
    outs.push_back(ExpectName("in an assignment target"));
  } while (AcceptOp(Op::kComma) && !PeekOp(Op::kRParen));
  ExpectOp(Op::kRParen);
  ExpectOp(Op::kComma);
  const Token& tid = ExpectName("in an assignment target");
  ExpectOp(Op::kAssign, "in an assignment");
  const Token& value_tok = Peek();
  ir::ExprPtr value = ToExpr(ParseValue(), "a value to assign");
  if (!ir::IsA<ir::Submit>(value)) {
    Fail(value_tok, "only the result of pl.submit(...) may be unpacked as '(a, b), tid'");
  }
  BindSubmitResults(outs, tid, value, start, value_tok, out);
}

void Parser::BindSubmitResults(const std::vector<Token>& outs, const Token& tid,
                               const ir::ExprPtr& value, const Token& start, const Token& value_tok,
                               std::vector<ir::StmtPtr>* out) {
  const auto& submit = static_cast<const ir::Submit&>(*value);
  const auto& types = static_cast<const ir::TupleType&>(*value->type()).types();
  const std::string construct =
      absl::StrCat(prefix_, submit.core_num() ? ".spmd_submit" : ".submit");
  if (types.size() != outs.size() + 1) {
    Fail(value_tok,
         absl::StrCat(construct, "(...) unpacks ", outs.size(), " result value(s) but kernel '",
                      submit.callee_name(), "' returns ", types.size() - 1));
  }
  Span span = SpanFrom(start);
  auto tmp = std::make_shared<ir::Var>("_submit_tmp", value->type(), span);
  out->push_back(std::make_shared<ir::AssignStmt>(tmp, value, span));
  // The reference locates a strict_ssa redefinition of a result at the submit call.
  const Span value_span = SpanFrom(value_tok);
  for (size_t i = 0; i <= outs.size(); ++i) {
    AssignTupleItem(i < outs.size() ? outs[i] : tid, tmp, static_cast<int>(i), span, out,
                    &value_span);
  }
  // For the producer check of later predicates.
  std::vector<ir::VarPtr> produced;
  for (const Token& name : outs) {
    if (const ir::VarPtr& v = Lookup(name.text())) produced.push_back(v);
  }
  if (const ir::VarPtr& task_id = Lookup(tid.text())) RecordTaskProducer(task_id, produced);
}

void Parser::EnterRuntimeScope(const Token& at, bool manual) {
  if (manual && manual_scope_depth_ > 0) {
    Fail(at, "a manual scope may not be nested inside another manual scope");
  }
  if (!manual && manual_scope_depth_ > 0) {
    Fail(at, "an AUTO scope may not be nested inside a manual scope");
  }
  if (manual) ++manual_scope_depth_;
}

}  // namespace ptoc::text::internal
