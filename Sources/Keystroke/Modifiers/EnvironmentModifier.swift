/// Changes the environment of a subtree.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
  let transform: EnvironmentTransform

  /// A modifier applying `transform`, a closure written in the framework that stores only
  /// what it captured (see ``EnvironmentTransform``).
  init(transform: @escaping (inout EnvironmentValues) -> Void) {
    self.transform = EnvironmentTransform(apply: transform)
  }

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0), transform: transform.apply)
  }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Provides an observable object to this view's descendants' `@EnvironmentObject`s.
  public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentModifier { $0.setObject(object) })
  }

  /// Disables the controls in this view; a descendant cannot enable them again.
  public consuming func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
  }

  /// Sets the font of text in this view.
  public consuming func font(_ font: Font?) -> some View {
    modifier(EnvironmentModifier { $0.font = font })
  }

  /// Sets the weight of text in this view.
  public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(
      EnvironmentModifier { environment in
        if let weight { environment.font = (environment.font ?? .body).weight(weight) }
      })
  }

  /// Sets the design of text in this view: the terminal's font is the user's, so no effect.
  public consuming func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Sets the width of text in this view: terminal cells have one width, so no effect.
  public consuming func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Makes text in this view bold.
  public consuming func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textEmphasis.insert(.bold) } })
  }

  /// Makes text in this view italic.
  public consuming func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textEmphasis.insert(.italic) } })
  }

  /// Underlines text in this view.
  public consuming func underline(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textEmphasis.insert(.underline) } })
  }

  /// Sets the color of text in this view.
  public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { $0.foregroundColor = style.resolvedColor(in: $0) })
  }

  /// Sets the styles of the layers of symbols in this view; text and shapes take the primary
  /// one, as a symbol does (it is one glyph in one colour).
  public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    foregroundStyle(primary)
  }

  /// Sets the styles of the layers of symbols in this view; text and shapes take the primary
  /// one, as a symbol does (it is one glyph in one colour).
  public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// Sets the color of text in this view.
  public consuming func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentModifier { $0.foregroundColor = color?.resolvedColor(in: $0) })
  }

  /// Sets the tint (accent) color of controls in this view.
  public consuming func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentModifier { $0.tint = tint?.resolvedColor(in: $0) ?? .accentColor })
  }

  /// Limits text in this view to a number of lines.
  public consuming func lineLimit(_ number: Int?) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = number
        $0.reservedLines = 0
      })
  }

  /// Lets text in this view take from the range's lower to its upper number of lines: it
  /// always takes at least the lower (blank rows below shorter text), and a vertical
  /// `TextField` grows to the upper.
  public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = limit.upperBound
        $0.reservedLines = limit.lowerBound
      })
  }

  /// Lets text in this view take at least the range's number of lines, and as many more as
  /// it needs.
  public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = nil
        $0.reservedLines = limit.lowerBound
      })
  }

  /// Limits text in this view to the range's number of lines.
  public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = limit.upperBound
        $0.reservedLines = 0
      })
  }

  /// Limits text in this view to `limit` lines; with `reservesSpace` it takes that many rows
  /// even when it is shorter.
  public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = limit
        $0.reservedLines = reservesSpace ? limit : 0
      })
  }

  /// Sets where lines of text too long for their space are cut: at the head, the tail (the
  /// default) or the middle. The cut shows as `…`; with several lines allowed, the last kept
  /// line is cut at its tail whatever the mode.
  public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(EnvironmentModifier { $0.truncationMode = mode })
  }

  /// Sets how lines of multi-line text line up.
  public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }
}
