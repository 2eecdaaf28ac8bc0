/// What an open list with an ``ItemWindow`` keeps between updates: its highlighted item and
/// the first item its window shows (a picker's options, a pop-up menu's buttons).
protocol ItemWindowState: AnyObject {
  /// The highlighted item.
  var highlighted: Int { get set }
  /// The first item shown.
  var top: Int { get set }
}
