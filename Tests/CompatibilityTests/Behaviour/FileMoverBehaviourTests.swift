import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// `.fileMover` asks for a folder and moves the files there.
@MainActor
@Suite struct FileMoverBehaviourTests {
  /// A fresh folder with `archive/` and `inbox/`, the download `inbox/report.pdf` in it.
  private func makeFolder() throws -> (folder: URL, download: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mover-\(UUID().uuidString)")
    for name in ["archive", "inbox"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    let download = folder.appendingPathComponent("inbox/report.pdf")
    try Data("pdf".utf8).write(to: download)
    return (folder, download)
  }

  @Test func theFileIsMovedIntoTheChosenFolder() throws {
    let (folder, download) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(DownloadMover(folder: folder, download: download), columns: 70, rows: 24)
    try host.play("enter")
    #expect(host.row(containing: "Moves report.pdf") != nil)
    try host.play("right cmd+s")
    #expect(host.row(containing: "Moved to archive/report.pdf") != nil)
    #expect(!FileManager.default.fileExists(atPath: download.path))
    let moved = folder.appendingPathComponent("archive/report.pdf")
    #expect(try Data(contentsOf: moved) == Data("pdf".utf8))
  }

  @Test func aFileOfTheSameNameIsReplacedOnlyAfterAsking() throws {
    let (folder, download) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let older = folder.appendingPathComponent("archive/report.pdf")
    try Data("older".utf8).write(to: older)
    let host = TestHost(DownloadMover(folder: folder, download: download), columns: 70, rows: 24)
    try host.play("enter right cmd+s")
    #expect(host.row(containing: "“report.pdf” already exists.") != nil)
    #expect(try Data(contentsOf: older) == Data("older".utf8))
    #expect(FileManager.default.fileExists(atPath: download.path))
    try host.play("cmd+s")
    #expect(host.row(containing: "Moved to archive/report.pdf") != nil)
    #expect(try Data(contentsOf: older) == Data("pdf".utf8))
    #expect(!FileManager.default.fileExists(atPath: download.path))
  }

  @Test func escapeLeavesTheFileWhereItIs() throws {
    let (folder, download) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(DownloadMover(folder: folder, download: download), columns: 70, rows: 24)
    try host.play("enter right escape")
    #expect(host.row(containing: "Left in place") != nil)
    #expect(FileManager.default.fileExists(atPath: download.path))
  }

  @Test func severalFilesAreMovedTogether() throws {
    let (folder, download) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let second = folder.appendingPathComponent("inbox/beach.jpg")
    try Data("jpg".utf8).write(to: second)
    let host = TestHost(
      PhotoMover(folder: folder, photos: [download, second]), columns: 70, rows: 24)
    try host.play("enter right cmd+s")
    #expect(host.row(containing: "Moved: archive/report.pdf, archive/beach.jpg") != nil)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("inbox").path)
    #expect(left.isEmpty)
  }

  @Test func aFileOnAnotherFileSystemIsCopiedThenRemoved() throws {
    let shm = URL(fileURLWithPath: "/dev/shm")
    guard FileManager.default.isWritableFile(atPath: shm.path) else { return }
    let (folder, _) = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let download = shm.appendingPathComponent("mover-\(UUID().uuidString).pdf")
    try Data("far".utf8).write(to: download)
    defer { try? FileManager.default.removeItem(at: download) }
    let host = TestHost(DownloadMover(folder: folder, download: download), columns: 70, rows: 24)
    try host.play("enter right cmd+s")
    let moved = folder.appendingPathComponent("archive/" + download.lastPathComponent)
    #expect(host.row(containing: "Moved to archive/") != nil)
    #expect(try Data(contentsOf: moved) == Data("far".utf8))
    #expect(!FileManager.default.fileExists(atPath: download.path))
    let archive = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("archive").path)
    #expect(archive == [download.lastPathComponent])
  }
}
