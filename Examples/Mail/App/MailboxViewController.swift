import OpenUIKit  // UIKit: import UIKit

/// An inbox in the style of Mail: messages by day in a plain table with pinned day headers, a swipe to the left for
/// Delete and Archive (a full swipe deletes), a swipe to the right to mark a message read or unread, and an Edit
/// mode that selects several messages to archive at once. Ordinary UIKit table code on a diffable data source.
final class MailboxViewController: UITableViewController {
    private var messages: [Int: Message] = [:]
    private var days: [Day: [Int]] = [:]
    private(set) var archived: [Int] = []
    /// What the user did, for the tests.
    private(set) var events: [String] = []
    private var dataSource: MailboxDataSource!
    private lazy var editButton = UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: #Selector(toggleEditing(_:)))  // UIKit: #selector
    private lazy var archiveButton = UIBarButtonItem(
        title: "Archive", style: .plain, target: self, action: #Selector(archiveSelected(_:)))  // UIKit: #selector

    init() {
        super.init(style: .plain)
        for (day, list) in SampleMail.mailbox() {
            days[day] = list.map(\.id)
            for message in list { messages[message.id] = message }
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButton
        tableView.rowHeight = 60
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        dataSource = MailboxDataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
            if let cell = cell as? MessageCell, let message = self.messages[id] { cell.show(message) }
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        dataSource.apply(currentSnapshot(), animatingDifferences: false)
    }

    /// The message a row shows.
    func message(at indexPath: IndexPath) -> Message? {
        dataSource.itemIdentifier(for: indexPath).flatMap { messages[$0] }
    }

    private func currentSnapshot() -> NSDiffableDataSourceSnapshot<Day, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Day, Int>()
        for day in Day.allCases {
            guard let ids = days[day], !ids.isEmpty else { continue }
            snapshot.appendSections([day])
            snapshot.appendItems(ids, toSection: day)
        }
        return snapshot
    }

    private func remove(_ ids: [Int]) {
        let gone = Set(ids)
        for day in Day.allCases { days[day]?.removeAll { gone.contains($0) } }
        dataSource.apply(currentSnapshot())
    }

    // MARK: Actions

    func delete(_ id: Int) {
        events.append("delete \(id)")
        remove([id])
    }

    func archive(_ ids: [Int]) {
        events.append("archive \(ids.map(String.init).joined(separator: ","))")
        archived += ids
        remove(ids)
    }

    private func toggleRead(_ id: Int) {
        guard var message = messages[id] else { return }
        message.isUnread.toggle()
        messages[id] = message
        events.append("\(message.isUnread ? "unread" : "read") \(id)")
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot)
    }

    @ObjC func toggleEditing(_ sender: Any?) {  // UIKit: @objc
        setEditing(!isEditing, animated: true)
    }

    @ObjC func archiveSelected(_ sender: Any?) {  // UIKit: @objc
        let ids = (tableView.indexPathsForSelectedRows ?? []).compactMap { dataSource.itemIdentifier(for: $0) }
        guard !ids.isEmpty else { return }
        archive(ids.sorted())
        setEditing(false, animated: true)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton.title = editing ? "Done" : "Edit"
        navigationItem.leftBarButtonItem = editing ? archiveButton : nil
        updateTitle()
    }

    private func updateTitle() {
        let count = tableView.indexPathsForSelectedRows?.count ?? 0
        title = isEditing && count > 0 ? "\(count) Selected" : "Inbox"
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard !isEditing else {
            updateTitle()
            return
        }
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        events.append("open \(id)")
        tableView.deselectRow(at: indexPath, animated: true)
        if messages[id]?.isUnread == true { toggleRead(id) }
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        updateTitle()
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.delete(id)
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
            self.archive([id])
            done(true)
        }
        archive.backgroundColor = .systemIndigo
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let message = messages[id] else { return nil }
        let toggle = UIContextualAction(style: .normal, title: message.isUnread ? "Read" : "Unread") {
            [unowned self] _, _, done in
            self.toggleRead(id)
            done(true)
        }
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }
}
