// Apps import only `Keystroke`, as SwiftUI apps import only `SwiftUI`:
// - the engine's types (shortcut parsing, key mapping, the command model) come with it, and
//   SwiftUI's names that are spelled over them (`EventModifiers`) keep their members visible;
// - Foundation (`Date`, `UUID`, `NotificationCenter`, `Bundle`, `FileManager`,
//   `KeyPathComparator`, …) and Observation (`@Observable`, `Observable`,
//   `withObservationTracking`) come with it, as `import SwiftUI` brings them.
@_exported import Foundation
@_exported import KeystrokeCore
@_exported import Observation
