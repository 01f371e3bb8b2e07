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
        case .noSpace: return "ENOSPC"
        case .brokenPipe: return "EPIPE"
        case .fileTooLarge: return "EFBIG"
        case .diskQuotaExceeded: return "EDQUOT"
        default: return "errno \(rawValue)"
        }
    }
}

extension Errno {
    /// `no space left on device (ENOSPC)`: the message, then the name people search for.
    public var explanation: String {
        let text = description
        return text.prefix(1).lowercased() + text.dropFirst() + " (\(symbolicName))"
    }
}

/// For modules that do not import SystemPackage.
package enum ErrnoText {
    /// `no space left on device (ENOSPC)` for a raw `errno` value.
    package static func explain(_ code: Int32) -> String { Errno(rawValue: code).explanation }
}
