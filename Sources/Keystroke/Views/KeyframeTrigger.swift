/// Any equatable trigger value, compared with values of its own type.
struct KeyframeTrigger: Equatable {
  private let value: any Equatable

  init(_ value: some Equatable) {
    self.value = value
  }

  static func == (lhs: KeyframeTrigger, rhs: KeyframeTrigger) -> Bool {
    lhs.value.isEqual(to: rhs.value)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}
