#!/bin/bash
# accessibility-cost.sh: what the AT-SPI bridge costs an app while no assistive technology runs, on a desktop-like
# session: a private D-Bus session bus with at-spi2-core's bus launcher (org.a11y.Status says nothing listens, so
# the accessibility bus is never started). X11Latency (its own Xvfb, XTEST clicks on a button) runs alternately with
# the bridge present (the default) and absent (OPENUIKIT_ACCESSIBILITY=0), ROUNDS times each; prints each run's
# click medians and start-up, then the medians over runs and the present/absent ratios.
#
#   ROUNDS=5 COUNT=300 bash Tests/Benchmarks/accessibility-cost.sh
# Needs Xvfb, dbus-daemon, at-spi2-core, python3; builds X11Latency in release first (set BUILT=1 to skip).
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS=${ROUNDS:-5}
COUNT=${COUNT:-300}
[ "${BUILT:-0}" = 1 ] || swift build -c release --product X11Latency >/dev/null
LATENCY=$(swift build -c release --show-bin-path)/X11Latency
WORK=$(mktemp -d /tmp/accessibility-cost.XXXXXX)
DBUS_PID=
LAUNCHER_PID=
cleanup() {
  [ -z "$LAUNCHER_PID" ] || kill "$LAUNCHER_PID" 2>/dev/null || true
  [ -z "$DBUS_PID" ] || kill "$DBUS_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
dbus-daemon --session --nofork --address="unix:path=$WORK/bus" >/dev/null 2>&1 &
DBUS_PID=$!
for _ in $(seq 100); do [ -S "$WORK/bus" ] && break; sleep 0.05; done
export DBUS_SESSION_BUS_ADDRESS="unix:path=$WORK/bus"
unset DISPLAY AT_SPI_BUS_ADDRESS
/usr/libexec/at-spi-bus-launcher >/dev/null 2>&1 &
LAUNCHER_PID=$!
for _ in $(seq 100); do
  dbus-send --session --dest=org.freedesktop.DBus --print-reply /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q true && break
  sleep 0.05
done
for round in $(seq "$ROUNDS"); do
  for mode in present absent; do
    if [ "$mode" = absent ]; then setting=0; else setting=; fi
    OPENUIKIT_ACCESSIBILITY=$setting "$LATENCY" "$COUNT" | sed "s/^/$mode $round: /" | tee -a "$WORK/runs.txt"
  done
done
python3 - "$WORK/runs.txt" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    mode = line.split()[0]
    for name, pattern in [("press", r"press → touchDown: median (\d+)"), ("release", r"release → touchUpInside: median (\d+)"),
                          ("start-up", r"first frame presented: ([\d.]+) ms")]:
        m = re.search(pattern, line)
        if m: runs.setdefault((mode, name), []).append(float(m.group(1)))
for name, unit in [("press", "µs"), ("release", "µs"), ("start-up", "ms")]:
    present = statistics.median(runs.get(("present", name), [0]))
    absent = statistics.median(runs.get(("absent", name), [0]))
    ratio = present / absent if absent else float("nan")
    print(f"{name}: bridge present {present:g} {unit}, absent {absent:g} {unit}, ratio {ratio:.2f}")
PY
