import Foundation

/// Models that keep what decoding handed them, for the tests that check a kept container or
/// decoder still reads its own document after the decode (and its memory) moved on.
enum KeptDecoders {
    enum Keys: String, CodingKey { case name, child }

    /// Keeps its container, and reads it only when asked.
    final class KeepsContainer: Decodable {
        let container: KeyedDecodingContainer<Keys>
        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Keys.self)
        }
    }

    /// Keeps a decoder for its child.
    final class KeepsSuperDecoder: Decodable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws {
            self.decoder = try decoder.container(keyedBy: Keys.self).superDecoder(forKey: .child)
        }
    }
}
