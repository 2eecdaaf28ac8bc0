import Dispatch
import KeystrokeTerminal

#if canImport(Glibc)
import Glibc
#endif

/// Tells the main actor when the entries of a folder change (a file written, replaced,
/// created or removed), without polling: on Linux through inotify, whose descriptor the main
/// thread waits on beside the main queue when ``MainQueueLoop`` drives it (so a watch starts no
/// thread), else through a dispatch source.
///
/// Where the folder does not exist, or the system offers no such notice, there is no watch
/// (``init(folder:onChange:)`` returns `nil`) and the caller decides what else to do.
@MainActor
final class FolderWatch {
  private let descriptor: Int32
  /// The dispatch source reading the descriptor, when the main queue loop does not.
  nonisolated(unsafe) private let source: (any DispatchSourceRead)?
  private let ending = Ending()

  /// Whether the watch ended because the folder went away (removed, or renamed out of a watched
  /// path's reach): no further notice comes. Set before the notice that reports it.
  var hasEnded: Bool { ending.hasEnded }

  /// Starts watching `folder`; `onChange` runs on the main actor after each batch of changes.
  init?(folder: String, onChange: @escaping @MainActor @Sendable () -> Void) {
    #if os(Linux)
    let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let events =
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
      | IN_MODIFY
    guard inotify_add_watch(descriptor, folder, UInt32(events)) >= 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    let ending = ending
    let readable: @MainActor @Sendable () -> Void = {
      // Which files changed does not matter (the caller looks at its file again), only whether
      // the folder itself is gone.
      var buffer = [UInt8](repeating: 0, count: 4096)
      while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
        if Self.endsWatch(buffer[..<count]) { ending.hasEnded = true }
      }
      onChange()
    }
    if MainQueueLoop.watch(descriptor, onReadable: readable) {
      source = nil
    } else {
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { readable() } }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      self.source = source
    }
    #else
    return nil
    #endif
  }

  /// Whether a batch of inotify events holds `IN_IGNORED`, which the kernel sends when it
  /// drops a watch: its folder was removed (or its file system unmounted).
  nonisolated static func endsWatch(_ events: ArraySlice<UInt8>) -> Bool {
    #if os(Linux)
    // Each event: watch descriptor, mask, cookie, name length (4 bytes each), then the name.
    var offset = events.startIndex
    while offset + 16 <= events.endIndex {
      let mask = Self.word(events, at: offset + 4)
      if mask & UInt32(IN_IGNORED) != 0 { return true }
      offset += 16 + Int(Self.word(events, at: offset + 12))
    }
    #endif
    return false
  }

  private nonisolated static func word(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
  }

  isolated deinit {
    if let source {
      source.cancel()
    } else {
      MainQueueLoop.unwatch(descriptor)
      close(descriptor)
    }
  }
}

/// Whether a folder watch ended, shared with the handler that reads its events.
@MainActor
private final class Ending {
  var hasEnded = false
}
