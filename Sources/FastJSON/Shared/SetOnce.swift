/// An object set at most once and then kept for the owner's lifetime: what an unretained
/// reference to it relies on (`UnretainedConvertedKeyNames`). Setting it again traps in debug
/// builds.
struct SetOnce<Object: AnyObject> {
    private(set) var object: Object?

    mutating func set(_ newObject: Object) {
        assert(object == nil, "an object that is set once was set again")
        object = newObject
    }
}
