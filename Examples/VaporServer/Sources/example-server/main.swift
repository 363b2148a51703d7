import TimelineModels
import Vapor
import VaporTimeline

// Runs the example server with Vapor's usual command line (`serve --hostname H --port P`); the
// environment picks the coders and the catalogue's size:
//     CODERS=fastjson|foundation PRODUCTS=2000 example-server serve --env production --port 8080
// scripts/load runs it once with each coder under wrk.
let environment = try Environment.detect()
let app = try await Application.make(environment)
let coders = Environment.get("CODERS").flatMap(Coders.init(rawValue:)) ?? .fastJSON
let productCount = Environment.get("PRODUCTS").flatMap(Int.init) ?? 2000
do {
    configure(app, coders: coders, catalogue: .generated(productCount: productCount))
    try await app.execute()
    try await app.asyncShutdown()
} catch {
    // A port in use, say: a message and a failure status, not a trap.
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    exit(1)
}
