/// A property wrapper whose storage the graph keeps in the view's node: a new view value holds
/// fresh, unlinked storage for it, so comparing two view values skips it (see ViewComparison).
protocol GraphManagedProperty {}

extension State: GraphManagedProperty {}
extension Environment: GraphManagedProperty {}
extension EnvironmentObject: GraphManagedProperty {}
extension StateObject: GraphManagedProperty {}
extension FocusedValue: GraphManagedProperty {}
extension FocusedBinding: GraphManagedProperty {}
extension FocusState: GraphManagedProperty {}
extension AppStorage: GraphManagedProperty {}
