// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode (complete concurrency checking is
/// part of it) and warnings treated as errors, so the tree stays warning-free.
let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .treatAllWarnings(as: .error),
]

/// Where the Swift toolchain keeps SwiftSyntax's host modules and libraries
/// (`<toolchain>/usr/lib/swift/host`), which the macro plugin builds against: no package is
/// fetched. `KEYSTROKE_SWIFT_HOST_LIBRARIES` overrides it; otherwise it is found beside the
/// SwiftPM that runs this build, beside the `swiftc` on `PATH`, or in Xcode's toolchain.
let swiftHostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["KEYSTROKE_SWIFT_HOST_LIBRARIES"], !path.isEmpty { return path }
  var binaries: [URL] = []
  // On Linux the manifest runs as a child of SwiftPM, which lives beside `swiftc`.
  if let parent = try? FileManager.default.destinationOfSymbolicLink(
    atPath: "/proc/\(getppid())/exe")
  {
    binaries.append(URL(fileURLWithPath: parent).deletingLastPathComponent())
  }
  if let command = environment["_"], command.hasSuffix("/swift") {
    binaries.append(URL(fileURLWithPath: command).deletingLastPathComponent())
  }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    binaries.append(URL(fileURLWithPath: String(directory)))
  }
  // On macOS `/usr/bin/swiftc` is a shim in front of Xcode's toolchain.
  for developer in [
    environment["DEVELOPER_DIR"], "/Applications/Xcode.app/Contents/Developer",
    "/Library/Developer/CommandLineTools",
  ].compactMap({ $0 }) {
    binaries.append(
      URL(fileURLWithPath: developer).appendingPathComponent(
        developer.hasSuffix("CommandLineTools")
          ? "usr/bin" : "Toolchains/XcodeDefault.xctoolchain/usr/bin"))
  }
  for binary in binaries {
    let swiftc = binary.appendingPathComponent("swiftc").resolvingSymlinksInPath()
    let host = swiftc.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    let module = host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule")
    if FileManager.default.fileExists(atPath: module.path) { return host.path }
  }
  return "/usr/lib/swift/host"
}()

let package = Package(
  name: "Keystroke",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "KeystrokeCore", targets: ["KeystrokeCore"]),
    .library(name: "KeystrokeTerminal", targets: ["KeystrokeTerminal"]),
    .library(name: "Keystroke", targets: ["Keystroke"]),
    .library(name: "KeystrokeTesting", targets: ["KeystrokeTesting"]),
    .executable(name: "keystroke", targets: ["keystroke"]),
    .executable(name: "keystroke-bench", targets: ["keystroke-bench"]),
    .executable(name: "form-demo", targets: ["form-demo"]),
    .executable(name: "cuisines", targets: ["cuisines"]),
    .executable(name: "text-documents", targets: ["text-documents"]),
    .executable(name: "ptybench-tabs", targets: ["ptybench-tabs"]),
    .executable(name: "time-tracker", targets: ["time-tracker"]),
    .library(name: "ExampleSupport", targets: ["ExampleSupport"]),
    .library(name: "TimeTrackerKit", targets: ["TimeTrackerKit"]),
    .executable(name: "goal-tracker", targets: ["goal-tracker"]),
    .library(name: "GoalTrackerKit", targets: ["GoalTrackerKit"]),
  ],
  targets: [
    .target(name: "KeystrokeCore", swiftSettings: strictSettings),
    .target(name: "CKeystrokeShims"),
    .target(
      name: "KeystrokeTerminal",
      dependencies: ["KeystrokeCore", "CKeystrokeShims"],
      swiftSettings: strictSettings
    ),
    .macro(
      name: "KeystrokeMacros",
      swiftSettings: strictSettings + [.unsafeFlags(["-I", swiftHostLibraries])],
      linkerSettings: [
        .unsafeFlags([
          "-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries,
        ])
      ]
    ),
    .target(
      name: "Keystroke",
      dependencies: ["KeystrokeCore", "KeystrokeTerminal", "KeystrokeMacros"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "KeystrokeTesting",
      dependencies: ["Keystroke", "KeystrokeTerminal", "KeystrokeCore"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "keystroke",
      dependencies: ["KeystrokeTerminal", "KeystrokeCore"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "keystroke-bench",
      dependencies: [
        "KeystrokeCore", "KeystrokeTerminal", "KeystrokeTesting", "Keystroke", "TimeTrackerKit",
        "ExampleSupport",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "form-demo",
      dependencies: ["Keystroke"],
      path: "Examples/form-demo",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "cuisines",
      dependencies: ["Keystroke"],
      path: "Examples/cuisines",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ptybench-tabs",
      dependencies: ["Keystroke"],
      path: "Examples/ptybench-tabs",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "text-documents",
      dependencies: ["Keystroke"],
      path: "Examples/text-documents",
      swiftSettings: strictSettings
    ),
    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .target(
      name: "ExampleSupport",
      dependencies: ["CSQLite"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TimeTrackerKit",
      dependencies: ["Keystroke", "ExampleSupport"],
      path: "Examples/time-tracker/Kit",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "time-tracker",
      dependencies: ["TimeTrackerKit", "Keystroke"],
      path: "Examples/time-tracker/App",
      swiftSettings: strictSettings
    ),
    .target(
      name: "GoalTrackerKit",
      dependencies: ["Keystroke", "ExampleSupport"],
      path: "Examples/goal-tracker/Kit",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "goal-tracker",
      dependencies: ["GoalTrackerKit", "Keystroke"],
      path: "Examples/goal-tracker/App",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ExampleSupportTests",
      dependencies: ["ExampleSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TimeTrackerTests",
      dependencies: [
        "TimeTrackerKit", "ExampleSupport", "Keystroke", "KeystrokeTerminal", "KeystrokeTesting",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "GoalTrackerTests",
      dependencies: ["GoalTrackerKit", "ExampleSupport", "Keystroke", "KeystrokeTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KeystrokeCoreTests",
      dependencies: ["KeystrokeCore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KeystrokeTerminalTests",
      dependencies: ["KeystrokeTerminal", "KeystrokeTesting", "KeystrokeCore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KeystrokeMacrosTests",
      dependencies: ["KeystrokeMacros"],
      swiftSettings: strictSettings + [.unsafeFlags(["-I", swiftHostLibraries])],
      linkerSettings: [
        .unsafeFlags([
          "-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries,
        ])
      ]
    ),
    .testTarget(
      name: "CompatibilityTests",
      dependencies: ["Keystroke", "KeystrokeTesting", "KeystrokeTerminal"],
      swiftSettings: strictSettings
    ),
    // The same files as CompatibilityTests (`Shared` is a symbolic link to that folder),
    // compiled in the Swift 5 language mode, as apps that have not moved to Swift 6 build.
    .testTarget(
      name: "CompatibilityTestsSwift5",
      dependencies: ["Keystroke", "KeystrokeTesting", "KeystrokeTerminal"],
      swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]
    ),
    .testTarget(
      name: "KeystrokeTests",
      dependencies: ["Keystroke", "KeystrokeCore", "KeystrokeTesting"],
      exclude: ["Snapshots/__Snapshots__"],
      swiftSettings: strictSettings
    ),
  ]
)
