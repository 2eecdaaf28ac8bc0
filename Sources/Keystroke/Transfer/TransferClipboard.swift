import Foundation

/// Moves transferable values through the app's pasteboard: the values themselves for pastes in
/// the app, and their text (made by a task, since a type's conversions are asynchronous) for
/// the terminal's clipboard.
@MainActor
enum TransferClipboard {
  /// Puts `items` on `pasteboard`: the values at once, their text (one per line) when made.
  static func copy<T: Transferable>(
    _ items: [T], to pasteboard: Pasteboard?, invalidation: InvalidationFlag
  ) {
    guard let pasteboard, !items.isEmpty else { return }
    let generation = pasteboard.hold(items.map { $0 as Any })
    // Text, URLs and data are their own text: on the pasteboard at once, so a paste into a
    // text field right after the copy finds it.
    if items.allSatisfy({ ShareableText.isPlain($0) }) {
      pasteboard.copy(
        items.map { ShareableText.text(of: $0) }.joined(separator: "\n"), items: generation)
      return
    }
    let box = TransferBox(value: items.map { $0 as Any })
    Task { @MainActor in
      let text = await Self.text(of: box)
      pasteboard.copy(text, items: generation)
      invalidation.raise()
    }
  }

  /// Hands `deliver` the pasteboard's values of `T`: the values copied in the app when they
  /// all are of `T`, else the value its text makes (see ``values(from:as:deliver:)``).
  static func paste<T>(
    _ type: T.Type, from pasteboard: Pasteboard?, deliver: @escaping @MainActor ([T]) -> Void
  ) {
    guard let pasteboard else { return }
    let copied = pasteboard.items.compactMap { $0 as? T }
    if !copied.isEmpty, copied.count == pasteboard.items.count {
      deliver(copied)
    } else if let text = pasteboard.string {
      values(from: text, as: type, deliver: deliver)
    }
  }

  /// Hands `deliver` the value of `T` that `text` makes, if any: at once for the types made
  /// straight from text (`String`, `URL`, `Data`, `AttributedString`), else, for a
  /// `Transferable` type, when a task has converted it through the type's representations.
  static func values<T>(
    from text: String, as type: T.Type, deliver: @escaping @MainActor ([T]) -> Void
  ) {
    guard !text.isEmpty else { return }
    if let value = ShareableText.value(text, as: T.self) {
      deliver([value])
      return
    }
    guard let transferable = T.self as? any Transferable.Type else { return }
    Task { @MainActor in
      let made = await Self.value(from: text, as: transferable)
      if let value = made.value as? T { deliver([value]) }
    }
  }

  /// Puts the text of `items` on `pasteboard`, after `subject` and `message`, one per line:
  /// at once when every item is made straight into text, else when a task has converted the
  /// transferable ones.
  static func share(
    _ items: [Any], subject: String?, message: String?, to pasteboard: Pasteboard?,
    invalidation: InvalidationFlag? = nil
  ) {
    guard let pasteboard else { return }
    guard items.contains(where: { !ShareableText.isPlain($0) && $0 is any Transferable }) else {
      pasteboard.copy(ShareableText.text(of: items, subject: subject, message: message))
      return
    }
    let box = TransferBox(value: items)
    // Held like a copy of values, so text made after a later copy does not replace it.
    let generation = pasteboard.hold(items)
    Task { @MainActor in
      let lines = await Self.texts(of: box)
      pasteboard.copy(
        ShareableText.text(of: lines, subject: subject, message: message), items: generation)
      invalidation?.raise()
    }
  }

  /// Each item's text: a transferable one's text form, any other as it is.
  nonisolated private static func texts(of items: TransferBox<[Any]>) async -> [Any] {
    var texts: [Any] = []
    for item in items.value {
      if !ShareableText.isPlain(item), let transferable = item as? any Transferable {
        texts.append(await TransferText.text(of: transferable) ?? String(describing: item))
      } else {
        texts.append(item)
      }
    }
    return texts
  }

  /// The items' text, one per line.
  nonisolated private static func text(of items: TransferBox<[Any]>) async -> String {
    let lines = await texts(of: items)
    return lines.map { ShareableText.text(of: $0) }.joined(separator: "\n")
  }

  /// The value of `type` that `text` makes, if any.
  nonisolated private static func value<U: Transferable>(
    from text: String, as type: U.Type
  ) async -> TransferBox<Any?> {
    TransferBox(value: await TransferText.value(from: text, as: type))
  }
}
