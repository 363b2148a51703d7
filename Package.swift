// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "FastJSON",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FastJSON", targets: ["FastJSON"]),
        .executable(name: "fastjson-bench", targets: ["fastjson-bench"]),
    ],
    // ByteBuffer entry points (`decode(_:from: ByteBuffer)`, `ByteBuffer.readJSONDecodable`...) for
    // swift-nio servers. Off by default: a package that does not enable it builds no NIO code, and
    // SwiftPM does not resolve swift-nio for it either (README, "Using FastJSON with swift-nio").
    traits: [
        .trait(name: "NIO", description: "ByteBuffer decoding and encoding for swift-nio, Vapor and Hummingbird."),
        // `@JSONCodable` and its property annotations. Off by default for the same reason: only a
        // package that enables it resolves and builds swift-syntax (README, "Macros").
        .trait(
            name: "Macros", description: "The @JSONCodable macro and its annotations, built with swift-syntax.",
            enabledTraits: ["MacroRuntime"]),
        // What the macro's generated code calls, without the macro: for code expanded ahead of
        // time, such as the fuzz targets', which cannot build swift-syntax with their sanitizers.
        .trait(name: "MacroRuntime", description: "What @JSONCodable's generated code calls, without the macro or swift-syntax."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYajl",
            pkgConfig: "yajl",
            providers: [.apt(["libyajl-dev"]), .yum(["yajl-devel"]), .brew(["yajl"])]
        ),
        // Header only: forwards <yajl/yajl_common.h>, which yajl's headers include but which a yajl.pc
        // saying includedir=${prefix}/include/yajl (Homebrew's) does not reach. See its header.
        .target(name: "CYajlIncludes"),
        .target(
            name: "FastJSON",
            dependencies: [
                "CYajl",
                "CYajlIncludes",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["NIO"])),
                .target(name: "FastJSONMacros", condition: .when(traits: ["Macros"])),
            ]
        ),
        // The compiler plugin that expands the macros. Its sources compile to an empty plugin
        // without the trait, so that a plain `swift build` of this package still builds every target.
        .macro(
            name: "FastJSONMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]
        ),
        .target(
            name: "CorpusModels",
            path: "Sources/CorpusModels"
        ),
        // The corpus models again, from the same files (its folder holds links to them), each type
        // annotated with @JSONCodable alone: the benchmark's rows for the macros' fast path.
        .target(
            name: "AnnotatedCorpusModels",
            dependencies: ["FastJSON"],
            swiftSettings: [.define("ANNOTATED_CORPUS_MODELS", .when(traits: ["Macros"]))]
        ),
        // docs/benchmark.json's rows and the tables and chart written from them: shared by
        // fastjson-bench, which writes them, and the test that checks the pages agree.
        .target(name: "BenchmarkReport"),
        .executableTarget(
            name: "fastjson-bench",
            dependencies: [
                "FastJSON",
                "CYajl",
                "CorpusModels",
                .target(name: "AnnotatedCorpusModels", condition: .when(traits: ["Macros"])),
                "BenchmarkReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The ByteBuffer rows, against Foundation through swift-nio's own helpers.
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["NIO"])),
                .product(name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: ["NIO"])),
            ]
        ),
        .testTarget(
            name: "FastJSONTests",
            dependencies: [
                "FastJSON",
                "CYajl",
                "CorpusModels",
                .target(name: "AnnotatedCorpusModels", condition: .when(traits: ["Macros"])),
                "BenchmarkReport",
                // Foundation's coders through swift-nio's own helpers: what the ByteBuffer tests compare with.
                .product(name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: ["NIO"])),
            ],
            exclude: ["Resources"]
        ),
        // The macros' expansions and diagnostics, through swift-syntax's test support.
        .testTarget(
            name: "FastJSONMacrosTests",
            dependencies: [
                .target(name: "FastJSONMacros", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax",
                    condition: .when(traits: ["Macros"])
                ),
            ]
        ),
    ]
)

// The documentation plugin, only when the docs are being built: `scripts/docs` sets FASTJSON_DOCS,
// and the Swift Package Index sets SPI_GENERATE_DOCS. Unconditionally, every package that depends
// on FastJSON would resolve and clone swift-docc-plugin and its dependencies for nothing (SwiftPM
// resolves a dependency's whole dependency list, not only what its products use).
if Context.environment["FASTJSON_DOCS"] != nil || Context.environment["SPI_GENERATE_DOCS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    )
}
