import CGIO
import Foundation
@_spi(Accessibility) import OpenUIKitCore

/// Publishes an application's accessibility tree to the Linux desktop over AT-SPI, the accessibility bus that Orca,
/// Accerciser and other assistive technologies read, as GTK and Qt do.
///
/// The application is the root object (`Application`); its visible windows are frames; inside them come the
/// containers and elements of ``AccessibilityTree`` with the properties of UIKit's accessibility API: the label as
/// the name, the hint as the description, roles from classes and traits, states from traits and focus, extents from
/// `accessibilityFrame`. `Action` activates (`accessibilityActivate()` then the default action), increments,
/// decrements and runs custom actions; `Value` reads and sets sliders, steppers and page controls as a user would
/// (sending `.valueChanged`); `Text` reads labels and text fields; `EditableText` types into text fields through
/// their delegate; `Selection` picks a segmented control's segments.
///
/// Events: keyboard focus, and after each action, value or text set from the bus, the changed name, value and states
/// of the objects clients have seen; `UIAccessibility.post` of `.layoutChanged` or `.screenChanged` compares them
/// all and reports the windows' children changed, and `.announcement` is sent as an announcement.
///
/// Zero cost when nothing listens: the X11 backend starts the bridge after the first frame is presented, so nothing
/// touches GIO or D-Bus before the user sees the window; the session bus's `org.a11y.Status` is then read
/// asynchronously on the main loop (a GLib main context of the bridge's own, see `ATSPIConnection`), and nothing is
/// published until `IsEnabled` or `ScreenReaderEnabled` turns true (or `OPENUIKIT_ACCESSIBILITY=1`).
@_spi(Accessibility) @preconcurrency @MainActor
public final class ATSPIBridge {
    /// The bridge of the running application, once started.
    public private(set) static var current: ATSPIBridge?

    let application: UIApplication
    let registry = ATSPIObjectRegistry()
    private var connection: ATSPIConnection?
    private(set) var uniqueName = ""
    private(set) var parentReference = (busName: "", path: ATSPIObjectRegistry.nullPath)
    private var listener: AccessibilityBridges.Token?
    /// What clients last saw of each object they asked about, by number, to report changes.
    var seen: [Int: ATSPISeenObject] = [:]
    /// The view that has keyboard focus, as last reported (its loss of focus is reported first on the next move).
    weak var focusedObject: UIView?
    /// The window last announced active (`window:activate`).
    weak var activeWindow: UIWindow?

    /// A step of the bridge's start, in the order they happen: ``started`` (the session bus is asked for, the
    /// first D-Bus or GIO work of the process), ``statusRead`` (what `org.a11y.Status` says; again whenever it
    /// changes), ``registered`` (the tree is published: something listens).
    public enum Stage: Equatable, Sendable, CustomStringConvertible {
        case started
        case statusRead(AccessibilityStatus)
        case registered

        public var description: String {
            switch self {
            case .started: "started"
            case .statusRead(let status):
                "status read: IsEnabled \(status.isEnabled), ScreenReaderEnabled \(status.screenReaderEnabled)"
            case .registered: "registered"
            }
        }
    }

    /// Told each ``Stage`` as it happens; for tests and tools that check what runs when (set it before the
    /// backend runs).
    public static var stageObserver: (@MainActor (Stage) -> Void)?

    private init(application: UIApplication) {
        self.application = application
    }

    /// Starts the bridge for `application` unless one runs, or unless the environment turns it off
    /// (`OPENUIKIT_ACCESSIBILITY=0`, or GTK's `NO_AT_BRIDGE=1`). Returns at once; the bus is read as the main loop
    /// runs.
    @discardableResult
    public static func start(for application: UIApplication) -> ATSPIBridge? {
        if let current { return current }
        let environment = ProcessInfo.processInfo.environment
        if environment["OPENUIKIT_ACCESSIBILITY"] == "0" || environment["NO_AT_BRIDGE"] == "1" { return nil }
        let bridge = ATSPIBridge(application: application)
        current = bridge
        let forced = ProcessInfo.processInfo.environment["OPENUIKIT_ACCESSIBILITY"] == "1"
        let connection = ATSPIConnection(
            forced: forced,
            onCall: { call in ATSPIBridge.current?.handle(call) },
            onStatus: { status in
                let status = AccessibilityStatus(
                    isEnabled: status.isEnabled, screenReaderEnabled: status.screenReaderEnabled)
                AccessibilityBridges.update(status)
                stageObserver?(.statusRead(status))
            },
            onConnected: { uniqueName, parentBusName, parentPath in
                ATSPIBridge.current?.didConnect(uniqueName: uniqueName, parent: (parentBusName, parentPath))
            })
        bridge.connection = connection
        stageObserver?(.started)
        connection.start()
        return bridge
    }

