#!/bin/bash
# side-by-side.sh: OpenUIKit as users see it, side by side with GTK4 (issue 11). On ONE private Xvfb, for ROUNDS
# rounds, runs each scenario of /work/shared/gtk-baseline for GTK (gtkb), then for OpenUIKit (OpenUIKitDrive), then
# (click only) for the bare Xlib + XI2 floor client, alternating scenario by scenario so that a noisy machine hits
# both alike. Prints per scenario the medians over rounds and the ratios OpenUIKit/GTK (and OpenUIKit/floor), as a
# Markdown table, and keeps every raw "metric value unit" line.
#
#   bash Tests/Benchmarks/side-by-side.sh            # ROUNDS=4, full counts (about 10 minutes on 2 cores)
#   QUICK=1 bash Tests/Benchmarks/side-by-side.sh    # smoke run: 1 round, small counts
#
# Knobs (env): ROUNDS=4 STARTUP_RUNS=10 CLICKS=200 CLICK_GAP_MS=20 PICKS=100000 GESTURE_SEQS=1000 REDRAW_FRAMES=100
#   CELL_FRAMES=100 KEYS=200 SCENARIOS="startup click key tree gesture redraw cell" QUICK=1 STATIC=1
#   (the shipping build: --static-swift-stdlib, -function-sections, lld, packed relocations, the link order file)
#   GTK_BASELINE=<gtk-baseline directory> BUILD=/tmp/side-by-side-build RUN=/tmp/side-by-side-run GTKB_DISPLAY=57
#   TABLE_ONLY=1 (build and run nothing: print the table again from the raw results already in $RUN)
#   FRESH=0 (keep the release build of OpenUIKit's own modules; by default they are rebuilt, about a minute)
# Output under $RUN: round<N>/{gtk,openuikit,floor}.txt (raw metric lines per round), medians-<toolkit>.txt,
# table.md, logs/*.log (the apps' stderr), build.log.
#
# Where the two sides differ (the app sources say more):
# - startup: OpenUIKit creates and maps its X window when the run loop starts (after didFinishLaunching), GTK
#   inside gtk_window_present, so window creation falls in present→frame for OpenUIKit and in build→present for GTK.
#   GTK opens EGL at display open even with GSK_RENDERER=cairo: compare with both startup and startup_nogl.
#   The floor column is side-by-side/startfloor.c: C, Pango and Cairo drawing the same scene, no toolkit.
# - click: GTK's "pressed" is a capture-phase GtkGestureClick, OpenUIKit's a UIButton's .touchDown action; the
#   floor prints right after XNextEvent.
# - tree: UIKit's hitTest always prunes outside bounds, which GTK does only with overflow: hidden, so OpenUIKit's
#   tree_* compares with GTK's tree_*_clip (its tree_*_clip sets clipsToBounds, which changes drawing, not picking).
# - gesture: GTK's dispatch time is a capture-phase controller on the window, OpenUIKit's an overridden
#   UIApplication.sendEvent(_:); both come after their toolkit's pick. GTK holds motion until its frame clock
#   flushes (up to 16.7 ms), so motion and "all" figures are not comparable; press dispatch→last callback is.
# - redraw: GTK needs an XClearArea expose to repaint unchanged content; OpenUIKit marks every view and the window.
#   GTK's frames are paced by its frame clock, OpenUIKit's run back to back; frame_ms times one frame either way.
# - cell: OpenUIKit only (gtkb has no such scenario).
# - key: not in gtk-baseline; side-by-side/keydrive.c drives side-by-side/gtkentry.c (a GtkEntry, "changed") and
#   OpenUIKitDrive key (a UITextField, .editingChanged) with XTEST key presses; both report through the same pipe.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
GTK_BASELINE=${GTK_BASELINE:-$(cd "$HERE/../../.." && pwd)/shared/gtk-baseline}
[ -f "$GTK_BASELINE/gtkb.c" ] || GTK_BASELINE=/work/shared/gtk-baseline
BUILD=${BUILD:-/tmp/side-by-side-build}
RUN=${RUN:-/tmp/side-by-side-run}
if [ "${QUICK:-0}" = 1 ]; then
  : "${ROUNDS:=1}" "${STARTUP_RUNS:=3}" "${CLICKS:=20}" "${PICKS:=2000}" "${GESTURE_SEQS:=20}"
  : "${REDRAW_FRAMES:=10}" "${CELL_FRAMES:=10}" "${KEYS:=20}"
