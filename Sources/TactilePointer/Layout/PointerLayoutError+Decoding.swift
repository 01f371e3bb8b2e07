#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

extension PointerLayoutError {
    init(decoding error: DecodingError, file: String?) {
        func path(_ keys: [any CodingKey]) -> String {
            var s = ""
            for k in keys {
                if let i = k.intValue { s += "[\(i)]" } else { s += s.isEmpty ? k.stringValue : "." + k.stringValue }
            }
            return s
        }
        func name(_ type: Any.Type) -> String {
            switch type {
            case is Double.Type, is Int.Type: return "a number"
            case is String.Type: return "a string"
            case is Bool.Type: return "true or false"
            case is [LayoutElement].Type: return "an array of elements"
            default: return "an object"
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(file: file, keyPath: path(context.codingPath), message: "expected \(name(type))")
        case .valueNotFound(let type, let context):
            self.init(file: file, keyPath: path(context.codingPath), message: "expected \(name(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(file: file, keyPath: path(context.codingPath + [key]), message: "missing required key")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if let underlying = context.underlyingError { message += " (\(underlying))" }
            self.init(file: file, keyPath: path(context.codingPath), message: message)
        @unknown default:
            self.init(file: file, keyPath: "", message: "\(error)")
        }
    }
}
