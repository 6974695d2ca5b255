#!/usr/bin/env bash
# The Debian packages OpenUIKit needs beyond the Swift toolchain, in one place for CI, the test command and the
# demo. Installs only what is missing, so a prepared machine pays nothing. Needs root (or sudo) when something
# is missing.
set -euo pipefail

# Cairo and Pango draw the view tree (found through pkg-config); the fonts make text render the same everywhere:
# DejaVu for Latin text (the system font), WenQuanYi Micro Hei for Chinese. The X11 backend needs Xlib, XInput2,
# XTEST and Xext (MIT-SHM presents); its tests run real servers: Xvfb (pointer, keys, drawing) and Xorg with the
# dummy video driver and the inputtest input driver (real multitouch; its protocol header comes with
# xserver-xorg-dev). Pointer shapes come from the user's cursor theme through libXcursor (opened at the first
# cursor, so libxcursor-dev only brings its runtime library). The keyboard
# translates keys with libxkbcommon and reads the server's keymap with xkbcommon-x11 (over Xlib-xcb); xkb-data holds
# the layouts its fixture tests compile; the clipboard tests talk to xclip. xcb-shm passes a window's shared memory
# to a server run as another user (as a file descriptor, MIT-SHM 1.2). The input method test runs IBus with its
# pinyin engine on a private D-Bus session (ibus, ibus-libpinyin, dbus-daemon). The platform main loop runs GLib main
# contexts (libglib2.0-dev; Pango brings GLib already). The accessibility bridge links GIO (GDBus); its tests run
# at-spi2-core's bus launcher and registry with a pyatspi client (at-spi2-core, python3-pyatspi, gir1.2-atspi-2.0),
# and Orca itself, driven by xdotool's keys, whose debug log lists what it would speak (orca, xdotool; no sound).
PACKAGES=(pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-dejavu-extra fonts-wqy-microhei
          libx11-dev libxi-dev libxtst-dev libxext-dev libxcursor-dev xvfb xserver-xorg-core xserver-xorg-video-dummy
          xserver-xorg-dev libxkbcommon-dev libxkbcommon-x11-dev libx11-xcb-dev libxcb-shm0-dev xkb-data
          xclip ibus ibus-libpinyin dbus-daemon libglib2.0-dev libgdk-pixbuf-2.0-dev
          at-spi2-core python3-pyatspi gir1.2-atspi-2.0 orca xdotool)

missing=()
for package in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ] || [ "${1:-}" = "--always-update" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    if [ "${#missing[@]}" -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
    fi
fi

command -v swift >/dev/null || {
    echo "error: no 'swift' on PATH. Install Swift 6.2 or newer (https://www.swift.org/install/) and try again." >&2
    exit 1
}
