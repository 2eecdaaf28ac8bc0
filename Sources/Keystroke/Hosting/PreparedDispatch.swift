import KeystrokeCore

/// The dispatch index compiled from one update's interaction record with one view focused,
/// kept so that the next key finds it ready.
///
/// A terminal app compiles it once the frame is written (``ViewHost/prepareForNextKey()``),
/// while the user reads the screen, rather than when the key arrives. It is valid only for
/// the update and the focus it was made for: the record of a later update, or focus moved to
/// another view, needs a new one.
struct PreparedDispatch {
  /// The graph's update generation whose record the index was compiled from.
  let generation: Int
  /// The view that had focus when it was compiled.
  let focusedNodeID: Int?
  /// The compiled snapshot.
  let index: DispatchIndex

  /// Whether the index still describes the host: made from this update's record, with the
  /// same view focused.
  func matches(generation: Int, focusedNodeID: Int?) -> Bool {
    self.generation == generation && self.focusedNodeID == focusedNodeID
  }
}
