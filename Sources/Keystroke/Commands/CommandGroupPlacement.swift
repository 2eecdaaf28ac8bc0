import KeystrokeCore

/// Where a `CommandGroup` goes among the standard menus' groups.
public struct CommandGroupPlacement: Sendable {
  let slot: MenuSlot

  /// About the app (App menu).
  public static let appInfo = CommandGroupPlacement(slot: .appInfo)
  /// Settings… (App menu).
  public static let appSettings = CommandGroupPlacement(slot: .appSettings)
  /// Services (App menu).
  public static let systemServices = CommandGroupPlacement(slot: .systemServices)
  /// Hide and show the app (App menu).
  public static let appVisibility = CommandGroupPlacement(slot: .appVisibility)
  /// Quit (App menu).
  public static let appTermination = CommandGroupPlacement(slot: .appTermination)
  /// New and Open (File menu).
  public static let newItem = CommandGroupPlacement(slot: .newItem)
  /// Save, Close and Revert (File menu).
  public static let saveItem = CommandGroupPlacement(slot: .saveItem)
  /// Import and export (File menu).
  public static let importExport = CommandGroupPlacement(slot: .importExport)
  /// Print (File menu).
  public static let printItem = CommandGroupPlacement(slot: .printItem)
  /// Undo and Redo (Edit menu).
  public static let undoRedo = CommandGroupPlacement(slot: .undoRedo)
  /// Cut, Copy, Paste and Select All (Edit menu).
  public static let pasteboard = CommandGroupPlacement(slot: .pasteboard)
  /// Find and spelling (Edit menu).
  public static let textEditing = CommandGroupPlacement(slot: .textEditing)
  /// Font and text formatting (Edit or Format menu).
  public static let textFormatting = CommandGroupPlacement(slot: .textFormatting)
  /// Toolbar visibility (View menu).
  public static let toolbar = CommandGroupPlacement(slot: .toolbar)
  /// Show/Hide Sidebar (View menu).
  public static let sidebar = CommandGroupPlacement(slot: .sidebar)
  /// Minimize and Zoom (Window menu).
  public static let windowSize = CommandGroupPlacement(slot: .windowSize)
  /// The list of open windows (Window menu).
  public static let windowList = CommandGroupPlacement(slot: .windowList)
  /// The app's single windows (Window menu).
  public static let singleWindowList = CommandGroupPlacement(slot: .singleWindowList)
  /// Bring All to Front (Window menu).
  public static let windowArrangement = CommandGroupPlacement(slot: .windowArrangement)
  /// Help (Help menu).
  public static let help = CommandGroupPlacement(slot: .help)
}
