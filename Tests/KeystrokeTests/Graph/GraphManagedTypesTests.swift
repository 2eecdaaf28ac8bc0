import Testing

@testable import Keystroke

/// Which field types a view comparison skips as graph-kept storage, and which framework types
/// it compares field by field without asking whether they are `Equatable`.
@Suite struct GraphManagedTypesTests {
  private final class Model: ObservableObject {}
  private struct Wrapper<Value> { var value: Value }

  @Test func everyGraphKeptWrapperIsKnownWithAnyArguments() {
    let managed: [Any.Type] = [
      State<String>.self, State<[Int]>.self, Environment<Bool>.self,
      EnvironmentObject<Model>.self, StateObject<Model>.self, FocusedValue<String>.self,
      FocusedBinding<Double>.self, FocusState<Bool>.self, FocusState<String?>.self,
      AppStorage<String>.self,
    ]
    for type in managed { #expect(GraphManagedTypes.contains(type), "\(type)") }
    let compared: [Any.Type] = [
      Binding<Int>.self, ObservedObject<Model>.self, Wrapper<State<Int>>.self, Int.self,
      String?.self, (Int, Int).self, Model.self, (() -> Void).self,
    ]
    for type in compared { #expect(!GraphManagedTypes.contains(type), "\(type)") }
  }

  @Test func frameworkGenericsAreNotLookedUpUnlessListedAsEquatable() {
    let fieldByField: [Any.Type] = [
      VStack<Text>.self, TupleView<(Text, Text)>.self, ForEach<[Int], Int, Text>.self,
      ModifiedContent<Text, EnvironmentModifier>.self, Binding<Int>.self,
    ]
    for type in fieldByField { #expect(FrameworkGenericTypes.areNeverEquatable(type), "\(type)") }
    let lookedUp: [Any.Type] = [
      // Equatable framework generics.
      ElementIdentity<String, String>.self, SectionedRowKey<Int>.self, Just<Int>.self,
      Subscribers.Completion<Never>.self,
      // Not generic, or not the framework's.
      Text.self, KeyboardShortcut.self, Int?.self, [String].self, Wrapper<Int>.self,
      (Int, String).self,
    ]
    for type in lookedUp { #expect(!FrameworkGenericTypes.areNeverEquatable(type), "\(type)") }
  }
}
