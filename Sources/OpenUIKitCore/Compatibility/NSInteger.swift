/// Foundation's integer names, as Swift on Apple's systems imports them from Objective-C: `NSInteger` is `Int`,
/// `NSUInteger` is `UInt`. Foundation on Linux does not declare them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
