#include "server/logging.h"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace ptoc::server {
namespace {

std::atomic<LogFormat> log_format{LogFormat::kText};

// Long messages (e.g. a verification report) are cut in the log line; the
// client gets the whole message.
std::string Truncate(const std::string& text, size_t limit = 300) {
  if (text.size() <= limit) return text;
  return text.substr(0, limit) + "...";
}

// Writes lines into stdout's stdio buffer without flushing each one: a
// line per RPC would otherwise cost a write system call per RPC. Warnings
// and events flush at once; the rest within a second (flush_every).
class BufferedStdoutSink : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t formatted;
    formatter_->format(msg, formatted);
    std::fwrite(formatted.data(), 1, formatted.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};

void FlushNow() { spdlog::default_logger_raw()->flush(); }

}  // namespace

std::string JsonEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size() + 2);
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += absl::StrFormat("\\u%04x", c);
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  return out;
}

void ConfigureLogging(LogFormat format) {
  log_format = format;
  auto logger = std::make_shared<spdlog::logger>("ptocd", std::make_shared<BufferedStdoutSink>());
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(logger);
  spdlog::flush_every(std::chrono::seconds(1));
  if (format == LogFormat::kJson) {
    // The message part is a sequence of JSON members built by LogRpc/LogInfo.
    spdlog::set_pattern(R"({"time":"%Y-%m-%dT%H:%M:%S.%e%z","level":"%l",%v})");
  } else {
    spdlog::set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%l] %v");
  }
}

LogFormat CurrentLogFormat() { return log_format; }

void LogRpc(const RpcLogRecord& r) {
  if (log_format == LogFormat::kJson) {
    spdlog::log(
        r.code == "OK" ? spdlog::level::info : spdlog::level::warn,
        absl::StrFormat(
            R"("msg":"rpc","method":"%s","peer":"%s","digest":"%s","cache_hit":%s,"code":"%s","duration_ms":%.3f%s)",
            JsonEscape(r.method), JsonEscape(r.peer), JsonEscape(r.digest),
            r.cache_hit ? "true" : "false", r.code, r.duration_ms,
            r.message.empty()
                ? ""
                : absl::StrCat(R"(,"error":")", JsonEscape(Truncate(r.message)), "\"")));
    return;
  }
  std::string line =
      absl::StrFormat("rpc %s digest=%s cache_hit=%s code=%s duration_ms=%.3f peer=%s", r.method,
                      r.digest.empty() ? "-" : r.digest.substr(0, 16),
                      r.cache_hit ? "true" : "false", r.code, r.duration_ms, r.peer);
  if (!r.message.empty()) {
    std::string first_line = r.message.substr(0, r.message.find('\n'));
    absl::StrAppend(&line, " error=\"", Truncate(first_line), "\"");
  }
  if (r.code == "OK") {
    spdlog::info(line);
  } else {
    spdlog::warn(line);
  }
}

void LogInfo(const std::string& message) {
  if (log_format == LogFormat::kJson) {
    spdlog::info(absl::StrCat(R"("msg":")", JsonEscape(message), "\""));
  } else {
    spdlog::info(message);
  }
  FlushNow();
}

void LogWarning(const std::string& message) {
  if (log_format == LogFormat::kJson) {
    spdlog::warn(absl::StrCat(R"("msg":")", JsonEscape(message), "\""));
  } else {
    spdlog::warn(message);
  }
  FlushNow();
}

}  // namespace ptoc::server
