/// The entries of a `ForEach` of sections with one run of rows each: headers, rows and footers
/// numbered through all the sections, found by position without building anything.
struct SectionedRows<Data: RandomAccessCollection, ID: Hashable, Content: FlatSection>:
  RowProvider
{
  let data: Data
  let identify: (Data.Element) -> ID
  let sections: [Content]
  /// The first entry of each section.
  private let starts: [Int]
  /// The number of entries in all sections.
  let count: Int

  /// Sections made of `data`, with each section's number of entries.
  init(
    data: Data, identify: @escaping (Data.Element) -> ID, sections: [Content], counts: [Int]
  ) {
    self.data = data
    self.identify = identify
    self.sections = sections
    var starts: [Int] = []
    starts.reserveCapacity(sections.count)
    var total = 0
    for count in counts {
      starts.append(total)
      total += count
    }
    self.starts = starts
    count = total
  }

  func kind(at local: Int) -> RowSegment.Kind {
    let (section, entry) = locate(local)
    return sections[section].entryKind(at: entry)
  }

  func selectionValue(at local: Int) -> AnyHashable? {
    let (section, entry) = locate(local)
    return sections[section].entrySelectionValue(at: entry)
  }

  func tagValue(at local: Int) -> AnyHashable? {
    let (section, entry) = locate(local)
    return sections[section].entryTagValue(at: entry)
  }

  func isSelectionDisabled(at local: Int) -> Bool {
    let (section, entry) = locate(local)
    return sections[section].entryIsSelectionDisabled(at: entry)
  }

  func identity(at local: Int) -> AnyHashable {
    let (section, entry) = locate(local)
    let element = data[data.index(data.startIndex, offsetBy: section)]
    return AnyHashable(
      SectionedRowKey(section: identify(element), entry: sections[section].entryIdentity(at: entry))
    )
  }

  func view(at local: Int) -> AnyView {
    let (section, entry) = locate(local)
    return sections[section].entryView(at: entry)
  }

  /// The section an entry is in and its position there.
  private func locate(_ local: Int) -> (section: Int, entry: Int) {
    let (section, entry) = starts.run(containing: local)
    return (section, entry)
  }
}

/// The identity of an entry in a run of sections: its section's and its own.
struct SectionedRowKey<SectionID: Hashable>: Hashable {
  let section: SectionID
  let entry: AnyHashable
}
