/// A tuple view's views one by one, as the builder had them: a copy of what the tuple holds,
/// made anew with each value, so comparing two tuple views skips it (the tuple itself is
/// compared).
struct ListedViews: GraphManagedProperty {
  /// The views, or `nil` when they must be read out of the tuple.
  var views: [any View]?
}
