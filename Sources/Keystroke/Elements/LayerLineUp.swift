/// How the layers of a ``LayeredElement`` line up along one axis at an alignment guide.
enum LayerLineUp {
  /// A ZStack's: lined up and aligned as one block in the frame, which grows to hold them.
  case grown(GuideLineUp)
  /// A background's or overlay's: each layer this far from the modified view, which keeps
  /// the frame's start.
  case onPrimary(positions: [Int])

  /// How long the lined-up layers reach (a ZStack's); the modified view decides otherwise.
  var length: Int? {
    if case .grown(let lineUp) = self { return lineUp.length }
    return nil
  }

  /// Where layer `index` starts, from the start of a frame `space` long.
  func start(of index: Int, in space: Int, alignment: HorizontalAlignment) -> Int {
    switch self {
    case .grown(let lineUp):
      return alignment.offset(child: lineUp.length, in: space) + lineUp.positions[index]
    case .onPrimary(let positions): return positions[index]
    }
  }

  /// Where layer `index` starts, from the start of a frame `space` long.
  func start(of index: Int, in space: Int, alignment: VerticalAlignment) -> Int {
    switch self {
    case .grown(let lineUp):
      return alignment.offset(child: lineUp.length, in: space) + lineUp.positions[index]
    case .onPrimary(let positions): return positions[index]
    }
  }
}
