// ptocd's log lines (spdlog): one line per RPC with method, program digest,
// cache hit, status and duration, as text or as one JSON object per line.
#ifndef PTOC_SERVER_LOGGING_H_
#define PTOC_SERVER_LOGGING_H_

#include <string>

namespace ptoc::server {

enum class LogFormat { kText, kJson };

// Installs ptocd's logger (stdout, buffered: RPC lines are flushed at least
// once a second, warnings and events at once) with the pattern for `format`.
// Call once at start-up; without it the log goes through spdlog's default
// logger.
void ConfigureLogging(LogFormat format);
LogFormat CurrentLogFormat();

struct RpcLogRecord {
  std::string method;
  std::string peer;
  std::string digest;
  bool cache_hit = false;
  std::string code;  // "OK", "INVALID_ARGUMENT", ...
  std::string message;
  double duration_ms = 0;
};

void LogRpc(const RpcLogRecord& record);
// A free-form event ("listening", "shutting down").
void LogInfo(const std::string& message);
void LogWarning(const std::string& message);

// JSON string escaping (also used for the CLI's --json output).
std::string JsonEscape(const std::string& text);

}  // namespace ptoc::server

#endif  // PTOC_SERVER_LOGGING_H_
