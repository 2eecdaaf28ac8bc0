import Foundation
import KeystrokeTerminal

extension GraphicsContext {
  /// A text resolved in the canvas's environment, ready to be measured and drawn, SwiftUI's
  /// `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    /// The text's runs, styled for the environment, tabs expanded.
    let runs: [(String, CellStyle)]
    /// For each run, whether the text gave it a colour of its own.
    let colored: [Bool]
    let environment: EnvironmentValues

    /// The shading of the runs the text gave no colour of its own; the foreground by default.
    public var shading: Shading = .foreground

    init(_ text: Text, in environment: EnvironmentValues, now: Date) {
      let styled = Text.cellRuns(of: text.runs, in: environment, now: now)
      // Expanding tabs keeps one run for each run.
      runs = TabStops.expandingTabs(in: styled)
      colored = text.runs.map { $0.color != nil }
      self.environment = environment
    }

    /// The size, in cells, the text takes laid out within `size`: its widest line by its
    /// lines, wrapped to the width and cut to the height as a `Text` view is.
    public func measure(in size: CGSize) -> CGSize {
      let layout = TextLayout(
        runs: runs, width: Self.cells(size.width), maxLines: Self.cells(size.height),
        truncation: environment.truncationMode)
      return CGSize(width: layout.width, height: layout.lines.count)
    }

    /// The distance, in cells, from the top of the text laid out within `size` to the
    /// baseline of its first line: the bottom of that line (0 for no lines), as a `Text`
    /// view's `.firstTextBaseline` guide is.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      min(measure(in: size).height, 1)
    }

    /// The distance, in cells, from the top of the text laid out within `size` to the
    /// baseline of its last line: the bottom of that line, as a `Text` view's
    /// `.lastTextBaseline` guide is.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      measure(in: size).height
    }

    /// The runs as drawn: those without a colour of their own in the shading's colour.
    func shadedRuns() -> [(String, CellStyle)] {
      if case .foreground = shading.kind { return runs }
      let color = shading.paint(in: environment, opacity: 1)?.color ?? .default
      return zip(runs, colored).map { run, hasColor in
        var style = run.1
        if !hasColor { style.foreground = color }
        return (run.0, style)
      }
    }

    /// A length as whole cells, or `nil` (no limit) for an unbounded one.
    private static func cells(_ length: CGFloat) -> Int? {
      guard length.isFinite, length < CGFloat(Int32.max) else { return nil }
      return max(0, Int(length.rounded(.down)))
    }
  }
}
