// Printed-name assignment for the DSL printer: distinct Var objects that share
// a name hint must print as distinct identifiers, and symbolic dimensions
// that no function defines become program-level `pl.dynamic` declarations.
//
// The rules reproduce the reference printer's disambiguation exactly (first
// occurrence order: params, definitions in pre-order, then uses; unique names
// are reserved first, colliding ones get `_1`, `_2`, ...).
#ifndef PTOC_COMPILER_TEXT_VAR_NAMES_H_
#define PTOC_COMPILER_TEXT_VAR_NAMES_H_

#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"
#include "compiler/text/name_hash.h"

namespace ptoc::text {

using VarNameMap = absl::flat_hash_map<const ir::Var*, std::string>;
using VarSet = absl::flat_hash_set<const ir::Var*>;

// The variables a function (or a lone statement) prints names for, each
// once, in first-occurrence order: parameters, then body definitions in
// pre-order (a loop defines its loop var, then its return vars, then its
// iter_args), then the variables the body only uses (references inside
// expressions; types and MemRefs are not looked into).
struct FunctionVars {
  std::vector<const ir::Var*> locals;
  // locals[num_bound, end) are the uses that are neither parameters nor
  // defined in the body.
  size_t num_bound = 0;
  // Every variable the body defines (a redefined parameter too), in
  // first-definition order.
  std::vector<const ir::Var*> body_defs;
};
FunctionVars CollectFunctionVars(const std::vector<ir::VarPtr>& params, const ir::StmtPtr& body);

// Assigns a distinct name to every variable of `vars` (distinct, non-null
// variables in first-occurrence order) whose name hint is shared with another
// one. Unique hints keep their name and are only included in the result when
// `include_unique` is set.
VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique);

// An open-addressing hash table for the per-function scratch tables of the
// printer, which are refilled thousands of times per program: Clear() is
// O(1) (each slot records the generation that wrote it) and keeps the
// storage. Keys are hashed by `Hash`, compared by `Eq`; `Key` must be cheap
// to copy.
template <typename Key, typename Value, typename Hash, typename Eq>
class StampedMap {
 public:
  void Clear() {
    size_ = 0;
    if (++stamp_ == 0) {
      // The generation wrapped around: forget every slot for real.
      for (Slot& slot : slots_) slot.stamp = 0;
      stamp_ = 1;
    }
  }

  size_t size() const { return size_; }

  // The value of `key`, inserted as `init` if absent (then *inserted is set).
  ABSL_ATTRIBUTE_ALWAYS_INLINE Value& FindOrInsert(const Key& key, const Value& init,
                                                   bool* inserted) {
    if (2 * (size_ + 1) > slots_.size()) Rehash();
    size_t i = Hash()(key) >> shift_;
    while (slots_[i].stamp == stamp_) {
      if (Eq()(slots_[i].key, key)) {
        *inserted = false;
        return slots_[i].value;
      }
      i = (i + 1) & (slots_.size() - 1);
    }
    slots_[i].key = key;
    slots_[i].stamp = stamp_;
    slots_[i].value = init;
    ++size_;
    *inserted = true;
    return slots_[i].value;
  }

  // The value of `key`, or null if absent.
  template <typename K>
  const Value* Find(const K& key) const {
    if (size_ == 0) return nullptr;
    size_t i = Hash()(key) >> shift_;
    while (slots_[i].stamp == stamp_) {
      if (Eq()(slots_[i].key, key)) return &slots_[i].value;
      i = (i + 1) & (slots_.size() - 1);
    }
    return nullptr;
  }

 private:
  struct Slot {
    Key key{};
    uint32_t stamp = 0;
    Value value{};
  };

  // Doubles the table (at most half full, so probe runs stay short).
  ABSL_ATTRIBUTE_NOINLINE void Rehash() {
    std::vector<Slot> old;
    old.swap(slots_);
    const size_t capacity = old.empty() ? 16 : 2 * old.size();
    slots_.resize(capacity);
    shift_ = 64;
    for (size_t c = capacity; c > 1; c >>= 1) --shift_;
    const uint32_t old_stamp = stamp_;
    stamp_ = 1;
    size_ = 0;
    for (const Slot& slot : old) {
      if (slot.stamp != old_stamp) continue;
      size_t i = Hash()(slot.key) >> shift_;
      while (slots_[i].stamp == stamp_) i = (i + 1) & (capacity - 1);
      slots_[i] = slot;
      slots_[i].stamp = stamp_;
      ++size_;
    }
  }

  std::vector<Slot> slots_;
  uint32_t stamp_ = 1;
  size_t size_ = 0;
  int shift_ = 64;  // hash bits used: the top log2(capacity)
};

// Multiplicative hashing; StampedMap uses the top bits.
struct PtrHash {
  uint64_t operator()(const void* p) const {
    return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(p)) * 0x9E3779B97F4A7C15ull;
  }
};
struct PtrEq {
  bool operator()(const void* a, const void* b) const { return a == b; }
};

// DisambiguateNames for many variable lists in a row (one per function): the
// scratch tables keep their storage from one call to the next.
class NameDisambiguator {
 public:
  // Replaces *names with DisambiguateNames(vars, include_unique).
  void Run(const std::vector<const ir::Var*>& vars, bool include_unique, VarNameMap* names);

 private:
  // Each distinct hint (and generated name): its index in hint_count_.
  StampedMap<absl::string_view, int, NameHash, NameEq> hint_index_;
  std::vector<int> hint_of_;
  std::vector<int> hint_count_;
  std::vector<bool> given_;       // by hint index: the name is given out
  std::vector<int> next_suffix_;  // by hint index: the next suffix to try
  std::deque<std::string> generated_;
};

// What the printer needs to know about a whole program before printing it,
// gathered in one walk:
//  - dyn_names: program-level dynamic dimension variables, i.e. variables
//    appearing in the shape or view of a parameter, return type or body
//    variable type that are neither parameters nor defined in any function
//    body, each with its (disambiguated) printed name;
//  - callees: for each function (in the program's order) the names of the
//    functions its body calls (`self.f(...)`), with repeats;
//  - function_vars: for each function, CollectFunctionVars of it.
struct ProgramVarInfo {
  VarNameMap dyn_names;
  std::vector<std::vector<const std::string*>> callees;
  std::vector<FunctionVars> function_vars;
};
ProgramVarInfo CollectProgramVarInfo(const ir::Program& program);

// CollectProgramVarInfo one function at a time, so that a caller can print a
// function right after its walk, while its IR is still in the CPU caches.
class ProgramVarCollector {
 public:
  explicit ProgramVarCollector(const ir::Program& program);
  ~ProgramVarCollector();

  // Walks the next function of the program (in the program's order) and
  // returns its FunctionVars (empty for a null function).
  const FunctionVars& WalkNext();
  // Whether a type walked so far has symbolic dims: then there may be
  // program-level dimension variables (dyn_names).
  bool FoundDimCandidates() const;
  // The functions that function `index` (walked) calls, with repeats.
  const std::vector<const std::string*>& Callees(size_t index) const;
  // Once every function was walked: the program's ProgramVarInfo.
  ProgramVarInfo Finish();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_VAR_NAMES_H_
