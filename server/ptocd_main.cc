// ptocd: the ptoc compiler daemon (named ptocd_main.cc so absl's --help lists its flags). Starts
// with embedded defaults (loopback address, in-memory cache); see --help.
#include <malloc.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <thread>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "compiler/base/heap_tuning.h"
#include "server/config.h"
#include "server/logging.h"
#include "server/server.h"
#include "server/sha256.h"

ABSL_FLAG(std::string, host, "127.0.0.1", "Address to listen on (0.0.0.0 for all interfaces).");
ABSL_FLAG(int, port, 50051, "gRPC port; 0 = any free port (the chosen port is logged).");
ABSL_FLAG(std::string, port_file, "", "Write the bound gRPC port to this file once serving.");
ABSL_FLAG(int, metrics_port, 0,
          "Prometheus /metrics HTTP port; 0 = any free port (logged), -1 = off.");
ABSL_FLAG(uint64_t, cache_bytes, uint64_t{256} << 20, "Byte budget of the in-memory cache.");
ABSL_FLAG(std::string, cache_dir, "", "On-disk cache directory (off when empty).");
ABSL_FLAG(int, max_concurrent_compiles, 0, "Pipelines running at once; 0 = number of CPUs.");
ABSL_FLAG(int, max_queued_compiles, 64,
          "Compiles allowed to wait for a slot; beyond that RESOURCE_EXHAUSTED.");
ABSL_FLAG(int, max_rpc_pollers, 16,
          "Idle threads kept polling for synchronous calls (GetPassDump, ListPasses, "
          "GetStrategy); more concurrent calls than this start and end threads.");
ABSL_FLAG(uint64_t, max_program_bytes, uint64_t{16} << 20, "Largest accepted program.");
ABSL_FLAG(int64_t, max_ir_nodes, 2'000'000, "Most IR nodes (statements + expressions).");
ABSL_FLAG(int, max_nesting_depth, 256, "Deepest accepted nesting of the program.");
ABSL_FLAG(int, max_expression_height, 2048,
          "Most operands nested below one expression of DSL text (a + b + ... nests one "
          "level per operator).");
ABSL_FLAG(std::string, verify_level, "basic",
          "Verification level for requests that do not choose one: none|basic|roundtrip.");
ABSL_FLAG(std::string, log_format, "text", "Log format: text|json.");
ABSL_FLAG(std::string, auth_token_file, "",
          "File holding a bearer token that Compiler calls must send (off when empty).");
ABSL_FLAG(std::string, tls_cert, "", "PEM server certificate (TLS with --tls_key).");
ABSL_FLAG(std::string, tls_key, "", "PEM server private key.");
ABSL_FLAG(std::string, tls_client_ca, "", "PEM CA for client certificates (mutual TLS).");
ABSL_FLAG(int, malloc_arenas, 2,
          "Most glibc malloc arenas (0 = glibc's default, 8 per core). Each thread that "
          "compiles otherwise gets an arena of its own that keeps freed memory resident. "
          "Only for builds on glibc malloc (the sanitizer builds); the default build's jemalloc "
          "returns freed memory to the kernel over seconds (MALLOC_CONF=narenas:N caps its "
          "arenas).");
ABSL_FLAG(double, shutdown_grace_seconds, 10, "Time in-flight calls get on SIGTERM.");
ABSL_FLAG(double, shutdown_delay_seconds, 0,
          "On SIGTERM, report NOT_SERVING this long before refusing new calls.");

namespace {

// The compiler version in cache keys: release name + hash of this binary, so
// a rebuilt compiler never reads results of another build from --cache_dir.
std::string BinaryVersion() {
  std::ifstream in("/proc/self/exe", std::ios::binary);
  if (!in) return ptoc::server::kCompilerVersion;
  ptoc::server::Sha256 hash;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof(buffer)) || in.gcount() > 0) {
    hash.Update(absl::string_view(buffer, static_cast<size_t>(in.gcount())));
  }
  return absl::StrCat(ptoc::server::kCompilerVersion, "+", hash.FinishHex().substr(0, 16));
}

}  // namespace

