import Foundation
import Testing

/// Each example's `--help` lists the arguments that example takes: `FILE` only for the
/// document app, `--store` only for apps that keep data or settings; an app that opens no
/// files refuses one.
@Suite struct ExampleHelpTests {
  private func run(_ name: String, _ arguments: [String]) throws -> (
    output: String, error: String, status: Int32
  ) {
    let run = try ExamplePlay.run(name, arguments)
    return (run.output, run.error, run.status)
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