fi
ROUNDS=${ROUNDS:-4}
STARTUP_RUNS=${STARTUP_RUNS:-10}
CLICKS=${CLICKS:-200}
CLICK_GAP_MS=${CLICK_GAP_MS:-20}
PICKS=${PICKS:-100000}
GESTURE_SEQS=${GESTURE_SEQS:-1000}
REDRAW_FRAMES=${REDRAW_FRAMES:-100}
CELL_FRAMES=${CELL_FRAMES:-100}
KEYS=${KEYS:-200}
SCENARIOS=${SCENARIOS:-startup click key tree gesture redraw cell}
if [ "${TABLE_ONLY:-0}" != 1 ]; then
rm -rf "$RUN"
mkdir -p "$RUN/logs" "$BUILD"

# ---------------------------------------------------------------- build
pkg-config --exists gtk4 gtk4-x11 || {
  echo "GTK4's headers are missing: apt-get install -y libgtk-4-dev (see $GTK_BASELINE/README.md)" >&2
  exit 1
}
# OpenUIKit's modules are rebuilt from scratch by default: an incremental release build of this package across a
# class-layout change in ../../Sources has produced binaries that crash at the first access to a changed class
# (seen again on 2026-11-23 after merging main: a segfault setting UIApplication.framePresentationObserver).
if [ "${FRESH:-1}" = 1 ]; then
  rm -rf "$HERE"/.build/*/release/OpenUIKit*.build "$HERE"/.build/*/release/Modules/OpenUIKit*
  # Without a newer manifest SwiftPM can keep its build plan and then miss the removed directories' output file
  # maps ("unable to load output file map", seen 2026-11-27).
  touch "$HERE/Package.swift"
fi
# STATIC=1 builds OpenUIKitDrive as README says to ship an app (the runtime linked in, function sections, lld with
# packed relocations and Resources/LinkOrder/OpenUIKit.order; link-order.sh uses the same flags, so the two share a
# build).
SHIP=()
if [ -n "${STATIC:-}" ]; then
  SHIP=(--static-swift-stdlib -Xswiftc "-L$(cd "$HERE/../.." && pwd)/Resources/StaticLibstdcxx" -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
        -Xlinker "--symbol-ordering-file=$(cd "$HERE/../.." && pwd)/Resources/LinkOrder/OpenUIKit.order"
        -Xlinker --no-warn-symbol-ordering)
fi
{
  make -s -C "$GTK_BASELINE" BUILD="$BUILD/gtk" &&
    cc -O2 -Wall -Wextra -o "$BUILD/floor" "$HERE/side-by-side/floor.c" $(pkg-config --cflags --libs x11 xi) &&
    cc -O2 -Wall -Wextra -o "$BUILD/startfloor" "$HERE/side-by-side/startfloor.c" \
      $(pkg-config --cflags --libs pangocairo x11 xi) -lm &&
    cc -O2 -Wall -Wextra -o "$BUILD/keydrive" "$HERE/side-by-side/keydrive.c" $(pkg-config --cflags --libs x11 xtst) &&
    cc -O2 -Wall -Wextra -o "$BUILD/gtkentry" "$HERE/side-by-side/gtkentry.c" $(pkg-config --cflags --libs gtk4) &&
    (cd "$HERE" && swift build -c release --product OpenUIKitDrive "${SHIP[@]}")
} >"$RUN/build.log" 2>&1 || { tail -40 "$RUN/build.log" >&2; exit 1; }
G=$BUILD/gtk/gtkb
X=$BUILD/gtk/xdrive
F=$BUILD/floor
SF=$BUILD/startfloor
K=$BUILD/keydrive
O=$(cd "$HERE" && swift build -c release --show-bin-path "${SHIP[@]}")/OpenUIKitDrive
[ -x "$O" ] || { echo "no $O" >&2; exit 1; }

