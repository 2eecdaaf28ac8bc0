import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a restore is owed: set when the session enters raw mode, cleared by the first
/// restore. A global `let`, so signal handlers can use it without touching Swift's runtime.
private let restoreArmed = Atomic<Bool>(false)
/// The descriptor the teardown bytes and saved termios go to.
private nonisolated(unsafe) var restoreFD: Int32 = -1
/// The termios saved before raw mode.
private nonisolated(unsafe) let savedAttributes = UnsafeMutablePointer<termios>.allocate(
  capacity: 1)
/// The output descriptor the teardown bytes are written to.
private nonisolated(unsafe) var teardownFD: Int32 = -1
/// The teardown bytes, copied once into memory that is never freed.
private nonisolated(unsafe) var teardownBytes = UnsafeMutableBufferPointer<UInt8>(
  start: nil, count: 0)

/// The terminal restore that runs from any exit path, signal handlers included.
///
/// ``prepare(inputFD:outputFD:attributes:teardown:)`` stores everything the restore needs
/// before raw mode is entered; ``restore()`` then uses only `write` and `tcsetattr` on that
/// stored state, guarded by an atomic flag so it runs at most once per ``arm()``.
enum EmergencyRestore {
  /// Stores the state to restore. Call from normal code, before ``arm()``.
  static func prepare(inputFD: Int32, outputFD: Int32, attributes: termios, teardown: [UInt8]) {
    restoreArmed.store(false, ordering: .sequentiallyConsistent)
    restoreFD = inputFD
    teardownFD = outputFD
    savedAttributes.pointee = attributes
    if teardownBytes.count < teardown.count {
      teardownBytes = UnsafeMutableBufferPointer.allocate(capacity: teardown.count)
    }
    _ = teardownBytes.initialize(from: teardown)
    teardownBytes = UnsafeMutableBufferPointer(rebasing: teardownBytes[0..<teardown.count])
  }

  /// Marks a restore as owed (after raw mode is entered or re-entered).
  static func arm() { restoreArmed.store(true, ordering: .sequentiallyConsistent) }

  /// Whether a restore is owed.
  static var isArmed: Bool { restoreArmed.load(ordering: .sequentiallyConsistent) }

  /// Writes the teardown bytes and restores the saved termios, once. Async-signal-safe.
  ///
  /// - Returns: `true` if this call did the restore, `false` if none was owed.
  @discardableResult
  static func restore() -> Bool {
    guard restoreArmed.exchange(false, ordering: .sequentiallyConsistent) else { return false }
    let savedErrno = errno
    if let base = teardownBytes.baseAddress {
      var offset = 0
      while offset < teardownBytes.count {
        let written = write(teardownFD, base + offset, teardownBytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
    }
    while tcsetattr(restoreFD, TCSADRAIN, savedAttributes) != 0 && errno == EINTR {}
    errno = savedErrno
    return true
  }
}
