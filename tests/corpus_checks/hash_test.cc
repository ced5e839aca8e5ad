// Structural hash against structural equality over the whole corpus and every
// reference dump:
//  * equal hash <=> StructuralEqual: all dumps of one program are compared
//    pairwise (pass dumps that a pass left unchanged, CONCISE vs EXPLICIT
//    dumps of the same pass, the corpus source vs its canonical print are
//    equal and must hash alike; everything else must differ in both), and
//    across programs every hash collision is checked for equality;
//  * alpha-renaming every variable in the text keeps equality and the hash;
//  * changing one field (a constant, a dtype, a shape dim, an op name, a loop
//    bound, a memory space) breaks equality and changes the hash.
// Equality here is the default one (memrefs inside types are not compared),
// because that is the relation the hash is consistent with.
#include <cctype>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/structural_hash.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/corpus_checks/corpus_files.h"

namespace ptoc::corpus {
namespace {

namespace fs = std::filesystem;

struct Parsed {
  std::string label;
  ir::ProgramPtr program;
  uint64_t hash = 0;
};

// Every parseable DSL file of one golden program directory, plus the corpus
// source of that program if it exists.
std::vector<Parsed> ParseProgramGroup(const fs::path& golden_dir,
                                      std::vector<std::string>* errors) {
  std::vector<std::string> files;
  const fs::path source =
      fs::path(testing::RunfilePath("tests/corpus")) / (golden_dir.filename().string() + ".py");
  if (fs::exists(source)) files.push_back(source.string());
  for (const std::string& f : PyFiles(golden_dir.string(), /*recursive=*/true)) {
    if (f.find("/codegen/") == std::string::npos) files.push_back(f);
  }
  std::vector<Parsed> out;
  for (const std::string& f : files) {
    auto program = ParseFile(f);
    if (!program.ok()) {
      errors->push_back(absl::StrCat(ShortName(f), ": ", program.status().message()));
      continue;
    }
    out.push_back({ShortName(f), *program, ir::StructuralHash(*program)});
  }
  return out;
}

std::vector<fs::path> GoldenProgramDirs() {
  std::vector<fs::path> dirs;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(testing::RunfilePath("tests/golden"), ec)) {
    if (e.is_directory()) dirs.push_back(e.path());
  }
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

TEST(StructuralHashTest, EqualHashIffStructurallyEqualAcrossCorpusAndDumps) {
  std::vector<std::string> errors;
  int files = 0, pairs = 0, equal_pairs = 0;
  std::vector<std::string> violations;
  // hash -> a representative (label); representatives of different programs
  // are re-parsed on collision.
  std::map<uint64_t, std::string> representative_file;
  std::map<uint64_t, ir::ProgramPtr> representative;
  int distinct = 0;
  for (const fs::path& dir : GoldenProgramDirs()) {
    std::vector<Parsed> group = ParseProgramGroup(dir, &errors);
    files += static_cast<int>(group.size());
    // Within one program: every pair.
    for (size_t i = 0; i < group.size(); ++i) {
      for (size_t j = i + 1; j < group.size(); ++j) {
        ++pairs;
        const bool equal = ir::StructuralEqual(group[i].program, group[j].program);
        const bool same_hash = group[i].hash == group[j].hash;
        equal_pairs += equal;
        if (equal != same_hash) {
          violations.push_back(absl::StrCat(group[i].label, " vs ", group[j].label, ": ",
                                            equal ? "equal" : "unequal", " but hashes ",
                                            same_hash ? "collide" : "differ"));
        }
      }
    }
    // Across programs: a hash seen in an earlier directory must belong to an
    // equal program.
    std::set<uint64_t> seen_here;
    for (const Parsed& p : group) {
      if (!seen_here.insert(p.hash).second) continue;
      auto it = representative.find(p.hash);
      if (it == representative.end()) {
        representative.emplace(p.hash, p.program);
        representative_file.emplace(p.hash, p.label);
        ++distinct;
      } else if (!ir::StructuralEqual(it->second, p.program)) {
        violations.push_back(absl::StrCat(p.label, " collides with ", representative_file[p.hash],
                                          " (unequal programs)"));
      }
    }
  }
  // Corpus programs without reference dumps (ours): against each other and
  // against every representative.
  std::vector<Parsed> extra;
  for (const std::string& f : CorpusPrograms()) {
    const std::string stem = fs::path(f).stem().string();
    if (fs::exists(fs::path(testing::RunfilePath("tests/golden")) / stem)) continue;
    auto program = ParseFile(f);
    if (!program.ok()) {
      errors.push_back(absl::StrCat(ShortName(f), ": ", program.status().message()));
      continue;
    }
    extra.push_back({ShortName(f), *program, ir::StructuralHash(*program)});
  }
  files += static_cast<int>(extra.size());
  for (const Parsed& p : extra) {
    for (const auto& [hash, program] : representative) {
      ++pairs;
      const bool equal = ir::StructuralEqual(p.program, program);
      if (equal != (hash == p.hash)) {
        violations.push_back(absl::StrCat(p.label, " vs ", representative_file[hash], ": ",
                                          equal ? "equal" : "unequal", " but hashes ",
                                          hash == p.hash ? "collide" : "differ"));
      }
    }
  }
  for (size_t i = 0; i < extra.size(); ++i) {
    for (size_t j = i + 1; j < extra.size(); ++j) {
      ++pairs;
      const bool equal = ir::StructuralEqual(extra[i].program, extra[j].program);
      if (equal != (extra[i].hash == extra[j].hash)) {
        violations.push_back(absl::StrCat(extra[i].label, " vs ", extra[j].label));
      }
    }
  }
  std::cout << files << " programs (corpus + golden dumps), " << distinct + extra.size()
            << " distinct hashes; " << pairs << " pairs compared, " << equal_pairs
            << " equal pairs within a program's dumps; " << violations.size() << " violations\n";
  for (size_t i = 0; i < violations.size() && i < 20; ++i) {
    std::cout << "  " << violations[i] << "\n";
  }
  EXPECT_TRUE(errors.empty()) << absl::StrJoin(errors, "\n");
  EXPECT_TRUE(violations.empty()) << violations.size() << " hash/equality disagreements";
  EXPECT_GT(files, 3000);
  // Unchanged dumps and CONCISE/EXPLICIT twins make many equal pairs.
  EXPECT_GT(equal_pairs, 1000);
}

// ---------------------------------------------------------------------------
// Alpha renaming.

// Names of every variable of a program (parameters, locals, loop variables,
// iter args, return vars, dynamic dims, Ptr bases).
class VarNameCollector : public ir::IRVisitor {
 public:
  std::set<std::string> names;
  void VisitVar(const ir::VarPtr& var) override { names.insert(var->name_hint()); }
  void VisitIterArg(const ir::IterArgPtr& var) override { names.insert(var->name_hint()); }
};

bool IsNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IsNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Renames every identifier in `names` (outside strings and comments) that is
// a variable reference: not an attribute (`x.name`), not a keyword argument
// (`name=` inside brackets), not a function name after `def`.
std::string RenameVariables(const std::string& text, const std::set<std::string>& names,
                            const std::string& suffix, int* renamed) {
  static const std::set<std::string>* reserved = new std::set<std::string>{
      "self", "pl",     "def", "class", "for", "in",   "if",    "else",  "while", "return",
      "with", "and",    "or",  "not",   "xor", "True", "False", "None",  "break", "continue",
      "pass", "import", "as",  "from",  "min", "max",  "abs",   "tuple", "range"};
  std::string out;
  out.reserve(text.size() + text.size() / 4);
  int depth = 0;
  std::string previous_word;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '#') {  // comment to end of line
      size_t end = text.find('\n', i);
      if (end == std::string::npos) end = text.size();
      out.append(text, i, end - i);
      i = end;
      continue;
    }
    if (c == '"' || c == '\'') {
      size_t end = i + 1;
      while (end < text.size() && text[end] != c) end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
      out.append(text, i, end - i);
      i = end;
      continue;
    }
    if (c >= '0' && c <= '9') {  // a number literal, whose exponent is no name (`1e-5`)
      size_t end = i + 1;
      while (end < text.size() && (IsNameChar(text[end]) || text[end] == '.' ||
                                   ((text[end] == '-' || text[end] == '+') &&
                                    (text[end - 1] == 'e' || text[end - 1] == 'E')))) {
        ++end;
      }
      out.append(text, i, end - i);
      i = end;
      continue;
    }
    if (IsNameStart(c)) {
      size_t end = i;
      while (end < text.size() && IsNameChar(text[end])) ++end;
      const std::string word = text.substr(i, end - i);
      size_t next = end;
      while (next < text.size() && text[next] == ' ') ++next;
      const bool attribute = !out.empty() && out.back() == '.';
      const bool keyword_arg = depth > 0 && next < text.size() && text[next] == '=' &&
                               (next + 1 >= text.size() || text[next + 1] != '=');
      const bool function_name = previous_word == "def" || previous_word == "class";
      if (names.count(word) && !reserved->count(word) && !attribute && !keyword_arg &&
          !function_name) {
        out += word + suffix;
        ++*renamed;
      } else {
        out += word;
      }
      previous_word = word;
      i = end;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (!std::isspace(static_cast<unsigned char>(c))) previous_word.clear();
    out += c;
    ++i;
  }
  return out;
}

std::set<std::string> VariableNames(const ir::ProgramPtr& program) {
  VarNameCollector collector;
  collector.VisitProgram(program);
  return collector.names;
}

// Returns "" when the renamed text parses to an equal program with an equal
// hash; otherwise the problem.
std::string CheckAlphaRename(const std::string& text, const std::string& label) {
  auto original = ParseText(text, label);
  if (!original.ok()) return absl::StrCat("original does not parse: ", original.status().message());
  std::set<std::string> names = VariableNames(*original);
  for (const std::string& n : names) {
    if (names.count(n + "_alpha")) return "a variable already ends in _alpha";
  }
  int renamed = 0;
  const std::string renamed_text = RenameVariables(text, names, "_alpha", &renamed);
  if (renamed == 0) return "nothing renamed";
  auto copy = ParseText(renamed_text, label);
  if (!copy.ok()) return absl::StrCat("renamed copy does not parse: ", copy.status().message());
  // The names really changed ...
  if (text::PrintProgram(*copy) == text::PrintProgram(*original)) {
    return "renaming did not change the printed program";
  }
  // ... but the structure did not.
  if (auto mismatch = ir::FindStructuralMismatch(*original, *copy)) {
    return "renamed copy is not equal: " + *mismatch;
  }
  ir::StructuralEqualOptions with_memrefs;
  with_memrefs.compare_memrefs = true;
  if (!ir::StructuralEqual(*original, *copy, with_memrefs)) {
    return "renamed copy differs in memrefs";
  }
  if (ir::StructuralHash(*original) != ir::StructuralHash(*copy)) {
    return "renamed copy hashes differently";
  }
  return "";
}

TEST(StructuralHashTest, AlphaRenamedCopiesAreEqualWithEqualHashes) {
  std::vector<std::string> inputs = CorpusPrograms();
  // A sample of dumps in SSA form with memrefs and allocations: the last
  // dump of every program at both levels.
  for (const fs::path& dir : GoldenProgramDirs()) {
    for (const char* sub : {"default", "default-explicit", "debugtile"}) {
      std::vector<std::string> dumps = PyFiles((dir / sub).string(), /*recursive=*/false);
      if (dumps.empty()) continue;
      inputs.push_back(dumps.back());
      inputs.push_back(dumps[dumps.size() / 2]);
    }
  }
  int checked = 0;
  for (const std::string& f : inputs) {
    bool ok = false;
    const std::string text = testing::ReadFile(f, &ok);
    ASSERT_TRUE(ok) << f;
    auto program = ParseFile(f);
    // A program whose functions were all inlined away has nothing to rename.
    if (program.ok() && (*program)->functions().empty()) continue;
    const std::string error = CheckAlphaRename(text, fs::path(f).filename().string());
    EXPECT_EQ(error, "") << ShortName(f);
    // The canonical print renames the same way.
    if (program.ok()) {
      EXPECT_EQ(CheckAlphaRename(text::PrintProgram(*program), "printed.py"), "")
          << ShortName(f) << " (printed)";
    }
    ++checked;
  }
  std::cout << "alpha-renamed " << checked << " programs\n";
  EXPECT_GT(checked, 100);
}

// ---------------------------------------------------------------------------
// Single-field changes.

enum class Change { kConstant, kDtype, kShapeDim, kOpName, kLoopBound, kMemorySpace };

const char* ChangeName(Change c) {
  switch (c) {
    case Change::kConstant:
      return "constant";
    case Change::kDtype:
      return "dtype";
    case Change::kShapeDim:
      return "shape dim";
    case Change::kOpName:
      return "op name";
    case Change::kLoopBound:
      return "loop bound";
    case Change::kMemorySpace:
      return "memory space";
  }
  return "?";
}

ir::TypePtr RebuildShaped(const ir::ShapedType& t, std::vector<ir::ExprPtr> shape,
                          ir::DataType dtype, std::optional<ir::MemorySpace> space) {
  if (auto tensor = dynamic_cast<const ir::TensorType*>(&t)) {
    return std::make_shared<ir::TensorType>(std::move(shape), dtype, tensor->view(),
                                            tensor->memref(), tensor->span());
  }
  const auto& tile = static_cast<const ir::TileType&>(t);
  return std::make_shared<ir::TileType>(std::move(shape), dtype, space, tile.view(), tile.memref(),
                                        tile.span());
}

// Changes the first occurrence (in traversal order) of one kind of field.
class OneFieldChange : public ir::IRMutator {
 public:
  explicit OneFieldChange(Change change) : change_(change) {}
  bool applied() const { return applied_; }

