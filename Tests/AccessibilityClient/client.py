#!/usr/bin/python3
# A real AT-SPI client (pyatspi, as Orca uses) for Tests/OpenUIKitX11Tests/ATSPIBridgeTests.swift: finds the app
# named on the command line on the accessibility bus, prints its tree, drives it through Action, Value,
# EditableText and Selection. Prints one line per observation; the test compares them with the expected log.
#
#     client.py <app name>            the tree and every control driven through the bus
#     client.py <app name> events     listens for events while it presses keys and runs an action, printing each
#                                     event under the step that caused it
import sys
import time

import pyatspi
from gi.repository import GLib

name = sys.argv[1]
mode = sys.argv[2] if len(sys.argv) > 2 else "drive"
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


def short(node):
    return f"{node.getRoleName()} '{node.name}'"


def events():
    # Every object is read once first: the bridge reports changes of what a client has seen, as GTK does of what
    # it has published.
    def walk(node):
        describe(node)
        for child in node:
            walk(child)

    walk(frame)
    log = []

    def heard(event):
        data = event.any_data
        if isinstance(data, pyatspi.Accessible):
            data = short(data)
        elif data is None or data == 0:
            data = ""
        detail = "" if event.type.startswith("focus") else f" {event.detail1} {event.detail2}"
        log.append(f"  {event.type} {short(event.source)}{detail} {data!r}" if data != "" else
                   f"  {event.type} {short(event.source)}{detail}")

    kinds = ["focus:", "object:state-changed:focused", "object:state-changed:checked", "object:text-changed",
             "object:text-caret-moved", "object:property-change:accessible-name",
             "object:property-change:accessible-value", "object:children-changed", "object:announcement"]
    pyatspi.Registry.registerEventListener(heard, *kinds)
    context = GLib.MainContext.default()

    def settle(first_within=5.0, quiet=1.0):
        # Until the step's events have come: the first within `first_within` seconds, then none for `quiet`.
        start = time.time()
        count = len(log)
        last = start
        while True:
            while context.pending():
                context.iteration(False)
            if len(log) != count:
                count = len(log)
                last = time.time()
            now = time.time()
            if (count == 0 or last == start) and now - start > first_within:
                return
            if last != start and now - last > quiet:
                return
            time.sleep(0.02)

    def step(title, body):
        for line in log:
            out(line)
        log.clear()
        out(title)
        body()
        settle()
        for line in log:
            out(line)
        log.clear()

    def key(symbol, shift=False):
        def press():
            if shift:
                pyatspi.Registry.generateKeyboardEvent(50, None, pyatspi.KEY_PRESS)
            pyatspi.Registry.generateKeyboardEvent(symbol, None, pyatspi.KEY_SYM)
            if shift:
                pyatspi.Registry.generateKeyboardEvent(50, None, pyatspi.KEY_RELEASE)
        return press

    tab, space = 0xFF09, 0x20
    row = [child for child in frame if child.name == "Message from Ada"][0]
    # Without a window manager the keyboard follows the pointer: it goes over the window first.
    pyatspi.Registry.generateMouseEvent(160, 300, "abs")
    settle(first_within=0.5, quiet=0.3)
    log.clear()
    step("Tab", key(tab))
    step("Tab", key(tab))
    step("Space", key(space))
    step("Tab", key(tab))
    step("Tab", key(tab))
    step("type h", key(ord("h")))
    step("type i", key(ord("i")))
    step("Shift+Tab", key(tab, shift=True))
    step("row doAction Update", lambda: row.queryAction().doAction(1))


app = find_app()
frame = app[0]
if mode == "events":
    events()
    sys.exit(0)
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
