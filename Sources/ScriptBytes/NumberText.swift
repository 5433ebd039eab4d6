/// Prints a height or offset without a useless `.0`.
package func formatNumber(_ d: Double) -> String {
    if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return String(d)
}
