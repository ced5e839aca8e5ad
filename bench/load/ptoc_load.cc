// ptoc_load: a loopback load generator for ptocd. In one bounded run against the real daemon
// (spawned here, or an existing one on a loopback --target) it compares cache-hit CompileProgram
// with an empty unary RPC (health Check), measures cold-compile throughput with 1 and 2 clients,
// GetPassDump time to first message, and the daemon's RSS over a long mixed load.
//
// Calls go through gRPC's callback API: each "client" is a closed loop that issues its next call
// from the completion of the previous one, so `concurrency` calls are in flight at any time.
#include <grpcpp/grpcpp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "proto/health.grpc.pb.h"
#include "proto/ptoc/v1/compiler.grpc.pb.h"

ABSL_FLAG(std::string, ptocd, "server/ptocd",
          "ptocd binary to spawn on 127.0.0.1 (port 0) when --target is empty.");
ABSL_FLAG(std::string, target, "",
          "An already running ptocd (loopback only: 127.x.x.x, localhost or [::1]).");
ABSL_FLAG(int, pid, 0, "With --target: the daemon's pid, for RSS samples (0 = no RSS).");
ABSL_FLAG(std::string, program, "tests/corpus/01_vec_add_scope.py", "DSL program to send.");
ABSL_FLAG(uint64_t, cache_bytes, uint64_t{32} << 20, "--cache_bytes of the spawned daemon.");
ABSL_FLAG(int, latency_calls, 5000, "Sequential calls per latency measurement.");
ABSL_FLAG(int, throughput_calls, 40000, "Calls per throughput measurement.");
ABSL_FLAG(int, throughput_concurrency, 16, "Calls in flight in throughput measurements.");
ABSL_FLAG(int, cold_calls, 300, "Cold compiles per cold-throughput measurement.");
ABSL_FLAG(int, dump_calls, 100, "GetPassDump calls per time-to-first-message measurement.");
ABSL_FLAG(int, mixed_requests, 100000, "Requests in the mixed RSS run.");
ABSL_FLAG(int, mixed_concurrency, 8, "Calls in flight in the mixed RSS run.");
ABSL_FLAG(int, rss_every, 10000, "RSS sample period (requests) in the mixed run.");
ABSL_FLAG(double, phase_seconds, 120, "Upper bound on the duration of any one phase.");
ABSL_FLAG(int, rounds, 1,
          "Phases 1 and 2 run this many times, baseline and hit alternating; the goals are "
          "judged on the median round.");

namespace {

namespace v1 = ::ptoc::v1;
using Clock = std::chrono::steady_clock;
using HealthReq = ::grpc::health::v1::HealthCheckRequest;
using HealthResp = ::grpc::health::v1::HealthCheckResponse;

double Seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

// ---------------------------------------------------------------------------
// Closed-loop driver

// Completion of one call: its status and whether the reply was what the phase expects (e.g. a
// cache hit).
using Done = std::function<void(const grpc::Status&, bool as_expected)>;
// Starts call number `seq` and arranges for `done` to run exactly once when it completes.
using Issue = std::function<void(int64_t seq, Done done)>;

struct LoopResult {
  std::vector<double> latency_us;
  int64_t ok = 0;
  int64_t failed = 0;      // non-OK status
  int64_t unexpected = 0;  // OK, but not what the phase expects
  double seconds = 0;
  std::string first_error;
  bool timed_out = false;
};

class ClosedLoop {
 public:
  ClosedLoop(int concurrency, int64_t calls, double max_seconds, Issue issue,
             std::function<void(int64_t)> on_issue = nullptr)
      : concurrency_(concurrency),
        calls_(calls),
        issue_(std::move(issue)),
        on_issue_(std::move(on_issue)),
        slots_(concurrency) {
    deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                   std::chrono::duration<double>(max_seconds));
  }

