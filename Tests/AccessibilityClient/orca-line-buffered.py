#!/usr/bin/python3
# Runs Orca (/usr/bin/orca, with this script's arguments) with its debug log written line by line, for
# Tests/OpenUIKitX11Tests/OrcaSmokeTests.swift. Orca opens `--debug-file` with Python's default buffering (8 KB
# blocks), so what it said last stays in its buffer until later output fills it: a test reading the log while Orca
# runs would miss the last utterances, and whether an earlier one is there would depend on how much Orca logged
# since. Line buffering makes each line reach the file as Orca writes it.
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
runpy.run_path("/usr/bin/orca", run_name="__main__")
