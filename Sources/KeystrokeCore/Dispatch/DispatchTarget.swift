/// What a key can trigger: a control in a window, a window's menu command, or an app command.
public enum DispatchTarget: Hashable, Sendable {
  /// A control in a presentation layer of a window.
  case control(ShortcutControl.ID, layer: PresentationLayer.ID, window: DispatchWindow.ID)
  /// A menu command of a window.
  case windowCommand(CommandID, window: DispatchWindow.ID)
  /// An app-wide command.
  case appCommand(CommandID)

  /// The command's identity, when the target is a command.
  public var command: CommandID? {
    switch self {
    case .control: return nil
    case .windowCommand(let id, _), .appCommand(let id): return id
    }
  }

  /// The control's identity, when the target is a control.
  public var control: ShortcutControl.ID? {
    if case .control(let id, _, _) = self { return id }
    return nil
  }

  /// A stable one-line name: `control "save"`, `command "file.save"`.
  public var label: String {
    switch self {
    case .control(let id, _, _): return "control \"\(id)\""
    case .windowCommand(let id, _), .appCommand(let id): return "command \"\(id)\""
    }
  }
}
