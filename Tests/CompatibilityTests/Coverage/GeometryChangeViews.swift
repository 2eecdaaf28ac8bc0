import Keystroke

// Views that follow their own size, the iOS 16/18 way: `.onGeometryChange` instead of a
// GeometryReader around the content.

/// A window-wide panel that shows its own width, and a line of text that logs its width each
/// time it changes (a button swaps it for a longer line).
struct MeasuredPanel: View {
  @State private var width = 0
  @State private var textWidths: [String] = []
  @State private var isLong = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("width:\(width) text:\(textWidths.joined(separator: ","))")
      Button("Swap") { isLong.toggle() }
      Text(isLong ? "a longer line of text" : "short")
        // compat: .onGeometryChange
        .onGeometryChange(for: Int.self) { proxy in
          Int(proxy.size.width)
        } action: { old, new in
          textWidths.append("\(old)>\(new)")
        }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .onGeometryChange(for: CGFloat.self) { proxy in
      proxy.frame(in: .global).width
    } action: { newWidth in
      width = Int(newWidth)
    }
  }
}
