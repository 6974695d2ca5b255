#!/bin/bash
# layout-solver.sh: OpenUIKit's layout solver side by side with kiwi, the C++ Cassowary solver behind matplotlib and
# Enaml, on the same constraint systems (Sources/LayoutSolverProbe/main.swift and layout-solver/kiwi_bench.cpp build
# them constraint for constraint, in the same order, with the same weights). Downloads kiwi's headers from the
# kiwisolver source distribution on PyPI into $WORK (never into the repository), builds both with optimisation,
# runs them alternately ROUNDS times and prints the medians of the runs' medians and the ratio Swift / kiwi.
#
#   bash Tests/Benchmarks/layout-solver.sh
#
# Knobs (env): CLOCK=wall|cpu (cpu: each figure is the thread's CPU time, which leaves out the time other processes
#   held the core; use it on a shared machine) ROUNDS=5 (process runs of each side, alternating) INNER=7 (rounds inside a run; each figure of a run
#   is the median of its rounds, edits 100 per round, view add/remove 10 per round) WORK=/tmp/layout-solver-bench
#   KIWI_VERSION=1.5.1 KIWI_DIR=<a directory holding kiwi/kiwi.h> (skips the download) CXXFLAGS="-O3 -DNDEBUG"
# Figures: <system>_build (a solver made and every constraint added, then updateVariables), _edit (one
#   suggestValue of the edit variable and updateVariables), _add_view / _remove_view (the five constraints of one
#   more view added, or removed, and updateVariables). Times in microseconds. The last column of each side's raw
#   output is a checksum of the solution; the script checks that both sides agree.
#
# The Swift side is compiled as SwiftPM's release configuration compiles a module (-O, whole-module), the solver as
# its own module and the probe against it, with swiftc directly so that the run needs neither package-benchmark nor
# a network. The benchmark package also declares the probe (target LayoutSolverProbe) for use through SwiftPM.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
ROUNDS=${ROUNDS:-5}
INNER=${INNER:-7}
CLOCK=${CLOCK:-wall}
WORK=${WORK:-/tmp/layout-solver-bench}
KIWI_VERSION=${KIWI_VERSION:-1.5.1}
CXXFLAGS=${CXXFLAGS:-"-O3 -DNDEBUG"}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$WORK"

if [ -z "${KIWI_DIR:-}" ]; then
    if [ ! -f "$WORK/kiwisolver-$KIWI_VERSION/kiwi/kiwi.h" ]; then
        echo "downloading kiwisolver $KIWI_VERSION (source distribution) into $WORK" >&2
        (cd "$WORK" && pip download --quiet --no-deps --no-binary :all: "kiwisolver==$KIWI_VERSION" -d . >&2 &&
            tar xzf "kiwisolver-$KIWI_VERSION.tar.gz")
    fi
    KIWI_DIR="$WORK/kiwisolver-$KIWI_VERSION"
fi

echo "building kiwi's harness: g++ $CXXFLAGS" >&2
g++ $CXXFLAGS -std=c++17 -I "$KIWI_DIR" "$HERE/layout-solver/kiwi_bench.cpp" -o "$WORK/kiwi_bench"

echo "building the Swift probe: swiftc -O -wmo" >&2
mkdir -p "$WORK/swift"
(cd "$WORK/swift" &&
    "$SWIFTC" -O -wmo -parse-as-library -module-name OpenUIKitLayoutSolver -emit-module -emit-library -static \
        "$ROOT"/Sources/OpenUIKitLayoutSolver/*.swift -o libOpenUIKitLayoutSolver.a &&
    "$SWIFTC" -O -I . -L . -lOpenUIKitLayoutSolver "$HERE/Sources/LayoutSolverProbe/main.swift" -o LayoutSolverProbe)

rm -f "$WORK"/run-*.txt
for round in $(seq 1 "$ROUNDS"); do
    echo "round $round of $ROUNDS" >&2
    "$WORK/kiwi_bench" "$INNER" "$CLOCK" > "$WORK/run-kiwi-$round.txt"
    "$WORK/swift/LayoutSolverProbe" "$INNER" "$CLOCK" > "$WORK/run-swift-$round.txt"
done

python3 - "$WORK" "$ROUNDS" "$CLOCK" <<'PY'
import statistics, sys
work, rounds, clock = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def load(side):
    times, checks = {}, {}
    for r in range(1, rounds + 1):
        for line in open(f"{work}/run-{side}-{r}.txt"):
            name, median, check = line.split()
            times.setdefault(name, []).append(float(median))
            checks[name] = check
    return times, checks
swift, swift_checks = load("swift")
kiwi, kiwi_checks = load("kiwi")
print(f"| Figure ({clock} time) | OpenUIKit (µs) | kiwi (µs) | Ratio |")
print("| --- | ---: | ---: | ---: |")
for name in swift:
    s, k = statistics.median(swift[name]), statistics.median(kiwi[name])
    print(f"| {name} | {s:,.2f} | {k:,.2f} | {s / k:.3f}× |")
bad = [n for n in swift if swift_checks[n] != kiwi_checks.get(n)]
print("\nsolutions agree (checksums)" if not bad else f"\nCHECKSUMS DIFFER: {bad}")
PY
