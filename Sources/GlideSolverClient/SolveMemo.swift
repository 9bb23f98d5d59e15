import Synchronization

/// What solves of like levels share: parts of a solve's analysis, each stored under everything
/// it was built from, so a later solve that would build the same part takes it instead.
///
/// The editor's assistant gives one to all the solves of one level's edits. An edit changes
/// few slides, and the component bound's tables (one per room of a chamber maze, most of an
/// edit's proof) are built from a room's slides and the bounds of the rooms after it: the rooms
/// an edit leaves alone are built once for the level, not once an edit. A part is taken only
/// when what it would be built from is the same in full, so a solve with a memo searches as
/// one without does, sooner.
public final class SolveMemo: Hashable, Sendable {
    /// Everything a stored part was built from, as words: equal keys build equal parts.
    package struct Key: Hashable, Sendable {
        package var words: [UInt64]

        package init(_ words: [UInt64]) { self.words = words }
    }

    /// How often a part asked for was there.
    public struct Tally: Hashable, Sendable {
        public var found = 0
        public var built = 0
        /// Parts the memo let go when it was full.
        public var released = 0
        /// The bytes the parts held now take.
        public var bytes = 0
    }

    private struct Store: Sendable {
        var parts: [Key: any Sendable] = [:]
        var size = 0
        var tally = Tally()
    }

    /// The bytes the parts may hold in all; past it the memo
    /// starts afresh. The parts of one level's rooms repeat from edit to edit, so they are
    /// built again soon after, once; keeping the recent ones by age is not worth its books.
    public let capacity: Int
    private let store = Mutex(Store())

    /// A memo holding up to `capacity` bytes (by default 64 MiB).
    public init(capacity: Int = 64 << 20) {
        self.capacity = capacity
    }

    public var tally: Tally {
        store.withLock { store in
            var tally = store.tally
            tally.bytes = store.size
            return tally
        }
    }

    /// The part stored under `key`, counted found or to be built.
    package func part(for key: Key) -> (any Sendable)? {
        store.withLock { store in
            let part = store.parts[key]
            if part == nil { store.tally.built += 1 } else { store.tally.found += 1 }
            return part
        }
    }

    /// Stores `part`, of `size` bytes, under `key`. A part larger than a 64th of the memo is not
    /// kept: on the assistant's levels those are the tables of rooms an edit joined into one,
    /// which no other edit has (on the 45×45 of tools/bench/assistant.txt: 13 tables of 1 to
    /// 21 MiB, 91 MiB in all, none asked for again; the 750 others, up to 0.9 MiB and 26 MiB in
    /// all, found 7 984 times).
    package func store(_ part: some Sendable, size: Int, for key: Key) {
        guard size <= capacity / 64 else { return }
        store.withLock { store in
            if store.size + size > capacity {
                store.tally.released += store.parts.count
                store.parts.removeAll()
                store.size = 0
            }
            if store.parts.updateValue(part, forKey: key) == nil { store.size += size }
        }
    }

    public static func == (a: SolveMemo, b: SolveMemo) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