  LoopResult Run() {
    Clock::time_point start = Clock::now();
    for (int i = 0; i < concurrency_; ++i) Next(i);
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return finished_slots_ == concurrency_; });
    }
    LoopResult result;
    result.seconds = Seconds(Clock::now() - start);
    for (Slot& slot : slots_) {
      result.latency_us.insert(result.latency_us.end(), slot.latency_us.begin(),
                               slot.latency_us.end());
      result.ok += slot.ok;
      result.failed += slot.failed;
      result.unexpected += slot.unexpected;
      if (result.first_error.empty()) result.first_error = slot.first_error;
    }
    result.timed_out = timed_out_.load();
    return result;
  }

 private:
  // Per-slot results: a slot runs one call at a time, so only its own chain touches them (each
  // completion happens-before the next issue).
  struct Slot {
    std::vector<double> latency_us;
    int64_t ok = 0, failed = 0, unexpected = 0;
    std::string first_error;
  };

  void Next(int slot_index) {
    int64_t seq = next_.fetch_add(1);
    bool late = Clock::now() > deadline_;
    if (late) timed_out_ = true;
    if (seq >= calls_ || late) {
      std::lock_guard<std::mutex> lock(mu_);
      if (++finished_slots_ == concurrency_) cv_.notify_all();
      return;
    }
    if (on_issue_) on_issue_(seq);
    Clock::time_point start = Clock::now();
    issue_(seq, [this, slot_index, start](const grpc::Status& status, bool as_expected) {
      Slot& slot = slots_[slot_index];
      slot.latency_us.push_back(Seconds(Clock::now() - start) * 1e6);
      if (!status.ok()) {
        ++slot.failed;
        if (slot.first_error.empty()) {
          slot.first_error = absl::StrCat(status.error_code(), ": ", status.error_message());
        }
      } else if (!as_expected) {
        ++slot.unexpected;
      } else {
        ++slot.ok;
      }
      Next(slot_index);
    });
  }

  const int concurrency_;
  const int64_t calls_;
  Issue issue_;
  std::function<void(int64_t)> on_issue_;
  std::vector<Slot> slots_;
  Clock::time_point deadline_;
  std::atomic<int64_t> next_{0};
  std::atomic<bool> timed_out_{false};
  std::mutex mu_;
  std::condition_variable cv_;
  int finished_slots_ = 0;
};

double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t i = static_cast<size_t>(std::lround(p / 100.0 * static_cast<double>(v.size() - 1)));
  return v[std::min(i, v.size() - 1)];
}

// ---------------------------------------------------------------------------
// Calls

// Owns what one async call needs until its completion.
template <typename Req, typename Resp>
struct CallState {
  grpc::ClientContext context;
  Req request;
  Resp response;
};

// One CompileProgram call's state. Kept in a pool and reused, as a client issuing many calls
// would: a parse into a message that held the same fields before reuses its sub-messages and
// string buffers, so the whole response (45 pass timings, properties) is still parsed and
// checked without a heap allocation per field.
struct CompileCall {
  std::optional<grpc::ClientContext> context;  // one per call
  v1::CompileRequest request;
  v1::CompileResponse response;
};

class CompileCallPool {
 public:
  std::unique_ptr<CompileCall> Acquire() {
    std::lock_guard<std::mutex> lock(mu_);
    if (free_.empty()) return std::make_unique<CompileCall>();
    std::unique_ptr<CompileCall> call = std::move(free_.back());
    free_.pop_back();
    return call;
  }
  void Release(std::unique_ptr<CompileCall> call) {
    call->context.reset();
    std::lock_guard<std::mutex> lock(mu_);
    free_.push_back(std::move(call));
  }

 private:
  std::mutex mu_;
  std::vector<std::unique_ptr<CompileCall>> free_;
};

class Driver {
 public:
  explicit Driver(std::shared_ptr<grpc::Channel> channel, std::string program_text)
      : health_(grpc::health::v1::Health::NewStub(channel)),
        compiler_(v1::Compiler::NewStub(channel)),
        program_text_(std::move(program_text)) {
    std::smatch m;
    if (std::regex_search(program_text_, m, std::regex(R"(class\s+([A-Za-z_][A-Za-z0-9_]*))"))) {
      class_name_ = m[1].str();
      class_pos_ = static_cast<size_t>(m.position(1));
    }
  }