# run.sh's environment for GTK: X11 backend, software Cairo renderer, no accessibility bus, no D-Bus, no dconf,
# scale 1, a throwaway HOME. OpenUIKit gets OPENUIKIT_SCALE=1 on its command lines (the rest does not concern it).
export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
export DBUS_SESSION_BUS_ADDRESS=unix:path=$RUN/no-such-bus
export HOME=$RUN/home XDG_CACHE_HOME=$RUN/home/.cache XDG_CONFIG_HOME=$RUN/home/.config
export XDG_DATA_HOME=$RUN/home/.local/share XDG_RUNTIME_DIR=$RUN/xdg-runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset GSK_DEBUG GDK_DEBUG GTK_DEBUG OPENUIKIT_SCALE

# ---------------------------------------------------------------- one Xvfb, started as run.sh starts it
XVFB_PID=
cleanup() {
  if [ -n "$XVFB_PID" ]; then
    kill "$XVFB_PID" 2>/dev/null
    wait "$XVFB_PID" 2>/dev/null
    XVFB_PID=
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# As root, Xvfb writes its compiled keymap to /var/lib/xkb; as nobody it falls back to /tmp.
AS_NOBODY=()
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && id nobody >/dev/null 2>&1; then
  AS_NOBODY=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
start_xvfb() {
  local d i ready
  for d in $(seq "${GTKB_DISPLAY:-57}" 99); do
    if [ -e "/tmp/.X$d-lock" ] || [ -e "/tmp/.X11-unix/X$d" ]; then continue; fi
    ready=$RUN/xvfb-ready
    rm -f "$ready"
    "${AS_NOBODY[@]}" Xvfb ":$d" -screen 0 1280x800x24 -nolisten tcp -noreset -displayfd 3 3>"$ready" \
      >"$RUN/logs/xvfb.log" 2>&1 </dev/null &
    XVFB_PID=$!
    for i in $(seq 200); do
      if [ -s "$ready" ]; then export DISPLAY=":$d"; return 0; fi
      kill -0 "$XVFB_PID" 2>/dev/null || break
      sleep 0.05
    done
    cleanup
  done
  return 1
}
start_xvfb || { echo "could not start Xvfb" >&2; exit 1; }

# ---------------------------------------------------------------- running
OUT=/dev/null
# run TOOLKIT NAME TIMEOUT CMD...: the app's "M name value unit" lines (direct) and xdrive's metric lines go to
# $OUT (round<N>/<toolkit>.txt); stderr to logs/<toolkit>-<name>.log.
run() {
  local tk=$1 name=$2 t=$3 rc
  shift 3
  timeout "$t" "$@" 2>>"$RUN/logs/$tk-$name.log" |
    sed -u -n -e 's/^M //p' -e t -e '/^[a-z][a-z0-9_]* [^ ]* [^ ]*$/p' >>"$OUT"
  rc=${PIPESTATUS[0]}
  [ "$rc" = 0 ] || echo "# $tk $name exited with rc=$rc (see $RUN/logs/$tk-$name.log)" | tee -a "$OUT" >&2
}
gtk() { OUT=$ROUND/gtk.txt run gtk "$@"; }
ouk() { OUT=$ROUND/openuikit.txt run openuikit "$@"; }
flr() { OUT=$ROUND/floor.txt run floor "$@"; }
OK=(env OPENUIKIT_SCALE=1)
TREE=(--cols 40 --rows 25 --depth 10)
GESTURE_T=$((600 + GESTURE_SEQS / 10))
bytes_per_widget() { # from a round's rss figures, as run.sh computes them
  awk '$1=="tree_n0_rss_kb"{b=$2} $1=="tree_n1000_rss_kb"{a=$2} $1=="tree_n10000_rss_kb"{c=$2}
       END{ if (b && a) printf "tree_n1000_bytes_per_widget %.0f bytes\n", (a-b)*1024/1000;
            if (b && c) printf "tree_n10000_bytes_per_widget %.0f bytes\n", (c-b)*1024/10000 }' "$1" >>"$1"
}

echo "# side-by-side: GTK $(pkg-config --modversion gtk4), OpenUIKit $(git -C "$HERE" rev-parse --short HEAD)," \
  "Xvfb $DISPLAY 1280x800x24, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)," \
  "ROUNDS=$ROUNDS${QUICK:+ QUICK=$QUICK}${STATIC:+ STATIC=$STATIC}" | tee "$RUN/header.txt"
for r in $(seq "$ROUNDS"); do
  ROUND=$RUN/round$r
  mkdir -p "$ROUND"
  echo "# round $r of $ROUNDS ($(date -u +%T), load $(cut -d' ' -f1 /proc/loadavg))" >&2
  for s in $SCENARIOS; do
    case $s in
    startup)
      gtk startup 300 "$X" startup "$STARTUP_RUNS" 1 -- "$G" startup
      gtk startup 300 env GDK_DEBUG=gl-disable XDRIVE_TAG=startup_nogl "$X" startup "$STARTUP_RUNS" 1 -- "$G" startup
      ouk startup 300 "${OK[@]}" "$X" startup "$STARTUP_RUNS" 1 -- "$O" startup
      flr startup 300 "$X" startup "$STARTUP_RUNS" 1 -- "$SF"
      ;;
    click)
      gtk click 300 "$X" click "$CLICKS" "$CLICK_GAP_MS" -- "$G" click
      ouk click 300 "${OK[@]}" "$X" click "$CLICKS" "$CLICK_GAP_MS" -- "$O" click
      flr click 300 "$X" click "$CLICKS" "$CLICK_GAP_MS" -- "$F"
      ;;
    key)
      gtk key 300 "$K" "$KEYS" "$CLICK_GAP_MS" -- "$BUILD/gtkentry"
      ouk key 300 "${OK[@]}" "$K" "$KEYS" "$CLICK_GAP_MS" -- "$O" key
      ;;
    tree)
      gtk tree 60 "$G" tree --cols 0 --rows 0 --depth 10 --tag tree_n0
      gtk tree 60 env GDK_DEBUG=gl-disable "$G" tree --cols 0 --rows 0 --depth 10 --tag tree_n0_nogl
      gtk tree 300 "$G" tree --cols 10 --rows 10 --depth 10 --picks "$PICKS" --reps 3 --tag tree_n1000
      gtk tree 300 "$G" tree "${TREE[@]}" --picks "$PICKS" --reps 1 --tag tree_n10000
      gtk tree 300 "$G" tree --cols 10 --rows 10 --depth 10 --picks "$PICKS" --reps 1 --clip --tag tree_n1000_clip
      gtk tree 300 "$G" tree "${TREE[@]}" --picks "$PICKS" --reps 1 --clip --tag tree_n10000_clip
      bytes_per_widget "$ROUND/gtk.txt"
      ouk tree 60 "${OK[@]}" "$O" tree --cols 0 --rows 0 --depth 10 --tag tree_n0
      ouk tree 300 "${OK[@]}" "$O" tree --cols 10 --rows 10 --depth 10 --picks "$PICKS" --reps 3 --tag tree_n1000
      ouk tree 300 "${OK[@]}" "$O" tree "${TREE[@]}" --picks "$PICKS" --reps 1 --tag tree_n10000
      ouk tree 300 "${OK[@]}" "$O" tree --cols 10 --rows 10 --depth 10 --picks "$PICKS" --reps 1 --clip \
        --tag tree_n1000_clip
      ouk tree 300 "${OK[@]}" "$O" tree "${TREE[@]}" --picks "$PICKS" --reps 1 --clip --tag tree_n10000_clip
      bytes_per_widget "$ROUND/openuikit.txt"
      ;;
    gesture)
      gtk gesture "$GESTURE_T" "$X" gesture "$GESTURE_SEQS" -- "$G" tree "${TREE[@]}" --gestures --tag gesture
      ouk gesture "$GESTURE_T" "${OK[@]}" "$X" gesture "$GESTURE_SEQS" -- "$O" tree "${TREE[@]}" --gestures --tag gesture
      ;;
    redraw)
      for mode in label area; do
        gtk redraw 300 "$G" redraw --mode $mode --frames "$REDRAW_FRAMES" --tag redraw_$mode
        ouk redraw 300 "${OK[@]}" "$O" redraw --mode $mode --frames "$REDRAW_FRAMES" --tag redraw_$mode
      done
      ;;
    cell)
      for mode in label area; do
        ouk cell 300 "${OK[@]}" "$O" cell --mode $mode --frames "$CELL_FRAMES" --tag cell_$mode
      done
      ;;
    *) echo "unknown scenario $s" >&2 ;;
    esac
  done
