import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// The real file system's keymap file access: how the editor's changes reach the disk.
@Suite struct KeymapFileAccessTests {
  /// A dotfiles user's keymap.json is a link into their dotfiles folder: saving from the
  /// editor writes the file it names and leaves the link, and the file keeps its mode.
  @Test func writingThroughASymbolicLinkKeepsTheLinkAndTheFilesMode() throws {
    let folder = TestHost.scratchDirectory(prefix: "keymap-file-access")
    let files = FileManager.default
    try files.createDirectory(
      atPath: folder + "/dotfiles", withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: folder + "/config/app", withIntermediateDirectories: true)
    let target = folder + "/dotfiles/keymap.json"
    try "[]\n".write(toFile: target, atomically: true, encoding: .utf8)
    try files.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    let link = folder + "/config/app/keymap.json"
    try files.createSymbolicLink(atPath: link, withDestinationPath: "../../dotfiles/keymap.json")

    try KeymapFileAccess.live.write(link, #"[{ "key": "f5", "command": "View/Timer" }]"#)

    #expect(
      try files.attributesOfItem(atPath: link)[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try files.destinationOfSymbolicLink(atPath: link) == "../../dotfiles/keymap.json")
    #expect(
      try String(contentsOfFile: target, encoding: .utf8)
        == #"[{ "key": "f5", "command": "View/Timer" }]"#)
    #expect(try files.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o640)
  }
}
