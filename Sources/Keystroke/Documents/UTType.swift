#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A uniform type identifier: what kind of data a file holds, as Apple's
/// `UniformTypeIdentifiers.UTType` names it. Provided where the platform has none (Linux), with
/// the members document apps use; on Apple platforms Keystroke re-exports Apple's type.
///
/// Types form a tree by conformance: `.utf8PlainText` conforms to `.plainText`, which conforms
/// to `.text`, which conforms to `.data`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, such as `public.plain-text`.
  public let identifier: String
  /// The filename extension files of this type usually have, without the dot.
  public let preferredFilenameExtension: String?
  /// The identifiers of the types this type conforms to directly.
  private let parents: [String]
  /// Every filename extension that marks this type.
  private let filenameExtensions: [String]

  private init(
    _ identifier: String, extensions: [String] = [], parents: [String]
  ) {
    self.identifier = identifier
    preferredFilenameExtension = extensions.first
    self.filenameExtensions = extensions
    self.parents = parents
  }

  /// Anything a file or folder can hold: the root of the tree.
  public static let item = UTType("public.item", parents: [])
  /// Any sequence of bytes.
  public static let data = UTType("public.data", parents: ["public.item"])
  /// Content people look at or read: documents, images.
  public static let content = UTType("public.content", parents: ["public.item"])
  /// A folder or another directory.
  public static let directory = UTType("public.directory", parents: ["public.item"])
  /// A folder the user sees as one.
  public static let folder = UTType("public.folder", parents: ["public.directory"])
  /// Any text.
  public static let text = UTType("public.text", parents: ["public.data", "public.content"])
  /// Text without markup, in an unspecified encoding.
  public static let plainText = UTType(
    "public.plain-text", extensions: ["txt", "text"], parents: ["public.text"])
  /// Plain text encoded as UTF-8.
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", parents: ["public.plain-text"])
  /// JSON text.
  public static let json = UTType("public.json", extensions: ["json"], parents: ["public.text"])
  /// Comma-separated values.
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", extensions: ["csv"], parents: ["public.text"])
  /// Tab-separated values.
  public static let tabSeparatedText = UTType(
    "public.tab-separated-values-text", extensions: ["tsv"], parents: ["public.text"])
  /// HTML.
  public static let html = UTType(
    "public.html", extensions: ["html", "htm"], parents: ["public.text"])
  /// XML.
  public static let xml = UTType("public.xml", extensions: ["xml"], parents: ["public.text"])
  /// Any image.
  public static let image = UTType("public.image", parents: ["public.data", "public.content"])
  /// A PNG image.
  public static let png = UTType("public.png", extensions: ["png"], parents: ["public.image"])
  /// A JPEG image.
  public static let jpeg = UTType(
    "public.jpeg", extensions: ["jpeg", "jpg"], parents: ["public.image"])
  /// A PDF document.
  public static let pdf = UTType(
    "com.adobe.pdf", extensions: ["pdf"], parents: ["public.data", "public.content"])

  /// An address: a web link or a file's location.
  public static let url = UTType("public.url", parents: ["public.data"])
  /// A file's location.
  public static let fileURL = UTType("public.file-url", parents: ["public.url"])

  /// The types Keystroke knows by name, for lookups by identifier or extension.
  private static let known: [UTType] = [
    .item, .data, .content, .directory, .folder, .text, .plainText, .utf8PlainText, .json,
    .commaSeparatedText, .tabSeparatedText, .html, .xml, .image, .png, .jpeg, .pdf, .url,
    .fileURL,
  ]

  /// The type for files ending in `filenameExtension`; a dynamic type conforming to `supertype`
  /// when no known type claims the extension.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard !lowered.isEmpty else { return nil }
    if let match = Self.known.first(where: { $0.filenameExtensions.contains(lowered) }),
      match.conforms(to: supertype)
    {
      self = match
    } else {
      self.init("dyn.keystroke.\(lowered)", extensions: [lowered], parents: [supertype.identifier])
    }
  }

  /// The type with `identifier`, if Keystroke knows it.
  public init?(_ identifier: String) {
    guard let match = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = match
  }

  /// Declares a type the app owns (and exports), conforming to `parentType`.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(identifier, parents: [(parentType ?? .data).identifier])
  }

  /// Declares a type another app owns (the app imports it), conforming to `parentType`.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(identifier, parents: [(parentType ?? .data).identifier])
  }

  /// Whether this type is `type` or one of its descendants.
  public func conforms(to type: UTType) -> Bool {
    if identifier == type.identifier { return true }
    return parents.contains { parent in
      if parent == type.identifier { return true }
      guard let known = Self.known.first(where: { $0.identifier == parent }) else { return false }
      return known.conforms(to: type)
    }
  }

  /// The identifier.
  public var description: String { identifier }
}
#endif
