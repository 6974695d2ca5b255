import CGIO
import Foundation

/// Builds and reads GLib variants (D-Bus values) without GLib's variadic constructors, which Swift cannot call.
/// Every `make…` returns a floating reference, consumed by the call or container it is passed to.
enum Variant {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func objectPath(_ value: String) -> OpaquePointer { g_variant_new_object_path(value) }
    static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }
    static func int16(_ value: Int16) -> OpaquePointer { g_variant_new_int16(value) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func boxed(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `items` whose element type is `elementType` (needed when it is empty).
    static func array(_ elementType: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    static func dictEntry(_ key: OpaquePointer, _ value: OpaquePointer) -> OpaquePointer {
        g_variant_new_dict_entry(key, value)
    }

    /// An AT-SPI object reference, `(so)`: the bus name and the object's path.
    static func reference(busName: String, path: String) -> OpaquePointer {
        tuple([string(busName), objectPath(path)])
    }

    /// An empty `a{sv}`.
    static var emptyProperties: OpaquePointer { array("{sv}", []) }

    // MARK: - Reading

    static func child(_ variant: OpaquePointer, _ index: Int) -> OpaquePointer {
        g_variant_get_child_value(variant, gsize(index))
    }

    /// The string of a string, object path or signature variant; nil for another type.
    static func stringValue(_ variant: OpaquePointer) -> String? {
        guard g_variant_is_of_type(variant, gTypeString) != 0 || g_variant_is_of_type(variant, gTypeObjectPath) != 0
        else { return nil }
        return String(cString: g_variant_get_string(variant, nil))
    }

    static func int32Value(_ variant: OpaquePointer) -> Int32? {
        g_variant_is_of_type(variant, gTypeInt32) != 0 ? g_variant_get_int32(variant) : nil
    }

    static func uint32Value(_ variant: OpaquePointer) -> UInt32? {
        g_variant_is_of_type(variant, gTypeUInt32) != 0 ? g_variant_get_uint32(variant) : nil
    }

    static func boolValue(_ variant: OpaquePointer) -> Bool? {
        g_variant_is_of_type(variant, gTypeBoolean) != 0 ? g_variant_get_boolean(variant) != 0 : nil
    }

    /// A number of any numeric type, as a double (Value's CurrentValue is set as a double, but clients vary).
    static func numberValue(_ variant: OpaquePointer) -> Double? {
        if g_variant_is_of_type(variant, gTypeDouble) != 0 { return g_variant_get_double(variant) }
        if let int = int32Value(variant) { return Double(int) }
        if let uint = uint32Value(variant) { return Double(uint) }
        return nil
    }

    /// The value inside a `v`, or the variant itself when it is not one. The result is a new reference.
    static func unboxed(_ variant: OpaquePointer) -> OpaquePointer {
        if g_variant_is_of_type(variant, gTypeVariant) != 0 { return g_variant_get_variant(variant) }
        return g_variant_ref(variant)
    }

    nonisolated(unsafe) private static let gTypeString = g_variant_type_new("s")!
    nonisolated(unsafe) private static let gTypeObjectPath = g_variant_type_new("o")!
    nonisolated(unsafe) private static let gTypeInt32 = g_variant_type_new("i")!
    nonisolated(unsafe) private static let gTypeUInt32 = g_variant_type_new("u")!
    nonisolated(unsafe) private static let gTypeBoolean = g_variant_type_new("b")!
    nonisolated(unsafe) private static let gTypeDouble = g_variant_type_new("d")!
    nonisolated(unsafe) private static let gTypeVariant = g_variant_type_new("v")!
}
