import Testing

@testable import ShoppingListConfig

@Suite struct ConfigurationLocationTests {
  static func resolve(
    _ option: String?, _ environment: [String: String], passwd: String? = "/home/pw"
  ) -> (String, Bool)? {
    ConfigurationLocation.resolve(
      option: option, environment: environment, workingDirectory: "/work",
      userHomeDirectory: passwd
    ).map { ($0.path, $0.isRequired) }
  }

  @Test func theOptionWinsAndMustExist() {
    #expect(Self.resolve("/etc/sl.toml", ["XDG_CONFIG_HOME": "/x"])! == ("/etc/sl.toml", true))
    #expect(Self.resolve("my.toml", [:])! == ("/work/my.toml", true))
  }

  @Test func followsXDGConfigHomeThenHome() {
    #expect(
      Self.resolve(nil, ["XDG_CONFIG_HOME": "/cfg/", "HOME": "/home/ada"])!
        == ("/cfg/shopping-list/config.toml", false)
    )
    for ignored in ["", "relative/cfg"] {
      #expect(
        Self.resolve(nil, ["XDG_CONFIG_HOME": ignored, "HOME": "/home/ada"])!
          == ("/home/ada/.config/shopping-list/config.toml", false)
      )
    }
    #expect(
      Self.resolve(nil, ["HOME": "relative"])!
        == ("/home/pw/.config/shopping-list/config.toml", false)
    )
    #expect(Self.resolve("", [:], passwd: nil) == nil)
  }
}
