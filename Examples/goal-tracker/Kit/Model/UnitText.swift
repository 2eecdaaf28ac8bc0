import ExampleSupport

/// An amount with its unit as the screens show it: "1 time", "2 times", "1.5 hours".
///
/// The built-in units are English plurals, so exactly one of them takes the singular; a unit
/// the user made is shown as it was typed, since its singular is not known.
public enum UnitText {
  /// The singular of each built-in unit that has one.
  static let singulars = ["times": "time", "minutes": "minute", "hours": "hour", "pages": "page"]

  /// The unit's name for `amount` (without the number).
  public static func unit(_ unit: String, for amount: Double) -> String {
    let shown = AmountText.format(amount) == "1" ? singulars[unit] ?? unit : unit
    return SingleLineText.display(shown)
  }

  /// The amount and its unit: "1 time", "2.5 km".
  public static func phrase(_ amount: Double, _ unit: String) -> String {
    "\(AmountText.format(amount)) \(Self.unit(unit, for: amount))"
  }
}
