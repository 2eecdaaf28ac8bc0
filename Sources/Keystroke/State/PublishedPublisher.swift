#if canImport(Combine)
import Combine
#endif

extension Published {
  /// The publisher behind `$property`: it sends the current value to each new subscriber,
  /// then every new value as it is set (before the property stores it, as in Combine).
  ///
  /// It conforms to Combine's `Publisher` where Combine exists and to Keystroke's otherwise.
  public struct Publisher {
    /// The value of the property.
    public typealias Output = Value
    /// Setting a property cannot fail.
    public typealias Failure = Never

    let subject: CurrentValueSubject<Value, Never>

    /// A publisher starting from `output`, for a property not held by an object.
    public init(_ output: Output) { subject = CurrentValueSubject(output) }

    init(subject: CurrentValueSubject<Value, Never>) { self.subject = subject }

    /// Attaches `subscriber`, which first receives the current value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }
}

#if canImport(Combine)
extension Published.Publisher: Combine.Publisher {}
#else
extension Published.Publisher: Keystroke.Publisher {}
#endif
