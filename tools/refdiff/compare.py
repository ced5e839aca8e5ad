#!/usr/bin/python3
"""Compares the reference's per-pass dumps with ptoc's, program by program.

Usage: compare.py REF_DIR PTOC_DIR PTOC_BINARY

REF_DIR is ref_run.py's output; PTOC_DIR holds ptoc's dumps in <stem>/ and its log in
<stem>.log (last line "rc=N"), as run.sh writes them. Dumps are compared in pass order: byte-equal
text first, else `ptoc equal` (structural equality). A program agrees when both accept it with
equal dumps after every pass, or both reject it after the same number of passes with equal dumps
up to there. Prints a summary and every disagreement; writes REF_DIR/compare.json.
"""
import collections
import json
import os
import subprocess
import sys


def listing(path):
    return sorted(os.listdir(path)) if os.path.isdir(path) else []


def read(path):
    with open(path) as f:
        return f.read()


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    ref_dir, pt_dir, ptoc = sys.argv[1:]
    results = json.loads(read(os.path.join(ref_dir, "results.json")))
    report, counts, first_diff = {}, collections.Counter(), collections.Counter()
    for name, ref in sorted(results.items()):
        if ref[0] == "skip":
            continue
        stem = name[:-3]
        log = read(os.path.join(pt_dir, stem + ".log")).strip().splitlines()
        pt_ok = bool(log) and log[-1] == "rc=0"
        ref_files = listing(os.path.join(ref_dir, stem))
        pt_files = listing(os.path.join(pt_dir, stem))
        diff = None
        for dump in ref_files:
            if dump not in pt_files:
                break
            a, b = os.path.join(ref_dir, stem, dump), os.path.join(pt_dir, stem, dump)
            if read(a) == read(b):
                continue
            if subprocess.run([ptoc, "equal", a, b], capture_output=True).returncode != 0:
                diff = dump
                break
        ref_ok = ref[0] == "ok"
        if diff:
            verdict = "differ at " + diff
            first_diff[diff] += 1
        elif ref_ok != pt_ok:
            verdict = "only the reference accepts" if ref_ok else "only ptoc accepts"
        elif len(ref_files) != len(pt_files):
            verdict = f"stop after {len(ref_files)} (reference) vs {len(pt_files)} (ptoc) dumps"
        else:
            verdict = "agree" if ref_ok else "agree: both reject"
        counts[verdict if verdict.startswith("agree") or not diff else "differ"] += 1
        report[stem] = {
            "verdict": verdict,
            "reference": ref[1:] if not ref_ok else None,
            "ptoc": log[0][:300] if not pt_ok and log else None,
        }
    with open(os.path.join(ref_dir, "compare.json"), "w") as f:
        json.dump(report, f, indent=1)
    for verdict, n in counts.most_common():
        print(f"{n:6d}  {verdict}")
    for dump, n in first_diff.most_common():
        print(f"{n:6d}  first difference in {dump}")
    for stem, entry in report.items():
        if not entry["verdict"].startswith("agree"):
            print(f"{stem}: {entry['verdict']}\n  reference: {entry['reference']}\n"
                  f"  ptoc: {entry['ptoc']}")


if __name__ == "__main__":
    main()
