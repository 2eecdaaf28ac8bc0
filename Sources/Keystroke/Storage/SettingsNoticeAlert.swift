/// The alert that shows a problem with the settings file, over the active window.
///
/// Built by the app's root after the window's content, so a problem the content reported
/// while it was built (a value of the wrong type read by `@AppStorage`, a file found damaged
/// on first read) shows in that same update. It waits while one of the window's own panels
/// (a file picker, a save prompt) is up; dismissing it moves on to the next problem.
struct SettingsNoticeAlert: View {
  /// The problem shown; a different one makes a different view, so the alert is rebuilt.
  let notice: String
  let notices: SettingsNotices
  let manager: WindowManager
  /// Rebuilds the app's root, which builds this alert again or leaves it out.
  let changed: any ChangeSignal

  var body: some View {
    EmptyView()
      .alert("There is a problem with the settings file.", isPresented: isPresented) {
        Button("OK") {}
      } message: {
        Text(notice)
      }
  }

  private var isPresented: Binding<Bool> {
    let manager = self.manager
    let notices = self.notices
    let changed = self.changed
    return Binding(
      get: { manager.panel == nil && notices.current != nil },
      set: { isPresented in
        guard !isPresented, manager.panel == nil, notices.current != nil else { return }
        notices.dismiss()
        changed.raise()
      })
  }
}
