// The printer's output buffer continues in new pieces past a size (1 MiB by
// default) instead of growing by copying. With a tiny piece size the pieced
// path runs on every program: the text must not change at all, at both view
// levels, on the corpus programs and on every per-pass dump of the reference
// (whose prints the golden tests check at the default size).
#include <filesystem>
#include <string>
#include <vector>

#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/text/runfiles.h"

namespace ptoc::text {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> InputFiles() {
  std::vector<fs::path> files;
  for (const char* dir : {"tests/corpus", "tests/golden"}) {
    for (const auto& entry : fs::recursive_directory_iterator(testing::RunfilePath(dir))) {
      if (entry.is_regular_file() && entry.path().extension() == ".py") {
        files.push_back(entry.path());
      }
    }
  }
  return files;
}

class PieceSize {
 public:
  explicit PieceSize(size_t bytes) { internal::SetOutputPieceBytesForTesting(bytes); }
  ~PieceSize() { internal::SetOutputPieceBytesForTesting(0); }
};

TEST(PrinterPiecesTest, TinyPiecesPrintTheSameText) {
  const std::vector<fs::path> files = InputFiles();
  ASSERT_GT(files.size(), 1000u);
  int printed = 0;
  for (const fs::path& path : files) {
    bool ok = false;
    const std::string source = testing::ReadFile(path.string(), &ok);
    ASSERT_TRUE(ok) << path;
    ParseOptions parse_options;
    parse_options.filename = path.filename().string();
    absl::StatusOr<ir::ProgramPtr> program = ParseProgram(source, parse_options);
    if (!program.ok()) continue;  // the malformed programs
    for (ViewLevel level : {ViewLevel::kConcise, ViewLevel::kExplicit}) {
      PrintOptions options;
      options.view_level = level;
      const std::string whole = PrintProgram(*program, options);
      for (size_t piece : {1, 7, 64}) {
        PieceSize scoped(piece);
        ASSERT_EQ(PrintProgram(*program, options), whole)
            << path << " with output pieces of " << piece << " bytes";
      }
    }
    ++printed;
  }
  EXPECT_GT(printed, 1000);
}

// A program larger than the default piece size, read back: the pieced print
// is the canonical text it was parsed from.
TEST(PrinterPiecesTest, MultiMegabyteProgramPrintsItsCanonicalText) {
  bool ok = false;
  const std::string base = testing::ReadFile(
      testing::RunfilePath("tests/golden/29_post_block_large/print.concise.py"), &ok);
  ASSERT_TRUE(ok);
  absl::StatusOr<ir::ProgramPtr> program = ParseProgram(base);
  ASSERT_TRUE(program.ok()) << program.status();
  // Copies of every function under new names make the text large; the
  // canonical print of the copy must read back to the same text.
  std::vector<ir::FunctionPtr> functions;
  for (int copy = 0; copy < 400; ++copy) {
    for (const ir::FunctionPtr& f : (*program)->functions()) {
      if (f->func_type() == ir::FunctionType::kOrchestration) continue;  // calls by name
      ir::Function::Fields fields = f->fields();
      fields.name += "_c" + std::to_string(copy);
      functions.push_back(f->WithFields(std::move(fields)));
    }
  }
  for (const ir::FunctionPtr& f : (*program)->functions()) functions.push_back(f);
  const ir::ProgramPtr big = (*program)->WithFunctions(std::move(functions));
  const std::string text = PrintProgram(big);
  ASSERT_GT(text.size(), size_t{3} << 20);
  absl::StatusOr<ir::ProgramPtr> reread = ParseProgram(text);
  ASSERT_TRUE(reread.ok()) << reread.status();
  EXPECT_EQ(PrintProgram(*reread), text);
  {
    PieceSize scoped(4096);
    EXPECT_EQ(PrintProgram(big), text);
  }
}

}  // namespace
}  // namespace ptoc::text
