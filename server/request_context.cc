#include "server/request_context.h"

#include "server/logging.h"

namespace ptoc::server {

grpc::Status ToGrpcStatus(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()));
}

std::string GrpcCodeName(grpc::StatusCode code) {
  switch (code) {
    case grpc::StatusCode::OK:
      return "OK";
    case grpc::StatusCode::CANCELLED:
      return "CANCELLED";
    case grpc::StatusCode::UNKNOWN:
      return "UNKNOWN";
    case grpc::StatusCode::INVALID_ARGUMENT:
      return "INVALID_ARGUMENT";
    case grpc::StatusCode::DEADLINE_EXCEEDED:
      return "DEADLINE_EXCEEDED";
    case grpc::StatusCode::NOT_FOUND:
      return "NOT_FOUND";
    case grpc::StatusCode::ALREADY_EXISTS:
      return "ALREADY_EXISTS";
    case grpc::StatusCode::PERMISSION_DENIED:
      return "PERMISSION_DENIED";
    case grpc::StatusCode::RESOURCE_EXHAUSTED:
      return "RESOURCE_EXHAUSTED";
    case grpc::StatusCode::FAILED_PRECONDITION:
      return "FAILED_PRECONDITION";
    case grpc::StatusCode::ABORTED:
      return "ABORTED";
    case grpc::StatusCode::OUT_OF_RANGE:
      return "OUT_OF_RANGE";
    case grpc::StatusCode::UNIMPLEMENTED:
      return "UNIMPLEMENTED";
    case grpc::StatusCode::INTERNAL:
      return "INTERNAL";
    case grpc::StatusCode::UNAVAILABLE:
      return "UNAVAILABLE";
    case grpc::StatusCode::DATA_LOSS:
      return "DATA_LOSS";
    case grpc::StatusCode::UNAUTHENTICATED:
      return "UNAUTHENTICATED";
    default:
      return "UNKNOWN";
  }
}

RequestContext::RequestContext(grpc::ServerContextBase* context, std::string method,
                               const ServerConfig* config, Metrics* metrics)
    : context_(context),
      method_(std::move(method)),
      config_(config),
      metrics_(metrics),
      start_(std::chrono::steady_clock::now()) {}

absl::Status RequestContext::CheckCancelled() const {
  bool past_deadline = std::chrono::system_clock::now() >= context_->deadline();
  if (past_deadline) {
    return absl::DeadlineExceededError(
        absl::StrCat(method_, ": deadline exceeded after ", ElapsedMs(), " ms"));
  }
  if (context_->IsCancelled()) return absl::CancelledError(method_ + ": cancelled by the caller");
  return absl::OkStatus();
}

std::function<absl::Status()> RequestContext::CancellationCheck() const {
  return [this] { return CheckCancelled(); };
}

absl::Status RequestContext::CheckAuth() const {
  if (config_->auth_token.empty()) return absl::OkStatus();
  const std::string expected = "Bearer " + config_->auth_token;
  auto range = context_->client_metadata().equal_range("authorization");
  for (auto it = range.first; it != range.second; ++it) {
    const grpc::string_ref& value = it->second;
    if (value.size() != expected.size()) continue;
    // Constant-time comparison: no early exit on the first differing byte.
    unsigned char diff = 0;
    for (size_t i = 0; i < expected.size(); ++i) {
      diff |= static_cast<unsigned char>(value.data()[i] ^ expected[i]);
    }
    if (diff == 0) return absl::OkStatus();
  }
  return absl::UnauthenticatedError("missing or wrong bearer token (authorization metadata)");
}

double RequestContext::ElapsedMs() const {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
      .count();
}

grpc::Status RequestContext::Finish(const absl::Status& status) {
  grpc::Status result = ToGrpcStatus(status);
  double elapsed_ms = ElapsedMs();
  std::string code = GrpcCodeName(result.error_code());
  if (metrics_ != nullptr) metrics_->RecordRpc(method_, code, elapsed_ms / 1000.0);
  RpcLogRecord record;
  record.method = method_;
  record.peer = context_->peer();
  record.digest = digest_;
  record.cache_hit = cache_hit_;
  record.code = code;
  record.message = std::string(status.message());
  record.duration_ms = elapsed_ms;
  LogRpc(record);
  return result;
}

}  // namespace ptoc::server
