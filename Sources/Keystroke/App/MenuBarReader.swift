import KeystrokeCore

/// A view waiting for the menu bar of the update that builds it.
///
/// The menu bar is resolved after the window is built, from what the window contributed
/// (tab shortcuts, focused values, the field being edited), so a view inside the window that
/// shows the bar cannot be built before it. Such a view leaves an empty
/// ``LateContentElement`` in its place and a reader in the update's record; once the bar and
/// the key mapping are known, the app's root builds every reader into its slot, before
/// anything is measured or drawn. So the view shows this update's bar, and the update needs
/// no second pass to catch up.
@MainActor
struct MenuBarReader {
  /// Builds the view with the resolved bar and mapping and puts it in its slot.
  let fill: @MainActor (ResolvedMenuBar, KeyMapping) -> Void

  /// Builds every reader `record` holds, including any a reader's own build adds.
  static func fillAll(in record: InteractionRecord, bar: ResolvedMenuBar, mapping: KeyMapping) {
    var index = 0
    while index < record.menuBarReaders.count {
      record.menuBarReaders[index].fill(bar, mapping)
      index += 1
    }
  }
}
