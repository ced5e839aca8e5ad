#include "compiler/text/var_names.h"

#include <cstring>
#include <functional>

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/prefetch.h"

namespace ptoc::text {
namespace {

// Keys compared as string_views: a length test rejects most keys at once
// (these run for every attribute of every call the printer walks).
bool IsCallVarListAttrKey(absl::string_view key) {
  return key == "manual_dep_edges" || key == "compiler_manual_dep_edges" || key == "dump_vars";
}

bool IsVarListAttrKey(absl::string_view key) {
  return IsCallVarListAttrKey(key) || key == "arg_direction_overrides_vars";
}

bool IsScopeExprAttrKey(absl::string_view key) {
  return IsVarListAttrKey(key) || key == "task_id_var" || key == "predicate";
}

// Expressions stored in an attribute value (Var lists, a task id var, a
// predicate), in order.
void ForEachAttrExpr(const ir::AttrValue& value,
                     const std::function<void(const ir::ExprPtr&)>& fn) {
  if (value.kind() == ir::AttrValue::Kind::kExpr) {
    if (value.AsExpr()) fn(value.AsExpr());
  } else if (value.kind() == ir::AttrValue::Kind::kList) {
    for (const auto& v : value.AsList()) ForEachAttrExpr(v, fn);
  }
}

// One walk serving two collections whose visit orders differ slightly (each
// reproduces a reference traversal, and first-occurrence order decides
// names):
//  - kDefUse: definitions and uses of variables (VarDefUse; see the header);
//  - kDims: Var nodes reached the way the reference's generic visitor reaches
//    them (assignment targets, loop vars, return vars, every Var reference),
//    whose types are scanned for dimension variables; IterArgs are not
//    scanned (their types only restate the init's). Also records callees.
// Statement bodies are walked once with both modes; where the two orders
// differ (loop and scope headers), the header expressions are walked once
// per mode, in that mode's order.
class VarWalker {
 public:
  enum Mode : uint8_t { kDefUse = 1, kDims = 2, kBoth = 3 };

  explicit VarWalker(Mode mode) : mode_(mode) {}

  // kDefUse results for the function being walked.
  FunctionVars vars;
  // Dimension-variable candidates (kDims) in first-seen order.
  std::vector<const ir::Var*> found;
  VarSet seen;
  std::vector<const std::string*>* callees = nullptr;
  // Types already scanned (a variable's type is met at every reference;
  // scanning it again cannot find anything new). Cleared per function.
  absl::flat_hash_set<const ir::Type*> scanned_types;

  // Starts the kDefUse collection of a function (or lone statement) with
  // these parameters.
  void BeginFunction(const std::vector<ir::VarPtr>& params) {
    // The scratch tables keep their storage from one function to the next.
    var_bits_.Clear();
    uses_.clear();
    vars = FunctionVars();
    vars.locals.reserve(params.size() + last_locals_);
    vars.body_defs.reserve(last_defs_);
    for (const auto& p : params) {
      bool inserted;
      if (p) var_bits_.FindOrInsert(p.get(), kParamBit, &inserted);
      if (p && inserted) vars.locals.push_back(p.get());
    }
  }

  FunctionVars EndFunction() {
    vars.num_bound = vars.locals.size();
    for (const ir::Var* use : uses_) {
      if ((*var_bits_.Find(use) & (kParamBit | kDefBit)) == 0) vars.locals.push_back(use);
    }
    last_locals_ = vars.locals.size();
    last_defs_ = vars.body_defs.size();
    return std::move(vars);
  }

  void Def(const ir::Var* var) {
    if (!var) return;
    // Definitions are recorded once each; a pointer redefined (non-SSA input)
    // keeps its first position.
    bool inserted;
    uint8_t& bits = var_bits_.FindOrInsert(var, 0, &inserted);
    if (bits & kDefBit) return;
    if (!(bits & kParamBit)) vars.locals.push_back(var);
    bits |= kDefBit;
    vars.body_defs.push_back(var);
  }

  void Use(const ir::Var* var) {
    if (!var) return;
    bool inserted;
    uint8_t& bits = var_bits_.FindOrInsert(var, 0, &inserted);
    if (bits & kUseBit) return;
    bits |= kUseBit;
    uses_.push_back(var);
  }

