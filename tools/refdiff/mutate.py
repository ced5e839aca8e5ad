#!/usr/bin/env python3
"""Mutants of valid programs: programs one to three small edits away from a valid one.

    mutate.py SEEDS_DIR OUT_DIR COUNT SEED

Writes COUNT files OUT_DIR/m<SEED>_<n>.py, each a program of SEEDS_DIR (e.g. tests/corpus or
gen_random.py's output) with one to three random edits: an integer literal, a dtype, an op name
(from the ops the seeds use), a memory space, a shape list, a loop kind or a function type
replaced; a body line deleted, duplicated or moved; a variable use renamed to another variable
of the same file; two call arguments swapped. Most mutants are invalid in some small way, which
is the point: run.sh then shows whether ptoc rejects exactly what the reference rejects, at the
same pass, and agrees on the IR of the mutants both accept. The same SEED gives the same files.
"""
import glob
import os
import random
import re
import sys

INTS = ["0", "1", "2", "3", "-1", "7", "15", "17", "31", "64", "128", "4096", "65536", "1000000",
        "1099511627776"]
DTYPES = ["pl.FP32", "pl.FP16", "pl.BF16", "pl.INT8", "pl.INT32", "pl.INT64", "pl.UINT8",
          "pl.BOOL", "pl.INDEX", "pl.INT4", "pl.FP8E4M3FN"]
MEMORY_SPACES = ["pl.Mem.Vec", "pl.Mem.Mat", "pl.Mem.Left", "pl.Mem.Right", "pl.Mem.Acc",
                 "pl.Mem.DDR", "pl.Mem.Bias"]
LOOP_KINDS = ["range", "parallel", "unroll", "pipeline"]
FUNCTION_TYPES = ["InCore", "Orchestration", "AIC", "AIV", "Opaque", "Group"]


def replace_match(text, rng, pattern, replacement):
    """`text` with one random match of `pattern` replaced by replacement(match), or None."""
    matches = list(re.finditer(pattern, text, re.M))
    if not matches:
        return None
    m = rng.choice(matches)
    return text[:m.start()] + replacement(m) + text[m.end():]


def edit_lines(text, rng, kind):
    """Deletes, duplicates or moves a line of a function body; None when there is none."""
    lines = text.split("\n")
    body = [i for i, line in enumerate(lines) if line.startswith("        ")]
    if not body:
        return None
    i = rng.choice(body)
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    else:
        j = min(max(i + rng.choice([-2, -1, 1, 2]), body[0]), body[-1])
        lines.insert(j, lines.pop(i))
    return "\n".join(lines)


def mutate(text, rng, ops):
    """One random edit of `text`, or None when the chosen edit does not apply."""
    kind = rng.randrange(12)
    if kind == 0:
        return replace_match(text, rng, r"(?<![\w.])\d+(?![\w.])", lambda m: rng.choice(INTS))
    if kind == 1:
        return replace_match(text, rng, r"pl\.(FP32|FP16|BF16|INT8|INT32|INT64|UINT8|BOOL|INDEX)\b",
                             lambda m: rng.choice(DTYPES))
    if kind == 2:
        return replace_match(text, rng, r"pl\.(?:tile|tensor)\.[a-z_0-9]+",
                             lambda m: rng.choice(ops))
    if kind in (3, 4, 5):
        return edit_lines(text, rng, ["delete", "duplicate", "move"][kind - 3])
    if kind == 6:
        return replace_match(text, rng, r"pl\.Mem\.\w+", lambda m: rng.choice(MEMORY_SPACES))
    if kind == 7:
        return replace_match(
            text, rng, r"\[(\d+), (\d+)\]",
            lambda m: rng.choice([f"[{m.group(2)}, {m.group(1)}]", f"[{m.group(1)}]",
                                  f"[{m.group(1)}, {m.group(2)}, 2]", "[]"]))
    if kind == 8:
        names = sorted(set(re.findall(r"^\s+(\w+)(?::| =)", text, re.M)))
        if not names:
            return None
        return replace_match(text, rng, r"(?<=[(, ])([a-z_]\w*)(?=[,)])",
                             lambda m: rng.choice(names))
    if kind == 9:
        return replace_match(text, rng, r"\(([^()]*), ([^()]*)\)",
                             lambda m: f"({m.group(2)}, {m.group(1)})")
    if kind == 10:
        return replace_match(text, rng, r"pl\.(range|parallel|unroll)\(",
                             lambda m: f"pl.{rng.choice(LOOP_KINDS)}(")
    return replace_match(text, rng, r"FunctionType\.\w+",
                         lambda m: f"FunctionType.{rng.choice(FUNCTION_TYPES)}")


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    seeds_dir, out_dir, count, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    seeds = []
    for path in sorted(glob.glob(os.path.join(seeds_dir, "*.py"))):
        with open(path) as f:
            text = f.read()
        if "expect-error" not in text:
            seeds.append(text)
    if not seeds:
        sys.exit(f"no valid programs in {seeds_dir}")
    ops = sorted({m for t in seeds for m in re.findall(r"pl\.(?:tile|tensor)\.[a-z_0-9]+", t)})
    os.makedirs(out_dir, exist_ok=True)
    for n in range(count):
        text = rng.choice(seeds)
        for _ in range(rng.choice([1, 1, 2, 3])):
            text = mutate(text, rng, ops) or text
        with open(os.path.join(out_dir, f"m{seed}_{n:05d}.py"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
