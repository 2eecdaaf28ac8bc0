/// The value a window presents, in a box its content's binding reads and writes.
final class WindowValueBox {
  var value: AnyHashable?

  init(_ value: AnyHashable?) { self.value = value }
}
