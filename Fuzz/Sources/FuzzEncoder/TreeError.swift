/// The error a `Tree.failing` throws from its `encode(to:)`, which both encoders must pass on.
struct TreeError: Error {}