  void CollectFromDim(const ir::ExprPtr& expr) {
    if (!expr) return;
    // Only plain variables can be dimension symbols (iter args never are).
    if (expr->kind() == ir::NodeKind::kVar) {
      const auto* var = static_cast<const ir::Var*>(expr.get());
      if (seen.insert(var).second) found.push_back(var);
    } else if (expr->kind() == ir::NodeKind::kBinary) {
      const auto& bin = static_cast<const ir::BinaryExpr&>(*expr);
      CollectFromDim(bin.lhs());
      CollectFromDim(bin.rhs());
    } else if (expr->kind() == ir::NodeKind::kUnary) {
      CollectFromDim(static_cast<const ir::UnaryExpr&>(*expr).operand());
    }
  }

  void CollectFromType(const ir::TypePtr& type) {
    if (!type || !type->HasSymbolicDims() || !scanned_types.insert(type.get()).second) return;
    switch (type->kind()) {
      case ir::NodeKind::kTensorType: {
        const auto& tensor = static_cast<const ir::TensorType&>(*type);
        for (const auto& d : tensor.shape()) CollectFromDim(d);
        if (tensor.view()) {
          for (const auto& d : tensor.view()->valid_shape) CollectFromDim(d);
          for (const auto& d : tensor.view()->stride) CollectFromDim(d);
        }
        break;
      }
      case ir::NodeKind::kTileType: {
        const auto& tile = static_cast<const ir::TileType&>(*type);
        for (const auto& d : tile.shape()) CollectFromDim(d);
        if (tile.view()) {
          for (const auto& d : tile.view()->valid_shape) CollectFromDim(d);
          for (const auto& d : tile.view()->stride) CollectFromDim(d);
          CollectFromDim(tile.view()->start_offset);
        }
        break;
      }
      case ir::NodeKind::kTupleType:
        for (const auto& t : static_cast<const ir::TupleType&>(*type).types()) CollectFromType(t);
        break;
      default:
        break;
    }
  }

  // Loop-carried definitions as kDefUse sees them: each iter_arg, then the
  // uses in its init value.
  void DefIterArgs(const std::vector<ir::IterArgPtr>& iter_args) {
    for (const auto& ia : iter_args) {
      Def(ia.get());
      if (ia) VisitExpr(ia->init_value(), kDefUse);
    }
  }

  // A defining occurrence as kDims sees it (the variable's type).
  void DimsDef(const ir::VarPtr& var) {
    if (var) VisitExpr(var, kDims);
  }

  // Leaves (variables, constants) are handled inline: they are most of the
  // nodes, and a call per leaf cost more than the work.
  ABSL_ATTRIBUTE_ALWAYS_INLINE void VisitExpr(const ir::ExprPtr& expr, Mode mode) {
    mode = static_cast<Mode>(mode & mode_);
    if (!expr || mode == 0) return;
    switch (expr->kind()) {
      case ir::NodeKind::kVar:
        if (mode & kDefUse) Use(static_cast<const ir::Var*>(expr.get()));
        if ((mode & kDims) && expr->TypeHasSymbolicDims()) CollectFromType(expr->type());
        return;
      case ir::NodeKind::kConstInt:
      case ir::NodeKind::kConstFloat:
      case ir::NodeKind::kConstBool:
        return;
      default:
        VisitInnerExpr(expr, mode);
        return;
    }
  }

