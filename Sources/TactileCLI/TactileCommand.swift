import ArgumentParser

/// `tactile`: gestures and pointer interaction from Linux evdev input.
@main
struct TactileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Gestures and iPad-style pointer interaction from Linux touchscreens and mice.",
        discussion: "Run `tactile demo` to replay the bundled touchscreen recording, or `tactile devices` to see what is attached.",
        subcommands: [DemoCommand.self, DevicesCommand.self, EventsCommand.self, ReplayCommand.self, PointerCommand.self, PredictCommand.self, UmockdevCommand.self, RecordCommand.self, ConvertCommand.self, TestCommand.self, RenderCommand.self, RunCommand.self]
    )
}
