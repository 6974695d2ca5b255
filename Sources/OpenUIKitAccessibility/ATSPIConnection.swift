import CGIO
import Foundation
@_spi(Platform) import OpenUIKitPlatform

/// A method call from the bus, answered exactly once through ``reply(_:)`` or ``fail(_:)``. Made and answered on the
/// main thread (its GLib references are not shared).
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

/// The bridge's side of the D-Bus connections, run on the main thread's loop: a GLib main context of its own
/// (``GLibMainContextPollGroup`` on ``MainLoop/main``) receives every reply, signal and method call, so calls reach
/// the bridge on the main actor between OpenUIKit's own callbacks, with no thread of OpenUIKit's and no hop through
/// the main queue. (GDBus reads and writes its sockets on a worker thread of its own, whatever the caller does; it
/// hands what arrives to this context, whose wake-up descriptor is among those the loop polls.)
///
/// It reads `org.a11y.Status` on the session bus without starting the accessibility bus (no assistive technology,
/// no bus), waits while nothing listens, and once something does, connects to the accessibility bus, serves the
/// objects under `/org/a11y/atspi/accessible` and registers the application with the registry (`Socket.Embed`, as
/// GTK 4 does). Every step is asynchronous: the main thread never blocks on the bus, at start-up or after.
@MainActor
final class ATSPIConnection {
    /// What the session bus reported.
    struct Status: Sendable {
        var isEnabled = false
        var screenReaderEnabled = false
    }

    let onCall: @MainActor (ATSPICall) -> Void
    let onStatus: @MainActor (Status) -> Void
    /// Called once registered: the bus name and the registry's reference for the application's parent.
    let onConnected: @MainActor (_ uniqueName: String, _ parentBusName: String, _ parentPath: String) -> Void
    /// When true, connects even though the bus says nothing listens (`OPENUIKIT_ACCESSIBILITY=1`).
    let forced: Bool

    /// The context every GDBus callback of the bridge is dispatched on, run by ``group`` on the main loop.
    private let context: OpaquePointer
    private var group: GLibMainContextPollGroup?
    private var session: OpaquePointer?
    private(set) var bus: OpaquePointer?
    private var status = Status()
    private var isConnecting = false
    /// Set once on the main thread before anything is published, then only read (GDBus asks for it on the main
    /// thread, where the bridge's context dispatches).
    nonisolated(unsafe) private var interfaceInfo: UnsafeMutablePointer<GDBusNodeInfo>?
    nonisolated(unsafe) private let vtable: UnsafeMutablePointer<GDBusInterfaceVTable>
    nonisolated(unsafe) private let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable>

    init(
        forced: Bool, onCall: @escaping @MainActor (ATSPICall) -> Void,
        onStatus: @escaping @MainActor (Status) -> Void,
        onConnected: @escaping @MainActor (String, String, String) -> Void
    ) {
        self.forced = forced
        self.onCall = onCall
        self.onStatus = onStatus
        self.onConnected = onConnected
        context = g_main_context_new()
        vtable = .allocate(capacity: 1)
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = { _, _, path, interface, method, parameters, invocation, userData in
            guard let path, let interface, let method, let parameters, let invocation, let userData else { return }
            let call = ATSPICall(
                path: String(cString: path), interface: String(cString: interface), method: String(cString: method),
                parameters: parameters, invocation: invocation)
            MainActor.assumeIsolated { ATSPIConnection.from(userData).onCall(call) }
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
            return ATSPIConnection.from(userData).allInterfaces()
        }
        subtreeVTable.pointee.dispatch = { _, _, _, _, _, outUserData, userData in
            outUserData?.pointee = userData
            guard let userData else { return nil }
            return UnsafePointer(ATSPIConnection.from(userData).vtable)
        }
    }

    /// The connection behind a GLib callback's user data (the connection lives as long as the process).
    private nonisolated static func from(_ userData: UnsafeMutableRawPointer) -> ATSPIConnection {
        Unmanaged<ATSPIConnection>.fromOpaque(userData).takeUnretainedValue()
    }

