#!/bin/bash
# layout-resize.sh: live resize of a real X11 window, as dragging its edge does, with the layout time per frame
# measured by the app. LayoutResizeProbe (Sources/LayoutResizeProbe/main.swift) shows the form of 30 labelled fields
# on a private Xvfb; `xdotool windowsize` resizes its window STEP points at a time between 720 and 360 wide and back,
# ROUNDS times; the app lays itself out as each new size arrives and prints the time that took. Prints the median,
# p90 and max per frame (wall and thread CPU, µs) and how many resizes the app saw.
#
#   (cd Tests/Benchmarks && swift build -c release --product LayoutResizeProbe) && bash Tests/Benchmarks/layout-resize.sh
#
# Knobs (env): PROBE=<path of the built probe> ROUNDS=2 STEP=3 DELAY=0.01 (seconds between two resizes)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PROBE=${PROBE:-$HERE/.build/release/LayoutResizeProbe}
ROUNDS=${ROUNDS:-2}
STEP=${STEP:-3}
DELAY=${DELAY:-0.01}
[ -x "$PROBE" ] || { echo "layout-resize.sh: build the probe first ($PROBE)" >&2; exit 1; }
WORK_PREFIX=layout-resize
# shellcheck source=private-xvfb.sh
source "$HERE/private-xvfb.sh"
start_private_xvfb
"$PROBE" >"$WORK/out.txt" 2>"$WORK/err.txt" &
PROBE_PID=$!
trap 'kill $PROBE_PID 2>/dev/null || true; stop_private_xvfb' EXIT
for _ in $(seq 400); do grep -q ready "$WORK/out.txt" 2>/dev/null && break; sleep 0.05; done
WINDOW=$(xdotool search --sync --onlyvisible --name '^LayoutResizeProbe$' | head -1)
sleep 0.5
for _ in $(seq "$ROUNDS"); do
    for width in $(seq $((720 - STEP)) -"$STEP" 360) $(seq $((360 + STEP)) "$STEP" 720); do
        xdotool windowsize "$WINDOW" "$width" 800
        sleep "$DELAY"
    done
done
# The last resizes drain, then the app goes.
previous=-1
while true; do
    count=$(grep -c '^layout' "$WORK/out.txt" || true)
    [ "$count" = "$previous" ] && break
    previous=$count
    sleep 0.5
done
kill $PROBE_PID 2>/dev/null || true
python3 - "$WORK/out.txt" "$ROUNDS" "$STEP" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.startswith("layout ")]
sent = int(sys.argv[2]) * 2 * (360 // int(sys.argv[3]))
if not rows:
    sys.exit("layout-resize.sh: the app printed no layout times")
def summary(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(len(values) * 0.9))]
    return f"median {statistics.median(values):.1f}  p90 {p90:.1f}  max {values[-1]:.1f}"
print(f"resizes sent {sent}, laid out by the app {len(rows)}")
print("layout per frame, wall µs:      ", summary([float(r[3]) for r in rows]))
print("layout per frame, thread CPU µs:", summary([float(r[4]) for r in rows]))
PY
