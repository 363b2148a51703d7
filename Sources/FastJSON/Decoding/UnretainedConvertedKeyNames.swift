/// A decode's `ConvertedKeyNames`, unretained: its shared state holds them for as long as its
/// decoders, and a retain and release on every lookup is measurable on key-heavy documents.
/// A value, not a closure over the reference, so that a keyed container's lookups inline the key
/// search as they do over the JSON keys (a closure keeps it generic, which slows snake_case
/// decodes).
struct UnretainedConvertedKeyNames: KeyNames {
    private let names: UnretainedReference<ConvertedKeyNames>

    init(_ names: ConvertedKeyNames) {
        self.names = UnretainedReference(names)
    }

    /// Whether two keys of the object at `objectIndex` may have one converted name.
    @inline(__always)
    func namesMayRepeat(inObjectAt objectIndex: Int) -> Bool {
        names.withObject { $0.namesMayRepeat(inObjectAt: objectIndex) }
    }

    @inline(__always)
    func keyMatches(_ key: UnsafeRawBufferPointer, keyAt index: Int, in tape: Tape) -> Bool {
        names.withObject { $0.keyMatches(key, keyAt: index, in: tape) }
    }

    func name(ofKeyAt index: Int, in tape: Tape) -> String {
        names.withObject { $0.name(ofKeyAt: index, in: tape) }
    }
}
