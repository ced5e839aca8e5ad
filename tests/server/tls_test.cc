// TLS, mutual TLS and the bearer token against the real ptocd binary: a
// throwaway CA with server and client certificates (and a second, unrelated
// CA) is made with the openssl command at test time; ptocd runs with
// --tls_cert/--tls_key[/--tls_client_ca] and --auth_token_file, and real
// gRPC clients with various credentials call it over loopback.
#include <grpcpp/grpcpp.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "proto/health.grpc.pb.h"
#include "proto/ptoc/v1/compiler.grpc.pb.h"

namespace ptoc {
namespace {

constexpr char kToken[] = "tls-test-token-7f3a";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// Runs a shell command line; true on exit status 0.
bool Shell(const std::string& command) { return std::system(command.c_str()) == 0; }

// Certificates in a fresh directory: ca (+ server, client signed by it) and
// other_ca (+ other_client signed by it). EC P-256 keys: quick to make.
class Certificates {
 public:
  bool Make(const std::string& dir) {
    dir_ = dir;
    const std::string quiet = " >/dev/null 2>&1";
    const std::string ec = " -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes";
    for (const char* ca : {"ca", "other_ca"}) {
      if (!Shell(absl::StrCat("openssl req -x509", ec, " -keyout ", Path(ca, "key"), " -out ",
                              Path(ca, "pem"), " -days 2 -subj '/CN=ptoc test ", ca, "'", quiet))) {
        return false;
      }
    }
    WriteFile(Path("server", "ext"),
              "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n");
    WriteFile(Path("client", "ext"), "extendedKeyUsage=clientAuth\n");
    WriteFile(Path("other_client", "ext"), "extendedKeyUsage=clientAuth\n");
    int serial = 10;
    for (auto [name, ca] : {std::pair<const char*, const char*>{"server", "ca"},
                            {"client", "ca"},
                            {"other_client", "other_ca"}}) {
      if (!Shell(absl::StrCat("openssl req", ec, " -keyout ", Path(name, "key"), " -out ",
                              Path(name, "csr"), " -subj '/CN=ptoc test ", name, "'", quiet)) ||
          !Shell(absl::StrCat("openssl x509 -req -in ", Path(name, "csr"), " -CA ", Path(ca, "pem"),
                              " -CAkey ", Path(ca, "key"), " -set_serial ", serial++,
                              " -days 2 -extfile ", Path(name, "ext"), " -out ", Path(name, "pem"),
                              quiet))) {
        return false;
      }
    }
    return true;
  }
  std::string Path(const std::string& name, const std::string& ext) const {
    return absl::StrCat(dir_, "/", name, ".", ext);
  }
  std::string Pem(const std::string& name) const { return ReadFile(Path(name, "pem")); }
  std::string Key(const std::string& name) const { return ReadFile(Path(name, "key")); }

