import TableEngine
import ScriptLanguage

/// The app under test: a data source and delegate that answer from the
/// model and from `answer` rules, and implement exactly the optional
/// methods `implement` says, so the table behaves as UIKit does with or
/// without each one.
final class ScriptedDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching, TableViewDragDelegate, TableViewDropDelegate {
    var model: Model
    var answers = Answers() {
        didSet {
            heightRule = answers.everywhere(.heightForRow).map(Unmanaged.passUnretained)
            estimatedHeightRule = answers.everywhere(.estimatedHeightForRow).map(Unmanaged.passUnretained)
        }
    }
    /// The answers for every row's height, as `answers` holds them but
    /// unretained: a reload reads one a million times, and through
    /// `answers` each read retains and releases its arrays (atomic
    /// operations: a third of an answered height's time).
    private var heightRule: Unmanaged<AnswerRule>?
    private var estimatedHeightRule: Unmanaged<AnswerRule>?
    var implemented: Set<MessageSelector> {
        didSet { respondsBySelector = Self.table(implemented) }
    }
    /// `implemented` by selector number: the table asks before every message.
    private var respondsBySelector: [Bool]

    private static func table(_ implemented: Set<MessageSelector>) -> [Bool] {
        var table = Array(repeating: false, count: MessageSelector.allCases.count)
        for selector in implemented { table[selector.rawValue] = true }
        return table
    }

    /// The cell style and reuse identifier of items that name none.
    var cellStyle: CellStyle = .default
    var reuseIdentifier = "Cell"
    /// What `commitEditingStyle:` inserts (seed 000: `插入的Cell`).
    var insertedText = "插入的Cell"
    /// Section index titles (`index A-Z`).
    var indexTitles: [String]?
    /// Answers that failed to evaluate, to report after the command.
    var problems: [String] = []
    /// What `copy:` and `cut:` put on the pasteboard.
    var pasteboard: String?

    /// What a data source implements unless told otherwise: the counts.
    static let defaultMethods: Set<MessageSelector> = [.numberOfSections]

    init(model: Model, implemented: Set<MessageSelector> = defaultMethods) {
        self.model = model
        self.implemented = implemented
        respondsBySelector = Self.table(implemented)
    }

    func responds(to selector: MessageSelector) -> Bool {
        selector.isRequired || respondsBySelector[selector.rawValue]
    }

    // MARK: Answers

    private func value(_ selector: MessageSelector, _ ctx: EvaluationContext) -> ScriptValue? {
        guard let rule = answers.rule(selector, section: ctx.section, indexPath: ctx.indexPath) else { return nil }
        if let constant = rule.constant { return constant }
        if let integer = rule.integer, let n = integer(ctx) { return .int(n) }
        do {
            return try rule.expression.evaluate(ctx)
        } catch {
            problems.append("answer \(selector.shortName)\(where: ctx): \(error.message); UIKit's default used instead")
            return nil
        }
    }

    /// The answer as the method's return type, or nil: no answer, or one
    /// the type refuses (reported, and UIKit's default used instead).
    func answered<T>(_ selector: MessageSelector, _ ctx: EvaluationContext, as type: AnswerType<T>) -> T? {
        guard let v = value(selector, ctx) else { return nil }
        do {
            return try type.convert(v)
        } catch {
            problems.append("answer \(selector.shortName)\(where: ctx): \(error.message); UIKit's default used instead")
            return nil
        }
    }

    func row(_ ip: TableIndexPath) -> EvaluationContext { EvaluationContext(section: ip.section, indexPath: ip) }
    package func section(_ s: Int) -> EvaluationContext { EvaluationContext(section: s) }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int {
        answered(.numberOfSections, EvaluationContext(), as: .sectionCount) ?? model.sectionCount
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection s: Int) -> Int {
        if let n = answered(.numberOfRows, section(s), as: .rowCount) { return n }
        return s >= 0 && s < model.sectionCount ? model.rowCount(s) : 0
    }

    func tableView(_ tableView: TableView, cellForRowAt ip: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        try makeCell(tableView, ip, model.contains(ip) ? model.item(at: ip) : nil)
    }

    /// What a diffable table's items show, by identifier, once `item` has
    /// set it: the app's store, which the cell provider reads — content that
    /// changes under the same identifier (D-19).
    var contentByIdentifier: [String: Item] = [:]

