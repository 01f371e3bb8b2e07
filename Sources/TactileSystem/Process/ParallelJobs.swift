import Glibc
import Synchronization

/// Independent jobs on a few threads (`tactile test --jobs N`): each job is a function of
/// its index only (a trace replayed through its own engine), so threads share nothing but
/// the counter that hands out the next index.
package enum ParallelJobs {
    /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `body(0..<count)` on `threads` threads (the calling one among them) and returns
    /// when every job is done. Jobs start in index order; when they finish is up to the threads.
    package static func run(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let queue = JobQueue(count: count, body: body)
        let extra = max(0, min(threads, count) - 1)
        var started: [pthread_t] = []
        for _ in 0..<extra {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(queue).toOpaque()
            let status = pthread_create(&thread, nil, { context in
                let queue = Unmanaged<JobQueue>.fromOpaque(context!).takeRetainedValue()
                queue.drain()
                return nil
            }, context)
            if status == 0 { started.append(thread) } else { Unmanaged<JobQueue>.fromOpaque(context).release() }
        }
        // A thread that could not be started leaves its share to the others.
        queue.drain()
        for thread in started { pthread_join(thread, nil) }
    }
}

/// The shared index counter and the job body.
private final class JobQueue: Sendable {
    let count: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) { self.count = count; self.body = body }

    func drain() {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(index)
        }
    }
}
