import Foundation
import Testing

@testable import Keystroke

@Suite struct UTTypeTests {
  @Test(arguments: [
    (UTType.utf8PlainText, UTType.plainText, true), (.utf8PlainText, .data, true),
    (.json, .text, true), (.plainText, .json, false), (.data, .text, false),
  ])
  func conformanceFollowsTheTypeTree(type: UTType, parent: UTType, conforms: Bool) {
    #expect(type.conforms(to: parent) == conforms)
  }

  @Test func extensionsMapToKnownTypesOrDynamicOnes() {
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "TXT") == .plainText)
    #expect(UTType(filenameExtension: "json")?.preferredFilenameExtension == "json")
    #expect(UTType(filenameExtension: "md")?.conforms(to: .data) == true)
    #expect(UTType(filenameExtension: "md")?.conforms(to: .plainText) == false)
    #expect(UTType(filenameExtension: "") == nil)
  }

  @Test(arguments: [
    ("csv", UTType.commaSeparatedText), ("tsv", .tabSeparatedText), ("htm", .html),
    ("xml", .xml), ("png", .png), ("JPG", .jpeg), ("pdf", .pdf),
  ])
  func commonExtensionsNameTheirTypes(extension name: String, type: UTType) {
    #expect(UTType(filenameExtension: name) == type)
  }

  @Test func everyTypeIsAnItemAndImagesAreContentNotText() {
    for type in [UTType.data, .text, .json, .png, .pdf, .folder] {
      #expect(type.conforms(to: .item))
    }
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.jpeg.conforms(to: .content))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.commaSeparatedText.conforms(to: .text))
    #expect(!UTType.folder.conforms(to: .data))
    // A file whose extension no known type claims is still data.
    #expect(UTType(filenameExtension: "goal")?.conforms(to: .item) == true)
  }

  @Test func declaredTypesConformToTheirParent() {
    let exported = UTType(exportedAs: "com.example.notes", conformingTo: .plainText)
    #expect(exported.conforms(to: .text))
    #expect(UTType(importedAs: "com.example.raw").conforms(to: .data))
  }

  @Test func fileWrappersReadRegularFilesAndRefuseMissingOnes() throws {
    let directory = try TemporaryDirectory()
    try directory.write("contents", to: "a.txt")
    let wrapper = try FileWrapper(url: URL(fileURLWithPath: directory.file("a.txt")))
    #expect(wrapper.regularFileContents == Data("contents".utf8))
    #expect(throws: (any Error).self) {
      try FileWrapper(url: URL(fileURLWithPath: directory.file("missing.txt")))
    }
    #expect(FileWrapper(regularFileWithContents: Data([1])).regularFileContents == Data([1]))
  }
}
