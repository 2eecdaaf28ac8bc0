import Foundation

/// Shows an inspector beside a view: a trailing pane after a vertical divider in regular width,
/// a sheet in compact width. The content keeps its place in both, so its state survives a
/// resize.
struct InspectorModifier<Inspector: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let inspector: Inspector
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.inspectorColumnWidth) private var width

  func body(content: Content) -> some View {
    let compact = sizeClass == .compact
    HStack(spacing: 0) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity)
      if !compact && isPresented.wrappedValue {
        Divider()
        inspector.padding(.leading, 1).frame(width: width, alignment: .leading)
          .frame(maxHeight: .infinity, alignment: .top)
      }
    }
    .sheet(isPresented: compact ? isPresented : .constant(false)) { inspector }
    .focusedSceneValue(\.inspectorToggle, InspectorToggle(isPresented: isPresented))
  }
}

/// What ``InspectorCommands`` act on: the inspector of the focused scene.
struct InspectorToggle {
  let isPresented: Binding<Bool>
}

private struct InspectorToggleKey: FocusedValueKey {
  typealias Value = InspectorToggle
}

extension FocusedValues {
  /// The inspector of the focused scene.
  var inspectorToggle: InspectorToggle? {
    get { self[InspectorToggleKey.self] }
    set { self[InspectorToggleKey.self] = newValue }
  }
}

private struct InspectorColumnWidthKey: EnvironmentKey {
  static let defaultValue: CGFloat = 32
}

extension EnvironmentValues {
  /// The width of an inspector pane in columns (default 32).
  var inspectorColumnWidth: CGFloat {
    get { self[InspectorColumnWidthKey.self] }
    set { self[InspectorColumnWidthKey.self] = newValue }
  }
}

extension View {
  /// Shows `content` as an inspector: a trailing pane in regular width, a sheet in compact
  /// width, while `isPresented` is true. View › Show Inspector toggles it when the app adds
  /// ``InspectorCommands``.
  public consuming func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
  }

  /// Sets the inspector pane's width in columns.
  public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View {
    environment(\.inspectorColumnWidth, width)
  }

  /// Sets the inspector pane's width in columns to `ideal` (a terminal does not let the user
  /// drag it, so `min` and `max` have no effect).
  public consuming func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  )
    -> some View
  {
    environment(\.inspectorColumnWidth, ideal)
  }
}