    private var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Runs the context on the main loop and asks for the session bus. Returns at once. The connection lives as
    /// long as the process.
    func start() {
        _ = Unmanaged.passRetained(self)
        do {
            let group = try GLibMainContextPollGroup(context: context)
            MainLoop.main.add(group)
            self.group = group
        } catch {
            // A fresh context is owned by no thread; this cannot happen, and leaves the bridge silent if it does.
            return report("cannot run the bus on the main loop (\(error))", nil)
        }
        onContext {
            g_bus_get(
                G_BUS_TYPE_SESSION, nil,
                { _, result, userData in
                    guard let userData else { return }
                    var error: UnsafeMutablePointer<GError>?
                    let session = g_bus_get_finish(result, &error)
                    // Without a session bus there is no accessibility bus either: nothing to say.
                    if let error { g_error_free(error) }
                    MainActor.assumeIsolated { ATSPIConnection.from(userData).didGet(session: session) }
                }, userData)
        }
    }

    /// Runs `body` with the bridge's context as the thread's default, so that what it starts (replies, signal
    /// subscriptions, the published objects' calls) is dispatched there.
    private func onContext(_ body: () -> Void) {
        g_main_context_push_thread_default(context)
        body()
        g_main_context_pop_thread_default(context)
    }

    private func didGet(session: OpaquePointer?) {
        guard let session else { return }
        self.session = session
        let environmentAddress = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"]
        if environmentAddress == nil {
            onContext {
                _ = g_dbus_connection_signal_subscribe(
                    session, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus",
                    nil, G_DBUS_SIGNAL_FLAGS_NONE,
                    { _, _, _, _, _, parameters, userData in
                        guard let parameters, let userData else { return }
                        let changed = Variant.child(parameters, 1)
                        MainActor.assumeIsolated {
                            ATSPIConnection.from(userData).apply(properties: changed)
                            g_variant_unref(changed)
                        }
                    }, userData, nil)
            }
            call(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "GetAll",
                Variant.tuple([Variant.string("org.a11y.Status")])
            ) { connection, reply in
                guard let reply else { return }
                let properties = Variant.child(reply, 0)
                connection.apply(properties: properties)
                g_variant_unref(properties)
            }
        }
        if forced || environmentAddress != nil { connect() }
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
        if status.isEnabled || status.screenReaderEnabled { connect() }
    }

