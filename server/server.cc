#include "server/server.h"

#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/health_check_service_interface.h>
#include <grpcpp/security/server_credentials.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "server/logging.h"

namespace ptoc::server {
namespace {

absl::StatusOr<std::string> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::InvalidArgumentError("cannot read " + path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> Credentials(const ServerConfig& config) {
  if (config.tls_cert_file.empty() && config.tls_key_file.empty()) {
    if (!config.tls_client_ca_file.empty()) {
      return absl::InvalidArgumentError("--tls_client_ca needs --tls_cert and --tls_key");
    }
    return grpc::InsecureServerCredentials();
  }
  if (config.tls_cert_file.empty() || config.tls_key_file.empty()) {
    return absl::InvalidArgumentError("TLS needs both --tls_cert and --tls_key");
  }
  absl::StatusOr<std::string> cert = ReadFile(config.tls_cert_file);
  if (!cert.ok()) return cert.status();
  absl::StatusOr<std::string> key = ReadFile(config.tls_key_file);
  if (!key.ok()) return key.status();
  grpc::SslServerCredentialsOptions options;
  options.pem_key_cert_pairs.push_back({*key, *cert});
  if (!config.tls_client_ca_file.empty()) {
    absl::StatusOr<std::string> ca = ReadFile(config.tls_client_ca_file);
    if (!ca.ok()) return ca.status();
    options.pem_root_certs = *ca;
    options.client_certificate_request = GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY;
  }
  return grpc::SslServerCredentials(options);
}

}  // namespace

PtocServer::PtocServer(const ServerConfig& config)
    : config_(config),
      cache_(CacheOptions{config.cache_bytes, config.cache_dir}, &metrics_),
      queue_(config.max_concurrent_compiles, config.max_queued_compiles, &metrics_),
      service_(&config_, &cache_, &queue_, &metrics_),
      metrics_http_(&metrics_) {}

PtocServer::~PtocServer() {
  if (!shut_down_) Shutdown(std::chrono::milliseconds(0));
}

absl::StatusOr<std::unique_ptr<PtocServer>> PtocServer::Start(const ServerConfig& config) {
  std::unique_ptr<PtocServer> server(new PtocServer(config));
  absl::Status cache_status = server->cache_.Init();
  if (!cache_status.ok()) return cache_status;
  absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> credentials = Credentials(config);
  if (!credentials.ok()) return credentials.status();

  grpc::EnableDefaultHealthCheckService(true);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();
  grpc::ServerBuilder builder;
  std::string address = absl::StrCat(config.host, ":", config.port);
  builder.AddListeningPort(address, *credentials, &server->port_);
  builder.RegisterService(&server->service_);
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MIN_POLLERS, 1);
  builder.SetSyncServerOption(grpc::ServerBuilder::SyncServerOption::MAX_POLLERS,
                              std::max(1, config.max_rpc_pollers));
  builder.SetMaxReceiveMessageSize(config.max_message_bytes);
  builder.SetMaxSendMessageSize(config.max_message_bytes);
  server->server_ = builder.BuildAndStart();
  if (server->server_ == nullptr || server->port_ == 0) {
    server->shut_down_ = true;
    return absl::UnavailableError("cannot listen on " + address);
  }
  grpc::HealthCheckServiceInterface* health = server->server_->GetHealthCheckService();
  if (health != nullptr) {
    health->SetServingStatus(true);
    health->SetServingStatus("ptoc.v1.Compiler", true);
  }
  if (config.metrics_port >= 0) {
    absl::StatusOr<int> port = server->metrics_http_.Start(config.host, config.metrics_port);
    if (!port.ok()) {
      server->Shutdown(std::chrono::milliseconds(0));
      return port.status();
    }
    server->metrics_port_ = *port;
  }
  return server;
}

void PtocServer::Shutdown(std::chrono::milliseconds grace) {
  if (shut_down_) return;
  shut_down_ = true;
  if (server_ != nullptr) {
    SetNotServing();
    server_->Shutdown(std::chrono::system_clock::now() + grace);
  }
  metrics_http_.Stop();
}

void PtocServer::SetNotServing() {
  if (server_ == nullptr) return;
  if (grpc::HealthCheckServiceInterface* health = server_->GetHealthCheckService()) {
    health->SetServingStatus(false);
  }
}

void PtocServer::Wait() {
  if (server_ != nullptr) server_->Wait();
}

}  // namespace ptoc::server