 private:
  std::string dir_;
};

// The ptocd binary (a data dependency) in a child process.
class Daemon {
 public:
  bool Start(const std::string& dir, const std::vector<std::string>& flags) {
    std::string port_file = dir + "/port";
    std::remove(port_file.c_str());
    std::vector<std::string> args = {"server/ptocd", "--port=0", "--metrics_port=-1",
                                     "--port_file=" + port_file};
    args.insert(args.end(), flags.begin(), flags.end());
    log_ = dir + "/ptocd.log";
    pid_ = fork();
    if (pid_ == 0) {
      std::freopen(log_.c_str(), "w", stdout);
      std::freopen(log_.c_str(), "a", stderr);
      std::vector<char*> argv;
      argv.reserve(args.size());
      for (std::string& arg : args) argv.push_back(arg.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    for (int i = 0; i < 200; ++i) {
      std::string text = ReadFile(port_file);
      if (!text.empty() && text.back() == '\n') {
        port_ = std::atoi(text.c_str());
        return port_ > 0;
      }
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        return false;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  ~Daemon() {
    if (pid_ <= 0) return;
    kill(pid_, SIGTERM);
    int status = 0;
    waitpid(pid_, &status, 0);
  }
  std::string target() const { return absl::StrCat("127.0.0.1:", port_); }
  std::string log() const { return ReadFile(log_); }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string log_;
};

grpc::StatusCode GetStrategy(const std::shared_ptr<grpc::Channel>& channel,
                             const std::string& token) {
  auto stub = v1::Compiler::NewStub(channel);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(20));
  if (!token.empty()) context.AddMetadata("authorization", "Bearer " + token);
  v1::GetStrategyResponse response;
  grpc::Status status = stub->GetStrategy(&context, v1::GetStrategyRequest(), &response);
  if (status.ok() && response.passes().empty()) return grpc::StatusCode::INTERNAL;
  return status.error_code();
}

grpc::StatusCode HealthCheck(const std::shared_ptr<grpc::Channel>& channel) {
  auto stub = grpc::health::v1::Health::NewStub(channel);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(20));
  grpc::health::v1::HealthCheckResponse response;
  return stub->Check(&context, grpc::health::v1::HealthCheckRequest(), &response).error_code();
}

class TlsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(Shell("openssl version >/dev/null 2>&1")) << "the openssl command is missing";
    const char* tmp = std::getenv("TEST_TMPDIR");
    dir_ = absl::StrCat(tmp != nullptr ? tmp : "/tmp", "/tls-", getpid(), "-",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    ASSERT_TRUE(Shell("mkdir -p '" + dir_ + "'"));
    ASSERT_TRUE(certs_.Make(dir_)) << "openssl could not make the test certificates";
    WriteFile(dir_ + "/token", std::string(kToken) + "\n");
  }

  std::shared_ptr<grpc::Channel> Channel(const std::string& target, const std::string& root_ca,
                                         const std::string& client = "") {
    grpc::SslCredentialsOptions options;
    options.pem_root_certs = certs_.Pem(root_ca);
    if (!client.empty()) {
      options.pem_cert_chain = certs_.Pem(client);
      options.pem_private_key = certs_.Key(client);
    }
    // A channel of its own per case: no connection shared between cases.
    grpc::ChannelArguments args;
    args.SetInt("ptoc.tls_test.channel", ++channels_);
    return grpc::CreateCustomChannel(target, grpc::SslCredentials(options), args);
  }
  std::shared_ptr<grpc::Channel> Insecure(const std::string& target) {
    grpc::ChannelArguments args;
    args.SetInt("ptoc.tls_test.channel", ++channels_);
    return grpc::CreateCustomChannel(target, grpc::InsecureChannelCredentials(), args);
  }

  std::string dir_;
  Certificates certs_;
  int channels_ = 0;
};

TEST_F(TlsTest, ServerTlsAndBearerToken) {
  Daemon daemon;
  ASSERT_TRUE(daemon.Start(
      dir_, {"--tls_cert=" + certs_.Path("server", "pem"),
             "--tls_key=" + certs_.Path("server", "key"), "--auth_token_file=" + dir_ + "/token"}))
      << daemon.log();
  EXPECT_NE(daemon.log().find("(TLS)"), std::string::npos) << daemon.log();

  // Trusting the right CA: the call goes through; the token decides.
  auto good = Channel(daemon.target(), "ca");
  EXPECT_EQ(GetStrategy(good, kToken), grpc::StatusCode::OK) << daemon.log();
  EXPECT_EQ(GetStrategy(good, ""), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(GetStrategy(good, "not-the-token"), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(GetStrategy(good, std::string(kToken) + "x"), grpc::StatusCode::UNAUTHENTICATED);
  // Health stays open (probes carry no token).
  EXPECT_EQ(HealthCheck(good), grpc::StatusCode::OK);

  // A real compile over TLS, with the token.
  {
    auto stub = v1::Compiler::NewStub(good);
    v1::CompileRequest request;
    request.mutable_program()->set_dsl_text(ReadFile("tests/corpus/01_vec_add_scope.py"));
    request.mutable_pipeline()->set_text("ConvertToSSA");
    grpc::ClientContext context;
    context.AddMetadata("authorization", std::string("Bearer ") + kToken);
    v1::CompileResponse response;
    grpc::Status status = stub->CompileProgram(&context, request, &response);
    EXPECT_TRUE(status.ok()) << status.error_message();
    EXPECT_EQ(response.program_digest().size(), 64u);
  }

  // Trusting another CA, or speaking plaintext: no connection at all.
  EXPECT_EQ(GetStrategy(Channel(daemon.target(), "other_ca"), kToken),
            grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(HealthCheck(Channel(daemon.target(), "other_ca")), grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(GetStrategy(Insecure(daemon.target()), kToken), grpc::StatusCode::UNAVAILABLE);
}

TEST_F(TlsTest, MutualTls) {
  Daemon daemon;
  ASSERT_TRUE(daemon.Start(dir_, {"--tls_cert=" + certs_.Path("server", "pem"),
                                  "--tls_key=" + certs_.Path("server", "key"),
                                  "--tls_client_ca=" + certs_.Path("ca", "pem")}))
      << daemon.log();

  // A client certificate from the configured CA: accepted.
  EXPECT_EQ(GetStrategy(Channel(daemon.target(), "ca", "client"), ""), grpc::StatusCode::OK)
      << daemon.log();
  EXPECT_EQ(HealthCheck(Channel(daemon.target(), "ca", "client")), grpc::StatusCode::OK);
  // No client certificate, one from another CA, or plaintext: refused in
  // the handshake.
  EXPECT_EQ(GetStrategy(Channel(daemon.target(), "ca"), ""), grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(HealthCheck(Channel(daemon.target(), "ca")), grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(GetStrategy(Channel(daemon.target(), "ca", "other_client"), ""),
            grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(GetStrategy(Insecure(daemon.target()), ""), grpc::StatusCode::UNAVAILABLE);
  // The server itself is not trusted by a client of another CA.
  EXPECT_EQ(GetStrategy(Channel(daemon.target(), "other_ca", "other_client"), ""),
            grpc::StatusCode::UNAVAILABLE);
}

TEST_F(TlsTest, ClientCaWithoutServerCertificateIsRefused) {
  Daemon daemon;
  EXPECT_FALSE(daemon.Start(dir_, {"--tls_client_ca=" + certs_.Path("ca", "pem")}));
  EXPECT_NE(daemon.log().find("--tls_client_ca needs --tls_cert and --tls_key"), std::string::npos)
      << daemon.log();
}

}  // namespace
}  // namespace ptoc
