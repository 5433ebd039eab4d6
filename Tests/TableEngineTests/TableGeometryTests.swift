import PropertyBased
import Testing
@testable import TableEngine

/// `TableGeometry` (sections kept as runs) against a plain array of
/// sections, under random edits. Heights are sums of powers of two, so
/// every sum is exact and offsets compare for equality.
@Suite struct TableGeometryTests {
    struct ModelSection {
        var header: Double
        var footer: Double
        var rows: [Double]
        var height: Double { header + rows.reduce(0, +) + footer }
    }

    static let heights: [Double] = [0, 0, 0.5, 17.5, 28, 44, 44]

    static func randomSections(_ rng: inout some RandomNumberGenerator) -> [ModelSection] {
        // Runs of alike sections, as a reload of one shape makes them.
        var result: [ModelSection] = []
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            let section = ModelSection(header: heights.randomElement(using: &rng)!, footer: heights.randomElement(using: &rng)!,
                                       rows: Array(repeating: 44, count: [0, 1, 3, 10].randomElement(using: &rng)!))
            result += repeatElement(section, count: [1, 2, 5, 60].randomElement(using: &rng)!)
        }
        return result
    }

    static func geometry(_ sections: [ModelSection]) -> TableGeometry {
        // One `RowHeights` a shape, shared by the sections alike, as a
        // reload's loader would not share them: the runs must still hold.
        TableGeometry(sections: sections.map { s in
            var section = TableGeometry.Section(rows: RowHeights(count: s.rows.count, base: 44))
            section.header = s.header
            section.footer = s.footer
            return section
        })
    }

    static func check(_ geometry: TableGeometry, _ model: [ModelSection]) {
        geometry._checkInvariants()
        #expect(geometry.numberOfSections == model.count)
        #expect(geometry.totalRows == model.reduce(0) { $0 + $1.rows.count })
        #expect(geometry.rowCounts == model.map(\.rows.count))
        var tops = [0.0]
        for s in model { tops.append(tops.last! + s.height) }
        #expect(geometry.contentHeight == tops.last!)
        for s in model.indices {
            #expect(geometry.top(of: s) == tops[s], "top of \(s)")
            #expect(geometry.numberOfRows(in: s) == model[s].rows.count)
            #expect(geometry.headerRect(s).height == model[s].header)
            #expect(geometry.footerRect(s).height == model[s].footer)
            var y = tops[s] + model[s].header
            for (r, h) in model[s].rows.enumerated() {
                let rect = geometry.rect(of: TableIndexPath(s, r))
                #expect(rect.y == y && rect.height == h, "rect of \(s).\(r)")
                y += h
            }
        }
        // The section at an offset: the last whose top is at or before it,
        // sections of no height passed over; the row at or after it: the
        // first that ends past it.
        let flat = model.indices.flatMap { s in model[s].rows.indices.map { TableIndexPath(s, $0) } }
        let ends = flat.map { model[$0.section].rows[...$0.row].reduce(tops[$0.section] + model[$0.section].header, +) }
        for y in Set(tops.flatMap { [$0 - 0.25, $0, $0 + 0.25, $0 + 30] }).sorted() {
            if !model.isEmpty {
                let s = geometry.section(at: y)
                #expect(s == 0 || tops[s] <= y, "section at \(y): \(s)")
                #expect(s == model.count - 1 || tops[s + 1] > y, "section at \(y): \(s)")
            }
            let expected = ends.firstIndex { $0 > y }.map { flat[$0] }
            #expect(geometry.indexPath(atOrAfter: y) == expected, "row at or after \(y)")
        }
        // The rows a viewport meets: those of some height whose extent meets it.
        for y in Set(tops.flatMap { [$0 - 0.25, $0, $0 + 30] }).sorted() {
            for height in [0.5, 44, 440] {
                let expected = flat.indices.filter { i in
                    let h = model[flat[i].section].rows[flat[i].row]
                    return h > 0 && ends[i] > y && ends[i] - h < y + height
                }.map { flat[$0] }
                #expect(geometry.rows(in: y, y + height) == expected, "rows in \(y) + \(height)")
            }
        }
        for (i, ip) in flat.enumerated() {
            #expect(geometry.indexPath(after: ip) == (i + 1 < flat.count ? flat[i + 1] : nil))
            #expect(geometry.contains(ip))
        }
    }

    @Test func randomEditsMatchAnArrayOfSections() async {
        let scenarios = Generator { rng in
            (sections: Self.randomSections(&rng),
             steps: (0..<Int.random(in: 1...12, using: &rng)).map { _ in
                 (kind: Int.random(in: 0..<5, using: &rng), at: Double.random(in: 0..<1, using: &rng), row: Double.random(in: 0..<1, using: &rng),
                  height: Self.heights.randomElement(using: &rng)!)
             })
        }
        await propertyCheck(count: 40, input: scenarios) { scenario in
            var model = scenario.sections
            var geometry = Self.geometry(model)
            Self.check(geometry, model)
            for step in scenario.steps where !model.isEmpty {
                let s = Int(step.at * Double(model.count))
                let saved = geometry
                switch step.kind {
                case 0, 1:
                    guard !model[s].rows.isEmpty else { continue }
                    let r = Int(step.row * Double(model[s].rows.count))
                    geometry.setRowHeight(TableIndexPath(s, r), step.height, exact: true)
                    model[s].rows[r] = step.height
                case 2:
                    geometry.setHeight(.header, s, step.height, headerPadding: 0)
                    model[s].header = step.height
                case 3:
                    geometry.setHeight(.footer, s, step.height, headerPadding: 0)
                    model[s].footer = step.height
                default:
                    guard !model[s].rows.isEmpty else { continue }
                    let r = Int(step.row * Double(model[s].rows.count))
                    geometry.restoreRowHeight(TableIndexPath(s, r), nil)
                    model[s].rows[r] = 44
                }
                // A copy kept before the edit is untouched by it.
                #expect(saved.numberOfSections == model.count)
                Self.check(geometry, model)
            }
        }
    }

    @Test func aMillionAlikeSectionsAreOneRunAndAnEditSplitsIt() {
        let section = TableGeometry.Section(rows: RowHeights(count: 10, base: 44))
        var geometry = TableGeometry(sections: repeatElement(section, count: 1_000_000))
        #expect(geometry.contentHeight == 440_000_000)
        let saved = geometry
        geometry.setHeight(.header, 500_000, 28, headerPadding: 0)
        #expect(geometry.top(of: 500_001) == 220_000_468)
        #expect(saved.top(of: 500_001) == 220_000_440)
        #expect(geometry.section(at: 220_000_000) == 500_000)
        #expect(geometry.indexPath(atOrAfter: 220_000_027.5) == TableIndexPath(500_000, 0))
        geometry.setHeight(.header, 500_000, 0, headerPadding: 0)
        #expect(geometry.top(of: 500_001) == saved.top(of: 500_001))
        geometry._checkInvariants()
    }

    /// The rows a window shows, against every row's rect: runs of rows of
    /// zero height (passed over in one step) anywhere, under headers of
    /// every height.
    @Test func rowsInAWindowMatchEveryRowsRect() async {
        await propertyCheck(count: 200, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix(seed: seed)
            var sections: [TableGeometry.Section] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let count = [0, 1, 5, 40].randomElement(using: &rng)!
                var rows = RowHeights(count: count, base: [0, 0, 44].randomElement(using: &rng)!)
                for r in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
                    rows.set(r, height: [0, 0, 0, 0.5, 44].randomElement(using: &rng)!, exact: true)
                }
                var section = TableGeometry.Section(rows: rows)
                section.header = Self.heights.randomElement(using: &rng)!
                section.footer = Self.heights.randomElement(using: &rng)!
                sections.append(section)
            }
            let geometry = TableGeometry(sections: sections)
            let all = (0..<geometry.numberOfSections).flatMap { s in (0..<geometry.numberOfRows(in: s)).map { TableIndexPath(s, $0) } }
            let end = geometry.contentHeight
            for _ in 0..<8 {
                let y0 = Double.random(in: -10...(end + 10), using: &rng).rounded()
                let y1 = y0 + [0.5, 1, 44, 200, 1000].randomElement(using: &rng)!
                let expected = all.filter { ip in
                    let r = geometry.rect(of: ip)
                    return r.height > 0 && r.y < y1 && r.y + r.height > y0
                }
                #expect(geometry.rows(in: y0, y1) == expected, "rows in \(y0)..<\(y1), seed \(seed)")
            }
        }
    }
}
