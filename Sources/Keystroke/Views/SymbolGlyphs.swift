import Synchronization

/// The terminal glyphs that stand in for SF Symbols.
///
/// A terminal cannot draw SF Symbols, so `Image(systemName:)` looks the name up here. Every glyph
/// is one column wide and drawn by DejaVu Sans Mono (and Menlo, which derives from it). A name that is not in the table is tried again without its trailing
/// variant parts (`.fill`, `.circle`, `.square`, …), so `star.circle.fill` finds `star`. A name
/// that still matches nothing is drawn as ``fallback``.
enum SymbolGlyphs {
  /// What an unknown symbol name is drawn as.
  static let fallback = "•"

  /// The glyph for each known symbol name.
  static let table: [String: String] = [
    "timer": "◴", "clock": "◷", "stopwatch": "◴", "hourglass": "◔", "alarm": "◷",
    "calendar": "▦", "list.bullet": "≡", "list.dash": "≡", "list.number": "≡",
    "line.3.horizontal": "≡", "ellipsis": "…", "ellipsis.circle": "⋯",
    "folder": "▤", "folder.fill": "▤", "doc": "▯", "doc.text": "▯", "note.text": "▯",
    "gear": "⚙", "gearshape": "⚙", "slider.horizontal.3": "⚙",
    "magnifyingglass": "⌕", "plus": "+", "minus": "−", "trash": "⌧",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "checkmark": "✓", "xmark": "✕", "multiply": "✕",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "⌃", "chevron.down": "⌄",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.backward": "↶",
    "house": "⌂", "person": "☺", "person.2": "☺", "person.crop.circle": "☺",
    "bell": "♫", "envelope": "✉", "paperplane": "➤", "pencil": "✎",
    "square.and.pencil": "✎", "square.and.arrow.up": "↥", "square.and.arrow.down": "⇩",
    "tag": "#", "number": "#", "bookmark": "⚑", "flag": "⚑", "link": "∞",
    "info": "i", "info.circle": "i", "questionmark": "?", "exclamationmark": "!",
    "exclamationmark.triangle": "⚠", "play": "▶", "play.fill": "▶", "pause": "‖",
    "stop": "■", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "square.grid.2x2": "⊞", "sidebar.left": "▌", "sun.max": "☼", "moon": "☾",
    "cloud": "☁", "bolt": "ϟ", "globe": "◍", "lock": "⊡", "key": "⌐", "eye": "◉",
    "chart.bar": "▇", "tray": "▭", "archivebox": "▭", "keyboard": "⌨", "command": "⌘",
    "option": "⌥", "shift": "⇧", "control": "⌃", "return": "⏎", "delete.left": "⌫",
    "escape": "⎋", "fork.knife": "⚘", "cart": "⊔", "book": "▥", "graduationcap": "⌂",
    "target": "◎", "scope": "◎", "figure.run": "☈", "leaf": "❦", "flame": "♨",
    // Places and travel.
    "safari": "◈", "compass.drawing": "◈", "map": "▧", "mappin": "⚑", "mappin.and.ellipse": "⚑",
    "location": "➤", "location.north": "➤", "airplane": "✈", "car": "⊡", "bicycle": "⚙",
    "building.2": "▥", "building.columns": "▥",
    // Documents, storage and editing.
    "doc.on.doc": "❐", "doc.on.clipboard": "❐", "clipboard": "▤", "paperclip": "∂",
    "folder.badge.plus": "▤", "externaldrive": "▭", "internaldrive": "▭", "server.rack": "▤",
    "printer": "▤", "scissors": "✂", "paintbrush": "✎", "highlighter": "✎", "eraser": "⌫",
    "text.alignleft": "≡", "text.justify": "≡", "textformat": "A", "bold": "B",
    "character.cursor.ibeam": "⌶", "square.and.arrow.up.on.square": "↥",
    "arrow.up.doc": "↥", "arrow.down.doc": "⇩", "tray.full": "▭", "tray.and.arrow.down": "⇩",
    "archivebox.fill": "▭", "shippingbox": "▣", "cube": "▣", "puzzlepiece": "✤",
    // People and communication.
    "person.3": "☺", "person.badge.plus": "☺", "person.crop.square": "☺", "figure.walk": "☈",
    "bubble.left": "▭", "bubble.right": "▭", "message": "▭", "quote.bubble": "❝",
    "phone": "✆", "video": "▶", "mic": "♪", "music.note": "♪", "music.note.list": "♫",
    "speaker": "◁", "speaker.wave.2": "◁", "bell.badge": "♫", "at": "@",
    // State and status.
    "checkmark.circle": "✓", "checkmark.seal": "✓", "xmark.circle": "✕", "xmark.octagon": "✕",
    "exclamationmark.circle": "!", "exclamationmark.octagon": "!", "questionmark.circle": "?",
    "plus.circle": "+", "minus.circle": "−", "plus.app": "+", "nosign": "⊘", "slash.circle": "⊘",
    "hand.raised": "☝", "hand.thumbsup": "↑", "hand.thumbsdown": "↓", "lightbulb": "☀",
    "sparkles": "✧", "wand.and.stars": "✧", "crown": "♔", "trophy": "♔", "medal": "✪",
    "rosette": "✪", "gift": "⊞", "lock.open": "⊡", "shield": "◊", "checkerboard.shield": "◊",
    "eye.slash": "◌", "pin": "↓", "pin.fill": "↓",
    // Time and progress.
    "clock.arrow.circlepath": "↺", "calendar.badge.plus": "▦", "calendar.badge.clock": "▦",
    "deskclock": "◷", "gauge": "◔", "speedometer": "◔", "chart.pie": "◔",
    "chart.line.uptrend.xyaxis": "↗", "chart.bar.xaxis": "▇", "waveform": "≈",
    "battery.100": "▮", "battery.25": "▯", "bolt.fill": "ϟ",
    // Controls and navigation.
    "chevron.left.2": "«", "chevron.right.2": "»", "chevron.backward": "‹", "chevron.forward": "›",
    "arrow.backward": "←", "arrow.forward": "→", "arrow.up.arrow.down": "⇅",
    "arrow.left.arrow.right": "⇄", "arrow.triangle.2.circlepath": "↻", "arrow.2.squarepath": "↻",
    "arrow.up.right": "↗", "arrow.down.left": "↙", "arrow.up.left.and.arrow.down.right": "⇱",
    "arrow.down.right.and.arrow.up.left": "⇲", "arrow.uturn.forward": "↷",
    "return.left": "⏎", "forward": "»", "backward": "«", "forward.fill": "»",
    "backward.fill": "«", "forward.end": "⇥", "backward.end": "⇤", "shuffle": "⇄",
    "repeat": "↻", "stop.fill": "■", "record.circle": "●", "power": "⌽",
    "line.3.horizontal.decrease": "≡", "line.3.horizontal.decrease.circle": "≡",
    "slider.horizontal.below.rectangle": "⚙", "switch.2": "⇄", "togglepower": "⌽",
    "sidebar.right": "▐", "sidebar.leading": "▌", "sidebar.trailing": "▐",
    "rectangle.split.3x1": "▥", "square.split.2x1": "◫", "rectangle.grid.2x2": "⊞",
    "square.grid.3x3": "⊞", "list.bullet.rectangle": "≡", "list.bullet.indent": "≡",
    "checklist": "☑", "checkmark.square": "☑", "square.stack": "❐", "square.on.square": "❐",
    "plus.square": "⊞", "minus.square": "⊟", "xmark.square": "☒", "square.dashed": "⬚",
    "macwindow": "▣", "terminal": "▣", "display": "▭", "laptopcomputer": "▭",
    "desktopcomputer": "▭", "iphone": "▯", "applelogo": "◆", "network": "⊗", "wifi": "◠",
    "antenna.radiowaves.left.and.right": "◠", "icloud": "☁", "cloud.fill": "☁",
    "icloud.and.arrow.down": "⇩", "icloud.and.arrow.up": "↥", "arrow.down.circle": "↓",
    "arrow.up.circle": "↑", "house.fill": "⌂", "hammer": "⚒", "wrench": "⚒",
    "wrench.and.screwdriver": "⚒", "ant": "✱", "ladybug": "✱", "cpu": "▣", "memorychip": "▤",
    "function": "ƒ", "sum": "∑", "percent": "%", "dollarsign": "$", "eurosign": "€",
    "sterlingsign": "£", "yensign": "¥", "bitcoinsign": "B", "textformat.abc": "a",
    "globe.europe.africa": "◍", "globe.americas": "◍", "globe.asia.australia": "◍",
    "sun.min": "☼", "moon.stars": "☾", "cloud.rain": "☂", "snowflake": "❄", "drop": "◊",
    "thermometer": "⊥", "umbrella": "☂", "tree": "♣", "pawprint": "✿", "fish": "∝",
    "carrot": "▾", "cup.and.saucer": "◡", "wineglass": "▿", "birthday.cake": "▲",
    "bag": "⊔", "basket": "⊔", "creditcard": "▭", "banknote": "▭", "tag.fill": "#",
    "photo": "▨", "photo.on.rectangle": "▨", "camera": "◙", "film": "▤", "tv": "▭",
    "gamecontroller": "⊕", "paintpalette": "◕", "book.closed": "▥", "books.vertical": "▥",
    "newspaper": "▤", "magazine": "▤", "text.book.closed": "▥", "graduationcap.fill": "⌂",
    "brain": "◎", "heart.text.square": "♥", "cross": "✚", "pills": "◒", "stethoscope": "⚕",
    "figure.walk.circle": "☈", "dumbbell": "⇹", "sportscourt": "▭", "flag.checkered": "⚑",
    "bookmark.fill": "⚑", "flag.fill": "⚑", "link.circle": "∞", "qrcode": "▦",
    "barcode": "║", "key.fill": "⌐", "lock.shield": "⊡", "hand.tap": "☚",
    "cursorarrow": "↖", "hand.point.up.left": "☝", "keyboard.fill": "⌨",
    "command.square": "⌘", "capslock": "⇪", "space": "␣", "delete.right": "⌦",
    "clear": "⌧", "escape.circle": "⎋",
  ]

  /// The variant suffixes dropped, last first, when a name is not in the table.
  private static let variants: Set<String> = [
    "fill", "circle", "square", "rectangle", "slash", "badge", "2", "3", "horizontal",
  ]

  /// The glyph for a symbol name, or ``fallback``.
  static func glyph(for name: String) -> String {
    if let glyph = table[name] { return glyph }
    // Tab bars ask for their glyphs on every update, mostly for variants (`.circle.fill`)
    // found by splitting the name: the answers are kept, up to a bound.
    if let known = resolved.withLock({ $0[name] }) { return known }
    let glyph = lookUp(name)
    resolved.withLock { names in
      if names.count >= resolvedLimit { names.removeAll() }
      names[name] = glyph
    }
    return glyph
  }

  /// Names whose glyph was found by trimming variants, with what was found.
  private static let resolved = Mutex<[String: String]>([:])
  /// The most names kept in ``resolved``; an app that makes names at run time starts it over.
  private static let resolvedLimit = 256

  private static func lookUp(_ name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    while !parts.isEmpty {
      if let glyph = table[parts.joined(separator: ".")] { return glyph }
      guard let last = parts.last, variants.contains(last) else { break }
      parts.removeLast()
    }
    return fallback
  }
}
