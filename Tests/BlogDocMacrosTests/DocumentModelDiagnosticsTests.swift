import BlogDocMacrosPlugin
import MacroTesting
import Testing

/// Each mistake a `@DocumentModel` declaration can make in its id and fields, as the
/// compiler shows it in the user's code, with its fix-its applied.
@Suite("@DocumentModel's diagnostics", .macros(documentModelMacros, record: .never))
struct DocumentModelDiagnosticsTests {
  @Test func noIDMarksTheIDProperty() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        var id = ""
        var title = ""
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
             ┬─────
             ╰─ 🛑 'Recipe' has no id; mark the String property that identifies a record with @ID.
                ✏️ Mark 'id' with @ID
        var id = ""
        var title = ""
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""
        var title = ""

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, title: String) {
          self.id = id
          self.title = title
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          version: 1,
          id: \Recipe.id,
          fields: [
            BlogDocCore.Field("title", \Recipe.title),
          ]
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func noIDAndNoIDPropertyAddsOne() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        var title = ""
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
             ┬─────
             ╰─ 🛑 'Recipe' has no id; mark the String property that identifies a record with @ID.
                ✏️ Add '@ID var id = ""'
        var title = ""
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""
        var title = ""

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, title: String) {
          self.id = id
          self.title = title
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          version: 1,
          id: \Recipe.id,
          fields: [
            BlogDocCore.Field("title", \Recipe.title),
          ]
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func twoIDs() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        @ID var slug = ""
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        @ID var slug = ""
                ┬───
                ╰─ 🛑 'Recipe' marks both 'id' and 'slug' with @ID; a record has one id.
      }
      """
    }
  }

  @Test func anIDThatIsNotAString() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = 0
        @ID @Field("key") var other: String?
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = 0
                ┬─────
                ╰─ 🛑 The id 'id' is of type 'Int'; an id is a String, marked with @ID.
        @ID @Field("key") var other: String?
                              ┬─────────────
                              ├─ 🛑 'Recipe' marks both 'id' and 'other' with @ID; a record has one id.
                              ├─ 🛑 The id 'other' is of type 'String?'; an id is a String, marked with @ID.
                              ╰─ 🛑 The id 'other' takes no @Field, @Text or @List; give its archive name as @ID("…").
      }
      """
    }
  }

  @Test func typesThatAreNoFieldKind() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var point: (Int, Int) = (0, 0)
        var action: () -> Void = {}
        var counts: [String: Int] = [:]
        var scores: [Int] = []
        var ratings = [1, 2]
        var steps: Set<String> = []
        var kind: Any.Type = Int.self
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var point: (Int, Int) = (0, 0)
            ┬─────────────────────────
            ╰─ 🛑 'point' is a tuple, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'point' with @Transient
        var action: () -> Void = {}
            ┬──────────────────────
            ╰─ 🛑 'action' is a function, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'action' with @Transient
        var counts: [String: Int] = [:]
            ┬──────────────────────────
            ╰─ 🛑 'counts' is a dictionary, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'counts' with @Transient
        var scores: [Int] = []
            ┬─────────────────
            ╰─ 🛑 'scores' is an array of Int, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'scores' with @Transient
        var ratings = [1, 2]
            ┬───────────────
            ╰─ 🛑 'ratings' is an array of Int, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'ratings' with @Transient
        var steps: Set<String> = []
            ┬──────────────────────
            ╰─ 🛑 'steps' is a set, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'steps' with @Transient
        var kind: Any.Type = Int.self
            ┬────────────────────────
            ╰─ 🛑 'kind' is a metatype, which no field can hold; a field is a String, Bool, Int, Int64, Double, Timestamp, Date, Day, URL or [String], an optional of one, or a type that conforms to FieldValueRepresentable. Mark a property that is not a field with @Transient.
               ✏️ Mark 'kind' with @Transient
      }
      """
    } fixes: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        @Transient var point: (Int, Int) = (0, 0)
        @Transient var action: () -> Void = {}
        @Transient var counts: [String: Int] = [:]
        @Transient var scores: [Int] = []
        @Transient var ratings = [1, 2]
        @Transient var steps: Set<String> = []
        @Transient var kind: Any.Type = Int.self
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""
        var point: (Int, Int) = (0, 0)
        var action: () -> Void = {}
        var counts: [String: Int] = [:]
        var scores: [Int] = []
        var ratings = [1, 2]
        var steps: Set<String> = []
        var kind: Any.Type = Int.self

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

  @Test func textAndListOnTheWrongTypes() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        @Text var servings = 1
        @List(item: "tag") var tags = ""
        @Text @List(item: "step") var steps: [String] = []
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        @Text var servings = 1
        ┬────
        ╰─ 🛑 @Text marks a String property; 'servings' is of type 'Int'.
        @List(item: "tag") var tags = ""
        ┬─────────────────
        ╰─ 🛑 @List marks a [String] property; 'tags' is of type 'String'.
        @Text @List(item: "step") var steps: [String] = []
                                      ┬────
                                      ╰─ 🛑 'steps' is marked both @Text and @List; a field has one kind.
      }
      """
    }
  }

  @Test func twoFieldsArchivedUnderOneName() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
        @Field("title") var heading = ""
        @Field("id") var code = ""
      }
      """
    } diagnostics: {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
        @Field("title") var heading = ""
                            ┬──────
                            ╰─ 🛑 'title' and 'heading' are both archived as 'title'; give one of them another name with @Field("…").
        @Field("id") var code = ""
                         ┬───
                         ╰─ 🛑 'id' and 'code' are both archived as 'id'; give one of them another name with @Field("…").
      }
      """
    }
  }
}
