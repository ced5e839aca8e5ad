// SHA-256 (FIPS 180-4) for the content-addressed program cache: cache keys,
// program digests, the exact-request index and the checksums of on-disk
// cache entries. The compression runs in OpenSSL's libcrypto (already loaded
// by gRPC), which uses the CPU's SHA extensions where present: about 8x
// faster than portable C on a cache hit's few hundred bytes.
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
  // libcrypto's SHA256_CTX, kept opaque so that including this header does
  // not pull in OpenSSL's declarations.
  alignas(8) unsigned char state_[112];
};

// Hex digest of `data`.
std::string Sha256Hex(absl::string_view data);

}  // namespace ptoc::server

#endif  // PTOC_SERVER_SHA256_H_
