import CKeystrokeShims
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct PseudoTerminalShimTests {
  @Test func opensAMasterAndNamesItsSlave() throws {
    let master = ks_open_pty_master()
    #expect(master >= 0)
    defer { close(master) }
    var buffer = [CChar](repeating: 0, count: 128)
    #expect(ks_pty_slave_name(master, &buffer, UInt(buffer.count)) == 0)
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(name.hasPrefix("/dev/"))
  }

  @Test func namingAClosedDescriptorFails() {
    var buffer = [CChar](repeating: 0, count: 128)
    #expect(ks_pty_slave_name(-1, &buffer, UInt(buffer.count)) == -1)
  }
}
