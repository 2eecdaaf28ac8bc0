extension View {
  /// Adds a menu to the screen's title: in a terminal a `▾` menu button right after the title
  /// on the title line, listing `content` (a ``RenameButton`` there renames with the
  /// `.renameAction` set around this view).
  public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    let items = content()
    return toolbar {
      ToolbarItem(placement: .navigation) {
        Menu {
          items
        } label: {
          EmptyView()
        }
      }
    }
  }
}
