#!/usr/bin/env python3
"""smaps-summary.py: where a process's resident memory goes, from a copy of its /proc/<pid>/smaps.

    smaps-summary.py FILE [FILE...]        # one column per file, rows = kinds of mapping, RSS and PSS in kB

Mappings are grouped by kind: the program's own file, each shared library (by name), fonts, the fontconfig cache,
the heap and other anonymous memory, shared memory with the X server (SysV/memfd), stacks, and the rest. With
several files the figures are their medians, so three rounds give one table.
"""
import os
import re
import statistics
import sys

HEADER = re.compile(r"^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$")


def kind(path, program):
    if path == "":
        return "anonymous (malloc arenas, Swift/GLib allocations)"
    if path == "[heap]":
        return "[heap] (brk malloc)"
    if path.startswith("[stack") or path.startswith("[vvar") or path.startswith("[vdso") or path.startswith("[vsyscall"):
        return "stack, vdso"
    if path.startswith("/SYSV") or path.startswith("/memfd:") or path.startswith("/dev/shm"):
        return "shared memory with the X server"
    if program and os.path.basename(path) == program:
        return "the program's file"
    if re.search(r"\.(ttf|otf|pcf|pfb|ttc)(\.gz)?$", path, re.I):
        return "font files"
    if "fontconfig" in path or path.endswith(".cache-7") or path.endswith(".cache-8") or path.endswith(".cache-9"):
        return "fontconfig cache"
    if ".so" in os.path.basename(path):
        name = os.path.basename(path).split(".so")[0]
        return "lib " + name
    if "locale" in path or path.endswith(".dat"):
        return "locale and ICU data"
    return "other: " + os.path.basename(path)


def read(path):
    totals = {}
    program = None
    with open(path) as f:
        lines = f.read().splitlines()
    # The program is the first mapping's file (the executable is mapped first).
    for line in lines:
        m = HEADER.match(line)
        if m:
            program = os.path.basename(m.group(1))
            break
    current = None
    for line in lines:
        m = HEADER.match(line)
        if m:
            current = kind(m.group(1).strip(), program)
            totals.setdefault(current, [0, 0, 0])
            continue
        if current is None:
            continue
        if line.startswith("Rss:"):
            totals[current][0] += int(line.split()[1])
        elif line.startswith("Pss:"):
            totals[current][1] += int(line.split()[1])
        elif line.startswith("Private_Dirty:"):
            totals[current][2] += int(line.split()[1])
    return totals


def main():
    files = sys.argv[1:]
    tables = [read(f) for f in files]
    kinds = sorted({k for t in tables for k in t}, key=lambda k: -statistics.median([t.get(k, [0])[0] for t in tables]))
    med = lambda k, i: statistics.median([t.get(k, [0, 0, 0])[i] for t in tables])
    total = [statistics.median([sum(v[i] for v in t.values()) for t in tables]) for i in range(3)]
    print("| mapping | RSS kB | PSS kB | private dirty kB |")
    print("|---|---|---|---|")
    print(f"| **total** | {total[0]:.0f} | {total[1]:.0f} | {total[2]:.0f} |")
    shown = 0
    rest = [0, 0, 0]
    for k in kinds:
        values = [med(k, i) for i in range(3)]
        if shown < 18 and values[0] >= 100:
            print(f"| {k} | {values[0]:.0f} | {values[1]:.0f} | {values[2]:.0f} |")
            shown += 1
        else:
            rest = [a + b for a, b in zip(rest, values)]
    print(f"| everything else | {rest[0]:.0f} | {rest[1]:.0f} | {rest[2]:.0f} |")


if __name__ == "__main__":
    main()
