// The `ptoc` subcommands that run the compiler library in this process, with
// no server: fmt, check, equal, passes and run-passes (the latter unless
// --server is given, which ptoc_main.cc hands to server_commands.h).
//
// Exit codes: 0 success; 1 a compile error, failed check or differing
// programs (diagnostics "FILE:LINE:COL: error: message" on stderr); 2 a usage
// error (or, for `equal`, an input that cannot be read or parsed).
#ifndef PTOC_CLIENT_OFFLINE_COMMANDS_H_
#define PTOC_CLIENT_OFFLINE_COMMANDS_H_

namespace ptoc::client {

// True when argv[1] is one of the subcommands above and is to run offline.
bool IsOfflineCommand(int argc, char** argv);

// Runs argv[1] (which IsOfflineCommand accepted); returns the exit code.
int RunOfflineCommand(int argc, char** argv);

// The synopsis of the offline subcommands, for the top-level --help.
const char* OfflineUsage();

// Individual subcommands; argv[1] is the subcommand name.
int RunFmt(int argc, char** argv);
int RunCheck(int argc, char** argv);
int RunEqual(int argc, char** argv);
int RunListPasses(int argc, char** argv);
int RunOfflinePasses(int argc, char** argv);  // `run-passes` (run_passes_command.cc)

}  // namespace ptoc::client

#endif  // PTOC_CLIENT_OFFLINE_COMMANDS_H_
