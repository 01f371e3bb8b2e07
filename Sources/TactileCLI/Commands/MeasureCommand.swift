import ArgumentParser

/// `tactile measure`: tools that measure a panel to choose its settings.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure a panel to choose its settings (like `libinput measure`).",
        subcommands: [MeasureTouchSizeCommand.self])
}
