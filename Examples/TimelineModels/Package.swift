// swift-tools-version:6.1
import PackageDescription

// The example servers' API models and data, shared by Examples/HummingbirdServer and
// Examples/VaporServer so that both serve the same API. Depends on nothing but Foundation.
let package = Package(
    name: "TimelineModels",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TimelineModels", targets: ["TimelineModels"]),
        // For the examples' tests only: the corpus files they send and the client's decoder.
        .library(name: "TimelineTestSupport", targets: ["TimelineTestSupport"]),
    ],
    targets: [
        .target(name: "TimelineModels"),
        .target(name: "TimelineTestSupport"),
    ]
)
