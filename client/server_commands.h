// The `ptoc` commands that compile through ptocd (--server host:port) or,
// without --server, through the same compile code in-process:
//   ptoc compile FILE    [--json] [--ir]
//   ptoc dump FILE       [--diff] [--only-changed] [--json]
//   ptoc run-passes FILE --server host:port ...
#ifndef PTOC_CLIENT_SERVER_COMMANDS_H_
#define PTOC_CLIENT_SERVER_COMMANDS_H_

#include <map>
#include <string>

namespace ptoc::client {

// Options as parsed by ptoc_main.cc: "server", "target", "strategy",
// "passes", "json", "ir", "diff", "only-changed", "dump-level", "verify",
// "verify-mode", "roundtrip", "report", "dump-dir", "quiet", "token",
// "deadline-ms". Returns the process exit code (0 ok, 1 compile error, 2
// usage, 3 server unreachable).
int RunCompile(const std::string& file, const std::map<std::string, std::string>& options);
int RunDump(const std::string& file, const std::map<std::string, std::string>& options);
int RunRemotePasses(const std::string& file, const std::map<std::string, std::string>& options);

}  // namespace ptoc::client

#endif  // PTOC_CLIENT_SERVER_COMMANDS_H_
