// swift-tools-version:6.1
// The package-benchmark suite lives in its own package so that users of the FastJSON library never
// resolve ordo-one/benchmark and its dependencies. Run it from this folder:
//     swift package benchmark
import PackageDescription

let package = Package(
    name: "FastJSONBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, because a path dependency's identity is its folder's name (wt-pkgbench, a clone's
        // folder, ...), which `.product(package:)` could not spell.
        .package(name: "FastJSON", path: ".."),
        // Only the malloc interposer: the default traits also ask for the Swift 6.3 runtime
        // interposer, a package this machine's mirror doesn't hold.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The root package's models, compiled again here through the symlink
        // `CorpusModels -> ../Sources/CorpusModels`: the root keeps them out of its products, and
        // a sibling package can't depend on another package's non-product target.
        .target(
            name: "BenchmarkCorpusModels",
            path: "CorpusModels"
        ),
        .executableTarget(
            name: "FastJSONBenchmarks",
            dependencies: [
                .product(name: "FastJSON", package: "FastJSON"),
                "BenchmarkCorpusModels",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/FastJSONBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
