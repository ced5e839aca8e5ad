#!/usr/bin/python3
"""Extracts every `@pl.program` class of the reference's tests into one file each.

Usage: harvest.py GIT_DIR REVISION OUT_DIR [--strict]

GIT_DIR is a git directory of the reference (a mirror is fine); only `tests/` is read, at
REVISION. Each class becomes OUT_DIR/<test file stem>_<k>.py with the DSL import in front.
--strict rewrites the decorator to `@pl.program(strict_ssa=True)`. The programs are inputs for
run.sh; they are read from the reference at run time and are not kept in this repository.
"""
import os
import subprocess
import sys
import textwrap


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True,
                          check=True).stdout


def classes(source, strict):
    lines = source.split("\n")
    for i, line in enumerate(lines):
        text = line.strip()
        if not (text == "@pl.program" or text.startswith("@pl.program(")):
            continue
        if i + 1 >= len(lines) or not lines[i + 1].strip().startswith("class "):
            continue
        indent = len(line) - len(line.lstrip())
        decorator = "@pl.program(strict_ssa=True)" if strict else text
        block = [" " * indent + decorator, lines[i + 1]]
        j = i + 2
        while j < len(lines):
            body_line = lines[j]
            if body_line.strip() and len(body_line) - len(body_line.lstrip()) <= indent:
                break
            block.append(body_line)
            j += 1
        while block and not block[-1].strip():
            block.pop()
        yield textwrap.dedent("\n".join(block))


def main():
    args = [a for a in sys.argv[1:] if a != "--strict"]
    if len(args) != 3:
        sys.exit(__doc__)
    git_dir, revision, out_dir = args
    strict = "--strict" in sys.argv
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    seen_stems = set()
    for path in git(git_dir, "grep", "-l", "@pl.program", revision, "--", "tests").split():
        path = path.split(":", 1)[1]
        stem = os.path.basename(path)[:-3]
        # Test files of one name in different folders: the later ones get the folder's name.
        if stem in seen_stems:
            stem = f"{os.path.basename(os.path.dirname(path))}_{stem}"
        seen_stems.add(stem)
        for k, body in enumerate(classes(git(git_dir, "show", f"{revision}:{path}"), strict), 1):
            with open(os.path.join(out_dir, f"{stem}_{k:03d}.py"), "w") as out:
                out.write("import pypto.language as pl\n\n\n" + body + "\n")
            count += 1
    print(f"{count} programs in {out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
