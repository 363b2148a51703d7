import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor with `write(2)`, straight from the encoder's buffer.
enum FileDescriptorOutput {
    /// Writes all of `bytes`, going on after a partial write or an interrupted call.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(fileDescriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
    }
}