  ABSL_ATTRIBUTE_NOINLINE void VisitInnerExpr(const ir::ExprPtr& expr, Mode mode) {
    switch (expr->kind()) {
      case ir::NodeKind::kIterArg: {
        const auto* ia = static_cast<const ir::IterArg*>(expr.get());
        if (mode & kDefUse) Use(ia);
        if (mode & kDims) {
          if (ia->TypeHasSymbolicDims() && ia->type()->kind() == ir::NodeKind::kTensorType) {
            for (const auto& d : static_cast<const ir::TensorType&>(*ia->type()).shape()) {
              VisitExpr(d, kDims);
            }
          }
          VisitExpr(ia->init_value(), kDims);
        }
        break;
      }
      case ir::NodeKind::kCall: {
        const auto* call = static_cast<const ir::Call*>(expr.get());
        if ((mode & kDims) && callees && call->op() && call->IsFunctionCall()) {
          callees->push_back(&call->callee_name());
        }
        for (const auto& a : call->args()) VisitExpr(a, mode);
        if (!call->attrs().HasExprs()) break;
        for (const auto& [k, v] : call->attrs()) {
          if (IsCallVarListAttrKey(k)) {
            ForEachAttrExpr(v, [this, mode](const ir::ExprPtr& e) { VisitExpr(e, mode); });
          }
        }
        break;
      }
      case ir::NodeKind::kSubmit: {
        const auto& submit = static_cast<const ir::Submit&>(*expr);
        if ((mode & kDims) && callees && submit.op() &&
            submit.op()->kind() == ir::NodeKind::kGlobalVar) {
          callees->push_back(&submit.callee_name());
        }
        for (const auto& a : submit.args()) VisitExpr(a, mode);
        for (const auto& d : submit.deps()) VisitExpr(d, mode);
        VisitExpr(submit.core_num(), mode);
        VisitExpr(submit.predicate(), mode);
        if ((mode & kDefUse) && submit.attrs().HasExprs()) {
          for (const auto& [k, v] : submit.attrs()) {
            if (absl::string_view(k) == "dump_vars") {
              ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e, kDefUse); });
            }
          }
        }
        break;
      }
      case ir::NodeKind::kMakeTuple:
        for (const auto& e : static_cast<const ir::MakeTuple&>(*expr).elements()) {
          VisitExpr(e, mode);
        }
        break;
      case ir::NodeKind::kTupleGetItem:
        VisitExpr(static_cast<const ir::TupleGetItem&>(*expr).tuple(), mode);
        break;
      case ir::NodeKind::kBinary: {
        const auto& b = static_cast<const ir::BinaryExpr&>(*expr);
        VisitExpr(b.lhs(), mode);
        VisitExpr(b.rhs(), mode);
        break;
      }
      case ir::NodeKind::kUnary:
        VisitExpr(static_cast<const ir::UnaryExpr&>(*expr).operand(), mode);
        break;
      default:
        break;
    }
  }

  void VisitAttrExprs(const ir::Attrs& attrs, Mode mode) {
    if (!attrs.HasExprs()) return;
    for (const auto& [k, v] : attrs) {
      if (IsScopeExprAttrKey(k)) {
        ForEachAttrExpr(v, [this, mode](const ir::ExprPtr& e) { VisitExpr(e, mode); });
      }
    }
  }

  void VisitStmt(const ir::StmtPtr& stmt) {
    if (!stmt) return;
    const bool def_use = mode_ & kDefUse;
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        const auto* s = static_cast<const ir::AssignStmt*>(stmt.get());
        if (def_use) Def(s->var().get());
        DimsDef(s->var());
        VisitExpr(s->value(), kBoth);
        break;
      }
      case ir::NodeKind::kEval:
        VisitExpr(static_cast<const ir::EvalStmt&>(*stmt).expr(), kBoth);
        break;
      case ir::NodeKind::kSeq: {
        const auto& stmts = static_cast<const ir::SeqStmts&>(*stmt).stmts();
        const size_t n = stmts.size();
        for (size_t i = 0; i < n; ++i) {
          ir::PrefetchStmtsAhead(stmts, i);
          VisitStmt(stmts[i]);
        }
        break;
      }
      case ir::NodeKind::kReturn:
        for (const auto& v : static_cast<const ir::ReturnStmt&>(*stmt).values()) {
          VisitExpr(v, kBoth);
        }
        break;
      case ir::NodeKind::kYield:
        for (const auto& v : static_cast<const ir::YieldStmt&>(*stmt).values()) {
          VisitExpr(v, kBoth);
        }
        break;
      case ir::NodeKind::kIf: {
        const auto* s = static_cast<const ir::IfStmt*>(stmt.get());
        if (def_use) {
          for (const auto& rv : s->return_vars()) Def(rv.get());
        }
        VisitExpr(s->condition(), kBoth);
        VisitStmt(s->then_body());
        VisitStmt(s->else_body());
        for (const auto& rv : s->return_vars()) DimsDef(rv);
        break;
      }
      case ir::NodeKind::kFor: {
        const auto* s = static_cast<const ir::ForStmt*>(stmt.get());
        if (def_use) {
          Def(s->loop_var().get());
          for (const auto& rv : s->return_vars()) Def(rv.get());
          DefIterArgs(s->iter_args());
          VisitExpr(s->start(), kDefUse);
          VisitExpr(s->stop(), kDefUse);
          VisitExpr(s->step(), kDefUse);
        }
        DimsDef(s->loop_var());
        VisitExpr(s->start(), kDims);
        VisitExpr(s->stop(), kDims);
        VisitExpr(s->step(), kDims);
        for (const auto& ia : s->iter_args()) VisitExpr(ia, kDims);
        VisitStmt(s->body());
        for (const auto& rv : s->return_vars()) DimsDef(rv);
        break;
      }
      case ir::NodeKind::kWhile: {
        const auto* s = static_cast<const ir::WhileStmt*>(stmt.get());
        if (def_use) {
          for (const auto& rv : s->return_vars()) Def(rv.get());
          DefIterArgs(s->iter_args());
          VisitExpr(s->condition(), kDefUse);
        }
        VisitExpr(s->condition(), kDims);
        for (const auto& ia : s->iter_args()) VisitExpr(ia, kDims);
        VisitStmt(s->body());
        for (const auto& rv : s->return_vars()) DimsDef(rv);
        break;
      }
      case ir::NodeKind::kScope: {
        const auto* s = static_cast<const ir::ScopeStmt*>(stmt.get());
        const auto& f = s->fields();
        if (f.scope_kind == ir::ScopeKind::kSpmd) VisitExpr(f.core_num, kBoth);
        if (def_use && f.scope_kind != ir::ScopeKind::kCluster &&
            f.scope_kind != ir::ScopeKind::kRuntime) {
          VisitAttrExprs(f.attrs, kDefUse);
        }
        VisitAttrExprs(f.attrs, kDims);
        // The block / sub-block index of the loop forms is bound at the top
        // of the body.
        if (def_use) Def(f.loop_var.get());
        DimsDef(f.loop_var);
        VisitStmt(s->body());
        break;
      }
      default:
        break;
    }
  }

 private:
  enum : uint8_t { kParamBit = 1, kDefBit = 2, kUseBit = 4 };

  Mode mode_;
  // What each variable met in the current function is (parameter, defined,
  // used): one hash lookup per occurrence.
  StampedMap<const ir::Var*, uint8_t, PtrHash, PtrEq> var_bits_;
  // Distinct uses in first-use order.
  std::vector<const ir::Var*> uses_;
  // Sizes of the previous function's lists (capacity hints for the next).
  size_t last_locals_ = 0;
  size_t last_defs_ = 0;
};

}  // namespace

