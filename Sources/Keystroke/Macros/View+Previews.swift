extension View {
  /// Names a preview in Xcode's canvas; it has no effect on a terminal.
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }

  /// Sets a preview's layout in Xcode's canvas; it has no effect on a terminal.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Sets a preview's device in Xcode's canvas; it has no effect on a terminal.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
