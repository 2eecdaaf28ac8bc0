import Foundation

extension Path: Shape {
  /// The path itself, as drawn (it is not fitted to `rect`).
  public func path(in rect: CGRect) -> Path { self }
}
