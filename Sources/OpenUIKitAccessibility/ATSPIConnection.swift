import CGIO
import Foundation

/// A method call from the bus, handed from GLib's thread to the main actor. The bridge answers it exactly once
/// through ``reply(_:)`` or ``fail(_:)``, which may be called from any thread (GDBus sends replies from its own).
struct ATSPICall: @unchecked Sendable {
    let path: String
    let interface: String
    let method: String
    /// The call's arguments (a tuple); a reference the call owns until it is answered.
    let parameters: OpaquePointer
    private let invocation: OpaquePointer

    init(path: String, interface: String, method: String, parameters: OpaquePointer, invocation: OpaquePointer) {
        self.path = path
        self.interface = interface
        self.method = method
        self.parameters = g_variant_ref(parameters)
        self.invocation = invocation
    }

    /// Answers with `value`, a tuple of the method's results (nil: none).
    func reply(_ value: OpaquePointer?) {
        g_dbus_method_invocation_return_value(invocation, value ?? Variant.tuple([]))
        g_variant_unref(parameters)
    }

    /// Answers with a D-Bus error.
    func fail(_ message: String, name: String = "org.freedesktop.DBus.Error.UnknownMethod") {
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
        g_variant_unref(parameters)
    }
}

/// The bridge's side of the D-Bus connections, on a thread of its own that runs a GLib main context: it reads
/// `org.a11y.Status` on the session bus (without starting the accessibility bus: no assistive technology, no bus),
/// waits while nothing listens, and once something does, connects to the accessibility bus, serves the objects
/// under `/org/a11y/atspi/accessible` and registers the application with the registry (`Socket.Embed`, as GTK 4
/// does). Calls go to the main actor through the main queue, which the application's run loop drains, so the main
/// thread watches no extra descriptor and wakes only when a client asks something.
final class ATSPIConnection: @unchecked Sendable {
    /// What the session bus reported.
    struct Status: Sendable {
        var isEnabled = false
        var screenReaderEnabled = false
    }

    /// Called on the connection's thread; the bridge hops to the main actor.
    let onCall: @Sendable (ATSPICall) -> Void
    let onStatus: @Sendable (Status) -> Void
    /// Called once registered: the bus name and the registry's reference for the application's parent.
    let onConnected: @Sendable (_ uniqueName: String, _ parentBusName: String, _ parentPath: String) -> Void
    /// When true, connects even though the bus says nothing listens (`OPENUIKIT_ACCESSIBILITY=1`).
    let forced: Bool

    private let lock = NSLock()
    private var storedBus: OpaquePointer?
    private var status = Status()
    private var isConnecting = false
    private var interfaceInfo: UnsafeMutablePointer<GDBusNodeInfo>?
    private let vtable: UnsafeMutablePointer<GDBusInterfaceVTable>
    private let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable>

