import Foundation

/// The calling thread's CPU time in milliseconds: the work itself, without the time other processes held the core.
public func threadMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}
