/// A set of menu commands a scene adds with `.commands { … }`.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands these commands are made of.
  associatedtype Body: Commands

  /// The content of these commands.
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Commands Keystroke understands directly: they add menu entries to a collector.
@MainActor
protocol PrimitiveCommands {
  /// Adds this group's menu entries, building their views in `context`.
  func collect(into collector: MenuCollector, context: BuildContext)
}

/// Type-erased commands.
struct AnyCommands {
  let base: any Commands

  init(_ base: any Commands) { self.base = base }

  /// Adds the commands' entries to `collector`, with `key` as their identity.
  @MainActor
  func collect(into collector: MenuCollector, context: BuildContext) {
    Self.collectOpened(base, into: collector, context: context)
  }

  @MainActor
  private static func collectOpened<C: Commands>(
    _ commands: C, into collector: MenuCollector, context: BuildContext
  ) {
    if let primitive = commands as? any PrimitiveCommands {
      primitive.collect(into: collector, context: context)
    } else {
      DynamicPropertyLinker.link(commands, to: context.node, environment: context.environment)
      let body = commands.body
      let child = BuildContext(node: context.node.child(.body), environment: context.environment)
      child.node.prepare(for: C.Body.self)
      collectOpened(body, into: collector, context: child)
    }
  }
}

/// No commands.
public struct EmptyCommands {
  /// Creates an empty set of commands.
  nonisolated public init() {}

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyCommands: Commands {}

extension EmptyCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {}
}

/// Several command groups from one builder block.
public struct TupleCommands<T> {
  let value: T

  nonisolated init(_ value: T) { self.value = value }

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleCommands: Commands {}

extension TupleCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let commands = child.value as? any Commands else { continue }
      let childContext = BuildContext(
        node: context.node.child(.index(index)), environment: context.environment)
      AnyCommands(commands).collect(into: collector, context: childContext)
    }
  }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {}

extension _ConditionalContent: PrimitiveCommands
where TrueContent: Commands, FalseContent: Commands {
  func collect(into collector: MenuCollector, context: BuildContext) {
    let branch: (any Commands, Bool)
    switch storage {
    case .trueContent(let content): branch = (content, true)
    case .falseContent(let content): branch = (content, false)
    }
    let childContext = BuildContext(
      node: context.node.child(.branch(branch.1)), environment: context.environment)
    AnyCommands(branch.0).collect(into: collector, context: childContext)
  }
}

/// Commands included only when a condition held.
public struct OptionalCommands<Content: Commands> {
  let content: Content?

  /// A primitive commands' body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension OptionalCommands: Commands {}

extension OptionalCommands: PrimitiveCommands {
  func collect(into collector: MenuCollector, context: BuildContext) {
    guard let content else { return }
    let childContext = BuildContext(
      node: context.node.child(.branch(true)), environment: context.environment)
    AnyCommands(content).collect(into: collector, context: childContext)
  }
}
