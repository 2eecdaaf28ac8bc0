import Foundation
import Keystroke

// Canvas drawing and spring maths as apps write them: a radar sweep shaded round its centre,
// a glowing status light, a weather strip of symbols, a chart greyed out while disabled, a
// label clipped to the shape of a layer, and a card's slide worked out from a spring.

/// A radar screen: a conic sweep behind a ring, with a heat spot shaded outwards from a blip.
struct RadarSweep: View {
  let heading: Angle
  let blip: CGPoint

  var body: some View {
    Canvas { context, size in
      let centre = CGPoint(x: size.width / 2, y: size.height / 2)
      let radius = min(size.width, size.height) / 2
      let disc = Path(
        ellipseIn: CGRect(
          x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2))
      context.fill(
        disc,
        // compat: GraphicsContext.Shading gradients
        with: .conicGradient(
          Gradient(colors: [.green, .black, .black]), center: centre, angle: heading))
      context.fill(
        Path(ellipseIn: CGRect(x: blip.x - 1, y: blip.y - 1, width: 2, height: 2)),
        with: .radialGradient(
          Gradient(colors: [.yellow, .orange]), center: blip, startRadius: 0, endRadius: 1.5,
          options: .mirror))
      context.stroke(disc, with: .color(.gray), lineWidth: 1)
    }
    .frame(width: 21, height: 11)
  }
}

/// A row of forecast symbols, each drawn from its image and tinted by how warm the day is.
struct ForecastStrip: View {
  let days: [(symbol: String, warm: Bool)]

  var body: some View {
    Canvas { context, size in
      let slot = size.width / CGFloat(max(1, days.count))
      for (index, day) in days.enumerated() {
        // compat: GraphicsContext.draw(Image)
        var image = context.resolve(Image(systemName: day.symbol))
        image.shading = .color(day.warm ? .orange : .blue)
        let cell = CGRect(x: CGFloat(index) * slot, y: 0, width: slot, height: size.height)
        context.draw(image, in: cell)
        if index == 0 {
          context.draw(Image(systemName: "location.fill"), at: .zero, anchor: .topLeading)
        }
      }
    }
    .frame(height: 3)
  }
}

/// A small line chart drawn in grey and with less contrast while its source is offline.
struct OfflineAwareChart: View {
  let points: [CGPoint]
  let online: Bool

  var body: some View {
    Canvas { context, size in
      if !online {
        // compat: GraphicsContext.addFilter
        context.addFilter(.grayscale(1))
        context.addFilter(.contrast(0.6))
        context.addFilter(.blur(radius: 1))
      } else {
        context.addFilter(.hueRotation(.degrees(10)))
        context.addFilter(.saturation(1.2), options: .linearColor)
      }
      var line = Path()
      line.addLines(points)
      context.stroke(line, with: .color(.teal), lineWidth: 1)
      // compat: GraphicsContext.clipBoundingRect
      let visible = context.clipBoundingRect
      let label = context.resolve(Text(online ? "live" : "offline").font(.caption))
      // compat: GraphicsContext.resolve
      let height = label.lastBaseline(in: visible.size) - label.firstBaseline(in: visible.size)
      context.draw(
        label, at: CGPoint(x: visible.maxX, y: visible.minY + height), anchor: .topTrailing)
    }
    .frame(width: 30, height: 8)
  }
}

/// A title whose colour band shows only where a layer's rounded tab was drawn.
struct TabbedTitle: View {
  let title: String

  var body: some View {
    Canvas { context, size in
      context.drawLayer { layer in
        // compat: GraphicsContext.clipToLayer
        layer.clipToLayer(opacity: 1) { mask in
          mask.fill(
            Path(
              roundedRect: CGRect(x: 0, y: 0, width: size.width - 2, height: 1), cornerRadius: 1),
            with: .color(.white))
        }
        layer.fill(
          Path(CGRect(origin: .zero, size: size)),
          with: .linearGradient(
            Gradient(colors: [.indigo, .purple]), startPoint: .zero,
            endPoint: CGPoint(x: 4, y: 0), options: [.repeat, .linearColor]))
      }
      context.clipToLayer(options: .inverse) { mask in
        mask.draw(Text(title), at: CGPoint(x: 1, y: 0), anchor: .topLeading)
      }
      context.draw(Text(title).bold(), at: CGPoint(x: 1, y: 0), anchor: .topLeading)
    }
    .frame(height: 1)
  }
}

/// A card's offset while it slides to a new place, and whether it has come to rest.
@MainActor
struct CardSlide {
  /// Where the card is: the offset animates, the card's name does not.
  struct Placement: Animatable {
    var x: Double
    var y: Double
    var name: String

    var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(x, y) }
      set {
        x = newValue.first
        y = newValue.second
      }
    }
  }

  let spring = Spring.snappy(duration: 0.4)
  let from: Placement
  let to: Placement

  /// Where the card is `time` seconds into the slide, flung at `fling`.
  func placement(at time: TimeInterval, fling: Placement) -> Placement {
    // compat: Spring
    spring.value(fromValue: from, toValue: to, initialVelocity: fling, time: time)
  }

  /// How fast the card moves `time` seconds in, and the pull on it there.
  func motion(at time: TimeInterval, fling: Placement) -> (speed: Placement, pull: Placement) {
    let speed = spring.velocity(fromValue: from, toValue: to, initialVelocity: fling, time: time)
    let pull = spring.force(
      fromValue: from, toValue: to, position: placement(at: time, fling: fling), velocity: speed)
    return (speed, pull)
  }

  /// How long the slide takes to settle within half a cell.
  func settling(fling: Placement) -> TimeInterval {
    spring.settlingDuration(fromValue: from, toValue: to, initialVelocity: fling, epsilon: 0.5)
  }

  /// The same slide described by its physics rather than its feel.
  var physical: Spring {
    Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
  }

  /// Springs tuned as designers describe them.
  static let tunings: [Spring] = [
    Spring(duration: 0.3, bounce: 0.2), Spring(response: 0.5, dampingRatio: 0.8),
    Spring(settlingDuration: 1, dampingRatio: 0.6, epsilon: 0.01), .smooth, .bouncy,
    .snappy(extraBounce: 0.1),
  ]
}
