import TableEngine

// The scroll view's messages (UIScrollViewDelegate, which UITableViewDelegate
// refines), passed on to the app's delegate with UIKit's types.

extension DelegateBridge {
    func scrollViewDidScroll(_ tableView: TableView) {
        onMainActor { app?.scrollViewDidScroll(table) }
    }

    func scrollViewWillBeginDragging(_ tableView: TableView) {
        onMainActor { app?.scrollViewWillBeginDragging(table) }
    }

    /// The app writes the target through a pointer, as in UIKit.
    func scrollViewWillEndDragging(_ tableView: TableView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        let proposed = targetContentOffset
        let answer: CGPoint = onMainActor {
            var target = CGPoint(x: CGFloat(proposed.x), y: CGFloat(proposed.y))
            withUnsafeMutablePointer(to: &target) { pointer in
                app?.scrollViewWillEndDragging(table, withVelocity: CGPoint(x: CGFloat(velocity.x), y: CGFloat(velocity.y)), targetContentOffset: pointer)
            }
            return target
        }
        targetContentOffset = Point(x: Double(answer.x), y: Double(answer.y))
    }

    func scrollViewDidEndDragging(_ tableView: TableView, willDecelerate decelerate: Bool) {
        onMainActor { app?.scrollViewDidEndDragging(table, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ tableView: TableView) {
        onMainActor { app?.scrollViewWillBeginDecelerating(table) }
    }

    func scrollViewDidEndDecelerating(_ tableView: TableView) {
        onMainActor { app?.scrollViewDidEndDecelerating(table) }
    }

    func scrollViewDidEndScrollingAnimation(_ tableView: TableView) {
        onMainActor { app?.scrollViewDidEndScrollingAnimation(table) }
    }

    func scrollViewShouldScrollToTop(_ tableView: TableView) -> Bool {
        onMainActor { app?.scrollViewShouldScrollToTop(table) ?? true }
    }

    func scrollViewDidScrollToTop(_ tableView: TableView) {
        onMainActor { app?.scrollViewDidScrollToTop(table) }
    }

    func scrollViewDidChangeAdjustedContentInset(_ tableView: TableView) {
        onMainActor { app?.scrollViewDidChangeAdjustedContentInset(table) }
    }
}
