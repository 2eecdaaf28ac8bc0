import KeystrokeTerminal

/// Diff-and-encode cost of the screen renderer on a 200×60 screen of styled text.
///
/// `render.oneRow` alternates two frames that differ in one row (so each call repaints that row);
/// `render.oneRowBytes` is the size of one such frame; `render.firstFrame` is a full repaint.
let renderBenchmark = BenchmarkCase(name: "render") { quick in
  let width = 200
  let height = 60
  var base = ScreenBuffer(width: width, height: height)
  let header = base.intern(
    CellStyle(foreground: .ansi(15), background: .ansi(4), attributes: .bold))
  let dim = base.intern(CellStyle(foreground: .indexed(244)))
  base.fill(x: 0, y: 0, width: width, height: 1, style: header)
  base.write(" File  Edit  View  Window  Help", x: 0, y: 0, style: header)
  for row in 1..<height {
    let line =
      "\(row): the quick brown fox jumps over the lazy dog — 世界 — lorem ipsum dolor sit amet"
    let end = base.write(line, x: 0, y: row)
    base.write(String(repeating: "·", count: max(0, width - end)), x: end, y: row, style: dim)
  }
  // One row's text replaced by a different line of the same layout (the dotted tail stays).
  var changed = base
  changed.write(
    "30: a different line of text now stands in this row, every word of it replaced — 世界 ok",
    x: 0, y: 30)
  let frames = [base, changed]

  var renderer = ScreenRenderer()
  _ = renderer.render(base)
  let bytes = renderer.render(changed).bytes.count
  var flip = 0
  let oneRow = Stopwatch.medianNanoseconds(rounds: quick ? 5 : 51, batch: quick ? 10 : 200) {
    flip ^= 1
    blackHole(renderer.render(frames[flip]))
  }

  let firstFrame = Stopwatch.medianNanoseconds(rounds: quick ? 3 : 31, batch: quick ? 2 : 10) {
    var fresh = ScreenRenderer()
    blackHole(fresh.render(base))
  }
  return [
    Figure(name: "render.oneRow", value: oneRow / 1000, unit: "us", budget: 100),
    Figure(name: "render.oneRowBytes", value: Double(bytes), unit: "bytes", budget: 300),
    Figure(name: "render.firstFrame", value: firstFrame / 1_000_000, unit: "ms", budget: 2),
  ]
}