FunctionVars CollectFunctionVars(const std::vector<ir::VarPtr>& params, const ir::StmtPtr& body) {
  VarWalker walker(VarWalker::kDefUse);
  walker.BeginFunction(params);
  walker.VisitStmt(body);
  return walker.EndFunction();
}

VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique) {
  VarNameMap names;
  NameDisambiguator().Run(vars, include_unique, &names);
  return names;
}

void NameDisambiguator::Run(const std::vector<const ir::Var*>& vars, bool include_unique,
                            VarNameMap* names) {
  names->clear();
  // One hash lookup per variable: each distinct hint gets an index, and the
  // passes below work on the indices. Hints outlive this call (the variables
  // hold them).
  hint_index_.Clear();
  hint_of_.resize(vars.size());
  hint_count_.clear();
  bool any_shared = false;
  for (size_t i = 0; i < vars.size(); ++i) {
    bool inserted;
    const int index = hint_index_.FindOrInsert(vars[i]->name_hint(),
                                               static_cast<int>(hint_count_.size()), &inserted);
    if (inserted) hint_count_.push_back(0);
    hint_of_[i] = index;
    if (++hint_count_[index] > 1) any_shared = true;
  }

  if (include_unique) {
    for (size_t i = 0; i < vars.size(); ++i) {
      if (hint_count_[hint_of_[i]] == 1) (*names)[vars[i]] = vars[i]->name_hint();
    }
  }
  if (!any_shared) return;
  // Names used exactly once are reserved first, so that a generated suffix
  // never takes a name some other variable already has: a candidate is taken
  // if it is such a hint or was given out before. Names given out are
  // entered in hint_index_ with a count of 0 (generated ones) or marked in
  // given_ (shared hints).
  given_.assign(hint_count_.size(), false);
  next_suffix_.assign(hint_count_.size(), 1);
  generated_.clear();
  auto taken = [&](absl::string_view name) {
    const int* index = hint_index_.Find(name);
    return index && (hint_count_[*index] == 1 || given_[*index]);
  };
  std::string name;
  for (size_t i = 0; i < vars.size(); ++i) {
    const int hint = hint_of_[i];
    if (hint_count_[hint] == 1) continue;
    const std::string& base = vars[i]->name_hint();
    if (!given_[hint]) {
      given_[hint] = true;
      (*names)[vars[i]] = base;
      continue;
    }
    // Names only ever become taken, so the suffixes an earlier variable of
    // this hint skipped are still taken: resume after the last one given
    // (keeps a hint shared by K variables linear in K).
    for (int& suffix = next_suffix_[hint];; ++suffix) {
      name.assign(base);
      name += '_';
      absl::StrAppend(&name, suffix);
      if (!taken(name)) {
        ++suffix;
        break;
      }
    }
    // The table keys are views: the generated name needs a stable home.
    generated_.push_back(name);
    bool inserted;
    const int index = hint_index_.FindOrInsert(generated_.back(),
                                               static_cast<int>(hint_count_.size()), &inserted);
    if (inserted) {
      hint_count_.push_back(0);
      given_.push_back(true);
      next_suffix_.push_back(1);
    } else {
      given_[index] = true;
    }
    (*names)[vars[i]] = name;
  }
}

