/// Presents ``FileSaveSheet`` as a sheet for `.fileExporter` and `.fileMover`.
struct FileSaveModifier: ViewModifier {
  let isPresented: Binding<Bool>
  let items: [FileSaveRequest.Item]
  let moving: Bool
  let contentType: UTType?
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: (() -> Void)?

  func body(content: Content) -> some View {
    content.sheet(isPresented: isPresented) {
      FileSaveSheet(
        request: FileSaveRequest(
          items: items, moving: moving, contentType: contentType,
          finish: { outcome in
            switch outcome {
            case .placed(let urls):
              isPresented.wrappedValue = false
              onCompletion(.success(urls))
            case .failed(let error):
              onCompletion(.failure(error))
            case .cancelled:
              isPresented.wrappedValue = false
              onCancellation?()
            }
          }))
    }
  }
}
