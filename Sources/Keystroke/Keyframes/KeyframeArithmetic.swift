/// The arithmetic keyframes interpolate with: weighted sums of values whose type is
/// ``VectorArithmetic``. Other values cannot be interpolated and move at a segment's end.
enum KeyframeArithmetic {
  /// `Σ weight × value`, or `nil` when the values are not ``VectorArithmetic``.
  static func sum<Value>(_ terms: [(Value, Double)]) -> Value? {
    guard let first = terms.first?.0 as? any VectorArithmetic else { return nil }
    return sum(terms, as: first)
  }

  private static func sum<Value, Vector: VectorArithmetic>(
    _ terms: [(Value, Double)], as witness: Vector
  ) -> Value? {
    var total = Vector.zero
    for (value, weight) in terms {
      guard let vector = value as? Vector else { return nil }
      total += vector.scaled(by: weight)
    }
    return total as? Value
  }
}