    init(
        forced: Bool, onCall: @escaping @Sendable (ATSPICall) -> Void,
        onStatus: @escaping @Sendable (Status) -> Void,
        onConnected: @escaping @Sendable (String, String, String) -> Void
    ) {
        self.forced = forced
        self.onCall = onCall
        self.onStatus = onStatus
        self.onConnected = onConnected
        vtable = .allocate(capacity: 1)
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = { _, _, path, interface, method, parameters, invocation, userData in
            guard let path, let interface, let method, let parameters, let invocation, let userData else { return }
            let connection = Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
            connection.onCall(
                ATSPICall(
                    path: String(cString: path), interface: String(cString: interface),
                    method: String(cString: method), parameters: parameters, invocation: invocation))
        }
        subtreeVTable = .allocate(capacity: 1)
        subtreeVTable.initialize(to: GDBusSubtreeVTable())
        subtreeVTable.pointee.enumerate = { _, _, _, _ in
            // No child names are listed (clients walk the tree through GetChildren); calls reach unlisted nodes.
            g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.size))?
                .assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
        }
        subtreeVTable.pointee.introspect = { _, _, _, node, userData in
            guard node != nil, let userData else { return nil }
            let connection = Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
            return connection.allInterfaces()
        }
        subtreeVTable.pointee.dispatch = { _, _, _, _, _, outUserData, userData in
            outUserData?.pointee = userData
            guard let userData else { return nil }
            let connection = Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
            return UnsafePointer(connection.vtable)
        }
    }

    /// The accessibility bus, once connected (emitting signals is safe from any thread).
    var bus: OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        return storedBus
    }

    /// Starts the connection's thread. The connection lives as long as the process.
    func start() {
        let retained = Unmanaged.passRetained(self)
        let thread = Thread { retained.takeUnretainedValue().run() }
        thread.name = "OpenUIKit AT-SPI"
        thread.start()
    }

    // MARK: - The connection's thread

    private var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private func run() {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        var error: UnsafeMutablePointer<GError>?
        // Without a session bus there is no accessibility bus either: nothing to say.
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        let environmentAddress = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"]
        if environmentAddress == nil {
            _ = g_dbus_connection_signal_subscribe(
                session, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus", nil,
                G_DBUS_SIGNAL_FLAGS_NONE,
                { _, _, _, _, _, parameters, userData in
                    guard let parameters, let userData else { return }
                    let connection = Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
                    let changed = Variant.child(parameters, 1)
                    defer { g_variant_unref(changed) }
                    connection.apply(properties: changed)
                }, userData, nil)
            if let reply = call(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "GetAll",
                Variant.tuple([Variant.string("org.a11y.Status")]))
            {
                let properties = Variant.child(reply, 0)
                apply(properties: properties)
                g_variant_unref(properties)
                g_variant_unref(reply)
            }
        }
        if forced || environmentAddress != nil { connect(session: session) }
        let loop = g_main_loop_new(context, 0)
        g_main_loop_run(loop)
    }

    /// Reads `IsEnabled` and `ScreenReaderEnabled` from an `a{sv}`, and connects when either turned on.
    private func apply(properties: OpaquePointer) {
        var status = self.status
        for index in 0..<g_variant_n_children(properties) {
            let entry = Variant.child(properties, Int(index))
            let key = Variant.child(entry, 0)
            let boxed = Variant.child(entry, 1)
            let value = Variant.unboxed(boxed)
            switch Variant.stringValue(key) {
            case "IsEnabled": status.isEnabled = Variant.boolValue(value) ?? status.isEnabled
            case "ScreenReaderEnabled":
                status.screenReaderEnabled = Variant.boolValue(value) ?? status.screenReaderEnabled
            default: break
            }
            for variant in [value, boxed, key, entry] { g_variant_unref(variant) }
        }
        self.status = status
        onStatus(status)
        if status.isEnabled || status.screenReaderEnabled, let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) {
            connect(session: session)
        }
    }

    private func connect(session: OpaquePointer) {
        guard !isConnecting else { return }
        isConnecting = true
        var address = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"]
        if address == nil,
            let reply = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil)
        {
            let value = Variant.child(reply, 0)
            address = Variant.stringValue(value)
            g_variant_unref(value)
            g_variant_unref(reply)
        }
        guard let address else { return }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            report("cannot connect to the accessibility bus at \(address)", error)
            return
        }
        guard parseInterfaces() else { return }
        let registration = g_dbus_connection_register_subtree(
            bus, ATSPIObjectRegistryPaths.base, subtreeVTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
            userData, nil, &error)
        guard registration != 0 else {
            report("cannot publish the accessible objects", error)
            return
        }
        lock.lock()
        storedBus = bus
        lock.unlock()
        let uniqueName = String(cString: g_dbus_connection_get_unique_name(bus))
        // Asynchronous, so this thread keeps answering while the registry asks about the application.
        g_dbus_connection_call(
            bus, "org.a11y.atspi.Registry", ATSPIObjectRegistryPaths.root, "org.a11y.atspi.Socket", "Embed",
            Variant.tuple([Variant.reference(busName: uniqueName, path: ATSPIObjectRegistryPaths.root)]), nil,
            G_DBUS_CALL_FLAGS_NONE, -1, nil,
            { source, result, userData in
                guard let userData else { return }
                let connection = Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
                var error: UnsafeMutablePointer<GError>?
                guard let bus = connection.bus, let reply = g_dbus_connection_call_finish(bus, result, &error) else {
                    connection.report("the registry refused the application", error)
                    return
                }
                let reference = Variant.child(reply, 0)
                let name = Variant.child(reference, 0)
                let path = Variant.child(reference, 1)
                let uniqueName = String(cString: g_dbus_connection_get_unique_name(bus))
                connection.onConnected(uniqueName, Variant.stringValue(name) ?? "", Variant.stringValue(path) ?? "")
                for variant in [path, name, reference, reply] { g_variant_unref(variant) }
            }, userData)
    }

    private func parseInterfaces() -> Bool {
        if interfaceInfo != nil { return true }
        var error: UnsafeMutablePointer<GError>?
        guard let info = g_dbus_node_info_new_for_xml(ATSPIInterfaces.xml, &error) else {
            report("the interface description does not parse", error)
            return false
        }
        interfaceInfo = info
        return true
    }

    /// A new NULL-terminated array of every published interface, each referenced, as GDBus's introspection wants.
    private func allInterfaces() -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
        guard let interfaces = interfaceInfo?.pointee.interfaces else { return nil }
        var count = 0
        while interfaces[count] != nil { count += 1 }
        guard
            let array = g_malloc0(gsize((count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.size))?
                .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
        else { return nil }
        for index in 0..<count { array[index] = g_dbus_interface_info_ref(interfaces[index]) }
        return array
    }

    private func call(
        _ connection: OpaquePointer, _ name: String, _ path: String, _ interface: String, _ method: String,
        _ parameters: OpaquePointer?
    ) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        // No auto-start: asking must not launch the accessibility bus when no assistive technology did.
        let reply = g_dbus_connection_call_sync(
            connection, name, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil,
            &error)
        if reply == nil, let error { g_error_free(error) }
        return reply
    }

    private func report(_ message: String, _ error: UnsafeMutablePointer<GError>?) {
        var text = "OpenUIKit accessibility: \(message)"
        if let error {
            text += ": " + String(cString: error.pointee.message)
            g_error_free(error)
        }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The object paths, readable from any thread.
enum ATSPIObjectRegistryPaths {
    static let base = "/org/a11y/atspi/accessible"
    static let root = base + "/root"
}
