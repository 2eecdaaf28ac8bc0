import Foundation

/// Loads what an ``AsyncImage`` shows for a URL, off the main actor: a local file is checked to
/// be an image; other URLs fail with a reason.
enum AsyncImageLoader {
  /// Why an image did not load.
  struct Failure: Error, CustomStringConvertible, LocalizedError {
    let description: String
    var errorDescription: String? { description }
  }

  /// How many bytes are read to tell the image's format.
  static let headerLength = 16

  /// The phase a load of `url` ends in.
  nonisolated static func load(_ url: URL) async -> AsyncImagePhase {
    await Task.detached(priority: .utility) { phase(for: url) }.value
  }

  /// The phase for `url`, reading at most ``headerLength`` bytes of a regular file.
  nonisolated static func phase(for url: URL) -> AsyncImagePhase {
    switch url.scheme?.lowercased() {
    case "file":
      break
    case "http", "https":
      return .failure(
        Failure(description: "\(url.absoluteString) was not downloaded: no network client"))
    default:
      return .failure(Failure(description: "\(url.absoluteString) is not a file"))
    }
    let path = url.resolvingSymlinksInPath().path
    // A pipe or a device could block the read or never end: only regular files are read.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return .failure(Failure(description: "\(url.path) cannot be read"))
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      return .failure(Failure(description: "\(url.path) is not a regular file"))
    }
    guard let handle = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)) else {
      return .failure(Failure(description: "\(url.path) cannot be read"))
    }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: headerLength)) ?? Data()
    guard imageFormat(of: [UInt8](header)) != nil else {
      return .failure(Failure(description: "\(url.path) is not an image"))
    }
    return .success(Image(systemName: "photo"))
  }

  /// The image format the first bytes of a file name, or `nil`.
  nonisolated static func imageFormat(of bytes: [UInt8]) -> String? {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && Array(bytes[offset..<(offset + prefix.count)]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "PNG" }
    if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "GIF" }
    if starts(Array("BM".utf8)) { return "BMP" }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "WebP" }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
    return nil
  }
}
