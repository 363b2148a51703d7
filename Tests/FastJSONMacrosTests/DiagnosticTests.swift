#if Macros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Misuse of the macros gets a diagnostic, with a fix-it where one fits, and no expansion.
@Suite struct DiagnosticTests {
    @Test func onlyStructsClassesAndEnums() {
        expectExpansion(
            """
            @JSONCodable
            protocol Kind {}
            """,
            """
            protocol Kind {}
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONCodable applies to a struct, a class or an enum", line: 1, column: 1)])
        expectExpansion(
            """
            @JSONCodable(discriminator: "type")
            struct Order {
                var id: Int
            }
            """,
            """
            struct Order {
                var id: Int
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'discriminator:' applies to enums", line: 1, column: 1)])
    }

    @Test func enumCasesAreChecked() {
        let cases: [(String, String, String, Int, Int)] = [
            ("@JSONUnknown case other(Int)", "case other(Int)", "the @JSONUnknown case 'other' cannot have associated values", 3, 23),
            ("@JSONUnknown case a; @JSONUnknown case b", "case a; case b", "only one case can be @JSONUnknown", 3, 26),
            (#"@JSONKey("a") case b; case a"#, "case b; case a", #"two cases are coded as "a""#, 3, 27),
            ("@JSONDefault(1) case a", "case a", "@JSONDefault applies to properties, not enum cases", 3, 5),
            ("case a(Int, _0: Int)", "case a(Int, _0: Int)", "'a' has a value labelled '_0', the key of one of its unlabelled values", 3, 10),
        ]
        for (members, expanded, message, line, column) in cases {
            expectExpansion(
                """
                @JSONCodable
                enum Kind {
                    \(members)
                }
                """,
                """
                enum Kind {
                    \(expanded)
                }
                """,
                diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
        }
        let discriminated: [(String, String, String, Int, Int)] = [
            ("case text(String)", "case text(String)",
             "'text''s value does not code as an object, which the discriminator must join; label it to code it under a key", 3, 5),
            ("case pair(Int, Int)", "case pair(Int, Int)",
             "'pair''s values need labels: with a discriminator they are keys of the same object", 3, 5),
            ("case item(type: Int)", "case item(type: Int)", "'item' has a value labelled 'type', the discriminator's key", 3, 5),
        ]
        for (members, expanded, message, line, column) in discriminated {
            expectExpansion(
                """
                @JSONCodable(discriminator: "type")
                enum Kind {
                    \(members)
                }
                """,
                """
                enum Kind {
                    \(expanded)
                }
                """,
                diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
        }
    }

    @Test func decodedPropertyNeedsItsType() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var count = 0
            }
            """,
            """
            struct Order {
                var count = 0
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "'count' needs a type annotation: @JSONCodable reads the type from the declaration",
                line: 3, column: 9, fixIts: [FixItSpec(message: "Add a type annotation")])],
            fixedSource: """
            @JSONCodable
            struct Order {
                var count: Int = 0
            }
            """)
    }

    /// A property inside `#if` or in a tuple pattern cannot be named by the generated code; an
    /// ignored one with an initial value needs no code.
    @Test func propertiesOutOfReach() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int
                #if DEBUG
                var trace: String?
                #endif
            }
            """,
            """
            struct Order {
                var id: Int
                #if DEBUG
                var trace: String?
                #endif
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@JSONCodable cannot code 'trace' inside '#if'; declare it outside the block, or mark it @JSONIgnored with an initial value",
                line: 5, column: 9)])
        expectExpansion(
            """
            @JSONCodable
            struct Point {
                var (x, y): (Int, Int)
            }
            """,
            """
            struct Point {
                var (x, y): (Int, Int)
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@JSONCodable codes properties one name at a time; declare each of these separately", line: 3, column: 9)])
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int
                #if DEBUG
                @JSONIgnored var trace = ""
                #endif
            }
            """,
            """
            struct Order {
                var id: Int
                #if DEBUG
                var trace = ""
                #endif
            }

            \(singlePropertyExtension(of: "Order", property: "id"))
            """)
    }

    /// What the macro cannot see or must be told: an `init(from:)` or a case inside `#if`, and
    /// `codesSuperclass:` other than a literal or without a superclass. What needs no generated
    /// code passes: an ignored optional inside `#if`, an ignored tuple with a value.
    @Test func membersAndArgumentsOutOfReach() {
        let refused: [(String, String, String, Int, Int)] = [
            ("@JSONCodable\nstruct S {\n    var a: Int\n    #if DEBUG\n    init(from decoder: any Decoder) throws { a = 0 }\n    #endif\n}",
             "struct S {\n    var a: Int\n    #if DEBUG\n    init(from decoder: any Decoder) throws { a = 0 }\n    #endif\n}",
             "@JSONCodable cannot tell whether the type has the init(from:) inside '#if'; write it outside the block", 5, 5),
            ("@JSONCodable\nenum E {\n    case a\n    #if DEBUG\n    case debug(Int)\n    #endif\n}",
             "enum E {\n    case a\n    #if DEBUG\n    case debug(Int)\n    #endif\n}",
             "@JSONCodable cannot code a case inside '#if'; declare it outside the block", 5, 5),
            ("@JSONCodable\nenum E {\n    case a\n    #if DEBUG\n    #if os(Linux)\n    case debug(Int)\n    #endif\n    #endif\n}",
             "enum E {\n    case a\n    #if DEBUG\n    #if os(Linux)\n    case debug(Int)\n    #endif\n    #endif\n}",
             "@JSONCodable cannot code a case inside '#if'; declare it outside the block", 6, 5),
            ("@JSONCodable(codesSuperclass: inherits)\nfinal class C: Base {\n    var a: Int\n}",
             "final class C: Base {\n    var a: Int\n}",
             "'codesSuperclass:' takes 'true' or 'false'", 1, 31),
            ("@JSONCodable(codesSuperclass: true)\nfinal class C {\n    var a: Int\n}",
             "final class C {\n    var a: Int\n}",
             "'codesSuperclass: true' needs a superclass that is Codable", 1, 1),
        ]
        for (source, expanded, message, line, column) in refused {
            expectExpansion(source, expanded, diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
        }
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                var id: Int
                @JSONIgnored var (low, high) = (0, 0)
                #if DEBUG
                @JSONIgnored var trace: String?
                #endif
            }
            """,
            """
            struct Order {
                var id: Int
                var (low, high) = (0, 0)
                #if DEBUG
                var trace: String?
                #endif
            }

            \(singlePropertyExtension(of: "Order", property: "id"))
            """)
    }

    /// A wrapped property is read and written through its storage, whose type a closure names to
    /// the container so that its overloads apply, and the type gets no fast path.
    @Test func propertyWrappersAreCodedThroughTheirStorage() {
        expectExpansion(
            """
            @JSONCodable
            struct Settings {
                @JSONKey("is_on") @DefaultFalse var flag: Bool
                var name: String?
            }
            """,
            """
            struct Settings {
                @DefaultFalse var flag: Bool
                var name: String?
            }

            extension Settings: Decodable, Encodable {
                enum CodingKeys: String, CodingKey {
                    case is_on
                    case name
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self._flag = try container.decode(_JSONCodableSupport.storageType { (value: Self) in
                            value._flag
                        }, forKey: .is_on)
                    self.name = try _JSONCodableSupport.decodeIfPresent(from: container, forKey: .name)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self._flag, forKey: .is_on)
                    try container.encodeIfPresent(self.name, forKey: .name)
                }
            }
            """)
        expectExpansion(
            """
            @JSONCodable
            final class Account {
                @Clamped var level: Int?
            }
            """,
            """
            final class Account {
                @Clamped var level: Int?

                enum CodingKeys: String, CodingKey {
                    case level
                }

                required init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self._level = try container.decode(_JSONCodableSupport.storageType { (value: Account) in
                            value._level
                        }, forKey: .level)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self._level, forKey: .level)
                }
            }

            extension Account: Decodable, Encodable {
            }
            """)
    }

    /// A possible property wrapper is coded through its storage, as synthesized `Codable` codes it,
    /// and names only its key: the wrapper decides the rest.
    @Test func propertyWrappersTakeOnlyAKey() {
        let message = "@JSONDefault cannot apply to 'flag': @DefaultFalse may be a property wrapper, which codes 'flag' "
            + "as synthesized Codable does; only @JSONKey and @JSONIgnored can"
        expectExpansion(
            "@JSONCodable\nstruct S {\n    @DefaultFalse @JSONDefault(true) var flag: Bool\n}",
            "struct S {\n    @DefaultFalse var flag: Bool\n}",
            diagnostics: [DiagnosticSpec(message: message, line: 3, column: 19, fixIts: [FixItSpec(message: "Remove @JSONDefault")])],
            fixedSource: "@JSONCodable\nstruct S {\n    @DefaultFalse var flag: Bool\n}")
        expectExpansion(
            "@JSONCodable\nstruct Feed {\n    @LossyArray @JSONLenient var items: [Int]\n}",
            "struct Feed {\n    @LossyArray var items: [Int]\n}",
            diagnostics: [DiagnosticSpec(
                message: "@JSONLenient cannot apply to 'items': @LossyArray may be a property wrapper, which codes 'items' "
                    + "as synthesized Codable does; only @JSONKey and @JSONIgnored can",
                line: 3, column: 17, fixIts: [FixItSpec(message: "Remove @JSONLenient")])])
        // swift-syntax 600's test support drops a member's `#if` attributes as it takes macros' off.
        #if canImport(SwiftSyntax601)
        let keptAttributes = "#if DEBUG\n    @Traced\n    #endif\n    "
        #else
        let keptAttributes = ""
        #endif
        expectExpansion(
            "@JSONCodable\nstruct S {\n    #if DEBUG\n    @Traced\n    #endif\n    var flag: Bool\n}",
            "struct S {\n    \(keptAttributes)var flag: Bool\n}",
            diagnostics: [DiagnosticSpec(
                message: "@JSONCodable cannot tell which attributes 'flag' has inside '#if'; write them outside the block",
                line: 3, column: 5)])
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @available(*, deprecated) @DatabaseActor @ObservationIgnored var id: Int
                @JSONIgnored @Clamped var level = 0
            }
            """,
            """
            struct Order {
                @available(*, deprecated) @DatabaseActor @ObservationIgnored var id: Int
                @Clamped var level = 0
            }

            \(singlePropertyExtension(of: "Order", property: "id"))
            """)
    }

    @Test func ignoredPropertyNeedsAValue() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONIgnored var cache: Int
            }
            """,
            """
            struct Order {
                var cache: Int
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "'cache' is left out of coding, so it needs an initial value",
                line: 3, column: 22, fixIts: [FixItSpec(message: "Add an initial value")])],
            fixedSource: """
            @JSONCodable
            struct Order {
                @JSONIgnored var cache: Int = <#value#>
            }
            """)
        // Only `T?` and `T!` start as nil: `Optional<T>` needs a value, as Swift requires.
        expectExpansion(
            "@JSONCodable\nstruct Order {\n    @JSONIgnored var cache: Optional<Int>\n}",
            "struct Order {\n    var cache: Optional<Int>\n}",
            diagnostics: [DiagnosticSpec(
                message: "'cache' is left out of coding, so it needs an initial value",
                line: 3, column: 22, fixIts: [FixItSpec(message: "Add an initial value")])],
            fixedSource: "@JSONCodable\nstruct Order {\n    @JSONIgnored var cache: Optional<Int> = <#value#>\n}")
    }

    @Test func conflictingAndRepeatedAnnotations() {
        // In either order the diagnostic points at @JSONKey and its fix-it removes it; removing
        // the first attribute keeps the line's indentation.
        for (attributes, column) in [(#"@JSONIgnored @JSONKey("n")"#, 18), (#"@JSONKey("n") @JSONIgnored"#, 5)] {
            expectExpansion(
                """
                @JSONCodable
                struct Order {
                    \(attributes) var name: String = ""
                }
                """,
                """
                struct Order {
                    var name: String = ""
                }
                """,
                diagnostics: [DiagnosticSpec(
                    message: "@JSONIgnored and @JSONKey cannot be used together",
                    line: 3, column: column, fixIts: [FixItSpec(message: "Remove @JSONKey")])],
                fixedSource: """
                @JSONCodable
                struct Order {
                    @JSONIgnored var name: String = ""
                }
                """)
        }
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONLenient @JSONDate(.iso8601) var placed: Date
                @JSONKey("a") @JSONKey("b") var name: String
            }
            """,
            """
            struct Order {
                var placed: Date
                var name: String
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONLenient and @JSONDate cannot be used together", line: 3, column: 18,
                                         fixIts: [FixItSpec(message: "Remove @JSONDate")])])
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONKey("a") @JSONKey("b") var name: String
            }
            """,
            """
            struct Order {
                var name: String
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONKey is used more than once", line: 3, column: 19,
                                         fixIts: [FixItSpec(message: "Remove @JSONKey")])])
    }

    @Test func annotationsCheckTheirType() {
        for (annotation, message) in [
            ("@JSONLenient", "@JSONLenient applies to Bool, integer, Double and Float properties; 'value' is none of them"),
            ("@JSONDate(.iso8601)", "@JSONDate applies to Date properties; 'value' is not one"),
            ("@JSONLossy", "@JSONLossy applies to array properties; 'value' is not one"),
        ] {
            expectExpansion(
                """
                @JSONCodable
                struct Order {
                    \(annotation) var value: String?
                }
                """,
                """
                struct Order {
                    var value: String?
                }
                """,
                diagnostics: [DiagnosticSpec(message: message, line: 3, column: 5)])
        }
    }

    @Test func keysMustBeLiteralAndDistinct() {
        let cases: [(String, String, String, Int, Int)] = [
            (#"@JSONKey("a") var x: Int; @JSONKey("a") var y: Int"#, "var x: Int; var y: Int",
             #"'y' is coded at "a", as 'x' is"#, 3, 31),
            (#"var data: Int; @JSONKey("data", "id") var id: Int"#, "var data: Int; var id: Int",
             #"'id' is coded inside "data", where 'data' is coded as a value"#, 3, 20),
            (#"@JSONKey(name) var x: Int"#, "var x: Int", "@JSONKey takes string literals", 3, 14),
        ]
        for (members, expanded, message, line, column) in cases {
            expectExpansion(
                """
                @JSONCodable
                struct Order {
                    \(members)
                }
                """,
                """
                struct Order {
                    \(expanded)
                }
                """,
                diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
        }
    }

    @Test func skippedElementsNeedAStoredPropertyNotCoded() {
        expectExpansion(
            """
            @JSONCodable
            struct Feed {
                @JSONLossy(skippedInto: "failures") var items: [Int]
            }
            """,
            """
            struct Feed {
                var items: [Int]
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONLossy's skippedInto names no stored property 'failures' of this type", line: 3, column: 5)])
        // The initializer assigns the skipped elements, which a 'let' with a value already has.
        expectExpansion(
            """
            @JSONCodable
            struct Feed {
                @JSONLossy(skippedInto: "failures") var items: [Int]
                let failures: [LossyArray<Int>.Failure] = []
            }
            """,
            """
            struct Feed {
                var items: [Int]
                let failures: [LossyArray<Int>.Failure] = []
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "'failures' receives skipped elements, so it cannot be a 'let' with an initial value", line: 4, column: 5,
                fixIts: [FixItSpec(message: "Make it a 'var'")])],
            fixedSource: """
            @JSONCodable
            struct Feed {
                @JSONLossy(skippedInto: "failures") var items: [Int]
                var failures: [LossyArray<Int>.Failure] = []
            }
            """)
    }

    @Test func handWrittenCodingKeysTakeNoKeys() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONKey("n") var name: String
                enum CodingKeys: String, CodingKey {
                    case name
                }
            }
            """,
            """
            struct Order {
                var name: String
                enum CodingKeys: String, CodingKey {
                    case name
                }
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@JSONKey cannot be used with a hand-written CodingKeys enum; name the key there, or remove the enum",
                line: 3, column: 5)])
    }

    @Test func letWithAValueIsNotDecoded() {
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                let version = 2
            }
            """,
            """
            struct Order {
                let version = 2
            }

            extension Order: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
                enum CodingKeys: String, CodingKey {
                    case version
                }

                init(from decoder: any Decoder) throws {
                    _ = try decoder.container(keyedBy: CodingKeys.self)
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.version, forKey: .version)
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                    try object.encode(self.version, CodingKeys.version, "version")
                }
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "'version' is a 'let' with an initial value, so it is encoded but never decoded; make it a 'var' to decode it",
                line: 3, column: 5, severity: .warning, fixIts: [FixItSpec(message: "Make it a 'var'")])],
            fixedSource: """
            @JSONCodable
            struct Order {
                var version = 2
            }
            """)
    }

    @Test func annotationsOutsideAJSONCodableTypeOrOnComputedProperties() {
        expectExpansion(
            """
            struct Plain {
                @JSONKey("n") var name: String
            }
            """,
            """
            struct Plain {
                var name: String
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONKey has no effect outside a @JSONCodable type", line: 2, column: 5, severity: .warning)])
        expectExpansion(
            """
            @JSONCodable
            struct Order {
                @JSONDefault(0) var total: Int { 1 }
            }
            """,
            """
            struct Order {
                var total: Int { 1 }
            }

            extension Order: Decodable, Encodable, _JSONFastDecodable, _JSONFastEncodable {
                enum CodingKeys: CodingKey {
                }

                init(from decoder: any Decoder) throws {
                    _ = try decoder.container(keyedBy: CodingKeys.self)
                }

                func encode(to encoder: any Encoder) throws {
                    _ = encoder.container(keyedBy: CodingKeys.self)
                }

                init(_jsonFastObject object: borrowing _JSONFastObject) throws {
                }

                func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
                }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@JSONDefault applies to stored instance properties", line: 3, column: 5)])
    }
}
#endif
