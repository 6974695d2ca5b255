#!/bin/bash
# rings-side-by-side.sh: 1,000 animating rings on screen, GTK4 (side-by-side/gtkrings.c: one custom widget whose
# snapshot draws every ring, driven by a tick callback) against OpenUIKit (LayerRingsProbe: 1,000 CAShapeLayers
# with two endless CABasicAnimations each, Sources/BenchmarkScenes/RingScene.swift), on one private Xvfb, the two
# alternating for ROUNDS rounds (GTK first in odd rounds, OpenUIKit first in even ones) so that a noisy machine hits
# both alike. Prints the medians over rounds of each figure and the ratio OpenUIKit/GTK as a Markdown table; the raw
# output of every run stays in $RUN/round<N>/<side>.txt.
#
#   build-slot bash Tests/Benchmarks/rings-side-by-side.sh      # builds gtkrings and LayerRingsProbe (release) first
#
# Knobs (env): ROUNDS=5 FRAMES=300 PROBE=<a built LayerRingsProbe> (skips building it; by default this package's
#   release build, built first unless BUILT=1)
#   GTK_MODES="node-each" (any of node-each widget-each stroke-each one-path, see gtkrings.c; each a column, the
#   ratio is against the first)
#   CAIRO_STROKES=1 (a column for OpenUIKit with its arc rasterizer off, every ring stroked by Cairo as GTK's are)
#   SHOTS=1 (a screenshot of the root window, 3 s into each side's first run: $RUN/<side>.png)
#   BUILD=/tmp/rings-side-by-side-build RUN=/tmp/rings-side-by-side-run
# Figures, per run of FRAMES frames after the rings have moved for a second, both sides alike: the main thread's CPU
# time per frame, from one presented frame to the next (median, p90, max: the sorted values at n/2, 9n/10 and the
# last); the wall-clock interval between presented frames (both are paced at 60 Hz: 16.7 ms when they keep up) and
# the frames a second that gives; the X server's CPU time over the run divided by its frames (OpenUIKit draws in
# the app and puts the image; GTK's Cairo renderer draws into an X pixmap through cairo-xlib, so the server does
# part of its rasterizing), and the sum of the main thread's median and the server's mean. GTK runs with
# GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none, OpenUIKit with OPENUIKIT_SCALE=1.
# Benchmarks are not run by CI; GTK's side needs libgtk-4-dev (and ImageMagick's `import` for SHOTS).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROUNDS=${ROUNDS:-5} FRAMES=${FRAMES:-300} GTK_MODES=${GTK_MODES:-node-each}
BUILD=${BUILD:-/tmp/rings-side-by-side-build} RUN=${RUN:-/tmp/rings-side-by-side-run}
rm -rf "$RUN"
mkdir -p "$BUILD" "$RUN"
if [ -z "${PROBE:-}" ]; then
  PROBE=$HERE/.build/release/LayerRingsProbe
  if [ -z "${BUILT:-}" ]; then
    (cd "$HERE" && swift build -c release --product LayerRingsProbe) >"$RUN/probe-build.log" 2>&1 ||
      { tail -40 "$RUN/probe-build.log" >&2; exit 1; }
  fi
fi
[ -x "$PROBE" ] || { echo "rings-side-by-side.sh: no probe at $PROBE" >&2; exit 1; }

pkg-config --exists gtk4 gtk4-x11 || { echo "GTK4's headers are missing: apt-get install -y libgtk-4-dev" >&2; exit 1; }
cc -O2 -Wall -Wextra -o "$BUILD/gtkrings" "$HERE/side-by-side/gtkrings.c" \
  $(pkg-config --cflags --libs gtk4 gtk4-x11 x11) -lm >"$RUN/build.log" 2>&1 || { cat "$RUN/build.log" >&2; exit 1; }