  bool can_vary() const { return !class_name_.empty(); }

  // The program with its class renamed: a different digest, so a cache miss.
  std::string Variant(int64_t n) const {
    std::string text = program_text_;
    text.replace(class_pos_, class_name_.size(), absl::StrCat(class_name_, "V", n));
    return text;
  }

  void Health(Done done) {
    auto* call = new CallState<HealthReq, HealthResp>;
    call->context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(30));
    health_->async()->Check(&call->context, &call->request, &call->response,
                            [call, done = std::move(done)](const grpc::Status& status) {
                              bool serving = call->response.status() == HealthResp::SERVING;
                              delete call;
                              done(status, serving);
                            });
  }

  // One synchronous compile of the program, for its digest (every later hit answer must carry
  // it). Empty on failure.
  std::string LearnDigest() {
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(program_text_);
    request.mutable_program()->set_filename("load.py");
    v1::CompileResponse response;
    grpc::Status status = compiler_->CompileProgram(&context, request, &response);
    if (!status.ok()) {
      absl::FPrintF(stderr, "first CompileProgram failed: %s\n", status.error_message());
      return "";
    }
    digest_ = response.program_digest();
    return digest_;
  }

  // expect_hit: +1 must be a hit, -1 must be a miss, 0 either. A hit of the program itself (not a
  // Variant) must also carry its digest.
  void Compile(const std::string& text, int expect_hit, Done done) {
    CompileCall* call = calls_.Acquire().release();
    call->context.emplace();
    call->context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
    call->request.mutable_program()->set_dsl_text(text);
    call->request.mutable_program()->set_filename("load.py");
    const std::string* digest = &text == &program_text_ ? &digest_ : nullptr;
    compiler_->async()->CompileProgram(
        &*call->context, &call->request, &call->response,
        [this, call, expect_hit, digest, done = std::move(done)](const grpc::Status& status) {
          bool hit = call->response.cache_hit();
          bool expected = expect_hit == 0 || (expect_hit > 0) == hit;
          if (status.ok() && hit && digest != nullptr) {
            expected = expected && call->response.program_digest() == *digest;
          }
          calls_.Release(std::unique_ptr<CompileCall>(call));
          done(status, expected);
        });
  }

  // A whole GetPassDump stream through a callback reactor; `first` gets the time from the start
  // of the call to the first message.
  void Dump(const std::string& text, std::function<void(double first_us)> first, Done done) {
    class Reactor : public grpc::ClientReadReactor<v1::PassDump> {
     public:
      Reactor(v1::Compiler::Stub* stub, const std::string& text, std::function<void(double)> first,
              Done done)
          : first_(std::move(first)), done_(std::move(done)), start_(Clock::now()) {
        context_.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
        request_.mutable_program()->set_dsl_text(text);
        request_.mutable_program()->set_filename("load.py");
        stub->async()->GetPassDump(&context_, &request_, this);
        StartRead(&message_);
        StartCall();
      }
      void OnReadDone(bool ok) override {
        if (!ok) return;  // OnDone follows
        if (messages_++ == 0 && first_) first_(Seconds(Clock::now() - start_) * 1e6);
        if (message_.has_summary()) summary_ok_ = true;
        StartRead(&message_);
      }
      void OnDone(const grpc::Status& status) override {
        done_(status, summary_ok_ && messages_ > 1);
        delete this;
      }

     private:
      grpc::ClientContext context_;
      v1::GetPassDumpRequest request_;
      v1::PassDump message_;
      std::function<void(double)> first_;
      Done done_;
      Clock::time_point start_;
      int messages_ = 0;
      bool summary_ok_ = false;
    };
    new Reactor(compiler_.get(), text, std::move(first), std::move(done));
  }

  const std::string& program() const { return program_text_; }

 private:
  std::unique_ptr<grpc::health::v1::Health::Stub> health_;
  std::unique_ptr<v1::Compiler::Stub> compiler_;
  std::string program_text_;
  std::string digest_;
  CompileCallPool calls_;
  std::string class_name_;
  size_t class_pos_ = 0;
};

