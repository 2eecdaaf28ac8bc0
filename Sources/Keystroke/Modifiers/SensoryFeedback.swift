/// Haptic or sound feedback for `.sensoryFeedback(_:trigger:)`. A terminal has neither, so
/// every kind is accepted and plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
  private let kind: String

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    private let name: String

    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the objects colliding in an impact feel.
  public struct Flexibility: Equatable, Sendable {
    private let name: String

    /// Rigid objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid objects.
    public static let solid = Flexibility(name: "solid")
    /// Soft objects.
    public static let soft = Flexibility(name: "soft")
  }

  /// An activity started.
  public static let start = SensoryFeedback(kind: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(kind: "stop")
  /// A dragged item lined up with something.
  public static let alignment = SensoryFeedback(kind: "alignment")
  /// An important value went below a threshold.
  public static let decrease = SensoryFeedback(kind: "decrease")
  /// An important value went above a threshold.
  public static let increase = SensoryFeedback(kind: "increase")
  /// Pressure moved between levels.
  public static let levelChange = SensoryFeedback(kind: "levelChange")
  /// A selection changed.
  public static let selection = SensoryFeedback(kind: "selection")
  /// A drawn path was completed.
  public static let pathComplete = SensoryFeedback(kind: "pathComplete")
  /// A task completed.
  public static let success = SensoryFeedback(kind: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(kind: "warning")
  /// An error occurred.
  public static let error = SensoryFeedback(kind: "error")
  /// A physical impact.
  public static let impact = SensoryFeedback(kind: "impact")

  /// A physical impact of a given weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: "impact")
  }

  /// A physical impact between objects of a given flexibility.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: "impact")
  }
}

extension View {
  /// Accepted and plays nothing: a terminal has no haptics, and a bell on every change would
  /// be noise the app did not ask for.
  public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { self }

  /// Accepted and plays nothing (see ``View/sensoryFeedback(_:trigger:)``).
  public consuming func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Accepted and plays nothing (see ``View/sensoryFeedback(_:trigger:)``).
  public consuming func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }

  /// Accepted and has no effect: Tab already moves through a window's sections in reading
  /// order, and arrow keys belong to the focused control.
  public consuming func focusSection() -> some View { self }
}