  ir::TypePtr MutateType(const ir::TypePtr& type) override {
    if (!applied_ && type) {
      if (auto scalar = ir::As<ir::ScalarType>(type); scalar && change_ == Change::kDtype) {
        applied_ = true;
        return ir::ScalarType::Get(Other(scalar->dtype()));
      }
      if (auto shaped = ir::As<ir::ShapedType>(type)) {
        std::optional<ir::MemorySpace> space;
        if (auto tile = ir::As<ir::TileType>(type)) space = tile->memory_space();
        if (change_ == Change::kDtype) {
          applied_ = true;
          return RebuildShaped(*shaped, shaped->shape(), Other(shaped->dtype()), space);
        }
        if (change_ == Change::kShapeDim) {
          std::vector<ir::ExprPtr> shape = shaped->shape();
          for (auto& d : shape) {
            if (auto c = ir::As<ir::ConstInt>(d)) {
              d = ir::MakeConstInt(c->value() + 1, c->dtype());
              applied_ = true;
              return RebuildShaped(*shaped, std::move(shape), shaped->dtype(), space);
            }
          }
        }
        if (change_ == Change::kMemorySpace && space) {
          applied_ = true;
          return RebuildShaped(
              *shaped, shaped->shape(), shaped->dtype(),
              *space == ir::MemorySpace::kVec ? ir::MemorySpace::kMat : ir::MemorySpace::kVec);
        }
      }
    }
    ++type_depth_;
    ir::TypePtr out = IRMutator::MutateType(type);
    --type_depth_;
    return out;
  }

