#if Macros
import SwiftSyntax

/// Writes a `@JSONCodable` enum's `CodingKeys`, `init(from:)` and `encode(to:)`.
struct EnumGeneration {
    let coded: CodedEnum
    /// `public ` or `package `, as the type's, or empty.
    let access: String

    /// The members, in an extension; none for a raw-value enum without a fallback, which
    /// `RawRepresentable`'s own `Codable` serves as synthesized `Codable` would.
    var members: [DeclSyntax] {
        switch coded.layout {
        case .rawValue:
            guard let fallback = coded.fallback else { return [] }
            return rawValueMembers(fallback: fallback)
        case .foundation:
            return foundationMembers
        case .discriminator(let discriminator):
            return discriminatedMembers(discriminator)
        }
    }

    // MARK: Raw values

    private func rawValueMembers(fallback: CodedEnum.Case) -> [DeclSyntax] {
        [
            """
            \(raw: access)init(from decoder: any Decoder) throws {
            let rawValue = try decoder.singleValueContainer().decode(RawValue.self)
            self = Self(rawValue: rawValue) ?? .\(raw: fallback.name)
            }
            """,
            """
            \(raw: access)func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self.rawValue)
            }
            """,
        ]
    }

    // MARK: Foundation's layout

    private var foundationMembers: [DeclSyntax] {
        let keys = CodingKeyNames(coded.cases.map { [$0.key] })
        // Each case's value keys, inside `CodingKeys`: the extension may declare only named members.
        let valueKeyDeclarations = coded.cases.filter { !$0.values.isEmpty }.map { item in
            valueKeys(item).declaration(access: "", named: valueKeysEnum(item))
        }
        let declarations = [keys.declaration(access: "", nested: valueKeyDeclarations)]

        var decoding = [
            "let container = try decoder.container(keyedBy: CodingKeys.self)",
            "var allKeys = ArraySlice(container.allKeys)",
            "guard let onlyKey = allKeys.popFirst(), allKeys.isEmpty else {",
        ]
        if let fallback = coded.fallback {
            // A key that names no case is not in `allKeys`: no known key means the fallback.
            decoding += ["if container.allKeys.isEmpty {", "self = .\(fallback.name)", "return", "}"]
        }
        decoding += ["throw _JSONCodableSupport.invalidNumberOfKeys(Self.self, in: container)", "}", "switch onlyKey {"]
        var encoding = ["var container = encoder.container(keyedBy: CodingKeys.self)", "switch self {"]
        for item in coded.cases {
            let key = ".\(keys.caseName(item.key))"
            decoding.append("case \(key):")
            guard !item.values.isEmpty else {
                // As synthesized `Codable`, the case's value must be an object, empty or not.
                decoding.append("_ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(key))")
                decoding.append("self = .\(item.name)")
                encoding += ["case .\(item.name):", "_ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(key))"]
                continue
            }
            let names = valueKeys(item)
            let valueKeys = item.values.enumerated().map { ".\(names.caseName(CodedEnum.key(of: $1, at: $0)))" }
            decoding.append("let nested = try container.nestedContainer(keyedBy: \(valueKeysName(item)).self, forKey: \(key))")
            let arguments = item.values.enumerated().map { position, value in
                let read = value.isOptional ? "decodeIfPresent" : "decode"
                return argument(value, "try _JSONCodableSupport.\(read)(from: nested, forKey: \(valueKeys[position]))")
            }
            decoding.append("self = .\(item.name)(\(arguments.joined(separator: ", ")))")

            encoding.append("case .\(item.name)(\(bindings(item))):")
            encoding.append("var nested = container.nestedContainer(keyedBy: \(valueKeysName(item)).self, forKey: \(key))")
            for (position, value) in item.values.enumerated() {
                let write = value.isOptional ? "encodeIfPresent" : "encode"
                encoding.append("try nested.\(write)(value\(position), forKey: \(valueKeys[position]))")
            }
        }
        decoding.append("}")
        encoding.append("}")
        return declarations + [initializer(decoding), encodeMethod(encoding)]
    }

