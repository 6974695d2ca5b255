#!/bin/bash
# click-timeline.sh: where a click's time goes between xdrive, the X server and the app, from the kernel's own
# records (Docs/BenchmarksLog.md, "Where a click waits"). Runs `xdrive click` against one app on a private Xvfb
# (as nobody) under `perf record` of system calls and scheduler events, then splits each click into: xdrive's write
# of the XTEST request → the server's wake-up → the server's write to the app → the app's poll returning → the app's
# write of its `P`/`C` line. Tracing every system call slows every step; compare apps with each other, not with
# untraced figures.
#
#   bash Tests/Benchmarks/click-timeline.sh XDRIVE APP [ARGS...]     e.g. .../xdrive .../OpenUIKitDrive click
# Needs perf with tracepoints (linux-perf), Xvfb, setpriv, python3.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,10p "$0" >&2; exit 2; }
XDRIVE=$1
shift
WORK_PREFIX=click-timeline
# shellcheck source=private-xvfb.sh
source "$(cd "$(dirname "$0")" && pwd)/private-xvfb.sh"
start_private_xvfb nobody
CLICKS=${CLICKS:-60}
perf record -q -o "$WORK/perf.data" -e raw_syscalls:sys_enter -e raw_syscalls:sys_exit -e sched:sched_switch \
  -e sched:sched_wakeup -a -- sleep $((CLICKS / 20 + 6)) >/dev/null 2>&1 &
PERF_PID=$!
sleep 0.5
"$XDRIVE" click "$CLICKS" 20 -- "$@" | grep median || true
wait "$PERF_PID" || true
perf script -i "$WORK/perf.data" -F comm,pid,tid,cpu,time,event,trace 2>/dev/null |
  grep -E '^ *(xdrive|Xvfb|'"$(basename "$1" | cut -c1-15)"') ' >"$WORK/events.txt" || true
python3 - "$WORK/events.txt" "$(basename "$1" | cut -c1-15)" <<'PY'
import re, statistics, sys
app = sys.argv[2]
line_re = re.compile(r'^\s*(\S.*?)\s+(\d+)/(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+(\S+):\s*(.*)$')
events = []
for line in open(sys.argv[1]):
    m = line_re.match(line)
    if m: events.append((float(m.group(5)), m.group(1).strip(), int(m.group(4)), m.group(6), m.group(7)))
events.sort()
def after(i, test):
    for j in range(i, len(events)):
        if test(events[j]): return j
    return None
def syscall(who, edge, numbers):
    return lambda e: e[1] == who and e[3] == 'raw_syscalls:sys_' + edge and any(e[4].startswith('NR %d ' % n) for n in numbers)
clicks, i, slept = [], 0, False
while i < len(events):
    e = events[i]
    if syscall('xdrive', 'exit', [230])(e): slept = True          # clock_nanosleep: the gap before a press or release
    elif slept and syscall('xdrive', 'enter', [20])(e):          # writev: XFlush of the XTEST request
        slept = False
        wake = after(i, syscall('Xvfb', 'exit', [232]))           # epoll_wait returns
        send = wake is not None and after(wake, syscall('Xvfb', 'enter', [1, 20]))
        poll = send and after(send, syscall(app, 'exit', [7]))   # the app's poll returns
        out = poll and after(poll, lambda e: e[1] == app and e[3] == 'raw_syscalls:sys_enter' and e[4].startswith('NR 1 (3,'))
        if not out: break
        clicks.append((e[0], events[wake][0], events[send][0], events[poll][0], events[out][0], events[wake][2] == events[poll][2]))
        i = out
    i += 1
for name, parity in (('press', 0), ('release', 1)):
    chosen = [c for n, c in enumerate(clicks) if n % 2 == parity][5:]
    if not chosen: continue
    med = lambda f: statistics.median(f(c) for c in chosen) * 1e6
    print(f"{name}: request -> server wakes {med(lambda c: c[1]-c[0]):.0f} us, server wakes -> writes to the app "
          f"{med(lambda c: c[2]-c[1]):.0f}, -> app's poll returns {med(lambda c: c[3]-c[2]):.0f}, -> app writes its line "
          f"{med(lambda c: c[4]-c[3]):.0f}; total {med(lambda c: c[4]-c[0]):.0f} us; app woken on the server's CPU "
          f"{sum(c[5] for c in chosen)}/{len(chosen)}")
PY
