import Foundation

/// What a save sheet (`.fileExporter`, `.fileMover`) was asked to place, and where its answer
/// goes.
struct FileSaveRequest {
  /// One file to place: the name it gets and where its contents come from.
  struct Item {
    /// The name it gets in the chosen folder (for a single export, what the name field starts
    /// with).
    var name: String
    /// Where its contents come from.
    var source: Source
  }

  /// Where a file's contents come from.
  enum Source {
    /// A document's bytes, made when the user saves.
    case bytes(@MainActor () throws -> [UInt8])
    /// An existing file, moved.
    case file(URL)
  }

  /// How the sheet ended, or a failed attempt it stays up after.
  enum Outcome {
    /// The files were placed, at these URLs, in the order of ``items``.
    case placed([URL])
    /// An attempt failed; the sheet stays up, showing why.
    case failed(any Error)
    /// The user cancelled.
    case cancelled
  }

  /// The files to place.
  let items: [Item]
  /// Whether the files are moved (`.fileMover`) rather than written (`.fileExporter`).
  let moving: Bool
  /// The type a typed name's missing extension comes from (a single export).
  let contentType: UTType?
  /// Delivers the outcome; the presenter closes the sheet for all but ``Outcome/failed(_:)``.
  let finish: @MainActor (Outcome) -> Void

  /// Whether the user names the file (a single export) rather than only choosing the folder.
  var asksForName: Bool { !moving && items.count == 1 }

  /// The verb on the sheet's title and button.
  var verb: String { moving ? "Move" : "Export" }
}
