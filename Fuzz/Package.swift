// swift-tools-version:6.1
// libFuzzer targets for FastJSON, in their own package so that the root package keeps no executable
// built only with -sanitize=fuzzer. Build and run them with Fuzz/run.sh (see Fuzz/README.md).
import PackageDescription

let fuzzTargets = ["FuzzTokenizer", "FuzzDecodeValue", "FuzzDecodeModels", "FuzzRoundTrip", "FuzzDifferential", "FuzzStreaming", "FuzzFoundationTypes", "FuzzJSON5", "FuzzEncoder", "FuzzDynamicJSON", "FuzzFastPath"]

let package = Package(
    name: "FastJSONFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // With what `@JSONCodable`'s generated code calls, for FuzzFastPath's models, expanded ahead
        // of time: the macro itself would build swift-syntax with the sanitizers.
        .package(name: "FastJSON", path: "..", traits: ["MacroRuntime"]),
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
