import TactileSystem
import Tactile

/// SIGHUP: the new configuration replaces the engine, actions and output settings;
/// the devices stay open and clients stay connected. `devices`, `socket`, `web` and
/// `capture` changes need a restart (reported as warnings). A bad file keeps everything as it was.
extension Daemon {
    package func reload() {
        guard let loader else {
            log("tactile: SIGHUP ignored: started without --config")
            return
        }
        let next: DaemonConfiguration
        do { next = try loader() } catch {
            reject("\(error)")
            return
        }
        var warnings: [String] = []
        if !Self.same(next.devices, configuration.devices) { warnings.append("devices: changes take effect at the next start") }
        if next.socket != configuration.socket { warnings.append("socket: changes take effect at the next start") }
        if next.web != configuration.web { warnings.append("web: changes take effect at the next start") }
        let filterSwitched = (next.filter == nil) != (configuration.filter == nil)
            || (next.filter?.mouse == nil) != (configuration.filter?.mouse == nil)
        if filterSwitched {
            warnings.append("filter: turning it or its mouse profile on or off takes effect at the next start")
        }
        if next.capture != configuration.capture { warnings.append("capture: changes take effect at the next start") }
        let firstID = nextEngineID
        /// The old engine's time: the clones' touches are cancelled as of then.
        let reloadTime = engine.now ?? .zero
        let carried = open.enumerated().map { index, device in
            Engine.ReloadedDevice(id: firstID + index, name: device.description.name, description: device.description)
        }
        let engineConfiguration = next.engineConfiguration
        do {
            engine = try engine.reloaded(configuration: engineConfiguration, devices: carried,
                                         onOutput: { [unowned self] in self.deliver($0) })
        } catch {
            reject("\(error)")
            return
        }
        inspector?.observeTransitions(of: engine)
        nextEngineID += open.count
        for index in open.indices { open[index].engineID = firstID + index }
        var applied = next
        applied.devices = configuration.devices
        applied.socket = configuration.socket
        applied.web = configuration.web
        if filterSwitched { applied.filter = configuration.filter }
        filterRunner.reloaded(configuration: applied.filterConfiguration, screen: engineConfiguration.screen,
                              gestures: engineConfiguration.gestures ?? .standard,
                              panels: open.filter { [.touchscreen, .pen].contains($0.description.classification.kind) }
                                .map { (engineID: $0.engineID, key: $0.loopID, description: $0.description) },
                              at: reloadTime)
        filterRunner.ensureKeyboard(applied.keyboardKeys)
        excludeFilterDevices()
        inspector?.observeTransitions(of: filterRunner)
        if let summary = filterRunner.latencySummary { log("tactile: \(summary)") }
        configuration = applied
        capture?.update(screen: engineConfiguration.screen, configurationText: applied.text)
        outputs.settings = applied.output
        actions.update(rules: applied.actions, screenBounds: engineConfiguration.screenBounds)
        log("tactile: configuration reloaded" + (warnings.isEmpty ? "" : " (" + warnings.joined(separator: "; ") + ")"))
        outputs.deliver(.configReloaded(warnings: warnings))
        updateInspectorHello()
    }

    private func reject(_ error: String) {
        log("tactile: configuration rejected, keeping the previous one: \(error)")
        outputs.deliver(.configRejected(error: error))
    }

    private static func same(_ a: LiveInputLoop.Selection, _ b: LiveInputLoop.Selection) -> Bool {
        switch (a, b) {
        case (.all, .all): return true
        case (.paths(let x), .paths(let y)), (.names(let x), .names(let y)): return x == y
        case (.all, _), (.paths, _), (.names, _): return false
        }
    }
}
