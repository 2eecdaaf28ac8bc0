/// An `ObservableObject` the graph watches: the object (weakly, so watching does not keep it
/// alive), the subscription, and the nodes that linked it.
struct ObservedObjectEntry {
  /// The object; `nil` once it is freed.
  weak var object: AnyObject?
  /// Keeps the subscription; dropping the entry unsubscribes.
  let token: ObservationToken
  /// The nodes to update when the object changes.
  let subscribers: ObjectSubscribers
}
