/// One opaque colour of a screenshot, 8 bits per channel (alpha is not judged).
///
/// ```swift
/// let red = PixelColor(red: 255, green: 0, blue: 0)
/// red.matches(PixelColor(red: 250, green: 6, blue: 0), tolerance: 24) // true
/// red.description // "#FF0000"
/// ```
public struct PixelColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`, upper case.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for value in [red, green, blue] {
            text.append(digits[Int(value >> 4)])
            text.append(digits[Int(value & 0x0F)])
        }
        return text
    }

    /// Whether every channel differs from `other`'s by at most `tolerance`.
    ///
    /// - Parameters:
    ///   - other: the colour compared with.
    ///   - tolerance: the largest difference allowed per channel, 0 for an exact match.
    public func matches(_ other: PixelColor, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance
            && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    /// Whether this colour lies, within `tolerance` per channel, on the straight line from `a` to
    /// `b`: a cross-fade of the two (UIKit animates one bar's background into another's).
    ///
    /// - Parameters:
    ///   - a: one end of the fade.
    ///   - b: the other end.
    ///   - tolerance: the largest difference allowed per channel.
    public func isBlend(of a: PixelColor, and b: PixelColor, tolerance: Int) -> Bool {
        let from = [Double(a.red), Double(a.green), Double(a.blue)]
        let to = [Double(b.red), Double(b.green), Double(b.blue)]
        let seen = [Double(red), Double(green), Double(blue)]
        var along = 0.0, length = 0.0
        for channel in 0..<3 {
            along += (seen[channel] - from[channel]) * (to[channel] - from[channel])
            length += (to[channel] - from[channel]) * (to[channel] - from[channel])
        }
        let t = length == 0 ? 0 : min(1, max(0, along / length))
        for channel in 0..<3 where abs(from[channel] + t * (to[channel] - from[channel]) - seen[channel]) > Double(tolerance) {
            return false
        }
        return true
    }
}
