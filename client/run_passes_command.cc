// `ptoc run-passes` in-process: a strategy or an explicit pass list over one
// program, with optional per-pass dumps and wall-clock timing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "client/cli_support.h"
#include "client/offline_commands.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/text/printer.h"

namespace ptoc::client {
namespace {

constexpr char kRunPassesUsage[] =
    "usage: ptoc run-passes FILE|- (--passes A,B,... | --strategy Default|DebugTileOptimization)\n"
    "         [--verify none|basic|roundtrip] [--verify-mode none|before|after|before_and_after]\n"
    "         [--dump-dir DIR] [--dump-level concise|explicit] [--explicit] [--quiet]\n"
    "         [--target Ascend910B|Ascend950] [--time [--repeat N]]\n"
    "  Runs the passes in this process and prints the resulting program on stdout.\n"
    "  --verify       automatic verification level (default: $PTOC_VERIFY_LEVEL, else basic)\n"
    "  --verify-mode  also verify each pass's required/produced properties\n"
    "  --dump-dir     write 00_frontend.py and NN_after_<Pass>.py into DIR\n"
    "  --dump-level   the view level of the dumps (default concise)\n"
    "  --explicit     print the result at the EXPLICIT view level\n"
    "  --quiet        do not print the result\n"
    "  --target       the chip whose memory capacities and native casts the passes\n"
    "                 assume (default Ascend910B)\n"
    "  --time         after the run, time the pipeline N more times (default 1, no dumps)\n"
    "                 and report on stderr the median and minimum wall time of each pass\n"
    "                 and of the whole pipeline; parsing is timed separately\n"
    "  (with --server HOST:PORT the passes run in ptocd instead)\n";

using Clock = std::chrono::steady_clock;

double Milliseconds(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

// Per-pass wall time of one pipeline run. Two instruments bracket each
// transform: the start one is the last to run before a pass and the stop one
// the first to run after it, so other instruments (verification, dumps,
// roundtrip) stay out of the measurement.
struct PassTimes {
  Clock::time_point started;
  std::vector<double> ms;  // one entry per pass run, in order
};

class StartTimer : public pass::PassInstrument {
 public:
  explicit StartTimer(std::shared_ptr<PassTimes> times) : times_(std::move(times)) {}
  std::string GetName() const override { return "StartTimer"; }
  absl::Status RunBeforePass(const pass::Pass&, const ir::ProgramPtr&) override {
    times_->started = Clock::now();
    return absl::OkStatus();
  }

 private:
  std::shared_ptr<PassTimes> times_;
};

class StopTimer : public pass::PassInstrument {
 public:
  explicit StopTimer(std::shared_ptr<PassTimes> times) : times_(std::move(times)) {}
  std::string GetName() const override { return "StopTimer"; }
  absl::Status RunAfterPass(const pass::Pass&, const ir::ProgramPtr&) override {
    times_->ms.push_back(Milliseconds(Clock::now() - times_->started));
    return absl::OkStatus();
  }

 private:
  std::shared_ptr<PassTimes> times_;
};

struct Summary {
  double median = 0;
  double min = 0;
};

Summary Summarize(std::vector<double> samples) {
  Summary s;
  if (samples.empty()) return s;
  std::sort(samples.begin(), samples.end());
  size_t n = samples.size();
  s.median = n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
  s.min = samples.front();
  return s;
}

struct RunSettings {
  pass::VerificationLevel verify_level = pass::VerificationLevel::kBasic;
  std::optional<pass::VerificationMode> verify_mode;
};

pass::PassContext MakeContext(const RunSettings& settings,
                              std::vector<pass::PassInstrumentPtr> instruments) {
  pass::PassContext context({}, settings.verify_level);
  for (auto& instrument : instruments) context.AddInstrument(std::move(instrument));
  return context;
}

std::vector<pass::PassInstrumentPtr> VerificationInstruments(const RunSettings& settings) {
  if (!settings.verify_mode || *settings.verify_mode == pass::VerificationMode::kNone) return {};
  return {std::make_shared<pass::VerificationInstrument>(*settings.verify_mode)};
}

// Times `repeat` runs of the pipeline and `repeat` parses of `source`, and
// writes the table to stderr. Returns the first failure.
absl::Status TimePipeline(const pass::PassManager& manager, const RunSettings& settings,
                          const std::string& source, const std::string& path, int repeat) {
  std::vector<std::vector<double>> per_pass(manager.GetPasses().size());
  std::vector<double> pipeline_ms;
  std::vector<double> parse_ms;
  ir::ProgramPtr program;
  for (int run = 0; run < repeat; ++run) {
    Clock::time_point parse_start = Clock::now();
    absl::StatusOr<ir::ProgramPtr> parsed = ParseSource(source, path);
    parse_ms.push_back(Milliseconds(Clock::now() - parse_start));
    if (!parsed.ok()) return parsed.status();
    program = *parsed;

    auto times = std::make_shared<PassTimes>();
    std::vector<pass::PassInstrumentPtr> instruments = {std::make_shared<StopTimer>(times)};
    for (auto& instrument : VerificationInstruments(settings)) instruments.push_back(instrument);
    instruments.push_back(std::make_shared<StartTimer>(times));
    pass::PassContext context = MakeContext(settings, std::move(instruments));
    pass::PassContext::Scope scope(context);
    Clock::time_point start = Clock::now();
    absl::StatusOr<ir::ProgramPtr> result = manager.RunPasses(program);
    pipeline_ms.push_back(Milliseconds(Clock::now() - start));
    if (!result.ok()) return result.status();
    for (size_t i = 0; i < per_pass.size() && i < times->ms.size(); ++i) {
      per_pass[i].push_back(times->ms[i]);
    }
  }

  const std::vector<std::string> names = manager.GetPassNames();
  std::string table = absl::StrFormat(
      "# ptoc run-passes --time: %s, %d timed run(s) after one untimed run, verification %s;\n"
      "# in-process wall time in ms; a pass's time excludes instruments and automatic\n"
      "# verification, the pipeline's includes them; parsing is not part of the pipeline\n"
      "%-42s %10s %10s\n",
      DisplayName(path), repeat, pass::VerificationLevelName(settings.verify_level), "# pass",
      "median_ms", "min_ms");
  double sum_of_medians = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    Summary s = Summarize(per_pass[i]);
    sum_of_medians += s.median;
    absl::StrAppendFormat(&table, "%-42s %10.3f %10.3f\n",
                          absl::StrFormat("%02d %s", i + 1, names[i]), s.median, s.min);
  }
  Summary pipeline = Summarize(pipeline_ms);
  Summary parse = Summarize(parse_ms);
  absl::StrAppendFormat(&table, "%-42s %10.3f %10s\n", "passes_total (sum of medians)",
                        sum_of_medians, "");
  absl::StrAppendFormat(&table, "%-42s %10.3f %10.3f\n", "pipeline", pipeline.median, pipeline.min);
  absl::StrAppendFormat(&table, "%-42s %10.3f %10.3f\n", "parse", parse.median, parse.min);
  std::cerr << table;
  return absl::OkStatus();
}

}  // namespace

int RunOfflinePasses(int argc, char** argv) {
  const std::string command = "run-passes";
  std::string error;
  std::optional<CommandLine> line =
      ParseCommandLine(argc, argv, 2,
                       {{"passes", "strategy", "verify", "verify-mode", "dump-dir", "dump-level",
                         "repeat", "target"},
                        {"time", "quiet", "explicit"}},
                       &error);
  if (!line) return UsageError(command, error, kRunPassesUsage);
  if (line->help) {
    std::cout << kRunPassesUsage;
    return kExitOk;
  }
  if (line->positional.size() != 1) {
    return UsageError(command, "expected one FILE", kRunPassesUsage);
  }
  const std::string& path = line->positional[0];
  if (line->Has("passes") == line->Has("strategy")) {
    return UsageError(command, "give exactly one of --passes and --strategy", kRunPassesUsage);
  }

  std::optional<pass::PassManager> manager;
  if (line->Has("strategy")) {
    std::optional<pass::OptimizationStrategy> strategy = pass::ParseStrategy(line->Get("strategy"));
    if (!strategy) {
      return UsageError(command, "unknown strategy '" + line->Get("strategy") + "'",
                        kRunPassesUsage);
    }
    manager = pass::PassManager::GetStrategy(*strategy);
  } else {
    std::vector<std::string> names =
        absl::StrSplit(line->Get("passes"), ',', absl::SkipWhitespace());
    if (names.empty()) return UsageError(command, "--passes lists no pass", kRunPassesUsage);
    absl::StatusOr<pass::PassManager> custom = pass::PassManager::FromPassNames(names);
    if (!custom.ok()) {
      return UsageError(command, std::string(custom.status().message()), kRunPassesUsage);
    }
    manager = *std::move(custom);
  }

  RunSettings settings;
  settings.verify_level = pass::DefaultVerificationLevel();
  if (line->Has("verify")) {
    auto level = pass::ParseVerificationLevel(line->Get("verify"));
    if (!level) {
      return UsageError(command, "unknown verification level '" + line->Get("verify") + "'",
                        kRunPassesUsage);
    }
    settings.verify_level = *level;
  }
  if (line->Has("verify-mode")) {
    settings.verify_mode = pass::ParseVerificationMode(line->Get("verify-mode"));
    if (!settings.verify_mode) {
      return UsageError(command, "unknown verification mode '" + line->Get("verify-mode") + "'",
                        kRunPassesUsage);
    }
  }

  pass::PassDumpLevel dump_level = pass::PassDumpLevel::kNone;
  const std::string dump_dir = line->Get("dump-dir");
  if (line->Has("dump-dir")) {
    if (dump_dir.empty()) return UsageError(command, "--dump-dir is empty", kRunPassesUsage);
    dump_level = pass::PassDumpLevel::kConcise;
  }
  if (line->Has("dump-level")) {
    std::optional<pass::PassDumpLevel> level = pass::ParsePassDumpLevel(line->Get("dump-level"));
    if (!level || *level == pass::PassDumpLevel::kNone) {
      return UsageError(command, "unknown dump level '" + line->Get("dump-level") + "'",
                        kRunPassesUsage);
    }
    if (!line->Has("dump-dir")) {
      return UsageError(command, "--dump-level needs --dump-dir", kRunPassesUsage);
    }
    dump_level = *level;
  }

  int repeat = 1;
  if (line->Has("repeat")) {
    if (!line->Has("time")) return UsageError(command, "--repeat needs --time", kRunPassesUsage);
    if (!absl::SimpleAtoi(line->Get("repeat"), &repeat) || repeat < 1) {
      return UsageError(command, "--repeat needs a positive integer", kRunPassesUsage);
    }
  }

  const backend::Soc* soc = &backend::DefaultSoc();
  if (line->Has("target")) {
    soc = backend::FindSoc(line->Get("target"));
    if (soc == nullptr) {
      return UsageError(command,
                        "unknown target '" + line->Get("target") +
                            "' (known: " + absl::StrJoin(backend::SocNames(), ", ") + ")",
                        kRunPassesUsage);
    }
  }
  // Held for the parse, the run and the timed reruns, as the daemon does for a request.
  backend::ScopedSoc target(*soc);

  absl::StatusOr<std::string> source = ReadSource(path);
  if (!source.ok()) return ReportFailure(source.status(), path);
  absl::StatusOr<ir::ProgramPtr> program = ParseSource(*source, path);
  if (!program.ok()) return ReportFailure(program.status(), path, *source);

  absl::StatusOr<ir::ProgramPtr> result;
  {
    pass::PassContext context = MakeContext(settings, VerificationInstruments(settings));
    pass::PassContext::Scope scope(context);
    result = manager->RunPasses(*program, dump_level, dump_dir);
  }
  if (!result.ok()) return ReportFailure(result.status(), path, *source);

  if (!line->Has("quiet")) {
    text::PrintOptions options;
    if (line->Has("explicit")) options.view_level = text::ViewLevel::kExplicit;
    try {
      std::cout << text::PrintProgram(*result, options);
    } catch (const CompileError& e) {
      return ReportFailure(e.status(), path, *source);
    }
    std::cout.flush();
  }

  if (line->Has("time")) {
    absl::Status timed = TimePipeline(*manager, settings, *source, path, repeat);
    if (!timed.ok()) return ReportFailure(timed, path, *source);
  }
  return kExitOk;
}

}  // namespace ptoc::client
