// SHA-256 (FIPS 180-4) for the content-addressed program cache: cache keys,
// program digests and the checksums of on-disk cache entries. Small and
// self-contained so the service needs no crypto library.
#ifndef PTOC_SERVER_SHA256_H_
#define PTOC_SERVER_SHA256_H_

#include <array>
#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"

namespace ptoc::server {

class Sha256 {
 public:
  Sha256();
  void Update(absl::string_view data);
  // Length-prefixed update: unambiguous concatenation of several fields.
  void UpdateField(absl::string_view data);
  std::array<uint8_t, 32> Finish();
  // Finish() as 64 lowercase hex digits.
  std::string FinishHex();

 private:
  void Block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buffer_[64];
  size_t buffered_ = 0;
  uint64_t total_bytes_ = 0;
};

// Hex digest of `data`.
std::string Sha256Hex(absl::string_view data);

}  // namespace ptoc::server

#endif  // PTOC_SERVER_SHA256_H_
