/// Returns a pooled box as the container type it was stored from, without looking that type up.
///
/// `KeyedDecodingContainer` and `KeyedEncodingContainer` are resilient in the standard library, so
/// code generic over the key type learns their size only from their generic metadata, which the
/// runtime finds in a hash map on every use: a hash lookup and a lock-free map's atomics per
/// container handed out. An instance of this class carries that metadata in its own class
/// metadata, found from the instance itself, so `ContainerBoxPool` keeps one per key type.
final class ContainerHandOut<Container>: AnyContainerHandOut {
    /// `box` as the `Container` it was stored from. Never inlined: inlined, it would look the
    /// metadata up in its caller's generic context.
    @inline(never)
    func container(_ box: AnyObject) -> Container {
        unsafeBitCast(box, to: Container.self)
    }
}

/// A `ContainerHandOut` of some container type, as `ContainerBoxPool` stores it: a native class
/// reference, since through an `AnyObject` every container handed out costs measurably more.
class AnyContainerHandOut {}
