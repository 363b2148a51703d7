extension EncoderImpl {
    /// Writes `value` at the end of the buffer as the value at `key` below this encoder, in a slot
    /// nested in `depth` containers.
    @inline(__always)
    func writeValue<T: Encodable>(_ value: T, key: consuming CodingPathStep, depth: Int) throws {
        if let directType = writer.directTypes.conformance(of: T.self) {
            try directType.writeJSON(value, into: self, key: key, depth: depth)
        } else {
            try writeThroughEncodable(value, key: key, depth: depth)
        }
    }

    /// Writes `value` by its own `encode(to:)`.
    func writeThroughEncodable<T: Encodable>(_ value: T, key: consuming CodingPathStep, depth: Int) throws {
        try withChildEncoder(key: key, depth: depth) { try $0.encodeOwn(value) }
    }

    /// Runs `body` with an encoder for a value below this one, at `key`, written at the end of the
    /// buffer in a scope of its own; writes `{}` if the body writes nothing, as Foundation does for
    /// a nested value.
    func withChildEncoder(key: consuming CodingPathStep, depth: Int, _ body: (EncoderImpl) throws -> Void) throws {
        // Past the nesting limit the encode fails anyway: stop descending, so that a value nested
        // thousands deep cannot exhaust the stack before the top level throws Foundation's error.
        if writer.exceededDepth { throw NestingLimitReached() }
        // Moved from the spares and back (`recycle`): `??` and an `inout` copy cost a retain and a
        // release each per value.
        let child = if let spare = writer.spareEncoders.popLast() { spare } else { EncoderImpl(writer: writer) }
        let pathMark = writer.paths.count
        let containerMark = writer.keyedContainers.mark
        child.path = writer.paths.appending(key, to: path)
        child.depth = depth
        child.slot = .empty
        let scope = writer.beginScope()
        child.scope = writer.currentScope
        do {
            try body(child)
        } catch {
            writer.abandonScope(scope)
            recycle(consume child, droppingPathsAfter: pathMark, containersAfter: containerMark)
            throw error
        }
        writer.endScope(scope)
        if case .empty = child.slot {
            writer.writeEmptyContainer(isObject: true, depth: depth)
        }
        recycle(consume child, droppingPathsAfter: pathMark, containersAfter: containerMark)
    }

    /// Writes an array whose elements see an encoder for the array in their coding path:
    /// `writeElement` writes element `index` through the encoder it is given.
    func writeArrayElements(
        count: Int, key: CodingPathStep, depth: Int, _ writeElement: (EncoderImpl, _ index: Int) throws -> Void
    ) throws {
        try withChildEncoder(key: key, depth: depth) { arrayEncoder in
            arrayEncoder.slot = .direct
            writer.out.append(UInt8(ascii: "["))
            for index in 0..<count {
                writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
                try writeElement(arrayEncoder, index)
            }
            writer.writeClosing(isObject: false, isEmpty: count == 0, depth: depth + 1)
        }
    }

    /// Writes an array of floats; the coding path is only built for an error.
    func writeFloatArray<F: BinaryFloatingPoint & JSONFloat>(_ elements: UnsafeBufferPointer<F>, key: CodingPathStep, depth: Int) throws {
        let start = writer.out.count
        writer.out.append(UInt8(ascii: "["))
        do {
            for index in elements.indices {
                writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
                try writeFloat(elements[index], path: codingPath(appending: key) + [JSONKey(index: index)])
            }
        } catch {
            writer.out.count = start
            throw error
        }
        writer.writeClosing(isObject: false, isEmpty: elements.isEmpty, depth: depth + 1)
    }

    /// Writes an array of `[Double]` (the coordinates of GeoJSON) as the generic path does, each
    /// row straight to `writeFloatArray`: through `Array.writeJSON` each row would cost a
    /// conformance lookup and three witness calls, more than writing its two numbers.
    func writeArrayOfFloatArrays(_ rows: UnsafeBufferPointer<[Double]>, key: CodingPathStep, depth: Int) throws {
        try writeArrayElements(count: rows.count, key: key, depth: depth) { arrayEncoder, index in
            if depth + 2 >= JSONWriter.maximumDepth { writer.exceededDepth = true }
            try rows[index].withUnsafeBufferPointer { try arrayEncoder.writeFloatArray($0, key: .index(index), depth: depth + 1) }
        }
    }

    /// Keeps `child` for the next value, and drops the path records made for it, unless someone
    /// kept it (or a container, encoder or `superEncoder()` below it): then its paths must stay.
    private func recycle(_ child: consuming EncoderImpl, droppingPathsAfter mark: Int, containersAfter containerMark: Int) {
        // First: a pooled container someone kept retains the child from now on.
        writer.keyedContainers.endValue(since: containerMark)
        guard isKnownUniquelyReferenced(&child) else {
            writer.paths.keepAll()
            return
        }
        writer.paths.truncate(to: mark)
        writer.spareEncoders.append(consume child)
    }

    /// Writes a finite float, or applies the non-conforming float strategy; `path` is only built
    /// for the error.
    @inline(__always)
    func writeFloat<F: BinaryFloatingPoint & JSONFloat>(_ value: F, path: @autoclosure () -> [any CodingKey]) throws {
        if _fastPath(value.isFinite) {
            value.append(to: &writer.out)
        } else {
            try writeNonConforming(value, path: path())
        }
    }

    /// Throws unless `value` is finite or a string stands in for it; containers call this before
    /// writing a key so that a failing float leaves nothing behind.
    @inline(__always)
    func checkFloat<F: BinaryFloatingPoint>(_ value: F, path: @autoclosure () -> [any CodingKey]) throws {
        if _slowPath(!value.isFinite), case .throw = writer.options.nonConformingFloatEncodingStrategy {
            throw EncodingErrors.nonConformingFloat(value, path: path())
        }
    }

    @inline(never)
    private func writeNonConforming<F: BinaryFloatingPoint>(_ value: F, path: [any CodingKey]) throws {
        guard case .convertToString(let positive, let negative, let nan) = writer.options.nonConformingFloatEncodingStrategy else {
            throw EncodingErrors.nonConformingFloat(value, path: path)
        }
        let text = value.isNaN ? nan : (value < 0 ? negative : positive)
        writer.out.appendQuoted(text, escapingSlashes: writer.escapingSlashes)
    }

    /// This encoder's path extended by `key`, for an error: without a record in the arena.
    func codingPath(appending key: CodingPathStep) -> [any CodingKey] {
        var keys = codingPath
        if let key = key.codingKey { keys.append(key) }
        return keys
    }
}

