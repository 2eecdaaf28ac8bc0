/// The content of a triggered ``KeyframeAnimator``: it keeps the value the keyframes last
/// ended on and moves to the next end each time the trigger changes.
struct KeyframeAnimatorContent<Value, Content: View>: View {
  private let initialValue: Value
  private let trigger: KeyframeTrigger
  private let content: (Value) -> Content
  private let end: (Value) -> Value
  @State private var ended: Value?

  init(
    initialValue: Value, trigger: KeyframeTrigger, content: @escaping (Value) -> Content,
    end: @escaping (Value) -> Value
  ) {
    self.initialValue = initialValue
    self.trigger = trigger
    self.content = content
    self.end = end
    _ended = State(initialValue: nil)
  }

  var body: some View {
    content(ended ?? initialValue)
      .onChange(of: trigger) {
        ended = end(ended ?? initialValue)
      }
  }
}
