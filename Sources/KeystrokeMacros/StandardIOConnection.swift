import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's side of the plugin protocol: each message is a little-endian 64-bit byte
/// count followed by that many bytes of JSON, on the plugin's standard input and output.
///
/// Standard output is moved aside at start so that nothing a macro prints can corrupt a
/// message; it goes to standard error instead.
final class StandardIOConnection: MessageConnection {
  private let input: Int32
  private let output: Int32

  init() {
    input = dup(STDIN_FILENO)
    output = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
  }

  func sendMessage<TX: Encodable>(_ message: TX) throws {
    let payload = try JSONEncoder().encode(message)
    var count = UInt64(payload.count).littleEndian
    try withUnsafeBytes(of: &count) { try writeAll($0) }
    try payload.withUnsafeBytes { try writeAll($0) }
  }

  func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
    var header: UInt64 = 0
    guard try withUnsafeMutableBytes(of: &header, { try readAll($0) }) else { return nil }
    let count = Int(UInt64(littleEndian: header))
    // The compiler ends the conversation with an empty message.
    guard count > 0 else { return nil }
    var payload = Data(count: count)
    guard try payload.withUnsafeMutableBytes({ try readAll($0) }) else { return nil }
    return try JSONDecoder().decode(type, from: payload)
  }

  private func writeAll(_ buffer: UnsafeRawBufferPointer) throws {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = write(output, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw MacroError("cannot write to the compiler: errno \(errno)")
      }
      offset += written
    }
  }

  /// Fills `buffer`; `false` when the input ended before the first byte.
  private func readAll(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
    guard let base = buffer.baseAddress else { return true }
    var offset = 0
    while offset < buffer.count {
      let count = read(input, base + offset, buffer.count - offset)
      if count == 0 {
        if offset == 0 { return false }
        throw MacroError("the compiler's message ended early")
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw MacroError("cannot read from the compiler: errno \(errno)")
      }
      offset += count
    }
    return true
  }
}
