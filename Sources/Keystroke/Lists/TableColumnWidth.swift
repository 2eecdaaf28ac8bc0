/// The widths a table column asks for, in cells: any of a minimum, an ideal and a maximum
/// (`.width(min:ideal:max:)`), or all three equal (`.width(_:)`).
struct TableColumnWidth: Equatable {
  var min: Int?
  var ideal: Int?
  var max: Int?

  /// A column that takes what its content and header need.
  static let automatic = TableColumnWidth()
}
