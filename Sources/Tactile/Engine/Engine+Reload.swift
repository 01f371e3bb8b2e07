import TactileCore

extension Engine {
    /// A device to carry over into a reloaded engine.
    package struct ReloadedDevice: Sendable {
        /// The id in the new engine. Give a fresh one: its touch ids start at `id * 1,000,000 + 1`,
        /// so a fresh id keeps touch ids unique across the reload.
        package var id: Int
        package var name: String
        package var description: DeviceDescription

        package init(id: Int, name: String, description: DeviceDescription) {
            self.id = id; self.name = name; self.description = description
        }
    }

    /// Ends this engine's input and builds one with `configuration` and the same
    /// devices, for a configuration reload (`tactile run` on SIGHUP).
    ///
    /// This engine first cancels everything in progress, exactly as at the end of a
    /// trace: touches end `cancelled`, continuous gestures report `cancelled`, buttons
    /// are released (through this engine's `onOutput`). Gestures waiting on a timer (a
    /// tap waiting for a second tap) are dropped. Fingers still on the glass are
    /// ignored by the new engine until they lift. The new engine gets `onOutput` and
    /// reports each device as added.
    ///
    /// - Throws: ``ConfigurationError`` if the new gesture configuration is
    ///   invalid; this engine is then left untouched.
    package func reloaded(configuration: Configuration, devices: [ReloadedDevice],
                         onOutput: @escaping (EngineOutput) -> Void) throws -> Engine {
        let next = try Engine(configuration: configuration, onOutput: onOutput)
        finish()
        // Held modifiers are the app's state, not the configuration's: keep them.
        if modifiers != [] { next.setModifiers(modifiers) }
        for device in devices { next.addDevice(id: device.id, name: device.name, description: device.description) }
        return next
    }
}
