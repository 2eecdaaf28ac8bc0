/// What a text field holds, for autofill (UIKit's type, which SwiftUI's `.textContentType(_:)`
/// takes). A terminal has no autofill, so `.textContentType(_:)` is accepted and has no effect.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The content type's name.
  public let rawValue: String

  /// Creates a content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An e-mail address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType(rawValue: "url")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  /// An organization's name.
  public static let organizationName = UITextContentType(rawValue: "organization")
}
