import Foundation

extension View {
  /// Accepted and has no effect: a terminal app is not sent URLs to open (files named on the
  /// command line open in a document scene instead), so `action` never runs.
  public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
