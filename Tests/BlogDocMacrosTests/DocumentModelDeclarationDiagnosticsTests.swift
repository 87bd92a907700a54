import BlogDocMacrosPlugin
import MacroTesting
import Testing

/// The mistakes of a `@DocumentModel` declaration as a whole (not a struct) and of its
/// stored properties (no default, a `let`), with their fix-its applied.
@Suite(
  "@DocumentModel's diagnostics of the declaration", .macros(documentModelMacros, record: .never))
struct DocumentModelDeclarationDiagnosticsTests {
  @Test func aClassBecomesAStruct() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      final class Recipe {
        @ID var id = ""
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      final class Recipe {
            ┬────
            ╰─ 🛑 @DocumentModel declares a struct; 'Recipe' is a class.
               ✏️ Make 'Recipe' a struct
        @ID var id = ""
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)struct Recipe {
        @ID var id = ""
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          version: 1,
          id: \Recipe.id,
          fields: []
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func anEnumBecomesAStruct() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      enum Recipe {
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      enum Recipe {
      ┬───
      ╰─ 🛑 @DocumentModel declares a struct; 'Recipe' is an enum.
         ✏️ Make 'Recipe' a struct
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
      }
      """
    }
  }

  @Test func aPropertyWithNoDefault() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id: String
        var title: String
        var servings: Int
        var ratio: Double
        var isFavorite: Bool
        var tags: [String]
        var source: URL?
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id: String
                ┬─────────
                ╰─ 🛑 'id' has no default value; init() makes a model with every property at its default.
                   ✏️ Give 'id' the default ""
        var title: String
            ┬────────────
            ╰─ 🛑 'title' has no default value; init() makes a model with every property at its default.
               ✏️ Give 'title' the default ""
        var servings: Int
            ┬────────────
            ╰─ 🛑 'servings' has no default value; init() makes a model with every property at its default.
               ✏️ Give 'servings' the default 0
        var ratio: Double
            ┬────────────
            ╰─ 🛑 'ratio' has no default value; init() makes a model with every property at its default.
               ✏️ Give 'ratio' the default 0
        var isFavorite: Bool
            ┬───────────────
            ╰─ 🛑 'isFavorite' has no default value; init() makes a model with every property at its default.
               ✏️ Give 'isFavorite' the default false
        var tags: [String]
            ┬─────────────
            ╰─ 🛑 'tags' has no default value; init() makes a model with every property at its default.
               ✏️ Give 'tags' the default []
        var source: URL?
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id: String = ""
        var title: String = ""
        var servings: Int = 0
        var ratio: Double = 0
        var isFavorite: Bool = false
        var tags: [String] = []
        var source: URL?
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id: String = ""
        var title: String = ""
        var servings: Int = 0
        var ratio: Double = 0
        var isFavorite: Bool = false
        var tags: [String] = []
        var source: URL?

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, title: String, servings: Int, ratio: Double, isFavorite: Bool, tags: [String], source: URL?) {
          self.id = id
          self.title = title
          self.servings = servings
          self.ratio = ratio
          self.isFavorite = isFavorite
          self.tags = tags
          self.source = source
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          version: 1,
          id: \Recipe.id,
          fields: [
            BlogDocCore.Field("title", \Recipe.title),
            BlogDocCore.Field("servings", \Recipe.servings),
            BlogDocCore.Field("ratio", \Recipe.ratio),
            BlogDocCore.Field("isFavorite", \Recipe.isFavorite),
            BlogDocCore.Field("tags", \Recipe.tags),
            BlogDocCore.Field("source", \Recipe.source),
          ]
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func aPropertyWithNoObviousDefault() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var cooked: Date
        @Transient var cache: [String: Int]
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var cooked: Date
            ┬───────────
            ╰─ 🛑 'cooked' has no default value; init() makes a model with every property at its default.
        @Transient var cache: [String: Int]
                       ┬───────────────────
                       ╰─ 🛑 'cache' has no default value; init() makes a model with every property at its default.
      }
      """
    }
  }

  @Test func aLetIsNoField() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        let title = ""
        @Field("count") let servings = 1
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        let title = ""
        ┬──
        ╰─ 🛑 'title' is a let, but a field must be a var, since edits write it; mark a constant that is not a field with @Transient.
           ✏️ Make 'title' a var
        @Field("count") let servings = 1
                        ┬──
                        ╰─ 🛑 'servings' is a let, but a field must be a var, since edits write it; mark a constant that is not a field with @Transient.
                           ✏️ Make 'servings' a var
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
        @Field("count") var servings = 1
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""
        var title = ""
        var servings = 1

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, title: String, servings: Int) {
          self.id = id
          self.title = title
          self.servings = servings
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          version: 1,
          id: \Recipe.id,
          fields: [
            BlogDocCore.Field("title", \Recipe.title),
            BlogDocCore.Field("count", \Recipe.servings),
          ]
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func aProtocolIsNoModel() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      protocol Recipe {
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      protocol Recipe {
      ┬───────
      ╰─ 🛑 @DocumentModel declares a struct; 'Recipe' is a protocol.
      }
      """
    }
  }
}
