/// Facts about the generator itself.
public enum APIGen {
    public static let version = "0.1.0"
}
