import Testing

/// Hostile input, concurrency and fuzz findings (issue 8). Serialized: several tests compare
/// timings, which other tests running beside them would disturb. `swift test --filter Hardening`.
@Suite(.serialized) enum Hardening {}
