/// What a client's queue does when a new line would exceed its limit (the client
/// is not reading fast enough, or at all).
///
/// Either way input processing and the other clients never wait for it.
package enum OverflowPolicy: String, Hashable, Sendable, CaseIterable {
    /// Drop the oldest lines not yet started, keep the new one, and tell the client
    /// `{"event":"dropped","count":N}` at the place of the gap once it reads again.
    case dropOldest
    /// Close the connection: for clients that must see every line or nothing.
    case disconnect
}
