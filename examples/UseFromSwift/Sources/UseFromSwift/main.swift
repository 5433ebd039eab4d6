import Foundation
import TableEngine
import TableRender

/// One object is the data source and the delegate, as a view controller is.
final class Fruit: TableViewDataSource, TableViewDelegate {
    var names = ["Apple", "Banana", "Cherry"]

    func responds(to selector: MessageSelector) -> Bool {
        selector == .didSelectRow
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        print("selected \(names[indexPath.row])")
    }
}

let fruit = Fruit()
let table = TableView()
table.viewportHeight = 176
table.register(forCellReuseIdentifier: "Cell")
table.dataSource = fruit
table.delegate = fruit

// Every message, in the order UIKit sends it, as the shell's log shows it.
let log = MessageLogFormatter(style: .objc)
table.observe { event in print(log.line(for: event)) }

// reloadData() asks for counts; cells come with the next layout pass.
try table.reloadData()
try table.layoutIfNeeded()
try table.tap(at: TableIndexPath(row: 1, section: 0))

// A row that is not there is an error saying why.
do {
    try table.tap(at: TableIndexPath(row: 7, section: 0))
} catch {
    print("error: \(error)")
}

// Foundation's IndexPath and the engine's TableIndexPath live side by side.
let path = IndexPath(indexes: [0, 2])
print(table.cellForRow(at: TableIndexPath(row: path[1], section: path[0]))?.text ?? "none")

print(TableRenderer.render(table, options: RenderOptions(width: 32)))