    /// The keys of a case's values: their labels, or `_` and their positions.
    private func valueKeys(_ item: CodedEnum.Case) -> CodingKeyNames {
        CodingKeyNames(item.values.enumerated().map { [CodedEnum.key(of: $1, at: $0)] })
    }

    private func valueKeysEnum(_ item: CodedEnum.Case) -> String { "ValueKeys_\(item.name)" }
    private func valueKeysName(_ item: CodedEnum.Case) -> String { "CodingKeys.\(valueKeysEnum(item))" }

    // MARK: A discriminator

    private func discriminatedMembers(_ discriminator: String) -> [DeclSyntax] {
        let labels = coded.cases.flatMap { $0.values.compactMap(\.label) }
        let keys = CodingKeyNames([[discriminator]] + labels.map { [$0] })
        let tag = ".\(keys.caseName(discriminator))"
        var decoding = [
            "let container = try decoder.container(keyedBy: CodingKeys.self)",
            "let kind = try container.decode(String.self, forKey: \(tag))",
            "switch kind {",
        ]
        var encoding = ["var container = encoder.container(keyedBy: CodingKeys.self)", "switch self {"]
        for item in coded.cases {
            let value = "\(StringLiteralExprSyntax(content: item.key))"
            if item.isUnknownFallback {
                encoding += ["case .\(item.name):", "try container.encode(\(value), forKey: \(tag))"]
                continue
            }
            decoding.append("case \(value):")
            if item.values.isEmpty {
                decoding.append("self = .\(item.name)")
                encoding += ["case .\(item.name):", "try container.encode(\(value), forKey: \(tag))"]
            } else if item.values.count == 1, item.values[0].label == nil {
                // The value's own object, which also holds the discriminator.
                decoding.append("self = .\(item.name)(try _JSONCodableSupport.decode(from: decoder))")
                encoding += [
                    "case .\(item.name)(let value0):",
                    "try container.encode(\(value), forKey: \(tag))",
                    "try value0.encode(to: encoder)",
                ]
            } else {
                let arguments = item.values.map { value in
                    let read = value.isOptional ? "decodeIfPresent" : "decode"
                    return argument(value, "try _JSONCodableSupport.\(read)(from: container, forKey: .\(keys.caseName(value.label ?? "")))")
                }
                decoding.append("self = .\(item.name)(\(arguments.joined(separator: ", ")))")
                encoding += ["case .\(item.name)(\(bindings(item))):", "try container.encode(\(value), forKey: \(tag))"]
                for (position, value) in item.values.enumerated() {
                    let write = value.isOptional ? "encodeIfPresent" : "encode"
                    encoding.append("try container.\(write)(value\(position), forKey: .\(keys.caseName(value.label ?? "")))")
                }
            }
        }
        decoding.append("default:")
        if let fallback = coded.fallback {
            decoding.append("self = .\(fallback.name)")
        } else {
            decoding.append("throw _JSONCodableSupport.unknownDiscriminator(kind, of: Self.self, forKey: \(tag), in: container)")
        }
        decoding.append("}")
        encoding.append("}")
        return [keys.declaration(access: ""), initializer(decoding), encodeMethod(encoding)]
    }

    // MARK: Shared

    /// `label: read`, or `read` for an unlabeled value.
    private func argument(_ value: CodedEnum.Value, _ read: String) -> String {
        value.label.map { "\($0): \(read)" } ?? read
    }

    /// `let value0, let value1`: the case's values, bound for encoding.
    private func bindings(_ item: CodedEnum.Case) -> String {
        item.values.indices.map { "let value\($0)" }.joined(separator: ", ")
    }

    private func initializer(_ lines: [String]) -> DeclSyntax {
        "\(raw: access)init(from decoder: any Decoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }

    private func encodeMethod(_ lines: [String]) -> DeclSyntax {
        "\(raw: access)func encode(to encoder: any Encoder) throws {\n\(raw: lines.joined(separator: "\n"))\n}"
    }
}
#endif
