/// The names `.convertFromSnakeCase` gives a decode's keys. Each object's keys are converted when
/// its first keyed container is made, as Foundation does, and kept by tape index for the lookups
/// that follow; objects nobody decodes cost nothing. Part of the state a decode's decoders share
/// (`SharedDecodeState`): the tape only indexes the document.
///
/// Distinct keys are converted once (`SnakeCaseKeyCache`), and the cache is kept from one decode
/// to the next while it stays small, so a server converts its payloads' keys once per thread.
final class ConvertedKeyNames: KeyNames {
    private typealias ConvertedName = SnakeCaseKeyCache.ConvertedName

    // Unchecked, as the rest of a decode's state: a decode runs on one thread and no access spans
    // a call that could reach them again.
    /// By tape index: for a key, its converted name's number (`ConvertedName`); for an object,
    /// whether its keys were converted yet and whether two of them may have one name.
    @exclusivity(unchecked) private var byEntry = GrowableBuffer<UInt64>()
    @exclusivity(unchecked) private var cache = SnakeCaseKeyCache()
    /// Two keys may have one name, because the key repeats or because two keys convert to it
    /// (`a_b` and `aB`): objects where that may happen are searched from their first key, so that
    /// the first occurrence wins.
    private let repeatedNames = RepeatedKeyDetector(maximumDepth: 0)

    private enum ObjectState: UInt64 {
        case unconverted = 0, converted, convertedNamesMayRepeat
    }

    /// Forgets the last decode's objects, with room for a tape of `entryCount` entries.
    @inline(__always)
    func start(forEntryCount entryCount: Int) {
        byEntry.reset(toCopiesOf: ObjectState.unconverted.rawValue, count: entryCount)
    }

    /// Lets memory too large to keep for the next decode go.
    func end() {
        cache.checkInvariants()
        if byEntry.capacityBytes > RetainedMemory.convertedKeyNames { byEntry = GrowableBuffer() }
        if cache.retainedBytes > RetainedMemory.snakeCaseKeys { cache = SnakeCaseKeyCache() }
    }

    /// The memory kept between decodes, in bytes.
    var retainedBytes: Int { byEntry.capacityBytes &+ cache.retainedBytes }

    /// Converts the keys of the object at `objectIndex`, unless an earlier container did.
    @inline(__always)
    func convertKeys(ofObjectAt objectIndex: Int, in tape: Tape) {
        if byEntry[objectIndex] == ObjectState.unconverted.rawValue {
            convertAllKeys(ofObjectAt: objectIndex, in: tape)
        }
    }

    private func convertAllKeys(ofObjectAt objectIndex: Int, in tape: Tape) {
        let object = tape[objectIndex]
        // Under this strategy the tape builder does not look for repeated keys: equal keys have
        // equal names, so this check finds them too. Large objects are flagged, as the builder
        // flags them (their lookups go through an index).
        let checksRepeats = object.count <= RepeatedKeyDetector.trackedMemberLimit
        if checksRepeats { repeatedNames.beginObject(atDepth: 0) }
        var mayRepeat = !checksRepeats
        var member: UInt32 = 0
        var keyIndex = objectIndex &+ 1
        let end = Int(object.end)
        while keyIndex < end {
            let key = tape.text(of: tape[keyIndex])
            let name = cache.convertedName(of: key)
            byEntry[keyIndex] = name.number
            if checksRepeats {
                member &+= 1
                let spelled = name == .unconverted ? key : cache.bytes(of: name)
                mayRepeat = repeatedNames.insert(spelled, atDepth: 0, memberCount: member) || mayRepeat
            }
            keyIndex = Int(tape[keyIndex &+ 1].end)
        }
        byEntry[objectIndex] = (mayRepeat ? ObjectState.convertedNamesMayRepeat : .converted).rawValue
    }

    /// Whether two keys of the object at `objectIndex` may have one converted name.
    @inline(__always)
    func namesMayRepeat(inObjectAt objectIndex: Int) -> Bool {
        byEntry[objectIndex] == ObjectState.convertedNamesMayRepeat.rawValue
    }

    @inline(__always)
    private func bytes(ofKeyAt index: Int, in tape: Tape) -> UnsafeRawBufferPointer {
        let name = ConvertedName(number: byEntry[index])
        return name == .unconverted ? tape.text(of: tape[index]) : cache.bytes(of: name)
    }

    @inline(__always)
    func keyMatches(_ key: UnsafeRawBufferPointer, keyAt index: Int, in tape: Tape) -> Bool {
        KeySearch.equalBytes(bytes(ofKeyAt: index, in: tape), key)
    }

    func name(ofKeyAt index: Int, in tape: Tape) -> String {
        let name = ConvertedName(number: byEntry[index])
        return name == .unconverted ? tape.string(of: tape[index]) : String(decoding: cache.bytes(of: name), as: UTF8.self)
    }
}
