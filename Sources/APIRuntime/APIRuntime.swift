/// APIRuntime: the library generated clients compile against.
public enum APIRuntimeInfo {
    public static let version = "0.1.0"
}
