import TactileCore

/// Turns a ``DeviceDescription`` into the files `umockdev-run` needs to emulate it as
/// `/dev/input/eventN`, so the real libevdev path (`TactileSystem`) can be tested on a
/// machine without input devices or uinput:
///
/// ```
/// umockdev-run -d X.umockdev -i /dev/input/eventN=X.ioctl [-e /dev/input/eventN=X.events] -- PROGRAM
/// ```
///
/// - ``deviceRecord()`` is the `X.umockdev` sysfs/udev dump (`-d`): the `eventN` node
///   (`DEVNAME`, `MAJOR=13`, `MINOR=64+N`, `ID_INPUT_*`) and its `inputN` parent (name,
///   `id/*`, `capabilities/*`, `properties`, modalias, uevent variables).
/// - ``ioctlRecord()`` is the `X.ioctl` tree (`-i`) that makes `libevdev_new_from_fd` read
///   back exactly this description: name, id, properties, every bitmap, every absinfo
///   (resolution included), key/LED/switch state, repeat, and MT slot state.
/// - ``eventsRecord(_:)`` is the `X.events` file (`-e`) umockdev plays into the node.
///
/// Quirks of umockdev 0.17.16 found while verifying this against `evemu-describe` and
/// `evemu-record` (libevdev 1.13, evemu 2.7) with every recording in the project's fixtures:
///
/// - **The ioctl file is tied to libevdev's request sizes.** umockdev answers an ioctl only
///   if both number and size match a recorded line; other sizes fail with `ENOENT`. The
///   sizes here are libevdev 1.13's on 64-bit (a client asking `EVIOCGNAME(256)`, like
///   evtest, gets `ENOENT`). An ioctl umockdev does not know also fails with `ENOENT`:
///   `libevdev_set_clock_id` (`EVIOCSCLOCKID`) fails, `EVIOCGRAB` succeeds. umockdev stops
///   reading the ioctl file at the first line it cannot parse, silently, and the device
///   then fails to open.
/// - **Event timestamps are parsed oddly.** umockdev reads the digits after the dot as an
///   integer with C base detection: evemu's `0.031808` arrives as 25 µs (octal), `0.089000`
///   as 0, `0.5` as 5 µs. Plain evemu files therefore replay with wrong, even backwards,
///   timestamps. The events file written here uses plain integer microseconds (`0.31808`),
///   which arrive exactly. Lines with negative seconds are dropped. Timestamps are
///   delivered as written, whatever clock the reader asked for.
/// - **Replay runs in real time from when umockdev-run starts**, not from when the program
///   opens the node: umockdev sleeps the gap between consecutive timestamps (never for a
///   gap that goes backwards) and writes into the node's buffer. Events due before the
///   program opens the node wait there (opening and closing the node first, e.g. to probe
///   it, loses nothing), so a program that starts late reads a burst first. Epoch
///   timestamps are fine; a 15 s recording takes 15 s.
/// - **The replay never ends the stream.** After the last event the node stays open and
///   silent (no EOF, no `ENODEV`, no rewind), so the program under test needs its own stop
///   condition or `timeout --foreground` (plain `timeout` signals umockdev-run and the
///   program together, and umockdev-run then sometimes leaves `$TMPDIR/umockdev.XXXXXX`).
/// - **The events file needs no header.** Only `E:` lines and `#` comments are read;
///   description lines (`N:`, `I:`, `P:`, `B:`, `A:`) are skipped with one warning each on
///   stderr, and no `# EVEMU` version line is needed. The `-e` and `-i` keys must be the
///   node path exactly (`/dev/input/eventN`), matching ``deviceNodePath``.
/// - Several devices can share one testbed: give each its own N and pass `-d`/`-i`/`-e`
///   once per device; `/dev/input` then lists them all.
public struct UmockdevWriter: Sendable {
    /// The device to emulate.
    public var device: DeviceDescription
    /// N in `/dev/input/eventN` (and in the `inputN` parent); the minor number is 64 + N.
    public var eventNodeNumber: UInt16
    /// `EVIOCGPHYS` answer and `phys` attribute; nil makes libevdev report no phys, like uinput.
    public var phys: String?
    /// `EVIOCGUNIQ` answer and `uniq` attribute; nil makes libevdev report no uniq.
    public var uniq: String?

    public init(device: DeviceDescription, eventNodeNumber: UInt16, phys: String? = nil, uniq: String? = nil) {
        self.device = device
        self.eventNodeNumber = eventNodeNumber
        self.phys = phys
        self.uniq = uniq
    }

    /// `/dev/input/eventN`: the path the program under test opens, and the key of `-i`/`-e`.
    public var deviceNodePath: String { "/dev/input/event\(eventNodeNumber)" }

    /// The `*.umockdev` text for `umockdev-run -d`.
    public func deviceRecord() -> String {
        DeviceRecordWriter(device: device, capabilities: DeviceCapabilities(device),
                           eventNodeNumber: eventNodeNumber, phys: phys, uniq: uniq).text()
    }

    /// The `*.ioctl` text for `umockdev-run -i /dev/input/eventN=FILE`.
    public func ioctlRecord() -> String {
        IoctlRecordWriter(device: device, capabilities: DeviceCapabilities(device),
                          eventNodeNumber: eventNodeNumber, phys: phys, uniq: uniq).text()
    }

    /// The events text for `umockdev-run -e /dev/input/eventN=FILE`, in umockdev's timestamp
    /// dialect (see the type's notes). Timestamps are written as given, in seconds and
    /// microseconds of the events' own clock.
    public func eventsRecord<Events: Sequence>(_ events: Events) -> String where Events.Element == InputEvent {
        EventsRecordWriter(eventNodeNumber: eventNodeNumber).text(events)
    }

    /// All three texts at once; `events` nil leaves out the events file.
    public func files<Events: Sequence>(events: Events?) -> UmockdevFiles where Events.Element == InputEvent {
        UmockdevFiles(deviceNodePath: deviceNodePath, deviceRecord: deviceRecord(), ioctlRecord: ioctlRecord(),
                      eventsRecord: events.map { eventsRecord($0) })
    }

    /// The device and ioctl texts, without events.
    public func files() -> UmockdevFiles {
        files(events: [InputEvent]?.none)
    }
}
