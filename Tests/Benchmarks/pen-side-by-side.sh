#!/bin/bash
# pen-side-by-side.sh: a pen stroke drawn by OpenUIKit (Tests/PenStrokeProbe: the Sketch example's canvas on the X11
# backend) and by GTK4 (side-by-side/gtkpen.c: a GtkDrawingArea with a GtkGestureStylus), each on its own Xorg with
# the inputtest pen, fed the same script from a second thread: proximity in, the tip down, SAMPLES samples at RATE
# per second along one line with a pressure ramp, the tip up. Rounds alternate GTK then OpenUIKit, so a noisy
# machine hits both alike. Prints the medians over rounds of each figure and the ratios OpenUIKit/GTK as a Markdown
# table, and keeps every raw "metric value unit" line.
#
#   bash Tests/Benchmarks/pen-side-by-side.sh              # ROUNDS=5, 1,000 samples at 1,000 per second; as root
#
# Knobs (env): ROUNDS=5 SAMPLES=1000 RATE=1000 BUILD=/tmp/pen-side-by-side-build RUN=/tmp/pen-side-by-side-run
#   PROBE=<a built PenStrokeProbe> (skips building it; by default the root package's release build)
# Figures (both sides): sample_to_drawn_* is, per sample, from its write to the pen's socket to the end of the
# frame that drew it, after XSync; pass_* is, per frame that drew samples, the main thread's work for it (OpenUIKit:
# the loop pass that delivered and drew them; GTK: the busy time from its frame clock's event flush to the XSync
# after its paint); passes_over_4ms counts those frames over 4 ms; pass_cpu_* and passes_cpu_over_4ms are the same
# for the main thread's CPU time over the same spans (without waiting for the server or for a core).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${BUILD:-/tmp/pen-side-by-side-build}
RUN=${RUN:-/tmp/pen-side-by-side-run}
ROUNDS=${ROUNDS:-5}
SAMPLES=${SAMPLES:-1000}
RATE=${RATE:-1000}
rm -rf "$RUN"
mkdir -p "$RUN/home" "$RUN/xdg-runtime" "$BUILD"
chmod 700 "$RUN/xdg-runtime"

pkg-config --exists gtk4 gtk4-x11 xtst || {
  echo "GTK4's and XTest's headers are missing: apt-get install -y libgtk-4-dev libxtst-dev" >&2
  exit 1
}
cc -O2 -Wall -Wextra -Wno-unused-parameter -o "$BUILD/gtkpen" "$HERE/side-by-side/gtkpen.c" \
  $(pkg-config --cflags --libs gtk4 gtk4-x11 x11 xi xtst) -lpthread -lm >"$RUN/build.log" 2>&1 ||
  { cat "$RUN/build.log" >&2; exit 1; }
if [ -z "${PROBE:-}" ]; then
  # The probe reads the Sketch canvas's strokes (`@testable import`), so the release build enables testing.
  (cd "$ROOT" && swift build -c release --product PenStrokeProbe -Xswiftc -enable-testing) >>"$RUN/build.log" 2>&1 ||
    { tail -40 "$RUN/build.log" >&2; exit 1; }
  PROBE=$(cd "$ROOT" && swift build -c release -Xswiftc -enable-testing --show-bin-path)/PenStrokeProbe
fi
[ -x "$PROBE" ] || { echo "no $PROBE" >&2; exit 1; }

# gtk-baseline's environment for GTK: X11 backend, the Cairo renderer, no accessibility bus, no D-Bus, scale 1.
export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
export DBUS_SESSION_BUS_ADDRESS=unix:path=$RUN/no-such-bus HOME=$RUN/home XDG_RUNTIME_DIR=$RUN/xdg-runtime
unset GSK_DEBUG GDK_DEBUG GTK_DEBUG OPENUIKIT_SCALE

echo "# pen-side-by-side: $SAMPLES samples at $RATE/s, $ROUNDS rounds, $(nproc) cores," \
  "load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ), commit $(git -C "$ROOT" rev-parse --short HEAD)"
for round in $(seq "$ROUNDS"); do
  mkdir -p "$RUN/round$round"
  timeout 120 "$BUILD/gtkpen" "$SAMPLES" "$RATE" >"$RUN/round$round/gtk.txt" 2>>"$RUN/gtk.log"
  timeout 120 "$PROBE" "$SAMPLES" "$RATE" >"$RUN/round$round/openuikit.txt" 2>>"$RUN/openuikit.log"
done

median() { # median of the values of metric $1 in files $2...
  local metric=$1
  shift
  awk -v m="$metric" '$1 == m { print $2 }' "$@" | sort -g |
    awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2];
      else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo
echo "| figure (median of $ROUNDS rounds) | OpenUIKit | GTK4 | OpenUIKit/GTK |"
echo "|---|---|---|---|"
for metric in sample_to_drawn_median sample_to_drawn_p99 sample_to_drawn_max pass_median pass_p99 pass_max \
  pass_cpu_median pass_cpu_p99 pass_cpu_max passes_cpu_over_4ms \
  pass_count passes_over_4ms samples_drawn; do
  o=$(median "$metric" "$RUN"/round*/openuikit.txt)
  g=$(median "$metric" "$RUN"/round*/gtk.txt)
  ratio=$(awk -v o="$o" -v g="$g" 'BEGIN { if (g + 0 > 0 && o != "-") printf "%.2f×", o / g; else print "-" }')
  echo "| $metric | $o | $g | $ratio |"
done
echo
echo "# raw lines: $RUN/round*/{gtk,openuikit}.txt"
