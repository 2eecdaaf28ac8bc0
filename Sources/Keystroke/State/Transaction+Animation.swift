extension Transaction {
  /// A transaction whose changes would animate with `animation`.
  public init(animation: Animation?) {
    self.init()
    self.animation = animation
  }

  /// The animation the transaction's changes would use; a terminal draws them at once.
  public var animation: Animation? {
    get { self[TransactionAnimationKey.self] }
    set { self[TransactionAnimationKey.self] = newValue }
  }

  /// Whether views' own `.animation` modifiers are kept from animating this transaction's
  /// changes.
  public var disablesAnimations: Bool {
    get { self[TransactionDisablesAnimationsKey.self] }
    set { self[TransactionDisablesAnimationsKey.self] = newValue }
  }

  /// Whether the transaction is part of a continuous change, such as a drag.
  public var isContinuous: Bool {
    get { self[TransactionIsContinuousKey.self] }
    set { self[TransactionIsContinuousKey.self] = newValue }
  }
}

/// The key of ``Transaction/animation``.
private enum TransactionAnimationKey: TransactionKey {
  static var defaultValue: Animation? { nil }
}

/// The key of ``Transaction/disablesAnimations``.
private enum TransactionDisablesAnimationsKey: TransactionKey {
  static var defaultValue: Bool { false }
}

/// The key of ``Transaction/isContinuous``.
private enum TransactionIsContinuousKey: TransactionKey {
  static var defaultValue: Bool { false }
}
