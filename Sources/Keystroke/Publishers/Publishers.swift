#if !canImport(Combine)
/// Namespace for the publishers that operators return, as in Combine.
public enum Publishers {}
#endif
