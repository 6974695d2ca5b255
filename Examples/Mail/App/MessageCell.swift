import OpenUIKit  // UIKit: import UIKit

/// A message row: the sender (bold while unread) over the subject, and a blue dot for unread mail.
final class MessageCell: UITableViewCell {
    static let identifier = "message"
    private let unreadDot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        contentView.addSubview(unreadDot)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ message: Message) {
        textLabel?.text = message.sender
        textLabel?.font = message.isUnread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        detailTextLabel?.text = message.subject
        detailTextLabel?.font = .systemFont(ofSize: 15)
        unreadDot.isHidden = !message.isUnread
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The dot sits in the 16-point leading margin, level with the sender's name.
        let sender = textLabel?.frame ?? .zero
        unreadDot.frame = CGRect(x: 3, y: (sender.midY - 5).rounded(), width: 10, height: 10)
    }
}
