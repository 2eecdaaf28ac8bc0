import KeystrokeCore

/// The modifier keys of a key event or shortcut, with SwiftUI's name and members
/// (`.command`, `.shift`, `.control`, `.option`, `.capsLock`, `.numericPad`, `.function`, `.all`).
public typealias EventModifiers = KeyModifiers