done
cleanup
fi

# ---------------------------------------------------------------- medians over rounds, and the table
for tk in gtk openuikit floor; do
  cat "$RUN"/round*/$tk.txt 2>/dev/null | awk 'NF==3 && $1 !~ /^#/ && $2 ~ /^-?[0-9.]+$/' | sort -k1,1 -k2,2g |
    awk '{ if ($1 != m && m != "") out(); if ($1 != m) { m = $1; u = $3; n = 0 } v[++n] = $2 }
         function out() { printf "%s %s %s\n", m, (n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2), u }
         END { if (m != "") out() }' >"$RUN/medians-$tk.txt"
done

# label | GTK metric | OpenUIKit metric | floor metric (- for none)
cat >"$RUN/rows.txt" <<'EOF'
start-up: exec → first frame on screen|startup_first_frame_median|startup_first_frame_median|startup_first_frame_median
start-up, GTK without GL|startup_nogl_first_frame_median|startup_first_frame_median|-
… exec → main|startup_nogl_exec_to_main_median|startup_exec_to_main_median|startup_exec_to_main_median
… toolkit init (open the display)|startup_nogl_toolkit_init_median|startup_toolkit_init_median|startup_toolkit_init_median
… build and present|startup_nogl_build_and_present_median|startup_build_and_present_median|startup_build_and_present_median
… present → first frame on screen|startup_nogl_present_to_first_frame_median|startup_present_to_first_frame_median|startup_present_to_first_frame_median
resident memory, empty 1280×800 window (GTK without GL)|tree_n0_nogl_rss_kb|tree_n0_rss_kb|-
click: XTEST press → press callback, median|click_press_to_pressed_median|click_press_to_pressed_median|click_press_to_pressed_median
click: press, p99|click_press_to_pressed_p99|click_press_to_pressed_p99|click_press_to_pressed_p99
click: XTEST release → clicked / touchUpInside, median|click_release_to_clicked_median|click_release_to_clicked_median|click_release_to_clicked_median
click: release, p99|click_release_to_clicked_p99|click_release_to_clicked_p99|click_release_to_clicked_p99
key: XTEST press → GtkEntry "changed" / UITextField .editingChanged, median|key_press_to_changed_median|key_press_to_changed_median|-
key: p99|key_press_to_changed_p99|key_press_to_changed_p99|-
pick, N=1,000 (GTK clip)|tree_n1000_clip_pick_ns|tree_n1000_pick_ns|-
pick, N=10,000 (GTK clip)|tree_n10000_clip_pick_ns|tree_n10000_pick_ns|-
pick, N=10,000 (GTK default overflow)|tree_n10000_pick_ns|tree_n10000_pick_ns|-
build, N=10,000|tree_n10000_build_ms|tree_n10000_build_ms|-
show (build end → on screen), N=10,000|tree_n10000_show_ms|tree_n10000_show_ms|-
bytes per widget / view, N=10,000|tree_n10000_bytes_per_widget|tree_n10000_bytes_per_widget|-
pick mismatches, N=10,000 (must be 0)|tree_n10000_pick_mismatch|tree_n10000_pick_mismatch|-
gesture press: dispatch → last callback, mean|gesture_press_dispatch_to_last_cb_mean|gesture_press_dispatch_to_last_cb_mean|-
… median over the first 100 sequences|-|gesture_press_dispatch_to_last_cb_median_first100|-
… median over the last 100 sequences|-|gesture_press_dispatch_to_last_cb_median_last100|-
gesture press: dispatch → ack (the loop's whole pass), median over the first 100 sequences|-|gesture_press_dispatch_to_ack_median_first100|-
… over the last 100 sequences|-|gesture_press_dispatch_to_ack_median_last100|-
gesture press: X arrival → dispatch, mean|gesture_press_arrival_to_dispatch_mean|gesture_press_arrival_to_dispatch_mean|-
gesture press: X arrival → last callback, median|gesture_press_arrival_to_last_cb_median|gesture_press_arrival_to_last_cb_median|-
gesture release: dispatch → last callback, mean|gesture_release_dispatch_to_last_cb_mean|gesture_release_dispatch_to_last_cb_mean|-
gesture motion: X arrival → last callback, mean (GTK waits for its frame clock)|gesture_motion_arrival_to_last_cb_mean|gesture_motion_arrival_to_last_cb_mean|-
gesture: callbacks per event|gesture_callbacks_per_event|gesture_callbacks_per_event|-
gesture: wall time per injected event|gesture_wall_per_event|gesture_wall_per_event|-
full redraw, 1,000 labels, on screen|redraw_label_frame_ms_median|redraw_label_frame_ms_median|-
… p90|redraw_label_frame_ms_p90|redraw_label_frame_ms_p90|-
… without XSync (client side)|redraw_label_frame_client_ms_median|redraw_label_frame_client_ms_median|-
… of which the marks (setNeedsDisplay on 1,000 views)|-|redraw_label_marks_ms_median|-
… every pixel repainted (1 = yes)|redraw_label_fullrepaint_ok|redraw_label_fullrepaint_ok|-
full redraw, 1,000 draw(_:) cells with text, on screen|redraw_area_frame_ms_median|redraw_area_frame_ms_median|-
… p90|redraw_area_frame_ms_p90|redraw_area_frame_ms_p90|-
… without XSync (client side)|redraw_area_frame_client_ms_median|redraw_area_frame_client_ms_median|-
… every pixel repainted (1 = yes)|redraw_area_fullrepaint_ok|redraw_area_fullrepaint_ok|-
one label changes, on screen|-|cell_label_ms_median|-
… p90|-|cell_label_ms_p90|-
… without XSync|-|cell_label_client_ms_median|-
one draw(_:) cell changes, on screen|-|cell_area_ms_median|-
… p90|-|cell_area_ms_p90|-
EOF
awk -F'|' -v R="$RUN" '
  function load(tk,   f, line, a) { f = R "/medians-" tk ".txt"
    while ((getline line < f) > 0) { split(line, a, " "); val[tk, a[1]] = a[2]; unit[tk, a[1]] = a[3] } }
  function num(v) { return v >= 100 || v == int(v) ? sprintf("%.0f", v) : v >= 10 ? sprintf("%.1f", v) : sprintf("%.2f", v) }
  function cell(tk, m) { return (m == "-" || !((tk, m) in val)) ? "—" : num(val[tk, m]) " " unit[tk, m] }
  function ratio(tk1, m1, tk2, m2) {
    if (m1 == "-" || m2 == "-" || !((tk1, m1) in val) || !((tk2, m2) in val) || val[tk2, m2] + 0 == 0) return "—"
    r = val[tk1, m1] / val[tk2, m2]; return sprintf(r < 0.1 ? "%.3f×" : "%.2f×", r) }
  BEGIN { load("gtk"); load("openuikit"); load("floor")
    print "| scenario (median over rounds) | GTK4 | OpenUIKit | OpenUIKit/GTK | floor | OpenUIKit/floor |"
    print "|---|---|---|---|---|---|" }
  NF == 4 && (cell("gtk", $2) != "—" || cell("openuikit", $3) != "—") { printf "| %s | %s | %s | %s | %s | %s |\n", $1, cell("gtk", $2), cell("openuikit", $3),
              ratio("openuikit", $3, "gtk", $2), cell("floor", $4), ratio("openuikit", $3, "floor", $4) }
' "$RUN/rows.txt" | tee "$RUN/table.md"
grep -h '^#' "$RUN"/round*/*.txt 2>/dev/null
echo "# raw: $RUN/round*/{gtk,openuikit,floor}.txt; medians: $RUN/medians-*.txt; table: $RUN/table.md; logs: $RUN/logs"
