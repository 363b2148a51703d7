/// What a benchmark row times; its name is the row's label and its key in `docs/benchmark.json`.
public enum OperationKind: String, CaseIterable, Codable, Sendable {
    case decode = "decode"
    case decodeSnakeCase = "decode .convertFromSnakeCase"
    case encode = "encode"
    case encodeSortedPretty = "encode [.sortedKeys, .prettyPrinted]"
    case yajlFloor = "yajl_parse alone (floor)"
    case tokenize = "tokenizer alone"
    case tape = "tokenizer + tape"
    case decodeStatusesWhole = "decode 800 statuses, whole document"
    case streamStatuses = "decode 800 statuses, JSON Lines stream"
    case skipStatuses = "skip() every status"
    case decodeEmpty = "decode {} into an empty struct"
    case decodeRecord = "decode one record (~100 bytes)"
    case encodeEmpty = "encode an empty struct"
    case encodeRecord = "encode one record"
    case streamRecords = "decode the records, JSON Lines stream (Foundation: line by line)"
    case decodeOrder = "decode the order (~100 bytes)"
    case encodeOrder = "encode the order"
    case decodeRequestBody = "decode one ~1 KB body, .iso8601 dates"
    case encodeRequestBody = "encode one ~1 KB body, .iso8601 dates"
    case decodeRequestBodyByteBuffer = "decode one ~1 KB body from a ByteBuffer"
    case encodeRequestBodyByteBuffer = "encode one ~1 KB body as a ByteBuffer"
    case decodeISO8601Dates = "decode 10,000 {at, id}, .iso8601 dates"
    case encodeISO8601Dates = "encode 10,000 {at, id}, .iso8601 dates"
    case decodeBase64Data = "decode 3 MB Data, base64"
    case encodeBase64Data = "encode 3 MB Data, base64"
    case decodeJSONValue = "decode JSONValue (Foundation: JSONSerialization.jsonObject)"
    case decodeAtPointer = "decode /statuses/0 (Foundation: the whole wrapper model)"
    case decodeAnnotated = "decode, @JSONCodable model"
    case encodeAnnotated = "encode, @JSONCodable model"
    case decodeOrderAnnotated = "decode the order, @JSONCodable model"
    case encodeOrderAnnotated = "encode the order, @JSONCodable model"
    /// The operations whose every call is one small document: their instructions per call are
    /// counted beside their times.
    public static let perCallCountedKinds: [OperationKind] = [
        .decodeEmpty, .decodeRecord, .encodeEmpty, .encodeRecord, .decodeOrder, .encodeOrder,
        .decodeRequestBody, .encodeRequestBody, .decodeRequestBodyByteBuffer, .encodeRequestBodyByteBuffer,
        .decodeOrderAnnotated, .encodeOrderAnnotated,
    ]
    /// The operations on the corpus models annotated with `@JSONCodable` alone, timed against
    /// Foundation on the plain models; built only with the `Macros` trait.
    public static let annotatedModelKinds: [OperationKind] = [.decodeAnnotated, .encodeAnnotated, .decodeOrderAnnotated, .encodeOrderAnnotated]
    /// The operations of `smallDocumentOperations(users:file:)`.
    public static let smallDocumentKinds: [OperationKind] = [.decodeEmpty, .decodeRecord, .encodeEmpty, .encodeRecord, .streamRecords]
}
