import Hummingbird
import TimelineModels

/// The example's API, the same whichever coders run it:
///
/// - `POST /timeline/digest`: a `StatusPage` in, its `TimelineDigest` out;
/// - `GET /catalogue`: the whole `Catalogue`, encoded on every request.
public enum TimelineServer {
    /// The routes, for a request context that picks the coders.
    public static func router<Context: RequestContext>(_ context: Context.Type, catalogue: Catalogue) -> Router<Context> {
        let router = Router(context: Context.self)
        router.post("/timeline/digest") { request, context -> TimelineDigest in
            TimelineDigest(try await request.decode(as: StatusPage.self, context: context))
        }
        router.get("/catalogue") { _, _ -> Catalogue in
            catalogue
        }
        return router
    }

    /// The application for `coders`, listening on `host` and `port` (0: any free port).
    ///
    /// - Parameters:
    ///   - coders: The JSON coders to serve with.
    ///   - host: The address to listen on.
    ///   - port: The port to listen on.
    ///   - catalogue: What `GET /catalogue` returns.
    /// - Returns: The application, ready to run or test.
    public static func application(
        coders: Coders, host: String = "127.0.0.1", port: Int = 8080,
        catalogue: Catalogue
    ) -> any ApplicationProtocol {
        // The log level comes from the LOG_LEVEL environment variable, as in any Hummingbird app.
        let configuration = ApplicationConfiguration(address: .hostname(host, port: port), serverName: "timeline")
        switch coders {
        case .fastJSON:
            return Application(router: router(FastJSONRequestContext.self, catalogue: catalogue),
                               configuration: configuration)
        case .foundation:
            return Application(router: router(BasicRequestContext.self, catalogue: catalogue),
                               configuration: configuration)
        }
    }
}
