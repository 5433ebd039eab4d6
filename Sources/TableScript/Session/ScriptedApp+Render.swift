import TableEngine
import TableRender

extension ScriptedApp {
    /// The drawing `render` prints; rows off screen show the model's content.
    func renderedScreen(width: Int, all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String {
        var o = RenderOptions()
        o.width = width
        o.ascii = ascii
        o.color = color
        o.all = all
        o.geometry = geometry
        let model = app.model, ds = app, table = self.table
        let offscreen = OffscreenContent(
            row: { ip in
                guard model.contains(ip) else { return nil }
                let item = model.item(at: ip)
                let cell = TableViewCell(style: item.style ?? ds.cellStyle)
                ds.configure(cell, item)
                return (cell.style, cell.content)
            },
            title: { edge, s in
                guard let ds = table.dataSource else { return nil }
                switch edge {
                case .header: return ds.responds(to: .titleForHeader) ? ds.tableView(table, titleForHeaderInSection: s) : nil
                case .footer: return ds.responds(to: .titleForFooter) ? ds.tableView(table, titleForFooterInSection: s) : nil
                }
            })
        return TableRenderer.render(table, options: o, offscreen: offscreen)
    }
}