export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
export OPENUIKIT_SCALE=1 HOME=$RUN/home XDG_RUNTIME_DIR=$RUN/xdg-runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$RUN/display" 2>"$RUN/xvfb.log" &
XVFB_PID=$!
trap 'kill $XVFB_PID 2>/dev/null; wait $XVFB_PID 2>/dev/null' EXIT
for _ in $(seq 50); do [ -s "$RUN/display" ] && break; sleep 0.1; done
[ -s "$RUN/display" ] || { echo "rings-side-by-side.sh: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(head -1 "$RUN/display") XSERVER_PID=$XVFB_PID

# run <side> <command...>: one run, its output in $R/<side>.txt; with SHOTS, the first run's screenshot.
run() {
  local side=$1 shot=
  shift
  if [ -n "${SHOTS:-}" ] && [ "$round" = 1 ]; then
    (sleep 3 && import -window root "$RUN/$side.png") &
    shot=$!
  fi
  timeout 300 "$@" >"$R/$side.txt" 2>"$R/$side.log" || echo "rings-side-by-side.sh: $side failed in round $round" >&2
  [ -z "$shot" ] || wait "$shot"
}
GTK_SIDES=() OPENUIKIT_SIDES=(openuikit)
for mode in $GTK_MODES; do GTK_SIDES+=("gtk-$mode"); done
[ -z "${CAIRO_STROKES:-}" ] || OPENUIKIT_SIDES+=(openuikit-cairo-strokes)
SIDES=("${GTK_SIDES[@]}" "${OPENUIKIT_SIDES[@]}")
for round in $(seq 1 "$ROUNDS"); do
  R=$RUN/round$round
  mkdir -p "$R"
  order=("${SIDES[@]}")
  [ $((round % 2)) = 0 ] && order=("${OPENUIKIT_SIDES[@]}" "${GTK_SIDES[@]}")
  for side in "${order[@]}"; do
    case $side in
      openuikit) run openuikit "$PROBE" "$FRAMES" ;;
      openuikit-cairo-strokes) run "$side" "$PROBE" "$FRAMES" cairo-strokes ;;
      gtk-*) run "$side" "$BUILD/gtkrings" --frames "$FRAMES" --mode "${side#gtk-}" ;;
    esac
  done
done

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# figure <name> <side>: the figure from each round's output of that side, one a line.
figure() {
  for file in "$RUN"/round*/"$2".txt; do
    awk -v name="$1" '
      /CPU ms per frame: median/ { for (i = 1; i < NF; i++) { if ($i == "median") m = $(i + 1); if ($i == "p90") p = $(i + 1); if ($i == "max") x = $(i + 1) } sub(/;$/, "", x) }
      /^wall ms between frames/ { w = $6; for (i = 1; i < NF; i++) if ($(i + 1) == "frames" && $(i + 2) == "a") f = $i }
      /^X server CPU ms per frame/ { s = $NF }
      END {
        if (m == "") exit
        if (name == "cpu_median") print m; else if (name == "cpu_p90") print p; else if (name == "cpu_max") print x
        else if (name == "wall_median") print w; else if (name == "frames_per_second") print f
        else if (name == "server_cpu_mean") print s; else if (name == "cpu_plus_server") print m + s
      }' "$file"
  done
}
header="| figure (1,000 rings, $FRAMES frames, median of $ROUNDS rounds, ms unless said) |"
rule="|---|"
for side in "${SIDES[@]}"; do
  label=${side/gtk-/GTK4 }
  label=${label/openuikit-/OpenUIKit }
  header+=" ${label/openuikit/OpenUIKit} |"
  rule+="---:|"
done
echo "$header OpenUIKit / GTK |"
echo "$rule---:|"
for name in cpu_median cpu_p90 cpu_max wall_median frames_per_second server_cpu_mean cpu_plus_server; do
  line="| $name |"
  for side in "${SIDES[@]}"; do line+=" $(figure "$name" "$side" | median) |"; done
  g=$(figure "$name" "${SIDES[0]}" | median)
  o=$(figure "$name" openuikit | median)
  ratio=$(awk -v a="$o" -v b="$g" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }')
  echo "$line $ratio |"
done
