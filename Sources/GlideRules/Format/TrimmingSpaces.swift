extension StringProtocol {
    package func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }
}