struct ProgramVarCollector::State {
  explicit State(const ir::Program& p) : program(p), walker(VarWalker::kBoth) {
    const size_t n = program.functions().size();
    info.callees.assign(n, {});
    info.function_vars.resize(n);
  }

  const ir::Program& program;
  ProgramVarInfo info;
  VarWalker walker;
  size_t next = 0;
};

ProgramVarCollector::ProgramVarCollector(const ir::Program& program)
    : state_(std::make_unique<State>(program)) {}

ProgramVarCollector::~ProgramVarCollector() = default;

const FunctionVars& ProgramVarCollector::WalkNext() {
  State& st = *state_;
  const size_t index = st.next++;
  const auto& func = st.program.functions()[index];
  VarWalker& walker = st.walker;
  walker.callees = &st.info.callees[index];
  walker.scanned_types.clear();
  if (func) {
    for (const auto& p : func->params()) walker.VisitExpr(p, VarWalker::kDims);
    for (const auto& t : func->return_types()) walker.CollectFromType(t);
    walker.BeginFunction(func->params());
    if (func->body()) walker.VisitStmt(func->body());
    st.info.function_vars[index] = walker.EndFunction();
  }
  return st.info.function_vars[index];
}

bool ProgramVarCollector::FoundDimCandidates() const { return !state_->walker.found.empty(); }

const std::vector<const std::string*>& ProgramVarCollector::Callees(size_t index) const {
  return state_->info.callees[index];
}

ProgramVarInfo ProgramVarCollector::Finish() {
  State& st = *state_;
  while (st.next < st.program.functions().size()) WalkNext();
  ProgramVarInfo info = std::move(st.info);
  if (st.walker.found.empty()) return info;
  // Parameters and body definitions of any function are not dimensions.
  const auto& functions = st.program.functions();
  VarSet defined;
  for (size_t index = 0; index < functions.size(); ++index) {
    if (!functions[index]) continue;
    for (const auto& p : functions[index]->params()) defined.insert(p.get());
    const auto& defs = info.function_vars[index].body_defs;
    defined.insert(defs.begin(), defs.end());
  }
  std::vector<const ir::Var*> dyn;
  for (const ir::Var* v : st.walker.found) {
    if (!defined.contains(v)) dyn.push_back(v);
  }
  info.dyn_names = DisambiguateNames(dyn, /*include_unique=*/true);
  return info;
}

ProgramVarInfo CollectProgramVarInfo(const ir::Program& program) {
  return ProgramVarCollector(program).Finish();
}

}  // namespace ptoc::text
