import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Why a file could not be written, in words that say what to do; `affectsFolder` when every other file
    /// of the output would fail the same way (full disk, read-only folder), so the run stops at the first.
    public struct WriteFailure: Equatable, Sendable {
        public let reason: String
        public let affectsFolder: Bool
    }

    /// Explains an error thrown while writing: `POSIXError` from `FileReplacer`, or a `CocoaError` (with an
    /// underlying POSIX error on Linux) from `FileManager`.
    public static func explain(_ error: any Error) -> WriteFailure {
        switch posixCode(of: error) {
        case ENOSPC?, EDQUOT?:
            return WriteFailure(reason: "no space left on device — free space and run again", affectsFolder: true)
        case EROFS?:
            return WriteFailure(reason: "the output folder is on a read-only file system — choose another output folder", affectsFolder: true)
        case EACCES?, EPERM?:
            return WriteFailure(reason: "permission denied: the output folder is read-only — choose another output folder or make it writable", affectsFolder: true)
        default:
            return WriteFailure(reason: error.localizedDescription, affectsFolder: false)
        }
    }

    private static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return ENOSPC
            case .fileWriteVolumeReadOnly: return EROFS
            case .fileWriteNoPermission: return EACCES
            default: return nil
            }
        }
        return nil
    }
}
