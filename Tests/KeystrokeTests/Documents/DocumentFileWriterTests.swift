import Foundation
import Synchronization
import Testing

@testable import Keystroke

/// How a document reaches its file: through symbolic links, keeping mode, owner and hard links,
/// refusing what is not a regular file, and failing cleanly.
@Suite struct DocumentFileWriterTests {
  private func status(_ path: String) throws -> FileStatus {
    var info = stat()
    try #require(lstat(path, &info) == 0)
    return FileStatus(info)
  }

  private func inode(_ path: String) throws -> UInt64 {
    var info = stat()
    try #require(lstat(path, &info) == 0)
    return UInt64(info.st_ino)
  }

  private let writer = DocumentFileWriter(umask: { 0o022 })

  @Test func savingThroughASymbolicLinkWritesTheFileItNamesAndKeepsTheLink() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("real"), withIntermediateDirectories: true)
    try directory.write("old", to: "real/target.txt")
    #expect(chmod(directory.file("real/target.txt"), 0o640) == 0)
    #expect(symlink("real/target.txt", directory.file("link.txt")) == 0)

    try writer.write(Array("new".utf8), to: directory.file("link.txt"))

    #expect(try status(directory.file("link.txt")).kind == .symbolicLink)
    #expect(try directory.read("real/target.txt") == "new")
    #expect(try status(directory.file("real/target.txt")).permissions == 0o640)
    #expect(directory.names() == ["link.txt", "real"])
    #expect(directory.names(in: "real") == ["target.txt"])
  }

  @Test func aChainOfLinksAndADanglingLinkReachTheirTarget() throws {
    let directory = try TemporaryDirectory()
    #expect(symlink(directory.file("second"), directory.file("first")) == 0)
    #expect(symlink("missing.txt", directory.file("second")) == 0)
    try writer.write(Array("made".utf8), to: directory.file("first"))
    #expect(try status(directory.file("first")).kind == .symbolicLink)
    #expect(try status(directory.file("second")).kind == .symbolicLink)
    #expect(try directory.read("missing.txt") == "made")
    #expect(try status(directory.file("missing.txt")).permissions == 0o644)
  }

  @Test func hardLinksStayOneFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("shared, and longer than what replaces it", to: "a.txt")
    #expect(link(directory.file("a.txt"), directory.file("b.txt")) == 0)
    let before = try inode(directory.file("a.txt"))

    try writer.write(Array("joined".utf8), to: directory.file("a.txt"))

    #expect(try directory.read("a.txt") == "joined")
    #expect(try directory.read("b.txt") == "joined")
    #expect(try inode(directory.file("a.txt")) == before)
    #expect(try status(directory.file("b.txt")).linkCount == 2)
    #expect(directory.names() == ["a.txt", "b.txt"])
  }

  @Test func theFilesModeAndOwnerAreKept() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("owned.txt")
    try directory.write("old", to: "owned.txt")
    #expect(chmod(path, 0o604) == 0)
    // Tests run as root, which may give a file away; elsewhere keep the current owner.
    let owner: uid_t = getuid() == 0 ? 4321 : getuid()
    let group: gid_t = getuid() == 0 ? 8765 : getgid()
    #expect(chown(path, owner, group) == 0)

    try writer.write(Array("new".utf8), to: path)

    let after = try status(path)
    #expect(after.permissions == 0o604)
    #expect(after.owner == owner)
    #expect(after.group == group)
    #expect(try directory.read("owned.txt") == "new")
  }

  @Test(arguments: [(mode_t(0o022), mode_t(0o644)), (0o077, 0o600), (0o002, 0o664)])
  func aNewFileGetsTheModeTheUmaskAllows(umask: mode_t, expected: mode_t) throws {
    let directory = try TemporaryDirectory()
    let writer = DocumentFileWriter(umask: { umask })
    try writer.write(Array("x".utf8), to: directory.file("new.txt"))
    #expect(try status(directory.file("new.txt")).permissions == expected)
  }

  @Test func theUmaskIsReadFromTheProcessStatus() {
    let status = "Name:\ttext-documents\nUmask:\t0027\nState:\tR (running)\n"
    #expect(SystemCalls.fileCreationMask(inProcessStatus: status) == 0o027)
    #expect(SystemCalls.fileCreationMask(inProcessStatus: "Name:\tx\n") == nil)
    // The live value is a mask: nothing outside the permission bits.
    #expect(SystemCalls.fileCreationMask() & ~0o777 == 0)
  }

  @Test func aFIFOIsRefusedAndLeftAsItIs() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("pipe")
    #expect(mkfifo(path, 0o600) == 0)
    do {
      try writer.write(Array("x".utf8), to: path)
      Issue.record("writing over a FIFO should fail")
    } catch {
      #expect("\(error)".contains("is a FIFO (named pipe), not a regular file"))
    }
    #expect(try status(path).kind == .fifo)
    #expect(directory.names() == ["pipe"])
  }

  @Test func aDeviceIsRefused() throws {
    do {
      try writer.write(Array("x".utf8), to: "/dev/null")
      Issue.record("writing over a device should fail")
    } catch {
      #expect("\(error)".contains("/dev/null is a character device, not a regular file"))
    }
    #expect(try status("/dev/null").kind == .characterDevice)
  }

  @Test(arguments: [false, true])
  func aFullDiskFailsCleanlyAndKeepsTheOriginal(hardLinked: Bool) throws {
    let directory = try TemporaryDirectory()
    try directory.write("original", to: "doc.txt")
    if hardLinked { #expect(link(directory.file("doc.txt"), directory.file("other.txt")) == 0) }
    let names = directory.names()
    var calls = FileWriteCalls.system
    // The disk fills up after the backup copy (in place) or at once (a new temporary file).
    let writes = Mutex(0)
    let allowed = hardLinked ? 1 : 0
    calls.write = { fd, bytes, count in
      let index = writes.withLock { count in
        count += 1
        return count
      }
      if index > allowed {
        errno = ENOSPC
        return -1
      }
      return SystemCalls.writeBytes(fd, bytes, count)
    }
    let failing = DocumentFileWriter(calls: calls, umask: { 0o022 })
    do {
      try failing.write(Array("replacement".utf8), to: directory.file("doc.txt"))
      Issue.record("the save should have failed")
    } catch {
      #expect("\(error)".contains("No space left on device"))
      #expect("\(error)".contains(directory.file("doc.txt")))
    }
    #expect(try directory.read("doc.txt") == "original")
    if hardLinked { #expect(try directory.read("other.txt") == "original") }
    #expect(directory.names() == names)
  }

  @Test func aFolderThatRefusesNewFilesFailsCleanly() throws {
    let directory = try TemporaryDirectory()
    try directory.write("original", to: "doc.txt")
    // As root, a read-only folder would not stop the write: refuse the temporary file instead,
    // as a read-only folder or file system does for everyone else.
    var calls = FileWriteCalls.system
    calls.makeTemporaryFile = { _ in
      errno = EROFS
      return -1
    }
    let failing = DocumentFileWriter(calls: calls, umask: { 0o022 })
    do {
      try failing.write(Array("replacement".utf8), to: directory.file("doc.txt"))
      Issue.record("the save should have failed")
    } catch {
      #expect("\(error)".contains("could not create a temporary file"))
      #expect("\(error)".contains("Read-only file system"))
    }
    #expect(try directory.read("doc.txt") == "original")
    #expect(directory.names() == ["doc.txt"])
  }

  @Test func aFileWithNoWriteBitsIsReadOnlyEvenForRoot() throws {
    let directory = try TemporaryDirectory()
    try directory.write("x", to: "locked.txt")
    try directory.write("x", to: "open.txt")
    #expect(chmod(directory.file("locked.txt"), 0o444) == 0)
    #expect(symlink("locked.txt", directory.file("link.txt")) == 0)
    #expect(DocumentFileWriter.isReadOnly(directory.file("locked.txt")))
    #expect(DocumentFileWriter.isReadOnly(directory.file("link.txt")))
    #expect(!DocumentFileWriter.isReadOnly(directory.file("open.txt")))
    #expect(!DocumentFileWriter.isReadOnly(directory.file("missing.txt")))
  }
}