// ---------------------------------------------------------------------------
// The daemon

bool IsLoopback(const std::string& target) {
  return absl::StartsWith(target, "127.") || absl::StartsWith(target, "localhost:") ||
         absl::StartsWith(target, "[::1]:") || absl::StartsWith(target, "ipv4:127.") ||
         absl::StartsWith(target, "ipv6:[::1]:");
}

// VmRSS of `pid` in KiB (0 when unknown).
int64_t RssKib(int pid) {
  if (pid <= 0) return 0;
  std::ifstream in(absl::StrCat("/proc/", pid, "/status"));
  std::string line;
  while (std::getline(in, line)) {
    if (absl::StartsWith(line, "VmRSS:")) return std::atoll(line.c_str() + 6);
  }
  return 0;
}

// CPU time (user + system) of process `pid` in microseconds, from /proc/PID/stat (clock-tick
// resolution); 0 when unknown.
double ProcessCpuUs(int pid) {
  if (pid <= 0) return 0;
  std::ifstream in(absl::StrCat("/proc/", pid, "/stat"));
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t close = stat.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream fields(stat.substr(close + 2));
  std::string field;
  double utime = 0, stime = 0;
  // Fields after the command name start at 3 (state); utime and stime are 14 and 15.
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::atof(field.c_str());
    if (i == 15) stime = std::atof(field.c_str());
  }
  return (utime + stime) * 1e6 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// CPU time of this process (the client side) in microseconds.
double SelfCpuUs() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto us = [](const timeval& t) { return t.tv_sec * 1e6 + t.tv_usec; };
  return us(usage.ru_utime) + us(usage.ru_stime);
}

struct Daemon {
  int pid = 0;
  std::string target;
  std::string dir;

  ~Daemon() {
    if (pid > 0) {
      kill(pid, SIGTERM);
      int status = 0;
      for (int i = 0; i < 100 && waitpid(pid, &status, WNOHANG) == 0; ++i) usleep(100000);
      if (waitpid(pid, &status, WNOHANG) == 0) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
      }
    }
    if (!dir.empty()) {
      unlink((dir + "/port").c_str());
      unlink((dir + "/ptocd.log").c_str());
      rmdir(dir.c_str());
    }
  }
};

bool SpawnDaemon(const std::string& binary, uint64_t cache_bytes, Daemon* daemon) {
  char tmpl[] = "/tmp/ptoc_load.XXXXXX";
  if (mkdtemp(tmpl) == nullptr) return false;
  daemon->dir = tmpl;
  std::string port_file = daemon->dir + "/port";
  std::string log_file = daemon->dir + "/ptocd.log";
  std::vector<std::string> args = {binary,
                                   "--host=127.0.0.1",
                                   "--port=0",
                                   "--port_file=" + port_file,
                                   "--metrics_port=-1",
                                   absl::StrCat("--cache_bytes=", cache_bytes)};
  pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    // Never outlive the load generator (killed, or its output pipe closed).
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() == 1) _exit(1);
    // The daemon logs one line per RPC: keep it, but out of the way (it is small at this load
    // and tells what went wrong if anything did).
    FILE* log = std::freopen(log_file.c_str(), "w", stdout);
    if (log != nullptr) dup2(fileno(stdout), STDERR_FILENO);
    std::vector<char*> argv;
    argv.reserve(args.size());
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  daemon->pid = pid;
  for (int i = 0; i < 300; ++i) {
    std::ifstream in(port_file);
    int port = 0;
    if (in >> port && port > 0) {
      daemon->target = absl::StrCat("127.0.0.1:", port);
      return true;
    }
    int status;
    if (waitpid(pid, &status, WNOHANG) == pid) {
      daemon->pid = 0;
      return false;
    }
    usleep(100000);
  }
  return false;
}

// ---------------------------------------------------------------------------
// Report

struct Summary {
  double p50 = 0, p99 = 0, qps = 0;
};

