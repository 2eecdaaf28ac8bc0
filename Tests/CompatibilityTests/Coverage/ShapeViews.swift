import Keystroke

// Shapes, colour schemes, images and gesture state in the shapes Apple's documentation and
// common apps use them: a status badge, a card, a custom chart shape, a zoomable image.

/// A triangle, as the `Shape` documentation builds one.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    // compat: Path
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A line chart through values between 0 and 1, with an animatable phase.
struct Sparkline: Shape {
  var values: [Double]
  var phase: Double = 0

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      for (index, value) in values.enumerated() {
        let x = rect.width * CGFloat(index) / CGFloat(max(1, values.count - 1))
        let point = CGPoint(x: x, y: rect.height * (1 - value))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: 1, startAngle: .zero,
        endAngle: .degrees(90), clockwise: false)
    }
  }
}

/// A card of shapes.
struct ShapeCard: View {
  let status: String
  let load: Double
  // compat: ColorScheme
  @Environment(\.colorScheme) private var colorScheme
  // compat: @GestureState
  @GestureState private var isPressing = false
  @GestureState private var dragOffset: CGSize = .zero

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        // compat: Circle
        Circle()
          .fill(status == "ok" ? Color.green : Color.red)
          .frame(width: 2, height: 1)
        // compat: Capsule
        Text(status).padding(.horizontal, 1).background(Capsule().fill(.blue))
        Text(colorScheme == .dark ? "dark" : "light")
      }
      // compat: Rectangle
      Rectangle()
        // compat: .stroke
        .stroke(.secondary, lineWidth: 1)
        .frame(height: 3)
      // compat: RoundedRectangle
      RoundedRectangle(cornerRadius: 6, style: .continuous)
        // compat: .strokeBorder
        .strokeBorder(Color.gray, lineWidth: 2)
        .frame(width: 10, height: 3)
      RoundedRectangle(cornerSize: CGSize(width: 4, height: 4))
        // compat: .fill
        .fill(.tint)
        .frame(height: 2)
      // compat: Ellipse
      Ellipse()
        // compat: Shape .foregroundStyle
        .foregroundStyle(.orange)
        .frame(width: 6, height: 2)
      // compat: UnevenRoundedRectangle
      UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8)
        .stroke(.primary, style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [4, 2]))
        .frame(height: 3)
      // compat: Shape
      Triangle().fill(.yellow, style: FillStyle(eoFill: true)).frame(width: 8, height: 4)
      Sparkline(values: [0.2, 0.8, 0.4, 1]).stroke(lineWidth: 1).frame(height: 4)
      Path { path in path.addRect(CGRect(x: 0, y: 0, width: 4, height: 2)) }
        .stroke(Color.blue, lineWidth: 1)
      HStack {
        Capsule().fill(.purple)
        Capsule().fill(.cyan)
        Capsule().fill(.teal)
        Capsule().fill(.mint)
        Capsule().fill(.indigo)
        Capsule().fill(.pink)
        Capsule().fill(.brown)
        Capsule().stroke(.black).background(.white)
        // compat: ShapeStyle.opacity
        Capsule().fill(.tint.opacity(0.2))
        Capsule().fill(Color.gray.opacity(0.2))
        Rectangle().fill(Color.clear).contentShape(Rectangle())
        Color.red.opacity(0.5)
      }
      .frame(height: 1)
      // compat: Color.opacity
      Text("Faded").foregroundStyle(Color.gray.opacity(0.5))
        .shadow(color: .black.opacity(0.2), radius: 4)
        .background(TranslucentColors.wash)
      // compat: Shape in .background/.overlay
      Text("Card")
        .padding(1)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondary))
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
        .background(.blue, in: Capsule())
        .overlay { Capsule().strokeBorder(.red) }
        .background(alignment: .leading) { Rectangle().fill(.green).frame(width: 1) }
      // compat: .clipShape
      Text("Clipped")
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .clipShape(.rect(cornerRadius: 4))
        .clipShape(.capsule)
        .clipped()
      // compat: .contentShape
      Text("Tap area")
        .contentShape(Rectangle())
        .contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 4))
        .contentShape([.interaction, .hoverEffect], .capsule)
      // compat: Material
      Text("Frosted")
        .padding(1)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
        .background(.regularMaterial)
        .background(.bar)
        .background(in: Capsule())
        .background(.background)
      // compat: .trim
      ZStack {
        Circle().stroke(.gray, lineWidth: 2)
        Circle()
          .trim(from: 0, to: load)
          .stroke(.green, style: StrokeStyle(lineWidth: 2, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(width: 8, height: 4)
      Path { path in path.addLines([.zero, CGPoint(x: 4, y: 4)]) }
        .trimmedPath(from: 0, to: 0.5)
        .stroke(.red)
      // compat: AnyShape
      AnyShape(status == "ok" ? AnyShape(Circle()) : AnyShape(Rectangle()))
        .stroke(.green)
        .frame(width: 4, height: 2)
        .onTapGesture {}
        .gesture(
          DragGesture()
            // compat: .updating
            .updating($dragOffset) { value, state, _ in state = value.translation }
        )
        .simultaneousGesture(
          LongPressGesture().updating($isPressing) { value, state, _ in state = value })
      // compat: Image.resizable
      Image(systemName: "star.fill")
        .resizable()
        .renderingMode(.template)
        .interpolation(.high)
        .antialiased(true)
        .aspectRatio(contentMode: .fit)
        .frame(width: 2, height: 1)
        // compat: .scaleEffect
        .scaleEffect(isPressing ? 1.2 : 1)
        .scaleEffect(x: 1, y: 1, anchor: .bottom)
        .scaleEffect(CGSize(width: 1, height: 1))
        // compat: .rotationEffect
        .rotationEffect(.degrees(45))
      // compat: .gaugeStyle
      Gauge(value: load) { Text("Load") }.gaugeStyle(.linearCapacity)
      Gauge(value: load) { Text("CPU") }.gaugeStyle(.accessoryCircular)
      Gauge(value: load) { Text("Disk") }.gaugeStyle(.accessoryLinear)
      Gauge(value: load) { Text("Fan") }.gaugeStyle(.accessoryCircularCapacity)
    }
    // compat: .preferredColorScheme
    .preferredColorScheme(.dark)
  }
}

/// Standard shapes chosen through `Shape`'s static members, as iOS 17 code writes them.
struct ShapeMembers: View {
  var body: some View {
    HStack {
      Text("a").background(.red, in: .rect(cornerRadius: 2))
      Text("b").background(.blue, in: .capsule)
      Text("c").background(.green, in: .circle)
      Text("d").background(.orange, in: .ellipse)
      Text("e").background(.yellow, in: .rect)
      Text("f").background(.gray, in: .rect(topLeadingRadius: 2))
      Text("g").clipShape(.rect(cornerSize: CGSize(width: 2, height: 2)))
      Rectangle().inset(by: 1).stroke(.primary).frame(width: 6, height: 4)
    }
    .environment(\.colorScheme, .light)
  }
}

/// A caption in the deeper content levels, as an order row draws its secondary details.
struct LevelledCaption: View {
  let text: String
  var body: some View {
    // compat: HierarchicalShapeStyle
    HStack {
      Text(text).foregroundStyle(.quaternary)
      Divider().background(.quinary)
    }
  }
}

/// Translucent colours kept as colours, as SwiftUI's `Color.opacity(_:)` returns a `Color`.
enum TranslucentColors {
  static let wash: Color = .red.opacity(0.3)
  static let faded = Color.blue.opacity(0.5).opacity(0.5)
}
