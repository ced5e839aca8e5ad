#include "compiler/ir/dtype.h"

#include <array>

#include "absl/strings/ascii.h"

namespace ptoc::ir {
namespace {

struct DataTypeInfo {
  DataType dtype;
  absl::string_view name;
  int bits;
};

constexpr std::array<DataTypeInfo, kNumDataTypes> kInfo = {{
    {DataType::kBool, "BOOL", 8},       {DataType::kInt4, "INT4", 4},
    {DataType::kInt8, "INT8", 8},       {DataType::kInt16, "INT16", 16},
    {DataType::kInt32, "INT32", 32},    {DataType::kInt64, "INT64", 64},
    {DataType::kIndex, "INDEX", 64},    {DataType::kUInt4, "UINT4", 4},
    {DataType::kUInt8, "UINT8", 8},     {DataType::kUInt16, "UINT16", 16},
    {DataType::kUInt32, "UINT32", 32},  {DataType::kUInt64, "UINT64", 64},
    {DataType::kFP4, "FP4", 4},         {DataType::kFP8E4M3FN, "FP8E4M3FN", 8},
    {DataType::kFP8E5M2, "FP8E5M2", 8}, {DataType::kFP8E8M0, "FP8E8M0", 8},
    {DataType::kFP16, "FP16", 16},      {DataType::kBF16, "BF16", 16},
    {DataType::kFP32, "FP32", 32},      {DataType::kFP64, "FP64", 64},
    {DataType::kHF4, "HF4", 4},         {DataType::kHF8, "HF8", 8},
    {DataType::kTaskId, "TASK_ID", 64},
}};

}  // namespace

absl::string_view DataTypeName(DataType dtype) { return kInfo[static_cast<int>(dtype)].name; }

std::string DataTypeString(DataType dtype) {
  if (dtype == DataType::kBF16) return "bfloat16";
  return absl::AsciiStrToLower(DataTypeName(dtype));
}

std::optional<DataType> DataTypeFromName(absl::string_view name) {
  for (const auto& info : kInfo) {
    if (info.name == name) return info.dtype;
  }
  return std::nullopt;
}

int DataTypeBits(DataType dtype) { return kInfo[static_cast<int>(dtype)].bits; }

bool IsFloat(DataType dtype) {
  switch (dtype) {
    case DataType::kFP4:
    case DataType::kFP8E4M3FN:
    case DataType::kFP8E5M2:
    case DataType::kFP8E8M0:
    case DataType::kFP16:
    case DataType::kBF16:
    case DataType::kFP32:
    case DataType::kFP64:
    case DataType::kHF4:
    case DataType::kHF8:
      return true;
    default:
      return false;
  }
}

bool IsSignedInt(DataType dtype) {
  switch (dtype) {
    case DataType::kInt4:
    case DataType::kInt8:
    case DataType::kInt16:
    case DataType::kInt32:
    case DataType::kInt64:
    case DataType::kIndex:
      return true;
    default:
      return false;
  }
}

bool IsUnsignedInt(DataType dtype) {
  switch (dtype) {
    case DataType::kUInt4:
    case DataType::kUInt8:
    case DataType::kUInt16:
    case DataType::kUInt32:
    case DataType::kUInt64:
      return true;
    default:
      return false;
  }
}

int64_t StorageBytes(DataType dtype, int64_t num_elements) {
  const int64_t bits = DataTypeBits(dtype) * num_elements;
  return (bits + 7) / 8;
}

}  // namespace ptoc::ir
