#!/bin/bash
# link-order.sh: regenerates Resources/LinkOrder/OpenUIKit.order, the symbol ordering file README's shipping build
# passes to lld (Docs/BenchmarksLog.md, "Start-up").
#
# Why: an executable built with --static-swift-stdlib holds the Swift runtime, Foundation, ICU and OpenUIKit in
# 16 MB of machine code, and the few thousand functions an app runs are spread all over it. The kernel maps file
# pages 64 kB around every page a process touches, so an empty window kept 8 MB of code resident. Placing the
# functions a window runs (start-up, a click, a key, a gesture, full and partial redraws) next to each other keeps
# them on a few hundred pages. A table's scroll comes last (the list scenario of list-side-by-side.sh).
#
# The functions an input event runs come first, together (issue 11, "Click"): a click 20 ms after the last one finds
# the caches and the TLB cold, and on this VM its time inside the app went with how many pages of code it touched
# more than with how many instructions it ran (the event path's ~600 functions were on 227 pages; 108 in this order).
#
# How: links OpenUIKitDrive statically with lld, runs each side-by-side scenario once under callgrind on a private
# Xvfb, and writes first the functions that ran while X events were handled and input was dispatched
# (X11Backend.handle and UIApplication.drainEventQueue, collected alone with --toggle-collect in a click, a key and a
# gesture run), then every other function of the executable that ran, in the order callgrind first met them
# (start-up first), leaving out OpenUIKitDrive's own. Symbols an app lacks are skipped by lld
# (--no-warn-symbol-ordering). Only functions in sections of their own can move: hence -function-sections.
#
#   bash Tests/Benchmarks/link-order.sh        # needs valgrind, Xvfb and the side-by-side build's dependencies
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
GTK_BASELINE=${GTK_BASELINE:-$(cd "$ROOT/.." && pwd)/shared/gtk-baseline}
[ -f "$GTK_BASELINE/xdrive.c" ] || GTK_BASELINE=/work/shared/gtk-baseline
OUT=$ROOT/Resources/LinkOrder/OpenUIKit.order
WORK_PREFIX=link-order
# shellcheck source=private-xvfb.sh
source "$HERE/private-xvfb.sh"

command -v valgrind >/dev/null || { echo "link-order.sh needs valgrind (apt-get install -y valgrind)" >&2; exit 1; }
cc -O2 -o "$WORK/xdrive" "$GTK_BASELINE/xdrive.c" $(pkg-config --cflags --libs x11 xtst) -lm
cc -O2 -o "$WORK/keydrive" "$HERE/side-by-side/keydrive.c" $(pkg-config --cflags --libs x11 xtst)
# The shipping build's flags (README, "Ship an app"; side-by-side.sh STATIC=1 uses the same, so the two share one
# build). The order file already there only moves code around: it does not change which functions run.
SHIP=(--static-swift-stdlib -Xswiftc "-L$(cd "$HERE/../.." && pwd)/Resources/StaticLibstdcxx" -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
      -Xlinker "--symbol-ordering-file=$OUT" -Xlinker --no-warn-symbol-ordering)
(cd "$HERE" && swift build -c release --product OpenUIKitDrive "${SHIP[@]}") >&2
BIN=$(cd "$HERE" && swift build -c release --show-bin-path "${SHIP[@]}")
# callgrind cannot read the toolchain's DWARF 5; the symbol table is all it needs.
strip --strip-debug -o "$WORK/drive" "$BIN/OpenUIKitDrive"

start_private_xvfb

CG=(/usr/bin/valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no)
# Only inside the X event handler and the input queue's dispatch.
EV=("${CG[@]}" --collect-atstart=no '--toggle-collect=$s12OpenUIKitX110C7BackendC6handle*'
    '--toggle-collect=$s13OpenUIKitCore13UIApplicationC15drainEventQueueyyF')
D=$WORK/drive
X=$WORK/xdrive
run() { "$@" >>"$WORK/runs.log" 2>&1 || { echo "link-order.sh: failed: $*" >&2; tail -5 "$WORK/runs.log" >&2; }; }
run "$X" click 20 20 -- "${EV[@]}" --callgrind-out-file="$WORK/ev.1" "$D" click
run "$WORK/keydrive" 20 20 -- "${EV[@]}" --callgrind-out-file="$WORK/ev.2" "$D" key
run "$X" gesture 5 -- "${EV[@]}" --callgrind-out-file="$WORK/ev.3" "$D" tree --cols 10 --rows 10 --depth 10 \
  --gestures --tag gesture
run "${CG[@]}" --callgrind-out-file="$WORK/cg.1" "$D" tree --cols 0 --rows 0 --depth 10 --tag start
run "$X" startup 1 1 -- "${CG[@]}" --callgrind-out-file="$WORK/cg.2" "$D" startup
run "$X" click 20 20 -- "${CG[@]}" --callgrind-out-file="$WORK/cg.3" "$D" click
run "$WORK/keydrive" 20 20 -- "${CG[@]}" --callgrind-out-file="$WORK/cg.4" "$D" key
run "$X" gesture 5 -- "${CG[@]}" --callgrind-out-file="$WORK/cg.5" "$D" tree --cols 10 --rows 10 --depth 10 \
  --gestures --tag gesture
n=6
for mode in label area; do
  run "${CG[@]}" --callgrind-out-file="$WORK/cg.$n" "$D" redraw --mode $mode --frames 3 --tag redraw
  run "${CG[@]}" --callgrind-out-file="$WORK/cg.$((n + 1))" "$D" cell --mode $mode --frames 3 --tag cell
  n=$((n + 2))
done
# A table of a million rows scrolled (the list scenario): tiling, cell reuse and the labels' text, last, so the
# functions only a table runs come together after everything a window runs.
run "${CG[@]}" --callgrind-out-file="$WORK/cg.$n" "$D" list --rows 1000000 --step 4000 --frames 30 --warmup 2 \
  --tag list
n=$((n + 1))

# "ob=" names the object the following "fn=" lines belong to; callgrind marks recursion levels with 'N. With
# --collect-atstart=no a function outside the toggled ones can still be named (as a caller), without cost: only
# the ones with a cost line after their "fn=" ran inside.
for f in "$WORK"/ev.1 "$WORK"/ev.2 "$WORK"/ev.3; do
  [ -f "$f" ] || continue
  awk -v exe="$D" '/^ob=/ { ob = substr($0, 4) } /^fn=/ { fn = (ob == exe) ? substr($0, 4) : "" }
    /^[0-9+-]/ && fn != "" { print fn; fn = "" }' "$f"
done >"$WORK/event-path"
for i in $(seq 1 $((n - 1))); do
  [ -f "$WORK/cg.$i" ] || continue
  awk -v exe="$D" '/^ob=/ { ob = substr($0, 4) } /^fn=/ && ob == exe { print substr($0, 4) }' "$WORK/cg.$i"
done >"$WORK/everything"
cat "$WORK/event-path" "$WORK/everything" | sed -E "s/'[0-9]+$//" |
  grep -v -e '^(below main)' -e '^0x' -e '^\$s14OpenUIKitDrive' | awk '!seen[$0]++' >"$OUT"
echo "wrote $(wc -l <"$OUT") symbols to $OUT, the event path's $(sed -E "s/'[0-9]+$//" "$WORK/event-path" | sort -u | wc -l) first"
