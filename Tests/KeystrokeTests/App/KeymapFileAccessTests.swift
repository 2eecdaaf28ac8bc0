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

  /// A keymap.json that is not a readable text file is named for what it is: never a hang on
  /// a FIFO, never an endless read of a device, never a huge file in memory.
  @Test func aKeymapThatIsNoTextFileSaysWhatItIs() throws {
    let folder = TestHost.scratchDirectory(prefix: "keymap-file-access")
    let files = FileManager.default
    func message(_ path: String) -> String {
      do {
        _ = try KeymapFileAccess.live.read(path)
        return "read"
      } catch {
        return "\(error)"
      }
    }
    let fifo = folder + "/fifo.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(message(fifo) == "it is a FIFO (named pipe), not a regular file")
    try files.createDirectory(atPath: folder + "/folder.json", withIntermediateDirectories: true)
    #expect(message(folder + "/folder.json") == "it is a folder, not a file")
    try files.createSymbolicLink(atPath: folder + "/zero.json", withDestinationPath: "/dev/zero")
    #expect(message(folder + "/zero.json") == "it is a character device, not a regular file")
    try Data([0x5B, 0xFF, 0x5D]).write(to: URL(fileURLWithPath: folder + "/latin.json"))
    #expect(message(folder + "/latin.json") == "the file is not UTF-8 text")
    let huge = folder + "/huge.json"
    #expect(files.createFile(atPath: huge, contents: nil))
    #expect(truncate(huge, off_t(KeymapFileAccess.maximumSize + 1)) == 0)
    #expect(message(huge) == "it is larger than 4 MiB")
    try Data("[]".utf8).write(to: URL(fileURLWithPath: folder + "/keymap.json"))
    #expect(message(folder + "/keymap.json") == "read")
  }
}
