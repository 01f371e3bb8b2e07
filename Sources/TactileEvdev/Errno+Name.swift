import SystemPackage

extension Errno {
    /// The symbolic name (`EACCES`), which users search for, rather than only the message.
    public var symbolicName: String {
        switch self {
        case .permissionDenied: return "EACCES"
        case .noSuchFileOrDirectory: return "ENOENT"
        case .noSuchAddressOrDevice: return "ENXIO"
        case .operationNotSupportedByDevice: return "ENODEV"
        case .inappropriateIOCTLForDevice: return "ENOTTY"
        case .invalidArgument: return "EINVAL"
        case .resourceTemporarilyUnavailable: return "EAGAIN"
        case .interrupted: return "EINTR"
        case .badFileDescriptor: return "EBADF"
        case .isDirectory: return "EISDIR"
        case .notPermitted: return "EPERM"
        case .resourceBusy: return "EBUSY"
        case .tooManyOpenFiles: return "EMFILE"
        case .noMemory: return "ENOMEM"
        case .ioError: return "EIO"
        case .notDirectory: return "ENOTDIR"
        default: return "errno \(rawValue)"
        }
    }
}
