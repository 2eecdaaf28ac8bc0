import Testing

@testable import Keystroke

/// Reading a type's descriptor from its metadata: shared by a generic type's instantiations,
/// flagged generic or not, and traced to the module that declares it.
@Suite struct TypeDescriptorTests {
  private struct Local {}
  private struct Box<Value> { var value: Value }
  private final class Reference {}
  private enum Nested {
    struct Inner<Value> { var value: Value }
  }

  @Test func instantiationsOfOneGenericTypeShareTheirDescriptor() throws {
    let integers = try #require(TypeDescriptor(of: State<Int>.self))
    #expect(TypeDescriptor(of: State<String>.self) == integers)
    #expect(TypeDescriptor(of: Environment<Int>.self) != integers)
    #expect(TypeDescriptor(of: Box<Int>.self) == TypeDescriptor(of: Box<[String]>.self))
    #expect(TypeDescriptor(of: Int?.self) == TypeDescriptor(of: String?.self))
  }

  @Test func onlyStructsAndEnumsHaveOne() {
    let none: [Any.Type] = [
      Reference.self, (Int, String).self, (() -> Void).self, (any View).self, Int.Type.self,
    ]
    for type in none { #expect(TypeDescriptor(of: type) == nil, "\(type)") }
    let some: [Any.Type] = [Int.self, Local.self, Text.self, String?.self, Nested.self]
    for type in some { #expect(TypeDescriptor(of: type) != nil, "\(type)") }
  }

  @Test func genericTypesAreFlagged() {
    #expect(TypeDescriptor(of: VStack<Text>.self)?.isGeneric == true)
    #expect(TypeDescriptor(of: Box<Int>.self)?.isGeneric == true)
    #expect(TypeDescriptor(of: Text.self)?.isGeneric == false)
    #expect(TypeDescriptor(of: Local.self)?.isGeneric == false)
  }

  @Test func theDeclaringModuleIsFoundThroughEnclosingContexts() throws {
    let framework = try #require(TypeDescriptor(of: Text.self)?.module)
    #expect(TypeDescriptor(of: VStack<Text>.self)?.module == framework)
    // A type nested in an extension of another framework type.
    #expect(TypeDescriptor(of: Subscribers.Completion<Never>.self)?.module == framework)
    let tests = try #require(TypeDescriptor(of: Local.self)?.module)
    #expect(tests != framework)
    #expect(TypeDescriptor(of: Nested.Inner<Int>.self)?.module == tests)
    #expect(TypeDescriptor(of: Int.self)?.module != framework)
    #expect(TypeDescriptor(of: Int.self)?.module == TypeDescriptor(of: String?.self)?.module)
  }
}
