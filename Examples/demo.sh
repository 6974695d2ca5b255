#!/usr/bin/env bash
# README's demo command: installs what is missing, builds, and runs the main demo.
#
# With a DISPLAY, the demo opens its window there: drag the square, double-tap it, tap the photo (the touch falls
# through to the controller), press the button (a nil-targeted action), flip the controls, shake with
# Ctrl+Alt+Z, press media keys; every event is printed. Close the window to quit.
#
# Without a DISPLAY, it starts a virtual X server (Xvfb), runs the scripted headless demo (which prints what every
# responder heard and the hit-test trace of a missed tap), opens the demo window on the virtual server, and saves a
# screenshot read back from it to openuikit-demo.png (or the path given).
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/system-packages.sh
swift build --product openuikit-demo
demo=.build/debug/openuikit-demo

if [ -n "${DISPLAY:-}" ]; then
    exec "$demo"
fi

screenshot="${1:-openuikit-demo.png}"
"$demo" --headless "${screenshot%.png}-offscreen.png"
ready=$(mktemp)
Xvfb -screen 0 1024x768x24 -nolisten tcp -noreset -displayfd 3 3>"$ready" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -f "$ready"' EXIT
for _ in $(seq 1 100); do [ -s "$ready" ] && break; sleep 0.05; done
DISPLAY=":$(cat "$ready")" "$demo" --screenshot "$screenshot"
