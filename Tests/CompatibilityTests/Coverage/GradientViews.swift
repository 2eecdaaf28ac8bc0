import Keystroke

// Gradients as views, backgrounds, fills and foreground styles: a weather card, a gallery of
// every kind.

/// A weather card on a gradient, with a temperature bar.
struct WeatherCardView: View {
  let city: String
  let temperature: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(city).bold()
      Text("\(temperature)°")
      Capsule()
        // compat: .linearGradient
        .fill(.linearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing))
        .frame(height: 1)
    }
    .padding(1)
    .background(
      // compat: LinearGradient
      LinearGradient(
        // compat: Gradient
        gradient: Gradient(colors: [Color.blue, Color.purple]),
        startPoint: .topLeading, endPoint: .bottomTrailing)
    )
  }
}

/// Gradients of every kind, as views, styles and fills.
struct GradientGallery: View {
  var body: some View {
    ZStack {
      // compat: RadialGradient
      RadialGradient(
        colors: [.white.opacity(0.4), .clear], center: .topLeading, startRadius: 2, endRadius: 30)
      // compat: AngularGradient
      AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
        .frame(width: 20, height: 10)
      AngularGradient(
        gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .degrees(0),
        endAngle: .degrees(180))
      // compat: EllipticalGradient
      EllipticalGradient(
        stops: [
          Gradient.Stop(color: .white, location: 0),
          .init(color: .black, location: 1),
        ])
      Text("Hot")
        .foregroundStyle(
          .linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
      Text("Glow")
        .background(
          // compat: .radialGradient
          .radialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 8))
      Rectangle()
        // compat: .ellipticalGradient
        .fill(.ellipticalGradient(colors: [.mint, .teal]))
      Circle()
        .stroke(
          // compat: .angularGradient
          .angularGradient(
            colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)),
          lineWidth: 2)
      Circle()
        // compat: .conicGradient
        .fill(.conicGradient(colors: [.yellow, .orange], center: .center))
      Text("Tint")
        // compat: Color.gradient
        .background(Color.mint.gradient)
        .foregroundStyle(.blue.gradient)
      // compat: AnyGradient
      let any: AnyGradient = Gradient(colors: [.pink, .purple]).colorSpace(.perceptual)
      Rectangle().fill(.linearGradient(any, startPoint: .top, endPoint: .bottom))
    }
  }
}
