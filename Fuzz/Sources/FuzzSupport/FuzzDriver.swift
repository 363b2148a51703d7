import CFuzzDriver
import Foundation

/// Starts libFuzzer on a test function. Each fuzz executable's `@main` calls this with its own
/// non-capturing `@convention(c)` entry point.
public enum FuzzDriver {
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
        exit(status)
    }

    /// The fuzzer's input as a buffer (libFuzzer passes a null pointer for the empty input).
    @inline(__always)
    public static func buffer(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: data.map(UnsafeRawPointer.init), count: data == nil ? 0 : count)
    }

    /// Stops the run with a message libFuzzer records as a crash, with the input that caused it.
    public static func fail(_ message: @autoclosure () -> String, input: UnsafeRawBufferPointer) -> Never {
        let preview = String(decoding: input.prefix(400), as: UTF8.self)
        var message = message()
        if message.count > 4000 { message = message.prefix(4000) + "… (\(message.count) characters)" }
        FileHandle.standardError.write(Data("\n*** FUZZ FINDING: \(message)\n*** input (\(input.count) bytes, first 400 as UTF-8): \(preview.debugDescription)\n".utf8))
        abort()
    }
}
