/// The identity of a view that publishes focused values or lies on the focus path: a number
/// the framework gives (its view node's), or text.
public typealias FocusNodeID = EngineIdentity<FocusNodeIdentity>

/// What a ``FocusNodeID`` identifies: a view on the focus path. It has no values; it only
/// keeps focus node identities apart from other engine identities.
public enum FocusNodeIdentity {}
