import FoundationEssentials

/// The progress file as read, each part on its own: a part that does not decode (a record with
/// a field of the wrong type or missing, a number too large for an `Int`) is left out and
/// named, rather than making the whole file unreadable. Fields this version does not know are
/// ignored.
struct ProgressFile: Decodable {
    var version: Lenient<Int>?
    var levels: Lenient<[String: Lenient<PlayerProgress.Record>]>?
    var theme: Lenient<String>?
    var lastPack: Lenient<String>?
    var daily: Lenient<[String: Lenient<DailyRecord>]>?
    var attempts: Lenient<[String: Lenient<SavedAttempt>]>?
    var preferences: Lenient<PlayerPreferences>?

    /// The progress `data` holds, checked (`PlayerProgress.validated`), and the parts left out;
    /// nil when it is no JSON object at all.
    static func read(_ data: Data) -> (progress: PlayerProgress, problems: [ProgressProblem])? {
        guard let file = try? JSONDecoder().decode(ProgressFile.self, from: data) else { return nil }
        var problems: [ProgressProblem] = []
        func part<Value>(_ lenient: Lenient<Value>?, _ field: ProgressField) -> Value? {
            if let lenient, lenient.value == nil {
                problems.append(ProgressProblem(.part(field), .unreadable))
            }
            return lenient?.value
        }
        func entries<Value>(
            _ lenient: Lenient<[String: Lenient<Value>]>?, _ field: ProgressField,
            _ place: (String?) -> ProgressProblem.Place
        ) -> [String: Value]? {
            guard let all = part(lenient, field) else { return nil }
            var read: [String: Value] = [:]
            for key in all.keys.sorted() {
                if let value = all[key]?.value {
                    read[key] = value
                } else {
                    problems.append(
                        ProgressProblem(place(ProgressLimits.isShowable(key) ? key : nil), .unreadable))
                }
            }
            return read
        }
        var progress = PlayerProgress()
        progress.version = part(file.version, .version) ?? progress.version
        progress.levels = entries(file.levels, .levels, ProgressProblem.Place.level) ?? [:]
        progress.theme = part(file.theme, .theme)
        progress.lastPack = part(file.lastPack, .lastPack)
        progress.daily = entries(file.daily, .daily, ProgressProblem.Place.daily)
        progress.attempts = entries(file.attempts, .attempts, ProgressProblem.Place.attempt)
        progress.preferences = part(file.preferences, .preferences)
        let (valid, more) = progress.validated()
        return (valid, problems + more)
    }
}

/// A value that may fail to decode without failing what holds it: then `value` is nil.
struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
}

extension PlayerProgress {
    /// The progress a progress file's bytes hold, checked against `ProgressLimits`, and the
    /// parts left out; nil when they are no JSON object at all. Pure: what `ProgressStore.load`
    /// reads files with.
    public static func reading(_ data: Data) -> (progress: PlayerProgress, problems: [ProgressProblem])? {
        ProgressFile.read(data)
    }
}
