import TactileSystem

/// What signals, the socket's clients and the web server's routes ask of the daemon.
extension Daemon {
    /// Signals the signalfd delivered since the last dispatch, in order; a stop ends the batch.
    func handleSignals() {
        guard !pendingSignals.isEmpty else { return }
        let signals = pendingSignals
        pendingSignals.removeAll(keepingCapacity: true)
        for signal in signals {
            switch signal {
            case ProcessSignal.interrupt, ProcessSignal.terminate:
                stopSignal = signal
                return
            case ProcessSignal.hangup:
                reload()
            case ProcessSignal.child:
                actions.reapChildren()
            case ProcessSignal.user1:
                if let capture, capture.configuration.triggers.contains(.signal) { capture.take(.signal, log: log) }
                else { log("tactile: SIGUSR1 ignored: no capture section with the signal trigger") }
            default:
                break
            }
        }
    }

    func clientEvent(_ event: UnixSocketServer.ClientEvent, metrics: DaemonMetrics?) {
        switch event {
        case .connected(let id): log("tactile: client \(id) connected (\(clientCount) now)")
        case .disconnected(let id, let reason): log("tactile: client \(id) left: \(reason)")
        case .dropping(let id):
            metrics?.queueOverflowed(transport: "socket")
            let policy = configuration.socket?.overflow.rawValue ?? "dropOldest"
            log("tactile: client \(id) is not reading; its queue is full (\(policy))")
        }
    }

    /// The inspector's `/record`: the recorder's last `recordSeconds` (it may hold more for field capture).
    static func recordRoute(_ recorder: RecentInputRecorder, _ web: WebConfiguration) -> (@Sendable () -> [UInt8]?)? {
        guard web.inspector else { return nil }
        let seconds = web.recordSeconds
        return { recorder.snapshot(lastSeconds: seconds) }
    }

    /// `POST /capture`, when the capture section has the http trigger.
    static func captureRoute(_ capture: FieldCapture, log: @escaping @Sendable (String) -> Void)
        -> (@Sendable () -> (written: Bool, message: String))? {
        guard capture.configuration.triggers.contains(.http) else { return nil }
        return { capture.take(.http, log: log) }
    }
}
