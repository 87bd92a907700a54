import BlogDocCommands
import BlogDocInterchange

// A source or mapping that cannot be imported is bad data.
extension ImportError: ExitCodeProviding {
  public var exitCode: Int32 { 65 }
}

extension MappingError: ExitCodeProviding {
  public var exitCode: Int32 { 65 }
}
