import Keystroke

// Canvases as apps draw them: a bar chart of rectangles with labels, a sparkline stroked
// through its points, a gauge turned and clipped, a legend laid out from measured text.

/// A bar chart drawn with rectangles, each bar labelled under it.
struct CanvasBarChart: View {
  let values: [Double]
  let labels: [String]

  var body: some View {
    // compat: Canvas
    Canvas { context, size in
      let barWidth = size.width / CGFloat(max(1, values.count))
      let top = values.max() ?? 1
      for (index, value) in values.enumerated() {
        let height = (size.height - 1) * value / top
        let bar = CGRect(
          x: CGFloat(index) * barWidth, y: size.height - 1 - height, width: barWidth - 1,
          height: height)
        // compat: GraphicsContext.fill
        // compat: GraphicsContext.Shading
        context.fill(Path(bar), with: .color(index.isMultiple(of: 2) ? .blue : .green))
        // compat: GraphicsContext.draw(Text)
        context.draw(
          Text(labels[index]).font(.caption),
          at: CGPoint(x: bar.midX, y: size.height), anchor: .bottom)
      }
    }
    .frame(height: 8)
  }
}

/// A sparkline stroked through values between 0 and 1, over a shaded area.
struct CanvasSparkline: View {
  let values: [Double]

  var body: some View {
    Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) { context, size in
      guard values.count > 1 else { return }
      let step = size.width / CGFloat(values.count - 1)
      var line = Path()
      line.addLines(
        values.enumerated().map { index, value in
          CGPoint(x: CGFloat(index) * step, y: size.height * (1 - value))
        })
      var area = line
      area.addLine(to: CGPoint(x: size.width, y: size.height))
      area.addLine(to: CGPoint(x: 0, y: size.height))
      area.closeSubpath()
      context.fill(
        area,
        with: .style(
          LinearGradient(colors: [.green, .clear], startPoint: .top, endPoint: .bottom)),
        style: FillStyle(eoFill: false))
      context.fill(
        Path(CGRect(x: 0, y: size.height - 1, width: size.width, height: 1)),
        // compat: GraphicsContext.Shading.linearGradient
        with: .linearGradient(
          Gradient(colors: [.red, .yellow, .green]), startPoint: .zero,
          endPoint: CGPoint(x: size.width, y: 0)))
      // compat: GraphicsContext.stroke
      context.stroke(line, with: .foreground, lineWidth: 2)
      context.stroke(line, with: .style(.tint), style: StrokeStyle(lineWidth: 1, dash: [2]))
    }
  }
}

/// A gauge: a needle turned about the centre, its dial clipped to the upper half.
struct CanvasGauge: View {
  let fraction: Double

  var body: some View {
    Canvas { context, size in
      let centre = CGPoint(x: size.width / 2, y: size.height)
      // compat: GraphicsContext.drawLayer
      context.drawLayer { dial in
        // compat: GraphicsContext.clip
        dial.clip(to: Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)))
        dial.clip(
          to: Path(ellipseIn: CGRect(x: 2, y: 2, width: 2, height: 2)), style: FillStyle(),
          options: .inverse)
        dial.stroke(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height * 2)),
          with: .color(.secondary), lineWidth: 1)
      }
      // compat: GraphicsContext.translateBy
      context.translateBy(x: centre.x, y: centre.y)
      context.rotate(by: .degrees(180 * fraction))
      context.scaleBy(x: 1, y: 0.5)
      // compat: CGAffineTransform
      context.concatenate(CGAffineTransform(scaleX: 1, y: 1).translatedBy(x: 0, y: 0))
      let turned = context.transform.isIdentity ? "flat" : "turned"
      var needle = Path()
      needle.move(to: .zero)
      needle.addLine(to: CGPoint(x: -size.width / 2 + 1, y: 0))
      context.stroke(needle, with: .color(.red), style: StrokeStyle(lineWidth: 1))
      let shadow = needle.applying(CGAffineTransform(translationX: 0, y: 1))
      context.stroke(shadow, with: .color(.gray), lineWidth: 1)
      context.transform = .identity
      // compat: GraphicsContext.opacity
      context.opacity = 0.5
      context.draw(Text(turned), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
    }
    .frame(width: 20, height: 6)
  }
}

/// A legend whose swatches are placed after their measured labels.
struct CanvasLegend: View {
  let entries: [(String, Color)]

  var body: some View {
    Canvas { context, size in
      var x: CGFloat = 0
      for (title, color) in entries {
        // compat: GraphicsContext.resolve
        var label = context.resolve(Text(title))
        label.shading = .color(color)
        let measured = label.measure(in: size)
        context.fill(Path(CGRect(x: x, y: 0, width: 1, height: 1)), with: .color(color))
        context.draw(label, in: CGRect(x: x + 2, y: 0, width: measured.width, height: 1))
        x += measured.width + 4
      }
      // compat: GraphicsContext.environment
      if context.environment.colorScheme == .dark {
        context.draw(Text("dark"), in: CGRect(x: 0, y: 1, width: size.width, height: 1))
      }
      context.draw(
        context.resolve(Text("end")), at: CGPoint(x: size.width, y: 1), anchor: .trailing)
    }
    .frame(height: 2)
  }
}

/// A starfield drawing one symbol view many times.
struct CanvasStarfield: View {
  let stars: [CGPoint]

  var body: some View {
    // compat: Canvas(renderer:symbols:)
    Canvas { context, size in
      // compat: GraphicsContext.resolveSymbol
      guard let star = context.resolveSymbol(id: 0) else { return }
      for point in stars {
        context.draw(star, at: point, anchor: .center)
      }
      let badge = context.resolveSymbol(id: "badge")
      if let badge, badge.size.width < size.width {
        context.draw(badge, in: CGRect(origin: .zero, size: badge.size))
      }
    } symbols: {
      Text("✦").foregroundStyle(.yellow).tag(0)
      Label("Night", systemImage: "moon").tag("badge")
    }
  }
}

/// A dashboard of the canvases above.
struct CanvasDashboard: View {
  var body: some View {
    VStack {
      CanvasBarChart(values: [3, 5, 2], labels: ["Mon", "Tue", "Wed"])
      CanvasSparkline(values: [0.2, 0.8, 0.4, 0.9])
      CanvasGauge(fraction: 0.3)
      CanvasLegend(entries: [("Done", .green), ("Late", .red)])
      CanvasStarfield(stars: [CGPoint(x: 2, y: 1), CGPoint(x: 7, y: 3)])
    }
  }
}
