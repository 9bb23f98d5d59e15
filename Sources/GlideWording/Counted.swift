/// "1 move", "3 moves": a count with its noun in the right number, for every message that
/// counts something.
package func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
