import CEvdev
import Glibc

/// Which file a path names (device and inode), to recognise "still the socket we
/// created" at exit even if someone replaced it meanwhile.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    /// The `st_mode` file type bits (`S_IFSOCK`...).
    package var type: UInt32
    package var ownerUID: UInt32
    /// Permission bits (`0o660`...).
    package var permissions: UInt32

    /// `lstat(path)`: the path itself, never what a symbolic link points to. Nil if absent.
    package static func of(path: String) -> FileIdentity? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), type: UInt32(st.st_mode) & TACTILE_S_IFMT,
                            ownerUID: UInt32(st.st_uid), permissions: UInt32(st.st_mode) & 0o7777)
    }

    package var isSocket: Bool { type == TACTILE_S_IFSOCK }

    /// Same file (device and inode), whatever its mode or owner now.
    package func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }

    /// "a symbolic link", "a regular file", ... for messages.
    package var kindDescription: String {
        switch type {
        case TACTILE_S_IFLNK: return "a symbolic link"
        case TACTILE_S_IFREG: return "a regular file"
        case TACTILE_S_IFDIR: return "a directory"
        case TACTILE_S_IFIFO: return "a FIFO"
        case TACTILE_S_IFCHR: return "a character device"
        case TACTILE_S_IFBLK: return "a block device"
        case TACTILE_S_IFSOCK: return "a socket"
        default: return "a file of unknown type"
        }
    }
}
