/// The settings type of one gesture kind, with the facts about the kind that the rest of
/// the package reads from it instead of listing the kinds: how a recognizer object of
/// the kind decodes, encodes and validates (``RecognizerConfiguration``), its defaults
/// (the standard set, the settings docs check), its default name, and what its
/// recognizers can report (the daemon's check that an action can fire).
///
/// A new kind conforms its configuration type and names it in
/// ``GestureKind/configurationType``; everything here is read at configuration time,
/// never per frame.
package protocol RecognizerKindConfiguration: SettingTable, Codable, Hashable, Sendable {
    /// The kind of gesture events its recognizers produce.
    static var kind: GestureKind { get }
    /// The `kind` values of a recognizer object that decode to this type, first the
    /// kind's own name (tap also answers to `doubleTap`).
    static var kindNames: [String] { get }
    /// Every setting at its default.
    static var defaults: Self { get }
    /// Decodes a recognizer object whose `kind` is `kindName`, one of ``kindNames``.
    init(from decoder: any Decoder, kindName: String) throws
    /// These settings as the case of ``RecognizerSettings`` that holds them.
    var recognizerSettings: RecognizerSettings { get }
    /// The name a recognizer with these settings gets when the configuration gives none.
    var defaultName: String { get }

    /// What its recognizers can report (the daemon's check that an action can fire).
    var reported: ReportedValues { get }
}

extension RecognizerKindConfiguration {
    package static var kind: GestureKind { defaults.recognizerSettings.kind }
    package static var kindNames: [String] { [kind.rawValue] }

    package init(from decoder: any Decoder, kindName: String) throws { try self.init(from: decoder) }

    package var defaultName: String { Self.kind.rawValue }

    package var reported: ReportedValues { ReportedValues(summary: Self.kind.rawValue) }

    /// Decodes the settings present over ``defaults``, with key-path errors (`kind`, `name`
    /// and `region` are ``RecognizerConfiguration``'s).
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self.defaults, alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }
}
