import Foundation

/// Runs `body` on a thread of its own, which then ends: what it leaves in FastJSON's thread
/// caches is its own, whatever other tests run on the pool's threads meanwhile.
func onNewThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
