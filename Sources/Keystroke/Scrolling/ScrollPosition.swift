import Foundation

/// Where a scroll view is scrolled to, or is asked to scroll to: a view with an identity, an
/// edge, or an offset. Bind one with `.scrollPosition(_:anchor:)`.
///
/// Setting a position (`scrollTo(edge: .bottom)`, `scrollTo(id:)`, `scrollTo(y:)`) scrolls the
/// scroll view there. When the user scrolls (the arrow and page keys, the mouse wheel, or
/// focus moving to a control out of view), the scroll view writes a position back that is
/// positioned by the user, with ``viewID`` naming the view on top when its identity has the
/// type the position was made with. Offsets are in cells: one point is one cell.
public struct ScrollPosition: Equatable, Sendable {
  /// What a position asks the scroll view to show.
  enum Target: Equatable, Sendable {
    /// Wherever it is.
    case automatic
    /// The view with an identity, with its point at the anchor's point of the scroll view.
    case view(Identity, anchor: UnitPoint?)
    /// An edge of the content.
    case edge(Edge)
    /// An offset from the content's start; a `nil` coordinate keeps the current one.
    case offset(x: CGFloat?, y: CGFloat?)
  }

  /// A view's identity as a position keeps it: the value, and its type-erased form for
  /// comparing.
  struct Identity: Equatable, Sendable {
    /// The identity.
    let value: any Hashable & Sendable

    /// The identity, type-erased for comparing and for finding its view.
    var key: AnyHashable { AnyHashable(value) }

    static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.key == rhs.key }
  }

  /// What the position asks for.
  private(set) var target: Target
  /// The identity of the view on top after the user scrolled, if it has the position's type.
  private var shownID: Identity?
  /// Whether the user moved the scroll view since the app last set the position.
  private var positionedByUser = false
  /// The identity type's identifier, so positions made for different types differ.
  private let idType: ObjectIdentifier
  /// Turns an identity found in the content into one of the position's type, or `nil`.
  private let identityOfType: @Sendable (AnyHashable) -> Identity?

  private init<ID: Hashable & Sendable>(idType: ID.Type, target: Target) {
    self.target = target
    self.idType = ObjectIdentifier(ID.self)
    identityOfType = { identity in (identity.base as? ID).map { Identity(value: $0) } }
  }

  /// A position that leaves the scroll view where it is; as the user scrolls, ``viewID``
  /// names the view on top when its identity is of type `idType`.
  public init(idType: (some Hashable & Sendable).Type = Never.self) {
    self.init(idType: idType, target: .automatic)
  }

  /// A position at an edge of the content: `.top` or `.bottom` for a vertical scroll view,
  /// `.leading` or `.trailing` for a horizontal one.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    self.init(idType: idType, target: .edge(edge))
  }

  /// A position at an offset from the content's start.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.init(idType: idType, target: .offset(x: point.x, y: point.y))
  }

  /// A position at a horizontal offset from the content's start.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    self.init(idType: idType, target: .offset(x: x, y: nil))
  }

  /// A position at a vertical offset from the content's start.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    self.init(idType: idType, target: .offset(x: nil, y: y))
  }

  /// A position at an offset from the content's start.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
    self.init(idType: idType, target: .offset(x: x, y: y))
  }

  /// A position showing the view identified by `id`, its `anchor` point at the same point of
  /// the scroll view (the top when `nil`); the identity's type is the position's.
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(idType: ID.self, target: .view(Identity(value: id), anchor: anchor))
  }

  /// Scrolls to the view identified by `id`, its `anchor` point at the same point of the
  /// scroll view.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    set(.view(Identity(value: id), anchor: anchor))
  }

  /// Scrolls to an edge of the content.
  public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

  /// Scrolls to an offset from the content's start, clamped to the content.
  public mutating func scrollTo(point: CGPoint) { set(.offset(x: point.x, y: point.y)) }

  /// Scrolls to a horizontal offset, clamped to the content.
  public mutating func scrollTo(x: CGFloat) { set(.offset(x: x, y: nil)) }

  /// Scrolls to a vertical offset, clamped to the content.
  public mutating func scrollTo(y: CGFloat) { set(.offset(x: nil, y: y)) }

  /// Scrolls to an offset from the content's start, clamped to the content.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.offset(x: x, y: y)) }

  private mutating func set(_ target: Target) {
    self.target = target
    shownID = nil
    positionedByUser = false
  }

  /// The edge the position is at, if it was set to one and the user has not scrolled since.
  public var edge: Edge? {
    guard case .edge(let edge) = target else { return nil }
    return edge
  }

  /// The offset the position is at, if it was set to a point and the user has not scrolled
  /// since.
  public var point: CGPoint? {
    guard case .offset(let x?, let y?) = target else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// The horizontal offset the position was set to, if any and the user has not scrolled
  /// since.
  public var x: CGFloat? {
    guard case .offset(let x, _) = target else { return nil }
    return x
  }

  /// The vertical offset the position was set to, if any and the user has not scrolled since.
  public var y: CGFloat? {
    guard case .offset(_, let y) = target else { return nil }
    return y
  }

  /// The identity of the view the position shows: the one it was set to, or after the user
  /// scrolled, the view on top if its identity has the position's type.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let identity, _) = target { return identity.value }
    return shownID?.value
  }

  /// ``viewID`` as a value of `type`, or `nil` when it is of another type.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .view(let identity, _) = target { return identity.key.base as? T }
    return shownID?.key.base as? T
  }

  /// Whether the user scrolled the scroll view since the position was last set. Setting it
  /// to `true` forgets the edge or offset the position was set to.
  public var isPositionedByUser: Bool {
    get { positionedByUser }
    set {
      positionedByUser = newValue
      if newValue, case .edge = target { target = .automatic }
      if newValue, case .offset = target { target = .automatic }
    }
  }

  /// The position after the user scrolled to show the view identified by `shown` on top
  /// (at the anchor's line).
  func scrolledByUser(showing shown: AnyHashable?) -> ScrollPosition {
    var position = self
    position.target = .automatic
    position.positionedByUser = true
    position.shownID = shown.flatMap(identityOfType)
    return position
  }

  /// Positions are equal when they ask for the same place, were moved by the user alike and
  /// name the same identity type.
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.target == rhs.target && lhs.shownID == rhs.shownID
      && lhs.positionedByUser == rhs.positionedByUser && lhs.idType == rhs.idType
  }
}
