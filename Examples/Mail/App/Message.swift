import Foundation

/// One message of the mailbox.
struct Message: Hashable, Sendable {
    let id: Int
    let sender: String
    let subject: String
    var isUnread: Bool
}

/// When messages arrived: the mailbox's sections, newest first.
enum Day: String, CaseIterable, Hashable, Sendable {
    case today = "Today"
    case yesterday = "Yesterday"
    case earlier = "Earlier This Week"
}

/// A made-up mailbox, the same on every run (the screenshot test compares it with a reference).
enum SampleMail {
    static let senders = [
        "Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth",
        "Margaret Hamilton", "Ken Thompson", "Frances Allen", "John Backus",
    ]
    static let subjects = [
        "Lunch on Thursday?", "Notes from the review", "Your parcel is on its way", "Build is green again",
        "Slides for Monday", "Re: the flaky test", "Tickets for Saturday", "Minutes of the planning meeting",
        "Photos from the trip", "Invoice 2026-114",
    ]

    /// `count` messages per day, the first three of today unread.
    static func mailbox(perDay count: Int = 20) -> [Day: [Message]] {
        var result: [Day: [Message]] = [:]
        var id = 0
        for day in Day.allCases {
            result[day] = (0..<count).map { index in
                defer { id += 1 }
                return Message(
                    id: id, sender: senders[id % senders.count], subject: subjects[(id * 7) % subjects.count],
                    isUnread: day == .today && index < 3)
            }
        }
        return result
    }
}
