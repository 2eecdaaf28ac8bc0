// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

#if canImport(Glibc)
import Glibc
#endif

/// Settings every Swift target shares: Swift 6 language mode (complete concurrency checking is
/// part of it) and warnings treated as errors, so the tree stays warning-free. A release build
/// on Linux also puts each function in a section of its own, so that the linker can lay them
/// out in the order `Linking/function-order.txt` gives (see `executableLinkerSettings`).
let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .treatAllWarnings(as: .error),
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

/// How the framework's own modules compile: strictly, and in a release build without Swift 6's
/// run-time isolation checks. In Swift 6 mode every closure a main-actor function hands to a
/// standard-library algorithm (`map`, `filter`, `first(where:)`…) checks on each call that it
/// runs on the main actor, and such code makes about 160 of those calls per key (about 2.5 %
/// of a tab switch's instructions). The modules' isolation is checked when they compile, and a
/// debug build, which the tests use, keeps the checks.
let frameworkSettings: [SwiftSetting] =
  strictSettings + [
    .unsafeFlags(
      ["-Xfrontend", "-disable-dynamic-actor-isolation"], .when(configuration: .release))
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

/// Whether the C library reads packed relative relocations (`DT_RELR`, glibc 2.36 and later);
/// an executable linked with them does not start on an older one.
let cLibraryReadsPackedRelocations: Bool = {
  #if canImport(Glibc)
  // confstr answers "glibc 2.36"; only glibc has the name, so musl and others answer nothing.
  var name = [CChar](repeating: 0, count: 64)
  guard confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count) > 0 else { return false }
  let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let version =
    text.split(separator: " ").last?.split(separator: ".")
    .compactMap { Int($0) } ?? []
  return version.count >= 2 && (version[0], version[1]) >= (2, 36)
  #else
  return false
  #endif
}()

/// Whether the toolchain ships LLD (`ld.lld` beside `swiftc`), the linker that packs relocations.
let toolchainHasLLD: Bool = {
  let host = URL(fileURLWithPath: swiftHostLibraries)
  let binaries = host.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("bin")
  return FileManager.default.fileExists(atPath: binaries.appendingPathComponent("ld.lld").path)
}()

/// The functions a release build places first, one mangled name per line (see
/// `executableLinkerSettings`).
let functionOrderFile = Context.packageDirectory + "/Linking/function-order.txt"

/// How every executable compiles in a release build on Linux: against the static Swift
/// runtime and Foundation (see `executableLinkerSettings`).
let executableSwiftSettings: [SwiftSetting] =
  strictSettings + [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
  ]

/// How every executable links in a release build on Linux. The Swift runtime and Foundation
/// go into the binary, which therefore runs on a server without Swift installed, and only the
/// pages of them that the app touches become resident: a list app's peak memory falls by
/// about 6 MiB, and calls into the runtime (retain, release, metadata) no longer go through
/// the PLT. With LLD and a C library that reads them, relative relocations are packed
/// (`DT_RELR`), so the loader does not page in two megabytes of relocation records at every
/// start. LLD also places the functions `Linking/function-order.txt` lists first and side by
/// side: those a tab switch runs, then those a start runs, as measured by
/// `Scripts/order-functions.py`. A key then touches fewer pages of code, and a start maps
/// fewer. A debug build links as usual: a crash during development prints its backtrace
/// through the toolchain's `swift-backtrace`, which a static binary finds only beside itself.
let executableLinkerSettings: [LinkerSetting] = {
  var flags = ["-static-stdlib", "-Xlinker", "--no-export-dynamic"]
  if toolchainHasLLD {
    flags += ["-use-ld=lld"]
    if cLibraryReadsPackedRelocations {
      flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    if FileManager.default.fileExists(atPath: functionOrderFile) {
      flags += [
        "-Xlinker", "--symbol-ordering-file", "-Xlinker", functionOrderFile,
        // Functions renamed or removed since the list was made are skipped without a word.
        "-Xlinker", "--no-warn-symbol-ordering",
      ]
    }
  }
  return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
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
    .target(name: "KeystrokeCore", swiftSettings: frameworkSettings),
    .target(name: "CKeystrokeShims"),
    .target(
      name: "KeystrokeTerminal",
      dependencies: ["KeystrokeCore", "CKeystrokeShims"],
      swiftSettings: frameworkSettings
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
      swiftSettings: frameworkSettings
    ),
    .target(
      name: "KeystrokeTesting",
      dependencies: ["Keystroke", "KeystrokeTerminal", "KeystrokeCore"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "keystroke",
      dependencies: ["KeystrokeTerminal", "KeystrokeCore"],
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .executableTarget(
      name: "keystroke-bench",
      dependencies: [
        "KeystrokeCore", "KeystrokeTerminal", "KeystrokeTesting", "Keystroke", "TimeTrackerKit",
        "ExampleSupport",
      ],
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .executableTarget(
      name: "form-demo",
      dependencies: ["Keystroke"],
      path: "Examples/form-demo",
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .executableTarget(
      name: "cuisines",
      dependencies: ["Keystroke"],
      path: "Examples/cuisines",
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .executableTarget(
      name: "ptybench-tabs",
      dependencies: ["Keystroke"],
      path: "Examples/ptybench-tabs",
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .executableTarget(
      name: "text-documents",
      dependencies: ["Keystroke"],
      path: "Examples/text-documents",
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
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
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
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
      swiftSettings: executableSwiftSettings,
      linkerSettings: executableLinkerSettings
    ),
    .testTarget(
      name: "ExampleSupportTests",
      dependencies: ["ExampleSupport", "KeystrokeTesting"],
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
