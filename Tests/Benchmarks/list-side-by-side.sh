#!/bin/bash
# list-side-by-side.sh: a list of 10^6 rows scrolled 4,000 px a frame, GTK4's GtkListView (side-by-side/gtklist.c)
# against OpenUIKit's UITableView (OpenUIKitDrive list), on one private Xvfb, alternating the two for ROUNDS rounds
# so that a noisy machine hits both alike. Prints the medians over rounds of each figure and the ratio
# OpenUIKit/GTK as a Markdown table; raw "metric value unit" lines stay in $RUN/round<N>/{gtk,openuikit}.txt.
#
#   bash Tests/Benchmarks/list-side-by-side.sh       # ROUNDS=3 FRAMES=300 ROWS=1000000 STEP=4000
#
# Both sides: a 400x800 window at (0,0), 44-pixel rows with the text "Row i" in DejaVu Sans 17 px, 16 px in; frame_ms
# from the start of the frame's work (GTK: before-paint; OpenUIKit: before the offset change) to after the present
# plus XSync; rss_kb is VmRSS after the last frame, pss_kb its proportional share (shared library pages divided among
# the processes mapping them) from /proc/self/smaps, which side-by-side/smaps-at-exit.c (preloaded into both sides)
# copies to $RUN/round<N>/<side>.smaps at exit (side-by-side/smaps-summary.py accounts it mapping by mapping:
# `MEMORY=1` prints those tables too). GTK runs twice
# per round: as it starts by default (it opens EGL at display open even with the Cairo renderer) and with
# GDK_DEBUG=gl-disable ("gtk_nogl"). STATIC=1 builds OpenUIKitDrive as README says to ship an app (the Swift runtime
# linked in, as side-by-side.sh's STATIC=1). GTK's frames are paced by its frame clock, OpenUIKit's run back to back.
# Run it with a build slot free: `build-slot bash Tests/Benchmarks/list-side-by-side.sh`.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
GTK_BASELINE=${GTK_BASELINE:-$(cd "$HERE/../../.." && pwd)/shared/gtk-baseline}
[ -f "$GTK_BASELINE/common.h" ] || GTK_BASELINE=/work/shared/gtk-baseline
ROUNDS=${ROUNDS:-3} FRAMES=${FRAMES:-300} ROWS=${ROWS:-1000000} STEP=${STEP:-4000}
BUILD=${BUILD:-/tmp/list-side-by-side-build} RUN=${RUN:-/tmp/list-side-by-side-run}
mkdir -p "$BUILD" "$RUN"

{ cc -O2 -Wall -Wextra -I"$GTK_BASELINE" -o "$BUILD/gtklist" "$HERE/side-by-side/gtklist.c" \
    $(pkg-config --cflags --libs gtk4 gtk4-x11 x11) -lm &&
    cc -shared -fPIC -O2 -Wall -Wextra -o "$BUILD/smaps-at-exit.so" "$HERE/side-by-side/smaps-at-exit.c"; } \
  >"$RUN/build.log" 2>&1 || { cat "$RUN/build.log" >&2; exit 1; }
SHIP=()
if [ -n "${STATIC:-}" ]; then
  ROOT=$(cd "$HERE/../.." && pwd)
  SHIP=(--static-swift-stdlib -Xswiftc "-L$ROOT/Resources/StaticLibstdcxx" -Xswiftc -Xfrontend -Xswiftc -function-sections
        -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
        -Xlinker "--symbol-ordering-file=$ROOT/Resources/LinkOrder/OpenUIKit.order" -Xlinker --no-warn-symbol-ordering)
fi
# BUILT=1 measures the OpenUIKitDrive already built (with the same STATIC) without building it again.
if [ -z "${BUILT:-}" ]; then
  (cd "$HERE" && swift build -c release --product OpenUIKitDrive "${SHIP[@]}") >>"$RUN/build.log" 2>&1 ||
    { tail -40 "$RUN/build.log" >&2; exit 1; }
fi
O=$(cd "$HERE" && swift build -c release --show-bin-path "${SHIP[@]}")/OpenUIKitDrive

export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
export HOME=$RUN/home XDG_RUNTIME_DIR=$RUN/xdg-runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$RUN/display" 2>"$RUN/xvfb.log" &
XVFB_PID=$!
trap 'kill $XVFB_PID 2>/dev/null; wait $XVFB_PID 2>/dev/null' EXIT
for _ in $(seq 50); do [ -s "$RUN/display" ] && break; sleep 0.1; done
export DISPLAY=:$(head -1 "$RUN/display")

ARGS=(--rows "$ROWS" --step "$STEP" --frames "$FRAMES" --tag list)
for round in $(seq 1 "$ROUNDS"); do
  mkdir -p "$RUN/round$round"
  R=$RUN/round$round
  # The preload goes to the measured program only (env execs it), not to timeout, whose exit would overwrite the copy.
  P=(env LD_PRELOAD="$BUILD/smaps-at-exit.so")
  timeout 120 "${P[@]}" SMAPS_OUT="$R/gtk.smaps" "$BUILD/gtklist" "${ARGS[@]}" >"$R/gtk.txt" 2>"$R/gtk.log"
  timeout 120 "${P[@]}" SMAPS_OUT="$R/gtk_nogl.smaps" GDK_DEBUG=gl-disable "$BUILD/gtklist" "${ARGS[@]}" \
    >"$R/gtk_nogl.txt" 2>"$R/gtk_nogl.log"
  timeout 120 "${P[@]}" SMAPS_OUT="$R/openuikit.smaps" OPENUIKIT_SCALE=1 "$O" list "${ARGS[@]}" >"$R/openuikit.txt" \
    2>"$R/openuikit.log"
  for side in gtk gtk_nogl openuikit; do
    [ -s "$R/$side.smaps" ] && awk '$1 == "Pss:" { kb += $2 } END { print "M list_pss_kb", kb, "kB" }' "$R/$side.smaps" \
      >>"$R/$side.txt"
  done
done

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "| figure ($ROWS rows, $STEP px a frame, $FRAMES frames, median of $ROUNDS rounds${STATIC:+, STATIC=1}) | GTK4 GtkListView | GTK4 without EGL | OpenUIKit UITableView | OpenUIKit / GTK | OpenUIKit / GTK without EGL |"
echo "|---|---|---|---|---|---|"
for metric in frame_ms_median frame_ms_p90 frame_ms_max rss_start_kb rss_kb pss_kb; do
  g=$(cat "$RUN"/round*/gtk.txt | awk -v m="list_$metric" '$2 == m { print $3 }' | median)
  n=$(cat "$RUN"/round*/gtk_nogl.txt | awk -v m="list_$metric" '$2 == m { print $3 }' | median)
  o=$(cat "$RUN"/round*/openuikit.txt | awk -v m="list_$metric" '$2 == m { print $3 }' | median)
  ratio=$(awk -v a="$o" -v b="$g" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
  ratio_nogl=$(awk -v a="$o" -v b="$n" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
  echo "| $metric | $g | $n | $o | $ratio | $ratio_nogl |"
done
if [ -n "${MEMORY:-}" ]; then
  for side in gtk gtk_nogl openuikit; do
    echo
    echo "$side after the last frame (median of $ROUNDS rounds):"
    echo
    python3 "$HERE/side-by-side/smaps-summary.py" "$RUN"/round*/"$side".smaps
  done
fi
