import Foundation
import Testing

@testable import Keystroke

@Suite struct AffineTransformTests {
  @Test func aTranslationAfterAScaleMovesScaledPoints() {
    // `translatedBy` applies the move first, then the transform it was called on.
    let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 4, y: 6))
    let concatenated = CGAffineTransform(scaleX: 2, y: 3)
      .concatenating(CGAffineTransform(translationX: 1, y: 1))
    #expect(CGPoint(x: 1, y: 1).applying(concatenated) == CGPoint(x: 3, y: 4))
  }

  @Test func aQuarterTurnIsClockwiseOnScreenAndInvertsBack() {
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(turn)
    #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    let back = CGPoint(x: 3, y: 4).applying(turn.translatedBy(x: 2, y: 5))
      .applying(turn.translatedBy(x: 2, y: 5).inverted())
    #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
    #expect(CGAffineTransform.identity.isIdentity)
  }

  @Test func aPathAndARectangleMoveByTheirCorners() {
    let scale = CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 1, y: 0)
    let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(scale)
    #expect(path.boundingRect == CGRect(x: 2, y: 0, width: 2, height: 1))
    #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(scale) == path.boundingRect)
    #expect(CGSize(width: 3, height: 2).applying(scale) == CGSize(width: 6, height: 2))
  }
}
