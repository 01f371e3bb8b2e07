import CEvdev

extension SignalFD {
    /// Watches this descriptor through `loop` and hands `handler` every signal read,
    /// all of them, in order (unlike ``LiveInputLoop/watch(signals:)``, which stops
    /// the dispatch at the first one: a daemon that also handles SIGHUP and SIGCHLD
    /// must not lose a SIGTERM that arrived in the same read).
    @discardableResult
    package func attach(to loop: LiveInputLoop, handler: @escaping ([Int32]) -> Void) throws(EvdevError) -> UInt64 {
        try loop.addExternal(fd: fd.rawValue, events: TACTILE_EPOLLIN) { [weak self] _ in
            guard let self else { return }
            let received = self.read()
            if !received.isEmpty { handler(received) }
        }
    }
}
