// Apps import only `Keystroke`; the engine's types (shortcut parsing, key mapping, the command
// model) come with it, and SwiftUI's names that are spelled over them (`EventModifiers`) keep
// their members visible.
@_exported import KeystrokeCore
