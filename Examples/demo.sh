#!/usr/bin/env bash
# README's demo command: installs what is missing, then runs the main demo.
#
# Today the demo runs headless: scripted touches, a drag, a shake, a media key, a button and a nil-targeted action
# go through a small OpenUIKit app; it prints what every responder heard and the hit-test trace of a tap that fell
# through an image view, then saves the window as Cairo drew it to openuikit-demo.png (or the path given). When
# the X11 backend lands, this script opens the demo in a real window (starting Xvfb and saving a screenshot when
# there is no DISPLAY).
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/system-packages.sh
swift run openuikit-demo "$@"
