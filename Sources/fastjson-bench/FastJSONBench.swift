import ArgumentParser

/// Benchmarks FastJSON against Foundation on the shipped corpus or on a user's files, and checks
/// that both give the same results.
@main
struct FastJSONBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fastjson-bench",
        abstract: "Measure FastJSON against Foundation's JSONDecoder and JSONEncoder.",
        subcommands: [
            RunCommand.self, CompareCommand.self, LinearityCommand.self, MemoryProbeCommand.self, RepeatCommand.self,
            StreamEncodeCommand.self, StreamEncodeProbeCommand.self,
            GenerateCorpusCommand.self, AllocatorPressureCommand.self, FiguresCommand.self, IdleMemoryCommand.self,
            DecodeFloorCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}
