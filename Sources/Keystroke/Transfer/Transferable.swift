import Foundation

/// A type whose values can leave the app and come back: copied and pasted, shared, dragged and
/// exported, SwiftUI's (CoreTransferable's) `Transferable`.
///
/// A type lists the forms it travels in, richest first, in `transferRepresentation`:
///
/// ```swift
/// struct Habit: Codable, Transferable {
///   var name: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .json)
///     ProxyRepresentation(exporting: \.name)
///   }
/// }
/// ```
///
/// A terminal's clipboard holds text, so Keystroke moves a value as text: its plain-text form
/// when it has one (a `String` proxy, a data representation of a plain-text type), else its
/// first other text form (JSON, CSV), else the path of the file it exports. Within the app the
/// pasteboard also keeps the copied values themselves, so a paste into the same type gets them
/// back unchanged.
public protocol Transferable: SendableMetatype {
  /// The representations' type, usually inferred from `transferRepresentation`.
  associatedtype Representation: TransferRepresentation

  /// The forms values of this type travel in, the preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}
