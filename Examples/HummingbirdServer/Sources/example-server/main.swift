import Foundation
import Hummingbird
import TimelineAPI
import TimelineModels

// Runs the example server: `example-server [fastjson|foundation] [port] [products]`.
// scripts/load runs it once with each coder under wrk.
let arguments = CommandLine.arguments.dropFirst()
guard let coders = Coders(rawValue: arguments.first ?? Coders.fastJSON.rawValue),
      let port = Int(arguments.dropFirst().first ?? "8080"),
      let productCount = Int(arguments.dropFirst(2).first ?? "2000")
else {
    print("usage: example-server [fastjson|foundation] [port] [products]")
    exit(2)
}
let app = TimelineServer.application(
    coders: coders, port: port, catalogue: .generated(productCount: productCount))
do {
    try await app.runService()
} catch {
    // A port in use, say: a message and a failure status, not a trap.
    print("example-server: \(error)")
    exit(1)
}