    /// Whether the application is registered with the accessibility registry.
    public var isConnected: Bool { !uniqueName.isEmpty }

    private func didConnect(uniqueName: String, parent: (String, String)) {
        self.uniqueName = uniqueName
        parentReference = (parent.0, parent.1)
        listener = AccessibilityBridges.add { [weak self] notification, argument in
            self?.posted(notification, argument)
        }
        Self.stageObserver?(.registered)
        // The key window is active from the start, as a GTK window that has focus when it is shown: a screen reader
        // presents it now, and the first Tab's focus is then spoken on its own.
        if let window = application.keyWindow, !window.isHidden {
            activeWindow = window
            emit(window, "Activate", detail: "", 0, 0, interface: "org.a11y.atspi.Event.Window")
        }
    }

    // MARK: - References

    func reference(_ object: AnyObject?, parent: AnyObject? = nil) -> OpaquePointer {
        guard let object else { return Variant.reference(busName: "", path: ATSPIObjectRegistry.nullPath) }
        let parentNumber = parent.map { registry.number(for: $0) }
        return Variant.reference(busName: connectionName, path: registry.path(for: object, parent: parentNumber))
    }

    /// The accessibility bus, once connected.
    var connectionBus: OpaquePointer? { connection?.bus }

    /// This application's bus name (before registration completes, the connection's).
    var connectionName: String {
        if !uniqueName.isEmpty { return uniqueName }
        guard let bus = connection?.bus else { return "" }
        return String(cString: g_dbus_connection_get_unique_name(bus))
    }

    /// The children of `object` as published: the application's visible windows, a container's children, none for
    /// an element.
    func children(of object: AnyObject) -> [AnyObject] {
        if let application = object as? UIApplication { return application.windows.filter { !$0.isHidden } }
        if let responder = object as? UIResponder, responder.isAccessibilityElement, !(object is UIWindow) { return [] }
        return AccessibilityTree.children(of: object)
    }

    func parent(of object: AnyObject) -> AnyObject? {
        if object is UIApplication { return nil }
        if object is UIWindow { return application }
        return registry.parent(of: registry.number(for: object), application: application)
    }

    // MARK: - Calls

    func handle(_ call: ATSPICall) {
        if call.path == ATSPIObjectRegistryPaths.cache {
            guard let items = cache(call) else { return call.fail("\(call.interface).\(call.method) is not supported") }
            return call.reply(items)
        }
        guard let object = registry.object(atPath: call.path, application: application) else {
            call.fail("no object at \(call.path)", name: "org.freedesktop.DBus.Error.UnknownObject")
            return
        }
        // What the object shows before the call, so that what the call changes is reported after it.
        if call.interface != "org.freedesktop.DBus.Properties" || call.method == "Set",
            !(object is UIApplication), seen[registry.number(for: object)] == nil
        {
            remember(object)
        }
        let result: OpaquePointer?
        switch call.interface {
        case "org.freedesktop.DBus.Properties": result = properties(call, of: object)
        case ATSPIInterfaces.accessible: result = accessible(call, object)
        case ATSPIInterfaces.application: result = applicationMethod(call)
        case ATSPIInterfaces.component: result = component(call, object)
        case ATSPIInterfaces.action: result = action(call, object)
        case ATSPIInterfaces.text: result = text(call, object)
        case ATSPIInterfaces.editableText: result = editableText(call, object)
        case ATSPIInterfaces.selection: result = selection(call, object)
        case ATSPIInterfaces.table: result = table(call, object)
        default: result = nil
        }
        guard let result else {
            call.fail("\(call.interface).\(call.method) is not supported on \(call.path)")
            return
        }
        call.reply(result)
        reportChanges()
    }