/// The two float types, formatted by the shortest round-trip writer.
protocol JSONFloat {
    func append(to buffer: inout OutputBuffer)
}

extension Double: JSONFloat {
    func append(to buffer: inout OutputBuffer) { buffer.appendFinite(self) }
}

extension Float: JSONFloat {
    func append(to buffer: inout OutputBuffer) { buffer.appendFinite(self) }
}

extension EncoderImpl {
    /// Runs `body`, which writes at the end of the buffer, and then removes what it wrote.
    func withDroppedOutput(_ body: () throws -> Void) throws {
        let checkpoint = writer.checkpoint(frame: -1)
        defer { writer.rollback(to: checkpoint) }
        try body()
    }
}

extension EncoderImpl {
    /// Writes a whole document; throws what Foundation throws for it.
    static func writeTopLevel<T: Encodable>(_ value: T, with writer: JSONWriter) throws {
        guard let directType = writer.directTypes.conformance(of: T.self) else {
            return try writeTopLevel(value, with: writer, encodedBy: { try $0.encodeOwn(value) })
        }
        let root = EncoderImpl(writer: writer)
        try checkingTopLevel(value, writer) {
            try directType.writeJSON(value, into: root, key: .none, depth: 0)
        }
    }

    /// Writes a whole document through the value's own encoding, `encode` (its `encode(to:)`, or
    /// `encode(to:configuration:)`), given the root encoder; throws what Foundation throws for it.
    @inline(__always)
    static func writeTopLevel<T>(_ value: T, with writer: JSONWriter, encodedBy encode: (EncoderImpl) throws -> Void) throws {
        let root = EncoderImpl(writer: writer)
        let containerMark = writer.keyedContainers.mark
        // Before the writer is kept for another encode: a container kept past this one holds it.
        defer { writer.keyedContainers.endValue(since: containerMark) }
        try checkingTopLevel(value, writer) {
            let scope = writer.beginScope()
            root.scope = writer.currentScope
            try encode(root)
            writer.endScope(scope)
            if case .empty = root.slot { throw EncodingErrors.topLevelEncodedNothing(value) }
        }
    }

    /// Runs `write`, which writes `value` as the whole document (or as one element of a stream),
    /// then throws what Foundation finds wrong with the document as a whole: nesting past the
    /// limit, and (where Foundation stops the program instead) the first misuse of the Encoder API.
    @inline(__always)
    static func checkingTopLevel<T>(_ value: T, _ writer: JSONWriter, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch is NestingLimitReached {
            throw EncodingErrors.nestedTooDeep(value)
        }
        if writer.exceededDepth { throw EncodingErrors.nestedTooDeep(value) }
        if _slowPath(writer.hasMisuse), let misuse = writer.misuse { throw misuse }
    }
}