  ir::ExprPtr MutateConstFloat(const ir::ConstFloatPtr& expr) override {
    if (change_ == Change::kConstant && !applied_ && type_depth_ == 0) {
      applied_ = true;
      return ir::MakeConstFloat(expr->value() + 1.0, expr->dtype());
    }
    return IRMutator::MutateConstFloat(expr);
  }

  ir::ExprPtr MutateCall(const ir::CallPtr& call) override {
    if (change_ == Change::kOpName && !applied_ && !call->IsFunctionCall()) {
      applied_ = true;
      const std::string other = call->callee_name() == "tensor.add" ? "tensor.sub" : "tensor.add";
      return std::make_shared<ir::Call>(std::make_shared<ir::Op>(other), call->args(),
                                        call->kwargs(), call->attrs(), call->type(), call->span());
    }
    return IRMutator::MutateCall(call);
  }

  ir::StmtPtr MutateFor(const ir::ForStmtPtr& stmt) override {
    if (change_ == Change::kLoopBound && !applied_) {
      applied_ = true;
      ir::ExprPtr stop;
      if (auto c = ir::As<ir::ConstInt>(stmt->stop())) {
        stop = ir::MakeConstInt(c->value() + 1, c->dtype());
      } else {
        stop = std::make_shared<ir::BinaryExpr>(ir::BinaryOp::kAdd, stmt->stop(), ir::MakeIndex(1),
                                                ir::DataType::kIndex);
      }
      return std::make_shared<ir::ForStmt>(stmt->loop_var(), stmt->start(), stop, stmt->step(),
                                           stmt->iter_args(), stmt->body(), stmt->return_vars(),
                                           stmt->for_kind(), stmt->attrs(), stmt->span());
    }
    return IRMutator::MutateFor(stmt);
  }