    private func properties(_ call: ATSPICall, of object: AnyObject) -> OpaquePointer? {
        let interfaceName = Variant.child(call.parameters, 0)
        defer { g_variant_unref(interfaceName) }
        guard let interface = Variant.stringValue(interfaceName) else { return nil }
        switch call.method {
        case "Get":
            let nameVariant = Variant.child(call.parameters, 1)
            defer { g_variant_unref(nameVariant) }
            guard let name = Variant.stringValue(nameVariant), let value = property(name, of: interface, object)
            else { return nil }
            return Variant.tuple([Variant.boxed(value)])
        case "GetAll":
            let names = Self.propertyNames[interface] ?? []
            let entries = names.compactMap { name in
                property(name, of: interface, object).map { Variant.dictEntry(Variant.string(name), Variant.boxed($0)) }
            }
            return Variant.tuple([Variant.array("{sv}", entries)])
        case "Set":
            let nameVariant = Variant.child(call.parameters, 1)
            let boxed = Variant.child(call.parameters, 2)
            let value = Variant.unboxed(boxed)
            defer { for variant in [value, boxed, nameVariant] { g_variant_unref(variant) } }
            guard let name = Variant.stringValue(nameVariant), setProperty(name, of: interface, object, to: value)
            else { return nil }
            return Variant.tuple([])
        default:
            return nil
        }
    }

    static let propertyNames: [String: [String]] = [
        ATSPIInterfaces.accessible: [
            "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
        ],
        ATSPIInterfaces.application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        ATSPIInterfaces.action: ["NActions"],
        ATSPIInterfaces.value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        ATSPIInterfaces.text: ["CharacterCount", "CaretOffset"],
        ATSPIInterfaces.selection: ["NSelectedChildren"],
        ATSPIInterfaces.table: ["NRows", "NColumns", "Caption", "Summary", "NSelectedRows", "NSelectedColumns"],
    ]

    /// The registry's id for the application (set by the registry through `Application.Id`).
    var applicationID: Int32 = 0

    private func property(_ name: String, of interface: String, _ object: AnyObject) -> OpaquePointer? {
        switch interface {
        case ATSPIInterfaces.accessible: accessibleProperty(name, object)
        case ATSPIInterfaces.application:
            switch name {
            case "ToolkitName": Variant.string("OpenUIKit")
            case "Version": Variant.string("1.0")
            case "AtspiVersion": Variant.string("2.1")
            case "Id": Variant.int32(applicationID)
            default: nil
            }
        case ATSPIInterfaces.action: name == "NActions" ? Variant.int32(Int32(actions(of: object).count)) : nil
        case ATSPIInterfaces.value: valueProperty(name, object)
        case ATSPIInterfaces.text: textProperty(name, object)
        case ATSPIInterfaces.selection: selectionProperty(name, object)
        case ATSPIInterfaces.table: tableProperty(name, object)
        default: nil
        }
    }

    private func setProperty(_ name: String, of interface: String, _ object: AnyObject, to value: OpaquePointer) -> Bool
    {
        switch (interface, name) {
        case (ATSPIInterfaces.application, "Id"):
            applicationID = Variant.int32Value(value) ?? applicationID
            return true
        case (ATSPIInterfaces.value, "CurrentValue"):
            guard let number = Variant.numberValue(value) else { return false }
            return setCurrentValue(number, of: object)
        default:
            return false
        }
    }

    private func applicationMethod(_ call: ATSPICall) -> OpaquePointer? {
        call.method == "GetLocale" ? Variant.tuple([Variant.string(Locale.current.identifier)]) : nil
    }

    /// The interfaces `object` implements, as GetInterfaces reports them.
    func interfaces(of object: AnyObject) -> [String] {
        if object is UIApplication { return [ATSPIInterfaces.accessible, ATSPIInterfaces.application] }
        var names = [ATSPIInterfaces.accessible, ATSPIInterfaces.component]
        if !actions(of: object).isEmpty { names.append(ATSPIInterfaces.action) }
        if valueRange(of: object) != nil { names.append(ATSPIInterfaces.value) }
        if textContent(of: object) != nil { names.append(ATSPIInterfaces.text) }
        if object is UITextField { names.append(ATSPIInterfaces.editableText) }
        if object is UISegmentedControl || object is AccessibilityList { names.append(ATSPIInterfaces.selection) }
        if object is AccessibilityList { names.append(ATSPIInterfaces.table) }
        return names
    }
}
