import Foundation

/// The sizing a sheet has when nothing is said: as wide as its content wants, but at least
/// room to type in a field, and as tall as its content; never bigger than the window.
public struct AutomaticPresentationSizing: PresentationSizing {
  /// Proposes the content's ideal size (the sheet then widens it to its minimum width).
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  { .unspecified }
}

/// A sheet exactly as big as its content's ideal size, within the window.
public struct FittedPresentationSizing: PresentationSizing {
  /// Proposes the content's ideal size.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  { .unspecified }
}

/// A box for a form: 64 cells of content wide and 20 tall, a little narrower than a page,
/// whatever the content; shrunk to fit a smaller window.
public struct FormPresentationSizing: PresentationSizing {
  /// The form's size in cells, inside the sheet's border.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  { ProposedViewSize(width: 64, height: 20) }
}

/// A box about a page wide (84 cells of content, a little wider than a form) and as tall as
/// the window, whatever the content; shrunk to fit a smaller window.
public struct PagePresentationSizing: PresentationSizing {
  /// A page's width in cells, and the window's height.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  { ProposedViewSize(width: 84, height: .infinity) }
}
