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
    /// A document's bytes in the type the user chose, made when the user saves.
    case bytes(@MainActor (UTType?) throws -> [UInt8])
    /// An existing file, moved.
    case file(URL)
  }

  /// How the sheet ended: exactly one outcome per presentation. A failed attempt does not end
  /// it: the sheet shows why and the user can try another name or folder.
  enum Outcome {
    /// The files were placed, at these URLs, in the order of ``items``.
    case placed([URL])
    /// The user gave up (Cancel or Escape) after an attempt failed: that attempt's error.
    case failed(any Error)
    /// The user cancelled before any attempt failed.
    case cancelled
  }

  /// The files to place.
  let items: [Item]
  /// Whether the files are moved (`.fileMover`) rather than written (`.fileExporter`).
  let moving: Bool
  /// The types the user may export as, the first chosen at the start; the sheet offers a
  /// choice when there are several. Empty for a mover.
  let contentTypes: [UTType]
  /// Delivers the outcome, once; the presenter closes the sheet.
  let finish: @MainActor (Outcome) -> Void

  /// Whether the user names the file (a single export) rather than only choosing the folder.
  var asksForName: Bool { !moving && items.count == 1 }

  /// The verb on the sheet's title and button.
  var verb: String { moving ? "Move" : "Export" }
}
