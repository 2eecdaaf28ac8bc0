import Keystroke

// Graphic effects a card applies as it is tapped, and symbol styling: accepted on cells.

/// A card that tilts, blurs and tints itself when tapped.
struct EffectCard: View {
  let title: String
  @State private var isExpanded = false

  var body: some View {
    HStack {
      Text(title).bold()
      Image(systemName: "cloud.sun.fill")
        // compat: .symbolRenderingMode
        .symbolRenderingMode(.multicolor)
        // compat: .foregroundStyle(_:_:)
        .foregroundStyle(.yellow, .gray)
      Image(systemName: "wind").foregroundStyle(.primary, .secondary, .tertiary)
    }
    .symbolRenderingMode(.hierarchical)
    // compat: .rotation3DEffect
    .rotation3DEffect(.degrees(isExpanded ? 8 : 0), axis: (x: 0, y: 1, z: 0))
    // compat: .blur
    .blur(radius: isExpanded ? 0 : 0.5)
    // compat: .brightness
    .brightness(0.05)
    // compat: .contrast
    .contrast(1.1)
    // compat: .saturation
    .saturation(1.2)
    // compat: .grayscale
    .grayscale(0)
    // compat: .hueRotation
    .hueRotation(.degrees(10))
    // compat: .colorMultiply
    .colorMultiply(.white)
    // compat: .colorInvert
    .colorInvert()
    // compat: .luminanceToAlpha
    .luminanceToAlpha()
    // compat: .blendMode
    .blendMode(.multiply)
    // compat: .compositingGroup
    .compositingGroup()
    // compat: .drawingGroup
    .drawingGroup(opaque: false, colorMode: .linear)
    // compat: .mask
    .mask { RoundedRectangle(cornerRadius: 12) }
    .mask(Rectangle())
    .onTapGesture { isExpanded.toggle() }
  }
}
