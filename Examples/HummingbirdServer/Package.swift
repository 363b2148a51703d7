// swift-tools-version:6.1
import PackageDescription

// A Hummingbird 2 server that decodes request bodies and encodes responses with FastJSON, next to the
// same server on Foundation's coders: its own package, so that Hummingbird never enters the
// dependency resolution of a package that only wants FastJSON.
let package = Package(
    name: "HummingbirdServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The repository's root, with the ByteBuffer entry points switched on.
        .package(name: "FastJSON", path: "../..", traits: ["NIO"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        // The API's models and data, shared with Examples/VaporServer.
        .package(path: "../TimelineModels"),
    ],
    targets: [
        .target(
            name: "TimelineAPI",
            dependencies: [
                .product(name: "FastJSON", package: "FastJSON"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "TimelineModels", package: "TimelineModels"),
            ]
        ),
        .executableTarget(
            name: "example-server",
            dependencies: [
                "TimelineAPI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "TimelineModels", package: "TimelineModels"),
            ]
        ),
        .testTarget(
            name: "TimelineAPITests",
            dependencies: [
                "TimelineAPI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "TimelineModels", package: "TimelineModels"),
                .product(name: "TimelineTestSupport", package: "TimelineModels"),
            ]
        ),
    ]
)
