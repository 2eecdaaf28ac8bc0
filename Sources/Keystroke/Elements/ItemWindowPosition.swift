/// The first row a ``RowWindowElement`` shows, kept by the view that builds it.
final class ItemWindowPosition {
  /// The first row shown.
  var row = 0
  /// How many rows the last layout showed, which Page Up and Page Down move by.
  var shown = 10
  init() {}
}
