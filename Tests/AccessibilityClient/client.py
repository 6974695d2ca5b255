#!/usr/bin/python3
# A real AT-SPI client (pyatspi, as Orca uses) for Tests/OpenUIKitX11Tests/ATSPIBridgeTests.swift: finds the app
# named on the command line on the accessibility bus, prints its tree, drives it through Action, Value,
# EditableText and Selection. Prints one line per observation; the test compares them with the expected log.
#
#     client.py <app name>            the tree and every control driven through the bus
#     client.py <app name> events     listens for events while it presses keys and runs an action, printing each
#                                     event under the step that caused it
#     client.py <app name> table      reads and drives the probe's table (`AccessibilityProbe table`) through the
#                                     Table interface, rows off screen included
#     client.py <app name> cache      reads the whole tree through the Cache interface (GetItems), compares it with
#                                     walking it, then hears AddAccessible as the app adds a view
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

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


def describe_row(node):
    if node is None:
        return "none"
    states = node.getState()
    shown = [s for s in ["showing", "selectable", "selected", "focused"]
             if states.contains(getattr(pyatspi, "STATE_" + s.upper()))]
    e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return f"{node.getRoleName()} '{node.name}' ({e.x},{e.y},{e.width},{e.height}) [{','.join(shown)}]"


def table():
    rows = [child for child in frame if child.getRoleName() == "list"][0]
    t = rows.queryTable()
    out(f"list '{rows.name}' children={rows.childCount} rows={t.nRows} columns={t.nColumns} "
        f"selected={t.nSelectedRows}")
    for r in (0, 7, 8, 30, 49):
        out(f"row {r}: {describe_row(t.getAccessibleAt(r, 0))} index={t.getIndexAt(r, 0)} "
            f"row={t.getRowAtIndex(r)} column={t.getColumnAtIndex(r)}")
    out(f"row 50: {describe_row(t.getAccessibleAt(50, 0))} index={t.getIndexAt(50, 0)}")
    out(f"addRowSelection(30)={t.addRowSelection(30)} isRowSelected(30)={t.isRowSelected(30)} "
        f"selected={list(t.getSelectedRows())}")
    row = t.getAccessibleAt(40, 0)
    out(f"row 40 grabFocus={row.queryComponent().grabFocus()}")
    out(f"row 40 now {describe_row(t.getAccessibleAt(40, 0))}")
    row = t.getAccessibleAt(3, 0)
    out(f"row 3 now {describe_row(row)} actions={row.queryAction().nActions}")
    out(f"row 3 doAction={row.queryAction().doAction(0)} selected={list(t.getSelectedRows())}")
    out(f"row 3 now {describe_row(t.getAccessibleAt(3, 0))}")


def cache():
    from gi.repository import Gio
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), 0, 2000, None).unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)

    def call(name, path, interface, method, arguments, reply):
        return bus.call_sync(name, path, interface, method, arguments, GLib.VariantType(reply), 0, 5000,
                             None).unpack()

    apps = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                "GetChildren", None, "(a(so))")[0]
    owner = [bus_name for bus_name, path in apps
             if call(bus_name, path, "org.freedesktop.DBus.Properties", "Get",
                     GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), "(v)")[0] == name][0]
    items = call(owner, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None,
                 "(a((so)(so)(so)iiassusau))")[0]
    names = {item[0][1]: f"{Atspi.role_get_name(Atspi.Role(item[7]))} '{item[6]}'" for item in items}

    def line(item):
        interfaces = ",".join(i.split(".")[-1] for i in item[5])
        return (f"{names[item[0][1]]} in {names.get(item[2][1], 'application')} #{item[3]} "
                f"children={item[4]} [{interfaces}]")

    out(f"GetItems: {len(items)} objects")
    for item in items:
        out("  " + line(item))
    walked = []

    def walk(node):
        walked.append(short(node))
        for child in node:
            walk(child)

    walk(frame)
    out(f"same objects in the same order as walking the tree: {walked == [names[i[0][1]] for i in items]}")
    heard = []

    def signal(_connection, _sender, _path, _interface, member, parameters):
        heard.append((member, parameters.unpack()[0]))

    bus.signal_subscribe(owner, "org.a11y.atspi.Cache", None, "/org/a11y/atspi/cache", None, 0, signal)
    row = [child for child in frame if child.name == "Message from Ada"][0]
    out(f"row doAction Update={row.queryAction().doAction(1)}")
    context = GLib.MainContext.default()
    deadline = time.time() + 5
    while not heard and time.time() < deadline:
        context.iteration(False)
        time.sleep(0.02)
    for member, item in heard:
        names[item[0][1]] = f"{Atspi.role_get_name(Atspi.Role(item[7]))} '{item[6]}'"
        out(f"{member} {line(item)}")


app = find_app()
frame = app[0]
if mode in ("events", "table", "cache"):
    {"events": events, "table": table, "cache": cache}[mode]()
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
attributes = dict(pair.split(":", 1) for pair in field.getAttributes())
out(f"field placeholder-text={attributes.get('placeholder-text')}")

segmented = [child for child in frame if child.getRoleName() == "page tab list"][0]
selection = segmented.querySelection()
out(f"segmented selectChild={selection.selectChild(1)} selected={selection.getSelectedChild(0).name}")

row = by_name["Message from Ada"]
row_action = row.queryAction()
out(f"row actions={[row_action.getName(i) for i in range(row_action.nActions)]}")
out(f"row doAction={row_action.doAction(0)}")
