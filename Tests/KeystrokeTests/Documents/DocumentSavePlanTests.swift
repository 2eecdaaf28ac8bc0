import Foundation
import Testing

@testable import Keystroke

@Suite struct DocumentSavePlanTests {
  @Test func decidesFromWhatIsThere() {
    #expect(DocumentSavePlan.make(for: nil, umask: 0o022) == .create(permissions: 0o644))
    #expect(DocumentSavePlan.make(for: nil, umask: 0o077) == .create(permissions: 0o600))
    let regular = FileStatus(kind: .regular, permissions: 0o640, owner: 7, group: 9)
    #expect(
      DocumentSavePlan.make(for: regular, umask: 0o022)
        == .replace(permissions: 0o640, owner: 7, group: 9))
    var linked = regular
    linked.linkCount = 2
    #expect(DocumentSavePlan.make(for: linked, umask: 0o022) == .overwriteInPlace)
    for kind: FileStatus.Kind in [.directory, .fifo, .characterDevice, .blockDevice, .socket] {
      #expect(
        DocumentSavePlan.make(for: FileStatus(kind: kind, permissions: 0o666), umask: 0)
          == .refuse(kind))
    }
  }
}
