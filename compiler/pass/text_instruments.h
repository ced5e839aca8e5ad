// Instruments built on the DSL printer and parser: per-pass IR dumps
// (`00_frontend.py`, `NN_after_<Pass>.py`) and the print -> parse ->
// structural_equal roundtrip self-check.
#ifndef PTOC_COMPILER_PASS_TEXT_INSTRUMENTS_H_
#define PTOC_COMPILER_PASS_TEXT_INSTRUMENTS_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_context.h"

namespace ptoc::pass {

enum class PassDumpLevel : uint8_t {
  kNone,      // no per-pass dumps
  kConcise,   // canonical IR, implicit tile views omitted (the default)
  kExplicit,  // every tile's effective view spelled out
};

absl::string_view PassDumpLevelName(PassDumpLevel level);  // "none", "concise", "explicit"
std::optional<PassDumpLevel> ParsePassDumpLevel(absl::string_view text);

// "00_frontend.py" and "NN_after_<Pass>.py" (NN zero-padded to two digits).
inline constexpr absl::string_view kFrontendDumpName = "00_frontend.py";
std::string PassDumpFileName(int index, absl::string_view pass_name);

// Prints `program` at `level` (CONCISE when level is kNone) with a trailing
// newline and writes it to `path`.
absl::Status WriteProgramDump(const std::string& path, const ir::ProgramPtr& program,
                              PassDumpLevel level, const std::string& prefix = "pl");

// Writes the program after the k-th pass it sees (k = 1, 2, ...) to
// <output_dir>/NN_after_<Pass>.py. The directory must exist.
class DumpInstrument : public PassInstrument {
 public:
  DumpInstrument(std::string output_dir, PassDumpLevel level, std::string prefix = "pl")
      : output_dir_(std::move(output_dir)), level_(level), prefix_(std::move(prefix)) {}
  std::string GetName() const override { return "IRDump"; }
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) override;
  // File names written so far, in order.
  const std::vector<std::string>& written_files() const { return written_; }

 private:
  std::string output_dir_;
  PassDumpLevel level_;
  std::string prefix_;
  int next_index_ = 1;
  std::vector<std::string> written_;
};

// After each pass: print the program, parse the text back and require the
// result to be structurally equal to the original; a failure means the
// printer or the parser cannot represent that pass's output and is an
// INTERNAL status naming the pass, the first difference and the printed IR.
// Skipped without failing (as in the reference):
//  * the printer reports an internal error (a transitional state with no DSL
//    spelling, e.g. an unrolled loop with iter_args) -> warning on stderr;
//  * the IR contains UnknownType (hand-built calls; parsing infers a type);
//  * hand-built calls in a non-canonical form the parser normalises
//    (tensor.add/sub/mul/div with a scalar operand, 3-argument tile.load).
class RoundtripInstrument : public PassInstrument {
 public:
  RoundtripInstrument() = default;
  std::string GetName() const override { return "RoundtripInstrument"; }
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) override;
  int checked_count() const { return checked_; }
  int skipped_count() const { return skipped_; }

  // The check itself, usable outside a pipeline. `label` names the pass.
  static absl::Status CheckRoundtrip(const ir::ProgramPtr& program, const std::string& label,
                                     bool* skipped = nullptr);

 private:
  int checked_ = 0;
  int skipped_ = 0;
};

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_TEXT_INSTRUMENTS_H_
