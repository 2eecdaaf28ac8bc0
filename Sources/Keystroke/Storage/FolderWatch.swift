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
    let readable: @MainActor @Sendable () -> Void = {
      // The events themselves are not needed: the caller looks at its file again.
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(descriptor, &buffer, buffer.count) > 0 {}
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

  isolated deinit {
    if let source {
      source.cancel()
    } else {
      MainQueueLoop.unwatch(descriptor)
      close(descriptor)
    }
  }
}
