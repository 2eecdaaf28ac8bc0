import Foundation

/// How big a sheet is and how it follows its content, SwiftUI's `PresentationSizing`, given to
/// ``View/presentationSizing(_:)`` inside the sheet.
///
/// In Keystroke one unit is one cell. `.automatic` is the sheet as it always was (as wide as
/// its content wants but at least room to type, as tall as its content); `.fitted` is exactly
/// the content's ideal size; `.form` a fixed box of about 64 × 20 cells and `.page` a wider
/// one as tall as the window, each shrunk to a smaller window. A sizing of your own proposes
/// a size through ``proposedSize(for:context:)``, which is clamped to the window.
public protocol PresentationSizing {
  /// The size proposed to the sheet's content, in cells; `nil` in a dimension asks for the
  /// content's ideal length there.
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
}

extension PresentationSizing {
  /// This sizing, taking the content's ideal size in the dimensions given instead of the
  /// proposed one.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    ModifiedPresentationSizing(
      base: self, fitsHorizontally: horizontal, fitsVertically: vertical, sticksHorizontally: false,
      sticksVertically: false)
  }

  /// This sizing, growing with its content but never shrinking again in the dimensions given,
  /// for as long as the sheet is up.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    ModifiedPresentationSizing(
      base: self, fitsHorizontally: false, fitsVertically: false, sticksHorizontally: horizontal,
      sticksVertically: vertical)
  }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The sheet as Keystroke sizes it when nothing is said.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A box for a form, a little narrower than ``page``.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// A box about a page wide and as tall as the window.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}
