/// The package's version, "MAJOR.MINOR.PATCH": `tactile --version`, `tactile_version()`
/// (libtactile) and the pkg-config file all report this one value.
package enum TactileVersion {
    package static let string: StaticString = "0.1.0"
}
