/// The Objective-C selector Swift gives a method: the base name, then for each parameter its label and a colon;
/// the first label, when there is one, is joined to the base name with "With" (`tapped(sender:)` is
/// `tappedWithSender:`), and an unlabelled first parameter adds only a colon (`save(_:)` is `save:`).
public enum ObjCSelectorName {
    public static func make(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }
}
