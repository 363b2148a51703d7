// swift-tools-version:6.0
// libFuzzer targets for FastJSON, in their own package so that the root package keeps no executable
// built only with -sanitize=fuzzer. Build and run them with Fuzz/run.sh (see Fuzz/README.md).
import PackageDescription

let fuzzTargets = ["FuzzTokenizer", "FuzzDecodeValue", "FuzzDecodeModels", "FuzzRoundTrip", "FuzzDifferential", "FuzzStreaming", "FuzzFoundationTypes", "FuzzJSON5", "FuzzEncoder", "FuzzDynamicJSON"]

let package = Package(
    name: "FastJSONFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "FastJSON", path: ".."),
    ],
    targets: [
        // The corpus models of the root package (not a product there), through a symlink; renamed, as target names are global.
        .target(name: "FuzzCorpusModels"),
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver", "FuzzCorpusModels", .product(name: "FastJSON", package: "FastJSON")]),
    ] + fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [.product(name: "FastJSON", package: "FastJSON"), "FuzzCorpusModels", "FuzzSupport"]
        )
    }
)
