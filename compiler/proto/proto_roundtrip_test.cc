// IR -> proto -> IR over every corpus program and every reference dump:
// the result must be structurally equal to the parsed IR (memrefs included),
// survive the wire encoding, and convert back to the identical proto (which
// also checks that names, spans and variable sharing are preserved).
//
// Files the parser cannot read yet are counted and listed but not failed
// here (the parser has its own tests); every parsed file must roundtrip.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/proto/ir_to_proto.h"
#include "compiler/proto/proto_to_ir.h"
#include "compiler/text/parser.h"
#include "gtest/gtest.h"

namespace ptoc::proto {
namespace {

namespace fs = std::filesystem;

// $TEST_SRCDIR/$TEST_WORKSPACE/<path>.
std::string RunfilePath(const std::string& path) {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  const char* workspace = std::getenv("TEST_WORKSPACE");
  return std::string(srcdir ? srcdir : ".") + "/" + (workspace ? workspace : "ptoc") + "/" + path;
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Corpus programs, each golden's concise and explicit print and every pass
// dump (default, default-explicit, debugtile), sorted.
std::vector<fs::path> InputFiles() {
  std::vector<fs::path> files;
  fs::path corpus = RunfilePath("tests/corpus");
  if (fs::is_directory(corpus)) {
    for (const auto& e : fs::directory_iterator(corpus)) {
      if (e.path().extension() == ".py") files.push_back(e.path());
    }
  }
  fs::path golden = RunfilePath("tests/golden");
  if (fs::is_directory(golden)) {
    for (const auto& program : fs::directory_iterator(golden)) {
      if (!program.is_directory()) continue;
      for (const char* print : {"print.concise.py", "print.explicit.py"}) {
        if (fs::exists(program.path() / print)) files.push_back(program.path() / print);
      }
      for (const char* dir : {"default", "default-explicit", "debugtile"}) {
        fs::path dumps = program.path() / dir;
        if (!fs::is_directory(dumps)) continue;
        for (const auto& e : fs::directory_iterator(dumps)) {
          if (e.path().extension() == ".py") files.push_back(e.path());
        }
      }
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Nesting depth of a message (1 for a message without message fields). The
// service's wire parser has a recursion limit (100 by default), so the test
// reports the deepest program.
int MessageDepth(const google::protobuf::Message& msg) {
  const google::protobuf::Reflection* reflection = msg.GetReflection();
  std::vector<const google::protobuf::FieldDescriptor*> fields;
  reflection->ListFields(msg, &fields);
  int deepest = 0;
  for (const auto* field : fields) {
    if (field->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE) continue;
    if (field->is_repeated()) {
      for (int i = 0; i < reflection->FieldSize(msg, field); ++i) {
        deepest = std::max(deepest, MessageDepth(reflection->GetRepeatedMessage(msg, field, i)));
      }
    } else {
      deepest = std::max(deepest, MessageDepth(reflection->GetMessage(msg, field)));
    }
  }
  return deepest + 1;
}

// Roundtrips one parsed program; returns an empty string on success.
std::string Roundtrip(const ir::ProgramPtr& program) {
  absl::StatusOr<v1::Program> proto = ProgramToProto(program);
  if (!proto.ok()) return "ProgramToProto: " + proto.status().ToString();
  std::string bytes;
  if (!proto->SerializeToString(&bytes)) return "SerializeToString failed";
  v1::Program decoded;
  if (!decoded.ParseFromString(bytes)) return "ParseFromString failed";
  absl::StatusOr<ir::ProgramPtr> back = ProgramFromProto(decoded);
  if (!back.ok()) return "ProgramFromProto: " + back.status().ToString();
  ir::StructuralEqualOptions options;
  options.compare_memrefs = true;
  if (auto mismatch = ir::FindStructuralMismatch(program, *back, options)) {
    return "not structurally equal: " + *mismatch;
  }
  if (!ir::StructuralEqual(program, *back, options)) return "StructuralEqual is false";
  absl::StatusOr<v1::Program> again = ProgramToProto(*back);
  if (!again.ok()) return "second ProgramToProto: " + again.status().ToString();
  std::string bytes_again;
  again->SerializeToString(&bytes_again);
  if (bytes_again != bytes) return "proto -> IR -> proto changed the proto";
  return "";
}

// Under a sanitizer every fourth file: that run looks for memory errors in
// the same code paths and must stay within its time limit; the plain run
// checks every file.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr size_t kFileStride = 4;
#else
constexpr size_t kFileStride = 1;
#endif

TEST(ProtoRoundtripTest, CorpusAndGoldens) {
  std::vector<fs::path> all_files = InputFiles();
  std::vector<fs::path> files;
  for (size_t i = 0; i < all_files.size(); i += kFileStride) files.push_back(all_files[i]);
  ASSERT_FALSE(files.empty()) << "no input files under " << RunfilePath("tests");
  int parsed = 0, roundtripped = 0, vars = 0, max_depth = 0;
  size_t bytes = 0;
  std::vector<std::string> parse_failures;
  for (const fs::path& file : files) {
    text::ParseOptions parse_options;
    parse_options.filename = file.filename().string();
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(ReadFile(file), parse_options);
    if (!program.ok()) {
      parse_failures.push_back(file.string() + ": " + std::string(program.status().message()));
      continue;
    }
    // Task launches (pl.submit) have no protobuf form yet.
    const std::string text = ReadFile(file);
    if (absl::StrContains(text, "pl.submit(") || absl::StrContains(text, "pl.spmd_submit(")) {
      continue;
    }
    ++parsed;
    std::string error = Roundtrip(*program);
    EXPECT_EQ(error, "") << file;
    if (!error.empty()) continue;
    ++roundtripped;
    absl::StatusOr<v1::Program> proto = ProgramToProto(*program);
    vars += proto->vars_size();
    bytes += proto->ByteSizeLong();
    max_depth = std::max(max_depth, MessageDepth(*proto));
  }
  std::cout << "proto roundtrip: " << roundtripped << "/" << parsed << " parsed files roundtrip ("
            << files.size() << " files, " << parse_failures.size() << " not parseable; " << vars
            << " vars, " << bytes << " proto bytes in total, max message depth " << max_depth
            << ")\n";
  for (size_t i = 0; i < parse_failures.size() && i < 10; ++i) {
    std::cout << "  parse failure: " << parse_failures[i] << "\n";
  }
  EXPECT_GT(parsed, 0) << "the parser read none of the inputs";
  EXPECT_EQ(roundtripped, parsed);
}

}  // namespace
}  // namespace ptoc::proto
