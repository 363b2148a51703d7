extension TapeEntry.Kind {
    /// How Foundation names a JSON value's type in `typeMismatch` messages.
    var foundationDescription: String {
        switch self {
        case .object: return "a dictionary"
        case .array: return "an array"
        case .string, .key: return "a string"
        case .number, .json5Number: return "number"
        case .true, .false: return "bool"
        case .null: return "null"
        }
    }
}
