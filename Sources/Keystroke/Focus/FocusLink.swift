/// A value of a focus state: what `.focused(_:equals:)` links a control to and what
/// `.defaultFocus` names.
struct FocusLink: Hashable {
  /// The focus state's storage.
  let state: ObjectIdentifier
  /// The value that stands for the control.
  let value: AnyHashable
}
