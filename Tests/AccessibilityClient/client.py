#!/usr/bin/python3
# A real AT-SPI client (pyatspi, as Orca uses) for Tests/OpenUIKitX11Tests/ATSPIBridgeTests.swift: finds the app
# named on the command line on the accessibility bus, prints its tree, drives it through Action, Value,
# EditableText and Selection. Prints one line per
# observation; the test compares them with the expected log.
import sys
import time

import pyatspi

name = sys.argv[1]
STATES = ["enabled", "focusable", "focused", "checked", "selected", "editable", "modal"]


def out(line):
    print(line, flush=True)


def find_app():
    deadline = time.time() + 20
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.1)
    out("no application named " + name)
    sys.exit(1)


def describe(node):
    states = node.getState()
    shown = [s for s in STATES if states.contains(getattr(pyatspi, "STATE_" + s.upper()))]
    e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return f"{node.getRoleName()} '{node.name}' ({e.x},{e.y},{e.width},{e.height}) [{','.join(shown)}]"


def dump(node, depth):
    out("  " * depth + describe(node))
    for child in node:
        dump(child, depth + 1)


app = find_app()
frame = app[0]
out(f"application '{app.name}' children={app.childCount}")
dump(frame, 0)
by_name = {child.name: child for child in frame}

button = by_name["Save"]
action = button.queryAction()
out(f"button actions={[action.getName(i) for i in range(action.nActions)]} description='{button.description}'")
out(f"button doAction={action.doAction(0)}")

toggle = by_name["Wi-Fi"]
out(f"switch doAction={toggle.queryAction().doAction(0)}")
out("switch now " + describe(toggle))

slider = by_name["Level"]
value = slider.queryValue()
out(f"slider range={value.minimumValue}..{value.maximumValue} value={value.currentValue}")
value.currentValue = 25.0
out(f"slider now value={slider.queryValue().currentValue}")

field = [child for child in frame if child.getRoleName() == "entry"][0]
editable = field.queryEditableText()
out(f"field insertText={editable.insertText(0, 'Ada', 3)}")
out(f"field text='{field.queryText().getText(0, -1)}'")

segmented = [child for child in frame if child.getRoleName() == "page tab list"][0]
selection = segmented.querySelection()
out(f"segmented selectChild={selection.selectChild(1)} selected={selection.getSelectedChild(0).name}")

row = by_name["Message from Ada"]
row_action = row.queryAction()
out(f"row actions={[row_action.getName(i) for i in range(row_action.nActions)]}")
out(f"row doAction={row_action.doAction(0)}")
