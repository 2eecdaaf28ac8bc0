#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `~` stands for in a typed path, found as shells find it: `$HOME` when it is set
/// and not empty, else the home folder of the account in the user database.
enum HomeDirectory {
  /// The home folder given the process's `environment`; `accountHome` is asked only when
  /// `HOME` is missing or empty.
  static func path(environment: [String: String], accountHome: () -> String?) -> String? {
    if let home = environment["HOME"], !home.isEmpty { return home }
    return accountHome()
  }

  /// The home folder of the account running the process (`getpwuid(3)`), if it has one.
  static func accountHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }
}