Summary Report(const std::string& name, const LoopResult& r) {
  Summary s;
  s.p50 = Percentile(r.latency_us, 50);
  s.p99 = Percentile(r.latency_us, 99);
  s.qps = r.seconds > 0 ? static_cast<double>(r.latency_us.size()) / r.seconds : 0;
  absl::PrintF("  %-34s n=%-7d %8.0f/s  p50 %8.1f us  p90 %8.1f us  p99 %8.1f us", name,
               r.latency_us.size(), s.qps, s.p50, Percentile(r.latency_us, 90), s.p99);
  if (r.failed || r.unexpected) {
    absl::PrintF("  [%d failed, %d unexpected; first error: %s]", r.failed, r.unexpected,
                 r.first_error);
  }
  if (r.timed_out) absl::PrintF("  [stopped by --phase_seconds]");
  absl::PrintF("\n");
  std::fflush(stdout);
  return s;
}

int errors_total = 0;
void Count(const LoopResult& r) { errors_total += static_cast<int>(r.failed + r.unexpected); }

}  // namespace

int main(int argc, char** argv) {
  absl::SetProgramUsageMessage(
      "Loopback load generator for ptocd; see bench/README.md. Example:\n"
      "  bazel run -c opt //bench/load:ptoc_load");
  absl::ParseCommandLine(argc, argv);
  const double phase_s = absl::GetFlag(FLAGS_phase_seconds);

  std::ifstream in(absl::GetFlag(FLAGS_program));
  if (!in) {
    absl::FPrintF(stderr, "cannot read %s\n", absl::GetFlag(FLAGS_program));
    return 2;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();

  Daemon daemon;
  int pid = absl::GetFlag(FLAGS_pid);
  std::string target = absl::GetFlag(FLAGS_target);
  if (target.empty()) {
    if (!SpawnDaemon(absl::GetFlag(FLAGS_ptocd), absl::GetFlag(FLAGS_cache_bytes), &daemon)) {
      absl::FPrintF(stderr, "could not start %s\n", absl::GetFlag(FLAGS_ptocd));
      return 2;
    }
    target = daemon.target;
    pid = daemon.pid;
  } else if (!IsLoopback(target)) {
    absl::FPrintF(stderr, "--target must be a loopback address, got %s\n", target);
    return 2;
  }

  grpc::ChannelArguments args;
  args.SetMaxReceiveMessageSize(64 << 20);
  std::shared_ptr<grpc::Channel> channel =
      grpc::CreateCustomChannel(target, grpc::InsecureChannelCredentials(), args);
  if (!channel->WaitForConnected(std::chrono::system_clock::now() + std::chrono::seconds(10))) {
    absl::FPrintF(stderr, "cannot connect to %s\n", target);
    return 2;
  }
  Driver driver(channel, buffer.str());
  if (!driver.can_vary()) {
    absl::FPrintF(stderr, "%s has no `class Name` to rename\n", absl::GetFlag(FLAGS_program));
    return 2;
  }
  std::atomic<int64_t> variant{0};
  const std::string& program = driver.program();

  absl::PrintF("ptoc_load: daemon %s (pid %d), program %s (%d bytes), %u CPUs\n", target, pid,
               absl::GetFlag(FLAGS_program), program.size(), std::thread::hardware_concurrency());
  absl::PrintF("RSS at start: %d KiB\n", RssKib(pid));

  // Warm-up: connection, server threads, the cache entry used by all hit phases.
  if (driver.LearnDigest().empty()) return 2;
  {
    LoopResult r = ClosedLoop(4, 2000, phase_s, [&](int64_t seq, Done done) {
                     if (seq % 2) {
                       driver.Health(std::move(done));
                     } else {
                       driver.Compile(program, 0, std::move(done));
                     }
                   }).Run();
    Count(r);
  }

  // A measured loop with the CPU time it cost the daemon and this client, per call.
  struct Measured {
    Summary summary;
    double daemon_cpu_us = 0, client_cpu_us = 0;
  };
  auto measure = [&](const std::string& name, int concurrency, int calls, bool hit) {
    double daemon_cpu = ProcessCpuUs(pid), client_cpu = SelfCpuUs();
    LoopResult r = ClosedLoop(concurrency, calls, phase_s, [&](int64_t, Done done) {
                     if (hit) {
                       driver.Compile(program, +1, std::move(done));
                     } else {
                       driver.Health(std::move(done));
                     }
                   }).Run();
    Measured m;
    double n = std::max<double>(1, static_cast<double>(r.latency_us.size()));
    m.daemon_cpu_us = (ProcessCpuUs(pid) - daemon_cpu) / n;
    m.client_cpu_us = (SelfCpuUs() - client_cpu) / n;
    m.summary = Report(name, r);
    absl::PrintF("  %-34s CPU per call: daemon %.1f us, client %.1f us\n", "", m.daemon_cpu_us,
                 m.client_cpu_us);
    Count(r);
    return m;
  };
  auto median = [](std::vector<double> v) { return Percentile(std::move(v), 50); };
  const int rounds = std::max(1, absl::GetFlag(FLAGS_rounds));

  // 1. Latency, one call at a time.
  const int lat_n = absl::GetFlag(FLAGS_latency_calls);
  absl::PrintF("\n[1] latency, 1 call in flight\n");
  std::vector<double> p50_ratio, p99_ratio, cpu_ratio;
  for (int round = 0; round < rounds; ++round) {
    Measured base = measure("Health/Check (empty unary)", 1, lat_n, false);
    Measured hit = measure("CompileProgram cache hit", 1, lat_n, true);
    p50_ratio.push_back(hit.summary.p50 / base.summary.p50);
    p99_ratio.push_back(hit.summary.p99 / base.summary.p99);
    cpu_ratio.push_back(hit.daemon_cpu_us / std::max(1e-9, base.daemon_cpu_us));
    absl::PrintF("  hit/baseline: p50 %.2fx  p99 %.2fx  daemon CPU %.2fx  (goal <= 1.5x)\n",
                 p50_ratio.back(), p99_ratio.back(), cpu_ratio.back());
  }
  if (rounds > 1) {
    absl::PrintF("  median of %d rounds, hit/baseline: p50 %.2fx  p99 %.2fx  daemon CPU %.2fx\n",
                 rounds, median(p50_ratio), median(p99_ratio), median(cpu_ratio));
  }

  // 2. Throughput with many calls in flight.
  const int tp_n = absl::GetFlag(FLAGS_throughput_calls);
  const int tp_c = absl::GetFlag(FLAGS_throughput_concurrency);
  absl::PrintF("\n[2] throughput, %d calls in flight (client and daemon share the CPUs)\n", tp_c);
  std::vector<double> qps_ratio;
  for (int round = 0; round < rounds; ++round) {
    Measured base = measure("Health/Check (empty unary)", tp_c, tp_n, false);
    Measured hit = measure("CompileProgram cache hit", tp_c, tp_n, true);
    qps_ratio.push_back(hit.summary.qps / base.summary.qps);
    absl::PrintF("  hit/baseline throughput: %.2fx  (goal >= 0.7x)\n", qps_ratio.back());
  }
  if (rounds > 1) {
    absl::PrintF("  median of %d rounds, hit/baseline throughput: %.2fx\n", rounds,
                 median(qps_ratio));
  }

  // 3. Cold compiles: every call a new class name, so a new digest and a miss.
  const int cold_n = absl::GetFlag(FLAGS_cold_calls);
  absl::PrintF("\n[3] cold compiles (class renamed per call: always a miss)\n");
  double cold_qps[2] = {0, 0};
  for (int clients = 1; clients <= 2; ++clients) {
    LoopResult r = ClosedLoop(clients, cold_n, phase_s, [&](int64_t, Done done) {
                     driver.Compile(driver.Variant(variant++), -1, std::move(done));
                   }).Run();
    cold_qps[clients - 1] =
        Report(absl::StrCat("cold CompileProgram, ", clients, " client(s)"), r).qps;
    Count(r);
  }
  absl::PrintF("  2 clients / 1 client: %.2fx\n", cold_qps[1] / cold_qps[0]);

  // 4. GetPassDump: time to the first stream message, cold and cached.
  const int dump_n = absl::GetFlag(FLAGS_dump_calls);
  absl::PrintF("\n[4] GetPassDump time to first message (1 call in flight)\n");
  for (int cold = 1; cold >= 0; --cold) {
    std::vector<double> first_us;
    std::mutex first_mu;
    LoopResult r = ClosedLoop(1, dump_n, phase_s, [&](int64_t, Done done) {
                     std::string text = cold ? driver.Variant(variant++) : program;
                     driver.Dump(
                         text,
                         [&](double us) {
                           std::lock_guard<std::mutex> lock(first_mu);
                           first_us.push_back(us);
                         },
                         std::move(done));
                   }).Run();
    Count(r);
    Report(cold ? "GetPassDump cold: whole stream" : "GetPassDump cached: whole stream", r);
    LoopResult first;
    first.latency_us = first_us;
    first.seconds = r.seconds;
    Report(cold ? "GetPassDump cold: first message" : "GetPassDump cached: first message", first);
  }

  // 5. RSS over a long mixed load: 55% cache hits, 30% health, 10% cold compiles (fill and
  // evict the cache), 5% cached GetPassDump streams.
  const int mixed_n = absl::GetFlag(FLAGS_mixed_requests);
  const int every = std::max(1, absl::GetFlag(FLAGS_rss_every));
  absl::PrintF(
      "\n[5] %d mixed requests, %d in flight: 55%% hit, 30%% health, 10%% cold, 5%% dump; "
      "daemon cache %s\n",
      mixed_n, absl::GetFlag(FLAGS_mixed_concurrency),
      absl::GetFlag(FLAGS_target).empty()
          ? absl::StrCat(absl::GetFlag(FLAGS_cache_bytes) >> 20, " MiB")
          : std::string("(daemon's own)"));
  std::vector<std::pair<int64_t, int64_t>> rss;  // (requests issued, KiB)
  std::mutex rss_mu;
  rss.emplace_back(0, RssKib(pid));
  Clock::time_point mixed_start = Clock::now();
  LoopResult mixed = ClosedLoop(
                         absl::GetFlag(FLAGS_mixed_concurrency), mixed_n, phase_s * 5,
                         [&](int64_t seq, Done done) {
                           int kind = static_cast<int>((seq * 37) % 100);
                           if (kind < 55) {
                             driver.Compile(program, +1, std::move(done));
                           } else if (kind < 85) {
                             driver.Health(std::move(done));
                           } else if (kind < 95) {
                             driver.Compile(driver.Variant(variant++), -1, std::move(done));
                           } else {
                             driver.Dump(program, nullptr, std::move(done));
                           }
                         },
                         [&](int64_t seq) {
                           if (seq > 0 && seq % every == 0) {
                             std::lock_guard<std::mutex> lock(rss_mu);
                             rss.emplace_back(seq, RssKib(pid));
                           }
                         })
                         .Run();
  rss.emplace_back(mixed_n, RssKib(pid));
  Count(mixed);
  Report("mixed", mixed);
  absl::PrintF("  RSS samples (requests: KiB):");
  for (auto& [n, kib] : rss) absl::PrintF(" %d:%d", n, kib);
  absl::PrintF("\n");
  if (rss.size() > 3) {
    int64_t lo = rss[2].second, hi = rss[2].second;
    for (size_t i = 2; i < rss.size(); ++i) {
      lo = std::min(lo, rss[i].second);
      hi = std::max(hi, rss[i].second);
    }
    absl::PrintF(
        "  RSS from %dk requests on: min %d KiB, max %d KiB (spread %.1f%%), %.1f s total\n",
        rss[2].first / 1000, lo, hi, 100.0 * static_cast<double>(hi - lo) / lo,
        Seconds(Clock::now() - mixed_start));
  }

  absl::PrintF("\nerrors/unexpected replies in all phases: %d\n", errors_total);
  return errors_total == 0 ? 0 : 1;
}
