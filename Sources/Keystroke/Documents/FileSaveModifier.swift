/// Presents ``FileSaveSheet`` as a sheet for `.fileExporter` and `.fileMover`, closing it
/// before it calls `onCompletion` (or `onCancellation`) once per presentation.
struct FileSaveModifier: ViewModifier {
  let isPresented: Binding<Bool>
  let items: [FileSaveRequest.Item]
  let moving: Bool
  let contentTypes: [UTType]
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: (() -> Void)?

  func body(content: Content) -> some View {
    content.sheet(isPresented: isPresented) {
      FileSaveSheet(
        request: FileSaveRequest(
          items: items, moving: moving, contentTypes: contentTypes,
          finish: { outcome in
            switch outcome {
            case .placed(let urls):
              isPresented.wrappedValue = false
              onCompletion(.success(urls))
            case .failed(let error):
              // As SwiftUI documents: the sheet goes before `onCompletion` is called.
              isPresented.wrappedValue = false
              onCompletion(.failure(error))
            case .cancelled:
              isPresented.wrappedValue = false
              onCancellation?()
            }
          }))
    }
  }
}
