// Python's `math` module for module-level constants. The reference runs the
// module's top level as Python, so a program may compute a constant with it
// (`SCALE = 1.0 / math.sqrt(HEAD_DIM)`, `BLOCKS = math.ceil(N / 16)`); the
// parser evaluates such calls with Python's results and exceptions.
#ifndef PTOC_COMPILER_TEXT_PYTHON_MATH_H_
#define PTOC_COMPILER_TEXT_PYTHON_MATH_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace ptoc::text {

// A Python number: an int (bool included, as in Python) or a float. Ints are
// limited to 64 bits, as every integer constant of the IR is.
struct PyNumber {
  bool is_float = false;
  int64_t int_value = 0;
  double float_value = 0;

  static PyNumber Int(int64_t v) { return PyNumber{false, v, 0}; }
  static PyNumber Float(double v) { return PyNumber{true, 0, v}; }
  double AsDouble() const { return is_float ? float_value : static_cast<double>(int_value); }
};

// `math.<name>` of a constant member (pi, e, tau, inf, nan), or nullopt.
std::optional<double> PythonMathConstant(absl::string_view name);

// Whether `math.<name>` is a function CallPythonMath evaluates.
bool IsPythonMathFunction(absl::string_view name);

// `math.<name>(*args)` as Python computes it. An error is the exception
// Python raises, as "ValueError: math domain error" (the reference reports
// it so); an int result beyond 64 bits is an error too.
absl::StatusOr<PyNumber> CallPythonMath(absl::string_view name, const std::vector<PyNumber>& args);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_PYTHON_MATH_H_
