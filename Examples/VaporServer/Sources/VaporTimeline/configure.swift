import TimelineModels
import Vapor

/// Sets up the example's API on `app`, the same whichever coders serve it:
///
/// - `POST /timeline/digest`: a `StatusPage` in (up to 2 MB, Vapor's usual 413 beyond), its
///   `TimelineDigest` out;
/// - `GET /catalogue`: the whole `Catalogue`, encoded on every request.
///
/// - Parameters:
///   - app: The application.
///   - coders: The JSON coders. Vapor's content coders are process-wide (`ContentConfiguration.global`),
///     so one process serves with one kind.
///   - catalogue: What `GET /catalogue` returns.
public func configure(_ app: Application, coders: Coders, catalogue: Catalogue) {
    switch coders {
    case .fastJSON:
        ContentConfiguration.global.useFastJSON()
    case .foundation:
        ContentConfiguration.global = .default()
    }
    app.on(.POST, "timeline", "digest", body: .collect(maxSize: "2mb")) { request -> TimelineDigest in
        TimelineDigest(try request.content.decode(StatusPage.self))
    }
    app.get("catalogue") { _ -> Catalogue in
        catalogue
    }
}