 private:
  static ir::DataType Other(ir::DataType d) {
    return d == ir::DataType::kFP32 ? ir::DataType::kFP16 : ir::DataType::kFP32;
  }

  Change change_;
  bool applied_ = false;
  int type_depth_ = 0;
};

TEST(StructuralHashTest, SingleFieldChangesBreakEqualityAndHash) {
  std::vector<std::string> inputs = CorpusPrograms();
  for (const fs::path& dir : GoldenProgramDirs()) {
    std::vector<std::string> dumps = PyFiles((dir / "default").string(), /*recursive=*/false);
    if (!dumps.empty()) inputs.push_back(dumps.back());  // memory spaces everywhere
  }
  std::map<Change, int> applied;
  for (const std::string& f : inputs) {
    auto program = ParseFile(f);
    ASSERT_TRUE(program.ok()) << ShortName(f) << ": " << program.status();
    const uint64_t hash = ir::StructuralHash(*program);
    for (Change change : {Change::kConstant, Change::kDtype, Change::kShapeDim, Change::kOpName,
                          Change::kLoopBound, Change::kMemorySpace}) {
      OneFieldChange mutator(change);
      ir::ProgramPtr changed = mutator.MutateProgram(*program);
      if (!mutator.applied()) continue;
      ++applied[change];
      EXPECT_FALSE(ir::StructuralEqual(*program, changed))
          << ShortName(f) << ": changing a " << ChangeName(change) << " kept equality";
      EXPECT_NE(hash, ir::StructuralHash(changed))
          << ShortName(f) << ": changing a " << ChangeName(change) << " kept the hash";
    }
  }
  for (Change change : {Change::kConstant, Change::kDtype, Change::kShapeDim, Change::kOpName,
                        Change::kLoopBound, Change::kMemorySpace}) {
    std::cout << ChangeName(change) << ": changed in " << applied[change] << " programs\n";
    EXPECT_GE(applied[change], 10) << ChangeName(change);
  }
}

}  // namespace
}  // namespace ptoc::corpus
