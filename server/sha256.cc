#include "server/sha256.h"

// The low-level SHA256_* calls are deprecated in OpenSSL 3 in favour of EVP,
// whose per-digest provider lookup costs more than the hash of a small
// request (about 1.3 us against 0.5 us for 540 bytes).
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include <new>

namespace ptoc::server {
namespace {

static_assert(sizeof(SHA256_CTX) <= 112, "Sha256::state_ too small for SHA256_CTX");

SHA256_CTX* Ctx(unsigned char* state) { return std::launder(reinterpret_cast<SHA256_CTX*>(state)); }

}  // namespace

Sha256::Sha256() { SHA256_Init(new (state_) SHA256_CTX); }

void Sha256::Update(absl::string_view data) {
  SHA256_Update(Ctx(state_), data.data(), data.size());
}

void Sha256::UpdateField(absl::string_view data) {
  uint8_t len[8];
  uint64_t size = data.size();
  for (int i = 7; i >= 0; --i, size >>= 8) len[i] = static_cast<uint8_t>(size);
  Update(absl::string_view(reinterpret_cast<const char*>(len), sizeof(len)));
  Update(data);
}

std::array<uint8_t, 32> Sha256::Finish() {
  std::array<uint8_t, 32> out;
  SHA256_Final(out.data(), Ctx(state_));
  return out;
}

std::string Sha256::FinishHex() {
  static constexpr char kHex[] = "0123456789abcdef";
  std::array<uint8_t, 32> digest = Finish();
  std::string out;
  out.reserve(64);
  for (uint8_t byte : digest) {
    out.push_back(kHex[byte >> 4]);
    out.push_back(kHex[byte & 15]);
  }
  return out;
}

std::string Sha256Hex(absl::string_view data) {
  Sha256 hash;
  hash.Update(data);
  return hash.FinishHex();
}

}  // namespace ptoc::server
