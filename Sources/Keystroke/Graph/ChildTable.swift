/// A node's children by their ``ChildKey``.
///
/// Almost every child is a body, the n-th view of a block or the one view behind an
/// `AnyView`, so those live in slots found without hashing; only `ForEach` identities,
/// explicit ids, rows and further erased types go to a dictionary. Building looks children up
/// on every update, so this is on the hot path.
struct ChildTable {
  private var body: ViewNode?
  private var indexed: [ViewNode?] = []
  private var branches: (first: ViewNode?, second: ViewNode?)
  /// The child for the first erased type seen, which is usually the only one.
  private var erased: (type: ObjectIdentifier, node: ViewNode)?
  /// Children keyed by a number (a list row or `ForEach` element with an `Int` identity),
  /// the most common keyed ones: looked up by two plain integers, not by the enum, whose
  /// hashing and comparing copy it through its value witnesses.
  private var numbered: [NumberedKey: ViewNode] = [:]
  private var keyed: [ChildKey: ViewNode] = [:]
  /// How many children there are.
  private(set) var count = 0
  /// Block positions beyond this go to the dictionary, so a sparse index cannot grow the slots.
  private static let slotLimit = 64

  /// The child under `key`, if there is one.
  subscript(key: ChildKey) -> ViewNode? {
    get {
      switch key {
      case .body: return body
      case .index(let index) where index >= 0 && index < Self.slotLimit:
        return index < indexed.count ? indexed[index] : nil
      case .branch(let isFirst): return isFirst ? branches.first : branches.second
      case .type(let type) where erased?.type == type: return erased?.node
      case .numberedRow(let segment, let number):
        return numbered.isEmpty ? nil : numbered[NumberedKey(segment: segment, number: number)]
      case .numberID(let number):
        return numbered.isEmpty ? nil : numbered[NumberedKey(segment: .min, number: number)]
      default: return keyed[key]
      }
    }
    set {
      let had = self[key] != nil
      count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
      switch key {
      case .body: body = newValue
      case .index(let index) where index >= 0 && index < Self.slotLimit:
        if index >= indexed.count {
          guard newValue != nil else { return }
          indexed.append(contentsOf: repeatElement(nil, count: index + 1 - indexed.count))
        }
        indexed[index] = newValue
      case .branch(let isFirst):
        if isFirst { branches.first = newValue } else { branches.second = newValue }
      case .type(let type) where erased?.type == type || (erased == nil && keyed[key] == nil):
        // A type is kept in one place only: the slot, or the dictionary once the slot is
        // taken by another type.
        erased = newValue.map { (type, $0) }
      case .numberedRow(let segment, let number):
        numbered[NumberedKey(segment: segment, number: number)] = newValue
      case .numberID(let number): numbered[NumberedKey(segment: .min, number: number)] = newValue
      default: keyed[key] = newValue
      }
    }
  }

  /// Calls `body` with every child and its key.
  func visit(_ body: (ChildKey, ViewNode) -> Void) {
    if let node = self.body { body(.body, node) }
    for (index, node) in indexed.enumerated() {
      if let node { body(.index(index), node) }
    }
    if let first = branches.first { body(.branch(true), first) }
    if let second = branches.second { body(.branch(false), second) }
    if let erased { body(.type(erased.type), erased.node) }
    for (key, node) in numbered {
      body(
        key.segment == .min
          ? .numberID(key.number) : .numberedRow(segment: key.segment, number: key.number), node)
    }
    for (key, node) in keyed { body(key, node) }
  }

  /// Every child.
  var nodes: [ViewNode] {
    var all: [ViewNode] = []
    visit { all.append($1) }
    return all
  }

  /// Forgets every child.
  mutating func removeAll() { self = ChildTable() }

  /// The key of a numbered child: a list row's segment and number, or `.min` and the number
  /// for a `ForEach` element (list segments count from zero).
  private struct NumberedKey: Hashable {
    let segment: Int
    let number: Int

    func hash(into hasher: inout Hasher) {
      // One word to hash: equal keys still compare both fields.
      hasher.combine(number &+ segment &* 0x9E37_79B9)
    }
  }
}
