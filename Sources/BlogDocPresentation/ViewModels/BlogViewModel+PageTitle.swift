import BlogDocCore
import BlogDocBlog

extension BlogViewModel {
  /// The title of a blog's page when none is given: the blog's own `title` member when it
  /// has one, else the name of its file without the extension.
  ///
  /// ```swift
  /// print(BlogViewModel.pageTitle(of: blog, file: "posts/notes.xml"))
  /// // Prints "notes"
  /// ```
  public static func pageTitle(of document: BlogDocument, file: String) -> String {
    if case .string(let title)? = document.unknownFields["title"], !title.isEmpty { return title }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return name.split(separator: ".").dropLast().joined(separator: ".")
  }
}
