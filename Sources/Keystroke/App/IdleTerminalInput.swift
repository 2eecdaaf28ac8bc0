import KeystrokeTerminal

/// The main thread's turn at the terminal: while it has no other work it waits on the input
/// with the main queue, and reads and decodes a key itself, so the key is handled without the
/// loop thread's hand-off (see ``InputTurn``).
///
/// The events go through ``LoopThread/handle(_:mailbox:)`` as those the loop thread reads do:
/// Ctrl+C and Ctrl+Z end or suspend the loop, and everything else is posted to the main queue,
/// which the main thread drains straight after.
final class IdleTerminalInput: IdleInput {
  private let shared: SharedLoopDriver<InputDecoder>
  private let mailbox: LoopMailbox

  init(shared: SharedLoopDriver<InputDecoder>, mailbox: LoopMailbox) {
    self.shared = shared
    self.mailbox = mailbox
  }

  func willWait() -> Int32? { shared.mainWillWait() }

  func didWake(inputReady: Bool) {
    let mailbox = self.mailbox
    shared.mainDidWake(inputReady: inputReady) { LoopThread.handle($0, mailbox: mailbox) }
  }
}
