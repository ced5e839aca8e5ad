// ptoc: the offline command-line driver of the compiler library.
//
//   ptoc print FILE [--explicit]
//   ptoc passes [--strategy=NAME]
//   ptoc run-passes FILE (--strategy=Default|DebugTileOptimization | --passes=A,B,...)
//        [--dump-dir DIR] [--dump-level none|concise|explicit]
//        [--verify none|basic|roundtrip] [--verify-mode none|before|after|before_and_after]
//        [--quiet] [--server HOST:PORT [--roundtrip] [--report] [--json]]
//   ptoc compile FILE [--server HOST:PORT] [--target T] [--strategy S | --passes A,B]
//        [--json] [--ir]
//   ptoc dump FILE [--server HOST:PORT] [--target T] [--strategy S | --passes A,B]
//        [--dump-level concise|explicit|none] [--diff] [--only-changed] [--json]
//
// With --server the work is done by ptocd (results may come from its cache);
// without it, in this process. A bearer token comes from --token or
// $PTOC_TOKEN.
//
// Exit codes: 0 success, 1 compile error ("file:line:col: message" on
// stderr), 2 usage error, 3 server unavailable.
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "client/offline_commands.h"
#include "client/server_commands.h"
#include "compiler/base/status.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitCompileError = 1;
constexpr int kExitUsage = 2;

constexpr char kUsage[] =
    "usage:\n"
    "  ptoc print FILE [--explicit]\n"
    "  ptoc passes [--strategy=Default|DebugTileOptimization]\n"
    "  ptoc run-passes FILE (--strategy=Default|DebugTileOptimization | --passes=A,B,...)\n"
    "       [--dump-dir DIR] [--dump-level none|concise|explicit]\n"
    "       [--verify none|basic|roundtrip]\n"
    "       [--verify-mode none|before|after|before_and_after] [--quiet]\n"
    "       [--server HOST:PORT [--roundtrip] [--report] [--json] [--target T]]\n"
    "  ptoc compile FILE [--server HOST:PORT] [--target T]\n"
    "       [--strategy S | --passes A,B,...] [--verify LEVEL] [--json] [--ir]\n"
    "  ptoc dump FILE [--server HOST:PORT] [--target T] [--strategy S | --passes A,B,...]\n"
    "       [--dump-level concise|explicit|none] [--diff] [--only-changed] [--json]\n"
    "  (remote options: --token TOKEN or $PTOC_TOKEN, --deadline-ms N)\n";

int Usage(const std::string& message) {
  if (!message.empty()) std::cerr << "ptoc: " << message << "\n";
  std::cerr << kUsage;
  return kExitUsage;
}

// Positional arguments and --key[=value] / --key value options. Flags that
// take no value are listed in `boolean_flags`.
struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;
};

std::optional<Args> ParseArgs(int argc, char** argv, int start,
                              const std::vector<std::string>& value_flags,
                              const std::vector<std::string>& boolean_flags, std::string* error) {
  Args args;
  auto is_one_of = [](const std::string& s, const std::vector<std::string>& list) {
    for (const auto& item : list) {
      if (item == s) return true;
    }
    return false;
  };
  for (int i = start; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.size() < 2 || arg.compare(0, 2, "--") != 0) {
      args.positional.push_back(arg);
      continue;
    }
    std::string key = arg.substr(2);
    std::optional<std::string> value;
    size_t eq = key.find('=');
    if (eq != std::string::npos) {
      value = key.substr(eq + 1);
      key = key.substr(0, eq);
    }
    if (is_one_of(key, boolean_flags)) {
      if (value) {
        *error = "--" + key + " takes no value";
        return std::nullopt;
      }
      args.options[key] = "true";
    } else if (is_one_of(key, value_flags)) {
      if (!value) {
        if (i + 1 >= argc) {
          *error = "--" + key + " needs a value";
          return std::nullopt;
        }
        value = argv[++i];
      }
      args.options[key] = *value;
    } else {
      *error = "unknown option --" + key;
      return std::nullopt;
    }
  }
  return args;
}

