// Configuration of a ptocd server instance. main.cc fills it from flags;
// tests build it directly. Every field has an embedded default, so a server
// starts with no configuration at all (in-memory cache, loopback address).
#ifndef PTOC_SERVER_CONFIG_H_
#define PTOC_SERVER_CONFIG_H_

#include <cstdint>
#include <string>

#include "compiler/pass/pass_context.h"
#include "server/compile_job.h"

namespace ptoc::server {

inline constexpr char kCompilerVersion[] = "ptoc-0.1.0";

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 0;  // 0 = any free port
  // Prometheus endpoint: -1 = off, 0 = any free port.
  int metrics_port = -1;

  uint64_t cache_bytes = uint64_t{256} << 20;
  std::string cache_dir;  // on-disk cache tier; off when empty

  Limits limits;
  int max_message_bytes = 64 << 20;
  // Compiles running at once, and compiles allowed to wait for a slot
  // (beyond that: RESOURCE_EXHAUSTED).
  int max_concurrent_compiles = 2;
  int max_queued_compiles = 64;
  // Threads gRPC's synchronous server (GetPassDump, ListPasses, GetStrategy)
  // keeps polling for calls. A thread that finishes a call while this many
  // others poll exits, and a new one is made for the next burst: set it to
  // the expected number of concurrent synchronous calls to avoid that churn.
  int max_rpc_pollers = 16;

  pass::VerificationLevel default_verification_level = pass::VerificationLevel::kBasic;

  // Required "authorization: Bearer <token>" on ptoc.v1.Compiler calls when
  // set (health and reflection stay open for probes and tooling).
  std::string auth_token;
  // TLS when cert + key are set; mutual TLS when client_ca is set as well.
  std::string tls_cert_file;
  std::string tls_key_file;
  std::string tls_client_ca_file;

  // Part of every cache key; main.cc adds a hash of the binary so a rebuilt
  // compiler never serves results of an older one from the disk tier.
  std::string compiler_version = kCompilerVersion;
};

}  // namespace ptoc::server

#endif  // PTOC_SERVER_CONFIG_H_
