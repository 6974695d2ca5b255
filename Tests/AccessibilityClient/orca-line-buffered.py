#!/usr/bin/python3
# Runs Orca (/usr/bin/orca, with this script's arguments) for Tests/OpenUIKitX11Tests/OrcaSmokeTests.swift, on the
# test's private session bus, changed in two ways:
# - its debug log is written line by line. Orca opens `--debug-file` with Python's default buffering (8 KB blocks),
#   so what it said last stays in its buffer until later output fills it: a test reading the log while Orca runs
#   would miss the last utterances, and whether an earlier one is there would depend on how much Orca logged since.
# - it ignores Orca processes of other sessions. Orca looks for other processes named "orca" of the same user on the
#   whole machine: it refuses to start beside one, and `--replace` kills them, so tests running side by side (or a
#   user's own Orca) would stop each other's. On a private bus no other Orca can be serving this session.
import builtins
import runpy
import sys

debug_file = next((arg.split("=", 1)[1] for arg in sys.argv[1:] if arg.startswith("--debug-file=")), None)
real_open = builtins.open


def line_buffered_open(file, mode="r", buffering=-1, *args, **kwargs):
    if file == debug_file and "w" in mode:
        buffering = 1
    return real_open(file, mode, buffering, *args, **kwargs)


builtins.open = line_buffered_open
sys.argv = ["/usr/bin/orca"] + sys.argv[1:]
orca = runpy.run_path("/usr/bin/orca", run_name="orca_launcher")
orca["main"].__globals__["otherOrcas"] = lambda: []
sys.exit(orca["main"]())
