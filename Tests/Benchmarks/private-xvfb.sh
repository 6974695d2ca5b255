# private-xvfb.sh: sourced by link-order.sh and click-timeline.sh. Makes a scratch directory ($WORK) and starts a
# private Xvfb on a free display, named by the server itself once it accepts connections (-displayfd); both go away
# when the script exits. `start_private_xvfb nobody` runs the server as nobody when run as root (as side-by-side.sh
# runs it): it then cannot attach the clients' shared memory and they present over the socket, as for any server
# run by another user.
#
#   WORK_PREFIX=name; source private-xvfb.sh; start_private_xvfb [nobody]    # then DISPLAY is exported
WORK=$(mktemp -d "/tmp/${WORK_PREFIX:-benchmark}.XXXXXX")
XVFB_PID=
stop_private_xvfb() {
  [ -z "$XVFB_PID" ] || kill "$XVFB_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap stop_private_xvfb EXIT
start_private_xvfb() {
  local as=()
  if [ "${1:-}" = nobody ] && [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
    as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  fi
  "${as[@]}" Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 </dev/null &
  XVFB_PID=$!
  for _ in $(seq 200); do [ -s "$WORK/display" ] && break; sleep 0.05; done
  [ -s "$WORK/display" ] || { echo "$(basename "$0"): Xvfb did not start" >&2; exit 1; }
  export DISPLAY=":$(head -1 "$WORK/display")" OPENUIKIT_SCALE=1
}
