import GlideRules

// The words GlidePlay's own sentences still use (SaveWarning, VerdictExplanation, the daily
// lines) while they are made here. GlideWording, which words GlidePlay's types, depends on
// GlidePlay and so cannot be imported here. These copies are internal, so they do not clash
// with GlideWording's; delete this file when the last of those sentences has moved there
// (issue 23, point 4).

/// "1 move", "3 moves" (GlideWording's `counted`).
func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}

extension Direction {
    /// "up", "left" (GlideWording's `Direction.name`).
    var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        }
    }
}