    /// A diffable data source's cell provider: what the store has for the
    /// item, else its identifier as its text (FIDELITY.md D-11, D-19).
    func providedCell(_ tableView: TableView, _ ip: TableIndexPath, _ identifier: String) throws(TableViewException) -> TableViewCell? {
        try makeCell(tableView, ip, contentByIdentifier[identifier] ?? Item(id: 0, text: identifier))
    }

    /// A cell for the row, as `answer cellForRow` says: dequeued (for the
    /// index path when its identifier is registered, or as the item's
    /// `dequeue=` says) or made, and configured with the item.
    private func makeCell(_ tableView: TableView, _ ip: TableIndexPath, _ item: Item?) throws(TableViewException) -> TableViewCell? {
        let answer = answered(.cellForRow, row(ip), as: CellAnswer.type) ?? .full
        if answer == .noCell { return nil }
        let style = item?.style ?? cellStyle
        let identifier = item?.reuse ?? (style == cellStyle ? reuseIdentifier : "\(reuseIdentifier)-\(style.rawValue)")
        let cell: TableViewCell
        let forIndexPath = switch item?.dequeue ?? .automatic {
        case .automatic: tableView.registeredStyle(forCellReuseIdentifier: identifier) != nil
        case .indexPath, .twice: true
        case .plain: false
        }
        if item?.dequeue == .twice { _ = try tableView.dequeueReusableCell(withIdentifier: identifier, for: ip) }
        if forIndexPath {
            cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: ip)
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                ?? TableViewCell(style: style, reuseIdentifier: identifier)
        }
        // Like seed 000's demo, a row the model lacks gets a cell without text.
        if let item {
            if answer == .partial { configurePartially(cell, item) } else { configure(cell, item) }
        }
        return cell
    }

    /// Sets everything the item says, so a reused cell keeps nothing of its
    /// previous row.
    func configure(_ cell: TableViewCell, _ item: Item) {
        cell.content = item.content
        configureTheModernWay(cell, item)
    }

    /// What an iOS 14 app sets besides: a list content configuration with
    /// the item's texts and image (the legacy labels then show nothing), a
    /// background configuration, and whether its cell class overrides
    /// `updateConfiguration(using:)` (`implement +updateConfigurationUsingState`).
    func configureTheModernWay(_ cell: TableViewCell, _ item: Item) {
        cell.overridesUpdateConfiguration = implemented.contains(.updateConfigurationUsingState)
        if let variant = item.configuration {
            var configuration = ListContentConfiguration(variant)
            configuration.text = item.content.text
            configuration.secondaryText = item.content.detailText
            configuration.image = item.content.image
            cell.contentConfiguration = configuration
        } else if cell.contentConfiguration != nil {
            cell.contentConfiguration = nil
        }
        cell.backgroundConfiguration = item.background.map { BackgroundConfiguration($0) }
    }

    /// The classic reuse bug: only what the item has is set (`if (done)
    /// cell.accessoryType = …` without an else), so a reused cell keeps the
    /// rest from its previous row.
    func configurePartially(_ cell: TableViewCell, _ item: Item) {
        let content = item.content
        cell.content.text = content.text
        if let detail = content.detailText { cell.content.detailText = detail }
        if let image = content.image { cell.content.image = image }
        if content.accessoryType != .none { cell.content.accessoryType = content.accessoryType }
        if let view = content.accessoryView { cell.content.accessoryView = view }
        if content.indentationLevel != 0 { cell.content.indentationLevel = content.indentationLevel }
        configureTheModernWay(cell, item)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection s: Int) -> String? {
        if let title = answered(.titleForHeader, section(s), as: .optionalString) { return title }
        return s < model.sectionCount ? model.sections.title(s) : nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection s: Int) -> String? {
        if let title = answered(.titleForFooter, section(s), as: .optionalString) { return title }
        return s < model.sectionCount ? model.sections.title(s, footer: true) : nil
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        answered(.sectionIndexTitles, EvaluationContext(), as: .strings) ?? indexTitles
    }

    /// The section whose header has the title, as a contacts app would;
    /// else the title's position. For `{search}` the app shows its search
    /// bar itself — scrolls to the top — and answers -1, so the table does
    /// not scroll (the pattern of apps with a search index; B-70).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        if let s = answered(.sectionForSectionIndexTitle, EvaluationContext(title: title, index: index), as: .int) {
            return s
        }
        if title == tableViewIndexSearch {
            do { try tableView.setContentOffset(0, animated: false) } catch { problems.append("{search}: \(error.reason)") }
            return -1
        }
        if let s = model.sections.firstSection(titled: title) { return s }
        return min(index, max(0, model.sectionCount - 1))
    }

    func tableView(_ tableView: TableView, canEditRowAt ip: TableIndexPath) -> Bool {
        answered(.canEditRow, row(ip), as: .bool) ?? true
    }

    /// Seed 000's demo: delete removes the item then the row; insert adds
    /// `插入的Cell` then the row.
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt ip: TableIndexPath) throws(TableViewException) {
        switch editingStyle {
        case .delete:
            if model.contains(ip) { model.remove(at: ip) }
            try tableView.deleteRows(at: [ip], with: .fade)
        case .insert:
            if ip.section < model.sectionCount, ip.row <= model.rowCount(ip.section) {
                model.insert([model.makeItem(insertedText)], at: ip)
            }
            try tableView.insertRows(at: [ip], with: .left)
        case .none:
            break
        }
    }

    func tableView(_ tableView: TableView, canMoveRowAt ip: TableIndexPath) -> Bool {
        answered(.canMoveRow, row(ip), as: .bool) ?? true
    }

    /// Remove-and-insert; `answer moveRow = exchange` swaps the two items
    /// within a section, as seed 000's demo does.
    func tableView(_ tableView: TableView, moveRowAt from: TableIndexPath, to: TableIndexPath) throws(TableViewException) {
        // The model may lack rows the table has (`data delete`): a move it
        // cannot make leaves it as it is. Within a section the row leaves
        // before it arrives, so the places are one fewer.
        guard model.contains(from), to.section < model.sectionCount,
              to.row <= model.rowCount(to.section) - (from.section == to.section ? 1 : 0) else { return }
        let answer = answered(.moveRow, row(from), as: MoveAnswer.type)
        if answer == .ignore { return }
        if answer == .exchange {
            if from.section == to.section {
                if from.row != to.row, model.contains(to) { model.exchange(from, to) }
                return
            }
        }
        model.moveItem(from: from, to: to)
    }

    // MARK: UITableViewDelegate — rows

    func tableView(_ tableView: TableView, heightForRowAt ip: TableIndexPath) -> Double {
        quickHeight(heightRule, ip) ?? answered(.heightForRow, row(ip), as: .height) ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt ip: TableIndexPath) -> Double {
        quickHeight(estimatedHeightRule, ip) ?? answered(.estimatedHeightForRow, row(ip), as: .height) ?? tableView.estimatedRowHeight
    }

    /// Whether answering `selector` may need the expression evaluator:
    /// it has answers, and not one for every row that `quickHeight` reads.
    func answerNeedsEvaluator(_ selector: MessageSelector) -> Bool {
        guard answers.hasRules(selector) else { return false }
        guard let rule = answers.everywhere(selector) else { return true }
        return rule.constantHeight == nil && rule.integer == nil
    }

    /// A row's height from an answer for every row that needs neither the
    /// expression evaluator nor a conversion: a literal height, or integer
    /// arithmetic that gives a whole number of points (a reload asks a
    /// million rows). Anything else goes the general way, which gives the
    /// same value, or the problem, as before.
    /// The rule is read at +0: `answers` keeps it, and nothing an answer
    /// computes can change `answers` while it runs.
    @inline(__always)
    private func quickHeight(_ rule: Unmanaged<AnswerRule>?, _ ip: TableIndexPath) -> Double? {
        rule?._withUnsafeGuaranteedRef { $0.quickHeight(section: ip.section, row: ip.row) }
    }

    /// Unanswered, the item's own level: what its cell was given.
    func tableView(_ tableView: TableView, indentationLevelForRowAt ip: TableIndexPath) -> Int {
        answered(.indentationLevelForRow, row(ip), as: .int) ?? (model.contains(ip) ? model.item(at: ip).content.indentationLevel : 0)
    }

    func tableView(_ tableView: TableView, shouldSpringLoadRowAt ip: TableIndexPath) -> Bool {
        answered(.shouldSpringLoadRow, row(ip), as: .bool) ?? true
    }

    // MARK: Headers and footers

    /// A custom view is the answer's text in a view dequeued from the
    /// "Header" (or "Footer") pool.
    func tableView(_ tableView: TableView, viewForHeaderInSection s: Int) throws(TableViewException) -> HeaderFooterView? {
        guard let text = answered(.viewForHeader, section(s), as: .optionalString) ?? nil else { return nil }
        return view("Header", text, tableView)
    }

    func tableView(_ tableView: TableView, viewForFooterInSection s: Int) throws(TableViewException) -> HeaderFooterView? {
        guard let text = answered(.viewForFooter, section(s), as: .optionalString) ?? nil else { return nil }
        return view("Footer", text, tableView)
    }

    private func view(_ identifier: String, _ text: String, _ tableView: TableView) -> HeaderFooterView {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? HeaderFooterView(reuseIdentifier: identifier)
        view.text = text
        return view
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection s: Int) -> Double {
        answered(.heightForHeader, section(s), as: .edgeHeight) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: TableView, heightForFooterInSection s: Int) -> Double {
        answered(.heightForFooter, section(s), as: .edgeHeight) ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection s: Int) -> Double {
        answered(.estimatedHeightForHeader, section(s), as: .edgeHeight) ?? tableView.estimatedSectionHeaderHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection s: Int) -> Double {
        answered(.estimatedHeightForFooter, section(s), as: .edgeHeight) ?? tableView.estimatedSectionFooterHeight
    }

    // MARK: Accessories, selection, editing

    /// Unanswered, the item's own accessory: what its cell was given.
    func tableView(_ tableView: TableView, accessoryTypeForRowWith ip: TableIndexPath) -> AccessoryType {
        answered(.accessoryTypeForRow, row(ip), as: .accessory) ?? (model.contains(ip) ? model.item(at: ip).content.accessoryType : .none)
    }

    func tableView(_ tableView: TableView, willSelectRowAt ip: TableIndexPath) -> TableIndexPath? {
        answered(.willSelectRow, row(ip), as: .optionalIndexPath) ?? ip
    }

    func tableView(_ tableView: TableView, willDeselectRowAt ip: TableIndexPath) -> TableIndexPath? {
        answered(.willDeselectRow, row(ip), as: .optionalIndexPath) ?? ip
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt ip: TableIndexPath) -> EditingStyle {
        answered(.editingStyleForRow, row(ip), as: .editingStyle) ?? .delete
    }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt ip: TableIndexPath) -> String? {
        answered(.titleForDeleteConfirmationButton, row(ip), as: .optionalString) ?? nil
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt ip: TableIndexPath) -> Bool {
        answered(.shouldIndentWhileEditingRow, row(ip), as: .bool) ?? true
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath {
        let ctx = EvaluationContext(section: source.section, indexPath: source, proposed: proposed)
        let answer = answered(.targetIndexPathForMove, ctx, as: .optionalIndexPath)
        return answer.flatMap { $0 } ?? proposed
    }

    // MARK: Swipe actions

    /// A configuration from `answer trailingSwipeActions = […]` (see
    /// `SwipeActionsAnswer`). A destructive action deletes the row (model,
    /// then deleteRows); a normal one runs a handler that only completes.
    private func configuration(_ selector: MessageSelector, _ ip: TableIndexPath, _ tableView: TableView) -> SwipeActionsConfiguration? {
        guard let answer = answered(selector, row(ip), as: SwipeActionsAnswer.type) ?? nil else { return nil }
        let actions = answer.actions.map { title, destructive in
            ContextualAction(style: destructive ? .destructive : .normal, title: title) { [unowned self] (_, ip, done) throws(TableViewException) in
                if destructive { try self.deleteRow(ip, tableView) }
                done(true)
            }
        }
        return SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: answer.performsFirstActionWithFullSwipe)
    }

    private func deleteRow(_ ip: TableIndexPath, _ tableView: TableView) throws(TableViewException) {
        if model.contains(ip) { model.remove(at: ip) }
        try tableView.deleteRows(at: [ip], with: .automatic)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt ip: TableIndexPath) -> SwipeActionsConfiguration? {
        configuration(.trailingSwipeActions, ip, tableView)
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt ip: TableIndexPath) -> SwipeActionsConfiguration? {
        configuration(.leadingSwipeActions, ip, tableView)
    }

    /// `answer editActionsForRow = ["Delete:destructive", "More"]`
    /// (UITableViewRowAction: the default style is the destructive one).
    func tableView(_ tableView: TableView, editActionsForRowAt ip: TableIndexPath) -> [RowAction]? {
        guard let answer = answered(.editActionsForRow, row(ip), as: SwipeActionsAnswer.type) ?? nil else { return nil }
        return answer.actions.map { title, destructive in
            RowAction(style: destructive ? .default : .normal, title: title) { [unowned self] (_, ip) throws(TableViewException) in
                if destructive { try self.deleteRow(ip, tableView) }
            }
        }
    }

    // MARK: Menu, highlight, focus

    /// copy: and cut: put the row's text on the pasteboard; paste: puts the
    /// pasteboard into the row (the model, then reloadRows).
    func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt ip: TableIndexPath) {
        guard model.contains(ip) else { return }
        switch action {
        case .copy, .cut:
            pasteboard = model.item(at: ip).text
        case .paste:
            guard let text = pasteboard else { return }
            var item = model.item(at: ip)
            item.text = text
            model.replace(at: ip, with: item)
            do { try tableView.reloadRows(at: [ip], with: .none) } catch { problems.append("paste: \(error.reason)") }
        default:
            break
        }
    }

    func tableView(_ tableView: TableView, shouldShowMenuForRowAt ip: TableIndexPath) -> Bool {
        answered(.shouldShowMenuForRow, row(ip), as: .bool) ?? false
    }

    func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt ip: TableIndexPath) -> Bool {
        var ctx = row(ip)
        ctx.title = action.selector
        return answered(.canPerformAction, ctx, as: .bool) ?? false
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt ip: TableIndexPath) -> Bool {
        answered(.shouldHighlightRow, row(ip), as: .bool) ?? true
    }

    func tableView(_ tableView: TableView, canFocusRowAt ip: TableIndexPath) -> Bool {
        answered(.canFocusRow, row(ip), as: .bool) ?? true
    }

    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool {
        let ctx = EvaluationContext(indexPath: context.nextFocusedIndexPath, proposed: context.previouslyFocusedIndexPath)
        return answered(.shouldUpdateFocus, ctx, as: .bool) ?? true
    }

    func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath? {
        answered(.indexPathForPreferredFocusedView, EvaluationContext(), as: .optionalIndexPath) ?? nil
    }

    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt ip: TableIndexPath) -> Bool {
        answered(.selectionFollowsFocusForRow, row(ip), as: .bool) ?? true
    }

    // MARK: Primary actions, the multiple-selection pan

    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt ip: TableIndexPath) -> Bool {
        answered(.canPerformPrimaryActionForRow, row(ip), as: .bool) ?? !tableView.editsAllRows
    }

    /// By default the action is the app's own business (it would navigate);
    /// `answer performPrimaryActionForRow = deselect` deselects the row, as
    /// many apps do (`deselectRowAtIndexPath:animated:YES`).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt ip: TableIndexPath) {
        if answered(.performPrimaryActionForRow, row(ip), as: AppBehaviourAnswer.primaryAction) == .deselect {
            tableView.deselectRow(at: ip, animated: true)
        }
    }

    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt ip: TableIndexPath) -> Bool {
        answered(.shouldBeginMultipleSelectionInteraction, row(ip), as: .bool) ?? true
    }

    // MARK: Context menus

    /// A menu from `answer contextMenuConfiguration = ["Copy", "Delete:destructive"]`.
    /// Copy puts the row's text on the pasteboard; a destructive action
    /// deletes the row (the model, then deleteRows); others only run.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt ip: TableIndexPath, point: Point) -> ContextMenuConfiguration? {
        guard let answer = answered(.contextMenuConfiguration, row(ip), as: ContextMenuAnswer.type) ?? nil else { return nil }
        return ContextMenuConfiguration(actions: answer.actions.map { title, destructive in
            MenuAction(title: title, isDestructive: destructive) { [unowned self] _ throws(TableViewException) in
                if destructive {
                    try deleteRow(ip, tableView)
                } else if title == "Copy", model.contains(ip) {
                    pasteboard = model.item(at: ip).text
                }
            }
        })
    }

    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        answered(.previewForHighlightingContextMenu, EvaluationContext(), as: .preview) ?? nil
    }

    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        answered(.previewForDismissingContextMenu, EvaluationContext(), as: .preview) ?? nil
    }

    // MARK: Drag and drop

    /// One item a row by default, named by the row's text; `answer
    /// itemsForBeginningDragSession = 0` gives none (no drag).
    private func dragItems(_ selector: MessageSelector, _ ip: TableIndexPath) -> [DragItem] {
        let count = answered(selector, row(ip), as: .itemCount) ?? 1
        let name = model.contains(ip) ? model.item(at: ip).text : "\(ip)"
        return (0..<count).map { DragItem($0 == 0 ? name : "\(name) (\($0 + 1))") }
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at ip: TableIndexPath) -> [DragItem] {
        dragItems(.itemsForBeginningDragSession, ip)
    }

    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at ip: TableIndexPath, point: Point) -> [DragItem] {
        dragItems(.itemsForAddingToDragSession, ip)
    }

    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt ip: TableIndexPath) -> TargetedPreview? {
        answered(.dragPreviewParametersForRow, row(ip), as: .preview) ?? nil
    }

    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt ip: TableIndexPath) -> TargetedPreview? {
        answered(.dropPreviewParametersForRow, row(ip), as: .preview) ?? nil
    }

    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool {
        answered(.dragSessionAllowsMoveOperation, EvaluationContext(), as: .bool) ?? true
    }

    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSessionInfo) -> Bool {
        answered(.dragSessionIsRestrictedToDraggingApplication, EvaluationContext(), as: .bool) ?? false
    }

    func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool {
        answered(.canHandleDropSession, EvaluationContext(), as: .bool) ?? true
    }

    /// The proposal answered for the destination (`indexPath`, `section`,
    /// `row` are the destination); unanswered, what the table proposes
    /// without the method.
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        let ctx = EvaluationContext(section: destination?.section, indexPath: destination)
        return answered(.dropSessionDidUpdate, ctx, as: DropProposalAnswer.type) ?? tableView.defaultDropProposal(session)
    }

    /// What the app does with a drop: a copy inserts a row per item at the
    /// destination; a move of items from known rows takes them out and puts
    /// them in there (one row: moveRowAtIndexPath:toIndexPath:; more: a
    /// batch of deletes and inserts); a drop into a row, or without a
    /// destination, changes nothing. `answer performDropWithCoordinator =
    /// nothing` does nothing at all.
    func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException) {
        guard answered(.performDropWithCoordinator, EvaluationContext(), as: AppBehaviourAnswer.performDrop) != .nothing,
              let destination = coordinator.destinationIndexPath, coordinator.proposal.intent != .insertIntoDestinationIndexPath,
              destination.section < model.sectionCount, destination.row <= model.rowCount(destination.section) else { return }
        let sources = coordinator.items.compactMap(\.sourceIndexPath)
        if coordinator.proposal.operation == .move, sources.count == coordinator.items.count, sources.allSatisfy(model.contains) {
            if sources.count == 1 {
                let source = sources[0]
                var to = destination
                if to.section == source.section && to.row > source.row { to.row -= 1 }
                guard to != source else { return }
                model.moveItem(from: source, to: to)
                try tableView.moveRow(at: source, to: to)
                return
            }
            let removedBefore = sources.filter { $0.section == destination.section && $0.row < destination.row }.count
            let at = TableIndexPath(destination.section, destination.row - removedBefore)
            let items = sources.sorted(by: >).map { model.remove(at: $0) }.reversed()
            model.insert(Array(items), at: at)
            tableView.beginUpdates()
            try tableView.deleteRows(at: sources, with: .automatic)
            try tableView.insertRows(at: (0..<items.count).map { TableIndexPath(at.section, at.row + $0) }, with: .automatic)
            try tableView.endUpdates()
            return
        }
        model.insert(coordinator.items.map { model.makeItem($0.dragItem.name) }, at: destination)
        try tableView.insertRows(at: (0..<coordinator.items.count).map { TableIndexPath(destination.section, destination.row + $0) }, with: .automatic)
    }

    // MARK: UITableViewDataSourcePrefetching

    /// The app prefetches nothing; the log shows what it was told.
    // MARK: UIScrollViewDelegate

    func scrollViewWillEndDragging(_ tableView: TableView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        if let y = answered(.scrollViewWillEndDragging, EvaluationContext(), as: .targetOffset) ?? nil { targetContentOffset.y = y }
    }

    func scrollViewShouldScrollToTop(_ tableView: TableView) -> Bool {
        answered(.scrollViewShouldScrollToTop, EvaluationContext(), as: .bool) ?? true
    }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) {}
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {}
}

private extension DefaultStringInterpolation {
    mutating func appendInterpolation(where ctx: EvaluationContext) {
        if let ip = ctx.indexPath { appendLiteral(" at \(ip)") }
        else if let s = ctx.section { appendLiteral(" in section \(s)") }
    }
}
