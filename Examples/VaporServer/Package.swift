// swift-tools-version:6.1
import PackageDescription

// A Vapor 4 server that decodes request bodies and encodes responses with FastJSON, next to the same
// server on Foundation's coders: its own package, so that Vapor never enters the dependency
// resolution of a package that only wants FastJSON.
let package = Package(
    name: "VaporServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The repository's root, with the ByteBuffer entry points switched on.
        .package(name: "FastJSON", path: "../..", traits: ["NIO"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
        // The API's models and data, shared with Examples/HummingbirdServer.
        .package(path: "../TimelineModels"),
    ],
    targets: [
        .target(
            name: "VaporTimeline",
            dependencies: [
                .product(name: "FastJSON", package: "FastJSON"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "TimelineModels", package: "TimelineModels"),
            ]
        ),
        .executableTarget(
            name: "example-server",
            dependencies: [
                "VaporTimeline",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "TimelineModels", package: "TimelineModels"),
            ]
        ),
        .testTarget(
            name: "VaporTimelineTests",
            dependencies: [
                "VaporTimeline",
                .product(name: "FastJSON", package: "FastJSON"),
                .product(name: "TimelineModels", package: "TimelineModels"),
                .product(name: "TimelineTestSupport", package: "TimelineModels"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ]
)
