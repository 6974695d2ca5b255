import OpenUIKit  // UIKit: import UIKit

/// The mailbox's rows: message identifiers by day, with the day as each section's title. Every row can be edited
/// (its swipe actions) but none moved: mail is sorted by date.
final class MailboxDataSource: UITableViewDiffableDataSource<Day, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
