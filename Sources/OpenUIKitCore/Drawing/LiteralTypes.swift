/// The types Swift gives `#imageLiteral(resourceName:)` and `#colorLiteral(…)` when nothing else says
/// (`let photo = #imageLiteral(resourceName: "photo")`), as UIKit declares them.
public typealias _ImageLiteralType = UIImage
public typealias _ColorLiteralType = UIColor
