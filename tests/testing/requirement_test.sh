#!/bin/bash
# The pass-run requirement of the pass test environment: a binary that
# declares it and runs no pass fails as a whole; a filtered run (only part of
# the tests) is not judged.
set -u
probe="$1"

out="$("$probe" 2>&1)"
status=$?
if [[ $status -eq 0 ]]; then
  echo "FAIL: the probe passed although it ran no pass"
  echo "$out"
  exit 1
fi
if ! grep -q "no pass ran under the test environment" <<<"$out"; then
  echo "FAIL: the probe failed for another reason"
  echo "$out"
  exit 1
fi
if ! grep -q "0 pass runs under the environment context" <<<"$out"; then
  echo "FAIL: missing totals line"
  echo "$out"
  exit 1
fi

out="$("$probe" --gtest_filter=RequirementProbe.RunsNoPass 2>&1)"
if [[ $? -ne 0 ]]; then
  echo "FAIL: a filtered run was judged by the binary-wide requirement"
  echo "$out"
  exit 1
fi
echo "PASS"
