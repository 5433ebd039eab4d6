import TableEngine
import TableRender

extension ScriptedApp {
    /// The drawing `render` prints; rows off screen show the model's content.
    func renderedScreen(width: Int, all: Bool, geometry: Bool, ascii: Bool, color: Bool) -> String {
        let o = RenderOptions(width: width, ascii: ascii, color: color, all: all, geometry: geometry)
        let model = app.model, ds = app, table = self.table
        let offscreen = OffscreenContent(
            row: { ip in
                guard model.contains(ip) else { return nil }
                let item = model.item(at: ip)
                let cell = TableViewCell(style: item.style ?? ds.cellStyle)
                ds.configure(cell, item)
                return cell.shownContent
            },
            title: { edge, s in table.offscreenTitle(edge, s) })
        return TableRenderer.render(table, options: o, offscreen: offscreen)
    }
}
