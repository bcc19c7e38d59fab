/// Hand-written code next to the checked-in clients of this module.
public enum CheckedInfo {
    public static let services = ["Store"]
}