    private func connect() {
        guard !isConnecting, let session else { return }
        isConnecting = true
        if let address = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"] {
            return open(address: address)
        }
        call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil) { connection, reply in
            guard let reply else { return }
            let value = Variant.child(reply, 0)
            defer { g_variant_unref(value) }
            if let address = Variant.stringValue(value) { connection.open(address: address) }
        }
    }

    private func open(address: String) {
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let box = Unmanaged.passRetained(PendingOpen(owner: self, address: address)).toOpaque()
        onContext {
            g_dbus_connection_new_for_address(
                address, flags, nil, nil,
                { _, result, data in
                    guard let data else { return }
                    let pending = Unmanaged<PendingOpen>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let bus = g_dbus_connection_new_for_address_finish(result, &error)
                    MainActor.assumeIsolated {
                        guard let bus else {
                            let message = "cannot connect to the accessibility bus at \(pending.address)"
                            return pending.owner.report(message, error)
                        }
                        pending.owner.didOpen(bus: bus)
                    }
                }, box)
        }
    }

    private func didOpen(bus: OpaquePointer) {
        guard parseInterfaces() else { return }
        var error: UnsafeMutablePointer<GError>?
        var registration: guint = 0
        onContext {
            registration = g_dbus_connection_register_subtree(
                bus, ATSPIObjectRegistryPaths.base, subtreeVTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
                userData, nil, &error)
        }
        guard registration != 0 else { return report("cannot publish the accessible objects", error) }
        if let interfaceInfo,
            let cacheInterface = g_dbus_node_info_lookup_interface(interfaceInfo, ATSPIInterfaces.cache)
        {
            onContext {
                registration = g_dbus_connection_register_object(
                    bus, ATSPIObjectRegistryPaths.cache, cacheInterface, vtable, userData, nil, &error)
            }
            guard registration != 0 else { return report("cannot publish the cache", error) }
        }
        self.bus = bus
        let uniqueName = String(cString: g_dbus_connection_get_unique_name(bus))
        call(
            bus, "org.a11y.atspi.Registry", ATSPIObjectRegistryPaths.root, "org.a11y.atspi.Socket", "Embed",
            Variant.tuple([Variant.reference(busName: uniqueName, path: ATSPIObjectRegistryPaths.root)]),
            autoStart: true
        ) { connection, reply in
            guard let reply else { return connection.report("the registry refused the application", nil) }
            let reference = Variant.child(reply, 0)
            let name = Variant.child(reference, 0)
            let path = Variant.child(reference, 1)
            connection.onConnected(uniqueName, Variant.stringValue(name) ?? "", Variant.stringValue(path) ?? "")
            for variant in [path, name, reference] { g_variant_unref(variant) }
        }
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
    nonisolated private func allInterfaces() -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
        guard let interfaces = interfaceInfo?.pointee.interfaces else { return nil }
        // Every accessible object's interfaces: all but the cache's, which lives at a path of its own.
        var published: [UnsafeMutablePointer<GDBusInterfaceInfo>] = []
        var count = 0
        while let interface = interfaces[count] {
            if String(cString: interface.pointee.name) != ATSPIInterfaces.cache { published.append(interface) }
            count += 1
        }
        guard
            let array = g_malloc0(
                gsize((published.count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.size)
            )?
            .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
        else { return nil }
        for (index, interface) in published.enumerated() { array[index] = g_dbus_interface_info_ref(interface) }
        return array
    }

    /// Calls a method asynchronously; `done` runs on the main loop with the reply (nil on an error), which it does
    /// not own. Without `autoStart`, asking never launches the service (no assistive technology, no bus).
    private func call(
        _ connection: OpaquePointer, _ name: String, _ path: String, _ interface: String, _ method: String,
        _ parameters: OpaquePointer?, autoStart: Bool = false,
        _ done: @escaping @MainActor (ATSPIConnection, OpaquePointer?) -> Void
    ) {
        let pending = Unmanaged.passRetained(PendingCall(owner: self, connection: connection, done: done)).toOpaque()
        onContext {
            g_dbus_connection_call(
                connection, name, path, interface, method, parameters, nil,
                autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil,
                { _, result, data in
                    guard let data else { return }
                    let pending = Unmanaged<PendingCall>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let reply = g_dbus_connection_call_finish(pending.connection, result, &error)
                    if let error { g_error_free(error) }
                    MainActor.assumeIsolated {
                        pending.done(pending.owner, reply)
                        if let reply { g_variant_unref(reply) }
                    }
                }, pending)
        }
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

/// A call in flight: who made it, the connection it went out on and what runs with its reply.
private final class PendingCall {
    let owner: ATSPIConnection
    let connection: OpaquePointer
    let done: @MainActor (ATSPIConnection, OpaquePointer?) -> Void
    init(
        owner: ATSPIConnection, connection: OpaquePointer,
        done: @escaping @MainActor (ATSPIConnection, OpaquePointer?) -> Void
    ) {
        self.owner = owner
        self.connection = connection
        self.done = done
    }
}

/// A connection being opened: who asked, and the address (for its diagnostic).
private final class PendingOpen {
    let owner: ATSPIConnection
    let address: String
    init(owner: ATSPIConnection, address: String) {
        self.owner = owner
        self.address = address
    }
}

/// The object paths.
enum ATSPIObjectRegistryPaths {
    static let base = "/org/a11y/atspi/accessible"
    static let root = base + "/root"
    /// Where the `Cache` interface is published, as GTK 4 does.
    static let cache = "/org/a11y/atspi/cache"
}
