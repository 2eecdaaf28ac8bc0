import Foundation
import Testing

/// Each example's `--help` lists the arguments that example takes: `FILE` only for the
/// document app, `--store` only for apps that keep data or settings; an app that opens no
/// files refuses one.
@Suite struct ExampleHelpTests {
  /// The examples next to the test bundle (`swift build --build-tests` builds them).
  static func executable(_ name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
  }

  private func run(_ name: String, _ arguments: [String]) throws -> (
    output: String, error: String, status: Int32
  ) {
    let url = Self.executable(name)
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path),
      "build the examples first: swift build --build-tests (looked for \(url.path))")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    return (
      String(decoding: data, as: UTF8.self),
      String(decoding: try Data(contentsOf: errorFile), as: UTF8.self), process.terminationStatus
    )
  }

  @Test(arguments: [
    ("text-documents", true, true), ("time-tracker", false, true), ("goal-tracker", false, true),
    ("cuisines", false, true), ("form-demo", false, false), ("ptybench-tabs", false, false),
  ])
  func helpListsFilesOnlyForTheDocumentAppAndTheStoreForAppsThatKeepData(
    name: String, opensDocuments: Bool, keepsData: Bool
  ) throws {
    let result = try run(name, ["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("usage: \(name) "))
    #expect(result.output.contains("--store") == keepsData)
    #expect(result.output.contains("[FILE...]") == opensDocuments)
    #expect(result.output.contains("a document to open at launch") == opensDocuments)
    #expect(result.output.contains("saves new documents") == opensDocuments)
    #expect(result.output.contains("--list-commands"))
  }

  @Test(arguments: [
    ("text-documents", true, true), ("time-tracker", false, true), ("form-demo", false, false),
  ])
  func theUsageAfterABadArgumentListsWhatTheAppTakes(
    name: String, opensDocuments: Bool, keepsData: Bool
  ) throws {
    let result = try run(name, ["--size", "huge"])
    #expect(result.status == 2)
    #expect(result.error.contains("--size: \"huge\" is not a size"))
    #expect(result.error.contains("usage: \(name) "))
    #expect(result.error.contains("[FILE...]") == opensDocuments)
    #expect(result.error.contains("--store") == keepsData)
    #expect(result.output.isEmpty)
  }

  @Test func anAppThatOpensNoFilesRefusesOne() throws {
    let result = try run("time-tracker", ["notes.txt", "--play", "cmd+1"])
    #expect(result.status == 2)
    #expect(result.error.contains("unknown argument \"notes.txt\" (this app opens no files)"))
    #expect(!result.error.contains("FILE"))
    #expect(result.output.isEmpty)
  }
}
