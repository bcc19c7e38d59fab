/// Hand-written code next to the generated clients of this module.
public enum ClientInfo {
    public static let services = ["Pets", "Users"]
}
