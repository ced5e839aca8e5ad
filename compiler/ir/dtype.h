// Element data types of scalars, tensors and tiles.
#ifndef PTOC_COMPILER_IR_DTYPE_H_
#define PTOC_COMPILER_IR_DTYPE_H_

#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace ptoc::ir {

enum class DataType : uint8_t {
  kBool,
  kInt4,
  kInt8,
  kInt16,
  kInt32,
  kInt64,
  kIndex,  // machine-word index type; distinct from INT64
  kUInt4,
  kUInt8,
  kUInt16,
  kUInt32,
  kUInt64,
  kFP4,
  kFP8E4M3FN,
  kFP8E5M2,
  kFP8E8M0,
  kFP16,
  kBF16,
  kFP32,
  kFP64,
  kHF4,
  kHF8,
  kTaskId,
};

inline constexpr int kNumDataTypes = static_cast<int>(DataType::kTaskId) + 1;

// DSL spelling without prefix: "FP32", "INDEX", "TASK_ID".
absl::string_view DataTypeName(DataType dtype);
std::optional<DataType> DataTypeFromName(absl::string_view name);
// The lower-case form type errors use, as the reference's: "fp32", "index",
// "bfloat16", "task_id".
std::string DataTypeString(DataType dtype);

int DataTypeBits(DataType dtype);  // storage bits per element (4 for sub-byte)
bool IsFloat(DataType dtype);      // FP*, BF16, HF*
bool IsSignedInt(DataType dtype);  // INT4..INT64, INDEX
bool IsUnsignedInt(DataType dtype);
inline bool IsInt(DataType dtype) { return IsSignedInt(dtype) || IsUnsignedInt(dtype); }
inline bool IsBool(DataType dtype) { return dtype == DataType::kBool; }
// Bytes for `num_elements` elements, sub-byte types packed two per byte.
int64_t StorageBytes(DataType dtype, int64_t num_elements);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_DTYPE_H_