absl::StatusOr<ptoc::ir::ProgramPtr> LoadProgram(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(path + ": cannot open file");
  std::stringstream text;
  text << in.rdbuf();
  ptoc::text::ParseOptions options;
  options.filename = path;
  return ptoc::text::ParseProgram(text.str(), options);
}

int CompileFailure(const absl::Status& status) {
  std::cerr << status.message() << "\n";
  return kExitCompileError;
}

int RunPrint(int argc, char** argv) {
  std::string error;
  std::optional<Args> args = ParseArgs(argc, argv, 2, {}, {"explicit"}, &error);
  if (!args) return Usage(error);
  if (args->positional.size() != 1) return Usage("print needs exactly one FILE");
  absl::StatusOr<ptoc::ir::ProgramPtr> program = LoadProgram(args->positional[0]);
  if (!program.ok()) return CompileFailure(program.status());
  ptoc::text::PrintOptions options;
  if (args->options.count("explicit")) options.view_level = ptoc::text::ViewLevel::kExplicit;
  try {
    std::cout << ptoc::text::PrintProgram(*program, options);
  } catch (const ptoc::CompileError& e) {
    return CompileFailure(e.status());
  }
  return kExitOk;
}

int RunPasses(int argc, char** argv) {
  std::string error;
  std::optional<Args> args = ParseArgs(argc, argv, 2,
                                       {"strategy", "passes", "dump-dir", "dump-level", "verify",
                                        "verify-mode", "server", "target", "token", "deadline-ms"},
                                       {"quiet", "roundtrip", "report", "json"}, &error);
  if (!args) return Usage(error);
  if (args->positional.size() != 1) return Usage("run-passes needs exactly one FILE");
  auto& opts = args->options;
  if (opts.count("strategy") == opts.count("passes")) {
    return Usage("give exactly one of --strategy and --passes");
  }
  // Reached with --server only: without it, run-passes is an in-process
  // command (offline_commands.h).
  return ptoc::client::RunRemotePasses(args->positional[0], opts);
}

int RunServerCommand(int argc, char** argv, bool dump) {
  std::string error;
  std::vector<std::string> value_flags = {"server", "target", "strategy",   "passes",
                                          "verify", "token",  "deadline-ms"};
  std::vector<std::string> boolean_flags = {"json"};
  if (dump) {
    value_flags.push_back("dump-level");
    boolean_flags.insert(boolean_flags.end(), {"diff", "only-changed"});
  } else {
    boolean_flags.push_back("ir");
  }
  std::optional<Args> args = ParseArgs(argc, argv, 2, value_flags, boolean_flags, &error);
  if (!args) return Usage(error);
  if (args->positional.size() != 1) return Usage(std::string(argv[1]) + " needs exactly one FILE");
  if (args->options.count("strategy") && args->options.count("passes")) {
    return Usage("give at most one of --strategy and --passes");
  }
  return dump ? ptoc::client::RunDump(args->positional[0], args->options)
              : ptoc::client::RunCompile(args->positional[0], args->options);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage("");
  std::string command = argv[1];
  // In-process subcommands (client/offline_commands.h): fmt, check, equal,
  // passes, and run-passes without --server.
  if (ptoc::client::IsOfflineCommand(argc, argv)) {
    return ptoc::client::RunOfflineCommand(argc, argv);
  }
  if (command == "print") return RunPrint(argc, argv);
  if (command == "run-passes") return RunPasses(argc, argv);
  if (command == "compile") return RunServerCommand(argc, argv, /*dump=*/false);
  if (command == "dump") return RunServerCommand(argc, argv, /*dump=*/true);
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << kUsage << "in-process commands:\n" << ptoc::client::OfflineUsage();
    return kExitOk;
  }
  return Usage("unknown command " + command);
}
