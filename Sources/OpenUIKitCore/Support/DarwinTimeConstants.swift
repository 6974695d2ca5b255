/// The time constants Darwin's C library defines and UIKit code uses with Dispatch
/// (`DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`), which Glibc lacks.
/// The same types as on Darwin.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
