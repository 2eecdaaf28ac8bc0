extension View {
  /// Names a preview in Xcode's canvas; it has no effect on a terminal.
  nonisolated public consuming func previewDisplayName(_ value: String?) -> some View { self }

  /// Sets a preview's layout in Xcode's canvas; it has no effect on a terminal.
  nonisolated public consuming func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Sets a preview's device in Xcode's canvas; it has no effect on a terminal.
  nonisolated public consuming func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
