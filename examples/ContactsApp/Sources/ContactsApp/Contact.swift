/// One person in the address book.
public struct Contact: Hashable, Sendable {
    public var name: String
    public var phone: String
    public var isFavorite = false

    public init(name: String, phone: String, isFavorite: Bool = false) {
        self.name = name
        self.phone = phone
        self.isFavorite = isFavorite
    }

    static let samples = [
        Contact(name: "Ada Lovelace", phone: "+44 20 7946 0018"),
        Contact(name: "Grace Hopper", phone: "+1 202 555 0143", isFavorite: true),
        Contact(name: "Alan Turing", phone: "+44 161 496 0752"),
        Contact(name: "Katherine Johnson", phone: "+1 757 555 0199"),
        Contact(name: "Edsger Dijkstra", phone: "+31 20 555 0167"),
    ]
}
