/// A screenshot as the oracle reads it: rows top to bottom, 4 bytes per pixel (red, green, blue,
/// alpha), no padding between rows.
///
/// ```swift
/// let image = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
/// image.color(x: 1, y: 0) // #0000FF
/// ```
public struct RGBAImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let bytes: [UInt8]

    /// - Throws: ``PixelOracleError/emptyImage(width:height:)`` when a side is zero or negative,
    ///   ``PixelOracleError/bufferSizeMismatch(width:height:expectedBytes:actualBytes:)`` when
    ///   `bytes` does not hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) throws {
        guard width > 0, height > 0 else { throw PixelOracleError.emptyImage(width: width, height: height) }
        let (area, overflowA) = width.multipliedReportingOverflow(by: height)
        let (expected, overflowB) = area.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB, expected == bytes.count else {
            throw PixelOracleError.bufferSizeMismatch(
                width: width, height: height, expectedBytes: overflowA || overflowB ? nil : expected, actualBytes: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The colour of pixel (`x`, `y`); both must be inside the image.
    public func color(x: Int, y: Int) -> PixelColor {
        let index = (y * width + x) * 4
        return PixelColor(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
    }

    /// Row `y`'s colours, each packed as `0xRRGGBB` (alpha dropped), to compare columns cheaply.
    func packedRow(_ y: Int) -> [UInt32] {
        // A plain loop: an unoptimised build runs a `map` closure per pixel several times slower.
        var row = [UInt32](repeating: 0, count: width)
        bytes.withUnsafeBufferPointer { buffer in
            row.withUnsafeMutableBufferPointer { out in
                var index = y * width * 4
                for x in 0..<width {
                    out[x] = UInt32(buffer[index]) << 16 | UInt32(buffer[index + 1]) << 8 | UInt32(buffer[index + 2])
                    index += 4
                }
            }
        }
        return row
    }
}

/// Why the pixel oracle could not judge a screenshot: what ``RGBAImage/init(width:height:bytes:)``
/// and ``PixelOracle/judge(_:frame:pages:geometry:rule:)`` throw. (They are declared `throws`,
/// not `throws(PixelOracleError)`: the Swift 6.3 compiler used for the iOS build here crashes
/// lowering any typed `throw` for that target.)
public enum PixelOracleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A side of the image is zero (or negative).
    case emptyImage(width: Int, height: Int)
    /// The buffer does not hold width × height × 4 bytes (`expectedBytes` is `nil` when that
    /// product does not fit an `Int`).
    case bufferSizeMismatch(width: Int, height: Int, expectedBytes: Int?, actualBytes: Int)
    /// The geometry cannot be used with this image: the reason is in the message.
    case invalidGeometry(String)

    public var description: String {
        switch self {
        case .emptyImage(let width, let height):
            "the screenshot is empty: \(width)×\(height) pixels (both sides must be at least 1)"
        case .bufferSizeMismatch(let width, let height, let expected, let actual):
            if let expected {
                "the screenshot buffer holds \(actual) bytes, but a \(width)×\(height) RGBA image needs \(expected) (width × height × 4)"
            } else {
                "the screenshot size \(width)×\(height) is too large to address (\(actual) bytes given)"
            }
        case .invalidGeometry(let reason): "the frame geometry does not fit the screenshot: \(reason)"
        }
    }
}