int main(int argc, char** argv) {
  absl::SetProgramUsageMessage(
      "ptocd: the ptoc compiler service (gRPC ptoc.v1.Compiler, grpc.health.v1, reflection).\n"
      "Usage: ptocd [--port=N] [--cache_dir=DIR] [--metrics_port=N] ...");
  absl::ParseCommandLine(argc, argv);
  // Before any thread starts: threads pick their arena on first use.
  if (int arenas = absl::GetFlag(FLAGS_malloc_arenas);
      arenas > 0 && !ptoc::JemallocIsTheAllocator()) {
    mallopt(M_ARENA_MAX, arenas);
  }
  // Keep freed memory (up to 512 MiB per arena) for the next compilation instead of returning
  // it to the kernel and faulting it in again.
  ptoc::TuneHeapForLargePrograms(size_t{512} << 20);
  // Signals are taken by a dedicated thread (sigwait), so the handler code
  // can log and shut the server down normally. Blocked before any thread
  // starts (the log flusher is one): threads inherit the mask.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
#ifdef NDEBUG
  // gRPC locks abseil mutexes on every call; abseil's deadlock detection
  // (lock-order graph updates) is a debugging aid that costs on each of them.
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
#endif
  using ptoc::server::LogFormat;

  std::string log_format = absl::GetFlag(FLAGS_log_format);
  if (log_format != "text" && log_format != "json") {
    std::cerr << "ptocd: --log_format must be text or json\n";
    return 2;
  }
  ptoc::server::ConfigureLogging(log_format == "json" ? LogFormat::kJson : LogFormat::kText);

  ptoc::server::ServerConfig config;
  config.host = absl::GetFlag(FLAGS_host);
  config.port = absl::GetFlag(FLAGS_port);
  config.metrics_port = absl::GetFlag(FLAGS_metrics_port);
  config.cache_bytes = absl::GetFlag(FLAGS_cache_bytes);
  config.cache_dir = absl::GetFlag(FLAGS_cache_dir);
  int cpus = static_cast<int>(std::thread::hardware_concurrency());
  config.max_concurrent_compiles = absl::GetFlag(FLAGS_max_concurrent_compiles) > 0
                                       ? absl::GetFlag(FLAGS_max_concurrent_compiles)
                                       : (cpus > 0 ? cpus : 2);
  config.max_queued_compiles = absl::GetFlag(FLAGS_max_queued_compiles);
  config.max_rpc_pollers = absl::GetFlag(FLAGS_max_rpc_pollers);
  config.limits.max_program_bytes = absl::GetFlag(FLAGS_max_program_bytes);
  config.limits.max_ir_nodes = absl::GetFlag(FLAGS_max_ir_nodes);
  config.limits.max_nesting_depth = absl::GetFlag(FLAGS_max_nesting_depth);
  config.limits.max_expression_height = absl::GetFlag(FLAGS_max_expression_height);
  if (config.limits.max_nesting_depth < 1 || config.limits.max_expression_height < 1) {
    std::cerr << "ptocd: --max_nesting_depth and --max_expression_height must be at least 1\n";
    return 2;
  }
  auto level = ptoc::pass::ParseVerificationLevel(absl::GetFlag(FLAGS_verify_level));
  if (!level) {
    std::cerr << "ptocd: --verify_level must be none, basic or roundtrip\n";
    return 2;
  }
  config.default_verification_level = *level;
  if (!absl::GetFlag(FLAGS_auth_token_file).empty()) {
    std::ifstream in(absl::GetFlag(FLAGS_auth_token_file));
    std::string token;
    if (!in || !std::getline(in, token) || token.empty()) {
      std::cerr << "ptocd: cannot read a token from --auth_token_file\n";
      return 2;
    }
    config.auth_token = token;
  }
  config.tls_cert_file = absl::GetFlag(FLAGS_tls_cert);
  config.tls_key_file = absl::GetFlag(FLAGS_tls_key);
  config.tls_client_ca_file = absl::GetFlag(FLAGS_tls_client_ca);
  config.compiler_version = BinaryVersion();

  absl::StatusOr<std::unique_ptr<ptoc::server::PtocServer>> server =
      ptoc::server::PtocServer::Start(config);
  if (!server.ok()) {
    ptoc::server::LogWarning(absl::StrCat("ptocd: ", server.status().message()));
    return 1;
  }
  ptoc::server::PtocServer* ptocd = server->get();
  ptoc::server::LogInfo(absl::StrCat(
      "ptocd ", config.compiler_version, " listening on ", config.host, ":", ptocd->port(),
      (config.tls_cert_file.empty() ? " (plaintext)" : " (TLS)"), "; metrics ",
      ptocd->metrics_port() >= 0
          ? absl::StrCat("http://", config.host, ":", ptocd->metrics_port(), "/metrics")
          : std::string("off"),
      "; cache ", config.cache_bytes, " bytes in memory",
      config.cache_dir.empty() ? "" : ", disk " + config.cache_dir));
  if (!absl::GetFlag(FLAGS_port_file).empty()) {
    std::string path = absl::GetFlag(FLAGS_port_file);
    std::string temp = path + ".tmp";
    {
      std::ofstream out(temp);
      out << ptocd->port() << "\n";
    }
    std::rename(temp.c_str(), path.c_str());
  }

  std::thread signal_thread([&] {
    int signal_number = 0;
    sigwait(&signals, &signal_number);
    ptoc::server::LogInfo(
        absl::StrCat("received signal ", signal_number, "; NOT_SERVING, draining in-flight calls"));
    ptocd->SetNotServing();
    auto delay = std::chrono::duration<double>(absl::GetFlag(FLAGS_shutdown_delay_seconds));
    if (delay.count() > 0) std::this_thread::sleep_for(delay);
    auto grace = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::duration<double>(absl::GetFlag(FLAGS_shutdown_grace_seconds)));
    ptocd->Shutdown(grace);
  });
  ptocd->Wait();
  signal_thread.join();
  ptoc::server::LogInfo("ptocd stopped");
  return 0;
}
