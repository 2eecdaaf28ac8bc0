import Foundation
import Keystroke

// Alignment guides of the app's own, in the shapes apps write them: a form whose labels end
// on one column however long each is, a list whose marker lines up with the chosen row in
// another stack, and a container of its own that says where its guide lies.

extension HorizontalAlignment {
  /// Where a form's labels end and its fields begin: by default a view's trailing edge.
  // compat: AlignmentID
  private enum LabelTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
  }

  /// The column a form's labels end on.
  // compat: HorizontalAlignment
  static let labelTrailing = HorizontalAlignment(LabelTrailing.self)
}

extension VerticalAlignment {
  /// The row of the chosen item: by default a view's top.
  private enum ChosenRow: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
  }

  /// The row a chooser's marker lines up with.
  // compat: VerticalAlignment
  static let chosenRow = VerticalAlignment(ChosenRow.self)
}

/// A form whose labels end on one column: each row's label sets the guide at its trailing
/// edge, the guide passes out of the row's `HStack`, and the `VStack` lines the rows up by it.
struct LabelAlignedForm: View {
  let fields: [(label: String, value: String)]

  var body: some View {
    VStack(alignment: .labelTrailing, spacing: 0) {
      ForEach(fields.indices, id: \.self) { index in
        HStack(spacing: 1) {
          // compat: .alignmentGuide
          Text(fields[index].label).alignmentGuide(.labelTrailing) { dimensions in
            dimensions[.trailing]
          }
          Text(fields[index].value)
        }
      }
    }
  }
}

/// Names in one column and a marker in another, lined up with the chosen name: the guide set
/// on the chosen name passes out of its `VStack` to the `HStack` aligned by it.
struct ChosenNameMarker: View {
  let names: [String]
  let chosen: Int

  var body: some View {
    HStack(alignment: .chosenRow, spacing: 1) {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(names.indices, id: \.self) { index in
          if index == chosen {
            Text(names[index]).alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
          } else {
            Text(names[index])
          }
        }
      }
      VStack(spacing: 0) {
        Text("<- chosen").alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
      }
    }
  }
}

/// A column that indents its subviews by `indent` and says its `.labelTrailing` guide lies
/// where the indent ends, so a form around it lines its label column up there.
struct IndentedColumn: Layout {
  var indent: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: indent + (sizes.map(\.width).max() ?? 0), height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX + indent, y: y), proposal: ProposedViewSize(size))
      y += size.height
    }
  }

  // compat: Layout
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard guide == .labelTrailing else { return nil }
    return bounds.minX + indent
  }
}

/// A row of badges hung from a line: each badge's `.chosenRow` guide, read through
/// `LayoutSubview.dimensions(in:)`, sits on the row below the top.
struct HangingBadges: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
    return CGSize(width: widths.reduce(0, +), height: 4)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      // compat: ViewDimensions
      let dimensions = subview.dimensions(in: .unspecified)
      let y = bounds.minY + 1 - dimensions[.chosenRow]
      subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
      x += dimensions.width
    }
  }
}

/// A column that stacks its subviews at its leading edge and says nothing of its guides: a
/// guide its subviews set passes out of it to the stack around it, as SwiftUI's default
/// `explicitAlignment` merges the subviews' guides.
struct PlainColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
      y += size.height
    }
  }
}

/// A card of three lines with a badge layered over its first, marked from beside the card at
/// the row between the two lines that set `.chosenRow`: the guides pass out of the `ZStack`.
struct BadgedCardMarker: View {
  var body: some View {
    HStack(alignment: .chosenRow, spacing: 1) {
      ZStack(alignment: .topLeading) {
        VStack(alignment: .leading, spacing: 0) {
          Text("one")
          Text("two")
          Text("six").alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
        }
        Text("!").alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
          .padding(.leading, 4)
      }
      Text("<")
    }
  }
}

/// A price list whose chosen line is marked from beside the grid: the guide set in one cell
/// passes out of the `Grid`.
struct PriceGridMarker: View {
  let chosen: Int

  var body: some View {
    HStack(alignment: .chosenRow, spacing: 1) {
      Grid(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 0) {
        GridRow {
          Text("Tea")
          price("3", row: 0)
        }
        GridRow {
          Text("Coffee")
          price("4", row: 1)
        }
        GridRow {
          Text("Cake")
          price("5", row: 2)
        }
      }
      Text("<")
    }
  }

  @ViewBuilder private func price(_ text: String, row: Int) -> some View {
    if row == chosen {
      Text(text).alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
    } else {
      Text(text)
    }
  }
}

/// A score table laid out by a `LazyVGrid`, its chosen score marked from beside the grid: the
/// guide set in one cell passes out of the lazy grid as out of a `Grid`.
struct ScoreGridMarker: View {
  let chosen: Int
  private let scores = [("Ann", 7), ("Bo", 9), ("Cy", 4)]

  var body: some View {
    HStack(alignment: .chosenRow, spacing: 1) {
      // compat: LazyVGrid
      LazyVGrid(
        columns: [GridItem(.fixed(4), spacing: 1, alignment: .leading), GridItem(.fixed(1))],
        alignment: .leading, spacing: 0
      ) {
        ForEach(scores.indices, id: \.self) { row in
          Text(scores[row].0)
          if row == chosen {
            Text("\(scores[row].1)").alignmentGuide(.chosenRow) { dimensions in dimensions[.top] }
          } else {
            Text("\(scores[row].1)")
          }
        }
      }
      Text("<")
    }
  }
}
