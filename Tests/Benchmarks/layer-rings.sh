#!/bin/bash
# layer-rings.sh: 1,000 animating rings on screen. LayerRingsProbe (Sources/LayerRingsProbe/main.swift) shows them in
# a 1280×800 window on a private Xvfb and prints its main thread's CPU time per presented frame, the wall-clock
# intervals between frames and the X server's CPU time per frame; ROUNDS runs. rings-side-by-side.sh runs the same
# probe alternately with GTK4's rings.
#
#   (cd Tests/Benchmarks && swift build -c release --product LayerRingsProbe) && bash Tests/Benchmarks/layer-rings.sh
#
# Knobs (env): PROBE=<path of the built probe> ROUNDS=3 FRAMES=300 MODE= ("in-step": every ring alike;
# "cairo-strokes": every ring stroked by Cairo, the arc rasterizer off) FRAME_TIMES=<file> (the probe writes each
# frame's main-thread CPU ms there, one a line, to see where slow frames fall; each round overwrites it)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PROBE=${PROBE:-$HERE/.build/release/LayerRingsProbe}
ROUNDS=${ROUNDS:-3}
FRAMES=${FRAMES:-300}
MODE=${MODE:-}
[ -x "$PROBE" ] || { echo "layer-rings.sh: build the probe first ($PROBE)" >&2; exit 1; }
WORK_PREFIX=layer-rings
# shellcheck source=private-xvfb.sh
source "$HERE/private-xvfb.sh"
start_private_xvfb
export XSERVER_PID=$XVFB_PID
for _ in $(seq "$ROUNDS"); do
    # shellcheck disable=SC2086
    timeout 120 "$PROBE" "$FRAMES" $MODE
done
