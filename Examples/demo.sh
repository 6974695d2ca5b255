#!/usr/bin/env bash
# README's demo command: installs what is missing, then runs the main demo.
#
# Today the demo is the headless event-core demo: scripted touches, a shake, a media key and a nil-targeted
# action go through a small OpenUIKit app, and it prints what every responder heard and the hit-test trace of a
# missed tap. When the Cairo renderer and the X11 backend land, this script opens the demo in a real window
# (starting Xvfb and saving a screenshot when there is no DISPLAY).
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/system-packages.sh
swift run openuikit-demo
