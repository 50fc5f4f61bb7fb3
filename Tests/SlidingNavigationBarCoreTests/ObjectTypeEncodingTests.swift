import Testing
import SlidingNavigationBarCore

/// Which type encodings the shell accepts as an object before it reads a private value: one row
/// per encoding, written out by hand from the runtime's documented type codes.
@Suite struct ObjectTypeEncodingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var encoding: String
        var isObject: Bool
        var meaning: String
        var testDescription: String { "\(encoding.isEmpty ? "(empty)" : encoding): \(meaning)" }
    }

    static let rows: [Row] = [
        Row(encoding: "@", isObject: true, meaning: "id, as a method's return type"),
        Row(encoding: "@\"NSMutableArray\"", isObject: true, meaning: "an instance variable of a named class"),
        Row(encoding: "@?", isObject: true, meaning: "a block"),
        Row(encoding: "r@", isObject: true, meaning: "const id"),
        Row(encoding: "Vn@", isObject: true, meaning: "qualifiers before id"),
        Row(encoding: "q", isObject: false, meaning: "NSInteger"),
        Row(encoding: "B", isObject: false, meaning: "BOOL"),
        Row(encoding: "v", isObject: false, meaning: "void"),
        Row(encoding: "d", isObject: false, meaning: "CGFloat"),
        Row(encoding: "{CGPoint=dd}", isObject: false, meaning: "a structure"),
        Row(encoding: "^@", isObject: false, meaning: "a pointer to an object"),
        Row(encoding: "^v", isObject: false, meaning: "a pointer"),
        Row(encoding: "#", isObject: false, meaning: "a class"),
        Row(encoding: ":", isObject: false, meaning: "a selector"),
        Row(encoding: "*", isObject: false, meaning: "a C string"),
        Row(encoding: "r", isObject: false, meaning: "a qualifier alone"),
        Row(encoding: "", isObject: false, meaning: "no encoding"),
    ]

    @Test(arguments: rows)
    func isObject(_ row: Row) {
        #expect(ObjectTypeEncoding.isObject(row.encoding) == row.isObject)
    }
}
